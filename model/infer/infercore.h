#pragma once

// Private to model/infer: the shape of an inferred type, merging two shapes seen in different
// samples, turning a row shape into columns, and the findings every source kind reports.

#include "infer/inference.h"

#include <QHash>
#include <QSet>
#include <QString>

#include <optional>
#include <vector>

namespace st::infer {

struct ShapeField;

/// A Flink type being inferred. Samples widen it as they are merged in.
struct Shape
{
    enum class Kind {
        Unknown, ///< only nulls (or nothing) seen so far
        Boolean,
        TinyInt,
        SmallInt,
        Int,
        BigInt,
        Float,
        Double,
        Decimal,
        String,
        Bytes,
        VarBinary, ///< precision: the length
        Date,
        Time,         ///< precision: fractional digits
        Timestamp,    ///< precision: fractional digits
        TimestampLtz, ///< precision: fractional digits
        Array,
        Map,
        Row,
        Unmappable, ///< reported as an error; written as STRING so the column can be fixed by hand
    };
    Kind kind = Kind::Unknown;
    int precision = -1;
    int scale = -1;
    bool nullable = true;
    std::vector<ShapeField> fields; ///< Row
    std::vector<Shape> element;     ///< Array element or Map value: exactly one when used

    // What samples told about values of this shape (JSON samples and CSV only).
    bool epochMillis = false; ///< every integer seen looks like epoch milliseconds
    /// A number read from sample values (not declared by a schema): how many digits they had
    /// before and after the point at most (-1: not known; a value in exponent form counts as
    /// more than any DECIMAL holds). Lets a field named like money be DECIMAL when they fit.
    bool fromValues = false;
    int integerDigits = -1;
    int fractionDigits = -1;
    bool isoSeparator = false; ///< a timestamp string used `T` between date and time
    bool sqlSeparator = false; ///< a timestamp string used a space between date and time
    /// How many shapes this one holds, itself included (set by sealNodes()).
    qint64 nodes = 1;
    /// STRING because the samples disagreed (reported once, not again for every later sample).
    bool conflicted = false;
    /// Row: how many objects were merged into it; a field seen in fewer is nullable.
    qint64 objects = 0;
    /// Row: position of each field by name, for fields[0, indexedFields) (kept by mergeInto,
    /// so merging is linear in the number of fields).
    QHash<QString, int> fieldIndex;
    size_t indexedFields = 0;

    static Shape of(Kind kind, bool nullable = true);
    static Shape arrayOf(Shape element, bool nullable = true);
    static Shape mapOf(Shape value, bool nullable = true);

    /// The Flink SQL type, with NOT NULL inside ROW fields and collection elements where the
    /// shape is not nullable (never for the outermost type: that is the column's `nullable`).
    QString flinkType() const;
    bool isNumeric() const;
    const Shape *field(const QString &name) const;
};

struct ShapeField
{
    QString name;
    Shape shape;
    /// In how many of the merged objects the field was present (JSON samples).
    qint64 seen = 0;
};

/// A named type used many times over expands into a Flink type of exponential size; past this
/// many nested shapes the inference stops and reports the field instead.
constexpr qint64 kMaxTypeNodes = 10000;

class Findings;

/// Sets `shape->nodes` from its direct children (whose counts are already set). When the count
/// passes kMaxTypeNodes the shape becomes Unmappable with an error at `path`, except at the top
/// (`path` empty: the table's row), which tableTooWide() judges.
void sealNodes(Shape *shape, const QString &path, Findings *findings);

/// A number shape for sample value `i` (INT or BIGINT, as it fits), its digits counted.
Shape integerValueShape(qint64 i);
/// A DOUBLE shape for sample value `d`, the digits of its shortest text counted.
Shape floatValueShape(double d);
/// A DOUBLE shape for a number as a sample wrote it in text (`19.90`: two decimals).
Shape floatTextShape(const QString &text);

/// Why a schema's table row (sealed) is refused: more than kMaxTypeNodes fields in all, nested
/// ones counted; nothing when it is not.
std::optional<LocalizedText> tableTooWide(const Shape &table);

/// Collects findings with their paths.
class Findings
{
public:
    /// Adds a finding, unless the same one is there already (many samples, one finding).
    void add(Severity severity, const QString &path, const LocalizedText &message)
    {
        const QString key = QString::number(int(severity)) + QLatin1Char('\n') + path + QLatin1Char('\n') + message.en;
        if (m_seen.contains(key))
            return;
        m_seen.insert(key);
        m_list.append(InferenceFinding{severity, path, message});
    }
    void note(const QString &path, const LocalizedText &message) { add(Severity::Note, path, message); }
    void warning(const QString &path, const LocalizedText &message) { add(Severity::Warning, path, message); }
    void error(const QString &path, const LocalizedText &message) { add(Severity::Error, path, message); }
    const InferenceFindings &list() const { return m_list; }

private:
    InferenceFindings m_list;
    QSet<QString> m_seen;
};

/// `parent.name`, or `name` at the top.
QString childPath(const QString &parent, const QString &name);

/// The widest shape that holds values of both `a` and `b` (INT + BIGINT = BIGINT, an integer and
/// a float = DOUBLE, rows field by field, arrays by element); kinds that share nothing become
/// STRING with a warning at `path`. Nullability is the caller's concern for fields; here a
/// nullable side makes the result nullable.
Shape mergeShapes(const Shape &a, const Shape &b, const QString &path, Findings *findings);

/// mergeShapes() in place: `into` becomes the merge of itself and `b`, without copying what it
/// holds already (merging sample after sample into one row stays linear). When `newFields` is
/// given, the number of row fields (at any depth) the merge added is added to it.
void mergeInto(Shape *into, const Shape &b, const QString &path, Findings *findings, qint64 *newFields = nullptr);

/// The position of the field called `name` in `row`, or -1 (the first such field, as the
/// samples may repeat a key). Fields appended without the index (by a mapper, or by hand) are
/// indexed here first, so it never misses one.
int fieldPosition(Shape *row, const QString &name);

/// At most this many distinct fields (nested ones included) are inferred from JSON samples:
/// more are keys that vary from message to message (ids, dates as keys), which are data for a
/// MAP column, not columns, and each one would cost memory and time.
constexpr qint64 kMaxSampleFields = 10000;

/// Columns of a row shape, one per top-level field, names made safe and unique (with a warning
/// for each change), fields never seen with a value typed STRING with a warning.
QList<InferredColumn> columnsFromRow(const Shape &row, Findings *findings);

/// `name` safe as a column name: characters a name may not hold replaced by `_`, an empty name
/// made `column_N` (N: 1-based position).
QString sanitisedName(const QString &name, int position);

/// Whether `text` is an ISO-8601 / SQL date (`2024-01-31`), returned as Date, or timestamp
/// (`2024-01-31T10:00:00.123`, with `T` or a space, optionally with `Z` or an offset), returned
/// as Timestamp (no zone) or TimestampLtz (zone given) with `precision` set to its fractional
/// digits (at least 3, as Flink's json format writes them). Anything else: Unknown.
Shape::Kind temporalKind(const QString &text, int *precision, bool *isoSeparator);

/// Integers in this range are taken for epoch milliseconds (2000-01-01 to 2100-01-01).
bool looksLikeEpochMillis(qint64 value);

// One unit per source kind.
InferenceResult inferAvro(const QByteArray &data);
InferenceResult inferJsonSchema(const QByteArray &data);
/// `kind`: Json, or the change-data envelope the messages are wrapped in.
InferenceResult inferJsonSamples(const QByteArray &data, SampleKind kind);
InferenceResult inferCsv(const QByteArray &data);

/// A result that says the input cannot be read.
InferenceResult unreadable(const LocalizedText &why);

} // namespace st::infer

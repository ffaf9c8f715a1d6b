#include "infer/infercore.h"

#include <QLocale>
#include <QRegularExpression>

#include <climits>
#include <cmath>

#include "core/names.h"

#include <QSet>

#include <algorithm>

namespace st::infer {

/// The most digits a Flink DECIMAL holds.
constexpr int kDecimalMaxPrecision = 38;

Shape Shape::of(Kind kind, bool nullable)
{
    Shape s;
    s.kind = kind;
    s.nullable = nullable;
    return s;
}

Shape Shape::arrayOf(Shape element, bool nullable)
{
    Shape s = of(Kind::Array, nullable);
    s.element.push_back(std::move(element));
    return s;
}

Shape Shape::mapOf(Shape value, bool nullable)
{
    Shape s = of(Kind::Map, nullable);
    s.element.push_back(std::move(value));
    return s;
}

bool Shape::isNumeric() const
{
    switch (kind) {
    case Kind::TinyInt:
    case Kind::SmallInt:
    case Kind::Int:
    case Kind::BigInt:
    case Kind::Float:
    case Kind::Double:
    case Kind::Decimal:
        return true;
    default:
        return false;
    }
}

const Shape *Shape::field(const QString &name) const
{
    for (const ShapeField &f : fields) {
        if (f.name == name)
            return &f.shape;
    }
    return nullptr;
}

namespace {

QString quotedFieldName(const QString &name)
{
    // Nested names are always quoted: a field called `value` or `order` is a reserved word.
    QString quoted = name;
    quoted.replace(QLatin1Char('`'), QLatin1String("``"));
    return QLatin1Char('`') + quoted + QLatin1Char('`');
}

QString nested(const Shape &shape)
{
    // Nothing seen (only empty arrays): no reason to promise NOT NULL.
    const bool notNull = !shape.nullable && shape.kind != Shape::Kind::Unknown;
    return shape.flinkType() + (notNull ? QStringLiteral(" NOT NULL") : QString());
}

QString withPrecision(const char *root, int precision)
{
    return precision < 0 ? QString::fromLatin1(root) : QStringLiteral("%1(%2)").arg(QLatin1String(root)).arg(precision);
}

} // namespace

QString Shape::flinkType() const
{
    switch (kind) {
    case Kind::Unknown:
    case Kind::String:
    case Kind::Unmappable:
        return QStringLiteral("STRING");
    case Kind::Boolean: return QStringLiteral("BOOLEAN");
    case Kind::TinyInt: return QStringLiteral("TINYINT");
    case Kind::SmallInt: return QStringLiteral("SMALLINT");
    case Kind::Int: return QStringLiteral("INT");
    case Kind::BigInt: return QStringLiteral("BIGINT");
    case Kind::Float: return QStringLiteral("FLOAT");
    case Kind::Double: return QStringLiteral("DOUBLE");
    case Kind::Decimal: return QStringLiteral("DECIMAL(%1, %2)").arg(precision).arg(qMax(scale, 0));
    case Kind::Bytes: return QStringLiteral("BYTES");
    case Kind::VarBinary: return withPrecision("VARBINARY", precision);
    case Kind::Date: return QStringLiteral("DATE");
    case Kind::Time: return withPrecision("TIME", precision);
    case Kind::Timestamp: return withPrecision("TIMESTAMP", precision);
    case Kind::TimestampLtz: return withPrecision("TIMESTAMP_LTZ", precision);
    case Kind::Array: return QStringLiteral("ARRAY<%1>").arg(element.empty() ? QStringLiteral("STRING") : nested(element.front()));
    case Kind::Map:
        return QStringLiteral("MAP<STRING, %1>").arg(element.empty() ? QStringLiteral("STRING") : nested(element.front()));
    case Kind::Row: {
        QStringList parts;
        for (const ShapeField &f : fields)
            parts << quotedFieldName(f.name) + QLatin1Char(' ') + nested(f.shape);
        return QStringLiteral("ROW<%1>").arg(parts.join(QLatin1String(", ")));
    }
    }
    return QStringLiteral("STRING");
}

void sealNodes(Shape *shape, const QString &path, Findings *findings)
{
    qint64 nodes = 1;
    for (const ShapeField &f : shape->fields)
        nodes += f.shape.nodes;
    for (const Shape &e : shape->element)
        nodes += e.nodes;
    shape->nodes = nodes;
    // The table's own row is not collapsed into one STRING: tableTooWide() refuses it whole.
    if (nodes <= kMaxTypeNodes || path.isEmpty())
        return;
    findings->error(path, localized("the type expands to more than %1 nested fields; typed STRING, fix it by hand",
                                    "该类型展开后超过 %1 个嵌套字段；已暂设为 STRING，请手动修改")
                              .arg(QString::number(kMaxTypeNodes)));
    const bool nullable = shape->nullable;
    *shape = Shape::of(Shape::Kind::Unmappable, nullable);
}

std::optional<LocalizedText> tableTooWide(const Shape &table)
{
    const qint64 fields = table.nodes - 1;
    if (fields <= kMaxTypeNodes)
        return std::nullopt;
    return localized("the schema has %1 fields (nested ones counted), more than the %2 that are inferred; "
                     "split it, or map its wide parts as MAP or STRING by hand",
                     "该 schema 有 %1 个字段（含嵌套字段），超过可推断的上限 %2；请拆分，或手动将过宽的部分设为 MAP 或 STRING")
        .arg(QString::number(fields), QString::number(kMaxTypeNodes));
}

QString childPath(const QString &parent, const QString &name)
{
    return parent.isEmpty() ? name : parent + QLatin1Char('.') + name;
}

namespace {

int integerRank(Shape::Kind kind)
{
    switch (kind) {
    case Shape::Kind::TinyInt: return 1;
    case Shape::Kind::SmallInt: return 2;
    case Shape::Kind::Int: return 3;
    case Shape::Kind::BigInt: return 4;
    default: return 0;
    }
}

bool isTemporal(Shape::Kind kind)
{
    return kind == Shape::Kind::Date || kind == Shape::Kind::Timestamp || kind == Shape::Kind::TimestampLtz;
}

Shape stringConflict(const Shape &a, const Shape &b, const QString &path, Findings *findings)
{
    Shape merged = Shape::of(Shape::Kind::String, a.nullable || b.nullable);
    merged.conflicted = true;
    if (a.conflicted || b.conflicted)
        return merged; // reported when the disagreement was first seen
    findings->warning(path, localized("the samples hold both %1 and %2 values; typed STRING", "样本中同时出现 %1 和 %2 类型的值；已设为 STRING")
                                .arg(a.flinkType(), b.flinkType()));
    return merged;
}

} // namespace

namespace {

/// What two number shapes read from values tell together: digits at most, and whether both
/// came from values at all.
void mergeValueDigits(Shape *into, const Shape &a, const Shape &b)
{
    into->fromValues = a.fromValues && b.fromValues;
    into->integerDigits = into->fromValues ? qMax(a.integerDigits, b.integerDigits) : -1;
    into->fractionDigits = into->fromValues ? qMax(a.fractionDigits, b.fractionDigits) : -1;
}

/// Two kinds that differ: the wider number, a zone-less timestamp, or STRING.
Shape mergeDifferentKinds(const Shape &a, const Shape &b, const QString &path, Findings *findings)
{
    const bool nullable = a.nullable || b.nullable;
    const int ra = integerRank(a.kind);
    const int rb = integerRank(b.kind);
    if (ra > 0 && rb > 0) {
        Shape r = ra >= rb ? a : b;
        r.nullable = nullable;
        r.epochMillis = a.epochMillis && b.epochMillis;
        mergeValueDigits(&r, a, b);
        return r;
    }
    if (a.isNumeric() && b.isNumeric()) {
        Shape r = Shape::of(Shape::Kind::Double, nullable);
        mergeValueDigits(&r, a, b);
        return r;
    }
    // A timestamp seen once without a zone and once with one: the zone-less reading keeps both.
    if (isTemporal(a.kind) && isTemporal(b.kind) && a.kind != Shape::Kind::Date && b.kind != Shape::Kind::Date) {
        findings->warning(path, localized("some timestamps carry a time zone and some do not; typed TIMESTAMP",
                                          "部分时间戳带时区、部分不带；已设为 TIMESTAMP"));
        Shape r = Shape::of(Shape::Kind::Timestamp, nullable);
        r.precision = qMax(a.precision, b.precision);
        return r;
    }
    // A date or timestamp string next to other strings: all of them are just strings.
    if ((isTemporal(a.kind) && b.kind == Shape::Kind::String) || (isTemporal(b.kind) && a.kind == Shape::Kind::String)
        || (isTemporal(a.kind) && isTemporal(b.kind)))
        return Shape::of(Shape::Kind::String, nullable);
    return stringConflict(a, b, path, findings);
}

/// How many row fields `shape` holds at any depth (itself not counted).
qint64 countFields(const Shape &shape)
{
    qint64 count = 0;
    for (const ShapeField &f : shape.fields)
        count += 1 + countFields(f.shape);
    for (const Shape &e : shape.element)
        count += countFields(e);
    return count;
}

} // namespace

int fieldPosition(Shape *row, const QString &name)
{
    for (; row->indexedFields < row->fields.size(); ++row->indexedFields) {
        const size_t i = row->indexedFields;
        if (!row->fieldIndex.contains(row->fields[i].name))
            row->fieldIndex.insert(row->fields[i].name, int(i));
    }
    return row->fieldIndex.value(name, -1);
}

namespace {

/// Merges rows field by field in place: a field `b` adds is appended (and indexed), a field
/// both have is merged. Looking fields up by name keeps merging many objects with many
/// distinct keys linear; a linear search per field made it quadratic.
void mergeRowsInto(Shape *a, const Shape &b, const QString &path, Findings *findings, qint64 *newFields)
{
    a->objects += b.objects;
    for (const ShapeField &bf : b.fields) {
        const int at = fieldPosition(a, bf.name);
        if (at < 0) {
            a->fields.push_back(bf); // indexed by the next look-up
            if (newFields)
                *newFields += 1 + countFields(bf.shape);
        } else {
            ShapeField &f = a->fields[size_t(at)];
            mergeInto(&f.shape, bf.shape, childPath(path, bf.name), findings, newFields);
            f.seen += bf.seen;
        }
    }
}

} // namespace

void mergeInto(Shape *a, const Shape &b, const QString &path, Findings *findings, qint64 *newFields)
{
    if (a->kind == Shape::Kind::Unknown) {
        const bool nullable = a->nullable || b.nullable;
        *a = b;
        a->nullable = nullable;
        if (newFields)
            *newFields += countFields(b);
        return;
    }
    if (b.kind == Shape::Kind::Unknown) {
        a->nullable = a->nullable || b.nullable;
        return;
    }
    const bool nullable = a->nullable || b.nullable;
    if (a->kind == b.kind) {
        a->nullable = nullable;
        a->precision = qMax(a->precision, b.precision);
        a->epochMillis = a->epochMillis && b.epochMillis;
        mergeValueDigits(a, *a, b);
        a->isoSeparator = a->isoSeparator || b.isoSeparator;
        a->sqlSeparator = a->sqlSeparator || b.sqlSeparator;
        a->conflicted = a->conflicted || b.conflicted;
        if (a->kind == Shape::Kind::Array || a->kind == Shape::Kind::Map) {
            mergeInto(&a->element.front(), b.element.front(),
                      path + (a->kind == Shape::Kind::Array ? QStringLiteral("[]") : QStringLiteral("{}")), findings, newFields);
        } else if (a->kind == Shape::Kind::Row) {
            mergeRowsInto(a, b, path, findings, newFields);
        }
        return;
    }
    *a = mergeDifferentKinds(*a, b, path, findings);
}

Shape mergeShapes(const Shape &a, const Shape &b, const QString &path, Findings *findings)
{
    Shape merged = a;
    mergeInto(&merged, b, path, findings);
    return merged;
}

QString sanitisedName(const QString &name, int position)
{
    QString out;
    out.reserve(name.size());
    const QVector<uint> codes = name.trimmed().toUcs4();
    for (uint code : codes)
        out += isRefusedNameCharacter(char32_t(code)) ? QStringLiteral("_") : QString::fromUcs4(reinterpret_cast<const char32_t *>(&code), 1);
    if (out.isEmpty())
        out = QStringLiteral("column_%1").arg(position);
    return out;
}

Shape integerValueShape(qint64 i)
{
    Shape shape = Shape::of(i >= INT_MIN && i <= INT_MAX ? Shape::Kind::Int : Shape::Kind::BigInt, false);
    shape.fromValues = true;
    shape.integerDigits = int(QString::number(i).remove(QLatin1Char('-')).size());
    shape.fractionDigits = 0;
    return shape;
}

Shape floatTextShape(const QString &text)
{
    static const QRegularExpression plainDecimal(QStringLiteral("^[+-]?([0-9]*)\\.?([0-9]*)$"));
    const QRegularExpressionMatch m = plainDecimal.match(text.trimmed());
    if (!m.hasMatch())
        return floatValueShape(text.toDouble());
    Shape shape = Shape::of(Shape::Kind::Double, false);
    shape.fromValues = true;
    shape.integerDigits = int(m.capturedLength(1));
    shape.fractionDigits = int(m.capturedLength(2));
    return shape;
}

Shape floatValueShape(double d)
{
    Shape shape = Shape::of(Shape::Kind::Double, false);
    shape.fromValues = true;
    // The shortest text that reads back as the same double: what the sample most likely said.
    const QString text = QString::number(d, 'g', QLocale::FloatingPointShortest).remove(QLatin1Char('-'));
    if (text.contains(QLatin1Char('e')) || !std::isfinite(d)) {
        shape.integerDigits = kDecimalMaxPrecision + 1; // no DECIMAL holds it as written
        shape.fractionDigits = 0;
    } else {
        const int point = text.indexOf(QLatin1Char('.'));
        shape.integerDigits = point < 0 ? int(text.size()) : point;
        shape.fractionDigits = point < 0 ? 0 : int(text.size()) - point - 1;
    }
    return shape;
}

namespace {

/// The words of a field name: split at `_`, `-`, `.`, spaces and lower-to-upper case steps
/// (`userId` -> user, id), in lower case.
QStringList nameWords(const QString &name)
{
    QStringList words;
    QString current;
    for (int i = 0; i < name.size(); ++i) {
        const QChar c = name.at(i);
        if (c == QLatin1Char('_') || c == QLatin1Char('-') || c == QLatin1Char('.') || c.isSpace()) {
            if (!current.isEmpty())
                words << current.toLower();
            current.clear();
            continue;
        }
        if (c.isUpper() && !current.isEmpty() && current.back().isLower()) {
            words << current.toLower();
            current.clear();
        }
        current += c;
    }
    if (!current.isEmpty())
        words << current.toLower();
    return words;
}

/// What a field's name says its numbers are, beyond what the samples show: an identifier (the
/// samples fit INT, production's ids outgrow it) or an amount of money (a DOUBLE loses cents).
/// Only for numbers read from values: a type a schema declares is the schema's.
bool preferForName(const QString &name, Shape *shape, LocalizedText *note)
{
    if (!shape->fromValues)
        return false;
    const QStringList words = nameWords(name);
    if (words.isEmpty())
        return false;
    const QString last = words.last();
    if (last == QLatin1String("id") && (shape->kind == Shape::Kind::Int || shape->kind == Shape::Kind::SmallInt
                                        || shape->kind == Shape::Kind::TinyInt)) {
        shape->kind = Shape::Kind::BigInt;
        *note = localized("named like an id: BIGINT, as ids outgrow INT in production (the samples fit INT)",
                          "名称像标识符：设为 BIGINT，因为生产环境中的标识符会超出 INT（样本在 INT 范围内）");
        return true;
    }
    static const QSet<QString> money{QStringLiteral("price"), QStringLiteral("amount"), QStringLiteral("cost"), QStringLiteral("fee"),
                                     QStringLiteral("fees"), QStringLiteral("total"), QStringLiteral("subtotal"), QStringLiteral("balance"),
                                     QStringLiteral("salary"), QStringLiteral("tax"), QStringLiteral("discount"), QStringLiteral("revenue"),
                                     QStringLiteral("payment"), QStringLiteral("money"), QStringLiteral("refund"), QStringLiteral("charge")};
    if (shape->kind != Shape::Kind::Double || !money.contains(last) || shape->integerDigits < 0)
        return false;
    // Cents at least; as many decimals as the samples had (up to 6); 18 digits where they fit.
    const int scale = qMax(2, shape->fractionDigits);
    if (shape->fractionDigits > 6 || shape->integerDigits + scale > kDecimalMaxPrecision)
        return false;
    const int precision = shape->integerDigits + scale <= 18 ? 18 : kDecimalMaxPrecision;
    shape->kind = Shape::Kind::Decimal;
    shape->precision = precision;
    shape->scale = scale;
    *note = localized("named like money: DECIMAL(%1, %2) keeps it exact where DOUBLE loses cents (the samples have up to %3 "
                      "digits before the point and %4 after)",
                      "名称像金额：设为 DECIMAL(%1, %2) 以精确保存，DOUBLE 会丢失分（样本小数点前最多 %3 位，后最多 %4 位）")
                .arg(QString::number(precision), QString::number(scale), QString::number(shape->integerDigits),
                     QString::number(shape->fractionDigits));
    return true;
}

/// preferForName() for the fields nested in `shape` (rows, and rows in arrays and maps), their
/// paths (`user.id`, `items[].price`) added to `changed`.
void preferForNestedNames(Shape *shape, const QString &path, QStringList *changed)
{
    for (ShapeField &f : shape->fields) {
        const QString fieldPath = path + QLatin1Char('.') + f.name;
        LocalizedText unused;
        if (preferForName(f.name, &f.shape, &unused))
            *changed << fieldPath;
        preferForNestedNames(&f.shape, fieldPath, changed);
    }
    for (Shape &element : shape->element)
        preferForNestedNames(&element, path + (shape->kind == Shape::Kind::Map ? QStringLiteral("{}") : QStringLiteral("[]")), changed);
}

} // namespace

QList<InferredColumn> columnsFromRow(const Shape &row, Findings *findings)
{
    QList<InferredColumn> columns;
    QSet<QString> taken; // case-folded, as Flink resolves names
    int position = 0;
    for (const ShapeField &f : row.fields) {
        ++position;
        QString name = sanitisedName(f.name, position);
        if (name != f.name) {
            findings->warning(f.name, localized("the field name cannot be a column name as it is; the column is called %1",
                                                "该字段名不能直接用作列名；列名改为 %1")
                                          .arg(name));
        }
        if (taken.contains(name.toCaseFolded())) {
            QString unique;
            for (int n = 2;; ++n) {
                unique = QStringLiteral("%1_%2").arg(name).arg(n);
                if (!taken.contains(unique.toCaseFolded()))
                    break;
            }
            findings->warning(f.name, localized("another field has the same name (ignoring case); the column is called %1",
                                                "另一个字段同名（不区分大小写）；列名改为 %1")
                                          .arg(unique));
            name = unique;
        }
        taken.insert(name.toCaseFolded());
        InferredColumn column;
        column.source = f.name;
        column.column.name = name;
        Shape shape = f.shape;
        preferForName(f.name, &shape, &column.note);
        QStringList nestedChanged;
        preferForNestedNames(&shape, f.name, &nestedChanged);
        if (!nestedChanged.isEmpty() && column.note.isEmpty()) {
            column.note = localized("inside, fields named like ids are BIGINT and fields named like money DECIMAL: %1",
                                    "内部字段中，名称像标识符的设为 BIGINT，像金额的设为 DECIMAL：%1")
                              .arg(nestedChanged.join(QStringLiteral(", ")));
        }
        column.column.type = shape.flinkType();
        column.column.nullable = shape.nullable;
        if (f.shape.kind == Shape::Kind::Unknown) {
            column.note = localized("only nulls seen", "只见到 null 值");
            findings->warning(f.name, localized("every sample holds null here, so the type is unknown; typed STRING",
                                                "所有样本中该字段都是 null，无法判断类型；已设为 STRING"));
        } else if (f.shape.kind == Shape::Kind::Unmappable) {
            column.note = localized("not mappable; fix the type by hand", "无法映射；请手动修改类型");
        }
        columns.append(column);
    }
    return columns;
}

namespace {

bool digits(const QString &s, int from, int count)
{
    if (from + count > s.size())
        return false;
    for (int i = from; i < from + count; ++i) {
        if (!s.at(i).isDigit() || s.at(i).unicode() > 127)
            return false;
    }
    return true;
}

} // namespace

Shape::Kind temporalKind(const QString &s, int *precision, bool *isoSeparator)
{
    // yyyy-MM-dd
    if (s.size() < 10 || !digits(s, 0, 4) || s.at(4) != QLatin1Char('-') || !digits(s, 5, 2) || s.at(7) != QLatin1Char('-')
        || !digits(s, 8, 2))
        return Shape::Kind::Unknown;
    const int month = s.mid(5, 2).toInt();
    const int day = s.mid(8, 2).toInt();
    if (month < 1 || month > 12 || day < 1 || day > 31)
        return Shape::Kind::Unknown;
    if (s.size() == 10)
        return Shape::Kind::Date;
    // [T ]HH:mm[:ss[.fff]]
    const QChar sep = s.at(10);
    if (sep != QLatin1Char('T') && sep != QLatin1Char(' '))
        return Shape::Kind::Unknown;
    if (!digits(s, 11, 2) || s.size() < 16 || s.at(13) != QLatin1Char(':') || !digits(s, 14, 2))
        return Shape::Kind::Unknown;
    if (s.mid(11, 2).toInt() > 23 || s.mid(14, 2).toInt() > 59)
        return Shape::Kind::Unknown;
    int i = 16;
    if (i < s.size() && s.at(i) == QLatin1Char(':')) {
        if (!digits(s, i + 1, 2) || s.mid(i + 1, 2).toInt() > 60)
            return Shape::Kind::Unknown;
        i += 3;
    }
    int fraction = 0;
    if (i < s.size() && s.at(i) == QLatin1Char('.')) {
        ++i;
        while (i < s.size() && s.at(i).isDigit() && s.at(i).unicode() < 128) {
            ++fraction;
            ++i;
        }
        if (fraction == 0 || fraction > 9)
            return Shape::Kind::Unknown;
    }
    bool zoned = false;
    if (i < s.size()) {
        const QChar z = s.at(i);
        if (z == QLatin1Char('Z') && i + 1 == s.size()) {
            zoned = true;
        } else if ((z == QLatin1Char('+') || z == QLatin1Char('-')) && digits(s, i + 1, 2)) {
            // +HH, +HHmm or +HH:mm
            const QString rest = s.mid(i + 3);
            if (!(rest.isEmpty() || (rest.size() == 2 && digits(rest, 0, 2))
                  || (rest.size() == 3 && rest.at(0) == QLatin1Char(':') && digits(rest, 1, 2))))
                return Shape::Kind::Unknown;
            zoned = true;
        } else {
            return Shape::Kind::Unknown;
        }
    }
    *precision = qMax(3, fraction);
    *isoSeparator = sep == QLatin1Char('T');
    return zoned ? Shape::Kind::TimestampLtz : Shape::Kind::Timestamp;
}

bool looksLikeEpochMillis(qint64 value)
{
    return value >= Q_INT64_C(946684800000) && value < Q_INT64_C(4102444800000);
}

} // namespace st::infer

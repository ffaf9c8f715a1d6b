#pragma once

// core/: what every other part speaks: TableSpec (a table as the catalog stores it),
// Role, Severity, names (nameKey, safe file names, refused characters) and LocalizedText.
// Depends on no other part of the model.
// (docs/ARCHITECTURE.md lists the arrows; tests/test_architecture.cpp checks them and this line.)

#include "core/localizedtext.h"
#include "core/role.h"

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QSet>
#include <QString>
#include <QStringList>

namespace st {

struct ColumnSpec
{
    QString name;
    QString type;       ///< Flink SQL type; empty for a computed column
    QString expression; ///< computed column expression; empty for a physical/metadata column
    QString metadata;   ///< metadata key; empty for a physical column
    bool isVirtual = false;
    bool nullable = true;
    QString comment;

    bool isComputed() const { return !expression.isEmpty(); }
    bool isMetadata() const { return !metadata.isEmpty(); }
    bool isPhysical() const { return !isComputed() && !isMetadata(); }
    bool operator==(const ColumnSpec &o) const;
    bool operator!=(const ColumnSpec &o) const { return !(*this == o); }
};

struct WatermarkSpec
{
    QString column;
    QString expression;

    bool isEmpty() const { return column.isEmpty() && expression.isEmpty(); }
    bool operator==(const WatermarkSpec &o) const { return column == o.column && expression == o.expression; }
};

/// How a table's rows are split into buckets (Flink 1.20 and later, FLIP-376):
/// `DISTRIBUTED BY [HASH | RANGE] (columns) [INTO n BUCKETS]` or `DISTRIBUTED INTO n BUCKETS`.
struct DistributionSpec
{
    QString kind;        ///< `HASH`, `RANGE`, or empty: the connector chooses the algorithm
    QStringList columns; ///< the bucket key; empty only with `buckets` (DISTRIBUTED INTO n BUCKETS)
    int buckets = 0;     ///< the number of buckets; 0: not given (the connector chooses)

    bool isEmpty() const { return kind.isEmpty() && columns.isEmpty() && buckets == 0; }
    bool operator==(const DistributionSpec &o) const { return kind == o.kind && columns == o.columns && buckets == o.buckets; }
    bool operator!=(const DistributionSpec &o) const { return !(*this == o); }
};

/// One table definition: what the form edits, the validator checks, the writer renders,
/// the catalog stores and the CLI reads (the JSON of `streamtable table put`, README.md).
struct TableSpec
{
    QString name;
    QString connector;
    Role role = Role::Source;
    QString comment;
    QList<ColumnSpec> columns;
    QStringList primaryKey;
    WatermarkSpec watermark;
    QStringList partitionedBy;
    DistributionSpec distribution;
    QMap<QString, QString> options; ///< as the user typed them, by schema key
    /// The target platform the table is written for (`flink-1.18`, `mrs`, ...); empty: the
    /// target of its logical database (or, outside a database, the default target).
    QString target;
    /// The connection (core/connection.h) of its logical database whose options the table takes
    /// where it does not set them itself; empty: none.
    QString connection;

    /// Index of the column called exactly `name`, or -1. Flink's SQL parser matches identifiers
    /// case-sensitively (Lex.JAVA): `id` and `ID` are two columns.
    int columnIndex(const QString &name) const;
    const ColumnSpec *column(const QString &name) const;
    /// The name of a column spelled like `name` but for case (the first one), or empty: the
    /// "did you mean" of a message about a name that is not a column.
    QString sameNameIgnoringCase(const QString &name) const;

    QJsonObject toJson() const;
    /// Reads the JSON toJson() writes. On a shape error returns false and sets `error` to a message
    /// naming the offending member (for example `columns[2].name: expected a string`).
    static bool fromJson(const QJsonObject &json, TableSpec *out, QString *error);
    /// Parses JSON text; a syntax error names the line and column.
    static bool fromJsonText(const QByteArray &text, TableSpec *out, QString *error);
    /// The same, with the message in both languages (for the CLI's --lang and the designer).
    static bool fromJson(const QJsonObject &json, TableSpec *out, LocalizedText *error);
    static bool fromJsonText(const QByteArray &text, TableSpec *out, LocalizedText *error);
    QByteArray toJsonText() const;
    /// toJson() as compact JSON text, written directly: what the catalog stores with every
    /// revision. The same object as QJsonDocument(toJson()) gives, several times faster, which
    /// matters when an import saves 10,000 tables in one go.
    QByteArray toCompactJson() const;

    bool operator==(const TableSpec &o) const;
    bool operator!=(const TableSpec &o) const { return !(*this == o); }
};

/// The columns of one spec by name, built once so that each lookup is a hash lookup rather
/// than a scan of every column: checking a key, a wiring or a list of thousands of columns
/// stays linear. Names compare exactly, as TableSpec::columnIndex compares them; of several
/// equal names the first column is found. Holds a pointer to the spec, which must outlive it
/// unchanged.
class ColumnIndex
{
public:
    explicit ColumnIndex(const TableSpec &spec);

    /// Index of the column called `name`, or -1.
    int indexOf(const QString &name) const;
    const ColumnSpec *column(const QString &name) const;
    /// Whether column `index` has the name of an earlier column.
    bool repeatsEarlierName(int index) const { return m_repeats.contains(index); }
    /// As TableSpec::sameNameIgnoringCase(), from an index made on first use.
    QString sameNameIgnoringCase(const QString &name) const;

private:
    const TableSpec *m_spec;
    QHash<QString, int> m_byName;
    mutable QHash<QString, int> m_folded; ///< case-folded name -> first column, for hints
    QSet<int> m_repeats;
};

/// `"NAME" is not a column of the table.`, and when `sameButCase` names a column spelled like it
/// but for case, that Flink matches names exactly, with that column as the likely meaning.
LocalizedText notAColumn(const QString &name, const QString &sameButCase);

/// The table of `tables` named `name` compared by nameKey(), or null.
const TableSpec *findTable(const QList<TableSpec> &tables, const QString &name);
/// The tables sorted by nameKey() as the catalog lists them, so output comes in a stable order.
QList<const TableSpec *> sortedByName(const QList<TableSpec> &tables);

} // namespace st

#pragma once

// sql/: Flink SQL as text: types (flinktype), quoting (sqlquote), the tokenizer and the
// DDL writer (TableSpec -> CREATE TABLE). Depends on core/ and schema/.
// (docs/ARCHITECTURE.md lists the arrows; tests/test_architecture.cpp checks them and this line.)

#include "schema/schemaregistry.h"
#include "core/tablespec.h"

#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <utility>

#include <optional>

namespace st {

/// The watermark's delay in milliseconds when its expression is `column` or `column - INTERVAL
/// 'n' UNIT` (MILLISECOND, SECOND, MINUTE, HOUR, DAY) on its own time column, as Blink's
/// withOffset(column, ms) needs it; nullopt for any other expression.
std::optional<qint64> watermarkOffsetMillis(const WatermarkSpec &watermark);

/// The WITH keys that more than one option of `spec` is written under in `dialect` (HDFS's own
/// field delimiter becomes 'csv.field-delimiter' in the Flink dialect, which the CSV format's
/// option is written as too): by key, the spec's keys of those options, in the order written.
/// The statement would give the key twice with one value counting (and import refuses it).
QMap<QString, QStringList> optionsSharingWithKey(const TableSpec &spec, const ConnectorSchema &schema, const DialectSchema &dialect);

/// What follows DISTRIBUTED in a CREATE TABLE (and DISTRIBUTION in an ALTER TABLE), as Flink's
/// SqlDistribution unparses it: `BY HASH(\`id\`) INTO 4 BUCKETS`, `BY (\`id\`)`, `INTO 4 BUCKETS`.
QString distributionClause(const DistributionSpec &distribution);

/// The pieces of one table's CREATE TABLE statement as the writer writes them, for those who
/// need them apart (the ALTER TABLE statements of a change, compare/altertable).
struct WrittenTable
{
    QString name;              ///< quoted
    QStringList columnNames;   ///< as in the spec, unquoted, in order
    QStringList columnLines;   ///< each column's definition (`\`id\` BIGINT NOT NULL COMMENT '...'`), no indent
    QString watermark;         ///< `WATERMARK FOR \`ts\` AS ...`, or empty
    QString primaryKey;        ///< `PRIMARY KEY (\`id\`) NOT ENFORCED`, or empty
    QString comment;           ///< the table comment as a literal, or empty
    QString partitionedBy;     ///< `(\`dt\`)`, or empty
    QString distribution;      ///< after DISTRIBUTED: `BY HASH(\`id\`) INTO 4 BUCKETS`, or empty
    QList<std::pair<QString, QString>> options; ///< WITH entries: key and value as written
    QString roleComment;       ///< the `-- streamtable role:` line before the statement, or empty
};

/// Renders a table spec as a `CREATE TABLE` statement in one dialect. Stateless: the dialect is
/// an argument, never a global. The same spec always gives byte-identical text.
class DdlWriter
{
public:
    explicit DdlWriter(const SchemaRegistry &registry) : m_registry(registry) {}

    /// The DDL, ending in ";\n". Returns false (with a message naming the problem) when the
    /// connector is unknown or does not offer the dialect, or when a column or the watermark
    /// cannot be written safely: a type that does not parse, or an expression that fails
    /// checkSqlExpression (it could end its definition or the statement). Otherwise does not
    /// validate: call the Validator first where invalid specs must be refused.
    /// Also false when an option is set that the registry's target does not have, or the
    /// connector is unavailable there (SchemaRegistry::forTarget()).
    bool write(const TableSpec &spec, const QString &dialect, QString *ddl, LocalizedText *error) const;
    /// The same checks and text, in pieces (what write() joins into the statement).
    bool writeParts(const TableSpec &spec, const QString &dialect, WrittenTable *out, LocalizedText *error) const;
    /// The same in the dialect of the spec's target, else the registry's (`flink` for a registry
    /// not resolved for a target). A spec that names a target is always written with that
    /// target's keys (SchemaRegistry::resolvedFor()).
    bool write(const TableSpec &spec, QString *ddl, LocalizedText *error) const;
    /// The dialect of `specTarget`, or of the registry's target when it is empty.
    QString targetDialect(const QString &specTarget = QString()) const;
    /// The statements that make a lake catalog and make it the current one, before its tables
    /// (docs/SCHEMAS.md "Lake catalogs"): `CREATE CATALOG name WITH ('type' = ..., ...);` with
    /// the schema's catalog options first in the schema's order, then the others sorted by key,
    /// and `USE CATALOG name;`. `connector` names the schema whose catalog it is.
    /// `use` false: the CREATE CATALOG alone (a job script names its tables `catalog.db.table`).
    QString createCatalog(const QString &name, const QString &connector, const QMap<QString, QString> &options, bool use = true) const;
    /// Convenience for callers that have checked the connector and dialect already.
    QString write(const TableSpec &spec, const QString &dialect = QStringLiteral("flink")) const;

private:
    const SchemaRegistry &m_registry;
};

} // namespace st

#pragma once

// Making tables of a source database's tables: for each, a CDC source table of the connector
// whose type map reads that kind of database, a sink table on the connector chosen, and the
// job's wiring between them.

#include "sourcedb/sourceschema.h"

#include "core/tablespec.h"
#include "job/jobprofile.h"

#include <QMap>

namespace st {

class SchemaRegistry;

/// What the user chose: the sink, the names, which tables.
struct FromDatabaseChoice
{
    QString sinkConnector;       ///< for tables with a primary key (or a unique key on NOT NULL columns)
    QString appendSinkConnector; ///< for tables without; empty: those get no sink, and that is said
    QString sourceNamePattern = QStringLiteral("{table}");
    QString sinkNamePattern = QStringLiteral("ods_{table}");
    QString tablesPattern; ///< a regular expression a source table's name must match whole; empty: all
    QString sourceConnection; ///< the connection of the database the source tables use; empty: none
    QString sinkConnection;
    QMap<QString, QString> sourceOptions; ///< set on every source table (`{table}` ... filled)
    QMap<QString, QString> sinkOptions;
    QStringList targetEngines; ///< the engine releases the database's target runs
};

/// The tables made of one source table.
struct GeneratedTable
{
    SourceTable from;
    TableSpec source;
    TableSpec sink; ///< empty name: no sink (a table without a key and no append sink chosen)
    /// Each column whose Flink type holds less than its own, and the key chosen, in words.
    QList<LocalizedText> notes;
};

struct GeneratedTables
{
    QString sourceConnector;
    QList<GeneratedTable> tables;
    Wirings wirings;
    /// Source tables the choice left out, with why (did not match the pattern is not said).
    QList<LocalizedText> leftOut;
};

/// The tables of `schema` the choice selects, made as `choice` says with `registry`'s schemas
/// (resolved for the database's target) and type maps. False with what is wrong when the
/// choice cannot be made at all (no type map reads this kind of database, an unknown sink
/// connector, a pattern that is no regular expression, no table matching it).
bool generateTables(const SourceSchema &schema, const SchemaRegistry &registry, const FromDatabaseChoice &choice,
                    GeneratedTables *out, LocalizedText *error);

/// A table made again from a changed source: `stored` (as the catalog has it, options and
/// other edits kept) with the physical columns and primary key of `generated`; its metadata and
/// computed columns stay after them.
TableSpec withSourceColumns(const TableSpec &stored, const TableSpec &generated);

/// `pattern` with `{table}`, `{schema}`, `{database}`, `{table:slot}` and `{name}` filled.
QString fillTablePattern(const QString &pattern, const SourceTable &table, const QString &database, const QString &name = QString());

} // namespace st

#pragma once

#include "job/jobprofile.h"
#include "schema/schemaregistry.h"
#include "core/connection.h"
#include "core/tablespec.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace st {

/// Renders the Flink job of one logical database: the SQL script and the `flink run` command
/// that submits it (docs/JOBS.md). Stateless and deterministic: the same input gives
/// byte-identical output. Does not validate: run DatabaseValidator first where an invalid job
/// must be refused.
class JobScriptWriter
{
public:
    explicit JobScriptWriter(const SchemaRegistry &registry) : m_registry(registry) {}

    /// The Flink SQL script, ending in a newline:
    /// 1. `SET 'key' = 'value';` for each property option of the job schema (effective values,
    ///    so defaults are written too), in the job schema's order;
    /// 2. the CREATE TABLE statement (flink dialect) of every table, sorted by name ignoring case;
    /// 3. `INSERT INTO sink SELECT ... FROM source;` for each wiring in order (see
    ///    insertStatement()); two or more are wrapped in `EXECUTE STATEMENT SET BEGIN ... END;`
    ///    so they run as one job.
    /// Returns false with a message naming the table when a table cannot be rendered (unknown
    /// connector).
    ///    A table of a lake catalog (Paimon's) comes after the catalog's CREATE CATALOG, from
    ///    `connections` (options filled in), and CREATE DATABASE IF NOT EXISTS `catalog`.`database`,
    ///    as CREATE TABLE IF NOT EXISTS `catalog`.`database`.`table`: it persists in its catalog,
    ///    and the script runs again. The INSERTs name it so too.
    bool sql(const QString &database, const QList<TableSpec> &tables, const JobProfile &profile,
             const Wirings &wirings, QString *script, QString *error, const Connections &connections = {}) const;
    /// Convenience: the script, or a script whose unrenderable tables are replaced by a comment.
    QString sql(const QString &database, const QList<TableSpec> &tables, const JobProfile &profile,
                const Wirings &wirings, const Connections &connections = {}) const;

    /// `INSERT INTO `sink`\nSELECT `a`, `b`\nFROM `source`;`: the sink's written columns (physical
    /// and non-virtual metadata, in sink order), each taken from the source column of exactly
    /// that name (Flink's names are case-sensitive; a column the source lacks keeps the sink's
    /// name, so Flink reports it too). Empty when either table is missing from `tables`.
    /// `database`: the logical database, for the name of a lake catalog's table (see sql()).
    QString insertStatement(const QList<TableSpec> &tables, const Wiring &wiring, const QString &database = QString()) const;

    /// The words of the submission command: the job schema's command (`flink run -m yarn-cluster`),
    /// each flag option with its value (`-c CLASS`, `-ynm NAME`), each property as `-yD key=value`
    /// (effective values, job schema order), the jar, then `scriptPath`. Unset options without a
    /// default are left out (the validator reports them).
    QStringList commandArguments(const JobProfile &profile, const QString &scriptPath) const;
    /// commandArguments(), each word shell-quoted (shellQuote()), joined by spaces: one line to
    /// copy into a terminal.
    QString commandLine(const JobProfile &profile, const QString &scriptPath) const;
    /// The `.sh` file that submits the job: `#!/usr/bin/env bash`, `set -euo pipefail`, then the
    /// command, one option per line, with `scriptFileName` found beside the .sh file wherever it is
    /// run from.
    QString shellScript(const QString &database, const JobProfile &profile, const QString &scriptFileName) const;

    /// The name of the SQL file of `database`'s job (`<safe name>.job.sql`, safeFileName).
    static QString scriptFileName(const QString &database);
    /// A word for a POSIX shell: unchanged when non-empty and made only of ASCII letters, digits
    /// and `_@%+=:,./-`; otherwise in single quotes, each embedded `'` written as `'\''`.
    static QString shellQuote(const QString &word);
    /// `SET 'key' = 'value';` with both literals quoted as Flink SQL string literals.
    static QString setStatement(const QString &key, const QString &value);

private:
    /// The catalog a table lives in (its connection, when its connector's are lake catalogs), or empty.
    QString catalogOf(const TableSpec &table) const;
    /// How the script names `table`: `catalog`.`database`.`table` in a lake catalog, else `table`.
    QString nameInScript(const TableSpec &table, const QString &database) const;

    const SchemaRegistry &m_registry;
};

} // namespace st

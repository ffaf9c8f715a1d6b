#pragma once

// export/: writes a catalog's databases to a folder (DDL files, job scripts) through
// OutputFolder's all-or-nothing writes. Depends on core/, schema/, sql/, job/, check/ and
// catalog/; nothing in the model depends on it.
// (docs/ARCHITECTURE.md lists the arrows; tests/test_architecture.cpp checks them and this line.)

#include "catalog/catalog.h"
#include "core/secrets.h"
#include "schema/schemaregistry.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <functional>

namespace st {

struct ExportOptions
{
    QString outDir;
    /// The target platform every table is written for; empty: each table's own target, else its
    /// database's, else the default target (effectiveTarget()). The target decides the keys and
    /// the dialect.
    QString target;
    QStringList databases; ///< the logical databases to export; empty: all of them
    /// The tables to export from those databases (by name, ignoring case); empty: all of them.
    /// Names a chosen database does not hold are skipped; a name no chosen database holds is
    /// NotFound. File names stay those of a full export. Not used by runJobs().
    QStringList tables;
    /// false: `OUT/<database>/<table>.sql`, one file per table;
    /// true: `OUT/<database>.sql`, one file per database starting with CREATE DATABASE and USE.
    bool perDatabase = false;
    /// Plan and render everything but write nothing: `files` of the result are the files a run
    /// would write (so that a caller can ask before replacing existing ones), `skipped` and
    /// `problems` those it would not.
    bool dryRun = false;
    /// The values of the `${secret:NAME}` references in option values (loadSecrets()): written
    /// into the files in their place. A table whose reference has no value is a problem naming
    /// the secret, and its file is not written.
    SecretValues secrets;
    /// The environment whose variables replace the `${NAME}` references in option values
    /// (core/variables); empty: references are written as they are. A name no exported database
    /// has is NotFound; a table whose variable its database's environment does not give is a
    /// problem naming the variable, and its file is not written.
    QString environment;
};

struct ExportedFile
{
    QString path; ///< relative to the output folder, with `/` separators
    QString database;
    QStringList tables;
    /// The file exists and holds exactly what the export writes, so the export kept it as it is
    /// (in a dry run: would keep it; replacing it would change nothing).
    bool unchanged = false;
    /// The file holds a secret's value (a ${secret:NAME} filled in): it is written readable and
    /// writable by its owner alone (mode 0600), as the secrets file itself must be.
    bool holdsSecrets = false;
};

/// A table that could not be written for its target (unknown connector or target, an option or
/// connector the target does not have, a definition that cannot be written safely).
struct ExportProblem
{
    QString database;
    QString table;
    QString path; ///< the file that was not written because of it, relative to the output folder
    LocalizedText message; ///< one line that names the database, table or job and the file
    LocalizedText finding; ///< what is wrong, alone (for a list that names those once)
};

struct ExportResult
{
    enum class Outcome {
        Done,      ///< every planned file was handled (see problems for tables left out)
        Cancelled, ///< the progress callback asked to stop; files written so far stay
        Failed,    ///< the catalog could not be read or a file could not be written; see status
    };
    Outcome outcome = Outcome::Done;
    CatalogStatus status;        ///< why it failed, naming the file or the database
    QList<ExportedFile> files;   ///< written, in order
    QList<ExportedFile> skipped; ///< planned but not written because of problems, in order
    QList<ExportProblem> problems;

    int tableCount() const;
    bool complete() const { return outcome == Outcome::Done && problems.isEmpty(); }
};

/// Called before each file with the files done so far, the number planned and the file about to
/// be written (relative path). Return false to stop; no file is left half-written.
using ExportProgress = std::function<bool(int done, int total, const QString &path)>;

/// Writes the DDL of catalog tables to files. Every file is written atomically through
/// OutputFolder: a failure leaves either the previous file or none, never part of one, and a
/// link planted in the output folder is replaced, never written through. File names come from
/// st::safeFileName() (core/names.h) and are unique within their folder (see uniqueFileNames()); they are computed
/// over all databases of the catalog, so exporting one database writes the same paths as
/// exporting all of them.
class Exporter
{
public:
    Exporter(const Catalog &catalog, const SchemaRegistry &registry) : m_catalog(catalog), m_registry(registry) {}

    ExportResult run(const ExportOptions &options, const ExportProgress &progress = ExportProgress()) const;
    /// Writes each chosen database's Flink job (docs/JOBS.md): `OUT/<database>.job.sql` (the
    /// script, JobScriptWriter::sql()) and `OUT/<database>.job.sh` (the submission command,
    /// executable), with the same database file names as a per-database export. Uses
    /// `outDir` and `databases` of the options; with no databases named, every database that has
    /// a job (hasJob()); a named database without one is a problem. A database whose job has errors (DatabaseValidator::validate(), or a
    /// table that cannot be rendered) is not written: each error is one ExportProblem (`path`
    /// the .sql file; `table` the table a table's finding is about, else empty) and the outcome
    /// stays Done.
    ExportResult runJobs(const ExportOptions &options, const ExportProgress &progress = ExportProgress()) const;

    /// safeFileName() of each name, in the same order, made unique ignoring case (as Windows and
    /// macOS compare) by appending `~2`, `~3`, ...; names that are already safe keep their name.
    static QStringList uniqueFileNames(const QStringList &names);
    /// `CREATE DATABASE IF NOT EXISTS ...;` and `USE ...;` lines that start a per-database file.
    static QString databasePreamble(const DatabaseInfo &database);

private:
    const Catalog &m_catalog;
    const SchemaRegistry &m_registry;
};

} // namespace st

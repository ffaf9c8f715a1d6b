#pragma once

#include "catalog/catalog.h"
#include "core/localizedtext.h"
#include "import/ddlimport.h"
#include "schema/schemaregistry.h"
#include "core/tablespec.h"

#include <QStringList>
#include <QTextStream>

#include <functional>
#include <optional>

namespace st {
class Catalog;
}

namespace st::cli {

/// Exit status of the `streamtable` command (README.md, "The `streamtable` command").
enum ExitCode {
    ExitOk = 0,
    ExitInvalid = 1, ///< the spec or the request is invalid; diagnostics were printed
    ExitUsage = 2,   ///< usage error or unreadable input; nothing was changed
};

/// What every command gets: the streams, the chosen language and output form, the schemas,
/// and the global options already taken off the argument list.
struct Context
{
    Context(QTextStream &out, QTextStream &err, Language lang) : out(out), err(err), lang(lang) {}

    QTextStream &out;
    QTextStream &err;
    Language lang = Language::En;
    bool json = false;
    QString catalogPath; ///< --catalog FILE or STREAMTABLE_CATALOG; empty: the default location
    QStringList schemaDirs; ///< STREAMTABLE_SCHEMAS and --schemas: extra schema folders

    /// A message of the CLI's own, written in both languages where it is made, in the language
    /// asked for (--lang): localized(en, zh).in(lang), as model messages are shown.
    QString text(const char *en, const char *zh) const { return localized(en, zh).in(lang); }

    /// The connector schemas (built in, then schemaDirs), loaded on the first call. Reading
    /// and resolving every schema file is most of the start-up of a command such as `db list`
    /// or `table list`, which needs none, so only the commands that use schemas pay for it. The
    /// first call also reports each schema file that was skipped, as a warning on `err`.
    const SchemaRegistry &registry() const;

    /// The id of the default target (effectiveTarget() of a table that names none in a database
    /// that names none): registry()'s when it is loaded, else read from the target files alone
    /// (SchemaRegistry::loadTargets()), which `db list` needs and nothing more.
    QString defaultTargetId() const;

private:
    mutable std::optional<SchemaRegistry> m_registry;
    mutable std::optional<SchemaRegistry> m_targets; ///< the targets alone, when registry() is not loaded
};

/// Runs the command line (without the program name). Never throws, never aborts.
int run(const QStringList &args, QTextStream &out, QTextStream &err);

/// `db ...`, `table ...`, `export ...`, `validate --db ...`: the commands that use the catalog.
/// `command` is the first word; `args` the words after it (global options already removed).
int runCatalogCommand(Context &ctx, const QString &command, const QStringList &args);

/// `job show | set | wire | unwire ...`: a logical database's job (jobcommands.cpp). `args` are
/// the words after `job`.
int runJobCommand(Context &ctx, const QStringList &args);

/// `infer FILE [--kind K] [--name N] [--connector C]`: a spec skeleton with columns inferred
/// from a sample (infercommand.cpp). `args` are the words after `infer`.
int runInferCommand(Context &ctx, const QStringList &args);
/// `spec FILE.sql` and `import FILE.sql|DIR... --db DB` (importcommands.cpp): CREATE TABLE
/// statements read into specs, and into the catalog.
int runImportCommand(Context &ctx, const QString &command, const QStringList &args);

/// How statements read (by `import`) or made (by `from-db`) are saved: all or none, each
/// reported as `import` reports it (a line per statement, or --json).
struct ImportRun
{
    QString database;
    const SchemaRegistry *registry = nullptr; ///< the database's target's schemas
    OnExisting onExisting = OnExisting::Fail;
    bool dryRun = false;
    bool makeConnections = false; ///< the connections offered to repeated cluster settings are made
    Connections alsoMake;         ///< made in the same transaction, before the tables
    bool offerConnections = true; ///< say which repeated cluster settings a connection could give
    bool wiringsFromInserts = true; ///< the wirings come from INSERT INTO ... SELECT statements (said so)
    /// Called with the catalog open, before the plan: what the command does with tables that
    /// exist (false: stop, having said why).
    std::function<bool(const Catalog &, const SchemaRegistry &, QList<ImportedStatement> *)> adjust;
    /// By name key, the revision of each table that `adjust` based a statement on (Catalog::NewTable
    /// for one it found none of): the save is refused as a conflict when a table moved on since.
    /// Tables not in it, or no hash, are saved on whatever is current.
    const QHash<QString, int> *baseRevisions = nullptr;
};
int saveImported(Context &ctx, QList<ImportedStatement> statements, const ImportRun &run);

/// `from-db SOURCE --db DB ...` (fromdbcommand.cpp): tables made from a source database's.
int runFromDbCommand(Context &ctx, const QStringList &args);

/// `env list | create | set | drop DB ...` (envcommands.cpp): a logical database's environments
/// and their variables. `args` are the words after `env`.
int runEnvCommand(Context &ctx, const QStringList &args);

/// `conn list | show | set | drop DB ...` (connectioncommands.cpp): a logical database's
/// connections. `args` are the words after `conn`.
int runConnectionCommand(Context &ctx, const QStringList &args);

/// `diff A B [--json] [--ddl]` (diffcommand.cpp): what changed between two tables or two sets
/// of tables; exit 0 when equal, 1 when different, 2 on usage errors.
int runDiffCommand(Context &ctx, const QStringList &args);

/// Reads a table spec file (`-` for standard input). On failure prints one clear line to
/// ctx.err naming the file and the problem and returns false.
bool readSpecFile(Context &ctx, const QString &path, TableSpec *out);

/// The target a table is written for: `targetOption` (--target) when given, else the spec's,
/// else the database's, else the default target (effectiveTarget()). `dialectOption` (--dialect)
/// must fit it; given alone it picks the target that reads that dialect when the effective one
/// does not, as `--dialect blink` did before targets. Reports a usage error and returns false
/// for an unknown target or a dialect that does not fit.
bool chooseTarget(Context &ctx, const QString &targetOption, const QString &dialectOption, const QString &specTarget,
                  const QString &databaseTarget, QString *out);

/// The schemas of `database`'s target (its tables are validated, written and imported for it).
/// A target the programs do not know (a target file that was removed) is reported as a warning
/// and the default target's schemas are returned.
const SchemaRegistry &databaseRegistry(Context &ctx, const Catalog &catalog, const QString &database);
/// The target id of `database` (empty: the default target), or empty when it cannot be read.
QString databaseTarget(const Catalog &catalog, const QString &database);

/// Whether some connector offers `dialect`; otherwise reports a usage error and returns false.
bool checkDialect(Context &ctx, const QString &dialect, const QString &usage);
/// Whether `schema` offers `dialect`; otherwise reports a usage error naming the connector and
/// the dialects it has, and returns false.
bool checkConnectorDialect(Context &ctx, const ConnectorSchema &schema, const QString &dialect);

/// The one way every command reports a usage error (a command line it cannot act on, or input
/// it cannot read): prints `streamtable: message` as one line and returns ExitUsage.
int usageError(Context &ctx, const QString &message);
/// Prints an error of another kind (the request is invalid, the catalog failed) as one line:
/// `streamtable: message`.
void printError(Context &ctx, const QString &message);

} // namespace st::cli

#pragma once

// Helpers shared by the catalog commands (catalogcommands.cpp), the table commands
// (tablecommands.cpp) and the job commands (jobcommands.cpp) of `streamtable`. Private to app/cli.

#include "catalog/catalog.h"
#include "core/secrets.h"
#include "export/exporter.h"
#include "cli.h"

#include <QDateTime>
#include <QJsonObject>
#include <QJsonValue>
#include <QMap>
#include <QStringList>

namespace st::cli {

/// The words of a sub-command split into positional arguments and options.
struct Arguments
{
    QStringList positional;
    QMap<QString, QStringList> values; ///< options that take a value; repeatable
    QStringList flags;

    QString value(const QString &name) const { return values.value(name).value(0); }
    bool has(const QString &name) const { return flags.contains(name) || values.contains(name); }
};

/// Parses `args` against the options a command knows; `--` ends the options. On a usage error
/// prints one line naming the usage and returns false.
bool parseArguments(Context &ctx, const QStringList &args, const QStringList &valued, const QStringList &switches,
                    int minPositional, int maxPositional, const QString &usage, Arguments *out);

/// Whether `--out DIR` is given and not empty; otherwise reports the usage error.
bool requireOutDir(Context &ctx, const Arguments &args, const QString &usage);
/// Whether an export's --json output lists the tables of each file (a table export) or not (a
/// job export, whose files are a database's script).
enum class ExportedTables { Listed, NotListed };
/// Prints what an export did, as both `export` and `export --job` do: each problem as an error
/// line, then the files written (JSON with --json, else their paths and `done` when the export
/// is complete). Returns the command's exit status.
int reportExport(Context &ctx, const ExportOptions &options, const ExportResult &result, ExportedTables tables, const QString &done);

/// Stops an export at SIGINT or SIGTERM (Ctrl+C, kill) between two files instead of in the
/// middle of one: the export removes its temporaries (some may hold secrets' values) and keeps
/// the files it finished. While one lives, those signals only ask the export to stop;
/// endIfInterrupted() then ends the program by the signal, as it would have ended.
class ExportInterrupt
{
public:
    ExportInterrupt();
    ~ExportInterrupt();
    ExportInterrupt(const ExportInterrupt &) = delete;
    ExportInterrupt &operator=(const ExportInterrupt &) = delete;

    /// The export's progress callback: false once a signal came.
    ExportProgress progress() const;
    /// When a signal stopped the export: says so on ctx.err and ends the program by that signal.
    void endIfInterrupted(Context &ctx);
};

/// The secrets an export writes in place of `${secret:NAME}`: `--secrets FILE`'s, then the
/// environment's (STREAMTABLE_SECRET_NAME). A file that is refused is reported (exit 2).
bool loadExportSecrets(Context &ctx, const Arguments &args, SecretValues *out);
/// Opens the catalog ctx names for a command; a command that only reads passes
/// CatalogAccess::ReadOnly, so that it never changes the file. Reports a refusal (and returns
/// false) or what opening did to the file (a note).
bool openCatalog(Context &ctx, Catalog *catalog, CatalogAccess access = CatalogAccess::ReadWrite);
/// Prints a catalog error; returns the exit status: request errors 1, file errors 2.
int fail(Context &ctx, const CatalogStatus &status);
/// Writes UTF-8 text to ctx.out as it is (on standard output, in one write).
void writeUtf8(Context &ctx, const QByteArray &utf8);
void printJson(Context &ctx, const QJsonValue &value);
/// Reports a change: the JSON object with --json, else the line of text.
void printDone(Context &ctx, const QJsonObject &json, const QString &text);

/// The environment `name` of `database` (for `--env NAME`); when the database has none of that
/// name, reports it, naming those it has, sets `exitCode` and returns false.
bool chooseEnvironment(Context &ctx, const Catalog &catalog, const QString &database, const QString &name,
                       Environment *out, int *exitCode);

/// Prints rows as aligned columns (wide characters counted twice).
void printRows(Context &ctx, const QList<QStringList> &rows);

/// `spec` with the options of the connection it names (core/connection.h) where it sets none:
/// the table as it is checked and written. A connection the database does not have, or one for
/// another connector, is reported (exit 1 in `exitCode`) and false returned.
bool completeFromConnection(Context &ctx, const Catalog &catalog, const QString &database, TableSpec *spec, int *exitCode);

/// `export --job ...`: the arguments already parsed by the export command.
int exportJobCommand(Context &ctx, const Arguments &args);

/// Reads a revision number option or argument; 0 < n.
bool parseRevision(Context &ctx, const QString &text, int *out);

/// `2026-05-01 12:00:00 UTC`, or empty for an invalid time: the same text as
/// toString("yyyy-MM-dd HH:mm:ss") + " UTC" of the time in UTC.
QString timeText(const QDateTime &utc);
/// The text of timeText() for the years 1 to 9999, written into `text` (23 characters, no
/// terminating zero); returns how many were written: 23, 0 for an invalid time, -1 for another
/// year (whose text timeText() takes from QDateTime). Written digit by digit: QDateTime::toString
/// with a format goes through QLocale on every call, which was a tenth of `table list`'s time for
/// 10,000 rows.
int timeChars(const QDateTime &utc, char *text);
/// The time as JSON gives it: ISO 8601 in UTC, with milliseconds.
QString timeJson(const QDateTime &utc);
/// QString::number(value) written into `text` (at most 11 characters); returns the length.
int decimalText(int value, char *text);
/// The columns a terminal shows `text` in: two for CJK and full-width forms, none for a
/// combining mark (an accent written apart from its letter) or a format character.
int displayWidth(const QString &text);
/// Prints tables as `table list` does, or (`withDatabase`, for `search`) with their databases.
void printTables(Context &ctx, const QList<TableInfo> &tables, bool withDatabase);

/// `table list|put|show|drop|history|restore ...` (tablecommands.cpp).
int runTableCommand(Context &ctx, const QStringList &args);

} // namespace st::cli

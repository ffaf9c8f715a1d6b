// The catalog commands of `streamtable`: db, table, search, export and validate --db.

#include "cli.h"
#include "cliutil.h"
#include "listingwords.h"

#include "catalog/catalog.h"
#include "job/jobprofile.h"
#include "core/names.h"
#include "check/databasecheck.h"
#include "check/databasevalidator.h"
#include "sql/ddlwriter.h"
#include "export/exporter.h"
#include "check/validator.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>

#include <algorithm>
#include <csignal>
#include <cstring>
#include <optional>
#include <vector>

namespace st::cli {

// Shared with jobcommands.cpp through cliutil.h.

namespace {

volatile std::sig_atomic_t s_exportSignal = 0;

void askExportToStop(int signal)
{
    s_exportSignal = signal;
}

struct sigaction s_previousInt;
struct sigaction s_previousTerm;

} // namespace

ExportInterrupt::ExportInterrupt()
{
    s_exportSignal = 0;
    struct sigaction stop = {};
    stop.sa_handler = askExportToStop;
    sigemptyset(&stop.sa_mask);
    stop.sa_flags = SA_RESTART; // the file system calls in flight finish; the export stops after them
    sigaction(SIGINT, &stop, &s_previousInt);
    sigaction(SIGTERM, &stop, &s_previousTerm);
}

ExportInterrupt::~ExportInterrupt()
{
    sigaction(SIGINT, &s_previousInt, nullptr);
    sigaction(SIGTERM, &s_previousTerm, nullptr);
}

ExportProgress ExportInterrupt::progress() const
{
    return [](int, int, const QString &) { return s_exportSignal == 0; };
}

void ExportInterrupt::endIfInterrupted(Context &ctx)
{
    const int signal = s_exportSignal;
    if (signal == 0)
        return;
    ctx.err << ctx.text("interrupted: the files written are whole, and no temporary file is left",
                        "已中断：已写入的文件都是完整的，没有留下临时文件")
            << '\n';
    ctx.err.flush();
    ctx.out.flush();
    ::signal(signal, SIG_DFL);
    ::raise(signal);
}

int reportExport(Context &ctx, const ExportOptions &options, const ExportResult &result, ExportedTables tables, const QString &done)
{
    for (const ExportProblem &p : result.problems)
        ctx.err << "error: " << escapeInvisible(p.message.in(ctx.lang)) << '\n';
    if (ctx.json) {
        QJsonArray files;
        for (const ExportedFile &f : result.files) {
            QJsonObject file{{QStringLiteral("path"), f.path}, {QStringLiteral("database"), f.database}};
            if (tables == ExportedTables::Listed)
                file.insert(QStringLiteral("tables"), QJsonArray::fromStringList(f.tables));
            if (f.holdsSecrets)
                file.insert(QStringLiteral("secret"), true);
            if (f.unchanged)
                file.insert(QStringLiteral("unchanged"), true);
            files.append(file);
        }
        printJson(ctx, QJsonObject{{QStringLiteral("out"), options.outDir}, {QStringLiteral("files"), files}});
    } else {
        int withSecrets = 0;
        for (const ExportedFile &f : result.files) {
            ctx.out << QDir::toNativeSeparators(QDir(options.outDir).filePath(f.path)) << '\n';
            withSecrets += f.holdsSecrets ? 1 : 0;
        }
        if (withSecrets > 0) {
            ctx.out << ctx.text("%1 of the files hold secrets' values: they are readable by their owner alone (mode 0600)",
                                "其中 %1 个文件包含机密的值：仅其所有者可读写（权限 0600）").arg(QString::number(withSecrets))
                    << '\n';
        }
        const auto unchanged = std::count_if(result.files.cbegin(), result.files.cend(), [](const ExportedFile &f) { return f.unchanged; });
        if (unchanged > 0 && !options.dryRun) {
            ctx.out << ctx.text("%1 of the files held what was exported already and were kept as they were",
                                "其中 %1 个文件的内容与导出的相同，保持原样未重写").arg(QString::number(unchanged))
                    << '\n';
        }
        if (result.outcome == ExportResult::Outcome::Done)
            ctx.out << done << '\n';
    }
    if (result.outcome == ExportResult::Outcome::Failed)
        return fail(ctx, result.status);
    return result.problems.isEmpty() ? ExitOk : ExitInvalid;
}

bool parseArguments(Context &ctx, const QStringList &args, const QStringList &valued, const QStringList &switches,
                    int minPositional, int maxPositional, const QString &usage, Arguments *out)
{
    bool optionsEnded = false;
    for (int i = 0; i < args.size(); ++i) {
        const QString &arg = args.at(i);
        if (optionsEnded || !arg.startsWith(QLatin1String("--")) || arg.size() == 2) {
            if (!optionsEnded && arg == QLatin1String("--")) {
                optionsEnded = true;
                continue;
            }
            out->positional << arg;
        } else if (valued.contains(arg)) {
            if (i + 1 >= args.size()) {
                usageError(ctx, ctx.text("%1 needs a value; usage: %2", "%1 需要一个值；用法：%2").arg(arg, usage));
                return false;
            }
            out->values[arg] << args.at(++i);
        } else if (switches.contains(arg)) {
            out->flags << arg;
        } else if (arg == QLatin1String("--json")) {
            ctx.json = true;
        } else {
            usageError(ctx, ctx.text("unknown option %1; usage: %2", "未知选项 %1；用法：%2").arg(arg, usage));
            return false;
        }
    }
    if (out->positional.size() < minPositional) {
        usageError(ctx, ctx.text("missing argument; usage: %1", "缺少参数；用法：%1").arg(usage));
        return false;
    }
    if (out->positional.size() > maxPositional) {
        usageError(ctx, ctx.text("unexpected argument \"%1\"; usage: %2", "多余的参数“%1”；用法：%2")
                                 .arg(out->positional.at(maxPositional), usage));
        return false;
    }
    return true;
}

bool parseRevision(Context &ctx, const QString &text, int *out)
{
    bool ok = false;
    const int n = text.toInt(&ok);
    if (!ok || n <= 0) {
        usageError(ctx, ctx.text("\"%1\" is not a revision number", "“%1”不是有效的版本号").arg(text));
        return false;
    }
    *out = n;
    return true;
}

bool openCatalog(Context &ctx, Catalog *catalog, CatalogAccess access)
{
    const QString path = Catalog::resolvePath(ctx.catalogPath);
    // The default location is created on first use; a folder the user names must exist.
    const CatalogStatus status = catalog->open(path, path == Catalog::defaultPath(), access);
    if (!status) {
        printError(ctx, status.message(ctx.lang));
        return false;
    }
    if (!catalog->notice().isEmpty())
        ctx.err << "streamtable: " << ctx.text("note: ", "注意：") << catalog->notice().in(ctx.lang) << '\n';
    return true;
}

bool requireOutDir(Context &ctx, const Arguments &args, const QString &usage)
{
    if (!args.value(QStringLiteral("--out")).isEmpty())
        return true;
    usageError(ctx, ctx.text("--out DIR is required; usage: %1", "必须指定 --out 文件夹；用法：%1").arg(usage));
    return false;
}

bool loadExportSecrets(Context &ctx, const Arguments &args, SecretValues *out)
{
    LocalizedText error;
    if (loadSecrets(args.value(QStringLiteral("--secrets")), out, &error))
        return true;
    usageError(ctx, error.in(ctx.lang));
    return false;
}

int fail(Context &ctx, const CatalogStatus &status)
{
    printError(ctx, status.message(ctx.lang));
    return status.isFileError() ? ExitUsage : ExitInvalid;
}

void writeUtf8(Context &ctx, const QByteArray &utf8)
{
    // Standard output is a QTextStream on a file (main.cpp), which would decode the bytes and
    // encode them again in 16 KB pieces: what it holds is flushed, then the bytes go to the
    // file in one write. A stream on a string (the tests) is given the text.
    if (QIODevice *device = ctx.out.device()) {
        ctx.out.flush();
        device->write(utf8);
    } else {
        ctx.out << QString::fromUtf8(utf8);
    }
}

void printJson(Context &ctx, const QJsonValue &value)
{
    writeUtf8(ctx, (value.isArray() ? QJsonDocument(value.toArray()) : QJsonDocument(value.toObject())).toJson(QJsonDocument::Indented));
}

void printDone(Context &ctx, const QJsonObject &json, const QString &text)
{
    if (ctx.json)
        printJson(ctx, json);
    else
        ctx.out << escapeInvisible(text) << '\n';
}

int timeChars(const QDateTime &utc, char *text)
{
    if (!utc.isValid())
        return 0;
    // The fields from the milliseconds since 1970 (the proleptic Gregorian calendar, as QDate's,
    // by H. Hinnant's civil_from_days): QDateTime::date() and time() go through the calendar
    // classes, a few per cent of a 10,000-row listing.
    const qint64 msecs = utc.toMSecsSinceEpoch();
    constexpr qint64 MsecsPerDay = 86400000;
    const qint64 days = msecs >= 0 ? msecs / MsecsPerDay : -((-msecs + MsecsPerDay - 1) / MsecsPerDay);
    const qint64 msecsOfDay = msecs - days * MsecsPerDay;
    const qint64 z = days + 719468;
    const qint64 era = (z >= 0 ? z : z - 146096) / 146097;
    const qint64 dayOfEra = z - era * 146097;
    const qint64 yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146096) / 365;
    const qint64 dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100);
    const qint64 mp = (5 * dayOfYear + 2) / 153;
    const int day = int(dayOfYear - (153 * mp + 2) / 5 + 1);
    const int month = int(mp < 10 ? mp + 3 : mp - 9);
    const qint64 year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
    if (year < 1 || year > 9999) // QDate has no year 0: the calendar's own text for those
        return -1;
    std::memcpy(text, "0000-00-00 00:00:00 UTC", 23);
    const auto put = [text](int at, int value, int digits) {
        for (int i = digits - 1; i >= 0; --i, value /= 10)
            text[at + i] = char('0' + value % 10);
    };
    const int seconds = int(msecsOfDay / 1000);
    put(0, int(year), 4);
    put(5, month, 2);
    put(8, day, 2);
    put(11, seconds / 3600, 2);
    put(14, seconds / 60 % 60, 2);
    put(17, seconds % 60, 2);
    return 23;
}

QString timeText(const QDateTime &utc)
{
    char text[23];
    const int length = timeChars(utc, text);
    if (length < 0)
        return utc.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm:ss")) + QStringLiteral(" UTC");
    return QString::fromLatin1(text, length);
}

int decimalText(int value, char *text)
{
    char reversed[12];
    int length = 0;
    qint64 rest = value < 0 ? -qint64(value) : qint64(value);
    do {
        reversed[length++] = char('0' + rest % 10);
        rest /= 10;
    } while (rest > 0);
    if (value < 0)
        reversed[length++] = '-';
    for (int i = 0; i < length; ++i)
        text[i] = reversed[length - 1 - i];
    return length;
}

QString timeJson(const QDateTime &utc)
{
    return utc.toUTC().toString(Qt::ISODateWithMs);
}

int displayWidth(const QString &text)
{
    int width = 0;
    for (const QChar c : text) {
        const ushort u = c.unicode();
        if (u < 0x0300) { // most text: one column, without the tests below
            ++width;
            continue;
        }
        const QChar::Category category = c.category();
        if (category == QChar::Mark_NonSpacing || category == QChar::Mark_Enclosing || category == QChar::Other_Format)
            continue;
        if (u < 0x1100) {
            ++width;
            continue;
        }
        const bool wide = (u <= 0x115f) || (u >= 0x2e80 && u <= 0xa4cf) || (u >= 0xac00 && u <= 0xd7a3)
            || (u >= 0xf900 && u <= 0xfaff) || (u >= 0xfe30 && u <= 0xfe4f) || (u >= 0xff00 && u <= 0xff60)
            || (u >= 0xffe0 && u <= 0xffe6);
        width += c.isLowSurrogate() ? 0 : wide ? 2 : 1;
    }
    return width;
}

namespace {

/// Prints `rows` rows of `columnsOf(row)` cells (`cell(row, column)`, a QString) as aligned
/// columns, two spaces apart. Each cell's display width is measured once (a table list has
/// 10,000 rows) and kept for padding; the text goes out as UTF-8 in pieces of about 64 KB
/// (writeUtf8()), so that neither QTextStream's encoder per line nor one copy of the whole
/// listing is paid for.
template<typename Columns, typename Cell>
void printAligned(Context &ctx, int rows, Columns columnsOf, Cell cell)
{
    std::vector<int> cellWidths;
    std::vector<int> widths;
    for (int r = 0; r < rows; ++r) {
        const int columns = columnsOf(r);
        if (int(widths.size()) < columns)
            widths.resize(columns, 0);
        for (int i = 0; i < columns; ++i) {
            cellWidths.push_back(displayWidth(cell(r, i)));
            widths[i] = qMax(widths[i], cellWidths.back());
        }
    }
    constexpr int Piece = 32 * 1024; // characters
    QString text;
    text.reserve(Piece + 1024);
    auto cellWidth = cellWidths.cbegin();
    for (int r = 0; r < rows; ++r) {
        const int columns = columnsOf(r);
        for (int i = 0; i < columns; ++i, ++cellWidth) {
            text += cell(r, i);
            if (i + 1 < columns)
                text.resize(text.size() + widths[i] - *cellWidth + 2, QLatin1Char(' '));
        }
        text += QLatin1Char('\n');
        if (text.size() >= Piece || r + 1 == rows) {
            writeUtf8(ctx, text.toUtf8());
            text.resize(0); // keeps the reserved capacity for the next piece
        }
    }
}

} // namespace

/// Prints rows as aligned columns (two spaces apart); the first row is the header.
void printRows(Context &ctx, const QList<QStringList> &rows)
{
    printAligned(
        ctx, int(rows.size()), [&rows](int r) { return int(rows.at(r).size()); },
        [&rows](int r, int i) -> const QString & { return rows.at(r).at(i); });
}

namespace {

// ---- db ---------------------------------------------------------------------------------

/// The target `db list` shows for a database: the one it names, else the default, which the
/// target files alone give (the connector schemas are not read for a list of databases).
QString listedTarget(const Context &ctx, const DatabaseInfo &database)
{
    return database.target.isEmpty() ? ctx.defaultTargetId() : database.target;
}

/// `db set-target NAME TARGET`: the database's tables are checked for the new target first and
/// what no longer fits is printed (`error: TABLE/OPTION: ...`); the target is set either way,
/// so that the user can fix those tables for it, and the exit status is 1 when some do not fit.
int setDatabaseTarget(Context &ctx, const QStringList &args)
{
    Arguments a;
    if (!parseArguments(ctx, args, {}, {}, 2, 2, QStringLiteral("streamtable db set-target NAME TARGET [--json]"), &a))
        return ExitUsage;
    QString target;
    if (!chooseTarget(ctx, a.positional.at(1), QString(), QString(), QString(), &target))
        return ExitUsage;
    Catalog catalog;
    if (!openCatalog(ctx, &catalog))
        return ExitUsage;
    const QString name = a.positional.at(0);
    const CatalogResult<DatabaseSnapshot> read = catalog.databaseSnapshot(name);
    if (!read)
        return fail(ctx, read.status);
    const Validator validator(*ctx.registry().resolvedFor(target));
    QJsonArray problems;
    QStringList unfit;
    for (const StoredTable &table : read.value.tables) {
        for (Diagnostic d : validator.validate(table.spec)) {
            if (!matterForTargetChange(d))
                continue;
            if (d.isError() && (unfit.isEmpty() || unfit.constLast() != table.spec.name))
                unfit << table.spec.name;
            QJsonObject o = d.toJson();
            o.insert(QStringLiteral("table"), table.spec.name);
            problems.append(o);
            d.subject = d.subject.inTable(table.spec.name);
            if (!ctx.json)
                ctx.out << d.toLine(ctx.lang) << '\n';
        }
    }
    // The tables as checked above: one saved meanwhile makes the change a conflict (a table
    // put checked for the old target cannot land unseen after this check).
    const QHash<QString, int> checked = revisionsOf(read.value.tables);
    if (const CatalogStatus s = catalog.setDatabaseTarget(name, target, read.value.info.target, &checked); !s)
        return fail(ctx, s);
    const TargetSchema *chosen = ctx.registry().target(target);
    if (ctx.json) {
        QJsonArray names;
        for (const QString &t : std::as_const(unfit))
            names.append(t);
        printJson(ctx, QJsonObject{{QStringLiteral("database"), name}, {QStringLiteral("target"), target},
                                   {QStringLiteral("unfit"), names}, {QStringLiteral("problems"), problems}});
    } else {
        ctx.out << ctx.text("logical database \"%1\" now targets %2 (%3)", "逻辑库“%1”的目标平台已改为 %2（%3）")
                       .arg(name, target, chosen->label.in(ctx.lang))
                << '\n';
        if (!unfit.isEmpty())
            ctx.out << ctx.text("%1 table(s) do not fit it yet: %2", "%1 张表尚不适用于该平台：%2")
                           .arg(QString::number(unfit.size()), unfit.join(QLatin1String(", ")))
                    << '\n';
    }
    return unfit.isEmpty() ? ExitOk : ExitInvalid;
}

int dbCommand(Context &ctx, const QStringList &args)
{
    const QString sub = args.value(0);
    const QStringList rest = args.mid(1);
    Arguments a;
    if (sub == QLatin1String("list")) {
        if (!parseArguments(ctx, rest, {}, {}, 0, 0, QStringLiteral("streamtable db list [--json]"), &a))
            return ExitUsage;
        Catalog catalog;
        if (!openCatalog(ctx, &catalog, CatalogAccess::ReadOnly))
            return ExitUsage;
        const CatalogResult<QList<DatabaseInfo>> dbs = catalog.databases();
        if (!dbs)
            return fail(ctx, dbs.status);
        if (ctx.json) {
            QJsonArray array;
            for (const DatabaseInfo &d : dbs.value) {
                array.append(QJsonObject{{QStringLiteral("name"), d.name},
                                         {QStringLiteral("comment"), d.comment},
                                         {QStringLiteral("tables"), d.tableCount},
                                         {QStringLiteral("target"), listedTarget(ctx, d)},
                                         {QStringLiteral("createdAt"), timeJson(d.createdAt)}});
            }
            printJson(ctx, array);
            return ExitOk;
        }
        QStringList header;
        for (const ListingWord &word : DatabaseListHeader)
            header << ctx.text(word.en, word.zh);
        QList<QStringList> rows{header};
        for (const DatabaseInfo &d : dbs.value)
            rows.append({d.name, QString::number(d.tableCount), listedTarget(ctx, d), d.comment});
        printRows(ctx, rows);
        return ExitOk;
    }
    if (sub == QLatin1String("create")) {
        if (!parseArguments(ctx, rest, {QStringLiteral("--comment"), QStringLiteral("--target")}, {}, 1, 1,
                            QStringLiteral("streamtable db create NAME [--comment TEXT] [--target T]"), &a))
            return ExitUsage;
        QString target;
        if (!chooseTarget(ctx, a.value(QStringLiteral("--target")), QString(), QString(), QString(), &target))
            return ExitUsage;
        Catalog catalog;
        if (!openCatalog(ctx, &catalog))
            return ExitUsage;
        const QString name = a.positional.at(0);
        if (const CatalogStatus s = catalog.createDatabase(name, a.value(QStringLiteral("--comment")), target); !s)
            return fail(ctx, s);
        printDone(ctx, QJsonObject{{QStringLiteral("created"), name}},
                  ctx.text("created logical database \"%1\"", "已创建逻辑库“%1”").arg(name));
        return ExitOk;
    }
    if (sub == QLatin1String("drop")) {
        if (!parseArguments(ctx, rest, {}, {QStringLiteral("--force")}, 1, 1,
                            QStringLiteral("streamtable db drop NAME [--force]"), &a))
            return ExitUsage;
        Catalog catalog;
        if (!openCatalog(ctx, &catalog))
            return ExitUsage;
        const QString name = a.positional.at(0);
        const CatalogStatus s = catalog.dropDatabase(name, a.has(QStringLiteral("--force")));
        if (s.code() == CatalogErrorCode::NotEmpty) {
            printError(ctx, s.message(ctx.lang) + ctx.text(" (add --force to drop its tables too)", "（加上 --force 可连同其中的表一起删除）"));
            return ExitInvalid;
        }
        if (!s)
            return fail(ctx, s);
        printDone(ctx, QJsonObject{{QStringLiteral("dropped"), name}},
                  ctx.text("dropped logical database \"%1\"", "已删除逻辑库“%1”").arg(name));
        return ExitOk;
    }
    if (sub == QLatin1String("rename")) {
        if (!parseArguments(ctx, rest, {}, {}, 2, 2, QStringLiteral("streamtable db rename OLD NEW"), &a))
            return ExitUsage;
        Catalog catalog;
        if (!openCatalog(ctx, &catalog))
            return ExitUsage;
        if (const CatalogStatus s = catalog.renameDatabase(a.positional.at(0), a.positional.at(1)); !s)
            return fail(ctx, s);
        printDone(ctx, QJsonObject{{QStringLiteral("renamed"), a.positional.at(0)}, {QStringLiteral("to"), a.positional.at(1)}},
                  ctx.text("renamed logical database \"%1\" to \"%2\"", "已将逻辑库“%1”重命名为“%2”")
                      .arg(a.positional.at(0), a.positional.at(1)));
        return ExitOk;
    }
    if (sub == QLatin1String("set-target"))
        return setDatabaseTarget(ctx, rest);
    return usageError(ctx, ctx.text("unknown db command \"%1\"; use db list, db create, db drop, db rename or db set-target",
                            "未知的 db 命令“%1”；可用：db list、db create、db drop、db rename、db set-target")
                             .arg(sub));
}

// ---- search, where-used, export, validate --db --------------------------------------------

/// `where-used NAME`: the options of every table that refer to the secret NAME
/// (`${secret:NAME}`) or to the variable NAME (`${NAME}`), as `DB/TABLE: OPTION` lines, the tables
/// that use the connection NAME (`DB/TABLE: connection NAME`), the job options that refer to it
/// (`DB: job OPTION`), and the environments that give the
/// variable a value (`DB: environment ENV`), or JSON; exit 1 when nothing does, as grep and diff
/// say "no".
int whereUsedCommand(Context &ctx, const QStringList &args)
{
    Arguments a;
    Catalog catalog;
    if (!parseArguments(ctx, args, {}, {}, 1, 1, QStringLiteral("streamtable where-used NAME [--json]"), &a))
        return ExitUsage;
    if (!openCatalog(ctx, &catalog, CatalogAccess::ReadOnly))
        return ExitUsage;
    const QString name = a.positional.at(0);
    QJsonArray uses;
    const QString secret = secretReference(name);
    const QString variable = variableReference(name);
    for (const QString &reference : {secret, variable}) {
        const CatalogResult<SearchResult> found = catalog.searchContent(reference);
        if (!found)
            return fail(ctx, found.status);
        for (const TableMatch &m : found.value.tables) {
            for (const SearchHit &hit : m.hits) {
                // The search ignores case; a name does not.
                const QStringList names = reference == secret ? secretReferences(hit.value) : variableReferences(hit.value);
                if (hit.field != SearchHit::Field::Option || !names.contains(name))
                    continue;
                uses.append(QJsonObject{{QStringLiteral("database"), m.database}, {QStringLiteral("table"), m.table},
                                        {QStringLiteral("option"), hit.key}, {QStringLiteral("reference"), reference}});
                if (!ctx.json)
                    ctx.out << escapeInvisible(m.database) << '/' << escapeInvisible(m.table) << ": " << hit.key << '\n';
            }
        }
    }
    const CatalogResult<QList<DatabaseInfo>> databases = catalog.databases();
    if (!databases)
        return fail(ctx, databases.status);
    for (const DatabaseInfo &database : databases.value) {
        const CatalogResult<Environments> environments = catalog.environments(database.name);
        if (!environments)
            return fail(ctx, environments.status);
        // The job's options that refer to it.
        const CatalogResult<JobProfile> profile = catalog.jobProfile(database.name);
        if (!profile)
            return fail(ctx, profile.status);
        for (auto it = profile.value.cbegin(); it != profile.value.cend(); ++it) {
            for (const QString &reference : {secret, variable}) {
                const QStringList names = reference == secret ? secretReferences(it.value()) : variableReferences(it.value());
                if (!names.contains(name))
                    continue;
                uses.append(QJsonObject{{QStringLiteral("database"), database.name}, {QStringLiteral("job"), it.key()},
                                        {QStringLiteral("reference"), reference}});
                if (!ctx.json)
                    ctx.out << escapeInvisible(database.name) << ": " << ctx.text("job %1", "作业 %1").arg(it.key()) << '\n';
            }
        }
        // The tables that use a connection of that name.
        const CatalogResult<QStringList> users = catalog.tablesUsingConnection(database.name, name);
        if (!users)
            return fail(ctx, users.status);
        for (const QString &table : users.value) {
            uses.append(QJsonObject{{QStringLiteral("database"), database.name}, {QStringLiteral("table"), table},
                                    {QStringLiteral("connection"), name}});
            if (!ctx.json)
                ctx.out << escapeInvisible(database.name) << '/' << escapeInvisible(table) << ": "
                        << ctx.text("connection %1", "连接 %1").arg(escapeInvisible(name)) << '\n';
        }
        for (const Environment &e : environments.value) {
            if (!e.variables.contains(name))
                continue;
            uses.append(QJsonObject{{QStringLiteral("database"), database.name}, {QStringLiteral("environment"), e.name}});
            if (!ctx.json)
                ctx.out << escapeInvisible(database.name) << ": " << ctx.text("environment %1", "环境 %1").arg(escapeInvisible(e.name)) << '\n';
        }
    }
    if (ctx.json)
        printJson(ctx, uses);
    else if (uses.isEmpty())
        ctx.out << ctx.text("nothing refers to %1 or %2", "没有表或环境引用 %1 或 %2").arg(secret, variable) << '\n';
    return uses.isEmpty() ? ExitInvalid : ExitOk;
}

int searchCommand(Context &ctx, const QStringList &args)
{
    Arguments a;
    Catalog catalog;
    if (!parseArguments(ctx, args, {QStringLiteral("--connector")}, {}, 0, 1,
                        QStringLiteral("streamtable search TEXT [--connector C] [--json]"), &a))
        return ExitUsage;
    if (a.positional.isEmpty() && !a.values.contains(QStringLiteral("--connector"))) {
        return usageError(ctx, ctx.text("missing argument; usage: %1", "缺少参数；用法：%1")
                                 .arg(QStringLiteral("streamtable search TEXT [--connector C] [--json]")));
    }
    const QString connector = a.value(QStringLiteral("--connector"));
    // Like an unknown --dialect: a value the program does not know is a usage error.
    if (a.values.contains(QStringLiteral("--connector")) && !ctx.registry().find(connector)) {
        return usageError(ctx, ctx.text("unknown connector \"%1\"; known: %2", "未知的连接器“%1”；可用：%2")
                                   .arg(connector, ctx.registry().connectors().join(QStringLiteral(", "))));
    }
    if (!openCatalog(ctx, &catalog, CatalogAccess::ReadOnly))
        return ExitUsage;
    const CatalogResult<QList<TableInfo>> found = catalog.search(a.positional.value(0), a.value(QStringLiteral("--connector")));
    if (!found)
        return fail(ctx, found.status);
    printTables(ctx, found.value, true);
    return ExitOk;
}

int exportCommand(Context &ctx, const QStringList &args)
{
    Arguments a;
    Catalog catalog;
    const QString usage = QStringLiteral("streamtable export --out DIR [--db DB] [--target T] [--dialect flink|blink] [--per-database] [--secrets FILE] [--env ENV]");
    if (!parseArguments(ctx, args, {QStringLiteral("--out"), QStringLiteral("--db"), QStringLiteral("--dialect"), QStringLiteral("--target"),
                                    QStringLiteral("--secrets"), QStringLiteral("--env")},
                        {QStringLiteral("--per-database"), QStringLiteral("--job")}, 0, 0, usage, &a))
        return ExitUsage;
    if (a.has(QStringLiteral("--job")))
        return exportJobCommand(ctx, a);
    if (!requireOutDir(ctx, a, usage))
        return ExitUsage;
    if (!openCatalog(ctx, &catalog, CatalogAccess::ReadOnly))
        return ExitUsage;
    ExportOptions options;
    options.outDir = a.value(QStringLiteral("--out"));
    options.databases = a.values.value(QStringLiteral("--db"));
    // A target or dialect the program does not know is a usage error, not a problem with every
    // table. --dialect alone picks the target that reads it (chooseTarget()).
    const QString dialect = a.value(QStringLiteral("--dialect"));
    const QString target = a.value(QStringLiteral("--target"));
    if (!dialect.isEmpty() && !checkDialect(ctx, dialect, usage))
        return ExitUsage;
    if ((!dialect.isEmpty() || !target.isEmpty()) && !chooseTarget(ctx, target, dialect, QString(), QString(), &options.target))
        return ExitUsage;
    options.perDatabase = a.has(QStringLiteral("--per-database"));
    options.environment = a.value(QStringLiteral("--env"));
    if (!loadExportSecrets(ctx, a, &options.secrets))
        return ExitUsage;
    ExportInterrupt interrupt;
    const ExportResult result = Exporter(catalog, ctx.registry()).run(options, interrupt.progress());
    const QString done = ctx.text("exported %1 table(s) into %2 file(s)", "已导出 %1 张表，共 %2 个文件")
                             .arg(QString::number(result.tableCount()), QString::number(result.files.size()));
    const int status = reportExport(ctx, options, result, ExportedTables::Listed, done);
    interrupt.endIfInterrupted(ctx);
    return status;
}

/// Validates every table of one database, then the database as a whole (its job profile, rules
/// across its tables, its wirings: DatabaseValidator). Diagnostics name the table:
/// `error: TABLE/topic: ...`; database-level ones their subject (`job/KEY`, `wiring A -> B`).
int validateDatabase(Context &ctx, const QStringList &args)
{
    Arguments a;
    Catalog catalog;
    if (!parseArguments(ctx, args, {QStringLiteral("--db"), QStringLiteral("--env")}, {}, 0, 0,
                        QStringLiteral("streamtable validate --db DB [--env ENV] [--json]"), &a))
        return ExitUsage;
    if (!openCatalog(ctx, &catalog, CatalogAccess::ReadOnly))
        return ExitUsage;
    const QString database = a.value(QStringLiteral("--db"));
    // With --env the tables are checked as written for that environment (a variable it does
    // not give is an error); without, a ${NAME} reference is left for the platform.
    std::optional<Environment> environment;
    if (a.values.contains(QStringLiteral("--env"))) {
        environment.emplace();
        int exitCode = ExitOk;
        if (!chooseEnvironment(ctx, catalog, database, a.value(QStringLiteral("--env")), &*environment, &exitCode))
            return exitCode;
    }
    const CatalogResult<DatabaseSnapshot> read = catalog.databaseSnapshot(database);
    if (!read)
        return fail(ctx, read.status);
    // Checked the one way the designer and the exporter check it too (checkDatabaseAsExported):
    // each table completed by its connection, for the environment when one is given.
    databaseRegistry(ctx, catalog, database); // says so when the database's target is not known here
    const QList<TableSpec> tables = specsOf(read.value.tables);
    const DatabaseCheck checked = checkDatabaseAsExported(tables, read.value.connections, read.value.profile, read.value.wirings, ctx.registry(),
                                                          read.value.info.target, database, environment ? &*environment : nullptr);
    QJsonArray json;
    bool errors = false;
    for (qsizetype i = 0; i < tables.size(); ++i) {
        for (Diagnostic d : checked.tables.at(i)) {
            errors = errors || d.isError();
            if (ctx.json) {
                QJsonObject o = d.toJson();
                o.insert(QStringLiteral("table"), tables.at(i).name);
                json.append(o);
            } else {
                d.subject = d.subject.inTable(tables.at(i).name);
                ctx.out << d.toLine(ctx.lang) << '\n';
            }
        }
    }
    for (const Diagnostic &d : checked.database) {
        errors = errors || d.isError();
        if (ctx.json) {
            QJsonObject o = d.toJson();
            o.insert(QStringLiteral("scope"), QStringLiteral("database"));
            json.append(o);
        } else {
            ctx.out << d.toLine(ctx.lang) << '\n';
        }
    }
    if (ctx.json)
        printJson(ctx, json);
    return errors ? ExitInvalid : ExitOk;
}

/// `catalog copy FROM TO [--force]`: a whole catalog into another store (a file onto a team's
/// server, or a server's catalog into a file for a backup). FROM is only read; TO is created
/// when it is a new file or an empty database.
int catalogCommand(Context &ctx, const QStringList &args)
{
    const QString usage = QStringLiteral("streamtable catalog copy FROM TO [--force] [--json]");
    if (args.value(0) != QLatin1String("copy"))
        return usageError(ctx, ctx.text("usage: %1", "用法：%1").arg(usage));
    Arguments a;
    if (!parseArguments(ctx, args.mid(1), {}, {QStringLiteral("--force")}, 2, 2, usage, &a))
        return ExitUsage;
    const QString from = a.positional.at(0);
    const QString to = a.positional.at(1);
    // One file under two names (a link, a relative path) is the same catalog too.
    const auto fileKey = [](const QString &path) {
        const QFileInfo info(path);
        return info.exists() ? info.canonicalFilePath() : info.absoluteFilePath();
    };
    if (from == to || (!Catalog::isServerLocation(from) && !Catalog::isServerLocation(to) && fileKey(from) == fileKey(to)))
        return usageError(ctx, ctx.text("FROM and TO are the same catalog (%1)", "源与目标是同一个目录库（%1）").arg(Catalog::shownLocation(from)));
    Catalog source;
    Catalog destination;
    if (CatalogStatus opened = source.open(from, false, CatalogAccess::ReadOnly); !opened)
        return fail(ctx, opened);
    if (CatalogStatus opened = destination.open(to, false, CatalogAccess::ReadWrite); !opened)
        return fail(ctx, opened);
    const CatalogResult<CatalogCopyCounts> copied = source.copyInto(destination, a.has(QStringLiteral("--force")));
    if (!copied)
        return fail(ctx, copied.status);
    const CatalogCopyCounts &c = copied.value;
    printDone(ctx,
              QJsonObject{{QStringLiteral("from"), Catalog::shownLocation(from)},
                          {QStringLiteral("to"), Catalog::shownLocation(to)},
                          {QStringLiteral("databases"), c.databases},
                          {QStringLiteral("tables"), c.tables},
                          {QStringLiteral("revisions"), c.revisions},
                          {QStringLiteral("jobOptions"), c.jobOptions},
                          {QStringLiteral("wirings"), c.wirings},
                          {QStringLiteral("environments"), c.environments},
                          {QStringLiteral("variables"), c.variables},
                          {QStringLiteral("connections"), c.connections}},
              // Two steps: Qt 5's QString::arg takes at most nine strings.
              ctx.text("copied %1 databases, %2 tables, %3 revisions, %4 job options, %5 wirings, %6 environments, %7 variables"
                      " and %8 connections from %9 to %10",
                 "已从 %9 复制 %1 个数据库、%2 张表、%3 个版本、%4 个作业参数、%5 条连线、%6 个环境、%7 个变量和 %8 个连接到 %10")
                  .arg(QString::number(c.databases), QString::number(c.tables), QString::number(c.revisions),
                       QString::number(c.jobOptions), QString::number(c.wirings), QString::number(c.environments),
                       QString::number(c.variables), QString::number(c.connections))
                  .arg(Catalog::shownLocation(from), Catalog::shownLocation(to)));
    return ExitOk;
}

} // namespace

int runCatalogCommand(Context &ctx, const QString &command, const QStringList &args)
{
    if (command == QLatin1String("catalog"))
        return catalogCommand(ctx, args);
    if (command == QLatin1String("db"))
        return dbCommand(ctx, args);
    if (command == QLatin1String("table"))
        return runTableCommand(ctx, args);
    if (command == QLatin1String("search"))
        return searchCommand(ctx, args);
    if (command == QLatin1String("where-used"))
        return whereUsedCommand(ctx, args);
    if (command == QLatin1String("export"))
        return exportCommand(ctx, args);
    if (command == QLatin1String("validate"))
        return validateDatabase(ctx, args);
    return usageError(ctx, ctx.text("unknown command \"%1\"; see streamtable --help", "未知命令“%1”；参见 streamtable --help").arg(command));
}

} // namespace st::cli

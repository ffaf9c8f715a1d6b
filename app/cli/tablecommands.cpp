#include "cli.h"
#include "cliutil.h"
#include "listingwords.h"

#include "catalog/catalog.h"
#include "check/validator.h"
#include "core/names.h"
#include "sql/ddlwriter.h"

#include <QJsonArray>
#include <QJsonObject>

#include <iterator>
#include <vector>

// `streamtable table ...`: one function per sub-command, and the listing `table list` and
// `search` print.

namespace st::cli {

namespace {

QJsonObject tableJson(const TableInfo &t, bool withDatabase)
{
    QJsonObject o{{QStringLiteral("name"), t.name},
                  {QStringLiteral("connector"), t.connector},
                  {QStringLiteral("role"), roleName(t.role)},
                  {QStringLiteral("revision"), t.revision},
                  {QStringLiteral("savedAt"), timeJson(t.savedAt)},
                  {QStringLiteral("createdAt"), timeJson(t.createdAt)}};
    if (withDatabase)
        o.insert(QStringLiteral("database"), t.database);
    return o;
}

} // namespace

void printTables(Context &ctx, const QList<TableInfo> &tables, bool withDatabase)
{
    if (ctx.json) {
        QJsonArray array;
        for (const TableInfo &t : tables)
            array.append(tableJson(t, withDatabase));
        printJson(ctx, array);
        return;
    }
    if (withDatabase) { // search: a list of found tables, not the listing to be fast for
        QList<QStringList> rows{{ctx.text("DATABASE", "数据库"), ctx.text("NAME", "表名"), ctx.text("CONNECTOR", "连接器"),
                                 ctx.text("ROLE", "角色"), ctx.text("REVISION", "版本"), ctx.text("SAVED", "保存时间")}};
        for (const TableInfo &t : tables)
            rows.append({t.database, t.name, t.connector, roleName(t.role), QString::number(t.revision), timeText(t.savedAt)});
        printRows(ctx, rows);
        return;
    }
    // `table list` of 10,000 tables: as printRows() would print the rows, without a QString per
    // number and time or a list per row. The widths of the names and connectors are measured
    // once and kept; a revision and a time are written as characters.
    constexpr int Columns = int(std::size(TableListHeader));
    QString header[Columns];
    for (int i = 0; i < Columns; ++i)
        header[i] = ctx.text(TableListHeader[i].en, TableListHeader[i].zh);
    int widths[Columns];
    for (int i = 0; i < Columns; ++i)
        widths[i] = displayWidth(header[i]);
    std::vector<int> nameWidths, connectorWidths;
    nameWidths.reserve(tables.size());
    connectorWidths.reserve(tables.size());
    for (const TableInfo &t : tables) {
        nameWidths.push_back(displayWidth(t.name));
        connectorWidths.push_back(displayWidth(t.connector));
        widths[0] = qMax(widths[0], nameWidths.back());
        widths[1] = qMax(widths[1], connectorWidths.back());
        widths[2] = qMax(widths[2], int(roleName(t.role).size()));
        char digits[12];
        widths[3] = qMax(widths[3], decimalText(t.revision, digits));
    }
    constexpr int Piece = 32 * 1024; // characters, written as UTF-8 at a time (writeUtf8())
    QString text;
    text.reserve(Piece + 1024);
    const auto pad = [&text](int width, int shown) { text.resize(text.size() + width - shown + 2, QLatin1Char(' ')); };
    for (int i = 0; i < Columns; ++i) {
        text += header[i];
        if (i + 1 < Columns)
            pad(widths[i], displayWidth(header[i]));
    }
    text += QLatin1Char('\n');
    for (qsizetype r = 0; r < tables.size(); ++r) {
        const TableInfo &t = tables.at(r);
        text += t.name;
        pad(widths[0], nameWidths[r]);
        text += t.connector;
        pad(widths[1], connectorWidths[r]);
        const QString role = roleName(t.role);
        text += role;
        pad(widths[2], int(role.size()));
        char digits[12];
        const int revisionLength = decimalText(t.revision, digits);
        text += QLatin1String(digits, revisionLength);
        pad(widths[3], revisionLength);
        char time[23];
        const int timeLength = timeChars(t.savedAt, time);
        if (timeLength >= 0)
            text += QLatin1String(time, timeLength);
        else
            text += timeText(t.savedAt);
        text += QLatin1Char('\n');
        if (text.size() >= Piece) {
            writeUtf8(ctx, text.toUtf8());
            text.resize(0); // keeps the reserved capacity for the next piece
        }
    }
    writeUtf8(ctx, text.toUtf8());
}

namespace {

/// `table put DB SPEC.json`: the spec checked (as its database's target and connection complete
/// it) and, without errors, saved as the table's next revision.
int tablePut(Context &ctx, const QStringList &args)
{
    Arguments a;
    if (!parseArguments(ctx, args, {QStringLiteral("--revision"), QStringLiteral("--note")}, {}, 2, 2,
                        QStringLiteral("streamtable table put DB SPEC.json [--revision N] [--note TEXT]"), &a))
        return ExitUsage;
    int expected = Catalog::AnyRevision;
    if (a.values.contains(QStringLiteral("--revision"))) {
        bool ok = false;
        expected = a.value(QStringLiteral("--revision")).toInt(&ok);
        if (!ok || expected < 0) {
            return usageError(ctx, ctx.text("\"%1\" is not a revision number", "“%1”不是有效的版本号").arg(a.value(QStringLiteral("--revision"))));
        }
    }

    TableSpec spec;
    if (!readSpecFile(ctx, a.positional.at(1), &spec))
        return ExitUsage;
    Catalog catalog;
    if (!openCatalog(ctx, &catalog))
        return ExitUsage;
    const QString database = a.positional.at(0);
    // A spec that names no target is checked for its database's, as its connection completes it
    // (the spec itself is saved as given: the connection's options stay the connection's).
    TableSpec written = spec;
    if (int exitCode = ExitOk; !completeFromConnection(ctx, catalog, database, &written, &exitCode))
        return exitCode;
    // The target checked for: a db set-target landing before the save makes it a conflict.
    const QString checkedTarget = databaseTarget(catalog, database);
    const SchemaRegistry *forTarget = ctx.registry().resolvedFor(checkedTarget);
    const Diagnostics diagnostics = Validator(forTarget ? *forTarget : ctx.registry()).validate(written);
    for (const Diagnostic &d : diagnostics)
        ctx.err << d.toLine(ctx.lang) << '\n';
    if (hasErrors(diagnostics)) {
        printError(ctx, ctx.text("the spec has errors; nothing was saved", "表定义有错误；未保存任何内容"));
        return ExitInvalid;
    }
    // Names compare ignoring case: say so when the save lands on a table spelled differently.
    const CatalogResult<StoredTable> existing = catalog.get(database, spec.name);
    if (existing && existing.value.spec.name != spec.name) {
        printError(ctx, ctx.text("note: \"%1\" is the table \"%2\" (names compare ignoring case); saving a new revision of it",
                           "注意：“%1”即表“%2”（表名不区分大小写）；将保存为它的新版本")
                            .arg(spec.name, existing.value.spec.name));
    }
    const CatalogResult<int> saved = catalog.put(database, spec, expected, a.value(QStringLiteral("--note")), &checkedTarget);
    if (!saved)
        return fail(ctx, saved.status);
    printDone(ctx,
              QJsonObject{{QStringLiteral("database"), database},
                          {QStringLiteral("table"), spec.name},
                          {QStringLiteral("revision"), saved.value}},
              ctx.text("saved table \"%1\" in \"%2\" as revision %3", "已将表“%1”保存到“%2”，版本 %3")
                  .arg(spec.name, database, QString::number(saved.value)));
    return ExitOk;
}

/// `table list DB`: the tables of a database, their connectors, roles, revisions and save times.
int tableList(Context &ctx, const QStringList &rest)
{
    Arguments a;
    Catalog catalog;
    if (!parseArguments(ctx, rest, {}, {}, 1, 1, QStringLiteral("streamtable table list DB [--json]"), &a)
        || !openCatalog(ctx, &catalog, CatalogAccess::ReadOnly))
        return ExitUsage;
    const CatalogResult<QList<TableInfo>> tables = catalog.list(a.positional.at(0));
    if (!tables)
        return fail(ctx, tables.status);
    printTables(ctx, tables.value, false);
    return ExitOk;
}

/// `table show DB NAME`: a table's DDL (completed from its connection, for an environment or
/// target if asked), or with --json its spec as saved.
int tableShow(Context &ctx, const QStringList &rest)
{
    Arguments a;
    Catalog catalog;
    const QString usage = QStringLiteral("streamtable table show DB NAME [--json] [--revision N] [--target T] [--dialect flink|blink] [--env ENV]");
    if (!parseArguments(ctx, rest, {QStringLiteral("--revision"), QStringLiteral("--dialect"), QStringLiteral("--target"), QStringLiteral("--env")},
                        {}, 2, 2, usage, &a))
        return ExitUsage;
    int revision = 0;
    if (a.values.contains(QStringLiteral("--revision")) && !parseRevision(ctx, a.value(QStringLiteral("--revision")), &revision))
        return ExitUsage;
    const QString dialect = a.value(QStringLiteral("--dialect"));
    if ((!dialect.isEmpty() && !checkDialect(ctx, dialect, usage)) || !openCatalog(ctx, &catalog, CatalogAccess::ReadOnly))
        return ExitUsage;
    CatalogResult<StoredTable> stored = catalog.get(a.positional.at(0), a.positional.at(1), revision);
    if (!stored)
        return fail(ctx, stored.status);
    if (int exitCode = ExitOk; !ctx.json && !completeFromConnection(ctx, catalog, stored.value.database, &stored.value.spec, &exitCode))
        return exitCode;
    if (a.values.contains(QStringLiteral("--env"))) {
        // As the table is written for that environment: its ${NAME} references replaced.
        Environment environment;
        int exitCode = ExitOk;
        if (!chooseEnvironment(ctx, catalog, stored.value.database, a.value(QStringLiteral("--env")), &environment, &exitCode))
            return exitCode;
        QStringList missing;
        stored.value.spec = withVariables(stored.value.spec, environment.variables, &missing);
        if (!missing.isEmpty()) {
            printError(ctx, QStringLiteral("%1/%2: %3").arg(stored.value.database, stored.value.spec.name,
                                                              missingVariablesMessage(missing, stored.value.database, environment.name).in(ctx.lang)));
            return ExitInvalid;
        }
    }
    if (ctx.json) {
        ctx.out << stored.value.spec.toJsonText();
        return ExitOk;
    }
    TableSpec spec = stored.value.spec;
    if (!chooseTarget(ctx, a.value(QStringLiteral("--target")), dialect, spec.target, databaseTarget(catalog, stored.value.database), &spec.target))
        return ExitUsage;
    // As `ddl`: a dialect the table's connector does not offer is a usage error.
    const ConnectorSchemaPtr schema = ctx.registry().find(spec.connector);
    if (schema && !checkConnectorDialect(ctx, *schema, DdlWriter(ctx.registry()).targetDialect(spec.target)))
        return ExitUsage;
    QString ddl;
    LocalizedText error;
    if (!DdlWriter(ctx.registry()).write(spec, &ddl, &error)) {
        printError(ctx, QStringLiteral("%1/%2: %3").arg(stored.value.database, stored.value.spec.name, error.in(ctx.lang)));
        return ExitInvalid;
    }
    ctx.out << ddl;
    return ExitOk;
}

/// `table drop DB NAME`: the table and the job's wirings that use it.
int tableDrop(Context &ctx, const QStringList &rest)
{
    Arguments a;
    Catalog catalog;
    if (!parseArguments(ctx, rest, {QStringLiteral("--revision")}, {}, 2, 2,
                        QStringLiteral("streamtable table drop DB NAME [--revision N]"), &a))
        return ExitUsage;
    int expected = Catalog::AnyRevision;
    if (a.values.contains(QStringLiteral("--revision")) && !parseRevision(ctx, a.value(QStringLiteral("--revision")), &expected))
        return ExitUsage;
    if (!openCatalog(ctx, &catalog))
        return ExitUsage;
    // Wirings of the job go with the table; count them first so the user hears of it.
    int wired = 0;
    for (const Wiring &w : catalog.wirings(a.positional.at(0)).value) {
        const QString key = nameKey(a.positional.at(1));
        wired += nameKey(w.source) == key || nameKey(w.sink) == key ? 1 : 0;
    }
    if (const CatalogStatus s = catalog.drop(a.positional.at(0), a.positional.at(1), expected); !s)
        return fail(ctx, s);
    printDone(ctx, QJsonObject{{QStringLiteral("database"), a.positional.at(0)}, {QStringLiteral("dropped"), a.positional.at(1)},
                               {QStringLiteral("wiringsRemoved"), wired}},
              ctx.text("dropped table \"%2\" from \"%1\"", "已从“%1”删除表“%2”").arg(a.positional.at(0), a.positional.at(1)));
    if (wired > 0 && !ctx.json)
        printError(ctx, ctx.text("note: %1 wiring(s) of the job used the table and were removed with it",
                           "注意：作业中有 %1 条连线使用了该表，已随表一起删除").arg(QString::number(wired)));
    return ExitOk;
}

/// `table history DB NAME`: the revisions of a table, with their authors and notes.
int tableHistory(Context &ctx, const QStringList &rest)
{
    Arguments a;
    Catalog catalog;
    if (!parseArguments(ctx, rest, {}, {}, 2, 2, QStringLiteral("streamtable table history DB NAME [--json]"), &a)
        || !openCatalog(ctx, &catalog, CatalogAccess::ReadOnly))
        return ExitUsage;
    const CatalogResult<QList<RevisionInfo>> history = catalog.history(a.positional.at(0), a.positional.at(1));
    if (!history)
        return fail(ctx, history.status);
    if (ctx.json) {
        QJsonArray array;
        for (const RevisionInfo &r : history.value) {
            QJsonObject o{{QStringLiteral("revision"), r.revision}, {QStringLiteral("savedAt"), timeJson(r.savedAt)},
                          {QStringLiteral("author"), r.author}, {QStringLiteral("note"), r.note}};
            if (r.restoredFrom > 0)
                o.insert(QStringLiteral("restoredFrom"), r.restoredFrom);
            array.append(o);
        }
        printJson(ctx, array);
        return ExitOk;
    }
    QList<QStringList> rows{{ctx.text("REVISION", "版本"), ctx.text("SAVED", "保存时间"), ctx.text("AUTHOR", "作者"), ctx.text("NOTE", "备注")}};
    for (const RevisionInfo &r : history.value) {
        QStringList note;
        if (!r.note.isEmpty())
            note << escapeInvisible(r.note);
        if (r.restoredFrom > 0)
            note << ctx.text("restored from revision %1", "恢复自版本 %1").arg(r.restoredFrom);
        rows.append({QString::number(r.revision), timeText(r.savedAt), escapeInvisible(r.author), note.join(QStringLiteral("; "))});
    }
    printRows(ctx, rows);
    return ExitOk;
}

/// `table restore DB NAME REVISION`: an earlier revision saved again as the newest.
int tableRestore(Context &ctx, const QStringList &rest)
{
    Arguments a;
    Catalog catalog;
    if (!parseArguments(ctx, rest, {}, {}, 3, 3, QStringLiteral("streamtable table restore DB NAME REVISION"), &a))
        return ExitUsage;
    int revision = 0;
    if (!parseRevision(ctx, a.positional.at(2), &revision) || !openCatalog(ctx, &catalog))
        return ExitUsage;
    bool unchanged = false;
    const CatalogResult<int> saved = catalog.restore(a.positional.at(0), a.positional.at(1), revision, Catalog::AnyRevision, QString(), &unchanged);
    if (!saved)
        return fail(ctx, saved.status);
    printDone(ctx,
              QJsonObject{{QStringLiteral("database"), a.positional.at(0)},
                          {QStringLiteral("table"), a.positional.at(1)},
                          {QStringLiteral("revision"), saved.value},
                          {QStringLiteral("restoredFrom"), revision},
                          {QStringLiteral("unchanged"), unchanged}},
              unchanged ? ctx.text("table \"%2\" already is as revision %1 (its revision %3): nothing was written",
                                   "表“%2”已与版本 %1 相同（当前为版本 %3）：未写入任何内容")
                              .arg(QString::number(revision), a.positional.at(1), QString::number(saved.value))
                        : ctx.text("restored revision %1 of table \"%2\" as revision %3", "已将表“%2”的版本 %1 恢复为版本 %3")
                              .arg(QString::number(revision), a.positional.at(1), QString::number(saved.value)));
    return ExitOk;
}

} // namespace

int runTableCommand(Context &ctx, const QStringList &args)
{
    const QString sub = args.value(0);
    const QStringList rest = args.mid(1);
    if (sub == QLatin1String("put"))
        return tablePut(ctx, rest);
    if (sub == QLatin1String("list"))
        return tableList(ctx, rest);
    if (sub == QLatin1String("show"))
        return tableShow(ctx, rest);
    if (sub == QLatin1String("drop"))
        return tableDrop(ctx, rest);
    if (sub == QLatin1String("history"))
        return tableHistory(ctx, rest);
    if (sub == QLatin1String("restore"))
        return tableRestore(ctx, rest);
    return usageError(ctx, ctx.text("unknown table command \"%1\"; use table list, put, show, drop, history or restore",
                            "未知的 table 命令“%1”；可用：table list、put、show、drop、history、restore")
                             .arg(sub));
}

} // namespace st::cli

// `streamtable conn`: the connections of a logical database (named option sets its tables
// share), and a table's options as its connection completes them.

#include "cli.h"
#include "cliutil.h"

#include "catalog/catalog.h"
#include "check/validator.h"
#include "core/names.h"

#include <QJsonArray>
#include <QJsonObject>

namespace st::cli {

bool completeFromConnection(Context &ctx, const Catalog &catalog, const QString &database, TableSpec *spec, int *exitCode)
{
    if (spec->connection.isEmpty())
        return true;
    const CatalogResult<Connections> connections = catalog.connections(database);
    if (!connections) {
        *exitCode = fail(ctx, connections.status);
        return false;
    }
    LocalizedText problem;
    TableSpec written;
    if (!withConnection(*spec, connections.value, database, &written, &problem, ctx.registry().connectionKind(spec->connector))) {
        printError(ctx, QStringLiteral("%1: %2").arg(escapeInvisible(database), problem.in(ctx.lang)));
        *exitCode = ExitInvalid;
        return false;
    }
    *spec = written;
    return true;
}

namespace {

QJsonObject connectionJson(const Connection &c, const QStringList &tables)
{
    QJsonObject options;
    for (auto it = c.options.cbegin(); it != c.options.cend(); ++it)
        options.insert(it.key(), it.value());
    QJsonArray used;
    for (const QString &t : tables)
        used.append(t);
    return QJsonObject{{QStringLiteral("name"), c.name}, {QStringLiteral("connector"), c.connector},
                       {QStringLiteral("options"), options}, {QStringLiteral("tables"), used}};
}

/// What `conn list` and `conn show` start from: their words parsed (DB first), the catalog
/// opened read-only and DB's connections read.
struct ConnectionsRead
{
    Arguments a;
    Catalog catalog;
    Connections connections;
    QString database() const { return a.positional.at(0); }
};

/// Fills `read` for a command of `positionals` words. ExitOk, or the exit code of what failed
/// (said on the error stream).
int readConnections(Context &ctx, const QStringList &args, int positionals, const QString &usage, ConnectionsRead *read)
{
    if (!parseArguments(ctx, args, {}, {}, positionals, positionals, usage, &read->a))
        return ExitUsage;
    if (!openCatalog(ctx, &read->catalog, CatalogAccess::ReadOnly))
        return ExitUsage;
    const CatalogResult<Connections> connections = read->catalog.connections(read->database());
    if (!connections)
        return fail(ctx, connections.status);
    read->connections = connections.value;
    return ExitOk;
}

int connList(Context &ctx, const QStringList &args)
{
    ConnectionsRead read;
    if (const int failed = readConnections(ctx, args, 1, QStringLiteral("streamtable conn list DB [--json]"), &read))
        return failed;
    const QString database = read.database();
    QJsonArray array;
    QList<QStringList> rows;
    for (const Connection &c : std::as_const(read.connections)) {
        const CatalogResult<QStringList> used = read.catalog.tablesUsingConnection(database, c.name);
        if (!used)
            return fail(ctx, used.status);
        array.append(connectionJson(c, used.value));
        rows << QStringList{escapeInvisible(c.name), c.connector,
                            ctx.text("%1 option(s)", "%1 个参数").arg(c.options.size()),
                            ctx.text("used by %1 table(s)", "%1 张表使用").arg(used.value.size())};
    }
    if (ctx.json) {
        printJson(ctx, QJsonObject{{QStringLiteral("database"), database}, {QStringLiteral("connections"), array}});
        return ExitOk;
    }
    if (rows.isEmpty()) {
        ctx.out << ctx.text("database \"%1\" has no connections (streamtable conn set %1 NAME KEY VALUE --connector C makes one)",
                      "数据库“%1”没有连接（streamtable conn set %1 名称 参数 值 --connector 连接器 可创建）")
                       .arg(escapeInvisible(database))
                << '\n';
        return ExitOk;
    }
    printRows(ctx, rows);
    return ExitOk;
}

int connShow(Context &ctx, const QStringList &args)
{
    ConnectionsRead read;
    if (const int failed = readConnections(ctx, args, 2, QStringLiteral("streamtable conn show DB NAME [--json]"), &read))
        return failed;
    const QString database = read.database();
    const QString name = read.a.positional.at(1);
    const Connection *c = findConnection(read.connections, name);
    if (!c) {
        return fail(ctx, {CatalogErrorCode::NotFound,
                          localized("Database \"%1\" has no connection \"%2\"", "数据库“%1”没有连接“%2”").arg(database, name)});
    }
    const CatalogResult<QStringList> used = read.catalog.tablesUsingConnection(database, c->name);
    if (!used)
        return fail(ctx, used.status);
    if (ctx.json) {
        printJson(ctx, connectionJson(*c, used.value));
        return ExitOk;
    }
    ctx.out << ctx.text("Connection \"%1\" (%2) of database \"%3\":", "数据库“%3”的连接“%1”（%2）：")
                   .arg(escapeInvisible(c->name), c->connector, escapeInvisible(database))
            << '\n';
    for (auto it = c->options.cbegin(); it != c->options.cend(); ++it)
        ctx.out << "  " << it.key() << " = " << escapeInvisible(it.value()) << '\n';
    ctx.out << ctx.text("Used by: %1", "使用它的表：%1")
                   .arg(used.value.isEmpty() ? ctx.text("(no table)", "（没有表）") : used.value.join(QStringLiteral(", ")))
            << '\n';
    return ExitOk;
}

/// `conn set DB NAME KEY VALUE [--connector C]`: the connection as changed is checked against
/// its connector's schema first (nothing is written on an error); then every table that uses
/// it is checked again and listed with what the change did to it.
int connSet(Context &ctx, const QStringList &args)
{
    Arguments a;
    Catalog catalog;
    if (!parseArguments(ctx, args, {QStringLiteral("--connector")}, {}, 4, 4,
                        QStringLiteral("streamtable conn set DB NAME KEY VALUE [--connector C]"), &a))
        return ExitUsage;
    if (!openCatalog(ctx, &catalog))
        return ExitUsage;
    const QString database = a.positional.at(0);
    const QString name = a.positional.at(1);
    const QString key = a.positional.at(2);
    const QString value = a.positional.at(3);
    const CatalogResult<Connections> before = catalog.connections(database);
    if (!before)
        return fail(ctx, before.status);
    const Connection *existing = findConnection(before.value, name);
    Connection changed = existing ? *existing : Connection{name, a.value(QStringLiteral("--connector")), {}};
    if (!existing && changed.connector.isEmpty()) {
        return usageError(ctx, ctx.text("database \"%1\" has no connection \"%2\" yet: give --connector C to make one",
                                  "数据库“%1”还没有连接“%2”：请用 --connector 连接器 创建")
                                   .arg(escapeInvisible(database), escapeInvisible(name)));
    }
    if (value.isEmpty())
        changed.options.remove(key);
    else
        changed.options.insert(key, value);
    const SchemaRegistry &registry = databaseRegistry(ctx, catalog, database);
    const Diagnostics problems = Validator(registry).validateConnection(changed);
    for (const Diagnostic &d : problems)
        ctx.err << d.toLine(ctx.lang) << '\n';
    if (hasErrors(problems)) {
        printError(ctx, ctx.text("the connection has errors; nothing was saved", "连接有错误；未保存任何内容"));
        return ExitInvalid;
    }
    if (const CatalogStatus s = catalog.setConnectionOption(database, name, a.value(QStringLiteral("--connector")), key, value); !s)
        return fail(ctx, s);

    // What the change did to the tables that use it.
    const CatalogResult<QList<StoredTable>> tables = catalog.latestSpecs(database);
    const CatalogResult<Connections> after = catalog.connections(database);
    if (!tables || !after)
        return fail(ctx, tables ? after.status : tables.status);
    QList<TableSpec> specs;
    specs.reserve(tables.value.size());
    for (const StoredTable &t : tables.value)
        specs << t.spec;
    QJsonArray users;
    QStringList lines;
    for (const ConnectionUser &user : checkConnectionUsers(specs, name, after.value, database, Validator(registry))) {
        users.append(QJsonObject{{QStringLiteral("table"), user.table}, {QStringLiteral("errors"), user.errors}});
        lines << (user.errors ? ctx.text("  %1: %2 error(s) now (streamtable validate --db %3)", "  %1：现有 %2 个错误（streamtable validate --db %3）")
                                    .arg(escapeInvisible(user.table), QString::number(user.errors), escapeInvisible(database))
                              : ctx.text("  %1: valid", "  %1：有效").arg(escapeInvisible(user.table)));
    }
    if (ctx.json) {
        printJson(ctx, QJsonObject{{QStringLiteral("database"), database}, {QStringLiteral("connection"), name},
                                   {QStringLiteral("set"), key}, {QStringLiteral("tables"), users}});
        return ExitOk;
    }
    ctx.out << (value.isEmpty() ? ctx.text("removed %3 from connection \"%2\" of database \"%1\"", "已从数据库“%1”的连接“%2”中删除 %3")
                                : ctx.text("set %3 in connection \"%2\" of database \"%1\"", "已在数据库“%1”的连接“%2”中设置 %3"))
                   .arg(escapeInvisible(database), escapeInvisible(name), key)
            << '\n';
    ctx.out << (lines.isEmpty() ? ctx.text("no table uses it yet", "尚无表使用它") : ctx.text("tables that use it:", "使用它的表："))
            << '\n';
    for (const QString &line : std::as_const(lines))
        ctx.out << line << '\n';
    return ExitOk;
}

int connDrop(Context &ctx, const QStringList &args)
{
    Arguments a;
    Catalog catalog;
    if (!parseArguments(ctx, args, {}, {}, 2, 2, QStringLiteral("streamtable conn drop DB NAME"), &a))
        return ExitUsage;
    if (!openCatalog(ctx, &catalog))
        return ExitUsage;
    const QString database = a.positional.at(0);
    const QString name = a.positional.at(1);
    if (const CatalogStatus s = catalog.dropConnection(database, name); !s)
        return fail(ctx, s);
    printDone(ctx, QJsonObject{{QStringLiteral("database"), database}, {QStringLiteral("dropped"), name}},
              ctx.text("dropped connection \"%2\" from database \"%1\"", "已从数据库“%1”删除连接“%2”")
                  .arg(escapeInvisible(database), escapeInvisible(name)));
    return ExitOk;
}

} // namespace

int runConnectionCommand(Context &ctx, const QStringList &args)
{
    const QString usage = QStringLiteral("streamtable conn list|show|set|drop DB ...");
    if (args.isEmpty())
        return usageError(ctx, ctx.text("conn needs a sub-command; usage: %1", "conn 需要子命令；用法：%1").arg(usage));
    const QString sub = args.first();
    const QStringList rest = args.mid(1);
    if (sub == QLatin1String("list"))
        return connList(ctx, rest);
    if (sub == QLatin1String("show"))
        return connShow(ctx, rest);
    if (sub == QLatin1String("set"))
        return connSet(ctx, rest);
    if (sub == QLatin1String("drop"))
        return connDrop(ctx, rest);
    return usageError(ctx, ctx.text("unknown conn sub-command \"%1\"; usage: %2", "未知的 conn 子命令“%1”；用法：%2").arg(sub, usage));
}

} // namespace st::cli

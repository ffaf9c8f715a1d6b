// `streamtable env`: the environments of a logical database and the values their variables
// give the ${NAME} references in option values; and finding the environment `--env` names.

#include "cli.h"
#include "cliutil.h"

#include "catalog/catalog.h"
#include "core/names.h"
#include "core/variables.h"

#include <QJsonArray>
#include <QJsonObject>

namespace st::cli {

bool chooseEnvironment(Context &ctx, const Catalog &catalog, const QString &database, const QString &name,
                       Environment *out, int *exitCode)
{
    const CatalogResult<Environments> environments = catalog.environments(database);
    if (!environments) {
        *exitCode = fail(ctx, environments.status);
        return false;
    }
    const Environment *found = findEnvironment(environments.value, name);
    if (!found) {
        *exitCode = fail(ctx, {CatalogErrorCode::NotFound, noEnvironmentMessage(database, name, environments.value)});
        return false;
    }
    *out = *found;
    return true;
}

namespace {

int envList(Context &ctx, const QStringList &args)
{
    Arguments a;
    Catalog catalog;
    if (!parseArguments(ctx, args, {}, {}, 1, 1, QStringLiteral("streamtable env list DB [--json]"), &a))
        return ExitUsage;
    if (!openCatalog(ctx, &catalog, CatalogAccess::ReadOnly))
        return ExitUsage;
    const QString database = a.positional.at(0);
    const CatalogResult<Environments> environments = catalog.environments(database);
    if (!environments)
        return fail(ctx, environments.status);
    if (ctx.json) {
        QJsonArray array;
        for (const Environment &e : environments.value) {
            QJsonObject variables;
            for (auto it = e.variables.cbegin(); it != e.variables.cend(); ++it)
                variables.insert(it.key(), it.value());
            array.append(QJsonObject{{QStringLiteral("name"), e.name}, {QStringLiteral("variables"), variables}});
        }
        printJson(ctx, QJsonObject{{QStringLiteral("database"), database}, {QStringLiteral("environments"), array}});
        return ExitOk;
    }
    if (environments.value.isEmpty()) {
        ctx.out << ctx.text("database \"%1\" has no environments (streamtable env set %1 ENV NAME VALUE makes one)",
                      "数据库“%1”没有环境（streamtable env set %1 环境 变量名 值 可创建）")
                       .arg(escapeInvisible(database))
                << '\n';
        return ExitOk;
    }
    for (const Environment &e : environments.value) {
        ctx.out << escapeInvisible(e.name) << '\n';
        if (e.variables.isEmpty())
            ctx.out << "  " << ctx.text("(no variables)", "（没有变量）") << '\n';
        for (auto it = e.variables.cbegin(); it != e.variables.cend(); ++it)
            ctx.out << "  " << it.key() << " = " << escapeInvisible(it.value()) << '\n';
    }
    return ExitOk;
}

int envSet(Context &ctx, const QStringList &args)
{
    Arguments a;
    Catalog catalog;
    if (!parseArguments(ctx, args, {}, {}, 4, 4, QStringLiteral("streamtable env set DB ENV NAME VALUE"), &a))
        return ExitUsage;
    if (!openCatalog(ctx, &catalog))
        return ExitUsage;
    const QString database = a.positional.at(0);
    const QString environment = a.positional.at(1);
    const QString name = a.positional.at(2);
    const QString value = a.positional.at(3);
    if (const CatalogStatus s = catalog.setVariable(database, environment, name, value); !s)
        return fail(ctx, s);
    printDone(ctx,
              QJsonObject{{QStringLiteral("database"), database}, {QStringLiteral("environment"), environment},
                          {QStringLiteral("set"), name}, {QStringLiteral("value"), value}},
              ctx.text("set %3 in environment \"%2\" of database \"%1\"", "已在数据库“%1”的环境“%2”中设置 %3")
                  .arg(escapeInvisible(database), escapeInvisible(environment), name));
    return ExitOk;
}

int envCreate(Context &ctx, const QStringList &args)
{
    Arguments a;
    Catalog catalog;
    if (!parseArguments(ctx, args, {}, {}, 2, 2, QStringLiteral("streamtable env create DB ENV"), &a))
        return ExitUsage;
    if (!openCatalog(ctx, &catalog))
        return ExitUsage;
    const QString database = a.positional.at(0);
    const QString environment = a.positional.at(1);
    if (const CatalogStatus s = catalog.createEnvironment(database, environment); !s)
        return fail(ctx, s);
    printDone(ctx, QJsonObject{{QStringLiteral("database"), database}, {QStringLiteral("created"), environment}},
              ctx.text("created environment \"%2\" in database \"%1\"", "已在数据库“%1”中创建环境“%2”")
                  .arg(escapeInvisible(database), escapeInvisible(environment)));
    return ExitOk;
}

/// `env drop DB ENV` drops the environment with its variables; `env drop DB ENV NAME` one variable.
int envDrop(Context &ctx, const QStringList &args)
{
    Arguments a;
    Catalog catalog;
    if (!parseArguments(ctx, args, {}, {}, 2, 3, QStringLiteral("streamtable env drop DB ENV [NAME]"), &a))
        return ExitUsage;
    if (!openCatalog(ctx, &catalog))
        return ExitUsage;
    const QString database = a.positional.at(0);
    const QString environment = a.positional.at(1);
    if (a.positional.size() == 3) {
        const QString name = a.positional.at(2);
        if (const CatalogStatus s = catalog.unsetVariable(database, environment, name); !s)
            return fail(ctx, s);
        printDone(ctx,
                  QJsonObject{{QStringLiteral("database"), database}, {QStringLiteral("environment"), environment},
                              {QStringLiteral("dropped"), name}},
                  ctx.text("dropped %3 from environment \"%2\" of database \"%1\"", "已从数据库“%1”的环境“%2”中删除 %3")
                      .arg(escapeInvisible(database), escapeInvisible(environment), name));
        return ExitOk;
    }
    if (const CatalogStatus s = catalog.dropEnvironment(database, environment); !s)
        return fail(ctx, s);
    printDone(ctx, QJsonObject{{QStringLiteral("database"), database}, {QStringLiteral("dropped"), environment}},
              ctx.text("dropped environment \"%2\" from database \"%1\"", "已从数据库“%1”删除环境“%2”")
                  .arg(escapeInvisible(database), escapeInvisible(environment)));
    return ExitOk;
}

} // namespace

int runEnvCommand(Context &ctx, const QStringList &args)
{
    const QString usage = QStringLiteral("streamtable env list|create|set|drop DB ...");
    if (args.isEmpty())
        return usageError(ctx, ctx.text("env needs a sub-command; usage: %1", "env 需要子命令；用法：%1").arg(usage));
    const QString sub = args.first();
    const QStringList rest = args.mid(1);
    if (sub == QLatin1String("list"))
        return envList(ctx, rest);
    if (sub == QLatin1String("set"))
        return envSet(ctx, rest);
    if (sub == QLatin1String("create"))
        return envCreate(ctx, rest);
    if (sub == QLatin1String("drop"))
        return envDrop(ctx, rest);
    return usageError(ctx, ctx.text("unknown env sub-command \"%1\"; usage: %2", "未知的 env 子命令“%1”；用法：%2").arg(sub, usage));
}

} // namespace st::cli

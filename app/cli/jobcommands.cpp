// The job commands of `streamtable`: job show, job set, job wire, job unwire, and export --job.

#include "cli.h"
#include "cliutil.h"

#include "catalog/catalog.h"
#include "check/databasevalidator.h"
#include "export/exporter.h"
#include "job/jobscript.h"
#include "core/names.h"
#include "check/validator.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonObject>

namespace st::cli {

namespace {

void printDiagnostics(Context &ctx, const Diagnostics &diagnostics)
{
    for (const Diagnostic &d : diagnostics)
        ctx.err << d.toLine(ctx.lang) << '\n';
}

/// The job schema, or a usage error when none is loaded.
ConnectorSchemaPtr jobSchema(Context &ctx)
{
    const ConnectorSchemaPtr schema = ctx.registry().jobSchema();
    if (!schema)
        usageError(ctx, ctx.text("no job schema is loaded (schemas/job.json)", "未加载作业配置定义（schemas/job.json）"));
    return schema;
}

QJsonArray wiringsJson(const Wirings &wirings)
{
    QJsonArray array;
    for (const Wiring &w : wirings)
        array.append(QJsonObject{{QStringLiteral("source"), w.source}, {QStringLiteral("sink"), w.sink}});
    return array;
}

QJsonObject profileJson(const JobProfile &profile)
{
    QJsonObject o;
    for (auto it = profile.cbegin(); it != profile.cend(); ++it)
        o.insert(it.key(), it.value());
    return o;
}

int jobShow(Context &ctx, const QStringList &args)
{
    Arguments a;
    Catalog catalog;
    if (!parseArguments(ctx, args, {}, {}, 1, 1, QStringLiteral("streamtable job show DB [--json]"), &a))
        return ExitUsage;
    const ConnectorSchemaPtr schema = jobSchema(ctx);
    if (!schema || !openCatalog(ctx, &catalog, CatalogAccess::ReadOnly))
        return ExitUsage;
    const QString database = a.positional.at(0);
    const CatalogResult<DatabaseSnapshot> read = catalog.databaseSnapshot(database);
    if (!read)
        return fail(ctx, read.status);
    const JobProfile &profile = read.value.profile;
    const Wirings &wirings = read.value.wirings;
    const QList<TableSpec> specs = specsOf(read.value.tables);

    const SchemaRegistry &registry = databaseRegistry(ctx, catalog, database);
    const JobScriptWriter writer(registry);
    const QString script = JobScriptWriter::scriptFileName(database);
    const Diagnostics diagnostics = DatabaseValidator(registry).validate(specs, profile, wirings);
    const JobProfile effective = effectiveJobProfile(*schema, profile);
    if (ctx.json) {
        QJsonArray command;
        for (const QString &word : writer.commandArguments(profile, script))
            command.append(word);
        printJson(ctx, QJsonObject{{QStringLiteral("database"), database},
                                   {QStringLiteral("profile"), profileJson(profile)},
                                   {QStringLiteral("effective"), profileJson(effective)},
                                   {QStringLiteral("wirings"), wiringsJson(wirings)},
                                   {QStringLiteral("command"), command},
                                   {QStringLiteral("commandLine"), writer.commandLine(profile, script)},
                                   {QStringLiteral("diagnostics"), diagnosticsToJson(diagnostics)}});
        return ExitOk;
    }

    // Every option of the schema, then keys it does not know; defaults and unset ones marked.
    QStringList keys;
    for (const OptionSchema &option : schema->options)
        keys << option.key;
    for (const QString &key : orderedJobKeys(*schema, profile)) {
        if (!keys.contains(key))
            keys << key;
    }
    int width = 0;
    for (const QString &key : std::as_const(keys))
        width = qMax(width, int(key.size()));
    ctx.out << ctx.text("Job of logical database \"%1\":", "逻辑库“%1”的作业：").arg(database) << '\n';
    for (const QString &key : std::as_const(keys)) {
        QString value = profile.value(key);
        if (value.isEmpty()) {
            value = effective.value(key);
            value = value.isEmpty() ? ctx.text("(not set)", "（未设置）")
                                    : value + QLatin1Char(' ') + ctx.text("(default)", "（默认）");
        }
        // Values are the user's: shown with invisible characters escaped (the JSON form is raw).
        ctx.out << "  " << escapeInvisible(key).leftJustified(width + 2) << escapeInvisible(value) << '\n';
    }
    ctx.out << ctx.text("Wirings:", "连线：") << '\n';
    if (wirings.isEmpty())
        ctx.out << "  " << ctx.text("(none)", "（无）") << '\n';
    for (const Wiring &w : wirings)
        ctx.out << "  " << escapeInvisible(w.source) << " -> " << escapeInvisible(w.sink) << '\n';
    ctx.out << ctx.text("Command:", "提交命令：") << '\n' << "  " << writer.commandLine(profile, script) << '\n';
    printDiagnostics(ctx, diagnostics);
    return ExitOk;
}

/// Saves one option after checking it: a value the option does not accept, or a change that
/// brings a new error into the profile (a timeout no longer after the interval), is refused with
/// the diagnostics and nothing is saved. An empty VALUE unsets the option (its default applies).
int jobSet(Context &ctx, const QStringList &args)
{
    Arguments a;
    Catalog catalog;
    if (!parseArguments(ctx, args, {}, {}, 3, 3, QStringLiteral("streamtable job set DB KEY VALUE"), &a))
        return ExitUsage;
    const ConnectorSchemaPtr schema = jobSchema(ctx);
    if (!schema)
        return ExitUsage;
    const QString database = a.positional.at(0);
    const QString key = a.positional.at(1);
    const QString value = a.positional.at(2);
    if (!schema->option(key)) {
        QStringList keys;
        for (const OptionSchema &option : schema->options)
            keys << option.key;
        return usageError(ctx, ctx.text("\"%1\" is not a job option; use one of: %2", "“%1”不是作业参数；可用：%2")
                                 .arg(key, keys.join(QLatin1String(", "))));
    }
    if (!openCatalog(ctx, &catalog))
        return ExitUsage;
    const CatalogResult<JobProfile> profile = catalog.jobProfile(database);
    if (!profile)
        return fail(ctx, profile.status);

    JobProfile changed = profile.value;
    if (value.isEmpty())
        changed.remove(key);
    else
        changed.insert(key, value);
    const Validator validator(databaseRegistry(ctx, catalog, database));
    const Diagnostics before = validator.validateJobProfile(profile.value);
    const Diagnostics after = validator.validateJobProfile(changed);
    Diagnostics refused;
    if (!value.isEmpty()) {
        for (const Diagnostic &d : after) {
            if (d.isError() && (d.subject == Subject::option(key) || !before.contains(d)))
                refused << d;
        }
    }
    if (!refused.isEmpty()) {
        printDiagnostics(ctx, refused);
        printError(ctx, ctx.text("the value is not valid; nothing was saved", "参数值无效；未保存任何内容"));
        return ExitInvalid;
    }
    if (const CatalogStatus s = catalog.setJobOption(database, key, value); !s)
        return fail(ctx, s);
    printDone(ctx,
              QJsonObject{{QStringLiteral("database"), database}, {QStringLiteral("key"), key}, {QStringLiteral("value"), value}},
              value.isEmpty() ? ctx.text("unset %1 of the job of \"%2\"", "已取消“%2”作业的 %1").arg(key, database)
                              : ctx.text("set %1 = %2 for the job of \"%3\"", "已将“%3”作业的 %1 设为 %2").arg(key, value, database));
    // What is still missing or wrong in the rest of the profile: the change itself was valid
    // and is saved (exit 0), so say plainly that these lines are about the remainder.
    if (!after.isEmpty())
        ctx.err << ctx.text("the job profile is not complete yet:", "作业配置尚未完整：") << '\n';
    printDiagnostics(ctx, after);
    return ExitOk;
}

int jobWire(Context &ctx, const QStringList &args, bool wire)
{
    Arguments a;
    Catalog catalog;
    const QString usage = wire ? QStringLiteral("streamtable job wire DB SOURCE SINK")
                               : QStringLiteral("streamtable job unwire DB SOURCE SINK");
    if (!parseArguments(ctx, args, {}, {}, 3, 3, usage, &a) || !openCatalog(ctx, &catalog))
        return ExitUsage;
    const QString database = a.positional.at(0);
    const Wiring wiring{a.positional.at(1), a.positional.at(2)};
    const QJsonObject json{{QStringLiteral("database"), database},
                           {QStringLiteral("source"), wiring.source},
                           {QStringLiteral("sink"), wiring.sink}};
    if (!wire) {
        if (const CatalogStatus s = catalog.removeWiring(database, wiring.source, wiring.sink); !s)
            return fail(ctx, s);
        printDone(ctx, json, ctx.text("unwired %1 -> %2 in \"%3\"", "已删除“%3”中的连线 %1 -> %2").arg(wiring.source, wiring.sink, database));
        return ExitOk;
    }
    const CatalogResult<QList<StoredTable>> tables = catalog.latestSpecs(database);
    if (!tables)
        return fail(ctx, tables.status);
    const QList<TableSpec> specs = specsOf(tables.value);
    const Diagnostics diagnostics = DatabaseValidator(databaseRegistry(ctx, catalog, database)).validateWiring(specs, wiring);
    printDiagnostics(ctx, diagnostics);
    if (hasErrors(diagnostics)) {
        printError(ctx, ctx.text("the wiring has errors; nothing was saved", "连线有错误；未保存任何内容"));
        return ExitInvalid;
    }
    if (const CatalogStatus s = catalog.addWiring(database, wiring.source, wiring.sink); !s)
        return fail(ctx, s);
    printDone(ctx, json, ctx.text("wired %1 -> %2 in \"%3\"", "已在“%3”中连接 %1 -> %2").arg(wiring.source, wiring.sink, database));
    return ExitOk;
}

} // namespace

int exportJobCommand(Context &ctx, const Arguments &a)
{
    const QString usage = QStringLiteral("streamtable export --job [--db DB] --out DIR [--secrets FILE] [--env ENV]");
    if (a.has(QStringLiteral("--dialect")) || a.has(QStringLiteral("--per-database"))) {
        return usageError(ctx, ctx.text("--job writes Flink SQL job scripts; it takes no --dialect or --per-database; usage: %1",
                                "--job 写出 Flink SQL 作业脚本，不接受 --dialect 或 --per-database；用法：%1")
                                 .arg(usage));
    }
    if (!requireOutDir(ctx, a, usage))
        return ExitUsage;
    Catalog catalog;
    if (!jobSchema(ctx) || !openCatalog(ctx, &catalog, CatalogAccess::ReadOnly))
        return ExitUsage;
    ExportOptions options;
    options.outDir = a.value(QStringLiteral("--out"));
    options.databases = a.values.value(QStringLiteral("--db"));
    options.environment = a.value(QStringLiteral("--env"));
    if (!loadExportSecrets(ctx, a, &options.secrets))
        return ExitUsage;
    ExportInterrupt interrupt;
    const ExportResult result = Exporter(catalog, ctx.registry()).runJobs(options, interrupt.progress());
    const QString done = ctx.text("exported the jobs of %1 database(s)", "已导出 %1 个数据库的作业").arg(QString::number(result.files.size() / 2));
    const int status = reportExport(ctx, options, result, ExportedTables::NotListed, done);
    interrupt.endIfInterrupted(ctx);
    return status;
}

int runJobCommand(Context &ctx, const QStringList &args)
{
    const QString sub = args.value(0);
    const QStringList rest = args.mid(1);
    if (sub == QLatin1String("show"))
        return jobShow(ctx, rest);
    if (sub == QLatin1String("set"))
        return jobSet(ctx, rest);
    if (sub == QLatin1String("wire") || sub == QLatin1String("unwire"))
        return jobWire(ctx, rest, sub == QLatin1String("wire"));
    return usageError(ctx, ctx.text("unknown job command \"%1\"; use job show, job set, job wire or job unwire",
                            "未知的 job 命令“%1”；可用：job show、job set、job wire、job unwire")
                             .arg(sub));
}

} // namespace st::cli

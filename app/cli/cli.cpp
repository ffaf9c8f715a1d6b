#include "cli.h"

#include "catalog/catalog.h"
#include "sql/ddlwriter.h"
#include "core/names.h"
#include "check/validator.h"
#include "core/inputfile.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cstdio>

namespace st::cli {

namespace {

QString helpText(const Context &ctx)
{
    return ctx.text(
              "Usage: streamtable [--catalog FILE] [--schemas DIR] [--lang en|zh] [--json] COMMAND ...\n"
              "\n"
              "Commands without a catalog:\n"
              "  connectors [--json]                      list the data source types\n"
              "  targets [--json]                         list the target platforms (Flink versions, vendors)\n"
              "  validate SPEC.json [--target T] [--json] check a table spec for its target; exit 1 on errors\n"
              "  ddl SPEC.json [--target T] [--dialect flink|blink]\n"
              "                                           print the CREATE TABLE statement for the target\n"
              "  infer FILE [--kind K] [--name N] [--connector C]\n"
              "                                           a spec skeleton with columns inferred from a sample;\n"
              "                                           K: avro, json-schema, json, csv, debezium, canal, maxwell\n"
              "                                           (detected when not given); exit 1 when a field has no type\n"
              "  spec FILE.sql [--role source|sink|both]  read CREATE TABLE statements back into spec JSON\n"
              "       [--current-keys]                    (--current-keys: as import's)\n"
              "\n"
              "Catalog commands (default file in the application data folder; --catalog FILE or\n"
              "STREAMTABLE_CATALOG choose another, or a server: postgresql://USER@HOST[:PORT]/DATABASE):\n"
              "  db list | db create NAME [--comment TEXT] [--target T] | db rename OLD NEW | db drop NAME [--force]\n"
              "  db set-target NAME T                     change the target; prints the tables that no longer fit\n"
              "  table list DB | table put DB SPEC.json [--note TEXT] | table show DB NAME [--json] [--env ENV]\n"
              "  table drop DB NAME | table history DB NAME | table restore DB NAME REVISION\n"
              "  search TEXT [--connector C]\n"
              "  where-used NAME                          the tables and options that refer to ${secret:NAME} or ${NAME},\n"
              "                                           and the environments that set NAME; exit 1 when none does\n"
              "  export --out DIR [--db DB] [--target T] [--dialect flink|blink] [--per-database] [--secrets FILE]\n"
              "         [--env ENV]\n"
              "  validate --db DB [--env ENV]             tables, job profile, rules across tables, wirings\n"
              "  env list DB | env create DB ENV | env set DB ENV NAME VALUE | env drop DB ENV [NAME]\n"
              "                                           environments (dev, prod, ...) and the values they give\n"
              "                                           the ${NAME} references in option values\n"
              "  conn list DB | conn show DB NAME | conn set DB NAME KEY VALUE [--connector C] | conn drop DB NAME\n"
              "                                           connections: options several tables share (a cluster's\n"
              "                                           address, its security); a table names one with \"connection\"\n"
              "  catalog copy FROM TO [--force]           copy a whole catalog (file or postgresql://...) into an\n"
              "                                           empty one, every revision kept; --force replaces TO's content\n"
              "  import FILE.sql|DIR... --db DB [--role R] [--dry-run] [--on-conflict skip|revise|fail]\n"
              "                                           add the CREATE TABLE statements, all or none;\n"
              "                                           --make-connections: cluster settings several tables\n"
              "                                           repeat become a connection they use (streamtable conn);\n"
              "                                           --current-keys: options under an older key the engine\n"
              "                                           still reads are stored under their current keys\n"
              "  from-db DUMP.sql|mysql://USER@HOST/DB|postgresql://USER@HOST/DB --db DB [--sink C] [--append-sink C]\n"
              "          [--tables REGEX] [--name PATTERN] [--sink-name PATTERN] [--dry-run] [--json]\n"
              "                                           a CDC source, a sink (ods_{table}) and a wiring per table of\n"
              "                                           a source database (its schema dump, or the live server, the\n"
              "                                           password from the secret DB_PASSWORD or --password-secret);\n"
              "                                           run again, a changed source gives new revisions\n"
              "  diff A B [--json] [--ddl] [--alter]      what changed: columns, keys, options; A and B each\n"
              "                                           DB/TABLE[@REVISION], DB/ (every table), SPEC.json or\n"
              "                                           FILE.sql; exit 0 equal, 1 different; --alter adds the\n"
              "                                           ALTER TABLE statements (or why to recreate the table)\n"
              "\n"
              "The Flink job of a logical database:\n"
              "  job show DB [--json]                     profile, wirings and the flink run command\n"
              "  job set DB KEY VALUE                     KEY: main-class (-c), job-name (-ynm), jar,\n"
              "                                           execution.checkpointing.interval, execution.checkpointing.timeout,\n"
              "                                           parallelism.default, table.exec.state.ttl; an empty VALUE unsets\n"
              "  job wire DB SOURCE SINK | job unwire DB SOURCE SINK\n"
              "  export --job [--db DB] --out DIR [--env ENV]  writes DB.job.sql and DB.job.sh\n"
              "\n"
              "A spec file of '-' is read from standard input. Extra connector schemas: --schemas DIR\n"
              "or STREAMTABLE_SCHEMAS. Exit status: 0 success, 1 invalid spec or request,\n"
              "2 usage error or unreadable input. A spec that names no target is written for its database's\n"
              "target, outside a database for the default target (see `targets`); --target overrides both;\n"
              "--dialect blink alone means the target whose dialect is blink. A password or key is stored as\n"
              "${secret:NAME}; export (and export --job) writes its value from STREAMTABLE_SECRET_NAME or from\n"
              "--secrets FILE (NAME=value lines, mode 600); a secret not given is an error and its file is not written.\n"
              "With --env ENV, each ${NAME} in an option value is replaced by what environment ENV of the table's\n"
              "database gives (a NAME it does not give is an error); without, ${NAME} is written as it is.\n",
              "用法：streamtable [--catalog 文件] [--schemas 文件夹] [--lang en|zh] [--json] 命令 ...\n"
              "\n"
              "无需目录库的命令：\n"
              "  connectors [--json]                      列出数据源类型\n"
              "  targets [--json]                         列出目标平台（Flink 版本、厂商平台）\n"
              "  validate SPEC.json [--target 平台] [--json] 按目标平台校验表定义；有错误时退出码为 1\n"
              "  ddl SPEC.json [--target 平台] [--dialect flink|blink]\n"
              "                                           输出目标平台的 CREATE TABLE 语句\n"
              "  infer 文件 [--kind 类型] [--name 表名] [--connector 连接器]\n"
              "                                           根据样本推断列，输出表定义骨架；类型：avro、json-schema、\n"
              "                                           json、csv、debezium、canal、maxwell（未指定时自动识别）；\n"
              "                                           有字段无法映射时退出码为 1\n"
              "  spec 文件.sql [--role source|sink|both]  把 CREATE TABLE 语句读回为表定义 JSON\n"
              "       [--current-keys]                    （--current-keys：同 import）\n"
              "\n"
              "目录库命令（默认文件位于应用数据文件夹；可用 --catalog 文件 或 STREAMTABLE_CATALOG 指定，\n"
              "或指定服务器：postgresql://用户@主机[:端口]/数据库）：\n"
              "  db list | db create 名称 [--comment 说明] [--target 平台] | db rename 旧名 新名 | db drop 名称 [--force]\n"
              "  db set-target 名称 平台                  修改目标平台；列出不再适用的表\n"
              "  table list 库 | table put 库 SPEC.json [--note 备注] | table show 库 表名 [--json] [--env 环境]\n"
              "  table drop 库 表名 | table history 库 表名 | table restore 库 表名 版本\n"
              "  search 文本 [--connector 连接器]\n"
              "  where-used 名称                          引用 ${secret:名称} 或 ${名称} 的表与参数，以及设置该变量的环境；\n"
              "                                           无引用时退出码为 1\n"
              "  export --out 文件夹 [--db 库] [--target 平台] [--dialect flink|blink] [--per-database] [--secrets 文件]\n"
              "         [--env 环境]\n"
              "  validate --db 库 [--env 环境]            校验表、作业配置、跨表规则和连线\n"
              "  env list 库 | env create 库 环境 | env set 库 环境 变量名 值 | env drop 库 环境 [变量名]\n"
              "                                           环境（dev、prod 等）及其为参数值中 ${变量名} 给出的值\n"
              "  conn list 库 | conn show 库 名称 | conn set 库 名称 参数 值 [--connector 连接器] | conn drop 库 名称\n"
              "                                           连接：多张表共用的参数（集群地址、安全设置）；表以 \"connection\" 指定\n"
              "  catalog copy 源 目标 [--force]           将整个目录库（文件或 postgresql://...）复制到空目录库，\n"
              "                                           保留所有版本；--force 替换目标中的内容\n"
              "  import 文件.sql|文件夹... --db 库 [--role 角色] [--dry-run] [--on-conflict skip|revise|fail]\n"
              "                                           导入其中的 CREATE TABLE 语句，全部成功或全部不导入；\n"
              "                                           --make-connections：多张表重复的集群设置改为由\n"
              "                                           一个连接提供（streamtable conn）；\n"
              "                                           --current-keys：引擎仍读取的旧键名改用参数现在的键名保存\n"
              "  from-db 转储.sql|mysql://用户@主机/库|postgresql://用户@主机/库 --db 库 [--sink 连接器] [--append-sink 连接器]\n"
              "          [--tables 正则] [--name 模式] [--sink-name 模式] [--dry-run] [--json]\n"
              "                                           为源数据库的每张表生成一张 CDC 源表、一张写入表（ods_{table}）\n"
              "                                           和一条连线（源为其结构转储或在线服务器，密码取自机密\n"
              "                                           库名_PASSWORD 或 --password-secret）；再次运行时，源的变化成为新版本\n"
              "  diff A B [--json] [--ddl] [--alter]      比较差异：列、键、参数；A、B 可为 库/表[@版本]、\n"
              "                                           库/（全部表）、SPEC.json 或 文件.sql；相同退出码 0，不同为 1；\n"
              "                                           --alter 另给出 ALTER TABLE 语句（或须重建该表的原因）\n"
              "\n"
              "逻辑库的 Flink 作业：\n"
              "  job show 库 [--json]                     作业配置、连线和 flink run 命令\n"
              "  job set 库 参数 值                       参数：main-class (-c)、job-name (-ynm)、jar、\n"
              "                                           execution.checkpointing.interval、execution.checkpointing.timeout、\n"
              "                                           parallelism.default、table.exec.state.ttl；值为空表示取消设置\n"
              "  job wire 库 源表 目标表 | job unwire 库 源表 目标表\n"
              "  export --job [--db 库] --out 文件夹 [--env 环境]  写出 库.job.sql 和 库.job.sh\n"
              "\n"
              "SPEC 文件为 '-' 时从标准输入读取。额外的连接器定义：--schemas 文件夹 或 STREAMTABLE_SCHEMAS。\n"
              "退出码：0 成功，1 表定义或请求无效，2 用法错误或输入无法读取。未指定目标平台的表定义按所在数据库的\n"
              "目标平台处理，不在数据库中时按默认目标平台（见 `targets`）；--target 优先于两者；\n"
              "只给 --dialect blink 时表示方言为 blink 的目标平台。密码或密钥以 ${secret:NAME} 保存；export（及\n"
              "export --job）从 STREAMTABLE_SECRET_NAME 或 --secrets 文件（每行 NAME=value，权限 600）取值写入；\n"
              "未给出的机密是错误，其文件不写出。\n"
              "给出 --env 环境 时，参数值中的每个 ${变量名} 替换为表所在数据库该环境给出的值（未给出的变量是错误）；\n"
              "不给时 ${变量名} 原样写出。\n");
}

/// Takes `--name VALUE` out of args. Returns false (and reports) when the value is missing or
/// empty: an empty value would silently mean the default (the default catalog, no folder).
bool takeValue(Context &ctx, QStringList &args, const QString &name, QString *value, bool *present = nullptr)
{
    const int i = args.indexOf(name);
    if (present)
        *present = i >= 0;
    if (i < 0)
        return true;
    if (i + 1 >= args.size() || args.at(i + 1).isEmpty()) {
        usageError(ctx, ctx.text("%1 needs a value", "%1 需要一个值").arg(name));
        return false;
    }
    *value = args.at(i + 1);
    args.removeAt(i + 1);
    args.removeAt(i);
    // Given again, it was left for the command, which read it as an unknown command or argument.
    if (const int again = args.indexOf(name); again >= 0) {
        usageError(ctx, ctx.text("%1 is given twice (\"%2\" and \"%3\"); give it once", "%1 指定了两次（“%2”和“%3”）；请只指定一次")
                            .arg(name, *value, args.value(again + 1)));
        return false;
    }
    return true;
}

bool takeFlag(QStringList &args, const QString &name)
{
    return args.removeAll(name) > 0;
}

void printDiagnostics(Context &ctx, const Diagnostics &diagnostics, QTextStream &stream)
{
    for (const Diagnostic &d : diagnostics)
        stream << d.toLine(ctx.lang) << '\n';
}

bool expectArgs(Context &ctx, const QStringList &args, int count, const QString &usage)
{
    if (args.size() == count)
        return true;
    if (args.size() < count)
        usageError(ctx, ctx.text("missing argument; usage: %1", "缺少参数；用法：%1").arg(usage));
    else
        usageError(ctx, ctx.text("unexpected argument \"%1\"; usage: %2", "多余的参数“%1”；用法：%2").arg(args.value(count), usage));
    return false;
}

int connectorsCommand(Context &ctx, const QStringList &args)
{
    if (!expectArgs(ctx, args, 0, QStringLiteral("streamtable connectors [--json]")))
        return ExitUsage;
    const QList<ConnectorSchemaPtr> schemas = ctx.registry().schemas();
    if (ctx.json) {
        QJsonArray list;
        for (const ConnectorSchemaPtr &s : schemas) {
            QJsonArray dialects;
            for (const QString &d : s->dialectNames())
                dialects.append(d);
            QJsonArray roles;
            for (const QString &r : s->roles.names())
                roles.append(r);
            list.append(QJsonObject{{QStringLiteral("connector"), s->connector},
                                    {QStringLiteral("label"), s->label.toJson()},
                                    {QStringLiteral("description"), s->description.toJson()},
                                    {QStringLiteral("roles"), roles},
                                    {QStringLiteral("dialects"), dialects},
                                    {QStringLiteral("options"), s->options.size()}});
        }
        ctx.out << QJsonDocument(list).toJson(QJsonDocument::Indented);
    } else {
        for (const ConnectorSchemaPtr &s : schemas) {
            ctx.out << s->connector << '\t' << s->label.in(ctx.lang) << '\t' << s->roles.names().join(QLatin1Char(','))
                    << '\t' << s->description.in(ctx.lang) << '\n';
        }
    }
    return ExitOk;
}

int targetsCommand(Context &ctx, const QStringList &args)
{
    if (!expectArgs(ctx, args, 0, QStringLiteral("streamtable targets [--json]")))
        return ExitUsage;
    const QList<TargetSchema> targets = ctx.registry().targets();
    if (ctx.json) {
        QJsonArray list;
        for (const TargetSchema &t : targets) {
            list.append(QJsonObject{{QStringLiteral("target"), t.id},
                                    {QStringLiteral("label"), t.label.toJson()},
                                    {QStringLiteral("description"), t.description.toJson()},
                                    {QStringLiteral("dialect"), t.dialect},
                                    {QStringLiteral("default"), t.isDefault}});
        }
        ctx.out << QJsonDocument(list).toJson(QJsonDocument::Indented);
        return ExitOk;
    }
    for (const TargetSchema &t : targets) {
        ctx.out << t.id << (t.isDefault ? ctx.text(" (default)", "（默认）") : QString()) << '\t' << t.label.in(ctx.lang) << '\t'
                << t.dialect << '\t' << t.description.in(ctx.lang) << '\n';
    }
    return ExitOk;
}

int validateCommand(Context &ctx, QStringList args)
{
    if (args.contains(QStringLiteral("--db")))
        return runCatalogCommand(ctx, QStringLiteral("validate"), args);
    QString target;
    if (!takeValue(ctx, args, QStringLiteral("--target"), &target))
        return ExitUsage;
    if (!expectArgs(ctx, args, 1, QStringLiteral("streamtable validate SPEC.json [--target T] [--json]")))
        return ExitUsage;
    TableSpec spec;
    if (!readSpecFile(ctx, args.constFirst(), &spec))
        return ExitUsage;
    if (!chooseTarget(ctx, target, QString(), spec.target, QString(), &spec.target))
        return ExitUsage;
    const Diagnostics diagnostics = Validator(ctx.registry()).validate(spec);
    if (ctx.json)
        ctx.out << QJsonDocument(diagnosticsToJson(diagnostics)).toJson(QJsonDocument::Indented);
    else
        printDiagnostics(ctx, diagnostics, ctx.out);
    return hasErrors(diagnostics) ? ExitInvalid : ExitOk;
}

int ddlCommand(Context &ctx, QStringList args)
{
    QString dialect;
    QString target;
    if (!takeValue(ctx, args, QStringLiteral("--dialect"), &dialect) || !takeValue(ctx, args, QStringLiteral("--target"), &target))
        return ExitUsage;
    const QString usage = QStringLiteral("streamtable ddl SPEC.json [--target T] [--dialect flink|blink]");
    if (!expectArgs(ctx, args, 1, usage) || (!dialect.isEmpty() && !checkDialect(ctx, dialect, usage)))
        return ExitUsage;
    TableSpec spec;
    if (!readSpecFile(ctx, args.constFirst(), &spec))
        return ExitUsage;
    if (!chooseTarget(ctx, target, dialect, spec.target, QString(), &spec.target))
        return ExitUsage;
    const Diagnostics diagnostics = Validator(ctx.registry()).validate(spec);
    // Diagnostics go to stderr so that stdout holds nothing but the DDL.
    printDiagnostics(ctx, diagnostics, ctx.err);
    if (hasErrors(diagnostics))
        return ExitInvalid;
    QString ddl;
    LocalizedText error;
    if (!DdlWriter(ctx.registry()).write(spec, &ddl, &error)) {
        printError(ctx, error.in(ctx.lang));
        return ExitInvalid;
    }
    ctx.out << ddl;
    return ExitOk;
}

} // namespace

void printError(Context &ctx, const QString &message)
{
    // One line, whatever names or values the message quotes: their control and invisible
    // characters (newlines, bidi controls) are shown as escapes.
    ctx.err << "streamtable: " << escapeInvisible(message) << '\n';
}

int usageError(Context &ctx, const QString &message)
{
    printError(ctx, message);
    return ExitUsage;
}

bool checkDialect(Context &ctx, const QString &dialect, const QString &usage)
{
    for (const ConnectorSchemaPtr &schema : ctx.registry().schemas()) {
        if (schema->dialect(dialect))
            return true;
    }
    usageError(ctx, ctx.text("unknown dialect \"%1\"; usage: %2", "未知的方言“%1”；用法：%2").arg(dialect, usage));
    return false;
}

bool checkConnectorDialect(Context &ctx, const ConnectorSchema &schema, const QString &dialect)
{
    if (schema.dialect(dialect))
        return true;
    usageError(ctx, ctx.text("connector %1 has no dialect \"%2\" (it has: %3)", "连接器 %1 没有“%2”方言（可用：%3）")
                        .arg(schema.connector, dialect, schema.dialectNames().join(QLatin1String(", "))));
    return false;
}

bool chooseTarget(Context &ctx, const QString &targetOption, const QString &dialectOption, const QString &specTarget,
                  const QString &databaseTarget, QString *out)
{
    if (!targetOption.isEmpty() && !ctx.registry().target(targetOption)) {
        QStringList known;
        for (const TargetSchema &t : ctx.registry().targets())
            known << t.id;
        usageError(ctx, ctx.text("unknown target \"%1\"; known: %2 (see streamtable targets)", "未知的目标平台“%1”；可用：%2（见 streamtable targets）")
                            .arg(targetOption, known.join(QLatin1String(", "))));
        return false;
    }
    const QString target = effectiveTarget(targetOption, specTarget, databaseTarget, ctx.registry());
    const TargetSchema *chosen = ctx.registry().target(target);
    if (dialectOption.isEmpty() || (chosen && chosen->dialect == dialectOption)) {
        *out = target;
        return true;
    }
    if (!targetOption.isEmpty()) {
        usageError(ctx, ctx.text("--dialect %1 does not fit --target %2, which reads the %3 dialect", "--dialect %1 与 --target %2 不符，该平台使用 %3 方言")
                            .arg(dialectOption, targetOption, chosen->dialect));
        return false;
    }
    // --dialect alone, as before targets: the (default first) target that reads that dialect.
    QList<TargetSchema> candidates = ctx.registry().targets();
    std::stable_sort(candidates.begin(), candidates.end(), [](const TargetSchema &a, const TargetSchema &b) { return a.isDefault && !b.isDefault; });
    for (const TargetSchema &t : candidates) {
        if (t.dialect == dialectOption) {
            *out = t.id;
            return true;
        }
    }
    usageError(ctx, ctx.text("no target reads the %1 dialect (see streamtable targets)", "没有目标平台使用 %1 方言（见 streamtable targets）").arg(dialectOption));
    return false;
}

QString databaseTarget(const Catalog &catalog, const QString &database)
{
    const CatalogResult<DatabaseInfo> info = catalog.database(database);
    return info ? info.value.target : QString();
}

const SchemaRegistry &databaseRegistry(Context &ctx, const Catalog &catalog, const QString &database)
{
    const QString target = databaseTarget(catalog, database);
    if (const SchemaRegistry *resolved = ctx.registry().resolvedFor(target))
        return *resolved;
    printError(ctx, ctx.text("warning: the target \"%1\" of logical database \"%2\" is not known here; using %3",
                       "警告：逻辑库“%2”的目标平台“%1”在此不可用；改用 %3")
                        .arg(target, database, ctx.registry().defaultTargetId()));
    return ctx.registry();
}

bool readSpecFile(Context &ctx, const QString &path, TableSpec *out)
{
    QByteArray text;
    LocalizedText readError;
    if (!readInputFile(path, &text, &readError)) {
        usageError(ctx, readError.in(ctx.lang));
        return false;
    }
    LocalizedText error;
    if (!TableSpec::fromJsonText(text, out, &error)) {
        usageError(ctx, ctx.text("%1: %2", "%1：%2").arg(path == QLatin1String("-") ? QStringLiteral("<stdin>") : path, error.in(ctx.lang)));
        return false;
    }
    return true;
}

const SchemaRegistry &Context::registry() const
{
    if (!m_registry) {
        m_registry = SchemaRegistry::loadDefault(schemaDirs);
        // A broken user schema must not stop the others from working, but the user should know.
        for (const QString &problem : m_registry->problems())
            err << "streamtable: " << escapeInvisible(text("warning: schema skipped: ", "警告：已跳过连接器定义：") + problem) << '\n';
    }
    return *m_registry;
}

QString Context::defaultTargetId() const
{
    if (m_registry)
        return effectiveTarget(QString(), QString(), QString(), *m_registry);
    if (schemaDirs.isEmpty())
        return SchemaRegistry::builtInDefaultTargetId();
    if (!m_targets)
        m_targets = SchemaRegistry::loadTargets(schemaDirs);
    return effectiveTarget(QString(), QString(), QString(), *m_targets);
}

int run(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    Context ctx(out, err, languageFromEnvironment());
    QStringList args = arguments;

    QString lang;
    bool langGiven = false;
    if (!takeValue(ctx, args, QStringLiteral("--lang"), &lang, &langGiven))
        return ExitUsage;
    if (langGiven && !parseLanguage(lang, &ctx.lang)) {
        return usageError(ctx, ctx.text("--lang takes en or zh, not \"%1\"", "--lang 只接受 en 或 zh，而不是“%1”").arg(lang));
    }
    ctx.json = takeFlag(args, QStringLiteral("--json"));
    ctx.catalogPath = QString::fromLocal8Bit(qgetenv("STREAMTABLE_CATALOG"));
    if (!takeValue(ctx, args, QStringLiteral("--catalog"), &ctx.catalogPath))
        return ExitUsage;
    QStringList schemaDirs = SchemaRegistry::environmentDirs();
    QString schemaDir;
    bool schemaDirGiven = false;
    if (!takeValue(ctx, args, QStringLiteral("--schemas"), &schemaDir, &schemaDirGiven))
        return ExitUsage;
    if (schemaDirGiven)
        schemaDirs << schemaDir;
    // Help and version after the global options, so that `--catalog F help` is help too.
    if (takeFlag(args, QStringLiteral("--help")) || takeFlag(args, QStringLiteral("-h")) || args.value(0) == QLatin1String("help")) {
        out << helpText(ctx);
        return ExitOk;
    }
    if (takeFlag(args, QStringLiteral("--version"))) {
        out << "streamtable " << QCoreApplication::applicationVersion() << '\n';
        return ExitOk;
    }
    ctx.schemaDirs = schemaDirs;

    if (args.isEmpty()) {
        err << helpText(ctx);
        return ExitUsage;
    }
    const QString command = args.takeFirst();
    if (command == QLatin1String("connectors"))
        return connectorsCommand(ctx, args);
    if (command == QLatin1String("targets"))
        return targetsCommand(ctx, args);
    if (command == QLatin1String("validate"))
        return validateCommand(ctx, args);
    if (command == QLatin1String("ddl"))
        return ddlCommand(ctx, args);
    if (command == QLatin1String("db") || command == QLatin1String("table") || command == QLatin1String("export")
        || command == QLatin1String("search") || command == QLatin1String("where-used") || command == QLatin1String("catalog"))
        return runCatalogCommand(ctx, command, args);
    if (command == QLatin1String("job"))
        return runJobCommand(ctx, args);
    if (command == QLatin1String("env"))
        return runEnvCommand(ctx, args);
    if (command == QLatin1String("conn"))
        return runConnectionCommand(ctx, args);
    if (command == QLatin1String("infer"))
        return runInferCommand(ctx, args);
    if (command == QLatin1String("spec") || command == QLatin1String("import"))
        return runImportCommand(ctx, command, args);
    if (command == QLatin1String("diff"))
        return runDiffCommand(ctx, args);
    if (command == QLatin1String("from-db"))
        return runFromDbCommand(ctx, args);
    return usageError(ctx, ctx.text("unknown command \"%1\"; see streamtable --help", "未知命令“%1”；参见 streamtable --help").arg(command));
}

} // namespace st::cli

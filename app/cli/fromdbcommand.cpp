// `streamtable from-db SOURCE --db DB`: the tables of a source database (a schema dump, or a live
// MySQL/MariaDB or PostgreSQL server) made into CDC source tables, sink tables and the job's
// wirings, saved as an import saves its statements (all or none, the same report).

#include "cli.h"
#include "cliutil.h"

#include "catalog/catalog.h"
#include "check/validator.h"
#include "compare/specdiff.h"
#include "core/connection.h"
#include "core/inputfile.h"
#include "core/names.h"
#include "core/secrets.h"
#include "sourcedb/tablegen.h"

#include <QFileInfo>
#include <QRegularExpression>

namespace st::cli {

namespace {

/// `KEY=VALUE` options given as `--source-option` / `--sink-option`; false (usage error
/// reported) for one without `=`.
bool keyValues(Context &ctx, const QStringList &given, const QString &option, const QString &usage, QMap<QString, QString> *out)
{
    for (const QString &item : given) {
        const int equals = item.indexOf(QLatin1Char('='));
        if (equals <= 0) {
            usageError(ctx, ctx.text("%1 takes KEY=VALUE, not \"%2\"; usage: %3", "%1 的取值应为 参数=值，而不是“%2”；用法：%3")
                                .arg(option, item, usage));
            return false;
        }
        out->insert(item.left(equals), item.mid(equals + 1));
    }
    return true;
}

/// The source's schema: a dump file, or a live server (its password from the secrets).
bool readSource(Context &ctx, const Arguments &args, const QString &source, SourceSchema *out, SourceLocation *location)
{
    LocalizedText error;
    if (SourceLocation::looksLikeLocation(source)) {
        if (!SourceLocation::parse(source, location, &error)) {
            usageError(ctx, error.in(ctx.lang));
            return false;
        }
        SecretValues secrets;
        if (!loadExportSecrets(ctx, args, &secrets))
            return false;
        const QString secret = args.has(QStringLiteral("--password-secret")) ? args.value(QStringLiteral("--password-secret"))
                                                                              : secretNameFor(location->database, QStringLiteral("password"));
        if (!secrets.contains(secret)) {
            usageError(ctx, ctx.text("no password for %1: give the secret %2 (STREAMTABLE_SECRET_%2 in the environment, or --secrets FILE), "
                                     "or name another with --password-secret NAME",
                                     "没有 %1 的密码：请提供机密 %2（环境变量 STREAMTABLE_SECRET_%2，或 --secrets 文件），或用 --password-secret 名称 指定其他机密")
                                .arg(location->text(), secret));
            return false;
        }
        if (!readLiveSchema(*location, secrets.value(secret), out, &error)) {
            printError(ctx, error.in(ctx.lang));
            return false;
        }
        return true;
    }
    QByteArray bytes;
    if (!readInputFile(source, &bytes, &error)) {
        usageError(ctx, error.in(ctx.lang));
        return false;
    }
    return readSchemaDump(QString::fromUtf8(bytes), source, out, &error) || (usageError(ctx, error.in(ctx.lang)), false);
}

DdlFinding noteAt(const SourceSchema &schema, const SourceTable &table, Severity severity, const LocalizedText &message)
{
    DdlFinding f;
    f.severity = severity;
    f.file = schema.origin;
    f.line = qMax(1, table.line);
    f.message = message;
    return f;
}

ImportedStatement statementFor(const SourceSchema &schema, const SourceTable &table, const TableSpec &spec)
{
    ImportedStatement s;
    s.status = ImportedStatement::Status::Table;
    s.file = schema.origin;
    s.line = qMax(1, table.line);
    s.keyword = QStringLiteral("CREATE TABLE");
    s.tableName = spec.name;
    s.spec = spec;
    return s;
}

} // namespace

int runFromDbCommand(Context &ctx, const QStringList &words)
{
    const QString usage = QStringLiteral(
        "streamtable [--catalog FILE] from-db DUMP.sql|mysql://USER@HOST[:PORT]/DB|postgresql://USER@HOST[:PORT]/DB --db DB "
        "[--sink CONNECTOR] [--append-sink CONNECTOR] [--tables REGEX] [--name PATTERN] [--sink-name PATTERN] "
        "[--source-connection NAME] [--sink-connection NAME] [--source-option KEY=VALUE]... [--sink-option KEY=VALUE]... "
        "[--password-secret NAME] [--secrets FILE] [--on-conflict skip|revise|fail] [--dry-run] [--json]");
    Arguments args;
    if (!parseArguments(ctx, words,
                        {QStringLiteral("--db"), QStringLiteral("--sink"), QStringLiteral("--append-sink"), QStringLiteral("--tables"),
                         QStringLiteral("--name"), QStringLiteral("--sink-name"), QStringLiteral("--source-connection"),
                         QStringLiteral("--sink-connection"), QStringLiteral("--source-option"), QStringLiteral("--sink-option"),
                         QStringLiteral("--password-secret"), QStringLiteral("--secrets"), QStringLiteral("--on-conflict")},
                        {QStringLiteral("--dry-run")}, 1, 1, usage, &args))
        return ExitUsage;
    const QString database = args.value(QStringLiteral("--db"));
    if (database.isEmpty())
        return usageError(ctx, ctx.text("--db DB is required; usage: %1", "必须指定 --db 库；用法：%1").arg(usage));
    // Re-running against a changed source is the point of the command: existing tables get the
    // source's columns as a new revision unless told otherwise.
    OnExisting onExisting = OnExisting::Revise;
    const QString onConflict = args.value(QStringLiteral("--on-conflict"));
    if (!onConflict.isEmpty()) {
        if (onConflict == QLatin1String("skip"))
            onExisting = OnExisting::Skip;
        else if (onConflict == QLatin1String("fail"))
            onExisting = OnExisting::Fail;
        else if (onConflict != QLatin1String("revise"))
            return usageError(ctx, ctx.text("--on-conflict takes skip, revise or fail, not \"%1\"; usage: %2",
                                            "--on-conflict 只接受 skip、revise 或 fail，而不是“%1”；用法：%2")
                                       .arg(onConflict, usage));
    }

    FromDatabaseChoice choice;
    choice.sinkConnector = args.has(QStringLiteral("--sink")) ? args.value(QStringLiteral("--sink")) : QStringLiteral("upsert-kafka");
    choice.appendSinkConnector = args.value(QStringLiteral("--append-sink"));
    choice.tablesPattern = args.value(QStringLiteral("--tables"));
    if (args.has(QStringLiteral("--name")))
        choice.sourceNamePattern = args.value(QStringLiteral("--name"));
    if (args.has(QStringLiteral("--sink-name")))
        choice.sinkNamePattern = args.value(QStringLiteral("--sink-name"));
    choice.sinkConnection = args.value(QStringLiteral("--sink-connection"));
    if (!keyValues(ctx, args.values.value(QStringLiteral("--source-option")), QStringLiteral("--source-option"), usage, &choice.sourceOptions)
        || !keyValues(ctx, args.values.value(QStringLiteral("--sink-option")), QStringLiteral("--sink-option"), usage, &choice.sinkOptions))
        return ExitUsage;

    SourceSchema schema;
    SourceLocation location;
    if (!readSource(ctx, args, args.positional.first(), &schema, &location))
        return ExitUsage;

    // The database's target decides the connectors and the type map's rows.
    const SchemaRegistry *registry = &ctx.registry();
    QString target;
    Connections existingConnections;
    {
        Catalog probe;
        const QString catalogPath = Catalog::resolvePath(ctx.catalogPath);
        if ((Catalog::isServerLocation(catalogPath) || QFileInfo::exists(catalogPath))
            && probe.open(catalogPath, false, CatalogAccess::ReadOnly).ok()) {
            registry = &databaseRegistry(ctx, probe, database);
            target = databaseTarget(probe, database);
            if (const CatalogResult<Connections> c = probe.connections(database))
                existingConnections = c.value;
        }
    }
    if (const TargetSchema *t = registry->target(effectiveTarget(QString(), QString(), target, *registry)))
        choice.targetEngines = t->engines;

    // A live source gives its server as a connection of the database that its tables use
    // (made unless the database has it), the password a secret reference.
    Connections alsoMake;
    choice.sourceConnection = args.value(QStringLiteral("--source-connection"));
    GeneratedTables generated;
    LocalizedText error;
    if (!generateTables(schema, *registry, choice, &generated, &error))
        return usageError(ctx, error.in(ctx.lang));
    if (!location.host.isEmpty()) {
        Connection server;
        server.name = choice.sourceConnection;
        if (server.name.isEmpty()) {
            static const QRegularExpression notName(QStringLiteral("[^A-Za-z0-9_]"));
            server.name = QString(location.kind + QLatin1Char('_') + location.database).replace(notName, QStringLiteral("_"));
        }
        server.connector = generated.sourceConnector;
        server.options = {{QStringLiteral("hostname"), location.host},
                          {QStringLiteral("port"), QString::number(location.portOrDefault())},
                          {QStringLiteral("username"), location.user},
                          {QStringLiteral("password"), secretReference(args.has(QStringLiteral("--password-secret"))
                                                                           ? args.value(QStringLiteral("--password-secret"))
                                                                           : secretNameFor(location.database, QStringLiteral("password")))}};
        if (!findConnection(existingConnections, server.name))
            alsoMake << server;
        for (GeneratedTable &g : generated.tables)
            g.source.connection = server.name;
    }

    QList<ImportedStatement> statements;
    for (const GeneratedTable &g : generated.tables) {
        ImportedStatement source = statementFor(schema, g.from, g.source);
        for (const LocalizedText &note : g.notes)
            source.findings << noteAt(schema, g.from, Severity::Warning, note);
        statements << source;
        ImportedStatement sink = statementFor(schema, g.from, g.sink);
        sink.wirings << Wiring{g.source.name, g.sink.name};
        statements << sink;
    }
    for (const LocalizedText &why : generated.leftOut) {
        if (!ctx.json)
            ctx.err << escapeInvisible(QStringLiteral("%1: %2: %3").arg(schema.origin, ctx.text("note", "提示"), why.in(ctx.lang))) << '\n';
    }
    for (const auto &note : schema.notes) {
        if (!ctx.json)
            ctx.err << escapeInvisible(QStringLiteral("%1:%2: %3: %4").arg(schema.origin, QString::number(note.first), ctx.text("note", "提示"),
                                                                            note.second.in(ctx.lang)))
                    << '\n';
    }

    ImportRun run;
    run.database = database;
    run.registry = registry;
    run.onExisting = onExisting;
    run.dryRun = args.has(QStringLiteral("--dry-run"));
    run.alsoMake = alsoMake;
    run.offerConnections = false; // the source's server is a connection already when it is known
    run.wiringsFromInserts = false;
    // A table made before: it keeps what was set on it since (options, computed columns) and
    // takes the source's columns and key; what that changes is said. Each is checked as it
    // will be written, with its connection.
    // The revision each merge was based on: a colleague's save landing between this read and
    // the write makes the save a conflict instead of being overwritten by the merge.
    QHash<QString, int> bases;
    if (onExisting == OnExisting::Revise)
        run.baseRevisions = &bases;
    run.adjust = [&](const Catalog &catalog, const SchemaRegistry &schemas, QList<ImportedStatement> *items) {
        const CatalogResult<Connections> connections = catalog.connections(database);
        Connections all = connections ? connections.value : Connections();
        all += alsoMake;
        const Validator validator(schemas);
        for (ImportedStatement &s : *items) {
            const CatalogResult<StoredTable> stored = catalog.get(database, s.spec.name);
            if (onExisting == OnExisting::Revise) {
                if (stored)
                    bases.insert(nameKey(s.spec.name), stored.value.latestRevision);
                else if (stored.status.code() == CatalogErrorCode::NotFound)
                    bases.insert(nameKey(s.spec.name), Catalog::NewTable);
            }
            if (stored && onExisting == OnExisting::Revise) {
                const TableSpec merged = withSourceColumns(stored.value.spec, s.spec);
                for (const SpecChange &c : diffSpecs(stored.value.spec, merged)) {
                    DdlFinding f;
                    f.severity = Severity::Note;
                    f.file = s.file;
                    f.line = s.line;
                    f.message = LocalizedText{QStringLiteral("%1: ").arg(s.spec.name), QStringLiteral("%1：").arg(s.spec.name)};
                    f.message.en += c.text().en;
                    f.message.zh += c.text().zh;
                    s.findings << f;
                }
                s.spec = merged;
            }
            TableSpec written;
            LocalizedText problem;
            if (!withConnection(s.spec, all, database, &written, &problem, schemas.connectionKind(s.spec.connector)))
                written = s.spec;
            s.diagnostics = validator.validate(written);
        }
        return true;
    };
    return saveImported(ctx, statements, run);
}

} // namespace st::cli

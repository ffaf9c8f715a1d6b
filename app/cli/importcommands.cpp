// `streamtable spec FILE.sql` and `streamtable import FILE.sql|DIR... --db DB`: reading existing
// CREATE TABLE statements into specs and into the catalog.

#include "cli.h"

#include <QFileInfo>
#include "cliutil.h"

#include "catalog/catalog.h"
#include "import/connectionoffer.h"
#include "import/ddlimport.h"
#include "core/names.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

#include <optional>

namespace st::cli {

namespace {

/// Reads `--role R` when given; false (usage error reported) for a role that does not exist.
bool roleOption(Context &ctx, const Arguments &args, const QString &usage, std::optional<Role> *role)
{
    if (!args.has(QStringLiteral("--role")))
        return true;
    Role parsed = Role::Both;
    const QString name = args.value(QStringLiteral("--role"));
    if (!parseRole(name, &parsed)) {
        usageError(ctx, ctx.text("--role takes source, sink or both, not \"%1\"; usage: %2", "--role 只接受 source、sink 或 both，而不是“%1”；用法：%2")
                            .arg(name, usage));
        return false;
    }
    *role = parsed;
    return true;
}

/// Reads and imports one file (`-`: standard input). A file that cannot be read or is not
/// UTF-8 is reported (with the position of the first bad byte) and false returned.
bool importOne(Context &ctx, const SchemaRegistry &registry, const QString &path, std::optional<Role> role, QList<ImportedStatement> *out)
{
    LocalizedText error;
    if (!DdlImporter(registry).importFile(path, role, out, &error)) {
        printError(ctx, error.in(ctx.lang));
        return false;
    }
    return true;
}

void printFindings(Context &ctx, const ImportedStatement &s)
{
    for (const DdlFinding &f : s.findings)
        ctx.err << escapeInvisible(f.toLine(ctx.lang)) << '\n';
    for (int i = 0; i < s.diagnostics.size(); ++i)
        ctx.err << s.diagnostics.at(i).toLine(ctx.lang, s.whereDiagnostic(i), s.spec.name) << '\n';
}

QJsonArray findingsJson(const ImportedStatement &s)
{
    QJsonArray array;
    for (const DdlFinding &f : s.findings)
        array.append(f.toJson());
    return array;
}

/// --current-keys: each table's options set under an older key the engine still reads are
/// given under their current keys (DdlImporter::useCurrentOptionKeys()).
void useCurrentOptionKeys(const SchemaRegistry &registry, QList<ImportedStatement> *statements)
{
    const DdlImporter importer(registry);
    for (ImportedStatement &s : *statements)
        importer.useCurrentOptionKeys(&s);
}

int specCommand(Context &ctx, const QStringList &words)
{
    const QString usage = QStringLiteral("streamtable spec FILE.sql [--role source|sink|both] [--current-keys]");
    Arguments args;
    if (!parseArguments(ctx, words, {QStringLiteral("--role")}, {QStringLiteral("--current-keys")}, 1, 1, usage, &args))
        return ExitUsage;
    std::optional<Role> role;
    if (!roleOption(ctx, args, usage, &role))
        return ExitUsage;
    QList<ImportedStatement> statements;
    if (!importOne(ctx, ctx.registry(), args.positional.constFirst(), role, &statements))
        return ExitUsage;
    if (args.has(QStringLiteral("--current-keys")))
        useCurrentOptionKeys(ctx.registry(), &statements);

    bool failed = false;
    int tables = 0;
    for (const ImportedStatement &s : statements) {
        printFindings(ctx, s);
        failed = failed || s.status == ImportedStatement::Status::Failed;
        tables += s.isTable() ? 1 : 0;
    }
    // One table: its spec as `validate` and `table put` take it; several: an array of them,
    // written element by element as QJsonDocument would indent it. Gathering every spec into
    // one QJsonArray and one document first held some 330 MB more for 10,000 tables.
    if (tables == 1) {
        for (const ImportedStatement &s : statements) {
            if (s.isTable())
                ctx.out << s.spec.toJsonText();
        }
        return failed ? ExitInvalid : ExitOk;
    }
    ctx.out << "[\n";
    int written = 0;
    for (const ImportedStatement &s : statements) {
        if (!s.isTable())
            continue;
        QByteArray element = s.spec.toJsonText(); // ends with a newline
        element.chop(1);
        element.replace("\n", "\n    ");
        ctx.out << "    " << element << (++written < tables ? ",\n" : "\n");
    }
    ctx.out << "]\n";
    return failed ? ExitInvalid : ExitOk;
}

bool parseOnExisting(const QString &name, OnExisting *out)
{
    if (name == QLatin1String("fail"))
        *out = OnExisting::Fail;
    else if (name == QLatin1String("skip"))
        *out = OnExisting::Skip;
    else if (name == QLatin1String("revise"))
        *out = OnExisting::Revise;
    else
        return false;
    return true;
}

/// What the import does with one statement, for the summary.
struct Outcome
{
    QString status; ///< imported, revised, unchanged, skipped, failed
    QString reason; ///< for skipped and failed
    int revision = 0;
};

QJsonObject outcomeJson(const ImportedStatement &s, const Outcome &o)
{
    QJsonObject json{{QStringLiteral("file"), s.file},
                     {QStringLiteral("line"), s.line},
                     {QStringLiteral("column"), s.column},
                     {QStringLiteral("statement"), s.keyword},
                     {QStringLiteral("status"), o.status},
                     {QStringLiteral("findings"), findingsJson(s)}};
    if (!s.tableName.isEmpty())
        json.insert(QStringLiteral("table"), s.tableName);
    if (s.isTable()) {
        json.insert(QStringLiteral("connector"), s.spec.connector);
        json.insert(QStringLiteral("role"), roleName(s.spec.role));
        // Each with the line and column of what it is about.
        QJsonArray diagnostics = diagnosticsToJson(s.diagnostics);
        for (int i = 0; i < diagnostics.size() && i < s.diagnosticPlaces.size(); ++i) {
            QJsonObject d = diagnostics.at(i).toObject();
            d.insert(QStringLiteral("line"), s.diagnosticPlaces.at(i).first);
            d.insert(QStringLiteral("column"), s.diagnosticPlaces.at(i).second);
            diagnostics.replace(i, d);
        }
        json.insert(QStringLiteral("diagnostics"), diagnostics);
    }
    if (o.revision > 0)
        json.insert(QStringLiteral("revision"), o.revision);
    if (!o.reason.isEmpty())
        json.insert(QStringLiteral("reason"), o.reason);
    return json;
}

/// `heldBack`: the import was refused (a statement failed, or the save): a statement that would
/// have been imported is said to be fine but not imported.
QString outcomeLine(Context &ctx, const ImportedStatement &s, const Outcome &o, bool dryRun, bool heldBack)
{
    const QString table = s.isTable() ? QStringLiteral("%1 (%2, %3)").arg(s.spec.name, s.spec.connector, roleName(s.spec.role))
                                      : s.tableName;
    QString what;
    if (heldBack && (o.status == QLatin1String("imported") || o.status == QLatin1String("revised"))) {
        what = ctx.text("not imported %1: it is fine, the import stops at the failed ones", "未导入 %1：它本身无误，导入因失败的语句而整体停止").arg(table);
    } else if (o.status == QLatin1String("imported") || o.status == QLatin1String("revised")) {
        const bool revised = o.status == QLatin1String("revised");
        what = dryRun ? (revised ? ctx.text("would revise %1", "将修订 %1") : ctx.text("would import %1", "将导入 %1")).arg(table)
                      : (revised ? ctx.text("revised %1, revision %2", "已修订 %1，第 %2 版") : ctx.text("imported %1, revision %2", "已导入 %1，第 %2 版"))
                            .arg(table, QString::number(o.revision));
    } else if (o.status == QLatin1String("unchanged")) {
        what = ctx.text("unchanged %1: the same as its revision %2, no revision written", "未变化 %1：与其第 %2 版相同，未写入新版本")
                   .arg(table, QString::number(o.revision));
    } else if (o.status == QLatin1String("skipped") && s.catalog) {
        what = ctx.text("read %1 %2: the %3 catalog of the tables in it, a connection", "已读取 %1 %2：其中各表所在的 %3 目录，作为连接")
                   .arg(s.keyword, s.catalog->name, s.catalog->connector);
    } else if (o.status == QLatin1String("skipped")) {
        what = ctx.text("skipped %1: %2", "已跳过 %1：%2").arg(s.isTable() ? table : s.keyword, o.reason);
    } else {
        what = ctx.text("failed %1: %2", "失败 %1：%2").arg(s.tableName.isEmpty() ? s.keyword : s.tableName, o.reason);
    }
    return s.where() + QStringLiteral(": ") + what;
}

/// What the import will do with each statement, decided before the catalog is written.
struct ImportPlan
{
    QList<Outcome> outcomes;     ///< one per statement
    QList<TableSpec> specs;      ///< what putMany saves, in order
    QList<int> specStatement;    ///< for each of `specs`, the statement it comes from
    bool refused = false;        ///< a statement failed, or a name conflicts under --on-conflict fail
};

ImportPlan planImport(Context &ctx, const QList<ImportedStatement> &statements, const QSet<QString> &stored,
                      const QString &database, OnExisting onExisting)
{
    ImportPlan plan;
    const QList<int> earlierDefinition = earlierDefinitions(statements);
    for (int i = 0; i < statements.size(); ++i) {
        const ImportedStatement &s = statements.at(i);
        Outcome o;
        const QString key = nameKey(s.spec.name);
        const int earlier = earlierDefinition.at(i);
        if (s.status == ImportedStatement::Status::Failed) {
            o.status = QStringLiteral("failed");
            for (const DdlFinding &f : s.findings) {
                if (f.isError()) {
                    o.reason = f.message.in(ctx.lang);
                    break;
                }
            }
            plan.refused = true;
        } else if (s.status == ImportedStatement::Status::Skipped) {
            o.status = QStringLiteral("skipped");
            o.reason = ctx.text("not a CREATE TABLE statement", "不是 CREATE TABLE 语句");
        } else if (stored.contains(key) && onExisting != OnExisting::Revise) {
            if (onExisting == OnExisting::Skip) {
                o.status = QStringLiteral("skipped");
                o.reason = ctx.text("a table of that name exists in %1", "%1 中已有同名表").arg(database);
            } else {
                o.status = QStringLiteral("failed");
                o.reason = ctx.text("a table of that name exists in %1 (use --on-conflict skip or revise)",
                              "%1 中已有同名表（可使用 --on-conflict skip 或 revise）")
                               .arg(database);
                plan.refused = true;
            }
        } else if (earlier >= 0 && onExisting != OnExisting::Revise) {
            // Repeated within this import: not "exists in the database", which it does not.
            const QString first = statements.at(earlier).where();
            if (onExisting == OnExisting::Skip) {
                o.status = QStringLiteral("skipped");
                o.reason = ctx.text("%1 is defined again in this import; the first definition (%2) is the one imported",
                              "%1 在本次导入中重复定义；导入的是第一个定义（%2）")
                               .arg(s.spec.name, first);
            } else {
                o.status = QStringLiteral("failed");
                o.reason = ctx.text("%1 is defined twice in this import (first at %2); keep one, or use --on-conflict skip or revise",
                              "%1 在本次导入中定义了两次（第一次在 %2）；请只保留一个，或使用 --on-conflict skip 或 revise")
                               .arg(s.spec.name, first);
                plan.refused = true;
            }
        } else {
            // Under revise, a later definition of a name is saved after the earlier one: the
            // last definition in the files is the table's current revision.
            o.status = stored.contains(key) || earlier >= 0 ? QStringLiteral("revised") : QStringLiteral("imported");
            if (earlier >= 0)
                o.reason = ctx.text("after the definition at %1", "在 %1 处的定义之后").arg(statements.at(earlier).where());
            plan.specs << s.spec;
            plan.specStatement << i;
        }
        plan.outcomes << o;
    }
    return plan;
}

/// What an import says of the connections its tables could use (offerConnections()): made (or
/// to be made, on a dry run) when `make`, else how to make them.
QStringList connectionLines(Context &ctx, const QList<ConnectionOffer> &offers, bool make, bool dryRun)
{
    QStringList lines;
    const QString comma = ctx.text(", ", "、");
    for (const ConnectionOffer &o : offers) {
        const QString tables = o.tablesInShort().in(ctx.lang);
        const QString keys = o.connection.options.keys().join(comma);
        if (!make)
            lines << ctx.text("note: %1 repeat %2; --make-connections gives them connection \"%3\" instead",
                        "提示：%1 重复了 %2；使用 --make-connections 改为由连接“%3”提供")
                         .arg(tables, keys, o.connection.name);
        else if (o.existing)
            lines << (dryRun ? ctx.text("would use connection \"%1\" for %2 (%3)", "将让 %2 使用连接“%1”（%3）")
                             : ctx.text("%2 use connection \"%1\" (%3)", "%2 使用连接“%1”（%3）"))
                         .arg(o.connection.name, tables, keys);
        else
            lines << (dryRun ? ctx.text("would make connection \"%1\" for %2 (%3)", "将为 %2 创建连接“%1”（%3）")
                             : ctx.text("made connection \"%1\" for %2 (%3)", "已为 %2 创建连接“%1”（%3）"))
                         .arg(o.connection.name, tables, keys);
    }
    return lines;
}

QJsonArray connectionsJson(const QList<ConnectionOffer> &offers, bool make)
{
    QJsonArray out;
    for (const ConnectionOffer &o : offers) {
        out.append(QJsonObject{{QStringLiteral("name"), o.connection.name},
                               {QStringLiteral("connector"), o.connection.connector},
                               {QStringLiteral("existing"), o.existing},
                               {QStringLiteral("used"), make},
                               {QStringLiteral("options"), QJsonArray::fromStringList(o.connection.options.keys())},
                               {QStringLiteral("tables"), QJsonArray::fromStringList(o.tables)}});
    }
    return out;
}

int importCommand(Context &ctx, const QStringList &words)
{
    const QString usage = QStringLiteral("streamtable [--catalog FILE] import FILE.sql|DIR... --db DB [--role source|sink|both] "
                                         "[--dry-run] [--on-conflict skip|revise|fail] [--make-connections] [--current-keys] [--json]");
    Arguments args;
    if (!parseArguments(ctx, words, {QStringLiteral("--db"), QStringLiteral("--role"), QStringLiteral("--on-conflict")},
                        {QStringLiteral("--dry-run"), QStringLiteral("--make-connections"), QStringLiteral("--current-keys")}, 1, INT_MAX,
                        usage, &args))
        return ExitUsage;
    const QString database = args.value(QStringLiteral("--db"));
    if (database.isEmpty())
        return usageError(ctx, ctx.text("--db DB is required; usage: %1", "必须指定 --db 库；用法：%1").arg(usage));
    std::optional<Role> role;
    if (!roleOption(ctx, args, usage, &role))
        return ExitUsage;
    OnExisting onExisting = OnExisting::Fail;
    if (args.has(QStringLiteral("--on-conflict")) && !parseOnExisting(args.value(QStringLiteral("--on-conflict")), &onExisting))
        return usageError(ctx, ctx.text("--on-conflict takes skip, revise or fail, not \"%1\"; usage: %2",
                                  "--on-conflict 只接受 skip、revise 或 fail，而不是“%1”；用法：%2")
                                   .arg(args.value(QStringLiteral("--on-conflict")), usage));
    const bool dryRun = args.has(QStringLiteral("--dry-run"));

    // Read everything first: an unreadable file stops the import before the catalog is touched,
    // and every file that cannot be read is named, not just the first.
    QStringList files;
    LocalizedText error;
    if (!collectDdlFiles(args.positional, &files, &error))
        return usageError(ctx, error.in(ctx.lang));
    // The statements are read with the keys of the database's target. Reading the target does
    // not change the catalog: a catalog file that does not exist yet is not made here (nor one
    // on a server: an empty database there is refused by the read-only probe).
    const SchemaRegistry *registry = &ctx.registry();
    const QString catalogPath = Catalog::resolvePath(ctx.catalogPath);
    {
        // Closed before the import's own connection opens: SQLite checkpoints the -wal and removes
        // it when the last connection closes, which a read-only one cannot do. Left open, it
        // outlived the import's and left a -wal that made every later command check the whole file.
        Catalog probe;
        if ((Catalog::isServerLocation(catalogPath) || QFileInfo::exists(catalogPath))
            && probe.open(catalogPath, false, CatalogAccess::ReadOnly).ok())
            registry = &databaseRegistry(ctx, probe, database);
    }
    QList<ImportedStatement> statements;
    int unreadable = 0;
    QSet<QString> readFiles; // canonical paths: a file named twice (or in a folder named too) is read once
    for (const QString &file : files) {
        const QString key = QFileInfo(file).canonicalFilePath(); // empty for standard input
        if (!key.isEmpty() && readFiles.contains(key)) {
            if (!ctx.json)
                ctx.err << escapeInvisible(ctx.text("%1: note: named again, read once", "%1：注意：重复指定，只读取一次").arg(file)) << '\n';
            continue;
        }
        readFiles.insert(key);
        QList<ImportedStatement> read;
        if (!importOne(ctx, *registry, file, role, &read))
            ++unreadable;
        else if (read.isEmpty() && !ctx.json) // said, not passed over in silence
            ctx.err << escapeInvisible(ctx.text("%1: note: no statements, nothing to import from it", "%1：注意：没有语句，无可导入").arg(file)) << '\n';
        statements += read;
    }
    if (args.has(QStringLiteral("--current-keys")))
        useCurrentOptionKeys(*registry, &statements);
    if (unreadable > 0) {
        printError(ctx, ctx.text("nothing was imported: %1 of %2 files could not be read", "未导入任何内容：%2 个文件中有 %1 个无法读取")
                            .arg(QString::number(unreadable), QString::number(files.size())));
        return ExitUsage;
    }

    ImportRun run;
    run.database = database;
    run.registry = registry;
    run.onExisting = onExisting;
    run.dryRun = dryRun;
    run.makeConnections = args.has(QStringLiteral("--make-connections"));
    return saveImported(ctx, statements, run);
}

} // namespace

int saveImported(Context &ctx, QList<ImportedStatement> statements, const ImportRun &run)
{
    const QString &database = run.database;
    const SchemaRegistry *registry = run.registry;
    const OnExisting onExisting = run.onExisting;
    const bool dryRun = run.dryRun;
    Catalog catalog;
    if (!openCatalog(ctx, &catalog, dryRun ? CatalogAccess::ReadOnly : CatalogAccess::ReadWrite))
        return ExitUsage;
    const CatalogResult<QList<TableInfo>> existing = catalog.list(database);
    if (!existing)
        return fail(ctx, existing.status);
    QSet<QString> stored;
    for (const TableInfo &t : existing.value)
        stored << nameKey(t.name);

    if (run.adjust && !run.adjust(catalog, *registry, &statements))
        return ExitInvalid;
    ImportPlan plan = planImport(ctx, statements, stored, database, onExisting);
    // Cluster settings the tables repeat: a connection of the database's, or a new one, could
    // give them (and with --make-connections does, in the import's transaction).
    const CatalogResult<Connections> connections = catalog.connections(database);
    if (!connections)
        return fail(ctx, connections.status);
    const bool makeConnections = run.makeConnections;
    const QList<ConnectionOffer> offers = run.offerConnections ? offerConnections(plan.specs, *registry, connections.value)
                                                               : QList<ConnectionOffer>();
    Connections made = run.alsoMake;
    // The flow of its INSERT INTO ... SELECT statements becomes the job's wirings.
    const Wirings wirings = importWirings(statements, plan.specs, QStringList(stored.cbegin(), stored.cend()));
    // The lake catalogs the file makes come with their tables, asked for or not.
    const QList<ConnectionOffer> catalogs = catalogOffers(statements, plan.specs, connections.value);
    for (const ConnectionOffer &catalog : catalogs) {
        if (!catalog.existing)
            made << catalog.connection;
    }
    if (makeConnections) {
        for (const ConnectionOffer &offer : offers) {
            for (TableSpec &spec : plan.specs)
                spec = useConnection(spec, offer);
            if (!offer.existing)
                made << offer.connection;
        }
    }
    QList<Outcome> outcomes = plan.outcomes;
    QString saveError;
    if (!plan.refused && !dryRun && !plan.specs.isEmpty()) {
        // One transaction for the whole call: all tables and connections, or none.
        QList<int> bases;
        if (run.baseRevisions) {
            for (const TableSpec &spec : plan.specs)
                bases << run.baseRevisions->value(nameKey(spec.name), Catalog::AnyRevision);
        }
        const CatalogResult<QList<BatchSaved>> saved = catalog.putMany(database, plan.specs, onExisting, made, wirings, bases);
        if (saved) {
            for (int k = 0; k < plan.specStatement.size(); ++k) {
                Outcome &o = outcomes[plan.specStatement.at(k)];
                o.revision = saved.value.at(k).revision;
                // The spec equals the table's current revision: none written, and said so.
                if (saved.value.at(k).outcome == BatchSaved::Outcome::Unchanged)
                    o.status = QStringLiteral("unchanged");
            }
        } else {
            saveError = saved.status.message(ctx.lang);
        }
    }
    const bool refused = plan.refused || !saveError.isEmpty();

    QJsonArray summary;
    for (int i = 0; i < statements.size(); ++i) {
        const ImportedStatement &s = statements.at(i);
        if (ctx.json) {
            summary.append(outcomeJson(s, outcomes.at(i)));
        } else {
            printFindings(ctx, s);
            // One line per statement, also when the import is refused.
            ctx.out << escapeInvisible(outcomeLine(ctx, s, outcomes.at(i), dryRun, refused)) << '\n';
        }
    }
    if (ctx.json) {
        // Printed whatever the outcome: a script reads what happened from here, also on refusal.
        QJsonObject result{{QStringLiteral("database"), database},
                           {QStringLiteral("dryRun"), dryRun},
                           {QStringLiteral("imported"), !refused && !dryRun},
                           {QStringLiteral("statements"), summary},
                           {QStringLiteral("connections"), connectionsJson(offers, makeConnections)},
                           {QStringLiteral("catalogs"), connectionsJson(catalogs, true)},
                           {QStringLiteral("wirings"), [&wirings] {
                                QJsonArray out;
                                for (const Wiring &w : wirings)
                                    out.append(QJsonObject{{QStringLiteral("source"), w.source}, {QStringLiteral("sink"), w.sink}});
                                return out;
                            }()}};
        if (!saveError.isEmpty())
            result.insert(QStringLiteral("error"), saveError);
        printJson(ctx, result);
    }
    if (!ctx.json && !refused) {
        for (const QString &line : connectionLines(ctx, catalogs, true, dryRun) + connectionLines(ctx, offers, makeConnections, dryRun))
            ctx.out << escapeInvisible(line) << '\n';
        for (const Wiring &w : wirings)
            ctx.out << escapeInvisible((!run.wiringsFromInserts ? (dryRun ? ctx.text("would wire %1 -> %2 in the job", "将在作业中连线 %1 -> %2")
                                                                            : ctx.text("wired %1 -> %2 in the job", "已在作业中连线 %1 -> %2"))
                                        : dryRun ? ctx.text("would wire %1 -> %2 in the job (an INSERT INTO ... SELECT)", "将在作业中连线 %1 -> %2（INSERT INTO ... SELECT）")
                                               : ctx.text("wired %1 -> %2 in the job (an INSERT INTO ... SELECT)", "已在作业中连线 %1 -> %2（INSERT INTO ... SELECT）"))
                                           .arg(w.source, w.sink))
                    << '\n';
    }
    if (!saveError.isEmpty()) {
        printError(ctx, ctx.text("nothing was imported: %1", "未导入任何内容：%1").arg(saveError));
        return ExitInvalid;
    }
    if (refused) {
        printError(ctx, ctx.text("nothing was imported: fix the statements marked failed, then import again",
                           "未导入任何内容：请修正标记为失败的语句后重新导入"));
        return ExitInvalid;
    }
    return ExitOk;
}


int runImportCommand(Context &ctx, const QString &command, const QStringList &args)
{
    return command == QLatin1String("spec") ? specCommand(ctx, args) : importCommand(ctx, args);
}

} // namespace st::cli

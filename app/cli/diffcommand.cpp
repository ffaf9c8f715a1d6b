// `streamtable diff A B [--json] [--ddl] [--alter]`: what changed between two tables or two sets of
// tables, from the catalog (DB/TABLE[@REVISION], DB/), a spec file or a .sql file.

#include "cli.h"
#include "cliutil.h"

#include "catalog/catalog.h"
#include "check/validator.h"
#include "compare/specdiff.h"
#include "core/names.h"
#include "import/ddlimport.h"
#include "compare/altertable.h"
#include "sql/ddlwriter.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>

namespace st::cli {

namespace {

const QString usage = QStringLiteral("streamtable diff A B [--json] [--ddl] [--alter]  (A, B: DB/TABLE[@REVISION], DB/, SPEC.json or FILE.sql)");

/// One side of the comparison: a table, or a set of tables (a database, a file of several).
struct Side
{
    QString shown;           ///< as the user named it
    bool isSet = false;      ///< DB/ or a .sql file of several tables
    QList<TableSpec> tables; ///< one for a table
    QString database;        ///< the logical database it was read from, when from the catalog
};

bool readTables(Context &ctx, Catalog &catalog, bool &catalogOpen, const QString &operand, Side *out);

/// Reads one side, and names the target each of its tables is written for where the table
/// names none: its database's, and outside a database the default (as `table show` and the
/// export write it). Two tables alike but in databases of different targets are written
/// differently, so they differ (a drop and create, with --alter); they compared equal.
bool readSide(Context &ctx, Catalog &catalog, bool &catalogOpen, const QString &operand, Side *out)
{
    if (!readTables(ctx, catalog, catalogOpen, operand, out))
        return false;
    QString written = out->database.isEmpty() ? QString() : catalog.database(out->database).value.target;
    if (written.isEmpty())
        written = ctx.defaultTargetId();
    for (TableSpec &t : out->tables) {
        if (t.target.isEmpty())
            t.target = written;
    }
    return true;
}

bool readTables(Context &ctx, Catalog &catalog, bool &catalogOpen, const QString &operand, Side *out)
{
    out->shown = operand;
    const QFileInfo file(operand);
    if (operand == QLatin1String("-") || file.exists()) {
        if (operand.endsWith(QLatin1String(".sql"), Qt::CaseInsensitive)) {
            QList<ImportedStatement> statements;
            LocalizedText error;
            if (!DdlImporter(ctx.registry()).importFile(operand, std::nullopt, &statements, &error)) {
                usageError(ctx, error.in(ctx.lang));
                return false;
            }
            for (const ImportedStatement &s : std::as_const(statements)) {
                if (s.status == ImportedStatement::Status::Failed) {
                    usageError(ctx, ctx.text("%1: a statement cannot be read; see streamtable spec %1", "%1：有语句无法读取；参见 streamtable spec %1")
                                        .arg(s.where()));
                    return false;
                }
                if (!s.isTable())
                    continue;
                // A password written in the file is compared as written (the import put a
                // reference named after the table in its place, the same in both files); the
                // diff shows it only as "(secret)".
                TableSpec spec = s.spec;
                for (auto it = s.secretsInClear.cbegin(); it != s.secretsInClear.cend(); ++it)
                    spec.options.insert(it.key(), it.value());
                out->tables << spec;
            }
            if (out->tables.isEmpty()) {
                usageError(ctx, ctx.text("%1 holds no CREATE TABLE", "%1 中没有 CREATE TABLE").arg(operand));
                return false;
            }
            out->isSet = out->tables.size() > 1;
            return true;
        }
        TableSpec spec;
        if (!readSpecFile(ctx, operand, &spec))
            return false;
        out->tables << spec;
        return true;
    }
    const int slash = int(operand.indexOf(QLatin1Char('/')));
    if (slash <= 0) {
        usageError(ctx, ctx.text("\"%1\" is no file and no DB/TABLE; usage: %2", "“%1”既不是文件也不是 DB/TABLE；用法：%2").arg(operand, usage));
        return false;
    }
    if (!catalogOpen) {
        if (!openCatalog(ctx, &catalog, CatalogAccess::ReadOnly))
            return false;
        catalogOpen = true;
    }
    out->database = operand.left(slash);
    QString table = operand.mid(slash + 1);
    if (table.isEmpty()) { // DB/: the whole database
        const CatalogResult<QList<StoredTable>> stored = catalog.latestSpecs(out->database);
        if (!stored) {
            fail(ctx, stored.status);
            return false;
        }
        for (const StoredTable &t : stored.value)
            out->tables << t.spec;
        out->isSet = true;
        return true;
    }
    int revision = 0;
    const int at = int(table.lastIndexOf(QLatin1Char('@')));
    if (at > 0) {
        bool ok = false;
        revision = table.mid(at + 1).toInt(&ok);
        if (!ok || revision <= 0) {
            usageError(ctx, ctx.text("\"%1\" is not a revision number", "“%1”不是有效的版本号").arg(table.mid(at + 1)));
            return false;
        }
        table = table.left(at);
    }
    const CatalogResult<StoredTable> stored = catalog.get(out->database, table, revision);
    if (!stored) {
        fail(ctx, stored.status);
        return false;
    }
    out->tables << stored.value.spec;
    return true;
}

QJsonArray changesJson(const SpecChanges &changes)
{
    QJsonArray array;
    for (const SpecChange &c : changes)
        array.append(c.toJson());
    return array;
}

/// The DDL a side's table is written as, for --ddl: for its own target, else its database's.
QStringList ddlLines(Context &ctx, const Catalog &catalog, bool catalogOpen, const Side &side)
{
    const SchemaRegistry &registry = catalogOpen && !side.database.isEmpty() ? databaseRegistry(ctx, catalog, side.database) : ctx.registry();
    const DdlWriter writer(registry);
    QString ddl;
    LocalizedText error;
    // A password held as it is is not printed: the diff shows where it changed, not what it is.
    const TableSpec &spec = side.tables.at(0);
    if (!writer.write(withSecretsMasked(spec, registry), writer.targetDialect(spec.target), &ddl, &error))
        return {QStringLiteral("-- ") + error.in(ctx.lang)};
    return ddl.split(QLatin1Char('\n'));
}

/// The ALTER TABLE statements that make A into B on B's target, for --alter; or, where the
/// change cannot be made in place, SQL comments that say why the table must be recreated.
QStringList alterLines(Context &ctx, const Catalog &catalog, bool catalogOpen, const Side &a, const Side &b, AlterPlan *plan)
{
    const SchemaRegistry &registry = catalogOpen && !b.database.isEmpty() ? databaseRegistry(ctx, catalog, b.database) : ctx.registry();
    *plan = alterTable(a.tables.at(0), b.tables.at(0), registry);
    return plan->script(ctx.lang);
}

} // namespace

int runDiffCommand(Context &ctx, const QStringList &words)
{
    Arguments args;
    if (!parseArguments(ctx, words, {}, {QStringLiteral("--ddl"), QStringLiteral("--alter")}, 2, 2, usage, &args))
        return ExitUsage;
    Catalog catalog;
    bool catalogOpen = false;
    Side a;
    Side b;
    if (!readSide(ctx, catalog, catalogOpen, args.positional.at(0), &a) || !readSide(ctx, catalog, catalogOpen, args.positional.at(1), &b))
        return ExitUsage;
    if (a.isSet != b.isSet) {
        return usageError(ctx, ctx.text("%1 is %2 and %3 is %4: compare a table with a table, or a set of tables with a set",
                                  "%1 是%2，而 %3 是%4：请比较表与表，或一组表与一组表")
                                   .arg(a.shown, a.isSet ? ctx.text("a set of tables", "一组表") : ctx.text("one table", "一张表"), b.shown,
                                        b.isSet ? ctx.text("a set of tables", "一组表") : ctx.text("one table", "一张表")));
    }
    if (!a.isSet) {
        const SpecChanges changes = diffSpecs(a.tables.at(0), b.tables.at(0), secretOptionsOfEither(a.tables.at(0), b.tables.at(0), ctx.registry()));
        const bool alter = args.has(QStringLiteral("--alter")) && !changes.isEmpty();
        AlterPlan plan;
        const QStringList alterText = alter ? alterLines(ctx, catalog, catalogOpen, a, b, &plan) : QStringList();
        if (ctx.json) {
            QJsonObject out{{QStringLiteral("a"), a.shown}, {QStringLiteral("b"), b.shown}, {QStringLiteral("equal"), changes.isEmpty()},
                            {QStringLiteral("changes"), changesJson(changes)}};
            if (alter) {
                QJsonArray reasons;
                for (const LocalizedText &why : std::as_const(plan.recreateBecause))
                    reasons.append(why.toJson());
                out.insert(QStringLiteral("alter"), QJsonObject{{QStringLiteral("inPlace"), plan.inPlace()},
                                                                {QStringLiteral("statements"), QJsonArray::fromStringList(plan.statements)},
                                                                {QStringLiteral("recreateBecause"), reasons}});
            }
            printJson(ctx, out);
        } else {
            for (const SpecChange &c : changes)
                ctx.out << escapeInvisible(c.text().in(ctx.lang)) << '\n';
            if (changes.isEmpty())
                ctx.out << ctx.text("no differences", "没有差异") << '\n';
            if (args.has(QStringLiteral("--ddl")) && !changes.isEmpty()) {
                ctx.out << "--- " << a.shown << '\n' << "+++ " << b.shown << '\n';
                for (const QString &line : diffLines(ddlLines(ctx, catalog, catalogOpen, a), ddlLines(ctx, catalog, catalogOpen, b)))
                    ctx.out << escapeInvisible(line) << '\n';
            }
            if (alter) {
                ctx.out << '\n';
                for (const QString &line : alterText)
                    ctx.out << escapeInvisible(line) << '\n';
            }
        }
        return changes.isEmpty() ? ExitOk : ExitInvalid;
    }
    const TablesDiff diff = diffTables(a.tables, b.tables);
    if (ctx.json) {
        QJsonArray changed;
        for (const auto &[name, changes] : diff.changed)
            changed.append(QJsonObject{{QStringLiteral("table"), name}, {QStringLiteral("changes"), changesJson(changes)}});
        printJson(ctx, QJsonObject{{QStringLiteral("a"), a.shown}, {QStringLiteral("b"), b.shown}, {QStringLiteral("equal"), diff.isEmpty()},
                                   {QStringLiteral("added"), QJsonArray::fromStringList(diff.added)},
                                   {QStringLiteral("removed"), QJsonArray::fromStringList(diff.removed)}, {QStringLiteral("changed"), changed}});
    } else {
        for (const QString &name : diff.removed)
            ctx.out << escapeInvisible(ctx.text("table %1: removed", "表 %1：已删除").arg(name)) << '\n';
        for (const QString &name : diff.added)
            ctx.out << escapeInvisible(ctx.text("table %1: added", "表 %1：新增").arg(name)) << '\n';
        for (const auto &[name, changes] : diff.changed) {
            ctx.out << escapeInvisible(ctx.text("table %1: changed", "表 %1：已修改").arg(name)) << '\n';
            for (const SpecChange &c : changes)
                ctx.out << "  " << escapeInvisible(c.text().in(ctx.lang)) << '\n';
        }
        if (diff.isEmpty())
            ctx.out << ctx.text("no differences", "没有差异") << '\n';
    }
    return diff.isEmpty() ? ExitOk : ExitInvalid;
}

} // namespace st::cli

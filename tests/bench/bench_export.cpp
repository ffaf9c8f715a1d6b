// Exporting one file per table, 2,000 and 10,000 tables, against a plain loop that writes the
// same bytes to the same paths (open, write, close: no temporary, no rename, no sync). The
// export writes every file to a temporary name, syncs them all once, renames them into place
// and syncs their folders (OutputFolder::Batch). See docs/PERFORMANCE.md.
//
// The catalog is filled once per run in a temporary folder (10 databases of 1,000 Kafka
// sources) in one transaction with prepared statements, through the catalog's own schema.
// Wall time is what is reported: the export's cost is mostly waiting for the disk.

#include "catalog/catalog.h"
#include "core/names.h"
#include "export/exporter.h"
#include "schema/schemaregistry.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QJsonDocument>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>

#include <benchmark/benchmark.h>

#include <cstdio>
#include <utility>

#ifdef Q_OS_UNIX
#include <unistd.h>
#endif

using namespace st;

namespace {

constexpr int DatabaseCount = 10;
constexpr int TablesPerDatabase = 1000;

QTemporaryDir *g_dir = nullptr;
QString g_catalogPath;
SchemaRegistry *g_registry = nullptr;

QString databaseName(int i)
{
    return QStringLiteral("db_%1").arg(i, 2, 10, QLatin1Char('0'));
}

/// A Kafka source of seven columns, a key, a watermark and six options (as bench_catalog's).
TableSpec sampleSpec(const QString &name)
{
    TableSpec s;
    s.name = name;
    s.connector = QStringLiteral("kafka");
    s.role = Role::Source;
    s.comment = QStringLiteral("benchmark table");
    s.columns = {ColumnSpec{QStringLiteral("id"), QStringLiteral("BIGINT"), {}, {}, false, false, QStringLiteral("id")},
                 ColumnSpec{QStringLiteral("user_id"), QStringLiteral("BIGINT"), {}, {}, false, true, {}},
                 ColumnSpec{QStringLiteral("amount"), QStringLiteral("DECIMAL(10, 2)"), {}, {}, false, true, {}},
                 ColumnSpec{QStringLiteral("status"), QStringLiteral("STRING"), {}, {}, false, true, {}},
                 ColumnSpec{QStringLiteral("event_time"), QStringLiteral("TIMESTAMP_LTZ(3)"), {}, QStringLiteral("timestamp"), true, true, {}},
                 ColumnSpec{QStringLiteral("ts"), QStringLiteral("TIMESTAMP(3)"), {}, {}, false, true, {}},
                 ColumnSpec{QStringLiteral("total"), {}, QStringLiteral("amount * 100"), {}, false, true, {}}};
    s.primaryKey = QStringList{QStringLiteral("id")};
    s.watermark = {QStringLiteral("ts"), QStringLiteral("ts - INTERVAL '5' SECOND")};
    s.options = {{QStringLiteral("topic"), name},
                 {QStringLiteral("properties.bootstrap.servers"), QStringLiteral("kafka-1:9092,kafka-2:9092")},
                 {QStringLiteral("properties.group.id"), QStringLiteral("bench")},
                 {QStringLiteral("scan.startup.mode"), QStringLiteral("earliest-offset")},
                 {QStringLiteral("format"), QStringLiteral("json")},
                 {QStringLiteral("json.ignore-parse-errors"), QStringLiteral("true")}};
    return s;
}

bool exec(QSqlQuery &q)
{
    if (q.exec())
        return true;
    std::fprintf(stderr, "populate: %s\n", qPrintable(q.lastError().text()));
    return false;
}

bool populate()
{
    {
        Catalog catalog;
        const CatalogStatus s = catalog.open(g_catalogPath);
        if (!s) {
            std::fprintf(stderr, "%s\n", qPrintable(s.message(Language::En)));
            return false;
        }
    }
    bool ok = true;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("populate"));
        db.setDatabaseName(g_catalogPath);
        ok = db.open();
        QSqlQuery q(db);
        ok = ok && q.exec(QStringLiteral("BEGIN"));
        const QString now = QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
        QSqlQuery insertDb(db);
        QSqlQuery insertTable(db);
        QSqlQuery insertRevision(db);
        insertDb.prepare(QStringLiteral("INSERT INTO databases (name, name_key, comment, created_at) VALUES (?, ?, '', ?)"));
        insertTable.prepare(QStringLiteral("INSERT INTO tables (database_id, name, name_key, connector, role, revision, created_at, saved_at)"
                                           " VALUES (?, ?, ?, 'kafka', 'source', 1, ?, ?)"));
        insertRevision.prepare(QStringLiteral("INSERT INTO revisions (table_id, revision, spec, saved_at) VALUES (?, 1, ?, ?)"));
        for (int d = 0; d < DatabaseCount && ok; ++d) {
            insertDb.bindValue(0, databaseName(d));
            insertDb.bindValue(1, nameKey(databaseName(d)));
            insertDb.bindValue(2, now);
            ok = exec(insertDb);
            const qint64 dbId = insertDb.lastInsertId().toLongLong();
            for (int t = 0; t < TablesPerDatabase && ok; ++t) {
                const TableSpec spec = sampleSpec(QStringLiteral("orders_%1_%2").arg(d).arg(t, 4, 10, QLatin1Char('0')));
                insertTable.bindValue(0, dbId);
                insertTable.bindValue(1, spec.name);
                insertTable.bindValue(2, nameKey(spec.name));
                insertTable.bindValue(3, now);
                insertTable.bindValue(4, now);
                ok = exec(insertTable);
                insertRevision.bindValue(0, insertTable.lastInsertId());
                insertRevision.bindValue(1, QString::fromUtf8(QJsonDocument(spec.toJson()).toJson(QJsonDocument::Compact)));
                insertRevision.bindValue(2, now);
                ok = ok && exec(insertRevision);
            }
        }
        ok = ok && q.exec(QStringLiteral("COMMIT"));
        q.finish();
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("populate"));
    return ok;
}

/// The first databases, holding `tables` tables in all.
QStringList chosenDatabases(int tables)
{
    QStringList names;
    for (int d = 0; d < tables / TablesPerDatabase; ++d)
        names << databaseName(d);
    return names;
}

/// Flushes what earlier benchmarks left dirty, outside the timing, so that one benchmark's
/// writes are not waited for by the next one's sync.
void settle(benchmark::State &state)
{
    state.PauseTiming();
#ifdef Q_OS_UNIX
    ::sync();
#endif
    state.ResumeTiming();
}

/// Removes what `folder` holds, outside the timing.
void empty(benchmark::State &state, const QString &folder)
{
    state.PauseTiming();
    QDir(folder).removeRecursively();
    QDir().mkpath(folder);
    state.ResumeTiming();
}

void BM_ExportFilePerTable(benchmark::State &state)
{
    const int tables = int(state.range(0));
    Catalog catalog;
    if (!catalog.open(g_catalogPath)) {
        state.SkipWithError("open failed");
        return;
    }
    const bool replace = state.range(1) != 0;
    QTemporaryDir out;
    ExportOptions options;
    options.outDir = out.path();
    options.databases = chosenDatabases(tables);
    for (auto _ : state) {
        if (!replace)
            empty(state, out.path());
        settle(state);
        const ExportResult result = Exporter(catalog, *g_registry).run(options);
        if (!result.complete() || result.tableCount() != tables) {
            state.SkipWithError(qPrintable(result.status.message(Language::En) + result.problems.value(0).message.en));
            break;
        }
    }
    state.SetItemsProcessed(state.iterations() * tables);
}
// Second argument 1: into a folder holding the files of the previous iteration (replaced);
// 0: into an emptied folder (created).
BENCHMARK(BM_ExportFilePerTable)->ArgsProduct({{2000, 10000}, {1, 0}})->UseRealTime()->Unit(benchmark::kMillisecond);

/// The same files (paths and bytes, taken from one export) written by a plain loop (truncating
/// the previous iteration's files when replacing), with the same two cases as the export.
void BM_PlainWriteLoop(benchmark::State &state)
{
    const int tables = int(state.range(0));
    Catalog catalog;
    QTemporaryDir reference;
    ExportOptions options;
    options.outDir = reference.path();
    options.databases = chosenDatabases(tables);
    if (!catalog.open(g_catalogPath) || !Exporter(catalog, *g_registry).run(options).complete()) {
        state.SkipWithError("reference export failed");
        return;
    }
    QList<std::pair<QString, QByteArray>> files;
    QDirIterator it(reference.path(), QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        QFile f(it.next());
        if (!f.open(QIODevice::ReadOnly)) {
            state.SkipWithError("cannot read the reference export");
            return;
        }
        files.append({QDir(reference.path()).relativeFilePath(f.fileName()), f.readAll()});
    }
    if (files.size() != tables) {
        state.SkipWithError("wrong file count");
        return;
    }
    const bool replace = state.range(1) != 0;
    QTemporaryDir out;
    for (auto _ : state) {
        if (!replace)
            empty(state, out.path());
        state.PauseTiming();
        for (const QString &db : std::as_const(options.databases))
            QDir(out.path()).mkpath(db);
        state.ResumeTiming();
        settle(state);
        for (const auto &[path, bytes] : std::as_const(files)) {
            QFile f(out.filePath(path));
            if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || f.write(bytes) != bytes.size()) {
                state.SkipWithError("write failed");
                break;
            }
        }
    }
    state.SetItemsProcessed(state.iterations() * tables);
}
BENCHMARK(BM_PlainWriteLoop)->ArgsProduct({{2000, 10000}, {1, 0}})->UseRealTime()->Unit(benchmark::kMillisecond);

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv))
        return 1;
    QTemporaryDir dir;
    if (!dir.isValid())
        return 1;
    g_dir = &dir;
    g_catalogPath = dir.filePath(QStringLiteral("catalog.sqlite"));
    SchemaRegistry registry = SchemaRegistry::loadDefault();
    g_registry = &registry;
    if (!populate())
        return 1;
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}

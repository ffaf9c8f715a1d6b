// Catalog speed with 100,000 tables in 100 logical databases (1,000 each): open the catalog,
// list one database, search by a name substring, save one table, export one database; and the
// same listing read by the sqlite3 command-line tool, for comparison. See docs/PERFORMANCE.md.
//
// The catalog is filled once per run in a temporary folder, in one transaction with prepared
// statements, through the catalog's own schema (a catalog opened by Catalog first).
//
// Built again as bench_catalog_server (ST_CATALOG_ON_SERVER): the same on a PostgreSQL server
// the benchmark starts on this machine (fsync on), reached over TCP on 127.0.0.1.

#include "benchmain.h"
#include "benchspecs.h"
#include "catalog/catalog.h"
#include "core/names.h"
#include "export/exporter.h"
#include "schema/schemaregistry.h"
#include "../support/catalogplace.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonDocument>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <benchmark/benchmark.h>

#include <cstdio>
#include <memory>

using namespace st;
using namespace st::bench;

namespace {

constexpr int DatabaseCount = 100;
constexpr int TablesPerDatabase = 1000;
const QString ListedDatabase = QStringLiteral("db_042");

QString g_catalogPath;
SchemaRegistry *g_registry = nullptr;

QString databaseName(int i)
{
    return QStringLiteral("db_%1").arg(i, 3, 10, QLatin1Char('0'));
}

QString tableName(int db, int t)
{
    static const char *const words[] = {"orders", "payments", "users", "clicks", "events",
                                        "inventory", "shipments", "refunds", "sessions", "metrics"};
    return QStringLiteral("%1_%2_%3").arg(QLatin1String(words[t % 10])).arg(db, 3, 10, QLatin1Char('0')).arg(t, 4, 10, QLatin1Char('0'));
}

/// Fills the catalog: 100 databases of 1,000 tables, one revision each.
bool populate()
{
    if (!createCatalog(g_catalogPath))
        return false;
    QElapsedTimer timer;
    timer.start();
    bool ok = true;
    {
        QSqlDatabase db = test::rawConnection(g_catalogPath, QStringLiteral("populate"));
        ok = db.isOpen();
        QSqlQuery q(db);
        ok = ok && q.exec(QStringLiteral("BEGIN"));
        CatalogRows rows(db);
        const QStringList connectors{QStringLiteral("kafka"), QStringLiteral("kafka"), QStringLiteral("hudi"), QStringLiteral("hdfs")};
        for (int d = 0; d < DatabaseCount && ok; ++d) {
            const qint64 dbId = rows.addDatabase(databaseName(d));
            ok = dbId >= 0;
            for (int t = 0; t < TablesPerDatabase && ok; ++t) {
                TableSpec spec = kafkaSourceSpec(tableName(d, t));
                spec.connector = connectors.at(t % connectors.size());
                ok = rows.addTable(dbId, spec);
            }
        }
        ok = ok && q.exec(QStringLiteral("COMMIT"));
        if (!Catalog::isServerLocation(g_catalogPath))
            ok = ok && q.exec(QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)"));
        q.finish();
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("populate"));
    std::fprintf(stderr, "populated %d tables in %d databases in %lld ms (%lld MB)\n", DatabaseCount * TablesPerDatabase,
                 DatabaseCount, timer.elapsed(), QFileInfo(g_catalogPath).size() / (1024 * 1024)); // 0 MB on a server
    return ok;
}

std::unique_ptr<Catalog> openCatalog(benchmark::State &state)
{
    auto catalog = std::make_unique<Catalog>();
    const CatalogStatus s = catalog->open(g_catalogPath);
    if (!s)
        state.SkipWithError(qPrintable(s.message(Language::En)));
    return catalog;
}

void BM_OpenCatalog(benchmark::State &state)
{
    for (auto _ : state) {
        Catalog catalog;
        if (!catalog.open(g_catalogPath)) {
            state.SkipWithError("open failed");
            break;
        }
    }
}
BENCHMARK(BM_OpenCatalog)->Unit(benchmark::kMillisecond);

void BM_ListOneDatabase(benchmark::State &state)
{
    auto catalog = openCatalog(state);
    for (auto _ : state) {
        const auto tables = catalog->list(ListedDatabase);
        if (tables.value.size() != TablesPerDatabase) {
            state.SkipWithError("wrong table count");
            break;
        }
        benchmark::DoNotOptimize(tables.value);
    }
    state.SetItemsProcessed(state.iterations() * TablesPerDatabase);
}
BENCHMARK(BM_ListOneDatabase)->Unit(benchmark::kMillisecond);

#ifndef ST_CATALOG_ON_SERVER
/// Runs the sqlite3 command-line tool on the catalog with `script` on its standard input and
/// returns the wall time in seconds, or -1.
double runSqlite3(const QString &sqlite3, const QByteArray &script)
{
    QProcess process;
    QElapsedTimer timer;
    timer.start();
    process.start(sqlite3, {g_catalogPath});
    process.write(script);
    process.closeWriteChannel();
    if (!process.waitForFinished() || process.exitCode() != 0)
        return -1;
    return timer.nsecsElapsed() / 1e9;
}

/// The same rows as BM_ListOneDatabase read by the sqlite3 command-line tool (3.40 here, output
/// to /dev/null). Its `.timer` has millisecond resolution, so each iteration runs the query
/// Repeats times in one process and subtracts a run with one query: the process start-up is
/// left out and what remains is the time per query.
void BM_ListOneDatabaseSqlite3Cli(benchmark::State &state)
{
    constexpr int Repeats = 50;
    const QString sqlite3 = QStandardPaths::findExecutable(QStringLiteral("sqlite3"));
    if (sqlite3.isEmpty()) {
        state.SkipWithError("sqlite3 command-line tool not found");
        return;
    }
    const QByteArray query = QStringLiteral("SELECT d.name, t.name, t.connector, t.role, t.revision, t.saved_at, t.created_at"
                                            " FROM databases d JOIN tables t ON t.database_id = d.id"
                                            " WHERE d.name_key = '%1' ORDER BY t.name_key;\n")
                                 .arg(ListedDatabase)
                                 .toUtf8();
    const QByteArray head(".output /dev/null\n");
    const double once = runSqlite3(sqlite3, head + query);
    if (once < 0) {
        state.SkipWithError("sqlite3 failed");
        return;
    }
    for (auto _ : state) {
        const double many = runSqlite3(sqlite3, head + query.repeated(Repeats));
        if (many < 0) {
            state.SkipWithError("sqlite3 failed");
            break;
        }
        state.SetIterationTime(qMax(0.0, many - once) / (Repeats - 1));
    }
    state.SetItemsProcessed(state.iterations() * TablesPerDatabase);
}
BENCHMARK(BM_ListOneDatabaseSqlite3Cli)->UseManualTime()->Unit(benchmark::kMillisecond);
#endif

void BM_SearchByName(benchmark::State &state, const QString &text, int expected)
{
    auto catalog = openCatalog(state);
    for (auto _ : state) {
        const auto found = catalog->search(text);
        if (found.value.size() != expected) {
            state.SkipWithError("wrong match count");
            break;
        }
        benchmark::DoNotOptimize(found.value);
    }
}
// One table matches; every table is looked at.
BENCHMARK_CAPTURE(BM_SearchByName, one_match, QStringLiteral("clicks_042_0423"), 1)->Unit(benchmark::kMillisecond);
// A tenth of all tables (10,000 rows) match and are returned.
BENCHMARK_CAPTURE(BM_SearchByName, ten_thousand_matches, QStringLiteral("PAYMENTS"), DatabaseCount * TablesPerDatabase / 10)
    ->Unit(benchmark::kMillisecond);

void BM_SaveTable(benchmark::State &state)
{
    auto catalog = openCatalog(state);
    const TableSpec spec = kafkaSourceSpec(tableName(7, 7));
    for (auto _ : state) {
        if (!catalog->put(databaseName(7), spec, Catalog::AnyRevision)) {
            state.SkipWithError("save failed");
            break;
        }
    }
}
BENCHMARK(BM_SaveTable)->Unit(benchmark::kMillisecond);

void BM_ExportOneDatabase(benchmark::State &state, bool perDatabase)
{
    auto catalog = openCatalog(state);
    QTemporaryDir out;
    ExportOptions options;
    options.outDir = out.path();
    options.databases = QStringList{ListedDatabase};
    options.perDatabase = perDatabase;
    for (auto _ : state) {
        const ExportResult result = Exporter(*catalog, *g_registry).run(options);
        if (!result.complete() || result.tableCount() != TablesPerDatabase) {
            state.SkipWithError(qPrintable(result.status.message(Language::En) + result.problems.value(0).message.en));
            break;
        }
    }
    state.SetItemsProcessed(state.iterations() * TablesPerDatabase);
}
BENCHMARK_CAPTURE(BM_ExportOneDatabase, file_per_table, false)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_ExportOneDatabase, file_per_database, true)->Unit(benchmark::kMillisecond);

} // namespace

int main(int argc, char **argv)
{
    const std::unique_ptr<bench::BenchmarkProgram> program = bench::startBenchmarks(argc, argv, &g_catalogPath);
    if (!program)
        return 1;
#ifdef ST_CATALOG_ON_SERVER
    test::PostgresServer server;
    QString error;
    if (!server.start(&error, test::PostgresServer::TcpLogin::Trusted, true)) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return 1;
    }
    const QString database = server.createDatabase(&error);
    if (database.isEmpty()) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return 1;
    }
    g_catalogPath = server.url(database);
#endif
    SchemaRegistry registry = SchemaRegistry::loadDefault();
    g_registry = &registry;
    if (!populate())
        return 1;
    return bench::runBenchmarks();
}

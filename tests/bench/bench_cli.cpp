// The `streamtable` command as a whole process, as a user or a script runs it: start-up, opening
// the catalog, the query, formatting and writing the rows (to /dev/null). Each iteration runs
// `streamtable` and then the sqlite3 command-line tool on the same file with the query the
// catalog runs for the command, so both see the same load; the time reported is streamtable's,
// the counters give sqlite3's time and the ratio of the two (issue 19: at most 2x). See
// docs/PERFORMANCE.md, "The CLI as a whole process" and "One program again" (goals: a whole
// `table list` of 10,000 tables within 100 ms; `--version`, BM_Version, within 2x a bare
// QCoreApplication's start).
//
// Also the diff of two logical databases of 10,000 tables each, as a process
// (`streamtable diff big_a/ big_b/`) and in-process (diffTables on specs already read).
//
// The catalog is filled once per run in a temporary folder: 10 databases of 1,000 tables
// (`db list` counts over 10,000 tables) and two of 10,000 (`table list` of 10,000 rows, the
// diff). Databases are made by Catalog (with the default target, as `db create` stores it);
// tables and revisions are inserted in one transaction with prepared statements.
//
// STREAMTABLE_BENCH_CLI names another streamtable binary to measure (an older build, to
// compare before and after a change). STREAMTABLE_BENCH_CATALOG names a file to fill and keep
// instead of the temporary one (to profile a command on it by hand); it is replaced.

#include "benchmain.h"
#include "benchspecs.h"
#include "catalog/catalog.h"
#include "catalog/catalogformat.h"
#include "compare/specdiff.h"
#include "core/names.h"
#include "schema/schemaregistry.h"
#include "../support/catalogplace.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <benchmark/benchmark.h>

#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

using namespace st;
using namespace st::bench;

namespace {

constexpr int SmallDatabases = 10;
constexpr int SmallTables = 1000;
constexpr int BigTables = 10000;
// big_b is big_a with these differences: every 100th table has another topic, the first 50
// tables are gone and 50 new ones are added.
constexpr int ChangedEvery = 100;
constexpr int RemovedAndAdded = 50;
const QString BigA = QStringLiteral("big_a");
const QString BigB = QStringLiteral("big_b");

QString g_catalogPath;
QString g_cli;
QString g_sqlite3;

QString smallDatabase(int i)
{
    return QStringLiteral("db_%1").arg(i, 2, 10, QLatin1Char('0'));
}

QString tableName(int t)
{
    static const char *const words[] = {"orders", "payments", "users", "clicks", "events",
                                        "inventory", "shipments", "refunds", "sessions", "metrics"};
    return QStringLiteral("%1_%2").arg(QLatin1String(words[t % 10])).arg(t, 5, 10, QLatin1Char('0'));
}

/// The tables of one database: `count` tables numbered from `first`; every `changedEvery`th
/// (when not 0) with another topic.
QList<TableSpec> databaseSpecs(int first, int count, int changedEvery)
{
    QList<TableSpec> specs;
    specs.reserve(count);
    for (int t = first; t < first + count; ++t) {
        TableSpec spec = kafkaSourceSpec(tableName(t));
        if (changedEvery && t % changedEvery == 0)
            spec.options[QStringLiteral("topic")] = spec.name + QStringLiteral("_v2");
        specs << spec;
    }
    return specs;
}

bool insertTables(QSqlDatabase &db, CatalogRows &rows, const QString &database, const QList<TableSpec> &specs)
{
    QSqlQuery id(db);
    id.prepare(QStringLiteral("SELECT id FROM databases WHERE name_key = ?"));
    id.addBindValue(nameKey(database));
    if (!id.exec() || !id.next())
        return false;
    const qint64 dbId = id.value(0).toLongLong();
    for (const TableSpec &spec : specs) {
        if (!rows.addTable(dbId, spec))
            return false;
    }
    return true;
}

bool populate()
{
    QElapsedTimer timer;
    timer.start();
    {
        const SchemaRegistry registry = SchemaRegistry::loadDefault();
        Catalog catalog;
        if (!catalog.open(g_catalogPath))
            return false;
        for (int d = 0; d < SmallDatabases; ++d) {
            if (!catalog.createDatabase(smallDatabase(d), QStringLiteral("benchmark database"), registry.defaultTargetId()))
                return false;
        }
        if (!catalog.createDatabase(BigA, QString(), registry.defaultTargetId()) || !catalog.createDatabase(BigB, QString(), registry.defaultTargetId()))
            return false;
    }
    bool ok = true;
    {
        QSqlDatabase db = test::rawConnection(g_catalogPath, QStringLiteral("populate"));
        QSqlQuery q(db);
        ok = db.isOpen() && q.exec(QStringLiteral("BEGIN"));
        CatalogRows rows(db);
        for (int d = 0; d < SmallDatabases && ok; ++d)
            ok = insertTables(db, rows, smallDatabase(d), databaseSpecs(d * SmallTables, SmallTables, 0));
        ok = ok && insertTables(db, rows, BigA, databaseSpecs(0, BigTables, 0));
        ok = ok && insertTables(db, rows, BigB, databaseSpecs(RemovedAndAdded, BigTables, ChangedEvery));
        ok = ok && q.exec(QStringLiteral("COMMIT")) && q.exec(QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)"));
        q.finish();
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("populate"));
    std::fprintf(stderr, "populated %d tables in %d databases in %lld ms (%lld MB)\n", SmallDatabases * SmallTables + 2 * BigTables,
                 SmallDatabases + 2, timer.elapsed(), QFileInfo(g_catalogPath).size() / (1024 * 1024));
    return ok;
}

/// Runs `program args` with standard output to /dev/null (standard error kept, so that a
/// failure shows) and waits for it. Returns the wall time in seconds, or -1 when it could not
/// run or its exit status is not one of `okStatuses`.
double runProcess(const QString &program, const QStringList &args, std::initializer_list<int> okStatuses = {0})
{
    std::vector<QByteArray> words{program.toLocal8Bit()};
    for (const QString &a : args)
        words.push_back(a.toLocal8Bit());
    std::vector<char *> argv;
    for (QByteArray &w : words)
        argv.push_back(w.data());
    argv.push_back(nullptr);
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0);
    QElapsedTimer timer;
    timer.start();
    pid_t pid = 0;
    const int spawned = posix_spawn(&pid, argv[0], &actions, nullptr, argv.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    if (spawned != 0)
        return -1;
    int status = 0;
    if (waitpid(pid, &status, 0) != pid || !WIFEXITED(status))
        return -1;
    const double seconds = timer.nsecsElapsed() / 1e9;
    for (int ok : okStatuses) {
        if (WEXITSTATUS(status) == ok)
            return seconds;
    }
    return -1;
}

/// One process measured beside another: each iteration runs `program args`, then `other
/// otherArgs`, so that both meet the same load. The iteration's time is the first's; counters:
/// the other's mean time (`<otherName>_ms`) and the ratio of the two totals.
void runBeside(benchmark::State &state, const QString &program, const QStringList &args, const QString &other,
               const QStringList &otherArgs, const std::string &otherName)
{
    double total = 0;
    double otherTotal = 0;
    for (auto _ : state) {
        const double measured = runProcess(program, args);
        const double beside = runProcess(other, otherArgs);
        if (measured < 0 || beside < 0) {
            state.SkipWithError(measured < 0 ? "streamtable failed" : (otherName + " failed").c_str());
            return;
        }
        state.SetIterationTime(measured);
        total += measured;
        otherTotal += beside;
    }
    state.counters[otherName + "_ms"] = benchmark::Counter(otherTotal * 1000 / state.iterations());
    state.counters["ratio"] = benchmark::Counter(otherTotal > 0 ? total / otherTotal : 0);
}

/// One iteration: `streamtable --catalog FILE words...`, then `sqlite3 FILE query`. The
/// iteration's time is streamtable's; counters: sqlite3's mean time and the ratio.
void runSideBySide(benchmark::State &state, const QStringList &words, const QString &query)
{
    if (g_sqlite3.isEmpty()) {
        state.SkipWithError("sqlite3 command-line tool not found");
        return;
    }
    runBeside(state, g_cli, QStringList{QStringLiteral("--catalog"), g_catalogPath} + words, g_sqlite3,
              {QStringLiteral("-readonly"), g_catalogPath, query}, "sqlite3");
}

/// `streamtable db list`: 13 databases (the catalog's own `default` too), their tables counted
/// over 30,000 tables.
void BM_DbList(benchmark::State &state)
{
    runSideBySide(state, {QStringLiteral("db"), QStringLiteral("list")}, QString::fromLatin1(catalogformat::ListDatabasesSql));
}
BENCHMARK(BM_DbList)->UseManualTime()->Unit(benchmark::kMillisecond)->MinTime(2);

/// `streamtable table list DB` of 1,000 (db_03) or 10,000 rows (big_a).
void BM_TableList(benchmark::State &state)
{
    const QString database = state.range(0) == SmallTables ? smallDatabase(3) : BigA;
    // The query Catalog::list() runs, its parameter written in.
    const QString query = QString::fromLatin1(catalogformat::ListTablesSql)
                              .replace(QLatin1Char('?'), QLatin1Char('\'') + nameKey(database) + QLatin1Char('\''));
    runSideBySide(state, {QStringLiteral("table"), QStringLiteral("list"), database}, query);
    state.SetItemsProcessed(state.iterations() * state.range(0));
}
BENCHMARK(BM_TableList)->Arg(SmallTables)->Arg(BigTables)->UseManualTime()->Unit(benchmark::kMillisecond)->MinTime(2);

/// `streamtable --version`, the start every command pays, beside a program that only starts a
/// QCoreApplication (bare_qt_app.cpp); counters: the latter's mean time and the ratio (goal: at
/// most 2).
void BM_Version(benchmark::State &state)
{
    runBeside(state, g_cli, {QStringLiteral("--version")}, QStringLiteral(ST_BARE_QT_APP_PATH), {}, "bare_qt_app");
}
BENCHMARK(BM_Version)->UseManualTime()->Unit(benchmark::kMillisecond)->MinTime(2);

/// `streamtable diff big_a/ big_b/`: two databases of 10,000 tables read (latest revision of
/// each, its spec parsed), matched by name and compared; 50 removed, 50 added, 100 changed.
void BM_DiffDatabasesProcess(benchmark::State &state)
{
    const QStringList args{QStringLiteral("--catalog"), g_catalogPath, QStringLiteral("diff"), BigA + QLatin1Char('/'), BigB + QLatin1Char('/')};
    for (auto _ : state) {
        const double seconds = runProcess(g_cli, args, {1}); // 1: different
        if (seconds < 0) {
            state.SkipWithError("streamtable diff failed");
            return;
        }
        state.SetIterationTime(seconds);
    }
}
BENCHMARK(BM_DiffDatabasesProcess)->UseManualTime()->Unit(benchmark::kMillisecond)->MinTime(2);

/// The compare alone: diffTables() on the two lists of 10,000 specs, read before timing.
void BM_DiffTablesInProcess(benchmark::State &state)
{
    Catalog catalog;
    if (!catalog.open(g_catalogPath, false, CatalogAccess::ReadOnly)) {
        state.SkipWithError("open failed");
        return;
    }
    const CatalogResult<QList<StoredTable>> storedBefore = catalog.latestSpecs(BigA);
    const CatalogResult<QList<StoredTable>> storedAfter = catalog.latestSpecs(BigB);
    QList<TableSpec> before;
    QList<TableSpec> after;
    for (const StoredTable &t : storedBefore.value)
        before << t.spec;
    for (const StoredTable &t : storedAfter.value)
        after << t.spec;
    for (auto _ : state) {
        const TablesDiff diff = diffTables(before, after);
        if (diff.added.size() != RemovedAndAdded || diff.removed.size() != RemovedAndAdded) {
            state.SkipWithError("unexpected diff");
            return;
        }
        benchmark::DoNotOptimize(diff);
    }
    state.SetItemsProcessed(state.iterations() * BigTables);
}
BENCHMARK(BM_DiffTablesInProcess)->Unit(benchmark::kMillisecond);

/// Reading the two databases' latest specs (Catalog::latestSpecs), what the diff command does
/// before it compares.
void BM_ReadTwoDatabasesSpecs(benchmark::State &state)
{
    Catalog catalog;
    if (!catalog.open(g_catalogPath, false, CatalogAccess::ReadOnly)) {
        state.SkipWithError("open failed");
        return;
    }
    for (auto _ : state) {
        const auto a = catalog.latestSpecs(BigA);
        const auto b = catalog.latestSpecs(BigB);
        if (a.value.size() != BigTables || b.value.size() != BigTables) {
            state.SkipWithError("wrong table count");
            return;
        }
        benchmark::DoNotOptimize(a);
        benchmark::DoNotOptimize(b);
    }
}
BENCHMARK(BM_ReadTwoDatabasesSpecs)->Unit(benchmark::kMillisecond);

} // namespace

int main(int argc, char **argv)
{
    const std::unique_ptr<bench::BenchmarkProgram> program = bench::startBenchmarks(argc, argv, &g_catalogPath);
    if (!program)
        return 1;
    if (!qEnvironmentVariableIsEmpty("STREAMTABLE_BENCH_CATALOG")) {
        g_catalogPath = qEnvironmentVariable("STREAMTABLE_BENCH_CATALOG");
        for (const char *suffix : {"", "-wal", "-shm"})
            QFile::remove(g_catalogPath + QLatin1String(suffix));
    }
    g_cli = qEnvironmentVariableIsEmpty("STREAMTABLE_BENCH_CLI") ? QStringLiteral(ST_CLI_PATH) : qEnvironmentVariable("STREAMTABLE_BENCH_CLI");
    g_sqlite3 = QStandardPaths::findExecutable(QStringLiteral("sqlite3"));
    double load[3] = {0, 0, 0};
    if (getloadavg(load, 3) == 3)
        std::fprintf(stderr, "load average %.2f %.2f %.2f; measuring %s\n", load[0], load[1], load[2], qPrintable(g_cli));
    if (!populate())
        return 1;
    return bench::runBenchmarks();
}

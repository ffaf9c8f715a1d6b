// Exporting one file per table, 2,000 and 10,000 tables, against a plain loop that writes the
// same bytes to the same paths (open, write, close: no temporary, no rename, no sync). The
// export reads and parses the specs (on several threads), makes each file's DDL while a thread
// of its own writes the files before it to temporary names, syncs them all once, renames them
// into place and syncs their folders (OutputFolder::Batch). See docs/PERFORMANCE.md.
//
// The catalog is filled once per run in a temporary folder (10 databases of 1,000 Kafka
// sources) in one transaction with prepared statements, through the catalog's own schema.
// A second catalog holds the same tables with another group id in every table, so that an export
// into the folder of the previous one can replace every file with other bytes.
// Wall time is what is reported: the export's cost is the file system's work and the one sync
// (CPU time, the second column, counts the main thread only).

#include "benchmain.h"
#include "benchspecs.h"
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
using namespace st::bench;

namespace {

constexpr int DatabaseCount = 10;
constexpr int TablesPerDatabase = 1000;

QString g_catalogPath;
QString g_otherCatalogPath; ///< the same tables, every one with another group id
SchemaRegistry *g_registry = nullptr;

QString databaseName(int i)
{
    return QStringLiteral("db_%1").arg(i, 2, 10, QLatin1Char('0'));
}

bool populate(const QString &path, const QString &groupId)
{
    if (!createCatalog(path))
        return false;
    bool ok = true;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("populate"));
        db.setDatabaseName(path);
        ok = db.open();
        QSqlQuery q(db);
        ok = ok && q.exec(QStringLiteral("BEGIN"));
        CatalogRows rows(db);
        for (int d = 0; d < DatabaseCount && ok; ++d) {
            const qint64 dbId = rows.addDatabase(databaseName(d));
            ok = dbId >= 0;
            for (int t = 0; t < TablesPerDatabase && ok; ++t)
                ok = rows.addTable(dbId, kafkaSourceSpec(QStringLiteral("orders_%1_%2").arg(d).arg(t, 4, 10, QLatin1Char('0')), groupId));
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

/// The second argument of both benchmarks: what the folder holds when the files are written.
enum Into { EmptiedFolder = 0, SameFiles = 1, OtherFiles = 2 };

void BM_ExportFilePerTable(benchmark::State &state)
{
    const int tables = int(state.range(0));
    Catalog catalog;
    Catalog otherCatalog;
    if (!catalog.open(g_catalogPath) || !otherCatalog.open(g_otherCatalogPath)) {
        state.SkipWithError("open failed");
        return;
    }
    const Into into = Into(state.range(1));
    QTemporaryDir out;
    ExportOptions options;
    options.outDir = out.path();
    options.databases = chosenDatabases(tables);
    // Google Benchmark calls this function anew for each run of iterations, often of one
    // iteration: the folder is filled here, untimed, so that the first timed iteration already
    // meets the files of an export before it (the other catalog's for OtherFiles).
    bool other = false;
    if (into != EmptiedFolder && !Exporter(into == OtherFiles ? otherCatalog : catalog, *g_registry).run(options).complete()) {
        state.SkipWithError("first export failed");
        return;
    }
    other = into == OtherFiles;
    for (auto _ : state) {
        if (into == EmptiedFolder)
            empty(state, out.path());
        settle(state);
        other = into == OtherFiles && !other; // every file's bytes differ from the last iteration's
        const ExportResult result = Exporter(other ? otherCatalog : catalog, *g_registry).run(options);
        if (!result.complete() || result.tableCount() != tables) {
            state.SkipWithError(qPrintable(result.status.message(Language::En) + result.problems.value(0).message.en));
            break;
        }
    }
    state.SetItemsProcessed(state.iterations() * tables);
}
// Second argument 0: into an emptied folder (created); 1: into the folder of the previous
// iteration, which holds the same files (each kept as it is); 2: into the folder of the previous
// iteration, whose files all differ (each replaced).
BENCHMARK(BM_ExportFilePerTable)->ArgsProduct({{2000, 10000}, {EmptiedFolder, SameFiles, OtherFiles}})->UseRealTime()->Unit(benchmark::kMillisecond);

using Files = QList<std::pair<QString, QByteArray>>;

/// The files (relative paths and bytes) an export of `tables` tables of the catalog at `path`
/// writes, or an empty list.
Files exportedFiles(const QString &path, int tables)
{
    Catalog catalog;
    QTemporaryDir reference;
    ExportOptions options;
    options.outDir = reference.path();
    options.databases = chosenDatabases(tables);
    if (!catalog.open(path) || !Exporter(catalog, *g_registry).run(options).complete())
        return {};
    Files files;
    QDirIterator it(reference.path(), QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        QFile f(it.next());
        if (!f.open(QIODevice::ReadOnly))
            return {};
        files.append({QDir(reference.path()).relativeFilePath(f.fileName()), f.readAll()});
    }
    return files;
}

/// The same files (paths and bytes, taken from one export of each catalog) written by a plain
/// loop (truncating the previous iteration's files when there are some), with the same three
/// cases as the export; with SameFiles it writes the same bytes again.
void BM_PlainWriteLoop(benchmark::State &state)
{
    const int tables = int(state.range(0));
    const Files files = exportedFiles(g_catalogPath, tables);
    const Files otherFiles = exportedFiles(g_otherCatalogPath, tables);
    if (files.size() != tables || otherFiles.size() != tables) {
        state.SkipWithError("reference export failed");
        return;
    }
    const Into into = Into(state.range(1));
    const QStringList databases = chosenDatabases(tables);
    QTemporaryDir out;
    // Filled here, untimed, as the export's folder is.
    bool other = into == OtherFiles;
    if (into != EmptiedFolder) {
        for (const QString &db : databases)
            QDir(out.path()).mkpath(db);
        for (const auto &[path, bytes] : other ? otherFiles : files) {
            QFile f(out.filePath(path));
            if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size()) {
                state.SkipWithError("first write failed");
                return;
            }
        }
    }
    for (auto _ : state) {
        if (into == EmptiedFolder)
            empty(state, out.path());
        state.PauseTiming();
        for (const QString &db : databases)
            QDir(out.path()).mkpath(db);
        state.ResumeTiming();
        settle(state);
        other = into == OtherFiles && !other;
        for (const auto &[path, bytes] : other ? otherFiles : files) {
            QFile f(out.filePath(path));
            if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || f.write(bytes) != bytes.size()) {
                state.SkipWithError("write failed");
                break;
            }
        }
    }
    state.SetItemsProcessed(state.iterations() * tables);
}
BENCHMARK(BM_PlainWriteLoop)->ArgsProduct({{2000, 10000}, {EmptiedFolder, SameFiles, OtherFiles}})->UseRealTime()->Unit(benchmark::kMillisecond);

} // namespace

int main(int argc, char **argv)
{
    const std::unique_ptr<bench::BenchmarkProgram> program = bench::startBenchmarks(argc, argv, &g_catalogPath);
    if (!program)
        return 1;
    g_otherCatalogPath = program->dir.filePath(QStringLiteral("other.sqlite"));
    SchemaRegistry registry = SchemaRegistry::loadDefault();
    g_registry = &registry;
    if (!populate(g_catalogPath, QStringLiteral("bench")) || !populate(g_otherCatalogPath, QStringLiteral("bench-other")))
        return 1;
    return bench::runBenchmarks();
}

#pragma once

// The start and the end of the main() of the catalog, export and CLI benchmark programs, in one
// place so that they take their arguments and report failures alike.

#include <QCoreApplication>
#include <QTemporaryDir>

#include <benchmark/benchmark.h>

#include <memory>

namespace st::bench {

/// What a benchmark program keeps while it runs: the application and the temporary folder it
/// keeps its catalogs in.
struct BenchmarkProgram
{
    BenchmarkProgram(int &argc, char **argv) : app(argc, argv) {}
    QCoreApplication app;
    QTemporaryDir dir;
};

/// Makes the application, reads benchmark's own arguments and makes the temporary folder, with
/// `catalogPath` set to the file catalog.sqlite in it; null when an argument is not benchmark's
/// (it says so) or there is no folder: main() then returns 1.
inline std::unique_ptr<BenchmarkProgram> startBenchmarks(int &argc, char **argv, QString *catalogPath)
{
    auto program = std::make_unique<BenchmarkProgram>(argc, argv);
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv) || !program->dir.isValid())
        return nullptr;
    *catalogPath = program->dir.filePath(QStringLiteral("catalog.sqlite"));
    return program;
}

/// Runs the benchmarks the arguments chose; main()'s exit code.
inline int runBenchmarks()
{
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}

} // namespace st::bench

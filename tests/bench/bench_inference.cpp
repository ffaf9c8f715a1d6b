// How long inferring columns takes for a large sample: 100,000 JSON lines (about 10 MB, nested
// objects, arrays, timestamps and epoch milliseconds), the same rows as Debezium change events,
// and a CSV file of 100,000 rows. A user who pastes or opens such a file waits for this.

#include "infer/inference.h"
#include "samples.h"

#include <benchmark/benchmark.h>

namespace {

using namespace st::bench;

void run(benchmark::State &state, st::SampleKind kind, const QByteArray &data)
{
    for (auto _ : state) {
        const st::InferenceResult r = st::inferColumns(kind, data);
        if (r.unreadable || r.columns.isEmpty())
            state.SkipWithError("inference failed");
        benchmark::DoNotOptimize(r);
    }
    state.counters["MB"] = double(data.size()) / 1e6;
    state.SetBytesProcessed(int64_t(state.iterations()) * data.size());
}

void BM_InferJsonLines100k(benchmark::State &state)
{
    run(state, st::SampleKind::Json, jsonLines(100000));
}
BENCHMARK(BM_InferJsonLines100k)->Unit(benchmark::kMillisecond);

void BM_InferDebezium100k(benchmark::State &state)
{
    run(state, st::SampleKind::Debezium, debeziumLines(100000));
}
BENCHMARK(BM_InferDebezium100k)->Unit(benchmark::kMillisecond);

void BM_InferCsv100k(benchmark::State &state)
{
    run(state, st::SampleKind::Csv, csvRows(100000));
}
BENCHMARK(BM_InferCsv100k)->Unit(benchmark::kMillisecond);

void BM_DetectKind(benchmark::State &state)
{
    const QByteArray data = jsonLines(100000);
    for (auto _ : state)
        benchmark::DoNotOptimize(st::detectSampleKind(QString(), data));
}
BENCHMARK(BM_DetectKind)->Unit(benchmark::kMillisecond);

} // namespace

BENCHMARK_MAIN();

// How long inferring columns takes for a large sample: 100,000 JSON lines (about 10 MB, nested
// objects, arrays, timestamps and epoch milliseconds), the same rows as Debezium change events,
// and a CSV file of 100,000 rows. A user who pastes or opens such a file waits for this.

#include "infer/inference.h"

#include <benchmark/benchmark.h>

namespace {

QByteArray jsonLines(int count)
{
    QByteArray data;
    data.reserve(count * 110);
    for (int i = 0; i < count; ++i) {
        data += "{\"id\": " + QByteArray::number(i) + ", \"ts\": " + QByteArray::number(1700000000000LL + i)
              + ", \"user\": {\"name\": \"user" + QByteArray::number(i % 977) + "\", \"score\": " + QByteArray::number(i * 0.5)
              + "}, \"at\": \"2024-01-31T10:00:00.123Z\", \"tags\": [\"a\", \"b\"], \"note\": \"" + QByteArray(20, 'x') + "\"}\n";
    }
    return data;
}

QByteArray debeziumLines(int count)
{
    QByteArray data;
    data.reserve(count * 200);
    for (int i = 0; i < count; ++i) {
        data += "{\"before\": null, \"after\": {\"id\": " + QByteArray::number(i) + ", \"name\": \"product" + QByteArray::number(i % 977)
              + "\", \"weight\": " + QByteArray::number(i * 0.25) + "}, \"source\": {\"db\": \"inventory\", \"table\": \"products\"}, "
              + "\"op\": \"c\", \"ts_ms\": " + QByteArray::number(1700000000000LL + i) + "}\n";
    }
    return data;
}

QByteArray csvRows(int count)
{
    QByteArray data("id;name;price;created;active\n");
    data.reserve(count * 60);
    for (int i = 0; i < count; ++i) {
        data += QByteArray::number(i) + ";\"name " + QByteArray::number(i % 977) + "\";" + QByteArray::number(i * 0.5)
              + ";2024-01-31 10:00:00.123;" + (i % 2 ? "true" : "false") + "\n";
    }
    return data;
}

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

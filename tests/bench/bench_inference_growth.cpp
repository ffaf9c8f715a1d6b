// How inference time grows with the input where it used to grow with its square (issue 25):
// JSON lines that each bring a new key (merging looked every key up in a list), and a JSON
// Schema whose references name a missing anchor (each one searched the whole document).
// Each is run at two sizes 4x apart; linear code takes about 4x the time for the larger one.

#include "infer/inference.h"

#include <benchmark/benchmark.h>

namespace {

/// `count` JSON lines, line i holding the one key `k<i>`: `count` distinct fields.
QByteArray linesWithOneNewKeyEach(int count)
{
    QByteArray data;
    data.reserve(count * 20);
    for (int i = 0; i < count; ++i)
        data += "{\"k" + QByteArray::number(i) + "\": " + QByteArray::number(i) + "}\n";
    return data;
}

/// A JSON Schema of `count` properties, each `{"$ref": "#nowhere"}`, beside `count` definitions
/// that carry anchors (the document a failed look-up used to search).
QByteArray schemaWithMissingAnchors(int count)
{
    QByteArray schema = "{\"type\": \"object\", \"$defs\": {";
    for (int i = 0; i < count; ++i)
        schema += QByteArray(i ? ", " : "") + "\"d" + QByteArray::number(i) + "\": {\"$anchor\": \"a" + QByteArray::number(i)
                + "\", \"type\": \"string\"}";
    schema += "}, \"properties\": {";
    for (int i = 0; i < count; ++i)
        schema += QByteArray(i ? ", " : "") + "\"p" + QByteArray::number(i) + "\": {\"$ref\": \"#nowhere\"}";
    return schema + "}}";
}

/// Runs the inference; `readable`: whether the sample must give columns (else a refusal).
void run(benchmark::State &state, st::SampleKind kind, const QByteArray &data, bool readable)
{
    for (auto _ : state) {
        const st::InferenceResult r = st::inferColumns(kind, data);
        if (bool(r.unreadable) == readable)
            state.SkipWithError(readable ? "inference failed" : "the sample was not refused");
        benchmark::DoNotOptimize(r);
    }
    state.counters["KB"] = double(data.size()) / 1e3;
}

// 2,500 and 10,000 distinct keys (10,000 is the most that is inferred, kMaxSampleFields).
void BM_JsonOneNewKeyPerLine(benchmark::State &state)
{
    run(state, st::SampleKind::Json, linesWithOneNewKeyEach(int(state.range(0))), true);
}
BENCHMARK(BM_JsonOneNewKeyPerLine)->Arg(2500)->Arg(10000)->Unit(benchmark::kMillisecond);

// 10,000 and 40,000 lines, 40,000 past the cap: refused, after reading every line.
void BM_JsonOneNewKeyPerLineRefused(benchmark::State &state)
{
    run(state, st::SampleKind::Json, linesWithOneNewKeyEach(int(state.range(0))), state.range(0) <= 10000);
}
BENCHMARK(BM_JsonOneNewKeyPerLineRefused)->Arg(10000)->Arg(40000)->Unit(benchmark::kMillisecond);

// 2,000 and 8,000 references to a missing anchor in a document of as many anchored definitions.
void BM_JsonSchemaRefsToMissingAnchor(benchmark::State &state)
{
    run(state, st::SampleKind::JsonSchema, schemaWithMissingAnchors(int(state.range(0))), true);
}
BENCHMARK(BM_JsonSchemaRefsToMissingAnchor)->Arg(2000)->Arg(8000)->Unit(benchmark::kMillisecond);

} // namespace

BENCHMARK_MAIN();

// How long validation and DDL generation take for the largest example spec. The designer
// runs both on every keystroke, so each must stay far below a frame (16 ms); the target for
// validation is well under a millisecond.

#include "ddlwriter.h"
#include "flinktype.h"
#include "schemaregistry.h"
#include "validator.h"

#include <QFile>

#include <benchmark/benchmark.h>

namespace {

st::TableSpec largestExample()
{
    QFile f(QStringLiteral(ST_SOURCE_DIR "/schemas/examples/kafka-large.json"));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read kafka-large.json");
    st::TableSpec spec;
    QString error;
    if (!st::TableSpec::fromJsonText(f.readAll(), &spec, &error))
        qFatal("%s", qPrintable(error));
    return spec;
}

void BM_ValidateLargestSpec(benchmark::State &state)
{
    const st::SchemaRegistry registry = st::SchemaRegistry::loadDefault();
    const st::Validator validator(registry);
    const st::TableSpec spec = largestExample();
    for (auto _ : state)
        benchmark::DoNotOptimize(validator.validate(spec));
    state.counters["columns"] = spec.columns.size();
    state.counters["options"] = spec.options.size();
}
BENCHMARK(BM_ValidateLargestSpec)->Unit(benchmark::kMicrosecond);

void BM_WriteDdlLargestSpec(benchmark::State &state)
{
    const st::SchemaRegistry registry = st::SchemaRegistry::loadDefault();
    const st::DdlWriter writer(registry);
    const st::TableSpec spec = largestExample();
    for (auto _ : state)
        benchmark::DoNotOptimize(writer.write(spec));
}
BENCHMARK(BM_WriteDdlLargestSpec)->Unit(benchmark::kMicrosecond);

void BM_ParseNestedType(benchmark::State &state)
{
    const QString type = QStringLiteral("ARRAY<ROW<id BIGINT NOT NULL, tags MAP<STRING, ARRAY<DECIMAL(10, 2)>>, ts TIMESTAMP_LTZ(3)>>");
    for (auto _ : state) {
        st::FlinkType parsed;
        st::LocalizedText error;
        benchmark::DoNotOptimize(st::parseFlinkType(type, &parsed, &error));
    }
}
BENCHMARK(BM_ParseNestedType)->Unit(benchmark::kMicrosecond);

void BM_LoadBuiltInSchemas(benchmark::State &state)
{
    for (auto _ : state)
        benchmark::DoNotOptimize(st::SchemaRegistry::loadDefault());
}
BENCHMARK(BM_LoadBuiltInSchemas)->Unit(benchmark::kMillisecond);

} // namespace

BENCHMARK_MAIN();

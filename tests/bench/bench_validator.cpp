// How long validation and DDL generation take for the largest example spec. The designer
// runs both on every keystroke, so each must stay far below a frame (16 ms); the target for
// validation is well under a millisecond. Then absurdly wide specs (a ROW of 40,000 fields, a
// primary key of 20,000 columns), which must validate in well under a second.

#include "sql/ddlwriter.h"
#include "sql/flinktype.h"
#include "schema/schemaregistry.h"
#include "check/validator.h"

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

// Specs far beyond any real table, to show the checks grow linearly: duplicate ROW field names
// and key columns were once found by comparing every pair (a 40,000-field ROW took 14.6 s).

/// The Kafka example with its second column's type a ROW of `fields` INT fields.
st::TableSpec specWithWideRow(int fields)
{
    st::TableSpec spec = largestExample();
    QStringList parts;
    parts.reserve(fields);
    for (int i = 0; i < fields; ++i)
        parts << QStringLiteral("f%1 INT").arg(i);
    spec.columns[1].type = QStringLiteral("ROW<%1>").arg(parts.join(QStringLiteral(", ")));
    return spec;
}

void BM_ValidateWideRow(benchmark::State &state)
{
    const st::SchemaRegistry registry = st::SchemaRegistry::loadDefault();
    const st::Validator validator(registry);
    const st::TableSpec spec = specWithWideRow(int(state.range(0)));
    for (auto _ : state)
        benchmark::DoNotOptimize(validator.validate(spec));
    state.counters["fields"] = double(state.range(0));
}
BENCHMARK(BM_ValidateWideRow)->Arg(10000)->Arg(20000)->Arg(40000)->Unit(benchmark::kMillisecond);

/// A table of `columns` BIGINT columns, all of them in the primary key.
st::TableSpec specWithWideKey(int columns)
{
    st::TableSpec spec = largestExample();
    spec.columns.clear();
    spec.primaryKey.clear();
    spec.watermark = {};
    for (int i = 0; i < columns; ++i) {
        const QString name = QStringLiteral("c%1").arg(i);
        spec.columns.append(st::ColumnSpec{name, QStringLiteral("BIGINT"), {}, {}, false, false, {}});
        spec.primaryKey << name;
    }
    return spec;
}

void BM_ValidateWidePrimaryKey(benchmark::State &state)
{
    const st::SchemaRegistry registry = st::SchemaRegistry::loadDefault();
    const st::Validator validator(registry);
    const st::TableSpec spec = specWithWideKey(int(state.range(0)));
    for (auto _ : state)
        benchmark::DoNotOptimize(validator.validate(spec));
    state.counters["columns"] = double(state.range(0));
}
BENCHMARK(BM_ValidateWidePrimaryKey)->Arg(20000)->Unit(benchmark::kMillisecond);

void BM_WriteDdlWidePrimaryKey(benchmark::State &state)
{
    const st::SchemaRegistry registry = st::SchemaRegistry::loadDefault();
    const st::DdlWriter writer(registry);
    const st::TableSpec spec = specWithWideKey(int(state.range(0)));
    for (auto _ : state)
        benchmark::DoNotOptimize(writer.write(spec));
}
BENCHMARK(BM_WriteDdlWidePrimaryKey)->Arg(20000)->Unit(benchmark::kMillisecond);

void BM_LoadBuiltInSchemas(benchmark::State &state)
{
    for (auto _ : state)
        benchmark::DoNotOptimize(st::SchemaRegistry::loadDefault());
}
BENCHMARK(BM_LoadBuiltInSchemas)->Unit(benchmark::kMillisecond);

} // namespace

BENCHMARK_MAIN();

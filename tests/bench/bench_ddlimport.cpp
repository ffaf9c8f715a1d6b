// Reading a 10,000-table export back: splitting the text into statements, reading each CREATE
// TABLE and mapping it into a spec (schema, dialect, role) and validating it, as `streamtable
// import` does before it opens the catalog. The target is well under one second.

#include "import/ddlimport.h"
#include "sql/ddlwriter.h"
#include "schema/schemaregistry.h"

#include <QDir>
#include <QFile>

#include <benchmark/benchmark.h>

namespace {

/// The DDL of 10,000 tables: the examples in turn, each under a name of its own, in the
/// dialect `dialect` where the connector has it (else Flink), one file as `export
/// --per-database` writes it.
QString tenThousandTables(const st::SchemaRegistry &registry, const QString &dialect)
{
    QList<st::TableSpec> examples;
    const QDir dir(QStringLiteral(ST_SOURCE_DIR "/schemas/examples"));
    for (const QString &name : dir.entryList({QStringLiteral("*.json")})) {
        QFile f(dir.filePath(name));
        st::TableSpec spec;
        QString error;
        if (!f.open(QIODevice::ReadOnly) || !st::TableSpec::fromJsonText(f.readAll(), &spec, &error))
            qFatal("cannot read %s", qPrintable(name));
        examples << spec;
    }
    const st::DdlWriter writer(registry);
    QString text;
    for (int i = 0; i < 10000; ++i) {
        st::TableSpec spec = examples.at(i % examples.size());
        spec.name = QStringLiteral("table_%1").arg(i);
        const bool hasDialect = registry.find(spec.connector)->dialect(dialect) != nullptr;
        text += writer.write(spec, hasDialect ? dialect : QStringLiteral("flink")) + QLatin1Char('\n');
    }
    return text;
}

void BM_ImportTenThousandTables(benchmark::State &state)
{
    const st::SchemaRegistry registry = st::SchemaRegistry::loadDefault();
    const QString text = tenThousandTables(registry, QStringLiteral("flink"));
    const st::DdlImporter importer(registry);
    for (auto _ : state) {
        const QList<st::ImportedStatement> read = importer.importText(text, QStringLiteral("export.sql"));
        if (read.size() != 10000 || !read.constLast().isTable())
            state.SkipWithError("not every table was read");
        benchmark::DoNotOptimize(read);
    }
    state.counters["MB"] = double(text.size() * 2) / (1024 * 1024);
}
BENCHMARK(BM_ImportTenThousandTables)->Unit(benchmark::kMillisecond);

void BM_ReadTenThousandTablesWithoutMapping(benchmark::State &state)
{
    const st::SchemaRegistry registry = st::SchemaRegistry::loadDefault();
    const QString text = tenThousandTables(registry, QStringLiteral("flink"));
    for (auto _ : state)
        benchmark::DoNotOptimize(st::readDdl(text, QStringLiteral("export.sql")));
}
BENCHMARK(BM_ReadTenThousandTablesWithoutMapping)->Unit(benchmark::kMillisecond);

/// One CREATE TABLE whose WITH clause has `state.range(0)` options: reading it must grow
/// linearly (each key was compared with every earlier one: 100,000 options took 87 s).
void BM_ReadWithClause(benchmark::State &state)
{
    const int options = int(state.range(0));
    QString text = QStringLiteral("CREATE TABLE wide (x INT) WITH ('connector' = 'kafka'");
    for (int i = 0; i < options; ++i)
        text += QStringLiteral(", 'properties.custom.key%1' = 'value %1'").arg(i);
    text += QStringLiteral(");");
    for (auto _ : state) {
        const QList<st::DdlStatement> read = st::readDdl(text, QStringLiteral("wide.sql"));
        if (read.size() != 1 || read.constFirst().kind != st::DdlStatement::Kind::CreateTable)
            state.SkipWithError("the statement was not read");
        benchmark::DoNotOptimize(read);
    }
    state.counters["options"] = options;
}
BENCHMARK(BM_ReadWithClause)->Arg(6250)->Arg(25000)->Arg(100000)->Unit(benchmark::kMillisecond);

} // namespace

BENCHMARK_MAIN();

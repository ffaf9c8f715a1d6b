// `streamtable from-db` on a large schema, without the catalog: a dump of 300 tables of 20
// columns each, written as mysqldump and as pg_dump write them, read (readSchemaDump) and made
// into CDC sources, upsert-kafka sinks and wirings (generateTables, the registry resolved for
// flink-1.20 as the command resolves it for a database of that target).

#include "schema/schemaregistry.h"
#include "schema/target.h"
#include "sourcedb/tablegen.h"

#include <benchmark/benchmark.h>

namespace {

constexpr int kTables = 300;
constexpr int kColumns = 20;

/// Column types in turn, as each server writes them in its dump: integers, decimals (one that
/// Flink cannot hold, a warning), times, text, binary, JSON, MySQL's ENUM and PostgreSQL's array.
const char *const kMySqlTypes[] = {
    "int(11) NOT NULL",         "bigint(20) unsigned DEFAULT NULL", "tinyint(1) NOT NULL DEFAULT 0",
    "smallint(6) DEFAULT NULL", "decimal(12,2) DEFAULT NULL",       "decimal(65,30) DEFAULT NULL",
    "double DEFAULT NULL",      "varchar(255) DEFAULT NULL",        "char(10) NOT NULL",
    "longtext DEFAULT NULL",    "datetime(6) NOT NULL DEFAULT current_timestamp(6)",
    "timestamp NULL DEFAULT NULL", "date DEFAULT NULL",             "time(3) DEFAULT NULL",
    "json DEFAULT NULL",        "blob DEFAULT NULL",                "varbinary(200) DEFAULT NULL",
    "enum('new','paid') DEFAULT 'new'", "bit(10) DEFAULT NULL",     "year(4) DEFAULT NULL",
};
const char *const kPostgresTypes[] = {
    "integer NOT NULL",          "bigint",                     "boolean DEFAULT false NOT NULL",
    "smallint",                  "numeric(12,2)",              "numeric",
    "double precision",          "character varying(255)",     "character(10) NOT NULL",
    "text",                      "timestamp(6) without time zone DEFAULT now() NOT NULL",
    "timestamp with time zone",  "date",                       "time(3) without time zone",
    "jsonb",                     "bytea",                      "uuid",
    "text[]",                    "real",                       "integer[]",
};
static_assert(std::size(kMySqlTypes) == kColumns && std::size(kPostgresTypes) == kColumns, "one type per column");

/// What `mysqldump --no-data shop` writes for the tables: the header, and per table its DROP,
/// the character set lines and the CREATE TABLE with its key.
QString mysqlDump()
{
    QString text = QStringLiteral("-- MySQL dump 10.13  Distrib 8.0.36, for Linux (x86_64)\n--\n-- Host: localhost    Database: shop\n"
                                  "-- ------------------------------------------------------\n"
                                  "/*!40101 SET @OLD_CHARACTER_SET_CLIENT=@@CHARACTER_SET_CLIENT */;\n");
    for (int t = 0; t < kTables; ++t) {
        const QString table = QStringLiteral("table_%1").arg(t, 3, 10, QLatin1Char('0'));
        text += QStringLiteral("\n--\n-- Table structure for table `%1`\n--\n\nDROP TABLE IF EXISTS `%1`;\n"
                               "/*!40101 SET @saved_cs_client     = @@character_set_client */;\n"
                               "/*!50503 SET character_set_client = utf8mb4 */;\nCREATE TABLE `%1` (\n")
                    .arg(table);
        for (int c = 0; c < kColumns; ++c)
            text += QStringLiteral("  `col_%1` %2,\n").arg(c).arg(QLatin1String(kMySqlTypes[c]));
        text += QStringLiteral("  PRIMARY KEY (`col_0`),\n  KEY `idx_%1` (`col_7`)\n"
                               ") ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_0900_ai_ci;\n"
                               "/*!40101 SET character_set_client = @saved_cs_client */;\n")
                    .arg(table);
    }
    return text;
}

/// What `pg_dump --schema-only shop` writes: per table its CREATE TABLE and OWNER, then the
/// primary keys as ALTER TABLE statements after all the tables.
QString postgresDump()
{
    QString text = QStringLiteral("--\n-- PostgreSQL database dump\n--\n\nSET statement_timeout = 0;\nSET client_encoding = 'UTF8';\n"
                                  "SELECT pg_catalog.set_config('search_path', '', false);\n\nSET default_tablespace = '';\n");
    for (int t = 0; t < kTables; ++t) {
        const QString table = QStringLiteral("table_%1").arg(t, 3, 10, QLatin1Char('0'));
        text += QStringLiteral("\n--\n-- Name: %1; Type: TABLE; Schema: public; Owner: shop\n--\n\nCREATE TABLE public.%1 (\n").arg(table);
        for (int c = 0; c < kColumns; ++c)
            text += QStringLiteral("    col_%1 %2%3\n").arg(c).arg(QLatin1String(kPostgresTypes[c]), c + 1 < kColumns ? QStringLiteral(",") : QString());
        text += QStringLiteral(");\n\n\nALTER TABLE public.%1 OWNER TO shop;\n").arg(table);
    }
    for (int t = 0; t < kTables; ++t) {
        const QString table = QStringLiteral("table_%1").arg(t, 3, 10, QLatin1Char('0'));
        text += QStringLiteral("\nALTER TABLE ONLY public.%1\n    ADD CONSTRAINT %1_pkey PRIMARY KEY (col_0);\n").arg(table);
    }
    return text + QStringLiteral("\n--\n-- PostgreSQL database dump complete\n--\n\n");
}

/// The registry for flink-1.20 and the choice `from-db DUMP --db shop` makes by default.
struct Setup
{
    st::SchemaRegistry registry;
    st::FromDatabaseChoice choice;
    Setup()
    {
        QString problem;
        if (!st::SchemaRegistry::loadDefault().forTarget(QStringLiteral("flink-1.20"), &registry, &problem))
            qFatal("flink-1.20: %s", qPrintable(problem));
        choice.sinkConnector = QStringLiteral("upsert-kafka");
        choice.targetEngines = registry.target(QStringLiteral("flink-1.20"))->engines;
    }
};

st::SourceSchema read(benchmark::State &state, const QString &text)
{
    st::SourceSchema schema;
    st::LocalizedText error;
    if (!st::readSchemaDump(text, QStringLiteral("shop.sql"), &schema, &error))
        state.SkipWithError(qPrintable(error.en));
    else if (schema.tables.size() != kTables || schema.tables.constLast().columns.size() != kColumns)
        state.SkipWithError("not every table or column was read");
    return schema;
}

void generate(benchmark::State &state, const Setup &setup, const st::SourceSchema &schema, const char *connector)
{
    st::GeneratedTables made;
    st::LocalizedText error;
    if (!st::generateTables(schema, setup.registry, setup.choice, &made, &error))
        state.SkipWithError(qPrintable(error.en));
    else if (made.sourceConnector != QLatin1String(connector) || made.tables.size() != kTables || made.wirings.size() != kTables
             || made.tables.constLast().sink.name.isEmpty())
        state.SkipWithError("not every table was made with its sink");
    benchmark::DoNotOptimize(made);
}

void BM_ReadMySqlDump(benchmark::State &state)
{
    const QString text = mysqlDump();
    for (auto _ : state)
        benchmark::DoNotOptimize(read(state, text));
    state.counters["KB"] = double(text.toUtf8().size()) / 1024;
}
BENCHMARK(BM_ReadMySqlDump)->Unit(benchmark::kMillisecond);

void BM_GenerateFromMySql(benchmark::State &state)
{
    const Setup setup;
    const st::SourceSchema schema = read(state, mysqlDump());
    for (auto _ : state)
        generate(state, setup, schema, "mysql-cdc");
}
BENCHMARK(BM_GenerateFromMySql)->Unit(benchmark::kMillisecond);

void BM_ReadAndGenerateFromMySql(benchmark::State &state)
{
    const Setup setup;
    const QString text = mysqlDump();
    for (auto _ : state)
        generate(state, setup, read(state, text), "mysql-cdc");
}
BENCHMARK(BM_ReadAndGenerateFromMySql)->Unit(benchmark::kMillisecond);

void BM_ReadPostgresDump(benchmark::State &state)
{
    const QString text = postgresDump();
    for (auto _ : state)
        benchmark::DoNotOptimize(read(state, text));
    state.counters["KB"] = double(text.toUtf8().size()) / 1024;
}
BENCHMARK(BM_ReadPostgresDump)->Unit(benchmark::kMillisecond);

void BM_GenerateFromPostgres(benchmark::State &state)
{
    const Setup setup;
    const st::SourceSchema schema = read(state, postgresDump());
    for (auto _ : state)
        generate(state, setup, schema, "postgres-cdc");
}
BENCHMARK(BM_GenerateFromPostgres)->Unit(benchmark::kMillisecond);

void BM_ReadAndGenerateFromPostgres(benchmark::State &state)
{
    const Setup setup;
    const QString text = postgresDump();
    for (auto _ : state)
        generate(state, setup, read(state, text), "postgres-cdc");
}
BENCHMARK(BM_ReadAndGenerateFromPostgres)->Unit(benchmark::kMillisecond);

} // namespace

BENCHMARK_MAIN();

// Database-level rules: Hudi's CDC changelog on both sides of one table (failing on each side,
// passing), a COPY_ON_WRITE table read as a stream, the wirings of a job (tables, roles,
// columns matched by name), and the job profile of a database that has a job. Every rule has a
// case that produces it and one next to it that must not.

#include "check/databasevalidator.h"
#include "testsupport.h"

#include <QSet>

using namespace st;
using testsupport::containsDiagnostic;
using testsupport::dumpDiagnostics;
using testsupport::example;

namespace {

/// A table for a case: an example from schemas/examples with a JSON patch.
struct Table
{
    const char *example;
    const char *patch;
};

struct Case
{
    const char *name;
    QList<Table> tables;
    Wirings wirings;
    const char *ruleId;
    Severity severity;
    const char *subject;
    bool expected; ///< true: the finding must be there; false: it must not
};

Wiring wire(const char *source, const char *sink)
{
    return {QString::fromUtf8(source), QString::fromUtf8(sink)};
}

// The Hudi examples: orders_hudi (sink) and orders_hudi_stream (streaming source) share a path,
// both MERGE_ON_READ with changelog.enabled = true.
const Table kHudiSink{"hudi-sink", ""};
const Table kHudiStream{"hudi-source", ""};
// A sink that takes the Kafka source's columns by name: physical, a computed and a virtual
// metadata column (neither of which is written), and a name in another case. Written for the
// registry's target (the example is EasyStream's), as a database's tables are.
const char kSinkColumns[] = R"~({"name": "orders_copy", "target": "flink-1.18", "columns": [
    {"name": "user_id", "type": "BIGINT"}, {"name": "order_id", "type": "BIGINT"}, {"name": "amount", "type": "DECIMAL(12, 2)"},
    {"name": "quantity", "type": "BIGINT"}, {"name": "order_time", "type": "TIMESTAMP_LTZ(3)"},
    {"name": "doubled", "expression": "amount * 2"},
    {"name": "part", "type": "INT", "metadata": "partition", "virtual": true}]})~";

// The CDC example (orders_cdc: order_id, user_id, amount, ...; PRIMARY KEY order_id) and sinks
// that take three of its columns, written for the database's target.
const Table kMysqlCdc{"mysql-cdc-source", ""};
const char kCdcSinkKafka[] = R"~({"name": "orders_copy", "target": "flink-1.18", "options": {"table.append-only": null},
    "columns": [{"name": "order_id", "type": "BIGINT"}, {"name": "user_id", "type": "BIGINT"}, {"name": "amount", "type": "DECIMAL(10, 2)"}]})~";
const char kCdcSinkKafkaDebezium[] = R"~({"name": "orders_copy", "target": "flink-1.18",
    "options": {"table.append-only": null, "key.format": null, "key.fields": null, "sink.semantic": null, "sink.transactional-id-prefix": null, "value.format": null, "value.fields-include": null, "format": "debezium-json"},
    "columns": [{"name": "order_id", "type": "BIGINT"}, {"name": "user_id", "type": "BIGINT"}, {"name": "amount", "type": "DECIMAL(10, 2)"}]})~";
const char kCdcSinkJdbc[] = R"~({"name": "orders_copy", "primaryKey": [],
    "columns": [{"name": "order_id", "type": "BIGINT", "nullable": false}, {"name": "user_id", "type": "BIGINT"}, {"name": "amount", "type": "DECIMAL(10, 2)"}]})~";
const char kCdcSinkJdbcKeyed[] = R"~({"name": "orders_copy", "primaryKey": ["order_id"],
    "columns": [{"name": "order_id", "type": "BIGINT", "nullable": false}, {"name": "user_id", "type": "BIGINT"}, {"name": "amount", "type": "DECIMAL(10, 2)"}]})~";

QList<Case> cases()
{
    const Table kafkaSource{"kafka-source", ""};
    const Table kafkaSink{"kafka-sink", kSinkColumns};
    return {
        // ---- hudi.cdc-changelog-both-sides
        {"cdc: both sides on", {kHudiSink, kHudiStream}, {}, "hudi.cdc-changelog-both-sides", Severity::Error, "orders_hudi_stream/changelog.enabled", false},
        {"cdc: read side off", {kHudiSink, {"hudi-source", R"~({"options":{"changelog.enabled":null}})~"}}, {},
         "hudi.cdc-changelog-both-sides", Severity::Error, "orders_hudi_stream/changelog.enabled", true},
        {"cdc: read side off, write side fine", {kHudiSink, {"hudi-source", R"~({"options":{"changelog.enabled":null}})~"}}, {},
         "hudi.cdc-changelog-both-sides", Severity::Error, "orders_hudi/changelog.enabled", false},
        {"cdc: write side false", {{"hudi-sink", R"~({"options":{"changelog.enabled":"false"}})~"}, kHudiStream}, {},
         "hudi.cdc-changelog-both-sides", Severity::Error, "orders_hudi/changelog.enabled", true},
        {"cdc: same path with a trailing slash", {{"hudi-sink", R"~({"options":{"changelog.enabled":null,"path":"hdfs://hacluster/user/hive/warehouse/ods.db/orders_hudi/"}})~"}, kHudiStream}, {},
         "hudi.cdc-changelog-both-sides", Severity::Error, "orders_hudi/changelog.enabled", true},
        {"cdc: another path is another table", {{"hudi-sink", R"~({"options":{"changelog.enabled":null,"path":"hdfs://hacluster/warehouse/other"}})~"}, kHudiStream}, {},
         "hudi.cdc-changelog-both-sides", Severity::Error, "orders_hudi/changelog.enabled", false},
        {"cdc: two readers, no writer", {{"hudi-source", R"~({"options":{"changelog.enabled":null}})~"}, {"hudi-source", R"~({"name":"second","options":{"changelog.enabled":null}})~"}}, {},
         "hudi.cdc-changelog-both-sides", Severity::Error, "orders_hudi_stream/changelog.enabled", false},
        {"cdc: one table read and written", {{"hudi-sink", R"~({"role":"both","options":{"changelog.enabled":null}})~"}}, {},
         "hudi.cdc-changelog-both-sides", Severity::Error, "orders_hudi/changelog.enabled", true},

        // ---- hudi.cow-streaming-source
        {"cow: written as COPY_ON_WRITE, read as a stream", {{"hudi-sink", R"~({"options":{"table.type":"COPY_ON_WRITE"}})~"}, kHudiStream}, {},
         "hudi.cow-streaming-source", Severity::Warning, "orders_hudi_stream/table.type", true},
        {"cow: written with the default type", {{"hudi-sink", R"~({"options":{"table.type":null}})~"}, kHudiStream}, {},
         "hudi.cow-streaming-source", Severity::Warning, "orders_hudi_stream/table.type", true},
        {"cow: MERGE_ON_READ everywhere", {kHudiSink, kHudiStream}, {}, "hudi.cow-streaming-source", Severity::Warning, "orders_hudi_stream/table.type", false},
        {"cow: a batch read is fine", {{"hudi-sink", R"~({"options":{"table.type":"COPY_ON_WRITE"}})~"}, {"hudi-source", R"~({"options":{"read.streaming.enabled":"false"}})~"}}, {},
         "hudi.cow-streaming-source", Severity::Warning, "orders_hudi_stream/table.type", false},
        {"cow: a reader that says COW itself is the table rule's", {{"hudi-sink", R"~({"options":{"table.type":"COPY_ON_WRITE"}})~"}, {"hudi-source", R"~({"options":{"table.type":"COPY_ON_WRITE"}})~"}}, {},
         "hudi.cow-streaming-source", Severity::Warning, "orders_hudi_stream/table.type", false},
        {"cow: the writer of another path does not count", {{"hudi-sink", R"~({"options":{"table.type":"COPY_ON_WRITE","path":"hdfs://x/other"}})~"}, kHudiStream}, {},
         "hudi.cow-streaming-source", Severity::Warning, "orders_hudi_stream/table.type", false},

        // ---- wirings
        {"wiring: columns matched by name", {kafkaSource, kafkaSink}, {wire("orders", "orders_copy")}, "wiring.column-missing", Severity::Error, "wiring orders -> orders_copy", false},
        // Issue 12: Flink matches the INSERT's column names exactly (Lex.JAVA): USER_ID is not user_id.
        {"wiring: a name spelled otherwise is missing", {kafkaSource, {"kafka-sink", R"~({"columns":[{"name":"USER_ID","type":"BIGINT"}]})~"}},
         {wire("orders", "orders_enriched")}, "wiring.column-missing", Severity::Error, "wiring orders -> orders_enriched", true},
        {"wiring: sink column missing in the source", {kafkaSource, {"kafka-sink", R"~({"columns":[{"name":"user_id","type":"BIGINT"},{"name":"city","type":"STRING"}]})~"}},
         {wire("orders", "orders_enriched")}, "wiring.column-missing", Severity::Error, "wiring orders -> orders_enriched", true},
        {"wiring: a written metadata column needs a source column", {kafkaSource, {"kafka-sink", R"~({"columns":[{"name":"user_id","type":"BIGINT"},{"name":"ts","type":"TIMESTAMP_LTZ(3)","metadata":"timestamp"}]})~"}},
         {wire("orders", "orders_enriched")}, "wiring.column-missing", Severity::Error, "wiring orders -> orders_enriched", true},
        // Issue 12: LogicalTypeCasts.supportsImplicitCast (Flink 1.18) decides; what it refuses is an error.
        {"wiring: STRING into INT", {kafkaSource, {"kafka-sink", R"~({"columns":[{"name":"user_id","type":"BIGINT"},{"name":"status","type":"INT"}]})~"}},
         {wire("orders", "orders_enriched")}, "wiring.column-type", Severity::Error, "wiring orders -> orders_enriched", true},
        {"wiring: BIGINT into INT", {kafkaSource, {"kafka-sink", R"~({"columns":[{"name":"user_id","type":"INT"}]})~"}},
         {wire("orders", "orders_enriched")}, "wiring.column-type", Severity::Error, "wiring orders -> orders_enriched", true},
        {"wiring: BIGINT into STRING", {kafkaSource, {"kafka-sink", R"~({"columns":[{"name":"user_id","type":"STRING"}]})~"}},
         {wire("orders", "orders_enriched")}, "wiring.column-type", Severity::Error, "wiring orders -> orders_enriched", true},
        {"wiring: DECIMAL into FLOAT is implicit", {kafkaSource, {"kafka-sink", R"~({"columns":[{"name":"amount","type":"FLOAT"}]})~"}},
         {wire("orders", "orders_enriched")}, "wiring.column-type", Severity::Error, "wiring orders -> orders_enriched", false},
        {"wiring: TIMESTAMP into DATE is implicit", {kafkaSource, {"kafka-sink", R"~({"columns":[{"name":"order_time","type":"DATE"}]})~"}},
         {wire("orders", "orders_enriched")}, "wiring.column-type", Severity::Error, "wiring orders -> orders_enriched", false},
        {"wiring: BIGINT into DECIMAL(5, 2), precision never blocks", {kafkaSource, {"kafka-sink", R"~({"columns":[{"name":"user_id","type":"DECIMAL(5, 2)"}]})~"}},
         {wire("orders", "orders_enriched")}, "wiring.column-type", Severity::Error, "wiring orders -> orders_enriched", false},
        {"wiring: TIMESTAMP_LTZ into TIME", {kafkaSource, {"kafka-sink", R"~({"columns":[{"name":"kafka_ts","type":"TIME"}]})~"}},
         {wire("orders", "orders_enriched")}, "wiring.column-type", Severity::Error, "wiring orders -> orders_enriched", true},
        {"wiring: widening numbers and timestamps is fine", {kafkaSource, kafkaSink}, {wire("orders", "orders_copy")}, "wiring.column-type", Severity::Error, "wiring orders -> orders_copy", false},
        {"wiring: no source table", {kafkaSink}, {wire("orders", "orders_copy")}, "wiring.source-missing", Severity::Error, "wiring orders -> orders_copy", true},
        {"wiring: no sink table", {kafkaSource}, {wire("orders", "nowhere")}, "wiring.sink-missing", Severity::Error, "wiring orders -> nowhere", true},
        {"wiring: table names ignore case", {kafkaSource, kafkaSink}, {wire("ORDERS", "Orders_Copy")}, "wiring.source-missing", Severity::Error, "wiring ORDERS -> Orders_Copy", false},
        {"wiring: to itself", {{"kafka-source", R"~({"role":"both"})~"}}, {wire("orders", "orders")}, "wiring.same-table", Severity::Error, "wiring orders -> orders", true},
        {"wiring: reading a sink", {{"kafka-sink", R"~({"name":"orders"})~"}, kafkaSink}, {wire("orders", "orders_copy")}, "wiring.source-role", Severity::Error, "wiring orders -> orders_copy", true},
        {"wiring: writing a source", {kafkaSource, {"kafka-source", R"~({"name":"orders_copy"})~"}}, {wire("orders", "orders_copy")}, "wiring.sink-role", Severity::Error, "wiring orders -> orders_copy", true},
        {"wiring: a table of role both reads and writes", {kafkaSource, {"kafka-sink", R"~({"role":"both","name":"orders_copy","columns":[{"name":"order_id","type":"BIGINT"}],"options":{"key.fields":"order_id"}})~"}},
         {wire("orders", "orders_copy")}, "wiring.sink-role", Severity::Error, "wiring orders -> orders_copy", false},
        {"wiring: nothing to write", {kafkaSource, {"kafka-sink", R"~({"columns":[{"name":"x","expression":"1"}],"options":{"key.fields":null,"key.format":null}})~"}},
         {wire("orders", "orders_enriched")}, "wiring.no-columns", Severity::Error, "wiring orders -> orders_enriched", true},
        // The job runs on the database's platform (the registry's target here: flink-1.18).
        {"wiring: a source of another target", {{"kafka-source", R"~({"target":"flink-2.0"})~"}, kafkaSink}, {wire("orders", "orders_copy")},
         "wiring.table-target", Severity::Error, "wiring orders -> orders_copy", true},
        {"wiring: a sink of another target", {kafkaSource, {"kafka-sink", R"~({"name":"orders_copy","target":"mrs","columns":[{"name":"order_id","type":"BIGINT"}],"options":{"key.fields":"order_id"}})~"}},
         {wire("orders", "orders_copy")}, "wiring.table-target", Severity::Error, "wiring orders -> orders_copy", true},
        {"wiring: a table naming the database's target", {{"kafka-source", R"~({"target":"flink-1.18"})~"}, kafkaSink}, {wire("orders", "orders_copy")},
         "wiring.table-target", Severity::Error, "wiring orders -> orders_copy", false},
        {"wiring: twice", {kafkaSource, kafkaSink}, {wire("orders", "orders_copy"), wire("Orders", "orders_copy")}, "wiring.duplicate", Severity::Warning, "wiring Orders -> orders_copy", true},

        // ---- hudi.cow-written-from-stream: seed 002, "COW tables are not suitable for real-time
        // data ingestion"; a Hudi sink without table.type is COPY_ON_WRITE (FlinkOptions.TABLE_TYPE).
        {"cow wiring: Kafka into COPY_ON_WRITE", {kafkaSource, {"hudi-sink", R"~({"options":{"table.type":"COPY_ON_WRITE"}})~"}}, {wire("orders", "orders_hudi")},
         "hudi.cow-written-from-stream", Severity::Warning, "wiring orders -> orders_hudi", true},
        {"cow wiring: Kafka into the default type", {kafkaSource, {"hudi-sink", R"~({"options":{"table.type":null}})~"}}, {wire("orders", "orders_hudi")},
         "hudi.cow-written-from-stream", Severity::Warning, "wiring orders -> orders_hudi", true},
        {"cow wiring: Kafka into MERGE_ON_READ", {kafkaSource, kHudiSink}, {wire("orders", "orders_hudi")},
         "hudi.cow-written-from-stream", Severity::Warning, "wiring orders -> orders_hudi", false},
        {"cow wiring: a streaming Hudi read into COPY_ON_WRITE", {{"hudi-source", R"~({"options":{"path":"hdfs://x/in"}})~"}, {"hudi-sink", R"~({"options":{"table.type":"COPY_ON_WRITE"}})~"}},
         {wire("orders_hudi_stream", "orders_hudi")}, "hudi.cow-written-from-stream", Severity::Warning, "wiring orders_hudi_stream -> orders_hudi", true},
        {"cow wiring: a batch Hudi read into COPY_ON_WRITE", {{"hudi-source", R"~({"options":{"path":"hdfs://x/in","read.streaming.enabled":"false","read.streaming.check-interval":null}})~"}, {"hudi-sink", R"~({"options":{"table.type":"COPY_ON_WRITE"}})~"}},
         {wire("orders_hudi_stream", "orders_hudi")}, "hudi.cow-written-from-stream", Severity::Warning, "wiring orders_hudi_stream -> orders_hudi", false},

        // ---- changelog: a CDC source (or upsert-kafka, or Kafka with a changelog format) produces
        // updates and deletes. Flink's planner refuses them into a sink that takes inserts only
        // ("Table sink ... doesn't support consuming update and delete changes",
        // FlinkChangelogModeInferenceProgram; Kafka's and the filesystem's changelog mode is their
        // format's), and JdbcDynamicTableSink.validatePrimaryKey refuses them into a table without
        // a primary key ("please declare primary key for sink table when query contains
        // update/delete record"). print, blackhole and Hudi take any change.
        {"changelog: mysql-cdc into kafka with json", {kMysqlCdc, {"kafka-sink", kCdcSinkKafka}}, {wire("orders_cdc", "orders_copy")},
         "wiring.changelog-into-insert-only", Severity::Error, "wiring orders_cdc -> orders_copy", true},
        {"changelog: mysql-cdc into kafka with debezium-json", {kMysqlCdc, {"kafka-sink", kCdcSinkKafkaDebezium}}, {wire("orders_cdc", "orders_copy")},
         "wiring.changelog-into-insert-only", Severity::Error, "wiring orders_cdc -> orders_copy", false},
        {"changelog: mysql-cdc into hdfs", {kMysqlCdc, {"hdfs-parquet-sink", R"~({"name":"orders_copy","partitionedBy":[],"columns":[{"name":"order_id","type":"BIGINT"},{"name":"amount","type":"DECIMAL(10, 2)"}],"options":{"partition.time-extractor.timestamp-pattern":null,"sink.partition-commit.trigger":null,"sink.partition-commit.delay":null,"sink.partition-commit.watermark-time-zone":null,"sink.partition-commit.policy.kind":null}})~"}},
         {wire("orders_cdc", "orders_copy")}, "wiring.changelog-into-insert-only", Severity::Error, "wiring orders_cdc -> orders_copy", true},
        {"changelog: mysql-cdc into jdbc without primary key", {kMysqlCdc, {"jdbc-sink", kCdcSinkJdbc}}, {wire("orders_cdc", "orders_copy")},
         "wiring.changelog-needs-primary-key", Severity::Error, "wiring orders_cdc -> orders_copy", true},
        {"changelog: mysql-cdc into jdbc with primary key", {kMysqlCdc, {"jdbc-sink", kCdcSinkJdbcKeyed}}, {wire("orders_cdc", "orders_copy")},
         "wiring.changelog-needs-primary-key", Severity::Error, "wiring orders_cdc -> orders_copy", false},
        {"changelog: jdbc with primary key is no insert-only sink", {kMysqlCdc, {"jdbc-sink", kCdcSinkJdbcKeyed}}, {wire("orders_cdc", "orders_copy")},
         "wiring.changelog-into-insert-only", Severity::Error, "wiring orders_cdc -> orders_copy", false},
        {"changelog: mysql-cdc into print", {kMysqlCdc, {"print-sink", R"~({"target":"flink-1.18","columns":[{"name":"order_id","type":"BIGINT"},{"name":"amount","type":"DECIMAL(10, 2)"}]})~"}},
         {wire("orders_cdc", "orders_print")}, "wiring.changelog-into-insert-only", Severity::Error, "wiring orders_cdc -> orders_print", false},
        {"changelog: postgres-cdc into kafka with json", {{"postgres-cdc-source", R"~({"columns":[{"name":"order_id","type":"BIGINT","nullable":false},{"name":"user_id","type":"BIGINT"},{"name":"amount","type":"DECIMAL(10, 2)"}],"primaryKey":["order_id"]})~"}, {"kafka-sink", kCdcSinkKafka}},
         {wire("shipments_cdc", "orders_copy")}, "wiring.changelog-into-insert-only", Severity::Error, "wiring shipments_cdc -> orders_copy", true},
        {"changelog: upsert-kafka into kafka with json", {{"upsert-kafka-sink", R"~({"role":"source","columns":[{"name":"order_id","type":"BIGINT","nullable":false},{"name":"user_id","type":"BIGINT"},{"name":"amount","type":"DECIMAL(10, 2)"}],"primaryKey":["order_id"],"options":{"sink.parallelism":null,"sink.buffer-flush.max-rows":null,"sink.buffer-flush.interval":null}})~"}, {"kafka-sink", kCdcSinkKafka}},
         {wire("user_order_totals", "orders_copy")}, "wiring.changelog-into-insert-only", Severity::Error, "wiring user_order_totals -> orders_copy", true},
        {"changelog: kafka with debezium-json into jdbc without key", {{"kafka-source", R"~({"options":{"format":"debezium-json"}})~"}, {"jdbc-sink", kCdcSinkJdbc}},
         {wire("orders", "orders_copy")}, "wiring.changelog-needs-primary-key", Severity::Error, "wiring orders -> orders_copy", true},
        {"changelog: kafka with json is inserts only", {kafkaSource, {"jdbc-sink", kCdcSinkJdbc}},
         {wire("orders", "orders_copy")}, "wiring.changelog-needs-primary-key", Severity::Error, "wiring orders -> orders_copy", false},
    };
}

QList<TableSpec> tablesOf(const QList<Table> &tables)
{
    QList<TableSpec> out;
    for (const Table &t : tables)
        out << example(QString::fromUtf8(t.example), QByteArray(t.patch));
    return out;
}

JobProfile validProfile()
{
    return {{QStringLiteral("main-class"), QStringLiteral("com.example.flink.SqlRunner")},
            {QStringLiteral("job-name"), QStringLiteral("orders")},
            {QStringLiteral("jar"), QStringLiteral("/opt/runner.jar")},
            {QStringLiteral("execution.checkpointing.interval"), QStringLiteral("60000")}};
}

} // namespace

class TestDatabaseValidator : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        m_registry = SchemaRegistry::loadDefault();
        QVERIFY(m_registry.problems().isEmpty());
    }

    void rules_data()
    {
        QTest::addColumn<int>("index");
        const QList<Case> all = cases();
        for (int i = 0; i < all.size(); ++i)
            QTest::newRow(all.at(i).name) << i;
    }
    void rules()
    {
        QFETCH(int, index);
        const Case c = cases().at(index);
        const QList<TableSpec> tables = tablesOf(c.tables);
        const Diagnostics diagnostics = DatabaseValidator(m_registry).validate(tables, JobProfile(), c.wirings);
        const QString subject = QString::fromUtf8(c.subject);
        QVERIFY2(containsDiagnostic(diagnostics, QString::fromUtf8(c.ruleId), c.severity, subject) == c.expected, qPrintable(dumpDiagnostics(diagnostics)));
        for (const Diagnostic &d : diagnostics)
            QVERIFY2(d.message.isComplete(), qPrintable(d.ruleId));
        // The same database in another order gives the same findings.
        QList<TableSpec> reversed;
        for (const TableSpec &t : tables)
            reversed.prepend(t);
        QCOMPARE(DatabaseValidator(m_registry).validate(reversed, JobProfile(), c.wirings), diagnostics);
    }

    /// Every database rule of every schema and every wiring check has a case that produces it.
    void everyRuleHasACase()
    {
        QSet<QString> produced;
        for (const Case &c : cases()) {
            if (c.expected)
                produced.insert(QString::fromUtf8(c.ruleId));
        }
        for (const ConnectorSchemaPtr &schema : m_registry.schemas()) {
            for (const DatabaseRuleSchema &rule : schema->databaseRules)
                QVERIFY2(produced.contains(rule.id), qPrintable(QStringLiteral("no case for database rule ") + rule.id));
            for (const WiringRuleSchema &rule : schema->wiringRules)
                QVERIFY2(produced.contains(rule.id), qPrintable(QStringLiteral("no case for wiring rule ") + rule.id));
        }
        for (const char *id : {"wiring.source-missing", "wiring.sink-missing", "wiring.same-table", "wiring.source-role", "wiring.sink-role",
                               "wiring.column-missing", "wiring.column-type", "wiring.no-columns", "wiring.duplicate", "wiring.table-target",
                               "wiring.changelog-into-insert-only", "wiring.changelog-needs-primary-key"})
            QVERIFY2(produced.contains(QString::fromUtf8(id)), id);
    }

    /// The message names the table, the path and the tables on the other side, in both languages.
    void messagesNameTheTables()
    {
        const QList<TableSpec> tables = tablesOf({{"hudi-sink", R"~({"options":{"table.type":"COPY_ON_WRITE"}})~"}, kHudiStream});
        const Diagnostics diagnostics = DatabaseValidator(m_registry).validate(tables, JobProfile(), Wirings());
        const Diagnostic *cow = nullptr;
        for (const Diagnostic &d : diagnostics) {
            if (d.ruleId == QLatin1String("hudi.cow-streaming-source"))
                cow = &d;
        }
        QVERIFY2(cow, qPrintable(dumpDiagnostics(diagnostics)));
        for (const QString &text : {cow->message.en, cow->message.zh}) {
            QVERIFY2(text.contains(QStringLiteral("orders_hudi_stream")), qPrintable(text));
            QVERIFY2(text.contains(QStringLiteral("orders_hudi ")) || text.contains(QStringLiteral("orders_hudi，"))
                         || text.contains(QStringLiteral("but orders_hudi")) || text.contains(QStringLiteral("但 orders_hudi")),
                     qPrintable(text));
            QVERIFY2(text.contains(QStringLiteral("hdfs://hacluster/user/hive/warehouse/ods.db/orders_hudi")), qPrintable(text));
        }
        const QList<TableSpec> cdc = tablesOf({kHudiSink, {"hudi-source", R"~({"options":{"changelog.enabled":null}})~"}});
        const Diagnostics found = DatabaseValidator(m_registry).validate(cdc, JobProfile(), Wirings());
        QCOMPARE(found.size(), 1);
        QVERIFY2(found.at(0).message.en.contains(QStringLiteral("(orders_hudi, orders_hudi_stream)")), qPrintable(found.at(0).message.en));
    }

    void jobProfileOnlyWithAJob()
    {
        const QList<TableSpec> tables = tablesOf({{"kafka-source", ""}, {"kafka-sink", kSinkColumns}});
        const DatabaseValidator validator(m_registry);
        // No job at all: nothing about a job.
        QVERIFY2(validator.validate(tables, JobProfile(), Wirings()).isEmpty(), qPrintable(dumpDiagnostics(validator.validate(tables, JobProfile(), Wirings()))));
        // A wiring makes a job: its missing profile is reported, with `job/` subjects.
        const Diagnostics wired = validator.validate(tables, JobProfile(), {wire("orders", "orders_copy")});
        QVERIFY2(containsDiagnostic(wired, QStringLiteral("option.required"), Severity::Error, QStringLiteral("job/main-class")), qPrintable(dumpDiagnostics(wired)));
        // A complete profile and a wiring: clean.
        const Diagnostics clean = validator.validate(tables, validProfile(), {wire("orders", "orders_copy")});
        QVERIFY2(clean.isEmpty(), qPrintable(dumpDiagnostics(clean)));
        // A profile but nothing wired: a warning.
        const Diagnostics idle = validator.validate(tables, validProfile(), Wirings());
        QVERIFY2(containsDiagnostic(idle, QStringLiteral("wiring.none"), Severity::Warning, QStringLiteral("wirings")), qPrintable(dumpDiagnostics(idle)));
        QVERIFY(!hasErrors(idle));
        // Profile rules come through with the job prefix.
        JobProfile late = validProfile();
        late.insert(QStringLiteral("execution.checkpointing.interval"), QStringLiteral("1 h"));
        QVERIFY(containsDiagnostic(validator.validate(tables, late, {wire("orders", "orders_copy")}), QStringLiteral("job.timeout-after-interval"),
                         Severity::Error, QStringLiteral("job/execution.checkpointing.timeout")));
    }

    void validateAllPrefixesTables()
    {
        TableSpec broken = example(QStringLiteral("kafka-sink"));
        broken.options.remove(QStringLiteral("topic"));
        const Diagnostics all = DatabaseValidator(m_registry).validateAll({broken, example(QStringLiteral("kafka-source"))}, JobProfile(), Wirings());
        QVERIFY2(containsDiagnostic(all, QStringLiteral("option.required"), Severity::Error, QStringLiteral("orders_enriched/topic")), qPrintable(dumpDiagnostics(all)));
    }

private:
    SchemaRegistry m_registry;
};

QTEST_GUILESS_MAIN(TestDatabaseValidator)
#include "test_databasevalidator.moc"

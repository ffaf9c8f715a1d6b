// Schema loading: the built-in schemas load cleanly and completely; a broken or inconsistent
// file is refused with a message naming the file and the problem, and the others still load;
// a user's schemas folder adds or replaces connectors.

#include "schema/schemaregistry.h"
#include "sql/flinktype.h"
#include "testsupport.h"

#include <QJsonDocument>
#include <QTemporaryDir>

#include <algorithm>

#ifdef Q_OS_UNIX
#include <sys/stat.h>
#endif

using namespace st;

namespace {

// A small valid schema; test cases break it by replacing one piece of text.
const char kValid[] = R"~({
  "formatVersion": 1,
  "connector": "demo",
  "label": {"en": "Demo", "zh": "演示"},
  "description": {"en": "A demo connector", "zh": "演示连接器"},
  "roles": ["source", "sink"],
  "metadata": [{"key": "offset", "type": "BIGINT", "readOnly": true}],
  "options": [
    {"key": "path", "type": "uri", "roles": ["source", "sink"], "required": true,
     "label": {"en": "Path", "zh": "路径"}, "description": {"en": "Where", "zh": "位置"}},
    {"key": "mode", "type": "enum", "values": ["a", "b"], "default": "a", "roles": ["source"],
     "label": {"en": "Mode", "zh": "模式"}, "description": {"en": "How", "zh": "方式"}},
    {"key": "tasks", "type": "integer", "min": 1, "default": "4", "roles": ["sink"], "group": "advanced",
     "label": {"en": "Tasks", "zh": "任务数"}, "description": {"en": "How many", "zh": "数量"}}
  ],
  "rules": [
    {"id": "demo.rule", "when": {"role": "source"}, "check": {"option": "mode", "equals": "a"},
     "option": "mode", "severity": "warning", "message": {"en": "Prefer a", "zh": "建议 a"}}
  ],
  "dialects": {"flink": {"options": {"tasks": {"key": "sink.tasks"}}}}
})~";

QString writeFile(const QTemporaryDir &dir, const QString &name, const QByteArray &content)
{
    return testsupport::writeFile(dir.filePath(name), content);
}

/// The connector or format schema in the file `path` with `target` applied, in `schema`; or why
/// not: the file does not open, a change of the target matches nothing, the result does not load.
QString schemaOnTarget(const QString &path, const TargetSchema &target, ConnectorSchema *schema)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return QStringLiteral("cannot read ") + path;
    QStringList unmatched;
    const QJsonObject json = applyTarget(QJsonDocument::fromJson(file.readAll()).object(), target, &unmatched);
    if (!unmatched.isEmpty())
        return unmatched.join(QLatin1Char('\n'));
    QString error;
    return ConnectorSchema::fromJson(json, schema, &error) ? QString() : error;
}

/// Rows for rejectsBrokenFile, kept outside the class: moc misreads raw strings with quotes.
void addBrokenFileRows()
{
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    QTest::addColumn<QString>("message");
    QTest::newRow("malformed json") << R"("roles")" << R"("roles)" << "malformed JSON";
    QTest::newRow("newer format") << R"("formatVersion": 1)" << R"("formatVersion": 2)" << "formatVersion: version 2 is not supported";
    QTest::newRow("bad connector id") << R"("connector": "demo")" << R"("connector": "Demo Two")" << "connector: \"Demo Two\" is not a lower-case id";
    QTest::newRow("label without zh") << R"~({"en": "Demo", "zh": "演示"})~" << R"~({"en": "Demo"})~" << "label: expected {\"en\"";
    QTest::newRow("unknown role") << R"("roles": ["source", "sink"],)" << R"("roles": ["reader"],)" << "roles: unknown role \"reader\"";
    QTest::newRow("unknown type") << R"("type": "uri")" << R"("type": "url")" << "options[0].type: unknown type \"url\"";
    QTest::newRow("option without roles") << R"("roles": ["sink"], "group")" << R"("group")" << "options[2].roles: expected an array";
    QTest::newRow("enum without values") << R"("values": ["a", "b"],)" << "" << "options[1].values: an enum needs its values";
    QTest::newRow("bad default") << R"("default": "4")" << R"("default": "four")" << "options[2].default: \"four\" is not a whole number";
    QTest::newRow("default outside enum") << R"("default": "a")" << R"("default": "c")" << "options[1].default: \"c\" is not one of";
    QTest::newRow("duplicate key") << R"("key": "tasks")" << R"("key": "mode")" << "options[2].key: \"mode\" is defined twice";
    QTest::newRow("required for other role") << R"("roles": ["source"],)" << R"("roles": ["source"], "required": ["sink"],)" << "options[1].required";
    QTest::newRow("rule names unknown option") << R"("option": "mode", "equals")" << R"("option": "mood", "equals")" << "rules[0].check.option: \"mood\" is not an option";
    QTest::newRow("rule bad severity") << R"("severity": "warning")" << R"("severity": "fatal")" << "rules[0].severity";
    QTest::newRow("rule bad condition") << R"~({"role": "source"})~" << R"~({"role": "reader"})~" << "rules[0].when.role";
    QTest::newRow("rule bad regex") << R"~({"option": "mode", "equals": "a"})~" << R"~({"option": "mode", "matches": "(("})~" << "rules[0].check.matches: invalid regular expression";
    QTest::newRow("no flink dialect") << R"("dialects": {"flink")" << R"("dialects": {"spark")" << "dialects: must contain \"flink\"";
    QTest::newRow("dialect maps unknown option") << R"({"tasks": {"key")" << R"({"tazks": {"key")" << "dialects.flink.options.tazks";
    QTest::newRow("connections of its own connector") << R"("roles": ["source", "sink"],)"
                                                      << R"("roles": ["source", "sink"], "connection": {"options": ["mode"], "connectionsOf": ["demo"]},)"
                                                      << "connection.connectionsOf[0]: a connector's own connections serve its tables already";
    QTest::newRow("bucketing by an unknown algorithm") << R"("roles": ["source", "sink"],)" << R"("roles": ["source", "sink"], "bucketing": ["MODULO"],)"
                                                      << "bucketing: expected an array of HASH, RANGE or UNKNOWN";
    QTest::newRow("bucketing empty") << R"("roles": ["source", "sink"],)" << R"("roles": ["source", "sink"], "bucketing": [],)"
                                     << "bucketing: expected an array of HASH, RANGE or UNKNOWN";
    QTest::newRow("unknown connection member") << R"("roles": ["source", "sink"],)"
                                               << R"("roles": ["source", "sink"], "connection": {"options": ["mode"], "servesAlso": ["kafka"]},)"
                                               << "connection.servesAlso: unknown member";
    QTest::newRow("read-only metadata written when") << R"~({"key": "offset", "type": "BIGINT", "readOnly": true})~"
                                                     << R"~({"key": "offset", "type": "BIGINT", "readOnly": true, "writableWhen": {"set": "mode"}})~"
                                                     << "metadata[0].writableWhen: a read-only key is never written";
    QTest::newRow("metadata written when, no hint") << R"~({"key": "offset", "type": "BIGINT", "readOnly": true})~"
                                                    << R"~({"key": "offset", "type": "BIGINT", "writableWhen": {"set": "mode"}})~"
                                                    << "metadata[0].writableHint";
    QTest::newRow("metadata written when an unknown option is set") << R"~({"key": "offset", "type": "BIGINT", "readOnly": true})~"
                                                                    << R"~({"key": "offset", "type": "BIGINT", "writableWhen": {"set": "mood"},
                                                                           "writableHint": {"en": "x", "zh": "x"}})~"
                                                                    << "metadata[0].writableWhen";
    QTest::newRow("suggestions not a list") << R"("type": "uri",)" << R"("type": "uri", "suggestions": "a",)" << "options[0].suggestions: expected an array";
    // A member of the wrong kind is refused, never read as empty.
    QTest::newRow("rules not an array") << R"("rules": [)" << R"("rules": {}, "unused": [)" << "rules: expected an array";
    QTest::newRow("metadata not an array") << R"~("metadata": [{"key": "offset", "type": "BIGINT", "readOnly": true}],)~" << R"("metadata": {},)" << "metadata: expected an array";
    QTest::newRow("dialects not an object") << R"("dialects": {"flink")" << R"("dialects": [], "unused": {"flink")" << "dialects: expected an object";
    QTest::newRow("dialect options not an object") << R"~({"options": {"tasks": {"key": "sink.tasks"}}})~" << R"~({"options": []})~" << "dialects.flink.options: expected an object";
    // Bounds: min above max, and numbers a bound cannot hold exactly (1e300 used to overflow and
    // remove the bound).
    QTest::newRow("min above max") << R"("min": 1,)" << R"("min": 5, "max": 2,)" << "options[2].min: 5 is greater than max (2)";
    QTest::newRow("min overflows") << R"("min": 1,)" << R"("min": 1e300,)" << "options[2].min: expected a whole number between";
    QTest::newRow("max overflows") << R"("min": 1,)" << R"("min": 1, "max": -1e300,)" << "options[2].max: expected a whole number between";
    QTest::newRow("min with a fraction") << R"("min": 1,)" << R"("min": 1.5,)" << "options[2].min: expected a whole number";
    QTest::newRow("pattern without hint") << R"("type": "uri",)" << R"("type": "uri", "pattern": "x",)" << "options[0].patternHint: is missing";
    // "primaryKey" is "required" or "optional"; a misspelling is refused, not read as optional.
    QTest::newRow("primaryKey misspelt") << R"("roles": ["source", "sink"],)" << R"("roles": ["source", "sink"], "primaryKey": "require",)" << "primaryKey: expected \"required\" or \"optional\"";
    QTest::newRow("format slot names no option") << R"("roles": ["source", "sink"],)" << R"("roles": ["source", "sink"], "formatOptions": [{"option": "fmt", "prefix": "", "unknownOptions": "error"}],)" << "formatOptions[0].option: \"fmt\" is not an option of this connector";
    QTest::newRow("format slot severity") << R"("roles": ["source", "sink"],)" << R"("roles": ["source", "sink"], "formatOptions": [{"option": "mode", "prefix": "", "unknownOptions": "fatal"}],)" << "formatOptions[0].unknownOptions: expected \"error\" or \"warning\"";
    QTest::newRow("wiring rule bad severity") << R"("rules": [)" << R"~("wiringRules": [{"id": "w", "severity": "fatal", "message": {"en": "a", "zh": "b"}}], "rules": [)~" << "wiringRules[0].severity: expected";
    QTest::newRow("readsStream names no option") << R"("rules": [)" << R"~("readsStream": {"option": "stream", "equals": "true"}, "rules": [)~" << "readsStream.option: \"stream\" is not an option";
    QTest::newRow("emitsChangelog names no option") << R"("rules": [)" << R"~("emitsChangelog": {"option": "appendOnly", "equals": "true"}, "rules": [)~" << "emitsChangelog.option: \"appendOnly\" is not an option";
    QTest::newRow("acceptsChangelog misspelt") << R"("roles": ["source", "sink"],)" << R"("roles": ["source", "sink"], "acceptsChangelog": "upsert",)" << "acceptsChangelog: expected \"no\", \"withPrimaryKey\" or \"yes\"";
    QTest::newRow("acceptsChangelog as a boolean") << R"("roles": ["source", "sink"],)" << R"("roles": ["source", "sink"], "acceptsChangelog": true,)" << "acceptsChangelog: expected";
    QTest::newRow("changelog on a connector") << R"("roles": ["source", "sink"],)" << R"("roles": ["source", "sink"], "changelog": true,)" << "changelog: only format schemas";
    QTest::newRow("format with a dialect") << R"("connector": "demo")" << R"("kind": "format", "format": "demo")" << "dialects: not part of a format schema";
    QTest::newRow("primaryKey as a boolean") << R"("roles": ["source", "sink"],)" << R"("roles": ["source", "sink"], "primaryKey": true,)" << "primaryKey: expected \"required\" or \"optional\"";
}

} // namespace

class TestSchemaLoader : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void builtInSchemasLoad()
    {
        const SchemaRegistry registry = SchemaRegistry::loadDefault();
        QVERIFY2(registry.problems().isEmpty(), qPrintable(registry.problems().join(QLatin1Char('\n'))));
        QCOMPARE(registry.connectors(), (QStringList{QStringLiteral("blackhole"), QStringLiteral("datagen"), QStringLiteral("elasticsearch-6"), QStringLiteral("elasticsearch-7"), QStringLiteral("hdfs"),
                                                     QStringLiteral("hudi"), QStringLiteral("iceberg"), QStringLiteral("jdbc"), QStringLiteral("kafka"), QStringLiteral("mysql-cdc"),
                                                     QStringLiteral("paimon"), QStringLiteral("postgres-cdc"), QStringLiteral("print"),
                                                     QStringLiteral("upsert-kafka")}));
        QVERIFY(registry.find(QStringLiteral("hdfs"))->dialect(QStringLiteral("blink")));
        QCOMPARE(registry.find(QStringLiteral("hdfs"))->dialect(QStringLiteral("flink"))->connectorValue, QStringLiteral("filesystem"));
        QVERIFY(registry.find(QStringLiteral("kafka"))->option(QStringLiteral("format"))->suggestions.contains(QStringLiteral("debezium-json")));
    }

    /// The format schemas (schemas/formats/): one per format Flink ships for Kafka and the
    /// filesystem (the connector reference 1.2 lists them), apart from the connectors, with the
    /// changelog formats marked as such (their factories' ChangelogMode: debezium, canal, maxwell
    /// and ogg carry updates and deletes).
    void builtInFormatsLoad()
    {
        const SchemaRegistry registry = SchemaRegistry::loadDefault();
        QCOMPARE(registry.formats(), (QStringList{QStringLiteral("avro"), QStringLiteral("avro-confluent"), QStringLiteral("canal-json"),
                                                  QStringLiteral("csv"), QStringLiteral("debezium-avro-confluent"), QStringLiteral("debezium-json"),
                                                  QStringLiteral("json"), QStringLiteral("maxwell-json"), QStringLiteral("ogg-json"),
                                                  QStringLiteral("orc"), QStringLiteral("parquet"), QStringLiteral("protobuf"), QStringLiteral("raw")}));
        QVERIFY(!registry.find(QStringLiteral("json")));
        QStringList changelog;
        for (const QString &id : registry.formats()) {
            if (registry.format(id)->changelog)
                changelog << id;
        }
        QCOMPARE(changelog, (QStringList{QStringLiteral("canal-json"), QStringLiteral("debezium-avro-confluent"), QStringLiteral("debezium-json"),
                                         QStringLiteral("maxwell-json"), QStringLiteral("ogg-json")}));
        // A format read under a prefix names every key with it, its rules' keys too.
        const ConnectorSchema json = registry.format(QStringLiteral("json"))->withKeyPrefix(QStringLiteral("value.json."));
        QVERIFY(json.option(QStringLiteral("value.json.ignore-parse-errors")));
        QVERIFY(!json.option(QStringLiteral("ignore-parse-errors")));
        QCOMPARE(json.rules.constFirst().option, QStringLiteral("value.json.fail-on-missing-field"));
        QCOMPARE(json.rules.constFirst().check.children.constFirst().option, QStringLiteral("value.json.ignore-parse-errors"));
        // Parquet's factory checks nothing of its own; CSV's checks every key.
        QVERIFY(registry.format(QStringLiteral("parquet"))->passesUnlistedOptions);
        QVERIFY(!registry.format(QStringLiteral("csv"))->passesUnlistedOptions);
        const ConnectorSchemaPtr kafka = registry.find(QStringLiteral("kafka"));
        QCOMPARE(kafka->formatSlots.size(), 3);
        QCOMPARE(kafka->formatSlots.at(1).option, QStringLiteral("value.format"));
        QCOMPARE(kafka->formatSlots.at(1).prefix, QStringLiteral("value."));
    }

    /// upsert-kafka as the connector reference (connectors.md 1.5, read from Flink's
    /// UpsertKafkaDynamicTableFactory and the "Upsert Kafka" docs page) describes it: the required options for both roles, a
    /// mandatory PRIMARY KEY, `properties.` passed through, and none of the plain kafka options
    /// the factory does not declare (key.fields comes from the primary key; no scan.startup.*:
    /// the source always reads from the earliest offset; no sink.partitioner: the key is hashed).
    void upsertKafkaSchema()
    {
        const SchemaRegistry registry = SchemaRegistry::loadDefault();
        const ConnectorSchemaPtr upsert = registry.find(QStringLiteral("upsert-kafka"));
        QVERIFY(upsert);
        QVERIFY(upsert->supportsRole(Role::Source) && upsert->supportsRole(Role::Sink) && upsert->supportsRole(Role::Both));
        QVERIFY(upsert->primaryKeyRequired);
        QVERIFY(!upsert->partitioning);
        // The designer picks the Kafka connector by a label that starts with "Kafka"; this one must not.
        QVERIFY(!upsert->label.en.startsWith(QStringLiteral("Kafka")) && !upsert->label.zh.startsWith(QStringLiteral("Kafka")));
        for (const char *key : {"topic", "properties.bootstrap.servers", "key.format", "value.format"}) {
            const OptionSchema *option = upsert->option(QLatin1String(key));
            QVERIFY2(option && option->isRequired(Role::Source) && option->isRequired(Role::Sink), key);
        }
        for (const char *key : {"key.fields-prefix", "value.fields-include", "sink.parallelism", "sink.buffer-flush.max-rows",
                                "sink.buffer-flush.interval", "sink.delivery-guarantee", "sink.transactional-id-prefix"}) {
            const OptionSchema *option = upsert->option(QLatin1String(key));
            QVERIFY2(option && !option->isRequired(Role::Both), key);
        }
        for (const char *key : {"key.fields", "format", "scan.startup.mode", "sink.partitioner", "properties.group.id"})
            QVERIFY2(!upsert->option(QLatin1String(key)), key);
        // 'topic-pattern' from Kafka connector 3.3 on (targets reference 3): absent on flink-1.18
        // (connector 3.2), where 'topic' stays required; on flink-2.0 (connector 4.0) 'topic' is
        // optional, and the pattern applies to sources and sinks.
        QVERIFY(upsert->option(QStringLiteral("topic-pattern")));
        const ConnectorSchemaPtr upsert118 = registry.resolvedFor(QStringLiteral("flink-1.18"))->find(QStringLiteral("upsert-kafka"));
        QVERIFY(upsert118->option(QStringLiteral("topic-pattern"))->absentOnTarget);
        QVERIFY(upsert118->option(QStringLiteral("topic"))->isRequired(Role::Sink));
        const ConnectorSchemaPtr upsert20 = registry.resolvedFor(QStringLiteral("flink-2.0"))->find(QStringLiteral("upsert-kafka"));
        QVERIFY(!upsert20->option(QStringLiteral("topic-pattern"))->absentOnTarget);
        QVERIFY(upsert20->option(QStringLiteral("topic-pattern"))->roles.appliesTo(Role::Sink));
        QVERIFY(!upsert20->option(QStringLiteral("topic"))->isRequired(Role::Sink) && !upsert20->option(QStringLiteral("topic"))->isRequired(Role::Source));
        QCOMPARE(upsert->option(QStringLiteral("value.fields-include"))->values, (QStringList{QStringLiteral("ALL"), QStringLiteral("EXCEPT_KEY")}));
        QVERIFY(upsert->passThrough.contains(QStringLiteral("properties.")));
        // A format's own options are prefixed key.<id>. / value.<id>. (connectors.md 0.6).
        QVERIFY(upsert->passThrough.contains(QStringLiteral("value.json.")));
        QVERIFY(upsert->passThrough.contains(QStringLiteral("key.avro-confluent.")));
        QVERIFY(!upsert->passThrough.contains(QStringLiteral("json.")));
        // The metadata of the Kafka source and sink it is built on (connectors.md 1.4).
        QVERIFY(upsert->metadataKey(QStringLiteral("offset")) && upsert->metadataKey(QStringLiteral("offset"))->readOnly);
        QVERIFY(upsert->metadataKey(QStringLiteral("timestamp")) && !upsert->metadataKey(QStringLiteral("timestamp"))->readOnly);
        QVERIFY(upsert->metadataKey(QStringLiteral("headers")) && !upsert->metadataKey(QStringLiteral("headers"))->readOnly);
        QCOMPARE(upsert->dialect(QStringLiteral("flink"))->connectorValue, QStringLiteral("upsert-kafka"));
        // The other built-in connectors keep the primary key optional.
        for (const char *name : {"kafka", "hudi", "hdfs"})
            QVERIFY2(!registry.find(QLatin1String(name))->primaryKeyRequired, name);
    }

    /// The option names are exactly the seeds' spellings.
    void seedOptionsPresent_data()
    {
        QTest::addColumn<QString>("connector");
        QTest::addColumn<QString>("key");
        const char *kafka[] = {"topic", "topic-pattern", "properties.group.id", "properties.bootstrap.servers", "scan.startup.mode",
                               "format", "key.format", "key.fields", "key.fields-prefix", "value.format", "value.fields-include",
                               "scan.startup.specific-offsets", "scan.startup.timestamp-millis", "scan.topic-partition-discovery.interval",
                               "sink.partitioner", "sink.parallelism", "sink.semantic", "table.append-only", "parallelism"};
        const char *hudi[] = {"path", "table.type", "hoodie.datasource.write.recordkey.field", "write.precombine.field", "read.tasks",
                              "read.streaming.enabled", "read.streaming.start-commit", "hoodie.datasource.write.keygenerator.type",
                              "read.streaming.check-interval", "read.end-commit", "changelog.enabled"};
        const char *hdfs[] = {"type", "path", "lineDelimiter", "fieldDelimiter", "fileSplitMinSize", "isContinuousStream", "enumerateNestedFiles"};
        for (const char *k : kafka)
            QTest::newRow(k) << "kafka" << k;
        for (const char *k : hudi)
            QTest::newRow(k) << "hudi" << k;
        for (const char *k : hdfs)
            QTest::newRow(k) << "hdfs" << k;
    }
    void seedOptionsPresent()
    {
        QFETCH(QString, connector);
        QFETCH(QString, key);
        const SchemaRegistry registry = SchemaRegistry::loadDefault();
        QVERIFY(registry.find(connector));
        QVERIFY2(registry.find(connector)->option(key), qPrintable(key));
    }

    void seedDefaults_data()
    {
        QTest::addColumn<QString>("connector");
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("value");
        QTest::newRow("scan.startup.mode") << "kafka" << "scan.startup.mode" << "group-offsets";
        QTest::newRow("value.fields-include") << "kafka" << "value.fields-include" << "ALL";
        QTest::newRow("sink.partitioner") << "kafka" << "sink.partitioner" << "default";
        QTest::newRow("table.type") << "hudi" << "table.type" << "COPY_ON_WRITE";
        QTest::newRow("read.tasks") << "hudi" << "read.tasks" << "4";
        QTest::newRow("check-interval") << "hudi" << "read.streaming.check-interval" << "60";
        QTest::newRow("changelog.enabled") << "hudi" << "changelog.enabled" << "false";
        QTest::newRow("lineDelimiter") << "hdfs" << "lineDelimiter" << "\\n";
        QTest::newRow("fieldDelimiter") << "hdfs" << "fieldDelimiter" << ",";
        QTest::newRow("fileSplitMinSize") << "hdfs" << "fileSplitMinSize" << "33554432000";
        QTest::newRow("isContinuousStream") << "hdfs" << "isContinuousStream" << "true";
        // upsert-kafka defaults (connectors.md 1.5): ALL, buffering off (0 rows, 0 s), at-least-once.
        QTest::newRow("upsert value.fields-include") << "upsert-kafka" << "value.fields-include" << "ALL";
        QTest::newRow("upsert buffer rows") << "upsert-kafka" << "sink.buffer-flush.max-rows" << "0";
        QTest::newRow("upsert buffer interval") << "upsert-kafka" << "sink.buffer-flush.interval" << "0 s";
        QTest::newRow("upsert delivery guarantee") << "upsert-kafka" << "sink.delivery-guarantee" << "at-least-once";
    }
    void seedDefaults()
    {
        QFETCH(QString, connector);
        QFETCH(QString, key);
        QFETCH(QString, value);
        // The seeds describe vendor platforms: Hudi's defaults are those of MRS (seed 000).
        const SchemaRegistry loaded = SchemaRegistry::loadDefault();
        const SchemaRegistry &registry = *loaded.resolvedFor(connector == QLatin1String("hudi") ? QStringLiteral("mrs") : QString());
        const OptionSchema *option = registry.find(connector)->option(key);
        QVERIFY(option && option->defaultValue);
        QCOMPARE(*option->defaultValue, value);
    }

    /// Every built-in target fits every built-in connector exactly (what a target says about an
    /// option or rule names one that exists), and names the source of every fact.
    void builtInTargetsFit()
    {
        const SchemaRegistry registry = SchemaRegistry::loadDefault();
        QCOMPARE(registry.targets().size(), 7);
        QCOMPARE(registry.defaultTargetId(), QStringLiteral("flink-1.18"));
        const QDir dir(testsupport::sourcePath(QStringLiteral("schemas")));
        for (const TargetSchema &target : registry.targets()) {
            for (const QString &connector : registry.connectors()) {
                ConnectorSchema schema;
                const QString problem = schemaOnTarget(dir.filePath(connector + QStringLiteral(".json")), target, &schema);
                QVERIFY2(problem.isEmpty(), qPrintable(connector + QStringLiteral(": ") + problem));
                for (const OptionSchema &option : schema.options)
                    QVERIFY2(option.targetSource.isEmpty() == (option.targetKey.isEmpty() && !option.absentOnTarget
                                                               && !target.connectors.value(connector).value(QStringLiteral("options")).toObject().contains(option.key)),
                             qPrintable(option.key));
            }
            for (const QString &format : registry.formats()) {
                ConnectorSchema schema;
                const QString problem = schemaOnTarget(dir.filePath(QStringLiteral("formats/") + format + QStringLiteral(".json")), target, &schema);
                QVERIFY2(problem.isEmpty(), qPrintable(format + QStringLiteral(": ") + problem));
            }
            for (auto it = target.formats.cbegin(); it != target.formats.cend(); ++it)
                QVERIFY2(registry.format(it.key()), qPrintable(QStringLiteral("target %1 describes no format %2").arg(target.id, it.key())));
        }
        // Flink 1.18's JSON format lacks encode.ignore-null-fields (FLINK-16627 came after 1.19);
        // Flink 2.0's has it.
        QVERIFY(registry.resolvedFor(QStringLiteral("flink-1.18"))->format(QStringLiteral("json"))->option(QStringLiteral("encode.ignore-null-fields"))->absentOnTarget);
        QVERIFY(!registry.resolvedFor(QStringLiteral("flink-2.0"))->format(QStringLiteral("json"))->option(QStringLiteral("encode.ignore-null-fields"))->absentOnTarget);
        // Flink 1.18's Hudi (0.14) reads with the job's parallelism; MRS's defaults to 4.
        QVERIFY(!registry.resolvedFor(QStringLiteral("flink-1.18"))->find(QStringLiteral("hudi"))->option(QStringLiteral("read.tasks"))->defaultValue);
        QCOMPARE(*registry.resolvedFor(QStringLiteral("mrs"))->find(QStringLiteral("hudi"))->option(QStringLiteral("read.tasks"))->defaultValue,
                 QStringLiteral("4"));
    }

    /// A target file is checked like a schema file: a misspelt member is refused with its path.
    void targetFileProblems_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("message");
        const QByteArray head = R"~({"formatVersion": 1, "kind": "target", "target": "t1", "label": {"en": "T", "zh": "T"},
                                      "description": {"en": "T", "zh": "T"}, "dialect": "flink")~";
        QTest::newRow("unknown member") << head + R"~(, "dialekt": "x"})~" << "dialekt: unknown member";
        QTest::newRow("no source") << head + R"~(, "connectors": {"kafka": {"platform": {"en": "K", "zh": "K"}}}})~" << "connectors.kafka.source";
        QTest::newRow("misspelt absent") << head + R"~(, "connectors": {"kafka": {"platform": {"en": "K", "zh": "K"}, "source": "s",
                                                   "options": {"parallelism": {"absnt": {"en": "x", "zh": "x"}, "source": "s"}}}}})~"
                                         << "connectors.kafka.options.parallelism.absnt: unknown member";
        QTest::newRow("fact without source") << head + R"~(, "connectors": {"kafka": {"platform": {"en": "K", "zh": "K"}, "source": "s",
                                                   "options": {"parallelism": {"key": "p"}}}}})~"
                                             << "connectors.kafka.options.parallelism.source";
        QTest::newRow("docs not a web page") << head + R"~(, "connectors": {"kafka": {"platform": {"en": "K", "zh": "K"}, "source": "s",
                                                       "docs": "kafka.html"}}})~"
                                             << "connectors.kafka.docs: expected the https:// address";
        QTest::newRow("metadata fact without source") << head + R"~(, "connectors": {"kafka": {"platform": {"en": "K", "zh": "K"}, "source": "s",
                                                          "metadata": {"topic": {"readOnly": false}}}}})~"
                                                      << "connectors.kafka.metadata.topic.source";
        QTest::newRow("metadata readOnly not a boolean") << head + R"~(, "connectors": {"kafka": {"platform": {"en": "K", "zh": "K"}, "source": "s",
                                                             "metadata": {"topic": {"readOnly": "no", "source": "s"}}}}})~"
                                                         << "connectors.kafka.metadata.topic.readOnly: expected true or false";
        QTest::newRow("metadata misspelt") << head + R"~(, "connectors": {"kafka": {"platform": {"en": "K", "zh": "K"}, "source": "s",
                                               "metadata": {"topic": {"readonly": false, "source": "s"}}}}})~"
                                           << "connectors.kafka.metadata.topic.readonly: unknown member";
        QTest::newRow("createTable clause unknown") << head + R"~(, "createTable": ["distributed_by"]})~"
                                                    << "createTable: expected distributed-by, not [\"distributed_by\"]";
        QTest::newRow("types not names") << head + R"~(, "types": ["variant"]})~" << "types: expected the name of a data type, such as \"VARIANT\", not [\"variant\"]";
        QTest::newRow("createTable not a list") << head + R"~(, "createTable": "distributed-by"})~" << "createTable: expected an array";
        QTest::newRow("no dialect") << QByteArray(head).replace(R"~(, "dialect": "flink")~", "") + "}" << "dialect:";
        QTest::newRow("engines not a list") << head + R"~(, "engines": "flink-1.20"})~" << "engines: expected an array of engine releases";
    }

    /// Issue 54: the engines' declared options are data read like a schema (schemas/engines,
    /// written by tools/engine-options): each built-in target names releases that exist, and a
    /// broken engine file is refused with the path of what is wrong. What the built-in data says
    /// is checked against the engines' sources in test_validator (fallbackKeysAreTheOption).
    void engineReleases()
    {
        const SchemaRegistry registry = SchemaRegistry::loadDefault();
        QVERIFY2(registry.problems().isEmpty(), qPrintable(registry.problems().join(QLatin1Char('\n'))));
        for (const TargetSchema &target : registry.targets()) {
            for (const QString &engine : target.engines)
                QVERIFY2(registry.engine(engine), qPrintable(target.id + QStringLiteral(": ") + engine));
        }
        QVERIFY(!registry.target(QStringLiteral("flink-1.18"))->engines.isEmpty());
        const EngineRelease *hudi = registry.engine(QStringLiteral("hudi-0.14.0"));
        QVERIFY(hudi && hudi->factory(QStringLiteral("hudi")));
        QCOMPARE(hudi->factory(QStringLiteral("hudi"))->unknownKeys, UnknownKeys::Ignore);

        const QByteArray head = R"~({"formatVersion": 1, "kind": "engine", "component": "flink", "version": "9.9",
                                     "source": {"repository": "apache/flink", "ref": "release-9.9", "commit": "abc"}, "factories": [)~";
        const QByteArray option = R"~({"key": "url", "type": "string", "default": null, "fallbackKeys": ["schema-registry.url"], "deprecatedKeys": [], "file": "A.java", "line": 3})~";
        const QList<QPair<QByteArray, QString>> broken{
            {head + R"~({"identifier": "x", "kind": "format", "unknownKeys": "maybe", "unknownKeysSource": "F.java:1", "options": []}]})~",
             QStringLiteral("factories[0].unknownKeys: expected \"refuse\" or \"ignore\"")},
            {head + R"~({"identifier": "x", "kind": "format", "unknownKeys": "refuse", "unknownKeysSource": "F.java:1", "options": [)~" + option + ", " + option + "]}]}",
             QStringLiteral("factories[0].options[1].key: \"url\" is declared twice")},
            {head + R"~({"identifier": "x", "kind": "format", "unknownKeys": "refuse", "unknownKeysSource": "F.java:1", "options": [{"key": "url", "type": "string", "fallbackKeys": "u", "file": "A.java", "line": 3}]}]})~",
             QStringLiteral("factories[0].options[0].fallbackKeys: expected an array of strings")},
        };
        for (const auto &[text, message] : broken) {
            QTemporaryDir dir;
            writeFile(dir, QStringLiteral("engine.json"), text);
            SchemaRegistry loaded;
            loaded.loadDirectory(dir.path());
            QCOMPARE(loaded.problems().size(), 1);
            QVERIFY2(loaded.problems().constFirst().contains(message), qPrintable(loaded.problems().constFirst()));
            QVERIFY(loaded.engines().isEmpty());
        }
        // A target naming a release no file gives resolves, and says so.
        QTemporaryDir dir;
        writeFile(dir, QStringLiteral("t.json"), R"~({"formatVersion": 1, "kind": "target", "target": "t9", "label": {"en": "T", "zh": "T"},
                                                     "description": {"en": "T", "zh": "T"}, "dialect": "flink", "engines": ["flink-9.9"]})~");
        SchemaRegistry withTarget = SchemaRegistry::loadDefault({dir.path()});
        SchemaRegistry resolved;
        QVERIFY(withTarget.forTarget(QStringLiteral("t9"), &resolved, nullptr));
        QVERIFY2(resolved.problems().join(QLatin1Char('\n')).contains(QStringLiteral("target t9 names the engine release flink-9.9, which no file of schemas/engines gives")),
                 qPrintable(resolved.problems().join(QLatin1Char('\n'))));
    }
    /// Issue 54: the hand-written schemas held against the engines' declared options, for every
    /// target that names its engine releases. Each option a schema offers there exists in the
    /// release (under the key the target writes, or as a fallback or deprecated key of one, or
    /// under a prefix the factory lets through), and each option the release declares is offered
    /// or listed in the schema's engineOptionsLeftOut with the reason. A new engine version
    /// that adds or drops an option fails here, not in a user's job.
    void schemasMatchTheEngines()
    {
        const SchemaRegistry registry = SchemaRegistry::loadDefault();
        QSet<QString> leftOutDeclared; // "schema key" left out that some release declares
        QSet<QString> leftOutListed;
        int compared = 0;
        for (const TargetSchema &target : registry.targets()) {
            if (target.engines.isEmpty())
                continue;
            const SchemaRegistry &resolved = *registry.resolvedFor(target.id);
            QList<ConnectorSchemaPtr> schemas = resolved.schemas();
            for (const QString &format : resolved.formats())
                schemas << resolved.format(format);
            for (const ConnectorSchemaPtr &schema : std::as_const(schemas)) {
                const DialectSchema *flink = schema->isFormat() ? nullptr : schema->dialect(QStringLiteral("flink"));
                const QString identifier = flink && !flink->connectorValue.isEmpty() ? flink->connectorValue : schema->connector;
                for (const LeftOutOptions &group : schema->engineOptionsLeftOut) {
                    for (const QString &key : group.keys)
                        leftOutListed << schema->connector + QLatin1Char(' ') + key;
                }
                for (const QString &releaseId : target.engines) {
                    const EngineRelease *release = registry.engine(releaseId);
                    const EngineFactory *factory = release ? release->factory(identifier) : nullptr;
                    if (!factory)
                        continue;
                    ++compared;
                    const QString where = QStringLiteral("%1, %2 on %3: ").arg(schema->connector, releaseId, target.id);
                    const auto letThrough = [&](const QString &key) {
                        for (const QString &prefix : factory->exceptPrefixes) {
                            if (prefix == QLatin1String("<format>.")) {
                                for (const QString &format : resolved.formats()) {
                                    if (key.startsWith(format + QLatin1Char('.')))
                                        return true;
                                }
                            } else if (key.startsWith(prefix)) {
                                return true;
                            }
                        }
                        return false;
                    };
                    const auto declaring = [&](const QString &key) -> const EngineOption * {
                        for (const EngineOption &option : factory->options) {
                            if (option.key == key || option.fallbackKeys.contains(key) || option.deprecatedKeys.contains(key))
                                return &option;
                        }
                        return nullptr;
                    };
                    QSet<QString> offeredAs; // the engine options the schema's fields set
                    const QList<OptionSchema> engineBuilt = schema->columnOptions.declaredByEngine ? schema->columnOptions.options : QList<OptionSchema>();
                    for (const OptionSchema &option : schema->options + engineBuilt) {
                        if (option.absentOnTarget)
                            continue;
                        const OptionMapping mapping = flink ? flink->options.value(option.key) : OptionMapping{};
                        if (mapping.omit)
                            continue;
                        const QString written = !option.targetKey.isEmpty() ? option.targetKey : !mapping.key.isEmpty() ? mapping.key : option.key;
                        if (const EngineOption *declared = declaring(written))
                            offeredAs << declared->key;
                        else
                            QVERIFY2(letThrough(written), qPrintable(where + QStringLiteral("the schema offers '%1' (written '%2'), which the engine does not declare: "
                                                                                          "mark it absent on the target, with why").arg(option.key, written)));
                    }
                    for (const EngineOption &option : factory->options) {
                        if (option.unlisted)
                            continue; // refused by this factory, read by another of its name
                        const bool listed = std::any_of(schema->engineOptionsLeftOut.cbegin(), schema->engineOptionsLeftOut.cend(),
                                                        [&](const LeftOutOptions &group) { return group.keys.contains(option.key); });
                        if (listed)
                            leftOutDeclared << schema->connector + QLatin1Char(' ') + option.key;
                        QVERIFY2(offeredAs.contains(option.key) != listed,
                                 qPrintable(where + (listed ? QStringLiteral("'%1' is offered and also listed as left out").arg(option.key)
                                                            : QStringLiteral("the engine declares '%1' (%2:%3), which the schema neither offers nor lists "
                                                                             "in engineOptionsLeftOut").arg(option.key, option.file).arg(option.line))));
                    }
                }
            }
        }
        QVERIFY(compared >= 20);
        for (const QString &listed : std::as_const(leftOutListed))
            QVERIFY2(leftOutDeclared.contains(listed), qPrintable(listed + QStringLiteral(": left out, but no release of any target declares it")));
    }
    void leftOutListsAreChecked()
    {
        const QByteArray head = R"~({"formatVersion": 1, "kind": "format", "format": "f1", "label": {"en": "F", "zh": "F"},
                                      "description": {"en": "F", "zh": "F"},
                                      "options": [{"key": "a", "type": "string", "label": {"en": "A", "zh": "A"}, "description": {"en": "A", "zh": "A"}}])~";
        const QList<QPair<QByteArray, QString>> broken{
            {head + R"~(, "engineOptionsLeftOut": [{"keys": ["b"]}]})~", QStringLiteral("engineOptionsLeftOut[0].reason: is missing")},
            {head + R"~(, "engineOptionsLeftOut": [{"keys": [], "reason": {"en": "r", "zh": "r"}}]})~",
             QStringLiteral("engineOptionsLeftOut[0].keys: expected a non-empty array of option keys")},
            {head + R"~(, "engineOptionsLeftOut": [{"keys": ["a"], "reason": {"en": "r", "zh": "r"}}]})~",
             QStringLiteral("engineOptionsLeftOut[0].keys: \"a\" is an option of the schema, offered, not left out")},
            {head + R"~(, "engineOptionsLeftOut": [{"keys": ["b"], "reason": {"en": "r", "zh": "r"}}, {"keys": ["b"], "reason": {"en": "r", "zh": "r"}}]})~",
             QStringLiteral("engineOptionsLeftOut[1].keys: \"b\" is listed twice")},
            {head + R"~(, "engineOptionsLeftOut": [{"keys": ["b"], "reasons": {"en": "r", "zh": "r"}}]})~",
             QStringLiteral("engineOptionsLeftOut[0].reasons: unknown member")},
        };
        for (const auto &[text, message] : broken) {
            ConnectorSchema schema;
            QString error;
            QVERIFY(!ConnectorSchema::fromJson(QJsonDocument::fromJson(text).object(), &schema, &error));
            QVERIFY2(error.startsWith(message), qPrintable(error));
        }
    }
    void targetFileProblems()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, message);
        QTemporaryDir dir;
        writeFile(dir, QStringLiteral("t1.json"), text);
        SchemaRegistry registry;
        registry.loadDirectory(dir.path());
        QCOMPARE(registry.problems().size(), 1);
        QVERIFY2(registry.problems().constFirst().contains(message), qPrintable(registry.problems().constFirst()));
        QVERIFY(registry.targets().isEmpty());
    }

    /// A target's "types" are names the type parser reads as a type of that root: a misspelt one
    /// would be refused on no target. Flink 2.1 reads VARIANT (its release announcement).
    void targetTypesAreTypesOfTheParser()
    {
        const SchemaRegistry registry = SchemaRegistry::loadDefault();
        int listed = 0;
        for (const TargetSchema &target : registry.targets()) {
            for (const QString &type : target.types) {
                FlinkType parsed;
                LocalizedText error;
                QVERIFY2(parseFlinkType(type, &parsed, &error), qPrintable(target.id + QStringLiteral(": ") + error.en));
                QCOMPARE(parsed.root, type);
                ++listed;
            }
        }
        QCOMPARE(registry.target(QStringLiteral("flink-2.1"))->types, QStringList{QStringLiteral("VARIANT")});
        QCOMPARE(listed, 1);
    }

    /// loadTargets() (what `streamtable db list` reads for the default target when a user's
    /// schema folder is given): the same targets
    /// and default as loadDefault(), a user folder's targets among them, and no connector.
    void loadTargetsReadsTheTargetsAlone()
    {
        QTemporaryDir dir;
        writeFile(dir, QStringLiteral("t1.json"), R"~({"formatVersion": 1, "kind": "target", "target": "t1", "label": {"en": "T", "zh": "T"},
                                                     "description": {"en": "T", "zh": "T"}, "dialect": "flink"})~");
        const SchemaRegistry all = SchemaRegistry::loadDefault({dir.path()});
        const SchemaRegistry targets = SchemaRegistry::loadTargets({dir.path()});
        QStringList allIds;
        QStringList targetIds;
        for (const TargetSchema &t : all.targets())
            allIds << t.id;
        for (const TargetSchema &t : targets.targets())
            targetIds << t.id;
        QCOMPARE(targetIds, allIds);
        QVERIFY(targetIds.contains(QStringLiteral("t1")));
        QVERIFY(targetIds.size() > 1);
        QCOMPARE(targets.defaultTargetId(), all.defaultTargetId());
        QCOMPARE(effectiveTarget(QString(), QString(), QString(), targets), effectiveTarget(QString(), QString(), QString(), all));
        QVERIFY(targets.connectors().isEmpty());
        QVERIFY(!targets.jobSchema());
    }

    /// The built-in default taken from the target files when configuring is the one a whole
    /// read finds: schemas/targets/flink-1.18.json is the file marked "default": true.
    void builtInDefaultTargetIsTheWholeReadsDefault()
    {
        QCOMPARE(SchemaRegistry::builtInDefaultTargetId(), QStringLiteral("flink-1.18"));
        QCOMPARE(SchemaRegistry::builtInDefaultTargetId(), SchemaRegistry::loadTargets({}).defaultTargetId());
    }

    void everyTextIsBilingual()
    {
        const SchemaRegistry registry = SchemaRegistry::loadDefault();
        for (const ConnectorSchemaPtr &s : registry.schemas()) {
            QVERIFY(s->label.isComplete() && s->description.isComplete());
            for (const OptionSchema &o : s->options) {
                QVERIFY2(o.label.isComplete() && o.description.isComplete(), qPrintable(o.key));
                QVERIFY2(!o.hasPattern() || o.patternHint.isComplete(), qPrintable(o.key));
            }
            for (const RuleSchema &r : s->rules)
                QVERIFY2(r.message.isComplete(), qPrintable(r.id));
        }
    }

    void validTemplateLoads()
    {
        QTemporaryDir dir;
        const QString path = writeFile(dir, QStringLiteral("demo.json"), kValid);
        SchemaRegistry registry;
        QVERIFY2(registry.loadFile(path), qPrintable(registry.problems().join(QLatin1Char('\n'))));
        const ConnectorSchemaPtr demo = registry.find(QStringLiteral("demo"));
        QCOMPARE(demo->options.size(), 3);
        QVERIFY(demo->option(QStringLiteral("path"))->isRequired(Role::Sink));
        QVERIFY(!demo->option(QStringLiteral("mode"))->isRequired(Role::Source));
        QVERIFY(demo->option(QStringLiteral("tasks"))->advanced);
        QCOMPARE(demo->optionsFor(Role::Source).size(), 2);
        QCOMPARE(demo->optionsFor(Role::Both).size(), 3);
        QCOMPARE(demo->dialect(QStringLiteral("flink"))->options.value(QStringLiteral("tasks")).key, QStringLiteral("sink.tasks"));
    }

    void rejectsBrokenFile_data() { addBrokenFileRows(); }
    void rejectsBrokenFile()
    {
        QFETCH(QString, from);
        QFETCH(QString, to);
        QFETCH(QString, message);
        QString text = QString::fromUtf8(kValid);
        QVERIFY2(text.contains(from), qPrintable(from));
        text.replace(text.indexOf(from), from.size(), to);
        QTemporaryDir dir;
        writeFile(dir, QStringLiteral("broken.json"), text.toUtf8());
        writeFile(dir, QStringLiteral("good.json"), QByteArray(kValid).replace("\"demo\"", "\"good\""));
        SchemaRegistry registry;
        registry.loadDirectory(dir.path());
        QCOMPARE(registry.problems().size(), 1);
        const QString problem = registry.problems().constFirst();
        QVERIFY2(problem.contains(QStringLiteral("broken.json")), qPrintable(problem));
        QVERIFY2(problem.contains(message), qPrintable(problem));
        QVERIFY(registry.find(QStringLiteral("good"))); // the other file still loads
        QVERIFY(!registry.find(QStringLiteral("demo")));
    }

    /// The built-in legacy form loads; a rule without its source, or with two actions, is refused
    /// by name and the rest of the folder still loads.
    void legacyKeysFiles()
    {
        const SchemaRegistry builtIn = SchemaRegistry::loadDefault();
        QVERIFY(builtIn.legacyForms().contains(QStringLiteral("flink-1.10")));
        QCOMPARE(builtIn.legacyForms().value(QStringLiteral("flink-1.10")).marker, QStringLiteral("connector.type"));
        const QByteArray good = R"~({"formatVersion": 1, "kind": "legacy", "legacy": "old", "label": {"en": "Old", "zh": "旧"},
            "marker": "connector.type", "rules": [{"key": "connector.topic", "to": "topic", "source": "a page"}]})~";
        QTemporaryDir dir;
        writeFile(dir, QStringLiteral("a.json"), good);
        writeFile(dir, QStringLiteral("b.json"), QByteArray(good).replace("\"old\"", "\"b\"").replace(", \"source\": \"a page\"", ""));
        writeFile(dir, QStringLiteral("c.json"), QByteArray(good).replace("\"old\"", "\"c\"").replace("\"to\": \"topic\"", "\"to\": \"topic\", \"drop\": {\"en\": \"x\", \"zh\": \"x\"}"));
        SchemaRegistry registry;
        registry.loadDirectory(dir.path());
        QCOMPARE(registry.problems().size(), 2);
        QVERIFY2(registry.problems().at(0).contains(QStringLiteral("b.json: rules[0].source")), qPrintable(registry.problems().at(0)));
        QVERIFY2(registry.problems().at(1).contains(QStringLiteral("c.json: rules[0]: needs exactly one of")), qPrintable(registry.problems().at(1)));
        QCOMPARE(registry.legacyForms().keys(), QStringList{QStringLiteral("old")});
    }

    void userFolderAddsAndReplaces()
    {
        QTemporaryDir dir;
        writeFile(dir, QStringLiteral("demo.json"), kValid);
        writeFile(dir, QStringLiteral("kafka.json"), QByteArray(kValid).replace("\"demo\"", "\"kafka\"").replace("A demo connector", "My Kafka"));
        writeFile(dir, QStringLiteral("notes.txt"), "not a schema");
        const SchemaRegistry registry = SchemaRegistry::loadDefault({dir.path()});
        QVERIFY(registry.problems().isEmpty());
        QVERIFY(registry.find(QStringLiteral("demo")));
        QCOMPARE(registry.find(QStringLiteral("kafka"))->description.en, QStringLiteral("My Kafka"));
        QVERIFY(registry.find(QStringLiteral("hudi")));
    }

    /// Entries named *.json that cannot be read are reported by name and reason, not skipped;
    /// the readable ones still load. (Tests run as root, for whom a chmod 000 file is readable:
    /// permission cases are in test_cli, run as another user.)
    void unreadableEntriesAreReported()
    {
        QTemporaryDir dir;
        writeFile(dir, QStringLiteral("good.json"), kValid);
        QVERIFY(QDir().mkdir(dir.filePath(QStringLiteral("folder.json"))));
        QVERIFY(QFile::link(dir.filePath(QStringLiteral("missing")), dir.filePath(QStringLiteral("dangling.json"))));
        QVERIFY(QFile::link(dir.filePath(QStringLiteral("loop-b.json")), dir.filePath(QStringLiteral("loop-a.json"))));
        QVERIFY(QFile::link(dir.filePath(QStringLiteral("loop-a.json")), dir.filePath(QStringLiteral("loop-b.json"))));
#ifdef Q_OS_UNIX
        // A pipe: opening it would wait for a writer forever.
        QCOMPARE(::mkfifo(QFile::encodeName(dir.filePath(QStringLiteral("pipe.json"))).constData(), 0644), 0);
#endif
        SchemaRegistry registry;
        registry.loadDirectory(dir.path());
        QVERIFY(registry.find(QStringLiteral("demo")));
        const QString problems = registry.problems().join(QLatin1Char('\n'));
        QStringList expected{QStringLiteral("folder.json: cannot read: a folder"), QStringLiteral("dangling.json: cannot read: a link that leads nowhere"),
                             QStringLiteral("loop-a.json: cannot read: a link that leads nowhere"), QStringLiteral("loop-b.json: cannot read: a link that leads nowhere")};
#ifdef Q_OS_UNIX
        expected << QStringLiteral("pipe.json: cannot read: not a regular file");
#endif
        for (const QString &line : expected)
            QVERIFY2(problems.contains(line), qPrintable(problems));
        QCOMPARE(registry.problems().size(), expected.size());
    }

    /// A schemas folder that is a broken link, a link loop or a file is reported as such.
    void unreadableFolderIsReported()
    {
        QTemporaryDir dir;
        QVERIFY(QFile::link(dir.filePath(QStringLiteral("missing")), dir.filePath(QStringLiteral("dangling"))));
        QVERIFY(QFile::link(dir.filePath(QStringLiteral("loop-b")), dir.filePath(QStringLiteral("loop-a"))));
        QVERIFY(QFile::link(dir.filePath(QStringLiteral("loop-a")), dir.filePath(QStringLiteral("loop-b"))));
        const QString file = writeFile(dir, QStringLiteral("file"), kValid);
        const SchemaRegistry registry = SchemaRegistry::loadDefault(
            {dir.filePath(QStringLiteral("dangling")), dir.filePath(QStringLiteral("loop-a")), file});
        QCOMPARE(registry.problems().size(), 3);
        QVERIFY2(registry.problems().at(0).contains(QStringLiteral("dangling: the schemas folder is a link that leads nowhere")), qPrintable(registry.problems().at(0)));
        QVERIFY2(registry.problems().at(1).contains(QStringLiteral("loop-a: the schemas folder is a link that leads nowhere")), qPrintable(registry.problems().at(1)));
        QVERIFY2(registry.problems().at(2).contains(QStringLiteral("file: the schemas folder is not a folder")), qPrintable(registry.problems().at(2)));
        QCOMPARE(registry.connectors(), SchemaRegistry::loadDefault().connectors()); // the built-in ones still load
    }

    void missingFolderIsReported()
    {
        QTemporaryDir dir;
        const SchemaRegistry registry = SchemaRegistry::loadDefault({dir.filePath(QStringLiteral("nope"))});
        QCOMPARE(registry.problems().size(), 1);
        QVERIFY(registry.problems().constFirst().contains(QStringLiteral("does not exist")));
        QCOMPARE(registry.connectors(), SchemaRegistry::loadDefault().connectors()); // the built-in ones still load
    }
};

QTEST_GUILESS_MAIN(TestSchemaLoader)
#include "test_schemaloader.moc"

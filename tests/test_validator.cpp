// Validator: every schema rule and every built-in check has a case that produces its
// diagnostic from a valid example; removing the rule makes that case fail. A coverage test
// fails when a schema gains a rule without a case here.

#include "sql/ddlwriter.h"
#include "testsupport.h"
#include "check/validator.h"
#include "core/secrets.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QTemporaryDir>

using namespace st;
using testsupport::containsDiagnostic;
using testsupport::dumpDiagnostics;
using testsupport::example;

Q_DECLARE_METATYPE(st::Subject)

namespace {

struct Case
{
    const char *name;
    const char *example;
    const char *patch; ///< JSON patch applied to the example (see testsupport::applyPatch)
    const char *ruleId;
    Severity severity;
    const char *subject;
};

const Case kCases[] = {
    // ---- Kafka: rules between options (schemas/kafka.json)
    {"source with topic and pattern", "kafka-source", R"~({"options":{"topic-pattern":"orders-.*"}})~", "kafka.source-topic-or-pattern", Severity::Error, "topic"},
    {"source with neither topic nor pattern", "kafka-source", R"~({"options":{"topic":null}})~", "kafka.source-topic-or-pattern", Severity::Error, "topic"},
    {"sink with a topic list", "kafka-sink", R"~({"options":{"topic":"a;b"}})~", "kafka.sink-single-topic", Severity::Error, "topic"},
    {"sink with a topic pattern", "kafka-sink", R"~({"options":{"topic-pattern":"a.*"}})~", "kafka.sink-no-topic-pattern", Severity::Error, "topic-pattern"},
    // Kafka connector 3.3 and later (flink-2.0 ships 4.0; targets reference 2.1-2.4, connectors
    // reference 1.4 and 6.1): a sink takes a topic list or 'topic-pattern', and validateTopic wants
    // exactly one of the two; each row's topic then comes from the writable 'topic' metadata column,
    // which the schema keeps read-only, so a warning says to write it.
    {"sink with topic and pattern on flink 2.0", "kafka-sink", R"~({"target":"flink-2.0","options":{"table.append-only":null,"topic-pattern":"t.*"}})~", "kafka.sink-topic-or-pattern", Severity::Error, "topic"},
    {"sink with neither topic nor pattern on flink 2.0", "kafka-sink", R"~({"target":"flink-2.0","options":{"table.append-only":null,"topic":null}})~", "kafka.sink-topic-or-pattern", Severity::Error, "topic"},
    {"sink topic list on flink 2.0", "kafka-sink", R"~({"target":"flink-2.0","options":{"table.append-only":null,"topic":"t2;t3"}})~", "kafka.sink-topic-list-needs-topic-column", Severity::Warning, "topic"},
    {"sink topic pattern on flink 2.0", "kafka-sink", R"~({"target":"flink-2.0","options":{"table.append-only":null,"topic":null,"topic-pattern":"t.*"}})~", "kafka.sink-topic-pattern-needs-topic-column", Severity::Warning, "topic-pattern"},
    {"sink topic list on flink 1.18", "kafka-sink", R"~({"target":"flink-1.18","options":{"table.append-only":null,"topic":"t2;t3"}})~", "kafka.sink-single-topic", Severity::Error, "topic"},
    {"sink topic pattern on flink 1.18", "kafka-sink", R"~({"target":"flink-1.18","options":{"table.append-only":null,"topic":null,"topic-pattern":"t.*"}})~", "kafka.sink-no-topic-pattern", Severity::Error, "topic-pattern"},
    {"format and value.format", "kafka-source", R"~({"options":{"value.format":"json"}})~", "kafka.format-or-value-format", Severity::Error, "format"},
    {"neither format nor value.format", "kafka-source", R"~({"options":{"format":null}})~", "kafka.format-or-value-format", Severity::Error, "format"},
    {"bulk format on kafka", "kafka-source", R"~({"options":{"format":"parquet"}})~", "kafka.format-not-bulk", Severity::Error, "format"},
    {"bulk value format on kafka", "kafka-sink", R"~({"options":{"value.format":"orc"}})~", "kafka.value-format-not-bulk", Severity::Error, "value.format"},
    {"key.format without key.fields", "kafka-sink", R"~({"options":{"key.fields":null}})~", "kafka.key-format-needs-key-fields", Severity::Error, "key.fields"},
    {"key.fields without key.format", "kafka-sink", R"~({"options":{"key.format":null}})~", "kafka.key-fields-need-key-format", Severity::Error, "key.format"},
    {"changelog key format", "kafka-sink", R"~({"options":{"key.format":"debezium-json"}})~", "kafka.key-format-insert-only", Severity::Error, "key.format"},
    {"key prefix with value.fields-include ALL", "kafka-sink", R"~({"options":{"key.fields-prefix":"k_"}})~", "kafka.key-prefix-needs-except-key", Severity::Error, "value.fields-include"},
    {"key prefix with default value.fields-include", "kafka-sink", R"~({"options":{"key.fields-prefix":"k_","value.fields-include":null}})~", "kafka.key-prefix-needs-except-key", Severity::Error, "value.fields-include"},
    {"specific-offsets mode without offsets", "kafka-source", R"~({"options":{"scan.startup.mode":"specific-offsets"}})~", "kafka.specific-offsets-required", Severity::Error, "scan.startup.specific-offsets"},
    {"specific-offsets with a topic list", "kafka-source", R"~({"options":{"scan.startup.mode":"specific-offsets","scan.startup.specific-offsets":"partition:0,offset:42","topic":"a;b"}})~", "kafka.specific-offsets-single-topic", Severity::Error, "topic"},
    {"offsets without specific-offsets mode", "kafka-source", R"~({"options":{"scan.startup.specific-offsets":"partition:0,offset:42"}})~", "kafka.specific-offsets-unused", Severity::Warning, "scan.startup.specific-offsets"},
    // validateScanBoundedMode: the same rules as the startup mode (targets reference 2.3).
    {"bounded specific offsets without offsets", "kafka-source", R"~({"options":{"scan.bounded.mode":"specific-offsets"}})~", "kafka.bounded-specific-offsets-required", Severity::Error, "scan.bounded.specific-offsets"},
    {"bounded specific offsets on a topic list", "kafka-source", R"~({"options":{"topic":"a;b","scan.bounded.mode":"specific-offsets","scan.bounded.specific-offsets":"partition:0,offset:10"}})~", "kafka.bounded-specific-offsets-single-topic", Severity::Error, "topic"},
    {"bounded timestamp without millis", "kafka-source", R"~({"options":{"scan.bounded.mode":"timestamp"}})~", "kafka.bounded-timestamp-millis-required", Severity::Error, "scan.bounded.timestamp-millis"},
    {"bounded offsets with a space", "kafka-source", R"~({"options":{"scan.bounded.mode":"specific-offsets","scan.bounded.specific-offsets":"partition:0, offset:10"}})~", "option.value", Severity::Error, "scan.bounded.specific-offsets"},
    {"unknown bounded mode", "kafka-source", R"~({"options":{"scan.bounded.mode":"earliest-offset"}})~", "option.value", Severity::Error, "scan.bounded.mode"},
    // scan.bounded.* on upsert-kafka from connector 3.1; sink.transaction-naming-strategy from 4.0
    // (UpsertKafkaDynamicTableFactory.optionalOptions, targets reference 3).
    {"upsert-kafka bounded specific offsets without offsets", "upsert-kafka-sink", R"~({"role":"source","options":{"sink.parallelism":null,"sink.buffer-flush.max-rows":null,"sink.buffer-flush.interval":null,"scan.bounded.mode":"specific-offsets"}})~", "upsert-kafka.bounded-specific-offsets-required", Severity::Error, "scan.bounded.specific-offsets"},
    {"upsert-kafka bounded timestamp without millis", "upsert-kafka-sink", R"~({"role":"source","options":{"sink.parallelism":null,"sink.buffer-flush.max-rows":null,"sink.buffer-flush.interval":null,"scan.bounded.mode":"timestamp"}})~", "upsert-kafka.bounded-timestamp-millis-required", Severity::Error, "scan.bounded.timestamp-millis"},
    {"transaction naming on flink 1.18", "kafka-sink", R"~({"target":"flink-1.18","options":{"sink.transaction-naming-strategy":"POOLING"}})~", "target.option-absent", Severity::Error, "sink.transaction-naming-strategy"},
    {"upsert-kafka transaction naming on flink 1.18", "upsert-kafka-sink", R"~({"target":"flink-1.18","options":{"sink.transaction-naming-strategy":"POOLING"}})~", "target.option-absent", Severity::Error, "sink.transaction-naming-strategy"},
    // Kafka connector 4.0 (FLINK-34554, FLINK-33265) only: not on MRS's or EasyStream's Flink 1.x either (targets reference 3).
    {"upsert-kafka transaction naming on mrs", "upsert-kafka-sink", R"~({"target":"mrs","options":{"sink.transaction-naming-strategy":"POOLING"}})~", "target.option-absent", Severity::Error, "sink.transaction-naming-strategy"},
    {"upsert-kafka transaction naming on easystream", "upsert-kafka-sink", R"~({"target":"easystream","options":{"sink.transaction-naming-strategy":"POOLING"}})~", "target.option-absent", Severity::Error, "sink.transaction-naming-strategy"},
    {"upsert-kafka source parallelism on flink 1.18", "upsert-kafka-sink", R"~({"target":"flink-1.18","role":"source","options":{"sink.parallelism":null,"sink.buffer-flush.max-rows":null,"sink.buffer-flush.interval":null,"scan.parallelism":"3"}})~", "target.option-absent", Severity::Error, "scan.parallelism"},
    {"upsert-kafka source parallelism on mrs", "upsert-kafka-sink", R"~({"target":"mrs","role":"source","options":{"sink.parallelism":null,"sink.buffer-flush.max-rows":null,"sink.buffer-flush.interval":null,"scan.parallelism":"3"}})~", "target.option-absent", Severity::Error, "scan.parallelism"},
    {"upsert-kafka source parallelism zero on flink 2.0", "upsert-kafka-sink", R"~({"target":"flink-2.0","role":"source","options":{"sink.parallelism":null,"sink.buffer-flush.max-rows":null,"sink.buffer-flush.interval":null,"scan.parallelism":"0"}})~", "option.value", Severity::Error, "scan.parallelism"},
    {"transaction naming on easystream", "kafka-sink", R"~({"target":"easystream","options":{"sink.transaction-naming-strategy":"POOLING"}})~", "target.option-absent", Severity::Error, "sink.transaction-naming-strategy"},
    {"unknown transaction naming", "kafka-sink", R"~({"target":"flink-2.0","options":{"table.append-only":null,"sink.transaction-naming-strategy":"RANDOM"}})~", "option.value", Severity::Error, "sink.transaction-naming-strategy"},
    {"timestamp mode without millis", "kafka-source", R"~({"options":{"scan.startup.mode":"timestamp"}})~", "kafka.timestamp-millis-required", Severity::Error, "scan.startup.timestamp-millis"},
    {"millis without timestamp mode", "kafka-source", R"~({"options":{"scan.startup.timestamp-millis":"1700000000000"}})~", "kafka.timestamp-millis-unused", Severity::Warning, "scan.startup.timestamp-millis"},
    {"offset reset outside group-offsets", "kafka-source", R"~({"options":{"properties.auto.offset.reset":"earliest"}})~", "kafka.offset-reset-unused", Severity::Warning, "properties.auto.offset.reset"},
    {"round-robin with key fields", "kafka-sink", R"~({"options":{"sink.partitioner":"round-robin"}})~", "kafka.round-robin-without-key", Severity::Error, "sink.partitioner"},
    {"semantic and delivery guarantee", "kafka-sink", R"~({"options":{"sink.delivery-guarantee":"at-least-once"}})~", "kafka.semantic-or-delivery-guarantee", Severity::Error, "sink.semantic"},
    {"exactly-once without transactional id", "kafka-sink", R"~({"options":{"sink.transactional-id-prefix":null}})~", "kafka.exactly-once-needs-transactional-id", Severity::Error, "sink.transactional-id-prefix"},
    {"updating sink with json", "kafka-sink", R"~({"options":{"table.append-only":"false"}})~", "kafka.updates-need-changelog-format", Severity::Warning, "table.append-only"},

    // ---- Kafka: option values from schema data (types, enums, patterns, required roles)
    // The group id is needed where committed offsets are read (KafkaSourceBuilder.sanityCheck,
    // ReaderHandledOffsetsInitializer.validate); elsewhere nothing is committed without it
    // (connector reference 1.2). EasyStream's form requires it on every source (seed 003).
    {"source without group id", "kafka-source", R"~({"options":{"properties.group.id":null}})~", "kafka.no-group-id-commits-nothing", Severity::Warning, "properties.group.id"},
    {"group offsets without group id", "kafka-source", R"~({"options":{"properties.group.id":null,"scan.startup.mode":null}})~", "kafka.group-offsets-need-group-id", Severity::Error, "properties.group.id"},
    {"bounded by group offsets without group id", "kafka-source", R"~({"options":{"properties.group.id":null,"scan.bounded.mode":"group-offsets"}})~", "kafka.group-offsets-need-group-id", Severity::Error, "properties.group.id"},
    {"easystream source without group id", "kafka-source", R"~({"target":"easystream","options":{"properties.group.id":null}})~", "option.required", Severity::Error, "properties.group.id"},
    {"sink without topic", "kafka-sink", R"~({"options":{"topic":null}})~", "option.required", Severity::Error, "topic"},
    {"no bootstrap servers", "kafka-source", R"~({"options":{"properties.bootstrap.servers":null}})~", "option.required", Severity::Error, "properties.bootstrap.servers"},
    {"bad bootstrap servers", "kafka-source", R"~({"options":{"properties.bootstrap.servers":"kafka 9092"}})~", "option.value", Severity::Error, "properties.bootstrap.servers"},
    {"startup mode as Java constant", "kafka-source", R"~({"options":{"scan.startup.mode":"EARLIEST_OFFSET"}})~", "option.value", Severity::Error, "scan.startup.mode"},
    {"misshapen specific offsets", "kafka-source", R"~({"options":{"scan.startup.mode":"specific-offsets","scan.startup.specific-offsets":"0:42;1:300"}})~", "option.value", Severity::Error, "scan.startup.specific-offsets"},
    {"timestamp millis not a number", "kafka-source", R"~({"options":{"scan.startup.mode":"timestamp","scan.startup.timestamp-millis":"yesterday"}})~", "option.value", Severity::Error, "scan.startup.timestamp-millis"},
    {"partitioner neither keyword nor class", "kafka-sink", R"~({"options":{"sink.partitioner":"my partitioner"}})~", "option.value", Severity::Error, "sink.partitioner"},
    {"unknown sink semantic", "kafka-sink", R"~({"options":{"sink.semantic":"exactly_twice"}})~", "option.value", Severity::Error, "sink.semantic"},
    {"key field that is no column", "kafka-sink", R"~({"options":{"key.fields":"user_id;no_such_column"}})~", "option.value", Severity::Error, "key.fields"},
    {"key fields with an empty item", "kafka-sink", R"~({"options":{"key.fields":"user_id;;order_id"}})~", "option.value", Severity::Error, "key.fields"},
    {"discovery interval not a duration", "kafka-source", R"~({"options":{"scan.topic-partition-discovery.interval":"5 parsecs"}})~", "option.value", Severity::Error, "scan.topic-partition-discovery.interval"},
    {"sink parallelism zero", "kafka-sink", R"~({"options":{"sink.parallelism":"0"}})~", "option.value", Severity::Error, "sink.parallelism"},
    {"append-only not boolean", "kafka-sink", R"~({"options":{"table.append-only":"yes"}})~", "option.value", Severity::Error, "table.append-only"},
    // Kafka's factory refuses left-over keys (FactoryUtil.validateUnconsumedKeys, connector
    // reference 0.5); Hudi's reads its options from the map and never checks the rest (2.1).
    {"unknown option", "kafka-source", R"~({"options":{"topik":"orders"}})~", "option.unknown", Severity::Error, "topik"},
    {"unknown option on hudi", "hudi-sink", R"~({"options":{"write.tasks.max":"4"}})~", "option.unknown", Severity::Warning, "write.tasks.max"},
    {"unknown option on hdfs", "hdfs-csv-source", R"~({"options":{"fieldDelimeter":"|"}})~", "option.unknown", Severity::Error, "fieldDelimeter"},
    {"table name with a newline", "kafka-source", R"~({"name":"line\nbreak"})~", "name.control", Severity::Error, "name"},
    {"column name with a tab", "hdfs-csv-source", R"~({"columns":[{"name":"a\tb","type":"INT"}]})~", "name.control", Severity::Error, "columns[0].name"},
    {"table name over 256 characters", "kafka-source", R"~({"name":"NAME257"})~", "name.length", Severity::Error, "name"},
    {"stray space around a value", "kafka-source", R"~({"options":{"topic":"orders "}})~", "option.whitespace", Severity::Warning, "topic"},
    {"sink option on a source", "kafka-source", R"~({"options":{"sink.parallelism":"2"}})~", "option.role", Severity::Warning, "sink.parallelism"},

    // ---- Hudi (schemas/hudi.json)
    {"hudi without path", "hudi-source", R"~({"options":{"path":null}})~", "option.required", Severity::Error, "path"},
    {"hudi path with a space", "hudi-source", R"~({"options":{"path":"hdfs://ns/my table"}})~", "option.value", Severity::Error, "path"},
    {"hudi without table type", "hudi-source", R"~({"options":{"table.type":null}})~", "option.required", Severity::Error, "table.type"},
    {"hudi table type lower case", "hudi-source", R"~({"options":{"table.type":"merge_on_read"}})~", "option.value", Severity::Error, "table.type"},
    // Issue 54: Hudi's table factory (which MRS ships) takes the record key from the PRIMARY KEY
    // (HoodieTableFactory.setupHoodieKeyOptions: "the PRIMARY KEY syntax always has higher
    // priority than option FlinkOptions#RECORD_KEY_FIELD"), so only a table without one needs it.
    {"hudi without record key or primary key", "hudi-source", R"~({"primaryKey":[],"options":{"hoodie.datasource.write.recordkey.field":null}})~", "hudi.record-key", Severity::Error, "hoodie.datasource.write.recordkey.field"},
    {"hudi record key not a column", "hudi-source", R"~({"options":{"hoodie.datasource.write.recordkey.field":"id,uuid"}})~", "option.value", Severity::Error, "hoodie.datasource.write.recordkey.field"},
    {"hudi without precombine", "hudi-source", R"~({"options":{"write.precombine.field":null}})~", "option.required", Severity::Error, "write.precombine.field"},
    {"hudi precombine not a column", "hudi-source", R"~({"options":{"write.precombine.field":"update_time"}})~", "option.value", Severity::Error, "write.precombine.field"},
    {"hudi read tasks zero", "hudi-source", R"~({"options":{"read.tasks":"0"}})~", "option.value", Severity::Error, "read.tasks"},
    {"hudi read tasks not a number", "hudi-source", R"~({"options":{"read.tasks":"four"}})~", "option.value", Severity::Error, "read.tasks"},
    {"hudi start commit with dashes", "hudi-source", R"~({"options":{"read.streaming.start-commit":"2024-03-01"}})~", "option.value", Severity::Error, "read.streaming.start-commit"},
    {"hudi start commit month 13", "hudi-source", R"~({"options":{"read.streaming.start-commit":"20241301120000"}})~", "option.value", Severity::Error, "read.streaming.start-commit"},
    {"hudi check interval zero", "hudi-source", R"~({"options":{"read.streaming.check-interval":"0"}})~", "option.value", Severity::Error, "read.streaming.check-interval"},
    {"hudi key generator lower case", "hudi-source", R"~({"options":{"hoodie.datasource.write.keygenerator.type":"complex"}})~", "option.value", Severity::Error, "hoodie.datasource.write.keygenerator.type"},
    {"hudi changelog not boolean", "hudi-source", R"~({"options":{"changelog.enabled":"on"}})~", "option.value", Severity::Error, "changelog.enabled"},
    {"hudi end before start", "hudi-source", R"~({"options":{"read.streaming.enabled":"false","read.end-commit":"20240101000000"}})~", "hudi.end-commit-not-before-start", Severity::Error, "read.end-commit"},
    {"hudi end with millis before start", "hudi-source", R"~({"options":{"read.streaming.enabled":"false","read.streaming.start-commit":"20240301120000","read.end-commit":"20240301115959999"}})~", "hudi.end-commit-not-before-start", Severity::Error, "read.end-commit"},
    {"hudi end without start", "hudi-source", R"~({"options":{"read.streaming.enabled":"false","read.streaming.start-commit":null,"read.end-commit":"20240401000000"}})~", "hudi.end-commit-without-start", Severity::Warning, "read.end-commit"},
    {"hudi end commit on a streaming read", "hudi-source", R"~({"options":{"read.end-commit":"20240401000000"}})~", "hudi.end-commit-batch-only", Severity::Warning, "read.end-commit"},
    {"hudi streaming read of COW", "hudi-source", R"~({"options":{"table.type":"COPY_ON_WRITE","changelog.enabled":null}})~", "hudi.streaming-read-cow", Severity::Warning, "table.type"},
    {"hudi streaming read of default COW", "hudi-source", R"~({"options":{"table.type":null,"changelog.enabled":null}})~", "hudi.streaming-read-cow", Severity::Warning, "table.type"},
    {"hudi changelog on COW", "hudi-source", R"~({"options":{"table.type":"COPY_ON_WRITE"}})~", "hudi.changelog-mor-only", Severity::Warning, "changelog.enabled"},
    {"hudi check interval on a batch read", "hudi-source", R"~({"options":{"read.streaming.enabled":"false"}})~", "hudi.check-interval-needs-streaming", Severity::Warning, "read.streaming.check-interval"},
    {"hudi compaction on COW", "hudi-sink", R"~({"options":{"table.type":"COPY_ON_WRITE","changelog.enabled":null,"compaction.tasks":"2"}})~", "hudi.compaction-mor-only", Severity::Warning, "table.type"},
    {"hudi hive sync options while disabled", "hudi-sink", R"~({"options":{"hive_sync.enabled":null,"hive_sync.db":"ods"}})~", "hudi.hive-sync-options-need-enabled", Severity::Warning, "hive_sync.enabled"},
    {"hudi hms sync without uris", "hudi-sink", R"~({"options":{"hive_sync.enabled":"true","hive_sync.mode":"hms","hive_sync.metastore.uris":null,"hive_sync.table":"t"}})~", "hudi.hive-sync-hms-needs-uris", Severity::Warning, "hive_sync.metastore.uris"},
    {"hudi hive sync without table", "hudi-sink", R"~({"options":{"hive_sync.enabled":"true","hive_sync.table":null}})~", "hudi.hive-sync-table-name", Severity::Warning, "hive_sync.table"},

    // ---- HDFS (schemas/hdfs.json)
    {"hdfs without type", "hdfs-csv-source", R"~({"options":{"type":null}})~", "option.required", Severity::Error, "type"},
    {"hdfs type xml", "hdfs-csv-source", R"~({"options":{"type":"xml"}})~", "option.value", Severity::Error, "type"},
    {"hdfs without path", "hdfs-csv-source", R"~({"options":{"path":null}})~", "option.required", Severity::Error, "path"},
    {"hdfs split size zero", "hdfs-csv-source", R"~({"options":{"fileSplitMinSize":"0"}})~", "option.value", Severity::Error, "fileSplitMinSize"},
    {"hdfs split size not a number", "hdfs-csv-source", R"~({"options":{"fileSplitMinSize":"32 GB"}})~", "option.value", Severity::Error, "fileSplitMinSize"},
    {"hdfs continuous not boolean", "hdfs-csv-source", R"~({"options":{"isContinuousStream":"always"}})~", "option.value", Severity::Error, "isContinuousStream"},
    {"hdfs csv cannot enumerate nested", "hdfs-csv-source", R"~({"options":{"enumerateNestedFiles":"true"}})~", "hdfs.nested-files-columnar-only", Severity::Error, "enumerateNestedFiles"},
    // HDFS's own field delimiter is written as 'csv.field-delimiter' in the Flink dialect
    // (schemas/hdfs.json), the CSV format's option too: the key would be written twice.
    {"hdfs field delimiter twice", "hdfs-csv-source", R"~({"options":{"csv.field-delimiter":";"}})~", "dialect.same-key", Severity::Error, "fieldDelimiter"},
    {"hdfs field delimiter twice, the format's", "hdfs-csv-source", R"~({"options":{"csv.field-delimiter":";"}})~", "dialect.same-key", Severity::Error, "csv.field-delimiter"},
    {"hdfs field delimiter twice on flink 2.0", "hdfs-csv-source", R"~({"target":"flink-2.0","options":{"csv.field-delimiter":"|"}})~", "dialect.same-key", Severity::Error, "fieldDelimiter"},
    {"hdfs field delimiter on orc", "hdfs-orc-source", R"~({"options":{"fieldDelimiter":"|"}})~", "hdfs.field-delimiter-csv-only", Severity::Warning, "fieldDelimiter"},
    {"hdfs line delimiter on orc", "hdfs-orc-source", R"~({"options":{"lineDelimiter":"\\n"}})~", "hdfs.line-delimiter-csv-only", Severity::Warning, "lineDelimiter"},
    // Issue 12: Flink's csv.field-delimiter is one character (CsvFormatFactory): the DDL cannot be written.
    // HDFS as a result table: Flink's filesystem sink (FileSystemConnectorOptions; connector
    // reference 3.1). A commit policy acts only with partition keys (StreamingSink adds the
    // committer for a partitioned table); 'custom' needs its class (PartitionCommitPolicyFactory,
    // PartitionTimeExtractor.create, which compares the kind exactly); 'metastore' needs Hive.
    {"hdfs commit policy without partitions", "hdfs-parquet-sink", R"~({"partitionedBy":[],"options":{"sink.partition-commit.trigger":null}})~", "hdfs.partition-commit-needs-partitions", Severity::Warning, "sink.partition-commit.policy.kind"},
    {"hdfs partition-time trigger without partitions", "hdfs-parquet-sink", R"~({"partitionedBy":[],"options":{"sink.partition-commit.policy.kind":null}})~", "hdfs.partition-time-trigger-needs-partitions", Severity::Warning, "sink.partition-commit.trigger"},
    {"hdfs custom commit policy without class", "hdfs-parquet-sink", R"~({"options":{"sink.partition-commit.policy.kind":"success-file,CUSTOM"}})~", "hdfs.custom-commit-policy-needs-class", Severity::Error, "sink.partition-commit.policy.class"},
    {"hdfs metastore commit policy", "hdfs-parquet-sink", R"~({"options":{"sink.partition-commit.policy.kind":"metastore,success-file"}})~", "hdfs.metastore-policy-needs-hive", Severity::Warning, "sink.partition-commit.policy.kind"},
    {"hdfs commit policy with a space", "hdfs-parquet-sink", R"~({"options":{"sink.partition-commit.policy.kind":"success-file, custom"}})~", "option.value", Severity::Error, "sink.partition-commit.policy.kind"},
    {"hdfs unknown commit policy", "hdfs-parquet-sink", R"~({"options":{"sink.partition-commit.policy.kind":"hive"}})~", "option.value", Severity::Error, "sink.partition-commit.policy.kind"},
    {"hdfs custom time extractor without class", "hdfs-parquet-sink", R"~({"options":{"partition.time-extractor.kind":"custom"}})~", "hdfs.custom-time-extractor-needs-class", Severity::Error, "partition.time-extractor.class"},
    {"hdfs time extractor kind in upper case", "hdfs-parquet-sink", R"~({"options":{"partition.time-extractor.kind":"DEFAULT"}})~", "option.value", Severity::Error, "partition.time-extractor.kind"},
    {"hdfs unknown commit trigger", "hdfs-parquet-sink", R"~({"options":{"sink.partition-commit.trigger":"event-time"}})~", "option.value", Severity::Error, "sink.partition-commit.trigger"},
    // FileSystemTableFactory.validateTimeZone: java.util.TimeZone and ZoneId must agree ('CST' does not).
    {"hdfs watermark time zone CST", "hdfs-parquet-sink", R"~({"options":{"sink.partition-commit.watermark-time-zone":"CST"}})~", "option.value", Severity::Error, "sink.partition-commit.watermark-time-zone"},
    {"hdfs watermark time zone UTC+8", "hdfs-parquet-sink", R"~({"options":{"sink.partition-commit.watermark-time-zone":"UTC+8"}})~", "option.value", Severity::Error, "sink.partition-commit.watermark-time-zone"},
    // MemorySize.parse: a number and a unit of MemoryUnit; no fractions, no unknown units.
    {"hdfs rolling size with a fraction", "hdfs-parquet-sink", R"~({"options":{"sink.rolling-policy.file-size":"1.5 gb"}})~", "option.value", Severity::Error, "sink.rolling-policy.file-size"},
    {"hdfs rolling size in megabits", "hdfs-parquet-sink", R"~({"options":{"sink.rolling-policy.file-size":"128 mbit"}})~", "option.value", Severity::Error, "sink.rolling-policy.file-size"},
    {"hdfs rolling size zero", "hdfs-parquet-sink", R"~({"options":{"sink.rolling-policy.file-size":"0"}})~", "option.value", Severity::Error, "sink.rolling-policy.file-size"},
    {"hdfs rolling interval zero", "hdfs-parquet-sink", R"~({"options":{"sink.rolling-policy.rollover-interval":"0 s"}})~", "option.value", Severity::Error, "sink.rolling-policy.rollover-interval"},
    {"hdfs sink parallelism zero", "hdfs-parquet-sink", R"~({"options":{"sink.parallelism":"0"}})~", "option.value", Severity::Error, "sink.parallelism"},
    {"hdfs sink option on a source", "hdfs-csv-source", R"~({"options":{"sink.rolling-policy.file-size":"128 mb"}})~", "option.role", Severity::Warning, "sink.rolling-policy.file-size"},
    {"hdfs sink option on blink", "hdfs-parquet-sink", R"~({"target":"blink","partitionedBy":[]})~", "dialect.option", Severity::Error, "sink.rolling-policy.file-size"},
    // Formats of Flink's filesystem connector (targets reference 4.1); Blink reads csv, parquet
    // and orc only (seed 004).
    {"hdfs json on blink", "hdfs-csv-source", R"~({"target":"blink","options":{"type":"json","fieldDelimiter":null,"lineDelimiter":null}})~", "option.value", Severity::Error, "type"},
    {"hdfs avro-confluent files", "hdfs-csv-source", R"~({"options":{"type":"avro-confluent","fieldDelimiter":null,"lineDelimiter":null}})~", "option.value", Severity::Error, "type"},
    {"hdfs monitor interval and read once", "hdfs-csv-source", R"~({"options":{"source.monitor-interval":"10 s","isContinuousStream":"false"}})~", "hdfs.monitor-interval-not-continuous", Severity::Error, "isContinuousStream"},
    {"hdfs monitor interval zero", "hdfs-csv-source", R"~({"options":{"source.monitor-interval":"0"}})~", "option.value", Severity::Error, "source.monitor-interval"},
    {"hdfs report statistics unknown", "hdfs-csv-source", R"~({"options":{"source.report-statistics":"SOME"}})~", "option.value", Severity::Error, "source.report-statistics"},
    {"hdfs path pattern not a regex", "hdfs-csv-source", R"~({"options":{"source.path.regex-pattern":"*.csv"}})~", "option.value", Severity::Error, "source.path.regex-pattern"},
    {"hdfs monitor interval on blink", "hdfs-csv-source", R"~({"target":"blink","options":{"source.monitor-interval":"10 s"}})~", "dialect.option", Severity::Error, "source.monitor-interval"},
    // compaction.parallelism is declared but not registered by the filesystem factory (F118, F20).
    {"hdfs compaction parallelism", "hdfs-parquet-sink", R"~({"options":{"compaction.parallelism":"2"}})~", "option.unknown", Severity::Error, "compaction.parallelism"},
    // Flink's filesystem connector has no line delimiter (FLINK-19868, Flink 1.12; connector reference 3.2).
    {"hdfs crlf line delimiter on flink", "hdfs-csv-source", R"~({"options":{"lineDelimiter":"\\r\\n"}})~", "hdfs.line-delimiter-not-written", Severity::Warning, "lineDelimiter"},
    {"hdfs two-character field delimiter", "hdfs-csv-source", R"~({"options":{"fieldDelimiter":"||"}})~", "hdfs.field-delimiter-single-char", Severity::Error, "fieldDelimiter"},
    // Issue 12: KafkaDynamicTableFactory.validatePKConstraints refuses a PRIMARY KEY with an insert-only value format.
    {"kafka primary key with json", "kafka-source", R"~({"primaryKey":["order_id"]})~", "kafka.primary-key-needs-changelog-format", Severity::Error, "format"},
    {"kafka primary key with value.format csv", "kafka-source", R"~({"primaryKey":["order_id"],"options":{"format":null,"value.format":"csv"}})~", "kafka.primary-key-needs-changelog-format", Severity::Error, "format"},
    // Issue 12: HoodieTableFactory.setupHoodieKeyOptions: a PRIMARY KEY sets the record key, so a sink needs one of
    // the two; MRS (seed 000) requires the record key on streaming reads; Apache Hudi 0.14 defaults it to uuid.
    {"hudi sink without key", "hudi-sink", R"~({"target":"mrs","primaryKey":[],"options":{"hoodie.datasource.write.recordkey.field":null}})~", "hudi.record-key", Severity::Error, "hoodie.datasource.write.recordkey.field"},
    {"hudi sink without key on flink-1.18", "hudi-sink", R"~({"target":"flink-1.18","primaryKey":[],"options":{"hoodie.datasource.write.recordkey.field":null}})~", "hudi.sink-record-key-default", Severity::Warning, "hoodie.datasource.write.recordkey.field"},
    // Issue 12: Blink's watermark is withOffset(ts, ms) (Alibaba Realtime Compute doc-detail/110837).
    {"blink watermark not an offset", "hdfs-csv-source", R"~({"target":"blink","columns":[{"name":"ts","type":"TIMESTAMP(3)"}],"watermark":{"column":"ts","expression":"ts + INTERVAL '4' SECOND"}})~", "watermark.offset", Severity::Error, "watermark"},
    // Issue 12: CsvRowSchemaConverter.convertType refuses MAP, MULTISET, RAW, INTERVAL and nested constructed types.
    // MRS (mrs_01_24180): TINYINT, SMALLINT and TIME cannot be defined in a Hudi table used from Flink SQL.
    {"hudi tinyint on mrs", "hudi-sink", R"~({"target":"mrs","columns":[{"name":"id","type":"BIGINT","nullable":false},{"name":"flag","type":"TINYINT"},{"name":"dt","type":"STRING"}]})~", "hudi.mrs-column-types", Severity::Error, "columns[1].type"},
    {"hudi smallint on mrs", "hudi-sink", R"~({"target":"mrs","columns":[{"name":"id","type":"BIGINT","nullable":false},{"name":"dt","type":"STRING"},{"name":"n","type":"SMALLINT"}]})~", "hudi.mrs-column-types", Severity::Error, "columns[2].type"},
    {"hudi time on mrs", "hudi-sink", R"~({"target":"mrs","columns":[{"name":"id","type":"BIGINT","nullable":false},{"name":"at","type":"TIME(0)"},{"name":"dt","type":"STRING"}]})~", "hudi.mrs-column-types", Severity::Error, "columns[1].type"},
    {"hudi array of tinyint on mrs", "hudi-sink", R"~({"target":"mrs","columns":[{"name":"id","type":"BIGINT","nullable":false},{"name":"flags","type":"ARRAY<TINYINT>"},{"name":"dt","type":"STRING"}]})~", "hudi.mrs-column-types", Severity::Error, "columns[1].type"},
    {"csv map column", "hdfs-csv-source", R"~({"columns":[{"name":"m","type":"MAP<STRING, INT>"}]})~", "hdfs.csv-column-types", Severity::Error, "columns[0].type"},
    {"csv row in a row", "hdfs-csv-source", R"~({"columns":[{"name":"a","type":"INT"},{"name":"r","type":"ROW<x INT, y ROW<z INT>>"}]})~", "hdfs.csv-column-types", Severity::Error, "columns[1].type"},
    {"csv array of rows on kafka", "kafka-source", R"~({"options":{"format":"csv"},"columns":[{"name":"order_id","type":"BIGINT"},{"name":"items","type":"ARRAY<ROW<sku STRING>>"}]})~", "kafka.csv-column-types", Severity::Error, "columns[1].type"},
    {"csv multiset as value.format", "kafka-source", R"~({"options":{"format":null,"value.format":"csv"},"columns":[{"name":"order_id","type":"BIGINT"},{"name":"tags","type":"STRING MULTISET"}]})~", "kafka.csv-column-types", Severity::Error, "columns[1].type"},
    // Issue 12: KafkaConnectorOptionsUtil.createKeyFormatProjection: key fields are physical columns and carry the prefix.
    {"key field computed", "kafka-source", R"~({"options":{"key.format":"json","key.fields":"amount_cents"}})~", "option.value", Severity::Error, "key.fields"},
    {"key field metadata", "kafka-source", R"~({"options":{"key.format":"json","key.fields":"kafka_ts"}})~", "option.value", Severity::Error, "key.fields"},
    {"key field without prefix", "kafka-source", R"~({"options":{"key.format":"json","key.fields":"order_id","key.fields-prefix":"k_","value.fields-include":"EXCEPT_KEY"}})~", "option.value", Severity::Error, "key.fields"},
    // Issue 12: a value format's metadata exists only with that format (KafkaDynamicSource.listReadableMetadata,
    // DebeziumJsonDecodingFormat.ReadableMetadata).
    {"debezium metadata with json", "kafka-source", R"~({"columns":[{"name":"id","type":"BIGINT"},{"name":"changed","type":"TIMESTAMP_LTZ(3)","metadata":"value.source.timestamp","virtual":true}]})~", "column.metadata-unavailable", Severity::Error, "columns[1].metadata"},
    {"canal metadata typed wrong", "kafka-source", R"~({"columns":[{"name":"id","type":"BIGINT"},{"name":"pk","type":"INT","metadata":"value.pk-names","virtual":true}],"options":{"format":"canal-json"}})~", "column.metadata-type", Severity::Error, "columns[1].type"},
    // Issue 12: group-offsets without a reset policy: Kafka's 'none' makes a new group fail (NoOffsetForPartitionException).
    {"group offsets without reset", "kafka-source", R"~({"options":{"scan.startup.mode":"group-offsets"}})~", "kafka.group-offsets-needs-reset", Severity::Warning, "properties.auto.offset.reset"},
    {"default startup mode without reset", "kafka-source", R"~({"options":{"scan.startup.mode":null}})~", "kafka.group-offsets-needs-reset", Severity::Warning, "properties.auto.offset.reset"},
    // Issue 12: topic-pattern is compiled as a Java regular expression (Pattern.compile).
    {"topic pattern unbalanced", "kafka-source", R"~({"options":{"topic":null,"topic-pattern":"orders-(.*"}})~", "option.value", Severity::Error, "topic-pattern"},
    {"topic pattern bad escape", "kafka-source", R"~({"options":{"topic":null,"topic-pattern":"orders\\k"}})~", "option.value", Severity::Error, "topic-pattern"},
    // Issue 12: KafkaConnectorOptionsUtil.parseSpecificOffsets: Integer.valueOf(partition), Long.valueOf(offset).
    {"partition beyond int", "kafka-source", R"~({"options":{"scan.startup.mode":"specific-offsets","scan.startup.specific-offsets":"partition:2147483648,offset:1"}})~", "option.value", Severity::Error, "scan.startup.specific-offsets"},
    {"offset beyond long", "kafka-source", R"~({"options":{"scan.startup.mode":"specific-offsets","scan.startup.specific-offsets":"partition:0,offset:9223372036854775808"}})~", "option.value", Severity::Error, "scan.startup.specific-offsets"},

    // ---- upsert-kafka (schemas/upsert-kafka.json). Each expectation is what Flink's
    // UpsertKafkaDynamicTableFactory refuses (connector reference 1.5 and 6.9): no PRIMARY KEY
    // (validatePKConstraints), a missing required option, a changelog or file format for the key
    // or the value (validateFormat), a key prefix with value.fields-include ALL, buffering with
    // one of max-rows and interval above 0 but not the other (validateSinkBufferFlush), and
    // exactly-once without a transactional id prefix (validateDeliveryGuarantee).
    {"upsert-kafka without primary key", "upsert-kafka-sink", R"~({"primaryKey":[]})~", "primaryKey.required", Severity::Error, "primaryKey"},
    {"upsert-kafka source without primary key", "upsert-kafka-sink", R"~({"role":"source","primaryKey":[]})~", "primaryKey.required", Severity::Error, "primaryKey"},
    {"upsert-kafka without key.format", "upsert-kafka-sink", R"~({"options":{"key.format":null}})~", "option.required", Severity::Error, "key.format"},
    {"upsert-kafka without value.format", "upsert-kafka-sink", R"~({"options":{"value.format":null}})~", "option.required", Severity::Error, "value.format"},
    {"upsert-kafka without topic", "upsert-kafka-sink", R"~({"options":{"topic":null}})~", "option.required", Severity::Error, "topic"},
    // 'topic-pattern' from Kafka connector 3.3 on, and then 'topic' is optional: exactly one of the
    // two (targets reference 3, connectors reference 1.5); absent on connector 3.2 and EasyStream.
    {"upsert-kafka with topic and pattern on flink 2.0", "upsert-kafka-sink", R"~({"target":"flink-2.0","options":{"topic-pattern":"t.*"}})~", "upsert-kafka.topic-or-pattern", Severity::Error, "topic"},
    {"upsert-kafka with neither topic nor pattern on flink 2.0", "upsert-kafka-sink", R"~({"target":"flink-2.0","options":{"topic":null}})~", "upsert-kafka.topic-or-pattern", Severity::Error, "topic"},
    {"upsert-kafka sink topic pattern on flink 2.0", "upsert-kafka-sink", R"~({"target":"flink-2.0","options":{"topic":null,"topic-pattern":"t.*"}})~", "upsert-kafka.sink-topic-pattern-needs-topic-column", Severity::Warning, "topic-pattern"},
    {"upsert-kafka topic pattern on flink 1.18", "upsert-kafka-sink", R"~({"target":"flink-1.18","options":{"topic":null,"topic-pattern":"t.*"}})~", "target.option-absent", Severity::Error, "topic-pattern"},
    {"upsert-kafka topic pattern on easystream", "upsert-kafka-sink", R"~({"target":"easystream","options":{"topic":null,"topic-pattern":"t.*"}})~", "target.option-absent", Severity::Error, "topic-pattern"},
    {"upsert-kafka without bootstrap servers", "upsert-kafka-sink", R"~({"options":{"properties.bootstrap.servers":null}})~", "option.required", Severity::Error, "properties.bootstrap.servers"},
    {"upsert-kafka with a topic list", "upsert-kafka-sink", R"~({"options":{"topic":"a;b"}})~", "option.value", Severity::Error, "topic"},
    {"upsert-kafka changelog key format", "upsert-kafka-sink", R"~({"options":{"key.format":"debezium-json"}})~", "upsert-kafka.key-format-insert-only", Severity::Error, "key.format"},
    {"upsert-kafka changelog value format", "upsert-kafka-sink", R"~({"options":{"value.format":"canal-json"}})~", "upsert-kafka.value-format-insert-only", Severity::Error, "value.format"},
    {"upsert-kafka bulk key format", "upsert-kafka-sink", R"~({"options":{"key.format":"parquet"}})~", "upsert-kafka.key-format-not-bulk", Severity::Error, "key.format"},
    {"upsert-kafka bulk value format", "upsert-kafka-sink", R"~({"options":{"value.format":"orc"}})~", "upsert-kafka.value-format-not-bulk", Severity::Error, "value.format"},
    {"upsert-kafka key prefix with ALL", "upsert-kafka-sink", R"~({"options":{"key.fields-prefix":"k_","value.fields-include":"ALL"}})~", "upsert-kafka.key-prefix-needs-except-key", Severity::Error, "value.fields-include"},
    {"upsert-kafka max-rows without interval", "upsert-kafka-sink", R"~({"options":{"sink.buffer-flush.interval":null}})~", "upsert-kafka.buffer-flush-rows-need-interval", Severity::Error, "sink.buffer-flush.interval"},
    {"upsert-kafka max-rows with a zero interval", "upsert-kafka-sink", R"~({"options":{"sink.buffer-flush.interval":"0 ms"}})~", "upsert-kafka.buffer-flush-rows-need-interval", Severity::Error, "sink.buffer-flush.interval"},
    {"upsert-kafka interval without max-rows", "upsert-kafka-sink", R"~({"options":{"sink.buffer-flush.max-rows":null}})~", "upsert-kafka.buffer-flush-interval-needs-rows", Severity::Error, "sink.buffer-flush.max-rows"},
    {"upsert-kafka interval with zero max-rows", "upsert-kafka-sink", R"~({"options":{"sink.buffer-flush.max-rows":"0"}})~", "upsert-kafka.buffer-flush-interval-needs-rows", Severity::Error, "sink.buffer-flush.max-rows"},
    {"upsert-kafka negative max-rows", "upsert-kafka-sink", R"~({"options":{"sink.buffer-flush.max-rows":"-1"}})~", "option.value", Severity::Error, "sink.buffer-flush.max-rows"},
    {"upsert-kafka exactly-once without prefix", "upsert-kafka-sink", R"~({"options":{"sink.delivery-guarantee":"exactly-once"}})~", "upsert-kafka.exactly-once-needs-transactional-id", Severity::Error, "sink.transactional-id-prefix"},
    {"upsert-kafka guarantee as Java constant", "upsert-kafka-sink", R"~({"options":{"sink.delivery-guarantee":"EXACTLY_ONCE"}})~", "option.value", Severity::Error, "sink.delivery-guarantee"},
    {"upsert-kafka sink parallelism zero", "upsert-kafka-sink", R"~({"options":{"sink.parallelism":"0"}})~", "option.value", Severity::Error, "sink.parallelism"},
    // Options of the kafka connector that UpsertKafkaDynamicTableFactory does not declare, so
    // Flink refuses them as "Unsupported options" (connector reference 1.5: the key is the primary
    // key, the source always starts at the earliest offsets, no partitioner, no sink.semantic).
    {"upsert-kafka with key.fields", "upsert-kafka-sink", R"~({"options":{"key.fields":"user_id"}})~", "option.refused", Severity::Error, "key.fields"},
    {"upsert-kafka with a startup mode", "upsert-kafka-sink", R"~({"role":"source","options":{"scan.startup.mode":"latest-offset"}})~", "option.refused", Severity::Error, "scan.startup.mode"},
    {"upsert-kafka with a partitioner", "upsert-kafka-sink", R"~({"options":{"sink.partitioner":"fixed"}})~", "option.refused", Severity::Error, "sink.partitioner"},
    {"upsert-kafka with sink.semantic", "upsert-kafka-sink", R"~({"options":{"sink.semantic":"exactly-once"}})~", "option.refused", Severity::Error, "sink.semantic"},
    // Key fields carry key.fields-prefix (KafkaConnectorOptionsUtil.createKeyFormatProjection);
    // upsert-kafka's key fields are the primary key (createKeyValueProjections).
    {"upsert-kafka key column without the prefix", "upsert-kafka-sink", R"~({"options":{"key.fields-prefix":"k_"}})~", "upsert-kafka.primary-key-prefix", Severity::Error, "key.fields-prefix"},
    {"upsert-kafka one key column of two without the prefix", "upsert-kafka-sink", R"~({"columns":[{"name":"k_user_id","type":"BIGINT","nullable":false},{"name":"shop","type":"STRING","nullable":false}],"primaryKey":["k_user_id","shop"],"options":{"key.fields-prefix":"k_"}})~", "upsert-kafka.primary-key-prefix", Severity::Error, "key.fields-prefix"},
    {"upsert-kafka format-prefixed key without key./value.", "upsert-kafka-sink", R"~({"options":{"json.ignore-parse-errors":"true"}})~", "option.unknown", Severity::Error, "json.ignore-parse-errors"},
    {"upsert-kafka read-only metadata written", "upsert-kafka-sink", R"~({"columns":[{"name":"user_id","type":"BIGINT","nullable":false},{"name":"off","type":"BIGINT","metadata":"offset"}]})~", "column.metadata-readonly", Severity::Error, "columns[1].virtual"},

    // ---- jdbc (schemas/jdbc.json). Each expectation is what flink-connector-jdbc refuses or
    // ignores, read in JdbcDynamicTableFactory.validateConfigOptions (3.2.0, 3.3.0, 4.0.0 alike):
    // checkAllOrNone over USERNAME/PASSWORD, over the four SCAN_PARTITION_* options and over
    // LOOKUP_CACHE_MAX_ROWS/LOOKUP_CACHE_TTL; "'scan.partition.lower-bound'='%s' must not be larger
    // than 'scan.partition.upper-bound'"; negative lookup/sink retries; a retry timeout under 1 s.
    // The dialect is found by the URL's prefix (each dialect factory's acceptsURL: jdbc:mysql:,
    // jdbc:postgresql:, jdbc:oracle:, jdbc:sqlserver:, jdbc:db2:, jdbc:derby:, jdbc:trino:,
    // jdbc:crate:, jdbc:oceanbase:). getLookupCache builds a cache only for lookup.cache PARTIAL
    // (none for FULL); Flink's DefaultLookupCache.fromConfig wants an eviction setting.
    {"jdbc url of an unknown dialect", "jdbc-sink", R"~({"options":{"url":"jdbc:sqlite:/tmp/reports.db"}})~", "jdbc.url-dialect", Severity::Error, "url"},
    {"jdbc url dialect in upper case", "jdbc-sink", R"~({"options":{"url":"jdbc:MySQL://db-1:3306/shop"}})~", "jdbc.url-dialect", Severity::Error, "url"},
    {"jdbc url that is no jdbc url", "jdbc-sink", R"~({"options":{"url":"mysql://db-1:3306/shop"}})~", "option.value", Severity::Error, "url"},
    {"jdbc without url", "jdbc-sink", R"~({"options":{"url":null}})~", "option.required", Severity::Error, "url"},
    {"jdbc without table-name", "jdbc-lookup-source", R"~({"options":{"table-name":null}})~", "option.required", Severity::Error, "table-name"},
    {"jdbc username without password", "jdbc-sink", R"~({"options":{"password":null}})~", "jdbc.username-password", Severity::Error, "username"},
    {"jdbc password without username", "jdbc-lookup-source", R"~({"options":{"username":null}})~", "jdbc.username-password", Severity::Error, "username"},
    {"jdbc password in clear", "jdbc-sink", R"~({"options":{"password":"s3cret"}})~", "option.secret-in-clear", Severity::Error, "password"},
    {"jdbc partition column alone", "jdbc-lookup-source", R"~({"options":{"scan.partition.column":"product_id"}})~", "jdbc.scan-partition-all-or-none", Severity::Error, "scan.partition.column"},
    {"jdbc partition without upper bound", "jdbc-lookup-source", R"~({"options":{"scan.partition.column":"product_id","scan.partition.num":"4","scan.partition.lower-bound":"0"}})~", "jdbc.scan-partition-all-or-none", Severity::Error, "scan.partition.column"},
    {"jdbc partition lower bound above upper", "jdbc-lookup-source", R"~({"options":{"scan.partition.column":"product_id","scan.partition.num":"4","scan.partition.lower-bound":"1000","scan.partition.upper-bound":"999"}})~", "jdbc.scan-partition-bounds", Severity::Error, "scan.partition.lower-bound"},
    {"jdbc partition bounds compared as numbers", "jdbc-lookup-source", R"~({"options":{"scan.partition.column":"product_id","scan.partition.num":"4","scan.partition.lower-bound":"9","scan.partition.upper-bound":"-10"}})~", "jdbc.scan-partition-bounds", Severity::Error, "scan.partition.lower-bound"},
    {"jdbc deprecated cache rows without ttl", "jdbc-lookup-source", R"~({"options":{"lookup.cache":null,"lookup.partial-cache.max-rows":null,"lookup.partial-cache.expire-after-write":null,"lookup.cache.max-rows":"5000"}})~", "jdbc.legacy-cache-all-or-none", Severity::Error, "lookup.cache.max-rows"},
    {"jdbc deprecated cache ttl without rows", "jdbc-lookup-source", R"~({"options":{"lookup.cache":null,"lookup.partial-cache.max-rows":null,"lookup.partial-cache.expire-after-write":null,"lookup.cache.ttl":"10 min"}})~", "jdbc.legacy-cache-all-or-none", Severity::Error, "lookup.cache.max-rows"},
    {"jdbc partial cache options without PARTIAL", "jdbc-lookup-source", R"~({"options":{"lookup.cache":null}})~", "jdbc.partial-cache-needs-partial", Severity::Warning, "lookup.cache"},
    {"jdbc partial cache options with NONE", "jdbc-lookup-source", R"~({"options":{"lookup.cache":"NONE","lookup.partial-cache.max-rows":null}})~", "jdbc.partial-cache-needs-partial", Severity::Warning, "lookup.cache"},
    {"jdbc partial cache without eviction", "jdbc-lookup-source", R"~({"options":{"lookup.partial-cache.max-rows":null,"lookup.partial-cache.expire-after-write":null}})~", "jdbc.partial-cache-eviction", Severity::Error, "lookup.cache"},
    {"jdbc full cache", "jdbc-lookup-source", R"~({"options":{"lookup.cache":"FULL","lookup.partial-cache.max-rows":null,"lookup.partial-cache.expire-after-write":null}})~", "jdbc.no-full-cache", Severity::Warning, "lookup.cache"},
    {"jdbc unknown cache kind", "jdbc-lookup-source", R"~({"options":{"lookup.cache":"LRU"}})~", "option.value", Severity::Error, "lookup.cache"},
    {"jdbc negative lookup retries", "jdbc-lookup-source", R"~({"options":{"lookup.max-retries":"-1"}})~", "option.value", Severity::Error, "lookup.max-retries"},
    {"jdbc negative sink retries", "jdbc-sink", R"~({"options":{"sink.max-retries":"-1"}})~", "option.value", Severity::Error, "sink.max-retries"},
    {"jdbc retry timeout under a second", "jdbc-sink", R"~({"options":{"connection.max-retry-timeout":"500 ms"}})~", "option.value", Severity::Error, "connection.max-retry-timeout"},
    {"jdbc lookup option on a sink", "jdbc-sink", R"~({"options":{"lookup.max-retries":"5"}})~", "option.role", Severity::Warning, "lookup.max-retries"},
    {"jdbc properties are refused", "jdbc-sink", R"~({"options":{"properties.useSSL":"false"}})~", "option.unknown", Severity::Error, "properties.useSSL"},
    {"jdbc on flink 2.1", "jdbc-sink", R"~({"target":"flink-2.1"})~", "target.connector", Severity::Error, "connector"},
    {"jdbc on mrs", "jdbc-sink", R"~({"target":"mrs"})~", "target.connector", Severity::Error, "connector"},

    // ---- mysql-cdc and postgres-cdc (schemas/mysql-cdc.json, postgres-cdc.json), read in Flink CDC
    // 3.2.1 and 3.6.0 alike. MySqlTableSourceFactory: helper.validateExcept("debezium.",
    // "jdbc.properties."); validatePrimaryKeyIfEnableParallel ("'scan.incremental.snapshot.chunk.key-column'
    // is required for table without primary key when 'scan.incremental.snapshot.enabled' enabled");
    // getStartupOptions: 'timestamp' reads SCAN_STARTUP_TIMESTAMP_MILLIS (a long, no default),
    // validateSpecificOffset ("Unable to find a valid binlog offset. Either ..."); validateAndGetServerId
    // over ServerIdRange.from ('5400' or '5400-5408', each part Integer.parseInt; a range whose end is
    // below its start holds no id, getNumberOfServerIds). PostgreSQLTableFactory: validateExcept("debezium.");
    // "Primary key must be present when upsert mode is selected."; "does not support 'latest-offset'
    // startup mode when 'scan.incremental.snapshot.enabled' is disabled"; slot.name: the postgres-cdc
    // docs quote PostgreSQL's naming rule ("lower-case letters, numbers, and the underscore character");
    // JdbcChunkUtils needs a key to split the snapshot by.
    {"mysql-cdc without hostname", "mysql-cdc-source", R"~({"options":{"hostname":null}})~", "option.required", Severity::Error, "hostname"},
    {"mysql-cdc without password", "mysql-cdc-source", R"~({"options":{"password":null}})~", "option.required", Severity::Error, "password"},
    {"mysql-cdc password in clear", "mysql-cdc-source", R"~({"options":{"password":"s3cret"}})~", "option.secret-in-clear", Severity::Error, "password"},
    {"mysql-cdc table-name that does not compile", "mysql-cdc-source", R"~({"options":{"table-name":"orders_[0-9"}})~", "option.value", Severity::Error, "table-name"},
    {"mysql-cdc incremental snapshot without key", "mysql-cdc-source", R"~({"primaryKey":[]})~", "mysql-cdc.incremental-snapshot-key", Severity::Error, "scan.incremental.snapshot.chunk.key-column"},
    {"mysql-cdc server-id range backwards", "mysql-cdc-source", R"~({"options":{"server-id":"5408-5400"}})~", "option.value", Severity::Error, "server-id"},
    {"mysql-cdc server-id of three parts", "mysql-cdc-source", R"~({"options":{"server-id":"5400-5404-5408"}})~", "option.value", Severity::Error, "server-id"},
    {"mysql-cdc server-id that is no number", "mysql-cdc-source", R"~({"options":{"server-id":"replica-1"}})~", "option.value", Severity::Error, "server-id"},
    {"mysql-cdc server-id zero", "mysql-cdc-source", R"~({"options":{"server-id":"0-3"}})~", "option.value", Severity::Error, "server-id"},
    {"mysql-cdc timestamp mode without millis", "mysql-cdc-source", R"~({"options":{"scan.startup.mode":"timestamp"}})~", "mysql-cdc.timestamp-needs-millis", Severity::Error, "scan.startup.timestamp-millis"},
    {"mysql-cdc specific offset without one", "mysql-cdc-source", R"~({"options":{"scan.startup.mode":"specific-offset"}})~", "mysql-cdc.specific-offset-needs-offset", Severity::Error, "scan.startup.specific-offset.file"},
    {"mysql-cdc specific offset file without pos", "mysql-cdc-source", R"~({"options":{"scan.startup.mode":"specific-offset","scan.startup.specific-offset.file":"mysql-bin.000003"}})~", "mysql-cdc.specific-offset-needs-offset", Severity::Error, "scan.startup.specific-offset.file"},
    {"mysql-cdc timestamp millis with initial", "mysql-cdc-source", R"~({"options":{"scan.startup.timestamp-millis":"1667232000000"}})~", "mysql-cdc.timestamp-millis-unread", Severity::Warning, "scan.startup.timestamp-millis"},
    {"mysql-cdc specific offset with initial", "mysql-cdc-source", R"~({"options":{"scan.startup.specific-offset.gtid-set":"24DA167-0C0C-11E8-8442-00059A3C7B00:1-19"}})~", "mysql-cdc.specific-offset-unread", Severity::Warning, "scan.startup.mode"},
    {"mysql-cdc unknown startup mode", "mysql-cdc-source", R"~({"options":{"scan.startup.mode":"group-offsets"}})~", "option.value", Severity::Error, "scan.startup.mode"},
    {"mysql-cdc unknown option refused", "mysql-cdc-source", R"~({"options":{"scan.startup.offset":"4"}})~", "option.unknown", Severity::Error, "scan.startup.offset"},
    {"mysql-cdc as a sink", "mysql-cdc-source", R"~({"role":"sink"})~", "table.role", Severity::Error, "role"},
    {"mysql-cdc metadata of postgres", "mysql-cdc-source", R"~({"columns":[{"name":"order_id","type":"BIGINT","nullable":false},{"name":"sn","type":"STRING","metadata":"schema_name","virtual":true}]})~", "column.metadata", Severity::Error, "columns[1].metadata"},
    {"mysql-cdc append-only on flink 1.18", "mysql-cdc-source", R"~({"target":"flink-1.18","options":{"scan.read-changelog-as-append-only.enabled":"true"}})~", "target.option-absent", Severity::Error, "scan.read-changelog-as-append-only.enabled"},
    {"mysql-cdc on flink 2.0", "mysql-cdc-source", R"~({"target":"flink-2.0"})~", "target.connector", Severity::Error, "connector"},
    {"mysql-cdc on flink 2.1", "mysql-cdc-source", R"~({"target":"flink-2.1"})~", "target.connector", Severity::Error, "connector"},
    {"mysql-cdc on blink", "mysql-cdc-source", R"~({"target":"blink"})~", "target.connector", Severity::Error, "connector"},
    {"postgres-cdc without slot", "postgres-cdc-source", R"~({"options":{"slot.name":null}})~", "option.required", Severity::Error, "slot.name"},
    {"postgres-cdc without schema", "postgres-cdc-source", R"~({"options":{"schema-name":null}})~", "option.required", Severity::Error, "schema-name"},
    {"postgres-cdc slot name with upper case", "postgres-cdc-source", R"~({"options":{"slot.name":"Flink_Shipments"}})~", "option.value", Severity::Error, "slot.name"},
    {"postgres-cdc slot name with a dash", "postgres-cdc-source", R"~({"options":{"slot.name":"flink-shipments"}})~", "option.value", Severity::Error, "slot.name"},
    {"postgres-cdc upsert mode without key", "postgres-cdc-source", R"~({"primaryKey":[],"options":{"scan.incremental.snapshot.enabled":null,"changelog-mode":"upsert"}})~", "postgres-cdc.upsert-needs-primary-key", Severity::Error, "changelog-mode"},
    {"postgres-cdc latest offset without incremental", "postgres-cdc-source", R"~({"options":{"scan.incremental.snapshot.enabled":null,"scan.startup.mode":"latest-offset"}})~", "postgres-cdc.latest-offset-needs-incremental", Severity::Error, "scan.startup.mode"},
    {"postgres-cdc incremental snapshot without key", "postgres-cdc-source", R"~({"primaryKey":[]})~", "postgres-cdc.incremental-snapshot-key", Severity::Warning, "scan.incremental.snapshot.chunk.key-column"},
    {"postgres-cdc committed offset on flink 1.18", "postgres-cdc-source", R"~({"target":"flink-1.18","options":{"scan.startup.mode":"committed-offset"}})~", "option.value", Severity::Error, "scan.startup.mode"},
    {"postgres-cdc jdbc properties refused", "postgres-cdc-source", R"~({"options":{"jdbc.properties.ssl":"true"}})~", "option.unknown", Severity::Error, "jdbc.properties.ssl"},
    {"postgres-cdc on flink 2.0", "postgres-cdc-source", R"~({"target":"flink-2.0"})~", "target.connector", Severity::Error, "connector"},
    {"postgres-cdc on mrs", "postgres-cdc-source", R"~({"target":"mrs"})~", "target.connector", Severity::Error, "connector"},

    // ---- Formats (schemas/formats/): a format's options follow the option naming it, under
    // '<format>.' for 'format' and 'key.<format>.' / 'value.<format>.' (Flink FactoryUtil,
    // connector reference 0.5-0.6); each factory registers and checks its own.
    // JsonFormatOptionsUtil.validateDecodingFormatOptions: the two flags exclude each other.
    {"json missing field and parse errors", "kafka-source", R"~({"options":{"json.fail-on-missing-field":"true","json.ignore-parse-errors":"true"}})~", "json.missing-field-or-parse-errors", Severity::Error, "json.fail-on-missing-field"},
    {"json null key literal without LITERAL", "kafka-sink", R"~({"options":{"value.json.map-null-key.literal":"N/A"}})~", "json.mode-literal-unused", Severity::Warning, "value.json.map-null-key.literal"},
    {"debezium null key literal without LITERAL", "kafka-sink", R"~({"options":{"value.format":"debezium-json","value.debezium-json.map-null-key.literal":"N/A"}})~", "debezium-json.mode-literal-unused", Severity::Warning, "value.debezium-json.map-null-key.literal"},
    {"canal null key literal without LITERAL", "kafka-sink", R"~({"options":{"value.format":"canal-json","value.canal-json.map-null-key.literal":"N/A"}})~", "canal-json.mode-literal-unused", Severity::Warning, "value.canal-json.map-null-key.literal"},
    {"maxwell null key literal without LITERAL", "kafka-sink", R"~({"options":{"value.format":"maxwell-json","value.maxwell-json.map-null-key.literal":"N/A"}})~", "maxwell-json.mode-literal-unused", Severity::Warning, "value.maxwell-json.map-null-key.literal"},
    {"ogg null key literal without LITERAL", "kafka-sink", R"~({"options":{"value.format":"ogg-json","value.ogg-json.map-null-key.literal":"N/A"}})~", "ogg-json.mode-literal-unused", Severity::Warning, "value.ogg-json.map-null-key.literal"},
    // DebeziumJsonFormatFactory.createEncodingFormat throws for schema-include = true.
    {"debezium schema-include on a sink", "kafka-sink", R"~({"options":{"value.format":"debezium-json","value.debezium-json.schema-include":"true"}})~", "debezium-json.schema-include-read-only", Severity::Error, "value.debezium-json.schema-include"},
    // CsvCommons.validateFormatOptions: a quote character and no quote character exclude each other.
    {"csv quote and no quote", "hdfs-csv-source", R"~({"options":{"csv.disable-quote-character":"true","csv.quote-character":"\u0027"}})~", "csv.quote-or-no-quote", Severity::Error, "csv.quote-character"},
    // CsvCommons.validateCharacterVal: one character, not unescaped for the quote.
    {"csv quote of two characters", "hdfs-csv-source", R"~({"options":{"csv.quote-character":"\u0027\u0027"}})~", "option.value", Severity::Error, "csv.quote-character"},
    {"csv field delimiter of two characters", "hdfs-csv-source", R"~({"options":{"csv.field-delimiter":"||"}})~", "option.value", Severity::Error, "csv.field-delimiter"},
    // JsonFormatOptionsUtil.validateTimestampFormat compares exactly, in upper case.
    {"json timestamp standard in lower case", "kafka-source", R"~({"options":{"json.timestamp-format.standard":"iso-8601"}})~", "option.value", Severity::Error, "json.timestamp-format.standard"},
    {"json flag not boolean", "kafka-source", R"~({"options":{"json.ignore-parse-errors":"sometimes"}})~", "option.value", Severity::Error, "json.ignore-parse-errors"},
    // RegistryAvroFormatFactory.requiredOptions: url.
    {"avro-confluent without url", "kafka-source", R"~({"options":{"format":"avro-confluent"}})~", "option.required", Severity::Error, "avro-confluent.url"},
    // The listed options of a pass-through format are still typed (ParquetFileFormatFactory reads utc-timezone as a boolean).
    {"parquet utc-timezone not boolean", "hdfs-orc-source", R"~({"options":{"type":"parquet","parquet.utc-timezone":"maybe"}})~", "option.value", Severity::Error, "parquet.utc-timezone"},
    // Kafka's factory validates every key but 'properties.': an option the format lacks is refused.
    {"json option misspelt on kafka", "kafka-source", R"~({"options":{"json.fail-on-missing":"true"}})~", "format.option-unknown", Severity::Error, "json.fail-on-missing"},
    // JsonFormatFactory declares decode.json-parser.enabled but registers it in neither 1.18 nor
    // 2.0 (target reference 4.1), so Kafka refuses it.
    {"json option declared but not registered", "kafka-source", R"~({"options":{"json.decode.json-parser.enabled":"false"}})~", "format.option-unknown", Severity::Error, "json.decode.json-parser.enabled"},
    // FLINK-19868 removed csv.line-delimiter; the filesystem connector passes its format's prefix through (validateExcept).
    {"csv option the format lacks on hdfs", "hdfs-csv-source", R"~({"options":{"csv.line-delimiter":"|"}})~", "format.option-unknown", Severity::Warning, "csv.line-delimiter"},
    {"csv option with the json format", "kafka-source", R"~({"options":{"csv.field-delimiter":";"}})~", "format.not-named", Severity::Error, "csv.field-delimiter"},
    {"value-prefixed option with 'format'", "kafka-source", R"~({"options":{"value.json.ignore-parse-errors":"true"}})~", "format.not-named", Severity::Error, "value.json.ignore-parse-errors"},
    // Targets: a format option newer than the platform's Flink is refused there.
    {"json option newer than flink 1.18", "kafka-source", R"~({"target":"flink-1.18","options":{"json.encode.ignore-null-fields":"true"}})~", "target.option-absent", Severity::Error, "json.encode.ignore-null-fields"},
    {"avro encoding on flink 1.18", "kafka-source", R"~({"target":"flink-1.18","options":{"format":"avro","avro.encoding":"json"}})~", "target.option-absent", Severity::Error, "avro.encoding"},
    {"misspelt format", "kafka-source", R"~({"options":{"format":"jsn"}})~", "format.unknown", Severity::Warning, "format"},

    // ---- Dialects a target reads: Blink's grammar (Alibaba Realtime Compute help pages, target
    // reference 7 and 9.6) has no METADATA columns, no PARTITIONED BY, no TIMESTAMP_LTZ (rowtime
    // is TIMESTAMP only) and none of Flink's format options.
    {"metadata column on blink", "hdfs-csv-source", R"~({"target":"blink","columns":[{"name":"name","type":"STRING"},{"name":"file_name","type":"STRING","metadata":"file.name"}]})~", "dialect.metadata", Severity::Error, "columns[1].metadata"},
    {"TIMESTAMP_LTZ on blink", "hdfs-csv-source", R"~({"target":"blink","columns":[{"name":"ts","type":"TIMESTAMP_LTZ(3)"}]})~", "dialect.type", Severity::Error, "columns[0].type"},
    {"TIMESTAMP WITH LOCAL TIME ZONE in a ROW on blink", "hdfs-csv-source", R"~({"target":"blink","type":"orc","columns":[{"name":"r","type":"ROW<ts TIMESTAMP(3) WITH LOCAL TIME ZONE>"}],"options":{"type":"orc","fieldDelimiter":null,"lineDelimiter":null}})~", "dialect.type", Severity::Error, "columns[0].type"},
    {"PARTITIONED BY on blink", "hdfs-csv-source", R"~({"target":"blink","partitionedBy":["age"]})~", "dialect.partitioned-by", Severity::Error, "partitionedBy"},
    {"Flink csv option on blink", "hdfs-csv-source", R"~({"target":"blink","options":{"csv.null-literal":"n/a"}})~", "dialect.option", Severity::Error, "csv.null-literal"},

    // ---- Built-in checks: names, columns, types, keys, partitions, watermark
    {"no table name", "kafka-source", R"~({"name":""})~", "table.name", Severity::Error, "name"},
    {"unknown connector", "kafka-source", R"~({"connector":"pulsar"})~", "table.connector", Severity::Error, "connector"},
    {"column name ending in a space", "hdfs-csv-source", R"~({"columns":[{"name":"id ","type":"INT"}]})~", "column.name-spaces", Severity::Warning, "columns[0].name"},
    {"flink's name of hdfs", "hdfs-csv-source", R"~({"connector":"filesystem"})~", "table.connector", Severity::Error, "connector"},
    // A hand-written spec that names an option by its Flink DDL key ('format' for HDFS's 'type').
    {"hdfs format named by its flink key", "hdfs-csv-source", R"~({"options":{"type":null,"format":"csv"}})~", "dialect.key-alias", Severity::Warning, "format"},
    {"no columns", "kafka-source", R"~({"columns":[],"watermark":null})~", "table.columns", Severity::Error, "columns"},
    {"column without name", "hdfs-csv-source", R"~({"columns":[{"name":"","type":"INT"}]})~", "column.name", Severity::Error, "columns[0].name"},
    {"columns with one name", "hdfs-csv-source", R"~({"columns":[{"name":"id","type":"INT"},{"name":"id","type":"BIGINT"}]})~", "column.duplicate", Severity::Error, "columns[1].name"},
    // Issue 12: Flink's parser matches identifiers exactly (Lex.JAVA, PlannerContext.getSqlParserConfig);
    // Hudi's checkRecordKey compares field names exactly; KafkaConnectorOptionsUtil.createKeyFormatProjection too.
    {"primary key spelled otherwise", "hudi-source", R"~({"primaryKey":["ID"]})~", "primaryKey.column", Severity::Error, "primaryKey"},
    {"watermark spelled otherwise", "kafka-source", R"~({"watermark":{"column":"ORDER_TIME","expression":"ORDER_TIME - INTERVAL '5' SECOND"}})~", "watermark.column", Severity::Error, "watermark"},
    {"key fields spelled otherwise", "kafka-sink", R"~({"options":{"key.fields":"USER_ID"}})~", "option.value", Severity::Error, "key.fields"},
    {"record key spelled otherwise", "hudi-source", R"~({"options":{"hoodie.datasource.write.recordkey.field":"ID"}})~", "option.value", Severity::Error, "hoodie.datasource.write.recordkey.field"},
    {"precombine spelled otherwise", "hudi-source", R"~({"options":{"write.precombine.field":"TS"}})~", "option.value", Severity::Error, "write.precombine.field"},
    {"column without type", "hdfs-csv-source", R"~({"columns":[{"name":"a"}]})~", "column.type", Severity::Error, "columns[0].type"},
    {"decimal precision out of range", "hdfs-csv-source", R"~({"columns":[{"name":"a","type":"DECIMAL(40, 2)"}]})~", "column.type", Severity::Error, "columns[0].type"},
    {"decimal scale above precision", "hdfs-csv-source", R"~({"columns":[{"name":"a","type":"DECIMAL(5, 6)"}]})~", "column.type", Severity::Error, "columns[0].type"},
    {"timestamp precision 10", "hdfs-csv-source", R"~({"columns":[{"name":"a","type":"TIMESTAMP(10)"}]})~", "column.type", Severity::Error, "columns[0].type"},
    {"unknown type", "hdfs-csv-source", R"~({"columns":[{"name":"a","type":"VARCHAR2(10)"}]})~", "column.type", Severity::Error, "columns[0].type"},
    {"unclosed array", "hdfs-csv-source", R"~({"columns":[{"name":"a","type":"ARRAY<INT"}]})~", "column.type", Severity::Error, "columns[0].type"},
    // Issue 54: VARCHAR and VARBINARY without a length are STRING and BYTES in a CREATE TABLE
    // (FlinkTypeSystem.getDefaultPrecision: Integer.MAX_VALUE), no finding (column.length-one
    // would have been one); see validTables. CHAR keeps Calcite's default length 1.
    {"char without length", "hdfs-csv-source", R"~({"columns":[{"name":"a","type":"STRING"},{"name":"b","type":"char"}]})~", "column.length-one", Severity::Warning, "columns[1].type"},
    {"computed column with a type", "kafka-source", R"~({"columns":[{"name":"a","type":"INT","expression":"1 + 1"},{"name":"order_time","type":"TIMESTAMP(3)"}]})~", "column.computed-type", Severity::Error, "columns[0].type"},
    {"computed metadata column", "kafka-source", R"~({"columns":[{"name":"a","expression":"1","metadata":"offset"},{"name":"order_time","type":"TIMESTAMP(3)"}]})~", "column.computed-metadata", Severity::Error, "columns[0].metadata"},
    // Flink's grammar: a computed column is `name AS expression [COMMENT ...]`, no NOT NULL, no VIRTUAL.
    {"computed column not null", "kafka-source", R"~({"columns":[{"name":"order_time","type":"TIMESTAMP(3)"},{"name":"proc","expression":"PROCTIME()","nullable":false}]})~", "column.computed-not-null", Severity::Error, "columns[1].type"},
    {"computed column virtual", "kafka-source", R"~({"columns":[{"name":"order_time","type":"TIMESTAMP(3)"},{"name":"proc","expression":"PROCTIME()","virtual":true}]})~", "column.virtual", Severity::Error, "columns[1].virtual"},
    {"virtual physical column", "hdfs-csv-source", R"~({"columns":[{"name":"a","type":"INT","virtual":true}]})~", "column.virtual", Severity::Error, "columns[0].virtual"},
    {"unknown metadata key", "kafka-source", R"~({"columns":[{"name":"p","type":"INT","metadata":"partition_id"},{"name":"order_time","type":"TIMESTAMP(3)"}]})~", "column.metadata", Severity::Error, "columns[0].metadata"},
    {"metadata of the wrong type", "kafka-source", R"~({"columns":[{"name":"ts","type":"STRING","metadata":"timestamp"},{"name":"order_time","type":"TIMESTAMP(3)"}]})~", "column.metadata-type", Severity::Error, "columns[0].type"},
    {"read-only metadata written", "kafka-sink", R"~({"columns":[{"name":"id","type":"BIGINT"},{"name":"off","type":"BIGINT","metadata":"offset"}],"options":{"key.fields":"id"}})~", "column.metadata-readonly", Severity::Error, "columns[1].virtual"},
    {"primary key not a column", "hudi-source", R"~({"primaryKey":["uuid"]})~", "primaryKey.column", Severity::Error, "primaryKey"},
    {"primary key twice", "hudi-source", R"~({"primaryKey":["id","id"]})~", "primaryKey.duplicate", Severity::Error, "primaryKey"},
    {"primary key on a computed column", "kafka-source", R"~({"primaryKey":["amount_cents"],"options":{"format":"debezium-json"}})~", "primaryKey.physical", Severity::Error, "primaryKey"},
    {"partitioned kafka table", "kafka-source", R"~({"partitionedBy":["currency"]})~", "partitionedBy.unsupported", Severity::Error, "partitionedBy"},
    {"partition not a column", "hudi-source", R"~({"partitionedBy":["day"]})~", "partitionedBy.column", Severity::Error, "partitionedBy"},
    {"watermark on a missing column", "kafka-source", R"~({"watermark":{"column":"event_time","expression":"event_time"}})~", "watermark.column", Severity::Error, "watermark"},
    {"watermark without expression", "kafka-source", R"~({"watermark":{"column":"order_time","expression":""}})~", "watermark.expression", Severity::Error, "watermark"},
    {"watermark on a BIGINT", "kafka-source", R"~({"watermark":{"column":"order_id","expression":"order_id"}})~", "watermark.type", Severity::Error, "watermark"},
    {"computed column that ends the statement", "kafka-source", R"~({"columns":[{"name":"order_time","type":"TIMESTAMP(3)"},{"name":"x","expression":"order_time) WITH ('connector'='x'); DROP TABLE victims; --"}]})~", "column.expression", Severity::Error, "columns[1].expression"},
    {"watermark expression that ends the statement", "kafka-source", R"~({"watermark":{"column":"order_time","expression":"order_time) WITH ('connector'='x'); DROP TABLE victims; --"}})~", "watermark.expression", Severity::Error, "watermark"},
    // ---- DataGen: options per column (schemas/datagen.json "columnOptions"), as Flink 1.20's
    // DataGenTableSourceFactory, RandomGeneratorVisitor and SequenceGeneratorVisitor read them.
    // A 'sequence' column needs start and end (SequenceGeneratorVisitor: "Could not find required
    // property 'fields.order_id.end' for sequence generator.").
    {"datagen sequence without end", "datagen-source", R"~({"options":{"fields.order_id.end":null}})~", "column-option.required", Severity::Error, "fields.order_id.kind"},
    // A random VARCHAR's generator reads length, null-rate and var-len only; the factory's
    // validateUnconsumedKeys refuses the rest ("Unsupported options").
    {"datagen min of a VARCHAR", "datagen-source", R"~({"options":{"fields.buyer.min":"1"}})~", "column-option.not-read", Severity::Error, "fields.buyer.min"},
    {"datagen max-past of an INT", "datagen-source", R"~({"options":{"fields.quantity.max-past":"1 h"}})~", "column-option.not-read", Severity::Error, "fields.quantity.max-past"},
    {"datagen start of a random column", "datagen-source", R"~({"options":{"fields.quantity.start":"1"}})~", "column-option.not-read", Severity::Error, "fields.quantity.start"},
    // Only the physical row's fields get generators: any other name is never consumed.
    {"datagen option for no column", "datagen-source", R"~({"options":{"fields.price.min":"1"}})~", "column-option.column", Severity::Error, "fields.price.min"},
    // validateFieldOptions (Flink 1.19 on): "Custom length '20' for variable-length type
    // (VARCHAR/STRING/VARBINARY/BYTES) field 'buyer' should be shorter than '12' defined in the schema."
    {"datagen length above VARCHAR(12)", "datagen-source", R"~({"options":{"fields.buyer.length":"20"}})~", "column-option.length", Severity::Error, "fields.buyer.length"},
    // RandomGenerator.intGenerator: commons-math's nextInt(lower, upper) throws when lower >= upper.
    {"datagen min not below max", "datagen-source", R"~({"options":{"fields.quantity.min":"20","fields.quantity.max":"20"}})~", "column-option.order", Severity::Error, "fields.quantity.max"},
    // SequenceGeneratorVisitor has no visit(TimestampType): "Unsupported type".
    {"datagen sequence of a TIMESTAMP", "datagen-source", R"~({"options":{"fields.order_time.kind":"sequence","fields.order_time.max-past":null,"fields.order_time.start":"1","fields.order_time.end":"9"}})~", "column-option.type", Severity::Error, "fields.order_time.kind"},
    // null-rate is a floatType() option: "abc" does not parse.
    {"datagen null rate not a number", "datagen-source", R"~({"options":{"fields.quantity.null-rate":"abc"}})~", "option.value", Severity::Error, "fields.quantity.null-rate"},
    {"datagen start not a whole number", "datagen-source", R"~({"options":{"fields.order_id.start":"1.5"}})~", "option.value", Severity::Error, "fields.order_id.start"},
    {"datagen unknown kind", "datagen-source", R"~({"options":{"fields.buyer.kind":"gaussian"}})~", "option.value", Severity::Error, "fields.buyer.kind"},
    // Flink 1.18 has no var-len (FLINK-33638, 1.19) and no scan.parallelism (FLINK-33264, 1.19).
    {"datagen var-len on flink 1.18", "datagen-source", R"~({"target":"flink-1.18"})~", "target.option-absent", Severity::Error, "fields.buyer.var-len"},
    {"datagen parallelism on flink 1.18", "datagen-source", R"~({"target":"flink-1.18","options":{"fields.buyer.var-len":null,"scan.parallelism":"2"}})~", "target.option-absent", Severity::Error, "scan.parallelism"},
    {"datagen option unknown", "datagen-source", R"~({"options":{"rows-per-minute":"5"}})~", "option.unknown", Severity::Error, "rows-per-minute"},
    // ---- Paimon: a table of a lake catalog (schemas/paimon.json); each expectation is Paimon
    // 1.4.2's SchemaValidation or TableScanUtils, quoted in the rule's message.
    {"paimon table without its catalog", "paimon-table", R"~({"connection":""})~", "table.catalog", Severity::Error, "connector"},
    {"paimon zero buckets", "paimon-table", R"~({"options":{"bucket":"0"}})~", "paimon.bucket-number", Severity::Error, "bucket"},
    {"paimon postponed buckets without a key", "paimon-table", R"~({"primaryKey":[],"options":{"bucket":"-2","merge-engine":null,"changelog-producer":null,"sequence.field":null,"bucket-key":"order_id"}})~", "paimon.bucket-number", Severity::Error, "bucket"},
    {"paimon bucket key with dynamic buckets", "paimon-table", R"~({"options":{"bucket":null,"bucket-key":"order_id"}})~", "paimon.bucket-key-needs-buckets", Severity::Error, "bucket-key"},
    {"paimon fixed buckets without key or bucket key", "paimon-table", R"~({"primaryKey":[],"options":{"merge-engine":null,"changelog-producer":null,"sequence.field":null}})~", "paimon.append-bucket-key", Severity::Error, "bucket-key"},
    {"paimon changelog without a primary key", "paimon-table", R"~({"primaryKey":[],"options":{"bucket-key":"order_id","merge-engine":null,"sequence.field":null}})~", "paimon.changelog-needs-primary-key", Severity::Error, "changelog-producer"},
    {"paimon first-row with full compaction", "paimon-table", R"~({"options":{"merge-engine":"first-row","sequence.field":null,"changelog-producer":"full-compaction"}})~", "paimon.first-row-changelog", Severity::Error, "changelog-producer"},
    {"paimon first-row with a sequence field", "paimon-table", R"~({"options":{"merge-engine":"first-row"}})~", "paimon.first-row-sequence", Severity::Error, "sequence.field"},
    {"paimon overwrites streamed with lookup", "paimon-table", R"~({"options":{"streaming-read-overwrite":"true"}})~", "paimon.overwrite-read-duplicates", Severity::Error, "streaming-read-overwrite"},
    {"paimon partial update streamed without changelog", "paimon-table", R"~({"options":{"changelog-producer":null}})~", "paimon.streaming-read-merged", Severity::Warning, "changelog-producer"},
    // Paimon's options per column (CoreOptions.FIELDS_PREFIX + name + AGG_FUNCTION, ...): the
    // column must be one of the table's, the function one Paimon has (its aggregators'
    // identifiers), a sequence group columns of the table.
    {"paimon aggregate of no column", "paimon-table", R"~({"options":{"fields.price.aggregate-function":"sum"}})~", "column-option.column", Severity::Error, "fields.price.aggregate-function"},
    {"paimon aggregate function unknown", "paimon-table", R"~({"options":{"fields.amount.aggregate-function":"average"}})~", "option.value", Severity::Error, "fields.amount.aggregate-function"},
    {"paimon sequence group of no column", "paimon-table", R"~({"options":{"sequence.field":null,"fields.update_time.sequence-group":"buyer,price"}})~", "option.value", Severity::Error, "fields.update_time.sequence-group"},
    {"paimon option misspelt", "paimon-table", R"~({"options":{"bucket_key":"order_id"}})~", "option.unknown", Severity::Warning, "bucket_key"},
    // ---- Iceberg: a table of an Iceberg catalog (schemas/iceberg.json); each expectation is
    // Iceberg 1.11.0's, quoted in the rule's message (FlinkSink, MergingSnapshotProducer, FlinkCatalog).
    {"iceberg upsert without a key", "iceberg-table", R"~({"primaryKey":[],"partitionedBy":[]})~", "iceberg.upsert-needs-key", Severity::Error, "write.upsert.enabled"},
    {"iceberg upsert with a partition outside the key", "iceberg-table", R"~({"primaryKey":["order_id"]})~", "iceberg.upsert-partitions-in-key", Severity::Error, "write.upsert.enabled"},
    {"iceberg upsert into a v1 table", "iceberg-table", R"~({"options":{"format-version":"1"}})~", "iceberg.upsert-needs-v2", Severity::Error, "format-version"},
    {"iceberg computed column", "iceberg-table", R"~({"columns":[{"name":"order_id","type":"BIGINT","nullable":false},{"name":"amount","type":"DECIMAL(10, 2)"},{"name":"status","type":"STRING"},{"name":"dt","type":"STRING","nullable":false},{"name":"cents","expression":"CAST(amount * 100 AS BIGINT)"}]})~", "column.physical-only", Severity::Error, "columns[4].expression"},
    {"iceberg watermark", "iceberg-table", R"~({"columns":[{"name":"order_id","type":"BIGINT","nullable":false},{"name":"amount","type":"DECIMAL(10, 2)"},{"name":"status","type":"STRING"},{"name":"dt","type":"STRING","nullable":false},{"name":"ts","type":"TIMESTAMP(3)"}],"watermark":{"column":"ts","expression":"ts"}})~", "watermark.unsupported", Severity::Error, "watermark"},
    {"iceberg format version 5", "iceberg-table", R"~({"options":{"format-version":"5"}})~", "option.value", Severity::Error, "format-version"},
    {"iceberg table without its catalog", "iceberg-table", R"~({"connection":""})~", "table.catalog", Severity::Error, "connector"},
    // ---- Elasticsearch (schemas/elasticsearch-7.json), as connector 3.1.0's
    // ElasticsearchDynamicSinkFactoryBase and IndexGeneratorFactory check a table.
    {"es user without password", "elasticsearch-sink", R"~({"options":{"password":null}})~", "elasticsearch-7.user-and-password", Severity::Error, "password"},
    {"es max actions zero", "elasticsearch-sink", R"~({"options":{"sink.bulk-flush.max-actions":"0"}})~", "elasticsearch-7.max-actions", Severity::Error, "sink.bulk-flush.max-actions"},
    {"es max size not whole MB", "elasticsearch-sink", R"~({"options":{"sink.bulk-flush.max-size":"1500 kb"}})~", "elasticsearch-7.max-size-mb", Severity::Error, "sink.bulk-flush.max-size"},
    {"es no retries", "elasticsearch-sink", R"~({"options":{"sink.bulk-flush.backoff.max-retries":"0"}})~", "elasticsearch-7.max-retries", Severity::Error, "sink.bulk-flush.backoff.max-retries"},
    // IndexGeneratorFactory: "Unknown field 'day' in index pattern", "time-related pattern only
    // support types are: DATE,TIME,TIMESTAMP", "Chaining dynamic index pattern ... is not supported".
    {"es6 user without password", "elasticsearch-sink", R"~({"connector":"elasticsearch-6","options":{"password":null}})~", "elasticsearch-6.user-and-password", Severity::Error, "password"},
    {"es6 max actions zero", "elasticsearch-sink", R"~({"connector":"elasticsearch-6","options":{"sink.bulk-flush.max-actions":"0"}})~", "elasticsearch-6.max-actions", Severity::Error, "sink.bulk-flush.max-actions"},
    {"es6 max size not whole MB", "elasticsearch-sink", R"~({"connector":"elasticsearch-6","options":{"sink.bulk-flush.max-size":"1500 kb"}})~", "elasticsearch-6.max-size-mb", Severity::Error, "sink.bulk-flush.max-size"},
    {"es6 no retries", "elasticsearch-sink", R"~({"connector":"elasticsearch-6","options":{"sink.bulk-flush.backoff.max-retries":"0"}})~", "elasticsearch-6.max-retries", Severity::Error, "sink.bulk-flush.backoff.max-retries"},
    {"es index of no column", "elasticsearch-sink", R"~({"options":{"index":"orders-{day}"}})~", "option.value", Severity::Error, "index"},
    {"es index time format of a STRING", "elasticsearch-sink", R"~({"options":{"index":"orders-{buyer|yyyy-MM-dd}"}})~", "option.value", Severity::Error, "index"},
    {"es index with two placeholders", "elasticsearch-sink", R"~({"options":{"index":"{buyer}-{order_time|yyyy}"}})~", "option.value", Severity::Error, "index"},
    {"es host without scheme", "elasticsearch-sink", R"~({"options":{"hosts":"es-1:9200"}})~", "option.value", Severity::Error, "hosts"},
    {"es password in clear", "elasticsearch-sink", R"~({"options":{"password":"hunter2"}})~", "option.secret-in-clear", Severity::Error, "password"},
    // ---- Print and BlackHole: their factories validate (helper.validate()): no other key.
    {"print option unknown", "print-sink", R"~({"options":{"print.identifier":"x"}})~", "option.unknown", Severity::Error, "print.identifier"},
    {"blackhole takes no options", "blackhole-sink", R"~({"options":{"sink.parallelism":"2"}})~", "option.unknown", Severity::Error, "sink.parallelism"},
    {"datagen as a sink", "datagen-source", R"~({"role":"sink"})~", "table.role", Severity::Error, "role"},
    {"watermark on TIMESTAMP(6)", "kafka-source", R"~({"columns":[{"name":"order_time","type":"TIMESTAMP(6)"}]})~", "watermark.type", Severity::Error, "watermark"},
};

bool hasRule(const Diagnostics &diagnostics, const QString &ruleId)
{
    for (const Diagnostic &d : diagnostics) {
        if (d.ruleId == ruleId)
            return true;
    }
    return false;
}

} // namespace

class TestValidator : public QObject
{
    Q_OBJECT

private:
    SchemaRegistry m_registry = SchemaRegistry::loadDefault();

private Q_SLOTS:
    void examplesHaveNoErrors_data()
    {
        QTest::addColumn<QString>("name");
        for (const char *name : {"kafka-source", "kafka-sink", "kafka-large", "upsert-kafka-sink", "hudi-source", "hudi-sink",
                                 "hdfs-csv-source", "hdfs-orc-source", "mysql-cdc-source", "postgres-cdc-source"})
            QTest::newRow(name) << QString::fromLatin1(name);
    }
    void examplesHaveNoErrors()
    {
        QFETCH(QString, name);
        const Diagnostics diagnostics = Validator(m_registry).validate(example(name));
        QVERIFY2(!hasErrors(diagnostics), qPrintable(dumpDiagnostics(diagnostics)));
    }

    /// Targets (schemas/targets): the same option is fine on one platform and an error on another,
    /// per the platforms' sources: flink-connector-kafka 3.x declares no 'parallelism' (only 4.0
    /// has 'scan.parallelism'); no Apache Kafka connector has EasyStream's 'table.append-only';
    /// MRS requires Hudi's precombine field (seed 000) where Apache Hudi 0.14 defaults it to ts.
    void targets()
    {
        TableSpec large = example(QStringLiteral("kafka-large"));
        for (const char *target : {"flink-2.0", "easystream"}) {
            large.target = QLatin1String(target);
            QVERIFY2(!hasErrors(Validator(m_registry).validate(large)), target);
        }
        for (const char *target : {"flink-1.18", "mrs"}) {
            large.target = QLatin1String(target);
            const Diagnostics d = Validator(m_registry).validate(large);
            QVERIFY2(containsDiagnostic(d, QStringLiteral("target.option-absent"), Severity::Error, QStringLiteral("parallelism")), qPrintable(dumpDiagnostics(d)));
        }
        TableSpec sink = example(QStringLiteral("kafka-sink"));
        sink.target = QStringLiteral("flink-1.18");
        QVERIFY(containsDiagnostic(Validator(m_registry).validate(sink), QStringLiteral("target.option-absent"), Severity::Error, QStringLiteral("table.append-only")));

        TableSpec hudi = example(QStringLiteral("hudi-source"), R"~({"options":{"write.precombine.field":null}})~");
        hudi.target = QStringLiteral("mrs");
        QVERIFY(containsDiagnostic(Validator(m_registry).validate(hudi), QStringLiteral("option.required"), Severity::Error, QStringLiteral("write.precombine.field")));
        hudi.target = QStringLiteral("flink-1.18");
        QVERIFY2(!hasErrors(Validator(m_registry).validate(hudi)), qPrintable(dumpDiagnostics(Validator(m_registry).validate(hudi))));

        // The platform's own key typed into a spec escapes the option's checks: a warning says so.
        TableSpec alias = example(QStringLiteral("hudi-source"), R"~({"target":"flink-1.18","options":{"read.streaming.start-commit":null,"read.start-commit":"20240301120000"}})~");
        const Diagnostics aliased = Validator(m_registry).validate(alias);
        QVERIFY2(containsDiagnostic(aliased, QStringLiteral("target.key-alias"), Severity::Warning, QStringLiteral("read.start-commit")), qPrintable(dumpDiagnostics(aliased)));

        // The Apache key on MRS, which names the option otherwise: the warning names MRS's key
        // (read from the targets' keys) instead of asking to check the spelling.
        TableSpec apacheKey = example(QStringLiteral("hudi-source"), R"~({"target":"mrs","options":{"read.streaming.start-commit":null,"read.start-commit":"20240301120000"}})~");
        const Diagnostics onMrs = Validator(m_registry).validate(apacheKey);
        QVERIFY2(!containsDiagnostic(onMrs, QStringLiteral("option.unknown"), Severity::Warning, QStringLiteral("read.start-commit")), qPrintable(dumpDiagnostics(onMrs)));
        bool named = false;
        for (const Diagnostic &d : onMrs) {
            if (d.ruleId != QLatin1String("target.other-key"))
                continue;
            named = true;
            QCOMPARE(d.severity, Severity::Warning);
            QCOMPARE(d.message.en, QStringLiteral("'read.start-commit' is this option's key on Apache Flink 1.18, Apache Flink 1.20, Apache Flink 2.0; "
                                                  "Huawei MRS FlinkServer names this option 'read.streaming.start-commit': set 'read.streaming.start-commit' instead."));
            QCOMPARE(d.message.zh, QStringLiteral("“read.start-commit”是 Apache Flink 1.18、Apache Flink 1.20、Apache Flink 2.0 上此配置项的键；"
                                                  "华为 MRS FlinkServer 将此配置项命名为“read.streaming.start-commit”：请改为设置“read.streaming.start-commit”。"));
        }
        QVERIFY2(named, qPrintable(dumpDiagnostics(onMrs)));
        // A key no target has is still a spelling to check.
        TableSpec misspelt = example(QStringLiteral("hudi-source"), R"~({"target":"mrs","options":{"read.start-comit":"20240301120000"}})~");
        QVERIFY(containsDiagnostic(Validator(m_registry).validate(misspelt), QStringLiteral("option.unknown"), Severity::Warning, QStringLiteral("read.start-comit")));

        TableSpec unknown = example(QStringLiteral("kafka-source"));
        unknown.target = QStringLiteral("flink-0.9");
        QVERIFY(containsDiagnostic(Validator(m_registry).validate(unknown), QStringLiteral("target.unknown"), Severity::Error, QStringLiteral("connector")));
        unknown.target = QStringLiteral("blink");
        QVERIFY(containsDiagnostic(Validator(m_registry).validate(unknown), QStringLiteral("target.connector"), Severity::Error, QStringLiteral("connector")));
    }

    /// The third user-level review: flink-2.0 (Kafka connector 4.0) applied the sink topic rules of
    /// connector 3.2. From connector 3.3 on (FLINK-22748, FLINK-36177; targets reference 2.1-2.3 and
    /// 3) a kafka sink takes a topic list and 'topic-pattern' (no longer a source-only option that
    /// a sink ignores), and upsert-kafka has 'topic-pattern' with 'topic' optional; exactly one of
    /// the two. flink-1.18 (connector 3.2) keeps the old errors for the same specs.
    void sinkTopicsFollowTheConnectorVersion()
    {
        const Validator validator(m_registry);
        const QByteArray list = R"~({"options":{"table.append-only":null,"topic":"t2;t3"}})~";
        const QByteArray pattern = R"~({"options":{"table.append-only":null,"topic":null,"topic-pattern":"t.*"}})~";
        const QByteArray upsertPattern = R"~({"options":{"topic":null,"topic-pattern":"t.*"}})~";
        auto on = [](TableSpec spec, const char *target) {
            spec.target = QLatin1String(target);
            return spec;
        };
        const TableSpec listSink = example(QStringLiteral("kafka-sink"), list);
        const TableSpec patternSink = example(QStringLiteral("kafka-sink"), pattern);
        const TableSpec upsert = example(QStringLiteral("upsert-kafka-sink"), upsertPattern);

        Diagnostics d = validator.validate(on(listSink, "flink-2.0"));
        QVERIFY2(!hasErrors(d), qPrintable(dumpDiagnostics(d)));
        d = validator.validate(on(patternSink, "flink-2.0"));
        QVERIFY2(!hasErrors(d), qPrintable(dumpDiagnostics(d)));
        QVERIFY2(!hasRule(d, QStringLiteral("option.role")), qPrintable(dumpDiagnostics(d)));
        d = validator.validate(on(upsert, "flink-2.0"));
        QVERIFY2(!hasErrors(d), qPrintable(dumpDiagnostics(d)));
        QVERIFY2(!hasRule(d, QStringLiteral("option.role")), qPrintable(dumpDiagnostics(d)));
        // Neither or both: an error (validateTopic), for the sink and for upsert-kafka.
        for (const QByteArray &patch : {QByteArray(R"~({"options":{"table.append-only":null,"topic":null}})~"),
                                        QByteArray(R"~({"options":{"table.append-only":null,"topic-pattern":"t.*"}})~")}) {
            d = validator.validate(on(example(QStringLiteral("kafka-sink"), patch), "flink-2.0"));
            QVERIFY2(containsDiagnostic(d, QStringLiteral("kafka.sink-topic-or-pattern"), Severity::Error, QStringLiteral("topic")), qPrintable(dumpDiagnostics(d)));
        }
        for (const QByteArray &patch : {QByteArray(R"~({"options":{"topic":null}})~"), QByteArray(R"~({"options":{"topic-pattern":"t.*"}})~")}) {
            d = validator.validate(on(example(QStringLiteral("upsert-kafka-sink"), patch), "flink-2.0"));
            QVERIFY2(containsDiagnostic(d, QStringLiteral("upsert-kafka.topic-or-pattern"), Severity::Error, QStringLiteral("topic")), qPrintable(dumpDiagnostics(d)));
        }

        d = validator.validate(on(listSink, "flink-1.18"));
        QVERIFY2(containsDiagnostic(d, QStringLiteral("kafka.sink-single-topic"), Severity::Error, QStringLiteral("topic")), qPrintable(dumpDiagnostics(d)));
        d = validator.validate(on(patternSink, "flink-1.18"));
        QVERIFY2(containsDiagnostic(d, QStringLiteral("kafka.sink-no-topic-pattern"), Severity::Error, QStringLiteral("topic-pattern")), qPrintable(dumpDiagnostics(d)));
        QVERIFY2(containsDiagnostic(d, QStringLiteral("option.required"), Severity::Error, QStringLiteral("topic")), qPrintable(dumpDiagnostics(d)));
        d = validator.validate(on(upsert, "flink-1.18"));
        QVERIFY2(containsDiagnostic(d, QStringLiteral("target.option-absent"), Severity::Error, QStringLiteral("topic-pattern")), qPrintable(dumpDiagnostics(d)));
        QVERIFY2(containsDiagnostic(d, QStringLiteral("option.required"), Severity::Error, QStringLiteral("topic")), qPrintable(dumpDiagnostics(d)));
        // EasyStream (seed 003: a sink writes a single topic; topic-pattern is for sources) too.
        d = validator.validate(on(listSink, "easystream"));
        QVERIFY2(containsDiagnostic(d, QStringLiteral("kafka.sink-single-topic"), Severity::Error, QStringLiteral("topic")), qPrintable(dumpDiagnostics(d)));
        d = validator.validate(on(upsert, "easystream"));
        QVERIFY2(containsDiagnostic(d, QStringLiteral("target.option-absent"), Severity::Error, QStringLiteral("topic-pattern")), qPrintable(dumpDiagnostics(d)));
        // MRS runs open-source Flink 1.12.2 or later (mrs_01_24180): before connector 3.3 as well.
        d = validator.validate(on(upsert, "mrs"));
        QVERIFY2(containsDiagnostic(d, QStringLiteral("target.option-absent"), Severity::Error, QStringLiteral("topic-pattern")), qPrintable(dumpDiagnostics(d)));
    }

    /// From Kafka connector 3.3 on (Flink 2.0's target) a sink with a topic list or
    /// 'topic-pattern' writes the 'topic' metadata (KafkaDynamicSink.listWritableMetadata; with a
    /// single topic it is not offered): such a sink may write a `topic` column as METADATA, not
    /// VIRTUAL. Before (Flink 1.18, EasyStream) it stays read-only, for Kafka and upsert-kafka
    /// alike; 'offset' stays read-only everywhere.
    void topicMetadataIsWritableFromConnector33()
    {
        const Validator validator(m_registry);
        const QByteArray writesTopic = R"~({"options":{"table.append-only":null,"topic":"t2;t3"},)~"
                                       R"~("columns":[{"name":"id","type":"BIGINT"},{"name":"t","type":"STRING","metadata":"topic"}]})~";
        TableSpec sink = example(QStringLiteral("kafka-sink"), writesTopic);
        sink.options.insert(QStringLiteral("key.fields"), QStringLiteral("id"));
        const QString readOnly = QStringLiteral("column.metadata-readonly");
        const QString virtualBox = QStringLiteral("columns[1].virtual");
        sink.target = QStringLiteral("flink-2.0");
        Diagnostics d = validator.validate(sink);
        QVERIFY2(!hasRule(d, readOnly), qPrintable(dumpDiagnostics(d)));
        // With a single topic the connector does not offer it for writing (listWritableMetadata).
        TableSpec singleTopic = sink;
        singleTopic.options.insert(QStringLiteral("topic"), QStringLiteral("t2"));
        d = validator.validate(singleTopic);
        QVERIFY2(containsDiagnostic(d, readOnly, Severity::Error, virtualBox), qPrintable(dumpDiagnostics(d)));
        QVERIFY2(dumpDiagnostics(d).contains(QStringLiteral("is written only by a sink with a topic list or 'topic-pattern'")), qPrintable(dumpDiagnostics(d)));
        singleTopic.columns[1].isVirtual = true;
        QVERIFY2(!hasRule(validator.validate(singleTopic), readOnly), qPrintable(dumpDiagnostics(validator.validate(singleTopic))));
        sink.columns[1].metadata = QStringLiteral("offset");
        sink.columns[1].type = QStringLiteral("BIGINT");
        d = validator.validate(sink);
        QVERIFY2(containsDiagnostic(d, readOnly, Severity::Error, virtualBox), qPrintable(dumpDiagnostics(d)));
        for (const char *target : {"flink-1.18", "easystream"}) {
            TableSpec single = example(QStringLiteral("kafka-sink"), writesTopic);
            single.options.insert(QStringLiteral("topic"), QStringLiteral("t2"));
            single.options.insert(QStringLiteral("key.fields"), QStringLiteral("id"));
            single.target = QLatin1String(target);
            d = validator.validate(single);
            QVERIFY2(containsDiagnostic(d, readOnly, Severity::Error, virtualBox), qPrintable(QLatin1String(target) + dumpDiagnostics(d)));
        }
        TableSpec upsert = example(QStringLiteral("upsert-kafka-sink"), R"~({"options":{"topic":null,"topic-pattern":"t.*"}})~");
        ColumnSpec topicColumn;
        topicColumn.name = QStringLiteral("t");
        topicColumn.type = QStringLiteral("STRING");
        topicColumn.metadata = QStringLiteral("topic");
        upsert.columns << topicColumn;
        upsert.target = QStringLiteral("flink-2.0");
        d = validator.validate(upsert);
        QVERIFY2(!hasRule(d, readOnly), qPrintable(dumpDiagnostics(d)));
        TableSpec upsertTopic = upsert;
        upsertTopic.options.remove(QStringLiteral("topic-pattern"));
        upsertTopic.options.insert(QStringLiteral("topic"), QStringLiteral("totals"));
        d = validator.validate(upsertTopic);
        QVERIFY2(hasRule(d, readOnly), qPrintable(dumpDiagnostics(d)));
        upsert.target = QStringLiteral("flink-1.18");
        d = validator.validate(upsert);
        QVERIFY2(hasRule(d, readOnly), qPrintable(dumpDiagnostics(d)));
        // The column's description says so on the target.
        const ConnectorSchemaPtr onFlink2 = m_registry.resolvedFor(QStringLiteral("flink-2.0"))->find(QStringLiteral("kafka"));
        QVERIFY(onFlink2);
        const MetadataSchema *topic = onFlink2->metadataKey(QStringLiteral("topic"));
        QVERIFY(topic);
        QVERIFY(!topic->readOnly);
        QVERIFY2(topic->description.en.contains(QStringLiteral("writes each row to the topic")), qPrintable(topic->description.en));
    }

    /// A user-level review: on Kafka connector 3.2 a sink with 'topic-pattern' got both
    /// "applies only to source tables and is ignored" and the rule's error. The connector refuses
    /// it (KafkaConnectorOptionsUtil: no 'topic-pattern' on a sink before 3.3; seed 003: a sink
    /// writes one topic, 'topic-pattern' is for sources), so the error is the one finding. A
    /// target that drops the rule still gets the role warning, and an option no rule refuses
    /// keeps it.
    void oneFindingForASinkTopicPattern()
    {
        const Validator validator(m_registry);
        const TableSpec patternSink = example(QStringLiteral("kafka-sink"), R"~({"options":{"table.append-only":null,"topic":null,"topic-pattern":"t.*"}})~");
        for (const char *target : {"flink-1.18", "mrs", "easystream"}) {
            TableSpec on = patternSink;
            on.target = QLatin1String(target);
            const Diagnostics d = validator.validate(on);
            int onPattern = 0;
            for (const Diagnostic &diagnostic : d)
                onPattern += diagnostic.subject.text() == QLatin1String("topic-pattern") ? 1 : 0;
            QVERIFY2(containsDiagnostic(d, QStringLiteral("kafka.sink-no-topic-pattern"), Severity::Error, QStringLiteral("topic-pattern")),
                     qPrintable(QLatin1String(target) + QLatin1Char('\n') + dumpDiagnostics(d)));
            QVERIFY2(onPattern == 1, qPrintable(QLatin1String(target) + QLatin1Char('\n') + dumpDiagnostics(d)));
        }

        QTemporaryDir dir;
        QFile file(dir.filePath(QStringLiteral("lenient.json")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"~({"formatVersion": 1, "kind": "target", "target": "lenient", "label": {"en": "Lenient", "zh": "宽松"},
                       "description": {"en": "Drops the sink pattern rule", "zh": "去掉目标表 pattern 规则"}, "dialect": "flink",
                       "connectors": {"kafka": {"platform": {"en": "Kafka", "zh": "Kafka"}, "source": "test",
                                                "rules": {"drop": ["kafka.sink-no-topic-pattern"]}}}})~");
        file.close();
        const SchemaRegistry registry = SchemaRegistry::loadDefault({dir.path()});
        QVERIFY2(registry.problems().isEmpty(), qPrintable(registry.problems().join(QLatin1Char('\n'))));
        TableSpec lenient = patternSink;
        lenient.target = QStringLiteral("lenient");
        Diagnostics d = Validator(registry).validate(lenient);
        QVERIFY2(containsDiagnostic(d, QStringLiteral("option.role"), Severity::Warning, QStringLiteral("topic-pattern")), qPrintable(dumpDiagnostics(d)));
        QVERIFY2(!hasRule(d, QStringLiteral("kafka.sink-no-topic-pattern")), qPrintable(dumpDiagnostics(d)));

        // An error on another option leaves the role warning alone: a source's sink option.
        TableSpec source = example(QStringLiteral("kafka-source"), R"~({"target":"flink-1.18","options":{"sink.parallelism":"2","topic":null}})~");
        d = validator.validate(source);
        QVERIFY2(containsDiagnostic(d, QStringLiteral("option.role"), Severity::Warning, QStringLiteral("sink.parallelism")), qPrintable(dumpDiagnostics(d)));
    }

    /// Flink's filesystem connector has no line delimiter (FLINK-19868, Flink 1.12): a CSV table
    /// whose lineDelimiter is not a new line is told that it is not written; Blink reads it.
    void lineDelimiterNotWrittenForFlink()
    {
        const Validator validator(m_registry);
        const TableSpec crlf = example(QStringLiteral("hdfs-csv-source"), R"~({"options":{"lineDelimiter":"\\r\\n"}})~");
        QCOMPARE(crlf.options.value(QStringLiteral("lineDelimiter")), QStringLiteral("\\r\\n"));
        for (const char *target : {"flink-1.18", "flink-2.0", "mrs"}) {
            TableSpec on = crlf;
            on.target = QString::fromLatin1(target);
            const Diagnostics d = validator.validate(on);
            QVERIFY2(containsDiagnostic(d, QStringLiteral("hdfs.line-delimiter-not-written"), Severity::Warning, QStringLiteral("lineDelimiter")),
                     qPrintable(QString::fromLatin1(target) + QLatin1Char('\n') + dumpDiagnostics(d)));
        }
        TableSpec blink = crlf;
        blink.target = QStringLiteral("blink");
        QVERIFY(!containsDiagnostic(validator.validate(blink), QStringLiteral("hdfs.line-delimiter-not-written"), Severity::Warning, QStringLiteral("lineDelimiter")));
        // A new line, the example's, is what Flink does anyway.
        const TableSpec newLine = example(QStringLiteral("hdfs-csv-source"));
        QVERIFY(!containsDiagnostic(validator.validate(newLine), QStringLiteral("hdfs.line-delimiter-not-written"), Severity::Warning, QStringLiteral("lineDelimiter")));
    }

    /// A spec that names a data source type or an option as Flink's DDL writes it is told the
    /// name to use (it read "unknown ... check the spelling").
    void flinkNamesPointToTheSchemas()
    {
        const Validator validator(m_registry);
        const Diagnostics connector = validator.validate(example(QStringLiteral("hdfs-csv-source"), R"~({"connector":"filesystem"})~"));
        QVERIFY2(!connector.isEmpty() && connector.at(0).message.en.endsWith(QStringLiteral("it is the name the flink dialect writes for hdfs; set the connector hdfs.")),
                 qPrintable(dumpDiagnostics(connector)));
        QVERIFY2(connector.at(0).message.zh.endsWith(QStringLiteral("请将连接器设为 hdfs。")), qPrintable(connector.at(0).message.zh));
        const Diagnostics format = validator.validate(example(QStringLiteral("hdfs-csv-source"), R"~({"options":{"type":null,"format":"csv"}})~"));
        QVERIFY2(containsDiagnostic(format, QStringLiteral("option.required"), Severity::Error, QStringLiteral("type")), qPrintable(dumpDiagnostics(format)));
        QVERIFY2(!containsDiagnostic(format, QStringLiteral("option.unknown"), Severity::Error, QStringLiteral("format")), qPrintable(dumpDiagnostics(format)));
        // A key the dialect writes as itself, or one no dialect writes, is unknown as before.
        const Diagnostics typo = validator.validate(example(QStringLiteral("hdfs-csv-source"), R"~({"options":{"fromat":"csv"}})~"));
        QVERIFY2(containsDiagnostic(typo, QStringLiteral("option.unknown"), Severity::Error, QStringLiteral("fromat")), qPrintable(dumpDiagnostics(typo)));
    }

    /// Issue 12: `"type": "INT NULL", "nullable": false` was written `INT NULL NOT NULL`, which
    /// Flink's parser refuses: one source of truth for nullability; the conflict is an error, and
    /// the writer refuses it too. A type that says NOT NULL on a nullable column stays valid.
    void nullabilityHasOneSource()
    {
        TableSpec spec = example(QStringLiteral("kafka-source"));
        spec.columns << ColumnSpec{QStringLiteral("n"), QStringLiteral("INT NULL"), {}, {}, false, false, {}};
        const Diagnostics d = Validator(m_registry).validate(spec);
        QVERIFY2(containsDiagnostic(d, QStringLiteral("column.nullability"), Severity::Error, QStringLiteral("columns[10].type")), qPrintable(dumpDiagnostics(d)));
        QString ddl;
        LocalizedText error;
        QVERIFY(!DdlWriter(m_registry).write(spec, &ddl, &error));
        QVERIFY2(error.en.contains(QStringLiteral("the type says NULL")), qPrintable(error.en));
        QVERIFY2(error.zh.contains(QStringLiteral("类型写了 NULL")), qPrintable(error.zh));
        spec.columns.last().nullable = true;
        QVERIFY(!containsDiagnostic(Validator(m_registry).validate(spec), QStringLiteral("column.nullability"), Severity::Error, QStringLiteral("columns[10].type")));
        spec.columns.last() = ColumnSpec{QStringLiteral("n"), QStringLiteral("INT NOT NULL"), {}, {}, false, false, {}};
        QVERIFY(!hasErrors(Validator(m_registry).validate(spec)));
        spec.columns.last().type = QStringLiteral("ARRAY<INT NULL>");
        QVERIFY(!hasErrors(Validator(m_registry).validate(spec)));
    }

    void findsProblem_data()
    {
        QTest::addColumn<QString>("example");
        QTest::addColumn<QByteArray>("patch");
        QTest::addColumn<QString>("ruleId");
        QTest::addColumn<int>("severity");
        QTest::addColumn<QString>("subject");
        for (const Case &c : kCases) {
            QTest::newRow(c.name) << QString::fromLatin1(c.example) << QByteArray(c.patch) << QString::fromLatin1(c.ruleId)
                                  << int(c.severity) << QString::fromLatin1(c.subject);
        }
    }
    void findsProblem()
    {
        QFETCH(QString, example);
        QFETCH(QByteArray, patch);
        QFETCH(QString, ruleId);
        QFETCH(int, severity);
        QFETCH(QString, subject);
        patch.replace("NAME257", QByteArray(257, 'n')); // a name one character too long for Flink
        const Validator validator(m_registry);
        // The unpatched example must not already have the finding: the patch causes it.
        QVERIFY(!containsDiagnostic(validator.validate(testsupport::example(example)), ruleId, Severity(severity), subject));
        const Diagnostics diagnostics = validator.validate(testsupport::example(example, patch));
        QVERIFY2(containsDiagnostic(diagnostics, ruleId, Severity(severity), subject), qPrintable(dumpDiagnostics(diagnostics)));
        for (const Diagnostic &d : diagnostics)
            QVERIFY2(d.message.isComplete(), qPrintable(d.ruleId));
    }

    /// Valid variants that must not raise errors (guards against rules that fire too eagerly).
    void acceptsValid_data()
    {
        QTest::addColumn<QString>("example");
        QTest::addColumn<QByteArray>("patch");
        // Elasticsearch's index forms (IndexGeneratorFactory): static, {column}, the time of writing.
        QTest::newRow("es static index") << "elasticsearch-sink" << QByteArray(R"~({"options":{"index":"orders"}})~");
        QTest::newRow("es index by a column") << "elasticsearch-sink" << QByteArray(R"~({"options":{"index":"orders-{buyer}"}})~");
        QTest::newRow("es index by the time of writing") << "elasticsearch-sink" << QByteArray(R"~({"options":{"index":"orders-{now()|yyyy-MM-dd}"}})~");
        QTest::newRow("es max size in MB") << "elasticsearch-sink" << QByteArray(R"~({"options":{"sink.bulk-flush.max-size":"5mb"}})~");
        QTest::newRow("bounded to the latest offsets") << "kafka-source" << QByteArray(R"~({"options":{"scan.bounded.mode":"latest-offset"}})~");
        QTest::newRow("bounded to specific offsets") << "kafka-source" << QByteArray(R"~({"options":{"scan.bounded.mode":"SPECIFIC-OFFSETS","scan.bounded.specific-offsets":"partition:0,offset:10;partition:1,offset:20;"}})~");
        QTest::newRow("bounded to a time") << "kafka-source" << QByteArray(R"~({"options":{"scan.bounded.mode":"timestamp","scan.bounded.timestamp-millis":"1700000000000"}})~");
        QTest::newRow("upsert-kafka bounded") << "upsert-kafka-sink" << QByteArray(R"~({"role":"source","options":{"sink.parallelism":null,"sink.buffer-flush.max-rows":null,"sink.buffer-flush.interval":null,"scan.bounded.mode":"latest-offset"}})~");
        QTest::newRow("transaction naming on flink 2.0") << "kafka-sink" << QByteArray(R"~({"target":"flink-2.0","options":{"table.append-only":null,"sink.delivery-guarantee":"exactly-once","sink.semantic":null,"sink.transactional-id-prefix":"orders","sink.transaction-naming-strategy":"pooling"}})~");
        QTest::newRow("sink topic list on flink 2.0") << "kafka-sink" << QByteArray(R"~({"target":"flink-2.0","options":{"table.append-only":null,"topic":"t2;t3"}})~");
        QTest::newRow("sink topic pattern on flink 2.0") << "kafka-sink" << QByteArray(R"~({"target":"flink-2.0","options":{"table.append-only":null,"topic":null,"topic-pattern":"t.*"}})~");
        QTest::newRow("read and written topic pattern on flink 2.0") << "kafka-sink" << QByteArray(R"~({"target":"flink-2.0","role":"both","options":{"table.append-only":null,"topic":null,"topic-pattern":"t.*","properties.group.id":"g"}})~");
        QTest::newRow("upsert-kafka topic pattern on flink 2.0") << "upsert-kafka-sink" << QByteArray(R"~({"target":"flink-2.0","options":{"topic":null,"topic-pattern":"t.*"}})~");
        QTest::newRow("upsert-kafka source topic pattern on flink 2.0") << "upsert-kafka-sink" << QByteArray(R"~({"target":"flink-2.0","role":"source","options":{"topic":null,"topic-pattern":"t.*","sink.parallelism":null,"sink.buffer-flush.max-rows":null,"sink.buffer-flush.interval":null}})~");
        QTest::newRow("upsert-kafka transaction naming on flink 2.0") << "upsert-kafka-sink" << QByteArray(R"~({"target":"flink-2.0","options":{"sink.transaction-naming-strategy":"INCREMENTING"}})~");
        // jdbc: every dialect prefix of the dialect factories; a scan split in four (lower equal to
        // upper is allowed: only "larger than" is refused); the deprecated cache with both keys;
        // options the release declares but the form leaves out (compatible-mode; filter push-down
        // from 4.0); a retry timeout of whole seconds.
        for (const char *url : {"jdbc:mysql://db-1:3306/shop", "jdbc:postgresql://pg-1/shop", "jdbc:oracle:thin:@db-1:1521/ORCL",
                                "jdbc:sqlserver://db-1:1433;databaseName=shop", "jdbc:db2://db-1:50000/shop", "jdbc:derby:memory:shop",
                                "jdbc:trino://trino-1:8080/hive/shop", "jdbc:crate://crate-1:5432/", "jdbc:oceanbase://ob-1:2881/shop"})
            QTest::newRow(qPrintable(QStringLiteral("jdbc url %1").arg(QLatin1String(url)))) << "jdbc-sink" << (QByteArray("{\"options\":{\"url\":\"") + url + QByteArray("\"}}"));
        QTest::newRow("jdbc partitioned scan") << "jdbc-lookup-source" << QByteArray(R"~({"options":{"scan.partition.column":"product_id","scan.partition.num":"4","scan.partition.lower-bound":"7","scan.partition.upper-bound":"7","scan.fetch-size":"1000","scan.auto-commit":"false"}})~");
        QTest::newRow("jdbc deprecated cache") << "jdbc-lookup-source" << QByteArray(R"~({"options":{"lookup.cache":null,"lookup.partial-cache.max-rows":null,"lookup.partial-cache.expire-after-write":null,"lookup.cache.max-rows":"5000","lookup.cache.ttl":"10 min"}})~");
        QTest::newRow("jdbc without login") << "jdbc-sink" << QByteArray(R"~({"options":{"username":null,"password":null}})~");
        QTest::newRow("jdbc compatible mode") << "jdbc-sink" << QByteArray("{\"options\":{\"url\":\"jdbc:oceanbase://ob-1:2881/shop\",\"compatible-mode\":\"mysql\"}}");
        QTest::newRow("jdbc filter push-down on flink 2.0") << "jdbc-lookup-source" << QByteArray(R"~({"target":"flink-2.0","options":{"filter.handling.policy":"never"}})~");
        QTest::newRow("jdbc retry timeout of a second") << "jdbc-sink" << QByteArray(R"~({"options":{"connection.max-retry-timeout":"1 s"}})~");
        // Watermark options every Flink table factory accepts (FactoryUtil watermarkOptionSet, F118).
        QTest::newRow("watermark options on kafka") << "kafka-source" << QByteArray(R"~({"options":{"scan.watermark.idle-timeout":"1 min","scan.watermark.emit.strategy":"on-event"}})~");
        QTest::newRow("topic list on a source") << "kafka-source" << QByteArray(R"~({"options":{"topic":"a;b"}})~");
        QTest::newRow("topic pattern instead of topic") << "kafka-source" << QByteArray(R"~({"options":{"topic":null,"topic-pattern":"orders-.*"}})~");
        QTest::newRow("startup mode any case") << "kafka-source" << QByteArray(R"~({"options":{"scan.startup.mode":"LATEST-OFFSET"}})~");
        QTest::newRow("specific offsets") << "kafka-source" << QByteArray(R"~({"options":{"scan.startup.mode":"specific-offsets","scan.startup.specific-offsets":"partition:0,offset:42;partition:1,offset:300"}})~");
        // Issue 12, each against the engine's code: Kafka splits bootstrap.servers on \s*,\s*
        // (ConfigDef LIST); parseSpecificOffsets splits on ';' with String.split, which drops a
        // trailing empty entry; the largest int partition and long offset parse; Hudi compares
        // the start commit with FlinkOptions.START_COMMIT_EARLIEST ignoring case; a PRIMARY KEY
        // with a changelog format is allowed; Blink takes a longer field delimiter (seed 004).
        QTest::newRow("servers with spaces") << "kafka-source" << QByteArray(R"~({"options":{"properties.bootstrap.servers":"a:9092, b:9092 ,c:9092"}})~");
        QTest::newRow("offsets with trailing ;") << "kafka-source" << QByteArray(R"~({"options":{"scan.startup.mode":"specific-offsets","scan.startup.specific-offsets":"partition:0,offset:42;"}})~");
        QTest::newRow("largest partition and offset") << "kafka-source" << QByteArray(R"~({"options":{"scan.startup.mode":"specific-offsets","scan.startup.specific-offsets":"partition:2147483647,offset:9223372036854775807"}})~");
        QTest::newRow("hudi start commit earliest") << "hudi-source" << QByteArray(R"~({"options":{"read.streaming.start-commit":"EARLIEST","read.end-commit":"20240301120000"}})~");
        QTest::newRow("kafka primary key with debezium-json") << "kafka-source" << QByteArray(R"~({"primaryKey":["order_id"],"options":{"format":"debezium-json"}})~");
        QTest::newRow("blink watermark with an offset") << "hdfs-csv-source" << QByteArray(R"~({"target":"blink","columns":[{"name":"ts","type":"TIMESTAMP(3)"}],"watermark":{"column":"ts","expression":"ts - INTERVAL '4' SECOND"}})~");
        QTest::newRow("blink two-character delimiter") << "hdfs-csv-source" << QByteArray(R"~({"target":"blink","options":{"fieldDelimiter":"||"}})~");
        QTest::newRow("topic pattern") << "kafka-source" << QByteArray(R"~({"options":{"topic":null,"topic-pattern":"orders-[0-9]+\\.v\\d"}})~");
        QTest::newRow("timestamp mode") << "kafka-source" << QByteArray(R"~({"options":{"scan.startup.mode":"timestamp","scan.startup.timestamp-millis":"1700000000000"}})~");
        QTest::newRow("custom partitioner class") << "kafka-sink" << QByteArray(R"~({"options":{"sink.partitioner":"org.mycompany.MyPartitioner"}})~");
        // (key fields then carry the prefix: KafkaConnectorOptionsUtil.createKeyFormatProjection)
        QTest::newRow("key prefix with EXCEPT_KEY") << "kafka-sink" << QByteArray(R"~({"options":{"key.format":null,"key.fields":null,"key.fields-prefix":"k_","value.fields-include":"EXCEPT_KEY"}})~");
        // Issue 12: two columns whose names differ only in case are two columns in Flink.
        QTest::newRow("debezium-json metadata") << "kafka-source" << QByteArray(R"~({"columns":[{"name":"id","type":"BIGINT"},{"name":"changed","type":"TIMESTAMP_LTZ(3)","metadata":"value.source.timestamp","virtual":true},{"name":"db","type":"STRING","metadata":"value.source.database","virtual":true}],"watermark":null,"options":{"format":"debezium-json"}})~");
        QTest::newRow("maxwell-json metadata as value.format") << "kafka-source" << QByteArray(R"~({"columns":[{"name":"id","type":"BIGINT"},{"name":"keys","type":"ARRAY<STRING>","metadata":"value.primary-key-columns","virtual":true}],"watermark":null,"options":{"format":null,"value.format":"maxwell-json"}})~");
        QTest::newRow("key field with its prefix") << "kafka-source" << QByteArray(R"~({"columns":[{"name":"k_id","type":"BIGINT"},{"name":"v","type":"STRING"}],"watermark":null,"options":{"key.format":"json","key.fields":"k_id","key.fields-prefix":"k_","value.fields-include":"EXCEPT_KEY"}})~");
        QTest::newRow("hudi sink keyed by its primary key") << "hudi-sink" << QByteArray(R"~({"target":"mrs","options":{"hoodie.datasource.write.recordkey.field":null}})~");
        QTest::newRow("hudi source without record key on flink-1.18") << "hudi-source" << QByteArray(R"~({"target":"flink-1.18","options":{"hoodie.datasource.write.recordkey.field":null}})~");
        // The MRS Hudi type rule is MRS's: Apache Flink's Hudi takes these types, and MRS takes TIMESTAMP.
        QTest::newRow("hudi tinyint, smallint and time on flink-1.18") << "hudi-sink" << QByteArray(R"~({"target":"flink-1.18","columns":[{"name":"id","type":"BIGINT","nullable":false},{"name":"a","type":"TINYINT"},{"name":"b","type":"SMALLINT"},{"name":"c","type":"TIME(0)"},{"name":"ts","type":"TIMESTAMP(3)"},{"name":"dt","type":"STRING"}]})~");
        QTest::newRow("hudi timestamp on mrs") << "hudi-sink" << QByteArray(R"~({"target":"mrs","columns":[{"name":"id","type":"BIGINT","nullable":false},{"name":"ts","type":"TIMESTAMP(3)"},{"name":"dt","type":"STRING"}]})~");
        QTest::newRow("csv array and row of simple types") << "hdfs-csv-source" << QByteArray(R"~({"columns":[{"name":"a","type":"ARRAY<INT>"},{"name":"r","type":"ROW<x INT, y STRING>"}]})~");
        QTest::newRow("json holds a map") << "kafka-source" << QByteArray(R"~({"columns":[{"name":"order_id","type":"BIGINT"},{"name":"m","type":"MAP<STRING, ARRAY<ROW<a INT>>>"}],"watermark":null})~");
        QTest::newRow("id and ID are two columns") << "hdfs-csv-source" << QByteArray(R"~({"columns":[{"name":"id","type":"INT"},{"name":"ID","type":"BIGINT"}]})~");
        QTest::newRow("durations") << "kafka-source" << QByteArray(R"~({"options":{"scan.topic-partition-discovery.interval":"5 min"}})~");
        QTest::newRow("metadata LTZ into TIMESTAMP") << "kafka-source" << QByteArray(R"~({"columns":[{"name":"ts","type":"TIMESTAMP(3)","metadata":"timestamp"},{"name":"order_time","type":"TIMESTAMP(3)"}]})~");
        QTest::newRow("read-only metadata virtual on a sink") << "kafka-sink" << QByteArray(R"~({"columns":[{"name":"id","type":"BIGINT"},{"name":"off","type":"BIGINT","metadata":"offset","virtual":true}],"options":{"key.fields":"id"}})~");
        QTest::newRow("watermark on TIMESTAMP_LTZ(3)") << "kafka-source" << QByteArray(R"~({"watermark":{"column":"kafka_ts","expression":"kafka_ts - INTERVAL '1' SECOND"}})~");
        // upsert-kafka: what its factory accepts (connector reference 1.5): buffering off (both
        // unset, both 0, or max-rows 0 alone), a key prefix that every key column carries with
        // EXCEPT_KEY, exactly-once with a prefix, enums in any case, the format's own options under
        // value.<id>., and the table read (role source or both) with the same primary key.
        // Kafka connector 4.0 (targets reference 3): upsert-kafka's source parallelism.
        QTest::newRow("upsert source parallelism on flink 2.0") << "upsert-kafka-sink" << QByteArray(R"~({"target":"flink-2.0","role":"source","options":{"sink.parallelism":null,"sink.buffer-flush.max-rows":null,"sink.buffer-flush.interval":null,"scan.parallelism":"3"}})~");
        QTest::newRow("upsert buffering unset") << "upsert-kafka-sink" << QByteArray(R"~({"options":{"sink.buffer-flush.max-rows":null,"sink.buffer-flush.interval":null}})~");
        QTest::newRow("upsert buffering both zero") << "upsert-kafka-sink" << QByteArray(R"~({"options":{"sink.buffer-flush.max-rows":"0","sink.buffer-flush.interval":"0"}})~");
        QTest::newRow("upsert max-rows zero alone") << "upsert-kafka-sink" << QByteArray(R"~({"options":{"sink.buffer-flush.max-rows":"0","sink.buffer-flush.interval":null}})~");
        QTest::newRow("upsert interval in ms") << "upsert-kafka-sink" << QByteArray(R"~({"options":{"sink.buffer-flush.interval":"500"}})~");
        QTest::newRow("upsert key prefix") << "upsert-kafka-sink" << QByteArray(R"~({"columns":[{"name":"k_user_id","type":"BIGINT","nullable":false},{"name":"order_count","type":"BIGINT"}],"primaryKey":["k_user_id"],"options":{"key.fields-prefix":"k_"}})~");
        QTest::newRow("upsert exactly-once") << "upsert-kafka-sink" << QByteArray(R"~({"options":{"sink.delivery-guarantee":"exactly-once","sink.transactional-id-prefix":"totals-sink"}})~");
        QTest::newRow("upsert enum any case") << "upsert-kafka-sink" << QByteArray(R"~({"options":{"value.fields-include":"except_key","sink.delivery-guarantee":"AT-LEAST-ONCE"}})~");
        QTest::newRow("upsert raw key, avro value") << "upsert-kafka-sink" << QByteArray(R"~({"options":{"key.format":"raw","value.format":"avro"}})~");
        QTest::newRow("upsert as a source") << "upsert-kafka-sink" << QByteArray(R"~({"role":"source","options":{"sink.parallelism":null,"sink.buffer-flush.max-rows":null,"sink.buffer-flush.interval":null}})~");
        QTest::newRow("upsert as both") << "upsert-kafka-sink" << QByteArray(R"~({"role":"both"})~");
        // Flink CDC (MySqlTableSourceFactory, PostgreSQLTableFactory at 3.2.1 and 3.6.0): a table
        // without PRIMARY KEY but with a chunk key column, or with the incremental snapshot off; one
        // server id, a range with spaces (each part trimmed) or of one id; a specific offset by GTID
        // set alone or by file and position; debezium.* and jdbc.properties.* passed through; upsert
        // with a key; latest-offset with the incremental snapshot; committed-offset from 3.4 (1.20).
        QTest::newRow("mysql-cdc chunk key without primary key") << "mysql-cdc-source" << QByteArray(R"~({"primaryKey":[],"options":{"scan.incremental.snapshot.chunk.key-column":"order_id"}})~");
        QTest::newRow("mysql-cdc no key without incremental snapshot") << "mysql-cdc-source" << QByteArray(R"~({"primaryKey":[],"options":{"scan.incremental.snapshot.enabled":"false"}})~");
        QTest::newRow("mysql-cdc one server id") << "mysql-cdc-source" << QByteArray(R"~({"options":{"server-id":"5400"}})~");
        QTest::newRow("mysql-cdc server id range with spaces") << "mysql-cdc-source" << QByteArray(R"~({"options":{"server-id":"5400 - 5400"}})~");
        QTest::newRow("mysql-cdc specific offset by gtid") << "mysql-cdc-source" << QByteArray(R"~({"options":{"scan.startup.mode":"specific-offset","scan.startup.specific-offset.gtid-set":"24DA167-0C0C-11E8-8442-00059A3C7B00:1-19"}})~");
        QTest::newRow("mysql-cdc specific offset by file") << "mysql-cdc-source" << QByteArray(R"~({"options":{"scan.startup.mode":"specific-offset","scan.startup.specific-offset.file":"mysql-bin.000003","scan.startup.specific-offset.pos":"4","scan.startup.specific-offset.skip-rows":"1"}})~");
        QTest::newRow("mysql-cdc timestamp mode") << "mysql-cdc-source" << QByteArray(R"~({"options":{"scan.startup.mode":"TIMESTAMP","scan.startup.timestamp-millis":"1667232000000"}})~");
        QTest::newRow("mysql-cdc pass-through prefixes") << "mysql-cdc-source" << QByteArray(R"~({"options":{"debezium.snapshot.locking.mode":"none","jdbc.properties.useSSL":"false"}})~");
        QTest::newRow("mysql-cdc row kind metadata") << "mysql-cdc-source" << QByteArray(R"~({"columns":[{"name":"order_id","type":"BIGINT","nullable":false},{"name":"op","type":"STRING","metadata":"row_kind","virtual":true}]})~");
        QTest::newRow("mysql-cdc append-only on flink 1.20") << "mysql-cdc-source" << QByteArray(R"~({"target":"flink-1.20","options":{"scan.read-changelog-as-append-only.enabled":"true"}})~");
        QTest::newRow("mysql-cdc engine-only option") << "mysql-cdc-source" << QByteArray(R"~({"options":{"chunk-meta.group.size":"500"}})~");
        QTest::newRow("postgres-cdc upsert with key") << "postgres-cdc-source" << QByteArray(R"~({"options":{"changelog-mode":"upsert"}})~");
        QTest::newRow("postgres-cdc latest offset") << "postgres-cdc-source" << QByteArray(R"~({"options":{"scan.startup.mode":"latest-offset"}})~");
        QTest::newRow("postgres-cdc committed offset on flink 1.20") << "postgres-cdc-source" << QByteArray(R"~({"target":"flink-1.20","options":{"scan.startup.mode":"committed-offset"}})~");
        QTest::newRow("postgres-cdc debezium pass-through") << "postgres-cdc-source" << QByteArray(R"~({"options":{"debezium.slot.drop.on.stop":"true"}})~");
        QTest::newRow("postgres-cdc on flink 1.18") << "postgres-cdc-source" << QByteArray(R"~({"target":"flink-1.18"})~");
        // HDFS result tables (filesystem sink, connector reference 3.1): a policy item in any
        // case (PartitionCommitPolicyFactory lower-cases it), custom with its class, time zones
        // both TimeZone and ZoneId read alike, memory sizes as MemorySize.parse reads them.
        QTest::newRow("hdfs json files") << "hdfs-csv-source" << QByteArray(R"~({"options":{"type":"json","fieldDelimiter":null,"lineDelimiter":null,"json.ignore-parse-errors":"true"}})~");
        QTest::newRow("hdfs debezium-json sink") << "hdfs-parquet-sink" << QByteArray(R"~({"options":{"type":"debezium-json"}})~");
        QTest::newRow("hdfs monitor interval") << "hdfs-csv-source" << QByteArray(R"~({"options":{"source.monitor-interval":"10 s","source.path.regex-pattern":".*/part-[0-9]+\\.csv","source.report-statistics":"none"}})~");
        QTest::newRow("hdfs commit policy parameters") << "hdfs-parquet-sink" << QByteArray(R"~({"options":{"sink.partition-commit.policy.kind":"custom","sink.partition-commit.policy.class":"com.example.Notify","sink.partition-commit.policy.class.parameters":"a;b"}})~");
        QTest::newRow("hdfs csv sink") << "hdfs-csv-source" << QByteArray(R"~({"role":"sink","columns":[{"name":"name","type":"STRING"},{"name":"age","type":"BIGINT"}]})~");
        QTest::newRow("hdfs sink, plain") << "hdfs-parquet-sink" << QByteArray(R"~({"partitionedBy":[],"options":{"sink.partition-commit.trigger":null,"sink.partition-commit.policy.kind":null,"partition.time-extractor.timestamp-pattern":null}})~");
        QTest::newRow("hdfs custom policy with class") << "hdfs-parquet-sink" << QByteArray(R"~({"options":{"sink.partition-commit.policy.kind":"Success-File,custom","sink.partition-commit.policy.class":"com.example.NotifyPolicy"}})~");
        QTest::newRow("hdfs custom extractor with class") << "hdfs-parquet-sink" << QByteArray(R"~({"options":{"partition.time-extractor.kind":"custom","partition.time-extractor.class":"com.example.HourExtractor"}})~");
        QTest::newRow("hdfs time zone GMT+08:00") << "hdfs-parquet-sink" << QByteArray(R"~({"options":{"sink.partition-commit.watermark-time-zone":"GMT+08:00"}})~");
        QTest::newRow("hdfs time zone UTC") << "hdfs-parquet-sink" << QByteArray(R"~({"options":{"sink.partition-commit.watermark-time-zone":"UTC"}})~");
        QTest::newRow("hdfs time zone America/Argentina/Buenos_Aires") << "hdfs-parquet-sink" << QByteArray(R"~({"options":{"sink.partition-commit.watermark-time-zone":"America/Argentina/Buenos_Aires"}})~");
        QTest::newRow("hdfs sizes in other units") << "hdfs-parquet-sink" << QByteArray(R"~({"options":{"sink.rolling-policy.file-size":"1gb","compaction.file-size":"524288 KB"}})~");
        QTest::newRow("hdfs size in bytes") << "hdfs-parquet-sink" << QByteArray(R"~({"options":{"sink.rolling-policy.file-size":"134217728"}})~");
        QTest::newRow("upsert timestamp metadata written") << "upsert-kafka-sink" << QByteArray(R"~({"columns":[{"name":"user_id","type":"BIGINT","nullable":false},{"name":"ts","type":"TIMESTAMP_LTZ(3)","metadata":"timestamp"}]})~");
        QTest::newRow("hudi 17-digit commit") << "hudi-source" << QByteArray(R"~({"options":{"read.streaming.start-commit":"20240301120000123"}})~");
        QTest::newRow("hudi batch range") << "hudi-source" << QByteArray(R"~({"options":{"read.streaming.enabled":"false","read.streaming.check-interval":null,"read.end-commit":"20240401000000"}})~");
        QTest::newRow("hudi end with millis after start") << "hudi-source" << QByteArray(R"~({"options":{"read.streaming.enabled":"false","read.streaming.check-interval":null,"read.end-commit":"20240301120000500"}})~");
        QTest::newRow("space as field delimiter") << "hdfs-csv-source" << QByteArray(R"~({"options":{"fieldDelimiter":" "}})~");
        QTest::newRow("hdfs orc nested") << "hdfs-orc-source" << QByteArray(R"~({"options":{"enumerateNestedFiles":"true"}})~");
        // CsvCommons unescapes the field delimiter as Java does (StringEscapeUtils.unescapeJava):
        // an octal escape is one character.
        QTest::newRow("csv delimiter \\001 on kafka") << "kafka-source" << QByteArray(R"~({"options":{"format":"csv","csv.field-delimiter":"\\001","csv.ignore-parse-errors":"true"},"columns":[{"name":"id","type":"BIGINT"},{"name":"v","type":"STRING"}],"watermark":null})~");
        // Without the table's own fieldDelimiter, which is written as the same key (see "hdfs
        // field delimiter twice").
        QTest::newRow("csv delimiter \\t on hdfs") << "hdfs-csv-source" << QByteArray(R"~({"options":{"fieldDelimiter":null,"csv.field-delimiter":"\\t","csv.null-literal":"n/a","csv.escape-character":"\\"}})~");
        QTest::newRow("hdfs fieldDelimiter \\001") << "hdfs-csv-source" << QByteArray(R"~({"options":{"fieldDelimiter":"\\001"}})~");
        QTest::newRow("hudi source on mrs: the primary key gives the record key") << "hudi-source" << QByteArray(R"~({"options":{"hoodie.datasource.write.recordkey.field":null}})~");
        QTest::newRow("json options") << "kafka-source" << QByteArray(R"~({"options":{"json.ignore-parse-errors":"true","json.timestamp-format.standard":"ISO-8601"}})~");
        QTest::newRow("value and key format options") << "kafka-sink" << QByteArray(R"~({"options":{"value.json.encode.decimal-as-plain-number":"true","value.json.map-null-key.mode":"literal","value.json.map-null-key.literal":"null-key","key.json.map-null-key.mode":"DROP"}})~");
        QTest::newRow("avro-confluent with registry") << "kafka-source" << QByteArray(R"~({"options":{"format":"avro-confluent","avro-confluent.url":"http:\/\/registry:8081","avro-confluent.basic-auth.credentials-source":"USER_INFO"}})~");
        QTest::newRow("debezium metadata schema on a source") << "kafka-source" << QByteArray(R"~({"options":{"format":"debezium-json","debezium-json.schema-include":"true"}})~");
        QTest::newRow("json option on flink 2.0") << "kafka-sink" << QByteArray(R"~({"target":"flink-2.0","options":{"table.append-only":null,"value.json.encode.ignore-null-fields":"true"}})~");
        QTest::newRow("format the user installed") << "kafka-source" << QByteArray(R"~({"options":{"format":"my-format","my-format.level":"3"}})~");
        QTest::newRow("parquet hadoop option") << "hdfs-orc-source" << QByteArray(R"~({"options":{"type":"parquet","parquet.compression":"SNAPPY","parquet.utc-timezone":"true"}})~");
        QTest::newRow("orc hadoop option") << "hdfs-orc-source" << QByteArray(R"~({"options":{"orc.compress":"ZLIB"}})~");
        QTest::newRow("blink table of the seed") << "hdfs-csv-source" << QByteArray(R"~({"target":"blink","columns":[{"name":"name","type":"VARCHAR"},{"name":"ts","type":"TIMESTAMP(3)"}],"watermark":{"column":"ts","expression":"ts - INTERVAL '4' SECOND"}})~");
        QTest::newRow("chinese names") << "hdfs-csv-source" << QByteArray(R"~({"name":"订单 表","columns":[{"name":"姓名","type":"STRING"},{"name":"a`b\u0027c","type":"INT"}]})~");
    }
    /// A role the connector does not list is an error (no shipped connector lacks one, so a
    /// source-only connector is loaded from a user folder).
    void roleTheConnectorLacks()
    {
        QTemporaryDir dir;
        QFile file(dir.filePath(QStringLiteral("reader.json")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"~({"formatVersion": 1, "connector": "reader", "label": {"en": "Reader", "zh": "读取"},
                       "description": {"en": "Reads only", "zh": "只读"}, "roles": ["source"],
                       "options": [{"key": "path", "type": "uri", "roles": ["source"], "required": true,
                                    "label": {"en": "Path", "zh": "路径"}, "description": {"en": "Where", "zh": "位置"}}],
                       "dialects": {"flink": {}}})~");
        file.close();
        const SchemaRegistry registry = SchemaRegistry::loadDefault({dir.path()});
        QVERIFY2(registry.problems().isEmpty(), qPrintable(registry.problems().join(QLatin1Char('\n'))));
        TableSpec spec;
        spec.name = QStringLiteral("t");
        spec.connector = QStringLiteral("reader");
        spec.columns = {ColumnSpec{}};
        spec.columns[0].name = QStringLiteral("a");
        spec.columns[0].type = QStringLiteral("INT");
        spec.options.insert(QStringLiteral("path"), QStringLiteral("/data/in"));
        spec.role = Role::Source;
        QVERIFY2(!hasErrors(Validator(registry).validate(spec)), qPrintable(dumpDiagnostics(Validator(registry).validate(spec))));
        spec.role = Role::Sink;
        QVERIFY(containsDiagnostic(Validator(registry).validate(spec), QStringLiteral("table.role"), Severity::Error, QStringLiteral("role")));
    }

    void acceptsValid()
    {
        QFETCH(QString, example);
        QFETCH(QByteArray, patch);
        const Diagnostics diagnostics = Validator(m_registry).validate(testsupport::example(example, patch));
        QVERIFY2(!hasErrors(diagnostics), qPrintable(dumpDiagnostics(diagnostics)));
    }

    /// Every rule of every schema, on every target (a target may add rules), has a case above,
    /// so no rule ships untested.
    void everySchemaRuleHasACase()
    {
        QSet<QString> tested;
        for (const Case &c : kCases)
            tested.insert(QString::fromLatin1(c.ruleId));
        for (const TargetSchema &target : m_registry.targets()) {
            const SchemaRegistry *resolved = m_registry.resolvedFor(target.id);
            QList<ConnectorSchemaPtr> schemas = resolved->schemas();
            for (const QString &format : resolved->formats())
                schemas << resolved->format(format);
            for (const ConnectorSchemaPtr &schema : schemas) {
                for (const RuleSchema &rule : schema->rules)
                    QVERIFY2(tested.contains(rule.id), qPrintable(QStringLiteral("no test case for rule %1 (target %2)").arg(rule.id, target.id)));
            }
        }
    }

    void reportsEverythingAtOnce()
    {
        const Diagnostics diagnostics = Validator(m_registry).validate(
            example(QStringLiteral("kafka-source"), R"~({"name":"","options":{"properties.group.id":null,"scan.startup.mode":null,"format":null}})~"));
        QVERIFY(containsDiagnostic(diagnostics, QStringLiteral("table.name"), Severity::Error, QStringLiteral("name")));
        QVERIFY(containsDiagnostic(diagnostics, QStringLiteral("kafka.group-offsets-need-group-id"), Severity::Error, QStringLiteral("properties.group.id")));
        QVERIFY(containsDiagnostic(diagnostics, QStringLiteral("kafka.format-or-value-format"), Severity::Error, QStringLiteral("format")));
    }

    /// Options under a connector's pass-through prefixes (Kafka's `properties.`) are not
    /// "unknown"; a near miss of the prefix still is.
    void passThroughOptions()
    {
        const Validator validator(m_registry);
        const Diagnostics passed = validator.validate(example(QStringLiteral("kafka-source"), R"~({"options":{"properties.client.id":"etl-1"}})~"));
        QVERIFY2(!hasRule(passed, QStringLiteral("option.unknown")), qPrintable(dumpDiagnostics(passed)));
        const Diagnostics missed = validator.validate(example(QStringLiteral("kafka-source"), R"~({"options":{"propertie.client.id":"etl-1"}})~"));
        QVERIFY(containsDiagnostic(missed, QStringLiteral("option.unknown"), Severity::Error, QStringLiteral("propertie.client.id")));
        // upsert-kafka passes on `properties.` and the options of its key and value formats,
        // prefixed `key.<format>.` / `value.<format>.` (Flink's FactoryUtil, connector reference 0.5-0.6).
        const Diagnostics upsert = validator.validate(example(
            QStringLiteral("upsert-kafka-sink"),
            R"~({"options":{"properties.client.id":"etl-1","value.json.ignore-parse-errors":"true","key.json.fail-on-missing-field":"true"}})~"));
        for (const char *key : {"properties.client.id", "value.json.ignore-parse-errors", "key.json.fail-on-missing-field"})
            QVERIFY2(!containsDiagnostic(upsert, QStringLiteral("option.unknown"), Severity::Warning, QLatin1String(key))
                         && !containsDiagnostic(upsert, QStringLiteral("option.unknown"), Severity::Error, QLatin1String(key)), qPrintable(dumpDiagnostics(upsert)));
    }

    /// Issue 18: a password or key typed as it is is a warning that says to write a reference;
    /// a reference, a JAAS login by keytab (no password in it) and an empty value are not. What is
    /// shown of the table (withSecretsMasked(): the previews, the history, a diff) masks the
    /// password, and only the password of a JAAS configuration (`shown`, written by hand).
    /// Issue 52: a Paimon connection is a lake catalog: it holds the catalog's options (Paimon's
    /// CatalogOptions: warehouse, metastore, uri; a file system's `fs.`/`s3.` keys), not a table's,
    /// and cannot be made without its warehouse (CatalogOptions.WAREHOUSE has no default).
    void lakeCatalogConnections()
    {
        const Validator validator(m_registry);
        Connection lake{QStringLiteral("lake"), QStringLiteral("paimon"),
                        {{QStringLiteral("warehouse"), QStringLiteral("s3://bucket/warehouse")}, {QStringLiteral("metastore"), QStringLiteral("filesystem")},
                         {QStringLiteral("s3.endpoint"), QStringLiteral("https://s3.example.com")}}};
        Diagnostics d = validator.validateConnection(lake);
        QVERIFY2(d.isEmpty(), qPrintable(dumpDiagnostics(d)));
        lake.options.insert(QStringLiteral("bucket"), QStringLiteral("4"));
        lake.options.insert(QStringLiteral("metastore"), QStringLiteral("glue"));
        lake.options.remove(QStringLiteral("warehouse"));
        d = validator.validateConnection(lake);
        QVERIFY2(containsDiagnostic(d, QStringLiteral("connection.option"), Severity::Error, QStringLiteral("bucket")), qPrintable(dumpDiagnostics(d)));
        QVERIFY2(containsDiagnostic(d, QStringLiteral("option.value"), Severity::Error, QStringLiteral("metastore")), qPrintable(dumpDiagnostics(d)));
        QVERIFY2(containsDiagnostic(d, QStringLiteral("option.required"), Severity::Error, QStringLiteral("warehouse")), qPrintable(dumpDiagnostics(d)));
        // A table of the catalog keeps its own options: the catalog's are not merged into them.
        TableSpec table = testsupport::example(QStringLiteral("paimon-table"));
        TableSpec written;
        LocalizedText problem;
        QVERIFY(withConnection(table, {lake}, QStringLiteral("shop"), &written, &problem, m_registry.connectionKind(QStringLiteral("paimon"))));
        QCOMPARE(written.options, table.options);
    }

    void secretsInClearAreRefused_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("value");
        QTest::addColumn<bool>("refused");
        QTest::addColumn<QString>("shown");
        const QString jaas = QStringLiteral("org.apache.kafka.common.security.plain.PlainLoginModule required username=\"etl\" password=\"%1\";");
        const QString masked = jaas.arg(QStringLiteral("******"));
        QTest::newRow("JAAS with a password") << "properties.sasl.jaas.config" << jaas.arg(QStringLiteral("hunter2")) << true << masked;
        QTest::newRow("JAAS with a password in single quotes")
            << "properties.sasl.jaas.config" << "org.apache.kafka.common.security.plain.PlainLoginModule required username='etl' password='hunter2';" << true
            << "org.apache.kafka.common.security.plain.PlainLoginModule required username='etl' password=\"******\";";
        QTest::newRow("JAAS with a password unquoted")
            << "properties.sasl.jaas.config" << "org.apache.kafka.common.security.plain.PlainLoginModule required username=etl Password=hunter2;" << true
            << "org.apache.kafka.common.security.plain.PlainLoginModule required username=etl Password=\"******\";";
        QTest::newRow("JAAS with a reference") << "properties.sasl.jaas.config" << jaas.arg(QStringLiteral("${secret:KAFKA_PW}")) << false
                                               << jaas.arg(QStringLiteral("${secret:KAFKA_PW}"));
        const QString keytab = QStringLiteral("com.sun.security.auth.module.Krb5LoginModule required useKeyTab=true keyTab=\"/etc/etl.keytab\" principal=\"etl@EXAMPLE\";");
        QTest::newRow("JAAS by keytab") << "properties.sasl.jaas.config" << keytab << false << keytab;
        // Issue 49: a value is secret unless it is one reference; a JAAS value unless each of its
        // credentials is one (the user is none; storeKey and tokenauth are flags).
        const QString twoRefs = QStringLiteral("org.apache.kafka.common.security.scram.ScramLoginModule required username=\"${secret:U}\" password=\"%1\" tokenauth=\"true\";");
        QTest::newRow("JAAS with a secret user and a password in clear")
            << "properties.sasl.jaas.config" << twoRefs.arg(QStringLiteral("Pw1-clear")) << true << twoRefs.arg(QStringLiteral("******"));
        QTest::newRow("JAAS whose every credential is a reference")
            << "properties.sasl.jaas.config" << twoRefs.arg(QStringLiteral("${secret:P}")) << false << twoRefs.arg(QStringLiteral("${secret:P}"));
        QTest::newRow("JAAS with a variable's password") << "properties.sasl.jaas.config" << twoRefs.arg(QStringLiteral("${PW}")) << false
                                                         << twoRefs.arg(QStringLiteral("${PW}"));
        const QString stored = QStringLiteral("com.sun.security.auth.module.Krb5LoginModule required useKeyTab=true storeKey=true keyTab=\"/etc/etl.keytab\" principal=\"etl@EXAMPLE\";");
        QTest::newRow("JAAS by keytab, the key stored") << "properties.sasl.jaas.config" << stored << false << stored;
        QTest::newRow("a password beside a reference") << "properties.ssl.truststore.password" << "Pw2 ${secret:X}" << true << "******";
        QTest::newRow("a password before a variable") << "properties.ssl.key.password" << "Pw3${SUFFIX}" << true << "******";
        QTest::newRow("a password that is a variable") << "properties.ssl.key.password" << "${KEY_PW}" << false << "${KEY_PW}";
        QTest::newRow("a keystore's PEM key") << "properties.ssl.keystore.key" << "-----BEGIN PRIVATE KEY-----" << true << "******";
        QTest::newRow("basic auth user info") << "properties.basic.auth.user.info" << "etl:hunter2" << true << "******";
        QTest::newRow("a keystore password") << "properties.ssl.keystore.password" << "changeit" << true << "******";
        QTest::newRow("a keystore password by reference") << "properties.ssl.keystore.password" << "${secret:KEYSTORE_PW}" << false << "${secret:KEYSTORE_PW}";
        QTest::newRow("a password left empty") << "properties.ssl.keystore.password" << "" << false << "";
        QTest::newRow("not a secret") << "properties.client.id" << "etl-1" << false << "etl-1";
        // A format's options are secret as its schema says, whatever their names.
        QTest::newRow("a schema registry's user and password") << "avro-confluent.basic-auth.user-info" << "etl:hunter2" << true << "******";
        QTest::newRow("where the credentials come from") << "avro-confluent.basic-auth.credentials-source" << "USER_INFO" << false << "USER_INFO";
    }
    void secretsInClearAreRefused()
    {
        QFETCH(QString, key);
        QFETCH(QString, value);
        QFETCH(bool, refused);
        QFETCH(QString, shown);
        TableSpec spec = example(QStringLiteral("kafka-source"));
        if (key.startsWith(QLatin1String("avro-confluent."))) {
            spec.options.insert(QStringLiteral("format"), QStringLiteral("avro-confluent"));
            spec.options.insert(QStringLiteral("avro-confluent.url"), QStringLiteral("http://registry:8081"));
        }
        spec.options.insert(key, value);
        const Diagnostics found = Validator(m_registry).validate(spec);
        // An error: the table cannot be saved so (a table in the catalog holds a reference).
        QCOMPARE(containsDiagnostic(found, QStringLiteral("option.secret-in-clear"), Severity::Error, key), refused);
        QVERIFY(!containsDiagnostic(found, QStringLiteral("option.secret-in-clear"), Severity::Warning, key));
        if (refused) {
            for (const Diagnostic &d : found) {
                if (d.ruleId == QLatin1String("option.secret-in-clear"))
                    QVERIFY2(d.message.en.contains(QStringLiteral("Write ${secret:NAME} in its place")), qPrintable(d.message.en));
            }
        }
        const TableSpec masked = withSecretsMasked(spec, m_registry);
        QCOMPARE(masked.options.value(key), shown);
        QCOMPARE(masked.options.size(), spec.options.size());
        for (auto it = spec.options.cbegin(); it != spec.options.cend(); ++it) {
            if (it.key() != key)
                QCOMPARE(masked.options.value(it.key()), it.value()); // nothing else touched
        }
        if (refused && !value.isEmpty()) {
            QVERIFY(!masked.options.value(key).contains(QStringLiteral("hunter2")));
            QVERIFY(!masked.options.value(key).contains(QStringLiteral("changeit")));
        }
        // What import writes in its place: a reference where the mask is, and the checks pass it.
        if (refused) {
            const QString reference = QStringLiteral("${secret:ORDERS_PW}");
            QString referred = shown;
            referred.replace(QStringLiteral("******"), reference);
            QCOMPARE(replaceSecretInClear(key, value, reference), referred);
            spec.options.insert(key, referred);
            QVERIFY(!containsDiagnostic(Validator(m_registry).validate(spec), QStringLiteral("option.secret-in-clear"), Severity::Error, key));
        }
    }

    /// Issue 54: an option's fallback keys are the option, as the engine declares them. Flink's
    /// AvroConfluentFormatOptions (the same file from 1.18 to 2.1, flink-formats/flink-avro-
    /// confluent-registry/.../AvroConfluentFormatOptions.java):
    ///     31  URL = ConfigOptions.key("url") ... .withFallbackKeys("schema-registry.url")
    ///     39  SUBJECT = ConfigOptions.key("subject") ... .withFallbackKeys("schema-registry.subject")
    /// FactoryUtil consumes every option's fallback keys, under the format's prefix too
    /// (allKeysExpanded), and its required check reads them (readOption); so the older key is
    /// valid and 'url' is not missing. Hudi's FlinkOptions (0.14.0, line 883):
    ///     HIVE_SYNC_ENABLED = ConfigOptions.key("hive_sync.enabled") ... .withFallbackKeys("hive_sync.enable")
    /// so 'hive_sync.enable' = 'true' turns Hive sync on (its rules apply).
    void fallbackKeysAreTheOption_data()
    {
        QTest::addColumn<QString>("target");
        QTest::newRow("Flink 1.18") << "flink-1.18";
        QTest::newRow("Flink 2.0") << "flink-2.0";
    }
    void fallbackKeysAreTheOption()
    {
        QFETCH(QString, target);
        const SchemaRegistry &registry = *m_registry.resolvedFor(target);
        TableSpec spec = example(QStringLiteral("kafka-sink"));
        spec.target = target;
        spec.options.remove(QStringLiteral("table.append-only")); // EasyStream's
        spec.options.insert(QStringLiteral("value.format"), QStringLiteral("avro-confluent"));
        spec.options.insert(QStringLiteral("value.avro-confluent.schema-registry.url"), QStringLiteral("http://registry:8081"));
        spec.options.insert(QStringLiteral("value.avro-confluent.schema-registry.subject"), QStringLiteral("orders-value"));
        Diagnostics found = Validator(registry).validate(spec);
        for (const Diagnostic &d : found)
            QVERIFY2(d.severity != Severity::Error, qPrintable(dumpDiagnostics(found)));
        QVERIFY2(containsDiagnostic(found, QStringLiteral("option.fallback-key"), Severity::Note, QStringLiteral("value.avro-confluent.schema-registry.url")),
                 qPrintable(dumpDiagnostics(found)));
        for (const Diagnostic &d : found) {
            if (d.ruleId == QLatin1String("option.fallback-key") && d.subject.key == QLatin1String("value.avro-confluent.schema-registry.url"))
                QVERIFY2(d.message.en.contains(QStringLiteral("'value.avro-confluent.url'")) && d.message.en.contains(QStringLiteral("AvroConfluentFormatOptions.java")),
                         qPrintable(d.message.en));
        }
        // Both keys: the engine reads the option's own; the older one is said to be unread.
        spec.options.insert(QStringLiteral("value.avro-confluent.url"), QStringLiteral("http://other:8081"));
        found = Validator(registry).validate(spec);
        QVERIFY2(containsDiagnostic(found, QStringLiteral("option.fallback-key-unread"), Severity::Warning, QStringLiteral("value.avro-confluent.schema-registry.url")),
                 qPrintable(dumpDiagnostics(found)));
        // A value the option refuses is reported at the key the table gives.
        spec.options.remove(QStringLiteral("value.avro-confluent.url"));
        spec.options.insert(QStringLiteral("value.avro-confluent.schema-registry.url"), QStringLiteral("not a url"));
        found = Validator(registry).validate(spec);
        QVERIFY2(containsDiagnostic(found, QStringLiteral("option.value"), Severity::Error, QStringLiteral("value.avro-confluent.schema-registry.url")),
                 qPrintable(dumpDiagnostics(found)));
        // A key the engine does not declare is still refused.
        spec.options.remove(QStringLiteral("value.avro-confluent.schema-registry.url"));
        spec.options.insert(QStringLiteral("value.avro-confluent.schema-registry.uri"), QStringLiteral("http://registry:8081"));
        found = Validator(registry).validate(spec);
        QVERIFY2(containsDiagnostic(found, QStringLiteral("format.option-unknown"), Severity::Error, QStringLiteral("value.avro-confluent.schema-registry.uri")),
                 qPrintable(dumpDiagnostics(found)));
        QVERIFY2(containsDiagnostic(found, QStringLiteral("option.required"), Severity::Error, QStringLiteral("value.avro-confluent.url")),
                 qPrintable(dumpDiagnostics(found)));

        // Hudi: the older key turns Hive sync on, so its rules apply.
        TableSpec hudi = example(QStringLiteral("hudi-sink"));
        hudi.target = target;
        hudi.options.remove(QStringLiteral("hive_sync.enabled"));
        hudi.options.insert(QStringLiteral("hive_sync.enable"), QStringLiteral("true"));
        hudi.options.insert(QStringLiteral("hive_sync.mode"), QStringLiteral("hms"));
        hudi.options.remove(QStringLiteral("hive_sync.metastore.uris"));
        found = Validator(registry).validate(hudi);
        QVERIFY2(containsDiagnostic(found, QStringLiteral("option.fallback-key"), Severity::Note, QStringLiteral("hive_sync.enable")),
                 qPrintable(dumpDiagnostics(found)));
        QVERIFY2(containsDiagnostic(found, QStringLiteral("hudi.hive-sync-hms-needs-uris"), Severity::Warning, QStringLiteral("hive_sync.metastore.uris")),
                 qPrintable(dumpDiagnostics(found)));
        QVERIFY2(!containsDiagnostic(found, QStringLiteral("hudi.hive-sync-options-need-enabled"), Severity::Warning, QStringLiteral("hive_sync.enabled")),
                 qPrintable(dumpDiagnostics(found)));
    }

    /// Flink 2.1's VARIANT (FLIP-521; the Flink 2.1.0 release announcement: "Adds the VARIANT data
    /// type"): a column of it, or a type holding it, is fine on Flink 2.1 and an error naming
    /// the targets that have it on the others, whose parsers refuse it.
    void variantOnlyWhereTheParserHasIt()
    {
        TableSpec spec = example(QStringLiteral("kafka-source"));
        spec.columns << ColumnSpec{};
        spec.columns.last().name = QStringLiteral("payload");
        spec.columns.last().type = QStringLiteral("VARIANT");
        spec.columns << ColumnSpec{};
        spec.columns.last().name = QStringLiteral("items");
        spec.columns.last().type = QStringLiteral("ARRAY<ROW<v VARIANT>>");
        const int payload = int(spec.columns.size()) - 2;
        const auto findings = [this](TableSpec s, const QString &target) {
            s.target = target;
            return Validator(*m_registry.resolvedFor(target)).validate(s);
        };
        Diagnostics found = findings(spec, QStringLiteral("flink-2.1"));
        for (const Diagnostic &d : found)
            QVERIFY2(d.ruleId != QLatin1String("target.type"), qPrintable(dumpDiagnostics(found)));
        for (const char *target : {"flink-1.18", "flink-1.20", "flink-2.0", "easystream", "mrs"}) {
            found = findings(spec, QLatin1String(target));
            for (int column : {payload, payload + 1}) {
                const Subject type = Subject::columnAt(column, Subject::ColumnPart::Type);
                QVERIFY2(containsDiagnostic(found, QStringLiteral("target.type"), Severity::Error, type.text()),
                         qPrintable(QLatin1String(target) + QLatin1Char('\n') + dumpDiagnostics(found)));
            }
            for (const Diagnostic &d : found) {
                if (d.ruleId == QLatin1String("target.type"))
                    QVERIFY2(d.message.en.contains(QStringLiteral("no data type VARIANT")) && d.message.en.contains(QStringLiteral("Apache Flink 2.1")),
                             qPrintable(d.message.en));
            }
        }
    }

    /// Issue 54: the rename a user may choose, to the keys of the same declarations as above
    /// (AvroConfluentFormatOptions: URL "url" withFallbackKeys("schema-registry.url"), SUBJECT
    /// "subject" withFallbackKeys("schema-registry.subject"); Hudi HIVE_SYNC_ENABLED "hive_sync.enabled"
    /// withFallbackKeys("hive_sync.enable")). An older key whose option is set already is left: the
    /// engine ignores it, and which value the user meant is theirs to say.
    void olderKeysGetTheirCurrentKeys()
    {
        TableSpec spec = example(QStringLiteral("kafka-sink"));
        spec.target = QStringLiteral("flink-1.20");
        spec.options.remove(QStringLiteral("table.append-only")); // EasyStream's
        spec.options.insert(QStringLiteral("value.format"), QStringLiteral("avro-confluent"));
        spec.options.insert(QStringLiteral("value.avro-confluent.schema-registry.url"), QStringLiteral("http://registry:8081"));
        spec.options.insert(QStringLiteral("value.avro-confluent.schema-registry.subject"), QStringLiteral("orders-value"));
        const QMap<QString, QString> older = olderOptionKeys(spec, m_registry);
        QCOMPARE(older, (QMap<QString, QString>{
                            {QStringLiteral("value.avro-confluent.schema-registry.subject"), QStringLiteral("value.avro-confluent.subject")},
                            {QStringLiteral("value.avro-confluent.schema-registry.url"), QStringLiteral("value.avro-confluent.url")}}));
        const TableSpec renamed = withCurrentOptionKeys(spec, older);
        QCOMPARE(renamed.options.value(QStringLiteral("value.avro-confluent.url")), QStringLiteral("http://registry:8081"));
        QCOMPARE(renamed.options.value(QStringLiteral("value.avro-confluent.subject")), QStringLiteral("orders-value"));
        QVERIFY(!renamed.options.contains(QStringLiteral("value.avro-confluent.schema-registry.url")));
        QCOMPARE(renamed.options.size(), spec.options.size());
        QVERIFY(olderOptionKeys(renamed, m_registry).isEmpty());
        const Diagnostics found = Validator(m_registry).validate(renamed);
        for (const Diagnostic &d : found)
            QVERIFY2(!d.ruleId.startsWith(QLatin1String("option.fallback-key")), qPrintable(dumpDiagnostics(found)));

        spec.options.insert(QStringLiteral("value.avro-confluent.url"), QStringLiteral("http://other:8081"));
        QCOMPARE(olderOptionKeys(spec, m_registry).keys(), QStringList{QStringLiteral("value.avro-confluent.schema-registry.subject")});

        TableSpec hudi = example(QStringLiteral("hudi-sink"));
        hudi.target = QStringLiteral("flink-1.18");
        hudi.options.remove(QStringLiteral("hive_sync.enabled"));
        hudi.options.insert(QStringLiteral("hive_sync.enable"), QStringLiteral("true"));
        QCOMPARE(olderOptionKeys(hudi, m_registry), (QMap<QString, QString>{{QStringLiteral("hive_sync.enable"), QStringLiteral("hive_sync.enabled")}}));
        QCOMPARE(withCurrentOptionKeys(hudi, olderOptionKeys(hudi, m_registry)).options.value(QStringLiteral("hive_sync.enabled")), QStringLiteral("true"));
        hudi.connector = QStringLiteral("no-such-connector");
        QVERIFY(olderOptionKeys(hudi, m_registry).isEmpty());
    }

    /// Issue 54: an option the engine declares is an option, though the form offers no field for
    /// it. Hudi 0.14.0's FlinkOptions.java:
    ///     695  COMPACTION_MAX_MEMORY = ConfigOptions.key("compaction.max_memory").intType().defaultValue(100)
    ///     169  CDC_ENABLED = ConfigOptions.key("cdc.enabled").booleanType() ... .withFallbackKeys("hoodie.table.cdc.enabled")
    /// Flink 2.1's JsonFormatFactory.optionalOptions() lists JsonFormatOptions.DECODE_JSON_PARSER_ENABLED
    /// ("decode.json-parser.enabled", booleanType), Flink 1.20's does not (FactoryUtil refuses it there).
    void optionsTheEngineDeclaresAreOptions()
    {
        TableSpec hudi = example(QStringLiteral("hudi-sink"));
        hudi.target = QStringLiteral("flink-1.18");
        hudi.options.insert(QStringLiteral("compaction.max_memory"), QStringLiteral("200"));
        hudi.options.insert(QStringLiteral("hoodie.table.cdc.enabled"), QStringLiteral("true"));
        const SchemaRegistry &on118 = *m_registry.resolvedFor(QStringLiteral("flink-1.18"));
        Diagnostics found = Validator(on118).validate(hudi);
        for (const QString &key : {QStringLiteral("compaction.max_memory"), QStringLiteral("hoodie.table.cdc.enabled")})
            QVERIFY2(!containsDiagnostic(found, QStringLiteral("option.unknown"), Severity::Warning, key), qPrintable(dumpDiagnostics(found)));
        QVERIFY2(containsDiagnostic(found, QStringLiteral("option.fallback-key"), Severity::Note, QStringLiteral("hoodie.table.cdc.enabled")),
                 qPrintable(dumpDiagnostics(found)));
        // Its value is read by the declared type: an int, a boolean.
        hudi.options.insert(QStringLiteral("compaction.max_memory"), QStringLiteral("200 MB"));
        hudi.options.insert(QStringLiteral("hoodie.table.cdc.enabled"), QStringLiteral("yes"));
        found = Validator(on118).validate(hudi);
        QVERIFY2(containsDiagnostic(found, QStringLiteral("option.value"), Severity::Error, QStringLiteral("compaction.max_memory")), qPrintable(dumpDiagnostics(found)));
        QVERIFY2(containsDiagnostic(found, QStringLiteral("option.value"), Severity::Error, QStringLiteral("hoodie.table.cdc.enabled")), qPrintable(dumpDiagnostics(found)));
        // A key Hudi does not declare stays a warning: it is ignored.
        hudi.options.insert(QStringLiteral("compaction.max_memroy"), QStringLiteral("200"));
        found = Validator(on118).validate(hudi);
        QVERIFY2(containsDiagnostic(found, QStringLiteral("option.unknown"), Severity::Warning, QStringLiteral("compaction.max_memroy")), qPrintable(dumpDiagnostics(found)));

        TableSpec kafka = example(QStringLiteral("kafka-sink"));
        kafka.options.remove(QStringLiteral("table.append-only")); // EasyStream's
        kafka.options.insert(QStringLiteral("value.format"), QStringLiteral("json"));
        kafka.options.insert(QStringLiteral("value.json.decode.json-parser.enabled"), QStringLiteral("false"));
        kafka.target = QStringLiteral("flink-2.1");
        found = Validator(*m_registry.resolvedFor(kafka.target)).validate(kafka);
        QVERIFY2(!containsDiagnostic(found, QStringLiteral("format.option-unknown"), Severity::Error, QStringLiteral("value.json.decode.json-parser.enabled")),
                 qPrintable(dumpDiagnostics(found)));
        kafka.target = QStringLiteral("flink-1.20");
        found = Validator(*m_registry.resolvedFor(kafka.target)).validate(kafka);
        QVERIFY2(containsDiagnostic(found, QStringLiteral("format.option-unknown"), Severity::Error, QStringLiteral("value.json.decode.json-parser.enabled")),
                 qPrintable(dumpDiagnostics(found)));
    }

    /// Flink 1.20's DISTRIBUTED BY (FLIP-376), checked as Flink checks it: a parser before 1.20
    /// has no such clause (1.18's parserImpls.ftl has no DISTRIBUTED); its columns are the
    /// table's; a sink must implement SupportsBucketing with the table's algorithm
    /// (DynamicSinkUtils.validateBucketing), which the Kafka sink does not (no SupportsBucketing in
    /// apache/flink-connector-kafka up to 5.0.0); a source's distribution is not checked.
    void distributedByAsFlinkChecksIt()
    {
        const DistributionSpec byOrder{QStringLiteral("HASH"), {QStringLiteral("order_id")}, 4};
        const Subject distribution = Subject::distribution();
        TableSpec source = example(QStringLiteral("kafka-source"));
        source.distribution = byOrder;
        const auto findings = [this](TableSpec spec, const QString &target) {
            spec.target = target;
            return Validator(*m_registry.resolvedFor(target)).validate(spec);
        };
        Diagnostics found = findings(source, QStringLiteral("flink-1.18"));
        QVERIFY2(containsDiagnostic(found, QStringLiteral("target.distributed-by"), Severity::Error, distribution.text()), qPrintable(dumpDiagnostics(found)));
        for (const char *target : {"flink-1.20", "flink-2.0", "flink-2.1"}) {
            found = findings(source, QLatin1String(target));
            for (const Diagnostic &d : found)
                QVERIFY2(d.subject.kind != Subject::Kind::Distribution, qPrintable(dumpDiagnostics(found)));
        }
        source.distribution.columns = QStringList{QStringLiteral("order_id"), QStringLiteral("no_such")};
        found = findings(source, QStringLiteral("flink-1.20"));
        QVERIFY2(containsDiagnostic(found, QStringLiteral("distribution.column"), Severity::Error, distribution.text()), qPrintable(dumpDiagnostics(found)));

        TableSpec sink = example(QStringLiteral("kafka-sink"));
        sink.options.remove(QStringLiteral("table.append-only")); // EasyStream's
        sink.distribution = DistributionSpec{QString(), {}, 4};
        found = findings(sink, QStringLiteral("flink-1.20"));
        QVERIFY2(containsDiagnostic(found, QStringLiteral("distribution.sink"), Severity::Error, distribution.text()), qPrintable(dumpDiagnostics(found)));

        // A Kafka schema whose sink buckets by HASH only (the schemas' "bucketing"): HASH passes,
        // RANGE and a distribution that names no algorithm do not.
        QJsonObject kafka = QJsonDocument::fromJson(testsupport::readFile(testsupport::sourcePath(QStringLiteral("schemas/kafka.json")))).object();
        kafka.insert(QStringLiteral("bucketing"), QJsonArray{QStringLiteral("HASH")});
        QTemporaryDir dir;
        QFile file(dir.filePath(QStringLiteral("kafka.json")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QJsonDocument(kafka).toJson());
        file.close();
        const SchemaRegistry bucketing = SchemaRegistry::loadDefault({dir.path()});
        QVERIFY2(bucketing.problems().isEmpty(), qPrintable(bucketing.problems().join(QLatin1Char('\n'))));
        const Validator on120(*bucketing.resolvedFor(QStringLiteral("flink-1.20")));
        sink.target = QStringLiteral("flink-1.20");
        sink.distribution = byOrder;
        sink.distribution.columns = QStringList{sink.columns.at(0).name};
        found = on120.validate(sink);
        for (const Diagnostic &d : found)
            QVERIFY2(d.subject.kind != Subject::Kind::Distribution, qPrintable(dumpDiagnostics(found)));
        for (const QString &kind : {QStringLiteral("RANGE"), QString()}) {
            sink.distribution.kind = kind;
            found = on120.validate(sink);
            QVERIFY2(containsDiagnostic(found, QStringLiteral("distribution.algorithm"), Severity::Error, distribution.text()), qPrintable(dumpDiagnostics(found)));
        }
    }

    /// Issue 54: in a CREATE TABLE, VARCHAR and VARBINARY without a length are STRING and BYTES
    /// (flink-table-planner FlinkTypeSystem.getDefaultPrecision: "case VARCHAR: case VARBINARY:
    /// return Integer.MAX_VALUE;"), so they are no finding; CHAR and BINARY take Calcite's
    /// default length 1 (RelDataTypeSystemImpl), which is one.
    void varyingTypesWithoutALengthAreUnbounded()
    {
        const Diagnostics found = Validator(m_registry).validate(example(QStringLiteral("hdfs-csv-source"),
            R"~({"columns":[{"name":"a","type":"VARCHAR"},{"name":"b","type":"varbinary"},{"name":"c","type":"CHAR"},{"name":"d","type":"binary"}]})~"));
        QVERIFY2(!containsDiagnostic(found, QStringLiteral("column.length-one"), Severity::Warning, QStringLiteral("columns[0].type")), qPrintable(dumpDiagnostics(found)));
        QVERIFY2(!containsDiagnostic(found, QStringLiteral("column.length-one"), Severity::Warning, QStringLiteral("columns[1].type")), qPrintable(dumpDiagnostics(found)));
        QVERIFY2(containsDiagnostic(found, QStringLiteral("column.length-one"), Severity::Warning, QStringLiteral("columns[2].type")), qPrintable(dumpDiagnostics(found)));
        QVERIFY2(containsDiagnostic(found, QStringLiteral("column.length-one"), Severity::Warning, QStringLiteral("columns[3].type")), qPrintable(dumpDiagnostics(found)));
    }

    /// Issue 54: real DDL files hold other tools' placeholders where a value goes; each is said to
    /// be one (a warning naming the ${NAME} to write), not an invalid host:port.
    void templatePlaceholdersAreNamed_data()
    {
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("variable");
        QTest::newRow("Flink's env lookup") << "${env:BOOTSTRAP}" << "BOOTSTRAP";
        QTest::newRow("Jinja or Helm") << "{{ BOOTSTRAP_SERVER }}" << "BOOTSTRAP_SERVER";
        QTest::newRow("Helm values") << "{{ .Values.kafka.brokers }}" << "Values_kafka_brokers";
        QTest::newRow("Python's format") << "{BOOTSTRAP_SERVERS}" << "BOOTSTRAP_SERVERS";
        QTest::newRow("host and port") << "kafka-1:9092" << "";
    }
    void templatePlaceholdersAreNamed()
    {
        QFETCH(QString, value);
        QFETCH(QString, variable);
        TableSpec spec = example(QStringLiteral("kafka-source"));
        spec.options.insert(QStringLiteral("properties.bootstrap.servers"), value);
        const Diagnostics found = Validator(m_registry).validate(spec);
        const QString key = QStringLiteral("properties.bootstrap.servers");
        QVERIFY2(!containsDiagnostic(found, QStringLiteral("option.value"), Severity::Error, key), qPrintable(dumpDiagnostics(found)));
        QCOMPARE(containsDiagnostic(found, QStringLiteral("option.placeholder"), Severity::Warning, key), !variable.isEmpty());
        for (const Diagnostic &d : found) {
            if (d.ruleId == QLatin1String("option.placeholder")) {
                QVERIFY2(d.message.en.contains(QStringLiteral("Write ${%1} instead").arg(variable)) && d.message.en.contains(value), qPrintable(d.message.en));
                QVERIFY(d.message.zh.contains(QStringLiteral("${%1}").arg(variable)));
            }
        }
    }

    /// Issue 54: a Blink HDFS option that Flink's filesystem connector cannot take is dropped from
    /// the DDL for an Apache target, and said so (it was silent): a line delimiter other than
    /// \n (CsvFormatOptions has none), a split size (FileSystemConnectorOptions has none), and
    /// enumerateNestedFiles = 'false' (Flink's enumerator always recurses). On Blink they are
    /// written, and nothing is said.
    void blinkOptionsWithoutAFlinkEquivalentAreNamed()
    {
        TableSpec spec = example(QStringLiteral("hdfs-csv-source"));
        const auto dropped = [&](const QString &target) {
            spec.target = target;
            QStringList keys;
            for (const Diagnostic &d : Validator(m_registry).validate(spec)) {
                if (d.ruleId == QLatin1String("dialect.option-dropped") && d.severity == Severity::Warning)
                    keys << d.subject.text();
            }
            keys.sort();
            return keys;
        };
        QCOMPARE(dropped(QStringLiteral("flink-1.18")), QStringList()); // '\n': what Flink does anyway
        spec.options.insert(QStringLiteral("lineDelimiter"), QStringLiteral("\\001"));
        spec.options.insert(QStringLiteral("fileSplitMinSize"), QStringLiteral("134217728"));
        spec.options.insert(QStringLiteral("enumerateNestedFiles"), QStringLiteral("false"));
        const QStringList all{QStringLiteral("enumerateNestedFiles"), QStringLiteral("fileSplitMinSize"), QStringLiteral("lineDelimiter")};
        QCOMPARE(dropped(QStringLiteral("flink-1.18")), all);
        QCOMPARE(dropped(QStringLiteral("flink-2.0")), all);
        QCOMPARE(dropped(QStringLiteral("blink")), QStringList());
        spec.options.insert(QStringLiteral("enumerateNestedFiles"), QStringLiteral("true"));
        QVERIFY(!dropped(QStringLiteral("flink-1.18")).contains(QStringLiteral("enumerateNestedFiles")));
    }

    /// Issue 54: Blink takes names of letters, digits and '_' that start with a letter or digit
    /// (Alibaba's doc-detail/62515, ../reference/targets.md), for columns as for the table; a
    /// name Flink takes (a '-' or a Chinese name in back-ticks) is refused on the blink target and
    /// accepted on Flink's.
    void blinkNamesAreLettersDigitsAndUnderscores()
    {
        TableSpec spec = example(QStringLiteral("hdfs-csv-source"));
        spec.name = QStringLiteral("orders-eu");
        spec.columns[0].name = QStringLiteral("订单号");
        spec.columns[1].name = QStringLiteral("_id");
        spec.target = QStringLiteral("blink");
        Diagnostics found = Validator(m_registry).validate(spec);
        QVERIFY2(containsDiagnostic(found, QStringLiteral("dialect.name"), Severity::Error, spec.name) || containsDiagnostic(found, QStringLiteral("dialect.name"), Severity::Error, QStringLiteral("name")),
                 qPrintable(dumpDiagnostics(found)));
        int names = 0;
        for (const Diagnostic &d : found) {
            if (d.ruleId == QLatin1String("dialect.name")) {
                ++names;
                QVERIFY2(d.message.en.contains(QStringLiteral("letters, digits and '_'")), qPrintable(d.message.en));
            }
        }
        QCOMPARE(names, 3); // the table, 订单号 and _id; the other columns are plain
        spec.target = QStringLiteral("flink-1.18");
        found = Validator(m_registry).validate(spec);
        for (const Diagnostic &d : found)
            QVERIFY2(d.ruleId != QLatin1String("dialect.name"), qPrintable(dumpDiagnostics(found)));
    }

    void secretNamesAreMadeFromTableAndKey()
    {
        QCOMPARE(secretNameFor(QStringLiteral("orders"), QStringLiteral("properties.sasl.jaas.config")),
                 QStringLiteral("ORDERS_PROPERTIES_SASL_JAAS_CONFIG"));
        QCOMPARE(secretNameFor(QStringLiteral("Orders-EU 2"), QStringLiteral("avro-confluent.basic-auth.user-info")),
                 QStringLiteral("ORDERS_EU_2_AVRO_CONFLUENT_BASIC_AUTH_USER_INFO"));
        QCOMPARE(secretNameFor(QStringLiteral("订单"), QStringLiteral("properties.ssl.keystore.password")),
                 QStringLiteral("TABLE_PROPERTIES_SSL_KEYSTORE_PASSWORD"));
        QCOMPARE(secretNameFor(QStringLiteral("2024_订单_orders"), QStringLiteral("x")), QStringLiteral("_2024_ORDERS_X"));
        // Each is a name a reference may hold.
        QCOMPARE(secretReferences(secretReference(secretNameFor(QStringLiteral("2024_订单"), QStringLiteral("k.pw")))),
                 QStringList{QStringLiteral("_2024_K_PW")});
    }

    /// Expressions that could end their definition or the statement, each refused with an
    /// error naming the column by name and number (or the watermark) in both languages, and
    /// saying what is wrong (`what`, in the English message).
    void refusesUnsafeExpression_data()
    {
        QTest::addColumn<QString>("expression");
        QTest::addColumn<QString>("what");
        QTest::newRow("the issue's injection") << "order_time) WITH ('connector'='x'); DROP TABLE victims; --" << "no matching";
        QTest::newRow("semicolon") << "1; DROP TABLE victims" << "\";\" is not allowed";
        QTest::newRow("semicolon in balanced parens") << "f(1; 2)" << "\";\" is not allowed";
        QTest::newRow("line comment swallows the comma") << "order_time -- note" << "comments";
        QTest::newRow("line comment with its newline") << "order_time -- note\n + 1" << "comments";
        QTest::newRow("slash line comment") << "order_time // note" << "comments";
        QTest::newRow("closed block comment") << "order_time /* note */" << "comments";
        QTest::newRow("hint") << "order_time /*+ OPTIONS('a'='b') */" << "comments";
        QTest::newRow("unclosed block comment") << "order_time /* note" << "has no closing */";
        QTest::newRow("unclosed string") << "CONCAT('it''s, 1)" << "has no closing '";
        QTest::newRow("plain string ends at the quote after a backslash") << "'a\\'); DROP TABLE v; --'" << "no matching";
        QTest::newRow("unclosed backtick name") << "`order``time + 1" << "has no closing `";
        QTest::newRow("extra column") << "order_time, evil AS 1" << "outside brackets";
        QTest::newRow("extra constraint") << "1, PRIMARY KEY (order_id) NOT ENFORCED" << "outside brackets";
        QTest::newRow("unopened paren") << "order_time)" << "no matching";
        QTest::newRow("unclosed paren") << "CAST(order_time AS STRING" << "never closed";
        QTest::newRow("crossed brackets") << "ARRAY[f(1]" << "does not close";
        QTest::newRow("double quote") << "\"order_time\"" << "double quote";
        QTest::newRow("E string escaping its quote") << "E'\\'; DROP TABLE v; --'" << "backslash";
        QTest::newRow("E string ending in a backslash") << "E'a\\' || 'b'" << "backslash";
        QTest::newRow("blank") << " \n " << "empty";
    }
    void refusesUnsafeExpression()
    {
        QFETCH(QString, expression);
        QFETCH(QString, what);
        const Validator validator(m_registry);
        TableSpec spec = example(QStringLiteral("kafka-source"));
        spec.columns.append(ColumnSpec{QStringLiteral("总额 total"), {}, expression, {}, false, true, {}});
        const QString columnNumber = QString::number(spec.columns.size());
        spec.watermark.expression = expression;
        const Diagnostics diagnostics = validator.validate(spec);
        const QString columnSubject = QStringLiteral("columns[%1].expression").arg(spec.columns.size() - 1);
        bool columnFound = false;
        bool watermarkFound = false;
        for (const Diagnostic &d : diagnostics) {
            if (d.ruleId == QLatin1String("column.expression") && d.subject.text() == columnSubject) {
                columnFound = true;
                QVERIFY2(d.message.en.contains(QString::fromUtf8("Column \"总额 total\" (#%1): ").arg(columnNumber)), qPrintable(d.message.en));
                QVERIFY2(d.message.zh.contains(QString::fromUtf8("列“总额 total”（第 %1 列）").arg(columnNumber)), qPrintable(d.message.zh));
                QVERIFY2(d.message.en.contains(what), qPrintable(d.message.en));
            } else if (d.ruleId == QLatin1String("watermark.expression") && d.subject.text() == QLatin1String("watermark")) {
                watermarkFound = true;
                QVERIFY2(what == QLatin1String("empty") || d.message.en.contains(what), qPrintable(d.message.en));
            }
            QVERIFY2(d.message.isComplete(), qPrintable(d.ruleId));
            QVERIFY(d.message.en != d.message.zh);
        }
        QVERIFY2(columnFound && watermarkFound, qPrintable(dumpDiagnostics(diagnostics)));
    }

    /// Expressions that look dangerous to a naive reader but are whole: what ends a quote, a
    /// comment or the statement inside a string or a quoted name does nothing there.
    void acceptsSafeExpression_data()
    {
        QTest::addColumn<QString>("expression");
        QTest::newRow("doubled quote") << "CONCAT(status, 'it''s')";
        QTest::newRow("E string with escapes") << "CONCAT(status, E'tab\\there\\\\')";
        QTest::newRow("backslash in a plain string") << "CONCAT(status, 'C:\\')";
        QTest::newRow("doubled backtick") << "`order``s` + 1";
        QTest::newRow("parens and semicolons in a string") << "CONCAT(status, ');(; --')";
        QTest::newRow("comment markers in a string") << "CONCAT(status, '/* -- // */')";
        QTest::newRow("comment markers in a name") << "`a--b` + `c/*d`";
        QTest::newRow("commas inside calls") << "TIMESTAMPDIFF(SECOND, order_time, order_time)";
        QTest::newRow("array and map constructors") << "CARDINALITY(ARRAY[1, 2]) + CARDINALITY(MAP['a', 1])";
        QTest::newRow("nested parens") << "((quantity + 1) * (2))";
        QTest::newRow("case") << "CASE WHEN quantity > 1 THEN 'many' ELSE 'one' END";
        QTest::newRow("several lines") << "CASE\n  WHEN quantity > 1 THEN 1\n  ELSE 0\nEND";
        QTest::newRow("chinese") << QString::fromUtf8("CONCAT(`状态`, '：订单；完成')");
        QTest::newRow("division and minus") << "quantity / 2 - -1";
        QTest::newRow("json path") << "JSON_VALUE(status, '$.a[0]')";
    }
    void acceptsSafeExpression()
    {
        QFETCH(QString, expression);
        TableSpec spec = example(QStringLiteral("kafka-source"));
        spec.columns.append(ColumnSpec{QStringLiteral("x"), {}, expression, {}, false, true, {}});
        const Diagnostics diagnostics = Validator(m_registry).validate(spec);
        QVERIFY2(!hasErrors(diagnostics), qPrintable(dumpDiagnostics(diagnostics)));
        // And the writer takes it, as the user typed it.
        const QString ddl = DdlWriter(m_registry).write(spec);
        QVERIFY2(ddl.contains(QStringLiteral("`x` AS ") + expression.trimmed()), qPrintable(ddl));
    }

    /// Lists of tens of thousands of names (columns, ROW fields, key columns) are still checked
    /// completely: a duplicate at the very end is found, and a clean list has no finding.
    void largeListsFindDuplicatesAtTheEnd()
    {
        constexpr int kFields = 40000;
        const Validator validator(m_registry);

        // A ROW of 40,000 fields whose last field repeats the first (exactly: RowType compares
        // case-sensitively, so F0 beside f0 is no duplicate).
        QStringList fields;
        fields.reserve(kFields);
        for (int i = 0; i < kFields; ++i)
            fields << QStringLiteral("f%1 INT").arg(i);
        TableSpec spec = example(QStringLiteral("kafka-source"));
        spec.columns[1].type = QStringLiteral("ROW<%1>").arg(fields.join(QStringLiteral(", ")));
        QVERIFY2(!hasErrors(validator.validate(spec)), qPrintable(dumpDiagnostics(validator.validate(spec))));
        fields.last() = QStringLiteral("F0 INT");
        spec.columns[1].type = QStringLiteral("ROW<%1>").arg(fields.join(QStringLiteral(", ")));
        QVERIFY2(!hasErrors(validator.validate(spec)), qPrintable(dumpDiagnostics(validator.validate(spec))));
        fields.last() = QStringLiteral("f0 INT");
        spec.columns[1].type = QStringLiteral("ROW<%1>").arg(fields.join(QStringLiteral(", ")));
        Diagnostics diagnostics = validator.validate(spec);
        QVERIFY2(containsDiagnostic(diagnostics, QStringLiteral("column.type"), Severity::Error, QStringLiteral("columns[1].type")), qPrintable(dumpDiagnostics(diagnostics)));
        QVERIFY2(diagnostics.constFirst().message.en.contains(QStringLiteral("f0 appears twice")), qPrintable(dumpDiagnostics(diagnostics)));

        // 40,000 columns, all in the primary key; then the last column and key entry repeated.
        TableSpec wide = example(QStringLiteral("hudi-source"));
        wide.columns.clear();
        wide.primaryKey.clear();
        for (int i = 0; i < kFields; ++i) {
            wide.columns.append(ColumnSpec{QStringLiteral("c%1").arg(i), QStringLiteral("BIGINT"), {}, {}, false, false, {}});
            wide.primaryKey << QStringLiteral("c%1").arg(i);
        }
        wide.partitionedBy.clear();
        wide.watermark = {};
        wide.options.insert(QStringLiteral("hoodie.datasource.write.recordkey.field"), QStringLiteral("c0"));
        wide.options.insert(QStringLiteral("write.precombine.field"), QStringLiteral("c1"));
        diagnostics = validator.validate(wide);
        QVERIFY2(!hasErrors(diagnostics), qPrintable(dumpDiagnostics(diagnostics)));
        wide.columns.append(ColumnSpec{QStringLiteral("c0"), QStringLiteral("BIGINT"), {}, {}, false, false, {}});
        wide.primaryKey << QStringLiteral("c%1").arg(kFields - 1) << QStringLiteral("no_such_column");
        diagnostics = validator.validate(wide);
        QVERIFY(containsDiagnostic(diagnostics, QStringLiteral("column.duplicate"), Severity::Error, QStringLiteral("columns[%1].name").arg(kFields)));
        QVERIFY(containsDiagnostic(diagnostics, QStringLiteral("primaryKey.duplicate"), Severity::Error, QStringLiteral("primaryKey")));
        QVERIFY(containsDiagnostic(diagnostics, QStringLiteral("primaryKey.column"), Severity::Error, QStringLiteral("primaryKey")));
        int errors = 0;
        for (const Diagnostic &d : diagnostics)
            errors += d.isError() ? 1 : 0;
        QCOMPARE(errors, 3);
    }

    void isDeterministic()
    {
        const TableSpec spec = example(QStringLiteral("kafka-large"), R"~({"options":{"topik":"x","sink.parallelism":"0"}})~");
        const Validator validator(m_registry);
        QCOMPARE(validator.validate(spec), validator.validate(spec));
    }
    /// Every kind of subject renders as the CLI prints it and JSON carries it (`error: SUBJECT:
    /// message`): the one rendering the byte-identical CLI output depends on.
    void subjectText_data()
    {
        QTest::addColumn<Subject>("subject");
        QTest::addColumn<QString>("text");
        using Part = Subject::ColumnPart;
        QTest::newRow("table name") << Subject::tableName() << "name";
        QTest::newRow("connector") << Subject::connector() << "connector";
        QTest::newRow("role") << Subject::role() << "role";
        QTest::newRow("columns") << Subject::columns() << "columns";
        QTest::newRow("column name") << Subject::columnAt(0, Part::Name) << "columns[0].name";
        QTest::newRow("column type") << Subject::columnAt(3, Part::Type) << "columns[3].type";
        QTest::newRow("column expression") << Subject::columnAt(12, Part::Expression) << "columns[12].expression";
        QTest::newRow("column metadata") << Subject::columnAt(1, Part::Metadata) << "columns[1].metadata";
        QTest::newRow("column virtual") << Subject::columnAt(2, Part::Virtual) << "columns[2].virtual";
        QTest::newRow("primary key") << Subject::primaryKey() << "primaryKey";
        QTest::newRow("partitions") << Subject::partitionedBy() << "partitionedBy";
        QTest::newRow("watermark column") << Subject::watermark(Subject::WatermarkPart::TimeColumn) << "watermark";
        QTest::newRow("watermark expression") << Subject::watermark(Subject::WatermarkPart::Expression) << "watermark";
        QTest::newRow("option") << Subject::option(QStringLiteral("scan.startup.mode")) << "scan.startup.mode";
        QTest::newRow("job schema") << Subject::jobSchema() << "job";
        QTest::newRow("wiring") << Subject::wiring(QStringLiteral("orders"), QStringLiteral("订单 sink")) << "wiring orders -> 订单 sink";
        QTest::newRow("wirings") << Subject::wirings() << "wirings";
        QTest::newRow("table's option") << Subject::option(QStringLiteral("changelog.enabled")).inTable(QStringLiteral("orders_hudi"))
                                        << "orders_hudi/changelog.enabled";
        QTest::newRow("table's column") << Subject::columnAt(4, Part::Type).inTable(QStringLiteral("t")) << "t/columns[4].type";
        QTest::newRow("table's name") << Subject::tableName().inTable(QStringLiteral("t")) << "t/name";
        QTest::newRow("job option") << Subject::option(QStringLiteral("parallelism")).inJob() << "job/parallelism";
        QTest::newRow("job schema in the job") << Subject::jobSchema().inJob() << "job/job";
    }
    void subjectText()
    {
        QFETCH(Subject, subject);
        QFETCH(QString, text);
        QCOMPARE(subject.text(), text);
        // The line and the JSON carry that text, nothing else.
        const Diagnostic d{Severity::Warning, subject, {QStringLiteral("m"), QStringLiteral("文")}, QStringLiteral("r")};
        QCOMPARE(d.toLine(Language::En), QStringLiteral("warning: ") + text + QStringLiteral(": m"));
        QCOMPARE(d.toJson().value(QStringLiteral("subject")).toString(), text);
    }

    /// The validator says which part a finding is about, beyond what the text shows: the
    /// designer goes to the watermark's time column or its expression, and to the column's cell.
    void subjectsNameTheirPart()
    {
        TableSpec spec = example(QStringLiteral("kafka-source"));
        spec.columns[5].type = QStringLiteral("CHAR");
        spec.watermark = WatermarkSpec{QStringLiteral("amount"), QStringLiteral("amount; DROP TABLE x")};
        const Diagnostics diagnostics = Validator(m_registry).validate(spec);
        const auto subjectOf = [&diagnostics](const char *ruleId) {
            for (const Diagnostic &d : diagnostics) {
                if (d.ruleId == QLatin1String(ruleId))
                    return d.subject;
            }
            return Subject::connector(); // not produced by these checks: fails the comparisons below
        };
        QCOMPARE(subjectOf("column.length-one"), Subject::columnAt(5, Subject::ColumnPart::Type));
        QCOMPARE(subjectOf("watermark.type"), Subject::watermark(Subject::WatermarkPart::TimeColumn));
        QCOMPARE(subjectOf("watermark.expression"), Subject::watermark(Subject::WatermarkPart::Expression));
    }
};

QTEST_GUILESS_MAIN(TestValidator)
#include "test_validator.moc"

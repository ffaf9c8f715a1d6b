-- The Flink job of logical database "ods", written by StreamTable Designer.

SET 'execution.checkpointing.interval' = '60000';
SET 'execution.checkpointing.timeout' = '30 min';
SET 'parallelism.default' = '2';
SET 'table.exec.state.ttl' = '0';

-- streamtable role: sink
CREATE TABLE `orders_changes` (
  `id` BIGINT NOT NULL,
  `status` STRING,
  `amount` DECIMAL(10, 2),
  `ts` TIMESTAMP(3)
)
COMMENT 'Every change of an order, as a changelog'
WITH (
  'connector' = 'kafka',
  'topic' = 'orders-changes',
  'properties.bootstrap.servers' = 'kafka-1:9092',
  'format' = 'debezium-json'
);

CREATE TABLE `orders_hudi` (
  `id` BIGINT NOT NULL,
  `user_id` BIGINT,
  `amount` DECIMAL(10, 2),
  `status` STRING,
  `ts` TIMESTAMP(3),
  `dt` STRING,
  PRIMARY KEY (`id`) NOT ENFORCED
)
COMMENT 'Orders lake table, upserted from Kafka'
PARTITIONED BY (`dt`)
WITH (
  'connector' = 'hudi',
  'path' = 'hdfs://hacluster/user/hive/warehouse/ods.db/orders_hudi',
  'table.type' = 'MERGE_ON_READ',
  'hoodie.datasource.write.recordkey.field' = 'id',
  'write.precombine.field' = 'ts',
  'changelog.enabled' = 'true',
  'write.tasks' = '4',
  'write.operation' = 'upsert',
  'hoodie.datasource.write.hive_style_partitioning' = 'true',
  'compaction.async.enabled' = 'true',
  'compaction.trigger.strategy' = 'num_commits',
  'compaction.delta_commits' = '5',
  'hive_sync.enabled' = 'true',
  'hive_sync.mode' = 'hms',
  'hive_sync.metastore.uris' = 'thrift://hms-1:9083,thrift://hms-2:9083',
  'hive_sync.db' = 'ods',
  'hive_sync.table' = 'orders_hudi'
);

CREATE TABLE `orders_hudi_stream` (
  `id` BIGINT NOT NULL,
  `user_id` BIGINT,
  `amount` DECIMAL(10, 2),
  `status` STRING,
  `ts` TIMESTAMP(3) COMMENT 'last update time, used to merge versions',
  `dt` STRING COMMENT 'partition day, yyyyMMdd',
  WATERMARK FOR `ts` AS ts - INTERVAL '10' SECOND,
  PRIMARY KEY (`id`) NOT ENFORCED
)
COMMENT 'Streaming read of the orders lake table'
PARTITIONED BY (`dt`)
WITH (
  'connector' = 'hudi',
  'path' = 'hdfs://hacluster/user/hive/warehouse/ods.db/orders_hudi',
  'table.type' = 'MERGE_ON_READ',
  'hoodie.datasource.write.recordkey.field' = 'id',
  'write.precombine.field' = 'ts',
  'read.tasks' = '4',
  'read.streaming.enabled' = 'true',
  'read.streaming.start-commit' = '20240301120000',
  'hoodie.datasource.write.keygenerator.type' = 'SIMPLE',
  'read.streaming.check-interval' = '60',
  'changelog.enabled' = 'true'
);

CREATE TABLE `orders_raw` (
  `id` BIGINT NOT NULL,
  `user_id` BIGINT,
  `amount` DECIMAL(10, 2),
  `status` STRING,
  `ts` TIMESTAMP(3),
  `dt` AS DATE_FORMAT(ts, 'yyyyMMdd')
)
WITH (
  'connector' = 'kafka',
  'topic' = 'orders',
  'properties.bootstrap.servers' = 'kafka-1:9092',
  'properties.group.id' = 'lake',
  'format' = 'json'
);

EXECUTE STATEMENT SET
BEGIN
INSERT INTO `orders_hudi`
SELECT `id`, `user_id`, `amount`, `status`, `ts`, `dt`
FROM `orders_raw`;
INSERT INTO `orders_changes`
SELECT `id`, `status`, `amount`, `ts`
FROM `orders_hudi_stream`;
END;

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
  'ordering.fields' = 'ts',
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

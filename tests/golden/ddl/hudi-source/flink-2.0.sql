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
  'ordering.fields' = 'ts',
  'read.tasks' = '4',
  'read.streaming.enabled' = 'true',
  'read.start-commit' = '20240301120000',
  'hoodie.datasource.write.keygenerator.type' = 'SIMPLE',
  'read.streaming.check-interval' = '60',
  'changelog.enabled' = 'true'
);

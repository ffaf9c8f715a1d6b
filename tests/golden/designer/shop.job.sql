-- The Flink job of logical database "shop", written by StreamTable Designer.

SET 'execution.checkpointing.interval' = '60000 ms';
SET 'execution.checkpointing.timeout' = '30 min';
SET 'parallelism.default' = '1';
SET 'table.exec.state.ttl' = '0';

CREATE TABLE `hdfs_source` (
  `name` STRING,
  `age` BIGINT
)
WITH (
  'connector' = 'filesystem',
  'format' = 'csv',
  'path' = 'hdfs://hdfs_name/user/hive/warehouse/xxx/table1/dt=20180814',
  'csv.field-delimiter' = '|',
  'source.monitor-interval' = '60 s'
);

CREATE TABLE `orders` (
  `id` BIGINT,
  `ts` TIMESTAMP(3)
)
COMMENT 'changed elsewhere'
WITH (
  'connector' = 'kafka',
  'topic' = 'orders-v2',
  'properties.bootstrap.servers' = 'kafka:9092',
  'properties.group.id' = 'etl',
  'scan.startup.mode' = 'earliest-offset',
  'format' = 'json'
);

-- streamtable role: sink
CREATE TABLE `orders_lake` (
  `id` BIGINT,
  `ts` TIMESTAMP(3)
)
WITH (
  'connector' = 'hudi',
  'path' = 'hdfs://ns/lake/orders',
  'table.type' = 'MERGE_ON_READ',
  'hoodie.datasource.write.recordkey.field' = 'id',
  'write.precombine.field' = 'ts'
);

INSERT INTO `orders_lake`
SELECT `id`, `ts`
FROM `orders`;

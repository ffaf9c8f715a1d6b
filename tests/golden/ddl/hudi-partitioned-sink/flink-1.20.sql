CREATE TABLE `dwd_orders` (
  `id` BIGINT NOT NULL,
  `amount` DECIMAL(10, 2),
  `ts` TIMESTAMP(3),
  `dt` STRING,
  PRIMARY KEY (`id`) NOT ENFORCED
)
PARTITIONED BY (`dt`)
WITH (
  'connector' = 'hudi',
  'path' = 'hdfs://hacluster/warehouse/dwd.db/dwd_orders',
  'table.type' = 'COPY_ON_WRITE',
  'hoodie.datasource.write.recordkey.field' = 'id',
  'ordering.fields' = 'ts',
  'write.operation' = 'upsert'
);

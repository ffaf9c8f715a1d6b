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

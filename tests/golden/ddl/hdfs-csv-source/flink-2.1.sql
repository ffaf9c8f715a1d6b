CREATE TABLE `hdfs_source` (
  `name` VARCHAR,
  `age` BIGINT,
  `birthday` BIGINT
)
COMMENT 'One day partition of table1, as CSV'
WITH (
  'connector' = 'filesystem',
  'format' = 'csv',
  'path' = 'hdfs://hdfs_name/user/hive/warehouse/xxx/table1/dt=20180814',
  'csv.field-delimiter' = '|',
  'source.monitor-interval' = '60 s'
);

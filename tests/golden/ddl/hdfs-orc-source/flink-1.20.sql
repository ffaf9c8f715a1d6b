CREATE TABLE `hdfs_orc_source` (
  `name` VARCHAR,
  `age` BIGINT,
  `birthday` BIGINT
)
COMMENT 'All ORC files of table1, sub-folders included'
WITH (
  'connector' = 'filesystem',
  'format' = 'orc',
  'path' = 'hdfs://hdfs_name/user/hive/warehouse/xxx/table1',
  'source.monitor-interval' = '60 s'
);

-- streamtable role: source
CREATE TABLE `hdfs_source` (
  `name` VARCHAR,
  `age` BIGINT,
  `birthday` BIGINT
)
COMMENT 'One day partition of table1, as CSV'
WITH (
  type = 'csv',
  path = 'hdfs://hdfs_name/user/hive/warehouse/xxx/table1/dt=20180814',
  lineDelimiter = '\n',
  fieldDelimiter = '|'
);

CREATE TABLE `order_files` (
  `order_id` BIGINT,
  `amount` DECIMAL(12, 2),
  `order_time` TIMESTAMP(3),
  `dt` STRING,
  `hr` STRING
)
COMMENT 'Orders as Parquet files, one folder per day and hour, committed with a success file'
PARTITIONED BY (`dt`, `hr`)
WITH (
  'connector' = 'filesystem',
  'format' = 'parquet',
  'path' = 'hdfs://hdfs_name/user/hive/warehouse/shop/order_files',
  'sink.rolling-policy.file-size' = '256 mb',
  'sink.rolling-policy.rollover-interval' = '15 min',
  'partition.time-extractor.timestamp-pattern' = '$dt $hr:00:00',
  'sink.partition-commit.trigger' = 'partition-time',
  'sink.partition-commit.delay' = '1 h',
  'sink.partition-commit.watermark-time-zone' = 'Asia/Shanghai',
  'sink.partition-commit.policy.kind' = 'success-file',
  'auto-compaction' = 'true',
  'compaction.file-size' = '128 mb'
);

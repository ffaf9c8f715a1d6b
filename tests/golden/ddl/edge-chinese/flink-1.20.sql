-- streamtable role: source
CREATE TABLE `订单明细` (
  `订单号` BIGINT COMMENT '主键',
  `金额` DECIMAL(12, 2),
  `下单时间` TIMESTAMP(3),
  `dt` STRING,
  WATERMARK FOR `下单时间` AS `下单时间` - INTERVAL '1' MINUTE
)
COMMENT '来自 HDFS 的订单，按天分区'
PARTITIONED BY (`dt`)
WITH (
  'connector' = 'filesystem',
  'format' = 'parquet',
  'path' = 'hdfs://ns/warehouse/订单'
);

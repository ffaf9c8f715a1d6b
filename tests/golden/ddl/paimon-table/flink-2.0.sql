-- streamtable role: both
CREATE TABLE `orders_lake` (
  `order_id` BIGINT NOT NULL,
  `buyer` STRING,
  `amount` DECIMAL(10, 2),
  `update_time` TIMESTAMP(3),
  `dt` STRING NOT NULL,
  PRIMARY KEY (`order_id`, `dt`) NOT ENFORCED
)
COMMENT 'Orders merged by id in the lake: late fields fill in, the newest update_time wins'
PARTITIONED BY (`dt`)
WITH (
  'bucket' = '4',
  'merge-engine' = 'partial-update',
  'changelog-producer' = 'lookup',
  'sequence.field' = 'update_time',
  'consumer-id' = 'orders-etl',
  'snapshot.time-retained' = '2 h'
);

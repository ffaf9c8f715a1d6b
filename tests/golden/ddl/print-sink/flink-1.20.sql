CREATE TABLE `orders_print` (
  `order_id` BIGINT,
  `amount` DECIMAL(10, 2),
  `dt` STRING
)
COMMENT 'Shows each order and its change kind in the task log'
PARTITIONED BY (`dt`)
WITH (
  'connector' = 'print',
  'print-identifier' = 'orders',
  'sink.parallelism' = '1'
);

CREATE TABLE `orders_discard` (
  `order_id` BIGINT,
  `amount` DECIMAL(10, 2)
)
WITH (
  'connector' = 'blackhole'
);

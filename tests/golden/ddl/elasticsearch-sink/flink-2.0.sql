CREATE TABLE `orders_search` (
  `order_id` BIGINT NOT NULL,
  `buyer` STRING,
  `amount` DECIMAL(10, 2),
  `order_time` TIMESTAMP(3),
  PRIMARY KEY (`order_id`) NOT ENFORCED
)
COMMENT 'Orders for search, one index a day, upserted by order id'
WITH (
  'connector' = 'elasticsearch-7',
  'hosts' = 'http://es-1:9200;http://es-2:9200',
  'index' = 'orders-{order_time|yyyy-MM-dd}',
  'username' = 'flink',
  'password' = '${secret:ES_PASSWORD}',
  'sink.bulk-flush.max-actions' = '500',
  'sink.bulk-flush.interval' = '2 s'
);

CREATE TABLE `orders_enriched` (
  `user_id` BIGINT NOT NULL,
  `order_id` BIGINT NOT NULL,
  `user_name` STRING,
  `city` STRING,
  `amount` DECIMAL(10, 2),
  `order_time` TIMESTAMP(3),
  `event_ts` TIMESTAMP_LTZ(3) METADATA FROM 'timestamp' COMMENT 'written as the record''s create time',
  `headers` MAP<STRING, BYTES> METADATA FROM 'headers'
)
COMMENT 'Orders joined with user data, keyed by user'
WITH (
  'connector' = 'kafka',
  'topic' = 'orders-enriched',
  'properties.bootstrap.servers' = 'kafka-1:9092,kafka-2:9092,kafka-3:9092',
  'key.format' = 'json',
  'key.fields' = 'user_id',
  'value.format' = 'json',
  'value.fields-include' = 'ALL',
  'sink.partitioner' = 'default',
  'sink.semantic' = 'exactly-once',
  'sink.transactional-id-prefix' = 'orders-enriched-sink',
  'sink.parallelism' = '4',
  'table.append-only' = 'true'
);

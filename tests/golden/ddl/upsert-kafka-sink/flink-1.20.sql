CREATE TABLE `user_order_totals` (
  `user_id` BIGINT NOT NULL COMMENT 'the message key',
  `order_count` BIGINT,
  `total_amount` DECIMAL(12, 2),
  `last_order_time` TIMESTAMP(3),
  PRIMARY KEY (`user_id`) NOT ENFORCED
)
COMMENT 'Running order totals per user; each change of a user''s totals replaces the last'
WITH (
  'connector' = 'upsert-kafka',
  'topic' = 'user-order-totals',
  'properties.bootstrap.servers' = 'kafka-1:9092,kafka-2:9092,kafka-3:9092',
  'key.format' = 'json',
  'value.format' = 'json',
  'value.fields-include' = 'EXCEPT_KEY',
  'sink.parallelism' = '2',
  'sink.buffer-flush.max-rows' = '1000',
  'sink.buffer-flush.interval' = '1 s'
);

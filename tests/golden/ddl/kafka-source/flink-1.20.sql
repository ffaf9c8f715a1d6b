CREATE TABLE `orders` (
  `order_id` BIGINT NOT NULL COMMENT 'order id',
  `user_id` BIGINT,
  `product_id` BIGINT,
  `quantity` INT,
  `amount` DECIMAL(10, 2) COMMENT 'order amount in yuan',
  `currency` CHAR(3),
  `status` STRING,
  `order_time` TIMESTAMP(3) COMMENT 'when the order was placed',
  `kafka_ts` TIMESTAMP_LTZ(3) METADATA FROM 'timestamp' VIRTUAL COMMENT 'Kafka record time',
  `amount_cents` AS CAST(amount * 100 AS BIGINT),
  WATERMARK FOR `order_time` AS order_time - INTERVAL '5' SECOND
)
COMMENT 'Raw orders from the shop front-end'
WITH (
  'connector' = 'kafka',
  'topic' = 'orders',
  'properties.bootstrap.servers' = 'kafka-1:9092,kafka-2:9092,kafka-3:9092',
  'properties.group.id' = 'orders-etl',
  'scan.startup.mode' = 'earliest-offset',
  'format' = 'json'
);

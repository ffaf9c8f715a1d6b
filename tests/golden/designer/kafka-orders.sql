CREATE TABLE `orders` (
  `id` BIGINT,
  `ts` TIMESTAMP(3)
)
WITH (
  'connector' = 'kafka',
  'topic' = 'orders',
  'properties.bootstrap.servers' = 'kafka:9092',
  'properties.group.id' = 'etl',
  'scan.startup.mode' = 'earliest-offset',
  'format' = 'json'
);

-- The Flink job of logical database "default", written by StreamTable Designer.

SET 'execution.checkpointing.interval' = '60000';
SET 'execution.checkpointing.timeout' = '30 min';
SET 'parallelism.default' = '1';
SET 'table.exec.state.ttl' = '0';

CREATE TABLE `orders` (
  `order_id` BIGINT NOT NULL,
  `amount` DECIMAL(10, 2),
  `order_time` TIMESTAMP(3),
  `event_ts` TIMESTAMP_LTZ(3) METADATA FROM 'timestamp' VIRTUAL,
  WATERMARK FOR `order_time` AS order_time - INTERVAL '5' SECOND
)
WITH (
  'connector' = 'kafka',
  'topic' = 'orders',
  'properties.bootstrap.servers' = 'kafka-1:9092',
  'properties.group.id' = 'orders-copy',
  'scan.startup.mode' = 'earliest-offset',
  'format' = 'json'
);

-- streamtable role: sink
CREATE TABLE `orders_copy` (
  `order_id` BIGINT NOT NULL,
  `amount` DECIMAL(12, 2),
  `order_time` TIMESTAMP(3),
  `event_ts` TIMESTAMP_LTZ(3) METADATA FROM 'timestamp',
  `doubled` AS amount * 2,
  `part` INT METADATA FROM 'partition' VIRTUAL
)
WITH (
  'connector' = 'kafka',
  'topic' = 'orders-copy',
  'properties.bootstrap.servers' = 'kafka-1:9092',
  'format' = 'json'
);

INSERT INTO `orders_copy`
SELECT `order_id`, `amount`, `order_time`, `event_ts`
FROM `orders`;

CREATE TABLE `order``s 'daily'` (
  `id``x` BIGINT NOT NULL COMMENT 'the "id"',
  `timestamp` TIMESTAMP_LTZ(3) METADATA FROM 'timestamp',
  `table` ROW<`a b` INT, `c` ARRAY<STRING>>,
  `user name` VARCHAR(20),
  `offset` BIGINT METADATA FROM 'offset' VIRTUAL,
  `proc` AS PROCTIME(),
  WATERMARK FOR `timestamp` AS `timestamp` - INTERVAL '5' SECOND,
  PRIMARY KEY (`id``x`) NOT ENFORCED
)
COMMENT 'line one
it''s line two; -- not a comment'
WITH (
  'connector' = 'kafka',
  'topic' = 'o''rders',
  'properties.bootstrap.servers' = 'kafka:9092',
  'properties.group.id' = 'g ''1''',
  'format' = 'debezium-json',
  'properties.client.id' = 'client `x`'
);

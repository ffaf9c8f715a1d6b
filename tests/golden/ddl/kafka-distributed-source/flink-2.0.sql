CREATE TABLE `user_events` (
  `uid` BIGINT,
  `event` STRING,
  `ts` TIMESTAMP(3)
)
COMMENT 'Flink 1.20''s DISTRIBUTED BY (FLIP-376), as the CREATE TABLE page''s example has it'
DISTRIBUTED BY HASH(`uid`) INTO 4 BUCKETS
WITH (
  'connector' = 'kafka',
  'topic' = 'user_events',
  'properties.bootstrap.servers' = 'kafka-1:9092',
  'scan.startup.mode' = 'earliest-offset',
  'format' = 'json'
);

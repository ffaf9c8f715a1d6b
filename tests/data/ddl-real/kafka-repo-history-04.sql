-- source: https://github.com/apache/flink-connector-kafka/blob/2676f408dffc864a9c32fdd0c66275d1a354b5d3/docs/content/docs/connectors/table/kafka.md
CREATE TABLE KafkaTable (,
  `ts` TIMESTAMP(3) METADATA FROM 'timestamp',
  `user_id` BIGINT,
  `item_id` BIGINT,
  `behavior` STRING
) WITH (
  'connector' = 'kafka',
  ...

  'format' = 'json',
  'json.ignore-parse-errors' = 'true'
)

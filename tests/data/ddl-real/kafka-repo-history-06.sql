-- source: https://github.com/apache/flink-connector-kafka/blob/3be6111928a29a02a20470e319813881857f57fb/docs/content/docs/connectors/table/kafka.md
CREATE TABLE KafkaTable (
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

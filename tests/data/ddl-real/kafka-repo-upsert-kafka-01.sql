-- source: https://github.com/apache/flink-connector-kafka/blob/eb8ff700b2390d5bc3a8c67fcdb3f3ad93824e24/docs/content/docs/connectors/table/upsert-kafka.md
CREATE TABLE pageviews_per_region (
  user_region STRING,
  pv BIGINT,
  uv BIGINT,
  PRIMARY KEY (user_region) NOT ENFORCED
) WITH (
  'connector' = 'upsert-kafka',
  'topic' = 'pageviews_per_region',
  'properties.bootstrap.servers' = '...',
  'key.format' = 'avro',
  'value.format' = 'avro'
);

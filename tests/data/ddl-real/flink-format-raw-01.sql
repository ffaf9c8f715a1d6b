-- source: https://github.com/apache/flink/blob/1d3cbf97355b7d14f9bab575f0ca0d2f0b91ff2e/docs/content/docs/connectors/table/formats/raw.md
CREATE TABLE nginx_log (
  log STRING
) WITH (
  'connector' = 'kafka',
  'topic' = 'nginx_log',
  'properties.bootstrap.servers' = 'localhost:9092',
  'properties.group.id' = 'testGroup',
  'format' = 'raw'
)

-- source: https://github.com/apache/flink/blob/22e02b244da824ea7d6f86dbcad4271719b14846/docs/content/docs/connectors/table/formats/ogg.md
CREATE TABLE KafkaTable
(
    origin_ts    TIMESTAMP(3) METADATA FROM 'value.op_ts' VIRTUAL,
    event_time   TIMESTAMP(3) METADATA FROM 'value.current_ts' VIRTUAL,
    origin_table STRING METADATA FROM 'value.table' VIRTUAL,
    user_id      BIGINT,
    item_id      BIGINT,
    behavior     STRING
) WITH (
      'connector' = 'kafka',
      'topic' = 'user_behavior',
      'properties.bootstrap.servers' = 'localhost:9092',
      'properties.group.id' = 'testGroup',
      'scan.startup.mode' = 'earliest-offset',
      'value.format' = 'ogg-json'
      );

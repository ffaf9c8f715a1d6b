-- source: https://github.com/apache/flink/blob/22e02b244da824ea7d6f86dbcad4271719b14846/docs/content/docs/connectors/table/formats/ogg.md
CREATE TABLE topic_products
(
    -- schema is totally the same to the MySQL "products" table
    id          BIGINT,
    name        STRING,
    description STRING,
    weight      DECIMAL(10, 2)
) WITH (
      'connector' = 'kafka',
      'topic' = 'products_ogg',
      'properties.bootstrap.servers' = 'localhost:9092',
      'properties.group.id' = 'testGroup',
      'format' = 'ogg-json'
      )

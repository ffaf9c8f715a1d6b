-- The Flink job of logical database "数据 仓库's", written by StreamTable Designer.

SET 'execution.checkpointing.interval' = '1 min';
SET 'execution.checkpointing.timeout' = '10 min';
SET 'parallelism.default' = '4';
SET 'table.exec.state.ttl' = '1 d';

-- streamtable role: sink
CREATE TABLE `it's` (
  `a``b` BIGINT
)
WITH (
  'connector' = 'kafka',
  'topic' = 'quoted',
  'properties.bootstrap.servers' = 'kafka-1:9092',
  'format' = 'json'
);

CREATE TABLE `ord``ers` (
  `id` BIGINT,
  `名称` STRING,
  `a``b` INT
)
COMMENT 'it''s the `raw` feed'
WITH (
  'connector' = 'kafka',
  'topic' = 'orders',
  'properties.bootstrap.servers' = 'kafka-1:9092',
  'properties.group.id' = 'g''1',
  'scan.startup.mode' = 'latest-offset',
  'format' = 'json'
);

-- streamtable role: sink
CREATE TABLE `订单 汇总` (
  `名称` STRING,
  `id` BIGINT
)
WITH (
  'connector' = 'kafka',
  'topic' = 'orders-summary',
  'properties.bootstrap.servers' = 'kafka-1:9092',
  'format' = 'json'
);

EXECUTE STATEMENT SET
BEGIN
INSERT INTO `订单 汇总`
SELECT `名称`, `id`
FROM `ord``ers`;
INSERT INTO `it's`
SELECT `a``b`
FROM `ord``ers`;
END;

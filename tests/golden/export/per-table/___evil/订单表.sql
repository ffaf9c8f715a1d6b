-- streamtable role: source
CREATE TABLE `订单表` (
  `id` BIGINT NOT NULL,
  `名称` STRING COMMENT 'it''s',
  PRIMARY KEY (`id`) NOT ENFORCED
)
COMMENT 'table 订单表'
WITH (
  'connector' = 'filesystem',
  'path' = '/data/订单表'
);

-- streamtable role: source
CREATE TABLE `orders` (
  `id` BIGINT NOT NULL,
  `名称` STRING COMMENT 'it''s',
  PRIMARY KEY (`id`) NOT ENFORCED
)
COMMENT 'table orders'
WITH (
  'connector' = 'filesystem',
  'path' = '/data/orders',
  'format' = 'json'
);

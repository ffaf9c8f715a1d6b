-- streamtable role: source
CREATE TABLE `with space` (
  `id` BIGINT NOT NULL,
  `名称` STRING COMMENT 'it''s',
  PRIMARY KEY (`id`) NOT ENFORCED
)
COMMENT 'table with space'
WITH (
  'connector' = 'filesystem',
  'path' = '/data/with space'
);

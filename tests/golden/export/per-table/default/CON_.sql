-- streamtable role: source
CREATE TABLE `CON` (
  `id` BIGINT NOT NULL,
  `名称` STRING COMMENT 'it''s',
  PRIMARY KEY (`id`) NOT ENFORCED
)
COMMENT 'table CON'
WITH (
  'connector' = 'filesystem',
  'path' = '/data/CON'
);

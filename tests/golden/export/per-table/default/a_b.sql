-- streamtable role: source
CREATE TABLE `a_b` (
  `id` BIGINT NOT NULL,
  `名称` STRING COMMENT 'it''s',
  PRIMARY KEY (`id`) NOT ENFORCED
)
COMMENT 'table a_b'
WITH (
  'connector' = 'filesystem',
  'path' = '/data/a_b'
);

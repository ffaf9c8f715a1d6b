-- streamtable role: source
CREATE TABLE `a/b` (
  `id` BIGINT NOT NULL,
  `名称` STRING COMMENT 'it''s',
  PRIMARY KEY (`id`) NOT ENFORCED
)
COMMENT 'table a/b'
WITH (
  'connector' = 'filesystem',
  'path' = '/data/a/b'
);

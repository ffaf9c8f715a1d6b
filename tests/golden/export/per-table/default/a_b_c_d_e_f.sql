-- streamtable role: source
CREATE TABLE `a\b:c*d?e|f` (
  `id` BIGINT NOT NULL,
  `名称` STRING COMMENT 'it''s',
  PRIMARY KEY (`id`) NOT ENFORCED
)
COMMENT 'table a\b:c*d?e|f'
WITH (
  'connector' = 'filesystem',
  'path' = '/data/a\b:c*d?e|f'
);

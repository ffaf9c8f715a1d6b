-- streamtable role: source
CREATE TABLE `it's "quoted"` (
  `id` BIGINT NOT NULL,
  `名称` STRING COMMENT 'it''s',
  PRIMARY KEY (`id`) NOT ENFORCED
)
COMMENT 'table it''s "quoted"'
WITH (
  'connector' = 'filesystem',
  'path' = '/data/it''s "quoted"'
);

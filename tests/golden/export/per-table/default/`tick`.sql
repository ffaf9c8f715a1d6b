-- streamtable role: source
CREATE TABLE ```tick``` (
  `id` BIGINT NOT NULL,
  `名称` STRING COMMENT 'it''s',
  PRIMARY KEY (`id`) NOT ENFORCED
)
COMMENT 'table `tick`'
WITH (
  'connector' = 'filesystem',
  'path' = '/data/`tick`'
);

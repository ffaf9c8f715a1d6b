-- streamtable role: source
CREATE TABLE `Trailing.` (
  `id` BIGINT NOT NULL,
  `名称` STRING COMMENT 'it''s',
  PRIMARY KEY (`id`) NOT ENFORCED
)
COMMENT 'table Trailing.'
WITH (
  'connector' = 'filesystem',
  'path' = '/data/Trailing.'
);

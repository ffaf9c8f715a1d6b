-- streamtable role: source
CREATE TABLE `../x` (
  `id` BIGINT NOT NULL,
  `名称` STRING COMMENT 'it''s',
  PRIMARY KEY (`id`) NOT ENFORCED
)
COMMENT 'table ../x'
WITH (
  'connector' = 'filesystem',
  'path' = '/data/../x'
);

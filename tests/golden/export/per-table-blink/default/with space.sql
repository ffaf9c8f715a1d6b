-- streamtable role: source
CREATE TABLE `with space` (
  `id` BIGINT NOT NULL,
  `名称` STRING COMMENT 'it''s',
  PRIMARY KEY (`id`)
)
COMMENT 'table with space'
WITH (
  path = '/data/with space'
);

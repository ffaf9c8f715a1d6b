-- streamtable role: source
CREATE TABLE `CON` (
  `id` BIGINT NOT NULL,
  `名称` STRING COMMENT 'it''s',
  PRIMARY KEY (`id`)
)
COMMENT 'table CON'
WITH (
  path = '/data/CON'
);

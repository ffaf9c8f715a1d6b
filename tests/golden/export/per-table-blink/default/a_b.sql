-- streamtable role: source
CREATE TABLE `a_b` (
  `id` BIGINT NOT NULL,
  `名称` STRING COMMENT 'it''s',
  PRIMARY KEY (`id`)
)
COMMENT 'table a_b'
WITH (
  path = '/data/a_b'
);

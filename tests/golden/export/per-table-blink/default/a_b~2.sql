-- streamtable role: source
CREATE TABLE `a/b` (
  `id` BIGINT NOT NULL,
  `名称` STRING COMMENT 'it''s',
  PRIMARY KEY (`id`)
)
COMMENT 'table a/b'
WITH (
  path = '/data/a/b'
);

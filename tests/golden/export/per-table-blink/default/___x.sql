-- streamtable role: source
CREATE TABLE `../x` (
  `id` BIGINT NOT NULL,
  `名称` STRING COMMENT 'it''s',
  PRIMARY KEY (`id`)
)
COMMENT 'table ../x'
WITH (
  path = '/data/../x'
);

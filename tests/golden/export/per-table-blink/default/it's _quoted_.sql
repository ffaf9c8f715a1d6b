-- streamtable role: source
CREATE TABLE `it's "quoted"` (
  `id` BIGINT NOT NULL,
  `名称` STRING COMMENT 'it''s',
  PRIMARY KEY (`id`)
)
COMMENT 'table it''s "quoted"'
WITH (
  path = '/data/it''s "quoted"'
);

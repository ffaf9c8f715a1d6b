-- streamtable role: source
CREATE TABLE ```tick``` (
  `id` BIGINT NOT NULL,
  `名称` STRING COMMENT 'it''s',
  PRIMARY KEY (`id`)
)
COMMENT 'table `tick`'
WITH (
  path = '/data/`tick`'
);

-- streamtable role: source
CREATE TABLE `Trailing.` (
  `id` BIGINT NOT NULL,
  `名称` STRING COMMENT 'it''s',
  PRIMARY KEY (`id`)
)
COMMENT 'table Trailing.'
WITH (
  path = '/data/Trailing.'
);

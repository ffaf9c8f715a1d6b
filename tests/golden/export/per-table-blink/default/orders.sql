-- streamtable role: source
CREATE TABLE `orders` (
  `id` BIGINT NOT NULL,
  `名称` STRING COMMENT 'it''s',
  PRIMARY KEY (`id`)
)
COMMENT 'table orders'
WITH (
  path = '/data/orders',
  format = 'json'
);

-- streamtable role: source
CREATE TABLE `订单表` (
  `id` BIGINT NOT NULL,
  `名称` STRING COMMENT 'it''s',
  PRIMARY KEY (`id`)
)
COMMENT 'table 订单表'
WITH (
  path = '/data/订单表'
);

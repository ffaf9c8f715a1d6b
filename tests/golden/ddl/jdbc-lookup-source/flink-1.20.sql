CREATE TABLE `dim_product` (
  `product_id` BIGINT NOT NULL,
  `product_name` STRING,
  `category` STRING,
  `unit_price` DECIMAL(10, 2),
  PRIMARY KEY (`product_id`) NOT ENFORCED
)
COMMENT 'Products in MySQL, looked up by id to enrich the order stream'
WITH (
  'connector' = 'jdbc',
  'url' = 'jdbc:mysql://mysql-1:3306/shop',
  'table-name' = 'products',
  'username' = 'flink_reader',
  'password' = '${secret:SHOP_DB_PASSWORD}',
  'lookup.cache' = 'PARTIAL',
  'lookup.partial-cache.max-rows' = '10000',
  'lookup.partial-cache.expire-after-write' = '10 min',
  'lookup.max-retries' = '3'
);

CREATE TABLE `orders_iceberg` (
  `order_id` BIGINT NOT NULL,
  `amount` DECIMAL(10, 2),
  `status` STRING,
  `dt` STRING NOT NULL,
  PRIMARY KEY (`order_id`, `dt`) NOT ENFORCED
)
COMMENT 'Orders upserted into the Iceberg warehouse by id and day'
PARTITIONED BY (`dt`)
WITH (
  'format-version' = '2',
  'write.upsert.enabled' = 'true',
  'write.distribution-mode' = 'hash',
  'write.metadata.delete-after-commit.enabled' = 'true'
);

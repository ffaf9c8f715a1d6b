CREATE TABLE `orders_cdc` (
  `order_id` BIGINT NOT NULL,
  `user_id` BIGINT,
  `amount` DECIMAL(10, 2),
  `status` STRING,
  `updated_at` TIMESTAMP(3),
  `db_name` STRING METADATA FROM 'database_name' VIRTUAL,
  `changed_at` TIMESTAMP_LTZ(3) METADATA FROM 'op_ts' VIRTUAL COMMENT 'when the change was made',
  PRIMARY KEY (`order_id`) NOT ENFORCED
)
COMMENT 'Every change to the shop''s orders table, from its binlog'
WITH (
  'connector' = 'mysql-cdc',
  'hostname' = 'mysql-1.example.com',
  'port' = '3306',
  'username' = 'flink_cdc',
  'password' = '${secret:SHOP_DB_PASSWORD}',
  'database-name' = 'shop',
  'table-name' = 'orders',
  'server-id' = '5400-5403',
  'server-time-zone' = 'Asia/Shanghai',
  'scan.startup.mode' = 'initial',
  'scan.incremental.snapshot.chunk.size' = '8096'
);

CREATE TABLE `category_sales` (
  `category` STRING NOT NULL,
  `order_count` BIGINT,
  `total_amount` DECIMAL(12, 2),
  PRIMARY KEY (`category`) NOT ENFORCED
)
COMMENT 'Sales per category, upserted into PostgreSQL by its key'
WITH (
  'connector' = 'jdbc',
  'url' = 'jdbc:postgresql://pg-1:5432/reports',
  'table-name' = 'public.category_sales',
  'username' = 'flink_writer',
  'password' = '${secret:REPORTS_DB_PASSWORD}',
  'sink.buffer-flush.max-rows' = '500',
  'sink.buffer-flush.interval' = '2 s',
  'sink.max-retries' = '3',
  'sink.parallelism' = '2'
);

-- source: https://github.com/ververica/flink-sql-cookbook/blob/aa0bd978b1116a073e094ceea44ecd659ae3cefd/foundations/01_create_table/01_create_table.md
CREATE TABLE orders (
    order_uid  BIGINT,
    product_id BIGINT,
    price      DECIMAL(32, 2),
    order_time TIMESTAMP(3)
) WITH (
    'connector' = 'datagen'
);

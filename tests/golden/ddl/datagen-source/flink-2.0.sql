CREATE TABLE `orders_gen` (
  `order_id` BIGINT NOT NULL,
  `buyer` VARCHAR(12),
  `amount` DECIMAL(10, 2),
  `quantity` INT,
  `tags` ARRAY<INT>,
  `order_time` TIMESTAMP(3),
  WATERMARK FOR `order_time` AS order_time - INTERVAL '5' SECOND
)
COMMENT 'Test orders: ids in sequence, random amounts and buyers'
WITH (
  'connector' = 'datagen',
  'rows-per-second' = '50',
  'number-of-rows' = '100000',
  'fields.order_id.kind' = 'sequence',
  'fields.order_id.start' = '1',
  'fields.order_id.end' = '100000',
  'fields.buyer.length' = '8',
  'fields.buyer.var-len' = 'true',
  'fields.amount.min' = '0.5',
  'fields.amount.max' = '999.99',
  'fields.quantity.min' = '1',
  'fields.quantity.max' = '20',
  'fields.quantity.null-rate' = '0.05',
  'fields.tags.min' = '1',
  'fields.tags.max' = '9',
  'fields.tags.length' = '3',
  'fields.order_time.max-past' = '10 min'
);

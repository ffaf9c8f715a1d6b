CREATE DATABASE IF NOT EXISTS `default` COMMENT 'the team''s 默认 database';
USE `default`;

-- streamtable role: source
CREATE TABLE `../x` (
  `id` BIGINT NOT NULL,
  `名称` STRING COMMENT 'it''s',
  PRIMARY KEY (`id`) NOT ENFORCED
)
COMMENT 'table ../x'
WITH (
  'connector' = 'filesystem',
  'path' = '/data/../x'
);

-- streamtable role: source
CREATE TABLE ```tick``` (
  `id` BIGINT NOT NULL,
  `名称` STRING COMMENT 'it''s',
  PRIMARY KEY (`id`) NOT ENFORCED
)
COMMENT 'table `tick`'
WITH (
  'connector' = 'filesystem',
  'path' = '/data/`tick`'
);

-- streamtable role: source
CREATE TABLE `a/b` (
  `id` BIGINT NOT NULL,
  `名称` STRING COMMENT 'it''s',
  PRIMARY KEY (`id`) NOT ENFORCED
)
COMMENT 'table a/b'
WITH (
  'connector' = 'filesystem',
  'path' = '/data/a/b'
);

-- streamtable role: source
CREATE TABLE `a\b:c*d?e|f` (
  `id` BIGINT NOT NULL,
  `名称` STRING COMMENT 'it''s',
  PRIMARY KEY (`id`) NOT ENFORCED
)
COMMENT 'table a\b:c*d?e|f'
WITH (
  'connector' = 'filesystem',
  'path' = '/data/a\b:c*d?e|f'
);

-- streamtable role: source
CREATE TABLE `a_b` (
  `id` BIGINT NOT NULL,
  `名称` STRING COMMENT 'it''s',
  PRIMARY KEY (`id`) NOT ENFORCED
)
COMMENT 'table a_b'
WITH (
  'connector' = 'filesystem',
  'path' = '/data/a_b'
);

-- streamtable role: source
CREATE TABLE `CON` (
  `id` BIGINT NOT NULL,
  `名称` STRING COMMENT 'it''s',
  PRIMARY KEY (`id`) NOT ENFORCED
)
COMMENT 'table CON'
WITH (
  'connector' = 'filesystem',
  'path' = '/data/CON'
);

-- streamtable role: source
CREATE TABLE `it's "quoted"` (
  `id` BIGINT NOT NULL,
  `名称` STRING COMMENT 'it''s',
  PRIMARY KEY (`id`) NOT ENFORCED
)
COMMENT 'table it''s "quoted"'
WITH (
  'connector' = 'filesystem',
  'path' = '/data/it''s "quoted"'
);

-- streamtable role: source
CREATE TABLE `orders` (
  `id` BIGINT NOT NULL,
  `名称` STRING COMMENT 'it''s',
  PRIMARY KEY (`id`) NOT ENFORCED
)
COMMENT 'table orders'
WITH (
  'connector' = 'filesystem',
  'path' = '/data/orders',
  'format' = 'json'
);

-- streamtable role: source
CREATE TABLE `Trailing.` (
  `id` BIGINT NOT NULL,
  `名称` STRING COMMENT 'it''s',
  PRIMARY KEY (`id`) NOT ENFORCED
)
COMMENT 'table Trailing.'
WITH (
  'connector' = 'filesystem',
  'path' = '/data/Trailing.'
);

-- streamtable role: source
CREATE TABLE `with space` (
  `id` BIGINT NOT NULL,
  `名称` STRING COMMENT 'it''s',
  PRIMARY KEY (`id`) NOT ENFORCED
)
COMMENT 'table with space'
WITH (
  'connector' = 'filesystem',
  'path' = '/data/with space'
);

-- streamtable role: source
CREATE TABLE `订单表` (
  `id` BIGINT NOT NULL,
  `名称` STRING COMMENT 'it''s',
  PRIMARY KEY (`id`) NOT ENFORCED
)
COMMENT 'table 订单表'
WITH (
  'connector' = 'filesystem',
  'path' = '/data/订单表'
);

-- regression: a table name given twice in one import (issue 25): the reader reads both; the import decides which is kept
CREATE TABLE orders (id BIGINT) WITH ('connector' = 'kafka', 'topic' = 'orders');
CREATE TABLE orders (id BIGINT, amount DOUBLE) WITH ('connector' = 'kafka', 'topic' = 'orders2');

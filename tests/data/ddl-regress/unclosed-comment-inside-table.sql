-- regression: a comment left open inside a table that reads fine without it imported the table and lost the rest (issue 25)
CREATE TABLE a (x INT) WITH ('connector' = 'kafka', 'topic' = 'a') /* note
CREATE TABLE b (x INT) WITH ('connector' = 'kafka', 'topic' = 'b');

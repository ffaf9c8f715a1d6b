-- regression: a comment left open after a complete table took the next table with it, and the file still read as fine (issue 25)
CREATE TABLE a (x INT) WITH ('connector' = 'kafka', 'topic' = 'a');
/* note
CREATE TABLE b (x INT) WITH ('connector' = 'kafka', 'topic' = 'b');

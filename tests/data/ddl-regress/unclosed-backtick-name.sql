-- regression: a quoted name left open took every later statement with it, and the file still read as fine (issue 25)
CREATE TABLE `a (x INT);
CREATE TABLE b (x INT) WITH ('connector' = 'kafka', 'topic' = 'b');

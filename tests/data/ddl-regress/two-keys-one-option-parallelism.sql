-- regression: kafka's 'scan.parallelism' and 'parallelism' are one option; the later overwrote the earlier in silence (issue 25)
CREATE TABLE k (x INT) WITH ('connector' = 'kafka', 'topic' = 't', 'scan.parallelism' = '2', 'parallelism' = '5');
CREATE TABLE l (x INT) WITH ('connector' = 'kafka', 'topic' = 't', 'parallelism' = '5', 'scan.parallelism' = '2');

-- regression: an option given an empty value was read, then dropped when written back (issue 25)
CREATE TABLE k (x INT) WITH ('connector' = 'kafka', 'topic' = 't', 'format' = 'csv', 'csv.null-literal' = '');

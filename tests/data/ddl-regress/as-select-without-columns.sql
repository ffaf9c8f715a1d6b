-- regression: CREATE TABLE ... AS SELECT without a column list was reported as a missing "(", not as the AS SELECT it is (issue 25)
CREATE TABLE c WITH ('connector' = 'kafka', 'topic' = 't') AS SELECT * FROM b;

-- regression: LIKE without a column list was reported as a missing "(", not as the LIKE it is (issue 25)
CREATE TABLE c WITH ('connector' = 'kafka', 'topic' = 't') LIKE b;

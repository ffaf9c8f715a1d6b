-- regression: one missing quote in a SET swallowed the table after it while the SET showed as skipped (issue 25)
SET 'pipeline.name' = 'etl;
CREATE TABLE b (x INT) WITH ('connector' = 'kafka', 'topic' = 'b');

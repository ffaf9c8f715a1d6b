-- regression: a control character in a column name was imported into a table the catalog cannot store (issue 25)
CREATE TABLE t (`a	b` INT, `cd` STRING) WITH ('connector' = 'kafka', 'topic' = 't');

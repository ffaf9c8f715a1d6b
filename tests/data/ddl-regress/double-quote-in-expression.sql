-- regression: a computed column with a double quote in its expression was imported, though the writer cannot write it (issue 25)
CREATE TABLE t (a STRING, b AS CONCAT(a, "x")) WITH ('connector' = 'kafka', 'topic' = 't');

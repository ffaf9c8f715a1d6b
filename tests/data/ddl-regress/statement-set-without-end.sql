-- regression: a statement set without END hid every statement after it (issue 25)
EXECUTE STATEMENT SET BEGIN
INSERT INTO x SELECT * FROM y;
CREATE TABLE b (x INT) WITH ('connector' = 'kafka', 'topic' = 'b');

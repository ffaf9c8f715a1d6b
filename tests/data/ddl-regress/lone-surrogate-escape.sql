-- regression: E'\uD800' (half a character) was accepted and written back as U+FFFD (issue 25)
CREATE TABLE t (a INT COMMENT E'\uD800') WITH ('connector' = 'kafka', 'topic' = 't');
CREATE TABLE u (a INT COMMENT U&'\D800') WITH ('connector' = 'kafka', 'topic' = 't');
CREATE TABLE v (a INT COMMENT E'\uD83D\uDE00!') WITH ('connector' = 'kafka', 'topic' = 't');

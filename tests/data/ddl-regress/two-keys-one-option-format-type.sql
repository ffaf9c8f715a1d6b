-- regression: Flink's filesystem 'format' and the HDFS schema's own 'type' are one option; the later overwrote the earlier in silence (issue 25)
CREATE TABLE f (x INT) WITH ('connector' = 'filesystem', 'path' = 'hdfs:///d',
 'format' = 'csv', 'type' = 'orc');

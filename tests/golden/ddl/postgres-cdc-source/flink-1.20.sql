CREATE TABLE `shipments_cdc` (
  `shipment_id` INT NOT NULL,
  `order_id` INT,
  `origin` STRING,
  `destination` STRING,
  `is_arrived` BOOLEAN,
  `schema_name` STRING METADATA FROM 'schema_name' VIRTUAL,
  `changed_at` TIMESTAMP_LTZ(3) METADATA FROM 'op_ts' VIRTUAL,
  PRIMARY KEY (`shipment_id`) NOT ENFORCED
)
COMMENT 'Every change to the shipments table, through a logical replication slot'
WITH (
  'connector' = 'postgres-cdc',
  'hostname' = 'pg-1.example.com',
  'port' = '5432',
  'username' = 'flink_cdc',
  'password' = '${secret:LOGISTICS_DB_PASSWORD}',
  'database-name' = 'logistics',
  'schema-name' = 'public',
  'table-name' = 'shipments',
  'slot.name' = 'flink_shipments',
  'decoding.plugin.name' = 'pgoutput',
  'scan.incremental.snapshot.enabled' = 'true'
);

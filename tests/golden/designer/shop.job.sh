#!/usr/bin/env bash
# Submits the Flink job of logical database "shop": runs shop.job.sql, which lies beside
# this file. Written by StreamTable Designer from the database's job profile.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
exec flink run -m yarn-cluster \
  -c com.example.flink.SqlRunner \
  -ynm 'orders to lake '\''v1'\''' \
  -yD 'execution.checkpointing.interval=60000 ms' \
  -yD 'execution.checkpointing.timeout=30 min' \
  -yD parallelism.default=1 \
  -yD table.exec.state.ttl=0 \
  /opt/flink/usrlib/flink-sql-runner.jar \
  "$here"/shop.job.sql

#!/usr/bin/env bash
# Submits the Flink job of logical database "ods": runs ods.job.sql, which lies beside
# this file. Written by StreamTable Designer from the database's job profile.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
exec flink run -m yarn-cluster \
  -c com.example.flink.SqlRunner \
  -ynm 'ods orders lake' \
  -yD execution.checkpointing.interval=60000 \
  -yD 'execution.checkpointing.timeout=30 min' \
  -yD parallelism.default=2 \
  -yD table.exec.state.ttl=0 \
  /data/apps/flink-sql-runner-1.0.jar \
  "$here"/ods.job.sql

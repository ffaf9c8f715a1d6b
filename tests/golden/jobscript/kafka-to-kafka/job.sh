#!/usr/bin/env bash
# Submits the Flink job of logical database "default": runs default.job.sql, which lies beside
# this file. Written by StreamTable Designer from the database's job profile.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
exec flink run -m yarn-cluster \
  -c com.example.flink.SqlRunner \
  -ynm orders-copy \
  -yD execution.checkpointing.interval=60000 \
  -yD 'execution.checkpointing.timeout=30 min' \
  -yD parallelism.default=1 \
  -yD table.exec.state.ttl=0 \
  /opt/flink/usrlib/sql-runner.jar \
  "$here"/default.job.sql

#!/usr/bin/env bash
# Submits the Flink job of logical database "数据 仓库's": runs 数据 仓库's.job.sql, which lies beside
# this file. Written by StreamTable Designer from the database's job profile.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
exec flink run -m yarn-cluster \
  -c 'com.example.flink.SqlRunner$Main' \
  -ynm 'it'\''s "订单" job' \
  -yD 'execution.checkpointing.interval=1 min' \
  -yD 'execution.checkpointing.timeout=10 min' \
  -yD parallelism.default=4 \
  -yD 'table.exec.state.ttl=1 d' \
  '/opt/my jars/sql-runner.jar' \
  "$here"/'数据 仓库'\''s.job.sql'

#pragma once

// The table the catalog, export and CLI benchmarks fill their catalogs with, in one place so
// that every program measures the same rows.

#include "core/tablespec.h"

#include <QSqlError>
#include <QSqlQuery>

#include <cstdio>

namespace st::bench {

/// A realistic Kafka source: seven columns (one computed, one metadata), a key, a watermark
/// and six options, its topic named after it.
inline TableSpec kafkaSourceSpec(const QString &name, const QString &groupId = QStringLiteral("bench"))
{
    TableSpec s;
    s.name = name;
    s.connector = QStringLiteral("kafka");
    s.role = Role::Source;
    s.comment = QStringLiteral("benchmark table");
    s.columns = {ColumnSpec{QStringLiteral("id"), QStringLiteral("BIGINT"), {}, {}, false, false, QStringLiteral("id")},
                 ColumnSpec{QStringLiteral("user_id"), QStringLiteral("BIGINT"), {}, {}, false, true, {}},
                 ColumnSpec{QStringLiteral("amount"), QStringLiteral("DECIMAL(10, 2)"), {}, {}, false, true, {}},
                 ColumnSpec{QStringLiteral("status"), QStringLiteral("STRING"), {}, {}, false, true, {}},
                 ColumnSpec{QStringLiteral("event_time"), QStringLiteral("TIMESTAMP_LTZ(3)"), {}, QStringLiteral("timestamp"), true, true, {}},
                 ColumnSpec{QStringLiteral("ts"), QStringLiteral("TIMESTAMP(3)"), {}, {}, false, true, {}},
                 ColumnSpec{QStringLiteral("total"), {}, QStringLiteral("amount * 100"), {}, false, true, {}}};
    s.primaryKey = QStringList{QStringLiteral("id")};
    s.watermark = {QStringLiteral("ts"), QStringLiteral("ts - INTERVAL '5' SECOND")};
    s.options = {{QStringLiteral("topic"), name},
                 {QStringLiteral("properties.bootstrap.servers"), QStringLiteral("kafka-1:9092,kafka-2:9092")},
                 {QStringLiteral("properties.group.id"), groupId},
                 {QStringLiteral("scan.startup.mode"), QStringLiteral("earliest-offset")},
                 {QStringLiteral("format"), QStringLiteral("json")},
                 {QStringLiteral("json.ignore-parse-errors"), QStringLiteral("true")}};
    return s;
}

/// Runs a prepared statement of the filling; says on stderr why it failed.
inline bool execOrSay(QSqlQuery &q)
{
    if (q.exec())
        return true;
    std::fprintf(stderr, "populate: %s\n", qPrintable(q.lastError().text()));
    return false;
}

} // namespace st::bench

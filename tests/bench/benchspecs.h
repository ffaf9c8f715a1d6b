#pragma once

// The table the catalog, export and CLI benchmarks fill their catalogs with, and the way they
// write it, in one place so that every program measures the same rows.

#include "catalog/catalog.h"
#include "core/names.h"
#include "core/tablespec.h"

#include <QDateTime>
#include <QJsonDocument>
#include <QSqlDatabase>
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

/// Opens the catalog at `path` once, which makes its tables; says on stderr why it cannot.
inline bool createCatalog(const QString &path)
{
    Catalog catalog;
    const CatalogStatus s = catalog.open(path);
    if (!s)
        std::fprintf(stderr, "%s\n", qPrintable(s.message(Language::En)));
    return bool(s);
}

/// Writes databases and tables (one revision each, saved now) straight into the rows of a
/// catalog made by createCatalog(), inside the caller's transaction on `db`: filling 100,000
/// tables through Catalog::put would take longer than the benchmarks themselves.
class CatalogRows
{
public:
    explicit CatalogRows(const QSqlDatabase &db)
        : m_now(QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs)), m_insertDb(db), m_insertTable(db), m_insertRevision(db)
    {
        m_insertDb.prepare(QStringLiteral("INSERT INTO databases (name, name_key, comment, created_at) VALUES (?, ?, '', ?)"));
        m_insertTable.prepare(QStringLiteral("INSERT INTO tables (database_id, name, name_key, connector, role, revision, created_at, saved_at)"
                                             " VALUES (?, ?, ?, ?, 'source', 1, ?, ?)"));
        m_insertRevision.prepare(QStringLiteral("INSERT INTO revisions (table_id, revision, spec, saved_at) VALUES (?, 1, ?, ?)"));
    }

    /// Adds the database `name`; its id, or -1 (said on stderr).
    qint64 addDatabase(const QString &name)
    {
        m_insertDb.bindValue(0, name);
        m_insertDb.bindValue(1, nameKey(name));
        m_insertDb.bindValue(2, m_now);
        return execOrSay(m_insertDb) ? m_insertDb.lastInsertId().toLongLong() : -1;
    }

    /// Adds `spec` as a source table of the database `databaseId`, at revision 1.
    bool addTable(qint64 databaseId, const TableSpec &spec)
    {
        m_insertTable.bindValue(0, databaseId);
        m_insertTable.bindValue(1, spec.name);
        m_insertTable.bindValue(2, nameKey(spec.name));
        m_insertTable.bindValue(3, spec.connector);
        m_insertTable.bindValue(4, m_now);
        m_insertTable.bindValue(5, m_now);
        if (!execOrSay(m_insertTable))
            return false;
        m_insertRevision.bindValue(0, m_insertTable.lastInsertId());
        m_insertRevision.bindValue(1, QString::fromUtf8(QJsonDocument(spec.toJson()).toJson(QJsonDocument::Compact)));
        m_insertRevision.bindValue(2, m_now);
        return execOrSay(m_insertRevision);
    }

private:
    QString m_now;
    QSqlQuery m_insertDb;
    QSqlQuery m_insertTable;
    QSqlQuery m_insertRevision;
};

} // namespace st::bench

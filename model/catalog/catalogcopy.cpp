// Copying a whole catalog into another, from a file to a server or back: every database,
// revision, job option and wiring as stored, times and authors kept.

#include "catalog/catalog.h"

#include "catalog/catalog_p.h"

#include <functional>
#include <numeric>

namespace st {

using namespace catalogdetail;

namespace {

/// The rows of each stored table, in the order they are copied (a row's references first).
constexpr const char *kCopiedTables[] = {"databases", "tables", "revisions", "job_profiles", "wirings"};

CatalogCopyCounts countsFrom(const QList<qint64> &rows)
{
    CatalogCopyCounts c;
    c.databases = rows.value(0);
    c.tables = rows.value(1);
    c.revisions = rows.value(2);
    c.jobOptions = rows.value(3);
    c.wirings = rows.value(4);
    return c;
}

/// The number of rows of each copied table, read through `db` in whatever transaction runs.
QString countRows(const QSqlDatabase &db, QList<qint64> *rows)
{
    rows->clear();
    QSqlQuery query(db);
    for (const char *table : kCopiedTables) {
        if (!query.exec(QStringLiteral("SELECT count(*) FROM %1").arg(QLatin1String(table))) || !query.next())
            return query.lastError().text();
        rows->append(query.value(0).toLongLong());
    }
    return QString();
}

} // namespace

bool CatalogCopyCounts::operator==(const CatalogCopyCounts &o) const
{
    return databases == o.databases && tables == o.tables && revisions == o.revisions && jobOptions == o.jobOptions
        && wirings == o.wirings;
}

CatalogResult<CatalogCopyCounts> Catalog::copyInto(Catalog &destination, bool replace) const
{
    if (CatalogStatus s = checkOpen(); !s)
        return s;
    if (CatalogStatus s = destination.checkOpen(); !s)
        return s;
    const LocalizedText action = text(QStringLiteral("copy the catalog"), QStringLiteral("复制目录库"));
    const QString shownDestination = shownLocation(destination.path());

    const ReadTransaction reading(m_db, m_backend);
    if (!reading.begun())
        return storageError(action, reading.error());
    QList<qint64> sourceRows;
    if (const QString problem = countRows(m_db, &sourceRows); !problem.isEmpty())
        return storageError(action, problem);

    Transaction writing(destination);
    if (!writing.begun())
        return destination.storageError(action, writing.error().text());
    {
        // Empty: a new catalog holds its `default` database and nothing else.
        QList<qint64> present;
        if (const QString problem = countRows(destination.m_db, &present); !problem.isEmpty())
            return destination.storageError(action, problem);
        const bool empty = present.value(0) <= 1 && present.value(1) == 0 && present.value(3) == 0;
        if (!empty && !replace) {
            return CatalogStatus(CatalogErrorCode::NotEmpty,
                    text(QStringLiteral("%1: the destination is not empty (%2 databases, %3 tables); nothing was copied. Copy into a "
                                        "new catalog, or replace what it holds with --force"),
                         QStringLiteral("%1：目标目录库不为空（%2 个数据库，%3 张表）；未复制任何内容。请复制到新目录库，"
                                        "或用 --force 替换其中内容"),
                         shownDestination, QString::number(present.value(0)), QString::number(present.value(1))));
        }
        QSqlQuery clear(destination.m_db);
        if (!clear.exec(QStringLiteral("DELETE FROM databases"))) // tables, revisions, jobs and wirings cascade
            return destination.storageError(action, clear.lastError().text());
    }

    // Ids are the destination's own; references are mapped through what each copied row got.
    QHash<qint64, qint64> databaseIds;
    QHash<qint64, qint64> tableIds;
    QString problem;
    auto copyRows = [&](const QString &select, const QString &insert, const std::function<bool(const QSqlQuery &, QSqlQuery &)> &bind,
                        QHash<qint64, qint64> *ids) {
        QSqlQuery from(m_db);
        from.setForwardOnly(true);
        QSqlQuery to(destination.m_db);
        if (!from.exec(select)) {
            problem = from.lastError().text();
            return false;
        }
        if (!to.prepare(insert)) {
            problem = to.lastError().text();
            return false;
        }
        while (from.next()) {
            if (!bind(from, to)) {
                problem = QStringLiteral("a row refers to a database or table that is not there");
                return false;
            }
            if (!to.exec()) {
                problem = to.lastError().text();
                return false;
            }
            if (ids)
                ids->insert(from.value(0).toLongLong(), to.lastInsertId().toLongLong());
        }
        return true;
    };
    auto mapped = [](const QHash<qint64, qint64> &ids, const QVariant &old, QVariant *out) {
        const auto it = ids.constFind(old.toLongLong());
        if (it == ids.constEnd())
            return false;
        *out = it.value();
        return true;
    };
    auto bindColumns = [](const QSqlQuery &from, QSqlQuery &to, int first, int count) {
        for (int i = first; i < first + count; ++i)
            to.addBindValue(from.value(i));
    };

    const bool copied =
        copyRows(QStringLiteral("SELECT id, name, name_key, comment, created_at, target FROM databases ORDER BY id"),
                 QStringLiteral("INSERT INTO databases (name, name_key, comment, created_at, target) VALUES (?, ?, ?, ?, ?)"),
                 [&](const QSqlQuery &from, QSqlQuery &to) {
                     bindColumns(from, to, 1, 5);
                     return true;
                 },
                 &databaseIds)
        && copyRows(QStringLiteral("SELECT id, database_id, name, name_key, connector, role, revision, created_at, saved_at"
                                   " FROM tables ORDER BY id"),
                    QStringLiteral("INSERT INTO tables (database_id, name, name_key, connector, role, revision, created_at, saved_at)"
                                   " VALUES (?, ?, ?, ?, ?, ?, ?, ?)"),
                    [&](const QSqlQuery &from, QSqlQuery &to) {
                        QVariant database;
                        if (!mapped(databaseIds, from.value(1), &database))
                            return false;
                        to.addBindValue(database);
                        bindColumns(from, to, 2, 7);
                        return true;
                    },
                    &tableIds)
        && copyRows(QStringLiteral("SELECT table_id, revision, spec, saved_at, restored_from, note, author FROM revisions"
                                   " ORDER BY table_id, revision"),
                    QStringLiteral("INSERT INTO revisions (table_id, revision, spec, saved_at, restored_from, note, author)"
                                   " VALUES (?, ?, ?, ?, ?, ?, ?)"),
                    [&](const QSqlQuery &from, QSqlQuery &to) {
                        QVariant table;
                        if (!mapped(tableIds, from.value(0), &table))
                            return false;
                        to.addBindValue(table);
                        bindColumns(from, to, 1, 6);
                        return true;
                    },
                    nullptr)
        && copyRows(QStringLiteral("SELECT database_id, key, value FROM job_profiles ORDER BY database_id, key"),
                    QStringLiteral("INSERT INTO job_profiles (database_id, key, value) VALUES (?, ?, ?)"),
                    [&](const QSqlQuery &from, QSqlQuery &to) {
                        QVariant database;
                        if (!mapped(databaseIds, from.value(0), &database))
                            return false;
                        to.addBindValue(database);
                        bindColumns(from, to, 1, 2);
                        return true;
                    },
                    nullptr)
        && copyRows(QStringLiteral("SELECT database_id, source_table_id, sink_table_id, position FROM wirings"
                                   " ORDER BY database_id, position"),
                    QStringLiteral("INSERT INTO wirings (database_id, source_table_id, sink_table_id, position) VALUES (?, ?, ?, ?)"),
                    [&](const QSqlQuery &from, QSqlQuery &to) {
                        QVariant database, source, sink;
                        if (!mapped(databaseIds, from.value(0), &database) || !mapped(tableIds, from.value(1), &source)
                            || !mapped(tableIds, from.value(2), &sink))
                            return false;
                        to.addBindValue(database);
                        to.addBindValue(source);
                        to.addBindValue(sink);
                        to.addBindValue(from.value(3));
                        return true;
                    },
                    nullptr);
    if (!copied)
        return destination.storageError(action, problem);

    // What the destination holds now, read in the same transaction, must be what was read.
    QList<qint64> written;
    if (const QString counted = countRows(destination.m_db, &written); !counted.isEmpty())
        return destination.storageError(action, counted);
    if (written != sourceRows) {
        return destination.storageError(action, QStringLiteral("the copy holds %1 rows where the source holds %2; nothing was copied")
                                                    .arg(QString::number(std::accumulate(written.cbegin(), written.cend(), qint64(0))),
                                                         QString::number(std::accumulate(sourceRows.cbegin(), sourceRows.cend(), qint64(0)))));
    }
    if (!writing.commit())
        return destination.storageError(action, writing.error().text());
    return countsFrom(sourceRows);
}

} // namespace st

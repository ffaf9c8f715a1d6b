// Copying a whole catalog into another, from a file to a server or back: every database,
// revision, job option, wiring, environment, variable and connection as stored, times and authors kept.

#include "catalog/catalog.h"

#include "catalog/catalog_p.h"

#include <algorithm>
#include <numeric>

namespace st {

using namespace catalogdetail;

namespace {

/// The rows of each stored table, in the order they are copied (a row's references first).
constexpr const char *kCopiedTables[] = {"databases", "tables", "revisions", "job_profiles", "wirings", "environments", "variables", "connections"};

CatalogCopyCounts countsFrom(const QList<qint64> &rows)
{
    CatalogCopyCounts c;
    c.databases = rows.value(0);
    c.tables = rows.value(1);
    c.revisions = rows.value(2);
    c.jobOptions = rows.value(3);
    c.wirings = rows.value(4);
    c.environments = rows.value(5);
    c.variables = rows.value(6);
    c.connections = rows.value(7);
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
        && wirings == o.wirings && environments == o.environments && variables == o.variables
        && connections == o.connections;
}

CatalogResult<CatalogCopyCounts> Catalog::copyInto(Catalog &destination, bool replace) const
{
    if (CatalogStatus s = checkOpen(); !s)
        return s;
    if (CatalogStatus s = destination.checkOpen(); !s)
        return s;
    const LocalizedText action = localized("copy the catalog", "复制目录库");
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
        const bool empty = present.value(0) <= 1 && present.value(1) == 0 && present.value(3) == 0 && present.value(5) == 0 && present.value(7) == 0;
        if (!empty && !replace) {
            return CatalogStatus(CatalogErrorCode::NotEmpty,
                    localized("%1: the destination is not empty (%2 databases, %3 tables); nothing was copied. Copy into a "
                              "new catalog, or replace what it holds with --force",
                              "%1：目标目录库不为空（%2 个数据库，%3 张表）；未复制任何内容。请复制到新目录库，"
                              "或用 --force 替换其中内容").arg(shownDestination, QString::number(present.value(0)), QString::number(present.value(1))));
        }
        QSqlQuery clear(destination.m_db);
        if (!clear.exec(QStringLiteral("DELETE FROM databases"))) // tables, revisions, jobs and wirings cascade
            return destination.storageError(action, clear.lastError().text());
    }

    // Ids are the destination's own; references are mapped through what each copied row got.
    QHash<qint64, qint64> databaseIds;
    QHash<qint64, qint64> tableIds;
    QHash<qint64, qint64> environmentIds;
    /// One stored table copied row by row: its columns as stored, each taken as it is or mapped
    /// through the ids the rows it refers to got; `ownIds` collects this table's own.
    struct Step
    {
        const char *table;
        QStringList columns;
        const char *order;
        QHash<qint64, qint64> *ownIds;
        QHash<QString, const QHash<qint64, qint64> *> references; ///< column -> the ids it refers to
    };
    const QList<Step> steps{
        {"databases", {QStringLiteral("name"), QStringLiteral("name_key"), QStringLiteral("comment"), QStringLiteral("created_at"),
                       QStringLiteral("target")}, "id", &databaseIds, {}},
        {"tables", {QStringLiteral("database_id"), QStringLiteral("name"), QStringLiteral("name_key"), QStringLiteral("connector"),
                    QStringLiteral("role"), QStringLiteral("revision"), QStringLiteral("created_at"), QStringLiteral("saved_at")},
         "id", &tableIds, {{QStringLiteral("database_id"), &databaseIds}}},
        {"revisions", {QStringLiteral("table_id"), QStringLiteral("revision"), QStringLiteral("spec"), QStringLiteral("saved_at"),
                       QStringLiteral("restored_from"), QStringLiteral("note"), QStringLiteral("author")},
         "table_id, revision", nullptr, {{QStringLiteral("table_id"), &tableIds}}},
        {"job_profiles", {QStringLiteral("database_id"), QStringLiteral("key"), QStringLiteral("value")}, "database_id, key", nullptr,
         {{QStringLiteral("database_id"), &databaseIds}}},
        {"wirings", {QStringLiteral("database_id"), QStringLiteral("source_table_id"), QStringLiteral("sink_table_id"), QStringLiteral("position")},
         "database_id, position", nullptr,
         {{QStringLiteral("database_id"), &databaseIds}, {QStringLiteral("source_table_id"), &tableIds}, {QStringLiteral("sink_table_id"), &tableIds}}},
        {"environments", {QStringLiteral("database_id"), QStringLiteral("name"), QStringLiteral("name_key")}, "id", &environmentIds,
         {{QStringLiteral("database_id"), &databaseIds}}},
        {"variables", {QStringLiteral("environment_id"), QStringLiteral("name"), QStringLiteral("value")}, "environment_id, name", nullptr,
         {{QStringLiteral("environment_id"), &environmentIds}}},
        {"connections", {QStringLiteral("database_id"), QStringLiteral("name"), QStringLiteral("name_key"), QStringLiteral("connector"),
                         QStringLiteral("options")}, "database_id, name_key", nullptr, {{QStringLiteral("database_id"), &databaseIds}}},
    };
    QString problem;
    auto copyStep = [&](const Step &step) {
        const int first = step.ownIds ? 1 : 0; // the row's own id comes first when it is collected
        QSqlQuery from(m_db);
        from.setForwardOnly(true);
        QSqlQuery to(destination.m_db);
        const QString columns = step.columns.join(QStringLiteral(", "));
        const QString select = QStringLiteral("SELECT %1%2 FROM %3 ORDER BY %4")
                                   .arg(step.ownIds ? QStringLiteral("id, ") : QString(), columns, QLatin1String(step.table),
                                        QLatin1String(step.order));
        QStringList marks; // one ? per column (Qt 5's QStringList has no (count, value) constructor)
        for (int i = 0; i < step.columns.size(); ++i)
            marks << QStringLiteral("?");
        const QString placeholders = marks.join(QStringLiteral(", "));
        if (!from.exec(select) || !to.prepare(QStringLiteral("INSERT INTO %1 (%2) VALUES (%3)").arg(QLatin1String(step.table), columns, placeholders))) {
            problem = from.lastError().isValid() ? from.lastError().text() : to.lastError().text();
            return false;
        }
        while (from.next()) {
            for (int i = 0; i < step.columns.size(); ++i) {
                const QVariant value = from.value(first + i);
                const QHash<qint64, qint64> *ids = step.references.value(step.columns.at(i));
                if (!ids) {
                    to.addBindValue(value);
                    continue;
                }
                const auto it = ids->constFind(value.toLongLong());
                if (it == ids->constEnd()) {
                    problem = QStringLiteral("a row of %1 refers to a row that is not there").arg(QLatin1String(step.table));
                    return false;
                }
                to.addBindValue(it.value());
            }
            if (!to.exec()) {
                problem = to.lastError().text();
                return false;
            }
            if (step.ownIds)
                step.ownIds->insert(from.value(0).toLongLong(), to.lastInsertId().toLongLong());
        }
        return true;
    };
    const bool copied = std::all_of(steps.cbegin(), steps.cend(), copyStep);
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

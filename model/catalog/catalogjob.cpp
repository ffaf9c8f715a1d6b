// The catalog's job of a logical database (format 2): the job profile, the source -> sink
// wirings, and renaming a table with everything that refers to it.

#include "catalog/catalog.h"

#include "catalog/catalog_p.h"

#include <QSet>
#include <QVariant>

namespace st {

using namespace catalogdetail;

namespace {

LocalizedText wiringText(const QString &database, const Wiring &wiring)
{
    return localized("%1: %2", "%1：%2").arg(database, wiring.subject());
}

/// Refuses a profile with an empty key (InvalidName); anything else is the validator's business.
CatalogStatus checkJobKeys(const JobProfile &profile)
{
    for (auto it = profile.cbegin(); it != profile.cend(); ++it) {
        if (it.key().trimmed().isEmpty()) {
            return {CatalogErrorCode::InvalidName,
                    localized("A job option needs a key", "作业参数需要名称")};
        }
    }
    return {};
}

// The queries below run inside the caller's transaction and return SQLite's error text, empty
// on success, for the caller to report as the storage error of its own action.

QString readProfile(const QSqlDatabase &db, qint64 databaseId, JobProfile *out)
{
    QSqlQuery query(db);
    query.setForwardOnly(true);
    query.prepare(QStringLiteral("SELECT key, value FROM job_profiles WHERE database_id = ?"));
    query.addBindValue(databaseId);
    if (!query.exec())
        return query.lastError().text();
    while (query.next())
        out->insert(query.value(0).toString(), query.value(1).toString());
    return {};
}

QString readWirings(const QSqlDatabase &db, qint64 databaseId, Wirings *out)
{
    QSqlQuery query(db);
    query.setForwardOnly(true);
    query.prepare(QStringLiteral("SELECT s.name, k.name FROM wirings w"
                                 " JOIN tables s ON s.id = w.source_table_id"
                                 " JOIN tables k ON k.id = w.sink_table_id"
                                 " WHERE w.database_id = ? ORDER BY w.position"));
    query.addBindValue(databaseId);
    if (!query.exec())
        return query.lastError().text();
    while (query.next())
        out->append({query.value(0).toString(), query.value(1).toString()});
    return {};
}

/// Replaces the stored profile; empty values are left out (an unset option).
QString writeProfile(const QSqlDatabase &db, qint64 databaseId, const JobProfile &profile)
{
    QSqlQuery query(db);
    query.prepare(QStringLiteral("DELETE FROM job_profiles WHERE database_id = ?"));
    query.addBindValue(databaseId);
    if (!query.exec())
        return query.lastError().text();
    query.prepare(QStringLiteral("INSERT INTO job_profiles (database_id, key, value) VALUES (?, ?, ?)"));
    for (auto it = profile.cbegin(); it != profile.cend(); ++it) {
        if (it.value().isEmpty())
            continue;
        query.addBindValue(databaseId);
        query.addBindValue(it.key());
        query.addBindValue(it.value());
        if (!query.exec())
            return query.lastError().text();
    }
    return {};
}

QStringList wiringSubjects(const Wirings &wirings)
{
    QStringList out;
    for (const Wiring &w : wirings)
        out << w.source + QStringLiteral(" → ") + w.sink;
    return out;
}

Wirings missingFrom(const Wirings &wirings, const Wirings &other)
{
    Wirings out;
    for (const Wiring &w : wirings) {
        if (!other.contains(w))
            out << w;
    }
    return out;
}

/// What another program changed in a job since `base` was read: the option keys whose value
/// differs, the wirings added and removed, or the wirings' order.
LocalizedText jobChanges(const StoredJob &base, const StoredJob &now)
{
    QStringList en;
    QStringList zh;
    QStringList keys;
    QStringList all = base.profile.keys() + now.profile.keys();
    all.removeDuplicates();
    all.sort();
    for (const QString &key : qAsConst(all)) {
        if (base.profile.value(key) != now.profile.value(key))
            keys << key;
    }
    if (!keys.isEmpty()) {
        en << QStringLiteral("options changed: %1").arg(keys.join(QStringLiteral(", ")));
        zh << QStringLiteral("参数已修改：%1").arg(keys.join(QStringLiteral("、")));
    }
    const QStringList added = wiringSubjects(missingFrom(now.wirings, base.wirings));
    const QStringList removed = wiringSubjects(missingFrom(base.wirings, now.wirings));
    if (!added.isEmpty()) {
        en << QStringLiteral("wirings added: %1").arg(added.join(QStringLiteral(", ")));
        zh << QStringLiteral("新增连线：%1").arg(added.join(QStringLiteral("、")));
    }
    if (!removed.isEmpty()) {
        en << QStringLiteral("wirings removed: %1").arg(removed.join(QStringLiteral(", ")));
        zh << QStringLiteral("删除的连线：%1").arg(removed.join(QStringLiteral("、")));
    }
    if (added.isEmpty() && removed.isEmpty() && base.wirings != now.wirings) {
        en << QStringLiteral("the order of the wirings changed");
        zh << QStringLiteral("连线顺序已改变");
    }
    return {en.join(QStringLiteral("; ")), zh.join(QStringLiteral("；"))};
}

} // namespace

// ---- renaming a table -------------------------------------------------------------------

CatalogResult<int> Catalog::renameTable(const QString &database, const QString &name, const QString &newName,
                                        int expectedRevision)
{
    return editTable(database, name, newName, nullptr, expectedRevision,
                     localized("rename the table", "重命名表"), QString());
}

CatalogResult<int> Catalog::saveEdit(const QString &database, const QString &name, const TableSpec &edited,
                                     int expectedRevision, const QString &note)
{
    return editTable(database, name, edited.name, &edited, expectedRevision,
                     localized("save the table", "保存表"), note);
}

CatalogResult<int> Catalog::editTable(const QString &database, const QString &name, const QString &newName,
                                      const TableSpec *edited, int expectedRevision, const LocalizedText &action, const QString &note)
{
    DatabaseChange change(*this, database, action, checkName(newName, true));
    if (!change.id)
        return change.id.status;
    const CatalogResult<TableRow> row = change.tableToChange(name, expectedRevision);
    if (!row)
        return row.status;
    const CatalogResult<StoredTable> current = get(database, name);
    if (!current)
        return current.status;
    TableSpec spec = edited ? *edited : current.value.spec;
    spec.name = newName;
    if (newName == row.value.name && spec == current.value.spec)
        return row.value.revision; // nothing to change
    if (newName != row.value.name) {
        if (nameKey(newName) != nameKey(row.value.name)) {
            const CatalogResult<TableRow> other = tableRow(change.id.value, newName);
            if (!other)
                return other.status;
            if (other.value.exists()) {
                return CatalogStatus(CatalogErrorCode::AlreadyExists,
                                     localized("A table \"%2\" already exists in database \"%1\"; \"%3\" was not renamed",
                                               "数据库“%1”中已存在表“%2”；未重命名“%3”").arg(database, other.value.name, row.value.name));
            }
        }
        QSqlQuery update = preparedQuery(m_db, QStringLiteral("UPDATE tables SET name = ?, name_key = ? WHERE id = ?"),
                                         {newName, nameKey(newName), row.value.id});
        if (!update.exec())
            return change.storageError(update.lastError().text());
    }
    const CatalogResult<int> saved = saveRevision(change.id.value, database, spec, row.value.revision, 0, note);
    if (!saved)
        return saved;
    if (CatalogStatus committed = change.commit(); !committed)
        return committed;
    return saved;
}

// ---- job profile ------------------------------------------------------------------------

CatalogResult<JobProfile> Catalog::jobProfile(const QString &database) const
{
    if (CatalogStatus s = checkOpen(); !s)
        return s;
    const CatalogResult<qint64> id = databaseId(database);
    if (!id)
        return id.status;
    JobProfile profile;
    if (const QString error = readProfile(m_db, id.value, &profile); !error.isEmpty())
        return storageError(localized("read the job profile", "读取作业配置"), error);
    return profile;
}

CatalogStatus Catalog::setJobOption(const QString &database, const QString &key, const QString &value)
{
    DatabaseChange change(*this, database, localized("save the job profile", "保存作业配置"), checkJobKeys({{key, value}}));
    if (!change.id)
        return change.id.status;
    if (value.isEmpty())
        return change.execAndCommit(QStringLiteral("DELETE FROM job_profiles WHERE database_id = ? AND key = ?"), {change.id.value, key});
    return change.execAndCommit(QStringLiteral("INSERT INTO job_profiles (database_id, key, value) VALUES (?, ?, ?)"
                                               " ON CONFLICT (database_id, key) DO UPDATE SET value = excluded.value"),
                                {change.id.value, key, value});
}

CatalogStatus Catalog::setJobProfile(const QString &database, const JobProfile &profile)
{
    DatabaseChange change(*this, database, localized("save the job profile", "保存作业配置"), checkJobKeys(profile));
    if (!change.id)
        return change.id.status;
    if (const QString error = writeProfile(m_db, change.id.value, profile); !error.isEmpty())
        return change.storageError(error);
    return change.commit();
}

// ---- wirings ----------------------------------------------------------------------------

CatalogResult<Wirings> Catalog::wirings(const QString &database) const
{
    if (CatalogStatus s = checkOpen(); !s)
        return s;
    const CatalogResult<qint64> id = databaseId(database);
    if (!id)
        return id.status;
    Wirings out;
    if (const QString error = readWirings(m_db, id.value, &out); !error.isEmpty())
        return storageError(localized("read the wirings", "读取连线"), error);
    return out;
}

CatalogStatus Catalog::addWiring(const QString &database, const QString &source, const QString &sink)
{
    DatabaseChange change(*this, database, localized("save the wiring", "保存连线"));
    if (!change.id)
        return change.id.status;
    const CatalogResult<TableRow> from = existingTableRow(change.id.value, database, source);
    if (!from)
        return from.status;
    const CatalogResult<TableRow> to = existingTableRow(change.id.value, database, sink);
    if (!to)
        return to.status;
    QSqlQuery query = preparedQuery(m_db, QStringLiteral("SELECT 1 FROM wirings WHERE source_table_id = ? AND sink_table_id = ?"),
                                    {from.value.id, to.value.id});
    if (!query.exec())
        return change.storageError(query.lastError().text());
    if (query.next()) {
        return {CatalogErrorCode::AlreadyExists,
                localized("Table \"%2\" is already wired to \"%3\" in database \"%1\"",
                          "数据库“%1”中表“%2”已连接到“%3”").arg(database, from.value.name, to.value.name)};
    }
    query.finish();
    return change.execAndCommit(QStringLiteral("INSERT INTO wirings (database_id, source_table_id, sink_table_id, position)"
                                               " VALUES (?, ?, ?, (SELECT coalesce(max(position), 0) + 1 FROM wirings WHERE database_id = ?))"),
                                {change.id.value, from.value.id, to.value.id, change.id.value});
}

CatalogStatus Catalog::removeWiring(const QString &database, const QString &source, const QString &sink)
{
    DatabaseChange change(*this, database, localized("remove the wiring", "删除连线"));
    if (!change.id)
        return change.id.status;
    QSqlQuery query = preparedQuery(m_db, QStringLiteral("DELETE FROM wirings WHERE database_id = ?"
                                                         " AND source_table_id = (SELECT id FROM tables WHERE database_id = ? AND name_key = ?)"
                                                         " AND sink_table_id = (SELECT id FROM tables WHERE database_id = ? AND name_key = ?)"),
                                    {change.id.value, change.id.value, nameKey(source), change.id.value, nameKey(sink)});
    if (!query.exec())
        return change.storageError(query.lastError().text());
    if (query.numRowsAffected() == 0) {
        const LocalizedText what = wiringText(database, Wiring{source, sink});
        return {CatalogErrorCode::NotFound,
                {QStringLiteral("There is no such wiring (%1)").arg(what.en), QStringLiteral("没有这条连线（%1）").arg(what.zh)}};
    }
    return change.commit();
}

// ---- the whole job ----------------------------------------------------------------------

CatalogResult<StoredJob> Catalog::readJob(qint64 databaseId) const
{
    const LocalizedText action = localized("read the job", "读取作业");
    StoredJob job;
    if (const QString error = readProfile(m_db, databaseId, &job.profile); !error.isEmpty())
        return storageError(action, error);
    if (const QString error = readWirings(m_db, databaseId, &job.wirings); !error.isEmpty())
        return storageError(action, error);
    return job;
}

CatalogResult<StoredJob> Catalog::job(const QString &database) const
{
    if (CatalogStatus s = checkOpen(); !s)
        return s;
    const ReadTransaction transaction(m_db, m_backend);
    if (!transaction.begun())
        return storageError(localized("read the job", "读取作业"), transaction.error());
    const CatalogResult<qint64> id = databaseId(database);
    if (!id)
        return id.status;
    return readJob(id.value);
}

CatalogStatus Catalog::addWirings(qint64 databaseId, const QString &database, const Wirings &wirings)
{
    if (wirings.isEmpty())
        return {};
    const CatalogResult<StoredJob> job = readJob(databaseId);
    if (!job)
        return job.status;
    QList<QPair<QString, QString>> have;
    for (const Wiring &w : job.value.wirings)
        have << qMakePair(nameKey(w.source), nameKey(w.sink));
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("INSERT INTO wirings (database_id, source_table_id, sink_table_id, position) VALUES (?, ?, ?, ?)"));
    int position = int(job.value.wirings.size());
    for (const Wiring &w : wirings) {
        const QPair<QString, QString> key(nameKey(w.source), nameKey(w.sink));
        if (have.contains(key))
            continue;
        const CatalogResult<TableRow> from = existingTableRow(databaseId, database, w.source);
        if (!from)
            return from.status;
        const CatalogResult<TableRow> to = existingTableRow(databaseId, database, w.sink);
        if (!to)
            return to.status;
        query.addBindValue(databaseId);
        query.addBindValue(from.value.id);
        query.addBindValue(to.value.id);
        query.addBindValue(++position);
        if (!query.exec())
            return storageError(localized("save the job", "保存作业"), query.lastError().text());
        have << key;
    }
    return {};
}

CatalogStatus Catalog::saveJob(const QString &database, const StoredJob &edited, const StoredJob &base)
{
    DatabaseChange change(*this, database, localized("save the job", "保存作业"), checkJobKeys(edited.profile));
    if (!change.id)
        return change.id.status;
    // Compared under the write lock: nobody can change the job between this read and the write.
    const CatalogResult<StoredJob> now = readJob(change.id.value);
    if (!now)
        return now.status;
    if (now.value != base) {
        const LocalizedText changes = jobChanges(base, now.value);
        return {CatalogErrorCode::Conflict,
                {QStringLiteral("The job of database \"%1\" was changed elsewhere since it was read (%2); nothing was saved."
                                " Read the job again and make the change on top of it.")
                     .arg(database, changes.en),
                 QStringLiteral("数据库“%1”的作业在读取后已被其他程序修改（%2）；未保存任何内容。请重新读取作业，在其基础上再修改。")
                     .arg(database, changes.zh)}};
    }

    // The wirings by table id, checked before anything is written.
    QList<QPair<qint64, qint64>> ids;
    for (const Wiring &w : edited.wirings) {
        const CatalogResult<TableRow> from = existingTableRow(change.id.value, database, w.source);
        if (!from)
            return from.status;
        const CatalogResult<TableRow> to = existingTableRow(change.id.value, database, w.sink);
        if (!to)
            return to.status;
        const QPair<qint64, qint64> pair(from.value.id, to.value.id);
        if (ids.contains(pair)) {
            return {CatalogErrorCode::AlreadyExists,
                    localized("Table \"%2\" is wired to \"%3\" twice in database \"%1\"",
                              "数据库“%1”中表“%2”到“%3”的连线重复").arg(database, from.value.name, to.value.name)};
        }
        ids << pair;
    }

    if (const QString error = writeProfile(m_db, change.id.value, edited.profile); !error.isEmpty())
        return change.storageError(error);
    QSqlQuery query = preparedQuery(m_db, QStringLiteral("DELETE FROM wirings WHERE database_id = ?"), {change.id.value});
    if (!query.exec())
        return change.storageError(query.lastError().text());
    query.prepare(QStringLiteral("INSERT INTO wirings (database_id, source_table_id, sink_table_id, position) VALUES (?, ?, ?, ?)"));
    int position = 0;
    for (const auto &pair : qAsConst(ids)) {
        query.addBindValue(change.id.value);
        query.addBindValue(pair.first);
        query.addBindValue(pair.second);
        query.addBindValue(++position);
        if (!query.exec())
            return change.storageError(query.lastError().text());
    }
    return change.commit();
}

// ---- a consistent snapshot for exports ---------------------------------------------------

CatalogResult<QList<DatabaseSnapshot>> Catalog::snapshot(const QStringList &withContent) const
{
    if (CatalogStatus s = checkOpen(); !s)
        return s;
    const LocalizedText action = localized("read the catalog", "读取目录库");
    // One read transaction: in WAL mode every read in it sees the file as of its first read,
    // whatever other programs commit meanwhile.
    const ReadTransaction transaction(m_db, m_backend);
    if (!transaction.begun())
        return storageError(action, transaction.error());

    const CatalogResult<QList<DatabaseInfo>> all = databases();
    if (!all)
        return all.status;
    QSet<QString> wanted;
    for (const QString &name : withContent)
        wanted.insert(nameKey(name));
    QList<DatabaseSnapshot> out;
    for (const DatabaseInfo &info : all.value) {
        DatabaseSnapshot database;
        database.info = info;
        database.withContent = wanted.isEmpty() || wanted.contains(nameKey(info.name));
        if (database.withContent) {
            if (CatalogStatus s = readContent(&database); !s)
                return s;
        }
        out.append(database);
    }
    return out;
}

CatalogResult<DatabaseSnapshot> Catalog::databaseSnapshot(const QString &database) const
{
    if (CatalogStatus s = checkOpen(); !s)
        return s;
    const ReadTransaction transaction(m_db, m_backend);
    if (!transaction.begun())
        return storageError(localized("read the database", "读取数据库"), transaction.error());
    const CatalogResult<DatabaseInfo> info = this->database(database);
    if (!info)
        return info.status;
    DatabaseSnapshot out;
    out.info = info.value;
    out.withContent = true;
    if (CatalogStatus s = readContent(&out); !s)
        return s;
    return out;
}

CatalogStatus Catalog::readContent(DatabaseSnapshot *database) const
{
    const QString &name = database->info.name;
    const CatalogResult<QList<StoredTable>> tables = latestSpecs(name);
    if (!tables)
        return tables.status;
    const CatalogResult<qint64> id = databaseId(name);
    if (!id)
        return id.status;
    const CatalogResult<StoredJob> job = readJob(id.value);
    if (!job)
        return job.status;
    const CatalogResult<Environments> environments = readEnvironments(id.value);
    if (!environments)
        return environments.status;
    const CatalogResult<Connections> connections = readConnections(id.value);
    if (!connections)
        return connections.status;
    database->tables = tables.value;
    database->profile = job.value.profile;
    database->wirings = job.value.wirings;
    database->environments = environments.value;
    database->connections = connections.value;
    return {};
}

} // namespace st

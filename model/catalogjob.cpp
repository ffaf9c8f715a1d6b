// The catalog's job of a logical database (format 2): the job profile, the source -> sink
// wirings, and renaming a table with everything that refers to it.

#include "catalog.h"

#include "catalog_p.h"

#include <QSet>
#include <QVariant>

namespace st {

using namespace catalogdetail;

namespace {

LocalizedText wiringText(const QString &database, const Wiring &wiring)
{
    return text(QStringLiteral("%1: %2"), QStringLiteral("%1：%2"), database, wiring.subject());
}

} // namespace

// ---- renaming a table -------------------------------------------------------------------

CatalogResult<int> Catalog::renameTable(const QString &database, const QString &name, const QString &newName,
                                        int expectedRevision)
{
    if (CatalogStatus s = checkOpen(); !s)
        return s;
    if (CatalogStatus s = checkName(newName, true); !s)
        return s;
    if (expectedRevision == NewTable)
        expectedRevision = AnyRevision; // "new" means nothing for a table being renamed
    const LocalizedText action = text(QStringLiteral("rename the table"), QStringLiteral("重命名表"));
    Transaction transaction(*this);
    const CatalogResult<qint64> id = databaseForChange(transaction, database, action);
    if (!id)
        return id.status;
    const CatalogResult<TableRow> row = tableRow(id.value, database, name);
    if (!row)
        return row.status;
    if (!row.value.exists())
        return CatalogStatus(CatalogErrorCode::NotFound, noTable(database, name));
    if (CatalogStatus s = checkExpected(row.value, database, name, expectedRevision); !s)
        return s;
    if (newName == row.value.name)
        return row.value.revision; // nothing to change
    if (nameKey(newName) != nameKey(row.value.name)) {
        const CatalogResult<TableRow> other = tableRow(id.value, database, newName);
        if (!other)
            return other.status;
        if (other.value.exists()) {
            return CatalogStatus(CatalogErrorCode::AlreadyExists,
                                 text(QStringLiteral("A table \"%2\" already exists in database \"%1\"; \"%3\" was not renamed"),
                                      QStringLiteral("数据库“%1”中已存在表“%2”；未重命名“%3”"),
                                      database, other.value.name, row.value.name));
        }
    }
    const CatalogResult<StoredTable> current = get(database, name);
    if (!current)
        return current.status;

    QSqlQuery update(m_db);
    update.prepare(QStringLiteral("UPDATE tables SET name = ?, name_key = ? WHERE id = ?"));
    update.addBindValue(newName);
    update.addBindValue(nameKey(newName));
    update.addBindValue(row.value.id);
    if (!update.exec())
        return storageError(action, update.lastError().text());
    TableSpec spec = current.value.spec;
    spec.name = newName;
    const CatalogResult<int> saved = saveRevision(id.value, database, spec, row.value.revision, 0);
    if (!saved)
        return saved;
    if (!transaction.commit())
        return storageError(action, transaction.error().text());
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
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    query.prepare(QStringLiteral("SELECT key, value FROM job_profiles WHERE database_id = ?"));
    query.addBindValue(id.value);
    if (!query.exec())
        return storageError(text(QStringLiteral("read the job profile"), QStringLiteral("读取作业配置")), query.lastError().text());
    JobProfile profile;
    while (query.next())
        profile.insert(query.value(0).toString(), query.value(1).toString());
    return profile;
}

CatalogStatus Catalog::setJobOption(const QString &database, const QString &key, const QString &value)
{
    if (CatalogStatus s = checkOpen(); !s)
        return s;
    if (key.trimmed().isEmpty()) {
        return {CatalogErrorCode::InvalidName,
                text(QStringLiteral("A job option needs a key"), QStringLiteral("作业参数需要名称"))};
    }
    const LocalizedText action = text(QStringLiteral("save the job profile"), QStringLiteral("保存作业配置"));
    Transaction transaction(*this);
    const CatalogResult<qint64> id = databaseForChange(transaction, database, action);
    if (!id)
        return id.status;
    QSqlQuery query(m_db);
    if (value.isEmpty()) {
        query.prepare(QStringLiteral("DELETE FROM job_profiles WHERE database_id = ? AND key = ?"));
        query.addBindValue(id.value);
        query.addBindValue(key);
    } else {
        query.prepare(QStringLiteral("INSERT OR REPLACE INTO job_profiles (database_id, key, value) VALUES (?, ?, ?)"));
        query.addBindValue(id.value);
        query.addBindValue(key);
        query.addBindValue(value);
    }
    if (!query.exec() || !transaction.commit())
        return storageError(action, query.lastError().isValid() ? query.lastError().text() : transaction.error().text());
    return {};
}

CatalogStatus Catalog::setJobProfile(const QString &database, const JobProfile &profile)
{
    if (CatalogStatus s = checkOpen(); !s)
        return s;
    for (auto it = profile.cbegin(); it != profile.cend(); ++it) {
        if (it.key().trimmed().isEmpty()) {
            return {CatalogErrorCode::InvalidName,
                    text(QStringLiteral("A job option needs a key"), QStringLiteral("作业参数需要名称"))};
        }
    }
    const LocalizedText action = text(QStringLiteral("save the job profile"), QStringLiteral("保存作业配置"));
    Transaction transaction(*this);
    const CatalogResult<qint64> id = databaseForChange(transaction, database, action);
    if (!id)
        return id.status;
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("DELETE FROM job_profiles WHERE database_id = ?"));
    query.addBindValue(id.value);
    if (!query.exec())
        return storageError(action, query.lastError().text());
    query.prepare(QStringLiteral("INSERT INTO job_profiles (database_id, key, value) VALUES (?, ?, ?)"));
    for (auto it = profile.cbegin(); it != profile.cend(); ++it) {
        if (it.value().isEmpty())
            continue;
        query.addBindValue(id.value);
        query.addBindValue(it.key());
        query.addBindValue(it.value());
        if (!query.exec())
            return storageError(action, query.lastError().text());
    }
    if (!transaction.commit())
        return storageError(action, transaction.error().text());
    return {};
}

// ---- wirings ----------------------------------------------------------------------------

CatalogResult<Wirings> Catalog::wirings(const QString &database) const
{
    if (CatalogStatus s = checkOpen(); !s)
        return s;
    const CatalogResult<qint64> id = databaseId(database);
    if (!id)
        return id.status;
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    query.prepare(QStringLiteral("SELECT s.name, k.name FROM wirings w"
                                 " JOIN tables s ON s.id = w.source_table_id"
                                 " JOIN tables k ON k.id = w.sink_table_id"
                                 " WHERE w.database_id = ? ORDER BY w.position"));
    query.addBindValue(id.value);
    if (!query.exec())
        return storageError(text(QStringLiteral("read the wirings"), QStringLiteral("读取连线")), query.lastError().text());
    Wirings out;
    while (query.next())
        out.append({query.value(0).toString(), query.value(1).toString()});
    return out;
}

CatalogStatus Catalog::addWiring(const QString &database, const QString &source, const QString &sink)
{
    if (CatalogStatus s = checkOpen(); !s)
        return s;
    const LocalizedText action = text(QStringLiteral("save the wiring"), QStringLiteral("保存连线"));
    Transaction transaction(*this);
    const CatalogResult<qint64> id = databaseForChange(transaction, database, action);
    if (!id)
        return id.status;
    const CatalogResult<TableRow> from = tableRow(id.value, database, source);
    if (!from)
        return from.status;
    if (!from.value.exists())
        return {CatalogErrorCode::NotFound, noTable(database, source)};
    const CatalogResult<TableRow> to = tableRow(id.value, database, sink);
    if (!to)
        return to.status;
    if (!to.value.exists())
        return {CatalogErrorCode::NotFound, noTable(database, sink)};
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("SELECT 1 FROM wirings WHERE source_table_id = ? AND sink_table_id = ?"));
    query.addBindValue(from.value.id);
    query.addBindValue(to.value.id);
    if (!query.exec())
        return storageError(action, query.lastError().text());
    if (query.next()) {
        return {CatalogErrorCode::AlreadyExists,
                text(QStringLiteral("Table \"%2\" is already wired to \"%3\" in database \"%1\""),
                     QStringLiteral("数据库“%1”中表“%2”已连接到“%3”"), database, from.value.name, to.value.name)};
    }
    query.prepare(QStringLiteral("INSERT INTO wirings (database_id, source_table_id, sink_table_id, position)"
                                 " VALUES (?, ?, ?, (SELECT coalesce(max(position), 0) + 1 FROM wirings WHERE database_id = ?))"));
    query.addBindValue(id.value);
    query.addBindValue(from.value.id);
    query.addBindValue(to.value.id);
    query.addBindValue(id.value);
    if (!query.exec() || !transaction.commit())
        return storageError(action, query.lastError().isValid() ? query.lastError().text() : transaction.error().text());
    return {};
}

CatalogStatus Catalog::removeWiring(const QString &database, const QString &source, const QString &sink)
{
    if (CatalogStatus s = checkOpen(); !s)
        return s;
    const LocalizedText action = text(QStringLiteral("remove the wiring"), QStringLiteral("删除连线"));
    Transaction transaction(*this);
    const CatalogResult<qint64> id = databaseForChange(transaction, database, action);
    if (!id)
        return id.status;
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("DELETE FROM wirings WHERE database_id = ?"
                                 " AND source_table_id = (SELECT id FROM tables WHERE database_id = ? AND name_key = ?)"
                                 " AND sink_table_id = (SELECT id FROM tables WHERE database_id = ? AND name_key = ?)"));
    query.addBindValue(id.value);
    query.addBindValue(id.value);
    query.addBindValue(nameKey(source));
    query.addBindValue(id.value);
    query.addBindValue(nameKey(sink));
    if (!query.exec())
        return storageError(action, query.lastError().text());
    if (query.numRowsAffected() == 0) {
        const LocalizedText what = wiringText(database, Wiring{source, sink});
        return {CatalogErrorCode::NotFound,
                {QStringLiteral("There is no such wiring (%1)").arg(what.en), QStringLiteral("没有这条连线（%1）").arg(what.zh)}};
    }
    if (!transaction.commit())
        return storageError(action, transaction.error().text());
    return {};
}

// ---- a consistent snapshot for exports ---------------------------------------------------

CatalogResult<QList<DatabaseSnapshot>> Catalog::snapshot(const QStringList &withContent) const
{
    if (CatalogStatus s = checkOpen(); !s)
        return s;
    const LocalizedText action = text(QStringLiteral("read the catalog"), QStringLiteral("读取目录库"));
    // One read transaction: in WAL mode every read in it sees the file as of its first read,
    // whatever other programs commit meanwhile.
    QSqlQuery transaction(m_db);
    if (!transaction.exec(QStringLiteral("BEGIN")))
        return storageError(action, transaction.lastError().text());
    struct EndRead
    {
        QSqlDatabase db;
        ~EndRead() { QSqlQuery(db).exec(QStringLiteral("COMMIT")); }
    } endRead{m_db};

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
            const CatalogResult<QList<StoredTable>> tables = latestSpecs(info.name);
            if (!tables)
                return tables.status;
            const CatalogResult<JobProfile> profile = jobProfile(info.name);
            if (!profile)
                return profile.status;
            const CatalogResult<Wirings> wired = wirings(info.name);
            if (!wired)
                return wired.status;
            database.tables = tables.value;
            database.profile = profile.value;
            database.wirings = wired.value;
        }
        out.append(database);
    }
    return out;
}

} // namespace st

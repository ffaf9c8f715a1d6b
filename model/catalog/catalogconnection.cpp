// The connections of a logical database (format 6): named option sets its tables share
// (core/connection.h). A password or key is never stored in one, only its reference.

#include "catalog/catalog.h"

#include "catalog/catalog_p.h"
#include "core/secrets.h"

#include <QJsonDocument>
#include <QJsonObject>

namespace st {

using namespace catalogdetail;

namespace {

QString optionsJson(const QMap<QString, QString> &options)
{
    QJsonObject o;
    for (auto it = options.cbegin(); it != options.cend(); ++it)
        o.insert(it.key(), it.value());
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

bool parseOptions(const QString &json, QMap<QString, QString> *out)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(json.toUtf8(), &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
        return false;
    const QJsonObject o = doc.object();
    for (auto it = o.begin(); it != o.end(); ++it) {
        if (!it.value().isString())
            return false;
        out->insert(it.key(), it.value().toString());
    }
    return true;
}

CatalogStatus checkConnectionName(const QString &name)
{
    if (name.trimmed().isEmpty())
        return {CatalogErrorCode::InvalidName, localized("A connection name must not be empty", "连接名称不能为空")};
    if (const std::optional<LocalizedText> problem = nameCharacterProblem(name, localized("connection", "连接")))
        return {CatalogErrorCode::InvalidName, *problem};
    return {};
}

/// Refuses an option that would store a password or key as it is.
CatalogStatus checkConnectionOption(const QString &connection, const QString &key, const QString &value)
{
    if (key.trimmed().isEmpty())
        return {CatalogErrorCode::InvalidName, localized("An option of connection \"%1\" needs a key",
                                                         "连接“%1”的参数需要名称").arg(connection)};
    if (optionKeyLooksSecret(key) && holdsSecretInClear(key, value)) {
        return {CatalogErrorCode::SecretInClear,
                localized("'%1' of connection \"%2\" would store a secret in clear; nothing was written."
                          " Write ${secret:NAME} in its place and give the value at export (STREAMTABLE_SECRET_NAME or --secrets FILE)",
                          "连接“%2”的“%1”会以明文保存机密；未写入任何内容。请改写为 ${secret:NAME}，"
                          "在导出时给出其值（STREAMTABLE_SECRET_NAME 或 --secrets 文件）").arg(key, connection)};
    }
    return {};
}

/// A whole connection as it may be stored: a name, and no option without a key or holding a
/// password or key as it is.
CatalogStatus checkConnection(const Connection &connection)
{
    if (CatalogStatus s = checkConnectionName(connection.name); !s)
        return s;
    for (auto it = connection.options.cbegin(); it != connection.options.cend(); ++it) {
        if (CatalogStatus s = checkConnectionOption(connection.name, it.key(), it.value()); !s)
            return s;
    }
    return {};
}

/// Connections that can all be stored: each as checkConnection() says, no name twice.
CatalogStatus checkConnections(const QString &database, const Connections &connections)
{
    QStringList keys;
    for (const Connection &c : connections) {
        if (CatalogStatus s = checkConnection(c); !s)
            return s;
        if (keys.contains(nameKey(c.name))) {
            return {CatalogErrorCode::AlreadyExists,
                    localized("Database \"%1\" would have connection \"%2\" twice", "数据库“%1”中连接“%2”重复").arg(database, c.name)};
        }
        keys << nameKey(c.name);
    }
    return {};
}

/// Writes a connection's row in the running write transaction: a new row, or the row of the
/// connection stored as `replacing` (a name key) when it is not empty. Returns the error text.
QString writeConnectionRow(const QSqlDatabase &db, qint64 databaseId, const Connection &connection, const QString &replacing)
{
    QSqlQuery query = replacing.isEmpty()
        ? preparedQuery(db, QStringLiteral("INSERT INTO connections (database_id, name, name_key, connector, options) VALUES (?, ?, ?, ?, ?)"),
                        {databaseId, connection.name, nameKey(connection.name), connection.connector, optionsJson(connection.options)})
        : preparedQuery(db, QStringLiteral("UPDATE connections SET connector = ?, options = ? WHERE database_id = ? AND name_key = ?"),
                        {connection.connector, optionsJson(connection.options), databaseId, replacing});
    return query.exec() ? QString() : query.lastError().text();
}

/// Deletes connection `name`'s row in the running write transaction; `deleted` gets how many
/// rows went. Returns the error text.
QString deleteConnectionRow(const QSqlDatabase &db, qint64 databaseId, const QString &name, int *deleted)
{
    QSqlQuery query = preparedQuery(db, QStringLiteral("DELETE FROM connections WHERE database_id = ? AND name_key = ?"),
                                    {databaseId, nameKey(name)});
    if (!query.exec())
        return query.lastError().text();
    *deleted = query.numRowsAffected();
    return QString();
}

/// A connection stays for the connector it was made for: its tables are of that connector.
CatalogStatus forAnotherConnector(const QString &database, const Connection &stored, const QString &connector)
{
    return {CatalogErrorCode::Conflict,
            localized("Connection \"%2\" of database \"%1\" is for %3 tables, not %4; nothing was written",
                      "数据库“%1”的连接“%2”用于 %3 表，不是 %4；未写入任何内容").arg(database, stored.name, stored.connector, connector)};
}

CatalogStatus connectionExists(const QString &database, const QString &name)
{
    return {CatalogErrorCode::AlreadyExists,
            localized("Database \"%1\" already has a connection \"%2\"", "数据库“%1”已有连接“%2”").arg(database, name)};
}

LocalizedText noConnection(const QString &database, const QString &name)
{
    return localized("Database \"%1\" has no connection \"%2\"", "数据库“%1”没有连接“%2”").arg(database, name);
}

} // namespace

CatalogResult<Connections> Catalog::readConnections(qint64 databaseId) const
{
    const LocalizedText action = localized("read the connections", "读取连接");
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    query.prepare(QStringLiteral("SELECT name, connector, options FROM connections WHERE database_id = ? ORDER BY name_key, id"));
    query.addBindValue(databaseId);
    if (!query.exec())
        return storageError(action, query.lastError().text());
    Connections out;
    while (query.next()) {
        Connection c{query.value(0).toString(), query.value(1).toString(), {}};
        if (!parseOptions(query.value(2).toString(), &c.options)) {
            return CatalogStatus(CatalogErrorCode::Damaged,
                                 localized("The stored options of connection \"%1\" cannot be read",
                                           "连接“%1”保存的参数无法读取").arg(c.name));
        }
        out << c;
    }
    return out;
}

CatalogResult<Connections> Catalog::connections(const QString &database) const
{
    if (CatalogStatus s = checkOpen(); !s)
        return s;
    const ReadTransaction transaction(m_db, m_backend);
    if (!transaction.begun())
        return storageError(localized("read the connections", "读取连接"), transaction.error());
    const CatalogResult<qint64> id = databaseId(database);
    if (!id)
        return id.status;
    return readConnections(id.value);
}

CatalogResult<QStringList> Catalog::tablesUsingConnection(const QString &database, const QString &name) const
{
    const CatalogResult<QList<StoredTable>> tables = latestSpecs(database);
    if (!tables)
        return tables.status;
    QStringList out;
    for (const StoredTable &t : tables.value) {
        if (!t.spec.connection.isEmpty() && nameKey(t.spec.connection) == nameKey(name))
            out << t.spec.name;
    }
    return out;
}

CatalogStatus Catalog::setConnectionOption(const QString &database, const QString &name, const QString &connector,
                                           const QString &key, const QString &value)
{
    DatabaseChange change(*this, database, localized("change the connection", "修改连接"),
                          firstFailure({checkConnectionName(name), checkConnectionOption(name, key, value)}));
    if (!change.id)
        return change.id.status;
    const CatalogResult<Connections> stored = readConnections(change.id.value);
    if (!stored)
        return stored.status;
    const Connection *existing = findConnection(stored.value, name);
    Connection edited = existing ? *existing : Connection{name, connector, {}};
    if (!existing && connector.isEmpty()) {
        return {CatalogErrorCode::InvalidName,
                localized("Database \"%1\" has no connection \"%2\" yet: give the connector it is for",
                          "数据库“%1”还没有连接“%2”：请给出它所用的连接器").arg(database, name)};
    }
    if (existing && !connector.isEmpty() && connector != existing->connector)
        return forAnotherConnector(database, *existing, connector);
    if (value.isEmpty())
        edited.options.remove(key);
    else
        edited.options.insert(key, value);
    if (CatalogStatus s = checkConnectionSecretVariables(change.id.value, edited); !s)
        return s;
    if (const QString error = writeConnectionRow(m_db, change.id.value, edited, existing ? nameKey(name) : QString()); !error.isEmpty())
        return change.storageError(error);
    return change.commit();
}

CatalogStatus Catalog::saveConnection(const QString &database, const Connection &edited, const Connection *base)
{
    DatabaseChange change(*this, database, localized("save the connection", "保存连接"), checkConnection(edited));
    if (!change.id)
        return change.id.status;
    // Compared under the write lock: nobody can change it between this read and the write.
    const CatalogResult<Connections> stored = readConnections(change.id.value);
    if (!stored)
        return stored.status;
    const Connection *now = findConnection(stored.value, base ? base->name : edited.name);
    if (!base && now) {
        return connectionExists(database, now->name);
    }
    if (base && (!now || *now != *base)) {
        return {CatalogErrorCode::Conflict,
                localized("Connection \"%2\" of database \"%1\" was changed elsewhere since it was read; nothing was saved."
                          " Read it again and make the change on top of it.",
                          "数据库“%1”的连接“%2”在读取后已被其他程序修改；未保存任何内容。请重新读取，在其基础上再修改。").arg(database, base->name)};
    }
    if (CatalogStatus s = checkConnectionSecretVariables(change.id.value, edited); !s)
        return s;
    if (const QString error = writeConnectionRow(m_db, change.id.value, edited, base ? nameKey(base->name) : QString()); !error.isEmpty())
        return change.storageError(error);
    return change.commit();
}

CatalogStatus Catalog::checkConnectionNamed(qint64 databaseId, const QString &database, const TableSpec &spec) const
{
    if (spec.connection.isEmpty())
        return {};
    const CatalogResult<Connections> stored = readConnections(databaseId);
    if (!stored)
        return stored.status;
    // Whether a connection of another connector serves the table is the schemas' to say
    // (connectionsOf), which the callers check with withConnection() before they save.
    if (findConnection(stored.value, spec.connection))
        return {};
    const LocalizedText problem = connectionMissing(spec, database);
    return {CatalogErrorCode::NotFound,
            {problem.en + QStringLiteral("; nothing was saved"), problem.zh + QStringLiteral("；未保存任何内容")}};
}

CatalogStatus Catalog::addConnections(qint64 databaseId, const QString &database, const Connections &connections)
{
    if (connections.isEmpty())
        return {};
    const CatalogResult<Connections> stored = readConnections(databaseId);
    if (!stored)
        return stored.status;
    for (const Connection &c : connections) {
        if (CatalogStatus s = checkConnection(c); !s)
            return s;
        if (const Connection *there = findConnection(stored.value, c.name)) {
            if (there->connector == c.connector && there->options == c.options)
                continue;
            return connectionExists(database, there->name);
        }
        if (CatalogStatus s = checkConnectionSecretVariables(databaseId, c); !s)
            return s;
        if (const QString error = writeConnectionRow(m_db, databaseId, c, QString()); !error.isEmpty())
            return storageError(localized("make the connection", "创建连接"), error);
    }
    return {};
}

CatalogStatus Catalog::checkConnectionUnused(const QString &database, const QString &name) const
{
    const CatalogResult<QStringList> users = tablesUsingConnection(database, name);
    if (!users)
        return users.status;
    if (!users.value.isEmpty()) {
        return {CatalogErrorCode::NotEmpty,
                localized("Connection \"%2\" of database \"%1\" is used by %3; it was not dropped",
                          "数据库“%1”的连接“%2”正被 %3 使用；未删除").arg(database, name, users.value.join(QStringLiteral(", ")))};
    }
    return {};
}

CatalogStatus Catalog::saveConnections(const QString &database, const Connections &edited, const Connections &base)
{
    DatabaseChange change(*this, database, localized("save the connections", "保存连接"), checkConnections(database, edited));
    if (!change.id)
        return change.id.status;
    // Compared under the write lock: nobody can change them, or start using one that goes,
    // between these reads and the write.
    const CatalogResult<Connections> now = readConnections(change.id.value);
    if (!now)
        return now.status;
    if (now.value != base) {
        return {CatalogErrorCode::Conflict,
                localized("The connections of database \"%1\" were changed elsewhere since they were read; nothing was saved."
                          " Read them again and make the change on top of them.",
                          "数据库“%1”的连接在读取后已被其他程序修改；未保存任何内容。请重新读取，在其基础上再修改。").arg(database)};
    }
    for (const Connection &stored : now.value) {
        const Connection *kept = findConnection(edited, stored.name);
        if (!kept) {
            if (CatalogStatus unused = checkConnectionUnused(database, stored.name); !unused)
                return unused;
            int deleted = 0;
            if (const QString error = deleteConnectionRow(m_db, change.id.value, stored.name, &deleted); !error.isEmpty())
                return change.storageError(error);
        } else if (kept->connector != stored.connector) {
            return forAnotherConnector(database, stored, kept->connector);
        }
    }
    for (const Connection &c : edited) {
        const Connection *stored = findConnection(now.value, c.name);
        if (stored && *stored == c)
            continue;
        if (CatalogStatus s = checkConnectionSecretVariables(change.id.value, c); !s)
            return s;
        if (const QString error = writeConnectionRow(m_db, change.id.value, c, stored ? nameKey(c.name) : QString()); !error.isEmpty())
            return change.storageError(error);
    }
    return change.commit();
}

CatalogStatus Catalog::dropConnection(const QString &database, const QString &name)
{
    DatabaseChange change(*this, database, localized("drop the connection", "删除连接"));
    if (!change.id)
        return change.id.status;
    // Read under the write lock: no table can start using it before it goes.
    if (CatalogStatus unused = checkConnectionUnused(database, name); !unused)
        return unused;
    int deleted = 0;
    if (const QString error = deleteConnectionRow(m_db, change.id.value, name, &deleted); !error.isEmpty())
        return change.storageError(error);
    if (deleted == 0)
        return {CatalogErrorCode::NotFound, noConnection(database, name)};
    return change.commit();
}

} // namespace st

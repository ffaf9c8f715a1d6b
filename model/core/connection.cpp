#include "core/connection.h"

#include "core/names.h"

namespace st {

const Connection *findConnection(const Connections &connections, const QString &name)
{
    const QString key = nameKey(name);
    for (const Connection &c : connections) {
        if (nameKey(c.name) == key)
            return &c;
    }
    return nullptr;
}

bool ConnectionKind::holds(const QString &key) const
{
    if (options.contains(key))
        return true;
    for (const QString &prefix : prefixes) {
        if (key.startsWith(prefix))
            return true;
    }
    return false;
}

LocalizedText connectionMissing(const TableSpec &spec, const QString &database)
{
    return localized("table \"%1\" uses connection \"%2\", which database \"%3\" does not have", "表“%1”使用的连接“%2”在数据库“%3”中不存在")
        .arg(spec.name, spec.connection, database);
}

bool connectionServes(const Connection &connection, const QString &connector, const ConnectionKind *kind)
{
    return connection.connector == connector || (kind && kind->connectionsOf.contains(connection.connector));
}

bool withConnection(const TableSpec &spec, const Connections &connections, const QString &database, TableSpec *out,
                    LocalizedText *problem, const ConnectionKind *kind)
{
    *out = spec;
    if (spec.connection.isEmpty())
        return true;
    const Connection *connection = findConnection(connections, spec.connection);
    if (!connection) {
        *problem = connectionMissing(spec, database);
        return false;
    }
    if (!connectionServes(*connection, spec.connector, kind)) {
        *problem = localized("table \"%1\" (%2) uses connection \"%3\", which is for %4 tables", "表“%1”（%2）使用的连接“%3”用于 %4 表")
                       .arg(spec.name, spec.connector, connection->name, connection->connector);
        return false;
    }
    // A catalog's options make the catalog, not the table (CREATE CATALOG before it).
    if (kind && kind->isCatalog())
        return true;
    // Another connector's connection gives what this connector's connections may hold: a
    // kafka connection's value-format registry (`avro-confluent.url`) is not upsert-kafka's.
    const bool sameConnector = connection->connector == spec.connector;
    for (auto it = connection->options.cbegin(); it != connection->options.cend(); ++it) {
        if (out->options.value(it.key()).isEmpty() && (sameConnector || kind->holds(it.key())))
            out->options.insert(it.key(), it.value());
    }
    return true;
}

} // namespace st

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

bool withConnection(const TableSpec &spec, const Connections &connections, const QString &database, TableSpec *out,
                    LocalizedText *problem)
{
    *out = spec;
    if (spec.connection.isEmpty())
        return true;
    const Connection *connection = findConnection(connections, spec.connection);
    if (!connection) {
        *problem = localized("table \"%1\" uses connection \"%2\", which database \"%3\" does not have", "表“%1”使用的连接“%2”在数据库“%3”中不存在")
                       .arg(spec.name, spec.connection, database);
        return false;
    }
    if (connection->connector != spec.connector) {
        *problem = localized("table \"%1\" (%2) uses connection \"%3\", which is for %4 tables", "表“%1”（%2）使用的连接“%3”用于 %4 表")
                       .arg(spec.name, spec.connector, connection->name, connection->connector);
        return false;
    }
    for (auto it = connection->options.cbegin(); it != connection->options.cend(); ++it) {
        if (out->options.value(it.key()).isEmpty())
            out->options.insert(it.key(), it.value());
    }
    return true;
}

} // namespace st

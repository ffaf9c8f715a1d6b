#pragma once

// Connections: a named set of connector options a logical database's tables share (a Kafka
// cluster's address and security settings, a Hive metastore), so a change of cluster is made
// once. A table names its connection (TableSpec::connection) and takes the connection's options
// where it does not set them itself: its own options win. Which options a connection of a
// connector may hold is schema data (ConnectorSchema::connection). A connection's values may
// refer to variables (${NAME}) and secrets (${secret:NAME}) like a table's.

#include "core/localizedtext.h"
#include "core/tablespec.h"

#include <QList>
#include <QMap>
#include <QString>

namespace st {

struct Connection
{
    QString name;      ///< as first typed; compared as nameKey()
    QString connector; ///< the connector whose tables may use it
    QMap<QString, QString> options;

    bool operator==(const Connection &o) const { return name == o.name && connector == o.connector && options == o.options; }
    bool operator!=(const Connection &o) const { return !(*this == o); }
};

/// A database's connections, sorted by name.
using Connections = QList<Connection>;

/// The connection called `name` (compared as nameKey()), or null.
const Connection *findConnection(const Connections &connections, const QString &name);

/// `spec` as it is written: the options of the connection it names added where it sets none of
/// its own. False, with `problem` naming the table, the connection and the database, when the
/// database has no such connection or it is one for another connector; `out` is then `spec`.
bool withConnection(const TableSpec &spec, const Connections &connections, const QString &database, TableSpec *out,
                    LocalizedText *problem);

} // namespace st

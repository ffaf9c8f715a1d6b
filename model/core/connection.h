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
#include <QStringList>

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

/// What a connection of a connector may hold (a schema's `"connection"`): the options that a
/// named set shared by several tables gives them (a cluster's address, its security settings),
/// by key or by key prefix, and the other connectors whose connections its tables may use too
/// (`"connectionsOf"`: an upsert-kafka table on the cluster of a kafka connection). Empty: the
/// connector has no connections.
struct ConnectionKind
{
    QStringList options;       ///< declared option keys
    QStringList prefixes;      ///< key prefixes (`properties.sasl.`)
    QStringList connectionsOf; ///< other connectors whose connections serve this one's tables
    /// A connection of this connector is a lake catalog (Paimon's): its options are the
    /// catalog's, written in a CREATE CATALOG with 'type' = `catalogType` before its tables, not
    /// given to the tables; a table of the connector lives in one and must name it.
    QString catalogType;

    bool isCatalog() const { return !catalogType.isEmpty(); }

    bool isEmpty() const { return options.isEmpty() && prefixes.isEmpty(); }
    bool holds(const QString &key) const;
};

/// "table T uses connection C, which database D does not have".
LocalizedText connectionMissing(const TableSpec &spec, const QString &database);

/// Whether `connection` serves tables of `connector`, whose connections are of `kind` (null:
/// not known, only a connection of the same connector serves them).
bool connectionServes(const Connection &connection, const QString &connector, const ConnectionKind *kind);

/// The connection called `name` (compared as nameKey()), or null.
const Connection *findConnection(const Connections &connections, const QString &name);

/// `spec` as it is written: the options of the connection it names added where it sets none of
/// its own. `kind` is what connections of the table's connector are (its schema's; null when
/// not known): a connection of another connector it accepts (connectionsOf) gives the options
/// `kind` holds, and no others. False, with `problem` naming the table, the connection and the
/// database, when the database has no such connection or it is one for another connector that
/// does not serve the table; `out` is then `spec`.
bool withConnection(const TableSpec &spec, const Connections &connections, const QString &database, TableSpec *out,
                    LocalizedText *problem, const ConnectionKind *kind = nullptr);

} // namespace st

#pragma once

// What an import can offer to make a connection of: cluster settings that several imported
// tables repeat (the same bootstrap servers and security settings on every Kafka table), so that
// they are given once and changed once (core/connection.h). Which options a connection of a
// connector may hold is the schema's `connection`.

#include "import/ddlimport.h"
#include "core/connection.h"
#include "core/tablespec.h"
#include "schema/schemaregistry.h"

#include <QList>
#include <QStringList>

namespace st {

/// One connection the tables in `tables` could use in place of the options they repeat.
struct ConnectionOffer
{
    Connection connection; ///< its name (suggested), connector and the options it would give
    bool existing = false; ///< the database has a connection of that name with these options already
    QStringList tables;    ///< the tables that would use it, in the order they were given

    /// The tables named for a line of text: all of them when there are few, else the first
    /// ones and how many more ("a, b, c, d, e and 995 more"), so that an import of thousands of
    /// tables does not say one line of thousands of names.
    LocalizedText tablesInShort() const;

    bool operator==(const ConnectionOffer &o) const
    {
        return connection == o.connection && existing == o.existing && tables == o.tables;
    }
};

/// The connections `tables` could use. Tables of one connector that hold the same values for
/// every option a connection of it may hold (at least one, and none a password held as it is)
/// make one offer when there are two or more of them; one or more that hold exactly the options
/// of a connection the database has (`existing`, same connector) are offered that connection.
/// A table that names a connection already is left out. A new connection is named after its
/// connector (`kafka`, then `kafka-2`, ...), never a name `existing` or another offer has. Stable:
/// offers in the order of their first table.
QList<ConnectionOffer> offerConnections(const QList<TableSpec> &tables, const SchemaRegistry &registry, const Connections &existing);

/// The lake catalogs the import's CREATE CATALOG statements make (ImportedStatement::catalog)
/// that some of `tables` are in (name as their connection), each with those tables: a table of
/// a catalog cannot be stored without it, so the import makes each with its tables, whatever it
/// does with the other offers. `existing` when the database has a connection of that name
/// already: the tables use it as it is (a different one says so when they are checked).
QList<ConnectionOffer> catalogOffers(const QList<ImportedStatement> &statements, const QList<TableSpec> &tables, const Connections &existing);

/// `spec` as it is when it uses `offer`'s connection: it names it, and the options the
/// connection gives are no longer its own (written the same: see withConnection()). `spec`
/// unchanged when it is not one of the offer's tables.
TableSpec useConnection(const TableSpec &spec, const ConnectionOffer &offer);

} // namespace st

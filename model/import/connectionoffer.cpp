#include "import/connectionoffer.h"

#include "core/names.h"

#include <QHash>
#include <QSet>

#include <algorithm>

namespace st {

namespace {

/// The options of `spec` a connection of its connector could give it: held by the connection
/// kind, set, and not a secret. A secret stays the table's: a connection refuses one in clear,
/// and the import has made each of those a reference to a secret named after its table, which
/// no other table shares.
QMap<QString, QString> connectionPart(const TableSpec &spec, const ConnectionKind &kind)
{
    QMap<QString, QString> out;
    for (auto it = spec.options.cbegin(); it != spec.options.cend(); ++it) {
        if (!it.value().isEmpty() && kind.holds(it.key()) && !optionKeyLooksSecret(it.key()))
            out.insert(it.key(), it.value());
    }
    return out;
}

/// A name for a new connection of `connector` that none of `taken` (name keys) has.
QString freeName(const QString &connector, QSet<QString> *taken)
{
    QString name = connector;
    for (int n = 2; taken->contains(nameKey(name)); ++n)
        name = QStringLiteral("%1-%2").arg(connector).arg(n);
    taken->insert(nameKey(name));
    return name;
}

} // namespace

LocalizedText ConnectionOffer::tablesInShort() const
{
    constexpr int Shown = 5;
    // "and 1 more" would say no less than the name it stands for.
    QStringList named = tables;
    if (named.size() > Shown + 1)
        named = tables.mid(0, Shown);
    const LocalizedText list{named.join(QStringLiteral(", ")), named.join(QStringLiteral("、"))};
    if (named.size() == tables.size())
        return list;
    const QString more = QString::number(tables.size() - Shown);
    const LocalizedText andMore = localized("%1 and %2 more", "%1 及另外 %2 张表");
    return {andMore.en.arg(list.en, more), andMore.zh.arg(list.zh, more)};
}

QList<ConnectionOffer> offerConnections(const QList<TableSpec> &tables, const SchemaRegistry &registry, const Connections &existing)
{
    QList<ConnectionOffer> offers;
    QHash<QString, int> offerOf; // connector + options -> index into offers
    for (const TableSpec &spec : tables) {
        if (!spec.connection.isEmpty())
            continue;
        const ConnectorSchemaPtr schema = registry.find(spec.connector);
        if (!schema || schema->connection.isEmpty())
            continue;
        const QMap<QString, QString> part = connectionPart(spec, schema->connection);
        if (part.isEmpty())
            continue;
        QString key = spec.connector;
        for (auto it = part.cbegin(); it != part.cend(); ++it)
            key += QLatin1Char('\n') + it.key() + QLatin1Char('=') + it.value();
        const auto found = offerOf.constFind(key);
        if (found != offerOf.cend()) {
            offers[*found].tables << spec.name;
            continue;
        }
        offerOf.insert(key, int(offers.size()));
        offers << ConnectionOffer{Connection{QString(), spec.connector, part}, false, {spec.name}};
    }

    QSet<QString> taken;
    for (const Connection &c : existing)
        taken << nameKey(c.name);
    QList<ConnectionOffer> out;
    for (ConnectionOffer &offer : offers) {
        for (const Connection &c : existing) {
            if (c.connector == offer.connection.connector && c.options == offer.connection.options) {
                offer.connection.name = c.name;
                offer.existing = true;
                break;
            }
        }
        if (!offer.existing && offer.tables.size() < 2)
            continue; // one table repeats nothing
        if (!offer.existing)
            offer.connection.name = freeName(offer.connection.connector, &taken);
        out << offer;
    }
    return out;
}

TableSpec useConnection(const TableSpec &spec, const ConnectionOffer &offer)
{
    if (!offer.tables.contains(spec.name))
        return spec;
    TableSpec out = spec;
    out.connection = offer.connection.name;
    for (auto it = offer.connection.options.cbegin(); it != offer.connection.options.cend(); ++it) {
        if (out.options.value(it.key()) == it.value())
            out.options.remove(it.key());
    }
    return out;
}

QList<ConnectionOffer> catalogOffers(const QList<ImportedStatement> &statements, const QList<TableSpec> &tables, const Connections &existing)
{
    QList<ConnectionOffer> offers;
    for (const ImportedStatement &statement : statements) {
        if (!statement.catalog)
            continue;
        ConnectionOffer offer{*statement.catalog, findConnection(existing, statement.catalog->name) != nullptr, {}};
        for (const TableSpec &table : tables) {
            if (table.connector == offer.connection.connector && nameKey(table.connection) == nameKey(offer.connection.name))
                offer.tables << table.name;
        }
        // The last CREATE CATALOG of a name is the one its tables were read in.
        offers.erase(std::remove_if(offers.begin(), offers.end(),
                                    [&](const ConnectionOffer &o) { return nameKey(o.connection.name) == nameKey(offer.connection.name); }),
                     offers.end());
        if (!offer.tables.isEmpty())
            offers << offer;
    }
    return offers;
}

} // namespace st

// Catalog::searchContent(): tables of every database found by name, connector or option value.

#include "catalog/catalog.h"

#include "catalog/catalog_p.h"
#include "core/names.h"
#include "core/secrets.h"

#include <algorithm>

namespace st {

using namespace catalogdetail;

namespace {

/// True when SQLite's instr(lower(spec), needle) finds every stored spec whose text holds
/// `needle`: printable ASCII (lower() folds ASCII only) with nothing the JSON text escapes.
bool prefilterFinds(const QString &needle)
{
    return std::all_of(needle.cbegin(), needle.cend(), [](QChar c) {
        return c.unicode() >= 0x20 && c.unicode() < 0x7f && c != QLatin1Char('"') && c != QLatin1Char('\\');
    });
}

} // namespace

CatalogResult<SearchResult> Catalog::searchContent(const QString &textToFind, const SecretOption &isSecret, int limit) const
{
    if (CatalogStatus s = checkOpen(); !s)
        return s;
    const QString needle = nameKey(textToFind);
    if (needle.isEmpty())
        return SearchResult();
    const SecretOption secret = isSecret ? isSecret : [](const QString &, const QString &key) { return optionKeyLooksSecret(key); };
    const bool prefilter = prefilterFinds(needle);
    QString sql = QStringLiteral("SELECT d.name, t.name, t.connector, r.spec"
                                 " FROM databases d JOIN tables t ON t.database_id = d.id"
                                 " JOIN revisions r ON r.table_id = t.id AND r.revision = t.revision");
    if (prefilter)
        sql += QStringLiteral(" WHERE %1 OR %2 OR %3")
                   .arg(catalogdialect::contains(m_backend, QStringLiteral("lower(r.spec)")),
                        catalogdialect::contains(m_backend, QStringLiteral("t.name_key")),
                        catalogdialect::contains(m_backend, QStringLiteral("lower(t.connector)")));
    sql += QStringLiteral(" ORDER BY d.name_key, t.name_key");
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    query.prepare(sql);
    if (prefilter) {
        for (int i = 0; i < 3; ++i)
            query.addBindValue(needle);
    }
    if (!query.exec())
        return storageError(localized("search", "搜索"), query.lastError().text());
    const auto holds = [&needle](const QString &haystack) { return nameKey(haystack).contains(needle); };
    SearchResult out;
    while (query.next()) {
        TableMatch match;
        match.database = query.value(0).toString();
        match.table = query.value(1).toString();
        match.connector = query.value(2).toString();
        if (holds(match.table))
            match.hits.append({SearchHit::Field::Name, QString(), QString()});
        if (holds(match.connector))
            match.hits.append({SearchHit::Field::Connector, QString(), QString()});
        TableSpec spec;
        QString error;
        if (TableSpec::fromJsonText(query.value(3).toString().toUtf8(), &spec, &error)) {
            for (auto it = spec.options.cbegin(); it != spec.options.cend(); ++it) {
                if (!secret(match.connector, it.key())) {
                    if (holds(it.value()))
                        match.hits.append({SearchHit::Field::Option, it.key(), it.value()});
                    continue;
                }
                // Of a secret option only its ${secret:NAME} references are searched and shown,
                // so that where a secret is used can be found (where-used) without the rest of
                // the value.
                for (const QString &name : secretReferences(it.value())) {
                    const QString reference = secretReference(name);
                    if (holds(reference))
                        match.hits.append({SearchHit::Field::Option, it.key(), reference});
                }
            }
        }
        if (match.hits.isEmpty())
            continue;
        if (limit >= 0 && out.tables.size() >= limit) {
            out.truncated = true;
            break;
        }
        out.tables.append(std::move(match));
    }
    sortByKeyMadeOnce(out.tables, [](const TableMatch &m) { return std::make_pair(naturalSortKey(m.database), naturalSortKey(m.table)); });
    return out;
}

} // namespace st

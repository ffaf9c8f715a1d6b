// Saving many table specs in one transaction: what an import of a DDL file or folder does.

#include "catalog/catalog.h"

#include "catalog/catalog_p.h"

namespace st {

using namespace catalogdetail;

CatalogResult<QList<int>> Catalog::putMany(const QString &database, const QList<TableSpec> &specs, OnExisting onExisting)
{
    if (CatalogStatus s = checkOpen(); !s)
        return s;
    for (const TableSpec &spec : specs) {
        if (CatalogStatus s = checkName(spec.name, true); !s)
            return s;
    }
    const LocalizedText action = text(QStringLiteral("import the tables"), QStringLiteral("导入表"));
    Transaction transaction(*this);
    const CatalogResult<qint64> id = databaseForChange(transaction, database, action);
    if (!id)
        return id.status;
    // The rows read once and kept up to date here: a name given twice (under revise) finds
    // the revision its earlier definition saved.
    CatalogResult<QHash<QString, TableRow>> rows = tableRows(id.value);
    if (!rows)
        return rows.status;
    SaveQueries queries(m_db);
    QList<int> revisions;
    revisions.reserve(specs.size());
    for (const TableSpec &spec : specs) {
        TableRow &row = rows.value[nameKey(spec.name)];
        int expected = onExisting == OnExisting::Fail ? NewTable : AnyRevision;
        if (onExisting == OnExisting::Skip) {
            if (row.exists()) {
                revisions << 0;
                continue;
            }
            expected = NewTable;
        }
        const CatalogResult<int> saved = writeRevision(id.value, database, spec, expected, 0, &row, queries);
        if (!saved)
            return saved.status; // the transaction rolls back: nothing of the batch stays
        revisions << saved.value;
    }
    if (!transaction.commit())
        return storageError(action, transaction.error().text());
    return revisions;
}

} // namespace st

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
    QList<int> revisions;
    revisions.reserve(specs.size());
    for (const TableSpec &spec : specs) {
        int expected = onExisting == OnExisting::Fail ? NewTable : AnyRevision;
        if (onExisting == OnExisting::Skip) {
            const CatalogResult<TableRow> row = tableRow(id.value, database, spec.name);
            if (!row)
                return row.status;
            if (row.value.exists()) {
                revisions << 0;
                continue;
            }
            expected = NewTable;
        }
        const CatalogResult<int> saved = saveRevision(id.value, database, spec, expected, 0);
        if (!saved)
            return saved.status; // the transaction rolls back: nothing of the batch stays
        revisions << saved.value;
    }
    if (!transaction.commit())
        return storageError(action, transaction.error().text());
    return revisions;
}

} // namespace st

// Saving many table specs in one transaction: what an import of a DDL file or folder does.

#include "catalog/catalog.h"

#include "catalog/catalog_p.h"

namespace st {

using namespace catalogdetail;

CatalogResult<TableSpec> Catalog::currentSpec(const TableRow &row) const
{
    const LocalizedText action = localized("read the catalog", "读取目录库");
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    query.prepare(QStringLiteral("SELECT spec FROM revisions WHERE table_id = ? AND revision = ?"));
    query.addBindValue(row.id);
    query.addBindValue(row.revision);
    if (!query.exec())
        return storageError(action, query.lastError().text());
    if (!query.next())
        return storageError(action, QStringLiteral("revision %1 of table %2 is missing").arg(row.revision).arg(row.name));
    TableSpec spec;
    QString error;
    if (!TableSpec::fromJsonText(query.value(0).toString().toUtf8(), &spec, &error))
        return storageError(action, QStringLiteral("revision %1 of table %2: %3").arg(QString::number(row.revision), row.name, error));
    return spec;
}

CatalogResult<QList<BatchSaved>> Catalog::putMany(const QString &database, const QList<TableSpec> &specs, OnExisting onExisting,
                                                  const Connections &connections, const Wirings &wirings,
                                                  const QList<int> &expectedRevisions)
{
    if (CatalogStatus s = checkOpen(); !s)
        return s;
    if (!expectedRevisions.isEmpty() && expectedRevisions.size() != specs.size()) {
        return CatalogStatus(CatalogErrorCode::InvalidName,
                localized("%1 expected revisions given for %2 tables; nothing was saved",
                          "为 %2 个表给出了 %1 个预期版本；未保存任何内容")
                    .arg(QString::number(expectedRevisions.size()), QString::number(specs.size())));
    }
    for (const TableSpec &spec : specs) {
        if (CatalogStatus s = checkName(spec.name, true); !s)
            return s;
    }
    const LocalizedText action = localized("import the tables", "导入表");
    DatabaseChange change(*this, database, action);
    if (!change.id)
        return change.id.status;
    if (CatalogStatus made = addConnections(change.id.value, database, connections); !made)
        return made;
    // The rows read once and kept up to date here: a name given twice (under revise) finds
    // the revision its earlier definition saved.
    CatalogResult<QHash<QString, TableRow>> rows = tableRows(change.id.value);
    if (!rows)
        return rows.status;
    // Read under the write lock, so no other writer can move a table between this check and
    // the saves below. A spec's base is the table as it was before this batch: a name given
    // twice has one base, not the revision its earlier definition here saved.
    for (int i = 0; i < expectedRevisions.size(); ++i) {
        if (expectedRevisions.at(i) == AnyRevision)
            continue;
        const TableSpec &spec = specs.at(i);
        const TableRow before = rows.value.value(nameKey(spec.name));
        if (CatalogStatus s = checkExpected(before, database, spec.name, expectedRevisions.at(i)); !s)
            return s; // the transaction rolls back: nothing of the batch (its connections too) stays
    }
    SaveQueries queries(m_db);
    QList<BatchSaved> revisions;
    revisions.reserve(specs.size());
    // Specs saved earlier in this batch, by name key: a later equal one is unchanged.
    QHash<QString, TableSpec> savedHere;
    for (const TableSpec &spec : specs) {
        const QString key = nameKey(spec.name);
        TableRow &row = rows.value[key];
        int expected = onExisting == OnExisting::Fail ? NewTable : AnyRevision;
        if (onExisting == OnExisting::Skip) {
            if (row.exists()) {
                revisions << BatchSaved{BatchSaved::Outcome::Skipped, 0};
                continue;
            }
            expected = NewTable;
        }
        if (onExisting == OnExisting::Revise && row.exists()) {
            const auto here = savedHere.constFind(key);
            const CatalogResult<TableSpec> current = here != savedHere.cend() ? CatalogResult<TableSpec>(here.value()) : currentSpec(row);
            if (!current)
                return current.status;
            if (current.value == spec) {
                revisions << BatchSaved{BatchSaved::Outcome::Unchanged, row.revision};
                continue;
            }
        }
        const CatalogResult<int> saved = writeRevision(change.id.value, database, spec, expected, 0, QString(), &row, queries);
        if (!saved)
            return saved.status; // the transaction rolls back: nothing of the batch stays
        revisions << BatchSaved{BatchSaved::Outcome::Saved, saved.value};
        savedHere.insert(key, spec);
    }
    if (CatalogStatus wired = addWirings(change.id.value, database, wirings); !wired)
        return wired; // the transaction rolls back: nothing of the batch stays
    if (CatalogStatus committed = change.commit(); !committed)
        return committed;
    return revisions;
}

} // namespace st

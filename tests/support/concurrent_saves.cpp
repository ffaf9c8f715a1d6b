// A test helper process (never installed): makes SAVES saves into a catalog the way an editor
// does (read the table's current revision, save on top of it, a conflict when another program
// saved in between), going round the TABLE names, and prints one line per attempt:
//
//     saved TABLE REVISION TOPIC      the save was committed as REVISION
//     conflict TABLE                  another program saved first; nothing was written
//
//     st_concurrent_saves LOCATION DATABASE SAVES TAG TABLE...
//
// test_catalog runs several at once and checks that every committed save is in the catalog
// as it was written and that nothing else is.

#include "catalog/catalog.h"
#include "core/tablespec.h"

#include <QCoreApplication>
#include <QTextStream>

#include <cstdio>

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments().mid(1);
    QTextStream err(stderr);
    if (args.size() < 5) {
        err << "usage: st_concurrent_saves LOCATION DATABASE SAVES TAG TABLE...\n";
        return 2;
    }
    st::Catalog catalog;
    if (const st::CatalogStatus opened = catalog.open(args.at(0)); !opened) {
        err << opened.message(st::Language::En) << '\n';
        return 2;
    }
    const QString database = args.at(1);
    const int saves = args.at(2).toInt();
    const QString tag = args.at(3);
    const QStringList tables = args.mid(4);
    for (int i = 0; i < saves; ++i) {
        st::TableSpec spec;
        spec.name = tables.at(i % tables.size());
        spec.connector = QStringLiteral("kafka");
        spec.columns = {st::ColumnSpec{QStringLiteral("id"), QStringLiteral("BIGINT"), {}, {}, false, false, QString()}};
        const QString topic = QStringLiteral("%1-%2").arg(tag).arg(i);
        spec.options.insert(QStringLiteral("topic"), topic);
        const st::CatalogResult<st::StoredTable> current = catalog.get(database, spec.name);
        int base = st::Catalog::NewTable;
        if (current)
            base = current.value.latestRevision;
        else if (current.status.code() != st::CatalogErrorCode::NotFound) {
            err << current.status.message(st::Language::En) << '\n';
            return 1;
        }
        const st::CatalogResult<int> saved = catalog.put(database, spec, base);
        if (saved) {
            std::printf("saved %s %d %s\n", qPrintable(spec.name), saved.value, qPrintable(topic));
        } else if (saved.status.code() == st::CatalogErrorCode::Conflict) {
            std::printf("conflict %s\n", qPrintable(spec.name));
        } else {
            err << saved.status.message(st::Language::En) << '\n';
            return 1;
        }
    }
    std::fflush(stdout);
    return 0;
}

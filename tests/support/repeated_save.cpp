// A test helper process (never installed): saves one table spec into a catalog again and again,
// printing one line per committed revision, until it is killed. test_cli_catalog kills it in the
// middle of a save to show that the catalog keeps only whole revisions. The production CLI has
// no such loop.
//
//     st_repeated_save CATALOG.sqlite DATABASE SPEC.json

#include "catalog/catalog.h"
#include "core/tablespec.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonDocument>
#include <QTextStream>

#include <cstdio>

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments().mid(1);
    QTextStream err(stderr);
    if (args.size() != 3) {
        err << "usage: st_repeated_save CATALOG.sqlite DATABASE SPEC.json\n";
        return 2;
    }
    QFile file(args.at(2));
    if (!file.open(QIODevice::ReadOnly)) {
        err << args.at(2) << ": " << file.errorString() << '\n';
        return 2;
    }
    st::TableSpec spec;
    QString error;
    if (!st::TableSpec::fromJson(QJsonDocument::fromJson(file.readAll()).object(), &spec, &error)) {
        err << args.at(2) << ": " << error << '\n';
        return 2;
    }
    st::Catalog catalog;
    const st::CatalogStatus opened = catalog.open(args.at(0));
    if (!opened.ok()) {
        err << opened.message(st::Language::En) << '\n';
        return 2;
    }
    for (;;) {
        const st::CatalogResult<int> saved = catalog.put(args.at(1), spec, st::Catalog::AnyRevision);
        if (!saved) {
            err << saved.status.message(st::Language::En) << '\n';
            return 1;
        }
        std::printf("revision %d\n", saved.value);
        std::fflush(stdout);
    }
}

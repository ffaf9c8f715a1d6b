#include "databasechecker.h"

#include "backgroundwork.h"
#include "catalogmodels.h"
#include "check/databasecheck.h"
#include "core/names.h"
#include "findingsview.h"
#include "schema/schemaregistry.h"
#include "uilanguage.h"

#include <QCoreApplication>
#include <QListWidget>
#include <QPointer>

#include <algorithm>

namespace st {

namespace {

/// The database's checks as the export sees them, by table. Touches no widget and no catalog: it
/// runs on a worker thread for a large database, and stops early (with a partial result) once
/// `cancelled` is set.
DatabaseChecks checkDatabase(const QList<StoredTable> &stored, const JobProfile &profile, const Wirings &wirings,
                             const SchemaRegistry &registry, const DatabaseChecker::Request &request,
                             const std::atomic_bool *cancelled = nullptr)
{
    const QList<TableSpec> tables = specsOf(stored);
    const DatabaseCheck checked =
        checkDatabaseAsExported(tables, request.connections, profile, wirings, registry, request.target, request.database,
                                request.environment ? &*request.environment : nullptr, cancelled);
    DatabaseChecks out;
    for (qsizetype i = 0; i < checked.tables.size(); ++i) {
        if (!checked.tables.at(i).isEmpty())
            out.byTable.insert(nameKey(tables.at(i).name), checked.tables.at(i));
    }
    out.database = checked.database;
    return out;
}

} // namespace

DatabaseChecker::DatabaseChecker(Catalog &catalog, const SchemaRegistry &registry, BackgroundWork &background, QObject *parent)
    : QObject(parent), m_catalog(catalog), m_registry(registry), m_background(background)
{
}

void DatabaseChecker::drop()
{
    ++m_generation;
    m_busy = false;
}

void DatabaseChecker::check(const Request &request)
{
    drop(); // a result for an older request is dropped
    const int generation = m_generation;
    const QString &db = request.database;
    if (request.tableCount < backgroundFrom) {
        deliver(generation, checkDatabase(m_catalog.latestSpecs(db).value, m_catalog.jobProfile(db).value, m_catalog.wirings(db).value,
                                          m_registry, request));
        return;
    }
    // A large database: read and check it on a worker with a connection of its own; the window
    // stays usable.
    m_busy = true;
    const QString path = m_catalog.path();
    const QString password = m_catalog.serverPassword(); // a server that asked for one asks the worker too
    // The registry is main()'s and outlives the window; the worker is the window's
    // (BackgroundWork), which cancels and waits for it before the window is gone.
    const SchemaRegistry *registry = &m_registry;
    const Language lang = uiLanguage();
    const QPointer<DatabaseChecker> checker(this);
    m_background.start(BackgroundWork::Priority::Low, [checker, generation, path, password, registry, lang,
                                                       request](const std::atomic_bool &cancelled) {
        if (cancelled)
            return;
        DatabaseChecks result;
        Catalog reader;
        reader.setServerPassword(password);
        const QString &db = request.database;
        const CatalogStatus opened = reader.open(path, false, CatalogAccess::ReadOnly);
        const CatalogResult<QList<StoredTable>> stored = opened ? reader.latestSpecs(db) : CatalogResult<QList<StoredTable>>(opened);
        if (cancelled)
            return;
        if (!stored)
            result.failed = stored.status.message(lang);
        else
            result = checkDatabase(stored.value, reader.jobProfile(db).value, reader.wirings(db).value, *registry, request, &cancelled);
        if (cancelled)
            return; // cut short: not a result
        QMetaObject::invokeMethod(
            qApp, [checker, generation, result] {
                if (checker)
                    checker->deliver(generation, result);
            },
            Qt::QueuedConnection);
    });
}

void DatabaseChecker::deliver(int generation, const DatabaseChecks &result)
{
    if (generation != m_generation)
        return;
    m_busy = false;
    Q_EMIT checked(result);
}

void DatabaseChecker::show(const DatabaseChecks &result, QListWidget *list, TablesModel *tablesModel)
{
    list->clear();
    if (!result.failed.isEmpty()) {
        list->addItem(new QListWidgetItem(severityIcon(Severity::Error), tr("The tables could not be checked: %1").arg(result.failed)));
        return;
    }
    tablesModel->setChecks(result.byTable);
    const Language lang = uiLanguage();
    // First the tables that have errors (an import may have brought them in), by name; a
    // double click selects the table.
    QList<const TableInfo *> invalid;
    const QList<TableInfo> &tables = tablesModel->tables();
    for (qsizetype row = 0; row < tables.size(); ++row) {
        if (hasErrors(tablesModel->checksOf(int(row)))) // by the key the model keeps: no nameKey() per table
            invalid << &tables.at(row);
    }
    sortNaturally(invalid, [](const TableInfo *t) -> const QString & { return t->name; });
    for (const TableInfo *t : std::as_const(invalid)) {
        const Diagnostics found = result.byTable.value(nameKey(t->name));
        const auto firstError = std::find_if(found.cbegin(), found.cend(), [](const Diagnostic &d) { return d.isError(); });
        auto *item = new QListWidgetItem(severityIcon(Severity::Error),
                                         tr("%1: %2 (first: %3)").arg(t->name, TablesModel::countText(found), findingText(*firstError, lang)));
        item->setData(Qt::UserRole, t->name);
        item->setToolTip(tr("Double-click to select %1; Edit shows every finding where it is.").arg(t->name));
        list->addItem(item);
    }
    for (const Diagnostic &d : result.database)
        list->addItem(new QListWidgetItem(severityIcon(d.severity), displaySubject(d.subject) + QStringLiteral(": ") + d.message.in(lang)));
    if (result.database.isEmpty() && invalid.isEmpty())
        list->addItem(tr("No problems found."));
}

} // namespace st

#include "tablelisting.h"

#include "backgroundwork.h"

#include <QCoreApplication>
#include <QPointer>
#include <QTimer>

namespace st {

TableListing::TableListing(Catalog &catalog, BackgroundWork &background, QObject *parent)
    : QObject(parent), m_catalog(catalog), m_background(background)
{
}

bool TableListing::wantsWorker(const QString &database, int count) const
{
    return !database.isEmpty() && database != m_listed && count >= backgroundFrom;
}

void TableListing::forgetRequest(const QString &database)
{
    ++m_generation; // a listing still under way is for an older request
    m_busy = false;
    m_deferred = false;
    m_listed = database;
}

void TableListing::start(const QString &database, int count, const QString &select)
{
    forgetRequest(database);
    m_busy = true;
    m_count = count;
    m_select = select;
    if (!m_painted) {
        // The window's first database (built, not yet shown or painted): the worker starts after
        // the first paint (windowPainted()); a window that is not painted soon (hidden) starts it
        // after a while all the same.
        m_deferred = true;
        QTimer::singleShot(500, this, [this] {
            m_painted = true;
            if (m_deferred)
                run();
        });
        return;
    }
    run();
}

void TableListing::windowPainted()
{
    if (m_painted)
        return;
    // A listing that waited for it starts once the event loop is back, after this paint has been
    // flushed.
    m_painted = true;
    if (m_deferred)
        QTimer::singleShot(0, this, [this] {
            if (m_deferred)
                run();
        });
}

void TableListing::run()
{
    m_deferred = false;
    if (!m_busy)
        return; // read at once since, or another database
    const int generation = m_generation;
    const QString db = m_listed;
    ++m_inFlight;
    const QString path = m_catalog.path();
    const QString password = m_catalog.serverPassword();
    const QPointer<TableListing> listing(this);
    m_background.start(BackgroundWork::Priority::Waited, [listing, generation, path, password, db](const std::atomic_bool &cancelled) {
        if (cancelled)
            return; // the window is going: nobody waits for the rows
        Catalog reader;
        reader.setServerPassword(password);
        const CatalogStatus opened = reader.open(path, false, CatalogAccess::ReadOnly);
        CatalogResult<QList<TableInfo>> listed = opened ? reader.list(db) : CatalogResult<QList<TableInfo>>(opened);
        if (cancelled)
            return;
        // The names' keys are made here too, so that the window only has to show the rows.
        const TablesModel::Rows rows = listed ? TablesModel::prepare(std::move(listed.value)) : TablesModel::Rows();
        QMetaObject::invokeMethod(
            qApp, [listing, generation, status = listed.status, rows] {
                if (listing)
                    listing->deliver(generation, status, rows);
            },
            Qt::QueuedConnection);
    });
}

void TableListing::deliver(int generation, const CatalogStatus &status, const TablesModel::Rows &rows)
{
    --m_inFlight;
    if (generation != m_generation || !m_busy)
        return; // for a database no longer shown, or read again since
    m_busy = false;
    Q_EMIT listed(m_listed, status, rows);
}

} // namespace st

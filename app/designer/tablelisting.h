#pragma once

#include "catalog/catalog.h"
#include "catalogmodels.h"

#include <QObject>

namespace st {

class BackgroundWork;

/// The rows of a large database shown anew, listed on a worker with a connection of its own
/// (reading and sorting 10,000 rows takes about 25 ms, which the window would wait for before
/// it shows): the window says "Loading N tables..." meanwhile. Only the latest request's rows
/// are delivered (listed()); the window's first listing waits for its first paint, so that the
/// first layout and paint have both cores.
class TableListing : public QObject
{
    Q_OBJECT

public:
    /// A database of this many tables or more, when it is shown anew, is listed on a worker.
    static constexpr int backgroundFrom = 500;

    TableListing(Catalog &catalog, BackgroundWork &background, QObject *parent);

    /// Whether `database`, of `count` tables, is to be listed on a worker: a large one shown
    /// anew (the one shown, read again after a save, is read at once so that what was saved is
    /// selected when the save returns).
    bool wantsWorker(const QString &database, int count) const;
    /// `database`'s rows are read at once by the window: a listing still under way is dropped.
    void readAtOnce(const QString &database) { forgetRequest(database); }
    /// Lists `database` (`count` tables) on a worker; `select`: the table to select when they come.
    void start(const QString &database, int count, const QString &select);
    /// The window has been painted for the first time: a listing that waited for it starts.
    void windowPainted();

    bool busy() const { return m_busy; }
    int expected() const { return m_count; }
    QString select() const { return m_select; }
    int inFlight() const { return m_inFlight; }
    bool waitsForFirstPaint() const { return m_deferred; }

Q_SIGNALS:
    /// The rows of `database` (prepared for the model), or why they could not be read.
    void listed(const QString &database, const CatalogStatus &status, const TablesModel::Rows &rows);

private:
    /// A new request, for `database`: the result of any before it is dropped.
    void forgetRequest(const QString &database);
    void run();
    void deliver(int generation, const CatalogStatus &status, const TablesModel::Rows &rows);

    Catalog &m_catalog;
    BackgroundWork &m_background;
    int m_generation = 0; ///< counts requests: only the latest listing is delivered
    int m_inFlight = 0;   ///< listings started whose result has not come back yet
    bool m_busy = false;  ///< the current database's rows are being listed
    int m_count = 0;      ///< how many rows that listing expects
    QString m_select;     ///< the table to select when they come
    bool m_painted = false;  ///< the window has been painted once (listings start at once then)
    bool m_deferred = false; ///< the current listing starts after the first paint
    QString m_listed;        ///< whose rows the table list holds, or is loading
};

} // namespace st

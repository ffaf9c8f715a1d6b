#pragma once

#include "catalog/catalog.h"
#include "check/diagnostic.h"

#include <QHash>
#include <QObject>

#include <optional>

class QListWidget;

namespace st {

class BackgroundWork;
class SchemaRegistry;
class TablesModel;

/// What the checks of one database found.
struct DatabaseChecks
{
    QHash<QString, Diagnostics> byTable; ///< by nameKey(): each table's own findings, when it has any
    Diagnostics database;                ///< DatabaseValidator's: job profile, wiring, rules across tables
    QString failed;                      ///< why the tables could not be read (in the UI language)
};

/// The checks of the database the window shows, as the export sees them (each table completed
/// by its connection, for the environment chosen; checkDatabaseAsExported(), shared with the CLI
/// and the exporter): at once for a small database, on a worker for a large one. Only the result
/// of the latest request is delivered (checked()).
class DatabaseChecker : public QObject
{
    Q_OBJECT

public:
    /// A database of this many tables or more is checked off the UI thread: reading and
    /// validating 10,000 tables takes about a quarter of a second, which the window must not
    /// freeze for.
    static constexpr int backgroundFrom = 500;

    struct Request
    {
        QString database;
        QString target; ///< the database's target (empty: the default)
        std::optional<Environment> environment;
        Connections connections;
        int tableCount = 0; ///< as listed: decides whether a worker checks them
    };

    /// `background`: the owner's workers, cancelled and waited for before the catalog file and
    /// `registry` go.
    DatabaseChecker(Catalog &catalog, const SchemaRegistry &registry, BackgroundWork &background, QObject *parent);

    /// Checks `request`: at once (checked() is emitted before this returns), or on a worker
    /// (busy() until checked()). A result still to come for an earlier request is dropped.
    void check(const Request &request);
    /// Drops the result still to come, if any.
    void drop();
    bool busy() const { return m_busy; }

    /// Shows `result` in `list`: the tables that have errors first (by name; a double click
    /// selects one, by its name in Qt::UserRole), then the database's own findings; and gives
    /// `tables` each table's findings for its Checks column.
    static void show(const DatabaseChecks &result, QListWidget *list, TablesModel *tables);

Q_SIGNALS:
    void checked(const DatabaseChecks &result);

private:
    void deliver(int generation, const DatabaseChecks &result);

    Catalog &m_catalog;
    const SchemaRegistry &m_registry;
    BackgroundWork &m_background;
    int m_generation = 0; ///< counts requests: only the latest result is delivered
    bool m_busy = false;
};

} // namespace st

#pragma once

#include "catalog/catalog.h"

#include <QObject>
#include <QString>
#include <QStringList>

#include <optional>

class QWidget;

namespace st {

class SchemaRegistry;

/// The Database menu's use cases and deleting a table: each asks what it must (a name, a target,
/// "are you sure"), changes the catalog, and says what it did or why not (statusMessage(),
/// failed()). The window then shows the database the answer names. Needs no window.
class DatabaseActions : public QObject
{
    Q_OBJECT

public:
    /// `dialogParent`: the window its questions belong to (may be null).
    DatabaseActions(Catalog &catalog, const SchemaRegistry &registry, QWidget *dialogParent);

    /// Database > New database...: the new database's name, or none when cancelled.
    /// `taken`: the names listed, refused as they are typed.
    std::optional<QString> create(const QStringList &taken);
    /// Database > Rename database...: the database's new name, or none when cancelled.
    std::optional<QString> rename(const QString &database, const QStringList &taken);
    /// Database > Delete database...: asks (naming its `tableCount` tables), then deletes; true
    /// when asked and done or refused (the list is to be read again), false when cancelled.
    bool remove(const QString &database, int tableCount);
    /// Database > Target platform...: the tables that would no longer fit the target chosen
    /// (checked as the export writes them: completed by `connections`, for `environment`) are
    /// listed before anything changes. True when the catalog was asked to change it.
    bool changeTarget(const QString &database, const QString &target, const Connections &connections,
                      const Environment *environment);
    /// Edit > Delete table: asks (naming the job's wirings it is in), then deletes; true when
    /// the catalog was asked to.
    bool deleteTable(const QString &database, const QString &table);

Q_SIGNALS:
    void statusMessage(const QString &text, int timeoutMs);
    void failed(const CatalogStatus &status);

private:
    void tell(const CatalogStatus &status);

    Catalog &m_catalog;
    const SchemaRegistry &m_registry;
    QWidget *m_parent;
};

} // namespace st

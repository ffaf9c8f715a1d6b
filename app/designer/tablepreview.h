#pragma once

#include "catalog/catalog.h"

#include <QObject>

#include <utility>

class QWidget;

namespace st {

class CompareDialog;
class SchemaRegistry;
struct MainWindowWidgets;

/// The main window's right-hand column: the selected table's revision history, and the DDL of
/// the revision selected there, written in the dialect picked for the environment chosen (each
/// ${NAME} filled in, the table completed by its connection, a password masked); comparing two
/// revisions and restoring an older one.
class TablePreview : public QObject
{
    Q_OBJECT

public:
    /// The table shown and what its DDL is written for.
    struct Place
    {
        QString database;
        QString table; ///< empty: none selected
        const SchemaRegistry *registry = nullptr; ///< the database's target's schemas
        const Environment *environment = nullptr; ///< the one chosen, or none
        Connections connections;
    };

    /// `ui`: the window's widgets (the history, the DDL pane and its buttons); `window` the
    /// dialogs' parent.
    TablePreview(Catalog &catalog, MainWindowWidgets &ui, QWidget *window);

    /// Lists `place`'s revisions, newest first, and shows the newest.
    void showTable(const Place &place);
    /// Shows the DDL of the revision selected in the history.
    void showRevision(const Place &place);
    /// The revision shown, or none (revision 0).
    const StoredTable &shown() const { return m_shown; }
    /// The two revisions openCompare() would compare, older first; {0, 0} when none: two
    /// selected ones, one with the latest, the latest alone with the one before it.
    std::pair<int, int> revisionsToCompare() const;
    /// Opens a non-modal CompareDialog of revisionsToCompare(); none when there is nothing to compare.
    CompareDialog *openCompare(const Place &place);
    /// Makes the revision shown the latest again; true when the catalog was asked to.
    bool restoreShown(const QString &database);

Q_SIGNALS:
    void statusMessage(const QString &text, int timeoutMs);
    void failed(const CatalogStatus &status);

private:
    Catalog &m_catalog;
    MainWindowWidgets &m_ui;
    QWidget *m_window;
    StoredTable m_shown; ///< the table (and revision) on the right
};

} // namespace st

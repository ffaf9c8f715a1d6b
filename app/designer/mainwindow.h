#pragma once

#include "designerimport.h"
#include "catalog/catalog.h"
#include "catalogmodels.h"
#include "catalogopener.h"
#include "tableeditors.h"
#include "tablelisting.h"
#include "tablepreview.h"
#include "designeractions.h"
#include "designerexports.h"
#include "mainwindowwidgets.h"
#include "schema/schemaregistry.h"

#include <QMainWindow>

#include <memory>
#include <utility>

class QDragEnterEvent;
class QDropEvent;
class QMimeData;
class QAction;
class QComboBox;
class QLabel;
class QLineEdit;
class QListView;
class QListWidget;
class QTableView;
class QTimer;

namespace st {

class DatabaseActions;
class EnvironmentChoice;
class DatabaseChecker;
class BackgroundWork;
class CompareDialog;
class DatabasesModel;
class DocumentationDialog;
class ConnectionsDialog;
class EnvironmentsDialog;
class ShortcutsDialog;
class DdlView;
class JobDialog;
class LanguageManager;
class RecentCatalogsMenu;
class SearchDialog;
class TableDialog;
class TableListing;
class TablesProxyModel;

/// The designer's main window: logical databases on the left, the current database's tables
/// in the middle, the selected table's DDL and revision history on the right.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    MainWindow(Catalog &catalog, const SchemaRegistry &registry, LanguageManager &languages, QWidget *parent = nullptr);
    ~MainWindow() override;

    QString currentDatabase() const;
    QString currentTable() const;
    bool selectDatabase(const QString &name);
    bool selectTable(const QString &name);

    // Parts, for tests and screenshots.
    QListView *databaseView() const { return m_ui.databaseView; }
    QTableView *tableView() const { return m_ui.tableView; }
    /// Shown instead of the table list while the database has no tables.
    QWidget *emptyDatabasePage() const { return m_ui.emptyPage; }
    QLabel *databaseComment() const { return m_ui.databaseComment; }
    QLineEdit *filterEdit() const { return m_ui.filter; }
    DdlView *ddlView() const { return m_ui.ddl; }
    QListWidget *historyList() const { return m_ui.history; }
    QLabel *databaseTitle() const { return m_ui.databaseTitle; }
    TablesModel *tablesModel() const { return m_tables; }
    QAction *action(const QString &name) const;
    /// Opens the create dialog (non-modally for tests when `modal` is false) and returns it.
    TableDialog *openCreateDialog(bool modal = true);
    TableDialog *openEditDialog(bool duplicate = false, bool modal = true);
    /// Opens the job dialog of the current database; saving it stores profile and wirings.
    JobDialog *openJobDialog(bool modal = true);
    /// Shows the search of all databases (Edit > Search all databases, Ctrl+Shift+F), one
    /// non-modal dialog kept for the window's life; a result it opens is selected here.
    SearchDialog *openSearchDialog();
    /// Selects `table` of `database`, clearing the filter so that it shows; false when either
    /// is gone.
    bool showTableOf(const QString &database, const QString &table);
    /// Writes the current database's job script and submission command to `folder`.
    bool exportJobTo(const QString &folder);
    QListWidget *databaseChecks() const { return m_ui.checks; }
    /// The toolbar's "Environment:" picker: "(none ...)" first, then the current database's
    /// environments. The DDL pane, the checks and the exports are for the one chosen.
    QComboBox *environmentBox() const;
    /// The environment chosen for the current database; empty: none (references written as they are).
    QString currentEnvironment() const;
    /// Database > Environments...: the current database's environments and variables; after a
    /// save the picker, DDL and checks follow. Modal unless told.
    EnvironmentsDialog *openEnvironmentsDialog(bool modal = true);
    /// Database > Connections...: the current database's connections; after a save the tables
    /// that use them are previewed and checked anew.
    ConnectionsDialog *openConnectionsDialog(bool modal = true);
    /// True while a large database's tables are listed (the table list says "Loading...") or
    /// checked (the checks say "Checking...") in the background.
    bool checksRunning() const;
    /// True while a large database's tables are listed in the background: the table list says
    /// "Loading 10,000 tables..." (loadingLabel()) and fills in when they come.
    bool tablesLoading() const { return m_listing->busy(); }
    /// The window's background work (listings, checks, the job dialog's tables), for a test that
    /// must know a result has come back (BackgroundWork::waitForDone) before it asserts that
    /// nothing came of it.
    BackgroundWork *backgroundWork() const { return m_background.get(); }
    QLabel *loadingLabel() const { return m_ui.loadingLabel; }
    /// Listings started in the background whose result has not come back yet (shown or dropped).
    int listingsInFlight() const { return m_listing->inFlight(); }
    /// True while a listing of the window's first database waits for the window's first paint:
    /// the first window is laid out and painted ("Loading N tables...") before the worker starts,
    /// so that it does not share the cores with it.
    bool listingWaitsForFirstPaint() const { return m_listing->waitsForFirstPaint(); }

Q_SIGNALS:
    /// The rows of a large database, listed in the background, are shown (and its checks started).
    void tablesListed(const QString &database);

public:
    /// The export the menu items run, without the folder question. `oneFile`: each database as
    /// one file `<database>.sql` (CREATE DATABASE, USE, its tables), as the CLI's --per-database.
    bool exportTo(const QString &folder, const QStringList &databases, const QString &onlyTable = QString(), bool oneFile = false);
    /// File > Secrets file...: the file of NAME=value lines an export reads ${secret:NAME} from
    /// (the environment's STREAMTABLE_SECRET_NAME win over it), remembered. Refused (false, `error`
    /// saying why) when it cannot be used: not a regular file, readable or writable by others than
    /// its owner (`chmod 600`), a line not NAME=value. Empty: none, only the environment.
    bool setSecretsFile(const QString &path, QString *error);
    QString secretsFile() const;
    /// The object name of the message an export shows when the secrets file cannot be read.
    static QString secretsRefusedObjectName() { return DesignerExports::secretsRefusedObjectName(); }
    /// What the last export wrote where, what it did not and why (ExportReport::describe()).
    QString lastExportReport() const;
    /// Switches the window to the catalog file `path` (File > Open catalog... after its file
    /// dialog, and File > Recent catalogs): a new file name creates a new catalog. The open
    /// editors are closed first (asking about unsaved changes); a file that cannot be opened is
    /// reported, naming it and why, and the current catalog stays open. False when not switched.
    bool openCatalogFile(const QString &path);
    RecentCatalogsMenu *recentCatalogsMenu() const { return m_menus.recent; }
    /// The object name of the message shown when a catalog cannot be opened.
    static QString openFailedObjectName() { return CatalogOpener::openFailedObjectName(); }
    /// The object name of the question asked before an export replaces existing files.
    static QString replaceQuestionObjectName() { return DesignerExports::replaceQuestionObjectName(); }
    /// The object name of the question asked before an export writes tables that have errors.
    static QString invalidTablesQuestionObjectName() { return DesignerExports::invalidTablesQuestionObjectName(); }
    /// The object name of the list shown when an export left something out (FindingsDialog).
    static QString exportReportObjectName() { return DesignerExports::exportReportObjectName(); }

    /// Follows changes others made to the catalog: when its change counter moved
    /// (Catalog::outsideChangeStamp()), reloads the lists, keeping the database and table shown,
    /// and tells each open edit dialog whose table changed or went (Reload / Keep my edits).
    /// The window runs it every two seconds; true when something had changed.
    bool checkOutsideChanges();
    QTimer *catalogWatch() const { return m_watch; }

    /// Compares the revisions selected in the history (Edit > Compare revisions, Ctrl+Shift+D,
    /// also the history's Compare button and context menu): two selected ones with each other,
    /// one with the latest (the latest alone with the one before it). The older one is on the
    /// left. Opens a non-modal CompareDialog and returns it; none when there is nothing to compare.
    CompareDialog *openCompareDialog();
    /// The two revisions openCompareDialog() would compare, older first; {0, 0} when none.
    std::pair<int, int> revisionsToCompare() const;

    /// Help > Documentation (F1) and Help > Keyboard shortcuts (Ctrl+F1); modal unless told.
    DocumentationDialog *openDocumentation(bool modal = true);
    ShortcutsDialog *openShortcuts(bool modal = true);

    /// Opens File > Import DDL with `paths` (files and folders) read into it, as a drop does.
    void importPaths(const QStringList &paths);
    /// The local .sql files and folders of a drag, or none when it holds anything else.
    static QStringList droppedImportPaths(const QMimeData *mime);

protected:
    void changeEvent(QEvent *event) override;
    bool event(QEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;
    void closeEvent(QCloseEvent *event) override;

private:
    void buildWidgets();
    /// A line in the status bar, for `timeoutMs`.
    void showStatus(const QString &text, int timeoutMs);
    void buildActions();
    /// The menus, the toolbar and the context menus, from the actions.
    void buildMenus();
    void retranslateUi();
    /// Sizes the table list's columns other than Name to the widest text each can show.
    void fitTableColumns();
    void reloadDatabases(const QString &select = QString());
    /// Lists the current database's tables: at once, or for a large database shown anew on a
    /// worker (the list says "Loading..." meanwhile; then listedTables()). Selects `select`, else
    /// the table selected before, else the first.
    void reloadTables(const QString &select = QString());
    /// The rows of `database` a worker listed (TableListing), or why it could not.
    void listedTables(const QString &database, const CatalogStatus &status, const TablesModel::Rows &rows);
    /// What follows putting the rows into the model: the title, the selection, the checks.
    void showListedRows(const QString &select);
    void showDatabaseTitle();
    /// Fills the environment picker with the current database's environments, keeping the one
    /// chosen (or the one chosen last time for this database).
    void reloadEnvironments();
    /// The environment chosen, null for none.
    const Environment *chosenEnvironment() const;
    void environmentChosen();
    /// The table selected, for the preview.
    TablePreview::Place previewPlace() const;
    void showTable();
    void showRevision();
    void updateActions();
    void report(const CatalogStatus &status);
    /// What the editors need to know of the current database.
    TableEditors::Place editorPlace() const;
    /// Closes the open table and job dialogs, each asking about its unsaved changes; false when
    /// one stays open (Keep editing, or a save that was refused).
    bool closeEditors();

    void newDatabase();
    /// The names of the databases listed, for the name checks of the database dialog.
    QStringList databaseNames() const;
    /// The names of the tables listed (the database shown), by nameKey(), for the table
    /// dialog's check of the name.
    QHash<QString, QString> tableNamesByKey() const;
    void changeTarget();
    /// The schemas of the current database's target: its tables are checked, written, edited and
    /// imported for it.
    const SchemaRegistry &databaseRegistry() const;
    /// The target id of the current database (empty: the default target).
    QString currentTarget() const;
    void renameDatabase();
    void deleteDatabase();
    void deleteTable();
    void restoreRevision();
    void copyDdl();
    void exportTable();
    void exportDatabase();
    void exportAll();
    void exportDatabaseFile();
    void exportJob();
    /// Shows a dialog that edits the settings of database `db` (environments, connections); once
    /// it saved, says `saved` and shows the database anew.
    void openDatabaseSettings(QDialog *dialog, const QString &db, const QString &saved, bool modal);
    /// Says in the Secrets file item's tooltip where an export reads secrets from.
    void showSecretsFileTip();
    void importDdl();
    /// File > New tables from a database...: the wizard, and what it saved in the status bar.
    void newTablesFromDatabase();
    void showImported(const std::optional<DesignerImport::Outcome> &imported);
    /// Checks the current database's tables and rules: at once for a small database, on a
    /// worker thread for a large one (the list says "Checking..." meanwhile).
    void refreshDatabaseChecks();
    /// Shows, instead of the empty table list, what to do in a database without tables, and the
    /// database's comment under its title.
    void showEmptyState();
    void showNoMatchNote();
    void about();

    Catalog &m_catalog;
    const SchemaRegistry &m_registry;
    LanguageManager &m_languages;

    DatabasesModel *m_databases;
    TablesModel *m_tables;
    TablesProxyModel *m_proxy;
    MainWindowWidgets m_ui; ///< the widgets, as laid out (mainwindowwidgets.cpp)
    EnvironmentChoice *m_environmentChoice = nullptr; ///< the toolbar's picker, the database's connections
    DesignerMenus m_menus; ///< the menus and the toolbar the actions show in
    QMap<QString, QAction *> m_actions;
    SearchDialog *m_search = nullptr;
    QTimer *m_watch = nullptr;
    qint64 m_lastStamp = 0;
    int m_tableReloads = 0; ///< counts reloadTables(), so that one reload does not run twice
    /// The window's workers (listings, checks, a job dialog's tables): cancelled and waited for
    /// when the window is destroyed, before the catalog and registry they read are.
    std::unique_ptr<BackgroundWork> m_background;
    DesignerExports *m_exports; ///< the exports and the secrets file they read
    DatabaseChecker *m_checker; ///< the checks of the database shown
    CatalogOpener *m_opener;    ///< File > Open catalog..., on a server, Recent catalogs
    TableEditors *m_editors;    ///< the table and job dialogs, Edit > Undo / Redo
    DatabaseActions *m_databaseActions; ///< new, rename, target, delete; deleting a table
    TablePreview *m_preview; ///< the history and DDL of the table selected
    TableListing *m_listing; ///< a large database's rows, listed on a worker
};

} // namespace st

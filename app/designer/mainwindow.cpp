#include "mainwindow.h"

#include "backgroundwork.h"
#include "catalogmodels.h"
#include "catalogopener.h"
#include "connectionsdialog.h"
#include "databaseactions.h"
#include "databasechecker.h"
#include "ddlview.h"
#include "designerimport.h"
#include "environmentchoice.h"
#include "environmentsdialog.h"
#include "focusreturn.h"
#include "helpdialogs.h"
#include "languagemanager.h"
#include "recentcatalogs.h"
#include "sampledialog.h"
#include "searchdialog.h"
#include "settings.h"
#include "tablelisting.h"
#include "uilanguage.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QCloseEvent>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QLineEdit>
#include <QListView>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QSessionManager>
#include <QSplitter>
#include <QStatusBar>
#include <QTableView>
#include <QTimer>
#include <QToolBar>

// Resources of a static library must be registered by name, outside any namespace.
static void initDesignerResources()
{
    Q_INIT_RESOURCE(designer);
}

namespace st {

namespace {

const Setting<QByteArray> geometrySetting("window/geometry", QByteArray());
const Setting<QByteArray> stateSetting("window/state", QByteArray());
const Setting<QByteArray> splitterSetting("window/splitter", QByteArray());
const Setting<QString> lastDatabaseSetting("catalog/lastDatabase", QString());

} // namespace

MainWindow::MainWindow(Catalog &catalog, const SchemaRegistry &registry, LanguageManager &languages, QWidget *parent)
    : QMainWindow(parent), m_catalog(catalog), m_registry(registry), m_languages(languages),
      m_databases(new DatabasesModel(this)), m_tables(new TablesModel(registry, this)), m_proxy(new TablesProxyModel(m_tables, this)),
      m_background(std::make_unique<BackgroundWork>()), m_exports(new DesignerExports(catalog, registry, this)),
      m_checker(new DatabaseChecker(catalog, registry, *m_background, this)), m_opener(new CatalogOpener(catalog, this)),
      m_editors(new TableEditors(catalog, *m_background, this)), m_databaseActions(new DatabaseActions(catalog, registry, this)),
      m_preview(new TablePreview(catalog, m_ui, this)), m_listing(new TableListing(catalog, *m_background, this))
{
    connect(m_exports, &DesignerExports::statusMessage, this, &MainWindow::showStatus);
    connect(m_exports, &DesignerExports::secretsFileChanged, this, &MainWindow::showSecretsFileTip);
    connect(m_editors, &TableEditors::tableSaved, this, [this](const QString &database, const QString &table, const QString &message) {
        reloadDatabases(database); // the counts, and the database's rows read again (once)
        selectTable(table);
        statusBar()->showMessage(message, 5000);
    });
    connect(m_editors, &TableEditors::jobSaved, this, [this](const QString &, const QString &message) {
        refreshDatabaseChecks();
        statusBar()->showMessage(message, 5000);
    });
    connect(m_editors, &TableEditors::failed, this, &MainWindow::report);
    connect(m_databaseActions, &DatabaseActions::failed, this, &MainWindow::report);
    connect(m_preview, &TablePreview::failed, this, &MainWindow::report);
    connect(m_listing, &TableListing::listed, this, &MainWindow::listedTables);
    connect(m_preview, &TablePreview::statusMessage, this, &MainWindow::showStatus);
    connect(m_databaseActions, &DatabaseActions::statusMessage, this, &MainWindow::showStatus);
    connect(m_checker, &DatabaseChecker::checked, this,
            [this](const DatabaseChecks &result) { DatabaseChecker::show(result, m_ui.checks, m_tables); });
    setObjectName(QStringLiteral("mainWindow"));
    SampleDialog::setGuardedFiles({m_catalog.path()}); // a sample must never be the open catalog
    RecentCatalogs::add(m_catalog.path());
    initDesignerResources();
    // PNG, not the SVG: the SVG image plugin is not always installed.
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/streamtable/icons/streamtable.png")));
    buildWidgets();
    // After a dialog closes, the keys come back to the window (else to the table list).
    new FocusReturn(this, [this]() -> QWidget * {
        return m_ui.tableView->isVisible() ? static_cast<QWidget *>(m_ui.tableView) : m_ui.databaseView;
    });
    buildActions();
    retranslateUi();
    setAcceptDrops(true); // .sql files and folders dropped on the window open the import
    restoreGeometry(geometrySetting.get());
    restoreState(stateSetting.get());
    reloadDatabases(lastDatabaseSetting.get());
    // What the CLI, another designer or a colleague saves shows here without F5: the catalog's
    // change counter is one cheap call, read every two seconds.
    m_lastStamp = m_catalog.outsideChangeStamp().value;
    m_watch = new QTimer(this);
    m_watch->setObjectName(QStringLiteral("catalogWatch"));
    m_watch->setInterval(2000);
    connect(m_watch, &QTimer::timeout, this, [this] { checkOutsideChanges(); });
    m_watch->start();
#if QT_VERSION >= QT_VERSION_CHECK(6, 0, 0) && QT_CONFIG(sessionmanager)
    // Ending the session (logging out) closes no windows in Qt 6 (Qt 5 closes them, which asks
    // through closeEvent()): ask about the open dialogs' unsaved changes here, and keep the
    // session when the user keeps editing.
    connect(qApp, &QGuiApplication::commitDataRequest, this, [this](QSessionManager &manager) {
        if (!manager.allowsInteraction())
            return;
        const bool closed = closeEditors();
        manager.release();
        if (!closed)
            manager.cancel();
    });
#endif
}

void MainWindow::showStatus(const QString &text, int timeoutMs)
{
    statusBar()->showMessage(text, timeoutMs);
}

MainWindow::~MainWindow()
{
    // The workers read the catalog file, the registry and the connections; the registry and
    // catalog are main()'s, destroyed right after the window. Stop and wait for them first.
    m_background->cancelAndWait();
}

void MainWindow::buildWidgets()
{
    m_ui.build(this, m_databases, m_proxy);
    m_ui.splitter->restoreState(splitterSetting.get());
    connect(m_tables, &QAbstractItemModel::modelReset, this, &MainWindow::fitTableColumns);
    connect(m_tables, &QAbstractItemModel::headerDataChanged, this, &MainWindow::fitTableColumns); // a language switch
    connect(m_tables, &QAbstractItemModel::dataChanged, this, [this](const QModelIndex &from, const QModelIndex &to) {
        if (from.column() <= TablesModel::Checks && TablesModel::Checks <= to.column())
            fitTableColumns(); // new checks, new counts
    });
    connect(m_ui.emptyCreate, &QPushButton::clicked, this, [this] { openCreateDialog(); });
    connect(m_ui.emptyImport, &QPushButton::clicked, this, [this] { importDdl(); });
    connect(m_ui.databaseView->selectionModel(), &QItemSelectionModel::currentChanged, this, [this] {
        reloadTables();
        lastDatabaseSetting.set(currentDatabase());
    });
    connect(m_ui.filter, &QLineEdit::textChanged, m_proxy, &TablesProxyModel::setNameFilter);
    connect(m_ui.filter, &QLineEdit::textChanged, this, &MainWindow::showNoMatchNote); // after the proxy's filter
    for (auto rowsChanged : {&QAbstractItemModel::rowsInserted, &QAbstractItemModel::rowsRemoved})
        connect(m_proxy, rowsChanged, this, &MainWindow::showNoMatchNote);
    connect(m_proxy, &QAbstractItemModel::modelReset, this, &MainWindow::showNoMatchNote);
    connect(m_proxy, &QAbstractItemModel::layoutChanged, this, &MainWindow::showNoMatchNote);
    connect(m_ui.tableView->selectionModel(), &QItemSelectionModel::currentChanged, this, [this] { showTable(); });
    connect(m_ui.tableView, &QTableView::doubleClicked, this, [this] { openEditDialog(); });
    connect(m_ui.checks, &QListWidget::itemActivated, this, [this](QListWidgetItem *item) {
        const QString table = item->data(Qt::UserRole).toString();
        if (!table.isEmpty()) {
            m_ui.filter->clear();
            selectTable(table);
            m_ui.tableView->setFocus();
        }
    });
    connect(m_ui.history, &QListWidget::currentRowChanged, this, [this] { showRevision(); });
    connect(m_ui.dialect, QOverload<int>::of(&QComboBox::activated), this, [this] { showRevision(); });
    connect(m_ui.copy, &QPushButton::clicked, this, &MainWindow::copyDdl);
    connect(m_ui.restore, &QPushButton::clicked, this, &MainWindow::restoreRevision);
    connect(m_ui.compare, &QPushButton::clicked, this, [this] { openCompareDialog(); });
    connect(m_ui.history, &QListWidget::itemSelectionChanged, this, [this] { updateActions(); });
}

void MainWindow::buildActions()
{
    m_actions = DesignerActions::create(this);
    const std::pair<const char *, void (MainWindow::*)()> triggers[] = {
        {"newDatabase", &MainWindow::newDatabase},
        {"renameDatabase", &MainWindow::renameDatabase},
        {"changeTarget", &MainWindow::changeTarget},
        {"deleteDatabase", &MainWindow::deleteDatabase},
        {"deleteTable", &MainWindow::deleteTable},
        {"copyDdl", &MainWindow::copyDdl},
        {"importDdl", &MainWindow::importDdl},
        {"newTablesFromDatabase", &MainWindow::newTablesFromDatabase},
        {"exportTable", &MainWindow::exportTable},
        {"exportDatabase", &MainWindow::exportDatabase},
        {"exportAll", &MainWindow::exportAll},
        {"exportDatabaseFile", &MainWindow::exportDatabaseFile},
        {"exportJob", &MainWindow::exportJob},
        {"about", &MainWindow::about},
    };
    for (const auto &[name, slot] : triggers)
        connect(action(QLatin1String(name)), &QAction::triggered, this, slot);
    m_editors->setUndoActions(action(QStringLiteral("undo")), action(QStringLiteral("redo")));
    connect(action(QStringLiteral("newTable")), &QAction::triggered, this, [this] { openCreateDialog(); });
    connect(action(QStringLiteral("editTable")), &QAction::triggered, this, [this] { openEditDialog(); });
    connect(action(QStringLiteral("duplicateTable")), &QAction::triggered, this, [this] { openEditDialog(true); });
    connect(action(QStringLiteral("jobProfile")), &QAction::triggered, this, [this] { openJobDialog(); });
    connect(action(QStringLiteral("environments")), &QAction::triggered, this, [this] { openEnvironmentsDialog(); });
    connect(action(QStringLiteral("connections")), &QAction::triggered, this, [this] { openConnectionsDialog(); });
    connect(action(QStringLiteral("compareRevisions")), &QAction::triggered, this, [this] { openCompareDialog(); });
    connect(action(QStringLiteral("findTable")), &QAction::triggered, this, [this] { m_ui.filter->setFocus(); m_ui.filter->selectAll(); });
    connect(action(QStringLiteral("searchAll")), &QAction::triggered, this, [this] { openSearchDialog(); });
    connect(action(QStringLiteral("openCatalog")), &QAction::triggered, this, [this] {
        const QString file = m_opener->askForFile();
        if (!file.isEmpty())
            openCatalogFile(file);
    });
    connect(action(QStringLiteral("openServerCatalog")), &QAction::triggered, this, [this] {
        const QString location = m_opener->askForServerLocation();
        if (!location.isEmpty())
            openCatalogFile(location);
    });
    connect(action(QStringLiteral("secretsFile")), &QAction::triggered, m_exports, &DesignerExports::chooseSecretsFile);
    connect(action(QStringLiteral("quit")), &QAction::triggered, this, &QWidget::close);
    // What the CLI or a colleague changed in the catalog since it was read, keeping the selection.
    connect(action(QStringLiteral("refresh")), &QAction::triggered, this, [this] { reloadDatabases(); });

    buildMenus();
}

void MainWindow::buildMenus()
{
    m_menus.build(this, m_actions, m_languages.language(), [this](Language lang) { m_languages.setLanguage(lang); });
    connect(m_menus.recent, &RecentCatalogsMenu::catalogChosen, this, [this](const QString &path) { openCatalogFile(path); });
    connect(action(QStringLiteral("documentation")), &QAction::triggered, this, [this] { openDocumentation(); });
    connect(action(QStringLiteral("shortcuts")), &QAction::triggered, this, [this] { openShortcuts(); });
    m_menus.toolBar->addSeparator();
    m_environmentChoice = new EnvironmentChoice(m_catalog, m_menus.toolBar);
    connect(m_environmentChoice, &EnvironmentChoice::chosenChanged, this, &MainWindow::environmentChosen);
    connect(m_environmentChoice, &EnvironmentChoice::failed, this, &MainWindow::report);

    m_ui.addContextActions(m_actions);
}

QAction *MainWindow::action(const QString &name) const
{
    return m_actions.value(name);
}

void MainWindow::retranslateUi()
{
    // The platform adds the application's display name to the title, which the language switch
    // translates; the same title set again would be ignored and keep the old name.
    setWindowTitle(QString());
    setWindowTitle(Catalog::shownLocation(m_catalog.path()));
    DesignerActions::retranslate(m_actions);
    m_editors->updateUndoActions();
    showSecretsFileTip();
    m_menus.retranslate();
    m_environmentChoice->retranslate();
    m_ui.retranslate();
    showNoMatchNote();
    m_tables->retranslate();
    showDatabaseTitle();
    showTable();
    refreshDatabaseChecks();
    updateActions();
    showEmptyState();
}

QString MainWindow::currentDatabase() const
{
    return m_ui.databaseView->currentIndex().data(Qt::UserRole).toString();
}

QString MainWindow::currentTable() const
{
    return m_ui.tableView->currentIndex().isValid() ? m_proxy->index(m_ui.tableView->currentIndex().row(), 0).data(Qt::UserRole).toString()
                                                 : QString();
}

bool MainWindow::selectDatabase(const QString &name)
{
    const int row = m_databases->rowOf(name);
    if (row < 0)
        return false;
    m_ui.databaseView->setCurrentIndex(m_databases->index(row));
    return true;
}

bool MainWindow::selectTable(const QString &name)
{
    const int row = m_tables->rowOf(name);
    if (row < 0)
        return false;
    m_ui.tableView->setCurrentIndex(m_proxy->mapFromSource(m_tables->index(row, 0)));
    return true;
}

SearchDialog *MainWindow::openSearchDialog()
{
    if (!m_search) {
        m_search = new SearchDialog(m_catalog, this);
        connect(m_search, &SearchDialog::tableActivated, this, [this](const QString &database, const QString &table) {
            if (!showTableOf(database, table))
                QMessageBox::information(this, tr("StreamTable Designer"),
                                         tr("Table %1 of database %2 is no longer in the catalog.").arg(table, database));
        });
    }
    m_search->show();
    m_search->raise();
    m_search->activateWindow();
    m_search->restart();
    return m_search;
}

bool MainWindow::showTableOf(const QString &database, const QString &table)
{
    m_ui.filter->clear();
    if (!selectDatabase(database)) {
        reloadDatabases(); // created elsewhere since the list was read
        if (!selectDatabase(database))
            return false;
    }
    if (!selectTable(table)) {
        reloadTables(table);
        if (!selectTable(table))
            return false;
    }
    m_ui.tableView->setFocus();
    return true;
}

void MainWindow::report(const CatalogStatus &status)
{
    if (status.ok())
        return;
    // The server refused the login in the middle of the session (the password was changed, the
    // session ended): asked for again, as when the catalog was opened, rather than said once
    // and left not connected.
    if (status.code() == CatalogErrorCode::LoginRefused && m_catalog.backend() == CatalogBackend::PostgreSQL) {
        // After the step that met the refusal has finished: the reload connects with the password.
        if (m_opener->askPasswordAgain(status))
            QTimer::singleShot(0, this, [this] { reloadDatabases(); });
        return;
    }
    QMessageBox::warning(this, tr("StreamTable Designer"), status.message(uiLanguage()));
}

void MainWindow::reloadDatabases(const QString &select)
{
    const QString keep = select.isEmpty() ? currentDatabase() : select;
    auto result = m_catalog.databases();
    if (!result && m_catalog.connectionLost())
        result = m_catalog.databases(); // reading again is safe: on a new session, or asking for the password
    if (!result) { // what is shown stays: emptied, the user's place would be lost with it
        report(result.status);
        return;
    }
    m_databases->setDatabases(result.value);
    const int reloadsBefore = m_tableReloads;
    if (!selectDatabase(keep) && m_databases->rowCount() > 0)
        m_ui.databaseView->setCurrentIndex(m_databases->index(0));
    if (m_tableReloads == reloadsBefore) // choosing the database reloads its tables already
        reloadTables();
}

void MainWindow::reloadTables(const QString &select)
{
    ++m_tableReloads;
    reloadEnvironments(); // the database's, read again with its tables
    const QString keep = !select.isEmpty() ? select : m_listing->busy() ? m_listing->select() : currentTable();
    const QString db = currentDatabase();
    const int row = m_databases->rowOf(db);
    const int count = row < 0 ? 0 : m_databases->databases().at(row).tableCount;
    if (!m_listing->wantsWorker(db, count)) {
        m_listing->readAtOnce(db);
        if (db.isEmpty()) {
            m_tables->setTables(TablesModel::Rows());
        } else {
            const auto result = m_catalog.list(db);
            report(result.status);
            m_tables->setTables(result.value);
        }
        showListedRows(keep);
        return;
    }
    // A large database shown anew: the window shows at once with "Loading..." in the list.
    m_listing->start(db, count, keep);
    m_checker->drop(); // the checks of the database shown before
    m_ui.checks->clear();
    m_tables->setChecks({});
    m_tables->setTables(TablesModel::Rows());
    showDatabaseTitle();
    showEmptyState();
    showTable(); // nothing selected: the actions that need a table are disabled
}

void MainWindow::listedTables(const QString &database, const CatalogStatus &status, const TablesModel::Rows &rows)
{
    if (status) {
        m_tables->setTables(rows);
    } else {
        // The worker could not read the catalog: the window's own connection does, and says why
        // if it cannot either.
        const auto result = m_catalog.list(database);
        report(result.status);
        m_tables->setTables(result.value);
    }
    showListedRows(m_listing->select());
    Q_EMIT tablesListed(database);
}

void MainWindow::showDatabaseTitle()
{
    const QString db = currentDatabase();
    const TargetSchema *target = m_registry.target(effectiveTarget(QString(), QString(), currentTarget(), m_registry));
    m_ui.databaseTitle->setText(db.isEmpty() ? tr("No logical database selected")
                                          : tr("Logical database: %1 · target: %2").arg(db, target ? target->label.in(uiLanguage()) : currentTarget()));
    m_ui.databaseTitle->setToolTip(target ? target->description.in(uiLanguage()) : QString());
}

void MainWindow::reloadEnvironments()
{
    m_environmentChoice->reload(currentDatabase());
}

QComboBox *MainWindow::environmentBox() const
{
    return m_environmentChoice->box();
}

QString MainWindow::currentEnvironment() const
{
    return m_environmentChoice->current();
}

const Environment *MainWindow::chosenEnvironment() const
{
    return m_environmentChoice->chosen();
}

void MainWindow::environmentChosen()
{
    showRevision();
    refreshDatabaseChecks();
}

EnvironmentsDialog *MainWindow::openEnvironmentsDialog(bool modal)
{
    const QString db = currentDatabase();
    if (db.isEmpty())
        return nullptr;
    auto *dialog = new EnvironmentsDialog(m_catalog, db, this);
    openDatabaseSettings(dialog, db, tr("Environments of %1 saved.").arg(db), modal);
    return dialog;
}

void MainWindow::openDatabaseSettings(QDialog *dialog, const QString &db, const QString &saved, bool modal)
{
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, db, saved] {
        if (currentDatabase() != db)
            return;
        // Read again with the tables, which are previewed and checked anew.
        reloadEnvironments();
        environmentChosen();
        showStatus(saved, 5000);
    });
    modal ? (void)dialog->exec() : dialog->show();
}

ConnectionsDialog *MainWindow::openConnectionsDialog(bool modal)
{
    const QString db = currentDatabase();
    if (db.isEmpty())
        return nullptr;
    auto *dialog = new ConnectionsDialog(m_catalog, databaseRegistry(), db, this);
    openDatabaseSettings(dialog, db, tr("Connections of %1 saved.").arg(db), modal);
    return dialog;
}

void MainWindow::showListedRows(const QString &select)
{
    showDatabaseTitle();
    showEmptyState();
    if (!selectTable(select) && m_proxy->rowCount() > 0)
        m_ui.tableView->setCurrentIndex(m_proxy->index(0, 0));
    showTable();
    refreshDatabaseChecks();
}

void MainWindow::showEmptyState()
{
    const QString db = currentDatabase();
    const int row = m_databases->rowOf(db);
    const QString comment = row < 0 ? QString() : m_databases->databases().at(row).comment;
    m_ui.databaseComment->setText(comment);
    m_ui.databaseComment->setVisible(!comment.isEmpty());
    const MainWindowWidgets::TablesState state = m_listing->busy() ? MainWindowWidgets::TablesState::Loading
                                                 : !db.isEmpty() && m_tables->rowCount() == 0 ? MainWindowWidgets::TablesState::None
                                                                                             : MainWindowWidgets::TablesState::Listed;
    m_ui.showTablesState(state, db, m_listing->expected(), m_actions);
}

void MainWindow::showNoMatchNote()
{
    const QString filter = m_ui.filter->text();
    m_ui.noMatch->setVisible(!filter.isEmpty() && m_proxy->rowCount() == 0);
    m_ui.noMatch->setText(tr("No table matches “%1”").arg(filter));
}

void MainWindow::refreshDatabaseChecks()
{
    m_checker->drop();
    const QString db = currentDatabase();
    if (db.isEmpty()) {
        m_ui.checks->clear();
        m_tables->setChecks({});
        return;
    }
    if (m_listing->busy()) {
        m_ui.checks->clear(); // checked once its rows are listed (listedTables())
        return;
    }
    DatabaseChecker::Request request;
    request.database = db;
    request.target = currentTarget();
    if (const Environment *chosen = chosenEnvironment())
        request.environment = *chosen;
    request.connections = m_environmentChoice->connections();
    request.tableCount = int(m_tables->tables().size());
    m_checker->check(request); // a small database's checks are shown when this returns
    if (m_checker->busy()) {
        m_ui.checks->clear();
        m_ui.checks->addItem(tr("Checking %n table(s)...", nullptr, request.tableCount));
    }
}

bool MainWindow::checksRunning() const
{
    return m_checker->busy() || m_listing->busy();
}

TablePreview::Place MainWindow::previewPlace() const
{
    return TablePreview::Place{currentDatabase(), currentTable(), &databaseRegistry(), chosenEnvironment(), m_environmentChoice->connections()};
}

void MainWindow::showTable()
{
    m_preview->showTable(previewPlace());
    updateActions();
}

void MainWindow::showRevision()
{
    m_preview->showRevision(previewPlace());
}

std::pair<int, int> MainWindow::revisionsToCompare() const
{
    return m_preview->revisionsToCompare();
}

CompareDialog *MainWindow::openCompareDialog()
{
    return m_preview->openCompare(previewPlace());
}

void MainWindow::restoreRevision()
{
    if (m_preview->restoreShown(currentDatabase()))
        reloadTables(m_preview->shown().spec.name);
}

void MainWindow::updateActions()
{
    const bool haveDb = !currentDatabase().isEmpty();
    const bool haveTable = !currentTable().isEmpty() && m_preview->shown().revision > 0; // a table that could not be read is not
    for (const char *name : {"renameDatabase", "changeTarget", "environments", "connections", "deleteDatabase", "newTable", "exportDatabase", "exportDatabaseFile", "jobProfile", "exportJob"})
        action(QLatin1String(name))->setEnabled(haveDb);
    for (const char *name : {"editTable", "duplicateTable", "deleteTable", "copyDdl", "exportTable"})
        action(QLatin1String(name))->setEnabled(haveTable);
    action(QStringLiteral("exportAll"))->setEnabled(m_databases->rowCount() > 0);
    m_ui.copy->setEnabled(haveTable);
    const bool canCompare = revisionsToCompare().first > 0;
    action(QStringLiteral("compareRevisions"))->setEnabled(canCompare);
    m_ui.compare->setEnabled(canCompare);
}

TableEditors::Place MainWindow::editorPlace() const
{
    TableEditors::Place place;
    place.database = currentDatabase();
    place.registry = &databaseRegistry();
    place.environment = chosenEnvironment();
    place.connections = m_environmentChoice->connections();
    place.tableNamesByKey = tableNamesByKey();
    place.tableCount = int(m_tables->tables().size());
    return place;
}

TableDialog *MainWindow::openCreateDialog(bool modal)
{
    return currentDatabase().isEmpty() ? nullptr : m_editors->openCreate(editorPlace(), modal);
}

TableDialog *MainWindow::openEditDialog(bool duplicate, bool modal)
{
    const QString name = currentTable();
    return name.isEmpty() ? nullptr : m_editors->openEdit(editorPlace(), name, duplicate, modal);
}

JobDialog *MainWindow::openJobDialog(bool modal)
{
    return currentDatabase().isEmpty() ? nullptr : m_editors->openJob(editorPlace(), modal);
}

bool MainWindow::checkOutsideChanges()
{
    const CatalogResult<qint64> stamp = m_catalog.outsideChangeStamp();
    if (!stamp || stamp.value == m_lastStamp)
        return false;
    m_lastStamp = stamp.value;
    reloadDatabases(); // keeps the database and table shown
    m_editors->tellOfOutsideChanges();
    return true;
}

void MainWindow::exportJob()
{
    m_exports->exportJobAsked(currentDatabase(), currentEnvironment());
}

bool MainWindow::exportJobTo(const QString &folder)
{
    return m_exports->exportJobTo(folder, currentDatabase(), currentEnvironment());
}

bool MainWindow::exportTo(const QString &folder, const QStringList &databases, const QString &onlyTable, bool oneFile)
{
    return m_exports->exportTo(folder, databases, onlyTable, oneFile, currentEnvironment()); // the picker's environment
}

bool MainWindow::setSecretsFile(const QString &path, QString *error)
{
    return m_exports->setSecretsFile(path, error);
}

QString MainWindow::secretsFile() const
{
    return m_exports->secretsFile();
}

QString MainWindow::lastExportReport() const
{
    return m_exports->lastReport();
}

void MainWindow::showSecretsFileTip()
{
    const QString tip = m_exports->secretsFileTip();
    action(QStringLiteral("secretsFile"))->setStatusTip(tip);
    action(QStringLiteral("secretsFile"))->setToolTip(tip);
}

QHash<QString, QString> MainWindow::tableNamesByKey() const
{
    QHash<QString, QString> names;
    const QList<TableInfo> &tables = m_tables->tables();
    names.reserve(tables.size());
    for (int row = 0; row < tables.size(); ++row)
        names.insert(m_tables->key(row), tables.at(row).name);
    return names;
}

QStringList MainWindow::databaseNames() const
{
    QStringList names;
    for (const DatabaseInfo &d : m_databases->databases())
        names << d.name;
    return names;
}

QString MainWindow::currentTarget() const
{
    const int row = m_databases->rowOf(currentDatabase());
    return row < 0 ? QString() : m_databases->databases().at(row).target;
}

const SchemaRegistry &MainWindow::databaseRegistry() const
{
    const SchemaRegistry *resolved = m_registry.resolvedFor(currentTarget());
    return resolved ? *resolved : m_registry;
}

void MainWindow::importDdl() { importPaths({}); }
void MainWindow::importPaths(const QStringList &paths) { showImported(DesignerImport::run(m_catalog, m_registry, currentDatabase(), paths, this)); }
void MainWindow::newTablesFromDatabase() { showImported(DesignerImport::fromDatabase(m_catalog, m_registry, currentDatabase(), this)); }

void MainWindow::showImported(const std::optional<DesignerImport::Outcome> &imported)
{
    if (imported) {
        reloadDatabases(imported->database);
        statusBar()->showMessage(imported->message, 5000);
    }
}

QStringList MainWindow::droppedImportPaths(const QMimeData *mime)
{
    return DesignerImport::droppedPaths(mime);
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    if (!droppedImportPaths(event->mimeData()).isEmpty())
        event->acceptProposedAction();
    else
        event->ignore();
}

void MainWindow::dropEvent(QDropEvent *event)
{
    const QStringList paths = droppedImportPaths(event->mimeData());
    if (paths.isEmpty()) {
        event->ignore();
        return;
    }
    event->acceptProposedAction();
    // Opened once the drop is over: the source of the drag waits for it to end.
    QTimer::singleShot(0, this, [this, paths] { importPaths(paths); });
}

void MainWindow::newDatabase()
{
    if (const std::optional<QString> created = m_databaseActions->create(databaseNames()))
        reloadDatabases(*created);
}

void MainWindow::renameDatabase()
{
    if (const std::optional<QString> renamed = m_databaseActions->rename(currentDatabase(), databaseNames()))
        reloadDatabases(*renamed);
}

void MainWindow::deleteDatabase()
{
    const int row = m_databases->rowOf(currentDatabase());
    if (m_databaseActions->remove(currentDatabase(), row < 0 ? 0 : m_databases->databases().at(row).tableCount))
        reloadDatabases();
}

void MainWindow::changeTarget()
{
    const QString db = currentDatabase();
    if (m_databaseActions->changeTarget(db, currentTarget(), m_environmentChoice->connections(), chosenEnvironment()))
        reloadDatabases(db);
}

void MainWindow::deleteTable()
{
    const QString db = currentDatabase();
    const QString name = currentTable();
    if (!name.isEmpty() && m_databaseActions->deleteTable(db, name))
        reloadDatabases(db);
}

void MainWindow::copyDdl()
{
    if (m_ui.ddl->toPlainText().isEmpty())
        return;
    QApplication::clipboard()->setText(m_ui.ddl->toPlainText());
    statusBar()->showMessage(tr("DDL copied to the clipboard."), 3000);
}

void MainWindow::exportTable()
{
    m_exports->exportAsked({currentDatabase()}, currentTable(), false, currentEnvironment());
}

void MainWindow::exportDatabase()
{
    m_exports->exportAsked({currentDatabase()}, QString(), false, currentEnvironment());
}

void MainWindow::exportAll()
{
    m_exports->exportAsked({}, QString(), false, currentEnvironment());
}

void MainWindow::exportDatabaseFile()
{
    m_exports->exportAsked({currentDatabase()}, QString(), true, currentEnvironment());
}

bool MainWindow::openCatalogFile(const QString &file)
{
    // Like quitting: the open editors go first, each asking about its unsaved changes.
    if (!closeEditors())
        return false;
    LocalizedText notice;
    bool reopened = false;
    if (!m_opener->switchTo(file, &notice, &reopened)) {
        if (reopened)
            reloadDatabases();
        return false;
    }
    SampleDialog::setGuardedFiles({m_catalog.path()});
    if (m_search)
        m_search->hide(); // its results are of the other catalog
    // A new catalog: nothing of the old selection carries over.
    m_ui.filter->clear();
    m_ui.databaseView->setCurrentIndex(QModelIndex());
    reloadDatabases();
    m_lastStamp = m_catalog.outsideChangeStamp().value;
    setWindowTitle(Catalog::shownLocation(m_catalog.path()));
    RecentCatalogs::add(m_catalog.path());
    RecentCatalogs::setLastOpened(m_catalog.path());
    m_menus.recent->rebuildLater();
    statusBar()->showMessage(tr("Catalog %1 opened.").arg(Catalog::shownLocation(m_catalog.path())), 5000);
    if (!notice.isEmpty())
        QMessageBox::information(this, tr("Open catalog"), notice.in(uiLanguage()));
    return true;
}

DocumentationDialog *MainWindow::openDocumentation(bool modal)
{
    auto *dialog = new DocumentationDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    modal ? (void)dialog->exec() : dialog->show();
    return dialog;
}

ShortcutsDialog *MainWindow::openShortcuts(bool modal)
{
    auto *dialog = new ShortcutsDialog(m_actions.values(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    modal ? (void)dialog->exec() : dialog->show();
    return dialog;
}

void MainWindow::about()
{
    showAboutBox(this, m_registry, Catalog::shownLocation(m_catalog.path()));
}

bool MainWindow::event(QEvent *event)
{
    const bool handled = QMainWindow::event(event);
    if (event->type() == QEvent::Paint)
        m_listing->windowPainted();
    return handled;
}

void MainWindow::fitTableColumns()
{
    m_ui.fitTableColumns(*m_tables);
}

void MainWindow::changeEvent(QEvent *event)
{
    if ((event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange) && m_ui.tableView)
        fitTableColumns();
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        for (QAction *a : m_menus.languages->actions())
            a->setChecked(a->objectName() == QStringLiteral("language_") + languageCode(m_languages.language()));
    }
    QMainWindow::changeEvent(event);
}

bool MainWindow::closeEditors()
{
    for (EditorDialog *editor : findChildren<EditorDialog *>()) {
        if (editor->isVisible() && !editor->close())
            return false;
    }
    return true;
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    // Quitting closes the open editors first; one kept open keeps the program running.
    if (!closeEditors()) {
        event->ignore();
        return;
    }
    geometrySetting.set(saveGeometry());
    stateSetting.set(saveState());
    if (auto *splitter = qobject_cast<QSplitter *>(centralWidget()))
        splitterSetting.set(splitter->saveState());
    event->accept();
}

} // namespace st

#pragma once

#include "catalogmodels.h"

#include <QCoreApplication>
#include <QMap>

class QAction;
class QAbstractItemModel;
class QComboBox;
class QLabel;
class QLineEdit;
class QListView;
class QListWidget;
class QMainWindow;
class QPushButton;
class QSplitter;
class QStackedWidget;
class QTableView;
class QWidget;

namespace st {

class DdlView;

/// The main window's widgets and how they are laid out (what a Qt Designer form would hold):
/// logical databases on the left, the current database's tables in the middle with its checks
/// under them, the selected table's DDL and revision history on the right. MainWindow connects
/// them and fills them.
struct MainWindowWidgets
{
    Q_DECLARE_TR_FUNCTIONS(MainWindowWidgets)

public:
    /// The table list's columns sized to their widest text (MainWindow::fitTableColumns); Name
    /// stretches over the rest.
    static constexpr TablesModel::Column fittedColumns[] = {TablesModel::Connector, TablesModel::Role, TablesModel::Checks,
                                                            TablesModel::Saved};

    /// Makes the widgets in `window` (its central widget), showing `databases` and `tables`.
    void build(QMainWindow *window, QAbstractItemModel *databases, QAbstractItemModel *tables);
    /// Sizes the table list's fitted columns to the widest text each can show of `tables`: not
    /// resized to their contents, which measured hundreds of rows per keystroke in the filter.
    void fitTableColumns(const TablesModel &tables);
    /// The texts that say what each part is (the language switch calls it again).
    void retranslate();
    /// What the middle column shows instead of the table list, if anything.
    enum class TablesState { Listed, None, Loading };
    /// Shows the table list, or what to do in `database` without tables (the New table and
    /// Import buttons name the keys of `actions`), or "Loading `expected` tables...".
    void showTablesState(TablesState state, const QString &database, int expected, const QMap<QString, QAction *> &actions);
    /// The context menus of the lists: the actions, by name, that act on what they show.
    void addContextActions(const QMap<QString, QAction *> &actions);

    QLabel *databasesLabel = nullptr;
    QListView *databaseView = nullptr;
    QLabel *databaseTitle = nullptr;
    QLineEdit *filter = nullptr;
    QTableView *tableView = nullptr;
    QStackedWidget *tableStack = nullptr;
    QWidget *emptyPage = nullptr; ///< instead of the table list while the database has no tables
    QLabel *emptyText = nullptr;
    QLabel *noMatch = nullptr; ///< over the table list when the filter matches no table
    QPushButton *emptyCreate = nullptr;
    QPushButton *emptyImport = nullptr;
    QLabel *databaseComment = nullptr;
    QLabel *ddlLabel = nullptr;
    QComboBox *dialect = nullptr;
    QPushButton *copy = nullptr;
    DdlView *ddl = nullptr;
    QLabel *historyLabel = nullptr;
    QListWidget *history = nullptr;
    QLabel *checksLabel = nullptr;
    QListWidget *checks = nullptr;
    QPushButton *restore = nullptr;
    QPushButton *compare = nullptr;
    QLabel *loadingLabel = nullptr; ///< instead of the table list while a large database is listed
    QSplitter *splitter = nullptr;  ///< the three columns
};

} // namespace st

#include "mainwindowwidgets.h"

#include "ddlview.h"
#include "windowsize.h"

#include <QAction>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QListWidget>
#include <QMainWindow>
#include <QPushButton>
#include <QSplitter>
#include <QStackedWidget>
#include <QStyle>
#include <QStyleOption>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace st {

namespace {

QWidget *column(QWidget *parent, std::initializer_list<QWidget *> widgets, int stretchIndex)
{
    auto *box = new QWidget(parent);
    auto *layout = new QVBoxLayout(box);
    layout->setContentsMargins(4, 4, 4, 4);
    int i = 0;
    for (QWidget *w : widgets)
        layout->addWidget(w, i++ == stretchIndex ? 1 : 0);
    return box;
}

/// The width `view`'s default delegate asks for a cell showing `text` (with an icon, when
/// `withIcon`): what QStyledItemDelegate::sizeHint measures, without a model index to read.
int cellWidth(const QTableView *view, const QString &text, bool withIcon)
{
    QStyleOptionViewItem option;
    option.initFrom(view);
    option.font = view->font();
    option.fontMetrics = view->fontMetrics();
    option.features = QStyleOptionViewItem::HasDisplay;
    option.text = text;
    option.displayAlignment = Qt::AlignLeft | Qt::AlignVCenter;
    option.decorationSize = view->iconSize();
    option.decorationPosition = QStyleOptionViewItem::Left;
    if (withIcon)
        option.features |= QStyleOptionViewItem::HasDecoration;
    const int width = view->style()->sizeFromContents(QStyle::CT_ItemViewItem, &option, QSize(), view).width();
    return view->showGrid() ? width + 1 : width; // as QTableView::sizeHintForColumn counts the grid line
}

/// A row of `widgets` without margins; the first (a label) takes the room the others leave.
QWidget *row(QWidget *parent, std::initializer_list<QWidget *> widgets)
{
    auto *box = new QWidget(parent);
    auto *layout = new QHBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    int i = 0;
    for (QWidget *w : widgets)
        layout->addWidget(w, i++ == 0 ? 1 : 0);
    return box;
}

} // namespace

void MainWindowWidgets::build(QMainWindow *window, QAbstractItemModel *databases, QAbstractItemModel *tables)
{
    databasesLabel = new QLabel(window);
    databaseView = new QListView(window);
    databaseView->setObjectName(QStringLiteral("databaseView"));
    databaseView->setModel(databases);
    databaseView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    databaseView->setContextMenuPolicy(Qt::ActionsContextMenu);

    databaseTitle = new QLabel(window);
    databaseTitle->setObjectName(QStringLiteral("databaseTitle"));
    QFont titleFont = databaseTitle->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.4);
    titleFont.setBold(true);
    databaseTitle->setFont(titleFont);
    databaseTitle->setTextFormat(Qt::PlainText);
    filter = new QLineEdit(window);
    filter->setObjectName(QStringLiteral("tableFilter"));
    filter->setClearButtonEnabled(true);
    tableView = new QTableView(window);
    tableView->setObjectName(QStringLiteral("tableView"));
    tableView->setModel(tables);
    tableView->setSortingEnabled(true);
    tableView->sortByColumn(TablesModel::Name, Qt::AscendingOrder);
    tableView->setSelectionBehavior(QAbstractItemView::SelectRows);
    tableView->setSelectionMode(QAbstractItemView::SingleSelection);
    tableView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    tableView->verticalHeader()->hide();
    tableView->setIconSize(QSize(16, 16)); // the message-box icons of the Checks column, at text size
    tableView->horizontalHeader()->setSectionResizeMode(TablesModel::Name, QHeaderView::Stretch);
    // The other columns are as wide as the widest text they can show (fitTableColumns), not
    // resized to their contents: that measured hundreds of rows per keystroke in the filter box.
    for (TablesModel::Column fitted : fittedColumns)
        tableView->horizontalHeader()->setSectionResizeMode(fitted, QHeaderView::Interactive);
    tableView->setContextMenuPolicy(Qt::ActionsContextMenu);
    // A filter that matches no table says so where the rows would be.
    noMatch = new QLabel(tableView->viewport());
    noMatch->setObjectName(QStringLiteral("noTableMatches"));
    noMatch->setTextFormat(Qt::PlainText);
    noMatch->setWordWrap(true);
    noMatch->setAlignment(Qt::AlignCenter);
    noMatch->setForegroundRole(QPalette::PlaceholderText);
    noMatch->hide();
    auto *noMatchLayout = new QVBoxLayout(tableView->viewport());
    noMatchLayout->addWidget(noMatch, 0, Qt::AlignTop);
    noMatchLayout->addStretch(1);
    checksLabel = new QLabel(window);
    checks = new QListWidget(window);
    checks->setObjectName(QStringLiteral("databaseChecks"));
    checks->setWordWrap(true);
    checks->setIconSize(QSize(16, 16));
    checks->setMaximumHeight(checks->fontMetrics().lineSpacing() * 6);

    ddlLabel = new QLabel(window);
    dialect = new QComboBox(window);
    copy = new QPushButton(window);
    copy->setIcon(window->style()->standardIcon(QStyle::SP_FileDialogDetailedView));
    ddl = new DdlView(window);
    ddl->setObjectName(QStringLiteral("ddlView"));
    historyLabel = new QLabel(window);
    history = new QListWidget(window);
    history->setObjectName(QStringLiteral("history"));
    // Two revisions are selected to be compared (Ctrl+click); the current one is shown.
    history->setSelectionMode(QAbstractItemView::ExtendedSelection);
    history->setContextMenuPolicy(Qt::ActionsContextMenu);
    restore = new QPushButton(window);
    compare = new QPushButton(window);
    compare->setObjectName(QStringLiteral("compareRevisions"));

    QWidget *ddlHead = row(window, {ddlLabel, dialect, copy});
    QWidget *historyFoot = row(window, {historyLabel, compare, restore});

    auto *right = new QSplitter(Qt::Vertical, window);
    right->addWidget(column(right, {ddlHead, ddl}, 1));
    right->addWidget(column(right, {historyFoot, history}, 1));
    right->setStretchFactor(0, 3);
    right->setStretchFactor(1, 1);

    splitter = new QSplitter(Qt::Horizontal, window);
    splitter->setObjectName(QStringLiteral("mainSplitter"));
    splitter->addWidget(column(splitter, {databasesLabel, databaseView}, 1));
    // A database without tables says what to do instead of showing an empty grid.
    emptyPage = new QWidget(window);
    emptyPage->setObjectName(QStringLiteral("emptyDatabase"));
    emptyText = new QLabel(emptyPage);
    emptyText->setWordWrap(true);
    emptyText->setAlignment(Qt::AlignCenter);
    emptyCreate = new QPushButton(emptyPage);
    emptyImport = new QPushButton(emptyPage);
    auto *emptyButtons = new QHBoxLayout;
    emptyButtons->addStretch(1);
    emptyButtons->addWidget(emptyCreate);
    emptyButtons->addWidget(emptyImport);
    emptyButtons->addStretch(1);
    auto *emptyLayout = new QVBoxLayout(emptyPage);
    emptyLayout->addStretch(1);
    emptyLayout->addWidget(emptyText);
    emptyLayout->addLayout(emptyButtons);
    emptyLayout->addStretch(2);
    tableStack = new QStackedWidget(window);
    tableStack->addWidget(tableView);
    tableStack->addWidget(emptyPage);
    // Shown instead of the table list while a large database's rows are listed on a worker.
    loadingLabel = new QLabel(window);
    loadingLabel->setObjectName(QStringLiteral("tablesLoading"));
    loadingLabel->setAlignment(Qt::AlignCenter);
    loadingLabel->setForegroundRole(QPalette::PlaceholderText);
    tableStack->addWidget(loadingLabel);
    databaseComment = new QLabel(window);
    databaseComment->setObjectName(QStringLiteral("databaseComment"));
    databaseComment->setWordWrap(true);
    databaseComment->setForegroundRole(QPalette::PlaceholderText);
    splitter->addWidget(column(splitter, {databaseTitle, databaseComment, filter, tableStack, checksLabel, checks}, 3));
    splitter->addWidget(right);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 3);
    splitter->setStretchFactor(2, 3);
    splitter->setSizes({170, 620, 490}); // the table list gets the room its five columns need
    window->setCentralWidget(splitter);
    rememberWindowSize(window, QStringLiteral("mainWindow"), QSize(1280, 760));

}

void MainWindowWidgets::fitTableColumns(const TablesModel &tables)
{
    QHeaderView *header = tableView->horizontalHeader();
    for (TablesModel::Column column : fittedColumns) {
        int width = header->sectionSizeHint(column);
        for (const QString &text : tables.textsOf(column))
            width = std::max(width, cellWidth(tableView, text, column == TablesModel::Checks));
        header->resizeSection(column, width);
    }
}

void MainWindowWidgets::retranslate()
{
    databasesLabel->setText(tr("Logical databases"));
    filter->setPlaceholderText(tr("Filter tables by name (Ctrl+F)"));
    ddlLabel->setText(tr("DDL"));
    copy->setText(tr("Copy"));
    copy->setToolTip(tr("Copy the DDL to the clipboard"));
    dialect->setToolTip(tr("DDL dialect"));
    historyLabel->setText(tr("Revision history"));
    restore->setText(tr("Restore this revision"));
    compare->setText(tr("Compare..."));
    compare->setToolTip(tr("Compare the two selected revisions (Ctrl+click to select a second one), or the selected one with the latest"));
    checksLabel->setText(tr("Checks (tables with errors, job profile, wiring, rules across tables)"));
}

void MainWindowWidgets::showTablesState(TablesState state, const QString &database, int expected, const QMap<QString, QAction *> &actions)
{
    const auto keys = [&actions](const char *name) { return actions.value(QLatin1String(name))->shortcut().toString(QKeySequence::NativeText); };
    emptyText->setText(tr("Logical database %1 has no tables yet. Create one from a form, or import the CREATE TABLE statements you have.").arg(database));
    emptyCreate->setText(tr("Create table... (%1)").arg(keys("newTable")));
    emptyImport->setText(tr("Import DDL... (%1)").arg(keys("importDdl")));
    loadingLabel->setText(tr("Loading %n table(s)...", nullptr, expected));
    tableStack->setCurrentWidget(state == TablesState::Loading ? loadingLabel : state == TablesState::None ? emptyPage : static_cast<QWidget *>(tableView));
    filter->setEnabled(state != TablesState::None);
}

void MainWindowWidgets::addContextActions(const QMap<QString, QAction *> &actions)
{
    const auto named = [&actions](std::initializer_list<const char *> names) {
        QList<QAction *> list;
        for (const char *name : names)
            list << actions.value(QLatin1String(name));
        return list;
    };
    databaseView->addActions(named({"newDatabase", "renameDatabase", "changeTarget", "deleteDatabase", "exportDatabase"}));
    tableView->addActions(named({"editTable", "duplicateTable", "deleteTable", "copyDdl", "exportTable"}));
    // Delete acts on the table list, not on text being edited elsewhere.
    actions.value(QStringLiteral("deleteTable"))->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    history->addActions(named({"compareRevisions"}));
}

} // namespace st

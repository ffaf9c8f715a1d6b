#include "tabledialog.h"

#include "columnsmodel.h"
#include "columnspanel.h"
#include "connectorchoice.h"
#include "ddlview.h"
#include "optionform.h"
#include "check/validator.h"

#include <algorithm>

#include <QComboBox>
#include <QFrame>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QStackedWidget>
#include <QTabWidget>
#include <QUrl>
#include <QVBoxLayout>

// TableDialog's two pages as they are built, and the banner of a change made elsewhere laid
// over the editor page.

namespace st {

void TableDialog::buildConnectorPage()
{
    auto *page = new QWidget(m_pages);
    m_chooseTitle = new QLabel(page);
    m_chooseTitle->setWordWrap(true);
    QFont title = m_chooseTitle->font();
    title.setPointSizeF(title.pointSizeF() * 1.2);
    title.setBold(true);
    m_chooseTitle->setFont(title);
    // One card per data source type: its name, its description from the schema, its roles.
    m_connectors = new QListWidget(page);
    m_connectors->setObjectName(QStringLiteral("connectorList"));
    m_connectors->setItemDelegate(new ConnectorChoiceDelegate(m_connectors));
    m_connectors->setSpacing(5);
    // Left to right, wrapping: two columns of cards once there are more than a few. (The icon
    // mode lays out rows of items; the list mode with a left-to-right flow lays out one.)
    m_connectors->setViewMode(QListView::IconMode);
    m_connectors->setMovement(QListView::Static);
    m_connectors->setFlow(QListView::LeftToRight);
    m_connectors->setWrapping(true);
    // Laid out again when the list's width (wrapping) or height (shared out) changes.
    m_connectors->setResizeMode(QListView::Adjust);
    m_connectors->setWordWrap(true);
    m_connectors->setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    m_connectors->setFrameShape(QFrame::NoFrame);
    m_connectors->viewport()->setBackgroundRole(QPalette::Window);
    m_connectors->viewport()->setAttribute(Qt::WA_Hover);
    m_chooseHint = new QLabel(page);
    m_chooseHint->setWordWrap(true);
    m_chooseHint->setForegroundRole(QPalette::PlaceholderText);
    m_next = new QPushButton(this);
    m_next->setEnabled(false);
    auto *layout = new QVBoxLayout(page);
    layout->addWidget(m_chooseTitle);
    layout->addWidget(m_connectors, 1);
    layout->addWidget(m_chooseHint);
    QList<ConnectorSchemaPtr> schemas = m_registry.schemas();
    // In the order the schemas give (the everyday connectors first, the test ones last).
    std::stable_sort(schemas.begin(), schemas.end(), [](const ConnectorSchemaPtr &a, const ConnectorSchemaPtr &b) { return a->listOrder < b->listOrder; });
    // Those the database's target lacks are not offered; the hint under the cards names them.
    const TargetSchema *target = m_registry.target(m_registry.activeTarget());
    for (const ConnectorSchemaPtr &schema : std::as_const(schemas)) {
        if (schema->target.unavailable || (target && !schema->dialect(target->dialect))) {
            m_unavailableConnectors << schema;
            continue;
        }
        auto *item = new QListWidgetItem(m_connectors);
        item->setData(Qt::UserRole, schema->connector);
    }
    connect(m_connectors, &QListWidget::currentRowChanged, this, [this](int row) { m_next->setEnabled(row >= 0); });
    // Queued: Enter on the list also reaches the dialog's default button (Next). Handled at once,
    // the editor would open first and the same Enter would press its default button, Save.
    connect(m_connectors, &QListWidget::itemActivated, this, [this] { chooseConnector(); }, Qt::QueuedConnection);
    connect(m_next, &QPushButton::clicked, this, &TableDialog::chooseConnector);
    m_pages->addWidget(page);
}

void TableDialog::buildEditorPage()
{
    auto *page = new QWidget(m_pages);
    QGridLayout *head = buildEditorHead(page);
    buildEditorTabs(page);
    QSplitter *bottom = buildSummaryAndPreview(page);
    auto *vertical = new QSplitter(Qt::Vertical, page);
    vertical->addWidget(m_tabs);
    vertical->addWidget(bottom);
    vertical->setStretchFactor(0, 3);
    vertical->setStretchFactor(1, 2);
    vertical->setChildrenCollapsible(false);

    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 0, 0, 0);
    buildChangedElsewhereBanner(page);
    layout->addLayout(head);
    layout->addWidget(vertical, 1);
    connectEditorFields();
    m_pages->addWidget(page);
}

/// The table's name, comment, role and connection, under the database's and the type's names.
QGridLayout *TableDialog::buildEditorHead(QWidget *page)
{
    m_databaseLabel = new QLabel(page);
    QFont bold = m_databaseLabel->font();
    bold.setBold(true);
    m_databaseLabel->setFont(bold);
    m_nameLabel = new QLabel(page);
    m_name = new QLineEdit(page);
    m_name->setObjectName(QStringLiteral("tableName"));
    m_commentLabel = new QLabel(page);
    m_comment = new QLineEdit(page);
    m_connectorLabel = new QLabel(page);
    m_connectorValue = new QLabel(page);
    m_roleLabel = new QLabel(page);
    m_role = new QComboBox(page);
    m_nameLabel->setBuddy(m_name);
    m_commentLabel->setBuddy(m_comment);
    m_roleLabel->setBuddy(m_role);
    m_connectionLabel = new QLabel(page);
    m_connectionBox = new QComboBox(page);
    m_connectionBox->setObjectName(QStringLiteral("connection"));
    m_connectionLabel->setBuddy(m_connectionBox);

    // The data source type (a line of text) beside the database's, the connection beside the
    // name: the connection's field takes no height of its own (the dialog must fit 800x600).
    auto *head = new QGridLayout;
    head->addWidget(m_databaseLabel, 0, 0, 1, 2);
    head->addWidget(m_connectorLabel, 0, 2);
    head->addWidget(m_connectorValue, 0, 3);
    head->addWidget(m_nameLabel, 1, 0);
    head->addWidget(m_name, 1, 1);
    head->addWidget(m_connectionLabel, 1, 2);
    head->addWidget(m_connectionBox, 1, 3);
    head->addWidget(m_commentLabel, 2, 0);
    head->addWidget(m_comment, 2, 1);
    head->addWidget(m_roleLabel, 2, 2);
    head->addWidget(m_role, 2, 3);
    // Tab follows the rows as they are read: Name, Connection, then Comment, Role (it went in
    // the order the fields were made, Name, Comment, Role, and only then to the Connection).
    QWidget::setTabOrder(m_name, m_connectionBox);
    QWidget::setTabOrder(m_connectionBox, m_comment);
    QWidget::setTabOrder(m_comment, m_role);
    head->setColumnStretch(1, 2);
    head->setColumnStretch(3, 1);
    return head;
}

/// The columns and the options form, Undo and Redo in the row of their tabs.
void TableDialog::buildEditorTabs(QWidget *page)
{
    m_tabs = new QTabWidget(page);
    m_columns = new ColumnsPanel(m_tabs);
    m_options = new OptionForm;
    m_options->setFormatRegistry(&m_registry);
    auto *scroll = new QScrollArea(m_tabs);
    scroll->setWidget(m_options);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    m_tabs->addTab(m_columns, QString());
    m_tabs->addTab(scroll, QString());
    // Undo and Redo belong to the form: in the row of its tabs, where they take no height of
    // their own (the row of buttons below must fit an 800 px screen).
    auto *history = new QWidget(m_tabs);
    auto *historyLayout = new QHBoxLayout(history);
    historyLayout->setContentsMargins(0, 0, 0, 2);
    historyLayout->addWidget(m_undoButton);
    historyLayout->addWidget(m_redoButton);
    m_tabs->setCornerWidget(history, Qt::TopRightCorner);
}

/// The findings (with the button that writes the current option keys) beside the DDL preview.
QSplitter *TableDialog::buildSummaryAndPreview(QWidget *page)
{
    m_summaryLabel = new QLabel(page);
    m_summaryLabel->setWordWrap(true); // a long "Left to fill" line must not push the preview aside
    m_summaryLabel->setObjectName(QStringLiteral("summaryLabel"));
    m_summaryLabel->setTextFormat(Qt::RichText); // the fields named in it are links to them
    m_summaryLabel->setTextInteractionFlags(Qt::LinksAccessibleByMouse | Qt::LinksAccessibleByKeyboard);
    connect(m_summaryLabel, &QLabel::linkActivated, this, [this](const QString &link) {
        if (link.startsWith(QLatin1String("option:")))
            jumpTo(Subject::option(QUrl::fromPercentEncoding(link.mid(7).toUtf8())));
    });
    m_summary = new QListWidget(page);
    m_summary->setObjectName(QStringLiteral("summary"));
    m_summary->setWordWrap(true);
    m_previewLabel = new QLabel(page);
    m_dialect = new QComboBox(page);
    m_preview = new DdlView(page);
    m_preview->setObjectName(QStringLiteral("preview"));

    auto *summaryBox = new QWidget(page);
    auto *summaryLayout = new QVBoxLayout(summaryBox);
    summaryLayout->setContentsMargins(0, 0, 0, 0);
    m_currentKeys = new QPushButton(page);
    m_currentKeys->setObjectName(QStringLiteral("currentKeys"));
    // Its room is kept while it is hidden: coming and going as the user types, it must not
    // rewrap the summary and move the list under the pointer.
    QSizePolicy keepRoom = m_currentKeys->sizePolicy();
    keepRoom.setRetainSizeWhenHidden(true);
    m_currentKeys->setSizePolicy(keepRoom);
    m_currentKeys->hide();
    auto *summaryHead = new QHBoxLayout;
    summaryHead->addWidget(m_summaryLabel, 1);
    summaryHead->addWidget(m_currentKeys, 0, Qt::AlignTop);
    summaryLayout->addLayout(summaryHead);
    summaryLayout->addWidget(m_summary);
    auto *previewBox = new QWidget(page);
    auto *previewHead = new QHBoxLayout;
    previewHead->addWidget(m_previewLabel);
    previewHead->addStretch(1);
    previewHead->addWidget(m_dialect);
    auto *previewLayout = new QVBoxLayout(previewBox);
    previewLayout->setContentsMargins(0, 0, 0, 0);
    previewLayout->addLayout(previewHead);
    previewLayout->addWidget(m_preview);
    auto *bottom = new QSplitter(Qt::Horizontal, page);
    bottom->addWidget(summaryBox);
    bottom->addWidget(previewBox);
    bottom->setStretchFactor(0, 2);
    bottom->setStretchFactor(1, 3);
    return bottom;
}

void TableDialog::buildChangedElsewhereBanner(QWidget *page)
{
    // Told of a change made elsewhere: a banner with the two answers, laid over the foot of the
    // page rather than in the layout: above the form, it pushed the fields down by 48 px while
    // the user typed in them.
    m_elsewhere = new QFrame(page);
    m_elsewhere->setObjectName(QStringLiteral("changedElsewhere"));
    static_cast<QFrame *>(m_elsewhere)->setFrameShape(QFrame::StyledPanel);
    m_elsewhere->setAutoFillBackground(true);
    QPalette warn = m_elsewhere->palette();
    warn.setColor(QPalette::Window, QColor(255, 243, 205)); // a light amber: noticed, not alarming
    warn.setColor(QPalette::WindowText, QColor(60, 45, 0));
    m_elsewhere->setPalette(warn);
    m_elsewhereText = new QLabel(m_elsewhere);
    m_elsewhereText->setWordWrap(true);
    m_reload = new QPushButton(m_elsewhere);
    m_keepMine = new QPushButton(m_elsewhere);
    auto *elsewhereLayout = new QHBoxLayout(m_elsewhere);
    elsewhereLayout->addWidget(new QLabel(QStringLiteral("⚠"), m_elsewhere));
    elsewhereLayout->addWidget(m_elsewhereText, 1);
    elsewhereLayout->addWidget(m_reload);
    elsewhereLayout->addWidget(m_keepMine);
    m_elsewhere->hide();
    connect(m_reload, &QPushButton::clicked, this, [this] {
        m_elsewhere->hide();
        if (m_onReload)
            m_onReload();
    });
    connect(m_keepMine, &QPushButton::clicked, this, [this] {
        m_elsewhere->hide();
        if (m_onKeep)
            m_onKeep();
    });
}

/// Each edit of the page is recorded as an undo step and validated.
void TableDialog::connectEditorFields()
{
    connect(m_name, &QLineEdit::textEdited, this, [this] {
        recordEdit(QStringLiteral("name"));
        scheduleRefresh();
    });
    connect(m_comment, &QLineEdit::textEdited, this, [this] {
        recordEdit(QStringLiteral("comment"));
        scheduleRefresh();
    });
    connect(m_role, QOverload<int>::of(&QComboBox::activated), this, [this] {
        m_options->setRole(Role(m_role->currentData().toInt()));
        recordEdit(QStringLiteral("role"));
        scheduleRefresh();
    });
    connect(m_connectionBox, QOverload<int>::of(&QComboBox::activated), this, [this] {
        m_connection = m_connectionBox->currentData().toString();
        showConnection();
        recordEdit(QStringLiteral("connection"));
        scheduleRefresh();
    });
    connect(m_dialect, QOverload<int>::of(&QComboBox::activated), this, &TableDialog::scheduleRefresh);
    connect(m_columns, &ColumnsPanel::edited, this, [this] {
        m_options->setColumns(m_columns->model()->columns());
        recordEdit(); // a column added, removed, moved or a cell edited; the watermark, the partitions
        scheduleRefresh();
    });
    connect(m_options, &OptionForm::edited, this, [this] {
        recordEdit();
        scheduleRefresh();
    });
    connect(m_columns, &ColumnsPanel::sampleRequested, this, &TableDialog::columnsFromSample);
    connect(m_currentKeys, &QPushButton::clicked, this, [this] {
        const TableSpec now = spec();
        m_options->setValues(withCurrentOptionKeys(now, olderOptionKeys(now, m_registry)).options);
        recordEdit();
        refresh();
    });
    connect(m_summary, &QListWidget::itemActivated, this, [this](QListWidgetItem *item) {
        const int row = m_summary->row(item); // the summary lists m_shown in order
        if (row >= 0 && row < m_shown.size())
            jumpTo(m_shown.at(row).subject);
    });
}

void TableDialog::showChangedElsewhere(const QString &message, const std::function<void()> &reload, const std::function<void()> &keep)
{
    m_onReload = reload;
    m_onKeep = keep;
    m_elsewhereText->setText(message);
    m_reload->setVisible(bool(reload));
    m_elsewhere->show();
    placeChangedElsewhere();
}

void TableDialog::placeChangedElsewhere()
{
    const QWidget *page = m_elsewhere->parentWidget();
    const int width = page->width();
    const int height = m_elsewhere->hasHeightForWidth() ? m_elsewhere->heightForWidth(width) : m_elsewhere->sizeHint().height();
    m_elsewhere->setGeometry(0, page->height() - height, width, height);
    m_elsewhere->raise();
}

} // namespace st

#include "columnspanel.h"

#include "elidedlabel.h"
#include "findingcolour.h"
#include "typeeditordialog.h"

#include "widecombobox.h"

#include "columnsmodel.h"
#include "sql/ddlwriter.h"
#include "sql/flinktype.h"
#include "uilanguage.h"

#include <QAbstractItemView>
#include <QComboBox>
#include <QCompleter>
#include <QEvent>
#include <QGridLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPointer>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

namespace st {

namespace {

/// Type cells: a line edit completing Flink SQL types.
class TypeDelegate : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;
    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &, const QModelIndex &) const override
    {
        auto *edit = new QLineEdit(parent);
        auto *completer = new QCompleter(ColumnsPanel::typeSuggestions(), edit);
        completer->setCaseSensitivity(Qt::CaseInsensitive);
        completer->setFilterMode(Qt::MatchStartsWith);
        edit->setCompleter(completer);
        // While the completion list is open it has the keys, and Enter reaches the line edit
        // past the delegate's own Enter handling: the type was kept only on a second Enter, and
        // Escape then dropped it. Enter there (typed text, or a type picked from the list)
        // commits as it does without the list.
        auto *self = const_cast<TypeDelegate *>(this);
        const QPointer<QLineEdit> editor(edit);
        const auto commit = [self, editor] {
            if (!editor || editor->property("committed").toBool())
                return;
            editor->setProperty("committed", true);
            emit self->commitData(editor);
            emit self->closeEditor(editor, QAbstractItemDelegate::NoHint);
        };
        connect(
            completer, QOverload<const QString &>::of(&QCompleter::activated), edit,
            [commit, editor](const QString &picked) {
                if (editor)
                    editor->setText(picked);
                commit();
            },
            Qt::QueuedConnection);
        connect(edit, &QLineEdit::returnPressed, edit, [commit, completer] {
            // A type picked in the list is committed once the list has set it (activated).
            // Without the list the delegate's own Enter handling commits.
            const QAbstractItemView *list = completer->popup();
            if (list->isVisible() && !list->currentIndex().isValid())
                QTimer::singleShot(0, completer, commit);
        });
        return edit;
    }
};

/// Metadata cells: the connector's metadata keys, or none.
class MetadataDelegate : public QStyledItemDelegate
{
public:
    explicit MetadataDelegate(QObject *parent) : QStyledItemDelegate(parent) {}
    void setKeys(const QStringList &keys) { m_keys = keys; }
    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &, const QModelIndex &) const override
    {
        auto *combo = new WideComboBox(parent); // the cell is narrow; the keys must read whole
        combo->setEditable(true); // a key the schema does not list stays visible and editable
        combo->addItem(QString());
        combo->addItems(m_keys);
        return combo;
    }
    void setEditorData(QWidget *editor, const QModelIndex &index) const override
    {
        static_cast<QComboBox *>(editor)->setEditText(index.data(Qt::EditRole).toString());
    }
    void setModelData(QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const override
    {
        model->setData(index, static_cast<QComboBox *>(editor)->currentText().trimmed());
    }

private:
    QStringList m_keys;
};

const QRegularExpression &delayExpression()
{
    // `col` - INTERVAL 'N' SECOND, as the delay spin box writes it.
    static const QRegularExpression re(QStringLiteral("^`?(.+?)`?\\s*-\\s*INTERVAL\\s*'(\\d+)'\\s*SECOND$"),
                                       QRegularExpression::CaseInsensitiveOption);
    return re;
}

QString quoted(const QString &name)
{
    QString escaped = name;
    escaped.replace(QLatin1Char('`'), QLatin1String("``"));
    return QLatin1Char('`') + escaped + QLatin1Char('`');
}

} // namespace

QStringList ColumnsPanel::typeSuggestions()
{
    return {QStringLiteral("BIGINT"), QStringLiteral("INT"), QStringLiteral("SMALLINT"), QStringLiteral("TINYINT"),
            QStringLiteral("STRING"), QStringLiteral("VARCHAR(255)"), QStringLiteral("CHAR(1)"),
            QStringLiteral("DECIMAL(10, 2)"), QStringLiteral("DOUBLE"), QStringLiteral("FLOAT"), QStringLiteral("BOOLEAN"),
            QStringLiteral("DATE"), QStringLiteral("TIME(0)"), QStringLiteral("TIMESTAMP(3)"), QStringLiteral("TIMESTAMP_LTZ(3)"),
            QStringLiteral("BYTES"), QStringLiteral("BINARY(16)"), QStringLiteral("VARBINARY(255)"),
            QStringLiteral("ARRAY<STRING>"), QStringLiteral("MAP<STRING, STRING>"), QStringLiteral("MAP<STRING, BYTES>"),
            QStringLiteral("ROW<name STRING, value STRING>"), QStringLiteral("MULTISET<STRING>")};
}

ColumnsPanel::ColumnsPanel(QWidget *parent)
    : QWidget(parent), m_model(new ColumnsModel(this)), m_view(new QTableView(this)), m_add(new QPushButton(this)),
      m_remove(new QPushButton(this)), m_up(new QPushButton(this)), m_down(new QPushButton(this)),
      m_fromSample(new QPushButton(this)), m_editType(new QPushButton(this)),
      m_watermarkLabel(new QLabel(this)), m_watermarkColumn(new WideComboBox(this)), m_delayLabel(new QLabel(this)),
      m_watermarkDelay(new QSpinBox(this)), m_watermarkExpression(new QLineEdit(this)), m_partitionLabel(new QLabel(this)),
      m_partitions(new QLineEdit(this)), m_distributionLabel(new QLabel(this)), m_distributionText(new QLabel(this)),
      m_removeDistribution(new QPushButton(this)), m_problems(new ElidedLabel(this))
{
    m_view->setModel(m_model);
    m_view->setItemDelegateForColumn(ColumnsModel::Type, new TypeDelegate(m_view));
    m_view->setItemDelegateForColumn(ColumnsModel::Metadata, new MetadataDelegate(m_view));
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::AllEditTriggers);
    // The widths are the user's: fitted as a table is opened (fitColumns()), then changed only
    // by a drag, or a double click on a header's edge (which fits that column). Fitted to their
    // contents at every edit, a column added with a long name moved the Primary key column
    // 170 px, and a click aimed there opened the Type cell.
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_view->horizontalHeader()->setSectionResizeMode(ColumnsModel::Comment, QHeaderView::Stretch);
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 10);
    m_view->setObjectName(QStringLiteral("columnsView"));
    m_view->viewport()->installEventFilter(this); // its width: keepChecksInSight()

    auto *buttons = new QVBoxLayout;
    buttons->setSpacing(4); // six buttons beside the table, within the height of a small screen
    m_editType->setObjectName(QStringLiteral("editType"));
    for (QPushButton *b : {m_add, m_remove, m_up, m_down, m_editType})
        buttons->addWidget(b);
    buttons->addStretch(1);
    m_fromSample->setObjectName(QStringLiteral("columnsFromSample"));
    buttons->addWidget(m_fromSample);
    auto *tableRow = new QHBoxLayout;
    tableRow->addWidget(m_view, 1);
    tableRow->addLayout(buttons);

    // As wide as the longest column name (the list grows with the columns), within reason.
    m_watermarkColumn->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_watermarkColumn->setSizePolicy(QSizePolicy::Minimum, QSizePolicy::Fixed); // the expression gives way first
    m_watermarkColumn->setMaximumWidth(m_watermarkColumn->fontMetrics().averageCharWidth() * 48);
    // Never narrower than "(none)" in either language: with no time column yet the list holds only
    // that, and Chinese "（无）" was cut at 1366x768.
    m_watermarkColumn->setMinimumContentsLength(6);
    m_watermarkDelay->setRange(0, 86400);
    m_watermarkDelay->setValue(5);
    m_partitions->setClearButtonEnabled(true);
    // One line, kept whether or not a message is shown: a message coming and going as the user
    // types must not shrink the grid and move the buttons under the pointer. What does not fit
    // is in its tooltip, and every finding is in the dialog's list.
    m_problems->setObjectName(QStringLiteral("columnProblems"));
    colourAsFinding(m_problems, Severity::Error);

    auto *grid = new QGridLayout;
    grid->addWidget(m_watermarkLabel, 0, 0);
    grid->addWidget(m_watermarkColumn, 0, 1);
    grid->addWidget(m_delayLabel, 0, 2);
    grid->addWidget(m_watermarkDelay, 0, 3);
    grid->addWidget(m_watermarkExpression, 0, 4);
    grid->setColumnStretch(4, 1);
    grid->addWidget(m_partitionLabel, 1, 0);
    grid->addWidget(m_partitions, 1, 1, 1, 4);
    m_distributionText->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_removeDistribution->setObjectName(QStringLiteral("removeDistribution"));
    auto *distributionRow = new QHBoxLayout;
    distributionRow->addWidget(m_distributionText, 1);
    distributionRow->addWidget(m_removeDistribution);
    grid->addWidget(m_distributionLabel, 2, 0);
    grid->addLayout(distributionRow, 2, 1, 1, 4);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(tableRow, 1);
    layout->addLayout(grid);
    layout->addWidget(m_problems);

    connect(m_add, &QPushButton::clicked, this, [this] {
        const int row = m_model->addColumn(m_view->currentIndex().isValid() ? m_view->currentIndex().row() : -1);
        const QModelIndex name = m_model->index(row, ColumnsModel::Name);
        m_view->setCurrentIndex(name);
        // The view's current-changed trigger has opened the editor already; asked again, Qt
        // warns "edit: editing failed".
        if (!m_view->indexWidget(name))
            m_view->edit(name);
    });
    connect(m_fromSample, &QPushButton::clicked, this, &ColumnsPanel::sampleRequested);
    connect(m_editType, &QPushButton::clicked, this, &ColumnsPanel::editType);
    connect(m_remove, &QPushButton::clicked, this, [this] { m_model->removeSpecColumn(m_view->currentIndex().row()); });
    connect(m_up, &QPushButton::clicked, this, [this] {
        const QModelIndex current = m_view->currentIndex();
        m_view->setCurrentIndex(m_model->index(m_model->moveSpecColumn(current.row(), -1), current.column()));
    });
    connect(m_down, &QPushButton::clicked, this, [this] {
        const QModelIndex current = m_view->currentIndex();
        m_view->setCurrentIndex(m_model->index(m_model->moveSpecColumn(current.row(), +1), current.column()));
    });
    connect(m_model, &QAbstractItemModel::dataChanged, this, [this] { refreshColumnChoices(); Q_EMIT edited(); });
    connect(m_model, &QAbstractItemModel::rowsInserted, this, [this] { refreshColumnChoices(); Q_EMIT edited(); });
    connect(m_model, &QAbstractItemModel::rowsRemoved, this, [this] { refreshColumnChoices(); Q_EMIT edited(); });
    connect(m_model, &QAbstractItemModel::rowsMoved, this, [this] { Q_EMIT edited(); });
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this, [this] { updateButtons(); });
    connect(m_watermarkColumn, QOverload<int>::of(&QComboBox::activated), this, [this] { watermarkDelayChanged(); });
    connect(m_watermarkDelay, QOverload<int>::of(&QSpinBox::valueChanged), this, [this] { watermarkDelayChanged(); });
    connect(m_watermarkExpression, &QLineEdit::textEdited, this, &ColumnsPanel::edited);
    connect(m_partitions, &QLineEdit::textEdited, this, &ColumnsPanel::edited);
    connect(m_removeDistribution, &QPushButton::clicked, this, [this] {
        m_distribution = DistributionSpec{};
        showDistribution();
        Q_EMIT edited();
    });
    retranslateUi();
    showDistribution();
    updateButtons();
}

void ColumnsPanel::setConnector(const ConnectorSchemaPtr &schema)
{
    m_schema = schema;
    QStringList keys;
    if (schema) {
        for (const MetadataSchema &m : schema->metadata)
            keys << m.key;
    }
    static_cast<MetadataDelegate *>(m_view->itemDelegateForColumn(ColumnsModel::Metadata))->setKeys(keys);
    m_view->setColumnHidden(ColumnsModel::Metadata, keys.isEmpty());
    m_view->setColumnHidden(ColumnsModel::Virtual, keys.isEmpty());
    const bool partitioning = schema && schema->partitioning;
    m_partitionLabel->setVisible(partitioning);
    m_partitions->setVisible(partitioning);
}

void ColumnsPanel::setSpec(const TableSpec &spec)
{
    m_model->setColumns(spec.columns, spec.primaryKey);
    refreshColumnChoices(spec.watermark.column);
    const int wm = m_watermarkColumn->findData(spec.watermark.column);
    m_watermarkColumn->setCurrentIndex(wm < 0 ? 0 : wm);
    m_watermarkExpression->setText(spec.watermark.expression);
    const QRegularExpressionMatch m = delayExpression().match(spec.watermark.expression.trimmed());
    if (m.hasMatch()) {
        const QSignalBlocker block(m_watermarkDelay);
        m_watermarkDelay->setValue(m.captured(2).toInt());
    }
    // Setting the current index in code emits no `activated`: without this the fields of a
    // loaded watermark stayed disabled, and what the user typed went to the table name.
    enableWatermarkFields();
    m_partitions->setText(spec.partitionedBy.join(QStringLiteral(", ")));
    m_distribution = spec.distribution;
    showDistribution();
}

void ColumnsPanel::showDistribution()
{
    const bool shown = !m_distribution.isEmpty();
    // As the DDL preview writes it, so the user sees the same clause in both places.
    m_distributionText->setText(shown ? QStringLiteral("DISTRIBUTED ") + distributionClause(m_distribution) : QString());
    for (QWidget *w : {static_cast<QWidget *>(m_distributionLabel), static_cast<QWidget *>(m_distributionText),
                       static_cast<QWidget *>(m_removeDistribution)})
        w->setVisible(shown);
}

void ColumnsPanel::apply(TableSpec *spec) const
{
    spec->columns = m_model->columns();
    spec->primaryKey = m_model->primaryKey();
    const QString wmColumn = m_watermarkColumn->currentData().toString();
    spec->watermark = wmColumn.isEmpty() ? WatermarkSpec{} : WatermarkSpec{wmColumn, m_watermarkExpression->text()};
    spec->partitionedBy.clear();
    if (m_schema && m_schema->partitioning) {
        for (const QString &p : m_partitions->text().split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            if (!p.trimmed().isEmpty())
                spec->partitionedBy << p.trimmed();
        }
    }
    spec->distribution = m_distribution;
}

void ColumnsPanel::watermarkDelayChanged()
{
    const QString column = m_watermarkColumn->currentData().toString();
    enableWatermarkFields();
    if (!column.isEmpty())
        m_watermarkExpression->setText(QStringLiteral("%1 - INTERVAL '%2' SECOND").arg(quoted(column)).arg(m_watermarkDelay->value()));
    Q_EMIT edited();
}

void ColumnsPanel::refreshColumnChoices(const QString &keep)
{
    const QString current = keep.isEmpty() ? m_watermarkColumn->currentData().toString() : keep;
    const QSignalBlocker block(m_watermarkColumn);
    m_watermarkColumn->clear();
    m_watermarkColumn->addItem(tr("(none)"), QString());
    // Only the columns that can carry a watermark (the validator's watermark.type: TIMESTAMP(p)
    // or TIMESTAMP_LTZ(p), p at most 3; a computed column's type is Flink's to know), and the
    // one chosen already, whatever it is: a table read with another keeps it (and its error).
    int leftOut = 0;
    for (const ColumnSpec &column : m_model->columns()) {
        if (column.name.isEmpty())
            continue;
        FlinkType type;
        LocalizedText unused;
        const bool time = column.isComputed()
                          || (parseFlinkType(column.type, &type, &unused)
                              && (type.family == FlinkType::Family::Timestamp || type.family == FlinkType::Family::TimestampLtz) && type.precision <= 3);
        if (time || column.name == current)
            m_watermarkColumn->addItem(column.name, column.name);
        else
            ++leftOut;
    }
    const QString why = tr("Only a time column can carry a watermark: TIMESTAMP(p) or TIMESTAMP_LTZ(p) with p at most 3, or a computed column.");
    m_watermarkColumn->setToolTip(leftOut == 0 ? why : why + QLatin1Char(' ') + tr("%n other column(s) not listed.", nullptr, leftOut));
    const int index = m_watermarkColumn->findData(current);
    m_watermarkColumn->setCurrentIndex(index < 0 ? 0 : index);
    enableWatermarkFields();
    updateButtons();
}

void ColumnsPanel::enableWatermarkFields()
{
    const bool on = !m_watermarkColumn->currentData().toString().isEmpty();
    m_watermarkDelay->setEnabled(on);
    m_watermarkExpression->setEnabled(on);
}

void ColumnsPanel::updateButtons()
{
    const int row = m_view->currentIndex().isValid() ? m_view->currentIndex().row() : -1;
    m_remove->setEnabled(row >= 0);
    m_up->setEnabled(row > 0);
    m_down->setEnabled(row >= 0 && row < m_model->rowCount() - 1);
    m_editType->setEnabled(row >= 0);
}

namespace {

/// On a narrow grid (a small screen) the type column gives way, down to the width a short type
/// needs, so that the check boxes up to Primary key stay in sight: a long type is elided (whole
/// in its tooltip) where a name must show whole. Only shrinks.
void keepChecksInSight(QTableView *view)
{
    QHeaderView *header = view->horizontalHeader();
    const int over = header->sectionPosition(ColumnsModel::PrimaryKey) + header->sectionSize(ColumnsModel::PrimaryKey) - view->viewport()->width();
    const int least = qMax(header->sectionSizeHint(ColumnsModel::Type), view->fontMetrics().horizontalAdvance(QStringLiteral("BIGINT__")));
    const int give = qMin(over, header->sectionSize(ColumnsModel::Type) - least);
    if (give > 0)
        header->resizeSection(ColumnsModel::Type, header->sectionSize(ColumnsModel::Type) - give);
}

} // namespace

bool ColumnsPanel::eventFilter(QObject *watched, QEvent *event)
{
    // Shown, or resized while shown: before, the grid has no width of its own yet.
    if (watched == m_view->viewport() && (event->type() == QEvent::Show || (event->type() == QEvent::Resize && m_view->isVisible())))
        keepChecksInSight(m_view);
    return QWidget::eventFilter(watched, event);
}

void ColumnsPanel::fitColumns()
{
    QHeaderView *header = m_view->horizontalHeader();
    // A new table's grid is empty: its name and type columns get room for a usual value.
    const int usual = m_view->fontMetrics().horizontalAdvance(QStringLiteral("TIMESTAMP_LTZ(3)_")) + 8;
    for (int column = 0; column < ColumnsModel::ColumnCount; ++column) {
        if (column == ColumnsModel::Comment)
            continue; // it takes what is left
        int wanted = qMax(static_cast<const QAbstractItemView *>(m_view)->sizeHintForColumn(column), header->sectionSizeHint(column));
        if (column == ColumnsModel::Name || column == ColumnsModel::Type)
            wanted = qMax(wanted, usual);
        // A long type or expression must not push the check boxes after it out of sight: those
        // two columns are as wide as their text up to LongCellWidth, and elided beyond.
        if (column == ColumnsModel::Type || column == ColumnsModel::Expression)
            wanted = qMin(wanted, LongCellWidth);
        header->resizeSection(column, wanted);
    }
    if (m_view->isVisible())
        keepChecksInSight(m_view);
}

void ColumnsPanel::editType()
{
    const QModelIndex current = m_view->currentIndex();
    if (!current.isValid())
        return;
    const QModelIndex typeCell = m_model->index(current.row(), ColumnsModel::Type);
    const QString column = m_model->index(current.row(), ColumnsModel::Name).data().toString();
    auto *dialog = new TypeEditorDialog(column, typeCell.data().toString(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    const QPersistentModelIndex cell(typeCell);
    connect(dialog, &QDialog::accepted, this, [this, dialog, cell] {
        if (cell.isValid() && cell.data().toString() != dialog->type())
            m_model->setData(cell, dialog->type());
    });
    dialog->open();
}

void ColumnsPanel::showDiagnostics(const Diagnostics &diagnostics)
{
    const Language lang = uiLanguage();
    QStringList lines;
    for (const Diagnostic &d : diagnostics) {
        if (isAboutColumns(d.subject))
            lines << (d.isError() ? QStringLiteral("✖ ") : QStringLiteral("⚠ ")) + d.message.in(lang);
    }
    const QString text = lines.join(QStringLiteral("   "));
    if (m_problems->fullText() != text)
        m_problems->setFullText(text);
}

bool ColumnsPanel::isAboutColumns(const Subject &subject)
{
    switch (subject.kind) {
    case Subject::Kind::Columns:
    case Subject::Kind::Column:
    case Subject::Kind::PrimaryKey:
    case Subject::Kind::PartitionedBy:
    case Subject::Kind::Distribution:
    case Subject::Kind::Watermark:
        return true;
    default:
        return false;
    }
}

namespace {

ColumnsModel::Column modelColumn(Subject::ColumnPart part)
{
    switch (part) {
    case Subject::ColumnPart::Name:
        return ColumnsModel::Name;
    case Subject::ColumnPart::Type:
        return ColumnsModel::Type;
    case Subject::ColumnPart::Expression:
        return ColumnsModel::Expression;
    case Subject::ColumnPart::Metadata:
        return ColumnsModel::Metadata;
    case Subject::ColumnPart::Virtual:
        return ColumnsModel::Virtual;
    }
    return ColumnsModel::Name;
}

} // namespace

void ColumnsPanel::focusFinding(const Subject &subject)
{
    switch (subject.kind) {
    case Subject::Kind::Column:
        m_view->setCurrentIndex(m_model->index(subject.column, modelColumn(subject.columnPart)));
        m_view->setFocus();
        break;
    case Subject::Kind::PrimaryKey:
        m_view->setCurrentIndex(m_model->index(qMax(0, m_view->currentIndex().row()), ColumnsModel::PrimaryKey));
        m_view->setFocus();
        break;
    case Subject::Kind::Watermark:
        if (subject.watermarkPart == Subject::WatermarkPart::Expression && m_watermarkExpression->isEnabled())
            m_watermarkExpression->setFocus();
        else
            m_watermarkColumn->setFocus();
        break;
    case Subject::Kind::PartitionedBy:
        m_partitions->setFocus();
        break;
    case Subject::Kind::Distribution:
        m_removeDistribution->setFocus();
        break;
    default:
        m_view->setFocus();
        break;
    }
}

void ColumnsPanel::retranslateUi()
{
    m_add->setText(tr("&Add column"));
    m_fromSample->setText(tr("Columns from &sample..."));
    m_remove->setText(tr("Remo&ve"));
    m_up->setText(tr("Move &up"));
    m_down->setText(tr("Move &down"));
    m_editType->setText(tr("T&ype..."));
    m_editType->setToolTip(tr("Edit the column's type at length: a ROW's fields one per line"));
    m_watermarkLabel->setText(tr("Watermark column:"));
    m_delayLabel->setText(tr("delay (seconds):"));
    m_watermarkExpression->setPlaceholderText(tr("watermark expression"));
    m_partitionLabel->setText(tr("Partitioned by:"));
    m_partitions->setPlaceholderText(tr("column names separated by commas, e.g. dt"));
    m_distributionLabel->setText(tr("Distributed:"));
    m_removeDistribution->setText(tr("Remove distribution"));
    m_removeDistribution->setToolTip(tr("Remove the DISTRIBUTED BY clause read from the DDL"));
    refreshColumnChoices(); // "(none)" and the tooltip in the new language
    m_model->retranslate();
}

void ColumnsPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        fitColumns(); // the headers' words change width; asked for, as a drag is
    }
    QWidget::changeEvent(event);
}

} // namespace st

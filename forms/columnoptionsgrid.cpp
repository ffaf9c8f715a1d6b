#include "columnoptionsgrid.h"

#include "findingcolour.h"
#include "uilanguage.h"
#include "sql/flinktype.h"

#include <QComboBox>
#include <QHeaderView>
#include <QScrollBar>

namespace st {

namespace {

/// The grid's column of the option at `index` of the schema's column options (0 is the name).
int gridColumn(int index)
{
    return index + 1;
}

} // namespace

ColumnOptionsGrid::ColumnOptionsGrid(QWidget *parent)
    : QTableWidget(parent)
{
    setObjectName(QStringLiteral("columnOptionsGrid"));
    verticalHeader()->setVisible(false);
    horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    horizontalHeader()->setStretchLastSection(true);
    setSelectionMode(QAbstractItemView::SingleSelection);
    setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed | QAbstractItemView::AnyKeyPressed);
    connect(this, &QTableWidget::itemChanged, this, [this](QTableWidgetItem *item) {
        if (m_filling > 0 || item->column() == 0)
            return;
        const QString key = keyAt(item->row(), item->column());
        const QString value = item->text();
        if (value.isEmpty())
            m_values.remove(key);
        else
            m_values.insert(key, value);
        refreshRow(item->row()); // a cell cleared may no longer be offered
        Q_EMIT edited();
    });
}

void ColumnOptionsGrid::setOptions(const ColumnOptions &options)
{
    m_options = options;
    rebuild();
}

void ColumnOptionsGrid::setColumns(const QList<ColumnSpec> &columns)
{
    QList<ColumnSpec> physical;
    for (const ColumnSpec &column : columns) {
        if (column.isPhysical() && !column.name.isEmpty())
            physical << column;
    }
    if (physical == m_columns)
        return;
    m_columns = physical;
    rebuild();
}

void ColumnOptionsGrid::setValues(const QMap<QString, QString> &values)
{
    QMap<QString, QString> mine;
    for (auto it = values.cbegin(); it != values.cend(); ++it) {
        if (isColumnOptionKey(it.key()))
            mine.insert(it.key(), it.value());
    }
    if (mine == m_values)
        return;
    m_values = mine;
    rebuild();
}

bool ColumnOptionsGrid::isColumnOptionKey(const QString &key) const
{
    // Asked of every option on each keystroke (OptionForm::values()): most connectors have none.
    if (m_options.isEmpty())
        return false;
    QStringList names;
    for (const ColumnSpec &column : m_columns)
        names << column.name;
    return m_options.match(key, names).option != nullptr;
}

QString ColumnOptionsGrid::keyAt(int row, int column) const
{
    return ColumnOptions::keyFor(m_options.options.at(column - 1).key, m_columns.at(row).name);
}

QString ColumnOptionsGrid::selectedFor(const QString &column) const
{
    if (m_options.selector.isEmpty())
        return QString();
    const QString given = m_values.value(ColumnOptions::keyFor(m_options.selector, column)).trimmed();
    if (!given.isEmpty())
        return given;
    const OptionSchema *selector = m_options.option(m_options.selector);
    return selector ? selector->defaultValue.value_or(QString()) : QString();
}

void ColumnOptionsGrid::rebuild()
{
    ++m_filling;
    clear();
    setColumnCount(m_options.isEmpty() ? 0 : m_options.options.size() + 1);
    setRowCount(m_options.isEmpty() ? 0 : m_columns.size());
    for (int row = 0; row < rowCount(); ++row) {
        auto *name = new QTableWidgetItem(m_columns.at(row).name);
        name->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
        name->setToolTip(m_columns.at(row).type);
        setItem(row, 0, name);
        for (int i = 0; i < m_options.options.size(); ++i) {
            const OptionSchema &option = m_options.options.at(i);
            const QString key = ColumnOptions::keyFor(option.key, m_columns.at(row).name);
            if (option.key == m_options.selector) {
                // The generator's kind: a choice, its default shown when the table sets none.
                auto *choice = new QComboBox(this);
                choice->addItems(option.values);
                choice->setCurrentText(selectedFor(m_columns.at(row).name));
                choice->setObjectName(key);
                connect(choice, &QComboBox::textActivated, this, [this, key, row](const QString &value) {
                    const OptionSchema *selector = m_options.option(m_options.selector);
                    // The default chosen again while none is set writes nothing.
                    if (value == selector->defaultValue.value_or(QString()) && !m_values.contains(key))
                        return;
                    m_values.insert(key, value);
                    refreshRow(row);
                    Q_EMIT edited();
                });
                setCellWidget(row, gridColumn(i), choice);
                continue;
            }
            setItem(row, gridColumn(i), new QTableWidgetItem(m_values.value(key)));
        }
        refreshRow(row);
    }
    --m_filling;
    retranslate();
}

void ColumnOptionsGrid::refreshRow(int row)
{
    ++m_filling;
    const ColumnSpec &column = m_columns.at(row);
    FlinkType type;
    LocalizedText error;
    const bool typed = parseFlinkType(column.type, &type, &error);
    const QString selected = selectedFor(column.name);
    const QMap<QString, ValueType> reads = typed ? m_options.readsFor(selected, type.root, type.innerRoots) : QMap<QString, ValueType>{};
    const Language lang = uiLanguage();
    for (int i = 0; i < m_options.options.size(); ++i) {
        const OptionSchema &option = m_options.options.at(i);
        QTableWidgetItem *cell = item(row, gridColumn(i));
        if (!cell)
            continue; // the selector's choice
        const QString key = ColumnOptions::keyFor(option.key, column.name);
        const bool read = reads.contains(option.key) && !option.absentOnTarget;
        // Not read: greyed out, but editable while it holds a value, so it can be cleared.
        const bool editable = read || !cell->text().isEmpty();
        cell->setFlags(editable ? Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsEditable : Qt::ItemIsSelectable);
        QString why;
        if (option.absentOnTarget)
            why = option.absentOnTarget->in(lang);
        else if (!read)
            why = tr("Not read for column %1 (%2) generated '%3'.").arg(column.name, column.type, selected);
        const QString message = m_messages.value(key).second;
        cell->setToolTip(QStringList{key, option.description.in(lang), why, message}.filter(QRegularExpression(QStringLiteral("\\S"))).join(QLatin1Char('\n')));
        // A cell not read is filled like the window behind it, so the cells that count stand out.
        cell->setBackground(read ? palette().base() : palette().window());
        cell->setData(Qt::ForegroundRole, message.isEmpty() ? QVariant() : QVariant(findingColour(m_messages.value(key).first, palette())));
    }
    --m_filling;
}

void ColumnOptionsGrid::showDiagnostics(const Diagnostics &diagnostics)
{
    const Language lang = uiLanguage();
    QMap<QString, QPair<Severity, QString>> messages;
    for (const Diagnostic &d : diagnostics) {
        if (d.subject.kind != Subject::Kind::Option || !isColumnOptionKey(d.subject.key))
            continue;
        auto &[severity, text] = messages[d.subject.key];
        severity = text.isEmpty() || d.isError() ? d.severity : severity;
        text += (text.isEmpty() ? QString() : QStringLiteral("\n")) + d.message.in(lang);
    }
    if (messages == m_messages)
        return;
    m_messages = messages;
    for (int row = 0; row < rowCount(); ++row)
        refreshRow(row);
}

QTableWidgetItem *ColumnOptionsGrid::itemOf(const QString &key) const
{
    for (int row = 0; row < rowCount(); ++row) {
        for (int column = 1; column < columnCount(); ++column) {
            if (keyAt(row, column) == key)
                return item(row, column);
        }
    }
    return nullptr;
}

QComboBox *ColumnOptionsGrid::selectorOf(const QString &column) const
{
    return findChild<QComboBox *>(ColumnOptions::keyFor(m_options.selector, column));
}

bool ColumnOptionsGrid::focusKey(const QString &key)
{
    for (int row = 0; row < rowCount(); ++row) {
        for (int column = 1; column < columnCount(); ++column) {
            if (keyAt(row, column) != key)
                continue;
            setCurrentCell(row, column);
            if (QWidget *choice = cellWidget(row, column))
                choice->setFocus(Qt::OtherFocusReason);
            else
                setFocus(Qt::OtherFocusReason);
            return true;
        }
    }
    return false;
}

void ColumnOptionsGrid::retranslate()
{
    if (m_options.isEmpty())
        return;
    const Language lang = uiLanguage();
    QStringList headers{tr("Column")};
    for (const OptionSchema &option : m_options.options)
        headers << option.label.in(lang);
    setHorizontalHeaderLabels(headers);
    for (int i = 0; i < m_options.options.size(); ++i)
        horizontalHeaderItem(gridColumn(i))->setToolTip(m_options.options.at(i).key + QLatin1Char('\n') + m_options.options.at(i).description.in(lang));
    resizeColumnsToContents();
    for (int row = 0; row < rowCount(); ++row)
        refreshRow(row);
    fitHeight();
}

void ColumnOptionsGrid::fitHeight()
{
    // Every row in sight up to kRowsInSight (the form scrolls, not a grid inside it); more rows
    // scroll within the grid.
    int rows = 0;
    for (int row = 0; row < qMin(rowCount(), kRowsInSight); ++row)
        rows += rowHeight(row);
    const int bar = horizontalScrollBar()->sizeHint().height();
    setFixedHeight(horizontalHeader()->sizeHint().height() + rows + 2 * frameWidth() + bar);
}

} // namespace st

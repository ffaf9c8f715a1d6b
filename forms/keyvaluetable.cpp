#include "keyvaluetable.h"

#include "core/names.h"
#include "core/secrets.h"

#include <QHeaderView>
#include <QSignalBlocker>
#include <QTableWidget>

namespace st::keyvaluetable {

namespace {

/// A cell that shows a value holding a password or key in clear masked, as the table form's
/// password fields do (a JAAS configuration keeps its login module and user readable): shown
/// beside colleagues, a screen share or a screenshot, it is not read off the table. Editing it
/// (the edit role) and rows() get the value as it is.
class MaskingItem : public QTableWidgetItem
{
public:
    using QTableWidgetItem::QTableWidgetItem;
    QTableWidgetItem *clone() const override { return new MaskingItem(*this); }
    QVariant data(int role) const override
    {
        const QVariant value = QTableWidgetItem::data(role);
        if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
            return value;
        const QTableWidget *table = tableWidget();
        if (!table || column() != 1)
            return value;
        const QTableWidgetItem *keyItem = table->item(row(), 0);
        const QString key = keyItem ? keyItem->text().trimmed() : QString();
        const QString text = QTableWidgetItem::data(Qt::EditRole).toString();
        if (key.isEmpty() || !optionKeyLooksSecret(key) || !holdsSecretInClear(key, text))
            return value;
        return role == Qt::DisplayRole ? QVariant(maskSecretInClear(key, text)) : QVariant();
    }
};

} // namespace

QTableWidget *create(QWidget *parent, const QString &objectName, int keyWidth)
{
    auto *table = new QTableWidget(0, 2, parent);
    table->setItemPrototype(new MaskingItem);
    // A key typed or changed decides how its value shows.
    QObject::connect(table, &QTableWidget::itemChanged, table->viewport(), qOverload<>(&QWidget::update));
    table->setObjectName(objectName);
    table->horizontalHeader()->setStretchLastSection(true);
    table->horizontalHeader()->resizeSection(0, keyWidth);
    table->verticalHeader()->hide();
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    return table;
}

void show(QTableWidget *table, const QMap<QString, QString> &rows)
{
    const QSignalBlocker block(table);
    table->setRowCount(0);
    for (auto it = rows.cbegin(); it != rows.cend(); ++it) {
        const int r = table->rowCount();
        table->insertRow(r);
        table->setItem(r, 0, new MaskingItem(it.key()));
        table->setItem(r, 1, new MaskingItem(it.value()));
    }
}

QMap<QString, QString> rows(const QTableWidget *table)
{
    QMap<QString, QString> out;
    for (int row = 0; row < table->rowCount(); ++row) {
        const QString key = table->item(row, 0) ? table->item(row, 0)->text().trimmed() : QString();
        const QString value = table->item(row, 1) ? table->item(row, 1)->data(Qt::EditRole).toString() : QString();
        if (!key.isEmpty() || !value.isEmpty())
            out.insert(key, value);
    }
    return out;
}

void addRow(QTableWidget *table)
{
    const int row = table->rowCount();
    table->insertRow(row);
    table->setItem(row, 0, new MaskingItem);
    table->setItem(row, 1, new MaskingItem);
    table->setCurrentCell(row, 0);
    table->editItem(table->item(row, 0));
}

void removeCurrentRow(QTableWidget *table)
{
    if (table->currentRow() >= 0)
        table->removeRow(table->currentRow());
}

} // namespace st::keyvaluetable

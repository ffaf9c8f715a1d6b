#include "keyvaluetable.h"

#include <QHeaderView>
#include <QSignalBlocker>
#include <QTableWidget>

namespace st::keyvaluetable {

QTableWidget *create(QWidget *parent, const QString &objectName, int keyWidth)
{
    auto *table = new QTableWidget(0, 2, parent);
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
        table->setItem(r, 0, new QTableWidgetItem(it.key()));
        table->setItem(r, 1, new QTableWidgetItem(it.value()));
    }
}

QMap<QString, QString> rows(const QTableWidget *table)
{
    QMap<QString, QString> out;
    for (int row = 0; row < table->rowCount(); ++row) {
        const QString key = table->item(row, 0) ? table->item(row, 0)->text().trimmed() : QString();
        const QString value = table->item(row, 1) ? table->item(row, 1)->text() : QString();
        if (!key.isEmpty() || !value.isEmpty())
            out.insert(key, value);
    }
    return out;
}

void addRow(QTableWidget *table)
{
    const int row = table->rowCount();
    table->insertRow(row);
    table->setItem(row, 0, new QTableWidgetItem);
    table->setItem(row, 1, new QTableWidgetItem);
    table->setCurrentCell(row, 0);
    table->editItem(table->item(row, 0));
}

void removeCurrentRow(QTableWidget *table)
{
    if (table->currentRow() >= 0)
        table->removeRow(table->currentRow());
}

} // namespace st::keyvaluetable

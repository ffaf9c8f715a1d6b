#pragma once

#include <QMap>
#include <QString>

class QTableWidget;
class QWidget;

namespace st::keyvaluetable {

// A two-column table of KEY / VALUE rows edited in place: an environment's variables, a
// connection's options. The dialogs that edit such lists keep the rows in their own data and
// use these to show and read them.

/// A new table: two columns, the first `keyWidth` wide, the last stretched, whole rows selected.
QTableWidget *create(QWidget *parent, const QString &objectName, int keyWidth);
/// Shows `rows` in key order (without emitting itemChanged).
void show(QTableWidget *table, const QMap<QString, QString> &rows);
/// The rows that have a key or a value, keys trimmed; kept as typed, so an empty key shows.
QMap<QString, QString> rows(const QTableWidget *table);
/// Adds an empty row at the end and starts editing its key.
void addRow(QTableWidget *table);
/// Removes the current row, if any.
void removeCurrentRow(QTableWidget *table);

} // namespace st::keyvaluetable

#pragma once

#include "check/diagnostic.h"
#include "core/tablespec.h"
#include "schema/connectorschema.h"

#include <QMap>
#include <QTableWidget>

class QComboBox;

namespace st {

/// The options a connector reads once per column (DataGen's `fields.<column>.kind`, `min`, ...;
/// docs/SCHEMAS.md "Column options") as a grid: a row per physical column, a column per option.
/// A cell the column's generator does not read (a `min` of a VARCHAR, a `start` of a random
/// column) is greyed out and says why; it stays editable while it holds a value, so that the
/// value can be cleared. The selector (the generator's kind) is a choice; changing it changes
/// which cells are read.
class ColumnOptionsGrid : public QTableWidget
{
    Q_OBJECT

public:
    explicit ColumnOptionsGrid(QWidget *parent = nullptr);

    /// The schema's column options; empty: the grid shows nothing. Kept by value.
    void setOptions(const ColumnOptions &options);
    void setColumns(const QList<ColumnSpec> &columns);
    /// Takes the per-column options out of `values` (keys of the options' form, for any column
    /// name, so that a key for a column that is gone is kept, not lost).
    void setValues(const QMap<QString, QString> &values);
    /// The per-column options as edited, including those for columns the grid does not show.
    QMap<QString, QString> values() const { return m_values; }
    /// Whether `key` has the form of one of the options (`fields.x.min`).
    bool isColumnOptionKey(const QString &key) const;
    /// Shows each diagnostic about one of the options on its cell (colour and tooltip).
    void showDiagnostics(const Diagnostics &diagnostics);
    /// Scrolls to and focuses the cell of `key`; false when no row shows it.
    bool focusKey(const QString &key);
    /// The cell of `key`, for tests; null when no row shows it.
    QTableWidgetItem *itemOf(const QString &key) const;
    QComboBox *selectorOf(const QString &column) const;
    void retranslate();

Q_SIGNALS:
    void edited();

private:
    static constexpr int kRowsInSight = 10;

    void rebuild();
    void fitHeight();
    void refreshRow(int row);
    QString keyAt(int row, int column) const;
    QString selectedFor(const QString &column) const;

    ColumnOptions m_options;
    QList<ColumnSpec> m_columns; ///< the physical ones, one per row
    QMap<QString, QString> m_values;
    QMap<QString, QPair<Severity, QString>> m_messages; ///< key -> the findings shown on its cell
    int m_filling = 0; ///< above 0 while the grid fills itself (its itemChanged are not edits)
};

} // namespace st

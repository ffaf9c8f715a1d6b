#pragma once

#include "core/tablespec.h"

#include <QAbstractTableModel>

namespace st {

/// The columns of a table spec as an editable table: one row per column, the primary key as
/// a check column. Edits go through setData; the owner reads columns() and primaryKey().
class ColumnsModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { Name, Type, NotNull, PrimaryKey, Metadata, Virtual, Expression, Comment, ColumnCount };

    explicit ColumnsModel(QObject *parent = nullptr);

    void setColumns(const QList<ColumnSpec> &columns, const QStringList &primaryKey);
    QList<ColumnSpec> columns() const { return m_columns; }
    /// Primary key columns in table order.
    QStringList primaryKey() const;
    QStringList names() const;

    /// Adds an empty physical column after `row` (or at the end) and returns its row.
    int addColumn(int row = -1);
    /// The *Spec* names keep apart from QAbstractItemModel::removeColumn()/moveColumn(), which
    /// act on the model's columns; these act on rows (the table's columns).
    void removeSpecColumn(int row);
    /// Moves a row one step up (-1) or down (+1); returns its new row.
    int moveSpecColumn(int row, int step);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    /// Emits headerDataChanged so views show the headers in the new language.
    void retranslate();

private:
    static bool isCheckColumn(int column) { return column == NotNull || column == PrimaryKey || column == Virtual; }

    QList<ColumnSpec> m_columns;
    QList<bool> m_key; ///< per row: part of the primary key
    /// Per row: the type is still the STRING a new column starts with, not one the user chose;
    /// giving the column an expression then clears it (a computed column takes no type).
    QList<bool> m_defaultType;
};

} // namespace st

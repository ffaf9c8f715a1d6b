#include "columnsmodel.h"

namespace st {

ColumnsModel::ColumnsModel(QObject *parent) : QAbstractTableModel(parent) {}

void ColumnsModel::setColumns(const QList<ColumnSpec> &columns, const QStringList &primaryKey)
{
    beginResetModel();
    m_columns = columns;
    m_key.clear();
    m_defaultType.clear();
    for (const ColumnSpec &c : columns) {
        m_key << primaryKey.contains(c.name, Qt::CaseInsensitive);
        m_defaultType << false;
    }
    endResetModel();
}

QStringList ColumnsModel::primaryKey() const
{
    QStringList out;
    for (int i = 0; i < m_columns.size(); ++i) {
        if (m_key.at(i))
            out << m_columns.at(i).name;
    }
    return out;
}

QStringList ColumnsModel::names() const
{
    QStringList out;
    for (const ColumnSpec &c : m_columns) {
        if (!c.name.isEmpty())
            out << c.name;
    }
    return out;
}

int ColumnsModel::addColumn(int row)
{
    const int at = row < 0 || row >= m_columns.size() ? m_columns.size() : row + 1;
    beginInsertRows(QModelIndex(), at, at);
    ColumnSpec column;
    column.type = QStringLiteral("STRING");
    m_columns.insert(at, column);
    m_key.insert(at, false);
    m_defaultType.insert(at, true);
    endInsertRows();
    return at;
}

void ColumnsModel::removeSpecColumn(int row)
{
    if (row < 0 || row >= m_columns.size())
        return;
    beginRemoveRows(QModelIndex(), row, row);
    m_columns.removeAt(row);
    m_key.removeAt(row);
    m_defaultType.removeAt(row);
    endRemoveRows();
}

int ColumnsModel::moveSpecColumn(int row, int step)
{
    const int to = row + step;
    if (row < 0 || row >= m_columns.size() || to < 0 || to >= m_columns.size() || step == 0)
        return row;
    // beginMoveRows takes the destination as "insert before", one past when moving down.
    beginMoveRows(QModelIndex(), row, row, QModelIndex(), step > 0 ? to + 1 : to);
    m_columns.move(row, to);
    m_key.move(row, to);
    m_defaultType.move(row, to);
    endMoveRows();
    return to;
}

int ColumnsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_columns.size());
}

int ColumnsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ColumnsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_columns.size())
        return {};
    const ColumnSpec &c = m_columns.at(index.row());
    if (role == Qt::CheckStateRole && isCheckColumn(index.column())) {
        bool on = false;
        switch (index.column()) {
        case NotNull: on = !c.nullable; break;
        case PrimaryKey: on = m_key.at(index.row()); break;
        case Virtual: on = c.isVirtual; break;
        default: break;
        }
        return on ? Qt::Checked : Qt::Unchecked;
    }
    // Type and expression cells may be elided: the tooltip holds the whole text.
    if (role == Qt::ToolTipRole) {
        const QString text = index.column() == Type ? c.type : index.column() == Expression ? c.expression : QString();
        return text.isEmpty() ? QVariant() : QVariant(text);
    }
    if (role != Qt::DisplayRole && role != Qt::EditRole)
        return {};
    switch (index.column()) {
    case Name: return c.name;
    case Type: return c.type;
    case Metadata: return c.metadata;
    case Expression: return c.expression;
    case Comment: return c.comment;
    default: return {};
    }
}

bool ColumnsModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!index.isValid() || index.row() >= m_columns.size())
        return false;
    ColumnSpec &c = m_columns[index.row()];
    if (role == Qt::CheckStateRole && isCheckColumn(index.column())) {
        const bool on = value.toInt() == Qt::Checked;
        switch (index.column()) {
        case NotNull: c.nullable = !on; break;
        case PrimaryKey: m_key[index.row()] = on; break;
        case Virtual: c.isVirtual = on; break;
        default: break;
        }
    } else if (role == Qt::EditRole) {
        const QString text = value.toString();
        switch (index.column()) {
        case Name: c.name = text; break;
        case Type:
            c.type = text;
            m_defaultType[index.row()] = false;
            break;
        case Metadata: c.metadata = text; break;
        case Expression:
            c.expression = text;
            if (!text.trimmed().isEmpty() && m_defaultType.at(index.row())) {
                c.type.clear();
                m_defaultType[index.row()] = false;
                const QModelIndex type = index.sibling(index.row(), Type);
                Q_EMIT dataChanged(type, type, {Qt::EditRole, Qt::DisplayRole});
            }
            break;
        case Comment: c.comment = text; break;
        default: return false;
        }
    } else {
        return false;
    }
    Q_EMIT dataChanged(index, index, {role, Qt::DisplayRole});
    return true;
}

Qt::ItemFlags ColumnsModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    Qt::ItemFlags f = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    return f | (isCheckColumn(index.column()) ? Qt::ItemIsUserCheckable : Qt::ItemIsEditable);
}

QVariant ColumnsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Vertical)
        return role == Qt::DisplayRole ? QVariant(section + 1) : QVariant();
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case Type: return tr("A Flink SQL type such as BIGINT, DECIMAL(10, 2) or TIMESTAMP_LTZ(3); leave empty for a computed column");
        case Metadata: return tr("Read this column from connector metadata (for example the Kafka record timestamp)");
        case Virtual: return tr("A virtual metadata column is only read, never written");
        case Expression: return tr("A computed column: an SQL expression over other columns, such as amount * 100 or PROCTIME()");
        default: return {};
        }
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Name: return tr("Name");
    case Type: return tr("Type");
    case NotNull: return tr("Not null");
    case PrimaryKey: return tr("Primary key");
    case Metadata: return tr("Metadata");
    case Virtual: return tr("Virtual");
    case Expression: return tr("Expression");
    case Comment: return tr("Comment");
    default: return {};
    }
}

void ColumnsModel::retranslate()
{
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
}

} // namespace st

#pragma once

#include "catalog/catalog.h"
#include "schema/schemaregistry.h"

#include <QAbstractListModel>
#include <QAbstractTableModel>

namespace st {

/// The logical databases of the catalog, for the list on the left of the main window.
class DatabasesModel : public QAbstractListModel
{
    Q_OBJECT

public:
    using QAbstractListModel::QAbstractListModel;

    void setDatabases(const QList<DatabaseInfo> &databases);
    const QList<DatabaseInfo> &databases() const { return m_databases; }
    /// Row of the database named `name` (case-insensitively), or -1.
    int rowOf(const QString &name) const;

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

private:
    QList<DatabaseInfo> m_databases;
};

/// The tables of one logical database: name, data source type, role, last saved.
class TablesModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { Name, Connector, Role, Saved, ColumnCount };
    /// Sort role: the raw value (time as a number) so sorting by date is chronological.
    static constexpr int SortRole = Qt::UserRole + 1;

    explicit TablesModel(const SchemaRegistry &registry, QObject *parent = nullptr);

    void setTables(const QList<TableInfo> &tables);
    const QList<TableInfo> &tables() const { return m_tables; }
    int rowOf(const QString &name) const;

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    /// Re-reads headers and translated cells after a language switch.
    void retranslate();

    static QString roleText(st::Role role);

private:
    const SchemaRegistry &m_registry;
    QList<TableInfo> m_tables;
};

} // namespace st

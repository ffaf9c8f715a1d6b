#pragma once

#include "catalog/catalog.h"
#include "check/diagnostic.h"
#include "schema/schemaregistry.h"

#include <QAbstractListModel>
#include <QAbstractTableModel>
#include <QHash>

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

/// The tables of one logical database: name, data source type, role, what the checks found,
/// last saved.
class TablesModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { Name, Connector, Role, Checks, Saved, ColumnCount };
    /// Sort role: the raw value (time as a number) so sorting by date is chronological.
    static constexpr int SortRole = Qt::UserRole + 1;

    explicit TablesModel(const SchemaRegistry &registry, QObject *parent = nullptr);

    /// Sets the tables; what the checks found of them is cleared until setChecks().
    void setTables(const QList<TableInfo> &tables);
    const QList<TableInfo> &tables() const { return m_tables; }
    /// What the validator found in each table, by nameKey() of its name: the Checks column
    /// shows an icon and the counts, its tooltip the findings. An import can bring invalid
    /// tables in; this is where the user sees which.
    void setChecks(const QHash<QString, Diagnostics> &byName);
    /// The findings of the table in `row` (none when it has none or was not checked).
    Diagnostics checksOf(int row) const;
    /// How many tables have at least one error.
    int tablesWithErrors() const;
    /// "2 errors, 1 warning" ("2 errors" only with `worstOnly`), or empty when there are none.
    static QString countText(const Diagnostics &diagnostics, bool worstOnly = false);
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
    QHash<QString, Diagnostics> m_checks;
    QStringList m_nameKeys; ///< naturalSortKey() of each table's name, by row
};

} // namespace st

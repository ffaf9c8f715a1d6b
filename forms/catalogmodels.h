#pragma once

#include "catalog/catalog.h"
#include "check/diagnostic.h"
#include "schema/schemaregistry.h"

#include <QAbstractListModel>
#include <QAbstractTableModel>
#include <QHash>
#include <QSortFilterProxyModel>

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
    /// Whether row `left` sorts before row `right` by `column`, as data(SortRole) orders them,
    /// compared without building a QVariant for either (the proxy sorts every row per keystroke).
    bool lessThan(int column, int left, int right) const;

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

    /// Tables with what the model derives from them to find, filter and sort them (each
    /// name's key and natural sort key), made by prepare(), which touches no model: a large
    /// database's are made on the worker that lists them, off the window's thread.
    struct Rows
    {
        QList<TableInfo> tables;
        QStringList keys;        ///< nameKey() of each table's name, by row
        QStringList sortKeys;    ///< naturalSortKey() of each table's name, by row
        QStringList connectors;  ///< the data source types of the tables, each once
        QList<st::Role> roles;   ///< the roles of the tables, each once
    };
    static Rows prepare(QList<TableInfo> tables);

    /// Sets the tables; what the checks found of them is cleared until setChecks().
    void setTables(const QList<TableInfo> &tables) { setTables(prepare(tables)); }
    void setTables(Rows rows);
    const QList<TableInfo> &tables() const { return m_rows.tables; }
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
    /// The texts `column` shows for the tables held, enough that the widest of them is among
    /// them: the labels of their data source types, the roles, the widest counts of findings,
    /// a time. The view sizes those columns from these few texts rather than from its rows,
    /// which over 10,000 tables was a third of a keystroke in the filter box. Empty for Name.
    QStringList textsOf(Column column) const;
    int rowOf(const QString &name) const;
    /// nameKey() of the name of the table in `row`, made once: the filter box compares a part of
    /// a name with every name per keystroke (a case-sensitive search is several times faster
    /// than one ignoring case), and rowOf() compares a name with every name.
    const QString &key(int row) const { return m_rows.keys.at(row); }
    /// Whether row `left` sorts before row `right` by `column`, as data(SortRole) orders them,
    /// compared without building a QVariant for either (the proxy sorts every row per keystroke).
    bool lessThan(int column, int left, int right) const;

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    /// Re-reads headers and translated cells after a language switch.
    void retranslate();

    static QString roleText(st::Role role);

private:
    /// Errors first, then warnings: the Checks column's sort value.
    qint64 checksRank(int row) const;
    static QString countText(int errors, int warnings, bool worstOnly);
    static QString savedText(const QDateTime &localTime);

    const SchemaRegistry &m_registry;
    Rows m_rows;
    QHash<QString, Diagnostics> m_checks;
    int m_mostErrors = 0; ///< the most errors the checks found in one table
    int m_mostWarnings = 0; ///< the most warnings the checks found in one table
};

/// The table list as the view shows it: filtered by a part of the name (any case) and sorted
/// by TablesModel::lessThan. QSortFilterProxyModel's own fixed-string filter matches a regular
/// expression against a QVariant per row and its sort compares two QVariants per step, which
/// over 10,000 tables was most of the time of a keystroke in the filter box.
class TablesProxyModel : public QSortFilterProxyModel
{
    Q_OBJECT

public:
    explicit TablesProxyModel(TablesModel *tables, QObject *parent = nullptr);
    /// Shows only the tables whose name contains `text`, in any case; empty shows all.
    void setNameFilter(const QString &text);
    QString nameFilter() const { return m_nameFilter; }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;

private:
    TablesModel *m_tables;
    QString m_nameFilter;
    QString m_filterKey; ///< nameKey() of m_nameFilter
};

} // namespace st

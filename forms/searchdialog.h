#pragma once

#include "catalog/catalog.h"

#include <QAbstractTableModel>
#include <QDialog>

class QLabel;
class QLineEdit;
class QPushButton;
class QTableView;
class QTimer;

namespace st {

/// The tables a search of all databases found: database, table, where the text is.
class SearchResultsModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { Database, Table, Where, ColumnCount };

    using QAbstractTableModel::QAbstractTableModel;

    void setMatches(const QList<TableMatch> &matches);
    const TableMatch &match(int row) const { return m_matches.at(row); }
    /// Headers and the "where" texts in the current language.
    void retranslate();

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QString where(const TableMatch &match) const;

    QList<TableMatch> m_matches;
};

/// Edit > Search all databases (Ctrl+Shift+F): finds the tables of every logical database
/// whose name, connector or an option value (a topic, a path) contains the typed text, while
/// typing (one catalog query per pause of 150 ms). Double-click or Enter on a result emits
/// tableActivated() and closes the dialog. Values of secret options are never shown.
class SearchDialog : public QDialog
{
    Q_OBJECT

public:
    /// Tables shown at most; the count says when there were more.
    static constexpr int Limit = 500;

    explicit SearchDialog(const Catalog &catalog, QWidget *parent = nullptr);

    /// Selects the text and searches again (the catalog may have changed since).
    void restart();

    QLineEdit *searchEdit() const { return m_edit; }
    QTableView *resultView() const { return m_view; }
    SearchResultsModel *results() const { return m_model; }
    QLabel *statusLabel() const { return m_status; }

Q_SIGNALS:
    void tableActivated(const QString &database, const QString &table);

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void retranslateUi();
    void search();
    void showStatus();
    void activate(const QModelIndex &index);

    const Catalog &m_catalog;
    QLabel *m_label;
    QLineEdit *m_edit;
    QTableView *m_view;
    SearchResultsModel *m_model;
    QLabel *m_status;
    QPushButton *m_close;
    QTimer *m_debounce;
    bool m_truncated = false;
    CatalogStatus m_error;
};

} // namespace st

#include "searchdialog.h"

#include "uilanguage.h"
#include "windowsize.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

namespace st {

// ---- SearchResultsModel -----------------------------------------------------------------

void SearchResultsModel::setMatches(const QList<TableMatch> &matches)
{
    beginResetModel();
    m_matches = matches;
    endResetModel();
}

void SearchResultsModel::retranslate()
{
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (!m_matches.isEmpty())
        Q_EMIT dataChanged(index(0, Where), index(int(m_matches.size()) - 1, Where));
}

int SearchResultsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_matches.size());
}

int SearchResultsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString SearchResultsModel::where(const TableMatch &match) const
{
    QStringList parts;
    for (const SearchHit &hit : match.hits) {
        switch (hit.field) {
        case SearchHit::Field::Name: parts << tr("name"); break;
        case SearchHit::Field::Connector: parts << tr("connector %1").arg(match.connector); break;
        case SearchHit::Field::Option: parts << QStringLiteral("%1=%2").arg(hit.key, hit.value); break;
        }
    }
    return parts.join(tr("; ", "between the places a table matched"));
}

QVariant SearchResultsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_matches.size())
        return {};
    const TableMatch &m = m_matches.at(index.row());
    if (role == Qt::DisplayRole || role == Qt::ToolTipRole) {
        switch (index.column()) {
        case Database: return m.database;
        case Table: return m.table;
        case Where: return role == Qt::ToolTipRole ? where(m).replace(tr("; ", "between the places a table matched"), QStringLiteral("\n"))
                                                   : where(m);
        default: break;
        }
    }
    return {};
}

QVariant SearchResultsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Database: return tr("Database");
    case Table: return tr("Table");
    case Where: return tr("Matched in");
    default: return {};
    }
}

// ---- SearchDialog -----------------------------------------------------------------------

SearchDialog::SearchDialog(const Catalog &catalog, QWidget *parent)
    : QDialog(parent), m_catalog(catalog), m_label(new QLabel(this)), m_edit(new QLineEdit(this)), m_view(new QTableView(this)),
      m_model(new SearchResultsModel(this)), m_status(new QLabel(this)), m_close(new QPushButton(this)), m_debounce(new QTimer(this))
{
    setObjectName(QStringLiteral("searchDialog"));
    m_edit->setObjectName(QStringLiteral("searchText"));
    m_edit->setClearButtonEnabled(true);
    m_edit->installEventFilter(this);
    m_label->setBuddy(m_edit);
    m_view->setObjectName(QStringLiteral("searchResults"));
    m_view->setModel(m_model);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setTabKeyNavigation(false);
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->setColumnWidth(SearchResultsModel::Database, 130);
    m_view->setColumnWidth(SearchResultsModel::Table, 200);
    m_view->setWordWrap(false);
    m_status->setObjectName(QStringLiteral("searchStatus"));
    m_status->setWordWrap(true);
    // Enter belongs to the results, never to a default button.
    m_close->setAutoDefault(false);
    m_close->setDefault(false);

    auto *top = new QHBoxLayout;
    top->addWidget(m_label);
    top->addWidget(m_edit, 1);
    auto *bottom = new QHBoxLayout;
    bottom->addWidget(m_status, 1);
    bottom->addWidget(m_close);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_view, 1);
    layout->addLayout(bottom);

    m_debounce->setSingleShot(true);
    m_debounce->setInterval(150);
    connect(m_debounce, &QTimer::timeout, this, &SearchDialog::search);
    connect(m_edit, &QLineEdit::textChanged, this, [this] { m_debounce->start(); });
    connect(m_edit, &QLineEdit::returnPressed, this, [this] {
        if (m_debounce->isActive()) { // Enter before the pause: search at once
            m_debounce->stop();
            search();
        }
        activate(m_view->currentIndex().isValid() ? m_view->currentIndex() : m_model->index(0, 0));
    });
    connect(m_view, &QTableView::activated, this, &SearchDialog::activate);
    connect(m_view, &QTableView::doubleClicked, this, &SearchDialog::activate);
    connect(m_close, &QPushButton::clicked, this, &QDialog::reject);

    retranslateUi();
    rememberWindowSize(this, QStringLiteral("searchDialog"), QSize(760, 460));
    m_edit->setFocus();
}

void SearchDialog::restart()
{
    m_edit->setFocus();
    m_edit->selectAll();
    m_debounce->stop();
    search();
}

void SearchDialog::search()
{
    const QString text = m_edit->text();
    const CatalogResult<SearchResult> found = m_catalog.searchContent(text, SecretOption(), Limit);
    m_error = found.status;
    m_truncated = found.value.truncated;
    m_model->setMatches(found.value.tables);
    if (m_model->rowCount() > 0)
        m_view->setCurrentIndex(m_model->index(0, 0));
    showStatus();
}

void SearchDialog::showStatus()
{
    if (!m_error.ok())
        m_status->setText(m_error.message(uiLanguage()));
    else if (m_edit->text().isEmpty())
        m_status->setText(tr("Type part of a table name, a connector or an option value (a topic, a path)."));
    else if (m_truncated)
        m_status->setText(tr("The first %n tables are shown; type more to narrow the search.", nullptr, m_model->rowCount()));
    else if (m_model->rowCount() == 0)
        m_status->setText(tr("No table matches \"%1\".").arg(m_edit->text()));
    else
        m_status->setText(tr("%n table(s) found. Enter or double-click opens one.", nullptr, m_model->rowCount()));
}

void SearchDialog::activate(const QModelIndex &index)
{
    if (!index.isValid() || index.row() >= m_model->rowCount())
        return;
    const TableMatch match = m_model->match(index.row());
    accept();
    Q_EMIT tableActivated(match.database, match.table);
}

bool SearchDialog::eventFilter(QObject *watched, QEvent *event)
{
    // Down from the text goes to the results.
    if (watched == m_edit && event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if ((key->key() == Qt::Key_Down || key->key() == Qt::Key_PageDown) && m_model->rowCount() > 0) {
            m_view->setFocus();
            if (!m_view->currentIndex().isValid())
                m_view->setCurrentIndex(m_model->index(0, 0));
            return true;
        }
    }
    return QDialog::eventFilter(watched, event);
}

void SearchDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

void SearchDialog::retranslateUi()
{
    setWindowTitle(tr("Search all databases"));
    m_label->setText(tr("&Find:"));
    m_edit->setPlaceholderText(tr("Table name, connector or option value"));
    m_close->setText(tr("Close"));
    m_model->retranslate();
    showStatus();
}

} // namespace st

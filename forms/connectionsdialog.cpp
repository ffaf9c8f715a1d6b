#include "connectionsdialog.h"

#include "check/validator.h"
#include "core/names.h"
#include "findingcolour.h"
#include "uilanguage.h"
#include "windowsize.h"

#include <QComboBox>
#include <QCompleter>
#include <QDialogButtonBox>
#include <QEvent>
#include <QHash>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSignalBlocker>
#include <QStyle>
#include <QStyledItemDelegate>
#include <QTableWidget>
#include <QVBoxLayout>

#include <functional>
#include <iterator>

namespace st {

namespace {

/// The key column's editor: a line that completes the keys a connection of the connector may
/// hold (still free text: a prefix such as `properties.sasl.` takes any key under it).
class KeyDelegate : public QStyledItemDelegate
{
public:
    KeyDelegate(QObject *parent, std::function<QStringList()> keys) : QStyledItemDelegate(parent), m_keys(std::move(keys)) {}

    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        QWidget *editor = QStyledItemDelegate::createEditor(parent, option, index);
        if (auto *line = qobject_cast<QLineEdit *>(editor)) {
            auto *completer = new QCompleter(m_keys(), line);
            completer->setCaseSensitivity(Qt::CaseInsensitive);
            line->setCompleter(completer);
        }
        return editor;
    }

private:
    std::function<QStringList()> m_keys;
};

} // namespace

ConnectionsDialog::ConnectionsDialog(Catalog &catalog, const SchemaRegistry &registry, const QString &database, QWidget *parent)
    : NamedSetsDialogOf({QStringLiteral("connectionsDialog"), QStringLiteral("connectionList"), QStringLiteral("newConnectionName"),
                       QStringLiteral("addConnection"), QStringLiteral("removeConnection"), QStringLiteral("optionTable"),
                       QStringLiteral("addOption"), QStringLiteral("removeOption"), QStringLiteral("connectionsMessage")},
                      260, parent),
      m_catalog(catalog), m_registry(registry), m_database(database)
{
    m_newConnector = new QComboBox(this);
    m_newConnector->setObjectName(QStringLiteral("newConnectionConnector"));
    for (const ConnectorSchemaPtr &schema : m_registry.schemas()) {
        if (!schema->connection.isEmpty())
            m_newConnector->addItem(QString(), schema->connector);
    }
    // "Options of NAME, for TYPE tables" takes two lines with a long name.
    m_tableLabel->setLines(2);
    m_table->setItemDelegateForColumn(0, new KeyDelegate(m_table, [this] {
        const ConnectorSchemaPtr schema = m_shown >= 0 && m_shown < m_edited.size() ? m_registry.find(m_edited.at(m_shown).connector) : nullptr;
        return schema ? schema->connection.options + schema->connection.prefixes : QStringList();
    }));
    // The labels under the table keep their room, text or none, as the findings' list does:
    // "It may hold: ..." appearing as a connection was chosen moved Add option up by two lines.
    m_holds = new ElidedLabel(this);
    m_holds->setObjectName(QStringLiteral("connectionHolds"));
    m_holds->setLines(2);
    m_holds->setForegroundRole(QPalette::PlaceholderText);
    m_findings = new QListWidget(this);
    m_findings->setObjectName(QStringLiteral("connectionFindings"));
    // Its place is kept, empty or not, so that nothing below moves as findings come and go
    // (the buttons jumped down); six lines of room, more scroll (a long message showed three).
    m_findings->setWordWrap(true);
    m_findings->setResizeMode(QListView::Adjust);
    m_findings->setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    m_findings->setFixedHeight(6 * m_findings->fontMetrics().lineSpacing() + 2 * m_findings->frameWidth() + 4);
    m_users = new ElidedLabel(this);
    m_users->setObjectName(QStringLiteral("connectionUsers"));
    m_users->setLines(2);
    m_users->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *left = new QVBoxLayout;
    left->addWidget(m_listLabel);
    left->addWidget(m_list, 1);
    auto *add = new QHBoxLayout;
    add->addWidget(m_newName, 1);
    add->addWidget(m_newConnector);
    left->addLayout(add);
    auto *addRow = new QHBoxLayout;
    addRow->addWidget(m_addSet);
    addRow->addWidget(m_removeSet);
    addRow->addStretch(1);
    left->addLayout(addRow);
    QVBoxLayout *right = makeRowsPane();
    right->addWidget(m_holds);
    right->addWidget(m_findings);
    right->addWidget(m_users);
    auto *panes = new QHBoxLayout;
    panes->addLayout(left, 2);
    panes->addLayout(right, 3);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(panes, 1);
    layout->addWidget(m_message);
    layout->addLayout(buttonRowWithLanguage(this, m_buttons)); // the main window's Language menu is blocked while this is open
    // Tab goes through the fields as they stand, the data source type after the new name (it is
    // made after the frame's widgets, so it would come last).
    QWidget *order[] = {m_list, m_newName, m_newConnector, m_addSet, m_removeSet, m_table, m_addRow, m_removeRow, m_findings, m_buttons};
    for (size_t i = 1; i < std::size(order); ++i)
        QWidget::setTabOrder(order[i - 1], order[i]);

    const CatalogResult<Connections> read = m_catalog.connections(database);
    m_base = read.value;
    m_edited = m_base;
    for (int i = 0; i < m_edited.size(); ++i)
        m_list->addItem(QString()); // named by retranslateUi()
    if (!read)
        tell(read.status.message(uiLanguage()));
    // Read once: the tables that use a connection are checked against the edits as they are made.
    const CatalogResult<QList<StoredTable>> tables = m_catalog.latestSpecs(database);
    for (const StoredTable &t : tables.value) {
        if (!t.spec.connection.isEmpty())
            m_tables << t.spec;
    }
    if (!tables)
        tell(tables.status.message(uiLanguage()));
    offerTheTypeMostUsed(tables.value);

    connectCommonWidgets();
    retranslateUi();
    showFirstSet();
    rememberWindowSize(this, QStringLiteral("connectionsDialog"), QSize(900, 520));
}

void ConnectionsDialog::offerTheTypeMostUsed(const QList<StoredTable> &tables)
{
    // A new connection is most likely for the data source type the database uses most (the
    // list is sorted by id, and its first entry had nothing to do with the database).
    QHash<QString, int> uses;
    for (const StoredTable &t : tables)
        ++uses[t.spec.connector];
    for (const Connection &c : std::as_const(m_base))
        ++uses[c.connector];
    int most = 0;
    for (int i = 0; i < m_newConnector->count(); ++i) {
        const int used = uses.value(m_newConnector->itemData(i).toString());
        if (used > most) {
            most = used;
            m_newConnector->setCurrentIndex(i);
        }
    }
}

QString ConnectionsDialog::connectorLabel(const QString &connector) const
{
    const ConnectorSchemaPtr schema = m_registry.find(connector);
    return schema ? schema->label.in(uiLanguage()) : connector;
}

void ConnectionsDialog::retranslateUi()
{
    setWindowTitle(tr("Connections of %1").arg(m_database));
    m_listLabel->setText(tr("Connections"));
    m_newName->setPlaceholderText(tr("New connection, e.g. cluster"));
    m_newConnector->setToolTip(tr("The data source type whose tables may use the new connection"));
    for (int i = 0; i < m_newConnector->count(); ++i)
        m_newConnector->setItemText(i, connectorLabel(m_newConnector->itemData(i).toString()));
    m_addSet->setText(tr("Add"));
    m_removeSet->setText(tr("Remove connection"));
    m_table->setHorizontalHeaderLabels({tr("Option"), tr("Value")});
    m_table->setToolTip(tr("A table that uses the connection takes these options where it sets none of its own. "
                           "A value may refer to a variable as ${NAME}; a password or key belongs in ${secret:NAME}."));
    m_addRow->setText(tr("Add option"));
    m_removeRow->setText(tr("Remove option"));
    for (int i = 0; i < m_list->count() && i < m_edited.size(); ++i)
        m_list->item(i)->setText(tr("%1 (%2)").arg(m_edited.at(i).name, connectorLabel(m_edited.at(i).connector)));
    showSet();
}

bool ConnectionsDialog::addTypedSet()
{
    return addConnection(m_newName->text(), m_newConnector->currentData().toString());
}

void ConnectionsDialog::rowsChanged()
{
    keepTable();
    check();
}

void ConnectionsDialog::showSet()
{
    if (const Connection *shown = showChosenSet()) {
        const Connection &c = *shown;
        m_tableLabel->setFullText(tr("Options of %1, for %2 tables").arg(c.name, connectorLabel(c.connector)));
        const ConnectorSchemaPtr schema = m_registry.find(c.connector);
        QStringList holds = schema ? schema->connection.options : QStringList();
        for (const QString &prefix : schema ? schema->connection.prefixes : QStringList())
            holds << prefix + QStringLiteral("*");
        // The first few in the dialog, all of them in the tooltip: Kafka's list runs to twenty-odd.
        const int shownKeys = 5;
        const QString first = holds.mid(0, shownKeys).join(tr(", ", "between the items of a list"));
        m_holds->setFullText(holds.size() > shownKeys ? tr("It may hold: %1, ... (%n in all; hover for the list)", nullptr, int(holds.size())).arg(first)
                                                      : tr("It may hold: %1").arg(first));
        m_holds->setToolTip(holds.join(QLatin1Char('\n')));
    } else {
        m_tableLabel->setFullText(tr("Add a connection to give several tables the same cluster settings."));
        m_holds->setFullText(QString());
    }
    check();
    updateButtons();
}

void ConnectionsDialog::check()
{
    m_findings->clear();
    if (m_shown < 0 || m_shown >= m_edited.size()) {
        m_users->setFullText(QString());
        return;
    }
    const Language lang = uiLanguage();
    const Connection &c = m_edited.at(m_shown);
    const Validator validator(m_registry);
    bool errors = c.options.contains(QString());
    for (const Diagnostic &d : validator.validateConnection(c)) {
        const QString where = d.subject.kind == Subject::Kind::Option ? d.subject.key + QStringLiteral(": ") : QString();
        auto *item = new QListWidgetItem(where + d.message.in(lang), m_findings);
        item->setIcon(style()->standardIcon(d.isError() ? QStyle::SP_MessageBoxCritical : QStyle::SP_MessageBoxWarning));
        errors = errors || d.isError();
    }
    // The refusal of a save said while it holds: it stayed after the connection was fixed.
    if (m_refused == m_shown && !errors) {
        m_refused = -1;
        tell(QString());
    }
    QStringList users;
    for (const ConnectionUser &user : checkConnectionUsers(m_tables, c.name, m_edited, m_database, validator))
        users << (user.errors ? tr("%1 (%n error(s) with these options)", nullptr, user.errors).arg(user.table) : user.table);
    m_users->setFullText(users.isEmpty() ? tr("No table uses it yet.")
                                         : tr("Used by: %1").arg(users.join(tr(", ", "between the items of a list"))));
}

bool ConnectionsDialog::canAddSet() const
{
    return m_newConnector->count() > 0;
}

bool ConnectionsDialog::addConnection(const QString &typed, const QString &connector)
{
    const QString name = typed.trimmed();
    if (name.isEmpty())
        return false;
    const ConnectorSchemaPtr schema = m_registry.find(connector);
    if (!schema || schema->connection.isEmpty()) {
        tell(tr("%1 tables have no connections.").arg(connectorLabel(connector)));
        return false;
    }
    if (const Connection *taken = findConnection(m_edited, name)) {
        tell(tr("There is a connection %1 already.").arg(taken->name));
        return false;
    }
    keepTable();
    m_edited.append(Connection{name, connector, {}});
    showAddedSet(tr("%1 (%2)").arg(name, connectorLabel(connector)));
    return true;
}

bool ConnectionsDialog::save()
{
    const Connections edits = edited();
    const Validator validator(m_registry);
    m_refused = -1;
    for (int i = 0; i < edits.size(); ++i) {
        for (const Diagnostic &d : validator.validateConnection(edits.at(i))) {
            if (!d.isError())
                continue;
            m_list->setCurrentRow(i);
            tell(tr("Connection %1 has errors (listed above); nothing was saved.").arg(edits.at(i).name));
            m_refused = i;
            return false;
        }
        if (edits.at(i).options.contains(QString())) {
            m_list->setCurrentRow(i);
            tell(tr("An option of connection %1 has a value but no key.").arg(edits.at(i).name));
            m_refused = i;
            return false;
        }
    }
    // Refused, nothing was written and the edits stay for the user to decide. A conflict is not
    // overwritten by saving again: Cancel, and open the dialog anew on what is stored now.
    return closeIfSaved(m_catalog.saveConnections(m_database, edits, m_base),
                        tr("Your edits are still here: copy what you need, then Cancel and open Connections again to edit what is stored now."));
}

QString ConnectionsDialog::unsavedChangesQuestion() const
{
    return tr("Save the changes to the connections of %1?").arg(m_database);
}

} // namespace st

#include "connectionsdialog.h"

#include "check/validator.h"
#include "core/names.h"
#include "findingcolour.h"
#include "keyvaluetable.h"
#include "uilanguage.h"
#include "windowsize.h"

#include <QComboBox>
#include <QCompleter>
#include <QDialogButtonBox>
#include <QEvent>
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
    : QDialog(parent), m_catalog(catalog), m_registry(registry), m_database(database)
{
    setObjectName(QStringLiteral("connectionsDialog"));
    m_listLabel = new QLabel(this);
    m_list = new QListWidget(this);
    m_list->setObjectName(QStringLiteral("connectionList"));
    m_newName = new QLineEdit(this);
    m_newName->setObjectName(QStringLiteral("newConnectionName"));
    m_newConnector = new QComboBox(this);
    m_newConnector->setObjectName(QStringLiteral("newConnectionConnector"));
    for (const ConnectorSchemaPtr &schema : m_registry.schemas()) {
        if (!schema->connection.isEmpty())
            m_newConnector->addItem(QString(), schema->connector);
    }
    m_addConnection = new QPushButton(this);
    m_addConnection->setObjectName(QStringLiteral("addConnection"));
    m_removeConnection = new QPushButton(this);
    m_removeConnection->setObjectName(QStringLiteral("removeConnection"));
    m_tableLabel = new QLabel(this);
    m_tableLabel->setWordWrap(true);
    m_table = keyvaluetable::create(this, QStringLiteral("optionTable"), 260);
    m_table->setItemDelegateForColumn(0, new KeyDelegate(m_table, [this] {
        const ConnectorSchemaPtr schema = m_shown >= 0 && m_shown < m_edited.size() ? m_registry.find(m_edited.at(m_shown).connector) : nullptr;
        return schema ? schema->connection.options + schema->connection.prefixes : QStringList();
    }));
    m_addOption = new QPushButton(this);
    m_addOption->setObjectName(QStringLiteral("addOption"));
    m_removeOption = new QPushButton(this);
    m_removeOption->setObjectName(QStringLiteral("removeOption"));
    m_holds = new QLabel(this);
    m_holds->setWordWrap(true);
    m_holds->setForegroundRole(QPalette::PlaceholderText);
    m_findings = new QListWidget(this);
    m_findings->setObjectName(QStringLiteral("connectionFindings"));
    m_findings->setMaximumHeight(80);
    m_findings->setWordWrap(true);
    m_users = new QLabel(this);
    m_users->setObjectName(QStringLiteral("connectionUsers"));
    m_users->setWordWrap(true);
    m_users->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_message = new QLabel(this);
    m_message->setObjectName(QStringLiteral("connectionsMessage"));
    m_message->setWordWrap(true);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    colourAsFinding(m_message, Severity::Error);
    m_message->hide();
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this);

    auto *left = new QVBoxLayout;
    left->addWidget(m_listLabel);
    left->addWidget(m_list, 1);
    auto *add = new QHBoxLayout;
    add->addWidget(m_newName, 1);
    add->addWidget(m_newConnector);
    left->addLayout(add);
    auto *addRow = new QHBoxLayout;
    addRow->addWidget(m_addConnection);
    addRow->addWidget(m_removeConnection);
    addRow->addStretch(1);
    left->addLayout(addRow);
    auto *right = new QVBoxLayout;
    right->addWidget(m_tableLabel);
    right->addWidget(m_table, 1);
    auto *rowButtons = new QHBoxLayout;
    rowButtons->addWidget(m_addOption);
    rowButtons->addWidget(m_removeOption);
    rowButtons->addStretch(1);
    right->addLayout(rowButtons);
    right->addWidget(m_holds);
    right->addWidget(m_findings);
    right->addWidget(m_users);
    auto *panes = new QHBoxLayout;
    panes->addLayout(left, 2);
    panes->addLayout(right, 3);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(panes, 1);
    layout->addWidget(m_message);
    layout->addWidget(m_buttons);

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

    connect(m_list, &QListWidget::currentRowChanged, this, [this] {
        keepTable();
        showConnection();
    });
    connect(m_addConnection, &QPushButton::clicked, this, [this] {
        if (addConnection(m_newName->text(), m_newConnector->currentData().toString()))
            m_newName->clear();
    });
    connect(m_newName, &QLineEdit::returnPressed, m_addConnection, &QPushButton::click);
    connect(m_newName, &QLineEdit::textChanged, this, &ConnectionsDialog::updateButtons);
    connect(m_removeConnection, &QPushButton::clicked, this, [this] {
        const int row = m_list->currentRow();
        if (row < 0)
            return;
        m_shown = -1; // its rows go with it
        m_edited.removeAt(row);
        delete m_list->takeItem(row);
        showConnection();
    });
    connect(m_addOption, &QPushButton::clicked, this, [this] {
        keyvaluetable::addRow(m_table);
        updateButtons();
    });
    connect(m_removeOption, &QPushButton::clicked, this, [this] {
        keyvaluetable::removeCurrentRow(m_table);
        keepTable();
        check();
        updateButtons();
    });
    connect(m_table, &QTableWidget::itemChanged, this, [this] {
        keepTable();
        check();
    });
    connect(m_table, &QTableWidget::currentCellChanged, this, &ConnectionsDialog::updateButtons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &ConnectionsDialog::save);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    retranslateUi();
    if (m_edited.isEmpty())
        showConnection();
    else
        m_list->setCurrentRow(0);
    rememberWindowSize(this, QStringLiteral("connectionsDialog"), QSize(900, 520));
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
    m_addConnection->setText(tr("Add"));
    m_removeConnection->setText(tr("Remove connection"));
    m_table->setHorizontalHeaderLabels({tr("Option"), tr("Value")});
    m_table->setToolTip(tr("A table that uses the connection takes these options where it sets none of its own. "
                           "A value may refer to a variable as ${NAME}; a password or key belongs in ${secret:NAME}."));
    m_addOption->setText(tr("Add option"));
    m_removeOption->setText(tr("Remove option"));
    for (int i = 0; i < m_list->count() && i < m_edited.size(); ++i)
        m_list->item(i)->setText(tr("%1 (%2)").arg(m_edited.at(i).name, connectorLabel(m_edited.at(i).connector)));
    showConnection();
}

void ConnectionsDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

void ConnectionsDialog::keepTable()
{
    if (m_shown < 0 || m_shown >= m_edited.size())
        return;
    m_edited[m_shown].options = keyvaluetable::rows(m_table);
}

void ConnectionsDialog::showConnection()
{
    const int row = m_list->currentRow();
    m_shown = row;
    keyvaluetable::show(m_table, row >= 0 && row < m_edited.size() ? m_edited.at(row).options : QMap<QString, QString>());
    if (row >= 0 && row < m_edited.size()) {
        const Connection &c = m_edited.at(row);
        m_tableLabel->setText(tr("Options of %1, for %2 tables").arg(c.name, connectorLabel(c.connector)));
        const ConnectorSchemaPtr schema = m_registry.find(c.connector);
        QStringList holds = schema ? schema->connection.options : QStringList();
        for (const QString &prefix : schema ? schema->connection.prefixes : QStringList())
            holds << prefix + QStringLiteral("*");
        // The first few in the dialog, all of them in the tooltip: Kafka's list runs to twenty-odd.
        const int shownKeys = 5;
        const QString first = holds.mid(0, shownKeys).join(tr(", ", "between the items of a list"));
        m_holds->setText(holds.size() > shownKeys ? tr("It may hold: %1, ... (%n in all; hover for the list)", nullptr, int(holds.size())).arg(first)
                                                  : tr("It may hold: %1").arg(first));
        m_holds->setToolTip(holds.join(QLatin1Char('\n')));
    } else {
        m_tableLabel->setText(tr("Add a connection to give several tables the same cluster settings."));
        m_holds->clear();
        m_holds->setToolTip(QString());
    }
    check();
    updateButtons();
}

void ConnectionsDialog::check()
{
    m_findings->clear();
    if (m_shown < 0 || m_shown >= m_edited.size()) {
        m_findings->hide();
        m_users->clear();
        return;
    }
    const Language lang = uiLanguage();
    const Connection &c = m_edited.at(m_shown);
    const Validator validator(m_registry);
    for (const Diagnostic &d : validator.validateConnection(c)) {
        const QString where = d.subject.kind == Subject::Kind::Option ? d.subject.key + QStringLiteral(": ") : QString();
        auto *item = new QListWidgetItem(where + d.message.in(lang), m_findings);
        item->setIcon(style()->standardIcon(d.isError() ? QStyle::SP_MessageBoxCritical : QStyle::SP_MessageBoxWarning));
    }
    m_findings->setVisible(m_findings->count() > 0);
    QStringList users;
    for (const ConnectionUser &user : checkConnectionUsers(m_tables, c.name, m_edited, m_database, validator))
        users << (user.errors ? tr("%1 (%n error(s) with these options)", nullptr, user.errors).arg(user.table) : user.table);
    m_users->setText(users.isEmpty() ? tr("No table uses it yet.")
                                     : tr("Used by: %1").arg(users.join(tr(", ", "between the items of a list"))));
}

void ConnectionsDialog::updateButtons()
{
    const bool haveConnection = m_list->currentRow() >= 0;
    m_addConnection->setEnabled(!m_newName->text().trimmed().isEmpty() && m_newConnector->count() > 0);
    m_removeConnection->setEnabled(haveConnection);
    m_table->setEnabled(haveConnection);
    m_addOption->setEnabled(haveConnection);
    m_removeOption->setEnabled(haveConnection && m_table->currentRow() >= 0);
}

void ConnectionsDialog::tell(const QString &message)
{
    m_message->setText(message);
    m_message->setVisible(!message.isEmpty());
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
    m_list->addItem(tr("%1 (%2)").arg(name, connectorLabel(connector)));
    tell(QString());
    m_list->setCurrentRow(m_list->count() - 1);
    return true;
}

Connections ConnectionsDialog::edited() const
{
    auto *self = const_cast<ConnectionsDialog *>(this);
    self->keepTable();
    return m_edited;
}

bool ConnectionsDialog::save()
{
    const Connections edits = edited();
    const Validator validator(m_registry);
    for (int i = 0; i < edits.size(); ++i) {
        for (const Diagnostic &d : validator.validateConnection(edits.at(i))) {
            if (!d.isError())
                continue;
            m_list->setCurrentRow(i);
            tell(tr("Connection %1 has errors (listed above); nothing was saved.").arg(edits.at(i).name));
            return false;
        }
        if (edits.at(i).options.contains(QString())) {
            m_list->setCurrentRow(i);
            tell(tr("An option of connection %1 has a value but no key.").arg(edits.at(i).name));
            return false;
        }
    }
    const CatalogStatus saved = m_catalog.saveConnections(m_database, edits, m_base);
    if (saved) {
        tell(QString());
        accept();
        return true;
    }
    // Refused: nothing was written, and the edits stay for the user to decide. A conflict is not
    // overwritten by saving again: Cancel, and open the dialog anew on what is stored now.
    QString message = saved.message(uiLanguage());
    if (saved.code() == CatalogErrorCode::Conflict)
        message += QLatin1Char('\n') + tr("Your edits are still here: copy what you need, then Cancel and open Connections again to edit what is stored now.");
    tell(message);
    return false;
}

} // namespace st

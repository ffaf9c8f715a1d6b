#pragma once

#include "catalog/catalog.h"
#include "core/connection.h"
#include "schema/schemaregistry.h"

#include "namedsetsdialog.h"

class QComboBox;

namespace st {

/// Database > Connections...: the connections of one logical database (a Kafka cluster's
/// address and security settings, a Hive metastore) that its tables name, each a KEY / VALUE
/// list of the options it gives them. Which keys a connection may hold is the connector
/// schema's `connection`; each edit is checked at once (Validator::validateConnection()), and the
/// tables that use the connection shown are listed with what the edit does to their checks.
/// Everything is saved in one transaction (Catalog::saveConnections() with the connections as
/// read when the dialog opened); a save the catalog refuses (changed elsewhere meanwhile, a
/// connection dropped that tables use, a password in clear) is shown, and the edits stay.
class ConnectionsDialog : public NamedSetsDialogOf<Connection, &Connection::options>
{
    Q_OBJECT

public:
    ConnectionsDialog(Catalog &catalog, const SchemaRegistry &registry, const QString &database, QWidget *parent = nullptr);

    /// Saves the edits; closes the dialog when the catalog took them, else says why and stays.
    bool save() override;
    /// Adds a connection named `name` for `connector`, with no options, and selects it (false,
    /// saying why, when the name is empty or taken or the connector has no connections).
    bool addConnection(const QString &name, const QString &connector);

    QListWidget *connectionList() const { return m_list; }
    QTableWidget *optionTable() const { return m_table; }
    QLineEdit *newConnectionEdit() const { return m_newName; }
    QComboBox *newConnectorCombo() const { return m_newConnector; }
    QPushButton *addConnectionButton() const { return m_addSet; }
    QPushButton *removeConnectionButton() const { return m_removeSet; }
    QPushButton *addOptionButton() const { return m_addRow; }
    QPushButton *removeOptionButton() const { return m_removeRow; }
    /// What the checks find in the connection shown ("KEY: message").
    QListWidget *findingList() const { return m_findings; }
    /// The tables that use the connection shown, with their checks as it is edited.
    ElidedLabel *usersLabel() const { return m_users; }
    /// The keys a connection of the shown one's connector may hold (the first few).
    ElidedLabel *holdsLabel() const { return m_holds; }

private:
    /// Shows the selected connection's options.
    void showSet() override;
    bool addTypedSet() override;
    /// Checks the connection shown again as its options are edited.
    void rowsChanged() override;
    bool canAddSet() const override;
    void retranslateUi() override;
    QString unsavedChangesQuestion() const override;
    /// The checks of the connection shown, and what they do to the tables that use it.
    void check();
    QString connectorLabel(const QString &connector) const;
    /// Picks, for a new connection, the data source type the database's tables and connections use most.
    void offerTheTypeMostUsed(const QList<StoredTable> &tables);

    Catalog &m_catalog;
    const SchemaRegistry &m_registry;
    QString m_database;
    QList<TableSpec> m_tables; ///< the database's, as read when the dialog opened
    QComboBox *m_newConnector;
    ElidedLabel *m_holds;
    QListWidget *m_findings;
    ElidedLabel *m_users;
    /// The connection a save was refused for (its errors, or a value without a key), while the
    /// message says so; -1 when none. The message goes once that connection is fixed.
    int m_refused = -1;
};

} // namespace st

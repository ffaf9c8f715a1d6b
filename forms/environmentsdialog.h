#pragma once

#include "catalog/catalog.h"
#include "core/variables.h"

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QTableWidget;

namespace st {

/// Database > Environments...: the environments of one logical database (dev, test, prod, ...)
/// and the NAME / VALUE of each one's variables, edited together and saved in one transaction
/// (Catalog::saveEnvironments() with the environments as read when the dialog opened). A save
/// the catalog refuses (changed elsewhere meanwhile, a secret in clear, a bad name) is shown in
/// the dialog, which stays open with the edits.
class EnvironmentsDialog : public QDialog
{
    Q_OBJECT

public:
    EnvironmentsDialog(Catalog &catalog, const QString &database, QWidget *parent = nullptr);

    /// The environments as edited (the variable rows whose name and value are both empty left out).
    Environments edited() const;
    /// Saves the edits; closes the dialog when the catalog took them, else says why and stays.
    bool save();
    /// Adds an environment named `name` with no variables and selects it (false, saying why,
    /// when the name is empty or taken).
    bool addEnvironment(const QString &name);

    QListWidget *environmentList() const { return m_list; }
    QTableWidget *variableTable() const { return m_table; }
    QLineEdit *newEnvironmentEdit() const { return m_newName; }
    QPushButton *addEnvironmentButton() const { return m_addEnvironment; }
    QPushButton *removeEnvironmentButton() const { return m_removeEnvironment; }
    QPushButton *addVariableButton() const { return m_addVariable; }
    QPushButton *removeVariableButton() const { return m_removeVariable; }
    /// Why the last save or addition was refused; hidden when nothing was.
    QLabel *messageLabel() const { return m_message; }
    QDialogButtonBox *buttons() const { return m_buttons; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    /// Puts the variable table's rows into the environment they show.
    void keepTable();
    /// Shows the selected environment's variables.
    void showEnvironment();
    void updateButtons();
    void tell(const QString &message);

    Catalog &m_catalog;
    QString m_database;
    Environments m_base;   ///< what the save starts from
    Environments m_edited; ///< the edits, the shown environment's as of the last keepTable()
    int m_shown = -1;      ///< the row of m_edited the table shows
    QLabel *m_listLabel;
    QListWidget *m_list;
    QLineEdit *m_newName;
    QPushButton *m_addEnvironment;
    QPushButton *m_removeEnvironment;
    QLabel *m_tableLabel;
    QTableWidget *m_table;
    QPushButton *m_addVariable;
    QPushButton *m_removeVariable;
    QLabel *m_message;
    QDialogButtonBox *m_buttons;
};

} // namespace st

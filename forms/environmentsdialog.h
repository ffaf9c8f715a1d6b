#pragma once

#include "catalog/catalog.h"
#include "core/variables.h"

#include "namedsetsdialog.h"

namespace st {

/// Database > Environments...: the environments of one logical database (dev, test, prod, ...)
/// and the NAME / VALUE of each one's variables, edited together and saved in one transaction
/// (Catalog::saveEnvironments() with the environments as read when the dialog opened). A save
/// the catalog refuses (changed elsewhere meanwhile, a secret in clear, a bad name) is shown in
/// the dialog, which stays open with the edits.
class EnvironmentsDialog : public NamedSetsDialogOf<Environment, &Environment::variables>
{
    Q_OBJECT

public:
    EnvironmentsDialog(Catalog &catalog, const QString &database, QWidget *parent = nullptr);

    /// Saves the edits; closes the dialog when the catalog took them, else says why and stays.
    bool save() override;
    /// Adds an environment named `name` with no variables and selects it (false, saying why,
    /// when the name is empty or taken).
    bool addEnvironment(const QString &name);

    QListWidget *environmentList() const { return m_list; }
    QTableWidget *variableTable() const { return m_table; }
    QLineEdit *newEnvironmentEdit() const { return m_newName; }
    QPushButton *addEnvironmentButton() const { return m_addSet; }
    QPushButton *removeEnvironmentButton() const { return m_removeSet; }
    QPushButton *addVariableButton() const { return m_addRow; }
    QPushButton *removeVariableButton() const { return m_removeRow; }

private:
    /// Shows the selected environment's variables.
    void showSet() override;
    bool addTypedSet() override;
    /// Says at once what a save would refuse (a bad name, a secret in clear), every problem of
    /// every environment, one a line; nothing when there is none.
    void rowsChanged() override;
    /// The problems of the environments as edited, one a line in the interface's language.
    QString problemsText() const;
    void retranslateUi() override;
    QString unsavedChangesQuestion() const override;

    Catalog &m_catalog;
    QString m_database;
};

} // namespace st

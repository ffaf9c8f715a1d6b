#pragma once

#include "catalog/catalog.h"
#include "import/ddlimport.h"
#include "schema/schemaregistry.h"

#include <QDialog>
#include <QHash>
#include <QList>

class QComboBox;
class QLabel;
class QPushButton;
class QTreeWidget;

namespace st {

/// File > Import DDL: reads SQL files or folders, lists every statement found (table name,
/// data source type, status, the reader's and the validator's findings) with a check box per
/// table, and imports the checked tables into the chosen logical database in one transaction,
/// handling names that exist already as the conflict choice says.
class ImportDialog : public QDialog
{
    Q_OBJECT

public:
    ImportDialog(Catalog &catalog, const SchemaRegistry &registry, const QString &database, QWidget *parent = nullptr);

    /// Reads files and folders (their *.sql files) and adds their statements to the list, with a
    /// progress dialog for more than a few files. False with a message naming every file that
    /// could not be read (the others are listed).
    bool addPaths(const QStringList &paths, QString *error);
    /// Imports the checked tables. False with a message when the catalog refused (nothing was
    /// imported then).
    bool importChecked(QString *error);
    /// How many tables the last importChecked() saved (skipped ones not counted).
    int importedCount() const { return m_imported; }
    /// Tables the import found equal to their current revision (under "save as a new revision"): none written.
    int unchangedCount() const { return m_unchanged; }
    QString database() const;

    // Parts, for tests.
    QTreeWidget *statementList() const { return m_list; }
    QComboBox *databaseCombo() const { return m_database; }
    QComboBox *conflictCombo() const { return m_conflict; }
    QPushButton *importButton() const { return m_import; }

private:
    void addFiles();
    void addFolder();
    void showStatement(const ImportedStatement &statement);
    void updateImportButton();
    /// Every column but the findings as wide as its header and contents.
    void fitColumns();
    void retranslateUi();

    Catalog &m_catalog;
    const SchemaRegistry &m_registry;
    QList<ImportedStatement> m_statements; ///< in list order; item data holds the index
    QHash<QString, int> m_firstDefinition; ///< name key of each table listed -> its first statement
    int m_imported = 0;
    int m_unchanged = 0;

    QLabel *m_hint;
    QTreeWidget *m_list;
    QPushButton *m_addFiles;
    QPushButton *m_addFolder;
    QLabel *m_databaseLabel;
    QComboBox *m_database;
    QLabel *m_conflictLabel;
    QComboBox *m_conflict;
    QPushButton *m_import;
    QPushButton *m_cancel;
};

} // namespace st

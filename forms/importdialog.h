#pragma once

#include "catalog/catalog.h"
#include "import/connectionoffer.h"
#include "import/ddlimport.h"
#include "elidedlabel.h"
#include "schema/schemaregistry.h"

#include <QDialog>
#include <QHash>
#include <QList>
#include <QSet>

class QCheckBox;
class QComboBox;
class QLabel;
class QPushButton;
class QTreeWidget;
class QTreeWidgetItem;

namespace st {

/// File > Import DDL: reads SQL files or folders, lists every statement found (table name,
/// data source type, status, the reader's and the validator's findings) with a check box per
/// table, and imports the checked tables into the chosen logical database in one transaction,
/// handling names that exist already as the conflict choice says. Before the import each row
/// marks a name that exists in the target database or is defined again in the list (names
/// compare ignoring case) and says which statement wins; after it the dialog stays open with
/// what happened to each statement and the counts, and Cancel becomes Close.
class ImportDialog : public QDialog
{
    Q_OBJECT

public:
    ImportDialog(Catalog &catalog, const SchemaRegistry &registry, const QString &database, QWidget *parent = nullptr);

    /// Reads files and folders (their *.sql files) and adds their statements to the list, with a
    /// progress dialog for more than a few files. False when a file could not be read (the
    /// others are listed); `message` then names every such file, and also (when true too) the
    /// files listed already (not read again) and those that hold no statements.
    bool addPaths(const QStringList &paths, QString *message);
    /// Shows addPaths()'s message over the dialog: a warning when a file could not be read.
    void sayWhatWasNotListed(bool allRead, const QString &message);
    /// Imports the checked tables and shows the result in the list. False with a message when
    /// the catalog refused (nothing was imported then).
    bool importChecked(QString *error);
    /// How many tables the last importChecked() saved (skipped ones not counted).
    int importedCount() const { return m_imported; }
    /// Of those, how many were saved as a new revision of a table the database had.
    int revisedCount() const { return m_revised; }
    /// Tables the import found equal to their current revision (under "save as a new revision"): none written.
    int unchangedCount() const { return m_unchanged; }
    QString database() const;
    /// True once importChecked() succeeded: the catalog changed, the list shows the result.
    bool hasImported() const { return m_done; }
    /// The counts of the last import ("Imported 3, unchanged 1, skipped 2, failed 1"), empty before.
    QString resultSummary() const;
    /// The names of the tables the last import found unchanged.
    QStringList unchangedNames() const;

    /// What the filter shows.
    enum class Filter { All, Tables, Invalid, Skipped, Failed, Imported, Unchanged, NotChecked };
    void setFilter(Filter filter);
    /// Checks every table shown by the filter (one definition per name), or none of them.
    void selectAll();
    void selectNone();

    // Parts, for tests.
    QTreeWidget *statementList() const { return m_list; }
    QComboBox *databaseCombo() const { return m_database; }
    QComboBox *conflictCombo() const { return m_conflict; }
    QPushButton *importButton() const { return m_import; }
    QPushButton *closeButton() const { return m_cancel; }
    QPushButton *selectAllButton() const { return m_selectAll; }
    QPushButton *selectNoneButton() const { return m_selectNone; }
    QComboBox *filterCombo() const { return m_filter; }
    QLabel *resultLabel() const { return m_result; }
    /// Shown when checked tables repeat cluster settings (offerConnections()): checked, the
    /// import gives them a connection of those settings, made in its transaction.
    QCheckBox *makeConnectionsBox() const { return m_makeConnections; }
    /// What the offers are (and, after the import, what was made).
    ElidedLabel *connectionOffersLabel() const { return m_offersLabel; }
    /// The offers for the tables checked now, into the database chosen.
    QList<ConnectionOffer> connectionOffers() const { return m_offers; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void addFiles();
    void addFolder();
    void showStatement(const ImportedStatement &statement);
    /// Writes the status and findings of one row from its statement, the marks and the result.
    void renderItem(QTreeWidgetItem *item);
    void renderAll();
    bool matchesFilter(int index) const;
    void loadExisting();
    /// Ends a successful import: the result in every row, the counts, Cancel becomes Close.
    void showResult();
    void applyFilter();
    void fillFilterCombo();
    /// Errors of the reader or the validator.
    static int errorCount(const ImportedStatement &statement);
    void updateImportButton();
    /// The checked tables: one definition of each name, with the statement each comes from;
    /// false with a message when a name is checked twice.
    bool checkedSpecs(QList<TableSpec> *specs, QList<int> *indexes, QString *error) const;
    /// Works out the connection offers for the checked tables and says what they are.
    void updateOffers();
    /// One line per offer: what the tables repeat and the connection that would give it (or did).
    QString offersText(bool made) const;
    /// Every column but the findings as wide as its header and contents.
    void fitColumns();
    void retranslateUi();

    Catalog &m_catalog;
    const SchemaRegistry &m_registry;
    QList<ImportedStatement> m_statements; ///< in list order; item data holds the index
    QSet<QString> m_readFiles;                 ///< canonical paths of the files listed
    QHash<QString, QList<int>> m_definitions; ///< name key of each table listed -> its statements, in list order
    int m_imported = 0;
    int m_revised = 0;
    int m_unchanged = 0;
    /// What the import did with each statement (parallel to m_statements).
    enum class Outcome { None, Imported, Revised, Unchanged, KeptExisting, NotChecked };
    struct Result
    {
        Outcome outcome = Outcome::None;
        int revision = 0;
    };
    QList<Result> m_results;
    bool m_done = false;
    QHash<QString, QString> m_existing; ///< name key -> name of the tables in the target database, before the import
    Connections m_connections;          ///< the target database's, before the import
    QList<ConnectionOffer> m_offers;
    bool m_madeConnections = false;     ///< the import used the offers

    QLabel *m_hint;
    QTreeWidget *m_list;
    QPushButton *m_addFiles;
    QPushButton *m_addFolder;
    QLabel *m_databaseLabel;
    QComboBox *m_database;
    QLabel *m_conflictLabel;
    QComboBox *m_conflict;
    QPushButton *m_selectAll;
    QPushButton *m_selectNone;
    QLabel *m_filterLabel;
    QComboBox *m_filter;
    QLabel *m_result;
    QCheckBox *m_makeConnections;
    /// Three lines at most, the whole list in its tooltip: with a hundred statements the offers
    /// took a third of the dialog.
    ElidedLabel *m_offersLabel;
    QPushButton *m_import;
    QPushButton *m_cancel;
};

} // namespace st

#pragma once

#include "catalog/catalog.h"
#include "schema/schemaregistry.h"
#include "sourcedb/tablegen.h"

#include <QWizard>

class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QRadioButton;
class QTreeWidget;

namespace st {

class DdlView;

/// File > New tables from a database...: reads a MySQL/MariaDB or PostgreSQL schema (a dump
/// file, or a live server, read on a thread of its own so that the window never waits), lets the
/// user choose tables (a filter, select all / none), the sink and the names, previews the DDL of
/// every table it will make or revise and what each step loses, and saves them all, with the
/// job's wirings and the server's connection, in one transaction (as `streamtable from-db`).
class FromDatabaseWizard : public QWizard
{
    Q_OBJECT

public:
    enum Page { SourcePage, TablesPage, SinkPage, PreviewPage };

    FromDatabaseWizard(Catalog &catalog, const SchemaRegistry &registry, const QString &database, QWidget *parent = nullptr);
    ~FromDatabaseWizard() override;

    /// After a successful Create: what was saved, for the status bar.
    QString resultMessage() const { return m_result; }
    /// True while the source is read (the wizard's buttons wait).
    bool isReading() const { return m_reading; }
    /// The tables the preview shows: each source table's CDC source and sink, in order.
    QList<TableSpec> plannedSpecs() const { return m_specs; }

    bool validateCurrentPage() override;
    void initializePage(int id) override;
    void accept() override;

    // Parts, for tests.
    QRadioButton *dumpChoice() const { return m_fromDump; }
    QRadioButton *serverChoice() const { return m_fromServer; }
    QLineEdit *dumpPathEdit() const { return m_dumpPath; }
    QLineEdit *locationEdit() const { return m_location; }
    QLineEdit *passwordEdit() const { return m_password; }
    QLineEdit *passwordSecretEdit() const { return m_passwordSecret; }
    QLabel *sourceMessage() const { return m_sourceMessage; }
    QLineEdit *tableFilter() const { return m_filter; }
    QTreeWidget *tableList() const { return m_tables; }
    QPushButton *selectAllButton() const { return m_selectAll; }
    QPushButton *selectNoneButton() const { return m_selectNone; }
    QLabel *chosenLabel() const { return m_chosen; }
    QComboBox *sinkCombo() const { return m_sink; }
    QComboBox *appendSinkCombo() const { return m_appendSink; }
    QComboBox *sinkConnectionCombo() const { return m_sinkConnection; }
    QComboBox *sourceConnectionCombo() const { return m_sourceConnection; }
    QLineEdit *sourceNamesEdit() const { return m_sourceNames; }
    QLineEdit *sinkNamesEdit() const { return m_sinkNames; }
    QLabel *previewSummary() const { return m_summary; }
    QTreeWidget *previewList() const { return m_preview; }
    DdlView *previewDdl() const { return m_ddl; }
    QPlainTextEdit *previewFindings() const { return m_findings; }

protected:
    void changeEvent(QEvent *event) override;

private:
    QWizardPage *makeSourcePage();
    QWizardPage *makeTablesPage();
    QWizardPage *makeSinkPage();
    QWizardPage *makePreviewPage();
    /// Reads the source on a worker thread while the window goes on; false with the reason shown.
    bool readSource();
    void fillTables();
    void applyFilter();
    void setShownChecked(bool checked);
    void updateChosen();
    void fillSinkChoices();
    /// Makes the tables for the choice, merges those that exist, checks each: the preview.
    void plan();
    void showPreviewItem();
    void updateSourceKind();
    void retranslateUi();

    Catalog &m_catalog;
    const SchemaRegistry &m_allTargets;
    const SchemaRegistry *m_registry = nullptr; ///< resolved for the database's target
    QStringList m_targetEngines;
    QString m_database;
    SourceSchema m_schema;
    SourceLocation m_server; ///< of a live server; empty host for a dump
    Connections m_connections;
    bool m_reading = false;

    // The plan the preview shows and Create saves.
    QList<TableSpec> m_specs;
    /// Per spec: the revision of the table the preview read (NewTable: none), so that a save by
    /// someone else between the preview and Create is a conflict, not overwritten.
    QList<int> m_bases;
    QList<QStringList> m_findingLines; ///< per spec: notes, changes, findings
    Wirings m_wirings;
    Connections m_makeConnections;
    QStringList m_leftOut;
    QString m_result;

    QRadioButton *m_fromDump = nullptr;
    QRadioButton *m_fromServer = nullptr;
    QLineEdit *m_dumpPath = nullptr;
    QPushButton *m_browse = nullptr;
    QLineEdit *m_location = nullptr;
    QLineEdit *m_password = nullptr;
    QLineEdit *m_passwordSecret = nullptr;
    QLabel *m_sourceIntro = nullptr;
    QLabel *m_locationHint = nullptr;
    QLabel *m_sourceMessage = nullptr;
    QLabel *m_dumpLabel = nullptr;
    QLabel *m_locationLabel = nullptr;
    QLabel *m_passwordLabel = nullptr;
    QLabel *m_secretLabel = nullptr;

    QLabel *m_tablesIntro = nullptr;
    QLabel *m_sinkIntro = nullptr;
    QLineEdit *m_filter = nullptr;
    QTreeWidget *m_tables = nullptr;
    QPushButton *m_selectAll = nullptr;
    QPushButton *m_selectNone = nullptr;
    QLabel *m_chosen = nullptr;

    QComboBox *m_sink = nullptr;
    QComboBox *m_appendSink = nullptr;
    QComboBox *m_sinkConnection = nullptr;
    QComboBox *m_sourceConnection = nullptr;
    QLineEdit *m_sourceNames = nullptr;
    QLineEdit *m_sinkNames = nullptr;
    QLabel *m_sinkLabel = nullptr;
    QLabel *m_appendLabel = nullptr;
    QLabel *m_sinkConnectionLabel = nullptr;
    QLabel *m_sourceConnectionLabel = nullptr;
    QLabel *m_sourceNamesLabel = nullptr;
    QLabel *m_sinkNamesLabel = nullptr;
    QLabel *m_namesHint = nullptr;

    QLabel *m_summary = nullptr;
    QTreeWidget *m_preview = nullptr;
    DdlView *m_ddl = nullptr;
    QPlainTextEdit *m_findings = nullptr;
};

} // namespace st

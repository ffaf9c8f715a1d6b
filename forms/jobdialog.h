#pragma once

#include "check/diagnostic.h"
#include "editordialog.h"
#include "job/jobprofile.h"
#include "schema/schemaregistry.h"
#include "core/tablespec.h"

#include <QIcon>

#include <functional>

class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QTimer;

namespace st {

class DdlView;
class OptionForm;

/// The Flink job of one logical database: the submission parameters (a form generated from
/// schemas/job.json, like the connector options), which source table feeds which sink table,
/// the database-level diagnostics, the `flink run` command with a copy button, and the job's
/// SQL script, all updated as the user types. Closing it with unsaved changes asks first
/// (EditorDialog).
class JobDialog : public EditorDialog
{
    Q_OBJECT

public:
    /// The object name of the question asked before saving a job whose wirings have errors.
    static QString wiringErrorsQuestionObjectName() { return QStringLiteral("jobWiringErrorsQuestion"); }
    /// Called on Save with the edited profile and wirings; returns false with a message to keep
    /// the dialog open with the edits (for example when the job changed elsewhere meanwhile).
    using SaveHandler = std::function<bool(const JobProfile &profile, const Wirings &wirings, QString *error)>;

    /// A database of this many tables or more previews the script with the CREATE TABLE of the
    /// tables its wirings use only (the export writes them all): the whole script of 10,000
    /// tables is megabytes of text to lay out and highlight on every keystroke.
    static constexpr int kWholeScriptPreviewBelow = 500;

    explicit JobDialog(const SchemaRegistry &registry, QWidget *parent = nullptr);
    ~JobDialog() override;

    void setJob(const QString &database, const QList<TableSpec> &tables, const JobProfile &profile, const Wirings &wirings);
    /// The database's tables are being read elsewhere (a large database, on a worker): until
    /// setTables() the dialog edits the profile and says "Reading N tables..." where the checks
    /// and the script's tables go, and offers no tables to wire.
    void setTablesLoading(int count);
    /// The database's tables, once read: the table choices, the checks and the script follow.
    /// The profile and wirings being edited are kept, and so is what counts as unsaved.
    void setTables(const QList<TableSpec> &tables);
    /// The database's connections: the lake catalogs its tables are in come before them in the
    /// script (JobScriptWriter::sql()).
    void setConnections(const Connections &connections);
    bool tablesLoading() const { return m_loadingTables > 0; }
    void setSaveHandler(SaveHandler handler) { m_saveHandler = std::move(handler); }
    /// True when the profile or the wirings differ from those setJob() gave.
    bool hasUnsavedChanges() const override;
    JobProfile profile() const;
    Wirings wirings() const { return m_wirings; }
    Diagnostics diagnostics() const { return m_diagnostics; }
    QString commandLine() const;
    QString script() const;

    // Parts, for tests and screenshots.
    OptionForm *profileForm() const { return m_form; }
    QComboBox *sourceCombo() const { return m_source; }
    QComboBox *sinkCombo() const { return m_sink; }
    QPushButton *addWiringButton() const { return m_addWiring; }
    QPushButton *removeWiringButton() const { return m_removeWiring; }
    QListWidget *wiringList() const { return m_wiringList; }
    QListWidget *diagnosticsList() const { return m_diagnosticsList; }
    QPushButton *copyCommandButton() const { return m_copyCommand; }
    QPushButton *saveButton() const { return m_save; }

public Q_SLOTS:
    void refresh();

protected:
    void changeEvent(QEvent *event) override;
    bool saveChanges() override { return save(); }
    QString unsavedChangesQuestion() const override;

private:
    /// Asks before a save keeps wirings with errors (Save anyway / Cancel); true to save.
    bool confirmWiringErrors();
    void retranslateUi();
    void fillTableChoices();
    void fillWiringList();
    void addWiring();
    void removeWiring();
    /// Saves through the handler and closes; false (with a message) when refused.
    bool save();

    const SchemaRegistry &m_registry;
    QString m_database;
    QList<TableSpec> m_tables;
    Connections m_connections;
    int m_loadingTables = 0; ///< how many tables are being read (setTablesLoading()); 0: m_tables holds them
    Wirings m_wirings;
    JobProfile m_openedProfile; ///< as the form showed it when opened: unsaved changes differ
    Wirings m_openedWirings;
    SaveHandler m_saveHandler;
    Diagnostics m_diagnostics;
    QTimer *m_refreshTimer;
    QIcon m_errorIcon;
    QIcon m_warningIcon;

    QLabel *m_profileLabel;
    OptionForm *m_form;
    QLabel *m_wiringLabel;
    QComboBox *m_source;
    QLabel *m_arrow;
    QComboBox *m_sink;
    QPushButton *m_addWiring;
    QPushButton *m_removeWiring;
    QListWidget *m_wiringList;
    QLabel *m_diagnosticsLabel;
    QListWidget *m_diagnosticsList;
    QLabel *m_commandLabel;
    QLineEdit *m_command;
    QPushButton *m_copyCommand;
    QLabel *m_scriptLabel;
    DdlView *m_script;
    QPushButton *m_save;
    QPushButton *m_cancel;
};

} // namespace st

#pragma once

#include "diagnostic.h"
#include "jobprofile.h"
#include "schemaregistry.h"
#include "tablespec.h"

#include <QDialog>
#include <QIcon>

class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QTimer;

namespace st {

class DdlView;
class OptionForm;

/// A database-level diagnostic's subject as the user reads it: a wiring's internal subject
/// `wiring A -> B` becomes `A → B`; table and option subjects stay as they are.
QString displaySubject(const QString &subject);

/// The Flink job of one logical database: the submission parameters (a form generated from
/// schemas/job.json, like the connector options), which source table feeds which sink table,
/// the database-level diagnostics, the `flink run` command with a copy button, and the job's
/// SQL script, all updated as the user types.
class JobDialog : public QDialog
{
    Q_OBJECT

public:
    explicit JobDialog(const SchemaRegistry &registry, QWidget *parent = nullptr);
    ~JobDialog() override;

    void setJob(const QString &database, const QList<TableSpec> &tables, const JobProfile &profile, const Wirings &wirings);
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

private:
    void retranslateUi();
    void fillTableChoices();
    void fillWiringList();
    void addWiring();
    void removeWiring();

    const SchemaRegistry &m_registry;
    QString m_database;
    QList<TableSpec> m_tables;
    Wirings m_wirings;
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

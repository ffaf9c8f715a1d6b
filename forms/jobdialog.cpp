#include "jobdialog.h"

#include "check/databasevalidator.h"
#include "core/names.h"
#include "ddlview.h"
#include "findingsview.h"
#include "job/jobscript.h"
#include "optionform.h"
#include "uilanguage.h"
#include "check/validator.h"
#include "windowsize.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollArea>
#include <QSet>
#include <QSplitter>
#include <QStyle>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

namespace st {

JobDialog::JobDialog(const SchemaRegistry &registry, QWidget *parent)
    : EditorDialog(parent), m_registry(registry), m_refreshTimer(new QTimer(this)), m_profileLabel(new QLabel(this)),
      m_form(new OptionForm), m_wiringLabel(new QLabel(this)), m_source(new QComboBox(this)), m_arrow(new QLabel(this)),
      m_sink(new QComboBox(this)), m_addWiring(new QPushButton(this)), m_removeWiring(new QPushButton(this)),
      m_wiringList(new QListWidget(this)), m_diagnosticsLabel(new QLabel(this)), m_diagnosticsList(new QListWidget(this)),
      m_commandLabel(new QLabel(this)), m_command(new QLineEdit(this)), m_copyCommand(new QPushButton(this)),
      m_scriptLabel(new QLabel(this)), m_script(new DdlView(this)), m_save(new QPushButton(this)), m_cancel(new QPushButton(this))
{
    setObjectName(QStringLiteral("jobDialog"));
    m_refreshTimer->setSingleShot(true);
    m_refreshTimer->setInterval(0);
    connect(m_refreshTimer, &QTimer::timeout, this, &JobDialog::refresh);
    m_errorIcon = style()->standardIcon(QStyle::SP_MessageBoxCritical);
    m_warningIcon = style()->standardIcon(QStyle::SP_MessageBoxWarning);

    QFont bold = m_profileLabel->font();
    bold.setBold(true);
    for (QLabel *l : {m_profileLabel, m_wiringLabel, m_diagnosticsLabel, m_commandLabel, m_scriptLabel})
        l->setFont(bold);
    m_form->setSchema(registry.jobSchema(), Role::Both);
    auto *formScroll = new QScrollArea(this);
    formScroll->setWidget(m_form);
    formScroll->setWidgetResizable(true);
    formScroll->setFrameShape(QFrame::NoFrame);
    m_arrow->setText(QStringLiteral("→"));
    m_wiringList->setObjectName(QStringLiteral("wirings"));
    m_diagnosticsList->setObjectName(QStringLiteral("jobDiagnostics"));
    m_diagnosticsList->setWordWrap(true);
    m_command->setReadOnly(true);
    m_command->setObjectName(QStringLiteral("commandLine"));
    m_command->setFont(m_script->font());
    m_copyCommand->setIcon(style()->standardIcon(QStyle::SP_FileDialogDetailedView));
    m_save->setDefault(true);

    auto *wiringRow = new QHBoxLayout;
    wiringRow->addWidget(m_source, 1);
    wiringRow->addWidget(m_arrow);
    wiringRow->addWidget(m_sink, 1);
    wiringRow->addWidget(m_addWiring);
    auto *wiringButtons = new QHBoxLayout;
    wiringButtons->addStretch(1);
    wiringButtons->addWidget(m_removeWiring);
    auto *left = new QWidget(this);
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(m_profileLabel);
    leftLayout->addWidget(formScroll, 3);
    leftLayout->addWidget(m_wiringLabel);
    leftLayout->addLayout(wiringRow);
    leftLayout->addWidget(m_wiringList, 1);
    leftLayout->addLayout(wiringButtons);

    auto *commandRow = new QHBoxLayout;
    commandRow->addWidget(m_command, 1);
    commandRow->addWidget(m_copyCommand);
    auto *right = new QWidget(this);
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->addWidget(m_diagnosticsLabel);
    rightLayout->addWidget(m_diagnosticsList, 1);
    rightLayout->addWidget(m_commandLabel);
    rightLayout->addLayout(commandRow);
    rightLayout->addWidget(m_scriptLabel);
    rightLayout->addWidget(m_script, 3);

    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(left);
    splitter->addWidget(right);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 1);
    splitter->setChildrenCollapsible(false);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(languageButton(this));
    buttons->addStretch(1);
    buttons->addWidget(m_save);
    buttons->addWidget(m_cancel);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(splitter, 1);
    layout->addLayout(buttons);
    rememberWindowSize(this, QStringLiteral("jobDialog"), QSize(1180, 760));

    connect(m_form, &OptionForm::edited, this, [this] { m_refreshTimer->start(); });
    connect(m_addWiring, &QPushButton::clicked, this, &JobDialog::addWiring);
    connect(m_removeWiring, &QPushButton::clicked, this, &JobDialog::removeWiring);
    connect(m_wiringList, &QListWidget::currentRowChanged, this, [this](int row) { m_removeWiring->setEnabled(row >= 0); });
    connect(m_copyCommand, &QPushButton::clicked, this, [this] { QApplication::clipboard()->setText(commandLine()); });
    connect(m_save, &QPushButton::clicked, this, [this] { save(); });
    addSaveShortcut();
    connect(m_cancel, &QPushButton::clicked, this, &EditorDialog::reject);
    retranslateUi();
}

JobDialog::~JobDialog() = default;

void JobDialog::setJob(const QString &database, const QList<TableSpec> &tables, const JobProfile &profile, const Wirings &wirings)
{
    m_database = database;
    m_tables = tables;
    m_wirings = wirings;
    m_form->setValues(profile);
    fillTableChoices();
    fillWiringList();
    retranslateUi();
    refresh();
    m_openedProfile = this->profile();
    m_openedWirings = m_wirings;
}

void JobDialog::setConnections(const Connections &connections)
{
    m_connections = connections;
    refresh();
}

void JobDialog::setTablesLoading(int count)
{
    m_loadingTables = count;
    m_tables.clear();
    fillTableChoices();
    refresh();
}

void JobDialog::setTables(const QList<TableSpec> &tables)
{
    m_loadingTables = 0;
    m_tables = tables;
    fillTableChoices();
    refresh();
}

bool JobDialog::hasUnsavedChanges() const
{
    return profile() != m_openedProfile || m_wirings != m_openedWirings;
}

QString JobDialog::unsavedChangesQuestion() const
{
    return tr("Save the changes to the job of logical database %1?").arg(m_database);
}

bool JobDialog::save()
{
    refresh();
    if (hasErrors(Validator(m_registry).validateJobProfile(profile()))) {
        QMessageBox::warning(this, tr("Job not saved"), tr("The job profile has errors; fix those shown beside its fields to save it."));
        return false;
    }
    if (!confirmWiringErrors())
        return false;
    QString error;
    if (m_saveHandler && !m_saveHandler(profile(), m_wirings, &error)) {
        QMessageBox::warning(this, tr("Job not saved"), error);
        return false;
    }
    accept();
    return true;
}

bool JobDialog::confirmWiringErrors()
{
    const Language lang = uiLanguage();
    QList<GroupedFinding> findings;
    for (const Diagnostic &d : std::as_const(m_diagnostics)) {
        if (d.isError() && d.subject.kind == Subject::Kind::Wiring)
            findings << GroupedFinding{displaySubject(d.subject), d.severity, d.message.in(lang)};
    }
    if (findings.isEmpty())
        return true;
    // As `streamtable job wire` refuses such a wiring: saved, the job is one Flink refuses and
    // export writes no script for, so it is a choice, asked for (Cancel, the default, keeps editing).
    FindingsDialog ask(tr("Save job"),
                       tr("The job's wirings have %n error(s): Flink would refuse the job, and export writes no script for it until they are "
                          "mended. Save it anyway?", nullptr, int(findings.size())),
                       findings, this);
    ask.setObjectName(wiringErrorsQuestionObjectName());
    QPushButton *anyway = ask.addButton(tr("Save anyway"), QDialogButtonBox::AcceptRole);
    ask.addButton(QDialogButtonBox::Cancel, true);
    return ask.exec() == QDialog::Accepted && ask.clickedButton() == anyway;
}

JobProfile JobDialog::profile() const
{
    return m_form->values();
}

QString JobDialog::commandLine() const
{
    return m_command->text();
}

QString JobDialog::script() const
{
    return m_script->toPlainText();
}

void JobDialog::fillTableChoices()
{
    m_source->clear();
    m_sink->clear();
    for (const TableSpec &t : qAsConst(m_tables)) {
        if (roleIncludes(t.role, Role::Source) && t.role != Role::Sink)
            m_source->addItem(t.name, t.name);
        if (roleIncludes(t.role, Role::Sink) && t.role != Role::Source)
            m_sink->addItem(t.name, t.name);
    }
    m_addWiring->setEnabled(m_source->count() > 0 && m_sink->count() > 0);
}

void JobDialog::fillWiringList()
{
    m_wiringList->clear();
    for (const Wiring &w : qAsConst(m_wirings))
        m_wiringList->addItem(w.source + QStringLiteral("  →  ") + w.sink);
    m_removeWiring->setEnabled(false);
}

void JobDialog::addWiring()
{
    const Wiring wiring{m_source->currentData().toString(), m_sink->currentData().toString()};
    if (wiring.source.isEmpty() || wiring.sink.isEmpty() || m_wirings.contains(wiring))
        return;
    m_wirings << wiring;
    fillWiringList();
    m_wiringList->setCurrentRow(int(m_wirings.size()) - 1);
    refresh();
}

void JobDialog::removeWiring()
{
    const int row = m_wiringList->currentRow();
    if (row < 0 || row >= m_wirings.size())
        return;
    m_wirings.removeAt(row);
    fillWiringList();
    refresh();
}

void JobDialog::refresh()
{
    m_refreshTimer->stop();
    const JobProfile current = profile();
    // The profile's own findings beside its fields, under their plain option keys; made once
    // per keystroke and handed to the database's checks.
    const Diagnostics profileFindings = Validator(m_registry).validateJobProfile(current);
    // A required option still empty as the dialog opened it is not a red line of its own, beside
    // its field and in the list (a new job's dialog was a wall of them): the list names them
    // once, as the table dialog does, and Save stays off until they are filled.
    QStringList leftToFill;
    Diagnostics shownProfileFindings;
    for (const Diagnostic &d : profileFindings) {
        const bool untouchedEmpty = d.isError() && d.subject.kind == Subject::Kind::Option && current.value(d.subject.key).isEmpty()
                                    && m_openedProfile.value(d.subject.key).isEmpty();
        if (untouchedEmpty && !leftToFill.contains(d.subject.key))
            leftToFill << d.subject.key;
        if (!untouchedEmpty)
            shownProfileFindings << d;
    }
    m_form->showDiagnostics(shownProfileFindings);
    // The wirings and the database rules need the tables: not checked while they are read.
    const QString reading = tr("Reading %n table(s)...", nullptr, m_loadingTables);
    Diagnostics asJobFindings; // as the database's checks name them
    for (Diagnostic d : profileFindings) {
        d.subject = d.subject.inJob();
        asJobFindings << d;
    }
    if (tablesLoading()) {
        m_diagnostics = asJobFindings;
    } else {
        m_diagnostics = DatabaseValidator(m_registry).validate(m_tables, current, m_wirings, profileFindings);
        // The database's checks leave out the job of a database that has none yet; here one is
        // being made, and what its profile lacks is counted from the first look.
        if (!hasJob(current, m_wirings))
            m_diagnostics = asJobFindings + m_diagnostics;
    }

    const Language lang = uiLanguage();
    m_diagnosticsList->clear();
    if (!leftToFill.isEmpty()) {
        auto *item = new QListWidgetItem(tr("Left to fill: %1").arg(leftToFill.join(tr(", ", "between the items of a list"))), m_diagnosticsList);
        item->setData(Qt::UserRole, QStringLiteral("leftToFill"));
    }
    int listed = 0;
    for (const Diagnostic &d : qAsConst(m_diagnostics)) {
        if (d.isError() && d.subject.kind == Subject::Kind::Option && d.subject.scope == Subject::Scope::Job
            && leftToFill.contains(d.subject.key))
            continue;
        new QListWidgetItem(d.isError() ? m_errorIcon : m_warningIcon, displaySubject(d.subject) + QStringLiteral(": ") + d.message.in(lang),
                            m_diagnosticsList);
        ++listed;
    }
    if (tablesLoading())
        m_diagnosticsList->addItem(reading);
    else if (listed == 0 && leftToFill.isEmpty())
        m_diagnosticsList->addItem(tr("No problems found."));
    const bool savable = !hasErrors(profileFindings);
    m_save->setEnabled(savable);
    m_save->setToolTip(savable ? QString()
                       : hasErrors(shownProfileFindings) ? tr("Fix the errors of the job profile to save it.")
                                                         : tr("Fill in what is left to fill to save the job."));

    const JobScriptWriter writer(m_registry);
    m_command->setText(writer.commandLine(current, JobScriptWriter::scriptFileName(m_database)));
    m_command->setCursorPosition(0);
    if (tablesLoading()) {
        m_script->setDdl(QStringLiteral("-- ") + reading);
        return;
    }
    if (m_tables.size() < kWholeScriptPreviewBelow) {
        m_script->setDdl(writer.sql(m_database, m_tables, current, m_wirings, m_connections));
        return;
    }
    // A large database: the script written is every table's CREATE TABLE (megabytes, laid out
    // and highlighted anew on each keystroke); the preview shows those the wirings use.
    QSet<QString> wiredKeys;
    for (const Wiring &w : qAsConst(m_wirings))
        wiredKeys << nameKey(w.source) << nameKey(w.sink);
    QList<TableSpec> wired;
    for (const TableSpec &t : qAsConst(m_tables)) {
        if (wiredKeys.contains(nameKey(t.name)))
            wired << t;
    }
    const QString note = QStringLiteral("-- ") + tr("This preview shows the CREATE TABLE of the %n table(s) the wirings use; Job > Export job writes those of all %1 tables of the database.",
                            nullptr, int(wired.size()))
                             .arg(m_tables.size());
    m_script->setDdl(note + QLatin1Char('\n') + writer.sql(m_database, wired, current, m_wirings, m_connections));
}

void JobDialog::retranslateUi()
{
    setWindowTitle(tr("Job of logical database %1").arg(m_database));
    m_profileLabel->setText(tr("Submission parameters"));
    m_wiringLabel->setText(tr("Source → sink (one INSERT INTO ... SELECT each, columns matched by name)"));
    m_wiringLabel->setWordWrap(true);
    m_addWiring->setText(tr("&Wire"));
    m_addWiring->setToolTip(tr("Feed the chosen sink table from the chosen source table"));
    m_removeWiring->setText(tr("Re&move"));
    m_diagnosticsLabel->setText(tr("Database checks"));
    m_commandLabel->setText(tr("Submission command"));
    m_copyCommand->setText(tr("&Copy"));
    m_copyCommand->setToolTip(tr("Copy the command to the clipboard"));
    m_scriptLabel->setText(tr("Job script (Flink SQL)"));
    m_save->setText(tr("&Save"));
    m_cancel->setText(tr("Cancel"));
}

void JobDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        refresh();
    }
    EditorDialog::changeEvent(event);
}

} // namespace st

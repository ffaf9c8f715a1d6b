#include "designerexports.h"

#include "catalog/catalog.h"
#include "check/databasecheck.h"
#include "core/names.h"
#include "export/exporter.h"
#include "exportreport.h"
#include "findingsview.h"
#include "folderdialog.h"
#include "schema/schemaregistry.h"
#include "settings.h"
#include "uilanguage.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QMessageBox>
#include <QProgressDialog>
#include <QPushButton>

namespace st {

namespace {

const Setting<QString> exportFolderSetting("export/folder", QString());
const Setting<QString> secretsFileSetting("export/secretsFile", QString());

} // namespace

DesignerExports::DesignerExports(Catalog &catalog, const SchemaRegistry &registry, QWidget *dialogParent)
    : QObject(dialogParent), m_catalog(catalog), m_registry(registry), m_parent(dialogParent)
{
}

void DesignerExports::exportAsked(const QStringList &databases, const QString &onlyTable, bool oneFile, const QString &environment)
{
    const QString folder = chooseFolder(m_parent, tr("Export DDL to folder"), exportFolderSetting.get());
    if (folder.isEmpty())
        return;
    exportFolderSetting.set(folder);
    // Asked for from the menu: a complete export is confirmed in a message as well.
    if (exportTo(folder, databases, onlyTable, oneFile, environment))
        QMessageBox::information(m_parent, tr("Export"), m_report);
}

bool DesignerExports::exportTo(const QString &folder, const QStringList &databases, const QString &onlyTable, bool oneFile,
                               const QString &environment)
{
    ExportOptions options;
    options.outDir = folder;
    options.databases = databases;
    options.perDatabase = oneFile;
    if (!exportSecrets(&options.secrets)) // ${secret:NAME} from the secrets file and STREAMTABLE_SECRET_NAME
        return false;
    options.environment = environment;
    if (!onlyTable.isEmpty())
        options.tables = QStringList{onlyTable};
    ExportOptions dry = options;
    dry.dryRun = true;
    const ExportResult planned = Exporter(m_catalog, m_registry).run(dry);
    if (planned.outcome == ExportResult::Outcome::Failed)
        return showSummary(planned, folder, false);
    if (!confirmInvalidTables(planned, environment) || !confirmReplacing(folder, planned))
        return false;
    QProgressDialog progress(tr("Exporting DDL..."), tr("Cancel"), 0, 0, m_parent);
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(300);
    const ExportResult result = Exporter(m_catalog, m_registry).run(options, [&progress](int done, int total, const QString &path) {
        progress.setMaximum(total);
        progress.setValue(done);
        progress.setLabelText(tr("Writing %1").arg(path));
        QCoreApplication::processEvents();
        return !progress.wasCanceled();
    });
    progress.reset();
    return showSummary(result, folder, false);
}

void DesignerExports::exportJobAsked(const QString &database, const QString &environment)
{
    const QString folder = chooseFolder(m_parent, tr("Export the job to folder"), exportFolderSetting.get());
    if (folder.isEmpty())
        return;
    exportFolderSetting.set(folder);
    if (exportJobTo(folder, database, environment))
        QMessageBox::information(m_parent, tr("Export"), m_report);
}

bool DesignerExports::exportJobTo(const QString &folder, const QString &database, const QString &environment)
{
    ExportOptions options;
    options.outDir = folder;
    options.databases = QStringList{database};
    if (!exportSecrets(&options.secrets))
        return false;
    options.environment = environment;
    const Exporter exporter(m_catalog, m_registry);
    ExportOptions dry = options;
    dry.dryRun = true;
    const ExportResult planned = exporter.runJobs(dry);
    if (planned.outcome == ExportResult::Outcome::Failed)
        return showSummary(planned, folder, true);
    if (!confirmReplacing(folder, planned))
        return false;
    return showSummary(exporter.runJobs(options), folder, true);
}

QString DesignerExports::secretsFile() const
{
    return secretsFileSetting.get();
}

bool DesignerExports::setSecretsFile(const QString &path, QString *error)
{
    if (!path.isEmpty()) {
        SecretValues read;
        LocalizedText problem;
        if (!readSecretsFile(path, &read, &problem)) {
            *error = problem.in(uiLanguage());
            return false;
        }
    }
    secretsFileSetting.set(path);
    Q_EMIT secretsFileChanged();
    return true;
}

QString DesignerExports::secretsFileTip() const
{
    const QString path = secretsFile();
    return path.isEmpty() ? tr("Secrets come from environment variables only.")
                          : tr("Exports read secrets from %1; environment variables win over it.").arg(path);
}

bool DesignerExports::exportSecrets(SecretValues *out)
{
    LocalizedText problem;
    if (loadSecrets(secretsFile(), out, &problem))
        return true;
    QMessageBox box(QMessageBox::Warning, tr("Export"),
                    tr("Nothing was exported: the secrets file cannot be read.") + QStringLiteral("\n") + problem.in(uiLanguage()),
                    QMessageBox::Ok, m_parent);
    box.setObjectName(secretsRefusedObjectName());
    box.setDefaultButton(QMessageBox::Ok);
    box.exec();
    return false;
}

void DesignerExports::chooseSecretsFile()
{
    const QString current = secretsFile();
    if (!current.isEmpty()) {
        QMessageBox ask(QMessageBox::Question, tr("Secrets file"),
                        tr("Exports read ${secret:NAME} values from %1. Choose another file, or stop reading it?").arg(current),
                        QMessageBox::Cancel, m_parent);
        ask.setObjectName(QStringLiteral("secretsFileChoice"));
        QPushButton *another = ask.addButton(tr("Choose another..."), QMessageBox::AcceptRole);
        QPushButton *stop = ask.addButton(tr("Stop reading it"), QMessageBox::DestructiveRole);
        ask.setDefaultButton(another);
        ask.exec();
        if (ask.clickedButton() == stop) {
            QString unused;
            setSecretsFile(QString(), &unused);
            Q_EMIT statusMessage(tr("Secrets now come from the environment only."), 5000);
            return;
        }
        if (ask.clickedButton() != another)
            return;
    }
    const QStringList chosen = chooseFiles(m_parent, tr("Secrets file (NAME=value lines, mode 600)"),
                                           current.isEmpty() ? QDir::homePath() : QFileInfo(current).absolutePath(), {tr("All files (*)")}, false);
    if (chosen.isEmpty())
        return;
    const QString path = chosen.constFirst();
    QString error;
    if (!setSecretsFile(path, &error)) {
        QMessageBox::warning(m_parent, tr("Secrets file"), error);
        return;
    }
    Q_EMIT statusMessage(tr("Exports read secrets from %1.").arg(path), 5000);
}

/// Asks before an export writes tables that have errors (an import may have brought them in):
/// the list names each such table with its errors; the default answer, Cancel, writes nothing.
bool DesignerExports::confirmInvalidTables(const ExportResult &planned, const QString &environmentName)
{
    const Language lang = uiLanguage();
    QList<GroupedFinding> findings;
    QStringList names;
    int tableCount = 0;
    // database -> nameKey -> each table's findings, checked as the export writes it (completed by
    // its connection, for the environment of the export): the same findings the table list shows.
    QHash<QString, QHash<QString, Diagnostics>> checks;
    for (const ExportedFile &file : planned.files) {
        auto known = checks.find(file.database);
        if (known == checks.end()) {
            known = checks.insert(file.database, {});
            const CatalogResult<DatabaseSnapshot> read = m_catalog.databaseSnapshot(file.database);
            const Environment *environment = findEnvironment(read.value.environments, environmentName); // as exportTo() gives it
            const DatabaseCheck checked = checkDatabaseAsExported(specsOf(read.value.tables), read.value.connections, JobProfile(), Wirings(),
                                                                  m_registry, read.value.info.target, file.database, environment);
            for (qsizetype i = 0; i < read.value.tables.size(); ++i)
                known->insert(nameKey(read.value.tables.at(i).spec.name), checked.tables.at(i));
        }
        for (const QString &table : file.tables) {
            ++tableCount;
            const QString group = file.database + QLatin1Char('.') + table;
            bool invalid = false;
            for (const Diagnostic &d : known->value(nameKey(table))) {
                if (d.isError()) {
                    findings << GroupedFinding{group, d.severity, findingText(d, lang)};
                    invalid = true;
                }
            }
            if (invalid)
                names << group;
        }
    }
    if (names.isEmpty())
        return true;
    // Files come in file-name order; the user reads tables as the list shows them (orders_2
    // before orders_10).
    sortNaturally(names);
    sortNaturally(findings, [](const GroupedFinding &f) -> const QString & { return f.group; });
    FindingsDialog dialog(tr("Export"),
                          tr("%n of the %1 table(s) to export have errors, so Flink may refuse them: %2. Export them anyway?", nullptr,
                             int(names.size()))
                              .arg(tableCount)
                              .arg(names.mid(0, 10).join(QStringLiteral(", ")) + (names.size() > 10 ? QStringLiteral(", …") : QString())),
                          findings, m_parent);
    dialog.setObjectName(invalidTablesQuestionObjectName());
    QPushButton *anyway = dialog.addButton(tr("Export anyway"), QDialogButtonBox::AcceptRole);
    dialog.addButton(QDialogButtonBox::Cancel, true);
    if (dialog.exec() == QDialog::Accepted && dialog.clickedButton() == anyway)
        return true;
    m_report = tr("Export cancelled: nothing was written.");
    Q_EMIT statusMessage(m_report, 8000);
    return false;
}

/// Asks (Yes/No, default No) before an export replaces files that exist in `folder`; true when
/// none exists or the user says Yes. No leaves every file as it was.
bool DesignerExports::confirmReplacing(const QString &folder, const ExportResult &planned)
{
    const QStringList existing = ExportReport::filesToReplace(planned, folder);
    if (existing.isEmpty())
        return true;
    QMessageBox box(QMessageBox::Question, ExportReport::tr("Replace files"), ExportReport::replaceQuestion(folder, existing),
                    QMessageBox::Yes | QMessageBox::No, m_parent);
    box.setObjectName(replaceQuestionObjectName());
    box.setDefaultButton(QMessageBox::No);
    if (box.exec() == QMessageBox::Yes)
        return true;
    m_report = ExportReport::tr("Export cancelled: no file was replaced or written.");
    Q_EMIT statusMessage(m_report, 8000);
    return false;
}

/// A complete export is reported in the status bar; anything less in a message that says what
/// was written where, what was not, and why (ExportReport).
bool DesignerExports::showSummary(const ExportResult &result, const QString &folder, bool jobs)
{
    const ExportReport::Kind kind = jobs ? ExportReport::Kind::Jobs : ExportReport::Kind::Tables;
    m_report = ExportReport::describe(result, folder, kind);
    if (result.complete()) {
        Q_EMIT statusMessage(QString(m_report).replace(QLatin1Char('\n'), QLatin1Char(' ')), 8000);
        return true;
    }
    // The problems scroll in a list grouped by table: one message box with them all was once
    // 3,488 px tall.
    FindingsDialog dialog(tr("Export"), ExportReport::headline(result, folder, kind), ExportReport::findings(result), m_parent);
    dialog.setObjectName(exportReportObjectName());
    dialog.addButton(QDialogButtonBox::Ok, true);
    dialog.exec();
    return false;
}

} // namespace st

#include "importdialog.h"

#include "core/names.h"

#include "uilanguage.h"
#include "windowsize.h"

#include <QFileInfo>
#include <QComboBox>
#include <QCoreApplication>
#include <QFileDialog>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHash>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QProgressDialog>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace st {

namespace {

enum Column { TableColumn, ConnectorColumn, StatusColumn, WhereColumn, FindingsColumn };

/// Files read before the progress dialog shows: a few files read in a blink.
constexpr int kFilesWithoutProgress = 8;

} // namespace

ImportDialog::ImportDialog(Catalog &catalog, const SchemaRegistry &registry, const QString &database, QWidget *parent)
    : QDialog(parent), m_catalog(catalog), m_registry(registry), m_hint(new QLabel(this)), m_list(new QTreeWidget(this)),
      m_addFiles(new QPushButton(this)), m_addFolder(new QPushButton(this)), m_databaseLabel(new QLabel(this)),
      m_database(new QComboBox(this)), m_conflictLabel(new QLabel(this)), m_conflict(new QComboBox(this)),
      m_import(new QPushButton(this)), m_cancel(new QPushButton(this))
{
    setObjectName(QStringLiteral("importDialog"));
    m_hint->setWordWrap(true);
    m_list->setColumnCount(5);
    m_list->setRootIsDecorated(false);
    m_list->setUniformRowHeights(true);
    m_list->header()->setStretchLastSection(true);
    for (const DatabaseInfo &db : m_catalog.databases().value)
        m_database->addItem(db.name);
    m_database->setCurrentIndex(qMax(0, m_database->findText(database)));
    m_databaseLabel->setBuddy(m_database);
    m_conflict->addItem(QString(), int(OnExisting::Fail));
    m_conflict->addItem(QString(), int(OnExisting::Skip));
    m_conflict->addItem(QString(), int(OnExisting::Revise));
    m_conflictLabel->setBuddy(m_conflict);
    m_import->setDefault(true);

    auto *sources = new QHBoxLayout;
    sources->addWidget(m_addFiles);
    sources->addWidget(m_addFolder);
    sources->addStretch(1);
    auto *target = new QGridLayout;
    target->addWidget(m_databaseLabel, 0, 0);
    target->addWidget(m_database, 0, 1);
    target->addWidget(m_conflictLabel, 1, 0);
    target->addWidget(m_conflict, 1, 1);
    target->setColumnStretch(2, 1);
    auto *buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(m_import);
    buttons->addWidget(m_cancel);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_hint);
    layout->addLayout(sources);
    layout->addWidget(m_list, 1);
    layout->addLayout(target);
    layout->addLayout(buttons);

    connect(m_addFiles, &QPushButton::clicked, this, &ImportDialog::addFiles);
    connect(m_addFolder, &QPushButton::clicked, this, &ImportDialog::addFolder);
    connect(m_list, &QTreeWidget::itemChanged, this, [this] { updateImportButton(); });
    connect(m_cancel, &QPushButton::clicked, this, &QDialog::reject);
    connect(m_import, &QPushButton::clicked, this, [this] {
        QString error;
        if (importChecked(&error))
            accept();
        else
            QMessageBox::warning(this, windowTitle(), error);
    });
    rememberWindowSize(this, QStringLiteral("importDialog"), QSize(980, 620));
    retranslateUi();
    updateImportButton();
}

QString ImportDialog::database() const
{
    return m_database->currentText();
}

void ImportDialog::retranslateUi()
{
    setWindowTitle(tr("Import DDL"));
    m_hint->setText(tr("Read CREATE TABLE statements from SQL files or folders. Other statements are skipped; "
                       "a statement that cannot be read is listed with the place and the reason. "
                       "The checked tables are imported together, all or none."));
    m_list->setHeaderLabels({tr("Table"), tr("Data source type"), tr("Status"), tr("Where"), tr("Findings")});
    fitColumns(); // the headers' widths change with the language
    m_addFiles->setText(tr("Add &files..."));
    m_addFolder->setText(tr("Add f&older..."));
    m_databaseLabel->setText(tr("Into logical &database:"));
    m_conflictLabel->setText(tr("When a table of that name &exists:"));
    m_conflict->setItemText(0, tr("Import nothing (fail)"));
    m_conflict->setItemText(1, tr("Keep the existing table (skip)"));
    m_conflict->setItemText(2, tr("Save as a new revision"));
    m_import->setText(tr("&Import"));
    m_cancel->setText(tr("Cancel"));
}

void ImportDialog::addFiles()
{
    const QStringList files = QFileDialog::getOpenFileNames(this, tr("Import DDL files"), QString(), tr("SQL files (*.sql);;All files (*)"));
    QString error;
    if (!files.isEmpty() && !addPaths(files, &error))
        QMessageBox::warning(this, windowTitle(), error);
}

void ImportDialog::addFolder()
{
    const QString folder = QFileDialog::getExistingDirectory(this, tr("Import the *.sql files of a folder"));
    QString error;
    if (!folder.isEmpty() && !addPaths({folder}, &error))
        QMessageBox::warning(this, windowTitle(), error);
}

bool ImportDialog::addPaths(const QStringList &paths, QString *error)
{
    const Language lang = uiLanguage();
    QStringList files;
    LocalizedText problem;
    if (!collectDdlFiles(paths, &files, &problem)) {
        *error = problem.in(lang);
        return false;
    }
    QProgressDialog progress(tr("Reading %n file(s)...", nullptr, int(files.size())), tr("Stop"), 0, int(files.size()), this);
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(files.size() > kFilesWithoutProgress ? 0 : 1000000);
    // The statements are read with the keys of the chosen database's target.
    const SchemaRegistry *registry = m_registry.resolvedFor(m_catalog.database(database()).value.target);
    const DdlImporter importer(registry ? *registry : m_registry);
    m_list->setUpdatesEnabled(false);
    // A file that cannot be read (a FIFO, a link to nothing, not UTF-8) is named and the others
    // are still read: passing over one in silence would lose its tables.
    QStringList unreadable;
    for (int i = 0; i < files.size() && !progress.wasCanceled(); ++i) {
        progress.setValue(i);
        QList<ImportedStatement> read;
        if (!importer.importFile(files.at(i), std::nullopt, &read, &problem)) {
            unreadable << problem.in(lang);
            continue;
        }
        for (const ImportedStatement &s : read) {
            m_statements << s;
            showStatement(s);
        }
    }
    progress.setValue(int(files.size()));
    m_list->setUpdatesEnabled(true);
    fitColumns();
    updateImportButton();
    if (!unreadable.isEmpty()) {
        *error = tr("%n file(s) could not be read; their tables are not listed:", nullptr, int(unreadable.size()))
                 + QLatin1Char('\n') + unreadable.join(QLatin1Char('\n'));
        return false;
    }
    return true;
}

void ImportDialog::showStatement(const ImportedStatement &s)
{
    const Language lang = uiLanguage();
    auto *item = new QTreeWidgetItem;
    item->setData(TableColumn, Qt::UserRole, int(m_statements.size()) - 1);
    item->setText(TableColumn, s.isTable() ? s.spec.name : s.tableName.isEmpty() ? s.keyword : s.tableName);
    if (s.isTable()) {
        const ConnectorSchemaPtr schema = m_registry.find(s.spec.connector);
        item->setText(ConnectorColumn, schema ? schema->label.in(lang) : s.spec.connector);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        // A name defined again (in this file or another one listed) starts unchecked: only one
        // definition of a table can be imported, and the first one is the one checked.
        const QString key = nameKey(s.spec.name);
        const bool firstDefinition = !m_firstDefinition.contains(key);
        if (firstDefinition)
            m_firstDefinition.insert(key, int(m_statements.size()) - 1);
        item->setCheckState(TableColumn, firstDefinition ? Qt::Checked : Qt::Unchecked);
    } else {
        // Only a table read in full can be imported: no check box for anything else.
        item->setFlags(item->flags() & ~Qt::ItemIsUserCheckable);
    }
    int errors = 0;
    int warnings = 0;
    QStringList findings;
    for (const DdlFinding &f : s.findings) {
        findings << tr("line %1, column %2: %3").arg(f.line).arg(f.column).arg(f.message.in(lang));
        errors += f.isError() ? 1 : 0;
    }
    for (const Diagnostic &d : s.diagnostics) {
        findings << d.toLine(lang);
        (d.isError() ? errors : warnings) += 1;
    }
    if (s.isTable()) {
        const int first = m_firstDefinition.value(nameKey(s.spec.name), -1);
        if (first >= 0 && first != int(m_statements.size()) - 1)
            findings.prepend(tr("%1 is also defined at %2").arg(s.spec.name, m_statements.at(first).where()));
    }
    switch (s.status) {
    case ImportedStatement::Status::Table:
        item->setText(StatusColumn, errors > 0 ? tr("invalid: %n error(s)", nullptr, errors)
                                    : warnings > 0 ? tr("ready, %n warning(s)", nullptr, warnings)
                                                   : tr("ready"));
        break;
    case ImportedStatement::Status::Skipped:
        item->setText(StatusColumn, tr("skipped"));
        break;
    case ImportedStatement::Status::Failed:
        item->setText(StatusColumn, tr("cannot be read"));
        item->setForeground(StatusColumn, palette().brush(QPalette::Disabled, QPalette::Text));
        break;
    }
    // The file's name keeps the column short enough for the findings beside it; the tooltip
    // has the whole path.
    item->setText(WhereColumn, QStringLiteral("%1:%2:%3").arg(QFileInfo(s.file).fileName(), QString::number(s.line), QString::number(s.column)));
    item->setToolTip(WhereColumn, s.where());
    item->setText(FindingsColumn, findings.value(0) + (findings.size() > 1 ? tr(" (+%1 more)").arg(findings.size() - 1) : QString()));
    item->setToolTip(FindingsColumn, findings.join(QLatin1Char('\n')));
    m_list->addTopLevelItem(item);
}

void ImportDialog::updateImportButton()
{
    int checked = 0;
    for (int i = 0; i < m_list->topLevelItemCount(); ++i)
        checked += m_list->topLevelItem(i)->checkState(TableColumn) == Qt::Checked ? 1 : 0;
    m_import->setEnabled(checked > 0 && m_database->count() > 0);
}

bool ImportDialog::importChecked(QString *error)
{
    QList<TableSpec> specs;
    QHash<QString, int> checkedNames; // name key -> statement index
    for (int i = 0; i < m_list->topLevelItemCount(); ++i) {
        const QTreeWidgetItem *item = m_list->topLevelItem(i);
        if (item->checkState(TableColumn) != Qt::Checked)
            continue;
        const int index = item->data(TableColumn, Qt::UserRole).toInt();
        const ImportedStatement &s = m_statements.at(index);
        const auto twice = checkedNames.constFind(nameKey(s.spec.name));
        if (twice != checkedNames.cend()) {
            *error = tr("%1 is checked twice (%2 and %3): check one of its definitions. Nothing was imported.")
                         .arg(s.spec.name, m_statements.at(twice.value()).where(), s.where());
            return false;
        }
        checkedNames.insert(nameKey(s.spec.name), index);
        specs << s.spec;
    }
    const CatalogResult<QList<BatchSaved>> saved = m_catalog.putMany(database(), specs, OnExisting(m_conflict->currentData().toInt()));
    if (!saved) {
        *error = saved.status.message(uiLanguage());
        return false;
    }
    m_imported = int(std::count_if(saved.value.cbegin(), saved.value.cend(),
                                   [](const BatchSaved &b) { return b.outcome == BatchSaved::Outcome::Saved; }));
    m_unchanged = int(std::count_if(saved.value.cbegin(), saved.value.cend(),
                                    [](const BatchSaved &b) { return b.outcome == BatchSaved::Outcome::Unchanged; }));
    return true;
}

void ImportDialog::fitColumns()
{
    for (int c = 0; c < FindingsColumn; ++c)
        m_list->resizeColumnToContents(c);
    // Long file names are elided (the tooltip has them) rather than pushing the findings away.
    const int whereLimit = fontMetrics().averageCharWidth() * 36;
    if (m_list->columnWidth(WhereColumn) > whereLimit)
        m_list->setColumnWidth(WhereColumn, whereLimit);
}

} // namespace st

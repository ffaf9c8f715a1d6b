#include "importdialog.h"

#include "findingsview.h"
#include "folderdialog.h"

#include "core/names.h"

#include "uilanguage.h"
#include "windowsize.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHash>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QProgressDialog>
#include <QPushButton>
#include <QSet>
#include <QSignalBlocker>
#include <QToolButton>
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
      m_selectAll(new QPushButton(this)), m_selectNone(new QPushButton(this)), m_filterLabel(new QLabel(this)),
      m_filter(new QComboBox(this)), m_result(new QLabel(this)),
      m_makeConnections(new QCheckBox(this)), m_offersLabel(new ElidedLabel(this)), m_import(new QPushButton(this)), m_cancel(new QPushButton(this))
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
    m_filterLabel->setBuddy(m_filter);
    m_result->setObjectName(QStringLiteral("importResult"));
    m_result->setWordWrap(true);
    QFont bold = m_result->font();
    bold.setBold(true);
    m_result->setFont(bold);
    m_result->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_result->hide();
    m_makeConnections->setObjectName(QStringLiteral("makeConnections"));
    m_offersLabel->setObjectName(QStringLiteral("connectionOffers"));
    m_offersLabel->setLines(3);
    m_makeConnections->hide();
    m_offersLabel->hide();
    m_import->setDefault(true);

    auto *sources = new QHBoxLayout;
    m_addFiles->setObjectName(QStringLiteral("addFiles"));
    m_addFolder->setObjectName(QStringLiteral("addFolder"));
    sources->addWidget(m_addFiles);
    sources->addWidget(m_addFolder);
    sources->addStretch(1);
    sources->addWidget(m_filterLabel);
    sources->addWidget(m_filter);
    sources->addWidget(m_selectAll);
    sources->addWidget(m_selectNone);
    auto *target = new QGridLayout;
    target->addWidget(m_databaseLabel, 0, 0);
    target->addWidget(m_database, 0, 1);
    target->addWidget(m_conflictLabel, 1, 0);
    target->addWidget(m_conflict, 1, 1);
    // The offers span the dialog's width: in the two columns of the choices above, a line of
    // them wrapped every few words.
    target->addWidget(m_makeConnections, 2, 0, 1, 3);
    target->addWidget(m_offersLabel, 3, 0, 1, 3);
    target->setColumnStretch(2, 1);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(languageButton(this)); // the main window's Language menu is blocked while this is open
    buttons->addWidget(m_result, 1);
    buttons->addStretch(0);
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
    connect(m_selectAll, &QPushButton::clicked, this, &ImportDialog::selectAll);
    connect(m_selectNone, &QPushButton::clicked, this, &ImportDialog::selectNone);
    connect(m_filter, QOverload<int>::of(&QComboBox::currentIndexChanged), this, [this] { applyFilter(); });
    connect(m_database, QOverload<int>::of(&QComboBox::currentIndexChanged), this, [this] {
        loadExisting();
        renderAll();
    });
    connect(m_conflict, QOverload<int>::of(&QComboBox::currentIndexChanged), this, [this] { renderAll(); });
    connect(m_list, &QTreeWidget::itemChanged, this, [this] { updateImportButton(); });
    // After an import the catalog has changed: closing the dialog, by the button or otherwise,
    // tells the window so (hasImported()).
    connect(m_cancel, &QPushButton::clicked, this, [this] { m_done ? accept() : reject(); });
    connect(m_import, &QPushButton::clicked, this, [this] {
        QString error;
        if (!importChecked(&error))
            QMessageBox::warning(this, windowTitle(), error);
    });
    rememberWindowSize(this, QStringLiteral("importDialog"), QSize(980, 620));
    loadExisting();
    retranslateUi();
    updateImportButton();
}

QString ImportDialog::database() const
{
    return m_database->currentText();
}

void ImportDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

void ImportDialog::retranslateUi()
{
    setWindowTitle(tr("Import DDL"));
    m_hint->setText(tr("Read CREATE TABLE statements from SQL files or folders. Other statements are skipped; "
                       "a statement that cannot be read is listed with the place and the reason. "
                       "The checked tables are imported together, all or none; tables with errors start unchecked."));
    m_list->setHeaderLabels({tr("Table"), tr("Data source type"), tr("Status"), tr("Where"), tr("Findings")});
    m_addFiles->setText(tr("Add &files..."));
    m_addFolder->setText(tr("Add f&older..."));
    m_filterLabel->setText(tr("S&how:"));
    m_selectAll->setText(tr("Select &all"));
    m_selectAll->setToolTip(tr("Checks every table shown, one definition of each name"));
    m_selectNone->setText(tr("Select &none"));
    m_selectNone->setToolTip(tr("Unchecks every table shown"));
    m_databaseLabel->setText(tr("Into logical &database:"));
    m_conflictLabel->setText(tr("When a table of that name &exists:"));
    m_conflict->setItemText(0, tr("Import nothing (fail)"));
    m_conflict->setItemText(1, tr("Keep the existing table (skip)"));
    m_conflict->setItemText(2, tr("Save as a new revision"));
    m_import->setText(tr("&Import"));
    m_cancel->setText(m_done ? tr("Close") : tr("Cancel"));
    m_makeConnections->setText(tr("Give tables that repeat cluster settings a &connection"));
    m_makeConnections->setToolTip(tr("The repeated options go into a connection of the logical database (Database > Connections...), "
                                     "and the tables take them from it: they are written as before."));
    m_offersLabel->setFullText(m_done ? (m_madeConnections ? offersText(true) : QString()) : offersText(false));
    fillFilterCombo();
    renderAll(); // statuses, findings and the result in the new language
    m_result->setText(resultSummary());
}

void ImportDialog::fillFilterCombo()
{
    QList<QPair<Filter, QString>> entries = {{Filter::All, tr("All statements")},
                                             {Filter::Tables, tr("Tables")},
                                             {Filter::Invalid, tr("Tables with errors")},
                                             {Filter::Skipped, tr("Skipped")},
                                             {Filter::Failed, tr("Failed")}};
    if (m_done)
        entries << qMakePair(Filter::Imported, tr("Imported")) << qMakePair(Filter::Unchanged, tr("Unchanged"))
                << qMakePair(Filter::NotChecked, tr("Not checked"));
    const QVariant current = m_filter->currentData();
    const QSignalBlocker blocker(m_filter);
    m_filter->clear();
    for (const auto &entry : entries)
        m_filter->addItem(entry.second, int(entry.first));
    m_filter->setCurrentIndex(qMax(0, m_filter->findData(current)));
}

void ImportDialog::loadExisting()
{
    m_existing.clear();
    const CatalogResult<QList<TableInfo>> tables = m_catalog.list(database());
    for (const TableInfo &t : tables.value)
        m_existing.insert(nameKey(t.name), t.name);
    m_connections = m_catalog.connections(database()).value;
}

void ImportDialog::addFiles()
{
    const QStringList files = chooseFiles(this, tr("Import DDL files"), QString(), {tr("SQL files (*.sql)"), tr("All files (*)")}, true);
    QString message;
    if (!files.isEmpty())
        sayWhatWasNotListed(addPaths(files, &message), message);
}

void ImportDialog::addFolder()
{
    const QString folder = chooseFolder(this, tr("Import the *.sql files of a folder"), QString());
    QString message;
    if (!folder.isEmpty())
        sayWhatWasNotListed(addPaths({folder}, &message), message);
}

bool ImportDialog::addPaths(const QStringList &paths, QString *message)
{
    const Language lang = uiLanguage();
    QStringList files;
    LocalizedText problem;
    if (!collectDdlFiles(paths, &files, &problem)) {
        *message = problem.in(lang);
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
    QStringList listedAlready; // read again, its statements would be "defined again" at their own place
    QStringList withoutStatements;
    for (int i = 0; i < files.size() && !progress.wasCanceled(); ++i) {
        progress.setValue(i);
        const QString file = files.at(i);
        const QString key = QFileInfo(file).canonicalFilePath(); // empty for standard input and a link to nothing
        if (!key.isEmpty() && m_readFiles.contains(key)) {
            if (!listedAlready.contains(QDir::toNativeSeparators(key)))
                listedAlready << QDir::toNativeSeparators(key);
            continue;
        }
        QList<ImportedStatement> read;
        DdlFinding notUtf8;
        if (!importer.importFile(file, std::nullopt, &read, &problem, kDdlPieceBytes, &notUtf8)) {
            // The CLI's FILE:LINE:COLUMN: error: form is for editors and terminals; said here
            // in the interface's words.
            unreadable << (notUtf8.message.en.isEmpty()
                               ? problem.in(lang)
                               : tr("%1, line %2, column %3: %4")
                                     .arg(QDir::toNativeSeparators(file))
                                     .arg(notUtf8.line)
                                     .arg(notUtf8.column)
                                     .arg(notUtf8.message.in(lang)));
            continue;
        }
        if (!key.isEmpty())
            m_readFiles.insert(key);
        if (read.isEmpty())
            withoutStatements << QDir::toNativeSeparators(file);
        for (const ImportedStatement &s : read) {
            m_statements << s;
            m_results << Result{};
            showStatement(s);
        }
    }
    progress.setValue(int(files.size()));
    renderAll(); // a name defined again marks its earlier definitions too
    applyFilter();
    m_list->setUpdatesEnabled(true);
    fitColumns();
    updateImportButton();
    QStringList paragraphs;
    if (!unreadable.isEmpty())
        paragraphs << tr("%n file(s) could not be read; their tables are not listed:", nullptr, int(unreadable.size()))
                          + QLatin1Char('\n') + unreadable.join(QLatin1Char('\n'));
    if (!listedAlready.isEmpty())
        paragraphs << tr("%n file(s) listed already, not read again:", nullptr, int(listedAlready.size()))
                          + QLatin1Char('\n') + listedAlready.join(QLatin1Char('\n'));
    if (!withoutStatements.isEmpty())
        paragraphs << tr("%n file(s) hold no statements, nothing to import from them:", nullptr, int(withoutStatements.size()))
                          + QLatin1Char('\n') + withoutStatements.join(QLatin1Char('\n'));
    *message = paragraphs.join(QStringLiteral("\n\n"));
    return unreadable.isEmpty();
}

void ImportDialog::sayWhatWasNotListed(bool allRead, const QString &message)
{
    if (message.isEmpty())
        return;
    if (allRead)
        QMessageBox::information(this, windowTitle(), message);
    else
        QMessageBox::warning(this, windowTitle(), message);
}

int ImportDialog::errorCount(const ImportedStatement &s)
{
    int errors = 0;
    for (const DdlFinding &f : s.findings)
        errors += f.isError() ? 1 : 0;
    for (const Diagnostic &d : s.diagnostics)
        errors += d.isError() ? 1 : 0;
    return errors;
}

void ImportDialog::showStatement(const ImportedStatement &s)
{
    const Language lang = uiLanguage();
    const int index = int(m_statements.size()) - 1;
    auto *item = new QTreeWidgetItem;
    item->setData(TableColumn, Qt::UserRole, index);
    // A statement whose name could not be read (a documentation template, `CREATE TABLE
    // <table_name> ...`) is not listed as a table called "CREATE TABLE".
    const QString unnamed = s.status == ImportedStatement::Status::Failed ? tr("%1 (no name could be read)").arg(s.keyword) : s.keyword;
    item->setText(TableColumn, s.isTable() ? s.spec.name : s.tableName.isEmpty() ? unnamed : s.tableName);
    if (s.isTable()) {
        const ConnectorSchemaPtr schema = m_registry.find(s.spec.connector);
        item->setText(ConnectorColumn, schema ? schema->label.in(lang) : s.spec.connector);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        // A name defined again (in this file or another one listed) starts unchecked: only one
        // definition of a table can be imported, and the first one is the one checked. A table
        // with errors starts unchecked too: importing it is a choice the user makes.
        QList<int> &definitions = m_definitions[nameKey(s.spec.name)];
        const bool firstDefinition = definitions.isEmpty();
        definitions << index;
        item->setCheckState(TableColumn, firstDefinition && errorCount(s) == 0 ? Qt::Checked : Qt::Unchecked);
    } else {
        // Only a table read in full can be imported: no check box for anything else.
        item->setFlags(item->flags() & ~Qt::ItemIsUserCheckable);
    }
    // The file's name keeps the column short enough for the findings beside it; the tooltip
    // has the whole path.
    item->setText(WhereColumn, QStringLiteral("%1:%2:%3").arg(QFileInfo(s.file).fileName(), QString::number(s.line), QString::number(s.column)));
    item->setToolTip(WhereColumn, s.where());
    m_list->addTopLevelItem(item);
}

void ImportDialog::renderAll()
{
    const QSignalBlocker blocker(m_list); // itemChanged would recount the check boxes per row
    for (int i = 0; i < m_list->topLevelItemCount(); ++i)
        renderItem(m_list->topLevelItem(i));
    fitColumns(); // the texts' widths change with the language and the result
    updateImportButton();
}

void ImportDialog::renderItem(QTreeWidgetItem *item)
{
    const Language lang = uiLanguage();
    const int index = item->data(TableColumn, Qt::UserRole).toInt();
    const ImportedStatement &s = m_statements.at(index);
    const Result &result = m_results.at(index);
    int errors = 0;
    int warnings = 0;
    // Errors lead the cell, as the status counts them; the notes of what the import does with
    // the table come next, then warnings and notes.
    QStringList errorLines;
    QStringList findings;
    for (const DdlFinding &f : s.findings) {
        (f.isError() ? errorLines : findings) << tr("line %1, column %2: %3: %4").arg(f.line).arg(f.column).arg(severityWord(f.severity), f.message.in(lang));
        errors += f.isError() ? 1 : 0;
    }
    for (int i = 0; i < s.diagnostics.size(); ++i) {
        const Diagnostic &d = s.diagnostics.at(i);
        const auto [line, column] = i < s.diagnosticPlaces.size() ? s.diagnosticPlaces.at(i) : std::pair<int, int>{s.line, s.column};
        (d.isError() ? errorLines : findings) << tr("line %1, column %2: %3").arg(line).arg(column).arg(findingText(d, lang));
        (d.isError() ? errors : warnings) += 1;
    }
    // Another statement's place in the words of the Where column: its line in the same file,
    // the file's name and line in another (the folder is in the Where column's tooltip).
    const auto placeOf = [&s](const ImportedStatement &other) {
        if (other.file == s.file)
            return tr("line %1").arg(other.line);
        return tr("%1, line %2").arg(QFileInfo(other.file).fileName()).arg(other.line);
    };
    QStringList marks; // shown before the findings: they decide what the import does
    if (s.isTable()) {
        const QString key = nameKey(s.spec.name);
        const auto existing = m_existing.constFind(key);
        if (!m_done && existing != m_existing.cend()) {
            switch (OnExisting(m_conflict->currentData().toInt())) {
            case OnExisting::Fail:
                marks << tr("%1 exists in %2 (names compare ignoring case): while this is checked, the import fails and imports nothing")
                             .arg(existing.value(), database());
                break;
            case OnExisting::Skip:
                marks << tr("%1 exists in %2 (names compare ignoring case): the existing table is kept, this statement is skipped")
                             .arg(existing.value(), database());
                break;
            case OnExisting::Revise:
                marks << tr("%1 exists in %2 (names compare ignoring case): this statement becomes its next revision (unchanged if it is the same)")
                             .arg(existing.value(), database());
                break;
            }
        }
        const QList<int> definitions = m_definitions.value(key);
        if (definitions.size() > 1) {
            QStringList others;
            for (int other : definitions) {
                if (other != index)
                    others << placeOf(m_statements.at(other));
            }
            marks << (definitions.first() == index
                          ? tr("%1 is defined again at %2 (names compare ignoring case): only one definition is imported, the checked one")
                          : tr("%1 is also defined at %2 (names compare ignoring case): only one definition is imported, the checked one"))
                         .arg(s.spec.name, others.join(QStringLiteral(", ")));
        }
    }
    findings = errorLines + marks + findings;
    QString status;
    switch (s.status) {
    case ImportedStatement::Status::Table:
        switch (result.outcome) {
        case Outcome::None:
            status = errors > 0 ? tr("invalid: %n error(s)", nullptr, errors)
                     : warnings > 0 ? tr("ready, %n warning(s)", nullptr, warnings)
                                    : tr("ready");
            break;
        case Outcome::Imported:
            status = tr("imported");
            break;
        case Outcome::Revised:
            status = tr("revised: revision %1").arg(result.revision);
            break;
        case Outcome::Unchanged:
            status = tr("unchanged: the same as revision %1").arg(result.revision);
            break;
        case Outcome::KeptExisting:
            status = tr("skipped: %1 exists in %2, kept as it is").arg(s.spec.name, database());
            break;
        case Outcome::NotChecked:
            status = tr("not imported: not checked");
            break;
        }
        break;
    case ImportedStatement::Status::Skipped:
        status = tr("skipped");
        break;
    case ImportedStatement::Status::Failed:
        status = m_done ? tr("failed: cannot be read") : tr("cannot be read");
        item->setForeground(StatusColumn, palette().brush(QPalette::Disabled, QPalette::Text));
        break;
    }
    item->setText(StatusColumn, status);
    item->setText(FindingsColumn, findings.value(0) + (findings.size() > 1 ? tr(" (+%1 more)").arg(findings.size() - 1) : QString()));
    item->setToolTip(FindingsColumn, findings.join(QLatin1Char('\n')));
}

bool ImportDialog::matchesFilter(int index) const
{
    const ImportedStatement &s = m_statements.at(index);
    const Outcome outcome = m_results.at(index).outcome;
    switch (m_filter->currentData().isValid() ? Filter(m_filter->currentData().toInt()) : Filter::All) {
    case Filter::All:
        return true;
    case Filter::Tables:
        return s.isTable();
    case Filter::Invalid:
        return s.isTable() && errorCount(s) > 0;
    case Filter::Skipped:
        return s.status == ImportedStatement::Status::Skipped || outcome == Outcome::KeptExisting;
    case Filter::Failed:
        return s.status == ImportedStatement::Status::Failed;
    case Filter::Imported:
        return outcome == Outcome::Imported || outcome == Outcome::Revised;
    case Filter::Unchanged:
        return outcome == Outcome::Unchanged;
    case Filter::NotChecked:
        return outcome == Outcome::NotChecked;
    }
    return true;
}

void ImportDialog::applyFilter()
{
    for (int i = 0; i < m_list->topLevelItemCount(); ++i) {
        QTreeWidgetItem *item = m_list->topLevelItem(i);
        item->setHidden(!matchesFilter(item->data(TableColumn, Qt::UserRole).toInt()));
    }
}

void ImportDialog::setFilter(Filter filter)
{
    m_filter->setCurrentIndex(qMax(0, m_filter->findData(int(filter))));
}

void ImportDialog::selectAll()
{
    // One definition per name: a name already checked (shown or not) keeps its checked one.
    QSet<QString> checked;
    for (int i = 0; i < m_list->topLevelItemCount(); ++i) {
        const QTreeWidgetItem *item = m_list->topLevelItem(i);
        if (item->checkState(TableColumn) == Qt::Checked)
            checked.insert(nameKey(m_statements.at(item->data(TableColumn, Qt::UserRole).toInt()).spec.name));
    }
    const QSignalBlocker blocker(m_list);
    for (int i = 0; i < m_list->topLevelItemCount(); ++i) {
        QTreeWidgetItem *item = m_list->topLevelItem(i);
        if (item->isHidden() || !(item->flags() & Qt::ItemIsUserCheckable) || item->checkState(TableColumn) == Qt::Checked)
            continue;
        const QString key = nameKey(m_statements.at(item->data(TableColumn, Qt::UserRole).toInt()).spec.name);
        if (checked.contains(key))
            continue;
        checked.insert(key);
        item->setCheckState(TableColumn, Qt::Checked);
    }
    updateImportButton();
}

void ImportDialog::selectNone()
{
    const QSignalBlocker blocker(m_list);
    for (int i = 0; i < m_list->topLevelItemCount(); ++i) {
        QTreeWidgetItem *item = m_list->topLevelItem(i);
        if (!item->isHidden() && (item->flags() & Qt::ItemIsUserCheckable))
            item->setCheckState(TableColumn, Qt::Unchecked);
    }
    updateImportButton();
}

void ImportDialog::updateImportButton()
{
    int checked = 0;
    for (int i = 0; i < m_list->topLevelItemCount(); ++i)
        checked += m_list->topLevelItem(i)->checkState(TableColumn) == Qt::Checked ? 1 : 0;
    m_import->setEnabled(!m_done && checked > 0 && m_database->count() > 0);
    updateOffers();
}

void ImportDialog::updateOffers()
{
    if (m_done)
        return; // what was made stays said
    QList<TableSpec> specs;
    QList<int> indexes;
    QString twice;
    m_offers = checkedSpecs(&specs, &indexes, &twice) ? offerConnections(specs, m_registry, m_connections) : QList<ConnectionOffer>();
    m_makeConnections->setVisible(!m_offers.isEmpty());
    m_offersLabel->setVisible(!m_offers.isEmpty());
    m_offersLabel->setFullText(offersText(false));
}

QString ImportDialog::offersText(bool made) const
{
    QStringList lines;
    const QString comma = tr(", ", "between the items of a list");
    for (const ConnectionOffer &o : m_offers) {
        const QString tables = o.tablesInShort().in(uiLanguage());
        const QString keys = o.connection.options.keys().join(comma);
        if (made)
            lines << (o.existing ? tr("%1 use connection %2 now (%3).") : tr("Made connection %2 for %1 (%3).")).arg(tables, o.connection.name, keys);
        else
            lines << (o.existing ? tr("%1 repeat %3: connection %2 of the database gives them.")
                                 : tr("%1 repeat %3: a new connection %2 could give them."))
                         .arg(tables, o.connection.name, keys);
    }
    return lines.join(QLatin1Char('\n'));
}

bool ImportDialog::checkedSpecs(QList<TableSpec> *specs, QList<int> *indexes, QString *error) const
{
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
        *specs << s.spec;
        *indexes << index;
    }
    return true;
}

bool ImportDialog::importChecked(QString *error)
{
    QList<TableSpec> specs;
    QList<int> indexes; // of the specs
    if (!checkedSpecs(&specs, &indexes, error))
        return false;
    // The offers as shown, for the tables checked now; made in the import's transaction.
    updateOffers();
    const bool makeConnections = m_makeConnections->isChecked() && !m_offers.isEmpty();
    Connections made;
    // The lake catalogs the files make come with their tables (a table of one needs it).
    for (const ConnectionOffer &catalog : catalogOffers(m_statements, specs, m_connections)) {
        if (!catalog.existing)
            made << catalog.connection;
    }
    if (makeConnections) {
        for (const ConnectionOffer &offer : std::as_const(m_offers)) {
            for (TableSpec &spec : specs)
                spec = useConnection(spec, offer);
            if (!offer.existing)
                made << offer.connection;
        }
    }
    // The files' INSERT INTO ... SELECT make the job's wirings between the tables imported
    // (and those the database has).
    QStringList existing;
    if (const CatalogResult<QList<TableInfo>> listed = m_catalog.list(database())) {
        for (const TableInfo &t : listed.value)
            existing << t.name;
    }
    const CatalogResult<QList<BatchSaved>> saved = m_catalog.putMany(database(), specs, OnExisting(m_conflict->currentData().toInt()), made,
                                                                     importWirings(m_statements, specs, existing));
    if (!saved) {
        *error = saved.status.message(uiLanguage());
        return false;
    }
    m_imported = int(std::count_if(saved.value.cbegin(), saved.value.cend(),
                                   [](const BatchSaved &b) { return b.outcome == BatchSaved::Outcome::Saved; }));
    m_revised = int(std::count_if(saved.value.cbegin(), saved.value.cend(),
                                  [](const BatchSaved &b) { return b.outcome == BatchSaved::Outcome::Saved && b.revision > 1; }));
    m_unchanged = int(std::count_if(saved.value.cbegin(), saved.value.cend(),
                                    [](const BatchSaved &b) { return b.outcome == BatchSaved::Outcome::Unchanged; }));
    for (int i = 0; i < m_results.size(); ++i)
        m_results[i] = Result{m_statements.at(i).isTable() ? Outcome::NotChecked : Outcome::None, 0};
    for (int i = 0; i < indexes.size() && i < saved.value.size(); ++i) {
        const BatchSaved &b = saved.value.at(i);
        Result &r = m_results[indexes.at(i)];
        r.revision = b.revision;
        switch (b.outcome) {
        case BatchSaved::Outcome::Saved:
            r.outcome = b.revision > 1 ? Outcome::Revised : Outcome::Imported;
            break;
        case BatchSaved::Outcome::Skipped:
            r.outcome = Outcome::KeptExisting;
            break;
        case BatchSaved::Outcome::Unchanged:
            r.outcome = Outcome::Unchanged;
            break;
        }
    }
    m_done = true;
    m_madeConnections = makeConnections;
    showResult();
    return true;
}

void ImportDialog::showResult()
{
    // The list stays, each row saying what happened to its statement; nothing more can be
    // added or imported (the statuses would mix two imports), the filter still works.
    for (QWidget *w : std::initializer_list<QWidget *>{m_addFiles, m_addFolder, m_selectAll, m_selectNone, m_database, m_conflict, m_makeConnections})
        w->setEnabled(false);
    m_makeConnections->setVisible(false);
    m_offersLabel->setVisible(m_madeConnections);
    m_offersLabel->setFullText(m_madeConnections ? offersText(true) : QString());
    const QSignalBlocker blocker(m_list);
    for (int i = 0; i < m_list->topLevelItemCount(); ++i) {
        QTreeWidgetItem *item = m_list->topLevelItem(i);
        item->setFlags(item->flags() & ~Qt::ItemIsUserCheckable);
    }
    m_import->hide();
    m_cancel->setDefault(true);
    m_cancel->setFocus();
    m_result->show();
    retranslateUi(); // Close, the filter's result entries, the rows and the counts
    applyFilter();
}

QString ImportDialog::resultSummary() const
{
    if (!m_done)
        return QString();
    int imported = 0, revised = 0, unchanged = 0, skipped = 0, failed = 0, notChecked = 0;
    for (int i = 0; i < m_statements.size(); ++i) {
        switch (m_results.at(i).outcome) {
        case Outcome::Imported: ++imported; break;
        case Outcome::Revised: ++revised; break;
        case Outcome::Unchanged: ++unchanged; break;
        case Outcome::KeptExisting: ++skipped; break;
        case Outcome::NotChecked: ++notChecked; break;
        case Outcome::None:
            skipped += m_statements.at(i).status == ImportedStatement::Status::Skipped ? 1 : 0;
            failed += m_statements.at(i).status == ImportedStatement::Status::Failed ? 1 : 0;
            break;
        }
    }
    QStringList parts{tr("Imported %1").arg(imported)};
    if (revised > 0)
        parts << tr("revised %1").arg(revised);
    if (unchanged > 0)
        parts << tr("unchanged %1").arg(unchanged);
    if (skipped > 0)
        parts << tr("skipped %1").arg(skipped);
    if (failed > 0)
        parts << tr("failed %1").arg(failed);
    if (notChecked > 0)
        parts << tr("not checked %1").arg(notChecked);
    return parts.join(tr(", ", "between the counts of an import's result"));
}

QStringList ImportDialog::unchangedNames() const
{
    QStringList names;
    for (int i = 0; i < m_statements.size(); ++i) {
        if (m_results.at(i).outcome == Outcome::Unchanged)
            names << m_statements.at(i).spec.name;
    }
    return names;
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

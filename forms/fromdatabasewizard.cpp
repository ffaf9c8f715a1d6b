#include "fromdatabasewizard.h"

#include "ddlview.h"
#include "uilanguage.h"
#include "windowsize.h"

#include "check/validator.h"
#include "compare/specdiff.h"
#include "core/connection.h"
#include "core/inputfile.h"
#include "core/names.h"
#include "core/secrets.h"
#include "sql/ddlwriter.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QEvent>
#include <QEventLoop>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QRegularExpression>
#include <QSet>
#include <QSplitter>
#include <QThread>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <memory>
#include <optional>

namespace st {

namespace {

constexpr int kSourceIndexRole = Qt::UserRole;
constexpr int kSpecIndexRole = Qt::UserRole + 1;

QLabel *wrappedLabel(QWidget *parent = nullptr)
{
    auto *label = new QLabel(parent);
    label->setWordWrap(true);
    return label;
}

/// What the worker thread reads: filled there, read here once it has finished.
struct ReadOutcome
{
    SourceSchema schema;
    LocalizedText error;
    bool ok = false;
};

} // namespace

FromDatabaseWizard::FromDatabaseWizard(Catalog &catalog, const SchemaRegistry &registry, const QString &database, QWidget *parent)
    : QWizard(parent), m_catalog(catalog), m_allTargets(registry), m_database(database)
{
    setObjectName(QStringLiteral("fromDatabaseWizard"));
    setWizardStyle(QWizard::ClassicStyle);
    setOption(QWizard::NoBackButtonOnStartPage);
    QString target;
    if (const CatalogResult<QList<DatabaseInfo>> databases = catalog.databases()) {
        for (const DatabaseInfo &d : databases.value) {
            if (nameKey(d.name) == nameKey(database))
                target = d.target;
        }
    }
    const QString effective = effectiveTarget(QString(), QString(), target, registry);
    m_registry = registry.resolvedFor(effective);
    if (!m_registry)
        m_registry = &registry;
    if (const TargetSchema *t = registry.target(effective))
        m_targetEngines = t->engines;
    if (const CatalogResult<Connections> connections = catalog.connections(database))
        m_connections = connections.value;

    setPage(SourcePage, makeSourcePage());
    setPage(TablesPage, makeTablesPage());
    setPage(SinkPage, makeSinkPage());
    setPage(PreviewPage, makePreviewPage());
    retranslateUi();
    rememberWindowSize(this, QStringLiteral("fromDatabaseWizard"), QSize(960, 640));
}

FromDatabaseWizard::~FromDatabaseWizard() = default;

QWizardPage *FromDatabaseWizard::makeSourcePage()
{
    auto *page = new QWizardPage;
    m_sourceIntro = wrappedLabel();
    m_fromDump = new QRadioButton;
    m_fromServer = new QRadioButton;
    auto *group = new QButtonGroup(page);
    group->addButton(m_fromDump);
    group->addButton(m_fromServer);
    m_fromDump->setChecked(true);
    m_dumpPath = new QLineEdit;
    m_dumpPath->setObjectName(QStringLiteral("dumpPath"));
    m_browse = new QPushButton;
    m_location = new QLineEdit;
    m_location->setObjectName(QStringLiteral("location"));
    m_location->setPlaceholderText(QStringLiteral("mysql://cdc@db1.example.com:3306/shop"));
    m_password = new QLineEdit;
    m_password->setEchoMode(QLineEdit::Password);
    m_passwordSecret = new QLineEdit;
    m_locationHint = wrappedLabel();
    m_sourceMessage = wrappedLabel();
    m_sourceMessage->setObjectName(QStringLiteral("sourceMessage"));
    // Room for two lines kept whatever it says, so that nothing below moves when it speaks.
    m_sourceMessage->setMinimumHeight(2 * fontMetrics().lineSpacing() + 4);
    m_sourceMessage->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_sourceMessage->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *dumpRow = new QHBoxLayout;
    dumpRow->addWidget(m_dumpPath, 1);
    dumpRow->addWidget(m_browse);
    auto *form = new QFormLayout;
    m_dumpLabel = new QLabel;
    m_locationLabel = new QLabel;
    m_passwordLabel = new QLabel;
    m_secretLabel = new QLabel;
    form->addRow(m_fromDump);
    form->addRow(m_dumpLabel, dumpRow);
    form->addRow(m_fromServer);
    form->addRow(m_locationLabel, m_location);
    form->addRow(QString(), m_locationHint);
    form->addRow(m_passwordLabel, m_password);
    form->addRow(m_secretLabel, m_passwordSecret);
    auto *layout = new QVBoxLayout(page);
    layout->addWidget(m_sourceIntro);
    layout->addLayout(form);
    layout->addWidget(m_sourceMessage);
    layout->addStretch(1);

    connect(m_fromDump, &QRadioButton::toggled, this, [this] { updateSourceKind(); });
    connect(m_browse, &QPushButton::clicked, this, [this] {
        const QString file = QFileDialog::getOpenFileName(this, tr("Schema dump"), QString(),
                                                          tr("SQL files (*.sql);;All files (*)"));
        if (!file.isEmpty())
            m_dumpPath->setText(file);
    });
    connect(m_location, &QLineEdit::textEdited, this, [this] {
        SourceLocation l;
        LocalizedText ignored;
        if (SourceLocation::parse(m_location->text().trimmed(), &l, &ignored) && !m_passwordSecret->isModified())
            m_passwordSecret->setText(secretNameFor(l.database, QStringLiteral("password")));
    });
    updateSourceKind();
    return page;
}

QWizardPage *FromDatabaseWizard::makeTablesPage()
{
    auto *page = new QWizardPage;
    m_filter = new QLineEdit;
    m_filter->setObjectName(QStringLiteral("tableFilter"));
    m_filter->setClearButtonEnabled(true);
    m_tables = new QTreeWidget;
    m_tables->setObjectName(QStringLiteral("sourceTables"));
    m_tables->setRootIsDecorated(false);
    m_tables->setUniformRowHeights(true);
    m_tables->setColumnCount(3);
    m_selectAll = new QPushButton;
    m_selectNone = new QPushButton;
    m_chosen = new QLabel;
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_filter, 1);
    buttons->addWidget(m_selectAll);
    buttons->addWidget(m_selectNone);
    m_tablesIntro = wrappedLabel();
    auto *layout = new QVBoxLayout(page);
    layout->addWidget(m_tablesIntro);
    layout->addLayout(buttons);
    layout->addWidget(m_tables, 1);
    layout->addWidget(m_chosen);
    connect(m_filter, &QLineEdit::textChanged, this, [this] { applyFilter(); });
    connect(m_selectAll, &QPushButton::clicked, this, [this] { setShownChecked(true); });
    connect(m_selectNone, &QPushButton::clicked, this, [this] { setShownChecked(false); });
    connect(m_tables, &QTreeWidget::itemChanged, this, [this] { updateChosen(); });
    return page;
}

QWizardPage *FromDatabaseWizard::makeSinkPage()
{
    auto *page = new QWizardPage;
    m_sink = new QComboBox;
    m_sink->setObjectName(QStringLiteral("sinkConnector"));
    m_appendSink = new QComboBox;
    m_appendSink->setObjectName(QStringLiteral("appendSinkConnector"));
    m_sinkConnection = new QComboBox;
    m_sourceConnection = new QComboBox;
    m_sourceNames = new QLineEdit(QStringLiteral("{table}"));
    m_sinkNames = new QLineEdit(QStringLiteral("ods_{table}"));
    m_sinkLabel = new QLabel;
    m_appendLabel = new QLabel;
    m_sinkConnectionLabel = new QLabel;
    m_sourceConnectionLabel = new QLabel;
    m_sourceNamesLabel = new QLabel;
    m_sinkNamesLabel = new QLabel;
    m_namesHint = wrappedLabel();
    m_sinkIntro = wrappedLabel();
    auto *form = new QFormLayout(page);
    form->addRow(m_sinkIntro);
    form->addRow(m_sinkLabel, m_sink);
    form->addRow(m_appendLabel, m_appendSink);
    form->addRow(m_sinkConnectionLabel, m_sinkConnection);
    form->addRow(m_sourceConnectionLabel, m_sourceConnection);
    form->addRow(m_sourceNamesLabel, m_sourceNames);
    form->addRow(m_sinkNamesLabel, m_sinkNames);
    form->addRow(QString(), m_namesHint);
    connect(m_sink, QOverload<int>::of(&QComboBox::currentIndexChanged), this, [this] { fillSinkChoices(); });
    return page;
}

QWizardPage *FromDatabaseWizard::makePreviewPage()
{
    auto *page = new QWizardPage;
    page->setFinalPage(true);
    m_summary = wrappedLabel();
    m_summary->setObjectName(QStringLiteral("previewSummary"));
    m_preview = new QTreeWidget;
    m_preview->setObjectName(QStringLiteral("previewTables"));
    m_preview->setRootIsDecorated(false);
    m_preview->setUniformRowHeights(true);
    m_preview->setColumnCount(4);
    m_ddl = new DdlView;
    m_findings = new QPlainTextEdit;
    m_findings->setReadOnly(true);
    m_findings->setObjectName(QStringLiteral("previewFindings"));
    auto *right = new QSplitter(Qt::Vertical);
    right->addWidget(m_ddl);
    right->addWidget(m_findings);
    right->setStretchFactor(0, 3);
    right->setStretchFactor(1, 1);
    auto *split = new QSplitter(Qt::Horizontal);
    split->addWidget(m_preview);
    split->addWidget(right);
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 3);
    auto *layout = new QVBoxLayout(page);
    layout->addWidget(m_summary);
    layout->addWidget(split, 1);
    connect(m_preview, &QTreeWidget::currentItemChanged, this, [this] { showPreviewItem(); });
    return page;
}

void FromDatabaseWizard::updateSourceKind()
{
    const bool dump = m_fromDump->isChecked();
    m_dumpPath->setEnabled(dump);
    m_browse->setEnabled(dump);
    m_location->setEnabled(!dump);
    m_password->setEnabled(!dump);
    m_passwordSecret->setEnabled(!dump);
}

bool FromDatabaseWizard::validateCurrentPage()
{
    if (m_reading)
        return false;
    if (currentId() == SourcePage)
        return readSource();
    if (currentId() == TablesPage) {
        bool any = false;
        for (int i = 0; i < m_tables->topLevelItemCount() && !any; ++i)
            any = m_tables->topLevelItem(i)->checkState(0) == Qt::Checked;
        if (!any)
            m_chosen->setText(tr("Choose at least one table."));
        return any;
    }
    return QWizard::validateCurrentPage();
}

bool FromDatabaseWizard::readSource()
{
    const bool dump = m_fromDump->isChecked();
    const QString path = m_dumpPath->text().trimmed();
    SourceLocation location;
    LocalizedText problem;
    if (dump && path.isEmpty()) {
        m_sourceMessage->setText(tr("Choose the schema dump file (mysqldump --no-data, or pg_dump --schema-only)."));
        return false;
    }
    if (!dump && !SourceLocation::parse(m_location->text().trimmed(), &location, &problem)) {
        m_sourceMessage->setText(problem.in(uiLanguage()));
        return false;
    }
    if (!dump && m_passwordSecret->text().trimmed().isEmpty()) {
        m_sourceMessage->setText(tr("Name the secret that gives the server's password to the CDC tables when they are exported."));
        return false;
    }
    const QString password = m_password->text();
    auto outcome = std::make_shared<ReadOutcome>();
    // The read may wait for a server for seconds: it runs on a thread of its own, and the wizard
    // keeps answering (its buttons wait) until it is done.
    QThread *worker = QThread::create([outcome, dump, path, location, password] {
        if (dump) {
            QByteArray bytes;
            if (!readInputFile(path, &bytes, &outcome->error))
                return;
            outcome->ok = readSchemaDump(QString::fromUtf8(bytes), path, &outcome->schema, &outcome->error);
        } else {
            outcome->ok = readLiveSchema(location, password, &outcome->schema, &outcome->error);
        }
    });
    m_reading = true;
    button(QWizard::NextButton)->setEnabled(false);
    m_sourceMessage->setText(dump ? tr("Reading %1...").arg(path) : tr("Reading the tables of %1...").arg(location.text()));
    QEventLoop wait;
    connect(worker, &QThread::finished, &wait, &QEventLoop::quit);
    worker->start();
    wait.exec();
    worker->wait();
    delete worker;
    m_reading = false;
    button(QWizard::NextButton)->setEnabled(true);
    if (!outcome->ok) {
        m_sourceMessage->setText(outcome->error.in(uiLanguage()));
        return false;
    }
    m_schema = outcome->schema;
    m_server = dump ? SourceLocation() : location;
    m_sourceMessage->setText(tr("Read %n table(s).", nullptr, int(m_schema.tables.size())));
    fillTables();
    return true;
}

void FromDatabaseWizard::fillTables()
{
    const QSignalBlocker blocker(m_tables);
    m_tables->clear();
    QList<QTreeWidgetItem *> items;
    for (int i = 0; i < m_schema.tables.size(); ++i) {
        const SourceTable &t = m_schema.tables.at(i);
        auto *item = new QTreeWidgetItem;
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(0, Qt::Checked);
        item->setText(0, t.qualifiedName());
        item->setText(1, QString::number(t.columns.size()));
        item->setText(2, t.primaryKey.isEmpty() ? tr("no primary key") : t.primaryKey.join(QStringLiteral(", ")));
        item->setData(0, kSourceIndexRole, i);
        items << item;
    }
    m_tables->addTopLevelItems(items);
    m_tables->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    applyFilter();
    updateChosen();
}

void FromDatabaseWizard::applyFilter()
{
    const QString text = m_filter->text().trimmed();
    for (int i = 0; i < m_tables->topLevelItemCount(); ++i) {
        QTreeWidgetItem *item = m_tables->topLevelItem(i);
        item->setHidden(!text.isEmpty() && !item->text(0).contains(text, Qt::CaseInsensitive));
    }
}

void FromDatabaseWizard::setShownChecked(bool checked)
{
    {
        const QSignalBlocker blocker(m_tables);
        for (int i = 0; i < m_tables->topLevelItemCount(); ++i) {
            QTreeWidgetItem *item = m_tables->topLevelItem(i);
            if (!item->isHidden())
                item->setCheckState(0, checked ? Qt::Checked : Qt::Unchecked);
        }
    }
    updateChosen();
}

void FromDatabaseWizard::updateChosen()
{
    int chosen = 0;
    for (int i = 0; i < m_tables->topLevelItemCount(); ++i)
        chosen += m_tables->topLevelItem(i)->checkState(0) == Qt::Checked ? 1 : 0;
    m_chosen->setText(tr("%1 of %n table(s) chosen", nullptr, m_tables->topLevelItemCount()).arg(chosen));
}

void FromDatabaseWizard::initializePage(int id)
{
    if (id == SinkPage)
        fillSinkChoices();
    if (id == PreviewPage)
        plan();
    QWizard::initializePage(id);
}

void FromDatabaseWizard::fillSinkChoices()
{
    const TypeMap *map = nullptr;
    for (const TypeMap &m : m_registry->typeMaps()) {
        if (m.database == m_schema.kind && m.coversEngines(m_targetEngines))
            map = m_registry->typeMap(m.connector);
    }
    const QString sourceConnector = map ? map->connector : QString();
    if (m_sink->count() == 0) {
        const QSignalBlocker blocker(m_sink);
        m_appendSink->clear();
        m_appendSink->addItem(tr("Leave them out"), QString());
        for (const ConnectorSchemaPtr &schema : m_registry->schemas()) {
            if (!schema->roles.sink || schema->connector == sourceConnector)
                continue;
            const QString label = QStringLiteral("%1 (%2)").arg(schema->label.in(uiLanguage()), schema->connector);
            m_sink->addItem(label, schema->connector);
            m_appendSink->addItem(label, schema->connector);
        }
        m_sink->setCurrentIndex(qMax(0, m_sink->findData(QStringLiteral("upsert-kafka"))));
        m_appendSink->setCurrentIndex(qMax(0, m_appendSink->findData(QStringLiteral("kafka"))));
    }
    // The connections that can give the chosen sink's cluster, and the source's server.
    const QString sink = m_sink->currentData().toString();
    const auto fillConnections = [this](QComboBox *combo, const QString &connector, const QString &none) {
        const QString was = combo->currentData().toString();
        combo->clear();
        combo->addItem(none, QString());
        for (const Connection &c : m_connections) {
            if (connectionServes(c, connector, m_registry->connectionKind(connector)))
                combo->addItem(c.name, c.name);
        }
        combo->setCurrentIndex(qMax(0, combo->findData(was)));
    };
    fillConnections(m_sinkConnection, sink, tr("None"));
    if (m_server.host.isEmpty()) {
        fillConnections(m_sourceConnection, sourceConnector, tr("None: the tables give the server's options"));
    } else {
        m_sourceConnection->clear();
        const QString name = QString(m_server.kind + QLatin1Char('_') + m_server.database)
                                 .replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9_]")), QStringLiteral("_"));
        m_sourceConnection->addItem(findConnection(m_connections, name) ? name : tr("%1 (new: the server read)").arg(name), name);
    }
}

void FromDatabaseWizard::plan()
{
    FromDatabaseChoice choice;
    choice.sinkConnector = m_sink->currentData().toString();
    choice.appendSinkConnector = m_appendSink->currentData().toString();
    choice.sourceNamePattern = m_sourceNames->text().trimmed().isEmpty() ? QStringLiteral("{table}") : m_sourceNames->text().trimmed();
    choice.sinkNamePattern = m_sinkNames->text().trimmed().isEmpty() ? QStringLiteral("ods_{table}") : m_sinkNames->text().trimmed();
    choice.sinkConnection = m_sinkConnection->currentData().toString();
    choice.sourceConnection = m_sourceConnection->currentData().toString();
    choice.targetEngines = m_targetEngines;
    SourceSchema chosen = m_schema;
    chosen.tables.clear();
    for (int i = 0; i < m_tables->topLevelItemCount(); ++i) {
        const QTreeWidgetItem *item = m_tables->topLevelItem(i);
        if (item->checkState(0) == Qt::Checked)
            chosen.tables << m_schema.tables.at(item->data(0, kSourceIndexRole).toInt());
    }

    m_specs.clear();
    m_bases.clear();
    m_findingLines.clear();
    m_wirings.clear();
    m_makeConnections.clear();
    m_leftOut.clear();
    m_preview->clear();
    m_ddl->setDdl(QString());
    m_findings->clear();
    const Language lang = uiLanguage();
    GeneratedTables made;
    LocalizedText error;
    if (!generateTables(chosen, *m_registry, choice, &made, &error)) {
        m_summary->setText(error.in(lang));
        button(QWizard::FinishButton)->setEnabled(false);
        return;
    }
    Connections all = m_connections;
    if (!m_server.host.isEmpty() && !findConnection(m_connections, choice.sourceConnection)) {
        Connection server;
        server.name = choice.sourceConnection;
        server.connector = made.sourceConnector;
        server.options = {{QStringLiteral("hostname"), m_server.host},
                          {QStringLiteral("port"), QString::number(m_server.portOrDefault())},
                          {QStringLiteral("username"), m_server.user},
                          {QStringLiteral("password"), secretReference(m_passwordSecret->text().trimmed())}};
        m_makeConnections << server;
        all << server;
    }
    for (const LocalizedText &why : made.leftOut)
        m_leftOut << why.in(lang);

    // Each table as it will be saved: one made before keeps what was set on it since and takes
    // the source's columns; checked as it will be written, with its connection.
    // One listing of the database's names: a table it lacks needs no read of its own.
    QSet<QString> existing;
    if (const CatalogResult<QList<TableInfo>> listed = m_catalog.list(m_database)) {
        for (const TableInfo &t : listed.value)
            existing.insert(nameKey(t.name));
    }
    const Validator validator(*m_registry);
    int newTables = 0;
    int revised = 0;
    int unchanged = 0;
    int problems = 0;
    const auto add = [&](TableSpec spec, const QStringList &notes) {
        QStringList lines = notes;
        QString change = tr("new");
        std::optional<TableSpec> stored;
        int base = Catalog::NewTable;
        if (existing.contains(nameKey(spec.name))) {
            base = Catalog::AnyRevision; // unreadable now: its save says why
            if (const CatalogResult<StoredTable> read = m_catalog.get(m_database, spec.name)) {
                stored = read.value.spec;
                base = read.value.revision;
            }
        }
        if (stored) {
            spec = withSourceColumns(*stored, spec);
            const SpecChanges changes = diffSpecs(*stored, spec);
            for (const SpecChange &c : changes)
                lines << c.text().in(lang);
            change = changes.isEmpty() ? tr("unchanged") : tr("new revision: %n change(s)", nullptr, int(changes.size()));
            (changes.isEmpty() ? unchanged : revised) += 1;
        } else {
            ++newTables;
        }
        TableSpec written;
        LocalizedText problem;
        if (!withConnection(spec, all, m_database, &written, &problem, m_registry->connectionKind(spec.connector)))
            written = spec;
        const Diagnostics diagnostics = validator.validate(written);
        int errors = 0;
        for (const Diagnostic &d : diagnostics) {
            lines << d.toLine(lang, QString(), spec.name);
            errors += d.severity == Severity::Error ? 1 : 0;
        }
        problems += errors > 0 ? 1 : 0;
        auto *item = new QTreeWidgetItem(m_preview);
        item->setText(0, spec.name);
        item->setText(1, spec.connector);
        item->setText(2, change);
        item->setText(3, errors > 0 ? tr("%n error(s)", nullptr, errors) : notes.isEmpty() ? QString() : tr("%n note(s)", nullptr, int(notes.size())));
        item->setData(0, kSpecIndexRole, int(m_specs.size()));
        item->setToolTip(0, spec.name);
        m_specs << spec;
        m_bases << base;
        m_findingLines << lines;
    };
    for (const GeneratedTable &g : made.tables) {
        QStringList notes;
        for (const LocalizedText &n : g.notes)
            notes << n.in(lang);
        add(g.source, notes);
        add(g.sink, {});
    }
    m_wirings = made.wirings;
    QString summary = tr("Makes %n table(s) in %1", nullptr, newTables).arg(m_database);
    if (revised > 0)
        summary += tr(", revises %n", nullptr, revised);
    if (unchanged > 0)
        summary += tr(", leaves %n unchanged", nullptr, unchanged);
    summary += tr(", and wires %n source(s) to their sinks in the job.", nullptr, int(m_wirings.size()));
    if (!m_makeConnections.isEmpty())
        summary += QLatin1Char(' ') + tr("The server becomes connection %1 (its password: the secret %2).")
                                          .arg(m_makeConnections.first().name, m_passwordSecret->text().trimmed());
    if (problems > 0)
        summary += QLatin1Char(' ') + tr("%n table(s) have errors: they are saved and shown as invalid until you fill them in.", nullptr, problems);
    if (!m_leftOut.isEmpty())
        summary += QLatin1Char(' ') + tr("Left out: %1").arg(m_leftOut.join(QLatin1Char(' ')));
    m_summary->setText(summary);
    m_preview->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    for (int column = 1; column < m_preview->columnCount(); ++column)
        m_preview->header()->setSectionResizeMode(column, QHeaderView::ResizeToContents);
    if (m_preview->topLevelItemCount() > 0)
        m_preview->setCurrentItem(m_preview->topLevelItem(0));
    button(QWizard::FinishButton)->setEnabled(!m_specs.isEmpty());
}

void FromDatabaseWizard::showPreviewItem()
{
    const QTreeWidgetItem *item = m_preview->currentItem();
    if (!item)
        return;
    const int index = item->data(0, kSpecIndexRole).toInt();
    QString ddl;
    LocalizedText error;
    if (!DdlWriter(*m_registry).write(m_specs.at(index), &ddl, &error))
        ddl = QStringLiteral("-- ") + error.in(uiLanguage());
    m_ddl->setDdl(ddl);
    m_findings->setPlainText(m_findingLines.at(index).join(QLatin1Char('\n')));
}

void FromDatabaseWizard::accept()
{
    if (m_specs.isEmpty())
        return;
    const CatalogResult<QList<BatchSaved>> saved =
        m_catalog.putMany(m_database, m_specs, OnExisting::Revise, m_makeConnections, m_wirings, m_bases);
    if (!saved) {
        QString text = tr("Nothing was saved: %1").arg(saved.status.message(uiLanguage()));
        if (saved.status.code() == CatalogErrorCode::Conflict)
            text += QLatin1Char(' ') + tr("Go Back and Next again to preview the tables as they are now.");
        QMessageBox::warning(this, windowTitle(), text);
        return;
    }
    int written = 0;
    for (const BatchSaved &s : saved.value)
        written += s.outcome == BatchSaved::Outcome::Saved ? 1 : 0;
    m_result = tr("Saved %n table(s) from %1 in %2", nullptr, written).arg(m_schema.origin, m_database);
    QWizard::accept();
}

void FromDatabaseWizard::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWizard::changeEvent(event);
}

void FromDatabaseWizard::retranslateUi()
{
    setWindowTitle(tr("New Tables from a Database"));
    setButtonText(QWizard::FinishButton, tr("Create"));
    page(SourcePage)->setTitle(tr("Source database"));
    page(TablesPage)->setTitle(tr("Tables"));
    page(SinkPage)->setTitle(tr("Sink and names"));
    page(PreviewPage)->setTitle(tr("Preview"));
    m_sourceIntro->setText(tr("Read the tables of a MySQL, MariaDB or PostgreSQL database: each becomes a CDC source table, a sink "
                              "table and the job's wiring between them, in %1.")
                               .arg(m_database));
    m_fromDump->setText(tr("From a schema dump file"));
    m_fromServer->setText(tr("From a live server"));
    m_dumpLabel->setText(tr("Dump file:"));
    m_browse->setText(tr("Browse..."));
    m_locationLabel->setText(tr("Location:"));
    m_locationHint->setText(tr("mysql://USER@HOST[:PORT]/DATABASE or postgresql://USER@HOST[:PORT]/DATABASE[?schema=NAME]"));
    m_passwordLabel->setText(tr("Password:"));
    m_password->setPlaceholderText(tr("used for this read only, never stored"));
    m_secretLabel->setText(tr("Password secret:"));
    m_passwordSecret->setToolTip(tr("The CDC tables refer to the password by this secret name; its value is given when they are exported."));
    m_tablesIntro->setText(tr("Each table chosen becomes a CDC source table, a sink table and a wiring of the job in %1.").arg(m_database));
    m_sinkIntro->setText(tr("Each source table's changes go to its sink table. A table with a primary key feeds the sink chosen, "
                            "keyed alike; one without a key feeds the sink for tables without a key, which keeps every change."));
    m_filter->setPlaceholderText(tr("Filter tables"));
    m_tables->setHeaderLabels({tr("Table"), tr("Columns"), tr("Primary key")});
    m_selectAll->setText(tr("Select all"));
    m_selectNone->setText(tr("Select none"));
    m_sinkLabel->setText(tr("Sink:"));
    m_appendLabel->setText(tr("Tables without a key:"));
    m_appendSink->setToolTip(tr("A table without a primary key cannot feed an upsert sink: each change replaces the row of its key."));
    m_sinkConnectionLabel->setText(tr("Sink connection:"));
    m_sourceConnectionLabel->setText(tr("Source connection:"));
    m_sourceNamesLabel->setText(tr("Source table names:"));
    m_sinkNamesLabel->setText(tr("Sink table names:"));
    m_namesHint->setText(tr("{table}, {schema} and {database} are replaced by the source table's."));
    m_preview->setHeaderLabels({tr("Table"), tr("Data source type"), tr("Change"), tr("Findings")});
    if (m_tables->topLevelItemCount() > 0)
        updateChosen();
}

} // namespace st

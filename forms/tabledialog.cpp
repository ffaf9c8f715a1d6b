#include "tabledialog.h"

#include "sampledialog.h"

#include "columnsmodel.h"
#include "columnspanel.h"
#include "connectorchoice.h"
#include "import/ddlimport.h"
#include "ddlview.h"
#include "sql/ddlwriter.h"
#include "optionform.h"
#include "uilanguage.h"
#include "check/validator.h"
#include "core/names.h"
#include "windowsize.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QGuiApplication>
#include <QEvent>
#include <QKeyEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalBlocker>
#include <QFrame>
#include <QStackedWidget>
#include <QStyle>
#include <QTableView>
#include <QTabWidget>
#include <QTimer>
#include <QToolButton>
#include <QUndoStack>
#include <QUrl>
#include <QVBoxLayout>

namespace st {

namespace {

enum Tab { ColumnsTab, OptionsTab };

QString roleText(Role role)
{
    switch (role) {
    case Role::Source: return TableDialog::tr("Source table (read)");
    case Role::Sink: return TableDialog::tr("Sink table (write)");
    case Role::Both: return TableDialog::tr("Source and sink");
    }
    return {};
}

} // namespace

TableDialog::TableDialog(const SchemaRegistry &registry, QWidget *parent)
    : EditorDialog(parent), m_registry(registry), m_refreshTimer(new QTimer(this)), m_undo(new QUndoStack(this)),
      m_pages(new QStackedWidget(this))
{
    setObjectName(QStringLiteral("tableDialog"));
    // Coalesce a burst of edits (a paste, a spin-box drag) into one validation.
    m_refreshTimer->setSingleShot(true);
    m_refreshTimer->setInterval(0);
    connect(m_refreshTimer, &QTimer::timeout, this, &TableDialog::refresh);

    buildConnectorPage();
    m_undoButton = new QPushButton(this); // laid out beside the editor page's tabs
    m_redoButton = new QPushButton(this);
    buildEditorPage();

    m_back = new QPushButton(this);
    m_save = new QPushButton(this);
    // The note goes with the revision the save makes, shown in the history beside the author.
    m_saveNoteLabel = new QLabel(this);
    m_saveNote = new QLineEdit(this);
    m_saveNote->setObjectName(QStringLiteral("saveNote"));
    // Room for a few words, up to 420 px; Undo and Redo sit at the top of the form so that this
    // row still fits an 800 px screen.
    m_saveNote->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    m_saveNote->setMinimumWidth(160);
    m_saveNote->setMaximumWidth(420);
    m_saveNoteLabel->setBuddy(m_saveNote);
    m_cancel = new QPushButton(this);
    m_save->setDefault(true);
    m_save->setIcon(style()->standardIcon(QStyle::SP_DialogSaveButton));
    // Made once: the style draws these icons anew on every call, and refresh() runs per keystroke.
    m_errorIcon = style()->standardIcon(QStyle::SP_MessageBoxCritical);
    m_warningIcon = style()->standardIcon(QStyle::SP_MessageBoxWarning);
    // Paste DDL: a button and Ctrl+Shift+V anywhere in the dialog (plain Ctrl+V stays the
    // fields' own paste).
    m_pasteDdl = new QPushButton(this);
    auto *pasteAction = new QAction(this);
    pasteAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_V));
    pasteAction->setShortcutContext(Qt::WindowShortcut); // as Save's: wherever the focus is, if anywhere
    addAction(pasteAction);
    connect(pasteAction, &QAction::triggered, this, &TableDialog::pasteDdlFromClipboard);
    connect(m_pasteDdl, &QPushButton::clicked, this, &TableDialog::pasteDdlFromClipboard);
    // Undo / Redo: buttons (the dialog has no menu bar) and the standard shortcuts anywhere in
    // the dialog. The dialog's history wins over a line edit's own Ctrl+Z (see eventFilter()):
    // a field's own undo would change the form behind the history's back, and Ctrl+Z is to undo
    // the last edit wherever the focus is.
    m_undoButton->setObjectName(QStringLiteral("undoButton"));
    m_redoButton->setObjectName(QStringLiteral("redoButton"));
    m_undoButton->setAutoDefault(false);
    m_redoButton->setAutoDefault(false);
    m_undoButton->setEnabled(false);
    m_redoButton->setEnabled(false);
    auto *undoAction = new QAction(this);
    undoAction->setShortcut(QKeySequence::Undo);
    undoAction->setShortcutContext(Qt::WindowShortcut);
    addAction(undoAction);
    auto *redoAction = new QAction(this);
    redoAction->setShortcuts(QKeySequence::Redo);
    redoAction->setShortcutContext(Qt::WindowShortcut);
    addAction(redoAction);
    connect(undoAction, &QAction::triggered, this, [this] { stepKeepingFocus(&QUndoStack::undo); });
    connect(redoAction, &QAction::triggered, this, [this] { stepKeepingFocus(&QUndoStack::redo); });
    connect(m_undoButton, &QPushButton::clicked, m_undo, &QUndoStack::undo);
    connect(m_redoButton, &QPushButton::clicked, m_undo, &QUndoStack::redo);
    connect(m_undo, &QUndoStack::indexChanged, this, &TableDialog::updateUndoButtons);
    connect(m_undo, &QUndoStack::cleanChanged, this, &TableDialog::updateUndoButtons);
    qApp->installEventFilter(this);
    m_focusChanges = connect(qApp, &QApplication::focusChanged, this, [this] { ++m_typingRun; });
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_back);
    buttons->addWidget(m_pasteDdl);
    buttons->addWidget(languageButton(this)); // the main window's Language menu is blocked while this is open
    buttons->addStretch(1);
    buttons->addWidget(m_saveNoteLabel);
    buttons->addWidget(m_saveNote, 1);
    buttons->addWidget(m_next);
    buttons->addWidget(m_save);
    buttons->addWidget(m_cancel);
    connect(m_back, &QPushButton::clicked, this, [this] {
        m_pages->setCurrentIndex(ConnectorPage);
        m_back->hide();
        m_save->hide();
        m_saveNoteLabel->hide();
        m_saveNote->hide();
        m_next->show();
    });
    connect(m_save, &QPushButton::clicked, this, [this] { save(); });
    addSaveShortcut();
    connect(m_cancel, &QPushButton::clicked, this, &EditorDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_pages, 1);
    layout->addLayout(buttons);
    rememberWindowSize(this, QStringLiteral("tableDialog"), QSize(1120, 780));
    retranslateUi();
}

TableDialog::~TableDialog()
{
    qApp->removeEventFilter(this);
    // QDialog's destructor hides the dialog, which moves the focus, and QWidget's deletes the
    // undo stack, which says its index changed: neither may reach this TableDialog then, already
    // destroyed (UBSan: member access within a QDialog, a downcast to TableDialog of a QWidget).
    disconnect(m_focusChanges);
    m_undo->disconnect(this);
}

void TableDialog::startNew(const QString &database)
{
    m_database = database;
    m_editing = false;
    m_copying = false;
    m_schema.reset();
    m_pages->setCurrentIndex(ConnectorPage);
    m_connectors->setCurrentRow(-1);
    m_back->hide();
    m_save->hide();
    m_saveNoteLabel->hide();
    m_saveNote->hide();
    m_next->show();
    m_next->setDefault(true);
    m_connectors->setFocus();
    retranslateUi();
}

void TableDialog::setTakenNames(const QHash<QString, QString> &namesByKey)
{
    m_takenNames = namesByKey;
    refresh();
}

void TableDialog::startEdit(const QString &database, const TableSpec &spec)
{
    m_pristineNew = false;
    m_database = database;
    m_editing = true;
    m_copying = false;
    m_back->hide();
    openEditor(m_registry.find(spec.connector), spec);
}

void TableDialog::startCopy(const QString &database, const TableSpec &spec)
{
    m_pristineNew = false;
    m_database = database;
    m_editing = false;
    m_copying = true;
    m_back->hide();
    openEditor(m_registry.find(spec.connector), spec);
}

void TableDialog::chooseConnector()
{
    if (m_pages->currentIndex() != ConnectorPage)
        return; // chosen already (by Next, for the same Enter)
    QListWidgetItem *item = m_connectors->currentItem();
    if (!item)
        return;
    const ConnectorSchemaPtr schema = m_registry.find(item->data(Qt::UserRole).toString());
    if (m_schema && m_schema->connector == schema->connector) {
        showEditorPage(); // Back, then the same type: the form as it was left
        return;
    }
    // Back, then another type: what belongs to no type (name, comment, columns, keys, watermark,
    // partitions) is kept, and so are the options set that the new type has too; the others
    // are dropped only when the user agrees.
    std::optional<TableSpec> entered;
    if (m_schema) {
        entered = spec();
        QStringList dropped;
        for (auto it = entered->options.cbegin(); it != entered->options.cend(); ++it) {
            if (!schema->option(it.key()) && m_opened.options.value(it.key()) != it.value())
                dropped << it.key();
        }
        if (!dropped.isEmpty() && !confirmDroppingOptions(*schema, dropped))
            return;
    }
    TableSpec fresh;
    fresh.connector = schema->connector;
    fresh.role = schema->supportsRole(Role::Source) ? Role::Source : Role::Sink;
    // A required option that has a default starts out at that default, written explicitly
    // (the seeds mark such options as required, e.g. Hudi's table.type).
    for (const OptionSchema *option : schema->optionsFor(fresh.role)) {
        if (option->isRequired(fresh.role) && option->defaultValue)
            fresh.options.insert(option->key, *option->defaultValue);
    }
    // A new table starts without a wall of red: what is left to fill is said neutrally, and a
    // field's errors show once it is edited or a save is tried.
    m_pristineNew = !entered || *entered == m_opened; // nothing typed yet: still a new table's calm form
    openEditor(schema, fresh);
    m_back->show();
    if (!entered)
        return;
    // Loaded over the new type's form, which stays what counts as unchanged: what was typed for
    // the other type is an unsaved change.
    TableSpec carried = *entered;
    carried.connector = schema->connector;
    carried.connection.clear(); // a connection is of one data source type
    if (!schema->supportsRole(carried.role))
        carried.role = fresh.role;
    carried.options = fresh.options;
    for (auto it = entered->options.cbegin(); it != entered->options.cend(); ++it) {
        if (schema->option(it.key()) && m_opened.options.value(it.key()) != it.value())
            carried.options.insert(it.key(), it.value());
    }
    const TableSpec opened = m_opened;
    loadState(carried);
    m_opened = opened;
}

bool TableDialog::confirmDroppingOptions(const ConnectorSchema &schema, const QStringList &dropped)
{
    const QString label = schema.label.in(uiLanguage());
    QMessageBox ask(QMessageBox::Question, windowTitle(),
                    tr("%1 has no option %2, set for %3: switching drops it. The name, comment and columns are kept.", nullptr, int(dropped.size()))
                        .arg(label, dropped.join(tr(", ", "between the items of a list")), m_schema->label.in(uiLanguage())),
                    QMessageBox::NoButton, this);
    ask.setObjectName(QStringLiteral("switchTypeQuestion"));
    QPushButton *change = ask.addButton(tr("&Switch to %1").arg(label), QMessageBox::AcceptRole);
    ask.addButton(QMessageBox::Cancel);
    ask.setDefaultButton(QMessageBox::Cancel);
    ask.exec();
    return ask.clickedButton() == change;
}

void TableDialog::showEditorPage()
{
    m_pages->setCurrentIndex(EditorPage);
    m_next->hide();
    m_back->setVisible(!m_editing && !m_copying);
    m_save->show();
    m_saveNoteLabel->show();
    m_saveNote->show();
    m_save->setDefault(true);
    m_name->setFocus();
}

void TableDialog::openEditor(const ConnectorSchemaPtr &schema, const TableSpec &spec, bool keepHistory)
{
    ++m_loading;
    m_schema = schema;
    m_target = spec.target;
    m_connection = spec.connection;
    m_name->setText(spec.name);
    m_comment->setText(spec.comment);
    m_role->clear();
    for (Role role : {Role::Source, Role::Sink, Role::Both}) {
        if (!schema || schema->supportsRole(role) || role == spec.role)
            m_role->addItem(roleText(role), int(role));
    }
    m_role->setCurrentIndex(m_role->findData(int(spec.role)));
    m_dialect->clear();
    for (const QString &d : schema ? schema->dialectNames() : QStringList{QStringLiteral("flink")})
        m_dialect->addItem(d, d);
    // The preview starts in the dialect of the table's target.
    m_dialect->setCurrentIndex(qMax(0, m_dialect->findData(DdlWriter(m_registry).targetDialect(spec.target))));
    m_dialect->setVisible(m_dialect->count() > 1);
    m_columns->setConnector(schema);
    m_columns->setSpec(spec);
    m_options->setSchema(schema, spec.role);
    m_options->setColumns(m_columns->model()->columns());
    m_options->setValues(spec.options);
    showConnection();
    showEditorPage();
    retranslateUi();
    --m_loading;
    // Taken from the editor, not from `spec`: what counts as a change is what the user did.
    m_opened = this->spec();
    m_recorded = m_opened;
    if (!keepHistory) {
        m_undo->clear();
        m_columns->fitColumns(); // a table opened; the widths are the user's from now on
    }
    updateUndoButtons();
    refresh();
}

void TableDialog::loadState(const TableSpec &spec)
{
    if (!m_schema || spec.connector != m_schema->connector) {
        // Back before (or again after) a paste that changed the data source type: the form is
        // made for that type anew, the history and what the dialog was opened with kept.
        const TableSpec opened = m_opened;
        openEditor(m_registry.find(spec.connector), spec, true);
        m_opened = opened;
    } else {
        ++m_loading;
        m_target = spec.target;
        m_connection = spec.connection;
        // Only what differs: a field left alone keeps its cursor, a column table its selection.
        if (m_name->text() != spec.name)
            m_name->setText(spec.name);
        if (m_comment->text() != spec.comment)
            m_comment->setText(spec.comment);
        if (Role(m_role->currentData().toInt()) != spec.role) {
            m_role->setCurrentIndex(m_role->findData(int(spec.role)));
            m_options->setRole(spec.role);
        }
        TableSpec columns;
        m_columns->apply(&columns);
        if (columns.columns != spec.columns || columns.primaryKey != spec.primaryKey || !(columns.watermark == spec.watermark)
            || columns.partitionedBy != spec.partitionedBy || columns.distribution != spec.distribution) {
            m_columns->setSpec(spec);
            m_options->setColumns(m_columns->model()->columns());
        }
        if (m_options->values() != spec.options)
            m_options->setValues(spec.options);
        showConnection();
        --m_loading;
    }
    m_recorded = this->spec();
    refresh();
}

void TableDialog::setConnections(const Connections &connections)
{
    m_connections = connections;
    showConnection();
    refresh();
}

void TableDialog::showConnection()
{
    const QString connector = m_schema ? m_schema->connector : QString();
    const ConnectionKind *kind = m_schema ? &m_schema->connection : nullptr;
    const Connection *chosen = findConnection(m_connections, m_connection);
    const bool usable = chosen && connectionServes(*chosen, connector, kind);
    const QSignalBlocker block(m_connectionBox);
    m_connectionBox->clear();
    m_connectionBox->addItem(tr("(none)"), QString());
    for (const Connection &c : std::as_const(m_connections)) {
        if (connectionServes(c, connector, kind))
            m_connectionBox->addItem(c.name, c.name);
    }
    if (!m_connection.isEmpty() && !usable) // kept, and the checks say what is wrong with it
        m_connectionBox->addItem(tr("%1 (not in this database)").arg(m_connection), m_connection);
    m_connectionBox->setCurrentIndex(qMax(0, m_connectionBox->findData(usable ? chosen->name : m_connection)));
    QStringList given; // another connector's connection gives what this one's connections hold
    if (usable) {
        for (auto it = chosen->options.cbegin(); it != chosen->options.cend(); ++it) {
            if (chosen->connector == connector || kind->holds(it.key()))
                given << it.key();
        }
    }
    m_connectionBox->setToolTip(usable ? tr("The table takes these options from connection %1 where it sets none of its own: %2")
                                             .arg(chosen->name, given.join(tr(", ", "between the items of a list")))
                                       : tr("A connection gives several tables of a database the same cluster settings (Database > Connections...)."));
    // A data source type that has no connections, for a table that names none: nothing to choose.
    const bool offered = m_connectionBox->count() > 1 || (m_schema && !m_schema->connection.isEmpty());
    m_connectionLabel->setVisible(offered);
    m_connectionBox->setVisible(offered);
    m_options->setInherited(usable ? chosen->name : QString(), usable ? chosen->options : QMap<QString, QString>());
}

bool TableDialog::eventFilter(QObject *watched, QEvent *event)
{
    // A line edit (or spin box, or editable combo box) claims Ctrl+Z and Ctrl+Shift+Z for its own
    // undo through ShortcutOverride. Left unaccepted, the keys go to the dialog's Undo / Redo.
    if (event->type() == QEvent::ShortcutOverride && watched->isWidgetType() && m_pages->currentIndex() == EditorPage) {
        auto *key = static_cast<QKeyEvent *>(event);
        if ((key->matches(QKeySequence::Undo) || key->matches(QKeySequence::Redo)) && isAncestorOf(static_cast<QWidget *>(watched)))
            return true;
    }
    // The banner follows the page's size (the dialog filters every object's events, see above).
    if (event->type() == QEvent::Resize && watched == m_elsewhere->parentWidget() && !m_elsewhere->isHidden())
        placeChangedElsewhere();
    return EditorDialog::eventFilter(watched, event);
}

void TableDialog::columnsFromSample()
{
    auto *dialog = new SampleDialog(m_schema, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        applySample(dialog->columns(), dialog->replacesColumns(), dialog->connectorOptions(), dialog->primaryKey(), dialog->watermark());
    });
    dialog->open();
}

void TableDialog::applySample(const QList<ColumnSpec> &columns, bool replace, const QMap<QString, QString> &options,
                              const QStringList &primaryKey, const WatermarkSpec &watermark)
{
    // The columns, keys and options set below are one step the user confirmed.
    ++m_loading;
    TableSpec current;
    m_columns->apply(&current);
    current.columns = replace ? columns : current.columns + columns;
    if (replace) {
        // Keys, watermark and partitions that name a replaced column would dangle.
        const ColumnIndex index(current);
        const auto kept = [&index](const QStringList &names) {
            QStringList out;
            for (const QString &n : names) {
                if (index.indexOf(n) >= 0)
                    out << n;
            }
            return out;
        };
        current.primaryKey = kept(current.primaryKey);
        current.partitionedBy = kept(current.partitionedBy);
        if (index.indexOf(current.watermark.column) < 0)
            current.watermark = WatermarkSpec();
    }
    if (!primaryKey.isEmpty())
        current.primaryKey = primaryKey;
    if (!watermark.isEmpty())
        current.watermark = watermark;
    m_columns->setSpec(current);
    m_options->setColumns(m_columns->model()->columns());
    // A sample of another format sets the old format's options aside, as choosing it by hand does.
    m_options->applyChanges(options);
    --m_loading;
    recordEdit(QStringLiteral("sample"));
    showTab(0);
    refresh();
}

TableSpec TableDialog::spec() const
{
    TableSpec spec;
    spec.name = m_name->text();
    spec.connector = m_schema ? m_schema->connector : QString();
    spec.role = Role(m_role->currentData().toInt());
    spec.comment = m_comment->text();
    m_columns->apply(&spec);
    spec.options = m_options->values();
    // Not edited here, and kept: a table that names its own target stays written for it.
    spec.target = m_target;
    spec.connection = m_connection;
    return spec;
}

bool TableDialog::hasUnsavedChanges() const
{
    // On the first page too: Back leaves the form as it was.
    return m_schema && spec() != m_opened;
}

QString TableDialog::unsavedChangesQuestion() const
{
    const QString name = m_name->text().trimmed();
    if (m_editing)
        return tr("Save the changes to table %1 in logical database %2?").arg(name, m_database);
    return name.isEmpty() ? tr("Save the new table in logical database %1?").arg(m_database)
                          : tr("Save the new table %1 in logical database %2?").arg(name, m_database);
}

QString TableDialog::ddl() const
{
    return m_preview->toPlainText();
}

void TableDialog::showTab(int index)
{
    m_tabs->setCurrentIndex(index);
}

void TableDialog::scheduleRefresh()
{
    m_refreshTimer->start();
}

void TableDialog::refresh()
{
    m_refreshTimer->stop();
    if (m_pages->currentIndex() != EditorPage)
        return;
    const TableSpec current = spec();
    // Checked and previewed as its connection completes it, as the export writes it.
    TableSpec written;
    LocalizedText unconnected;
    const bool connected = withConnection(current, m_connections, m_database, &written, &unconnected,
                                          m_schema ? &m_schema->connection : nullptr);
    m_diagnostics = Validator(m_registry).validate(written);
    if (!connected)
        m_diagnostics.prepend(connectionProblem(unconnected));
    if (const QString name = current.name.trimmed(); !name.isEmpty() && !m_takenNames.isEmpty()) {
        const QString key = nameKey(name);
        const auto taken = m_takenNames.constFind(key);
        if (taken != m_takenNames.cend() && !(m_editing && key == nameKey(m_opened.name.trimmed())))
            m_diagnostics.prepend(tableNameTaken(*taken, m_database));
    }
    const Language lang = uiLanguage();
    QStringList leftToFill;
    m_shown = shownDiagnostics(current, &leftToFill);
    m_options->showDiagnostics(m_shown);
    m_columns->showDiagnostics(m_shown);

    // The rows are updated in place, and only those whose text or icon changed: a keystroke
    // mostly leaves the findings as they were, and clearing and refilling the list made it lay
    // out and repaint every row on every refresh.
    int errors = 0;
    int row = 0;
    for (const Diagnostic &d : qAsConst(m_shown)) {
        QListWidgetItem *item = row < m_summary->count() ? m_summary->item(row) : new QListWidgetItem(m_summary);
        ++row;
        const QIcon &icon = d.isError() ? m_errorIcon : m_warningIcon;
        if (item->icon().cacheKey() != icon.cacheKey())
            item->setIcon(icon);
        // Option keys are what the user sees beside the fields; other subjects ("name",
        // "columns[2].type") are spec internals, and the message already says what it is about.
        const bool isOption = d.subject.kind == Subject::Kind::Option && m_schema && m_schema->option(d.subject.key);
        const QString text = isOption ? d.subject.key + QStringLiteral(": ") + d.message.in(lang) : d.message.in(lang);
        if (item->text() != text)
            item->setText(text);
        errors += d.isError() ? 1 : 0;
    }
    while (m_summary->count() > row)
        delete m_summary->takeItem(m_summary->count() - 1);
    const int warnings = int(m_shown.size()) - errors;
    // The warnings a new table's form keeps back until their fields are edited are counted, not
    // left out: "No problems found" over a warning to come was wrong (the findings are those
    // computed already; no check runs for this).
    // Each kept back is named, an option as a link that opens its field (unfolding Advanced
    // options where it is): "1 warning on a field not edited yet" alone left the user to search.
    QStringList hiddenFields;
    if (m_shown.size() != m_diagnostics.size()) {
        for (const Diagnostic &d : qAsConst(m_diagnostics)) {
            if (d.isError() || m_shown.contains(d))
                continue;
            const QString name = d.subject.kind == Subject::Kind::Option ? d.subject.key : d.subject.text();
            const QString link = d.subject.kind == Subject::Kind::Option
                                     ? QStringLiteral("<a href=\"option:%1\">%2</a>").arg(QString::fromLatin1(QUrl::toPercentEncoding(name)), name.toHtmlEscaped())
                                     : name.toHtmlEscaped();
            if (!hiddenFields.contains(link))
                hiddenFields << link;
        }
    }
    const int hiddenWarnings = int(hiddenFields.size());
    const QString separator = tr(", ", "between the items of a list");
    QStringList lines;
    if (m_shown.isEmpty() && leftToFill.isEmpty() && hiddenWarnings == 0)
        lines << tr("No problems found.").toHtmlEscaped();
    else if (!m_shown.isEmpty())
        lines << tr("%1, %2 — double-click one to go to it").arg(tr("%n error(s)", nullptr, errors), tr("%n warning(s)", nullptr, warnings)).toHtmlEscaped();
    if (hiddenWarnings > 0)
        lines << tr("%n warning(s) on fields not edited yet: %1", nullptr, hiddenWarnings).toHtmlEscaped().arg(hiddenFields.join(separator.toHtmlEscaped()));
    if (!leftToFill.isEmpty())
        lines << tr("Left to fill: %1").toHtmlEscaped().arg(leftToFill.join(separator).toHtmlEscaped());
    const QString summary = lines.join(QStringLiteral("<br>"));
    if (m_summaryLabel->text() != summary)
        m_summaryLabel->setText(summary);
    const QMap<QString, QString> older = olderOptionKeys(current, m_registry);
    m_currentKeys->setVisible(!older.isEmpty());
    QStringList renames;
    for (auto it = older.cbegin(); it != older.cend(); ++it)
        renames << tr("%1 → %2").arg(it.key(), it.value());
    m_currentKeys->setToolTip(older.isEmpty() ? QString()
                                              : tr("The engine reads these options under older keys too; give them their current keys: %1")
                                                    .arg(renames.join(separator)));
    // A new table's form is calm until a field is edited, but Save is off while anything is
    // missing, as it is for errors shown: what is left to fill is said in the summary.
    const bool savable = !hasErrors(m_diagnostics);
    m_save->setEnabled(savable);
    const QString saveTip = savable ? QString()
                            : errors > 0 ? tr("Fix the errors listed below to save the table.")
                                         : tr("Fill in what is left to fill to save the table.");
    if (m_save->toolTip() != saveTip)
        m_save->setToolTip(saveTip);

    QString ddl;
    LocalizedText error;
    const QString dialect = m_dialect->currentData().toString().isEmpty() ? QStringLiteral("flink") : m_dialect->currentData().toString();
    // A password typed as it is shows as dots in its field, and masked here.
    if (!DdlWriter(m_registry).write(withSecretsMasked(written, m_registry), dialect, &ddl, &error))
        ddl = QStringLiteral("-- ") + error.in(uiLanguage());
    m_preview->setDdl(ddl);
}

Diagnostics TableDialog::shownDiagnostics(const TableSpec &current, QStringList *leftToFill) const
{
    if (!m_pristineNew)
        return m_diagnostics;
    // Untouched: still as the new table's form opened.
    const bool columnsTouched = current.columns != m_opened.columns || current.primaryKey != m_opened.primaryKey
                                || !(current.watermark == m_opened.watermark) || current.partitionedBy != m_opened.partitionedBy;
    Diagnostics shown;
    for (const Diagnostic &d : m_diagnostics) {
        bool untouched = false;
        switch (d.subject.kind) {
        case Subject::Kind::Option:
            untouched = current.options.value(d.subject.key) == m_opened.options.value(d.subject.key);
            if (untouched && d.isError() && m_schema && m_schema->option(d.subject.key) && !leftToFill->contains(d.subject.key))
                *leftToFill << d.subject.key;
            break;
        case Subject::Kind::TableName:
            untouched = current.name == m_opened.name;
            if (untouched && d.isError() && !leftToFill->contains(tr("name")))
                leftToFill->prepend(tr("name"));
            break;
        case Subject::Kind::Columns:
        case Subject::Kind::Column:
        case Subject::Kind::PrimaryKey:
        case Subject::Kind::Watermark:
        case Subject::Kind::PartitionedBy: {
            untouched = !columnsTouched;
            // A primary key the connector requires (upsert-kafka) is named on its own: it is
            // chosen apart from the columns, and "columns" alone hid that it is missing.
            const QString part = d.subject.kind == Subject::Kind::PrimaryKey ? tr("primary key") : tr("columns");
            if (untouched && d.isError() && !leftToFill->contains(part))
                *leftToFill << part;
            break;
        }
        default:
            break;
        }
        if (!untouched)
            shown << d;
    }
    return shown;
}

void TableDialog::jumpTo(const Subject &subject)
{
    if (ColumnsPanel::isAboutColumns(subject)) {
        m_tabs->setCurrentIndex(ColumnsTab);
        m_columns->focusFinding(subject);
        return;
    }
    switch (subject.kind) {
    case Subject::Kind::TableName:
        m_name->setFocus();
        break;
    case Subject::Kind::Role:
        m_role->setFocus();
        break;
    case Subject::Kind::Option:
        m_tabs->setCurrentIndex(OptionsTab);
        m_options->focusOption(subject.key);
        break;
    default:
        break; // the connector is chosen on the first page; nothing here edits it
    }
}

bool TableDialog::save()
{
    if (!m_schema)
        return false; // no form yet: the data source type is still to choose
    if (m_pages->currentIndex() != EditorPage)
        showEditorPage(); // saved from the first page (after Back): the form shows what is wrong
    m_pristineNew = false; // trying to save shows every finding
    refresh();
    if (hasErrors(m_diagnostics)) {
        QMessageBox::warning(this, tr("Table not saved"), tr("The table has errors; fix those listed in the dialog to save it."));
        return false;
    }
    QString error;
    if (m_saveHandler && !m_saveHandler(spec(), m_saveNote->text().trimmed(), &error)) {
        QMessageBox::warning(this, tr("Table not saved"), error);
        return false;
    }
    accept();
    return true;
}

bool TableDialog::pasteDdl(const QString &text, QStringList *problems)
{
    const Language lang = uiLanguage();
    const std::optional<Role> role = m_pages->currentIndex() == EditorPage ? std::optional<Role>(spec().role) : std::nullopt;
    const QList<ImportedStatement> read = DdlImporter(m_registry).importText(text, QString(), role);
    const ImportedStatement *table = nullptr;
    int tables = 0;
    for (const ImportedStatement &s : read) {
        for (const DdlFinding &f : s.findings) {
            if (f.severity != Severity::Note || s.isTable())
                *problems << tr("line %1, column %2: %3").arg(f.line).arg(f.column).arg(f.message.in(lang));
        }
        if (!table && s.isTable())
            table = &s;
        tables += s.isTable() ? 1 : 0;
    }
    if (!table) {
        if (problems->isEmpty())
            *problems << tr("The clipboard holds no CREATE TABLE statement.");
        return false;
    }
    if (tables > 1) {
        problems->prepend(tr("The clipboard holds %n CREATE TABLE statement(s); the form was filled from the first, %1 (line %2). "
                             "Bring in the others with File > Import DDL.", nullptr, tables)
                              .arg(table->spec.name)
                              .arg(table->line));
    }
    // What counts as a change stays what the dialog was opened with: a paste is an edit.
    const bool inEditor = m_pages->currentIndex() == EditorPage;
    const TableSpec opened = inEditor ? m_opened : TableSpec();
    const TableSpec before = m_recorded;
    m_pristineNew = false; // a pasted table is a loaded one: its errors show at once
    // In the editor the paste is one undo step; from the first page it starts the editor (and
    // its history) afresh.
    openEditor(m_registry.find(table->spec.connector), table->spec, inEditor);
    m_back->setVisible(!m_editing && !m_copying);
    m_opened = opened;
    if (inEditor) {
        m_recorded = before;
        recordEdit(QStringLiteral("paste"));
    }
    return true;
}

void TableDialog::pasteDdlFromClipboard()
{
    // A paste replaces the whole form: edits the user made go only when they say so.
    if (m_pages->currentIndex() == EditorPage && hasUnsavedChanges()) {
        QMessageBox ask(QMessageBox::Question, tr("Paste DDL"), tr("Replace the form, and the edits made in it, with the table on the clipboard?"),
                        QMessageBox::Yes | QMessageBox::No, this);
        ask.setObjectName(QStringLiteral("pasteReplacesEdits"));
        ask.setDefaultButton(QMessageBox::No);
        if (ask.exec() != QMessageBox::Yes)
            return;
    }
    QStringList problems;
    const bool pasted = pasteDdl(QGuiApplication::clipboard()->text(), &problems);
    if (!problems.isEmpty()) {
        QMessageBox box(pasted ? QMessageBox::Information : QMessageBox::Warning, tr("Paste DDL"),
                        pasted ? tr("The form was filled from the statement. The reader noted:")
                               : tr("Nothing was pasted: the statement could not be read."),
                        QMessageBox::Ok, this);
        box.setObjectName(QStringLiteral("pasteReport"));
        box.setDefaultButton(QMessageBox::Ok);
        box.setDetailedText(problems.join(QLatin1Char('\n')));
        box.setInformativeText(problems.mid(0, 5).join(QLatin1Char('\n')));
        box.exec();
    }
}

void TableDialog::retranslateUi()
{
    const Language lang = uiLanguage();
    setWindowTitle(m_editing ? tr("Edit table") : m_copying ? tr("Duplicate table") : tr("Create table"));
    m_reload->setText(tr("Re&load"));
    m_reload->setToolTip(tr("Load the latest revision into the form; your edits are dropped."));
    m_keepMine->setText(tr("&Keep my edits"));
    m_keepMine->setToolTip(tr("Keep editing; saving makes your version the next revision."));
    if (!m_elsewhere->isHidden())
        placeChangedElsewhere(); // the buttons' new words may take another height
    m_chooseTitle->setText(tr("Choose the data source type of the new table in logical database %1").arg(m_database));
    for (int i = 0; i < m_connectors->count(); ++i) {
        QListWidgetItem *item = m_connectors->item(i);
        const ConnectorSchemaPtr s = m_registry.find(item->data(Qt::UserRole).toString());
        item->setText(s->label.in(lang));
        item->setData(ConnectorChoiceDelegate::DescriptionRole, s->description.in(lang));
        QStringList roles;
        if (s->roles.source)
            roles << roleText(Role::Source);
        if (s->roles.sink)
            roles << roleText(Role::Sink);
        item->setData(ConnectorChoiceDelegate::RolesRole, tr("Used as: %1").arg(roles.join(QStringLiteral(" \u00b7 "))));
        item->setData(Qt::AccessibleTextRole, s->label.in(lang) + QStringLiteral(": ") + s->description.in(lang));
    }
    QString hint = tr("Double-click a type, or select it and press Next. Paste DDL fills the form from a CREATE TABLE statement instead.");
    if (!m_unavailableConnectors.isEmpty()) {
        QStringList lacked;
        for (const ConnectorSchemaPtr &s : std::as_const(m_unavailableConnectors))
            lacked << s->label.in(lang);
        const TargetSchema *target = m_registry.target(m_registry.activeTarget());
        hint += QLatin1Char(' ') + tr("Not on %1: %2 (Database > Target platform... changes the target).")
                                     .arg(target ? target->label.in(lang) : m_registry.activeTarget(), lacked.join(tr(", ")));
    }
    m_chooseHint->setText(hint);
    m_connectors->doItemsLayout(); // the cards' heights follow their text
    m_next->setText(tr("&Next"));
    m_databaseLabel->setText(tr("Logical database: %1").arg(m_database));
    m_nameLabel->setText(tr("&Table name *"));
    m_name->setPlaceholderText(tr("e.g. orders"));
    m_commentLabel->setText(tr("Co&mment"));
    m_connectorLabel->setText(tr("Data source type"));
    m_connectorValue->setText(m_schema ? m_schema->label.in(lang) : QString());
    m_roleLabel->setText(tr("&Role"));
    m_connectionLabel->setText(tr("Co&nnection"));
    showConnection();
    for (int i = 0; i < m_role->count(); ++i)
        m_role->setItemText(i, roleText(Role(m_role->itemData(i).toInt())));
    m_tabs->setTabText(ColumnsTab, tr("&Columns"));
    m_tabs->setTabText(OptionsTab, tr("Connector &options"));
    m_previewLabel->setText(tr("Flink SQL preview"));
    m_currentKeys->setText(tr("Use current keys"));
    m_dialect->setToolTip(tr("DDL dialect"));
    m_back->setText(tr("&Back"));
    m_pasteDdl->setText(tr("&Paste DDL"));
    m_pasteDdl->setToolTip(tr("Fill the form from a CREATE TABLE statement on the clipboard (Ctrl+Shift+V)"));
    m_save->setText(tr("&Save"));
    m_saveNoteLabel->setText(tr("Not&e:"));
    m_saveNote->setPlaceholderText(tr("what changed and why"));
    m_saveNote->setToolTip(tr("Optional: stored with the revision this save makes and shown in the revision history"));
    m_cancel->setText(tr("Cancel"));
    m_undoButton->setText(tr("&Undo"));
    m_redoButton->setText(tr("Re&do"));
    updateUndoButtons();
}

void TableDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        refresh(); // diagnostics carry both languages; show them in the new one
    }
    EditorDialog::changeEvent(event);
}

} // namespace st

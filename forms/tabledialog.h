#pragma once

#include "check/diagnostic.h"
#include "editordialog.h"
#include "schema/schemaregistry.h"
#include "core/connection.h"
#include "core/tablespec.h"

#include <QIcon>

#include <functional>

class QComboBox;
class QGridLayout;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QSplitter;
class QStackedWidget;
class QTabWidget;
class QTimer;
class QUndoStack;

namespace st {

class ColumnsPanel;
class DdlView;
class OptionForm;

/// Creates or edits one table. Creating starts with the data source type (the connectors of
/// the registry, each with a short description); then name, comment, role, columns and the
/// connector options form generated from the schema. Every change is validated at once:
/// each field shows its own message, a summary lists all, errors disable Save, and the DDL
/// preview follows the typing. Closing it with unsaved changes asks first (EditorDialog).
/// Every edit in the editor is a step of its undo history (Undo / Redo, Ctrl+Z / Ctrl+Shift+Z
/// from any field): typing into one field is one step, a pasted DDL or sampled columns one.
class TableDialog : public EditorDialog
{
    Q_OBJECT

public:
    /// Called on Save with the spec; returns false with a message to keep the dialog open
    /// (for example when the table changed elsewhere in the meantime).
    /// `note` is what the user wrote in the save note field (trimmed; may be empty).
    using SaveHandler = std::function<bool(const TableSpec &spec, const QString &note, QString *error)>;

    explicit TableDialog(const SchemaRegistry &registry, QWidget *parent = nullptr);
    ~TableDialog() override;

    /// A new table in `database`: the dialog opens on the data source type choice.
    void startNew(const QString &database);
    /// An existing table.
    void startEdit(const QString &database, const TableSpec &spec);
    /// A new table made from a copy of `spec` (Duplicate): titled and asked about as a new table,
    /// with its data source type fixed.
    void startCopy(const QString &database, const TableSpec &spec);
    void setSaveHandler(SaveHandler handler) { m_saveHandler = std::move(handler); }
    /// The connections of the table's logical database: the editor offers those of the table's
    /// data source type, and checks and previews the table as its connection completes it (the
    /// options it leaves empty taken from the connection, as the export writes them).
    void setConnections(const Connections &connections);

    TableSpec spec() const;
    /// True when the table in the editor differs from the one the dialog opened it with (the
    /// data source type page holds nothing to lose: Next starts the editor afresh).
    bool hasUnsavedChanges() const override;
    Diagnostics diagnostics() const { return m_diagnostics; }
    /// The findings shown: all of them, but on a new table's untouched fields until a save is tried.
    Diagnostics shownFindings() const { return m_shown; }
    QLabel *summaryLabel() const { return m_summaryLabel; }
    QPushButton *currentKeysButton() const { return m_currentKeys; }
    QString ddl() const;

    // Parts, for tests and screenshots.
    QListWidget *connectorList() const { return m_connectors; }
    QPushButton *nextButton() const { return m_next; }
    QPushButton *backButton() const { return m_back; }
    QPushButton *saveButton() const { return m_save; }
    /// The optional note stored with the revision a save makes ("what changed and why").
    QLineEdit *saveNoteEdit() const { return m_saveNote; }
    QLineEdit *nameEdit() const { return m_name; }
    QLineEdit *commentEdit() const { return m_comment; }
    QComboBox *roleCombo() const { return m_role; }
    /// "(none)" and the database's connections of the table's data source type.
    QComboBox *connectionCombo() const { return m_connectionBox; }
    QComboBox *dialectCombo() const { return m_dialect; }
    DdlView *ddlPreview() const { return m_preview; }
    OptionForm *optionForm() const { return m_options; }
    ColumnsPanel *columnsPanel() const { return m_columns; }
    QListWidget *summary() const { return m_summary; }
    QTabWidget *tabs() const { return m_tabs; }
    QPushButton *pasteDdlButton() const { return m_pasteDdl; }
    /// The editor's undo history: each step holds the whole table before and after it.
    QUndoStack *undoStack() const { return m_undo; }
    QPushButton *undoButton() const { return m_undoButton; }
    QPushButton *redoButton() const { return m_redoButton; }
    /// What an undo step named `field` (a command's text in undoStack()) changed, in the
    /// interface language: "table name", "option topic".
    QString describeEdit(const QString &field) const;
    /// Shows the options tab (or the columns tab) in front.
    void showTab(int index);
    /// Opens "Columns from sample" (SampleDialog, a child of this dialog); what it accepts is
    /// applied with applySample().
    void columnsFromSample();
    /// Puts sampled columns into the column editor, replacing its columns or appended after
    /// them, and sets `options` (the format) on the options form: one change the user confirmed.
    /// `primaryKey` and `watermark`, when not empty, are what the user chose of the sample's offers.
    void applySample(const QList<ColumnSpec> &columns, bool replace, const QMap<QString, QString> &options,
                     const QStringList &primaryKey = {}, const WatermarkSpec &watermark = {});

    /// Fills the whole form (data source type, name, comment, role, columns, options) from the
    /// first CREATE TABLE in `text`, as `streamtable spec` reads it. Returns false when there is
    /// none that could be read; the form is then left as it was. `problems` gets what the reader
    /// and the mapping found, one "line L, column C: message" each, in the interface language.
    bool pasteDdl(const QString &text, QStringList *problems);
    /// pasteDdl() with the clipboard's text; problems are shown in a message box.
    void pasteDdlFromClipboard();

    /// The tables of the database, for the check while typing that the name is free: each
    /// table's name by its nameKey() (TablesModel keeps those). The table being edited keeps its
    /// own name.
    void setTakenNames(const QHash<QString, QString> &namesByKey);
    /// Says, in a banner over the foot of the editor (over the findings and the preview, which
    /// are read, not typed into: the form does not move under the user), that the table changed
    /// elsewhere since the dialog loaded it (`message` names how), with Reload (calls `reload`,
    /// which loads the latest revision) and Keep my edits (calls `keep`: the edits stay, and a
    /// save becomes the next revision). Without `reload` (the table was deleted) only Keep my
    /// edits is offered. Either button hides it.
    void showChangedElsewhere(const QString &message, const std::function<void()> &reload, const std::function<void()> &keep);
    QWidget *changedElsewhereBanner() const { return m_elsewhere; }
    QLabel *changedElsewhereLabel() const { return m_elsewhereText; }
    QPushButton *reloadButton() const { return m_reload; }
    QPushButton *keepMineButton() const { return m_keepMine; }

public Q_SLOTS:
    /// Validates the current spec and updates messages, summary, Save and the preview now.
    void refresh();

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;
    bool saveChanges() override { return save(); }

private:
    /// Lays the changed-elsewhere banner over the foot of the editor page, as wide as the page
    /// and as tall as its text needs there.
    void placeChangedElsewhere();
    /// Undoes or redoes (`step`) from a shortcut, the focus kept in the field it was in.
    void stepKeepingFocus(void (QUndoStack::*step)());

protected:
    QString unsavedChangesQuestion() const override;

private:
    enum Page { ConnectorPage, EditorPage };

    void buildConnectorPage();
    void buildEditorPage();
    QGridLayout *buildEditorHead(QWidget *page);
    void buildEditorTabs(QWidget *page);
    QSplitter *buildSummaryAndPreview(QWidget *page);
    /// Told of a change made elsewhere: a banner with the two answers (placeChangedElsewhere()).
    void buildChangedElsewhereBanner(QWidget *page);
    void connectEditorFields();
    void retranslateUi();
    void chooseConnector();
    /// Asks whether to switch to `schema`, which lacks the options `dropped` set for the type
    /// chosen before; true to switch.
    bool confirmDroppingOptions(const ConnectorSchema &schema, const QStringList &dropped);
    /// The form's page with its buttons (Back for a new table).
    void showEditorPage();
    /// Fills the editor from `spec`; unless `keepHistory`, the undo history starts afresh.
    void openEditor(const ConnectorSchemaPtr &schema, const TableSpec &spec, bool keepHistory = false);
    /// Makes what the form holds now, if it differs from the last recorded state, one undo
    /// step. `field` names what was edited (typing into the same field merges into one step);
    /// empty: worked out from what differs.
    void recordEdit(const QString &field = QString());
    /// Puts `spec` into the form for undo/redo: the fields that differ only, and without
    /// touching what the dialog was opened with (so hasUnsavedChanges() stays right).
    void loadState(const TableSpec &spec);
    void updateUndoButtons();
    /// Lists the connections of the table's data source type (and the table's own when the
    /// database has none by that name), shows m_connection chosen and tells the options form
    /// what it gives.
    void showConnection();
    void scheduleRefresh();
    /// Saves through the handler and closes; false (with a message) when refused.
    bool save();
    /// Brings forward the widget a finding is about (double-click in the summary).
    void jumpTo(const Subject &subject);
    /// m_diagnostics without those on a new table's untouched fields; the untouched fields with errors go
    /// to `leftToFill` (option keys, "name", "columns").
    Diagnostics shownDiagnostics(const TableSpec &current, QStringList *leftToFill) const;

    const SchemaRegistry &m_registry;
    ConnectorSchemaPtr m_schema;
    QString m_database;
    bool m_editing = false; ///< a stored table is edited (not a new one, nor a copy)
    bool m_copying = false; ///< a new table started from a copy of another
    Diagnostics m_diagnostics;
    Diagnostics m_shown;
    /// A new table whose untouched fields keep their errors to themselves (until a save is tried).
    bool m_pristineNew = false;
    TableSpec m_opened; ///< the spec the editor was opened with: unsaved changes differ from it
    QString m_target;   ///< the opened spec's own target (TableSpec::target), kept on save
    QString m_connection; ///< the table's connection (TableSpec::connection), chosen in m_connectionBox
    Connections m_connections; ///< the database's
    SaveHandler m_saveHandler;
    QTimer *m_refreshTimer;
    QUndoStack *m_undo;
    TableSpec m_recorded; ///< the form as of the last undo step: the next step starts from it
    int m_loading = 0;    ///< >0 while the form is filled in code: its signals are no edits
    /// Bumped when the focus moves: typing merges into one step only within one visit to a field.
    int m_typingRun = 0;
    QMetaObject::Connection m_focusChanges; ///< the application's focus changes, counted in m_typingRun
    QPushButton *m_undoButton;
    QPushButton *m_redoButton;
    QIcon m_errorIcon;
    QIcon m_warningIcon;

    QStackedWidget *m_pages;
    // Page 1: data source type
    QLabel *m_chooseTitle;
    QLabel *m_chooseHint; ///< under the connector cards: how to go on
    QList<ConnectorSchemaPtr> m_unavailableConnectors; ///< not offered: the database's target lacks them
    QListWidget *m_connectors;
    QPushButton *m_next;
    QPushButton *m_pasteDdl;
    // Page 2: the table
    QLabel *m_databaseLabel;
    QLabel *m_nameLabel;
    QLineEdit *m_name;
    QLabel *m_commentLabel;
    QLineEdit *m_comment;
    QLabel *m_connectorLabel;
    QLabel *m_connectorValue;
    QLabel *m_roleLabel;
    QComboBox *m_role;
    QLabel *m_connectionLabel;
    QComboBox *m_connectionBox;
    QTabWidget *m_tabs;
    ColumnsPanel *m_columns;
    OptionForm *m_options;
    QLabel *m_summaryLabel;
    /// Shown while the table sets an option under an older key the engine still reads: gives
    /// those options their current keys (olderOptionKeys()), one step to undo.
    QPushButton *m_currentKeys;
    QListWidget *m_summary;
    QLabel *m_previewLabel;
    QComboBox *m_dialect;
    DdlView *m_preview;
    QPushButton *m_back;
    QPushButton *m_save;
    QLabel *m_saveNoteLabel;
    QLineEdit *m_saveNote;
    QPushButton *m_cancel;
    // Told of a change made elsewhere (showChangedElsewhere)
    QHash<QString, QString> m_takenNames; ///< see setTakenNames()
    QWidget *m_elsewhere;
    QLabel *m_elsewhereText;
    QPushButton *m_reload;
    QPushButton *m_keepMine;
    std::function<void()> m_onReload;
    std::function<void()> m_onKeep;
};

} // namespace st

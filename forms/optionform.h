#pragma once

#include "schema/connectorschema.h"
#include "check/diagnostic.h"
#include "core/tablespec.h"
#include "core/variables.h"

#include <QMap>
#include <QPointer>
#include <QWidget>

class QFormLayout;
class QGroupBox;
class QLabel;
class QToolButton;
class QVBoxLayout;

class QAction;

namespace st {

class ColumnOptionsGrid;
class ElidedLabel;

class SchemaRegistry;
class ValueEditor;

/// The connector options of one table, built at run time from the connector's schema:
/// basic options first, advanced ones folded; the editor chosen by value type; required
/// options marked; defaults as placeholders; the description as tooltip and as help text for
/// the focused field; each field's own diagnostic beside it. Options that do not apply to
/// the table's role are hidden (their values are kept for when the role changes back); those
/// the schema's target does not have are disabled, their tooltip saying why.
/// With a registry of formats (setFormatRegistry()), an option that names a format (the
/// schema's `formatSlots`) offers the known formats, and the chosen format's own options follow
/// in a section of their own, under the slot's prefix (`value.json.`), as fields like the rest.
class OptionForm : public QWidget
{
    Q_OBJECT

public:
    explicit OptionForm(QWidget *parent = nullptr);
    ~OptionForm() override;

    void setSchema(const ConnectorSchemaPtr &schema, Role role);
    void setRole(Role role);
    ConnectorSchemaPtr schema() const { return m_schema; }
    /// The registry whose format schemas the format options offer and whose options they show
    /// (kept, not owned; it must outlive the form). Null (the default): plain fields, no format
    /// sections. Takes effect at the next setSchema().
    void setFormatRegistry(const SchemaRegistry *registry) { m_registry = registry; }

    /// Options as they go into the spec: the visible fields that are set, plus options the
    /// schema does not know (kept from a loaded spec so nothing is lost).
    QMap<QString, QString> values() const;
    void setValues(const QMap<QString, QString> &values);
    /// Sets `changes` on top of the values, as if typed into their fields: an option that names
    /// another format sets the old format's options aside, as choosing that format does.
    void applyChanges(const QMap<QString, QString> &changes);
    /// The table's columns: their names for the options that name columns, their types for the
    /// options read per column (ColumnOptionsGrid).
    void setColumns(const QList<ColumnSpec> &columns);
    /// The grid of the options read per column; hidden unless the schema has them.
    ColumnOptionsGrid *columnOptionsGrid() const { return m_columnOptions; }
    /// Shows each diagnostic whose subject is an option beside that option's field.
    void showDiagnostics(const Diagnostics &diagnostics);
    /// Scrolls to and focuses an option's field (when the user picks a diagnostic).
    bool focusOption(const QString &key);
    /// The field of an option, for tests and for the dialog; null when hidden or unknown.
    ValueEditor *editor(const QString &key) const;
    QString messageOf(const QString &key) const;
    /// The label of an option's field as shown: " *" ends it when the option must be given.
    QString labelOf(const QString &key) const;
    /// The help line under the form as shown (rich text: escaped, with links).
    QString helpText() const;
    bool advancedExpanded() const;
    void setAdvancedExpanded(bool expanded);
    /// The section of the format named by the format option `slotOption` (`value.format`), for
    /// tests: null while that option names no format a schema describes.
    QGroupBox *formatSection(const QString &slotOption) const;
    /// Values of a format's options that changing the format set aside: not in values() (the
    /// table does not use them), listed in a note under the format sections, and back in the
    /// form when their format is chosen again.
    QMap<QString, QString> setAsideValues() const { return m_setAside; }

    /// The environment the designer's picker chose (empty name: none): a field whose value holds
    /// a `${NAME}` reference says in its tooltip what the value is in that environment, or which
    /// variables it does not give.
    void setEnvironment(const QString &name, const Variables &variables);
    /// What the tooltip of option `key`'s field says of its value in the environment (plain
    /// text); empty when none is chosen or the value refers to no variable.
    QString variableHint(const QString &key) const;

    /// The options the table's connection gives (`connection` names it; empty: none): a field
    /// the table leaves empty shows the connection's value in place of its default, and an option
    /// the connection gives is not marked required. values() stays the table's own.
    void setInherited(const QString &connection, const QMap<QString, QString> &options);

Q_SIGNALS:
    void edited();

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    struct Field
    {
        const OptionSchema *option = nullptr;
        ValueEditor *editor = nullptr;
        QLabel *label = nullptr;
        ElidedLabel *message = nullptr; ///< beside the editor, its width kept: fields never move
        QAction *reveal = nullptr;      ///< a password's "show" toggle; none for other options
        int section = -1; ///< index into m_sections for a format's option; -1: the connector's
    };

    /// One format slot of the schema, and the section of its format's own options.
    struct FormatSection
    {
        FormatSlot slot;
        QString named; ///< the slot option's value, trimmed and lower-cased
        QString id;    ///< `named` when a format schema describes it, else empty
        QSharedPointer<const ConnectorSchema> schema; ///< the format's schema under its prefix
        QGroupBox *box = nullptr; ///< null when the format has no options for the role
    };

    void rebuild();
    /// The folded advanced options are generated when first unfolded (most tables never need
    /// them, and building them was a good part of opening the dialog).
    void buildAdvanced();
    bool isPendingAdvanced(const QString &key) const;
    void clearFields();
    void addField(const OptionSchema &option, QFormLayout *layout, int section = -1);
    /// The value of an option as the user sees it: its field's, or the kept one.
    QString currentValue(const QString &key) const;
    /// Creates the sections for the schema's format slots (after the basic options).
    void rebuildSections();
    /// The slot option of section `index` changed: set aside the values under the old format's
    /// prefix, bring back those under the new one, and rebuild the section if the known format
    /// changed.
    void formatEdited(int index);
    void buildSection(int index);
    void clearSection(int index);
    /// True when `key` is an option of a shown format (its field holds the value).
    bool isSectionKey(const QString &key) const;
    void updateSetAsideNote();
    void retranslateUi();
    void updateLabel(const Field &field);
    /// Required for the role, and not given by the connection.
    bool mustBeSet(const OptionSchema &option) const;
    /// The text a field shows while empty for what the connection gives it (a secret as dots).
    QString inheritedFor(const OptionSchema &option) const;
    /// The line of updateLabel()'s tooltip about `value` in the chosen environment.
    QString variableHintFor(const QString &value) const;
    void maskSecret(Field *field);
    /// An option the table's target does not have (its `absent` in the target data) is not
    /// offered: its field is disabled, and its tooltip says why (targetNote()). Set (a table
    /// written for another target), it stays editable, so that it can be cleared.
    void updateOffered(const Field &field);
    /// Gives the fields from index `first` on (just added) their values, required marks,
    /// column lists and labels.
    void fillFieldsFrom(int first);
    void showHelp(const OptionSchema *option);
    void rememberValues();

    /// `text` as rich text: escaped, with every http(s) address a link.
    static QString withLinks(const QString &text);

    /// What the schema's target says about the option (its name there, or that it has none),
    /// with the source of the fact; empty when nothing.
    QString targetNote(const OptionSchema *option) const;

    ConnectorSchemaPtr m_schema;
    QString m_environment; ///< the name of the one chosen; empty: none
    Variables m_variables;  ///< its variables
    QString m_connection;   ///< the table's connection; empty: none
    QMap<QString, QString> m_inherited; ///< the options it gives
    Role m_role = Role::Source;
    QMap<QString, QString> m_values; ///< every value known, including hidden options
    QStringList m_columns;
    QList<ColumnSpec> m_columnSpecs;
    QGroupBox *m_columnBox = nullptr;
    ColumnOptionsGrid *m_columnOptions = nullptr;
    QList<Field> m_fields;
    bool m_advancedBuilt = false;
    Diagnostics m_shownDiagnostics; ///< for advanced fields built after the diagnostics came
    QVBoxLayout *m_layout = nullptr;
    QWidget *m_basic = nullptr;
    QToolButton *m_advancedToggle = nullptr;
    QWidget *m_advanced = nullptr;
    QLabel *m_help = nullptr;
    const OptionSchema *m_helpOption = nullptr;
    const SchemaRegistry *m_registry = nullptr;
    QList<FormatSection> m_sections;
    QMap<QString, QString> m_setAside;
    QWidget *m_formats = nullptr; ///< the format sections and the note of set-aside values
    QLabel *m_setAsideNote = nullptr;
};

} // namespace st

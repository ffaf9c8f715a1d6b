#pragma once

#include "schema/connectorschema.h"
#include "check/diagnostic.h"

#include <QMap>
#include <QPointer>
#include <QWidget>

class QFormLayout;
class QLabel;
class QToolButton;
class QVBoxLayout;

namespace st {

class ValueEditor;

/// The connector options of one table, built at run time from the connector's schema:
/// basic options first, advanced ones folded; the editor chosen by value type; required
/// options marked; defaults as placeholders; the description as tooltip and as help text for
/// the focused field; each field's own diagnostic beside it. Options that do not apply to
/// the table's role are hidden (their values are kept for when the role changes back).
class OptionForm : public QWidget
{
    Q_OBJECT

public:
    explicit OptionForm(QWidget *parent = nullptr);
    ~OptionForm() override;

    void setSchema(const ConnectorSchemaPtr &schema, Role role);
    void setRole(Role role);
    ConnectorSchemaPtr schema() const { return m_schema; }

    /// Options as they go into the spec: the visible fields that are set, plus options the
    /// schema does not know (kept from a loaded spec so nothing is lost).
    QMap<QString, QString> values() const;
    void setValues(const QMap<QString, QString> &values);
    void setColumns(const QStringList &names);
    /// Shows each diagnostic whose subject is an option beside that option's field.
    void showDiagnostics(const Diagnostics &diagnostics);
    /// Scrolls to and focuses an option's field (when the user picks a diagnostic).
    bool focusOption(const QString &key);
    /// The field of an option, for tests and for the dialog; null when hidden or unknown.
    ValueEditor *editor(const QString &key) const;
    QString messageOf(const QString &key) const;
    /// The help line under the form as shown (rich text: escaped, with links).
    QString helpText() const;
    bool advancedExpanded() const;
    void setAdvancedExpanded(bool expanded);

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
        QLabel *message = nullptr;
    };

    void rebuild();
    /// The folded advanced options are generated when first unfolded (most tables never need
    /// them, and building them was a good part of opening the dialog).
    void buildAdvanced();
    bool isPendingAdvanced(const QString &key) const;
    void clearFields();
    void addField(const OptionSchema &option, QFormLayout *layout);
    void retranslateUi();
    void updateLabel(const Field &field);
    void showHelp(const OptionSchema *option);
    void rememberValues();

    /// `text` as rich text: escaped, with every http(s) address a link.
    static QString withLinks(const QString &text);

    /// What the schema's target says about the option (its name there, or that it has none),
    /// with the source of the fact; empty when nothing.
    QString targetNote(const OptionSchema *option) const;

    ConnectorSchemaPtr m_schema;
    Role m_role = Role::Source;
    QMap<QString, QString> m_values; ///< every value known, including hidden options
    QStringList m_columns;
    QList<Field> m_fields;
    bool m_advancedBuilt = false;
    Diagnostics m_shownDiagnostics; ///< for advanced fields built after the diagnostics came
    QVBoxLayout *m_layout = nullptr;
    QWidget *m_basic = nullptr;
    QToolButton *m_advancedToggle = nullptr;
    QWidget *m_advanced = nullptr;
    QLabel *m_help = nullptr;
    const OptionSchema *m_helpOption = nullptr;
};

} // namespace st

#pragma once

#include "schema/connectorschema.h"

#include <QWidget>

namespace st {

/// The input widget of one connector option. Every editor can represent "not set" (the
/// connector's default applies) and keeps a value it cannot show natively (for example
/// "four" in an integer option read from a file) instead of losing it.
class ValueEditor : public QWidget
{
    Q_OBJECT

public:
    explicit ValueEditor(const OptionSchema &option, QWidget *parent = nullptr);

    /// The value as it goes into the spec; empty when not set.
    virtual QString value() const = 0;
    virtual void setValue(const QString &value) = 0;
    /// Column names of the table, for editors that pick columns.
    virtual void setColumns(const QStringList &names) { Q_UNUSED(names) }
    /// The widget that takes focus and carries the tooltip.
    virtual QWidget *focusTarget() const = 0;
    /// Whether the option must be set for the table's role: an editor that has a "not set"
    /// state of its own (the boolean's third state) drops it then, as it would only be an error.
    virtual void setRequired(bool required) { Q_UNUSED(required) }

    const OptionSchema &option() const { return m_option; }
    /// What the field says while it is not set when something else gives the value (the
    /// table's connection: "From connection cluster: kafka-1:9092"); empty: the default or
    /// "Not set" as usual.
    void setInheritedText(const QString &text);

Q_SIGNALS:
    /// The user changed the value (not emitted by setValue).
    void edited();

protected:
    void changeEvent(QEvent *event) override;
    virtual void retranslateUi() {}
    /// "Default: X" or "Not set", for placeholders and "unset" entries; the inherited text
    /// when there is one.
    QString unsetText() const;

    const OptionSchema &m_option;
    QString m_inherited;
};

/// Creates the editor that fits the option's type (see docs/SCHEMAS.md value types).
ValueEditor *createValueEditor(const OptionSchema &option, QWidget *parent);

/// A format the editor of a format option offers: its id (`json`) and, when a format schema
/// describes it, its label and description (shown beside the id and as its tooltip).
struct FormatChoice
{
    QString id;
    LocalizedText label;
    LocalizedText description;
};

/// The editor of an option that names a format (a connector's `formatOptions` slot, such as
/// Kafka's `format`): an editable combo box listing `choices`, each with its label; any other
/// text may still be typed (a format the user installed). Empty text means "not set".
ValueEditor *createFormatEditor(const OptionSchema &option, const QList<FormatChoice> &choices, QWidget *parent);

} // namespace st

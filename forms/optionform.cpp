#include "optionform.h"

#include "columnoptionsgrid.h"
#include "core/secrets.h"
#include "elidedlabel.h"
#include "findingcolour.h"
#include "schema/schemaregistry.h"
#include "uilanguage.h"
#include "valueeditors.h"

#include <QAction>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpression>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>

namespace st {

namespace {

/// Moves the entries of `from` whose keys start with `prefix` into `to`.
void movePrefixed(QMap<QString, QString> *from, QMap<QString, QString> *to, const QString &prefix)
{
    for (auto it = from->begin(); it != from->end();) {
        if (it.key().startsWith(prefix)) {
            to->insert(it.key(), it.value());
            it = from->erase(it);
        } else {
            ++it;
        }
    }
}

} // namespace

OptionForm::OptionForm(QWidget *parent)
    : QWidget(parent), m_layout(new QVBoxLayout(this)), m_basic(new QWidget(this)),
      m_advancedToggle(new QToolButton(this)), m_advanced(new QWidget(this)), m_help(new QLabel(this)),
      m_formats(new QWidget(this)), m_setAsideNote(new QLabel(m_formats))
{
    m_layout->setContentsMargins(0, 0, 0, 0);
    m_layout->addWidget(m_basic);
    // Options read once per column (DataGen's generators), after the connector's basic ones.
    m_columnBox = new QGroupBox(this);
    m_columnOptions = new ColumnOptionsGrid(m_columnBox);
    auto *columnLayout = new QVBoxLayout(m_columnBox);
    columnLayout->addWidget(m_columnOptions);
    m_columnBox->setVisible(false);
    connect(m_columnOptions, &ColumnOptionsGrid::edited, this, &OptionForm::edited);
    m_layout->addWidget(m_columnBox);
    m_layout->addWidget(m_formats);
    auto *formats = new QVBoxLayout(m_formats);
    formats->setContentsMargins(0, 0, 0, 0);
    formats->addWidget(m_setAsideNote);
    m_setAsideNote->setObjectName(QStringLiteral("setAsideNote"));
    m_setAsideNote->setWordWrap(true);
    m_setAsideNote->setTextFormat(Qt::PlainText);
    m_setAsideNote->setForegroundRole(QPalette::PlaceholderText);
    m_setAsideNote->setVisible(false);
    m_layout->addWidget(m_advancedToggle);
    m_layout->addWidget(m_advanced);
    m_layout->addStretch(1);
    m_layout->addWidget(m_help);
    new QFormLayout(m_basic);
    new QFormLayout(m_advanced);
    for (QWidget *w : {m_basic, m_advanced}) {
        auto *form = static_cast<QFormLayout *>(w->layout());
        form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
        form->setRowWrapPolicy(QFormLayout::DontWrapRows);
    }
    m_advancedToggle->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_advancedToggle->setAutoRaise(true);
    m_advancedToggle->setCheckable(true);
    m_advanced->setVisible(false);
    connect(m_advancedToggle, &QToolButton::toggled, this, [this](bool on) {
        if (on)
            buildAdvanced();
        m_advanced->setVisible(on);
        m_advancedToggle->setArrowType(on ? Qt::DownArrow : Qt::RightArrow);
    });
    m_advancedToggle->setArrowType(Qt::RightArrow);
    m_help->setWordWrap(true);
    // Rich text only for the links of a target's sources; every text in it is escaped.
    m_help->setTextFormat(Qt::RichText);
    m_help->setOpenExternalLinks(true);
    m_help->setTextInteractionFlags(Qt::LinksAccessibleByMouse | Qt::LinksAccessibleByKeyboard);
    m_help->setForegroundRole(QPalette::PlaceholderText);
    m_help->setMinimumHeight(m_help->fontMetrics().lineSpacing() * 3);
    m_help->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    retranslateUi();
}

OptionForm::~OptionForm() = default;

void OptionForm::setSchema(const ConnectorSchemaPtr &schema, Role role)
{
    m_schema = schema;
    m_role = role;
    m_values.clear();
    m_setAside.clear();
    rebuild();
}

void OptionForm::setRole(Role role)
{
    if (role == m_role)
        return;
    rememberValues();
    m_role = role;
    rebuild();
}

void OptionForm::rememberValues()
{
    for (const Field &f : qAsConst(m_fields)) {
        const QString v = f.editor->value();
        if (v.isEmpty())
            m_values.remove(f.option->key);
        else
            m_values.insert(f.option->key, v);
    }
}

QMap<QString, QString> OptionForm::values() const
{
    QMap<QString, QString> out;
    for (const Field &f : m_fields) {
        const QString v = f.editor->value();
        if (!v.isEmpty())
            out.insert(f.option->key, v);
    }
    for (auto it = m_values.cbegin(); it != m_values.cend(); ++it) {
        if (m_columnOptions->isColumnOptionKey(it.key()))
            continue; // the grid holds it, as edited
        if ((m_schema && !m_schema->option(it.key()) && !isSectionKey(it.key())) || isPendingAdvanced(it.key()))
            out.insert(it.key(), it.value());
    }
    const QMap<QString, QString> perColumn = m_columnOptions->values();
    for (auto it = perColumn.cbegin(); it != perColumn.cend(); ++it)
        out.insert(it.key(), it.value());
    return out;
}

bool OptionForm::isSectionKey(const QString &key) const
{
    for (const FormatSection &section : m_sections) {
        if (section.schema && section.schema->option(key))
            return true;
    }
    return false;
}

QString OptionForm::currentValue(const QString &key) const
{
    if (const ValueEditor *e = editor(key))
        return e->value();
    return m_values.value(key);
}

void OptionForm::setValues(const QMap<QString, QString> &values)
{
    m_values = values;
    // Values set aside by an earlier change of format stay aside, unless given anew.
    for (auto it = values.cbegin(); it != values.cend(); ++it)
        m_setAside.remove(it.key());
    for (const Field &f : qAsConst(m_fields)) {
        if (f.section >= 0)
            continue; // the sections are rebuilt below, for the formats these values name
        f.editor->setValue(values.value(f.option->key));
        f.editor->setRequired(mustBeSet(*f.option));
        updateOffered(f);
    }
    rebuildSections();
    m_columnOptions->setValues(values);
    // Open the advanced group when it holds a value, so nothing set is out of sight.
    for (auto it = values.cbegin(); it != values.cend(); ++it) {
        const OptionSchema *option = m_schema ? m_schema->option(it.key()) : nullptr;
        if (option && option->advanced && option->roles.appliesTo(m_role) && !it.value().isEmpty())
            setAdvancedExpanded(true);
    }
}

void OptionForm::applyChanges(const QMap<QString, QString> &changes)
{
    QMap<QString, QString> values = this->values();
    for (const FormatSection &section : qAsConst(m_sections)) {
        const auto named = changes.constFind(section.slot.option);
        if (named == changes.cend() || section.named.isEmpty() || named->trimmed().toLower() == section.named)
            continue;
        movePrefixed(&values, &m_setAside, section.slot.prefix + section.named + QLatin1Char('.'));
    }
    for (auto it = changes.cbegin(); it != changes.cend(); ++it)
        values.insert(it.key(), it.value());
    setValues(values);
}

void OptionForm::setColumns(const QList<ColumnSpec> &columns)
{
    m_columnSpecs = columns;
    m_columns.clear();
    for (const ColumnSpec &column : columns)
        m_columns << column.name;
    for (const Field &f : qAsConst(m_fields))
        f.editor->setColumns(m_columns);
    m_columnOptions->setColumns(columns);
}

void OptionForm::clearFields()
{
    for (int i = 0; i < m_sections.size(); ++i)
        clearSection(i);
    m_sections.clear();
    for (const Field &f : qAsConst(m_fields)) {
        delete f.label;
        delete f.editor->parentWidget(); // the row container holds editor and message
    }
    m_fields.clear();
    m_advancedBuilt = false;
}

void OptionForm::rebuildSections()
{
    for (int i = 0; i < m_sections.size(); ++i)
        clearSection(i);
    m_sections.clear();
    if (m_schema && m_registry) {
        for (const FormatSlot &slot : m_schema->formatSlots) {
            FormatSection section;
            section.slot = slot;
            m_sections << section;
        }
    }
    for (int i = 0; i < m_sections.size(); ++i) {
        FormatSection &section = m_sections[i];
        section.named = currentValue(section.slot.option).trimmed().toLower();
        // Values set aside for this format come back with it.
        const QString prefix = section.slot.prefix + section.named + QLatin1Char('.');
        for (auto it = m_setAside.begin(); !section.named.isEmpty() && it != m_setAside.end();) {
            if (it.key().startsWith(prefix)) {
                m_values.insert(it.key(), it.value());
                it = m_setAside.erase(it);
            } else {
                ++it;
            }
        }
        buildSection(i);
    }
    updateSetAsideNote();
}

void OptionForm::formatEdited(int index)
{
    FormatSection &section = m_sections[index];
    const QString named = currentValue(section.slot.option).trimmed().toLower();
    if (named == section.named)
        return;
    // What was typed into the old format's fields is in m_values from here on.
    for (const Field &f : qAsConst(m_fields)) {
        if (f.section != index)
            continue;
        const QString v = f.editor->value();
        if (v.isEmpty())
            m_values.remove(f.option->key);
        else
            m_values.insert(f.option->key, v);
    }
    // The old format's options are not the table's now: set aside (shown in the note), and
    // back when the format is chosen again. The new format's set-aside values come back.
    const QString oldPrefix = section.slot.prefix + section.named + QLatin1Char('.');
    const QString newPrefix = section.slot.prefix + named + QLatin1Char('.');
    if (!section.named.isEmpty())
        movePrefixed(&m_values, &m_setAside, oldPrefix);
    if (!named.isEmpty())
        movePrefixed(&m_setAside, &m_values, newPrefix);
    section.named = named;
    const QString id = m_registry && m_registry->format(named) ? named : QString();
    if (id != section.id) {
        clearSection(index);
        buildSection(index);
        showDiagnostics(m_shownDiagnostics);
    }
    updateSetAsideNote();
}

void OptionForm::buildSection(int index)
{
    FormatSection &section = m_sections[index];
    const ConnectorSchemaPtr format = m_registry && !section.named.isEmpty() ? m_registry->format(section.named) : ConnectorSchemaPtr();
    section.id = format ? section.named : QString();
    if (!format)
        return;
    section.schema = QSharedPointer<const ConnectorSchema>::create(format->withKeyPrefix(section.slot.prefix + section.id + QLatin1Char('.')));
    const QList<const OptionSchema *> options = section.schema->optionsFor(m_role);
    if (options.isEmpty())
        return;
    section.box = new QGroupBox(m_formats);
    section.box->setObjectName(QStringLiteral("format:") + section.slot.option);
    auto *form = new QFormLayout(section.box);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->setRowWrapPolicy(QFormLayout::DontWrapRows);
    int at = 0; // after the boxes of the slots before this one
    for (int i = 0; i < index; ++i)
        at += m_sections.at(i).box ? 1 : 0;
    static_cast<QVBoxLayout *>(m_formats->layout())->insertWidget(at, section.box);
    section.box->show(); // at once, not when the layout gets to it
    const int first = int(m_fields.size());
    for (const OptionSchema *option : options) {
        // An option the connector's own field gives is not offered twice (HDFS's field
        // delimiter is csv's); one given anyway (an imported table) stays, to be cleared.
        if (section.slot.givenBy.contains(option->key.mid(section.slot.prefix.size())) && m_values.value(option->key).isEmpty())
            continue;
        addField(*option, form, index);
    }
    fillFieldsFrom(first);
    retranslateUi();
}

void OptionForm::clearSection(int index)
{
    FormatSection &section = m_sections[index];
    for (auto it = m_fields.begin(); it != m_fields.end();) {
        if (it->section != index) {
            ++it;
            continue;
        }
        if (m_helpOption == it->option)
            showHelp(nullptr);
        it = m_fields.erase(it);
    }
    delete section.box; // holds the labels, editors and messages of its fields
    section.box = nullptr;
    section.schema.reset();
    section.id.clear();
}

void OptionForm::updateSetAsideNote()
{
    QStringList items;
    for (auto it = m_setAside.cbegin(); it != m_setAside.cend(); ++it)
        items << QStringLiteral("%1 = %2").arg(it.key(), it.value());
    m_setAsideNote->setVisible(!items.isEmpty());
    m_setAsideNote->setText(items.isEmpty() ? QString()
                                            : tr("Not written, as their format is no longer chosen: %1. Choose that format again to get them back.")
                                                  .arg(items.join(QStringLiteral(", "))));
}

QGroupBox *OptionForm::formatSection(const QString &slotOption) const
{
    for (const FormatSection &section : m_sections) {
        if (section.slot.option == slotOption)
            return section.box;
    }
    return nullptr;
}

bool OptionForm::isPendingAdvanced(const QString &key) const
{
    const OptionSchema *option = m_schema && !m_advancedBuilt ? m_schema->option(key) : nullptr;
    return option && option->advanced && option->roles.appliesTo(m_role);
}

void OptionForm::buildAdvanced()
{
    if (m_advancedBuilt || !m_schema)
        return;
    m_advancedBuilt = true;
    const int first = int(m_fields.size());
    for (const OptionSchema *option : m_schema->optionsFor(m_role)) {
        if (option->advanced)
            addField(*option, static_cast<QFormLayout *>(m_advanced->layout()));
    }
    fillFieldsFrom(first);
    showDiagnostics(m_shownDiagnostics);
}

void OptionForm::rebuild()
{
    clearFields();
    m_helpOption = nullptr;
    bool anyAdvanced = false;
    if (m_schema) {
        for (const OptionSchema *option : m_schema->optionsFor(m_role)) {
            anyAdvanced = anyAdvanced || option->advanced;
            if (!option->advanced)
                addField(*option, static_cast<QFormLayout *>(m_basic->layout()));
        }
    }
    for (const Field &f : qAsConst(m_fields)) {
        f.editor->setValue(m_values.value(f.option->key));
        f.editor->setRequired(mustBeSet(*f.option));
        updateOffered(f);
    }
    setColumns(m_columnSpecs);
    m_columnOptions->setOptions(m_schema ? m_schema->columnOptions : ColumnOptions{});
    m_columnOptions->setValues(m_values);
    m_columnBox->setVisible(m_schema && !m_schema->columnOptions.isEmpty());
    if (anyAdvanced && m_advancedToggle->isChecked())
        buildAdvanced();
    rebuildSections();
    m_advancedToggle->setVisible(anyAdvanced);
    m_advanced->setVisible(anyAdvanced && m_advancedToggle->isChecked());
    retranslateUi();
}

void OptionForm::addField(const OptionSchema &option, QFormLayout *layout, int section)
{
    Field field;
    field.option = &option;
    field.section = section;
    auto *row = new QWidget(layout->parentWidget());
    // The message sits beside the editor in room that is always kept for it, so that a message
    // that comes or goes while the user types moves no field (a click lands where it aimed).
    auto *rowLayout = new QHBoxLayout(row);
    rowLayout->setContentsMargins(0, 0, 0, 0);
    // An option that names a format: its index among the schema's format slots.
    int slot = -1;
    if (m_registry && m_schema && section < 0) {
        for (int i = 0; i < m_schema->formatSlots.size(); ++i) {
            if (m_schema->formatSlots.at(i).option == option.key)
                slot = i;
        }
    }
    if (slot >= 0 && option.type != ValueType::Enum) {
        QList<FormatChoice> choices;
        for (const QString &id : option.suggestions.isEmpty() ? m_registry->formats() : option.suggestions) {
            FormatChoice choice{id, {}, {}};
            if (const ConnectorSchemaPtr format = m_registry->format(id)) {
                choice.label = format->label;
                choice.description = format->description;
            }
            choices << choice;
        }
        field.editor = createFormatEditor(option, choices, row);
    } else {
        field.editor = createValueEditor(option, row);
    }
    if (slot >= 0) {
        // The section follows the format named (cheap per keystroke: rebuilt only when the
        // format a schema describes changes).
        const QString key = option.key;
        connect(field.editor, &ValueEditor::edited, this, [this, key] {
            for (int i = 0; i < m_sections.size(); ++i) {
                if (m_sections.at(i).slot.option == key)
                    formatEdited(i);
            }
        });
    }
    field.message = new ElidedLabel(row);
    field.message->setObjectName(QStringLiteral("message:") + option.key);
    rowLayout->addWidget(field.editor, 3);
    rowLayout->addWidget(field.message, 2, Qt::AlignVCenter);
    field.label = new QLabel(layout->parentWidget());
    field.label->setBuddy(field.editor->focusTarget());
    field.editor->focusTarget()->installEventFilter(this);
    field.editor->setObjectName(QStringLiteral("option:") + option.key);
    connect(field.editor, &ValueEditor::edited, this, &OptionForm::edited);
    {
        // The tooltip says what a ${NAME} in the value is in the chosen environment, as typed.
        const QString key = option.key;
        connect(field.editor, &ValueEditor::edited, this, [this, key] {
            if (m_environment.isEmpty())
                return;
            for (const Field &f : qAsConst(m_fields)) {
                if (f.option->key == key)
                    updateLabel(f);
            }
        });
    }
    layout->addRow(field.label, row);
    if (option.secret)
        maskSecret(&field);
    m_fields << field;
}

void OptionForm::maskSecret(Field *field)
{
    // A password typed as it is shows as dots unless the user asks to see it; a ${secret:NAME}
    // reference, which is what belongs here, shows as it is.
    auto *line = qobject_cast<QLineEdit *>(field->editor->focusTarget());
    if (!line)
        return;
    const QIcon eye = QIcon::fromTheme(QStringLiteral("view-visible"), style()->standardIcon(QStyle::SP_FileDialogContentsView));
    QAction *reveal = line->addAction(eye, QLineEdit::TrailingPosition);
    reveal->setCheckable(true);
    reveal->setObjectName(QStringLiteral("reveal:") + field->option->key);
    const QString key = field->option->key;
    const auto mask = [line, reveal, key] {
        const bool hide = !reveal->isChecked() && holdsSecretInClear(key, line->text());
        line->setEchoMode(hide ? QLineEdit::Password : QLineEdit::Normal);
    };
    connect(line, &QLineEdit::textChanged, line, mask);
    connect(reveal, &QAction::toggled, line, mask);
    mask();
    field->reveal = reveal;
}

void OptionForm::updateLabel(const Field &field)
{
    const Language lang = uiLanguage();
    QString text = field.option->label.in(lang);
    if (mustBeSet(*field.option))
        text += QStringLiteral(" *");
    field.label->setText(text);
    QString tip = QStringLiteral("<b>%1</b> <code>%2</code><br/>%3")
                      .arg(field.option->label.in(lang).toHtmlEscaped(), field.option->key.toHtmlEscaped(),
                           field.option->description.in(lang).toHtmlEscaped());
    if (const QString note = targetNote(field.option); !note.isEmpty())
        tip += QStringLiteral("<br/><i>%1</i>").arg(note.toHtmlEscaped());
    if (const QString hint = variableHintFor(field.editor->value()); !hint.isEmpty())
        tip += QStringLiteral("<br/><b>%1</b>").arg(hint.toHtmlEscaped());
    const QString inherited = inheritedFor(*field.option);
    field.editor->setInheritedText(inherited);
    if (!inherited.isEmpty())
        tip += QStringLiteral("<br/><i>%1</i>").arg(tr("Left empty, the table takes it from connection %1; a value typed here wins.").arg(m_connection).toHtmlEscaped());
    field.label->setToolTip(tip);
    field.editor->focusTarget()->setToolTip(tip);
    field.editor->focusTarget()->setWhatsThis(tip);
}

QString OptionForm::variableHintFor(const QString &value) const
{
    if (m_environment.isEmpty() || variableReferences(value).isEmpty())
        return QString();
    QStringList missing;
    const QString written = substituteVariables(value, m_variables, &missing);
    if (!missing.isEmpty())
        return tr("Environment %1 gives no %2").arg(m_environment, missing.join(QStringLiteral(", ")));
    return tr("In environment %1: %2").arg(m_environment, written);
}

void OptionForm::setEnvironment(const QString &name, const Variables &variables)
{
    m_environment = name;
    m_variables = name.isEmpty() ? Variables() : variables;
    for (const Field &f : qAsConst(m_fields))
        updateLabel(f);
}

bool OptionForm::mustBeSet(const OptionSchema &option) const
{
    return (m_schema ? m_schema->mustBeGiven(option, m_role) : option.isRequired(m_role)) && !m_inherited.contains(option.key);
}

QString OptionForm::inheritedFor(const OptionSchema &option) const
{
    const auto found = m_inherited.constFind(option.key);
    if (found == m_inherited.cend())
        return QString();
    // A password the connection holds as it is (only a reference belongs there) is not shown.
    const bool hide = option.secret && holdsSecretInClear(option.key, *found);
    const QString value = hide ? QString::fromLatin1(kMaskedSecret) : *found;
    return tr("From connection %1: %2").arg(m_connection, value);
}

void OptionForm::setInherited(const QString &connection, const QMap<QString, QString> &options)
{
    if (connection == m_connection && options == m_inherited)
        return;
    m_connection = connection;
    m_inherited = connection.isEmpty() ? QMap<QString, QString>() : options;
    for (const Field &f : qAsConst(m_fields)) {
        f.editor->setRequired(mustBeSet(*f.option));
        updateLabel(f);
    }
}

QString OptionForm::variableHint(const QString &key) const
{
    for (const Field &f : m_fields) {
        if (f.option->key == key)
            return variableHintFor(f.editor->value());
    }
    return QString();
}

void OptionForm::retranslateUi()
{
    m_advancedToggle->setText(tr("Advanced options"));
    if (m_schema && !m_schema->columnOptions.isEmpty()) {
        const ColumnOptions &options = m_schema->columnOptions;
        m_columnBox->setTitle(options.selector.isEmpty()
                                  ? tr("Options per column (%1)").arg(ColumnOptions::keyFor(options.options.constFirst().key, tr("<column>")).section(QLatin1Char('.'), 0, -2) + QStringLiteral(".*"))
                                  : tr("Each column's generator (%1)").arg(ColumnOptions::keyFor(options.selector, tr("<column>"))));
    }
    m_columnOptions->retranslate();
    for (const FormatSection &section : qAsConst(m_sections)) {
        if (!section.box)
            continue;
        section.box->setTitle(section.slot.prefix.isEmpty() ? tr("%1 format options").arg(section.id)
                                                            : tr("%1 format options (%2)").arg(section.id, section.slot.option));
    }
    updateSetAsideNote();
    for (const Field &f : qAsConst(m_fields)) {
        updateLabel(f);
        if (f.reveal)
            f.reveal->setToolTip(tr("Show or hide the password. Better: write ${secret:NAME} and give the value at export"));
    }
    showHelp(m_helpOption);
}

void OptionForm::showHelp(const OptionSchema *option)
{
    m_helpOption = option;
    if (!option) {
        m_help->setText(tr("Fields marked * are required. Hover over or click into a field to read what it does.").toHtmlEscaped());
        return;
    }
    const Language lang = uiLanguage();
    QString text = option->key + QStringLiteral(": ") + option->description.in(lang);
    if (option->defaultValue)
        text += QLatin1Char(' ') + tr("Default: %1").arg(*option->defaultValue);
    if (const QString note = targetNote(option); !note.isEmpty())
        text += QLatin1Char(' ') + note;
    QString html = withLinks(text);
    // The connector's options as the platform documents them (target data: connectors.C.docs).
    if (m_schema && !m_schema->target.docs.isEmpty())
        html += QStringLiteral(" <a href=\"%1\">%2</a>")
                    .arg(m_schema->target.docs.toHtmlEscaped(),
                         tr("Documentation: %1").arg(m_schema->target.fullName().in(lang)).toHtmlEscaped());
    m_help->setText(html);
}

QString OptionForm::withLinks(const QString &text)
{
    static const QRegularExpression url(QStringLiteral("https?://[^\\s;,)]+"));
    QString html;
    qsizetype at = 0;
    for (auto it = url.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        html += text.mid(at, m.capturedStart() - at).toHtmlEscaped();
        html += QStringLiteral("<a href=\"%1\">%1</a>").arg(m.captured().toHtmlEscaped());
        at = m.capturedEnd();
    }
    return html + text.mid(at).toHtmlEscaped();
}

QString OptionForm::helpText() const
{
    return m_help->text();
}

QString OptionForm::targetNote(const OptionSchema *option) const
{
    if (!m_schema || m_schema->target.isEmpty())
        return QString();
    const QString platform = m_schema->target.fullName().in(uiLanguage());
    QString note;
    if (option->absentOnTarget)
        note = tr("%1 has no such option: %2").arg(platform, option->absentOnTarget->in(uiLanguage()));
    else if (!option->targetKey.isEmpty())
        note = tr("On %1 this option is called '%2'.").arg(platform, option->targetKey);
    if (!note.isEmpty() && !option->targetSource.isEmpty())
        note += QLatin1Char(' ') + tr("Source: %1").arg(option->targetSource);
    return note;
}

void OptionForm::showDiagnostics(const Diagnostics &diagnostics)
{
    m_shownDiagnostics = diagnostics;
    m_columnOptions->showDiagnostics(diagnostics);
    const Language lang = uiLanguage();
    for (const Field &f : qAsConst(m_fields)) {
        QStringList errors;
        QStringList warnings;
        for (const Diagnostic &d : diagnostics) {
            if (d.subject.kind == Subject::Kind::Option && d.subject.key == f.option->key)
                (d.isError() ? errors : warnings) << d.message.in(lang);
        }
        const QStringList &shown = errors.isEmpty() ? warnings : errors;
        const QString text = shown.join(QLatin1Char('\n'));
        const QString severity = errors.isEmpty() ? QStringLiteral("warning") : QStringLiteral("error");
        // A message that stays as it was is not set again (colourAsFinding, too, leaves a
        // colour that is already right): with some sixty fields, every label's text, palette
        // and property set anew was much of a keystroke's work.
        colourAsFinding(f.message, errors.isEmpty() ? Severity::Warning : Severity::Error);
        if (f.message->toolTip() == text && f.message->property("severity").toString() == severity)
            continue;
        f.message->setFullText(text);
        f.message->setProperty("severity", severity);
    }
}

bool OptionForm::focusOption(const QString &key)
{
    if (m_columnOptions->focusKey(key))
        return true;
    if (isPendingAdvanced(key))
        setAdvancedExpanded(true);
    for (const Field &f : qAsConst(m_fields)) {
        if (f.option->key != key)
            continue;
        if (f.option->advanced)
            setAdvancedExpanded(true);
        f.editor->focusTarget()->setFocus(Qt::OtherFocusReason);
        return true;
    }
    return false;
}

ValueEditor *OptionForm::editor(const QString &key) const
{
    for (const Field &f : m_fields) {
        if (f.option->key == key)
            return f.editor;
    }
    return nullptr;
}

void OptionForm::fillFieldsFrom(int first)
{
    for (int i = first; i < m_fields.size(); ++i) {
        const Field &f = m_fields.at(i);
        f.editor->setValue(m_values.value(f.option->key));
        f.editor->setRequired(mustBeSet(*f.option));
        f.editor->setColumns(m_columns);
        updateOffered(f);
        updateLabel(f);
    }
}

void OptionForm::updateOffered(const Field &field)
{
    const bool offered = !field.option->absentOnTarget || !field.editor->value().isEmpty();
    field.editor->setEnabled(offered);
    field.label->setEnabled(offered);
}

QString OptionForm::messageOf(const QString &key) const
{
    for (const Field &f : m_fields) {
        if (f.option->key == key)
            return f.message->fullText();
    }
    return QString();
}

QString OptionForm::labelOf(const QString &key) const
{
    for (const Field &f : m_fields) {
        if (f.option->key == key)
            return f.label->text();
    }
    return QString();
}

bool OptionForm::advancedExpanded() const
{
    return m_advancedToggle->isChecked();
}

void OptionForm::setAdvancedExpanded(bool expanded)
{
    m_advancedToggle->setChecked(expanded);
}

void OptionForm::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

bool OptionForm::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::FocusIn) {
        for (const Field &f : qAsConst(m_fields)) {
            if (f.editor->focusTarget() == watched)
                showHelp(f.option);
        }
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace st

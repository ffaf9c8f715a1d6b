#include "valueeditors.h"

#include "widecombobox.h"

#include "uilanguage.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QCompleter>
#include <QEvent>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QMenu>
#include <QPainter>
#include <QStyledItemDelegate>
#include <QRegularExpression>
#include <QSignalBlocker>
#include <QAbstractSpinBox>
#include <QToolButton>

#include <functional>
#include <limits>

namespace st {

ValueEditor::ValueEditor(const OptionSchema &option, QWidget *parent)
    : QWidget(parent), m_option(option)
{
}

void ValueEditor::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void ValueEditor::setInheritedText(const QString &text)
{
    if (text == m_inherited)
        return;
    m_inherited = text;
    retranslateUi();
}

QString ValueEditor::unsetText() const
{
    if (!m_inherited.isEmpty())
        return m_inherited;
    return m_option.defaultValue ? tr("Default: %1").arg(*m_option.defaultValue) : tr("Not set");
}

namespace {

QHBoxLayout *bareLayout(QWidget *owner)
{
    auto *layout = new QHBoxLayout(owner);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(4);
    return layout;
}

/// Free text: strings, lists, class names, URIs, commit times, 64-bit numbers.
class LineEditor : public ValueEditor
{
public:
    explicit LineEditor(const OptionSchema &option, QWidget *parent) : ValueEditor(option, parent), m_edit(new QLineEdit(this))
    {
        bareLayout(this)->addWidget(m_edit);
        m_edit->setClearButtonEnabled(true);
        if (!option.suggestions.isEmpty()) {
            auto *completer = new QCompleter(option.suggestions, m_edit);
            completer->setCaseSensitivity(Qt::CaseInsensitive);
            completer->setCompletionMode(QCompleter::UnfilteredPopupCompletion);
            m_edit->setCompleter(completer);
        }
        connect(m_edit, &QLineEdit::textEdited, this, &ValueEditor::edited);
        retranslateUi();
    }
    QString value() const override { return m_edit->text(); }
    void setValue(const QString &value) override { m_edit->setText(value); }
    QWidget *focusTarget() const override { return m_edit; }

protected:
    void retranslateUi() override
    {
        if (m_option.defaultValue || !m_inherited.isEmpty())
            m_edit->setPlaceholderText(unsetText());
        else if (!m_option.example.isEmpty())
            m_edit->setPlaceholderText(ValueEditor::tr("e.g. %1").arg(m_option.example));
        else if (m_option.type == ValueType::CommitTime)
            m_edit->setPlaceholderText(QStringLiteral("yyyyMMddHHmmss"));
        else
            m_edit->setPlaceholderText(QString());
    }

    QLineEdit *m_edit;
};

/// Enumerations: a combo box whose first entry means "not set".
class EnumEditor : public ValueEditor
{
public:
    explicit EnumEditor(const OptionSchema &option, QWidget *parent) : ValueEditor(option, parent), m_combo(new WideComboBox(this))
    {
        bareLayout(this)->addWidget(m_combo);
        m_combo->addItem(QString());
        for (const QString &v : option.values)
            m_combo->addItem(v, v);
        connect(m_combo, QOverload<int>::of(&QComboBox::activated), this, &ValueEditor::edited);
        retranslateUi();
    }
    QString value() const override { return m_combo->currentData().toString(); }
    void setValue(const QString &value) override
    {
        int index = value.isEmpty() ? 0 : m_combo->findData(value);
        if (index < 0) {
            // Kept as typed (for example a value in another case), so nothing is lost.
            m_combo->addItem(value, value);
            index = m_combo->count() - 1;
        }
        m_combo->setCurrentIndex(index);
    }
    QWidget *focusTarget() const override { return m_combo; }

protected:
    void retranslateUi() override { m_combo->setItemText(0, unsetText()); }

private:
    QComboBox *m_combo;
};

/// Booleans: a tri-state check box; the partial state means "not set". A required boolean has
/// two states only, starting from its default (or false).
class BooleanEditor : public ValueEditor
{
public:
    explicit BooleanEditor(const OptionSchema &option, QWidget *parent) : ValueEditor(option, parent), m_box(new QCheckBox(this))
    {
        bareLayout(this)->addWidget(m_box);
        m_box->setTristate(true);
        m_box->setCheckState(Qt::PartiallyChecked);
        connect(m_box, &QCheckBox::clicked, this, [this] {
            m_raw.clear();
            retranslateUi();
            Q_EMIT edited();
        });
        retranslateUi();
    }
    QString value() const override
    {
        switch (m_box->checkState()) {
        case Qt::Checked: return QStringLiteral("true");
        case Qt::Unchecked: return QStringLiteral("false");
        default: return m_raw;
        }
    }
    void setValue(const QString &value) override
    {
        m_raw.clear();
        if (value.compare(QLatin1String("true"), Qt::CaseInsensitive) == 0) {
            m_box->setCheckState(Qt::Checked);
        } else if (value.compare(QLatin1String("false"), Qt::CaseInsensitive) == 0) {
            m_box->setCheckState(Qt::Unchecked);
        } else {
            m_raw = value;
            m_box->setCheckState(Qt::PartiallyChecked);
        }
        retranslateUi();
    }
    QWidget *focusTarget() const override { return m_box; }
    void setRequired(bool required) override
    {
        m_box->setTristate(!required);
        if (required && m_box->checkState() == Qt::PartiallyChecked && m_raw.isEmpty()) {
            const bool on = m_option.defaultValue && m_option.defaultValue->compare(QLatin1String("true"), Qt::CaseInsensitive) == 0;
            m_box->setCheckState(on ? Qt::Checked : Qt::Unchecked);
        }
        retranslateUi();
    }

protected:
    void retranslateUi() override
    {
        switch (m_box->checkState()) {
        case Qt::Checked: m_box->setText(QStringLiteral("true")); break;
        case Qt::Unchecked: m_box->setText(QStringLiteral("false")); break;
        default: m_box->setText(m_raw.isEmpty() ? unsetText() : ValueEditor::tr("\"%1\" (not true or false)").arg(m_raw)); break;
        }
    }

private:
    QCheckBox *m_box;
    QString m_raw; ///< a value that is neither true nor false, kept until the user clicks
};

/// A spin box over free text: the arrows, the wheel and Up/Down step the number within the
/// option's range, but what the user types is kept as typed (0 below a minimum of 1, "four",
/// a number too large), never clamped or reverted on leaving, so that the validator sees it and
/// the field shows its message like any other. Empty text means "not set".
class NumberBox : public QAbstractSpinBox
{
public:
    NumberBox(qint64 lowest, qint64 highest, QWidget *parent) : QAbstractSpinBox(parent), m_lowest(lowest), m_highest(highest)
    {
        setAccelerated(true);
        lineEdit()->setClearButtonEnabled(true);
    }
    QLineEdit *edit() const { return lineEdit(); }
    /// The first step from "not set" starts here (the default, else the lowest allowed value).
    void setStart(qint64 start) { m_start = start; }

    QValidator::State validate(QString &, int &) const override { return QValidator::Acceptable; }
    void fixup(QString &) const override {}
    void stepBy(int steps) override
    {
        bool ok = false;
        const qint64 current = lineEdit()->text().trimmed().toLongLong(&ok);
        const qint64 next = ok ? qBound(m_lowest, current + steps, m_highest) : qBound(m_lowest, m_start, m_highest);
        lineEdit()->setText(QString::number(next));
        lineEdit()->selectAll();
        if (stepped)
            stepped();
    }
    /// Called after the user stepped the value (this class declares no signals of its own).
    std::function<void()> stepped;

protected:
    StepEnabled stepEnabled() const override
    {
        if (isReadOnly())
            return StepNone;
        bool ok = false;
        const qint64 current = lineEdit()->text().trimmed().toLongLong(&ok);
        if (!ok)
            return StepUpEnabled | StepDownEnabled;
        StepEnabled enabled = StepNone;
        if (current < m_highest)
            enabled |= StepUpEnabled;
        if (current > m_lowest)
            enabled |= StepDownEnabled;
        return enabled;
    }

private:
    qint64 m_lowest;
    qint64 m_highest;
    qint64 m_start = 0;
};

/// 32-bit whole numbers: a NumberBox, empty for "not set".
class IntegerEditor : public ValueEditor
{
public:
    explicit IntegerEditor(const OptionSchema &option, QWidget *parent)
        : ValueEditor(option, parent),
          m_box(new NumberBox(option.min ? qMax<qint64>(*option.min, std::numeric_limits<int>::min()) : std::numeric_limits<int>::min(),
                              option.max ? qMin<qint64>(*option.max, std::numeric_limits<int>::max()) : std::numeric_limits<int>::max(), this))
    {
        bareLayout(this)->addWidget(m_box);
        bool ok = false;
        const qint64 start = option.defaultValue ? option.defaultValue->trimmed().toLongLong(&ok) : 0;
        m_box->setStart(ok ? start : option.min.value_or(0));
        connect(m_box->edit(), &QLineEdit::textEdited, this, &ValueEditor::edited);
        m_box->stepped = [this] { Q_EMIT edited(); };
        retranslateUi();
    }
    QString value() const override { return m_box->edit()->text(); }
    void setValue(const QString &value) override { m_box->edit()->setText(value); }
    QWidget *focusTarget() const override { return m_box; }

protected:
    void retranslateUi() override { m_box->edit()->setPlaceholderText(unsetText()); }

private:
    NumberBox *m_box;
};

/// Durations: an amount and a unit.
class DurationEditor : public ValueEditor
{
public:
    explicit DurationEditor(const OptionSchema &option, QWidget *parent)
        : ValueEditor(option, parent), m_amount(new QLineEdit(this)), m_unit(new QComboBox(this))
    {
        auto *layout = bareLayout(this);
        layout->addWidget(m_amount, 1);
        layout->addWidget(m_unit);
        for (const char *unit : {"ms", "s", "min", "h", "d"})
            m_unit->addItem(QLatin1String(unit), QLatin1String(unit));
        // Start in the unit the schema's default or example is written in (a bare number is
        // milliseconds, as in the seed's 60000 for the checkpoint interval); else seconds.
        const QString hint = option.defaultValue.value_or(option.example);
        const QRegularExpressionMatch m = durationForm().match(hint);
        const int unitIndex = m.hasMatch() ? m_unit->findData(shortUnit(m.captured(2))) : -1;
        m_unit->setCurrentIndex(unitIndex >= 0 ? unitIndex : 1);
        m_amount->setClearButtonEnabled(true);
        connect(m_amount, &QLineEdit::textEdited, this, &ValueEditor::edited);
        connect(m_unit, QOverload<int>::of(&QComboBox::activated), this, &ValueEditor::edited);
        retranslateUi();
    }
    QString value() const override
    {
        const QString amount = m_amount->text().trimmed();
        static const QRegularExpression digits(QStringLiteral("^\\d+$"));
        if (amount.isEmpty() || !digits.match(amount).hasMatch())
            return m_amount->text(); // as typed; the validator explains what is wrong
        return amount + QLatin1Char(' ') + m_unit->currentData().toString();
    }
    void setValue(const QString &value) override
    {
        const QRegularExpressionMatch m = durationForm().match(value);
        const QString unit = m.hasMatch() ? shortUnit(m.captured(2)) : QString();
        if (m.hasMatch() && !unit.isEmpty()) {
            m_amount->setText(m.captured(1));
            m_unit->setCurrentIndex(m_unit->findData(unit));
        } else {
            m_amount->setText(value);
        }
    }
    QWidget *focusTarget() const override { return m_amount; }

protected:
    void retranslateUi() override { m_amount->setPlaceholderText(unsetText()); }

private:
    static const QRegularExpression &durationForm()
    {
        static const QRegularExpression form(QStringLiteral("^\\s*(\\d+)\\s*([a-zA-Z]*)\\s*$"));
        return form;
    }

    /// Flink's unit spellings mapped to the five the combo box offers; a bare number is ms.
    static QString shortUnit(const QString &unit)
    {
        const QString u = unit.toLower();
        if (u.isEmpty() || u == QLatin1String("ms") || u.startsWith(QLatin1String("milli")))
            return QStringLiteral("ms");
        if (u == QLatin1String("s") || u.startsWith(QLatin1String("sec")))
            return QStringLiteral("s");
        if (u == QLatin1String("m") || u.startsWith(QLatin1String("min")))
            return QStringLiteral("min");
        if (u == QLatin1String("h") || u.startsWith(QLatin1String("hour")))
            return QStringLiteral("h");
        if (u == QLatin1String("d") || u.startsWith(QLatin1String("day")))
            return QStringLiteral("d");
        return QString();
    }

    QLineEdit *m_amount;
    QComboBox *m_unit;
};

/// Column lists: free text plus a menu to tick columns of the table.
class ColumnsEditor : public LineEditor
{
public:
    explicit ColumnsEditor(const OptionSchema &option, QWidget *parent) : LineEditor(option, parent), m_pick(new QToolButton(this))
    {
        layout()->addWidget(m_pick);
        m_pick->setPopupMode(QToolButton::InstantPopup);
        m_pick->setMenu(new QMenu(m_pick));
        connect(m_pick->menu(), &QMenu::aboutToShow, this, [this] { fillMenu(); });
        retranslateUi();
    }
    void setColumns(const QStringList &names) override
    {
        m_columns = names;
        m_pick->setEnabled(!names.isEmpty());
    }

protected:
    void retranslateUi() override
    {
        LineEditor::retranslateUi();
        if (m_pick) {
            m_pick->setText(ValueEditor::tr("Columns"));
            m_pick->setToolTip(ValueEditor::tr("Pick columns of the table"));
            // Room for the menu arrow, which the style draws over the text otherwise.
            m_pick->setMinimumWidth(m_pick->fontMetrics().horizontalAdvance(m_pick->text()) + 32);
        }
    }

private:
    void fillMenu()
    {
        QMenu *menu = m_pick->menu();
        menu->clear();
        const QStringList chosen = m_option.items(value());
        for (const QString &column : m_columns) {
            QAction *action = menu->addAction(column);
            action->setCheckable(true);
            action->setChecked(chosen.contains(column, Qt::CaseInsensitive));
            connect(action, &QAction::toggled, this, [this, column](bool on) { toggle(column, on); });
        }
    }
    void toggle(const QString &column, bool on)
    {
        const QStringList current = value().trimmed().isEmpty() ? QStringList() : m_option.items(value());
        QStringList items;
        for (const QString &c : current) {
            if (c.compare(column, Qt::CaseInsensitive) != 0)
                items << c;
        }
        if (on)
            items << column;
        m_edit->setText(items.join(m_option.separator));
        Q_EMIT edited();
    }

    QToolButton *m_pick = nullptr;
    QStringList m_columns;
};

/// An editable combo box: any text may be typed, the list offers some. Its text changing is an
/// edit unless the editor sets it itself (m_setting).
class ComboEditor : public ValueEditor
{
public:
    ComboEditor(const OptionSchema &option, QWidget *parent) : ValueEditor(option, parent), m_combo(new WideComboBox(this))
    {
        bareLayout(this)->addWidget(m_combo);
        m_combo->setEditable(true);
        m_combo->setInsertPolicy(QComboBox::NoInsert);
        connect(m_combo, &QComboBox::currentTextChanged, this, [this] {
            if (!m_setting)
                Q_EMIT edited();
        });
    }
    QString value() const override { return m_combo->currentText(); }
    QWidget *focusTarget() const override { return m_combo; }

protected:
    QComboBox *m_combo;
    bool m_setting = false;
};

/// One column: an editable combo box listing the table's columns.
class ColumnEditor : public ComboEditor
{
public:
    ColumnEditor(const OptionSchema &option, QWidget *parent) : ComboEditor(option, parent) { retranslateUi(); }
    void setValue(const QString &value) override
    {
        m_setting = true;
        m_combo->setEditText(value);
        m_setting = false;
    }
    void setColumns(const QStringList &names) override
    {
        m_setting = true;
        const QString current = m_combo->currentText();
        m_combo->clear();
        m_combo->addItems(names);
        m_combo->setEditText(current);
        m_setting = false;
    }

protected:
    void retranslateUi() override { m_combo->lineEdit()->setPlaceholderText(unsetText()); }
};

/// The popup rows of a format combo box: the id, and the format's label after it, greyed.
class FormatDelegate : public QStyledItemDelegate
{
public:
    static constexpr int LabelRole = Qt::UserRole + 1;

    using QStyledItemDelegate::QStyledItemDelegate;
    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        QStyledItemDelegate::paint(painter, option, index);
        const QString label = index.data(LabelRole).toString();
        if (label.isEmpty())
            return;
        painter->save();
        const bool selected = option.state & QStyle::State_Selected;
        painter->setPen(option.palette.color(selected ? QPalette::HighlightedText : QPalette::PlaceholderText));
        painter->drawText(option.rect.adjusted(0, 0, -8, 0), Qt::AlignRight | Qt::AlignVCenter, label);
        painter->restore();
    }
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        QSize size = QStyledItemDelegate::sizeHint(option, index);
        const QString label = index.data(LabelRole).toString();
        if (!label.isEmpty())
            size.rwidth() += option.fontMetrics.horizontalAdvance(label) + 32;
        return size;
    }
};

/// Options that name a format: an editable combo box of the formats offered, each with its
/// label; any text may be typed (the validator warns about a format no schema describes).
class FormatEditor : public ComboEditor
{
public:
    FormatEditor(const OptionSchema &option, const QList<FormatChoice> &choices, QWidget *parent)
        : ComboEditor(option, parent), m_choices(choices)
    {
        // What is typed stays as typed: no inline completion that turns "j" into "json" while
        // the user is on the way to another name.
        m_combo->setCompleter(nullptr);
        m_combo->lineEdit()->setClearButtonEnabled(true);
        m_combo->setItemDelegate(new FormatDelegate(m_combo));
        m_setting = true; // filling the list is no edit
        for (const FormatChoice &choice : choices)
            m_combo->addItem(choice.id, choice.id);
        m_combo->setMaxVisibleItems(qBound(10, int(choices.size()), 20)); // the whole list, as far as it fits
        m_combo->setEditText(QString());
        m_setting = false;
        retranslateUi();
    }
    void setValue(const QString &value) override
    {
        m_setting = true;
        const int index = value.isEmpty() ? -1 : m_combo->findData(value);
        if (index >= 0)
            m_combo->setCurrentIndex(index);
        m_combo->setEditText(value);
        m_setting = false;
    }

protected:
    void retranslateUi() override
    {
        m_combo->lineEdit()->setPlaceholderText(unsetText());
        const Language lang = uiLanguage();
        // Changing the data of the current item makes an editable combo box put that item's text
        // into its line: a language switch turned an empty format into the first one offered (and
        // told the form so). The text stays what it was, and the relabelling is no edit.
        const QString typed = m_combo->currentText();
        const bool wasSetting = m_setting;
        m_setting = true;
        for (int i = 0; i < m_choices.size() && i < m_combo->count(); ++i) {
            const FormatChoice &choice = m_choices.at(i);
            const QString label = choice.label.in(lang);
            // "JSON" beside json says nothing; "Debezium JSON" or "Raw（原始字节）" does.
            const bool says = !label.isEmpty() && label.compare(choice.id, Qt::CaseInsensitive) != 0;
            m_combo->setItemData(i, says ? label : QString(), FormatDelegate::LabelRole);
            const QString description = choice.description.in(lang);
            m_combo->setItemData(i, label.isEmpty() ? QVariant() : QVariant(description.isEmpty() ? label : label + QStringLiteral(": ") + description),
                                 Qt::ToolTipRole);
        }
        if (m_combo->currentText() != typed)
            m_combo->setEditText(typed);
        m_setting = wasSetting;
    }

private:
    QList<FormatChoice> m_choices;
};

/// Keeps the mouse wheel from changing a choice or a number the user has not clicked into: the
/// form scrolls under the pointer, and a wheel turned to scroll it went through the drop-downs
/// it passed over (a key format became csv, unseen, and was saved). Such a wheel event is
/// passed on to the scroll area, as QApplication does with an event a widget ignores.
class WheelOnlyWhenFocused : public QObject
{
public:
    using QObject::QObject;

    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() != QEvent::Wheel)
            return false;
        auto *widget = qobject_cast<QWidget *>(watched);
        if (!widget || widget->hasFocus())
            return false;
        event->ignore();
        return true; // not delivered; ignored, it goes on to the parents
    }
};

/// Guards the drop-downs and number boxes of `editor` (see WheelOnlyWhenFocused); the wheel
/// no longer gives them focus either.
ValueEditor *guardWheel(ValueEditor *editor)
{
    auto *guard = new WheelOnlyWhenFocused(editor);
    const QList<QWidget *> children = editor->findChildren<QWidget *>();
    for (QWidget *child : children) {
        if (qobject_cast<QComboBox *>(child) || qobject_cast<QAbstractSpinBox *>(child)) {
            child->setFocusPolicy(Qt::StrongFocus);
            child->installEventFilter(guard);
        }
    }
    return editor;
}

ValueEditor *createEditorOfType(const OptionSchema &option, QWidget *parent)
{
    switch (option.type) {
    case ValueType::Enum: return new EnumEditor(option, parent);
    case ValueType::Boolean: return new BooleanEditor(option, parent);
    case ValueType::Integer: return new IntegerEditor(option, parent);
    case ValueType::Duration: return new DurationEditor(option, parent);
    case ValueType::Columns: return new ColumnsEditor(option, parent);
    case ValueType::Column: return new ColumnEditor(option, parent);
    case ValueType::String:
    case ValueType::Long:
    case ValueType::Double:
    case ValueType::MemorySize:
    case ValueType::List:
    case ValueType::CommitTime:
    case ValueType::Class:
    case ValueType::Uri:
    case ValueType::Regex:
    case ValueType::ColumnTemplate:
    case ValueType::IntegerRange:
        break;
    }
    return new LineEditor(option, parent);
}

} // namespace

ValueEditor *createFormatEditor(const OptionSchema &option, const QList<FormatChoice> &choices, QWidget *parent)
{
    return guardWheel(new FormatEditor(option, choices, parent));
}

ValueEditor *createValueEditor(const OptionSchema &option, QWidget *parent)
{
    return guardWheel(createEditorOfType(option, parent));
}

} // namespace st

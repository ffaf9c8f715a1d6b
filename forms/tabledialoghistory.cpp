#include "tabledialog.h"

#include "optionform.h"

#include <QApplication>
#include <QPointer>
#include <QPushButton>
#include <QStackedWidget>
#include <QUndoStack>

#include <functional>

// TableDialog's undo history: each edit a snapshot of the whole table, typing into one field
// merged into one step.

namespace st {

namespace {

/// One step of the editor's history: the whole table before and after it (a few kilobytes at
/// most, and the form can be put back from it exactly, whatever part of it was edited).
class SnapshotCommand : public QUndoCommand
{
public:
    SnapshotCommand(std::function<void(const TableSpec &)> load, TableSpec before, TableSpec after, const QString &field, int run,
                    bool mergeable)
        : m_load(std::move(load)), m_before(std::move(before)), m_after(std::move(after)), m_field(field), m_run(run), m_mergeable(mergeable)
    {
        setText(field); // an internal name; TableDialog::describeEdit() says it in the interface language
    }
    // One id for all: mergeWith() decides by field and typing run.
    int id() const override { return m_mergeable ? 1 : -1; }
    bool mergeWith(const QUndoCommand *other) override
    {
        const auto *next = static_cast<const SnapshotCommand *>(other);
        if (next->m_field != m_field || next->m_run != m_run)
            return false;
        m_after = next->m_after;
        // Typed and erased again: nothing left to undo.
        setObsolete(m_after == m_before);
        return true;
    }
    void undo() override { m_load(m_before); }
    void redo() override
    {
        // Pushed after the edit was made in the form: only a later redo has to put it back.
        if (m_done)
            m_load(m_after);
        m_done = true;
    }
    QString field() const { return m_field; }

private:
    std::function<void(const TableSpec &)> m_load;
    TableSpec m_before;
    TableSpec m_after;
    QString m_field;
    int m_run;
    bool m_mergeable;
    bool m_done = false;
};

/// Which part of the table differs between `a` and `b`, as an undo step's field name.
QString changedField(const TableSpec &a, const TableSpec &b)
{
    QStringList parts;
    if (a.name != b.name)
        parts << QStringLiteral("name");
    if (a.comment != b.comment)
        parts << QStringLiteral("comment");
    if (a.role != b.role)
        parts << QStringLiteral("role");
    if (a.connection != b.connection)
        parts << QStringLiteral("connection");
    if (a.options != b.options) {
        QStringList keys;
        for (const QString &k : a.options.keys() + b.options.keys()) {
            if (!keys.contains(k) && a.options.value(k) != b.options.value(k))
                keys << k;
        }
        parts << (keys.size() == 1 ? QStringLiteral("option:") + keys.first() : QStringLiteral("options"));
    }
    if (a.columns != b.columns || a.primaryKey != b.primaryKey)
        parts << QStringLiteral("columns");
    if (!(a.watermark == b.watermark))
        parts << QStringLiteral("watermark");
    if (a.partitionedBy != b.partitionedBy)
        parts << QStringLiteral("partitions");
    if (a.connector != b.connector || a.target != b.target)
        parts << QStringLiteral("table");
    return parts.size() == 1 ? parts.first() : QStringLiteral("table");
}

/// Fields typed into a keystroke at a time: their keystrokes merge into one step.
bool isTypedField(const QString &field)
{
    return field == QLatin1String("name") || field == QLatin1String("comment") || field.startsWith(QLatin1String("option:"))
           || field == QLatin1String("watermark") || field == QLatin1String("partitions");
}

} // namespace

void TableDialog::recordEdit(const QString &field)
{
    if (m_loading || m_pages->currentIndex() != EditorPage)
        return;
    const TableSpec now = spec();
    if (now == m_recorded)
        return;
    const QString name = field.isEmpty() ? changedField(m_recorded, now) : field;
    auto *step = new SnapshotCommand([this](const TableSpec &s) { loadState(s); }, m_recorded, now, name, m_typingRun, isTypedField(name));
    m_recorded = now;
    m_undo->push(step);
}

void TableDialog::stepKeepingFocus(void (QUndoStack::*step)())
{
    // An undo or redo may make the focused field anew (the option fields of another role): the
    // focus went with it, and what the user typed next went nowhere. It goes back to the field,
    // or to the same option's new one.
    const QPointer<QWidget> focused = QApplication::focusWidget();
    QString option;
    for (const QWidget *w = focused; w && w != this; w = w->parentWidget()) {
        if (w->objectName().startsWith(QLatin1String("option:")))
            option = w->objectName().mid(7);
    }
    const bool wasHere = focused && isAncestorOf(focused.data());
    (m_undo->*step)();
    if (!wasHere)
        return;
    if (focused && focused->isVisible() && focused->isEnabled()) {
        if (QApplication::focusWidget() != focused)
            focused->setFocus(Qt::OtherFocusReason);
    } else if (!option.isEmpty()) {
        m_options->focusOption(option); // Qt gave the focus to the next field, or to none
    }
}

void TableDialog::updateUndoButtons()
{
    m_undoButton->setEnabled(m_undo->canUndo());
    m_redoButton->setEnabled(m_undo->canRedo());
    const QString undoKeys = QKeySequence(QKeySequence::Undo).toString(QKeySequence::NativeText);
    QStringList redoBindings;
    for (const QKeySequence &keys : QKeySequence::keyBindings(QKeySequence::Redo))
        redoBindings << keys.toString(QKeySequence::NativeText);
    const QString redoKeys = redoBindings.join(QStringLiteral(" / "));
    m_undoButton->setToolTip(m_undo->canUndo() ? tr("Undo: %1 (%2)").arg(describeEdit(m_undo->undoText()), undoKeys)
                                               : tr("Nothing to undo (%1)").arg(undoKeys));
    m_redoButton->setToolTip(m_undo->canRedo() ? tr("Redo: %1 (%2)").arg(describeEdit(m_undo->redoText()), redoKeys)
                                               : tr("Nothing to redo (%1)").arg(redoKeys));
}

QString TableDialog::describeEdit(const QString &field) const
{
    if (field.startsWith(QLatin1String("option:")))
        return tr("option %1").arg(field.mid(7));
    if (field == QLatin1String("name"))
        return tr("table name");
    if (field == QLatin1String("comment"))
        return tr("comment");
    if (field == QLatin1String("role"))
        return tr("role");
    if (field == QLatin1String("connection"))
        return tr("connection");
    if (field == QLatin1String("options"))
        return tr("connector options");
    if (field == QLatin1String("columns"))
        return tr("columns");
    if (field == QLatin1String("watermark"))
        return tr("watermark");
    if (field == QLatin1String("partitions"))
        return tr("partition columns");
    if (field == QLatin1String("paste"))
        return tr("pasted DDL");
    if (field == QLatin1String("sample"))
        return tr("columns from sample");
    return tr("several fields");
}

} // namespace st

#pragma once

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QPlainTextEdit;

namespace st {

/// Edits one column's type with room for nested types: a ROW's fields one per line, indented
/// (layOutFlinkType), checked as the user types by the same parser that checks the table, and
/// given back on one line as the Type cell holds it. An empty type is allowed (a computed
/// column has none); a type the parser refuses keeps OK disabled and says why.
class TypeEditorDialog : public QDialog
{
    Q_OBJECT

public:
    TypeEditorDialog(const QString &column, const QString &type, QWidget *parent = nullptr);

    /// The type as typed, on one line.
    QString type() const;

    // Parts, for tests.
    QPlainTextEdit *editor() const { return m_editor; }
    QLabel *problemLabel() const { return m_problem; }
    QDialogButtonBox *buttons() const { return m_buttons; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void check();
    void retranslateUi();

    QString m_column;
    QLabel *m_intro;
    QPlainTextEdit *m_editor;
    QLabel *m_problem;
    QDialogButtonBox *m_buttons;
};

} // namespace st

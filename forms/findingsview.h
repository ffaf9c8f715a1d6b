#pragma once

#include "check/diagnostic.h"
#include "core/severity.h"

#include <QCoreApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QIcon>
#include <QList>
#include <QString>

class QLabel;
class QTreeWidget;

namespace st {

/// How the designer names a severity: "error", "warning", "note", translated (the CLI keeps
/// the English words on purpose: scripts match them).
QString severityWord(Severity severity);
/// The icon the designer shows beside a finding of `severity`.
QIcon severityIcon(Severity severity);
/// A finding's subject as the designer shows it (a wiring as `SOURCE → SINK`).
QString displaySubject(const Subject &subject);
/// `error: topic: message`, with the severity word translated.
QString findingText(const Diagnostic &diagnostic, Language lang);

/// One finding shown in a FindingsDialog: the group it belongs to (a table, a database, a
/// job) and its text.
struct GroupedFinding
{
    QString group;
    Severity severity = Severity::Error;
    QString text;
};

/// A message with a list of findings grouped by table, for what is too long for a message box
/// (an export refused for 200 findings once made one 3,488 px tall): the message stays at the
/// top, the findings scroll in a tree with one branch per group, and the buttons stay on the
/// screen. The window is sized to the screen it opens on.
class FindingsDialog : public QDialog
{
    Q_OBJECT

public:
    FindingsDialog(const QString &title, const QString &message, const QList<GroupedFinding> &findings, QWidget *parent = nullptr);

    /// Adds a button to the row at the bottom; the first one added with `isDefault` is the default.
    QPushButton *addButton(const QString &text, QDialogButtonBox::ButtonRole role, bool isDefault = false);
    QPushButton *addButton(QDialogButtonBox::StandardButton button, bool isDefault = false);
    /// The button the dialog was closed with, or none (Escape, the window's close button).
    QAbstractButton *clickedButton() const { return m_clicked; }
    QTreeWidget *tree() const { return m_tree; }
    QLabel *messageLabel() const { return m_message; }

private:
    QLabel *m_message;
    QTreeWidget *m_tree;
    QDialogButtonBox *m_buttons;
    QAbstractButton *m_clicked = nullptr;
};

} // namespace st

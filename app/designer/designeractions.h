#pragma once

#include <QCoreApplication>
#include <QMap>
#include <QString>

class QAction;
class QWidget;

namespace st {

/// The designer's actions (menu items, toolbar buttons, shortcuts): each named once with its
/// shortcut, icon and text. The window connects them to what they do and places them in its
/// menus and toolbar; the keyboard shortcuts dialog lists them.
class DesignerActions
{
    Q_DECLARE_TR_FUNCTIONS(DesignerActions)

public:
    /// Every action, by object name, owned by `owner`; Edit > Undo / Redo are disabled until a
    /// table dialog has something to undo.
    static QMap<QString, QAction *> create(QWidget *owner);
    /// Gives each action its text in the interface's language (and the toolbar's short text);
    /// Undo and Redo, whose text names the edit, are the editors' (TableEditors).
    static void retranslate(const QMap<QString, QAction *> &actions);
};

} // namespace st

#pragma once

#include "core/localizedtext.h"

#include <QCoreApplication>
#include <QMap>
#include <QString>

#include <functional>

class QAction;
class QActionGroup;
class QMainWindow;
class QMenu;
class QToolBar;
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

class RecentCatalogsMenu;

/// Where the actions show: the menu bar's menus (File, Edit, View, Database, Job, Language,
/// Help) and the main toolbar.
struct DesignerMenus
{
    /// Puts `actions` into `window`'s menu bar and a toolbar; the Language menu names each
    /// language in itself (`current` checked) and calls `choose` with the one picked.
    void build(QMainWindow *window, const QMap<QString, QAction *> &actions, Language current,
               const std::function<void(Language)> &choose);
    void retranslate();

    QMenu *file = nullptr;
    RecentCatalogsMenu *recent = nullptr; ///< File > Recent catalogs
    QMenu *edit = nullptr;
    QMenu *view = nullptr;
    QMenu *database = nullptr;
    QMenu *job = nullptr;
    QMenu *language = nullptr;
    QActionGroup *languages = nullptr; ///< the Language menu's items, one checked
    QMenu *help = nullptr;
    QToolBar *toolBar = nullptr;
};

} // namespace st

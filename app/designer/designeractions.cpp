#include "designeractions.h"

#include "menutext.h"
#include "recentcatalogs.h"

#include <QAction>
#include <QActionGroup>
#include <QKeySequence>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QStyle>
#include <QToolBar>
#include <QWidget>

namespace st {

QMap<QString, QAction *> DesignerActions::create(QWidget *owner)
{
    struct Spec
    {
        const char *name;
        QKeySequence shortcut;
        QStyle::StandardPixmap icon;
    };
    const Spec specs[] = {
        {"openCatalog", QKeySequence::Open, QStyle::SP_DirOpenIcon},
        {"openServerCatalog", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O), QStyle::SP_DriveNetIcon},
        {"newDatabase", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N), QStyle::SP_FileDialogNewFolder},
        {"renameDatabase", QKeySequence(Qt::SHIFT | Qt::Key_F2), QStyle::SP_CustomBase},
        {"changeTarget", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_T), QStyle::SP_CustomBase},
        {"environments", QKeySequence(), QStyle::SP_CustomBase},
        {"connections", QKeySequence(), QStyle::SP_CustomBase},
        {"deleteDatabase", QKeySequence(Qt::SHIFT | Qt::Key_Delete), QStyle::SP_CustomBase},
        {"newTable", QKeySequence::New, QStyle::SP_FileIcon},
        {"editTable", QKeySequence(Qt::Key_F2), QStyle::SP_FileDialogContentsView},
        {"duplicateTable", QKeySequence(Qt::CTRL | Qt::Key_D), QStyle::SP_CustomBase},
        {"deleteTable", QKeySequence::Delete, QStyle::SP_TrashIcon},
        {"copyDdl", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C), QStyle::SP_CustomBase},
        {"compareRevisions", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_D), QStyle::SP_CustomBase},
        {"importDdl", QKeySequence(Qt::CTRL | Qt::Key_I), QStyle::SP_DialogOpenButton},
        {"newTablesFromDatabase", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_I), QStyle::SP_CustomBase},
        {"exportTable", QKeySequence(Qt::CTRL | Qt::Key_E), QStyle::SP_DialogSaveButton},
        {"exportDatabase", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E), QStyle::SP_CustomBase},
        {"exportAll", QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_E), QStyle::SP_CustomBase},
        {"exportDatabaseFile", QKeySequence(), QStyle::SP_CustomBase},
        {"jobProfile", QKeySequence(Qt::CTRL | Qt::Key_J), QStyle::SP_MediaPlay},
        {"exportJob", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_J), QStyle::SP_CustomBase},
        {"secretsFile", QKeySequence(), QStyle::SP_CustomBase},
        {"findTable", QKeySequence::Find, QStyle::SP_CustomBase},
        {"searchAll", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F), QStyle::SP_CustomBase},
        {"refresh", QKeySequence::Refresh, QStyle::SP_BrowserReload},
        {"quit", QKeySequence::Quit, QStyle::SP_CustomBase},
        {"documentation", QKeySequence::HelpContents, QStyle::SP_DialogHelpButton},
        {"shortcuts", QKeySequence(Qt::CTRL | Qt::Key_F1), QStyle::SP_CustomBase},
        {"about", QKeySequence(), QStyle::SP_CustomBase},
    };
    QMap<QString, QAction *> actions;
    for (const Spec &s : specs) {
        auto *action = new QAction(owner);
        action->setObjectName(QLatin1String(s.name));
        action->setShortcut(s.shortcut);
        if (s.icon != QStyle::SP_CustomBase)
            action->setIcon(owner->style()->standardIcon(s.icon));
        actions.insert(QLatin1String(s.name), action);
    }
    // Edit > Undo / Redo act on the history of the table dialog that is active, or was last (a
    // dialog opened non-modally leaves the main window usable). Their keys are those the dialog
    // has, in this window only: in a dialog, its own Undo / Redo take Ctrl+Z, not these.
    for (const char *name : {"undo", "redo"}) {
        auto *a = new QAction(owner);
        a->setObjectName(QLatin1String(name));
        a->setShortcutContext(Qt::WindowShortcut);
        a->setEnabled(false);
        actions.insert(QLatin1String(name), a);
    }
    actions.value(QStringLiteral("undo"))->setShortcut(QKeySequence::Undo);
    actions.value(QStringLiteral("redo"))->setShortcuts(QKeySequence::Redo);
    return actions;
}

void DesignerActions::retranslate(const QMap<QString, QAction *> &actions)
{
    const std::pair<const char *, QString> texts[] = {
        {"openCatalog", tr("&Open catalog...")},
        {"openServerCatalog", tr("Open catalog on a &server...")},
        {"newDatabase", tr("New &database...")},
        {"renameDatabase", tr("&Rename database...")},
        {"changeTarget", tr("&Target platform...")},
        {"environments", tr("En&vironments...")},
        {"connections", tr("Co&nnections...")},
        {"deleteDatabase", tr("De&lete database...")},
        {"newTable", tr("&New table...")},
        {"editTable", tr("&Edit table...")},
        {"duplicateTable", tr("Du&plicate table...")},
        {"deleteTable", tr("&Delete table")},
        {"copyDdl", tr("&Copy DDL")},
        {"compareRevisions", tr("Co&mpare revisions...")},
        {"importDdl", tr("&Import DDL...")},
        {"newTablesFromDatabase", tr("Ne&w tables from a database...")},
        {"exportTable", tr("Export &table...")},
        {"exportDatabase", tr("Export data&base...")},
        {"exportAll", tr("Export &all databases...")},
        {"exportDatabaseFile", tr("Export database to one &file...")},
        {"documentation", tr("&Documentation")},
        {"shortcuts", tr("&Keyboard shortcuts")},
        {"jobProfile", tr("&Job and wiring...")},
        {"exportJob", tr("E&xport job...")},
        {"secretsFile", tr("Secre&ts file...")},
        {"findTable", tr("&Find table")},
        {"searchAll", tr("&Search all databases...")},
        {"refresh", tr("&Refresh")},
        {"quit", tr("&Quit")},
        {"about", tr("&About StreamTable Designer")},
    };
    for (const auto &t : texts) {
        QAction *a = actions.value(QLatin1String(t.first));
        a->setText(t.second);
        a->setIconText(withoutAccelerator(t.second));
    }
}

void DesignerMenus::build(QMainWindow *window, const QMap<QString, QAction *> &actions, Language current,
                          const std::function<void(Language)> &choose)
{
    // An empty name is a separator.
    const auto addItems = [&actions](QMenu *menu, std::initializer_list<const char *> names) {
        for (const char *name : names) {
            if (*name)
                menu->addAction(actions.value(QLatin1String(name)));
            else
                menu->addSeparator();
        }
    };
    file = window->menuBar()->addMenu(QString());
    addItems(file, {"openCatalog", "openServerCatalog"});
    recent = new RecentCatalogsMenu(window);
    file->addMenu(recent);
    file->addSeparator();
    addItems(file, {"newDatabase", "newTable", "", "importDdl", "newTablesFromDatabase", "", "exportTable", "exportDatabase", "exportDatabaseFile", "exportAll", "secretsFile", "", "quit"});
    edit = window->menuBar()->addMenu(QString());
    addItems(edit, {"undo", "redo", "", "editTable", "duplicateTable", "deleteTable", "", "copyDdl", "compareRevisions", "findTable", "searchAll"});
    view = window->menuBar()->addMenu(QString());
    addItems(view, {"refresh"});
    database = window->menuBar()->addMenu(QString());
    addItems(database, {"newDatabase", "renameDatabase", "changeTarget", "environments", "connections", "deleteDatabase"});
    job = window->menuBar()->addMenu(QString());
    addItems(job, {"jobProfile", "exportJob"});
    language = window->menuBar()->addMenu(QString());
    languages = new QActionGroup(window);
    for (Language lang : {Language::Zh, Language::En}) {
        // Each language is named in itself, so it can be found whatever language is shown.
        QAction *a = language->addAction(nativeLanguageName(lang));
        a->setObjectName(QStringLiteral("language_") + languageCode(lang));
        a->setCheckable(true);
        a->setChecked(current == lang);
        languages->addAction(a);
        QObject::connect(a, &QAction::triggered, window, [choose, lang] { choose(lang); });
    }
    help = window->menuBar()->addMenu(QString());
    addItems(help, {"documentation", "shortcuts", "", "about"});

    toolBar = window->addToolBar(QString());
    toolBar->setObjectName(QStringLiteral("mainToolBar"));
    toolBar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    for (const char *name : {"newDatabase", "newTable", "editTable", "deleteTable", "exportDatabase", "jobProfile"})
        toolBar->addAction(actions.value(QLatin1String(name)));
}

void DesignerMenus::retranslate()
{
    file->setTitle(DesignerActions::tr("&File"));
    edit->setTitle(DesignerActions::tr("&Edit"));
    view->setTitle(DesignerActions::tr("&View"));
    database->setTitle(DesignerActions::tr("&Database"));
    job->setTitle(DesignerActions::tr("&Job"));
    // Named in both languages, so it can be found whatever language is shown.
    language->setTitle(DesignerActions::tr("&Language / 语言", "the menu's title names it in the other language too"));
    help->setTitle(DesignerActions::tr("&Help"));
    toolBar->setWindowTitle(DesignerActions::tr("Main toolbar"));
}

} // namespace st

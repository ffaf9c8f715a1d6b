#pragma once

#include "catalog/catalog.h"

#include <QHash>
#include <QList>
#include <QObject>
#include <QPointer>

#include <memory>
#include <utility>

class QAction;
class QEvent;
class QUndoGroup;
class QWidget;

namespace st {

class BackgroundWork;
class JobDialog;
class SchemaRegistry;
class TableDialog;

/// The window's editors: the table dialogs (New table, Edit, Duplicate) and the job dialog,
/// each saving into the catalog from the revision it was opened on; Edit > Undo / Redo on the
/// history of the table dialog active last; and, when the catalog changed elsewhere, telling each
/// open table dialog whose table changed or went (Reload / Keep my edits).
class TableEditors : public QObject
{
    Q_OBJECT

public:
    /// A database of this many tables or more gives the job dialog its tables from a worker.
    static constexpr int backgroundTablesFrom = 500;

    /// What a dialog opened for the current database needs to know of it.
    struct Place
    {
        QString database;
        const SchemaRegistry *registry = nullptr; ///< the database's target's schemas
        const Environment *environment = nullptr; ///< the one chosen (a ${NAME}'s value in a tooltip), or none
        Connections connections;
        QHash<QString, QString> tableNamesByKey; ///< the tables listed, for the check of a new name
        int tableCount = 0;                      ///< a large database's tables reach the job dialog from a worker
    };

    /// `window`: the dialogs' parent. `background`: the window's workers.
    TableEditors(Catalog &catalog, BackgroundWork &background, QWidget *window);

    /// The Undo and Redo items of the window: they act on the active table dialog's history.
    void setUndoActions(QAction *undo, QAction *redo);

    TableDialog *openCreate(const Place &place, bool modal);
    /// Opens the stored table `name` (a copy of it when `duplicate`); none, having said why
    /// (failed()), when it cannot be read.
    TableDialog *openEdit(const Place &place, const QString &name, bool duplicate, bool modal);
    /// Opens the job dialog of the database; saving it stores profile and wirings.
    JobDialog *openJob(const Place &place, bool modal);

    /// Tells each open edit dialog whose table changed or went since it was opened.
    void tellOfOutsideChanges();
    /// Refreshes the Undo / Redo items' state and text (after a language switch too).
    void updateUndoActions();

Q_SIGNALS:
    /// A table was saved (`message` for the status bar); the window shows it.
    void tableSaved(const QString &database, const QString &table, const QString &message);
    /// A job was saved; the window checks the database again.
    void jobSaved(const QString &database, const QString &message);
    /// The catalog could not do what was asked.
    void failed(const CatalogStatus &status);

protected:
    /// Follows which table dialog is active: the one activated last is the one Edit > Undo acts
    /// on; one that hides (closed, going away) hands it to the one before.
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    /// Puts the undo history of `dialog` into the group Edit > Undo / Redo act on.
    void followUndoOf(TableDialog *dialog);
    /// Makes the history of the most recently active visible table dialog (not `leaving`) the one
    /// Edit > Undo / Redo act on; none when no table dialog is open.
    void activateLatestUndo(const QObject *leaving = nullptr);
    TableDialog *newTableDialog(const Place &place);

    Catalog &m_catalog;
    BackgroundWork &m_background;
    QWidget *m_window;
    QAction *m_undo = nullptr;
    QAction *m_redo = nullptr;
    /// The open edit dialogs, with the table each edits (name, revision its save starts from).
    struct OpenEdit
    {
        QPointer<TableDialog> dialog;
        QString database;
        std::shared_ptr<std::pair<QString, int>> stored;
        int told = 0; ///< the latest revision the dialog was told of (-1: deleted), 0 none
    };
    QList<OpenEdit> m_openEdits;
    /// The undo histories of the open table dialogs; Edit > Undo / Redo act on its active one.
    QUndoGroup *m_undoGroup;
    /// The open table dialogs, most recently active last. Held as QObjects: a dialog being
    /// destroyed (it hides then) is no TableDialog any more, which qobject_cast tells and a
    /// QPointer<TableDialog> would not (its data() casts it all the same: undefined behaviour).
    QList<QPointer<QObject>> m_tableDialogs;
};

} // namespace st

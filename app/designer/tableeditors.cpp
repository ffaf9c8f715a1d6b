#include "tableeditors.h"

#include "backgroundwork.h"
#include "jobdialog.h"
#include "menutext.h"
#include "optionform.h"
#include "tabledialog.h"

#include <QAction>
#include <QCoreApplication>
#include <QEvent>
#include <QUndoGroup>
#include <QUndoStack>

namespace st {

TableEditors::TableEditors(Catalog &catalog, BackgroundWork &background, QWidget *window)
    : QObject(window), m_catalog(catalog), m_background(background), m_window(window), m_undoGroup(new QUndoGroup(this))
{
}

void TableEditors::setUndoActions(QAction *undo, QAction *redo)
{
    m_undo = undo;
    m_redo = redo;
    connect(undo, &QAction::triggered, m_undoGroup, &QUndoGroup::undo);
    connect(redo, &QAction::triggered, m_undoGroup, &QUndoGroup::redo);
    connect(m_undoGroup, &QUndoGroup::activeStackChanged, this, &TableEditors::updateUndoActions);
    connect(m_undoGroup, &QUndoGroup::indexChanged, this, &TableEditors::updateUndoActions);
    connect(m_undoGroup, &QUndoGroup::canUndoChanged, this, &TableEditors::updateUndoActions);
    connect(m_undoGroup, &QUndoGroup::canRedoChanged, this, &TableEditors::updateUndoActions);
    connect(m_undoGroup, &QUndoGroup::undoTextChanged, this, &TableEditors::updateUndoActions);
    connect(m_undoGroup, &QUndoGroup::redoTextChanged, this, &TableEditors::updateUndoActions);
    updateUndoActions();
}

TableDialog *TableEditors::newTableDialog(const Place &place)
{
    auto *dialog = new TableDialog(*place.registry, m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    if (place.environment) // a ${NAME}'s value in the field's tooltip
        dialog->optionForm()->setEnvironment(place.environment->name, place.environment->variables);
    dialog->setConnections(place.connections);
    return dialog;
}

TableDialog *TableEditors::openCreate(const Place &place, bool modal)
{
    const QString db = place.database;
    TableDialog *dialog = newTableDialog(place);
    dialog->startNew(db);
    dialog->setTakenNames(place.tableNamesByKey);
    dialog->setSaveHandler([this, db](const TableSpec &spec, const QString &note, QString *error) {
        const auto saved = m_catalog.put(db, spec, Catalog::NewTable, note);
        if (!saved) {
            *error = EditorDialog::saveRefusal(saved.status);
            return false;
        }
        Q_EMIT tableSaved(db, spec.name, tr("Table %1 created.").arg(spec.name));
        return true;
    });
    followUndoOf(dialog);
    modal ? (void)dialog->exec() : dialog->show();
    return dialog;
}

TableDialog *TableEditors::openEdit(const Place &place, const QString &name, bool duplicate, bool modal)
{
    const QString db = place.database;
    const auto stored = m_catalog.get(db, name);
    if (!stored) {
        Q_EMIT failed(stored.status);
        return nullptr;
    }
    TableSpec spec = stored.value.spec;
    if (duplicate)
        spec.name = tr("%1_copy").arg(spec.name);
    const int base = duplicate ? Catalog::NewTable : stored.value.latestRevision;
    TableDialog *dialog = newTableDialog(place);
    if (duplicate)
        dialog->startCopy(db, spec);
    else
        dialog->startEdit(db, spec);
    dialog->setTakenNames(place.tableNamesByKey);
    // Where the stored table stands after each successful save: the next save of the same
    // dialog starts from there.
    auto where = std::make_shared<std::pair<QString, int>>(name, base);
    dialog->setSaveHandler([this, db, duplicate, where](const TableSpec &edited, const QString &note, QString *error) {
        QString &current = where->first;
        int &expected = where->second;
        // One transaction: a rename and the edit become one revision, or nothing is written; the
        // table keeps its history, wirings and job entries.
        // A copy, or a table deleted elsewhere that the user keeps (see tellOfOutsideChanges()), is saved as a new table.
        const auto saved = expected == Catalog::NewTable ? m_catalog.put(db, edited, expected, note) : m_catalog.saveEdit(db, current, edited, expected, note);
        if (!saved && saved.status.code() == CatalogErrorCode::Conflict && expected != Catalog::NewTable) {
            // The catalog's advice (reload, try again) would throw the edits away: the dialog
            // offers to keep them (tellOfOutsideChanges() shows how, if not shown yet).
            tellOfOutsideChanges();
            *error = tr("Table %1 was changed elsewhere since you opened it; nothing was saved. Your edits are still here: "
                        "Keep my edits, then Save, makes them the next revision; Reload shows the stored table instead.")
                         .arg(current);
            return false;
        }
        if (!saved) {
            *error = EditorDialog::saveRefusal(saved.status);
            return false;
        }
        if (!duplicate) {
            current = edited.name;
            expected = saved.value;
        }
        Q_EMIT tableSaved(db, edited.name, tr("Table %1 saved as revision %2.").arg(edited.name).arg(saved.value));
        return true;
    });
    if (!duplicate)
        m_openEdits.append(OpenEdit{dialog, db, where});
    followUndoOf(dialog);
    modal ? (void)dialog->exec() : dialog->show();
    return dialog;
}

JobDialog *TableEditors::openJob(const Place &place, bool modal)
{
    const QString db = place.database;
    // Profile and wirings of one moment: the base the save is checked against.
    const auto job = m_catalog.job(db);
    if (!job) {
        Q_EMIT failed(job.status);
        return nullptr;
    }
    auto *dialog = new JobDialog(*place.registry, m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setConnections(place.connections);
    if (place.tableCount < backgroundTablesFrom) {
        dialog->setJob(db, specsOf(m_catalog.latestSpecs(db).value), job.value.profile, job.value.wirings);
    } else {
        // A large database: reading and parsing every table would hold up the window for a
        // second at 10,000 tables; the dialog opens at once and takes them from a worker.
        dialog->setJob(db, {}, job.value.profile, job.value.wirings);
        dialog->setTablesLoading(place.tableCount);
        const QString path = m_catalog.path();
        const QString password = m_catalog.serverPassword();
        const QPointer<JobDialog> target(dialog);
        m_background.start(BackgroundWork::Priority::Waited, [target, path, password, db](const std::atomic_bool &cancelled) {
            if (cancelled)
                return;
            Catalog reader;
            reader.setServerPassword(password);
            const CatalogStatus opened = reader.open(path, false, CatalogAccess::ReadOnly);
            const QList<TableSpec> tables = opened ? specsOf(reader.latestSpecs(db).value) : QList<TableSpec>();
            QMetaObject::invokeMethod(
                qApp, [target, tables] {
                    if (target)
                        target->setTables(tables);
                },
                Qt::QueuedConnection);
        });
    }
    const StoredJob base = job.value;
    dialog->setSaveHandler([this, db, base](const JobProfile &profile, const Wirings &wirings, QString *error) {
        // Refused whole when the job changed elsewhere since it was read, even if nothing was
        // edited here: saving the old values would silently undo the other change.
        const CatalogStatus status = m_catalog.saveJob(db, StoredJob{profile, wirings}, base);
        if (!status) {
            *error = EditorDialog::saveRefusal(status);
            if (status.code() == CatalogErrorCode::Conflict)
                *error += QLatin1Char('\n') + tr("Your edits are still in the dialog.");
            return false;
        }
        Q_EMIT jobSaved(db, tr("Job of %1 saved.").arg(db));
        return true;
    });
    modal ? (void)dialog->exec() : dialog->show();
    return dialog;
}

void TableEditors::followUndoOf(TableDialog *dialog)
{
    m_undoGroup->addStack(dialog->undoStack());
    m_tableDialogs.append(dialog);
    dialog->installEventFilter(this); // which table dialog is active (eventFilter())
    // Its stack leaves the group as it goes; then the one active before it takes over.
    connect(dialog, &QObject::destroyed, this, [this] { activateLatestUndo(); }, Qt::QueuedConnection);
    m_undoGroup->setActiveStack(dialog->undoStack()); // opened now: the one the user is at
}

void TableEditors::activateLatestUndo(const QObject *leaving)
{
    m_tableDialogs.removeAll(QPointer<QObject>());
    for (auto it = m_tableDialogs.crbegin(); it != m_tableDialogs.crend(); ++it) {
        auto *dialog = qobject_cast<TableDialog *>(it->data());
        if (dialog && dialog != leaving && dialog->isVisible()) {
            m_undoGroup->setActiveStack(dialog->undoStack());
            return;
        }
    }
    m_undoGroup->setActiveStack(nullptr);
}

bool TableEditors::eventFilter(QObject *watched, QEvent *event)
{
    // Of the table dialogs, the one activated last is the one Edit > Undo acts on; one that
    // hides (closed, going away) hands it to the one before.
    if (event->type() == QEvent::WindowActivate) {
        for (int i = 0; i < m_tableDialogs.size(); ++i) {
            if (m_tableDialogs.at(i).data() == watched) {
                m_tableDialogs.append(m_tableDialogs.takeAt(i));
                if (auto *dialog = qobject_cast<TableDialog *>(watched))
                    m_undoGroup->setActiveStack(dialog->undoStack());
                break;
            }
        }
    } else if (event->type() == QEvent::Hide) {
        for (const QPointer<QObject> &dialog : std::as_const(m_tableDialogs)) {
            if (dialog.data() == watched) {
                activateLatestUndo(watched);
                break;
            }
        }
    }
    return false;
}

void TableEditors::updateUndoActions()
{
    if (!m_undo || !m_redo)
        return;
    const QUndoStack *stack = m_undoGroup->activeStack();
    const auto *dialog = stack ? qobject_cast<const TableDialog *>(stack->parent()) : nullptr;
    const bool canUndo = dialog && m_undoGroup->canUndo();
    const bool canRedo = dialog && m_undoGroup->canRedo();
    m_undo->setEnabled(canUndo);
    m_redo->setEnabled(canRedo);
    m_undo->setText(canUndo ? tr("&Undo %1").arg(dialog->describeEdit(m_undoGroup->undoText())) : tr("&Undo"));
    m_redo->setText(canRedo ? tr("&Redo %1").arg(dialog->describeEdit(m_undoGroup->redoText())) : tr("&Redo"));
    m_undo->setIconText(withoutAccelerator(m_undo->text()));
    m_redo->setIconText(withoutAccelerator(m_redo->text()));
}

void TableEditors::tellOfOutsideChanges()
{
    m_openEdits.erase(std::remove_if(m_openEdits.begin(), m_openEdits.end(), [](const OpenEdit &e) { return e.dialog.isNull(); }),
                      m_openEdits.end());
    for (const OpenEdit &edit : std::as_const(m_openEdits)) {
        const QString name = edit.stored->first;
        const int base = edit.stored->second;
        const CatalogResult<StoredTable> now = m_catalog.get(edit.database, name);
        if (now && now.value.latestRevision == base)
            continue;
        if (edit.told == (now ? now.value.latestRevision : -1))
            continue; // said already, and nothing more happened
        const QPointer<TableDialog> dialog = edit.dialog;
        const std::shared_ptr<std::pair<QString, int>> stored = edit.stored;
        const QString database = edit.database;
        for (OpenEdit &e : m_openEdits) {
            if (e.dialog == dialog)
                e.told = now ? now.value.latestRevision : -1;
        }
        if (now.status.code() == CatalogErrorCode::NotFound) {
            dialog->showChangedElsewhere(tr("Table %1 was deleted elsewhere since you opened it. Saving creates it again with your version.").arg(name),
                                         {}, [stored] { stored->second = Catalog::NewTable; });
            continue;
        }
        if (!now)
            continue;
        const int latest = now.value.latestRevision;
        dialog->showChangedElsewhere(
            tr("Table %1 was changed elsewhere: revision %2 is now the latest, you are editing revision %3.").arg(name).arg(latest).arg(base),
            [this, dialog, stored, database] {
                const CatalogResult<StoredTable> reloaded = m_catalog.get(database, stored->first);
                if (!dialog || !reloaded)
                    return;
                stored->second = reloaded.value.latestRevision;
                dialog->startEdit(database, reloaded.value.spec);
            },
            [stored, latest] { stored->second = latest; });
    }
}

} // namespace st

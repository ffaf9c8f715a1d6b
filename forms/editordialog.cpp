#include "editordialog.h"

#include "catalog/catalog.h"
#include "uilanguage.h"

#include <QAbstractItemView>
#include <QAction>
#include <QApplication>
#include <QKeySequence>
#include <QMessageBox>
#include <QPushButton>

namespace st {

QString EditorDialog::questionObjectName()
{
    return QStringLiteral("unsavedChangesQuestion");
}

QString EditorDialog::saveRefusal(const CatalogStatus &status)
{
    QString message = status.message(uiLanguage());
    switch (status.code()) {
    case CatalogErrorCode::Storage:
    case CatalogErrorCode::NotOpen:
    case CatalogErrorCode::LoginRefused:
    case CatalogErrorCode::ReadOnly:
    case CatalogErrorCode::MissingFolder:
        message += QLatin1Char('\n') + tr("Your edits are still in the dialog: Save again once the catalog can be written.");
        break;
    default: // refused for what the change is: the message says what to change
        break;
    }
    return message;
}

void EditorDialog::addSaveShortcut()
{
    auto *save = new QAction(this);
    save->setObjectName(QStringLiteral("saveShortcut"));
    save->setShortcut(QKeySequence::Save);
    // The dialog's window, wherever its focus is, or with none: a field made anew as the user
    // worked (an undo remakes the option fields) took the focus with it, and Ctrl+S, bound to a
    // focus inside the dialog, did nothing until the user clicked somewhere.
    save->setShortcutContext(Qt::WindowShortcut);
    addAction(save);
    connect(save, &QAction::triggered, this, [this] {
        commitOpenEditor();
        saveChanges();
    });
}

void EditorDialog::commitOpenEditor()
{
    QWidget *focused = QApplication::focusWidget();
    if (!focused || !isAncestorOf(focused))
        return;
    for (QAbstractItemView *view : findChildren<QAbstractItemView *>()) {
        if (!view->viewport()->isAncestorOf(focused))
            continue;
        // The editor is the viewport's child that holds the focus (it may be inside a widget of
        // the delegate's own). commitData() is a protected slot: called through the meta-object.
        QWidget *editor = focused;
        while (editor->parentWidget() != view->viewport())
            editor = editor->parentWidget();
        QMetaObject::invokeMethod(view, "commitData", Qt::DirectConnection, Q_ARG(QWidget *, editor));
        // Leaving the cell closes its editor, which would otherwise hold the old text and could
        // write it back over what the save changes.
        view->setFocus(Qt::OtherFocusReason);
        return;
    }
}

void EditorDialog::reject()
{
    if (!isVisible() || !hasUnsavedChanges()) {
        QDialog::reject();
        return;
    }
    switch (askAboutUnsavedChanges()) {
    case Answer::Save:
        saveChanges(); // closes the dialog when saved; otherwise it stays, with its message shown
        break;
    case Answer::Discard:
        QDialog::reject();
        break;
    case Answer::KeepEditing:
        break;
    }
}

EditorDialog::Answer EditorDialog::askAboutUnsavedChanges()
{
    QMessageBox box(QMessageBox::Question, windowTitle(), unsavedChangesQuestion(), QMessageBox::NoButton, this);
    box.setObjectName(questionObjectName());
    box.setInformativeText(tr("Your changes are lost unless you save them."));
    QPushButton *save = box.addButton(tr("&Save"), QMessageBox::AcceptRole);
    QPushButton *discard = box.addButton(tr("&Discard"), QMessageBox::DestructiveRole);
    QPushButton *keep = box.addButton(tr("&Keep editing"), QMessageBox::RejectRole);
    box.setDefaultButton(save);
    box.setEscapeButton(keep); // Escape again must not throw the edits away
    box.exec();
    if (box.clickedButton() == save)
        return Answer::Save;
    if (box.clickedButton() == discard)
        return Answer::Discard;
    return Answer::KeepEditing;
}

} // namespace st

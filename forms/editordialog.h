#pragma once

#include <QDialog>

namespace st {
class CatalogStatus;
}

namespace st {

/// A dialog that edits something stored: closing it with unsaved changes (Escape, Cancel, the
/// window's close button, the main window quitting) asks whether to save them, discard them
/// or keep editing, instead of throwing them away. Nothing is asked when nothing was changed.
class EditorDialog : public QDialog
{
    Q_OBJECT

public:
    using QDialog::QDialog;

    /// True when what the dialog shows differs from what it was opened with.
    virtual bool hasUnsavedChanges() const = 0;
    /// Asks about unsaved changes first (see the class comment).
    void reject() override;

    /// The question's object name, for tests that answer it.
    static QString questionObjectName();

    /// What a refused save says: the catalog's reason, and, when the catalog could not be
    /// written at all (a server that did not answer or was lost, a lock held too long, a disk
    /// error) rather than refusing this change, that the edits wait in the dialog to be saved
    /// again: the reason alone reads as if they were lost.
    static QString saveRefusal(const CatalogStatus &status);

protected:
    /// Makes Ctrl+S (the platform's Save key) anywhere in the dialog save as its Save button
    /// does, whichever of its widgets has the focus, if any; called by the subclass's constructor.
    void addSaveShortcut();
    /// Saves as the dialog's Save button does and closes the dialog on success; false when the
    /// save was refused (errors in the input, a conflict): the message was shown, the dialog
    /// stays open with the edits.
    virtual bool saveChanges() = 0;
    /// The question, naming what is edited ("Save the changes to table orders?").
    virtual QString unsavedChangesQuestion() const = 0;

private:
    /// Puts what is typed in a cell still being edited into its table (as leaving the cell
    /// does), so that a save by shortcut, which moves no focus, saves it too.
    void commitOpenEditor();
    /// The answers of the question, in the order of its buttons.
    enum class Answer { Save, Discard, KeepEditing };
    Answer askAboutUnsavedChanges();
};

} // namespace st

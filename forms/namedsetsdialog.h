#pragma once

#include "editordialog.h"
#include "elidedlabel.h"
#include "keyvaluetable.h"

#include <QList>
#include <QListWidget>
#include <QMap>
#include <QString>

class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableWidget;
class QVBoxLayout;

namespace st {

class CatalogStatus;

/// The frame the Environments and Connections dialogs share: a list of named sets (a name to
/// type, Add, Remove), the KEY / VALUE rows of the set chosen (keyvaluetable: Add row, Remove
/// row), a line saying why a save or an addition was refused, and Save / Cancel. Closing it with
/// edits not saved asks first (EditorDialog). The sets themselves are the subclass's: it lays
/// the widgets out, keeps the rows of the set shown, shows, adds, removes and saves sets, and
/// says which buttons may be used.
class NamedSetsDialog : public EditorDialog
{
    Q_OBJECT

public:
    /// Why the last save or addition was refused, or what a save would refuse; empty when
    /// nothing is. Its room is kept, empty or not (MessageLines lines; more is elided, whole in
    /// its tooltip), so that no button or field moves when a message comes or goes.
    ElidedLabel *messageLabel() const { return m_message; }
    static constexpr int MessageLines = 3;
    QDialogButtonBox *buttons() const { return m_buttons; }

protected:
    /// The object names of the widgets (tests and the screenshots find them by these).
    struct Names
    {
        QString dialog, list, newName, addSet, removeSet, table, addRow, removeRow, message;
    };
    NamedSetsDialog(const Names &names, int keyColumnWidth, QWidget *parent);

    /// Connects what every such dialog does with the common widgets; called by the subclass's
    /// constructor once its own widgets are made.
    void connectCommonWidgets();
    /// The rows' side of the dialog laid out: what the table shows, the table, Add row and
    /// Remove row; the subclass may add more below.
    QVBoxLayout *makeRowsPane();
    /// Puts the table's rows into the set it shows (m_shown), if it shows one.
    void keepTable();
    /// Shows the first set, as the dialog opens; with none, the new name's field has the focus:
    /// naming one is all there is to do (and Enter elsewhere would press Save).
    void showFirstSet();
    /// Lists the set just added to the subclass's sets as `listed` and shows it.
    void showAddedSet(const QString &listed);
    void tell(const QString &message);
    /// After a save: closes the dialog when the catalog took the edits (true); else says why,
    /// with `ifConflict` added when the sets were changed elsewhere meanwhile, and stays.
    bool closeIfSaved(const CatalogStatus &saved, const QString &ifConflict);
    /// Enables the buttons for what can be done now: Add with a name typed (and canAddSet()),
    /// the rest with a set chosen.
    void updateButtons();
    void changeEvent(QEvent *event) override;
    /// Enter in the new name's field adds the set, and only that: the dialog's default button
    /// would otherwise save the edits and close as well.
    bool eventFilter(QObject *watched, QEvent *event) override;

    /// Stores `rows` as the rows of set number `set`.
    virtual void keepRows(int set, const QMap<QString, QString> &rows) = 0;
    virtual int setCount() const = 0;
    virtual void removeSet(int set) = 0;
    /// Shows the set chosen in the list (or that there is none) and sets m_shown.
    virtual void showSet() = 0;
    /// Adds a set named as typed in m_newName; true when it was added.
    virtual bool addTypedSet() = 0;
    /// The rows of the set shown were edited (typed, added or removed).
    virtual void rowsChanged() {}
    /// Whether a set could be added besides a name being typed.
    virtual bool canAddSet() const { return true; }
    virtual void retranslateUi() = 0;
    virtual bool save() = 0;
    bool saveChanges() override { return save(); }

    int m_shown = -1; ///< the set the table shows
    QLabel *m_listLabel;
    QListWidget *m_list;
    QLineEdit *m_newName;
    QPushButton *m_addSet;
    QPushButton *m_removeSet;
    ElidedLabel *m_tableLabel; ///< what the table shows, in a room of its own: the table never moves
    QTableWidget *m_table;
    QPushButton *m_addRow;
    QPushButton *m_removeRow;
    ElidedLabel *m_message;
    QDialogButtonBox *m_buttons;
};

/// A NamedSetsDialog over a list of `Set`s, each a struct with a `name` and its KEY / VALUE rows
/// in the member `Rows`: the sets as read when the dialog opened (what a save starts from) and
/// as edited, and what the frame asks of them that does not depend on what else a set holds.
template <typename Set, QMap<QString, QString> Set::*Rows>
class NamedSetsDialogOf : public NamedSetsDialog
{
public:
    /// The sets as edited (rows whose key and value are both empty left out).
    QList<Set> edited() const
    {
        const_cast<NamedSetsDialogOf *>(this)->keepTable();
        return m_edited;
    }
    /// The sets as edited differ from those the save starts from (as read when the dialog
    /// opened, or as stored when a save met others' changes).
    bool hasUnsavedChanges() const override { return edited() != m_base; }

protected:
    using NamedSetsDialog::NamedSetsDialog;

    void keepRows(int set, const QMap<QString, QString> &rows) override { m_edited[set].*Rows = rows; }
    int setCount() const override { return int(m_edited.size()); }
    void removeSet(int set) override { m_edited.removeAt(set); }
    /// Shows the rows of the set chosen in the list and makes it m_shown; that set, or null
    /// when none is chosen.
    const Set *showChosenSet()
    {
        m_shown = m_list->currentRow();
        const Set *set = m_shown >= 0 && m_shown < m_edited.size() ? &m_edited.at(m_shown) : nullptr;
        keyvaluetable::show(m_table, set ? set->*Rows : QMap<QString, QString>());
        return set;
    }

    QList<Set> m_base;   ///< what the save starts from
    QList<Set> m_edited; ///< the edits, the shown set's rows as of the last keepTable()
};

} // namespace st

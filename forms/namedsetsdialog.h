#pragma once

#include <QDialog>
#include <QMap>
#include <QString>

class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QTableWidget;

namespace st {

/// The frame the Environments and Connections dialogs share: a list of named sets (a name to
/// type, Add, Remove), the KEY / VALUE rows of the set chosen (keyvaluetable: Add row, Remove
/// row), a line saying why a save or an addition was refused, and Save / Cancel. The sets
/// themselves are the subclass's: it lays the widgets out, keeps the rows of the set shown,
/// shows, adds, removes and saves sets, and says which buttons may be used.
class NamedSetsDialog : public QDialog
{
    Q_OBJECT

public:
    /// Why the last save or addition was refused; hidden when nothing was.
    QLabel *messageLabel() const { return m_message; }
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
    /// Puts the table's rows into the set it shows (m_shown), if it shows one.
    void keepTable();
    /// Lists the set just added to the subclass's sets as `listed` and shows it.
    void showAddedSet(const QString &listed);
    void tell(const QString &message);
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
    virtual void updateButtons() = 0;
    virtual void retranslateUi() = 0;
    virtual bool save() = 0;

    int m_shown = -1; ///< the set the table shows
    QLabel *m_listLabel;
    QListWidget *m_list;
    QLineEdit *m_newName;
    QPushButton *m_addSet;
    QPushButton *m_removeSet;
    QLabel *m_tableLabel;
    QTableWidget *m_table;
    QPushButton *m_addRow;
    QPushButton *m_removeRow;
    QLabel *m_message;
    QDialogButtonBox *m_buttons;
};

} // namespace st

#pragma once

#include "compare/altertable.h"
#include "compare/specdiff.h"
#include "core/tablespec.h"

#include <QDateTime>
#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QListWidget;
class QPushButton;

namespace st {

class DdlView;
class SchemaRegistry;

/// Two revisions of a table side by side: what changed (SpecChange::text() in the interface's
/// language) and the two DDLs, each highlighted, with the lines only in the older one marked on
/// the left, those only in the newer one on the right, and equal lines on the same row (blank
/// filler rows stand in for the other side's extra lines), and beside the changes the ALTER TABLE
/// statements that apply them on the newer revision's target, or why the table must be created
/// again, with a button that copies them. Reads no catalog: it is handed both
/// specs and the schemas to write their DDL with.
class CompareDialog : public QDialog
{
    Q_OBJECT

public:
    /// One side: the spec and what its pane is titled by (a revision, and when it was saved).
    struct Side
    {
        TableSpec spec;
        int revision = 0;
        QDateTime savedAt;
        bool latest = false;
    };
    /// How a row of a pane is marked.
    enum class Mark { Same, Removed, Added, Filler };

    CompareDialog(const SchemaRegistry &registry, const Side &before, const Side &after, QWidget *parent = nullptr);

    // Parts, for tests.
    QListWidget *changeList() const { return m_changes; }
    DdlView *beforeView() const { return m_beforeView; }
    DdlView *afterView() const { return m_afterView; }
    QLabel *beforeLabel() const { return m_beforeLabel; }
    QLabel *afterLabel() const { return m_afterLabel; }
    QDialogButtonBox *buttons() const { return m_buttons; }
    DdlView *alterView() const { return m_alterView; }
    QLabel *alterLabel() const { return m_alterLabel; }
    QPushButton *copyAlterButton() const { return m_copyAlter; }
    const SpecChanges &changes() const { return m_specChanges; }
    /// The mark of each row of the left (`after` false) or right pane, as painted.
    QList<Mark> marks(bool after) const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void showDdl(const QString &beforeDdl, const QString &afterDdl);
    QString sideTitle(const Side &side) const;

    Side m_before;
    Side m_after;
    SpecChanges m_specChanges;
    AlterPlan m_alterPlan;
    QList<Mark> m_beforeMarks;
    QList<Mark> m_afterMarks;
    QLabel *m_changesLabel;
    QListWidget *m_changes;
    QLabel *m_beforeLabel;
    QLabel *m_afterLabel;
    DdlView *m_beforeView;
    DdlView *m_afterView;
    QLabel *m_alterLabel;
    DdlView *m_alterView;
    QPushButton *m_copyAlter;
    QDialogButtonBox *m_buttons;
};

} // namespace st

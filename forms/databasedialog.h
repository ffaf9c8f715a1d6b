#pragma once

#include "catalog/catalog.h"
#include "schema/schemaregistry.h"

#include <QDialog>
#include <QHash>

#include <functional>
#include <optional>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;

namespace st {

class ElidedLabel;

/// Asks for what a logical database is: its name and comment when it is created, and the target
/// platform its tables are written for (each offered with its one-line description). In
/// `Rename` mode only a new name is asked, in `TargetOnly` mode only the target, for the
/// existing `database`. A name that is taken or cannot be a name shows why under the field while
/// it is typed, and the change is made by the submit function while the dialog is open: what the
/// catalog refuses is shown in the dialog, which keeps what was typed.
class DatabaseDialog : public QDialog
{
    Q_OBJECT

public:
    enum class Mode { Create, Rename, TargetOnly };

    /// `target`: the target chosen at first (empty: the registry's default target).
    DatabaseDialog(const SchemaRegistry &registry, Mode mode, const QString &database, const QString &target, QWidget *parent = nullptr);

    QString name() const;
    QString comment() const;
    QString target() const;

    /// The names of the databases there are, for the check while typing (compared as the
    /// catalog compares names: case and Unicode normalization aside).
    void setTakenNames(const QStringList &names);
    /// Called on OK; the dialog closes when it succeeds and shows its message otherwise.
    void setSubmit(std::function<CatalogStatus()> submit) { m_submit = std::move(submit); }

    QLineEdit *nameEdit() const { return m_name; }
    QLineEdit *commentEdit() const { return m_comment; }
    QComboBox *targetCombo() const { return m_target; }
    /// The chosen target's description, in a room of three lines whatever the target.
    ElidedLabel *targetDescription() const { return m_description; }
    /// Why the name cannot be used, or why the catalog refused the change; empty when nothing
    /// is, its line kept (hidden when only the target is asked).
    ElidedLabel *problemLabel() const { return m_problem; }
    QDialogButtonBox *buttons() const { return m_buttons; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void showDescription();
    void updateOk();
    void submit();
    void showProblem(const QString &text);

    const SchemaRegistry &m_registry;
    Mode m_mode;
    QString m_database;
    QHash<QString, QString> m_taken; ///< the names there are, by nameKey()
    std::function<CatalogStatus()> m_submit;
    /// What the catalog last refused, shown until the name changes.
    std::optional<CatalogStatus> m_refused;
    QLabel *m_nameLabel;
    QLineEdit *m_name;
    QLabel *m_commentLabel;
    QLineEdit *m_comment;
    QLabel *m_targetLabel;
    QComboBox *m_target;
    ElidedLabel *m_description;
    ElidedLabel *m_problem;
    QDialogButtonBox *m_buttons;
};

} // namespace st

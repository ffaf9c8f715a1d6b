#pragma once

#include "schema/schemaregistry.h"

#include <QDialog>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;

namespace st {

/// Asks for what a logical database is: its name and comment when it is created, and the target
/// platform its tables are written for (each offered with its one-line description). In
/// `TargetOnly` mode only the target is asked, for an existing database.
class DatabaseDialog : public QDialog
{
    Q_OBJECT

public:
    enum class Mode { Create, TargetOnly };

    /// `target`: the target chosen at first (empty: the registry's default target).
    DatabaseDialog(const SchemaRegistry &registry, Mode mode, const QString &database, const QString &target, QWidget *parent = nullptr);

    QString name() const;
    QString comment() const;
    QString target() const;

    QLineEdit *nameEdit() const { return m_name; }
    QLineEdit *commentEdit() const { return m_comment; }
    QComboBox *targetCombo() const { return m_target; }
    QLabel *targetDescription() const { return m_description; }
    QDialogButtonBox *buttons() const { return m_buttons; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void showDescription();
    void updateOk();

    const SchemaRegistry &m_registry;
    Mode m_mode;
    QString m_database;
    QLabel *m_nameLabel;
    QLineEdit *m_name;
    QLabel *m_commentLabel;
    QLineEdit *m_comment;
    QLabel *m_targetLabel;
    QComboBox *m_target;
    QLabel *m_description;
    QDialogButtonBox *m_buttons;
};

} // namespace st

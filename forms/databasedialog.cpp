#include "databasedialog.h"

#include "uilanguage.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace st {

DatabaseDialog::DatabaseDialog(const SchemaRegistry &registry, Mode mode, const QString &database, const QString &target, QWidget *parent)
    : QDialog(parent), m_registry(registry), m_mode(mode), m_database(database), m_nameLabel(new QLabel(this)),
      m_name(new QLineEdit(this)), m_commentLabel(new QLabel(this)), m_comment(new QLineEdit(this)), m_targetLabel(new QLabel(this)),
      m_target(new QComboBox(this)), m_description(new QLabel(this)),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    auto *form = new QFormLayout;
    form->addRow(m_nameLabel, m_name);
    form->addRow(m_commentLabel, m_comment);
    form->addRow(m_targetLabel, m_target);
    m_nameLabel->setBuddy(m_name);
    m_commentLabel->setBuddy(m_comment);
    m_targetLabel->setBuddy(m_target);
    m_name->setObjectName(QStringLiteral("databaseName"));
    m_target->setObjectName(QStringLiteral("databaseTarget"));
    m_description->setWordWrap(true);
    m_description->setMinimumWidth(420);
    m_description->setObjectName(QStringLiteral("targetDescription"));
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_description);
    layout->addWidget(m_buttons);
    if (mode == Mode::TargetOnly) {
        for (QWidget *w : std::initializer_list<QWidget *>{m_nameLabel, m_name, m_commentLabel, m_comment})
            w->hide();
    }
    const QString chosen = target.isEmpty() ? registry.defaultTargetId() : target;
    for (const TargetSchema &t : registry.targets())
        m_target->addItem(QString(), t.id);
    m_target->setCurrentIndex(qMax(0, m_target->findData(chosen)));
    connect(m_target, QOverload<int>::of(&QComboBox::currentIndexChanged), this, &DatabaseDialog::showDescription);
    connect(m_name, &QLineEdit::textChanged, this, &DatabaseDialog::updateOk);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    retranslateUi();
    updateOk();
    (mode == Mode::Create ? static_cast<QWidget *>(m_name) : m_target)->setFocus();
}

QString DatabaseDialog::name() const
{
    return m_mode == Mode::Create ? m_name->text().trimmed() : m_database;
}

QString DatabaseDialog::comment() const
{
    return m_comment->text();
}

QString DatabaseDialog::target() const
{
    return m_target->currentData().toString();
}

void DatabaseDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

void DatabaseDialog::retranslateUi()
{
    const Language lang = uiLanguage();
    setWindowTitle(m_mode == Mode::Create ? tr("New logical database") : tr("Target platform of %1").arg(m_database));
    m_nameLabel->setText(tr("&Name:"));
    m_commentLabel->setText(tr("&Comment (optional):"));
    m_targetLabel->setText(tr("&Target platform:"));
    for (int i = 0; i < m_target->count(); ++i) {
        const TargetSchema *t = m_registry.target(m_target->itemData(i).toString());
        m_target->setItemText(i, t->isDefault ? tr("%1 (default)").arg(t->label.in(lang)) : t->label.in(lang));
    }
    showDescription();
}

void DatabaseDialog::showDescription()
{
    const TargetSchema *t = m_registry.target(target());
    m_description->setText(t ? t->description.in(uiLanguage()) : QString());
}

void DatabaseDialog::updateOk()
{
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(m_mode == Mode::TargetOnly || !m_name->text().trimmed().isEmpty());
}

} // namespace st

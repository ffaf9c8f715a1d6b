#include "databasedialog.h"

#include "elidedlabel.h"
#include "findingcolour.h"
#include "uilanguage.h"

#include "core/names.h"

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
      m_target(new QComboBox(this)), m_description(new ElidedLabel(this)), m_problem(new ElidedLabel(this)),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    auto *form = new QFormLayout;
    form->addRow(m_nameLabel, m_name);
    form->addRow(m_problem);
    form->addRow(m_commentLabel, m_comment);
    form->addRow(m_targetLabel, m_target);
    m_nameLabel->setBuddy(m_name);
    m_commentLabel->setBuddy(m_comment);
    m_targetLabel->setBuddy(m_target);
    m_name->setObjectName(QStringLiteral("databaseName"));
    m_target->setObjectName(QStringLiteral("databaseTarget"));
    // The descriptions take one line or two, as the target chosen: a room of three whatever
    // the target, so that OK does not move as the targets are gone through.
    m_description->setLines(3);
    m_description->setMinimumWidth(420);
    m_description->setObjectName(QStringLiteral("targetDescription"));
    m_problem->setObjectName(QStringLiteral("databaseProblem"));
    // Its line kept, with a problem or not: a name refused as it is typed moved the fields
    // below it and OK. What does not fit one line is in the tooltip.
    colourAsFinding(m_problem, Severity::Error);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_description);
    layout->addLayout(buttonRowWithLanguage(this, m_buttons)); // the main window's Language menu is blocked while this is open
    if (mode == Mode::TargetOnly) {
        for (QWidget *w : std::initializer_list<QWidget *>{m_nameLabel, m_name, m_problem, m_commentLabel, m_comment})
            w->hide();
    }
    if (mode == Mode::Rename) {
        for (QWidget *w : std::initializer_list<QWidget *>{m_commentLabel, m_comment, m_targetLabel, m_target, m_description})
            w->hide();
        m_name->setText(database);
        m_name->selectAll();
        m_name->setMinimumWidth(360);
    }
    const QString chosen = target.isEmpty() ? registry.defaultTargetId() : target;
    for (const TargetSchema &t : registry.targets())
        m_target->addItem(QString(), t.id);
    m_target->setCurrentIndex(qMax(0, m_target->findData(chosen)));
    connect(m_target, QOverload<int>::of(&QComboBox::currentIndexChanged), this, &DatabaseDialog::showDescription);
    connect(m_name, &QLineEdit::textChanged, this, [this] {
        m_refused.reset();
        updateOk();
    });
    connect(m_buttons, &QDialogButtonBox::accepted, this, &DatabaseDialog::submit);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    retranslateUi();
    updateOk();
    (mode == Mode::TargetOnly ? static_cast<QWidget *>(m_target) : m_name)->setFocus();
}

QString DatabaseDialog::name() const
{
    return m_mode == Mode::TargetOnly ? m_database : m_name->text().trimmed();
}

void DatabaseDialog::setTakenNames(const QStringList &names)
{
    m_taken.clear();
    for (const QString &name : names)
        m_taken.insert(nameKey(name), name);
    updateOk();
}

void DatabaseDialog::submit()
{
    if (!m_buttons->button(QDialogButtonBox::Ok)->isEnabled())
        return; // Enter in the name field while the name cannot be used
    if (m_submit) {
        const CatalogStatus status = m_submit();
        if (!status.ok()) {
            m_refused = status;
            updateOk();
            return;
        }
    }
    accept();
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
    switch (m_mode) {
    case Mode::Create:
        setWindowTitle(tr("New logical database"));
        m_nameLabel->setText(tr("&Name:"));
        break;
    case Mode::Rename:
        setWindowTitle(tr("Rename logical database"));
        m_nameLabel->setText(tr("&New name of %1:").arg(m_database));
        break;
    case Mode::TargetOnly:
        setWindowTitle(tr("Target platform of %1").arg(m_database));
        m_nameLabel->setText(tr("&Name:"));
        break;
    }
    m_commentLabel->setText(tr("&Comment (optional):"));
    m_targetLabel->setText(tr("&Target platform:"));
    for (int i = 0; i < m_target->count(); ++i) {
        const TargetSchema *t = m_registry.target(m_target->itemData(i).toString());
        m_target->setItemText(i, t->isDefault ? tr("%1 (default)").arg(t->label.in(lang)) : t->label.in(lang));
    }
    showDescription();
    updateOk();
}

void DatabaseDialog::showDescription()
{
    const TargetSchema *t = m_registry.target(target());
    m_description->setFullText(t ? t->description.in(uiLanguage()) : QString());
}

void DatabaseDialog::updateOk()
{
    std::optional<LocalizedText> problem;
    const QString typed = name();
    if (m_mode != Mode::TargetOnly && !typed.isEmpty()) {
        const QString key = nameKey(typed);
        problem = databaseNameCharacterProblem(typed);
        // Renaming may change a name's case: the database's own key is not taken.
        if (!problem && m_taken.contains(key) && !(m_mode == Mode::Rename && key == nameKey(m_database)))
            problem = databaseNameTaken(m_taken.value(key));
    }
    const bool usable = m_mode == Mode::TargetOnly || (!typed.isEmpty() && !problem && !(m_mode == Mode::Rename && typed == m_database));
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(usable);
    if (m_refused)
        problem = m_refused->message();
    showProblem(problem ? problem->in(uiLanguage()) : QString());
}

void DatabaseDialog::showProblem(const QString &text)
{
    m_problem->setFullText(text);
}

} // namespace st

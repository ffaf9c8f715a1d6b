#include "environmentsdialog.h"

#include "core/names.h"
#include "uilanguage.h"
#include "windowsize.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace st {

EnvironmentsDialog::EnvironmentsDialog(Catalog &catalog, const QString &database, QWidget *parent)
    : NamedSetsDialogOf({QStringLiteral("environmentsDialog"), QStringLiteral("environmentList"), QStringLiteral("newEnvironmentName"),
                       QStringLiteral("addEnvironment"), QStringLiteral("removeEnvironment"), QStringLiteral("variableTable"),
                       QStringLiteral("addVariable"), QStringLiteral("removeVariable"), QStringLiteral("environmentsMessage")},
                      180, parent),
      m_catalog(catalog), m_database(database)
{
    auto *left = new QVBoxLayout;
    left->addWidget(m_listLabel);
    left->addWidget(m_list, 1);
    auto *add = new QHBoxLayout;
    add->addWidget(m_newName, 1);
    add->addWidget(m_addSet);
    left->addLayout(add);
    left->addWidget(m_removeSet);
    QVBoxLayout *right = makeRowsPane();
    auto *panes = new QHBoxLayout;
    panes->addLayout(left, 2); // wide enough for the new name's hint
    panes->addLayout(right, 3);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(panes, 1);
    layout->addWidget(m_message);
    layout->addLayout(buttonRowWithLanguage(this, m_buttons)); // the main window's Language menu is blocked while this is open

    const CatalogResult<Environments> read = m_catalog.environments(database);
    m_base = read.value;
    m_edited = m_base;
    for (const Environment &e : std::as_const(m_edited))
        m_list->addItem(e.name);
    if (!read)
        tell(read.status.message(uiLanguage()));

    connectCommonWidgets();
    retranslateUi();
    showFirstSet();
    rememberWindowSize(this, QStringLiteral("environmentsDialog"), QSize(760, 460));
}

void EnvironmentsDialog::retranslateUi()
{
    setWindowTitle(tr("Environments of %1").arg(m_database));
    m_listLabel->setText(tr("Environments"));
    m_newName->setPlaceholderText(tr("New environment, e.g. dev"));
    m_addSet->setText(tr("Add"));
    m_removeSet->setText(tr("Remove environment"));
    m_table->setHorizontalHeaderLabels({tr("Name"), tr("Value")});
    m_table->setToolTip(tr("An option value refers to a variable as ${NAME}. A password or key is no variable: give it as ${secret:NAME}."));
    m_addRow->setText(tr("Add variable"));
    m_removeRow->setText(tr("Remove variable"));
    showSet();
}

bool EnvironmentsDialog::addTypedSet()
{
    return addEnvironment(m_newName->text());
}

void EnvironmentsDialog::showSet()
{
    if (const Environment *shown = showChosenSet())
        m_tableLabel->setFullText(tr("Variables of %1").arg(shown->name));
    else
        m_tableLabel->setFullText(tr("Add an environment (dev, test, prod, ...) to give its variables."));
    updateButtons();
}

bool EnvironmentsDialog::addEnvironment(const QString &typed)
{
    const QString name = typed.trimmed();
    if (name.isEmpty())
        return false;
    for (const Environment &e : std::as_const(m_edited)) {
        if (nameKey(e.name) == nameKey(name)) {
            tell(tr("There is an environment %1 already.").arg(e.name));
            return false;
        }
    }
    keepTable();
    m_edited.append(Environment{name, {}});
    showAddedSet(name);
    return true;
}

QString EnvironmentsDialog::problemsText() const
{
    QStringList lines;
    for (const LocalizedText &problem : Catalog::environmentProblems(edited()))
        lines << problem.in(uiLanguage());
    return lines.join(QLatin1Char('\n'));
}

void EnvironmentsDialog::rowsChanged()
{
    tell(problemsText());
}

bool EnvironmentsDialog::save()
{
    // Every problem at once: the catalog refuses the first it meets.
    if (const QString problems = problemsText(); !problems.isEmpty()) {
        tell(problems);
        return false;
    }
    const Environments edits = edited();
    const CatalogStatus saved = m_catalog.saveEnvironments(m_database, edits, m_base);
    if (saved.code() == CatalogErrorCode::Conflict) {
        // Saving again replaces what is stored now with these edits: the user is told so.
        const CatalogResult<Environments> now = m_catalog.environments(m_database);
        if (now)
            m_base = now.value;
    }
    return closeIfSaved(saved, tr("Your edits are still here. Save again to replace the stored environments with them, or Cancel to keep what is stored."));
}

QString EnvironmentsDialog::unsavedChangesQuestion() const
{
    return tr("Save the changes to the environments of %1?").arg(m_database);
}

} // namespace st

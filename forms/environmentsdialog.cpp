#include "environmentsdialog.h"

#include "core/names.h"
#include "findingcolour.h"
#include "keyvaluetable.h"
#include "uilanguage.h"
#include "windowsize.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSet>
#include <QTableWidget>
#include <QVBoxLayout>

namespace st {

EnvironmentsDialog::EnvironmentsDialog(Catalog &catalog, const QString &database, QWidget *parent)
    : QDialog(parent), m_catalog(catalog), m_database(database)
{
    setObjectName(QStringLiteral("environmentsDialog"));
    m_listLabel = new QLabel(this);
    m_list = new QListWidget(this);
    m_list->setObjectName(QStringLiteral("environmentList"));
    m_newName = new QLineEdit(this);
    m_newName->setObjectName(QStringLiteral("newEnvironmentName"));
    m_addEnvironment = new QPushButton(this);
    m_addEnvironment->setObjectName(QStringLiteral("addEnvironment"));
    m_removeEnvironment = new QPushButton(this);
    m_removeEnvironment->setObjectName(QStringLiteral("removeEnvironment"));
    m_tableLabel = new QLabel(this);
    m_table = keyvaluetable::create(this, QStringLiteral("variableTable"), 180);
    m_addVariable = new QPushButton(this);
    m_addVariable->setObjectName(QStringLiteral("addVariable"));
    m_removeVariable = new QPushButton(this);
    m_removeVariable->setObjectName(QStringLiteral("removeVariable"));
    m_message = new QLabel(this);
    m_message->setObjectName(QStringLiteral("environmentsMessage"));
    m_message->setWordWrap(true);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    colourAsFinding(m_message, Severity::Error);
    m_message->hide();
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this);

    auto *left = new QVBoxLayout;
    left->addWidget(m_listLabel);
    left->addWidget(m_list, 1);
    auto *add = new QHBoxLayout;
    add->addWidget(m_newName, 1);
    add->addWidget(m_addEnvironment);
    left->addLayout(add);
    left->addWidget(m_removeEnvironment);
    auto *right = new QVBoxLayout;
    right->addWidget(m_tableLabel);
    right->addWidget(m_table, 1);
    auto *rowButtons = new QHBoxLayout;
    rowButtons->addWidget(m_addVariable);
    rowButtons->addWidget(m_removeVariable);
    rowButtons->addStretch(1);
    right->addLayout(rowButtons);
    auto *panes = new QHBoxLayout;
    panes->addLayout(left, 1);
    panes->addLayout(right, 2);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(panes, 1);
    layout->addWidget(m_message);
    layout->addWidget(m_buttons);

    const CatalogResult<Environments> read = m_catalog.environments(database);
    m_base = read.value;
    m_edited = m_base;
    for (const Environment &e : std::as_const(m_edited))
        m_list->addItem(e.name);
    if (!read)
        tell(read.status.message(uiLanguage()));

    connect(m_list, &QListWidget::currentRowChanged, this, [this] {
        keepTable();
        showEnvironment();
    });
    connect(m_addEnvironment, &QPushButton::clicked, this, [this] {
        if (addEnvironment(m_newName->text()))
            m_newName->clear();
    });
    connect(m_newName, &QLineEdit::returnPressed, m_addEnvironment, &QPushButton::click);
    connect(m_newName, &QLineEdit::textChanged, this, &EnvironmentsDialog::updateButtons);
    connect(m_removeEnvironment, &QPushButton::clicked, this, [this] {
        const int row = m_list->currentRow();
        if (row < 0)
            return;
        m_shown = -1; // its rows go with it
        m_edited.removeAt(row);
        delete m_list->takeItem(row);
        showEnvironment();
    });
    connect(m_addVariable, &QPushButton::clicked, this, [this] {
        keyvaluetable::addRow(m_table);
        updateButtons();
    });
    connect(m_removeVariable, &QPushButton::clicked, this, [this] {
        keyvaluetable::removeCurrentRow(m_table);
        updateButtons();
    });
    connect(m_table, &QTableWidget::currentCellChanged, this, &EnvironmentsDialog::updateButtons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &EnvironmentsDialog::save);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    retranslateUi();
    if (m_list->count() > 0)
        m_list->setCurrentRow(0);
    else
        showEnvironment();
    rememberWindowSize(this, QStringLiteral("environmentsDialog"), QSize(760, 460));
}

void EnvironmentsDialog::retranslateUi()
{
    setWindowTitle(tr("Environments of %1").arg(m_database));
    m_listLabel->setText(tr("Environments"));
    m_newName->setPlaceholderText(tr("New environment, e.g. dev"));
    m_addEnvironment->setText(tr("Add"));
    m_removeEnvironment->setText(tr("Remove environment"));
    m_table->setHorizontalHeaderLabels({tr("Name"), tr("Value")});
    m_table->setToolTip(tr("An option value refers to a variable as ${NAME}. A password or key is no variable: give it as ${secret:NAME}."));
    m_addVariable->setText(tr("Add variable"));
    m_removeVariable->setText(tr("Remove variable"));
    showEnvironment();
}

void EnvironmentsDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

void EnvironmentsDialog::keepTable()
{
    if (m_shown < 0 || m_shown >= m_edited.size())
        return;
    m_edited[m_shown].variables = keyvaluetable::rows(m_table);
}

void EnvironmentsDialog::showEnvironment()
{
    const int row = m_list->currentRow();
    m_shown = row;
    keyvaluetable::show(m_table, row >= 0 && row < m_edited.size() ? m_edited.at(row).variables : Variables());
    if (row >= 0 && row < m_edited.size()) {
        m_tableLabel->setText(tr("Variables of %1").arg(m_edited.at(row).name));
    } else {
        m_tableLabel->setText(tr("Add an environment (dev, test, prod, ...) to give its variables."));
    }
    updateButtons();
}

void EnvironmentsDialog::updateButtons()
{
    const bool haveEnvironment = m_list->currentRow() >= 0;
    m_addEnvironment->setEnabled(!m_newName->text().trimmed().isEmpty());
    m_removeEnvironment->setEnabled(haveEnvironment);
    m_table->setEnabled(haveEnvironment);
    m_addVariable->setEnabled(haveEnvironment);
    m_removeVariable->setEnabled(haveEnvironment && m_table->currentRow() >= 0);
}

void EnvironmentsDialog::tell(const QString &message)
{
    m_message->setText(message);
    m_message->setVisible(!message.isEmpty());
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
    m_list->addItem(name);
    tell(QString());
    m_list->setCurrentRow(m_list->count() - 1);
    return true;
}

Environments EnvironmentsDialog::edited() const
{
    auto *self = const_cast<EnvironmentsDialog *>(this);
    self->keepTable();
    return m_edited;
}

bool EnvironmentsDialog::save()
{
    const Environments edits = edited();
    for (const Environment &e : edits) {
        for (auto it = e.variables.cbegin(); it != e.variables.cend(); ++it) {
            if (!isVariableName(it.key())) {
                tell(it.key().isEmpty() ? tr("A variable of environment %1 has a value but no name.").arg(e.name)
                                        : tr("\"%1\" (environment %2) is not a variable name: a letter or _, then letters, digits and _.")
                                              .arg(it.key(), e.name));
                return false;
            }
        }
    }
    const CatalogStatus saved = m_catalog.saveEnvironments(m_database, edits, m_base);
    if (saved) {
        tell(QString());
        accept();
        return true;
    }
    QString message = saved.message(uiLanguage());
    if (saved.code() == CatalogErrorCode::Conflict) {
        // Saving again replaces what is stored now with these edits: the user has been told.
        const CatalogResult<Environments> now = m_catalog.environments(m_database);
        if (now)
            m_base = now.value;
        message += QLatin1Char('\n') + tr("Your edits are still here. Save again to replace the stored environments with them, or Cancel to keep what is stored.");
    }
    tell(message);
    return false;
}

} // namespace st

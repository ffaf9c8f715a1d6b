#include "namedsetsdialog.h"

#include "catalog/catalog.h"
#include "core/severity.h"
#include "findingcolour.h"
#include "keyvaluetable.h"
#include "uilanguage.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace st {

NamedSetsDialog::NamedSetsDialog(const Names &names, int keyColumnWidth, QWidget *parent) : EditorDialog(parent)
{
    setObjectName(names.dialog);
    m_listLabel = new QLabel(this);
    m_list = new QListWidget(this);
    m_list->setObjectName(names.list);
    m_newName = new QLineEdit(this);
    m_newName->setObjectName(names.newName);
    m_addSet = new QPushButton(this);
    m_addSet->setObjectName(names.addSet);
    m_removeSet = new QPushButton(this);
    m_removeSet->setObjectName(names.removeSet);
    m_tableLabel = new ElidedLabel(this);
    m_table = keyvaluetable::create(this, names.table, keyColumnWidth);
    m_addRow = new QPushButton(this);
    m_addRow->setObjectName(names.addRow);
    m_removeRow = new QPushButton(this);
    m_removeRow->setObjectName(names.removeRow);
    m_message = new ElidedLabel(this);
    m_message->setObjectName(names.message);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    colourAsFinding(m_message, Severity::Error);
    // Room kept for a few lines even while empty: a refusal or a problem appearing pushed the
    // lists and buttons up by a line or two, and a click aimed at one button hit another. A
    // refusal after a conflict takes three (the catalog's reason, what became of the edits).
    m_message->setLines(MessageLines);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this);
}

void NamedSetsDialog::connectCommonWidgets()
{
    connect(m_list, &QListWidget::currentRowChanged, this, [this] {
        keepTable();
        showSet();
    });
    connect(m_addSet, &QPushButton::clicked, this, [this] {
        if (addTypedSet())
            m_newName->clear();
    });
    m_newName->installEventFilter(this);
    connect(m_newName, &QLineEdit::textChanged, this, [this] { updateButtons(); });
    connect(m_removeSet, &QPushButton::clicked, this, [this] {
        const int row = m_list->currentRow();
        if (row < 0 || row >= setCount())
            return;
        m_shown = -1; // its rows go with it
        removeSet(row);
        delete m_list->takeItem(row);
        showSet();
    });
    connect(m_addRow, &QPushButton::clicked, this, [this] {
        keyvaluetable::addRow(m_table);
        updateButtons();
    });
    connect(m_removeRow, &QPushButton::clicked, this, [this] {
        keyvaluetable::removeCurrentRow(m_table);
        rowsChanged();
        updateButtons();
    });
    connect(m_table, &QTableWidget::itemChanged, this, [this] { rowsChanged(); });
    connect(m_table, &QTableWidget::currentCellChanged, this, [this] { updateButtons(); });
    connect(m_buttons, &QDialogButtonBox::accepted, this, [this] { save(); });
    addSaveShortcut();
    connect(m_buttons, &QDialogButtonBox::rejected, this, &EditorDialog::reject);
}

QVBoxLayout *NamedSetsDialog::makeRowsPane()
{
    auto *pane = new QVBoxLayout;
    pane->addWidget(m_tableLabel);
    pane->addWidget(m_table, 1);
    auto *rowButtons = new QHBoxLayout;
    rowButtons->addWidget(m_addRow);
    rowButtons->addWidget(m_removeRow);
    rowButtons->addStretch(1);
    pane->addLayout(rowButtons);
    return pane;
}

void NamedSetsDialog::keepTable()
{
    if (m_shown >= 0 && m_shown < setCount())
        keepRows(m_shown, keyvaluetable::rows(m_table));
}

void NamedSetsDialog::showFirstSet()
{
    if (m_list->count() > 0) {
        m_list->setCurrentRow(0);
        return;
    }
    showSet();
    m_newName->setFocus();
}

void NamedSetsDialog::showAddedSet(const QString &listed)
{
    m_list->addItem(listed);
    tell(QString());
    m_list->setCurrentRow(m_list->count() - 1);
}

void NamedSetsDialog::tell(const QString &message)
{
    m_message->setFullText(message);
}

bool NamedSetsDialog::closeIfSaved(const CatalogStatus &saved, const QString &ifConflict)
{
    if (saved) {
        tell(QString());
        accept();
        return true;
    }
    QString message = saveRefusal(saved);
    if (saved.code() == CatalogErrorCode::Conflict)
        message += QLatin1Char('\n') + ifConflict;
    tell(message);
    return false;
}

void NamedSetsDialog::updateButtons()
{
    const bool haveSet = m_list->currentRow() >= 0;
    m_addSet->setEnabled(!m_newName->text().trimmed().isEmpty() && canAddSet());
    m_removeSet->setEnabled(haveSet);
    m_table->setEnabled(haveSet);
    m_addRow->setEnabled(haveSet);
    m_removeRow->setEnabled(haveSet && m_table->currentRow() >= 0);
}

bool NamedSetsDialog::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_newName && event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent *>(event)->key();
        if (key == Qt::Key_Return || key == Qt::Key_Enter) {
            if (m_addSet->isEnabled())
                m_addSet->click();
            return true;
        }
    }
    return EditorDialog::eventFilter(watched, event);
}

void NamedSetsDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    EditorDialog::changeEvent(event);
}

} // namespace st

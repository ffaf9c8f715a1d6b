#include "typeeditordialog.h"

#include "findingcolour.h"
#include "sql/flinktype.h"
#include "uilanguage.h"
#include "windowsize.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QFontDatabase>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QToolButton>
#include <QVBoxLayout>

namespace st {

TypeEditorDialog::TypeEditorDialog(const QString &column, const QString &type, QWidget *parent)
    : QDialog(parent), m_column(column), m_intro(new QLabel(this)), m_editor(new QPlainTextEdit(this)),
      m_problem(new QLabel(this)), m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setObjectName(QStringLiteral("typeEditor"));
    m_intro->setWordWrap(true);
    m_editor->setObjectName(QStringLiteral("typeText"));
    m_editor->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_editor->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_editor->setTabChangesFocus(true);
    m_editor->setPlainText(layOutFlinkType(type));
    m_problem->setWordWrap(true);
    m_problem->setTextFormat(Qt::PlainText);
    colourAsFinding(m_problem, Severity::Error);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_editor, &QPlainTextEdit::textChanged, this, &TypeEditorDialog::check);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addWidget(m_editor, 1);
    layout->addWidget(m_problem);
    layout->addLayout(buttonRowWithLanguage(this, m_buttons)); // the main window's Language menu is blocked while this is open
    retranslateUi();
    rememberWindowSize(this, QStringLiteral("typeEditor"), QSize(560, 420));
    m_editor->setFocus();
}

QString TypeEditorDialog::type() const
{
    return flinkTypeOnOneLine(m_editor->toPlainText());
}

void TypeEditorDialog::check()
{
    const QString line = type();
    LocalizedText error;
    const bool ok = line.isEmpty() || parseFlinkType(line, nullptr, &error);
    m_problem->setText(ok ? QString() : error.in(uiLanguage()));
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(ok);
}

void TypeEditorDialog::retranslateUi()
{
    setWindowTitle(tr("Type of column %1").arg(m_column));
    m_intro->setText(tr("A Flink SQL type. A ROW's fields go one per line, as name, type and an optional 'comment'; "
                        "white space and line breaks are yours to choose. Leave it empty for a computed column."));
    check();
}

void TypeEditorDialog::changeEvent(QEvent *event)
{
    QDialog::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
}

} // namespace st

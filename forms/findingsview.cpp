#include "findingsview.h"

#include "uilanguage.h"
#include "windowsize.h"

#include <QApplication>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QStyle>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace st {

QString severityWord(Severity severity)
{
    switch (severity) {
    case Severity::Error: return QCoreApplication::translate("Findings", "error");
    case Severity::Warning: return QCoreApplication::translate("Findings", "warning");
    case Severity::Note: return QCoreApplication::translate("Findings", "note");
    }
    return {};
}

QIcon severityIcon(Severity severity)
{
    QStyle *style = QApplication::style();
    switch (severity) {
    case Severity::Error: return style->standardIcon(QStyle::SP_MessageBoxCritical);
    case Severity::Warning: return style->standardIcon(QStyle::SP_MessageBoxWarning);
    case Severity::Note: return style->standardIcon(QStyle::SP_MessageBoxInformation);
    }
    return {};
}

QString displaySubject(const Subject &subject)
{
    if (subject.kind == Subject::Kind::Wiring && subject.scope == Subject::Scope::Own)
        return subject.source + QStringLiteral(" → ") + subject.sink;
    return subject.text();
}

QString findingText(const Diagnostic &diagnostic, Language lang)
{
    return QCoreApplication::translate("Findings", "%1: %2: %3")
        .arg(severityWord(diagnostic.severity), displaySubject(diagnostic.subject), diagnostic.message.in(lang));
}

FindingsDialog::FindingsDialog(const QString &title, const QString &message, const QList<GroupedFinding> &findings, QWidget *parent)
    : QDialog(parent), m_message(new QLabel(message, this)), m_tree(new QTreeWidget(this)), m_buttons(new QDialogButtonBox(this))
{
    setObjectName(QStringLiteral("findingsDialog"));
    setWindowTitle(title);
    m_message->setWordWrap(true);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_tree->setObjectName(QStringLiteral("findings"));
    m_tree->setHeaderHidden(true);
    m_tree->setIconSize(QSize(16, 16));
    m_tree->setWordWrap(true);
    m_tree->setUniformRowHeights(false);
    m_tree->setSelectionMode(QAbstractItemView::ExtendedSelection);
    QHash<QString, QTreeWidgetItem *> groups; // in the order the groups first appear
    for (const GroupedFinding &f : findings) {
        QTreeWidgetItem *&group = groups[f.group];
        if (!group) {
            group = new QTreeWidgetItem(m_tree, QStringList{f.group});
            QFont bold = group->font(0);
            bold.setBold(true);
            group->setFont(0, bold);
            group->setFirstColumnSpanned(true);
        }
        auto *item = new QTreeWidgetItem(group, QStringList{f.text});
        item->setIcon(0, severityIcon(f.severity));
        item->setToolTip(0, f.text);
    }
    for (QTreeWidgetItem *group : std::as_const(groups))
        group->setText(0, tr("%1 (%n finding(s))", nullptr, group->childCount()).arg(group->text(0)));
    m_tree->expandAll();
    m_tree->setVisible(!findings.isEmpty());
    connect(m_buttons, &QDialogButtonBox::clicked, this, [this](QAbstractButton *button) {
        m_clicked = button;
        const QDialogButtonBox::ButtonRole role = m_buttons->buttonRole(button);
        if (role == QDialogButtonBox::AcceptRole || role == QDialogButtonBox::YesRole)
            accept();
        else
            reject();
    });
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_message);
    layout->addWidget(m_tree, 1);
    layout->addWidget(m_buttons);
    // Wide enough for the longest finding on one line where the screen has room (they were cut
    // off at 760 px on a wider screen), never wider or taller than the screen: the tree scrolls.
    int widest = 0;
    for (const GroupedFinding &f : findings)
        widest = qMax(widest, m_tree->fontMetrics().horizontalAdvance(f.text));
    const int chrome = m_tree->indentation() + m_tree->iconSize().width() + 4 * style()->pixelMetric(QStyle::PM_LayoutLeftMargin)
        + style()->pixelMetric(QStyle::PM_ScrollBarExtent) + 16;
    const QSize largest = largestWindowSize(this);
    resize(qMin(qMax(760, widest + chrome), largest.width()), qMin(findings.isEmpty() ? 160 : 520, largest.height()));
}

QPushButton *FindingsDialog::addButton(const QString &text, QDialogButtonBox::ButtonRole role, bool isDefault)
{
    QPushButton *button = m_buttons->addButton(text, role);
    if (isDefault) {
        button->setDefault(true);
        button->setFocus();
    }
    return button;
}

QPushButton *FindingsDialog::addButton(QDialogButtonBox::StandardButton which, bool isDefault)
{
    QPushButton *button = m_buttons->addButton(which);
    if (isDefault) {
        button->setDefault(true);
        button->setFocus();
    }
    return button;
}

} // namespace st

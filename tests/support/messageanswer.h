#pragma once
// Answers the message boxes and findings dialogs a GUI test's action opens, as a user would:
// waits for the box to be the active modal widget, records its text and clicks a button.

#include "editordialog.h"
#include "findingsview.h"

#include <QAbstractButton>
#include <QApplication>
#include <QDialogButtonBox>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSize>
#include <QStringList>
#include <QTimer>
#include <QTreeWidget>

#include <memory>

namespace testsupport {

using st::EditorDialog;
using st::FindingsDialog;

/// Message boxes answered by answerMessageBox(): the texts they showed (empty while none came).
struct MessageAnswer
{
    QString objectName; ///< the box to wait for; empty: any message box but the unsaved-changes question
    QString button;     ///< the button to click, as shown without "&"; empty: the default button
    int count = 1;      ///< how many boxes to answer, one after the other
    QStringList texts;  ///< the texts of the boxes answered
    /// For a FindingsDialog, its findings of the last one answered, each `GROUP | TEXT`.
    QStringList findings;
    QSize size; ///< of the last FindingsDialog answered
    bool cancelled = false;
    bool asked() const { return !texts.isEmpty(); }
    QString text() const { return texts.value(texts.size() - 1); }
};

/// Waits (polling, as a user waits for a window) for the message box `answer` describes to be
/// the active modal widget, records its text and clicks the button, `count` times. Gives up
/// quietly after `attempts`, so that a test can check that no box came.
inline void answerMessageBox(const std::shared_ptr<MessageAnswer> &answer, int attempts = 300)
{
    QTimer::singleShot(10, [answer, attempts] {
        if (answer->cancelled)
            return;
        const QString wanted = answer->objectName;
        if (auto *list = qobject_cast<FindingsDialog *>(QApplication::activeModalWidget());
            list && list->isVisible() && (wanted.isEmpty() || list->objectName() == wanted)) {
            answer->texts << list->messageLabel()->text();
            answer->size = list->frameGeometry().size();
            answer->findings.clear();
            QTreeWidget *tree = list->tree();
            for (int g = 0; g < tree->topLevelItemCount(); ++g) {
                for (int c = 0; c < tree->topLevelItem(g)->childCount(); ++c)
                    answer->findings << tree->topLevelItem(g)->text(0) + QStringLiteral(" | ") + tree->topLevelItem(g)->child(c)->text(0);
            }
            QAbstractButton *target = nullptr;
            for (QAbstractButton *b : list->findChild<QDialogButtonBox *>()->buttons()) {
                auto *push = qobject_cast<QPushButton *>(b);
                if (answer->button.isEmpty() ? push && push->isDefault() : b->text().remove(QLatin1Char('&')) == answer->button)
                    target = b;
            }
            if (!target)
                qFatal("the findings dialog has no button %s", qPrintable(answer->button));
            target->click();
            if (answer->texts.size() < answer->count)
                answerMessageBox(answer);
            return;
        }
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        const bool question = box && box->objectName() == EditorDialog::questionObjectName();
        if (!box || !box->isVisible() || (wanted.isEmpty() ? question : box->objectName() != wanted)) {
            if (attempts > 0)
                answerMessageBox(answer, attempts - 1);
            return;
        }
        answer->texts << box->text();
        QAbstractButton *target = answer->button.isEmpty() ? box->defaultButton() : nullptr;
        for (QAbstractButton *b : box->buttons()) {
            if (!target && b->text().remove(QLatin1Char('&')) == answer->button)
                target = b;
        }
        if (!target)
            qFatal("the message box has no button %s", qPrintable(answer->button));
        target->click();
        if (answer->texts.size() < answer->count)
            answerMessageBox(answer);
    });
}

/// Answers the unsaved-changes question that comes next with `button`: Save, Discard or Keep editing.
inline std::shared_ptr<MessageAnswer> answerUnsavedQuestion(const QString &button, int count = 1)
{
    auto answer = std::make_shared<MessageAnswer>();
    answer->objectName = EditorDialog::questionObjectName();
    answer->button = button;
    answer->count = count;
    answerMessageBox(answer);
    return answer;
}

} // namespace testsupport

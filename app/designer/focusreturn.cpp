#include "focusreturn.h"

#include <QApplication>
#include <QChildEvent>
#include <QTimer>
#include <QWidget>

namespace st {

FocusReturn::FocusReturn(QWidget *window, std::function<QWidget *()> fallback)
    : QObject(window), m_window(window), m_fallback(std::move(fallback))
{
    window->installEventFilter(this);
}

bool FocusReturn::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_window) {
        // Each dialog or message box of the window (one of its children that is a window of its
        // own) is watched for closing.
        if (event->type() == QEvent::ChildPolished) {
            QObject *child = static_cast<QChildEvent *>(event)->child();
            if (child->isWidgetType()) {
                auto *widget = static_cast<QWidget *>(child);
                if (widget->windowType() == Qt::Dialog || widget->windowType() == Qt::Window || widget->windowType() == Qt::Sheet)
                    widget->installEventFilter(this);
            }
        }
        return false;
    }
    if (event->type() == QEvent::Hide) {
        // A dialog of the window closed: the keys come back to the window, unless another
        // dialog opens meanwhile.
        if (!event->spontaneous()) {
            m_pending = true;
            QTimer::singleShot(0, this, [this] { takeBack(); });
        }
    } else if (event->type() == QEvent::Show) {
        m_pending = false;
    }
    return false;
}

void FocusReturn::takeBack()
{
    if (!m_pending)
        return;
    m_pending = false;
    QWidget *active = QApplication::activeWindow();
    if (!m_window->isVisible() || (active && active != m_window) || QApplication::activeModalWidget() || QApplication::activePopupWidget())
        return;
    // Where the focus was when the dialog opened (the window keeps it), else the fallback.
    QWidget *focus = m_window->focusWidget();
    if (!focus || !focus->isVisible() || !focus->isEnabled())
        focus = m_fallback();
    if (QApplication::focusWidget() != focus)
        focus->setFocus(Qt::ActiveWindowFocusReason);
    if (!active)
        m_window->activateWindow();
}

} // namespace st

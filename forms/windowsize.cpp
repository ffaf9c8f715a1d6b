#include "windowsize.h"

#include <QApplication>
#include <QEvent>
#include <QScreen>
#include <QSettings>
#include <QStyle>
#include <QWidget>

namespace st {

namespace {

QString sizeKey(const QString &key) { return QStringLiteral("windows/%1/size").arg(key); }
QString maximizedKey(const QString &key) { return QStringLiteral("windows/%1/maximized").arg(key); }

/// Stores the window's size and maximized state whenever it is hidden (closed, accepted,
/// rejected): hiding is the one event every way of closing passes through.
class SizeKeeper : public QObject
{
public:
    SizeKeeper(QWidget *window, const QString &key) : QObject(window), m_window(window), m_key(key) {}

    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (watched == m_window && event->type() == QEvent::Hide) {
            const bool maximized = m_window->isMaximized();
            QSettings settings;
            settings.setValue(maximizedKey(m_key), maximized);
            // A maximized window's own size is the screen's; what it returns to is the normal one.
            const QSize size = maximized ? m_window->normalGeometry().size() : m_window->size();
            if (size.isValid() && !size.isEmpty())
                settings.setValue(sizeKey(m_key), size);
        }
        return false;
    }

private:
    QWidget *m_window;
    QString m_key;
};

} // namespace

QSize largestWindowSize(const QWidget *window)
{
    const QScreen *screen = window->screen() ? window->screen() : QGuiApplication::primaryScreen();
    if (!screen)
        return QSize(QWIDGETSIZE_MAX, QWIDGETSIZE_MAX);
    const QRect available = screen->availableGeometry();
    // The frame is not known before the window is shown: leave room for a title bar and borders.
    const int titleBar = window->style()->pixelMetric(QStyle::PM_TitleBarHeight) + 8;
    const int border = 2 * 4;
    return QSize(available.width() - border, available.height() - titleBar - border);
}

void rememberWindowSize(QWidget *window, const QString &key, const QSize &preferred)
{
    const QSettings settings;
    QSize size = settings.value(sizeKey(key), preferred).toSize();
    if (!size.isValid() || size.isEmpty())
        size = preferred;
    const QSize largest = largestWindowSize(window);
    size = size.boundedTo(largest).expandedTo(window->minimumSizeHint().boundedTo(largest));
    window->resize(size);
    // A dialog is placed over its parent by Qt (and kept on the screen); a main window is centred.
    const QScreen *screen = window->screen() ? window->screen() : QGuiApplication::primaryScreen();
    if (screen && !window->parentWidget()) {
        const QRect available = screen->availableGeometry();
        QRect frame(QPoint(0, 0), size);
        frame.moveCenter(available.center());
        window->move(qMax(frame.left(), available.left()), qMax(frame.top(), available.top()));
    }
    if (settings.value(maximizedKey(key), false).toBool())
        window->setWindowState(window->windowState() | Qt::WindowMaximized);
    window->installEventFilter(new SizeKeeper(window, key));
}

} // namespace st

#pragma once

#include <QObject>

#include <functional>

class QWidget;

namespace st {

/// Gives the keys back to a window when one of its dialogs or message boxes closes. Without a
/// window manager that activates the window a dialog leaves (a bare X server, the offscreen
/// platform), no window was active after a dialog closed: the keys went nowhere and F2, Ctrl+J
/// and the other shortcuts did nothing until the table list was clicked.
class FocusReturn : public QObject
{
public:
    /// Watches `window`'s dialogs from now on. `fallback`: where the focus goes when the widget
    /// that had it when the dialog opened cannot take it back.
    FocusReturn(QWidget *window, std::function<QWidget *()> fallback);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void takeBack();

    QWidget *m_window;
    std::function<QWidget *()> m_fallback;
    bool m_pending = false; ///< a dialog of the window closed; takeBack() is due
};

} // namespace st

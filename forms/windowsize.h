#pragma once

#include <QSize>
#include <QString>

class QWidget;

namespace st {

/// Gives a top-level window the size it had when last closed (or `preferred` the first time),
/// never more than the screen it opens on can show with its frame, and centres it there; also
/// maximizes it when it was closed maximized. From then on its size and maximized state are
/// stored under `key` each time it is hidden. A dialog opened on a 1366x768 screen thus keeps
/// its Save and Cancel buttons on the screen.
void rememberWindowSize(QWidget *window, const QString &key, const QSize &preferred);

/// The largest size of a window's contents that, with a title bar and borders, fits the
/// available area of the screen `window` is on (or the primary screen).
QSize largestWindowSize(const QWidget *window);

} // namespace st

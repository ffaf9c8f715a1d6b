#include "findingcolour.h"

#include <QColor>
#include <QPalette>
#include <QWidget>

namespace st {

QColor findingColour(Severity severity, const QPalette &palette)
{
    const bool dark = palette.color(QPalette::Window).lightness() < 128;
    const bool error = severity == Severity::Error;
    return error ? (dark ? QColor(0xf4, 0x6f, 0x6f) : QColor(0xc6, 0x28, 0x28)) : (dark ? QColor(0xf6, 0x9a, 0x3c) : QColor(0x9a, 0x5b, 0x00));
}

void colourAsFinding(QWidget *widget, Severity severity)
{
    QPalette palette = widget->palette();
    const QColor colour = findingColour(severity, palette);
    // Called per keystroke on every field's message: a palette set again as it was would
    // still be propagated and repaint the widget.
    if (widget->testAttribute(Qt::WA_SetPalette) && palette.color(QPalette::WindowText) == colour)
        return;
    palette.setColor(QPalette::WindowText, colour);
    widget->setPalette(palette);
}

} // namespace st

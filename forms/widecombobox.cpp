#include "widecombobox.h"

#include <QAbstractItemView>
#include <QScrollBar>
#include <QStyle>

namespace st {

int WideComboBox::popupWidthForContents() const
{
    const QFontMetrics metrics = view()->fontMetrics();
    int widest = 0;
    for (int i = 0; i < count(); ++i) {
        int width = metrics.horizontalAdvance(itemText(i));
        if (!itemIcon(i).isNull())
            width += iconSize().width() + 4;
        widest = qMax(widest, width);
    }
    // The item's own margins, the list's frame and a scroll bar that may show.
    const int margins = 2 * style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, this) + 16;
    const int frame = 2 * view()->frameWidth();
    const int scrollBar = view()->verticalScrollBar() ? view()->verticalScrollBar()->sizeHint().width() : 0;
    return widest + margins + frame + scrollBar;
}

void WideComboBox::showPopup()
{
    view()->setMinimumWidth(qMax(width(), popupWidthForContents()));
    QComboBox::showPopup();
}

} // namespace st

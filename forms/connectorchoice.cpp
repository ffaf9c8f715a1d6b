#include "connectorchoice.h"

#include <QListView>
#include <QScrollBar>
#include <QVector>
#include <QPainter>
#include <QPainterPath>

namespace st {

namespace {

/// Room inside a card around its text, in multiples of the font's height.
constexpr double kPadding = 0.7;

int padding(const QFontMetrics &metrics)
{
    return int(metrics.height() * kPadding);
}

QRect wrapped(const QFont &font, const QString &text, int left, int top, int width)
{
    if (text.isEmpty())
        return QRect(left, top, width, 0);
    const QRect bounds = QFontMetrics(font).boundingRect(QRect(0, 0, width, 100000), Qt::TextWordWrap, text);
    return QRect(left, top, width, bounds.height());
}

} // namespace

ConnectorChoiceDelegate::ConnectorChoiceDelegate(QListView *view)
    : QStyledItemDelegate(view)
    , m_view(view)
{
}

QFont ConnectorChoiceDelegate::titleFont(const QFont &base)
{
    QFont font = base;
    font.setBold(true);
    font.setPointSizeF(base.pointSizeF() * 1.15);
    return font;
}

ConnectorChoiceDelegate::Layout ConnectorChoiceDelegate::layout(const QStyleOptionViewItem &option, const QModelIndex &index, int width) const
{
    const QFontMetrics metrics(option.font);
    const int pad = padding(metrics);
    const int textWidth = qMax(metrics.averageCharWidth() * 10, width - 2 * pad);
    Layout l;
    l.title = wrapped(titleFont(option.font), index.data(Qt::DisplayRole).toString(), pad, pad, textWidth);
    l.description = wrapped(option.font, index.data(DescriptionRole).toString(), pad, l.title.bottom() + 1 + metrics.height() / 4, textWidth);
    l.roles = wrapped(option.font, index.data(RolesRole).toString(), pad, l.description.bottom() + 1 + metrics.height() / 4, textWidth);
    l.height = l.roles.bottom() + 1 + pad;
    return l;
}

int ConnectorChoiceDelegate::columns(int count)
{
    return count > kTwoColumnsUpTo ? 3 : count > kOneColumnUpTo ? 2 : 1;
}

QSize ConnectorChoiceDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    // A column of cards as wide as the list (two or three side by side once there are more than a
    // few choices, so that all of them show at once), each as high as the tallest card's wrapped
    // text in its row, so that the rows line up (and one long description does not make every
    // row as tall as its own); the room the list has left is shared out, up to four lines a card,
    // so that a few choices are large targets and the page is not mostly empty.
    const QAbstractItemModel *model = index.model();
    const int count = model->rowCount(index.parent());
    const int perRow = columns(count);
    const int rows = (count + perRow - 1) / perRow;
    // QListView lays a left-to-right flow out in the viewport's largest width less a scroll
    // bar's, whether one shows or not (QListViewPrivate::prepareItemsLayout): the same width
    // either way, so the cards do not change size as the bar comes and goes.
    const int bounds = m_view->maximumViewportSize().width() - m_view->style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, m_view->verticalScrollBar());
    const int width = qMax(200, (bounds - m_view->spacing()) / perRow - m_view->spacing() - 1);
    QVector<int> tallest(rows, 0);
    for (int item = 0; item < count; ++item) {
        int &rowTallest = tallest[item / perRow];
        rowTallest = qMax(rowTallest, layout(option, model->index(item, index.column(), index.parent()), width).height);
    }
    int textHeight = 0;
    for (int height : tallest)
        textHeight += height;
    const int room = m_view->viewport()->height() - rows * (2 * m_view->spacing() + 1) - textHeight;
    const int extra = qBound(0, room / qMax(1, rows), 4 * QFontMetrics(option.font).height());
    return QSize(width, tallest.at(index.row() / perRow) + extra);
}

void ConnectorChoiceDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    const QRect card = option.rect.adjusted(0, 0, -1, -1);
    const bool selected = option.state & QStyle::State_Selected;
    const bool hovered = option.state & QStyle::State_MouseOver;
    const QPalette &palette = option.palette;
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    QPainterPath path;
    path.addRoundedRect(QRectF(card).adjusted(0.5, 0.5, -0.5, -0.5), 5, 5);
    painter->fillPath(path, selected ? palette.highlight() : hovered ? palette.alternateBase() : palette.base());
    painter->setPen(QPen(selected ? palette.highlight().color().darker(120) : palette.mid().color(), option.state & QStyle::State_HasFocus ? 2 : 1));
    painter->drawPath(path);

    const Layout l = layout(option, index, option.rect.width());
    const QPoint origin = option.rect.topLeft() + QPoint(0, qMax(0, (option.rect.height() - l.height) / 2)); // the text in the middle
    const QColor text = (selected ? palette.highlightedText() : palette.text()).color();
    QColor quiet = selected ? text : palette.color(QPalette::PlaceholderText);
    painter->setPen(text);
    painter->setFont(titleFont(option.font));
    painter->drawText(l.title.translated(origin), Qt::TextWordWrap, index.data(Qt::DisplayRole).toString());
    painter->setFont(option.font);
    painter->drawText(l.description.translated(origin), Qt::TextWordWrap, index.data(DescriptionRole).toString());
    painter->setPen(quiet);
    painter->drawText(l.roles.translated(origin), Qt::TextWordWrap, index.data(RolesRole).toString());
    painter->restore();
}

} // namespace st

#include "connectorchoice.h"

#include <QListView>
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

QSize ConnectorChoiceDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    // As wide as the list (less the spacing around each item), as high as its wrapped text; the
    // room the list has left is shared out, up to four lines a card, so that a few choices are
    // large targets and the page is not mostly empty.
    const int width = qMax(200, m_view->viewport()->width() - 2 * m_view->spacing() - 1);
    const int content = layout(option, index, width).height;
    const QAbstractItemModel *model = index.model();
    const int count = model->rowCount(index.parent());
    int room = m_view->viewport()->height() - 2 * m_view->spacing() * count - count;
    for (int row = 0; row < count; ++row)
        room -= layout(option, model->index(row, index.column(), index.parent()), width).height;
    const int extra = qBound(0, room / qMax(1, count), 4 * QFontMetrics(option.font).height());
    return QSize(width, content + extra);
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

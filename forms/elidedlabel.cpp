#include "elidedlabel.h"

#include <QEvent>
#include <QFontMetrics>

namespace st {

ElidedLabel::ElidedLabel(QWidget *parent)
    : QLabel(parent)
{
    setTextFormat(Qt::PlainText);
    setWordWrap(false);
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
}

void ElidedLabel::setFullText(const QString &text)
{
    // One line: the lines of a message are joined.
    m_fullText = QString(text).replace(QLatin1Char('\n'), QStringLiteral("; "));
    setToolTip(text);
    elide();
}

QSize ElidedLabel::sizeHint() const
{
    return QSize(0, fontMetrics().height());
}

QSize ElidedLabel::minimumSizeHint() const
{
    return sizeHint();
}

void ElidedLabel::resizeEvent(QResizeEvent *event)
{
    QLabel::resizeEvent(event);
    elide();
}

void ElidedLabel::changeEvent(QEvent *event)
{
    QLabel::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        elide();
}

void ElidedLabel::elide()
{
    const QString shown = fontMetrics().elidedText(m_fullText, Qt::ElideRight, qMax(0, contentsRect().width()));
    if (shown != text())
        setText(shown);
}

} // namespace st

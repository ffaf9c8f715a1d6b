#include "elidedlabel.h"

#include <QEvent>
#include <QFontMetrics>
#include <QTextLayout>

#include <algorithm>

namespace st {

ElidedLabel::ElidedLabel(QWidget *parent)
    : QLabel(parent)
{
    setTextFormat(Qt::PlainText);
    // The label wraps nothing itself: elide() breaks the lines, so that what shows always fits.
    setWordWrap(false);
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
}

void ElidedLabel::setFullText(const QString &text)
{
    m_fullText = m_lines > 1 ? text : QString(text).replace(QLatin1Char('\n'), QStringLiteral("; "));
    setToolTip(text);
    elide();
}

void ElidedLabel::setLines(int lines)
{
    m_lines = std::max(1, lines);
    if (m_lines > 1)
        setAlignment(Qt::AlignLeft | Qt::AlignTop); // the first line at the top of the room
    updateGeometry();
    elide();
}

int ElidedLabel::lineHeight() const
{
    // A line is the font's height where the font's leading is negative (as with Qt 5 here).
    const QFontMetrics metrics = fontMetrics();
    return std::max(metrics.lineSpacing(), metrics.height());
}

QSize ElidedLabel::sizeHint() const
{
    const int margins = contentsMargins().top() + contentsMargins().bottom();
    return QSize(0, m_lines == 1 ? fontMetrics().height() + margins : m_lines * lineHeight() + margins);
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
    if (event->type() == QEvent::FontChange) {
        updateGeometry();
        elide();
    }
}

QString ElidedLabel::wrapped() const
{
    const int width = std::max(0, contentsRect().width());
    const QFontMetrics metrics = fontMetrics();
    QStringList shown;
    const QStringList paragraphs = m_fullText.split(QLatin1Char('\n'));
    for (int p = 0; p < paragraphs.size(); ++p) {
        QTextLayout layout(paragraphs.at(p), font());
        QTextOption option;
        option.setWrapMode(QTextOption::WordWrap);
        layout.setTextOption(option);
        layout.beginLayout();
        for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
            line.setLineWidth(width);
            if (int(shown.size()) == m_lines - 1) {
                // The last line there is room for: the rest of this paragraph and the next ones.
                QString rest = paragraphs.at(p).mid(line.textStart());
                if (p + 1 < paragraphs.size())
                    rest += QStringLiteral(" ") + paragraphs.mid(p + 1).join(QLatin1Char(' '));
                shown << metrics.elidedText(rest, Qt::ElideRight, width);
                layout.endLayout();
                return shown.join(QLatin1Char('\n'));
            }
            shown << paragraphs.at(p).mid(line.textStart(), line.textLength()).trimmed();
        }
        layout.endLayout();
    }
    return shown.join(QLatin1Char('\n'));
}

void ElidedLabel::elide()
{
    const QString shown = m_lines > 1 ? wrapped()
                                      : fontMetrics().elidedText(m_fullText, Qt::ElideRight, std::max(0, contentsRect().width()));
    if (shown != text())
        setText(shown);
}

} // namespace st

#include "flinksqlhighlighter.h"

#include "flinksqlwords.h"
#include "sql/sqlword.h"

#include <QColor>
#include <QPalette>
#include <QSet>

namespace st {

namespace {

struct WordSets
{
    QSet<QString> keywords;
    QSet<QString> types;
    QSet<QString> functions;
};

const WordSets &wordSets()
{
    static const WordSets sets = [] {
        const FlinkSqlWords &words = flinkSqlWords();
        WordSets s;
        s.keywords = QSet<QString>(words.keywords.cbegin(), words.keywords.cend());
        s.types = QSet<QString>(words.types.cbegin(), words.types.cend());
        s.functions = QSet<QString>(words.functions.cbegin(), words.functions.cend());
        return s;
    }();
    return sets;
}

QColor opaque(QColor color)
{
    color.setAlpha(255);
    return color;
}

// A colour \a amount of the way from \a from to \a to.
QColor blend(const QColor &from, const QColor &to, qreal amount)
{
    return QColor::fromRgbF(from.redF() + (to.redF() - from.redF()) * amount,
                            from.greenF() + (to.greenF() - from.greenF()) * amount,
                            from.blueF() + (to.blueF() - from.blueF()) * amount);
}

QTextCharFormat colourFormat(const QColor &color, bool bold = false)
{
    QTextCharFormat format;
    format.setForeground(opaque(color));
    if (bold)
        format.setFontWeight(QFont::Bold);
    return format;
}

} // namespace

FlinkSqlHighlighter::FlinkSqlHighlighter(const QPalette &palette, QObject *parent)
    : QSyntaxHighlighter(parent)
{
    setPalette(palette);
}

void FlinkSqlHighlighter::setPalette(const QPalette &palette)
{
    const QColor base = palette.color(QPalette::Active, QPalette::Base);
    const QColor text = palette.color(QPalette::Active, QPalette::Text);
    const bool dark = base.lightness() < 128;
    // Hues in the spirit of KDE's Breeze Light / Breeze Dark, so the preview looks alike with
    // and without KSyntaxHighlighting; dark backgrounds get lighter, softer tones.
    m_keyword = colourFormat(text, true);
    m_type = colourFormat(dark ? QColor(0x3d, 0xae, 0xe9) : QColor(0x00, 0x57, 0xae));
    m_function = colourFormat(dark ? QColor(0xc3, 0x8a, 0xe0) : QColor(0x64, 0x4a, 0x9b));
    m_string = colourFormat(dark ? QColor(0xf4, 0x6f, 0x6f) : QColor(0xbf, 0x03, 0x03));
    m_identifier = colourFormat(dark ? QColor(0x4c, 0xc9, 0x7a) : QColor(0x00, 0x6e, 0x28));
    m_number = colourFormat(dark ? QColor(0xf6, 0x9a, 0x3c) : QColor(0xa0, 0x6e, 0x00));
    m_comment = colourFormat(blend(text, base, 0.45));
    m_comment.setFontItalic(true);
    rehighlight();
}

void FlinkSqlHighlighter::highlightBlock(const QString &text)
{
    int state = qMax(previousBlockState(), 0);
    int i = 0;
    const int n = text.size();
    // A construct left open on the previous line goes on here.
    if (state == InBlockComment) {
        const int end = text.indexOf(QLatin1String("*/"));
        i = end < 0 ? n : end + 2;
        setFormat(0, i, m_comment);
        state = end < 0 ? InBlockComment : Normal;
    } else if (state == InString || state == InQuotedIdentifier) {
        const bool isString = state == InString;
        i = highlightQuoted(text, 0, isString ? QLatin1Char('\'') : QLatin1Char('`'),
                            isString ? m_string : m_identifier);
        if (i > n)
            i = n; // still open
        else
            state = Normal;
    }
    while (i < n && state == Normal) {
        const QChar c = text.at(i);
        const QChar next = i + 1 < n ? text.at(i + 1) : QChar();
        if (c == QLatin1Char('-') && next == QLatin1Char('-')) {
            setFormat(i, n - i, m_comment);
            i = n;
        } else if (c == QLatin1Char('/') && next == QLatin1Char('*')) {
            const int end = text.indexOf(QLatin1String("*/"), i + 2);
            const int stop = end < 0 ? n : end + 2;
            setFormat(i, stop - i, m_comment);
            if (end < 0)
                state = InBlockComment;
            i = stop;
        } else if (c == QLatin1Char('\'') || c == QLatin1Char('`')) {
            const bool isString = c == QLatin1Char('\'');
            const int stop = highlightQuoted(text, i + 1, c, isString ? m_string : m_identifier);
            setFormat(i, 1, isString ? m_string : m_identifier);
            if (stop > n) {
                state = isString ? InString : InQuotedIdentifier;
                i = n;
            } else {
                i = stop;
            }
        } else if (isWordStart(c)) {
            i = highlightWord(text, i);
        } else if (c.isDigit() || (c == QLatin1Char('.') && next.isDigit())) {
            i = highlightNumber(text, i);
        } else {
            ++i;
        }
    }
    setCurrentBlockState(state);
}

// Formats a quoted run that starts at \a from (just after the opening quote, or at the start
// of a line that continues one) up to and including its closing quote; a doubled quote stays
// inside. Returns the position after the closing quote, or text.size() + 1 if it is still open.
int FlinkSqlHighlighter::highlightQuoted(const QString &text, int from, QChar quote, const QTextCharFormat &format)
{
    const int n = text.size();
    int i = from;
    while (i < n) {
        if (text.at(i) == quote) {
            if (i + 1 < n && text.at(i + 1) == quote) {
                i += 2;
                continue;
            }
            setFormat(from, i + 1 - from, format);
            return i + 1;
        }
        ++i;
    }
    setFormat(from, n - from, format);
    return n + 1;
}

int FlinkSqlHighlighter::highlightWord(const QString &text, int from)
{
    int end = from + 1;
    while (end < text.size() && isWordPart(text.at(end)))
        ++end;
    const QString word = text.mid(from, end - from).toUpper();
    const WordSets &sets = wordSets();
    if (sets.keywords.contains(word))
        setFormat(from, end - from, m_keyword);
    else if (sets.types.contains(word))
        setFormat(from, end - from, m_type);
    else if (sets.functions.contains(word))
        setFormat(from, end - from, m_function);
    return end;
}

int FlinkSqlHighlighter::highlightNumber(const QString &text, int from)
{
    const int n = text.size();
    int i = from;
    const auto digits = [&] {
        while (i < n && text.at(i).isDigit())
            ++i;
    };
    digits();
    if (i < n && text.at(i) == QLatin1Char('.')) {
        ++i;
        digits();
    }
    if (i + 1 < n && (text.at(i) == QLatin1Char('e') || text.at(i) == QLatin1Char('E'))) {
        int j = i + 1;
        if (j < n && (text.at(j) == QLatin1Char('+') || text.at(j) == QLatin1Char('-')))
            ++j;
        if (j < n && text.at(j).isDigit()) {
            i = j;
            digits();
        }
    }
    // Digits glued to letters (12abc) are not a number.
    if (i < n && isWordPart(text.at(i))) {
        while (i < n && isWordPart(text.at(i)))
            ++i;
        return i;
    }
    setFormat(from, i - from, m_number);
    return i;
}

} // namespace st

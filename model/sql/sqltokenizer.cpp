#include "sql/sqltokenizer.h"

#include "sql/sqlquote.h"
#include "sql/sqlword.h"

#include <QVarLengthArray>

#include <algorithm>

namespace st {

namespace {

using Kind = SqlToken::Kind;

LocalizedText problem(const char *en, const char *zh, int position)
{
    return localized(en, zh).arg(QString::number(position + 1));
}

/// A message about one bracket: %1 is the bracket, %2 its position.
LocalizedText bracketProblem(const char *en, const char *zh, QChar bracket, int position)
{
    return localized(en, zh).arg(QString(bracket), QString::number(position + 1));
}

/// A closing bracket that meets another kind of opening one: %1 at %2 against %3 at %4.
LocalizedText mismatchProblem(QChar close, int closePosition, QChar open, int openPosition)
{
    return localized("\"%1\" at %2 does not close \"%3\" at %4", "位置 %2 的“%1”与位置 %4 的“%3”不匹配")
        .arg(QString(close), QString::number(closePosition + 1), QString(open), QString::number(openPosition + 1));
}

QChar openerOf(QChar close)
{
    switch (close.unicode()) {
    case ')': return QLatin1Char('(');
    case ']': return QLatin1Char('[');
    case '}': return QLatin1Char('{');
    default: return QChar();
    }
}

std::optional<LocalizedText> unclosedProblem(const SqlToken &t)
{
    switch (t.kind) {
    case Kind::String:
        return problem("the string starting at %1 has no closing '", "从位置 %1 开始的字符串缺少结尾的 '", t.start);
    case Kind::QuotedName:
        return problem("the quoted name starting at %1 has no closing `", "从位置 %1 开始的带引号名称缺少结尾的 `", t.start);
    default:
        return problem("the comment starting at %1 has no closing */", "从位置 %1 开始的注释缺少结尾的 */", t.start);
    }
}

} // namespace

bool SqlTokenStream::next(SqlToken *out)
{
    while (m_text.has(m_pos) && at(m_pos).isSpace())
        ++m_pos;
    if (!m_text.has(m_pos))
        return false;
    SqlToken token;
    token.start = m_pos;
    const QChar c = at(m_pos);
    const QChar c2 = at(m_pos + 1);
    if (c == QLatin1Char('`')) {
        token.kind = Kind::QuotedName;
        token.closed = skipQuoted(c);
    } else if (c == QLatin1Char('\'')) {
        token.kind = Kind::String;
        token.closed = skipQuoted(c);
    } else if ((c == QLatin1Char('E') || c == QLatin1Char('e')) && c2 == QLatin1Char('\'')) {
        token.kind = Kind::String;
        token.escapeString = true;
        ++m_pos;
        token.closed = skipQuoted(c2);
        token.ambiguousEscape = backslashBeforeQuote(token.start + 2, m_pos - (token.closed ? 1 : 0));
    } else if ((c == QLatin1Char('-') && c2 == QLatin1Char('-')) || (c == QLatin1Char('/') && c2 == QLatin1Char('/'))) {
        token.kind = Kind::LineComment;
        while (m_text.has(m_pos) && at(m_pos) != QLatin1Char('\n') && at(m_pos) != QLatin1Char('\r'))
            ++m_pos;
    } else if (c == QLatin1Char('/') && c2 == QLatin1Char('*')) {
        token.kind = Kind::BlockComment;
        // Up to the first */ after the opening /*, or to the end of the text.
        m_pos += 2;
        while (m_text.has(m_pos) && !(at(m_pos) == QLatin1Char('*') && at(m_pos + 1) == QLatin1Char('/')))
            ++m_pos;
        token.closed = m_text.has(m_pos);
        m_pos = token.closed ? m_pos + 2 : m_text.loaded();
    } else if (isWordPart(c)) {
        // Numbers are words too here: the reader tells them apart by their first character.
        token.kind = Kind::Word;
        while (m_text.has(m_pos) && isWordPart(at(m_pos)))
            ++m_pos;
    } else {
        // A character outside Flink's words (an emoji, a Hangul syllable): one symbol, a
        // surrogate pair whole, so that an error quotes the character and not half of it.
        token.kind = Kind::Symbol;
        m_pos += c.isHighSurrogate() && at(m_pos + 1).isLowSurrogate() ? 2 : 1;
    }
    token.length = m_pos - token.start;
    *out = token;
    return true;
}

/// From the opening quote at m_pos to just past the closing one; a doubled quote is one quote
/// character. Returns false (at the end of the text) when there is no closing quote.
bool SqlTokenStream::skipQuoted(QChar quote)
{
    ++m_pos;
    while (m_text.has(m_pos)) {
        if (at(m_pos) != quote) {
            ++m_pos;
        } else if (m_text.has(m_pos + 1) && at(m_pos + 1) == quote) {
            m_pos += 2;
        } else {
            ++m_pos;
            return true;
        }
    }
    return false;
}

/// Reads [from, to) as a backslash-escaping reader would and says whether a backslash ever
/// escapes a quote: only then do such a reader and a plain one see different string ends.
bool SqlTokenStream::backslashBeforeQuote(int from, int to)
{
    for (int i = from; i < to; ++i) {
        if (at(i) != QLatin1Char('\\'))
            continue;
        if (m_text.has(i + 1) && at(i + 1) == QLatin1Char('\''))
            return true;
        ++i; // the escaped character
    }
    return false;
}

QList<SqlToken> tokenizeSql(const QString &text)
{
    QList<SqlToken> tokens;
    SqlTokenStream stream(text);
    SqlToken token;
    while (stream.next(&token))
        tokens.append(token);
    return tokens;
}

namespace {

/// sqlTokenText over `text`, which starts at offset `base` of the whole text.
QString tokenText(QStringView text, int base, const SqlToken &token)
{
    if (token.kind != Kind::QuotedName && token.kind != Kind::String)
        return text.mid(token.start - base, token.length).toString();
    const int open = token.start + (token.escapeString ? 1 : 0) - base;
    const int contentLength = token.start - base + token.length - open - (token.closed ? 2 : 1);
    return unquoted(text.mid(open + 1, qMax(0, contentLength)), text.at(open));
}

} // namespace

QString sqlTokenText(const QString &text, const SqlToken &token)
{
    return tokenText(QStringView(text), 0, token);
}

QString sqlTokenText(const SqlText &text, const SqlToken &token)
{
    return tokenText(text.view(text.base(), text.held()), text.base(), token);
}

bool SqlText::load(int offset)
{
    while (!m_end && offset - m_base >= int(m_text.size())) {
        const int before = int(m_text.size());
        if (!m_source(&m_text))
            m_end = true;
        if (m_tracking)
            noteLines(before);
    }
    return offset - m_base < int(m_text.size());
}

void SqlText::discardBefore(int offset)
{
    const int drop = qMin(offset - m_base, int(m_text.size()));
    // Moving what is held costs as much as what is kept: drop only once the part gone is at
    // least as large, so each character is moved about once.
    if (m_whole || drop <= 0 || drop < int(m_text.size()) - drop)
        return;
    m_text.remove(0, drop);
    m_base += drop;
}

void SqlText::trackLines()
{
    if (m_tracking)
        return;
    m_tracking = true;
    m_lineStarts.append(0);
    noteLines(0);
}

void SqlText::noteLines(int from)
{
    const QChar *data = m_text.constData();
    const int size = int(m_text.size());
    for (int i = from; i < size; ++i) {
        if (data[i] == QLatin1Char('\n'))
            m_lineStarts.append(m_base + i + 1);
    }
}

void SqlText::locate(int offset, int *line, int *column) const
{
    const auto it = std::upper_bound(m_lineStarts.cbegin(), m_lineStarts.cend(), offset);
    const int index = int(it - m_lineStarts.cbegin()) - 1;
    *line = index + 1;
    *column = offset - m_lineStarts.at(index) + 1;
}

std::optional<LocalizedText> checkSqlExpression(const QString &expression)
{
    const QList<SqlToken> tokens = tokenizeSql(expression);
    if (tokens.isEmpty())
        return localized("the expression is empty", "表达式为空");
    struct Open
    {
        QChar bracket;
        int position;
    };
    QVarLengthArray<Open, 16> open;
    for (const SqlToken &t : tokens) {
        if (!t.closed)
            return unclosedProblem(t);
        if (t.kind == Kind::LineComment || t.kind == Kind::BlockComment)
            return problem("comments (--, //, /* */) are not allowed in an expression (at %1)",
                           "表达式中不允许注释（--、//、/* */）（位置 %1）", t.start);
        if (t.ambiguousEscape)
            return problem("the E'...' string at %1 escapes a quote with a backslash; write the quote twice ('') instead, "
                           "so that every reader sees the string end in the same place",
                           "位置 %1 的 E'...' 字符串用反斜杠转义引号；请改为连写两个引号（''），使各种解析方式对字符串结尾的判断一致",
                           t.start);
        if (t.kind != Kind::Symbol)
            continue;
        const QChar c = expression.at(t.start);
        switch (c.unicode()) {
        case ';':
            return problem("\";\" is not allowed in an expression (at %1): it would end the statement",
                           "表达式中不允许“;”（位置 %1）：它会结束整条语句", t.start);
        case '"':
            return problem("a double quote is not a quote in Flink SQL (at %1): quote names with ` and strings with '",
                           "Flink SQL 不使用双引号（位置 %1）：名称请用 ` 括起，字符串请用 ' 括起", t.start);
        case ',':
            if (open.isEmpty())
                return problem("\",\" outside brackets (at %1) would end the expression and start another definition",
                               "括号外的“,”（位置 %1）会提前结束表达式并开始另一个定义", t.start);
            break;
        case '(':
        case '[':
        case '{':
            open.append({c, t.start});
            break;
        case ')':
        case ']':
        case '}':
            if (open.isEmpty())
                return bracketProblem("\"%1\" at %2 has no matching opening bracket", "位置 %2 的“%1”没有对应的左括号", c, t.start);
            if (open.last().bracket != openerOf(c))
                return mismatchProblem(c, t.start, open.last().bracket, open.last().position);
            open.removeLast();
            break;
        default:
            break;
        }
    }
    if (!open.isEmpty())
        return bracketProblem("\"%1\" at %2 is never closed", "位置 %2 的“%1”没有闭合", open.last().bracket, open.last().position);
    return std::nullopt;
}

} // namespace st

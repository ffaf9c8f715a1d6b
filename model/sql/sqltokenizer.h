#pragma once

#include "core/localizedtext.h"

#include <QList>
#include <QString>

#include <optional>

namespace st {

/// One token of Flink SQL text as Flink's parser (Calcite with back-tick quoting) delimits it.
/// Only what decides where a token ends is modelled: quotes, comments and single characters.
/// Keywords, numbers and operators are not told apart; they cannot end a quote or a statement.
struct SqlToken
{
    enum class Kind {
        Word,         ///< a run of letters and digits as Flink reads them (sql/sqlword.h); numbers too
        QuotedName,   ///< `name`; a doubled back-tick stands for one
        String,       ///< 'text'; a doubled quote stands for one; see escapeString
        LineComment,  ///< `--` or `//` up to the end of the line (Calcite reads both)
        BlockComment, ///< /* ... */, also the optimizer hints /*+ ... */; never nested
        Symbol,       ///< any other single character: ( ) [ ] { } , ; + - * / < > = " ...
    };

    Kind kind = Kind::Symbol;
    int start = 0;  ///< index of the first character in the text
    int length = 0; ///< characters, quotes and comment markers included
    /// False for a quoted name, string or block comment that the text ends inside of.
    bool closed = true;
    /// A string written E'...', in which a reader may take a backslash as an escape.
    bool escapeString = false;
    /// In an E'...' string: a backslash stands right before a quote, so a reader that takes
    /// backslash escapes ends the string somewhere else than one that does not.
    bool ambiguousEscape = false;
};

/// The tokens of Flink SQL text one at a time, whitespace left out, so that a reader can keep
/// only those of the statement it is reading rather than every token of a large file. Never
/// fails: an unclosed quote or comment becomes a last token with `closed` false. The text must
/// outlive the stream.
class SqlTokenStream
{
public:
    explicit SqlTokenStream(const QString &text) : m_text(text), m_size(int(text.size())) {}

    /// The next token; false at the end of the text.
    bool next(SqlToken *token);

private:
    QChar at(int i) const { return i < m_size ? m_text.at(i) : QChar(); }
    bool skipQuoted(QChar quote);
    bool backslashBeforeQuote(int from, int to) const;

    const QString &m_text;
    const int m_size;
    int m_pos = 0;
};

/// Every token of `text` at once (SqlTokenStream's, in a list).
QList<SqlToken> tokenizeSql(const QString &text);

/// The token's text; for a quoted name or a string the content between the quotes with doubled
/// quotes undone (the E of an E'...' string left out), so quoting can be checked to round-trip.
QString sqlTokenText(const QString &text, const SqlToken &token);

/// Why an expression (a computed column's or a watermark's) cannot be written into a
/// `CREATE TABLE` statement as it is, or nothing when it can. Checked: it is not blank; every
/// string and quoted name is closed; no comment of any kind; no `;` and no double quote; ( [ {
/// balanced and properly nested; no `,` outside brackets (it would end the column or watermark
/// definition and start another); no E'...' string whose end depends on backslash escapes.
/// Together these keep the expression inside its own definition: whatever the text, the
/// statement stays one `CREATE TABLE` with the columns the spec lists.
///
/// Comments are refused even when closed: nothing is lost (a column has its own comment
/// field), and comments are where readers of SQL disagree: `//` starts a line comment in Flink
/// but not elsewhere, `/*+` is a hint rather than a comment, some tools nest /* */ and Flink
/// does not, and a `--` comment would swallow the `,` or `)` the writer puts after the
/// expression on the same line.
///
/// The message is a clause naming the problem and its 1-based position in `expression`.
std::optional<LocalizedText> checkSqlExpression(const QString &expression);

} // namespace st

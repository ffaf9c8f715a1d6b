#pragma once

#include "core/localizedtext.h"

#include <QList>
#include <QString>
#include <QStringView>
#include <QVector>

#include <functional>
#include <memory>

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

/// SQL text as a reader sees it: characters at their offsets from the start of the text, read
/// in pieces from a source when there is one, so that a reader of a large file holds only the
/// text it still needs (discardBefore) instead of all of it. Over a QString it is that string.
/// When asked to (trackLines), it keeps the start of every line as the text comes, 4 bytes a
/// line, so that any offset, also one whose text is gone, has its line and column.
class SqlText
{
public:
    /// Appends the next piece of the text to `more`; false at the end (or when the source
    /// failed: its owner says why). May append nothing and return true.
    using Source = std::function<bool(QString *more)>;

    explicit SqlText(const QString &whole) : m_text(whole), m_end(true), m_whole(true) {}
    explicit SqlText(Source source) : m_source(std::move(source)) {}

    /// The character at `offset`, read from the source as needed; a null character past the
    /// end. `offset` must not lie before base().
    QChar at(int offset)
    {
        const int i = offset - m_base;
        if (i < int(m_text.size()) || load(offset))
            return m_text.at(i);
        return QChar();
    }
    /// Whether the text reaches `offset` (reading on as needed).
    bool has(int offset) { return offset - m_base < int(m_text.size()) || load(offset); }
    /// Characters already read: `start` must not lie before base(), nor the end past loaded().
    QStringView view(int start, int length) const { return QStringView(m_text).mid(start - m_base, length); }
    QString mid(int start, int length) const { return view(start, length).toString(); }
    /// A character already read (at or after base(), before loaded()).
    QChar loadedAt(int offset) const { return m_text.at(offset - m_base); }
    /// The offset of the first character held, and the end of what has been read so far (the
    /// end of the text once the source is exhausted).
    int base() const { return m_base; }
    int loaded() const { return m_base + int(m_text.size()); }
    /// How many characters are held now.
    int held() const { return int(m_text.size()); }
    /// Drops the text before `offset`: no one will ask for it again. Over a QString, nothing:
    /// its owner holds it anyway, and cutting the shared string would copy it.
    void discardBefore(int offset);

    /// Keeps line starts from here on (the text read so far included).
    void trackLines();
    /// 1-based line and column of `offset` (trackLines() must have been called).
    void locate(int offset, int *line, int *column) const;

private:
    bool load(int offset);
    void noteLines(int from);

    QString m_text;
    int m_base = 0;
    bool m_end = false;
    bool m_whole = false; ///< over a QString
    Source m_source;
    bool m_tracking = false;
    QVector<int> m_lineStarts;
};

/// The tokens of Flink SQL text one at a time, whitespace left out, so that a reader can keep
/// only those of the statement it is reading rather than every token of a large file. Never
/// fails: an unclosed quote or comment becomes a last token with `closed` false. The text (a
/// QString or an SqlText) must outlive the stream.
class SqlTokenStream
{
public:
    explicit SqlTokenStream(const QString &text) : m_own(std::make_unique<SqlText>(text)), m_text(*m_own) {}
    explicit SqlTokenStream(SqlText &text) : m_text(text) {}

    /// The next token; false at the end of the text.
    bool next(SqlToken *token);
    /// Where the next token is looked for: the end of the last one.
    int position() const { return m_pos; }

private:
    QChar at(int i) { return m_text.at(i); }
    bool skipQuoted(QChar quote);
    bool backslashBeforeQuote(int from, int to);

    std::unique_ptr<SqlText> m_own;
    SqlText &m_text;
    int m_pos = 0;
};

/// Every token of `text` at once (SqlTokenStream's, in a list).
QList<SqlToken> tokenizeSql(const QString &text);

/// The token's text; for a quoted name or a string the content between the quotes with doubled
/// quotes undone (the E of an E'...' string left out), so quoting can be checked to round-trip.
QString sqlTokenText(const QString &text, const SqlToken &token);
/// The same of a token of `text` (it must hold the token).
QString sqlTokenText(const SqlText &text, const SqlToken &token);

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

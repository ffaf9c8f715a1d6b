#pragma once

#include <QSyntaxHighlighter>
#include <QTextCharFormat>

QT_BEGIN_NAMESPACE
class QPalette;
QT_END_NAMESPACE

namespace st {

/// The built-in Flink SQL highlighter, used where KSyntaxHighlighting is not available. Its
/// keywords, types and functions are the lists of our syntax definition (flinkSqlWords()), so
/// both highlighters agree on the words; it also marks string literals ('it''s'), quoted
/// identifiers (`a``b`), numbers, `--` comments and `/* */` comments across lines.
class FlinkSqlHighlighter : public QSyntaxHighlighter
{
    Q_OBJECT

public:
    /// Colours come from \a palette; attach a document with setDocument().
    explicit FlinkSqlHighlighter(const QPalette &palette, QObject *parent = nullptr);

    /// Picks colours that read well on the palette's base colour and rehighlights.
    void setPalette(const QPalette &palette);

protected:
    void highlightBlock(const QString &text) override;

private:
    // Block states: what a line ends inside of, carried to the next line.
    enum State { Normal = 0, InBlockComment = 1, InString = 2, InQuotedIdentifier = 3 };

    int highlightQuoted(const QString &text, int from, QChar quote, const QTextCharFormat &format);
    int highlightWord(const QString &text, int from);
    int highlightNumber(const QString &text, int from);

    QTextCharFormat m_keyword;
    QTextCharFormat m_type;
    QTextCharFormat m_function;
    QTextCharFormat m_string;
    QTextCharFormat m_identifier;
    QTextCharFormat m_number;
    QTextCharFormat m_comment;
};

} // namespace st

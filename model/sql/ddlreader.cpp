#include "sql/ddlreader.h"

#include "core/escapes.h"
#include "core/findingline.h"
#include "core/role.h"
#include "core/utf8.h"
#include "sql/flinktype.h"
#include "sql/reservedwords.h"
#include "sql/sqltokenizer.h"
#include "sql/sqlword.h"

#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>
#include <QVector>

#include <algorithm>
#include <utility>

namespace st {

namespace {

using Kind = SqlToken::Kind;

/// A token's text cut for a message: long names and values are shortened.
QString shown(const QString &text)
{
    constexpr int kMax = 32;
    return text.size() <= kMax ? text : text.left(kMax) + QStringLiteral("...");
}

/// The words that start a statement this reader knows but does not import.
bool isKnownStatementWord(const QString &upper)
{
    static const QStringList words = {
        QStringLiteral("SET"),      QStringLiteral("RESET"),    QStringLiteral("USE"),      QStringLiteral("INSERT"),
        QStringLiteral("SELECT"),   QStringLiteral("WITH"),     QStringLiteral("VALUES"),   QStringLiteral("ALTER"),
        QStringLiteral("DROP"),     QStringLiteral("SHOW"),     QStringLiteral("DESCRIBE"), QStringLiteral("DESC"),
        QStringLiteral("EXPLAIN"),  QStringLiteral("LOAD"),     QStringLiteral("UNLOAD"),   QStringLiteral("ADD"),
        QStringLiteral("REMOVE"),   QStringLiteral("ANALYZE"),  QStringLiteral("TRUNCATE"), QStringLiteral("DELETE"),
        QStringLiteral("UPDATE"),   QStringLiteral("CALL"),     QStringLiteral("EXECUTE"),  QStringLiteral("BEGIN"),
        QStringLiteral("END"),      QStringLiteral("COMPILE"),  QStringLiteral("OPTIMIZE"), QStringLiteral("REPLACE"),
        QStringLiteral("JAR"),      QStringLiteral("CREATE"),
    };
    return words.contains(upper);
}

/// Reads one statement's tokens. Every read either succeeds or records one error at the place
/// it did not understand; after an error the statement is not used at all.
class StatementParser
{
public:
    StatementParser(const SqlText &text, const QList<SqlToken> &all, const QVector<int> &code, int first, int end)
        : m_text(text), m_all(all), m_code(code), m_end(end), m_pos(first)
    {
    }

    /// The first failure: its offset and message.
    int errorOffset() const { return m_errorOffset; }
    const LocalizedText &errorMessage() const { return m_error; }
    /// Warnings met while reading (offset, message).
    const QList<QPair<int, LocalizedText>> &warnings() const { return m_warnings; }

    bool parseCreateTable(DdlTable *table);

private:
    bool atEnd() const { return m_pos >= m_end; }
    const SqlToken &token(int i) const { return m_all.at(m_code.at(i)); }
    const SqlToken &current() const { return token(m_pos); }
    QString tokenText(int i) const { return m_text.mid(token(i).start, token(i).length); }
    int endOffset() const
    {
        const SqlToken &last = token(m_end - 1);
        return last.start + last.length;
    }
    int currentOffset() const { return atEnd() ? endOffset() : current().start; }

    bool isWord(int i, const char *upper) const
    {
        if (i >= m_end || token(i).kind != Kind::Word)
            return false;
        const SqlToken &t = token(i);
        return m_text.view(t.start, t.length).compare(QLatin1String(upper), Qt::CaseInsensitive) == 0;
    }
    bool isSymbol(int i, char c) const
    {
        return i < m_end && token(i).kind == Kind::Symbol && m_text.loadedAt(token(i).start) == QLatin1Char(c);
    }
    bool acceptWord(const char *upper)
    {
        if (!isWord(m_pos, upper))
            return false;
        ++m_pos;
        return true;
    }
    bool acceptSymbol(char c)
    {
        if (!isSymbol(m_pos, c))
            return false;
        ++m_pos;
        return true;
    }

    /// How the current token is described in "expected ... but found ...".
    LocalizedText found() const
    {
        if (atEnd())
            return localized("the end of the statement", "语句结尾");
        return localized("\"%1\"", "“%1”").arg(shown(tokenText(m_pos)));
    }

    bool fail(int offset, const LocalizedText &message)
    {
        if (m_errorOffset < 0) {
            m_errorOffset = offset;
            m_error = message;
        }
        return false;
    }

    bool expected(const LocalizedText &what) { return fail(currentOffset(), expectedText(what, found())); }

    static LocalizedText expectedText(const LocalizedText &what, const LocalizedText &f)
    {
        return LocalizedText{QStringLiteral("expected ") + what.en + QStringLiteral(" but found ") + f.en,
                             QString::fromUtf8("此处应为") + what.zh + QString::fromUtf8("，但遇到") + f.zh};
    }

    bool expectWord(const char *upper)
    {
        if (acceptWord(upper))
            return true;
        const QString w = QString::fromLatin1(upper);
        return expected(LocalizedText{w, w});
    }
    bool expectSymbol(char c)
    {
        if (acceptSymbol(c))
            return true;
        const QString s = QStringLiteral("\"%1\"").arg(QLatin1Char(c));
        return expected(LocalizedText{s, QStringLiteral("“%1”").arg(QLatin1Char(c))});
    }

    bool unsupported(int offset, const LocalizedText &what)
    {
        return fail(offset, LocalizedText{what.en + QStringLiteral(" is not supported: the statement was not imported"),
                                          QString::fromUtf8("不支持") + what.zh + QString::fromUtf8("：该语句未导入")});
    }

    void warn(int offset, const LocalizedText &message) { m_warnings.append({offset, message}); }

    bool identifier(QString *name, int *offset = nullptr);
    bool identifierList(QStringList *names);
    bool stringLiteral(QString *value);
    /// The text of code tokens [from, to) as written, comments inside replaced by a space.
    QString slice(int from, int to) const;
    /// Moves past an expression: up to a `,` or `)` outside brackets. Returns the index after it.
    int expressionEnd(int from) const;

    bool parseElement(DdlTable *table);
    bool parsePrimaryKey(DdlTable *table, int offset, const QString &columnName);
    bool parseWatermark(DdlTable *table);
    bool parseComputedColumn(ColumnSpec *column);
    bool parsePhysicalColumn(ColumnSpec *column, DdlTable *table);
    bool parseWith(DdlTable *table);
    bool parseDistribution(DistributionSpec *distribution);
    bool parseBucketCount(int *buckets);
    bool parseOptionKey(DdlOption *option);

    const SqlText &m_text;
    const QList<SqlToken> &m_all;
    const QVector<int> &m_code;
    const int m_end;
    int m_pos;
    int m_errorOffset = -1;
    LocalizedText m_error;
    QList<QPair<int, LocalizedText>> m_warnings;
};

bool StatementParser::identifier(QString *name, int *offset)
{
    if (atEnd() || (current().kind != Kind::Word && current().kind != Kind::QuotedName))
        return expected(localized("a name", "名称"));
    if (offset)
        *offset = current().start;
    *name = sqlTokenText(m_text, current());
    if (name->isEmpty())
        return fail(current().start, localized("a quoted name is empty", "带引号的名称为空"));
    // A bare name is a word that does not start with a digit (a number is a Word token too).
    if (current().kind == Kind::Word && !isPlainWord(*name))
        return fail(current().start, localized("%1 cannot be a name as written (a name starts with a letter, _ or $): quote it, `%1`",
                                               "%1 不能直接用作名称（名称以字母、_ 或 $ 开头）：请加反引号写成 `%1`")
                                         .arg(*name));
    // Flink's parser refuses a reserved word as a bare name; in back-ticks it is any name.
    if (current().kind == Kind::Word && isReservedWord(*name))
        return fail(current().start, localized("%1 is a reserved word of Flink SQL and cannot be a name as written: quote it, `%1`",
                                               "%1 是 Flink SQL 的保留字，不能直接用作名称：请加反引号写成 `%1`")
                                         .arg(*name));
    ++m_pos;
    return true;
}

bool StatementParser::identifierList(QStringList *names)
{
    if (!expectSymbol('('))
        return false;
    do {
        QString name;
        if (!identifier(&name))
            return false;
        *names << name;
    } while (acceptSymbol(','));
    return expectSymbol(')');
}

/// Undoes the backslash escapes of an E'...' string: \b \f \n \r \t \\ \' \" and \uXXXX.
bool decodeBackslashEscapes(const QString &in, QString *out)
{
    out->clear();
    out->reserve(in.size());
    for (int i = 0; i < in.size(); ++i) {
        const QChar c = in.at(i);
        if (c != QLatin1Char('\\') || i + 1 >= in.size()) {
            *out += c;
            continue;
        }
        const QChar e = in.at(++i);
        switch (e.unicode()) {
        case 'u': {
            bool ok = false;
            const uint code = in.mid(i + 1, 4).toUInt(&ok, 16);
            if (!ok || in.mid(i + 1, 4).size() != 4)
                return false;
            i += 4;
            if (QChar::isHighSurrogate(code)) {
                // A character beyond U+FFFF is written as its two UTF-16 halves, \uD83D\uDE00.
                bool lowOk = false;
                const uint low = in.mid(i + 3, 4).toUInt(&lowOk, 16);
                if (in.mid(i + 1, 2) != QLatin1String("\\u") || !lowOk || in.mid(i + 3, 4).size() != 4 || !QChar::isLowSurrogate(low))
                    return false;
                *out += QChar(ushort(code));
                *out += QChar(ushort(low));
                i += 6;
            } else if (QChar::isLowSurrogate(code)) {
                return false;
            } else {
                *out += QChar(ushort(code));
            }
            break;
        }
        default: {
            // \b \f \n \r \t; \\ \' \" and any other character stand for themselves.
            const QChar control = controlCharacterOfEscape(e.unicode());
            *out += control.isNull() ? e : control;
            break;
        }
        }
    }
    return true;
}

/// Undoes the escapes of a U&'...' string: \XXXX, \+XXXXXX and \\.
bool decodeUnicodeEscapes(const QString &in, QString *out)
{
    out->clear();
    for (int i = 0; i < in.size(); ++i) {
        const QChar c = in.at(i);
        if (c != QLatin1Char('\\')) {
            *out += c;
            continue;
        }
        if (in.mid(i + 1, 1) == QLatin1String("\\")) {
            *out += c;
            ++i;
            continue;
        }
        const bool wide = in.mid(i + 1, 1) == QLatin1String("+");
        const int digits = wide ? 6 : 4;
        const QString hex = in.mid(i + 1 + (wide ? 1 : 0), digits);
        bool ok = false;
        const uint code = hex.toUInt(&ok, 16);
        if (!ok || hex.size() != digits || code > 0x10FFFF || (code >= 0xD800 && code <= 0xDFFF))
            return false;
        const char32_t point = code;
        *out += QString::fromUcs4(&point, 1);
        i += digits + (wide ? 1 : 0);
    }
    return true;
}

bool StatementParser::stringLiteral(QString *value)
{
    // U&'...': a word U, an ampersand and a string written together.
    const bool unicode = isWord(m_pos, "U") && isSymbol(m_pos + 1, '&') && m_pos + 2 < m_end
                         && token(m_pos + 2).kind == Kind::String && token(m_pos + 1).start == token(m_pos).start + 1
                         && token(m_pos + 2).start == token(m_pos + 1).start + 1;
    if (unicode) {
        const int offset = current().start;
        m_pos += 2;
        if (!decodeUnicodeEscapes(sqlTokenText(m_text, current()), value))
            return fail(offset, localized("a U&'...' string has an escape that is not \\XXXX, \\+XXXXXX or \\\\ of a character "
                                          "(surrogate halves are not characters)",
                                          "U&'...' 字符串中的转义不是表示字符的 \\XXXX、\\+XXXXXX 或 \\\\（代理项不是字符）"));
        ++m_pos;
        return true;
    }
    if (atEnd() || current().kind != Kind::String)
        return expected(localized("a quoted string", "带引号的字符串"));
    const SqlToken &t = current();
    if (t.ambiguousEscape)
        return fail(t.start, localized("this E'...' string escapes a quote with a backslash; write the quote twice ('') instead",
                                       "此 E'...' 字符串用反斜杠转义引号；请改为连写两个引号（''）"));
    if (t.escapeString) {
        if (!decodeBackslashEscapes(sqlTokenText(m_text, t), value))
            return fail(t.start, localized("this E'...' string has a \\u escape that is not four hexadecimal digits of a character "
                                           "(a surrogate half must be followed by its other half)",
                                           "此 E'...' 字符串中的 \\u 转义不是表示字符的四位十六进制数字（代理项的一半之后必须紧跟另一半）"));
    } else {
        *value = sqlTokenText(m_text, t);
    }
    ++m_pos;
    return true;
}

QString StatementParser::slice(int from, int to) const
{
    if (from >= to)
        return QString();
    const int firstAll = m_code.at(from);
    const int lastAll = m_code.at(to - 1);
    const SqlToken &a = m_all.at(firstAll);
    const SqlToken &b = m_all.at(lastAll);
    if (lastAll - firstAll == to - 1 - from) // no comment in between: the text as written
        return m_text.mid(a.start, b.start + b.length - a.start);
    QString out;
    int copied = a.start;
    for (int i = firstAll; i <= lastAll; ++i) {
        const SqlToken &t = m_all.at(i);
        if (t.kind != Kind::LineComment && t.kind != Kind::BlockComment)
            continue;
        out += m_text.mid(copied, t.start - copied);
        out += QLatin1Char(' ');
        copied = t.start + t.length;
    }
    out += m_text.mid(copied, b.start + b.length - copied);
    return out.trimmed();
}

int StatementParser::expressionEnd(int from) const
{
    int depth = 0;
    int i = from;
    for (; i < m_end; ++i) {
        const SqlToken &t = token(i);
        if (t.kind != Kind::Symbol)
            continue;
        const QChar c = m_text.loadedAt(t.start);
        if (c == QLatin1Char('(') || c == QLatin1Char('[') || c == QLatin1Char('{')) {
            ++depth;
        } else if (c == QLatin1Char(')') || c == QLatin1Char(']') || c == QLatin1Char('}')) {
            if (depth == 0)
                break;
            --depth;
        } else if (c == QLatin1Char(',') && depth == 0) {
            break;
        }
    }
    return i;
}

bool StatementParser::parseCreateTable(DdlTable *table)
{
    if (!expectWord("CREATE"))
        return false;
    if (isWord(m_pos, "TEMPORARY")) {
        table->temporaryOffset = currentOffset();
        ++m_pos;
    }
    if (!expectWord("TABLE"))
        return false;
    if (isWord(m_pos, "IF")) {
        ++m_pos;
        // Read and left out: the exported DDL is a plain CREATE TABLE.
        if (!expectWord("NOT") || !expectWord("EXISTS"))
            return false;
    }
    if (!identifier(&table->name, &table->nameOffset))
        return false;
    while (acceptSymbol('.')) {
        table->qualifiers << table->name;
        if (!identifier(&table->name, &table->nameOffset))
            return false;
    }
    if (table->qualifiers.size() > 2)
        return fail(table->nameOffset, localized("a table name has at most a catalog and a database before it",
                                                 "表名前最多只能有目录名和数据库名"));
    if (isWord(m_pos, "AS"))
        return unsupported(currentOffset(), localized("CREATE TABLE ... AS SELECT", "CREATE TABLE ... AS SELECT"));
    if (isWord(m_pos, "LIKE"))
        return unsupported(currentOffset(), localized("a LIKE clause", "LIKE 子句"));
    // Flink allows a table without columns when it takes them from LIKE: say that LIKE is what
    // is not supported, not that a "(" is missing.
    if (!isSymbol(m_pos, '(')) {
        for (int i = m_pos; i < m_end; ++i) {
            if (isWord(i, "LIKE"))
                return unsupported(token(i).start, localized("a LIKE clause", "LIKE 子句"));
            if (isWord(i, "AS"))
                return unsupported(token(i).start, localized("CREATE TABLE ... AS SELECT", "CREATE TABLE ... AS SELECT"));
        }
    }
    if (!expectSymbol('('))
        return false;
    do {
        if (!parseElement(table))
            return false;
    } while (acceptSymbol(','));
    if (!expectSymbol(')'))
        return false;

    bool comment = false;
    bool distributed = false;
    bool partitioned = false;
    bool with = false;
    while (!atEnd()) {
        const int offset = currentOffset();
        if (!comment && acceptWord("COMMENT")) {
            comment = true;
            if (!stringLiteral(&table->comment))
                return false;
        } else if (!partitioned && isWord(m_pos, "PARTITIONED")) {
            ++m_pos;
            partitioned = true;
            if (!expectWord("BY") || !identifierList(&table->partitionedBy))
                return false;
        } else if (!with && isWord(m_pos, "WITH")) {
            ++m_pos;
            with = true;
            table->withOffset = offset;
            if (!parseWith(table))
                return false;
        } else if (isWord(m_pos, "LIKE")) {
            return unsupported(offset, localized("a LIKE clause", "LIKE 子句"));
        } else if (isWord(m_pos, "AS")) {
            return unsupported(offset, localized("CREATE TABLE ... AS SELECT", "CREATE TABLE ... AS SELECT"));
        } else if (!distributed && isWord(m_pos, "DISTRIBUTED")) {
            ++m_pos;
            distributed = true;
            if (!parseDistribution(&table->distribution))
                return false;
        } else {
            return expected(localized("COMMENT, DISTRIBUTED, PARTITIONED BY, WITH or the end of the statement",
                                      "COMMENT、DISTRIBUTED、PARTITIONED BY、WITH 或语句结尾"));
        }
    }
    return true;
}

bool StatementParser::parseElement(DdlTable *table)
{
    const int offset = currentOffset();
    if (isWord(m_pos, "PRIMARY") && isWord(m_pos + 1, "KEY")) {
        m_pos += 2;
        return parsePrimaryKey(table, offset, QString());
    }
    if (isWord(m_pos, "CONSTRAINT")) {
        ++m_pos;
        QString constraintName;
        if (!identifier(&constraintName))
            return false;
        if (isWord(m_pos, "UNIQUE"))
            return unsupported(currentOffset(), localized("a UNIQUE constraint", "UNIQUE 约束"));
        if (!expectWord("PRIMARY") || !expectWord("KEY"))
            return false;
        return parsePrimaryKey(table, offset, QString());
    }
    if (isWord(m_pos, "WATERMARK") && isWord(m_pos + 1, "FOR")) {
        m_pos += 2;
        return parseWatermark(table);
    }
    if (isWord(m_pos, "UNIQUE") && isSymbol(m_pos + 1, '('))
        return unsupported(offset, localized("a UNIQUE constraint", "UNIQUE 约束"));

    ColumnSpec column;
    if (!identifier(&column.name))
        return false;
    table->columns.append(column);
    table->columnOffsets.append(offset);
    ColumnSpec &c = table->columns.last();
    if (acceptWord("AS"))
        return parseComputedColumn(&c);
    return parsePhysicalColumn(&c, table);
}

bool StatementParser::parsePrimaryKey(DdlTable *table, int offset, const QString &columnName)
{
    if (table->primaryKeyOffset >= 0)
        return fail(offset, localized("a second PRIMARY KEY: a table has one primary key", "重复的 PRIMARY KEY：一张表只能有一个主键"));
    table->primaryKeyOffset = offset;
    if (columnName.isEmpty()) {
        if (!identifierList(&table->primaryKey))
            return false;
    } else {
        table->primaryKey = QStringList{columnName};
    }
    if (isWord(m_pos, "NOT")) {
        ++m_pos;
        if (!expectWord("ENFORCED"))
            return false;
        table->primaryKeyNotEnforced = true;
    } else if (isWord(m_pos, "ENFORCED")) {
        return fail(currentOffset(), localized("Flink does not enforce primary keys: write NOT ENFORCED",
                                               "Flink 不强制主键约束：请写 NOT ENFORCED"));
    }
    return true;
}

bool StatementParser::parseWatermark(DdlTable *table)
{
    const int offset = token(m_pos - 2).start;
    if (!table->watermark.isEmpty())
        return fail(offset, localized("a second WATERMARK: a table has one watermark", "重复的 WATERMARK：一张表只能有一个水位线"));
    if (!identifier(&table->watermark.column))
        return false;
    if (isSymbol(m_pos, '.'))
        return unsupported(currentOffset(), localized("a watermark on a nested field", "嵌套字段上的水位线"));
    if (!expectWord("AS"))
        return false;
    const int end = expressionEnd(m_pos);
    if (end == m_pos)
        return expected(localized("the watermark expression", "水位线表达式"));
    table->watermark.expression = slice(m_pos, end);
    m_pos = end;
    return true;
}

bool StatementParser::parseComputedColumn(ColumnSpec *column)
{
    const int end = expressionEnd(m_pos);
    if (end == m_pos)
        return expected(localized("the column's expression", "列的表达式"));
    int expressionEnd = end;
    // A trailing COMMENT '...' belongs to the column, not to the expression.
    if (end - m_pos >= 3 && isWord(end - 2, "COMMENT") && token(end - 1).kind == Kind::String) {
        const int start = m_pos;
        m_pos = end - 1;
        if (!stringLiteral(&column->comment))
            return false;
        m_pos = start;
        expressionEnd = end - 2;
    }
    column->expression = slice(m_pos, expressionEnd);
    m_pos = end;
    return true;
}

bool StatementParser::parsePhysicalColumn(ColumnSpec *column, DdlTable *table)
{
    // The type runs to the first of its modifiers outside brackets, or to the end of the column.
    const int typeStart = m_pos;
    int depth = 0;
    for (; m_pos < m_end; ++m_pos) {
        const SqlToken &t = current();
        if (t.kind == Kind::Symbol) {
            const QChar c = m_text.loadedAt(t.start);
            if (c == QLatin1Char('(') || c == QLatin1Char('<')) {
                ++depth;
            } else if (c == QLatin1Char(')') || c == QLatin1Char('>')) {
                if (depth == 0)
                    break;
                --depth;
            } else if (c == QLatin1Char(',') && depth == 0) {
                break;
            }
        } else if (depth == 0 && m_pos > typeStart
                   && ((isWord(m_pos, "NOT") && isWord(m_pos + 1, "NULL")) || isWord(m_pos, "NULL") || isWord(m_pos, "METADATA")
                       || isWord(m_pos, "COMMENT") || isWord(m_pos, "PRIMARY") || isWord(m_pos, "CONSTRAINT")
                       || isWord(m_pos, "VIRTUAL"))) {
            break;
        }
    }
    if (m_pos == typeStart)
        return expected(localized("a type or AS", "类型或 AS"));
    FlinkType type;
    LocalizedText problem;
    if (!parseFlinkType(slice(typeStart, m_pos), &type, &problem)) {
        const LocalizedText where = localized("column %1: type: ", "列 %1：类型：").arg(column->name);
        return fail(token(typeStart).start, LocalizedText{where.en + problem.en, where.zh + problem.zh});
    }
    column->type = type.canonical;
    column->nullable = type.nullable;

    bool metadata = false;
    bool comment = false;
    bool nullability = false;
    while (!atEnd() && !isSymbol(m_pos, ',') && !isSymbol(m_pos, ')')) {
        const int offset = currentOffset();
        if (!nullability && isWord(m_pos, "NOT") && isWord(m_pos + 1, "NULL")) {
            m_pos += 2;
            nullability = true;
            column->nullable = false;
        } else if (!nullability && acceptWord("NULL")) {
            nullability = true;
        } else if (!metadata && acceptWord("METADATA")) {
            metadata = true;
            column->metadata = column->name; // without FROM, the key is the column's name
            if (acceptWord("FROM") && !stringLiteral(&column->metadata))
                return false;
            if (column->metadata.isEmpty())
                return fail(offset, localized("an empty metadata key", "元数据键为空"));
            column->isVirtual = acceptWord("VIRTUAL");
        } else if (!comment && acceptWord("COMMENT")) {
            comment = true;
            if (!stringLiteral(&column->comment))
                return false;
        } else if (isWord(m_pos, "PRIMARY")) {
            ++m_pos;
            if (!expectWord("KEY") || !parsePrimaryKey(table, offset, column->name))
                return false;
        } else if (isWord(m_pos, "CONSTRAINT")) {
            ++m_pos;
            QString constraintName;
            if (!identifier(&constraintName) || !expectWord("PRIMARY") || !expectWord("KEY")
                || !parsePrimaryKey(table, offset, column->name))
                return false;
        } else {
            return expected(localized("NOT NULL, METADATA, COMMENT, PRIMARY KEY, \",\" or \")\"",
                                "NOT NULL、METADATA、COMMENT、PRIMARY KEY、“,”或“)”"));
        }
    }
    return true;
}

bool StatementParser::parseOptionKey(DdlOption *option)
{
    option->offset = currentOffset();
    if (!atEnd() && current().kind == Kind::String)
        return stringLiteral(&option->key);
    option->bareKey = true;
    if (!atEnd() && current().kind == Kind::QuotedName)
        return identifier(&option->key);
    if (atEnd() || current().kind != Kind::Word)
        return expected(localized("an option key", "参数名"));
    // A bare key may be dotted or dashed (properties.bootstrap.servers): tokens written together.
    option->key = tokenText(m_pos);
    int end = current().start + current().length;
    ++m_pos;
    while (!atEnd() && current().start == end && (isSymbol(m_pos, '.') || isSymbol(m_pos, '-') || current().kind == Kind::Word)) {
        option->key += tokenText(m_pos);
        end = current().start + current().length;
        ++m_pos;
    }
    return true;
}

/// After DISTRIBUTED, as Flink 1.20's parser reads it (parserImpls.ftl, SqlDistribution):
/// `BY [HASH | RANGE] (columns) [INTO n BUCKETS]` or `INTO n BUCKETS`.
bool StatementParser::parseDistribution(DistributionSpec *distribution)
{
    if (acceptWord("INTO"))
        return parseBucketCount(&distribution->buckets);
    if (!expectWord("BY"))
        return false;
    if (acceptWord("HASH"))
        distribution->kind = QStringLiteral("HASH");
    else if (acceptWord("RANGE"))
        distribution->kind = QStringLiteral("RANGE");
    if (!identifierList(&distribution->columns))
        return false;
    return !acceptWord("INTO") || parseBucketCount(&distribution->buckets);
}

/// `n BUCKETS` after INTO: Flink takes an unsigned integer literal (IntoBuckets), 1 or more.
bool StatementParser::parseBucketCount(int *buckets)
{
    bool ok = false;
    const int n = atEnd() || current().kind != Kind::Word ? 0 : tokenText(m_pos).toInt(&ok);
    if (!ok || n < 1)
        return expected(localized("the number of buckets (a whole number, 1 or more)", "桶数（不小于 1 的整数）"));
    ++m_pos;
    *buckets = n;
    return expectWord("BUCKETS");
}

bool StatementParser::parseWith(DdlTable *table)
{
    if (!expectSymbol('('))
        return false;
    if (acceptSymbol(')'))
        return true;
    QSet<QString> keys;
    do {
        DdlOption option;
        if (!parseOptionKey(&option) || !expectSymbol('='))
            return false;
        if (!atEnd() && current().kind == Kind::Word && !isWord(m_pos, "U")) {
            // Blink accepted unquoted numbers and words; Flink wants a string. Read it as text.
            warn(current().start, localized("the value of %1 is not quoted; it is read as the text '%2'", "参数 %1 的值没有加引号；按文本 '%2' 读取")
                                      .arg(option.key, tokenText(m_pos)));
            option.value = tokenText(m_pos);
            ++m_pos;
        } else if (!stringLiteral(&option.value)) {
            return false;
        }
        // A set of the keys so far: a WITH clause of 100,000 options reads in linear time.
        if (keys.contains(option.key))
            return fail(option.offset, localized("option %1 is given twice", "参数 %1 重复出现")
                                           .arg(option.key));
        keys.insert(option.key);
        table->options.append(option);
    } while (acceptSymbol(','));
    return expectSymbol(')');
}

/// A statement's extent in the code tokens (no comments) of its Piece: [first, end).
struct Range
{
    int first = 0;
    int end = 0;
    int length = 0; ///< characters, up to and including its `;`
    int missingSemicolon = -1; ///< where a `;` was missing before the next CREATE, or -1
};

/// The tokens of one statement as the reader cuts the text: the comments right before it (a
/// role comment is among them), then its own tokens, comments inside included, and its `;`.
/// Each piece holds only its own tokens, so that a statement's tokens go once it is read.
struct Piece
{
    QList<SqlToken> all;
    QVector<int> code; ///< indexes into `all` of the tokens that are not comments
    Range range;
    /// The error of the unclosed string, name or comment this piece ends in: it runs to the
    /// end of the text, so only the last piece can have one.
    std::optional<DdlFinding> unclosed;
};

bool isComment(const SqlToken &t)
{
    return t.kind == Kind::LineComment || t.kind == Kind::BlockComment;
}

} // namespace

class DdlStatementReader::Private
{
public:
    Private(const QString &text, const QString &file) : m_text(text), m_file(file), m_stream(m_text) { m_text.trackLines(); }
    Private(SqlText::Source source, const QString &file) : m_text(std::move(source)), m_file(file), m_stream(m_text)
    {
        m_text.trackLines();
    }

    const SqlText &text() const { return m_text; }

    bool next(DdlStatement *out)
    {
        discardRead();
        Piece piece;
        if (!takePiece(&piece))
            return false;
        // A statement set (EXECUTE STATEMENT SET BEGIN ... END;) is one statement to skip. The
        // pieces up to its END are held: without an END they are read as statements of their
        // own after all.
        if (startsStatementSet(piece)) {
            int last = -1;
            for (int k = 0; last < 0; ++k) {
                if (k == m_held.size()) {
                    Piece more;
                    if (!readPiece(&more))
                        break;
                    m_held.append(std::move(more));
                }
                if (wordAt(m_held.at(k), m_held.at(k).range.first, "END"))
                    last = k;
            }
            if (last < 0) {
                // Without its END the set would take every later statement with it: report
                // it, and read what follows its first `;` as statements of their own.
                *out = unendedStatementSet(piece);
                settle(piece, out);
                return true;
            }
            const Piece &end = m_held.at(last);
            piece.range.length = startOf(end) + end.range.length - startOf(piece);
            piece.unclosed = end.unclosed;
            m_held.erase(m_held.begin(), m_held.begin() + last + 1);
            *out = readStatement(piece);
            settle(piece, out);
            return true;
        }
        *out = readStatement(piece);
        if (piece.range.missingSemicolon >= 0) {
            out->findings << finding(Severity::Note, piece.range.missingSemicolon,
                                     localized("no \";\" here: the CREATE on the next line starts a new statement, so this one is "
                                               "read up to here",
                                               "此处缺少“;”：下一行的 CREATE 开始了新的语句，因此本语句读到此处为止"));
        }
        settle(piece, out);
        return true;
    }

private:
    /// Drops the text no one will look at again: the statement handed out last has been
    /// mapped by now. Kept: the comments waiting for the next statement, the CREATE carried
    /// over, the pieces held for a statement set, and the last token read from the stream
    /// (startsLine looks back from the token after it to the line's start).
    void discardRead()
    {
        int keep = m_lastStreamToken;
        if (!m_leading.isEmpty())
            keep = qMin(keep, m_leading.constFirst().start);
        if (m_carry)
            keep = qMin(keep, m_carry->start);
        for (const Piece &held : std::as_const(m_held)) {
            if (!held.all.isEmpty())
                keep = qMin(keep, held.all.constFirst().start);
        }
        m_text.discardBefore(keep);
    }

    bool takePiece(Piece *piece)
    {
        if (m_held.isEmpty())
            return readPiece(piece);
        *piece = m_held.takeFirst();
        return true;
    }

    /// The CREATE that ended the last piece for want of a `;` comes first.
    bool takeToken(SqlToken *token)
    {
        if (m_carry) {
            *token = *m_carry;
            m_carry.reset();
            return true;
        }
        if (!m_stream.next(token))
            return false;
        m_lastStreamToken = token->start;
        return true;
    }

    /// Cuts the next statement at its `;`. An unclosed string, name or comment runs to the end
    /// of the text: it becomes an error of the statement it is in. A CREATE at the start of a
    /// line, outside brackets, inside a statement that began with CREATE also ends that
    /// statement: files pasted together often lack the `;` between two tables. False when the
    /// text has no statement left.
    bool readPiece(Piece *piece)
    {
        *piece = Piece();
        bool open = false;
        int depth = 0;
        SqlToken t;
        while (takeToken(&t)) {
            if (!t.closed) {
                const LocalizedText what = t.kind == Kind::String       ? localized("this string has no closing quote (')", "此字符串缺少结尾的引号（'）")
                                           : t.kind == Kind::QuotedName ? localized("this quoted name has no closing back-tick (`)", "此带引号的名称缺少结尾的反引号（`）")
                                                                        : localized("this comment has no closing */", "此注释缺少结尾的 */");
                piece->unclosed = finding(Severity::Error, t.start, withCulprit(swallowed(what, t.start), t));
            } else {
                noteLineCrossing(t);
            }
            if (isComment(t)) {
                if (!t.closed && !open) { // a statement of nothing but the comment
                    piece->all = m_leading;
                    piece->code.append(int(piece->all.size()));
                    piece->all.append(t);
                    open = true;
                    continue;
                }
                m_leading.append(t);
                if (open)
                    piece->all.append(t);
                continue;
            }
            if (open && depth == 0 && wordIs(t, "CREATE") && startsLine(t) && wordIs(firstCode(*piece), "CREATE")) {
                const SqlToken &before = piece->all.at(piece->code.constLast());
                const int end = before.start + before.length;
                piece->range = Range{0, int(piece->code.size()), end - firstCode(*piece).start, end};
                // The comments since `before` stay in m_leading: they come before the next CREATE.
                m_carry = t;
                return true;
            }
            if (!open) {
                piece->all = m_leading;
                open = true;
                depth = 0;
            }
            m_leading.clear();
            piece->code.append(int(piece->all.size()));
            piece->all.append(t);
            if (t.kind == Kind::Symbol && m_text.loadedAt(t.start) == QLatin1Char('('))
                ++depth;
            else if (t.kind == Kind::Symbol && m_text.loadedAt(t.start) == QLatin1Char(')') && depth > 0)
                --depth;
            if (t.kind == Kind::Symbol && m_text.loadedAt(t.start) == QLatin1Char(';')) {
                if (piece->code.size() > 1) { // not an empty statement
                    piece->range = Range{0, int(piece->code.size()) - 1, t.start + 1 - firstCode(*piece).start};
                    return true;
                }
                *piece = Piece();
                open = false;
            }
        }
        if (!open)
            return false;
        const SqlToken &last = piece->all.at(piece->code.constLast());
        piece->range = Range{0, int(piece->code.size()), last.start + last.length - firstCode(*piece).start};
        return true;
    }

    static const SqlToken &firstCode(const Piece &piece) { return piece.all.at(piece.code.at(piece.range.first)); }
    static int startOf(const Piece &piece) { return firstCode(piece).start; }

    QString upperWord(const Piece &piece, int codeIndex) const
    {
        const SqlToken &t = piece.all.at(piece.code.at(codeIndex));
        return t.kind == Kind::Word ? m_text.mid(t.start, t.length).toUpper() : QString();
    }
    bool wordIs(const SqlToken &t, const char *upper) const
    {
        return t.kind == Kind::Word && m_text.view(t.start, t.length).compare(QLatin1String(upper), Qt::CaseInsensitive) == 0;
    }
    /// A piece's code tokens end with its `;` (or at the end of the text, or before a CREATE
    /// that does not start a statement set): looking past the range reaches at most that `;`.
    bool wordAt(const Piece &piece, int codeIndex, const char *upper) const
    {
        return codeIndex < piece.code.size() && upperWord(piece, codeIndex) == QLatin1String(upper);
    }
    bool startsStatementSet(const Piece &p) const
    {
        const int f = p.range.first;
        return (wordAt(p, f, "EXECUTE") && wordAt(p, f + 1, "STATEMENT") && wordAt(p, f + 2, "SET"))
               || (wordAt(p, f, "BEGIN") && wordAt(p, f + 1, "STATEMENT") && wordAt(p, f + 2, "SET"));
    }

    DdlFinding finding(Severity severity, int offset, const LocalizedText &message) const
    {
        DdlFinding f;
        f.severity = severity;
        f.file = m_file;
        m_text.locate(offset, &f.line, &f.column);
        f.message = message;
        return f;
    }

    /// `what` and the text it swallowed: everything from `offset` to the end of the text, where
    /// any statement that followed was lost.
    LocalizedText swallowed(const LocalizedText &what, int offset) const
    {
        int line = 1;
        int column = 1;
        int endLine = 1;
        int endColumn = 1;
        m_text.locate(offset, &line, &column);
        // The end is the last character, not the empty line after a final newline.
        int last = m_text.loaded(); // the end of the text: an unclosed token runs to it
        while (last > offset + 1 && (m_text.loadedAt(last - 1) == QLatin1Char('\n') || m_text.loadedAt(last - 1) == QLatin1Char('\r')))
            --last;
        m_text.locate(last - 1, &endLine, &endColumn);
        const QString from = QString::number(line);
        const QString at = QString::number(column);
        const QString to = QString::number(endLine);
        return LocalizedText{QStringLiteral("%1: the text from line %2, column %3 to the end (line %4) is not read, "
                                            "so any statement in it is missing")
                                 .arg(what.en, from, at, to),
                             QString::fromUtf8("%1：从第 %2 行第 %3 列到结尾（第 %4 行）的文本均未读取，其中的语句全部缺失")
                                 .arg(what.zh, from, at, to)};
    }

    /// Remembers the first string and the first quoted name that run across a line end, for
    /// withCulprit: the tokens they were read from are gone by the time a quote is found
    /// missing.
    void noteLineCrossing(const SqlToken &t)
    {
        int *first = t.kind == Kind::String ? &m_firstMultiLineString : t.kind == Kind::QuotedName ? &m_firstMultiLineName : nullptr;
        if (first && *first < 0 && m_text.view(t.start, t.length).contains(QLatin1Char('\n')))
            *first = t.start;
    }

    /// Quotes pair up from the start, so a quote missing early shows as the last quote being
    /// unclosed. Names the first earlier string (or quoted name) of the same kind that runs
    /// across a line end: that is most often the one missing its quote.
    LocalizedText withCulprit(const LocalizedText &message, const SqlToken &unclosed) const
    {
        const int culprit = unclosed.kind == Kind::String ? m_firstMultiLineString : unclosed.kind == Kind::QuotedName ? m_firstMultiLineName : -1;
        if (culprit < 0)
            return message;
        int line = 1;
        int column = 1;
        m_text.locate(culprit, &line, &column);
        const QString l = QString::number(line);
        const QString c = QString::number(column);
        return LocalizedText{message.en + QStringLiteral("; the quote missing may be that of the text at line %1, column %2, "
                                                         "which runs across lines").arg(l, c),
                             message.zh + QString::fromUtf8("；缺少的引号可能属于第 %1 行第 %2 列处跨行的文本").arg(l, c)};
    }

    /// True when token `t` begins its line (only spaces or tabs before it).
    bool startsLine(const SqlToken &t) const
    {
        for (int k = t.start - 1; k >= m_text.base(); --k) {
            const QChar c = m_text.loadedAt(k);
            if (c == QLatin1Char('\n'))
                return true;
            if (c != QLatin1Char(' ') && c != QLatin1Char('\t') && c != QLatin1Char('\r'))
                return false;
        }
        return true;
    }

    /// The unclosed string, name or comment lies in the statement of the last piece: that
    /// statement has failed, whatever it began as. Its error is the first finding, as whatever
    /// else the reader says of the statement follows from it. Then the one rule for every
    /// statement: it has failed exactly when a finding is an error; then the note that it was
    /// skipped no longer holds. Findings are kept in order of position.
    static void settle(const Piece &piece, DdlStatement *statement)
    {
        if (piece.unclosed)
            statement->findings.prepend(*piece.unclosed);
        if (hasErrors(statement->findings)) {
            statement->kind = DdlStatement::Kind::Failed;
            statement->findings.erase(std::remove_if(statement->findings.begin(), statement->findings.end(),
                                                     [](const DdlFinding &f) { return f.severity == Severity::Note; }),
                                      statement->findings.end());
        }
        std::stable_sort(statement->findings.begin(), statement->findings.end(), [](const DdlFinding &a, const DdlFinding &b) {
            return a.line != b.line ? a.line < b.line : a.column < b.column;
        });
    }

    DdlStatement unendedStatementSet(const Piece &piece)
    {
        DdlStatement s;
        s.offset = startOf(piece);
        s.length = piece.range.length;
        m_text.locate(s.offset, &s.line, &s.column);
        s.keyword = QStringLiteral("STATEMENT SET");
        s.kind = DdlStatement::Kind::Failed;
        s.findings << finding(Severity::Error, s.offset,
                              localized("this statement set has no END; it is read up to its first \";\", and the statements after that "
                                        "are read on their own",
                                        "此语句集缺少 END；它读到第一个“;”为止，其后的语句按各自独立的语句读取"));
        return s;
    }

    /// The role a comment right before code token `codeIndex` declares (roleComment()).
    std::optional<Role> declaredRole(const Piece &piece, int codeIndex) const
    {
        for (int k = piece.code.at(codeIndex) - 1; k >= 0; --k) {
            const SqlToken &t = piece.all.at(k);
            if (!isComment(t))
                break;
            if (t.kind == Kind::LineComment) {
                if (const std::optional<Role> role = roleOfComment(m_text.view(t.start, t.length)))
                    return role;
            }
        }
        return std::nullopt;
    }

    DdlStatement readStatement(const Piece &piece)
    {
        const Range &range = piece.range;
        DdlStatement s;
        s.offset = startOf(piece);
        s.length = range.length;
        s.declaredRole = declaredRole(piece, range.first);
        m_text.locate(s.offset, &s.line, &s.column);
        const QString first = upperWord(piece, range.first);
        if (first.isEmpty() || !isKnownStatementWord(first)) {
            s.kind = DdlStatement::Kind::Failed;
            const SqlToken &t = firstCode(piece);
            if (t.closed) {
                s.findings << finding(Severity::Error, s.offset,
                                      localized("not a SQL statement this reader knows: it starts with \"%1\"", "无法识别的 SQL 语句：以“%1”开头")
                                          .arg(shown(m_text.mid(t.start, t.length))));
            }
            return s;
        }
        // CREATE [TEMPORARY] [SYSTEM] [OR REPLACE] WHAT
        int i = range.first;
        if (first == QLatin1String("CREATE")) {
            ++i;
            bool orReplace = false;
            while (i < range.end
                   && (wordAt(piece, i, "TEMPORARY") || wordAt(piece, i, "SYSTEM") || wordAt(piece, i, "OR") || wordAt(piece, i, "REPLACE"))) {
                orReplace = orReplace || wordAt(piece, i, "REPLACE");
                ++i;
            }
            const QString what = i < range.end ? upperWord(piece, i) : QString();
            s.keyword = QStringLiteral("CREATE ") + what;
            if (what == QLatin1String("TABLE")) {
                if (orReplace) {
                    s.kind = DdlStatement::Kind::Failed;
                    s.findings << finding(Severity::Error, s.offset,
                                          localized("CREATE OR REPLACE TABLE ... AS SELECT is not supported: the statement was not imported",
                                                    "不支持 CREATE OR REPLACE TABLE ... AS SELECT：该语句未导入"));
                    return s;
                }
                return readCreateTable(piece, s);
            }
        } else {
            s.keyword = first;
            if (startsStatementSet(piece))
                s.keyword = (first == QLatin1String("EXECUTE") ? QStringLiteral("EXECUTE ") : QString()) + QStringLiteral("STATEMENT SET");
        }
        s.kind = DdlStatement::Kind::Skipped;
        s.findings << finding(Severity::Note, s.offset,
                              localized("skipped (%1): only CREATE TABLE statements are imported", "已跳过（%1）：只导入 CREATE TABLE 语句")
                                  .arg(s.keyword.simplified()));
        return s;
    }

    DdlStatement readCreateTable(const Piece &piece, DdlStatement s)
    {
        const Range &range = piece.range;
        s.keyword = QStringLiteral("CREATE TABLE");
        // The `;` is not part of the statement's grammar.
        int end = range.end;
        if (end > range.first) {
            const SqlToken &last = piece.all.at(piece.code.at(end - 1));
            if (last.kind == Kind::Symbol && m_text.loadedAt(last.start) == QLatin1Char(';'))
                --end;
        }
        StatementParser parser(m_text, piece.all, piece.code, range.first, end);
        if (!parser.parseCreateTable(&s.table)) {
            s.kind = DdlStatement::Kind::Failed;
            s.findings << finding(Severity::Error, parser.errorOffset(), parser.errorMessage());
            return s;
        }
        s.kind = DdlStatement::Kind::CreateTable;
        for (const auto &w : parser.warnings())
            s.findings << finding(Severity::Warning, w.first, w.second);
        return s;
    }

    /// The text from the first token still needed on; its line starts, of the whole text (one
    /// int a line), place findings anywhere.
    SqlText m_text;
    const QString m_file;
    SqlTokenStream m_stream;
    int m_lastStreamToken = 0;
    /// The comments read since the last token that is not one.
    QList<SqlToken> m_leading;
    std::optional<SqlToken> m_carry;
    /// Pieces read ahead while looking for a statement set's END.
    QList<Piece> m_held;
    int m_firstMultiLineString = -1;
    int m_firstMultiLineName = -1;
};

QString DdlFinding::toLine(Language lang) const
{
    return findingLine(findingPlace(file, line, column), severity, message.in(lang));
}

QJsonObject DdlFinding::toJson() const
{
    return QJsonObject{{QStringLiteral("severity"), severityName(severity)},
                       {QStringLiteral("file"), file},
                       {QStringLiteral("line"), line},
                       {QStringLiteral("column"), column},
                       {QStringLiteral("message"), message.toJson()}};
}

bool hasErrors(const DdlFindings &findings)
{
    return std::any_of(findings.cbegin(), findings.cend(), [](const DdlFinding &f) { return f.isError(); });
}

QString roleComment(Role role)
{
    return QStringLiteral("-- streamtable role: ") + roleName(role) + QLatin1Char('\n');
}

std::optional<Role> roleOfComment(QStringView comment)
{
    static const QRegularExpression form(QStringLiteral("^--\\s*streamtable\\s+role\\s*:\\s*(source|sink|both)\\s*$"),
                                         QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch m = form.match(comment.toString());
    Role role;
    if (!m.hasMatch() || !parseRole(m.captured(1).toLower(), &role))
        return std::nullopt;
    return role;
}

DdlStatementReader::DdlStatementReader(const QString &text, const QString &file) : d(std::make_unique<Private>(text, file)) {}

DdlStatementReader::DdlStatementReader(SqlText::Source source, const QString &file)
    : d(std::make_unique<Private>(std::move(source), file))
{
}

const SqlText &DdlStatementReader::text() const
{
    return d->text();
}

DdlStatementReader::~DdlStatementReader() = default;

bool DdlStatementReader::next(DdlStatement *statement)
{
    return d->next(statement);
}

QList<DdlStatement> readDdl(const QString &text, const QString &file)
{
    QList<DdlStatement> statements;
    DdlStatementReader reader(text, file);
    DdlStatement statement;
    while (reader.next(&statement))
        statements.append(std::move(statement));
    return statements;
}

void ddlLineColumn(const QString &text, int offset, int *line, int *column)
{
    SqlText whole(text);
    whole.trackLines();
    whole.locate(offset, line, column);
}

bool decodeDdl(const QByteArray &bytes, const QString &file, QString *text, DdlFinding *problem)
{
    DdlDecoder decoder(file);
    QString decoded;
    if (!decoder.decode(bytes, &decoded, problem) || !decoder.finish(&decoded, problem))
        return false;
    *text = decoded;
    return true;
}

namespace {

/// Where the last character of `bytes` begins when the bytes end before it does (-1 when they
/// end between characters): a lead byte among the last three without all its continuations.
int cutCharacter(const QByteArray &bytes)
{
    const int size = int(bytes.size());
    for (int i = size - 1; i >= 0 && i >= size - 3; --i) {
        const unsigned char c = static_cast<unsigned char>(bytes.at(i));
        if ((c & 0xC0) == 0x80)
            continue; // a continuation byte: its lead is further back
        const int length = (c & 0xE0) == 0xC0 ? 2 : (c & 0xF0) == 0xE0 ? 3 : (c & 0xF8) == 0xF0 ? 4 : 1;
        return size - i < length ? i : -1;
    }
    return -1;
}

} // namespace

bool DdlDecoder::decode(const QByteArray &bytes, QString *text, DdlFinding *problem)
{
    return decodeBytes(bytes, false, text, problem);
}

bool DdlDecoder::finish(QString *text, DdlFinding *problem)
{
    return decodeBytes(QByteArray(), true, text, problem);
}

bool DdlDecoder::decodeBytes(const QByteArray &bytes, bool last, QString *text, DdlFinding *problem)
{
    QByteArray data = m_pending + bytes;
    m_pending.clear();
    if (!m_started) {
        // A byte order mark is the first three bytes: wait for three (or the end) to tell.
        if (data.size() < 3 && !last) {
            m_pending = data;
            return true;
        }
        m_started = true;
        if (data.startsWith("\xEF\xBB\xBF")) {
            data.remove(0, 3);
            m_offset = 3;
        }
    }
    const int cut = last ? -1 : cutCharacter(data);
    if (cut >= 0) {
        m_pending = data.mid(cut);
        data.truncate(cut);
    }
    const int bad = firstInvalidUtf8(data.constData(), int(data.size()));
    const QString decoded = QString::fromUtf8(data.constData(), bad >= 0 ? bad : int(data.size()));
    // Lines and columns of what has been decoded, for an error further on.
    for (const QChar c : decoded) {
        if (c == QLatin1Char('\n')) {
            ++m_line;
            m_column = 1;
        } else {
            ++m_column;
        }
    }
    if (bad >= 0) {
        const unsigned char c = static_cast<unsigned char>(data.at(bad));
        problem->severity = Severity::Error;
        problem->file = m_file;
        problem->line = m_line;
        problem->column = m_column;
        problem->message = localized("not UTF-8 text: byte 0x%1 at byte offset %2; save the file as UTF-8",
                                     "不是 UTF-8 文本：字节偏移 %2 处的字节 0x%1；请将文件另存为 UTF-8")
                               .arg(QString::number(c, 16).toUpper().rightJustified(2, QLatin1Char('0')),
                                    QString::number(m_offset + bad));
        m_pending.clear();
        return false;
    }
    m_offset += data.size();
    text->append(decoded);
    return true;
}

} // namespace st

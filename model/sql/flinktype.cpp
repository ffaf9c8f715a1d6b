#include "sql/flinktype.h"

#include "sql/sqlquote.h"
#include "sql/sqlword.h"

#include <QSet>
#include <QStringList>
#include <QStringView>
#include <QVarLengthArray>

#include <climits>
#include <cstring>
#include <utility>

namespace st {
namespace {

using Family = FlinkType::Family;

// ---------------------------------------------------------------------------------------------
// Keywords

// Words the grammar reacts to. Any other word is a ROW field name or an unknown type name.
// The order matches kKeywordNames below.
enum class Kw {
    None, Char, Varchar, String, Binary, Varbinary, Bytes, Decimal, Dec, Numeric,
    Tinyint, Smallint, Int, Integer, Bigint, Float, Double, Precision, Boolean, Date,
    Time, Timestamp, TimestampLtz, With, Without, Local, Zone, Interval, Year, Month,
    Day, Hour, Minute, Second, To, Array, Map, Multiset, Row, Raw, Null, Not, Variant,
};

// Upper-case spelling of each keyword, also its canonical spelling.
constexpr const char *kKeywordNames[] = {
    "", "CHAR", "VARCHAR", "STRING", "BINARY", "VARBINARY", "BYTES", "DECIMAL", "DEC", "NUMERIC",
    "TINYINT", "SMALLINT", "INT", "INTEGER", "BIGINT", "FLOAT", "DOUBLE", "PRECISION", "BOOLEAN", "DATE",
    "TIME", "TIMESTAMP", "TIMESTAMP_LTZ", "WITH", "WITHOUT", "LOCAL", "ZONE", "INTERVAL", "YEAR", "MONTH",
    "DAY", "HOUR", "MINUTE", "SECOND", "TO", "ARRAY", "MAP", "MULTISET", "ROW", "RAW", "NULL", "NOT", "VARIANT",
};
static_assert(sizeof(kKeywordNames) / sizeof(kKeywordNames[0]) == int(Kw::Variant) + 1,
              "kKeywordNames must list every Kw in order");

constexpr int kMaxKeywordLength = 13; // TIMESTAMP_LTZ

const char *keywordName(Kw kw)
{
    return kKeywordNames[int(kw)];
}

// Upper-cases the word into a stack buffer and looks it up, so classifying a word allocates
// nothing. Non-ASCII or over-long words cannot be keywords.
Kw classifyWord(const QChar *word, int length)
{
    if (length > kMaxKeywordLength)
        return Kw::None;
    char upper[kMaxKeywordLength + 1];
    for (int i = 0; i < length; ++i) {
        const ushort c = word[i].unicode();
        if (c >= 0x80)
            return Kw::None;
        upper[i] = (c >= 'a' && c <= 'z') ? char(c - 'a' + 'A') : char(c);
    }
    upper[length] = '\0';
    for (int k = 1; k <= int(Kw::Variant); ++k) {
        if (std::strcmp(upper, kKeywordNames[k]) == 0)
            return Kw(k);
    }
    return Kw::None;
}

// ---------------------------------------------------------------------------------------------
// Messages. Kept as UTF-8 pairs and turned into QStrings only when an error is reported.

struct Phrase
{
    const char *en;
    const char *zh;
};

// What the parser expected where it failed ("expected %1 but found ...").
namespace expect {
constexpr Phrase Type{"a type", "类型"};
constexpr Phrase Number{"a number", "数字"};
constexpr Phrase FieldName{"a field name", "字段名"};
constexpr Phrase QuotedString{"a quoted string", "带引号的字符串"};
constexpr Phrase LParen{"\"(\"", "“(”"};
constexpr Phrase RParen{"\")\"", "“)”"};
constexpr Phrase Lt{"\"<\"", "“<”"};
constexpr Phrase Gt{"\">\"", "“>”"};
constexpr Phrase Comma{"\",\"", "“,”"};
constexpr Phrase LtOrLParen{"\"<\" or \"(\"", "“<”或“(”"};
constexpr Phrase CommaOrGt{"\",\" or \">\"", "“,”或“>”"};
constexpr Phrase CommaOrRParen{"\",\" or \")\"", "“,”或“)”"};
constexpr Phrase TimeOrLocal{"TIME or LOCAL", "TIME 或 LOCAL"};
constexpr Phrase IntervalUnit{"YEAR, MONTH, DAY, HOUR, MINUTE or SECOND",
                              "YEAR、MONTH、DAY、HOUR、MINUTE 或 SECOND"};
constexpr Phrase HourMinuteOrSecond{"HOUR, MINUTE or SECOND", "HOUR、MINUTE 或 SECOND"};
constexpr Phrase MinuteOrSecond{"MINUTE or SECOND", "MINUTE 或 SECOND"};
} // namespace expect

// What a number in a range error measures ("DECIMAL precision 40 is out of range ...").
namespace measure {
constexpr Phrase Length{"length", "长度"};
constexpr Phrase Precision{"precision", "精度"};
constexpr Phrase Scale{"scale", "小数位数"};
constexpr Phrase FractionalPrecision{"fractional second precision", "秒的小数精度"};
} // namespace measure

constexpr int kMaxLength = INT_MAX;     // CHAR/VARCHAR/BINARY/VARBINARY; STRING and BYTES use it
constexpr int kMaxDepth = 64;           // guards the recursion against pathological nesting
constexpr int kMaxQuotedTokenLength = 24; // longer tokens are cut in messages

// ---------------------------------------------------------------------------------------------
// Tokens

enum class Tok { End, Word, QuotedName, Number, String, LParen, RParen, Lt, Gt, Comma, Bad };

// Why a Bad token could not be read; reported when the parser reaches it.
enum class LexProblem { None, UnexpectedCharacter, UnclosedName, UnclosedString };

struct Token
{
    Tok kind = Tok::End;
    int start = 0;  // 0-based index into the text
    int length = 0; // raw length, quotes included
    Kw kw = Kw::None;
    qint64 number = 0; // saturates just above INT_MAX so overflow is a range error
    LexProblem problem = LexProblem::None;
};

bool isAsciiDigit(QChar c)
{
    return c.unicode() >= '0' && c.unicode() <= '9';
}

// The shape of one (possibly nested) type. Only the outermost one reaches FlinkType, so the
// nested ones stay allocation-free.
struct Shape
{
    Family family = Family::Null;
    const char *root = "NULL";
    int precision = -1;
    int scale = -1;
    bool nullable = true;
};

Shape makeShape(Family family, const char *root, int precision = -1, int scale = -1)
{
    Shape s;
    s.family = family;
    s.root = root;
    s.precision = precision;
    s.scale = scale;
    return s;
}

// The field names of one ROW read so far, for the duplicate check. Names compare exactly, as
// Flink's RowType does ("Field names must be unique", a case-sensitive set: `a` and `A` are
// two fields), by their text inside the backticks; comparing the still-escaped text is exact,
// as escaping doubles every backtick the same way and an unquoted name contains none. The
// first few names are compared one by one without allocating (the usual ROW); past that they
// move into a hash set, so a ROW of tens of thousands of fields is checked in linear rather
// than quadratic time.
class FieldNames
{
public:
    explicit FieldNames(const QChar *text) : m_text(text) {}

    /// Adds the name of `token`; false when the ROW has that name already.
    bool insert(const Token &token)
    {
        if (!m_useSet) {
            for (const Token &earlier : m_few) {
                if (nameOf(earlier) == nameOf(token))
                    return false;
            }
            if (m_few.size() < kFew) {
                m_few.append(token);
                return true;
            }
            for (const Token &earlier : m_few)
                m_set.insert(key(earlier));
            m_useSet = true;
        }
        const QString k = key(token);
        if (m_set.contains(k))
            return false;
        m_set.insert(k);
        return true;
    }

private:
    static constexpr int kFew = 16;

    QStringView nameOf(const Token &t) const
    {
        const int trim = t.kind == Tok::QuotedName ? 1 : 0;
        return QStringView(m_text + t.start + trim, t.length - 2 * trim);
    }
    QString key(const Token &t) const { return nameOf(t).toString(); }

    const QChar *m_text;
    QVarLengthArray<Token, kFew> m_few;
    QSet<QString> m_set;
    bool m_useSet = false;
};

// ---------------------------------------------------------------------------------------------
// Parser: recursive descent with one token of lookahead. Every parse function starts at its
// first token and leaves m_tok on the token after what it consumed, appending the normalised
// spelling of what it read to m_out as it goes.

class Parser
{
public:
    Parser(const QString &text, QString *out)
        : m_text(text.constData()), m_size(int(text.size())), m_out(out)
    {
    }

    bool parse(Shape *shape);
    const LocalizedText &error() const { return m_error; }
    /// The roots of the types inside the parsed one, each once, in the order first met.
    const QStringList &innerRoots() const { return m_inner; }

private:
    // Lexer
    void advance();
    void lexWord();
    void lexNumber();
    void lexDelimited(QChar quote, Tok kind, LexProblem unclosed);
    void lexPunctuation();

    // Grammar
    bool parseType(Shape *shape, int depth);
    void noteInner(const char *root)
    {
        const QString name = QLatin1String(root);
        if (!m_inner.contains(name))
            m_inner << name;
    }
    bool parseBaseType(Shape *shape, int depth);
    bool parseNullability(Shape *shape);
    bool parseSimple(Shape *shape, Family family, const char *root, int precision = -1);
    bool parseSized(Shape *shape, Family family, const char *root);
    bool parseDecimal(Shape *shape);
    bool parseTime(Shape *shape);
    bool parseTimestamp(Shape *shape, Family family, const char *root);
    bool parseTimeZoneSuffix(Shape *shape);
    bool parseInterval(Shape *shape);
    bool parseIntervalEnd(bool allowHour, bool allowMinute, const Phrase &expected);
    bool parseSecondPrecision();
    bool parseTypeArguments(Shape *shape, Family family, const char *root, int arguments, int depth);
    bool parseRow(Shape *shape, int depth);
    bool parseRowField(FieldNames *names, int depth);
    bool parseRaw(Shape *shape);

    // Grammar helpers
    bool isKeyword(Kw kw) const { return m_tok.kind == Tok::Word && m_tok.kw == kw; }
    bool acceptKeyword(Kw kw);
    bool expectKeyword(Kw kw);
    bool expectToken(Tok kind, const Phrase &expected, const char *spelling);
    bool parseOptionalParameter(const char *subject, const Phrase &what, int lo, int hi, int *value);
    bool parseBoundedNumber(const char *subject, const Phrase &what, int lo, int hi, int *value);

    // Output
    void appendSeparator();
    void appendWord(const char *word);
    void appendRaw(const Token &token);
    void appendNumber(int value);
    void appendPunctuation(const char *text) { m_out->append(QLatin1String(text)); }

    // Errors
    QString tokenText(const Token &token) const;
    bool fail(const Phrase &message, int position);
    bool fail(const Phrase &message, const QString &a, int position);
    bool failAtBadToken();
    bool failExpected(const Phrase &expected);
    bool failUnknownType();
    bool failTrailing();
    bool failRange(const char *subject, const Phrase &what, int lo, int hi);

    QStringList m_inner;
    const QChar *m_text;
    int m_size;
    int m_pos = 0;
    Token m_tok;
    QString *m_out;
    LocalizedText m_error;
};

// --- Lexer -----------------------------------------------------------------------------------

void Parser::advance()
{
    while (m_pos < m_size && m_text[m_pos].isSpace())
        ++m_pos;
    m_tok = Token();
    m_tok.start = m_pos;
    if (m_pos >= m_size)
        return; // End
    const QChar c = m_text[m_pos];
    if (isWordStart(c))
        lexWord();
    else if (isAsciiDigit(c))
        lexNumber();
    else if (c == QLatin1Char('`'))
        lexDelimited(c, Tok::QuotedName, LexProblem::UnclosedName);
    else if (c == QLatin1Char('\''))
        lexDelimited(c, Tok::String, LexProblem::UnclosedString);
    else
        lexPunctuation();
    m_tok.length = m_pos - m_tok.start;
}

void Parser::lexWord()
{
    while (m_pos < m_size && isWordPart(m_text[m_pos]))
        ++m_pos;
    m_tok.kind = Tok::Word;
    m_tok.kw = classifyWord(m_text + m_tok.start, m_pos - m_tok.start);
}

void Parser::lexNumber()
{
    qint64 value = 0;
    for (; m_pos < m_size && isAsciiDigit(m_text[m_pos]); ++m_pos) {
        // Stop accumulating once past INT_MAX: the value is then out of every range anyway.
        if (value <= INT_MAX)
            value = value * 10 + (m_text[m_pos].unicode() - '0');
    }
    m_tok.kind = Tok::Number;
    m_tok.number = value;
}

// Reads `...` or '...', where a doubled quote stands for one quote character.
void Parser::lexDelimited(QChar quote, Tok kind, LexProblem unclosed)
{
    ++m_pos;
    while (m_pos < m_size) {
        if (m_text[m_pos] != quote) {
            ++m_pos;
        } else if (m_pos + 1 < m_size && m_text[m_pos + 1] == quote) {
            m_pos += 2;
        } else {
            ++m_pos;
            m_tok.kind = kind;
            return;
        }
    }
    m_tok.kind = Tok::Bad;
    m_tok.problem = unclosed;
}

void Parser::lexPunctuation()
{
    const QChar c = m_text[m_pos++];
    switch (c.unicode()) {
    case '(': m_tok.kind = Tok::LParen; return;
    case ')': m_tok.kind = Tok::RParen; return;
    case '<': m_tok.kind = Tok::Lt; return;
    case '>': m_tok.kind = Tok::Gt; return;
    case ',': m_tok.kind = Tok::Comma; return;
    default: break;
    }
    // Keep a surrogate pair together so the message shows the whole character.
    if (c.isHighSurrogate() && m_pos < m_size && m_text[m_pos].isLowSurrogate())
        ++m_pos;
    m_tok.kind = Tok::Bad;
    m_tok.problem = LexProblem::UnexpectedCharacter;
}

// --- Grammar ---------------------------------------------------------------------------------

bool Parser::parse(Shape *shape)
{
    advance();
    if (m_tok.kind == Tok::End) {
        m_error = {QStringLiteral("the type is empty (at 1)"), QString::fromUtf8("类型为空（位置 1）")};
        return false;
    }
    if (!parseType(shape, 0))
        return false;
    return m_tok.kind == Tok::End || failTrailing();
}

// type := base [NOT NULL | NULL] { (ARRAY | MULTISET) [NOT NULL | NULL] }
// The postfix collections wrap everything on their left (`INT NOT NULL ARRAY` is an array of
// non-null ints), so they are a loop here rather than recursion.
bool Parser::parseType(Shape *shape, int depth)
{
    if (depth > kMaxDepth) {
        return fail({"the type is nested more than %1 levels deep (at %2)", "类型嵌套超过 %1 层（位置 %2）"},
                    QString::number(kMaxDepth), m_tok.start + 1);
    }
    if (!parseBaseType(shape, depth))
        return false;
    for (;;) {
        if (!parseNullability(shape))
            return false;
        const bool wraps = isKeyword(Kw::Array) || isKeyword(Kw::Multiset);
        // A type inside another (an element, a field, a map's key or value) is noted.
        if (depth > 0 || wraps)
            noteInner(shape->root);
        if (isKeyword(Kw::Array))
            *shape = makeShape(Family::Array, "ARRAY");
        else if (isKeyword(Kw::Multiset))
            *shape = makeShape(Family::Multiset, "MULTISET");
        else
            return true;
        appendWord(keywordName(m_tok.kw));
        advance();
    }
}

bool Parser::parseBaseType(Shape *shape, int depth)
{
    if (m_tok.kind != Tok::Word)
        return failExpected(expect::Type);
    switch (m_tok.kw) {
    case Kw::Char: return parseSized(shape, Family::Character, "CHAR");
    case Kw::Varchar: return parseSized(shape, Family::Character, "VARCHAR");
    case Kw::String: return parseSimple(shape, Family::Character, "STRING", kMaxLength);
    case Kw::Binary: return parseSized(shape, Family::Binary, "BINARY");
    case Kw::Varbinary: return parseSized(shape, Family::Binary, "VARBINARY");
    case Kw::Bytes: return parseSimple(shape, Family::Binary, "BYTES", kMaxLength);
    case Kw::Decimal:
    case Kw::Dec:
    case Kw::Numeric: return parseDecimal(shape);
    case Kw::Tinyint: return parseSimple(shape, Family::Integer, "TINYINT");
    case Kw::Smallint: return parseSimple(shape, Family::Integer, "SMALLINT");
    case Kw::Int:
    case Kw::Integer: return parseSimple(shape, Family::Integer, "INT");
    case Kw::Bigint: return parseSimple(shape, Family::Integer, "BIGINT");
    case Kw::Float: return parseSimple(shape, Family::Float, "FLOAT");
    case Kw::Double:
        parseSimple(shape, Family::Float, "DOUBLE");
        acceptKeyword(Kw::Precision); // DOUBLE PRECISION is the SQL standard spelling of DOUBLE
        return true;
    case Kw::Boolean: return parseSimple(shape, Family::Boolean, "BOOLEAN");
    case Kw::Date: return parseSimple(shape, Family::Date, "DATE");
    case Kw::Time: return parseTime(shape);
    case Kw::Timestamp: return parseTimestamp(shape, Family::Timestamp, "TIMESTAMP");
    case Kw::TimestampLtz: return parseTimestamp(shape, Family::TimestampLtz, "TIMESTAMP_LTZ");
    case Kw::Interval: return parseInterval(shape);
    case Kw::Array: return parseTypeArguments(shape, Family::Array, "ARRAY", 1, depth);
    case Kw::Multiset: return parseTypeArguments(shape, Family::Multiset, "MULTISET", 1, depth);
    case Kw::Map: return parseTypeArguments(shape, Family::Map, "MAP", 2, depth);
    case Kw::Row: return parseRow(shape, depth);
    case Kw::Raw: return parseRaw(shape);
    case Kw::Null: return parseSimple(shape, Family::Null, "NULL");
    // Flink 2.1 (FLIP-521): semi-structured data, no parameters. Which targets read it is
    // the targets' data ("types"), checked by the validator.
    case Kw::Variant: return parseSimple(shape, Family::Variant, "VARIANT");
    default: return failUnknownType();
    }
}

bool Parser::parseNullability(Shape *shape)
{
    if (acceptKeyword(Kw::Null)) {
        shape->nullable = true;
        return true;
    }
    if (!isKeyword(Kw::Not))
        return true;
    // Flink refuses a NULL type that may not hold NULL.
    if (shape->family == Family::Null) {
        return fail({"the NULL type cannot be NOT NULL (at %1)", "NULL 类型不能声明为 NOT NULL（位置 %1）"},
                    m_tok.start + 1);
    }
    appendWord("NOT");
    advance();
    if (!expectKeyword(Kw::Null))
        return false;
    shape->nullable = false;
    return true;
}

// A type spelled by its keyword alone.
bool Parser::parseSimple(Shape *shape, Family family, const char *root, int precision)
{
    *shape = makeShape(family, root, precision);
    appendWord(keywordName(m_tok.kw));
    advance();
    return true;
}

// CHAR, VARCHAR, BINARY, VARBINARY [(n)]. Without a length, the DDL's defaults: VARCHAR and
// VARBINARY are as long as can be (the planner's FlinkTypeSystem.getDefaultPrecision gives them
// Integer.MAX_VALUE, so VARCHAR is STRING), CHAR and BINARY take Calcite's default length 1.
// (The Table API's type parser gives VARCHAR the length 1; that is not what a CREATE TABLE reads.)
bool Parser::parseSized(Shape *shape, Family family, const char *root)
{
    const bool varying = std::strcmp(root, "VARCHAR") == 0 || std::strcmp(root, "VARBINARY") == 0;
    *shape = makeShape(family, root, varying ? kMaxLength : 1);
    appendWord(root);
    advance();
    return parseOptionalParameter(root, measure::Length, 1, kMaxLength, &shape->precision);
}

// DECIMAL | DEC | NUMERIC [(p [, s])]
bool Parser::parseDecimal(Shape *shape)
{
    const char *spelling = keywordName(m_tok.kw);
    *shape = makeShape(Family::Decimal, "DECIMAL", 10, 0);
    appendWord(spelling);
    advance();
    if (m_tok.kind != Tok::LParen)
        return true;
    appendPunctuation("(");
    advance();
    if (!parseBoundedNumber(spelling, measure::Precision, 1, 38, &shape->precision))
        return false;
    if (m_tok.kind == Tok::Comma) {
        appendPunctuation(", ");
        advance();
        if (!parseBoundedNumber(spelling, measure::Scale, 0, shape->precision, &shape->scale))
            return false;
    }
    return expectToken(Tok::RParen, expect::CommaOrRParen, ")");
}

// TIME [(p)] [WITHOUT TIME ZONE]
bool Parser::parseTime(Shape *shape)
{
    *shape = makeShape(Family::Time, "TIME", 0);
    appendWord("TIME");
    advance();
    if (!parseOptionalParameter("TIME", measure::Precision, 0, 9, &shape->precision))
        return false;
    if (acceptKeyword(Kw::Without))
        return expectKeyword(Kw::Time) && expectKeyword(Kw::Zone);
    return true;
}

// TIMESTAMP [(p)] [WITHOUT TIME ZONE | WITH [LOCAL] TIME ZONE], TIMESTAMP_LTZ [(p)]
bool Parser::parseTimestamp(Shape *shape, Family family, const char *root)
{
    *shape = makeShape(family, root, 6);
    appendWord(root);
    advance();
    if (!parseOptionalParameter(root, measure::Precision, 0, 9, &shape->precision))
        return false;
    return family == Family::TimestampLtz || parseTimeZoneSuffix(shape);
}

bool Parser::parseTimeZoneSuffix(Shape *shape)
{
    if (acceptKeyword(Kw::Without))
        return expectKeyword(Kw::Time) && expectKeyword(Kw::Zone);
    if (!acceptKeyword(Kw::With))
        return true;
    if (acceptKeyword(Kw::Local)) {
        // The long spelling of TIMESTAMP_LTZ: same family and root, spelling kept as written.
        shape->family = Family::TimestampLtz;
        shape->root = "TIMESTAMP_LTZ";
        return expectKeyword(Kw::Time) && expectKeyword(Kw::Zone);
    }
    if (!isKeyword(Kw::Time))
        return failExpected(expect::TimeOrLocal);
    return expectKeyword(Kw::Time) && expectKeyword(Kw::Zone);
}

// INTERVAL YEAR[(p)] [TO MONTH] | MONTH | DAY[(p)] [TO HOUR | MINUTE | SECOND[(p)]]
//        | HOUR [TO MINUTE | SECOND[(p)]] | MINUTE [TO SECOND[(p)]] | SECOND[(p)]
bool Parser::parseInterval(Shape *shape)
{
    *shape = makeShape(Family::Interval, "INTERVAL");
    appendWord("INTERVAL");
    advance();
    if (m_tok.kind != Tok::Word)
        return failExpected(expect::IntervalUnit);
    int ignored = 0;
    switch (m_tok.kw) {
    case Kw::Year:
        appendWord("YEAR");
        advance();
        if (!parseOptionalParameter("INTERVAL YEAR", measure::Precision, 1, 4, &ignored))
            return false;
        return !acceptKeyword(Kw::To) || expectKeyword(Kw::Month);
    case Kw::Month:
        appendWord("MONTH");
        advance();
        return true;
    case Kw::Day:
        appendWord("DAY");
        advance();
        if (!parseOptionalParameter("INTERVAL DAY", measure::Precision, 1, 6, &ignored))
            return false;
        return !acceptKeyword(Kw::To) || parseIntervalEnd(true, true, expect::HourMinuteOrSecond);
    case Kw::Hour:
        appendWord("HOUR");
        advance();
        return !acceptKeyword(Kw::To) || parseIntervalEnd(false, true, expect::MinuteOrSecond);
    case Kw::Minute:
        appendWord("MINUTE");
        advance();
        return !acceptKeyword(Kw::To) || parseIntervalEnd(false, false, {"SECOND", "SECOND"});
    case Kw::Second:
        return parseSecondPrecision();
    default:
        return failExpected(expect::IntervalUnit);
    }
}

// The unit after TO.
bool Parser::parseIntervalEnd(bool allowHour, bool allowMinute, const Phrase &expected)
{
    if ((allowHour && acceptKeyword(Kw::Hour)) || (allowMinute && acceptKeyword(Kw::Minute)))
        return true;
    if (!isKeyword(Kw::Second))
        return failExpected(expected);
    return parseSecondPrecision();
}

// SECOND [(p)], p being the fractional precision.
bool Parser::parseSecondPrecision()
{
    appendWord("SECOND");
    advance();
    int ignored = 0;
    return parseOptionalParameter("INTERVAL", measure::FractionalPrecision, 0, 9, &ignored);
}

// ARRAY<t>, MULTISET<t> (one type argument), MAP<k, v> (two).
bool Parser::parseTypeArguments(Shape *shape, Family family, const char *root, int arguments, int depth)
{
    appendWord(root);
    advance();
    if (!expectToken(Tok::Lt, expect::Lt, "<"))
        return false;
    for (int i = 0; i < arguments; ++i) {
        Shape argument;
        if ((i > 0 && !expectToken(Tok::Comma, expect::Comma, ", ")) || !parseType(&argument, depth + 1))
            return false;
    }
    if (!expectToken(Tok::Gt, expect::Gt, ">"))
        return false;
    *shape = makeShape(family, root);
    return true;
}

// ROW<field, ...> or ROW(field, ...); both may be empty, as in Flink.
bool Parser::parseRow(Shape *shape, int depth)
{
    appendWord("ROW");
    advance();
    Tok close;
    const char *closeSpelling;
    const Phrase *closeExpected;
    if (m_tok.kind == Tok::Lt) {
        close = Tok::Gt;
        closeSpelling = ">";
        closeExpected = &expect::CommaOrGt;
        appendPunctuation("<");
    } else if (m_tok.kind == Tok::LParen) {
        close = Tok::RParen;
        closeSpelling = ")";
        closeExpected = &expect::CommaOrRParen;
        appendPunctuation("(");
    } else {
        return failExpected(expect::LtOrLParen);
    }
    advance();
    FieldNames names(m_text);
    if (m_tok.kind != close) {
        for (;;) {
            if (!parseRowField(&names, depth))
                return false;
            if (m_tok.kind != Tok::Comma)
                break;
            appendPunctuation(", ");
            advance();
        }
    }
    if (!expectToken(close, *closeExpected, closeSpelling))
        return false;
    *shape = makeShape(Family::Row, "ROW");
    return true;
}

// name type ['comment']
bool Parser::parseRowField(FieldNames *names, int depth)
{
    if (m_tok.kind != Tok::Word && m_tok.kind != Tok::QuotedName)
        return failExpected(expect::FieldName);
    // RowType.validateFields: "Field names must contain at least one non-whitespace character."
    if (m_tok.kind == Tok::QuotedName && QStringView(m_text + m_tok.start + 1, m_tok.length - 2).trimmed().isEmpty()) {
        return fail({"a field name cannot be empty or only spaces (at %1)", "字段名不能为空或只含空格（位置 %1）"},
                    m_tok.start + 1);
    }
    if (!names->insert(m_tok)) {
        return fail({"field name %1 appears twice in the ROW (at %2)", "ROW 中字段名 %1 重复（位置 %2）"},
                    tokenText(m_tok), m_tok.start + 1);
    }
    // Every field name quoted, as a column name is: a reserved word (`value`, `timestamp`) left
    // bare makes the statement fail to parse. Quoted names keep their doubled backticks.
    if (m_tok.kind == Tok::Word) {
        appendSeparator();
        m_out->append(quoteIdentifier(QString(m_text + m_tok.start, m_tok.length)));
    } else {
        appendRaw(m_tok);
    }
    advance();
    Shape fieldType;
    if (!parseType(&fieldType, depth + 1))
        return false;
    if (m_tok.kind == Tok::String) {
        appendRaw(m_tok);
        advance();
    }
    return true;
}

// RAW('class', 'serializer snapshot')
bool Parser::parseRaw(Shape *shape)
{
    *shape = makeShape(Family::Raw, "RAW");
    appendWord("RAW");
    advance();
    if (!expectToken(Tok::LParen, expect::LParen, "("))
        return false;
    for (int i = 0; i < 2; ++i) {
        if (m_tok.kind != Tok::String)
            return failExpected(expect::QuotedString);
        appendRaw(m_tok);
        advance();
        if (i == 0 && !expectToken(Tok::Comma, expect::Comma, ", "))
            return false;
    }
    return expectToken(Tok::RParen, expect::RParen, ")");
}

// --- Grammar helpers -------------------------------------------------------------------------

bool Parser::acceptKeyword(Kw kw)
{
    if (!isKeyword(kw))
        return false;
    appendWord(keywordName(kw));
    advance();
    return true;
}

bool Parser::expectKeyword(Kw kw)
{
    return acceptKeyword(kw) || failExpected({keywordName(kw), keywordName(kw)});
}

bool Parser::expectToken(Tok kind, const Phrase &expected, const char *spelling)
{
    if (m_tok.kind != kind)
        return failExpected(expected);
    appendPunctuation(spelling);
    advance();
    return true;
}

// [(n)] with lo <= n <= hi; leaves *value (the default) alone when absent.
bool Parser::parseOptionalParameter(const char *subject, const Phrase &what, int lo, int hi, int *value)
{
    if (m_tok.kind != Tok::LParen)
        return true;
    appendPunctuation("(");
    advance();
    return parseBoundedNumber(subject, what, lo, hi, value) && expectToken(Tok::RParen, expect::RParen, ")");
}

bool Parser::parseBoundedNumber(const char *subject, const Phrase &what, int lo, int hi, int *value)
{
    if (m_tok.kind != Tok::Number)
        return failExpected(expect::Number);
    if (m_tok.number < lo || m_tok.number > hi)
        return failRange(subject, what, lo, hi);
    *value = int(m_tok.number);
    appendNumber(*value);
    advance();
    return true;
}

// --- Output ----------------------------------------------------------------------------------

// Words are separated by one space, except right after an opening bracket or a ", ".
void Parser::appendSeparator()
{
    if (m_out->isEmpty())
        return;
    const QChar last = m_out->at(m_out->size() - 1);
    if (last != QLatin1Char('<') && last != QLatin1Char('(') && last != QLatin1Char(' '))
        m_out->append(QLatin1Char(' '));
}

void Parser::appendWord(const char *word)
{
    appendSeparator();
    m_out->append(QLatin1String(word));
}

void Parser::appendRaw(const Token &token)
{
    appendSeparator();
    m_out->append(m_text + token.start, token.length);
}

// Numbers are written without leading zeros; always follows "(" or ", ", so no separator.
void Parser::appendNumber(int value)
{
    char digits[12];
    int n = 0;
    do {
        digits[n++] = char('0' + value % 10);
        value /= 10;
    } while (value > 0);
    while (n > 0)
        m_out->append(QLatin1Char(digits[--n]));
}

// --- Errors ----------------------------------------------------------------------------------

// The token as typed, cut short when long so a message stays readable.
QString Parser::tokenText(const Token &token) const
{
    if (token.length <= kMaxQuotedTokenLength)
        return QString(m_text + token.start, token.length);
    return QString(m_text + token.start, kMaxQuotedTokenLength) + QChar(0x2026);
}

// Fills both languages of a message whose last placeholder is the 1-based position.
bool Parser::fail(const Phrase &message, int position)
{
    m_error = LocalizedText{QString::fromUtf8(message.en), QString::fromUtf8(message.zh)}.arg(
        QString::number(position));
    return false;
}

bool Parser::fail(const Phrase &message, const QString &a, int position)
{
    m_error = LocalizedText{QString::fromUtf8(message.en), QString::fromUtf8(message.zh)}.arg(
        a, QString::number(position));
    return false;
}

// A token the lexer could not read is reported for what it is, whatever the parser wanted.
bool Parser::failAtBadToken()
{
    const int at = m_tok.start + 1;
    switch (m_tok.problem) {
    case LexProblem::UnclosedName:
        return fail({"the quoted name has no closing ` (at %1)", "带引号的名称缺少结尾的 `（位置 %1）"}, at);
    case LexProblem::UnclosedString:
        return fail({"the string has no closing ' (at %1)", "字符串缺少结尾的 '（位置 %1）"}, at);
    default:
        return fail({"unexpected character \"%1\" (at %2)", "意外的字符“%1”（位置 %2）"}, tokenText(m_tok), at);
    }
}

bool Parser::failExpected(const Phrase &expected)
{
    if (m_tok.kind == Tok::Bad)
        return failAtBadToken();
    const QString en = QString::fromUtf8(expected.en);
    const QString zh = QString::fromUtf8(expected.zh);
    const QString at = QString::number(m_tok.start + 1);
    if (m_tok.kind == Tok::End) {
        m_error = {QStringLiteral("expected %1 but found the end (at %2)").arg(en, at),
                   QString::fromUtf8("此处应为%1，但类型已结束（位置 %2）").arg(zh, at)};
    } else {
        const QString found = tokenText(m_tok);
        m_error = {QStringLiteral("expected %1 but found \"%2\" (at %3)").arg(en, found, at),
                   QString::fromUtf8("此处应为%1，却是“%2”（位置 %3）").arg(zh, found, at)};
    }
    return false;
}

bool Parser::failUnknownType()
{
    return fail({"unknown type %1 (at %2)", "未知类型 %1（位置 %2）"}, tokenText(m_tok), m_tok.start + 1);
}

bool Parser::failTrailing()
{
    if (m_tok.kind == Tok::Bad)
        return failAtBadToken();
    return fail({"unexpected \"%1\" after the type (at %2)", "类型之后多出“%1”（位置 %2）"}, tokenText(m_tok),
                m_tok.start + 1);
}

bool Parser::failRange(const char *subject, const Phrase &what, int lo, int hi)
{
    const QString name = QString::fromLatin1(subject);
    const QString value = tokenText(m_tok);
    const QString range = QString::number(lo);
    const QString at = QString::number(m_tok.start + 1);
    m_error = {QStringLiteral("%1 %2 %3 is out of range %4 to %5 (at %6)")
                   .arg(name, QString::fromUtf8(what.en), value, range, QString::number(hi), at),
               QString::fromUtf8("%1 %2 %3 超出范围 %4 到 %5（位置 %6）")
                   .arg(name, QString::fromUtf8(what.zh), value, range, QString::number(hi), at)};
    return false;
}

} // namespace

bool parseFlinkType(const QString &text, FlinkType *out, LocalizedText *error)
{
    QString canonical;
    canonical.reserve(int(text.size()) + 8); // normalising adds a few spaces at most, usually
    Parser parser(text, &canonical);
    Shape shape;
    if (!parser.parse(&shape)) {
        if (error)
            *error = parser.error();
        return false;
    }
    if (out) {
        out->family = shape.family;
        out->root = QString::fromLatin1(shape.root);
        out->precision = shape.precision;
        out->scale = shape.scale;
        out->nullable = shape.nullable;
        out->canonical = std::move(canonical);
        out->innerRoots = parser.innerRoots();
    }
    return true;
}

QStringList flinkTypeKeywords()
{
    QStringList words;
    for (int k = 1; k <= int(Kw::Variant); ++k)
        words << QString::fromLatin1(kKeywordNames[k]);
    return words;
}

namespace {

bool isOpening(QChar c)
{
    return c == QLatin1Char('<') || c == QLatin1Char('(');
}

bool isClosing(QChar c)
{
    return c == QLatin1Char('>') || c == QLatin1Char(')');
}

/// Copies the quoted run that starts at `text[i]` (a backtick name or a '...' string, a doubled
/// quote inside it) to `out`; returns the position after it (text.size() if it is not closed).
int copyQuoted(const QString &text, int i, QString *out)
{
    const QChar quote = text.at(i);
    int j = i + 1;
    while (j < text.size()) {
        if (text.at(j) == quote) {
            if (j + 1 < text.size() && text.at(j + 1) == quote) {
                j += 2;
                continue;
            }
            ++j;
            break;
        }
        ++j;
    }
    out->append(text.mid(i, j - i));
    return j;
}

bool isQuote(QChar c)
{
    return c == QLatin1Char('`') || c == QLatin1Char('\'');
}

/// Whether the word that ends `text` (white space after it aside) is ROW.
bool endsWithRow(const QString &text)
{
    int end = int(text.size());
    while (end > 0 && text.at(end - 1).isSpace())
        --end;
    int start = end;
    while (start > 0 && isWordPart(text.at(start - 1)))
        --start;
    return text.mid(start, end - start).compare(QLatin1String("ROW"), Qt::CaseInsensitive) == 0;
}

} // namespace

QString flinkTypeOnOneLine(const QString &type)
{
    QString out;
    out.reserve(type.size());
    bool pendingSpace = false;
    for (int i = 0; i < type.size();) {
        const QChar c = type.at(i);
        if (c.isSpace()) {
            pendingSpace = !out.isEmpty();
            ++i;
            continue;
        }
        // No space just inside a bracket or before a comma.
        if (pendingSpace && !isClosing(c) && c != QLatin1Char(',') && !isOpening(out.back()))
            out += QLatin1Char(' ');
        pendingSpace = false;
        if (isQuote(c)) {
            i = copyQuoted(type, i, &out);
            continue;
        }
        out += c;
        ++i;
    }
    return out;
}

QString layOutFlinkType(const QString &type, int indent)
{
    const QString line = flinkTypeOnOneLine(type);
    QString out;
    QList<bool> rowBrackets; // for each open bracket: does it hold a ROW's fields?
    int depth = 0;           // open ROW brackets
    const auto newLine = [&out, indent](int level) { out += QLatin1Char('\n') + QString(level * indent, QLatin1Char(' ')); };
    for (int i = 0; i < line.size();) {
        const QChar c = line.at(i);
        if (isQuote(c)) {
            i = copyQuoted(line, i, &out);
            continue;
        }
        if (isOpening(c)) {
            const bool row = endsWithRow(out) && i + 1 < line.size() && !isClosing(line.at(i + 1));
            rowBrackets << row;
            out += c;
            if (row)
                newLine(++depth);
        } else if (isClosing(c) && !rowBrackets.isEmpty()) {
            if (rowBrackets.takeLast())
                newLine(--depth);
            out += c;
        } else if (c == QLatin1Char(',') && !rowBrackets.isEmpty() && rowBrackets.last()) {
            out += c;
            newLine(depth);
            if (i + 1 < line.size() && line.at(i + 1) == QLatin1Char(' '))
                ++i; // the space after the comma is the new line's indent
        } else {
            out += c;
        }
        ++i;
    }
    return out;
}

} // namespace st

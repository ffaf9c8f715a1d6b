#include "infer/jsonreader.h"

#include "core/escapes.h"
#include "core/utf8.h"

#include <cctype>
#include <cmath>
#include <functional>
#include <limits>

namespace st::infer {

const JsonNode *JsonNode::member(const QString &name) const
{
    for (const auto &m : members) {
        if (m.first == name)
            return &m.second;
    }
    return nullptr;
}

QString JsonNode::stringMember(const QString &name) const
{
    const JsonNode *m = member(name);
    return m && m->isString() ? m->string : QString();
}

namespace {

constexpr int kMaxDepth = 256;

class Reader
{
public:
    Reader(const QByteArray &text, int firstLine) : m_data(text.constData()), m_size(text.size()), m_firstLine(firstLine) {}

    bool read(JsonNode *out, LocalizedText *error)
    {
        skipSpace();
        if (!value(out, 0) || (skipSpace(), m_pos != m_size && !fail("unexpected text after the JSON value", "JSON 值之后还有多余的内容"))) {
            *error = m_error;
            return false;
        }
        return true;
    }

    /// As read, but the items of a top-level array are handed to `onItem` one by one.
    bool readItems(JsonNode *out, const std::function<bool(JsonNode &)> &onItem, LocalizedText *error)
    {
        skipSpace();
        if (m_pos >= m_size || m_data[m_pos] != '[')
            return read(out, error);
        bool stopped = false;
        if (!arrayItems(onItem, &stopped) || (!stopped && (skipSpace(), m_pos != m_size) && !fail("unexpected text after the JSON value", "JSON 值之后还有多余的内容"))) {
            *error = m_error;
            return false;
        }
        out->type = JsonNode::Type::Array;
        return true;
    }

private:
    const char *m_data;
    int m_size;
    int m_pos = 0;
    int m_firstLine;
    LocalizedText m_error;

    bool fail(const char *en, const char *zh)
    {
        if (!m_error.isEmpty())
            return false;
        int line = m_firstLine;
        int column = 1;
        for (int i = 0; i < m_pos && i < m_size; ++i) {
            if (m_data[i] == '\n') {
                ++line;
                column = 1;
            } else if ((static_cast<unsigned char>(m_data[i]) & 0xC0) != 0x80) {
                ++column;
            }
        }
        m_error = localized("line %1, column %2: %3", "第 %1 行第 %2 列：%3")
                      .arg(QString::number(line), QString::number(column));
        m_error.en = m_error.en.arg(QString::fromUtf8(en));
        m_error.zh = m_error.zh.arg(QString::fromUtf8(zh));
        return false;
    }

    void skipSpace()
    {
        while (m_pos < m_size && (m_data[m_pos] == ' ' || m_data[m_pos] == '\t' || m_data[m_pos] == '\n' || m_data[m_pos] == '\r'))
            ++m_pos;
    }

    bool literal(const char *word)
    {
        const int n = int(qstrlen(word));
        if (m_size - m_pos < n || qstrncmp(m_data + m_pos, word, uint(n)) != 0)
            return fail("not a JSON value", "不是合法的 JSON 值");
        m_pos += n;
        return true;
    }

    bool value(JsonNode *out, int depth)
    {
        if (depth > kMaxDepth)
            return fail("nested too deeply", "嵌套层次过深");
        if (m_pos >= m_size)
            return fail("the text ends where a value should be", "文本在应有值的地方结束");
        const char c = m_data[m_pos];
        switch (c) {
        case '{': return object(out, depth);
        case '[': return array(out, depth);
        case '"': out->type = JsonNode::Type::String; return string(&out->string);
        case 't': out->type = JsonNode::Type::Bool; out->boolean = true; return literal("true");
        case 'f': out->type = JsonNode::Type::Bool; out->boolean = false; return literal("false");
        case 'n': out->type = JsonNode::Type::Null; return literal("null");
        default:
            if (c == '-' || (c >= '0' && c <= '9'))
                return number(out);
            return fail("not a JSON value", "不是合法的 JSON 值");
        }
    }

    bool object(JsonNode *out, int depth)
    {
        out->type = JsonNode::Type::Object;
        ++m_pos; // {
        skipSpace();
        if (m_pos < m_size && m_data[m_pos] == '}') {
            ++m_pos;
            return true;
        }
        for (;;) {
            skipSpace();
            if (m_pos >= m_size || m_data[m_pos] != '"')
                return fail("expected a member name in double quotes", "此处应为带双引号的成员名");
            QString name;
            if (!string(&name))
                return false;
            skipSpace();
            if (m_pos >= m_size || m_data[m_pos] != ':')
                return fail("expected ':' after the member name", "成员名之后应为 ':'");
            ++m_pos;
            skipSpace();
            out->members.emplace_back(name, JsonNode());
            if (!value(&out->members.back().second, depth + 1))
                return false;
            skipSpace();
            if (m_pos < m_size && m_data[m_pos] == ',') {
                ++m_pos;
                continue;
            }
            if (m_pos < m_size && m_data[m_pos] == '}') {
                ++m_pos;
                return true;
            }
            return fail("expected ',' or '}' in the object", "对象中此处应为 ',' 或 '}'");
        }
    }

    bool array(JsonNode *out, int depth)
    {
        out->type = JsonNode::Type::Array;
        bool stopped = false;
        return items(depth, [out](JsonNode &item) {
            out->items.push_back(std::move(item));
            return true;
        }, &stopped);
    }

    /// A top-level array whose items are read into one node at a time, each handed to `onItem`
    /// and dropped; `stopped` is set when `onItem` asks to stop, and the rest is not read.
    bool arrayItems(const std::function<bool(JsonNode &)> &onItem, bool *stopped)
    {
        return items(0, onItem, stopped);
    }

    /// The items of the array at m_pos (its `[`), one node at a time, each handed to `onItem`
    /// (false: stop there, `stopped` set); `depth` is the array's own.
    template <typename OnItem>
    bool items(int depth, OnItem &&onItem, bool *stopped)
    {
        ++m_pos; // [
        skipSpace();
        if (m_pos < m_size && m_data[m_pos] == ']') {
            ++m_pos;
            return true;
        }
        for (;;) {
            skipSpace();
            JsonNode item;
            if (!value(&item, depth + 1))
                return false;
            if (!onItem(item)) {
                *stopped = true;
                return true;
            }
            skipSpace();
            if (m_pos < m_size && m_data[m_pos] == ',') {
                ++m_pos;
                continue;
            }
            if (m_pos < m_size && m_data[m_pos] == ']') {
                ++m_pos;
                return true;
            }
            return fail("expected ',' or ']' in the array", "数组中此处应为 ',' 或 ']'");
        }
    }

    bool hex4(uint *out)
    {
        if (m_size - m_pos < 4)
            return fail("incomplete \\u escape", "\\u 转义不完整");
        // Four hexadecimal digits exactly: toUInt alone would take a sign or a space as well.
        for (int k = 0; k < 4; ++k) {
            if (!std::isxdigit(static_cast<unsigned char>(m_data[m_pos + k])))
                return fail("incomplete \\u escape", "\\u 转义不完整");
        }
        *out = QByteArray(m_data + m_pos, 4).toUInt(nullptr, 16);
        m_pos += 4;
        return true;
    }

    /// Appends the raw bytes [from, to) as text: refused (at the first bad byte) when they are
    /// not UTF-8, which QString::fromUtf8 would turn into U+FFFD without a word.
    bool appendUtf8(QString *out, int from, int to)
    {
        const int bad = firstInvalidUtf8(m_data + from, to - from);
        if (bad >= 0) {
            m_pos = from + bad;
            return fail("not UTF-8 text", "不是 UTF-8 文本");
        }
        *out += QString::fromUtf8(m_data + from, to - from);
        return true;
    }

    bool string(QString *out)
    {
        ++m_pos; // "
        out->clear();
        int run = m_pos; // start of the bytes not yet appended
        for (;;) {
            // Plain bytes up to the next quote, escape or control character go in one piece.
            while (m_pos < m_size && m_data[m_pos] != '"' && m_data[m_pos] != '\\' && static_cast<unsigned char>(m_data[m_pos]) >= 0x20)
                ++m_pos;
            if (!appendUtf8(out, run, m_pos))
                return false;
            if (m_pos >= m_size)
                return fail("the string is not closed", "字符串缺少结尾的引号");
            const char c = m_data[m_pos];
            if (c == '"') {
                ++m_pos;
                return true;
            }
            if (c != '\\')
                return fail("a control character in a string", "字符串中有控制字符");
            ++m_pos;
            if (m_pos >= m_size)
                return fail("the string is not closed", "字符串缺少结尾的引号");
            const char e = m_data[m_pos++];
            switch (e) {
            case '"': *out += QLatin1Char('"'); break;
            case '\\': *out += QLatin1Char('\\'); break;
            case '/': *out += QLatin1Char('/'); break;
            case 'u': {
                // One UTF-16 unit per escape, as JSON defines it: a pair of escapes makes one
                // character beyond U+FFFF, and a lone half stays what it is (as QJsonDocument
                // reads it) instead of swallowing the escape after it.
                uint code = 0;
                if (!hex4(&code))
                    return false;
                *out += QChar(ushort(code));
                break;
            }
            default: {
                const QChar control = controlCharacterOfEscape(char16_t(uchar(e)));
                if (control.isNull())
                    return fail("an unknown escape in a string", "字符串中有未知的转义");
                *out += control;
                break;
            }
            }
            run = m_pos;
        }
    }

    bool number(JsonNode *out)
    {
        const int start = m_pos;
        if (m_data[m_pos] == '-')
            ++m_pos;
        bool integral = true;
        int digitsSeen = 0;
        const int firstDigit = m_pos;
        while (m_pos < m_size && m_data[m_pos] >= '0' && m_data[m_pos] <= '9') {
            ++m_pos;
            ++digitsSeen;
        }
        if (digitsSeen == 0)
            return fail("not a JSON value", "不是合法的 JSON 值");
        if (digitsSeen > 1 && m_data[firstDigit] == '0') {
            m_pos = firstDigit;
            return fail("a number starts with 0 and another digit (JSON has no leading zeros)", "数字以 0 开头后接其他数字（JSON 不允许前导零）");
        }
        if (m_pos < m_size && m_data[m_pos] == '.') {
            integral = false;
            ++m_pos;
            int fraction = 0;
            while (m_pos < m_size && m_data[m_pos] >= '0' && m_data[m_pos] <= '9') {
                ++m_pos;
                ++fraction;
            }
            if (fraction == 0)
                return fail("a number ends with '.'", "数字以 '.' 结尾");
        }
        if (m_pos < m_size && (m_data[m_pos] == 'e' || m_data[m_pos] == 'E')) {
            integral = false;
            ++m_pos;
            if (m_pos < m_size && (m_data[m_pos] == '+' || m_data[m_pos] == '-'))
                ++m_pos;
            int exponent = 0;
            while (m_pos < m_size && m_data[m_pos] >= '0' && m_data[m_pos] <= '9') {
                ++m_pos;
                ++exponent;
            }
            if (exponent == 0)
                return fail("a number has an empty exponent", "数字的指数部分为空");
        }
        const QByteArray text(m_data + start, m_pos - start);
        bool ok = false;
        if (integral) {
            const qint64 v = text.toLongLong(&ok);
            if (ok) {
                out->type = JsonNode::Type::Integer;
                out->integer = v;
                out->number = double(v);
                return true;
            }
        }
        out->type = JsonNode::Type::Float;
        out->number = text.toDouble(&ok);
        if (!ok || !std::isfinite(out->number)) {
            m_pos = start;
            return fail("a number too large for a double", "数字超出双精度浮点数的范围");
        }
        return true;
    }
};

} // namespace

bool readJson(const QByteArray &text, JsonNode *out, LocalizedText *error, int firstLine)
{
    *out = JsonNode();
    return Reader(text, firstLine).read(out, error);
}

bool readJsonItems(const QByteArray &text, JsonNode *out, const std::function<bool(JsonNode &)> &onItem, LocalizedText *error)
{
    *out = JsonNode();
    return Reader(text, 1).readItems(out, onItem, error);
}

} // namespace st::infer

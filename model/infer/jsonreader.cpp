#include "jsonreader.h"

#include <cmath>
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
        m_error = LocalizedText{QStringLiteral("line %1, column %2: %3"), QStringLiteral("第 %1 行第 %2 列：%3")}
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
        ++m_pos; // [
        skipSpace();
        if (m_pos < m_size && m_data[m_pos] == ']') {
            ++m_pos;
            return true;
        }
        for (;;) {
            skipSpace();
            out->items.emplace_back();
            if (!value(&out->items.back(), depth + 1))
                return false;
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
        bool ok = false;
        *out = QByteArray(m_data + m_pos, 4).toUInt(&ok, 16);
        if (!ok)
            return fail("incomplete \\u escape", "\\u 转义不完整");
        m_pos += 4;
        return true;
    }

    bool string(QString *out)
    {
        ++m_pos; // "
        const int start = m_pos;
        // Fast path: no escapes.
        while (m_pos < m_size && m_data[m_pos] != '"' && m_data[m_pos] != '\\' && static_cast<unsigned char>(m_data[m_pos]) >= 0x20)
            ++m_pos;
        if (m_pos < m_size && m_data[m_pos] == '"') {
            *out = QString::fromUtf8(m_data + start, m_pos - start);
            ++m_pos;
            return true;
        }
        QByteArray bytes(m_data + start, m_pos - start);
        QString result;
        for (;;) {
            if (m_pos >= m_size)
                return fail("the string is not closed", "字符串缺少结尾的引号");
            const char c = m_data[m_pos];
            if (c == '"') {
                ++m_pos;
                break;
            }
            if (static_cast<unsigned char>(c) < 0x20)
                return fail("a control character in a string", "字符串中有控制字符");
            if (c != '\\') {
                bytes += c;
                ++m_pos;
                continue;
            }
            ++m_pos;
            if (m_pos >= m_size)
                return fail("the string is not closed", "字符串缺少结尾的引号");
            const char e = m_data[m_pos++];
            switch (e) {
            case '"': bytes += '"'; break;
            case '\\': bytes += '\\'; break;
            case '/': bytes += '/'; break;
            case 'b': bytes += '\b'; break;
            case 'f': bytes += '\f'; break;
            case 'n': bytes += '\n'; break;
            case 'r': bytes += '\r'; break;
            case 't': bytes += '\t'; break;
            case 'u': {
                uint code = 0;
                if (!hex4(&code))
                    return false;
                if (QChar::isHighSurrogate(code) && m_size - m_pos >= 6 && m_data[m_pos] == '\\' && m_data[m_pos + 1] == 'u') {
                    m_pos += 2;
                    uint low = 0;
                    if (!hex4(&low))
                        return false;
                    if (QChar::isLowSurrogate(low))
                        code = QChar::surrogateToUcs4(char16_t(code), char16_t(low));
                }
                const char32_t c32 = char32_t(code);
                bytes += QString::fromUcs4(&c32, 1).toUtf8();
                break;
            }
            default:
                return fail("an unknown escape in a string", "字符串中有未知的转义");
            }
        }
        result = QString::fromUtf8(bytes);
        *out = result;
        return true;
    }

    bool number(JsonNode *out)
    {
        const int start = m_pos;
        if (m_data[m_pos] == '-')
            ++m_pos;
        bool integral = true;
        int digitsSeen = 0;
        while (m_pos < m_size && m_data[m_pos] >= '0' && m_data[m_pos] <= '9') {
            ++m_pos;
            ++digitsSeen;
        }
        if (digitsSeen == 0)
            return fail("not a JSON value", "不是合法的 JSON 值");
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
        return true;
    }
};

} // namespace

bool readJson(const QByteArray &text, JsonNode *out, LocalizedText *error, int firstLine)
{
    *out = JsonNode();
    return Reader(text, firstLine).read(out, error);
}

} // namespace st::infer

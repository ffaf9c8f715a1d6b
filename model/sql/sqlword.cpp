#include "sql/sqlword.h"

#include <iterator>

namespace st {

namespace {

struct Range
{
    char16_t first;
    char16_t last;
};

// Calcite's `#LETTER` and `#DIGIT` token classes, range by range (see the header).
constexpr Range kLetters[] = {{0x0024, 0x0024}, {0x0041, 0x005a}, {0x005f, 0x005f}, {0x0061, 0x007a},
                              {0x00c0, 0x00d6}, {0x00d8, 0x00f6}, {0x00f8, 0x00ff}, {0x0100, 0x1fff},
                              {0x3040, 0x318f}, {0x3300, 0x337f}, {0x3400, 0x3d2d}, {0x4e00, 0x9fff},
                              {0xf900, 0xfaff}};
constexpr Range kDigits[] = {{0x0030, 0x0039}, {0x0660, 0x0669}, {0x06f0, 0x06f9}, {0x0966, 0x096f},
                             {0x09e6, 0x09ef}, {0x0a66, 0x0a6f}, {0x0ae6, 0x0aef}, {0x0b66, 0x0b6f},
                             {0x0be7, 0x0bef}, {0x0c66, 0x0c6f}, {0x0ce6, 0x0cef}, {0x0d66, 0x0d6f},
                             {0x0e50, 0x0e59}, {0x0ed0, 0x0ed9}, {0x1040, 0x1049}};

template<std::size_t N>
bool inRanges(const Range (&ranges)[N], char16_t u)
{
    for (const Range &r : ranges) {
        if (u < r.first)
            return false; // the ranges are in ascending order
        if (u <= r.last)
            return true;
    }
    return false;
}

template<std::size_t N>
QString characterClass(const Range (&ranges)[N])
{
    QString out;
    for (const Range &r : ranges) {
        out += QStringLiteral("\\x{%1}").arg(uint(r.first), 0, 16);
        if (r.last != r.first)
            out += QStringLiteral("-\\x{%1}").arg(uint(r.last), 0, 16);
    }
    return out;
}

} // namespace

bool isWordStart(QChar c)
{
    return inRanges(kLetters, c.unicode());
}

bool isWordPart(QChar c)
{
    const char16_t u = c.unicode();
    return inRanges(kLetters, u) || inRanges(kDigits, u);
}

bool isPlainWord(QStringView text)
{
    if (text.isEmpty() || !isWordStart(text.front()))
        return false;
    for (QChar c : text) {
        if (!isWordPart(c))
            return false;
    }
    return true;
}

QString plainWordPattern()
{
    const QString letters = characterClass(kLetters);
    return QStringLiteral("[%1][%1%2]*").arg(letters, characterClass(kDigits));
}

} // namespace st

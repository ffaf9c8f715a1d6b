#include "core/names.h"

namespace st {

namespace {

constexpr int kShownNameLength = 80;

bool isInvisible(char32_t code)
{
    switch (QChar::category(code)) {
    case QChar::Other_Control:
    case QChar::Other_Format:
    case QChar::Separator_Line:
    case QChar::Separator_Paragraph:
    case QChar::Other_Surrogate:
        return true;
    default:
        return false;
    }
}

QString escape(char32_t code)
{
    if (code > 0xffff)
        return QStringLiteral("\\U%1").arg(QString::number(uint(code), 16).toUpper(), 8, QLatin1Char('0'));
    return QStringLiteral("\\u%1").arg(QString::number(uint(code), 16).toUpper(), 4, QLatin1Char('0'));
}

/// Calls `visit(code, length)` for each code point of `text` (an unpaired surrogate as itself).
template<typename Visit>
void forEachCodePoint(const QString &text, Visit visit)
{
    for (int i = 0; i < text.size();) {
        const QChar c = text.at(i);
        if (c.isHighSurrogate() && i + 1 < text.size() && text.at(i + 1).isLowSurrogate()) {
            visit(QChar::surrogateToUcs4(c, text.at(i + 1)), i, 2);
            i += 2;
        } else {
            visit(char32_t(c.unicode()), i, 1);
            ++i;
        }
    }
}

} // namespace

bool isRefusedNameCharacter(char32_t code)
{
    return isInvisible(code);
}

std::optional<LocalizedText> nameCharacterProblem(const QString &name, const LocalizedText &what)
{
    std::optional<char32_t> refused;
    forEachCodePoint(name, [&refused](char32_t code, int, int) {
        if (!refused && isRefusedNameCharacter(code))
            refused = code;
    });
    if (!refused)
        return std::nullopt;
    const QString code = QStringLiteral("U+%1").arg(QString::number(uint(*refused), 16).toUpper(), 4, QLatin1Char('0'));
    const QString shown = shownName(name);
    return LocalizedText{
        QStringLiteral("The %1 name \"%2\" contains the control or invisible character %3 (tab, newline, zero-width space, "
                       "text direction mark, ...), which the catalog refuses and Flink cannot read back")
            .arg(what.en, shown, code),
        QStringLiteral("%1名称“%2”含有控制字符或不可见字符 %3（制表符、换行、零宽空格、文字方向标记等），目录库不接受，Flink 也无法正确读取")
            .arg(what.zh, shown, code)};
}

QString escapeInvisible(const QString &text)
{
    QString out;
    out.reserve(text.size());
    forEachCodePoint(text, [&out, &text](char32_t code, int at, int length) {
        if (isInvisible(code))
            out += escape(code);
        else
            out += text.mid(at, length);
    });
    return out;
}

QString shownName(const QString &name)
{
    // Cut before escaping, and never inside a surrogate pair.
    int cut = name.size() > kShownNameLength ? kShownNameLength : int(name.size());
    if (cut < name.size() && cut > 0 && name.at(cut - 1).isHighSurrogate())
        --cut;
    const QString shown = escapeInvisible(name.left(cut));
    return cut < name.size() ? shown + QStringLiteral("…") : shown;
}

} // namespace st

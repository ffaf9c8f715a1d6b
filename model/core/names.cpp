#include "core/names.h"

#include <QSet>

#include <algorithm>

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

constexpr int MaxNameBytes = 200;

bool isForbidden(QChar c)
{
    static const QString forbidden = QStringLiteral("<>:\"/\\|?*");
    const ushort u = c.unicode();
    return u < 0x20 || (u >= 0x7f && u <= 0x9f) || forbidden.contains(c) || c.category() == QChar::Other_Format
        || c.category() == QChar::Separator_Line || c.category() == QChar::Separator_Paragraph;
}

bool isReservedDeviceName(const QString &stem)
{
    static const QSet<QString> reserved = [] {
        QSet<QString> names{QStringLiteral("con"), QStringLiteral("prn"), QStringLiteral("aux"), QStringLiteral("nul"),
                            QStringLiteral("conin$"), QStringLiteral("conout$")};
        const QString digits = QStringLiteral("0123456789\u00b9\u00b2\u00b3");
        for (const QChar d : digits) {
            names.insert(QStringLiteral("com") + d);
            names.insert(QStringLiteral("lpt") + d);
        }
        return names;
    }();
    QString s = stem;
    while (s.endsWith(QLatin1Char(' ')))
        s.chop(1);
    return reserved.contains(s.toLower());
}

/// Cuts `name` to at most `maxBytes` of UTF-8 without splitting a character.
QString truncateUtf8(const QString &name, int maxBytes)
{
    int bytes = 0;
    int i = 0;
    while (i < name.size()) {
        const bool pair = name.at(i).isHighSurrogate() && i + 1 < name.size() && name.at(i + 1).isLowSurrogate();
        const uint code = pair ? QChar::surrogateToUcs4(name.at(i), name.at(i + 1)) : name.at(i).unicode();
        const int width = code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
        if (bytes + width > maxBytes)
            break;
        bytes += width;
        i += pair ? 2 : 1;
    }
    return name.left(i);
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

std::optional<LocalizedText> databaseNameCharacterProblem(const QString &name)
{
    return nameCharacterProblem(name, localized("database", "数据库"));
}

LocalizedText databaseNameTaken(const QString &existing)
{
    return localized("A logical database \"%1\" already exists", "逻辑库“%1”已存在").arg(existing);
}

QString escapeInvisible(const QString &text)
{
    // Most messages are printable ASCII throughout: returned as they are, without a copy.
    const bool printableAscii = std::all_of(text.cbegin(), text.cend(), [](QChar c) { return c.unicode() >= 0x20 && c.unicode() < 0x7F; });
    if (printableAscii)
        return text;
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

QString naturalSortKey(const QString &name)
{
    return naturalSortKeyOfFolded(name.toCaseFolded());
}

namespace {

/// Appends `count` (at least 1) so that keys compare counts by value: one character from '1'
/// to '8' (it sorts among other characters as a digit does: '0' to '9' are contiguous), or '9'
/// and a second character for larger counts.
void appendCount(QString &key, qsizetype count)
{
    count = qMin<qsizetype>(count, 0xFFFF - u'0');
    if (count >= 9)
        key += QLatin1Char('9');
    key += QChar(char16_t(u'0' + count));
}

} // namespace

QString naturalSortKeyOfFolded(const QString &folded)
{
    // Each digit run becomes how many digits its value has, those digits, then how many were
    // written: numbers compare by value as text, and `01` follows `1`. Keys stay about as long
    // as the names: sorting a list of 10,000 tables compares them some 140,000 times.
    const auto isDigitAt = [&folded](qsizetype i) { return folded.at(i).isDigit() && folded.at(i).digitValue() >= 0; };
    QString key;
    key.reserve(folded.size() + 8);
    for (qsizetype i = 0; i < folded.size();) {
        if (!isDigitAt(i)) {
            key += folded.at(i++);
            continue;
        }
        qsizetype end = i;
        while (end < folded.size() && isDigitAt(end))
            ++end;
        qsizetype first = i;
        while (first < end - 1 && folded.at(first).digitValue() == 0)
            ++first; // leading zeros: the value first, then the written length breaks ties
        appendCount(key, end - first);
        for (qsizetype k = first; k < end; ++k)
            key += QChar(char16_t(u'0' + folded.at(k).digitValue()));
        appendCount(key, end - i);
        i = end;
    }
    return key;
}

QString nameKey(const QString &name)
{
    return name.normalized(QString::NormalizationForm_C).toCaseFolded();
}

QString safeFileName(const QString &name)
{
    QString s = name.normalized(QString::NormalizationForm_C);
    for (int i = 0; i < s.size(); ++i) {
        const QChar c = s.at(i);
        const bool lonelySurrogate = (c.isHighSurrogate() && (i + 1 >= s.size() || !s.at(i + 1).isLowSurrogate()))
            || (c.isLowSurrogate() && (i == 0 || !s.at(i - 1).isHighSurrogate()));
        if (isForbidden(c) || lonelySurrogate)
            s[i] = QLatin1Char('_');
    }
    s = truncateUtf8(s, MaxNameBytes);
    // No hidden files, no `.` or `..`, nothing Windows would silently trim.
    for (int i = 0; i < s.size() && (s.at(i) == QLatin1Char('.') || s.at(i) == QLatin1Char(' ')); ++i)
        s[i] = QLatin1Char('_');
    for (int i = s.size() - 1; i >= 0 && (s.at(i) == QLatin1Char('.') || s.at(i) == QLatin1Char(' ')); --i)
        s[i] = QLatin1Char('_');
    if (s.isEmpty())
        return QStringLiteral("_");
    const int dot = s.indexOf(QLatin1Char('.'));
    const QString stem = dot < 0 ? s : s.left(dot);
    if (isReservedDeviceName(stem))
        s.insert(stem.size(), QLatin1Char('_'));
    return s;
}

namespace {

/// The words of an option key or a variable name: runs of ASCII letters and digits, split where
/// a lower-case letter meets an upper-case one, in lower case (`properties.ssl.keystore.key` ->
/// properties ssl keystore key; `DB_PWD` -> db pwd; `clientSecret` -> client secret).
QStringList nameWords(const QString &name)
{
    QStringList words;
    QString word;
    QChar previous;
    for (const QChar c : name) {
        const bool alphanumeric = c.unicode() < 128 && c.isLetterOrNumber();
        const bool wordBreak = !alphanumeric || (previous.isLower() && c.isUpper());
        if (wordBreak && !word.isEmpty()) {
            words << word;
            word.clear();
        }
        if (alphanumeric)
            word += c.toLower();
        previous = c;
    }
    if (!word.isEmpty())
        words << word;
    return words;
}

} // namespace

bool optionKeyLooksSecret(const QString &key)
{
    // Parts of a word that make it a secret's (ssl.truststore.password, clientSecret, apitoken).
    static const char *const secretParts[] = {"password", "passwd", "passphrase", "secret", "token", "credential", "jaas"};
    // Whole words that do: the short forms (KAFKA_PASS, DB_PWD) and names written as one word.
    static const char *const secretWords[] = {"pass", "pwd", "userinfo", "privatekey", "accesskey", "apikey", "secretkey"};
    // A key is the last word of a secret's name (ssl.keystore.key holds a PEM private key,
    // API_KEY, SSL_KEY), unless the word before says it is a table's key, not a secret.
    static const char *const structuralKeys[] = {"primary", "record", "partition", "sort", "hash", "routing", "row",
                                                 "message", "distribution", "foreign", "unique", "bucket", "shard",
                                                 "cache", "lookup", "join", "group", "precombine", "ordering",
                                                 "document", "index", "null", "map", "store"};
    const QStringList words = nameWords(key);
    const auto isOneOf = [](const QString &word, const auto &list) {
        return std::any_of(std::begin(list), std::end(list), [&word](const char *w) { return word == QLatin1String(w); });
    };
    for (int i = 0; i < words.size(); ++i) {
        const QString &word = words.at(i);
        if (isOneOf(word, secretWords))
            return true;
        if (std::any_of(std::begin(secretParts), std::end(secretParts), [&word](const char *w) { return word.contains(QLatin1String(w)); }))
            return true;
        if (word == QLatin1String("info") && i > 0 && words.at(i - 1) == QLatin1String("user")) // basic.auth.user.info: user:password
            return true;
    }
    const bool endsWithKey = !words.isEmpty() && (words.last() == QLatin1String("key") || words.last() == QLatin1String("keys"));
    return endsWithKey && (words.size() == 1 || !isOneOf(words.at(words.size() - 2), structuralKeys));
}

} // namespace st

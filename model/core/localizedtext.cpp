#include "core/localizedtext.h"

#include "core/names.h"

#include <QJsonObject>
#include <QLocale>

namespace st {

QString languageCode(Language lang)
{
    return lang == Language::Zh ? QStringLiteral("zh") : QStringLiteral("en");
}

QString nativeLanguageName(Language lang)
{
    return lang == Language::Zh ? QStringLiteral("中文") : QStringLiteral("English");
}

bool parseLanguage(const QString &code, Language *out)
{
    const QString c = code.trimmed().toLower();
    if (c == QLatin1String("en") || c.startsWith(QLatin1String("en_")) || c.startsWith(QLatin1String("en-"))) {
        *out = Language::En;
        return true;
    }
    if (c == QLatin1String("zh") || c.startsWith(QLatin1String("zh_")) || c.startsWith(QLatin1String("zh-"))) {
        *out = Language::Zh;
        return true;
    }
    return false;
}

Language languageFromEnvironment()
{
    // POSIX precedence: LC_ALL overrides LC_MESSAGES overrides LANG.
    for (const char *var : {"LC_ALL", "LC_MESSAGES", "LANG"}) {
        const QString value = QString::fromLocal8Bit(qgetenv(var));
        if (value.isEmpty())
            continue;
        Language lang;
        return parseLanguage(value, &lang) ? lang : Language::En;
    }
    return QLocale::system().language() == QLocale::Chinese ? Language::Zh : Language::En;
}

QString LocalizedText::in(Language lang) const
{
    const QString &preferred = lang == Language::Zh ? zh : en;
    return preferred.isEmpty() ? (lang == Language::Zh ? en : zh) : preferred;
}

LocalizedText localized(const char *en, const char *zh)
{
    return {QString::fromUtf8(en), QString::fromUtf8(zh)};
}

LocalizedText LocalizedText::arg(const QString &a) const
{
    return {en.arg(escapeInvisible(a)), zh.arg(escapeInvisible(a))};
}

LocalizedText LocalizedText::arg(const QString &a, const QString &b) const
{
    return {en.arg(escapeInvisible(a), escapeInvisible(b)), zh.arg(escapeInvisible(a), escapeInvisible(b))};
}

LocalizedText LocalizedText::arg(const QString &a, const QString &b, const QString &c) const
{
    return {en.arg(escapeInvisible(a), escapeInvisible(b), escapeInvisible(c)), zh.arg(escapeInvisible(a), escapeInvisible(b), escapeInvisible(c))};
}

LocalizedText LocalizedText::arg(const QString &a, const QString &b, const QString &c, const QString &d) const
{
    return {en.arg(escapeInvisible(a), escapeInvisible(b), escapeInvisible(c), escapeInvisible(d)), zh.arg(escapeInvisible(a), escapeInvisible(b), escapeInvisible(c), escapeInvisible(d))};
}

LocalizedText LocalizedText::arg(const LocalizedText &part) const
{
    return {en.arg(part.en), zh.arg(part.in(Language::Zh))};
}

bool LocalizedText::fromJson(const QJsonValue &value, LocalizedText *out)
{
    if (!value.isObject())
        return false;
    const QJsonObject o = value.toObject();
    if ((o.contains(QLatin1String("en")) && !o.value(QLatin1String("en")).isString())
        || (o.contains(QLatin1String("zh")) && !o.value(QLatin1String("zh")).isString()))
        return false;
    out->en = o.value(QLatin1String("en")).toString();
    out->zh = o.value(QLatin1String("zh")).toString();
    return true;
}

QJsonValue LocalizedText::toJson() const
{
    return QJsonObject{{QStringLiteral("en"), en}, {QStringLiteral("zh"), zh}};
}

} // namespace st

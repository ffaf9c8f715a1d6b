#pragma once

#include <QJsonValue>
#include <QString>

namespace st {

/// The two languages the product speaks. Schema texts and diagnostics carry both.
enum class Language { En, Zh };

QString languageCode(Language lang);
/// The language's name in itself ("English", "中文"): how a language is offered, so that it can
/// be found whatever language is shown.
QString nativeLanguageName(Language lang);
/// Parses "en" / "zh" / "zh_CN" (case-insensitive); returns false for anything else.
bool parseLanguage(const QString &code, Language *out);
/// The language of the process locale (LC_ALL / LC_MESSAGES / LANG, then QLocale).
Language languageFromEnvironment();

/// A text in English and Chinese. Translated when shown, never cached per language.
/// The one way the model and the CLI speak two languages: a message is written in both where
/// it is made (localized()) and shown in the Language its reader asks for (in()); nothing in
/// the model or the CLI holds a current language. The designer shows these texts in the
/// language of its interface (forms/uilanguage.h) beside its own tr() strings.
struct LocalizedText
{
    QString en;
    QString zh;

    QString in(Language lang) const;
    bool isComplete() const { return !en.isEmpty() && !zh.isEmpty(); }
    bool isEmpty() const { return en.isEmpty() && zh.isEmpty(); }
    /// Replaces %1, %2, ... in both languages. The arguments are user-given names and values:
    /// their control and invisible characters are shown as escapes (escapeInvisible()).
    LocalizedText arg(const QString &a) const;
    LocalizedText arg(const QString &a, const QString &b) const;
    LocalizedText arg(const QString &a, const QString &b, const QString &c) const;
    LocalizedText arg(const QString &a, const QString &b, const QString &c, const QString &d) const;
    /// Places another message at the lowest %n, each language in its own. The part was made with
    /// its own arguments (already escaped there), so it is placed as it is.
    LocalizedText arg(const LocalizedText &part) const;

    /// Reads {"en": "...", "zh": "..."}; returns false when the value is not such an object.
    static bool fromJson(const QJsonValue &value, LocalizedText *out);
    QJsonValue toJson() const;

    bool operator==(const LocalizedText &o) const { return en == o.en && zh == o.zh; }
};

/// A message in both languages from two UTF-8 literals, as the model and the CLI write them
/// where they are made: localized("unknown option %1", "未知选项 %1").arg(key).
LocalizedText localized(const char *en, const char *zh);

} // namespace st

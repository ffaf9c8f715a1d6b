#include "schema/legacykeys.h"

#include <QJsonArray>
#include <QSet>

namespace st {

namespace {

bool fail(QString *error, const QString &path, const QString &problem)
{
    if (error)
        *error = path + QStringLiteral(": ") + problem;
    return false;
}

bool readStrings(const QJsonValue &value, const QString &path, QStringList *out, QString *error)
{
    if (!value.isArray() || value.toArray().isEmpty())
        return fail(error, path, QStringLiteral("expected a list of strings"));
    for (const QJsonValue &v : value.toArray()) {
        if (!v.isString())
            return fail(error, path, QStringLiteral("expected a list of strings"));
        *out << v.toString().toLower();
    }
    return true;
}

bool readRule(const QJsonValue &value, const QString &path, LegacyKeyRule *out, QString *error)
{
    if (!value.isObject())
        return fail(error, path, QStringLiteral("expected an object"));
    const QJsonObject o = value.toObject();
    static const QSet<QString> members{QStringLiteral("key"),  QStringLiteral("prefix"),  QStringLiteral("indexed"),
                                       QStringLiteral("when"), QStringLiteral("whenKeys"), QStringLiteral("to"),
                                       QStringLiteral("valueOf"), QStringLiteral("drop"), QStringLiteral("refuse"),
                                       QStringLiteral("note"), QStringLiteral("severity"), QStringLiteral("source")};
    for (auto it = o.begin(); it != o.end(); ++it) {
        if (!members.contains(it.key()))
            return fail(error, path + QLatin1Char('.') + it.key(), QStringLiteral("unknown member"));
    }
    LegacyKeyRule r;
    r.isPrefix = o.contains(QLatin1String("prefix"));
    r.key = o.value(r.isPrefix ? QLatin1String("prefix") : QLatin1String("key")).toString();
    if (r.key.isEmpty() || (o.contains(QLatin1String("key")) && r.isPrefix))
        return fail(error, path, QStringLiteral("needs one of \"key\" and \"prefix\""));
    r.indexed = o.value(QLatin1String("indexed")).toBool(false);
    if (r.indexed && !r.isPrefix)
        return fail(error, path + QStringLiteral(".indexed"), QStringLiteral("only a prefix is indexed"));
    if (o.contains(QLatin1String("when")) && !readStrings(o.value(QLatin1String("when")), path + QStringLiteral(".when"), &r.whenValues, error))
        return false;
    const QJsonObject whenKeys = o.value(QLatin1String("whenKeys")).toObject();
    for (auto it = whenKeys.begin(); it != whenKeys.end(); ++it) {
        QStringList values;
        if (!readStrings(it.value(), path + QStringLiteral(".whenKeys.") + it.key(), &values, error))
            return false;
        r.whenKeys.insert(it.key(), values);
    }
    // Exactly one action: renamed to a key of today, dropped with why, or refused with why.
    const int actions = int(o.contains(QLatin1String("to"))) + int(o.contains(QLatin1String("drop"))) + int(o.contains(QLatin1String("refuse")));
    if (actions != 1)
        return fail(error, path, QStringLiteral("needs exactly one of \"to\", \"drop\" and \"refuse\""));
    const char *textMember = "note";
    if (o.contains(QLatin1String("to"))) {
        r.action = LegacyKeyRule::Action::Rename;
        r.to = o.value(QLatin1String("to")).toString();
        r.valueOf = o.value(QLatin1String("valueOf")).toString();
        if (r.to.isEmpty())
            return fail(error, path + QStringLiteral(".to"), QStringLiteral("expected today's key"));
    } else if (o.contains(QLatin1String("drop"))) {
        r.action = LegacyKeyRule::Action::Drop;
        textMember = "drop";
    } else {
        r.action = LegacyKeyRule::Action::Refuse;
        r.severity = Severity::Error;
        textMember = "refuse";
    }
    if (o.contains(QLatin1String(textMember))
        && (!LocalizedText::fromJson(o.value(QLatin1String(textMember)), &r.message) || !r.message.isComplete()))
        return fail(error, path + QLatin1Char('.') + QLatin1String(textMember), QStringLiteral("expected {\"en\": \"...\", \"zh\": \"...\"} with both texts"));
    if (r.action != LegacyKeyRule::Action::Rename && r.message.isEmpty())
        return fail(error, path, QStringLiteral("a dropped or refused key says why"));
    const QString severity = o.value(QLatin1String("severity")).toString();
    if (severity == QLatin1String("warning") && r.action != LegacyKeyRule::Action::Refuse)
        r.severity = Severity::Warning;
    else if (!severity.isEmpty())
        return fail(error, path + QStringLiteral(".severity"), QStringLiteral("only \"warning\", for a key that is renamed or dropped"));
    if (!o.value(QLatin1String("source")).isString() || o.value(QLatin1String("source")).toString().isEmpty())
        return fail(error, path + QStringLiteral(".source"), QStringLiteral("every rule names where its fact comes from"));
    *out = r;
    return true;
}

} // namespace

bool LegacyKeys::fromJson(const QJsonObject &json, LegacyKeys *out, QString *error)
{
    if (json.value(QLatin1String("formatVersion")).toInt() != 1)
        return fail(error, QStringLiteral("formatVersion"), QStringLiteral("expected 1"));
    LegacyKeys form;
    form.id = json.value(QLatin1String("legacy")).toString();
    form.marker = json.value(QLatin1String("marker")).toString();
    form.formatKey = json.value(QLatin1String("formatKey")).toString();
    if (form.id.isEmpty())
        return fail(error, QStringLiteral("legacy"), QStringLiteral("expected the form's id"));
    if (form.marker.isEmpty())
        return fail(error, QStringLiteral("marker"), QStringLiteral("expected the key that marks the form"));
    if (!LocalizedText::fromJson(json.value(QLatin1String("label")), &form.label) || !form.label.isComplete())
        return fail(error, QStringLiteral("label"), QStringLiteral("expected {\"en\": \"...\", \"zh\": \"...\"} with both texts"));
    const QJsonArray rules = json.value(QLatin1String("rules")).toArray();
    if (rules.isEmpty())
        return fail(error, QStringLiteral("rules"), QStringLiteral("expected a list of rules"));
    for (int i = 0; i < rules.size(); ++i) {
        LegacyKeyRule rule;
        if (!readRule(rules.at(i), QStringLiteral("rules[%1]").arg(i), &rule, error))
            return false;
        if (rule.action == LegacyKeyRule::Action::Rename && rule.to.contains(QLatin1String("{format}")) && form.formatKey.isEmpty())
            return fail(error, QStringLiteral("rules[%1].to").arg(i), QStringLiteral("{format} needs the file's \"formatKey\""));
        form.rules << rule;
    }
    *out = form;
    return true;
}

const LegacyKeyRule *LegacyKeys::rule(const QString &key, const QString &value, const QHash<QString, QString> &all) const
{
    for (const LegacyKeyRule &r : rules) {
        if (r.isPrefix ? !key.startsWith(r.key) : key != r.key)
            continue;
        if (!r.whenValues.isEmpty() && !r.whenValues.contains(value.toLower()))
            continue;
        bool others = true;
        for (auto it = r.whenKeys.cbegin(); it != r.whenKeys.cend() && others; ++it)
            others = it.value().contains(all.value(it.key()).toLower());
        if (others)
            return &r;
    }
    return nullptr;
}

} // namespace st

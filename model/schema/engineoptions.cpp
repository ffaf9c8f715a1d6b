#include "schema/engineoptions.h"

#include <QJsonArray>

namespace st {

namespace {

/// Reads one engine file, naming the first thing wrong by its place (`factories[2].options[0].key`).
class EngineReader
{
public:
    explicit EngineReader(QString *error) : m_error(error) {}

    bool fail(const QString &path, const QString &problem)
    {
        if (m_error)
            *m_error = path.isEmpty() ? problem : path + QStringLiteral(": ") + problem;
        return false;
    }

    bool text(const QJsonObject &o, const QString &path, const char *name, QString *out, bool required = true)
    {
        const QJsonValue v = o.value(QLatin1String(name));
        if (v.isUndefined() && !required)
            return true;
        if (!v.isString() || (required && v.toString().isEmpty()))
            return fail(member(path, name), QStringLiteral("expected a non-empty string"));
        *out = v.toString();
        return true;
    }

    bool texts(const QJsonObject &o, const QString &path, const char *name, QStringList *out)
    {
        const QJsonValue v = o.value(QLatin1String(name));
        if (v.isUndefined())
            return true;
        if (!v.isArray())
            return fail(member(path, name), QStringLiteral("expected an array of strings"));
        const QJsonArray items = v.toArray();
        for (int i = 0; i < items.size(); ++i) {
            if (!items.at(i).isString() || items.at(i).toString().isEmpty())
                return fail(QStringLiteral("%1[%2]").arg(member(path, name)).arg(i), QStringLiteral("expected a non-empty string"));
            *out << items.at(i).toString();
        }
        return true;
    }

    bool option(const QJsonValue &json, const QString &path, EngineOption *out)
    {
        if (!json.isObject())
            return fail(path, QStringLiteral("expected an object"));
        const QJsonObject o = json.toObject();
        if (!text(o, path, "key", &out->key) || !text(o, path, "type", &out->type) || !texts(o, path, "fallbackKeys", &out->fallbackKeys)
            || !texts(o, path, "deprecatedKeys", &out->deprecatedKeys) || !text(o, path, "description", &out->description, false)
            || !text(o, path, "file", &out->file) || !texts(o, path, "values", &out->values))
            return false;
        const QJsonValue fallback = o.value(QLatin1String("default"));
        if (fallback.isString())
            out->defaultValue = fallback.toString();
        else if (!fallback.isNull() && !fallback.isUndefined())
            return fail(member(path, "default"), QStringLiteral("expected a string or null"));
        const QJsonValue unlisted = o.value(QLatin1String("unlisted"));
        if (!unlisted.isUndefined() && unlisted != QJsonValue(true))
            return fail(member(path, "unlisted"), QStringLiteral("expected true (or no member)"));
        out->unlisted = unlisted.toBool(false);
        const QJsonValue line = o.value(QLatin1String("line"));
        if (!line.isDouble() || line.toInt() <= 0)
            return fail(member(path, "line"), QStringLiteral("expected a line number"));
        out->line = line.toInt();
        return true;
    }

    bool factory(const QJsonValue &json, const QString &path, EngineFactory *out)
    {
        if (!json.isObject())
            return fail(path, QStringLiteral("expected an object"));
        const QJsonObject o = json.toObject();
        QString unknown;
        if (!text(o, path, "identifier", &out->identifier) || !text(o, path, "kind", &out->kind) || !text(o, path, "unknownKeys", &unknown)
            || !text(o, path, "unknownKeysSource", &out->unknownKeysSource) || !texts(o, path, "exceptPrefixes", &out->exceptPrefixes))
            return false;
        if (out->kind != QLatin1String("connector") && out->kind != QLatin1String("format"))
            return fail(member(path, "kind"), QStringLiteral("expected \"connector\" or \"format\""));
        if (unknown != QLatin1String("refuse") && unknown != QLatin1String("ignore"))
            return fail(member(path, "unknownKeys"), QStringLiteral("expected \"refuse\" or \"ignore\""));
        out->unknownKeys = unknown == QLatin1String("refuse") ? UnknownKeys::Refuse : UnknownKeys::Ignore;
        const QJsonArray options = o.value(QLatin1String("options")).toArray();
        for (int i = 0; i < options.size(); ++i) {
            EngineOption option;
            if (!this->option(options.at(i), QStringLiteral("%1.options[%2]").arg(path).arg(i), &option))
                return false;
            if (out->option(option.key))
                return fail(QStringLiteral("%1.options[%2].key").arg(path).arg(i), QStringLiteral("\"%1\" is declared twice").arg(option.key));
            out->options << option;
        }
        return true;
    }

private:
    static QString member(const QString &path, const char *name)
    {
        return path.isEmpty() ? QLatin1String(name) : path + QLatin1Char('.') + QLatin1String(name);
    }

    QString *m_error;
};

} // namespace

const EngineOption *EngineFactory::option(const QString &key) const
{
    for (const EngineOption &o : options) {
        if (o.key == key)
            return &o;
    }
    return nullptr;
}

const EngineFactory *EngineRelease::factory(const QString &identifier) const
{
    for (const EngineFactory &f : factories) {
        if (f.identifier == identifier)
            return &f;
    }
    return nullptr;
}

bool EngineRelease::fromJson(const QJsonObject &json, EngineRelease *out, QString *error)
{
    EngineReader r(error);
    if (json.value(QLatin1String("formatVersion")).toInt() != 1)
        return r.fail(QStringLiteral("formatVersion"), QStringLiteral("expected 1"));
    if (json.value(QLatin1String("kind")).toString() != QLatin1String("engine"))
        return r.fail(QStringLiteral("kind"), QStringLiteral("expected \"engine\""));
    EngineRelease release;
    if (!r.text(json, QString(), "component", &release.component) || !r.text(json, QString(), "version", &release.version))
        return false;
    const QJsonObject source = json.value(QLatin1String("source")).toObject();
    if (!r.text(source, QStringLiteral("source"), "repository", &release.repository) || !r.text(source, QStringLiteral("source"), "ref", &release.ref)
        || !r.text(source, QStringLiteral("source"), "commit", &release.commit))
        return false;
    const QJsonArray factories = json.value(QLatin1String("factories")).toArray();
    for (int i = 0; i < factories.size(); ++i) {
        EngineFactory factory;
        if (!r.factory(factories.at(i), QStringLiteral("factories[%1]").arg(i), &factory))
            return false;
        if (release.factory(factory.identifier))
            return r.fail(QStringLiteral("factories[%1].identifier").arg(i), QStringLiteral("\"%1\" is there twice").arg(factory.identifier));
        release.factories << factory;
    }
    *out = release;
    return true;
}

} // namespace st

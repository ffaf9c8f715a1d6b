#include "schema/target.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSet>

#include <functional>

namespace st {

namespace {

bool fail(QString *error, const QString &path, const QString &problem);

/// A member that lists names (`alterTable`, `createTable`, `types`): absent, or an array of
/// strings each of which `accepts`; else an error naming the member, what it expects and the
/// first value refused.
bool readNames(const QJsonObject &json, const char *member, const char *expectedList, const char *expectedName,
               const std::function<bool(const QString &)> &accepts, QStringList *out, QString *error)
{
    const QString name = QString::fromLatin1(member);
    const QJsonValue value = json.value(name);
    if (!value.isUndefined() && !value.isArray())
        return fail(error, name, QStringLiteral("expected ") + QString::fromUtf8(expectedList));
    for (const QJsonValue &item : value.toArray()) {
        if (!item.isString() || !accepts(item.toString()))
            return fail(error, name,
                        QStringLiteral("expected %1, not %2")
                            .arg(QString::fromUtf8(expectedName), QString::fromUtf8(QJsonDocument(QJsonArray{item}).toJson(QJsonDocument::Compact))));
        *out << item.toString();
    }
    return true;
}

bool fail(QString *error, const QString &path, const QString &problem)
{
    if (error)
        *error = path + QStringLiteral(": ") + problem;
    return false;
}

bool readText(const QJsonObject &o, const QString &path, const char *key, LocalizedText *out, QString *error)
{
    if (!LocalizedText::fromJson(o.value(QLatin1String(key)), out) || !out->isComplete())
        return fail(error, path + QLatin1String(key), QStringLiteral("expected {\"en\": \"...\", \"zh\": \"...\"} with both texts"));
    return true;
}

/// Members a part of a target file may have: a misspelt member must not be silently ignored,
/// as a misspelt "absent" would write an option the platform refuses.
bool onlyMembers(const QJsonObject &o, const QString &path, const QSet<QString> &allowed, QString *error)
{
    for (auto it = o.begin(); it != o.end(); ++it) {
        if (allowed.contains(it.key()))
            continue;
        QStringList names(allowed.begin(), allowed.end());
        names.sort(); // a set's order changes from run to run; the message must not
        return fail(error, path + it.key(), QStringLiteral("unknown member (expected one of: %1)").arg(names.join(QLatin1String(", "))));
    }
    return true;
}

bool checkOptionOverlay(const QJsonValue &value, const QString &path, QString *error)
{
    if (!value.isObject())
        return fail(error, path, QStringLiteral("expected an object"));
    const QJsonObject o = value.toObject();
    static const QSet<QString> members{QStringLiteral("key"),      QStringLiteral("absent"), QStringLiteral("default"),
                                       QStringLiteral("values"),   QStringLiteral("required"), QStringLiteral("roles"),
                                       QStringLiteral("source"),   QStringLiteral("submitAs"), QStringLiteral("flag"),
                                       QStringLiteral("fallback")};
    if (!onlyMembers(o, path + QLatin1Char('.'), members, error))
        return false;
    if (o.contains(QLatin1String("key")) && (!o.value(QLatin1String("key")).isString() || o.value(QLatin1String("key")).toString().isEmpty()))
        return fail(error, path + QStringLiteral(".key"), QStringLiteral("expected the key written on this target"));
    if (o.contains(QLatin1String("absent"))) {
        LocalizedText why;
        if (!readText(o, path + QLatin1Char('.'), "absent", &why, error))
            return false;
        if (o.contains(QLatin1String("key")))
            return fail(error, path + QStringLiteral(".absent"), QStringLiteral("an absent option has no key on the target"));
    }
    if (o.contains(QLatin1String("fallback")) && (!o.value(QLatin1String("fallback")).isBool() || !o.contains(QLatin1String("key"))))
        return fail(error, path + QStringLiteral(".fallback"), QStringLiteral("true or false, with a \"key\": whether the platform still reads the schema's key"));
    if (!o.value(QLatin1String("source")).isString() || o.value(QLatin1String("source")).toString().isEmpty())
        return fail(error, path + QStringLiteral(".source"), QStringLiteral("every fact of a target names its source (a class or a documentation page)"));
    return true;
}

bool checkConnectorOverlay(const QJsonObject &o, const QString &path, QString *error)
{
    static const QSet<QString> members{QStringLiteral("platform"), QStringLiteral("source"),  QStringLiteral("available"),
                                       QStringLiteral("why"),      QStringLiteral("options"), QStringLiteral("rules"),
                                       QStringLiteral("columnTypes"), QStringLiteral("submit"), QStringLiteral("docs"),
                                       QStringLiteral("metadata")};
    if (!onlyMembers(o, path, members, error))
        return false;
    LocalizedText text;
    if (!readText(o, path, "platform", &text, error))
        return false;
    if (!o.value(QLatin1String("source")).isString() || o.value(QLatin1String("source")).toString().isEmpty())
        return fail(error, path + QStringLiteral("source"), QStringLiteral("expected where the facts come from (a class or a documentation page)"));
    const QJsonValue docs = o.value(QLatin1String("docs"));
    if (!docs.isUndefined() && !docs.toString().startsWith(QLatin1String("https://")))
        return fail(error, path + QStringLiteral("docs"), QStringLiteral("expected the https:// address of the connector's documentation on this platform"));
    const QJsonValue available = o.value(QLatin1String("available"));
    if (!available.isUndefined() && !available.isBool())
        return fail(error, path + QStringLiteral("available"), QStringLiteral("expected true or false"));
    if (available == QJsonValue(false) && !readText(o, path, "why", &text, error))
        return false;
    if (available != QJsonValue(false) && o.contains(QLatin1String("why")))
        return fail(error, path + QStringLiteral("why"), QStringLiteral("only with \"available\": false"));
    const QJsonValue options = o.value(QLatin1String("options"));
    if (!options.isUndefined() && !options.isObject())
        return fail(error, path + QStringLiteral("options"), QStringLiteral("expected an object of option keys"));
    const QJsonObject optionObject = options.toObject();
    for (auto it = optionObject.begin(); it != optionObject.end(); ++it) {
        if (!checkOptionOverlay(it.value(), path + QStringLiteral("options.") + it.key(), error))
            return false;
    }
    // Metadata as the platform has it: {"KEY": {"readOnly": false, "writableWhen": condition,
    // "writableHint": {...}, "description": {...}, "source": "..."}} (Kafka's 'topic' is written
    // by a sink with a topic list or 'topic-pattern' from connector 3.3 on); the connector file
    // that results is read as any, which checks the condition.
    const QJsonValue metadata = o.value(QLatin1String("metadata"));
    if (!metadata.isUndefined() && !metadata.isObject())
        return fail(error, path + QStringLiteral("metadata"), QStringLiteral("expected an object of metadata keys"));
    const QJsonObject metadataObject = metadata.toObject();
    for (auto it = metadataObject.begin(); it != metadataObject.end(); ++it) {
        const QString at = path + QStringLiteral("metadata.") + it.key();
        if (!it.value().isObject())
            return fail(error, at, QStringLiteral("expected an object"));
        const QJsonObject change = it.value().toObject();
        if (!onlyMembers(change, at + QLatin1Char('.'),
                         {QStringLiteral("readOnly"), QStringLiteral("description"), QStringLiteral("writableWhen"),
                          QStringLiteral("writableHint"), QStringLiteral("source")},
                         error))
            return false;
        if (change.contains(QLatin1String("readOnly")) && !change.value(QLatin1String("readOnly")).isBool())
            return fail(error, at + QStringLiteral(".readOnly"), QStringLiteral("expected true or false"));
        if (change.contains(QLatin1String("description")) && !readText(change, at + QLatin1Char('.'), "description", &text, error))
            return false;
        if (!change.value(QLatin1String("source")).isString() || change.value(QLatin1String("source")).toString().isEmpty())
            return fail(error, at + QStringLiteral(".source"), QStringLiteral("every fact of a target names its source (a class or a documentation page)"));
    }
    // Rules and column type rules: {"drop": [ids], "add": [rules as in a connector file]}.
    for (const QString &list : {QStringLiteral("rules"), QStringLiteral("columnTypes")}) {
        const QJsonValue changes = o.value(list);
        if (changes.isUndefined())
            continue;
        if (!changes.isObject())
            return fail(error, path + list, QStringLiteral("expected {\"drop\": [ids], \"add\": [rules]}"));
        if (!onlyMembers(changes.toObject(), path + list + QLatin1Char('.'), {QStringLiteral("drop"), QStringLiteral("add")}, error))
            return false;
        for (const char *member : {"drop", "add"}) {
            const QJsonValue entries = changes.toObject().value(QLatin1String(member));
            if (!entries.isUndefined() && !entries.isArray())
                return fail(error, path + list + QLatin1Char('.') + QLatin1String(member), QStringLiteral("expected an array"));
        }
    }
    return true;
}

/// Drops and adds the entries of the connector's `list` ("rules", "columnTypes") as the
/// target's overlay says; a dropped id the connector does not have is said in `unmatched`.
void applyListChanges(const QJsonObject &overlay, const QString &list, const QString &where, QJsonObject *result, QStringList *unmatched)
{
    const QJsonObject changes = overlay.value(list).toObject();
    QJsonArray entries = result->value(list).toArray();
    for (const QJsonValue &drop : changes.value(QLatin1String("drop")).toArray()) {
        int found = -1;
        for (int i = 0; i < entries.size() && found < 0; ++i) {
            if (entries.at(i).toObject().value(QLatin1String("id")) == drop)
                found = i;
        }
        if (found < 0)
            *unmatched << QStringLiteral("%1: %2.drop: \"%3\" is not a rule of the connector").arg(where, list, drop.toString());
        else
            entries.removeAt(found);
    }
    for (const QJsonValue &add : changes.value(QLatin1String("add")).toArray())
        entries.append(add);
    if (!entries.isEmpty() || result->contains(list))
        result->insert(list, entries);
}

} // namespace

bool TargetSchema::fromJson(const QJsonObject &json, TargetSchema *out, QString *error)
{
    TargetSchema t;
    static const QSet<QString> members{QStringLiteral("formatVersion"), QStringLiteral("kind"),        QStringLiteral("target"),
                                       QStringLiteral("label"),         QStringLiteral("description"), QStringLiteral("dialect"),
                                       QStringLiteral("default"),       QStringLiteral("connectors"),  QStringLiteral("formats"),
                                       QStringLiteral("alterTable"),    QStringLiteral("engines"),     QStringLiteral("createTable"),
                                       QStringLiteral("types")};
    if (!onlyMembers(json, QString(), members, error))
        return false;
    if (json.value(QLatin1String("formatVersion")) != QJsonValue(1))
        return fail(error, QStringLiteral("formatVersion"), QStringLiteral("expected 1"));
    t.id = json.value(QLatin1String("target")).toString();
    static const QRegularExpression idPattern(QStringLiteral("^[a-z0-9][a-z0-9._-]*$"));
    if (!idPattern.match(t.id).hasMatch())
        return fail(error, QStringLiteral("target"), QStringLiteral("expected a lower-case id such as \"flink-1.18\""));
    if (!readText(json, QString(), "label", &t.label, error) || !readText(json, QString(), "description", &t.description, error))
        return false;
    t.dialect = json.value(QLatin1String("dialect")).toString();
    if (t.dialect.isEmpty())
        return fail(error, QStringLiteral("dialect"), QStringLiteral("expected the DDL dialect the platform reads, such as \"flink\""));
    const QJsonValue isDefault = json.value(QLatin1String("default"));
    if (!isDefault.isUndefined() && !isDefault.isBool())
        return fail(error, QStringLiteral("default"), QStringLiteral("expected true or false"));
    t.isDefault = isDefault.toBool(false);
    static const QSet<QString> clauses{QStringLiteral("rename-table"), QStringLiteral("rename-column"), QStringLiteral("add"),
                                       QStringLiteral("modify"),       QStringLiteral("drop"),          QStringLiteral("set"),
                                       QStringLiteral("reset")};
    // A type's root name as the type parser spells it (test_schemaloader holds every one against
    // the parser: a misspelt name would refuse nothing).
    static const QRegularExpression typeName(QStringLiteral("^[A-Z][A-Z_]*$"));
    if (!readNames(json, "alterTable", "an array of ALTER TABLE clauses", "rename-table, rename-column, add, modify, drop, set or reset",
                   [](const QString &name) { return clauses.contains(name); }, &t.alterTable, error)
        || !readNames(json, "createTable", "an array of CREATE TABLE clauses", "distributed-by",
                      [](const QString &name) { return name == QLatin1String("distributed-by"); }, &t.createTable, error)
        || !readNames(json, "types", "an array of data type names", "the name of a data type, such as \"VARIANT\"",
                      [](const QString &name) { return typeName.match(name).hasMatch(); }, &t.types, error))
        return false;
    const QJsonValue engines = json.value(QLatin1String("engines"));
    if (!engines.isUndefined() && !engines.isArray())
        return fail(error, QStringLiteral("engines"), QStringLiteral("expected an array of engine releases such as \"flink-1.20\""));
    for (const QJsonValue &engine : engines.toArray()) {
        if (!engine.isString() || engine.toString().isEmpty())
            return fail(error, QStringLiteral("engines"), QStringLiteral("expected an array of engine releases such as \"flink-1.20\""));
        t.engines << engine.toString();
    }
    for (const char *member : {"connectors", "formats"}) {
        const bool formats = QLatin1String(member) == QLatin1String("formats");
        const QJsonValue overlays = json.value(QLatin1String(member));
        if (!overlays.isUndefined() && !overlays.isObject())
            return fail(error, QLatin1String(member), formats ? QStringLiteral("expected an object of format ids") : QStringLiteral("expected an object of connector ids"));
        const QJsonObject overlayObject = overlays.toObject();
        for (auto it = overlayObject.begin(); it != overlayObject.end(); ++it) {
            const QString path = QLatin1String(member) + QLatin1Char('.') + it.key() + QLatin1Char('.');
            if (!it.value().isObject())
                return fail(error, path.chopped(1), QStringLiteral("expected an object"));
            if (!checkConnectorOverlay(it.value().toObject(), path, error))
                return false;
            (formats ? t.formats : t.connectors).insert(it.key(), it.value().toObject());
        }
    }
    *out = t;
    return true;
}

QJsonObject applyTarget(const QJsonObject &connector, const TargetSchema &target, QStringList *unmatched)
{
    QJsonObject result = connector;
    const bool format = connector.value(QLatin1String("kind")) == QJsonValue(QStringLiteral("format"));
    const QString connectorId = connector.value(QLatin1String(format ? "format" : "connector")).toString();
    const QJsonObject overlay = (format ? target.formats : target.connectors).value(connectorId);
    const QString where = QStringLiteral("target %1, %2 %3").arg(target.id, QLatin1String(format ? "format" : "connector"), connectorId);

    QJsonObject onTarget{{QStringLiteral("target"), target.id}, {QStringLiteral("label"), target.label.toJson()},
                         {QStringLiteral("createTable"), QJsonArray::fromStringList(target.createTable)}};
    if (!overlay.isEmpty()) {
        onTarget.insert(QStringLiteral("platform"), overlay.value(QLatin1String("platform")));
        onTarget.insert(QStringLiteral("source"), overlay.value(QLatin1String("source")));
        if (overlay.contains(QLatin1String("docs")))
            onTarget.insert(QStringLiteral("docs"), overlay.value(QLatin1String("docs")));
        if (overlay.value(QLatin1String("available")) == QJsonValue(false))
            onTarget.insert(QStringLiteral("unavailable"), overlay.value(QLatin1String("why")));
    }
    result.insert(QStringLiteral("onTarget"), onTarget);

    QJsonObject dialects = result.value(QLatin1String("dialects")).toObject();
    QJsonObject dialect = dialects.value(target.dialect).toObject();
    QJsonObject mappings = dialect.value(QLatin1String("options")).toObject();
    QJsonObject optionOverlays = overlay.value(QLatin1String("options")).toObject();
    // The connector's options, and those it reads once per column (datagen's `fields.#.var-len`).
    const auto applyOptionOverlays = [&](QJsonArray options, bool perColumn) {
        for (int i = 0; i < options.size(); ++i) {
            QJsonObject option = options.at(i).toObject();
            const QString key = option.value(QLatin1String("key")).toString();
            if (!optionOverlays.contains(key))
                continue;
            const QJsonObject change = optionOverlays.take(key).toObject();
            QJsonObject onOption{{QStringLiteral("source"), change.value(QLatin1String("source"))}};
            QJsonObject mapping = mappings.value(key).toObject();
            if (change.value(QLatin1String("fallback")).toBool())
                onOption.insert(QStringLiteral("fallback"), true);
            if (change.contains(QLatin1String("key"))) {
                onOption.insert(QStringLiteral("key"), change.value(QLatin1String("key")));
                mapping.insert(QStringLiteral("key"), change.value(QLatin1String("key")));
            }
            if (change.contains(QLatin1String("absent"))) {
                onOption.insert(QStringLiteral("absent"), change.value(QLatin1String("absent")));
                mapping = QJsonObject{{QStringLiteral("omit"), true}};
            }
            // A per-column option is written under each column's key, never mapped.
            if (!mapping.isEmpty() && !perColumn)
                mappings.insert(key, mapping);
            // How a job option reaches `flink run` on the platform (the job schema, "connector": "job").
            if (change.contains(QLatin1String("submitAs")) && change.value(QLatin1String("submitAs")) != QJsonValue(QStringLiteral("flag")))
                option.remove(QStringLiteral("flag"));
            // `roles`: the roles the option applies to there (Kafka's 'topic-pattern' takes sinks
            // from connector 3.3 on); the result is read as a schema file, which checks it.
            for (const char *member : {"default", "values", "required", "roles", "submitAs", "flag"}) {
                const QJsonValue value = change.value(QLatin1String(member));
                if (value.isNull())
                    option.remove(QLatin1String(member));
                else if (!value.isUndefined())
                    option.insert(QLatin1String(member), value);
            }
            option.insert(QStringLiteral("onTarget"), onOption);
            options[i] = option;
        }
        return options;
    };
    result.insert(QStringLiteral("options"), applyOptionOverlays(result.value(QLatin1String("options")).toArray(), false));
    if (result.contains(QLatin1String("columnOptions"))) {
        QJsonObject columnOptions = result.value(QLatin1String("columnOptions")).toObject();
        columnOptions.insert(QStringLiteral("options"), applyOptionOverlays(columnOptions.value(QLatin1String("options")).toArray(), true));
        result.insert(QStringLiteral("columnOptions"), columnOptions);
    }
    for (auto it = optionOverlays.begin(); it != optionOverlays.end(); ++it)
        *unmatched << QStringLiteral("%1: options.%2 is not an option of the connector").arg(where, it.key());
    // A connector without the target's dialect cannot be written there at all (the validator
    // says so); it must not gain an empty dialect of that name.
    if (!mappings.isEmpty() && dialects.contains(target.dialect)) {
        dialect.insert(QStringLiteral("options"), mappings);
        dialects.insert(target.dialect, dialect);
        result.insert(QStringLiteral("dialects"), dialects);
    }

    QJsonArray metadata = result.value(QLatin1String("metadata")).toArray();
    QJsonObject metadataOverlays = overlay.value(QLatin1String("metadata")).toObject();
    for (int i = 0; i < metadata.size(); ++i) {
        QJsonObject entry = metadata.at(i).toObject();
        const QJsonObject change = metadataOverlays.take(entry.value(QLatin1String("key")).toString()).toObject();
        for (const char *member : {"readOnly", "description", "writableWhen", "writableHint"}) {
            if (change.contains(QLatin1String(member)))
                entry.insert(QLatin1String(member), change.value(QLatin1String(member)));
        }
        metadata[i] = entry;
    }
    for (auto it = metadataOverlays.begin(); it != metadataOverlays.end(); ++it)
        *unmatched << QStringLiteral("%1: metadata.%2 is not metadata of the connector").arg(where, it.key());
    if (!metadata.isEmpty())
        result.insert(QStringLiteral("metadata"), metadata);

    if (overlay.contains(QLatin1String("submit")))
        result.insert(QStringLiteral("submit"), overlay.value(QLatin1String("submit")));

    applyListChanges(overlay, QStringLiteral("rules"), where, &result, unmatched);
    applyListChanges(overlay, QStringLiteral("columnTypes"), where, &result, unmatched);
    return result;
}

} // namespace st

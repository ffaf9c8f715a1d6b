#include "schema/connectorschema.h"

#include "schema/conditions.h"
#include "schema/connectorschema_p.h"
#include "schema/optionvalue.h"

#include <QJsonArray>
#include <QSet>

#include <algorithm>

// ConnectorSchema::fromJson(): a schema file read member by member. The steps run in the order
// the file was always checked in, so a file with several problems still reports the same first one.

namespace st {

using schemadetail::claimRuleId;
using schemadetail::readDatabaseRule;
using schemadetail::readDialect;
using schemadetail::readOption;
using schemadetail::readRule;
using schemadetail::readRuleHeader;
using schemadetail::SchemaReader;

namespace {

/// "formatVersion", "kind", the id ("connector", or "format" for a format schema) and the texts shown.
bool readHeader(SchemaReader &r, const QJsonObject &json, ConnectorSchema &s)
{
    const QJsonValue version = json.value(QLatin1String("formatVersion"));
    if (!version.isDouble())
        return r.fail(QStringLiteral("formatVersion"), QStringLiteral("is missing (expected 1)"));
    if (version.toInt() != 1)
        return r.fail(QStringLiteral("formatVersion"), QStringLiteral("version %1 is not supported (this program reads version 1)").arg(version.toInt()));
    QString kind = QStringLiteral("connector");
    if (!r.string(json, QString(), "kind", &kind, false))
        return false;
    if (kind == QLatin1String("job"))
        s.kind = SchemaKind::Job;
    else if (kind == QLatin1String("format"))
        s.kind = SchemaKind::Format;
    else if (kind != QLatin1String("connector"))
        return r.fail(QStringLiteral("kind"), QStringLiteral("expected \"connector\", \"job\" or \"format\""));
    const char *idMember = s.isFormat() ? "format" : "connector";
    if (!r.string(json, QString(), idMember, &s.connector, true))
        return false;
    static const QRegularExpression idPattern(QStringLiteral("^[a-z0-9_-]+$"));
    if (!idPattern.match(s.connector).hasMatch())
        return r.fail(QLatin1String(idMember), QStringLiteral("\"%1\" is not a lower-case id ([a-z0-9_-]+)").arg(s.connector));
    const QJsonValue listOrder = json.value(QLatin1String("listOrder"));
    if (!listOrder.isUndefined() && (!listOrder.isDouble() || listOrder.toDouble() != listOrder.toInt()))
        return r.fail(QStringLiteral("listOrder"), QStringLiteral("expected a whole number"));
    s.listOrder = listOrder.toInt(s.listOrder);
    const QJsonValue generated = json.value(QLatin1String("generated"));
    if (!generated.isUndefined()) {
        if (!generated.isObject())
            return r.fail(QStringLiteral("generated"), QStringLiteral("expected an object with \"options\" (and \"withoutKey\")"));
        const auto readOptions = [&](const QString &path, const QJsonValue &value, QMap<QString, QString> *out) {
            if (value.isUndefined())
                return true;
            const QJsonObject options = value.toObject().value(QLatin1String("options")).toObject();
            for (auto it = options.begin(); it != options.end(); ++it) {
                if (!it.value().isString())
                    return r.fail(path + QStringLiteral(".options.") + it.key(), QStringLiteral("expected a string"));
                out->insert(it.key(), it.value().toString());
            }
            return true;
        };
        if (!readOptions(QStringLiteral("generated"), generated, &s.generatedOptions)
            || !readOptions(QStringLiteral("generated.withoutKey"), generated.toObject().value(QLatin1String("withoutKey")),
                            &s.generatedWithoutKeyOptions))
            return false;
    }
    return r.text(json, QString(), "label", &s.label, true) && r.text(json, QString(), "description", &s.description, true);
}

/// A format's options follow a connector's format option: the format has no DDL of its own.
bool readFormatMembers(SchemaReader &r, const QJsonObject &json, ConnectorSchema &s)
{
    if (!s.isFormat()) {
        for (const char *member : {"changelog", "unlistedOptions"}) {
            if (json.contains(QLatin1String(member)))
                return r.fail(QLatin1String(member), QStringLiteral("only format schemas (\"kind\": \"format\") have it"));
        }
        return true;
    }
    for (const char *member : {"connector", "dialects", "metadata", "partitioning", "primaryKey", "identity", "databaseRules",
                               "submit", "passThrough", "formatOptions"}) {
        if (json.contains(QLatin1String(member)))
            return r.fail(QLatin1String(member), QStringLiteral("not part of a format schema"));
    }
    const QJsonValue changelog = json.value(QLatin1String("changelog"));
    if (!changelog.isUndefined() && !changelog.isBool())
        return r.fail(QStringLiteral("changelog"), QStringLiteral("expected true or false"));
    s.changelog = changelog.toBool(false);
    const QJsonValue unlisted = json.value(QLatin1String("unlistedOptions"));
    if (!unlisted.isUndefined() && unlisted != QJsonValue(QStringLiteral("passed")) && unlisted != QJsonValue(QStringLiteral("refused")))
        return r.fail(QStringLiteral("unlistedOptions"), QStringLiteral("expected \"passed\" or \"refused\""));
    s.passesUnlistedOptions = unlisted == QJsonValue(QStringLiteral("passed"));
    return true;
}

/// A job profile has no roles, dialects or metadata: only options, rules and how to submit.
bool readJobSubmit(SchemaReader &r, const QJsonObject &json, ConnectorSchema &s)
{
    s.roles = RoleSet{true, true};
    for (const char *member : {"roles", "dialects", "metadata", "partitioning", "primaryKey", "identity", "databaseRules"}) {
        if (json.contains(QLatin1String(member)))
            return r.fail(QLatin1String(member), QStringLiteral("not part of a job schema"));
    }
    const QJsonValue submit = json.value(QLatin1String("submit"));
    if (!submit.isObject())
        return r.fail(QStringLiteral("submit"), QStringLiteral("expected {\"command\": [...], \"propertyFlag\": \"...\"}"));
    const QJsonValue command = submit.toObject().value(QLatin1String("command"));
    if (!command.isArray() || command.toArray().isEmpty())
        return r.fail(QStringLiteral("submit.command"), QStringLiteral("expected a non-empty array of words"));
    for (const QJsonValue &word : command.toArray()) {
        if (!word.isString() || word.toString().isEmpty())
            return r.fail(QStringLiteral("submit.command"), QStringLiteral("expected a non-empty array of words"));
        s.submit.command << word.toString();
    }
    return r.string(submit.toObject(), QStringLiteral("submit"), "propertyFlag", &s.submit.propertyFlag, true);
}

/// "roles": a job serves both, and so does a format that names none.
bool readRoles(SchemaReader &r, const QJsonObject &json, ConnectorSchema &s)
{
    if (s.isJob()) {
        if (!readJobSubmit(r, json, s))
            return false;
    } else if (s.isFormat() && !json.contains(QLatin1String("roles"))) {
        s.roles = RoleSet{true, true};
    } else {
        if (json.contains(QLatin1String("submit")))
            return r.fail(QStringLiteral("submit"), QStringLiteral("only job schemas (\"kind\": \"job\") submit"));
        if (!r.roles(json.value(QLatin1String("roles")), QStringLiteral("roles"), &s.roles))
            return false;
    }
    if (s.roles.isEmpty())
        return r.fail(QStringLiteral("roles"), QStringLiteral("needs at least one role"));
    return true;
}

/// "partitioning", "primaryKey", "bucketing" and "passThrough": what a table of the connector may have.
bool readTableShape(SchemaReader &r, const QJsonObject &json, ConnectorSchema &s)
{
    s.partitioning = json.value(QLatin1String("partitioning")).toBool(false);
    // Strict, like every member of a kind: a misspelt "require" must not silently mean optional.
    const QJsonValue primaryKey = json.value(QLatin1String("primaryKey"));
    if (!primaryKey.isUndefined()) {
        if (primaryKey == QJsonValue(QStringLiteral("required")))
            s.primaryKeyRequired = true;
        else if (primaryKey != QJsonValue(QStringLiteral("optional")))
            return r.fail(QStringLiteral("primaryKey"), QStringLiteral("expected \"required\" or \"optional\""));
    }
    const QJsonValue bucketing = json.value(QLatin1String("bucketing"));
    if (!bucketing.isUndefined()) {
        static const QSet<QString> algorithms{QStringLiteral("HASH"), QStringLiteral("RANGE"), QStringLiteral("UNKNOWN")};
        const QJsonArray listed = bucketing.toArray();
        const bool known = std::all_of(listed.begin(), listed.end(), [](const QJsonValue &a) { return algorithms.contains(a.toString()); });
        if (!bucketing.isArray() || listed.isEmpty() || !known)
            return r.fail(QStringLiteral("bucketing"), QStringLiteral("expected an array of HASH, RANGE or UNKNOWN"));
        for (const QJsonValue &algorithm : listed)
            s.bucketing << algorithm.toString();
    }
    for (auto [member, out] : {std::pair{"physicalColumnsOnly", &s.physicalColumnsOnly}, std::pair{"noWatermark", &s.noWatermark}}) {
        LocalizedText why;
        if (!json.contains(QLatin1String(member)))
            continue;
        if (!r.text(json, QString(), member, &why, true))
            return false;
        *out = why;
    }
    const QJsonValue passThrough = json.value(QLatin1String("passThrough"));
    if (!passThrough.isUndefined()) {
        if (!passThrough.isArray())
            return r.fail(QStringLiteral("passThrough"), QStringLiteral("expected an array of key prefixes"));
        for (const QJsonValue &prefix : passThrough.toArray()) {
            if (!prefix.isString() || prefix.toString().isEmpty())
                return r.fail(QStringLiteral("passThrough"), QStringLiteral("expected an array of key prefixes"));
            s.passThrough << prefix.toString();
        }
    }
    return true;
}

/// "refusedOptions": keys the connector refuses, each with why.
bool readRefusedOptions(SchemaReader &r, const QJsonObject &json, ConnectorSchema &s)
{
    QJsonObject refused;
    if (!r.object(json, QString(), "refusedOptions", &refused))
        return false;
    for (auto it = refused.begin(); it != refused.end(); ++it) {
        LocalizedText why;
        if (!r.text(refused, QStringLiteral("refusedOptions"), it.key().toUtf8().constData(), &why, true))
            return false;
        s.refusedOptions.insert(it.key(), why);
    }
    return true;
}

/// "metadata" without its conditions, which readMetadataConditions() reads once the options are known.
bool readMetadata(SchemaReader &r, const QJsonObject &json, ConnectorSchema &s)
{
    QJsonArray metadata;
    if (!r.array(json, QString(), "metadata", &metadata))
        return false;
    for (int i = 0; i < metadata.size(); ++i) {
        const QString path = QStringLiteral("metadata[%1]").arg(i);
        if (!metadata.at(i).isObject())
            return r.fail(path, QStringLiteral("expected an object"));
        const QJsonObject m = metadata.at(i).toObject();
        MetadataSchema md;
        if (!r.string(m, path, "key", &md.key, true) || !r.string(m, path, "type", &md.type, true)
            || !r.text(m, path, "description", &md.description, false))
            return false;
        md.readOnly = m.value(QLatin1String("readOnly")).toBool(false);
        if (m.contains(QLatin1String("when")) && !r.text(m, path, "whenHint", &md.whenHint, true))
            return false;
        if (m.contains(QLatin1String("writableWhen"))) {
            if (md.readOnly)
                return r.fail(path + QStringLiteral(".writableWhen"), QStringLiteral("a read-only key is never written"));
            if (!r.text(m, path, "writableHint", &md.writableHint, true))
                return false;
        }
        s.metadata << md;
    }
    return true;
}

/// "options", each checked on its own (its default too); `keys` gets their keys in order.
bool readOptions(SchemaReader &r, const QJsonObject &json, ConnectorSchema &s, QStringList *keys)
{
    const QJsonValue options = json.value(QLatin1String("options"));
    if (!options.isArray())
        return r.fail(QStringLiteral("options"), QStringLiteral("expected an array of options"));
    const QJsonArray optionArray = options.toArray();
    for (int i = 0; i < optionArray.size(); ++i) {
        OptionSchema opt;
        const QString path = QStringLiteral("options[%1]").arg(i);
        if (!readOption(r, optionArray.at(i), path, s.roles, s.kind, &opt))
            return false;
        if (keys->contains(opt.key))
            return r.fail(path + QStringLiteral(".key"), QStringLiteral("\"%1\" is defined twice").arg(opt.key));
        if (opt.defaultValue) {
            if (const auto problem = checkOptionValue(opt, *opt.defaultValue))
                return r.fail(path + QStringLiteral(".default"), problem->en);
        }
        *keys << opt.key;
        s.options << opt;
    }
    for (int i = 0; i < s.options.size(); ++i) {
        const QString &prefix = s.options.at(i).itemPrefixOption;
        if (!prefix.isEmpty() && !keys->contains(prefix))
            return r.fail(QStringLiteral("options[%1].itemPrefixOption").arg(i), QStringLiteral("\"%1\" is not an option of this connector").arg(prefix));
    }
    return true;
}

/// A list of column option keys (`fields.#.start`), each one of `options`.
bool readColumnOptionKeys(SchemaReader &r, const QJsonValue &json, const QString &path, const ColumnOptions &options, QStringList *out)
{
    if (!json.isUndefined() && !json.isArray())
        return r.fail(path, QStringLiteral("expected an array of column option keys"));
    for (const QJsonValue &item : json.toArray()) {
        if (!options.option(item.toString()))
            return r.fail(path, QStringLiteral("\"%1\" is not one of columnOptions.options").arg(item.toString()));
        *out << item.toString();
    }
    return true;
}

/// One entry of `columnOptions.uses`: which options a column of some types reads.
bool readColumnOptionUse(SchemaReader &r, const QJsonValue &json, const QString &path, ColumnOptions &options)
{
    if (!json.isObject())
        return r.fail(path, QStringLiteral("expected an object"));
    const QJsonObject o = json.toObject();
    static const QSet<QString> members{QStringLiteral("selected"), QStringLiteral("types"), QStringLiteral("reads"), QStringLiteral("required"),
                                       QStringLiteral("inner"), QStringLiteral("lengthNotAbove"), QStringLiteral("below")};
    for (auto it = o.begin(); it != o.end(); ++it) {
        if (!members.contains(it.key()))
            return r.fail(path + QLatin1Char('.') + it.key(), QStringLiteral("unknown member"));
    }
    ColumnOptionUse use;
    const OptionSchema *selector = options.option(options.selector);
    for (const QJsonValue &v : o.value(QLatin1String("selected")).toArray()) {
        if (!selector->values.contains(v.toString()))
            return r.fail(path + QStringLiteral(".selected"), QStringLiteral("\"%1\" is not a value of %2").arg(v.toString(), options.selector));
        use.selected << v.toString();
    }
    for (const QJsonValue &v : o.value(QLatin1String("types")).toArray())
        use.types << v.toString();
    if (use.selected.isEmpty() || use.types.isEmpty())
        return r.fail(path, QStringLiteral("needs \"selected\" values and \"types\""));
    QJsonObject reads;
    if (!r.object(o, path, "reads", &reads))
        return false;
    for (auto it = reads.begin(); it != reads.end(); ++it) {
        ValueType type;
        if (!options.option(it.key()))
            return r.fail(path + QStringLiteral(".reads"), QStringLiteral("\"%1\" is not one of columnOptions.options").arg(it.key()));
        if (!parseValueType(it.value().toString(), &type))
            return r.fail(path + QStringLiteral(".reads.") + it.key(), QStringLiteral("unknown type \"%1\"").arg(it.value().toString()));
        use.reads.insert(it.key(), type);
    }
    if (!readColumnOptionKeys(r, o.value(QLatin1String("required")), path + QStringLiteral(".required"), options, &use.required))
        return false;
    use.inner = o.value(QLatin1String("inner")).toBool(false);
    if (!r.string(o, path, "lengthNotAbove", &use.lengthNotAbove, false))
        return false;
    if (!use.lengthNotAbove.isEmpty() && !use.reads.contains(use.lengthNotAbove))
        return r.fail(path + QStringLiteral(".lengthNotAbove"), QStringLiteral("names an option the use does not read"));
    for (const QJsonValue &pair : o.value(QLatin1String("below")).toArray()) {
        QStringList keys;
        if (!readColumnOptionKeys(r, pair, path + QStringLiteral(".below"), options, &keys))
            return false;
        if (keys.size() != 2)
            return r.fail(path + QStringLiteral(".below"), QStringLiteral("expected pairs of option keys"));
        use.below << qMakePair(keys.at(0), keys.at(1));
    }
    options.uses << use;
    return true;
}

/// `columnOptions`: options read once per column (docs/SCHEMAS.md "Column options").
bool readColumnOptions(SchemaReader &r, const QJsonObject &json, ConnectorSchema &s)
{
    QJsonObject o;
    if (!r.object(json, QString(), "columnOptions", &o))
        return false;
    if (o.isEmpty())
        return true;
    const QString path = QStringLiteral("columnOptions");
    const QJsonArray options = o.value(QLatin1String("options")).toArray();
    if (options.isEmpty())
        return r.fail(path + QStringLiteral(".options"), QStringLiteral("expected a non-empty array of options"));
    for (int i = 0; i < options.size(); ++i) {
        OptionSchema opt;
        const QString at = path + QStringLiteral(".options[%1]").arg(i);
        if (!readOption(r, options.at(i), at, s.roles, s.kind, &opt))
            return false;
        if (opt.key.count(QLatin1Char('#')) != 1)
            return r.fail(at + QStringLiteral(".key"), QStringLiteral("needs one '#' where the column's name goes"));
        if (s.columnOptions.option(opt.key) || s.option(opt.key))
            return r.fail(at + QStringLiteral(".key"), QStringLiteral("\"%1\" is defined twice").arg(opt.key));
        if (opt.defaultValue) {
            if (const auto problem = checkOptionValue(opt, *opt.defaultValue))
                return r.fail(at + QStringLiteral(".default"), problem->en);
        }
        s.columnOptions.options << opt;
    }
    if (!r.string(o, path, "selector", &s.columnOptions.selector, false) || !r.string(o, path, "source", &s.columnOptions.source, true))
        return false;
    const QJsonValue declared = o.value(QLatin1String("declaredByEngine"));
    if (!declared.isUndefined() && !declared.isBool())
        return r.fail(path + QStringLiteral(".declaredByEngine"), QStringLiteral("expected true or false"));
    s.columnOptions.declaredByEngine = declared.toBool(true);
    const OptionSchema *selector = s.columnOptions.option(s.columnOptions.selector);
    if (!s.columnOptions.selector.isEmpty() && (!selector || selector->type != ValueType::Enum))
        return r.fail(path + QStringLiteral(".selector"), QStringLiteral("expected the key of an enum column option"));
    QJsonArray uses;
    if (!r.array(o, path, "uses", &uses))
        return false;
    if (s.columnOptions.selector.isEmpty() != uses.isEmpty())
        return r.fail(path + QStringLiteral(".uses"), QStringLiteral("a selector and its uses go together: both or neither"));
    for (int i = 0; i < uses.size(); ++i) {
        if (!readColumnOptionUse(r, uses.at(i), path + QStringLiteral(".uses[%1]").arg(i), s.columnOptions))
            return false;
    }
    for (auto it = o.begin(); it != o.end(); ++it) {
        if (!QStringList{QStringLiteral("options"), QStringLiteral("selector"), QStringLiteral("source"), QStringLiteral("uses"), QStringLiteral("declaredByEngine")}.contains(it.key()))
            return r.fail(path + QLatin1Char('.') + it.key(), QStringLiteral("unknown member"));
    }
    return true;
}

/// A metadata key's conditions name options, so they are read once those are known.
bool readMetadataConditions(SchemaReader &r, const QJsonObject &json, const QStringList &keys, ConnectorSchema &s)
{
    const QJsonArray metadata = json.value(QLatin1String("metadata")).toArray();
    for (int i = 0; i < metadata.size(); ++i) {
        const QJsonObject m = metadata.at(i).toObject();
        for (const char *member : {"when", "writableWhen"}) {
            if (!m.contains(QLatin1String(member)))
                continue;
            Condition condition;
            QString problem;
            if (!parseCondition(m.value(QLatin1String(member)), QStringLiteral("metadata[%1].%2").arg(i).arg(QLatin1String(member)), keys,
                                &condition, &problem))
                return r.failWith(problem);
            (QLatin1String(member) == QLatin1String("when") ? s.metadata[i].when : s.metadata[i].writableWhen) = condition;
        }
    }
    return true;
}

bool readRules(SchemaReader &r, const QJsonObject &json, const QStringList &keys, QStringList *ids, ConnectorSchema &s)
{
    QJsonArray rules;
    if (!r.array(json, QString(), "rules", &rules))
        return false;
    for (int i = 0; i < rules.size(); ++i) {
        RuleSchema rule;
        const QString path = QStringLiteral("rules[%1]").arg(i);
        if (!readRule(r, rules.at(i), path, keys, &rule))
            return false;
        if (!claimRuleId(r, ids, path, rule.id))
            return false;
        s.rules << rule;
    }
    return true;
}

/// "columnTypes": column types the connector refuses, or wants simple inside them.
bool readColumnTypeRules(SchemaReader &r, const QJsonObject &json, const QStringList &keys, QStringList *ids, ConnectorSchema &s)
{
    QJsonArray columnTypes;
    if (!r.array(json, QString(), "columnTypes", &columnTypes))
        return false;
    for (int i = 0; i < columnTypes.size(); ++i) {
        const QString path = QStringLiteral("columnTypes[%1]").arg(i);
        if (!columnTypes.at(i).isObject())
            return r.fail(path, QStringLiteral("expected an object"));
        const QJsonObject o = columnTypes.at(i).toObject();
        ColumnTypeRuleSchema rule;
        QString problem;
        if (!readRuleHeader(r, o, path, &rule.id, &rule.severity, &rule.message))
            return false;
        if (o.contains(QLatin1String("when")) && !parseCondition(o.value(QLatin1String("when")), path + QStringLiteral(".when"), keys, &rule.when, &problem))
            return r.failWith(problem);
        for (const char *member : {"refuse", "simpleInside"}) {
            QStringList &roots = QLatin1String(member) == QLatin1String("refuse") ? rule.refuse : rule.simpleInside;
            for (const QJsonValue &v : o.value(QLatin1String(member)).toArray())
                roots << v.toString().toUpper();
        }
        if (rule.refuse.isEmpty() && rule.simpleInside.isEmpty())
            return r.fail(path, QStringLiteral("needs \"refuse\" or \"simpleInside\": type roots such as MAP or ROW"));
        if (!claimRuleId(r, ids, path, rule.id))
            return false;
        s.columnTypeRules << rule;
    }
    return true;
}

/// "identity": the options that together name the physical table.
bool readTableIdentity(SchemaReader &r, const QJsonObject &json, const QStringList &keys, ConnectorSchema &s)
{
    const QJsonValue identity = json.value(QLatin1String("identity"));
    if (identity.isUndefined())
        return true;
    if (!identity.isArray() || identity.toArray().isEmpty())
        return r.fail(QStringLiteral("identity"), QStringLiteral("expected a non-empty array of option keys"));
    const QJsonArray array = identity.toArray();
    for (int i = 0; i < array.size(); ++i) {
        const QString key = array.at(i).toString();
        if (!keys.contains(key))
            return r.fail(QStringLiteral("identity[%1]").arg(i), QStringLiteral("\"%1\" is not an option of this connector").arg(key));
        s.identity << key;
    }
    return true;
}

/// "connection": the options and key prefixes a named connection holds, and whose connections it also takes.
/// `"connection": {"catalog": {...}}`: a connection of the connector is a lake catalog, with
/// options of its own (not the tables').
bool readCatalogConnection(SchemaReader &r, const QJsonObject &connection, ConnectorSchema &s)
{
    if (connection.size() != 1)
        return r.fail(QStringLiteral("connection"), QStringLiteral("a catalog connection has \"catalog\" alone"));
    QJsonObject catalog;
    if (!r.object(connection, QStringLiteral("connection"), "catalog", &catalog))
        return false;
    const QString path = QStringLiteral("connection.catalog");
    QString source;
    if (!r.string(catalog, path, "type", &s.connection.catalogType, true) || !r.string(catalog, path, "source", &source, true))
        return false;
    const QJsonArray options = catalog.value(QLatin1String("options")).toArray();
    if (options.isEmpty())
        return r.fail(path + QStringLiteral(".options"), QStringLiteral("expected a non-empty array of options"));
    for (int i = 0; i < options.size(); ++i) {
        OptionSchema option;
        const QString at = path + QStringLiteral(".options[%1]").arg(i);
        if (!readOption(r, options.at(i), at, s.roles, s.kind, &option))
            return false;
        if (s.connection.options.contains(option.key))
            return r.fail(at + QStringLiteral(".key"), QStringLiteral("\"%1\" is defined twice").arg(option.key));
        s.connection.options << option.key;
        s.catalogOptions << option;
    }
    for (const QJsonValue &prefix : catalog.value(QLatin1String("prefixes")).toArray())
        s.connection.prefixes << prefix.toString();
    for (auto it = catalog.begin(); it != catalog.end(); ++it) {
        if (!QStringList{QStringLiteral("type"), QStringLiteral("source"), QStringLiteral("options"), QStringLiteral("prefixes")}.contains(it.key()))
            return r.fail(path + QLatin1Char('.') + it.key(), QStringLiteral("unknown member"));
    }
    return true;
}

bool readConnection(SchemaReader &r, const QJsonObject &json, const QStringList &keys, ConnectorSchema &s)
{
    const QJsonValue connection = json.value(QLatin1String("connection"));
    if (connection.isUndefined())
        return true;
    if (s.isJob() || s.isFormat())
        return r.fail(QStringLiteral("connection"), QStringLiteral("only connector schemas have connections"));
    if (!connection.isObject())
        return r.fail(QStringLiteral("connection"), QStringLiteral("expected {\"options\": [...], \"prefixes\": [...]}"));
    const QJsonObject o = connection.toObject();
    if (o.contains(QLatin1String("catalog")))
        return readCatalogConnection(r, o, s);
    for (auto it = o.begin(); it != o.end(); ++it) {
        if (it.key() != QLatin1String("options") && it.key() != QLatin1String("prefixes") && it.key() != QLatin1String("connectionsOf"))
            return r.fail(QStringLiteral("connection.") + it.key(),
                          QStringLiteral("unknown member; expected \"options\", \"prefixes\" or \"connectionsOf\""));
        if (!it.value().isArray())
            return r.fail(QStringLiteral("connection.") + it.key(), QStringLiteral("expected an array of strings"));
        const QJsonArray array = it.value().toArray();
        for (int i = 0; i < array.size(); ++i) {
            const QString path = QStringLiteral("connection.%1[%2]").arg(it.key()).arg(i);
            const QString value = array.at(i).toString();
            if (value.isEmpty())
                return r.fail(path, QStringLiteral("expected a non-empty string"));
            if (it.key() == QLatin1String("options")) {
                if (!keys.contains(value))
                    return r.fail(path, QStringLiteral("\"%1\" is not an option of this connector").arg(value));
                s.connection.options << value;
            } else if (it.key() == QLatin1String("connectionsOf")) {
                if (value == s.connector)
                    return r.fail(path, QStringLiteral("a connector's own connections serve its tables already"));
                s.connection.connectionsOf << value;
            } else {
                s.connection.prefixes << value;
            }
        }
    }
    if (s.connection.isEmpty())
        return r.fail(QStringLiteral("connection"), QStringLiteral("names no option and no prefix"));
    return true;
}

bool readDatabaseRules(SchemaReader &r, const QJsonObject &json, const QStringList &keys, QStringList *ids, ConnectorSchema &s)
{
    QJsonArray databaseRules;
    if (!r.array(json, QString(), "databaseRules", &databaseRules))
        return false;
    for (int i = 0; i < databaseRules.size(); ++i) {
        DatabaseRuleSchema rule;
        const QString path = QStringLiteral("databaseRules[%1]").arg(i);
        if (!readDatabaseRule(r, databaseRules.at(i), path, keys, &rule))
            return false;
        if (!claimRuleId(r, ids, path, rule.id))
            return false;
        s.databaseRules << rule;
    }
    return true;
}

/// "readsStream": true, false, or the condition under which a source table reads a stream that has no end.
bool readReadsStream(SchemaReader &r, const QJsonObject &json, const QStringList &keys, ConnectorSchema &s)
{
    if (!json.contains(QLatin1String("readsStream")))
        return true;
    Condition when;
    QString problem;
    const QJsonValue value = json.value(QLatin1String("readsStream"));
    if (value.isBool()) {
        if (value.toBool())
            s.readsStream = when;
    } else if (!parseCondition(value, QStringLiteral("readsStream"), keys, &when, &problem)) {
        return r.failWith(problem);
    } else {
        s.readsStream = when;
    }
    return true;
}

/// "emitsChangelog": true, false, or the condition under which a source table of the connector
/// produces updates and deletes (mysql-cdc unless it reads the changelog as append-only);
/// "acceptsChangelog": what a sink table of it takes, "no" (inserts only), "withPrimaryKey"
/// (updates and deletes by its PRIMARY KEY) or "yes".
bool readChangelog(SchemaReader &r, const QJsonObject &json, const QStringList &keys, ConnectorSchema &s)
{
    const QJsonValue emits = json.value(QLatin1String("emitsChangelog"));
    if (emits.isBool()) {
        if (emits.toBool())
            s.emitsChangelog = Condition();
    } else if (!emits.isUndefined()) {
        Condition when;
        QString problem;
        if (!parseCondition(emits, QStringLiteral("emitsChangelog"), keys, &when, &problem))
            return r.failWith(problem);
        s.emitsChangelog = when;
    }
    const QJsonValue accepts = json.value(QLatin1String("acceptsChangelog"));
    if (accepts.isUndefined())
        return true;
    static const QMap<QString, AcceptsChangelog> names{{QStringLiteral("no"), AcceptsChangelog::No},
                                                       {QStringLiteral("withPrimaryKey"), AcceptsChangelog::WithPrimaryKey},
                                                       {QStringLiteral("yes"), AcceptsChangelog::Yes}};
    if (!accepts.isString() || !names.contains(accepts.toString()))
        return r.fail(QStringLiteral("acceptsChangelog"), QStringLiteral("expected \"no\", \"withPrimaryKey\" or \"yes\""));
    s.acceptsChangelog = names.value(accepts.toString());
    return true;
}

bool readWiringRules(SchemaReader &r, const QJsonObject &json, const QStringList &keys, QStringList *ids, ConnectorSchema &s)
{
    QJsonArray wiringRules;
    if (!r.array(json, QString(), "wiringRules", &wiringRules))
        return false;
    for (int i = 0; i < wiringRules.size(); ++i) {
        const QString path = QStringLiteral("wiringRules[%1]").arg(i);
        if (!wiringRules.at(i).isObject())
            return r.fail(path, QStringLiteral("expected an object"));
        const QJsonObject o = wiringRules.at(i).toObject();
        WiringRuleSchema rule;
        QString problem;
        if (!readRuleHeader(r, o, path, &rule.id, &rule.severity, &rule.message))
            return false;
        if (o.contains(QLatin1String("whenSink"))
            && !parseCondition(o.value(QLatin1String("whenSink")), path + QStringLiteral(".whenSink"), keys, &rule.whenSink, &problem))
            return r.failWith(problem);
        const QJsonValue fromStream = o.value(QLatin1String("fromStream"));
        if (!fromStream.isUndefined() && !fromStream.isBool())
            return r.fail(path + QStringLiteral(".fromStream"), QStringLiteral("expected true or false"));
        rule.fromStream = fromStream.toBool(false);
        if (!claimRuleId(r, ids, path, rule.id))
            return false;
        s.wiringRules << rule;
    }
    return true;
}

/// "onTarget": what a schema resolved for a target says of that target (TargetView).
bool readOnTarget(SchemaReader &r, const QJsonObject &json, ConnectorSchema &s)
{
    QJsonObject onTarget;
    if (!r.object(json, QString(), "onTarget", &onTarget) || !r.string(onTarget, QStringLiteral("onTarget"), "target", &s.target.id, false)
        || !r.text(onTarget, QStringLiteral("onTarget"), "label", &s.target.label, !s.target.id.isEmpty())
        || !r.text(onTarget, QStringLiteral("onTarget"), "platform", &s.target.platform, false)
        || !r.string(onTarget, QStringLiteral("onTarget"), "source", &s.target.source, false)
        || !r.string(onTarget, QStringLiteral("onTarget"), "docs", &s.target.docs, false))
        return false;
    if (onTarget.contains(QLatin1String("unavailable"))) {
        LocalizedText why;
        if (!r.text(onTarget, QStringLiteral("onTarget"), "unavailable", &why, true))
            return false;
        s.target.unavailable = why;
    }
    for (const QJsonValue &clause : onTarget.value(QLatin1String("createTable")).toArray())
        s.target.createTable << clause.toString();
    return true;
}

/// "unknownOptions": whether a key the connector does not know is an error or (by default) a warning.
bool readUnknownOptions(SchemaReader &r, const QJsonObject &json, ConnectorSchema &s)
{
    QString unknown;
    if (!r.string(json, QString(), "unknownOptions", &unknown, false))
        return false;
    if (!unknown.isEmpty() && unknown != QLatin1String("error") && unknown != QLatin1String("warning"))
        return r.fail(QStringLiteral("unknownOptions"), QStringLiteral("expected \"error\" or \"warning\""));
    s.unknownOptions = unknown == QLatin1String("error") ? Severity::Error : Severity::Warning;
    return true;
}

/// "dialects": how each dialect writes the connector; every connector has "flink".
bool readDialects(SchemaReader &r, const QJsonObject &json, ConnectorSchema &s)
{
    QJsonObject dialects;
    if (!r.object(json, QString(), "dialects", &dialects))
        return false;
    if (!dialects.contains(QLatin1String("flink")))
        return r.fail(QStringLiteral("dialects"), QStringLiteral("must contain \"flink\""));
    for (auto it = dialects.begin(); it != dialects.end(); ++it) {
        DialectSchema d;
        if (!readDialect(r, it.key(), it.value(), QStringLiteral("dialects.") + it.key(), s, &d))
            return false;
        s.dialects.insert(it.key(), d);
    }
    return true;
}

/// "formatOptions": the options that name a format, each with the prefix its format's options
/// take and what an option the format lacks is.
bool readFormatSlots(SchemaReader &r, const QJsonObject &json, const QStringList &keys, QList<FormatSlot> *out)
{
    QJsonArray slotList;
    if (!r.array(json, QString(), "formatOptions", &slotList))
        return false;
    for (int i = 0; i < slotList.size(); ++i) {
        const QString path = QStringLiteral("formatOptions[%1]").arg(i);
        if (!slotList.at(i).isObject())
            return r.fail(path, QStringLiteral("expected {\"option\": ..., \"prefix\": ..., \"unknownOptions\": ...}"));
        const QJsonObject o = slotList.at(i).toObject();
        FormatSlot slot;
        QString unknown;
        if (!r.string(o, path, "option", &slot.option, true) || !r.string(o, path, "prefix", &slot.prefix, false)
            || !r.string(o, path, "unknownOptions", &unknown, true))
            return false;
        if (!keys.contains(slot.option))
            return r.fail(path + QStringLiteral(".option"), QStringLiteral("\"%1\" is not an option of this connector").arg(slot.option));
        if (unknown != QLatin1String("error") && unknown != QLatin1String("warning"))
            return r.fail(path + QStringLiteral(".unknownOptions"), QStringLiteral("expected \"error\" or \"warning\""));
        slot.unknownOptions = unknown == QLatin1String("error") ? Severity::Error : Severity::Warning;
        const QJsonValue givenBy = o.value(QStringLiteral("givenBy"));
        if (!givenBy.isUndefined() && !givenBy.isObject())
            return r.fail(path + QStringLiteral(".givenBy"), QStringLiteral("expected {\"FORMAT.KEY\": \"connector option\", ...}"));
        const QJsonObject given = givenBy.toObject();
        for (auto it = given.begin(); it != given.end(); ++it) {
            if (!it.value().isString() || !keys.contains(it.value().toString()))
                return r.fail(path + QStringLiteral(".givenBy.") + it.key(), QStringLiteral("expected an option of this connector"));
            slot.givenBy.insert(it.key(), it.value().toString());
        }
        *out << slot;
    }
    return true;
}

/// "engineOptionsLeftOut": groups of engine option keys the form does not offer, each with why.
/// A key the schema offers cannot be left out too.
bool readLeftOut(SchemaReader &r, const QJsonObject &json, const QStringList &offered, QList<LeftOutOptions> *out)
{
    QJsonArray groups;
    if (!r.array(json, QString(), "engineOptionsLeftOut", &groups))
        return false;
    QSet<QString> listed;
    for (int i = 0; i < groups.size(); ++i) {
        const QString path = QStringLiteral("engineOptionsLeftOut[%1]").arg(i);
        if (!groups.at(i).isObject())
            return r.fail(path, QStringLiteral("expected {\"keys\": [...], \"reason\": {\"en\": ..., \"zh\": ...}}"));
        const QJsonObject o = groups.at(i).toObject();
        for (auto it = o.begin(); it != o.end(); ++it) {
            if (it.key() != QLatin1String("keys") && it.key() != QLatin1String("reason"))
                return r.fail(path + QLatin1Char('.') + it.key(), QStringLiteral("unknown member; expected \"keys\" or \"reason\""));
        }
        LeftOutOptions group;
        if (!r.text(o, path, "reason", &group.reason, true))
            return false;
        const QJsonValue keys = o.value(QLatin1String("keys"));
        if (!keys.isArray() || keys.toArray().isEmpty())
            return r.fail(path + QStringLiteral(".keys"), QStringLiteral("expected a non-empty array of option keys"));
        for (const QJsonValue &key : keys.toArray()) {
            const QString k = key.toString();
            if (!key.isString() || k.isEmpty())
                return r.fail(path + QStringLiteral(".keys"), QStringLiteral("expected a non-empty array of option keys"));
            if (offered.contains(k))
                return r.fail(path + QStringLiteral(".keys"), QStringLiteral("\"%1\" is an option of the schema, offered, not left out").arg(k));
            if (listed.contains(k))
                return r.fail(path + QStringLiteral(".keys"), QStringLiteral("\"%1\" is listed twice").arg(k));
            listed << k;
            group.keys << k;
        }
        *out << group;
    }
    return true;
}

} // namespace

bool ConnectorSchema::fromJson(const QJsonObject &json, ConnectorSchema *out, QString *error)
{
    QString dummy;
    SchemaReader r(error ? error : &dummy);
    ConnectorSchema s;
    QStringList keys; // the options' keys, which conditions and key lists name
    QStringList ids;  // the rule ids taken, unique across every kind of rule
    const bool read = readHeader(r, json, s) && readFormatMembers(r, json, s) && readRoles(r, json, s)
                      && readTableShape(r, json, s) && readRefusedOptions(r, json, s) && readMetadata(r, json, s)
                      && readOptions(r, json, s, &keys) && readColumnOptions(r, json, s) && readMetadataConditions(r, json, keys, s)
                      && readRules(r, json, keys, &ids, s) && readColumnTypeRules(r, json, keys, &ids, s)
                      && readTableIdentity(r, json, keys, s) && readConnection(r, json, keys, s)
                      && readDatabaseRules(r, json, keys, &ids, s) && readReadsStream(r, json, keys, s)
                      && readChangelog(r, json, keys, s)
                      && readWiringRules(r, json, keys, &ids, s) && readOnTarget(r, json, s)
                      && readFormatSlots(r, json, keys, &s.formatSlots) && readLeftOut(r, json, keys, &s.engineOptionsLeftOut)
                      && readUnknownOptions(r, json, s)
                      // A job or a format writes no DDL of its own: it has no dialects.
                      && (s.isJob() || s.isFormat() || readDialects(r, json, s));
    if (!read)
        return false;
    *out = s;
    return true;
}

} // namespace st

#include "schema/connectorschema.h"

#include "core/tablespec.h"

#include "schema/conditions.h"
#include "schema/connectorschema_p.h"
#include "schema/optionvalue.h"

#include <QJsonArray>

#include <cmath>

namespace st {

using schemadetail::SchemaReader;

namespace {

struct TypeName
{
    ValueType type;
    const char *name;
};

constexpr TypeName kTypeNames[] = {
    {ValueType::String, "string"},   {ValueType::Integer, "integer"},   {ValueType::Long, "long"},   {ValueType::Double, "double"},
    {ValueType::Boolean, "boolean"}, {ValueType::Duration, "duration"}, {ValueType::MemorySize, "memorySize"}, {ValueType::Enum, "enum"},
    {ValueType::List, "list"},       {ValueType::Columns, "columns"},   {ValueType::Column, "column"},
    {ValueType::CommitTime, "commitTime"}, {ValueType::Class, "class"}, {ValueType::Uri, "uri"},
    {ValueType::Regex, "regex"},     {ValueType::ColumnTemplate, "columnTemplate"}, {ValueType::IntegerRange, "integerRange"},
};

/// The largest whole number a JSON number (a double) holds exactly: bounds beyond it, or with a
/// fraction, would be rounded or overflow into another bound (or none) when read.
constexpr double kMaxExactBound = 9007199254740991.0; // 2^53 - 1

std::optional<qint64> readBound(SchemaReader &r, const QJsonObject &o, const QString &path, const char *key)
{
    const QJsonValue v = o.value(QLatin1String(key));
    if (v.isUndefined())
        return std::nullopt;
    const double d = v.toDouble();
    if (!v.isDouble() || d != std::trunc(d) || std::fabs(d) > kMaxExactBound) {
        r.fail(SchemaReader::join(path, key), QStringLiteral("expected a whole number between -%1 and %1")
                                                  .arg(QString::number(qint64(kMaxExactBound))));
        return std::nullopt;
    }
    return static_cast<qint64>(d);
}

/// `min` and `max` of an option, each a bound readBound() accepts, and min not above max.
bool readBounds(SchemaReader &r, const QJsonObject &o, const QString &path, OptionSchema *opt)
{
    opt->min = readBound(r, o, path, "min");
    opt->max = readBound(r, o, path, "max");
    if (r.failed())
        return false;
    if (opt->min && opt->max && *opt->min > *opt->max)
        return r.fail(SchemaReader::join(path, "min"), QStringLiteral("%1 is greater than max (%2)")
                                                           .arg(QString::number(*opt->min), QString::number(*opt->max)));
    return true;
}

/// Job schemas: how the option is passed to `flink run` (`submitAs`, `flag`).
bool readSubmitAs(SchemaReader &r, const QJsonObject &o, const QString &path, bool job, OptionSchema *opt)
{
    if (!o.contains(QLatin1String("submitAs"))) {
        if (o.contains(QLatin1String("flag")))
            return r.fail(path + QStringLiteral(".flag"), QStringLiteral("only with \"submitAs\": \"flag\""));
        return true;
    }
    if (!job)
        return r.fail(path + QStringLiteral(".submitAs"), QStringLiteral("only job schemas (\"kind\": \"job\") submit options"));
    QString submitAs;
    if (!r.string(o, path, "submitAs", &submitAs, true))
        return false;
    if (submitAs == QLatin1String("property"))
        opt->submitAs = SubmitAs::Property;
    else if (submitAs == QLatin1String("flag"))
        opt->submitAs = SubmitAs::Flag;
    else if (submitAs == QLatin1String("jar"))
        opt->submitAs = SubmitAs::Jar;
    else
        return r.fail(path + QStringLiteral(".submitAs"), QStringLiteral("expected \"property\", \"flag\" or \"jar\""));
    if (!r.string(o, path, "flag", &opt->flag, opt->submitAs == SubmitAs::Flag))
        return false;
    if (opt->submitAs != SubmitAs::Flag && !opt->flag.isEmpty())
        return r.fail(path + QStringLiteral(".flag"), QStringLiteral("only with \"submitAs\": \"flag\""));
    if (opt->submitAs == SubmitAs::Flag && !opt->flag.startsWith(QLatin1Char('-')))
        return r.fail(path + QStringLiteral(".flag"), QStringLiteral("expected a command-line flag such as \"-c\""));
    return true;
}

/// An optional regular expression `member` (matched whole) with the words that say it, `hint`,
/// required with it.
bool readPattern(SchemaReader &r, const QJsonObject &o, const QString &path, const char *member, const char *hint,
                 QRegularExpression *out, LocalizedText *hintOut)
{
    QString pattern;
    if (!r.string(o, path, member, &pattern, false))
        return false;
    if (pattern.isEmpty())
        return true;
    *out = QRegularExpression(QRegularExpression::anchoredPattern(pattern));
    if (!out->isValid())
        return r.fail(path + QLatin1Char('.') + QLatin1String(member), QStringLiteral("invalid regular expression: %1").arg(out->errorString()));
    out->optimize();
    return r.text(o, path, hint, hintOut, true);
}

} // namespace

namespace schemadetail {

bool readOption(SchemaReader &r, const QJsonValue &json, const QString &path, const RoleSet &connectorRoles, SchemaKind kind,
                OptionSchema *out)
{
    const bool job = kind == SchemaKind::Job;
    if (!json.isObject())
        return r.fail(path, QStringLiteral("expected an object"));
    const QJsonObject o = json.toObject();
    OptionSchema opt;
    QString typeName;
    QString group = QStringLiteral("basic");
    if (!r.string(o, path, "key", &opt.key, true) || !r.string(o, path, "type", &typeName, true))
        return false;
    if (!parseValueType(typeName, &opt.type))
        return r.fail(path + QStringLiteral(".type"), QStringLiteral("unknown type \"%1\"").arg(typeName));
    // A job profile has no roles: its options apply to the whole job. A format option without
    // roles applies wherever the format is used.
    if ((job || kind == SchemaKind::Format) && !o.contains(QLatin1String("roles")))
        opt.roles = connectorRoles;
    else if (!r.roles(o.value(QLatin1String("roles")), path + QStringLiteral(".roles"), &opt.roles))
        return false;
    if (opt.roles.isEmpty())
        return r.fail(path + QStringLiteral(".roles"), QStringLiteral("needs at least one role"));
    if ((opt.roles.source && !connectorRoles.source) || (opt.roles.sink && !connectorRoles.sink))
        return r.fail(path + QStringLiteral(".roles"), QStringLiteral("names a role the connector does not offer"));
    const QJsonValue required = o.value(QLatin1String("required"));
    if (required.isBool())
        opt.requiredFor = required.toBool() ? opt.roles : RoleSet{};
    else if (!required.isUndefined() && !r.roles(required, path + QStringLiteral(".required"), &opt.requiredFor))
        return false;
    if ((opt.requiredFor.source && !opt.roles.source) || (opt.requiredFor.sink && !opt.roles.sink))
        return r.fail(path + QStringLiteral(".required"), QStringLiteral("requires the option for a role it does not apply to"));

    const QJsonValue def = o.value(QLatin1String("default"));
    if (def.isString())
        opt.defaultValue = def.toString();
    else if (!def.isUndefined() && !def.isNull())
        return r.fail(path + QStringLiteral(".default"), QStringLiteral("expected a string (write defaults as typed, e.g. \"4\")"));

    if (o.contains(QLatin1String("values"))) {
        const QJsonValue values = o.value(QLatin1String("values"));
        if (!values.isArray())
            return r.fail(path + QStringLiteral(".values"), QStringLiteral("expected an array of strings"));
        for (const QJsonValue &v : values.toArray())
            opt.values << v.toString();
    }
    if (o.contains(QLatin1String("suggestions"))) {
        const QJsonValue suggestions = o.value(QLatin1String("suggestions"));
        if (!suggestions.isArray())
            return r.fail(path + QStringLiteral(".suggestions"), QStringLiteral("expected an array of strings"));
        for (const QJsonValue &v : suggestions.toArray())
            opt.suggestions << v.toString();
    }
    if (o.contains(QLatin1String("specialValues"))) {
        const QJsonValue special = o.value(QLatin1String("specialValues"));
        if (!special.isArray() || special.toArray().isEmpty())
            return r.fail(path + QStringLiteral(".specialValues"), QStringLiteral("expected a non-empty array of strings"));
        for (const QJsonValue &v : special.toArray()) {
            if (!v.isString() || v.toString().isEmpty())
                return r.fail(path + QStringLiteral(".specialValues"), QStringLiteral("expected a non-empty array of strings"));
            opt.specialValues << v.toString();
        }
    }
    if (opt.type == ValueType::Enum && opt.values.isEmpty())
        return r.fail(path + QStringLiteral(".values"), QStringLiteral("an enum needs its values"));
    opt.caseSensitive = o.value(QLatin1String("caseSensitive")).toBool(false);

    if (!readPattern(r, o, path, "pattern", "patternHint", &opt.pattern, &opt.patternHint))
        return false;
    if (!readBounds(r, o, path, &opt))
        return false;
    if (!r.string(o, path, "separator", &opt.separator, false) || !r.string(o, path, "itemPrefixOption", &opt.itemPrefixOption, false))
        return false;
    const QJsonValue physical = o.value(QLatin1String("physicalColumns"));
    if (!physical.isUndefined() && (!physical.isBool() || (opt.type != ValueType::Columns && opt.type != ValueType::Column)))
        return r.fail(path + QStringLiteral(".physicalColumns"), QStringLiteral("true or false, on a columns or column option"));
    opt.physicalColumns = physical.toBool(false);
    const QJsonValue secret = o.value(QLatin1String("secret"));
    if (!secret.isUndefined() && !secret.isBool())
        return r.fail(path + QStringLiteral(".secret"), QStringLiteral("expected true or false"));
    opt.secret = secret.toBool(false);
    if (!opt.itemPrefixOption.isEmpty() && opt.type != ValueType::Columns)
        return r.fail(path + QStringLiteral(".itemPrefixOption"), QStringLiteral("only on a columns option"));
    if ((opt.type == ValueType::List || opt.type == ValueType::Columns) && opt.separator.isEmpty())
        return r.fail(path + QStringLiteral(".separator"), QStringLiteral("a %1 option needs a separator").arg(typeName));
    if (!r.string(o, path, "group", &group, false))
        return false;
    if (group != QLatin1String("basic") && group != QLatin1String("advanced"))
        return r.fail(path + QStringLiteral(".group"), QStringLiteral("expected \"basic\" or \"advanced\""));
    opt.advanced = group == QLatin1String("advanced");
    if (!r.string(o, path, "example", &opt.example, false) || !r.text(o, path, "label", &opt.label, true)
        || !r.text(o, path, "description", &opt.description, true) || !readSubmitAs(r, o, path, job, &opt))
        return false;
    QJsonObject onTarget;
    if (!r.object(o, path, "onTarget", &onTarget) || !r.string(onTarget, path + QStringLiteral(".onTarget"), "key", &opt.targetKey, false)
        || !r.string(onTarget, path + QStringLiteral(".onTarget"), "source", &opt.targetSource, false))
        return false;
    opt.targetReadsKey = onTarget.value(QLatin1String("fallback")).toBool(false);
    if (onTarget.contains(QLatin1String("absent"))) {
        LocalizedText why;
        if (!r.text(onTarget, path + QStringLiteral(".onTarget"), "absent", &why, true))
            return false;
        opt.absentOnTarget = why;
    }
    *out = opt;
    return !r.failed();
}

/// What every kind of rule has: its id, its severity ("error" or "warning") and its message.
bool readRuleHeader(SchemaReader &r, const QJsonObject &o, const QString &path, QString *id, Severity *severity,
                    LocalizedText *message)
{
    QString word;
    if (!r.string(o, path, "id", id, true) || !r.string(o, path, "severity", &word, true) || !r.text(o, path, "message", message, true))
        return false;
    if (word == QLatin1String("error"))
        *severity = Severity::Error;
    else if (word == QLatin1String("warning"))
        *severity = Severity::Warning;
    else
        return r.fail(path + QStringLiteral(".severity"), QStringLiteral("expected \"error\" or \"warning\""));
    return true;
}

/// Takes `id` for a rule of this schema: ids are unique across all its kinds of rules.
bool claimRuleId(SchemaReader &r, QStringList *ids, const QString &path, const QString &id)
{
    if (ids->contains(id))
        return r.fail(path + QStringLiteral(".id"), QStringLiteral("\"%1\" is used twice").arg(id));
    *ids << id;
    return true;
}

bool readRule(SchemaReader &r, const QJsonValue &json, const QString &path, const QStringList &keys, RuleSchema *out)
{
    if (!json.isObject())
        return r.fail(path, QStringLiteral("expected an object"));
    const QJsonObject o = json.toObject();
    RuleSchema rule;
    QString error;
    if (!readRuleHeader(r, o, path, &rule.id, &rule.severity, &rule.message) || !r.string(o, path, "option", &rule.option, true))
        return false;
    if (!keys.contains(rule.option))
        return r.fail(path + QStringLiteral(".option"), QStringLiteral("\"%1\" is not an option of this connector").arg(rule.option));
    if (o.contains(QLatin1String("when")) && !parseCondition(o.value(QLatin1String("when")), path + QStringLiteral(".when"), keys, &rule.when, &error))
        return r.failWith(error);
    if (!o.contains(QLatin1String("check")))
        return r.fail(path + QStringLiteral(".check"), QStringLiteral("is missing"));
    if (!parseCondition(o.value(QLatin1String("check")), path + QStringLiteral(".check"), keys, &rule.check, &error))
        return r.failWith(error);
    *out = rule;
    return true;
}

} // namespace schemadetail

namespace {

/// A group condition of a database rule: `true` (any member of that side) or a condition.
bool readGroupCondition(SchemaReader &r, const QJsonObject &when, const QString &path, const char *member,
                        const QStringList &keys, std::optional<Condition> *out)
{
    const QJsonValue value = when.value(QLatin1String(member));
    if (value.isUndefined())
        return true;
    if (value.isBool()) {
        if (!value.toBool())
            return r.fail(SchemaReader::join(path, member), QStringLiteral("expected true or a condition"));
        *out = Condition();
        return true;
    }
    Condition c;
    QString error;
    if (!parseCondition(value, SchemaReader::join(path, member), keys, &c, &error))
        return r.failWith(error);
    *out = c;
    return true;
}

} // namespace

namespace schemadetail {

bool readDatabaseRule(SchemaReader &r, const QJsonValue &json, const QString &path, const QStringList &keys,
                      DatabaseRuleSchema *out)
{
    if (!json.isObject())
        return r.fail(path, QStringLiteral("expected an object"));
    const QJsonObject o = json.toObject();
    DatabaseRuleSchema rule;
    QString each = QStringLiteral("member");
    QString error;
    if (!readRuleHeader(r, o, path, &rule.id, &rule.severity, &rule.message) || !r.string(o, path, "option", &rule.option, true)
        || !r.string(o, path, "each", &each, false))
        return false;
    if (!keys.contains(rule.option))
        return r.fail(path + QStringLiteral(".option"), QStringLiteral("\"%1\" is not an option of this connector").arg(rule.option));
    if (each == QLatin1String("member"))
        rule.each = DatabaseRuleSchema::Members::All;
    else if (each == QLatin1String("reader"))
        rule.each = DatabaseRuleSchema::Members::Readers;
    else if (each == QLatin1String("writer"))
        rule.each = DatabaseRuleSchema::Members::Writers;
    else
        return r.fail(path + QStringLiteral(".each"), QStringLiteral("expected \"member\", \"reader\" or \"writer\""));
    const QJsonValue when = o.value(QLatin1String("when"));
    if (!when.isUndefined()) {
        const QString wpath = path + QStringLiteral(".when");
        if (!when.isObject())
            return r.fail(wpath, QStringLiteral("expected an object with \"read\" and/or \"written\""));
        const QJsonObject w = when.toObject();
        for (auto it = w.begin(); it != w.end(); ++it) {
            if (it.key() != QLatin1String("read") && it.key() != QLatin1String("written"))
                return r.fail(wpath + QLatin1Char('.') + it.key(), QStringLiteral("unknown member; expected \"read\" or \"written\""));
        }
        if (!readGroupCondition(r, w, wpath, "read", keys, &rule.whenRead)
            || !readGroupCondition(r, w, wpath, "written", keys, &rule.whenWritten))
            return false;
    }
    if (!o.contains(QLatin1String("check")))
        return r.fail(path + QStringLiteral(".check"), QStringLiteral("is missing"));
    if (!parseCondition(o.value(QLatin1String("check")), path + QStringLiteral(".check"), keys, &rule.check, &error))
        return r.failWith(error);
    *out = rule;
    return true;
}

bool readDialect(SchemaReader &r, const QString &name, const QJsonValue &json, const QString &path,
                 const ConnectorSchema &schema, DialectSchema *out)
{
    if (!json.isObject())
        return r.fail(path, QStringLiteral("expected an object"));
    const QJsonObject o = json.toObject();
    DialectSchema d;
    d.name = name;
    d.connectorKey = QStringLiteral("connector");
    if (o.contains(QLatin1String("connectorKey"))) {
        const QJsonValue key = o.value(QLatin1String("connectorKey"));
        if (key.isNull())
            d.connectorKey.reset();
        else if (key.isString() && !key.toString().isEmpty())
            d.connectorKey = key.toString();
        else
            return r.fail(path + QStringLiteral(".connectorKey"), QStringLiteral("expected a key or null"));
    }
    d.connectorValue = schema.connector;
    if (!r.string(o, path, "connector", &d.connectorValue, false))
        return false;
    QString keyStyle = QStringLiteral("literal");
    if (!r.string(o, path, "keyStyle", &keyStyle, false))
        return false;
    if (keyStyle != QLatin1String("literal") && keyStyle != QLatin1String("bare"))
        return r.fail(path + QStringLiteral(".keyStyle"), QStringLiteral("expected \"literal\" or \"bare\""));
    d.bareKeys = keyStyle == QLatin1String("bare");
    d.primaryKeyNotEnforced = o.value(QLatin1String("primaryKeyNotEnforced")).toBool(true);
    QString watermark = QStringLiteral("expression");
    if (!r.string(o, path, "watermark", &watermark, false))
        return false;
    if (watermark != QLatin1String("expression") && watermark != QLatin1String("withOffset"))
        return r.fail(path + QStringLiteral(".watermark"), QStringLiteral("expected \"expression\" or \"withOffset\""));
    d.watermarkWithOffset = watermark == QLatin1String("withOffset");
    for (const char *member : {"metadataColumns", "partitionedBy"}) {
        const QJsonValue v = o.value(QLatin1String(member));
        if (!v.isUndefined() && !v.isBool())
            return r.fail(path + QLatin1Char('.') + QLatin1String(member), QStringLiteral("expected true or false"));
    }
    d.metadataColumns = o.value(QLatin1String("metadataColumns")).toBool(true);
    d.partitionedBy = o.value(QLatin1String("partitionedBy")).toBool(true);
    if (!readPattern(r, o, path, "namePattern", "nameHint", &d.namePattern, &d.nameHint))
        return false;
    for (const char *member : {"refuseTypes", "refusedKeyPrefixes"}) {
        QJsonArray list;
        if (!r.array(o, path, member, &list))
            return false;
        const bool types = QLatin1String(member) == QLatin1String("refuseTypes");
        for (const QJsonValue &v : list) {
            if (!v.isString() || v.toString().isEmpty())
                return r.fail(path + QLatin1Char('.') + QLatin1String(member), QStringLiteral("expected an array of non-empty strings"));
            if (types)
                d.refusedTypes << v.toString().toUpper();
            else
                d.refusedKeyPrefixes << v.toString();
        }
    }
    QStringList keys;
    for (const OptionSchema &opt : schema.options)
        keys << opt.key;
    QJsonObject options;
    if (!r.object(o, path, "options", &options))
        return false;
    for (auto it = options.begin(); it != options.end(); ++it) {
        const QString mpath = path + QStringLiteral(".options.") + it.key();
        if (!keys.contains(it.key()))
            return r.fail(mpath, QStringLiteral("\"%1\" is not an option of this connector").arg(it.key()));
        if (!it.value().isObject())
            return r.fail(mpath, QStringLiteral("expected an object"));
        const QJsonObject m = it.value().toObject();
        OptionMapping mapping;
        if (!r.string(m, mpath, "key", &mapping.key, false))
            return false;
        mapping.omit = m.value(QLatin1String("omit")).toBool(false);
        mapping.useDefault = m.value(QLatin1String("useDefault")).toBool(false);
        if (!r.text(m, mpath, "omitted", &mapping.omitted, false))
            return false;
        if (!mapping.omitted.isEmpty() && !mapping.omit)
            return r.fail(mpath + QStringLiteral(".omitted"), QStringLiteral("says why an option is omitted: only with \"omit\": true"));
        if (m.contains(QLatin1String("omittedWhen"))) {
            Condition when;
            QString error;
            if (!parseCondition(m.value(QLatin1String("omittedWhen")), mpath + QStringLiteral(".omittedWhen"), keys, &when, &error))
                return r.failWith(error);
            if (mapping.omitted.isEmpty())
                return r.fail(mpath + QStringLiteral(".omittedWhen"), QStringLiteral("needs \"omitted\", the warning it gives"));
            mapping.omittedWhen = when;
        }
        if (m.contains(QLatin1String("when"))) {
            Condition when;
            QString error;
            if (!parseCondition(m.value(QLatin1String("when")), mpath + QStringLiteral(".when"), keys, &when, &error))
                return r.failWith(error);
            mapping.when = when;
        }
        QJsonObject values;
        if (!r.object(m, mpath, "values", &values))
            return false;
        for (auto v = values.begin(); v != values.end(); ++v) {
            if (v.value().isNull())
                mapping.values.insert(v.key().toLower(), std::nullopt);
            else if (v.value().isString())
                mapping.values.insert(v.key().toLower(), v.value().toString());
            else
                return r.fail(mpath + QStringLiteral(".values.") + v.key(), QStringLiteral("expected a string or null"));
        }
        QJsonObject lossy;
        if (!r.object(m, mpath, "lossy", &lossy))
            return false;
        for (auto v = lossy.begin(); v != lossy.end(); ++v) {
            if (!v.value().isString() || v.value().toString().isEmpty())
                return r.fail(mpath + QStringLiteral(".lossy.") + v.key(), QStringLiteral("expected a non-empty string saying why"));
            mapping.lossy.insert(v.key().toLower(), v.value().toString());
        }
        d.options.insert(it.key(), mapping);
    }
    *out = d;
    return true;
}

} // namespace schemadetail

QString valueTypeName(ValueType type)
{
    for (const TypeName &t : kTypeNames) {
        if (t.type == type)
            return QLatin1String(t.name);
    }
    return {};
}

bool parseValueType(const QString &name, ValueType *out)
{
    for (const TypeName &t : kTypeNames) {
        if (name == QLatin1String(t.name)) {
            *out = t.type;
            return true;
        }
    }
    return false;
}

bool RoleSet::appliesTo(Role role) const
{
    switch (role) {
    case Role::Source: return source;
    case Role::Sink: return sink;
    case Role::Both: return source || sink;
    }
    return false;
}

QStringList RoleSet::names() const
{
    QStringList out;
    if (source)
        out << QStringLiteral("source");
    if (sink)
        out << QStringLiteral("sink");
    return out;
}

QStringList OptionSchema::items(const QString &value) const
{
    QStringList out;
    const QStringList parts = value.split(separator);
    out.reserve(parts.size());
    for (const QString &p : parts)
        out << p.trimmed();
    return out;
}

LocalizedText TargetView::fullName() const
{
    if (platform.isEmpty())
        return label;
    return LocalizedText{QStringLiteral("%1 (%2)").arg(label.en, platform.en), QStringLiteral("%1（%2）").arg(label.zh, platform.zh)};
}

const OptionSchema *ConnectorSchema::option(const QString &key) const
{
    for (const OptionSchema &o : options) {
        if (o.key == key)
            return &o;
    }
    return nullptr;
}

const OptionSchema *ConnectorSchema::engineOnlyOption(const QString &key) const
{
    for (const OptionSchema &o : engineOnlyOptions) {
        if (o.key == key)
            return &o;
    }
    return nullptr;
}

const MetadataSchema *ConnectorSchema::metadataKey(const QString &key) const
{
    for (const MetadataSchema &m : metadata) {
        if (m.key == key)
            return &m;
    }
    return nullptr;
}

const DialectSchema *ConnectorSchema::dialect(const QString &name) const
{
    const auto it = dialects.constFind(name);
    return it == dialects.cend() ? nullptr : &it.value();
}

QStringList ConnectorSchema::dialectNames() const
{
    // flink first: it is the default everywhere.
    QStringList names = dialects.keys();
    names.removeAll(QStringLiteral("flink"));
    names.prepend(QStringLiteral("flink"));
    return names;
}

QList<const OptionSchema *> ConnectorSchema::optionsFor(Role role) const
{
    QList<const OptionSchema *> out;
    for (const OptionSchema &o : options) {
        if (o.roles.appliesTo(role))
            out << &o;
    }
    return out;
}

std::optional<Role> ConnectorSchema::roleOfOptions(const TableSpec &spec) const
{
    QList<const OptionSchema *> given;
    for (auto it = spec.options.cbegin(); it != spec.options.cend(); ++it) {
        if (const OptionSchema *o = option(it.key()))
            given << o;
    }
    return roleOfOptions(given);
}

std::optional<Role> ConnectorSchema::roleOfOptions(const QList<const OptionSchema *> &options) const
{
    bool sourceOnly = roles.source && !roles.sink;
    bool sinkOnly = roles.sink && !roles.source;
    if (!sourceOnly && !sinkOnly) {
        for (const OptionSchema *o : options) {
            sourceOnly = sourceOnly || (o->roles.source && !o->roles.sink);
            sinkOnly = sinkOnly || (o->roles.sink && !o->roles.source);
        }
    }
    if (sourceOnly && sinkOnly)
        return Role::Both;
    if (sourceOnly)
        return Role::Source;
    if (sinkOnly)
        return Role::Sink;
    return std::nullopt;
}

bool ConnectorSchema::supportsRole(Role role) const
{
    switch (role) {
    case Role::Source: return roles.source;
    case Role::Sink: return roles.sink;
    case Role::Both: return roles.source && roles.sink;
    }
    return false;
}

namespace {

void prefixCondition(Condition &c, const QString &prefix)
{
    if (!c.option.isEmpty())
        c.option.prepend(prefix);
    if (!c.other.isEmpty())
        c.other.prepend(prefix);
    if (c.kind == Condition::Kind::ExactlyOne || c.kind == Condition::Kind::AtMostOne) {
        for (QString &key : c.values)
            key.prepend(prefix);
    }
    for (Condition &child : c.children)
        prefixCondition(child, prefix);
}

} // namespace

ConnectorSchema ConnectorSchema::withKeyPrefix(const QString &prefix) const
{
    ConnectorSchema s = *this;
    for (OptionSchema &option : s.engineOnlyOptions)
        option.key.prepend(prefix);
    for (OptionSchema &option : s.options) {
        option.key.prepend(prefix);
        if (!option.itemPrefixOption.isEmpty())
            option.itemPrefixOption.prepend(prefix);
        for (QStringList *keys : {&option.fallbackKeys, &option.deprecatedKeys}) {
            for (QString &key : *keys)
                key.prepend(prefix);
        }
    }
    for (RuleSchema &rule : s.rules) {
        rule.option.prepend(prefix);
        prefixCondition(rule.when, prefix);
        prefixCondition(rule.check, prefix);
    }
    for (ColumnTypeRuleSchema &rule : s.columnTypeRules)
        prefixCondition(rule.when, prefix);
    return s;
}

} // namespace st

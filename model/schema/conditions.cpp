#include "schema/conditions.h"

#include "schema/optionvalue.h"

#include <QJsonArray>
#include <QJsonObject>

namespace st {

namespace {

bool fail(QString *error, const QString &path, const QString &problem)
{
    *error = path + QStringLiteral(": ") + problem;
    return false;
}

bool readKey(const QJsonValue &value, const QString &path, const QStringList &known, QString *out, QString *error)
{
    if (!value.isString())
        return fail(error, path, QStringLiteral("expected an option key"));
    *out = value.toString();
    if (!known.contains(*out))
        return fail(error, path, QStringLiteral("\"%1\" is not an option of this connector").arg(*out));
    return true;
}

bool readKeys(const QJsonValue &value, const QString &path, const QStringList &known, QStringList *out, QString *error)
{
    if (!value.isArray() || value.toArray().size() < 2)
        return fail(error, path, QStringLiteral("expected an array of at least two option keys"));
    const QJsonArray array = value.toArray();
    for (int i = 0; i < array.size(); ++i) {
        QString key;
        if (!readKey(array.at(i), QStringLiteral("%1[%2]").arg(path).arg(i), known, &key, error))
            return false;
        *out << key;
    }
    return true;
}

bool equalsIgnoringCase(const QString &a, const QString &b)
{
    return a.compare(b, Qt::CaseInsensitive) == 0;
}

} // namespace

bool parseCondition(const QJsonValue &json, const QString &path, const QStringList &knownOptions,
                    Condition *out, QString *error)
{
    if (!json.isObject())
        return fail(error, path, QStringLiteral("expected a condition object"));
    const QJsonObject o = json.toObject();
    Condition c;

    if (o.contains(QLatin1String("role"))) {
        const QString role = o.value(QLatin1String("role")).toString();
        if (role != QLatin1String("source") && role != QLatin1String("sink"))
            return fail(error, path + QStringLiteral(".role"), QStringLiteral("expected \"source\" or \"sink\""));
        c.kind = Condition::Kind::Role;
        parseRole(role, &c.role);
    } else if (o.contains(QLatin1String("primaryKey")) || o.contains(QLatin1String("partitioned"))) {
        // Whether the table declares a PRIMARY KEY or PARTITIONED BY: table-level facts some
        // connector rules hang on (Kafka with an insert-only format cannot have a key; a
        // filesystem partition commit needs partitions).
        const bool key = o.contains(QLatin1String("primaryKey"));
        const QString member = key ? QStringLiteral("primaryKey") : QStringLiteral("partitioned");
        const QJsonValue declared = o.value(member);
        if (!declared.isBool())
            return fail(error, path + QLatin1Char('.') + member, QStringLiteral("expected true or false"));
        c.kind = key ? Condition::Kind::PrimaryKey : Condition::Kind::Partitioned;
        c.values = QStringList{declared.toBool() ? QStringLiteral("true") : QStringLiteral("false")};
    } else if (o.contains(QLatin1String("partitionsInPrimaryKey"))) {
        // Every PARTITIONED BY column is one of the PRIMARY KEY's (Iceberg's upsert writes
        // equality deletes by the key, so a row cannot move to another partition unseen).
        if (o.value(QLatin1String("partitionsInPrimaryKey")) != QJsonValue(true))
            return fail(error, path + QStringLiteral(".partitionsInPrimaryKey"), QStringLiteral("expected true"));
        c.kind = Condition::Kind::PartitionsInPrimaryKey;
    } else if (o.contains(QLatin1String("primaryKeyPrefixedBy"))) {
        // Every PRIMARY KEY column starts with the option's value (upsert-kafka's key columns
        // are the key, and carry 'key.fields-prefix'); holds when the option is unset.
        c.kind = Condition::Kind::PrimaryKeyPrefixedBy;
        if (!readKey(o.value(QLatin1String("primaryKeyPrefixedBy")), path + QStringLiteral(".primaryKeyPrefixedBy"), knownOptions, &c.option, error))
            return false;
    } else if (o.contains(QLatin1String("set")) || o.contains(QLatin1String("unset"))) {
        const bool set = o.contains(QLatin1String("set"));
        const QString member = set ? QStringLiteral("set") : QStringLiteral("unset");
        c.kind = set ? Condition::Kind::Set : Condition::Kind::Unset;
        if (!readKey(o.value(member), path + QLatin1Char('.') + member, knownOptions, &c.option, error))
            return false;
    } else if (o.contains(QLatin1String("exactlyOne")) || o.contains(QLatin1String("atMostOne"))) {
        const bool exactly = o.contains(QLatin1String("exactlyOne"));
        const QString member = exactly ? QStringLiteral("exactlyOne") : QStringLiteral("atMostOne");
        c.kind = exactly ? Condition::Kind::ExactlyOne : Condition::Kind::AtMostOne;
        if (!readKeys(o.value(member), path + QLatin1Char('.') + member, knownOptions, &c.values, error))
            return false;
    } else if (o.contains(QLatin1String("all")) || o.contains(QLatin1String("any"))) {
        const bool all = o.contains(QLatin1String("all"));
        const QString member = all ? QStringLiteral("all") : QStringLiteral("any");
        c.kind = all ? Condition::Kind::All : Condition::Kind::Any;
        const QJsonValue children = o.value(member);
        if (!children.isArray() || children.toArray().isEmpty())
            return fail(error, path + QLatin1Char('.') + member, QStringLiteral("expected a non-empty array of conditions"));
        const QJsonArray array = children.toArray();
        for (int i = 0; i < array.size(); ++i) {
            Condition child;
            if (!parseCondition(array.at(i), QStringLiteral("%1.%2[%3]").arg(path, member).arg(i), knownOptions, &child, error))
                return false;
            c.children << child;
        }
    } else if (o.contains(QLatin1String("not"))) {
        c.kind = Condition::Kind::Not;
        Condition child;
        if (!parseCondition(o.value(QLatin1String("not")), path + QStringLiteral(".not"), knownOptions, &child, error))
            return false;
        c.children << child;
    } else if (o.contains(QLatin1String("option"))) {
        if (!readKey(o.value(QLatin1String("option")), path + QStringLiteral(".option"), knownOptions, &c.option, error))
            return false;
        if (o.value(QLatin1String("equals")).isString()) {
            c.kind = Condition::Kind::Equals;
            c.values << o.value(QLatin1String("equals")).toString();
        } else if (o.value(QLatin1String("in")).isArray()) {
            c.kind = Condition::Kind::In;
            for (const QJsonValue &v : o.value(QLatin1String("in")).toArray()) {
                if (!v.isString())
                    return fail(error, path + QStringLiteral(".in"), QStringLiteral("expected an array of strings"));
                c.values << v.toString();
            }
        } else if (o.value(QLatin1String("matches")).isString()) {
            c.kind = Condition::Kind::Matches;
            c.regex = QRegularExpression(QRegularExpression::anchoredPattern(o.value(QLatin1String("matches")).toString()));
            if (!c.regex.isValid())
                return fail(error, path + QStringLiteral(".matches"), QStringLiteral("invalid regular expression: %1").arg(c.regex.errorString()));
            c.regex.optimize();
        } else if (o.contains(QLatin1String("notBefore")) || o.contains(QLatin1String("after"))) {
            const bool notBefore = o.contains(QLatin1String("notBefore"));
            const QString member = notBefore ? QStringLiteral("notBefore") : QStringLiteral("after");
            c.kind = notBefore ? Condition::Kind::NotBefore : Condition::Kind::After;
            if (!readKey(o.value(member), path + QLatin1Char('.') + member, knownOptions, &c.other, error))
                return false;
        } else {
            return fail(error, path, QStringLiteral("\"option\" needs one of \"equals\", \"in\", \"matches\", \"notBefore\", \"after\""));
        }
    } else {
        return fail(error, path, QStringLiteral("unknown condition; expected one of role, primaryKey, partitioned, partitionsInPrimaryKey, primaryKeyPrefixedBy, set, unset, option, exactlyOne, atMostOne, all, any, not"));
    }
    *out = c;
    return true;
}

QString optionValue(const TableSpec &spec, const QString &key)
{
    // Not trimmed: a single space or tab is a meaningful delimiter. Stray spaces around other
    // values are reported by the validator instead of being dropped silently.
    return spec.options.value(key);
}

QString effectiveValue(const ConnectorSchema &schema, const TableSpec &spec, const QString &key)
{
    const QString value = optionValue(spec, key);
    if (!value.isEmpty())
        return value;
    const OptionSchema *option = schema.option(key);
    return option && option->defaultValue ? *option->defaultValue : QString();
}

int compareValues(const QString &a, const QString &b)
{
    bool aNumber = false;
    bool bNumber = false;
    const qlonglong x = a.toLongLong(&aNumber);
    const qlonglong y = b.toLongLong(&bNumber);
    if (aNumber && bNumber)
        return x < y ? -1 : (x > y ? 1 : 0);
    return a.compare(b);
}

namespace {

/// A value in the form in which values of its type order correctly: commit times with and
/// without milliseconds (14 or 17 digits) are brought to 17 digits.
QString orderingForm(const OptionSchema *option, const QString &value)
{
    if (option && option->type == ValueType::CommitTime && value.size() == 14)
        return value + QStringLiteral("000");
    return value;
}

} // namespace

std::optional<int> compareOptionValues(const ConnectorSchema &schema, const QString &key, const QString &a, const QString &b)
{
    const OptionSchema *option = schema.option(key);
    if (option && option->type == ValueType::Duration) {
        const std::optional<double> x = flinkDurationMillis(a);
        const std::optional<double> y = flinkDurationMillis(b);
        if (!x || !y)
            return std::nullopt;
        return *x < *y ? -1 : (*x > *y ? 1 : 0);
    }
    return compareValues(orderingForm(option, a), orderingForm(option, b));
}

bool evaluate(const Condition &c, const ConnectorSchema &schema, const TableSpec &spec)
{
    switch (c.kind) {
    case Condition::Kind::Always:
        return true;
    case Condition::Kind::Role:
        return roleIncludes(spec.role, c.role);
    case Condition::Kind::PrimaryKey:
        return spec.primaryKey.isEmpty() == (c.values.constFirst() == QLatin1String("false"));
    case Condition::Kind::Partitioned:
        return spec.partitionedBy.isEmpty() == (c.values.constFirst() == QLatin1String("false"));
    case Condition::Kind::PartitionsInPrimaryKey:
        for (const QString &column : spec.partitionedBy) {
            if (!spec.primaryKey.contains(column))
                return false;
        }
        return true;
    case Condition::Kind::PrimaryKeyPrefixedBy: {
        const QString prefix = optionValue(spec, c.option);
        for (const QString &column : spec.primaryKey) {
            if (!column.startsWith(prefix))
                return false;
        }
        return true;
    }
    case Condition::Kind::Set:
        return !optionValue(spec, c.option).isEmpty();
    case Condition::Kind::Unset:
        return optionValue(spec, c.option).isEmpty();
    case Condition::Kind::Equals:
        return equalsIgnoringCase(effectiveValue(schema, spec, c.option), c.values.constFirst());
    case Condition::Kind::In: {
        const QString value = effectiveValue(schema, spec, c.option);
        for (const QString &v : c.values) {
            if (equalsIgnoringCase(value, v))
                return true;
        }
        return false;
    }
    case Condition::Kind::Matches: {
        const QString value = optionValue(spec, c.option);
        return !value.isEmpty() && c.regex.match(value).hasMatch();
    }
    case Condition::Kind::NotBefore:
    case Condition::Kind::After: {
        // Both values are of comparable types by construction of the schema; the option's own
        // type decides how they order. Unset (or unparsable) values leave the condition holding.
        const QString value = optionValue(spec, c.option);
        const QString other = optionValue(spec, c.other);
        if (value.isEmpty() || other.isEmpty())
            return true;
        // A special value ('earliest') has no place among the type's values: not ordered.
        const OptionSchema *first = schema.option(c.option);
        const OptionSchema *second = schema.option(c.other);
        if ((first && isSpecialValue(*first, value)) || (second && isSpecialValue(*second, other)))
            return true;
        const std::optional<int> order = compareOptionValues(schema, c.option, value, other);
        if (!order)
            return true;
        return c.kind == Condition::Kind::NotBefore ? *order >= 0 : *order > 0;
    }
    case Condition::Kind::ExactlyOne:
    case Condition::Kind::AtMostOne: {
        int count = 0;
        for (const QString &key : c.values) {
            if (!optionValue(spec, key).isEmpty())
                ++count;
        }
        return c.kind == Condition::Kind::ExactlyOne ? count == 1 : count <= 1;
    }
    case Condition::Kind::All:
        for (const Condition &child : c.children) {
            if (!evaluate(child, schema, spec))
                return false;
        }
        return true;
    case Condition::Kind::Any:
        for (const Condition &child : c.children) {
            if (evaluate(child, schema, spec))
                return true;
        }
        return false;
    case Condition::Kind::Not:
        return !evaluate(c.children.constFirst(), schema, spec);
    }
    return true;
}

} // namespace st

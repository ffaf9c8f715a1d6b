#pragma once

// Private to the schema reader's .cpp files: connectorschema.cpp reads the parts of a schema
// (an option, a rule, a dialect), connectorschemajson.cpp the file around them.

#include "schema/connectorschema.h"

#include <QJsonArray>
#include <QJsonObject>

namespace st::schemadetail {

/// Collects the first problem of a schema file as `path: problem`.
class SchemaReader
{
public:
    explicit SchemaReader(QString *error) : m_error(error) {}

    bool fail(const QString &path, const QString &problem)
    {
        if (!m_failed && m_error)
            *m_error = path + QStringLiteral(": ") + problem;
        m_failed = true;
        return false;
    }
    bool failed() const { return m_failed; }
    /// For messages already in `path: problem` form (from parseCondition).
    bool failWith(const QString &message)
    {
        if (!m_failed && m_error)
            *m_error = message;
        m_failed = true;
        return false;
    }

    bool string(const QJsonObject &o, const QString &path, const char *key, QString *out, bool required)
    {
        const QJsonValue v = o.value(QLatin1String(key));
        if (v.isUndefined()) {
            return required ? fail(join(path, key), QStringLiteral("is missing")) : true;
        }
        if (!v.isString() || (required && v.toString().isEmpty()))
            return fail(join(path, key), QStringLiteral("expected a non-empty string"));
        *out = v.toString();
        return true;
    }

    bool text(const QJsonObject &o, const QString &path, const char *key, LocalizedText *out, bool required)
    {
        const QJsonValue v = o.value(QLatin1String(key));
        if (v.isUndefined())
            return required ? fail(join(path, key), QStringLiteral("is missing")) : true;
        if (!LocalizedText::fromJson(v, out) || !out->isComplete())
            return fail(join(path, key), QStringLiteral("expected {\"en\": \"...\", \"zh\": \"...\"} with both texts"));
        return true;
    }

    bool roles(const QJsonValue &v, const QString &path, RoleSet *out)
    {
        if (!v.isArray())
            return fail(path, QStringLiteral("expected an array of roles (\"source\", \"sink\")"));
        RoleSet set;
        for (const QJsonValue &item : v.toArray()) {
            const QString name = item.toString();
            if (name == QLatin1String("source"))
                set.source = true;
            else if (name == QLatin1String("sink"))
                set.sink = true;
            else
                return fail(path, QStringLiteral("unknown role \"%1\"").arg(name));
        }
        *out = set;
        return true;
    }

    /// The member `key` of `o` as an array (empty when absent). Anything else is a problem: a
    /// `"rules": {}` must not quietly mean "no rules".
    bool array(const QJsonObject &o, const QString &path, const char *key, QJsonArray *out)
    {
        const QJsonValue v = o.value(QLatin1String(key));
        if (v.isUndefined())
            return true;
        if (!v.isArray())
            return fail(join(path, key), QStringLiteral("expected an array"));
        *out = v.toArray();
        return true;
    }

    /// The member `key` of `o` as an object (empty when absent); anything else is a problem.
    bool object(const QJsonObject &o, const QString &path, const char *key, QJsonObject *out)
    {
        const QJsonValue v = o.value(QLatin1String(key));
        if (v.isUndefined())
            return true;
        if (!v.isObject())
            return fail(join(path, key), QStringLiteral("expected an object"));
        *out = v.toObject();
        return true;
    }

    static QString join(const QString &path, const char *key)
    {
        return path.isEmpty() ? QLatin1String(key) : path + QLatin1Char('.') + QLatin1String(key);
    }

private:
    QString *m_error;
    bool m_failed = false;
};

bool readOption(SchemaReader &r, const QJsonValue &json, const QString &path, const RoleSet &connectorRoles, SchemaKind kind,
                OptionSchema *out);
bool readRuleHeader(SchemaReader &r, const QJsonObject &o, const QString &path, QString *id, Severity *severity,
                    LocalizedText *message);
bool claimRuleId(SchemaReader &r, QStringList *ids, const QString &path, const QString &id);
bool readRule(SchemaReader &r, const QJsonValue &json, const QString &path, const QStringList &keys, RuleSchema *out);
bool readDatabaseRule(SchemaReader &r, const QJsonValue &json, const QString &path, const QStringList &keys,
                      DatabaseRuleSchema *out);
bool readDialect(SchemaReader &r, const QString &name, const QJsonValue &json, const QString &path,
                 const ConnectorSchema &schema, DialectSchema *out);

} // namespace st::schemadetail

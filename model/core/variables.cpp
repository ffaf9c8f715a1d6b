#include "core/variables.h"

#include "core/names.h"

#include <QHash>

namespace st {

namespace {

const QRegularExpression &referencePattern()
{
    static const QRegularExpression re(QStringLiteral("\\$\\{([A-Za-z_][A-Za-z0-9_]*)\\}"));
    return re;
}

} // namespace

namespace referencedetail {

QString substitute(const QString &value, const QRegularExpression &pattern,
                   const std::function<const QString *(const QString &)> &lookup, QStringList *missing)
{
    QString out;
    qsizetype at = 0;
    for (auto it = pattern.globalMatch(value); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        out += value.mid(at, m.capturedStart() - at);
        const QString name = m.captured(1);
        if (const QString *found = lookup(name)) {
            out += *found;
        } else {
            out += m.captured();
            if (missing && !missing->contains(name))
                *missing << name;
        }
        at = m.capturedEnd();
    }
    return out + value.mid(at);
}

QStringList names(const QString &value, const QRegularExpression &pattern)
{
    QStringList out;
    for (auto it = pattern.globalMatch(value); it.hasNext();) {
        const QString name = it.next().captured(1);
        if (!out.contains(name))
            out << name;
    }
    return out;
}

} // namespace referencedetail

const Environment *findEnvironment(const Environments &environments, const QString &name)
{
    const QString key = nameKey(name);
    for (const Environment &e : environments) {
        if (nameKey(e.name) == key)
            return &e;
    }
    return nullptr;
}

bool isVariableName(const QString &name)
{
    static const QRegularExpression re(QStringLiteral("^[A-Za-z_][A-Za-z0-9_]*$"));
    return re.match(name).hasMatch();
}

QString variableReference(const QString &name)
{
    return QStringLiteral("${%1}").arg(name);
}

QStringList variableReferences(const QString &value)
{
    if (!value.contains(QLatin1String("${")))
        return {};
    return referencedetail::names(value, referencePattern());
}

namespace {

/// How deep variables may refer to variables (`GROUP = etl_${SUFFIX}`, SUFFIX referring on...).
constexpr int kMaxVariableDepth = 8;

/// The values of variables with the references they hold replaced in turn, as a reference to
/// one is replaced: a value is written whole or, where a name has no value, a cycle closes or
/// the chain runs deeper than kMaxVariableDepth, not at all (the name is missing, said so).
class NestedVariables
{
public:
    explicit NestedVariables(const Variables &variables) : m_variables(variables) {}

    const QString *lookup(const QString &name, QStringList *missing)
    {
        if (const auto done = m_resolved.constFind(name); done != m_resolved.cend())
            return &done.value();
        const auto it = m_variables.constFind(name);
        if (it == m_variables.cend())
            return nullptr;
        if (!it.value().contains(QLatin1String("${")))
            return &it.value();
        if (m_chain.contains(name) || m_chain.size() >= kMaxVariableDepth) {
            m_unresolvable.insert(name, m_chain.mid(m_chain.indexOf(name)) + QStringList{name});
            return nullptr;
        }
        m_chain << name;
        QStringList inner;
        const QString value = referencedetail::substitute(it.value(), referencePattern(),
                                                          [this, missing](const QString &n) { return lookup(n, missing); }, &inner);
        m_chain.removeLast();
        if (!inner.isEmpty()) { // what it refers to has no value: so has it none
            for (const QString &n : std::as_const(inner)) {
                if (missing && !missing->contains(n))
                    *missing << n;
            }
            return nullptr;
        }
        return &*m_resolved.insert(name, value);
    }

    /// `missing` with each name a cycle or too deep a chain left without a value said so.
    void explain(QStringList *missing) const
    {
        if (!missing)
            return;
        // A name inside a cycle has a value: the cycle is said at the name it came back to.
        for (const QStringList &chain : m_unresolvable) {
            for (const QString &inside : chain.mid(1, chain.size() - 2))
                missing->removeAll(inside);
        }
        for (QString &name : *missing) {
            const auto chain = m_unresolvable.constFind(name);
            if (chain == m_unresolvable.cend())
                continue;
            name = chain.value().size() > kMaxVariableDepth
                       ? QStringLiteral("%1 (its references run deeper than %2 variables)").arg(name).arg(kMaxVariableDepth)
                       : QStringLiteral("%1 (it refers to itself: %2)").arg(name, chain.value().join(QStringLiteral(" -> ")));
        }
    }

private:
    const Variables &m_variables;
    QHash<QString, QString> m_resolved;
    QStringList m_chain;                     ///< the variables being resolved, outermost first
    QHash<QString, QStringList> m_unresolvable; ///< by name: the chain that came back to it
};

} // namespace

QString substituteVariables(const QString &value, const Variables &variables, QStringList *missing)
{
    if (!value.contains(QLatin1String("${")))
        return value;
    NestedVariables nested(variables);
    QStringList found;
    const QString out = referencedetail::substitute(value, referencePattern(),
                                                    [&nested, &found](const QString &name) { return nested.lookup(name, &found); }, &found);
    nested.explain(&found);
    for (const QString &name : std::as_const(found)) {
        if (missing && !missing->contains(name))
            *missing << name;
    }
    return out;
}

TableSpec withVariables(const TableSpec &spec, const Variables &variables, QStringList *missing)
{
    TableSpec out = spec;
    for (auto it = out.options.begin(); it != out.options.end(); ++it)
        it.value() = substituteVariables(it.value(), variables, missing);
    return out;
}

LocalizedText missingVariablesMessage(const QStringList &names, const QString &database, const QString &environment)
{
    const QString list = names.join(QStringLiteral(", "));
    return localized("environment \"%2\" of database \"%3\" gives no value for %1"
                     " (streamtable env set %3 %2 NAME VALUE)",
                     "数据库“%3”的环境“%2”没有给出 %1 的值（streamtable env set %3 %2 变量名 值）")
        .arg(list, environment, database);
}

LocalizedText noEnvironmentMessage(const QString &database, const QString &environment, const Environments &environments)
{
    QStringList names;
    for (const Environment &e : environments)
        names << e.name;
    if (names.isEmpty()) {
        return localized("Database \"%1\" has no environment \"%2\" (it has none; streamtable env set %1 %2 NAME VALUE makes one)",
                         "数据库“%1”没有环境“%2”（它没有任何环境；streamtable env set %1 %2 变量名 值 可创建）")
            .arg(database, environment);
    }
    return localized("Database \"%1\" has no environment \"%2\" (it has: %3)", "数据库“%1”没有环境“%2”（已有：%3）")
        .arg(database, environment, names.join(QStringLiteral(", ")));
}

} // namespace st

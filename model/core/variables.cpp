#include "core/variables.h"

#include "core/names.h"

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

QString substituteVariables(const QString &value, const Variables &variables, QStringList *missing)
{
    if (!value.contains(QLatin1String("${")))
        return value;
    return referencedetail::substitute(value, referencePattern(), [&variables](const QString &name) -> const QString * {
        const auto it = variables.constFind(name);
        return it == variables.constEnd() ? nullptr : &it.value();
    }, missing);
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

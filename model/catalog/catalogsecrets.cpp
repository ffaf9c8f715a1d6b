// Variables used where a secret goes. A secret option whose value is a variable's reference
// (`'properties.ssl.truststore.password' = '${TRUST}'`, a JAAS `password="${PW}"`) writes that
// variable's value as the secret at export, so the variable holds a secret whatever it is
// called: in every environment its value must be a ${secret:NAME} reference. Checked under the
// write lock on both sides of the use: when a table or connection that uses it is saved, and
// when the variable is set.

#include "catalog/catalog_p.h"
#include "core/secrets.h"
#include "core/variables.h"

namespace st {

using namespace catalogdetail;

namespace {

/// A variable a secret option uses.
struct SecretUse
{
    QString variable;
    QString option;
};

QList<SecretUse> secretUses(const QMap<QString, QString> &options)
{
    QList<SecretUse> uses;
    for (auto it = options.cbegin(); it != options.cend(); ++it) {
        if (!optionKeyLooksSecret(it.key()))
            continue;
        for (const QString &variable : variablesUsedAsSecrets(it.key(), it.value()))
            uses.append({variable, it.key()});
    }
    return uses;
}

/// Whether a variable's value, written where a secret goes, holds a part of it in clear.
bool variableHoldsSecretInClear(const QString &value)
{
    return !value.trimmed().isEmpty() && !isOneReference(value);
}

CatalogStatus variableInClear(const QString &variable, const QString &environment, const QString &option, const LocalizedText &user)
{
    const LocalizedText text = localized("'%1' of %2 holds a secret and takes variable \"%3\", which environment \"%4\" gives in clear;"
                                         " nothing was written. Set \"%3\" to ${secret:NAME} there and give the value at export"
                                         " (STREAMTABLE_SECRET_NAME or --secrets FILE)",
                                         "%2的“%1”保存机密，引用了变量“%3”，而环境“%4”以明文给出该变量；未写入任何内容。"
                                         "请在该环境中把“%3”设为 ${secret:NAME}，在导出时给出其值（STREAMTABLE_SECRET_NAME 或 --secrets 文件）");
    return {CatalogErrorCode::SecretInClear,
            {text.en.arg(option, user.en, variable, environment), text.zh.arg(option, user.zh, variable, environment)}};
}

LocalizedText tableLabel(const QString &name)
{
    return localized("table \"%1\"", "表“%1”").arg(name);
}

LocalizedText connectionLabel(const QString &name)
{
    return localized("connection \"%1\"", "连接“%1”").arg(name);
}

/// `text` as a LIKE pattern that matches it anywhere, its wildcards and the escape taken as they are.
QString containsPattern(const QString &text)
{
    QString escaped = text;
    escaped.replace(QLatin1Char('\\'), QLatin1String("\\\\"));
    escaped.replace(QLatin1Char('%'), QLatin1String("\\%"));
    escaped.replace(QLatin1Char('_'), QLatin1String("\\_"));
    return QLatin1Char('%') + escaped + QLatin1Char('%');
}

} // namespace

CatalogStatus Catalog::checkSecretVariablesOf(qint64 databaseId, const QMap<QString, QString> &options, const LocalizedText &user) const
{
    const QList<SecretUse> uses = secretUses(options);
    if (uses.isEmpty())
        return {};
    const CatalogResult<Environments> environments = readEnvironments(databaseId);
    if (!environments)
        return environments.status;
    for (const SecretUse &use : uses) {
        for (const Environment &e : environments.value) {
            if (variableHoldsSecretInClear(e.variables.value(use.variable)))
                return variableInClear(use.variable, e.name, use.option, user);
        }
    }
    return {};
}

CatalogStatus Catalog::checkTableSecretVariables(qint64 databaseId, const TableSpec &spec) const
{
    return checkSecretVariablesOf(databaseId, spec.options, tableLabel(spec.name));
}

CatalogStatus Catalog::checkConnectionSecretVariables(qint64 databaseId, const Connection &connection) const
{
    return checkSecretVariablesOf(databaseId, connection.options, connectionLabel(connection.name));
}

CatalogStatus Catalog::checkVariableSecretUses(qint64 databaseId, const QString &environment, const QString &name,
                                               const QString &value) const
{
    if (!variableHoldsSecretInClear(value))
        return {};
    const auto usedBy = [&name](const QMap<QString, QString> &options) -> QString {
        for (const SecretUse &use : secretUses(options)) {
            if (use.variable == name)
                return use.option;
        }
        return {};
    };
    const CatalogResult<Connections> connections = readConnections(databaseId);
    if (!connections)
        return connections.status;
    for (const Connection &c : connections.value) {
        if (const QString option = usedBy(c.options); !option.isEmpty())
            return variableInClear(name, environment, option, connectionLabel(c.name));
    }
    // Only the tables whose spec mentions the reference are read: setting a variable stays
    // cheap in a database of thousands of tables.
    QSqlQuery query = preparedQuery(m_db, QStringLiteral("SELECT t.name, r.spec FROM tables t"
                                                         " JOIN revisions r ON r.table_id = t.id AND r.revision = t.revision"
                                                         " WHERE t.database_id = ? AND r.spec LIKE ? ESCAPE '\\'"),
                                    {databaseId, containsPattern(variableReference(name))});
    query.setForwardOnly(true);
    if (!query.exec())
        return storageError(localized("read the tables", "读取表"), query.lastError().text());
    while (query.next()) {
        TableSpec spec;
        QString error;
        // A spec that cannot be read is refused where it is read; here it uses nothing.
        if (!TableSpec::fromJsonText(query.value(1).toString().toUtf8(), &spec, &error))
            continue;
        if (const QString option = usedBy(spec.options); !option.isEmpty())
            return variableInClear(name, environment, option, tableLabel(query.value(0).toString()));
    }
    return {};
}

} // namespace st

// The environments of a logical database (format 5): each gives values to the ${NAME}
// references in option values (core/variables). Secrets are never stored here.

#include "catalog/catalog.h"

#include "catalog/catalog_p.h"
#include "core/secrets.h"

namespace st {

using namespace catalogdetail;

namespace {

LocalizedText environmentLabel()
{
    return localized("environment", "环境");
}

/// Refuses what must not be stored as a variable: a name that is not one, and a password or
/// key as it is under a name that says it is one.
CatalogStatus checkVariable(const QString &environment, const QString &name, const QString &value)
{
    if (!isVariableName(name)) {
        return {CatalogErrorCode::InvalidName,
                localized("\"%1\" cannot be a variable name: use a letter or _, then letters, digits and _",
                          "“%1”不能作为变量名：须以字母或 _ 开头，其后为字母、数字或 _").arg(name)};
    }
    if (optionKeyLooksSecret(name) && holdsSecretInClear(name, value)) {
        return {CatalogErrorCode::SecretInClear,
                localized("Variable \"%1\" of environment \"%2\" would store a secret in clear; nothing was written."
                          " Set it to ${secret:NAME} and give the value at export (STREAMTABLE_SECRET_NAME or --secrets FILE)",
                          "环境“%2”的变量“%1”会以明文保存机密；未写入任何内容。请设为 ${secret:NAME}，"
                          "在导出时给出其值（STREAMTABLE_SECRET_NAME 或 --secrets 文件）").arg(name, environment)};
    }
    return {};
}

CatalogStatus checkEnvironmentName(const QString &environment)
{
    if (environment.trimmed().isEmpty()) {
        return {CatalogErrorCode::InvalidName,
                localized("An environment name must not be empty", "环境名称不能为空")};
    }
    if (const std::optional<LocalizedText> problem = nameCharacterProblem(environment, environmentLabel()))
        return {CatalogErrorCode::InvalidName, *problem};
    return {};
}

/// Refuses environments that cannot all be stored: a bad name, one name twice, a bad variable.
CatalogStatus checkEnvironments(const QString &database, const Environments &environments)
{
    QStringList keys;
    for (const Environment &e : environments) {
        if (CatalogStatus s = checkEnvironmentName(e.name); !s)
            return s;
        if (keys.contains(nameKey(e.name))) {
            return {CatalogErrorCode::AlreadyExists,
                    localized("Database \"%1\" would have environment \"%2\" twice", "数据库“%1”中环境“%2”重复").arg(database, e.name)};
        }
        keys << nameKey(e.name);
        for (auto it = e.variables.cbegin(); it != e.variables.cend(); ++it) {
            if (CatalogStatus s = checkVariable(e.name, it.key(), it.value()); !s)
                return s;
        }
    }
    return {};
}

LocalizedText noEnvironment(const QString &database, const QString &environment)
{
    return localized("Database \"%1\" has no environment \"%2\"", "数据库“%1”没有环境“%2”").arg(database, environment);
}

/// What another program changed in a database's environments since `base` was read.
LocalizedText environmentChanges(const Environments &base, const Environments &now)
{
    QStringList changed;
    for (const Environment &e : now) {
        const Environment *before = findEnvironment(base, e.name);
        if (!before || *before != e)
            changed << e.name;
    }
    for (const Environment &e : base) {
        if (!findEnvironment(now, e.name))
            changed << e.name;
    }
    return {changed.join(QStringLiteral(", ")), changed.join(QStringLiteral("、"))};
}

} // namespace

CatalogResult<Environments> Catalog::readEnvironments(qint64 databaseId) const
{
    const LocalizedText action = localized("read the environments", "读取环境");
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    query.prepare(QStringLiteral("SELECT e.id, e.name, v.name, v.value FROM environments e"
                                 " LEFT JOIN variables v ON v.environment_id = e.id"
                                 " WHERE e.database_id = ? ORDER BY e.name_key, e.id, v.name"));
    query.addBindValue(databaseId);
    if (!query.exec())
        return storageError(action, query.lastError().text());
    Environments out;
    qint64 current = 0;
    while (query.next()) {
        const qint64 id = query.value(0).toLongLong();
        if (id != current || out.isEmpty()) {
            out.append(Environment{query.value(1).toString(), {}});
            current = id;
        }
        if (!query.value(2).isNull())
            out.last().variables.insert(query.value(2).toString(), query.value(3).toString());
    }
    return out;
}

CatalogResult<qint64> Catalog::environmentId(qint64 databaseId, const QString &environment) const
{
    QSqlQuery query = preparedQuery(m_db, QStringLiteral("SELECT id FROM environments WHERE database_id = ? AND name_key = ?"),
                                    {databaseId, nameKey(environment)});
    if (!query.exec())
        return storageError(localized("read the environments", "读取环境"), query.lastError().text());
    return query.next() ? query.value(0).toLongLong() : qint64(0);
}

CatalogResult<qint64> Catalog::insertEnvironment(qint64 databaseId, const QString &environment, const LocalizedText &action)
{
    QSqlQuery query = preparedQuery(m_db, QStringLiteral("INSERT INTO environments (database_id, name, name_key) VALUES (?, ?, ?)"),
                                    {databaseId, environment, nameKey(environment)});
    if (!query.exec())
        return storageError(action, query.lastError().text());
    const CatalogResult<qint64> id = environmentId(databaseId, environment);
    if (id && id.value == 0)
        return storageError(action, QStringLiteral("the new environment cannot be read back"));
    return id;
}

CatalogResult<Environments> Catalog::environments(const QString &database) const
{
    if (CatalogStatus s = checkOpen(); !s)
        return s;
    const ReadTransaction transaction(m_db, m_backend);
    if (!transaction.begun())
        return storageError(localized("read the environments", "读取环境"), transaction.error());
    const CatalogResult<qint64> id = databaseId(database);
    if (!id)
        return id.status;
    return readEnvironments(id.value);
}

CatalogStatus Catalog::createEnvironment(const QString &database, const QString &environment)
{
    DatabaseChange change(*this, database, localized("create the environment", "创建环境"), checkEnvironmentName(environment));
    if (!change.id)
        return change.id.status;
    const CatalogResult<qint64> existing = environmentId(change.id.value, environment);
    if (!existing)
        return existing.status;
    if (existing.value != 0) {
        return {CatalogErrorCode::AlreadyExists,
                localized("Database \"%1\" already has an environment \"%2\"", "数据库“%1”已有环境“%2”").arg(database, environment)};
    }
    if (const CatalogResult<qint64> made = insertEnvironment(change.id.value, environment, change.action()); !made)
        return made.status;
    return change.commit();
}

CatalogStatus Catalog::dropEnvironment(const QString &database, const QString &environment)
{
    DatabaseChange change(*this, database, localized("drop the environment", "删除环境"));
    if (!change.id)
        return change.id.status;
    QSqlQuery query = preparedQuery(m_db, QStringLiteral("DELETE FROM environments WHERE database_id = ? AND name_key = ?"),
                                    {change.id.value, nameKey(environment)});
    if (!query.exec())
        return change.storageError(query.lastError().text());
    if (query.numRowsAffected() == 0)
        return {CatalogErrorCode::NotFound, noEnvironment(database, environment)};
    return change.commit();
}

CatalogStatus Catalog::setVariable(const QString &database, const QString &environment, const QString &name, const QString &value)
{
    DatabaseChange change(*this, database, localized("set the variable", "设置变量"),
                          firstFailure({checkEnvironmentName(environment), checkVariable(environment, name, value)}));
    if (!change.id)
        return change.id.status;
    CatalogResult<qint64> environmentRow = environmentId(change.id.value, environment);
    if (environmentRow && environmentRow.value == 0)
        environmentRow = insertEnvironment(change.id.value, environment, change.action());
    if (!environmentRow)
        return environmentRow.status;
    if (CatalogStatus s = checkVariableSecretUses(change.id.value, environment, name, value); !s)
        return s;
    QSqlQuery query = preparedQuery(m_db, QStringLiteral("DELETE FROM variables WHERE environment_id = ? AND name = ?"),
                                    {environmentRow.value, name});
    if (!query.exec())
        return change.storageError(query.lastError().text());
    query.finish();
    return change.execAndCommit(QStringLiteral("INSERT INTO variables (environment_id, name, value) VALUES (?, ?, ?)"),
                                {environmentRow.value, name, notNull(value)});
}

CatalogStatus Catalog::unsetVariable(const QString &database, const QString &environment, const QString &name)
{
    DatabaseChange change(*this, database, localized("remove the variable", "删除变量"));
    if (!change.id)
        return change.id.status;
    const CatalogResult<qint64> environmentRow = environmentId(change.id.value, environment);
    if (!environmentRow)
        return environmentRow.status;
    if (environmentRow.value == 0)
        return {CatalogErrorCode::NotFound, noEnvironment(database, environment)};
    QSqlQuery query = preparedQuery(m_db, QStringLiteral("DELETE FROM variables WHERE environment_id = ? AND name = ?"),
                                    {environmentRow.value, name});
    if (!query.exec())
        return change.storageError(query.lastError().text());
    if (query.numRowsAffected() == 0) {
        return {CatalogErrorCode::NotFound,
                localized("Environment \"%2\" of database \"%1\" has no variable \"%3\"",
                          "数据库“%1”的环境“%2”没有变量“%3”").arg(database, environment, name)};
    }
    return change.commit();
}

QList<LocalizedText> Catalog::environmentProblems(const Environments &environments)
{
    QList<LocalizedText> problems;
    QStringList keys;
    for (const Environment &e : environments) {
        if (const CatalogStatus s = checkEnvironmentName(e.name); !s)
            problems << s.message();
        else if (keys.contains(nameKey(e.name)))
            problems << localized("Environment \"%1\" is there twice", "环境“%1”重复").arg(e.name);
        keys << nameKey(e.name);
        for (auto it = e.variables.cbegin(); it != e.variables.cend(); ++it) {
            if (it.key().isEmpty())
                problems << localized("A variable of environment \"%1\" has a value but no name", "环境“%1”中有变量只有值而没有名称").arg(e.name);
            else if (!isVariableName(it.key()))
                problems << localized("\"%1\" (environment \"%2\") is not a variable name: a letter or _, then letters, digits and _",
                                      "“%1”（环境“%2”）不是有效的变量名：须以字母或 _ 开头，其后为字母、数字或 _").arg(it.key(), e.name);
            else if (const CatalogStatus s = checkVariable(e.name, it.key(), it.value()); !s)
                problems << localized("Variable \"%1\" of environment \"%2\" holds a secret in clear: set it to ${secret:NAME} and give the value at export (STREAMTABLE_SECRET_NAME or --secrets FILE)",
                                      "环境“%2”的变量“%1”以明文保存了机密：请设为 ${secret:NAME}，在导出时给出其值（STREAMTABLE_SECRET_NAME 或 --secrets 文件）").arg(it.key(), e.name);
        }
    }
    return problems;
}

CatalogStatus Catalog::saveEnvironments(const QString &database, const Environments &edited, const Environments &base)
{
    DatabaseChange change(*this, database, localized("save the environments", "保存环境"), checkEnvironments(database, edited));
    if (!change.id)
        return change.id.status;
    // Compared under the write lock: nobody can change them between this read and the write.
    const CatalogResult<Environments> now = readEnvironments(change.id.value);
    if (!now)
        return now.status;
    if (now.value != base) {
        const LocalizedText changes = environmentChanges(base, now.value);
        return {CatalogErrorCode::Conflict,
                {QStringLiteral("The environments of database \"%1\" were changed elsewhere since they were read (%2); nothing was saved."
                                " Read them again and make the change on top of them.")
                     .arg(database, changes.en),
                 QStringLiteral("数据库“%1”的环境在读取后已被其他程序修改（%2）；未保存任何内容。请重新读取，在其基础上再修改。")
                     .arg(database, changes.zh)}};
    }
    // A variable a secret option uses must hold a reference; those left as they were were checked
    // when set (or when their users were saved).
    for (const Environment &e : edited) {
        const Environment *before = findEnvironment(now.value, e.name);
        for (auto it = e.variables.cbegin(); it != e.variables.cend(); ++it) {
            if (before && before->variables.value(it.key()) == it.value() && before->variables.contains(it.key()))
                continue;
            if (CatalogStatus s = checkVariableSecretUses(change.id.value, e.name, it.key(), it.value()); !s)
                return s;
        }
    }
    QSqlQuery query = preparedQuery(m_db, QStringLiteral("DELETE FROM environments WHERE database_id = ?"), {change.id.value});
    if (!query.exec())
        return change.storageError(query.lastError().text());
    for (const Environment &e : edited) {
        const CatalogResult<qint64> environmentRow = insertEnvironment(change.id.value, e.name, change.action());
        if (!environmentRow)
            return environmentRow.status;
        query.prepare(QStringLiteral("INSERT INTO variables (environment_id, name, value) VALUES (?, ?, ?)"));
        for (auto it = e.variables.cbegin(); it != e.variables.cend(); ++it) {
            query.addBindValue(environmentRow.value);
            query.addBindValue(it.key());
            query.addBindValue(notNull(it.value()));
            if (!query.exec())
                return change.storageError(query.lastError().text());
        }
    }
    return change.commit();
}

} // namespace st

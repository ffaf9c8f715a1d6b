// Reading a live source database's tables through Qt Sql: MySQL and MariaDB from
// information_schema (COLUMN_TYPE is the type as SHOW CREATE TABLE writes it), PostgreSQL from
// pg_catalog (format_type() writes it as pg_dump does), so that a live read and a dump of the
// same database give the same types.

#include "sourcedb/sourceschema.h"

#include <QHash>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QUrl>
#include <QUrlQuery>
#include <QUuid>

namespace st {

namespace {

LocalizedText both(const QString &en, const QString &zh)
{
    return LocalizedText{en, zh};
}

const char *const kMySqlTables =
    "SELECT TABLE_NAME, TABLE_COMMENT FROM information_schema.TABLES WHERE TABLE_SCHEMA = ? AND TABLE_TYPE = 'BASE TABLE' "
    "ORDER BY TABLE_NAME";
const char *const kMySqlColumns =
    "SELECT TABLE_NAME, COLUMN_NAME, COLUMN_TYPE, IS_NULLABLE, COLUMN_COMMENT FROM information_schema.COLUMNS "
    "WHERE TABLE_SCHEMA = ? ORDER BY TABLE_NAME, ORDINAL_POSITION";
const char *const kMySqlKeys =
    "SELECT TABLE_NAME, INDEX_NAME, NON_UNIQUE, COLUMN_NAME FROM information_schema.STATISTICS "
    "WHERE TABLE_SCHEMA = ? ORDER BY TABLE_NAME, INDEX_NAME, SEQ_IN_INDEX";

const char *const kPostgresTables =
    "SELECT c.relname, COALESCE(obj_description(c.oid, 'pg_class'), '') FROM pg_class c "
    "JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = ? AND c.relkind IN ('r', 'p') AND NOT c.relispartition "
    "ORDER BY c.relname";
const char *const kPostgresColumns =
    "SELECT c.relname, a.attname, format_type(a.atttypid, a.atttypmod), a.attnotnull, COALESCE(col_description(c.oid, a.attnum), '') "
    "FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace JOIN pg_attribute a ON a.attrelid = c.oid "
    "WHERE n.nspname = ? AND c.relkind IN ('r', 'p') AND NOT c.relispartition AND a.attnum > 0 AND NOT a.attisdropped "
    "ORDER BY c.relname, a.attnum";
const char *const kPostgresKeys =
    "SELECT c.relname, con.conname, CASE con.contype WHEN 'p' THEN 0 ELSE 1 END, a.attname "
    "FROM pg_constraint con JOIN pg_class c ON c.oid = con.conrelid JOIN pg_namespace n ON n.oid = c.relnamespace "
    "CROSS JOIN LATERAL unnest(con.conkey) WITH ORDINALITY AS k(attnum, ord) "
    "JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = k.attnum "
    "WHERE n.nspname = ? AND con.contype IN ('p', 'u') ORDER BY c.relname, con.conname, k.ord";

bool runQuery(QSqlDatabase &db, const char *sql, const QString &bound, QSqlQuery *query, LocalizedText *error)
{
    *query = QSqlQuery(db);
    query->setForwardOnly(true);
    if (query->prepare(QString::fromLatin1(sql))) {
        query->addBindValue(bound);
        if (query->exec())
            return true;
    }
    *error = both(QStringLiteral("reading the tables failed: %1").arg(query->lastError().text()),
                  QStringLiteral("读取表失败：%1").arg(query->lastError().text()));
    return false;
}

bool readTables(QSqlDatabase &db, bool mysql, const QString &schemaName, SourceSchema *schema, LocalizedText *error)
{
    QHash<QString, int> index;
    QSqlQuery q;
    if (!runQuery(db, mysql ? kMySqlTables : kPostgresTables, schemaName, &q, error))
        return false;
    while (q.next()) {
        SourceTable table;
        table.name = q.value(0).toString();
        table.comment = q.value(1).toString();
        if (!mysql)
            table.schema = schemaName;
        index.insert(table.name, schema->tables.size());
        schema->tables << table;
    }
    if (!runQuery(db, mysql ? kMySqlColumns : kPostgresColumns, schemaName, &q, error))
        return false;
    while (q.next()) {
        const auto found = index.constFind(q.value(0).toString());
        if (found == index.constEnd())
            continue; // a view's columns
        SourceColumn column;
        column.name = q.value(1).toString();
        column.type = q.value(2).toString();
        column.notNull = mysql ? q.value(3).toString() == QLatin1String("NO") : q.value(3).toBool();
        column.comment = q.value(4).toString();
        schema->tables[*found].columns << column;
    }
    if (!runQuery(db, mysql ? kMySqlKeys : kPostgresKeys, schemaName, &q, error))
        return false;
    QString lastKey;
    while (q.next()) {
        const auto found = index.constFind(q.value(0).toString());
        if (found == index.constEnd())
            continue;
        SourceTable &table = schema->tables[*found];
        const QString keyName = q.value(0).toString() + QLatin1Char('\n') + q.value(1).toString();
        const bool primary = mysql ? q.value(1).toString() == QLatin1String("PRIMARY") : q.value(2).toInt() == 0;
        const bool unique = mysql ? q.value(2).toInt() == 0 : true;
        if (!unique)
            continue;
        if (primary) {
            table.primaryKey << q.value(3).toString();
        } else {
            if (keyName != lastKey)
                table.uniqueKeys << QStringList();
            table.uniqueKeys.last() << q.value(3).toString();
        }
        lastKey = keyName;
    }
    return true;
}

} // namespace

QString SourceLocation::text() const
{
    QString out = kind + QStringLiteral("://");
    if (!user.isEmpty())
        out += user + QLatin1Char('@');
    out += host;
    if (port > 0)
        out += QLatin1Char(':') + QString::number(port);
    out += QLatin1Char('/') + database;
    if (!schema.isEmpty() && schema != QLatin1String("public"))
        out += QStringLiteral("?schema=") + schema;
    return out;
}

bool SourceLocation::looksLikeLocation(const QString &text)
{
    for (const char *scheme : {"mysql:", "mariadb:", "postgresql:", "postgres:"}) {
        if (text.startsWith(QLatin1String(scheme), Qt::CaseInsensitive))
            return true;
    }
    return false;
}

bool SourceLocation::parse(const QString &url, SourceLocation *out, LocalizedText *error)
{
    const QUrl u(url, QUrl::StrictMode);
    const QString scheme = u.scheme().toLower();
    SourceLocation l;
    if (scheme == QLatin1String("mysql") || scheme == QLatin1String("mariadb"))
        l.kind = QStringLiteral("mysql");
    else if (scheme == QLatin1String("postgresql") || scheme == QLatin1String("postgres"))
        l.kind = QStringLiteral("postgresql");
    const QString shape = QStringLiteral("mysql://USER@HOST[:PORT]/DATABASE, postgresql://USER@HOST[:PORT]/DATABASE[?schema=NAME]");
    if (!u.isValid() || l.kind.isEmpty() || u.host().isEmpty()) {
        *error = both(QStringLiteral("\"%1\" is not a source database location (%2)").arg(url.section(QLatin1Char('@'), -1), shape),
                      QStringLiteral("“%1”不是源数据库位置（%2）").arg(url.section(QLatin1Char('@'), -1), shape));
        return false;
    }
    if (!u.password().isEmpty()) {
        *error = both(QStringLiteral("the location holds a password: give it as a secret (--password-secret NAME), never in the location"),
                      QStringLiteral("位置中含有密码：请以机密提供（--password-secret 名称），不要写在位置里"));
        return false;
    }
    l.user = u.userName();
    l.host = u.host();
    l.port = u.port(0);
    l.database = u.path().mid(1);
    const QUrlQuery query(u);
    for (const auto &item : query.queryItems()) {
        if (item.first == QLatin1String("schema") && l.kind == QLatin1String("postgresql")) {
            l.schema = item.second;
        } else {
            *error = both(QStringLiteral("the location's parameter \"%1\" is not one this program takes (only schema=NAME, for PostgreSQL)").arg(item.first),
                          QStringLiteral("位置参数“%1”不受支持（仅支持 PostgreSQL 的 schema=名称）").arg(item.first));
            return false;
        }
    }
    if (l.database.isEmpty() || l.database.contains(QLatin1Char('/')) || l.user.isEmpty()) {
        *error = both(QStringLiteral("the location needs a user and one database (%1)").arg(shape),
                      QStringLiteral("位置需要用户名和一个数据库（%1）").arg(shape));
        return false;
    }
    if (l.kind == QLatin1String("postgresql") && l.schema.isEmpty())
        l.schema = QStringLiteral("public");
    *out = l;
    return true;
}

bool readLiveSchema(const SourceLocation &location, const QString &password, SourceSchema *out, LocalizedText *error)
{
    const bool mysql = location.kind == QLatin1String("mysql");
    const QString driver = mysql ? QStringLiteral("QMYSQL") : QStringLiteral("QPSQL");
    if (!QSqlDatabase::isDriverAvailable(driver)) {
        const QString package = mysql ? QStringLiteral("libqt6sql6-mysql (Qt 5: libqt5sql5-mysql)") : QStringLiteral("libqt6sql6-psql (Qt 5: libqt5sql5-psql)");
        *error = both(QStringLiteral("Qt's %1 driver is not installed: install %2").arg(driver, package),
                      QStringLiteral("未安装 Qt 的 %1 驱动：请安装 %2").arg(driver, package));
        return false;
    }
    const QString connectionName = QStringLiteral("st-source-") + QUuid::createUuid().toString(QUuid::Id128);
    bool ok = false;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(driver, connectionName);
        db.setHostName(location.host);
        db.setPort(location.portOrDefault());
        db.setUserName(location.user);
        db.setPassword(password);
        db.setDatabaseName(location.database);
        db.setConnectOptions(mysql ? QStringLiteral("MYSQL_OPT_CONNECT_TIMEOUT=15;MYSQL_OPT_READ_TIMEOUT=60")
                                   : QStringLiteral("connect_timeout=15"));
        if (!db.open()) {
            const QString reason = db.lastError().text();
            *error = both(QStringLiteral("cannot connect to %1: %2").arg(location.text(), reason),
                          QStringLiteral("无法连接到 %1：%2").arg(location.text(), reason));
        } else {
            SourceSchema schema;
            schema.kind = location.kind;
            schema.database = location.database;
            schema.origin = location.text();
            ok = readTables(db, mysql, mysql ? location.database : location.schema, &schema, error);
            if (ok && schema.tables.isEmpty()) {
                *error = both(QStringLiteral("%1 has no tables").arg(location.text()), QStringLiteral("%1 中没有表").arg(location.text()));
                ok = false;
            }
            if (ok)
                *out = schema;
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(connectionName);
    return ok;
}

} // namespace st

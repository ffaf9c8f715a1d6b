// The catalog on a PostgreSQL server: the location, the connection through QPSQL, and the
// checks that keep a database that is not ours, or not for us, untouched. Everything the
// catalog does once open is the same code as for a file (catalogdialect.h holds what differs).

#include "catalog/catalog.h"
#include "catalog/catalog_p.h"
#include "catalog/serveranswerwatch.h"
#include "catalog/catalogschema.h"
#include "core/secrets.h"

#include <QDir>
#include <QRegularExpression>
#include <QSqlError>
#include <QSqlQuery>
#include <QUrl>
#include <QUrlQuery>

#include <atomic>

namespace st {

using namespace catalogdetail;

namespace {

std::atomic<quint64> s_serverConnectionCounter{0};

/// What a catalog database on a server says about itself.
struct ServerFacts
{
    bool hasMeta = false;
    qint64 applicationId = 0;
    int version = 0;
    int tables = 0; ///< tables in the schema the connection works in, ours included
};

QString readServerFacts(QSqlDatabase &db, ServerFacts *facts)
{
    QSqlQuery query(db);
    if (!query.exec(QStringLiteral("SELECT count(*) FROM information_schema.tables WHERE table_schema = current_schema()"))
        || !query.next()) {
        return query.lastError().text();
    }
    facts->tables = query.value(0).toInt();
    if (!query.exec(catalogdialect::metaExists()) || !query.next())
        return query.lastError().text();
    facts->hasMeta = query.value(0).toBool();
    if (!facts->hasMeta)
        return QString();
    if (!query.exec(QStringLiteral("SELECT key, value FROM catalog_meta WHERE key IN ('application_id', 'format')")))
        return query.lastError().text();
    while (query.next()) {
        if (query.value(0).toString() == QLatin1String("application_id"))
            facts->applicationId = query.value(1).toLongLong();
        else
            facts->version = query.value(1).toInt();
    }
    return QString();
}

/// Why a connection could not be made, told apart by libpq's message (a failed connection
/// carries no SQLSTATE).
/// `detail` is libpq's message, said on one line (it spans several: "...\n\tIs the server running").
CatalogStatus connectionFailure(const QString &shown, const QUrl &url, const QString &detail)
{
    auto has = [&detail](const char *words) { return detail.contains(QLatin1String(words), Qt::CaseInsensitive); };
    const QUrlQuery query(url);
    const QString host = query.hasQueryItem(QStringLiteral("host")) ? query.queryItemValue(QStringLiteral("host"), QUrl::FullyDecoded)
                                                                   : url.host(QUrl::FullyDecoded);
    const QString server = QStringLiteral("%1:%2").arg(host.isEmpty() ? QStringLiteral("localhost") : host).arg(url.port(5432));
    const QString database = url.path(QUrl::FullyDecoded).mid(1);
    const QString user = url.userName(QUrl::FullyDecoded);
    if (has("does not exist") && has("database")) {
        return {CatalogErrorCode::NotOpen,
                localized("%1: the server %2 has no database \"%3\"; create it first (createdb %3, or CREATE DATABASE "
                          "as a role that may)",
                          "%1：服务器 %2 上没有数据库“%3”；请先创建（createdb %3，或以有权限的角色执行 CREATE DATABASE）").arg(shown, server, database)};
    }
    if (has("authentication failed") || has("no password supplied") || has("password") || (has("role") && has("does not exist"))) {
        return {CatalogErrorCode::LoginRefused,
                localized("%1: the server %2 refused the login of user \"%3\": %4. The program stores no password: "
                          "give it in PGPASSWORD, ~/.pgpass or a service file (PGSERVICE)",
                          "%1：服务器 %2 拒绝了用户“%3”的登录：%4。本程序不保存密码：请通过 PGPASSWORD、~/.pgpass "
                          "或服务文件（PGSERVICE）提供").arg(shown, server, user, detail.simplified())};
    }
    if (has("could not connect") || has("connection refused") || has("could not translate host name") || has("timeout expired")
        || has("no such file or directory") || has("network is unreachable") || has("connection to server")) {
        return {CatalogErrorCode::NotOpen,
                localized("%1: the server %2 cannot be reached (is it running, and are host and port right?): %3",
                          "%1：无法连接服务器 %2（服务器是否在运行，主机和端口是否正确？）：%3").arg(shown, server, detail.simplified())};
    }
    return {CatalogErrorCode::NotOpen,
            localized("%1: cannot be opened: %2", "%1：无法打开：%2").arg(shown, detail.simplified())};
}

/// The session's settings: how long a write waits for another writer's lock, and for a catalog
/// opened to read, a server that refuses every write. Empty, or the server's message.
QString configureSession(QSqlDatabase &db, bool readOnly)
{
    QSqlQuery setup(db);
    // TCP keepalives from the server's side: a session whose program vanished (the network gone,
    // not closed) is ended after about 90 s instead of the system's two hours. (A write's lock
    // is released sooner: catalogdialect::beginWrite().)
    const bool configured = setup.exec(QStringLiteral("SELECT set_config('lock_timeout', '%1', false), "
                                                      "set_config('tcp_keepalives_idle', '60', false), "
                                                      "set_config('tcp_keepalives_interval', '10', false), "
                                                      "set_config('tcp_keepalives_count', '3', false)")
                                           .arg(catalogdialect::LockWaitMs))
        && (!readOnly || setup.exec(QStringLiteral("SET default_transaction_read_only = on")));
    return configured ? QString() : setup.lastError().text();
}

/// The location's parameter for how long to wait for the server's answer (ServerAnswerWatch).
constexpr char AnswerTimeoutParameter[] = "answer_timeout";

/// Whether a location's parameter carries a password: by its name (password, sslpassword), or
/// by its value, which libpq could read as more parameters (`application_name=x password=PW`).
bool parameterCarriesPassword(const QString &name, const QString &value)
{
    return optionKeyLooksSecret(name) || value.contains(QLatin1String("password"), Qt::CaseInsensitive)
        || value.contains(QLatin1String("passwd"), Qt::CaseInsensitive);
}

/// Why libpq's parameter `name` = `value` of a location cannot be passed on, or empty. Qt's
/// driver hands libpq one text of `name=value` pairs, so each value goes quoted
/// (libpqParameter()); what that cannot carry is refused: a name that is not one, a ';' (the
/// driver makes it a space), dbname (the path names the database, and a dbname may itself be a
/// whole connection string) and a password.
LocalizedText libpqParameterProblem(const QString &shown, const QString &name, const QString &value)
{
    static const QRegularExpression parameterName(QStringLiteral("^[a-z_]+$"));
    if (parameterCarriesPassword(name, value)) {
        return localized("%1: the parameter %2 would give the server a password, which a catalog location must not hold "
                         "(it would be stored with the recent catalogs and shown in titles); give it in PGPASSWORD, "
                         "~/.pgpass or a service file (PGSERVICE)",
                         "%1：参数 %2 会向服务器提供密码，而目录库位置中不能包含密码（它会随最近打开的目录库保存并显示在标题中）；"
                         "请通过 PGPASSWORD、~/.pgpass 或服务文件（PGSERVICE）提供").arg(shown, name);
    }
    if (!parameterName.match(name).hasMatch())
        return localized("%1: \"%2\" is not a parameter of the PostgreSQL client (libpq)", "%1：“%2”不是 PostgreSQL 客户端（libpq）的参数").arg(shown, name);
    if (name == QLatin1String("dbname"))
        return localized("%1: give the database as the location's path (postgresql://USER@HOST/DATABASE), not as dbname",
                         "%1：请以位置的路径给出数据库（postgresql://用户@主机/数据库），而非 dbname 参数").arg(shown);
    if (value.contains(QLatin1Char(';')))
        return localized("%1: the value of %2 holds a ';', which cannot be passed to the server", "%1：参数 %2 的值含有“;”，无法传给服务器").arg(shown, name);
    return {};
}

/// `name='value'` as libpq reads it: the value in single quotes, its ' and \ escaped by a \.
QString libpqParameter(const QString &name, const QString &value)
{
    QString quoted = value;
    quoted.replace(QLatin1Char('\\'), QLatin1String("\\\\"));
    quoted.replace(QLatin1Char('\''), QLatin1String("\\'"));
    return name + QStringLiteral("='") + quoted + QLatin1Char('\'');
}

} // namespace

CatalogStatus Catalog::reconnect() const
{
    m_connectionLost = false;
    QSqlDatabase db = m_db; // the same connection: a QSqlDatabase is a handle
    if (m_answerWatch)
        m_answerWatch->watch(QSqlDatabase()); // its socket goes now
    db.close();
    QString problem;
    if (!db.open()) {
        problem = db.lastError().databaseText().isEmpty() ? db.lastError().text() : db.lastError().databaseText();
    } else {
        if (m_answerWatch)
            m_answerWatch->watch(db);
        problem = configureSession(db, m_readOnly);
    }
    if (problem.isEmpty())
        return {};
    m_connectionLost = true; // try again with the next operation
    return connectionFailure(shownLocation(m_path), QUrl(m_path), problem);
}

bool Catalog::isServerLocation(const QString &location)
{
    return location.startsWith(QLatin1String("postgresql://"), Qt::CaseInsensitive)
        || location.startsWith(QLatin1String("postgres://"), Qt::CaseInsensitive);
}

QString Catalog::shownLocation(const QString &location)
{
    if (isServerLocation(location)) {
        // A parameter that carries a password (refused when opened) is not shown either.
        QUrl url(location);
        QUrlQuery query(url);
        const auto items = query.queryItems(QUrl::FullyDecoded);
        for (const auto &item : items) {
            if (parameterCarriesPassword(item.first, item.second)) {
                query.removeAllQueryItems(item.first);
                query.addQueryItem(item.first, QString::fromLatin1(kMaskedSecret));
            }
        }
        if (!items.isEmpty())
            url.setQuery(query);
        return url.toString(QUrl::RemovePassword);
    }
    return QDir::toNativeSeparators(location);
}

CatalogStatus Catalog::openServer(const QString &location, CatalogAccess access)
{
    const QUrl url(location, QUrl::StrictMode);
    const QString shown = shownLocation(location);
    if (!url.isValid()) {
        return {CatalogErrorCode::NotOpen,
                localized("%1: not a valid server location (%2); write postgresql://USER@HOST[:PORT]/DATABASE",
                          "%1：不是有效的服务器位置（%2）；请写作 postgresql://用户@主机[:端口]/数据库").arg(location, url.errorString())};
    }
    const QUrlQuery query(url);
    if (!url.password().isEmpty() || query.hasQueryItem(QStringLiteral("password"))) {
        return {CatalogErrorCode::NotOpen,
                localized("%1: a catalog location must not hold a password (it would be stored with the recent catalogs "
                          "and shown in titles); give it in PGPASSWORD, ~/.pgpass or a service file (PGSERVICE)",
                          "%1：目录库位置中不能包含密码（它会随最近打开的目录库保存并显示在标题中）；"
                          "请通过 PGPASSWORD、~/.pgpass 或服务文件（PGSERVICE）提供").arg(shown)};
    }

    m_connectionName = QStringLiteral("st-catalog-server-%1").arg(++s_serverConnectionCounter);
    m_db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), m_connectionName);
    if (!m_db.isValid()) {
        close();
        return {CatalogErrorCode::NotOpen,
                localized("%1: the Qt PostgreSQL driver (QPSQL) is not available; install it (Debian: libqt6sql6-psql "
                          "or libqt5sql5-psql)",
                          "%1：Qt PostgreSQL 驱动（QPSQL）不可用；请安装（Debian：libqt6sql6-psql 或 libqt5sql5-psql）").arg(shown)};
    }
    if (!url.host().isEmpty())
        m_db.setHostName(url.host(QUrl::FullyDecoded));
    if (url.port() != -1)
        m_db.setPort(url.port());
    if (!url.userName().isEmpty())
        m_db.setUserName(url.userName(QUrl::FullyDecoded));
    m_db.setDatabaseName(url.path(QUrl::FullyDecoded).mid(1));
    if (!m_serverPassword.isEmpty())
        m_db.setPassword(m_serverPassword);
    // The query's parameters are libpq's own (sslmode, connect_timeout, host for a socket
    // folder, service, ...): passed through as they are.
    QStringList options;
    bool timeoutGiven = false;
    std::chrono::milliseconds answerLimit(catalogdialect::ServerAnswerWaitMs);
    for (const auto &item : query.queryItems(QUrl::FullyDecoded)) {
        if (item.first == QLatin1String("host")) {
            m_db.setHostName(item.second);
            continue;
        }
        if (item.first == QLatin1String(AnswerTimeoutParameter)) { // the program's own, not libpq's
            bool number = false;
            const double seconds = item.second.toDouble(&number);
            if (!number || !(seconds >= 0.1 && seconds <= 86400)) {
                close();
                return {CatalogErrorCode::NotOpen,
                        localized("%1: %2=%3 is not a number of seconds from 0.1 to 86400 (how long to wait for the "
                                  "server's answer)",
                                  "%1：%2=%3 不是 0.1 到 86400 之间的秒数（等待服务器应答的时长）").arg(shown, item.first, item.second)};
            }
            answerLimit = std::chrono::milliseconds(qRound64(seconds * 1000));
            continue;
        }
        if (const LocalizedText problem = libpqParameterProblem(shown, item.first, item.second); !problem.isEmpty()) {
            close();
            return {CatalogErrorCode::NotOpen, problem};
        }
        timeoutGiven = timeoutGiven || item.first == QLatin1String("connect_timeout");
        options << libpqParameter(item.first, item.second);
    }
    if (!timeoutGiven)
        options << QStringLiteral("connect_timeout=10"); // libpq waits for ever by default
    m_db.setConnectOptions(options.join(QLatin1Char(';')));
    if (!m_db.open()) {
        const QString detail = m_db.lastError().databaseText().isEmpty() ? m_db.lastError().text() : m_db.lastError().databaseText();
        close();
        return connectionFailure(shown, url, detail);
    }
    m_path = location;
    m_backend = CatalogBackend::PostgreSQL;
    m_readOnly = access == CatalogAccess::ReadOnly;
    m_answerWatch = std::make_unique<ServerAnswerWatch>(answerLimit);
    m_answerWatch->watch(m_db);

    if (const QString problem = configureSession(m_db, m_readOnly); !problem.isEmpty()) {
        close();
        return {CatalogErrorCode::Storage,
                localized("%1: cannot be set up: %2", "%1：无法设置：%2").arg(shown, problem)};
    }

    ServerFacts facts;
    if (const QString problem = readServerFacts(m_db, &facts); !problem.isEmpty()) {
        close();
        return {CatalogErrorCode::Storage,
                localized("%1: cannot be read: %2", "%1：无法读取：%2").arg(shown, problem)};
    }
    if ((!facts.hasMeta && facts.tables > 0) || (facts.hasMeta && facts.applicationId != catalogschema::ApplicationId)) {
        close();
        return {CatalogErrorCode::NotACatalog,
                localized("%1: the database holds tables of another program (%2), not a StreamTable catalog; nothing was "
                          "changed. Give the catalog a database of its own",
                          "%1：该数据库中有其他程序的表（%2 张），不是 StreamTable 目录库；未作任何修改。"
                          "请为目录库单独建一个数据库").arg(shown, QString::number(facts.tables))};
    }
    if (facts.version > catalogschema::CurrentVersion) {
        close();
        return {CatalogErrorCode::TooNew,
                localized("%1: written by a newer version of StreamTable (catalog format %2; this program reads up to %3). "
                          "Update the program; nothing was changed",
                          "%1：由更新版本的 StreamTable 写入（目录库格式 %2；本程序最高支持 %3）。请升级程序；未作任何修改").arg(shown, QString::number(facts.version), QString::number(catalogschema::CurrentVersion))};
    }
    if (facts.version < catalogschema::CurrentVersion) {
        if (m_readOnly) {
            const bool empty = !facts.hasMeta;
            close();
            if (empty) {
                return {CatalogErrorCode::NotACatalog,
                        localized("%1: the database holds no StreamTable catalog yet; nothing was changed. A command that "
                                  "changes the catalog sets it up",
                                  "%1：该数据库中尚无 StreamTable 目录库；未作任何修改。执行会修改目录库的命令时会建立它").arg(shown)};
            }
            return {CatalogErrorCode::ReadOnly,
                    localized("%1: the catalog is in an older format (%2) and was opened to read only; a command that "
                              "changes the catalog brings it up to format %3",
                              "%1：目录库为旧格式（%2），且以只读方式打开；执行会修改目录库的命令时会将其升级到格式 %3").arg(shown, QString::number(facts.version), QString::number(catalogschema::CurrentVersion))};
        }
        // runMigrations() reads the version again under the write lock: two programs opening
        // an empty database at once create the catalog once.
        if (CatalogStatus migrated = runMigrations(); !migrated) {
            close();
            return migrated;
        }
    }
    return {};
}

} // namespace st

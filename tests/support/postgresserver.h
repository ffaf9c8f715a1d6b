#pragma once

// A real PostgreSQL server for tests: initdb into a temporary folder, started on a free port of
// 127.0.0.1 (and a Unix socket in that folder) as an unprivileged user, stopped and removed at
// the end. When the server cannot be started the test that needs it fails: it is never skipped.
// Run as root (CI), the server runs as the `postgres` account the Debian package creates (or
// `nobody`), since PostgreSQL refuses to run as root.

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QUuid>

#include <memory>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <pwd.h>
#include <sys/socket.h>
#include <unistd.h>

namespace st::test {

class PostgresServer
{
public:
    /// The role the tests connect as (trust authentication on 127.0.0.1 and the socket).
    static QString superuser() { return QStringLiteral("streamtable"); }

    PostgresServer() = default;
    ~PostgresServer() { stop(); }
    PostgresServer(const PostgresServer &) = delete;
    PostgresServer &operator=(const PostgresServer &) = delete;

    /// How the server lets roles in over TCP (the suite's own connections use the socket, where
    /// every role is trusted).
    enum class TcpLogin {
        Trusted,  ///< any role, no password
        Password, ///< SCRAM: a role needs its password
    };

    /// Starts the server; false with what went wrong in `error`. `durable`: commits reach the
    /// disk (fsync), as on a real server; tests leave it off for speed, benchmarks turn it on.
    bool start(QString *error, TcpLogin tcpLogin = TcpLogin::Trusted, bool durable = false)
    {
        const QString bin = binFolder();
        if (bin.isEmpty()) {
            *error = QStringLiteral("no PostgreSQL server programs (initdb, pg_ctl) found in /usr/lib/postgresql/*/bin or PATH; "
                                    "install the postgresql package");
            return false;
        }
        m_bin = bin;
        m_dir = std::make_unique<QTemporaryDir>(QDir::tempPath() + QStringLiteral("/st-pg-XXXXXX"));
        if (!m_dir->isValid()) {
            *error = QStringLiteral("no temporary folder");
            return false;
        }
        if (geteuid() == 0) {
            const passwd *account = getpwnam("postgres");
            if (!account)
                account = getpwnam("nobody");
            if (!account) {
                *error = QStringLiteral("running as root and there is neither a postgres nor a nobody account to run the server as");
                return false;
            }
            m_runAs = QString::fromLocal8Bit(account->pw_name);
            if (::chown(QFile::encodeName(m_dir->path()).constData(), account->pw_uid, account->pw_gid) != 0) {
                *error = QStringLiteral("cannot give %1 to %2").arg(m_dir->path(), m_runAs);
                return false;
            }
        }
        const QString data = dataFolder();
        const QString hostAuth = tcpLogin == TcpLogin::Password ? QStringLiteral("scram-sha-256") : QStringLiteral("trust");
        if (!run(QStringLiteral("initdb"), {QStringLiteral("-D"), data, QStringLiteral("-U"), superuser(), QStringLiteral("--auth-local=trust"),
                                            QStringLiteral("--auth-host=") + hostAuth, QStringLiteral("-E"), QStringLiteral("UTF8"),
                                            QStringLiteral("--locale=C.UTF-8"), QStringLiteral("--no-sync")},
                 error)) {
            return false;
        }
        // A port found free may be taken by another test's server before this one binds it
        // (ctest runs several at once): then another port.
        for (int attempt = 0;; ++attempt) {
            m_port = freePort();
            if (m_port == 0) {
                *error = QStringLiteral("no free TCP port on 127.0.0.1");
                return false;
            }
            const QString serverOptions = QStringLiteral("-p %1 -k %2 -c listen_addresses=127.0.0.1 -c fsync=%3 -c max_connections=60")
                                              .arg(m_port)
                                              .arg(m_dir->path(), durable ? QStringLiteral("on") : QStringLiteral("off"));
            if (run(QStringLiteral("pg_ctl"), {QStringLiteral("-D"), data, QStringLiteral("-o"), serverOptions, QStringLiteral("-l"),
                                               m_dir->filePath(QStringLiteral("server.log")), QStringLiteral("-w"),
                                               QStringLiteral("-t"), QStringLiteral("60"), QStringLiteral("start")},
                    error)) {
                break;
            }
            QFile log(m_dir->filePath(QStringLiteral("server.log")));
            const QString logText = log.open(QIODevice::ReadOnly) ? QString::fromLocal8Bit(log.readAll()) : QString();
            if (attempt < 3 && logText.contains(QLatin1String("could not bind")))
                continue;
            *error += QStringLiteral("\nserver log:\n") + logText;
            return false;
        }
        m_started = true;
        return true;
    }

    void stop()
    {
        if (!m_started)
            return;
        QString ignored;
        run(QStringLiteral("pg_ctl"), {QStringLiteral("-D"), dataFolder(), QStringLiteral("-m"), QStringLiteral("immediate"),
                                       QStringLiteral("-w"), QStringLiteral("stop")},
            &ignored);
        m_started = false;
    }

    int port() const { return m_port; }
    QString socketFolder() const { return m_dir ? m_dir->path() : QString(); }

    /// The catalog location of `database` for `user` (default: the superuser).
    QString url(const QString &database, const QString &user = QString()) const
    {
        return QStringLiteral("postgresql://%1@127.0.0.1:%2/%3").arg(user.isEmpty() ? superuser() : user).arg(m_port).arg(database);
    }

    /// A new, empty database with a name of its own; empty with `error` set on failure.
    QString createDatabase(QString *error)
    {
        const QString name = QStringLiteral("t_") + QUuid::createUuid().toString(QUuid::Id128).left(12);
        return execute(QStringLiteral("postgres"), QStringLiteral("CREATE DATABASE %1").arg(name), error) ? name : QString();
    }

    /// Runs `sql` in `database` as the superuser on a connection of its own.
    bool execute(const QString &database, const QString &sql, QString *error = nullptr) const
    {
        bool ok = false;
        withConnection(database, [&](QSqlDatabase &db) {
            QSqlQuery query(db);
            ok = query.exec(sql);
            if (!ok && error)
                *error = query.lastError().text();
        }, error);
        return ok;
    }

    /// The first value `sql` gives in `database` (invalid when it gives none or fails).
    QVariant scalar(const QString &database, const QString &sql) const
    {
        QVariant value;
        withConnection(database, [&](QSqlDatabase &db) {
            QSqlQuery query(db);
            if (query.exec(sql) && query.next())
                value = query.value(0);
        }, nullptr);
        return value;
    }

    /// What the server's own pg_dump writes with --schema-only for `database`, as the superuser
    /// over the socket: a client of another version may refuse the server or write otherwise.
    bool dumpSchema(const QString &database, QString *out, QString *error) const
    {
        return run(QStringLiteral("pg_dump"), {QStringLiteral("--schema-only"), QStringLiteral("-h"), m_dir->path(), QStringLiteral("-p"),
                                               QString::number(m_port), QStringLiteral("-U"), superuser(), QStringLiteral("-d"), database},
                   error, out);
    }

private:
    template <typename F>
    void withConnection(const QString &database, F &&use, QString *error) const
    {
        static int counter = 0;
        const QString name = QStringLiteral("st-test-pg-%1").arg(++counter);
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), name);
            db.setHostName(m_dir->path()); // the socket: trusted whatever TcpLogin says
            db.setPort(m_port);
            db.setUserName(superuser());
            db.setDatabaseName(database);
            if (db.open())
                use(db);
            else if (error)
                *error = db.lastError().text();
            db.close();
        }
        QSqlDatabase::removeDatabase(name);
    }

    QString dataFolder() const { return m_dir->filePath(QStringLiteral("data")); }

    static QString binFolder()
    {
        QDir versions(QStringLiteral("/usr/lib/postgresql"));
        const QStringList found = versions.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
        for (auto it = found.crbegin(); it != found.crend(); ++it) {
            const QString bin = versions.filePath(*it + QStringLiteral("/bin"));
            if (QFile::exists(bin + QStringLiteral("/initdb")) && QFile::exists(bin + QStringLiteral("/pg_ctl")))
                return bin;
        }
        const QString initdb = QStandardPaths::findExecutable(QStringLiteral("initdb"));
        return initdb.isEmpty() ? QString() : QFileInfo(initdb).absolutePath();
    }

    /// util-linux's runuser, also when PATH lacks the sbin folders (a root shell without them).
    static QString runuser()
    {
        const QString found = QStandardPaths::findExecutable(QStringLiteral("runuser"));
        if (!found.isEmpty())
            return found;
        return QStandardPaths::findExecutable(QStringLiteral("runuser"), {QStringLiteral("/usr/sbin"), QStringLiteral("/sbin"),
                                                                           QStringLiteral("/usr/bin"), QStringLiteral("/bin")});
    }

    static int freePort()
    {
        const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
        if (fd < 0)
            return 0;
        sockaddr_in address{};
        address.sin_family = AF_INET;
        address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        socklen_t length = sizeof address;
        int port = 0;
        if (::bind(fd, reinterpret_cast<sockaddr *>(&address), sizeof address) == 0
            && ::getsockname(fd, reinterpret_cast<sockaddr *>(&address), &length) == 0)
            port = ntohs(address.sin_port);
        ::close(fd);
        return port;
    }

    /// Runs a program of binFolder() as the server's account; with `out`, what it writes to its
    /// standard output goes there alone (its messages are kept for `error`).
    bool run(const QString &program, const QStringList &arguments, QString *error, QString *out = nullptr) const
    {
        QProcess process;
        process.setProcessChannelMode(out ? QProcess::SeparateChannels : QProcess::MergedChannels);
        process.setWorkingDirectory(m_dir->path());
        const QString path = m_bin + QLatin1Char('/') + program;
        if (m_runAs.isEmpty())
            process.start(path, arguments);
        else
            process.start(runuser(), QStringList{QStringLiteral("-u"), m_runAs, QStringLiteral("--"), path} + arguments);
        const bool finished = process.waitForFinished(120000);
        if (out)
            *out = QString::fromUtf8(process.readAllStandardOutput());
        if (finished && process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0)
            return true;
        *error = QStringLiteral("%1 failed (%2): %3")
                     .arg(program, finished ? QStringLiteral("exit %1").arg(process.exitCode()) : process.errorString(),
                          QString::fromLocal8Bit(out ? process.readAllStandardError() : process.readAll()));
        return false;
    }

    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_bin;
    QString m_runAs;
    int m_port = 0;
    bool m_started = false;
};

} // namespace st::test

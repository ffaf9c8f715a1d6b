#pragma once

// A real MariaDB server for tests: mariadb-install-db into a temporary folder, started on a free
// port of 127.0.0.1 (and a Unix socket in that folder) as an unprivileged user, stopped and
// removed at the end. When the server cannot be started the test that needs it fails: it is never
// skipped. Run as root (CI), the server runs as the `mysql` account the Debian package creates
// (or `nobody`): mariadbd refuses to run as root unless told to, and a test server has no reason
// to. The suite's own connections go through the socket as the server's root, which has no
// password there; the tests log in over TCP as superuser() with password(), as a user would.

#include <QCoreApplication>
#include <QDeadlineTimer>
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

class MariaDbServer
{
public:
    /// The account the tests log in as over TCP (from 127.0.0.1, with password()); it has every
    /// privilege, grant option included.
    static QString superuser() { return QStringLiteral("streamtable"); }

    MariaDbServer() = default;
    ~MariaDbServer() { stop(); }
    MariaDbServer(const MariaDbServer &) = delete;
    MariaDbServer &operator=(const MariaDbServer &) = delete;

    /// Starts the server; false with what went wrong in `error`.
    bool start(QString *error)
    {
        const QString installDb = program(QStringLiteral("mariadb-install-db"));
        const QString server = program(QStringLiteral("mariadbd"));
        if (installDb.isEmpty() || server.isEmpty()) {
            *error = QStringLiteral("no MariaDB server programs (mariadb-install-db, mariadbd) found in PATH or /usr/sbin; "
                                    "install the mariadb-server package");
            return false;
        }
        m_dir = std::make_unique<QTemporaryDir>(QDir::tempPath() + QStringLiteral("/st-mariadb-XXXXXX"));
        if (!m_dir->isValid()) {
            *error = QStringLiteral("no temporary folder");
            return false;
        }
        // Temporary tables in a folder of this server's: several installs at once in the same
        // /tmp were seen to remove each other's ("Could not remove temporary table").
        const QString temporary = m_dir->filePath(QStringLiteral("tmp"));
        if (!QDir().mkpath(temporary)) {
            *error = QStringLiteral("cannot make %1").arg(temporary);
            return false;
        }
        // As root, both programs switch to the account themselves (--user): the server is then
        // the very process started here, which stop() can signal and wait for.
        QStringList asAccount;
        if (geteuid() == 0) {
            const passwd *account = getpwnam("mysql");
            if (!account)
                account = getpwnam("nobody");
            if (!account) {
                *error = QStringLiteral("running as root and there is neither a mysql nor a nobody account to run the server as");
                return false;
            }
            const QString name = QString::fromLocal8Bit(account->pw_name);
            if (::chown(QFile::encodeName(m_dir->path()).constData(), account->pw_uid, account->pw_gid) != 0
                || ::chown(QFile::encodeName(temporary).constData(), account->pw_uid, account->pw_gid) != 0) {
                *error = QStringLiteral("cannot give %1 to %2").arg(m_dir->path(), name);
                return false;
            }
            asAccount = QStringList{QStringLiteral("--user=") + name};
        }
        // Small and quick rather than durable: the data is thrown away at the end. Native AIO
        // off, since containers with a low locked-memory limit refuse io_uring. The character
        // set is the one Debian's packaged configuration gives (--no-defaults leaves latin1).
        const QStringList small{QStringLiteral("--innodb-buffer-pool-size=16M"), QStringLiteral("--innodb-log-file-size=8M"),
                                QStringLiteral("--innodb-use-native-aio=0"), QStringLiteral("--character-set-server=utf8mb4"),
                                QStringLiteral("--collation-server=utf8mb4_general_ci"),
                                QStringLiteral("--tmpdir=") + temporary};
        // --no-defaults must come first: no option file of the machine's server counts.
        if (!run(installDb, QStringList{QStringLiteral("--no-defaults"), QStringLiteral("--datadir=") + dataFolder(),
                                        QStringLiteral("--auth-root-authentication-method=normal"), QStringLiteral("--skip-test-db")}
                                + asAccount + small,
                 error)) {
            return false;
        }
        const QString log = m_dir->filePath(QStringLiteral("server.log"));
        // A port found free may be taken by another test's server before this one binds it
        // (ctest runs several at once): then another port.
        for (int attempt = 0;; ++attempt) {
            m_port = freePort();
            if (m_port == 0) {
                *error = QStringLiteral("no free TCP port on 127.0.0.1");
                return false;
            }
            QFile::remove(socketPath());
            QFile::remove(socketPath() + QStringLiteral(".lock"));
            QFile::remove(log);
            m_process = std::make_unique<QProcess>();
            // Into a file, not a pipe nobody reads while it runs (a full pipe would stall it).
            m_process->setProcessChannelMode(QProcess::MergedChannels);
            m_process->setStandardOutputFile(m_dir->filePath(QStringLiteral("server.out")));
            m_process->setWorkingDirectory(m_dir->path());
            m_process->start(server, QStringList{QStringLiteral("--no-defaults"), QStringLiteral("--datadir=") + dataFolder(),
                                                 QStringLiteral("--socket=") + socketPath(), QStringLiteral("--port=%1").arg(m_port),
                                                 QStringLiteral("--bind-address=127.0.0.1"), QStringLiteral("--skip-networking=0"),
                                                 QStringLiteral("--pid-file=") + m_dir->filePath(QStringLiteral("mariadbd.pid")),
                                                 QStringLiteral("--log-error=") + log, QStringLiteral("--skip-log-bin"),
                                                 QStringLiteral("--innodb-flush-log-at-trx-commit=0"),
                                                 QStringLiteral("--skip-innodb-doublewrite"), QStringLiteral("--innodb-fast-shutdown=2"),
                                                 QStringLiteral("--skip-name-resolve"), QStringLiteral("--performance-schema=0")}
                                         + asAccount + small);
            if (!m_process->waitForStarted(10000)) {
                *error = QStringLiteral("mariadbd did not start: %1").arg(m_process->errorString());
                m_process.reset();
                return false;
            }
            // Ready once it answers on the socket (the port is bound before the socket is).
            const QDeadlineTimer deadline(60000);
            bool answered = false;
            QString connectError;
            while (!deadline.hasExpired() && m_process->state() == QProcess::Running) {
                if (QFile::exists(socketPath())) {
                    bool opened = false;
                    withConnection(QString(), [&](QSqlDatabase &) { opened = true; }, &connectError);
                    if (opened) {
                        answered = true;
                        break;
                    }
                }
                m_process->waitForFinished(100);
            }
            if (answered)
                break;
            const QString logText = readLog();
            if (m_process->state() != QProcess::NotRunning) {
                stop();
                *error = QStringLiteral("mariadbd did not answer on %1 within 60 s (%2)\nserver log:\n%3")
                             .arg(socketPath(), connectError, logText);
                return false;
            }
            m_process->waitForFinished();
            m_process.reset();
            if (attempt < 3 && logText.contains(QLatin1String("Address already in use")))
                continue;
            *error = QStringLiteral("mariadbd stopped while starting\nserver log:\n") + logText + readLog(QStringLiteral("server.out"));
            return false;
        }
        m_password = QUuid::createUuid().toString(QUuid::Id128).left(16);
        QString setupError;
        for (const QString &host : {QStringLiteral("127.0.0.1"), QStringLiteral("localhost")}) {
            const QString account = QStringLiteral("'%1'@'%2'").arg(superuser(), host);
            if (!execute(QString(), QStringLiteral("CREATE USER %1 IDENTIFIED BY '%2'").arg(account, m_password), &setupError)
                || !execute(QString(), QStringLiteral("GRANT ALL PRIVILEGES ON *.* TO %1 WITH GRANT OPTION").arg(account), &setupError)) {
                *error = QStringLiteral("cannot create the %1 account: %2").arg(account, setupError);
                stop();
                return false;
            }
        }
        return true;
    }

    void stop()
    {
        if (!m_process)
            return;
        // SIGTERM is a shutdown; with --innodb-fast-shutdown=2 it does not flush what is thrown
        // away anyway.
        m_process->terminate();
        if (!m_process->waitForFinished(30000)) {
            m_process->kill();
            m_process->waitForFinished(10000);
        }
        m_process.reset();
    }

    int port() const { return m_port; }
    QString socketPath() const { return m_dir ? m_dir->filePath(QStringLiteral("mysqld.sock")) : QString(); }
    QString password() const { return m_password; }

    /// A new, empty database with a name of its own; empty with `error` set on failure.
    QString createDatabase(QString *error)
    {
        const QString name = QStringLiteral("t_") + QUuid::createUuid().toString(QUuid::Id128).left(12);
        return execute(QString(), QStringLiteral("CREATE DATABASE %1").arg(name), error) ? name : QString();
    }

    /// Runs `sql` in `database` (none: empty) as root on a connection of its own.
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

    /// What `mariadb-dump --no-data` writes for `database`: its tables' definitions, with the
    /// comments and version-guarded statements a real dump has.
    bool dumpSchema(const QString &database, QString *out, QString *error) const
    {
        const QString dump = program(QStringLiteral("mariadb-dump"));
        if (dump.isEmpty()) {
            *error = QStringLiteral("no mariadb-dump in PATH; install the mariadb-client package");
            return false;
        }
        QProcess process;
        process.setWorkingDirectory(m_dir->path());
        process.start(dump, QStringList{QStringLiteral("--no-defaults"), QStringLiteral("--socket=") + socketPath(),
                                        QStringLiteral("--user=root"), QStringLiteral("--no-data"), database});
        const bool finished = process.waitForFinished(120000);
        const QString output = QString::fromUtf8(process.readAllStandardOutput());
        if (finished && process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0) {
            *out = output;
            return true;
        }
        *error = QStringLiteral("mariadb-dump failed (%1): %2")
                     .arg(finished ? QStringLiteral("exit %1").arg(process.exitCode()) : process.errorString(),
                          QString::fromLocal8Bit(process.readAllStandardError()));
        return false;
    }

private:
    template <typename F>
    void withConnection(const QString &database, F &&use, QString *error) const
    {
        static int counter = 0;
        const QString name = QStringLiteral("st-test-mariadb-%1").arg(++counter);
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QMYSQL"), name);
            db.setHostName(QStringLiteral("localhost")); // with UNIX_SOCKET: the socket, not TCP
            db.setConnectOptions(QStringLiteral("UNIX_SOCKET=") + socketPath());
            db.setUserName(QStringLiteral("root"));
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

    QString readLog(const QString &name = QStringLiteral("server.log")) const
    {
        QFile log(m_dir->filePath(name));
        return log.open(QIODevice::ReadOnly) ? QString::fromLocal8Bit(log.readAll()) : QString();
    }

    /// A MariaDB program, also when PATH lacks the sbin folders (where Debian puts mariadbd).
    static QString program(const QString &name)
    {
        const QString found = QStandardPaths::findExecutable(name);
        if (!found.isEmpty())
            return found;
        return QStandardPaths::findExecutable(name, {QStringLiteral("/usr/sbin"), QStringLiteral("/sbin"), QStringLiteral("/usr/bin"),
                                                     QStringLiteral("/bin")});
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

    bool run(const QString &path, const QStringList &arguments, QString *error) const
    {
        QProcess process;
        process.setProcessChannelMode(QProcess::MergedChannels);
        process.setWorkingDirectory(m_dir->path());
        process.start(path, arguments);
        const bool finished = process.waitForFinished(120000);
        if (finished && process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0)
            return true;
        *error = QStringLiteral("%1 failed (%2): %3")
                     .arg(QFileInfo(path).fileName(), finished ? QStringLiteral("exit %1").arg(process.exitCode()) : process.errorString(),
                          QString::fromLocal8Bit(process.readAll()));
        return false;
    }

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<QProcess> m_process;
    QString m_password;
    int m_port = 0;
};

} // namespace st::test

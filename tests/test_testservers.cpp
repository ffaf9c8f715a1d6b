// The real servers the suites start for themselves (tests/support): each starts, takes a table
// of the types that tell dialects apart, lets a client see it as a user would, and dumps its
// definition as the server's own dump program writes it. A server that cannot start fails here.

#include "support/mariadbserver.h"
#include "support/postgresserver.h"

#include <QElapsedTimer>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTest>

using st::test::MariaDbServer;
using st::test::PostgresServer;

class TestTestServers : public QObject
{
    Q_OBJECT

private slots:
    void mariaDbTableSeenOverTcpAndDumped()
    {
        MariaDbServer server;
        QString error;
        QElapsedTimer started;
        started.start();
        QVERIFY2(server.start(&error), qPrintable(error));
        qInfo("MariaDB server started in %lld ms", static_cast<long long>(started.elapsed()));
        QVERIFY(server.port() > 0);
        QVERIFY(QFile::exists(server.socketPath()));

        const QString database = server.createDatabase(&error);
        QVERIFY2(!database.isEmpty(), qPrintable(error));
        QVERIFY2(server.execute(database,
                                QStringLiteral("CREATE TABLE awkward (id BIGINT UNSIGNED NOT NULL PRIMARY KEY, flag TINYINT(1), "
                                               "seen DATETIME(6), doc JSON, kind ENUM('a','b'))"),
                                &error),
                 qPrintable(error));
        QCOMPARE(server.scalar(database, QStringLiteral("SELECT COUNT(*) FROM awkward")).toInt(), 0);

        // Over TCP as the tests' user, with its password, as a catalog would connect.
        const QString connection = QStringLiteral("tcp-login");
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QMYSQL"), connection);
            db.setHostName(QStringLiteral("127.0.0.1"));
            db.setPort(server.port());
            db.setUserName(MariaDbServer::superuser());
            db.setPassword(server.password());
            db.setDatabaseName(database);
            QVERIFY2(db.open(), qPrintable(db.lastError().text()));
            QSqlQuery query(db);
            QVERIFY2(query.exec(QStringLiteral("SELECT CURRENT_USER()")) && query.next(), qPrintable(query.lastError().text()));
            QCOMPARE(query.value(0).toString(), MariaDbServer::superuser() + QStringLiteral("@127.0.0.1"));

            QVERIFY2(query.exec(QStringLiteral("SELECT COLUMN_NAME, COLUMN_TYPE FROM information_schema.COLUMNS "
                                               "WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = 'awkward' ORDER BY ORDINAL_POSITION")),
                     qPrintable(query.lastError().text()));
            QStringList types;
            while (query.next())
                types << query.value(0).toString() + QLatin1Char(' ') + query.value(1).toString();
            // MariaDB keeps the display widths (MySQL 8 drops them) and has no JSON type: JSON is
            // LONGTEXT with a json_valid check.
            QCOMPARE(types, (QStringList{QStringLiteral("id bigint(20) unsigned"), QStringLiteral("flag tinyint(1)"),
                                         QStringLiteral("seen datetime(6)"), QStringLiteral("doc longtext"),
                                         QStringLiteral("kind enum('a','b')")}));
            QVERIFY2(query.exec(QStringLiteral("SELECT CHECK_CLAUSE FROM information_schema.CHECK_CONSTRAINTS "
                                               "WHERE CONSTRAINT_SCHEMA = DATABASE() AND TABLE_NAME = 'awkward'"))
                         && query.next(),
                     qPrintable(query.lastError().text()));
            QCOMPARE(query.value(0).toString(), QStringLiteral("json_valid(`doc`)"));
            db.close();
        }
        QSqlDatabase::removeDatabase(connection);

        // The password is needed: a wrong one is refused.
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QMYSQL"), connection);
            db.setHostName(QStringLiteral("127.0.0.1"));
            db.setPort(server.port());
            db.setUserName(MariaDbServer::superuser());
            db.setPassword(server.password() + QStringLiteral("x"));
            QVERIFY(!db.open());
            QVERIFY2(db.lastError().text().contains(QLatin1String("Access denied")), qPrintable(db.lastError().text()));
        }
        QSqlDatabase::removeDatabase(connection);

        QString dump;
        QVERIFY2(server.dumpSchema(database, &dump, &error), qPrintable(error));
        QVERIFY2(dump.contains(QLatin1String("-- MariaDB dump")), qPrintable(dump));
        QVERIFY2(dump.contains(QLatin1String("CREATE TABLE `awkward` (")), qPrintable(dump));
        for (const QString &line : {QStringLiteral("`id` bigint(20) unsigned NOT NULL,"), QStringLiteral("`flag` tinyint(1) DEFAULT NULL,"),
                                    QStringLiteral("`seen` datetime(6) DEFAULT NULL,"),
                                    QStringLiteral("`doc` longtext CHARACTER SET utf8mb4 COLLATE utf8mb4_bin DEFAULT NULL CHECK (json_valid(`doc`)),"),
                                    QStringLiteral("`kind` enum('a','b') DEFAULT NULL,")}) {
            QVERIFY2(dump.contains(line), qPrintable(line + QStringLiteral(" not in:\n") + dump));
        }
        QVERIFY2(!dump.contains(QLatin1String("INSERT INTO")), qPrintable(dump));

        server.stop();
        QVERIFY(!server.execute(QString(), QStringLiteral("SELECT 1")));
    }

    void postgresTableDumped()
    {
        PostgresServer server;
        QString error;
        QElapsedTimer started;
        started.start();
        QVERIFY2(server.start(&error), qPrintable(error));
        qInfo("PostgreSQL server started in %lld ms", static_cast<long long>(started.elapsed()));
        const QString database = server.createDatabase(&error);
        QVERIFY2(!database.isEmpty(), qPrintable(error));
        QVERIFY2(server.execute(database,
                                QStringLiteral("CREATE TABLE awkward (amount numeric(12,2) NOT NULL, at timestamptz, ids int[])"),
                                &error),
                 qPrintable(error));

        QString dump;
        QVERIFY2(server.dumpSchema(database, &dump, &error), qPrintable(error));
        QVERIFY2(dump.contains(QLatin1String("-- PostgreSQL database dump")), qPrintable(dump));
        QVERIFY2(dump.contains(QLatin1String("CREATE TABLE public.awkward (")), qPrintable(dump));
        for (const QString &line : {QStringLiteral("amount numeric(12,2) NOT NULL,"), QStringLiteral("at timestamp with time zone,"),
                                    QStringLiteral("ids integer[]\n")}) {
            QVERIFY2(dump.contains(line), qPrintable(line + QStringLiteral(" not in:\n") + dump));
        }
        QVERIFY2(!dump.contains(QLatin1String("COPY public.awkward")), qPrintable(dump));
    }
};

QTEST_GUILESS_MAIN(TestTestServers)
#include "test_testservers.moc"

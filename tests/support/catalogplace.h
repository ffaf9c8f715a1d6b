#pragma once

// Where a catalog test suite keeps its catalogs: a file in a new temporary folder per test, or,
// in a suite built with ST_CATALOG_ON_SERVER, a new database per test on a PostgreSQL server the
// suite starts itself (support/postgresserver.h). The suites' tests run unchanged on both.

#include "catalog/catalog.h"
#include "postgresserver.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QUrl>

#include <memory>

namespace st::test {

/// A plain connection to a catalog location, for looking behind the catalog's back: QSQLITE to
/// a file, QPSQL to a server location. The caller removes `connectionName` when done.
inline QSqlDatabase rawConnection(const QString &location, const QString &connectionName)
{
    QSqlDatabase db;
    if (Catalog::isServerLocation(location)) {
        const QUrl url(location);
        db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), connectionName);
        db.setHostName(url.host());
        db.setPort(url.port());
        db.setUserName(url.userName());
        db.setDatabaseName(url.path().mid(1));
    } else {
        db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connectionName);
        db.setDatabaseName(location);
    }
    db.open();
    return db;
}

/// Runs one statement on a raw connection of its own; the first value it gives, or an invalid
/// QVariant (with `ok` false when the statement failed).
inline QVariant rawScalar(const QString &location, const QString &sql, bool *ok = nullptr)
{
    static int counter = 0;
    const QString name = QStringLiteral("raw-scalar-%1").arg(++counter);
    QVariant value;
    bool done = false;
    {
        QSqlDatabase db = rawConnection(location, name);
        if (db.isOpen()) {
            QSqlQuery query(db);
            done = query.exec(sql);
            if (!done)
                qWarning("%s: %s", qPrintable(sql), qPrintable(query.lastError().text()));
            else if (query.next())
                value = query.value(0);
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    if (ok)
        *ok = done;
    return value;
}

/// A source table with one BIGINT column `id` and a `topic` option: the catalog suites' table,
/// one definition so that test_catalog and test_catalog_job store the very same thing.
inline TableSpec oneColumnSpec(const QString &name, const QString &connector = QStringLiteral("kafka"),
                               const QString &topic = QStringLiteral("t"))
{
    TableSpec s;
    s.name = name;
    s.connector = connector;
    s.role = Role::Source;
    s.columns = {ColumnSpec{QStringLiteral("id"), QStringLiteral("BIGINT"), {}, {}, false, false, QStringLiteral("主键")}};
    s.options.insert(QStringLiteral("topic"), topic);
    return s;
}

class CatalogPlace
{
public:
#ifdef ST_CATALOG_ON_SERVER
    static constexpr bool onServer = true;
#else
    static constexpr bool onServer = false;
#endif

    /// In initTestCase(): starts the server of a server suite.
    bool startSuite(QString *error)
    {
        if (!onServer)
            return true;
        m_server = std::make_unique<PostgresServer>();
        return m_server->start(error);
    }

    /// In init(): a new temporary folder and, on a server, a new database.
    bool startTest(QString *error)
    {
        m_dir = std::make_unique<QTemporaryDir>();
        if (!m_dir->isValid()) {
            *error = QStringLiteral("no temporary folder");
            return false;
        }
        if (onServer) {
            m_database = m_server->createDatabase(error);
            return !m_database.isEmpty();
        }
        return true;
    }

    /// The test's catalog: `catalog.sqlite` in its folder, or its database on the server.
    QString location() const { return onServer ? m_server->url(m_database) : m_dir->filePath(QStringLiteral("catalog.sqlite")); }
    const QTemporaryDir &dir() const { return *m_dir; }
    PostgresServer &server() { return *m_server; }
    const QString &database() const { return m_database; }

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<PostgresServer> m_server;
    QString m_database;
};

} // namespace st::test

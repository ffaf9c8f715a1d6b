// Catalog: real SQLite files in temporary folders. Databases and tables with revisions,
// optimistic concurrency between two connections, the busy timeout, migrations from every
// earlier format, and every kind of bad file refused with the file left untouched. The job of a
// database (format 2) is tested in test_catalog_job.cpp.
//
// Built a second time as test_catalog_server (ST_CATALOG_ON_SERVER): the same tests of what a
// catalog does, each on a new database of a PostgreSQL server the test starts itself, and the
// server's own refusals in place of the file tests.

#include "catalog/catalog.h"
#include "catalog/catalogschema.h"
#include "testsupport.h"
#include "support/answerholdingproxy.h"
#include "support/catalogplace.h"
#include "support/splitsuite.h"

#include <QDateTime>
#include <QDir>
#include <QJsonDocument>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QScopeGuard>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QUrl>

#include <atomic>
#include <functional>
#include <memory>
#include <thread>

#include <signal.h>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

using namespace st;


/// The answer limit is counted from the kernel's record of when the request left the socket
/// (tcpi_last_data_sent, in whole milliseconds of the kernel's clock tick), the tests' clock from
/// just before the call: the two may differ by a tick (at most 10 ms at HZ=100) either way.
constexpr qint64 kKernelTickMs = 20;
namespace {

/// A plain connection for setting up fixtures and looking behind the catalog's back.
class RawDb
{
public:
    explicit RawDb(const QString &location)
        : m_name(QStringLiteral("raw-%1").arg(++s_counter)), m_db(test::rawConnection(location, m_name))
    {
        if (!m_db.isOpen())
            qFatal("cannot open %s", qPrintable(location));
    }
    ~RawDb()
    {
        m_db.close();
        m_db = QSqlDatabase();
        QSqlDatabase::removeDatabase(m_name);
    }
    bool exec(const QString &sql)
    {
        QSqlQuery q(m_db);
        if (!q.exec(sql)) {
            qWarning("%s: %s", qPrintable(sql), qPrintable(q.lastError().text()));
            return false;
        }
        return true;
    }
    QVariant scalar(const QString &sql)
    {
        QSqlQuery q(m_db);
        if (!q.exec(sql) || !q.next())
            return QVariant();
        return q.value(0);
    }
    QSqlDatabase &db() { return m_db; }

private:
    static inline int s_counter = 0;
    QString m_name;
    QSqlDatabase m_db;
};

using test::oneColumnSpec;

/// What must not change when a bad file is refused: its bytes, its time and the folder listing.
struct Fingerprint
{
    QByteArray bytes;
    qint64 modified = 0;
    QStringList folder;
    bool operator==(const Fingerprint &o) const { return bytes == o.bytes && modified == o.modified && folder == o.folder; }
};

[[maybe_unused]] Fingerprint fingerprint(const QString &path)
{
    Fingerprint f;
    const QFileInfo info(path);
    QFile file(path);
    if (info.isFile() && file.open(QIODevice::ReadOnly))
        f.bytes = file.readAll();
    f.modified = info.exists() ? info.lastModified().toMSecsSinceEpoch() : -1;
    f.folder = info.absoluteDir().entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot, QDir::Name);
    return f;
}

/// Sets the file's permissions and puts them back when the test ends, whatever happens.
class PermissionGuard
{
public:
    PermissionGuard(const QString &path, QFile::Permissions permissions)
        : m_path(path), m_old(QFile::permissions(path))
    {
        QFile::setPermissions(path, permissions);
    }
    ~PermissionGuard() { QFile::setPermissions(m_path, m_old); }

private:
    QString m_path;
    QFile::Permissions m_old;
};

} // namespace

class TestCatalog : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();

#ifndef ST_CATALOG_ON_SERVER
    void firstStartCreatesCatalog();
    void defaultLocation();
    void resolvePath_data();
    void resolvePath();
#endif

    void databases();
    void duplicateNames_data();
    void duplicateNames();
    void invalidNames_data();
    void invalidNames();
    void renameDatabase();
    void dropDatabase();

    void tableRevisions();
    void unicodeTableNames_data();
    void unicodeTableNames();
    void conflicts_data();
    void conflicts();
    void twoConnectionsInterleaved();
    void putManyRefusesStaleBases();
    void targetAndTablesCheckedTogether();
    void concurrentProgramsLoseNothing();
    void outsideChangeStampFollowsOtherWriters();
    void notesAndAuthors();
    void environments();
    void connections();
    void variablesUsedAsSecrets();
    void busyTimeoutWaits();
    void lockHeldLongerThanTenSecondsIsBusy();
    void search_data();
    void search();
    void searchContent_data();
    void searchContent();
    void searchContentLimitAndSecrets();
    void damagedRevisionIsAnError();
    void manySpecsReadWholeAndDamageNamed();
    void notOpen();

#ifndef ST_CATALOG_ON_SERVER
    void migrations_data();
    void migrations();
    void readingNeverUpgradesTheFile_data();
    void readingNeverUpgradesTheFile();
    void badFiles_data();
    void badFiles();
#else
    void serverRefusals();
    void readOnlyRole();
    void manyProgramsCreateOneCatalog();
    void connectionLostInASave();
    void serverThatStopsAnsweringIsLeft();
    void answerHeldRightAfterTheLastIsWaitedForAsLong();
    void idleConnectionIsKept();
    void writerCutOffReleasesTheLock();
    void lostCommitIsLookedUpAfterReconnecting();
    void colleagueWithReadmeGrants();
    void defaultWaitsAreTheDocumentedOnes();
    void copyBetweenStores();
#endif

private:
    test::CatalogPlace m_place;
    const QTemporaryDir *m_dir = nullptr; ///< the test's folder (the CLI's data folder, catalog files)
    /// The test's catalog; `name`: another file in the test's folder (file tests only).
    QString path(const QString &name = QString()) const { return name.isEmpty() ? m_place.location() : m_dir->filePath(name); }
};

void TestCatalog::initTestCase()
{
    QString error;
    QVERIFY2(m_place.startSuite(&error), qPrintable(error));
}

void TestCatalog::init()
{
    QString error;
    QVERIFY2(m_place.startTest(&error), qPrintable(error));
    m_dir = &m_place.dir();
}

#ifndef ST_CATALOG_ON_SERVER

void TestCatalog::firstStartCreatesCatalog()
{
    Catalog catalog;
    QVERIFY(!QFile::exists(path()));
    const CatalogStatus status = catalog.open(path());
    QVERIFY2(status.ok(), qPrintable(status.message(Language::En)));
    QVERIFY(QFile::exists(path()));
    const auto dbs = catalog.databases();
    QVERIFY(dbs.ok());
    QCOMPARE(dbs.value.size(), 1);
    QCOMPARE(dbs.value.at(0).name, QStringLiteral("default"));
    QVERIFY(dbs.value.at(0).createdAt.isValid());
    QCOMPARE(dbs.value.at(0).createdAt.timeSpec(), Qt::UTC);

    RawDb raw(path());
    QCOMPARE(raw.scalar(QStringLiteral("PRAGMA user_version")).toInt(), catalogschema::CurrentVersion);
    QCOMPARE(raw.scalar(QStringLiteral("PRAGMA application_id")).toInt(), catalogschema::ApplicationId);
    QCOMPARE(raw.scalar(QStringLiteral("PRAGMA journal_mode")).toString(), QStringLiteral("wal"));
    // Foreign keys are on for the catalog's own connection: dropping a table removes its revisions.
    QVERIFY(catalog.put(QStringLiteral("default"), oneColumnSpec(QStringLiteral("t")), Catalog::NewTable).ok());
    QVERIFY(catalog.drop(QStringLiteral("default"), QStringLiteral("t")).ok());
    QCOMPARE(raw.scalar(QStringLiteral("SELECT count(*) FROM revisions")).toInt(), 0);

    // A second start does not create a second `default` or change anything.
    catalog.close();
    QVERIFY(catalog.open(path()).ok());
    QCOMPARE(catalog.databases().value.size(), 1);
}

void TestCatalog::defaultLocation()
{
    const QByteArray old = qgetenv("XDG_DATA_HOME");
    qputenv("XDG_DATA_HOME", m_dir->filePath(QStringLiteral("data")).toUtf8());
    const QString file = Catalog::defaultPath();
    if (old.isNull())
        qunsetenv("XDG_DATA_HOME");
    else
        qputenv("XDG_DATA_HOME", old);
#ifdef Q_OS_LINUX
    QCOMPARE(file, m_dir->filePath(QStringLiteral("data/streamtable/catalog.sqlite")));
#endif
    Catalog catalog;
    QCOMPARE(catalog.open(file).code(), CatalogErrorCode::MissingFolder); // only the default location is created
    QVERIFY(catalog.open(file, true).ok());
    QVERIFY(QFile::exists(file));
}

void TestCatalog::resolvePath_data()
{
    QTest::addColumn<QString>("option");
    QTest::addColumn<QString>("environment");
    QTest::addColumn<QString>("expected");
    QTest::newRow("option wins") << "a.sqlite" << "b.sqlite" << "a.sqlite";
    QTest::newRow("environment") << "" << "b.sqlite" << "b.sqlite";
    QTest::newRow("default") << "" << "" << "";
}

void TestCatalog::resolvePath()
{
    QFETCH(QString, option);
    QFETCH(QString, environment);
    QFETCH(QString, expected);
    const QByteArray old = qgetenv("STREAMTABLE_CATALOG");
    if (environment.isEmpty())
        qunsetenv("STREAMTABLE_CATALOG");
    else
        qputenv("STREAMTABLE_CATALOG", environment.toUtf8());
    const QString resolved = Catalog::resolvePath(option);
    if (old.isNull())
        qunsetenv("STREAMTABLE_CATALOG");
    else
        qputenv("STREAMTABLE_CATALOG", old);
    QCOMPARE(resolved, expected.isEmpty() ? Catalog::defaultPath() : expected);
}
#endif // files only

void TestCatalog::databases()
{
    Catalog catalog;
    const CatalogStatus opened = catalog.open(path());
    QVERIFY2(opened.ok(), qPrintable(opened.message(Language::En)));
    QVERIFY(catalog.createDatabase(QStringLiteral("sales"), QStringLiteral("销售 data")).ok());
    QVERIFY(catalog.createDatabase(QStringLiteral("Audit")).ok());
    QVERIFY(catalog.put(QStringLiteral("SALES"), oneColumnSpec(QStringLiteral("orders")), Catalog::NewTable).ok());

    const auto dbs = catalog.databases();
    QVERIFY(dbs.ok());
    QStringList names;
    for (const DatabaseInfo &d : dbs.value)
        names << d.name;
    QCOMPARE(names, (QStringList{QStringLiteral("Audit"), QStringLiteral("default"), QStringLiteral("sales")}));
    QCOMPARE(dbs.value.at(2).comment, QStringLiteral("销售 data"));
    QCOMPARE(dbs.value.at(2).tableCount, 1);
    QCOMPARE(dbs.value.at(0).comment, QString());

    QVERIFY(catalog.setDatabaseComment(QStringLiteral("audit"), QStringLiteral("checks")).ok());
    QCOMPARE(catalog.database(QStringLiteral("AUDIT")).value.comment, QStringLiteral("checks"));
    QCOMPARE(catalog.database(QStringLiteral("nope")).status.code(), CatalogErrorCode::NotFound);
    QCOMPARE(catalog.list(QStringLiteral("nope")).status.code(), CatalogErrorCode::NotFound);
    QVERIFY(catalog.list(QStringLiteral("audit")).ok());
    QVERIFY(catalog.list(QStringLiteral("audit")).value.isEmpty());

    // The target platform: set on creation, changed only from the target the caller saw.
    QVERIFY(catalog.createDatabase(QStringLiteral("lake"), QString(), QStringLiteral("mrs")).ok());
    QCOMPARE(catalog.database(QStringLiteral("lake")).value.target, QStringLiteral("mrs"));
    QCOMPARE(catalog.database(QStringLiteral("sales")).value.target, QString());
    QVERIFY(catalog.setDatabaseTarget(QStringLiteral("lake"), QStringLiteral("flink-1.18"), QStringLiteral("mrs")).ok());
    Catalog other;
    QVERIFY(other.open(path()).ok());
    QCOMPARE(other.databases().value.at(2).target, QStringLiteral("flink-1.18"));
    // A writer that still believes it is mrs is refused and changes nothing.
    const CatalogStatus stale = other.setDatabaseTarget(QStringLiteral("lake"), QStringLiteral("flink-2.0"), QStringLiteral("mrs"));
    QCOMPARE(stale.code(), CatalogErrorCode::Conflict);
    QVERIFY2(stale.message(Language::En).contains(QStringLiteral("changed to \"flink-1.18\" elsewhere")), qPrintable(stale.message(Language::En)));
    QCOMPARE(catalog.database(QStringLiteral("lake")).value.target, QStringLiteral("flink-1.18"));
    QCOMPARE(catalog.setDatabaseTarget(QStringLiteral("nope"), QStringLiteral("mrs"), QString()).code(), CatalogErrorCode::NotFound);
}

void TestCatalog::duplicateNames_data()
{
    QTest::addColumn<QString>("first");
    QTest::addColumn<QString>("second");
    QTest::newRow("ascii case") << "Sales" << "sALES";
    QTest::newRow("latin case") << QStringLiteral("ÄRGER") << QStringLiteral("ärger");
    QTest::newRow("greek case") << QStringLiteral("ΣΟΦΙΑ") << QStringLiteral("σοφια");
    QTest::newRow("chinese") << QStringLiteral("订单库") << QStringLiteral("订单库");
    QTest::newRow("composed vs decomposed") << QStringLiteral("caf\u00e9") << QStringLiteral("cafe\u0301");
}

void TestCatalog::duplicateNames()
{
    QFETCH(QString, first);
    QFETCH(QString, second);
    Catalog catalog;
    QVERIFY(catalog.open(path()).ok());
    QVERIFY(catalog.createDatabase(first).ok());
    const CatalogStatus again = catalog.createDatabase(second);
    QCOMPARE(again.code(), CatalogErrorCode::AlreadyExists);
    QVERIFY(again.message(Language::En).contains(first));

    // Tables too: the second spelling is the same table, saved as a new revision.
    QCOMPARE(catalog.put(first, oneColumnSpec(first), Catalog::NewTable).value, 1);
    QCOMPARE(catalog.put(second, oneColumnSpec(second), Catalog::NewTable).status.code(), CatalogErrorCode::Conflict);
    QCOMPARE(catalog.put(second, oneColumnSpec(second), 1).value, 2);
    const auto tables = catalog.list(first);
    QCOMPARE(tables.value.size(), 1);
    QCOMPARE(tables.value.at(0).name, second); // the latest spelling is shown
    QCOMPARE(catalog.get(first, first).value.revision, 2);
}

void TestCatalog::invalidNames_data()
{
    QTest::addColumn<QString>("name");
    QTest::newRow("empty") << "";
    QTest::newRow("spaces") << "   ";
    QTest::newRow("newline") << "a\nb";
    QTest::newRow("nul") << QString(QChar(0));
    QTest::newRow("bidi override") << QStringLiteral("a\u202eb");
}

void TestCatalog::invalidNames()
{
    QFETCH(QString, name);
    Catalog catalog;
    QVERIFY(catalog.open(path()).ok());
    QCOMPARE(catalog.createDatabase(name).code(), CatalogErrorCode::InvalidName);
    QCOMPARE(catalog.renameDatabase(QStringLiteral("default"), name).code(), CatalogErrorCode::InvalidName);
    QCOMPARE(catalog.put(QStringLiteral("default"), oneColumnSpec(name), Catalog::NewTable).status.code(), CatalogErrorCode::InvalidName);
    QCOMPARE(catalog.databases().value.size(), 1);
    QVERIFY(catalog.list(QStringLiteral("default")).value.isEmpty());
}

void TestCatalog::renameDatabase()
{
    Catalog catalog;
    QVERIFY(catalog.open(path()).ok());
    QVERIFY(catalog.createDatabase(QStringLiteral("other")).ok());
    QVERIFY(catalog.put(QStringLiteral("default"), oneColumnSpec(QStringLiteral("orders")), Catalog::NewTable).ok());

    QCOMPARE(catalog.renameDatabase(QStringLiteral("default"), QStringLiteral("OTHER")).code(), CatalogErrorCode::AlreadyExists);
    QCOMPARE(catalog.renameDatabase(QStringLiteral("missing"), QStringLiteral("x")).code(), CatalogErrorCode::NotFound);
    QVERIFY(catalog.renameDatabase(QStringLiteral("default"), QStringLiteral("生产")).ok());
    QCOMPARE(catalog.list(QStringLiteral("default")).status.code(), CatalogErrorCode::NotFound);
    QCOMPARE(catalog.get(QStringLiteral("生产"), QStringLiteral("orders")).value.revision, 1);
    // A change of case only is a rename too.
    QVERIFY(catalog.renameDatabase(QStringLiteral("other"), QStringLiteral("Other")).ok());
    QCOMPARE(catalog.database(QStringLiteral("other")).value.name, QStringLiteral("Other"));
}

void TestCatalog::dropDatabase()
{
    Catalog catalog;
    QVERIFY(catalog.open(path()).ok());
    QVERIFY(catalog.createDatabase(QStringLiteral("empty")).ok());
    QVERIFY(catalog.createDatabase(QStringLiteral("full")).ok());
    QVERIFY(catalog.put(QStringLiteral("full"), oneColumnSpec(QStringLiteral("a")), Catalog::NewTable).ok());
    QVERIFY(catalog.put(QStringLiteral("full"), oneColumnSpec(QStringLiteral("a")), 1).ok());
    QVERIFY(catalog.put(QStringLiteral("default"), oneColumnSpec(QStringLiteral("kept")), Catalog::NewTable).ok());

    QVERIFY(catalog.dropDatabase(QStringLiteral("EMPTY")).ok());
    const CatalogStatus refused = catalog.dropDatabase(QStringLiteral("full"));
    QCOMPARE(refused.code(), CatalogErrorCode::NotEmpty);
    QVERIFY(refused.message(Language::En).contains(QStringLiteral("full")));
    QVERIFY(refused.message(Language::Zh).contains(QStringLiteral("张表")));
    QCOMPARE(catalog.list(QStringLiteral("full")).value.size(), 1);

    QVERIFY(catalog.dropDatabase(QStringLiteral("full"), true).ok());
    QCOMPARE(catalog.dropDatabase(QStringLiteral("full"), true).code(), CatalogErrorCode::NotFound);
    RawDb raw(path());
    QCOMPARE(raw.scalar(QStringLiteral("SELECT count(*) FROM tables")).toInt(), 1);
    QCOMPARE(raw.scalar(QStringLiteral("SELECT count(*) FROM revisions")).toInt(), 1);
}

void TestCatalog::tableRevisions()
{
    Catalog catalog;
    QVERIFY(catalog.open(path()).ok());
    const QString db = QStringLiteral("default");
    const QDateTime before = QDateTime::currentDateTimeUtc().addSecs(-1);

    TableSpec v1 = oneColumnSpec(QStringLiteral("orders"));
    TableSpec v2 = v1;
    v2.options.insert(QStringLiteral("topic"), QStringLiteral("orders-v2"));
    v2.role = Role::Both;
    QCOMPARE(catalog.put(db, v1, Catalog::NewTable).value, 1);
    QCOMPARE(catalog.put(db, v2, 1).value, 2);
    QCOMPARE(catalog.put(db, v2, Catalog::AnyRevision).value, 3);

    const auto current = catalog.get(db, QStringLiteral("ORDERS"));
    QVERIFY(current.ok());
    QCOMPARE(current.value.revision, 3);
    QCOMPARE(current.value.latestRevision, 3);
    QCOMPARE(current.value.spec, v2);
    QCOMPARE(current.value.database, db);
    const auto first = catalog.get(db, QStringLiteral("orders"), 1);
    QCOMPARE(first.value.spec, v1);
    QCOMPARE(first.value.revision, 1);
    QCOMPARE(first.value.latestRevision, 3);
    const auto missing = catalog.get(db, QStringLiteral("orders"), 9);
    QCOMPARE(missing.status.code(), CatalogErrorCode::NotFound);
    QVERIFY(missing.status.message(Language::En).contains(QStringLiteral("no revision 9")));

    const auto tables = catalog.list(db);
    QCOMPARE(tables.value.size(), 1);
    const TableInfo &info = tables.value.at(0);
    QCOMPARE(info.name, QStringLiteral("orders"));
    QCOMPARE(info.connector, QStringLiteral("kafka"));
    QCOMPARE(info.role, Role::Both);
    QCOMPARE(info.revision, 3);
    QCOMPARE(info.savedAt.timeSpec(), Qt::UTC);
    QVERIFY(info.savedAt >= before && info.savedAt <= QDateTime::currentDateTimeUtc());
    QVERIFY(info.createdAt <= info.savedAt);
    {
        RawDb raw(path()); // stored as ISO 8601 UTC with milliseconds, read back exactly
        const QString stored = raw.scalar(QStringLiteral("SELECT saved_at FROM tables")).toString();
        QVERIFY(stored.endsWith(QLatin1Char('Z')));
        QCOMPARE(info.savedAt, QDateTime::fromString(stored, Qt::ISODateWithMs));
        QCOMPARE(info.savedAt.time().msec(), QDateTime::fromString(stored, Qt::ISODateWithMs).time().msec());
    }

    // Restoring revision 1 adds revision 4 with revision 1's spec; history keeps everything.
    QCOMPARE(catalog.restore(db, QStringLiteral("orders"), 1).value, 4);
    QCOMPARE(catalog.get(db, QStringLiteral("orders")).value.spec, v1);
    QCOMPARE(catalog.get(db, QStringLiteral("orders")).value.restoredFrom, 1);
    const auto history = catalog.history(db, QStringLiteral("orders"));
    QVERIFY(history.ok());
    QCOMPARE(history.value.size(), 4);
    QList<int> revisions;
    for (const RevisionInfo &r : history.value) {
        revisions << r.revision;
        QVERIFY(r.savedAt.isValid());
    }
    QCOMPARE(revisions, (QList<int>{4, 3, 2, 1}));
    QCOMPARE(history.value.at(0).restoredFrom, 1);
    QCOMPARE(history.value.at(1).restoredFrom, 0);
    // The table already is as revision 1 (and as its latest, 4): nothing is written again.
    for (int same : {1, 4}) {
        bool unchanged = false;
        const CatalogResult<int> again = catalog.restore(db, QStringLiteral("orders"), same, Catalog::AnyRevision, QString(), &unchanged);
        QVERIFY(again.ok());
        QCOMPARE(again.value, 4);
        QVERIFY(unchanged);
    }
    QCOMPARE(catalog.history(db, QStringLiteral("orders")).value.size(), 4);
    QCOMPARE(catalog.restore(db, QStringLiteral("orders"), 7).status.code(), CatalogErrorCode::NotFound);
    QCOMPARE(catalog.restore(db, QStringLiteral("orders"), 1, 3).status.code(), CatalogErrorCode::Conflict);
    QCOMPARE(catalog.restore(db, QStringLiteral("nope"), 1).status.code(), CatalogErrorCode::NotFound);

    const auto specs = catalog.latestSpecs(db);
    QCOMPARE(specs.value.size(), 1);
    QCOMPARE(specs.value.at(0).spec, v1);

    QCOMPARE(catalog.drop(db, QStringLiteral("orders"), 2).code(), CatalogErrorCode::Conflict);
    QVERIFY(catalog.drop(db, QStringLiteral("Orders"), 4).ok());
    QCOMPARE(catalog.get(db, QStringLiteral("orders")).status.code(), CatalogErrorCode::NotFound);
    QCOMPARE(catalog.history(db, QStringLiteral("orders")).status.code(), CatalogErrorCode::NotFound);
    QCOMPARE(catalog.drop(db, QStringLiteral("orders")).code(), CatalogErrorCode::NotFound);
    QCOMPARE(catalog.put(QStringLiteral("nope"), v1, Catalog::NewTable).status.code(), CatalogErrorCode::NotFound);
}

void TestCatalog::unicodeTableNames_data()
{
    QTest::addColumn<QString>("name");
    QTest::newRow("chinese") << QStringLiteral("订单表");
    QTest::newRow("emoji") << QStringLiteral("rocket 🚀");
    QTest::newRow("quotes and backticks") << QStringLiteral("it's `a` \"b\"");
    QTest::newRow("path-like") << QStringLiteral("../a/b");
    QTest::newRow("sql-like") << QStringLiteral("x'); DROP TABLE tables; --");
    QTest::newRow("right-to-left") << QStringLiteral("جدول");
}

void TestCatalog::unicodeTableNames()
{
    QFETCH(QString, name);
    Catalog catalog;
    QVERIFY(catalog.open(path()).ok());
    QVERIFY(catalog.createDatabase(name).ok());
    QVERIFY(catalog.put(name, oneColumnSpec(name), Catalog::NewTable).ok());
    QCOMPARE(catalog.get(name, name).value.spec.name, name);
    QCOMPARE(catalog.list(name).value.value(0).name, name);
    QCOMPARE(catalog.search(name).value.size(), 1);
    // Read whole as every table of the database is (export, diff, checks): the name's UTF-8 in
    // the stored spec and the database's name come back as they went in.
    const auto latest = catalog.latestSpecs(name);
    QVERIFY(latest.ok());
    QCOMPARE(latest.value.size(), 1);
    QCOMPARE(latest.value.at(0).database, name);
    QCOMPARE(latest.value.at(0).spec, oneColumnSpec(name));
    catalog.close();
    // Still there after reopening.
    QVERIFY(catalog.open(path()).ok());
    QCOMPARE(catalog.get(name, name).value.spec, oneColumnSpec(name));
}

void TestCatalog::conflicts_data()
{
    QTest::addColumn<int>("expected");
    QTest::addColumn<bool>("dropFirst");
    QTest::newRow("stale revision") << 1 << false;
    QTest::newRow("new table that exists") << int(Catalog::NewTable) << false;
    QTest::newRow("future revision") << 5 << false;
    QTest::newRow("table dropped meanwhile") << 2 << true;
}

void TestCatalog::conflicts()
{
    QFETCH(int, expected);
    QFETCH(bool, dropFirst);
    Catalog catalog;
    QVERIFY(catalog.open(path()).ok());
    const QString db = QStringLiteral("default");
    QVERIFY(catalog.put(db, oneColumnSpec(QStringLiteral("orders"), QStringLiteral("kafka"), QStringLiteral("v1")), Catalog::NewTable).ok());
    QVERIFY(catalog.put(db, oneColumnSpec(QStringLiteral("orders"), QStringLiteral("kafka"), QStringLiteral("v2")), 1).ok());
    if (dropFirst)
        QVERIFY(catalog.drop(db, QStringLiteral("orders")).ok());

    const auto result = catalog.put(db, oneColumnSpec(QStringLiteral("orders"), QStringLiteral("kafka"), QStringLiteral("mine")), expected);
    QCOMPARE(result.status.code(), CatalogErrorCode::Conflict);
    QVERIFY(result.status.message(Language::En).contains(QStringLiteral("\"orders\"")));
    QVERIFY(result.status.message(Language::Zh).contains(QStringLiteral("“orders”")));
    QVERIFY(!result.status.isFileError());
    // Nothing was written.
    RawDb raw(path());
    QCOMPARE(raw.scalar(QStringLiteral("SELECT count(*) FROM revisions")).toInt(), dropFirst ? 0 : 2);
    QCOMPARE(raw.scalar(QStringLiteral("SELECT count(*) FROM revisions WHERE spec LIKE '%mine%'")).toInt(), 0);
}

/// Issue 53: a batch save names, per table, the revision it was based on (from-db's re-run
/// merges each stored table with the source's columns). Another writer's save, creation or drop
/// of one of them between that read and the batch makes the whole batch a conflict naming the
/// table: no table, revision, connection or wiring of it is written.
void TestCatalog::putManyRefusesStaleBases()
{
    Catalog alice;
    Catalog bob;
    QVERIFY(alice.open(path()).ok());
    QVERIFY(bob.open(path()).ok());
    const QString db = QStringLiteral("default");
    auto spec = [](const char *name, const char *topic) {
        return oneColumnSpec(QString::fromLatin1(name), QStringLiteral("kafka"), QString::fromLatin1(topic));
    };
    QVERIFY(alice.put(db, spec("orders", "a1"), Catalog::NewTable).ok());
    QVERIFY(alice.put(db, spec("items", "a1"), Catalog::NewTable).ok());
    QVERIFY(alice.put(db, spec("gone", "a1"), Catalog::NewTable).ok());
    const Connection server{QStringLiteral("kafka_main"), QStringLiteral("kafka"),
                            {{QStringLiteral("properties.bootstrap.servers"), QStringLiteral("k:9092")}}};
    const Wirings wirings{Wiring{QStringLiteral("orders"), QStringLiteral("items")}};
    const auto revisionsOf = [&](const char *name) { return bob.history(db, QString::fromLatin1(name)).value.size(); };

    // Bob reads orders and items at revision 1 and finds no "fresh" table.
    const int ordersBase = bob.get(db, QStringLiteral("orders")).value.latestRevision;
    const int itemsBase = bob.get(db, QStringLiteral("items")).value.latestRevision;
    QCOMPARE(ordersBase, 1);
    QCOMPARE(bob.get(db, QStringLiteral("fresh")).status.code(), CatalogErrorCode::NotFound);
    const QList<TableSpec> batch{spec("orders", "b"), spec("items", "b"), spec("fresh", "b")};

    struct Case
    {
        const char *what;
        std::function<void()> meanwhile;
        const char *named;
        int ordersBase; ///< the second case is based on the orders the first one left
    };
    const QList<Case> cases{
        {"saved meanwhile", [&] { QVERIFY(alice.put(db, spec("orders", "a2"), 1).ok()); }, "orders", ordersBase},
        {"made meanwhile", [&] { QVERIFY(alice.put(db, spec("fresh", "a1"), Catalog::NewTable).ok()); }, "fresh", 2},
    };
    const int ordersRevisions = 2;
    for (const Case &c : cases) {
        c.meanwhile();
        const QList<int> bases{c.ordersBase, itemsBase, Catalog::NewTable};
        for (const OnExisting onExisting : {OnExisting::Revise, OnExisting::Skip}) {
            const auto refused = bob.putMany(db, batch, onExisting, Connections{server}, wirings, bases);
            QVERIFY2(refused.status.code() == CatalogErrorCode::Conflict, c.what);
            QVERIFY2(refused.status.message(Language::En).contains(QStringLiteral("\"%1\"").arg(QLatin1String(c.named))),
                     qPrintable(refused.status.message(Language::En)));
            QVERIFY(refused.status.message(Language::Zh).contains(QStringLiteral("“%1”").arg(QLatin1String(c.named))));
            // Nothing of the batch was written.
            QCOMPARE(revisionsOf("orders"), ordersRevisions);
            QCOMPARE(revisionsOf("items"), 1);
            QCOMPARE(bob.get(db, QStringLiteral("orders")).value.spec.options.value(QStringLiteral("topic")), QStringLiteral("a2"));
            QCOMPARE(bob.connections(db).value, Connections());
            QCOMPARE(bob.job(db).value.wirings, Wirings());
        }
    }
    QCOMPARE(bob.get(db, QStringLiteral("fresh")).value.spec.options.value(QStringLiteral("topic")), QStringLiteral("a1"));

    // A table dropped after it was read: refused too.
    const int goneBase = bob.get(db, QStringLiteral("gone")).value.latestRevision;
    QVERIFY(alice.drop(db, QStringLiteral("gone")).ok());
    const auto dropped = bob.putMany(db, {spec("gone", "b")}, OnExisting::Revise, {}, {}, {goneBase});
    QCOMPARE(dropped.status.code(), CatalogErrorCode::Conflict);
    QVERIFY(dropped.status.message(Language::En).contains(QStringLiteral("\"gone\"")));
    QCOMPARE(bob.get(db, QStringLiteral("gone")).status.code(), CatalogErrorCode::NotFound);

    // A count of bases that is not one per spec is refused, nothing written.
    QCOMPARE(bob.putMany(db, batch, OnExisting::Revise, {}, {}, {1}).status.code(), CatalogErrorCode::InvalidName);
    QCOMPARE(revisionsOf("items"), 1);

    // Bases read again: saved, all of it. A name given twice has one base, the revision before
    // the batch; AnyRevision is whatever is current.
    const QList<int> current{bob.get(db, QStringLiteral("orders")).value.latestRevision, Catalog::AnyRevision,
                             bob.get(db, QStringLiteral("fresh")).value.latestRevision, 2};
    const auto saved = bob.putMany(db, {spec("orders", "b"), spec("items", "b"), spec("fresh", "b"), spec("orders", "b2")},
                                   OnExisting::Revise, Connections{server}, wirings, current);
    QVERIFY2(saved.ok(), qPrintable(saved.status.message(Language::En)));
    QCOMPARE(saved.value.size(), 4);
    QCOMPARE(saved.value.at(0).revision, 3);
    QCOMPARE(saved.value.at(1).revision, 2);
    QCOMPARE(saved.value.at(2).revision, 2);
    QCOMPARE(saved.value.at(3).revision, 4);
    QCOMPARE(alice.get(db, QStringLiteral("orders")).value.spec.options.value(QStringLiteral("topic")), QStringLiteral("b2"));
    QCOMPARE(alice.connections(db).value, Connections{server});
    QCOMPARE(alice.job(db).value.wirings, wirings);
    // Without bases, as every other caller saves: on whatever is current.
    QVERIFY(alice.putMany(db, {spec("items", "a3")}, OnExisting::Revise).ok());
    QCOMPARE(revisionsOf("items"), 3);
}

/// Issue 49: db set-target and a concurrent table put each checked against what the other then
/// changed, and both landed, leaving a table unchecked for the database's platform. A save
/// checked for a target the database no longer has, and a target change whose tables moved on
/// since they were checked, are conflicts, and nothing is written.
void TestCatalog::targetAndTablesCheckedTogether()
{
    Catalog first;
    QVERIFY(first.open(path()).ok());
    QVERIFY(first.createDatabase(QStringLiteral("lake"), QString(), QStringLiteral("flink-1.18")).ok());
    QVERIFY(first.put(QStringLiteral("lake"), oneColumnSpec(QStringLiteral("orders")), Catalog::NewTable).ok());
    Catalog second;
    QVERIFY(second.open(path()).ok());

    // The put was checked for flink-1.18; the target became blink meanwhile.
    const QString checkedFor = QStringLiteral("flink-1.18");
    QVERIFY(second.setDatabaseTarget(QStringLiteral("lake"), QStringLiteral("blink"), QStringLiteral("flink-1.18")).ok());
    const CatalogResult<int> saved = first.put(QStringLiteral("lake"), oneColumnSpec(QStringLiteral("orders"), QStringLiteral("kafka"), QStringLiteral("t2")),
                                               1, QString(), &checkedFor);
    QCOMPARE(saved.status.code(), CatalogErrorCode::Conflict);
    QVERIFY2(saved.status.message(Language::En).contains(QStringLiteral("was changed to \"blink\" elsewhere after table \"orders\" was checked for \"flink-1.18\"")),
             qPrintable(saved.status.message(Language::En)));
    QCOMPARE(first.get(QStringLiteral("lake"), QStringLiteral("orders")).value.revision, 1);
    const QString nowBlink = QStringLiteral("blink");
    QVERIFY(first.put(QStringLiteral("lake"), oneColumnSpec(QStringLiteral("orders"), QStringLiteral("kafka"), QStringLiteral("t2")), 1, QString(), &nowBlink).ok());

    // The target change checked the tables at their revisions; a table saved and one added since.
    const QHash<QString, int> checked = revisionsOf(second.latestSpecs(QStringLiteral("lake")).value);
    QCOMPARE(checked.value(QStringLiteral("orders")), 2);
    QVERIFY(first.put(QStringLiteral("lake"), oneColumnSpec(QStringLiteral("orders"), QStringLiteral("kafka"), QStringLiteral("t3")), 2).ok());
    QVERIFY(first.put(QStringLiteral("lake"), oneColumnSpec(QStringLiteral("payments")), Catalog::NewTable).ok());
    const CatalogStatus changed = second.setDatabaseTarget(QStringLiteral("lake"), QStringLiteral("flink-1.20"), QStringLiteral("blink"), &checked);
    QCOMPARE(changed.code(), CatalogErrorCode::Conflict);
    QVERIFY2(changed.message(Language::En).contains(QStringLiteral("since they were checked against the new target (orders, payments)")),
             qPrintable(changed.message(Language::En)));
    QCOMPARE(second.database(QStringLiteral("lake")).value.target, QStringLiteral("blink"));
    const QHash<QString, int> again = revisionsOf(second.latestSpecs(QStringLiteral("lake")).value);
    QVERIFY(second.setDatabaseTarget(QStringLiteral("lake"), QStringLiteral("flink-1.20"), QStringLiteral("blink"), &again).ok());
}


/// Issue 14: a window polls outsideChangeStamp() to follow what others save. It must change
/// for every commit of another connection (another Catalog in this process, and the real CLI
/// in another one) and for nothing else: not for reads, not for this connection's own writes.
void TestCatalog::outsideChangeStampFollowsOtherWriters()
{
    Catalog mine;
    Catalog other;
    QVERIFY(mine.open(path()).ok());
    QVERIFY(other.open(path()).ok());
    const QString db = QStringLiteral("default");
    auto stamp = [&mine] {
        const CatalogResult<qint64> s = mine.outsideChangeStamp();
        if (!s)
            qFatal("outsideChangeStamp: %s", qPrintable(s.status.message(Language::En)));
        return s.value;
    };
    qint64 last = stamp();
    QCOMPARE(stamp(), last); // nothing happened

    QCOMPARE(mine.put(db, oneColumnSpec(QStringLiteral("orders"), QStringLiteral("kafka"), QStringLiteral("t1")), Catalog::NewTable).value, 1);
    QVERIFY(mine.list(db).ok());
    QVERIFY(other.list(db).ok());
    QCOMPARE(stamp(), last); // own writes and anybody's reads are no outside change

    QCOMPARE(other.put(db, oneColumnSpec(QStringLiteral("payments"), QStringLiteral("kafka"), QStringLiteral("t2")), Catalog::NewTable).value, 1);
    QVERIFY(stamp() != last);
    last = stamp();
    QCOMPARE(stamp(), last);

    QVERIFY(other.drop(db, QStringLiteral("payments")).ok());
    QVERIFY(stamp() != last);
    last = stamp();

    // Another process: the command line program.
    const QProcessEnvironment env = testsupport::cliEnvironment(m_dir->filePath(QStringLiteral("xdg")));
    const testsupport::CliRun created = testsupport::runCli({QStringLiteral("--catalog"), path(), QStringLiteral("db"), QStringLiteral("create"), QStringLiteral("staging")}, env);
    QVERIFY2(created.exitCode == 0, qPrintable(created.err));
    QVERIFY(stamp() != last);
    last = stamp();
    const testsupport::CliRun listed = testsupport::runCli({QStringLiteral("--catalog"), path(), QStringLiteral("db"), QStringLiteral("list")}, env);
    QVERIFY2(listed.exitCode == 0, qPrintable(listed.err));
    QCOMPARE(stamp(), last); // a reading process changes nothing

    mine.close();
    QCOMPARE(mine.outsideChangeStamp().status.code(), CatalogErrorCode::NotOpen);
}

/// Issue 16: each revision keeps the note its save gave and who saved it (the operating
/// system's user unless the program sets another; on a server, the role it logged in as, and
/// the system's user after it when they differ).
void TestCatalog::notesAndAuthors()
{
    qputenv("USER", "zhang.san");
    Catalog catalog;
    QVERIFY(catalog.open(path()).ok());
#ifdef ST_CATALOG_ON_SERVER
    const QString firstAuthor = QStringLiteral("streamtable (zhang.san)"); // the suite's role, shared by this "person"
#else
    const QString firstAuthor = QStringLiteral("zhang.san");
#endif
    QCOMPARE(catalog.author(), firstAuthor);
    const QString db = QStringLiteral("default");
    QVERIFY(catalog.put(db, oneColumnSpec(QStringLiteral("orders"), QStringLiteral("kafka"), QStringLiteral("t1")), Catalog::NewTable,
                        QStringLiteral("first cut")).ok());
    catalog.setAuthor(QStringLiteral("li.si"));
    QVERIFY(catalog.saveEdit(db, QStringLiteral("orders"), oneColumnSpec(QStringLiteral("orders"), QStringLiteral("kafka"), QStringLiteral("t2")), 1,
                             QStringLiteral("topic renamed by the upstream team")).ok());
    QVERIFY(catalog.restore(db, QStringLiteral("orders"), 1, Catalog::AnyRevision, QStringLiteral("t2 is not live yet")).ok());
    QVERIFY(catalog.renameTable(db, QStringLiteral("orders"), QStringLiteral("orders_raw")).ok());
    QVERIFY(catalog.putMany(db, {oneColumnSpec(QStringLiteral("orders_raw"), QStringLiteral("kafka"), QStringLiteral("t3"))}, OnExisting::Revise).ok());
    const QList<RevisionInfo> history = catalog.history(db, QStringLiteral("orders_raw")).value;
    QCOMPARE(history.size(), 5);
    const QList<std::pair<QString, QString>> expected{
        {QString(), QStringLiteral("li.si")},                                              // 5: imported
        {QString(), QStringLiteral("li.si")},                                              // 4: renamed
        {QStringLiteral("t2 is not live yet"), QStringLiteral("li.si")},                   // 3: restored
        {QStringLiteral("topic renamed by the upstream team"), QStringLiteral("li.si")},   // 2
        {QStringLiteral("first cut"), firstAuthor},                                        // 1
    };
    for (int i = 0; i < history.size(); ++i) {
        QCOMPARE(history.at(i).revision, 5 - i);
        QCOMPARE(history.at(i).note, expected.at(i).first);
        QCOMPARE(history.at(i).author, expected.at(i).second);
    }
    QCOMPARE(history.at(2).restoredFrom, 1);
#ifdef ST_CATALOG_ON_SERVER
    // The role alone when the system's user has the same name; a file is always the system's.
    qputenv("USER", "streamtable");
    Catalog sameName;
    QVERIFY(sameName.open(path()).ok());
    QCOMPARE(sameName.author(), QStringLiteral("streamtable"));
    qputenv("USER", "zhang.san");
    QVERIFY(sameName.open(m_dir->filePath(QStringLiteral("own.sqlite"))).ok());
    QCOMPARE(sameName.author(), QStringLiteral("zhang.san"));
#endif
    qunsetenv("USER");
    qunsetenv("LOGNAME");
    qunsetenv("USERNAME");
    // Without those variables (a service, cron, a CI job) the account's own name, as `id -un` says.
    QProcess id;
    id.start(QStringLiteral("id"), {QStringLiteral("-un")});
    QVERIFY(id.waitForFinished());
    const QString account = QString::fromLocal8Bit(id.readAllStandardOutput()).trimmed();
    QVERIFY(!account.isEmpty());
    QCOMPARE(Catalog::systemUserName(), account);
}

void TestCatalog::twoConnectionsInterleaved()
{
    Catalog alice;
    Catalog bob;
    QVERIFY(alice.open(path()).ok());
    QVERIFY(bob.open(path()).ok());
    const QString db = QStringLiteral("default");
    QCOMPARE(alice.put(db, oneColumnSpec(QStringLiteral("orders"), QStringLiteral("kafka"), QStringLiteral("a1")), Catalog::NewTable).value, 1);

    // Both load revision 1; Alice saves first, Bob's save from revision 1 is refused.
    const int aliceBase = alice.get(db, QStringLiteral("orders")).value.latestRevision;
    const int bobBase = bob.get(db, QStringLiteral("orders")).value.latestRevision;
    QCOMPARE(bobBase, 1);
    QCOMPARE(alice.put(db, oneColumnSpec(QStringLiteral("orders"), QStringLiteral("kafka"), QStringLiteral("a2")), aliceBase).value, 2);
    const auto refused = bob.put(db, oneColumnSpec(QStringLiteral("orders"), QStringLiteral("kafka"), QStringLiteral("b2")), bobBase);
    QCOMPARE(refused.status.code(), CatalogErrorCode::Conflict);
    QVERIFY(refused.status.message(Language::En).contains(QStringLiteral("orders")));

    // Bob reloads and saves; now Alice is stale.
    const auto reloaded = bob.get(db, QStringLiteral("orders"));
    QCOMPARE(reloaded.value.spec.options.value(QStringLiteral("topic")), QStringLiteral("a2"));
    QCOMPARE(bob.put(db, oneColumnSpec(QStringLiteral("orders"), QStringLiteral("kafka"), QStringLiteral("b3")), reloaded.value.latestRevision).value, 3);
    QCOMPARE(alice.put(db, oneColumnSpec(QStringLiteral("orders"), QStringLiteral("kafka"), QStringLiteral("a3")), 2).status.code(),
             CatalogErrorCode::Conflict);
    // Interleave many saves; each side always reloads first, so none is refused and none lost.
    for (int i = 0; i < 20; ++i) {
        Catalog &who = i % 2 ? alice : bob;
        const int base = who.get(db, QStringLiteral("orders")).value.latestRevision;
        QCOMPARE(who.put(db, oneColumnSpec(QStringLiteral("orders"), QStringLiteral("kafka"), QStringLiteral("n%1").arg(i)), base).value, base + 1);
    }
    const auto history = alice.history(db, QStringLiteral("orders"));
    QCOMPARE(history.value.size(), 23);
    const QStringList expectedTopics = [] {
        QStringList t{QStringLiteral("a1"), QStringLiteral("a2"), QStringLiteral("b3")};
        for (int i = 0; i < 20; ++i)
            t << QStringLiteral("n%1").arg(i);
        return t;
    }();
    for (int r = 1; r <= 23; ++r)
        QCOMPARE(bob.get(db, QStringLiteral("orders"), r).value.spec.options.value(QStringLiteral("topic")), expectedTopics.at(r - 1));
}

/// Eight programs save at once, each into a table of its own and all into one they share, as
/// editors do (read, then save on top): every save reported committed is in the catalog as it
/// was written, revisions run 1..N with nothing else, and only the shared table sees conflicts.
void TestCatalog::concurrentProgramsLoseNothing()
{
    {
        Catalog catalog; // set up once, so that the programs race over saves, not over creating it
        QVERIFY(catalog.open(path()).ok());
    }
    constexpr int programs = 8;
    constexpr int savesEach = 60;
    std::vector<std::unique_ptr<QProcess>> running;
    for (int p = 0; p < programs; ++p) {
        auto process = std::make_unique<QProcess>();
        process->start(QStringLiteral(ST_CONCURRENT_SAVES_PATH),
                       {path(), QStringLiteral("default"), QString::number(savesEach), QStringLiteral("p%1").arg(p),
                        QStringLiteral("shared"), QStringLiteral("own_%1").arg(p)});
        running.push_back(std::move(process));
    }
    QHash<QString, QHash<int, QString>> committed; // table -> revision -> topic
    QHash<QString, int> conflicts;
    int attempts = 0;
    for (auto &process : running) {
        QVERIFY(process->waitForFinished(180000));
        QVERIFY2(process->exitCode() == 0, process->readAllStandardError().constData());
        const QStringList lines = QString::fromUtf8(process->readAllStandardOutput()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        for (const QString &line : lines) {
            const QStringList words = line.split(QLatin1Char(' '));
            ++attempts;
            if (words.at(0) == QLatin1String("conflict")) {
                ++conflicts[words.at(1)];
                continue;
            }
            QCOMPARE(words.size(), 4);
            const int revision = words.at(2).toInt();
            QVERIFY2(!committed[words.at(1)].contains(revision), qPrintable(QStringLiteral("%1 r%2 reported twice").arg(words.at(1)).arg(revision)));
            committed[words.at(1)].insert(revision, words.at(3));
        }
    }
    QCOMPARE(attempts, programs * savesEach);
    Catalog catalog;
    QVERIFY(catalog.open(path(), false, CatalogAccess::ReadOnly).ok());
    const QList<TableInfo> tables = catalog.list(QStringLiteral("default")).value;
    QCOMPARE(tables.size(), programs + 1);
    for (const TableInfo &table : tables) {
        const QHash<int, QString> saves = committed.value(table.name);
        QCOMPARE(table.revision, saves.size()); // as many revisions as committed saves, none more
        const QList<RevisionInfo> history = catalog.history(QStringLiteral("default"), table.name).value;
        QCOMPARE(history.size(), saves.size());
        for (int revision = 1; revision <= table.revision; ++revision) {
            const StoredTable stored = catalog.get(QStringLiteral("default"), table.name, revision).value;
            QCOMPARE(stored.spec.options.value(QStringLiteral("topic")), saves.value(revision));
        }
        if (table.name != QLatin1String("shared")) {
            QCOMPARE(conflicts.value(table.name), 0);
            QCOMPARE(saves.size(), savesEach / 2);
        }
    }
    QCOMPARE(committed.value(QStringLiteral("shared")).size() + conflicts.value(QStringLiteral("shared")), programs * savesEach / 2);
}

// Issue 18: the environments of a database and their variables, written only as whole
// transactions, a secret never stored, a stale edit a conflict.
void TestCatalog::environments()
{
    Catalog catalog;
    QVERIFY(catalog.open(path()).ok());
    const QString db = QStringLiteral("default");
    QCOMPARE(catalog.environments(db).value, Environments());
    QCOMPARE(catalog.environments(QStringLiteral("nowhere")).status.code(), CatalogErrorCode::NotFound);

    // set makes the environment; names of environments ignore case, names of variables do not.
    QVERIFY(catalog.setVariable(db, QStringLiteral("Prod"), QStringLiteral("BROKERS"), QStringLiteral("p1:9092,p2:9092")).ok());
    QVERIFY(catalog.setVariable(db, QStringLiteral("prod"), QStringLiteral("brokers"), QStringLiteral("lower")).ok());
    QVERIFY(catalog.setVariable(db, QStringLiteral("PROD"), QStringLiteral("BROKERS"), QStringLiteral("p3:9092")).ok());
    QVERIFY(catalog.createEnvironment(db, QStringLiteral("dev")).ok());
    QCOMPARE(catalog.createEnvironment(db, QStringLiteral("DEV")).code(), CatalogErrorCode::AlreadyExists);
    const Environments expected{
        Environment{QStringLiteral("dev"), {}},
        Environment{QStringLiteral("Prod"), {{QStringLiteral("BROKERS"), QStringLiteral("p3:9092")}, {QStringLiteral("brokers"), QStringLiteral("lower")}}},
    };
    const CatalogResult<Environments> read = catalog.environments(db);
    QVERIFY(read.ok());
    QCOMPARE(read.value, expected);

    // Refused, and nothing written: a name that is not a variable's, an empty environment name,
    // a password in clear under a name that says it is one. A reference to a secret is fine.
    QCOMPARE(catalog.setVariable(db, QStringLiteral("prod"), QStringLiteral("1X"), QStringLiteral("v")).code(), CatalogErrorCode::InvalidName);
    QCOMPARE(catalog.setVariable(db, QStringLiteral("prod"), QStringLiteral("A-B"), QStringLiteral("v")).code(), CatalogErrorCode::InvalidName);
    QCOMPARE(catalog.setVariable(db, QStringLiteral(" "), QStringLiteral("X"), QStringLiteral("v")).code(), CatalogErrorCode::InvalidName);
    const CatalogStatus clear = catalog.setVariable(db, QStringLiteral("prod"), QStringLiteral("KAFKA_PASSWORD"), QStringLiteral("hunter2"));
    QCOMPARE(clear.code(), CatalogErrorCode::SecretInClear);
    QVERIFY2(clear.message(Language::En).contains(QStringLiteral("KAFKA_PASSWORD")), qPrintable(clear.message(Language::En)));
    QVERIFY(!clear.isFileError());
    QCOMPARE(catalog.environments(db).value, expected);
    QVERIFY(catalog.setVariable(db, QStringLiteral("prod"), QStringLiteral("KAFKA_PASSWORD"), QStringLiteral("${secret:PROD_KAFKA}")).ok());

    // A whole edit from a stale base is a conflict naming the environment changed meanwhile.
    const Environments base = catalog.environments(db).value;
    Environments edited = base;
    edited[0].variables.insert(QStringLiteral("BROKERS"), QStringLiteral("d:9092"));
    {
        Catalog other;
        QVERIFY(other.open(path()).ok());
        QVERIFY(other.setVariable(db, QStringLiteral("prod"), QStringLiteral("TOPIC"), QStringLiteral("orders")).ok());
    }
    const CatalogStatus stale = catalog.saveEnvironments(db, edited, base);
    QCOMPARE(stale.code(), CatalogErrorCode::Conflict);
    QVERIFY2(stale.message(Language::En).contains(QStringLiteral("Prod")), qPrintable(stale.message(Language::En)));
    QVERIFY(!catalog.environments(db).value.at(0).variables.contains(QStringLiteral("BROKERS")));
    // On a fresh base it is saved whole; an environment left out is dropped with its variables.
    const Environments fresh = catalog.environments(db).value;
    edited = Environments{Environment{QStringLiteral("dev"), {{QStringLiteral("BROKERS"), QStringLiteral("d:9092")}}}};
    QVERIFY(catalog.saveEnvironments(db, edited, fresh).ok());
    QCOMPARE(catalog.environments(db).value, edited);
    // Two environments of one name, or a secret in clear, in a whole edit: nothing is written.
    const Environments twice{Environment{QStringLiteral("qa"), {}}, Environment{QStringLiteral("QA"), {}}};
    QCOMPARE(catalog.saveEnvironments(db, twice, edited).code(), CatalogErrorCode::AlreadyExists);
    const Environments secret{Environment{QStringLiteral("qa"), {{QStringLiteral("TOKEN"), QStringLiteral("abc")}}}};
    QCOMPARE(catalog.saveEnvironments(db, secret, edited).code(), CatalogErrorCode::SecretInClear);
    QCOMPARE(catalog.environments(db).value, edited);

    // drop: a variable, then the environment; missing ones are NotFound.
    QCOMPARE(catalog.unsetVariable(db, QStringLiteral("dev"), QStringLiteral("brokers")).code(), CatalogErrorCode::NotFound);
    QVERIFY(catalog.unsetVariable(db, QStringLiteral("DEV"), QStringLiteral("BROKERS")).ok());
    QCOMPARE(catalog.environments(db).value, (Environments{Environment{QStringLiteral("dev"), {}}}));
    QCOMPARE(catalog.unsetVariable(db, QStringLiteral("prod"), QStringLiteral("X")).code(), CatalogErrorCode::NotFound);
    QVERIFY(catalog.dropEnvironment(db, QStringLiteral("dev")).ok());
    QCOMPARE(catalog.dropEnvironment(db, QStringLiteral("dev")).code(), CatalogErrorCode::NotFound);
    QCOMPARE(catalog.environments(db).value, Environments());
}

// Issue 49: a variable holds a secret where a secret option uses it, whatever its name (the
// export writes its value as the password): it must then be a reference in every environment,
// checked when its users are saved and when it is set; a value with a secret's name holds a
// secret in clear unless it is one reference.
void TestCatalog::variablesUsedAsSecrets()
{
    Catalog catalog;
    QVERIFY(catalog.open(path()).ok());
    const QString db = QStringLiteral("default");
    const QString prod = QStringLiteral("prod");
    const QString trust = QStringLiteral("properties.ssl.truststore.password");
    QVERIFY(catalog.setVariable(db, prod, QStringLiteral("TRUST"), QStringLiteral("Pw-clear")).ok()); // used by nothing yet

    // A table whose password is that variable: refused, named, nothing written (put and putMany).
    TableSpec table = oneColumnSpec(QStringLiteral("orders"));
    table.options.insert(trust, QStringLiteral("${TRUST}"));
    const CatalogStatus refused = catalog.put(db, table, Catalog::NewTable).status;
    QCOMPARE(refused.code(), CatalogErrorCode::SecretInClear);
    for (const QString &word : {QStringLiteral("TRUST"), QStringLiteral("prod"), trust, QStringLiteral("orders")})
        QVERIFY2(refused.message(Language::En).contains(word), qPrintable(refused.message(Language::En)));
    QVERIFY(refused.message(Language::Zh).contains(QStringLiteral("未写入任何内容")));
    QCOMPARE(catalog.putMany(db, {table}, OnExisting::Fail).status.code(), CatalogErrorCode::SecretInClear);
    QVERIFY(!catalog.get(db, QStringLiteral("orders")).ok());

    // With the variable a reference, the table is saved; the variable cannot become clear again,
    // neither alone nor in a whole edit.
    QVERIFY(catalog.setVariable(db, prod, QStringLiteral("TRUST"), QStringLiteral("${secret:PROD_TRUST}")).ok());
    QVERIFY(catalog.put(db, table, Catalog::NewTable).ok());
    QCOMPARE(catalog.setVariable(db, prod, QStringLiteral("TRUST"), QStringLiteral("Pw-again")).code(), CatalogErrorCode::SecretInClear);
    QCOMPARE(catalog.setVariable(db, QStringLiteral("dev"), QStringLiteral("TRUST"), QStringLiteral("dev ${secret:X}")).code(),
             CatalogErrorCode::SecretInClear);
    const Environments base = catalog.environments(db).value;
    Environments edited = base;
    edited[0].variables.insert(QStringLiteral("TRUST"), QStringLiteral("Pw-again"));
    QCOMPARE(catalog.saveEnvironments(db, edited, base).code(), CatalogErrorCode::SecretInClear);
    QCOMPARE(catalog.environments(db).value, base);
    // Other variables stay free; a name that only resembles the reference is no use of it.
    QVERIFY(catalog.setVariable(db, prod, QStringLiteral("TRUSTED_TOPIC"), QStringLiteral("orders")).ok());
    edited = catalog.environments(db).value;
    edited[0].variables.insert(QStringLiteral("TOPIC"), QStringLiteral("orders"));
    QVERIFY(catalog.saveEnvironments(db, edited, catalog.environments(db).value).ok());

    // A JAAS credential that is a variable, in a connection: the same on both sides.
    const QString jaas = QStringLiteral("properties.sasl.jaas.config");
    const QString login = QStringLiteral("PlainLoginModule required username=\"${USER}\" password=\"${PW}\";");
    QVERIFY(catalog.setVariable(db, prod, QStringLiteral("PW"), QStringLiteral("hunter2")).ok());
    QVERIFY(catalog.setVariable(db, prod, QStringLiteral("USER"), QStringLiteral("etl")).ok());
    QCOMPARE(catalog.setConnectionOption(db, QStringLiteral("main"), QStringLiteral("kafka"), jaas, login).code(),
             CatalogErrorCode::SecretInClear);
    QCOMPARE(catalog.saveConnection(db, Connection{QStringLiteral("main"), QStringLiteral("kafka"), {{jaas, login}}}, nullptr).code(),
             CatalogErrorCode::SecretInClear);
    QVERIFY(catalog.connections(db).value.isEmpty());
    QVERIFY(catalog.setVariable(db, prod, QStringLiteral("PW"), QStringLiteral("${secret:PROD_KAFKA}")).ok());
    QVERIFY(catalog.setConnectionOption(db, QStringLiteral("main"), QStringLiteral("kafka"), jaas, login).ok());
    const CatalogStatus back = catalog.setVariable(db, prod, QStringLiteral("PW"), QStringLiteral("hunter2"));
    QCOMPARE(back.code(), CatalogErrorCode::SecretInClear);
    QVERIFY2(back.message(Language::En).contains(QStringLiteral("connection \"main\"")), qPrintable(back.message(Language::En)));
    QVERIFY(catalog.setVariable(db, prod, QStringLiteral("USER"), QStringLiteral("loader")).ok()); // the user is no credential

    // A value under a secret's name is secret unless it is one reference.
    QCOMPARE(catalog.setVariable(db, prod, QStringLiteral("KAFKA_PASS"), QStringLiteral("Pw2 ${secret:X}")).code(),
             CatalogErrorCode::SecretInClear);
    QCOMPARE(catalog.setVariable(db, prod, QStringLiteral("API_KEY"), QStringLiteral("abc123")).code(), CatalogErrorCode::SecretInClear);
    QCOMPARE(catalog.setConnectionOption(db, QStringLiteral("main"), QString(), trust, QStringLiteral("Pw3${SUFFIX}")).code(),
             CatalogErrorCode::SecretInClear);
    QVERIFY(catalog.setVariable(db, prod, QStringLiteral("DB_PWD"), QStringLiteral("${secret:DB}")).ok());
}

// Issue 18: the connections of a database, whole transactions, a stale edit a conflict, a
// secret never stored, not dropped while tables use it.
void TestCatalog::connections()
{
    Catalog catalog;
    QVERIFY(catalog.open(path()).ok());
    const QString db = QStringLiteral("default");
    const QString servers = QStringLiteral("properties.bootstrap.servers");
    QCOMPARE(catalog.connections(db).value, Connections());
    // Made by its first option, which needs the connector; then names ignore case.
    QCOMPARE(catalog.setConnectionOption(db, QStringLiteral("main"), QString(), servers, QStringLiteral("k:9092")).code(),
             CatalogErrorCode::InvalidName);
    QVERIFY(catalog.setConnectionOption(db, QStringLiteral("Main"), QStringLiteral("kafka"), servers, QStringLiteral("k:9092")).ok());
    QVERIFY(catalog.setConnectionOption(db, QStringLiteral("main"), QString(), QStringLiteral("properties.security.protocol"),
                                        QStringLiteral("SASL_SSL")).ok());
    QCOMPARE(catalog.setConnectionOption(db, QStringLiteral("MAIN"), QStringLiteral("upsert-kafka"), servers, QStringLiteral("x")).code(),
             CatalogErrorCode::Conflict);
    // A password in clear is refused; its reference is kept.
    const QString jaas = QStringLiteral("properties.sasl.jaas.config");
    QCOMPARE(catalog.setConnectionOption(db, QStringLiteral("main"), QString(), jaas,
                                         QStringLiteral("PlainLoginModule required username=\"u\" password=\"p\";")).code(),
             CatalogErrorCode::SecretInClear);
    QVERIFY(catalog.setConnectionOption(db, QStringLiteral("main"), QString(), jaas,
                                        QStringLiteral("PlainLoginModule required username=\"u\" password=\"${secret:KAFKA}\";")).ok());
    QVERIFY(catalog.setConnectionOption(db, QStringLiteral("main"), QString(), jaas, QString()).ok()); // empty: removed
    const Connection expected{QStringLiteral("Main"), QStringLiteral("kafka"),
                              {{servers, QStringLiteral("k:9092")}, {QStringLiteral("properties.security.protocol"), QStringLiteral("SASL_SSL")}}};
    QCOMPARE(catalog.connections(db).value, Connections{expected});

    // A whole save: new (a taken name refused), and an edit from a stale base a conflict.
    QCOMPARE(catalog.saveConnection(db, Connection{QStringLiteral("MAIN"), QStringLiteral("kafka"), {}}, nullptr).code(),
             CatalogErrorCode::AlreadyExists);
    Connection edited = expected;
    edited.options.insert(servers, QStringLiteral("k2:9092"));
    {
        Catalog other;
        QVERIFY(other.open(path()).ok());
        QVERIFY(other.setConnectionOption(db, QStringLiteral("main"), QString(), servers, QStringLiteral("other:9092")).ok());
    }
    QCOMPARE(catalog.saveConnection(db, edited, &expected).code(), CatalogErrorCode::Conflict);
    QCOMPARE(catalog.connections(db).value.at(0).options.value(servers), QStringLiteral("other:9092"));
    const Connection fresh = catalog.connections(db).value.at(0);
    QVERIFY(catalog.saveConnection(db, edited, &fresh).ok());
    QCOMPARE(catalog.connections(db).value, Connections{edited});

    // Not dropped while a table uses it (the table named); then dropped, then NotFound.
    TableSpec table = oneColumnSpec(QStringLiteral("orders"));
    table.connection = QStringLiteral("MAIN");
    QVERIFY(catalog.put(db, table, Catalog::NewTable).ok());
    QCOMPARE(catalog.get(db, QStringLiteral("orders")).value.spec.connection, QStringLiteral("MAIN"));
    // A table naming a connection the database lacks is not saved.
    TableSpec cutOff = oneColumnSpec(QStringLiteral("cut_off"));
    cutOff.connection = QStringLiteral("absent");
    const CatalogStatus absent = catalog.put(db, cutOff, Catalog::NewTable).status;
    QCOMPARE(absent.code(), CatalogErrorCode::NotFound);
    QVERIFY2(absent.message(Language::En).contains(QStringLiteral("\"absent\"")), qPrintable(absent.message(Language::En)));
    QCOMPARE(catalog.putMany(db, {cutOff}, OnExisting::Fail).status.code(), CatalogErrorCode::NotFound);
    QVERIFY(!catalog.get(db, QStringLiteral("cut_off")).ok());
    // Which connectors' connections serve a table is the schemas' to say (an upsert-kafka table
    // may use a kafka connection), checked by those that save before they do
    // (test_cli_catalog upsertKafkaUsesAKafkaConnection): the catalog asks that it exists.
    cutOff.connector = QStringLiteral("upsert-kafka");
    cutOff.connection = QStringLiteral("main");
    QVERIFY(catalog.put(db, cutOff, Catalog::NewTable).ok());
    QVERIFY(catalog.drop(db, QStringLiteral("cut_off"), Catalog::AnyRevision).ok());
    QCOMPARE(catalog.tablesUsingConnection(db, QStringLiteral("main")).value, QStringList{QStringLiteral("orders")});
    const CatalogStatus used = catalog.dropConnection(db, QStringLiteral("main"));
    QCOMPARE(used.code(), CatalogErrorCode::NotEmpty);
    QVERIFY2(used.message(Language::En).contains(QStringLiteral("orders")), qPrintable(used.message(Language::En)));

    // All of them saved at once (the designer's dialog): one added, one changed, in one step; a
    // stale base, one left out that a table uses, a name twice, a changed connector or a secret
    // in clear: nothing is written.
    const Connections before = catalog.connections(db).value;
    const Connection lake{QStringLiteral("lake"), QStringLiteral("hudi"), {{QStringLiteral("hive_sync.mode"), QStringLiteral("hms")}}};
    Connection changed = before.at(0);
    changed.options.insert(servers, QStringLiteral("k3:9092"));
    QCOMPARE(catalog.saveConnections(db, Connections{lake}, before).code(), CatalogErrorCode::NotEmpty); // main dropped: orders uses it
    QCOMPARE(catalog.saveConnections(db, Connections{changed, lake, Connection{QStringLiteral("LAKE"), QStringLiteral("hudi"), {}}}, before).code(),
             CatalogErrorCode::AlreadyExists);
    Connection otherConnector = changed;
    otherConnector.connector = QStringLiteral("upsert-kafka");
    QCOMPARE(catalog.saveConnections(db, Connections{otherConnector}, before).code(), CatalogErrorCode::Conflict);
    Connection leaked = changed;
    leaked.options.insert(jaas, QStringLiteral("PlainLoginModule required username=\"u\" password=\"p\";"));
    QCOMPARE(catalog.saveConnections(db, Connections{leaked}, before).code(), CatalogErrorCode::SecretInClear);
    QCOMPARE(catalog.saveConnections(db, Connections{changed, lake}, Connections()).code(), CatalogErrorCode::Conflict);
    QCOMPARE(catalog.connections(db).value, before);
    QVERIFY(catalog.saveConnections(db, Connections{lake, changed}, before).ok());
    QCOMPARE(catalog.connections(db).value, (Connections{lake, changed}));
    QVERIFY(catalog.saveConnections(db, Connections{changed}, Connections{lake, changed}).ok()); // lake, unused, goes
    QCOMPARE(catalog.connections(db).value, Connections{changed});
    table.connection.clear();
    QVERIFY(catalog.put(db, table, Catalog::AnyRevision).ok());
    QVERIFY(catalog.dropConnection(db, QStringLiteral("main")).ok());
    QCOMPARE(catalog.dropConnection(db, QStringLiteral("main")).code(), CatalogErrorCode::NotFound);
    QCOMPARE(catalog.connections(db).value, Connections());
}

namespace {

/// Another connection to `file` (as another program would make) takes the catalog's write lock
/// as another program takes it: SQLite's, or the server's advisory lock every catalog writer
/// takes (the key is the catalog's application id). It runs `statement` (if any) with the lock,
/// holds it for `holdMs`, ends with `end` (COMMIT or ROLLBACK) and sets `done`. Returns once the
/// lock is held.
std::unique_ptr<QThread> holdWriteLock(const QString &file, const QString &statement, int holdMs, const QString &end, std::atomic<bool> *done)
{
    auto locked = std::make_shared<std::atomic<bool>>(false);
    std::unique_ptr<QThread> holder(QThread::create([=] {
        {
            RawDb raw(file);
            if (Catalog::isServerLocation(file)) {
                raw.exec(QStringLiteral("BEGIN"));
                raw.exec(QStringLiteral("SELECT pg_advisory_xact_lock(%1)").arg(catalogschema::ApplicationId));
            } else {
                raw.exec(QStringLiteral("BEGIN IMMEDIATE"));
            }
            if (!statement.isEmpty())
                raw.exec(statement);
            *locked = true;
            QThread::msleep(holdMs);
            raw.exec(end);
        }
        *done = true;
    }));
    holder->start();
    while (!*locked)
        QThread::msleep(5);
    return holder;
}

} // namespace

void TestCatalog::busyTimeoutWaits()
{
    Catalog catalog;
    QVERIFY(catalog.open(path()).ok());
    const QString file = path();
    std::atomic<bool> done{false};
    // Another connection (as another program would) holds the write lock for a while.
    std::unique_ptr<QThread> holder = holdWriteLock(file, QStringLiteral("UPDATE databases SET comment = 'held' WHERE name = 'default'"),
                                                    700, QStringLiteral("COMMIT"), &done);
    QElapsedTimer timer;
    timer.start();
    const auto saved = catalog.put(QStringLiteral("default"), oneColumnSpec(QStringLiteral("orders")), Catalog::NewTable);
    QVERIFY2(saved.ok(), qPrintable(saved.status.message(Language::En)));
    QVERIFY(timer.elapsed() >= 300); // it waited for the lock instead of failing
    holder->wait();
    QVERIFY(done);
    QCOMPARE(catalog.database(QStringLiteral("default")).value.comment, QStringLiteral("held"));
}

/// README: "a program waits up to 10 seconds for another one's write" (a file) and "a writer
/// waits up to 10 seconds for another one's lock, then says the catalog is busy" (a server).
/// Another program holds the write lock for 13 s: the save gives up after 10, saying so, and
/// writes nothing.
void TestCatalog::lockHeldLongerThanTenSecondsIsBusy()
{
    Catalog catalog;
    QVERIFY(catalog.open(path()).ok());
    const QString file = path();
    std::atomic<bool> done{false};
    std::unique_ptr<QThread> holder = holdWriteLock(file, QString(), 13000, QStringLiteral("ROLLBACK"), &done);
    QElapsedTimer timer;
    timer.start();
    const auto saved = catalog.put(QStringLiteral("default"), oneColumnSpec(QStringLiteral("orders")), Catalog::NewTable);
    const qint64 waited = timer.elapsed();
    holder->wait();
    QVERIFY(!saved.ok());
    QVERIFY2(saved.status.message(Language::En).contains(QStringLiteral("busy")), qPrintable(saved.status.message(Language::En)));
    QVERIFY2(waited >= 9500 && waited < 12500, qPrintable(QString::number(waited)));
    QVERIFY(catalog.list(QStringLiteral("default")).value.isEmpty()); // nothing was written
}

void TestCatalog::search_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("connector");
    QTest::addColumn<int>("limit");
    QTest::addColumn<QStringList>("expected"); // database/table
    QTest::newRow("substring any case") << "ORD" << "" << -1
                                        << QStringList{QStringLiteral("default/orders"), QStringLiteral("default/returned_orders"),
                                                       QStringLiteral("lake/orders_hudi")};
    QTest::newRow("chinese substring") << QStringLiteral("订单") << "" << -1 << QStringList{QStringLiteral("lake/历史订单表")};
    QTest::newRow("by connector") << "" << "hudi" << -1
                                  << QStringList{QStringLiteral("lake/orders_hudi"), QStringLiteral("lake/历史订单表")};
    QTest::newRow("name and connector") << "orders" << "KAFKA" << -1
                                        << QStringList{QStringLiteral("default/orders"), QStringLiteral("default/returned_orders")};
    QTest::newRow("limit") << "" << "" << 2 << QStringList{QStringLiteral("default/orders"), QStringLiteral("default/returned_orders")};
    QTest::newRow("no match") << "zzz" << "" << -1 << QStringList{};
    QTest::newRow("like wildcards are literal") << "%" << "" << -1 << QStringList{};
}

void TestCatalog::search()
{
    QFETCH(QString, text);
    QFETCH(QString, connector);
    QFETCH(int, limit);
    QFETCH(QStringList, expected);
    Catalog catalog;
    QVERIFY(catalog.open(path()).ok());
    QVERIFY(catalog.createDatabase(QStringLiteral("lake")).ok());
    QVERIFY(catalog.put(QStringLiteral("default"), oneColumnSpec(QStringLiteral("orders")), Catalog::NewTable).ok());
    QVERIFY(catalog.put(QStringLiteral("default"), oneColumnSpec(QStringLiteral("returned_orders")), Catalog::NewTable).ok());
    QVERIFY(catalog.put(QStringLiteral("lake"), oneColumnSpec(QStringLiteral("orders_hudi"), QStringLiteral("hudi")), Catalog::NewTable).ok());
    QVERIFY(catalog.put(QStringLiteral("lake"), oneColumnSpec(QStringLiteral("历史订单表"), QStringLiteral("hudi")), Catalog::NewTable).ok());
    const auto found = catalog.search(text, connector, limit);
    QVERIFY(found.ok());
    QStringList names;
    for (const TableInfo &t : found.value)
        names << t.database + QLatin1Char('/') + t.name;
    QCOMPARE(names, expected);
}

namespace {

/// Two databases for the content search: names, connectors and option values to find, a comment
/// and columns that must not be found, and secrets whose values must never come back.
void fillForContentSearch(Catalog &catalog)
{
    QVERIFY(catalog.createDatabase(QStringLiteral("lake")).ok());
    const QString db = QStringLiteral("default");
    QVERIFY(catalog.put(db, oneColumnSpec(QStringLiteral("orders_10"), QStringLiteral("kafka"), QStringLiteral("shop.Orders.v1")), Catalog::NewTable).ok());
    QVERIFY(catalog.put(db, oneColumnSpec(QStringLiteral("orders_2")), Catalog::NewTable).ok());
    TableSpec payments = oneColumnSpec(QStringLiteral("payments"));
    payments.comment = QStringLiteral("copied to hudi nightly");
    payments.options.insert(QStringLiteral("properties.sasl.jaas.config"),
                            QStringLiteral("PlainLoginModule required username=\"u\" password=\"Hunter2Secret\";"));
    payments.options.insert(QStringLiteral("properties.ssl.truststore.password"), QStringLiteral("Hunter2Secret"));
    QVERIFY(catalog.put(db, payments, Catalog::NewTable).ok());
    TableSpec hudi = oneColumnSpec(QStringLiteral("orders_hudi"), QStringLiteral("hudi"), QStringLiteral("unused"));
    hudi.options.remove(QStringLiteral("topic"));
    hudi.options.insert(QStringLiteral("path"), QStringLiteral("hdfs:///warehouse/Orders_Hudi"));
    QVERIFY(catalog.put(QStringLiteral("lake"), hudi, Catalog::NewTable).ok());
    hudi.name = QStringLiteral("历史订单表");
    hudi.options.insert(QStringLiteral("path"), QStringLiteral("hdfs:///lake/历史"));
    QVERIFY(catalog.put(QStringLiteral("lake"), hudi, Catalog::NewTable).ok());
}

/// `database/table: hit, hit` with a hit as `name`, `connector` or `key=value`.
QStringList shownMatches(const QList<TableMatch> &tables)
{
    QStringList out;
    for (const TableMatch &t : tables) {
        QStringList hits;
        for (const SearchHit &h : t.hits) {
            switch (h.field) {
            case SearchHit::Field::Name: hits << QStringLiteral("name"); break;
            case SearchHit::Field::Connector: hits << QStringLiteral("connector"); break;
            case SearchHit::Field::Option: hits << h.key + QLatin1Char('=') + h.value; break;
            }
        }
        out << QStringLiteral("%1/%2: %3").arg(t.database, t.table, hits.join(QStringLiteral(", ")));
    }
    return out;
}

} // namespace

void TestCatalog::searchContent_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("expected");
    QTest::newRow("name, any case, natural order, both databases")
        << "ORDERS"
        << QStringList{QStringLiteral("default/orders_2: name"), QStringLiteral("default/orders_10: name, topic=shop.Orders.v1"),
                       QStringLiteral("lake/orders_hudi: name, path=hdfs:///warehouse/Orders_Hudi")};
    QTest::newRow("connector, not the comment")
        << "Hudi"
        << QStringList{QStringLiteral("lake/orders_hudi: name, connector, path=hdfs:///warehouse/Orders_Hudi"),
                       QStringLiteral("lake/历史订单表: connector")};
    QTest::newRow("option value: a topic") << "orders.V1" << QStringList{QStringLiteral("default/orders_10: topic=shop.Orders.v1")};
    QTest::newRow("option value: a path") << "/warehouse/" << QStringList{QStringLiteral("lake/orders_hudi: path=hdfs:///warehouse/Orders_Hudi")};
    QTest::newRow("chinese, in the name and a value")
        << QStringLiteral("历史") << QStringList{QStringLiteral("lake/历史订单表: name, path=hdfs:///lake/历史")};
    QTest::newRow("secret value") << "hunter2" << QStringList{};
    QTest::newRow("secret value in a config") << "password=" << QStringList{};
    QTest::newRow("column name only") << "id" << QStringList{};
    QTest::newRow("no match") << "zzz" << QStringList{};
    QTest::newRow("empty text") << "" << QStringList{};
    QTest::newRow("quote, read without the prefilter") << "\"" << QStringList{};
    QTest::newRow("like wildcards are literal") << "%" << QStringList{};
}

void TestCatalog::searchContent()
{
    QFETCH(QString, text);
    QFETCH(QStringList, expected);
    Catalog catalog;
    QVERIFY(catalog.open(path()).ok());
    fillForContentSearch(catalog);
    const auto found = catalog.searchContent(text);
    QVERIFY2(found.ok(), qPrintable(found.status.message(Language::En)));
    QCOMPARE(shownMatches(found.value.tables), expected);
    QVERIFY(!found.value.truncated);
}

void TestCatalog::searchContentLimitAndSecrets()
{
    Catalog catalog;
    QVERIFY(catalog.open(path()).ok());
    fillForContentSearch(catalog);
    // The limit counts tables; more than it is said.
    const auto limited = catalog.searchContent(QStringLiteral("orders"), SecretOption(), 2);
    QVERIFY(limited.ok());
    QCOMPARE(limited.value.tables.size(), 2);
    QVERIFY(limited.value.truncated);
    QVERIFY(!catalog.searchContent(QStringLiteral("orders"), SecretOption(), 3).value.truncated);
    // A caller's own list of secrets: the topic's value is neither searched nor returned.
    const SecretOption topicIsSecret = [](const QString &connector, const QString &key) {
        return connector == QLatin1String("kafka") && key == QLatin1String("topic");
    };
    QCOMPARE(shownMatches(catalog.searchContent(QStringLiteral("shop.orders"), topicIsSecret).value.tables), QStringList{});
    QCOMPARE(shownMatches(catalog.searchContent(QStringLiteral("orders_10"), topicIsSecret).value.tables),
             QStringList{QStringLiteral("default/orders_10: name")});
    // ... and the password, which the default list hides, comes back when the caller says it is not secret.
    const SecretOption nothingSecret = [](const QString &, const QString &) { return false; };
    QCOMPARE(shownMatches(catalog.searchContent(QStringLiteral("hunter2"), nothingSecret).value.tables).size(), 1);
    QVERIFY(optionKeyLooksSecret(QStringLiteral("properties.ssl.truststore.password")));
    QVERIFY(optionKeyLooksSecret(QStringLiteral("properties.sasl.jaas.config")));
    QVERIFY(!optionKeyLooksSecret(QStringLiteral("topic")));
    QVERIFY(!optionKeyLooksSecret(QStringLiteral("path")));
    QCOMPARE(Catalog().searchContent(QStringLiteral("x")).status.code(), CatalogErrorCode::NotOpen);
}

void TestCatalog::damagedRevisionIsAnError()
{
    Catalog catalog;
    QVERIFY(catalog.open(path()).ok());
    QVERIFY(catalog.put(QStringLiteral("default"), oneColumnSpec(QStringLiteral("orders")), Catalog::NewTable).ok());
    {
        RawDb raw(path());
        QVERIFY(raw.exec(QStringLiteral("UPDATE revisions SET spec = '{not json'")));
    }
    const auto got = catalog.get(QStringLiteral("default"), QStringLiteral("orders"));
    QCOMPARE(got.status.code(), CatalogErrorCode::Damaged);
    QVERIFY(got.status.message(Language::En).contains(QStringLiteral("orders")));
    const CatalogStatus damaged = catalog.latestSpecs(QStringLiteral("default")).status;
    QCOMPARE(damaged.code(), CatalogErrorCode::Damaged);
    QVERIFY2(damaged.message(Language::En).startsWith(QStringLiteral("Revision 1 of table \"orders\" in database \"default\" cannot be read: malformed JSON at line 1")),
             qPrintable(damaged.message(Language::En)));
    // The table can still be listed and a good revision saved over it.
    QCOMPARE(catalog.list(QStringLiteral("default")).value.size(), 1);
    QCOMPARE(catalog.put(QStringLiteral("default"), oneColumnSpec(QStringLiteral("orders")), 1).value, 2);
    QVERIFY(catalog.get(QStringLiteral("default"), QStringLiteral("orders")).ok());
}

/// A database of many tables has its specs parsed on several threads: every spec comes back in
/// name order with its own content, and of two damaged revisions the message names the first
/// in that order, whichever thread met it.
void TestCatalog::manySpecsReadWholeAndDamageNamed()
{
    Catalog catalog;
    QVERIFY(catalog.open(path()).ok());
    const QString db = QStringLiteral("default");
    QList<TableSpec> specs;
    for (int i = 0; i < 1200; ++i) {
        const QString name = QStringLiteral("t%1").arg(i, 4, 10, QLatin1Char('0'));
        specs << oneColumnSpec(name, QStringLiteral("kafka"), QStringLiteral("topic_") + name);
    }
    QVERIFY(catalog.putMany(db, specs, OnExisting::Fail).ok());
    const CatalogResult<QList<StoredTable>> read = catalog.latestSpecs(db);
    QVERIFY(read.ok());
    QCOMPARE(read.value.size(), 1200);
    for (int i = 0; i < 1200; ++i) {
        QCOMPARE(read.value.at(i).spec.name, specs.at(i).name);
        QCOMPARE(read.value.at(i).spec.options.value(QStringLiteral("topic")), QStringLiteral("topic_") + specs.at(i).name);
    }
    {
        RawDb raw(path());
        QVERIFY(raw.exec(QStringLiteral("UPDATE revisions SET spec = '{not json' WHERE table_id IN"
                                        " (SELECT id FROM tables WHERE name IN ('t1100', 't0100'))")));
    }
    const CatalogStatus damaged = catalog.latestSpecs(db).status;
    QCOMPARE(damaged.code(), CatalogErrorCode::Damaged);
    QVERIFY2(damaged.message(Language::En).startsWith(QStringLiteral("Revision 1 of table \"t0100\" in database \"default\" cannot be read")),
             qPrintable(damaged.message(Language::En)));
}

void TestCatalog::notOpen()
{
    Catalog catalog;
    QCOMPARE(catalog.databases().status.code(), CatalogErrorCode::NotOpen);
    QCOMPARE(catalog.put(QStringLiteral("default"), oneColumnSpec(QStringLiteral("a")), 0).status.code(), CatalogErrorCode::NotOpen);
    QCOMPARE(catalog.search(QString()).status.code(), CatalogErrorCode::NotOpen);
    QCOMPARE(catalog.open(QString()).code(), CatalogErrorCode::NotOpen);
    // A closed catalog is said first, before what is wrong with the request's names and values.
    QCOMPARE(catalog.put(QStringLiteral("default"), oneColumnSpec(QString()), 0).status.code(), CatalogErrorCode::NotOpen);
    QCOMPARE(catalog.setVariable(QStringLiteral("default"), QString(), QStringLiteral("1x"), QString()).code(), CatalogErrorCode::NotOpen);
    QCOMPARE(catalog.saveConnection(QStringLiteral("default"), Connection{QString(), QStringLiteral("kafka"), {}}, nullptr).code(),
             CatalogErrorCode::NotOpen);
    QCOMPARE(catalog.setJobOption(QStringLiteral("default"), QString(), QStringLiteral("x")).code(), CatalogErrorCode::NotOpen);
}

#ifndef ST_CATALOG_ON_SERVER
// ---- migrations -------------------------------------------------------------------------

namespace {

/// The statements a program of catalog format 1 ran on a new file, verbatim: fixtures are built
/// from the DDL that shipped, not from today's migration code.
const char *const kVersion1Ddl[] = {
    "CREATE TABLE databases ( id INTEGER PRIMARY KEY, name TEXT NOT NULL, name_key TEXT NOT NULL UNIQUE,"
    " comment TEXT NOT NULL DEFAULT '', created_at TEXT NOT NULL)",
    "CREATE TABLE tables ( id INTEGER PRIMARY KEY,"
    " database_id INTEGER NOT NULL REFERENCES databases(id) ON DELETE CASCADE, name TEXT NOT NULL,"
    " name_key TEXT NOT NULL, connector TEXT NOT NULL, role TEXT NOT NULL,"
    " revision INTEGER NOT NULL CHECK (revision > 0), created_at TEXT NOT NULL, saved_at TEXT NOT NULL,"
    " UNIQUE (database_id, name_key))",
    "CREATE INDEX tables_by_connector ON tables (connector)",
    "CREATE TABLE revisions ( table_id INTEGER NOT NULL REFERENCES tables(id) ON DELETE CASCADE,"
    " revision INTEGER NOT NULL CHECK (revision > 0), spec TEXT NOT NULL, saved_at TEXT NOT NULL,"
    " restored_from INTEGER, PRIMARY KEY (table_id, revision))",
    "INSERT INTO databases (name, name_key, comment, created_at)"
    " VALUES ('default', 'default', '', strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))",
    "PRAGMA application_id = 1398031426",
    "PRAGMA user_version = 1",
};

/// What a program of catalog format 2 added to format 1, verbatim: the job of a database.
const char *const kVersion2Ddl[] = {
    "CREATE TABLE job_profiles ( database_id INTEGER NOT NULL REFERENCES databases(id) ON DELETE CASCADE,"
    " key TEXT NOT NULL, value TEXT NOT NULL, PRIMARY KEY (database_id, key))",
    "CREATE TABLE wirings ( database_id INTEGER NOT NULL REFERENCES databases(id) ON DELETE CASCADE,"
    " source_table_id INTEGER NOT NULL REFERENCES tables(id) ON DELETE CASCADE,"
    " sink_table_id INTEGER NOT NULL REFERENCES tables(id) ON DELETE CASCADE, position INTEGER NOT NULL,"
    " PRIMARY KEY (source_table_id, sink_table_id))",
    "CREATE INDEX wirings_by_database ON wirings (database_id, position)",
    "CREATE INDEX wirings_by_sink ON wirings (sink_table_id)",
    "PRAGMA user_version = 2",
};

QString specText(const TableSpec &s)
{
    return QString::fromUtf8(QJsonDocument(s.toJson()).toJson(QJsonDocument::Compact)).replace(QLatin1Char('\''), QLatin1String("''"));
}

/// Builds a catalog file as a program of format `version` left it. Version 0 is an empty file
/// (what SQLite leaves when a first start was interrupted before anything was written); from
/// version 1 on, the file holds data that must survive: a database `legacy` with a comment and a
/// table `orders` with two revisions. Raising CurrentVersion needs a fixture here for the version
/// before it.
bool makeFixture(const QString &file, int version)
{
    if (version == 0) {
        QFile f(file);
        return f.open(QIODevice::WriteOnly);
    }
    if (version == 5) {
        // Format 4's data with format 5's environments, as format 5 wrote them.
        if (!makeFixture(file, 4))
            return false;
        RawDb raw(file);
        return raw.exec(QStringLiteral("CREATE TABLE environments ( id INTEGER PRIMARY KEY,"
                                       " database_id INTEGER NOT NULL REFERENCES databases(id) ON DELETE CASCADE,"
                                       " name TEXT NOT NULL, name_key TEXT NOT NULL, UNIQUE (database_id, name_key))"))
            && raw.exec(QStringLiteral("CREATE TABLE variables ("
                                       " environment_id INTEGER NOT NULL REFERENCES environments(id) ON DELETE CASCADE,"
                                       " name TEXT NOT NULL, value TEXT NOT NULL, PRIMARY KEY (environment_id, name))"))
            && raw.exec(QStringLiteral("INSERT INTO environments VALUES (4, 7, 'Prod', 'prod')"))
            && raw.exec(QStringLiteral("INSERT INTO variables VALUES (4, 'BROKERS', 'old:9092')"))
            && raw.exec(QStringLiteral("PRAGMA user_version = 5"));
    }
    if (version == 4) {
        // Format 3's data with format 4's note and author of each revision, as format 4 wrote
        // them: the revisions saved before have neither.
        if (!makeFixture(file, 3))
            return false;
        RawDb raw(file);
        return raw.exec(QStringLiteral("ALTER TABLE revisions ADD COLUMN note TEXT NOT NULL DEFAULT ''"))
            && raw.exec(QStringLiteral("ALTER TABLE revisions ADD COLUMN author TEXT NOT NULL DEFAULT ''"))
            && raw.exec(QStringLiteral("PRAGMA user_version = 4"));
    }
    if (version == 3) {
        // Format 2's data with format 3's target column, as format 3 wrote it (databases that
        // had tables or a job got mrs); one revision restored another.
        if (!makeFixture(file, 2))
            return false;
        RawDb raw(file);
        return raw.exec(QStringLiteral("ALTER TABLE databases ADD COLUMN target TEXT NOT NULL DEFAULT ''"))
            && raw.exec(QStringLiteral("UPDATE databases SET target = 'mrs' WHERE id IN (7, 8)"))
            && raw.exec(QStringLiteral("UPDATE revisions SET restored_from = 1 WHERE table_id = 3 AND revision = 2"))
            && raw.exec(QStringLiteral("PRAGMA user_version = 3"));
    }
    if (version == 2) {
        // Format 1's data, then format 2's tables with a database that has only a job.
        if (!makeFixture(file, 1))
            return false;
        RawDb raw(file);
        for (const char *sql : kVersion2Ddl) {
            if (!raw.exec(QString::fromUtf8(sql)))
                return false;
        }
        return raw.exec(QStringLiteral("INSERT INTO databases (id, name, name_key, comment, created_at)"
                                       " VALUES (8, 'JobOnly', 'jobonly', '', '2024-03-01T12:00:00.000Z')"))
            && raw.exec(QStringLiteral("INSERT INTO job_profiles VALUES (8, 'job-name', 'nightly')"));
    }
    if (version == 1) {
        RawDb raw(file);
        for (const char *sql : kVersion1Ddl) {
            if (!raw.exec(QString::fromUtf8(sql)))
                return false;
        }
        const QString stamp = QStringLiteral("2024-03-01T12:00:00.000Z");
        return raw.exec(QStringLiteral("INSERT INTO databases (id, name, name_key, comment, created_at)"
                                       " VALUES (7, 'Legacy', 'legacy', '旧的 database', '%1')").arg(stamp))
            && raw.exec(QStringLiteral("INSERT INTO tables (id, database_id, name, name_key, connector, role, revision, created_at, saved_at)"
                                       " VALUES (3, 7, 'Orders', 'orders', 'kafka', 'source', 2, '%1', '%1')").arg(stamp))
            && raw.exec(QStringLiteral("INSERT INTO revisions VALUES (3, 1, '%1', '%2', NULL)").arg(specText(oneColumnSpec(QStringLiteral("Orders"))), stamp))
            && raw.exec(QStringLiteral("INSERT INTO revisions VALUES (3, 2, '%1', '%2', NULL)")
                            .arg(specText(oneColumnSpec(QStringLiteral("Orders"), QStringLiteral("kafka"), QStringLiteral("v2"))), stamp));
    }
    return false;
}

} // namespace

void TestCatalog::migrations_data()
{
    QTest::addColumn<int>("version");
    for (int v = 0; v < catalogschema::CurrentVersion; ++v)
        QTest::newRow(qPrintable(QStringLiteral("from %1").arg(v))) << v;
}

void TestCatalog::migrations()
{
    QFETCH(int, version);
    QVERIFY2(makeFixture(path(), version), "no fixture for this catalog version: add one to makeFixture()");
    QCOMPARE(QFileInfo(path()).size() == 0, version == 0);
    Catalog catalog;
    const CatalogStatus status = catalog.open(path());
    QVERIFY2(status.ok(), qPrintable(status.message(Language::En)));
    {
        RawDb raw(path());
        QCOMPARE(raw.scalar(QStringLiteral("PRAGMA user_version")).toInt(), catalogschema::CurrentVersion);
        QCOMPARE(raw.scalar(QStringLiteral("PRAGMA integrity_check")).toString(), QStringLiteral("ok"));
        QCOMPARE(raw.scalar(QStringLiteral("PRAGMA foreign_key_check")), QVariant());
    }
    QVERIFY(catalog.database(QStringLiteral("default")).ok());
    // Format 3: the target platform of a database. One with tables or a job from before targets
    // keeps the seeds' keys (mrs); an empty one, as a new catalog's, has the default ('').
    QCOMPARE(catalog.database(QStringLiteral("default")).value.target, QString());
    if (version >= 1)
        QCOMPARE(catalog.database(QStringLiteral("legacy")).value.target, QStringLiteral("mrs"));
    if (version >= 2)
        QCOMPARE(catalog.database(QStringLiteral("jobonly")).value.target, QStringLiteral("mrs"));
    QCOMPARE(catalog.put(QStringLiteral("default"), oneColumnSpec(QStringLiteral("after")), Catalog::AnyRevision).status.code(),
             CatalogErrorCode::None);
    {
        RawDb raw(path());
        QCOMPARE(raw.scalar(QStringLiteral("SELECT count(*) FROM sqlite_master WHERE type = 'table'"
                                           " AND name IN ('job_profiles', 'wirings')")).toInt(), 2);
    }
    // Format 2: the job of a database.
    QVERIFY(catalog.setJobOption(QStringLiteral("default"), QStringLiteral("job-name"), QStringLiteral("j")).ok());
    QVERIFY(catalog.put(QStringLiteral("default"), oneColumnSpec(QStringLiteral("sink")), Catalog::NewTable).ok());
    QVERIFY(catalog.addWiring(QStringLiteral("default"), QStringLiteral("after"), QStringLiteral("sink")).ok());
    if (version < 1)
        return;
    // The data of the older format survived.
    const CatalogResult<DatabaseInfo> legacy = catalog.database(QStringLiteral("legacy"));
    QVERIFY(legacy.ok());
    QCOMPARE(legacy.value.name, QStringLiteral("Legacy"));
    QCOMPARE(legacy.value.comment, QStringLiteral("旧的 database"));
    QCOMPARE(legacy.value.tableCount, 1);
    const CatalogResult<StoredTable> orders = catalog.get(QStringLiteral("legacy"), QStringLiteral("orders"));
    QVERIFY(orders.ok());
    QCOMPARE(orders.value.revision, 2);
    QCOMPARE(orders.value.spec.options.value(QStringLiteral("topic")), QStringLiteral("v2"));
    QCOMPARE(catalog.get(QStringLiteral("legacy"), QStringLiteral("orders"), 1).value.spec, oneColumnSpec(QStringLiteral("Orders")));
    QVERIFY(catalog.jobProfile(QStringLiteral("legacy")).value.isEmpty());
    QVERIFY(catalog.wirings(QStringLiteral("legacy")).value.isEmpty());
    // Format 4: every revision has a note and an author; those saved before have neither (none
    // is made up), and their spec, time and restore mark are as they were.
    const CatalogResult<QList<RevisionInfo>> before = catalog.history(QStringLiteral("legacy"), QStringLiteral("orders"));
    QVERIFY(before.ok());
    QCOMPARE(before.value.size(), 2);
    for (const RevisionInfo &r : before.value) {
        QCOMPARE(r.note, QString());
        QCOMPARE(r.author, QString());
        QCOMPARE(r.savedAt, QDateTime::fromString(QStringLiteral("2024-03-01T12:00:00.000Z"), Qt::ISODateWithMs));
    }
    QCOMPARE(before.value.at(0).restoredFrom, version >= 3 ? 1 : 0);
    QVERIFY(catalog.renameTable(QStringLiteral("legacy"), QStringLiteral("orders"), QStringLiteral("orders_v1")).ok());
    catalog.setAuthor(QStringLiteral("li.wei"));
    TableSpec next = catalog.get(QStringLiteral("legacy"), QStringLiteral("orders_v1")).value.spec;
    next.comment = QStringLiteral("after the upgrade");
    QVERIFY(catalog.put(QStringLiteral("legacy"), next, Catalog::AnyRevision, QStringLiteral("comment for the audit")).ok());
    const RevisionInfo latest = catalog.history(QStringLiteral("legacy"), QStringLiteral("orders_v1")).value.at(0);
    QCOMPARE(latest.note, QStringLiteral("comment for the audit"));
    QCOMPARE(latest.author, QStringLiteral("li.wei"));
    QCOMPARE(catalog.get(QStringLiteral("legacy"), QStringLiteral("orders_v1"), 1).value.spec, oneColumnSpec(QStringLiteral("Orders")));
    // Format 5: environments. A database from before has none; one can be made, and goes with
    // its database.
    if (version == 5)
        QCOMPARE(catalog.environments(QStringLiteral("legacy")).value,
                 (Environments{Environment{QStringLiteral("Prod"), {{QStringLiteral("BROKERS"), QStringLiteral("old:9092")}}}}));
    else
        QCOMPARE(catalog.environments(QStringLiteral("legacy")).value, Environments());
    // Format 6: connections, none before.
    QCOMPARE(catalog.connections(QStringLiteral("legacy")).value, Connections());
    QVERIFY(catalog.setConnectionOption(QStringLiteral("legacy"), QStringLiteral("main"), QStringLiteral("kafka"),
                                        QStringLiteral("properties.bootstrap.servers"), QStringLiteral("${BROKERS}")).ok());
    QVERIFY(catalog.setVariable(QStringLiteral("legacy"), QStringLiteral("prod"), QStringLiteral("BROKERS"), QStringLiteral("k:9092")).ok());
    // An environment keeps its name as first typed (Prod, from format 5); the value is the new one.
    QCOMPARE(catalog.environments(QStringLiteral("legacy")).value,
             (Environments{Environment{version == 5 ? QStringLiteral("Prod") : QStringLiteral("prod"),
                                       {{QStringLiteral("BROKERS"), QStringLiteral("k:9092")}}}}));
    QVERIFY(catalog.dropDatabase(QStringLiteral("legacy"), true).ok());
    RawDb raw(path());
    QCOMPARE(raw.scalar(QStringLiteral("SELECT count(*) FROM variables")).toInt(), 0);
    QCOMPARE(raw.scalar(QStringLiteral("SELECT count(*) FROM environments")).toInt(), 0);
    QCOMPARE(raw.scalar(QStringLiteral("SELECT count(*) FROM connections")).toInt(), 0);
}

// Issue 9, item 2: a read-only command on a catalog of an older format upgraded the file in
// place. It reads an upgraded copy instead, says so once, and the file stays byte-identical
// until a command that changes the catalog upgrades it.
void TestCatalog::readingNeverUpgradesTheFile_data()
{
    migrations_data();
}

void TestCatalog::readingNeverUpgradesTheFile()
{
    QFETCH(int, version);
    QVERIFY2(makeFixture(path(), version), "no fixture for this catalog version: add one to makeFixture()");
    auto bytes = [](const QString &file) {
        QFile f(file);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("<missing>");
    };
    const QByteArray before = bytes(path());
    const QStringList folderBefore = QDir(m_dir->path()).entryList(QDir::Files | QDir::Hidden);
    const QProcessEnvironment env = testsupport::cliEnvironment(m_dir->filePath(QStringLiteral("xdg")));
    auto cli = [this, &env](const QStringList &args) {
        return testsupport::runCli(QStringList{QStringLiteral("--catalog"), path()} + args, env);
    };
    const QList<QStringList> reads{
        {QStringLiteral("db"), QStringLiteral("list")},
        {QStringLiteral("table"), QStringLiteral("list"), QStringLiteral("legacy")},
        {QStringLiteral("table"), QStringLiteral("show"), QStringLiteral("legacy"), QStringLiteral("orders")},
        {QStringLiteral("table"), QStringLiteral("history"), QStringLiteral("legacy"), QStringLiteral("orders")},
        {QStringLiteral("job"), QStringLiteral("show"), QStringLiteral("legacy")},
    };
    for (const QStringList &command : reads) {
        const QString what = command.join(QLatin1Char(' '));
        const testsupport::CliRun r = cli(command);
        QVERIFY2(bytes(path()) == before, qPrintable(what + QStringLiteral(": the file changed")));
        QCOMPARE(QDir(m_dir->path()).entryList(QDir::Files | QDir::Hidden), folderBefore);
        if (version == 0) {
            // An empty file is not a catalog yet: refused, untouched.
            QVERIFY2(r.exitCode == 2 && r.err.contains(QStringLiteral("empty (0 bytes)")), qPrintable(what + QStringLiteral(": ") + r.err));
            continue;
        }
        QVERIFY2(r.exitCode == 0, qPrintable(what + QStringLiteral(": ") + r.err));
        QVERIFY2(r.err.contains(QStringLiteral("older format (%1)").arg(version)) && r.err.count(QLatin1Char('\n')) == 1,
                 qPrintable(what + QStringLiteral(": ") + r.err));
        if (command.at(1) == QLatin1String("list") && command.at(0) == QLatin1String("db"))
            QVERIFY2(r.out.contains(QStringLiteral("Legacy")) && r.out.contains(QStringLiteral("旧的 database")), qPrintable(r.out));
        else if (command.at(1) == QLatin1String("list"))
            QVERIFY2(r.out.contains(QStringLiteral("Orders")), qPrintable(r.out));
        else if (command.at(1) == QLatin1String("show") && command.at(0) == QLatin1String("table"))
            QVERIFY2(r.out.contains(QStringLiteral("'topic' = 'v2'")), qPrintable(r.out));
        else if (command.at(1) == QLatin1String("history"))
            QVERIFY2(r.out.contains(QStringLiteral("\n2 ")) && r.out.contains(QStringLiteral("\n1 ")), qPrintable(r.out));
    }
    if (version == 0)
        return;
    // The private copy is for reading only.
    Catalog reader;
    QVERIFY(reader.open(path(), false, CatalogAccess::ReadOnly).ok());
    QVERIFY(reader.isReadOnly());
    QCOMPARE(reader.createDatabase(QStringLiteral("no")).code(), CatalogErrorCode::Storage);
    QCOMPARE(reader.list(QStringLiteral("legacy")).value.size(), 1);
    reader.close();
    QVERIFY(bytes(path()) == before);

    // A change upgrades the file itself, without a note.
    testsupport::CliRun r = cli({QStringLiteral("db"), QStringLiteral("create"), QStringLiteral("lake")});
    QVERIFY2(r.exitCode == 0 && r.err.isEmpty(), qPrintable(r.err));
    {
        RawDb raw(path());
        QCOMPARE(raw.scalar(QStringLiteral("PRAGMA user_version")).toInt(), catalogschema::CurrentVersion);
    }
    r = cli({QStringLiteral("db"), QStringLiteral("list")});
    QVERIFY2(r.exitCode == 0 && r.err.isEmpty() && r.out.contains(QStringLiteral("lake")), qPrintable(r.err));
}

// ---- bad files --------------------------------------------------------------------------

void TestCatalog::badFiles_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("words"); // a part of the English message besides the file name
    QTest::newRow("text file") << "text" << int(CatalogErrorCode::NotACatalog) << "not a SQLite database";
    QTest::newRow("tiny file") << "tiny" << int(CatalogErrorCode::NotACatalog) << "not a SQLite database";
    QTest::newRow("sqlite header then junk") << "junk" << int(CatalogErrorCode::Damaged) << "cannot be read";
    QTest::newRow("another program's database") << "foreign" << int(CatalogErrorCode::NotACatalog) << "another program";
    QTest::newRow("newer catalog") << "newer" << int(CatalogErrorCode::TooNew) << "newer version";
    QTest::newRow("newer catalog in WAL mode") << "newer-wal" << int(CatalogErrorCode::TooNew) << "newer version";
    QTest::newRow("read-only file") << "readonly-file" << int(CatalogErrorCode::ReadOnly) << "read-only";
    QTest::newRow("read-only folder") << "readonly-folder" << int(CatalogErrorCode::ReadOnly) << "read-only";
    QTest::newRow("new file in a read-only folder") << "readonly-folder-new" << int(CatalogErrorCode::ReadOnly) << "read-only";
    QTest::newRow("missing folder") << "missing-folder" << int(CatalogErrorCode::MissingFolder) << "does not exist";
    QTest::newRow("a folder") << "folder" << int(CatalogErrorCode::NotACatalog) << "is a folder";
}

void TestCatalog::badFiles()
{
    QFETCH(QString, kind);
    QFETCH(int, code);
    QFETCH(QString, words);

    QString file = path(QStringLiteral("bad.sqlite"));
    std::unique_ptr<PermissionGuard> guard;
    auto writeBytes = [&file](const QByteArray &bytes) {
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(bytes);
    };
    auto makeCatalog = [&file](int version, bool wal) {
        Catalog catalog;
        QVERIFY(catalog.open(file).ok());
        catalog.close();
        RawDb raw(file);
        QVERIFY(raw.exec(QStringLiteral("PRAGMA journal_mode = %1").arg(wal ? QStringLiteral("WAL") : QStringLiteral("DELETE"))));
        QVERIFY(raw.exec(QStringLiteral("PRAGMA user_version = %1").arg(version)));
    };
    if (kind == QLatin1String("text")) {
        writeBytes("name,connector\norders,kafka\n");
    } else if (kind == QLatin1String("tiny")) {
        writeBytes("SQLite");
    } else if (kind == QLatin1String("junk")) {
        writeBytes(QByteArray("SQLite format 3\0", 16) + QByteArray(4080, '\x5a'));
    } else if (kind == QLatin1String("foreign")) {
        RawDb raw(file);
        QVERIFY(raw.exec(QStringLiteral("CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT)")));
        QVERIFY(raw.exec(QStringLiteral("INSERT INTO notes (body) VALUES ('keep me')")));
    } else if (kind == QLatin1String("newer")) {
        makeCatalog(99, false);
    } else if (kind == QLatin1String("newer-wal")) {
        makeCatalog(99, true);
    } else if (kind == QLatin1String("readonly-file")) {
        makeCatalog(catalogschema::CurrentVersion, false);
        guard = std::make_unique<PermissionGuard>(file, QFile::ReadOwner | QFile::ReadGroup | QFile::ReadOther);
    } else if (kind == QLatin1String("readonly-folder") || kind == QLatin1String("readonly-folder-new")) {
        QVERIFY(QDir(m_dir->path()).mkdir(QStringLiteral("locked")));
        file = m_dir->filePath(QStringLiteral("locked/catalog.sqlite"));
        if (kind == QLatin1String("readonly-folder"))
            makeCatalog(catalogschema::CurrentVersion, false);
        guard = std::make_unique<PermissionGuard>(m_dir->filePath(QStringLiteral("locked")),
                                                  QFile::ReadOwner | QFile::ExeOwner | QFile::ReadGroup | QFile::ExeGroup);
    } else if (kind == QLatin1String("missing-folder")) {
        file = m_dir->filePath(QStringLiteral("no/such/folder/catalog.sqlite"));
    } else if (kind == QLatin1String("folder")) {
        QVERIFY(QDir().mkpath(file));
    }
    if (QTest::currentTestFailed())
        return;

    const Fingerprint before = fingerprint(file);
    Catalog catalog;
    const CatalogStatus status = catalog.open(file);
    QCOMPARE(int(status.code()), code);
    QVERIFY(status.isFileError());
    const QString message = status.message(Language::En);
    QVERIFY2(message.contains(QDir::toNativeSeparators(file)), qPrintable(message));
    QVERIFY2(message.contains(words), qPrintable(message));
    QVERIFY(!status.message(Language::Zh).isEmpty());
    QVERIFY(status.message(Language::Zh) != message);
    QVERIFY(!catalog.isOpen());
    QCOMPARE(catalog.databases().status.code(), CatalogErrorCode::NotOpen);
    QVERIFY(fingerprint(file) == before);
    if (kind == QLatin1String("missing-folder"))
        QVERIFY(!QFileInfo::exists(m_dir->filePath(QStringLiteral("no"))));
    if (kind == QLatin1String("newer")) {
        RawDb raw(file);
        QCOMPARE(raw.scalar(QStringLiteral("PRAGMA user_version")).toInt(), 99);
        QCOMPARE(raw.scalar(QStringLiteral("PRAGMA journal_mode")).toString(), QStringLiteral("delete"));
    }
}

#else // on a server

/// What a server location is refused for, each with a message that names what is wrong, and
/// nothing changed on the server.
void TestCatalog::serverRefusals()
{
    auto refused = [](const QString &location, CatalogAccess access = CatalogAccess::ReadWrite) {
        Catalog catalog;
        const CatalogStatus status = catalog.open(location, false, access);
        if (status.ok())
            qFatal("%s opened", qPrintable(location));
        if (catalog.isOpen() || status.message(Language::Zh).isEmpty() || status.message(Language::Zh) == status.message(Language::En))
            qFatal("%s: refused badly", qPrintable(location));
        return status;
    };
    auto expect = [](const CatalogStatus &status, CatalogErrorCode code, const QString &words) {
        QCOMPARE(status.code(), code);
        QVERIFY2(status.message(Language::En).contains(words), qPrintable(status.message(Language::En)));
        QVERIFY(status.isFileError());
    };

    // No server listens on port 1 of this machine.
    const QString nowhere = QStringLiteral("postgresql://streamtable@127.0.0.1:1/catalog");
    CatalogStatus s = refused(nowhere);
    expect(s, CatalogErrorCode::NotOpen, QStringLiteral("the server 127.0.0.1:1 cannot be reached"));
    // libpq's message spans lines ("...\n\tIs the server running"): said on one, no escapes.
    for (const Language lang : {Language::En, Language::Zh}) {
        QVERIFY2(!s.message(lang).contains(QStringLiteral("\\u000A")) && !s.message(lang).contains(QLatin1Char('\n')), qPrintable(s.message(lang)));
        QVERIFY2(!s.message(lang).contains(QStringLiteral("\\u0009")), qPrintable(s.message(lang)));
    }

    s = refused(m_place.server().url(QStringLiteral("no_such_db")));
    expect(s, CatalogErrorCode::NotOpen, QStringLiteral("has no database \"no_such_db\""));

    s = refused(m_place.server().url(m_place.database(), QStringLiteral("nobody_here")));
    expect(s, CatalogErrorCode::LoginRefused, QStringLiteral("refused the login of user \"nobody_here\""));
    QVERIFY(s.message(Language::En).contains(QStringLiteral("PGPASSWORD")));

    // libpq's parameters are passed through: this server has no TLS, so requiring it is refused.
    s = refused(path() + QStringLiteral("?sslmode=require"));
    expect(s, CatalogErrorCode::NotOpen, QStringLiteral("SSL"));
    // The program's own parameter, how long to wait for an answer, must be a number of seconds.
    for (const QString &bad : {QStringLiteral("soon"), QStringLiteral("0"), QStringLiteral("-5"), QStringLiteral("")}) {
        s = refused(path() + QStringLiteral("?answer_timeout=") + bad);
        expect(s, CatalogErrorCode::NotOpen, QStringLiteral("answer_timeout=%1 is not a number of seconds from 0.1 to 86400").arg(bad));
    }

    // A password in the location is refused before anything is sent, and never shown.
    const QString withPassword = QStringLiteral("postgresql://streamtable:s3cr3t@127.0.0.1:%1/%2").arg(m_place.server().port()).arg(m_place.database());
    s = refused(withPassword);
    expect(s, CatalogErrorCode::NotOpen, QStringLiteral("must not hold a password"));
    QVERIFY(!s.message(Language::En).contains(QStringLiteral("s3cr3t")));
    QVERIFY(!s.message(Language::Zh).contains(QStringLiteral("s3cr3t")));
    // Issue 49: nor through another parameter: libpq would read a space or a ';' in a value as
    // the start of another parameter (its conninfo form), and sslpassword is one by name.
    for (const QString &parameters : {QStringLiteral("application_name=x%20password=s3cr3t"), QStringLiteral("sslmode=disable;password=s3cr3t"),
                                      QStringLiteral("sslpassword=s3cr3t"), QStringLiteral("PASSWORD=s3cr3t")}) {
        s = refused(path() + QLatin1Char('?') + parameters);
        expect(s, CatalogErrorCode::NotOpen, QStringLiteral("must not hold"));
        for (const Language lang : {Language::En, Language::Zh})
            QVERIFY2(!s.message(lang).contains(QStringLiteral("s3cr3t")), qPrintable(s.message(lang)));
        QVERIFY(!Catalog::shownLocation(path() + QLatin1Char('?') + parameters).contains(QStringLiteral("s3cr3t")));
    }
    // A database named as a parameter could be a whole connection string; a ';' cannot be passed.
    expect(refused(path() + QStringLiteral("?dbname=host%3D127.0.0.1")), CatalogErrorCode::NotOpen, QStringLiteral("not as dbname"));
    expect(refused(path() + QStringLiteral("?application_name=a;b")), CatalogErrorCode::NotOpen, QStringLiteral("holds a ';'"));
    // A value with a space and quotes reaches the server as one value (on a database of its own:
    // this one must stay empty for the checks below).
    {
        QString error;
        const QString own = m_place.server().createDatabase(&error);
        QVERIFY2(!own.isEmpty(), qPrintable(error));
        Catalog catalog;
        const QString name = QStringLiteral("etl loader's \\ run");
        QVERIFY(catalog.open(m_place.server().url(own) + QStringLiteral("?application_name=etl%20loader's%20%5C%20run")).ok());
        QCOMPARE(m_place.server().scalar(own, QStringLiteral("SELECT count(*) FROM pg_stat_activity WHERE application_name = '%1'")
                                                  .arg(QString(name).replace(QStringLiteral("'"), QStringLiteral("''")))).toInt(), 1);
    }

    // An empty database is not set up by a command that only reads.
    s = refused(path(), CatalogAccess::ReadOnly);
    expect(s, CatalogErrorCode::NotACatalog, QStringLiteral("holds no StreamTable catalog yet"));
    QCOMPARE(m_place.server().scalar(m_place.database(), QStringLiteral("SELECT count(*) FROM information_schema.tables WHERE table_schema = 'public'")).toInt(), 0);

    // A database of another program.
    QString error;
    QVERIFY2(m_place.server().execute(m_place.database(), QStringLiteral("CREATE TABLE orders (id integer)"), &error), qPrintable(error));
    s = refused(path());
    expect(s, CatalogErrorCode::NotACatalog, QStringLiteral("holds tables of another program (1)"));
    QCOMPARE(m_place.server().scalar(m_place.database(), QStringLiteral("SELECT count(*) FROM information_schema.tables WHERE table_schema = 'public'")).toInt(), 1);

    // A catalog of a newer format.
    const QString fresh = m_place.server().createDatabase(&error);
    QVERIFY2(!fresh.isEmpty(), qPrintable(error));
    {
        Catalog catalog;
        QVERIFY(catalog.open(m_place.server().url(fresh)).ok());
        QVERIFY(catalog.put(QStringLiteral("default"), oneColumnSpec(QStringLiteral("orders")), Catalog::NewTable).ok());
    }
    QCOMPARE(m_place.server().scalar(fresh, QStringLiteral("SELECT value FROM catalog_meta WHERE key = 'format'")).toInt(), catalogschema::CurrentVersion);
    QVERIFY(m_place.server().execute(fresh, QStringLiteral("UPDATE catalog_meta SET value = 99 WHERE key = 'format'")));
    s = refused(m_place.server().url(fresh));
    expect(s, CatalogErrorCode::TooNew, QStringLiteral("catalog format 99"));
    QCOMPARE(m_place.server().scalar(fresh, QStringLiteral("SELECT value FROM catalog_meta WHERE key = 'format'")).toInt(), 99);
    QCOMPARE(m_place.server().scalar(fresh, QStringLiteral("SELECT count(*) FROM revisions")).toInt(), 1);
}

/// A role that may only read: every read works, every write is refused saying why, and nothing
/// is written.
void TestCatalog::readOnlyRole()
{
    {
        Catalog owner;
        QVERIFY(owner.open(path()).ok());
        QVERIFY(owner.put(QStringLiteral("default"), oneColumnSpec(QStringLiteral("orders")), Catalog::NewTable).ok());
    }
    QString error;
    m_place.server().execute(QStringLiteral("postgres"), QStringLiteral("CREATE ROLE reader LOGIN")); // may exist from an earlier row
    QVERIFY2(m_place.server().execute(m_place.database(), QStringLiteral("GRANT SELECT ON ALL TABLES IN SCHEMA public TO reader"), &error), qPrintable(error));
    Catalog reader;
    const CatalogStatus opened = reader.open(m_place.server().url(m_place.database(), QStringLiteral("reader")));
    QVERIFY2(opened.ok(), qPrintable(opened.message(Language::En)));
    QCOMPARE(reader.list(QStringLiteral("default")).value.size(), 1);
    QVERIFY(reader.get(QStringLiteral("default"), QStringLiteral("orders")).ok());
    QVERIFY(reader.snapshot().ok());
    QVERIFY(reader.outsideChangeStamp().ok());

    const CatalogResult<int> saved = reader.put(QStringLiteral("default"), oneColumnSpec(QStringLiteral("orders"), QStringLiteral("kafka"), QStringLiteral("t2")), 1);
    QCOMPARE(saved.status.code(), CatalogErrorCode::ReadOnly);
    QVERIFY2(saved.status.message(Language::En).contains(QStringLiteral("may read the catalog but not change it")),
             qPrintable(saved.status.message(Language::En)));
    QCOMPARE(reader.createDatabase(QStringLiteral("lake")).code(), CatalogErrorCode::ReadOnly);
    QCOMPARE(reader.setJobOption(QStringLiteral("default"), QStringLiteral("parallelism.default"), QStringLiteral("2")).code(),
             CatalogErrorCode::ReadOnly);
    QCOMPARE(m_place.server().scalar(m_place.database(), QStringLiteral("SELECT count(*) FROM revisions")).toInt(), 1);
    QCOMPARE(m_place.server().scalar(m_place.database(), QStringLiteral("SELECT count(*) FROM databases")).toInt(), 1);
}

/// Programs that open an empty database at the same moment create one catalog between them.
void TestCatalog::manyProgramsCreateOneCatalog()
{
    const QString location = path();
    std::atomic<int> opened{0};
    std::atomic<bool> go{false};
    std::vector<std::unique_ptr<QThread>> threads;
    for (int i = 0; i < 4; ++i) {
        threads.emplace_back(QThread::create([&] {
            while (!go)
                QThread::yieldCurrentThread();
            Catalog catalog;
            const CatalogStatus status = catalog.open(location);
            if (status.ok())
                ++opened;
            else
                qWarning("%s", qPrintable(status.message(Language::En)));
        }));
        threads.back()->start();
    }
    go = true;
    for (auto &thread : threads)
        thread->wait();
    QCOMPARE(opened.load(), 4);
    QCOMPARE(m_place.server().scalar(m_place.database(), QStringLiteral("SELECT count(*) FROM databases")).toInt(), 1);
    QCOMPARE(m_place.server().scalar(m_place.database(), QStringLiteral("SELECT value FROM catalog_meta WHERE key = 'format'")).toInt(),
             catalogschema::CurrentVersion);
}

/// The server ends the session while a save waits inside its transaction: the save fails
/// saying the connection was lost, and nothing of it is in the catalog.
void TestCatalog::connectionLostInASave()
{
    Catalog catalog;
    QVERIFY(catalog.open(path()).ok());
    QVERIFY(catalog.put(QStringLiteral("default"), oneColumnSpec(QStringLiteral("orders")), Catalog::NewTable).ok());
    const QString location = path();
    std::atomic<bool> locked{false};
    std::atomic<bool> release{false};
    std::unique_ptr<QThread> holder(QThread::create([&] {
        RawDb raw(location);
        raw.exec(QStringLiteral("BEGIN"));
        raw.exec(QStringLiteral("SELECT pg_advisory_xact_lock(%1)").arg(catalogschema::ApplicationId));
        locked = true;
        while (!release)
            QThread::msleep(5);
        raw.exec(QStringLiteral("COMMIT"));
    }));
    holder->start();
    while (!locked)
        QThread::msleep(5);
    // Ends the catalog's session once its save is waiting for the lock (the holder's session is
    // the one that holds it and is spared).
    std::unique_ptr<QThread> killer(QThread::create([&] {
        RawDb raw(location);
        for (int i = 0; i < 400; ++i) {
            if (raw.scalar(QStringLiteral("SELECT count(*) FROM pg_stat_activity WHERE wait_event_type = 'Lock'"
                                          " AND datname = current_database()")).toInt() > 0)
                break;
            QThread::msleep(5);
        }
        raw.exec(QStringLiteral("SELECT pg_terminate_backend(pid) FROM pg_stat_activity"
                                " WHERE wait_event_type = 'Lock' AND datname = current_database()"));
    }));
    killer->start();
    const CatalogResult<int> saved = catalog.put(QStringLiteral("default"), oneColumnSpec(QStringLiteral("orders"), QStringLiteral("kafka"), QStringLiteral("t2")), 1);
    killer->wait();
    release = true;
    holder->wait();
    QCOMPARE(saved.status.code(), CatalogErrorCode::Storage);
    QVERIFY2(saved.status.message(Language::En).contains(QStringLiteral("connection to the server was lost")),
             qPrintable(saved.status.message(Language::En)));
    QCOMPARE(m_place.server().scalar(m_place.database(), QStringLiteral("SELECT count(*) FROM revisions")).toInt(), 1);
    QCOMPARE(m_place.server().scalar(m_place.database(), QStringLiteral("SELECT revision FROM tables")).toInt(), 1);
    // The next save connects again and is made, on the revision the failed one started from.
    const CatalogResult<int> again = catalog.put(QStringLiteral("default"), oneColumnSpec(QStringLiteral("orders"), QStringLiteral("kafka"), QStringLiteral("t2")), 1);
    QVERIFY2(again.ok(), qPrintable(again.status.message(Language::En)));
    QCOMPARE(again.value, 2);
    QCOMPARE(catalog.get(QStringLiteral("default"), QStringLiteral("orders")).value.spec.options.value(QStringLiteral("topic")), QStringLiteral("t2"));
}

namespace {

/// The process id of the server session serving `catalog`'s database other than the asking one:
/// the catalog's own (each test has a database of its own).
int catalogSession(test::CatalogPlace &place)
{
    // Exactly one: a session the catalog left (after a failed step) may still be ending, and the
    // first row was then as likely the leaving one as the catalog's own. The caller waits for
    // the one it left to be gone (sessionEnded()).
    const QString sessions = place.server()
                                 .scalar(place.database(), QStringLiteral("SELECT string_agg(pid::text, ',') FROM pg_stat_activity"
                                                                          " WHERE datname = current_database()"
                                                                          " AND backend_type = 'client backend' AND pid <> pg_backend_pid()"))
                                 .toString();
    return sessions.contains(QLatin1Char(',')) ? -1 : sessions.toInt();
}

/// Whether the server process `pid` has left the database (ended), as a session left after a
/// failed step does once it finds its client gone.
bool sessionEnded(test::CatalogPlace &place, int pid)
{
    return place.server()
               .scalar(place.database(), QStringLiteral("SELECT count(*) FROM pg_stat_activity WHERE pid = %1").arg(pid))
               .toInt()
        == 0;
}

} // namespace

/// The server process of the catalog's session is stopped (as a hung server, or one cut off by
/// the network, which answers nothing): the operation fails once the limit has passed, saying
/// so, instead of waiting for ever; the next one connects again.
void TestCatalog::serverThatStopsAnsweringIsLeft()
{
    Catalog catalog;
    QVERIFY(catalog.open(path() + QStringLiteral("?answer_timeout=1.5")).ok());
    QVERIFY(catalog.put(QStringLiteral("default"), oneColumnSpec(QStringLiteral("orders")), Catalog::NewTable).ok());
    const int session = catalogSession(m_place);
    QVERIFY(session > 0);
    QCOMPARE(::kill(session, SIGSTOP), 0);
    QElapsedTimer clock;
    clock.start();
    const CatalogResult<int> saved = catalog.put(QStringLiteral("default"), oneColumnSpec(QStringLiteral("orders"), QStringLiteral("kafka"), QStringLiteral("t2")), 1);
    const qint64 waited = clock.elapsed();
    ::kill(session, SIGCONT); // it finds its client gone and ends
    QTRY_VERIFY_WITH_TIMEOUT(sessionEnded(m_place, session), 10000);
    QCOMPARE(saved.status.code(), CatalogErrorCode::Storage);
    QVERIFY2(saved.status.message(Language::En).contains(QStringLiteral("the server did not answer for 1.5 s")),
             qPrintable(saved.status.message(Language::En)));
    QVERIFY2(saved.status.message(Language::En).contains(QStringLiteral("; nothing of the change was written")),
             qPrintable(saved.status.message(Language::En)));
    QVERIFY2(saved.status.message(Language::Zh).contains(QStringLiteral("服务器 1.5 秒未应答")), qPrintable(saved.status.message(Language::Zh)));
    QVERIFY2(waited >= 1500 - kKernelTickMs && waited < 8000, qPrintable(QString::number(waited)));
    // The next step connects again: the table is as before the failed save.
    const CatalogResult<QList<TableInfo>> listed = catalog.list(QStringLiteral("default"));
    QVERIFY2(listed.ok(), qPrintable(listed.status.message(Language::En)));
    QCOMPARE(listed.value.size(), 1);
    QCOMPARE(listed.value.first().revision, 1);
    // A read that meets a stopped server has no change to speak of.
    const int again = catalogSession(m_place);
    QVERIFY2(again > 0, "not exactly one session of the catalog");
    QCOMPARE(::kill(again, SIGSTOP), 0);
    const CatalogResult<QList<TableInfo>> unread = catalog.list(QStringLiteral("default"));
    ::kill(again, SIGCONT);
    // Said as unanswered, nothing else. It was once said as a connection lost (on Qt 5 under
    // load), and the test accepted both: the process stopped was the first of the database's
    // sessions while the one the failed save left could still be ending, so it could be that one
    // rather than the catalog's. The left one is now waited for until it is gone, and
    // catalogSession() refuses to choose between two.
    QVERIFY2(unread.status.message(Language::En).contains(QStringLiteral("the server did not answer for 1.5 s")),
             qPrintable(unread.status.message(Language::En)));
    QVERIFY2(!unread.status.message(Language::En).contains(QStringLiteral("change")), qPrintable(unread.status.message(Language::En)));
    QVERIFY2(!unread.status.message(Language::Zh).contains(QStringLiteral("修改")), qPrintable(unread.status.message(Language::Zh)));
    QVERIFY(catalog.list(QStringLiteral("default")).ok());
    QVERIFY(catalogSession(m_place) != again);
}

/// The server stops answering in the middle of a save: the answer to one of its requests comes,
/// and the next request, sent at once after it (in the same tick of the kernel's clock), is never
/// answered. The save gives up once the limit has passed, as for the first request. (The watch once
/// judged "waiting" by the kernel's times of the last data sent and received, equal then, and
/// the save waited for ever.)
void TestCatalog::answerHeldRightAfterTheLastIsWaitedForAsLong()
{
    test::AnswerHoldingProxy proxy(QUrl(path()).port());
    QVERIFY(proxy.port() > 0);
    const QString location = proxy.through(path() + QStringLiteral("?sslmode=disable&answer_timeout=1.5"));
    // The catalog lives on a thread of its own (a connection is used by the thread that made it),
    // so that this one can bound the wait: the test fails rather than hangs.
    struct Attempt
    {
        int answered = 0;
        QString message;
        qint64 waited = 0;
        QString listedAfter; ///< why the step after it failed, or the revision it listed
    };
    QList<Attempt> attempts;
    QString opening;
    std::atomic<bool> done{false};
    std::thread saving([&] {
        Catalog catalog;
        const CatalogStatus opened = catalog.open(location);
        if (!opened || !catalog.put(QStringLiteral("default"), oneColumnSpec(QStringLiteral("orders")), Catalog::NewTable)) {
            opening = opened.message(Language::En) + QStringLiteral(" (or the first save failed)");
            done = true;
            return;
        }
        for (int answered : {1, 2, 3}) {
            proxy.holdAfter(answered);
            QElapsedTimer clock;
            clock.start();
            const CatalogResult<int> saved = catalog.put(QStringLiteral("default"), oneColumnSpec(QStringLiteral("orders"), QStringLiteral("kafka"), QStringLiteral("t2")), 1);
            Attempt attempt{answered, saved.status.message(Language::En), clock.elapsed(), QString()};
            proxy.release();
            // The next step connects again, through the proxy: the table is as before the save.
            // (Reconnects through the proxy timed out now and then under load: the proxy read
            // a stale poll() result on a reused descriptor, fixed there. The listing may still
            // try three times, whatever the failure.)
            CatalogResult<QList<TableInfo>> listed = catalog.list(QStringLiteral("default"));
            for (int retry = 0; retry < 2 && !listed; ++retry)
                listed = catalog.list(QStringLiteral("default"));
            attempt.listedAfter = !listed ? listed.status.message(Language::En)
                                          : QStringLiteral("revision %1").arg(listed.value.value(0).revision);
            attempts << attempt;
        }
        done = true;
    });
    const auto finish = qScopeGuard([&] {
        proxy.release(); // a save still waiting gets its answers and ends
        saving.join();
    });
    // About 9 s alone; a loaded machine (ctest -j beside a build) once took over 30.
    QTRY_VERIFY_WITH_TIMEOUT(done, 90000);
    QVERIFY2(opening.isEmpty(), qPrintable(opening));
    QCOMPARE(attempts.size(), 3);
    for (const Attempt &attempt : std::as_const(attempts)) {
        const QString about = QStringLiteral("after %1 answer(s): ").arg(attempt.answered);
        QVERIFY2(attempt.message.contains(QStringLiteral("the server did not answer for 1.5 s")), qPrintable(about + attempt.message));
        QVERIFY2(attempt.waited >= 1500 - kKernelTickMs && attempt.waited < 8000, qPrintable(about + QString::number(attempt.waited)));
        QCOMPARE(attempt.listedAfter, QStringLiteral("revision 1"));
    }
}

/// The waits README.md promises when the location does not name them: libpq's connect_timeout
/// 10 s (libpq itself would wait for ever) and the program's answer_timeout 30 s.
void TestCatalog::defaultWaitsAreTheDocumentedOnes()
{
    // A "server" that takes the connection and never answers its start-up message: a listening
    // socket nobody accepts from (the kernel completes the handshake for the backlog).
    const int listener = ::socket(AF_INET, SOCK_STREAM, 0);
    QVERIFY(listener >= 0);
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    socklen_t length = sizeof address;
    QCOMPARE(::bind(listener, reinterpret_cast<sockaddr *>(&address), sizeof address), 0);
    QCOMPARE(::listen(listener, 4), 0);
    QCOMPARE(::getsockname(listener, reinterpret_cast<sockaddr *>(&address), &length), 0);
    QElapsedTimer clock;
    clock.start();
    Catalog silent;
    const CatalogStatus opened = silent.open(QStringLiteral("postgresql://nobody@127.0.0.1:%1/none").arg(ntohs(address.sin_port)));
    const qint64 connecting = clock.elapsed();
    ::close(listener);
    QVERIFY(!opened.ok());
    QVERIFY2(connecting >= 9500 && connecting < 20000, qPrintable(QString::number(connecting) + QStringLiteral(" ms: ") + opened.message(Language::En)));

    // The catalog's session stopped: a step gives up once 30 s have passed, saying so.
    Catalog catalog;
    QVERIFY(catalog.open(path()).ok());
    QVERIFY(catalog.put(QStringLiteral("default"), oneColumnSpec(QStringLiteral("orders")), Catalog::NewTable).ok());
    const int session = catalogSession(m_place);
    QVERIFY2(session > 0, "not exactly one session of the catalog");
    QCOMPARE(::kill(session, SIGSTOP), 0);
    clock.restart();
    const CatalogResult<QList<TableInfo>> unread = catalog.list(QStringLiteral("default"));
    const qint64 waited = clock.elapsed();
    ::kill(session, SIGCONT);
    QVERIFY2(unread.status.message(Language::En).contains(QStringLiteral("the server did not answer for 30 s")),
             qPrintable(unread.status.message(Language::En)));
    QVERIFY2(waited >= 30000 - kKernelTickMs && waited < 45000, qPrintable(QString::number(waited)));
}

/// A connection with nothing to wait for is never closed, however long it is idle.
void TestCatalog::idleConnectionIsKept()
{
    Catalog catalog;
    QVERIFY(catalog.open(path() + QStringLiteral("?answer_timeout=0.3")).ok());
    QVERIFY(catalog.put(QStringLiteral("default"), oneColumnSpec(QStringLiteral("orders")), Catalog::NewTable).ok());
    const int session = catalogSession(m_place);
    QTest::qWait(1500);
    const CatalogResult<QList<TableInfo>> listed = catalog.list(QStringLiteral("default"));
    QVERIFY2(listed.ok(), qPrintable(listed.status.message(Language::En)));
    QCOMPARE(catalogSession(m_place), session); // the same session: not connected again
}

/// A writer cut off from the server in the middle of a save (the network gone, the server not
/// told) holds the catalog's write lock only as long as the program would wait for the server:
/// the server ends the session idle in its transaction after answer_timeout, and a colleague's
/// save goes through. (The server would notice the dead connection after about two hours.)
void TestCatalog::writerCutOffReleasesTheLock()
{
    test::AnswerHoldingProxy proxy(QUrl(path()).port());
    QVERIFY(proxy.port() > 0);
    const QString location = proxy.through(path() + QStringLiteral("?sslmode=disable&answer_timeout=2"));
    {
        Catalog first;
        QVERIFY(first.open(path()).ok());
        QVERIFY(first.put(QStringLiteral("default"), oneColumnSpec(QStringLiteral("orders")), Catalog::NewTable).ok());
    }
    QString cutMessage;
    std::atomic<bool> opened{false};
    std::atomic<bool> done{false};
    std::thread cutOff([&] {
        Catalog catalog;
        if (!catalog.open(location)) {
            done = true;
            return;
        }
        opened = true;
        // BEGIN, the session's idle limit and the write lock are answered; then the network goes.
        proxy.cutAfter(3);
        const CatalogResult<int> saved = catalog.put(QStringLiteral("default"), oneColumnSpec(QStringLiteral("orders"), QStringLiteral("kafka"), QStringLiteral("cut")), 1);
        cutMessage = saved.status.message(Language::En);
        done = true;
    });
    const auto finish = qScopeGuard([&] {
        proxy.release();
        cutOff.join();
    });
    const auto lockHeld = [this] {
        return m_place.server().scalar(m_place.database(), QStringLiteral("SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND granted")).toInt() == 1;
    };
    QTRY_VERIFY_WITH_TIMEOUT(opened || done, 10000);
    QVERIFY(opened);
    QTRY_VERIFY_WITH_TIMEOUT(lockHeld(), 5000);

    Catalog colleague;
    QVERIFY(colleague.open(path()).ok());
    const CatalogResult<int> saved = colleague.put(QStringLiteral("default"), oneColumnSpec(QStringLiteral("orders"), QStringLiteral("kafka"), QStringLiteral("theirs")), 1);
    QVERIFY2(saved.ok(), qPrintable(saved.status.message(Language::En)));
    QCOMPARE(saved.value, 2);
    QTRY_VERIFY_WITH_TIMEOUT(done, 10000);
    // Cut off, the writer gives up (the server unanswering, or its session found ended) and
    // says that nothing was written: the server rolled its change back.
    QVERIFY2(cutMessage.contains(QStringLiteral("; nothing of the change was written")), qPrintable(cutMessage));
    QTRY_VERIFY_WITH_TIMEOUT(!proxy.serverStillOpen(), 5000); // the server ended the cut-off session itself
    const CatalogResult<StoredTable> stored = colleague.get(QStringLiteral("default"), QStringLiteral("orders"));
    QCOMPARE(stored.value.revision, 2);
    QCOMPARE(stored.value.spec.options.value(QStringLiteral("topic")), QStringLiteral("theirs"));
}

/// The connection is lost as a save commits. When the server committed it (the answer lost, not
/// the change), the save connects again, finds its revision and succeeds; when the server is
/// out of reach by then, it says the outcome is not known, and the save repeated later (the
/// designer's kept edit) is no conflict with itself; when the COMMIT never reached the server,
/// it says the change was not written.
void TestCatalog::lostCommitIsLookedUpAfterReconnecting()
{
    test::AnswerHoldingProxy proxy(QUrl(path()).port());
    QVERIFY(proxy.port() > 0);
    const QString location = proxy.through(path() + QStringLiteral("?sslmode=disable&answer_timeout=1.5"));
    QStringList said; // per step: the revision saved, or the message
    std::atomic<bool> done{false};
    std::thread saving([&] {
        const auto say = [&said](const CatalogResult<int> &r) {
            said << (r ? QStringLiteral("revision %1").arg(r.value) : r.status.message(Language::En));
        };
        Catalog catalog;
        if (!catalog.open(location)) {
            said << QStringLiteral("not opened");
            done = true;
            return;
        }
        const auto topic = [](const char *t) { return oneColumnSpec(QStringLiteral("orders"), QStringLiteral("kafka"), QString::fromLatin1(t)); };
        say(catalog.put(QStringLiteral("default"), oneColumnSpec(QStringLiteral("orders")), Catalog::NewTable));
        // Committed, the answer lost: looked up after reconnecting, it is there.
        proxy.atNextCommit(test::AnswerHoldingProxy::AtCommit::AnswerLost);
        say(catalog.put(QStringLiteral("default"), topic("t2"), 1));
        // The same, and the server out of reach afterwards: not known, and said so.
        proxy.atNextCommit(test::AnswerHoldingProxy::AtCommit::AnswerLost);
        proxy.refuseConnections(true);
        say(catalog.put(QStringLiteral("default"), topic("t3"), 2));
        proxy.refuseConnections(false);
        // Saved again as the designer's kept edit is: it had landed, and is no conflict with itself.
        say(catalog.put(QStringLiteral("default"), topic("t3"), 2));
        // The COMMIT never reached the server: not written, and the repeat saves it.
        proxy.atNextCommit(test::AnswerHoldingProxy::AtCommit::NeverSent);
        say(catalog.put(QStringLiteral("default"), topic("t4"), 3));
        say(catalog.put(QStringLiteral("default"), topic("t4"), 3));
        // A stale repeat that is not one of an unknown outcome stays a conflict.
        say(catalog.put(QStringLiteral("default"), topic("t4"), 3));
        done = true;
    });
    const auto finish = qScopeGuard([&] {
        proxy.atNextCommit(test::AnswerHoldingProxy::AtCommit::Pass);
        proxy.release();
        saving.join();
    });
    QTRY_VERIFY_WITH_TIMEOUT(done, 40000);
    QCOMPARE(said.size(), 7);
    QCOMPARE(said.at(0), QStringLiteral("revision 1"));
    QCOMPARE(said.at(1), QStringLiteral("revision 2"));
    QVERIFY2(said.at(2).contains(QStringLiteral("the change was being committed, so whether it was written is not known")), qPrintable(said.at(2)));
    QVERIFY2(!said.at(2).contains(QStringLiteral("nothing of the change was written")), qPrintable(said.at(2)));
    QCOMPARE(said.at(3), QStringLiteral("revision 3"));
    QVERIFY2(said.at(4).contains(QStringLiteral("the connection to the server was lost as the change was committed; connected again, "
                                                "the catalog shows it was not written")),
             qPrintable(said.at(4)));
    QCOMPARE(said.at(5), QStringLiteral("revision 4"));
    QVERIFY2(said.at(6).startsWith(QStringLiteral("Conflict: ")), qPrintable(said.at(6)));
    Catalog direct;
    QVERIFY(direct.open(path()).ok());
    QCOMPARE(direct.history(QStringLiteral("default"), QStringLiteral("orders")).value.size(), 4);
}

/// README's grants for a colleague who may change tables are enough to change them, and what
/// the server refuses is said by its first error (not "current transaction is aborted").
void TestCatalog::colleagueWithReadmeGrants()
{
    {
        Catalog owner;
        QVERIFY(owner.open(path()).ok());
        QVERIFY(owner.put(QStringLiteral("default"), oneColumnSpec(QStringLiteral("orders")), Catalog::NewTable).ok());
    }
    // The grants as README gives them, for li_si, on the test's database.
    QFile readme(testsupport::sourcePath(QStringLiteral("README.md")));
    QVERIFY(readme.open(QIODevice::ReadOnly | QIODevice::Text));
    QStringList grants;
    for (const QString &line : QString::fromUtf8(readme.readAll()).split(QLatin1Char('\n'))) {
        if (line.trimmed().startsWith(QLatin1String("GRANT")) && line.contains(QLatin1String("TO li_si;")))
            grants << line.trimmed().replace(QLatin1String("DATABASE streamtable"), QStringLiteral("DATABASE \"%1\"").arg(m_place.database()));
    }
    QVERIFY2(grants.size() >= 2, qPrintable(grants.join(QLatin1Char('\n'))));
    m_place.server().execute(QStringLiteral("postgres"), QStringLiteral("CREATE ROLE li_si LOGIN")); // may exist from an earlier row
    QString error;
    for (const QString &grant : std::as_const(grants))
        QVERIFY2(m_place.server().execute(m_place.database(), grant, &error), qPrintable(grant + QStringLiteral(": ") + error));

    Catalog colleague;
    const CatalogStatus opened = colleague.open(m_place.server().url(m_place.database(), QStringLiteral("li_si")));
    QVERIFY2(opened.ok(), qPrintable(opened.message(Language::En)));
    const auto ok = [](const CatalogStatus &s) { return s.ok() ? QString() : s.message(Language::En); };
    QCOMPARE(ok(colleague.put(QStringLiteral("default"), oneColumnSpec(QStringLiteral("orders"), QStringLiteral("kafka"), QStringLiteral("t2")), 1).status), QString());
    QCOMPARE(ok(colleague.put(QStringLiteral("default"), oneColumnSpec(QStringLiteral("payments")), Catalog::NewTable).status), QString());
    QCOMPARE(ok(colleague.createDatabase(QStringLiteral("lake"))), QString());
    QCOMPARE(ok(colleague.put(QStringLiteral("lake"), oneColumnSpec(QStringLiteral("events")), Catalog::NewTable).status), QString());
    QCOMPARE(ok(colleague.setJobOption(QStringLiteral("default"), QStringLiteral("parallelism.default"), QStringLiteral("2"))), QString());
    QCOMPARE(ok(colleague.drop(QStringLiteral("default"), QStringLiteral("payments"))), QString());
    QCOMPARE(colleague.list(QStringLiteral("default")).value.size(), 1);

    // A role short of README's grants (no DELETE): the refusal names the server's own reason.
    m_place.server().execute(QStringLiteral("postgres"), QStringLiteral("CREATE ROLE wang_wu LOGIN"));
    QVERIFY(m_place.server().execute(m_place.database(), QStringLiteral("GRANT SELECT, INSERT, UPDATE ON ALL TABLES IN SCHEMA public TO wang_wu"), &error));
    Catalog shortOfRights;
    QVERIFY(shortOfRights.open(m_place.server().url(m_place.database(), QStringLiteral("wang_wu"))).ok());
    const CatalogStatus dropped = shortOfRights.drop(QStringLiteral("lake"), QStringLiteral("events"));
    QVERIFY(!dropped.ok());
    QVERIFY2(dropped.message(Language::En).contains(QStringLiteral("permission denied")), qPrintable(dropped.message(Language::En)));
    QVERIFY2(!dropped.message(Language::En).contains(QStringLiteral("current transaction is aborted")), qPrintable(dropped.message(Language::En)));
    QCOMPARE(colleague.list(QStringLiteral("lake")).value.size(), 1);
}

namespace {

/// Everything a catalog shows of itself, for comparing two copies: databases, every revision
/// of every table with its time, note and author, and each database's job.
QStringList everything(Catalog &catalog)
{
    QStringList out;
    for (const DatabaseInfo &d : catalog.databases().value) {
        out << QStringLiteral("db %1 [%2] %3 %4 %5").arg(d.name, d.comment, d.createdAt.toString(Qt::ISODateWithMs), d.target).arg(d.tableCount);
        for (const TableInfo &t : catalog.list(d.name).value) {
            out << QStringLiteral("  table %1 %2 %3 r%4 %5 %6")
                       .arg(t.name, t.connector, roleName(t.role))
                       .arg(t.revision)
                       .arg(t.createdAt.toString(Qt::ISODateWithMs), t.savedAt.toString(Qt::ISODateWithMs));
            for (const RevisionInfo &r : catalog.history(d.name, t.name).value) {
                const StoredTable stored = catalog.get(d.name, t.name, r.revision).value;
                out << QStringLiteral("    r%1 %2 from %3 [%4] by %5: %6")
                           .arg(r.revision)
                           .arg(r.savedAt.toString(Qt::ISODateWithMs))
                           .arg(r.restoredFrom)
                           .arg(r.note, r.author, QString::fromUtf8(stored.spec.toCompactJson()));
            }
        }
        const StoredJob job = catalog.job(d.name).value;
        for (auto it = job.profile.cbegin(); it != job.profile.cend(); ++it)
            out << QStringLiteral("  job %1 = %2").arg(it.key(), it.value());
        for (const auto &wiring : job.wirings)
            out << QStringLiteral("  wire %1 -> %2").arg(wiring.source, wiring.sink);
        for (const Environment &e : catalog.environments(d.name).value) {
            out << QStringLiteral("  environment %1").arg(e.name);
            for (auto it = e.variables.cbegin(); it != e.variables.cend(); ++it)
                out << QStringLiteral("    %1 = %2").arg(it.key(), it.value());
        }
        for (const Connection &c : catalog.connections(d.name).value) {
            out << QStringLiteral("  connection %1 (%2)").arg(c.name, c.connector);
            for (auto it = c.options.cbegin(); it != c.options.cend(); ++it)
                out << QStringLiteral("    %1 = %2").arg(it.key(), it.value());
        }
    }
    return out;
}

} // namespace

/// `catalog copy`: a file's catalog onto the server and back into a new file holds the same
/// databases, revisions (times, notes, authors), jobs and wirings, and exports the same DDL.
void TestCatalog::copyBetweenStores()
{
    const QString original = m_dir->filePath(QStringLiteral("original.sqlite"));
    {
        Catalog catalog;
        QVERIFY(catalog.open(original).ok());
        catalog.setAuthor(QStringLiteral("zhang.san"));
        QVERIFY(catalog.createDatabase(QStringLiteral("sales"), QStringLiteral("销售")).ok());
        QVERIFY(catalog.createDatabase(QStringLiteral("empty"), QString(), QStringLiteral("mrs")).ok());
        QVERIFY(catalog.put(QStringLiteral("sales"), testsupport::example(QStringLiteral("kafka-source")), Catalog::NewTable,
                            QStringLiteral("first cut")).ok());
        QVERIFY(catalog.put(QStringLiteral("sales"), testsupport::example(QStringLiteral("kafka-sink")), Catalog::NewTable).ok());
        catalog.setAuthor(QStringLiteral("li.si"));
        const TableSpec source = testsupport::example(QStringLiteral("kafka-source"));
        TableSpec changed = source;
        changed.comment = QStringLiteral("订单，第二版");
        QVERIFY(catalog.saveEdit(QStringLiteral("sales"), source.name, changed, 1, QStringLiteral("comment")).ok());
        QVERIFY(catalog.restore(QStringLiteral("sales"), source.name, 1, Catalog::AnyRevision, QStringLiteral("back")).ok());
        QVERIFY(catalog.put(QStringLiteral("default"), testsupport::example(QStringLiteral("hdfs-csv-source")), Catalog::NewTable).ok());
        QVERIFY(catalog.setJobOption(QStringLiteral("sales"), QStringLiteral("parallelism.default"), QStringLiteral("4")).ok());
        QVERIFY(catalog.addWiring(QStringLiteral("sales"), source.name, testsupport::example(QStringLiteral("kafka-sink")).name).ok());
        QVERIFY(catalog.setVariable(QStringLiteral("sales"), QStringLiteral("Prod"), QStringLiteral("BROKERS"), QStringLiteral("p:9092")).ok());
        QVERIFY(catalog.setVariable(QStringLiteral("sales"), QStringLiteral("Prod"), QStringLiteral("TOPIC"), QStringLiteral("订单")).ok());
        QVERIFY(catalog.createEnvironment(QStringLiteral("sales"), QStringLiteral("dev")).ok());
        QVERIFY(catalog.setVariable(QStringLiteral("default"), QStringLiteral("dev"), QStringLiteral("BROKERS"), QStringLiteral("d:9092")).ok());
        QVERIFY(catalog.saveConnection(QStringLiteral("sales"), Connection{QStringLiteral("主集群"), QStringLiteral("kafka"),
                                       {{QStringLiteral("properties.bootstrap.servers"), QStringLiteral("${BROKERS}")}}}, nullptr).ok());
    }
    const QProcessEnvironment env = testsupport::cliEnvironment(m_dir->filePath(QStringLiteral("xdg")));
    const testsupport::CliRun up = testsupport::runCli({QStringLiteral("catalog"), QStringLiteral("copy"), original, path()}, env);
    QVERIFY2(up.exitCode == 0, qPrintable(up.err));
    // 3 databases; 3 tables; revisions 3 + 1 + 1; one job option; one wiring; 3 environments
    // with 3 variables; one connection.
    QVERIFY2(up.out.contains(QStringLiteral("copied 3 databases, 3 tables, 5 revisions, 1 job options, 1 wirings, "
                                            "3 environments, 3 variables and 1 connections")), qPrintable(up.out));

    const QString back = m_dir->filePath(QStringLiteral("back.sqlite"));
    const testsupport::CliRun down = testsupport::runCli({QStringLiteral("catalog"), QStringLiteral("copy"), path(), back, QStringLiteral("--json")}, env);
    QVERIFY2(down.exitCode == 0, qPrintable(down.err));
    const QJsonObject counts = QJsonDocument::fromJson(down.out.toUtf8()).object();
    QCOMPARE(counts.value(QStringLiteral("revisions")).toInt(), 5);
    QCOMPARE(counts.value(QStringLiteral("wirings")).toInt(), 1);
    QCOMPARE(counts.value(QStringLiteral("environments")).toInt(), 3);
    QCOMPARE(counts.value(QStringLiteral("variables")).toInt(), 3);
    QCOMPARE(counts.value(QStringLiteral("connections")).toInt(), 1);

    QStringList before, onServer, after;
    {
        Catalog a, b, c;
        QVERIFY(a.open(original, false, CatalogAccess::ReadOnly).ok());
        QVERIFY(b.open(path(), false, CatalogAccess::ReadOnly).ok());
        QVERIFY(c.open(back, false, CatalogAccess::ReadOnly).ok());
        before = everything(a);
        onServer = everything(b);
        after = everything(c);
    }
    QVERIFY(before.size() > 12);
    QVERIFY(before.join(QLatin1Char('\n')).contains(QStringLiteral("[back] by li.si")));
    QVERIFY(before.contains(QStringLiteral("    TOPIC = 订单")));
    QVERIFY(before.contains(QStringLiteral("  connection 主集群 (kafka)")));
    QCOMPARE(onServer, before);
    QCOMPARE(after, before);

    // The same DDL from both files.
    QStringList exported;
    for (const QString &file : {original, back}) {
        const QString out = m_dir->filePath(QFileInfo(file).baseName() + QStringLiteral("-ddl"));
        const testsupport::CliRun run = testsupport::runCli({QStringLiteral("--catalog"), file, QStringLiteral("export"), QStringLiteral("--out"), out,
                                                             QStringLiteral("--per-database")}, env);
        QVERIFY2(run.exitCode == 0, qPrintable(run.err + run.out));
        QString all;
        for (const QString &name : QDir(out).entryList(QDir::Files, QDir::Name))
            all += name + QLatin1Char('\n') + QString::fromUtf8(testsupport::readFile(QDir(out).filePath(name)));
        exported << all;
    }
    QVERIFY(exported.at(0).contains(QStringLiteral("CREATE TABLE")));
    QCOMPARE(exported.at(1), exported.at(0));

    // Export and import on the server itself: the same DDL, and it reads back.
    const QString serverOut = m_dir->filePath(QStringLiteral("server-ddl"));
    const testsupport::CliRun fromServer = testsupport::runCli({QStringLiteral("--catalog"), path(), QStringLiteral("export"),
                                                                QStringLiteral("--out"), serverOut, QStringLiteral("--per-database")}, env);
    QVERIFY2(fromServer.exitCode == 0, qPrintable(fromServer.err + fromServer.out));
    QString serverDdl;
    for (const QString &name : QDir(serverOut).entryList(QDir::Files, QDir::Name))
        serverDdl += name + QLatin1Char('\n') + QString::fromUtf8(testsupport::readFile(QDir(serverOut).filePath(name)));
    QCOMPARE(serverDdl, exported.at(0));
    const testsupport::CliRun imported = testsupport::runCli({QStringLiteral("--catalog"), path(), QStringLiteral("db"), QStringLiteral("create"),
                                                              QStringLiteral("again")}, env);
    QVERIFY2(imported.exitCode == 0, qPrintable(imported.err));
    const testsupport::CliRun importRun = testsupport::runCli({QStringLiteral("--catalog"), path(), QStringLiteral("import"),
                                                               QDir(serverOut).filePath(QStringLiteral("default.sql")),
                                                               QStringLiteral("--db"), QStringLiteral("again")}, env);
    QVERIFY2(importRun.exitCode == 0, qPrintable(importRun.err + importRun.out));
    {
        Catalog server;
        QVERIFY(server.open(path(), false, CatalogAccess::ReadOnly).ok());
        const QString hdfs = testsupport::example(QStringLiteral("hdfs-csv-source")).name;
        QCOMPARE(server.list(QStringLiteral("again")).value.size(), 1);
        const TableSpec read = server.get(QStringLiteral("again"), hdfs).value.spec;
        const TableSpec written = server.get(QStringLiteral("default"), hdfs).value.spec;
        QCOMPARE(read.connector, written.connector);
        QCOMPARE(read.columns, written.columns);
        QCOMPARE(read.options.value(QStringLiteral("path")), written.options.value(QStringLiteral("path")));
    }

    // A destination that holds tables is refused, and kept as it is; --force replaces it.
    const testsupport::CliRun refused = testsupport::runCli({QStringLiteral("catalog"), QStringLiteral("copy"), back, path()}, env);
    QCOMPARE(refused.exitCode, 1);
    QVERIFY2(refused.err.contains(QStringLiteral("the destination is not empty (4 databases, 4 tables)")), qPrintable(refused.err));
    QCOMPARE(m_place.server().scalar(m_place.database(), QStringLiteral("SELECT count(*) FROM revisions")).toInt(), 6);
    const testsupport::CliRun forced = testsupport::runCli({QStringLiteral("catalog"), QStringLiteral("copy"), back, path(), QStringLiteral("--force")}, env);
    QVERIFY2(forced.exitCode == 0, qPrintable(forced.err));
    QCOMPARE(m_place.server().scalar(m_place.database(), QStringLiteral("SELECT count(*) FROM revisions")).toInt(), 5);
    {
        Catalog again;
        QVERIFY(again.open(path(), false, CatalogAccess::ReadOnly).ok());
        QCOMPARE(everything(again), before);
    }
    // The same catalog twice is a usage error, also under another name (a link to it).
    QCOMPARE(testsupport::runCli({QStringLiteral("catalog"), QStringLiteral("copy"), back, back}, env).exitCode, 2);
    const QString link = m_dir->filePath(QStringLiteral("link.sqlite"));
    QVERIFY(QFile::link(back, link));
    const testsupport::CliRun linked = testsupport::runCli({QStringLiteral("catalog"), QStringLiteral("copy"), back, link, QStringLiteral("--force")}, env);
    QCOMPARE(linked.exitCode, 2);
    QVERIFY2(linked.err.contains(QStringLiteral("the same catalog")), qPrintable(linked.err));
}

#endif // files only, or on a server

// QTEST_GUILESS_MAIN, with the functions ST_TEST_FUNCTIONS chooses (tests/CMakeLists.txt runs
// the server suite's long waits as an entry of their own).
int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    TestCatalog test;
    QTEST_SET_MAIN_SOURCE_PATH
    return testsupport::execChosenFunctions(&test, argc, argv);
}
#include "test_catalog.moc"

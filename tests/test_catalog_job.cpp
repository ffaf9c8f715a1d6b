// Catalog, format 2: the job of a logical database. Its profile (set, replace, unset), its
// source -> sink wirings (order, duplicates, missing tables, gone with a dropped table), and
// renaming a table atomically with its history, wirings and conflicts between two connections.
// Real SQLite files in temporary folders; migrations to format 2 are in test_catalog.cpp.
// Built a second time as test_catalog_job_server: the same tests on a PostgreSQL server.

#include "catalog/catalog.h"
#include "core/names.h"
#include "support/catalogplace.h"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace st;

namespace {

using test::oneColumnSpec;

/// The number of rows of `table`, read behind the catalog's back on a connection of its own.
int rowCount(const QString &location, const QString &table)
{
    bool ok = false;
    const QVariant count = test::rawScalar(location, QStringLiteral("SELECT count(*) FROM ") + table, &ok);
    return ok ? count.toInt() : -1;
}

/// The columns of renameTable_data and saveEditFailureLeavesNeither_data, which rename "orders":
/// the new name, the revision the call expects and the CatalogErrorCode it must give.
void addRenameColumns()
{
    QTest::addColumn<QString>("newName");
    QTest::addColumn<int>("expectedRevision");
    QTest::addColumn<int>("code");
}

/// The renames both a rename and a saved edit must refuse, leaving "orders" (revision 2) as it is.
void addRefusedRenameRows()
{
    QTest::newRow("stale revision") << "renamed" << 1 << int(CatalogErrorCode::Conflict);
    QTest::newRow("taken") << "Other" << 2 << int(CatalogErrorCode::AlreadyExists);
    QTest::newRow("control character") << "a\tb" << 2 << int(CatalogErrorCode::InvalidName);
}

/// The current row of those columns, for the test function (QFETCH reads the row being run).
struct RenameRow
{
    QString newName;
    int expectedRevision;
    int code;
};

RenameRow fetchRenameRow()
{
    QFETCH(QString, newName);
    QFETCH(int, expectedRevision);
    QFETCH(int, code);
    return {newName, expectedRevision, code};
}

} // namespace

class TestCatalogJob : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QString error;
        QVERIFY2(m_place.startSuite(&error), qPrintable(error));
    }
    void init()
    {
        QString error;
        QVERIFY2(m_place.startTest(&error), qPrintable(error));
    }

    void jobProfile();
    void wirings();
    void renameTable_data();
    void renameTable();
    void renameKeepsJobAndHistory();
    void saveEditIsOneRevision();
    void saveEditFailureLeavesNeither_data();
    void saveEditFailureLeavesNeither();
    void saveEditWithoutChangeWritesNothing();
    void jobFollowsDatabase();
    void jobIsReadWhole();
    void databaseSnapshotIsOneDatabaseWhole();
    void saveJobRefusesStaleBase();
    void saveJobWritesAllOrNothing();

private:
    test::CatalogPlace m_place;
    QString path() const { return m_place.location(); }

    /// Opens the test's catalog with "orders" at revision 2 (topic t2) and "other" at revision 1
    /// in `db`: what the rename and save-edit tests start from.
    bool openWithOrdersAndOther(Catalog &catalog, const QString &db) const
    {
        return catalog.open(path()).ok() && catalog.put(db, oneColumnSpec(QStringLiteral("orders")), Catalog::NewTable).ok()
            && catalog.put(db, oneColumnSpec(QStringLiteral("orders"), QStringLiteral("kafka"), QStringLiteral("t2")), 1).ok()
            && catalog.put(db, oneColumnSpec(QStringLiteral("other")), Catalog::NewTable).ok();
    }

    /// Opens the test's catalog with tables a, b and c in `db`: what the wiring tests start from.
    bool openWithTablesABC(Catalog &catalog, const QString &db) const
    {
        bool ok = catalog.open(path()).ok();
        for (const QString &t : {QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")})
            ok = ok && catalog.put(db, oneColumnSpec(t), Catalog::NewTable).ok();
        return ok;
    }
};

void TestCatalogJob::jobProfile()
{
    Catalog catalog;
    QVERIFY(catalog.open(path()).ok());
    const QString db = QStringLiteral("default");
    QVERIFY(catalog.jobProfile(db).ok());
    QVERIFY(catalog.jobProfile(db).value.isEmpty());
    QCOMPARE(catalog.jobProfile(QStringLiteral("nope")).status.code(), CatalogErrorCode::NotFound);

    QVERIFY(catalog.setJobOption(db, QStringLiteral("job-name"), QStringLiteral("it's 订单 job")).ok());
    QVERIFY(catalog.setJobOption(db, QStringLiteral("parallelism.default"), QStringLiteral("4")).ok());
    QVERIFY(catalog.setJobOption(db, QStringLiteral("parallelism.default"), QStringLiteral("8")).ok()); // replaces
    JobProfile expected{{QStringLiteral("job-name"), QStringLiteral("it's 订单 job")}, {QStringLiteral("parallelism.default"), QStringLiteral("8")}};
    QCOMPARE(catalog.jobProfile(QStringLiteral("DEFAULT")).value, expected);

    // An empty value removes the option.
    QVERIFY(catalog.setJobOption(db, QStringLiteral("parallelism.default"), QString()).ok());
    expected.remove(QStringLiteral("parallelism.default"));
    QCOMPARE(catalog.jobProfile(db).value, expected);
    QCOMPARE(catalog.setJobOption(db, QStringLiteral(" "), QStringLiteral("x")).code(), CatalogErrorCode::InvalidName);
    QCOMPARE(catalog.setJobOption(QStringLiteral("nope"), QStringLiteral("a"), QStringLiteral("b")).code(), CatalogErrorCode::NotFound);

    // The whole profile at once replaces it; empty values are left out.
    const JobProfile whole{{QStringLiteral("main-class"), QStringLiteral("com.example.Runner")},
                           {QStringLiteral("execution.checkpointing.interval"), QStringLiteral("60000")},
                           {QStringLiteral("table.exec.state.ttl"), QString()}};
    QVERIFY(catalog.setJobProfile(db, whole).ok());
    const JobProfile stored = catalog.jobProfile(db).value;
    QCOMPARE(stored.size(), 2);
    QCOMPARE(stored.value(QStringLiteral("main-class")), QStringLiteral("com.example.Runner"));
    QVERIFY(!stored.contains(QStringLiteral("job-name")));
    QVERIFY(!stored.contains(QStringLiteral("table.exec.state.ttl")));

    // Profiles are per database.
    QVERIFY(catalog.createDatabase(QStringLiteral("other")).ok());
    QVERIFY(catalog.jobProfile(QStringLiteral("other")).value.isEmpty());
}

void TestCatalogJob::wirings()
{
    Catalog catalog;
    const QString db = QStringLiteral("default");
    QVERIFY(openWithTablesABC(catalog, db));
    QVERIFY(catalog.wirings(db).value.isEmpty());
    QVERIFY(catalog.addWiring(db, QStringLiteral("a"), QStringLiteral("c")).ok());
    QVERIFY(catalog.addWiring(db, QStringLiteral("B"), QStringLiteral("C")).ok()); // names ignore case
    QVERIFY(catalog.addWiring(db, QStringLiteral("c"), QStringLiteral("a")).ok());
    QCOMPARE(catalog.wirings(db).value,
             (Wirings{{QStringLiteral("a"), QStringLiteral("c")}, {QStringLiteral("b"), QStringLiteral("c")}, {QStringLiteral("c"), QStringLiteral("a")}}));
    QCOMPARE(catalog.addWiring(db, QStringLiteral("a"), QStringLiteral("C")).code(), CatalogErrorCode::AlreadyExists);
    QCOMPARE(catalog.addWiring(db, QStringLiteral("a"), QStringLiteral("nope")).code(), CatalogErrorCode::NotFound);
    QCOMPARE(catalog.addWiring(db, QStringLiteral("nope"), QStringLiteral("a")).code(), CatalogErrorCode::NotFound);
    QCOMPARE(catalog.addWiring(QStringLiteral("nope"), QStringLiteral("a"), QStringLiteral("b")).code(), CatalogErrorCode::NotFound);
    QCOMPARE(catalog.wirings(QStringLiteral("nope")).status.code(), CatalogErrorCode::NotFound);

    QVERIFY(catalog.removeWiring(db, QStringLiteral("B"), QStringLiteral("c")).ok());
    QCOMPARE(catalog.removeWiring(db, QStringLiteral("b"), QStringLiteral("c")).code(), CatalogErrorCode::NotFound);
    QCOMPARE(catalog.removeWiring(db, QStringLiteral("x"), QStringLiteral("y")).code(), CatalogErrorCode::NotFound);
    // A new wiring goes last, after the ones that remain.
    QVERIFY(catalog.addWiring(db, QStringLiteral("b"), QStringLiteral("c")).ok());
    QCOMPARE(catalog.wirings(db).value,
             (Wirings{{QStringLiteral("a"), QStringLiteral("c")}, {QStringLiteral("c"), QStringLiteral("a")}, {QStringLiteral("b"), QStringLiteral("c")}}));

    // Dropping a table takes its wirings with it, on either side.
    QVERIFY(catalog.drop(db, QStringLiteral("a")).ok());
    QCOMPARE(catalog.wirings(db).value, (Wirings{{QStringLiteral("b"), QStringLiteral("c")}}));
    QCOMPARE(rowCount(path(), QStringLiteral("wirings")), 1);
}

void TestCatalogJob::renameTable_data()
{
    addRenameColumns();
    QTest::newRow("plain") << "renamed" << 2 << int(CatalogErrorCode::None);
    QTest::newRow("any revision") << "renamed" << int(Catalog::AnyRevision) << int(CatalogErrorCode::None);
    QTest::newRow("case only") << "ORDERS" << 2 << int(CatalogErrorCode::None);
    QTest::newRow("chinese") << QStringLiteral("订单") << 2 << int(CatalogErrorCode::None);
    QTest::newRow("empty") << " " << 2 << int(CatalogErrorCode::InvalidName);
    addRefusedRenameRows();
}

void TestCatalogJob::renameTable()
{
    const auto [newName, expectedRevision, code] = fetchRenameRow();
    Catalog catalog;
    const QString db = QStringLiteral("default");
    QVERIFY(openWithOrdersAndOther(catalog, db));

    const CatalogResult<int> renamed = catalog.renameTable(db, QStringLiteral("Orders"), newName, expectedRevision);
    QCOMPARE(int(renamed.status.code()), code);
    if (code != int(CatalogErrorCode::None)) {
        // Nothing changed.
        QCOMPARE(catalog.get(db, QStringLiteral("orders")).value.revision, 2);
        QCOMPARE(catalog.get(db, QStringLiteral("orders")).value.spec.name, QStringLiteral("orders"));
        QCOMPARE(catalog.list(db).value.size(), 2);
        QVERIFY(!renamed.status.message(Language::En).isEmpty());
        return;
    }
    QCOMPARE(renamed.value, 3);
    const CatalogResult<StoredTable> current = catalog.get(db, newName);
    QVERIFY(current.ok());
    QCOMPARE(current.value.revision, 3);
    QCOMPARE(current.value.spec.name, newName);
    QCOMPARE(current.value.spec.options.value(QStringLiteral("topic")), QStringLiteral("t2"));
    QCOMPARE(catalog.list(db).value.size(), 2);
    if (nameKey(newName) != nameKey(QStringLiteral("orders")))
        QCOMPARE(catalog.get(db, QStringLiteral("orders")).status.code(), CatalogErrorCode::NotFound);
    // The old revisions keep the old name: history is history.
    QCOMPARE(catalog.get(db, newName, 2).value.spec.name, QStringLiteral("orders"));
    QCOMPARE(catalog.history(db, newName).value.size(), 3);
    // Renaming to the very same name changes nothing.
    QCOMPARE(catalog.renameTable(db, newName, newName).value, 3);
    QCOMPARE(catalog.renameTable(db, QStringLiteral("nope"), QStringLiteral("x")).status.code(), CatalogErrorCode::NotFound);
}

void TestCatalogJob::saveEditIsOneRevision()
{
    Catalog catalog;
    QVERIFY(catalog.open(path()).ok());
    const QString db = QStringLiteral("default");
    QVERIFY(catalog.put(db, oneColumnSpec(QStringLiteral("orders")), Catalog::NewTable).ok());
    const TableSpec edited = oneColumnSpec(QStringLiteral("orders_v2"), QStringLiteral("kafka"), QStringLiteral("t2"));
    const CatalogResult<int> saved = catalog.saveEdit(db, QStringLiteral("orders"), edited, 1);
    QVERIFY2(saved.ok(), qPrintable(saved.status.message(Language::En)));
    QCOMPARE(saved.value, 2);
    QCOMPARE(catalog.history(db, QStringLiteral("orders_v2")).value.size(), 2);
    QCOMPARE(catalog.get(db, QStringLiteral("orders_v2")).value.spec, edited);
    QCOMPARE(catalog.get(db, QStringLiteral("orders")).status.code(), CatalogErrorCode::NotFound);
}

void TestCatalogJob::saveEditFailureLeavesNeither_data()
{
    addRenameColumns();
    addRefusedRenameRows();
}

void TestCatalogJob::saveEditFailureLeavesNeither()
{
    const auto [newName, expectedRevision, code] = fetchRenameRow();
    Catalog catalog;
    const QString db = QStringLiteral("default");
    QVERIFY(openWithOrdersAndOther(catalog, db));
    const CatalogResult<int> saved =
        catalog.saveEdit(db, QStringLiteral("orders"), oneColumnSpec(newName, QStringLiteral("kafka"), QStringLiteral("t3")), expectedRevision);
    QCOMPARE(int(saved.status.code()), code);
    QVERIFY(!saved.status.message(Language::En).isEmpty());
    // Neither the rename nor the edit was written.
    const CatalogResult<StoredTable> orders = catalog.get(db, QStringLiteral("orders"));
    QCOMPARE(orders.value.revision, 2);
    QCOMPARE(orders.value.spec.name, QStringLiteral("orders"));
    QCOMPARE(orders.value.spec.options.value(QStringLiteral("topic")), QStringLiteral("t2"));
    QCOMPARE(catalog.get(db, QStringLiteral("other")).value.revision, 1);
    QCOMPARE(catalog.list(db).value.size(), 2);
}

void TestCatalogJob::saveEditWithoutChangeWritesNothing()
{
    Catalog catalog;
    QVERIFY(catalog.open(path()).ok());
    const QString db = QStringLiteral("default");
    QVERIFY(catalog.put(db, oneColumnSpec(QStringLiteral("orders")), Catalog::NewTable).ok());
    QCOMPARE(catalog.saveEdit(db, QStringLiteral("orders"), oneColumnSpec(QStringLiteral("orders")), 1).value, 1);
    QCOMPARE(catalog.history(db, QStringLiteral("orders")).value.size(), 1);
}

void TestCatalogJob::renameKeepsJobAndHistory()
{
    Catalog catalog;
    QVERIFY(catalog.open(path()).ok());
    const QString db = QStringLiteral("default");
    QVERIFY(catalog.put(db, oneColumnSpec(QStringLiteral("src")), Catalog::NewTable).ok());
    QVERIFY(catalog.put(db, oneColumnSpec(QStringLiteral("snk")), Catalog::NewTable).ok());
    QVERIFY(catalog.addWiring(db, QStringLiteral("src"), QStringLiteral("snk")).ok());
    QVERIFY(catalog.setJobOption(db, QStringLiteral("job-name"), QStringLiteral("j")).ok());

    QVERIFY(catalog.renameTable(db, QStringLiteral("src"), QStringLiteral("source `1`")).ok());
    QVERIFY(catalog.renameTable(db, QStringLiteral("snk"), QStringLiteral("目标")).ok());
    QCOMPARE(catalog.wirings(db).value, (Wirings{{QStringLiteral("source `1`"), QStringLiteral("目标")}}));
    QCOMPARE(catalog.jobProfile(db).value.value(QStringLiteral("job-name")), QStringLiteral("j"));
    QVERIFY(catalog.removeWiring(db, QStringLiteral("SOURCE `1`"), QStringLiteral("目标")).ok());

    // A second connection that loaded revision 1 before the rename is told of the conflict.
    Catalog other;
    QVERIFY(other.open(path()).ok());
    QCOMPARE(other.renameTable(db, QStringLiteral("目标"), QStringLiteral("x"), 1).status.code(), CatalogErrorCode::Conflict);
    QCOMPARE(other.put(db, catalog.get(db, QStringLiteral("目标")).value.spec, 1).status.code(), CatalogErrorCode::Conflict);
}

void TestCatalogJob::jobFollowsDatabase()
{
    Catalog catalog;
    QVERIFY(catalog.open(path()).ok());
    QVERIFY(catalog.createDatabase(QStringLiteral("jobs")).ok());
    QVERIFY(catalog.put(QStringLiteral("jobs"), oneColumnSpec(QStringLiteral("a")), Catalog::NewTable).ok());
    QVERIFY(catalog.put(QStringLiteral("jobs"), oneColumnSpec(QStringLiteral("b")), Catalog::NewTable).ok());
    QVERIFY(catalog.addWiring(QStringLiteral("jobs"), QStringLiteral("a"), QStringLiteral("b")).ok());
    QVERIFY(catalog.setJobOption(QStringLiteral("jobs"), QStringLiteral("job-name"), QStringLiteral("n")).ok());

    // Renaming the database keeps its job; dropping it drops the job.
    QVERIFY(catalog.renameDatabase(QStringLiteral("jobs"), QStringLiteral("作业")).ok());
    QCOMPARE(catalog.wirings(QStringLiteral("作业")).value.size(), 1);
    QCOMPARE(catalog.jobProfile(QStringLiteral("作业")).value.size(), 1);
    QVERIFY(catalog.dropDatabase(QStringLiteral("作业"), true).ok());
    QCOMPARE(rowCount(path(), QStringLiteral("wirings")), 0);
    QCOMPARE(rowCount(path(), QStringLiteral("job_profiles")), 0);
}

namespace {

/// Runs `sql` on a connection of its own, behind the catalog's back.
bool execRaw(const QString &location, const QString &sql)
{
    bool ok = false;
    test::rawScalar(location, sql, &ok);
    return ok;
}

} // namespace

void TestCatalogJob::jobIsReadWhole()
{
    Catalog catalog;
    QVERIFY(catalog.open(path()).ok());
    const QString db = QStringLiteral("default");
    QVERIFY(catalog.job(db).ok());
    QCOMPARE(catalog.job(db).value, StoredJob{});
    QCOMPARE(catalog.job(QStringLiteral("nope")).status.code(), CatalogErrorCode::NotFound);
    QVERIFY(catalog.put(db, oneColumnSpec(QStringLiteral("src")), Catalog::NewTable).ok());
    QVERIFY(catalog.put(db, oneColumnSpec(QStringLiteral("snk")), Catalog::NewTable).ok());
    QVERIFY(catalog.addWiring(db, QStringLiteral("src"), QStringLiteral("snk")).ok());
    QVERIFY(catalog.setJobOption(db, QStringLiteral("jar"), QStringLiteral("/opt/a.jar")).ok());
    const StoredJob expected{{{QStringLiteral("jar"), QStringLiteral("/opt/a.jar")}}, {{QStringLiteral("src"), QStringLiteral("snk")}}};
    QCOMPARE(catalog.job(QStringLiteral("DEFAULT")).value, expected);
    // The read transaction is over: another connection can write at once.
    Catalog other;
    QVERIFY(other.open(path()).ok());
    QVERIFY(other.setJobOption(db, QStringLiteral("jar"), QStringLiteral("/opt/b.jar")).ok());
    QCOMPARE(catalog.job(db).value.profile.value(QStringLiteral("jar")), QStringLiteral("/opt/b.jar"));
}

/// A database's snapshot (what `validate`, `job show` and `db set-target` read) holds its
/// tables, job, environments and connections as they were written, and nothing of another
/// database; a database that does not exist is NotFound.
void TestCatalogJob::databaseSnapshotIsOneDatabaseWhole()
{
    Catalog catalog;
    QVERIFY(catalog.open(path()).ok());
    const QString db = QStringLiteral("default");
    QVERIFY(catalog.createDatabase(QStringLiteral("other"), QString(), QString()).ok());
    QVERIFY(catalog.put(QStringLiteral("other"), oneColumnSpec(QStringLiteral("elsewhere")), Catalog::NewTable).ok());
    QVERIFY(catalog.put(db, oneColumnSpec(QStringLiteral("src")), Catalog::NewTable).ok());
    QVERIFY(catalog.put(db, oneColumnSpec(QStringLiteral("snk")), Catalog::NewTable).ok());
    QVERIFY(catalog.addWiring(db, QStringLiteral("src"), QStringLiteral("snk")).ok());
    QVERIFY(catalog.setJobOption(db, QStringLiteral("jar"), QStringLiteral("/opt/a.jar")).ok());
    QVERIFY(catalog.setVariable(db, QStringLiteral("dev"), QStringLiteral("BROKERS"), QStringLiteral("k:9092")).ok());
    QVERIFY(catalog.setConnectionOption(db, QStringLiteral("main"), QStringLiteral("kafka"), QStringLiteral("properties.bootstrap.servers"),
                                        QStringLiteral("${BROKERS}")).ok());

    const CatalogResult<DatabaseSnapshot> read = catalog.databaseSnapshot(QStringLiteral("DEFAULT"));
    QVERIFY(read.ok());
    QCOMPARE(read.value.info.name, db);
    QVERIFY(read.value.withContent);
    QCOMPARE(read.value.tables.size(), 2);
    QCOMPARE(read.value.tables.at(0).spec.name, QStringLiteral("snk"));
    QCOMPARE(read.value.tables.at(1).spec.name, QStringLiteral("src"));
    QCOMPARE(read.value.profile, (JobProfile{{QStringLiteral("jar"), QStringLiteral("/opt/a.jar")}}));
    QCOMPARE(read.value.wirings, (Wirings{{QStringLiteral("src"), QStringLiteral("snk")}}));
    QCOMPARE(read.value.environments,
             (Environments{Environment{QStringLiteral("dev"), {{QStringLiteral("BROKERS"), QStringLiteral("k:9092")}}}}));
    QCOMPARE(read.value.connections,
             (Connections{Connection{QStringLiteral("main"), QStringLiteral("kafka"),
                                     {{QStringLiteral("properties.bootstrap.servers"), QStringLiteral("${BROKERS}")}}}}));
    QCOMPARE(catalog.databaseSnapshot(QStringLiteral("nope")).status.code(), CatalogErrorCode::NotFound);
}

/// Issue 9: a job edited from a stale base (another program set options meanwhile) is refused
/// as a conflict that names the database and what changed, and nothing is written, even when
/// nothing was edited; a fresh base saves profile and wirings together.
void TestCatalogJob::saveJobRefusesStaleBase()
{
    Catalog catalog;
    const QString db = QStringLiteral("default");
    QVERIFY(openWithTablesABC(catalog, db));
    QVERIFY(catalog.setJobOption(db, QStringLiteral("jar"), QStringLiteral("/opt/old.jar")).ok());
    QVERIFY(catalog.addWiring(db, QStringLiteral("a"), QStringLiteral("b")).ok());
    const StoredJob base = catalog.job(db).value;

    // Meanwhile another program changes two options and a wiring.
    Catalog other;
    QVERIFY(other.open(path()).ok());
    QVERIFY(other.setJobOption(db, QStringLiteral("jar"), QStringLiteral("/opt/new.jar")).ok());
    QVERIFY(other.setJobOption(db, QStringLiteral("parallelism.default"), QStringLiteral("8")).ok());
    QVERIFY(other.addWiring(db, QStringLiteral("c"), QStringLiteral("b")).ok());
    const StoredJob theirs = other.job(db).value;

    // Saving the unedited base, or an edit of it, is refused; theirs stays.
    for (const StoredJob &edited : {base, StoredJob{{{QStringLiteral("job-name"), QStringLiteral("mine")}}, {{QStringLiteral("a"), QStringLiteral("c")}}}}) {
        const CatalogStatus status = catalog.saveJob(db, edited, base);
        QCOMPARE(status.code(), CatalogErrorCode::Conflict);
        const QString en = status.message(Language::En);
        QVERIFY2(en.contains(QStringLiteral("\"default\"")) && en.contains(QStringLiteral("jar, parallelism.default"))
                     && en.contains(QStringLiteral("c → b")) && en.contains(QStringLiteral("nothing was saved")),
                 qPrintable(en));
        QVERIFY(status.message(Language::Zh).contains(QStringLiteral("jar、parallelism.default")));
        QCOMPARE(catalog.job(db).value, theirs);
    }

    // On the fresh base the edit is saved whole: the profile replaced, the wirings in order.
    const StoredJob mine{{{QStringLiteral("jar"), QStringLiteral("/opt/mine.jar")}, {QStringLiteral("job-name"), QStringLiteral("j")}},
                         {{QStringLiteral("c"), QStringLiteral("a")}, {QStringLiteral("a"), QStringLiteral("b")}}};
    QVERIFY(catalog.saveJob(db, mine, theirs).ok());
    QCOMPARE(other.job(db).value, mine);
    QCOMPARE(rowCount(path(), QStringLiteral("wirings")), 2);
    // The old base is stale now for the other connection too.
    QCOMPARE(other.saveJob(db, theirs, theirs).code(), CatalogErrorCode::Conflict);
    // Only the order of the wirings changed elsewhere: still a conflict, and it says so.
    StoredJob reordered = mine;
    std::swap(reordered.wirings[0], reordered.wirings[1]);
    const CatalogStatus order = catalog.saveJob(db, mine, reordered);
    QCOMPARE(order.code(), CatalogErrorCode::Conflict);
    QVERIFY2(order.message(Language::En).contains(QStringLiteral("order of the wirings")), qPrintable(order.message(Language::En)));
    QCOMPARE(catalog.saveJob(QStringLiteral("nope"), mine, mine).code(), CatalogErrorCode::NotFound);
}

/// The profile and the wirings go in one transaction: a wiring that cannot be stored leaves the
/// profile as it was, never half of the job.
void TestCatalogJob::saveJobWritesAllOrNothing()
{
    Catalog catalog;
    QVERIFY(catalog.open(path()).ok());
    const QString db = QStringLiteral("default");
    QVERIFY(catalog.put(db, oneColumnSpec(QStringLiteral("a")), Catalog::NewTable).ok());
    QVERIFY(catalog.put(db, oneColumnSpec(QStringLiteral("b")), Catalog::NewTable).ok());
    QVERIFY(catalog.setJobOption(db, QStringLiteral("jar"), QStringLiteral("/opt/old.jar")).ok());
    const StoredJob base = catalog.job(db).value;
    const JobProfile profile{{QStringLiteral("jar"), QStringLiteral("/opt/new.jar")}};

    // A wiring to a missing table: NotFound, nothing written.
    QCOMPARE(catalog.saveJob(db, {profile, {{QStringLiteral("a"), QStringLiteral("gone")}}}, base).code(), CatalogErrorCode::NotFound);
    QCOMPARE(catalog.job(db).value, base);
    // The same wiring twice: refused, nothing written.
    const Wirings twice{{QStringLiteral("a"), QStringLiteral("b")}, {QStringLiteral("A"), QStringLiteral("B")}};
    QCOMPARE(catalog.saveJob(db, {profile, twice}, base).code(), CatalogErrorCode::AlreadyExists);
    QCOMPARE(catalog.job(db).value, base);
    // The storage fails on the wirings, after the profile was written: rolled back whole.
    if (test::CatalogPlace::onServer) {
        QVERIFY(execRaw(path(), QStringLiteral("CREATE FUNCTION no_wirings() RETURNS trigger LANGUAGE plpgsql"
                                               " AS 'BEGIN RAISE EXCEPTION ''no wirings''; END'")));
        QVERIFY(execRaw(path(), QStringLiteral("CREATE TRIGGER no_wirings BEFORE INSERT ON wirings FOR EACH ROW EXECUTE FUNCTION no_wirings()")));
    } else {
        QVERIFY(execRaw(path(), QStringLiteral("CREATE TRIGGER no_wirings BEFORE INSERT ON wirings BEGIN SELECT RAISE(ABORT, 'no wirings'); END")));
    }
    const CatalogStatus failed = catalog.saveJob(db, {profile, {{QStringLiteral("a"), QStringLiteral("b")}}}, base);
    QCOMPARE(failed.code(), CatalogErrorCode::Storage);
    QCOMPARE(catalog.job(db).value, base);
    QVERIFY(execRaw(path(), test::CatalogPlace::onServer ? QStringLiteral("DROP TRIGGER no_wirings ON wirings")
                                                         : QStringLiteral("DROP TRIGGER no_wirings")));
    QVERIFY(catalog.saveJob(db, {profile, {{QStringLiteral("a"), QStringLiteral("b")}}}, base).ok());
    QCOMPARE(catalog.job(db).value, (StoredJob{profile, {{QStringLiteral("a"), QStringLiteral("b")}}}));
}

QTEST_GUILESS_MAIN(TestCatalogJob)
#include "test_catalog_job.moc"

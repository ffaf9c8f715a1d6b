// The catalog commands of the real `streamtable` binary: db, table, search, export and
// validate --db; exit codes 0 / 1 / 2 with one clear line; both languages; the catalog
// location rules; and a process killed in the middle of a long run of saves.

#include "catalog/catalog.h"
#include "core/secrets.h"
#include "testsupport.h"

#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QProcessEnvironment>
#include <QRandomGenerator>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <csignal>
#include <iterator>
#include <memory>
#include <tuple>

using namespace st;

namespace {

using Run = testsupport::CliRun;
using testsupport::strings;

QString exampleFile(const QString &name)
{
    return testsupport::sourcePath(QStringLiteral("schemas/examples/%1.json").arg(name));
}

} // namespace

class TestCliCatalog : public QObject
{
    Q_OBJECT

private slots:
    void init();

    void databases();
    void putValidatesFirst();
    void databaseTargets();
    void tableLifecycle();
    void putNamesCaseInsensitively();
    void jsonOutput();
    void listedTimesAreTheStoredOnes();
    void listedColumnsLineUp();
    void search();
    void exportCommand();
    void exportReplacesLinksInOutput();
    void validateDatabase();
    void invisibleCharactersInNames_data();
    void invisibleCharactersInNames();
    void usageErrors_data();
    void usageErrors();
    void requestErrors_data();
    void requestErrors();
    void chineseMessages();
    void badCatalogFile();
    void catalogLocation();
    void killedDuringSaves_data();
    void killedDuringSaves();
    void putHasNoRepeatOption();
    void secretsAreGivenAtExportOnly();
    void environmentsGiveTheValues();
    void connectionsGiveTheirOptions();
    void upsertKafkaUsesAKafkaConnection();
    void passwordsBesideReferencesAreRefused();
    void interruptedExportLeavesNoTemporaries();

private:
    Run run(const QStringList &args, const QProcessEnvironment &env = QProcessEnvironment()) const;
    QProcessEnvironment environment() const;
    QString catalogFile() const { return m_dir->filePath(QStringLiteral("catalog.sqlite")); }
    /// `spec` as a spec file `name` in the test's folder; its path.
    QString writeSpecFile(const QString &name, const TableSpec &spec) const
    {
        return testsupport::writeFile(m_dir->filePath(name), spec.toJsonText());
    }
    QStringList withCatalog(const QStringList &args) const { return QStringList{QStringLiteral("--catalog"), catalogFile()} + args; }

    std::unique_ptr<QTemporaryDir> m_dir;
};

QProcessEnvironment TestCliCatalog::environment() const
{
    return testsupport::cliEnvironment(m_dir->filePath(QStringLiteral("xdg")));
}

Run TestCliCatalog::run(const QStringList &args, const QProcessEnvironment &env) const
{
    return testsupport::runCli(args, env.isEmpty() ? environment() : env);
}

void TestCliCatalog::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

void TestCliCatalog::databases()
{
    Run r = run(withCatalog({QStringLiteral("db"), QStringLiteral("list")}));
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains(QStringLiteral("default")), qPrintable(r.out));

    r = run(withCatalog({QStringLiteral("db"), QStringLiteral("create"), QStringLiteral("数据库"), QStringLiteral("--comment"), QStringLiteral("订单 data")}));
    QCOMPARE(r.exitCode, 0);
    r = run(withCatalog({QStringLiteral("db"), QStringLiteral("create"), QStringLiteral("DEFAULT")}));
    QCOMPARE(r.exitCode, 1);
    QCOMPARE(r.err.count(QLatin1Char('\n')), 1);
    QVERIFY(r.err.contains(QStringLiteral("already exists")));

    r = run(withCatalog({QStringLiteral("db"), QStringLiteral("rename"), QStringLiteral("数据库"), QStringLiteral("lake")}));
    QCOMPARE(r.exitCode, 0);
    r = run(withCatalog({QStringLiteral("db"), QStringLiteral("list")}));
    QVERIFY(r.out.contains(QStringLiteral("lake")));
    QVERIFY(r.out.contains(QStringLiteral("订单 data")));
    QVERIFY(!r.out.contains(QStringLiteral("数据库")));

    QCOMPARE(run(withCatalog({QStringLiteral("table"), QStringLiteral("put"), QStringLiteral("lake"), exampleFile(QStringLiteral("kafka-source"))})).exitCode, 0);
    r = run(withCatalog({QStringLiteral("db"), QStringLiteral("drop"), QStringLiteral("lake")}));
    QCOMPARE(r.exitCode, 1);
    QVERIFY(r.err.contains(QStringLiteral("--force")));
    QCOMPARE(r.err.count(QLatin1Char('\n')), 1);
    r = run(withCatalog({QStringLiteral("db"), QStringLiteral("drop"), QStringLiteral("lake"), QStringLiteral("--force")}));
    QCOMPARE(r.exitCode, 0);
    r = run(withCatalog({QStringLiteral("db"), QStringLiteral("list")}));
    QVERIFY(!r.out.contains(QStringLiteral("lake")));
}

/// Issue 11: a logical database has a target; its tables are checked, written and imported for
/// it. The facts are the platforms': Hudi 0.14 reads 'read.start-commit'
/// (FlinkOptions.READ_START_COMMIT), MRS 'read.streaming.start-commit' (seed 000);
/// flink-connector-kafka 3.x has no 'parallelism'.
void TestCliCatalog::databaseTargets()
{
    const auto cli = [this](const QStringList &args) { return run(withCatalog(args)); };
    QCOMPARE(cli(strings({"db", "create", "lake", "--target", "mrs"})).exitCode, 0);
    Run r = cli(strings({"db", "create", "x", "--target", "flink-0.1"}));
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(QStringLiteral("unknown target \"flink-0.1\"")), qPrintable(r.err));
    r = cli(strings({"db", "list", "--json"}));
    QMap<QString, QString> targets;
    for (const QJsonValue &d : QJsonDocument::fromJson(r.out.toUtf8()).array())
        targets.insert(d.toObject().value(QStringLiteral("name")).toString(), d.toObject().value(QStringLiteral("target")).toString());
    QCOMPARE(targets.value(QStringLiteral("lake")), QStringLiteral("mrs"));
    QCOMPARE(targets.value(QStringLiteral("default")), QStringLiteral("flink-1.18")); // the default target

    // A spec without a target is written for its database's.
    TableSpec hudi = testsupport::example(QStringLiteral("hudi-source"));
    hudi.target.clear();
    const QString hudiFile = m_dir->filePath(QStringLiteral("hudi.json"));
    {
        QFile f(hudiFile);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(hudi.toJsonText());
    }
    QCOMPARE(cli(QStringList{QStringLiteral("table"), QStringLiteral("put"), QStringLiteral("lake"), hudiFile}).exitCode, 0);
    QCOMPARE(cli(QStringList{QStringLiteral("table"), QStringLiteral("put"), QStringLiteral("default"), hudiFile}).exitCode, 0);
    r = cli(strings({"table", "show", "lake", "orders_hudi_stream"}));
    QVERIFY2(r.out.contains(QStringLiteral("'read.streaming.start-commit' = '20240301120000'")), qPrintable(r.out));
    r = cli(strings({"table", "show", "default", "orders_hudi_stream"}));
    QVERIFY2(r.out.contains(QStringLiteral("'read.start-commit' = '20240301120000'")), qPrintable(r.out));
    const QString out = m_dir->filePath(QStringLiteral("out"));
    QCOMPARE(cli(QStringList{QStringLiteral("export"), QStringLiteral("--out"), out}).exitCode, 0);
    QVERIFY(testsupport::readFile(out + QStringLiteral("/lake/orders_hudi_stream.sql")).contains("'read.streaming.start-commit'"));
    QVERIFY(testsupport::readFile(out + QStringLiteral("/default/orders_hudi_stream.sql")).contains("'read.start-commit'"));

    // A Kafka source with a parallelism fits EasyStream; switching to Flink 1.18 says which table
    // no longer fits and exits 1; the target is set, and the table stays as it was.
    QCOMPARE(cli(strings({"db", "create", "streams", "--target", "easystream"})).exitCode, 0);
    const QString kafkaFile = m_dir->filePath(QStringLiteral("kafka.json"));
    {
        QFile f(kafkaFile);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QJsonDocument(testsupport::applyPatch(testsupport::exampleJson(QStringLiteral("kafka-source")),
                                                      QJsonDocument::fromJson(R"({"options":{"parallelism":"3"}})").object()))
                    .toJson());
    }
    QCOMPARE(cli(QStringList{QStringLiteral("table"), QStringLiteral("put"), QStringLiteral("streams"), kafkaFile}).exitCode, 0);
    r = cli(QStringList{QStringLiteral("table"), QStringLiteral("put"), QStringLiteral("default"), kafkaFile});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(QStringLiteral("'parallelism' does not exist on Apache Flink 1.18")), qPrintable(r.err));
    r = cli(strings({"db", "set-target", "streams", "flink-1.18"}));
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.out.contains(QStringLiteral("error: orders/parallelism: 'parallelism' does not exist on Apache Flink 1.18")), qPrintable(r.out));
    QVERIFY2(r.out.contains(QStringLiteral("1 table(s) do not fit it yet: orders")), qPrintable(r.out));
    QCOMPARE(cli(strings({"validate", "--db", "streams"})).exitCode, 1);
    r = cli(strings({"db", "set-target", "streams", "easystream"}));
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(cli(strings({"validate", "--db", "streams"})).exitCode, 0);
    r = cli(strings({"db", "set-target", "streams", "nowhere"}));
    QCOMPARE(r.exitCode, 2);

    // Issue 49: Blink to Flink dropped enumerateNestedFiles = 'false' and fileSplitMinSize without
    // a word (the exported table then reads sub-folders). Every option the new target's DDL leaves
    // out is listed with the change, as the designer lists it before.
    QCOMPARE(cli(strings({"db", "create", "files", "--target", "blink"})).exitCode, 0);
    const QString hdfsFile = m_dir->filePath(QStringLiteral("hdfs.json"));
    {
        QFile f(hdfsFile);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QJsonDocument(testsupport::applyPatch(testsupport::exampleJson(QStringLiteral("hdfs-csv-source")),
                                                      QJsonDocument::fromJson(R"({"options":{"enumerateNestedFiles":"false","fileSplitMinSize":"134217728"}})").object()))
                    .toJson());
    }
    r = cli(QStringList{QStringLiteral("table"), QStringLiteral("put"), QStringLiteral("files"), hdfsFile});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    r = cli(strings({"db", "set-target", "files", "flink-1.18"}));
    QVERIFY2(r.out.contains(QStringLiteral("warning: hdfs_source/enumerateNestedFiles: 'enumerateNestedFiles' is not written for Apache Flink 1.18")),
             qPrintable(r.out));
    QVERIFY2(r.out.contains(QStringLiteral("warning: hdfs_source/fileSplitMinSize: 'fileSplitMinSize' is not written for Apache Flink 1.18")),
             qPrintable(r.out));

    // Import reads the keys of the database's target back into the spec's.
    QCOMPARE(cli(strings({"db", "create", "apache", "--target", "flink-2.0"})).exitCode, 0);
    const QString ddl = testsupport::sourcePath(QStringLiteral("tests/golden/ddl/kafka-large/flink-2.0.sql"));
    r = cli(QStringList{QStringLiteral("import"), ddl, QStringLiteral("--db"), QStringLiteral("apache")});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    r = cli(strings({"table", "show", "apache", "user_behavior_events", "--json"}));
    TableSpec imported;
    QString error;
    QVERIFY2(TableSpec::fromJsonText(r.out.toUtf8(), &imported, &error), qPrintable(error));
    QCOMPARE(imported.options.value(QStringLiteral("parallelism")), QStringLiteral("12"));
    QVERIFY(!imported.options.contains(QStringLiteral("scan.parallelism")));
}

void TestCliCatalog::putValidatesFirst()
{
    // A source reading group offsets (the default) without a group id is an error: nothing is saved.
    const QString bad = m_dir->filePath(QStringLiteral("bad.json"));
    {
        QFile f(bad);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QJsonDocument(testsupport::applyPatch(testsupport::exampleJson(QStringLiteral("kafka-source")),
                                                      QJsonDocument::fromJson(R"({"options":{"properties.group.id":null,"scan.startup.mode":null}})").object()))
                    .toJson());
    }
    Run r = run(withCatalog({QStringLiteral("table"), QStringLiteral("put"), QStringLiteral("default"), bad}));
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(QStringLiteral("error: properties.group.id: ")), qPrintable(r.err));
    for (const QString &line : r.err.split(QLatin1Char('\n'), Qt::SkipEmptyParts))
        QVERIFY2(line.startsWith(QLatin1String("error: ")) || line.startsWith(QLatin1String("warning: ")) || line.startsWith(QLatin1String("streamtable: ")), qPrintable(line));
    r = run(withCatalog({QStringLiteral("table"), QStringLiteral("list"), QStringLiteral("default"), QStringLiteral("--json")}));
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(QJsonDocument::fromJson(r.out.toUtf8()).array().size(), 0);
}

void TestCliCatalog::putNamesCaseInsensitively()
{
    const QString source = exampleFile(QStringLiteral("kafka-source"));
    const TableSpec spec = testsupport::example(QStringLiteral("kafka-source"));
    QCOMPARE(run(withCatalog({QStringLiteral("table"), QStringLiteral("put"), QStringLiteral("default"), source})).exitCode, 0);
    Run r;
    // The same table spelled in other case: saved as its next revision, and said so.
    QJsonObject upper = testsupport::exampleJson(QStringLiteral("kafka-source"));
    upper.insert(QStringLiteral("name"), spec.name.toUpper());
    const QString upperFile = m_dir->filePath(QStringLiteral("upper.json"));
    {
        QFile f(upperFile);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QJsonDocument(upper).toJson());
    }
    r = run(withCatalog({QStringLiteral("table"), QStringLiteral("put"), QStringLiteral("default"), upperFile}));
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.err.contains(QStringLiteral("names compare ignoring case")), qPrintable(r.err));
    QVERIFY2(r.out.contains(QStringLiteral("revision 2")), qPrintable(r.out + r.err));
    QVERIFY(run(withCatalog({QStringLiteral("table"), QStringLiteral("put"), QStringLiteral("default"), source})).exitCode == 0);
}

void TestCliCatalog::tableLifecycle()
{
    const QString source = exampleFile(QStringLiteral("kafka-source"));
    const TableSpec spec = testsupport::example(QStringLiteral("kafka-source"));
    Run r = run(withCatalog({QStringLiteral("table"), QStringLiteral("put"), QStringLiteral("default"), source}));
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains(QStringLiteral("revision 1")));
    // Revision 2 changes the comment (a restore of revision 1 then has something to write).
    QJsonObject changed = testsupport::exampleJson(QStringLiteral("kafka-source"));
    changed.insert(QStringLiteral("comment"), QStringLiteral("second revision"));
    const QString changedFile = m_dir->filePath(QStringLiteral("changed.json"));
    {
        QFile f(changedFile);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QJsonDocument(changed).toJson());
    }
    r = run(withCatalog({QStringLiteral("table"), QStringLiteral("put"), QStringLiteral("default"), changedFile, QStringLiteral("--revision"), QStringLiteral("1")}));
    QCOMPARE(r.exitCode, 0);
    // A save based on a stale revision is a conflict naming the table.
    r = run(withCatalog({QStringLiteral("table"), QStringLiteral("put"), QStringLiteral("default"), source, QStringLiteral("--revision"), QStringLiteral("1")}));
    QCOMPARE(r.exitCode, 1);
    QVERIFY(r.err.contains(QStringLiteral("Conflict")));
    QVERIFY(r.err.contains(spec.name));
    r = run(withCatalog({QStringLiteral("table"), QStringLiteral("put"), QStringLiteral("default"), source, QStringLiteral("--revision"), QStringLiteral("0")}));
    QCOMPARE(r.exitCode, 1);

    r = run(withCatalog({QStringLiteral("table"), QStringLiteral("list"), QStringLiteral("default")}));
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains(spec.name));
    QVERIFY(r.out.contains(QStringLiteral("kafka")));

    r = run(withCatalog({QStringLiteral("table"), QStringLiteral("show"), QStringLiteral("default"), spec.name}));
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.startsWith(QStringLiteral("CREATE TABLE")));
    r = run(withCatalog({QStringLiteral("table"), QStringLiteral("show"), QStringLiteral("default"), spec.name.toUpper(), QStringLiteral("--json")}));
    QCOMPARE(r.exitCode, 0);
    TableSpec shown;
    QVERIFY(TableSpec::fromJsonText(r.out.toUtf8(), &shown, static_cast<QString *>(nullptr)));
    TableSpec second = spec;
    second.comment = QStringLiteral("second revision");
    QCOMPARE(shown, second);

    r = run(withCatalog({QStringLiteral("table"), QStringLiteral("restore"), QStringLiteral("default"), spec.name, QStringLiteral("1")}));
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains(QStringLiteral("revision 3")));
    r = run(withCatalog({QStringLiteral("table"), QStringLiteral("history"), QStringLiteral("default"), spec.name}));
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains(QStringLiteral("restored from revision 1")));
    QCOMPARE(r.out.count(QStringLiteral(" UTC")), 3);
    // Restoring the latest revision writes nothing, and says so.
    r = run(withCatalog({QStringLiteral("table"), QStringLiteral("restore"), QStringLiteral("default"), spec.name, QStringLiteral("3")}));
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains(QStringLiteral("nothing was written")), qPrintable(r.out));
    r = run(withCatalog({QStringLiteral("table"), QStringLiteral("history"), QStringLiteral("default"), spec.name}));
    QCOMPARE(r.out.count(QStringLiteral(" UTC")), 3);
    r = run(withCatalog({QStringLiteral("table"), QStringLiteral("show"), QStringLiteral("default"), spec.name, QStringLiteral("--revision"), QStringLiteral("2")}));
    QCOMPARE(r.exitCode, 0);

    r = run(withCatalog({QStringLiteral("table"), QStringLiteral("drop"), QStringLiteral("default"), spec.name}));
    QCOMPARE(r.exitCode, 0);
    r = run(withCatalog({QStringLiteral("table"), QStringLiteral("show"), QStringLiteral("default"), spec.name}));
    QCOMPARE(r.exitCode, 1);
    QVERIFY(r.err.contains(spec.name));
}

void TestCliCatalog::jsonOutput()
{
    QCOMPARE(run(withCatalog({QStringLiteral("table"), QStringLiteral("put"), QStringLiteral("default"), exampleFile(QStringLiteral("hudi-sink"))})).exitCode, 0);
    Run r = run(withCatalog({QStringLiteral("--json"), QStringLiteral("db"), QStringLiteral("list")}));
    QCOMPARE(r.exitCode, 0);
    const QJsonArray dbs = QJsonDocument::fromJson(r.out.toUtf8()).array();
    QCOMPARE(dbs.size(), 1);
    QCOMPARE(dbs.at(0).toObject().value(QLatin1String("tables")).toInt(), 1);

    r = run(withCatalog({QStringLiteral("table"), QStringLiteral("list"), QStringLiteral("default"), QStringLiteral("--json")}));
    const QJsonObject table = QJsonDocument::fromJson(r.out.toUtf8()).array().at(0).toObject();
    QCOMPARE(table.value(QLatin1String("connector")).toString(), QStringLiteral("hudi"));
    QCOMPARE(table.value(QLatin1String("role")).toString(), QStringLiteral("sink"));
    QCOMPARE(table.value(QLatin1String("revision")).toInt(), 1);
    QVERIFY(QDateTime::fromString(table.value(QLatin1String("savedAt")).toString(), Qt::ISODateWithMs).isValid());

    r = run(withCatalog({QStringLiteral("--json"), QStringLiteral("table"), QStringLiteral("history"), QStringLiteral("default"), table.value(QLatin1String("name")).toString()}));
    QCOMPARE(QJsonDocument::fromJson(r.out.toUtf8()).array().size(), 1);

    // Changes report themselves as JSON objects too.
    r = run(withCatalog({QStringLiteral("--json"), QStringLiteral("db"), QStringLiteral("create"), QStringLiteral("湖")}));
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(QJsonDocument::fromJson(r.out.toUtf8()).object().value(QLatin1String("created")).toString(), QStringLiteral("湖"));
    r = run(withCatalog({QStringLiteral("--json"), QStringLiteral("table"), QStringLiteral("put"), QStringLiteral("湖"), exampleFile(QStringLiteral("hudi-sink"))}));
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(QJsonDocument::fromJson(r.out.toUtf8()).object().value(QLatin1String("revision")).toInt(), 1);
}

/// `table list` and `db list` read the stored times themselves (SQLite's text, the catalog's
/// `yyyy-MM-ddTHH:mm:ss.zzzZ`) and write the calendar fields themselves: the edges of the
/// calendar come out as QDateTime gives them, and a stored time of another form is read as
/// QDateTime reads it.
void TestCliCatalog::listedTimesAreTheStoredOnes()
{
    struct Stamp
    {
        const char *stored;
        const char *text; ///< the SAVED column
        const char *json; ///< savedAt / createdAt
    };
    const Stamp stamps[] = {
        {"2024-02-29T23:59:59.999Z", "2024-02-29 23:59:59 UTC", "2024-02-29T23:59:59.999Z"}, // leap day
        {"2000-02-29T12:00:00.000Z", "2000-02-29 12:00:00 UTC", "2000-02-29T12:00:00.000Z"}, // leap by 400
        {"1900-03-01T00:00:00.001Z", "1900-03-01 00:00:00 UTC", "1900-03-01T00:00:00.001Z"},
        {"1969-12-31T23:59:59.999Z", "1969-12-31 23:59:59 UTC", "1969-12-31T23:59:59.999Z"}, // before 1970
        {"0001-01-01T00:00:00.000Z", "0001-01-01 00:00:00 UTC", "0001-01-01T00:00:00.000Z"},
        {"9999-12-31T23:59:59.999Z", "9999-12-31 23:59:59 UTC", "9999-12-31T23:59:59.999Z"},
        {"2026-05-01T12:30:00+02:00", "2026-05-01 10:30:00 UTC", "2026-05-01T10:30:00.000Z"}, // another form
        {"2100-02-29T00:00:00.000Z", "", ""}, // no such day
        {"2026-13-01T00:00:00.000Z", "", ""}, // no such month
    };
    const int count = int(std::size(stamps));
    {
        Catalog catalog;
        QVERIFY(catalog.open(catalogFile()).ok());
        QVERIFY(catalog.createDatabase(QStringLiteral("times"), QString(), QString()).ok());
        for (int i = 0; i < count; ++i) {
            TableSpec spec;
            QString error;
            QVERIFY2(TableSpec::fromJson(testsupport::exampleJson(QStringLiteral("kafka-source")), &spec, &error), qPrintable(error));
            spec.name = QStringLiteral("t%1").arg(i);
            QVERIFY(catalog.put(QStringLiteral("times"), spec, Catalog::NewTable).ok());
        }
    }
    {
        const QString connection = QStringLiteral("times");
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
            db.setDatabaseName(catalogFile());
            QVERIFY(db.open());
            QSqlQuery q(db);
            for (int i = 0; i < count; ++i) {
                q.prepare(QStringLiteral("UPDATE tables SET saved_at = ?, created_at = ? WHERE name = ?"));
                q.addBindValue(QString::fromLatin1(stamps[i].stored));
                q.addBindValue(QString::fromLatin1(stamps[i].stored));
                q.addBindValue(QStringLiteral("t%1").arg(i));
                QVERIFY(q.exec());
                QCOMPARE(q.numRowsAffected(), 1);
            }
            q.prepare(QStringLiteral("UPDATE databases SET created_at = ? WHERE name = 'times'"));
            q.addBindValue(QString::fromLatin1(stamps[3].stored));
            QVERIFY(q.exec());
            db.close();
        }
        QSqlDatabase::removeDatabase(connection);
    }

    Run r = run(withCatalog(strings({"table", "list", "times"})));
    QCOMPARE(r.exitCode, 0);
    const QStringList lines = r.out.split(QLatin1Char('\n'));
    QCOMPARE(lines.size(), count + 2); // the header, the tables, the empty rest after the last newline
    for (int i = 0; i < count; ++i) {
        const QString line = lines.at(i + 1);
        QVERIFY2(line.startsWith(QStringLiteral("t%1 ").arg(i)), qPrintable(line));
        // The revision padded to REVISION's width, then the time (nothing for an invalid one).
        QVERIFY2(line.endsWith(QLatin1String("  1         ") + QLatin1String(stamps[i].text)), qPrintable(line));
    }

    r = run(withCatalog(strings({"--json", "table", "list", "times"})));
    QCOMPARE(r.exitCode, 0);
    const QJsonArray tables = QJsonDocument::fromJson(r.out.toUtf8()).array();
    QCOMPARE(tables.size(), count);
    for (int i = 0; i < count; ++i) {
        const QJsonObject t = tables.at(i).toObject();
        QCOMPARE(t.value(QLatin1String("name")).toString(), QStringLiteral("t%1").arg(i));
        QCOMPARE(t.value(QLatin1String("savedAt")).toString(), QString::fromLatin1(stamps[i].json));
        QCOMPARE(t.value(QLatin1String("createdAt")).toString(), QString::fromLatin1(stamps[i].json));
    }

    r = run(withCatalog(strings({"--json", "db", "list"})));
    QCOMPARE(r.exitCode, 0);
    bool found = false;
    for (const QJsonValue &d : QJsonDocument::fromJson(r.out.toUtf8()).array()) {
        if (d.toObject().value(QLatin1String("name")).toString() != QLatin1String("times"))
            continue;
        found = true;
        QCOMPARE(d.toObject().value(QLatin1String("createdAt")).toString(), QString::fromLatin1(stamps[3].json));
        QCOMPARE(d.toObject().value(QLatin1String("tables")).toInt(), count);
    }
    QVERIFY(found);
}

/// `table list` pads each name to the widest as a terminal shows them: an accent written apart
/// (a combining mark) takes no column of its own, a Chinese character takes two.
void TestCliCatalog::listedColumnsLineUp()
{
    struct Listed
    {
        QString name;
        int columns; ///< how many columns a terminal shows it in, counted by hand
    };
    const Listed names[] = {{QStringLiteral("cafe_orders"), 11},
                            {QStringLiteral("caf\u00e9_orders"), 11},          // é as one character
                            {QStringLiteral("Rena\u0301e_clicks"), 12},        // á as a and a combining accent
                            {QStringLiteral("\u8ba2\u5355_orders"), 11}};      // 订单: two columns each
    QCOMPARE(run(withCatalog(strings({"db", "create", "widths"}))).exitCode, 0);
    for (const Listed &listed : names) {
        QJsonObject json = testsupport::exampleJson(QStringLiteral("kafka-source"));
        json.insert(QStringLiteral("name"), listed.name);
        const QString spec = m_dir->filePath(QStringLiteral("spec.json"));
        QFile f(spec);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(QJsonDocument(json).toJson());
        f.close();
        const Run put = run(withCatalog({QStringLiteral("table"), QStringLiteral("put"), QStringLiteral("widths"), spec}));
        QVERIFY2(put.exitCode == 0, qPrintable(put.err));
    }
    const Run r = run(withCatalog(strings({"table", "list", "widths"})));
    QCOMPARE(r.exitCode, 0);
    const QStringList lines = r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 5);
    const int widest = 12;
    for (const Listed &listed : names) {
        const auto line = std::find_if(lines.cbegin(), lines.cend(), [&](const QString &l) { return l.startsWith(listed.name + QLatin1Char(' ')); });
        QVERIFY2(line != lines.cend(), qPrintable(listed.name));
        // The name, spaces to the widest name, two spaces, then the data source type.
        QCOMPARE(line->mid(listed.name.size()), QString(widest - listed.columns + 2, QLatin1Char(' ')) + line->mid(line->indexOf(QLatin1String("kafka"))));
    }
}

void TestCliCatalog::search()
{
    QCOMPARE(run(withCatalog({QStringLiteral("db"), QStringLiteral("create"), QStringLiteral("lake")})).exitCode, 0);
    QCOMPARE(run(withCatalog({QStringLiteral("table"), QStringLiteral("put"), QStringLiteral("default"), exampleFile(QStringLiteral("kafka-source"))})).exitCode, 0);
    QCOMPARE(run(withCatalog({QStringLiteral("table"), QStringLiteral("put"), QStringLiteral("lake"), exampleFile(QStringLiteral("hudi-sink"))})).exitCode, 0);
    Run r = run(withCatalog({QStringLiteral("--json"), QStringLiteral("search"), QStringLiteral("ORDERS")}));
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(QJsonDocument::fromJson(r.out.toUtf8()).array().size(), 2);
    r = run(withCatalog({QStringLiteral("--json"), QStringLiteral("search"), QStringLiteral("--connector"), QStringLiteral("hudi")}));
    const QJsonArray found = QJsonDocument::fromJson(r.out.toUtf8()).array();
    QCOMPARE(found.size(), 1);
    QCOMPARE(found.at(0).toObject().value(QLatin1String("database")).toString(), QStringLiteral("lake"));
    // An unknown connector is a mistake to point out, not an empty result: a usage error, as an
    // unknown --dialect is.
    r = run(withCatalog({QStringLiteral("search"), QStringLiteral("--connector"), QStringLiteral("pulsar")}));
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(QStringLiteral("unknown connector \"pulsar\"")), qPrintable(r.err));
}

void TestCliCatalog::exportCommand()
{
    QCOMPARE(run(withCatalog({QStringLiteral("db"), QStringLiteral("create"), QStringLiteral("订单/库")})).exitCode, 0);
    QCOMPARE(run(withCatalog({QStringLiteral("table"), QStringLiteral("put"), QStringLiteral("订单/库"), exampleFile(QStringLiteral("kafka-source"))})).exitCode, 0);
    QCOMPARE(run(withCatalog({QStringLiteral("table"), QStringLiteral("put"), QStringLiteral("default"), exampleFile(QStringLiteral("hudi-sink"))})).exitCode, 0);
    const TableSpec kafka = testsupport::example(QStringLiteral("kafka-source"));
    const TableSpec hudi = testsupport::example(QStringLiteral("hudi-sink"));

    const QString out = m_dir->filePath(QStringLiteral("out"));
    Run r = run(withCatalog({QStringLiteral("export"), QStringLiteral("--out"), out}));
    QCOMPARE(r.exitCode, 0);
    QVERIFY(QFile::exists(out + QStringLiteral("/订单_库/") + kafka.name + QStringLiteral(".sql")));
    QVERIFY(QFile::exists(out + QStringLiteral("/default/") + hudi.name + QStringLiteral(".sql")));
    QVERIFY2(r.out.endsWith(QStringLiteral("exported 2 table(s) into 2 file(s)\n")), qPrintable(r.out));
    QVERIFY2(!r.out.contains(QStringLiteral("kept as they were")), qPrintable(r.out));
    // Again, with one table changed: the other file holds its table already and is kept, said so.
    TableSpec changedHudi = hudi;
    changedHudi.comment = QStringLiteral("changed before the second export");
    const QString changedFile = m_dir->filePath(QStringLiteral("hudi-changed.json"));
    testsupport::writeFile(changedFile, changedHudi.toJsonText());
    QCOMPARE(run(withCatalog({QStringLiteral("table"), QStringLiteral("put"), QStringLiteral("default"), changedFile})).exitCode, 0);
    r = run(withCatalog({QStringLiteral("export"), QStringLiteral("--out"), out}));
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains(QStringLiteral("1 of the files held what was exported already and were kept as they were\n")), qPrintable(r.out));
    r = run(withCatalog({QStringLiteral("--json"), QStringLiteral("export"), QStringLiteral("--out"), out}));
    const QJsonArray filesAgain = QJsonDocument::fromJson(r.out.toUtf8()).object().value(QLatin1String("files")).toArray();
    QCOMPARE(filesAgain.size(), 2);
    for (const QJsonValue &f : filesAgain)
        QVERIFY2(f.toObject().value(QLatin1String("unchanged")).toBool(), qPrintable(r.out));

    const QString perDb = m_dir->filePath(QStringLiteral("per-db"));
    r = run(withCatalog({QStringLiteral("export"), QStringLiteral("--out"), perDb, QStringLiteral("--per-database"), QStringLiteral("--db"), QStringLiteral("订单/库")}));
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(QDir(perDb).entryList(QDir::Files), QStringList{QStringLiteral("订单_库.sql")});
    QFile file(perDb + QStringLiteral("/订单_库.sql"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(file.readAll());
    QVERIFY(text.startsWith(QStringLiteral("CREATE DATABASE IF NOT EXISTS `订单/库`;\nUSE `订单/库`;\n\nCREATE TABLE")));

    r = run(withCatalog({QStringLiteral("--json"), QStringLiteral("export"), QStringLiteral("--out"), m_dir->filePath(QStringLiteral("j"))}));
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(QJsonDocument::fromJson(r.out.toUtf8()).object().value(QLatin1String("files")).toArray().size(), 2);

    // A table the dialect cannot write: reported, exit 1; the others are written.
    r = run(withCatalog({QStringLiteral("export"), QStringLiteral("--out"), m_dir->filePath(QStringLiteral("b")), QStringLiteral("--dialect"), QStringLiteral("blink")}));
    QCOMPARE(r.exitCode, 1);
    QVERIFY(r.err.startsWith(QStringLiteral("error: ")));
    QVERIFY(r.err.contains(kafka.name));

    // A file that cannot be written: exit 2 naming it.
    QVERIFY(QDir().mkpath(m_dir->filePath(QStringLiteral("x/default/")) + hudi.name + QStringLiteral(".sql")));
    r = run(withCatalog({QStringLiteral("export"), QStringLiteral("--out"), m_dir->filePath(QStringLiteral("x")), QStringLiteral("--db"), QStringLiteral("default")}));
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.err.contains(hudi.name + QStringLiteral(".sql")));
}

void TestCliCatalog::validateDatabase()
{
    {
        // Store a spec the CLI would refuse, as an older program or another tool could have.
        Catalog catalog;
        QVERIFY(catalog.open(catalogFile()).ok());
        QVERIFY(catalog.put(QStringLiteral("default"), testsupport::example(QStringLiteral("kafka-source")), Catalog::NewTable).ok());
        TableSpec broken = testsupport::example(QStringLiteral("kafka-sink"));
        broken.options.remove(QStringLiteral("topic"));
        QVERIFY(catalog.put(QStringLiteral("default"), broken, Catalog::NewTable).ok());
    }
    const TableSpec sink = testsupport::example(QStringLiteral("kafka-sink"));
    Run r = run(withCatalog({QStringLiteral("validate"), QStringLiteral("--db"), QStringLiteral("default")}));
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.out.contains(QStringLiteral("error: %1/topic: ").arg(sink.name)), qPrintable(r.out));
    r = run(withCatalog({QStringLiteral("validate"), QStringLiteral("--db"), QStringLiteral("default"), QStringLiteral("--json")}));
    QCOMPARE(r.exitCode, 1);
    const QJsonArray diagnostics = QJsonDocument::fromJson(r.out.toUtf8()).array();
    QVERIFY(!diagnostics.isEmpty());
    QCOMPARE(diagnostics.at(0).toObject().value(QLatin1String("table")).toString(), sink.name);
    r = run(withCatalog({QStringLiteral("validate"), QStringLiteral("--db"), QStringLiteral("nope")}));
    QCOMPARE(r.exitCode, 1);
}

void TestCliCatalog::exportReplacesLinksInOutput()
{
    QCOMPARE(run(withCatalog({QStringLiteral("table"), QStringLiteral("put"), QStringLiteral("default"), exampleFile(QStringLiteral("kafka-source"))})).exitCode, 0);
    const QString out = m_dir->filePath(QStringLiteral("out"));
    const QString elsewhere = m_dir->filePath(QStringLiteral("elsewhere"));
    QVERIFY(QDir().mkpath(out + QStringLiteral("/default")));
    const testsupport::LinkVictim victim(elsewhere + QStringLiteral("/victim"), "mine\n");

    // A link to a file and a dangling link: both replaced by the exported files.
    QVERIFY(QFile::link(victim.path, out + QStringLiteral("/default/orders.sql")));
    QVERIFY(QFile::link(elsewhere + QStringLiteral("/new.sql"), out + QStringLiteral("/default.sql")));
    Run r = run(withCatalog({QStringLiteral("export"), QStringLiteral("--out"), out}));
    QCOMPARE(r.exitCode, 0);
    r = run(withCatalog({QStringLiteral("export"), QStringLiteral("--out"), out, QStringLiteral("--per-database")}));
    QCOMPARE(r.exitCode, 0);
    for (const QString &file : {QStringLiteral("/default/orders.sql"), QStringLiteral("/default.sql")}) {
        QVERIFY2(!QFileInfo(out + file).isSymLink(), qPrintable(file));
        QVERIFY(testsupport::readFile(out + file).contains("CREATE TABLE"));
    }
    QVERIFY(victim.untouched());
    QVERIFY(!QFileInfo::exists(elsewhere + QStringLiteral("/new.sql")));

    // A link where the database's folder goes: refused (exit 2, the link named), nothing written.
    const QString linked = m_dir->filePath(QStringLiteral("linked"));
    QVERIFY(QDir().mkpath(linked));
    QVERIFY(QFile::link(elsewhere, linked + QStringLiteral("/default")));
    r = run(withCatalog({QStringLiteral("export"), QStringLiteral("--out"), linked}));
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(QStringLiteral("is a link")), qPrintable(r.err));
    QCOMPARE(QDir(elsewhere).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot), QStringList{QStringLiteral("victim")});
    QVERIFY(victim.untouched());
}

void TestCliCatalog::invisibleCharactersInNames_data()
{
    QTest::addColumn<QString>("character");
    QTest::addColumn<QString>("escape");
    QTest::newRow("U+200B") << QStringLiteral("\u200B") << QStringLiteral("\\u200B");
    QTest::newRow("U+202E") << QStringLiteral("\u202E") << QStringLiteral("\\u202E");
    QTest::newRow("U+FEFF") << QString(QChar(0xfeff)) << QStringLiteral("\\uFEFF");
}

/// `validate` and `table put` refuse the same names, and say so with the character escaped.
void TestCliCatalog::invisibleCharactersInNames()
{
    QFETCH(QString, character);
    QFETCH(QString, escape);
    const QString name = QStringLiteral("ord") + character + QStringLiteral("ers");
    QJsonObject json = testsupport::exampleJson(QStringLiteral("kafka-source"));
    json.insert(QStringLiteral("name"), name);
    const QString spec = m_dir->filePath(QStringLiteral("spec.json"));
    {
        QFile f(spec);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QJsonDocument(json).toJson());
    }
    const QList<Run> runs{run({QStringLiteral("validate"), spec}),
                          run(withCatalog({QStringLiteral("table"), QStringLiteral("put"), QStringLiteral("default"), spec})),
                          run(withCatalog({QStringLiteral("db"), QStringLiteral("create"), name})),
                          run(withCatalog({QStringLiteral("table"), QStringLiteral("show"), QStringLiteral("default"), name})),
                          run(withCatalog({QStringLiteral("--lang"), QStringLiteral("zh"), QStringLiteral("db"), QStringLiteral("create"), name}))};
    for (const Run &r : runs) {
        QCOMPARE(r.exitCode, 1);
        const QString said = r.out + r.err;
        QVERIFY2(said.contains(escape), qPrintable(said));
        QVERIFY2(!said.contains(character), qPrintable(said));
    }
    QVERIFY2(runs.at(0).out.contains(QStringLiteral("error: name: ")), qPrintable(runs.at(0).out));
    QCOMPARE(run(withCatalog({QStringLiteral("table"), QStringLiteral("list"), QStringLiteral("default")})).out.count(QLatin1Char('\n')), 1);
}

void TestCliCatalog::usageErrors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::newRow("db without sub-command") << strings({"db"});
    QTest::newRow("unknown db command") << strings({"db", "frob"});
    QTest::newRow("db create without name") << strings({"db", "create"});
    QTest::newRow("db create extra word") << strings({"db", "create", "a", "b"});
    QTest::newRow("comment without value") << strings({"db", "create", "a", "--comment"});
    QTest::newRow("unknown option") << strings({"db", "list", "--bogus"});
    QTest::newRow("unknown table command") << strings({"table", "frob"});
    QTest::newRow("table put without spec") << strings({"table", "put", "default"});
    QTest::newRow("unreadable spec") << strings({"table", "put", "default", "/nonexistent/spec.json"});
    QTest::newRow("bad revision") << strings({"table", "show", "default", "t", "--revision", "abc"});
    QTest::newRow("bad restore revision") << strings({"table", "restore", "default", "t", "0"});
    QTest::newRow("search without text") << strings({"search"});
    QTest::newRow("export without out") << strings({"export"});
    QTest::newRow("export to an unknown dialect") << strings({"export", "--out", "/tmp", "--dialect", "bogus"});
    QTest::newRow("export to an empty folder name") << QStringList{QStringLiteral("export"), QStringLiteral("--out"), QString()};
    QTest::newRow("show in an unknown dialect") << strings({"table", "show", "default", "t", "--dialect", "nope"});
    QTest::newRow("search an unknown connector") << strings({"search", "--connector", "pulsar"});
}

void TestCliCatalog::usageErrors()
{
    QFETCH(QStringList, args);
    const Run r = run(withCatalog(args));
    QCOMPARE(r.exitCode, 2);
    QCOMPARE(r.out, QString());
    QCOMPARE(r.err.count(QLatin1Char('\n')), 1);
    QVERIFY2(r.err.startsWith(QStringLiteral("streamtable: ")), qPrintable(r.err));
}

void TestCliCatalog::requestErrors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("words");
    QTest::newRow("no such database") << strings({"table", "list", "nope"}) << "nope";
    QTest::newRow("no such table") << strings({"table", "show", "default", "nope"}) << "nope";
    QTest::newRow("drop missing table") << strings({"table", "drop", "default", "nope"}) << "nope";
    QTest::newRow("history of missing table") << strings({"table", "history", "default", "nope"}) << "nope";
    QTest::newRow("rename missing database") << strings({"db", "rename", "nope", "x"}) << "nope";
    QTest::newRow("invalid database name") << strings({"db", "create", " "}) << "empty";
    QTest::newRow("export unknown database") << strings({"export", "--out", "unused", "--db", "nope"}) << "nope";
}

void TestCliCatalog::requestErrors()
{
    QFETCH(QStringList, args);
    QFETCH(QString, words);
    const Run r = run(withCatalog(args));
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(words), qPrintable(r.err));
    QCOMPARE(r.err.count(QLatin1Char('\n')), 1);
}

void TestCliCatalog::chineseMessages()
{
    Run r = run(withCatalog({QStringLiteral("--lang"), QStringLiteral("zh"), QStringLiteral("db"), QStringLiteral("create"), QStringLiteral("default")}));
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(QStringLiteral("逻辑库“default”已存在")), qPrintable(r.err));
    r = run(withCatalog({QStringLiteral("--lang"), QStringLiteral("zh"), QStringLiteral("db"), QStringLiteral("list")}));
    QVERIFY(r.out.contains(QStringLiteral("名称")));
    r = run(withCatalog({QStringLiteral("--lang"), QStringLiteral("zh"), QStringLiteral("db"), QStringLiteral("frob")}));
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.err.contains(QStringLiteral("未知")));
    // The environment's language is the default.
    QProcessEnvironment env = environment();
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("zh_CN.UTF-8"));
    r = run(withCatalog({QStringLiteral("table"), QStringLiteral("list"), QStringLiteral("nope")}), env);
    QVERIFY2(r.err.contains(QStringLiteral("不存在")), qPrintable(r.err));
}

void TestCliCatalog::badCatalogFile()
{
    const QString file = m_dir->filePath(QStringLiteral("notes.txt"));
    {
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("just some notes\n");
    }
    const Run r = run({QStringLiteral("--catalog"), file, QStringLiteral("db"), QStringLiteral("create"), QStringLiteral("x")});
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.err.contains(file));
    QVERIFY(r.err.contains(QStringLiteral("not a SQLite database")));
    QFile f(file);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), QByteArray("just some notes\n"));

    const Run missing = run({QStringLiteral("--catalog"), m_dir->filePath(QStringLiteral("no/such/c.sqlite")), QStringLiteral("db"), QStringLiteral("list")});
    QCOMPARE(missing.exitCode, 2);
    QVERIFY(missing.err.contains(QStringLiteral("does not exist")));
    QVERIFY(!QFileInfo::exists(m_dir->filePath(QStringLiteral("no"))));
}

void TestCliCatalog::catalogLocation()
{
    // Default: the application data folder, created on first use.
    Run r = run({QStringLiteral("db"), QStringLiteral("create"), QStringLiteral("in-default")});
    QCOMPARE(r.exitCode, 0);
    const QString defaultFile = m_dir->filePath(QStringLiteral("xdg/streamtable/catalog.sqlite"));
#ifdef Q_OS_LINUX
    QVERIFY(QFile::exists(defaultFile));
#endif
    // STREAMTABLE_CATALOG overrides the default, and --catalog overrides both.
    QProcessEnvironment env = environment();
    const QString fromEnv = m_dir->filePath(QStringLiteral("env.sqlite"));
    env.insert(QStringLiteral("STREAMTABLE_CATALOG"), fromEnv);
    r = run({QStringLiteral("db"), QStringLiteral("create"), QStringLiteral("in-env")}, env);
    QCOMPARE(r.exitCode, 0);
    QVERIFY(QFile::exists(fromEnv));
    r = run({QStringLiteral("--catalog"), catalogFile(), QStringLiteral("db"), QStringLiteral("create"), QStringLiteral("in-option")}, env);
    QCOMPARE(r.exitCode, 0);

    r = run({QStringLiteral("db"), QStringLiteral("list")});
    QVERIFY(r.out.contains(QStringLiteral("in-default")) && !r.out.contains(QStringLiteral("in-env")));
    r = run({QStringLiteral("db"), QStringLiteral("list")}, env);
    QVERIFY(r.out.contains(QStringLiteral("in-env")) && !r.out.contains(QStringLiteral("in-option")));
    r = run(withCatalog({QStringLiteral("db"), QStringLiteral("list")}), env);
    QVERIFY(r.out.contains(QStringLiteral("in-option")) && !r.out.contains(QStringLiteral("in-env")));
}

void TestCliCatalog::killedDuringSaves_data()
{
    QTest::addColumn<int>("savesBeforeKill");
    QTest::newRow("early") << 3;
    QTest::newRow("later") << 40;
    QTest::newRow("much later") << 150;
}

void TestCliCatalog::killedDuringSaves()
{
    QFETCH(int, savesBeforeKill);
    // A large spec makes each save take long enough to be killed inside one.
    const QString spec = exampleFile(QStringLiteral("kafka-large"));
    const TableSpec expected = testsupport::example(QStringLiteral("kafka-large"));
    QCOMPARE(run(withCatalog({QStringLiteral("db"), QStringLiteral("list")})).exitCode, 0);

    QProcess process;
    process.setProcessEnvironment(environment());
    // A helper process saves in a loop (the CLI saves once per run; a run per save would leave
    // the kill mostly between processes, not inside a save).
    process.start(QStringLiteral(ST_REPEATED_SAVE_PATH), {catalogFile(), QStringLiteral("default"), spec});
    QVERIFY(process.waitForStarted());
    QByteArray out;
    QElapsedTimer timer;
    timer.start();
    while (out.count('\n') < savesBeforeKill && timer.elapsed() < 60000) {
        process.waitForReadyRead(1000);
        out += process.readAllStandardOutput();
        QVERIFY2(process.state() == QProcess::Running, process.readAllStandardError().constData());
    }
    QVERIFY(out.count('\n') >= savesBeforeKill);
    QTest::qWait(QRandomGenerator::global()->bounded(20));
    process.kill();
    QVERIFY(process.waitForFinished());
    QCOMPARE(process.exitStatus(), QProcess::CrashExit);
    out += process.readAllStandardOutput(); // every save reported before the kill

    // The file opens, passes SQLite's check, and holds only whole revisions 1..N.
    {
        const QString connection = QStringLiteral("integrity");
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
            db.setDatabaseName(catalogFile());
            QVERIFY(db.open());
            QSqlQuery q(db);
            QVERIFY(q.exec(QStringLiteral("PRAGMA integrity_check")) && q.next());
            QCOMPARE(q.value(0).toString(), QStringLiteral("ok"));
            QVERIFY(q.exec(QStringLiteral("SELECT t.revision, (SELECT max(revision) FROM revisions r WHERE r.table_id = t.id),"
                                          " (SELECT count(*) FROM revisions r WHERE r.table_id = t.id) FROM tables t")));
            QVERIFY(q.next());
            QCOMPARE(q.value(0).toInt(), q.value(1).toInt());
            QCOMPARE(q.value(0).toInt(), q.value(2).toInt());
            db.close();
        }
        QSqlDatabase::removeDatabase(connection);
    }
    Catalog catalog;
    QVERIFY(catalog.open(catalogFile()).ok());
    const auto history = catalog.history(QStringLiteral("default"), expected.name);
    QVERIFY(history.ok());
    const int revisions = history.value.size();
    QVERIFY(revisions >= savesBeforeKill);
    QVERIFY(revisions <= out.count('\n') + 1); // at most the one in flight was committed unreported
    for (int r = 1; r <= revisions; ++r) {
        const auto got = catalog.get(QStringLiteral("default"), expected.name, r);
        QVERIFY2(got.ok(), qPrintable(got.status.message(Language::En)));
        QCOMPARE(got.value.spec, expected);
    }
    // And the catalog goes on working.
    QCOMPARE(catalog.put(QStringLiteral("default"), expected, revisions).value, revisions + 1);
}

// `table put` saves once: the loop tests need lives in a test helper, not in the program.
void TestCliCatalog::putHasNoRepeatOption()
{
    const Run r = run(withCatalog({QStringLiteral("table"), QStringLiteral("put"), QStringLiteral("default"),
                                      exampleFile(QStringLiteral("kafka-large")), QStringLiteral("--repeat"),
                                      QStringLiteral("2")}));
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(QStringLiteral("--repeat")), qPrintable(r.err));
}

/// Issue 18: a password is stored as ${secret:NAME}; export writes its value from a secrets file
/// only its owner can read, or from STREAMTABLE_SECRET_NAME (which wins); without it the table's
/// file is not written and the error names the secret. The value never reaches the catalog.
void TestCliCatalog::secretsAreGivenAtExportOnly()
{
    const QString planted = QStringLiteral("planted-s3cr3t-value");
    TableSpec spec = testsupport::example(QStringLiteral("kafka-source"));
    spec.options.insert(QStringLiteral("properties.security.protocol"), QStringLiteral("SASL_SSL"));
    spec.options.insert(QStringLiteral("properties.sasl.mechanism"), QStringLiteral("PLAIN"));
    spec.options.insert(QStringLiteral("properties.sasl.jaas.config"),
                        QStringLiteral("org.apache.kafka.common.security.plain.PlainLoginModule required username=\"etl\" password=\"${secret:KAFKA_PASSWORD}\";"));
    const QString specFile = writeSpecFile(QStringLiteral("orders.json"), spec);
    QCOMPARE(run(withCatalog({QStringLiteral("table"), QStringLiteral("put"), QStringLiteral("default"), specFile})).exitCode, 0);
    Run r = run(withCatalog({QStringLiteral("table"), QStringLiteral("show"), QStringLiteral("default"), spec.name}));
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains(QStringLiteral("password=\"${secret:KAFKA_PASSWORD}\"")), qPrintable(r.out));
    // Where the secret is used: the table and the option, exit 1 when none (names keep their case).
    r = run(withCatalog({QStringLiteral("where-used"), QStringLiteral("KAFKA_PASSWORD")}));
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.out, QStringLiteral("default/%1: properties.sasl.jaas.config\n").arg(spec.name));
    r = run(withCatalog({QStringLiteral("--json"), QStringLiteral("where-used"), QStringLiteral("KAFKA_PASSWORD")}));
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(QJsonDocument::fromJson(r.out.toUtf8()).array(),
             (QJsonArray{QJsonObject{{QStringLiteral("database"), QStringLiteral("default")}, {QStringLiteral("table"), spec.name},
                                     {QStringLiteral("option"), QStringLiteral("properties.sasl.jaas.config")},
                                     {QStringLiteral("reference"), QStringLiteral("${secret:KAFKA_PASSWORD}")}}}));
    r = run(withCatalog({QStringLiteral("where-used"), QStringLiteral("kafka_password")}));
    QCOMPARE(r.exitCode, 1);
    QCOMPARE(r.out, QStringLiteral("nothing refers to ${secret:kafka_password} or ${kafka_password}\n"));
    // The content search (the designer's Ctrl+Shift+F) finds the reference, and shows it alone,
    // not the rest of the secret option's value.
    {
        Catalog catalog;
        QVERIFY(catalog.open(catalogFile(), false, CatalogAccess::ReadOnly).ok());
        const CatalogResult<SearchResult> found = catalog.searchContent(QStringLiteral("kafka_password"));
        QVERIFY(found.ok());
        QCOMPARE(found.value.tables.size(), 1);
        QCOMPARE(found.value.tables.at(0).hits.size(), 1);
        QCOMPARE(found.value.tables.at(0).hits.at(0).value, QStringLiteral("${secret:KAFKA_PASSWORD}"));
        QVERIFY(catalog.searchContent(QStringLiteral("PlainLoginModule")).value.tables.isEmpty());
    }
    const QString file = QStringLiteral("/default/") + spec.name + QStringLiteral(".sql");
    const QString line = QStringLiteral("'properties.sasl.jaas.config' = 'org.apache.kafka.common.security.plain.PlainLoginModule required "
                                        "username=\"etl\" password=\"%1\";'");

    // Not given: the error names it and how to give it; nothing is written.
    const QString none = m_dir->filePath(QStringLiteral("none"));
    r = run(withCatalog({QStringLiteral("export"), QStringLiteral("--out"), none}));
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(QStringLiteral("the secret KAFKA_PASSWORD is not given: set STREAMTABLE_SECRET_KAFKA_PASSWORD")), qPrintable(r.err));
    QVERIFY(!QFile::exists(none + file));

    // A secrets file others may read is refused, naming the mode and the fix.
    const QString secrets = m_dir->filePath(QStringLiteral("secrets.env"));
    {
        QFile f(secrets);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("# for the orders job\nKAFKA_PASSWORD=" + planted.toUtf8() + "\n");
    }
    QVERIFY(QFile::setPermissions(secrets, QFile::ReadOwner | QFile::WriteOwner | QFile::ReadGroup | QFile::ReadOther));
    const QString open = m_dir->filePath(QStringLiteral("open"));
    r = run(withCatalog({QStringLiteral("export"), QStringLiteral("--out"), open, QStringLiteral("--secrets"), secrets}));
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(QStringLiteral("(mode 0644)")) && r.err.contains(QStringLiteral("chmod 600 ") + secrets), qPrintable(r.err));
    QVERIFY(!QFile::exists(open + file));

    // Mode 600: the value is written in place of the reference.
    QVERIFY(QFile::setPermissions(secrets, QFile::ReadOwner | QFile::WriteOwner));
    const QString given = m_dir->filePath(QStringLiteral("given"));
    r = run(withCatalog({QStringLiteral("export"), QStringLiteral("--out"), given, QStringLiteral("--secrets"), secrets}));
    QCOMPARE(r.exitCode, 0);
    const QString written = QString::fromUtf8(testsupport::readFile(given + file));
    QVERIFY2(written.contains(line.arg(planted)), qPrintable(written));
    QVERIFY(!written.contains(QStringLiteral("${secret:")));
    // Issue 49: a file holding a secret's value is its owner's alone, as the secrets file must
    // be, and the report says so; so is one that replaces a file others could read.
    const QFileDevice::Permissions ownerOnly = QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ReadUser | QFileDevice::WriteUser;
    QCOMPARE(QFile::permissions(given + file), ownerOnly);
    QVERIFY2(r.out.contains(QStringLiteral("1 of the files hold secrets' values: they are readable by their owner alone (mode 0600)")), qPrintable(r.out));
    {
        QFile f(given + file);
        QVERIFY(f.setPermissions(ownerOnly | QFileDevice::ReadGroup | QFileDevice::ReadOther));
    }
    r = run(withCatalog({QStringLiteral("--json"), QStringLiteral("export"), QStringLiteral("--out"), given, QStringLiteral("--secrets"), secrets}));
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(QFile::permissions(given + file), ownerOnly);
    QCOMPARE(QJsonDocument::fromJson(r.out.toUtf8()).object().value(QStringLiteral("files")).toArray().at(0).toObject().value(QStringLiteral("secret")),
             QJsonValue(true));

    // The environment's value wins over the file's.
    QProcessEnvironment env = environment();
    env.insert(QStringLiteral("STREAMTABLE_SECRET_KAFKA_PASSWORD"), QStringLiteral("from-the-environment"));
    const QString fromEnv = m_dir->filePath(QStringLiteral("env"));
    r = run(withCatalog({QStringLiteral("export"), QStringLiteral("--out"), fromEnv, QStringLiteral("--secrets"), secrets}), env);
    QCOMPARE(r.exitCode, 0);
    QVERIFY(QString::fromUtf8(testsupport::readFile(fromEnv + file)).contains(line.arg(QStringLiteral("from-the-environment"))));

    // A line that is not NAME=value: refused with its line number.
    {
        QFile f(secrets);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write("KAFKA_PASSWORD=x\nnot a secret line\n");
    }
    r = run(withCatalog({QStringLiteral("export"), QStringLiteral("--out"), m_dir->filePath(QStringLiteral("bad")), QStringLiteral("--secrets"), secrets}));
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(secrets + QStringLiteral(":2: expected NAME=value")), qPrintable(r.err));

    // The planted value is in no file of the catalog.
    for (const QString &name : QDir(m_dir->path()).entryList({QStringLiteral("catalog.sqlite*")}, QDir::Files))
        QVERIFY2(!testsupport::readFile(m_dir->filePath(name)).contains(planted.toUtf8()), qPrintable(name));
}


// Issue 18: environments. One table with ${NAME} references written for two environments gives
// two outputs (golden files, read by eye: tests/golden/export/environments), for none it keeps
// the references; a variable an environment does not give is an error naming it; `--env` on
// table show, validate --db, export and export --job; where-used finds a variable.
void TestCliCatalog::environmentsGiveTheValues()
{
    TableSpec spec = testsupport::example(QStringLiteral("kafka-source"));
    spec.options.insert(QStringLiteral("properties.bootstrap.servers"), QStringLiteral("${BROKERS}"));
    spec.options.insert(QStringLiteral("topic"), QStringLiteral("orders_${SUFFIX}"));
    spec.options.insert(QStringLiteral("scan.topic-partition-discovery.interval"), QStringLiteral("${DISCOVERY}"));
    const QString specFile = writeSpecFile(QStringLiteral("orders.json"), spec);
    const QString db = QStringLiteral("shop");
    QCOMPARE(run(withCatalog({QStringLiteral("db"), QStringLiteral("create"), db})).exitCode, 0);
    // Without an environment a reference is the platform's business: the table is valid.
    Run r = run(withCatalog({QStringLiteral("table"), QStringLiteral("put"), db, specFile}));
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const QList<QStringList> sets{
        {QStringLiteral("dev"), QStringLiteral("BROKERS"), QStringLiteral("dev-kafka:9092")},
        {QStringLiteral("dev"), QStringLiteral("SUFFIX"), QStringLiteral("dev")},
        {QStringLiteral("dev"), QStringLiteral("DISCOVERY"), QStringLiteral("10 s")},
        {QStringLiteral("Prod"), QStringLiteral("BROKERS"), QStringLiteral("kafka-1:9092,kafka-2:9092")},
        {QStringLiteral("Prod"), QStringLiteral("SUFFIX"), QStringLiteral("live")},
        {QStringLiteral("Prod"), QStringLiteral("DISCOVERY"), QStringLiteral("1 min")},
        {QStringLiteral("test"), QStringLiteral("BROKERS"), QStringLiteral("test-kafka:9092")},
        {QStringLiteral("test"), QStringLiteral("DISCOVERY"), QStringLiteral("often")},
    };
    for (const QStringList &set : sets) {
        r = run(withCatalog(QStringList{QStringLiteral("env"), QStringLiteral("set"), db} + set));
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    }
    r = run(withCatalog({QStringLiteral("env"), QStringLiteral("list"), db}));
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.out, QStringLiteral("dev\n  BROKERS = dev-kafka:9092\n  DISCOVERY = 10 s\n  SUFFIX = dev\n"
                                   "Prod\n  BROKERS = kafka-1:9092,kafka-2:9092\n  DISCOVERY = 1 min\n  SUFFIX = live\n"
                                   "test\n  BROKERS = test-kafka:9092\n  DISCOVERY = often\n"));
    // A password in clear is refused (exit 1), naming the variable; a secret's reference is kept.
    r = run(withCatalog({QStringLiteral("env"), QStringLiteral("set"), db, QStringLiteral("prod"), QStringLiteral("SASL_PASSWORD"), QStringLiteral("hunter2")}));
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(QStringLiteral("SASL_PASSWORD")) && r.err.contains(QStringLiteral("${secret:NAME}")), qPrintable(r.err));
    QVERIFY(!testsupport::readFile(catalogFile()).contains("hunter2"));

    // Two environments, two outputs; none keeps the references.
    const QString golden = testsupport::sourcePath(QStringLiteral("tests/golden/export/environments"));
    for (const QString &environment : {QStringLiteral("dev"), QStringLiteral("prod"), QString()}) {
        const QString name = environment.isEmpty() ? QStringLiteral("none") : environment;
        const QString out = m_dir->filePath(QStringLiteral("out-") + name);
        QStringList args{QStringLiteral("export"), QStringLiteral("--out"), out, QStringLiteral("--db"), db};
        if (!environment.isEmpty())
            args << QStringLiteral("--env") << environment;
        r = run(withCatalog(args));
        QVERIFY2(r.exitCode == 0, qPrintable(r.err + r.out));
        const QByteArray written = testsupport::readFile(QDir(out).filePath(QStringLiteral("shop/orders.sql")));
        const QString expectedFile = QDir(golden).filePath(name + QStringLiteral(".sql"));
        if (qEnvironmentVariableIsSet("ST_REFRESH_GOLDEN")) {
            QFile f(expectedFile);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(written);
        }
        QCOMPARE(QString::fromUtf8(written), QString::fromUtf8(testsupport::readFile(expectedFile)));
        // table show --env writes the same statement.
        if (!environment.isEmpty()) {
            r = run(withCatalog({QStringLiteral("table"), QStringLiteral("show"), db, spec.name, QStringLiteral("--env"), environment}));
            QCOMPARE(r.exitCode, 0);
            QCOMPARE(r.out, QString::fromUtf8(written));
        }
    }

    // test gives no SUFFIX: an error naming it, the environment and how to set it; no file.
    const QString outTest = m_dir->filePath(QStringLiteral("out-test"));
    r = run(withCatalog({QStringLiteral("export"), QStringLiteral("--out"), outTest, QStringLiteral("--db"), db, QStringLiteral("--env"), QStringLiteral("test")}));
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(QStringLiteral("shop/orders: environment \"test\" of database \"shop\" gives no value for SUFFIX")), qPrintable(r.err));
    QVERIFY(!QFile::exists(QDir(outTest).filePath(QStringLiteral("shop/orders.sql"))));
    r = run(withCatalog({QStringLiteral("table"), QStringLiteral("show"), db, spec.name, QStringLiteral("--env"), QStringLiteral("test")}));
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(QStringLiteral("gives no value for SUFFIX")), qPrintable(r.err));
    // An environment the database does not have: exit 1, naming those it has; nothing written.
    const QString outTypo = m_dir->filePath(QStringLiteral("out-typo"));
    r = run(withCatalog({QStringLiteral("export"), QStringLiteral("--out"), outTypo, QStringLiteral("--db"), db, QStringLiteral("--env"), QStringLiteral("prdo")}));
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(QStringLiteral("Database \"shop\" has no environment \"prdo\" (it has: dev, Prod, test)")), qPrintable(r.err));
    QVERIFY(!QFileInfo::exists(outTypo));

    // Issue 49: a variable whose value refers to another (stage's BROKERS = ${HOST}:9092) was
    // written as it is, reference and all. It is resolved in turn; one that comes back to itself
    // is named with its cycle, and nothing is written.
    for (const QStringList &set : QList<QStringList>{{QStringLiteral("stage"), QStringLiteral("HOST"), QStringLiteral("stage-kafka")},
                                                     {QStringLiteral("stage"), QStringLiteral("BROKERS"), QStringLiteral("${HOST}:9092")},
                                                     {QStringLiteral("stage"), QStringLiteral("SUFFIX"), QStringLiteral("${STAGE}")},
                                                     {QStringLiteral("stage"), QStringLiteral("STAGE"), QStringLiteral("s${NUMBER}")},
                                                     {QStringLiteral("stage"), QStringLiteral("NUMBER"), QStringLiteral("2")},
                                                     {QStringLiteral("stage"), QStringLiteral("DISCOVERY"), QStringLiteral("30 s")}}) {
        r = run(withCatalog(QStringList{QStringLiteral("env"), QStringLiteral("set"), db} + set));
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    }
    r = run(withCatalog({QStringLiteral("table"), QStringLiteral("show"), db, spec.name, QStringLiteral("--env"), QStringLiteral("stage")}));
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY2(r.out.contains(QStringLiteral("'properties.bootstrap.servers' = 'stage-kafka:9092'")), qPrintable(r.out));
    QVERIFY2(r.out.contains(QStringLiteral("'topic' = 'orders_s2'")), qPrintable(r.out));
    QCOMPARE(run(withCatalog({QStringLiteral("env"), QStringLiteral("set"), db, QStringLiteral("stage"), QStringLiteral("NUMBER"), QStringLiteral("${SUFFIX}")})).exitCode, 0);
    const QString outCycle = m_dir->filePath(QStringLiteral("out-cycle"));
    r = run(withCatalog({QStringLiteral("export"), QStringLiteral("--out"), outCycle, QStringLiteral("--db"), db, QStringLiteral("--env"), QStringLiteral("stage")}));
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(QStringLiteral("gives no value for SUFFIX (it refers to itself: SUFFIX -> STAGE -> NUMBER -> SUFFIX)")), qPrintable(r.err));
    QVERIFY(!QFile::exists(QDir(outCycle).filePath(QStringLiteral("shop/orders.sql"))));
    QCOMPARE(run(withCatalog({QStringLiteral("env"), QStringLiteral("drop"), db, QStringLiteral("stage")})).exitCode, 0);

    // validate --db: without --env the references pass; for test, the missing variable and the
    // value it gives that is no duration are errors on their options.
    r = run(withCatalog({QStringLiteral("validate"), QStringLiteral("--db"), db}));
    QVERIFY2(r.exitCode == 0, qPrintable(r.out + r.err));
    r = run(withCatalog({QStringLiteral("validate"), QStringLiteral("--db"), db, QStringLiteral("--env"), QStringLiteral("prod")}));
    QVERIFY2(r.exitCode == 0, qPrintable(r.out + r.err));
    r = run(withCatalog({QStringLiteral("--json"), QStringLiteral("validate"), QStringLiteral("--db"), db, QStringLiteral("--env"), QStringLiteral("test")}));
    QCOMPARE(r.exitCode, 1);
    QStringList found;
    for (const QJsonValue &v : QJsonDocument::fromJson(r.out.toUtf8()).array()) {
        const QJsonObject o = v.toObject();
        if (o.value(QStringLiteral("severity")).toString() == QLatin1String("error"))
            found << o.value(QStringLiteral("rule")).toString() + QLatin1Char(' ') + o.value(QStringLiteral("subject")).toString();
    }
    found.sort();
    QCOMPARE(found, (QStringList{QStringLiteral("option.value scan.topic-partition-discovery.interval"),
                                 QStringLiteral("variable.missing topic")}));

    // export --job for an environment: the script holds that environment's values.
    for (const QStringList &option : {QStringList{QStringLiteral("job-name"), QStringLiteral("orders")},
                                      QStringList{QStringLiteral("main-class"), QStringLiteral("com.example.Orders")},
                                      QStringList{QStringLiteral("jar"), QStringLiteral("orders.jar")},
                                      QStringList{QStringLiteral("execution.checkpointing.interval"), QStringLiteral("1 min")},
                                      QStringList{QStringLiteral("parallelism.default"), QStringLiteral("${PARALLELISM}")}})
        QCOMPARE(run(withCatalog(QStringList{QStringLiteral("job"), QStringLiteral("set"), db} + option)).exitCode, 0);
    // The job's parallelism is a variable too; test does not give it.
    QCOMPARE(run(withCatalog({QStringLiteral("env"), QStringLiteral("set"), db, QStringLiteral("dev"), QStringLiteral("PARALLELISM"), QStringLiteral("1")})).exitCode, 0);
    QCOMPARE(run(withCatalog({QStringLiteral("env"), QStringLiteral("set"), db, QStringLiteral("prod"), QStringLiteral("PARALLELISM"), QStringLiteral("8")})).exitCode, 0);
    for (const auto &[environment, servers, parallelism] :
         {std::tuple<QString, QString, QString>{QStringLiteral("dev"), QStringLiteral("'dev-kafka:9092'"), QStringLiteral("1")},
          std::tuple<QString, QString, QString>{QStringLiteral("prod"), QStringLiteral("'kafka-1:9092,kafka-2:9092'"), QStringLiteral("8")}}) {
        const QString out = m_dir->filePath(QStringLiteral("job-") + environment);
        r = run(withCatalog({QStringLiteral("export"), QStringLiteral("--job"), QStringLiteral("--db"), db, QStringLiteral("--out"), out,
                             QStringLiteral("--env"), environment}));
        QVERIFY2(r.exitCode == 0, qPrintable(r.err + r.out));
        const QString script = QString::fromUtf8(testsupport::readFile(QDir(out).filePath(QStringLiteral("shop.job.sql"))));
        QVERIFY2(script.contains(QStringLiteral("'properties.bootstrap.servers' = ") + servers), qPrintable(script));
        QVERIFY2(!script.contains(QStringLiteral("${")), qPrintable(script));
        QVERIFY2(script.contains(QStringLiteral("SET 'parallelism.default' = '%1';").arg(parallelism)), qPrintable(script));
    }
    const QString jobTest = m_dir->filePath(QStringLiteral("job-test"));
    r = run(withCatalog({QStringLiteral("export"), QStringLiteral("--job"), QStringLiteral("--db"), db, QStringLiteral("--out"), jobTest,
                         QStringLiteral("--env"), QStringLiteral("test")}));
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(QStringLiteral("shop: orders: environment \"test\" of database \"shop\" gives no value for SUFFIX")), qPrintable(r.err));
    QVERIFY2(r.err.contains(QStringLiteral("shop: job: environment \"test\" of database \"shop\" gives no value for PARALLELISM")), qPrintable(r.err));
    QVERIFY(!QFile::exists(QDir(jobTest).filePath(QStringLiteral("shop.job.sql"))));
    // validate --db checks the job profile for the environment as well: the variable test does
    // not give, and a value dev gives that is no number.
    const auto jobErrors = [&](const QString &environment) {
        const testsupport::CliRun checked = run(withCatalog({QStringLiteral("--json"), QStringLiteral("validate"), QStringLiteral("--db"), db,
                                                             QStringLiteral("--env"), environment}));
        QStringList errors;
        for (const QJsonValue &v : QJsonDocument::fromJson(checked.out.toUtf8()).array()) {
            const QJsonObject o = v.toObject();
            if (o.value(QStringLiteral("severity")).toString() == QLatin1String("error") && o.value(QStringLiteral("subject")).toString().startsWith(QLatin1String("job/")))
                errors << o.value(QStringLiteral("rule")).toString() + QLatin1Char(' ') + o.value(QStringLiteral("subject")).toString();
        }
        return errors;
    };
    QCOMPARE(jobErrors(QStringLiteral("prod")), QStringList());
    QCOMPARE(jobErrors(QStringLiteral("test")), QStringList{QStringLiteral("variable.missing job/parallelism.default")});
    QCOMPARE(run(withCatalog({QStringLiteral("env"), QStringLiteral("set"), db, QStringLiteral("dev"), QStringLiteral("PARALLELISM"), QStringLiteral("many")})).exitCode, 0);
    QCOMPARE(jobErrors(QStringLiteral("dev")), QStringList{QStringLiteral("option.value job/parallelism.default")});

    // where-used: the option that refers to it and the environments that give it.
    r = run(withCatalog({QStringLiteral("where-used"), QStringLiteral("SUFFIX")}));
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.out, QStringLiteral("shop/orders: topic\nshop: environment dev\nshop: environment Prod\n"));
    // A job option that refers to it is a use too.
    r = run(withCatalog({QStringLiteral("where-used"), QStringLiteral("PARALLELISM")}));
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.out, QStringLiteral("shop: job parallelism.default\nshop: environment dev\nshop: environment Prod\n"));

    // drop a variable, then an environment.
    QCOMPARE(run(withCatalog({QStringLiteral("env"), QStringLiteral("drop"), db, QStringLiteral("test"), QStringLiteral("DISCOVERY")})).exitCode, 0);
    QCOMPARE(run(withCatalog({QStringLiteral("env"), QStringLiteral("drop"), db, QStringLiteral("test"), QStringLiteral("DISCOVERY")})).exitCode, 1);
    QCOMPARE(run(withCatalog({QStringLiteral("env"), QStringLiteral("drop"), db, QStringLiteral("TEST")})).exitCode, 0);
    r = run(withCatalog({QStringLiteral("--json"), QStringLiteral("env"), QStringLiteral("list"), db}));
    QCOMPARE(r.exitCode, 0);
    const QJsonArray left = QJsonDocument::fromJson(r.out.toUtf8()).object().value(QStringLiteral("environments")).toArray();
    QCOMPARE(left.size(), 2);
    QCOMPARE(left.at(1).toObject().value(QStringLiteral("variables")).toObject().value(QStringLiteral("SUFFIX")).toString(), QStringLiteral("live"));
}

// Issue 18: connections. Two tables share a Kafka connection's address and security settings;
// a table's own option wins over the connection's; only what the connector's schema lets a
// connection hold goes in one; a change re-checks and lists the tables that use it; a
// connection in use is not dropped; the export writes the options the connection gives, with
// an environment's values in its ${NAME} references.
void TestCliCatalog::upsertKafkaUsesAKafkaConnection()
{
    // upsert-kafka's schema takes kafka's connections (connectionsOf): the cluster's address and
    // security come from the kafka connection, but not a key upsert-kafka's connections may not
    // hold (the unprefixed value-format registry `avro-confluent.url` is kafka's alone).
    const QString db = QStringLiteral("shop");
    QCOMPARE(run(withCatalog({QStringLiteral("db"), QStringLiteral("create"), db})).exitCode, 0);
    const auto conn = [&](const char *key, const char *value, QStringList more = {}) {
        return run(withCatalog(QStringList{QStringLiteral("conn"), QStringLiteral("set"), db, QStringLiteral("cluster"),
                                           QString::fromUtf8(key), QString::fromUtf8(value)} + more));
    };
    Run r = conn("properties.bootstrap.servers", "k1:9092,k2:9092", {QStringLiteral("--connector"), QStringLiteral("kafka")});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY2((r = conn("properties.security.protocol", "SASL_SSL")).exitCode == 0, qPrintable(r.err));
    QVERIFY2((r = conn("avro-confluent.url", "http://registry:8081")).exitCode == 0, qPrintable(r.err));
    const auto putTable = [&](const char *example, const char *name, const char *dropped) {
        TableSpec spec = testsupport::example(QString::fromUtf8(example));
        spec.name = QString::fromUtf8(name);
        spec.connection = QStringLiteral("cluster");
        spec.options.remove(QString::fromUtf8(dropped));
        const QString file = testsupport::writeFile(m_dir->filePath(spec.name + QStringLiteral(".json")), spec.toJsonText());
        return run(withCatalog({QStringLiteral("table"), QStringLiteral("put"), db, file}));
    };
    QVERIFY2((r = putTable("upsert-kafka-sink", "totals", "properties.bootstrap.servers")).exitCode == 0, qPrintable(r.err));
    r = run(withCatalog({QStringLiteral("table"), QStringLiteral("show"), db, QStringLiteral("totals")}));
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY2(r.out.contains(QStringLiteral("'connector' = 'upsert-kafka'")), qPrintable(r.out));
    QVERIFY2(r.out.contains(QStringLiteral("'properties.bootstrap.servers' = 'k1:9092,k2:9092'")), qPrintable(r.out));
    QVERIFY2(r.out.contains(QStringLiteral("'properties.security.protocol' = 'SASL_SSL'")), qPrintable(r.out));
    QVERIFY2(!r.out.contains(QStringLiteral("avro-confluent")), qPrintable(r.out));
    const QString out = m_dir->filePath(QStringLiteral("out"));
    r = run(withCatalog({QStringLiteral("export"), QStringLiteral("--out"), out, QStringLiteral("--db"), db}));
    QVERIFY2(r.exitCode == 0, qPrintable(r.err + r.out));
    const QString exported = QString::fromUtf8(testsupport::readFile(QDir(out).filePath(QStringLiteral("shop/totals.sql"))));
    QVERIFY2(exported.contains(QStringLiteral("'properties.bootstrap.servers' = 'k1:9092,k2:9092'")), qPrintable(exported));
    QVERIFY2(!exported.contains(QStringLiteral("avro-confluent")), qPrintable(exported));
    r = run(withCatalog({QStringLiteral("validate"), QStringLiteral("--db"), db}));
    QVERIFY2(r.exitCode == 0, qPrintable(r.out + r.err));
    r = run(withCatalog({QStringLiteral("conn"), QStringLiteral("show"), db, QStringLiteral("cluster")}));
    QVERIFY2(r.out.contains(QStringLiteral("totals")), qPrintable(r.out));

    // A connector whose schema does not take kafka's connections is refused, naming both.
    r = putTable("hdfs-parquet-sink", "files", "");
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(QStringLiteral("uses connection \"cluster\", which is for kafka tables")), qPrintable(r.err));
    QVERIFY(!run(withCatalog({QStringLiteral("table"), QStringLiteral("list"), db})).out.contains(QStringLiteral("files")));
}

void TestCliCatalog::connectionsGiveTheirOptions()
{
    const QString db = QStringLiteral("shop");
    QCOMPARE(run(withCatalog({QStringLiteral("db"), QStringLiteral("create"), db})).exitCode, 0);
    auto putTable = [&](const QString &name, const QString &ownServers) {
        TableSpec spec = testsupport::example(QStringLiteral("kafka-source"));
        spec.name = name;
        spec.connection = QStringLiteral("cluster");
        spec.options.remove(QStringLiteral("properties.bootstrap.servers"));
        if (!ownServers.isEmpty())
            spec.options.insert(QStringLiteral("properties.bootstrap.servers"), ownServers);
        const QString file = m_dir->filePath(name + QStringLiteral(".json"));
        QFile f(file);
        if (!f.open(QIODevice::WriteOnly))
            return Run{};
        f.write(spec.toJsonText());
        f.close();
        return run(withCatalog({QStringLiteral("table"), QStringLiteral("put"), db, file}));
    };
    // A table naming a connection the database does not have is refused, naming it.
    Run r = putTable(QStringLiteral("orders"), QString());
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(QStringLiteral("uses connection \"cluster\", which database \"shop\" does not have")), qPrintable(r.err));

    // The connection: a new one needs its connector; a key no connection holds is refused.
    const QString servers = QStringLiteral("properties.bootstrap.servers");
    r = run(withCatalog({QStringLiteral("conn"), QStringLiteral("set"), db, QStringLiteral("cluster"), servers, QStringLiteral("${BROKERS}")}));
    QCOMPARE(r.exitCode, 2);
    r = run(withCatalog({QStringLiteral("conn"), QStringLiteral("set"), db, QStringLiteral("cluster"), servers, QStringLiteral("${BROKERS}"),
                         QStringLiteral("--connector"), QStringLiteral("kafka")}));
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY2(r.out.contains(QStringLiteral("no table uses it yet")), qPrintable(r.out));
    r = run(withCatalog({QStringLiteral("conn"), QStringLiteral("set"), db, QStringLiteral("cluster"), QStringLiteral("topic"), QStringLiteral("t")}));
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(QStringLiteral("connection.option")) || r.err.contains(QStringLiteral("does not belong in a kafka connection")), qPrintable(r.err));
    r = run(withCatalog({QStringLiteral("conn"), QStringLiteral("set"), db, QStringLiteral("cluster"), QStringLiteral("properties.security.protocol"),
                         QStringLiteral("SASL_SSL")}));
    QCOMPARE(r.exitCode, 0);
    // A password in clear is refused and not stored.
    r = run(withCatalog({QStringLiteral("conn"), QStringLiteral("set"), db, QStringLiteral("cluster"), QStringLiteral("properties.sasl.jaas.config"),
                         QStringLiteral("PlainLoginModule required username=\"u\" password=\"planted-in-conn\";")}));
    QCOMPARE(r.exitCode, 1);
    QVERIFY(!testsupport::readFile(catalogFile()).contains("planted-in-conn"));

    // Two tables use it; "payments" sets its own address, which wins.
    QVERIFY2((r = putTable(QStringLiteral("orders"), QString())).exitCode == 0, qPrintable(r.err));
    QVERIFY2((r = putTable(QStringLiteral("payments"), QStringLiteral("own:9092"))).exitCode == 0, qPrintable(r.err));
    QCOMPARE(run(withCatalog({QStringLiteral("env"), QStringLiteral("set"), db, QStringLiteral("prod"), QStringLiteral("BROKERS"),
                              QStringLiteral("p1:9092,p2:9092")})).exitCode, 0);
    const QString out = m_dir->filePath(QStringLiteral("out"));
    r = run(withCatalog({QStringLiteral("export"), QStringLiteral("--out"), out, QStringLiteral("--db"), db, QStringLiteral("--env"), QStringLiteral("prod")}));
    QVERIFY2(r.exitCode == 0, qPrintable(r.err + r.out));
    const QString orders = QString::fromUtf8(testsupport::readFile(QDir(out).filePath(QStringLiteral("shop/orders.sql"))));
    const QString payments = QString::fromUtf8(testsupport::readFile(QDir(out).filePath(QStringLiteral("shop/payments.sql"))));
    QVERIFY2(orders.contains(QStringLiteral("'properties.bootstrap.servers' = 'p1:9092,p2:9092'")), qPrintable(orders));
    QVERIFY2(orders.contains(QStringLiteral("'properties.security.protocol' = 'SASL_SSL'")), qPrintable(orders));
    QVERIFY2(payments.contains(QStringLiteral("'properties.bootstrap.servers' = 'own:9092'")), qPrintable(payments));
    QVERIFY2(payments.contains(QStringLiteral("'properties.security.protocol' = 'SASL_SSL'")), qPrintable(payments));
    QCOMPARE(payments.count(QStringLiteral("properties.bootstrap.servers")), 1);
    // table show writes the same; validate --db checks the completed tables.
    r = run(withCatalog({QStringLiteral("table"), QStringLiteral("show"), db, QStringLiteral("orders"), QStringLiteral("--env"), QStringLiteral("prod")}));
    QCOMPARE(r.out, orders);
    r = run(withCatalog({QStringLiteral("validate"), QStringLiteral("--db"), db}));
    QVERIFY2(r.exitCode == 0, qPrintable(r.out + r.err));

    // A change re-checks the tables that use it and lists them: without the address, orders
    // lacks a required option; payments has its own.
    r = run(withCatalog({QStringLiteral("conn"), QStringLiteral("set"), db, QStringLiteral("cluster"), servers, QString()}));
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains(QStringLiteral("  orders: 1 error(s) now")), qPrintable(r.out));
    QVERIFY2(r.out.contains(QStringLiteral("  payments: valid")), qPrintable(r.out));
    r = run(withCatalog({QStringLiteral("--json"), QStringLiteral("validate"), QStringLiteral("--db"), db}));
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.out.contains(QStringLiteral("option.required")), qPrintable(r.out));

    // Listed with its users; where-used names them; not dropped while used.
    r = run(withCatalog({QStringLiteral("--json"), QStringLiteral("conn"), QStringLiteral("show"), db, QStringLiteral("CLUSTER")}));
    QCOMPARE(r.exitCode, 0);
    const QJsonObject shown = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QCOMPARE(shown.value(QStringLiteral("connector")).toString(), QStringLiteral("kafka"));
    QCOMPARE(shown.value(QStringLiteral("tables")).toArray(), (QJsonArray{QStringLiteral("orders"), QStringLiteral("payments")}));
    r = run(withCatalog({QStringLiteral("where-used"), QStringLiteral("cluster")}));
    QCOMPARE(r.out, QStringLiteral("shop/orders: connection cluster\nshop/payments: connection cluster\n"));
    // A name that is not there, with a zero-width space in it: said, exit 1, the invisible
    // character shown as an escape.
    r = run(withCatalog({QStringLiteral("conn"), QStringLiteral("show"), db, QStringLiteral("clus\u200Bter")}));
    QCOMPARE(r.exitCode, 1);
    QCOMPARE(r.err, QStringLiteral("streamtable: Database \"shop\" has no connection \"clus\\u200Bter\"\n"));
    r = run(withCatalog({QStringLiteral("conn"), QStringLiteral("drop"), db, QStringLiteral("cluster")}));
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(QStringLiteral("is used by orders, payments")), qPrintable(r.err));
    r = run(withCatalog({QStringLiteral("conn"), QStringLiteral("list"), db}));
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains(QStringLiteral("used by 2 table(s)")), qPrintable(r.out));
}

// Issue 49: a password in clear that shares its value with a reference is a password in clear,
// by every way in: table put (a JAAS value whose user is a reference), env set, conn set and
// import (which keeps a reference in its place). Nothing of it reaches the catalog file.
void TestCliCatalog::passwordsBesideReferencesAreRefused()
{
    const QString db = QStringLiteral("default");
    TableSpec spec = testsupport::example(QStringLiteral("kafka-source"));
    spec.options.insert(QStringLiteral("properties.security.protocol"), QStringLiteral("SASL_SSL"));
    spec.options.insert(QStringLiteral("properties.sasl.mechanism"), QStringLiteral("PLAIN"));
    spec.options.insert(QStringLiteral("properties.sasl.jaas.config"),
                        QStringLiteral("org.apache.kafka.common.security.plain.PlainLoginModule required username=\"${secret:U}\" password=\"Pw1-clear\";"));
    const QString specFile = writeSpecFile(QStringLiteral("mixed.json"), spec);
    Run r = run(withCatalog({QStringLiteral("table"), QStringLiteral("put"), db, specFile}));
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.out.contains(QStringLiteral("error: properties.sasl.jaas.config:")) || r.err.contains(QStringLiteral("error: properties.sasl.jaas.config:")),
             qPrintable(r.out + r.err));

    r = run(withCatalog({QStringLiteral("env"), QStringLiteral("set"), db, QStringLiteral("prod"), QStringLiteral("KAFKA_PASS"),
                         QStringLiteral("Pw2 ${secret:X}")}));
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(QStringLiteral("KAFKA_PASS")), qPrintable(r.err));
    r = run(withCatalog({QStringLiteral("conn"), QStringLiteral("set"), db, QStringLiteral("main"), QStringLiteral("properties.ssl.key.password"),
                         QStringLiteral("Pw3${SUFFIX}"), QStringLiteral("--connector"), QStringLiteral("kafka")}));
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(QStringLiteral("properties.ssl.key.password")), qPrintable(r.err));

    const QString ddl = m_dir->filePath(QStringLiteral("mixed.sql"));
    {
        QFile f(ddl);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("CREATE TABLE mixed (id BIGINT) WITH ('connector' = 'kafka', 'topic' = 't', 'format' = 'json',\n"
                "  'properties.bootstrap.servers' = 'k:9092', 'scan.startup.mode' = 'latest-offset',\n"
                "  'properties.ssl.truststore.password' = 'Pw2 ${secret:X}');\n");
    }
    r = run(withCatalog({QStringLiteral("import"), ddl, QStringLiteral("--db"), db}));
    QVERIFY2(r.exitCode == 0, qPrintable(r.out + r.err));
    r = run(withCatalog({QStringLiteral("table"), QStringLiteral("show"), db, QStringLiteral("mixed"), QStringLiteral("--json")}));
    QCOMPARE(r.exitCode, 0);
    TableSpec imported;
    QString error;
    QVERIFY2(TableSpec::fromJsonText(r.out.toUtf8(), &imported, &error), qPrintable(error));
    QCOMPARE(imported.options.value(QStringLiteral("properties.ssl.truststore.password")),
             secretReference(secretNameFor(QStringLiteral("mixed"), QStringLiteral("properties.ssl.truststore.password"))));

    const QByteArray stored = testsupport::readFile(catalogFile());
    for (const char *clear : {"Pw1-clear", "Pw2 ", "Pw3"})
        QVERIFY2(!stored.contains(clear), clear);
}

// Issue 49: an export stopped by SIGTERM (or Ctrl+C) in the middle of thousands of tables ends
// by that signal after removing its temporaries (which may hold secrets' values); the files it
// wrote are whole. Before, hundreds of hidden .streamtable-*.tmp files stayed behind.
void TestCliCatalog::interruptedExportLeavesNoTemporaries()
{
    {
        Catalog catalog;
        QVERIFY(catalog.open(catalogFile()).ok());
        QList<TableSpec> specs;
        for (int i = 0; i < 4000; ++i) {
            TableSpec spec = testsupport::example(QStringLiteral("kafka-source"));
            spec.name = QStringLiteral("orders_%1").arg(i);
            specs << spec;
        }
        QVERIFY(catalog.putMany(QStringLiteral("default"), specs, OnExisting::Fail).ok());
    }
    const QString out = m_dir->filePath(QStringLiteral("out"));
    QProcess exporting;
    exporting.setProcessEnvironment(environment());
    exporting.start(QStringLiteral(ST_CLI_PATH), withCatalog({QStringLiteral("export"), QStringLiteral("--out"), out}));
    QVERIFY(exporting.waitForStarted());
    // Stopped once it has begun to write (the folder of the database's files exists).
    QElapsedTimer waited;
    waited.start();
    while (!QFileInfo::exists(out + QStringLiteral("/default")) && exporting.state() == QProcess::Running && waited.elapsed() < 60000)
        QThread::msleep(1);
    exporting.terminate(); // SIGTERM
    QVERIFY(exporting.waitForFinished(60000));
    QCOMPARE(exporting.exitStatus(), QProcess::CrashExit); // ended by the signal, not run to its end
    QCOMPARE(exporting.exitCode(), int(SIGTERM));
    const QString err = QString::fromUtf8(exporting.readAllStandardError());
    QVERIFY2(err.contains(QStringLiteral("interrupted: the files written are whole")), qPrintable(err));
    int whole = 0;
    for (QDirIterator it(out, QDir::Files | QDir::Hidden | QDir::System, QDirIterator::Subdirectories); it.hasNext();) {
        const QString path = it.next();
        QVERIFY2(!it.fileName().startsWith(QLatin1Char('.')), qPrintable(path));
        QVERIFY2(testsupport::readFile(path).endsWith(");\n"), qPrintable(path));
        ++whole;
    }
    QVERIFY2(whole < 4000, "the export ran to its end before the signal");
}

QTEST_GUILESS_MAIN(TestCliCatalog)
#include "test_cli_catalog.moc"

// The job commands of the real `streamtable` binary: job show, job set (values checked against
// the job schema, nothing saved when invalid), job wire / unwire, validate --db with the
// database-level rules, and export --job writing the .sql and the .sh; exit codes 0 / 1 / 2 and
// both languages.

#include "catalog/catalog.h"
#include "job/jobscript.h"
#include "testsupport.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace st;

namespace {

using Run = testsupport::CliRun;
using testsupport::strings;

} // namespace

class TestCliJob : public QObject
{
    Q_OBJECT

private slots:
    void init();

    void showFreshDatabase();
    void setValidatesValues_data();
    void setValidatesValues();
    void setChecksRulesAcrossOptions();
    void setThenShow();
    void wireAndUnwire();
    void wiringAChangelog();
    void validateDatabaseRules();
    void exportJob();
    void exportRefusesInvalidJob();
    void exportJobFillsSecrets();
    void exportReplacesLinksInOutput();
    void invisibleCharactersInValuesAreEscaped();
    void usageErrors_data();
    void usageErrors();
    void chineseMessages();

private:
    Run run(const QStringList &args) const;
    QString catalogFile() const { return m_dir->filePath(QStringLiteral("catalog.sqlite")); }
    QStringList withCatalog(const QStringList &args) const { return QStringList{QStringLiteral("--catalog"), catalogFile()} + args; }
    /// `default` holds the Kafka source `orders` and a sink `orders_copy` that takes its columns.
    void fillCatalog(bool withProfile);
    JobProfile storedProfile() const;

    std::unique_ptr<QTemporaryDir> m_dir;
};

Run TestCliJob::run(const QStringList &args) const
{
    return testsupport::runCli(args, testsupport::cliEnvironment(m_dir->filePath(QStringLiteral("xdg"))));
}

void TestCliJob::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

void TestCliJob::fillCatalog(bool withProfile)
{
    Catalog catalog;
    QVERIFY(catalog.open(catalogFile()).ok());
    QVERIFY(catalog.put(QStringLiteral("default"), testsupport::example(QStringLiteral("kafka-source")), Catalog::NewTable).ok());
    // The sink is written for the database's target (the example is EasyStream's, with its append-only option).
    QVERIFY(catalog.put(QStringLiteral("default"),
                        testsupport::example(QStringLiteral("kafka-sink"),
                                             R"~({"name":"orders_copy","target":null,"options":{"table.append-only":null},"columns":[{"name":"user_id","type":"BIGINT"},{"name":"order_id","type":"BIGINT"},{"name":"amount","type":"DECIMAL(10, 2)"}]})~"),
                        Catalog::NewTable)
                .ok());
    if (withProfile) {
        QVERIFY(catalog.setJobProfile(QStringLiteral("default"),
                                      {{QStringLiteral("main-class"), QStringLiteral("com.example.flink.SqlRunner")},
                                       {QStringLiteral("job-name"), QStringLiteral("it's the orders job")},
                                       {QStringLiteral("jar"), QStringLiteral("/opt/flink/usrlib/sql-runner.jar")},
                                       {QStringLiteral("execution.checkpointing.interval"), QStringLiteral("60000")}})
                    .ok());
    }
}

JobProfile TestCliJob::storedProfile() const
{
    Catalog catalog;
    if (!catalog.open(catalogFile()).ok())
        return {};
    return catalog.jobProfile(QStringLiteral("default")).value;
}

void TestCliJob::showFreshDatabase()
{
    fillCatalog(false);
    Run r = run(withCatalog(strings({"job", "show", "default"})));
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains(QStringLiteral("main-class")), qPrintable(r.out));
    QVERIFY2(r.out.contains(QStringLiteral("(not set)")), qPrintable(r.out));
    QVERIFY2(r.out.contains(QStringLiteral("30 min (default)")), qPrintable(r.out));
    QVERIFY2(r.out.contains(QStringLiteral("flink run -m yarn-cluster")), qPrintable(r.out));
    QVERIFY2(r.err.isEmpty(), qPrintable(r.err)); // no job yet, so nothing to report

    r = run(withCatalog(strings({"job", "show", "nope"})));
    QCOMPARE(r.exitCode, 1);
    QCOMPARE(r.err.count(QLatin1Char('\n')), 1);
}

void TestCliJob::setValidatesValues_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("value");
    QTest::addColumn<int>("exitCode");
    QTest::newRow("main class") << "main-class" << "com.example.Runner" << 0;
    QTest::newRow("main class not qualified") << "main-class" << "Runner" << 1;
    QTest::newRow("job name with quotes") << "job-name" << "it's \"订单\"" << 0;
    QTest::newRow("interval in ms") << "execution.checkpointing.interval" << "60000" << 0;
    QTest::newRow("interval zero") << "execution.checkpointing.interval" << "0" << 1;
    QTest::newRow("interval not a duration") << "execution.checkpointing.interval" << "1 fortnight" << 1;
    QTest::newRow("timeout") << "execution.checkpointing.timeout" << "10 min" << 0;
    QTest::newRow("parallelism") << "parallelism.default" << "4" << 0;
    QTest::newRow("parallelism zero") << "parallelism.default" << "0" << 1;
    QTest::newRow("ttl") << "table.exec.state.ttl" << "1 d" << 0;
    QTest::newRow("ttl bad") << "table.exec.state.ttl" << "forever" << 1;
}

void TestCliJob::setValidatesValues()
{
    QFETCH(QString, key);
    QFETCH(QString, value);
    QFETCH(int, exitCode);
    fillCatalog(false);
    const Run r = run(withCatalog({QStringLiteral("job"), QStringLiteral("set"), QStringLiteral("default"), key, value}));
    QCOMPARE(r.exitCode, exitCode);
    if (exitCode == 0) {
        QCOMPARE(storedProfile().value(key), value);
        QVERIFY2(r.out.contains(key), qPrintable(r.out));
    } else {
        QVERIFY2(r.err.contains(QStringLiteral("error: %1: ").arg(key)), qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("nothing was saved")), qPrintable(r.err));
        QVERIFY(storedProfile().isEmpty());
    }
}

void TestCliJob::setChecksRulesAcrossOptions()
{
    fillCatalog(true);
    // 2 h is a valid interval, but not less than the default timeout of 30 min: refused.
    Run r = run(withCatalog(strings({"job", "set", "default", "execution.checkpointing.interval", "2 h"})));
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(QStringLiteral("error: execution.checkpointing.timeout: ")), qPrintable(r.err));
    QCOMPARE(storedProfile().value(QStringLiteral("execution.checkpointing.interval")), QStringLiteral("60000"));
    // Raise the timeout first, then the interval.
    QCOMPARE(run(withCatalog(strings({"job", "set", "default", "execution.checkpointing.timeout", "3 h"}))).exitCode, 0);
    QCOMPARE(run(withCatalog(strings({"job", "set", "default", "execution.checkpointing.interval", "2 h"}))).exitCode, 0);
    // 1 min vs 30 s: units are converted.
    r = run(withCatalog(strings({"job", "set", "default", "execution.checkpointing.timeout", "30 s"})));
    QCOMPARE(r.exitCode, 1);
    // An empty value unsets (the default applies again), even where that leaves an error to fix.
    r = run(withCatalog(strings({"job", "set", "default", "execution.checkpointing.timeout", ""})));
    QCOMPARE(r.exitCode, 0);
    QVERIFY(!storedProfile().contains(QStringLiteral("execution.checkpointing.timeout")));
    QVERIFY2(r.err.contains(QStringLiteral("error: execution.checkpointing.timeout: ")), qPrintable(r.err));
}

void TestCliJob::setThenShow()
{
    fillCatalog(true);
    QCOMPARE(run(withCatalog(strings({"job", "wire", "default", "orders", "orders_copy"}))).exitCode, 0);
    Run r = run(withCatalog(strings({"job", "show", "default", "--json"})));
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QCOMPARE(o.value(QLatin1String("database")).toString(), QStringLiteral("default"));
    QCOMPARE(o.value(QLatin1String("profile")).toObject().value(QLatin1String("job-name")).toString(), QStringLiteral("it's the orders job"));
    QCOMPARE(o.value(QLatin1String("effective")).toObject().value(QLatin1String("parallelism.default")).toString(), QStringLiteral("1"));
    QCOMPARE(o.value(QLatin1String("wirings")).toArray().size(), 1);
    QVERIFY(o.value(QLatin1String("diagnostics")).toArray().isEmpty());
    const QString line = o.value(QLatin1String("commandLine")).toString();
    QVERIFY2(line.startsWith(QStringLiteral("flink run -m yarn-cluster -c com.example.flink.SqlRunner -ynm 'it'\\''s the orders job' ")), qPrintable(line));
    QVERIFY2(line.endsWith(QStringLiteral(" /opt/flink/usrlib/sql-runner.jar default.job.sql")), qPrintable(line));
    QCOMPARE(o.value(QLatin1String("command")).toArray().at(0).toString(), QStringLiteral("flink"));

    r = run(withCatalog(strings({"job", "show", "default"})));
    QVERIFY2(r.out.contains(QStringLiteral("orders -> orders_copy")), qPrintable(r.out));
    QVERIFY2(r.out.contains(line), qPrintable(r.out));
}

void TestCliJob::wireAndUnwire()
{
    fillCatalog(true);
    // The source lacks the sink's columns: refused, nothing saved.
    Run r = run(withCatalog(strings({"job", "wire", "default", "orders_copy", "orders"})));
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(QStringLiteral("error: wiring orders_copy -> orders: ")), qPrintable(r.err));
    QVERIFY2(r.err.contains(QStringLiteral("nothing was saved")), qPrintable(r.err));
    r = run(withCatalog(strings({"job", "wire", "default", "orders", "nope"})));
    QCOMPARE(r.exitCode, 1);
    // A sink written for a target of its own (the example is EasyStream's) would go into a
    // script run on the database's platform: refused, naming both.
    {
        Catalog catalog;
        QVERIFY(catalog.open(catalogFile()).ok());
        QVERIFY(catalog.put(QStringLiteral("default"), testsupport::example(QStringLiteral("kafka-sink")), Catalog::NewTable).ok());
    }
    r = run(withCatalog(strings({"job", "wire", "default", "orders", "orders_enriched"})));
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(QStringLiteral("error: wiring orders -> orders_enriched: Table \"orders_enriched\" is written for EasyStream")),
             qPrintable(r.err));
    QVERIFY2(r.err.contains(QStringLiteral("the job runs on the database's platform, Apache Flink 1.18")), qPrintable(r.err));

    r = run(withCatalog(strings({"job", "wire", "default", "ORDERS", "orders_copy", "--json"})));
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(QJsonDocument::fromJson(r.out.toUtf8()).object().value(QLatin1String("sink")).toString(), QStringLiteral("orders_copy"));
    r = run(withCatalog(strings({"job", "wire", "default", "orders", "orders_copy"})));
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(QStringLiteral("already wired")), qPrintable(r.err));
    {
        Catalog catalog;
        QVERIFY(catalog.open(catalogFile()).ok());
        QCOMPARE(catalog.wirings(QStringLiteral("default")).value, (Wirings{{QStringLiteral("orders"), QStringLiteral("orders_copy")}}));
    }
    QCOMPARE(run(withCatalog(strings({"job", "unwire", "default", "orders", "orders_copy"}))).exitCode, 0);
    QCOMPARE(run(withCatalog(strings({"job", "unwire", "default", "orders", "orders_copy"}))).exitCode, 1);

    // Dropping a wired table takes its wirings along, and says so.
    QCOMPARE(run(withCatalog(strings({"job", "wire", "default", "orders", "orders_copy"}))).exitCode, 0);
    r = run(withCatalog(strings({"table", "drop", "default", "orders_copy"})));
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.err.contains(QStringLiteral("1 wiring(s) of the job used the table")), qPrintable(r.err));
}

/// A CDC source produces updates and deletes (docs/JOBS.md): wired into a Kafka sink with the json
/// format it is refused as Flink's planner refuses it, into a jdbc sink without a primary key it
/// names the key to declare, and with one it is saved.
void TestCliJob::wiringAChangelog()
{
    fillCatalog(true);
    {
        Catalog catalog;
        QVERIFY(catalog.open(catalogFile()).ok());
        QVERIFY(catalog.put(QStringLiteral("default"), testsupport::example(QStringLiteral("mysql-cdc-source")), Catalog::NewTable).ok());
        const char columns[] = R"~("columns":[{"name":"order_id","type":"BIGINT","nullable":false},{"name":"user_id","type":"BIGINT"},{"name":"amount","type":"DECIMAL(10, 2)"}])~";
        QVERIFY(catalog.put(QStringLiteral("default"),
                            testsupport::example(QStringLiteral("jdbc-sink"), QByteArray(R"~({"name":"orders_by_key","primaryKey":[],)~") + columns + "}"),
                            Catalog::NewTable)
                    .ok());
    }
    Run r = run(withCatalog(strings({"job", "wire", "default", "orders_cdc", "orders_copy"})));
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(QStringLiteral("error: wiring orders_cdc -> orders_copy: Table sink \"orders_copy\" doesn't support consuming update and delete changes, which source \"orders_cdc\" produces")),
             qPrintable(r.err));
    r = run(withCatalog(strings({"job", "wire", "default", "orders_cdc", "orders_by_key"})));
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(QStringLiteral("please declare primary key for sink table when query contains update/delete record")), qPrintable(r.err));
    QVERIFY2(r.err.contains(QStringLiteral("Declare PRIMARY KEY (order_id) NOT ENFORCED on \"orders_by_key\"")), qPrintable(r.err));
    {
        Catalog catalog;
        QVERIFY(catalog.open(catalogFile()).ok());
        QCOMPARE(catalog.wirings(QStringLiteral("default")).value, Wirings());
        TableSpec keyed = catalog.get(QStringLiteral("default"), QStringLiteral("orders_by_key")).value.spec;
        keyed.primaryKey = QStringList{QStringLiteral("order_id")};
        QVERIFY(catalog.put(QStringLiteral("default"), keyed, 1).ok());
    }
    r = run(withCatalog(strings({"job", "wire", "default", "orders_cdc", "orders_by_key"})));
    QCOMPARE(r.exitCode, 0);
    // validate --db says the same of a wiring stored before (by the catalog, which does not check).
    {
        Catalog catalog;
        QVERIFY(catalog.open(catalogFile()).ok());
        QVERIFY(catalog.addWiring(QStringLiteral("default"), QStringLiteral("orders_cdc"), QStringLiteral("orders_copy")).ok());
    }
    r = run(withCatalog(strings({"validate", "--db", "default"})));
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(QStringLiteral("wiring.changelog-into-insert-only")) || r.out.contains(QStringLiteral("doesn't support consuming update and delete changes")), qPrintable(r.out + r.err));
}

void TestCliJob::validateDatabaseRules()
{
    {
        Catalog catalog;
        QVERIFY(catalog.open(catalogFile()).ok());
        QVERIFY(catalog.put(QStringLiteral("default"), testsupport::example(QStringLiteral("hudi-sink")), Catalog::NewTable).ok());
        QVERIFY(catalog.put(QStringLiteral("default"),
                            testsupport::example(QStringLiteral("hudi-source"), R"~({"options":{"changelog.enabled":"false"}})~"),
                            Catalog::NewTable)
                    .ok());
    }
    Run r = run(withCatalog(strings({"validate", "--db", "default"})));
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.out.contains(QStringLiteral("error: orders_hudi_stream/changelog.enabled: ")), qPrintable(r.out));
    r = run(withCatalog(strings({"validate", "--db", "default", "--json"})));
    QCOMPARE(r.exitCode, 1);
    bool found = false;
    for (const QJsonValue &v : QJsonDocument::fromJson(r.out.toUtf8()).array()) {
        const QJsonObject d = v.toObject();
        if (d.value(QLatin1String("rule")).toString() == QLatin1String("hudi.cdc-changelog-both-sides"))
            found = d.value(QLatin1String("scope")).toString() == QLatin1String("database");
    }
    QVERIFY2(found, qPrintable(r.out));

    // Changelog on both sides: clean.
    {
        Catalog catalog;
        QVERIFY(catalog.open(catalogFile()).ok());
        QVERIFY(catalog.put(QStringLiteral("default"), testsupport::example(QStringLiteral("hudi-source")), Catalog::AnyRevision).ok());
    }
    r = run(withCatalog(strings({"validate", "--db", "default"})));
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(!r.out.contains(QStringLiteral("changelog")), qPrintable(r.out));

    // A wiring with a missing column is a database-level error too.
    {
        Catalog catalog;
        QVERIFY(catalog.open(catalogFile()).ok());
        QVERIFY(catalog.put(QStringLiteral("default"), testsupport::example(QStringLiteral("kafka-sink")), Catalog::NewTable).ok());
        QVERIFY(catalog.addWiring(QStringLiteral("default"), QStringLiteral("orders_hudi_stream"), QStringLiteral("orders_enriched")).ok());
    }
    r = run(withCatalog(strings({"validate", "--db", "default"})));
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.out.contains(QStringLiteral("error: wiring orders_hudi_stream -> orders_enriched: ")), qPrintable(r.out));
    QVERIFY2(r.out.contains(QStringLiteral("error: job/main-class: ")), qPrintable(r.out));
}

void TestCliJob::exportJob()
{
    fillCatalog(true);
    QCOMPARE(run(withCatalog(strings({"job", "wire", "default", "orders", "orders_copy"}))).exitCode, 0);
    QCOMPARE(run(withCatalog(strings({"db", "create", "empty"}))).exitCode, 0);
    const QString out = m_dir->filePath(QStringLiteral("out dir"));
    Run r = run(withCatalog({QStringLiteral("export"), QStringLiteral("--job"), QStringLiteral("--out"), out}));
    QVERIFY2(r.exitCode == 0, qPrintable(r.err + r.out));
    // Only the database that has a job.
    QCOMPARE(QDir(out).entryList(QDir::Files, QDir::Name), (QStringList{QStringLiteral("default.job.sh"), QStringLiteral("default.job.sql")}));
    QVERIFY2(r.out.contains(QStringLiteral("default.job.sql")), qPrintable(r.out));

    // The files hold what the writer makes of the catalog.
    Catalog catalog;
    QVERIFY(catalog.open(catalogFile()).ok());
    QList<TableSpec> specs;
    for (const StoredTable &t : catalog.latestSpecs(QStringLiteral("default")).value)
        specs << t.spec;
    const SchemaRegistry registry = SchemaRegistry::loadDefault();
    const JobScriptWriter writer(registry);
    const JobProfile profile = catalog.jobProfile(QStringLiteral("default")).value;
    const Wirings wirings = catalog.wirings(QStringLiteral("default")).value;
    QCOMPARE(QString::fromUtf8(testsupport::readFile(out + QStringLiteral("/default.job.sql"))),
             writer.sql(QStringLiteral("default"), specs, profile, wirings));
    const QString sh = QString::fromUtf8(testsupport::readFile(out + QStringLiteral("/default.job.sh")));
    QCOMPARE(sh, writer.shellScript(QStringLiteral("default"), profile, QStringLiteral("default.job.sql")));
    QVERIFY(sh.startsWith(QStringLiteral("#!/usr/bin/env bash\n")));
    QVERIFY(sh.contains(QStringLiteral("\nset -euo pipefail\n")));
    QVERIFY(QFileInfo(out + QStringLiteral("/default.job.sh")).permissions() & QFile::ExeOwner);
    QVERIFY(!sh.contains(QStringLiteral("INSERT")));
    QVERIFY(QString::fromUtf8(testsupport::readFile(out + QStringLiteral("/default.job.sql")))
                .contains(QStringLiteral("INSERT INTO `orders_copy`\nSELECT `user_id`, `order_id`, `amount`\nFROM `orders`;")));

    // A named database without a job: its errors, nothing written.
    const QString other = m_dir->filePath(QStringLiteral("other"));
    r = run(withCatalog({QStringLiteral("export"), QStringLiteral("--job"), QStringLiteral("--db"), QStringLiteral("empty"), QStringLiteral("--out"), other}));
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(QStringLiteral("has no job")), qPrintable(r.err));
    QVERIFY(!QFileInfo::exists(other + QStringLiteral("/empty.job.sql")));
    r = run(withCatalog({QStringLiteral("export"), QStringLiteral("--job"), QStringLiteral("--db"), QStringLiteral("nope"), QStringLiteral("--out"), other}));
    QCOMPARE(r.exitCode, 1);

    r = run(withCatalog({QStringLiteral("export"), QStringLiteral("--job"), QStringLiteral("--db"), QStringLiteral("default"),
                         QStringLiteral("--out"), other, QStringLiteral("--json")}));
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(QJsonDocument::fromJson(r.out.toUtf8()).object().value(QLatin1String("files")).toArray().size(), 2);
}

void TestCliJob::exportRefusesInvalidJob()
{
    fillCatalog(true);
    {
        Catalog catalog;
        QVERIFY(catalog.open(catalogFile()).ok());
        // Wired the wrong way round, behind the CLI's back: the sink lacks the source's columns.
        QVERIFY(catalog.addWiring(QStringLiteral("default"), QStringLiteral("orders_copy"), QStringLiteral("orders")).ok());
    }
    const QString out = m_dir->filePath(QStringLiteral("out"));
    const Run r = run(withCatalog({QStringLiteral("export"), QStringLiteral("--job"), QStringLiteral("--out"), out}));
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(QStringLiteral("wiring orders_copy -> orders")), qPrintable(r.err));
    QVERIFY2(r.err.contains(QStringLiteral("default.job.sql was not written")), qPrintable(r.err));
    QVERIFY(!QFileInfo::exists(out + QStringLiteral("/default.job.sql")));
    QVERIFY(!QFileInfo::exists(out + QStringLiteral("/default.job.sh")));
}

void TestCliJob::exportReplacesLinksInOutput()
{
    fillCatalog(true);
    QCOMPARE(run(withCatalog(strings({"job", "wire", "default", "orders", "orders_copy"}))).exitCode, 0);
    const QString out = m_dir->filePath(QStringLiteral("out"));
    const QString elsewhere = m_dir->filePath(QStringLiteral("elsewhere"));
    QVERIFY(QDir().mkpath(out));
    const testsupport::LinkVictim victim(elsewhere + QStringLiteral("/victim2"), "mine\n");
    QVERIFY(QFile::link(victim.path, out + QStringLiteral("/default.job.sh")));
    QVERIFY(QFile::link(elsewhere + QStringLiteral("/new.sql"), out + QStringLiteral("/default.job.sql")));

    const Run r = run(withCatalog({QStringLiteral("export"), QStringLiteral("--job"), QStringLiteral("--out"), out}));
    QCOMPARE(r.exitCode, 0);
    // The script and the shell file are regular files now; the victim kept its bytes and mode.
    for (const QString &file : {QStringLiteral("/default.job.sh"), QStringLiteral("/default.job.sql")})
        QVERIFY2(!QFileInfo(out + file).isSymLink() && QFileInfo(out + file).isFile(), qPrintable(file));
    QVERIFY(QFileInfo(out + QStringLiteral("/default.job.sh")).permissions() & QFile::ExeOwner);
    QCOMPARE(testsupport::readFile(victim.path), QByteArray("mine\n"));
    QCOMPARE(QFile::permissions(victim.path), victim.mode);
    QVERIFY(!QFileInfo::exists(elsewhere + QStringLiteral("/new.sql")));
}

/// A value may hold any character, but what the CLI says about it shows invisible ones escaped.
void TestCliJob::invisibleCharactersInValuesAreEscaped()
{
    fillCatalog(false);
    const QString value = QStringLiteral("orders\u202Ejob");
    Run r = run(withCatalog({QStringLiteral("job"), QStringLiteral("set"), QStringLiteral("default"), QStringLiteral("job-name"), value}));
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains(QStringLiteral("orders\\u202Ejob")), qPrintable(r.out));
    r = run(withCatalog({QStringLiteral("job"), QStringLiteral("show"), QStringLiteral("default")}));
    QCOMPARE(r.exitCode, 0);
    const QString listing = r.out.left(r.out.indexOf(QStringLiteral("Command:")));
    QVERIFY2(listing.contains(QStringLiteral("orders\\u202Ejob")), qPrintable(listing));
    QVERIFY2(!listing.contains(QChar(0x202e)), qPrintable(listing));
    QCOMPARE(storedProfile().value(QStringLiteral("job-name")), value); // stored as given
}

void TestCliJob::usageErrors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::newRow("job without sub-command") << strings({"job"});
    QTest::newRow("unknown sub-command") << strings({"job", "run", "default"});
    QTest::newRow("show without database") << strings({"job", "show"});
    QTest::newRow("set without value") << strings({"job", "set", "default", "job-name"});
    QTest::newRow("set unknown key") << strings({"job", "set", "default", "checkpoint", "1 min"});
    QTest::newRow("wire without sink") << strings({"job", "wire", "default", "orders"});
    QTest::newRow("export job without out") << strings({"export", "--job"});
    QTest::newRow("export job to an empty folder name") << QStringList{QStringLiteral("export"), QStringLiteral("--job"), QStringLiteral("--out"), QString()};
    QTest::newRow("export job with dialect") << strings({"export", "--job", "--out", "x", "--dialect", "blink"});
    QTest::newRow("export job per database") << strings({"export", "--job", "--out", "x", "--per-database"});
}

void TestCliJob::usageErrors()
{
    QFETCH(QStringList, args);
    fillCatalog(false);
    const Run r = run(withCatalog(args));
    QCOMPARE(r.exitCode, 2);
    QCOMPARE(r.err.count(QLatin1Char('\n')), 1);
    QVERIFY2(r.err.startsWith(QStringLiteral("streamtable: ")), qPrintable(r.err));
    QVERIFY(storedProfile().isEmpty());
}

void TestCliJob::chineseMessages()
{
    fillCatalog(false);
    Run r = run(withCatalog(strings({"--lang", "zh", "job", "set", "default", "parallelism.default", "0"})));
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(QStringLiteral("不能小于 1")), qPrintable(r.err));
    QVERIFY2(r.err.contains(QStringLiteral("未保存任何内容")), qPrintable(r.err));
    r = run(withCatalog(strings({"--lang", "zh", "job", "show", "default"})));
    QVERIFY2(r.out.contains(QStringLiteral("（未设置）")), qPrintable(r.out));
    r = run(strings({"--lang", "zh", "--help"}));
    QVERIFY2(r.out.contains(QStringLiteral("job set 库 参数 值")), qPrintable(r.out));
    r = run(strings({"--help"}));
    QVERIFY2(r.out.contains(QStringLiteral("export --job [--db DB] --out DIR")), qPrintable(r.out));
}

/// Issue 18: the job script holds the tables' options, so it gets their secrets the way the DDL
/// export does: a secret not given is an error naming the table and the secret, and no file of
/// the job is written; given in the environment, its value is in the script.
void TestCliJob::exportJobFillsSecrets()
{
    fillCatalog(true);
    QCOMPARE(run(withCatalog(strings({"job", "wire", "default", "orders", "orders_copy"}))).exitCode, 0);
    {
        Catalog catalog;
        QVERIFY(catalog.open(catalogFile()).ok());
        TableSpec orders = catalog.get(QStringLiteral("default"), QStringLiteral("orders")).value.spec;
        orders.options.insert(QStringLiteral("properties.sasl.jaas.config"),
                              QStringLiteral("org.apache.kafka.common.security.plain.PlainLoginModule required username=\"etl\" password=\"${secret:ORDERS_PW}\";"));
        QVERIFY(catalog.put(QStringLiteral("default"), orders, Catalog::AnyRevision).ok());
    }
    const QString out = m_dir->filePath(QStringLiteral("out"));
    Run r = run(withCatalog({QStringLiteral("export"), QStringLiteral("--job"), QStringLiteral("--out"), out}));
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(QStringLiteral("default: orders: the secret ORDERS_PW is not given")), qPrintable(r.err));
    QVERIFY(!QFileInfo::exists(out + QStringLiteral("/default.job.sql")));
    QVERIFY(!QFileInfo::exists(out + QStringLiteral("/default.job.sh")));

    QProcessEnvironment env = testsupport::cliEnvironment(m_dir->filePath(QStringLiteral("xdg")));
    env.insert(QStringLiteral("STREAMTABLE_SECRET_ORDERS_PW"), QStringLiteral("pw-from-env"));
    r = testsupport::runCli(withCatalog({QStringLiteral("export"), QStringLiteral("--job"), QStringLiteral("--out"), out}), env);
    QCOMPARE(r.exitCode, 0);
    const QString script = QString::fromUtf8(testsupport::readFile(out + QStringLiteral("/default.job.sql")));
    QVERIFY2(script.contains(QStringLiteral("username=\"etl\" password=\"pw-from-env\";'")), qPrintable(script));
    // Issue 49: the script holds the password: its owner's alone (0600); the submission command
    // holds none and stays executable for everyone.
    QCOMPARE(QFileInfo(out + QStringLiteral("/default.job.sql")).permissions() & ~(QFileDevice::ReadUser | QFileDevice::WriteUser),
             QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    QVERIFY(QFileInfo(out + QStringLiteral("/default.job.sh")).permissions() & QFileDevice::ExeOther);
    QVERIFY2(r.out.contains(QStringLiteral("mode 0600")), qPrintable(r.out));
}

QTEST_GUILESS_MAIN(TestCliJob)
#include "test_cli_job.moc"

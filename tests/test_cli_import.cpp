// `streamtable spec FILE.sql` and `streamtable import`, run as real processes on real files and
// a real catalog file.

#include "catalog/catalog.h"
#include "testsupport.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace st;
using testsupport::strings;

namespace {

QString u(const char *text)
{
    return QString::fromUtf8(text);
}

const char *kTwoTables = "SET 'x' = 'y';\n"
                         "CREATE TABLE orders (id BIGINT, ts TIMESTAMP(3)) WITH ('connector' = 'kafka', 'topic' = 'orders',\n"
                         "  'properties.bootstrap.servers' = 'k:9092', 'properties.group.id' = 'g', 'format' = 'json',\n"
                         "  'scan.startup.mode' = 'earliest-offset');\n"
                         "CREATE TABLE lake (id BIGINT, PRIMARY KEY (id) NOT ENFORCED) WITH ('connector' = 'hudi', 'path' = 'hdfs://n/lake');\n";

} // namespace

class TestCliImport : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void specPrintsObjectOrArray();
    void specReportsPositions();
    void importIsAllOrNothing();
    void importConflicts();
    void dryRunWritesNothing();

private:
    QString write(const QString &name, const QByteArray &content);
    testsupport::CliRun cli(const QStringList &args);

    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_catalog;
};

void TestCliImport::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_catalog = m_dir->filePath(u("c.sqlite"));
    QCOMPARE(cli(strings({"db", "create", "shop"})).exitCode, 0);
}

QString TestCliImport::write(const QString &name, const QByteArray &content)
{
    const QString path = m_dir->filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(content) != content.size())
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

testsupport::CliRun TestCliImport::cli(const QStringList &args)
{
    return testsupport::runCli(QStringList{u("--catalog"), m_catalog} + args, testsupport::cliEnvironment(m_dir->filePath(u("home"))));
}

void TestCliImport::specPrintsObjectOrArray()
{
    const QString two = write(u("two.sql"), kTwoTables);
    const testsupport::CliRun both = cli({u("spec"), two});
    QCOMPARE(both.exitCode, 0);
    const QJsonDocument array = QJsonDocument::fromJson(both.out.toUtf8());
    QVERIFY(array.isArray());
    QCOMPARE(array.array().size(), 2);
    QCOMPARE(array.array().at(0).toObject().value(u("role")).toString(), u("source"));
    QVERIFY(both.err.contains(u("two.sql:1:1: note: skipped (SET)")));

    const QString one = write(u("one.sql"), "CREATE TABLE t (a INT) WITH ('connector' = 'kafka', 'topic' = 't');");
    const testsupport::CliRun single = cli({u("spec"), one, u("--role"), u("sink")});
    QCOMPARE(single.exitCode, 0);
    const QJsonObject spec = QJsonDocument::fromJson(single.out.toUtf8()).object();
    QCOMPARE(spec.value(u("name")).toString(), u("t"));
    QCOMPARE(spec.value(u("role")).toString(), u("sink"));

    // What `spec` prints is what `ddl` and `validate` take.
    write(u("t.json"), single.out.toUtf8());
    QCOMPARE(cli({u("ddl"), m_dir->filePath(u("t.json"))}).exitCode, 1); // incomplete kafka sink: invalid, but read
}

void TestCliImport::specReportsPositions()
{
    const QString bad = write(u("bad.sql"), "CREATE TABLE ok (a INT) WITH ('connector' = 'kafka');\n\nCREATE TABLE no (a INT) LIKE x;\n");
    const testsupport::CliRun r = cli({u("spec"), bad});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(bad + u(":3:25: error: a LIKE clause is not supported")), qPrintable(r.err));
    QCOMPARE(QJsonDocument::fromJson(r.out.toUtf8()).object().value(u("name")).toString(), u("ok"));

    QCOMPARE(cli({u("spec"), m_dir->filePath(u("missing.sql"))}).exitCode, 2);
    QCOMPARE(cli({u("spec")}).exitCode, 2);
    QCOMPARE(cli({u("spec"), bad, u("--role"), u("middle")}).exitCode, 2);
    const QString latin1 = write(u("latin1.sql"), "CREATE TABLE t (a INT COMMENT 'caf\xE9') WITH ('connector' = 'kafka');");
    const testsupport::CliRun encoding = cli({u("spec"), latin1});
    QCOMPARE(encoding.exitCode, 2);
    QVERIFY2(encoding.err.contains(latin1 + u(":1:35: error: not UTF-8 text")), qPrintable(encoding.err));
}

void TestCliImport::importIsAllOrNothing()
{
    QDir().mkpath(m_dir->filePath(u("dir")));
    write(u("dir/a.sql"), kTwoTables);
    write(u("dir/b.sql"), "CREATE TABLE broken (a INT) WITH ('connector' = 'jdbc');");
    const testsupport::CliRun refused = cli({u("import"), m_dir->filePath(u("dir")), u("--db"), u("shop")});
    QCOMPARE(refused.exitCode, 1);
    QVERIFY2(refused.out.contains(u("b.sql:1:1: failed broken: connector 'jdbc'")), qPrintable(refused.out));
    QVERIFY2(refused.err.contains(u("b.sql:1:35: error: connector")), qPrintable(refused.err));
    Catalog catalog;
    QVERIFY(catalog.open(m_catalog).ok());
    QCOMPARE(catalog.list(u("shop")).value.size(), 0);

    QFile::remove(m_dir->filePath(u("dir/b.sql")));
    const testsupport::CliRun done = cli({u("import"), m_dir->filePath(u("dir")), u("--db"), u("shop"), u("--json")});
    QCOMPARE(done.exitCode, 0);
    const QJsonObject summary = QJsonDocument::fromJson(done.out.toUtf8()).object();
    const QJsonArray statements = summary.value(u("statements")).toArray();
    QCOMPARE(statements.size(), 3);
    QCOMPARE(statements.at(0).toObject().value(u("status")).toString(), u("skipped"));
    QCOMPARE(statements.at(1).toObject().value(u("status")).toString(), u("imported"));
    QCOMPARE(statements.at(2).toObject().value(u("revision")).toInt(), 1);
    QCOMPARE(catalog.list(u("shop")).value.size(), 2);
}

void TestCliImport::importConflicts()
{
    const QString file = write(u("two.sql"), kTwoTables);
    QCOMPARE(cli({u("import"), file, u("--db"), u("shop")}).exitCode, 0);
    const testsupport::CliRun again = cli({u("import"), file, u("--db"), u("shop")});
    QCOMPARE(again.exitCode, 1);
    QVERIFY(again.out.contains(u("a table of that name exists in shop")));
    const testsupport::CliRun skip = cli({u("import"), file, u("--db"), u("shop"), u("--on-conflict"), u("skip")});
    QCOMPARE(skip.exitCode, 0);
    QVERIFY(skip.out.contains(u("skipped orders")));
    const testsupport::CliRun revise = cli({u("import"), file, u("--db"), u("shop"), u("--on-conflict"), u("revise")});
    QCOMPARE(revise.exitCode, 0);
    QVERIFY2(revise.out.contains(u("revised orders (kafka, source), revision 2")), qPrintable(revise.out));
    QCOMPARE(cli({u("import"), file, u("--db"), u("shop"), u("--on-conflict"), u("merge")}).exitCode, 2);
    QCOMPARE(cli({u("import"), file}).exitCode, 2);
    QCOMPARE(cli({u("import"), file, u("--db"), u("nowhere")}).exitCode, 1);
}

void TestCliImport::dryRunWritesNothing()
{
    const QString file = write(u("two.sql"), kTwoTables);
    const testsupport::CliRun dry = cli({u("import"), file, u("--db"), u("shop"), u("--dry-run")});
    QCOMPARE(dry.exitCode, 0);
    QVERIFY(dry.out.contains(u("would import orders")));
    Catalog catalog;
    QVERIFY(catalog.open(m_catalog).ok());
    QCOMPARE(catalog.list(u("shop")).value.size(), 0);
}

QTEST_GUILESS_MAIN(TestCliImport)
#include "test_cli_import.moc"

// `streamtable diff`: the real program on a real catalog file and real spec and .sql files;
// the expected lines are written by hand.

#include "catalog/catalog.h"
#include "testsupport.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace st;

namespace {
// A plain literal: moc does not read raw strings with quotes in them.
const QByteArray secondRevision = "{\"options\": {\"topic\": \"orders_v2\", \"properties.sasl.jaas.config\": \"x password=\\\"s3cret\\\";\"}}";
}

class TestCliDiff : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QProcessEnvironment m_env;

    QString path(const QString &name) const { return m_dir.filePath(name); }
    testsupport::CliRun cli(QStringList args)
    {
        return testsupport::runCli(QStringList{QStringLiteral("--catalog"), path(QStringLiteral("catalog.sqlite"))} + args, m_env);
    }
    void write(const QString &name, const QByteArray &bytes)
    {
        QFile f(path(name));
        QVERIFY(f.open(QIODevice::WriteOnly));
        QCOMPARE(f.write(bytes), qint64(bytes.size()));
    }
    /// The kafka-source example with `patch` applied, as a spec file.
    void writeSpec(const QString &name, const QByteArray &patch)
    {
        QJsonObject json = testsupport::applyPatch(testsupport::exampleJson(QStringLiteral("kafka-source")),
                                                   patch.isEmpty() ? QJsonObject() : QJsonDocument::fromJson(patch).object());
        json.remove(QStringLiteral("target"));
        write(name, QJsonDocument(json).toJson());
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_env = testsupport::cliEnvironment(path(QStringLiteral("xdg")));
        m_env.insert(QStringLiteral("USER"), QStringLiteral("wang.wu"));
        writeSpec(QStringLiteral("v1.json"), QByteArray());
        writeSpec(QStringLiteral("v2.json"), secondRevision);
        QCOMPARE(cli({QStringLiteral("db"), QStringLiteral("create"), QStringLiteral("shop")}).exitCode, 0);
        QCOMPARE(cli({QStringLiteral("db"), QStringLiteral("create"), QStringLiteral("staging")}).exitCode, 0);
        QCOMPARE(cli({QStringLiteral("table"), QStringLiteral("put"), QStringLiteral("shop"), path(QStringLiteral("v1.json"))}).exitCode, 0);
        // The second revision holds a password as it is: `table put` refuses it now, but a catalog
        // written before that rule may hold one, and diff must not show it.
        QVERIFY(cli({QStringLiteral("table"), QStringLiteral("put"), QStringLiteral("shop"), path(QStringLiteral("v2.json"))}).exitCode != 0);
        {
            TableSpec v2;
            QString error;
            QVERIFY2(TableSpec::fromJsonText(testsupport::readFile(path(QStringLiteral("v2.json"))), &v2, &error), qPrintable(error));
            const QByteArray user = qgetenv("USER");
            qputenv("USER", "wang.wu"); // the revision's author, as the CLI runs give it
            Catalog catalog;
            QVERIFY(catalog.open(path(QStringLiteral("catalog.sqlite"))).ok());
            QVERIFY(catalog.put(QStringLiteral("shop"), v2, 1).ok());
            qputenv("USER", user);
        }
        QCOMPARE(cli({QStringLiteral("table"), QStringLiteral("put"), QStringLiteral("staging"), path(QStringLiteral("v1.json"))}).exitCode, 0);
    }

    void twoRevisions()
    {
        const testsupport::CliRun r = cli({QStringLiteral("diff"), QStringLiteral("shop/orders@1"), QStringLiteral("shop/orders")});
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(r.out, QStringLiteral("option properties.sasl.jaas.config added: (secret)\noption topic: orders → orders_v2\n"));
        QVERIFY(!r.out.contains(QStringLiteral("s3cret")));
        const testsupport::CliRun same = cli({QStringLiteral("diff"), QStringLiteral("shop/orders@2"), QStringLiteral("shop/orders")});
        QCOMPARE(same.exitCode, 0);
        QCOMPARE(same.out, QStringLiteral("no differences\n"));
        const testsupport::CliRun zh = cli({QStringLiteral("--lang"), QStringLiteral("zh"), QStringLiteral("diff"), QStringLiteral("shop/orders@1"), QStringLiteral("shop/orders@2")});
        QVERIFY2(zh.out.contains(QStringLiteral("参数 topic：orders → orders_v2")), qPrintable(zh.out));
    }

    void jsonAndDdl()
    {
        const testsupport::CliRun r = cli({QStringLiteral("--json"), QStringLiteral("diff"), QStringLiteral("shop/orders@1"), QStringLiteral("shop/orders@2")});
        QCOMPARE(r.exitCode, 1);
        const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(o.value(QStringLiteral("equal")).toBool(true), false);
        const QJsonArray changes = o.value(QStringLiteral("changes")).toArray();
        QCOMPARE(changes.size(), 2);
        QCOMPARE(changes.at(1).toObject(), (QJsonObject{{QStringLiteral("change"), QStringLiteral("option.changed")}, {QStringLiteral("subject"), QStringLiteral("topic")},
                                                         {QStringLiteral("before"), QStringLiteral("orders")}, {QStringLiteral("after"), QStringLiteral("orders_v2")}}));
        const testsupport::CliRun ddl = cli({QStringLiteral("diff"), QStringLiteral("shop/orders@1"), QStringLiteral("shop/orders@2"), QStringLiteral("--ddl")});
        const QStringList lines = ddl.out.split(QLatin1Char('\n'));
        QVERIFY2(lines.contains(QStringLiteral("--- shop/orders@1")) && lines.contains(QStringLiteral("+++ shop/orders@2")), qPrintable(ddl.out));
        QVERIFY2(lines.contains(QStringLiteral("-  'topic' = 'orders',")), qPrintable(ddl.out));
        QVERIFY2(lines.contains(QStringLiteral("+  'topic' = 'orders_v2',")), qPrintable(ddl.out));
        QVERIFY2(lines.contains(QStringLiteral("   'connector' = 'kafka',")), qPrintable(ddl.out));
        // The password added is a line of the diff, masked.
        QVERIFY2(!ddl.out.contains(QStringLiteral("s3cret")), qPrintable(ddl.out));
        const QString added = QStringLiteral("+  'properties.sasl.jaas.config' = 'x password=\"******\";'");
        QVERIFY2(lines.contains(added) || lines.contains(added + QLatin1Char(',')), qPrintable(ddl.out.right(400)));

        // --alter: the statement that makes revision 1 into revision 2 on Apache Flink 1.18.
        const testsupport::CliRun alter = cli({QStringLiteral("diff"), QStringLiteral("shop/orders@1"), QStringLiteral("shop/orders@2"), QStringLiteral("--alter")});
        QCOMPARE(alter.exitCode, 1);
        const QStringList alterLines = alter.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QVERIFY2(alterLines.last().startsWith(QStringLiteral("ALTER TABLE `orders` SET (")) && alterLines.last().endsWith(QStringLiteral(");"))
                     && alterLines.last().contains(QStringLiteral("'topic' = 'orders_v2'"))
                     && alterLines.last().contains(QStringLiteral("'properties.sasl.jaas.config' = '(secret)'")),
                 qPrintable(alter.out));
        QVERIFY(!alter.out.contains(QStringLiteral("s3cret")));
        const testsupport::CliRun alterJson = cli({QStringLiteral("--json"), QStringLiteral("diff"), QStringLiteral("shop/orders@1"), QStringLiteral("shop/orders@2"), QStringLiteral("--alter")});
        const QJsonObject plan = QJsonDocument::fromJson(alterJson.out.toUtf8()).object().value(QStringLiteral("alter")).toObject();
        QCOMPARE(plan.value(QStringLiteral("inPlace")).toBool(), true);
        QCOMPARE(plan.value(QStringLiteral("statements")).toArray().size(), 1);
    }

    void filesAndDatabases()
    {
        // A spec file against the .sql the program writes of it: the same table.
        const testsupport::CliRun ddl = cli({QStringLiteral("ddl"), path(QStringLiteral("v1.json"))});
        QCOMPARE(ddl.exitCode, 0);
        write(QStringLiteral("v1.sql"), ddl.out.toUtf8());
        const testsupport::CliRun roundTrip = cli({QStringLiteral("diff"), path(QStringLiteral("v1.json")), path(QStringLiteral("v1.sql"))});
        QVERIFY2(roundTrip.exitCode == 0, qPrintable(roundTrip.out + roundTrip.err));
        const testsupport::CliRun fileToCatalog = cli({QStringLiteral("diff"), path(QStringLiteral("v1.sql")), QStringLiteral("shop/orders")});
        QCOMPARE(fileToCatalog.exitCode, 1);

        // Two databases, table by table.
        QCOMPARE(cli({QStringLiteral("table"), QStringLiteral("put"), QStringLiteral("staging"), testsupport::sourcePath(QStringLiteral("schemas/examples/hudi-sink.json"))}).exitCode, 0);
        const testsupport::CliRun dbs = cli({QStringLiteral("diff"), QStringLiteral("shop/"), QStringLiteral("staging/")});
        QCOMPARE(dbs.exitCode, 1);
        QCOMPARE(dbs.out, QStringLiteral("table orders_hudi: added\n"
                                         "table orders: changed\n"
                                         "  option properties.sasl.jaas.config removed (was (secret))\n"
                                         "  option topic: orders_v2 → orders\n"));
        QCOMPARE(cli({QStringLiteral("diff"), QStringLiteral("shop/"), QStringLiteral("shop/")}).exitCode, 0);
    }

    /// Issue 49: two files that differ only in a password differ ("(secret, changed)", exit 1);
    /// the import's reference in its place, the same in both, made them equal. Neither the
    /// passwords nor a trace of them are shown, with --ddl and --json either; the same password
    /// twice is no difference.
    void filesDifferingInAPasswordDiffer()
    {
        const QByteArray table = "CREATE TABLE orders (id BIGINT) WITH ('connector' = 'kafka', 'topic' = 'orders', 'format' = 'json',\n"
                                 "  'properties.bootstrap.servers' = 'k:9092', 'scan.startup.mode' = 'latest-offset',\n"
                                 "  'properties.ssl.truststore.password' = '%1');\n";
        write(QStringLiteral("pw-a.sql"), QByteArray(table).replace("%1", "first-Pw1"));
        write(QStringLiteral("pw-b.sql"), QByteArray(table).replace("%1", "second-Pw2"));
        write(QStringLiteral("pw-a2.sql"), QByteArray(table).replace("%1", "first-Pw1"));
        const QStringList files{path(QStringLiteral("pw-a.sql")), path(QStringLiteral("pw-b.sql"))};
        testsupport::CliRun r = cli(QStringList{QStringLiteral("diff")} + files);
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(r.out, QStringLiteral("option properties.ssl.truststore.password: (secret) → (secret, changed)\n"));
        for (const QStringList &extra : {QStringList{QStringLiteral("--ddl")}, QStringList{QStringLiteral("--alter")}, QStringList{}}) {
            r = cli(QStringList{QStringLiteral("--json"), QStringLiteral("diff")} + files + extra);
            QCOMPARE(r.exitCode, 1);
            for (const char *clear : {"first-Pw1", "second-Pw2", "Pw1", "Pw2"})
                QVERIFY2(!r.out.contains(QLatin1String(clear)) && !r.err.contains(QLatin1String(clear)), qPrintable(r.out));
        }
        r = cli({QStringLiteral("diff"), path(QStringLiteral("pw-a.sql")), path(QStringLiteral("pw-a2.sql"))});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, QStringLiteral("no differences\n"));
    }

    /// A table that names no target is written for its database's: the same table in a database
    /// of another target is written otherwise (MRS's Hudi keys), so it differs, and --alter says
    /// it is dropped and created again. It compared equal ("no differences").
    void databasesOfOtherTargetsDiffer()
    {
        QCOMPARE(cli({QStringLiteral("db"), QStringLiteral("create"), QStringLiteral("on_mrs"), QStringLiteral("--target"), QStringLiteral("mrs")}).exitCode, 0);
        QCOMPARE(cli({QStringLiteral("db"), QStringLiteral("create"), QStringLiteral("on_apache")}).exitCode, 0);
        QCOMPARE(cli({QStringLiteral("table"), QStringLiteral("put"), QStringLiteral("on_mrs"), path(QStringLiteral("v1.json"))}).exitCode, 0);
        QCOMPARE(cli({QStringLiteral("table"), QStringLiteral("put"), QStringLiteral("on_apache"), path(QStringLiteral("v1.json"))}).exitCode, 0);
        const testsupport::CliRun r = cli({QStringLiteral("diff"), QStringLiteral("on_apache/orders"), QStringLiteral("on_mrs/orders"), QStringLiteral("--alter")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.out.startsWith(QStringLiteral("target platform: flink-1.18 → mrs\n")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("the target platform changed")), qPrintable(r.out));
        // The spec file names no target either: outside a database it is written for the default,
        // which on_apache's table is too.
        const testsupport::CliRun same = cli({QStringLiteral("diff"), path(QStringLiteral("v1.json")), QStringLiteral("on_apache/orders")});
        QVERIFY2(same.exitCode == 0, qPrintable(same.out + same.err));
        QCOMPARE(cli({QStringLiteral("diff"), path(QStringLiteral("v1.json")), QStringLiteral("on_mrs/orders")}).exitCode, 1);
    }

    /// `table put --note` keeps what the save was for; `table history` shows it with the author
    /// (the operating system's user).
    void notesInTheHistory()
    {
        writeSpec(QStringLiteral("v3.json"), R"({"comment": "third"})");
        const testsupport::CliRun put = cli({QStringLiteral("table"), QStringLiteral("put"), QStringLiteral("shop"), path(QStringLiteral("v3.json")),
                                             QStringLiteral("--note"), QStringLiteral("comment for the audit")});
        QCOMPARE(put.exitCode, 0);
        const testsupport::CliRun history = cli({QStringLiteral("table"), QStringLiteral("history"), QStringLiteral("shop"), QStringLiteral("orders")});
        QCOMPARE(history.exitCode, 0);
        const QStringList lines = history.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 4); // the header and three revisions, newest first
        QVERIFY2(lines.at(0).contains(QStringLiteral("AUTHOR")) && lines.at(0).contains(QStringLiteral("NOTE")), qPrintable(lines.at(0)));
        QVERIFY2(lines.at(1).startsWith(QStringLiteral("3 ")) && lines.at(1).contains(QStringLiteral("wang.wu"))
                     && lines.at(1).endsWith(QStringLiteral("comment for the audit")),
                 qPrintable(lines.at(1)));
        QVERIFY2(lines.at(2).startsWith(QStringLiteral("2 ")) && lines.at(2).contains(QStringLiteral("wang.wu")), qPrintable(lines.at(2)));
        const testsupport::CliRun json = cli({QStringLiteral("--json"), QStringLiteral("table"), QStringLiteral("history"), QStringLiteral("shop"), QStringLiteral("orders")});
        const QJsonObject newest = QJsonDocument::fromJson(json.out.toUtf8()).array().at(0).toObject();
        QCOMPARE(newest.value(QStringLiteral("note")).toString(), QStringLiteral("comment for the audit"));
        QCOMPARE(newest.value(QStringLiteral("author")).toString(), QStringLiteral("wang.wu"));
    }

    void usageErrors()
    {
        for (const QStringList &args : QList<QStringList>{
                 {QStringLiteral("diff"), QStringLiteral("shop/orders")},                                    // one side
                 {QStringLiteral("diff"), QStringLiteral("nothing"), QStringLiteral("shop/orders")},         // neither file nor DB/TABLE
                 {QStringLiteral("diff"), QStringLiteral("shop/"), QStringLiteral("shop/orders")},           // a set and a table
                 {QStringLiteral("diff"), QStringLiteral("shop/orders@x"), QStringLiteral("shop/orders")},   // no revision number
                 {QStringLiteral("diff"), QStringLiteral("shop/missing"), QStringLiteral("shop/orders")},    // no such table
                 {QStringLiteral("diff"), QStringLiteral("shop/orders@9"), QStringLiteral("shop/orders")},   // no such revision
             }) {
            const testsupport::CliRun r = cli(args);
            QVERIFY2(r.exitCode == 2, qPrintable(args.join(QLatin1Char(' ')) + QStringLiteral(": ") + QString::number(r.exitCode) + r.err));
            QVERIFY2(r.err.startsWith(QStringLiteral("streamtable: ")) || r.err.contains(QStringLiteral("error")), qPrintable(r.err));
            QCOMPARE(r.out, QString());
        }
    }
};

QTEST_GUILESS_MAIN(TestCliDiff)
#include "test_cli_diff.moc"

// The `streamtable` command, run as a real process: connectors, validate and ddl with good
// and bad input, exit codes 0 / 1 / 2, --json, --lang, --dialect, standard input.

#include "testsupport.h"

#include <QJsonArray>
#include <QProcess>
#include <QTemporaryDir>

#ifdef Q_OS_UNIX
#include <grp.h>
#include <unistd.h>
#endif

namespace {

using Result = testsupport::CliRun;

/// Runs the CLI in a scratch data folder, with the locale `lang`.
Result runCli(const QStringList &args, const QByteArray &input = QByteArray(), const QString &lang = QStringLiteral("C.UTF-8"))
{
    static QTemporaryDir dataHome;
    QProcessEnvironment env = testsupport::cliEnvironment(dataHome.path());
    env.insert(QStringLiteral("LC_ALL"), lang);
    return testsupport::runCli(args, env, input);
}

QString example(const char *name)
{
    return testsupport::sourcePath(QStringLiteral("schemas/examples/%1.json").arg(QLatin1String(name)));
}

QString golden(const char *caseName, const char *target)
{
    return QString::fromUtf8(testsupport::readFile(
        QStringLiteral(ST_TEST_DATA_DIR "/golden/ddl/%1/%2.sql").arg(QLatin1String(caseName), QLatin1String(target))));
}

} // namespace

class TestCli : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    QString writeSpec(const QString &name, const QByteArray &content) { return testsupport::writeFile(m_dir.filePath(name), content); }

    QByteArray invalidKafkaSpec()
    {
        QJsonObject spec = testsupport::exampleJson(QStringLiteral("kafka-source"));
        QJsonObject options = spec.value(QLatin1String("options")).toObject();
        // group-offsets (the default startup mode) without a group id: Flink cannot build the source.
        options.remove(QStringLiteral("properties.group.id"));
        options.remove(QStringLiteral("scan.startup.mode"));
        options.insert(QStringLiteral("properties.auto.offset.reset"), QStringLiteral("earliest"));
        options.insert(QStringLiteral("topic-pattern"), QStringLiteral("orders-.*"));
        spec.insert(QStringLiteral("options"), options);
        return QJsonDocument(spec).toJson();
    }

private Q_SLOTS:
    void connectors()
    {
        const Result r = runCli({QStringLiteral("connectors")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains(QStringLiteral("kafka\t")));
        QVERIFY(r.out.contains(QStringLiteral("hudi\t")));
        QVERIFY(r.out.contains(QStringLiteral("hdfs\t")));
        QVERIFY(r.out.contains(QStringLiteral("upsert-kafka\t")));
        QVERIFY(r.err.isEmpty());
    }

    void connectorsJson()
    {
        const Result r = runCli({QStringLiteral("connectors"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonArray list = QJsonDocument::fromJson(r.out.toUtf8()).array();
        QStringList names;
        for (const QJsonValue &entry : list)
            names << entry.toObject().value(QLatin1String("connector")).toString();
        QCOMPARE(names, (QStringList{QStringLiteral("blackhole"), QStringLiteral("datagen"), QStringLiteral("elasticsearch-6"), QStringLiteral("elasticsearch-7"), QStringLiteral("hdfs"), QStringLiteral("hudi"), QStringLiteral("iceberg"),
                                     QStringLiteral("jdbc"), QStringLiteral("kafka"), QStringLiteral("mysql-cdc"), QStringLiteral("paimon"), QStringLiteral("postgres-cdc"), QStringLiteral("print"), QStringLiteral("upsert-kafka")}));
        QCOMPARE(list.at(names.indexOf(QStringLiteral("hdfs"))).toObject().value(QLatin1String("dialects")).toArray().size(), 2);
    }

    void validateGood()
    {
        const Result r = runCli({QStringLiteral("validate"), example("kafka-source")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, QString());
    }

    void validateBad()
    {
        const Result r = runCli({QStringLiteral("validate"), writeSpec(QStringLiteral("bad.json"), invalidKafkaSpec())});
        QCOMPARE(r.exitCode, 1);
        const QStringList lines = r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 2);
        QVERIFY2(lines.filter(QStringLiteral("error: properties.group.id: The 'group-offsets' mode")).size() == 1, qPrintable(r.out));
        QVERIFY2(lines.filter(QStringLiteral("error: topic: ")).size() == 1, qPrintable(r.out));
    }

    void validateBadInChinese()
    {
        const QString spec = writeSpec(QStringLiteral("bad.json"), invalidKafkaSpec());
        const Result byFlag = runCli({QStringLiteral("validate"), spec, QStringLiteral("--lang"), QStringLiteral("zh")});
        QCOMPARE(byFlag.exitCode, 1);
        QVERIFY2(byFlag.out.contains(QStringLiteral("error: properties.group.id: 'group-offsets' 模式（默认的启动模式）读取消费组已提交的 offset")), qPrintable(byFlag.out));
        // Without --lang the CLI follows the locale.
        const Result byLocale = runCli({QStringLiteral("validate"), spec}, {}, QStringLiteral("zh_CN.UTF-8"));
        QCOMPARE(byLocale.out, byFlag.out);
        const Result english = runCli({QStringLiteral("--lang"), QStringLiteral("en"), QStringLiteral("validate"), spec}, {}, QStringLiteral("zh_CN.UTF-8"));
        QVERIFY(english.out.contains(QStringLiteral("so it needs 'properties.group.id'")));
    }

    void validateJson()
    {
        const Result r = runCli({QStringLiteral("validate"), QStringLiteral("--json"), writeSpec(QStringLiteral("bad.json"), invalidKafkaSpec())});
        QCOMPARE(r.exitCode, 1);
        const QJsonArray list = QJsonDocument::fromJson(r.out.toUtf8()).array();
        QCOMPARE(list.size(), 2);
        const QJsonObject first = list.at(0).toObject();
        QCOMPARE(first.value(QLatin1String("severity")).toString(), QStringLiteral("error"));
        QVERIFY(!first.value(QLatin1String("message")).toObject().value(QLatin1String("zh")).toString().isEmpty());
    }

    void validateGoodUpsertKafka()
    {
        const Result r = runCli({QStringLiteral("validate"), example("upsert-kafka-sink")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, QString());
    }

    /// What Flink's UpsertKafkaDynamicTableFactory refuses (connector reference 1.5), each made
    /// by hand from the valid example: `validate` and `ddl` exit 1 naming what is wrong, and
    /// `ddl` prints no DDL.
    void invalidUpsertKafka_data()
    {
        QTest::addColumn<QByteArray>("patch");
        QTest::addColumn<QString>("line"); ///< the start of the error line validate prints
        // validatePKConstraints: a PRIMARY KEY is mandatory.
        QTest::newRow("no primary key") << QByteArray(R"~({"primaryKey":[]})~") << "error: primaryKey: Connector upsert-kafka needs a primary key";
        // requiredOptions(): key.format is required.
        QTest::newRow("no key.format") << QByteArray(R"~({"options":{"key.format":null}})~") << "error: key.format: 'key.format' is required.";
        // validateSinkBufferFlush: max-rows and interval both above 0, or neither.
        QTest::newRow("max-rows alone") << QByteArray(R"~({"options":{"sink.buffer-flush.interval":null}})~") << "error: sink.buffer-flush.interval: 'sink.buffer-flush.max-rows' above 0";
        QTest::newRow("interval alone") << QByteArray(R"~({"options":{"sink.buffer-flush.max-rows":null}})~") << "error: sink.buffer-flush.max-rows: 'sink.buffer-flush.interval' above 0";
    }
    void invalidUpsertKafka()
    {
        QFETCH(QByteArray, patch);
        QFETCH(QString, line);
        const QJsonObject spec = testsupport::applyPatch(testsupport::exampleJson(QStringLiteral("upsert-kafka-sink")),
                                                         QJsonDocument::fromJson(patch).object());
        const QString path = writeSpec(QStringLiteral("upsert-bad.json"), QJsonDocument(spec).toJson());
        const Result validate = runCli({QStringLiteral("validate"), path});
        QCOMPARE(validate.exitCode, 1);
        const QStringList lines = validate.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 1); // only the one problem the patch made
        QVERIFY2(lines.constFirst().startsWith(line), qPrintable(validate.out));
        const Result ddl = runCli({QStringLiteral("ddl"), path});
        QCOMPARE(ddl.exitCode, 1);
        QCOMPARE(ddl.out, QString());
        QVERIFY2(ddl.err.contains(line), qPrintable(ddl.err));
    }

    void validateFromStdin()
    {
        const Result r = runCli({QStringLiteral("validate"), QStringLiteral("-")}, testsupport::readFile(example("hudi-source")));
        QCOMPARE(r.exitCode, 0);
    }

    void badInput_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QByteArray>("specContent");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("stderrPart");
        const QStringList validate{QStringLiteral("validate"), QStringLiteral("SPEC")};
        QTest::newRow("malformed json") << validate << QByteArray("{\n  \"name\": \"a\",,\n}") << 2 << "spec.json: malformed JSON at line 2";
        QTest::newRow("not an object") << validate << QByteArray("[1, 2]") << 2 << "expected a JSON object";
        QTest::newRow("wrong shape") << validate << QByteArray(R"~({"name":"a","connector":"kafka","columns":[{"name":5}]})~") << 2 << "columns[0].name: expected a string";
        QTest::newRow("empty file") << validate << QByteArray() << 2 << "malformed JSON";
        QTest::newRow("binary garbage") << validate << QByteArray("\x00\xff\xfe garbage", 12) << 2 << "malformed JSON";
        QTest::newRow("missing file") << QStringList{QStringLiteral("validate"), QStringLiteral("/nonexistent/spec.json")} << QByteArray() << 2 << "/nonexistent/spec.json: cannot read";
        QTest::newRow("no spec argument") << QStringList{QStringLiteral("validate")} << QByteArray() << 2 << "missing argument";
        QTest::newRow("two spec arguments") << QStringList{QStringLiteral("ddl"), QStringLiteral("a"), QStringLiteral("b")} << QByteArray() << 2 << "unexpected argument \"b\"";
        QTest::newRow("no command") << QStringList{} << QByteArray() << 2 << "Usage: streamtable";
        QTest::newRow("unknown command") << QStringList{QStringLiteral("frobnicate")} << QByteArray() << 2 << "unknown command \"frobnicate\"";
        QTest::newRow("bad lang") << QStringList{QStringLiteral("--lang"), QStringLiteral("fr"), QStringLiteral("connectors")} << QByteArray() << 2 << "--lang takes en or zh";
        QTest::newRow("lang without value") << QStringList{QStringLiteral("connectors"), QStringLiteral("--lang")} << QByteArray() << 2 << "--lang needs a value";
        // A global option given twice was left for the command: "unknown command \"--lang\"".
        QTest::newRow("lang twice") << QStringList{QStringLiteral("--lang"), QStringLiteral("zh"), QStringLiteral("--lang"), QStringLiteral("en"), QStringLiteral("connectors")}
                                    << QByteArray() << 2 << "--lang is given twice (\"zh\" and \"en\"); give it once";
        QTest::newRow("catalog twice") << QStringList{QStringLiteral("--catalog"), QStringLiteral("a.sqlite"), QStringLiteral("db"), QStringLiteral("list"), QStringLiteral("--catalog"), QStringLiteral("b.sqlite")}
                                       << QByteArray() << 2 << "--catalog is given twice (\"a.sqlite\" and \"b.sqlite\"); give it once";
        // --dialect blink means the Blink target, which has no Kafka: the spec is invalid there.
        QTest::newRow("dialect the connector lacks") << QStringList{QStringLiteral("ddl"), QStringLiteral("SPEC"), QStringLiteral("--dialect"), QStringLiteral("blink")}
                                         << testsupport::readFile(example("kafka-source")) << 1 << "Connector kafka cannot be written for Alibaba Blink 3.x: it has no blink form";
        // A dialect no connector offers is a usage error before the spec is even read.
        QTest::newRow("dialect nobody offers") << QStringList{QStringLiteral("ddl"), QStringLiteral("SPEC"), QStringLiteral("--dialect"), QStringLiteral("nope")}
                                               << testsupport::readFile(example("kafka-source")) << 2 << "unknown dialect \"nope\"";
        // An empty value would silently mean the default catalog or no schema folder.
        QTest::newRow("empty catalog") << QStringList{QStringLiteral("--catalog"), QString(), QStringLiteral("db"), QStringLiteral("list")} << QByteArray() << 2 << "--catalog needs a value";
        QTest::newRow("empty schemas") << QStringList{QStringLiteral("--schemas"), QString(), QStringLiteral("connectors")} << QByteArray() << 2 << "--schemas needs a value";
    }
    void badInput()
    {
        QFETCH(QStringList, args);
        QFETCH(QByteArray, specContent);
        QFETCH(int, exitCode);
        QFETCH(QString, stderrPart);
        const QString spec = writeSpec(QStringLiteral("spec.json"), specContent);
        args.replaceInStrings(QStringLiteral("SPEC"), spec);
        const Result r = runCli(args);
        QCOMPARE(r.exitCode, exitCode);
        QVERIFY2(r.err.contains(stderrPart), qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
        if (!stderrPart.startsWith(QLatin1String("Usage")))
            QVERIFY2(r.err.count(QLatin1Char('\n')) == 1, qPrintable(r.err)); // one clear line
    }

    /// Unreadable and malformed input is explained in Chinese too, in one line.
    void badInputInChinese()
    {
        const Result missing = runCli({QStringLiteral("validate"), QStringLiteral("/nonexistent/spec.json"), QStringLiteral("--lang"), QStringLiteral("zh")});
        QCOMPARE(missing.exitCode, 2);
        QCOMPARE(missing.err, QStringLiteral("streamtable: /nonexistent/spec.json：无法读取：文件不存在\n"));
        const Result shape = runCli({QStringLiteral("validate"), writeSpec(QStringLiteral("s.json"), R"~({"name": 1})~"), QStringLiteral("--lang"), QStringLiteral("zh")});
        QCOMPARE(shape.exitCode, 2);
        QVERIFY2(shape.err.endsWith(QStringLiteral("s.json：name：应为字符串\n")), qPrintable(shape.err));
        const Result malformed = runCli({QStringLiteral("validate"), QStringLiteral("-"), QStringLiteral("--lang"), QStringLiteral("zh")}, "{\n");
        QCOMPARE(malformed.exitCode, 2);
        QVERIFY2(malformed.err.contains(QStringLiteral("JSON 格式错误（第 2 行")), qPrintable(malformed.err));
        // What is wrong is said in Chinese too (it was Qt's English, "unterminated object").
        QVERIFY2(malformed.err.endsWith(QStringLiteral("：对象未结束（缺少 “}”）\n")), qPrintable(malformed.err));
    }

    void unknownConnectorIsInvalid()
    {
        const Result r = runCli({QStringLiteral("validate"), writeSpec(QStringLiteral("x.json"), R"~({"name":"a","connector":"pulsar","columns":[{"name":"a","type":"INT"}]})~")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.out.contains(QStringLiteral("error: connector: Unknown connector \"pulsar\"")), qPrintable(r.out));
    }

    void ddlMatchesGolden_data()
    {
        QTest::addColumn<QString>("example");
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<QString>("target");
        // No option: the spec's own target (hudi-source names mrs), else the default, flink-1.18.
        QTest::newRow("kafka-source") << "kafka-source" << QStringList() << "flink-1.18";
        QTest::newRow("upsert-kafka-sink") << "upsert-kafka-sink" << QStringList() << "flink-1.18";
        QTest::newRow("hudi-source, its own target") << "hudi-source" << QStringList() << "mrs";
        QTest::newRow("hudi-source --target flink-1.18") << "hudi-source" << QStringList{QStringLiteral("--target"), QStringLiteral("flink-1.18")} << "flink-1.18";
        QTest::newRow("kafka-large --target flink-2.0") << "kafka-large" << QStringList{QStringLiteral("--target"), QStringLiteral("flink-2.0")} << "flink-2.0";
        QTest::newRow("hdfs-csv-source flink") << "hdfs-csv-source" << QStringList{QStringLiteral("--dialect"), QStringLiteral("flink")} << "flink-1.18";
        QTest::newRow("hdfs-csv-source --dialect blink") << "hdfs-csv-source" << QStringList{QStringLiteral("--dialect"), QStringLiteral("blink")} << "blink";
        QTest::newRow("hdfs-csv-source --target blink") << "hdfs-csv-source" << QStringList{QStringLiteral("--target"), QStringLiteral("blink")} << "blink";
    }
    void ddlMatchesGolden()
    {
        QFETCH(QString, example);
        QFETCH(QStringList, options);
        QFETCH(QString, target);
        const Result r = runCli(QStringList{QStringLiteral("ddl"), ::example(qPrintable(example))} + options);
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, golden(qPrintable(example), qPrintable(target)));
    }

    /// `targets` lists the seven platforms; an option a target lacks fails `validate` and `ddl`
    /// naming it (flink-connector-kafka 3.x has no 'parallelism', KafkaDynamicTableFactory).
    void targets()
    {
        const Result list = runCli({QStringLiteral("targets"), QStringLiteral("--json")});
        QCOMPARE(list.exitCode, 0);
        const QJsonArray targets = QJsonDocument::fromJson(list.out.toUtf8()).array();
        QStringList ids;
        for (const QJsonValue &t : targets)
            ids << t.toObject().value(QStringLiteral("target")).toString();
        QCOMPARE(ids.join(QLatin1Char(',')), QStringLiteral("blink,easystream,flink-1.18,flink-1.20,flink-2.0,flink-2.1,mrs"));
        const Result zh = runCli({QStringLiteral("targets"), QStringLiteral("--lang"), QStringLiteral("zh")});
        QVERIFY2(zh.out.contains(QStringLiteral("flink-1.18（默认）")) && zh.out.contains(QStringLiteral("华为 MRS FlinkServer")), qPrintable(zh.out));

        const QString large = ::example("kafka-large");
        const Result invalid = runCli({QStringLiteral("validate"), large, QStringLiteral("--target"), QStringLiteral("flink-1.18")});
        QCOMPARE(invalid.exitCode, 1);
        QVERIFY2(invalid.out.contains(QStringLiteral("error: parallelism: 'parallelism' does not exist on Apache Flink 1.18 (Kafka connector 3.2)")), qPrintable(invalid.out));
        QCOMPARE(runCli({QStringLiteral("validate"), large}).exitCode, 0); // its own target, flink-2.0
        const Result ddl = runCli({QStringLiteral("ddl"), large, QStringLiteral("--target"), QStringLiteral("flink-1.18")});
        QCOMPARE(ddl.exitCode, 1);
        QCOMPARE(ddl.out, QString());

        const Result unknown = runCli({QStringLiteral("ddl"), large, QStringLiteral("--target"), QStringLiteral("flink-9")});
        QCOMPARE(unknown.exitCode, 2);
        QVERIFY2(unknown.err.contains(QStringLiteral("unknown target \"flink-9\"; known: blink, easystream, flink-1.18, flink-1.20, flink-2.0, flink-2.1, mrs")), qPrintable(unknown.err));
        const Result mismatch = runCli({QStringLiteral("ddl"), ::example("hdfs-csv-source"), QStringLiteral("--target"), QStringLiteral("mrs"),
                                        QStringLiteral("--dialect"), QStringLiteral("blink")});
        QCOMPARE(mismatch.exitCode, 2);
        QVERIFY2(mismatch.err.contains(QStringLiteral("--dialect blink does not fit --target mrs")), qPrintable(mismatch.err));
        const Result kafkaOnBlink = runCli({QStringLiteral("validate"), ::example("kafka-source"), QStringLiteral("--target"), QStringLiteral("blink")});
        QCOMPARE(kafkaOnBlink.exitCode, 1);
        QVERIFY2(kafkaOnBlink.out.contains(QStringLiteral("Connector kafka cannot be written for Alibaba Blink 3.x")), qPrintable(kafkaOnBlink.out));
    }

    void ddlRefusesInvalidSpec()
    {
        const Result r = runCli({QStringLiteral("ddl"), writeSpec(QStringLiteral("bad.json"), invalidKafkaSpec())});
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.out.isEmpty());
        QVERIFY(r.err.contains(QStringLiteral("error: properties.group.id")));
    }

    /// The injection of issue 9: an expression that would end the CREATE TABLE and start a
    /// DROP TABLE makes `validate` and `ddl` exit 1, naming the column, and prints no DDL.
    void injectedExpressionIsRefused()
    {
        QJsonObject spec = testsupport::exampleJson(QStringLiteral("kafka-source"));
        QJsonArray columns = spec.value(QLatin1String("columns")).toArray();
        columns.append(QJsonObject{{QStringLiteral("name"), QStringLiteral("evil")},
                                   {QStringLiteral("expression"), QStringLiteral("order_time) WITH ('connector'='x'); DROP TABLE victims; --")}});
        spec.insert(QStringLiteral("columns"), columns);
        const QString path = writeSpec(QStringLiteral("injected.json"), QJsonDocument(spec).toJson());
        const QString column = QStringLiteral("\"evil\" (#%1)").arg(columns.size());
        const Result validate = runCli({QStringLiteral("validate"), path});
        QCOMPARE(validate.exitCode, 1);
        QVERIFY2(validate.out.contains(QStringLiteral("error: columns[%1].expression: Column ").arg(columns.size() - 1) + column),
                 qPrintable(validate.out));
        const Result chinese = runCli({QStringLiteral("validate"), path, QStringLiteral("--lang"), QStringLiteral("zh")});
        QCOMPARE(chinese.exitCode, 1);
        QVERIFY2(chinese.out.contains(QString::fromUtf8("列“evil”（第 %1 列）").arg(columns.size())), qPrintable(chinese.out));
        const Result ddl = runCli({QStringLiteral("ddl"), path});
        QCOMPARE(ddl.exitCode, 1);
        QCOMPARE(ddl.out, QString());
    }

    void ddlPrintsWarningsToStderr()
    {
        // Hudi passes keys it does not know (connector reference 2.1): a warning, not an error.
        QJsonObject spec = testsupport::exampleJson(QStringLiteral("hudi-sink"));
        QJsonObject options = spec.value(QLatin1String("options")).toObject();
        options.insert(QStringLiteral("topik"), QStringLiteral("x"));
        spec.insert(QStringLiteral("options"), options);
        const Result r = runCli({QStringLiteral("ddl"), writeSpec(QStringLiteral("warn.json"), QJsonDocument(spec).toJson())});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.err.startsWith(QStringLiteral("warning: topik: ")));
        QVERIFY(r.out.startsWith(QStringLiteral("CREATE TABLE `orders_hudi`")));
    }

    void helpAndVersion()
    {
        const Result help = runCli({QStringLiteral("--help")});
        QCOMPARE(help.exitCode, 0);
        QVERIFY(help.out.contains(QStringLiteral("streamtable ddl")) || help.out.contains(QStringLiteral("ddl SPEC.json")));
        const Result zh = runCli({QStringLiteral("--help"), QStringLiteral("--lang"), QStringLiteral("zh")});
        QVERIFY(zh.out.contains(QStringLiteral("用法")));
        const Result version = runCli({QStringLiteral("--version")});
        QCOMPARE(version.exitCode, 0);
        QVERIFY(version.out.startsWith(QStringLiteral("streamtable ")));
    }

    /// `help` is help (exit 0, on stdout) whatever global options come before it.
    void helpAfterGlobalOptions_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("help") << QStringList{QStringLiteral("help")};
        QTest::newRow("--catalog F help") << QStringList{QStringLiteral("--catalog"), m_dir.filePath(QStringLiteral("c.sqlite")), QStringLiteral("help")};
        QTest::newRow("--schemas D help") << QStringList{QStringLiteral("--schemas"), m_dir.path(), QStringLiteral("help")};
        QTest::newRow("--json help") << QStringList{QStringLiteral("--json"), QStringLiteral("help")};
        QTest::newRow("--catalog F --version") << QStringList{QStringLiteral("--catalog"), m_dir.filePath(QStringLiteral("c.sqlite")), QStringLiteral("--version")};
    }
    void helpAfterGlobalOptions()
    {
        QFETCH(QStringList, args);
        const Result r = runCli(args);
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QStringLiteral("Usage: streamtable")) || r.out.startsWith(QStringLiteral("streamtable ")), qPrintable(r.out));
        QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
        QVERIFY(!QFileInfo::exists(m_dir.filePath(QStringLiteral("c.sqlite")))); // help opens no catalog
    }

    void userSchemasFolder()
    {
        QTemporaryDir dir;
        QFile broken(dir.filePath(QStringLiteral("broken.json")));
        QVERIFY(broken.open(QIODevice::WriteOnly));
        broken.write("{ nope");
        broken.close();
        const Result r = runCli({QStringLiteral("--schemas"), dir.path(), QStringLiteral("connectors")});
        QCOMPARE(r.exitCode, 0); // the built-in connectors still work
        QVERIFY(r.out.contains(QStringLiteral("kafka")));
        QVERIFY2(r.err.contains(QStringLiteral("broken.json: malformed JSON")), qPrintable(r.err));
    }

    /// A schema file or folder without read permission is reported with its name and the reason.
    /// Root reads any file whatever its mode, so as root the CLI is run as the user nobody.
    void unreadableSchemasAreReported()
    {
#if defined(Q_OS_UNIX) && QT_VERSION >= QT_VERSION_CHECK(6, 0, 0)
        QTemporaryDir dir;
        const QString files = dir.filePath(QStringLiteral("files"));
        const QString locked = dir.filePath(QStringLiteral("locked"));
        QVERIFY(QDir().mkpath(files) && QDir().mkpath(locked));
        const QString secret = files + QStringLiteral("/secret.json");
        {
            QFile f(secret);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(testsupport::readFile(testsupport::sourcePath(QStringLiteral("schemas/kafka.json"))));
        }
        QVERIFY(QFile::setPermissions(secret, {}));
        QVERIFY(QFile::setPermissions(locked, {}));
        // Whoever runs the CLI must reach the folders themselves.
        const auto open = QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner | QFile::ReadGroup | QFile::ExeGroup
                        | QFile::ReadOther | QFile::ExeOther;
        QVERIFY(QFile::setPermissions(dir.path(), open) && QFile::setPermissions(files, open));

        QProcess process;
        QProcessEnvironment env = testsupport::cliEnvironment(dir.filePath(QStringLiteral("xdg")));
        env.insert(QStringLiteral("STREAMTABLE_SCHEMAS"), locked);
        process.setProcessEnvironment(env);
        const bool asNobody = ::geteuid() == 0;
        if (asNobody) {
            process.setChildProcessModifier([] {
                if (::setgroups(0, nullptr) != 0 || ::setgid(65534) != 0 || ::setuid(65534) != 0)
                    ::_exit(125);
            });
        }
        process.start(QStringLiteral(ST_CLI_PATH), {QStringLiteral("--schemas"), files, QStringLiteral("connectors")});
        QVERIFY(process.waitForFinished(60000));
        const QString err = QString::fromUtf8(process.readAllStandardError());
        if (asNobody && process.exitCode() == 125)
            QSKIP("cannot run the CLI as the user nobody here");
        QCOMPARE(process.exitCode(), 0); // the built-in connectors still work
        QVERIFY2(err.contains(locked + QStringLiteral(": cannot read the schemas folder (permission denied)")), qPrintable(err));
        QVERIFY2(err.contains(secret + QStringLiteral(": cannot read: ")), qPrintable(err));
        QVERIFY2(err.contains(QStringLiteral("ermission denied")), qPrintable(err));
#else
        QSKIP("file permissions are tested on Unix with Qt 6");
#endif
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "test_cli.moc"

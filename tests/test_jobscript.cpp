// Job script: golden SQL scripts, .sh files and command lines (one folder per case under
// golden/jobscript: input.json, job.sql, job.sh, command.txt), including names and values that
// need quoting (a job name with a space and quotes, a table name with a backtick, Chinese);
// shell quoting checked by running the .sh against a stand-in `flink` that prints its arguments;
// the INSERT statements of wirings.
//
// To refresh the golden files after an intended change: ST_REFRESH_GOLDEN=1 test_jobscript golden
// (or tests/refresh-golden.sh), then read `git diff tests/golden/jobscript` by eye.

#include "check/databasevalidator.h"
#include "job/jobscript.h"
#include "testsupport.h"

#include <QDir>
#include <QJsonArray>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>

using namespace st;

namespace {

/// One case's input: the database as the catalog would hand it over.
struct JobInput
{
    QString database;
    QList<TableSpec> tables;
    JobProfile profile;
    Wirings wirings;
};

JobInput readInput(const QString &caseDir)
{
    const QJsonObject o = QJsonDocument::fromJson(testsupport::readFile(caseDir + QStringLiteral("/input.json"))).object();
    JobInput in;
    in.database = o.value(QLatin1String("database")).toString();
    const QJsonObject profile = o.value(QLatin1String("profile")).toObject();
    for (auto it = profile.begin(); it != profile.end(); ++it)
        in.profile.insert(it.key(), it.value().toString());
    for (const QJsonValue &w : o.value(QLatin1String("wirings")).toArray())
        in.wirings << Wiring{w.toArray().at(0).toString(), w.toArray().at(1).toString()};
    for (const QJsonValue &t : o.value(QLatin1String("tables")).toArray())
        in.tables << testsupport::specFrom(t.toObject());
    return in;
}

/// Compares `actual` with the golden file, or rewrites the file when refreshing.
void compareGolden(const QString &path, const QString &actual)
{
    if (testsupport::refreshingGolden()) {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(actual.toUtf8());
        f.close();
        ST_FAIL_AFTER_REFRESH(path);
    }
    QVERIFY2(QFile::exists(path), qPrintable(path + QStringLiteral(" is missing; run tests/refresh-golden.sh")));
    QCOMPARE(actual, QString::fromUtf8(testsupport::readFile(path)));
}

QString dump(const Diagnostics &diagnostics)
{
    QStringList lines;
    for (const Diagnostic &d : diagnostics)
        lines << d.toLine(Language::En);
    return lines.join(QLatin1Char('\n'));
}

TableSpec table(const QString &name, Role role, const QList<ColumnSpec> &columns)
{
    TableSpec t;
    t.name = name;
    t.connector = QStringLiteral("kafka");
    t.role = role;
    t.columns = columns;
    t.options.insert(QStringLiteral("topic"), QStringLiteral("t"));
    t.options.insert(QStringLiteral("properties.bootstrap.servers"), QStringLiteral("k:9092"));
    t.options.insert(QStringLiteral("format"), QStringLiteral("json"));
    return t;
}

ColumnSpec column(const QString &name, const QString &type = QStringLiteral("BIGINT"))
{
    ColumnSpec c;
    c.name = name;
    c.type = type;
    return c;
}

} // namespace

class TestJobScript : public QObject
{
    Q_OBJECT

private:
    // The job profile and its flink run line are those of Huawei MRS (seed 002), and so are the
    // Hudi keys of the jobs' tables.
    SchemaRegistry m_loaded = SchemaRegistry::loadDefault();
    const SchemaRegistry &m_registry = *m_loaded.resolvedFor(QStringLiteral("mrs"));

private Q_SLOTS:
    void golden_data()
    {
        QTest::addColumn<QString>("caseDir");
        const QDir root(testsupport::goldenFolder(QStringLiteral("jobscript")));
        const QStringList cases = root.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
        QVERIFY2(cases.size() >= 3, "golden cases are missing");
        for (const QString &c : cases)
            QTest::newRow(qPrintable(c)) << root.filePath(c);
    }
    void golden()
    {
        QFETCH(QString, caseDir);
        const JobInput in = readInput(caseDir);
        // Every golden job is one the validator lets through.
        const Diagnostics diagnostics = DatabaseValidator(m_registry).validateAll(in.tables, in.profile, in.wirings);
        QVERIFY2(!hasErrors(diagnostics), qPrintable(dump(diagnostics)));

        const JobScriptWriter writer(m_registry);
        QString sql;
        QString error;
        QVERIFY2(writer.sql(in.database, in.tables, in.profile, in.wirings, &sql, &error), qPrintable(error));
        QCOMPARE(writer.sql(in.database, in.tables, in.profile, in.wirings), sql);
        const QString script = JobScriptWriter::scriptFileName(in.database);
        compareGolden(caseDir + QStringLiteral("/job.sql"), sql);
        compareGolden(caseDir + QStringLiteral("/job.sh"), writer.shellScript(in.database, in.profile, script));
        compareGolden(caseDir + QStringLiteral("/command.txt"), writer.commandLine(in.profile, script) + QLatin1Char('\n'));
    }

    /// The .sh file passes every word to flink exactly as commandArguments() says, whatever
    /// quotes, spaces, `$` or Chinese the values hold, and finds the SQL file beside itself.
    void shellScriptRuns_data() { golden_data(); }
    void shellScriptRuns()
    {
        QFETCH(QString, caseDir);
        const QString bash = QStandardPaths::findExecutable(QStringLiteral("bash"));
        if (bash.isEmpty())
            QSKIP("bash is not installed");
        const JobInput in = readInput(caseDir);
        const JobScriptWriter writer(m_registry);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("bin")));
        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("job dir")));
        {
            QFile flink(dir.filePath(QStringLiteral("bin/flink")));
            QVERIFY(flink.open(QIODevice::WriteOnly));
            flink.write("#!/bin/sh\nfor a in flink \"$@\"; do printf '%s\\n' \"$a\"; done\n");
            flink.close();
            flink.setPermissions(flink.permissions() | QFile::ExeOwner);
        }
        const QString script = JobScriptWriter::scriptFileName(in.database);
        const QString sh = dir.filePath(QStringLiteral("job dir/job.sh"));
        {
            QFile f(sh);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(writer.shellScript(in.database, in.profile, script).toUtf8());
        }
        QProcess process;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("PATH"), dir.filePath(QStringLiteral("bin")) + QLatin1Char(':') + env.value(QStringLiteral("PATH")));
        env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
        process.setProcessEnvironment(env);
        process.setWorkingDirectory(QDir::tempPath()); // not the script's folder
        process.start(bash, {sh});
        QVERIFY(process.waitForFinished(30000));
        QCOMPARE(process.exitCode(), 0);
        QStringList printed = QString::fromUtf8(process.readAllStandardOutput()).split(QLatin1Char('\n'));
        QCOMPARE(printed.takeLast(), QString());
        const QString scriptPath = QDir(dir.filePath(QStringLiteral("job dir"))).absolutePath() + QLatin1Char('/') + script;
        QCOMPARE(printed, writer.commandArguments(in.profile, scriptPath));
    }

    void shellQuote_data()
    {
        QTest::addColumn<QString>("word");
        QTest::addColumn<QString>("quoted");
        QTest::newRow("plain") << "flink" << "flink";
        QTest::newRow("flag") << "-yD" << "-yD";
        QTest::newRow("property") << "parallelism.default=4" << "parallelism.default=4";
        QTest::newRow("path") << "/opt/flink/usrlib/a-b_c.jar" << "/opt/flink/usrlib/a-b_c.jar";
        QTest::newRow("uri") << "hdfs:///apps/x.jar" << "hdfs:///apps/x.jar";
        QTest::newRow("space") << "30 min" << "'30 min'";
        QTest::newRow("empty") << "" << "''";
        QTest::newRow("single quote") << "it's" << "'it'\\''s'";
        QTest::newRow("double quotes") << "say \"hi\"" << "'say \"hi\"'";
        QTest::newRow("dollar") << "Runner$Main" << "'Runner$Main'";
        QTest::newRow("backtick") << "a`b" << "'a`b'";
        QTest::newRow("glob") << "*.jar" << "'*.jar'";
        QTest::newRow("semicolon") << "a;rm -rf x" << "'a;rm -rf x'";
        QTest::newRow("chinese") << QStringLiteral("订单") << QStringLiteral("'订单'");
        QTest::newRow("newline") << "a\nb" << "'a\nb'";
        QTest::newRow("only a quote") << "'" << "''\\'''";
    }
    void shellQuote()
    {
        QFETCH(QString, word);
        QFETCH(QString, quoted);
        QCOMPARE(JobScriptWriter::shellQuote(word), quoted);
    }

    void setStatement()
    {
        QCOMPARE(JobScriptWriter::setStatement(QStringLiteral("table.exec.state.ttl"), QStringLiteral("1 d")),
                 QStringLiteral("SET 'table.exec.state.ttl' = '1 d';"));
        QCOMPARE(JobScriptWriter::setStatement(QStringLiteral("k"), QStringLiteral("it's")), QStringLiteral("SET 'k' = 'it''s';"));
    }

    void scriptFileName()
    {
        QCOMPARE(JobScriptWriter::scriptFileName(QStringLiteral("ods")), QStringLiteral("ods.job.sql"));
        QCOMPARE(JobScriptWriter::scriptFileName(QStringLiteral("a/b")), QStringLiteral("a_b.job.sql"));
        QCOMPARE(JobScriptWriter::scriptFileName(QStringLiteral("数据 仓库")), QStringLiteral("数据 仓库.job.sql"));
    }

    void insertStatement()
    {
        ColumnSpec computed;
        computed.name = QStringLiteral("c");
        computed.expression = QStringLiteral("a + 1");
        ColumnSpec virtualMeta = column(QStringLiteral("p"), QStringLiteral("INT"));
        virtualMeta.metadata = QStringLiteral("partition");
        virtualMeta.isVirtual = true;
        ColumnSpec writtenMeta = column(QStringLiteral("ts"), QStringLiteral("TIMESTAMP_LTZ(3)"));
        writtenMeta.metadata = QStringLiteral("timestamp");
        const QList<TableSpec> tables{
            table(QStringLiteral("src"), Role::Source, {column(QStringLiteral("a")), column(QStringLiteral("B")), column(QStringLiteral("ts"), QStringLiteral("TIMESTAMP_LTZ(3)"))}),
            table(QStringLiteral("snk"), Role::Sink, {column(QStringLiteral("b")), computed, virtualMeta, column(QStringLiteral("A")), writtenMeta, column(QStringLiteral("missing"))}),
        };
        const JobScriptWriter writer(m_registry);
        // Sink order; names matched exactly, as Flink does (`b` is not the source's `B`); computed
        // and virtual columns left out; a column the source lacks keeps its name, so Flink names
        // it too. Table names are the catalog's and ignore case.
        QCOMPARE(writer.insertStatement(tables, {QStringLiteral("SRC"), QStringLiteral("snk")}),
                 QStringLiteral("INSERT INTO `snk`\nSELECT `b`, `A`, `ts`, `missing`\nFROM `src`;"));
        QCOMPARE(writer.insertStatement(tables, {QStringLiteral("nope"), QStringLiteral("snk")}), QString());
        QCOMPARE(writer.insertStatement(tables, {QStringLiteral("src"), QStringLiteral("nope")}), QString());
    }

    void statementSetForSeveralInserts()
    {
        const QList<TableSpec> tables{table(QStringLiteral("src"), Role::Source, {column(QStringLiteral("a"))}),
                                      table(QStringLiteral("s1"), Role::Sink, {column(QStringLiteral("a"))}),
                                      table(QStringLiteral("s2"), Role::Sink, {column(QStringLiteral("a"))})};
        const JobScriptWriter writer(m_registry);
        const QString one = writer.sql(QStringLiteral("db"), tables, {}, {{QStringLiteral("src"), QStringLiteral("s1")}});
        QVERIFY(!one.contains(QStringLiteral("STATEMENT SET")));
        QVERIFY(one.endsWith(QStringLiteral("INSERT INTO `s1`\nSELECT `a`\nFROM `src`;\n")));
        const QString two = writer.sql(QStringLiteral("db"), tables, {},
                                       {{QStringLiteral("src"), QStringLiteral("s1")}, {QStringLiteral("src"), QStringLiteral("s2")}});
        QVERIFY(two.endsWith(QStringLiteral("EXECUTE STATEMENT SET\nBEGIN\nINSERT INTO `s1`\nSELECT `a`\nFROM `src`;\n"
                                            "INSERT INTO `s2`\nSELECT `a`\nFROM `src`;\nEND;\n")));
        const QString none = writer.sql(QStringLiteral("db"), tables, {}, {});
        QVERIFY(!none.contains(QStringLiteral("INSERT")));
        // Tables come sorted by name whatever the input order; profile defaults are written.
        QVERIFY(none.indexOf(QStringLiteral("`s1`")) < none.indexOf(QStringLiteral("`s2`")));
        QVERIFY(none.indexOf(QStringLiteral("`s2`")) < none.indexOf(QStringLiteral("`src`")));
        QVERIFY(none.contains(QStringLiteral("SET 'execution.checkpointing.timeout' = '30 min';\n")));
        QVERIFY(!none.contains(QStringLiteral("main-class")));
    }

    void unrenderableTable()
    {
        TableSpec ghost = table(QStringLiteral("ghost"), Role::Source, {column(QStringLiteral("a"))});
        ghost.connector = QStringLiteral("nosuch");
        QString sql;
        QString error;
        const JobScriptWriter writer(m_registry);
        QVERIFY(!writer.sql(QStringLiteral("db"), {ghost}, {}, {}, &sql, &error));
        QVERIFY2(error.contains(QStringLiteral("ghost")), qPrintable(error));
        QVERIFY(sql.contains(QStringLiteral("-- table ghost left out")));
        QVERIFY(!writer.sql(QStringLiteral("db"), {}, {}, {{QStringLiteral("a"), QStringLiteral("b")}}, &sql, &error));
        QVERIFY2(error.contains(QStringLiteral("wiring a -> b")), qPrintable(error));
    }

    /// Issue 52: a job writing a Paimon table. The table persists in its catalog, so the script
    /// makes the catalog (Paimon docs, "Flink: Quick Start": CREATE CATALOG ... WITH ('type' =
    /// 'paimon', 'warehouse' = ...)), the database in it and the table if they are not there,
    /// each named catalog.database.table, and can run again; the Kafka table stays in the
    /// default catalog.
    void lakeTablesAreNamedInTheirCatalog()
    {
        const SchemaRegistry &flink = *m_loaded.resolvedFor(QStringLiteral("flink-1.20"));
        TableSpec lake = table(QStringLiteral("totals"), Role::Sink, {column(QStringLiteral("id")), column(QStringLiteral("n"))});
        lake.connector = QStringLiteral("paimon");
        lake.connection = QStringLiteral("lake");
        lake.primaryKey = QStringList{QStringLiteral("id")};
        lake.options = {{QStringLiteral("bucket"), QStringLiteral("2")}};
        TableSpec source = table(QStringLiteral("src"), Role::Source, {column(QStringLiteral("id")), column(QStringLiteral("n"))});
        source.connector = QStringLiteral("datagen");
        source.options.clear();
        const Connections catalogs{{QStringLiteral("lake"), QStringLiteral("paimon"), {{QStringLiteral("warehouse"), QStringLiteral("s3://b/wh")}}}};
        const JobScriptWriter writer(flink);
        QString sql;
        QString error;
        QVERIFY2(writer.sql(QStringLiteral("shop"), {lake, source}, {}, {{QStringLiteral("src"), QStringLiteral("totals")}}, &sql, &error, catalogs),
                 qPrintable(error));
        const QString expected = QStringLiteral(
            "CREATE CATALOG `lake` WITH (\n"
            "  'type' = 'paimon',\n"
            "  'warehouse' = 's3://b/wh'\n"
            ");\n"
            "CREATE DATABASE IF NOT EXISTS `lake`.`shop`;\n"
            "\n"
            "-- streamtable role: sink\n"
            "CREATE TABLE IF NOT EXISTS `lake`.`shop`.`totals` (\n");
        QVERIFY2(sql.contains(expected), qPrintable(sql));
        QVERIFY2(sql.indexOf(QStringLiteral("CREATE TABLE `src`")) < sql.indexOf(QStringLiteral("CREATE CATALOG")), qPrintable(sql));
        QVERIFY2(sql.contains(QStringLiteral("INSERT INTO `lake`.`shop`.`totals`\nSELECT `id`, `n`\nFROM `src`;")), qPrintable(sql));
        // Without the catalog's connection the table cannot be made: said, not written wrong.
        QVERIFY(!writer.sql(QStringLiteral("shop"), {lake, source}, {}, {}, &sql, &error));
        QVERIFY2(error.contains(QStringLiteral("totals: its catalog lake is not one of the database's connections")), qPrintable(error));
    }

    void commandWithoutOptions()
    {
        const JobScriptWriter writer(m_registry);
        // Unset options without a default are left out; defaults are passed.
        QCOMPARE(writer.commandLine({}, QStringLiteral("x.job.sql")),
                 QStringLiteral("flink run -m yarn-cluster -yD 'execution.checkpointing.timeout=30 min' -yD parallelism.default=1 "
                                "-yD table.exec.state.ttl=0 x.job.sql"));
        QCOMPARE(JobScriptWriter(SchemaRegistry()).commandArguments({}, QStringLiteral("x")), QStringList());
    }

    /// Issue 11: the flink run line follows the target. MRS (seed 002) and Flink 1.x's legacy
    /// YARN CLI take `-m yarn-cluster`, `-ynm` and `-yD`; Flink 2.0 has no per-job mode
    /// (FLINK-36310): `-t yarn-application`, `-D`, and the job name as yarn.application.name.
    void commandFollowsTheTarget()
    {
        const JobProfile profile{{QStringLiteral("main-class"), QStringLiteral("com.example.Runner")},
                                 {QStringLiteral("job-name"), QStringLiteral("orders")},
                                 {QStringLiteral("jar"), QStringLiteral("runner.jar")}};
        const QString legacy = JobScriptWriter(*m_loaded.resolvedFor(QStringLiteral("flink-1.18"))).commandLine(profile, QStringLiteral("x.job.sql"));
        QVERIFY2(legacy.startsWith(QStringLiteral("flink run -m yarn-cluster -c com.example.Runner -ynm orders -yD ")), qPrintable(legacy));
        const JobScriptWriter flink2(*m_loaded.resolvedFor(QStringLiteral("flink-2.0")));
        QCOMPARE(flink2.commandLine(profile, QStringLiteral("x.job.sql")),
                 QStringLiteral("flink run -t yarn-application -c com.example.Runner -D yarn.application.name=orders "
                                "-D 'execution.checkpointing.timeout=30 min' -D parallelism.default=1 -D table.exec.state.ttl=0 "
                                "runner.jar x.job.sql"));
        const QString script = flink2.sql(QStringLiteral("db"), {}, profile, {});
        QVERIFY2(script.contains(QStringLiteral("SET 'yarn.application.name' = 'orders';")), qPrintable(script));
    }
};

QTEST_GUILESS_MAIN(TestJobScript)
#include "test_jobscript.moc"

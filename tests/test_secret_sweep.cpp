// Issue 18: a password never reaches the catalog, a log or anything printed. Every command that
// handles secrets runs as a real `streamtable` process in one folder, with a planted password
// given the ways a user gives it (a secrets file, an environment variable) and typed where it
// does not belong (a connection, a variable); then every file in that folder (the catalog file
// and its -wal and -shm, its copy, the inputs) and everything every command printed is searched
// for the password. Only the exports asked for with the secret, and the secrets file itself,
// may hold it, and the test checks that they do.

#include "testsupport.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

using testsupport::strings;

namespace {

const QByteArray kPlanted = "PLANTED-s3cr3t-7781";

QString u(const char *text)
{
    return QString::fromUtf8(text);
}

} // namespace

class TestSecretSweep : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QStringList m_printed; ///< what every command printed, out and err
    QStringList m_commands;

    QString path(const QString &name) const { return m_dir.filePath(name); }

    testsupport::CliRun cli(const QStringList &args, bool withSecretInEnvironment = false)
    {
        QProcessEnvironment env = testsupport::cliEnvironment(path(u("home")));
        if (withSecretInEnvironment)
            env.insert(u("STREAMTABLE_SECRET_KAFKA_PW"), QString::fromLatin1(kPlanted));
        const testsupport::CliRun r = testsupport::runCli(QStringList{u("--catalog"), path(u("catalog.sqlite"))} + args, env);
        m_printed << r.out << r.err;
        m_commands << args.join(QLatin1Char(' '));
        return r;
    }

    void write(const QString &name, const QByteArray &content)
    {
        QVERIFY(QDir().mkpath(QFileInfo(path(name)).path()));
        QFile f(path(name));
        QVERIFY(f.open(QIODevice::WriteOnly));
        QCOMPARE(f.write(content), qint64(content.size()));
    }

private Q_SLOTS:
    void plantedPasswordAppearsOnlyWhereAskedFor()
    {
        QVERIFY(m_dir.isValid());
        const QByteArray jaasRef = "org.apache.kafka.common.security.plain.PlainLoginModule required username=\"etl\" password=\"${secret:KAFKA_PW}\";";
        write(u("secrets"), "KAFKA_PW=" + kPlanted + "\nLEAK_PROPERTIES_SASL_JAAS_CONFIG=" + kPlanted + "\n");
        QVERIFY(QFile::setPermissions(path(u("secrets")), QFile::ReadOwner | QFile::WriteOwner));
        write(u("orders.json"),
              "{\"name\": \"orders\", \"connector\": \"kafka\", \"role\": \"source\", \"connection\": \"cluster\","
              " \"columns\": [{\"name\": \"id\", \"type\": \"BIGINT\"}],"
              " \"options\": {\"topic\": \"orders\", \"properties.group.id\": \"g\", \"format\": \"json\", \"scan.startup.mode\": \"earliest-offset\"}}");
        write(u("more.sql"), "CREATE TABLE payments (id BIGINT) WITH ('connector' = 'kafka', 'topic' = 'payments',"
                             " 'properties.bootstrap.servers' = '${BROKERS}', 'properties.group.id' = 'g', 'format' = 'json',"
                             " 'scan.startup.mode' = 'earliest-offset', 'properties.sasl.jaas.config' = '"
                                 + jaasRef + "');\n");

        QCOMPARE(cli(strings({"db", "create", "shop"})).exitCode, 0);
        QCOMPARE(cli(strings({"env", "set", "shop", "prod", "BROKERS", "kafka-1:9092"})).exitCode, 0);
        QCOMPARE(cli({u("conn"), u("set"), u("shop"), u("cluster"), u("properties.bootstrap.servers"), u("${BROKERS}"), u("--connector"), u("kafka")}).exitCode, 0);
        QCOMPARE(cli({u("conn"), u("set"), u("shop"), u("cluster"), u("properties.sasl.jaas.config"), QString::fromUtf8(jaasRef)}).exitCode, 0);
        QCOMPARE(cli({u("table"), u("put"), u("shop"), path(u("orders.json"))}).exitCode, 0);
        QCOMPARE(cli({u("import"), path(u("more.sql")), u("--db"), u("shop")}).exitCode, 0);
        for (const QStringList &option : {strings({"job-name", "orders"}), strings({"main-class", "com.example.Orders"}), strings({"jar", "orders.jar"}),
                                          strings({"execution.checkpointing.interval", "1 min"})})
            QCOMPARE(cli(strings({"job", "set", "shop"}) + option).exitCode, 0);

        // Typed where it does not belong: refused, and not echoed.
        const QString inClear = u("org.apache.kafka.common.security.plain.PlainLoginModule required username=\"etl\" password=\"")
                                + QString::fromLatin1(kPlanted) + u("\";");
        QVERIFY(cli({u("conn"), u("set"), u("shop"), u("cluster"), u("properties.sasl.jaas.config"), inClear}).exitCode != 0);
        QVERIFY(cli({u("env"), u("set"), u("shop"), u("prod"), u("KAFKA_PASSWORD"), QString::fromLatin1(kPlanted)}).exitCode != 0);
        write(u("inputs/leak.json"),
              "{\"name\": \"leak\", \"connector\": \"kafka\", \"role\": \"source\", \"columns\": [{\"name\": \"id\", \"type\": \"BIGINT\"}],"
              " \"options\": {\"topic\": \"leak\", \"properties.bootstrap.servers\": \"k:9092\", \"properties.group.id\": \"g\","
              " \"format\": \"json\", \"scan.startup.mode\": \"earliest-offset\", \"properties.sasl.jaas.config\": \""
                  + inClear.toUtf8().replace("\"", "\\\"") + "\"}}");
        QVERIFY(cli({u("table"), u("put"), u("shop"), path(u("inputs/leak.json"))}).exitCode != 0);
        // Imported from DDL, the password becomes a reference to a secret of the table's own.
        write(u("inputs/leak.sql"), "CREATE TABLE leak (id BIGINT) WITH ('connector' = 'kafka', 'topic' = 'leak',"
                                    " 'properties.bootstrap.servers' = 'k:9092', 'properties.group.id' = 'g', 'format' = 'json',"
                                    " 'scan.startup.mode' = 'earliest-offset', 'properties.sasl.jaas.config' = '"
                                        + inClear.toUtf8() + "');\n");
        QCOMPARE(cli(strings({"db", "create", "vault"})).exitCode, 0);
        QCOMPARE(cli({u("import"), path(u("inputs/leak.sql")), u("--db"), u("vault")}).exitCode, 0);

        // Everything that reads or shows the tables, for the environment.
        for (const QStringList &args :
             {strings({"table", "list", "shop"}), strings({"table", "show", "shop", "orders", "--env", "prod"}),
              strings({"table", "show", "shop", "payments"}), strings({"--json", "table", "show", "shop", "orders"}),
              strings({"validate", "--db", "shop", "--env", "prod"}), strings({"where-used", "KAFKA_PW"}),
              strings({"conn", "show", "shop", "cluster"}), strings({"--json", "conn", "list", "shop"}), strings({"env", "list", "shop"}),
              strings({"diff", "shop/orders", "shop/payments", "--ddl"}), strings({"job", "show", "shop"})})
            cli(args);
        QCOMPARE(cli({u("catalog"), u("copy"), path(u("catalog.sqlite")), path(u("copy.sqlite"))}).exitCode, 0);

        // Asked for: the exports fill it in, from the file and from the environment.
        QCOMPARE(cli({u("export"), u("--db"), u("shop"), u("--out"), path(u("out-file")), u("--env"), u("prod"), u("--secrets"), path(u("secrets"))}).exitCode, 0);
        QCOMPARE(cli({u("export"), u("--db"), u("shop"), u("--out"), path(u("out-env")), u("--env"), u("prod")}, true).exitCode, 0);
        QCOMPARE(cli({u("export"), u("--job"), u("--db"), u("shop"), u("--out"), path(u("out-job")), u("--env"), u("prod"), u("--secrets"), path(u("secrets"))}).exitCode, 0);
        QCOMPARE(cli({u("export"), u("--db"), u("vault"), u("--out"), path(u("out-vault")), u("--secrets"), path(u("secrets"))}).exitCode, 0);
        // Not given: refused, naming the secret, not the value.
        QVERIFY(cli({u("export"), u("--db"), u("shop"), u("--out"), path(u("out-none")), u("--env"), u("prod")}).exitCode != 0);

        // The exports asked for hold it (so the search below could find it).
        for (const char *file : {"out-file/shop/orders.sql", "out-file/shop/payments.sql", "out-env/shop/orders.sql", "out-job/shop.job.sql",
                                 "out-vault/vault/leak.sql"})
            QVERIFY2(testsupport::readFile(path(QLatin1String(file))).contains(kPlanted), file);

        // Nothing else does.
        const QStringList allowed{path(u("secrets")), path(u("out-file")), path(u("out-env")), path(u("out-job")), path(u("out-vault")),
                                  path(u("inputs"))};
        int searched = 0;
        const QStringList holding = testsupport::filesHolding(m_dir.path(), kPlanted, allowed, &searched);
        QVERIFY2(holding.isEmpty(), qPrintable(QStringLiteral("the planted password is in ") + holding.join(QStringLiteral(", "))));
        QVERIFY2(searched >= 4, qPrintable(QString::number(searched))); // the catalog, its copy, the inputs at least
        QVERIFY(QFile::exists(path(u("catalog.sqlite"))) && QFile::exists(path(u("copy.sqlite"))));
        for (int i = 0; i < m_printed.size(); ++i)
            QVERIFY2(!m_printed.at(i).contains(QString::fromLatin1(kPlanted)), qPrintable(u("printed by: ") + m_commands.at(i / 2)));
    }
};

QTEST_GUILESS_MAIN(TestSecretSweep)
#include "test_secret_sweep.moc"

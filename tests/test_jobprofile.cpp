// Job profile: the job schema (schemas/job.json) loads and is kept apart from the connectors;
// durations are read and ordered in milliseconds; the `after` condition; and every job rule and
// option check has a failing case and a passing one (removing the rule fails its case).

#include "schema/conditions.h"
#include "schema/optionvalue.h"
#include "schema/schemaregistry.h"
#include "check/validator.h"
#include "testsupport.h"

#include <QJsonDocument>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace st;
using testsupport::containsDiagnostic;
using testsupport::dumpDiagnostics;

namespace {

/// A valid profile: what a user sets at least (the other options take their defaults).
JobProfile validProfile()
{
    return {{QStringLiteral("main-class"), QStringLiteral("com.example.flink.SqlRunner")},
            {QStringLiteral("job-name"), QStringLiteral("orders to lake")},
            {QStringLiteral("jar"), QStringLiteral("/opt/flink/usrlib/sql-runner.jar")},
            {QStringLiteral("execution.checkpointing.interval"), QStringLiteral("60000")}};
}

/// The valid profile with `changes` applied; an empty value removes the option.
JobProfile profileWith(const QMap<QString, QString> &changes)
{
    JobProfile profile = validProfile();
    for (auto it = changes.cbegin(); it != changes.cend(); ++it) {
        if (it.value().isEmpty())
            profile.remove(it.key());
        else
            profile.insert(it.key(), it.value());
    }
    return profile;
}

using Changes = QMap<QString, QString>;

const QString kInterval = QStringLiteral("execution.checkpointing.interval");
const QString kTimeout = QStringLiteral("execution.checkpointing.timeout");
const QString kParallelism = QStringLiteral("parallelism.default");
const QString kTtl = QStringLiteral("table.exec.state.ttl");

} // namespace

Q_DECLARE_METATYPE(Changes)

class TestJobProfile : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        m_registry = SchemaRegistry::loadDefault();
        QVERIFY2(m_registry.problems().isEmpty(), qPrintable(m_registry.problems().join(QLatin1Char('\n'))));
    }

    void jobSchemaLoads()
    {
        const ConnectorSchemaPtr job = m_registry.jobSchema();
        QVERIFY(job);
        QVERIFY(job->isJob());
        QCOMPARE(job->connector, QStringLiteral("job"));
        QStringList keys;
        for (const OptionSchema &o : job->options) {
            keys << o.key;
            QVERIFY2(o.label.isComplete() && o.description.isComplete(), qPrintable(o.key));
            QVERIFY2(o.isRequired(Role::Both), qPrintable(o.key)); // mandatory, as the seed says
        }
        QCOMPARE(keys, (QStringList{QStringLiteral("main-class"), QStringLiteral("job-name"), QStringLiteral("jar"), kInterval,
                                    kTimeout, kParallelism, kTtl}));
        QCOMPARE(job->option(QStringLiteral("main-class"))->submitAs, SubmitAs::Flag);
        QCOMPARE(job->option(QStringLiteral("main-class"))->flag, QStringLiteral("-c"));
        QCOMPARE(job->option(QStringLiteral("job-name"))->flag, QStringLiteral("-ynm"));
        QCOMPARE(job->option(QStringLiteral("jar"))->submitAs, SubmitAs::Jar);
        QCOMPARE(job->option(kInterval)->submitAs, SubmitAs::Property);
        QCOMPARE(job->option(kInterval)->example, QStringLiteral("60000"));
        QCOMPARE(*job->option(kTimeout)->defaultValue, QStringLiteral("30 min"));
        QCOMPARE(*job->option(kParallelism)->defaultValue, QStringLiteral("1"));
        QCOMPARE(*job->option(kTtl)->defaultValue, QStringLiteral("0"));
        QCOMPARE(job->submit.command, (QStringList{QStringLiteral("flink"), QStringLiteral("run"), QStringLiteral("-m"), QStringLiteral("yarn-cluster")}));
        QCOMPARE(job->submit.propertyFlag, QStringLiteral("-yD"));
        QVERIFY(job->label.isComplete());
        for (const RuleSchema &r : job->rules)
            QVERIFY2(r.message.isComplete(), qPrintable(r.id));
        // The same form generator builds its dialog: every option applies to the job's one role.
        QCOMPARE(job->optionsFor(Role::Both).size(), job->options.size());
    }

    /// The designer's connector list and `streamtable connectors` never show the job profile.
    void keptApartFromConnectors()
    {
        QVERIFY(!m_registry.find(QStringLiteral("job")));
        QVERIFY(!m_registry.connectors().contains(QStringLiteral("job")));
        for (const ConnectorSchemaPtr &s : m_registry.schemas())
            QVERIFY(!s->isJob());
        // A user's job schema replaces the built-in one.
        QTemporaryDir dir;
        QFile file(dir.filePath(QStringLiteral("myjob.json")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(jobSchemaText().replace("\"yarn-cluster\"", "\"yarn-session\""));
        file.close();
        const SchemaRegistry registry = SchemaRegistry::loadDefault({dir.path()});
        QVERIFY2(registry.problems().isEmpty(), qPrintable(registry.problems().join(QLatin1Char('\n'))));
        QCOMPARE(registry.jobSchema()->submit.command.last(), QStringLiteral("yarn-session"));
        QCOMPARE(registry.connectors(), m_registry.connectors());
    }

    void brokenJobSchemas_data()
    {
        QTest::addColumn<QByteArray>("from");
        QTest::addColumn<QByteArray>("to");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown kind") << QByteArray("\"kind\": \"job\"") << QByteArray("\"kind\": \"task\"") << "kind: expected";
        QTest::newRow("roles in a job") << QByteArray("\"kind\": \"job\",") << QByteArray("\"kind\": \"job\", \"roles\": [\"source\"],")
                                        << "roles: not part of a job schema";
        QTest::newRow("dialects in a job") << QByteArray("\"kind\": \"job\",") << QByteArray("\"kind\": \"job\", \"dialects\": {},")
                                           << "dialects: not part of a job schema";
        QTest::newRow("primaryKey in a job") << QByteArray("\"kind\": \"job\",") << QByteArray("\"kind\": \"job\", \"primaryKey\": \"required\",")
                                             << "primaryKey: not part of a job schema";
        QTest::newRow("no submit") << QByteArray("\"submit\"") << QByteArray("\"submitted\"") << "submit: expected";
        QTest::newRow("empty command") << QByteArray("[\"flink\", \"run\", \"-m\", \"yarn-cluster\"]") << QByteArray("[]")
                                       << "submit.command: expected a non-empty array";
        QTest::newRow("unknown submitAs") << QByteArray("\"submitAs\": \"jar\"") << QByteArray("\"submitAs\": \"file\"")
                                          << ".submitAs: expected";
        QTest::newRow("flag without dash") << QByteArray("\"flag\": \"-c\"") << QByteArray("\"flag\": \"c\"") << ".flag: expected a command-line flag";
        QTest::newRow("flag without submitAs flag") << QByteArray("\"submitAs\": \"jar\"") << QByteArray("\"submitAs\": \"jar\", \"flag\": \"-j\"")
                                                    << ".flag: only with";
        QTest::newRow("unknown key in after") << QByteArray("\"after\": \"execution.checkpointing.interval\"")
                                              << QByteArray("\"after\": \"interval\"") << "check.after: \"interval\" is not an option";
        QTest::newRow("bad default duration") << QByteArray("\"default\": \"30 min\"") << QByteArray("\"default\": \"half an hour\"")
                                              << ".default: \"half an hour\" is not a duration";
        QTest::newRow("default below min") << QByteArray("\"default\": \"30 min\"") << QByteArray("\"default\": \"5 ms\"")
                                           << ".default: must be at least 10 ms";
    }
    void brokenJobSchemas()
    {
        QFETCH(QByteArray, from);
        QFETCH(QByteArray, to);
        QFETCH(QString, message);
        QByteArray text = jobSchemaText();
        QVERIFY2(text.contains(from), from.constData());
        text.replace(text.indexOf(from), from.size(), to);
        ConnectorSchema schema;
        QString error;
        const QJsonDocument doc = QJsonDocument::fromJson(text);
        QVERIFY(doc.isObject());
        QVERIFY(!ConnectorSchema::fromJson(doc.object(), &schema, &error));
        QVERIFY2(error.contains(message), qPrintable(error));
    }

    void connectorCannotSubmit()
    {
        const QByteArray connector = R"~({"formatVersion": 1, "connector": "c", "label": {"en": "C", "zh": "C"},
            "description": {"en": "C", "zh": "C"}, "roles": ["source"],
            "options": [{"key": "k", "type": "string", "roles": ["source"], "submitAs": "property",
                         "label": {"en": "K", "zh": "K"}, "description": {"en": "K", "zh": "K"}}],
            "dialects": {"flink": {}}})~";
        ConnectorSchema schema;
        QString error;
        QVERIFY(!ConnectorSchema::fromJson(QJsonDocument::fromJson(connector).object(), &schema, &error));
        QVERIFY2(error.contains(QStringLiteral("options[0].submitAs: only job schemas")), qPrintable(error));
    }

    void durations_data()
    {
        QTest::addColumn<QString>("value");
        QTest::addColumn<double>("millis"); // -1: not a duration
        QTest::newRow("bare number is ms") << "60000" << 60000.0;
        QTest::newRow("zero") << "0" << 0.0;
        QTest::newRow("ms") << "500 ms" << 500.0;
        QTest::newRow("s no space") << "30s" << 30000.0;
        QTest::newRow("sec") << "30 sec" << 30000.0;
        QTest::newRow("seconds") << "2 seconds" << 2000.0;
        QTest::newRow("min") << "30 min" << 1800000.0;
        QTest::newRow("m") << "1m" << 60000.0;
        QTest::newRow("minutes any case") << "2 MINUTES" << 120000.0;
        QTest::newRow("hour") << "1 h" << 3600000.0;
        QTest::newRow("hours") << "2 hours" << 7200000.0;
        QTest::newRow("day") << "1 d" << 86400000.0;
        QTest::newRow("days") << "3 days" << 259200000.0;
        QTest::newRow("micro") << "1500 us" << 1.5;
        QTest::newRow("micro sign") << QStringLiteral("10 µs") << 0.01;
        QTest::newRow("nanos") << "2000000 ns" << 2.0;
        QTest::newRow("surrounding spaces") << " 5 s " << 5000.0;
        QTest::newRow("negative") << "-1" << -1.0;
        QTest::newRow("fraction") << "1.5 s" << -1.0;
        QTest::newRow("unknown unit") << "1 fortnight" << -1.0;
        QTest::newRow("unit only") << "min" << -1.0;
        QTest::newRow("two units") << "1 min 30 s" << -1.0;
        QTest::newRow("empty") << "" << -1.0;
    }
    void durations()
    {
        QFETCH(QString, value);
        QFETCH(double, millis);
        const std::optional<double> parsed = flinkDurationMillis(value);
        QCOMPARE(parsed.has_value(), millis >= 0);
        QCOMPARE(isFlinkDuration(value), millis >= 0);
        if (parsed)
            QCOMPARE(*parsed, millis);
    }

    /// One place orders values by type: durations in milliseconds, commit times with and without
    /// milliseconds alike, numbers as numbers.
    void typeAwareOrdering_data()
    {
        QTest::addColumn<QString>("connector");
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("a");
        QTest::addColumn<QString>("b");
        QTest::addColumn<int>("order"); // -1, 0, 1; 2: not comparable
        QTest::newRow("60000 before 30 min") << "job" << kInterval << "60000" << "30 min" << -1;
        QTest::newRow("30 s before 1 min") << "job" << kInterval << "30 s" << "1 min" << -1;
        QTest::newRow("1 min after 30 s") << "job" << kInterval << "1 min" << "30 s" << 1;
        QTest::newRow("60000 equals 1 min") << "job" << kInterval << "60000" << "1 min" << 0;
        QTest::newRow("1 d after 23 h") << "job" << kTtl << "1 d" << "23 h" << 1;
        QTest::newRow("as text it would be the other way") << "job" << kInterval << "9 s" << "10000" << -1;
        QTest::newRow("bad duration") << "job" << kInterval << "soon" << "1 min" << 2;
        QTest::newRow("numbers as numbers") << "job" << kParallelism << "9" << "10" << -1;
        QTest::newRow("commit time 14 vs 17 digits") << "hudi" << "read.end-commit" << "20240301120000" << "20240301120000000" << 0;
        QTest::newRow("commit time with millis after") << "hudi" << "read.end-commit" << "20240301120000001" << "20240301120000" << 1;
    }
    void typeAwareOrdering()
    {
        QFETCH(QString, connector);
        QFETCH(QString, key);
        QFETCH(QString, a);
        QFETCH(QString, b);
        QFETCH(int, order);
        const ConnectorSchemaPtr schema = connector == QLatin1String("job") ? m_registry.jobSchema() : m_registry.find(connector);
        QVERIFY(schema);
        const std::optional<int> result = compareOptionValues(*schema, key, a, b);
        QCOMPARE(result.has_value(), order != 2);
        if (result)
            QCOMPARE(*result, order);
    }

    void afterCondition_data()
    {
        QTest::addColumn<QString>("timeout");
        QTest::addColumn<QString>("interval");
        QTest::addColumn<bool>("holds");
        QTest::newRow("30 min after 60000") << "30 min" << "60000" << true;
        QTest::newRow("60000 not after 30 min") << "60000" << "30 min" << false;
        QTest::newRow("equal is not after") << "1 min" << "60000" << false;
        QTest::newRow("30 s not after 1 min") << "30 s" << "1 min" << false;
        QTest::newRow("1 min after 30 s") << "1 min" << "30 s" << true;
        QTest::newRow("unset timeout holds") << "" << "60000" << true;
        QTest::newRow("unset interval holds") << "1 min" << "" << true;
        QTest::newRow("unparsable holds") << "soon" << "60000" << true;
    }
    void afterCondition()
    {
        QFETCH(QString, timeout);
        QFETCH(QString, interval);
        QFETCH(bool, holds);
        Condition c;
        QString error;
        QVERIFY2(parseCondition(QJsonDocument::fromJson(R"({"option": "execution.checkpointing.timeout", "after": "execution.checkpointing.interval"})").object(),
                                QStringLiteral("check"), {kTimeout, kInterval}, &c, &error),
                 qPrintable(error));
        QCOMPARE(c.kind, Condition::Kind::After);
        TableSpec spec;
        spec.options.insert(kTimeout, timeout);
        spec.options.insert(kInterval, interval);
        QCOMPARE(evaluate(c, *m_registry.jobSchema(), spec), holds);
    }

    /// Each rule and check of the job profile: a change that produces the finding, and (findsNothing
    /// below) changes next to it that must not.
    void findsProblem_data()
    {
        QTest::addColumn<Changes>("changes");
        QTest::addColumn<QString>("ruleId");
        QTest::addColumn<int>("severity");
        QTest::addColumn<QString>("subject");
        const int error = int(Severity::Error);
        // job.timeout-after-interval, with units converted
        QTest::newRow("timeout 30 min before interval 1 h") << Changes{{kInterval, QStringLiteral("1 h")}, {kTimeout, QStringLiteral("30 min")}}
                                                            << "job.timeout-after-interval" << error << kTimeout;
        QTest::newRow("timeout 30 s before interval 1 min") << Changes{{kInterval, QStringLiteral("1 min")}, {kTimeout, QStringLiteral("30 s")}}
                                                            << "job.timeout-after-interval" << error << kTimeout;
        QTest::newRow("timeout equal to interval") << Changes{{kInterval, QStringLiteral("60000")}, {kTimeout, QStringLiteral("1 min")}}
                                                   << "job.timeout-after-interval" << error << kTimeout;
        QTest::newRow("default timeout 30 min before interval") << Changes{{kInterval, QStringLiteral("2 h")}}
                                                                << "job.timeout-after-interval" << error << kTimeout;
        // interval positive (at least Flink's 10 ms)
        QTest::newRow("interval zero") << Changes{{kInterval, QStringLiteral("0")}} << "option.value" << error << kInterval;
        QTest::newRow("interval 5 ms") << Changes{{kInterval, QStringLiteral("5 ms")}} << "option.value" << error << kInterval;
        QTest::newRow("interval 9999 us") << Changes{{kInterval, QStringLiteral("9999 us")}} << "option.value" << error << kInterval;
        QTest::newRow("interval negative") << Changes{{kInterval, QStringLiteral("-60000")}} << "option.value" << error << kInterval;
        QTest::newRow("timeout zero") << Changes{{kTimeout, QStringLiteral("0 s")}} << "option.value" << error << kTimeout;
        // parallelism at least 1
        QTest::newRow("parallelism zero") << Changes{{kParallelism, QStringLiteral("0")}} << "option.value" << error << kParallelism;
        QTest::newRow("parallelism not a number") << Changes{{kParallelism, QStringLiteral("four")}} << "option.value" << error << kParallelism;
        // durations in Flink's syntax
        QTest::newRow("ttl unknown unit") << Changes{{kTtl, QStringLiteral("1 fortnight")}} << "option.value" << error << kTtl;
        QTest::newRow("ttl negative") << Changes{{kTtl, QStringLiteral("-1")}} << "option.value" << error << kTtl;
        QTest::newRow("interval with two units") << Changes{{kInterval, QStringLiteral("1 min 30 s")}} << "option.value" << error << kInterval;
        QTest::newRow("timeout as ISO-8601") << Changes{{kTimeout, QStringLiteral("PT30M")}} << "option.value" << error << kTimeout;
        // mandatory options, as the seed marks them
        QTest::newRow("no main class") << Changes{{QStringLiteral("main-class"), QString()}} << "option.required" << error << "main-class";
        QTest::newRow("no job name") << Changes{{QStringLiteral("job-name"), QString()}} << "option.required" << error << "job-name";
        QTest::newRow("no jar") << Changes{{QStringLiteral("jar"), QString()}} << "option.required" << error << "jar";
        QTest::newRow("no interval") << Changes{{kInterval, QString()}} << "option.required" << error << kInterval;
        QTest::newRow("main class not qualified") << Changes{{QStringLiteral("main-class"), QStringLiteral("SqlRunner")}} << "option.value" << error << "main-class";
        QTest::newRow("unknown key") << Changes{{QStringLiteral("execution.checkpoint.interval"), QStringLiteral("1 min")}}
                                     << "option.unknown" << int(Severity::Warning) << "execution.checkpoint.interval";
    }
    void findsProblem()
    {
        QFETCH(Changes, changes);
        QFETCH(QString, ruleId);
        QFETCH(int, severity);
        QFETCH(QString, subject);
        const Validator validator(m_registry);
        const Diagnostics diagnostics = validator.validateJobProfile(profileWith(changes));
        QVERIFY2(containsDiagnostic(diagnostics, ruleId, Severity(severity), subject), qPrintable(dumpDiagnostics(diagnostics)));
        for (const Diagnostic &d : diagnostics)
            QVERIFY2(d.message.isComplete(), qPrintable(d.ruleId));
    }

    void findsNothing_data()
    {
        QTest::addColumn<Changes>("changes");
        QTest::newRow("the valid profile") << Changes{};
        QTest::newRow("timeout 30 min after interval 60000") << Changes{{kInterval, QStringLiteral("60000")}, {kTimeout, QStringLiteral("30 min")}};
        QTest::newRow("timeout 1 min after interval 30 s") << Changes{{kInterval, QStringLiteral("30 s")}, {kTimeout, QStringLiteral("1 min")}};
        QTest::newRow("default timeout after 29 min") << Changes{{kInterval, QStringLiteral("29 min")}};
        QTest::newRow("interval 10 ms") << Changes{{kInterval, QStringLiteral("10")}};
        QTest::newRow("parallelism 1") << Changes{{kParallelism, QStringLiteral("1")}};
        QTest::newRow("parallelism 128") << Changes{{kParallelism, QStringLiteral("128")}};
        QTest::newRow("ttl 0") << Changes{{kTtl, QStringLiteral("0")}};
        QTest::newRow("ttl 1 d") << Changes{{kTtl, QStringLiteral("1 d")}};
        QTest::newRow("ttl 36 hours") << Changes{{kTtl, QStringLiteral("36 hours")}};
        QTest::newRow("every option set") << Changes{{kTimeout, QStringLiteral("10 min")}, {kParallelism, QStringLiteral("4")},
                                                     {kTtl, QStringLiteral("1 h")}};
        QTest::newRow("job name with quotes and Chinese") << Changes{{QStringLiteral("job-name"), QStringLiteral("it's \"订单\" job")}};
    }
    void findsNothing()
    {
        QFETCH(Changes, changes);
        const Diagnostics diagnostics = Validator(m_registry).validateJobProfile(profileWith(changes));
        QVERIFY2(diagnostics.isEmpty(), qPrintable(dumpDiagnostics(diagnostics)));
    }

    /// Every rule of the job schema has a case above.
    void everyJobRuleHasACase()
    {
        const QSet<QString> tested{QStringLiteral("job.timeout-after-interval")};
        for (const RuleSchema &rule : m_registry.jobSchema()->rules)
            QVERIFY2(tested.contains(rule.id), qPrintable(QStringLiteral("no test case for rule ") + rule.id));
    }

    void effectiveProfile()
    {
        const JobProfile effective = effectiveJobProfile(*m_registry.jobSchema(), validProfile());
        QCOMPARE(effective.value(kTimeout), QStringLiteral("30 min"));
        QCOMPARE(effective.value(kParallelism), QStringLiteral("1"));
        QCOMPARE(effective.value(kTtl), QStringLiteral("0"));
        QCOMPARE(effective.value(kInterval), QStringLiteral("60000"));
        JobProfile withUnknown = validProfile();
        withUnknown.insert(QStringLiteral("a.custom"), QStringLiteral("x"));
        QCOMPARE(orderedJobKeys(*m_registry.jobSchema(), withUnknown),
                 (QStringList{QStringLiteral("main-class"), QStringLiteral("job-name"), QStringLiteral("jar"), kInterval, QStringLiteral("a.custom")}));
    }

    void withoutJobSchema()
    {
        const SchemaRegistry empty;
        const Diagnostics diagnostics = Validator(empty).validateJobProfile(validProfile());
        QCOMPARE(diagnostics.size(), 1);
        QCOMPARE(diagnostics.at(0).subject.text(), QStringLiteral("job"));
        QVERIFY(diagnostics.at(0).isError());
    }

private:
    static QByteArray jobSchemaText()
    {
        QFile f(QStringLiteral(ST_SOURCE_DIR "/schemas/job.json"));
        if (!f.open(QIODevice::ReadOnly))
            qFatal("cannot read schemas/job.json");
        return f.readAll();
    }

    SchemaRegistry m_registry;
};

QTEST_GUILESS_MAIN(TestJobProfile)
#include "test_jobprofile.moc"

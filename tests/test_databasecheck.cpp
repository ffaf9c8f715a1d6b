// Issue 51: a database is checked as it will be exported one way only
// (check/databasecheck.h, checkDatabaseAsExported()), and the three places that check one agree:
// the designer (the table list's checks, the export's question about tables with errors and
// the list a change of the target shows first),
// `streamtable validate --db` (the real program, as a process) and the exporter's job check.
// One real catalog file: a Kafka table whose bootstrap servers only its connection gives (no
// "required" finding anywhere: the designer's export check used to report one) and a table
// truly without them (the same finding on all three paths).

#include "catalog/catalog.h"
#include "backgroundwork.h"
#include "catalogmodels.h"
#include "databasechecker.h"
#include "databasedialog.h"
#include "designerexports.h"
#include "check/databasecheck.h"
#include "export/exporter.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "schema/schemaregistry.h"
#include "support/messageanswer.h"
#include "testsupport.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QListWidget>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcessEnvironment>
#include <QSet>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QPushButton>
#include <QTest>
#include <QTimer>

#include <algorithm>
#include <memory>

using namespace st;
using testsupport::MessageAnswer;
using testsupport::answerMessageBox;

namespace {

/// One finding as the three paths can all say it: "TABLE|SUBJECT: MESSAGE" (English).
using Findings = QSet<QString>;

QString line(const QString &table, const QString &subjectAndMessage)
{
    return table + QLatin1Char('|') + subjectAndMessage;
}

const QString servers = QStringLiteral("properties.bootstrap.servers");

} // namespace

class TestDatabaseCheck : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_path;
    const QString m_db = QStringLiteral("shop");
    SchemaRegistry m_registry = SchemaRegistry::loadDefault();

    /// The tables' errors the designer finds: in the table list's checks, in the question an
    /// export asks about tables with errors (answered Cancel: nothing is written), and in the list
    /// of what would no longer fit that a change of the target shows first (for the target the
    /// database has: what fits now; answered Cancel).
    void designerFindings(Findings *listed, Findings *asked, Findings *retargeted)
    {
        Catalog catalog;
        QVERIFY(catalog.open(m_path).ok());
        LanguageManager languages;
        languages.setLanguage(Language::En);
        MainWindow window(catalog, m_registry, languages);
        QVERIFY(window.selectDatabase(m_db));
        QTRY_VERIFY(!window.checksRunning() && window.tablesModel()->rowCount() == 3);
        const TablesModel *model = window.tablesModel();
        for (int row = 0; row < model->rowCount(); ++row) {
            for (const Diagnostic &d : model->checksOf(row)) {
                if (d.isError())
                    *listed << line(model->tables().at(row).name, d.subject.text() + QStringLiteral(": ") + d.message.en);
            }
        }
        QTemporaryDir out;
        auto cancel = std::make_shared<MessageAnswer>();
        cancel->objectName = MainWindow::invalidTablesQuestionObjectName();
        answerMessageBox(cancel);
        QVERIFY(!window.exportTo(out.path(), {m_db}));
        QVERIFY(cancel->asked());
        // Each finding reads "shop.TABLE (N finding(s)) | error: SUBJECT: MESSAGE".
        for (const QString &f : std::as_const(cancel->findings)) {
            const QString group = f.section(QLatin1Char(' '), 0, 0);
            const QString text = f.section(QStringLiteral(" | "), 1);
            QVERIFY2(group.startsWith(m_db + QLatin1Char('.')) && text.startsWith(QStringLiteral("error: ")), qPrintable(f));
            *asked << line(group.mid(m_db.size() + 1), text.mid(7));
        }

        // Database > Target platform...: another target first (the dialog accepts only a change),
        // then back to the database's own, so that the findings are for the same target.
        const auto retarget = [&](const QString &target, const std::shared_ptr<MessageAnswer> &answer) {
            bool chosen = false;
            QTimer::singleShot(0, &window, [&] {
                auto *dialog = qobject_cast<DatabaseDialog *>(QApplication::activeModalWidget());
                QVERIFY(dialog);
                dialog->targetCombo()->setCurrentIndex(dialog->targetCombo()->findData(target));
                chosen = true;
                answerMessageBox(answer);
                dialog->buttons()->button(QDialogButtonBox::Ok)->click();
            });
            window.action(QStringLiteral("changeTarget"))->trigger();
            QVERIFY(chosen);
        };
        auto change = std::make_shared<MessageAnswer>();
        change->objectName = QStringLiteral("targetProblems");
        change->button = QStringLiteral("Change the target");
        retarget(QStringLiteral("flink-2.0"), change);
        change->cancelled = true; // not to take the next question, had this change asked none
        QCOMPARE(catalog.database(m_db).value.target, QStringLiteral("flink-2.0"));
        auto back = std::make_shared<MessageAnswer>();
        back->objectName = QStringLiteral("targetProblems");
        back->button = QStringLiteral("Change the target");
        retarget(QStringLiteral("flink-1.18"), back);
        QCOMPARE(catalog.database(m_db).value.target, QStringLiteral("flink-1.18"));
        QVERIFY(back->asked());
        // Each finding reads "TABLE (N finding(s)) | error: SUBJECT: MESSAGE".
        for (const QString &f : std::as_const(back->findings)) {
            const QString text = f.section(QStringLiteral(" | "), 1);
            QVERIFY2(text.startsWith(QStringLiteral("error: ")), qPrintable(f));
            *retargeted << line(f.section(QLatin1Char(' '), 0, 0), text.mid(7));
        }
    }

    /// The tables' errors `streamtable validate --db` finds (its JSON output).
    void cliFindings(Findings *found)
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("STREAMTABLE_CATALOG"), m_path);
        const testsupport::CliRun r =
            testsupport::runCli({QStringLiteral("validate"), QStringLiteral("--db"), m_db, QStringLiteral("--json")}, env);
        QVERIFY2(r.exitCode == 1, qPrintable(r.out + r.err)); // the table without servers is an error
        const QJsonArray all = QJsonDocument::fromJson(r.out.toUtf8()).array();
        QVERIFY2(!all.isEmpty(), qPrintable(r.out));
        for (const QJsonValue &v : all) {
            const QJsonObject o = v.toObject();
            if (o.value(QStringLiteral("severity")).toString() == QLatin1String("error") && o.contains(QStringLiteral("table")))
                *found << line(o.value(QStringLiteral("table")).toString(),
                               o.value(QStringLiteral("subject")).toString() + QStringLiteral(": ")
                                   + o.value(QStringLiteral("message")).toObject().value(QStringLiteral("en")).toString());
        }
    }

    /// The tables' errors the exporter finds when it writes the database's job (each one a
    /// problem naming its table; the job is then not written).
    void exporterFindings(Findings *found)
    {
        Catalog catalog;
        QVERIFY(catalog.open(m_path).ok());
        QTemporaryDir out;
        ExportOptions options;
        options.outDir = out.path();
        options.databases = QStringList{m_db};
        const ExportResult result = Exporter(catalog, m_registry).runJobs(options);
        for (const ExportProblem &p : result.problems) {
            if (!p.table.isEmpty())
                *found << line(p.table, p.finding.en);
        }
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QStandardPaths::setTestModeEnabled(true); // the window's settings go to a test location
        m_path = m_dir.filePath(QStringLiteral("catalog.db"));
        Catalog catalog;
        QVERIFY(catalog.open(m_path).ok());
        QVERIFY(catalog.createDatabase(m_db, QString(), QStringLiteral("flink-1.18")).ok());
        QVERIFY(catalog.setConnectionOption(m_db, QStringLiteral("cluster"), QStringLiteral("kafka"), servers, QStringLiteral("k1:9092")).ok());
        TableSpec viaConnection = testsupport::example(QStringLiteral("kafka-source"));
        viaConnection.target.clear();
        viaConnection.name = QStringLiteral("via_connection");
        viaConnection.connection = QStringLiteral("cluster");
        viaConnection.options.remove(servers); // given by the connection alone
        TableSpec without = testsupport::example(QStringLiteral("kafka-source"));
        without.target.clear();
        without.name = QStringLiteral("without_servers");
        without.options.remove(servers); // given by nobody
        TableSpec fine = testsupport::example(QStringLiteral("kafka-source"));
        fine.target.clear();
        fine.name = QStringLiteral("with_servers");
        QVERIFY(catalog.putMany(m_db, {viaConnection, without, fine}, OnExisting::Fail).ok());
        // A job, so that the exporter checks the database (it checks it as it writes the job).
        QVERIFY(catalog.setJobProfile(m_db, {{QStringLiteral("main-class"), QStringLiteral("com.example.flink.SqlRunner")},
                                             {QStringLiteral("job-name"), QStringLiteral("shop")},
                                             {QStringLiteral("jar"), QStringLiteral("/opt/runner.jar")}})
                    .ok());
    }

    /// The use case itself, on the catalog as read: the connection's option counts as given.
    void theUseCaseCompletesATableByItsConnection()
    {
        Catalog catalog;
        QVERIFY(catalog.open(m_path).ok());
        const CatalogResult<DatabaseSnapshot> read = catalog.databaseSnapshot(m_db);
        QVERIFY(read.ok());
        const QList<TableSpec> tables = specsOf(read.value.tables);
        const DatabaseCheck checked = checkDatabaseAsExported(tables, read.value.connections, read.value.profile, read.value.wirings,
                                                              m_registry, read.value.info.target, m_db);
        QCOMPARE(checked.tables.size(), 3);
        for (qsizetype i = 0; i < tables.size(); ++i) {
            const Diagnostics &found = checked.tables.at(i);
            const bool missing =
                std::any_of(found.cbegin(), found.cend(), [](const Diagnostic &d) { return d.isError() && d.subject.text() == servers; });
            QVERIFY2(missing == (tables.at(i).name == QLatin1String("without_servers")), qPrintable(tables.at(i).name));
            if (tables.at(i).name == QLatin1String("via_connection"))
                QCOMPARE(checked.written.at(i).options.value(servers), QStringLiteral("k1:9092"));
        }
    }

    /// Issue 51: the designer, the CLI and the exporter find the same errors: none for the table
    /// whose connection gives the servers, "required" for the one without.
    void theThreePathsAgree()
    {
        Findings listed, asked, retargeted, cli, exporter;
        designerFindings(&listed, &asked, &retargeted);
        cliFindings(&cli);
        exporterFindings(&exporter);

        // The hand-written expectation: exactly one error, the servers of without_servers.
        QCOMPARE(cli.size(), 1);
        const QString only = *cli.cbegin();
        QVERIFY2(only.startsWith(line(QStringLiteral("without_servers"), servers + QStringLiteral(": "))), qPrintable(only));
        QVERIFY2(only.contains(QStringLiteral("required")), qPrintable(only));
        QCOMPARE(listed, cli);
        QCOMPARE(asked, cli);
        QCOMPARE(retargeted, cli);
        QCOMPARE(exporter, cli);
    }

    /// The window's use cases need no window: the database's checks (the one way, here at once
    /// and on a worker) and the export, each on the catalog alone.
    void theUseCasesRunWithoutTheWindow()
    {
        Catalog catalog;
        QVERIFY(catalog.open(m_path).ok());
        const Connections connections = catalog.connections(m_db).value;
        BackgroundWork background;
        DatabaseChecker checker(catalog, m_registry, background, nullptr);
        QList<DatabaseChecks> results;
        connect(&checker, &DatabaseChecker::checked, this, [&results](const DatabaseChecks &r) { results << r; });
        DatabaseChecker::Request request;
        request.database = m_db;
        request.target = catalog.database(m_db).value.target;
        request.connections = connections;
        request.tableCount = 3;
        checker.check(request); // a small database: at once
        QCOMPARE(results.size(), 1);
        request.tableCount = DatabaseChecker::backgroundFrom; // as if large: on a worker
        checker.check(request);
        QVERIFY(checker.busy());
        QTRY_COMPARE(results.size(), 2);
        for (const DatabaseChecks &r : std::as_const(results)) {
            QVERIFY2(r.failed.isEmpty(), qPrintable(r.failed));
            // Hand-written: only without_servers has an error, its servers.
            QStringList withErrors;
            for (auto it = r.byTable.cbegin(); it != r.byTable.cend(); ++it) {
                if (hasErrors(it.value()))
                    withErrors << it.key();
            }
            QCOMPARE(withErrors, QStringList{QStringLiteral("without_servers")});
        }
        // Shown in a list of its own, as the window shows it: the table with errors first.
        TablesModel model(m_registry);
        model.setTables(catalog.list(m_db).value);
        QListWidget list;
        DatabaseChecker::show(results.constLast(), &list, &model);
        QVERIFY(list.count() >= 1);
        QVERIFY2(list.item(0)->text().startsWith(QStringLiteral("without_servers: ")), qPrintable(list.item(0)->text()));

        // The export of one table whose connection completes it: written, no question asked.
        QTemporaryDir out;
        DesignerExports exports(catalog, m_registry, nullptr);
        QVERIFY2(exports.exportTo(out.path(), {m_db}, QStringLiteral("via_connection"), false, QString()), qPrintable(exports.lastReport()));
        const QStringList written = QDir(out.path()).entryList(QDir::Files | QDir::NoDotAndDotDot, QDir::Name)
                                    + QDir(out.filePath(m_db)).entryList(QDir::Files | QDir::NoDotAndDotDot, QDir::Name);
        QVERIFY2(written.contains(QStringLiteral("via_connection.sql")), qPrintable(written.join(QLatin1Char(','))));
        QVERIFY2(exports.lastReport().contains(QStringLiteral("written: via_connection.sql")), qPrintable(exports.lastReport()));
        QFile file(out.filePath(m_db + QStringLiteral("/via_connection.sql")));
        QVERIFY(file.open(QIODevice::ReadOnly));
        // Completed by its connection, as the export writes it.
        QVERIFY(QString::fromUtf8(file.readAll()).contains(QStringLiteral("'properties.bootstrap.servers' = 'k1:9092'")));
    }
};

QTEST_MAIN(TestDatabaseCheck)
#include "test_databasecheck.moc"

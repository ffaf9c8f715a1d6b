// Issue 18, the designer's half of test_secret_sweep: a password never reaches the catalog,
// the settings or anything else the designer writes. The designer runs with its catalog, its
// settings and every other file it keeps in one folder (the XDG folders point there), a planted
// password is given the way a user gives it (a secrets file) and typed or imported where it does
// not belong (a connection, a variable, a table's password field, a DDL file); after the window
// has closed and written its settings, every file in that folder is searched for it. Only the
// export asked for with the secret, the secrets file and the DDL file imported may hold it, and
// the test checks that the export does.

#include "catalog/catalog.h"
#include "connectionsdialog.h"
#include "ddlview.h"
#include "environmentsdialog.h"
#include "importdialog.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "optionform.h"
#include "tabledialog.h"
#include "testsupport.h"
#include "valueeditors.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPointer>
#include <QPushButton>
#include <QSettings>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

#include <memory>

using namespace st;

namespace {

const QString kPlanted = QStringLiteral("PLANTED-d3s1gn3r-4412");

/// The folder the designer keeps everything in for this test; made before the application, so
/// that Qt's standard paths (settings, data, cache) point into it.
QTemporaryDir *folder()
{
    static QTemporaryDir dir;
    return &dir;
}

QString inFolder(const QString &name)
{
    return folder()->filePath(name);
}

void writeFile(const QString &name, const QByteArray &bytes)
{
    QDir().mkpath(QFileInfo(inFolder(name)).path());
    QFile f(inFolder(name));
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(name));
}

/// Types into an option's field as a user does: focus, select all, type.
void typeInto(OptionForm *form, const QString &key, const QString &text)
{
    ValueEditor *editor = form->editor(key);
    if (!editor)
        qFatal("no field for %s", qPrintable(key));
    auto *line = qobject_cast<QLineEdit *>(editor->focusTarget());
    if (!line)
        qFatal("the field of %s is not a line", qPrintable(key));
    line->setFocus();
    line->selectAll();
    QTest::keyClick(line, Qt::Key_Backspace);
    QTest::keyClicks(line, text);
}

} // namespace

class TestSecretSweepDesigner : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(folder()->isValid());
        m_registry = SchemaRegistry::loadDefault();
        QVERIFY(m_catalog.open(inFolder(QStringLiteral("catalog.sqlite"))).ok());
        QVERIFY(m_catalog.createDatabase(m_db).ok());
        // A table whose schema registry password the user is about to type.
        TableSpec pay = testsupport::example(QStringLiteral("kafka-source"));
        pay.name = QStringLiteral("pay");
        pay.options.insert(QStringLiteral("format"), QStringLiteral("avro-confluent"));
        pay.options.insert(QStringLiteral("avro-confluent.url"), QStringLiteral("https://registry:8081"));
        QVERIFY(m_catalog.put(m_db, pay, Catalog::NewTable).ok());
        m_languages.setLanguage(Language::En);
        m_window = std::make_unique<MainWindow>(m_catalog, m_registry, m_languages);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        QVERIFY(m_window->selectDatabase(m_db));
    }

    void plantedPasswordAppearsOnlyWhereAskedFor()
    {
        // A connection's JAAS configuration with the password in it: refused, not shown.
        QPointer<ConnectionsDialog> connections = m_window->openConnectionsDialog(false);
        QVERIFY(connections);
        QVERIFY(connections->addConnection(QStringLiteral("cluster"), QStringLiteral("kafka")));
        QTest::mouseClick(connections->addOptionButton(), Qt::LeftButton);
        QTableWidget *options = connections->optionTable();
        options->item(0, 0)->setText(QStringLiteral("properties.sasl.jaas.config"));
        options->item(0, 1)->setText(QStringLiteral("org.apache.kafka.common.security.plain.PlainLoginModule required username=\"etl\" password=\"")
                                     + kPlanted + QStringLiteral("\";"));
        QVERIFY(!connections->save());
        QVERIFY(connections->messageLabel()->isVisible());
        QVERIFY(!connections->messageLabel()->fullText().contains(kPlanted));
        QVERIFY(m_catalog.connections(m_db).value.isEmpty());
        delete connections.data();

        // A variable named like a password, holding it: refused, not shown.
        QPointer<EnvironmentsDialog> environments = m_window->openEnvironmentsDialog(false);
        QVERIFY(environments);
        QVERIFY(environments->addEnvironment(QStringLiteral("prod")));
        QTest::mouseClick(environments->addVariableButton(), Qt::LeftButton);
        QTableWidget *variables = environments->variableTable();
        variables->item(0, 0)->setText(QStringLiteral("KAFKA_PASSWORD"));
        variables->item(0, 1)->setText(kPlanted);
        QVERIFY(!environments->save());
        QVERIFY(!environments->messageLabel()->fullText().contains(kPlanted));
        delete environments.data();

        // Typed into a table's password field: the table is not saved; a reference is.
        const QString key = QStringLiteral("avro-confluent.ssl.keystore.password");
        QVERIFY(m_window->selectTable(QStringLiteral("pay")));
        QPointer<TableDialog> edit = m_window->openEditDialog(false, false);
        QVERIFY(edit);
        edit->optionForm()->setAdvancedExpanded(true);
        typeInto(edit->optionForm(), key, kPlanted);
        edit->refresh();
        QVERIFY(!edit->saveButton()->isEnabled());
        for (const Diagnostic &d : edit->diagnostics())
            QVERIFY(!d.message.en.contains(kPlanted) && !d.message.zh.contains(kPlanted));
        QVERIFY(!edit->ddlPreview()->toPlainText().contains(kPlanted));
        typeInto(edit->optionForm(), key, QStringLiteral("${secret:KEYSTORE_PW}"));
        edit->refresh();
        QVERIFY(edit->saveButton()->isEnabled());
        QTest::mouseClick(edit->saveButton(), Qt::LeftButton);
        QTRY_VERIFY(edit.isNull());
        QCOMPARE(m_catalog.get(m_db, QStringLiteral("pay")).value.spec.options.value(key), QStringLiteral("${secret:KEYSTORE_PW}"));

        // Imported from a DDL file: the table refers to a secret of its own.
        writeFile(QStringLiteral("input/audit.sql"),
                  "CREATE TABLE audit (id BIGINT) WITH ('connector' = 'kafka', 'topic' = 'audit',"
                  " 'properties.bootstrap.servers' = 'k:9092', 'properties.group.id' = 'g', 'format' = 'json',"
                  " 'scan.startup.mode' = 'earliest-offset', 'properties.sasl.jaas.config' ="
                  " 'org.apache.kafka.common.security.plain.PlainLoginModule required username=\"etl\" password=\""
                      + kPlanted.toUtf8() + "\";');\n");
        {
            ImportDialog import(m_catalog, m_registry, m_db);
            QString error;
            QVERIFY2(import.addPaths({inFolder(QStringLiteral("input/audit.sql"))}, &error), qPrintable(error));
            QVERIFY2(import.importChecked(&error), qPrintable(error));
            QCOMPARE(import.importedCount(), 1);
            QVERIFY(!import.resultLabel()->text().contains(kPlanted));
        }
        QCOMPARE(m_catalog.get(m_db, QStringLiteral("audit")).value.spec.options.value(QStringLiteral("properties.sasl.jaas.config")),
                 QStringLiteral("org.apache.kafka.common.security.plain.PlainLoginModule required username=\"etl\" "
                                "password=\"${secret:AUDIT_PROPERTIES_SASL_JAAS_CONFIG}\";"));

        // Shown and copied: references only.
        m_window->action(QStringLiteral("refresh"))->trigger();
        for (const QString &table : {QStringLiteral("pay"), QStringLiteral("audit")}) {
            QVERIFY(m_window->selectTable(table));
            QVERIFY(!m_window->ddlView()->toPlainText().contains(kPlanted));
            m_window->action(QStringLiteral("copyDdl"))->trigger();
            QVERIFY(!QApplication::clipboard()->text().contains(kPlanted));
        }

        // Asked for: the export fills both in from the secrets file the user chose.
        writeFile(QStringLiteral("secrets"), "KEYSTORE_PW=" + kPlanted.toUtf8() + "\nAUDIT_PROPERTIES_SASL_JAAS_CONFIG=" + kPlanted.toUtf8() + "\n");
        QVERIFY(QFile::setPermissions(inFolder(QStringLiteral("secrets")), QFile::ReadOwner | QFile::WriteOwner));
        QString error;
        QVERIFY2(m_window->setSecretsFile(inFolder(QStringLiteral("secrets")), &error), qPrintable(error));
        QVERIFY(m_window->exportTo(inFolder(QStringLiteral("out")), {m_db}));
        for (const char *file : {"out/shop/pay.sql", "out/shop/audit.sql"})
            QVERIFY2(testsupport::readFile(inFolder(QLatin1String(file))).contains(kPlanted.toUtf8()), file);

        // The window closes and writes its settings; then nothing else holds the password.
        m_window->close();
        m_window.reset();
        QSettings().sync();
        m_catalog.close();
        const QStringList allowed{inFolder(QStringLiteral("secrets")), inFolder(QStringLiteral("out")), inFolder(QStringLiteral("input"))};
        int searched = 0;
        const QStringList holding = testsupport::filesHolding(folder()->path(), kPlanted.toUtf8(), allowed, &searched);
        QVERIFY2(holding.isEmpty(), qPrintable(QStringLiteral("the planted password is in ") + holding.join(QStringLiteral(", "))));
        // The catalog and the settings at least.
        QVERIFY2(searched >= 2, qPrintable(QString::number(searched)));
        QVERIFY(QFile::exists(inFolder(QStringLiteral("config"))));
    }

private:
    const QString m_db = QStringLiteral("shop");
    SchemaRegistry m_registry;
    Catalog m_catalog;
    LanguageManager m_languages;
    std::unique_ptr<MainWindow> m_window;
};

int main(int argc, char **argv)
{
    // Qt's standard places for settings, data and cache, inside the folder searched.
    for (const char *variable : {"XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"}) {
        const QString place = inFolder(QString::fromLatin1(variable).mid(4).toLower().replace(QStringLiteral("_home"), QString()));
        qputenv(variable, place.toUtf8());
    }
    QApplication app(argc, argv);
    // As the designer names itself (app/designer/main.cpp): its settings file is where it is.
    QApplication::setApplicationName(QStringLiteral("streamtable"));
    QApplication::setOrganizationName(QStringLiteral("StreamTable"));
    TestSecretSweepDesigner test;
    return QTest::qExec(&test, argc, argv);
}

#include "test_secret_sweep_designer.moc"

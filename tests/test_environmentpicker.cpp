// The designer's environment picker as a user meets it: a running main window on a real catalog
// file whose database has environments dev, prod and test giving a Kafka table's
// `${BROKERS}` different values (test none). The toolbar's "Environment:" chooses what the DDL
// pane shows, what the checks check (a variable not given is an error) and what File > Export
// writes; Database > Environments... edits the environments and saves them, a change made by
// another catalog connection meanwhile refused with the edits kept.

#include "catalog/catalog.h"
#include "comparedialog.h"
#include "connectionsdialog.h"
#include "ddlview.h"
#include "environmentsdialog.h"
#include "findingsview.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "optionform.h"
#include "tabledialog.h"
#include "valueeditors.h"
#include "windowsize.h"
#include "support/messageanswer.h"
#include "testsupport.h"
#include "support/mainwindowfixture.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QScreen>
#include <QSettings>
#include <QTreeWidget>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <memory>

using namespace st;
using testsupport::answerUnsavedQuestion;

namespace {

const QString kDev = QStringLiteral("dev-kafka:9092");
const QString kProd = QStringLiteral("kafka-1:9092,kafka-2:9092");

QStringList itemTexts(const QComboBox *box)
{
    QStringList out;
    for (int i = 0; i < box->count(); ++i)
        out << box->itemText(i);
    return out;
}

QStringList checkTexts(const QListWidget *list)
{
    QStringList out;
    for (int i = 0; i < list->count(); ++i)
        out << list->item(i)->text();
    return out;
}

/// Every .sql file under `folder`, read and joined.
QString exportedText(const QString &folder)
{
    QString out;
    QDirIterator it(folder, {QStringLiteral("*.sql")}, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        QFile file(it.next());
        if (file.open(QIODevice::ReadOnly))
            out += QString::fromUtf8(file.readAll());
    }
    return out;
}

/// The variable table's row whose name is `name`, or -1.
int rowOf(const QTableWidget *table, const QString &name)
{
    for (int row = 0; row < table->rowCount(); ++row) {
        if (table->item(row, 0) && table->item(row, 0)->text() == name)
            return row;
    }
    return -1;
}

} // namespace

class TestEnvironmentPicker : public QObject, private testsupport::MainWindowFixture
{
    Q_OBJECT

private:
    const QString m_db = QStringLiteral("shop");

    QString catalogPath() const { return m_dir.filePath(QStringLiteral("catalog.sqlite")); }

    bool choose(const QString &environment)
    {
        QComboBox *box = m_window->environmentBox();
        const int index = environment.isEmpty() ? 0 : box->findText(environment);
        if (index < 0)
            return false;
        box->setCurrentIndex(index);
        return m_window->currentEnvironment() == environment;
    }

    QString ddl() const { return m_window->ddlView()->toPlainText(); }

    /// Waits for the checks of the current database to be shown.
    QStringList checks() const
    {
        for (int i = 0; i < 1000 && m_window->checksRunning(); ++i)
            QTest::qWait(10);
        return checkTexts(m_window->databaseChecks());
    }

    /// Opens Database > Environments with prod chosen.
    void openEnvironmentsOnProd(QPointer<EnvironmentsDialog> *dialog)
    {
        *dialog = m_window->openEnvironmentsDialog(false);
        QVERIFY(*dialog);
        QVERIFY(QTest::qWaitForWindowExposed(*dialog));
        QListWidget *list = (*dialog)->environmentList();
        list->setCurrentRow(list->row(list->findItems(QStringLiteral("prod"), Qt::MatchExactly).value(0)));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QStandardPaths::setTestModeEnabled(true); // settings go to a test location
        QSettings().clear();
        m_catalog = std::make_unique<Catalog>();
        QVERIFY(m_catalog->open(catalogPath()).ok());
        QVERIFY(m_catalog->createDatabase(m_db).ok());
        QVERIFY(m_catalog->createDatabase(QStringLiteral("lake")).ok());
        TableSpec orders = testsupport::example(QStringLiteral("kafka-source"));
        orders.name = QStringLiteral("orders");
        orders.options.insert(QStringLiteral("properties.bootstrap.servers"), QStringLiteral("${BROKERS}"));
        QVERIFY(m_catalog->put(m_db, orders, Catalog::NewTable).ok());
        QVERIFY(m_catalog->setVariable(m_db, QStringLiteral("dev"), QStringLiteral("BROKERS"), kDev).ok());
        QVERIFY(m_catalog->setVariable(m_db, QStringLiteral("prod"), QStringLiteral("BROKERS"), kProd).ok());
        QVERIFY(m_catalog->createEnvironment(m_db, QStringLiteral("test")).ok()); // gives no BROKERS

        m_languages = std::make_unique<LanguageManager>();
        m_languages->setLanguage(Language::En);
        m_window = std::make_unique<MainWindow>(*m_catalog, m_registry, *m_languages);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        QVERIFY(m_window->selectDatabase(m_db));
        QVERIFY(m_window->selectTable(QStringLiteral("orders")));
    }

    /// Issue 18: a table that names a connection is previewed and checked as its connection
    /// completes it (as the export writes it); one that names a connection the database does not
    /// have is an error naming it.
    void connectionCompletesThePreviewAndTheChecks()
    {
        const QString lake = QStringLiteral("lake");
        QVERIFY(m_catalog->setConnectionOption(lake, QStringLiteral("cluster"), QStringLiteral("kafka"),
                                               QStringLiteral("properties.bootstrap.servers"), QStringLiteral("lake-kafka:9092")).ok());
        TableSpec events = testsupport::example(QStringLiteral("kafka-source"));
        events.name = QStringLiteral("events");
        events.options.remove(QStringLiteral("properties.bootstrap.servers"));
        events.connection = QStringLiteral("cluster");
        QVERIFY(m_catalog->put(lake, events, Catalog::NewTable).ok());
        TableSpec stray = events;
        stray.name = QStringLiteral("stray");
        stray.connection = QStringLiteral("nowhere");
        // The catalog saves no table naming a connection it lacks; one arises from a row removed
        // by hand (or by a program that does not know connections), made so here.
        QCOMPARE(m_catalog->put(lake, stray, Catalog::NewTable).status.code(), CatalogErrorCode::NotFound);
        QVERIFY(m_catalog->setConnectionOption(lake, QStringLiteral("nowhere"), QStringLiteral("kafka"),
                                               QStringLiteral("properties.bootstrap.servers"), QStringLiteral("x:9092")).ok());
        QVERIFY(m_catalog->put(lake, stray, Catalog::NewTable).ok());
        {
            QSqlDatabase raw = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("byHand"));
            raw.setDatabaseName(catalogPath());
            QVERIFY(raw.open());
            QSqlQuery query(raw);
            QVERIFY(query.exec(QStringLiteral("DELETE FROM connections WHERE name_key = 'nowhere'")));
            QCOMPARE(query.numRowsAffected(), 1);
            query.finish();
            raw.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("byHand"));

        QVERIFY(m_window->selectDatabase(lake));
        QVERIFY(m_window->selectTable(QStringLiteral("events")));
        QVERIFY2(ddl().contains(QStringLiteral("'properties.bootstrap.servers' = 'lake-kafka:9092'")), qPrintable(ddl()));
        const QStringList shown = checks();
        QVERIFY2(m_window->databaseChecks()->findItems(QStringLiteral("events:"), Qt::MatchStartsWith).isEmpty(),
                 qPrintable(shown.join(QLatin1Char('\n'))));
        const QList<QListWidgetItem *> errors = m_window->databaseChecks()->findItems(QStringLiteral("stray:"), Qt::MatchStartsWith);
        QCOMPARE(errors.size(), 1);
        QVERIFY2(errors.first()->text().contains(QStringLiteral("nowhere")), qPrintable(errors.first()->text()));
        QVERIFY(m_window->selectDatabase(m_db));
    }

    /// Issue 18: the create/edit dialog offers the database's connections of the table's data
    /// source type; a field the table leaves empty says what its connection gives, an option it
    /// gives is neither required nor an error, and the preview is the table as the export writes
    /// it. Choosing another connection (or none) is one undo step and is what a save stores.
    void tableDialogChoosesAConnection()
    {
        const QString lake = QStringLiteral("lake");
        const QString servers = QStringLiteral("properties.bootstrap.servers");
        QVERIFY(m_catalog->setConnectionOption(lake, QStringLiteral("backup"), QStringLiteral("kafka"), servers,
                                               QStringLiteral("backup-kafka:9092")).ok());
        QVERIFY(m_catalog->setConnectionOption(lake, QStringLiteral("warehouse"), QStringLiteral("hudi"),
                                               QStringLiteral("hive_sync.metastore.uris"), QStringLiteral("thrift://hms:9083")).ok());
        QVERIFY(m_window->selectDatabase(lake));
        QVERIFY(m_window->selectTable(QStringLiteral("events")));
        QPointer<TableDialog> dialog = m_window->openEditDialog(false, false);
        QVERIFY(dialog);
        QComboBox *box = dialog->connectionCombo();
        QVERIFY(box->isVisibleTo(dialog));
        // Kafka's connections only, sorted by name; the table's chosen.
        QCOMPARE(itemTexts(box), (QStringList{QStringLiteral("(none)"), QStringLiteral("backup"), QStringLiteral("cluster")}));
        QCOMPARE(box->currentText(), QStringLiteral("cluster"));
        ValueEditor *field = dialog->optionForm()->editor(servers);
        QVERIFY(field);
        QCOMPARE(field->value(), QString()); // the table's own: none
        auto *line = qobject_cast<QLineEdit *>(field->focusTarget());
        QVERIFY(line);
        QCOMPARE(line->placeholderText(), QStringLiteral("From connection cluster: lake-kafka:9092"));
        const auto errorsOn = [&dialog](const QString &key) {
            int n = 0;
            for (const Diagnostic &d : dialog->diagnostics())
                n += d.isError() && d.subject.kind == Subject::Kind::Option && d.subject.key == key ? 1 : 0;
            return n;
        };
        QCOMPARE(errorsOn(servers), 0);
        QVERIFY(dialog->saveButton()->isEnabled());
        QVERIFY2(dialog->ddl().contains(QStringLiteral("'properties.bootstrap.servers' = 'lake-kafka:9092'")), qPrintable(dialog->ddl()));

        // None: the option is the table's to give again, and missing.
        box->setFocus();
        QTest::keyClick(box, Qt::Key_Home);
        QCOMPARE(box->currentIndex(), 0);
        dialog->refresh();
        QCOMPARE(dialog->spec().connection, QString());
        QVERIFY2(!line->placeholderText().contains(QStringLiteral("connection")), qPrintable(line->placeholderText()));
        QCOMPARE(errorsOn(servers), 1);
        QVERIFY(!dialog->saveButton()->isEnabled());
        QVERIFY(!dialog->ddl().contains(QStringLiteral("lake-kafka")));
        QCOMPARE(dialog->undoStack()->undoText(), QStringLiteral("connection"));
        QVERIFY2(dialog->undoButton()->toolTip().contains(QStringLiteral("Undo: connection")), qPrintable(dialog->undoButton()->toolTip()));
        dialog->undoStack()->undo();
        QCOMPARE(box->currentText(), QStringLiteral("cluster"));
        QCOMPARE(dialog->spec().connection, QStringLiteral("cluster"));
        QCOMPARE(errorsOn(servers), 0);

        // Another one: its value, and the save stores the choice.
        QTest::keyClick(box, Qt::Key_Up);
        QCOMPARE(box->currentText(), QStringLiteral("backup"));
        dialog->refresh();
        QCOMPARE(line->placeholderText(), QStringLiteral("From connection backup: backup-kafka:9092"));
        QVERIFY(dialog->ddl().contains(QStringLiteral("backup-kafka:9092")));
        // A value typed into the field wins over the connection's.
        line->setFocus();
        QTest::keyClicks(line, QStringLiteral("own:9092"));
        dialog->refresh();
        QVERIFY(dialog->ddl().contains(QStringLiteral("'properties.bootstrap.servers' = 'own:9092'")));
        line->clear();
        dialog->refresh();
        QVERIFY(dialog->saveButton()->isEnabled());
        QTest::mouseClick(dialog->saveButton(), Qt::LeftButton);
        QVERIFY(!dialog || !dialog->isVisible());
        const auto stored = m_catalog->get(lake, QStringLiteral("events"));
        QVERIFY(stored.ok());
        QCOMPARE(stored.value.spec.connection, QStringLiteral("backup"));
        QVERIFY(!stored.value.spec.options.contains(servers)); // given by the connection, not copied
        delete dialog.data();

        // A connection the database does not have: kept, said, an error.
        QVERIFY(m_window->selectTable(QStringLiteral("stray")));
        dialog = m_window->openEditDialog(false, false);
        QVERIFY(dialog);
        QCOMPARE(dialog->connectionCombo()->currentText(), QStringLiteral("nowhere (not in this database)"));
        QCOMPARE(dialog->spec().connection, QStringLiteral("nowhere"));
        bool missing = false;
        for (const Diagnostic &d : dialog->diagnostics())
            missing = missing || (d.ruleId == QLatin1String("connection.missing") && d.message.in(Language::En).contains(QStringLiteral("nowhere")));
        QVERIFY(missing);
        QVERIFY(!dialog->saveButton()->isEnabled());
        delete dialog.data();

        // A new Kafka table offers them too.
        dialog = m_window->openCreateDialog(false);
        QVERIFY(dialog);
        QListWidget *types = dialog->connectorList();
        const QList<QListWidgetItem *> kafka = types->findItems(QStringLiteral("Kafka"), Qt::MatchStartsWith);
        QVERIFY(!kafka.isEmpty());
        types->setCurrentItem(kafka.first());
        QTest::mouseClick(dialog->nextButton(), Qt::LeftButton);
        QCOMPARE(itemTexts(dialog->connectionCombo()), (QStringList{QStringLiteral("(none)"), QStringLiteral("backup"), QStringLiteral("cluster")}));
        QCOMPARE(dialog->connectionCombo()->currentIndex(), 0);
        delete dialog.data();

        // So does a new upsert-kafka table: its schema takes kafka's connections (connectionsOf),
        // and the cluster's address comes from the one chosen. Hudi's is for Hudi alone.
        dialog = m_window->openCreateDialog(false);
        QVERIFY(dialog);
        const QList<QListWidgetItem *> upsert = dialog->connectorList()->findItems(QStringLiteral("Upsert"), Qt::MatchContains);
        QVERIFY(!upsert.isEmpty());
        dialog->connectorList()->setCurrentItem(upsert.first());
        QTest::mouseClick(dialog->nextButton(), Qt::LeftButton);
        QCOMPARE(dialog->spec().connector, QStringLiteral("upsert-kafka"));
        box = dialog->connectionCombo();
        QCOMPARE(itemTexts(box), (QStringList{QStringLiteral("(none)"), QStringLiteral("backup"), QStringLiteral("cluster")}));
        box->setFocus();
        QTest::keyClick(box, Qt::Key_End);
        QCOMPARE(box->currentText(), QStringLiteral("cluster"));
        dialog->refresh();
        QCOMPARE(dialog->spec().connection, QStringLiteral("cluster"));
        field = dialog->optionForm()->editor(servers);
        QVERIFY(field);
        line = qobject_cast<QLineEdit *>(field->focusTarget());
        QVERIFY(line);
        QCOMPARE(line->placeholderText(), QStringLiteral("From connection cluster: lake-kafka:9092"));
        QCOMPARE(errorsOn(servers), 0);
        QVERIFY2(dialog->ddl().contains(QStringLiteral("'properties.bootstrap.servers' = 'lake-kafka:9092'")), qPrintable(dialog->ddl()));
        delete dialog.data();
        QVERIFY(m_window->selectDatabase(m_db));
    }

    /// Issue 18: Database > Connections... edits the database's connections: each shows the keys
    /// it may hold, its own findings and the tables that use it with what the edit does to them;
    /// a save is one transaction, refused (the edits kept) when a dropped connection is still
    /// used, when a key is not one a connection holds, or when another program changed them.
    /// A new connection is offered for the data source type the database uses most (it was the
    /// first type by id, Hudi, whatever the database held).
    void newConnectionIsOfTheTypeTheDatabaseUses()
    {
        for (const QString &example : {QStringLiteral("kafka-source"), QStringLiteral("hudi-source")}) {
            const QString database = QStringLiteral("uses_") + example.section(QLatin1Char('-'), 0, 0);
            QVERIFY(m_catalog->createDatabase(database).ok());
            QVERIFY(m_catalog->put(database, testsupport::example(example), Catalog::NewTable).ok());
            ConnectionsDialog dialog(*m_catalog, m_registry, database);
            auto *type = dialog.findChild<QComboBox *>(QStringLiteral("newConnectionConnector"));
            QVERIFY(type);
            QCOMPARE(type->currentData().toString(), example.section(QLatin1Char('-'), 0, 0));
        }
    }

    void connectionsDialogEditsAndSaves()
    {
        const QString lake = QStringLiteral("lake");
        const QString servers = QStringLiteral("properties.bootstrap.servers");
        QVERIFY(m_window->selectDatabase(lake));
        QAction *menuItem = m_window->action(QStringLiteral("connections"));
        QVERIFY(menuItem && menuItem->isEnabled());
        QPointer<ConnectionsDialog> dialog = m_window->openConnectionsDialog(false);
        QVERIFY(dialog);
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        const QRect screen = dialog->screen()->availableGeometry();
        QVERIFY(dialog->frameGeometry().width() <= screen.width() && dialog->frameGeometry().height() <= screen.height());
        // As stored by the tests before: backup (used by events), cluster (unused now), warehouse.
        QListWidget *list = dialog->connectionList();
        QCOMPARE(list->count(), 3);
        QVERIFY2(list->item(0)->text().startsWith(QStringLiteral("backup (")), qPrintable(list->item(0)->text()));
        QCOMPARE(list->currentRow(), 0);
        QTableWidget *table = dialog->optionTable();
        QCOMPARE(table->rowCount(), 1);
        QCOMPARE(table->item(0, 0)->text(), servers);
        QCOMPARE(dialog->usersLabel()->fullText(), QStringLiteral("Used by: events"));
        // Its value emptied: events, which sets none of its own, has an error now.
        table->item(0, 1)->setText(QString());
        QCOMPARE(dialog->usersLabel()->fullText(), QStringLiteral("Used by: events (1 error with these options)"));
        table->item(0, 1)->setText(QStringLiteral("backup-2:9092"));
        QCOMPARE(dialog->usersLabel()->fullText(), QStringLiteral("Used by: events"));
        // A key a Kafka connection does not hold is a finding, and the save is refused.
        QTest::mouseClick(dialog->addOptionButton(), Qt::LeftButton);
        QCOMPARE(table->rowCount(), 2);
        table->item(1, 1)->setText(QStringLiteral("orders"));
        table->item(1, 0)->setText(QStringLiteral("topic"));
        QCOMPARE(dialog->findingList()->count(), 1);
        QVERIFY2(dialog->findingList()->item(0)->text().startsWith(QStringLiteral("topic: ")), qPrintable(dialog->findingList()->item(0)->text()));
        QVERIFY(!dialog->save());
        QVERIFY(dialog->messageLabel()->isVisible());
        QVERIFY(dialog->messageLabel()->fullText().contains(QStringLiteral("backup")));
        table->setCurrentCell(1, 0);
        QTest::mouseClick(dialog->removeOptionButton(), Qt::LeftButton);
        QCOMPARE(table->rowCount(), 1);
        QCOMPARE(dialog->findingList()->count(), 0);

        // Removing backup, which events uses: refused, naming it, nothing written.
        const Connections before = m_catalog->connections(lake).value;
        QTest::mouseClick(dialog->removeConnectionButton(), Qt::LeftButton);
        QCOMPARE(list->count(), 2);
        QVERIFY(!dialog->save());
        QVERIFY2(dialog->messageLabel()->fullText().contains(QStringLiteral("events")), qPrintable(dialog->messageLabel()->fullText()));
        QCOMPARE(m_catalog->connections(lake).value, before);
        delete dialog.data();

        // A new Hudi connection, typed as a user does, and backup's new address: saved at once.
        dialog = m_window->openConnectionsDialog(false);
        QVERIFY(dialog);
        QTest::keyClicks(dialog->newConnectionEdit(), QStringLiteral("metastore"));
        QComboBox *connector = dialog->newConnectorCombo();
        QCOMPARE(connector->findData(QStringLiteral("hdfs")), -1); // HDFS tables have no connections
        connector->setCurrentIndex(connector->findData(QStringLiteral("hudi")));
        QTest::mouseClick(dialog->addConnectionButton(), Qt::LeftButton);
        QVERIFY(dialog->connectionList()->currentItem()->text().startsWith(QStringLiteral("metastore (")));
        QCOMPARE(dialog->usersLabel()->fullText(), QStringLiteral("No table uses it yet."));
        QTest::mouseClick(dialog->addOptionButton(), Qt::LeftButton);
        table = dialog->optionTable();
        table->item(0, 0)->setText(QStringLiteral("hive_sync.metastore.uris"));
        table->item(0, 1)->setText(QStringLiteral("thrift://hms-2:9083"));
        dialog->connectionList()->setCurrentRow(0);
        table->item(0, 1)->setText(QStringLiteral("backup-2:9092"));
        dialog->buttons()->button(QDialogButtonBox::Save)->click();
        QTRY_VERIFY(!dialog || !dialog->isVisible());
        const Connections stored = m_catalog->connections(lake).value;
        QCOMPARE(stored.size(), 4);
        QCOMPARE(findConnection(stored, QStringLiteral("metastore"))->connector, QStringLiteral("hudi"));
        QCOMPARE(findConnection(stored, QStringLiteral("metastore"))->options.value(QStringLiteral("hive_sync.metastore.uris")),
                 QStringLiteral("thrift://hms-2:9083"));
        QCOMPARE(findConnection(stored, QStringLiteral("backup"))->options.value(servers), QStringLiteral("backup-2:9092"));
        // The window shows events as its connection completes it now.
        QVERIFY(m_window->selectTable(QStringLiteral("events")));
        QVERIFY2(ddl().contains(QStringLiteral("backup-2:9092")), qPrintable(ddl()));

        // Changed by another program meanwhile: refused, the edits kept, nothing written.
        dialog = m_window->openConnectionsDialog(false);
        QVERIFY(dialog);
        {
            Catalog other;
            QVERIFY(other.open(catalogPath()).ok());
            QVERIFY(other.setConnectionOption(lake, QStringLiteral("cluster"), QString(), servers, QStringLiteral("moved:9092")).ok());
        }
        dialog->optionTable()->item(0, 1)->setText(QStringLiteral("mine:9092"));
        QVERIFY(!dialog->save());
        QVERIFY(dialog->isVisible());
        QVERIFY2(dialog->messageLabel()->fullText().contains(QStringLiteral("changed elsewhere")), qPrintable(dialog->messageLabel()->fullText()));
        QCOMPARE(dialog->edited().at(0).options.value(servers), QStringLiteral("mine:9092"));
        QCOMPARE(findConnection(m_catalog->connections(lake).value, QStringLiteral("backup"))->options.value(servers), QStringLiteral("backup-2:9092"));
        QVERIFY(!dialog->save()); // saving again does not overwrite what the other program wrote
        QCOMPARE(findConnection(m_catalog->connections(lake).value, QStringLiteral("cluster"))->options.value(servers), QStringLiteral("moved:9092"));
        delete dialog.data();
        QVERIFY(m_window->selectDatabase(m_db));
    }

    /// Issue 18: a password held as it is (an option its schema marks secret, or a JAAS
    /// configuration with a password) is masked wherever the designer shows the table: the DDL pane
    /// (and what Copy DDL copies), the create/edit dialog's preview, both sides and the change list
    /// of Compare revisions. The export writes the table's own value once the user says so.
    void secretsInClearAreMaskedWhereShown()
    {
        const QString lake = QStringLiteral("lake");
        const QString jaasKey = QStringLiteral("properties.sasl.jaas.config");
        const QString jaas = QStringLiteral("org.apache.kafka.common.security.plain.PlainLoginModule required username=\"etl\" password=\"%1\";");
        TableSpec leaky = testsupport::example(QStringLiteral("kafka-source"));
        leaky.name = QStringLiteral("leaky");
        leaky.options.insert(jaasKey, jaas.arg(QStringLiteral("hunter2")));
        leaky.options.insert(QStringLiteral("format"), QStringLiteral("avro-confluent"));
        leaky.options.insert(QStringLiteral("avro-confluent.url"), QStringLiteral("http://registry:8081"));
        leaky.options.insert(QStringLiteral("avro-confluent.basic-auth.user-info"), QStringLiteral("etl:opensesame"));
        QVERIFY(m_catalog->put(lake, leaky, Catalog::NewTable).ok());
        leaky.options.insert(jaasKey, jaas.arg(QStringLiteral("hunter3")));
        QVERIFY(m_catalog->put(lake, leaky, 1).ok());
        const auto leaks = [](const QString &text) {
            return text.contains(QStringLiteral("hunter")) || text.contains(QStringLiteral("opensesame"));
        };

        QVERIFY(m_window->selectDatabase(lake));
        QVERIFY(m_window->selectTable(QStringLiteral("leaky")));
        QVERIFY2(!leaks(ddl()), qPrintable(ddl()));
        QVERIFY2(ddl().contains(QStringLiteral("username=\"etl\" password=\"******\"")), qPrintable(ddl()));
        QVERIFY(ddl().contains(QStringLiteral("'avro-confluent.basic-auth.user-info' = '******'")));
        m_window->action(QStringLiteral("copyDdl"))->trigger();
        QVERIFY(!QApplication::clipboard()->text().isEmpty());
        QVERIFY(!leaks(QApplication::clipboard()->text()));

        QPointer<TableDialog> dialog = m_window->openEditDialog(false, false);
        QVERIFY(dialog);
        QVERIFY(dialog->ddl().contains(QStringLiteral("password=\"******\"")));
        QVERIFY2(!leaks(dialog->ddl()), qPrintable(dialog->ddl()));
        QCOMPARE(dialog->spec().options.value(jaasKey), jaas.arg(QStringLiteral("hunter3"))); // the field keeps it
        delete dialog.data();

        CompareDialog *compare = m_window->openCompareDialog();
        QVERIFY(compare);
        QVERIFY(!leaks(compare->beforeView()->toPlainText()));
        QVERIFY(!leaks(compare->afterView()->toPlainText()));
        QCOMPARE(compare->changeList()->count(), 1);
        QVERIFY2(!leaks(compare->changeList()->item(0)->text()), qPrintable(compare->changeList()->item(0)->text()));
        delete compare;

        // A password held as it is is an error now: the export asks first, and writes the
        // table's value only when the user says so.
        QTemporaryDir out;
        auto anyway = std::make_shared<testsupport::MessageAnswer>();
        anyway->objectName = MainWindow::invalidTablesQuestionObjectName();
        anyway->button = QStringLiteral("Export anyway");
        testsupport::answerMessageBox(anyway);
        QVERIFY(m_window->exportTo(out.path(), {lake}, QStringLiteral("leaky")));
        QVERIFY(anyway->asked());
        QVERIFY2(anyway->findings.join(QLatin1Char('\n')).contains(QStringLiteral("properties.sasl.jaas.config")), qPrintable(anyway->findings.join(QLatin1Char('\n'))));
        QVERIFY(!leaks(anyway->findings.join(QLatin1Char('\n'))));
        QVERIFY(exportedText(out.path()).contains(jaas.arg(QStringLiteral("hunter3"))));
        QVERIFY(m_catalog->drop(lake, QStringLiteral("leaky")).ok());
    }

    /// A test that failed half-way leaves the window on its database: the next starts on shop.
    void cleanup()
    {
        if (m_window)
            QVERIFY(m_window->selectDatabase(m_db));
    }

    void cleanupTestCase()
    {
        m_window.reset();
        m_catalog.reset();
    }

    void pickerListsTheDatabasesEnvironments()
    {
        QComboBox *box = m_window->environmentBox();
        // On the toolbar, shown on a 1366x768 screen (Qt 5's offscreen screen is 800x600: there
        // the toolbar's extension holds it).
        if (m_window->screen()->availableGeometry().width() >= 1366)
            QVERIFY(box->isVisibleTo(m_window.get()));
        QVERIFY(box->isEnabled());
        QCOMPARE(itemTexts(box), (QStringList{QStringLiteral("(none: write ${NAME} as it is)"), QStringLiteral("dev"),
                                              QStringLiteral("prod"), QStringLiteral("test")}));
        QCOMPARE(m_window->currentEnvironment(), QString());
        // Another database lists its own: none.
        QVERIFY(m_window->selectDatabase(QStringLiteral("lake")));
        QCOMPARE(itemTexts(box), QStringList{QStringLiteral("(none: write ${NAME} as it is)")});
        QVERIFY(m_window->selectDatabase(m_db));
        QCOMPARE(box->count(), 4);
    }

    void ddlPaneShowsTheTableForTheEnvironmentChosen()
    {
        QVERIFY(m_window->selectTable(QStringLiteral("orders")));
        QVERIFY(choose(QString()));
        QVERIFY2(ddl().contains(QStringLiteral("'properties.bootstrap.servers' = '${BROKERS}'")), qPrintable(ddl()));

        QVERIFY(choose(QStringLiteral("dev")));
        QVERIFY2(ddl().contains(QStringLiteral("'properties.bootstrap.servers' = '%1'").arg(kDev)), qPrintable(ddl()));
        QVERIFY(!ddl().contains(QStringLiteral("${BROKERS}")));

        QVERIFY(choose(QStringLiteral("prod")));
        QVERIFY2(ddl().contains(QStringLiteral("'properties.bootstrap.servers' = '%1'").arg(kProd)), qPrintable(ddl()));
        QVERIFY(!ddl().contains(kDev));

        QVERIFY(choose(QString()));
        QVERIFY2(ddl().contains(QStringLiteral("'${BROKERS}'")), qPrintable(ddl()));
        QVERIFY(!ddl().contains(kProd));
    }

    void checksNameAVariableTheEnvironmentDoesNotGive()
    {
        QVERIFY(choose(QStringLiteral("dev")));
        QStringList shown = checks();
        QVERIFY2(!shown.join(QLatin1Char('\n')).contains(QStringLiteral("BROKERS")), qPrintable(shown.join(QLatin1Char('\n'))));
        QVERIFY(!m_window->databaseChecks()->findItems(QStringLiteral("orders"), Qt::MatchStartsWith).size());

        QVERIFY(choose(QStringLiteral("test")));
        shown = checks();
        const QList<QListWidgetItem *> errors = m_window->databaseChecks()->findItems(QStringLiteral("orders:"), Qt::MatchStartsWith);
        QCOMPARE(errors.size(), 1);
        QVERIFY2(errors.first()->text().contains(QStringLiteral("BROKERS")), qPrintable(errors.first()->text()));

        // Without an environment the reference is left to the platform: no error.
        QVERIFY(choose(QString()));
        shown = checks();
        QVERIFY2(m_window->databaseChecks()->findItems(QStringLiteral("orders:"), Qt::MatchStartsWith).isEmpty(),
                 qPrintable(shown.join(QLatin1Char('\n'))));
    }

    /// The job profile is checked for the environment chosen too: a variable it does not give is
    /// an error in the database's checks, as for a table.
    void jobProfileIsCheckedForTheEnvironment()
    {
        QVERIFY(m_catalog->setVariable(m_db, QStringLiteral("dev"), QStringLiteral("PAR"), QStringLiteral("4")).ok());
        QVERIFY(m_catalog->setJobProfile(m_db, JobProfile{{QStringLiteral("parallelism.default"), QStringLiteral("${PAR}")}}).ok());
        m_window->action(QStringLiteral("refresh"))->trigger();
        const auto mentionsPar = [this] {
            const QStringList shown = checks();
            for (const QString &line : shown) {
                if (line.contains(QStringLiteral("PAR")) && line.contains(QStringLiteral("parallelism.default")))
                    return true;
            }
            return false;
        };
        QVERIFY(choose(QStringLiteral("test")));
        QVERIFY2(mentionsPar(), qPrintable(checks().join(QLatin1Char('\n'))));
        QVERIFY(choose(QStringLiteral("dev")));
        QVERIFY2(!mentionsPar(), qPrintable(checks().join(QLatin1Char('\n'))));
        QVERIFY(choose(QString()));
        QVERIFY(!mentionsPar());
        QVERIFY(m_catalog->setJobProfile(m_db, JobProfile()).ok());
        QVERIFY(m_catalog->unsetVariable(m_db, QStringLiteral("dev"), QStringLiteral("PAR")).ok());
        m_window->action(QStringLiteral("refresh"))->trigger();
    }

    void exportWritesTheEnvironmentChosen()
    {
        QVERIFY(choose(QStringLiteral("prod")));
        QTemporaryDir prod;
        QVERIFY(m_window->exportTo(prod.path(), {m_db}));
        QVERIFY2(exportedText(prod.path()).contains(QStringLiteral("'properties.bootstrap.servers' = '%1'").arg(kProd)),
                 qPrintable(exportedText(prod.path())));

        QVERIFY(choose(QStringLiteral("dev")));
        QTemporaryDir dev;
        QVERIFY(m_window->exportTo(dev.path(), {m_db}, QStringLiteral("orders")));
        QVERIFY(exportedText(dev.path()).contains(QStringLiteral("'properties.bootstrap.servers' = '%1'").arg(kDev)));

        QVERIFY(choose(QString()));
        QTemporaryDir none;
        QVERIFY(m_window->exportTo(none.path(), {m_db}));
        QVERIFY(exportedText(none.path()).contains(QStringLiteral("'properties.bootstrap.servers' = '${BROKERS}'")));
    }

    void choiceIsRememberedPerDatabase()
    {
        QVERIFY(choose(QStringLiteral("prod")));
        QVERIFY(m_window->selectDatabase(QStringLiteral("lake")));
        QCOMPARE(m_window->currentEnvironment(), QString());
        QVERIFY(m_window->selectDatabase(m_db));
        QCOMPARE(m_window->currentEnvironment(), QStringLiteral("prod"));
        // Refresh keeps it, and so does a window started anew.
        m_window->action(QStringLiteral("refresh"))->trigger();
        QCOMPARE(m_window->currentEnvironment(), QStringLiteral("prod"));
        {
            MainWindow second(*m_catalog, m_registry, *m_languages);
            QVERIFY(second.selectDatabase(m_db));
            QCOMPARE(second.currentEnvironment(), QStringLiteral("prod"));
        }
        QVERIFY(choose(QString()));
    }

    void pickerFollowsChangesMadeElsewhere()
    {
        Catalog other;
        QVERIFY(other.open(catalogPath()).ok());
        QVERIFY(other.setVariable(m_db, QStringLiteral("qa"), QStringLiteral("BROKERS"), QStringLiteral("qa-kafka:9092")).ok());
        QTRY_VERIFY_WITH_TIMEOUT(m_window->environmentBox()->findText(QStringLiteral("qa")) > 0, 6000); // the two-second watch
        QVERIFY(choose(QStringLiteral("qa")));
        QVERIFY(ddl().contains(QStringLiteral("qa-kafka:9092")));
        // A changed value shows after a refresh, the choice kept.
        QVERIFY(other.setVariable(m_db, QStringLiteral("qa"), QStringLiteral("BROKERS"), QStringLiteral("qa-kafka-2:9092")).ok());
        m_window->action(QStringLiteral("refresh"))->trigger();
        QCOMPARE(m_window->currentEnvironment(), QStringLiteral("qa"));
        QVERIFY2(ddl().contains(QStringLiteral("qa-kafka-2:9092")), qPrintable(ddl()));
        QVERIFY(other.dropEnvironment(m_db, QStringLiteral("qa")).ok());
        m_window->action(QStringLiteral("refresh"))->trigger();
        QCOMPARE(m_window->currentEnvironment(), QString()); // gone: none
        QVERIFY(ddl().contains(QStringLiteral("${BROKERS}")));
    }

    void tableDialogFieldsSayAReferencesValue()
    {
        const QString key = QStringLiteral("properties.bootstrap.servers");
        QVERIFY(m_window->selectTable(QStringLiteral("orders")));
        QVERIFY(choose(QStringLiteral("prod")));
        QPointer<TableDialog> dialog = m_window->openEditDialog(false, false);
        QVERIFY(dialog);
        ValueEditor *field = dialog->optionForm()->editor(key);
        QVERIFY(field);
        QCOMPARE(field->value(), QStringLiteral("${BROKERS}"));
        QCOMPARE(dialog->optionForm()->variableHint(key), QStringLiteral("In environment prod: %1").arg(kProd));
        QVERIFY2(field->focusTarget()->toolTip().contains(kProd), qPrintable(field->focusTarget()->toolTip()));
        // Typed: the hint follows the value.
        auto *line = qobject_cast<QLineEdit *>(field->focusTarget());
        QVERIFY(line);
        line->selectAll();
        QTest::keyClicks(line, QStringLiteral("${BROKERS},${EXTRA}"));
        QCOMPARE(dialog->optionForm()->variableHint(key), QStringLiteral("Environment prod gives no EXTRA"));
        QVERIFY(field->focusTarget()->toolTip().contains(QStringLiteral("gives no EXTRA")));
        line->selectAll();
        QTest::keyClicks(line, QStringLiteral("plain:9092"));
        QCOMPARE(dialog->optionForm()->variableHint(key), QString());
        QVERIFY(!field->focusTarget()->toolTip().contains(QStringLiteral("prod")));
        delete dialog.data(); // edited: closing would ask

        // Without an environment the tooltip says nothing of values.
        QVERIFY(choose(QString()));
        dialog = m_window->openEditDialog(false, false);
        QVERIFY(dialog);
        QCOMPARE(dialog->optionForm()->variableHint(key), QString());
        QVERIFY(!dialog->optionForm()->editor(key)->focusTarget()->toolTip().contains(kProd));
        delete dialog.data();

        // An environment that lacks it says so.
        QVERIFY(choose(QStringLiteral("test")));
        dialog = m_window->openEditDialog(false, false);
        QVERIFY(dialog);
        QCOMPARE(dialog->optionForm()->variableHint(key), QStringLiteral("Environment test gives no BROKERS"));
        delete dialog.data();
        QVERIFY(choose(QString()));
    }

    void environmentsDialogSaves()
    {
        QAction *menuItem = m_window->action(QStringLiteral("environments"));
        QVERIFY(menuItem && menuItem->isEnabled());
        QPointer<EnvironmentsDialog> dialog = m_window->openEnvironmentsDialog(false);
        QVERIFY(dialog);
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        const QRect screen = dialog->screen()->availableGeometry();
        QVERIFY2(dialog->frameGeometry().width() <= screen.width() && dialog->frameGeometry().height() <= screen.height(),
                 qPrintable(QStringLiteral("%1x%2").arg(dialog->frameGeometry().width()).arg(dialog->frameGeometry().height())));
        QCOMPARE(dialog->environmentList()->count(), 3);

        // A new environment "stage" with BROKERS, typed as a user does.
        QTest::keyClicks(dialog->newEnvironmentEdit(), QStringLiteral("stage"));
        QTest::mouseClick(dialog->addEnvironmentButton(), Qt::LeftButton);
        QCOMPARE(dialog->environmentList()->currentItem()->text(), QStringLiteral("stage"));
        QTest::mouseClick(dialog->addVariableButton(), Qt::LeftButton);
        QTableWidget *table = dialog->variableTable();
        QCOMPARE(table->rowCount(), 1);
        table->item(0, 0)->setText(QStringLiteral("BROKERS"));
        table->item(0, 1)->setText(QStringLiteral("stage-kafka:9092"));
        // And dev's value changed.
        dialog->environmentList()->setCurrentRow(0);
        QCOMPARE(dialog->environmentList()->currentItem()->text(), QStringLiteral("dev"));
        const int row = rowOf(table, QStringLiteral("BROKERS"));
        QVERIFY(row >= 0);
        QCOMPARE(table->item(row, 1)->text(), kDev);
        table->item(row, 1)->setText(QStringLiteral("dev-kafka-2:9092"));

        dialog->buttons()->button(QDialogButtonBox::Save)->click();
        QTRY_VERIFY(!dialog || !dialog->isVisible());
        const auto stored = m_catalog->environments(m_db);
        QVERIFY(stored.ok());
        const Environment *stage = findEnvironment(stored.value, QStringLiteral("stage"));
        QVERIFY(stage);
        QCOMPARE(stage->variables.value(QStringLiteral("BROKERS")), QStringLiteral("stage-kafka:9092"));
        QCOMPARE(findEnvironment(stored.value, QStringLiteral("dev"))->variables.value(QStringLiteral("BROKERS")), QStringLiteral("dev-kafka-2:9092"));
        QCOMPARE(findEnvironment(stored.value, QStringLiteral("prod"))->variables.value(QStringLiteral("BROKERS")), kProd);
        // The picker lists it at once, and the DDL follows.
        QVERIFY(choose(QStringLiteral("stage")));
        QVERIFY2(ddl().contains(QStringLiteral("stage-kafka:9092")), qPrintable(ddl()));
        QVERIFY(choose(QStringLiteral("dev")));
        QVERIFY(ddl().contains(QStringLiteral("dev-kafka-2:9092")));
        QVERIFY(choose(QString()));
    }

    /// Ctrl+S while a value is still being typed in its cell saves that value: a shortcut moves
    /// no focus, so the cell's editor kept it to itself and the value stored was the old one.
    void ctrlSSavesTheValueStillBeingTyped()
    {
        QPointer<EnvironmentsDialog> dialog = m_window->openEnvironmentsDialog(false);
        QVERIFY(dialog);
        QVERIFY(QTest::qWaitForWindowActive(dialog));
        dialog->environmentList()->setCurrentRow(0);
        QCOMPARE(dialog->environmentList()->currentItem()->text(), QStringLiteral("dev"));
        QTableWidget *table = dialog->variableTable();
        const int row = rowOf(table, QStringLiteral("BROKERS"));
        QVERIFY(row >= 0);
        table->setCurrentCell(row, 1);
        table->editItem(table->item(row, 1));
        QPointer<QLineEdit> editor = qobject_cast<QLineEdit *>(QApplication::focusWidget());
        QVERIFY(editor && table->viewport()->isAncestorOf(editor));
        editor->selectAll();
        QTest::keyClicks(editor, QStringLiteral("dev-kafka-3:9092"));
        QCOMPARE(table->item(row, 1)->text() == QStringLiteral("dev-kafka-3:9092"), false); // still in the editor only
        QTest::keyClick(editor, Qt::Key_S, Qt::ControlModifier);
        QTRY_VERIFY(!dialog || !dialog->isVisible());
        const auto stored = m_catalog->environments(m_db);
        QVERIFY(stored.ok());
        QCOMPARE(findEnvironment(stored.value, QStringLiteral("dev"))->variables.value(QStringLiteral("BROKERS")), QStringLiteral("dev-kafka-3:9092"));
    }

    /// A database without environments or connections opens either dialog with the focus in the
    /// new name's field: typing a name and Enter adds it (seen under Xvfb: the focus was on the
    /// empty list, so the typed name went nowhere and Enter pressed Save, which closed the dialog).
    void emptyDialogsStartInTheNewName()
    {
        const QString fresh = QStringLiteral("fresh");
        QVERIFY(m_catalog->createDatabase(fresh).ok());
        m_window->action(QStringLiteral("refresh"))->trigger();
        QVERIFY(m_window->selectDatabase(fresh));
        QPointer<EnvironmentsDialog> environments = m_window->openEnvironmentsDialog(false);
        QVERIFY(environments);
        QVERIFY(QTest::qWaitForWindowActive(environments));
        QCOMPARE(environments->environmentList()->count(), 0);
        QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget *>(environments->newEnvironmentEdit()));
        QTest::keyClicks(QApplication::focusWidget(), QStringLiteral("dev"));
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
        QVERIFY(environments->isVisible());
        QCOMPARE(environments->environmentList()->count(), 1);
        const auto discarded = answerUnsavedQuestion(QStringLiteral("Discard"));
        environments->buttons()->button(QDialogButtonBox::Cancel)->click();
        QTRY_VERIFY(!environments);
        QVERIFY(discarded->asked());
        QCOMPARE(m_catalog->environments(fresh).value.size(), 0);

        QPointer<ConnectionsDialog> connections = m_window->openConnectionsDialog(false);
        QVERIFY(connections);
        QVERIFY(QTest::qWaitForWindowActive(connections));
        QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget *>(connections->newConnectionEdit()));
        connections->buttons()->button(QDialogButtonBox::Cancel)->click();
        QTRY_VERIFY(!connections);

        // With sets, the list has the focus, the first one shown.
        QVERIFY(m_window->selectDatabase(m_db));
        environments = m_window->openEnvironmentsDialog(false);
        QVERIFY(environments);
        QVERIFY(QTest::qWaitForWindowActive(environments));
        QVERIFY(environments->environmentList()->count() > 0);
        QCOMPARE(environments->environmentList()->currentRow(), 0);
        QVERIFY(QApplication::focusWidget() != environments->newEnvironmentEdit());
        environments->buttons()->button(QDialogButtonBox::Cancel)->click();
        QTRY_VERIFY(!environments);
        QVERIFY(m_catalog->dropDatabase(fresh).ok());
        m_window->action(QStringLiteral("refresh"))->trigger();
    }


    // Enter in the new name's field adds the environment and leaves the dialog open: it used to
    // reach the dialog's default button too, which saved the edits and closed it.
    void enterInTheNewNameAddsWithoutSaving()
    {
        const auto before = m_catalog->environments(m_db);
        QVERIFY(before.ok());
        QPointer<EnvironmentsDialog> dialog = m_window->openEnvironmentsDialog(false);
        QVERIFY(dialog);
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        const int count = dialog->environmentList()->count();
        dialog->newEnvironmentEdit()->setFocus();
        QTest::keyClicks(dialog->newEnvironmentEdit(), QStringLiteral("qa"));
        QTest::keyClick(dialog->newEnvironmentEdit(), Qt::Key_Return);
        QCOMPARE(dialog->environmentList()->count(), count + 1);
        QCOMPARE(dialog->environmentList()->currentItem()->text(), QStringLiteral("qa"));
        QVERIFY(dialog->newEnvironmentEdit()->text().isEmpty());
        // A name taken: said in the dialog, still open, nothing saved. The list keeps its height:
        // the refusal's line was there, empty.
        QCoreApplication::processEvents();
        const int listHeight = dialog->environmentList()->height();
        QVERIFY(dialog->messageLabel()->fullText().isEmpty());
        QTest::keyClicks(dialog->newEnvironmentEdit(), QStringLiteral("QA"));
        QTest::keyClick(dialog->newEnvironmentEdit(), Qt::Key_Enter);
        QCOMPARE(dialog->environmentList()->count(), count + 1);
        QVERIFY(dialog->messageLabel()->isVisible());
        QCOMPARE(dialog->messageLabel()->fullText(), QStringLiteral("There is an environment qa already."));
        QCoreApplication::processEvents();
        QCOMPARE(dialog->environmentList()->height(), listHeight);
        QVERIFY(dialog->isVisible());
        QCOMPARE(m_catalog->environments(m_db).value, before.value);
        const auto discarded = answerUnsavedQuestion(QStringLiteral("Discard"));
        dialog->buttons()->button(QDialogButtonBox::Cancel)->click();
        QTRY_VERIFY(!dialog || !dialog->isVisible());
        QVERIFY(discarded->asked());
        QCOMPARE(m_catalog->environments(m_db).value, before.value);
    }

    /// Escape or Cancel with edits not saved asks first, as the table and job dialogs do (a
    /// user-level review lost a new environment and a new connection to Escape and Cancel):
    /// Keep editing leaves the dialog open with the edits, Save saves them, Discard drops them.
    void setsDialogsAskBeforeDroppingEdits()
    {
        const auto before = m_catalog->environments(m_db);
        QVERIFY(before.ok());
        QPointer<EnvironmentsDialog> dialog = m_window->openEnvironmentsDialog(false);
        QVERIFY(dialog);
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        dialog->newEnvironmentEdit()->setText(QStringLiteral("uat"));
        QTest::mouseClick(dialog->addEnvironmentButton(), Qt::LeftButton);
        auto kept = answerUnsavedQuestion(QStringLiteral("Keep editing"));
        QTest::keyClick(dialog, Qt::Key_Escape);
        QTRY_VERIFY(kept->asked());
        QVERIFY2(kept->text().contains(QStringLiteral("environments of %1").arg(m_db)), qPrintable(kept->text()));
        QVERIFY(dialog->isVisible());
        QVERIFY(findEnvironment(dialog->edited(), QStringLiteral("uat")));
        const auto saved = answerUnsavedQuestion(QStringLiteral("Save"));
        dialog->buttons()->button(QDialogButtonBox::Cancel)->click();
        QTRY_VERIFY(!dialog || !dialog->isVisible());
        QVERIFY(saved->asked());
        QVERIFY(findEnvironment(m_catalog->environments(m_db).value, QStringLiteral("uat")));
        QVERIFY(m_catalog->saveEnvironments(m_db, before.value, m_catalog->environments(m_db).value).ok());

        // Nothing changed: closed without a question.
        dialog = m_window->openEnvironmentsDialog(false);
        QVERIFY(dialog);
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        const auto none = answerUnsavedQuestion(QStringLiteral("Keep editing"));
        QTest::keyClick(dialog, Qt::Key_Escape);
        QTRY_VERIFY(!dialog || !dialog->isVisible());
        none->cancelled = true;
        QVERIFY(!none->asked());

        // A new connection, then Escape and Discard: nothing written.
        const QString lake = QStringLiteral("lake");
        QVERIFY(m_window->selectDatabase(lake));
        const Connections connectionsBefore = m_catalog->connections(lake).value;
        QPointer<ConnectionsDialog> connections = m_window->openConnectionsDialog(false);
        QVERIFY(connections);
        QVERIFY(QTest::qWaitForWindowExposed(connections));
        connections->newConnectionEdit()->setText(QStringLiteral("spare"));
        QTest::mouseClick(connections->addConnectionButton(), Qt::LeftButton);
        QCOMPARE(connections->edited().size(), connectionsBefore.size() + 1);
        const auto discarded = answerUnsavedQuestion(QStringLiteral("Discard"));
        QTest::keyClick(connections, Qt::Key_Escape);
        QTRY_VERIFY(!connections || !connections->isVisible());
        QVERIFY(discarded->asked());
        QVERIFY2(discarded->text().contains(QStringLiteral("connections of lake")), qPrintable(discarded->text()));
        QCOMPARE(m_catalog->connections(lake).value, connectionsBefore);
        QVERIFY(m_window->selectDatabase(m_db));
    }

    void environmentsDialogRefusesAStaleSaveKeepingTheEdits()
    {
        QPointer<EnvironmentsDialog> dialog;
        openEnvironmentsOnProd(&dialog);
        if (QTest::currentTestFailed())
            return;
        QTableWidget *table = dialog->variableTable();
        const int row = rowOf(table, QStringLiteral("BROKERS"));
        QVERIFY(row >= 0);
        table->item(row, 1)->setText(QStringLiteral("mine:9092"));

        // Meanwhile someone else changes prod.
        {
            Catalog other;
            QVERIFY(other.open(catalogPath()).ok());
            QVERIFY(other.setVariable(m_db, QStringLiteral("prod"), QStringLiteral("BROKERS"), QStringLiteral("theirs:9092")).ok());
        }
        QVERIFY(!dialog->save());
        QVERIFY(dialog->isVisible());
        QVERIFY(dialog->messageLabel()->isVisible());
        QVERIFY2(dialog->messageLabel()->fullText().contains(QStringLiteral("changed elsewhere")), qPrintable(dialog->messageLabel()->fullText()));
        QVERIFY2(dialog->messageLabel()->fullText().contains(QStringLiteral("Your edits are still here")), qPrintable(dialog->messageLabel()->fullText()));
        // Nothing was written, nothing typed is lost.
        QCOMPARE(findEnvironment(m_catalog->environments(m_db).value, QStringLiteral("prod"))->variables.value(QStringLiteral("BROKERS")),
                 QStringLiteral("theirs:9092"));
        QCOMPARE(table->item(row, 1)->text(), QStringLiteral("mine:9092"));
        QCOMPARE(findEnvironment(dialog->edited(), QStringLiteral("prod"))->variables.value(QStringLiteral("BROKERS")), QStringLiteral("mine:9092"));

        // A secret in clear is refused too, the dialog staying open.
        QTest::mouseClick(dialog->addVariableButton(), Qt::LeftButton);
        const int secret = table->rowCount() - 1;
        table->item(secret, 0)->setText(QStringLiteral("SASL_PASSWORD"));
        table->item(secret, 1)->setText(QStringLiteral("Hunter2"));
        QVERIFY(!dialog->save());
        QVERIFY(dialog->isVisible());
        QVERIFY2(dialog->messageLabel()->fullText().contains(QStringLiteral("secret")), qPrintable(dialog->messageLabel()->fullText()));
        QVERIFY(!findEnvironment(m_catalog->environments(m_db).value, QStringLiteral("prod"))->variables.contains(QStringLiteral("SASL_PASSWORD")));

        // Told, the user saves again: the edits replace what is stored.
        table->item(secret, 1)->setText(QStringLiteral("${secret:PROD_KAFKA_PASSWORD}"));
        QVERIFY2(dialog->save(), qPrintable(dialog->messageLabel()->fullText()));
        QTRY_VERIFY(!dialog || !dialog->isVisible());
        QCOMPARE(findEnvironment(m_catalog->environments(m_db).value, QStringLiteral("prod"))->variables.value(QStringLiteral("BROKERS")),
                 QStringLiteral("mine:9092"));
    }

    /// What a save would refuse is said as it is typed, every problem at once (a bad name and a
    /// secret in clear were said one at a time, and only when Save was pressed).
    void environmentsDialogSaysProblemsAsTyped()
    {
        QPointer<EnvironmentsDialog> dialog;
        openEnvironmentsOnProd(&dialog);
        if (QTest::currentTestFailed())
            return;
        QTableWidget *table = dialog->variableTable();
        const int rows = table->rowCount();
        QTest::mouseClick(dialog->addVariableButton(), Qt::LeftButton);
        table->item(rows, 0)->setText(QStringLiteral("bad name"));
        table->item(rows, 1)->setText(QStringLiteral("x"));
        QCOMPARE(dialog->messageLabel()->fullText(),
                 QStringLiteral("\"bad name\" (environment \"prod\") is not a variable name: a letter or _, then letters, digits and _"));
        QTest::mouseClick(dialog->addVariableButton(), Qt::LeftButton);
        table->item(rows + 1, 0)->setText(QStringLiteral("DB_PASSWORD"));
        table->item(rows + 1, 1)->setText(QStringLiteral("Hunter2"));
        const QStringList lines = dialog->messageLabel()->fullText().split(QLatin1Char('\n'));
        QCOMPARE(lines.size(), 2);
        QVERIFY2(lines.contains(QStringLiteral("Variable \"DB_PASSWORD\" of environment \"prod\" holds a secret in clear: set it to ${secret:NAME} "
                                               "and give the value at export (STREAMTABLE_SECRET_NAME or --secrets FILE)")),
                 qPrintable(lines.join(QLatin1Char('|'))));
        QVERIFY(!dialog->save());
        QCOMPARE(dialog->messageLabel()->fullText().count(QLatin1Char('\n')), 1); // both, not the first alone
        // Mended, nothing is left to say.
        table->item(rows, 0)->setText(QStringLiteral("GOOD_NAME"));
        table->item(rows + 1, 1)->setText(QStringLiteral("${secret:DB_PASSWORD}"));
        QCOMPARE(dialog->messageLabel()->fullText(), QString());
        for (int i = 0; i < 2; ++i) {
            table->setCurrentCell(rows, 0);
            QTest::mouseClick(dialog->removeVariableButton(), Qt::LeftButton);
        }
        QVERIFY(!dialog->hasUnsavedChanges());
        dialog->reject();
        QTRY_VERIFY(!dialog || !dialog->isVisible());
    }

    /// A findings list (Change target, Export) is as wide as its longest finding where the
    /// screen has room: at 760 px the findings of a target change were cut off with "…".
    void findingsDialogIsAsWideAsItsLongestFinding()
    {
        const QString longest = QStringLiteral("sink.partition-commit.watermark-time-zone: 'sink.partition-commit.watermark-time-zone' is an "
                                               "option of Flink's filesystem connector that Alibaba Blink 3.x does not read");
        FindingsDialog dialog(QStringLiteral("Change target"), QStringLiteral("15 problems to mend"),
                              {{QStringLiteral("order_files"), Severity::Error, longest}, {QStringLiteral("orders"), Severity::Error, QStringLiteral("short")}});
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        const QSize largest = largestWindowSize(&dialog);
        QVERIFY(dialog.width() <= largest.width());
        QVERIFY(dialog.height() <= largest.height());
        QTreeWidget *tree = dialog.tree();
        const int needed = tree->fontMetrics().horizontalAdvance(longest) + tree->indentation() + tree->iconSize().width();
        if (needed + 100 < largest.width()) // the 1366 px screen of these tests under Qt 6
            QVERIFY2(tree->viewport()->width() >= needed, qPrintable(QStringLiteral("%1 < %2").arg(tree->viewport()->width()).arg(needed)));
        else // Qt 5's 800 px screen: as wide as it has
            QCOMPARE(dialog.width(), largest.width());
    }
};

QTEST_MAIN(TestEnvironmentPicker)
#include "test_environmentpicker.moc"

// File > New tables from a database...: the wizard driven as a user drives it (offscreen), on a
// real catalog file, a dump written as mariadb-dump writes one, and a real MariaDB server.

#include "fromdatabasewizard.h"
#include "ddlview.h"
#include "languagemanager.h"

#include "catalog/catalog.h"
#include "job/jobprofile.h"
#include "support/mariadbserver.h"

#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QTemporaryDir>
#include <QTest>
#include <QMessageBox>
#include <QTimer>
#include <QTreeWidget>

using namespace st;

namespace {

QString u(const char *text)
{
    return QString::fromUtf8(text);
}

int checkedCount(const QTreeWidget *list)
{
    int n = 0;
    for (int i = 0; i < list->topLevelItemCount(); ++i)
        n += list->topLevelItem(i)->checkState(0) == Qt::Checked ? 1 : 0;
    return n;
}

QTreeWidgetItem *previewRow(const QTreeWidget *list, const QString &table)
{
    for (int i = 0; i < list->topLevelItemCount(); ++i) {
        if (list->topLevelItem(i)->text(0) == table)
            return list->topLevelItem(i);
    }
    return nullptr;
}

} // namespace

class TestFromDatabaseWizard : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    LanguageManager m_languages;
    SchemaRegistry m_registry = SchemaRegistry::loadDefault();
    const QString m_dump = u(ST_TEST_DATA_DIR "/data/sourcedb/shop-mariadb.sql");

    void openCatalog(Catalog *catalog, const QString &name)
    {
        QVERIFY2(catalog->open(m_dir.filePath(name)).ok(), "catalog");
        QVERIFY(catalog->createDatabase(u("shop"), QString(), u("flink-1.20")).ok());
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_languages.setLanguage(Language::En); // the English counts ("2 tables", not "2 table(s)")
    }

    void dumpToTablesAndWirings()
    {
        Catalog catalog;
        openCatalog(&catalog, u("dump.db"));
        FromDatabaseWizard wizard(catalog, m_registry, u("shop"));
        wizard.show();
        QVERIFY(QTest::qWaitForWindowExposed(&wizard));

        // Next without a file: said in room kept for it, and nothing below moves.
        const QRect nextBefore = wizard.button(QWizard::NextButton)->geometry();
        const QRect serverChoiceBefore = wizard.serverChoice()->geometry();
        wizard.next();
        QCOMPARE(wizard.currentId(), int(FromDatabaseWizard::SourcePage));
        QVERIFY(wizard.sourceMessage()->text().contains(u("Choose the schema dump file")));
        QApplication::processEvents();
        QCOMPARE(wizard.button(QWizard::NextButton)->geometry(), nextBefore);
        QCOMPARE(wizard.serverChoice()->geometry(), serverChoiceBefore);

        wizard.dumpPathEdit()->setText(m_dump);
        wizard.next();
        QCOMPARE(wizard.currentId(), int(FromDatabaseWizard::TablesPage));
        QCOMPARE(wizard.tableList()->topLevelItemCount(), 2);
        QCOMPARE(checkedCount(wizard.tableList()), 2);

        // The filter narrows what Select all / none act on.
        QTest::keyClicks(wizard.tableFilter(), u("ord"));
        QVERIFY(wizard.tableList()->topLevelItem(1)->isHidden()); // log
        QTest::mouseClick(wizard.selectNoneButton(), Qt::LeftButton);
        QCOMPARE(checkedCount(wizard.tableList()), 1); // log, hidden, stays chosen
        wizard.tableFilter()->clear();
        QTest::mouseClick(wizard.selectNoneButton(), Qt::LeftButton);
        QCOMPARE(checkedCount(wizard.tableList()), 0);
        QCOMPARE(wizard.chosenLabel()->text(), u("0 of 2 tables chosen"));
        wizard.next();
        QCOMPARE(wizard.currentId(), int(FromDatabaseWizard::TablesPage)); // none chosen
        QTest::keyClicks(wizard.tableFilter(), u("orders"));
        QTest::mouseClick(wizard.selectAllButton(), Qt::LeftButton);
        QCOMPARE(checkedCount(wizard.tableList()), 1);
        wizard.next();

        QCOMPARE(wizard.currentId(), int(FromDatabaseWizard::SinkPage));
        QCOMPARE(wizard.sinkCombo()->currentData().toString(), u("upsert-kafka"));
        wizard.sinkNamesEdit()->setText(u("ods_{database}_{table}"));
        wizard.next();

        QCOMPARE(wizard.currentId(), int(FromDatabaseWizard::PreviewPage));
        QCOMPARE(wizard.previewList()->topLevelItemCount(), 2);
        QVERIFY(previewRow(wizard.previewList(), u("orders")));
        QVERIFY(previewRow(wizard.previewList(), u("ods_shop_orders")));
        QVERIFY(wizard.previewSummary()->text().contains(u("Makes 2 tables in shop")));
        // The source's DDL with the documented types, and what they lose.
        wizard.previewList()->setCurrentItem(previewRow(wizard.previewList(), u("orders")));
        QVERIFY(wizard.previewDdl()->ddl().contains(u("`id` DECIMAL(20, 0) NOT NULL")));
        QVERIFY(wizard.previewDdl()->ddl().contains(u("`paid` BOOLEAN NOT NULL")));
        QVERIFY(wizard.previewFindings()->toPlainText().contains(u("column big: decimal(65,30) holds up to 65 digits")));

        wizard.accept();
        QCOMPARE(wizard.result(), int(QDialog::Accepted));
        QVERIFY(wizard.resultMessage().contains(u("Saved 2 tables")));
        const CatalogResult<QList<TableInfo>> tables = catalog.list(u("shop"));
        QVERIFY(tables.ok());
        QCOMPARE(tables.value.size(), 2);
        const CatalogResult<StoredJob> job = catalog.job(u("shop"));
        QVERIFY(job.ok());
        QCOMPARE(job.value.wirings, (Wirings{Wiring{u("orders"), u("ods_shop_orders")}}));

        // The source changed: the next run offers the table's new revision and says what changed.
        QFile original(m_dump);
        QVERIFY(original.open(QIODevice::ReadOnly));
        QString text = QString::fromUtf8(original.readAll());
        text.replace(u("  `pos` point DEFAULT NULL,"), u("  `pos` point DEFAULT NULL,\n  `channel` varchar(32) NOT NULL,"));
        QFile changed(m_dir.filePath(u("shop-2.sql")));
        QVERIFY(changed.open(QIODevice::WriteOnly));
        changed.write(text.toUtf8());
        changed.close();
        FromDatabaseWizard again(catalog, m_registry, u("shop"));
        again.show();
        again.dumpPathEdit()->setText(changed.fileName());
        again.next();
        QTest::keyClicks(again.tableFilter(), u("orders"));
        QTest::mouseClick(again.selectNoneButton(), Qt::LeftButton);
        again.tableFilter()->clear();
        again.tableList()->topLevelItem(0)->setCheckState(0, Qt::Checked);
        again.tableList()->topLevelItem(1)->setCheckState(0, Qt::Unchecked);
        again.next();
        again.sinkNamesEdit()->setText(u("ods_{database}_{table}"));
        again.next();
        QTreeWidgetItem *orders = previewRow(again.previewList(), u("orders"));
        QVERIFY(orders);
        QCOMPARE(orders->text(2), u("new revision: 1 change"));
        again.previewList()->setCurrentItem(orders);
        QVERIFY2(again.previewFindings()->toPlainText().contains(u("column channel added")), qPrintable(again.previewFindings()->toPlainText()));
        // A colleague saves the table between the preview and Create: the preview's merge was
        // made from revision 1, so Create is a conflict and writes nothing (no silent overwrite).
        {
            Catalog colleague;
            QVERIFY(colleague.open(m_dir.filePath(u("dump.db"))).ok());
            TableSpec theirs = colleague.get(u("shop"), u("orders")).value.spec;
            theirs.comment = u("the colleague's comment");
            QCOMPARE(colleague.put(u("shop"), theirs, 1).value, 2);
        }
        QString told;
        QTimer::singleShot(0, [&told] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            QVERIFY(box);
            told = box->text();
            QTest::keyClick(box, Qt::Key_Escape);
        });
        again.accept();
        QVERIFY2(told.contains(u("Nothing was saved")) && told.contains(u("changed by someone else")), qPrintable(told));
        QVERIFY(told.contains(u("Go Back and Next again")));
        QVERIFY(again.isVisible());
        const CatalogResult<StoredTable> kept = catalog.get(u("shop"), u("orders"));
        QCOMPARE(kept.value.revision, 2);
        QCOMPARE(kept.value.spec.comment, u("the colleague's comment"));
        QVERIFY(!kept.value.spec.column(u("channel")));
        // Back and Next read the table again: Create then makes revision 3 on top of theirs.
        again.back();
        again.next();
        again.accept();
        QCOMPARE(again.result(), int(QDialog::Accepted));
        const CatalogResult<StoredTable> revised = catalog.get(u("shop"), u("orders"));
        QVERIFY(revised.ok());
        QCOMPARE(revised.value.revision, 3);
        QVERIFY(revised.value.spec.column(u("channel")));
        QCOMPARE(revised.value.spec.comment, u("the colleague's comment"));
    }

    /// A live server is read on a thread of its own: the window answers meanwhile.
    void liveServerReadWithoutBlocking()
    {
        test::MariaDbServer server;
        QString error;
        QVERIFY2(server.start(&error), qPrintable(error));
        const QString database = server.createDatabase(&error);
        QVERIFY2(!database.isEmpty(), qPrintable(error));
        QVERIFY2(server.execute(database, u("CREATE TABLE customers (id INT NOT NULL PRIMARY KEY, name VARCHAR(80))"), &error), qPrintable(error));

        Catalog catalog;
        openCatalog(&catalog, u("live.db"));
        FromDatabaseWizard wizard(catalog, m_registry, u("shop"));
        wizard.show();
        QVERIFY(QTest::qWaitForWindowExposed(&wizard));
        // On its circle: the button is as wide as the form, its text only at the left.
        QTest::mouseClick(wizard.serverChoice(), Qt::LeftButton, {}, QPoint(6, wizard.serverChoice()->height() / 2));
        QVERIFY(wizard.locationEdit()->isEnabled());
        QTest::keyClicks(wizard.locationEdit(), QStringLiteral("mysql://%1@127.0.0.1:%2/%3").arg(test::MariaDbServer::superuser()).arg(server.port()).arg(database));
        QCOMPARE(wizard.passwordSecretEdit()->text(), QStringLiteral("%1_PASSWORD").arg(database.toUpper()));
        wizard.passwordEdit()->setText(u("wrong"));
        bool answeredWhileReading = false;
        QTimer probe;
        connect(&probe, &QTimer::timeout, &wizard, [&] { answeredWhileReading = answeredWhileReading || wizard.isReading(); });
        probe.start(0);
        wizard.next();
        QCOMPARE(wizard.currentId(), int(FromDatabaseWizard::SourcePage)); // refused: said, nothing lost
        QVERIFY2(wizard.sourceMessage()->text().contains(u("cannot connect")), qPrintable(wizard.sourceMessage()->text()));
        QVERIFY(!wizard.locationEdit()->text().isEmpty());
        wizard.passwordEdit()->setText(server.password());
        wizard.next();
        probe.stop();
        QVERIFY(answeredWhileReading);
        QCOMPARE(wizard.currentId(), int(FromDatabaseWizard::TablesPage));
        QCOMPARE(wizard.tableList()->topLevelItemCount(), 1);
        wizard.next();
        wizard.next();
        QVERIFY(wizard.previewSummary()->text().contains(QStringLiteral("The server becomes connection mysql_%1").arg(database)));
        wizard.accept();
        const CatalogResult<Connections> connections = catalog.connections(u("shop"));
        QVERIFY(connections.ok());
        QCOMPARE(connections.value.size(), 1);
        QCOMPARE(connections.value.at(0).options.value(u("password")), QStringLiteral("${secret:%1_PASSWORD}").arg(database.toUpper()));
        QVERIFY(!connections.value.at(0).options.values().contains(server.password())); // never stored
        const CatalogResult<StoredTable> customers = catalog.get(u("shop"), u("customers"));
        QVERIFY(customers.ok());
        QCOMPARE(customers.value.spec.connection, QStringLiteral("mysql_%1").arg(database));
    }
};

QTEST_MAIN(TestFromDatabaseWizard)
#include "test_fromdatabasewizard.moc"

// The designer's DDL import: File > Import DDL (the preview list, check boxes, target database,
// conflict choice, one transaction) and Paste DDL in the table dialog, with real widgets on the
// offscreen platform and a real catalog file.

#include "catalog/catalog.h"
#include "columnspanel.h"
#include "importdialog.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "optionform.h"
#include "tabledialog.h"
#include "testsupport.h"
#include "uilanguage.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLineEdit>
#include <QMenuBar>
#include <QPushButton>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeWidget>

#include <sys/stat.h>
#include <sys/types.h>

using namespace st;

namespace {

QString u(const char *text)
{
    return QString::fromUtf8(text);
}

void writeFile(const QString &path, const QByteArray &content)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(content) != content.size())
        qFatal("cannot write %s", qPrintable(path));
}

const char *kKafka = "CREATE TABLE orders (id BIGINT NOT NULL, ts TIMESTAMP(3), WATERMARK FOR ts AS ts - INTERVAL '5' SECOND)\n"
                     "COMMENT 'from the shop' WITH ('connector' = 'kafka', 'topic' = 'orders',\n"
                     "  'properties.bootstrap.servers' = 'k:9092', 'properties.group.id' = 'g', 'format' = 'json',\n"
                     "  'scan.startup.mode' = 'earliest-offset');\n";

} // namespace

class TestImportDialog : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        setUiLanguage(Language::En);
        m_registry = SchemaRegistry::loadDefault();
    }

    void init()
    {
        m_dir = std::make_unique<QTemporaryDir>();
        m_catalog = std::make_unique<Catalog>();
        QVERIFY(m_catalog->open(m_dir->filePath(u("c.sqlite"))).ok());
        QVERIFY(m_catalog->createDatabase(u("shop")).ok());
        QVERIFY(m_catalog->createDatabase(u("lake"), QString(), u("mrs")).ok()); // MRS requires Hudi's keys (seed 000)
    }

    void previewListsEveryStatement()
    {
        writeFile(m_dir->filePath(u("in/a.sql")), QByteArray("SET 'x' = 'y';\n") + kKafka);
        writeFile(m_dir->filePath(u("in/b.sql")), "CREATE TABLE bad (a INT) LIKE other;\n"
                                                  "CREATE TABLE lake_t (id BIGINT) WITH ('connector' = 'hudi', 'path' = 'hdfs://n/t');");
        ImportDialog dialog(*m_catalog, m_registry, u("lake"));
        QString error;
        QVERIFY(dialog.addPaths({m_dir->filePath(u("in"))}, &error));
        QTreeWidget *list = dialog.statementList();
        QCOMPARE(list->topLevelItemCount(), 4);
        QCOMPARE(list->topLevelItem(0)->text(2), u("skipped"));
        QCOMPARE(list->topLevelItem(1)->text(0), u("orders"));
        QCOMPARE(list->topLevelItem(1)->text(1), u("Kafka"));
        QCOMPARE(list->topLevelItem(1)->checkState(0), Qt::Checked);
        QCOMPARE(list->topLevelItem(2)->text(2), u("cannot be read"));
        QVERIFY(list->topLevelItem(2)->text(4).contains(u("line 1, column 26: a LIKE clause is not supported")));
        QVERIFY(!(list->topLevelItem(2)->flags() & Qt::ItemIsUserCheckable));
        // Where: the file's name with line and column, the whole path in the tooltip.
        QCOMPARE(list->topLevelItem(2)->text(3), u("b.sql:1:1"));
        QCOMPARE(list->topLevelItem(2)->toolTip(3), m_dir->filePath(u("in/b.sql")) + u(":1:1"));
        QVERIFY(list->topLevelItem(3)->text(2).startsWith(u("invalid"))); // hudi without the keys MRS requires: shown, still importable
        QCOMPARE(dialog.databaseCombo()->currentText(), u("lake"));

        // Unchecking a table leaves it out; the rest go in together.
        list->topLevelItem(3)->setCheckState(0, Qt::Unchecked);
        QVERIFY(dialog.importButton()->isEnabled());
        QVERIFY(dialog.importChecked(&error));
        QCOMPARE(dialog.importedCount(), 1);
        QCOMPARE(m_catalog->list(u("lake")).value.size(), 1);
        QCOMPARE(m_catalog->get(u("lake"), u("orders")).value.spec.comment, u("from the shop"));

        list->topLevelItem(1)->setCheckState(0, Qt::Unchecked);
        QVERIFY(!dialog.importButton()->isEnabled());
    }

    void conflictChoiceAndAllOrNothing()
    {
        writeFile(m_dir->filePath(u("x.sql")), QByteArray(kKafka) + "CREATE TABLE other (a INT) WITH ('connector' = 'kafka');");
        ImportDialog first(*m_catalog, m_registry, u("shop"));
        QString error;
        QVERIFY(first.addPaths({m_dir->filePath(u("x.sql"))}, &error));
        QVERIFY(first.importChecked(&error));
        QCOMPARE(m_catalog->list(u("shop")).value.size(), 2);
        QVERIFY(m_catalog->drop(u("shop"), u("other")).ok());

        // Fail (the default): orders exists, so other is not imported either.
        ImportDialog again(*m_catalog, m_registry, u("shop"));
        QVERIFY(again.addPaths({m_dir->filePath(u("x.sql"))}, &error));
        QVERIFY(!again.importChecked(&error));
        QVERIFY2(error.contains(u("orders")), qPrintable(error));
        QCOMPARE(m_catalog->list(u("shop")).value.size(), 1);
        // Skip: other goes in, orders stays at revision 1.
        again.conflictCombo()->setCurrentIndex(again.conflictCombo()->findData(int(OnExisting::Skip)));
        QVERIFY(again.importChecked(&error));
        QCOMPARE(again.importedCount(), 1);
        QCOMPARE(m_catalog->get(u("shop"), u("orders")).value.revision, 1);
        // New revision: the same tables are unchanged (none written); a changed one is revision 2.
        again.conflictCombo()->setCurrentIndex(again.conflictCombo()->findData(int(OnExisting::Revise)));
        QVERIFY(again.importChecked(&error));
        QCOMPARE(again.importedCount(), 0);
        QCOMPARE(again.unchangedCount(), 2);
        QCOMPARE(m_catalog->get(u("shop"), u("orders")).value.revision, 1);
        writeFile(m_dir->filePath(u("y.sql")), QByteArray(kKafka).replace("CREATE TABLE orders (", "CREATE TABLE orders (extra STRING, "));
        ImportDialog changed(*m_catalog, m_registry, u("shop"));
        QVERIFY(changed.addPaths({m_dir->filePath(u("y.sql"))}, &error));
        changed.conflictCombo()->setCurrentIndex(changed.conflictCombo()->findData(int(OnExisting::Revise)));
        QVERIFY(changed.importChecked(&error));
        QCOMPARE(changed.importedCount(), 1);
        QCOMPARE(m_catalog->get(u("shop"), u("orders")).value.revision, 2);
    }

    void unreadableFileIsReported()
    {
        writeFile(m_dir->filePath(u("latin1.sql")), "CREATE TABLE t (a STRING COMMENT 'caf\xE9');");
        ImportDialog dialog(*m_catalog, m_registry, u("shop"));
        QString error;
        QVERIFY(!dialog.addPaths({m_dir->filePath(u("latin1.sql"))}, &error));
        QVERIFY2(error.contains(u(":1:38: error: not UTF-8 text")), qPrintable(error));
        QVERIFY(!dialog.addPaths({m_dir->filePath(u("missing.sql"))}, &error));
    }

    void pasteDdlFillsTheWholeForm()
    {
        TableDialog dialog(m_registry);
        dialog.startNew(u("shop"));
        QStringList problems;
        QVERIFY(dialog.pasteDdl(QString::fromUtf8(kKafka), &problems));
        QCOMPARE(dialog.nameEdit()->text(), u("orders"));
        const TableSpec spec = dialog.spec();
        QCOMPARE(spec.connector, u("kafka"));
        QCOMPARE(spec.role, Role::Source);
        QCOMPARE(spec.comment, u("from the shop"));
        QCOMPARE(spec.columns.size(), 2);
        QVERIFY(!spec.columns.at(0).nullable);
        QCOMPARE(spec.watermark.column, u("ts"));
        QCOMPARE(spec.options.value(u("topic")), u("orders"));
        QVERIFY(dialog.hasUnsavedChanges()); // a paste is an edit: closing asks first
        QVERIFY(dialog.saveButton()->isEnabled());

        // Nothing readable: the form stays as it was, problems by line.
        problems.clear();
        QVERIFY(!dialog.pasteDdl(u("SET 'a' = 'b';\nCREATE TABLE t (a INT) WITH ('connector' = 'jdbc');"), &problems));
        QCOMPARE(dialog.nameEdit()->text(), u("orders"));
        QCOMPARE(problems.size(), 1);
        QVERIFY2(problems.at(0).startsWith(u("line 2, column 30: connector 'jdbc'")), qPrintable(problems.at(0)));
    }

    void pasteShortcutReadsTheClipboard()
    {
        TableDialog dialog(m_registry);
        dialog.startNew(u("shop"));
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QGuiApplication::clipboard()->setText(QString::fromUtf8(kKafka));
        QTest::keyClick(&dialog, Qt::Key_V, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(dialog.nameEdit()->text(), u("orders"));
        QVERIFY(dialog.pasteDdlButton()->isVisible());
    }

    void fileMenuHasImport()
    {
        LanguageManager languages;
        languages.setLanguage(Language::En);
        MainWindow window(*m_catalog, m_registry, languages);
        QAction *import = window.findChild<QAction *>(u("importDdl"));
        QVERIFY(import);
        QCOMPARE(import->text(), u("&Import DDL..."));
        bool inFileMenu = false;
        for (QAction *menu : window.menuBar()->actions()) {
            if (menu->menu() && menu->menu()->actions().contains(import))
                inFileMenu = menu->text() == u("&File");
        }
        QVERIFY(inFileMenu);
        // The action opens the dialog; close it from inside its event loop. The check is made
        // after trigger() returns: a QVERIFY inside the lambda would only leave the lambda.
        bool opened = false;
        QTimer::singleShot(0, &window, [&window, &opened] {
            if (auto *dialog = window.findChild<ImportDialog *>()) {
                opened = dialog->isVisible();
                dialog->reject();
            }
        });
        import->trigger();
        QVERIFY2(opened, "File > Import DDL did not open the import dialog");
    }

    /// Issue 25: a name defined twice was imported by chance or refused as "exists".
    void nameDefinedTwiceIsNamed()
    {
        writeFile(m_dir->filePath(u("in/a.sql")), kKafka);
        writeFile(m_dir->filePath(u("in/b.sql")), QByteArray(kKafka).replace("'topic' = 'orders'", "'topic' = 'orders-v2'"));
        ImportDialog dialog(*m_catalog, m_registry, u("shop"));
        QString error;
        QVERIFY(dialog.addPaths({m_dir->filePath(u("in"))}, &error));
        QTreeWidget *list = dialog.statementList();
        QCOMPARE(list->topLevelItemCount(), 2);
        QCOMPARE(list->topLevelItem(0)->checkState(0), Qt::Checked);
        QCOMPARE(list->topLevelItem(1)->checkState(0), Qt::Unchecked); // the later definition starts unchecked
        QVERIFY2(list->topLevelItem(1)->text(4).startsWith(u("orders is also defined at ") + m_dir->filePath(u("in/a.sql")) + u(":1:1")),
                 qPrintable(list->topLevelItem(1)->text(4)));

        list->topLevelItem(1)->setCheckState(0, Qt::Checked);
        QVERIFY(!dialog.importChecked(&error));
        QVERIFY2(error.contains(u("orders is checked twice")), qPrintable(error));
        QCOMPARE(m_catalog->list(u("shop")).value.size(), 0);

        list->topLevelItem(0)->setCheckState(0, Qt::Unchecked);
        QVERIFY(dialog.importChecked(&error));
        QCOMPARE(m_catalog->get(u("shop"), u("orders")).value.spec.options.value(u("topic")), u("orders-v2"));
    }

    /// Issue 25: a FIFO named *.sql stopped the reading (or was passed over); now it is named and
    /// the other files are still listed.
    void unreadableFilesAreNamedAndTheOthersRead()
    {
        writeFile(m_dir->filePath(u("in/a.sql")), kKafka);
        const QString fifo = m_dir->filePath(u("in/0-pipe.sql")); // sorted first: the reading goes on after it
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        ImportDialog dialog(*m_catalog, m_registry, u("shop"));
        QString error;
        QVERIFY(!dialog.addPaths({m_dir->filePath(u("in"))}, &error));
        QVERIFY2(error.contains(fifo + u(": cannot read: not a regular file")), qPrintable(error));
        QVERIFY2(error.startsWith(u("1 file(s) could not be read")) || error.startsWith(u("1 file could not be read")), qPrintable(error));
        QCOMPARE(dialog.statementList()->topLevelItemCount(), 1);
        QCOMPARE(dialog.statementList()->topLevelItem(0)->text(0), u("orders"));
    }

private:
    SchemaRegistry m_registry;
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<Catalog> m_catalog;
};

QTEST_MAIN(TestImportDialog)
#include "test_importdialog.moc"

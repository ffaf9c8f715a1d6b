// File > Open catalog... and File > Recent catalogs, as a user drives them, offscreen: real
// catalog files in a temporary folder, the real main window and its file dialog; a second
// catalog opened through the action, the recent list's order, its limit and its persistence in
// a new window, files that are gone or are no catalog, unsaved edits, the language switch.

#include "catalog/catalog.h"
#include "catalogmodels.h"
#include "ddlview.h"
#include "editordialog.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "recentcatalogs.h"
#include "tabledialog.h"
#include "testsupport.h"
#include "support/mainwindowfixture.h"
#include "support/postgresserver.h"

#include <QAction>
#include <QApplication>
#include <QElapsedTimer>
#include <QFileDialog>
#include <QInputDialog>
#include <QSettings>
#include <QLineEdit>
#include <QListView>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>
#include <QScreen>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimer>

#include <signal.h>

using namespace st;

namespace {

/// Waits for the modal widget of type T and hands it to `answer` once.
template <typename T>
void whenModal(std::function<void(T *)> answer, int attempts = 500)
{
    QTimer::singleShot(10, [answer, attempts]() {
        auto *widget = qobject_cast<T *>(QApplication::activeModalWidget());
        if (!widget || !widget->isVisible() || widget->property("answered").toBool()) {
            if (attempts <= 0)
                qFatal("expected a dialog");
            whenModal<T>(answer, attempts - 1);
            return;
        }
        widget->setProperty("answered", true);
        answer(widget);
    });
}

/// Answers the next message box named `objectName` by clicking the button whose text is `button`
/// (empty: the default button); `texts` gets its text and informative text.
void answerBox(const QString &objectName, const QString &button, std::shared_ptr<QStringList> texts)
{
    whenModal<QMessageBox>([objectName, button, texts](QMessageBox *box) {
        if (box->objectName() != objectName)
            qFatal("unexpected message box %s: %s", qPrintable(box->objectName()), qPrintable(box->text()));
        *texts << box->text() << box->informativeText();
        QAbstractButton *target = button.isEmpty() ? box->defaultButton() : nullptr;
        for (QAbstractButton *b : box->buttons()) {
            if (!target && b->text().remove(QLatin1Char('&')) == button)
                target = b;
        }
        if (!target)
            target = box->buttons().value(0);
        target->click();
    });
}

QStringList databasesShown(MainWindow *window)
{
    QStringList names;
    QAbstractItemModel *model = window->databaseView()->model();
    for (int row = 0; row < model->rowCount(); ++row)
        names << model->index(row, 0).data(Qt::UserRole).toString();
    return names;
}

/// The recent menu's entries as shown: text (without the number) and whether enabled.
QStringList recentEntries(MainWindow *window)
{
    window->recentCatalogsMenu()->rebuild();
    QStringList entries;
    for (QAction *a : window->recentCatalogsMenu()->actions()) {
        if (a->isSeparator())
            continue;
        entries << a->text() + (a->isEnabled() ? QString() : QStringLiteral(" [disabled]"));
    }
    return entries;
}

} // namespace

class TestOpenCatalog : public QObject, private testsupport::MainWindowFixture
{
    Q_OBJECT

private:
    QString file(const QString &name) const { return m_dir.filePath(name); }

    void makeCatalog(const QString &name, const QStringList &databases)
    {
        Catalog catalog;
        QVERIFY(catalog.open(file(name)).ok());
        for (const QString &db : databases)
            QVERIFY(catalog.createDatabase(db).ok());
        QVERIFY(catalog.put(databases.constFirst(), testsupport::example(QStringLiteral("kafka-source")), Catalog::NewTable).ok());
    }

    /// Starts `server` with logins over TCP that need a password, and makes a new database
    /// owned by `role` (password `password`); its name in `database`.
    static void passwordServer(test::PostgresServer &server, const QString &role, const QString &password, QString *database)
    {
        QString error;
        QVERIFY2(server.start(&error, test::PostgresServer::TcpLogin::Password), qPrintable(error));
        *database = server.createDatabase(&error);
        QVERIFY2(!database->isEmpty(), qPrintable(error));
        QVERIFY2(server.execute(QStringLiteral("postgres"), QStringLiteral("CREATE ROLE %1 LOGIN PASSWORD '%2'").arg(role, password), &error),
                 qPrintable(error));
        QVERIFY2(server.execute(QStringLiteral("postgres"), QStringLiteral("ALTER DATABASE %1 OWNER TO %2").arg(*database, role), &error),
                 qPrintable(error));
    }

    /// Opens the edit dialog of the table chosen in the window and types "_v2" into its name,
    /// as a user would: the dialog in `dialog`, its name field in `name`.
    void editTableName(QPointer<TableDialog> *dialog, QLineEdit **name)
    {
        *dialog = m_window->openEditDialog(false, false);
        QVERIFY(*dialog);
        QVERIFY(QTest::qWaitForWindowExposed(*dialog));
        *name = (*dialog)->findChild<QLineEdit *>(QStringLiteral("tableName"));
        QVERIFY(*name);
        (*name)->setFocus();
        QTest::keyClicks(*name, QStringLiteral("_v2"));
    }

    /// A new window on a new Catalog of `name`, as a new start of the designer.
    void startWindow(const QString &name)
    {
        m_window.reset();
        m_catalog = std::make_unique<Catalog>();
        QVERIFY(m_catalog->open(file(name)).ok());
        m_window = std::make_unique<MainWindow>(*m_catalog, m_registry, *m_languages);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QStandardPaths::setTestModeEnabled(true); // settings go to a test location
        // ... of this test's own: other GUI tests, run at the same time, add their catalogs
        // to the recent list of the shared test location.
        QCoreApplication::setApplicationName(QStringLiteral("streamtable-test_opencatalog"));
        RecentCatalogs::clear();
        RecentCatalogs::setLastOpened(QString());
        makeCatalog(QStringLiteral("a.sqlite"), {QStringLiteral("shop")});
        makeCatalog(QStringLiteral("b.sqlite"), {QStringLiteral("warehouse"), QStringLiteral("lake")});
        m_languages = std::make_unique<LanguageManager>();
        m_languages->setLanguage(Language::En);
        startWindow(QStringLiteral("a.sqlite"));
    }

    void cleanupTestCase()
    {
        m_window.reset();
        m_catalog.reset();
    }

    void theActionOpensASecondCatalog()
    {
        QCOMPARE(databasesShown(m_window.get()), (QStringList{QStringLiteral("default"), QStringLiteral("shop")}));
        QAction *open = m_window->action(QStringLiteral("openCatalog"));
        QVERIFY(open);
        QCOMPARE(open->shortcut(), QKeySequence(QKeySequence::Open));
        QVERIFY(m_window->menuBar()->actions().constFirst()->menu()->actions().contains(open));
        m_window->selectDatabase(QStringLiteral("shop"));
        m_window->filterEdit()->setText(QStringLiteral("orders"));

        const QString b = file(QStringLiteral("b.sqlite"));
        whenModal<QFileDialog>([b](QFileDialog *dialog) {
            QCOMPARE(dialog->fileMode(), QFileDialog::AnyFile);
            // Typed into the name field, as a user does. (selectFile() leaves the field as it is
            // while the field has focus, in Qt 5, and then Open opens the folder instead.)
            auto *name = dialog->findChild<QLineEdit *>(QStringLiteral("fileNameEdit"));
            QVERIFY(name);
            name->setText(b);
            static_cast<QDialog *>(dialog)->accept(); // QFileDialog::accept(), as its Open button
        });
        open->trigger();
        QCOMPARE(m_catalog->path(), b);
        QCOMPARE(databasesShown(m_window.get()), (QStringList{QStringLiteral("default"), QStringLiteral("lake"), QStringLiteral("warehouse")}));
        QCOMPARE(m_window->currentDatabase(), QStringLiteral("default")); // selection reset: the first database
        QCOMPARE(m_window->filterEdit()->text(), QString());
        QVERIFY(m_window->windowTitle().contains(QDir::toNativeSeparators(b)));
        QCOMPARE(RecentCatalogs::files(), (QStringList{b, file(QStringLiteral("a.sqlite"))}));
        QCOMPARE(RecentCatalogs::lastOpened(), b);
        m_window->selectDatabase(QStringLiteral("warehouse"));
        QCOMPARE(m_window->tablesModel()->rowCount(), 1);
    }

    void aNewFileNameCreatesACatalog()
    {
        const QString c = file(QStringLiteral("new/../c.sqlite"));
        QVERIFY(m_window->openCatalogFile(c));
        QCOMPARE(m_catalog->path(), file(QStringLiteral("c.sqlite")));
        QVERIFY(QFileInfo(file(QStringLiteral("c.sqlite"))).isFile());
        QCOMPARE(databasesShown(m_window.get()), QStringList{QStringLiteral("default")}); // a new catalog's
        QCOMPARE(m_window->currentDatabase(), QStringLiteral("default"));
        // The new catalog works: a database created in it shows after a refresh.
        QVERIFY(m_catalog->createDatabase(QStringLiteral("fresh")).ok());
        m_window->action(QStringLiteral("refresh"))->trigger();
        QCOMPARE(databasesShown(m_window.get()), (QStringList{QStringLiteral("default"), QStringLiteral("fresh")}));
    }

    void recentCatalogsMostRecentFirstAndKeptForTheNextStart()
    {
        const QString a = file(QStringLiteral("a.sqlite")), b = file(QStringLiteral("b.sqlite")), c = file(QStringLiteral("c.sqlite"));
        QCOMPARE(RecentCatalogs::files(), (QStringList{c, b, a}));
        QCOMPARE(recentEntries(m_window.get()),
                 (QStringList{QStringLiteral("&1 ") + c, QStringLiteral("&2 ") + b, QStringLiteral("&3 ") + a, QStringLiteral("&Clear list")}));
        // Choosing an entry opens it and puts it first.
        QAction *third = m_window->recentCatalogsMenu()->findChild<QAction *>(QStringLiteral("recentCatalog3"));
        QVERIFY(third);
        third->trigger();
        QCOMPARE(m_catalog->path(), a);
        QCOMPARE(databasesShown(m_window.get()), (QStringList{QStringLiteral("default"), QStringLiteral("shop")}));
        QCOMPARE(RecentCatalogs::files(), (QStringList{a, c, b}));

        // A new window (a new start) shows the same list.
        startWindow(QStringLiteral("b.sqlite"));
        QCOMPARE(RecentCatalogs::files(), (QStringList{b, a, c}));
        QCOMPARE(recentEntries(m_window.get()).size(), 4);
        QCOMPARE(RecentCatalogs::lastOpened(), a); // the start of the next run; a start by file does not change it
    }

    void atMostEightAndMissingFilesDisabled()
    {
        for (int i = 0; i < 9; ++i)
            QVERIFY(m_window->openCatalogFile(file(QStringLiteral("many%1.sqlite").arg(i))));
        QCOMPARE(RecentCatalogs::files().size(), RecentCatalogs::MaxEntries);
        QCOMPARE(RecentCatalogs::files().constFirst(), file(QStringLiteral("many8.sqlite")));
        QCOMPARE(RecentCatalogs::files().constLast(), file(QStringLiteral("many1.sqlite")));
        QVERIFY(m_window->openCatalogFile(file(QStringLiteral("a.sqlite"))));
        QVERIFY(QFile::remove(file(QStringLiteral("many8.sqlite"))));
        QFile::remove(file(QStringLiteral("many8.sqlite-wal")));
        QFile::remove(file(QStringLiteral("many8.sqlite-shm")));
        const QStringList entries = recentEntries(m_window.get());
        QCOMPARE(entries.value(0), QStringLiteral("&1 ") + file(QStringLiteral("a.sqlite")));
        QCOMPARE(entries.value(1), QStringLiteral("&2 ") + file(QStringLiteral("many8.sqlite")) + QStringLiteral(" (file not found) [disabled]"));
        QCOMPARE(entries.value(2), QStringLiteral("&3 ") + file(QStringLiteral("many7.sqlite")));

        // Clear list empties it, also for the next window.
        QAction *clear = m_window->recentCatalogsMenu()->findChild<QAction *>(QStringLiteral("clearRecentCatalogs"));
        QVERIFY(clear && clear->isEnabled());
        clear->trigger();
        QCOMPARE(RecentCatalogs::files(), QStringList());
        QTRY_COMPARE(recentEntries(m_window.get()), (QStringList{QStringLiteral("No recent catalogs [disabled]"), QStringLiteral("&Clear list [disabled]")}));
        QCOMPARE(m_catalog->path(), file(QStringLiteral("a.sqlite"))); // the open catalog stays open
    }

    void aFileThatIsNoCatalogIsRefused_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("reason");
        QTest::newRow("text file") << "text" << "not a SQLite database";
        QTest::newRow("newer catalog") << "newer" << "newer version";
        QTest::newRow("missing folder") << "missing-folder" << "does not exist";
    }

    void aFileThatIsNoCatalogIsRefused()
    {
        QFETCH(QString, kind);
        QFETCH(QString, reason);
        const QString a = file(QStringLiteral("a.sqlite"));
        QVERIFY(m_window->openCatalogFile(a));
        m_window->selectDatabase(QStringLiteral("shop"));
        QString bad = file(QStringLiteral("bad-%1.sqlite").arg(kind));
        if (kind == QLatin1String("text")) {
            QFile f(bad);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("name,connector\norders,kafka\n");
        } else if (kind == QLatin1String("newer")) {
            makeCatalog(QFileInfo(bad).fileName(), {QStringLiteral("future")});
            {
                QSqlDatabase raw = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("raw-newer"));
                raw.setDatabaseName(bad);
                QVERIFY(raw.open());
                QVERIFY(QSqlQuery(raw).exec(QStringLiteral("PRAGMA user_version = 99")));
                raw.close();
            }
            QSqlDatabase::removeDatabase(QStringLiteral("raw-newer"));
        } else {
            bad = file(QStringLiteral("no/such/folder/catalog.sqlite"));
        }
        const QByteArray before = kind == QLatin1String("text") ? testsupport::readFile(bad) : QByteArray();

        auto texts = std::make_shared<QStringList>();
        answerBox(MainWindow::openFailedObjectName(), QString(), texts);
        QVERIFY(!m_window->openCatalogFile(bad));
        QCOMPARE(texts->size(), 2);
        QCOMPARE(texts->at(0), QStringLiteral("The catalog %1 could not be opened.").arg(bad));
        QVERIFY2(texts->at(1).contains(reason), qPrintable(texts->at(1)));
        QVERIFY2(texts->at(1).contains(bad), qPrintable(texts->at(1)));
        QVERIFY(texts->at(1).endsWith(QStringLiteral("The catalog %1 stays open.").arg(a)));

        // Nothing lost: the old catalog is still open, shown and working.
        QCOMPARE(m_catalog->path(), a);
        QVERIFY(m_window->windowTitle().contains(a));
        QCOMPARE(databasesShown(m_window.get()), (QStringList{QStringLiteral("default"), QStringLiteral("shop")}));
        QCOMPARE(m_window->currentDatabase(), QStringLiteral("shop"));
        QCOMPARE(m_window->tablesModel()->rowCount(), 1);
        const QString added = QStringLiteral("zz_after_%1").arg(kind).replace(QLatin1Char('-'), QLatin1Char('_'));
        QVERIFY(m_catalog->createDatabase(added).ok());
        m_window->action(QStringLiteral("refresh"))->trigger();
        QCOMPARE(databasesShown(m_window.get()), (QStringList{QStringLiteral("default"), QStringLiteral("shop"), added}));
        QVERIFY(m_catalog->dropDatabase(added).ok());
        m_window->action(QStringLiteral("refresh"))->trigger();
        QCOMPARE(databasesShown(m_window.get()), (QStringList{QStringLiteral("default"), QStringLiteral("shop")}));
        QVERIFY(!RecentCatalogs::files().contains(bad));
        if (kind == QLatin1String("text"))
            QCOMPARE(testsupport::readFile(bad), before); // the file was not touched
    }

    void unsavedEditsAreAskedAboutFirst()
    {
        const QString a = file(QStringLiteral("a.sqlite")), b = file(QStringLiteral("b.sqlite"));
        QVERIFY(m_window->openCatalogFile(a));
        m_window->selectDatabase(QStringLiteral("shop"));
        QPointer<TableDialog> dialog;
        QLineEdit *name = nullptr;
        editTableName(&dialog, &name);
        if (QTest::currentTestFailed())
            return;
        const QString edited = name->text();
        QVERIFY(dialog->hasUnsavedChanges());

        auto texts = std::make_shared<QStringList>();
        answerBox(EditorDialog::questionObjectName(), QStringLiteral("Keep editing"), texts);
        QVERIFY(!m_window->openCatalogFile(b));
        QCOMPARE(texts->size(), 2);
        QCOMPARE(m_catalog->path(), a);
        QVERIFY(dialog && dialog->isVisible());
        QCOMPARE(name->text(), edited);

        answerBox(EditorDialog::questionObjectName(), QStringLiteral("Discard"), texts);
        QVERIFY(m_window->openCatalogFile(b));
        QCOMPARE(texts->size(), 4);
        QCOMPARE(m_catalog->path(), b);
        QTRY_VERIFY(!dialog || !dialog->isVisible());
    }

    /// File > Open catalog on a server...: the location typed, the password asked for when the
    /// server wants one (again after a wrong one), the catalog on the server shown, and the
    /// location, never the password, kept in the recent list.
    void aServerCatalogAsksForThePassword()
    {
        test::PostgresServer server;
        QString database;
        passwordServer(server, QStringLiteral("alice"), QStringLiteral("Secret-1"), &database);
        if (QTest::currentTestFailed())
            return;
        const QString location = server.url(database, QStringLiteral("alice"));
        {
            Catalog teams;
            QCOMPARE(teams.open(location).code(), CatalogErrorCode::LoginRefused); // no password: refused
            teams.setServerPassword(QStringLiteral("Secret-1"));
            const CatalogStatus opened = teams.open(location);
            QVERIFY2(opened.ok(), qPrintable(opened.message(Language::En)));
            QVERIFY(teams.createDatabase(QStringLiteral("team_lake")).ok());
            // Enough tables to be checked on a worker thread, which connects on its own.
            QList<TableSpec> many;
            for (int i = 0; i < 600; ++i) {
                TableSpec spec = testsupport::example(QStringLiteral("kafka-source"));
                spec.name = QStringLiteral("t_%1").arg(i);
                many << spec;
            }
            QVERIFY(teams.putMany(QStringLiteral("team_lake"), many, OnExisting::Fail).ok());
        }

        QAction *open = m_window->action(QStringLiteral("openServerCatalog"));
        QVERIFY(open);
        QCOMPARE(open->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
        QVERIFY(m_window->menuBar()->actions().constFirst()->menu()->actions().contains(open));
        auto prompts = std::make_shared<QStringList>();
        whenModal<QInputDialog>([location, prompts](QInputDialog *dialog) {
            QCOMPARE(dialog->objectName(), QStringLiteral("serverCatalogDialog"));
            QVERIFY(dialog->textValue().startsWith(QStringLiteral("postgresql://")));
            dialog->setTextValue(location);
            // A wrong password first, then the right one.
            whenModal<QInputDialog>([prompts](QInputDialog *ask) {
                QCOMPARE(ask->objectName(), QStringLiteral("serverPasswordDialog"));
                QCOMPARE(ask->textEchoMode(), QLineEdit::Password);
                // libpq's long message wraps: the dialog was 1551 px wide on a 1366 px screen.
                const QRect screen = ask->screen()->availableGeometry();
                QVERIFY2(ask->frameGeometry().width() <= screen.width(), qPrintable(QString::number(ask->frameGeometry().width())));
                *prompts << ask->labelText();
                whenModal<QInputDialog>([prompts](QInputDialog *again) {
                    QCOMPARE(again->objectName(), QStringLiteral("serverPasswordDialog"));
                    *prompts << again->labelText();
                    again->setTextValue(QStringLiteral("Secret-1"));
                    again->accept();
                });
                ask->setTextValue(QStringLiteral("wrong"));
                ask->accept();
            });
            dialog->accept();
        });
        open->trigger();
        QCOMPARE(prompts->size(), 2);
        QVERIFY2(prompts->at(0).contains(QStringLiteral("refused the login of user \"alice\"")), qPrintable(prompts->at(0)));
        QVERIFY(prompts->at(0).contains(QStringLiteral("Password of alice")));
        QCOMPARE(m_catalog->path(), location);
        QCOMPARE(databasesShown(m_window.get()), (QStringList{QStringLiteral("default"), QStringLiteral("team_lake")}));
        QVERIFY(m_window->windowTitle().contains(location));
        m_window->selectDatabase(QStringLiteral("team_lake"));
        // Listed on a worker too, which connects with the same password.
        QTRY_COMPARE_WITH_TIMEOUT(m_window->tablesModel()->rowCount(), 600, 30000);
        QTRY_VERIFY_WITH_TIMEOUT(!m_window->checksRunning(), 30000);
        for (int i = 0; i < m_window->databaseChecks()->count(); ++i) {
            const QString line = m_window->databaseChecks()->item(i)->text();
            QVERIFY2(!line.contains(QStringLiteral("could not be checked")), qPrintable(line));
        }
        QCOMPARE(RecentCatalogs::files().value(0), location);
        m_window->recentCatalogsMenu()->rebuild();
        QAction *first = m_window->recentCatalogsMenu()->findChild<QAction *>(QStringLiteral("recentCatalog1"));
        QVERIFY(first);
        QVERIFY(first->isEnabled());
        QVERIFY(first->text().contains(location));
        // The password is nowhere in the settings.
        QSettings settings;
        settings.sync();
        QVERIFY(!testsupport::readFile(settings.fileName()).contains("Secret-1"));

        // Back to a file before the server goes.
        QVERIFY(m_window->openCatalogFile(file(QStringLiteral("a.sqlite"))));
    }

    /// The server stops answering while a table is being saved (its process stopped, as a hung
    /// server or a network cut off): the designer does not freeze for ever but says, after the
    /// location's answer_timeout, that the server did not answer and that the edits are still
    /// in the dialog; the dialog stays open with them, and once the server answers again the
    /// same Save saves them.
    void aServerThatStopsAnsweringKeepsTheEdit()
    {
        test::PostgresServer server;
        QString error;
        QVERIFY2(server.start(&error), qPrintable(error));
        const QString database = server.createDatabase(&error);
        QVERIFY2(!database.isEmpty(), qPrintable(error));
        const QString location = server.url(database) + QStringLiteral("?answer_timeout=1&connect_timeout=1");
        {
            Catalog teams;
            QVERIFY(teams.open(location).ok());
            QVERIFY(teams.createDatabase(QStringLiteral("team_lake")).ok());
            for (const QString &name : {QStringLiteral("a_first"), QStringLiteral("orders")}) {
                TableSpec spec = testsupport::example(QStringLiteral("kafka-source"));
                spec.name = name;
                QVERIFY(teams.put(QStringLiteral("team_lake"), spec, Catalog::NewTable).ok());
            }
        }
        QVERIFY(m_window->openCatalogFile(location));
        QVERIFY(m_window->selectDatabase(QStringLiteral("team_lake")));
        QVERIFY(m_window->selectTable(QStringLiteral("orders")));
        QPointer<TableDialog> dialog;
        QLineEdit *name = nullptr;
        editTableName(&dialog, &name);
        if (QTest::currentTestFailed())
            return;
        const QString edited = name->text();
        QAbstractButton *save = dialog->saveButton();

        const int session = server.scalar(database, QStringLiteral("SELECT pid FROM pg_stat_activity WHERE datname = current_database()"
                                                                   " AND backend_type = 'client backend' AND pid <> pg_backend_pid()")).toInt();
        QVERIFY(session > 0);
        QCOMPARE(::kill(session, SIGSTOP), 0);
        auto texts = std::make_shared<QStringList>();
        answerBox(QString(), QString(), texts);
        QElapsedTimer clock;
        clock.start();
        save->click();
        const qint64 waited = clock.elapsed();
        ::kill(session, SIGCONT);
        QTRY_COMPARE(texts->size(), 2);
        QVERIFY2(waited < 8000, qPrintable(QString::number(waited)));
        QVERIFY2(texts->at(0).contains(QStringLiteral("the server did not answer for 1 s")), qPrintable(texts->at(0)));
        QVERIFY2(texts->at(0).contains(QStringLiteral("Your edits are still in the dialog: Save again once the catalog can be written.")),
                 qPrintable(texts->at(0)));
        QVERIFY(dialog && dialog->isVisible());
        QCOMPARE(name->text(), edited);

        save->click(); // the server answers again: saved on a new session
        QTRY_VERIFY(!dialog || !dialog->isVisible());
        QCOMPARE(server.scalar(database, QStringLiteral("SELECT name FROM tables WHERE name <> 'a_first'")).toString(), edited);

        // The whole server stops (no new session either): another table chosen cannot be read,
        // and its pane says so instead of showing an empty table's DDL as "revision 0".
        QFile pidFile(server.socketFolder() + QStringLiteral("/data/postmaster.pid"));
        QVERIFY(pidFile.open(QIODevice::ReadOnly));
        const int postmaster = QString::fromLatin1(pidFile.readLine()).trimmed().toInt();
        QVERIFY(postmaster > 0);
        const int newSession = server.scalar(database, QStringLiteral("SELECT pid FROM pg_stat_activity WHERE datname = current_database()"
                                                                      " AND backend_type = 'client backend' AND pid <> pg_backend_pid()")).toInt();
        QVERIFY(newSession > 0);
        auto *watch = m_window->findChild<QTimer *>(QStringLiteral("catalogWatch"));
        QVERIFY(watch);
        watch->stop(); // the look for outside changes would meet the stopped server too
        QCOMPARE(::kill(newSession, SIGSTOP), 0);
        QCOMPARE(::kill(postmaster, SIGSTOP), 0);
        QStringList boxes;
        QTimer answering;
        connect(&answering, &QTimer::timeout, this, [&boxes] {
            if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
                boxes << box->text();
                box->accept();
            }
        });
        answering.start(20);
        QVERIFY(m_window->selectTable(QStringLiteral("a_first")));
        QTRY_VERIFY(!boxes.isEmpty());
        ::kill(postmaster, SIGCONT);
        ::kill(newSession, SIGCONT);
        watch->start();
        const QString ddl = m_window->ddlView()->toPlainText();
        QVERIFY2(ddl.startsWith(QStringLiteral("-- Table a_first could not be read: ")), qPrintable(ddl));
        QVERIFY2(!ddl.contains(QStringLiteral("CREATE TABLE")), qPrintable(ddl));
        QVERIFY(!m_window->action(QStringLiteral("editTable"))->isEnabled());
        QVERIFY2(boxes.first().contains(QStringLiteral("could not read the table: the server did not answer for 1 s")), qPrintable(boxes.first()));

        QVERIFY(m_window->openCatalogFile(file(QStringLiteral("a.sqlite"))));
    }

    /// The server refuses the password in the middle of a session (it was changed, the session
    /// ended): the designer asks for it again, as when the catalog was opened, and then shows the
    /// catalog again; until then the lists keep what they showed instead of going empty.
    void aPasswordRefusedLaterIsAskedAgain()
    {
        test::PostgresServer server;
        QString database;
        passwordServer(server, QStringLiteral("bob"), QStringLiteral("Bob-1"), &database);
        if (QTest::currentTestFailed())
            return;
        QString error;
        const QString location = server.url(database, QStringLiteral("bob"));
        {
            Catalog teams;
            teams.setServerPassword(QStringLiteral("Bob-1"));
            QVERIFY(teams.open(location).ok());
            QVERIFY(teams.createDatabase(QStringLiteral("team_lake")).ok());
            TableSpec orders = testsupport::example(QStringLiteral("kafka-source"));
            orders.name = QStringLiteral("orders");
            QVERIFY(teams.put(QStringLiteral("team_lake"), orders, Catalog::NewTable).ok());
        }
        auto prompts = std::make_shared<QStringList>();
        auto givePassword = [prompts](const QString &password) {
            whenModal<QInputDialog>([prompts, password](QInputDialog *ask) {
                QCOMPARE(ask->objectName(), QStringLiteral("serverPasswordDialog"));
                *prompts << ask->labelText();
                ask->setTextValue(password);
                ask->accept();
            });
        };
        givePassword(QStringLiteral("Bob-1"));
        QVERIFY(m_window->openCatalogFile(location));
        QCOMPARE(prompts->size(), 1);
        QVERIFY(m_window->selectDatabase(QStringLiteral("team_lake")));
        QVERIFY(m_window->selectTable(QStringLiteral("orders")));

        // The password changes and the session ends: the next step meets the refusal.
        QVERIFY2(server.execute(QStringLiteral("postgres"), QStringLiteral("ALTER ROLE bob PASSWORD 'Bob-2'"), &error), qPrintable(error));
        QVERIFY2(server.execute(QStringLiteral("postgres"), QStringLiteral("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE usename = 'bob'"), &error),
                 qPrintable(error));
        givePassword(QStringLiteral("Bob-2"));
        m_window->action(QStringLiteral("refresh"))->trigger();
        QTRY_COMPARE(prompts->size(), 2);
        QVERIFY2(prompts->at(1).contains(QStringLiteral("refused the login of user \"bob\"")), qPrintable(prompts->at(1)));
        QTRY_COMPARE(databasesShown(m_window.get()), (QStringList{QStringLiteral("default"), QStringLiteral("team_lake")}));
        QTRY_COMPARE(m_window->currentTable(), QStringLiteral("orders"));
        QVERIFY2(m_window->ddlView()->toPlainText().contains(QStringLiteral("CREATE TABLE")), qPrintable(m_window->ddlView()->toPlainText()));

        QVERIFY(m_window->openCatalogFile(file(QStringLiteral("a.sqlite"))));
    }

    void theMenuFollowsTheLanguage()
    {
        QVERIFY(m_window->openCatalogFile(file(QStringLiteral("a.sqlite"))));
        QAction *open = m_window->action(QStringLiteral("openCatalog"));
        QCOMPARE(open->text(), QStringLiteral("&Open catalog..."));
        QCOMPARE(m_window->recentCatalogsMenu()->title(), QStringLiteral("&Recent catalogs"));
        m_languages->setLanguage(Language::Zh);
        QTRY_COMPARE(open->text(), QStringLiteral("打开目录库(&O)..."));
        QTRY_COMPARE(m_window->recentCatalogsMenu()->title(), QStringLiteral("最近的目录库(&R)"));
        QAction *clear = m_window->recentCatalogsMenu()->findChild<QAction *>(QStringLiteral("clearRecentCatalogs"));
        QVERIFY(clear);
        QCOMPARE(clear->text(), QStringLiteral("清除列表(&C)"));
        m_languages->setLanguage(Language::En);
        QTRY_COMPARE(open->text(), QStringLiteral("&Open catalog..."));
        QTRY_COMPARE(m_window->recentCatalogsMenu()->title(), QStringLiteral("&Recent catalogs"));
    }
};

QTEST_MAIN(TestOpenCatalog)
#include "test_opencatalog.moc"

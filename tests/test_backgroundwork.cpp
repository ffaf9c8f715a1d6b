// The designer's background work has an owner (issue 51): BackgroundWork cancels and waits for
// its jobs when it is destroyed, and the main window, which owns one, does so before the catalog
// and registry its workers read are destroyed. The window is quit during a long check of a real
// catalog file; the sanitized CI tree runs this suite (it is not one of the window suites that
// run is told to leave out), where a worker reading the destroyed registry is a
// heap-use-after-free. The window is never shown: nothing here needs a paint, and Qt 5's
// widget animations, which keep the shown windows' suites out of the leak check, are not started.

#include "backgroundwork.h"
#include "catalog/catalog.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "schema/schemaregistry.h"
#include "testsupport.h"

#include <QDir>
#include <QFile>
#include <QListWidget>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <memory>
#include <thread>

#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>

using namespace st;

namespace {

/// The nice value of the calling thread (Linux: each thread has its own).
int niceness()
{
    return getpriority(PRIO_PROCESS, static_cast<id_t>(syscall(SYS_gettid)));
}

/// How many threads of this process run at nice value `nice` now (Linux: /proc/self/task). The
/// background checks' threads are the only ones below the window's priority, so this counts them.
int threadsAtNiceness(int nice)
{
    int count = 0;
    const QStringList tasks = QDir(QStringLiteral("/proc/self/task")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString &task : tasks) {
        QFile stat(QStringLiteral("/proc/self/task/%1/stat").arg(task));
        if (!stat.open(QIODevice::ReadOnly))
            continue; // ended meanwhile
        // "pid (comm) state ppid ...": the name may hold spaces, so the fields are counted after
        // its closing parenthesis; the nice value is field 19, the 17th after it.
        const QByteArray line = stat.readAll();
        const QList<QByteArray> fields = line.mid(line.lastIndexOf(')') + 2).split(' ');
        if (fields.size() > 16 && fields.at(16).toInt() == nice)
            ++count;
    }
    return count;
}

} // namespace

class TestBackgroundWork : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true); // the window's settings go to a test location
    }

    /// Destroying the owner tells each running job to stop and returns only once it has; a job
    /// started afterwards is not run.
    void ownerCancelsAndWaitsForItsJobs()
    {
        std::atomic<int> started{0};
        std::atomic<int> sawCancel{0};
        std::atomic<int> finished{0};
        auto owner = std::make_unique<BackgroundWork>();
        for (BackgroundWork::Priority priority : {BackgroundWork::Priority::Waited, BackgroundWork::Priority::Low}) {
            owner->start(priority, [&](const std::atomic_bool &cancelled) {
                ++started;
                while (!cancelled)
                    std::this_thread::sleep_for(std::chrono::milliseconds(1));
                ++sawCancel;
                std::this_thread::sleep_for(std::chrono::milliseconds(50)); // returns well after it was told
                ++finished;
            });
        }
        QTRY_COMPARE(started.load(), 2);
        QCOMPARE(finished.load(), 0); // they run until told
        owner->cancelAndWait();
        QCOMPARE(sawCancel.load(), 2);
        QCOMPARE(finished.load(), 2); // waited for, not only told
        bool ranLate = false;
        owner->start(BackgroundWork::Priority::Waited, [&](const std::atomic_bool &) { ranLate = true; });
        owner.reset();
        QVERIFY(!ranLate);
    }

    /// Low-priority work (a large database's checks) runs below the window's priority, and so do
    /// the threads it starts (the parse of the specs): the window keeps a core to paint with.
    /// The window's own thread is left as it was; Waited work keeps the window's priority.
    void lowWorkRunsBelowTheWindow()
    {
        const int windowNiceness = niceness();
        std::atomic<int> workNiceness{-100};
        std::atomic<int> startedNiceness{-100};
        std::atomic<int> waitedNiceness{-100};
        BackgroundWork owner;
        owner.start(BackgroundWork::Priority::Low, [&](const std::atomic_bool &) {
            workNiceness = niceness();
            std::thread started([&] { startedNiceness = niceness(); });
            started.join();
        });
        owner.start(BackgroundWork::Priority::Waited, [&](const std::atomic_bool &) { waitedNiceness = niceness(); });
        QTRY_VERIFY(startedNiceness != -100 && waitedNiceness != -100);
        const int expected = std::min(19, windowNiceness + 10);
        QCOMPARE(workNiceness.load(), expected);
        QCOMPARE(startedNiceness.load(), expected);
        QCOMPARE(waitedNiceness.load(), windowNiceness);
        QCOMPARE(niceness(), windowNiceness);
    }

    /// Issue 51: quitting while "Checking N tables..." is shown. main() destroys the window, then
    /// the catalog, then the registry the check worker reads; the window cancels and waits for
    /// its worker first, so that no thread of it is left when the registry goes.
    void quittingDuringALongCheckWaitsForTheWorker()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString db = QStringLiteral("large");
        {
            Catalog writer;
            QVERIFY(writer.open(dir.filePath(QStringLiteral("catalog.db"))).ok());
            QVERIFY(writer.createDatabase(db, QString(), QStringLiteral("flink-1.18")).ok());
            QList<TableSpec> specs;
            for (int i = 0; i < 3000; ++i) { // long enough to be quit during (500 go to a worker)
                TableSpec t = testsupport::example(QStringLiteral("kafka-source"));
                t.target.clear();
                t.name = QStringLiteral("t_%1").arg(i);
                specs << t;
            }
            QVERIFY(writer.putMany(db, specs, OnExisting::Fail).ok());
        }
        const int lowNiceness = std::min(19, niceness() + 10);
        const int lowThreadsBefore = threadsAtNiceness(lowNiceness);

        // In main()'s order: registry and catalog first, the window last, destroyed first.
        auto registry = std::make_unique<SchemaRegistry>(SchemaRegistry::loadDefault());
        auto catalog = std::make_unique<Catalog>();
        QVERIFY(catalog->open(dir.filePath(QStringLiteral("catalog.db"))).ok());
        LanguageManager languages;
        languages.setLanguage(Language::En);
        auto window = std::make_unique<MainWindow>(*catalog, *registry, languages);
        // Listed on a worker first; the check starts on another as the rows are shown. Waited
        // for by the signal, not by polling: a poll could miss the check's whole run.
        QSignalSpy listed(window.get(), &MainWindow::tablesListed);
        QVERIFY(window->selectDatabase(db));
        QVERIFY(listed.wait(20000));
        QVERIFY(!window->tablesLoading());
        QVERIFY(window->checksRunning());
        QCOMPARE(window->databaseChecks()->item(0)->text(), QStringLiteral("Checking 3000 tables..."));
        QTRY_VERIFY(threadsAtNiceness(lowNiceness) > lowThreadsBefore); // the worker's thread is there

        // As main() does once the event loop returns. Before issue 51 the check worker read on
        // (a heap-use-after-free under AddressSanitizer once the registry is gone).
        window.reset();
        catalog.reset();
        registry.reset();
        QCoreApplication::processEvents(); // a result posted before the end is dropped, not shown
        // And the worker's thread is gone, not parked: before issue 51 the checks' pool belonged
        // to the application, and its thread stayed 30 s. (Polled: Qt's wait for a thread
        // returns as its run ends, a moment before the system has removed the thread.)
        QTRY_COMPARE(threadsAtNiceness(lowNiceness), lowThreadsBefore);
    }
};

QTEST_MAIN(TestBackgroundWork)
#include "test_backgroundwork.moc"

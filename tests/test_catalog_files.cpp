// What the catalog guarantees about its files, with real files and the real `streamtable`
// binary: a process that lost its SQLite locks never overwrites another program's save; a
// read-only command never changes the file; a file that cannot be opened safely (a stale
// -wal, an empty file, a pipe) is refused and left byte-identical; an export reads one
// consistent snapshot.

#include "catalog/catalog.h"
#include "export/exporter.h"
#include "schema/schemaregistry.h"
#include "testsupport.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <atomic>
#include <memory>

#ifdef Q_OS_UNIX
#include <sys/stat.h>
#include <sys/types.h>
#endif

using namespace st;

namespace {

TableSpec kafkaSpec(const QString &name, const QString &topic)
{
    TableSpec s;
    s.name = name;
    s.connector = QStringLiteral("kafka");
    s.role = Role::Source;
    s.columns = {ColumnSpec{QStringLiteral("id"), QStringLiteral("BIGINT"), {}, {}, false, false, QString()}};
    s.options.insert(QStringLiteral("topic"), topic);
    s.options.insert(QStringLiteral("properties.bootstrap.servers"), QStringLiteral("broker:9092"));
    s.options.insert(QStringLiteral("properties.group.id"), QStringLiteral("g"));
    s.options.insert(QStringLiteral("format"), QStringLiteral("json"));
    return s;
}

QByteArray bytesOf(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("<missing>");
}

/// Opens and closes a file through a descriptor of this process, as a file dialog's content
/// sniffing does.
void touchThroughQFile(const QString &path)
{
    QFile f(path);
    if (f.open(QIODevice::ReadOnly))
        f.read(16);
}

} // namespace

class TestCatalogFiles : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void lostLocksNeverOverwriteAnotherSave();
    void staleWalIsRefusedUntouched();
    void emptyFileIsNotSilentlyReplaced();
    void damagedFileIsNotSwitchedToWal();
    void pipeIsRefusedAtOnce();
    void readOnlyCommandsNeverWrite();
    void exportReadsOneSnapshot();

private:
    QString catalogFile() const { return m_dir->filePath(QStringLiteral("catalog.sqlite")); }
    testsupport::CliRun cli(const QStringList &args, const QByteArray &input = QByteArray()) const
    {
        return testsupport::runCli(QStringList{QStringLiteral("--catalog"), catalogFile()} + args,
                                   testsupport::cliEnvironment(m_dir->filePath(QStringLiteral("xdg"))), input);
    }
    QByteArray specJson(const TableSpec &spec) const { return QJsonDocument(spec.toJson()).toJson(); }

    std::unique_ptr<QTemporaryDir> m_dir;
};

void TestCatalogFiles::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

// Issue 9, item 1: the designer's folder dialog opened and closed the catalog files in its
// process, which dropped its SQLite locks. The next CLI command then believed it was the only
// connection: on closing it checkpointed and deleted the -wal and -shm, which the designer
// still had open and mapped. The designer kept reading that deleted wal-index, which nobody
// changed any more; the next CLI save went into new -wal/-shm files; the designer, its page
// cache still "current", saved from its stale revision into the deleted -wal and reported a
// success, and its checkpoint on closing overwrote the CLI's save in the file.
void TestCatalogFiles::lostLocksNeverOverwriteAnotherSave()
{
    const QString db = QStringLiteral("default");
    const QString orders = QStringLiteral("orders");
    Catalog designer;
    QVERIFY(designer.open(catalogFile()).ok());
    QCOMPARE(designer.put(db, kafkaSpec(orders, QStringLiteral("t1")), Catalog::NewTable).value, 1);
    const int loaded = designer.get(db, orders).value.latestRevision;
    QCOMPARE(loaded, 1);
    QVERIFY(QFileInfo(catalogFile() + QStringLiteral("-wal")).size() > 0);

    // What the folder dialog did: every catalog file opened and closed in this process.
    for (const QString &suffix : {QString(), QStringLiteral("-wal"), QStringLiteral("-shm")})
        touchThroughQFile(catalogFile() + suffix);

    // Some other change from the CLI; it closes as "the last connection" and deletes the
    // -wal and -shm the designer still has open.
    testsupport::CliRun r = cli({QStringLiteral("db"), QStringLiteral("create"), QStringLiteral("scratch")});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY(!QFileInfo::exists(catalogFile() + QStringLiteral("-wal")));
    // The designer refreshes what it shows, as it does all the time.
    QCOMPARE(designer.databases().value.size(), 2);
    QCOMPARE(designer.history(db, orders).value.size(), 1);
    QCOMPARE(designer.get(db, orders).value.latestRevision, 1);
    // The CLI saves revision 2 of the table the designer has open (in new -wal/-shm files).
    r = cli({QStringLiteral("table"), QStringLiteral("put"), db, QStringLiteral("-")},
            specJson(kafkaSpec(orders, QStringLiteral("from-cli"))));
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));

    // The designer saves what it loaded at revision 1: a conflict, nothing overwritten.
    const CatalogResult<int> stale = designer.put(db, kafkaSpec(orders, QStringLiteral("from-designer")), loaded);
    QVERIFY2(stale.status.code() == CatalogErrorCode::Conflict,
             qPrintable(QStringLiteral("the stale save was not refused: %1 (revision %2)")
                            .arg(stale.status.message(Language::En)).arg(stale.value)));
    QCOMPARE(designer.get(db, orders).value.spec.options.value(QStringLiteral("topic")), QStringLiteral("from-cli"));
    // Saved on top after the conflict: both revisions are kept.
    const CatalogResult<int> onTop = designer.put(db, kafkaSpec(orders, QStringLiteral("from-designer")), 2);
    QVERIFY2(onTop.ok(), qPrintable(onTop.status.message(Language::En)));
    QCOMPARE(onTop.value, 3);
    // The CLI sees the same revision 3 as the designer.
    r = cli({QStringLiteral("table"), QStringLiteral("show"), db, orders});
    QVERIFY2(r.exitCode == 0 && r.out.contains(QStringLiteral("from-designer")), qPrintable(r.err + r.out));
    designer.close();

    // ... and everything is still there once the designer has closed.
    {
        const QString connection = QStringLiteral("integrity");
        {
            QSqlDatabase raw = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
            raw.setDatabaseName(catalogFile());
            QVERIFY(raw.open());
            QSqlQuery check(raw);
            QVERIFY(check.exec(QStringLiteral("PRAGMA integrity_check")) && check.next());
            QCOMPARE(check.value(0).toString(), QStringLiteral("ok"));
        }
        QSqlDatabase::removeDatabase(connection);
    }
    Catalog after;
    QVERIFY(after.open(catalogFile()).ok());
    QCOMPARE(after.history(db, orders).value.size(), 3);
    QCOMPARE(after.get(db, orders, 1).value.spec.options.value(QStringLiteral("topic")), QStringLiteral("t1"));
    QCOMPARE(after.get(db, orders, 2).value.spec.options.value(QStringLiteral("topic")), QStringLiteral("from-cli"));
    QCOMPARE(after.get(db, orders, 3).value.spec.options.value(QStringLiteral("topic")), QStringLiteral("from-designer"));
    QVERIFY(after.database(QStringLiteral("scratch")).ok());
}

// Issue 9, item 2: a valid catalog with the leftover -wal of another catalog (a backup restored
// over a crashed catalog). Reading it replayed and checkpointed that -wal: the file shrank and
// stayed unreadable, although the message said it was not changed.
void TestCatalogFiles::staleWalIsRefusedUntouched()
{
    // The catalog: many tables, closed cleanly (no -wal).
    {
        Catalog catalog;
        QVERIFY(catalog.open(catalogFile()).ok());
        for (int i = 0; i < 60; ++i)
            QVERIFY(catalog.put(QStringLiteral("default"), kafkaSpec(QStringLiteral("t%1").arg(i), QString(200, QLatin1Char('x'))), Catalog::NewTable).ok());
    }
    QVERIFY(!QFileInfo::exists(catalogFile() + QStringLiteral("-wal")));
    // Another, smaller catalog whose -wal still holds its last saves.
    const QString other = m_dir->filePath(QStringLiteral("other.sqlite"));
    {
        Catalog catalog;
        QVERIFY(catalog.open(other).ok());
        QVERIFY(catalog.createDatabase(QStringLiteral("elsewhere")).ok());
        QVERIFY(catalog.put(QStringLiteral("elsewhere"), kafkaSpec(QStringLiteral("x"), QStringLiteral("y")), Catalog::NewTable).ok());
        QVERIFY(catalog.dropDatabase(QStringLiteral("default"), true).ok());
        QVERIFY(QFileInfo(other + QStringLiteral("-wal")).size() > 0);
        QVERIFY(QFile::copy(other + QStringLiteral("-wal"), catalogFile() + QStringLiteral("-wal")));
    }
    const QByteArray file = bytesOf(catalogFile());
    const QByteArray wal = bytesOf(catalogFile() + QStringLiteral("-wal"));

    for (const QStringList &command : {QStringList{QStringLiteral("db"), QStringLiteral("list")},
                                       QStringList{QStringLiteral("table"), QStringLiteral("list"), QStringLiteral("default")},
                                       QStringList{QStringLiteral("db"), QStringLiteral("create"), QStringLiteral("new")}}) {
        const testsupport::CliRun r = cli(command);
        QVERIFY2(r.exitCode == 2, qPrintable(command.join(QLatin1Char(' ')) + QStringLiteral(": ") + r.err + r.out));
        QVERIFY2(r.err.contains(QStringLiteral("was not changed")), qPrintable(r.err));
        QVERIFY(bytesOf(catalogFile()) == file);
        QVERIFY(bytesOf(catalogFile() + QStringLiteral("-wal")) == wal);
    }
    Catalog catalog;
    QCOMPARE(catalog.open(catalogFile()).code(), CatalogErrorCode::Damaged);
    QVERIFY(bytesOf(catalogFile()) == file);
    QVERIFY(bytesOf(catalogFile() + QStringLiteral("-wal")) == wal);

    // Without the stale -wal the catalog is whole.
    QVERIFY(QFile::remove(catalogFile() + QStringLiteral("-wal")));
    QFile::remove(catalogFile() + QStringLiteral("-shm"));
    QVERIFY(catalog.open(catalogFile()).ok());
    QCOMPARE(catalog.list(QStringLiteral("default")).value.size(), 60);
}

// Issue 9, item 5: an empty file became a fresh catalog without a word, even for `db list`.
void TestCatalogFiles::emptyFileIsNotSilentlyReplaced()
{
    {
        QFile f(catalogFile());
        QVERIFY(f.open(QIODevice::WriteOnly));
    }
    testsupport::CliRun r = cli({QStringLiteral("db"), QStringLiteral("list")});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(QStringLiteral("empty (0 bytes)")) && r.err.contains(QStringLiteral("not changed")), qPrintable(r.err));
    QCOMPARE(QFileInfo(catalogFile()).size(), 0);
    QVERIFY(!QFileInfo::exists(catalogFile() + QStringLiteral("-wal")));

    Catalog reading;
    QCOMPARE(reading.open(catalogFile(), false, CatalogAccess::ReadOnly).code(), CatalogErrorCode::NotACatalog);
    QCOMPARE(QFileInfo(catalogFile()).size(), 0);

    // A command that changes the catalog sets it up, and says so.
    r = cli({QStringLiteral("db"), QStringLiteral("create"), QStringLiteral("lake")});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY2(r.err.contains(QStringLiteral("note:")) && r.err.contains(QStringLiteral("was empty")), qPrintable(r.err));
    r = cli({QStringLiteral("db"), QStringLiteral("list")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains(QStringLiteral("lake")));
    QVERIFY(r.err.isEmpty());
}

// Issue 9, item 5: a damaged file carrying our application id was switched to WAL mode before
// being refused.
void TestCatalogFiles::damagedFileIsNotSwitchedToWal()
{
    {
        Catalog catalog;
        QVERIFY(catalog.open(catalogFile()).ok());
        for (int i = 0; i < 40; ++i)
            QVERIFY(catalog.put(QStringLiteral("default"), kafkaSpec(QStringLiteral("t%1").arg(i), QString(300, QLatin1Char('y'))), Catalog::NewTable).ok());
    }
    {
        // Back to a rollback journal, as another tool may leave it, then damage a page.
        const QString connection = QStringLiteral("raw");
        {
            QSqlDatabase raw = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
            raw.setDatabaseName(catalogFile());
            QVERIFY(raw.open());
            QSqlQuery(raw).exec(QStringLiteral("PRAGMA journal_mode = DELETE"));
            raw.close();
        }
        QSqlDatabase::removeDatabase(connection);
        QFile f(catalogFile());
        QVERIFY(f.open(QIODevice::ReadWrite));
        QVERIFY(f.size() > 8 * 4096);
        f.seek(5 * 4096);
        f.write(QByteArray(4096, '\xee'));
    }
    const QByteArray before = bytesOf(catalogFile());
    QCOMPARE(int(before.at(18)), 1); // rollback journal
    Catalog catalog;
    const CatalogStatus status = catalog.open(catalogFile());
    QCOMPARE(status.code(), CatalogErrorCode::Damaged);
    QVERIFY(status.message(Language::En).contains(QStringLiteral("was not changed")));
    QVERIFY(bytesOf(catalogFile()) == before);
    QVERIFY(!QFileInfo::exists(catalogFile() + QStringLiteral("-wal")));
}

// Issue 9, item 10: a FIFO given as --catalog blocked for ever.
void TestCatalogFiles::pipeIsRefusedAtOnce()
{
#ifdef Q_OS_UNIX
    QVERIFY(::mkfifo(QFile::encodeName(catalogFile()).constData(), 0600) == 0);
    QElapsedTimer timer;
    timer.start();
    QProcess process;
    process.setProcessEnvironment(testsupport::cliEnvironment(m_dir->filePath(QStringLiteral("xdg"))));
    process.start(QStringLiteral(ST_CLI_PATH), {QStringLiteral("--catalog"), catalogFile(), QStringLiteral("db"), QStringLiteral("list")});
    const bool finished = process.waitForFinished(10000);
    if (!finished) {
        process.kill();
        process.waitForFinished();
    }
    QVERIFY2(finished, "streamtable blocked on a pipe given as --catalog");
    QCOMPARE(process.exitCode(), 2);
    const QString err = QString::fromUtf8(process.readAllStandardError());
    QVERIFY2(err.contains(QStringLiteral("not a regular file")), qPrintable(err));
    QCOMPARE(err.count(QLatin1Char('\n')), 1);

    Catalog catalog;
    QCOMPARE(catalog.open(catalogFile()).code(), CatalogErrorCode::NotACatalog);
    QVERIFY(timer.elapsed() < 10000);
#else
    QSKIP("no named pipes here");
#endif
}

// Read-only commands open the file read-only: even with another program's saves waiting in
// the -wal, the file and the -wal stay byte-identical.
void TestCatalogFiles::readOnlyCommandsNeverWrite()
{
    Catalog writer;
    QVERIFY(writer.open(catalogFile()).ok());
    QVERIFY(writer.put(QStringLiteral("default"), kafkaSpec(QStringLiteral("orders"), QStringLiteral("t")), Catalog::NewTable).ok());
    const QByteArray file = bytesOf(catalogFile());
    const QByteArray wal = bytesOf(catalogFile() + QStringLiteral("-wal"));
    QVERIFY(wal.size() > 0);
    writer.close(); // leaves nothing to replay; reopen keeps a -wal with frames
    QVERIFY(writer.open(catalogFile()).ok());
    QVERIFY(writer.put(QStringLiteral("default"), kafkaSpec(QStringLiteral("orders"), QStringLiteral("t2")), 1).ok());
    const QByteArray file2 = bytesOf(catalogFile());
    const QByteArray wal2 = bytesOf(catalogFile() + QStringLiteral("-wal"));
    Q_UNUSED(file)
    Q_UNUSED(wal)
    const QList<QStringList> reads{
        {QStringLiteral("db"), QStringLiteral("list")},
        {QStringLiteral("table"), QStringLiteral("list"), QStringLiteral("default")},
        {QStringLiteral("table"), QStringLiteral("show"), QStringLiteral("default"), QStringLiteral("orders")},
        {QStringLiteral("table"), QStringLiteral("history"), QStringLiteral("default"), QStringLiteral("orders")},
        {QStringLiteral("search"), QStringLiteral("ord")},
        {QStringLiteral("job"), QStringLiteral("show"), QStringLiteral("default")},
        {QStringLiteral("export"), QStringLiteral("--out"), m_dir->filePath(QStringLiteral("out"))},
    };
    for (const QStringList &command : reads) {
        const testsupport::CliRun r = cli(command);
        QVERIFY2(r.exitCode == 0, qPrintable(command.join(QLatin1Char(' ')) + QStringLiteral(": ") + r.err));
        QVERIFY2(bytesOf(catalogFile()) == file2, qPrintable(command.join(QLatin1Char(' '))));
        QVERIFY2(bytesOf(catalogFile() + QStringLiteral("-wal")) == wal2, qPrintable(command.join(QLatin1Char(' '))));
    }
    const testsupport::CliRun show = cli({QStringLiteral("table"), QStringLiteral("show"), QStringLiteral("default"), QStringLiteral("orders")});
    QVERIFY(show.out.contains(QStringLiteral("t2")));

    // A catalog opened for reading refuses changes.
    Catalog reader;
    QVERIFY(reader.open(catalogFile(), false, CatalogAccess::ReadOnly).ok());
    QVERIFY(reader.isReadOnly());
    QCOMPARE(reader.createDatabase(QStringLiteral("no")).code(), CatalogErrorCode::Storage);
    QVERIFY(reader.createDatabase(QStringLiteral("no")).message(Language::En).contains(QStringLiteral("read-only")));
}

// Issue 9, item 6: an export read the database list and then each database: a database
// dropped in between made it fail half-way.
void TestCatalogFiles::exportReadsOneSnapshot()
{
    const SchemaRegistry registry = SchemaRegistry::loadDefault();
    Catalog catalog;
    QVERIFY(catalog.open(catalogFile()).ok());
    for (int d = 0; d < 40; ++d) {
        const QString name = QStringLiteral("db%1").arg(d);
        QVERIFY(catalog.createDatabase(name).ok());
        for (int t = 0; t < 3; ++t)
            QVERIFY(catalog.put(name, kafkaSpec(QStringLiteral("t%1").arg(t), QStringLiteral("x")), Catalog::NewTable).ok());
    }
    // Another program drops and re-creates databases all the time.
    std::atomic<bool> stop{false};
    std::atomic<int> changes{0};
    QThread *churn = QThread::create([this, &stop, &changes] {
        Catalog other;
        if (!other.open(catalogFile()).ok())
            return;
        for (int i = 0; !stop; ++i) {
            const QString name = QStringLiteral("db%1").arg(i % 40);
            other.dropDatabase(name, true);
            other.createDatabase(name);
            for (int t = 0; t < 3; ++t)
                other.put(name, kafkaSpec(QStringLiteral("t%1").arg(t), QStringLiteral("x")), Catalog::NewTable);
            ++changes;
        }
    });
    churn->start();
    int exports = 0;
    QElapsedTimer timer;
    timer.start();
    while (timer.elapsed() < 4000 && (changes < 50 || exports < 20)) {
        ExportOptions options;
        options.outDir = m_dir->filePath(QStringLiteral("out%1").arg(exports));
        const ExportResult result = Exporter(catalog, registry).run(options);
        ++exports;
        if (result.outcome != ExportResult::Outcome::Done) {
            stop = true;
            churn->wait();
            delete churn;
            QFAIL(qPrintable(QStringLiteral("export %1 failed: %2").arg(exports).arg(result.status.message(Language::En))));
        }
        for (const ExportedFile &f : result.files)
            QVERIFY(QFileInfo::exists(QDir(options.outDir).filePath(f.path)));
        const ExportResult jobs = Exporter(catalog, registry).runJobs(options);
        QCOMPARE(int(jobs.outcome), int(ExportResult::Outcome::Done));
    }
    stop = true;
    churn->wait();
    delete churn;
    QVERIFY2(changes > 0, "the other program never changed anything");
}

QTEST_GUILESS_MAIN(TestCatalogFiles)
#include "test_catalog_files.moc"

// Exporter: safe file names, collisions, golden export trees (one file per table and one per
// database) for names with `/`, `..`, backticks, quotes, spaces and Chinese characters, and
// failures that name the file and leave nothing half-written. Exporting some tables through the
// same code path; exporting the jobs of databases (`<db>.job.sql` and `<db>.job.sh`).
//
// To refresh the golden trees after an intended change: ST_REFRESH_GOLDEN=1 test_exporter golden
// (or tests/refresh-golden.sh), then read `git diff tests/golden/export` by eye.

#include "catalog/catalog.h"
#include "core/names.h"
#include "core/systemerror.h"
#include "export/exporter.h"
#include "export/outputfolder.h"
#include "job/jobscript.h"
#include "testsupport.h"

#include <cerrno>

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

#ifdef Q_OS_UNIX
#include <sys/stat.h>
#include <unistd.h>
#endif

using namespace st;
using testsupport::strings;

namespace {

TableSpec spec(const QString &name, const QString &connector = QStringLiteral("testfile"))
{
    TableSpec s;
    s.name = name;
    s.connector = connector;
    s.role = Role::Source;
    s.comment = QStringLiteral("table %1").arg(name);
    s.columns = {ColumnSpec{QStringLiteral("id"), QStringLiteral("BIGINT"), {}, {}, false, false, {}},
                 ColumnSpec{QStringLiteral("名称"), QStringLiteral("STRING"), {}, {}, false, true, QStringLiteral("it's")}};
    s.primaryKey = QStringList{QStringLiteral("id")};
    s.options.insert(QStringLiteral("path"), QStringLiteral("/data/") + name);
    return s;
}

/// Relative path -> content of every file under `root`.
QMap<QString, QByteArray> readTree(const QString &root)
{
    QMap<QString, QByteArray> files;
    QDirIterator it(root, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString file = it.next();
        QFile f(file);
        if (f.open(QIODevice::ReadOnly))
            files.insert(QDir(root).relativeFilePath(file), f.readAll());
    }
    return files;
}

void writeTree(const QString &root, const QMap<QString, QByteArray> &files)
{
    QDir(root).removeRecursively();
    for (auto it = files.cbegin(); it != files.cend(); ++it) {
        testsupport::writeFile(QDir(root).filePath(it.key()), it.value());
    }
}

} // namespace

class TestExporter : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void safeFileName_data();
    void safeFileName();
    void uniqueFileNames_data();
    void uniqueFileNames();
    void databasePreamble();

    void golden_data();
    void golden();
    void oneDatabaseSamePaths();
    void unrenderableTables();
    void unsafeExpressionIsNotExported();
    void failedWriteNamesFileAndLeavesNothing();
    void outputIsAFile();
    void systemErrorsInBothLanguages();
    void cancel();
    void unknownDatabase();
    void someTables_data();
    void someTables();
    void unknownTable();
    void jobs();
    void jobWithErrorsIsNotWritten();
    void linkInOutputIsReplaced_data();
    void linkInOutputIsReplaced();
    void folderLinkInOutputIsRefused();
    void jobLinksInOutputAreReplaced();
    void batchPutsFilesInPlaceAtCommit();
    void batchRefusesFolderLinkedAfterAdd();
    void batchWritesNothingThroughLinkPlantedBetweenFiles();
    void unchangedFilesAreKept();
    void secretFilesAreTheOwnersAlone();
    void staleTemporariesAreRemoved();
    void lakeTablesComeAfterTheirCatalog();

private:
    void fillCatalog();

    SchemaRegistry m_registry;
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<Catalog> m_catalog;

    /// Exports every database of the test's catalog into `out`, one file a table: the export
    /// the failure and link tests make.
    ExportResult exportAll(const QString &out)
    {
        ExportOptions options;
        options.outDir = out;
        return Exporter(*m_catalog, m_registry).run(options);
    }
};

void TestExporter::initTestCase()
{
    ConnectorSchema schema;
    QString error;
    // A connector of the tests' own, so the golden files do not move when the real schemas do.
    const QByteArray testConnector = testsupport::readFile(QStringLiteral(ST_TEST_DATA_DIR "/data/export/testfile-connector.json"));
    QVERIFY2(ConnectorSchema::fromJson(QJsonDocument::fromJson(testConnector).object(), &schema, &error), qPrintable(error));
    m_registry.add(ConnectorSchemaPtr(new ConnectorSchema(schema)));
    QVERIFY2(m_registry.loadFile(QStringLiteral(ST_SOURCE_DIR "/schemas/job.json")), qPrintable(m_registry.problems().join(QLatin1Char('\n'))));
    QVERIFY(m_registry.jobSchema());
    // The real targets: the test connector is one they say nothing about, so each writes it
    // in its dialect with the connector's own keys.
    for (const char *target : {"flink-1.18", "blink"})
        QVERIFY(m_registry.loadFile(QStringLiteral(ST_SOURCE_DIR "/schemas/targets/%1.json").arg(QLatin1String(target))));
}

void TestExporter::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_catalog = std::make_unique<Catalog>();
    QVERIFY(m_catalog->open(m_dir->filePath(QStringLiteral("catalog.sqlite"))).ok());
}

void TestExporter::cleanup()
{
    m_catalog.reset();
    m_dir.reset();
}

void TestExporter::fillCatalog()
{
    Catalog &c = *m_catalog;
    QVERIFY(c.setDatabaseComment(QStringLiteral("default"), QStringLiteral("the team's 默认 database")).ok());
    const QStringList tables{QStringLiteral("orders"),     QStringLiteral("a/b"),          QStringLiteral("a_b"),
                             QStringLiteral("../x"),       QStringLiteral("`tick`"),       QStringLiteral("it's \"quoted\""),
                             QStringLiteral("with space"), QStringLiteral("订单表"),       QStringLiteral("CON"),
                             QStringLiteral("Trailing."),  QStringLiteral("a\\b:c*d?e|f")};
    for (const QString &t : tables)
        QVERIFY(c.put(QStringLiteral("default"), spec(t), Catalog::NewTable).ok());
    for (const QString &db : {QStringLiteral("数据库"), QStringLiteral("a/b"), QStringLiteral("a_b"), QStringLiteral("../evil")}) {
        QVERIFY(c.createDatabase(db).ok());
        QVERIFY(c.put(db, spec(QStringLiteral("订单表")), Catalog::NewTable).ok());
    }
    // An older revision must not be exported.
    TableSpec old = spec(QStringLiteral("orders"));
    QVERIFY(c.put(QStringLiteral("default"), old, 1).ok());
    old.options.insert(QStringLiteral("format"), QStringLiteral("json"));
    QVERIFY(c.put(QStringLiteral("default"), old, 2).ok());
}

void TestExporter::safeFileName_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("expected");
    QTest::newRow("plain") << "orders" << "orders";
    QTest::newRow("slash") << "a/b" << "a_b";
    QTest::newRow("backslash") << "a\\b" << "a_b";
    QTest::newRow("parent") << "../x" << "___x";
    QTest::newRow("dot dot") << ".." << "__";
    QTest::newRow("dot") << "." << "_";
    QTest::newRow("hidden") << ".profile" << "_profile";
    QTest::newRow("windows forbidden") << "a:b*c?d<e>f|g\"h" << "a_b_c_d_e_f_g_h";
    QTest::newRow("control characters") << "tab\there\nnew" << "tab_here_new";
    QTest::newRow("backticks and quotes") << "`tick` it's" << "`tick` it's";
    QTest::newRow("inner spaces kept") << "with space" << "with space";
    QTest::newRow("outer spaces") << " padded " << "_padded_";
    QTest::newRow("trailing dots") << "name.." << "name__";
    QTest::newRow("chinese") << QStringLiteral("订单表") << QStringLiteral("订单表");
    QTest::newRow("emoji") << QStringLiteral("🚀 launch") << QStringLiteral("🚀 launch");
    QTest::newRow("decomposed to composed") << QStringLiteral("cafe\u0301") << QStringLiteral("caf\u00e9");
    QTest::newRow("device name") << "CON" << "CON_";
    QTest::newRow("device name any case") << "nul" << "nul_";
    QTest::newRow("device name with extension") << "com1.backup" << "com1_.backup";
    QTest::newRow("device name superscript") << QStringLiteral("LPT\u00b9") << QStringLiteral("LPT\u00b9_");
    QTest::newRow("not a device name") << "console" << "console";
    QTest::newRow("empty") << "" << "_";
    QTest::newRow("long ascii") << QString(300, QLatin1Char('x')) << QString(200, QLatin1Char('x'));
    QTest::newRow("long chinese") << QString(100, QChar(0x8868)) << QString(66, QChar(0x8868)); // 3 bytes each
    QTest::newRow("long then dot") << QString(199, QLatin1Char('x')) + QStringLiteral(".y") << QString(199, QLatin1Char('x')) + QLatin1Char('_');
    QTest::newRow("lonely surrogate") << QString(QChar(0xd800)) + QLatin1Char('a') << QStringLiteral("_a");
}

void TestExporter::safeFileName()
{
    QFETCH(QString, name);
    QFETCH(QString, expected);
    const QString safe = st::safeFileName(name);
    QCOMPARE(safe, expected);
    QVERIFY(safe.toUtf8().size() <= 200);
    // Safe names are fixed points.
    QCOMPARE(st::safeFileName(safe), safe);
}

void TestExporter::uniqueFileNames_data()
{
    QTest::addColumn<QStringList>("names");
    QTest::addColumn<QStringList>("expected");
    QTest::newRow("no collision") << strings({"a", "b"}) << strings({"a", "b"});
    QTest::newRow("safe name keeps its file") << strings({"a/b", "a_b"}) << strings({"a_b~2", "a_b"});
    QTest::newRow("three ways") << strings({"x/1", "x:1", "x_1"}) << strings({"x_1~2", "x_1~3", "x_1"});
    QTest::newRow("case-insensitive file systems") << strings({"Orders/", "orders_"}) << strings({"Orders_~2", "orders_"});
    QTest::newRow("suffix taken") << strings({"a/b", "a_b", "a_b~2"}) << strings({"a_b~3", "a_b", "a_b~2"});
    QTest::newRow("device names") << strings({"CON", "CON_"}) << strings({"CON_~2", "CON_"});
}

void TestExporter::uniqueFileNames()
{
    QFETCH(QStringList, names);
    QFETCH(QStringList, expected);
    QCOMPARE(Exporter::uniqueFileNames(names), expected);
}

void TestExporter::databasePreamble()
{
    QCOMPARE(Exporter::databasePreamble({QStringLiteral("a`b"), QStringLiteral("it's"), 0, {}, {}}),
             QStringLiteral("CREATE DATABASE IF NOT EXISTS `a``b` COMMENT 'it''s';\nUSE `a``b`;\n"));
    QCOMPARE(Exporter::databasePreamble({QStringLiteral("订单"), QString(), 0, {}, {}}),
             QStringLiteral("CREATE DATABASE IF NOT EXISTS `订单`;\nUSE `订单`;\n"));
}

void TestExporter::golden_data()
{
    QTest::addColumn<bool>("perDatabase");
    QTest::addColumn<QString>("target");
    QTest::newRow("per-table") << false << "flink-1.18";
    QTest::newRow("per-database") << true << "flink-1.18";
    QTest::newRow("per-table-blink") << false << "blink";
}

void TestExporter::golden()
{
    QFETCH(bool, perDatabase);
    QFETCH(QString, target);
    fillCatalog();
    ExportOptions options;
    options.outDir = m_dir->filePath(QStringLiteral("out"));
    options.perDatabase = perDatabase;
    options.target = target;
    QList<int> seen;
    const ExportResult result = Exporter(*m_catalog, m_registry).run(options, [&seen](int done, int total, const QString &) {
        seen << done;
        return done <= total;
    });
    QVERIFY2(result.complete(), qPrintable(result.status.message(Language::En)));
    QCOMPARE(result.tableCount(), 15);
    QCOMPARE(result.files.size(), perDatabase ? 5 : 15);
    QCOMPARE(seen.size(), result.files.size() + 1); // once before each file and once at the end
    QCOMPARE(seen.last(), result.files.size());

    const QMap<QString, QByteArray> actual = readTree(options.outDir);
    QCOMPARE(actual.size(), result.files.size());
    for (const ExportedFile &f : result.files)
        QVERIFY2(actual.contains(f.path), qPrintable(f.path));

    const QString golden = testsupport::goldenFolder(QStringLiteral("export")) + QLatin1Char('/') + QString::fromLatin1(QTest::currentDataTag());
    if (testsupport::refreshingGolden()) {
        writeTree(golden, actual);
        ST_FAIL_AFTER_REFRESH(golden);
    }
    const QMap<QString, QByteArray> expected = readTree(golden);
    QCOMPARE(actual.keys(), expected.keys());
    for (auto it = expected.cbegin(); it != expected.cend(); ++it)
        QCOMPARE(QString::fromUtf8(actual.value(it.key())), QString::fromUtf8(it.value()));
}

void TestExporter::oneDatabaseSamePaths()
{
    fillCatalog();
    ExportOptions all;
    all.outDir = m_dir->filePath(QStringLiteral("all"));
    const ExportResult full = Exporter(*m_catalog, m_registry).run(all);
    QVERIFY(full.complete());

    ExportOptions one;
    one.outDir = m_dir->filePath(QStringLiteral("one"));
    one.databases = QStringList{QStringLiteral("A/B")};
    const ExportResult single = Exporter(*m_catalog, m_registry).run(one);
    QVERIFY(single.complete());
    QCOMPARE(single.files.size(), 1);
    QCOMPARE(single.files.at(0).path, QStringLiteral("a_b~2/订单表.sql"));
    const QMap<QString, QByteArray> fullTree = readTree(all.outDir);
    const QMap<QString, QByteArray> oneTree = readTree(one.outDir);
    QCOMPARE(oneTree.keys(), QStringList{QStringLiteral("a_b~2/订单表.sql")});
    QCOMPARE(oneTree.first(), fullTree.value(QStringLiteral("a_b~2/订单表.sql")));
}

void TestExporter::unrenderableTables()
{
    QVERIFY(m_catalog->put(QStringLiteral("default"), spec(QStringLiteral("good")), Catalog::NewTable).ok());
    QVERIFY(m_catalog->put(QStringLiteral("default"), spec(QStringLiteral("ghost"), QStringLiteral("nosuch")), Catalog::NewTable).ok());
    for (bool perDatabase : {false, true}) {
        ExportOptions options;
        options.outDir = m_dir->filePath(perDatabase ? QStringLiteral("db") : QStringLiteral("tables"));
        options.perDatabase = perDatabase;
        const ExportResult result = Exporter(*m_catalog, m_registry).run(options);
        QCOMPARE(result.outcome, ExportResult::Outcome::Done);
        QVERIFY(!result.complete());
        QCOMPARE(result.problems.size(), 1);
        QCOMPARE(result.problems.at(0).table, QStringLiteral("ghost"));
        QVERIFY(result.problems.at(0).message.in(Language::En).contains(QStringLiteral("ghost")));
        // Per table: the good table is written. Per database: the file would lack a table, so
        // it is not written at all.
        const QStringList written = readTree(options.outDir).keys();
        QCOMPARE(written, perDatabase ? QStringList() : QStringList{QStringLiteral("default/good.sql")});
    }
}

/// A table stored with an expression that would end the statement (saved by an older version,
/// or through the catalog API, which does not validate) is not exported: the writer refuses it,
/// the problem names it, and no file holds the injected statement.
void TestExporter::unsafeExpressionIsNotExported()
{
    TableSpec evil = spec(QStringLiteral("evil"));
    evil.columns.append(ColumnSpec{QStringLiteral("x"), {}, QStringLiteral("1) WITH ('connector'='x'); DROP TABLE victims; --"), {}, false, true, {}});
    QVERIFY(m_catalog->put(QStringLiteral("default"), spec(QStringLiteral("good")), Catalog::NewTable).ok());
    QVERIFY(m_catalog->put(QStringLiteral("default"), evil, Catalog::NewTable).ok());
    for (bool perDatabase : {false, true}) {
        ExportOptions options;
        options.outDir = m_dir->filePath(perDatabase ? QStringLiteral("db") : QStringLiteral("tables"));
        options.perDatabase = perDatabase;
        const ExportResult result = Exporter(*m_catalog, m_registry).run(options);
        QCOMPARE(result.problems.size(), 1);
        QCOMPARE(result.problems.at(0).table, QStringLiteral("evil"));
        QVERIFY2(result.problems.at(0).message.in(Language::En).contains(QStringLiteral("\"x\" (#3)")),
                 qPrintable(result.problems.at(0).message.in(Language::En)));
        const QMap<QString, QByteArray> written = readTree(options.outDir);
        QCOMPARE(written.keys(), perDatabase ? QStringList() : QStringList{QStringLiteral("default/good.sql")});
        for (const QByteArray &content : written)
            QVERIFY(!content.contains("victims"));
    }
}

void TestExporter::failedWriteNamesFileAndLeavesNothing()
{
    QVERIFY(m_catalog->put(QStringLiteral("default"), spec(QStringLiteral("a")), Catalog::NewTable).ok());
    QVERIFY(m_catalog->put(QStringLiteral("default"), spec(QStringLiteral("b")), Catalog::NewTable).ok());
    QVERIFY(m_catalog->put(QStringLiteral("default"), spec(QStringLiteral("c")), Catalog::NewTable).ok());
    const QString out = m_dir->filePath(QStringLiteral("out"));
    // A folder where b.sql must go: the write of b.sql fails (even for root).
    QVERIFY(QDir().mkpath(out + QStringLiteral("/default/b.sql")));
    const ExportResult result = exportAll(out);
    QCOMPARE(result.outcome, ExportResult::Outcome::Failed);
    QVERIFY(result.status.isFileError());
    const QString message = result.status.message(Language::En);
    QVERIFY2(message.contains(QDir::toNativeSeparators(QStringLiteral("default/b.sql"))), qPrintable(message));
    QVERIFY(result.status.message(Language::Zh).contains(QStringLiteral("b.sql")));
    // a.sql was written before; nothing else is there, not even a temporary file.
    QCOMPARE(result.files.size(), 1);
    const QStringList entries = QDir(out + QStringLiteral("/default")).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot, QDir::Name);
    QCOMPARE(entries, (QStringList{QStringLiteral("a.sql"), QStringLiteral("b.sql")}));
    QVERIFY(QFileInfo(out + QStringLiteral("/default/b.sql")).isDir());
}

void TestExporter::outputIsAFile()
{
    QVERIFY(m_catalog->put(QStringLiteral("default"), spec(QStringLiteral("a")), Catalog::NewTable).ok());
    const QString out = m_dir->filePath(QStringLiteral("out"));
    {
        QFile f(out);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("keep");
    }
    const ExportResult result = exportAll(out);
    QCOMPARE(result.outcome, ExportResult::Outcome::Failed);
    // The message names the file, the folder and why (it gave no reason: a read-only or full
    // disk and a missing permission all read alike), in each language.
    const QString native = QDir::toNativeSeparators(out);
    QCOMPARE(result.status.message(Language::En),
             QStringLiteral("%1: could not create or open the folder %2: Not a directory").arg(QDir::toNativeSeparators(out + QStringLiteral("/default/a.sql")), native));
    QCOMPARE(result.status.message(Language::Zh),
             QStringLiteral("%1：无法创建或打开文件夹 %2：不是文件夹").arg(QDir::toNativeSeparators(out + QStringLiteral("/default/a.sql")), native));
    QFile f(out);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), QByteArray("keep"));

    // A file where the database's folder goes, below an output folder that is one.
    const QString beside = m_dir->filePath(QStringLiteral("beside"));
    QVERIFY(QDir().mkpath(beside));
    testsupport::writeFile(beside + QStringLiteral("/default"), "keep");
    const ExportResult below = exportAll(beside);
    QCOMPARE(below.outcome, ExportResult::Outcome::Failed);
    QVERIFY2(below.status.message(Language::En).endsWith(QStringLiteral(": could not create or open the folder %1: Not a directory")
                                                            .arg(QDir::toNativeSeparators(beside + QStringLiteral("/default")))),
             qPrintable(below.status.message(Language::En)));
}

/// The reasons a write fails on a user's disk are said in Chinese too (they were the C library's
/// English in a Chinese message); the English is the C library's (glibc's texts).
void TestExporter::systemErrorsInBothLanguages()
{
    QCOMPARE(systemErrorText(EACCES).en, QStringLiteral("Permission denied"));
    QCOMPARE(systemErrorText(EACCES).zh, QStringLiteral("权限不足"));
    QCOMPARE(systemErrorText(EROFS).en, QStringLiteral("Read-only file system"));
    QCOMPARE(systemErrorText(EROFS).zh, QStringLiteral("只读文件系统"));
    QCOMPARE(systemErrorText(ENOSPC).zh, QStringLiteral("磁盘空间不足"));
    // Qt's text of a failed open is the C library's: the same Chinese for it.
    QCOMPARE(systemErrorText(QStringLiteral("Permission denied")).zh, QStringLiteral("权限不足"));
    QCOMPARE(systemErrorText(QStringLiteral("No such file or directory")).zh, QStringLiteral("文件或文件夹不存在"));
    // Anything else stays as it is, in both.
    const LocalizedText other = systemErrorText(QStringLiteral("Unknown error"));
    QCOMPARE(other.zh, QStringLiteral("Unknown error"));
    QCOMPARE(other.en, QStringLiteral("Unknown error"));
}

void TestExporter::cancel()
{
    for (const QString &t : {QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")})
        QVERIFY(m_catalog->put(QStringLiteral("default"), spec(t), Catalog::NewTable).ok());
    ExportOptions options;
    options.outDir = m_dir->filePath(QStringLiteral("out"));
    const ExportResult result = Exporter(*m_catalog, m_registry).run(options, [](int done, int total, const QString &path) {
        return !(done == 1 && total == 3 && path == QLatin1String("default/b.sql"));
    });
    QCOMPARE(result.outcome, ExportResult::Outcome::Cancelled);
    QCOMPARE(result.files.size(), 1);
    QCOMPARE(readTree(options.outDir).keys(), QStringList{QStringLiteral("default/a.sql")});
}

void TestExporter::unknownDatabase()
{
    ExportOptions options;
    options.outDir = m_dir->filePath(QStringLiteral("out"));
    options.databases = QStringList{QStringLiteral("missing")};
    const ExportResult result = Exporter(*m_catalog, m_registry).run(options);
    QCOMPARE(result.outcome, ExportResult::Outcome::Failed);
    QCOMPARE(result.status.code(), CatalogErrorCode::NotFound);
    QVERIFY(!QFileInfo::exists(options.outDir));
}

void TestExporter::someTables_data()
{
    QTest::addColumn<bool>("perDatabase");
    QTest::newRow("per table") << false;
    QTest::newRow("per database") << true;
}

/// Some tables go through the same code path as all of them: the same paths and, per table, the
/// same content as a full export.
void TestExporter::someTables()
{
    QFETCH(bool, perDatabase);
    fillCatalog();
    ExportOptions all;
    all.outDir = m_dir->filePath(QStringLiteral("all"));
    all.perDatabase = perDatabase;
    QVERIFY(Exporter(*m_catalog, m_registry).run(all).complete());
    const QMap<QString, QByteArray> fullTree = readTree(all.outDir);

    ExportOptions some = all;
    some.outDir = m_dir->filePath(QStringLiteral("some"));
    some.databases = QStringList{QStringLiteral("default")};
    some.tables = QStringList{QStringLiteral("ORDERS"), QStringLiteral("a/b")};
    const ExportResult result = Exporter(*m_catalog, m_registry).run(some);
    QVERIFY(result.complete());
    const QMap<QString, QByteArray> tree = readTree(some.outDir);
    if (!perDatabase) {
        QCOMPARE(tree.keys(), (QStringList{QStringLiteral("default/a_b~2.sql"), QStringLiteral("default/orders.sql")}));
        for (auto it = tree.cbegin(); it != tree.cend(); ++it)
            QCOMPARE(it.value(), fullTree.value(it.key()));
    } else {
        QCOMPARE(tree.keys(), QStringList{QStringLiteral("default.sql")});
        const QString content = QString::fromUtf8(tree.first());
        QVERIFY(content.startsWith(QStringLiteral("CREATE DATABASE IF NOT EXISTS `default`")));
        QCOMPARE(content.count(QStringLiteral("CREATE TABLE")), 2);
        QVERIFY(content.contains(QStringLiteral("CREATE TABLE `a/b`")));
        QVERIFY(content.contains(QStringLiteral("CREATE TABLE `orders`")));
    }
    QCOMPARE(result.tableCount(), 2);

    // One table name held by several databases: each of them.
    ExportOptions everywhere;
    everywhere.outDir = m_dir->filePath(QStringLiteral("everywhere"));
    everywhere.perDatabase = perDatabase;
    everywhere.tables = QStringList{QStringLiteral("订单表")};
    QCOMPARE(Exporter(*m_catalog, m_registry).run(everywhere).tableCount(), 5);
}

void TestExporter::unknownTable()
{
    fillCatalog();
    ExportOptions options;
    options.outDir = m_dir->filePath(QStringLiteral("out"));
    options.databases = QStringList{QStringLiteral("数据库")};
    options.tables = QStringList{QStringLiteral("订单表"), QStringLiteral("orders")}; // orders is in `default` only
    const ExportResult result = Exporter(*m_catalog, m_registry).run(options);
    QCOMPARE(result.outcome, ExportResult::Outcome::Failed);
    QCOMPARE(result.status.code(), CatalogErrorCode::NotFound);
    QVERIFY(result.status.message(Language::En).contains(QStringLiteral("orders")));
    QVERIFY(!QFileInfo::exists(options.outDir));
}

namespace {

JobProfile jobProfile(const QString &name)
{
    return {{QStringLiteral("main-class"), QStringLiteral("com.example.flink.SqlRunner")},
            {QStringLiteral("job-name"), name},
            {QStringLiteral("jar"), QStringLiteral("/opt/runner.jar")},
            {QStringLiteral("execution.checkpointing.interval"), QStringLiteral("60000")}};
}

} // namespace

void TestExporter::jobs()
{
    Catalog &c = *m_catalog;
    TableSpec sink = spec(QStringLiteral("sink"));
    sink.role = Role::Sink;
    // `a/b` and `a_b` both want the file name a_b: the same names as a per-database export.
    for (const QString &db : {QStringLiteral("a/b"), QStringLiteral("a_b")}) {
        QVERIFY(c.createDatabase(db).ok());
        QVERIFY(c.put(db, spec(QStringLiteral("src")), Catalog::NewTable).ok());
        QVERIFY(c.put(db, sink, Catalog::NewTable).ok());
        QVERIFY(c.addWiring(db, QStringLiteral("src"), QStringLiteral("sink")).ok());
        QVERIFY(c.setJobProfile(db, jobProfile(QStringLiteral("job ") + db)).ok());
    }
    QVERIFY(c.put(QStringLiteral("default"), spec(QStringLiteral("lonely")), Catalog::NewTable).ok()); // no job

    ExportOptions options;
    options.outDir = m_dir->filePath(QStringLiteral("out"));
    QStringList seen;
    const ExportResult result = Exporter(c, m_registry).runJobs(options, [&seen](int done, int total, const QString &path) {
        seen << QStringLiteral("%1/%2 %3").arg(done).arg(total).arg(path);
        return true;
    });
    QVERIFY(result.complete());
    QCOMPARE(seen, (QStringList{QStringLiteral("0/4 a_b~2.job.sql"), QStringLiteral("1/4 a_b~2.job.sh"),
                                QStringLiteral("2/4 a_b.job.sql"), QStringLiteral("3/4 a_b.job.sh"), QStringLiteral("4/4 ")}));
    const QMap<QString, QByteArray> tree = readTree(options.outDir);
    QCOMPARE(tree.keys(), (QStringList{QStringLiteral("a_b.job.sh"), QStringLiteral("a_b.job.sql"), QStringLiteral("a_b~2.job.sh"),
                                       QStringLiteral("a_b~2.job.sql")}));
    QCOMPARE(result.files.size(), 4);
    QCOMPARE(result.files.at(0).database, QStringLiteral("a/b"));
    QCOMPARE(result.files.at(0).tables, (QStringList{QStringLiteral("sink"), QStringLiteral("src")}));

    // The content is the writer's, and the .sh runs the .sql written beside it.
    const JobScriptWriter writer(m_registry);
    QList<TableSpec> specs;
    for (const StoredTable &t : c.latestSpecs(QStringLiteral("a/b")).value)
        specs << t.spec;
    QCOMPARE(QString::fromUtf8(tree.value(QStringLiteral("a_b~2.job.sql"))),
             writer.sql(QStringLiteral("a/b"), specs, jobProfile(QStringLiteral("job a/b")), {{QStringLiteral("src"), QStringLiteral("sink")}}));
    QCOMPARE(QString::fromUtf8(tree.value(QStringLiteral("a_b~2.job.sh"))),
             writer.shellScript(QStringLiteral("a/b"), jobProfile(QStringLiteral("job a/b")), QStringLiteral("a_b~2.job.sql")));
    QVERIFY(QFileInfo(QDir(options.outDir).filePath(QStringLiteral("a_b.job.sh"))).permissions() & QFile::ExeOwner);

    // One database by name writes the same paths.
    ExportOptions one;
    one.outDir = m_dir->filePath(QStringLiteral("one"));
    one.databases = QStringList{QStringLiteral("A_B")};
    const ExportResult single = Exporter(c, m_registry).runJobs(one);
    QVERIFY(single.complete());
    QCOMPARE(readTree(one.outDir).keys(), (QStringList{QStringLiteral("a_b.job.sh"), QStringLiteral("a_b.job.sql")}));

    // Cancelled before the second file: the first stays, nothing half-written.
    ExportOptions cancelled;
    cancelled.outDir = m_dir->filePath(QStringLiteral("cancelled"));
    const ExportResult stopped = Exporter(c, m_registry).runJobs(cancelled, [](int done, int, const QString &) { return done < 1; });
    QCOMPARE(stopped.outcome, ExportResult::Outcome::Cancelled);
    QCOMPARE(readTree(cancelled.outDir).keys(), QStringList{QStringLiteral("a_b~2.job.sql")});
}

void TestExporter::jobWithErrorsIsNotWritten()
{
    Catalog &c = *m_catalog;
    TableSpec sink = spec(QStringLiteral("sink"));
    sink.role = Role::Sink;
    sink.columns.append(ColumnSpec{QStringLiteral("extra"), QStringLiteral("INT"), {}, {}, false, true, {}});
    QVERIFY(c.put(QStringLiteral("default"), spec(QStringLiteral("src")), Catalog::NewTable).ok());
    QVERIFY(c.put(QStringLiteral("default"), sink, Catalog::NewTable).ok());
    QVERIFY(c.addWiring(QStringLiteral("default"), QStringLiteral("src"), QStringLiteral("sink")).ok());
    JobProfile profile = jobProfile(QStringLiteral("j"));
    profile.remove(QStringLiteral("jar"));
    QVERIFY(c.setJobProfile(QStringLiteral("default"), profile).ok());
    QVERIFY(c.createDatabase(QStringLiteral("fine")).ok());
    QVERIFY(c.put(QStringLiteral("fine"), spec(QStringLiteral("src")), Catalog::NewTable).ok());
    QVERIFY(c.setJobProfile(QStringLiteral("fine"), jobProfile(QStringLiteral("j"))).ok());

    ExportOptions options;
    options.outDir = m_dir->filePath(QStringLiteral("out"));
    const ExportResult result = Exporter(c, m_registry).runJobs(options);
    QCOMPARE(result.outcome, ExportResult::Outcome::Done);
    QVERIFY(!result.complete());
    // The missing jar and the sink column the source lacks; the other database is written.
    QCOMPARE(result.problems.size(), 2);
    for (const ExportProblem &p : result.problems) {
        QCOMPARE(p.database, QStringLiteral("default"));
        QCOMPARE(p.path, QStringLiteral("default.job.sql"));
        QVERIFY2(p.message.en.contains(QStringLiteral("default.job.sql was not written")), qPrintable(p.message.en));
        QVERIFY(p.message.zh.contains(QStringLiteral("未写入")));
    }
    QVERIFY(result.problems.at(0).message.en.contains(QStringLiteral("job/jar")));
    QVERIFY(result.problems.at(1).message.en.contains(QStringLiteral("wiring src -> sink")));
    // The finding alone, for a list that names database and files once (the designer's).
    QVERIFY2(result.problems.at(0).finding.en.startsWith(QStringLiteral("job/jar")), qPrintable(result.problems.at(0).finding.en));
    QVERIFY(result.problems.at(1).finding.zh.startsWith(QStringLiteral("wiring src -> sink")));
    for (const ExportProblem &p : result.problems)
        QVERIFY(!p.finding.en.contains(QStringLiteral("written")) && !p.finding.en.contains(QStringLiteral("default")));
    QCOMPARE(result.skipped.size(), 2); // the script and the command, both left out
    QCOMPARE(result.skipped.at(0).path, QStringLiteral("default.job.sql"));
    QCOMPARE(result.skipped.at(1).path, QStringLiteral("default.job.sh"));
    QCOMPARE(readTree(options.outDir).keys(), (QStringList{QStringLiteral("fine.job.sh"), QStringLiteral("fine.job.sql")}));
}

namespace {

/// The victim of the link tests, with bytes of its own.
testsupport::LinkVictim victimAt(const QString &path)
{
    return testsupport::LinkVictim(path, QByteArrayLiteral("the user's own file\n"));
}

void plantLink(const QString &target, const QString &link)
{
    QDir().mkpath(QFileInfo(link).absolutePath());
    if (!QFile::link(target, link))
        qFatal("cannot link %s", qPrintable(link));
}

/// A regular file (not a link) holding `needle`.
bool isRegularFileWith(const QString &path, const QByteArray &needle)
{
    const QFileInfo info(path);
    QFile f(path);
    return !info.isSymLink() && info.isFile() && f.open(QIODevice::ReadOnly) && f.readAll().contains(needle);
}

} // namespace

void TestExporter::linkInOutputIsReplaced_data()
{
    QTest::addColumn<bool>("perDatabase");
    QTest::addColumn<bool>("dangling");
    QTest::newRow("per table, link to a file") << false << false;
    QTest::newRow("per table, dangling link") << false << true;
    QTest::newRow("per database, link to a file") << true << false;
    QTest::newRow("per database, dangling link") << true << true;
}

void TestExporter::linkInOutputIsReplaced()
{
    QFETCH(bool, perDatabase);
    QFETCH(bool, dangling);
    QVERIFY(m_catalog->put(QStringLiteral("default"), spec(QStringLiteral("orders")), Catalog::NewTable).ok());
    const QString out = m_dir->filePath(QStringLiteral("out"));
    const QString elsewhere = m_dir->filePath(QStringLiteral("elsewhere"));
    QVERIFY(QDir().mkpath(elsewhere));
    const testsupport::LinkVictim victim = victimAt(elsewhere + QStringLiteral("/victim"));
    const QString missing = elsewhere + QStringLiteral("/created-by-export");
    const QString file = out + (perDatabase ? QStringLiteral("/default.sql") : QStringLiteral("/default/orders.sql"));
    plantLink(dangling ? missing : victim.path, file);

    ExportOptions options;
    options.outDir = out;
    options.perDatabase = perDatabase;
    const ExportResult result = Exporter(*m_catalog, m_registry).run(options);
    QVERIFY2(result.complete(), qPrintable(result.status.message(Language::En)));
    // The link became the exported file; what it pointed at is as it was (or still absent).
    QVERIFY(isRegularFileWith(file, "CREATE TABLE"));
    QVERIFY(victim.untouched());
    QVERIFY(!QFileInfo::exists(missing));
    QCOMPARE(QDir(elsewhere).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot), QStringList{QStringLiteral("victim")});
}

void TestExporter::folderLinkInOutputIsRefused()
{
    QVERIFY(m_catalog->put(QStringLiteral("default"), spec(QStringLiteral("orders")), Catalog::NewTable).ok());
    // A database exported before the linked one: the refusal comes before its files, not after.
    QVERIFY(m_catalog->createDatabase(QStringLiteral("a_first")).ok());
    QVERIFY(m_catalog->put(QStringLiteral("a_first"), spec(QStringLiteral("early")), Catalog::NewTable).ok());
    const QString out = m_dir->filePath(QStringLiteral("out"));
    const QString elsewhere = m_dir->filePath(QStringLiteral("elsewhere"));
    QVERIFY(QDir().mkpath(elsewhere));
    const testsupport::LinkVictim victim = victimAt(elsewhere + QStringLiteral("/orders.sql"));
    plantLink(elsewhere, out + QStringLiteral("/default"));

    const ExportResult result = exportAll(out);
    // Refused with the link named; nothing written through it, the link left for the user.
    QCOMPARE(result.outcome, ExportResult::Outcome::Failed);
    QVERIFY(result.status.isFileError());
    const QString message = result.status.message(Language::En);
    QVERIFY2(message.contains(QDir::toNativeSeparators(out + QStringLiteral("/default"))) && message.contains(QStringLiteral("is a link")),
             qPrintable(message));
    QVERIFY(result.status.message(Language::Zh).contains(QStringLiteral("链接")));
    QVERIFY(result.files.isEmpty());
    QVERIFY(victim.untouched());
    QCOMPARE(QDir(elsewhere).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot), QStringList{QStringLiteral("orders.sql")});
    QVERIFY(QFileInfo(out + QStringLiteral("/default")).isSymLink());
    QCOMPARE(QDir(out).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot), QStringList{QStringLiteral("default")});
}

void TestExporter::jobLinksInOutputAreReplaced()
{
    Catalog &c = *m_catalog;
    TableSpec sink = spec(QStringLiteral("sink"));
    sink.role = Role::Sink;
    QVERIFY(c.put(QStringLiteral("default"), spec(QStringLiteral("src")), Catalog::NewTable).ok());
    QVERIFY(c.put(QStringLiteral("default"), sink, Catalog::NewTable).ok());
    QVERIFY(c.addWiring(QStringLiteral("default"), QStringLiteral("src"), QStringLiteral("sink")).ok());
    QVERIFY(c.setJobProfile(QStringLiteral("default"), jobProfile(QStringLiteral("j"))).ok());
    const QString out = m_dir->filePath(QStringLiteral("out"));
    const QString elsewhere = m_dir->filePath(QStringLiteral("elsewhere"));
    QVERIFY(QDir().mkpath(elsewhere));
    const testsupport::LinkVictim victim = victimAt(elsewhere + QStringLiteral("/victim2"));
    const QString missing = elsewhere + QStringLiteral("/created-by-export");
    plantLink(victim.path, out + QStringLiteral("/default.job.sh"));
    plantLink(missing, out + QStringLiteral("/default.job.sql"));

    ExportOptions options;
    options.outDir = out;
    const ExportResult result = Exporter(c, m_registry).runJobs(options);
    QVERIFY2(result.complete(), qPrintable(result.status.message(Language::En)));
    QVERIFY(isRegularFileWith(out + QStringLiteral("/default.job.sh"), "flink"));
    QVERIFY(QFileInfo(out + QStringLiteral("/default.job.sh")).permissions() & QFile::ExeOwner);
    QVERIFY(isRegularFileWith(out + QStringLiteral("/default.job.sql"), "INSERT INTO"));
    // The victim keeps its bytes and its mode (no execute bit given through the link).
    QVERIFY(victim.untouched());
    QVERIFY(!QFileInfo::exists(missing));
}

void TestExporter::batchPutsFilesInPlaceAtCommit()
{
    const QString out = m_dir->filePath(QStringLiteral("batch"));
    QVERIFY(QDir().mkpath(out + QStringLiteral("/one")));
    {
        QFile old(out + QStringLiteral("/one/a.sql"));
        QVERIFY(old.open(QIODevice::WriteOnly));
        old.write("old a");
    }
    const OutputFolder folder(out);
    {
        OutputFolder::Batch batch(folder);
        LocalizedText error;
        QVERIFY(batch.add(QStringLiteral("one/a.sql"), "new a", FileKind::Text, &error));
        QVERIFY(batch.add(QStringLiteral("two/b.sh"), "new b", FileKind::Executable, &error));
        // Before the commit the names hold what they held; the new bytes are in temporaries.
        QMap<QString, QByteArray> before = readTree(out);
        QCOMPARE(before.take(QStringLiteral("one/a.sql")), QByteArray("old a"));
        QCOMPARE(before.size(), 2);
        for (auto it = before.cbegin(); it != before.cend(); ++it)
            QVERIFY2(QFileInfo(it.key()).fileName().startsWith(QStringLiteral(".streamtable-")), qPrintable(it.key()));
        QVERIFY(batch.commit(&error));
        QCOMPARE(batch.committed(), 2);
    }
    const QMap<QString, QByteArray> after = readTree(out);
    QCOMPARE(after, (QMap<QString, QByteArray>{{QStringLiteral("one/a.sql"), "new a"}, {QStringLiteral("two/b.sh"), "new b"}}));
    QVERIFY(QFileInfo(out + QStringLiteral("/two/b.sh")).isExecutable());

    // A batch destroyed without a commit leaves the old files and no temporary.
    {
        OutputFolder::Batch batch(folder);
        LocalizedText error;
        QVERIFY(batch.add(QStringLiteral("one/a.sql"), "newer a", FileKind::Text, &error));
        QVERIFY(batch.add(QStringLiteral("three/c.sql"), "c", FileKind::Text, &error));
    }
    QCOMPARE(readTree(out), after);
}

void TestExporter::batchRefusesFolderLinkedAfterAdd()
{
#ifdef Q_OS_UNIX
    const QString out = m_dir->filePath(QStringLiteral("swapped"));
    const QString elsewhere = m_dir->filePath(QStringLiteral("elsewhere"));
    const OutputFolder folder(out);
    OutputFolder::Batch batch(folder);
    LocalizedText error;
    QVERIFY(batch.add(QStringLiteral("a.sql"), "a", FileKind::Text, &error));
    QVERIFY(batch.add(QStringLiteral("db/b.sql"), "b", FileKind::Text, &error));
    // The folder is moved away and a link to it planted under its name before the commit.
    QVERIFY(QDir().rename(out + QStringLiteral("/db"), elsewhere));
    plantLink(elsewhere, out + QStringLiteral("/db"));
    QVERIFY(!batch.commit(&error));
    QVERIFY2(error.in(Language::En).contains(QStringLiteral("is a link")), qPrintable(error.in(Language::En)));
    // The file before it is in place; nothing was renamed through the link, and its temporary
    // (now in the moved folder) is gone.
    QCOMPARE(batch.committed(), 1);
    QCOMPARE(readTree(out), (QMap<QString, QByteArray>{{QStringLiteral("a.sql"), "a"}}));
    QCOMPARE(QDir(elsewhere).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot), QStringList());
#else
    QSKIP("links are Unix's here");
#endif
}

/// A folder is walked once for all the files of a batch: a link planted under its name after its
/// first file must not take the next files (nor their temporaries) to where it points, and the
/// commit refuses the folder, leaving nothing behind.
void TestExporter::batchWritesNothingThroughLinkPlantedBetweenFiles()
{
#ifdef Q_OS_UNIX
    const QString out = m_dir->filePath(QStringLiteral("planted"));
    const QString movedAway = m_dir->filePath(QStringLiteral("moved-away"));
    const QString pointedTo = m_dir->filePath(QStringLiteral("pointed-to"));
    QVERIFY(QDir().mkpath(pointedTo));
    const OutputFolder folder(out);
    OutputFolder::Batch batch(folder);
    LocalizedText error;
    QVERIFY(batch.add(QStringLiteral("db/a.sql"), "a", FileKind::Text, &error));
    QVERIFY(QDir().rename(out + QStringLiteral("/db"), movedAway));
    plantLink(pointedTo, out + QStringLiteral("/db"));
    QVERIFY(batch.add(QStringLiteral("db/b.sql"), "b", FileKind::Text, &error));
    QCOMPARE(QDir(pointedTo).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot), QStringList());
    QVERIFY(!batch.commit(&error));
    QVERIFY2(error.in(Language::En).contains(QStringLiteral("is a link")), qPrintable(error.in(Language::En)));
    QCOMPARE(batch.committed(), 0);
    QCOMPARE(QDir(pointedTo).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot), QStringList());
    QCOMPARE(QDir(movedAway).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot), QStringList());
#else
    QSKIP("links are Unix's here");
#endif
}

namespace {
#ifdef Q_OS_UNIX
/// The inode of `path` (not following a link): which file holds the name.
ino_t inodeOf(const QString &path)
{
    struct stat st;
    return ::lstat(QFile::encodeName(path).constData(), &st) == 0 ? st.st_ino : 0;
}
#endif

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}
}

void TestExporter::unchangedFilesAreKept()
{
#ifdef Q_OS_UNIX
    const QString out = m_dir->filePath(QStringLiteral("again"));
    QVERIFY(QDir().mkpath(out));
    const QString kept = out + QStringLiteral("/kept.sql");
    const QString changed = out + QStringLiteral("/changed.sql");
    const QString sameSize = out + QStringLiteral("/same-size.sql");
    const QString script = out + QStringLiteral("/run.sh");
    const QString hardLinked = out + QStringLiteral("/hard.sql");
    const QString otherName = m_dir->filePath(QStringLiteral("other-name.sql"));
    const QString softLinked = out + QStringLiteral("/soft.sql");
    const QString linkTarget = m_dir->filePath(QStringLiteral("link-target.sql"));
    QVERIFY(writeFile(kept, "CREATE TABLE a"));
    QVERIFY(writeFile(changed, "CREATE TABLE b"));
    QVERIFY(writeFile(sameSize, "CREATE TABLE c"));
    QVERIFY(writeFile(script, "flink run"));  // the same bytes, but not executable
    QVERIFY(writeFile(hardLinked, "CREATE TABLE h")); // the same bytes under a second name
    QCOMPARE(::link(QFile::encodeName(hardLinked).constData(), QFile::encodeName(otherName).constData()), 0);
    QVERIFY(writeFile(linkTarget, "CREATE TABLE s")); // the same bytes behind a link
    plantLink(linkTarget, softLinked);
    QVERIFY(QFile::setPermissions(kept, QFile::ReadOwner | QFile::WriteOwner | QFile::ReadGroup));
    const QMap<QString, ino_t> before{{kept, inodeOf(kept)},         {changed, inodeOf(changed)},   {sameSize, inodeOf(sameSize)},
                                      {script, inodeOf(script)},     {hardLinked, inodeOf(hardLinked)}, {softLinked, inodeOf(softLinked)}};

    const OutputFolder folder(out);
    // What a dry run says of each file (the designer asks only about those it would replace):
    // the same as the batch below does with it.
    QVERIFY(folder.holds(QStringLiteral("kept.sql"), "CREATE TABLE a", FileKind::Text));
    QVERIFY(!folder.holds(QStringLiteral("changed.sql"), "CREATE TABLE b2", FileKind::Text));
    QVERIFY(!folder.holds(QStringLiteral("same-size.sql"), "CREATE TABLE d", FileKind::Text));
    QVERIFY(!folder.holds(QStringLiteral("run.sh"), "flink run", FileKind::Executable));
    QVERIFY(folder.holds(QStringLiteral("run.sh"), "flink run", FileKind::Text));
    QVERIFY(!folder.holds(QStringLiteral("hard.sql"), "CREATE TABLE h", FileKind::Text));
    QVERIFY(!folder.holds(QStringLiteral("soft.sql"), "CREATE TABLE s", FileKind::Text));
    QVERIFY(!folder.holds(QStringLiteral("new.sql"), "CREATE TABLE n", FileKind::Text));
    QVERIFY(!folder.holds(QStringLiteral("missing/kept.sql"), "CREATE TABLE a", FileKind::Text));
    QVERIFY(!QFileInfo::exists(out + QStringLiteral("/missing"))); // looked at, not made

    OutputFolder::Batch batch(folder);
    LocalizedText error;
    QVERIFY(batch.add(QStringLiteral("kept.sql"), "CREATE TABLE a", FileKind::Text, &error));
    QVERIFY(batch.add(QStringLiteral("changed.sql"), "CREATE TABLE b2", FileKind::Text, &error));
    QVERIFY(batch.add(QStringLiteral("same-size.sql"), "CREATE TABLE d", FileKind::Text, &error));
    QVERIFY(batch.add(QStringLiteral("run.sh"), "flink run", FileKind::Executable, &error));
    QVERIFY(batch.add(QStringLiteral("hard.sql"), "CREATE TABLE h", FileKind::Text, &error));
    QVERIFY(batch.add(QStringLiteral("soft.sql"), "CREATE TABLE s", FileKind::Text, &error));
    QVERIFY(batch.add(QStringLiteral("new.sql"), "CREATE TABLE n", FileKind::Text, &error));
    QVERIFY(batch.commit(&error));
    QCOMPARE(batch.committed(), 7);

    QCOMPARE(readTree(out), (QMap<QString, QByteArray>{{QStringLiteral("kept.sql"), "CREATE TABLE a"},
                                                        {QStringLiteral("changed.sql"), "CREATE TABLE b2"},
                                                        {QStringLiteral("same-size.sql"), "CREATE TABLE d"},
                                                        {QStringLiteral("run.sh"), "flink run"},
                                                        {QStringLiteral("hard.sql"), "CREATE TABLE h"},
                                                        {QStringLiteral("soft.sql"), "CREATE TABLE s"},
                                                        {QStringLiteral("new.sql"), "CREATE TABLE n"}}));
    // The file that held its content already is the same file, with its own permissions.
    QCOMPARE(inodeOf(kept), before.value(kept));
    QCOMPARE(QFile::permissions(kept) & (QFile::ReadGroup | QFile::ReadOther), QFile::Permissions(QFile::ReadGroup));
    // Every other one was written anew: other bytes, an execute bit to give, a second name that
    // must not change with it, a link that must not be written through.
    for (const QString &path : {changed, sameSize, script, hardLinked, softLinked})
        QVERIFY2(inodeOf(path) != before.value(path), qPrintable(path));
    QVERIFY(QFileInfo(script).isExecutable());
    QVERIFY(!QFileInfo(softLinked).isSymLink());
    QVERIFY(isRegularFileWith(otherName, "CREATE TABLE h"));
    QVERIFY(isRegularFileWith(linkTarget, "CREATE TABLE s"));
#else
    QSKIP("inodes are Unix's here");
#endif
}

// Issue 49: a file holding a secret's value is readable and writable by its owner alone (0600)
// whatever the umask and whatever it replaces; one that holds the bytes already but that
// others may read is written anew so, not kept.
void TestExporter::secretFilesAreTheOwnersAlone()
{
    const QString out = m_dir->filePath(QStringLiteral("secret-out"));
    QVERIFY(QDir().mkpath(out));
    const QString open = out + QStringLiteral("/open.sql");
    QVERIFY(writeFile(open, "CREATE TABLE a"));
    QVERIFY(QFile::setPermissions(open, QFile::ReadOwner | QFile::WriteOwner | QFile::ReadGroup | QFile::ReadOther));
    const OutputFolder folder(out);
    QVERIFY(folder.holds(QStringLiteral("open.sql"), "CREATE TABLE a", FileKind::Text));
    QVERIFY(!folder.holds(QStringLiteral("open.sql"), "CREATE TABLE a", FileKind::Secret));
    const mode_t umaskBefore = ::umask(0); // the widest umask: a new file gets all the mode it is created with
    LocalizedText error;
    const bool written = folder.write(QStringLiteral("open.sql"), "CREATE TABLE a", FileKind::Secret, &error)
        && folder.write(QStringLiteral("new.sql"), "CREATE TABLE n", FileKind::Secret, &error)
        && folder.write(QStringLiteral("plain.sql"), "CREATE TABLE p", FileKind::Text, &error);
    ::umask(umaskBefore);
    QVERIFY2(written, qPrintable(error.en));
    struct stat st;
    for (const char *name : {"open.sql", "new.sql"}) {
        QCOMPARE(::stat(QFile::encodeName(out + QLatin1Char('/') + QLatin1String(name)).constData(), &st), 0);
        QCOMPARE(st.st_mode & 0777, mode_t(0600));
    }
    QCOMPARE(::stat(QFile::encodeName(out + QStringLiteral("/plain.sql")).constData(), &st), 0);
    QCOMPARE(st.st_mode & 0777, mode_t(0666));
    QVERIFY(folder.holds(QStringLiteral("open.sql"), "CREATE TABLE a", FileKind::Secret));
}

// Issue 49: an export killed in the middle (kill -9, a power cut) leaves its temporaries, some
// with secrets filled in; the next export into the folder removes those of processes that are
// gone, and those of the old unnamed form once they are an hour old, and nothing else.
void TestExporter::staleTemporariesAreRemoved()
{
    const QString out = m_dir->filePath(QStringLiteral("stale-out"));
    QVERIFY(QDir().mkpath(out + QStringLiteral("/db")));
    // A process id above any the kernel gives (pid_max is at most 2^22): no such process.
    const QStringList gone{QStringLiteral(".streamtable-2147483000-abc.tmp"), QStringLiteral("db/.streamtable-2147483001-x.tmp")};
    const QString oldUnnamed = QStringLiteral(".streamtable-1y2z3.tmp");
    const QString newUnnamed = QStringLiteral("db/.streamtable-9q8r.tmp");
    const QStringList kept{QStringLiteral(".streamtable-1-live.tmp"), // init runs
                           QStringLiteral(".streamtable-%1-mine.tmp").arg(QCoreApplication::applicationPid()), newUnnamed,
                           QStringLiteral("notes.tmp"), QStringLiteral(".streamtable-2147483000-abc.tmp.bak")};
    for (const QString &name : gone + kept + QStringList{oldUnnamed})
        QVERIFY(writeFile(out + QLatin1Char('/') + name, "password=planted"));
    const QDateTime twoHoursAgo = QDateTime::currentDateTimeUtc().addSecs(-7200);
    {
        QFile old(out + QLatin1Char('/') + oldUnnamed);
        QVERIFY(old.open(QIODevice::ReadWrite));
        QVERIFY(old.setFileTime(twoHoursAgo, QFileDevice::FileModificationTime));
    }
    const OutputFolder folder(out);
    LocalizedText error;
    QVERIFY2(folder.write(QStringLiteral("a.sql"), "CREATE TABLE a", FileKind::Text, &error)
                 && folder.write(QStringLiteral("db/b.sql"), "CREATE TABLE b", FileKind::Text, &error),
             qPrintable(error.en));
    for (const QString &name : gone + QStringList{oldUnnamed})
        QVERIFY2(!QFileInfo::exists(out + QLatin1Char('/') + name), qPrintable(name));
    for (const QString &name : kept)
        QVERIFY2(QFileInfo::exists(out + QLatin1Char('/') + name), qPrintable(name));
}

QTEST_GUILESS_MAIN(TestExporter)
#include "test_exporter.moc"

// Issue 52: a Paimon table lives in a lake catalog, the connection it names: an export writes
// the catalog's CREATE CATALOG ('type' = 'paimon' and its options, secrets filled in) and USE
// CATALOG before it (Paimon docs, "Flink: Quick Start": CREATE CATALOG my_catalog WITH ('type' =
// 'paimon', 'warehouse' = ...); USE CATALOG my_catalog;). One file a database writes the default
// catalog's tables first, then each catalog's, with the logical database made there too.
void TestExporter::lakeTablesComeAfterTheirCatalog()
{
    const SchemaRegistry registry = SchemaRegistry::loadDefault();
    Catalog &c = *m_catalog;
    // On the tables' own target, so that the job (run on the database's) may take them.
    QVERIFY(c.createDatabase(QStringLiteral("shop"), QString(), QStringLiteral("flink-1.20")).ok());
    for (const auto &[key, value] : {std::pair{"warehouse", "${secret:lake_warehouse}"}, {"metastore", "hive"}, {"uri", "thrift://hms-1:9083"}})
        QVERIFY(c.setConnectionOption(QStringLiteral("shop"), QStringLiteral("lake"), QStringLiteral("paimon"), QLatin1String(key), QLatin1String(value)).ok());
    TableSpec lake;
    QVERIFY(TableSpec::fromJsonText(testsupport::readFile(testsupport::sourcePath(QStringLiteral("schemas/examples/paimon-table.json"))), &lake, static_cast<QString *>(nullptr)));
    TableSpec generated;
    QVERIFY(TableSpec::fromJsonText(testsupport::readFile(testsupport::sourcePath(QStringLiteral("schemas/examples/datagen-source.json"))), &generated, static_cast<QString *>(nullptr)));
    // Saved in this order: the lake table first, yet written after the default catalog's.
    QVERIFY(c.put(QStringLiteral("shop"), lake, Catalog::NewTable).ok());
    QVERIFY(c.put(QStringLiteral("shop"), generated, Catalog::NewTable).ok());

    const QString catalogStatements = QStringLiteral(
        "CREATE CATALOG `lake` WITH (\n"
        "  'type' = 'paimon',\n"
        "  'warehouse' = 'hdfs:///warehouse/lake',\n"
        "  'metastore' = 'hive',\n"
        "  'uri' = 'thrift://hms-1:9083'\n"
        ");\n"
        "USE CATALOG `lake`;\n");
    ExportOptions options;
    options.outDir = m_dir->filePath(QStringLiteral("lake-out"));
    options.databases = QStringList{QStringLiteral("shop")};
    options.secrets.insert(QStringLiteral("lake_warehouse"), QStringLiteral("hdfs:///warehouse/lake"));
    ExportResult result = Exporter(c, registry).run(options);
    QVERIFY2(result.complete(), qPrintable(result.status.message().en));
    const QString lakeFile = QString::fromUtf8(testsupport::readFile(options.outDir + QStringLiteral("/shop/orders_lake.sql")));
    QVERIFY2(lakeFile.startsWith(catalogStatements + QStringLiteral("\n-- streamtable role: both\nCREATE TABLE `orders_lake` (")), qPrintable(lakeFile));
    QVERIFY(!QString::fromUtf8(testsupport::readFile(options.outDir + QStringLiteral("/shop/orders_gen.sql"))).contains(QStringLiteral("CATALOG")));
    // The warehouse was a secret: the file is its owner's alone.
    QVERIFY(std::any_of(result.files.cbegin(), result.files.cend(), [](const ExportedFile &f) { return f.path == QLatin1String("shop/orders_lake.sql") && f.holdsSecrets; }));

    options.perDatabase = true;
    options.outDir = m_dir->filePath(QStringLiteral("lake-one-file"));
    result = Exporter(c, registry).run(options);
    QVERIFY2(result.complete(), qPrintable(result.status.message().en));
    const QString all = QString::fromUtf8(testsupport::readFile(options.outDir + QStringLiteral("/shop.sql")));
    const int generatedAt = all.indexOf(QStringLiteral("CREATE TABLE `orders_gen`"));
    const int catalogAt = all.indexOf(catalogStatements + QStringLiteral("CREATE DATABASE IF NOT EXISTS `shop`;\nUSE `shop`;\n\n-- streamtable role: both\nCREATE TABLE `orders_lake`"));
    QVERIFY2(generatedAt > 0 && catalogAt > generatedAt, qPrintable(all));
    QCOMPARE(all.count(QStringLiteral("CREATE CATALOG")), 1);

    // Without the secret's value the lake table is not written, and says why.
    options.secrets.clear();
    options.perDatabase = false;
    options.outDir = m_dir->filePath(QStringLiteral("lake-no-secret"));
    result = Exporter(c, registry).run(options);
    QCOMPARE(result.problems.size(), 1);
    QVERIFY2(result.problems.constFirst().message.en.contains(QStringLiteral("lake_warehouse")), qPrintable(result.problems.constFirst().message.en));
    QVERIFY(!QFile::exists(options.outDir + QStringLiteral("/shop/orders_lake.sql")));

    // The job writing the lake table makes its catalog too, the warehouse filled in; without
    // the secret's value the script is not written, and the problem names the catalog.
    TableSpec feed = generated;
    feed.name = QStringLiteral("feed");
    feed.columns = lake.columns;
    feed.watermark = {};
    feed.options = {{QStringLiteral("rows-per-second"), QStringLiteral("5")}};
    QVERIFY(c.put(QStringLiteral("shop"), feed, Catalog::NewTable).ok());
    const JobProfile profile{{QStringLiteral("main-class"), QStringLiteral("org.example.Job")}, {QStringLiteral("job-name"), QStringLiteral("lake")},
                             {QStringLiteral("jar"), QStringLiteral("job.jar")}, {QStringLiteral("execution.checkpointing.interval"), QStringLiteral("1 min")}};
    QVERIFY(c.saveJob(QStringLiteral("shop"), StoredJob{profile, {{QStringLiteral("feed"), QStringLiteral("orders_lake")}}}, StoredJob{}).ok());
    options.outDir = m_dir->filePath(QStringLiteral("lake-job"));
    result = Exporter(c, registry).runJobs(options);
    QCOMPARE(result.problems.size(), 1);
    QVERIFY2(result.problems.constFirst().message.en.contains(QStringLiteral("shop: catalog lake: the secret lake_warehouse is not given")),
             qPrintable(result.problems.constFirst().message.en));
    options.secrets.insert(QStringLiteral("lake_warehouse"), QStringLiteral("hdfs:///warehouse/lake"));
    result = Exporter(c, registry).runJobs(options);
    QVERIFY2(result.problems.isEmpty(), qPrintable(result.problems.isEmpty() ? QString() : result.problems.constFirst().message.en));
    const QString script = QString::fromUtf8(testsupport::readFile(options.outDir + QStringLiteral("/shop.job.sql")));
    QVERIFY2(script.contains(QStringLiteral("CREATE CATALOG `lake` WITH (\n  'type' = 'paimon',\n  'warehouse' = 'hdfs:///warehouse/lake',")), qPrintable(script));
    QVERIFY2(script.contains(QStringLiteral("INSERT INTO `lake`.`shop`.`orders_lake`")), qPrintable(script));
}

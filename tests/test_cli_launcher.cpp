// The `streamtable` launcher (app/cli/launcher.cpp) answers `table list` and `db list` itself,
// without Qt, and hands everything else to the full program (the library libstreamtable-cli.so;
// streamtable-full is it as a program of its own). Every case here
// runs both on the same catalog, arguments and environment and compares what they print
// (standard output and error byte for byte, exit status): the full program is the reference,
// and test_cli_catalog's hand-written expectations check the full program and the launcher
// alike. A copy of the launcher alone in a folder, with no full program beside it, shows
// which cases it answers itself: those must print the same there, the others must fail saying
// that it cannot load the full program (so a launcher handing everything over would fail here).

#include "catalog/catalog.h"
#include "core/tablespec.h"
#include "testsupport.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

#include <memory>

using namespace st;

namespace {

using testsupport::ProcessRun;
using testsupport::runProcess;

/// Where two outputs first differ, for a failure message.
QByteArray firstDifference(const QByteArray &a, const QByteArray &b)
{
    const QList<QByteArray> left = a.split('\n'), right = b.split('\n');
    for (int i = 0; i < qMax(left.size(), right.size()); ++i) {
        if (left.value(i) != right.value(i))
            return "line " + QByteArray::number(i + 1) + ":\n  launcher: " + left.value(i) + "\n  full:     " + right.value(i);
    }
    return QByteArray();
}

TableSpec kafkaTable(const QString &name, Role role = Role::Source)
{
    TableSpec spec = testsupport::example(QStringLiteral("kafka-source"));
    spec.name = name;
    spec.role = role;
    return spec;
}

} // namespace

class TestCliLauncher : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void sameOutput_data();
    void sameOutput();
    void walInUseIsAnswered();
    void launcherNeedsNoQt();

private:
    QString path(const QString &relative) const { return m_dir->filePath(relative); }
    QProcessEnvironment baseEnvironment() const;
    void compareBoth(const QStringList &args, const QProcessEnvironment &env, bool answered);
    void buildMainCatalog();
    void buildOddCatalog();
    void runSql(const QString &file, const QStringList &statements);

    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_solo; ///< a copy of the launcher alone in a folder
};

QProcessEnvironment TestCliLauncher::baseEnvironment() const
{
    QProcessEnvironment env = testsupport::cliEnvironment(path(QStringLiteral("xdg")));
    for (const QString &name : env.keys()) {
        if (name.startsWith(QLatin1String("LC_")) || name == QLatin1String("LANG") || name == QLatin1String("LANGUAGE"))
            env.remove(name);
    }
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    env.insert(QStringLiteral("HOME"), path(QStringLiteral("home")));
    return env;
}

void TestCliLauncher::runSql(const QString &file, const QStringList &statements)
{
    const QString connection = QStringLiteral("raw-edit");
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
        db.setDatabaseName(file);
        QVERIFY(db.open());
        QSqlQuery query(db);
        for (const QString &sql : statements)
            QVERIFY2(query.exec(sql), qPrintable(sql + QStringLiteral(": ") + query.lastError().text()));
        db.close();
    }
    QSqlDatabase::removeDatabase(connection);
}

void TestCliLauncher::buildMainCatalog()
{
    // What the listings hold in daily use: ASCII, Chinese and full-width names, a Latin letter
    // with an accent (one column), every role, a second revision, comments with quotes.
    Catalog catalog;
    QVERIFY(catalog.open(path(QStringLiteral("main.sqlite"))).ok());
    QVERIFY(catalog.createDatabase(QStringLiteral("sales"), QStringLiteral("orders \"EU\" \\ 欧洲订单"), QStringLiteral("flink-2.0")).ok());
    QVERIFY(catalog.createDatabase(QStringLiteral("销售"), QStringLiteral("中文说明，全角：ＡＢＣ"), QString()).ok());
    QVERIFY(catalog.createDatabase(QStringLiteral("Mixed_Case"), QString(), QStringLiteral("mrs")).ok());
    QVERIFY(catalog.createDatabase(QStringLiteral("empty"), QString(), QString()).ok());
    for (const TableSpec &spec : {kafkaTable(QStringLiteral("orders")), kafkaTable(QStringLiteral("订单_汇总"), Role::Sink),
                                  kafkaTable(QStringLiteral("ＦＵＬＬ_width"), Role::Both), kafkaTable(QStringLiteral("Café")),
                                  kafkaTable(QStringLiteral("a_much_longer_table_name_than_the_others"))}) {
        QVERIFY(catalog.put(QStringLiteral("sales"), spec, Catalog::NewTable).ok());
    }
    TableSpec again = kafkaTable(QStringLiteral("orders"));
    again.comment = QStringLiteral("second revision");
    QVERIFY(catalog.put(QStringLiteral("sales"), again, 1).ok());
    QVERIFY(catalog.put(QStringLiteral("销售"), kafkaTable(QStringLiteral("日志")), Catalog::NewTable).ok());
    QVERIFY(catalog.put(QStringLiteral("Mixed_Case"), kafkaTable(QStringLiteral("T1")), Catalog::NewTable).ok());
}

void TestCliLauncher::buildOddCatalog()
{
    // What the launcher leaves to the full program: characters whose width needs Unicode's
    // tables, a comment with a line break (JSON escapes it), a role and times the catalog does
    // not write, text that is not UTF-8.
    const QString file = path(QStringLiteral("odd.sqlite"));
    {
        Catalog catalog;
        QVERIFY(catalog.open(file).ok());
        QVERIFY(catalog.createDatabase(QStringLiteral("lines"), QStringLiteral("line one\nline two"), QString()).ok());
        QVERIFY(catalog.createDatabase(QStringLiteral("marks"), QString(), QString()).ok());
        QVERIFY(catalog.createDatabase(QStringLiteral("stored"), QString(), QString()).ok());
        QVERIFY(catalog.put(QStringLiteral("lines"), kafkaTable(QStringLiteral("plain")), Catalog::NewTable).ok());
        QVERIFY(catalog.put(QStringLiteral("marks"), kafkaTable(QStringLiteral("cafe\u0301_combining")), Catalog::NewTable).ok());
        QVERIFY(catalog.put(QStringLiteral("marks"), kafkaTable(QStringLiteral("emoji_\U0001F600")), Catalog::NewTable).ok());
        for (const char *name : {"role", "other_form", "no_such_day", "not_utf8"})
            QVERIFY(catalog.put(QStringLiteral("stored"), kafkaTable(QString::fromLatin1(name)), Catalog::NewTable).ok());
    }
    runSql(file, {QStringLiteral("UPDATE tables SET role = 'dimension' WHERE name = 'role'"),
                  QStringLiteral("UPDATE tables SET saved_at = '2026-05-01T12:30:00+02:00' WHERE name = 'other_form'"),
                  QStringLiteral("UPDATE tables SET saved_at = '2100-02-29T00:00:00.000Z' WHERE name = 'no_such_day'"),
                  QStringLiteral("UPDATE tables SET name = CAST(X'6E6F745F75746638FF' AS TEXT) WHERE name = 'not_utf8'")});
}

void TestCliLauncher::initTestCase()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    QVERIFY(QDir().mkpath(path(QStringLiteral("solo"))));
    m_solo = path(QStringLiteral("solo/streamtable"));
    QVERIFY(QFile::copy(QStringLiteral(ST_CLI_PATH), m_solo));

    buildMainCatalog();
    buildOddCatalog();
    // The user's default catalog (no --catalog, no STREAMTABLE_CATALOG): HOME/.local/share/streamtable.
    QVERIFY(QDir().mkpath(path(QStringLiteral("home/.local/share/streamtable"))));
    QVERIFY(QFile::copy(path(QStringLiteral("main.sqlite")), path(QStringLiteral("home/.local/share/streamtable/catalog.sqlite"))));

    // Files the full program checks or refuses before reading.
    testsupport::writeFile(path(QStringLiteral("empty.sqlite")), QByteArray());
    QVERIFY(QDir().mkpath(path(QStringLiteral("folder.sqlite"))));
    QVERIFY(QFile::copy(path(QStringLiteral("main.sqlite")), path(QStringLiteral("rollback.sqlite"))));
    runSql(path(QStringLiteral("rollback.sqlite")), {QStringLiteral("PRAGMA journal_mode = DELETE")});
    QVERIFY(QFile::copy(path(QStringLiteral("main.sqlite")), path(QStringLiteral("foreign.sqlite"))));
    runSql(path(QStringLiteral("foreign.sqlite")), {QStringLiteral("PRAGMA application_id = 42")});
    // A -wal with content that nobody has in use (left by a crash): copied while a connection
    // of this process holds an un-checkpointed change.
    {
        const QString connection = QStringLiteral("left-wal");
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
            QVERIFY(QFile::copy(path(QStringLiteral("main.sqlite")), path(QStringLiteral("walsource.sqlite"))));
            db.setDatabaseName(path(QStringLiteral("walsource.sqlite")));
            QVERIFY(db.open());
            QSqlQuery query(db);
            QVERIFY(query.exec(QStringLiteral("PRAGMA wal_autocheckpoint = 0")));
            QVERIFY(query.exec(QStringLiteral("UPDATE databases SET comment = 'from the wal' WHERE name = 'empty'")));
            QVERIFY(QFile::copy(path(QStringLiteral("walsource.sqlite")), path(QStringLiteral("leftwal.sqlite"))));
            QVERIFY(QFile::copy(path(QStringLiteral("walsource.sqlite-wal")), path(QStringLiteral("leftwal.sqlite-wal"))));
            QVERIFY(QFileInfo(path(QStringLiteral("leftwal.sqlite-wal"))).size() > 0);
            db.close();
        }
        QSqlDatabase::removeDatabase(connection);
    }
    QVERIFY(QDir().mkpath(path(QStringLiteral("schemas"))));
    {
        Catalog none;
        QVERIFY(none.open(path(QStringLiteral("nodatabase.sqlite"))).ok());
        QVERIFY(none.dropDatabase(QStringLiteral("default"), false).ok());
    }
}

void TestCliLauncher::sameOutput_data()
{
    QTest::addColumn<QStringList>("args"); ///< "@name" is the file m_dir/name
    QTest::addColumn<QStringList>("environment"); ///< "NAME=value" set, "-NAME" removed
    QTest::addColumn<bool>("answered"); ///< by the launcher alone

    const auto row = [](const char *name, std::initializer_list<const char *> args, std::initializer_list<const char *> env, bool answered) {
        QTest::newRow(name) << testsupport::strings(args) << testsupport::strings(env) << answered;
    };
    // Qt 5 reads the command line in the locale's encoding, which the launcher leaves to it.
    constexpr bool utf8Arguments = QT_VERSION >= QT_VERSION_CHECK(6, 0, 0);

    // Answered by the launcher: the listings of a sound catalog file.
    row("db list", {"--catalog", "@main.sqlite", "db", "list"}, {}, true);
    row("db list --json", {"--catalog", "@main.sqlite", "db", "list", "--json"}, {}, true);
    row("db list --lang zh", {"--lang", "zh", "--catalog", "@main.sqlite", "db", "list"}, {}, true);
    row("db list, LANG zh", {"--catalog", "@main.sqlite", "db", "list"}, {"-LC_ALL", "LANG=zh_CN.UTF-8"}, true);
    row("db list, LC_MESSAGES zh over LANG", {"--catalog", "@main.sqlite", "db", "list"}, {"-LC_ALL", "LANG=en_US.UTF-8", "LC_MESSAGES=zh_CN"}, true);
    row("db list, LC_ALL zh_TW", {"--catalog", "@main.sqlite", "db", "list"}, {"LC_ALL=zh_TW.UTF-8"}, true);
    row("db list, LC_ALL fr", {"--catalog", "@main.sqlite", "db", "list"}, {"LC_ALL=fr_FR.UTF-8"}, true);
    row("db list, no locale at all", {"--catalog", "@main.sqlite", "db", "list"}, {"-LC_ALL"}, true);
    row("db list, lines in a comment", {"--catalog", "@odd.sqlite", "db", "list"}, {}, true);
    row("db list, no databases", {"--catalog", "@nodatabase.sqlite", "db", "list"}, {}, true);
    row("db list --json, no databases", {"--json", "--catalog", "@nodatabase.sqlite", "db", "list"}, {}, true);
    row("table list", {"--catalog", "@main.sqlite", "table", "list", "sales"}, {}, true);
    row("table list, name in capitals", {"--catalog", "@main.sqlite", "table", "list", "SALES"}, {}, true);
    row("table list --json", {"--json", "--catalog", "@main.sqlite", "table", "list", "sales"}, {}, true);
    row("table list, options after", {"table", "list", "sales", "--lang", "zh", "--catalog", "@main.sqlite", "--json", "--json"}, {}, true);
    row("table list --lang zh", {"--lang", "ZH_cn", "--catalog", "@main.sqlite", "table", "list", "sales"}, {}, true);
    row("table list, Chinese database", {"--catalog", "@main.sqlite", "table", "list", "销售"}, {}, utf8Arguments);
    row("table list, Chinese database, zh", {"--lang", "zh", "--catalog", "@main.sqlite", "table", "list", "销售"}, {}, utf8Arguments);
    row("table list, empty database", {"--catalog", "@main.sqlite", "table", "list", "empty"}, {}, true);
    row("table list --json, empty database", {"--json", "--catalog", "@main.sqlite", "table", "list", "empty"}, {}, true);
    row("table list, lines in its database's comment", {"--catalog", "@odd.sqlite", "table", "list", "lines"}, {}, true);
    row("table list --schemas", {"--schemas", "@schemas", "--catalog", "@main.sqlite", "table", "list", "Mixed_Case"}, {}, true);
    row("STREAMTABLE_CATALOG", {"table", "list", "sales"}, {"STREAMTABLE_CATALOG=@main.sqlite"}, true);
    row("the default catalog", {"db", "list"}, {"-XDG_DATA_HOME"}, true);

    // Handed over: errors, checks, and text the launcher does not measure.
    row("no such database", {"--catalog", "@main.sqlite", "table", "list", "nope"}, {}, false);
    row("no such database, zh", {"--lang", "zh", "--catalog", "@main.sqlite", "table", "list", "nope"}, {}, false);
    row("combining marks and emoji", {"--catalog", "@odd.sqlite", "table", "list", "marks"}, {}, false);
    row("unknown role, other time form, no such day, not UTF-8", {"--catalog", "@odd.sqlite", "table", "list", "stored"}, {}, false);
    row("line break in JSON", {"--json", "--catalog", "@odd.sqlite", "db", "list"}, {}, false);
    row("db list --schemas (the default target)", {"--schemas", "@schemas", "--catalog", "@main.sqlite", "db", "list"}, {}, false);
    row("db list STREAMTABLE_SCHEMAS", {"--catalog", "@main.sqlite", "db", "list"}, {"STREAMTABLE_SCHEMAS=@schemas"}, false);
    row("XDG_DATA_HOME", {"db", "list"}, {}, false);
    row("LANGUAGE alone", {"--catalog", "@main.sqlite", "db", "list"}, {"-LC_ALL", "LANGUAGE=zh_CN"}, false);
    row("LC_NUMERIC alone", {"--catalog", "@main.sqlite", "db", "list"}, {"-LC_ALL", "LC_NUMERIC=zh_CN.UTF-8"}, false);
    row("--lang fr", {"--lang", "fr", "--catalog", "@main.sqlite", "db", "list"}, {}, false);
    row("--lang without value", {"--catalog", "@main.sqlite", "db", "list", "--lang"}, {}, false);
    row("--catalog twice", {"--catalog", "@main.sqlite", "--catalog", "@odd.sqlite", "db", "list"}, {}, false);
    row("table list without database", {"--catalog", "@main.sqlite", "table", "list"}, {}, false);
    row("table list two databases", {"--catalog", "@main.sqlite", "table", "list", "sales", "empty"}, {}, false);
    row("table list unknown option", {"--catalog", "@main.sqlite", "table", "list", "sales", "--all"}, {}, false);
    row("table list --", {"--catalog", "@main.sqlite", "table", "list", "--", "sales"}, {}, false);
    row("db list extra", {"--catalog", "@main.sqlite", "db", "list", "sales"}, {}, false);
    row("-h", {"--catalog", "@main.sqlite", "db", "list", "-h"}, {}, false);
    row("--version", {"--version"}, {}, false);
    row("table show", {"--catalog", "@main.sqlite", "table", "show", "sales", "orders"}, {}, false);
    row("empty file", {"--catalog", "@empty.sqlite", "db", "list"}, {}, false);
    row("a folder", {"--catalog", "@folder.sqlite", "db", "list"}, {}, false);
    row("no such file", {"--catalog", "@missing/catalog.sqlite", "db", "list"}, {}, false);
    row("not in WAL mode", {"--catalog", "@rollback.sqlite", "table", "list", "sales"}, {}, false);
    row("another program's database", {"--catalog", "@foreign.sqlite", "db", "list"}, {}, false);
    row("a -wal nobody has in use", {"--catalog", "@leftwal.sqlite", "db", "list"}, {}, false);
    row("a server", {"--catalog", "postgresql://nobody@127.0.0.1:1/catalog", "db", "list"}, {"PGCONNECT_TIMEOUT=2"}, false);
}

void TestCliLauncher::compareBoth(const QStringList &args, const QProcessEnvironment &env, bool answered)
{
    const ProcessRun launcher = runProcess(QStringLiteral(ST_CLI_PATH), args, env);
    const ProcessRun full = runProcess(QStringLiteral(ST_CLI_FULL_PATH), args, env);
    QVERIFY2(full.exitCode >= 0, full.err.constData());
    QVERIFY2(launcher.out == full.out, firstDifference(launcher.out, full.out).constData());
    QVERIFY2(launcher.err == full.err, firstDifference(launcher.err, full.err).constData());
    QCOMPARE(launcher.exitCode, full.exitCode);

    const ProcessRun solo = runProcess(m_solo, args, env);
    if (answered) {
        QVERIFY2(solo.exitCode == 0 && solo.err.isEmpty(), solo.err.constData());
        QVERIFY2(solo.out == full.out, firstDifference(solo.out, full.out).constData());
    } else {
        QCOMPARE(solo.exitCode, 2);
        QVERIFY2(solo.out.isEmpty(), solo.out.constData());
        QVERIFY2(solo.err.startsWith("streamtable: cannot load the program's library ") && solo.err.contains("libstreamtable-cli.so"),
                 solo.err.constData());
    }
}

void TestCliLauncher::sameOutput()
{
    QFETCH(QStringList, args);
    QFETCH(QStringList, environment);
    QFETCH(bool, answered);
    const auto expand = [this](const QString &text) {
        return text.startsWith(QLatin1Char('@')) ? path(text.mid(1)) : text;
    };
    for (QString &arg : args)
        arg = expand(arg);
    QProcessEnvironment env = baseEnvironment();
    for (const QString &change : std::as_const(environment)) {
        if (change.startsWith(QLatin1Char('-'))) {
            env.remove(change.mid(1));
        } else {
            const int equals = change.indexOf(QLatin1Char('='));
            env.insert(change.left(equals), expand(change.mid(equals + 1)));
        }
    }
    compareBoth(args, env, answered);
}

void TestCliLauncher::walInUseIsAnswered()
{
    // The designer has the catalog open with a change not yet checkpointed into the file: the
    // launcher reads it through the -wal, as the full program does, without checking the file.
    const QString file = path(QStringLiteral("inuse.sqlite"));
    QVERIFY(QFile::copy(path(QStringLiteral("main.sqlite")), file));
    Catalog designer;
    QVERIFY(designer.open(file).ok());
    QVERIFY(designer.put(QStringLiteral("empty"), kafkaTable(QStringLiteral("saved_by_the_designer")), Catalog::NewTable).ok());
    QVERIFY(QFileInfo(file + QStringLiteral("-wal")).size() > 0);
    const QStringList args{QStringLiteral("--catalog"), file, QStringLiteral("table"), QStringLiteral("list"), QStringLiteral("empty")};
    compareBoth(args, baseEnvironment(), true);
    const ProcessRun solo = runProcess(m_solo, args, baseEnvironment());
    QVERIFY2(solo.out.contains("saved_by_the_designer"), solo.out.constData());
}

void TestCliLauncher::launcherNeedsNoQt()
{
    // The point of the launcher: neither Qt nor the C++ library is loaded for a listing, and
    // SQLite only for one (dlopen), not for a command handed over.
    QProcess readelf;
    readelf.start(QStringLiteral("readelf"), {QStringLiteral("--dynamic"), QStringLiteral(ST_CLI_PATH)});
    QVERIFY2(readelf.waitForFinished(30000) && readelf.exitCode() == 0, "readelf (binutils) is needed for this test");
    const QByteArray dynamic = readelf.readAllStandardOutput();
    QVERIFY2(dynamic.contains("(NEEDED)") && dynamic.contains("libc.so"), dynamic.constData());
    QVERIFY2(!dynamic.contains("libQt") && !dynamic.contains("libstdc++") && !dynamic.contains("libsqlite3"), dynamic.constData());
}

QTEST_GUILESS_MAIN(TestCliLauncher)
#include "test_cli_launcher.moc"

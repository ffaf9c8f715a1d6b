// The designer's command line, as a user types it in a terminal: the built
// streamtable-designer run as a process without any display, so --help, --version and a bad
// option must answer before a window (or a display) is needed.

#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QTest>

namespace {

struct Run
{
    int exitCode = -1;
    QString out;
    QString err;
};

} // namespace

class TestDesignerCommandLine : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_home;

    Run run(const QString &program, const QStringList &arguments) const
    {
        QProcess process;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        for (const char *name : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM", "STREAMTABLE_CATALOG", "LANGUAGE", "LC_MESSAGES"})
            env.remove(QLatin1String(name));
        env.insert(QStringLiteral("HOME"), m_home.path()); // no settings of the user's
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_home.filePath(QStringLiteral("config")));
        env.insert(QStringLiteral("XDG_DATA_HOME"), m_home.filePath(QStringLiteral("data")));
        env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
        process.setProcessEnvironment(env);
        process.start(program, arguments);
        Run result;
        if (!process.waitForFinished(20000)) {
            process.kill();
            process.waitForFinished();
            return result;
        }
        result.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
        result.out = QString::fromUtf8(process.readAllStandardOutput());
        result.err = QString::fromUtf8(process.readAllStandardError());
        return result;
    }

    Run designer(const QStringList &arguments) const { return run(QStringLiteral(ST_DESIGNER_PATH), arguments); }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_home.isValid()); }

    void helpWithoutADisplay_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::newRow("--help") << QStringList{QStringLiteral("--help")};
        QTest::newRow("-h") << QStringList{QStringLiteral("-h")};
        QTest::newRow("after an option") << QStringList{QStringLiteral("--catalog"), QStringLiteral("x.sqlite"), QStringLiteral("--help")};
    }

    void helpWithoutADisplay()
    {
        QFETCH(QStringList, arguments);
        const Run r = designer(arguments);
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.err, QString());
        QVERIFY2(r.out.startsWith(QStringLiteral("Usage: streamtable-designer [--catalog FILE] [--schemas DIR] [--lang en|zh]\n")), qPrintable(r.out));
        for (const char *words : {"--catalog FILE", "STREAMTABLE_CATALOG", "the catalog opened last", "--schemas DIR",
                                  "STREAMTABLE_SCHEMAS", "--lang en|zh", "--version", "streamtable --help"})
            QVERIFY2(r.out.contains(QLatin1String(words)), words);
        QVERIFY(!QFileInfo::exists(m_home.filePath(QStringLiteral("x.sqlite"))));
    }

    void helpInChinese()
    {
        const Run r = designer({QStringLiteral("--lang"), QStringLiteral("zh"), QStringLiteral("--help")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.startsWith(QStringLiteral("用法：streamtable-designer [--catalog 文件] [--schemas 文件夹] [--lang en|zh]\n")), qPrintable(r.out));
    }

    /// The designer names its options as the CLI does.
    void optionsAsTheCliNamesThem()
    {
        const Run cli = run(QStringLiteral(ST_CLI_PATH), {QStringLiteral("--help")});
        QCOMPARE(cli.exitCode, 0);
        QVERIFY(cli.out.startsWith(QStringLiteral("Usage: streamtable [--catalog FILE] [--schemas DIR] [--lang en|zh]")));
        const Run cliVersion = run(QStringLiteral(ST_CLI_PATH), {QStringLiteral("--version")});
        const Run version = designer({QStringLiteral("--version")});
        QCOMPARE(version.out.section(QLatin1Char(' '), 1), cliVersion.out.section(QLatin1Char(' '), 1));
    }

    void version()
    {
        const Run r = designer({QStringLiteral("--version")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, QStringLiteral("streamtable-designer " ST_VERSION "\n"));
        QCOMPARE(r.err, QString());
    }

    void badOptions_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("error");
        QTest::newRow("unknown option") << QStringList{QStringLiteral("--bogus")}
                                        << "streamtable-designer: unknown option \"--bogus\"; see streamtable-designer --help\n";
        QTest::newRow("unknown option, with --help after it") << QStringList{QStringLiteral("--catlog"), QStringLiteral("x"), QStringLiteral("--help")}
                                        << "streamtable-designer: unknown option \"--catlog\"; see streamtable-designer --help\n";
        QTest::newRow("unknown option in Chinese") << QStringList{QStringLiteral("--lang"), QStringLiteral("zh"), QStringLiteral("--bogus")}
                                                   << QStringLiteral("streamtable-designer: 未知选项“--bogus”；参见 streamtable-designer --help\n");
        QTest::newRow("missing value") << QStringList{QStringLiteral("--catalog")} << "streamtable-designer: --catalog needs a value\n";
        QTest::newRow("empty value") << QStringList{QStringLiteral("--schemas=")} << "streamtable-designer: --schemas needs a value\n";
        QTest::newRow("bad language") << QStringList{QStringLiteral("--lang"), QStringLiteral("fr")}
                                      << "streamtable-designer: --lang takes en or zh, not \"fr\"\n";
        QTest::newRow("a file without --catalog") << QStringList{QStringLiteral("shop.sqlite")}
                                                  << "streamtable-designer: unexpected argument \"shop.sqlite\" (a catalog is opened with "
                                                     "--catalog FILE); see streamtable-designer --help\n";
    }

    void badOptions()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, error);
        const Run r = designer(arguments);
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(r.err, error);
        QCOMPARE(r.out, QString());
    }

    /// Good options and no display: the one-line explanation, as before.
    void goodOptionsStillNeedADisplay()
    {
        const Run r = designer({QStringLiteral("--catalog"), m_home.filePath(QStringLiteral("c.sqlite")), QStringLiteral("--lang"), QStringLiteral("en")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.startsWith(QStringLiteral("streamtable-designer: no display")), qPrintable(r.err));
        QVERIFY(!QFileInfo::exists(m_home.filePath(QStringLiteral("c.sqlite"))));
    }
};

QTEST_GUILESS_MAIN(TestDesignerCommandLine)
#include "test_designer_commandline.moc"

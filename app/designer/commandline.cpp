#include "commandline.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QCoreApplication>

namespace st {

namespace {

QString helpText(Language lang)
{
    return localized("Usage: streamtable-designer [--catalog FILE] [--schemas DIR] [--lang en|zh]\n"
        "\n"
        "The window of StreamTable Designer: define Flink stream tables, keep them in a catalog,\n"
        "export their Flink SQL.\n"
        "\n"
        "  --catalog FILE   the catalog file to open (a new file name creates a new catalog);\n"
        "                   without it: STREAMTABLE_CATALOG when set, else the catalog opened last\n"
        "                   (File > Open catalog...), else the file in the application data folder\n"
        "  --schemas DIR    extra connector schemas (may be given more than once; STREAMTABLE_SCHEMAS too)\n"
        "  --lang en|zh     the language of the window (remembered for the next start)\n"
        "  -h, --help       print this help\n"
        "  --version        print the version\n"
        "\n"
        "Exit status: 0 success, 2 usage error or a catalog that cannot be opened.\n"
        "Everything that needs no window: streamtable --help\n",
        "用法：streamtable-designer [--catalog 文件] [--schemas 文件夹] [--lang en|zh]\n"
        "\n"
        "StreamTable Designer 的窗口：定义 Flink 流表，保存在目录库中，导出其 Flink SQL。\n"
        "\n"
        "  --catalog 文件    要打开的目录库文件（新文件名会创建新目录库）；\n"
        "                   未给出时：使用 STREAMTABLE_CATALOG（如已设置），否则使用上次打开的目录库\n"
        "                   （文件 > 打开目录库...），否则使用应用数据文件夹中的文件\n"
        "  --schemas 文件夹  额外的连接器定义（可多次给出；也可用 STREAMTABLE_SCHEMAS）\n"
        "  --lang en|zh     窗口的语言（下次启动时沿用）\n"
        "  -h, --help       显示此帮助\n"
        "  --version        显示版本\n"
        "\n"
        "退出状态：0 成功，2 用法错误或目录库无法打开。\n"
        "无需窗口的功能：streamtable --help\n").in(lang);
}

/// The argument as the user wrote it that names option `name` (for the error message).
QString writtenOption(const QStringList &arguments, const QString &name)
{
    for (const QString &arg : arguments) {
        QString bare = arg.section(QLatin1Char('='), 0, 0);
        const QString dashes = bare.startsWith(QLatin1String("--")) ? QStringLiteral("--") : QStringLiteral("-");
        bare.remove(0, dashes.size());
        if (bare == name)
            return dashes + name;
    }
    return QStringLiteral("--") + name;
}

/// The --lang values of a command line the parser refused, so that its error is in that language.
QStringList rawLangValues(const QStringList &arguments)
{
    QStringList values;
    for (int i = 1; i < arguments.size(); ++i) {
        const QString &arg = arguments.at(i);
        if ((arg == QLatin1String("--lang") || arg == QLatin1String("-lang")) && i + 1 < arguments.size())
            values << arguments.at(i + 1);
        else if (arg.startsWith(QLatin1String("--lang=")) || arg.startsWith(QLatin1String("-lang=")))
            values << arg.section(QLatin1Char('='), 1);
    }
    return values;
}

DesignerCommandLine error(const QString &message)
{
    DesignerCommandLine result;
    result.action = DesignerCommandLine::Action::Error;
    result.text = QStringLiteral("streamtable-designer: ") + message + QLatin1Char('\n');
    return result;
}

QString seeHelp(Language lang)
{
    return localized("; see streamtable-designer --help", "；参见 streamtable-designer --help").in(lang);
}

} // namespace

DesignerCommandLine DesignerCommandLine::parse(const QStringList &arguments)
{
    QCommandLineParser parser;
    // Qt's own options are single-dash words (-platform, -style): read them as such.
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const QCommandLineOption catalogOption(QStringLiteral("catalog"), QString(), QStringLiteral("FILE"));
    const QCommandLineOption schemasOption(QStringLiteral("schemas"), QString(), QStringLiteral("DIR"));
    const QCommandLineOption langOption(QStringLiteral("lang"), QString(), QStringLiteral("en|zh"));
    const QCommandLineOption helpOption(QStringList{QStringLiteral("h"), QStringLiteral("help")});
    const QCommandLineOption versionOption(QStringLiteral("version"));
    parser.addOptions({catalogOption, schemasOption, langOption, helpOption, versionOption});
    // QGuiApplication's and QApplication's options: accepted here, taken by QApplication.
    for (const char *name : {"platform", "platformpluginpath", "platformtheme", "plugin", "qwindowgeometry", "qwindowicon",
                             "qwindowtitle", "session", "display", "geometry", "title", "icon", "name", "style",
                             "stylesheet", "qmljsdebugger", "visual"}) {
        QCommandLineOption qtOption(QString::fromLatin1(name), QString(), QStringLiteral("value"));
#if QT_VERSION >= QT_VERSION_CHECK(5, 8, 0)
        qtOption.setFlags(QCommandLineOption::HiddenFromHelp);
#endif
        parser.addOption(qtOption);
    }
    for (const char *name : {"reverse", "widgetcount", "nograb", "dograb", "sync", "testability"}) {
        QCommandLineOption qtOption{QString::fromLatin1(name)};
#if QT_VERSION >= QT_VERSION_CHECK(5, 8, 0)
        qtOption.setFlags(QCommandLineOption::HiddenFromHelp);
#endif
        parser.addOption(qtOption);
    }

    // Messages in the --lang language when it is readable, else the environment's.
    Language lang = languageFromEnvironment();
    const bool parsed = parser.parse(arguments);
    const QStringList langValues = parsed ? parser.values(langOption) : rawLangValues(arguments);
    Language chosen = lang;
    if (!langValues.isEmpty() && parseLanguage(langValues.constLast(), &chosen))
        lang = chosen;

    if (!parsed) {
        if (!parser.unknownOptionNames().isEmpty()) {
            const QString option = writtenOption(arguments, parser.unknownOptionNames().constFirst());
            return error(localized("unknown option \"%1\"", "未知选项“%1”").in(lang).arg(option) + seeHelp(lang));
        }
        // The other failure: a value option last, without its value.
        QString name = arguments.value(arguments.size() - 1);
        while (name.startsWith(QLatin1Char('-')))
            name.remove(0, 1);
        return error(localized("%1 needs a value", "%1 需要一个值").in(lang).arg(writtenOption(arguments, name)));
    }
    if (parser.isSet(helpOption)) {
        DesignerCommandLine result;
        result.action = Action::Help;
        result.text = helpText(lang);
        return result;
    }
    if (parser.isSet(versionOption)) {
        DesignerCommandLine result;
        result.action = Action::Version;
        result.text = QStringLiteral("streamtable-designer ") + QCoreApplication::applicationVersion() + QLatin1Char('\n');
        return result;
    }
    if (!parser.positionalArguments().isEmpty()) {
        return error(localized("unexpected argument \"%1\" (a catalog is opened with --catalog FILE)",
                                                  "多余的参数“%1”（打开目录库请用 --catalog 文件）").in(lang)
                               .arg(parser.positionalArguments().constFirst()) + seeHelp(lang));
    }

    DesignerCommandLine result;
    for (const QCommandLineOption *option : {&catalogOption, &schemasOption, &langOption}) {
        for (const QString &value : parser.values(*option)) {
            if (value.isEmpty())
                return error(localized("%1 needs a value", "%1 需要一个值").in(lang).arg(writtenOption(arguments, option->names().constFirst())));
        }
    }
    if (!langValues.isEmpty()) {
        if (!parseLanguage(langValues.constLast(), &result.language))
            return error(localized("--lang takes en or zh, not \"%1\"", "--lang 只接受 en 或 zh，而不是“%1”").in(lang).arg(langValues.constLast()));
        result.languageGiven = true;
    }
    const QStringList catalogs = parser.values(catalogOption);
    result.catalog = catalogs.isEmpty() ? QString() : catalogs.constLast();
    result.schemaDirs = parser.values(schemasOption);
    result.platformGiven = parser.isSet(QStringLiteral("platform"));
    return result;
}

} // namespace st

#include "languagemanager.h"
#include "mainwindow.h"

#include <QApplication>
#include <QMessageBox>
#include <QStandardPaths>

#include <cstdio>

namespace {

/// Qt aborts with a long message when it finds no display; say it in one line instead.
bool haveDisplay()
{
#if defined(Q_OS_UNIX) && !defined(Q_OS_MACOS)
    const bool platformChosen = !qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM");
    return platformChosen || !qEnvironmentVariableIsEmpty("DISPLAY") || !qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY");
#else
    return true;
#endif
}

QString optionValue(const QStringList &args, const QString &name)
{
    const int i = args.indexOf(name);
    return i >= 0 && i + 1 < args.size() ? args.at(i + 1) : QString();
}

} // namespace

int main(int argc, char *argv[])
{
    if (!haveDisplay()) {
        std::fputs("streamtable-designer: no display (neither DISPLAY nor WAYLAND_DISPLAY is set). "
                   "Start it in a desktop session, or without one under a virtual screen: "
                   "xvfb-run streamtable-designer\n",
                   stderr);
        return 2;
    }
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("streamtable"));
    QApplication::setApplicationDisplayName(QStringLiteral("StreamTable Designer"));
    QApplication::setOrganizationName(QStringLiteral("StreamTable"));
    QApplication::setApplicationVersion(QStringLiteral(STREAMTABLE_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("io.github.streamtable.designer"));

    const QStringList args = QApplication::arguments();
    if (args.contains(QStringLiteral("--help")) || args.contains(QStringLiteral("-h"))) {
        std::fputs("Usage: streamtable-designer [--catalog FILE] [--schemas DIR] [--lang en|zh]\n"
                   "The catalog defaults to the application data folder; STREAMTABLE_CATALOG overrides it.\n",
                   stdout);
        return 0;
    }

    st::LanguageManager languages;
    st::Language lang = st::LanguageManager::initialLanguage();
    const QString langOption = optionValue(args, QStringLiteral("--lang"));
    if (!langOption.isEmpty() && !st::parseLanguage(langOption, &lang)) {
        std::fprintf(stderr, "streamtable-designer: --lang takes en or zh, not \"%s\"\n", qPrintable(langOption));
        return 2;
    }
    languages.setLanguage(lang);

    QStringList schemaDirs = st::SchemaRegistry::environmentDirs();
    if (!optionValue(args, QStringLiteral("--schemas")).isEmpty())
        schemaDirs << optionValue(args, QStringLiteral("--schemas"));
    const st::SchemaRegistry registry = st::SchemaRegistry::loadDefault(schemaDirs);

    st::Catalog catalog;
    const QString catalogOption = optionValue(args, QStringLiteral("--catalog"));
    const QString path = st::Catalog::resolvePath(catalogOption);
    const bool defaultLocation = catalogOption.isEmpty() && qEnvironmentVariableIsEmpty("STREAMTABLE_CATALOG");
    const st::CatalogStatus opened = catalog.open(path, defaultLocation);
    if (!opened) {
        QMessageBox::critical(nullptr, QObject::tr("StreamTable Designer"), opened.message(lang));
        return 2;
    }
    if (!catalog.notice().isEmpty())
        QMessageBox::information(nullptr, QObject::tr("StreamTable Designer"), catalog.notice().in(lang));
    if (!registry.problems().isEmpty()) {
        QMessageBox::warning(nullptr, QObject::tr("StreamTable Designer"),
                             QObject::tr("Some connector schemas could not be loaded:") + QStringLiteral("\n\n")
                                 + registry.problems().join(QLatin1Char('\n')));
    }

    st::MainWindow window(catalog, registry, languages);
    window.show();
    return app.exec();
}

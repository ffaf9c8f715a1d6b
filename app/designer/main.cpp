#include "commandline.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "recentcatalogs.h"

#include <QApplication>
#include <QFileInfo>
#include <QMessageBox>
#include <QTimer>

#include <cstdio>

namespace {

/// Qt aborts with a long message when it finds no display; say it in one line instead.
bool haveDisplay(const st::DesignerCommandLine &options)
{
#if defined(Q_OS_UNIX) && !defined(Q_OS_MACOS)
    const bool platformChosen = options.platformGiven || !qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM");
    return platformChosen || !qEnvironmentVariableIsEmpty("DISPLAY") || !qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY");
#else
    Q_UNUSED(options);
    return true;
#endif
}

void print(FILE *stream, const QString &text)
{
    std::fputs(text.toUtf8().constData(), stream);
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication::setApplicationName(QStringLiteral("streamtable"));
    QCoreApplication::setOrganizationName(QStringLiteral("StreamTable"));
    QCoreApplication::setApplicationVersion(QStringLiteral(STREAMTABLE_VERSION));

    // The command line is read before any application object: --help, --version and a bad
    // option need no display.
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments << QString::fromLocal8Bit(argv[i]);
    const st::DesignerCommandLine options = st::DesignerCommandLine::parse(arguments);
    switch (options.action) {
    case st::DesignerCommandLine::Action::Help:
    case st::DesignerCommandLine::Action::Version:
        print(stdout, options.text);
        return 0;
    case st::DesignerCommandLine::Action::Error:
        print(stderr, options.text);
        return 2;
    case st::DesignerCommandLine::Action::Run:
        break;
    }

    if (!haveDisplay(options)) {
        std::fputs("streamtable-designer: no display (neither DISPLAY nor WAYLAND_DISPLAY is set). "
                   "Start it in a desktop session, or without one under a virtual screen: "
                   "xvfb-run streamtable-designer\n",
                   stderr);
        return 2;
    }
    QApplication app(argc, argv);
    QApplication::setApplicationDisplayName(QStringLiteral("StreamTable Designer"));
    QApplication::setDesktopFileName(QStringLiteral("io.github.streamtable.designer"));

    st::LanguageManager languages;
    const st::Language lang = options.languageGiven ? options.language : st::LanguageManager::initialLanguage();
    languages.setLanguage(lang);

    const st::SchemaRegistry registry = st::SchemaRegistry::loadDefault(st::SchemaRegistry::environmentDirs() + options.schemaDirs);

    // --catalog, else STREAMTABLE_CATALOG, else the catalog last chosen with File > Open catalog
    // or Recent catalogs (while its file exists), else the default location.
    st::Catalog catalog;
    const bool named = !options.catalog.isEmpty() || !qEnvironmentVariableIsEmpty("STREAMTABLE_CATALOG");
    bool opened = false;
    QString askPasswordFor; // a server catalog opened last whose server wants a password
    if (!named) {
        const QString remembered = st::RecentCatalogs::lastOpened();
        if (!remembered.isEmpty() && (st::Catalog::isServerLocation(remembered) || QFileInfo(remembered).isFile())) {
            const st::CatalogStatus status = catalog.open(remembered);
            opened = status.ok();
            if (status.code() == st::CatalogErrorCode::LoginRefused) {
                askPasswordFor = remembered; // asked for by the window, over the default catalog
            } else if (!opened) {
                QMessageBox::warning(nullptr, QObject::tr("StreamTable Designer"),
                                     QObject::tr("The catalog opened last could not be opened:\n%1\n\nThe default catalog is opened instead.")
                                         .arg(status.message(lang)));
            }
        }
    }
    if (!opened) {
        const QString path = st::Catalog::resolvePath(options.catalog);
        const st::CatalogStatus status = catalog.open(path, !named);
        if (!status) {
            QMessageBox::critical(nullptr, QObject::tr("StreamTable Designer"), status.message(lang));
            return 2;
        }
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
    if (!askPasswordFor.isEmpty())
        QTimer::singleShot(0, &window, [&window, askPasswordFor] { window.openCatalogFile(askPasswordFor); });
    return app.exec();
}

#include "program.h"

#include "cli.h"

#include <QCoreApplication>

#include <cstdio>

int streamtable_cli_main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("streamtable"));
    QCoreApplication::setOrganizationName(QStringLiteral("StreamTable"));
    QCoreApplication::setApplicationVersion(QStringLiteral(STREAMTABLE_VERSION));

    QTextStream out(stdout);
    QTextStream err(stderr);
#if QT_VERSION < QT_VERSION_CHECK(6, 0, 0)
    out.setCodec("UTF-8");
    err.setCodec("UTF-8");
#endif
    QStringList args = QCoreApplication::arguments();
    args.removeFirst();
    const int status = st::cli::run(args, out, err);
    out.flush();
    err.flush();
    return status;
}

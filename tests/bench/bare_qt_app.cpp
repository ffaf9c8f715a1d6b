// A Qt program that does nothing: its start (the dynamic loader, Qt Core, a QCoreApplication)
// is the floor bench_cli holds `streamtable --version` against.
#include <QCoreApplication>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    return 0;
}

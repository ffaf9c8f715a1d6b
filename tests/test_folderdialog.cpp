// The designer's folder dialog never opens the files it lists: a listing of the catalog's
// folder must not open and close the catalog, its -wal or its -shm in the designer's process
// (that would drop the process's SQLite locks). Checked with inotify, which reports every
// open of a file in a watched folder without tracing the process.

#include "folderdialog.h"

#include <QApplication>
#include <QFile>
#include <QFileDialog>
#include <QFileSystemModel>
#include <QTemporaryDir>
#include <QTest>

#ifdef Q_OS_LINUX
#include <sys/inotify.h>
#include <unistd.h>
#endif

using namespace st;

namespace {

#ifdef Q_OS_LINUX
/// Counts opens of files (not folders) in one folder from the moment it is made.
class OpenWatch
{
public:
    explicit OpenWatch(const QString &folder)
    {
        m_fd = inotify_init1(IN_NONBLOCK);
        if (m_fd >= 0)
            inotify_add_watch(m_fd, QFile::encodeName(folder).constData(), IN_OPEN);
    }
    ~OpenWatch() { if (m_fd >= 0) ::close(m_fd); }
    bool valid() const { return m_fd >= 0; }
    QStringList filesOpened()
    {
        QStringList names;
        alignas(inotify_event) char buffer[8192];
        for (;;) {
            const ssize_t n = ::read(m_fd, buffer, sizeof buffer);
            if (n <= 0)
                break;
            for (ssize_t i = 0; i < n;) {
                const auto *event = reinterpret_cast<const inotify_event *>(buffer + i);
                if (!(event->mask & IN_ISDIR) && event->len > 0)
                    names << QString::fromLocal8Bit(event->name);
                i += ssize_t(sizeof(inotify_event)) + event->len;
            }
        }
        return names;
    }

private:
    int m_fd = -1;
};
#endif

} // namespace

class TestFolderDialog : public QObject
{
    Q_OBJECT

private slots:
    void providerNeverOpensFiles();
    void dialogListsFolderWithoutOpeningFiles();
};

void TestFolderDialog::providerNeverOpensFiles()
{
#ifdef Q_OS_LINUX
    QTemporaryDir dir;
    const QStringList names{QStringLiteral("catalog.sqlite"), QStringLiteral("catalog.sqlite-wal"),
                            QStringLiteral("catalog.sqlite-shm"), QStringLiteral("noextension")};
    for (const QString &name : names) {
        QFile f(dir.filePath(name));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray("SQLite format 3\0", 16) + QByteArray(600, 'x'));
    }
    OpenWatch watch(dir.path());
    QVERIFY(watch.valid());
    // The watch can see an open: the default provider's content sniffing, or a plain read.
    QFileIconProvider standard;
    for (const QString &name : names) {
        standard.icon(QFileInfo(dir.filePath(name)));
        standard.type(QFileInfo(dir.filePath(name)));
    }
    QFile probe(dir.filePath(QStringLiteral("noextension")));
    QVERIFY(probe.open(QIODevice::ReadOnly));
    probe.close();
    QVERIFY(!watch.filesOpened().isEmpty());

    NameOnlyIconProvider provider;
    for (const QString &name : names) {
        provider.icon(QFileInfo(dir.filePath(name)));
        QVERIFY(!provider.type(QFileInfo(dir.filePath(name))).isNull());
    }
    QCOMPARE(watch.filesOpened(), QStringList());
#else
    QSKIP("inotify is Linux only");
#endif
}

void TestFolderDialog::dialogListsFolderWithoutOpeningFiles()
{
    QTemporaryDir dir;
    for (const QString &name : {QStringLiteral("catalog.sqlite"), QStringLiteral("catalog.sqlite-wal"), QStringLiteral("catalog.sqlite-shm")}) {
        QFile f(dir.filePath(name));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray(100, 'x'));
    }
    std::unique_ptr<QFileDialog> dialog(createFolderDialog(nullptr, QStringLiteral("Export"), dir.path()));
    QVERIFY(dialog->testOption(QFileDialog::DontUseNativeDialog));
    QVERIFY(dynamic_cast<const NameOnlyIconProvider *>(dialog->iconProvider()) != nullptr);
#ifdef Q_OS_LINUX
    OpenWatch watch(dir.path());
    QVERIFY(watch.valid());
    // Show every file (the dialog lists folders only), in the detail view that shows types.
    dialog->setOption(QFileDialog::ShowDirsOnly, false);
    dialog->setFileMode(QFileDialog::ExistingFile);
    dialog->setViewMode(QFileDialog::Detail);
    dialog->show();
    auto *model = dialog->findChild<QFileSystemModel *>();
    QVERIFY(model);
    QTRY_VERIFY(model->rowCount(model->index(dir.path())) == 3);
    const QModelIndex folder = model->index(dir.path());
    const NameOnlyIconProvider provider; // the dialog's kind: says a file's type by its name alone
    for (int row = 0; row < model->rowCount(folder); ++row) {
        for (int column = 0; column < model->columnCount(folder); ++column) {
            model->data(model->index(row, column, folder), Qt::DecorationRole);
            model->data(model->index(row, column, folder), Qt::DisplayRole);
        }
    }
    // The model's file information (icons, types) is gathered in a thread: waited for until
    // each file's type, which only that gathering sets, is shown, as the provider names it.
    const auto typesGathered = [&] {
        for (int row = 0; row < model->rowCount(folder); ++row) {
            const QModelIndex type = model->index(row, 2, folder);
            const QString expected = provider.type(QFileInfo(dir.filePath(model->index(row, 0, folder).data().toString())));
            if (type.data(Qt::DisplayRole).toString() != expected || expected.isEmpty())
                return false;
        }
        return true;
    };
    QTRY_VERIFY(typesGathered());
    dialog->reject();
    QCOMPARE(watch.filesOpened(), QStringList());
#endif
}

QTEST_MAIN(TestFolderDialog)
#include "test_folderdialog.moc"

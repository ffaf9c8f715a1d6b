#include "folderdialog.h"

#include "windowsize.h"

#include <QFileDialog>
#include <QHeaderView>
#include <QMimeDatabase>
#include <QTreeView>

#include <memory>

namespace st {

NameOnlyIconProvider::NameOnlyIconProvider()
{
    setOptions(DontUseCustomDirectoryIcons);
}

QIcon NameOnlyIconProvider::icon(const QFileInfo &info) const
{
    // isDir() and isFile() come from stat(), which opens nothing.
    if (info.isDir())
        return QFileIconProvider::icon(QFileIconProvider::Folder);
    const QMimeType mime = QMimeDatabase().mimeTypeForFile(info.fileName(), QMimeDatabase::MatchExtension);
    const QIcon themed = QIcon::fromTheme(mime.iconName(), QIcon::fromTheme(mime.genericIconName()));
    return themed.isNull() ? QFileIconProvider::icon(QFileIconProvider::File) : themed;
}

QString NameOnlyIconProvider::type(const QFileInfo &info) const
{
    if (info.isDir())
        return QMimeDatabase().mimeTypeForName(QStringLiteral("inode/directory")).comment();
    return QMimeDatabase().mimeTypeForFile(info.fileName(), QMimeDatabase::MatchExtension).comment();
}

QFileDialog *createFileDialog(QWidget *parent, const QString &title, const QString &folder)
{
    auto *dialog = new QFileDialog(parent, title, folder);
    dialog->setOption(QFileDialog::DontUseNativeDialog);
    // Qt's own size and column widths cut the size, type and date off ("80....KiB"): the
    // columns take what their shown rows need (Qt measures the rows in view only), the name
    // the rest.
    rememberWindowSize(dialog, QStringLiteral("fileDialog"), QSize(900, 540));
    if (auto *details = dialog->findChild<QTreeView *>(QStringLiteral("treeView"))) {
        QHeaderView *header = details->header();
        header->setStretchLastSection(false);
        header->setSectionResizeMode(QHeaderView::ResizeToContents);
        header->setSectionResizeMode(0, QHeaderView::Stretch);
    }
    auto *provider = new NameOnlyIconProvider;
    dialog->setIconProvider(provider);
    // The dialog does not own its icon provider.
    QObject::connect(dialog, &QObject::destroyed, [provider] { delete provider; });
    return dialog;
}

QFileDialog *createFolderDialog(QWidget *parent, const QString &title, const QString &folder)
{
    QFileDialog *dialog = createFileDialog(parent, title, folder);
    dialog->setFileMode(QFileDialog::Directory);
    dialog->setOption(QFileDialog::ShowDirsOnly);
    return dialog;
}

QString chooseFolder(QWidget *parent, const QString &title, const QString &folder)
{
    const std::unique_ptr<QFileDialog> dialog(createFolderDialog(parent, title, folder));
    if (dialog->exec() != QDialog::Accepted || dialog->selectedFiles().isEmpty())
        return QString();
    return dialog->selectedFiles().constFirst();
}

QStringList chooseFiles(QWidget *parent, const QString &title, const QString &folder, const QStringList &filters, bool several)
{
    const std::unique_ptr<QFileDialog> dialog(createFileDialog(parent, title, folder));
    dialog->setFileMode(several ? QFileDialog::ExistingFiles : QFileDialog::ExistingFile);
    dialog->setNameFilters(filters);
    if (dialog->exec() != QDialog::Accepted)
        return {};
    return dialog->selectedFiles();
}

} // namespace st

#include "export/outputfolder.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>

#include <filesystem>
#include <system_error>

#ifdef Q_OS_UNIX
#include <unistd.h>
#endif

namespace st {

namespace {

LocalizedText fileError(const QString &shown, const QString &detail, const QString &detailZh = QString())
{
    return {QStringLiteral("%1: could not write the file: %2; nothing was left half-written").arg(shown, detail),
            QStringLiteral("%1：无法写入文件：%2；没有留下写了一半的文件").arg(shown, detailZh.isEmpty() ? detail : detailZh)};
}

/// A path for std::filesystem: UTF-16 on Windows, the file system's encoding elsewhere.
std::filesystem::path nativePath(const QString &path)
{
#ifdef Q_OS_WIN
    return std::filesystem::path(QDir::toNativeSeparators(path).toStdWString());
#else
    return std::filesystem::path(QFile::encodeName(path).toStdString());
#endif
}

LocalizedText folderError(const QString &shown, const QString &folder)
{
    const QString native = QDir::toNativeSeparators(folder);
    return {QStringLiteral("%1: could not create the folder %2").arg(shown, native),
            QStringLiteral("%1：无法创建文件夹 %2").arg(shown, native)};
}

LocalizedText linkedFolderError(const QString &shown, const QString &folder)
{
    return {QStringLiteral("%1: not written: the folder %2 is a link, and the export does not write through links; "
                           "remove the link or export into another folder")
                .arg(shown, folder),
            QStringLiteral("%1：未写入：文件夹 %2 是一个链接，导出不会通过链接写入；请删除该链接或导出到其他文件夹")
                .arg(shown, folder)};
}

/// The folders of a relative path, without its file name.
QStringList folderParts(const QString &relativePath)
{
    QStringList folders = relativePath.split(QLatin1Char('/'), Qt::SkipEmptyParts);
    if (!folders.isEmpty())
        folders.removeLast();
    return folders;
}

enum class MakeMissing { No, Yes };

/// Walks each folder of `parts` below `root`, refusing one that is a link (even to a folder), and
/// with MakeMissing::Yes makes the ones that are missing.
bool walkFolders(const QString &root, const QStringList &parts, const QString &shown, MakeMissing make,
                 LocalizedText *error)
{
    QString path = root;
    for (const QString &part : parts) {
        path = QDir(path).filePath(part);
        const QFileInfo info(path);
        if (info.isSymLink()) {
            *error = linkedFolderError(shown, QDir::toNativeSeparators(path));
            return false;
        }
        if (make == MakeMissing::Yes && !info.exists() && !QDir().mkdir(path)) {
            *error = folderError(shown, path);
            return false;
        }
    }
    return true;
}

/// Opens a new file beside `target` that did not exist before (O_EXCL: never an existing file
/// or a link planted under the temporary name).
bool openTemporary(const QString &target, QFile *file)
{
    const QFileInfo info(target);
    for (int attempt = 0; attempt < 100; ++attempt) {
        // Short, whatever the target's name: a long Chinese table name plus a suffix could pass
        // the file system's limit on a name's bytes.
        const QString name = QStringLiteral(".streamtable-%1.tmp").arg(QString::number(QRandomGenerator::global()->generate(), 36));
        file->setFileName(QDir(info.absolutePath()).filePath(name));
        if (file->open(QIODevice::WriteOnly | QIODevice::NewOnly))
            return true;
        if (QFileInfo::exists(file->fileName()) || QFileInfo(file->fileName()).isSymLink())
            continue; // taken: try another name
        return false;
    }
    return false;
}

bool syncToDisk(QFile &file)
{
    if (!file.flush())
        return false;
#ifdef Q_OS_UNIX
    return ::fsync(file.handle()) == 0;
#else
    return true;
#endif
}

} // namespace

bool OutputFolder::write(const QString &relativePath, const QByteArray &content, bool executable, LocalizedText *error) const
{
    const QString target = QDir(m_root).filePath(relativePath);
    const QString shown = QDir::toNativeSeparators(target);
    if (!QDir().mkpath(m_root)) {
        *error = folderError(shown, m_root);
        return false;
    }
    if (!walkFolders(m_root, folderParts(relativePath), shown, MakeMissing::Yes, error))
        return false;

    const QFileInfo existing(target);
    if (existing.isDir() && !existing.isSymLink()) {
        *error = fileError(shown, QStringLiteral("a folder has that name"), QStringLiteral("已有同名文件夹"));
        return false;
    }
    QFile file;
    if (!openTemporary(target, &file)) {
        *error = fileError(shown, file.errorString());
        return false;
    }
    auto discard = [&file, &shown, error](const QString &detail) {
        *error = fileError(shown, detail);
        file.close();
        file.remove();
        return false;
    };
    // The new file gets the permissions of the regular file it replaces (never those of a
    // link's target); a new one keeps what the umask gave it.
    QFile::Permissions permissions = existing.isFile() && !existing.isSymLink() ? existing.permissions() : file.permissions();
    if (executable)
        permissions |= QFile::ExeOwner | QFile::ExeUser | QFile::ExeGroup | QFile::ExeOther;
    if (file.write(content) != content.size())
        return discard(file.errorString());
    // On the open file (fchmod), so no other file can be swapped in under the name.
    if (!file.setPermissions(permissions) || !syncToDisk(file))
        return discard(file.errorString());
    file.close();
    // rename() replaces whatever has the name, a link included, and never follows it.
    std::error_code renamed;
    std::filesystem::rename(nativePath(file.fileName()), nativePath(target), renamed);
    if (renamed) {
        *error = fileError(shown, QString::fromLocal8Bit(renamed.message().c_str()));
        file.remove();
        return false;
    }
    return true;
}

bool OutputFolder::checkPath(const QString &relativePath, LocalizedText *error) const
{
    const QString shown = QDir::toNativeSeparators(QDir(m_root).filePath(relativePath));
    return walkFolders(m_root, folderParts(relativePath), shown, MakeMissing::No, error);
}

} // namespace st

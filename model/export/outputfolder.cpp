#include "export/outputfolder.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QSet>

#include <filesystem>
#include <system_error>

#ifdef Q_OS_UNIX
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
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

/// Whether `target` is already a regular file of its own (not a link, no other name linked to
/// it) holding exactly `content`, with execute permission where `executable` asks for it: then
/// writing it again would change nothing but make a new inode, which is most of what an export
/// into the folder of the previous one costs (the file system looks for a free inode past the
/// ones just freed). Read without following a link.
bool holdsAlready(const QString &target, const QByteArray &content, bool executable)
{
#ifdef Q_OS_UNIX
    const QByteArray path = QFile::encodeName(target);
    struct stat st;
    if (::lstat(path.constData(), &st) != 0 || !S_ISREG(st.st_mode) || st.st_nlink != 1 || st.st_size != content.size())
        return false;
    constexpr mode_t executeBits = S_IXUSR | S_IXGRP | S_IXOTH;
    if (executable && (st.st_mode & executeBits) != executeBits)
        return false;
    const int fd = ::open(path.constData(), O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
    if (fd < 0)
        return false;
    QByteArray held(content.size() + 1, Qt::Uninitialized); // one byte more: a file that grew meanwhile
    qint64 total = 0;
    for (;;) {
        const ssize_t n = ::read(fd, held.data() + total, size_t(held.size() - total));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            break;
        total += n;
        if (total == held.size())
            break;
    }
    ::close(fd);
    return total == content.size() && std::memcmp(held.constData(), content.constData(), size_t(total)) == 0;
#else
    Q_UNUSED(target);
    Q_UNUSED(content);
    Q_UNUSED(executable);
    return false;
#endif
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

#if defined(Q_OS_LINUX)
// syncfs() syncs a whole file system at once: one wait for the disk for all files of a batch
// instead of one per file. It also waits for what other programs wrote to that file system.
constexpr bool SyncEachFile = false;
#else
constexpr bool SyncEachFile = true;
#endif

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

QString systemError(int code)
{
    return QString::fromLocal8Bit(std::generic_category().message(code).c_str());
}

#ifdef Q_OS_UNIX
/// Opens a folder for fsync()/syncfs(); -1 on failure.
int openFolder(const QString &folder)
{
    return ::open(QFile::encodeName(folder).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
}
#endif

/// The folders of `files` (absolute), each once, in the order first seen.
QStringList foldersOf(const QStringList &files)
{
    QStringList folders;
    QSet<QString> seen;
    for (const QString &file : files) {
        const QString folder = QFileInfo(file).absolutePath();
        if (!seen.contains(folder)) {
            seen.insert(folder);
            folders << folder;
        }
    }
    return folders;
}

#ifdef Q_OS_UNIX
/// Runs `act` on a descriptor of each folder in turn, stopping at the first error number it or
/// the opening gives; returns that, or 0.
template <typename Act>
int withEachFolder(const QStringList &folders, Act act)
{
    for (const QString &folder : folders) {
        const int fd = openFolder(folder);
        if (fd < 0)
            return errno;
        const int result = act(fd);
        ::close(fd);
        if (result != 0)
            return result;
    }
    return 0;
}
#endif

/// Syncs the contents of the files not synced when written (SyncEachFile false): every file
/// system holding one of `folders`, once. Returns 0 or the error number.
int syncFileSystems(const QStringList &folders)
{
#if defined(Q_OS_LINUX)
    QSet<dev_t> synced;
    return withEachFolder(folders, [&synced](int fd) {
        struct stat st;
        if (::fstat(fd, &st) != 0)
            return errno;
        if (synced.contains(st.st_dev))
            return 0;
        synced.insert(st.st_dev);
        return ::syncfs(fd) == 0 ? 0 : errno;
    });
#else
    Q_UNUSED(folders);
    return 0;
#endif
}

/// Syncs each folder, so that the renames into it survive a crash. Returns 0 or the error number.
int syncFolders(const QStringList &folders)
{
#ifdef Q_OS_UNIX
    return withEachFolder(folders, [](int fd) { return ::fsync(fd) == 0 ? 0 : errno; });
#else
    Q_UNUSED(folders);
    return 0;
#endif
}

} // namespace

bool OutputFolder::write(const QString &relativePath, const QByteArray &content, bool executable, LocalizedText *error) const
{
    Batch batch(*this);
    return batch.add(relativePath, content, executable, error) && batch.commit(error);
}

OutputFolder::Batch::~Batch()
{
    discard(0);
}

void OutputFolder::Batch::discard(int from)
{
    for (int i = from; i < m_staged.size(); ++i) {
        if (!m_staged.at(i).temporary.isEmpty())
            QFile::remove(m_staged.at(i).temporary);
    }
    m_staged.erase(m_staged.begin() + from, m_staged.end());
}

bool OutputFolder::Batch::add(const QString &relativePath, const QByteArray &content, bool executable, LocalizedText *error)
{
    const QString &root = m_folder.m_root;
    const QString target = QDir(root).filePath(relativePath);
    const QString shown = QDir::toNativeSeparators(target);
    if (!QDir().mkpath(root)) {
        *error = folderError(shown, root);
        return false;
    }
    if (!walkFolders(root, folderParts(relativePath), shown, MakeMissing::Yes, error))
        return false;

    const QFileInfo existing(target);
    if (existing.isDir() && !existing.isSymLink()) {
        *error = fileError(shown, QStringLiteral("a folder has that name"), QStringLiteral("已有同名文件夹"));
        return false;
    }
    if (holdsAlready(target, content, executable)) {
        m_staged.append({relativePath, QString(), target}); // in place already: kept, not rewritten
        return true;
    }
    QFile file;
    if (!openTemporary(target, &file)) {
        *error = fileError(shown, file.errorString());
        return false;
    }
    auto discardFile = [&file, &shown, error](const QString &detail) {
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
        return discardFile(file.errorString());
    // On the open file (fchmod), so no other file can be swapped in under the name.
    if (!file.setPermissions(permissions) || !file.flush() || (SyncEachFile && !syncToDisk(file)))
        return discardFile(file.errorString());
    file.close();
    m_staged.append({relativePath, file.fileName(), target});
    return true;
}

bool OutputFolder::Batch::commit(LocalizedText *error)
{
    m_committed = 0;
    if (m_staged.isEmpty())
        return true;
    QStringList temporaries;
    QStringList targets;
    for (const Staged &s : std::as_const(m_staged)) {
        if (!s.temporary.isEmpty())
            temporaries << s.temporary;
        targets << s.target;
    }
    const int total = m_staged.size();
    const QStringList folders = foldersOf(temporaries);
    // A file kept as it was is synced too: it may have been written by another program just
    // before, and the export promises its files on disk.
    if (const int failed = syncFileSystems(foldersOf(targets))) {
        *error = fileError(QDir::toNativeSeparators(m_staged.first().target), systemError(failed));
        discard(0);
        return false;
    }
    // The folders are checked again: one replaced by a link since add() would take the rename
    // outside the output folder.
    QSet<QString> checked;
    for (int i = 0; i < m_staged.size(); ++i) {
        const Staged &s = m_staged.at(i);
        const QString shown = QDir::toNativeSeparators(s.target);
        const QStringList parts = folderParts(s.relativePath);
        const QString folder = parts.join(QLatin1Char('/'));
        if (!checked.contains(folder)) {
            if (!walkFolders(m_folder.m_root, parts, shown, MakeMissing::No, error)) {
                discard(i);
                break;
            }
            checked.insert(folder);
        }
        if (s.temporary.isEmpty()) {
            ++m_committed; // held the content already
            continue;
        }
        // rename() replaces whatever has the name, a link included, and never follows it.
        std::error_code renamed;
        std::filesystem::rename(nativePath(s.temporary), nativePath(s.target), renamed);
        if (renamed) {
            *error = fileError(shown, QString::fromLocal8Bit(renamed.message().c_str()));
            discard(i);
            break;
        }
        ++m_committed;
    }
    const bool complete = m_committed == total;
    m_staged.clear();
    const int failed = syncFolders(folders);
    if (complete && failed) {
        // Every file is complete; only that the renames survive a crash is not known.
        *error = fileError(QDir::toNativeSeparators(folders.last()), systemError(failed));
        return false;
    }
    return complete;
}

bool OutputFolder::checkPath(const QString &relativePath, LocalizedText *error) const
{
    const QString shown = QDir::toNativeSeparators(QDir(m_root).filePath(relativePath));
    return walkFolders(m_root, folderParts(relativePath), shown, MakeMissing::No, error);
}

} // namespace st

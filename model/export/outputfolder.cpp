#include "export/outputfolder.h"

#include "core/systemerror.h"

#include <QDir>
#include <QFile>
#include <QRandomGenerator>
#include <QSet>

#include <cerrno>
#include <cstring>
#include <utility>

#ifndef Q_OS_UNIX
#error "OutputFolder writes through the POSIX *at() calls (openat, renameat, ...)"
#endif
#include <dirent.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <ctime>

namespace st {

namespace {

LocalizedText fileError(const QString &shown, const LocalizedText &detail)
{
    return {QStringLiteral("%1: could not write the file: %2; nothing was left half-written").arg(shown, detail.en),
            QStringLiteral("%1：无法写入文件：%2；没有留下写了一半的文件").arg(shown, detail.zh)};
}

/// `code`: the errno of the failed open or mkdir, which says why (permission, a read-only disk).
LocalizedText folderError(const QString &shown, const QString &folder, int code)
{
    const QString native = QDir::toNativeSeparators(folder);
    const LocalizedText why = systemErrorText(code);
    return {QStringLiteral("%1: could not create or open the folder %2: %3").arg(shown, native, why.en),
            QStringLiteral("%1：无法创建或打开文件夹 %2：%3").arg(shown, native, why.zh)};
}

LocalizedText linkedFolderError(const QString &shown, const QString &folder)
{
    const QString native = QDir::toNativeSeparators(folder);
    return {QStringLiteral("%1: not written: the folder %2 is a link, and the export does not write through links; "
                           "remove the link or export into another folder")
                .arg(shown, native),
            QStringLiteral("%1：未写入：文件夹 %2 是一个链接，导出不会通过链接写入；请删除该链接或导出到其他文件夹")
                .arg(shown, native)};
}

/// The folder part of a relative path ("a/b" of "a/b/c.sql", "" of "c.sql").
QString folderOf(const QString &relativePath)
{
    const qsizetype slash = relativePath.lastIndexOf(QLatin1Char('/'));
    return slash < 0 ? QString() : relativePath.left(slash);
}

QByteArray fileNameOf(const QString &relativePath)
{
    return QFile::encodeName(relativePath.mid(relativePath.lastIndexOf(QLatin1Char('/')) + 1));
}

/// Closes a descriptor when it goes out of scope (unless released).
class FdGuard
{
public:
    explicit FdGuard(int fd) : m_fd(fd) {}
    ~FdGuard()
    {
        if (m_fd >= 0)
            ::close(m_fd);
    }
    FdGuard(const FdGuard &) = delete;
    FdGuard &operator=(const FdGuard &) = delete;
    int get() const { return m_fd; }
    int release() { return std::exchange(m_fd, -1); }

private:
    int m_fd;
};

enum class MakeMissing { No, Yes };

/// Opens the output folder `root` (following a link: the user named it), made first when
/// missing and `make` asks for it. A descriptor, or -1 with errno.
int openRoot(const QString &root, MakeMissing make)
{
    const QByteArray path = QFile::encodeName(root);
    int fd = ::open(path.constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0 && errno == ENOENT && make == MakeMissing::Yes) {
        // Each missing folder on the way made here, not with QDir::mkpath(): the errno of the one
        // that failed is what the message gives as the reason.
        const QByteArray absolute = QFile::encodeName(QDir::cleanPath(QDir(root).absolutePath()));
        for (qsizetype slash = absolute.indexOf('/', 1); ; slash = absolute.indexOf('/', slash + 1)) {
            const QByteArray folder = slash < 0 ? absolute : absolute.left(slash);
            if (::mkdir(folder.constData(), 0777) != 0 && errno != EEXIST)
                return -1;
            if (slash < 0)
                break;
        }
        fd = ::open(path.constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    }
    return fd;
}

/// What opening one folder below another found.
enum class Step { Opened, Missing, Link, Failed };

/// Opens `part` in the folder `parentFd` without following a link (made when missing and
/// `make` asks for it). Step::Opened with its descriptor in `fd`, or why not.
Step openStep(int parentFd, const QByteArray &part, MakeMissing make, int *fd)
{
    for (int attempt = 0; attempt < 2; ++attempt) {
        *fd = ::openat(parentFd, part.constData(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
        if (*fd >= 0)
            return Step::Opened;
        const int openError = errno;
        struct stat st;
        if (::fstatat(parentFd, part.constData(), &st, AT_SYMLINK_NOFOLLOW) == 0 && S_ISLNK(st.st_mode))
            return Step::Link;
        if (openError != ENOENT) {
            errno = openError; // the reason given, not fstatat's
            return Step::Failed;
        }
        if (make == MakeMissing::No)
            return Step::Missing;
        if (::mkdirat(parentFd, part.constData(), 0777) != 0 && errno != EEXIST)
            return Step::Failed;
    }
    return Step::Failed;
}

/// Walks `relativeFolder` below the output folder `root` by name without following a link,
/// as a commit looks a folder up again. Step::Opened with the last folder's descriptor in `fd`
/// (the caller closes it); Step::Link with the folder that is one in `where`; Step::Missing
/// when one is not there (then nothing below it can be a link either); Step::Failed with errno.
Step walkFolder(const QString &root, const QString &relativeFolder, int *fd, QString *where)
{
    int current = openRoot(root, MakeMissing::No);
    if (current < 0)
        return errno == ENOENT ? Step::Missing : Step::Failed;
    QString walked = root;
    for (const QString &part : relativeFolder.split(QLatin1Char('/'), Qt::SkipEmptyParts)) {
        walked = QDir(walked).filePath(part);
        int next = -1;
        const Step step = openStep(current, QFile::encodeName(part), MakeMissing::No, &next);
        const int openError = errno;
        ::close(current);
        if (step != Step::Opened) {
            *where = walked;
            errno = openError;
            return step;
        }
        current = next;
    }
    *fd = current;
    return Step::Opened;
}

/// Whether `name` in `folderFd`, described by `st` (not following a link), is already a regular
/// file of its own (no other name linked to it) holding exactly `content`, with the permissions
/// `kind` asks for: then writing it again would change nothing but make a new inode, which is
/// most of what an export into the folder of the previous one costs (the file system looks for a
/// free inode past the ones just freed).
bool holdsAlready(int folderFd, const QByteArray &name, const struct stat &st, const QByteArray &content, FileKind kind)
{
    if (!S_ISREG(st.st_mode) || st.st_nlink != 1 || st.st_size != content.size())
        return false;
    constexpr mode_t executeBits = S_IXUSR | S_IXGRP | S_IXOTH;
    if (kind == FileKind::Executable && (st.st_mode & executeBits) != executeBits)
        return false;
    if (kind == FileKind::Secret && (st.st_mode & (S_IRWXG | S_IRWXO)) != 0)
        return false;
    const FdGuard fd(::openat(folderFd, name.constData(), O_RDONLY | O_NOFOLLOW | O_CLOEXEC));
    if (fd.get() < 0)
        return false;
    QByteArray held(content.size() + 1, Qt::Uninitialized); // one byte more: a file that grew meanwhile
    qint64 total = 0;
    for (;;) {
        const ssize_t n = ::read(fd.get(), held.data() + total, size_t(held.size() - total));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            break;
        total += n;
        if (total == held.size())
            break;
    }
    return total == content.size() && std::memcmp(held.constData(), content.constData(), size_t(total)) == 0;
}

/// The temporaries' names: `.streamtable-PID-RANDOM.tmp`, PID the writing process's, so that a
/// later export can tell those of a process that is gone (removeStaleTemporaries()).
constexpr char TemporaryPrefix[] = ".streamtable-";
constexpr char TemporarySuffix[] = ".tmp";

/// Removes from `folderFd` the temporaries that no running export will rename: those of a
/// process that no longer exists (killed, or the machine stopped, in the middle of an export),
/// and those named before the process was part of the name that are over an hour old. Some of
/// them may hold secrets' values. Best effort: a folder that cannot be read is left as it is.
void removeStaleTemporaries(int folderFd)
{
    const int listed = ::dup(folderFd);
    DIR *dir = listed < 0 ? nullptr : ::fdopendir(listed);
    if (!dir) {
        if (listed >= 0)
            ::close(listed);
        return;
    }
    const QByteArray prefix(TemporaryPrefix);
    const QByteArray suffix(TemporarySuffix);
    QList<QByteArray> stale;
    while (const dirent *entry = ::readdir(dir)) {
        const QByteArray name(entry->d_name);
        if (!name.startsWith(prefix) || !name.endsWith(suffix))
            continue;
        const QByteArray middle = name.mid(prefix.size(), name.size() - prefix.size() - suffix.size());
        const qsizetype dash = middle.indexOf('-');
        bool numeric = false;
        const qint64 pid = dash > 0 ? middle.left(dash).toLongLong(&numeric) : 0;
        if (numeric) {
            if (pid != ::getpid() && pid > 0 && ::kill(pid_t(pid), 0) != 0 && errno == ESRCH)
                stale << name;
            continue;
        }
        struct stat st;
        if (::fstatat(folderFd, name.constData(), &st, AT_SYMLINK_NOFOLLOW) == 0 && ::time(nullptr) - st.st_mtime > 3600)
            stale << name;
    }
    ::closedir(dir);
    for (const QByteArray &name : std::as_const(stale))
        ::unlinkat(folderFd, name.constData(), 0);
}

/// Creates a new file in `folderFd` that did not exist before (O_EXCL: never an existing file
/// or a link planted under the temporary name), with `mode` as the umask leaves it. Its
/// descriptor, its name in `name`; -1 with errno.
int createTemporary(int folderFd, mode_t mode, QByteArray *name)
{
    for (int attempt = 0; attempt < 100; ++attempt) {
        // Short, whatever the target's name: a long Chinese table name plus a suffix could pass
        // the file system's limit on a name's bytes.
        *name = TemporaryPrefix + QByteArray::number(qint64(::getpid())) + '-'
            + QByteArray::number(QRandomGenerator::global()->generate(), 36) + TemporarySuffix;
        const int fd = ::openat(folderFd, name->constData(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode);
        if (fd >= 0 || errno != EEXIST)
            return fd;
    }
    return -1;
}

/// Writes all of `content` to `fd`; 0 or the error number.
int writeAll(int fd, const QByteArray &content)
{
    qint64 written = 0;
    while (written < content.size()) {
        const ssize_t n = ::write(fd, content.constData() + written, size_t(content.size() - written));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return n < 0 ? errno : EIO;
        written += n;
    }
    return 0;
}

#if defined(Q_OS_LINUX)
// syncfs() syncs a whole file system at once: one wait for the disk for all files of a batch
// instead of one per file. It also waits for what other programs wrote to that file system.
constexpr bool SyncEachFile = false;
#else
constexpr bool SyncEachFile = true;
#endif

/// Syncs the contents of the files not synced when written (SyncEachFile false): every file
/// system holding one of the folders `fds`, once. Returns 0 or the error number.
int syncFileSystems(const QList<int> &fds)
{
#if defined(Q_OS_LINUX)
    QSet<dev_t> synced;
    for (int fd : fds) {
        struct stat st;
        if (::fstat(fd, &st) != 0)
            return errno;
        if (synced.contains(st.st_dev))
            continue;
        synced.insert(st.st_dev);
        if (::syncfs(fd) != 0)
            return errno;
    }
#else
    Q_UNUSED(fds);
#endif
    return 0;
}

/// Whether two descriptors are the same folder.
bool sameFolder(int a, int b)
{
    struct stat sa;
    struct stat sb;
    return ::fstat(a, &sa) == 0 && ::fstat(b, &sb) == 0 && sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino;
}

} // namespace

bool OutputFolder::write(const QString &relativePath, const QByteArray &content, FileKind kind, LocalizedText *error) const
{
    Batch batch(*this);
    return batch.add(relativePath, content, kind, error) && batch.commit(error);
}

bool OutputFolder::holds(const QString &relativePath, const QByteArray &content, FileKind kind) const
{
    int folderFd = -1;
    QString where;
    if (walkFolder(m_root, folderOf(relativePath), &folderFd, &where) != Step::Opened)
        return false;
    const FdGuard folder(folderFd);
    const QByteArray name = fileNameOf(relativePath);
    struct stat st;
    return ::fstatat(folder.get(), name.constData(), &st, AT_SYMLINK_NOFOLLOW) == 0
        && holdsAlready(folder.get(), name, st, content, kind);
}

bool OutputFolder::checkPath(const QString &relativePath, LocalizedText *error) const
{
    int fd = -1;
    QString where;
    const Step step = walkFolder(m_root, folderOf(relativePath), &fd, &where);
    if (step == Step::Opened)
        ::close(fd);
    if (step != Step::Link)
        return true; // a folder that is missing or cannot be opened yet is for the write to report
    *error = linkedFolderError(QDir::toNativeSeparators(QDir(m_root).filePath(relativePath)), where);
    return false;
}

OutputFolder::Batch::~Batch()
{
    discard(0);
    for (const Folder &f : std::as_const(m_folders))
        ::close(f.fd);
}

void OutputFolder::Batch::discard(int from)
{
    for (int i = from; i < m_staged.size(); ++i) {
        const Staged &s = m_staged.at(i);
        if (!s.temporary.isEmpty())
            ::unlinkat(m_folders.at(s.folder).fd, s.temporary.constData(), 0);
    }
    m_staged.erase(m_staged.begin() + from, m_staged.end());
}

int OutputFolder::Batch::folderIndex(const QString &relativeFolder, const QString &shown, LocalizedText *error)
{
    if (const auto known = m_folderIndex.constFind(relativeFolder); known != m_folderIndex.cend())
        return known.value();
    if (relativeFolder.isEmpty()) {
        const int fd = openRoot(m_folder.m_root, MakeMissing::Yes);
        if (fd < 0) {
            *error = folderError(shown, m_folder.m_root, errno);
            return -1;
        }
        return holdFolder(relativeFolder, fd);
    }
    const int parent = folderIndex(folderOf(relativeFolder), shown, error);
    if (parent < 0)
        return -1;
    int fd = -1;
    const QString path = QDir(m_folder.m_root).filePath(relativeFolder);
    switch (openStep(m_folders.at(parent).fd, fileNameOf(relativeFolder), MakeMissing::Yes, &fd)) {
    case Step::Opened: break;
    case Step::Link: *error = linkedFolderError(shown, path); return -1;
    case Step::Missing:
    case Step::Failed: *error = folderError(shown, path, errno); return -1;
    }
    return holdFolder(relativeFolder, fd);
}

int OutputFolder::Batch::holdFolder(const QString &relativeFolder, int fd)
{
    removeStaleTemporaries(fd);
    m_folders.append({relativeFolder, fd});
    m_folderIndex.insert(relativeFolder, m_folders.size() - 1);
    return m_folders.size() - 1;
}

bool OutputFolder::Batch::add(const QString &relativePath, const QByteArray &content, FileKind kind, LocalizedText *error, bool *kept)
{
    if (kept)
        *kept = false;
    const QString shown = QDir::toNativeSeparators(QDir(m_folder.m_root).filePath(relativePath));
    const int folder = folderIndex(folderOf(relativePath), shown, error);
    if (folder < 0)
        return false;
    const int folderFd = m_folders.at(folder).fd;
    const QByteArray name = fileNameOf(relativePath);

    struct stat existing;
    const bool exists = ::fstatat(folderFd, name.constData(), &existing, AT_SYMLINK_NOFOLLOW) == 0;
    if (exists && S_ISDIR(existing.st_mode)) {
        *error = fileError(shown, localized("a folder has that name", "已有同名文件夹"));
        return false;
    }
    if (exists && holdsAlready(folderFd, name, existing, content, kind)) {
        m_staged.append({relativePath, folder, name, QByteArray()}); // in place already: kept, not rewritten
        if (kept)
            *kept = true;
        return true;
    }
    QByteArray temporary;
    // A secret's file is its owner's alone from its creation: never readable by others, not
    // even until the permissions below are set.
    FdGuard file(createTemporary(folderFd, kind == FileKind::Secret ? 0600 : 0666, &temporary));
    if (file.get() < 0) {
        *error = fileError(shown, systemErrorText(errno));
        return false;
    }
    auto discardFile = [&](int code) {
        *error = fileError(shown, systemErrorText(code));
        ::close(file.release());
        ::unlinkat(folderFd, temporary.constData(), 0);
        return false;
    };
    if (const int failed = writeAll(file.get(), content))
        return discardFile(failed);
    // The new file gets the permissions of the regular file it replaces (never those of a
    // link's target); a new one keeps what the umask gave it. A secret's file is 0600 whatever
    // it replaces. Set on the open file (fchmod), so no other file can be swapped in under the name.
    const bool replacesFile = exists && S_ISREG(existing.st_mode);
    if (replacesFile || kind != FileKind::Text) {
        struct stat created;
        if (!replacesFile && ::fstat(file.get(), &created) != 0)
            return discardFile(errno);
        mode_t mode = (replacesFile ? existing.st_mode : created.st_mode) & 0777;
        if (kind == FileKind::Executable)
            mode |= S_IXUSR | S_IXGRP | S_IXOTH;
        if (kind == FileKind::Secret)
            mode = S_IRUSR | S_IWUSR;
        if (::fchmod(file.get(), mode) != 0)
            return discardFile(errno);
    }
    if (SyncEachFile && ::fsync(file.get()) != 0)
        return discardFile(errno);
    if (::close(file.release()) != 0) {
        const int failed = errno;
        ::unlinkat(folderFd, temporary.constData(), 0);
        *error = fileError(shown, systemErrorText(failed));
        return false;
    }
    m_staged.append({relativePath, folder, name, temporary});
    return true;
}

bool OutputFolder::Batch::commit(LocalizedText *error)
{
    m_committed = 0;
    if (m_staged.isEmpty())
        return true;
    const int total = m_staged.size();
    QList<int> usedFolders;     // every folder of the batch: its file system is synced
    QList<int> renamedInto;     // the folders that get a rename: each is synced after
    for (const Staged &s : std::as_const(m_staged)) {
        if (!usedFolders.contains(s.folder))
            usedFolders << s.folder;
        if (!s.temporary.isEmpty() && !renamedInto.contains(s.folder))
            renamedInto << s.folder;
    }
    QList<int> fds;
    for (int f : std::as_const(usedFolders))
        fds << m_folders.at(f).fd;
    // A file kept as it was is synced too: it may have been written by another program just
    // before, and the export promises its files on disk.
    if (const int failed = syncFileSystems(fds)) {
        *error = fileError(QDir::toNativeSeparators(QDir(m_folder.m_root).filePath(m_staged.first().relativePath)), systemErrorText(failed));
        discard(0);
        return false;
    }
    // Each folder is looked up again by its path: one moved away, or replaced by a link, since
    // add() must not receive the files (they would land outside the output folder).
    QSet<int> checked;
    for (int i = 0; i < m_staged.size(); ++i) {
        const Staged &s = m_staged.at(i);
        const QString shown = QDir::toNativeSeparators(QDir(m_folder.m_root).filePath(s.relativePath));
        const int folderFd = m_folders.at(s.folder).fd;
        if (!checked.contains(s.folder)) {
            int now = -1;
            QString where;
            const Step step = walkFolder(m_folder.m_root, m_folders.at(s.folder).relativePath, &now, &where);
            const bool same = step == Step::Opened && sameFolder(now, folderFd);
            if (step == Step::Opened)
                ::close(now);
            if (!same) {
                *error = step == Step::Link
                    ? linkedFolderError(shown, where)
                    : fileError(shown, localized("its folder was moved or replaced during the export",
                                                   "其所在文件夹在导出期间被移动或替换"));
                discard(i);
                break;
            }
            checked.insert(s.folder);
        }
        if (s.temporary.isEmpty()) {
            ++m_committed; // held the content already
            continue;
        }
        // renameat() replaces whatever has the name, a link included, and never follows it.
        if (::renameat(folderFd, s.temporary.constData(), folderFd, s.name.constData()) != 0) {
            *error = fileError(shown, systemErrorText(errno));
            discard(i);
            break;
        }
        ++m_committed;
    }
    const bool complete = m_committed == total;
    m_staged.clear();
    // Each folder that received a file is synced, so that the renames survive a crash.
    for (int f : std::as_const(renamedInto)) {
        if (::fsync(m_folders.at(f).fd) != 0 && complete) {
            // Every file is complete; only that the renames survive a crash is not known.
            *error = fileError(QDir::toNativeSeparators(QDir(m_folder.m_root).filePath(m_folders.at(f).relativePath)),
                               systemErrorText(errno));
            return false;
        }
    }
    return complete;
}

} // namespace st

#pragma once

#include "core/localizedtext.h"

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QString>

namespace st {

/// What a file written is for, which decides its permissions.
enum class FileKind {
    Text,       ///< the umask's permissions, or those of the regular file it replaces
    Executable, ///< as Text, with execute permission for everyone
    Secret,     ///< holds a secret's value: readable and writable by its owner alone (0600), whatever it replaces
};

/// Writes files below one output folder without ever writing through a link someone left in it.
///
/// A file is written to a new temporary file beside it and then renamed over its name: a link
/// at that name (to a file elsewhere, or dangling) is replaced by the new regular file and its
/// target is not touched; a regular file there keeps its permissions. A folder on the way that is
/// a link is refused (an error naming it): following it would write outside the output folder,
/// and replacing it would silently move the user's files elsewhere. The output folder itself is
/// the one the user named and may be a link. Nothing outside the folder is created or changed,
/// and a failed write leaves the previous file or none, never part of one. A regular file (not a
/// link, no second name) that holds the content already is kept as it is: not rewritten, so its
/// time and inode stay, and exporting again into the same folder costs little.
/// Written with POSIX's *at() calls (openat, renameat, ...), relative to folders held open.
class OutputFolder
{
public:
    explicit OutputFolder(const QString &root) : m_root(root) {}

    /// Writes `content` to `relativePath` (with `/` separators, no `.` or `..` parts), creating
    /// the folders on the way, with the permissions `kind` gives. On failure returns false with
    /// a message naming the file.
    bool write(const QString &relativePath, const QByteArray &content, FileKind kind, LocalizedText *error) const;

    /// Whether `relativePath` is already a regular file of its own holding exactly `content` with
    /// the permissions `kind` asks for (execute permission for everyone; for a secret, none for
    /// group or others): one that write() would keep as it is. Reads, never creates; false for a
    /// missing file or folder, a link on the way or at the name.
    bool holds(const QString &relativePath, const QByteArray &content, FileKind kind) const;

    /// Refuses (false, with a message naming it) a folder on the way to `relativePath` that is a
    /// link, without creating or writing anything. An export checks every planned path first, so
    /// that such a link stops it before its first file rather than half-way.
    bool checkPath(const QString &relativePath, LocalizedText *error) const;

    /// Many files written with the guarantees of write(), but synced to disk together: add()
    /// writes each to a temporary file beside its name (checked and created as write() does)
    /// without syncing it; commit() syncs them all at once, renames each into place in the order
    /// added and then syncs their folders. Syncing each file on its own made an export of
    /// thousands of files several times slower than writing their bytes. After a crash every
    /// file is complete or absent (a temporary `.streamtable-PID-*.tmp` may be left), as with
    /// write(). What was added but not committed is removed when the batch is destroyed. The
    /// first use of a folder removes the temporaries left in it by an export that was killed
    /// (whose process no longer runs).
    class Batch
    {
    public:
        explicit Batch(const OutputFolder &folder) : m_folder(folder) {}
        ~Batch();
        Batch(const Batch &) = delete;
        Batch &operator=(const Batch &) = delete;

        /// Stages `content` for `relativePath` (see write()); on failure returns false with a
        /// message naming the file, leaves nothing of it and keeps what was added before.
        /// `*kept`, when given: the file holds the content already and is kept as it is.
        bool add(const QString &relativePath, const QByteArray &content, FileKind kind, LocalizedText *error, bool *kept = nullptr);
        /// Puts every added file in place. On failure returns false with a message naming the
        /// file: the files before it (committed()) are in place, the others are not and leave
        /// no temporary.
        bool commit(LocalizedText *error);
        /// How many files the last commit() put in place.
        int committed() const { return m_committed; }

    private:
        /// A folder of the output, held open from the first file added to it: its files are
        /// created, compared and renamed relative to this descriptor (the *at() calls), so a
        /// folder replaced by a link meanwhile cannot send a write elsewhere, and the folder's
        /// path is walked once for all its files instead of once for each.
        struct Folder
        {
            QString relativePath; ///< "" for the output folder itself
            int fd = -1;
        };
        struct Staged
        {
            QString relativePath;
            int folder = -1;         ///< index in m_folders
            QByteArray name;         ///< the file's name in its folder
            QByteArray temporary;    ///< the temporary's name in the same folder; empty: kept as it was
        };
        /// The index in m_folders of `relativeFolder` (made when missing), or -1 with `error` set.
        int folderIndex(const QString &relativeFolder, const QString &shown, LocalizedText *error);
        /// Holds the open folder `fd` as `relativeFolder`; its index in m_folders.
        int holdFolder(const QString &relativeFolder, int fd);
        void discard(int from);

        const OutputFolder &m_folder;
        QList<Folder> m_folders;
        QHash<QString, int> m_folderIndex; ///< by relativePath
        QList<Staged> m_staged;
        int m_committed = 0;
    };

private:
    QString m_root;
};

} // namespace st

#pragma once

#include "core/localizedtext.h"

#include <QByteArray>
#include <QString>

namespace st {

/// Writes files below one output folder without ever writing through a link someone left in it.
///
/// A file is written to a new temporary file beside it and then renamed over its name: a link
/// at that name (to a file elsewhere, or dangling) is replaced by the new regular file and its
/// target is not touched; a regular file there keeps its permissions. A folder on the way that is
/// a link is refused (an error naming it): following it would write outside the output folder,
/// and replacing it would silently move the user's files elsewhere. The output folder itself is
/// the one the user named and may be a link. Nothing outside the folder is created or changed,
/// and a failed write leaves the previous file or none, never part of one.
class OutputFolder
{
public:
    explicit OutputFolder(const QString &root) : m_root(root) {}

    /// Writes `content` to `relativePath` (with `/` separators, no `.` or `..` parts), creating
    /// the folders on the way; `executable` adds execute permission for everyone. On failure
    /// returns false with a message naming the file.
    bool write(const QString &relativePath, const QByteArray &content, bool executable, LocalizedText *error) const;

    /// Refuses (false, with a message naming it) a folder on the way to `relativePath` that is a
    /// link, without creating or writing anything. An export checks every planned path first, so
    /// that such a link stops it before its first file rather than half-way.
    bool checkPath(const QString &relativePath, LocalizedText *error) const;

private:
    QString m_root;
};

} // namespace st

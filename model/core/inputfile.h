#pragma once

#include "core/localizedtext.h"

#include <QByteArray>
#include <QFile>
#include <QString>

namespace st {

/// The most an input file (a DDL file, a spec) may hold: 64 MiB. Reading a spec or a sample
/// keeps the text in memory, and every reader keeps what it reads (the specs of a DDL file),
/// several times the file's size; a limit turns `/dev/zero` or a wrong file into a clear
/// message instead of gigabytes of memory, or an endless read. Documented in README.
constexpr qint64 kMaxInputFileBytes = qint64(64) * 1024 * 1024;

/// Reads the whole of `path` (`-`: standard input), at most `maxBytes`. Refuses, with a message
/// naming the file and the reason, what does not exist, a folder, what is not a regular file (a
/// FIFO, a device, a socket: reading one could block for ever or never end), what cannot be
/// opened, and what holds more than `maxBytes`. The one way the programs read an input file.
bool readInputFile(const QString &path, QByteArray *out, LocalizedText *error, qint64 maxBytes = kMaxInputFileBytes);

/// readInputFile in pieces, so that a reader of a large file need not hold all its bytes: the
/// same refusals with the same messages, the limit counted over the pieces read.
class InputFileReader
{
public:
    /// Opens `path` as readInputFile does, refusing what it refuses.
    bool open(const QString &path, LocalizedText *error, qint64 maxBytes = kMaxInputFileBytes);
    /// The next piece of at most `pieceBytes` bytes into `out`, empty at the end. False when
    /// the file cannot be read on, or holds more than the limit.
    bool read(QByteArray *out, LocalizedText *error, int pieceBytes);

private:
    QFile m_file;
    QString m_path;
    qint64 m_maxBytes = 0;
    qint64 m_read = 0;
};

/// How an input is named in messages: the path as given, `<stdin>` for `-`.
QString inputName(const QString &path);

} // namespace st

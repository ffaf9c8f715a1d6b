#pragma once

#include "core/localizedtext.h"

#include <QByteArray>
#include <QString>

namespace st {

/// The most an input file (a DDL file, a spec) may hold: 64 MiB. Reading keeps the text, its
/// tokens and the specs in memory, several times the file's size; a limit turns `/dev/zero` or
/// a wrong file into a clear message instead of gigabytes of memory. Documented in README.
constexpr qint64 kMaxInputFileBytes = qint64(64) * 1024 * 1024;

/// Reads the whole of `path` (`-`: standard input), at most `maxBytes`. Refuses, with a message
/// naming the file and the reason, what does not exist, a folder, what is not a regular file (a
/// FIFO, a device, a socket: reading one could block for ever or never end), what cannot be
/// opened, and what holds more than `maxBytes`. The one way the programs read an input file.
bool readInputFile(const QString &path, QByteArray *out, LocalizedText *error, qint64 maxBytes = kMaxInputFileBytes);

/// How an input is named in messages: the path as given, `<stdin>` for `-`.
QString inputName(const QString &path);

} // namespace st

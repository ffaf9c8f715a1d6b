#pragma once

#include "core/localizedtext.h"

namespace st {

/// What the system's error number `code` (errno) means, in both languages: the C library's
/// text (in English: the program does not set a locale for it) and, for the errors a user meets
/// reading and writing files (permission, read-only or full disk, a missing folder, ...), a
/// Chinese one; for the others the C library's text in both.
LocalizedText systemErrorText(int code);
/// The same for the text Qt gives for such an error (QFile::errorString() after a failed open
/// is the C library's text of errno): the Chinese text of the error it names, else `text` as it is.
LocalizedText systemErrorText(const QString &text);

} // namespace st

#pragma once

// The backslash escapes of control characters that JSON strings and SQL's E'...' strings share:
// \b \f \n \r \t. One table, read by the JSON and DDL readers and written by the spec's JSON.

#include <QChar>

namespace st {

/// The control character that a backslash and `letter` stand for (`n`: a line feed), or a
/// null QChar when `letter` is not one of b f n r t.
QChar controlCharacterOfEscape(char16_t letter);
/// The letter that escapes the control character `control` after a backslash (a line feed:
/// `n`), or 0 when it has none of its own.
char escapeLetterOf(char16_t control);

} // namespace st

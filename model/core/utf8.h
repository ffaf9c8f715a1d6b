#pragma once

namespace st {

/// The offset of the first byte of `data` that does not begin or continue a well-formed UTF-8
/// character (overlong forms, surrogates and code points past U+10FFFF are not well formed),
/// or -1 when all `size` bytes are UTF-8. One check for every reader of UTF-8 input, because
/// QString::fromUtf8 replaces bad bytes with U+FFFD in silence.
int firstInvalidUtf8(const char *data, int size);

} // namespace st

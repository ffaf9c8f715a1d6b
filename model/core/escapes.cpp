#include "escapes.h"

namespace st {

namespace {

struct Escape
{
    char letter;
    char16_t control;
};

constexpr Escape escapes[] = {{'b', u'\b'}, {'f', u'\f'}, {'n', u'\n'}, {'r', u'\r'}, {'t', u'\t'}};

} // namespace

QChar controlCharacterOfEscape(char16_t letter)
{
    for (const Escape &e : escapes) {
        if (e.letter == letter)
            return QChar(e.control);
    }
    return QChar();
}

char escapeLetterOf(char16_t control)
{
    for (const Escape &e : escapes) {
        if (e.control == control)
            return e.letter;
    }
    return 0;
}

} // namespace st

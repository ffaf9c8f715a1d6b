#include "uilanguage.h"

namespace st {

namespace {
Language g_language = Language::En;
}

Language uiLanguage()
{
    return g_language;
}

void setUiLanguage(Language lang)
{
    g_language = lang;
}

} // namespace st

#pragma once

#include "core/localizedtext.h"

namespace st {

/// The language the widgets show schema texts in (labels, descriptions, rule messages).
/// Set by the language manager before it installs translators, so every widget reads the
/// new value when it handles QEvent::LanguageChange. Never cache what it returns.
Language uiLanguage();
void setUiLanguage(Language lang);

} // namespace st

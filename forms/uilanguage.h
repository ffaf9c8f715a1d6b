#pragma once

#include "core/localizedtext.h"

#include <functional>

class QToolButton;
class QWidget;

namespace st {

/// The language the widgets show schema texts in (labels, descriptions, rule messages).
/// Set by the language manager before it installs translators, so every widget reads the
/// new value when it handles QEvent::LanguageChange. Never cache what it returns.
Language uiLanguage();
void setUiLanguage(Language lang);

/// What switches the whole interface's language (the designer's LanguageManager sets it; none
/// in a program without one). Dialogs offer the switch through it, since a modal dialog blocks
/// the main window's Language menu.
using LanguageSwitch = std::function<void(Language)>;
void setLanguageSwitch(LanguageSwitch languageSwitch);
/// A "语言 / Language" button with 中文 and English for a dialog's button row, named in both
/// languages so that it is found in either; hidden when no switch is set.
QToolButton *languageButton(QWidget *parent);

} // namespace st

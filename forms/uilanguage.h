#pragma once

#include "core/localizedtext.h"

#include <functional>

class QDialogButtonBox;
class QHBoxLayout;
class QToolButton;
class QWidget;

namespace st {

/// The language the interface speaks: the one of the translation installed for its tr()
/// strings (English when none is), asked of that translation, so the texts the widgets show
/// from the model and the schemas (LocalizedText: labels, descriptions, findings) always follow
/// the same switch as their own strings. There is no second setting to keep in step: installing
/// a translator is the switch, and every widget reads the new value when it handles
/// QEvent::LanguageChange. Never cache what it returns.
Language uiLanguage();

/// What switches the whole interface's language (the designer's LanguageManager sets it; none
/// in a program without one). Dialogs offer the switch through it, since a modal dialog blocks
/// the main window's Language menu.
using LanguageSwitch = std::function<void(Language)>;
void setLanguageSwitch(LanguageSwitch languageSwitch);
/// A "语言 / Language" button with 中文 and English for a dialog's button row, named in both
/// languages so that it is found in either; hidden when no switch is set.
QToolButton *languageButton(QWidget *parent);
/// A modal dialog's bottom row: its language button at the left, `buttons` at the right.
QHBoxLayout *buttonRowWithLanguage(QWidget *dialog, QDialogButtonBox *buttons);

} // namespace st

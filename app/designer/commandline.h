#pragma once

#include "core/localizedtext.h"

#include <QStringList>

namespace st {

/// What the designer's command line asks for, read with QCommandLineParser before any window
/// (or display) exists, so that --help, --version and a bad option need no display.
struct DesignerCommandLine
{
    enum class Action {
        Run,     ///< open the window
        Help,    ///< print `text` to standard output, exit 0
        Version, ///< print `text` to standard output, exit 0
        Error,   ///< print `text` to standard error, exit 2
    };
    Action action = Action::Run;
    QString text;           ///< the help, the version line or the error (one line), ending in a newline
    QString catalog;        ///< --catalog FILE; empty when not given
    QStringList schemaDirs; ///< every --schemas DIR, in order
    bool languageGiven = false;
    Language language = Language::En; ///< --lang, when languageGiven
    bool platformGiven = false;       ///< Qt's -platform NAME: a display is not needed

    /// Reads `arguments` (argv, the program first). The options of Qt's own (-platform,
    /// -style, -reverse, ...) are accepted and left to QApplication. Texts are in the --lang
    /// language, else the environment's (LC_ALL, LC_MESSAGES, LANG), as the CLI's are.
    static DesignerCommandLine parse(const QStringList &arguments);
};

} // namespace st

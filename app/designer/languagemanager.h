#pragma once

#include "core/localizedtext.h"

#include <QObject>

class QTranslator;

namespace st {

/// Switches the user interface between English and Chinese at run time: swaps our translator
/// (which is what uiLanguage() reads, so schema texts and findings follow) and Qt's own
/// (standard buttons, dialogs), sets the default QLocale, and remembers the choice. Installing a translator sends QEvent::LanguageChange to every
/// widget, which retranslates itself in place.
class LanguageManager : public QObject
{
    Q_OBJECT

public:
    explicit LanguageManager(QObject *parent = nullptr);
    ~LanguageManager() override;

    Language language() const { return m_language; }
    /// The remembered choice, or the system locale's language on a first start.
    static Language initialLanguage();
    void setLanguage(Language lang);

Q_SIGNALS:
    void languageChanged(st::Language lang);

private:
    Language m_language = Language::En;
    QTranslator *m_app;
    QTranslator *m_qt;
    bool m_installed = false;
};

} // namespace st

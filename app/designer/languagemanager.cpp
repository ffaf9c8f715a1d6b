#include "languagemanager.h"

#include "settings.h"
#include "uilanguage.h"

#include <QCoreApplication>
#include <QGuiApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

#if QT_VERSION < QT_VERSION_CHECK(6, 0, 0)
// The .qm files are resources of a static library (qt5_add_translation + i18n.qrc): register
// them by name, outside any namespace. Qt 6's qt_add_translations links them itself.
static void initTranslationResources()
{
    Q_INIT_RESOURCE(i18n);
}
#endif

namespace st {

namespace {
const Setting<QString> languageSetting("ui/language", QString());
}

LanguageManager::LanguageManager(QObject *parent)
    : QObject(parent), m_app(new QTranslator(this)), m_qt(new QTranslator(this))
{
#if QT_VERSION < QT_VERSION_CHECK(6, 0, 0)
    initTranslationResources();
#endif
    setLanguageSwitch([this](Language lang) { setLanguage(lang); }); // the dialogs' language buttons
}

LanguageManager::~LanguageManager()
{
    setLanguageSwitch({});
}

Language LanguageManager::initialLanguage()
{
    Language lang = Language::En;
    if (parseLanguage(languageSetting.get(), &lang))
        return lang;
    return QLocale::system().language() == QLocale::Chinese ? Language::Zh : Language::En;
}

void LanguageManager::setLanguage(Language lang)
{
    if (m_installed && lang == m_language)
        return;
    m_language = lang;
    // Dates and numbers formatted with QLocale() follow the language too.
    QLocale::setDefault(lang == Language::Zh ? QLocale(QLocale::Chinese, QLocale::China) : QLocale(QLocale::English, QLocale::UnitedStates));
    QCoreApplication::removeTranslator(m_app);
    QCoreApplication::removeTranslator(m_qt);
    const QString locale = lang == Language::Zh ? QStringLiteral("zh_CN") : QStringLiteral("en");
    // Our strings are written in English; the English .qm exists for plural forms.
    if (m_app->load(QStringLiteral(":/i18n/streamtable_") + locale))
        QCoreApplication::installTranslator(m_app);
#if QT_VERSION >= QT_VERSION_CHECK(6, 0, 0)
    const QString qtTranslations = QLibraryInfo::path(QLibraryInfo::TranslationsPath);
#else
    const QString qtTranslations = QLibraryInfo::location(QLibraryInfo::TranslationsPath);
#endif
    if (lang == Language::Zh && m_qt->load(QStringLiteral("qtbase_zh_CN"), qtTranslations))
        QCoreApplication::installTranslator(m_qt);
    m_installed = true;
    QGuiApplication::setApplicationDisplayName(tr("StreamTable Designer"));
    languageSetting.set(languageCode(lang));
    // Installing a translator sends LanguageChange; removing the last one does too. Widgets
    // that switched to English with no translator left are told explicitly.
    QEvent event(QEvent::LanguageChange);
    if (m_app->isEmpty())
        QCoreApplication::sendEvent(QCoreApplication::instance(), &event);
    Q_EMIT languageChanged(lang);
}

} // namespace st

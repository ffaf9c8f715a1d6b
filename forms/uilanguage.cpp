#include "uilanguage.h"

#include <QAction>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QMenu>
#include <QToolButton>

namespace st {

namespace {
LanguageSwitch &languageSwitch()
{
    static LanguageSwitch current;
    return current;
}
}

Language uiLanguage()
{
    // Each translation file translates this word into the code of its own language.
    const QString code = QCoreApplication::translate("st::UiLanguage", "en", "the code of the language of this translation: en or zh");
    Language lang = Language::En;
    return parseLanguage(code, &lang) ? lang : Language::En;
}

void setLanguageSwitch(LanguageSwitch change)
{
    languageSwitch() = std::move(change);
}

QToolButton *languageButton(QWidget *parent)
{
    auto *button = new QToolButton(parent);
    button->setObjectName(QStringLiteral("languageButton"));
    button->setText(QStringLiteral("语言 / Language"));
    button->setPopupMode(QToolButton::InstantPopup);
    auto *menu = new QMenu(button);
    for (Language lang : {Language::Zh, Language::En}) {
        QAction *choice = menu->addAction(nativeLanguageName(lang));
        choice->setObjectName(QStringLiteral("language_") + languageCode(lang));
        choice->setCheckable(true);
        QObject::connect(choice, &QAction::triggered, button, [lang] {
            if (languageSwitch())
                languageSwitch()(lang);
        });
    }
    QObject::connect(menu, &QMenu::aboutToShow, menu, [menu] {
        for (QAction *choice : menu->actions())
            choice->setChecked(choice->objectName() == QStringLiteral("language_") + languageCode(uiLanguage()));
    });
    button->setMenu(menu);
    button->setVisible(bool(languageSwitch()));
    return button;
}

QHBoxLayout *buttonRowWithLanguage(QWidget *dialog, QDialogButtonBox *buttons)
{
    // Beside the box, not in it: a box places an extra button by the platform's rules, which put
    // it between Save and Cancel or after them.
    auto *row = new QHBoxLayout;
    row->addWidget(languageButton(dialog));
    row->addStretch(1);
    row->addWidget(buttons);
    return row;
}

} // namespace st

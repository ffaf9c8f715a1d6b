#include "recentcatalogs.h"

#include "settings.h"

#include "catalog/catalog.h"

#include <QAction>
#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QTimer>

namespace st {

namespace {

const Setting<QStringList> recentSetting("catalog/recent", QStringList());
const Setting<QString> lastOpenedSetting("catalog/lastOpened", QString());

/// A file's absolute path; a server location as it is.
QString absolute(const QString &path)
{
    if (Catalog::isServerLocation(path))
        return path;
    return QDir::cleanPath(QFileInfo(path).absoluteFilePath());
}

} // namespace

QStringList RecentCatalogs::files()
{
    return recentSetting.get();
}

void RecentCatalogs::add(const QString &path)
{
    const QString file = absolute(path);
    QStringList list = files();
    list.removeAll(file);
    list.prepend(file);
    while (list.size() > MaxEntries)
        list.removeLast();
    recentSetting.set(list);
}

void RecentCatalogs::clear()
{
    recentSetting.set(QStringList());
}

QString RecentCatalogs::lastOpened()
{
    return lastOpenedSetting.get();
}

void RecentCatalogs::setLastOpened(const QString &path)
{
    lastOpenedSetting.set(absolute(path));
}

RecentCatalogsMenu::RecentCatalogsMenu(QWidget *parent) : QMenu(parent)
{
    setObjectName(QStringLiteral("recentCatalogsMenu"));
    connect(this, &QMenu::aboutToShow, this, &RecentCatalogsMenu::rebuild);
    rebuild();
}

void RecentCatalogsMenu::rebuild()
{
    setTitle(tr("&Recent catalogs"));
    clear();
    const QStringList list = RecentCatalogs::files();
    int number = 0;
    for (const QString &file : list) {
        ++number;
        QString shown = Catalog::shownLocation(file);
        shown.replace(QLatin1Char('&'), QStringLiteral("&&"));
        // A server is tried when chosen: whether it is up now says nothing about then.
        const bool exists = Catalog::isServerLocation(file) || QFileInfo(file).isFile();
        QAction *a = addAction(exists ? QStringLiteral("&%1 %2").arg(number).arg(shown)
                                      : tr("&%1 %2 (file not found)").arg(number).arg(shown));
        a->setObjectName(QStringLiteral("recentCatalog%1").arg(number));
        a->setData(file);
        a->setEnabled(exists);
        connect(a, &QAction::triggered, this, [this, file] { Q_EMIT catalogChosen(file); });
    }
    if (list.isEmpty())
        addAction(tr("No recent catalogs"))->setEnabled(false);
    addSeparator();
    QAction *clearAction = addAction(tr("&Clear list"));
    clearAction->setObjectName(QStringLiteral("clearRecentCatalogs"));
    clearAction->setEnabled(!list.isEmpty());
    connect(clearAction, &QAction::triggered, this, [this] {
        RecentCatalogs::clear();
        rebuildLater(); // not now: this action is still being triggered
    });
}

void RecentCatalogsMenu::rebuildLater()
{
    QTimer::singleShot(0, this, &RecentCatalogsMenu::rebuild);
}

void RecentCatalogsMenu::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        rebuild();
    QMenu::changeEvent(event);
}

} // namespace st

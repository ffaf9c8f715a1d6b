#pragma once

#include <QMenu>
#include <QStringList>

namespace st {

/// The catalog files the designer opened, most recent first (at most MaxEntries), and the one
/// chosen last with File > Open catalog or File > Recent catalogs, which the next start opens
/// when neither --catalog nor STREAMTABLE_CATALOG names one. Kept in QSettings.
class RecentCatalogs
{
public:
    static constexpr int MaxEntries = 8;

    static QStringList files();
    /// Puts `path` (made absolute) first, without duplicates, dropping the oldest beyond MaxEntries.
    static void add(const QString &path);
    static void clear();

    static QString lastOpened();
    static void setLastOpened(const QString &path);
};

/// File > Recent catalogs: one entry per recent file (disabled when the file is gone), then
/// "Clear list". Rebuilt whenever it is shown or the language changes.
class RecentCatalogsMenu : public QMenu
{
    Q_OBJECT

public:
    explicit RecentCatalogsMenu(QWidget *parent = nullptr);

    /// Reads the list again and rebuilds the entries in the current language.
    void rebuild();
    /// rebuild() once control is back in the event loop (safe from an entry's own trigger).
    void rebuildLater();

Q_SIGNALS:
    void catalogChosen(const QString &path);

protected:
    void changeEvent(QEvent *event) override;
};

} // namespace st

#pragma once

#include "catalog/catalog.h"

#include <QObject>
#include <QString>

class QWidget;

namespace st {

/// Opening catalogs for the window: File > Open catalog... (a file), Open catalog on a server...
/// (a postgresql:// location) and Recent catalogs, and the server password, asked for when the
/// server wants one and kept in memory only. A catalog that cannot be opened is said, naming it
/// and why, and the one open stays open.
class CatalogOpener : public QObject
{
    Q_OBJECT

public:
    /// `dialogParent`: the window its questions belong to (may be null).
    CatalogOpener(Catalog &catalog, QWidget *dialogParent);

    /// Asks for a catalog file (a new name creates a new catalog); empty when cancelled.
    QString askForFile();
    /// Asks for a server location; empty when cancelled, or not a server location (said).
    QString askForServerLocation();

    /// Switches the catalog to `location` (a file path or a server location): tried on its own
    /// first, asking for the server's password while the server refuses the login. False,
    /// having said why, when it cannot be opened: the catalog open before stays open
    /// (`*reopened` true when it had to be opened again). `notice`: what opening it says.
    bool switchTo(const QString &location, LocalizedText *notice, bool *reopened);
    /// After the server refused the login in the middle of the session (`refusal`): asks for
    /// the password and gives it to the catalog; true when one was given. One question at a
    /// time: false at once while one is asked.
    bool askPasswordAgain(const CatalogStatus &refusal);

    /// The object name of the message shown when a catalog cannot be opened.
    static QString openFailedObjectName() { return QStringLiteral("openCatalogFailed"); }

private:
    /// Opens `location` in `catalog`; when the server refuses the login, asks for the password
    /// and tries again, until it is given right or the user cancels.
    CatalogStatus openAskingPassword(Catalog &catalog, const QString &location);
    /// Asks for the server password after `refusal`; true with m_password set when one was given.
    bool askServerPassword(const CatalogStatus &refusal, const QString &location);
    bool refuse(const QString &location, const QString &stillOpen, const CatalogStatus &status);

    Catalog &m_catalog;
    QWidget *m_parent;
    QString m_password; ///< the last one asked for; memory only
    bool m_asking = false; ///< askPasswordAgain() shows its question
};

} // namespace st

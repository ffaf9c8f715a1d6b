#pragma once

#include "catalog/catalog.h"

#include <QObject>

class QComboBox;
class QLabel;
class QToolBar;

namespace st {

/// The toolbar's "Environment:" picker, and what it reads with a database: its environments
/// and its connections (which complete its tables in the preview, the checks and the exports,
/// as the export does). The one chosen is remembered per catalog and database.
class EnvironmentChoice : public QObject
{
    Q_OBJECT

public:
    /// Adds the label and the picker to `toolBar`.
    EnvironmentChoice(Catalog &catalog, QToolBar *toolBar);

    /// Reads `database`'s environments and connections (none: empty), keeping the one chosen
    /// while the same database is shown, else the one chosen for it last time.
    void reload(const QString &database);
    /// The environment chosen; empty: none (references written as they are).
    QString current() const;
    /// The one chosen, null for none.
    const Environment *chosen() const;
    const Connections &connections() const { return m_connections; }
    QComboBox *box() const { return m_box; }
    void retranslate();

Q_SIGNALS:
    /// The user chose another environment.
    void chosenChanged();
    void failed(const CatalogStatus &status);

private:
    void remember();

    Catalog &m_catalog;
    QLabel *m_label;
    QComboBox *m_box;
    QString m_database;          ///< whose environments the picker lists
    Environments m_environments; ///< as the picker lists them
    Connections m_connections;   ///< the database's, read with its environments
};

} // namespace st

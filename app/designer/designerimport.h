#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>

class QMimeData;
class QWidget;

namespace st {

class Catalog;
class SchemaRegistry;

/// File > Import DDL... and .sql files dropped on the window: the import dialog, read for the
/// chosen database's target, and what it imported in a line for the status bar.
class DesignerImport
{
    Q_DECLARE_TR_FUNCTIONS(DesignerImport)

public:
    /// What an import did: the database it imported into, and a line that counts the new,
    /// revised and unchanged tables.
    struct Outcome
    {
        QString database;
        QString message;
    };

    /// Opens the import dialog for `database` with `paths` (files and folders) read into it, as a
    /// drop does; none when nothing was imported.
    static std::optional<Outcome> run(Catalog &catalog, const SchemaRegistry &registry, const QString &database,
                                      const QStringList &paths, QWidget *parent);
    /// File > New tables from a database...: the wizard for `database`; none when it saved nothing.
    static std::optional<Outcome> fromDatabase(Catalog &catalog, const SchemaRegistry &registry, const QString &database,
                                               QWidget *parent);
    /// The local .sql files and folders of a drag, or none when it holds anything else.
    static QStringList droppedPaths(const QMimeData *mime);
};

} // namespace st

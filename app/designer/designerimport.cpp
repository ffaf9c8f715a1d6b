#include "designerimport.h"

#include "fromdatabasewizard.h"
#include "importdialog.h"

#include <QFileInfo>
#include <QMimeData>
#include <QUrl>

namespace st {

std::optional<DesignerImport::Outcome> DesignerImport::run(Catalog &catalog, const SchemaRegistry &registry, const QString &database,
                                                           const QStringList &paths, QWidget *parent)
{
    ImportDialog dialog(catalog, registry, database, parent); // reads for the chosen database's target
    if (!paths.isEmpty()) {
        QString notListed;
        const bool allRead = dialog.addPaths(paths, &notListed);
        if (!notListed.isEmpty())
            dialog.show(); // the message over the dialog that lists what could be read
        dialog.sayWhatWasNotListed(allRead, notListed);
    }
    dialog.exec();
    if (!dialog.hasImported())
        return std::nullopt;
    // New and revised tables apart, as the dialog counts them.
    const int revised = dialog.revisedCount();
    const int added = dialog.importedCount() - revised;
    QString message = added > 0 || revised == 0 ? tr("Imported %n table(s) into %1", nullptr, added).arg(dialog.database())
                                                : tr("Revised %n table(s) in %1", nullptr, revised).arg(dialog.database());
    if (added > 0 && revised > 0)
        message += tr("; %n revised", nullptr, revised);
    const QStringList unchanged = dialog.unchangedNames();
    if (!unchanged.isEmpty()) {
        constexpr int kNamed = 5; // a status line has room for a few names
        QString names = QStringList(unchanged.mid(0, kNamed)).join(tr(", ", "between table names"));
        if (unchanged.size() > kNamed)
            names = tr("%1 and %2 more").arg(names).arg(unchanged.size() - kNamed);
        message += tr("; %n unchanged: %1", nullptr, int(unchanged.size())).arg(names);
    }
    return Outcome{dialog.database(), message};
}

std::optional<DesignerImport::Outcome> DesignerImport::fromDatabase(Catalog &catalog, const SchemaRegistry &registry,
                                                                    const QString &database, QWidget *parent)
{
    FromDatabaseWizard wizard(catalog, registry, database, parent);
    if (wizard.exec() != QDialog::Accepted)
        return std::nullopt;
    return Outcome{database, wizard.resultMessage()};
}

QStringList DesignerImport::droppedPaths(const QMimeData *mime)
{
    // Only local .sql files and folders: anything else refuses the whole drop, so that what is
    // dropped is not imported in part.
    QStringList paths;
    if (!mime || !mime->hasUrls())
        return paths;
    for (const QUrl &url : mime->urls()) {
        if (!url.isLocalFile())
            return {};
        const QFileInfo info(url.toLocalFile());
        if (!info.isDir() && !(info.isFile() && info.suffix().compare(QStringLiteral("sql"), Qt::CaseInsensitive) == 0))
            return {};
        paths << info.filePath();
    }
    return paths;
}

} // namespace st

#include "databaseactions.h"

#include "check/databasecheck.h"
#include "check/validator.h"
#include "core/names.h"
#include "databasedialog.h"
#include "findingsview.h"
#include "schema/schemaregistry.h"
#include "uilanguage.h"

#include <QMessageBox>
#include <QPushButton>

namespace st {

DatabaseActions::DatabaseActions(Catalog &catalog, const SchemaRegistry &registry, QWidget *dialogParent)
    : QObject(dialogParent), m_catalog(catalog), m_registry(registry), m_parent(dialogParent)
{
}

void DatabaseActions::tell(const CatalogStatus &status)
{
    if (!status)
        Q_EMIT failed(status);
}

std::optional<QString> DatabaseActions::create(const QStringList &taken)
{
    DatabaseDialog dialog(m_registry, DatabaseDialog::Mode::Create, QString(), QString(), m_parent);
    dialog.setTakenNames(taken);
    dialog.setSubmit([this, &dialog] { return m_catalog.createDatabase(dialog.name(), dialog.comment(), dialog.target()); });
    if (dialog.exec() != QDialog::Accepted)
        return std::nullopt;
    return dialog.name();
}

std::optional<QString> DatabaseActions::rename(const QString &database, const QStringList &taken)
{
    DatabaseDialog dialog(m_registry, DatabaseDialog::Mode::Rename, database, QString(), m_parent);
    dialog.setTakenNames(taken);
    dialog.setSubmit([this, &dialog, &database] { return m_catalog.renameDatabase(database, dialog.name()); });
    if (dialog.exec() != QDialog::Accepted)
        return std::nullopt;
    return dialog.name();
}

bool DatabaseActions::remove(const QString &database, int tableCount)
{
    const QString question = tableCount == 0
                                 ? tr("Delete the logical database %1?").arg(database)
                                 : tr("Delete the logical database %1 and its %n table(s), with their history? This cannot be undone.", nullptr, tableCount)
                                       .arg(database);
    if (QMessageBox::question(m_parent, tr("Delete logical database"), question, QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel)
        != QMessageBox::Yes)
        return false;
    tell(m_catalog.dropDatabase(database, true));
    return true;
}

bool DatabaseActions::changeTarget(const QString &database, const QString &target, const Connections &connections,
                                   const Environment *environment)
{
    const QString before = effectiveTarget(QString(), QString(), target, m_registry);
    DatabaseDialog dialog(m_registry, DatabaseDialog::Mode::TargetOnly, database, before, m_parent);
    if (dialog.exec() != QDialog::Accepted || dialog.target() == before)
        return false;
    // Every table is checked for the new target first, and what would no longer fit is listed
    // before anything changes. Checked as the export would write them after the change (each
    // completed by its connection, for the environment chosen): the same findings the table
    // list shows.
    const Language lang = uiLanguage();
    QList<GroupedFinding> unfit;
    const QList<StoredTable> stored = m_catalog.latestSpecs(database).value;
    const QList<TableSpec> tables = specsOf(stored);
    const DatabaseCheck checked =
        checkDatabaseAsExported(tables, connections, JobProfile(), Wirings(), m_registry, dialog.target(), database, environment);
    for (qsizetype i = 0; i < tables.size(); ++i) {
        for (const Diagnostic &d : checked.tables.at(i)) {
            if (matterForTargetChange(d))
                unfit << GroupedFinding{tables.at(i).name, d.severity, findingText(d, lang)};
        }
    }
    const QString label = m_registry.target(dialog.target())->label.in(lang);
    if (!unfit.isEmpty()) {
        FindingsDialog box(tr("Target platform of %1").arg(database),
                           tr("%n problem(s) would have to be fixed for %1:", nullptr, int(unfit.size())).arg(label), unfit, m_parent);
        box.setObjectName(QStringLiteral("targetProblems"));
        QPushButton *change = box.addButton(tr("Change the target"), QDialogButtonBox::AcceptRole);
        box.addButton(QDialogButtonBox::Cancel, true);
        box.exec();
        if (box.clickedButton() != change)
            return false;
    }
    // The tables as checked: one saved elsewhere meanwhile makes the change a conflict.
    const QHash<QString, int> checkedTables = revisionsOf(stored);
    const CatalogStatus status = m_catalog.setDatabaseTarget(database, dialog.target(), target, &checkedTables);
    tell(status);
    if (status)
        Q_EMIT statusMessage(tr("%1 now targets %2").arg(database, label), 5000);
    return true;
}

bool DatabaseActions::deleteTable(const QString &database, const QString &table)
{
    int wired = 0;
    for (const Wiring &w : m_catalog.wirings(database).value)
        wired += nameKey(w.source) == nameKey(table) || nameKey(w.sink) == nameKey(table) ? 1 : 0;
    QString question = tr("Delete the table %1 and its revision history from %2? This cannot be undone.").arg(table, database);
    if (wired > 0)
        question += QLatin1Char('\n') + tr("It is wired into the database's job %n time(s); those wirings are removed too.", nullptr, wired);
    if (QMessageBox::question(m_parent, tr("Delete table"), question, QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel)
        != QMessageBox::Yes)
        return false;
    tell(m_catalog.drop(database, table));
    return true;
}

} // namespace st

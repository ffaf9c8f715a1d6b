#include "tablepreview.h"

#include "comparedialog.h"
#include "check/validator.h"
#include "core/connection.h"
#include "core/names.h"
#include "core/variables.h"
#include "ddlview.h"
#include "mainwindowwidgets.h"
#include "schema/schemaregistry.h"
#include "sql/ddlwriter.h"
#include "uilanguage.h"

#include <QComboBox>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QPushButton>

#include <algorithm>

namespace st {

namespace {

/// How much of a revision's note the history list shows on the revision's line.
constexpr int kHistoryNoteLength = 80;

} // namespace

TablePreview::TablePreview(Catalog &catalog, MainWindowWidgets &ui, QWidget *window)
    : QObject(window), m_catalog(catalog), m_ui(ui), m_window(window)
{
}

void TablePreview::showTable(const Place &place)
{
    const QString &db = place.database;
    const QString &name = place.table;
    m_ui.history->clear();
    m_shown = StoredTable{};
    if (!name.isEmpty()) {
        const auto history = m_catalog.history(db, name);
        for (const RevisionInfo &r : history.value) {
            QString text = tr("Revision %1 — %2").arg(r.revision).arg(QLocale().toString(r.savedAt.toLocalTime(), QStringLiteral("yyyy-MM-dd HH:mm:ss")));
            if (!r.author.isEmpty())
                text += QStringLiteral(" ") + tr("by %1").arg(escapeInvisible(r.author));
            if (r.restoredFrom > 0)
                text += QStringLiteral(" ") + tr("(restored from revision %1)").arg(r.restoredFrom);
            // The note on the same line, made one line and cut short; whole in the tooltip.
            const QString note = escapeInvisible(r.note.simplified());
            if (!note.isEmpty())
                text += QStringLiteral(": ") + (note.size() > kHistoryNoteLength ? note.left(kHistoryNoteLength) + QChar(0x2026) : note);
            auto *item = new QListWidgetItem(text, m_ui.history);
            item->setData(Qt::UserRole, r.revision);
            if (!note.isEmpty())
                item->setToolTip(r.note);
        }
        const QSignalBlocker block(m_ui.history);
        m_ui.history->setCurrentRow(0);
    }
    showRevision(place);
}

void TablePreview::showRevision(const Place &place)
{
    const QString &name = place.table;
    const int revision = m_ui.history->currentItem() ? m_ui.history->currentItem()->data(Qt::UserRole).toInt() : 0;
    if (name.isEmpty()) {
        m_shown = StoredTable{};
        m_ui.ddl->setDdl(QString());
        m_ui.ddlLabel->setText(tr("DDL"));
        m_ui.restore->setEnabled(false);
        m_ui.dialect->setVisible(false);
        return;
    }
    const auto stored = m_catalog.get(place.database, name, revision);
    if (!stored) {
        // Not an empty table's DDL as "revision 0": say that it could not be read, and why.
        m_shown = StoredTable{};
        m_ui.ddl->setDdl(QStringLiteral("-- ") + tr("Table %1 could not be read: %2").arg(name, stored.status.message(uiLanguage())));
        m_ui.ddlLabel->setText(tr("DDL of %1 (not read)").arg(name));
        m_ui.restore->setEnabled(false);
        m_ui.dialect->setVisible(false);
        Q_EMIT failed(stored.status);
        return;
    }
    m_shown = stored.value;
    const SchemaRegistry &registry = *place.registry;
    const ConnectorSchemaPtr schema = registry.find(m_shown.spec.connector);
    // The DDL is shown in the dialect of the table's target unless another one was picked.
    const QString wanted = m_ui.dialect->currentIndex() >= 0 ? m_ui.dialect->currentData().toString() : DdlWriter(registry).targetDialect(m_shown.spec.target);
    const QSignalBlocker block(m_ui.dialect);
    m_ui.dialect->clear();
    for (const QString &d : schema ? schema->dialectNames() : QStringList{QStringLiteral("flink")})
        m_ui.dialect->addItem(d, d);
    m_ui.dialect->setCurrentIndex(qMax(0, m_ui.dialect->findData(wanted)));
    m_ui.dialect->setVisible(m_ui.dialect->count() > 1);
    QString ddl;
    LocalizedText error;
    // As written for the environment chosen: its values in place of the ${NAME} references (one
    // it does not give stays as it is; the checks name it).
    const Environment *environment = place.environment;
    TableSpec connected;
    LocalizedText unconnected; // a connection not there: the checks say so; shown as stored
    withConnection(m_shown.spec, place.connections, place.database, &connected, &unconnected, registry.connectionKind(m_shown.spec.connector));
    const TableSpec written = environment ? withVariables(connected, environment->variables, nullptr) : connected;
    // A password held as it is is not shown (nor copied from here): the export writes it.
    if (!DdlWriter(registry).write(withSecretsMasked(written, registry), m_ui.dialect->currentData().toString(), &ddl, &error))
        ddl = QStringLiteral("-- ") + error.in(uiLanguage());
    m_ui.ddl->setDdl(ddl);
    QString label = m_shown.revision == m_shown.latestRevision
                        ? tr("DDL of %1 (revision %2)").arg(name).arg(m_shown.revision)
                        : tr("DDL of %1, older revision %2 of %3").arg(name).arg(m_shown.revision).arg(m_shown.latestRevision);
    if (environment)
        label += QStringLiteral(" ") + tr("for %1").arg(environment->name);
    m_ui.ddlLabel->setText(label);
    m_ui.restore->setEnabled(m_shown.revision > 0 && m_shown.revision != m_shown.latestRevision);
}

std::pair<int, int> TablePreview::revisionsToCompare() const
{
    QList<int> revisions;
    for (const QListWidgetItem *item : m_ui.history->selectedItems())
        revisions << item->data(Qt::UserRole).toInt();
    std::sort(revisions.begin(), revisions.end());
    // The list is newest first; row 0 is the latest revision.
    const int latest = m_ui.history->count() > 0 ? m_ui.history->item(0)->data(Qt::UserRole).toInt() : 0;
    if (revisions.size() == 2)
        return {revisions.at(0), revisions.at(1)};
    if (revisions.size() == 1 && revisions.at(0) != latest)
        return {revisions.at(0), latest};
    if (revisions.size() == 1 && m_ui.history->count() > 1) // the latest: what its save changed
        return {m_ui.history->item(1)->data(Qt::UserRole).toInt(), latest};
    return {0, 0};
}

CompareDialog *TablePreview::openCompare(const Place &place)
{
    const auto [older, newer] = revisionsToCompare();
    const QString &db = place.database;
    const QString &name = place.table;
    if (older <= 0 || name.isEmpty())
        return nullptr;
    const auto before = m_catalog.get(db, name, older);
    const auto after = m_catalog.get(db, name, newer);
    if (!before.status.ok() || !after.status.ok()) {
        Q_EMIT failed(before.status.ok() ? after.status : before.status);
        return nullptr;
    }
    const auto side = [](const StoredTable &t) {
        return CompareDialog::Side{t.spec, t.revision, t.savedAt, t.revision == t.latestRevision};
    };
    // Written for the database's target, as the DDL view beside the history.
    auto *dialog = new CompareDialog(*place.registry, side(before.value), side(after.value), m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
    return dialog;
}

bool TablePreview::restoreShown(const QString &database)
{
    if (m_shown.revision <= 0)
        return false;
    bool unchanged = false;
    const auto restored = m_catalog.restore(database, m_shown.spec.name, m_shown.revision, m_shown.latestRevision, QString(), &unchanged);
    if (!restored)
        Q_EMIT failed(restored.status);
    else
        Q_EMIT statusMessage(unchanged ? tr("The table already is as revision %1 (its revision %2): nothing was written.").arg(m_shown.revision).arg(restored.value)
                                           : tr("Revision %1 restored as revision %2.").arg(m_shown.revision).arg(restored.value),
                                 5000);
    return true;
}

} // namespace st

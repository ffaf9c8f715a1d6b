#include "catalogmodels.h"

#include "findingsview.h"
#include "uilanguage.h"

#include "core/names.h"

#include <QLocale>
#include <QSet>

#include <algorithm>

namespace st {

void DatabasesModel::setDatabases(const QList<DatabaseInfo> &databases)
{
    beginResetModel();
    m_databases = databases;
    endResetModel();
}

int DatabasesModel::rowOf(const QString &name) const
{
    const QString key = nameKey(name);
    for (int i = 0; i < m_databases.size(); ++i) {
        if (nameKey(m_databases.at(i).name) == key)
            return i;
    }
    return -1;
}

int DatabasesModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_databases.size());
}

QVariant DatabasesModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_databases.size())
        return {};
    const DatabaseInfo &db = m_databases.at(index.row());
    switch (role) {
    case Qt::DisplayRole: return QStringLiteral("%1 (%2)").arg(db.name).arg(db.tableCount);
    case Qt::EditRole:
    case Qt::UserRole: return db.name;
    case Qt::ToolTipRole: {
        QString tip = db.comment.isEmpty() ? db.name : db.name + QLatin1Char('\n') + db.comment;
        return db.target.isEmpty() ? tip : tip + QLatin1Char('\n') + tr("Target platform: %1").arg(db.target);
    }
    default: return {};
    }
}

namespace {

struct FindingCounts
{
    int errors = 0;
    int warnings = 0; ///< notes are not counted
};

FindingCounts countFindings(const Diagnostics &diagnostics)
{
    FindingCounts counts;
    for (const Diagnostic &d : diagnostics)
        (d.isError() ? counts.errors : counts.warnings) += d.severity == Severity::Note ? 0 : 1;
    return counts;
}

} // namespace

TablesModel::TablesModel(const SchemaRegistry &registry, QObject *parent) : QAbstractTableModel(parent), m_registry(registry) {}

TablesModel::Rows TablesModel::prepare(QList<TableInfo> tables)
{
    Rows rows;
    rows.tables = std::move(tables);
    // Sorting compares names many times per row: their natural keys are made once here.
    rows.keys.reserve(rows.tables.size());
    rows.sortKeys.reserve(rows.tables.size());
    QSet<QString> connectors;
    for (const TableInfo &t : std::as_const(rows.tables)) {
        rows.keys << nameKey(t.name);
        rows.sortKeys << naturalSortKeyOfFolded(rows.keys.constLast());
        connectors.insert(t.connector);
        if (!rows.roles.contains(t.role))
            rows.roles << t.role;
    }
    rows.connectors = connectors.values();
    return rows;
}

void TablesModel::setTables(Rows rows)
{
    beginResetModel();
    m_rows = std::move(rows);
    m_checks.clear();
    m_mostErrors = m_mostWarnings = 0;
    endResetModel();
}

void TablesModel::setChecks(const QHash<QString, Diagnostics> &byName)
{
    m_checks = byName;
    m_mostErrors = m_mostWarnings = 0;
    for (const Diagnostics &found : byName) {
        const FindingCounts counts = countFindings(found);
        m_mostErrors = std::max(m_mostErrors, counts.errors);
        m_mostWarnings = std::max(m_mostWarnings, counts.warnings);
    }
    if (!m_rows.tables.isEmpty())
        Q_EMIT dataChanged(index(0, Checks), index(int(m_rows.tables.size()) - 1, Checks));
}

Diagnostics TablesModel::checksOf(int row) const
{
    return row < 0 || row >= m_rows.tables.size() ? Diagnostics() : m_checks.value(m_rows.keys.at(row));
}

int TablesModel::tablesWithErrors() const
{
    int count = 0;
    for (const Diagnostics &found : m_checks)
        count += hasErrors(found) ? 1 : 0;
    return count;
}

QString TablesModel::countText(const Diagnostics &diagnostics, bool worstOnly)
{
    const FindingCounts counts = countFindings(diagnostics);
    return countText(counts.errors, counts.warnings, worstOnly);
}

QString TablesModel::countText(int errors, int warnings, bool worstOnly)
{
    const QString errorText = errors > 0 ? tr("%n error(s)", nullptr, errors) : QString();
    const QString warningText = warnings > 0 ? tr("%n warning(s)", nullptr, warnings) : QString();
    if (errors > 0 && warnings > 0 && !worstOnly)
        return tr("%1, %2", "2 errors, 1 warning").arg(errorText, warningText);
    return errors > 0 ? errorText : warningText;
}

QStringList TablesModel::textsOf(Column column) const
{
    QStringList texts;
    switch (column) {
    case Connector:
        for (const QString &connector : m_rows.connectors) {
            const ConnectorSchemaPtr schema = m_registry.find(connector);
            texts << (schema ? schema->label.in(uiLanguage()) : connector);
        }
        break;
    case Role:
        for (st::Role role : m_rows.roles)
            texts << roleText(role);
        break;
    case Checks: {
        // One table's count of one kind is shown. Digits are not always of one width (those of
        // the Chinese interface's font are not), so each count as long as the largest is
        // measured with every digit: the widest text of that length is among them.
        const auto sameLength = [](int most) {
            QList<int> counts;
            const int digits = int(QString::number(most).size());
            for (int digit = 1; most > 0 && digit <= 9; ++digit)
                counts << QString(digits, QChar(u'0' + digit)).toInt();
            return counts;
        };
        for (int errors : sameLength(m_mostErrors))
            texts << countText(errors, 0, true);
        for (int warnings : sameLength(m_mostWarnings))
            texts << countText(0, warnings, true);
        texts.removeAll(QString());
        break;
    }
    case Saved:
        texts << savedText(QDateTime(QDate(2000, 12, 28), QTime(20, 58)));
        break;
    case Name:
    case ColumnCount: break;
    }
    return texts;
}

int TablesModel::rowOf(const QString &name) const
{
    return int(m_rows.keys.indexOf(nameKey(name)));
}

qint64 TablesModel::checksRank(int row) const
{
    // The worst first when sorted descending.
    const Diagnostics found = checksOf(row);
    qint64 errors = 0;
    for (const Diagnostic &d : found)
        errors += d.isError() ? 1 : 0;
    return errors * 100000 + (found.size() - errors);
}

bool TablesModel::lessThan(int column, int left, int right) const
{
    switch (column) {
    case Name: return m_rows.sortKeys.at(left) < m_rows.sortKeys.at(right);
    case Saved: return m_rows.tables.at(left).savedAt < m_rows.tables.at(right).savedAt;
    case Checks: return checksRank(left) < checksRank(right);
    default:
        return data(index(left, column), SortRole).toString() < data(index(right, column), SortRole).toString();
    }
}

int TablesModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.tables.size());
}

int TablesModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString TablesModel::roleText(st::Role role)
{
    switch (role) {
    case st::Role::Source: return tr("Source");
    case st::Role::Sink: return tr("Sink");
    case st::Role::Both: return tr("Source and sink");
    }
    return {};
}

QVariant TablesModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.tables.size())
        return {};
    const TableInfo &t = m_rows.tables.at(index.row());
    if (role == SortRole) {
        switch (index.column()) {
        case Name: return m_rows.sortKeys.value(index.row()); // orders_2 before orders_10
        case Saved: return t.savedAt.toMSecsSinceEpoch();
        case Checks: return checksRank(index.row());
        default: return data(index, Qt::DisplayRole).toString().toLower();
        }
    }
    if (role == Qt::UserRole)
        return t.name;
    if (index.column() == Checks && role == Qt::DecorationRole) {
        const Diagnostics found = checksOf(index.row());
        if (found.isEmpty())
            return {};
        return severityIcon(hasErrors(found) ? Severity::Error : Severity::Warning);
    }
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    switch (index.column()) {
    case Name: return t.name;
    case Connector: {
        const ConnectorSchemaPtr schema = m_registry.find(t.connector);
        return schema ? schema->label.in(uiLanguage()) : t.connector;
    }
    case Role: return roleText(t.role);
    case Checks: {
        const Diagnostics found = checksOf(index.row());
        if (role == Qt::DisplayRole) // the worst kind only, to keep the column narrow; the tooltip has both
            return countText(found, true);
        // The findings themselves, a few: the edit dialog shows them all where they are.
        constexpr int shown = 8;
        QStringList lines;
        const Language lang = uiLanguage();
        if (!found.isEmpty())
            lines << countText(found);
        for (int i = 0; i < found.size() && i < shown; ++i)
            lines << findingText(found.at(i), lang);
        if (found.size() > shown)
            lines << tr("... and %n more", nullptr, int(found.size() - shown));
        return lines.isEmpty() ? tr("No problems found.") : lines.join(QLatin1Char('\n'));
    }
    case Saved:
        if (role == Qt::ToolTipRole)
            return tr("Revision %1, saved %2").arg(t.revision).arg(QLocale().toString(t.savedAt.toLocalTime(), QLocale::LongFormat));
        return savedText(t.savedAt.toLocalTime());
    default: return {};
    }
}

QString TablesModel::savedText(const QDateTime &localTime)
{
    return QLocale().toString(localTime, QStringLiteral("yyyy-MM-dd HH:mm"));
}

QVariant TablesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Name: return tr("Name");
    case Connector: return tr("Data source type");
    case Role: return tr("Role");
    case Checks: return tr("Checks");
    case Saved: return tr("Last saved");
    default: return {};
    }
}

void TablesModel::retranslate()
{
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (!m_rows.tables.isEmpty())
        Q_EMIT dataChanged(index(0, 0), index(int(m_rows.tables.size()) - 1, ColumnCount - 1));
}

TablesProxyModel::TablesProxyModel(TablesModel *tables, QObject *parent) : QSortFilterProxyModel(parent), m_tables(tables)
{
    setSourceModel(tables);
    setSortRole(TablesModel::SortRole); // for views that ask; lessThan() reads the model itself
}

void TablesProxyModel::setNameFilter(const QString &text)
{
    if (text == m_nameFilter)
        return;
    m_nameFilter = text;
    m_filterKey = nameKey(text);
    invalidateFilter();
}

bool TablesProxyModel::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    if (m_nameFilter.isEmpty() || sourceParent.isValid())
        return true;
    return m_tables->key(sourceRow).contains(m_filterKey);
}

bool TablesProxyModel::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    return m_tables->lessThan(left.column(), left.row(), right.row());
}

} // namespace st

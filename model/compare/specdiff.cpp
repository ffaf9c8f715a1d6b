#include "compare/specdiff.h"
#include "sql/ddlwriter.h"

#include <QHash>
#include <QJsonValue>
#include <QSet>

#include <algorithm>
#include <vector>

namespace st {

namespace {

using Kind = SpecChange::Kind;

/// The columns of two specs paired up: (index in before, index in after).
struct ColumnPairs
{
    QList<std::pair<int, int>> pairs;
    QList<int> removed; ///< indexes in before
    QList<int> added;   ///< indexes in after
};

QString columnKindText(const ColumnSpec &c)
{
    return c.expression.isEmpty() ? c.type : QStringLiteral("AS ") + c.expression;
}

ColumnPairs pairColumns(const TableSpec &before, const TableSpec &after)
{
    ColumnPairs out;
    QHash<QString, int> afterByName;
    for (int j = 0; j < after.columns.size(); ++j)
        afterByName.insert(after.columns.at(j).name, j);
    QSet<int> usedAfter;
    QList<int> unmatchedBefore;
    for (int i = 0; i < before.columns.size(); ++i) {
        const auto found = afterByName.constFind(before.columns.at(i).name);
        if (found != afterByName.cend() && !usedAfter.contains(found.value())) {
            out.pairs.append({i, found.value()});
            usedAfter.insert(found.value());
        } else {
            unmatchedBefore << i;
        }
    }
    // A column that lost its name where another got a new one, at the same position and of the
    // same kind, was renamed.
    for (int i : std::as_const(unmatchedBefore)) {
        if (i < after.columns.size() && !usedAfter.contains(i) && before.columnIndex(after.columns.at(i).name) < 0
            && columnKindText(before.columns.at(i)) == columnKindText(after.columns.at(i))) {
            out.pairs.append({i, i});
            usedAfter.insert(i);
        } else {
            out.removed << i;
        }
    }
    for (int j = 0; j < after.columns.size(); ++j) {
        if (!usedAfter.contains(j))
            out.added << j;
    }
    std::sort(out.pairs.begin(), out.pairs.end(), [](const auto &a, const auto &b) { return a.second < b.second; });
    return out;
}

/// The pairs (by their index in `pairs`) outside the longest common subsequence of the two
/// orders: the moved columns. The subsequence is computed in one orientation whichever spec
/// comes first, so that swapping the specs moves the same columns.
QSet<int> movedPairs(const QList<std::pair<int, int>> &pairs, const TableSpec &before, const TableSpec &after)
{
    const int n = int(pairs.size());
    QSet<int> moved;
    if (n < 2)
        return moved;
    // Each pair's id is the same in both directions: its two names, in sorted order.
    QStringList ids;
    for (const auto &[i, j] : pairs) {
        const QString a = before.columns.at(i).name;
        const QString b = after.columns.at(j).name;
        ids << (a < b ? a + QChar(0) + b : b + QChar(0) + a);
    }
    QList<int> byAfter; // pair indexes; the pairs are sorted by their index in after already
    for (int k = 0; k < n; ++k)
        byAfter << k;
    QList<int> byBefore = byAfter; // in the order of the before spec
    std::sort(byBefore.begin(), byBefore.end(), [&pairs](int x, int y) { return pairs.at(x).first < pairs.at(y).first; });
    QStringList first;
    QStringList second;
    for (int k : std::as_const(byBefore))
        first << ids.at(k);
    for (int k : std::as_const(byAfter))
        second << ids.at(k);
    QList<int> x = byBefore;
    QList<int> y = byAfter;
    if (second < first) { // one orientation for both directions
        std::swap(x, y);
        std::swap(first, second);
    }
    if (qint64(n) * n > 4'000'000) {
        // Too wide for the table of the subsequence: a column is moved when its place among
        // the paired columns changed.
        for (int k = 0; k < n; ++k) {
            if (x.at(k) != y.at(k))
                moved << x.at(k) << y.at(k);
        }
        return moved;
    }
    std::vector<int> table(size_t(n + 1) * size_t(n + 1), 0);
    const auto at = [&table, n](int a, int b) -> int & { return table[size_t(a) * size_t(n + 1) + size_t(b)]; };
    for (int a = n - 1; a >= 0; --a) {
        for (int b = n - 1; b >= 0; --b)
            at(a, b) = x.at(a) == y.at(b) ? at(a + 1, b + 1) + 1 : std::max(at(a + 1, b), at(a, b + 1));
    }
    QSet<int> kept;
    for (int a = 0, b = 0; a < n && b < n;) {
        if (x.at(a) == y.at(b)) {
            kept << x.at(a);
            ++a;
            ++b;
        } else if (at(a + 1, b) >= at(a, b + 1)) {
            ++a;
        } else {
            ++b;
        }
    }
    for (int k = 0; k < n; ++k) {
        if (!kept.contains(k))
            moved << k;
    }
    return moved;
}

QString nullText(bool nullable)
{
    return nullable ? QStringLiteral("NULL") : QStringLiteral("NOT NULL");
}

QString listText(const QStringList &names)
{
    return names.join(QStringLiteral(", "));
}

QString watermarkText(const WatermarkSpec &w)
{
    return w.column.isEmpty() ? QString() : w.column + QStringLiteral(" AS ") + w.expression;
}

void add(SpecChanges *out, Kind kind, const QString &subject, const QString &before, const QString &after)
{
    out->append(SpecChange{kind, subject, before, after});
}

} // namespace

QString SpecChange::kindName(Kind kind)
{
    switch (kind) {
    case Kind::Name: return QStringLiteral("name");
    case Kind::Connector: return QStringLiteral("connector");
    case Kind::Role: return QStringLiteral("role");
    case Kind::Target: return QStringLiteral("target");
    case Kind::Comment: return QStringLiteral("comment");
    case Kind::ColumnAdded: return QStringLiteral("column.added");
    case Kind::ColumnRemoved: return QStringLiteral("column.removed");
    case Kind::ColumnRenamed: return QStringLiteral("column.renamed");
    case Kind::ColumnMoved: return QStringLiteral("column.moved");
    case Kind::ColumnType: return QStringLiteral("column.type");
    case Kind::ColumnNullable: return QStringLiteral("column.nullable");
    case Kind::ColumnComment: return QStringLiteral("column.comment");
    case Kind::ColumnExpression: return QStringLiteral("column.expression");
    case Kind::ColumnMetadata: return QStringLiteral("column.metadata");
    case Kind::ColumnVirtual: return QStringLiteral("column.virtual");
    case Kind::PrimaryKey: return QStringLiteral("primaryKey");
    case Kind::Watermark: return QStringLiteral("watermark");
    case Kind::PartitionedBy: return QStringLiteral("partitionedBy");
    case Kind::Distribution: return QStringLiteral("distribution");
    case Kind::OptionAdded: return QStringLiteral("option.added");
    case Kind::OptionRemoved: return QStringLiteral("option.removed");
    case Kind::OptionChanged: return QStringLiteral("option.changed");
    }
    return {};
}

LocalizedText SpecChange::text() const
{
    // %1 the subject, %2 before, %3 after; each text uses those it needs, so they are put in
    // one pass (QString::arg would renumber the ones a text leaves out). The user's names and
    // values show their invisible characters as escapes.
    // A value that is not there is said in each language.
    const auto fill = [this](const char *pattern, const QString &none) {
        const QString values[] = {escapeInvisible(subject), before.isEmpty() ? none : escapeInvisible(before),
                                  after.isEmpty() ? none : escapeInvisible(after)};
        const QString text = QString::fromUtf8(pattern);
        QString out;
        for (int i = 0; i < text.size(); ++i) {
            if (text.at(i) == QLatin1Char('%') && i + 1 < text.size() && text.at(i + 1) >= QLatin1Char('1') && text.at(i + 1) <= QLatin1Char('3')) {
                out += values[text.at(i + 1).unicode() - '1'];
                ++i;
            } else {
                out += text.at(i);
            }
        }
        return out;
    };
    const auto change = [&fill](const char *en, const char *zh) {
        return LocalizedText{fill(en, QStringLiteral("(none)")), fill(zh, QStringLiteral("（无）"))};
    };
    switch (kind) {
    case Kind::Name: return change("name: %2 → %3", "表名：%2 → %3");
    case Kind::Connector: return change("data source type: %2 → %3", "数据源类型：%2 → %3");
    case Kind::Role: return change("role: %2 → %3", "用途：%2 → %3");
    case Kind::Target: return change("target platform: %2 → %3", "目标平台：%2 → %3");
    case Kind::Comment: return change("comment: %2 → %3", "注释：%2 → %3");
    case Kind::ColumnAdded: return change("column %1 added: %3", "新增列 %1：%3");
    case Kind::ColumnRemoved: return change("column %1 removed (was %2)", "删除列 %1（原为 %2）");
    case Kind::ColumnRenamed: return change("column %2 renamed to %3", "列 %2 重命名为 %3");
    case Kind::ColumnMoved: return change("column %1 moved: position %2 → %3", "列 %1 移动：第 %2 位 → 第 %3 位");
    case Kind::ColumnType: return change("column %1: type %2 → %3", "列 %1：类型 %2 → %3");
    case Kind::ColumnNullable: return change("column %1: %2 → %3", "列 %1：%2 → %3");
    case Kind::ColumnComment: return change("column %1: comment %2 → %3", "列 %1：注释 %2 → %3");
    case Kind::ColumnExpression: return change("column %1: expression %2 → %3", "列 %1：表达式 %2 → %3");
    case Kind::ColumnMetadata: return change("column %1: metadata key %2 → %3", "列 %1：元数据键 %2 → %3");
    case Kind::ColumnVirtual: return change("column %1: virtual %2 → %3", "列 %1：虚拟列 %2 → %3");
    case Kind::PrimaryKey: return change("primary key: %2 → %3", "主键：%2 → %3");
    case Kind::Watermark: return change("watermark: %2 → %3", "水位线：%2 → %3");
    case Kind::PartitionedBy: return change("partitioned by: %2 → %3", "分区：%2 → %3");
    case Kind::Distribution: return change("distribution: %2 → %3", "分桶：%2 → %3");
    case Kind::OptionAdded: return change("option %1 added: %3", "新增参数 %1：%3");
    case Kind::OptionRemoved: return change("option %1 removed (was %2)", "删除参数 %1（原为 %2）");
    case Kind::OptionChanged: return change("option %1: %2 → %3", "参数 %1：%2 → %3");
    }
    return {};
}

QJsonObject SpecChange::toJson() const
{
    QJsonObject o{{QStringLiteral("change"), kindName(kind)}};
    if (!subject.isEmpty())
        o.insert(QStringLiteral("subject"), subject);
    if (kind != Kind::ColumnAdded && kind != Kind::OptionAdded)
        o.insert(QStringLiteral("before"), before);
    if (kind != Kind::ColumnRemoved && kind != Kind::OptionRemoved)
        o.insert(QStringLiteral("after"), after);
    return o;
}

SpecChanges diffSpecs(const TableSpec &before, const TableSpec &after, const SecretKey &isSecret)
{
    SpecChanges out;
    const auto field = [&out](Kind kind, const QString &a, const QString &b) {
        if (a != b)
            add(&out, kind, QString(), a, b);
    };
    field(Kind::Name, before.name, after.name);
    field(Kind::Connector, before.connector, after.connector);
    field(Kind::Role, roleName(before.role), roleName(after.role));
    field(Kind::Target, before.target, after.target);
    field(Kind::Comment, before.comment, after.comment);

    const ColumnPairs columns = pairColumns(before, after);
    for (int i : columns.removed)
        add(&out, Kind::ColumnRemoved, before.columns.at(i).name, columnKindText(before.columns.at(i)), QString());
    const QSet<int> moved = movedPairs(columns.pairs, before, after);
    const QSet<int> added(columns.added.cbegin(), columns.added.cend()); // looked up once per column
    int nextPair = 0;
    for (int j = 0; j < after.columns.size(); ++j) {
        const ColumnSpec &b = after.columns.at(j);
        if (added.contains(j)) {
            add(&out, Kind::ColumnAdded, b.name, QString(), columnKindText(b));
            continue;
        }
        const int pairIndex = nextPair++;
        const ColumnSpec &a = before.columns.at(columns.pairs.at(pairIndex).first);
        if (a.name != b.name)
            add(&out, Kind::ColumnRenamed, b.name, a.name, b.name);
        if (moved.contains(pairIndex))
            add(&out, Kind::ColumnMoved, b.name, QString::number(columns.pairs.at(pairIndex).first + 1), QString::number(j + 1));
        const auto columnField = [&out, &b](Kind kind, const QString &x, const QString &y) {
            if (x != y)
                add(&out, kind, b.name, x, y);
        };
        columnField(Kind::ColumnType, a.type, b.type);
        columnField(Kind::ColumnNullable, nullText(a.nullable), nullText(b.nullable));
        columnField(Kind::ColumnExpression, a.expression, b.expression);
        columnField(Kind::ColumnMetadata, a.metadata, b.metadata);
        columnField(Kind::ColumnVirtual, a.isVirtual ? QStringLiteral("true") : QStringLiteral("false"),
                    b.isVirtual ? QStringLiteral("true") : QStringLiteral("false"));
        columnField(Kind::ColumnComment, a.comment, b.comment);
    }
    field(Kind::PrimaryKey, listText(before.primaryKey), listText(after.primaryKey));
    field(Kind::Watermark, watermarkText(before.watermark), watermarkText(after.watermark));
    field(Kind::PartitionedBy, listText(before.partitionedBy), listText(after.partitionedBy));
    field(Kind::Distribution, distributionClause(before.distribution), distributionClause(after.distribution));

    QStringList keys = before.options.keys() + after.options.keys();
    std::sort(keys.begin(), keys.end());
    keys.erase(std::unique(keys.begin(), keys.end()), keys.end());
    for (const QString &key : std::as_const(keys)) {
        const bool had = before.options.contains(key);
        const bool has = after.options.contains(key);
        const QString a = before.options.value(key);
        const QString b = after.options.value(key);
        const bool secret = isSecret && isSecret(key);
        const QString shownA = secret ? QStringLiteral("(secret)") : a;
        const QString shownB = secret ? QStringLiteral("(secret)") : b;
        if (had && !has)
            add(&out, Kind::OptionRemoved, key, shownA, QString());
        else if (!had && has)
            add(&out, Kind::OptionAdded, key, QString(), shownB);
        else if (a != b)
            add(&out, Kind::OptionChanged, key, secret ? QStringLiteral("(secret)") : a, secret ? QStringLiteral("(secret, changed)") : b);
    }
    return out;
}

TablesDiff diffTables(const QList<TableSpec> &before, const QList<TableSpec> &after, const SecretKey &isSecret)
{
    TablesDiff out;
    QHash<QString, const TableSpec *> old;
    for (const TableSpec &t : before)
        old.insert(nameKey(t.name), &t);
    QSet<QString> seen;
    for (const TableSpec &t : after) {
        const QString key = nameKey(t.name);
        seen.insert(key);
        const auto found = old.constFind(key);
        if (found == old.cend()) {
            out.added << t.name;
            continue;
        }
        const SpecChanges changes = diffSpecs(*found.value(), t, isSecret);
        if (!changes.isEmpty())
            out.changed.append({t.name, changes});
    }
    for (const TableSpec &t : before) {
        if (!seen.contains(nameKey(t.name)))
            out.removed << t.name;
    }
    sortNaturally(out.added);
    sortNaturally(out.removed);
    sortNaturally(out.changed, [](const auto &changed) -> const QString & { return changed.first; });
    return out;
}

QStringList diffLines(const QStringList &before, const QStringList &after)
{
    const int n = int(before.size());
    const int m = int(after.size());
    std::vector<int> table(size_t(n + 1) * size_t(m + 1), 0);
    const auto at = [&table, m](int a, int b) -> int & { return table[size_t(a) * size_t(m + 1) + size_t(b)]; };
    for (int a = n - 1; a >= 0; --a) {
        for (int b = m - 1; b >= 0; --b)
            at(a, b) = before.at(a) == after.at(b) ? at(a + 1, b + 1) + 1 : std::max(at(a + 1, b), at(a, b + 1));
    }
    QStringList out;
    int a = 0;
    int b = 0;
    while (a < n || b < m) {
        if (a < n && b < m && before.at(a) == after.at(b)) {
            out << QStringLiteral(" ") + before.at(a);
            ++a;
            ++b;
        } else if (b >= m || (a < n && at(a + 1, b) >= at(a, b + 1))) {
            out << QStringLiteral("-") + before.at(a++);
        } else {
            out << QStringLiteral("+") + after.at(b++);
        }
    }
    return out;
}

} // namespace st

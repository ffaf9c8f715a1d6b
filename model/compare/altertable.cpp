#include "compare/altertable.h"

#include "compare/specdiff.h"
#include "schema/schemaregistry.h"
#include "schema/target.h"
#include "sql/ddlwriter.h"
#include "sql/sqlquote.h"

#include <QHash>
#include <QRegularExpression>
#include <QSet>

namespace st {

namespace {

/// A column's definition without its name: what MODIFY changes.
QString definitionOf(const QString &line, const QString &name)
{
    return line.mid(quoteIdentifier(name).size());
}

/// A WITH key as the option's key: the writer quotes keys as literals (or leaves a plain word bare).
QString keyOf(const QString &written)
{
    if (written.size() >= 2 && written.startsWith(QLatin1Char('\'')) && written.endsWith(QLatin1Char('\'')))
        return unquoted(QStringView(written).mid(1, written.size() - 2), QLatin1Char('\''));
    return written;
}

/// Whether the SQL expression `expression` names the column `name` (as a word, or quoted in
/// backquotes). A column name inside a string literal counts too: taking it for a reference
/// makes a plan recreate or re-add what it need not, never write a statement Flink refuses.
bool refersTo(const QString &expression, const QString &name)
{
    if (expression.contains(quoteIdentifier(name)))
        return true;
    const QRegularExpression word(QStringLiteral("(?<![A-Za-z0-9_$`])%1(?![A-Za-z0-9_$`])").arg(QRegularExpression::escape(name)));
    return word.match(expression).hasMatch();
}

} // namespace

QStringList AlterPlan::script(Language lang) const
{
    if (inPlace())
        return statements;
    QStringList lines{localized("-- the table must be dropped and created again:", "-- 该表须删除后重新创建：").in(lang)};
    for (const LocalizedText &why : recreateBecause)
        lines << QStringLiteral("--   ") + why.in(lang);
    return lines;
}

AlterPlan alterTable(const TableSpec &before, const TableSpec &after, const SchemaRegistry &registry, const SecretKey &isSecret)
{
    AlterPlan plan;
    const QString targetId = after.target.isEmpty() ? registry.activeTarget() : after.target;
    const TargetSchema *target = registry.target(targetId);
    const QString targetName = target ? target->label.en : targetId;
    const QString targetNameZh = target ? target->label.zh : targetId;
    if (before.target != after.target)
        plan.recreateBecause << localized("the target platform changed", "目标平台变了");
    if (before.connector != after.connector)
        plan.recreateBecause << localized("the data source type (connector) changed", "数据源类型（connector）变了");

    const DdlWriter writer(registry);
    WrittenTable was;
    WrittenTable will;
    LocalizedText error;
    if (!writer.writeParts(before, writer.targetDialect(before.target), &was, &error)
        || !writer.writeParts(after, writer.targetDialect(after.target), &will, &error)) {
        plan.recreateBecause << localized("the table cannot be written: %1", "无法写出该表：%1").arg(error);
        return plan;
    }
    if (was.comment != will.comment)
        plan.recreateBecause << localized("the table comment changed: Flink's ALTER TABLE cannot change it", "表注释变了：Flink 的 ALTER TABLE 不能修改表注释");
    if (was.partitionedBy != will.partitionedBy)
        plan.recreateBecause << localized("the partitioning changed: Flink's ALTER TABLE cannot change it", "分区变了：Flink 的 ALTER TABLE 不能修改分区");
    // Flink 1.20 has ALTER TABLE ... ADD/MODIFY/DROP DISTRIBUTION, but no target lists it yet.
    if (was.distribution != will.distribution)
        plan.recreateBecause << localized("the distribution (DISTRIBUTED BY) changed", "分桶（DISTRIBUTED BY）变了");
    if (!plan.recreateBecause.isEmpty())
        return plan;

    const QStringList clauses = target ? target->alterTable : QStringList();
    QSet<QString> missing;
    const auto statement = [&plan, &clauses, &missing](const char *clause, const QString &text) {
        if (!clauses.contains(QLatin1String(clause)))
            missing.insert(QLatin1String(clause));
        plan.statements << text + QLatin1Char(';');
    };

    // The table's new name first: every later statement names it so.
    if (was.name != will.name)
        statement("rename-table", QStringLiteral("ALTER TABLE %1 RENAME TO %2").arg(was.name, will.name));
    const QString table = QStringLiteral("ALTER TABLE ") + will.name + QLatin1Char(' ');

    // Columns are matched as the structural diff matches them (by name, a rename by place and type).
    QHash<QString, QString> oldNameOf; // new name -> old name, for every column kept
    QSet<QString> moved;
    QList<std::pair<QString, QString>> renames; // old name, new name
    for (const QString &name : std::as_const(will.columnNames)) {
        if (was.columnNames.contains(name))
            oldNameOf.insert(name, name);
    }
    for (const SpecChange &c : diffSpecs(before, after, isSecret)) {
        if (c.kind == SpecChange::Kind::ColumnRenamed) {
            oldNameOf.insert(c.after, c.before);
            renames << std::make_pair(c.before, c.after);
        } else if (c.kind == SpecChange::Kind::ColumnMoved) {
            moved.insert(c.subject);
        }
    }
    // Flink refuses to rename a column the watermark or a computed column refers to
    // (AlterSchemaConverter: "currently doesn't allow to rename column which is referred by
    // watermark expression"; "... is referenced by computed column"). The watermark is dropped
    // before the rename and added after it; a computed column cannot be, short of dropping
    // and adding it again, which the table's recreation does plainly.
    bool renameTouchesWatermark = false;
    for (const auto &[oldName, newName] : std::as_const(renames)) {
        if (!before.watermark.isEmpty() && (before.watermark.column == oldName || refersTo(before.watermark.expression, oldName)))
            renameTouchesWatermark = true;
        for (const ColumnSpec &c : before.columns) {
            if (c.isComputed() && refersTo(c.expression, oldName)) {
                plan.recreateBecause << localized("column %1 is renamed %2, and computed column %3 refers to it: Flink's ALTER TABLE "
                                                  "cannot rename a column a computed column refers to",
                                                  "列 %1 改名为 %2，而计算列 %3 引用了它：Flink 的 ALTER TABLE 不能给计算列引用的列改名")
                                            .arg(oldName, newName, c.name);
            }
        }
    }
    if (!plan.recreateBecause.isEmpty()) {
        plan.statements.clear();
        return plan;
    }

    // What refers to columns goes before the columns change (and before a rename of one it
    // refers to), and comes back after.
    const bool watermarkChanged = was.watermark != will.watermark || renameTouchesWatermark;
    const bool keyChanged = was.primaryKey != will.primaryKey;
    if (watermarkChanged && !was.watermark.isEmpty())
        statement("drop", table + QStringLiteral("DROP WATERMARK"));
    for (const auto &[oldName, newName] : std::as_const(renames))
        statement("rename-column", table + QStringLiteral("RENAME %1 TO %2").arg(quoteIdentifier(oldName), quoteIdentifier(newName)));
    if (keyChanged && !was.primaryKey.isEmpty())
        statement("drop", table + QStringLiteral("DROP PRIMARY KEY"));

    QStringList dropped;
    const QList<QString> kept = oldNameOf.values();
    for (const QString &name : std::as_const(was.columnNames)) {
        if (!kept.contains(name))
            dropped << quoteIdentifier(name);
    }
    if (!dropped.isEmpty())
        statement("drop", table + QStringLiteral("DROP (%1)").arg(dropped.join(QStringLiteral(", "))));

    for (int i = 0; i < will.columnNames.size(); ++i) {
        const QString &name = will.columnNames.at(i);
        const QString place = i == 0 ? QStringLiteral(" FIRST") : QStringLiteral(" AFTER ") + quoteIdentifier(will.columnNames.at(i - 1));
        const auto old = oldNameOf.constFind(name);
        if (old == oldNameOf.cend()) {
            statement("add", table + QStringLiteral("ADD ") + will.columnLines.at(i) + place);
            continue;
        }
        const QString oldLine = was.columnLines.at(int(was.columnNames.indexOf(old.value())));
        const bool redefined = definitionOf(oldLine, old.value()) != definitionOf(will.columnLines.at(i), name);
        // MODIFY without a COMMENT keeps the column's comment on Flink: a removed one is
        // written as an empty comment.
        const ColumnSpec *wasColumn = before.column(old.value());
        const ColumnSpec *willColumn = after.column(name);
        const bool commentRemoved = wasColumn && willColumn && !wasColumn->comment.isEmpty() && willColumn->comment.isEmpty();
        if (redefined || moved.contains(name))
            statement("modify", table + QStringLiteral("MODIFY ") + will.columnLines.at(i) + (commentRemoved ? QStringLiteral(" COMMENT ''") : QString())
                                    + (moved.contains(name) ? place : QString()));
    }
    if (watermarkChanged && !will.watermark.isEmpty())
        statement("add", table + QStringLiteral("ADD ") + will.watermark);
    if (keyChanged && !will.primaryKey.isEmpty())
        statement("add", table + QStringLiteral("ADD ") + will.primaryKey);

    // Options by the keys the target reads: removed ones reset, new and changed ones set.
    QHash<QString, QString> wasOptions;
    for (const auto &option : std::as_const(was.options))
        wasOptions.insert(option.first, option.second);
    QSet<QString> willKeys;
    QStringList set;
    for (const auto &option : std::as_const(will.options)) {
        willKeys.insert(option.first);
        const auto old = wasOptions.constFind(option.first);
        if (old == wasOptions.cend() || old.value() != option.second)
            set << option.first + QStringLiteral(" = ") + (isSecret && isSecret(keyOf(option.first)) ? QStringLiteral("'(secret)'") : option.second);
    }
    QStringList reset;
    for (const auto &option : std::as_const(was.options)) {
        if (!willKeys.contains(option.first))
            reset << option.first;
    }
    if (!reset.isEmpty())
        statement("reset", table + QStringLiteral("RESET (%1)").arg(reset.join(QStringLiteral(", "))));
    if (!set.isEmpty())
        statement("set", table + QStringLiteral("SET (%1)").arg(set.join(QStringLiteral(", "))));

    if (!missing.isEmpty()) {
        static const QHash<QString, QString> words{{QStringLiteral("rename-table"), QStringLiteral("RENAME TO")},
                                                   {QStringLiteral("rename-column"), QStringLiteral("RENAME")},
                                                   {QStringLiteral("drop"), QStringLiteral("DROP")},
                                                   {QStringLiteral("add"), QStringLiteral("ADD")},
                                                   {QStringLiteral("modify"), QStringLiteral("MODIFY")},
                                                   {QStringLiteral("reset"), QStringLiteral("RESET")},
                                                   {QStringLiteral("set"), QStringLiteral("SET")}};
        QStringList names;
        for (const QString &clause : std::as_const(missing))
            names << words.value(clause, clause);
        names.sort();
        plan.recreateBecause << LocalizedText{QStringLiteral("%1 does not read ALTER TABLE ... %2").arg(targetName, names.join(QStringLiteral(", "))),
                                              QStringLiteral("%1 不支持 ALTER TABLE ... %2").arg(targetNameZh, names.join(QStringLiteral("、")))};
        plan.statements.clear();
    }
    return plan;
}

} // namespace st

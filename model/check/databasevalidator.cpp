#include "check/databasevalidator.h"

#include "core/names.h"
#include "schema/conditions.h"
#include "sql/flinktype.h"
#include "check/validator.h"

#include <QSet>

#include <algorithm>

namespace st {

namespace {

Diagnostic finding(Severity severity, const Subject &subject, const QString &ruleId, const LocalizedText &message)
{
    return Diagnostic{severity, subject, message, ruleId};
}

bool reads(const TableSpec &t)
{
    return roleIncludes(t.role, Role::Source);
}

bool writes(const TableSpec &t)
{
    return roleIncludes(t.role, Role::Sink);
}

/// An identity value as compared: without surrounding spaces or a trailing `/`.
QString identityValue(const QString &value)
{
    QString v = value.trimmed();
    while (v.size() > 1 && v.endsWith(QLatin1Char('/')))
        v.chop(1);
    return v;
}

/// Declarations of one physical table: tables of one connector with equal identity options.
struct Group
{
    QString identity; ///< the identity values as shown, `, `-separated
    QList<const TableSpec *> members;
};

QList<Group> groupTables(const ConnectorSchema &schema, const QList<const TableSpec *> &tables)
{
    QList<Group> groups;
    QHash<QString, int> byKey;
    for (const TableSpec *t : tables) {
        if (t->connector != schema.connector)
            continue;
        QStringList values;
        bool complete = !schema.identity.isEmpty();
        for (const QString &key : schema.identity) {
            const QString v = identityValue(t->options.value(key));
            complete = complete && !v.isEmpty();
            values << v;
        }
        // Without every identity option set, the table cannot be matched with another one.
        const QString key = complete ? values.join(QChar(0x1f)) : QStringLiteral("\x01") + nameKey(t->name);
        const auto it = byKey.constFind(key);
        if (it != byKey.cend()) {
            groups[it.value()].members << t;
            continue;
        }
        byKey.insert(key, groups.size());
        groups.append({complete ? values.join(QLatin1String(", ")) : t->name, {t}});
    }
    return groups;
}

/// The members of `group` on one side that satisfy `condition`.
QList<const TableSpec *> witnesses(const ConnectorSchema &schema, const Group &group, bool readSide, const Condition &condition)
{
    QList<const TableSpec *> out;
    for (const TableSpec *t : group.members) {
        if ((readSide ? reads(*t) : writes(*t)) && evaluate(condition, schema, *t))
            out << t;
    }
    return out;
}

void checkRule(const ConnectorSchema &schema, const DatabaseRuleSchema &rule, const Group &group, Diagnostics &out)
{
    QList<const TableSpec *> why;
    if (rule.whenRead) {
        const QList<const TableSpec *> w = witnesses(schema, group, true, *rule.whenRead);
        if (w.isEmpty())
            return;
        why << w;
    }
    if (rule.whenWritten) {
        const QList<const TableSpec *> w = witnesses(schema, group, false, *rule.whenWritten);
        if (w.isEmpty())
            return;
        why << w;
    }
    if (!rule.whenRead && !rule.whenWritten)
        why = group.members;
    QStringList names; // in the members' order: sorted by name
    for (const TableSpec *t : group.members) {
        if (why.contains(t))
            names << t->name;
    }
    for (const TableSpec *t : group.members) {
        const bool chosen = rule.each == DatabaseRuleSchema::Members::All
            || (rule.each == DatabaseRuleSchema::Members::Readers && reads(*t))
            || (rule.each == DatabaseRuleSchema::Members::Writers && writes(*t));
        if (!chosen || evaluate(rule.check, schema, *t))
            continue;
        out << finding(rule.severity, Subject::option(rule.option).inTable(t->name), rule.id,
                       rule.message.arg(t->name, group.identity, names.join(QLatin1String(", "))));
    }
}

/// Whether Flink casts a value of type `from` implicitly into a column of type `to` on INSERT
/// (LogicalTypeCasts.supportsImplicitCast, Flink 1.18 and 2.0: per type root, so lengths and
/// precisions never block): integers widen, any number goes into FLOAT (but DOUBLE does not),
/// DOUBLE and DECIMAL; CHAR into VARCHAR but not back; TIMESTAMP into DATE and TIME; the two
/// timestamp kinds both ways; NULL into anything. Constructed types need the same root (their
/// children are not compared here). Anything else needs an explicit CAST.
bool implicitCast(const FlinkType &from, const FlinkType &to)
{
    const QString &a = from.root;
    const QString &b = to.root;
    if (a == b || from.family == FlinkType::Family::Null)
        return true;
    static const QStringList integers{QStringLiteral("TINYINT"), QStringLiteral("SMALLINT"), QStringLiteral("INT"), QStringLiteral("BIGINT")};
    const auto isNumeric = [](const FlinkType &t) {
        return t.family == FlinkType::Family::Integer || t.family == FlinkType::Family::Decimal || t.family == FlinkType::Family::Float;
    };
    if (integers.contains(a) && integers.contains(b))
        return integers.indexOf(a) < integers.indexOf(b);
    if (b == QLatin1String("FLOAT"))
        return integers.contains(a) || a == QLatin1String("DECIMAL");
    if (b == QLatin1String("DOUBLE") || b == QLatin1String("DECIMAL"))
        return isNumeric(from);
    if (b == QLatin1String("VARCHAR") || b == QLatin1String("STRING"))
        return a == QLatin1String("CHAR") || a == QLatin1String("VARCHAR") || a == QLatin1String("STRING");
    if (b == QLatin1String("VARBINARY") || b == QLatin1String("BYTES"))
        return a == QLatin1String("BINARY") || a == QLatin1String("VARBINARY") || a == QLatin1String("BYTES");
    if (b == QLatin1String("DATE") || b == QLatin1String("TIME"))
        return a == QLatin1String("TIMESTAMP");
    if (b == QLatin1String("TIMESTAMP") || b == QLatin1String("TIMESTAMP_LTZ"))
        return a == QLatin1String("TIMESTAMP") || a == QLatin1String("TIMESTAMP_LTZ");
    return false;
}

} // namespace

Diagnostics DatabaseValidator::targetOfItsOwn(const TableSpec &table, const Subject &subject) const
{
    const QString jobTarget = m_registry.activeTarget();
    if (table.target.isEmpty() || jobTarget.isEmpty() || table.target == jobTarget)
        return {};
    const auto labelOf = [this](const QString &id) {
        const TargetSchema *target = m_registry.target(id);
        return target ? target->label : LocalizedText{id, id};
    };
    const LocalizedText own = labelOf(table.target);
    const LocalizedText database = labelOf(jobTarget);
    return {finding(Severity::Error, subject, QStringLiteral("wiring.table-target"),
                    {QStringLiteral("Table \"%1\" is written for %2 (a target of its own), but the job runs on the database's platform, %3: "
                                    "its DDL in the job's script would be for another platform. Remove the table's own target, or give the database that target.")
                         .arg(table.name, own.en, database.en),
                     QStringLiteral("表“%1”按其自身的目标平台 %2 生成，但作业运行在本数据库的目标平台 %3 上："
                                    "作业脚本中该表的 DDL 将面向另一个平台。请删除该表自身的目标平台，或将数据库的目标平台改为它。")
                         .arg(table.name, own.zh, database.zh)})};
}

bool DatabaseValidator::namesChangelogFormat(const TableSpec &table, const ConnectorSchema &schema) const
{
    for (const FormatSlot &slot : schema.formatSlots) {
        const QString name = table.options.value(slot.option).trimmed();
        const ConnectorSchemaPtr format = name.isEmpty() ? ConnectorSchemaPtr() : m_registry.format(name.toLower());
        if (format && format->changelog)
            return true;
    }
    return false;
}

/// What the source produces against what the sink takes, as Flink's planner checks it when it
/// plans the INSERT (FlinkChangelogModeInferenceProgram: "Table sink '...' doesn't support
/// consuming update and delete changes which is produced by node ..."; a sink that writes updates
/// by key without one, such as JdbcDynamicTableSink: "please declare primary key for sink table
/// when query contains update/delete record"). A format that carries a changelog (debezium-json)
/// makes the connector that names it produce one as a source and take one as a sink (Kafka's and
/// the filesystem's getChangelogMode() are their format's).
Diagnostics DatabaseValidator::changelogFindings(const TableSpec &source, const ConnectorSchema &sourceSchema, const TableSpec &sink,
                                                 const ConnectorSchema &sinkSchema, const Subject &subject) const
{
    const bool emits = (sourceSchema.emitsChangelog && evaluate(*sourceSchema.emitsChangelog, sourceSchema, source))
                       || namesChangelogFormat(source, sourceSchema);
    if (!emits)
        return {};
    AcceptsChangelog accepts = sinkSchema.acceptsChangelog;
    if (accepts == AcceptsChangelog::No && namesChangelogFormat(sink, sinkSchema))
        accepts = AcceptsChangelog::Yes;
    if (accepts == AcceptsChangelog::No)
        return {finding(Severity::Error, subject, QStringLiteral("wiring.changelog-into-insert-only"),
                        localized("Table sink \"%2\" doesn't support consuming update and delete changes, which source \"%1\" produces "
                                  "(a %3 table): Flink refuses the INSERT. Write into a sink that takes updates (jdbc or upsert-kafka "
                                  "with a PRIMARY KEY, hudi, or kafka with a changelog format such as debezium-json), or read the source "
                                  "as inserts only.",
                                  "目标表“%2”不支持写入更新和删除变更，而源表“%1”（%3 表）会产生这类变更：Flink 会拒绝该 INSERT。"
                                  "请写入能接收更新的目标表（声明了 PRIMARY KEY 的 jdbc 或 upsert-kafka、hudi，或使用 debezium-json 等 "
                                  "changelog 格式的 kafka），或让源表只产生插入。")
                            .arg(source.name, sink.name, source.connector))};
    if (accepts == AcceptsChangelog::WithPrimaryKey && sink.primaryKey.isEmpty()) {
        const QString key = source.primaryKey.isEmpty() ? QString() : source.primaryKey.join(QLatin1String(", "));
        return {finding(Severity::Error, subject, QStringLiteral("wiring.changelog-needs-primary-key"),
                        key.isEmpty()
                            ? localized("Source \"%1\" produces update and delete changes, and sink \"%2\" (a %3 table) writes them by its "
                                        "primary key, but it declares none: please declare primary key for sink table when query contains "
                                        "update/delete record. Declare a PRIMARY KEY on \"%2\": the columns that identify a row.",
                                        "源表“%1”会产生更新和删除变更，目标表“%2”（%3 表）按主键写入这些变更，但它没有声明主键。"
                                        "请在“%2”上声明 PRIMARY KEY，即唯一标识一行的列。")
                                  .arg(source.name, sink.name, sink.connector)
                            : localized("Source \"%1\" produces update and delete changes, and sink \"%2\" (a %3 table) writes them by its "
                                        "primary key, but it declares none: please declare primary key for sink table when query contains "
                                        "update/delete record. Declare PRIMARY KEY (%4) NOT ENFORCED on \"%2\", the source's key.",
                                        "源表“%1”会产生更新和删除变更，目标表“%2”（%3 表）按主键写入这些变更，但它没有声明主键。"
                                        "请在“%2”上声明 PRIMARY KEY (%4) NOT ENFORCED，即源表的主键。")
                                  .arg(source.name, sink.name, sink.connector, key))};
    }
    return {};
}

Diagnostics DatabaseValidator::validateWiring(const QList<TableSpec> &tables, const Wiring &wiring) const
{
    Diagnostics out;
    const Subject subject = Subject::wiring(wiring.source, wiring.sink);
    const TableSpec *source = findTable(tables, wiring.source);
    const TableSpec *sink = findTable(tables, wiring.sink);
    if (!source)
        out << finding(Severity::Error, subject, QStringLiteral("wiring.source-missing"),
                       localized("There is no table \"%1\" in this database to read from.", "本数据库中没有可读取的表“%1”。")
                           .arg(wiring.source));
    if (!sink)
        out << finding(Severity::Error, subject, QStringLiteral("wiring.sink-missing"),
                       localized("There is no table \"%1\" in this database to write to.", "本数据库中没有可写入的表“%1”。")
                           .arg(wiring.sink));
    if (!source || !sink)
        return out;
    if (source == sink) {
        out << finding(Severity::Error, subject, QStringLiteral("wiring.same-table"),
                       localized("Table \"%1\" is wired to itself; a wiring reads one table and writes another.",
                                 "表“%1”连接到了自身；连线应从一张表读取并写入另一张表。").arg(source->name));
        return out;
    }
    if (!reads(*source))
        out << finding(Severity::Error, subject, QStringLiteral("wiring.source-role"),
                       localized("Table \"%1\" is a %2 table, so the job cannot read from it; make it a source (or both).",
                                 "表“%1”的角色是 %2，作业无法从中读取；请将其角色设为 source（或 both）。")
                           .arg(source->name, roleName(source->role)));
    if (!writes(*sink))
        out << finding(Severity::Error, subject, QStringLiteral("wiring.sink-role"),
                       localized("Table \"%1\" is a %2 table, so the job cannot write to it; make it a sink (or both).",
                                 "表“%1”的角色是 %2，作业无法写入；请将其角色设为 sink（或 both）。")
                           .arg(sink->name, roleName(sink->role)));

    // The job runs on the database's platform (the target these schemas were resolved for): a
    // table that names another target of its own would go into the script written for that one.
    for (const TableSpec *table : {source, sink})
        out << targetOfItsOwn(*table, subject);

    // The sink's connector may say what a wiring into it should not be (a copy-on-write Hudi
    // table fed from a stream).
    const ConnectorSchemaPtr sinkSchema = m_registry.find(sink->connector);
    const ConnectorSchemaPtr sourceSchema = m_registry.find(source->connector);
    if (sinkSchema) {
        const bool sourceReadsStream = sourceSchema && sourceSchema->readsStream && evaluate(*sourceSchema->readsStream, *sourceSchema, *source);
        for (const WiringRuleSchema &rule : sinkSchema->wiringRules) {
            if ((!rule.fromStream || sourceReadsStream) && evaluate(rule.whenSink, *sinkSchema, *sink))
                out << finding(rule.severity, subject, rule.id, rule.message.arg(source->name, sink->name));
        }
    }

    if (sourceSchema && sinkSchema)
        out << changelogFindings(*source, *sourceSchema, *sink, *sinkSchema, subject);

    int written = 0;
    const ColumnIndex sourceColumns(*source);
    for (const ColumnSpec &column : sink->columns) {
        // Computed and virtual metadata columns of the sink are not written.
        if (column.isComputed() || (column.isMetadata() && column.isVirtual))
            continue;
        ++written;
        const ColumnSpec *from = sourceColumns.column(column.name);
        if (!from) {
            const QString sameButCase = sourceColumns.sameNameIgnoringCase(column.name);
            out << finding(Severity::Error, subject, QStringLiteral("wiring.column-missing"),
                           sameButCase.isEmpty()
                               ? localized("Column \"%1\" of sink \"%2\" has no column of that name in source \"%3\" (columns are matched by name).",
                                           "目标表“%2”的列“%1”在源表“%3”中没有同名的列（按列名匹配）。")
                                     .arg(column.name, sink->name, source->name)
                               : localized("Column \"%1\" of sink \"%2\" has no column of that name in source \"%3\": Flink matches names exactly, and the source's is \"%4\".",
                                           "目标表“%2”的列“%1”在源表“%3”中没有同名的列：Flink 按大小写精确匹配列名，源表中该列为“%4”。")
                                     .arg(column.name, sink->name, source->name, sameButCase));
            continue;
        }
        FlinkType fromType;
        FlinkType toType;
        LocalizedText ignored;
        if (from->isComputed() || !parseFlinkType(from->type, &fromType, &ignored) || !parseFlinkType(column.type, &toType, &ignored))
            continue; // the type of a computed column is Flink's to know; bad types are the table's findings
        if (!implicitCast(fromType, toType))
            out << finding(Severity::Error, subject, QStringLiteral("wiring.column-type"),
                           localized("Column \"%1\" is %2 in source \"%3\" but %4 in the sink, and Flink casts %2 into %4 only explicitly: "
                                     "the INSERT is refused (\"Incompatible types for sink column\"). Change a type, or write the job's SELECT with a CAST.",
                                     "列“%1”在源表“%3”中是 %2，在目标表中是 %4，Flink 只能显式地把 %2 转换为 %4："
                                     "该 INSERT 会被拒绝（\"Incompatible types for sink column\"）。请修改类型，或在作业的 SELECT 中使用 CAST。")
                               .arg(column.name, fromType.canonical, source->name, toType.canonical));
    }
    if (written == 0)
        out << finding(Severity::Error, subject, QStringLiteral("wiring.no-columns"),
                       localized("Sink \"%1\" has no column that can be written (only computed or virtual metadata columns).",
                                 "目标表“%1”没有可写入的列（只有计算列或 VIRTUAL 元数据列）。").arg(sink->name));
    return out;
}

Diagnostics DatabaseValidator::validate(const QList<TableSpec> &tables, const JobProfile &profile, const Wirings &wirings) const
{
    return validate(tables, profile, wirings, jobProfileFindings(profile, wirings, m_registry, nullptr, QString()));
}

Diagnostics DatabaseValidator::validate(const QList<TableSpec> &tables, const JobProfile &profile, const Wirings &wirings,
                                        const Diagnostics &profileFindings) const
{
    Diagnostics out;
    if (hasJob(profile, wirings)) {
        for (Diagnostic d : profileFindings) {
            d.subject = d.subject.inJob();
            out << d;
        }
    }

    const QList<const TableSpec *> sorted = sortedByName(tables);
    for (const ConnectorSchemaPtr &schema : m_registry.schemas()) {
        if (schema->databaseRules.isEmpty())
            continue;
        const QList<Group> groups = groupTables(*schema, sorted);
        for (const DatabaseRuleSchema &rule : schema->databaseRules) {
            for (const Group &group : groups)
                checkRule(*schema, rule, group, out);
        }
    }

    QSet<QString> seen;
    for (const Wiring &wiring : wirings) {
        const QString key = nameKey(wiring.source) + QChar(0x1f) + nameKey(wiring.sink);
        if (seen.contains(key)) {
            out << finding(Severity::Warning, Subject::wiring(wiring.source, wiring.sink), QStringLiteral("wiring.duplicate"),
                           localized("This wiring is listed twice; the job would insert the same rows twice.",
                                     "该连线重复出现；作业会将相同的数据插入两次。"));
            continue;
        }
        seen.insert(key);
        out << validateWiring(tables, wiring);
    }
    if (!profile.isEmpty() && wirings.isEmpty())
        out << finding(Severity::Warning, Subject::wirings(), QStringLiteral("wiring.none"),
                       localized("The job has a profile but no source is wired to a sink, so its script inserts nothing.",
                                 "作业已配置参数，但没有任何源表连接到目标表，脚本不会插入任何数据。"));
    return out;
}

Diagnostics DatabaseValidator::validateAll(const QList<TableSpec> &tables, const JobProfile &profile, const Wirings &wirings) const
{
    Diagnostics out;
    const Validator validator(m_registry);
    for (const TableSpec *t : sortedByName(tables)) {
        for (Diagnostic d : validator.validate(*t)) {
            d.subject = d.subject.inTable(t->name);
            out << d;
        }
    }
    out << validate(tables, profile, wirings);
    return out;
}

Diagnostics jobProfileFindings(const JobProfile &profile, const Wirings &wirings, const SchemaRegistry &registry,
                               const Environment *environment, const QString &database)
{
    if (!hasJob(profile, wirings))
        return {};
    const Validator validator(registry);
    return environment ? validator.validateJobProfile(profile, *environment, database) : validator.validateJobProfile(profile);
}

} // namespace st

#include "check/validator.h"

#include "schema/conditions.h"
#include "sql/ddlwriter.h"
#include "sql/flinktype.h"
#include "core/names.h"
#include "core/secrets.h"
#include "core/variables.h"
#include "schema/optionvalue.h"
#include "sql/sqltokenizer.h"

#include <QSet>

namespace st {

namespace {

/// A placeholder of another templating tool in an option value, and the variable to write instead.
struct Placeholder
{
    QString text;     ///< as written: `${env:BOOTSTRAP}`, `{{ BOOTSTRAP_SERVER }}`, `{BOOTSTRAP_SERVERS}`
    QString variable; ///< a variable name made of it (core/variables)
};

/// The first placeholder of a templating tool in `value` (found in real DDL files): a prefixed
/// `${prefix:NAME}` (Flink's and Log4j's lookups; not a `${secret:NAME}`), `{{ NAME }}` (Jinja,
/// Helm) or `{NAME}` (Python's format).
std::optional<Placeholder> templatePlaceholder(const QString &value)
{
    static const QRegularExpression patterns[] = {
        QRegularExpression(QStringLiteral("\\$\\{(?!secret:)[A-Za-z_]+:([A-Za-z_][A-Za-z0-9_.-]*)\\}")),
        QRegularExpression(QStringLiteral("\\{\\{\\s*\\.?([A-Za-z_][A-Za-z0-9_.-]*)\\s*\\}\\}")),
        QRegularExpression(QStringLiteral("(?<![$\\{])\\{([A-Za-z_][A-Za-z0-9_]*)\\}(?!\\})")),
    };
    for (const QRegularExpression &pattern : patterns) {
        const QRegularExpressionMatch m = pattern.match(value);
        if (!m.hasMatch())
            continue;
        QString variable = m.captured(1);
        for (QChar &c : variable) {
            if (!(c.unicode() < 128 && (c.isLetterOrNumber() || c == QLatin1Char('_'))))
                c = QLatin1Char('_');
        }
        return Placeholder{m.captured(0), variable};
    }
    return std::nullopt;
}

/// Collects diagnostics in the order checks run, so output is stable.
class Findings
{
public:
    void error(const Subject &subject, const QString &ruleId, const LocalizedText &message)
    {
        m_list << Diagnostic{Severity::Error, subject, message, ruleId};
    }
    void warning(const Subject &subject, const QString &ruleId, const LocalizedText &message)
    {
        m_list << Diagnostic{Severity::Warning, subject, message, ruleId};
    }
    void note(const Subject &subject, const QString &ruleId, const LocalizedText &message)
    {
        m_list << Diagnostic{Severity::Note, subject, message, ruleId};
    }
    void add(const Diagnostic &d) { m_list << d; }
    Diagnostics take() { return std::move(m_list); }

private:
    Diagnostics m_list;
};

using ColumnPart = Subject::ColumnPart;

/// Flink's SQL parser takes identifiers of at most 256 characters (the identifier length the
/// planner configures Calcite with).
constexpr int kMaxIdentifierLength = 256;

/// What every identifier must be, whatever it names: free of control and invisible characters
/// (the same check as the catalog's), and not too long for Flink.
void checkIdentifier(const QString &name, const Subject &subject, const LocalizedText &what, Findings &out)
{
    if (const std::optional<LocalizedText> problem = nameCharacterProblem(name, what))
        out.error(subject, QStringLiteral("name.control"), *problem);
    if (name.size() > kMaxIdentifierLength)
        out.error(subject, QStringLiteral("name.length"),
                  localized("The name is %1 characters long; Flink accepts at most %2.", "名称长度为 %1 个字符；Flink 最多允许 %2 个。")
                      .arg(QString::number(name.size()), QString::number(kMaxIdentifierLength)));
}

void checkTable(const TableSpec &spec, Findings &out)
{
    checkIdentifier(spec.name, Subject::tableName(), localized("table", "表"), out);
    if (spec.name.trimmed().isEmpty())
        out.error(Subject::tableName(), QStringLiteral("table.name"), localized("The table needs a name.", "表名不能为空。"));
    else if (spec.name != spec.name.trimmed())
        out.warning(Subject::tableName(), QStringLiteral("table.name-spaces"),
                    localized("The table name starts or ends with a space, which is easy to miss in SQL.",
                              "表名首尾含有空格，在 SQL 中容易被忽略。"));
}

/// Whether a metadata value of family `a` can be read into a column of family `b`: the same
/// family, or the two timestamp families, which Flink casts between.
bool castableFamilies(FlinkType::Family a, FlinkType::Family b)
{
    const auto isTimestamp = [](FlinkType::Family f) {
        return f == FlinkType::Family::Timestamp || f == FlinkType::Family::TimestampLtz;
    };
    return a == b || (isTimestamp(a) && isTimestamp(b));
}

/// Checks one column's own definition; `types` receives the parsed type of typed columns.
void checkColumn(const TableSpec &spec, const ConnectorSchema *schema, int index, QHash<int, FlinkType> &types, Findings &out)
{
    const ColumnSpec &c = spec.columns.at(index);
    // Made only for a message: most columns have none, and escaping a name is not free.
    const auto shown = [&c, index] { return c.name.isEmpty() ? QStringLiteral("#%1").arg(index + 1) : shownName(c.name); };
    checkIdentifier(c.name, Subject::columnAt(index, ColumnPart::Name), localized("column", "列"), out);
    if (c.name.trimmed().isEmpty())
        out.error(Subject::columnAt(index, ColumnPart::Name), QStringLiteral("column.name"),
                  localized("Column %1 needs a name.", "第 %1 列需要列名。").arg(QString::number(index + 1)));
    else if (c.name != c.name.trimmed()) // `id ` is another column than `id`, and the grid shows no difference
        out.warning(Subject::columnAt(index, ColumnPart::Name), QStringLiteral("column.name-spaces"),
                    localized("Column \"%1\" starts or ends with a space, which is easy to miss in SQL: `%1` is not `%2`.",
                              "列“%1”首尾含有空格，在 SQL 中容易被忽略：`%1` 与 `%2` 不是同一列。").arg(c.name, c.name.trimmed()));
    if (c.isComputed()) {
        if (const std::optional<LocalizedText> problem = checkSqlExpression(c.expression)) {
            const QString number = QString::number(index + 1);
            out.error(Subject::columnAt(index, ColumnPart::Expression), QStringLiteral("column.expression"),
                      LocalizedText{QStringLiteral("Column \"%1\" (#%2): %3.").arg(shown(), number, problem->en),
                                    QString::fromUtf8("列“%1”（第 %2 列）：%3。").arg(shown(), number, problem->zh)});
        }
        if (!c.type.isEmpty())
            out.error(Subject::columnAt(index, ColumnPart::Type), QStringLiteral("column.computed-type"),
                      localized("Column \"%1\" is computed: it takes its type from the expression, so leave the type empty.",
                                "列“%1”是计算列，类型由表达式决定，请不要填写类型。").arg(shown()));
        if (c.isMetadata())
            out.error(Subject::columnAt(index, ColumnPart::Metadata), QStringLiteral("column.computed-metadata"),
                      localized("Column \"%1\" cannot be both computed and a metadata column.",
                                "列“%1”不能同时是计算列和元数据列。").arg(shown()));
        // Flink's grammar for a computed column is `name AS expression [COMMENT ...]`: the DDL
        // could not say NOT NULL or VIRTUAL for it, so the marks would be lost without a word.
        if (!c.nullable)
            out.error(Subject::columnAt(index, ColumnPart::Type), QStringLiteral("column.computed-not-null"),
                      localized("Column \"%1\" is computed: Flink takes its nullability from the expression and has no NOT NULL for it; clear Not null.",
                                "列“%1”是计算列：Flink 根据表达式决定其是否可为空，不能为它声明 NOT NULL；请取消“非空”。").arg(shown()));
        if (c.isVirtual)
            out.error(Subject::columnAt(index, ColumnPart::Virtual), QStringLiteral("column.virtual"),
                      localized("Column \"%1\" is computed, so it is never written anyway; only metadata columns are marked virtual.",
                                "列“%1”是计算列，本来就不会被写入；只有元数据列可以标记为 VIRTUAL。").arg(shown()));
        return;
    }
    if (c.type.trimmed().isEmpty()) {
        out.error(Subject::columnAt(index, ColumnPart::Type), QStringLiteral("column.type"),
                  localized("Column \"%1\" needs a type or an expression.", "列“%1”需要类型或计算表达式。").arg(shown()));
        return;
    }
    FlinkType type;
    LocalizedText problem;
    if (!parseFlinkType(c.type, &type, &problem)) {
        out.error(Subject::columnAt(index, ColumnPart::Type), QStringLiteral("column.type"),
                  LocalizedText{QStringLiteral("Column \"%1\": %2").arg(shown(), problem.en),
                                QStringLiteral("列“%1”：%2").arg(shown(), problem.zh)});
        return;
    }
    types.insert(index, type);
    // One source of truth for nullability: a type that says NULL on a column marked not
    // nullable would be written `INT NULL NOT NULL`, which Flink's parser refuses.
    if (!c.nullable && type.nullable && type.canonical.endsWith(QLatin1String(" NULL")))
        out.error(Subject::columnAt(index, ColumnPart::Type), QStringLiteral("column.nullability"),
                  localized("Column \"%1\": the type says NULL but the column is marked NOT NULL; say it once (remove NULL from the type, or allow nulls).",
                            "列“%1”：类型写明了 NULL，但该列被标记为 NOT NULL；只保留一种说法（从类型中去掉 NULL，或允许空值）。").arg(shown()));
    // In a CREATE TABLE, CHAR and BINARY without a length have the length 1 (Calcite's default);
    // VARCHAR and VARBINARY are STRING and BYTES (FlinkTypeSystem.getDefaultPrecision).
    const bool lengthOne = type.root == QLatin1String("CHAR") || type.root == QLatin1String("BINARY");
    if (lengthOne && !type.canonical.contains(QLatin1Char('(')))
        out.warning(Subject::columnAt(index, ColumnPart::Type), QStringLiteral("column.length-one"),
                    localized("Column \"%1\": %2 without a length means %2(1) in Flink SQL; write STRING or BYTES for values of any length.",
                              "列“%1”：Flink SQL 中不带长度的 %2 即 %2(1)；任意长度请使用 STRING 或 BYTES。").arg(shown(), type.root));
    if (c.isVirtual && !c.isMetadata())
        out.error(Subject::columnAt(index, ColumnPart::Virtual), QStringLiteral("column.virtual"),
                  localized("Column \"%1\" is marked virtual, which only metadata columns can be.",
                            "列“%1”被标记为 VIRTUAL，只有元数据列可以这样标记。").arg(shown()));
    if (!c.isMetadata() || !schema)
        return;
    const MetadataSchema *meta = schema->metadataKey(c.metadata);
    if (!meta) {
        QStringList offered;
        for (const MetadataSchema &m : schema->metadata) {
            if (!m.when || evaluate(*m.when, *schema, spec))
                offered << m.key;
        }
        out.error(Subject::columnAt(index, ColumnPart::Metadata), QStringLiteral("column.metadata"),
                  offered.isEmpty()
                      ? localized("Connector %2 offers no metadata, so column \"%1\" cannot read any.",
                                  "连接器 %2 不提供元数据，列“%1”无法读取元数据。").arg(shown(), schema->connector)
                      : localized("Column \"%1\": \"%2\" is not a metadata key of this connector (offered: %3).",
                                  "列“%1”：“%2”不是该连接器的元数据键（可用：%3）。")
                            .arg(shown(), c.metadata, offered.join(QLatin1String(", "))));
        return;
    }
    if (meta->when && !evaluate(*meta->when, *schema, spec)) {
        out.error(Subject::columnAt(index, ColumnPart::Metadata), QStringLiteral("column.metadata-unavailable"),
                  LocalizedText{QStringLiteral("Column \"%1\": metadata \"%2\" exists only %3.").arg(shown(), escapeInvisible(c.metadata), meta->whenHint.en),
                                QStringLiteral("列“%1”：元数据“%2”仅在%3时存在。").arg(shown(), escapeInvisible(c.metadata), meta->whenHint.zh)});
        return;
    }
    FlinkType metaType;
    LocalizedText ignored;
    if (parseFlinkType(meta->type, &metaType, &ignored) && !castableFamilies(metaType.family, type.family)) {
        out.error(Subject::columnAt(index, ColumnPart::Type), QStringLiteral("column.metadata-type"),
                  localized("Column \"%1\": metadata \"%2\" is of type %3, which does not fit %4.",
                            "列“%1”：元数据“%2”的类型是 %3，与 %4 不匹配。")
                      .arg(shown(), c.metadata, meta->type, type.canonical));
    }
    if (c.isVirtual || spec.role == Role::Source)
        return;
    if (meta->readOnly)
        out.error(Subject::columnAt(index, ColumnPart::Virtual), QStringLiteral("column.metadata-readonly"),
                  localized("Column \"%1\": metadata \"%2\" can only be read; on a table that is written, mark the column virtual.",
                            "列“%1”：元数据“%2”只读；被写入的表必须将该列标记为 VIRTUAL。").arg(shown(), c.metadata));
    else if (meta->writableWhen && !evaluate(*meta->writableWhen, *schema, spec))
        out.error(Subject::columnAt(index, ColumnPart::Virtual), QStringLiteral("column.metadata-readonly"),
                  LocalizedText{QStringLiteral("Column \"%1\": metadata \"%2\" is written only %3; otherwise mark the column virtual.")
                                    .arg(shown(), escapeInvisible(c.metadata), meta->writableHint.en),
                                QStringLiteral("列“%1”：元数据“%2”%3；否则请将该列标记为 VIRTUAL。")
                                    .arg(shown(), escapeInvisible(c.metadata), meta->writableHint.zh)});
}

void checkColumns(const TableSpec &spec, const ConnectorSchema *schema, const ColumnIndex &columns,
                  QHash<int, FlinkType> &types, Findings &out)
{
    if (spec.columns.isEmpty()) {
        out.error(Subject::columns(), QStringLiteral("table.columns"),
                  localized("The table needs at least one column.", "表至少需要一列。"));
        return;
    }
    for (int i = 0; i < spec.columns.size(); ++i) {
        checkColumn(spec, schema, i, types, out);
        const QString &name = spec.columns.at(i).name;
        if (!name.isEmpty() && columns.repeatsEarlierName(i)) {
            out.error(Subject::columnAt(i, ColumnPart::Name), QStringLiteral("column.duplicate"),
                      localized("Column name \"%1\" is used twice.", "列名“%1”重复。").arg(name));
        }
    }
}

/// Primary key and partition columns: each must exist, once, and (for keys) be physical.
void checkColumnList(const TableSpec &spec, const ColumnIndex &columns, const QStringList &names, const Subject &subject,
                     bool physicalOnly, Findings &out)
{
    const QString rulePrefix = subject.text();
    QSet<int> seen; // column indexes: two spellings of one name find the same column
    seen.reserve(names.size());
    for (const QString &name : names) {
        const int index = columns.indexOf(name);
        if (index < 0) {
            out.error(subject, rulePrefix + QStringLiteral(".column"), notAColumn(name, columns.sameNameIgnoringCase(name)));
            continue;
        }
        const ColumnSpec *c = &spec.columns.at(index);
        if (seen.contains(index))
            out.error(subject, rulePrefix + QStringLiteral(".duplicate"),
                      localized("\"%1\" is listed twice.", "“%1”被列出了两次。").arg(name));
        seen.insert(index);
        if (physicalOnly && !c->isPhysical())
            out.error(subject, rulePrefix + QStringLiteral(".physical"),
                      localized("\"%1\" is a computed or metadata column; a primary key can only use physical columns.",
                                "“%1”是计算列或元数据列；主键只能使用物理列。").arg(name));
    }
}

/// DISTRIBUTED BY (FLIP-376): a clause of Flink 1.20's parser, whose columns must be columns;
/// the planner refuses to write a distributed table through a sink that does not implement
/// SupportsBucketing with the table's algorithm (DynamicSinkUtils.validateBucketing).
void checkDistribution(const TableSpec &spec, const ConnectorSchema *schema, const ColumnIndex &columns, Findings &out)
{
    if (spec.distribution.isEmpty())
        return;
    checkColumnList(spec, columns, spec.distribution.columns, Subject::distribution(), false, out);
    if (!schema)
        return;
    if (!schema->target.readsClause(QStringLiteral("distributed-by"))) {
        out.error(Subject::distribution(), QStringLiteral("target.distributed-by"),
                  localized("%1 has no DISTRIBUTED BY (it arrived with Flink 1.20, FLIP-376): its parser refuses the statement. "
                            "Remove the clause, or choose a target of Flink 1.20 or later.",
                            "%1 没有 DISTRIBUTED BY（自 Flink 1.20 起才有，FLIP-376）：其解析器会拒绝该语句。请删除该子句，或选择 Flink 1.20 及以后的目标平台。")
                      .arg(schema->target.label));
        return;
    }
    if (spec.role == Role::Source)
        return; // only a sink's bucketing is checked (and used) by the planner
    const QString kind = spec.distribution.kind.isEmpty() ? QStringLiteral("UNKNOWN") : spec.distribution.kind;
    if (schema->bucketing.isEmpty())
        out.error(Subject::distribution(), QStringLiteral("distribution.sink"),
                  localized("Connector %1 does not bucket what it writes (its sink does not implement SupportsBucketing), so Flink "
                            "refuses to write a distributed table (\"is distributed into buckets, but the underlying DynamicTableSink "
                            "doesn't implement the SupportsBucketing interface\"). Remove DISTRIBUTED BY.",
                            "连接器 %1 写入时不分桶（其 sink 未实现 SupportsBucketing），因此 Flink 拒绝写入带分桶的表"
                            "（\"is distributed into buckets, but the underlying DynamicTableSink doesn't implement the SupportsBucketing interface\"）。请删除 DISTRIBUTED BY。")
                      .arg(schema->connector));
    else if (!schema->bucketing.contains(kind))
        out.error(Subject::distribution(), QStringLiteral("distribution.algorithm"),
                  localized("Connector %1 buckets by %2 only; name one of them after DISTRIBUTED BY.",
                            "连接器 %1 只支持按 %2 分桶；请在 DISTRIBUTED BY 后写明其中之一。")
                      .arg(schema->connector, schema->bucketing.join(QLatin1String(", "))));
}

/// What a connector's catalog refuses to create: columns that are not physical, a watermark
/// (Iceberg's FlinkCatalog.validateFlinkTable).
void checkTableShape(const TableSpec &spec, const ConnectorSchema &schema, Findings &out)
{
    if (schema.physicalColumnsOnly) {
        for (int i = 0; i < spec.columns.size(); ++i) {
            const ColumnSpec &column = spec.columns.at(i);
            if (!column.isPhysical())
                out.error(Subject::columnAt(i, column.isComputed() ? ColumnPart::Expression : ColumnPart::Metadata), QStringLiteral("column.physical-only"),
                          LocalizedText{QStringLiteral("Column %1 is not a physical column: %2").arg(column.name, schema.physicalColumnsOnly->en),
                                        QStringLiteral("列 %1 不是物理列：%2").arg(column.name, schema.physicalColumnsOnly->zh)});
        }
    }
    if (schema.noWatermark && !spec.watermark.isEmpty())
        out.error(Subject::watermark(Subject::WatermarkPart::TimeColumn), QStringLiteral("watermark.unsupported"), *schema.noWatermark);
}

void checkKeysAndPartitions(const TableSpec &spec, const ConnectorSchema *schema, const ColumnIndex &columns, Findings &out)
{
    if (spec.primaryKey.isEmpty() && schema && schema->primaryKeyRequired)
        out.error(Subject::primaryKey(), QStringLiteral("primaryKey.required"),
                  localized("Connector %1 needs a primary key: choose the columns that identify a row.",
                            "连接器 %1 要求设置主键：请选择能唯一标识一行的列。").arg(schema->connector));
    checkColumnList(spec, columns, spec.primaryKey, Subject::primaryKey(), true, out);
    if (!spec.partitionedBy.isEmpty() && schema && !schema->partitioning)
        out.error(Subject::partitionedBy(), QStringLiteral("partitionedBy.unsupported"),
                  localized("Connector %1 does not support PARTITIONED BY.", "连接器 %1 不支持 PARTITIONED BY。").arg(schema->connector));
    checkColumnList(spec, columns, spec.partitionedBy, Subject::partitionedBy(), false, out);
    checkDistribution(spec, schema, columns, out);
}

void checkWatermark(const TableSpec &spec, const ColumnIndex &columns, const QHash<int, FlinkType> &types, Findings &out)
{
    if (spec.watermark.isEmpty())
        return;
    const Subject expression = Subject::watermark(Subject::WatermarkPart::Expression);
    const Subject timeColumn = Subject::watermark(Subject::WatermarkPart::TimeColumn);
    if (spec.watermark.expression.trimmed().isEmpty()) {
        out.error(expression, QStringLiteral("watermark.expression"),
                  localized("The watermark needs an expression, such as ts - INTERVAL '5' SECOND.",
                            "水位线需要表达式，例如 ts - INTERVAL '5' SECOND。"));
    } else if (const std::optional<LocalizedText> problem = checkSqlExpression(spec.watermark.expression)) {
        out.error(expression, QStringLiteral("watermark.expression"),
                  LocalizedText{QStringLiteral("Watermark expression: %1.").arg(problem->en),
                                QString::fromUtf8("水位线表达式：%1。").arg(problem->zh)});
    }
    const int index = columns.indexOf(spec.watermark.column);
    if (index < 0) {
        const LocalizedText missing = notAColumn(spec.watermark.column, columns.sameNameIgnoringCase(spec.watermark.column));
        out.error(timeColumn, QStringLiteral("watermark.column"),
                  spec.watermark.column.isEmpty()
                      ? localized("The watermark needs a time column.", "水位线需要指定时间列。")
                      : LocalizedText{QStringLiteral("Watermark column: %1").arg(missing.en), QStringLiteral("水位线列：%1").arg(missing.zh)});
        return;
    }
    const auto type = types.constFind(index);
    if (type == types.cend())
        return; // computed (type known only to Flink) or already reported as invalid
    const bool isTime = type->family == FlinkType::Family::Timestamp || type->family == FlinkType::Family::TimestampLtz;
    if (!isTime || type->precision > 3)
        out.error(timeColumn, QStringLiteral("watermark.type"),
                  localized("Watermark column \"%1\" is %2; it must be TIMESTAMP(p) or TIMESTAMP_LTZ(p) with p at most 3.",
                            "水位线列“%1”的类型是 %2；必须是 TIMESTAMP(p) 或 TIMESTAMP_LTZ(p)，且 p 不大于 3。")
                      .arg(spec.columns.at(index).name, type->canonical));
}

/// A data type some target's parser reads beyond Flink 1.18's (TargetSchema::types: VARIANT,
/// Flink 2.1) in a column of a table for a target whose parser does not: Flink refuses the
/// statement ("Unknown identifier"), so it is an error naming the targets that have it.
void checkTypesOfTarget(const TableSpec &spec, const QHash<int, FlinkType> &types, const SchemaRegistry &registry, Findings &out)
{
    const TargetSchema *target = registry.target(registry.activeTarget());
    if (!target)
        return;
    QHash<QString, LocalizedText> laterTypes; // type -> the labels of the targets that read it
    for (const TargetSchema &t : registry.targets()) {
        for (const QString &type : t.types) {
            LocalizedText &labels = laterTypes[type];
            labels.en += (labels.en.isEmpty() ? QString() : QStringLiteral(", ")) + t.label.en;
            labels.zh += (labels.zh.isEmpty() ? QString() : QStringLiteral("、")) + t.label.zh;
        }
    }
    if (laterTypes.isEmpty())
        return;
    for (auto it = types.cbegin(); it != types.cend(); ++it) {
        for (const QString &root : QStringList{it.value().root} + it.value().innerRoots) {
            const auto later = laterTypes.constFind(root);
            if (later == laterTypes.cend() || target->types.contains(root))
                continue;
            // The labels first: QString::arg fills the lowest number, and a column's name may hold a '%'.
            out.error(Subject::columnAt(it.key(), ColumnPart::Type), QStringLiteral("target.type"),
                      localized("%1 has no data type %3 (column %4): its parser refuses the statement. Use another type, or a target that has it (%2).",
                                "%1 没有数据类型 %3（列 %4）：其解析器会拒绝该语句。请换用其他类型，或选择支持它的目标平台（%2）。")
                          .arg(target->label)
                          .arg(*later)
                          .arg(root, spec.columns.at(it.key()).name));
            break;
        }
    }
}

/// The connector's rules on column types (CSV holds no MAP, ...), on each typed column.
void checkColumnTypes(const TableSpec &spec, const ConnectorSchema &schema, const QHash<int, FlinkType> &types, Findings &out)
{
    static const QStringList constructed{QStringLiteral("ARRAY"), QStringLiteral("MAP"), QStringLiteral("MULTISET"), QStringLiteral("ROW")};
    for (const ColumnTypeRuleSchema &rule : schema.columnTypeRules) {
        if (!evaluate(rule.when, schema, spec))
            continue;
        for (int index = 0; index < spec.columns.size(); ++index) {
            const auto it = types.constFind(index); // in column order: the findings' order is stable
            if (it == types.cend())
                continue;
            const FlinkType &type = it.value();
            bool refused = rule.refuse.contains(type.root);
            for (const QString &inner : type.innerRoots)
                refused = refused || rule.refuse.contains(inner);
            if (!refused && rule.simpleInside.contains(type.root)) {
                for (const QString &inner : type.innerRoots)
                    refused = refused || constructed.contains(inner);
            }
            if (refused)
                out.add(Diagnostic{rule.severity, Subject::columnAt(it.key(), ColumnPart::Type),
                                   rule.message.arg(spec.columns.at(it.key()).name, type.canonical), rule.id});
        }
    }
}

/// The options one of the schema's rules reports an error on for this table.
QSet<QString> optionsWithRuleErrors(const TableSpec &spec, const ConnectorSchema &schema)
{
    QSet<QString> keys;
    for (const RuleSchema &rule : schema.rules) {
        if (rule.severity == Severity::Error && evaluate(rule.when, schema, spec) && !evaluate(rule.check, schema, spec))
            keys.insert(rule.option);
    }
    return keys;
}

/// The value, required, role and whitespace checks of each option `schema` declares. Returns
/// the options by the key the target's platform reads them under, when it is another.
/// An option of another role that a rule refuses with an error (a Kafka 3.2 sink's
/// 'topic-pattern') gets that error alone: the role warning would say it is ignored, which the
/// platform does not do.
/// The value a table gives an option, as the engine will read it.
void checkGivenValue(const OptionSchema &option, const QString &value, const TableSpec &spec, Findings &out)
{
    // A ${NAME} reference is replaced by an environment's value when the table is written
    // for one (and checked then); written for none, the platform substitutes it.
    if (!variableReferences(value).isEmpty())
        return;
    // Another tool's placeholder, which Flink would read as it is: said as such, not as a
    // value of the wrong form. (In a column template, {column} is the connector's own form.)
    if (const std::optional<Placeholder> placeholder = option.type == ValueType::ColumnTemplate ? std::nullopt : templatePlaceholder(value)) {
        out.warning(Subject::option(option.key), QStringLiteral("option.placeholder"),
                    localized("'%1' holds the template placeholder %2, which Flink reads as it is. Write ${%3} instead and give "
                              "its value in an environment (Database > Environments..., or streamtable env set DB ENV %3 VALUE).",
                              "“%1”含有模板占位符 %2，Flink 会按原样读取它。请改写为 ${%3}，并在环境中给出其值"
                              "（逻辑库 > 环境...，或 streamtable env set 库 环境 %3 值）。")
                        .arg(option.key, escapeInvisible(placeholder->text), placeholder->variable));
        return;
    }
    if (const auto problem = checkOptionValue(option, value, &spec))
        out.error(Subject::option(option.key), QStringLiteral("option.value"), *problem);
    else if (value != value.trimmed() && !value.trimmed().isEmpty())
        out.warning(Subject::option(option.key), QStringLiteral("option.whitespace"),
                    localized("'%1' starts or ends with a space, which Flink keeps as part of the value.",
                              "“%1”的值首尾含有空格，Flink 会把空格当作值的一部分。").arg(option.key));
}

const OptionSchema *findOption(const QList<OptionSchema> &options, const QString &key)
{
    for (const OptionSchema &option : options) {
        if (option.key == key)
            return &option;
    }
    return nullptr;
}

/// The names of a table's columns, for matching per-column option keys (`fields.<column>.kind`).
QStringList columnNames(const TableSpec &spec)
{
    QStringList names;
    names.reserve(spec.columns.size());
    for (const ColumnSpec &column : spec.columns)
        names << column.name;
    return names;
}

/// The selector's values whose generator can fill a column of this type ("random, sequence").
QStringList selectorValuesFor(const ColumnOptions &options, const FlinkType &type)
{
    QStringList values;
    for (const QString &value : options.option(options.selector)->values) {
        if (options.useFor(value, type.root))
            values << value;
    }
    return values;
}

/// One column's options against what its generator reads (`reads`): each one read, its value
/// of the type read, the required ones given, a length within the column's, `below` pairs in order.
void checkOptionsOfColumn(const TableSpec &spec, const ColumnOptions &options, const ColumnSpec &column, const FlinkType &type,
                          const ColumnOptionUse &use, const QString &selected, const QStringList &keysSet, const LocalizedText &targetName,
                          Findings &out)
{
    const QStringList names = columnNames(spec);
    const QMap<QString, ValueType> reads = options.readsFor(selected, type.root, type.innerRoots);
    const QString selectorKey = ColumnOptions::keyFor(options.selector, column.name);
    for (const QString &key : keysSet) {
        const QString pattern = options.match(key, names).option->key;
        if (!reads.contains(pattern)) {
            QStringList readKeys;
            for (auto it = reads.cbegin(); it != reads.cend(); ++it)
                readKeys << ColumnOptions::keyFor(it.key(), column.name);
            out.error(Subject::option(key), QStringLiteral("column-option.not-read"),
                      localized("'%1' is not read for column %2 (%3, '%4' = '%5'), so Flink refuses the table (\"Unsupported options\"). "
                                "Read for it: %6.",
                                "列 %2（%3，“%4”=“%5”）不读取“%1”，Flink 会拒绝该表（“Unsupported options”）。该列读取：%6。")
                          .arg(escapeInvisible(key), column.name, type.canonical, selectorKey)
                          .arg(selected, readKeys.join(QLatin1String(", "))));
            continue;
        }
        OptionSchema asRead = *options.option(pattern);
        if (asRead.absentOnTarget) {
            out.error(Subject::option(key), QStringLiteral("target.option-absent"),
                      LocalizedText{QStringLiteral("'%1' does not exist on %2: %3").arg(key, targetName.en, asRead.absentOnTarget->en),
                                    QStringLiteral("%2 没有“%1”这个配置项：%3").arg(key, targetName.zh, asRead.absentOnTarget->zh)});
            continue;
        }
        asRead.key = key;
        asRead.type = reads.value(pattern);
        checkGivenValue(asRead, spec.options.value(key), spec, out);
    }
    for (const QString &required : use.required) {
        if (optionValue(spec, ColumnOptions::keyFor(required, column.name)).isEmpty())
            out.error(Subject::option(selectorKey), QStringLiteral("column-option.required"),
                      localized("Column %1 is generated with '%2' = '%3', which needs '%4' (Flink: \"Could not find required property\").",
                                "列 %1 按“%2”=“%3”生成，需要设置“%4”（Flink：“Could not find required property”）。")
                          .arg(column.name, selectorKey, selected, ColumnOptions::keyFor(required, column.name)));
    }
    // VARCHAR(n) and VARBINARY(n): Flink 1.19 and later refuse a longer length (STRING's n is
    // the largest there is).
    const QString lengthKey = ColumnOptions::keyFor(use.lengthNotAbove, column.name);
    bool isNumber = false;
    const qint64 length = optionValue(spec, lengthKey).trimmed().toLongLong(&isNumber);
    if (!use.lengthNotAbove.isEmpty() && isNumber && type.precision > 0 && length > type.precision)
        out.error(Subject::option(lengthKey), QStringLiteral("column-option.length"),
                  localized("'%1' is %2, longer than column %3 holds (%4): Flink 1.19 and later refuse it, earlier releases generate values "
                            "the column cannot hold.",
                            "“%1”为 %2，超过了列 %3 能容纳的长度（%4）：Flink 1.19 及以后会拒绝，更早的版本会生成该列放不下的值。")
                      .arg(lengthKey, QString::number(length), column.name, type.canonical));
    for (const auto &[lowKey, highKey] : use.below) {
        const QString low = ColumnOptions::keyFor(lowKey, column.name);
        const QString high = ColumnOptions::keyFor(highKey, column.name);
        bool lowOk = false;
        bool highOk = false;
        const double lowValue = optionValue(spec, low).trimmed().toDouble(&lowOk);
        const double highValue = optionValue(spec, high).trimmed().toDouble(&highOk);
        if (lowOk && highOk && lowValue >= highValue)
            out.error(Subject::option(high), QStringLiteral("column-option.order"),
                      localized("'%1' (%2) must be above '%3' (%4): the random generator fails when the job starts "
                                "(commons-math's nextInt and nextUniform need the lower bound below the upper).",
                                "“%1”（%2）必须大于“%3”（%4）：否则作业启动时随机生成器会失败（commons-math 的 nextInt、nextUniform 要求下界小于上界）。")
                          .arg(high, optionValue(spec, high).trimmed(), low, optionValue(spec, low).trimmed()));
    }
}

/// Options read once per column (docs/SCHEMAS.md "Column options", datagen's `fields.<column>.*`):
/// each names a physical column, and every physical column's type has a generator of its kind.
void checkColumnOptions(const TableSpec &spec, const ConnectorSchema &schema, const QHash<int, FlinkType> &types, Findings &out)
{
    const ColumnOptions &options = schema.columnOptions;
    if (options.isEmpty())
        return;
    const QStringList names = columnNames(spec);
    const ColumnIndex columns(spec);
    QHash<QString, QStringList> keysSetFor; // column name -> its option keys the table sets
    for (auto it = spec.options.cbegin(); it != spec.options.cend(); ++it) {
        const ColumnOptions::Match match = schema.option(it.key()) ? ColumnOptions::Match{} : options.match(it.key(), names);
        if (!match.option)
            continue;
        const ColumnSpec *column = columns.column(match.column);
        if (!column || !column->isPhysical()) {
            out.error(Subject::option(it.key()), QStringLiteral("column-option.column"),
                      localized("'%1' is for column \"%2\", which is not a physical column of the table, so Flink refuses the table "
                                "(\"Unsupported options\").",
                                "“%1”针对列“%2”，而该列不是表的物理列，Flink 会拒绝该表（“Unsupported options”）。")
                          .arg(escapeInvisible(it.key()), escapeInvisible(match.column)));
            continue;
        }
        keysSetFor[match.column] << it.key();
    }
    const OptionSchema *selector = options.option(options.selector);
    if (!selector) {
        // Every option read for every column: each value checked as its option declares it.
        for (auto it = keysSetFor.cbegin(); it != keysSetFor.cend(); ++it) {
            for (const QString &key : it.value()) {
                OptionSchema asRead = *options.match(key, names).option;
                asRead.key = key;
                checkGivenValue(asRead, spec.options.value(key), spec, out);
            }
        }
        return;
    }
    for (int index = 0; index < spec.columns.size(); ++index) {
        const ColumnSpec &column = spec.columns.at(index);
        const auto type = types.constFind(index);
        if (!column.isPhysical() || type == types.cend() || columns.repeatsEarlierName(index))
            continue;
        const QString selectorKey = ColumnOptions::keyFor(options.selector, column.name);
        const QString given = optionValue(spec, selectorKey).trimmed();
        const QString selected = given.isEmpty() ? selector->defaultValue.value_or(QString()) : given;
        if (!selector->values.contains(selected, Qt::CaseInsensitive)) {
            OptionSchema asGiven = *selector;
            asGiven.key = selectorKey;
            checkGivenValue(asGiven, given, spec, out);
            continue;
        }
        const ColumnOptionUse *use = options.useFor(selected, type->root);
        if (!use) {
            const QStringList can = selectorValuesFor(options, *type);
            out.error(given.isEmpty() ? Subject::columnAt(index, ColumnPart::Type) : Subject::option(selectorKey), QStringLiteral("column-option.type"),
                      localized("The %1 connector cannot generate column %2 (%3) with '%4' = '%5' (Flink: \"Unsupported type\"); %6",
                                "%1 连接器无法按“%4”=“%5”生成列 %2（%3）（Flink：“Unsupported type”）；%6")
                          .arg(schema.connector, column.name, type->canonical, selectorKey)
                          .arg(selected)
                          .arg(can.isEmpty() ? localized("no generator can: change the column's type.", "没有生成方式支持该类型：请更改列类型。")
                                             : localized("it can with: %1.", "可用的生成方式：%1。").arg(can.join(QLatin1String(", ")))));
            continue;
        }
        checkOptionsOfColumn(spec, options, column, *type, *use, selected, keysSetFor.value(column.name), schema.target.fullName(), out);
    }
}

QHash<QString, const OptionSchema *> checkDeclaredOptions(const TableSpec &spec, const ConnectorSchema &schema, Findings &out)
{
    std::optional<QSet<QString>> refusedByRule; // evaluated for the first option of another role
    QHash<QString, const OptionSchema *> byTargetKey;
    for (const OptionSchema &option : schema.options) {
        if (!option.targetKey.isEmpty())
            byTargetKey.insert(option.targetKey, &option);
        const QString value = optionValue(spec, option.key);
        if (option.absentOnTarget) {
            // The platform's factory would refuse the table ("Unsupported options"), or worse,
            // ignore the option: either way what the user set would not happen.
            if (!value.isEmpty())
                out.error(Subject::option(option.key), QStringLiteral("target.option-absent"),
                          LocalizedText{QStringLiteral("'%1' does not exist on %2: %3").arg(option.key, schema.target.fullName().en, option.absentOnTarget->en),
                                        QStringLiteral("%2 没有“%1”这个配置项：%3").arg(option.key, schema.target.fullName().zh, option.absentOnTarget->zh)});
            continue;
        }
        if (value.isEmpty()) {
            if (option.isRequired(spec.role))
                out.error(Subject::option(option.key), QStringLiteral("option.required"),
                          localized("'%1' is required.", "“%1”为必填项。").arg(option.key));
            continue;
        }
        if (!option.roles.appliesTo(spec.role)) {
            if (!refusedByRule)
                refusedByRule = optionsWithRuleErrors(spec, schema);
            if (!refusedByRule->contains(option.key))
                out.warning(Subject::option(option.key), QStringLiteral("option.role"),
                            localized("'%1' applies only to %2 tables and is ignored on a %3 table.",
                                      "“%1”仅适用于%2，在%3上不起作用。")
                                .arg(option.key, option.roles.names().join(QLatin1Char('/')), roleName(spec.role)));
            continue;
        }
        checkGivenValue(option, value, spec, out);
    }
    return byTargetKey;
}

void checkRules(const TableSpec &spec, const ConnectorSchema &schema, Findings &out)
{
    for (const RuleSchema &rule : schema.rules) {
        if (evaluate(rule.when, schema, spec) && !evaluate(rule.check, schema, spec))
            out.add(Diagnostic{rule.severity, Subject::option(rule.option), rule.message, rule.id});
    }
}

/// A format a table names in one of its connector's format options (`'value.format' = 'json'`).
struct FormatInUse
{
    const FormatSlot *slot = nullptr;
    QString id;     ///< as named, lower-cased (Flink's factory discovery is by the lower-case id)
    QString prefix; ///< the prefix of its options: `value.json.`
    /// The format's schema under `prefix`; unset for a format no schema describes (one the user
    /// installed), whose options pass unchecked.
    std::optional<ConnectorSchema> schema;
};

QList<FormatInUse> formatsInUse(const TableSpec &spec, const ConnectorSchema &schema, const SchemaRegistry *registry)
{
    QList<FormatInUse> used;
    if (!registry)
        return used;
    for (const FormatSlot &slot : schema.formatSlots) {
        const QString id = optionValue(spec, slot.option).trimmed().toLower();
        if (id.isEmpty())
            continue;
        FormatInUse format;
        format.slot = &slot;
        format.id = id;
        format.prefix = slot.prefix + id + QLatin1Char('.');
        if (const ConnectorSchemaPtr known = registry->format(id))
            format.schema = known->withKeyPrefix(format.prefix);
        used << format;
    }
    return used;
}

/// The key's own check when it is an option under a format's prefix: unchecked (a format no
/// schema describes), known to the format (checked by it), unknown to it, or the option of a
/// format the table does not name in that place. False when the key is under no format.
bool checkFormatKey(const QString &key, const TableSpec &spec, const ConnectorSchema &schema, const QList<FormatInUse> &used,
                    const SchemaRegistry *registry, Findings &out)
{
    for (const FormatInUse &format : used) {
        if (!key.startsWith(format.prefix))
            continue;
        // An option the format's engine declares that the schema offers no field for.
        if (const OptionSchema *declared = format.schema ? format.schema->engineOnlyOption(key) : nullptr) {
            checkGivenValue(*declared, optionValue(spec, key), spec, out);
            return true;
        }
        if (format.schema && !format.schema->option(key) && !format.schema->passesUnlistedOptions) {
            QStringList known;
            for (const OptionSchema &option : format.schema->options)
                known << option.key;
            out.add(Diagnostic{format.slot->unknownOptions, Subject::option(key),
                               format.slot->unknownOptions == Severity::Error
                                   ? localized("'%1' is not an option of the %2 format, so Flink refuses the table (\"Unsupported options\"); the %2 options are: %3.",
                                               "“%1”不是 %2 格式的配置项，Flink 会拒绝该表（“Unsupported options”）；%2 格式的配置项有：%3。")
                                         .arg(escapeInvisible(key), format.id, known.join(QLatin1String(", ")))
                                   : localized("'%1' is not an option of the %2 format, so it has no effect; the %2 options are: %3.",
                                               "“%1”不是 %2 格式的配置项，不会起作用；%2 格式的配置项有：%3。")
                                         .arg(escapeInvisible(key), format.id, known.join(QLatin1String(", "))),
                               QStringLiteral("format.option-unknown")});
        }
        return true;
    }
    if (!registry)
        return false;
    for (const FormatSlot &slot : schema.formatSlots) {
        for (const QString &id : registry->formats()) {
            const QString prefix = slot.prefix + id + QLatin1Char('.');
            if (!key.startsWith(prefix) || key.size() == prefix.size())
                continue;
            const QString named = optionValue(spec, slot.option).trimmed();
            const LocalizedText where = named.isEmpty()
                ? localized("'%1' is not set", "未设置“%1”").arg(slot.option)
                : localized("'%1' is '%2'", "“%1”为“%2”").arg(slot.option, named);
            out.add(Diagnostic{slot.unknownOptions, Subject::option(key),
                               LocalizedText{QStringLiteral("'%1' is an option of the %2 format, which this table does not use here (%3): "
                                                            "set '%4' = '%2', or remove the option.")
                                                 .arg(escapeInvisible(key), id, where.en, slot.option),
                                             QStringLiteral("“%1”是 %2 格式的配置项，但该表此处未使用 %2 格式（%3）：请设置“%4”= '%2'，或删除该配置项。")
                                                 .arg(escapeInvisible(key), id, where.zh, slot.option)},
                               QStringLiteral("format.not-named")});
            return true;
        }
    }
    return false;
}

/// Each format the table names: its options' values and its rules; a name no schema knows is a
/// warning (a format the user installed is fine, a misspelt one fails when the job starts).
void checkFormats(const TableSpec &spec, const QList<FormatInUse> &used, const SchemaRegistry *registry, Findings &out)
{
    for (const FormatInUse &format : used) {
        if (!format.schema) {
            out.warning(Subject::option(format.slot->option), QStringLiteral("format.unknown"),
                        localized("'%1' is not a format this program knows (%2); Flink refuses the table unless a format of that name is installed.",
                                  "“%1”不是本程序已知的格式（%2）；除非安装了同名格式，否则 Flink 会拒绝该表。")
                            .arg(escapeInvisible(format.id), registry->formats().join(QLatin1String(", "))));
            continue;
        }
        checkDeclaredOptions(spec, *format.schema, out);
        checkRules(spec, *format.schema, out);
    }
}

/// The dialect (its name, "flink") and the schema's option that a dialect writes under `key`,
/// when one does: HDFS's 'type' is Flink's 'format'. Empty when none does.
std::pair<QString, QString> writtenAs(const ConnectorSchema &schema, const QString &key)
{
    for (const DialectSchema &dialect : schema.dialects) {
        for (auto it = dialect.options.cbegin(); it != dialect.options.cend(); ++it) {
            if (!it->omit && it->key == key && it.key() != key)
                return {dialect.name.isEmpty() ? QStringLiteral("flink") : dialect.name, it.key()};
        }
    }
    return {};
}

/// An option of `schema` that other targets write under `key`, and the labels of those targets:
/// 'read.start-commit' is what the Apache Flink targets write for the option MRS names
/// 'read.streaming.start-commit'. Read from the targets' data (their `key`s), so a spec that
/// carries another platform's key is told this platform's.
struct KeyOfOtherTargets
{
    const OptionSchema *option = nullptr;
    QStringList en;
    QStringList zh;
};

KeyOfOtherTargets keyOfOtherTargets(const ConnectorSchema &schema, const QString &key, const SchemaRegistry *registry)
{
    KeyOfOtherTargets found;
    if (!registry)
        return found;
    for (const TargetSchema &target : registry->targets()) {
        if (target.id == schema.target.id)
            continue;
        const QJsonObject options = target.connectors.value(schema.connector).value(QLatin1String("options")).toObject();
        for (auto it = options.constBegin(); it != options.constEnd(); ++it) {
            if (it.value().toObject().value(QLatin1String("key")).toString() != key)
                continue;
            const OptionSchema *option = schema.option(it.key());
            if (!option || option->absentOnTarget || (found.option && found.option != option))
                continue;
            found.option = option;
            found.en << target.label.en;
            found.zh << target.label.zh;
        }
    }
    return found;
}

/// Options the table sets that no schema declares: under a prefix the connector passes through
/// (after the formats had their say), the target's own key for an option, or unknown.
void checkUndeclaredOptions(const TableSpec &spec, const ConnectorSchema &schema, const QHash<QString, const OptionSchema *> &byTargetKey,
                            const QList<FormatInUse> &formats, const SchemaRegistry *registry, Findings &out)
{
    const auto passedThrough = [&schema](const QString &key) {
        for (const QString &prefix : schema.passThrough) {
            if (key.startsWith(prefix) && key.size() > prefix.size())
                return true;
        }
        return false;
    };
    const QStringList names = schema.columnOptions.isEmpty() ? QStringList() : columnNames(spec);
    for (auto it = spec.options.cbegin(); it != spec.options.cend(); ++it) {
        // A per-column option is checked with its column's type (checkColumnOptions()).
        if (schema.option(it.key()) || (!names.isEmpty() && schema.columnOptions.match(it.key(), names).option))
            continue;
        const auto refused = schema.refusedOptions.constFind(it.key());
        if (refused != schema.refusedOptions.cend()) {
            out.error(Subject::option(it.key()), QStringLiteral("option.refused"),
                      LocalizedText{QStringLiteral("'%1' is not an option of %2 and Flink refuses it (\"Unsupported options\"): %3").arg(it.key(), schema.connector, refused->en),
                                    QStringLiteral("“%1”不是 %2 的配置项，Flink 会拒绝它（“Unsupported options”）：%3").arg(it.key(), schema.connector, refused->zh)});
            continue;
        }
        if (checkFormatKey(it.key(), spec, schema, formats, registry, out) || passedThrough(it.key()))
            continue;
        // The engine declares it and the form offers no field for it (the schema lists why).
        if (const OptionSchema *declared = schema.engineOnlyOption(it.key())) {
            checkGivenValue(*declared, it.value(), spec, out);
            continue;
        }
        // A spec names options by the schema's keys; the target's own name for one is written
        // by the DDL writer, and typed directly it would escape every check of the option.
        if (const OptionSchema *canonical = byTargetKey.value(it.key()))
            out.warning(Subject::option(it.key()), QStringLiteral("target.key-alias"),
                        LocalizedText{QStringLiteral("'%1' is the name %2 uses for '%3'; set '%3' instead, and the DDL writes it as '%1'.")
                                          .arg(escapeInvisible(it.key()), schema.target.fullName().en, canonical->key),
                                      QStringLiteral("“%1”是 %2 上“%3”的名称；请设置“%3”，DDL 会写成“%1”。")
                                          .arg(escapeInvisible(it.key()), schema.target.fullName().zh, canonical->key)});
        else if (const auto [dialect, canonicalKey] = writtenAs(schema, it.key()); !canonicalKey.isEmpty())
            out.warning(Subject::option(it.key()), QStringLiteral("dialect.key-alias"),
                        LocalizedText{QStringLiteral("'%1' is the key the %2 dialect writes for '%3'; set '%3' instead, and the DDL writes it as '%1'.")
                                          .arg(escapeInvisible(it.key()), dialect, canonicalKey),
                                      QStringLiteral("“%1”是 %2 方言为“%3”写入 DDL 的键；请设置“%3”，DDL 会写成“%1”。")
                                          .arg(escapeInvisible(it.key()), dialect, canonicalKey)});
        else if (const KeyOfOtherTargets elsewhere = keyOfOtherTargets(schema, it.key(), registry); elsewhere.option) {
            // Another platform's key for an option of the schema: this platform's name is said.
            const QString key = elsewhere.option->key;
            const QString here = elsewhere.option->targetKey.isEmpty() ? key : elsewhere.option->targetKey;
            const LocalizedText thisTarget = schema.target.isEmpty()
                                                 ? localized("the %1 schema", "%1 连接器定义").arg(schema.connector)
                                                 : schema.target.label;
            const LocalizedText message =
                here == key ? LocalizedText{QStringLiteral("'%1' is this option's key on %2; %3 names this option '%4': set '%4' instead.")
                                                .arg(escapeInvisible(it.key()), elsewhere.en.join(QLatin1String(", ")), thisTarget.en, key),
                                            QStringLiteral("“%1”是 %2 上此配置项的键；%3 将此配置项命名为“%4”：请改为设置“%4”。")
                                                .arg(escapeInvisible(it.key()), elsewhere.zh.join(QStringLiteral("、")), thisTarget.zh, key)}
                            : LocalizedText{QStringLiteral("'%1' is the key of '%5' on %2; %3 names this option '%4': set '%5', and the DDL writes it as '%4'.")
                                                .arg(escapeInvisible(it.key()), elsewhere.en.join(QLatin1String(", ")), thisTarget.en, here, key),
                                            QStringLiteral("“%1”是 %2 上“%5”的键；%3 将此配置项命名为“%4”：请设置“%5”，DDL 会写成“%4”。")
                                                .arg(escapeInvisible(it.key()), elsewhere.zh.join(QStringLiteral("、")), thisTarget.zh, here, key)};
            if (schema.unknownOptions == Severity::Error)
                out.error(Subject::option(it.key()), QStringLiteral("target.other-key"), message);
            else
                out.warning(Subject::option(it.key()), QStringLiteral("target.other-key"), message);
        } else if (schema.unknownOptions == Severity::Error)
            out.error(Subject::option(it.key()), QStringLiteral("option.unknown"),
                      localized("'%1' is not an option of %2, so Flink refuses the table (\"Unsupported options\"); check the spelling.",
                                "“%1”不是 %2 的配置项，Flink 会拒绝该表（“Unsupported options”），请检查拼写。").arg(escapeInvisible(it.key()), schema.connector));
        else
            out.warning(Subject::option(it.key()), QStringLiteral("option.unknown"),
                        localized("'%1' is not an option the %2 schema knows; check the spelling.",
                                  "“%1”不是 %2 连接器已知的配置项，请检查拼写。").arg(it.key(), schema.connector));
    }
}

/// Whether option `key` holds a secret: one the connector's schema, or a format's in use, marks
/// so; of the keys no schema declares (properties.sasl.jaas.config), one whose name says so.
bool isSecretOption(const QString &key, const ConnectorSchema &schema, const QList<FormatInUse> &formats)
{
    const OptionSchema *option = schema.option(key);
    for (int i = 0; !option && i < formats.size(); ++i) {
        if (formats.at(i).schema && key.startsWith(formats.at(i).prefix))
            option = formats.at(i).schema->option(key);
    }
    return option ? option->secret : optionKeyLooksSecret(key);
}

/// A password or key typed into an option would be stored in the catalog that colleagues share,
/// and shown wherever the table is: it belongs in a ${secret:NAME} reference (core/secrets).
void checkSecretsInClear(const TableSpec &spec, const ConnectorSchema &schema, const QList<FormatInUse> &formats, Findings &out)
{
    for (auto it = spec.options.cbegin(); it != spec.options.cend(); ++it) {
        if (isSecretOption(it.key(), schema, formats) && holdsSecretInClear(it.key(), it.value()))
            out.error(Subject::option(it.key()), QStringLiteral("option.secret-in-clear"),
                      localized("'%1' holds a password or key as it is: a table that does is not saved, since the catalog is shared "
                                "and shows it with the table. Write ${secret:NAME} in its place and give the value at export "
                                "(STREAMTABLE_SECRET_NAME or --secrets FILE).",
                                "“%1”直接包含密码或密钥：目录是共享的，会随表显示它，因此这样的表不能保存。请改写为 ${secret:NAME}，"
                           "在导出时给出其值（STREAMTABLE_SECRET_NAME 或 --secrets 文件）。").arg(it.key()));
    }
}

/// A table's options as the engine reads them: a fallback or deprecated key of an option
/// (withFallbackKeys, withDeprecatedKeys: OptionSchema::fallbackKeys) stands for the option when
/// the option's own key is not set, as Flink's Configuration reads it: its own key first, then
/// the fallback keys in their order, then the deprecated ones. FactoryUtil accepts all of them.
struct EngineRead
{
    TableSpec spec;                    ///< the options by the schemas' keys
    QHash<QString, QString> writtenAs; ///< an option's key -> the key the table gives it under
};

EngineRead readAsEngine(const TableSpec &spec, const ConnectorSchema &schema, const QList<FormatInUse> &formats, Findings &out)
{
    EngineRead read{spec, {}};
    const auto readOption = [&](const OptionSchema &option) {
        for (const QString &key : option.fallbackKeys + option.deprecatedKeys) {
            const auto given = spec.options.constFind(key);
            if (given == spec.options.cend())
                continue;
            read.spec.options.remove(key);
            const QString shown = escapeInvisible(key);
            if (spec.options.contains(option.key) || read.writtenAs.contains(option.key)) {
                const QString used = read.writtenAs.value(option.key, option.key);
                out.warning(Subject::option(key), QStringLiteral("option.fallback-key-unread"),
                            localized("'%1' is an older key of '%2', which '%3' sets already: the engine reads '%3' and ignores '%1'. Remove '%1'.",
                                      "“%1”是“%2”的旧键名，而“%3”已设置该参数：引擎读取“%3”，忽略“%1”。请删除“%1”。")
                                .arg(shown, option.key, escapeInvisible(used)));
                continue;
            }
            read.spec.options.insert(option.key, given.value());
            read.writtenAs.insert(option.key, key);
            if (option.deprecatedKeys.contains(key))
                out.warning(Subject::option(key), QStringLiteral("option.deprecated-key"),
                            localized("'%1' is a deprecated key of '%2': the engine still reads it as '%2' (%3), but may stop. Rename it to '%2'.",
                                      "“%1”是“%2”已弃用的键名：引擎仍将其读作“%2”（%3），但以后可能不再读取。请改名为“%2”。")
                                .arg(shown, option.key, option.engineSource));
            else
                out.note(Subject::option(key), QStringLiteral("option.fallback-key"),
                         localized("'%1' is read as '%2', the option's current key: the engine reads both (%3).",
                                   "“%1”按“%2”读取（该参数现在的键名）：引擎两者都读取（%3）。")
                             .arg(shown, option.key, option.engineSource));
        }
    };
    for (const QList<OptionSchema> *options : {&schema.options, &schema.engineOnlyOptions}) {
        for (const OptionSchema &option : *options)
            readOption(option);
    }
    for (const FormatInUse &format : formats) {
        if (format.schema) {
            for (const QList<OptionSchema> *options : {&format.schema->options, &format.schema->engineOnlyOptions}) {
                for (const OptionSchema &option : *options)
                    readOption(option);
            }
        }
    }
    return read;
}

/// Every check of a table's (or a job profile's) options. `registry` gives the format schemas;
/// without it, options under a format's prefix are only passed through. The checks see the
/// options as the engine reads them (readAsEngine()); a finding about an option given under an
/// older key names the key the table gives.
void checkOptions(const TableSpec &given, const ConnectorSchema &schema, const SchemaRegistry *registry, Findings &out)
{
    const EngineRead read = readAsEngine(given, schema, formatsInUse(given, schema, registry), out);
    const TableSpec &spec = read.spec;
    Findings found;
    const QHash<QString, const OptionSchema *> byTargetKey = checkDeclaredOptions(spec, schema, found);
    const QList<FormatInUse> formats = formatsInUse(spec, schema, registry);
    checkFormats(spec, formats, registry, found);
    checkUndeclaredOptions(spec, schema, byTargetKey, formats, registry, found);
    checkRules(spec, schema, found);
    checkSecretsInClear(spec, schema, formats, found);
    for (Diagnostic d : found.take()) {
        if (d.subject.kind == Subject::Kind::Option && read.writtenAs.contains(d.subject.key))
            d.subject.key = read.writtenAs.value(d.subject.key);
        out.add(d);
    }
}

/// What the target's dialect cannot write (docs/SCHEMAS.md "Dialects"): Blink writes a watermark
/// as withOffset(ts, ms) and has no METADATA columns, PARTITIONED BY, TIMESTAMP_LTZ or Flink's
/// format options. Each is an error here rather than a DDL the platform refuses. So is a WITH key
/// two options would both be written as.
void checkDialect(const TableSpec &spec, const ConnectorSchema &schema, const DialectSchema &dialect, const TargetSchema &target,
                  const QHash<int, FlinkType> &types, Findings &out)
{
    // The platform's own form of names (Blink: letters, digits and '_'), for the table and each
    // column: a name Flink takes may not be one the platform takes.
    if (!dialect.namePattern.pattern().isEmpty()) {
        const auto checkName = [&](const QString &name, const Subject &subject, const LocalizedText &what) {
            if (name.isEmpty() || dialect.namePattern.match(name).hasMatch())
                return;
            out.error(subject, QStringLiteral("dialect.name"),
                      LocalizedText{QStringLiteral("%1 \"%2\" is not a name %3 takes: %4").arg(what.en, escapeInvisible(name), target.label.en, dialect.nameHint.en),
                                    QStringLiteral("%1“%2”不是 %3 接受的名称：%4").arg(what.zh, escapeInvisible(name), target.label.zh, dialect.nameHint.zh)});
        };
        checkName(spec.name, Subject::tableName(), localized("Table", "表"));
        for (int i = 0; i < spec.columns.size(); ++i)
            checkName(spec.columns.at(i).name, Subject::columnAt(i, ColumnPart::Name), localized("Column", "列"));
    }
    // An option the dialect cannot write (Blink's HDFS lineDelimiter on Flink's filesystem
    // connector) is dropped from the DDL: said, with why, instead of silently.
    for (auto it = dialect.options.cbegin(); it != dialect.options.cend(); ++it) {
        const OptionMapping &mapping = it.value();
        if (!mapping.omit || mapping.omitted.isEmpty() || optionValue(spec, it.key()).isEmpty())
            continue;
        if (mapping.omittedWhen && !evaluate(*mapping.omittedWhen, schema, spec))
            continue;
        out.warning(Subject::option(it.key()), QStringLiteral("dialect.option-dropped"),
                    LocalizedText{QStringLiteral("'%1' is not written for %2: %3").arg(it.key(), target.label.en, mapping.omitted.en),
                                  QStringLiteral("为 %2 写出时不包含“%1”：%3").arg(it.key(), target.label.zh, mapping.omitted.zh)});
    }
    const QMap<QString, QStringList> sharing = optionsSharingWithKey(spec, schema, dialect);
    for (auto it = sharing.cbegin(); it != sharing.cend(); ++it) {
        QStringList en, zh;
        for (const QString &key : it.value()) {
            en << QStringLiteral("'%1'").arg(escapeInvisible(key));
            zh << QStringLiteral("“%1”").arg(escapeInvisible(key));
        }
        const QString written = escapeInvisible(it.key());
        for (const QString &key : it.value())
            out.error(Subject::option(key), QStringLiteral("dialect.same-key"),
                      LocalizedText{QStringLiteral("%1 are each written as '%2' on %3: the statement would give the key more than once and only "
                                                   "one value would count; set only one of them.")
                                        .arg(en.join(QLatin1String(" and ")), written, target.label.en),
                                    QStringLiteral("%1 在 %3 上都写为“%2”：语句中该键会出现多次，只有一个值生效；请只设置其中一个。")
                                        .arg(zh.join(QStringLiteral("和")), written, target.label.zh)});
    }
    if (dialect.watermarkWithOffset && !spec.watermark.isEmpty() && !spec.watermark.expression.trimmed().isEmpty()
        && !watermarkOffsetMillis(spec.watermark))
        out.error(Subject::watermark(Subject::WatermarkPart::Expression), QStringLiteral("watermark.offset"),
                  LocalizedText{QStringLiteral("%1 writes a watermark as withOffset(%2, milliseconds): write the expression as %2 - INTERVAL 'n' SECOND (or MINUTE, HOUR, DAY).")
                                    .arg(target.label.en, escapeInvisible(spec.watermark.column)),
                                QStringLiteral("%1 的水位线写法为 withOffset(%2, 毫秒数)：请把表达式写成 %2 - INTERVAL 'n' SECOND（或 MINUTE、HOUR、DAY）。")
                                    .arg(target.label.zh, escapeInvisible(spec.watermark.column))});
    for (int i = 0; i < spec.columns.size(); ++i) {
        const ColumnSpec &column = spec.columns.at(i);
        const QString name = escapeInvisible(column.name);
        if (!dialect.metadataColumns && column.isMetadata())
            out.error(Subject::columnAt(i, ColumnPart::Metadata), QStringLiteral("dialect.metadata"),
                      LocalizedText{QStringLiteral("%1 has no METADATA columns: column %2 cannot be written there; remove its metadata key, or choose a Flink target.")
                                        .arg(target.label.en, name),
                                    QStringLiteral("%1 不支持 METADATA 列：列 %2 无法在该平台生成；请删除其元数据键，或选择 Flink 目标平台。")
                                        .arg(target.label.zh, name)});
        const auto type = types.constFind(i);
        if (type == types.cend())
            continue;
        for (const QString &refused : dialect.refusedTypes) {
            if (type->root == refused || type->innerRoots.contains(refused)) {
                out.error(Subject::columnAt(i, ColumnPart::Type), QStringLiteral("dialect.type"),
                          LocalizedText{QStringLiteral("%1 has no type %2: column %3 (%4) cannot be written there; use TIMESTAMP, or choose a Flink target.")
                                            .arg(target.label.en, refused, name, type->canonical),
                                        QStringLiteral("%1 没有 %2 类型：列 %3（%4）无法在该平台生成；请改用 TIMESTAMP，或选择 Flink 目标平台。")
                                            .arg(target.label.zh, refused, name, type->canonical)});
                break;
            }
        }
    }
    if (!dialect.partitionedBy && !spec.partitionedBy.isEmpty())
        out.error(Subject::partitionedBy(), QStringLiteral("dialect.partitioned-by"),
                  LocalizedText{QStringLiteral("%1 has no PARTITIONED BY: read one partition through the path (…/dt=20180814), or choose a Flink target.").arg(target.label.en),
                                QStringLiteral("%1 不支持 PARTITIONED BY：请通过路径读取某个分区（…/dt=20180814），或选择 Flink 目标平台。").arg(target.label.zh)});
    for (auto it = spec.options.cbegin(); it != spec.options.cend(); ++it) {
        for (const QString &prefix : dialect.refusedKeyPrefixes) {
            if (it.key().startsWith(prefix)) {
                out.error(Subject::option(it.key()), QStringLiteral("dialect.option"),
                          LocalizedText{QStringLiteral("'%1' is an option of Flink, which %2 does not read; set the table's own options instead.")
                                            .arg(escapeInvisible(it.key()), target.label.en),
                                        QStringLiteral("“%1”是 Flink 的配置项，%2 不会读取；请改用该表自身的配置项。")
                                            .arg(escapeInvisible(it.key()), target.label.zh)});
                break;
            }
        }
    }
}

/// "Unknown connector": with the data source type a dialect writes under that name, when one
/// does (Flink's 'filesystem' is HDFS's), as the DDL of an imported table says it.
LocalizedText unknownConnector(const QString &connector, const SchemaRegistry &registry)
{
    for (const ConnectorSchemaPtr &schema : registry.schemas()) {
        for (const DialectSchema &dialect : schema->dialects) {
            if (dialect.connectorValue == connector && schema->connector != connector)
                return localized("Unknown connector \"%1\": it is the name the %2 dialect writes for %3; set the connector %3.",
                                 "未知的连接器“%1”：它是 %2 方言为 %3 写入 DDL 的名称；请将连接器设为 %3。")
                    .arg(connector, dialect.name, schema->connector);
        }
    }
    return localized("Unknown connector \"%1\"; known: %2.", "未知的连接器“%1”；可用：%2。")
        .arg(connector, registry.connectors().join(QLatin1String(", ")));
}

/// Why a table of `schema` cannot be used on the registry's target, if it cannot: the target
/// says so, or the connector has no form in the target's dialect (Kafka on Blink).
std::optional<LocalizedText> targetProblem(const ConnectorSchema &schema, const SchemaRegistry &registry)
{
    const TargetSchema *target = registry.target(registry.activeTarget());
    if (!target)
        return std::nullopt;
    const QString connector = escapeInvisible(schema.connector);
    if (schema.target.unavailable)
        return LocalizedText{QStringLiteral("Connector %1 cannot be used on %2: %3").arg(connector, target->label.en, schema.target.unavailable->en),
                             QStringLiteral("连接器 %1 不能用于 %2：%3").arg(connector, target->label.zh, schema.target.unavailable->zh)};
    if (!schema.dialect(target->dialect))
        return LocalizedText{QStringLiteral("Connector %1 cannot be written for %2: it has no %3 form (it has: %4).")
                                 .arg(connector, target->label.en, target->dialect, schema.dialectNames().join(QLatin1String(", "))),
                             QStringLiteral("连接器 %1 无法为 %2 生成：它没有 %3 形式（可用：%4）。")
                                 .arg(connector, target->label.zh, target->dialect, schema.dialectNames().join(QLatin1String(", ")))};
    return std::nullopt;
}

} // namespace

Diagnostics Validator::validateJobProfile(const JobProfile &profile) const
{
    Findings out;
    const ConnectorSchemaPtr schema = m_registry.jobSchema();
    if (!schema) {
        out.error(Subject::jobSchema(), QStringLiteral("job.schema"),
                  localized("No job schema is loaded (schemas/job.json), so the job profile cannot be checked.",
                            "未加载作业配置定义（schemas/job.json），无法检查作业配置。"));
        return out.take();
    }
    // The profile as a spec of role `both`: the job schema's options apply to every role, so the
    // same value, required, unknown-key and rule checks as for a table run unchanged.
    TableSpec spec;
    spec.role = Role::Both;
    spec.options = effectiveJobProfile(*schema, profile);
    checkOptions(spec, *schema, nullptr, out);
    return out.take();
}

Diagnostics Validator::validateConnection(const Connection &connection) const
{
    Findings out;
    const ConnectorSchemaPtr schema = m_registry.find(connection.connector);
    if (!schema) {
        out.error(Subject::connector(), QStringLiteral("table.connector"),
                  localized("Unknown connector \"%1\"; known: %2.", "未知的连接器“%1”；可用：%2。")
                      .arg(connection.connector, m_registry.connectors().join(QLatin1String(", "))));
        return out.take();
    }
    if (schema->connection.isEmpty()) {
        out.error(Subject::connector(), QStringLiteral("connection.connector"),
                  localized("%1 tables have no connections: their options are set on each table.", "%1 表没有连接：其参数在每张表上设置。")
                      .arg(connection.connector));
        return out.take();
    }
    for (auto it = connection.options.cbegin(); it != connection.options.cend(); ++it) {
        if (!schema->connection.holds(it.key())) {
            out.error(Subject::option(it.key()), QStringLiteral("connection.option"),
                      localized("'%1' does not belong in a %2 connection: set it on the tables (a connection holds %3).",
                                "“%1”不属于 %2 连接：请在表上设置（连接可包含 %3）。")
                          .arg(it.key(), connection.connector,
                               (schema->connection.options + schema->connection.prefixes).join(QLatin1String(", "))));
            continue;
        }
        const OptionSchema *option = schema->connection.isCatalog() ? findOption(schema->catalogOptions, it.key()) : schema->option(it.key());
        // Said as the value is typed, not only when the catalog refuses the save.
        if (((option && option->secret) || optionKeyLooksSecret(it.key())) && holdsSecretInClear(it.key(), it.value())) {
            out.error(Subject::option(it.key()), QStringLiteral("connection.secret-in-clear"),
                      localized("'%1' holds a password or key as it is: a connection that does is not saved, since the catalog is "
                                "shared and shows it. Write ${secret:NAME} in its place and give the value at export "
                                "(STREAMTABLE_SECRET_NAME or --secrets FILE).",
                                "“%1”直接包含密码或密钥：目录是共享的，会显示它，因此这样的连接不能保存。请改写为 ${secret:NAME}，"
                                "在导出时给出其值（STREAMTABLE_SECRET_NAME 或 --secrets 文件）。").arg(it.key()));
            continue;
        }
        if (!option || !variableReferences(it.value()).isEmpty())
            continue;
        if (const auto problem = checkOptionValue(*option, it.value()))
            out.error(Subject::option(it.key()), QStringLiteral("option.value"), *problem);
    }
    // A catalog cannot be created without the options it needs (Paimon's warehouse).
    for (const OptionSchema &option : schema->catalogOptions) {
        if (option.requiredFor.source && connection.options.value(option.key).trimmed().isEmpty())
            out.error(Subject::option(option.key), QStringLiteral("option.required"),
                      localized("'%1' is required: the %2 catalog is created with it.", "“%1”为必填项：创建 %2 目录需要它。").arg(option.key, connection.connector));
    }
    return out.take();
}

namespace {

/// `options` as written for `environment`: its values in place of the ${NAME} references, each
/// one it does not give an error on the option that refers to it (`variable.missing`).
QMap<QString, QString> forEnvironment(const QMap<QString, QString> &options, const Environment &environment, const QString &database,
                                      Findings &out)
{
    QMap<QString, QString> written = options;
    for (auto it = written.begin(); it != written.end(); ++it) {
        QStringList missing;
        it.value() = substituteVariables(it.value(), environment.variables, &missing);
        if (!missing.isEmpty())
            out.error(Subject::option(it.key()), QStringLiteral("variable.missing"),
                      missingVariablesMessage(missing, database, environment.name));
    }
    return written;
}

} // namespace

Diagnostics Validator::validate(const TableSpec &spec, const Environment &environment, const QString &database) const
{
    Findings out;
    TableSpec written = spec;
    written.options = forEnvironment(spec.options, environment, database, out);
    Diagnostics all = out.take();
    all += validate(written);
    return all;
}

Diagnostics Validator::validateJobProfile(const JobProfile &profile, const Environment &environment, const QString &database) const
{
    Findings out;
    const JobProfile written = forEnvironment(profile, environment, database, out);
    Diagnostics all = out.take();
    all += validateJobProfile(written);
    return all;
}

Diagnostics Validator::validate(const TableSpec &spec) const
{
    // A spec that names its target is checked by that target's schemas, whatever registry the
    // caller holds.
    if (!spec.target.isEmpty() && spec.target != m_registry.activeTarget()) {
        if (const SchemaRegistry *resolved = m_registry.resolvedFor(spec.target))
            return Validator(*resolved).validate(spec);
        Findings unknown;
        QStringList known;
        for (const TargetSchema &t : m_registry.targets())
            known << t.id;
        unknown.error(Subject::connector(), QStringLiteral("target.unknown"),
                      localized("Unknown target platform \"%1\"; known: %2.", "未知的目标平台“%1”；可用：%2。").arg(spec.target, known.join(QLatin1String(", "))));
        return unknown.take();
    }
    Findings out;
    checkTable(spec, out);
    const ConnectorSchemaPtr schemaPtr = m_registry.find(spec.connector);
    const ConnectorSchema *schema = schemaPtr.data();
    if (!schema) {
        out.error(Subject::connector(), QStringLiteral("table.connector"),
                  spec.connector.isEmpty()
                      ? localized("The table needs a data source type (connector).", "需要选择数据源类型（连接器）。")
                      : unknownConnector(spec.connector, m_registry));
    } else if (const std::optional<LocalizedText> problem = targetProblem(*schema, m_registry)) {
        out.error(Subject::connector(), QStringLiteral("target.connector"), *problem);
    } else if (schema->connection.isCatalog() && spec.connection.isEmpty()) {
        // A table of a lake catalog is created in its catalog (CREATE CATALOG, USE CATALOG).
        out.error(Subject::connector(), QStringLiteral("table.catalog"),
                  localized("A %1 table lives in a %1 catalog: choose one of the database's %1 catalogs as its connection "
                            "(Database > Connections... adds one: its warehouse and metastore).",
                            "%1 表位于 %1 目录中：请选择本库的一个 %1 目录作为其连接（逻辑库 > 连接... 可新增，填写仓库路径和元数据存储）。")
                      .arg(schema->connection.catalogType));
    } else if (!schema->supportsRole(spec.role)) {
        out.error(Subject::role(), QStringLiteral("table.role"),
                  localized("Connector %1 cannot be used as %2 (it offers: %3).", "连接器 %1 不能用作 %2（支持：%3）。")
                      .arg(schema->connector, roleName(spec.role), schema->roles.names().join(QLatin1String(", "))));
    }
    const ColumnIndex columns(spec);
    QHash<int, FlinkType> types;
    checkColumns(spec, schema, columns, types, out);
    checkKeysAndPartitions(spec, schema, columns, out);
    checkWatermark(spec, columns, types, out);
    checkTypesOfTarget(spec, types, m_registry, out);
    const TargetSchema *target = m_registry.target(m_registry.activeTarget());
    if (const DialectSchema *dialect = schema && target ? schema->dialect(target->dialect) : nullptr)
        checkDialect(spec, *schema, *dialect, *target, types, out);
    if (schema) {
        checkTableShape(spec, *schema, out);
        checkColumnTypes(spec, *schema, types, out);
        checkOptions(spec, *schema, &m_registry, out);
        checkColumnOptions(spec, *schema, types, out);
    }
    return out.take();
}

QMap<QString, QString> olderOptionKeys(const TableSpec &spec, const SchemaRegistry &registry)
{
    const SchemaRegistry *resolved = spec.target.isEmpty() ? &registry : registry.resolvedFor(spec.target);
    const ConnectorSchemaPtr schema = resolved ? resolved->find(spec.connector) : ConnectorSchemaPtr();
    if (!schema)
        return {};
    Findings unused;
    const EngineRead read = readAsEngine(spec, *schema, formatsInUse(spec, *schema, resolved), unused);
    QMap<QString, QString> older;
    for (auto it = read.writtenAs.cbegin(); it != read.writtenAs.cend(); ++it)
        older.insert(it.value(), it.key());
    return older;
}

TableSpec withCurrentOptionKeys(const TableSpec &spec, const QMap<QString, QString> &olderKeys)
{
    TableSpec renamed = spec;
    for (auto it = olderKeys.cbegin(); it != olderKeys.cend(); ++it) {
        if (renamed.options.contains(it.key()) && !renamed.options.contains(it.value()))
            renamed.options.insert(it.value(), renamed.options.take(it.key()));
    }
    return renamed;
}

Diagnostic connectionProblem(const LocalizedText &problem)
{
    return Diagnostic{Severity::Error, Subject::connector(), problem, QStringLiteral("connection.missing")};
}

Diagnostic tableNameTaken(const QString &existing, const QString &database)
{
    return Diagnostic{Severity::Error, Subject::tableName(),
                      localized("Logical database %2 has a table %1 already; choose another name.", "逻辑库 %2 中已有表 %1；请换一个名称。")
                          .arg(escapeInvisible(existing), escapeInvisible(database)),
                      QStringLiteral("table.name-taken")};
}

QList<ConnectionUser> checkConnectionUsers(const QList<TableSpec> &tables, const QString &name, const Connections &connections,
                                           const QString &database, const Validator &validator)
{
    QList<ConnectionUser> out;
    const QString key = nameKey(name);
    for (const TableSpec &spec : tables) {
        if (spec.connection.isEmpty() || nameKey(spec.connection) != key)
            continue;
        TableSpec written;
        LocalizedText problem;
        ConnectionUser user{spec.name, 1};
        if (withConnection(spec, connections, database, &written, &problem, validator.registry().connectionKind(spec.connector))) {
            user.errors = 0;
            for (const Diagnostic &d : validator.validate(written))
                user.errors += d.isError() ? 1 : 0;
        }
        out << user;
    }
    return out;
}

SecretKey secretOptionsOf(const TableSpec &spec, const SchemaRegistry &registry)
{
    const ConnectorSchemaPtr schema = registry.find(spec.connector);
    if (!schema)
        return optionKeyLooksSecret;
    const QList<FormatInUse> formats = formatsInUse(spec, *schema, &registry);
    return [schema, formats](const QString &key) { return isSecretOption(key, *schema, formats); };
}

SecretKey secretOptionsOfEither(const TableSpec &a, const TableSpec &b, const SchemaRegistry &registry)
{
    const SecretKey inA = secretOptionsOf(a, registry);
    const SecretKey inB = secretOptionsOf(b, registry);
    return [inA, inB](const QString &key) { return inA(key) || inB(key); };
}

TableSpec withSecretsMasked(const TableSpec &spec, const SchemaRegistry &registry)
{
    const SecretKey isSecret = secretOptionsOf(spec, registry);
    TableSpec out = spec;
    for (auto it = out.options.begin(); it != out.options.end(); ++it) {
        if (isSecret(it.key()))
            it.value() = maskSecretInClear(it.key(), it.value());
    }
    return out;
}

bool matterForTargetChange(const Diagnostic &d)
{
    return d.isError() || d.ruleId == QLatin1String("dialect.option-dropped");
}

} // namespace st

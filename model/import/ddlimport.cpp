#include "import/ddlimport.h"

#include "schema/conditions.h"
#include "schema/dialectmapping.h"
#include "check/validator.h"
#include "sql/ddlwriter.h"
#include "sql/sqlquote.h"
#include "sql/sqlword.h"
#include "core/inputfile.h"
#include "core/findingline.h"
#include "core/names.h"
#include "core/secrets.h"

#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QRegularExpression>
#include <QSet>

#include <utility>

namespace st {

namespace {

/// The schema and dialect a WITH clause is written for.
struct DialectMatch
{
    ConnectorSchemaPtr schema;
    const DialectSchema *dialect = nullptr;
    QString connectorKey; ///< the WITH key that named the connector; empty for a keyless dialect
};

/// The options that tell a keyless dialect's tables apart from others: its required enum options
/// (the legacy `type = 'csv'`), or, when it has none, all of its required options.
QList<const OptionSchema *> discriminators(const ConnectorSchema &schema)
{
    QList<const OptionSchema *> required;
    QList<const OptionSchema *> enums;
    for (const OptionSchema &option : schema.options) {
        if (option.requiredFor.isEmpty())
            continue;
        required << &option;
        if (option.type == ValueType::Enum)
            enums << &option;
    }
    return enums.isEmpty() ? required : enums;
}

const DdlOption *findOption(const DdlTable &table, const QString &key)
{
    for (const DdlOption &o : table.options) {
        if (o.key == key)
            return &o;
    }
    return nullptr;
}

bool fitsKeylessDialect(const ConnectorSchema &schema, const DdlTable &table)
{
    const QList<const OptionSchema *> keys = discriminators(schema);
    if (keys.isEmpty())
        return false;
    for (const OptionSchema *option : keys) {
        const DdlOption *given = findOption(table, option->key);
        if (!given)
            return false;
        if (option->type == ValueType::Enum) {
            const Qt::CaseSensitivity cs = option->caseSensitive ? Qt::CaseSensitive : Qt::CaseInsensitive;
            if (!option->values.contains(given->value, cs))
                return false;
        }
    }
    return true;
}

/// Finds the dialect of the WITH clause, or reports (in `problem`, at `offset`) why none fits.
bool matchDialect(const SchemaRegistry &registry, const DdlTable &table, DialectMatch *out, LocalizedText *problem,
                  int *offset, const QString &catalogType)
{
    QList<DialectMatch> keyed;
    QSet<QString> connectorKeys;
    QStringList known;
    const DdlOption *named = nullptr;
    for (const ConnectorSchemaPtr &schema : registry.schemas()) {
        for (const DialectSchema &dialect : schema->dialects) {
            if (!dialect.connectorKey)
                continue;
            connectorKeys << *dialect.connectorKey;
            if (!known.contains(dialect.connectorValue))
                known << dialect.connectorValue;
            const DdlOption *given = findOption(table, *dialect.connectorKey);
            if (!given)
                continue;
            named = given;
            if (given->value.compare(dialect.connectorValue, Qt::CaseInsensitive) == 0)
                keyed << DialectMatch{schema, &dialect, *dialect.connectorKey};
        }
    }
    if (!keyed.isEmpty()) {
        // Several schemas may write the same connector; the Flink dialect is the one meant.
        *out = keyed.constFirst();
        for (const DialectMatch &m : keyed) {
            if (m.dialect->name == QLatin1String("flink")) {
                *out = m;
                break;
            }
        }
        return true;
    }
    if (!named && !catalogType.isEmpty()) {
        // A table of a lake catalog names no connector: the catalog's type tells it.
        for (const ConnectorSchemaPtr &schema : registry.schemas()) {
            const DialectSchema *flink = schema->dialect(QStringLiteral("flink"));
            if (schema->connection.catalogType.compare(catalogType, Qt::CaseInsensitive) == 0 && flink && !flink->connectorKey) {
                *out = DialectMatch{schema, flink, QString()};
                return true;
            }
        }
        *offset = table.withOffset;
        *problem = localized("the table is in a catalog of type '%1', whose tables this program does not have; the statement was not imported",
                             "该表位于类型为“%1”的目录中，本程序没有这类表；该语句未导入").arg(catalogType);
        return false;
    }
    if (named) {
        known.sort();
        *offset = named->offset;
        *problem = localized("connector '%1' is not one this program has (it has: %2); the statement was not imported",
                             "本程序没有连接器“%1”（现有：%2）；该语句未导入")
                       .arg(named->value, known.join(QLatin1String(", ")));
        return false;
    }
    for (const ConnectorSchemaPtr &schema : registry.schemas()) {
        for (const DialectSchema &dialect : schema->dialects) {
            if (!dialect.connectorKey && fitsKeylessDialect(*schema, table)) {
                *out = DialectMatch{schema, &dialect, QString()};
                return true;
            }
        }
    }
    *offset = table.withOffset;
    const QStringList keys = QStringList(connectorKeys.cbegin(), connectorKeys.cend());
    *problem = localized("the WITH clause has no '%1' option and does not fit a legacy form this program reads "
                         "(such as type = 'csv'); the statement was not imported",
                         "WITH 子句中没有“%1”参数，也不符合本程序可读取的旧格式（例如 type = 'csv'）；该语句未导入")
                   .arg(keys.isEmpty() ? QStringLiteral("connector") : keys.constFirst());
    return false;
}

/// `withOffset(column, ms)` as the spec writes a watermark, `column - INTERVAL 'n' SECOND` (or
/// MILLISECOND when the delay is not whole seconds); any other expression as it is.
QString watermarkFromOffset(const WatermarkSpec &watermark)
{
    static const QRegularExpression form(QStringLiteral("^\\s*withOffset\\s*\\(\\s*(`(?:[^`]|``)+`|%1)\\s*,\\s*([0-9]{1,15})\\s*\\)\\s*$")
                                             .arg(plainWordPattern()),
                                         QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch m = form.match(watermark.expression);
    if (!m.hasMatch())
        return watermark.expression;
    const qint64 millis = m.captured(2).toLongLong();
    const QString column = quoteIdentifier(watermark.column);
    if (millis == 0)
        return column;
    return millis % 1000 == 0 ? QStringLiteral("%1 - INTERVAL '%2' SECOND").arg(column, QString::number(millis / 1000))
                              : QStringLiteral("%1 - INTERVAL '%2' MILLISECOND").arg(column, QString::number(millis));
}

/// The legacy property form the WITH clause is written in, or null for today's keys.
const LegacyKeys *legacyFormOf(const SchemaRegistry &registry, const DdlTable &table)
{
    for (const LegacyKeys &form : registry.legacyForms()) {
        for (const DdlOption &o : table.options) {
            if (o.key == form.marker)
                return &form;
        }
    }
    return nullptr;
}

/// Rewrites `table`'s WITH clause from `form`'s keys into today's, reporting each key through
/// `finding` (severity, offset, message): renamed (a note), dropped (why), or refused (an
/// error naming it). Keys no rule covers are kept as written.
template<typename Finding>
void translateLegacyKeys(const LegacyKeys &form, DdlTable *table, Finding finding)
{
    QHash<QString, QString> all;
    for (const DdlOption &o : table->options)
        all.insert(o.key, o.value);
    const QString format = all.value(form.formatKey).trimmed().toLower();
    const QString was = form.label.en;
    const QString wasZh = form.label.zh;
    QList<DdlOption> translated;
    // Numbered pairs (<prefix><n>.key, <prefix><n>.value) by their prefix and number.
    QMap<QString, std::pair<const DdlOption *, const DdlOption *>> pairs;
    for (const DdlOption &o : table->options) {
        const LegacyKeyRule *rule = form.rule(o.key, o.value, all);
        if (!rule) {
            translated << o;
            continue;
        }
        switch (rule->action) {
        case LegacyKeyRule::Action::Rename: {
            if (rule->indexed) {
                static const QRegularExpression numbered(QStringLiteral("^(\\d+)\\.(key|value)$"));
                const QRegularExpressionMatch m = numbered.match(o.key.mid(rule->key.size()));
                if (m.hasMatch()) {
                    auto &pair = pairs[rule->to + QLatin1Char('\n') + m.captured(1)];
                    (m.captured(2) == QLatin1String("key") ? pair.first : pair.second) = &o;
                    continue;
                }
                // Not numbered: a later, plain rule of the same prefix reads it.
                const LegacyKeyRule *plain = nullptr;
                for (const LegacyKeyRule &r : form.rules) {
                    if (&r != rule && r.isPrefix && !r.indexed && o.key.startsWith(r.key)) {
                        plain = &r;
                        break;
                    }
                }
                if (!plain) {
                    translated << o;
                    continue;
                }
                rule = plain;
            }
            QString to = rule->isPrefix ? rule->to + o.key.mid(rule->key.size()) : rule->to;
            if (to.contains(QLatin1String("{format}"))) {
                if (format.isEmpty()) {
                    finding(Severity::Error, o.offset,
                            LocalizedText{QStringLiteral("'%1' (%2) is an option of the format, but '%3' does not name one").arg(escapeInvisible(o.key), was, form.formatKey),
                                          QString::fromUtf8("“%1”（%2）是格式的参数，但“%3”没有指定格式").arg(escapeInvisible(o.key), wasZh, form.formatKey)});
                    continue;
                }
                to.replace(QLatin1String("{format}"), format);
            }
            DdlOption renamed = o;
            renamed.key = to;
            if (!rule->valueOf.isEmpty())
                renamed.value = all.value(rule->valueOf);
            translated << renamed;
            LocalizedText message{QStringLiteral("'%1' (%2) is read as '%3'").arg(escapeInvisible(o.key), was, to),
                                  QString::fromUtf8("“%1”（%2）按“%3”读取").arg(escapeInvisible(o.key), wasZh, to)};
            if (!rule->message.isEmpty()) {
                message.en += QStringLiteral("; ") + rule->message.en;
                message.zh += QString::fromUtf8("；") + rule->message.zh;
            }
            finding(rule->severity, o.offset, message);
            break;
        }
        case LegacyKeyRule::Action::Drop:
            finding(rule->severity, o.offset,
                    LocalizedText{QStringLiteral("'%1' (%2) is left out: %3").arg(escapeInvisible(o.key), was, rule->message.en),
                                  QString::fromUtf8("“%1”（%2）被忽略：%3").arg(escapeInvisible(o.key), wasZh, rule->message.zh)});
            break;
        case LegacyKeyRule::Action::Refuse:
            finding(Severity::Error, o.offset,
                    LocalizedText{QStringLiteral("'%1' (%2) cannot be carried over: %3").arg(escapeInvisible(o.key), was, rule->message.en),
                                  QString::fromUtf8("“%1”（%2）无法沿用：%3").arg(escapeInvisible(o.key), wasZh, rule->message.zh)});
            break;
        }
    }
    for (auto it = pairs.cbegin(); it != pairs.cend(); ++it) {
        const DdlOption *key = it->first;
        const DdlOption *value = it->second;
        const DdlOption *given = key ? key : value;
        if (!key || !value) {
            finding(Severity::Error, given->offset,
                    LocalizedText{QStringLiteral("'%1' (%2) has no partner: numbered properties come in pairs, .key and .value").arg(escapeInvisible(given->key), was),
                                  QString::fromUtf8("“%1”（%2）缺少配对项：编号属性须成对出现（.key 与 .value）").arg(escapeInvisible(given->key), wasZh)});
            continue;
        }
        DdlOption renamed = *key;
        renamed.key = it.key().section(QLatin1Char('\n'), 0, 0) + key->value;
        renamed.value = value->value;
        translated << renamed;
        finding(Severity::Note, key->offset,
                LocalizedText{QStringLiteral("'%1' and '%2' (%3) are read as '%4'").arg(escapeInvisible(key->key), escapeInvisible(value->key), was, escapeInvisible(renamed.key)),
                              QString::fromUtf8("“%1”与“%2”（%3）按“%4”读取").arg(escapeInvisible(key->key), escapeInvisible(value->key), wasZh, escapeInvisible(renamed.key))});
    }
    table->options = translated;
}

/// Line and column of `offset`, counted from the statement's own start so that positions in a
/// file of thousands of statements cost no scan of the whole file.
/// `text` holds the statement (and the line starts of the whole text).
void locateInStatement(const SqlText &text, const DdlStatement &statement, int offset, int *line, int *column)
{
    offset = qBound(0, offset, text.loaded());
    if (offset < statement.offset) {
        text.locate(offset, line, column);
        return;
    }
    *line = statement.line;
    int lineStart = statement.offset - (statement.column - 1);
    for (int i = statement.offset; i < offset; ++i) {
        if (text.loadedAt(i) == QLatin1Char('\n')) {
            ++*line;
            lineStart = i + 1;
        }
    }
    *column = offset - lineStart + 1;
}

} // namespace

QString ImportedStatement::where() const
{
    return findingPlace(file, line, column);
}

QString ImportedStatement::whereDiagnostic(int index) const
{
    if (index < 0 || index >= diagnosticPlaces.size())
        return where();
    return findingPlace(file, diagnosticPlaces.at(index).first, diagnosticPlaces.at(index).second);
}

namespace {

/// A role in words a user knows (the form's): "a source table (read)", not "source".
LocalizedText roleInWords(Role role)
{
    switch (role) {
    case Role::Source: return localized("a source table (read)", "源表（读取）");
    case Role::Sink: return localized("a sink table (written to)", "目标表（写入）");
    case Role::Both: return localized("a table both read and written to", "既读取又写入的表");
    }
    return {};
}

/// The table's spec as the statement declares it, before its options are read.
TableSpec specOfTable(const DdlTable &table, const ConnectorSchema &schema, const DialectSchema &dialect)
{
    TableSpec spec;
    spec.name = table.name;
    spec.connector = schema.connector;
    spec.comment = table.comment;
    spec.columns = table.columns;
    spec.primaryKey = table.primaryKey;
    spec.watermark = table.watermark;
    // Blink's withOffset(ts, ms) is read back as the spec's Flink form, ts - INTERVAL 'n' SECOND.
    if (dialect.watermarkWithOffset)
        spec.watermark.expression = watermarkFromOffset(spec.watermark);
    spec.partitionedBy = table.partitionedBy;
    spec.distribution = table.distribution;
    return spec;
}

/// Reads the WITH clause into `spec`'s options, undoing the dialect's mapping (`reverse`);
/// returns which WITH option set each of them, for the findings about them.
template<typename Finding>
QHash<QString, const DdlOption *> readWithOptions(const SqlText &text, const DdlStatement &statement, const DdlTable &table,
                                                  const DialectMatch &match, const QHash<QString, WrittenOption> &reverse,
                                                  TableSpec *spec, Finding finding)
{
    const ConnectorSchema &schema = *match.schema;
    // Undo the dialect's mapping: its keys and values back to the schema's.
    struct Mapped
    {
        const DdlOption *written;
        const WrittenOption *reverse;
    };
    QList<Mapped> mapped;
    // Which WITH option set each of the spec's options: two keys that mean the same option (the
    // dialect's key and the schema's own, 'format' and 'type') must not overwrite each other.
    QHash<QString, const DdlOption *> setBy;
    for (const DdlOption &option : table.options) {
        if (option.key == match.connectorKey)
            continue;
        const ReadOption read = readOption(reverse, option.key, option.value);
        if (read.option && !read.mapped) {
            setBy.insert(read.option->key, &option);
            spec->options.insert(read.option->key, read.value);
            continue;
        }
        // The schema's own key of an option the target names otherwise: another platform's key
        // (MRS's 'read.streaming.start-commit' in DDL for Apache Hudi, which ignores it).
        const OptionSchema *renamed = !read.option ? schema.option(option.key) : nullptr;
        if (renamed && !renamed->targetKey.isEmpty() && !renamed->targetReadsKey) {
            const LocalizedText platform = schema.target.fullName();
            const QString shown = escapeInvisible(option.key);
            if (schema.unknownOptions == Severity::Error) {
                finding(Severity::Error, option.offset,
                        LocalizedText{QStringLiteral("'%1' is '%2' on %3; this platform does not read '%1'").arg(shown, renamed->targetKey, platform.en),
                                      QString::fromUtf8("“%1”在 %3 上名为“%2”；该平台不读取“%1”").arg(shown, renamed->targetKey, platform.zh)});
                continue;
            }
            // A factory that passes unknown keys on unchecked (Hudi) ran the table without it: the
            // table is read as it ran, and the value is named for the user to set under the key
            // that is read, if that is what was meant.
            const QString value = escapeInvisible(option.value);
            finding(Severity::Warning, option.offset,
                    LocalizedText{QStringLiteral("'%1' is not read on %3, which ignores keys it does not know, so the table ran without it; "
                                                 "it is left out. To have it read, set '%2' = '%4'")
                                      .arg(shown, renamed->targetKey, platform.en, value),
                                  QString::fromUtf8("%3 不读取“%1”（它会忽略不认识的键名），该表运行时并未使用它；已略去。"
                                                    "如需生效，请设置“%2” = '%4'")
                                      .arg(shown, renamed->targetKey, platform.zh, value)});
            continue;
        }
        const QString key = !read.option ? option.key : read.option->key;
        if (const DdlOption *earlier = setBy.value(key)) {
            int line = 1;
            int column = 1;
            locateInStatement(text, statement, earlier->offset, &line, &column);
            finding(Severity::Error, option.offset,
                    localized("option %1 and option %2 (line %3, column %4) both set %5; give it once",
                              "参数 %1 与参数 %2（第 %3 行第 %4 列）都设置了 %5；只能设置一次")
                        .arg(option.key, earlier->key, QString::number(line), QString::number(column))
                        .arg(key));
            continue;
        }
        setBy.insert(key, &option);
        spec->options.insert(key, read.value);
        if (read.mapped)
            mapped << Mapped{&option, read.mapped};
    }
    // A key the dialect writes only under a condition (csv.field-delimiter for CSV files) is the
    // schema's option only when the condition holds; otherwise it stays as written.
    for (const Mapped &m : mapped) {
        if (!m.reverse->mapping.when || evaluate(*m.reverse->mapping.when, schema, *spec))
            continue;
        spec->options.remove(m.reverse->option->key);
        spec->options.insert(m.written->key, m.written->value);
    }
    return setBy;
}

/// The options a key's absence gives the table, for its role.
void addImpliedOptions(const QHash<QString, WrittenOption> &reverse, const DdlTable &table, const ConnectorSchema &schema,
                       TableSpec *spec)
{
    // A mapping that always writes its option (useDefault) but drops one value says, by the
    // key's absence, that the option has that value (Flink's filesystem source without
    // 'source.monitor-interval' reads the folder once: isContinuousStream = false), for a
    // table of a role the option applies to.
    for (auto it = reverse.cbegin(); it != reverse.cend(); ++it) {
        const OptionMapping &mapping = it->mapping;
        if (!mapping.useDefault || spec->options.contains(it->option->key) || findOption(table, it.key())
            || !it->option->roles.appliesTo(spec->role))
            continue;
        if (mapping.when && !evaluate(*mapping.when, schema, *spec))
            continue;
        if (const std::optional<QString> implied = valueOfAbsentKey(mapping))
            spec->options.insert(it->option->key, *implied);
    }
}

/// Notes and warnings on what the statement says that the import leaves out or reads otherwise.
template<typename Finding>
void noteWhatIsReadOtherwise(const DdlStatement &statement, const DdlTable &table, const DialectSchema &dialect, bool inCatalog,
                             Finding finding)
{
    if (table.temporaryOffset >= 0) {
        finding(Severity::Note, table.temporaryOffset,
                localized("TEMPORARY is left out: a table in the catalog is written as a CREATE TABLE of its own",
                          "TEMPORARY 被忽略：目录库中的表导出为普通的 CREATE TABLE"));
    }
    if (!table.qualifiers.isEmpty() && inCatalog) {
        finding(Severity::Note, table.nameOffset,
                localized("%1 before the table name: read as a table of that catalog, which it names as its connection, in the "
                          "logical database the import names",
                          "表名前的 %1：按该目录中的表读取，以该目录为连接，导入到指定的逻辑库中")
                    .arg(table.qualifiers.join(QLatin1Char('.'))));
    } else if (!table.qualifiers.isEmpty()) {
        finding(Severity::Note, table.nameOffset,
                localized("%1 before the table name is left out: the table goes into the logical database "
                          "the import names",
                          "表名前的 %1 被忽略：表导入到指定的逻辑库中")
                    .arg(table.qualifiers.join(QLatin1Char('.'))));
    }
    if (table.primaryKeyOffset >= 0 && dialect.primaryKeyNotEnforced && !table.primaryKeyNotEnforced) {
        finding(Severity::Warning, table.primaryKeyOffset,
                localized("PRIMARY KEY without NOT ENFORCED: Flink needs NOT ENFORCED; read as NOT ENFORCED",
                          "PRIMARY KEY 缺少 NOT ENFORCED：Flink 要求写 NOT ENFORCED；按 NOT ENFORCED 读取"));
    }
    // A lake catalog's table needs no options of its own (its catalog says what it is).
    if (table.withOffset < 0 && !inCatalog) {
        finding(Severity::Warning, statement.offset, localized("the statement has no WITH clause", "该语句没有 WITH 子句"));
    }
}

template<typename Finding>
void referToSecrets(const SchemaRegistry &registry, const DdlStatement &statement, const QHash<QString, const DdlOption *> &setBy,
                    TableSpec *spec, ImportedStatement *out, Finding finding)
{
    // A password or key written in the DDL is not stored: the table keeps a reference to a
    // secret of its own, whose value the user gives at export, as for a table made in the
    // designer (the file imported still holds the value).
    const SecretKey isSecret = secretOptionsOf(*spec, registry);
    for (auto it = spec->options.begin(); it != spec->options.end(); ++it) {
        if (!isSecret(it.key()) || !holdsSecretInClear(it.key(), it.value()))
            continue;
        const QString name = secretNameFor(spec->name, it.key());
        out->secretsInClear.insert(it.key(), it.value());
        it.value() = replaceSecretInClear(it.key(), it.value(), secretReference(name));
        const DdlOption *written = setBy.value(it.key());
        finding(Severity::Warning, written ? written->offset : statement.offset,
                localized("'%1' holds a password or key: it is not stored, the table refers to the secret %2 instead; "
                          "give its value at export (STREAMTABLE_SECRET_%2 or --secrets FILE)",
                          "“%1”包含密码或密钥：它不会被存储，表改为引用密钥 %2；"
                          "请在导出时给出其值（STREAMTABLE_SECRET_%2 或 --secrets 文件）")
                    .arg(it.key(), name));
    }
}

void placeDiagnostics(const SqlText &text, const DdlStatement &statement, const DdlTable &table,
                      const QHash<QString, const DdlOption *> &setBy, ImportedStatement *out)
{
    // Each finding at what it is about in the text, so a user goes straight to it.
    for (const Diagnostic &d : out->diagnostics) {
        int at = statement.offset;
        const Subject &subject = d.subject;
        if (subject.kind == Subject::Kind::Option) {
            // An option not written (a required one missing) is about the WITH clause.
            if (const DdlOption *written = setBy.value(subject.key))
                at = written->offset;
            else if (table.withOffset >= 0)
                at = table.withOffset;
        } else if (subject.kind == Subject::Kind::Column && subject.column >= 0 && subject.column < table.columnOffsets.size()) {
            at = table.columnOffsets.at(subject.column);
        } else if (subject.kind == Subject::Kind::PrimaryKey && table.primaryKeyOffset >= 0) {
            at = table.primaryKeyOffset;
        } else if (subject.kind == Subject::Kind::TableName) {
            at = table.nameOffset;
        }
        int line = statement.line;
        int column = statement.column;
        locateInStatement(text, statement, at, &line, &column);
        out->diagnosticPlaces << std::make_pair(line, column);
    }
}

} // namespace

LocalizedText DdlImporter::roleOverruledNote(const ConnectorSchema &schema, const TableSpec &spec, Role chosen, bool byComment)
{
    // What decided it: the connector's only role, else the options only one side uses.
    QStringList readOnly;
    QStringList writtenOnly;
    for (auto it = spec.options.cbegin(); it != spec.options.cend(); ++it) {
        if (const OptionSchema *o = schema.option(it.key())) {
            if (o->roles.source && !o->roles.sink)
                readOnly << it.key();
            else if (o->roles.sink && !o->roles.source)
                writtenOnly << it.key();
        }
    }
    LocalizedText why;
    if (byComment) {
        why = localized("the comment before the statement says so (-- streamtable role: %1)", "语句前的注释如此声明（-- streamtable role: %1）")
                  .arg(roleName(spec.role));
    } else if (schema.roles.source != schema.roles.sink) {
        why = localized("connector %1 is only ever %2", "连接器 %1 只能用作%2").arg(schema.connector).arg(roleInWords(spec.role));
    } else {
        const auto keys = [](const QStringList &list) {
            return list.mid(0, 3).join(QLatin1String(", ")) + (list.size() > 3 ? QStringLiteral(", …") : QString());
        };
        QStringList en;
        QStringList zh;
        if (!readOnly.isEmpty()) {
            en << QStringLiteral("%1 (used only when reading)").arg(keys(readOnly));
            zh << QStringLiteral("%1（仅读取时使用）").arg(keys(readOnly));
        }
        if (!writtenOnly.isEmpty()) {
            en << QStringLiteral("%1 (used only when writing)").arg(keys(writtenOnly));
            zh << QStringLiteral("%1（仅写入时使用）").arg(keys(writtenOnly));
        }
        why = LocalizedText{QStringLiteral("it sets ") + en.join(QLatin1String(" and ")), QStringLiteral("表设置了 ") + zh.join(QStringLiteral("和"))};
    }
    return localized("Read as %1, not %2 as chosen: %3.", "按%1读取，而不是所选的%2：%3。")
        .arg(roleInWords(spec.role))
        .arg(roleInWords(chosen))
        .arg(why);
}

Role DdlImporter::inferRole(const ConnectorSchema &schema, const TableSpec &spec, std::optional<Role> given, bool *overridden)
{
    const Role role = schema.roleOfOptions(spec).value_or(given.value_or(Role::Both));
    if (overridden)
        *overridden = given && *given != role;
    return role;
}

void DdlImporter::mapStatement(const SqlText &text, const DdlStatement &statement, std::optional<Role> role,
                               ImportedStatement *out) const
{
    mapStatement(text, statement, role, out, InCatalog{});
}

void DdlImporter::mapStatement(const SqlText &text, const DdlStatement &statement, std::optional<Role> role,
                               ImportedStatement *out, const InCatalog &catalog) const
{
    out->offset = statement.offset;
    out->length = statement.length;
    out->line = statement.line;
    out->column = statement.column;
    out->keyword = statement.keyword;
    out->findings = statement.findings;
    out->tableName = statement.table.name;
    switch (statement.kind) {
    case DdlStatement::Kind::Skipped:
        out->status = ImportedStatement::Status::Skipped;
        return;
    case DdlStatement::Kind::Failed:
        out->status = ImportedStatement::Status::Failed;
        return;
    case DdlStatement::Kind::CreateTable:
        break;
    }

    DdlTable legacyTable;
    auto finding = [&](Severity severity, int offset, const LocalizedText &message) {
        DdlFinding f;
        f.severity = severity;
        f.file = out->file;
        locateInStatement(text, statement, offset, &f.line, &f.column);
        f.message = message;
        out->findings << f;
    };
    // A WITH clause in a legacy property form (Flink 1.10's 'connector.type') is read in
    // today's keys, each translated key with a finding, before anything else looks at it.
    const LegacyKeys *legacy = legacyFormOf(m_registry, statement.table);
    if (legacy) {
        legacyTable = statement.table;
        translateLegacyKeys(*legacy, &legacyTable, finding);
        if (hasErrors(out->findings)) {
            out->status = ImportedStatement::Status::Failed;
            return;
        }
    }
    const DdlTable &table = legacy ? legacyTable : statement.table;

    DialectMatch match;
    LocalizedText problem;
    int problemOffset = statement.offset;
    if (!matchDialect(m_registry, table, &match, &problem, &problemOffset, catalog.type)) {
        out->status = ImportedStatement::Status::Failed;
        finding(Severity::Error, problemOffset < 0 ? statement.offset : problemOffset, problem);
        return;
    }
    const ConnectorSchema &schema = *match.schema;
    const DialectSchema &dialect = *match.dialect;
    out->dialect = dialect.name;

    TableSpec spec = specOfTable(table, schema, dialect);
    const QHash<QString, WrittenOption> reverse = writtenOptions(schema, dialect);
    const QHash<QString, const DdlOption *> setBy = readWithOptions(text, statement, table, match, reverse, &spec, finding);

    // The role comes from what is written: an option implied by a key's absence (below) says
    // nothing about the side of the table.
    // A role the file declares in a comment (the DDL writer's, where the options do not say it)
    // is the table's.
    bool overridden = false;
    if (statement.declaredRole) {
        spec.role = *statement.declaredRole;
        overridden = role && *role != spec.role;
    } else {
        spec.role = inferRole(schema, spec, role, &overridden);
        out->roleOpen = !role && !schema.roleOfOptions(spec) && schema.supportsRole(Role::Both);
    }
    addImpliedOptions(reverse, table, schema, &spec);

    if (overridden)
        finding(Severity::Note, table.withOffset >= 0 ? table.withOffset : statement.offset,
                roleOverruledNote(schema, spec, role.value_or(Role::Both), statement.declaredRole.has_value()));
    noteWhatIsReadOtherwise(statement, table, dialect, !catalog.name.isEmpty(), finding);
    referToSecrets(m_registry, statement, setBy, &spec, out, finding);
    if (schema.connection.isCatalog() && !catalog.name.isEmpty())
        spec.connection = catalog.name; // the lake catalog it was made in

    out->spec = spec;
    // One rule for every statement: it has failed exactly when a finding of it is an error.
    if (hasErrors(out->findings)) {
        out->status = ImportedStatement::Status::Failed;
        return;
    }
    out->status = ImportedStatement::Status::Table;
    out->diagnostics = Validator(m_registry).validate(spec);
    placeDiagnostics(text, statement, table, setBy, out);
    refuseUnstorable(text, statement, dialect.name, out);
}

namespace {

/// The findings of the validator that no stored table may have, valid or not: names the catalog
/// refuses or Flink cannot take (control characters, more than 256 characters, empty), and a
/// type or an expression the DDL writer cannot write.
bool isStorageRule(const QString &ruleId)
{
    return ruleId == QLatin1String("name.control") || ruleId == QLatin1String("name.length")
           || ruleId == QLatin1String("table.name") || ruleId == QLatin1String("column.name")
           || ruleId == QLatin1String("column.type") || ruleId == QLatin1String("column.expression")
           || ruleId == QLatin1String("watermark.expression");
}

} // namespace

void DdlImporter::refuseUnstorable(const SqlText &text, const DdlStatement &statement, const QString &dialect,
                                   ImportedStatement *out) const
{
    // An imported table may be invalid (its findings are shown, and it can be fixed in the
    // designer), but it must be one `table put` could store and the writer can write: the same
    // gate as every other way into the catalog.
    const auto refuse = [&](int offset, const LocalizedText &message) {
        DdlFinding f;
        f.severity = Severity::Error;
        f.file = out->file;
        locateInStatement(text, statement, offset, &f.line, &f.column);
        f.message = message;
        out->findings << f;
    };
    for (const Diagnostic &d : std::as_const(out->diagnostics)) {
        if (!d.isError() || !isStorageRule(d.ruleId))
            continue;
        const int column = d.subject.kind == Subject::Kind::Column ? d.subject.column : -1;
        const int offset = column >= 0 && column < statement.table.columnOffsets.size() ? statement.table.columnOffsets.at(column)
                                                                                         : statement.table.nameOffset;
        const QString where = d.subject.text();
        refuse(offset, LocalizedText{where + QStringLiteral(": ") + d.message.en, where + QString::fromUtf8("：") + d.message.zh});
    }
    // The writer refuses only what the validator reports as an error too (a type or an
    // expression it cannot write): a valid spec needs no trial writing.
    QString ddl;
    LocalizedText error;
    if (!hasErrors(out->findings) && hasErrors(out->diagnostics) && !DdlWriter(m_registry).write(out->spec, dialect, &ddl, &error))
        refuse(statement.offset, error);
    if (hasErrors(out->findings))
        out->status = ImportedStatement::Status::Failed;
}

QList<ImportedStatement> DdlImporter::importText(const QString &text, const QString &file, std::optional<Role> role) const
{
    DdlStatementReader reader(text, file);
    return importStatements(reader, file, role);
}

namespace {

/// Where a file writes and reads tables: the INSERT INTO (or OVERWRITE) targets and the tables
/// after FROM and JOIN, by nameKey() of the table's own name (the last part of a qualified one),
/// each with the line of its first use.
/// An identifier as written in a statement: `a``b` or a plain word.
QString unquotedName(const QString &written)
{
    if (written.startsWith(QLatin1Char('`')))
        return written.mid(1, written.size() - 2).replace(QStringLiteral("``"), QStringLiteral("`"));
    return written;
}

struct TableUsage
{
    QHash<QString, int> written;
    QHash<QString, int> read;

    static const QRegularExpression &insertPattern()
    {
        static const QRegularExpression insert(QStringLiteral(R"(\bINSERT\s+(?:INTO|OVERWRITE)\s+((?:(?:`(?:[^`]|``)+`|[\w$]+)\s*\.\s*)*(?:`(?:[^`]|``)+`|[\w$]+)))"),
                                               QRegularExpression::CaseInsensitiveOption);
        return insert;
    }
    static const QRegularExpression &fromPattern()
    {
        static const QRegularExpression from(QStringLiteral(R"(\b(?:FROM|JOIN)\s+((?:(?:`(?:[^`]|``)+`|[\w$]+)\s*\.\s*)*(?:`(?:[^`]|``)+`|[\w$]+)))"),
                                             QRegularExpression::CaseInsensitiveOption);
        return from;
    }
    /// The table a name names (the last part of `catalog.db.table`, unquoted).
    static QString tableOf(const QString &written)
    {
        return unquotedName(written.section(QLatin1Char('.'), -1).trimmed());
    }

    void scan(QStringView statement, int firstLine)
    {
        const QString text = statement.toString();
        const auto record = [&](const QRegularExpression &pattern, QHash<QString, int> *into) {
            for (auto it = pattern.globalMatch(text); it.hasNext();) {
                const QRegularExpressionMatch m = it.next();
                const QString key = nameKey(tableOf(m.captured(1)));
                if (!into->contains(key))
                    into->insert(key, firstLine + int(text.left(m.capturedStart(1)).count(QLatin1Char('\n'))));
            }
        };
        record(insertPattern(), &written);
        record(fromPattern(), &read);
    }

    /// What an `INSERT INTO sink SELECT ... FROM a JOIN b` wires: each table read into the one
    /// written, as written (the job's wirings).
    static Wirings wiringsOf(const QString &text)
    {
        Wirings out;
        for (auto insert = insertPattern().globalMatch(text); insert.hasNext();) {
            const QRegularExpressionMatch sink = insert.next();
            // The tables read after it, up to the next INSERT (a statement set holds several).
            const int end = text.indexOf(insertPattern(), sink.capturedEnd(1));
            const QString body = text.mid(sink.capturedEnd(1), end < 0 ? -1 : end - sink.capturedEnd(1));
            for (auto from = fromPattern().globalMatch(body); from.hasNext();) {
                const Wiring w{tableOf(from.next().captured(1)), tableOf(sink.captured(1))};
                if (!out.contains(w) && nameKey(w.source) != nameKey(w.sink))
                    out << w;
            }
        }
        return out;
    }
};

} // namespace

namespace {

/// The lake catalogs a DDL text makes (`CREATE CATALOG name WITH ('type' = ..., ...)`) and the
/// one its `USE CATALOG` statements make current, so that the CREATE TABLE statements in them
/// are read as the catalog's tables (docs/SCHEMAS.md "Lake catalogs").
class CatalogsMade
{
public:
    explicit CatalogsMade(const SchemaRegistry &registry) : m_registry(registry) {}

    /// The catalog a CREATE TABLE is in: the one named before its database and name, else the
    /// current one; empty for Flink's default catalog or one the text did not make.
    DdlImporter::InCatalog of(const DdlStatement &statement) const
    {
        if (statement.kind != DdlStatement::Kind::CreateTable)
            return {};
        const QStringList &qualifiers = statement.table.qualifiers;
        const QString key = qualifiers.size() == 2 ? nameKey(qualifiers.constFirst()) : m_current;
        return m_made.value(key);
    }

    /// Takes note of a CREATE CATALOG or USE CATALOG statement (`text`); a catalog of a type whose
    /// tables a connector has is `item`'s catalog, as a connection.
    void read(const QString &text, ImportedStatement *item)
    {
        static const QString name = QStringLiteral("(`(?:[^`]|``)+`|[A-Za-z_][A-Za-z0-9_]*)");
        static const QRegularExpression use(QStringLiteral("^\\s*USE\\s+CATALOG\\s+") + name + QStringLiteral("\\s*;?\\s*$"),
                                            QRegularExpression::CaseInsensitiveOption);
        static const QRegularExpression create(QStringLiteral("^\\s*CREATE\\s+CATALOG\\s+(?:IF\\s+NOT\\s+EXISTS\\s+)?") + name
                                                   + QStringLiteral("\\s+WITH\\s*\\((.*)\\)\\s*;?\\s*$"),
                                               QRegularExpression::CaseInsensitiveOption | QRegularExpression::DotMatchesEverythingOption);
        static const QRegularExpression pair(QStringLiteral("'((?:[^']|'')*)'\\s*=\\s*'((?:[^']|'')*)'"));
        if (const QRegularExpressionMatch m = use.match(text); m.hasMatch()) {
            m_current = nameKey(unquotedName(m.captured(1)));
            return;
        }
        const QRegularExpressionMatch m = create.match(text);
        if (!m.hasMatch())
            return;
        Connection catalog{unquotedName(m.captured(1)), QString(), {}};
        QString type;
        for (auto it = pair.globalMatch(m.captured(2)); it.hasNext();) {
            const QRegularExpressionMatch option = it.next();
            const QString key = option.captured(1).replace(QStringLiteral("''"), QStringLiteral("'"));
            const QString value = option.captured(2).replace(QStringLiteral("''"), QStringLiteral("'"));
            if (key == QLatin1String("type"))
                type = value;
            else
                catalog.options.insert(key, value);
        }
        m_made.insert(nameKey(catalog.name), DdlImporter::InCatalog{catalog.name, type});
        for (const ConnectorSchemaPtr &schema : m_registry.schemas()) {
            if (!type.isEmpty() && schema->connection.catalogType.compare(type, Qt::CaseInsensitive) == 0)
                catalog.connector = schema->connector;
        }
        if (catalog.connector.isEmpty())
            return;
        item->catalog = catalog;
        DdlFinding note;
        note.severity = Severity::Note;
        note.file = item->file;
        note.line = item->line;
        note.column = item->column;
        note.message = localized("the %1 catalog %2: a connection of the logical database, which the tables in it name",
                                 "%1 目录 %2：逻辑库的一个连接，其中的表以它为连接").arg(type, catalog.name);
        item->findings = {note};
    }

private:
    const SchemaRegistry &m_registry;
    QHash<QString, DdlImporter::InCatalog> m_made; ///< by nameKey()
    QString m_current; ///< nameKey() of the current catalog; empty: the default one
};

} // namespace

QList<ImportedStatement> DdlImporter::importStatements(DdlStatementReader &reader, const QString &file, std::optional<Role> role) const
{
    // Statement by statement: each is mapped as it is read and then dropped with its tokens
    // (and, read from a file, its text), so what grows with the file is the imported specs.
    QList<ImportedStatement> imported;
    TableUsage usage;
    CatalogsMade catalogs(m_registry);
    DdlStatement statement;
    while (reader.next(&statement)) {
        ImportedStatement item;
        item.file = file;
        mapStatement(reader.text(), statement, role, &item, catalogs.of(statement));
        if (statement.kind == DdlStatement::Kind::Skipped) {
            const QString text = reader.text().view(statement.offset, statement.length).toString();
            usage.scan(reader.text().view(statement.offset, statement.length), statement.line);
            catalogs.read(text, &item);
            item.wirings = TableUsage::wiringsOf(text);
        }
        imported << std::move(item);
    }
    if (usage.written.isEmpty() && usage.read.isEmpty())
        return imported;
    // A table whose role nothing of its own tells is a sink when the file only writes it, a
    // source when it only reads it (a job's script, a statement set).
    for (ImportedStatement &item : imported) {
        if (!item.isTable() || !item.roleOpen)
            continue;
        const QString key = nameKey(item.spec.name);
        const bool written = usage.written.contains(key);
        const bool read = usage.read.contains(key);
        if (written == read)
            continue;
        item.spec.role = written ? Role::Sink : Role::Source;
        item.roleOpen = false;
        checkAgain(&item, {});
        DdlFinding note;
        note.severity = Severity::Note;
        note.file = item.file;
        note.line = item.line;
        note.column = item.column;
        const QString line = QString::number(written ? usage.written.value(key) : usage.read.value(key));
        note.message = written ? localized("read as a sink table: the file writes it (INSERT INTO, line %1) and reads it nowhere",
                                           "按目标表读取：文件写入该表（INSERT INTO，第 %1 行），且没有读取它").arg(line)
                               : localized("read as a source table: the file reads it (line %1) and writes it nowhere",
                                           "按源表读取：文件读取该表（第 %1 行），且没有写入它").arg(line);
        item.findings << note;
    }
    return imported;
}

void DdlImporter::checkAgain(ImportedStatement *item, const QMap<QString, QString> &renamed) const
{
    // Each finding at the place it had (an option renamed: the place of its older key; the
    // statement's when it is new).
    QHash<QString, std::pair<int, int>> placeOf;
    for (int i = 0; i < item->diagnostics.size() && i < item->diagnosticPlaces.size(); ++i) {
        Subject subject = item->diagnostics.at(i).subject;
        if (subject.kind == Subject::Kind::Option && renamed.contains(subject.key))
            subject.key = renamed.value(subject.key);
        placeOf.insert(subject.text(), item->diagnosticPlaces.at(i));
    }
    item->diagnostics = Validator(m_registry).validate(item->spec);
    item->diagnosticPlaces.clear();
    for (const Diagnostic &d : std::as_const(item->diagnostics))
        item->diagnosticPlaces << placeOf.value(d.subject.text(), {item->line, item->column});
}

void DdlImporter::useCurrentOptionKeys(ImportedStatement *item) const
{
    if (!item->isTable())
        return;
    const QMap<QString, QString> older = olderOptionKeys(item->spec, m_registry);
    if (older.isEmpty())
        return;
    QHash<QString, std::pair<int, int>> placeOfKey;
    for (int i = 0; i < item->diagnostics.size() && i < item->diagnosticPlaces.size(); ++i) {
        if (item->diagnostics.at(i).subject.kind == Subject::Kind::Option)
            placeOfKey.insert(item->diagnostics.at(i).subject.key, item->diagnosticPlaces.at(i));
    }
    item->spec = withCurrentOptionKeys(item->spec, older);
    for (auto it = older.cbegin(); it != older.cend(); ++it) {
        DdlFinding note;
        note.severity = Severity::Note;
        note.file = item->file;
        const std::pair<int, int> at = placeOfKey.value(it.key(), {item->line, item->column});
        note.line = at.first;
        note.column = at.second;
        note.message = localized("'%1' is stored under the option's current key '%2'", "“%1”以该参数现在的键名“%2”保存")
                           .arg(escapeInvisible(it.key()), escapeInvisible(it.value()));
        item->findings << note;
    }
    checkAgain(item, older);
}

bool DdlImporter::importFile(const QString &path, std::optional<Role> role, QList<ImportedStatement> *out,
                             LocalizedText *error, int pieceBytes, DdlFinding *notUtf8Finding) const
{
    if (notUtf8Finding)
        *notUtf8Finding = DdlFinding{};
    InputFileReader input;
    if (!input.open(path, error))
        return false;
    const QString name = inputName(path);
    // The file is read, decoded and tokenized a piece at a time as the reader asks for text.
    // Whatever is read stops at the first error; the statements read until then are dropped,
    // so the outcome is the one of reading the whole file first: a file that cannot be read
    // (or is too large) says so before a byte that is not UTF-8 does.
    DdlDecoder decoder(name);
    DdlFinding problem;
    bool readFailed = false;
    bool notUtf8 = false;
    bool ended = false;
    const SqlText::Source source = [&](QString *more) {
        if (readFailed || notUtf8 || ended)
            return false;
        QByteArray bytes;
        if (!input.read(&bytes, error, pieceBytes)) {
            readFailed = true;
            return false;
        }
        if (bytes.isEmpty()) {
            ended = true;
            notUtf8 = !decoder.finish(more, &problem);
            return false;
        }
        notUtf8 = !decoder.decode(bytes, more, &problem);
        return !notUtf8;
    };
    DdlStatementReader reader(source, name);
    QList<ImportedStatement> imported = importStatements(reader, name, role);
    if (notUtf8) {
        // Read on to the end: a file too large is refused as such even past a bad byte.
        QByteArray rest;
        while (!readFailed && !ended) {
            if (!input.read(&rest, error, pieceBytes))
                readFailed = true;
            else
                ended = rest.isEmpty();
        }
    }
    if (readFailed)
        return false;
    if (notUtf8) {
        *error = LocalizedText{problem.toLine(Language::En), problem.toLine(Language::Zh)};
        if (notUtf8Finding)
            *notUtf8Finding = problem;
        return false;
    }
    *out = std::move(imported);
    return true;
}

QList<int> earlierDefinitions(const QList<ImportedStatement> &statements)
{
    QList<int> earlier;
    earlier.reserve(statements.size());
    QHash<QString, int> first;
    for (int i = 0; i < statements.size(); ++i) {
        const ImportedStatement &s = statements.at(i);
        if (!s.isTable()) {
            earlier << -1;
            continue;
        }
        const QString key = nameKey(s.spec.name);
        const auto it = first.constFind(key);
        if (it != first.cend()) {
            earlier << it.value();
        } else {
            first.insert(key, i);
            earlier << -1;
        }
    }
    return earlier;
}

bool collectDdlFiles(const QStringList &paths, QStringList *files, LocalizedText *error)
{
    for (const QString &path : paths) {
        const QFileInfo info(path);
        if (path == QLatin1String("-") || !info.isDir()) {
            // Read as named: a file that cannot be read is reported by the reading, by name.
            if (path != QLatin1String("-") && !info.exists() && !info.isSymLink()) {
                *error = localized("%1: no such file or folder", "%1：文件或文件夹不存在").arg(path);
                return false;
            }
            *files << path;
            continue;
        }
        // Every entry named *.sql, also those that will not read (unreadable, a FIFO, a link to
        // nothing): an import that passed over them in silence would lose their tables.
        const QDir dir(path);
        const QStringList names = dir.entryList({QStringLiteral("*.sql")}, QDir::Files | QDir::System, QDir::Name);
        for (const QString &name : names)
            *files << dir.filePath(name);
    }
    return true;
}

Wirings importWirings(const QList<ImportedStatement> &statements, const QList<TableSpec> &tables, const QStringList &existing)
{
    QSet<QString> known;
    for (const TableSpec &t : tables)
        known << nameKey(t.name);
    for (const QString &name : existing)
        known << nameKey(name);
    Wirings out;
    for (const ImportedStatement &statement : statements) {
        for (const Wiring &w : statement.wirings) {
            if (known.contains(nameKey(w.source)) && known.contains(nameKey(w.sink)) && !out.contains(w))
                out << w;
        }
    }
    return out;
}

} // namespace st

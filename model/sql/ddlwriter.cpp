#include "sql/ddlwriter.h"

#include "schema/conditions.h"
#include "schema/dialectmapping.h"
#include "sql/ddlreader.h"
#include "sql/flinktype.h"
#include "sql/sqlquote.h"
#include "sql/sqltokenizer.h"
#include "sql/sqlword.h"

#include <QRegularExpression>

namespace st {

namespace {

const QString kIndent = QStringLiteral("  ");

/// A column definition (no indent), or false with the reason when the column cannot be written
/// safely: a type that does not parse (it would be copied as typed) or an expression that
/// could end the definition or the statement (checkSqlExpression). The validator reports the
/// same problems as errors; refusing here too means a path that writes DDL without validating
/// (export, `table show`, previews) can never emit text that breaks out of its column.
bool columnLine(const ColumnSpec &c, const DialectSchema &dialect, QString *line, LocalizedText *problem)
{
    *line = quoteIdentifier(c.name);
    if (c.isComputed()) {
        if (const std::optional<LocalizedText> unsafe = checkSqlExpression(c.expression)) {
            *problem = *unsafe;
            return false;
        }
        *line += QStringLiteral(" AS ") + c.expression.trimmed();
    } else {
        FlinkType type;
        LocalizedText typeProblem;
        if (!parseFlinkType(c.type, &type, &typeProblem)) {
            *problem = localized("type: %1", "类型：%1").arg(typeProblem);
            return false;
        }
        if (!c.nullable && type.nullable && type.canonical.endsWith(QLatin1String(" NULL"))) {
            *problem = localized("the type says NULL but the column is marked NOT NULL", "类型写了 NULL，但该列标为 NOT NULL");
            return false;
        }
        for (const QString &refused : dialect.refusedTypes) {
            if (type.root == refused || type.innerRoots.contains(refused)) {
                *problem = localized("the %1 dialect has no type %2", "%1 方言没有类型 %2").arg(dialect.name, refused);
                return false;
            }
        }
        *line += QLatin1Char(' ') + type.canonical;
        // NOT NULL may already be part of the type text; do not write it twice.
        if (!c.nullable && !line->endsWith(QLatin1String(" NOT NULL")))
            *line += QStringLiteral(" NOT NULL");
        if (c.isMetadata()) {
            if (!dialect.metadataColumns) {
                *problem = localized("the %1 dialect has no METADATA columns", "%1 方言没有 METADATA 列").arg(dialect.name);
                return false;
            }
            *line += QStringLiteral(" METADATA FROM ") + quoteLiteral(c.metadata);
            if (c.isVirtual)
                *line += QStringLiteral(" VIRTUAL");
        }
    }
    if (!c.comment.isEmpty())
        *line += QStringLiteral(" COMMENT ") + quoteLiteral(c.comment);
    return true;
}

struct WithEntry
{
    QString key;
    QString value;
    const OptionSchema *option = nullptr; ///< the schema's option written, or null
    QString specKey;                      ///< the spec's option written; empty for the connector's own key
};

/// The WITH entries of one dialect, in schema order, then unknown keys sorted. False with the
/// reason when an option is set that the schema's target does not have: leaving it out would
/// drop what the user asked for without a word.
bool withEntries(const TableSpec &spec, const ConnectorSchema &schema, const DialectSchema &dialect, QList<WithEntry> *out,
                 LocalizedText *problem)
{
    QList<WithEntry> &entries = *out;
    if (dialect.connectorKey)
        entries << WithEntry{*dialect.connectorKey, dialect.connectorValue, nullptr, QString()};
    for (const OptionSchema &option : schema.options) {
        if (option.absentOnTarget && !optionValue(spec, option.key).isEmpty()) {
            *problem = localized("option '%1' does not exist on %2", "%2 上没有选项 '%1'").arg(option.key).arg(schema.target.fullName());
            return false;
        }
        const auto mappingIt = dialect.options.constFind(option.key);
        const OptionMapping mapping = mappingIt == dialect.options.cend() ? OptionMapping{} : mappingIt.value();
        if (mapping.omit || (mapping.when && !evaluate(*mapping.when, schema, spec)))
            continue;
        // An option given with an empty value is written as given ('csv.null-literal' = '' means
        // something); only an option not given at all falls back to its default or is left out.
        const bool given = spec.options.contains(option.key);
        QString value = optionValue(spec, option.key);
        // A default is written only for the roles it belongs to: a sink does not monitor a folder.
        if (!given && mapping.useDefault && option.defaultValue && option.roles.appliesTo(spec.role))
            value = *option.defaultValue;
        if (!given && value.isEmpty())
            continue;
        const std::optional<QString> written = writtenValue(mapping, value);
        if (!written)
            continue;
        entries << WithEntry{writtenKey(option.key, mapping), *written, &option, option.key};
    }
    // Per-column options (datagen's `fields.<column>.kind`) column by column, in the table's
    // order and the schema's, so that a column's generator reads as one block.
    QSet<QString> perColumn;
    for (const ColumnSpec &column : spec.columns) {
        for (const OptionSchema &option : schema.columnOptions.options) {
            const QString key = ColumnOptions::keyFor(option.key, column.name);
            const auto given = spec.options.constFind(key);
            if (given == spec.options.cend() || perColumn.contains(key))
                continue;
            if (option.absentOnTarget) {
                *problem = localized("option '%1' does not exist on %2", "%2 上没有选项 '%1'").arg(key).arg(schema.target.fullName());
                return false;
            }
            entries << WithEntry{key, given.value(), nullptr, key};
            perColumn << key;
        }
    }
    // QMap iterates in key order, which makes unknown options deterministic.
    // A refused key is refused whether the schema declares it (HDFS's Flink-only sink options)
    // or not (a typed csv. format option).
    for (auto it = spec.options.cbegin(); it != spec.options.cend(); ++it) {
        for (const QString &prefix : dialect.refusedKeyPrefixes) {
            if (it.key().startsWith(prefix)) {
                *problem = localized("option '%1': the %2 dialect does not read it", "选项 '%1'：%2 方言不读它").arg(it.key(), dialect.name);
                return false;
            }
        }
        if (schema.option(it.key()) || perColumn.contains(it.key()))
            continue;
        entries << WithEntry{it.key(), it.value(), nullptr, it.key()};
    }
    return true;
}

} // namespace

QMap<QString, QStringList> optionsSharingWithKey(const TableSpec &spec, const ConnectorSchema &schema, const DialectSchema &dialect)
{
    QList<WithEntry> entries;
    LocalizedText problem; // reported by the validator's own checks; the entries made so far still count
    withEntries(spec, schema, dialect, &entries, &problem);
    QMap<QString, QStringList> byKey;
    for (const WithEntry &entry : std::as_const(entries)) {
        if (!entry.specKey.isEmpty())
            byKey[entry.key] << entry.specKey;
    }
    for (auto it = byKey.begin(); it != byKey.end();)
        it = it.value().size() > 1 ? std::next(it) : byKey.erase(it);
    return byKey;
}

std::optional<qint64> watermarkOffsetMillis(const WatermarkSpec &watermark)
{
    // `ts`, or `ts - INTERVAL 'n' UNIT` with the column as named (in backticks or not).
    static const QRegularExpression form(QStringLiteral("^\\s*(`(?:[^`]|``)+`|%1)\\s*"
                                                        "(?:-\\s*INTERVAL\\s*'\\s*([0-9]{1,9})\\s*'\\s*(MILLISECOND|SECOND|MINUTE|HOUR|DAY)S?\\s*)?$")
                                             .arg(plainWordPattern()),
                                         QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch m = form.match(watermark.expression);
    if (!m.hasMatch())
        return std::nullopt;
    QString column = m.captured(1);
    if (column.startsWith(QLatin1Char('`')))
        column = unquoted(QStringView(column).mid(1, column.size() - 2), QLatin1Char('`'));
    if (column != watermark.column)
        return std::nullopt;
    if (m.captured(2).isEmpty())
        return 0;
    static const QHash<QString, qint64> unitMillis{{QStringLiteral("MILLISECOND"), 1}, {QStringLiteral("SECOND"), 1000},
                                                   {QStringLiteral("MINUTE"), 60000}, {QStringLiteral("HOUR"), 3600000},
                                                   {QStringLiteral("DAY"), 86400000}};
    return m.captured(2).toLongLong() * unitMillis.value(m.captured(3).toUpper());
}

namespace {

/// A key the parser reads unquoted: plain words joined by dots (`connector.type`).
bool isPlainDottedKey(const QString &key)
{
    const QStringView view(key);
    qsizetype from = 0;
    while (true) {
        const qsizetype dot = view.indexOf(QLatin1Char('.'), from);
        if (!isPlainWord(view.mid(from, dot < 0 ? view.size() - from : dot - from)))
            return false;
        if (dot < 0)
            return true;
        from = dot + 1;
    }
}

/// A WITH key as the dialect writes it. A bare-key dialect still quotes a key that is not a
/// plain word (a user's unknown option), so the statement always parses.
QString withKey(const QString &key, const DialectSchema &dialect)
{
    if (dialect.bareKeys && isPlainDottedKey(key))
        return key;
    return dialect.bareKeys ? quoteIdentifier(key) : quoteLiteral(key);
}

} // namespace

bool DdlWriter::writeParts(const TableSpec &spec, const QString &dialectName, WrittenTable *parts, LocalizedText *error) const
{
    // As the validator: a spec that names its target is written with that target's keys.
    if (!spec.target.isEmpty() && spec.target != m_registry.activeTarget()) {
        const SchemaRegistry *resolved = m_registry.resolvedFor(spec.target);
        if (resolved)
            return DdlWriter(*resolved).writeParts(spec, dialectName, parts, error);
        if (error)
            *error = localized("unknown target platform \"%1\"", "未知的目标平台“%1”").arg(spec.target);
        return false;
    }
    const ConnectorSchemaPtr schema = m_registry.find(spec.connector);
    if (!schema) {
        if (error)
            *error = localized("unknown connector \"%1\"", "未知的连接器“%1”").arg(spec.connector);
        return false;
    }
    if (schema->target.unavailable) {
        if (error)
            *error = localized("connector %1 cannot be used on %2: %3", "连接器 %1 不能用于 %2：%3")
                         .arg(spec.connector)
                         .arg(schema->target.label)
                         .arg(*schema->target.unavailable);
        return false;
    }
    const DialectSchema *dialect = schema->dialect(dialectName);
    if (!dialect) {
        if (error)
            *error = localized("connector %1 has no \"%2\" dialect (it has: %3)", "连接器 %1 没有“%2”方言（它有：%3）")
                         .arg(spec.connector, dialectName, schema->dialectNames().join(QLatin1String(", ")));
        return false;
    }

    WrittenTable out;
    out.name = quoteIdentifier(spec.name);
    for (int i = 0; i < spec.columns.size(); ++i) {
        QString line;
        LocalizedText problem;
        if (!columnLine(spec.columns.at(i), *dialect, &line, &problem)) {
            if (error)
                *error = localized("column \"%1\" (#%2): %3", "列“%1”（第 %2 列）：%3").arg(spec.columns.at(i).name, QString::number(i + 1)).arg(problem);
            return false;
        }
        out.columnNames << spec.columns.at(i).name;
        out.columnLines << line;
    }
    if (!spec.watermark.isEmpty()) {
        if (const std::optional<LocalizedText> unsafe = checkSqlExpression(spec.watermark.expression)) {
            if (error)
                *error = localized("watermark expression: %1", "水位线表达式：%1").arg(*unsafe);
            return false;
        }
        QString strategy = spec.watermark.expression.trimmed();
        if (dialect->watermarkWithOffset) {
            const std::optional<qint64> millis = watermarkOffsetMillis(spec.watermark);
            if (!millis) {
                if (error)
                    *error = localized("watermark: the %1 dialect writes a watermark as withOffset(column, milliseconds); "
                                       "write its expression as %2 - INTERVAL 'n' SECOND (or MINUTE, HOUR, DAY)",
                                       "水位线：%1 方言把水位线写作 withOffset(列, 毫秒)；请把表达式写成 %2 - INTERVAL 'n' SECOND（或 MINUTE、HOUR、DAY）")
                                 .arg(dialect->name, spec.watermark.column);
                return false;
            }
            strategy = QStringLiteral("withOffset(%1, %2)").arg(quoteIdentifier(spec.watermark.column), QString::number(*millis));
        }
        out.watermark = QStringLiteral("WATERMARK FOR ") + quoteIdentifier(spec.watermark.column) + QStringLiteral(" AS ") + strategy;
    }
    if (!spec.primaryKey.isEmpty())
        out.primaryKey = QStringLiteral("PRIMARY KEY (") + quoteIdentifierList(spec.primaryKey)
                         + (dialect->primaryKeyNotEnforced ? QStringLiteral(") NOT ENFORCED") : QStringLiteral(")"));
    if (!spec.comment.isEmpty())
        out.comment = quoteLiteral(spec.comment);
    if (!spec.partitionedBy.isEmpty() && !dialect->partitionedBy) {
        if (error)
            *error = localized("the %1 dialect has no PARTITIONED BY", "%1 方言没有 PARTITIONED BY").arg(dialect->name);
        return false;
    }
    if (!spec.partitionedBy.isEmpty())
        out.partitionedBy = QLatin1Char('(') + quoteIdentifierList(spec.partitionedBy) + QLatin1Char(')');
    if (!spec.distribution.isEmpty()) {
        if (!schema->target.readsClause(QStringLiteral("distributed-by"))) {
            if (error)
                *error = localized("%1 has no DISTRIBUTED BY (it arrived with Flink 1.20, FLIP-376)", "%1 没有 DISTRIBUTED BY（自 Flink 1.20 起才有，FLIP-376）")
                             .arg(schema->target.label);
            return false;
        }
        out.distribution = distributionClause(spec.distribution);
    }

    QList<WithEntry> entries;
    LocalizedText problem;
    if (!withEntries(spec, *schema, *dialect, &entries, &problem)) {
        if (error)
            *error = problem;
        return false;
    }
    // Where the options written do not say the role, a comment the reader understands does, so
    // that the table read back is the table written.
    QList<const OptionSchema *> written;
    for (const WithEntry &entry : entries) {
        if (entry.option)
            written << entry.option;
    }
    if (schema->roleOfOptions(written).value_or(Role::Both) != spec.role)
        out.roleComment = roleComment(spec.role);
    for (const WithEntry &entry : entries)
        out.options.append({withKey(entry.key, *dialect), quoteLiteral(entry.value)});
    *parts = out;
    return true;
}

bool DdlWriter::write(const TableSpec &spec, const QString &dialectName, QString *ddl, LocalizedText *error) const
{
    WrittenTable parts;
    if (!writeParts(spec, dialectName, &parts, error))
        return false;
    QStringList body;
    body.reserve(parts.columnLines.size() + 2);
    for (const QString &line : std::as_const(parts.columnLines))
        body << kIndent + line;
    if (!parts.watermark.isEmpty())
        body << kIndent + parts.watermark;
    if (!parts.primaryKey.isEmpty())
        body << kIndent + parts.primaryKey;
    QString out = parts.roleComment + QStringLiteral("CREATE TABLE ") + parts.name + QStringLiteral(" (\n");
    out += body.join(QStringLiteral(",\n"));
    out += QStringLiteral("\n)");
    if (!parts.comment.isEmpty())
        out += QStringLiteral("\nCOMMENT ") + parts.comment;
    // Flink's parser reads DISTRIBUTED before PARTITIONED BY (parserImpls.ftl, SqlCreateTable).
    if (!parts.distribution.isEmpty())
        out += QStringLiteral("\nDISTRIBUTED ") + parts.distribution;
    if (!parts.partitionedBy.isEmpty())
        out += QStringLiteral("\nPARTITIONED BY ") + parts.partitionedBy;
    // A lake catalog's table may have no option at all: no WITH clause then, as Flink's parser
    // takes none that is empty.
    if (parts.options.isEmpty()) {
        *ddl = out + QStringLiteral(";\n");
        return true;
    }
    out += QStringLiteral("\nWITH (");
    for (int i = 0; i < parts.options.size(); ++i)
        out += (i == 0 ? QStringLiteral("\n") : QStringLiteral(",\n")) + kIndent + parts.options.at(i).first + QStringLiteral(" = ") + parts.options.at(i).second;
    out += QStringLiteral("\n);\n");
    *ddl = out;
    return true;
}

QString DdlWriter::createCatalog(const QString &name, const QString &connector, const QMap<QString, QString> &options, bool use) const
{
    const ConnectorSchemaPtr schema = m_registry.find(connector);
    QList<std::pair<QString, QString>> entries{{QStringLiteral("type"), schema ? schema->connection.catalogType : connector}};
    QSet<QString> written{QStringLiteral("type")};
    if (schema) {
        for (const OptionSchema &option : schema->catalogOptions) {
            if (options.contains(option.key)) {
                entries.append({option.key, options.value(option.key)});
                written << option.key;
            }
        }
    }
    for (auto it = options.cbegin(); it != options.cend(); ++it) {
        if (!written.contains(it.key()))
            entries.append({it.key(), it.value()});
    }
    QString out = QStringLiteral("CREATE CATALOG ") + quoteIdentifier(name) + QStringLiteral(" WITH (\n");
    for (int i = 0; i < entries.size(); ++i)
        out += QStringLiteral("  %1 = %2%3\n").arg(quoteLiteral(entries.at(i).first), quoteLiteral(entries.at(i).second),
                                                   i + 1 < entries.size() ? QStringLiteral(",") : QString());
    out += QStringLiteral(");\n");
    return use ? out + QStringLiteral("USE CATALOG ") + quoteIdentifier(name) + QStringLiteral(";\n") : out;
}

bool DdlWriter::write(const TableSpec &spec, QString *ddl, LocalizedText *error) const
{
    return write(spec, targetDialect(spec.target), ddl, error);
}

QString DdlWriter::targetDialect(const QString &specTarget) const
{
    const TargetSchema *target = m_registry.target(specTarget.isEmpty() ? m_registry.activeTarget() : specTarget);
    return target ? target->dialect : QStringLiteral("flink");
}

QString DdlWriter::write(const TableSpec &spec, const QString &dialect) const
{
    QString ddl;
    LocalizedText error;
    return write(spec, dialect, &ddl, &error) ? ddl : QString();
}

QString distributionClause(const DistributionSpec &distribution)
{
    QStringList parts;
    if (!distribution.columns.isEmpty())
        parts << QStringLiteral("BY ") + distribution.kind + QLatin1Char('(') + quoteIdentifierList(distribution.columns) + QLatin1Char(')');
    if (distribution.buckets > 0)
        parts << QStringLiteral("INTO %1 BUCKETS").arg(distribution.buckets);
    return parts.join(QLatin1Char(' '));
}

} // namespace st

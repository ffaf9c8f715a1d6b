#include "ddlwriter.h"

#include "conditions.h"
#include "flinktype.h"
#include "sqlquote.h"

#include <QRegularExpression>

namespace st {

namespace {

const QString kIndent = QStringLiteral("  ");

/// The type as written in DDL: the parser's canonical spelling when it parses, else as typed.
QString columnType(const ColumnSpec &c)
{
    FlinkType type;
    LocalizedText ignored;
    return parseFlinkType(c.type, &type, &ignored) ? type.canonical : c.type.trimmed();
}

QString columnLine(const ColumnSpec &c)
{
    QString line = kIndent + quoteIdentifier(c.name);
    if (c.isComputed()) {
        line += QStringLiteral(" AS ") + c.expression.trimmed();
    } else {
        line += QLatin1Char(' ') + columnType(c);
        // NOT NULL may already be part of the type text; do not write it twice.
        if (!c.nullable && !line.endsWith(QLatin1String(" NOT NULL")))
            line += QStringLiteral(" NOT NULL");
        if (c.isMetadata()) {
            line += QStringLiteral(" METADATA FROM ") + quoteLiteral(c.metadata);
            if (c.isVirtual)
                line += QStringLiteral(" VIRTUAL");
        }
    }
    if (!c.comment.isEmpty())
        line += QStringLiteral(" COMMENT ") + quoteLiteral(c.comment);
    return line;
}

struct WithEntry
{
    QString key;
    QString value;
};

/// The WITH entries of one dialect, in schema order, then unknown keys sorted.
QList<WithEntry> withEntries(const TableSpec &spec, const ConnectorSchema &schema, const DialectSchema &dialect)
{
    QList<WithEntry> entries;
    if (dialect.connectorKey)
        entries << WithEntry{*dialect.connectorKey, dialect.connectorValue};
    for (const OptionSchema &option : schema.options) {
        const auto mappingIt = dialect.options.constFind(option.key);
        const OptionMapping mapping = mappingIt == dialect.options.cend() ? OptionMapping{} : mappingIt.value();
        if (mapping.omit || (mapping.when && !evaluate(*mapping.when, schema, spec)))
            continue;
        QString value = optionValue(spec, option.key);
        if (value.isEmpty() && mapping.useDefault && option.defaultValue)
            value = *option.defaultValue;
        if (value.isEmpty())
            continue;
        if (!mapping.values.isEmpty()) {
            const auto mapped = mapping.values.constFind(value.toLower());
            if (mapped != mapping.values.cend()) {
                if (!mapped.value())
                    continue;
                value = *mapped.value();
            }
        }
        entries << WithEntry{mapping.key.isEmpty() ? option.key : mapping.key, value};
    }
    // QMap iterates in key order, which makes unknown options deterministic.
    for (auto it = spec.options.cbegin(); it != spec.options.cend(); ++it) {
        if (!schema.option(it.key()) && !it.value().isEmpty())
            entries << WithEntry{it.key(), it.value()};
    }
    return entries;
}

/// A WITH key as the dialect writes it. A bare-key dialect still quotes a key that is not a
/// plain word (a user's unknown option), so the statement always parses.
QString withKey(const QString &key, const DialectSchema &dialect)
{
    static const QRegularExpression plainWord(QStringLiteral("^[A-Za-z_][A-Za-z0-9_.]*$"));
    if (dialect.bareKeys && plainWord.match(key).hasMatch())
        return key;
    return dialect.bareKeys ? quoteIdentifier(key) : quoteLiteral(key);
}

} // namespace

bool DdlWriter::write(const TableSpec &spec, const QString &dialectName, QString *ddl, QString *error) const
{
    const ConnectorSchemaPtr schema = m_registry.find(spec.connector);
    if (!schema) {
        if (error)
            *error = QStringLiteral("unknown connector \"%1\"").arg(spec.connector);
        return false;
    }
    const DialectSchema *dialect = schema->dialect(dialectName);
    if (!dialect) {
        if (error)
            *error = QStringLiteral("connector %1 has no \"%2\" dialect (it has: %3)")
                         .arg(spec.connector, dialectName, schema->dialectNames().join(QLatin1String(", ")));
        return false;
    }

    QStringList body;
    for (const ColumnSpec &c : spec.columns)
        body << columnLine(c);
    if (!spec.watermark.isEmpty()) {
        body << kIndent + QStringLiteral("WATERMARK FOR ") + quoteIdentifier(spec.watermark.column)
                    + QStringLiteral(" AS ") + spec.watermark.expression.trimmed();
    }
    if (!spec.primaryKey.isEmpty())
        body << kIndent + QStringLiteral("PRIMARY KEY (") + quoteIdentifierList(spec.primaryKey)
                    + (dialect->primaryKeyNotEnforced ? QStringLiteral(") NOT ENFORCED") : QStringLiteral(")"));

    QString out = QStringLiteral("CREATE TABLE ") + quoteIdentifier(spec.name) + QStringLiteral(" (\n");
    out += body.join(QStringLiteral(",\n"));
    out += QStringLiteral("\n)");
    if (!spec.comment.isEmpty())
        out += QStringLiteral("\nCOMMENT ") + quoteLiteral(spec.comment);
    if (!spec.partitionedBy.isEmpty())
        out += QStringLiteral("\nPARTITIONED BY (") + quoteIdentifierList(spec.partitionedBy) + QLatin1Char(')');

    const QList<WithEntry> entries = withEntries(spec, *schema, *dialect);
    out += QStringLiteral("\nWITH (");
    for (int i = 0; i < entries.size(); ++i) {
        const QString &key = entries.at(i).key;
        out += (i == 0 ? QStringLiteral("\n") : QStringLiteral(",\n")) + kIndent
               + withKey(key, *dialect) + QStringLiteral(" = ") + quoteLiteral(entries.at(i).value);
    }
    out += QStringLiteral("\n);\n");
    *ddl = out;
    return true;
}

QString DdlWriter::write(const TableSpec &spec, const QString &dialect) const
{
    QString ddl;
    QString error;
    return write(spec, dialect, &ddl, &error) ? ddl : QString();
}

} // namespace st

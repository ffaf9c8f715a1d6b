#include "sourcedb/tablegen.h"

#include "schema/schemaregistry.h"

#include <QRegularExpression>

namespace st {

namespace {

LocalizedText both(const QString &en, const QString &zh)
{
    return LocalizedText{en, zh};
}

/// The key a table is made with: its primary key, else its first unique key whose columns are
/// all NOT NULL (what identifies a row as well); empty when it has neither.
QStringList rowKey(const SourceTable &table, LocalizedText *note)
{
    if (!table.primaryKey.isEmpty())
        return table.primaryKey;
    for (const QStringList &key : table.uniqueKeys) {
        bool notNull = !key.isEmpty();
        for (const QString &name : key) {
            const SourceColumn *c = table.column(name);
            notNull = notNull && c && c->notNull;
        }
        if (notNull) {
            const QString list = key.join(QStringLiteral(", "));
            *note = both(QStringLiteral("no primary key: its unique key (%1), on NOT NULL columns, is the table's key").arg(list),
                         QStringLiteral("没有主键：以其建在 NOT NULL 列上的唯一键（%1）作为表的键").arg(list));
            return key;
        }
    }
    return {};
}

/// The generated options `schema` has on the target (a release without one does without it)
/// and the source gives a value for, then the chosen ones, all filled for `table`.
QMap<QString, QString> filledOptions(const ConnectorSchema &schema, const QMap<QString, QString> &generated,
                                     const QMap<QString, QString> &chosen, const SourceTable &table, const QString &database,
                                     const QString &name)
{
    QMap<QString, QString> out;
    for (auto it = generated.cbegin(); it != generated.cend(); ++it) {
        // A value the source does not give (a dump that names no database) is left to fill.
        const QString value = fillTablePattern(it.value(), table, database, name);
        if (schema.option(it.key()) && !value.isEmpty())
            out.insert(it.key(), value);
    }
    for (auto it = chosen.cbegin(); it != chosen.cend(); ++it)
        out.insert(it.key(), fillTablePattern(it.value(), table, database, name));
    return out;
}

} // namespace

QString fillTablePattern(const QString &pattern, const SourceTable &table, const QString &database, const QString &name)
{
    QString slot = table.name.toLower();
    static const QRegularExpression notSlot(QStringLiteral("[^a-z0-9_]"));
    slot.replace(notSlot, QStringLiteral("_"));
    QString out = pattern;
    out.replace(QLatin1String("{firstColumn}"), table.columns.isEmpty() ? QString() : table.columns.first().name)
        .replace(QLatin1String("{table:slot}"), slot)
        .replace(QLatin1String("{table}"), table.name)
        .replace(QLatin1String("{schema}"), table.schema)
        .replace(QLatin1String("{database}"), database);
    if (!name.isEmpty())
        out.replace(QLatin1String("{name}"), name);
    return out;
}

bool generateTables(const SourceSchema &schema, const SchemaRegistry &registry, const FromDatabaseChoice &choice,
                    GeneratedTables *out, LocalizedText *error)
{
    // A CDC source of the database's changes; a connector that only reads its rows (jdbc) is
    // no source of changes, whatever its map.
    const TypeMap *map = registry.changeReader(schema.kind, choice.targetEngines);
    if (!map) {
        QStringList readers;
        for (const TypeMap &m : registry.typeMaps()) {
            if (m.database == schema.kind && m.readsChanges)
                readers << m.connector;
        }
        const QString names = readers.join(QStringLiteral(", "));
        *error = readers.isEmpty()
                     ? both(QStringLiteral("no connector reads the changes of a %1 database").arg(schema.kind),
                            QStringLiteral("没有连接器能读取 %1 数据库的变更").arg(schema.kind))
                     : both(QStringLiteral("the database's target has no %1 connector (%2 reads %3 databases): choose another target for it")
                                .arg(names, names, schema.kind),
                            QStringLiteral("该库的目标平台没有 %1 连接器（%2 读取 %3 数据库）：请为它选择其他目标平台").arg(names, names, schema.kind));
        return false;
    }
    const ConnectorSchemaPtr sourceSchema = registry.find(map->connector);
    if (!sourceSchema) {
        *error = both(QStringLiteral("the database's target has no %1 connector").arg(map->connector),
                      QStringLiteral("该库的目标平台没有 %1 连接器").arg(map->connector));
        return false;
    }
    const auto sinkSchemaOf = [&](const QString &connector, ConnectorSchemaPtr *found) {
        *found = registry.find(connector);
        if (*found && (*found)->roles.sink)
            return true;
        *error = both(QStringLiteral("\"%1\" is no sink connector of the database's target").arg(connector),
                      QStringLiteral("“%1”不是该库目标平台的写入（sink）连接器").arg(connector));
        return false;
    };
    ConnectorSchemaPtr sink;
    ConnectorSchemaPtr appendSink;
    if (!sinkSchemaOf(choice.sinkConnector, &sink))
        return false;
    if (!choice.appendSinkConnector.isEmpty() && !sinkSchemaOf(choice.appendSinkConnector, &appendSink))
        return false;
    QRegularExpression selected;
    if (!choice.tablesPattern.isEmpty()) {
        selected.setPattern(QRegularExpression::anchoredPattern(choice.tablesPattern));
        if (!selected.isValid()) {
            *error = both(QStringLiteral("the table pattern \"%1\" is no regular expression: %2").arg(choice.tablesPattern, selected.errorString()),
                          QStringLiteral("表名模式“%1”不是正则表达式：%2").arg(choice.tablesPattern, selected.errorString()));
            return false;
        }
    }

    GeneratedTables result;
    result.sourceConnector = map->connector;
    for (const SourceTable &table : schema.tables) {
        if (!choice.tablesPattern.isEmpty() && !selected.match(table.name).hasMatch())
            continue;
        GeneratedTable made;
        made.from = table;
        LocalizedText keyNote;
        const QStringList key = rowKey(table, &keyNote);
        if (!keyNote.isEmpty())
            made.notes << keyNote;
        const ConnectorSchemaPtr sinkFor = key.isEmpty() && sink->acceptsChangelog != AcceptsChangelog::Yes ? appendSink : sink;
        if (!sinkFor) {
            result.leftOut << both(QStringLiteral("%1 has no primary key: a sink of %2 needs one (each change replaces the row of its key); "
                                                  "choose an append sink for such tables")
                                       .arg(table.qualifiedName(), choice.sinkConnector),
                                   QStringLiteral("%1 没有主键：%2 写入表需要主键（每次变更替换其键所在的行）；请为这类表选择追加写入的连接器")
                                       .arg(table.qualifiedName(), choice.sinkConnector));
            continue;
        }

        TableSpec source;
        source.name = fillTablePattern(choice.sourceNamePattern, table, schema.database);
        source.connector = map->connector;
        source.role = Role::Source;
        source.comment = table.comment;
        source.connection = choice.sourceConnection;
        for (const SourceColumn &c : table.columns) {
            const TypeMapping mapped = map->map(NativeType::parse(c.type), choice.targetEngines);
            ColumnSpec column;
            column.name = c.name;
            column.type = mapped.flinkType;
            // Flink makes a key's columns NOT NULL; saying so keeps the DDL as Flink reads it.
            column.nullable = !c.notNull && !key.contains(c.name);
            column.comment = c.comment;
            source.columns << column;
            if (!mapped.loses.isEmpty())
                made.notes << both(QStringLiteral("column %1: %2").arg(c.name, mapped.loses.en),
                                   QStringLiteral("列 %1：%2").arg(c.name, mapped.loses.zh));
        }
        source.primaryKey = key;
        QMap<QString, QString> sourceOptions = sourceSchema->generatedOptions;
        if (key.isEmpty()) {
            for (auto it = sourceSchema->generatedWithoutKeyOptions.cbegin(); it != sourceSchema->generatedWithoutKeyOptions.cend(); ++it)
                sourceOptions.insert(it.key(), it.value());
        }
        source.options = filledOptions(*sourceSchema, sourceOptions, choice.sourceOptions, table, schema.database, source.name);

        TableSpec sinkSpec;
        sinkSpec.name = fillTablePattern(choice.sinkNamePattern, table, schema.database);
        sinkSpec.connector = sinkFor->connector;
        sinkSpec.role = Role::Sink;
        sinkSpec.comment = table.comment;
        sinkSpec.connection = sinkFor == sink || choice.appendSinkConnector == choice.sinkConnector ? choice.sinkConnection : QString();
        sinkSpec.columns = source.columns;
        sinkSpec.primaryKey = key;
        sinkSpec.options = filledOptions(*sinkFor, sinkFor->generatedOptions, choice.sinkOptions, table, schema.database, sinkSpec.name);

        made.source = source;
        made.sink = sinkSpec;
        result.wirings << Wiring{source.name, sinkSpec.name};
        result.tables << made;
    }
    if (result.tables.isEmpty() && result.leftOut.isEmpty()) {
        *error = both(QStringLiteral("no table of %1 matches \"%2\"").arg(schema.origin, choice.tablesPattern),
                      QStringLiteral("%1 中没有表匹配“%2”").arg(schema.origin, choice.tablesPattern));
        return false;
    }
    *out = result;
    return true;
}

TableSpec withSourceColumns(const TableSpec &stored, const TableSpec &generated)
{
    TableSpec out = stored;
    out.columns = generated.columns;
    for (const ColumnSpec &c : stored.columns) {
        if (!c.isPhysical() && !generated.column(c.name))
            out.columns << c;
    }
    out.primaryKey = generated.primaryKey;
    return out;
}

} // namespace st

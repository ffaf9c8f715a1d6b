#include "infer/inference.h"

#include "infer/infercore.h"
#include "infer/jsonreader.h"
#include "core/findingline.h"
#include "core/names.h"
#include "schema/dialectmapping.h"

#include <QFileInfo>
#include <QRegularExpression>

#include <algorithm>

namespace st {

namespace {

const QList<QPair<SampleKind, QString>> &kindNames()
{
    static const QList<QPair<SampleKind, QString>> names{
        {SampleKind::Avro, QStringLiteral("avro")},         {SampleKind::JsonSchema, QStringLiteral("json-schema")},
        {SampleKind::Json, QStringLiteral("json")},         {SampleKind::Csv, QStringLiteral("csv")},
        {SampleKind::Debezium, QStringLiteral("debezium")}, {SampleKind::Canal, QStringLiteral("canal")},
        {SampleKind::Maxwell, QStringLiteral("maxwell")},
    };
    return names;
}

} // namespace

QString sampleKindName(SampleKind kind)
{
    for (const auto &k : kindNames()) {
        if (k.first == kind)
            return k.second;
    }
    return QString();
}

bool parseSampleKind(const QString &name, SampleKind *out)
{
    for (const auto &k : kindNames()) {
        if (k.second == name) {
            *out = k.first;
            return true;
        }
    }
    return false;
}

QStringList sampleKindNames()
{
    QStringList names;
    for (const auto &k : kindNames())
        names << k.second;
    return names;
}

QString InferenceFinding::toLine(Language lang) const
{
    const QString where = path.isEmpty() ? QString() : escapeInvisible(path) + QStringLiteral(": ");
    return findingLine(QString(), severity, where + message.in(lang));
}

bool InferenceResult::hasErrors() const
{
    return std::any_of(findings.cbegin(), findings.cend(),
                       [](const InferenceFinding &f) { return f.severity == Severity::Error; });
}

QList<ColumnSpec> InferenceResult::columnSpecs() const
{
    QList<ColumnSpec> specs;
    for (const InferredColumn &c : columns)
        specs << c.column;
    return specs;
}

namespace {

/// The change-data envelope a JSON message is wrapped in, judged by its members.
std::optional<SampleKind> envelopeOf(const infer::JsonNode &message)
{
    const infer::JsonNode *event = &message;
    if (const infer::JsonNode *payload = message.member(QStringLiteral("payload")); payload && payload->isObject())
        event = payload;
    if (event->member(QStringLiteral("op")) && (event->member(QStringLiteral("after")) || event->member(QStringLiteral("before"))))
        return SampleKind::Debezium;
    const infer::JsonNode *data = message.member(QStringLiteral("data"));
    if (data && message.member(QStringLiteral("type"))) {
        if (data->isArray() && (message.member(QStringLiteral("isDdl")) || message.member(QStringLiteral("mysqlType"))
                                || message.member(QStringLiteral("pkNames"))))
            return SampleKind::Canal;
        if (data->isObject() && message.member(QStringLiteral("database")) && message.member(QStringLiteral("table")))
            return SampleKind::Maxwell;
    }
    return std::nullopt;
}

SampleKind detectJsonKind(const QByteArray &data)
{
    // The first message decides (the first line of JSON lines, or the whole document). Of an
    // array only the first and last items are looked at, so only they are kept as it is read:
    // an array of many messages held whole took some 15 times the sample (issue 25).
    infer::JsonNode first;
    std::vector<infer::JsonNode> ends; // the array's first and last items
    LocalizedText ignored;
    const bool whole = infer::readJsonItems(data, &first, [&ends](infer::JsonNode &item) {
        if (ends.size() < 2)
            ends.push_back(std::move(item));
        else
            ends.back() = std::move(item);
        return true;
    }, &ignored);
    if (whole && first.isArray())
        first.items = std::move(ends);
    if (!whole) {
        const int newline = data.indexOf('\n');
        const QByteArray line = data.left(newline < 0 ? data.size() : newline);
        // A consumer that prints keys writes `KEY<tab>VALUE`: the value is the message; a
        // Debezium key is known by its schema's name.
        const int tab = line.indexOf('\t');
        infer::JsonNode value;
        if (!infer::readJson(line, &first, &ignored)
            && !(tab >= 0 && infer::readJson(line.left(tab), &first, &ignored) && infer::readJson(line.mid(tab + 1), &value, &ignored)))
            return SampleKind::Json;
        if (first.isNull() || (value.isObject() && envelopeOf(value)))
            first = std::move(value);
    }
    const auto isAvroRecord = [](const infer::JsonNode &node) {
        return node.stringMember(QStringLiteral("type")) == QLatin1String("record") && node.member(QStringLiteral("fields"));
    };
    // An Avro schema file may be a union of named types, the last one the record.
    if (first.isArray() && !first.items.empty() && isAvroRecord(first.items.back()))
        return SampleKind::Avro;
    if (first.isArray() && !first.items.empty() && first.items.front().isObject()) {
        infer::JsonNode element = std::move(first.items.front()); // not assigned from inside itself
        first = std::move(element);
    }
    if (!first.isObject())
        return SampleKind::Json;
    const QString type = first.stringMember(QStringLiteral("type"));
    if (first.member(QStringLiteral("$schema")) || first.member(QStringLiteral("$defs")) || first.member(QStringLiteral("definitions"))
        || (type == QLatin1String("object") && first.member(QStringLiteral("properties"))))
        return SampleKind::JsonSchema;
    if (isAvroRecord(first))
        return SampleKind::Avro;
    if (const auto envelope = envelopeOf(first))
        return *envelope;
    // Debezium's record key with the JSON converter's schema (`SERVER.DATABASE.TABLE.Key`),
    // as a consumer that prints keys shows it before the first change event.
    if (const infer::JsonNode *schema = first.member(QStringLiteral("schema"));
        schema && first.member(QStringLiteral("payload")) && schema->stringMember(QStringLiteral("name")).endsWith(QLatin1String(".Key")))
        return SampleKind::Debezium;
    return SampleKind::Json;
}

} // namespace

SampleKind detectSampleKind(const QString &fileName, const QByteArray &data)
{
    const QString lower = fileName.toLower();
    if (data.startsWith(QByteArray("Obj\x01", 4)) || lower.endsWith(QLatin1String(".avsc")) || lower.endsWith(QLatin1String(".avro")))
        return SampleKind::Avro;
    if (lower.endsWith(QLatin1String(".csv")) || lower.endsWith(QLatin1String(".tsv")))
        return SampleKind::Csv;
    if (lower.endsWith(QLatin1String(".schema.json")))
        return SampleKind::JsonSchema;
    // A file named JSON is read as JSON, whatever it holds: when it is not, the JSON reader says
    // where, instead of the CSV reader turning any text into columns.
    for (const char *suffix : {".json", ".jsonl", ".ndjson"}) {
        if (lower.endsWith(QLatin1String(suffix)))
            return detectJsonKind(data);
    }
    const QByteArray trimmed = data.trimmed();
    if (trimmed.startsWith('{') || trimmed.startsWith('['))
        return detectJsonKind(data);
    return SampleKind::Csv;
}

LocalizedText sampleTooLarge(qint64 bytes)
{
    const QString mib = QString::number(kMaxSampleBytes / (1024 * 1024));
    return localized("the sample is %1 bytes, more than the %2 MiB that are read; infer from a part of it (say, its first 10,000 lines)",
                     "样本有 %1 字节，超过可读取的上限 %2 MiB；请用其中一部分（例如前 10,000 行）推断")
        .arg(QString::number(bytes), mib);
}

namespace {

/// The first column a watermark can stand on: TIMESTAMP(3) or TIMESTAMP_LTZ(3) (Flink refuses
/// other precisions for a rowtime), or the computed time of epoch milliseconds. A column whose
/// name says it is the event's time comes first.
void suggestEventTime(InferenceResult *result)
{
    static const QRegularExpression eventName(QStringLiteral("event|_time$|^ts$|_ts$|timestamp"), QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression epochTime(QStringLiteral("^TO_TIMESTAMP_LTZ\\(.*,\\s*3\\)$"));
    QString first;
    QString named;
    for (const InferredColumn &c : result->columns) {
        const QString type = c.column.type.simplified().toUpper();
        const bool fits = type == QLatin1String("TIMESTAMP(3)") || type == QLatin1String("TIMESTAMP_LTZ(3)")
                          || (c.column.isComputed() && epochTime.match(c.column.expression).hasMatch());
        if (!fits)
            continue;
        if (first.isEmpty())
            first = c.column.name;
        if (named.isEmpty() && eventName.match(c.column.name).hasMatch())
            named = c.column.name;
    }
    result->suggestedEventTime = named.isEmpty() ? first : named;
    if (!result->suggestedEventTime.isEmpty()) {
        result->findings << InferenceFinding{Severity::Note, result->suggestedEventTime,
                                             localized("%1 can be the event time: it is offered for the watermark",
                                                       "%1 可作为事件时间：可将其用于水位线")
                                                 .arg(result->suggestedEventTime)};
    }
}

} // namespace

InferenceResult inferColumns(SampleKind kind, const QByteArray &data)
{
    if (data.size() > kMaxSampleBytes)
        return infer::unreadable(sampleTooLarge(data.size()));
    InferenceResult result = infer::unreadable(localized("unknown sample kind", "未知的样本类型"));
    switch (kind) {
    case SampleKind::Avro: result = infer::inferAvro(data); break;
    case SampleKind::JsonSchema: result = infer::inferJsonSchema(data); break;
    case SampleKind::Csv: result = infer::inferCsv(data); break;
    case SampleKind::Json:
    case SampleKind::Debezium:
    case SampleKind::Canal:
    case SampleKind::Maxwell:
        result = infer::inferJsonSamples(data, kind);
        break;
    }
    if (!result.unreadable)
        suggestEventTime(&result);
    return result;
}

InferenceResult infer::unreadable(const LocalizedText &why)
{
    InferenceResult result;
    result.unreadable = why;
    return result;
}

namespace {

bool passedThrough(const ConnectorSchema &schema, const QString &key)
{
    for (const QString &prefix : schema.passThrough) {
        if (key.startsWith(prefix) && key.size() > prefix.size())
            return true;
    }
    return false;
}

/// The connector option that becomes `flinkKey` = `flinkValue` in the Flink DDL, and the value
/// to give it; false when the connector has none.
bool connectorOptionFor(const ConnectorSchema &schema, const QString &flinkKey, const QString &flinkValue, QString *key,
                        QString *value)
{
    const DialectSchema *flink = schema.dialect(QStringLiteral("flink"));
    // An option the dialect writes under another key (HDFS's `type` -> `format`), read back as
    // the importer reads it. A value the mapping does not write under a key that is also an
    // option of its own is that option's (below).
    if (flink) {
        // The hash outlives the read: ReadOption points into it.
        const QHash<QString, WrittenOption> written = writtenOptions(schema, *flink);
        const ReadOption read = readOption(written, flinkKey, flinkValue);
        if (read.mapped && !read.mapped->mapping.key.isEmpty()) {
            if (read.option->type == ValueType::Enum && !read.option->values.contains(read.value, Qt::CaseInsensitive))
                return false;
            *key = read.option->key;
            *value = read.value;
            return true;
        }
    }
    const OptionSchema *own = schema.option(flinkKey);
    const bool renamed = flink && flink->options.contains(flinkKey)
                      && (flink->options.value(flinkKey).omit || !flink->options.value(flinkKey).key.isEmpty());
    if ((own && !renamed) || passedThrough(schema, flinkKey)) {
        if (own && own->type == ValueType::Enum && !own->values.contains(flinkValue, Qt::CaseInsensitive))
            return false;
        *key = flinkKey;
        *value = flinkValue;
        return true;
    }
    return false;
}

/// How a connector with separate key and value formats spells a value-format key: Flink's
/// FactoryUtil reads 'value.format' where such a connector has no 'format', and the format's own
/// options then take the prefix 'value.' too ('json.x' is 'value.json.x'; upsert-kafka). Empty
/// when `key` is not the format or one of its options.
QString valueFormatKey(const InferenceResult &result, const QString &key)
{
    const bool formatKey = key == QLatin1String("format")
        || (!result.format.isEmpty() && key.startsWith(result.format + QLatin1Char('.')));
    return formatKey ? QStringLiteral("value.") + key : QString();
}

} // namespace

QMap<QString, QString> formatOptionsFor(const InferenceResult &result, const ConnectorSchema &schema, InferenceFindings *findings)
{
    QMap<QString, QString> options;
    QMap<QString, QString> wanted = result.formatOptions;
    if (!result.format.isEmpty())
        wanted.insert(QStringLiteral("format"), result.format);
    for (auto it = wanted.cbegin(); it != wanted.cend(); ++it) {
        QString key;
        QString value;
        const QString valueKey = valueFormatKey(result, it.key());
        if (connectorOptionFor(schema, it.key(), it.value(), &key, &value)
            || (!valueKey.isEmpty() && connectorOptionFor(schema, valueKey, it.value(), &key, &value))) {
            options.insert(key, value);
        } else {
            findings->append(InferenceFinding{
                Severity::Warning, QString(),
                localized("the %1 connector has no option for '%2' = '%3'; add it by hand where the connector passes it on",
                          "%1 连接器没有对应 '%2' = '%3' 的配置项；如连接器支持，请手动添加")
                    .arg(schema.connector, it.key(), it.value())});
        }
    }
    return options;
}

QString tableNameFromFileName(const QString &fileName)
{
    QString base = QFileInfo(fileName).fileName();
    for (const char *suffix : {".schema.json", ".avsc", ".avro", ".json", ".jsonl", ".ndjson", ".csv", ".tsv", ".txt"}) {
        if (base.endsWith(QLatin1String(suffix), Qt::CaseInsensitive)) {
            base.chop(int(qstrlen(suffix)));
            break;
        }
    }
    QString name;
    for (QChar c : base)
        name += c.isLetterOrNumber() || c == QLatin1Char('_') ? c : QLatin1Char('_');
    return name.isEmpty() ? QStringLiteral("inferred") : name;
}

} // namespace st

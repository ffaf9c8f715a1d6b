// Columns from sample JSON messages (JSON lines, or one JSON array of messages), plain or in a
// change-data envelope (Debezium, Canal, Maxwell: the columns come from the row the envelope
// carries). Types are merged over all samples: INT widens to BIGINT, integers and floats to
// DOUBLE, other conflicts to STRING with a warning; every column is nullable unless Debezium's
// Connect schema says otherwise (samples are no evidence of NOT NULL); strings that are all ISO-8601 / SQL timestamps become TIMESTAMP(p), or
// TIMESTAMP_LTZ(p) when they all carry a zone; integers that all look like epoch milliseconds
// are offered a computed TIMESTAMP_LTZ column.

#include "infer/infercore.h"
#include "infer/jsonreader.h"

#include <QHash>
#include <QSet>
#include <QRegularExpression>

#include <algorithm>
#include <cctype>
#include <climits>
#include <optional>

namespace st::infer {

namespace {

Shape shapeOfValue(const JsonNode &v, bool numbersInText, const QString &path, Findings *findings);

Shape shapeOfString(const QString &s, bool numbersInText)
{
    int precision = 3;
    bool iso = false;
    const Shape::Kind temporal = temporalKind(s, &precision, &iso);
    if (temporal != Shape::Kind::Unknown) {
        Shape shape = Shape::of(temporal, false);
        if (temporal != Shape::Kind::Date) {
            shape.precision = precision;
            shape.isoSeparator = iso;
            shape.sqlSeparator = !iso;
        }
        return shape;
    }
    if (numbersInText) {
        // Canal writes every value as a string; Flink's json parser reads "111" into a number.
        bool ok = false;
        const qint64 i = s.toLongLong(&ok);
        if (ok) {
            Shape shape = integerValueShape(i);
            shape.epochMillis = looksLikeEpochMillis(i);
            return shape;
        }
        s.toDouble(&ok);
        if (ok)
            return floatTextShape(s);
    }
    return Shape::of(Shape::Kind::String, false);
}

Shape shapeOfValue(const JsonNode &v, bool numbersInText, const QString &path, Findings *findings)
{
    switch (v.type) {
    case JsonNode::Type::Null: return Shape::of(Shape::Kind::Unknown, true);
    case JsonNode::Type::Bool: return Shape::of(Shape::Kind::Boolean, false);
    case JsonNode::Type::Integer: {
        Shape s = integerValueShape(v.integer);
        s.epochMillis = looksLikeEpochMillis(v.integer);
        return s;
    }
    case JsonNode::Type::Float: return floatValueShape(v.number);
    case JsonNode::Type::String: return shapeOfString(v.string, numbersInText);
    case JsonNode::Type::Array: {
        // An empty array says nothing about its items, not even that they may be null.
        Shape element = Shape::of(Shape::Kind::Unknown, false);
        bool first = true;
        const QString itemPath = path + QStringLiteral("[]");
        for (const JsonNode &item : v.items) {
            Shape s = shapeOfValue(item, numbersInText, itemPath, findings);
            if (first)
                element = std::move(s);
            else
                mergeInto(&element, s, itemPath, findings);
            first = false;
        }
        return Shape::arrayOf(element, false);
    }
    case JsonNode::Type::Object: {
        Shape row = Shape::of(Shape::Kind::Row, false);
        row.objects = 1;
        for (const auto &m : v.members)
            row.fields.push_back(ShapeField{m.first, shapeOfValue(m.second, numbersInText, childPath(path, m.first), findings), 1});
        return row;
    }
    }
    return Shape();
}

/// Fields seen in fewer objects than their row are nullable; collects what the format needs.
void finish(Shape *shape, bool *iso, bool *sql)
{
    *iso = *iso || shape->isoSeparator;
    *sql = *sql || shape->sqlSeparator;
    for (ShapeField &f : shape->fields) {
        if (f.seen < shape->objects)
            f.shape.nullable = true;
        finish(&f.shape, iso, sql);
    }
    for (Shape &e : shape->element)
        finish(&e, iso, sql);
}

/// Every field nullable: what samples show is not evidence of NOT NULL (one event holds a value
/// where the next may hold none); only a schema (Debezium's Connect schema, Avro, JSON Schema's
/// `required`) says a field always has one.
void nullableFields(Shape *shape)
{
    for (ShapeField &f : shape->fields) {
        f.shape.nullable = true;
        nullableFields(&f.shape);
    }
    for (Shape &e : shape->element) {
        e.nullable = true;
        nullableFields(&e);
    }
}

/// Where a message starts in its file: 1-based line and column; line 0 for an item of a JSON
/// array (its place in the array says where).
struct MessageStart
{
    int line = 0;
    int column = 0;
};

/// Where the first non-blank character of `text` is, its first line being `firstLine`.
MessageStart startOf(const QByteArray &text, int firstLine)
{
    MessageStart start{firstLine, 1};
    for (char c : text) {
        if (c == '\n') {
            ++start.line;
            start.column = 1;
        } else if (c == ' ' || c == '\t' || c == '\r') {
            ++start.column;
        } else {
            break;
        }
    }
    return start;
}

/// One line of JSON lines: a message, or a record's key and value separated by a tab as
/// `kafka-console-consumer --property print.key=true` prints them (its default key.separator;
/// a raw tab cannot stand inside a JSON string, so the first tab that leaves two JSON texts
/// is the separator). A `null` key, a record without one, adds only the value.
bool readLine(const QByteArray &line, int lineNumber, std::vector<JsonNode> *out, LocalizedText *error)
{
    JsonNode message;
    if (readJson(line, &message, error, lineNumber)) {
        out->push_back(std::move(message));
        return true;
    }
    for (int tab = line.indexOf('\t'); tab >= 0; tab = line.indexOf('\t', tab + 1)) {
        JsonNode key;
        JsonNode value;
        LocalizedText ignored;
        if (readJson(line.left(tab), &key, &ignored, lineNumber) && readJson(line.mid(tab + 1), &value, &ignored, lineNumber)) {
            if (!key.isNull())
                out->push_back(std::move(key));
            out->push_back(std::move(value));
            return true;
        }
    }
    return false;
}

/// Reads the messages of a sample (a JSON array of them, one JSON document, or JSON lines) and
/// hands each to `consume(message, start)` as it is read; `consume` returns false to stop.
/// Each message is dropped once consumed: holding every parsed message until all were read
/// took about 15 times the sample in memory (issue 25, docs/PERFORMANCE.md), and read a sample
/// to its end after a refusal was certain.
/// Returns false, with `error` set, when the text is no JSON.
template<typename Consume>
bool readMessages(const QByteArray &data, LocalizedText *error, Consume consume)
{
    // A view, not QByteArray::trimmed(): that copies the whole sample once more.
    qsizetype first = 0;
    qsizetype last = data.size();
    while (first < last && std::isspace(static_cast<unsigned char>(data.at(first))))
        ++first;
    while (last > first && std::isspace(static_cast<unsigned char>(data.at(last - 1))))
        --last;
    const QByteArray trimmed = QByteArray::fromRawData(data.constData() + first, last - first);
    if (trimmed.isEmpty()) {
        *error = localized("the sample is empty", "样本为空");
        return false;
    }
    // One document: an array's messages are read and merged one at a time, as lines are.
    JsonNode whole;
    LocalizedText wholeError;
    if (readJsonItems(data, &whole, [&consume](JsonNode &item) { return consume(item, MessageStart()); }, &wholeError)) {
        if (!whole.isArray())
            consume(whole, startOf(data, 1));
        return true;
    }
    // JSON lines: one message per line; an error names its line. When the first line is no
    // message on its own, the text is one broken document, and its own error says where.
    const int firstNewline = trimmed.indexOf('\n');
    std::vector<JsonNode> messages;
    LocalizedText firstLineError;
    if (trimmed.startsWith('[') || !readLine(firstNewline < 0 ? trimmed : trimmed.left(firstNewline), 1, &messages, &firstLineError)) {
        *error = wholeError;
        return false;
    }
    int lineNumber = 0;
    int start = 0;
    while (start <= data.size()) {
        int end = data.indexOf('\n', start);
        if (end < 0)
            end = data.size();
        ++lineNumber;
        const QByteArray line = QByteArray::fromRawData(data.constData() + start, end - start);
        if (!line.trimmed().isEmpty()) {
            messages.clear();
            if (!readLine(line, lineNumber, &messages, error))
                return false;
            const MessageStart lineStart = startOf(line, lineNumber); // a key and its value share the line's start
            for (const JsonNode &message : messages) {
                if (!consume(message, lineStart))
                    return true;
            }
        }
        start = end + 1;
    }
    return true;
}

/// The fields of a Debezium record key, when `message` is one, else none. Debezium writes a
/// table's key as the record's own Kafka key: with the JSON converter's schemas a struct
/// schema named `SERVER.DATABASE.TABLE.Key` and a payload with the key's columns; without them
/// the bare object of those columns (scalars only). A change event has `op` and `before` /
/// `after` (in `payload` with schemas), so neither form is taken for one.
QStringList debeziumKeyFields(const JsonNode &message)
{
    const JsonNode *schema = message.member(QStringLiteral("schema"));
    const JsonNode *payload = message.member(QStringLiteral("payload"));
    QStringList fields;
    if (schema && payload) {
        if (!schema->isObject() || !payload->isObject() || !schema->stringMember(QStringLiteral("name")).endsWith(QLatin1String(".Key")))
            return {};
        for (const auto &member : payload->members)
            fields << member.first;
        return fields;
    }
    for (const char *eventMember : {"op", "before", "after", "source", "payload", "schema"}) {
        if (message.member(QLatin1String(eventMember)))
            return {};
    }
    for (const auto &member : message.members) {
        if (member.second.isObject() || member.second.isArray())
            return {};
        fields << member.first;
    }
    return fields;
}

/// Why message `index` (0-based), starting at `start`, is refused: it is no JSON object.
LocalizedText notAnObject(size_t index, const MessageStart &start)
{
    const QString number = QString::number(index + 1);
    if (start.line == 0) {
        return localized("item %1 of the array is not a JSON object; each sample must be an object",
                         "数组的第 %1 项不是 JSON 对象；每个样本都必须是对象")
            .arg(number);
    }
    return localized("line %1, column %2: sample %3 is not a JSON object; each sample must be an object",
                     "第 %1 行第 %2 列：第 %3 个样本不是 JSON 对象；每个样本都必须是对象")
        .arg(QString::number(start.line), QString::number(start.column), number);
}

/// The Flink type of a MySQL column type as Canal reports it in `mysqlType` (`int(11)`,
/// `VARCHAR(255)`, `decimal(10,2)`, `bigint unsigned`); Unknown when not known.
Shape mysqlShape(const QString &mysqlType)
{
    static const QRegularExpression pattern(QStringLiteral("^\\s*([a-z]+)\\s*(?:\\(\\s*(\\d+)\\s*(?:,\\s*(\\d+)\\s*)?\\))?\\s*(unsigned)?"),
                                            QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch m = pattern.match(mysqlType);
    if (!m.hasMatch())
        return Shape();
    const QString base = m.captured(1).toLower();
    const bool hasLength = !m.captured(2).isEmpty();
    const int length = m.captured(2).toInt();
    const bool isUnsigned = !m.captured(4).isEmpty();
    using K = Shape::Kind;
    auto kind = [](K k, int precision = -1, int scale = -1) {
        Shape s = Shape::of(k);
        s.precision = precision;
        s.scale = scale;
        return s;
    };
    if (base == QLatin1String("tinyint"))
        return hasLength && length == 1 ? kind(K::Boolean) : kind(isUnsigned ? K::SmallInt : K::TinyInt);
    if (base == QLatin1String("smallint"))
        return kind(isUnsigned ? K::Int : K::SmallInt);
    if (base == QLatin1String("mediumint"))
        return kind(K::Int);
    if (base == QLatin1String("int") || base == QLatin1String("integer"))
        return kind(isUnsigned ? K::BigInt : K::Int);
    if (base == QLatin1String("bigint"))
        return isUnsigned ? kind(K::Decimal, 20, 0) : kind(K::BigInt);
    if (base == QLatin1String("float"))
        return kind(K::Float);
    if (base == QLatin1String("double") || base == QLatin1String("real"))
        return kind(K::Double);
    if (base == QLatin1String("decimal") || base == QLatin1String("numeric"))
        return kind(K::Decimal, hasLength ? qBound(1, length, 38) : 10, m.captured(3).isEmpty() ? 0 : m.captured(3).toInt());
    if (base == QLatin1String("date"))
        return kind(K::Date);
    if (base == QLatin1String("time"))
        return kind(K::Time, hasLength ? length : 0);
    if (base == QLatin1String("datetime") || base == QLatin1String("timestamp"))
        return kind(K::Timestamp, hasLength ? length : 0);
    if (base == QLatin1String("year"))
        return kind(K::Int);
    if (base.endsWith(QLatin1String("char")) || base.endsWith(QLatin1String("text")) || base == QLatin1String("enum")
        || base == QLatin1String("set") || base == QLatin1String("json"))
        return kind(K::String);
    if (base.endsWith(QLatin1String("binary")) || base.endsWith(QLatin1String("blob")) || base == QLatin1String("bit"))
        return kind(K::Bytes);
    return Shape();
}

/// Canal's values are all strings; the MySQL types it sends along say what they hold.
void applyMysqlTypes(Shape *row, const QHash<QString, QString> &mysqlTypes, Findings *findings)
{
    for (ShapeField &f : row->fields) {
        const auto it = mysqlTypes.constFind(f.name);
        if (it == mysqlTypes.constEnd())
            continue;
        Shape typed = mysqlShape(*it);
        if (typed.kind == Shape::Kind::Unknown) {
            findings->warning(f.name, localized("MySQL type %1 is not known; the type is inferred from the values",
                                                "未知的 MySQL 类型 %1；类型按取值推断")
                                          .arg(*it));
            continue;
        }
        typed.nullable = f.shape.nullable;
        f.shape = typed;
    }
}

/// Debezium's `schema` wrapper describes the row in Kafka Connect terms: the struct of its
/// `after` (or `before`) field. Returns its fields, or null.
const JsonNode *connectRowFields(const JsonNode &schema)
{
    const JsonNode *fields = schema.member(QStringLiteral("fields"));
    if (!fields || !fields->isArray())
        return nullptr;
    for (const char *side : {"after", "before"}) {
        for (const JsonNode &f : fields->items) {
            if (f.stringMember(QStringLiteral("field")) == QLatin1String(side)) {
                const JsonNode *row = f.member(QStringLiteral("fields"));
                if (row && row->isArray())
                    return row;
            }
        }
    }
    return nullptr;
}

/// Applies a Connect schema to the columns: `optional` decides nullability (one sample cannot
/// show that a field may be null), and plain Connect types their exact width. Fields with a
/// semantic type (`io.debezium.time.Timestamp`, `...Decimal`, ...) keep the type inferred from
/// their JSON values, which is how the debezium-json format reads them, with a note.
void applyConnectSchema(Shape *row, const JsonNode &fields, Findings *findings)
{
    static const QHash<QString, Shape::Kind> plain{
        {QStringLiteral("int8"), Shape::Kind::TinyInt},     {QStringLiteral("int16"), Shape::Kind::SmallInt},
        {QStringLiteral("int32"), Shape::Kind::Int},        {QStringLiteral("int64"), Shape::Kind::BigInt},
        {QStringLiteral("float32"), Shape::Kind::Float},    {QStringLiteral("float64"), Shape::Kind::Double},
        {QStringLiteral("boolean"), Shape::Kind::Boolean},  {QStringLiteral("string"), Shape::Kind::String},
    };
    for (const JsonNode &field : fields.items) {
        const QString name = field.stringMember(QStringLiteral("field"));
        const int at = fieldPosition(row, name);
        auto it = at < 0 ? row->fields.end() : row->fields.begin() + at;
        if (it == row->fields.end()) {
            // In the schema but in no sample (say, always null so far): the schema says what it is.
            const auto kind = plain.constFind(field.stringMember(QStringLiteral("type")));
            if (kind == plain.constEnd() || field.member(QStringLiteral("name")))
                continue;
            row->fields.push_back(ShapeField{name, Shape::of(*kind), 0});
            it = row->fields.end() - 1;
        }
        const JsonNode *optional = field.member(QStringLiteral("optional"));
        if (optional && optional->type == JsonNode::Type::Bool)
            it->shape.nullable = optional->boolean;
        const QString semantic = field.stringMember(QStringLiteral("name"));
        const auto kind = plain.constFind(field.stringMember(QStringLiteral("type")));
        if (!semantic.isEmpty()) {
            findings->note(name, localized("Connect type %1 is typed from its JSON values, as debezium-json reads them",
                                           "Connect 类型 %1 按其 JSON 值推断类型，与 debezium-json 的读取方式一致")
                                     .arg(semantic));
        } else if (kind != plain.constEnd() && it->shape.kind != Shape::Kind::Unmappable) {
            const bool nullable = it->shape.nullable;
            const bool epochMillis = it->shape.epochMillis;
            it->shape = Shape::of(*kind, nullable);
            it->shape.epochMillis = epochMillis && *kind == Shape::Kind::BigInt;
        }
    }
}

/// `base`, or `base_2`, `base_3`, ... : the first not in `taken` (case-folded, as Flink
/// resolves names).
QString uniqueName(const QString &base, const QSet<QString> &taken)
{
    if (!taken.contains(base.toCaseFolded()))
        return base;
    for (int n = 2;; ++n) {
        const QString candidate = QStringLiteral("%1_%2").arg(base).arg(n);
        if (!taken.contains(candidate.toCaseFolded()))
            return candidate;
    }
}

/// Epoch milliseconds: offers the event time as a computed column `<name>_ltz` beside each
/// number that looks like one. The name is made unique against the columns there already (a
/// sample may have a field called `ts_ltz` of its own), with a note when it had to change.
void addEpochTimeColumns(const Shape &row, QList<InferredColumn> *columns, Findings *findings)
{
    QHash<QString, int> columnOfSource; // the first column of each field
    QSet<QString> taken;
    for (int c = columns->size() - 1; c >= 0; --c) {
        columnOfSource.insert(columns->at(c).source, c);
        taken.insert(columns->at(c).column.name.toCaseFolded());
    }
    for (const ShapeField &f : row.fields) {
        if (!f.shape.epochMillis || !(f.shape.kind == Shape::Kind::BigInt))
            continue;
        const int column = columnOfSource.value(f.name, -1);
        if (column < 0)
            continue;
        const QString numberColumn = columns->at(column).column.name;
        const QString wanted = numberColumn + QStringLiteral("_ltz");
        InferredColumn computed;
        computed.source = f.name;
        computed.column.name = uniqueName(wanted, taken);
        computed.column.expression = QStringLiteral("TO_TIMESTAMP_LTZ(`%1`, 3)").arg(QString(numberColumn).replace(QLatin1Char('`'), QLatin1String("``")));
        computed.note = localized("epoch milliseconds read as a time", "以纪元毫秒数解读为时间");
        taken.insert(computed.column.name.toCaseFolded());
        columns->append(computed);
        findings->note(f.name, localized("the values look like epoch milliseconds; %1 reads them as TIMESTAMP_LTZ(3)",
                                         "这些值看起来是纪元毫秒数；%1 将其读作 TIMESTAMP_LTZ(3)")
                                   .arg(computed.column.name));
        if (computed.column.name != wanted) {
            findings->note(f.name, localized("a column %1 exists already; the computed time column is called %2",
                                             "已有名为 %1 的列；计算的时间列改名为 %2")
                                       .arg(wanted, computed.column.name));
        }
    }
}

/// Why a sample with more than kMaxSampleFields distinct fields is refused, at message `message`.
LocalizedText tooManyFields(size_t message)
{
    return localized("by sample %1 the samples hold more than %2 distinct fields; keys that vary from message to message "
                     "(ids, dates) are data, not columns: read them into a MAP<STRING, ...> column instead",
                     "到第 %1 个样本时，字段已超过 %2 个；随消息而变的键（ID、日期等）是数据而不是列："
                     "请改用 MAP<STRING, ...> 列读取")
        .arg(QString::number(message), QString::number(kMaxSampleFields));
}

/// What reading JSON samples gathers, message by message: the row's shape and what the
/// envelopes say beside it.
struct JsonSamples
{
    explicit JsonSamples(SampleKind sampleKind) : kind(sampleKind), numbersInText(sampleKind == SampleKind::Canal) {}

    SampleKind kind;
    bool numbersInText; // Canal writes every value as text
    Findings findings;
    Shape row = Shape::of(Shape::Kind::Row, false);
    QHash<QString, QString> mysqlTypes; // Canal: column -> MySQL type
    QStringList envelopeKey;            // Canal's pkNames, Maxwell's primary_key_columns
    QString envelopeKeyMember;
    qint64 rows = 0;
    qint64 skipped = 0;
    bool schemaIncluded = false;
    std::optional<JsonNode> connectFields; // Debezium: the row as the first `schema` describes it (a copy: the message is dropped)
    qint64 distinctFields = 0;

    void addRow(const JsonNode &object)
    {
        mergeInto(&row, shapeOfValue(object, numbersInText, QString(), &findings), QString(), &findings, &distinctFields);
        ++rows;
    }

    void readKey(const JsonNode &message, const char *member)
    {
        const JsonNode *names = message.member(QLatin1String(member));
        if (!envelopeKey.isEmpty() || !names || !names->isArray())
            return;
        QStringList key;
        for (const JsonNode &n : names->items) {
            if (n.type != JsonNode::Type::String || n.string.isEmpty())
                return;
            key << n.string;
        }
        envelopeKey = key;
        envelopeKeyMember = QLatin1String(member);
    }

    /// A Debezium message: its key, or the row after (else before) the change.
    void mergeDebezium(const JsonNode &message)
    {
        if (const QStringList key = debeziumKeyFields(message); !key.isEmpty()) {
            if (envelopeKey.isEmpty()) {
                envelopeKey = key;
                const QString schemaName = message.member(QStringLiteral("schema")) ? message.member(QStringLiteral("schema"))->stringMember(QStringLiteral("name")) : QString();
                envelopeKeyMember = schemaName.isEmpty() ? QStringLiteral("record key") : schemaName;
            }
            return; // a key is no row, and was not skipped either
        }
        const JsonNode *event = &message;
        const JsonNode *payload = message.member(QStringLiteral("payload"));
        if (payload && payload->isObject() && message.member(QStringLiteral("schema"))) {
            event = payload;
            schemaIncluded = true;
            if (!connectFields) {
                if (const JsonNode *fields = connectRowFields(*message.member(QStringLiteral("schema"))))
                    connectFields = *fields;
            }
        }
        const JsonNode *after = event->member(QStringLiteral("after"));
        const JsonNode *before = event->member(QStringLiteral("before"));
        if (after && after->isObject())
            addRow(*after);
        else if (before && before->isObject())
            addRow(*before);
        else
            ++skipped;
    }

    /// A Canal message: its rows, key and MySQL types; a DDL message is skipped.
    void mergeCanal(const JsonNode &message)
    {
        const JsonNode *rowsNode = message.member(QStringLiteral("data"));
        const JsonNode *isDdl = message.member(QStringLiteral("isDdl"));
        if (!rowsNode || !rowsNode->isArray() || (isDdl && isDdl->boolean)) {
            ++skipped;
            return;
        }
        for (const JsonNode &r : rowsNode->items) {
            if (r.isObject())
                addRow(r);
        }
        readKey(message, "pkNames");
        if (const JsonNode *types = message.member(QStringLiteral("mysqlType"))) {
            for (const auto &m : types->members)
                mysqlTypes.insert(m.first, m.second.string);
        }
    }

    void mergeMaxwell(const JsonNode &message)
    {
        readKey(message, "primary_key_columns");
        const JsonNode *dataNode = message.member(QStringLiteral("data"));
        if (dataNode && dataNode->isObject())
            addRow(*dataNode);
        else
            ++skipped;
    }
};

/// The columns `key` names (fields of the samples), as the columns are named (a field may have
/// been renamed); empty when one of them is not a column.
QStringList keyColumns(const QStringList &key, const QList<InferredColumn> &columns)
{
    QStringList names;
    for (const QString &field : key) {
        const auto column = std::find_if(columns.cbegin(), columns.cend(), [&field](const InferredColumn &c) { return c.source == field; });
        if (column == columns.cend())
            return {};
        names << column->column.name;
    }
    return names;
}

} // namespace

InferenceResult inferJsonSamples(const QByteArray &data, SampleKind kind)
{
    InferenceResult result;
    result.format = kind == SampleKind::Debezium ? QStringLiteral("debezium-json")
                  : kind == SampleKind::Canal    ? QStringLiteral("canal-json")
                  : kind == SampleKind::Maxwell  ? QStringLiteral("maxwell-json")
                                                 : QStringLiteral("json");
    JsonSamples samples(kind);
    std::optional<InferenceResult> refused; // set when a message ends the reading
    size_t i = 0;                           // the message being merged, 0-based
    auto mergeMessage = [&](const JsonNode &message, const MessageStart &start) {
        if (!message.isObject()) {
            refused = unreadable(notAnObject(i, start));
            return false;
        }
        switch (kind) {
        case SampleKind::Debezium: samples.mergeDebezium(message); break;
        case SampleKind::Canal: samples.mergeCanal(message); break;
        case SampleKind::Maxwell: samples.mergeMaxwell(message); break;
        default: samples.addRow(message); break;
        }
        if (samples.distinctFields > kMaxSampleFields) {
            refused = unreadable(tooManyFields(i + 1));
            return false;
        }
        ++i;
        return true;
    };
    LocalizedText error;
    if (!readMessages(data, &error, mergeMessage))
        return unreadable({QStringLiteral("not JSON: ") + error.en, QStringLiteral("不是 JSON：") + error.zh});
    if (refused)
        return *refused;
    Findings &findings = samples.findings;
    Shape &row = samples.row;
    if (samples.rows == 0) {
        return unreadable(localized("no sample holds a %1 row", "没有样本包含 %1 行数据")
                              .arg(sampleKindName(kind)));
    }
    if (samples.skipped > 0) {
        findings.note(QString(), localized("%1 messages carry no row (deletes without a before image, DDL, tombstones) and were skipped",
                                           "%1 条消息不含行数据（无 before 的删除、DDL、墓碑消息），已跳过")
                                     .arg(QString::number(samples.skipped)));
    }
    bool iso = false;
    bool sql = false;
    finish(&row, &iso, &sql);
    nullableFields(&row);
    if (!samples.mysqlTypes.isEmpty())
        applyMysqlTypes(&row, samples.mysqlTypes, &findings);
    if (samples.connectFields)
        applyConnectSchema(&row, *samples.connectFields, &findings);

    result.columns = columnsFromRow(row, &findings);
    addEpochTimeColumns(row, &result.columns, &findings);
    if (const QStringList key = keyColumns(samples.envelopeKey, result.columns); !key.isEmpty()) {
        result.suggestedKey = key;
        findings.note(QString(), localized("the messages name their key (%1): %2; it is offered as the PRIMARY KEY",
                                           "消息标明了其主键（%1）：%2；可将其用作 PRIMARY KEY")
                                     .arg(samples.envelopeKeyMember, key.join(QLatin1String(", "))));
    }
    if (iso) {
        if (sql)
            findings.warning(QString(), localized("some timestamps use 'T' between date and time and some a space; Flink reads one form per table",
                                                  "部分时间戳在日期和时间之间用 'T'，部分用空格；Flink 每张表只能读取其中一种"));
        // The json formats read `yyyy-MM-dd HH:mm:ss` unless told the ISO-8601 form.
        const QString prefix = result.format == QLatin1String("json") ? QStringLiteral("json") : result.format;
        result.formatOptions.insert(prefix + QStringLiteral(".timestamp-format.standard"), QStringLiteral("ISO-8601"));
    }
    if (samples.schemaIncluded)
        result.formatOptions.insert(QStringLiteral("debezium-json.schema-include"), QStringLiteral("true"));
    result.findings = findings.list();
    return result;
}

} // namespace st::infer

// Columns from an Avro schema (`.avsc`), or from the schema embedded in the header of an Avro
// object container file (`.avro`; only the header is read).
//
// The mapping follows Flink's avro format, "Data Type Mapping" (Flink documentation,
// Connectors > Table API Connectors > Formats > Avro; docs/content/docs/connectors/table/formats/avro.md
// in apache/flink): string -> STRING, boolean -> BOOLEAN, bytes -> BYTES, fixed -> VARBINARY(size),
// decimal -> DECIMAL(p, s), int -> INT, long -> BIGINT, float -> FLOAT, double -> DOUBLE,
// date -> DATE, time-millis -> TIME(3), array -> ARRAY, map -> MAP<STRING, ...>, record -> ROW,
// and union(T, null) -> nullable T (every other type NOT NULL). Enums are read as STRING.
//
// Timestamps: the same page's option `timestamp_mapping.legacy` says that the correct mapping is
// "Flink SQL TIMESTAMP maps Avro LOCAL TIMESTAMP and Flink SQL TIMESTAMP_LTZ maps Avro TIMESTAMP"
// and that the legacy mapping (the default) maps both Flink types to Avro timestamp. So
// timestamp-millis / -micros become TIMESTAMP_LTZ(3) / (6), read correctly in either mode, and
// local-timestamp-millis / -micros become TIMESTAMP(3) / (6), which needs the legacy mapping off:
// the result then suggests 'avro.timestamp_mapping.legacy' = 'false'.

#include "infer/infercore.h"
#include "infer/jsonreader.h"

#include <QHash>
#include <QSet>

#include <limits>

namespace st::infer {

namespace {

/// Reads the header of an Avro object container file: the magic, then the file metadata map
/// (Avro binary: blocks of zig-zag varint counts, each entry a string key and a bytes value).
bool containerSchema(const QByteArray &data, QByteArray *schema, LocalizedText *error)
{
    int pos = 4; // after "Obj\x01"
    auto readLong = [&](qint64 *out) {
        quint64 value = 0;
        for (int shift = 0; shift < 64; shift += 7) {
            if (pos >= data.size())
                return false;
            const quint8 byte = quint8(data.at(pos++));
            value |= quint64(byte & 0x7F) << shift;
            if (!(byte & 0x80)) {
                *out = qint64(value >> 1) ^ -qint64(value & 1);
                return true;
            }
        }
        return false;
    };
    auto readBytes = [&](QByteArray *out) {
        qint64 length = 0;
        if (!readLong(&length) || length < 0 || length > data.size() - pos)
            return false;
        *out = data.mid(pos, int(length));
        pos += int(length);
        return true;
    };
    const LocalizedText broken = localized("the Avro file header is damaged or cut short", "Avro 文件头已损坏或不完整");
    for (;;) {
        qint64 count = 0;
        if (!readLong(&count)) {
            *error = broken;
            return false;
        }
        if (count == 0)
            break;
        if (count == std::numeric_limits<qint64>::min()) {
            // A negative count means "-count entries, then the block's size"; the most
            // negative one has no positive counterpart (negating it overflows).
            *error = localized("the Avro file header is damaged: a metadata block count is out of range",
                               "Avro 文件头已损坏：元数据块的条目数超出范围");
            return false;
        }
        if (count < 0) {
            count = -count;
            qint64 blockSize = 0;
            if (!readLong(&blockSize)) {
                *error = broken;
                return false;
            }
        }
        if (count > data.size()) {
            *error = broken;
            return false;
        }
        for (qint64 i = 0; i < count; ++i) {
            QByteArray key;
            QByteArray value;
            if (!readBytes(&key) || !readBytes(&value)) {
                *error = broken;
                return false;
            }
            if (key == "avro.schema") {
                *schema = value;
                return true;
            }
        }
    }
    *error = localized("the Avro file header has no avro.schema", "Avro 文件头中没有 avro.schema");
    return false;
}

class AvroMapper
{
public:
    explicit AvroMapper(Findings *findings) : m_findings(findings) {}
    /// Findings go to `findings` from now on; records are converted afresh so that their
    /// findings are reported there too.
    void setFindings(Findings *findings)
    {
        m_findings = findings;
        m_done.clear();
    }

    bool usesLocalTimestamps = false;

    /// The shape of `schema` at `path`; named types it defines are remembered for later
    /// references.
    Shape convert(const JsonNode &schema, const QString &path, const QString &ns, bool nullable = false)
    {
        switch (schema.type) {
        case JsonNode::Type::String: return named(schema.string, path, ns, nullable);
        case JsonNode::Type::Array: return unionOf(schema, path, ns);
        case JsonNode::Type::Object: return complex(schema, path, ns, nullable);
        default:
            m_findings->error(path, localized("not an Avro schema (expected a type name, an object or a union)",
                                              "不是 Avro schema（应为类型名、对象或联合类型）"));
            return Shape::of(Shape::Kind::Unmappable, nullable);
        }
    }

    const JsonNode *lastRecord(const JsonNode &unionNode) const
    {
        for (auto it = unionNode.items.rbegin(); it != unionNode.items.rend(); ++it) {
            if (it->isObject() && it->stringMember(QStringLiteral("type")) == QLatin1String("record"))
                return &*it;
        }
        return nullptr;
    }

private:
    Findings *m_findings;
    QHash<QString, const JsonNode *> m_named; // full name -> definition
    QSet<QString> m_open;                      // records being converted (recursion guard)
    QHash<QString, Shape> m_done;              // records converted, by full name

    static QString fullName(const QString &name, const QString &ns)
    {
        if (name.contains(QLatin1Char('.')) || ns.isEmpty())
            return name;
        return ns + QLatin1Char('.') + name;
    }

    Shape named(const QString &name, const QString &path, const QString &ns, bool nullable)
    {
        static const QHash<QString, Shape::Kind> primitives{
            {QStringLiteral("boolean"), Shape::Kind::Boolean}, {QStringLiteral("int"), Shape::Kind::Int},
            {QStringLiteral("long"), Shape::Kind::BigInt},     {QStringLiteral("float"), Shape::Kind::Float},
            {QStringLiteral("double"), Shape::Kind::Double},   {QStringLiteral("bytes"), Shape::Kind::Bytes},
            {QStringLiteral("string"), Shape::Kind::String},
        };
        const auto p = primitives.constFind(name);
        if (p != primitives.constEnd())
            return Shape::of(*p, nullable);
        if (name == QLatin1String("null")) {
            m_findings->error(path, localized("a field that is always null has no Flink type", "始终为 null 的字段没有对应的 Flink 类型"));
            return Shape::of(Shape::Kind::Unmappable, true);
        }
        const JsonNode *definition = m_named.value(fullName(name, ns), m_named.value(name));
        if (!definition) {
            m_findings->error(path, localized("unknown type %1 (a named type must be defined before it is used)",
                                              "未知类型 %1（具名类型必须先定义后使用）")
                                        .arg(name));
            return Shape::of(Shape::Kind::Unmappable, nullable);
        }
        const QString full = m_named.key(definition);
        // Converted before: the same shape again (a type used many times is mapped once).
        const auto done = m_done.constFind(full);
        if (done != m_done.constEnd()) {
            Shape again = *done;
            again.nullable = nullable;
            return again;
        }
        return complex(*definition, path, full.section(QLatin1Char('.'), 0, -2), nullable, true);
    }

    Shape unionOf(const JsonNode &node, const QString &path, const QString &ns)
    {
        bool hasNull = false;
        std::vector<const JsonNode *> others;
        for (const JsonNode &branch : node.items) {
            if (branch.isString() && branch.string == QLatin1String("null"))
                hasNull = true;
            else
                others.push_back(&branch);
        }
        if (others.size() == 1)
            return convert(*others.front(), path, ns, hasNull);
        if (others.empty()) {
            m_findings->error(path, localized("a field that is always null has no Flink type", "始终为 null 的字段没有对应的 Flink 类型"));
            return Shape::of(Shape::Kind::Unmappable, true);
        }
        m_findings->error(path, localized("a union of several non-null types has no Flink type; typed STRING, fix it by hand",
                                          "由多个非 null 类型组成的联合类型没有对应的 Flink 类型；已暂设为 STRING，请手动修改"));
        return Shape::of(Shape::Kind::Unmappable, hasNull);
    }

    Shape logical(const JsonNode &node, const QString &type, const QString &path, bool nullable, bool *handled)
    {
        *handled = true;
        const QString logicalType = node.stringMember(QStringLiteral("logicalType"));
        auto at = [&](Shape::Kind kind, int precision) {
            Shape s = Shape::of(kind, nullable);
            s.precision = precision;
            return s;
        };
        if (logicalType == QLatin1String("decimal") && (type == QLatin1String("bytes") || type == QLatin1String("fixed"))) {
            const JsonNode *p = node.member(QStringLiteral("precision"));
            const JsonNode *s = node.member(QStringLiteral("scale"));
            const qint64 precision = p && p->type == JsonNode::Type::Integer ? p->integer : 0;
            const qint64 scale = s && s->type == JsonNode::Type::Integer ? s->integer : 0;
            if (precision < 1 || precision > 38 || scale < 0 || scale > precision) {
                m_findings->error(path, localized("decimal(%1, %2) is outside Flink's DECIMAL (precision 1 to 38, scale 0 to the precision)",
                                                  "decimal(%1, %2) 超出 Flink DECIMAL 的范围（精度 1 到 38，小数位 0 到精度）")
                                            .arg(QString::number(precision), QString::number(scale)));
                return Shape::of(Shape::Kind::Unmappable, nullable);
            }
            Shape d = at(Shape::Kind::Decimal, int(precision));
            d.scale = int(scale);
            return d;
        }
        if (logicalType == QLatin1String("date") && type == QLatin1String("int"))
            return Shape::of(Shape::Kind::Date, nullable);
        if (logicalType == QLatin1String("time-millis") && type == QLatin1String("int"))
            return at(Shape::Kind::Time, 3);
        if (logicalType == QLatin1String("time-micros") && type == QLatin1String("long"))
            return at(Shape::Kind::Time, 6);
        if (logicalType == QLatin1String("timestamp-millis") && type == QLatin1String("long"))
            return at(Shape::Kind::TimestampLtz, 3);
        if (logicalType == QLatin1String("timestamp-micros") && type == QLatin1String("long"))
            return at(Shape::Kind::TimestampLtz, 6);
        if ((logicalType == QLatin1String("local-timestamp-millis") || logicalType == QLatin1String("local-timestamp-micros"))
            && type == QLatin1String("long")) {
            usesLocalTimestamps = true;
            m_findings->note(path, localized("a local timestamp is read as TIMESTAMP only with 'avro.timestamp_mapping.legacy' = 'false' (suggested)",
                                             "本地时间戳只有在 'avro.timestamp_mapping.legacy' = 'false' 时才读作 TIMESTAMP（已建议设置）"));
            return at(Shape::Kind::Timestamp, logicalType.endsWith(QLatin1String("millis")) ? 3 : 6);
        }
        if (!logicalType.isEmpty() && logicalType != QLatin1String("uuid")) {
            m_findings->warning(path, localized("logical type %1 is not one Flink maps; the column has the underlying %2 type",
                                                "Flink 不映射逻辑类型 %1；该列使用其底层类型 %2")
                                          .arg(logicalType, type));
        }
        *handled = false;
        return Shape();
    }

    Shape complex(const JsonNode &node, const QString &path, const QString &ns, bool nullable, bool viaReference = false)
    {
        const JsonNode *typeNode = node.member(QStringLiteral("type"));
        if (!typeNode) {
            m_findings->error(path, localized("the schema object has no \"type\"", "schema 对象缺少 \"type\""));
            return Shape::of(Shape::Kind::Unmappable, nullable);
        }
        if (!typeNode->isString())
            return convert(*typeNode, path, ns, nullable); // {"type": {...}} or {"type": [...]}
        const QString type = typeNode->string;
        bool handled = false;
        Shape mapped = logical(node, type, path, nullable, &handled);
        if (handled)
            return mapped;
        const QString ownNs = node.member(QStringLiteral("namespace")) ? node.stringMember(QStringLiteral("namespace")) : ns;
        const QString name = node.stringMember(QStringLiteral("name"));
        const QString full = fullName(name, ownNs);
        if ((type == QLatin1String("record") || type == QLatin1String("error") || type == QLatin1String("enum")
             || type == QLatin1String("fixed"))
            && !viaReference && !name.isEmpty())
            m_named.insert(full, &node);
        const QString childNs = full.section(QLatin1Char('.'), 0, -2);
        if (type == QLatin1String("record") || type == QLatin1String("error"))
            return record(node, full, path, childNs, nullable);
        if (type == QLatin1String("enum"))
            return Shape::of(Shape::Kind::String, nullable);
        if (type == QLatin1String("fixed")) {
            Shape s = Shape::of(Shape::Kind::VarBinary, nullable);
            const JsonNode *size = node.member(QStringLiteral("size"));
            s.precision = size && size->type == JsonNode::Type::Integer && size->integer > 0 ? int(qMin<qint64>(size->integer, 2147483647)) : -1;
            return s;
        }
        if (type == QLatin1String("array")) {
            const JsonNode *items = node.member(QStringLiteral("items"));
            if (!items) {
                m_findings->error(path, localized("the array has no \"items\"", "数组缺少 \"items\""));
                return Shape::of(Shape::Kind::Unmappable, nullable);
            }
            Shape array = Shape::arrayOf(convert(*items, path + QStringLiteral("[]"), ns), nullable);
            sealNodes(&array, path, m_findings);
            return array;
        }
        if (type == QLatin1String("map")) {
            const JsonNode *values = node.member(QStringLiteral("values"));
            if (!values) {
                m_findings->error(path, localized("the map has no \"values\"", "map 缺少 \"values\""));
                return Shape::of(Shape::Kind::Unmappable, nullable);
            }
            Shape map = Shape::mapOf(convert(*values, path + QStringLiteral("{}"), ns), nullable);
            sealNodes(&map, path, m_findings);
            return map;
        }
        return named(type, path, ns, nullable);
    }

    Shape record(const JsonNode &node, const QString &full, const QString &path, const QString &ns, bool nullable)
    {
        if (m_open.contains(full)) {
            m_findings->error(path, localized("record %1 contains itself; a recursive type has no Flink type",
                                              "记录 %1 包含其自身；递归类型没有对应的 Flink 类型")
                                        .arg(full));
            return Shape::of(Shape::Kind::Unmappable, nullable);
        }
        m_open.insert(full);
        Shape row = Shape::of(Shape::Kind::Row, nullable);
        const JsonNode *fields = node.member(QStringLiteral("fields"));
        if (!fields || !fields->isArray()) {
            m_findings->error(path, localized("the record has no \"fields\" array", "记录缺少 \"fields\" 数组"));
        } else {
            for (const JsonNode &field : fields->items) {
                const QString fieldName = field.stringMember(QStringLiteral("name"));
                const QString fieldPath = childPath(path, fieldName);
                const JsonNode *fieldType = field.member(QStringLiteral("type"));
                if (fieldName.isEmpty() || !fieldType) {
                    m_findings->error(fieldPath, localized("a record field needs a \"name\" and a \"type\"", "记录字段需要 \"name\" 和 \"type\""));
                    continue;
                }
                row.fields.push_back(ShapeField{fieldName, convert(*fieldType, fieldPath, ns), 1});
            }
        }
        m_open.remove(full);
        sealNodes(&row, path, m_findings);
        m_done.insert(full, row);
        return row;
    }
};

} // namespace

InferenceResult inferAvro(const QByteArray &data)
{
    QByteArray schemaText = data;
    LocalizedText error;
    const bool container = data.startsWith(QByteArray("Obj\x01", 4));
    if (container && !containerSchema(data, &schemaText, &error))
        return unreadable(error);
    JsonNode schema;
    if (!readJson(schemaText, &schema, &error))
        return unreadable({QStringLiteral("not an Avro schema: ") + error.en, QStringLiteral("不是 Avro schema：") + error.zh});
    Findings findings;
    AvroMapper mapper(&findings);
    const JsonNode *top = &schema;
    if (schema.isArray()) {
        // A file of several named types (a top-level union): each defines types for the later
        // ones, and the table is the last record, as Avro tools read such files.
        top = mapper.lastRecord(schema);
        if (!top)
            return unreadable(localized("the Avro schema is a union without a record", "该 Avro schema 是不含记录的联合类型"));
        Findings definitions; // the earlier types are converted only to define their names
        mapper.setFindings(&definitions);
        for (const JsonNode &type : schema.items) {
            if (&type == top)
                break;
            mapper.convert(type, QString(), QString());
        }
        mapper.setFindings(&findings);
        findings.note(QString(), localized("the schema defines several types; the columns come from the last record, %1",
                                           "该 schema 定义了多个类型；列取自最后一个记录 %1")
                                     .arg(top->stringMember(QStringLiteral("name"))));
    }
    if (!top->isObject() || (top->stringMember(QStringLiteral("type")) != QLatin1String("record")
                             && top->stringMember(QStringLiteral("type")) != QLatin1String("error")))
        return unreadable(localized("the Avro schema is not a record, so it has no fields to become columns",
                                    "该 Avro schema 不是记录类型，没有可作为列的字段"));
    mapper.usesLocalTimestamps = false; // only what the table's record uses counts
    const Shape row = mapper.convert(*top, QString(), top->stringMember(QStringLiteral("namespace")));
    if (const auto tooWide = tableTooWide(row))
        return unreadable(*tooWide);
    InferenceResult result;
    result.columns = columnsFromRow(row, &findings);
    result.findings = findings.list();
    result.format = QStringLiteral("avro");
    if (!container)
        result.alternativeFormats << QStringLiteral("avro-confluent");
    if (mapper.usesLocalTimestamps)
        result.formatOptions.insert(QStringLiteral("avro.timestamp_mapping.legacy"), QStringLiteral("false"));
    return result;
}

} // namespace st::infer

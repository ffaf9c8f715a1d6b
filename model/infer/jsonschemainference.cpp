// Columns from a JSON Schema (draft 7 and 2020-12): the properties of the top-level object
// schema become columns; `required` makes a column NOT NULL unless its type admits null.
// Types follow Flink's json format: integer -> BIGINT (JSON integers are unbounded),
// number -> DOUBLE, string -> STRING (format date-time -> TIMESTAMP_LTZ(3), date -> DATE,
// time -> TIME(3)), boolean -> BOOLEAN, object with properties -> ROW, object with only
// additionalProperties -> MAP<STRING, ...>, array -> ARRAY. `$ref` is followed within the
// document (`#`, `#/definitions/...`, `#/$defs/...`, `#Anchor`); oneOf / anyOf of one type and
// null is that type, nullable.

#include "infer/infercore.h"
#include "infer/jsonreader.h"

#include <QHash>
#include <QStringList>
#include <QUrl>

namespace st::infer {

namespace {

class SchemaMapper
{
public:
    SchemaMapper(const JsonNode &root, Findings *findings) : m_root(root), m_findings(findings) {}

    bool usesTimestamps = false;

    Shape convert(const JsonNode &node, const QString &path, int depth = 0)
    {
        if (depth > 64) {
            m_findings->error(path, localized("the schema is nested too deeply", "schema 嵌套层次过深"));
            return Shape::of(Shape::Kind::Unmappable);
        }
        if (node.type == JsonNode::Type::Bool) {
            m_findings->warning(path, localized("a schema of true/false says nothing about the type; typed STRING",
                                                "true/false 形式的 schema 没有说明类型；已设为 STRING"));
            return Shape::of(Shape::Kind::String);
        }
        if (!node.isObject()) {
            m_findings->error(path, localized("not a schema object", "不是 schema 对象"));
            return Shape::of(Shape::Kind::Unmappable);
        }
        if (const JsonNode *ref = node.member(QStringLiteral("$ref")))
            return reference(ref->string, path, depth);
        for (const char *keyword : {"oneOf", "anyOf"}) {
            if (const JsonNode *choices = node.member(QLatin1String(keyword)))
                return choice(*choices, QLatin1String(keyword), path, depth);
        }
        if (const JsonNode *all = node.member(QStringLiteral("allOf"))) {
            if (all->isArray() && all->items.size() == 1)
                return convert(all->items.front(), path, depth + 1);
            m_findings->error(path, localized("allOf of several schemas is not mapped; fix the type by hand",
                                              "不映射由多个 schema 组成的 allOf；请手动修改类型"));
            return Shape::of(Shape::Kind::Unmappable);
        }
        const JsonNode *type = node.member(QStringLiteral("type"));
        QStringList types;
        if (type && type->isString())
            types << type->string;
        else if (type && type->isArray()) {
            for (const JsonNode &t : type->items)
                types << t.string;
        }
        bool nullable = types.removeAll(QStringLiteral("null")) > 0;
        if (types.isEmpty()) {
            if (node.member(QStringLiteral("properties")))
                types << QStringLiteral("object");
            else if (node.member(QStringLiteral("items")))
                types << QStringLiteral("array");
            else if (const JsonNode *c = node.member(QStringLiteral("const")))
                types << typeOfValue(*c);
            else if (node.member(QStringLiteral("enum")))
                types << QStringLiteral("string");
        }
        if (types.size() == 2 && types.contains(QStringLiteral("integer")) && types.contains(QStringLiteral("number")))
            types = QStringList{QStringLiteral("number")};
        if (types.size() != 1) {
            if (types.isEmpty()) {
                m_findings->warning(path, localized("the schema gives no type; typed STRING", "schema 未给出类型；已设为 STRING"));
                return Shape::of(Shape::Kind::String, true);
            }
            m_findings->error(path, localized("several types (%1) have no one Flink type; typed STRING, fix it by hand",
                                              "多个类型（%1）没有单一的 Flink 类型；已暂设为 STRING，请手动修改")
                                        .arg(types.join(QLatin1String(", "))));
            return Shape::of(Shape::Kind::Unmappable, nullable);
        }
        Shape shape = typed(types.constFirst(), node, path, depth);
        shape.nullable = shape.nullable || nullable;
        return shape;
    }

private:
    const JsonNode &m_root;
    Findings *m_findings;
    QStringList m_refStack;
    QHash<QString, Shape> m_resolved; // references followed before: a type used many times is mapped once
    mutable QHash<QString, const JsonNode *> m_anchors; // `$anchor` -> its schema, filled by the first look-up
    mutable bool m_anchorsIndexed = false;

    static QString typeOfValue(const JsonNode &v)
    {
        switch (v.type) {
        case JsonNode::Type::Bool: return QStringLiteral("boolean");
        case JsonNode::Type::Integer: return QStringLiteral("integer");
        case JsonNode::Type::Float: return QStringLiteral("number");
        case JsonNode::Type::String: return QStringLiteral("string");
        case JsonNode::Type::Array: return QStringLiteral("array");
        case JsonNode::Type::Object: return QStringLiteral("object");
        case JsonNode::Type::Null: return QStringLiteral("null");
        }
        return QString();
    }

    Shape typed(const QString &type, const JsonNode &node, const QString &path, int depth)
    {
        // Every value is nullable until `required` (checked by the parent object) says otherwise.
        if (type == QLatin1String("string")) {
            const QString format = node.stringMember(QStringLiteral("format"));
            if (format == QLatin1String("date-time")) {
                usesTimestamps = true;
                Shape s = Shape::of(Shape::Kind::TimestampLtz);
                s.precision = 3;
                return s;
            }
            if (format == QLatin1String("date"))
                return Shape::of(Shape::Kind::Date);
            if (format == QLatin1String("time")) {
                Shape s = Shape::of(Shape::Kind::Time);
                s.precision = 3;
                return s;
            }
            return Shape::of(Shape::Kind::String);
        }
        if (type == QLatin1String("integer"))
            return Shape::of(Shape::Kind::BigInt);
        if (type == QLatin1String("number"))
            return Shape::of(Shape::Kind::Double);
        if (type == QLatin1String("boolean"))
            return Shape::of(Shape::Kind::Boolean);
        if (type == QLatin1String("array")) {
            const JsonNode *items = node.member(QStringLiteral("items"));
            if (!items) {
                m_findings->warning(path, localized("the array does not say what its items are; typed ARRAY<STRING>",
                                                    "数组未说明元素类型；已设为 ARRAY<STRING>"));
                return Shape::arrayOf(Shape::of(Shape::Kind::String));
            }
            Shape array = Shape::arrayOf(convert(*items, path + QStringLiteral("[]"), depth + 1));
            sealNodes(&array, path, m_findings);
            return array;
        }
        if (type == QLatin1String("object"))
            return object(node, path, depth);
        m_findings->error(path, localized("unknown type %1", "未知类型 %1").arg(type));
        return Shape::of(Shape::Kind::Unmappable);
    }

    Shape object(const JsonNode &node, const QString &path, int depth)
    {
        const JsonNode *properties = node.member(QStringLiteral("properties"));
        const JsonNode *additional = node.member(QStringLiteral("additionalProperties"));
        if (!properties || properties->members.empty()) {
            if (additional && additional->isObject()) {
                Shape map = Shape::mapOf(convert(*additional, path + QStringLiteral("{}"), depth + 1));
                sealNodes(&map, path, m_findings);
                return map;
            }
            m_findings->warning(path, localized("the object lists no properties; typed MAP<STRING, STRING>",
                                                "该对象没有列出属性；已设为 MAP<STRING, STRING>"));
            return Shape::mapOf(Shape::of(Shape::Kind::String));
        }
        QStringList required;
        if (const JsonNode *r = node.member(QStringLiteral("required"))) {
            for (const JsonNode &name : r->items)
                required << name.string;
        }
        Shape row = Shape::of(Shape::Kind::Row);
        for (const auto &property : properties->members) {
            const QString propertyPath = childPath(path, property.first);
            Shape shape = convert(property.second, propertyPath, depth + 1);
            if (required.contains(property.first) && !admitsNull(property.second))
                shape.nullable = false;
            row.fields.push_back(ShapeField{property.first, shape, 1});
        }
        sealNodes(&row, path, m_findings);
        return row;
    }

    /// Whether the schema lets the value be null (`"type": [..., "null"]`, a null branch).
    bool admitsNull(const JsonNode &node) const
    {
        const JsonNode *type = node.member(QStringLiteral("type"));
        if (type && type->isArray()) {
            for (const JsonNode &t : type->items) {
                if (t.string == QLatin1String("null"))
                    return true;
            }
        }
        for (const char *keyword : {"oneOf", "anyOf"}) {
            if (const JsonNode *choices = node.member(QLatin1String(keyword))) {
                for (const JsonNode &c : choices->items) {
                    if (c.stringMember(QStringLiteral("type")) == QLatin1String("null"))
                        return true;
                }
            }
        }
        return false;
    }

    Shape choice(const JsonNode &choices, const QString &keyword, const QString &path, int depth)
    {
        bool hasNull = false;
        std::vector<const JsonNode *> others;
        for (const JsonNode &c : choices.items) {
            if (c.isObject() && c.stringMember(QStringLiteral("type")) == QLatin1String("null") && c.members.size() == 1)
                hasNull = true;
            else
                others.push_back(&c);
        }
        if (others.size() == 1) {
            Shape s = convert(*others.front(), path, depth + 1);
            s.nullable = s.nullable || hasNull;
            return s;
        }
        m_findings->error(path, localized("%1 of several schemas has no one Flink type; typed STRING, fix it by hand",
                                          "由多个 schema 组成的 %1 没有单一的 Flink 类型；已暂设为 STRING，请手动修改")
                                    .arg(keyword));
        return Shape::of(Shape::Kind::Unmappable, true);
    }

    const JsonNode *resolve(const QString &ref) const
    {
        if (ref == QLatin1String("#"))
            return &m_root;
        if (ref.startsWith(QLatin1String("#/"))) {
            const JsonNode *node = &m_root;
            for (QString token : ref.mid(2).split(QLatin1Char('/'))) {
                token.replace(QLatin1String("~1"), QLatin1String("/")).replace(QLatin1String("~0"), QLatin1String("~"));
                token = QUrl::fromPercentEncoding(token.toUtf8());
                if (node->isArray()) {
                    bool ok = false;
                    const int index = token.toInt(&ok);
                    node = ok && index >= 0 && index < int(node->items.size()) ? &node->items.at(size_t(index)) : nullptr;
                } else {
                    node = node->member(token);
                }
                if (!node)
                    return nullptr;
            }
            return node;
        }
        if (ref.startsWith(QLatin1Char('#')))
            return findAnchor(ref.mid(1));
        return nullptr;
    }

    /// The first node (in document order) whose `$anchor` is `anchor`, or null. The anchors are
    /// indexed on the first look-up: searching the whole document for each `$ref` made a schema
    /// of many references to a missing anchor quadratic.
    const JsonNode *findAnchor(const QString &anchor) const
    {
        if (!m_anchorsIndexed) {
            indexAnchors(m_root);
            m_anchorsIndexed = true;
        }
        return m_anchors.value(anchor, nullptr);
    }

    void indexAnchors(const JsonNode &node) const
    {
        if (node.isObject()) {
            const JsonNode *anchor = node.member(QStringLiteral("$anchor"));
            if (anchor && anchor->isString() && !m_anchors.contains(anchor->string))
                m_anchors.insert(anchor->string, &node);
        }
        for (const auto &m : node.members)
            indexAnchors(m.second);
        for (const JsonNode &item : node.items)
            indexAnchors(item);
    }

    Shape reference(const QString &ref, const QString &path, int depth)
    {
        if (!ref.startsWith(QLatin1Char('#'))) {
            m_findings->error(path, localized("$ref %1 points outside the document and is not followed; typed STRING, fix it by hand",
                                              "$ref %1 指向文档之外，未跟随；已暂设为 STRING，请手动修改")
                                        .arg(ref));
            return Shape::of(Shape::Kind::Unmappable);
        }
        if (m_refStack.contains(ref)) {
            m_findings->error(path, localized("$ref %1 refers back to itself; a recursive type has no Flink type",
                                              "$ref %1 引用了其自身；递归类型没有对应的 Flink 类型")
                                        .arg(ref));
            return Shape::of(Shape::Kind::Unmappable);
        }
        const auto done = m_resolved.constFind(ref);
        if (done != m_resolved.constEnd())
            return *done;
        const JsonNode *target = resolve(ref);
        if (!target) {
            m_findings->error(path, localized("$ref %1 names nothing in the document", "$ref %1 在文档中找不到")
                                        .arg(ref));
            return Shape::of(Shape::Kind::Unmappable);
        }
        m_refStack.append(ref);
        Shape s = convert(*target, path, depth + 1);
        m_refStack.removeLast();
        m_resolved.insert(ref, s);
        return s;
    }
};

} // namespace

InferenceResult inferJsonSchema(const QByteArray &data)
{
    JsonNode root;
    LocalizedText error;
    if (!readJson(data, &root, &error))
        return unreadable({QStringLiteral("not a JSON Schema: ") + error.en, QStringLiteral("不是 JSON Schema：") + error.zh});
    if (!root.isObject())
        return unreadable(localized("a JSON Schema must be an object", "JSON Schema 必须是对象"));
    Findings findings;
    SchemaMapper mapper(root, &findings);
    const Shape top = mapper.convert(root, QString());
    if (const auto tooWide = tableTooWide(top))
        return unreadable(*tooWide);
    if (top.kind != Shape::Kind::Row)
        return unreadable(localized("the schema does not describe an object with properties, so it has no columns",
                                    "该 schema 描述的不是带属性的对象，没有可作为列的字段"));
    InferenceResult result;
    result.columns = columnsFromRow(top, &findings);
    result.findings = findings.list();
    result.format = QStringLiteral("json");
    if (mapper.usesTimestamps)
        result.formatOptions.insert(QStringLiteral("json.timestamp-format.standard"), QStringLiteral("ISO-8601"));
    return result;
}

} // namespace st::infer

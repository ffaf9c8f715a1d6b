#include "core/tablespec.h"

#include "core/escapes.h"
#include "core/names.h"

#include <algorithm>
#include <cmath>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>

namespace st {

bool ColumnSpec::operator==(const ColumnSpec &o) const
{
    return name == o.name && type == o.type && expression == o.expression && metadata == o.metadata
        && isVirtual == o.isVirtual && nullable == o.nullable && comment == o.comment;
}

int TableSpec::columnIndex(const QString &columnName) const
{
    for (int i = 0; i < columns.size(); ++i) {
        if (columns.at(i).name == columnName)
            return i;
    }
    return -1;
}

const ColumnSpec *TableSpec::column(const QString &columnName) const
{
    const int i = columnIndex(columnName);
    return i < 0 ? nullptr : &columns.at(i);
}

QString TableSpec::sameNameIgnoringCase(const QString &columnName) const
{
    for (const ColumnSpec &c : columns) {
        if (c.name.compare(columnName, Qt::CaseInsensitive) == 0)
            return c.name;
    }
    return QString();
}

ColumnIndex::ColumnIndex(const TableSpec &spec) : m_spec(&spec)
{
    m_byName.reserve(int(spec.columns.size()));
    for (int i = 0; i < spec.columns.size(); ++i) {
        const QString &name = spec.columns.at(i).name;
        if (m_byName.contains(name))
            m_repeats.insert(i);
        else
            m_byName.insert(name, i);
    }
}

int ColumnIndex::indexOf(const QString &name) const
{
    return m_byName.value(name, -1);
}

QString ColumnIndex::sameNameIgnoringCase(const QString &name) const
{
    if (m_folded.isEmpty()) {
        m_folded.reserve(m_byName.size());
        for (int i = int(m_spec->columns.size()) - 1; i >= 0; --i)
            m_folded.insert(m_spec->columns.at(i).name.toCaseFolded(), i);
    }
    const int i = m_folded.value(name.toCaseFolded(), -1);
    return i < 0 ? QString() : m_spec->columns.at(i).name;
}

const ColumnSpec *ColumnIndex::column(const QString &name) const
{
    const int i = indexOf(name);
    return i < 0 ? nullptr : &m_spec->columns.at(i);
}

bool TableSpec::operator==(const TableSpec &o) const
{
    return name == o.name && connector == o.connector && role == o.role && comment == o.comment
        && columns == o.columns && primaryKey == o.primaryKey && watermark == o.watermark
        && partitionedBy == o.partitionedBy && distribution == o.distribution && options == o.options && target == o.target
        && connection == o.connection;
}

// ---- JSON -------------------------------------------------------------------------------

namespace {

QJsonArray toArray(const QStringList &list)
{
    QJsonArray a;
    for (const QString &s : list)
        a.append(s);
    return a;
}

/// Reads members of one JSON object, remembering the first shape error with its path.
class Reader
{
public:
    Reader(const QJsonObject &object, QString path, LocalizedText *error)
        : m_object(object), m_path(std::move(path)), m_error(error) {}

    bool failed() const { return m_failed; }

    QString string(const char *key, bool required = false)
    {
        const QJsonValue v = m_object.value(QLatin1String(key));
        if (v.isUndefined() || v.isNull()) {
            if (required)
                fail(key, localized("is missing", "缺失"));
            return {};
        }
        if (!v.isString()) {
            fail(key, localized("expected a string", "应为字符串"));
            return {};
        }
        return v.toString();
    }

    bool boolean(const char *key, bool fallback)
    {
        const QJsonValue v = m_object.value(QLatin1String(key));
        if (v.isUndefined() || v.isNull())
            return fallback;
        if (!v.isBool()) {
            fail(key, localized("expected true or false", "应为 true 或 false"));
            return fallback;
        }
        return v.toBool();
    }

    QStringList strings(const char *key)
    {
        const QJsonValue v = m_object.value(QLatin1String(key));
        if (v.isUndefined() || v.isNull())
            return {};
        if (!v.isArray()) {
            fail(key, localized("expected an array of strings", "应为字符串数组"));
            return {};
        }
        QStringList out;
        const QJsonArray array = v.toArray();
        for (int i = 0; i < array.size(); ++i) {
            if (!array.at(i).isString()) {
                fail(key, localized("[%1] expected a string", "[%1] 应为字符串").arg(QString::number(i)));
                return {};
            }
            out << array.at(i).toString();
        }
        return out;
    }

    QJsonObject object(const char *key)
    {
        const QJsonValue v = m_object.value(QLatin1String(key));
        if (v.isUndefined() || v.isNull())
            return {};
        if (!v.isObject())
            fail(key, localized("expected an object", "应为对象"));
        return v.toObject();
    }

    QJsonArray array(const char *key)
    {
        const QJsonValue v = m_object.value(QLatin1String(key));
        if (v.isUndefined() || v.isNull())
            return {};
        if (!v.isArray())
            fail(key, localized("expected an array", "应为数组"));
        return v.toArray();
    }

    void fail(const char *key, const LocalizedText &problem)
    {
        if (m_failed)
            return;
        m_failed = true;
        const QString where = m_path.isEmpty() ? QLatin1String(key) : m_path + QLatin1Char('.') + QLatin1String(key);
        if (m_error)
            *m_error = LocalizedText{where + QStringLiteral(": ") + problem.en, where + QStringLiteral("：") + problem.zh};
    }

    QString path(const char *key) const
    {
        return m_path.isEmpty() ? QLatin1String(key) : m_path + QLatin1Char('.') + QLatin1String(key);
    }

private:
    QJsonObject m_object;
    QString m_path;
    LocalizedText *m_error;
    bool m_failed = false;
};

bool readColumn(const QJsonValue &value, const QString &path, ColumnSpec *out, LocalizedText *error)
{
    if (!value.isObject()) {
        *error = localized("%1: expected an object", "%1：应为对象").arg(path);
        return false;
    }
    Reader r(value.toObject(), path, error);
    out->name = r.string("name", true);
    out->type = r.string("type");
    out->expression = r.string("expression");
    out->metadata = r.string("metadata");
    out->isVirtual = r.boolean("virtual", false);
    out->nullable = r.boolean("nullable", true);
    out->comment = r.string("comment");
    return !r.failed();
}

QPair<int, int> lineAndColumn(const QByteArray &text, int offset)
{
    int line = 1;
    int column = 1;
    for (int i = 0; i < offset && i < text.size(); ++i) {
        if (text.at(i) == '\n') {
            ++line;
            column = 1;
        } else {
            ++column;
        }
    }
    return {line, column};
}

} // namespace

QJsonObject TableSpec::toJson() const
{
    QJsonObject json;
    json.insert(QStringLiteral("name"), name);
    json.insert(QStringLiteral("connector"), connector);
    json.insert(QStringLiteral("role"), roleName(role));
    if (!comment.isEmpty())
        json.insert(QStringLiteral("comment"), comment);
    if (!target.isEmpty())
        json.insert(QStringLiteral("target"), target);
    if (!connection.isEmpty())
        json.insert(QStringLiteral("connection"), connection);
    QJsonArray cols;
    for (const ColumnSpec &c : columns) {
        QJsonObject col{{QStringLiteral("name"), c.name}};
        if (!c.type.isEmpty())
            col.insert(QStringLiteral("type"), c.type);
        if (!c.expression.isEmpty())
            col.insert(QStringLiteral("expression"), c.expression);
        if (!c.metadata.isEmpty())
            col.insert(QStringLiteral("metadata"), c.metadata);
        if (c.isVirtual)
            col.insert(QStringLiteral("virtual"), true);
        if (!c.nullable)
            col.insert(QStringLiteral("nullable"), false);
        if (!c.comment.isEmpty())
            col.insert(QStringLiteral("comment"), c.comment);
        cols.append(col);
    }
    json.insert(QStringLiteral("columns"), cols);
    json.insert(QStringLiteral("primaryKey"), toArray(primaryKey));
    if (!watermark.isEmpty()) {
        json.insert(QStringLiteral("watermark"),
                    QJsonObject{{QStringLiteral("column"), watermark.column},
                                {QStringLiteral("expression"), watermark.expression}});
    }
    json.insert(QStringLiteral("partitionedBy"), toArray(partitionedBy));
    // Written only when set, so a table without one reads as it did before Flink 1.20's clause.
    if (!distribution.isEmpty()) {
        QJsonObject d{{QStringLiteral("columns"), toArray(distribution.columns)}};
        if (!distribution.kind.isEmpty())
            d.insert(QStringLiteral("kind"), distribution.kind);
        if (distribution.buckets > 0)
            d.insert(QStringLiteral("buckets"), distribution.buckets);
        json.insert(QStringLiteral("distribution"), d);
    }
    QJsonObject opts;
    for (auto it = options.cbegin(); it != options.cend(); ++it)
        opts.insert(it.key(), it.value());
    json.insert(QStringLiteral("options"), opts);
    return json;
}

namespace {

/// `"distribution": {"kind": "HASH", "columns": [...], "buckets": 4}`, each part as Flink's
/// parser (SqlDistribution) takes it: a kind needs columns, a bucket count is a positive integer.
bool readDistribution(const QJsonObject &json, DistributionSpec *out, LocalizedText *error)
{
    Reader r(json, QStringLiteral("distribution"), error);
    DistributionSpec d;
    d.kind = r.string("kind").toUpper();
    d.columns = r.strings("columns");
    const QJsonValue buckets = json.value(QLatin1String("buckets"));
    if (r.failed())
        return false;
    if (!d.kind.isEmpty() && d.kind != QLatin1String("HASH") && d.kind != QLatin1String("RANGE")) {
        r.fail("kind", localized("\"%1\" is not HASH or RANGE", "“%1”不是 HASH 或 RANGE").arg(d.kind));
        return false;
    }
    if (!buckets.isUndefined() && !buckets.isNull()) {
        const double n = buckets.toDouble();
        if (!buckets.isDouble() || n != std::trunc(n) || n < 1 || n > 2147483647) {
            r.fail("buckets", localized("expected a whole number of buckets, 1 or more", "应为不小于 1 的整数桶数"));
            return false;
        }
        d.buckets = int(n);
    }
    if (d.columns.isEmpty() && (!d.kind.isEmpty() || d.buckets == 0)) {
        r.fail("columns", localized("expected the bucket columns (or only a number of buckets)", "应给出分桶列（或只给出桶数）"));
        return false;
    }
    *out = d;
    return true;
}

} // namespace

bool TableSpec::fromJson(const QJsonObject &json, TableSpec *out, QString *error)
{
    LocalizedText message;
    const bool ok = fromJson(json, out, &message);
    if (!ok && error)
        *error = message.en;
    return ok;
}

bool TableSpec::fromJsonText(const QByteArray &text, TableSpec *out, QString *error)
{
    LocalizedText message;
    const bool ok = fromJsonText(text, out, &message);
    if (!ok && error)
        *error = message.en;
    return ok;
}

bool TableSpec::fromJson(const QJsonObject &json, TableSpec *out, LocalizedText *error)
{
    LocalizedText dummy;
    if (!error)
        error = &dummy;
    TableSpec spec;
    Reader r(json, QString(), error);
    spec.name = r.string("name", true);
    spec.connector = r.string("connector", true);
    const QString role = r.string("role");
    if (!r.failed() && !role.isEmpty() && !parseRole(role, &spec.role))
        r.fail("role", localized("\"%1\" is not source, sink or both", "“%1”不是 source、sink 或 both").arg(role));
    spec.comment = r.string("comment");
    spec.target = r.string("target");
    spec.connection = r.string("connection");
    const QJsonArray cols = r.array("columns");
    for (int i = 0; i < cols.size() && !r.failed(); ++i) {
        ColumnSpec column;
        if (!readColumn(cols.at(i), QStringLiteral("columns[%1]").arg(i), &column, error))
            return false;
        spec.columns << column;
    }
    spec.primaryKey = r.strings("primaryKey");
    spec.partitionedBy = r.strings("partitionedBy");
    const QJsonObject wm = r.object("watermark");
    if (!wm.isEmpty() && !r.failed()) {
        Reader w(wm, QStringLiteral("watermark"), error);
        spec.watermark.column = w.string("column");
        spec.watermark.expression = w.string("expression");
        if (w.failed())
            return false;
    }
    const QJsonObject distribution = r.object("distribution");
    if (!distribution.isEmpty() && !r.failed() && !readDistribution(distribution, &spec.distribution, error))
        return false;
    const QJsonObject opts = r.object("options");
    for (auto it = opts.begin(); it != opts.end() && !r.failed(); ++it) {
        const QJsonValue v = it.value();
        // Values are strings as typed; numbers and booleans from hand-written files are
        // accepted and kept in their JSON spelling so nothing is lost.
        if (v.isString())
            spec.options.insert(it.key(), v.toString());
        else if (v.isBool())
            spec.options.insert(it.key(), v.toBool() ? QStringLiteral("true") : QStringLiteral("false"));
        else if (v.isDouble())
            spec.options.insert(it.key(), v.toVariant().toString());
        else
            r.fail("options", localized("\"%1\": expected a string value", "“%1”：值应为字符串").arg(it.key()));
    }
    if (r.failed())
        return false;
    *out = spec;
    return true;
}

namespace {

/// Qt's description of a JSON syntax error (QJsonParseError::errorString(), English only), and
/// the same in Chinese.
LocalizedText jsonSyntaxError(const QJsonParseError &parseError)
{
    const char *zh = nullptr;
    switch (parseError.error) {
    case QJsonParseError::UnterminatedObject: zh = "对象未结束（缺少 “}”）"; break;
    case QJsonParseError::MissingNameSeparator: zh = "缺少名称与值之间的 “:”"; break;
    case QJsonParseError::UnterminatedArray: zh = "数组未结束（缺少 “]”）"; break;
    case QJsonParseError::MissingValueSeparator: zh = "缺少值之间的 “,”"; break;
    case QJsonParseError::IllegalValue: zh = "非法的值"; break;
    case QJsonParseError::TerminationByNumber: zh = "在数字处意外结束"; break;
    case QJsonParseError::IllegalNumber: zh = "非法的数字"; break;
    case QJsonParseError::IllegalEscapeSequence: zh = "非法的转义序列"; break;
    case QJsonParseError::IllegalUTF8String: zh = "非法的 UTF-8 字符串"; break;
    case QJsonParseError::UnterminatedString: zh = "字符串未结束（缺少 “\"”）"; break;
    case QJsonParseError::MissingObject: zh = "逗号后缺少对象"; break;
    case QJsonParseError::DeepNesting: zh = "嵌套层数过深"; break;
    case QJsonParseError::DocumentTooLarge: zh = "文档过大"; break;
    case QJsonParseError::GarbageAtEnd: zh = "文档末尾有多余内容"; break;
    case QJsonParseError::NoError: break;
    }
    const QString en = parseError.errorString();
    return {en, zh ? QString::fromUtf8(zh) : en};
}

} // namespace

bool TableSpec::fromJsonText(const QByteArray &text, TableSpec *out, LocalizedText *error)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(text, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        if (error) {
            const QPair<int, int> at = lineAndColumn(text, parseError.offset);
            *error = localized("malformed JSON at line %1, column %2: %3", "JSON 格式错误（第 %1 行第 %2 列）：%3")
                         .arg(QString::number(at.first), QString::number(at.second))
                         .arg(jsonSyntaxError(parseError));
        }
        return false;
    }
    if (!doc.isObject()) {
        if (error)
            *error = localized("expected a JSON object describing one table", "应为描述一张表的 JSON 对象");
        return false;
    }
    return fromJson(doc.object(), out, error);
}

QByteArray TableSpec::toJsonText() const
{
    return QJsonDocument(toJson()).toJson(QJsonDocument::Indented);
}

namespace {

/// Appends `text` as a JSON string: UTF-8, with `"`, `\` and control characters escaped, and a
/// surrogate without its other half as a \u escape (UTF-8 cannot hold one).
void appendJsonString(QByteArray &out, const QString &text)
{
    static const char hex[] = "0123456789abcdef";
    const auto escapeUnit = [&out](ushort u) {
        out += "\\u";
        out += hex[(u >> 12) & 0xF];
        out += hex[(u >> 8) & 0xF];
        out += hex[(u >> 4) & 0xF];
        out += hex[u & 0xF];
    };
    out += '"';
    const QChar *data = text.constData();
    const int size = int(text.size());
    int plainFrom = 0; // start of the run of characters copied as UTF-8 in one go
    const auto flush = [&](int to) {
        if (to > plainFrom)
            out += QStringView(data + plainFrom, to - plainFrom).toUtf8();
    };
    for (int i = 0; i < size; ++i) {
        const ushort u = data[i].unicode();
        if (u >= 0x20 && u != '"' && u != '\\' && !QChar::isSurrogate(u))
            continue;
        if (QChar::isHighSurrogate(u) && i + 1 < size && QChar::isLowSurrogate(data[i + 1].unicode())) {
            ++i; // a whole pair: copied with the run
            continue;
        }
        flush(i);
        plainFrom = i + 1;
        if (u == '"' || u == '\\') {
            out += '\\';
            out += char(u);
        } else if (const char letter = escapeLetterOf(u)) {
            out += '\\';
            out += letter;
        } else {
            escapeUnit(u);
        }
    }
    flush(size);
    out += '"';
}

void appendJsonStrings(QByteArray &out, const QStringList &items)
{
    out += '[';
    for (int i = 0; i < items.size(); ++i) {
        if (i > 0)
            out += ',';
        appendJsonString(out, items.at(i));
    }
    out += ']';
}

/// Writes `"key":` with a comma before it unless it is the object's first member.
void appendKey(QByteArray &out, const char *key, bool *first)
{
    if (!*first)
        out += ',';
    *first = false;
    out += '"';
    out += key;
    out += "\":";
}

} // namespace

QByteArray TableSpec::toCompactJson() const
{
    // Members in the order QJsonObject keeps them (sorted by key), so the text reads like the
    // one QJsonDocument writes.
    QByteArray out;
    out.reserve(256 + 96 * int(columns.size()) + 64 * int(options.size()));
    bool first = true;
    out += '{';
    appendKey(out, "columns", &first);
    out += '[';
    for (int i = 0; i < columns.size(); ++i) {
        const ColumnSpec &c = columns.at(i);
        if (i > 0)
            out += ',';
        bool firstMember = true;
        out += '{';
        if (!c.comment.isEmpty()) {
            appendKey(out, "comment", &firstMember);
            appendJsonString(out, c.comment);
        }
        if (!c.expression.isEmpty()) {
            appendKey(out, "expression", &firstMember);
            appendJsonString(out, c.expression);
        }
        if (!c.metadata.isEmpty()) {
            appendKey(out, "metadata", &firstMember);
            appendJsonString(out, c.metadata);
        }
        appendKey(out, "name", &firstMember);
        appendJsonString(out, c.name);
        if (!c.nullable) {
            appendKey(out, "nullable", &firstMember);
            out += "false";
        }
        if (!c.type.isEmpty()) {
            appendKey(out, "type", &firstMember);
            appendJsonString(out, c.type);
        }
        if (c.isVirtual) {
            appendKey(out, "virtual", &firstMember);
            out += "true";
        }
        out += '}';
    }
    out += ']';
    if (!comment.isEmpty()) {
        appendKey(out, "comment", &first);
        appendJsonString(out, comment);
    }
    if (!connection.isEmpty()) {
        appendKey(out, "connection", &first);
        appendJsonString(out, connection);
    }
    appendKey(out, "connector", &first);
    appendJsonString(out, connector);
    if (!distribution.isEmpty()) {
        appendKey(out, "distribution", &first);
        bool firstMember = true;
        out += '{';
        if (distribution.buckets > 0) {
            appendKey(out, "buckets", &firstMember);
            out += QByteArray::number(distribution.buckets);
        }
        appendKey(out, "columns", &firstMember);
        appendJsonStrings(out, distribution.columns);
        if (!distribution.kind.isEmpty()) {
            appendKey(out, "kind", &firstMember);
            appendJsonString(out, distribution.kind);
        }
        out += '}';
    }
    appendKey(out, "name", &first);
    appendJsonString(out, name);
    appendKey(out, "options", &first);
    out += '{';
    for (auto it = options.cbegin(); it != options.cend(); ++it) {
        if (it != options.cbegin())
            out += ',';
        appendJsonString(out, it.key());
        out += ':';
        appendJsonString(out, it.value());
    }
    out += '}';
    appendKey(out, "partitionedBy", &first);
    appendJsonStrings(out, partitionedBy);
    appendKey(out, "primaryKey", &first);
    appendJsonStrings(out, primaryKey);
    appendKey(out, "role", &first);
    appendJsonString(out, roleName(role));
    if (!target.isEmpty()) {
        appendKey(out, "target", &first);
        appendJsonString(out, target);
    }
    if (!watermark.isEmpty()) {
        appendKey(out, "watermark", &first);
        out += "{\"column\":";
        appendJsonString(out, watermark.column);
        out += ",\"expression\":";
        appendJsonString(out, watermark.expression);
        out += '}';
    }
    out += '}';
    return out;
}

LocalizedText notAColumn(const QString &name, const QString &sameButCase)
{
    if (sameButCase.isEmpty())
        return localized("\"%1\" is not a column of the table.", "“%1”不是表中的列。").arg(name);
    return localized("\"%1\" is not a column of the table: Flink matches names exactly, and the column is \"%2\".",
                     "“%1”不是表中的列：Flink 按大小写精确匹配列名，该列名为“%2”。")
        .arg(name, sameButCase);
}

const TableSpec *findTable(const QList<TableSpec> &tables, const QString &name)
{
    const QString key = nameKey(name);
    for (const TableSpec &t : tables) {
        if (nameKey(t.name) == key)
            return &t;
    }
    return nullptr;
}

QList<const TableSpec *> sortedByName(const QList<TableSpec> &tables)
{
    QList<const TableSpec *> out;
    for (const TableSpec &t : tables)
        out << &t;
    std::stable_sort(out.begin(), out.end(), [](const TableSpec *a, const TableSpec *b) {
        return nameKey(a->name) < nameKey(b->name);
    });
    return out;
}

} // namespace st

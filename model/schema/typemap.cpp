#include "schema/typemap.h"

#include <QJsonArray>
#include <QRegularExpression>

namespace st {

namespace {

/// The text of a parenthesised group starting at `open` (which holds `(`), quotes respected;
/// `end` gets the index after its `)` (the text's end when unclosed).
QStringList groupParams(const QString &text, int open, int *end)
{
    QStringList params;
    QString current;
    int depth = 0;
    QChar quote;
    int i = open;
    for (; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (!quote.isNull()) {
            current += c;
            if (c == quote)
                quote = QChar();
            continue;
        }
        if (c == QLatin1Char('\'') || c == QLatin1Char('"') || c == QLatin1Char('`')) {
            quote = c;
            current += c;
        } else if (c == QLatin1Char('(')) {
            if (depth++ > 0)
                current += c;
        } else if (c == QLatin1Char(')')) {
            if (--depth == 0) {
                ++i;
                break;
            }
            current += c;
        } else if (c == QLatin1Char(',') && depth == 1) {
            params << current.trimmed();
            current.clear();
        } else {
            current += c;
        }
    }
    if (!current.trimmed().isEmpty() || !params.isEmpty())
        params << current.trimmed();
    *end = i;
    return params;
}

bool isVariable(const QString &param)
{
    return param.size() == 1 && param.at(0).isLetter();
}

bool parseCondition(const QString &text, TypeMap::Condition *out)
{
    static const QRegularExpression shape(QStringLiteral("^\\s*([a-z])\\s*(<=|>=|!=|<|>|=)\\s*(\\d+)\\s*$"));
    const QRegularExpressionMatch m = shape.match(text);
    if (!m.hasMatch())
        return false;
    out->variable = m.captured(1);
    out->op = m.captured(2);
    out->value = m.captured(3).toInt();
    return true;
}

bool holds(const TypeMap::Condition &c, int value)
{
    if (c.op == QLatin1String("<="))
        return value <= c.value;
    if (c.op == QLatin1String("<"))
        return value < c.value;
    if (c.op == QLatin1String(">="))
        return value >= c.value;
    if (c.op == QLatin1String(">"))
        return value > c.value;
    if (c.op == QLatin1String("="))
        return value == c.value;
    return value != c.value;
}

bool matches(const TypeMap::Pattern &pattern, const NativeType &type, QHash<QString, int> *bound)
{
    if (pattern.name != type.name || pattern.isUnsigned != type.isUnsigned)
        return false;
    if (pattern.anyParams)
        return true;
    if (type.params.size() > pattern.params.size())
        return false;
    // A literal must be there (`TINYINT(1)` is not a `TINYINT` without one); a variable may be
    // left out, to be filled from the row's defaults.
    for (int i = type.params.size(); i < pattern.params.size(); ++i) {
        if (!isVariable(pattern.params.at(i)))
            return false;
    }
    for (int i = 0; i < type.params.size(); ++i) {
        const QString &want = pattern.params.at(i);
        if (isVariable(want)) {
            bool number = false;
            const int value = type.params.at(i).toInt(&number);
            if (!number)
                return false;
            bound->insert(want, value);
        } else if (want.compare(type.params.at(i), Qt::CaseInsensitive) != 0) {
            return false;
        }
    }
    return true;
}

/// `template` with `{v}` (and `{v:bytes}`, bits counted in bytes) filled from `bound`; a
/// parenthesised part that names a variable not bound is left out (`TIME({p})` -> `TIME`).
QString expand(QString pattern, const QHash<QString, int> &bound)
{
    static const QRegularExpression placeholder(QStringLiteral("\\{([a-z])(:bytes)?\\}"));
    QString out;
    int last = 0;
    QRegularExpressionMatchIterator it = placeholder.globalMatch(pattern);
    while (it.hasNext()) {
        const QRegularExpressionMatch m = it.next();
        out += pattern.mid(last, m.capturedStart() - last);
        const auto value = bound.constFind(m.captured(1));
        if (value == bound.constEnd())
            out += QStringLiteral("{?}");
        else
            out += QString::number(m.captured(2).isEmpty() ? *value : (*value + 7) / 8);
        last = m.capturedEnd();
    }
    out += pattern.mid(last);
    static const QRegularExpression unboundGroup(QStringLiteral("\\s*\\([^()]*\\{\\?\\}[^()]*\\)"));
    out.remove(unboundGroup);
    return out;
}

bool parsePattern(const QString &text, TypeMap::Pattern *out)
{
    QString plain = text;
    out->paramsOptional = plain.contains(QLatin1String("[("));
    plain.replace(QLatin1String("[("), QLatin1String("(")).replace(QLatin1String(")]"), QLatin1String(")"));
    const NativeType parsed = NativeType::parse(plain);
    if (parsed.name.isEmpty())
        return false;
    out->name = parsed.name;
    out->params = parsed.params;
    out->anyParams = !plain.contains(QLatin1Char('('));
    out->isUnsigned = parsed.isUnsigned;
    return true;
}

QString member(const QString &file, const QString &path)
{
    return file.isEmpty() ? path : file + QStringLiteral(": ") + path;
}

} // namespace

NativeType NativeType::parse(const QString &text)
{
    NativeType type;
    type.text = text.trimmed();
    QStringList words;
    bool haveParams = false;
    const QString &t = type.text;
    int i = 0;
    while (i < t.size()) {
        const QChar c = t.at(i);
        if (c.isSpace()) {
            ++i;
        } else if (c == QLatin1Char('(')) {
            int end = i;
            const QStringList params = groupParams(t, i, &end);
            if (!haveParams) {
                type.params = params;
                haveParams = true;
            }
            i = end;
        } else if (c == QLatin1Char('[')) {
            const int close = t.indexOf(QLatin1Char(']'), i);
            ++type.arrayDimensions;
            i = close < 0 ? t.size() : close + 1;
        } else if (c == QLatin1Char('"') || c == QLatin1Char('`')) {
            const int close = t.indexOf(c, i + 1);
            const int end = close < 0 ? t.size() : close + 1;
            words << t.mid(i + 1, end - i - 2 + (close < 0 ? 1 : 0)).toUpper();
            i = end;
        } else {
            int end = i;
            while (end < t.size() && !t.at(end).isSpace() && t.at(end) != QLatin1Char('(') && t.at(end) != QLatin1Char('[')
                   && t.at(end) != QLatin1Char('"'))
                ++end;
            const QString word = t.mid(i, end - i).toUpper();
            if (word == QLatin1String("UNSIGNED")) {
                type.isUnsigned = true;
            } else if (word == QLatin1String("ZEROFILL")) {
                type.zerofill = true;
                type.isUnsigned = true; // MySQL makes a ZEROFILL column UNSIGNED
            } else if (word != QLatin1String("SIGNED")) {
                words << word;
            }
            i = end;
        }
    }
    type.name = words.join(QLatin1Char(' '));
    return type;
}

bool TypeMap::coversEngines(const QStringList &targetEngines) const
{
    for (const QString &engine : engines) {
        if (targetEngines.contains(engine))
            return true;
    }
    return false;
}

TypeMapping TypeMap::map(const NativeType &type, const QStringList &targetEngines) const
{
    if (type.arrayDimensions > 0) {
        NativeType element = type;
        element.arrayDimensions = 0;
        const TypeMapping inner = map(element, targetEngines);
        if (inner.mapped && !arrayTemplate.isEmpty()) {
            TypeMapping out = inner;
            for (int d = 0; d < type.arrayDimensions; ++d)
                out.flinkType = QString(arrayTemplate).replace(QLatin1String("{element}"), out.flinkType);
            out.source = arraySource;
            return out;
        }
    } else {
        for (const Row &row : rows) {
            if (!row.engines.isEmpty() && !targetEngines.isEmpty()) {
                bool runs = false;
                for (const QString &engine : row.engines)
                    runs = runs || targetEngines.contains(engine);
                if (!runs)
                    continue;
            }
            if (row.paramCount >= 0 && type.params.size() != row.paramCount)
                continue;
            for (const Pattern &pattern : row.natives) {
                QHash<QString, int> bound;
                if (!matches(pattern, type, &bound))
                    continue;
                for (auto d = row.defaults.cbegin(); d != row.defaults.cend(); ++d) {
                    if (!bound.contains(d.key()))
                        bound.insert(d.key(), d.value());
                }
                bool allHold = true;
                for (const Condition &c : row.when)
                    allHold = allHold && bound.contains(c.variable) && holds(c, bound.value(c.variable));
                if (!allHold)
                    continue;
                TypeMapping out;
                out.flinkType = expand(row.flink, bound);
                out.mapped = true;
                out.loses = row.loses.en.contains(QLatin1String("%1")) ? row.loses.arg(type.text) : row.loses;
                out.source = row.source;
                out.row = row.index;
                return out;
            }
        }
    }
    TypeMapping out;
    out.flinkType = fallbackType;
    out.loses = fallbackLoses.arg(type.text, source);
    out.source = source;
    return out;
}

bool TypeMap::fromJson(const QJsonObject &json, TypeMap *out, QString *error)
{
    TypeMap map;
    map.connector = json.value(QLatin1String("connector")).toString();
    map.database = json.value(QLatin1String("database")).toString();
    map.source = json.value(QLatin1String("source")).toString();
    if (map.connector.isEmpty() || map.database.isEmpty() || map.source.isEmpty()) {
        *error = QStringLiteral("a type map needs \"connector\", \"database\" and \"source\"");
        return false;
    }
    const QString reads = json.value(QLatin1String("reads")).toString(QStringLiteral("changes"));
    if (reads != QLatin1String("changes") && reads != QLatin1String("rows")) {
        *error = QStringLiteral("reads: \"changes\" (a CDC connector) or \"rows\" (scans and lookups), not \"%1\"").arg(reads);
        return false;
    }
    map.readsChanges = reads == QLatin1String("changes");
    for (const QJsonValue &engine : json.value(QLatin1String("engines")).toArray())
        map.engines << engine.toString();
    if (map.engines.isEmpty()) {
        *error = QStringLiteral("engines: name the engine releases the rows are read from");
        return false;
    }
    const QJsonObject fallback = json.value(QLatin1String("unmapped")).toObject();
    map.fallbackType = fallback.value(QLatin1String("flink")).toString();
    if (map.fallbackType.isEmpty() || !LocalizedText::fromJson(fallback.value(QLatin1String("loses")), &map.fallbackLoses)
        || !map.fallbackLoses.isComplete()) {
        *error = QStringLiteral("unmapped: needs \"flink\" and \"loses\" in en and zh");
        return false;
    }
    const QJsonObject arrays = json.value(QLatin1String("arrays")).toObject();
    map.arrayTemplate = arrays.value(QLatin1String("flink")).toString();
    map.arraySource = arrays.value(QLatin1String("source")).toString();
    if (!map.arrayTemplate.isEmpty() && (!map.arrayTemplate.contains(QLatin1String("{element}")) || map.arraySource.isEmpty())) {
        *error = QStringLiteral("arrays: \"flink\" must hold {element} and \"source\" say where it is from");
        return false;
    }
    const QJsonArray rows = json.value(QLatin1String("rows")).toArray();
    for (int r = 0; r < rows.size(); ++r) {
        const QJsonObject o = rows.at(r).toObject();
        const QString path = QStringLiteral("rows[%1]").arg(r);
        Row row;
        row.index = r;
        const QJsonValue natives = o.value(QLatin1String("native"));
        const QJsonArray nativeList = natives.isArray() ? natives.toArray() : QJsonArray{natives};
        for (const QJsonValue &n : nativeList) {
            Pattern pattern;
            if (!n.isString() || !parsePattern(n.toString(), &pattern)) {
                *error = member(path, QStringLiteral("native: expected a type or a list of types"));
                return false;
            }
            row.natives << pattern;
        }
        row.flink = o.value(QLatin1String("flink")).toString();
        row.source = o.value(QLatin1String("source")).toString();
        if (row.natives.isEmpty() || row.flink.isEmpty() || row.source.isEmpty()) {
            *error = member(path, QStringLiteral("needs \"native\", \"flink\" and \"source\""));
            return false;
        }
        const QJsonValue when = o.value(QLatin1String("when"));
        for (const QJsonValue &c : when.isArray() ? when.toArray() : (when.isUndefined() ? QJsonArray{} : QJsonArray{when})) {
            Condition condition;
            if (!parseCondition(c.toString(), &condition)) {
                *error = member(path, QStringLiteral("when: \"%1\" is not VARIABLE OPERATOR NUMBER (p <= 38)").arg(c.toString()));
                return false;
            }
            row.when << condition;
        }
        row.paramCount = o.value(QLatin1String("parameters")).toInt(-1);
        const QJsonObject defaults = o.value(QLatin1String("defaults")).toObject();
        for (auto d = defaults.begin(); d != defaults.end(); ++d)
            row.defaults.insert(d.key(), d.value().toInt());
        if (o.contains(QLatin1String("loses"))
            && (!LocalizedText::fromJson(o.value(QLatin1String("loses")), &row.loses) || !row.loses.isComplete())) {
            *error = member(path, QStringLiteral("loses: expected {\"en\": ..., \"zh\": ...}"));
            return false;
        }
        for (const QJsonValue &engine : o.value(QLatin1String("engines")).toArray()) {
            if (!map.engines.contains(engine.toString())) {
                *error = member(path, QStringLiteral("engines: \"%1\" is not one of the map's engines").arg(engine.toString()));
                return false;
            }
            row.engines << engine.toString();
        }
        map.rows << row;
    }
    if (map.rows.isEmpty()) {
        *error = QStringLiteral("rows: a type map needs rows");
        return false;
    }
    *out = map;
    return true;
}

} // namespace st

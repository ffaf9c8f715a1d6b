#include "schema/optionvalue.h"

#include <QDateTime>
#include <QHash>
#include <QRegularExpression>

namespace st {

namespace {

/// Checks `number` against the option's min and max. `unit` follows each bound in the message
/// (durations are bounded in milliseconds: " ms").
std::optional<LocalizedText> checkRange(const OptionSchema &option, double number, const QString &unit = QString())
{
    const QString low = option.min ? QString::number(*option.min) + unit : QString();
    const QString high = option.max ? QString::number(*option.max) + unit : QString();
    if (option.min && number < double(*option.min)) {
        if (!option.max)
            return localized("must be at least %1", "不能小于 %1").arg(low);
        return localized("must be between %1 and %2", "必须在 %1 到 %2 之间").arg(low, high);
    }
    if (option.max && number > double(*option.max)) {
        if (!option.min)
            return localized("must be at most %1", "不能大于 %1").arg(high);
        return localized("must be between %1 and %2", "必须在 %1 到 %2 之间").arg(low, high);
    }
    return std::nullopt;
}

std::optional<LocalizedText> checkPattern(const OptionSchema &option, const QString &value)
{
    if (!option.hasPattern() || option.pattern.match(value).hasMatch())
        return std::nullopt;
    return LocalizedText{QStringLiteral("\"%1\" is not valid: %2").arg(value, option.patternHint.en),
                         QStringLiteral("“%1”无效：%2").arg(value, option.patternHint.zh)};
}

/// What the option asks of a column it names: that it exists (by exact name), is physical when
/// the option says so, and carries the prefix of `itemPrefixOption` when that is set.
std::optional<LocalizedText> checkNamedColumn(const OptionSchema &option, const QString &name, const ColumnSpec *column,
                                              const TableSpec &spec)
{
    if (!column)
        return notAColumn(name, spec.sameNameIgnoringCase(name));
    if (option.physicalColumns && !column->isPhysical())
        return localized("\"%1\" is a computed or metadata column; only physical columns can be named here",
                         "“%1”是计算列或元数据列；此处只能使用物理列").arg(name);
    const QString prefix = option.itemPrefixOption.isEmpty() ? QString() : spec.options.value(option.itemPrefixOption);
    if (!prefix.isEmpty() && !name.startsWith(prefix))
        return localized("\"%1\" does not start with the prefix \"%2\" set in '%3'",
                         "“%1”不以“%3”设置的前缀“%2”开头").arg(name, prefix, option.itemPrefixOption);
    return std::nullopt;
}

/// A text with at most one `{column}` or `{column|format}` placeholder (`{now()|format}` for the
/// time of writing), as Elasticsearch's dynamic index is (IndexGeneratorFactory): the column must
/// be the table's, and a format takes a DATE, TIME or TIMESTAMP column.
std::optional<LocalizedText> checkColumnTemplate(const QString &value, const TableSpec *spec)
{
    static const QRegularExpression placeholder(QStringLiteral("\\{([^{}]+)\\}"));
    static const QRegularExpression systemTime(QStringLiteral("^\\s*(now\\(\\s*\\)|NOW\\(\\s*\\)|current_timestamp|CURRENT_TIMESTAMP)\\s*\\|.*$"));
    QList<QRegularExpressionMatch> found;
    for (auto it = placeholder.globalMatch(value); it.hasNext();)
        found << it.next();
    if (found.size() > 1)
        return localized("\"%1\" has %2 {...} placeholders; only one is read (\"Chaining dynamic index pattern ... is not supported\")",
                         "“%1”含有 %2 个 {...} 占位符，只能有一个（“Chaining dynamic index pattern ... is not supported”）")
            .arg(value, QString::number(found.size()));
    if (found.isEmpty() || !spec || systemTime.match(found.constFirst().captured(1)).hasMatch())
        return std::nullopt;
    const QString inside = found.constFirst().captured(1);
    const int bar = inside.indexOf(QLatin1Char('|'));
    const QString name = (bar < 0 ? inside : inside.left(bar)).trimmed();
    const ColumnSpec *column = spec->column(name);
    if (!column) {
        const LocalizedText why = notAColumn(name, spec->sameNameIgnoringCase(name));
        return LocalizedText{QStringLiteral("{%1}: ").arg(name) + why.en, QStringLiteral("{%1}：").arg(name) + why.zh};
    }
    static const QRegularExpression timeType(QStringLiteral("^\\s*(DATE|TIME|TIMESTAMP)\\b"), QRegularExpression::CaseInsensitiveOption);
    if (bar >= 0 && !timeType.match(column->type).hasMatch())
        return localized("{%1|...}: a time format needs a DATE, TIME or TIMESTAMP column, and %1 is %2",
                         "{%1|...}：时间格式只能用于 DATE、TIME 或 TIMESTAMP 列，而 %1 是 %2")
            .arg(name, column->type.isEmpty() ? QStringLiteral("computed") : column->type);
    return std::nullopt;
}

std::optional<LocalizedText> checkItems(const OptionSchema &option, const QString &value, const TableSpec *spec)
{
    const QStringList items = option.items(value);
    // A few items are looked up one by one; a long list (a key of thousands of columns) in an
    // index of the columns built once, so the check stays linear.
    constexpr int kFewItems = 8;
    std::optional<ColumnIndex> columns;
    const auto columnNamed = [&](const QString &item) {
        if (items.size() <= kFewItems)
            return spec->column(item);
        if (!columns)
            columns.emplace(*spec);
        return columns->column(item);
    };
    for (const QString &item : items) {
        if (item.isEmpty()) {
            return localized("has an empty item; separate items with \"%1\"", "含有空项；各项之间用“%1”分隔")
                .arg(option.separator);
        }
        if (option.type == ValueType::Columns && spec) {
            if (const auto problem = checkNamedColumn(option, item, columnNamed(item), *spec))
                return problem;
        }
        if (const auto problem = checkPattern(option, item))
            return problem;
    }
    return std::nullopt;
}

} // namespace

bool isFlinkDuration(const QString &value)
{
    return flinkDurationMillis(value).has_value();
}

namespace {

/// Unit names (lower case) and how many of the base unit each is.
using UnitTable = QHash<QString, double>;

UnitTable unitTable(std::initializer_list<std::pair<std::initializer_list<const char *>, double>> units)
{
    UnitTable out;
    for (const auto &unit : units) {
        for (const char *name : unit.first)
            out.insert(QString::fromUtf8(name), unit.second);
    }
    return out;
}

/// `value` as `form` reads it (a number, then a unit), in the base unit of `units`; any case.
std::optional<double> numberWithUnit(const QString &value, const QRegularExpression &form, const UnitTable &units)
{
    const QRegularExpressionMatch m = form.match(value.trimmed());
    if (!m.hasMatch())
        return std::nullopt;
    const auto unit = units.constFind(m.captured(2).toLower());
    if (unit == units.cend())
        return std::nullopt;
    return m.captured(1).toDouble() * unit.value();
}

} // namespace

std::optional<double> flinkDurationMillis(const QString &value)
{
    // Units as Flink's TimeUtils accepts them; a bare number is milliseconds.
    static const QRegularExpression duration(QStringLiteral("^(\\d+)\\s*(\\S*)$"));
    static const UnitTable units = unitTable({
        {{"d", "day", "days"}, 86400000.0},
        {{"h", "hour", "hours"}, 3600000.0},
        {{"min", "m", "minute", "minutes"}, 60000.0},
        {{"s", "sec", "secs", "second", "seconds"}, 1000.0},
        {{"", "ms", "milli", "millis", "millisecond", "milliseconds"}, 1.0},
        {{"us", "µs", "micro", "micros", "microsecond", "microseconds"}, 0.001},
        {{"ns", "nano", "nanos", "nanosecond", "nanoseconds"}, 0.000001},
    });
    return numberWithUnit(value, duration, units);
}

std::optional<double> flinkMemoryBytes(const QString &value)
{
    // MemorySize.parse: digits, optional spaces, a unit of MemoryUnit in any case.
    static const QRegularExpression size(QStringLiteral("^(\\d+)\\s*([A-Za-z]*)$"));
    static const UnitTable units = unitTable({
        {{"", "b", "bytes"}, 1.0},
        {{"k", "kb", "kibibytes"}, 1024.0},
        {{"m", "mb", "mebibytes"}, 1024.0 * 1024},
        {{"g", "gb", "gibibytes"}, 1024.0 * 1024 * 1024},
        {{"t", "tb", "tebibytes"}, 1024.0 * 1024 * 1024 * 1024},
    });
    const std::optional<double> bytes = numberWithUnit(value, size, units);
    // Flink refuses a size beyond Long.MAX_VALUE bytes.
    if (bytes && *bytes > 9.2233720368547758e18)
        return std::nullopt;
    return bytes;
}

bool isCommitTime(const QString &value)
{
    static const QRegularExpression digits(QStringLiteral("^(\\d{14})(\\d{3})?$"));
    const QRegularExpressionMatch m = digits.match(value);
    if (!m.hasMatch())
        return false;
    return QDateTime::fromString(m.captured(1), QStringLiteral("yyyyMMddHHmmss")).isValid();
}

bool isSpecialValue(const OptionSchema &option, const QString &value)
{
    return option.specialValues.contains(value.trimmed(), Qt::CaseInsensitive);
}

std::optional<LocalizedText> checkOptionValue(const OptionSchema &option, const QString &raw, const TableSpec *spec)
{
    const QString value = raw.trimmed();
    if (value.isEmpty() || isSpecialValue(option, value))
        return std::nullopt;
    switch (option.type) {
    case ValueType::String:
        break;
    case ValueType::Integer: {
        bool ok = false;
        const int number = value.toInt(&ok);
        if (!ok)
            return localized("\"%1\" is not a whole number", "“%1”不是整数").arg(value);
        if (const auto problem = checkRange(option, number))
            return problem;
        break;
    }
    case ValueType::Long: {
        bool ok = false;
        const qint64 number = value.toLongLong(&ok);
        if (!ok)
            return localized("\"%1\" is not a whole number (64-bit)", "“%1”不是整数（64 位）").arg(value);
        if (const auto problem = checkRange(option, number))
            return problem;
        break;
    }
    case ValueType::Double: {
        // Java's Double.parseDouble (what Configuration reads a double or float with).
        bool ok = false;
        const double number = value.toDouble(&ok);
        if (!ok)
            return localized("\"%1\" is not a number such as 0.25", "“%1”不是数字，例如 0.25").arg(value);
        if (const auto problem = checkRange(option, number))
            return problem;
        break;
    }
    case ValueType::Boolean:
        if (value.compare(QLatin1String("true"), Qt::CaseInsensitive) != 0
            && value.compare(QLatin1String("false"), Qt::CaseInsensitive) != 0)
            return localized("\"%1\" is not true or false", "“%1”不是 true 或 false").arg(value);
        break;
    case ValueType::Duration: {
        const std::optional<double> millis = flinkDurationMillis(value);
        if (!millis)
            return localized("\"%1\" is not a duration such as 30 s, 5 min or 1 h", "“%1”不是有效时长，例如 30 s、5 min、1 h").arg(value);
        // A duration's min and max are in milliseconds.
        if (const auto problem = checkRange(option, *millis, QStringLiteral(" ms")))
            return problem;
        break;
    }
    case ValueType::MemorySize: {
        const std::optional<double> bytes = flinkMemoryBytes(value);
        if (!bytes)
            return localized("\"%1\" is not a memory size such as 128 mb, 512 kb or 1 gb", "“%1”不是有效的内存大小，例如 128 mb、512 kb、1 gb").arg(value);
        // A memory size's min and max are in bytes.
        if (const auto problem = checkRange(option, *bytes, QStringLiteral(" bytes")))
            return problem;
        break;
    }
    case ValueType::Enum: {
        const Qt::CaseSensitivity cs = option.caseSensitive ? Qt::CaseSensitive : Qt::CaseInsensitive;
        if (!option.values.contains(value, cs))
            return localized("\"%1\" is not one of: %2", "“%1”不是可选值之一：%2").arg(value, option.values.join(QLatin1String(", ")));
        break;
    }
    case ValueType::List:
    case ValueType::Columns:
        return checkItems(option, value, spec);
    case ValueType::Column:
        if (spec) {
            if (const auto problem = checkNamedColumn(option, value, spec->column(value), *spec))
                return problem;
        }
        break;
    case ValueType::CommitTime:
        if (!isCommitTime(value))
            return localized("\"%1\" is not a commit time yyyyMMddHHmmss, such as 20240101083000",
                             "“%1”不是 yyyyMMddHHmmss 格式的提交时间，例如 20240101083000").arg(value);
        break;
    case ValueType::Class: {
        static const QRegularExpression className(QStringLiteral("^[A-Za-z_$][\\w$]*(\\.[A-Za-z_$][\\w$]*)+$"));
        if (!className.match(value).hasMatch())
            return localized("\"%1\" is not a fully qualified Java class name such as org.example.MyClass",
                             "“%1”不是完整的 Java 类名，例如 org.example.MyClass").arg(value);
        break;
    }
    case ValueType::Regex: {
        // Java's syntax (what Kafka compiles) and PCRE2's differ in corners, but both refuse
        // unbalanced brackets, a dangling quantifier and an unknown escape.
        const QRegularExpression re(value);
        if (!re.isValid())
            return localized("\"%1\" is not a valid regular expression: %2 (at character %3)", "“%1”不是有效的正则表达式：%2（第 %3 个字符处）")
                .arg(value, re.errorString(), QString::number(re.patternErrorOffset() + 1));
        break;
    }
    case ValueType::ColumnTemplate:
        return checkColumnTemplate(value, spec);
    case ValueType::IntegerRange: {
        // One whole number, or two joined by '-' (spaces around each allowed), the first not
        // above the second: Flink CDC's server-id ('5400' or '5400-5408', ServerIdRange.from,
        // each part an Integer.parseInt; a range whose end is below its start holds no id).
        static const QRegularExpression range(QStringLiteral("^(\\d+)$|^\\s*(\\d+)\\s*-\\s*(\\d+)\\s*$"));
        const QRegularExpressionMatch m = range.match(value);
        bool startOk = false, endOk = false;
        const QString startText = m.captured(1).isEmpty() ? m.captured(2) : m.captured(1);
        const QString endText = m.captured(1).isEmpty() ? m.captured(3) : m.captured(1);
        const int start = startText.toInt(&startOk);
        const int end = endText.toInt(&endOk);
        if (!m.hasMatch() || !startOk || !endOk)
            return localized("\"%1\" is not a whole number or a range start-end of whole numbers, such as 5400 or 5400-5408",
                             "“%1”不是整数或“起始-结束”形式的整数范围，例如 5400 或 5400-5408").arg(value);
        if (start > end)
            return localized("\"%1\" is a range whose end (%3) is below its start (%2): it holds no number",
                             "“%1”这个范围的结束值（%3）小于起始值（%2），范围内没有任何值").arg(value, startText, endText);
        if (const auto problem = checkRange(option, start))
            return problem;
        if (const auto problem = checkRange(option, end))
            return problem;
        break;
    }
    case ValueType::Uri: {
        static const QRegularExpression uri(QStringLiteral("^([A-Za-z][A-Za-z0-9+.-]*://)?[^\\s]+$"));
        if (!uri.match(value).hasMatch())
            return localized("\"%1\" is not a path or URI (no spaces), such as hdfs://ns/warehouse/t1",
                             "“%1”不是有效路径或 URI（不能含空格），例如 hdfs://ns/warehouse/t1").arg(value);
        break;
    }
    }
    return checkPattern(option, value);
}

} // namespace st

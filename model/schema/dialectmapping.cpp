#include "schema/dialectmapping.h"

namespace st {

QString writtenKey(const QString &optionKey, const OptionMapping &mapping)
{
    return mapping.key.isEmpty() ? optionKey : mapping.key;
}

std::optional<QString> writtenValue(const OptionMapping &mapping, const QString &value)
{
    const auto mapped = mapping.values.constFind(value.toLower());
    return mapped == mapping.values.cend() ? std::optional<QString>(value) : mapped.value();
}

QString canonicalValue(const OptionMapping &mapping, const QString &written)
{
    for (auto it = mapping.values.cbegin(); it != mapping.values.cend(); ++it) {
        if (it.value() && *it.value() == written)
            return it.key();
    }
    for (auto it = mapping.values.cbegin(); it != mapping.values.cend(); ++it) {
        if (it.value() && it.value()->compare(written, Qt::CaseInsensitive) == 0)
            return it.key();
    }
    return written;
}

bool mappingWrites(const OptionMapping &mapping, const QString &written)
{
    if (mapping.values.isEmpty())
        return true;
    for (auto it = mapping.values.cbegin(); it != mapping.values.cend(); ++it) {
        if (it.value() && it.value()->compare(written, Qt::CaseInsensitive) == 0)
            return true;
    }
    return false;
}

std::optional<QString> valueOfAbsentKey(const OptionMapping &mapping)
{
    if (!mapping.useDefault)
        return std::nullopt;
    for (auto v = mapping.values.cbegin(); v != mapping.values.cend(); ++v) {
        if (!v.value())
            return v.key();
    }
    return std::nullopt;
}

QHash<QString, WrittenOption> writtenOptions(const ConnectorSchema &schema, const DialectSchema &dialect)
{
    QHash<QString, WrittenOption> byKey;
    for (const OptionSchema &option : schema.options) {
        const OptionMapping mapping = dialect.options.value(option.key);
        if (mapping.omit)
            continue;
        const QString written = writtenKey(option.key, mapping);
        WrittenOption &entry = byKey[written];
        const bool ownKey = written == option.key;
        if (entry.option && ownKey != (written == entry.option->key)) {
            // One option written under its own key, one mapped onto it: the mapped one reads
            // the values it writes, the other the rest.
            if (ownKey)
                entry.sameKey = &option;
            else
                entry = WrittenOption{&option, mapping, entry.option};
            continue;
        }
        entry = WrittenOption{&option, mapping, nullptr};
    }
    return byKey;
}

ReadOption readOption(const QHash<QString, WrittenOption> &written, const QString &key, const QString &value)
{
    const auto it = written.constFind(key);
    if (it == written.cend())
        return ReadOption{nullptr, value, nullptr};
    if (it->sameKey && !mappingWrites(it->mapping, value))
        return ReadOption{it->sameKey, value, nullptr};
    return ReadOption{it->option, canonicalValue(it->mapping, value), &it.value()};
}

} // namespace st

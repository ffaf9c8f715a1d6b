#pragma once

// schema/dialectmapping: how a dialect writes a connector's options, both ways. The DDL writer
// goes forward (an option's key and value -> the WITH entry), the importer and inference go
// backward (a WITH entry -> the option); one module so the two directions cannot drift apart.
// The data is the schema file's "dialects" member (docs/SCHEMAS.md "Dialects").

#include "schema/connectorschema.h"

#include <QHash>

#include <optional>

namespace st {

/// Forward: the WITH key an option is written under, the mapping's or its own.
QString writtenKey(const QString &optionKey, const OptionMapping &mapping);

/// Forward: the value written for `value` (matched ignoring case, as the schema's values are);
/// nullopt when the mapping drops the option for that value.
std::optional<QString> writtenValue(const OptionMapping &mapping, const QString &value);

/// Backward: the value the user typed for a value the dialect writes as `written` (an exact
/// match first, then one ignoring case); a value the mapping does not write is kept as written.
QString canonicalValue(const OptionMapping &mapping, const QString &written);

/// True when `written` is a value the mapping writes (for a mapping without values, any value).
bool mappingWrites(const OptionMapping &mapping, const QString &written);

/// Backward, for a key that is not written at all: the value a mapping that always writes its
/// option (useDefault) but drops one value says by the key's absence; nullopt otherwise.
std::optional<QString> valueOfAbsentKey(const OptionMapping &mapping);

/// The option a dialect writes under one WITH key, with its mapping; how WITH keys are read back.
struct WrittenOption
{
    const OptionSchema *option = nullptr;
    OptionMapping mapping;
    /// The schema's option of the same key as written, when a mapped option writes that key
    /// too: HDFS's isContinuousStream is written as 'source.monitor-interval' = '60 s', and
    /// 'source.monitor-interval' is also an option of its own. A value the mapping does not
    /// write ('10 s') is that option's.
    const OptionSchema *sameKey = nullptr;
};

/// Backward: every WITH key the dialect writes (omitted options left out), by that key.
QHash<QString, WrittenOption> writtenOptions(const ConnectorSchema &schema, const DialectSchema &dialect);

/// Backward: what one WITH entry sets.
struct ReadOption
{
    const OptionSchema *option = nullptr; ///< null: a key the dialect does not write (kept as written)
    QString value;                        ///< the option's value, the mapping undone
    /// The mapping the entry was read through; null for an unknown key and for a value that
    /// belongs to the option of the written key's own name (WrittenOption::sameKey).
    const WrittenOption *mapped = nullptr;
};
ReadOption readOption(const QHash<QString, WrittenOption> &written, const QString &key, const QString &value);

} // namespace st

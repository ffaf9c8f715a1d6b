#pragma once

#include "core/tablespec.h"
#include "schema/connectorschema.h"

#include <QJsonValue>

namespace st {

/// Reads a condition (docs/SCHEMAS.md "Conditions"). Every option a condition names must be
/// one of `knownOptions`. On failure returns false with `path: problem` in `error`.
bool parseCondition(const QJsonValue &json, const QString &path, const QStringList &knownOptions,
                    Condition *out, QString *error);

/// The option's value exactly as the user typed it, or empty when unset.
QString optionValue(const TableSpec &spec, const QString &key);
/// The value, or the schema default when unset.
QString effectiveValue(const ConnectorSchema &schema, const TableSpec &spec, const QString &key);

bool evaluate(const Condition &condition, const ConnectorSchema &schema, const TableSpec &spec);

/// Orders two option values: numerically when both are whole numbers, else as text.
int compareValues(const QString &a, const QString &b);

/// Orders two values of option `key` as values of its type order: durations by length in
/// milliseconds (`60000` before `30 min`, `30 s` before `1 min`), commit times with and without
/// milliseconds alike, whole numbers as numbers, other text as text (compareValues()). The one
/// place for type-aware ordering (notBefore, after). nullopt when a duration does not parse: the
/// value check reports that.
std::optional<int> compareOptionValues(const ConnectorSchema &schema, const QString &key, const QString &a,
                                       const QString &b);

} // namespace st

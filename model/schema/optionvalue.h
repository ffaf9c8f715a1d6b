#pragma once

#include "core/tablespec.h"
#include "schema/connectorschema.h"

#include <optional>

namespace st {

/// Checks one option value against its schema: type, enum values, pattern, range, and (when
/// `spec` is given) that column names name columns of the table. Returns the problem, or
/// nothing when the value is fine. An empty value is "unset" and is not checked here.
std::optional<LocalizedText> checkOptionValue(const OptionSchema &option, const QString &value,
                                              const TableSpec *spec = nullptr);

/// True for a Flink duration such as `500 ms`, `5s`, `1 min`, `2 hours`, or a bare number.
bool isFlinkDuration(const QString &value);
/// Whether `value` is one of the option's specialValues (ignoring case and surrounding spaces).
bool isSpecialValue(const OptionSchema &option, const QString &value);
/// The length of a Flink duration in milliseconds (a bare number is milliseconds; `us` and `ns`
/// give fractions), or nullopt when `value` is not one. Leading and trailing spaces are ignored.
std::optional<double> flinkDurationMillis(const QString &value);

/// The bytes of a Flink memory size (`128 mb`, `1 gb`, `4096`; a bare number is bytes), as
/// Flink's MemorySize.parse reads it, or nothing when it does not parse or overflows a long.
std::optional<double> flinkMemoryBytes(const QString &value);
/// True for a 14-digit (or 17-digit, with milliseconds) Hudi instant that is a real time.
bool isCommitTime(const QString &value);

} // namespace st

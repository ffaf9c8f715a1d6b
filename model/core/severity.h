#pragma once

#include <QString>

namespace st {

/// How bad a finding is, for every kind of finding the programs make: the validator's (a
/// connector schema's rule names Error or Warning), the DDL reader's and inference's (which also
/// give notes, such as a statement that was skipped).
enum class Severity { Error, Warning, Note };
/// `error`, `warning` or `note`, as messages and JSON write it.
QString severityName(Severity severity);

} // namespace st

#pragma once

#include <QString>

namespace st {

/// How bad a finding is; a connector schema's rule names one, the validators report it.
enum class Severity { Error, Warning };
QString severityName(Severity severity);

} // namespace st

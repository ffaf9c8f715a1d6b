#pragma once

#include "core/severity.h"

#include <QString>

namespace st {

/// Where a finding is in a text: `FILE:LINE:COLUMN`, with `<input>` for a text that has no file
/// name (standard input). The one form every finding with a place is shown in, as compilers do,
/// so that editors and the terminal jump to it.
QString findingPlace(const QString &file, int line, int column);

/// One finding as one line: `PLACE: SEVERITY: MESSAGE`, or `SEVERITY: MESSAGE` for a finding
/// without a place in a text (the validator's subjects, inference's paths in a sample go into
/// the message). Readers, inference and the validator all print their findings through this.
QString findingLine(const QString &place, Severity severity, const QString &message);

} // namespace st

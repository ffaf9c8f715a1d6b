#pragma once

#include "core/severity.h"

class QColor;
class QPalette;
class QWidget;

namespace st {

/// Colours `widget`'s text as a finding of `severity`: red for an error, amber for a warning, in
/// a tone readable on its palette's background (darker on a light one, lighter on a dark one).
/// The one place the forms take these colours from.
void colourAsFinding(QWidget *widget, Severity severity);
/// The colour of a finding of `severity` on `palette` (for what is no widget: a table's cell).
QColor findingColour(Severity severity, const QPalette &palette);

} // namespace st

#pragma once

#include <QString>
#include <QStringList>

namespace st {

/// Flink SQL identifier: wrapped in backticks, embedded backticks doubled.
QString quoteIdentifier(const QString &name);
/// Flink SQL string literal: wrapped in single quotes, embedded quotes doubled. Newlines and
/// any Unicode stay as they are (SQL literals have no backslash escapes).
QString quoteLiteral(const QString &text);
/// `a`, `b` for a list of names.
QString quoteIdentifierList(const QStringList &names);

} // namespace st

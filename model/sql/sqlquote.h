#pragma once

#include <QString>
#include <QStringList>
#include <QStringView>

namespace st {

/// Flink SQL identifier: wrapped in backticks, embedded backticks doubled.
QString quoteIdentifier(const QString &name);
/// Flink SQL string literal: wrapped in single quotes, embedded quotes doubled. Newlines and
/// any Unicode stay as they are (SQL literals have no backslash escapes).
QString quoteLiteral(const QString &text);
/// What a quoted name or literal stands for: `content` (the text between the quotes) with each
/// doubled `quote` undone. The one inverse of quoteIdentifier() and quoteLiteral().
QString unquoted(QStringView content, QChar quote);
/// `a`, `b` for a list of names.
QString quoteIdentifierList(const QStringList &names);

} // namespace st

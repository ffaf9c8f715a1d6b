#pragma once

#include <QString>

namespace st {

/// The role a table plays in a job; decides which options apply and which are required.
enum class Role { Source, Sink, Both }; // their names as stored: roleName()

QString roleName(Role role);
bool parseRole(const QString &name, Role *out);
/// True when a table of role `table` reads (source) or writes (sink) as `wanted` does.
/// `Both` covers either side.
bool roleIncludes(Role table, Role wanted);

} // namespace st

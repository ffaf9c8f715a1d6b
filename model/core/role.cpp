#include "core/role.h"

namespace st {

QString roleName(Role role)
{
    // As literals: a table listing asks for a role's name per row. The catalog stores them
    // (test_tablespec checks the three).
    switch (role) {
    case Role::Source: return QStringLiteral("source");
    case Role::Sink: return QStringLiteral("sink");
    case Role::Both: return QStringLiteral("both");
    }
    return {};
}

bool parseRole(const QString &name, Role *out)
{
    for (Role role : {Role::Source, Role::Sink, Role::Both}) {
        if (name == roleName(role)) {
            *out = role;
            return true;
        }
    }
    return false;
}

bool roleIncludes(Role table, Role wanted)
{
    return table == Role::Both || wanted == Role::Both || table == wanted;
}

} // namespace st

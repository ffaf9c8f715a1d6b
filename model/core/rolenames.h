#pragma once

// The names of the roles (core/role.h) in C++ alone (no Qt): the catalog stores them, and the
// `streamtable` launcher (app/cli/launcher.cpp) reads them back without loading Qt.

namespace st {

/// Indexed by Role: Source, Sink, Both.
constexpr const char *RoleNames[] = {"source", "sink", "both"};

} // namespace st

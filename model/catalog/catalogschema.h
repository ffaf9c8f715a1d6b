#pragma once

#include "catalog/catalogdialect.h"

#include <QSqlDatabase>
#include <QString>

namespace st::catalogschema {

/// The catalog format this program writes, stored in `PRAGMA user_version` (on a server: in
/// the table catalog_meta). Version 0 is an
/// empty file. Raising it means adding one migration step in catalogschema.cpp and a fixture of
/// the previous version to tests/test_catalog.cpp (migrations are tested from every version).
constexpr int CurrentVersion = 6;

/// Stored in `PRAGMA application_id` (on a server: catalog_meta) so a catalog is told apart from
/// other programs' databases; on a server also the key of the advisory lock writers hold.
constexpr qint32 ApplicationId = 0x53544442; // "STDB"

/// Brings the database from format `from` to format `to` (from < to <= CurrentVersion), one
/// step at a time, ending each step by recording the version. Runs inside the caller's
/// transaction; on failure returns false with the store's message in `error` and the caller
/// rolls back. Tests use it to build catalogs of older versions.
bool migrate(QSqlDatabase &db, int from, int to, QString *error, CatalogBackend backend = CatalogBackend::SQLite);

} // namespace st::catalogschema

#pragma once

#include "catalog/catalogdialect.h"
#include "catalog/catalogformat.h"

#include <QSqlDatabase>
#include <QString>

namespace st::catalogschema {

/// The catalog format this program writes and the mark of a catalog (catalogformat.h).
constexpr int CurrentVersion = catalogformat::CurrentVersion;
constexpr qint32 ApplicationId = catalogformat::ApplicationId;

/// Brings the database from format `from` to format `to` (from < to <= CurrentVersion), one
/// step at a time, ending each step by recording the version. Runs inside the caller's
/// transaction; on failure returns false with the store's message in `error` and the caller
/// rolls back. Tests use it to build catalogs of older versions.
bool migrate(QSqlDatabase &db, int from, int to, QString *error, CatalogBackend backend = CatalogBackend::SQLite);

} // namespace st::catalogschema

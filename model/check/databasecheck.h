#pragma once

#include "check/diagnostic.h"
#include "core/connection.h"
#include "core/tablespec.h"
#include "core/variables.h"
#include "job/jobprofile.h"
#include "schema/schemaregistry.h"

#include <QList>

#include <atomic>

namespace st {

/// What checking a database as it will be exported found.
struct DatabaseCheck
{
    /// Each table's own findings, in the order the tables were given (empty: none).
    QList<Diagnostics> tables;
    /// The tables as the export writes them: completed by their connections and, when an
    /// environment was given, with its values in place of the ${NAME} references.
    QList<TableSpec> written;
    /// DatabaseValidator's findings: the job profile, the rules across tables, the wirings.
    Diagnostics database;
    bool cancelled = false; ///< stopped early: the findings are partial
};

/// The one way a whole logical database is checked as it will be exported: the designer's
/// checks and its export and target-change pre-checks, `streamtable validate --db` and the
/// exporter's job check all call it, so that they cannot disagree (issue 51). Each table is
/// completed by its connection first (an option the connection gives is given), then checked
/// for the target it is written for (its own, else `databaseTarget`), for `environment` when
/// there is one (a variable it does not give is an error); then the database's own rules.
/// `cancelled`, when given, is looked at between tables.
DatabaseCheck checkDatabaseAsExported(const QList<TableSpec> &tables, const Connections &connections, const JobProfile &profile,
                                      const Wirings &wirings, const SchemaRegistry &registry, const QString &databaseTarget,
                                      const QString &database, const Environment *environment = nullptr,
                                      const std::atomic_bool *cancelled = nullptr);

} // namespace st

#include "check/databasecheck.h"

#include "check/databasevalidator.h"
#include "check/validator.h"

namespace st {

DatabaseCheck checkDatabaseAsExported(const QList<TableSpec> &tables, const Connections &connections, const JobProfile &profile,
                                      const Wirings &wirings, const SchemaRegistry &registry, const QString &databaseTarget,
                                      const QString &database, const Environment *environment, const std::atomic_bool *cancelled)
{
    DatabaseCheck out;
    out.tables.reserve(tables.size());
    out.written.reserve(tables.size());
    const SchemaRegistry *resolved = registry.resolvedFor(effectiveTarget(QString(), QString(), databaseTarget, registry));
    const SchemaRegistry &forDatabase = resolved ? *resolved : registry;
    const Validator validator(forDatabase); // a table that names a target of its own is checked for that one
    for (const TableSpec &table : tables) {
        if (cancelled && *cancelled) {
            out.cancelled = true;
            return out;
        }
        TableSpec connected;
        LocalizedText problem;
        Diagnostics found;
        if (!withConnection(table, connections, database, &connected, &problem, registry.connectionKind(table.connector)))
            found << connectionProblem(problem);
        found += environment ? validator.validate(connected, *environment, database) : validator.validate(connected);
        out.tables << found;
        out.written << (environment ? withVariables(connected, environment->variables, nullptr) : connected);
    }
    out.database = DatabaseValidator(forDatabase).validate(out.written, profile, wirings,
                                                           jobProfileFindings(profile, wirings, forDatabase, environment, database));
    return out;
}

} // namespace st

#pragma once

#include "check/diagnostic.h"
#include "job/jobprofile.h"
#include "schema/schemaregistry.h"
#include "core/tablespec.h"
#include "core/variables.h"

namespace st {

/// Checks what only shows across the tables of one logical database: its job profile, the
/// connectors' database rules (docs/SCHEMAS.md "Database rules": Hudi's CDC changelog on both
/// sides of one table, a COPY_ON_WRITE table read as a stream) and the source -> sink wirings of
/// its job. Stateless and cheap; messages in both languages; stable order.
class DatabaseValidator
{
public:
    explicit DatabaseValidator(const SchemaRegistry &registry) : m_registry(registry) {}

    /// The database-level diagnostics, in this order:
    /// - the job profile, subjects `job/KEY` (only when the database has a job: see hasJob());
    ///   the same findings as Validator::validateJobProfile();
    /// - database rules, subjects `TABLE/OPTION` such as `orders_hudi/changelog.enabled`;
    /// - each wiring, subject `wiring SOURCE -> SINK` (see validateWiring()), and a warning with
    ///   subject `wirings` when the database has a job profile but nothing is wired.
    Diagnostics validate(const QList<TableSpec> &tables, const JobProfile &profile, const Wirings &wirings) const;
    /// The same, given the profile's findings a caller has already (Validator::validateJobProfile()
    /// of `profile`, as the job dialog shows them beside its fields), so they are not made twice.
    Diagnostics validate(const QList<TableSpec> &tables, const JobProfile &profile, const Wirings &wirings,
                         const Diagnostics &profileFindings) const;

    /// The checks of one wiring: both tables exist, the source reads and the sink writes (by
    /// role), the source is not the sink, neither names a target of its own other than the
    /// database's (the registry's active target, where the job runs), and every column the sink is written through (physical
    /// and non-virtual metadata columns, in sink order) has a source column of the same name
    /// (compared ignoring case, as TableSpec::column does) of a compatible type.
    Diagnostics validateWiring(const QList<TableSpec> &tables, const Wiring &wiring) const;

    /// Each table's own diagnostics (Validator::validate, subjects prefixed `TABLE/`), then
    /// validate(): what `streamtable validate --db` prints.
    Diagnostics validateAll(const QList<TableSpec> &tables, const JobProfile &profile, const Wirings &wirings) const;

private:
    /// An error when `table` names a target of its own other than the one these schemas were
    /// resolved for (the database's, where the job runs).
    Diagnostics targetOfItsOwn(const TableSpec &table, const Subject &subject) const;
    /// A source producing updates and deletes wired into a sink that cannot take them (docs/JOBS.md).
    Diagnostics changelogFindings(const TableSpec &source, const ConnectorSchema &sourceSchema, const TableSpec &sink,
                                  const ConnectorSchema &sinkSchema, const Subject &subject) const;
    /// Whether one of the table's format options names a format that carries a changelog.
    bool namesChangelogFormat(const TableSpec &table, const ConnectorSchema &schema) const;

    const SchemaRegistry &m_registry;
};

/// The job profile's findings (Validator::validateJobProfile()), for `environment` when there is
/// one (a variable it does not give is an error, as for a table); none when the database has no
/// job (hasJob()). What DatabaseValidator::validate() takes as `profileFindings`.
Diagnostics jobProfileFindings(const JobProfile &profile, const Wirings &wirings, const SchemaRegistry &registry,
                               const Environment *environment, const QString &database);

} // namespace st

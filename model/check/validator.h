#pragma once

// check/: the rules: the table validator, the database validator (across tables and
// wirings), the findings they report (diagnostic) and the one way a database is checked as it
// will be exported (databasecheck). Depends on core/, schema/, sql/ and job/.
// (docs/ARCHITECTURE.md lists the arrows; tests/test_architecture.cpp checks them and this line.)

#include "check/diagnostic.h"
#include "job/jobprofile.h"
#include "schema/schemaregistry.h"
#include "core/tablespec.h"
#include "core/connection.h"
#include "core/names.h"
#include "core/variables.h"

namespace st {

/// Whether a finding of a table checked for a new target is what a change of the database's
/// target must list before it is made: an error (the table does not fit), or an option the new
/// target's DDL leaves out (dialect.option-dropped: Blink's enumerateNestedFiles = 'false' on
/// Flink, whose source then reads sub-folders).
bool matterForTargetChange(const Diagnostic &d);

/// Checks a table spec against its connector's schema and the Flink SQL rules. Returns every
/// finding at once, in a stable order. Cheap enough to run on every keystroke.
class Validator
{
public:
    explicit Validator(const SchemaRegistry &registry) : m_registry(registry) {}
    const SchemaRegistry &registry() const { return m_registry; }

    Diagnostics validate(const TableSpec &spec) const;
    /// `spec` checked as it is written for `environment` (of database `database`): its ${NAME}
    /// references replaced by the environment's values (core/variables), every one the
    /// environment does not give an error (`variable.missing`) on the option that refers to it.
    Diagnostics validate(const TableSpec &spec, const Environment &environment, const QString &database) const;

    /// Checks a connection (core/connection.h): its connector is known and has connections, each
    /// key is one a connection of it may hold (`connection.option`, the schema's `connection`),
    /// and a declared option's value is of its type (`option.value`; a value with a ${NAME}
    /// reference is checked where it is written for an environment). Subjects are option keys.
    Diagnostics validateConnection(const Connection &connection) const;

    /// Checks a job profile against the job schema (SchemaRegistry::jobSchema()): each value
    /// (type, range, pattern), required options, unknown keys (warnings) and the schema's rules,
    /// with an unset option taking its default (effectiveJobProfile()). Subjects are option keys.
    /// One error with subject `job` when no job schema is loaded.
    Diagnostics validateJobProfile(const JobProfile &profile) const;
    /// The job profile as it is written for `environment` (of database `database`): as
    /// validate(spec, environment, database) checks a table.
    Diagnostics validateJobProfile(const JobProfile &profile, const Environment &environment, const QString &database) const;

private:
    const SchemaRegistry &m_registry;
};

/// The finding of a table its connection cannot complete (withConnection()'s `problem`: the
/// database has no such connection, or it is one for another connector): an error about the
/// table's data source, `connection.missing`.
Diagnostic connectionProblem(const LocalizedText &problem);

/// The finding of a table named as another table of its database is (`existing`, compared as
/// the catalog compares names): an error about the name, `table.name-taken`; the catalog would
/// refuse the save.
Diagnostic tableNameTaken(const QString &existing, const QString &database);

/// Which options of `spec` hold secrets: those the connector's schema or a format's in use marks
/// `secret`; of the keys no schema declares, those whose name says so (optionKeyLooksSecret()).
SecretKey secretOptionsOf(const TableSpec &spec, const SchemaRegistry &registry);

/// Options secret in either of two revisions of a table (a diff of them shows neither value).
SecretKey secretOptionsOfEither(const TableSpec &a, const TableSpec &b, const SchemaRegistry &registry);

/// `spec` as it may be shown (the previews, the history): each secret option's value held as it
/// is masked (maskSecretInClear()); references and everything else unchanged. What is exported
/// and stored is the spec itself.
TableSpec withSecretsMasked(const TableSpec &spec, const SchemaRegistry &registry);

/// The options `spec` gives under an older key that the engine still reads as the option (a
/// fallback or deprecated key, ConfigOption.withFallbackKeys / withDeprecatedKeys: the findings
/// option.fallback-key and option.deprecated-key): each such key -> the option's current key.
/// An older key whose option is set under another key already is not one (the engine ignores
/// it: option.fallback-key-unread). Empty for an unknown connector or target.
QMap<QString, QString> olderOptionKeys(const TableSpec &spec, const SchemaRegistry &registry);

/// `spec` with each option of `olderKeys` (olderOptionKeys()) given under its current key, its
/// value and everything else kept.
TableSpec withCurrentOptionKeys(const TableSpec &spec, const QMap<QString, QString> &olderKeys);

/// A table that uses a connection, and how many errors its checks find as the connections
/// complete it (a connection that cannot complete it is one).
struct ConnectionUser
{
    QString table;
    int errors = 0;
};

/// The tables of `tables` that use connection `name` (compared as nameKey()), in their order,
/// each checked as `connections` complete it: what a change of a connection does to its tables.
QList<ConnectionUser> checkConnectionUsers(const QList<TableSpec> &tables, const QString &name, const Connections &connections,
                                           const QString &database, const Validator &validator);

} // namespace st

#pragma once

// job/: a database's job: the profile (options, wirings) and the job script writer
// (INSERT statements, submit command). Depends on core/, schema/, sql/.
// (docs/ARCHITECTURE.md lists the arrows; tests/test_architecture.cpp checks them and this line.)

#include "schema/connectorschema.h"

#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

namespace st {

/// The submission parameters of one logical database's Flink job: job schema option key (see
/// SchemaRegistry::jobSchema(), schemas/job.json) -> value as the user typed it. Unset options
/// are absent. Stored per database in the catalog.
using JobProfile = QMap<QString, QString>;

/// One `INSERT INTO sink SELECT ... FROM source` of a database's job: table names of the same
/// logical database.
struct Wiring
{
    QString source;
    QString sink;

    /// `wiring SOURCE -> SINK`: the subject of the wiring's diagnostics.
    QString subject() const;
    bool operator==(const Wiring &o) const { return source == o.source && sink == o.sink; }
    bool operator!=(const Wiring &o) const { return !(*this == o); }
};

using Wirings = QList<Wiring>;

/// The profile as the job runs it: every unset option of the job schema that has a default takes
/// it (the seed makes all of them mandatory on the command line, so the script always passes
/// them). Keys the schema does not know are kept.
JobProfile effectiveJobProfile(const ConnectorSchema &jobSchema, const JobProfile &profile);

/// The profile's keys in the job schema's option order, then keys the schema does not know,
/// sorted: the order of forms, `job show` and the script's SET lines.
QStringList orderedJobKeys(const ConnectorSchema &jobSchema, const JobProfile &profile);

/// True when the database has a job at all: a non-empty profile or at least one wiring.
/// Databases without one get no job diagnostics and no job script.
inline bool hasJob(const JobProfile &profile, const Wirings &wirings)
{
    return !profile.isEmpty() || !wirings.isEmpty();
}

} // namespace st

#pragma once

#include "schema/connectorschema.h"
#include "schema/engineoptions.h"
#include "schema/typemap.h"
#include "schema/legacykeys.h"
#include "schema/target.h"

#include <QHash>
#include <QMutex>
#include <QSharedPointer>
#include <QStringList>

namespace st {

/// All connector schemas the programs know: the built-in ones (resources under
/// `:/streamtable/schemas`) plus any found in user folders. A broken file is reported in
/// `problems()` and skipped; the rest still load. The job profile schema (`"kind": "job"`,
/// schemas/job.json) and the format schemas (`"kind": "format"`, schemas/formats/) are kept
/// apart: find(), connectors() and schemas() never return them; jobSchema() and format() do.
class SchemaRegistry
{
public:
    SchemaRegistry() = default;

    /// Loads the built-in schemas, then each folder in `extraDirs` (later files with the same
    /// connector replace earlier ones), resolved for the default target (forTarget()).
    static SchemaRegistry loadDefault(const QStringList &extraDirs = {});
    /// Only the targets: the built-in target files (named `target-*.json` among the resources,
    /// schemas/schemas.qrc) and the targets in the files of `extraDirs`, without reading the
    /// built-in connector and format schemas or resolving any for a target. For what needs no
    /// more than the targets (the default target a database without one of its own is written
    /// for); a fraction of loadDefault()'s time. Its problems() are not complete.
    static SchemaRegistry loadTargets(const QStringList &extraDirs = {});
    /// Folders named by STREAMTABLE_SCHEMAS (separated by the platform's list separator).
    static QStringList environmentDirs();

    /// Loads every `*.json` file directly in `dir` (non-recursive, sorted by name).
    void loadDirectory(const QString &dir);
    /// Loads one file; returns false and records a problem naming the file when it is broken.
    bool loadFile(const QString &path);
    /// Adds a connector or a format, or sets the job schema when `schema` is one (a later one
    /// with the same id replaces it).
    /// `json` is the file it was read from, which a target is applied to (forTarget()); a
    /// connector added without it is the same on every target.
    void add(const ConnectorSchemaPtr &schema, const QJsonObject &json = {});
    /// Adds a target (a later one with the same id replaces it).
    void addTarget(const TargetSchema &target);
    /// Adds an engine release's declared options (a later one with the same id replaces it).
    void addEngine(const EngineRelease &release);
    /// The engine release `id` (`flink-1.20`), or null.
    const EngineRelease *engine(const QString &id) const;
    /// The engine releases, sorted by id.
    QList<EngineRelease> engines() const { return m_engines.values(); }
    /// Adds a connector's type map for one kind of database (a later one for the same connector
    /// and database replaces it). A connector that reads several kinds of database (jdbc) has
    /// a map for each.
    void addTypeMap(const TypeMap &map) { m_typeMaps.insert({map.connector, map.database}, map); }
    /// The type map of `connector` for a `database` kind (`mysql`, `postgresql`), or null when
    /// it has none. Without a database: the connector's map when it has one; of several, the
    /// first by database kind.
    const TypeMap *typeMap(const QString &connector, const QString &database = QString()) const;
    /// The type maps, by connector, then database kind.
    QList<TypeMap> typeMaps() const { return m_typeMaps.values(); }
    /// The map of the connector that reads the changes of a `database` kind (TypeMap::readsChanges)
    /// on a target running `targetEngines`, or null when the target runs none.
    const TypeMap *changeReader(const QString &database, const QStringList &targetEngines) const;

    ConnectorSchemaPtr find(const QString &connector) const;
    /// What connections of `connector` are (its schema's `connection`), or null for a connector
    /// not known here: for withConnection() (core/connection.h).
    const ConnectionKind *connectionKind(const QString &connector) const;
    /// Connector ids, sorted.
    QStringList connectors() const;
    /// The connector schemas, sorted by id (never the job schema).
    QList<ConnectorSchemaPtr> schemas() const;
    /// The format schema of format `id` (`json`), or null when none knows it.
    ConnectorSchemaPtr format(const QString &id) const { return m_formats.value(id); }
    /// Format ids, sorted.
    QStringList formats() const { return m_formats.keys(); }
    /// The job profile schema, or null when none was loaded.
    ConnectorSchemaPtr jobSchema() const { return m_jobSchema; }
    /// One message per file that could not be loaded: "FILE: problem".
    QStringList problems() const { return m_problems; }

    /// The target platforms, sorted by id.
    QList<TargetSchema> targets() const { return m_targets.values(); }
    const TargetSchema *target(const QString &id) const;
    /// The legacy property forms import translates (Flink 1.10's keys), by id.
    const QMap<QString, LegacyKeys> &legacyForms() const { return m_legacyForms; }
    /// Adds a legacy form (a later one with the same id replaces it).
    void addLegacyForm(const LegacyKeys &form) { m_legacyForms.insert(form.id, form); }
    /// The id of the target marked `"default": true` (the target of a spec that names none,
    /// outside a database), or empty when none is.
    QString defaultTargetId() const;
    /// defaultTargetId() of loadTargets() without a user's folder, taken from the built-in
    /// target files when the program is built (they are part of it, and checked whole by its
    /// tests), so a command that needs no more than this id reads none of them.
    static QString builtInDefaultTargetId();
    /// The target these schemas were resolved for, or empty for the schemas as their files say.
    QString activeTarget() const { return m_activeTarget; }
    /// These schemas as `target` sees them (applyTarget() on each connector's file): what the
    /// validator, the DDL writer, the importer and the form use for a table of that target. The
    /// targets, the job schema and the problems are kept. False with a message when there is no
    /// such target. A connector the target does not fit (an option it changes is missing from a
    /// user's file) is unavailable on the target, with the reason, and listed in problems().
    bool forTarget(const QString &target, SchemaRegistry *out, QString *error) const;
    /// forTarget(), made once per target and kept: these schemas when `target` is empty or the
    /// active one, null for an unknown target. The validator and the DDL writer call it for a
    /// spec that names its own target, on every keystroke, so it must not re-read the files.
    /// Safe to call from several threads.
    const SchemaRegistry *resolvedFor(const QString &target) const;

private:
    QMap<QString, ConnectorSchemaPtr> m_schemas;
    QMap<QString, QJsonObject> m_files; ///< connector id -> the JSON of its schema file
    QMap<QString, ConnectorSchemaPtr> m_formats;
    QMap<QString, QJsonObject> m_formatFiles; ///< format id -> the JSON of its schema file
    QJsonObject m_jobFile;              ///< the JSON of the job schema's file
    QMap<QString, TargetSchema> m_targets;
    QMap<QString, LegacyKeys> m_legacyForms;
    QMap<QString, EngineRelease> m_engines;
    QMap<std::pair<QString, QString>, TypeMap> m_typeMaps; ///< by connector and database kind
    QString m_activeTarget;
    struct ResolvedCache
    {
        QMutex mutex;
        QHash<QString, QSharedPointer<const SchemaRegistry>> registries;
    };
    /// Shared by copies, which hold the same schemas; replaced whenever the schemas change.
    QSharedPointer<ResolvedCache> m_resolved = QSharedPointer<ResolvedCache>::create();
    ConnectorSchemaPtr m_jobSchema;
    QStringList m_problems;
};

/// The target a table is written for: `chosen` (a `--target` of the CLI) when given, else the
/// spec's own, else `databaseTarget`, else the registry's active target, else its default one.
QString effectiveTarget(const QString &chosen, const QString &specTarget, const QString &databaseTarget, const SchemaRegistry &registry);

} // namespace st

#pragma once

#include "schema/connectorschema.h"

#include <QStringList>

namespace st {

/// All connector schemas the programs know: the built-in ones (resources under
/// `:/streamtable/schemas`) plus any found in user folders. A broken file is reported in
/// `problems()` and skipped; the rest still load. The job profile schema (`"kind": "job"`,
/// schemas/job.json) is kept apart: find(), connectors() and schemas() never return it;
/// jobSchema() does.
class SchemaRegistry
{
public:
    SchemaRegistry() = default;

    /// Loads the built-in schemas, then each folder in `extraDirs` (later files with the same
    /// connector replace earlier ones).
    static SchemaRegistry loadDefault(const QStringList &extraDirs = {});
    /// Folders named by STREAMTABLE_SCHEMAS (separated by the platform's list separator).
    static QStringList environmentDirs();

    /// Loads every `*.json` file directly in `dir` (non-recursive, sorted by name).
    void loadDirectory(const QString &dir);
    /// Loads one file; returns false and records a problem naming the file when it is broken.
    bool loadFile(const QString &path);
    /// Adds a connector, or sets the job schema when `schema` is one (a later one replaces it).
    void add(const ConnectorSchemaPtr &schema);

    ConnectorSchemaPtr find(const QString &connector) const;
    /// Connector ids, sorted.
    QStringList connectors() const;
    /// The connector schemas, sorted by id (never the job schema).
    QList<ConnectorSchemaPtr> schemas() const;
    /// The job profile schema, or null when none was loaded.
    ConnectorSchemaPtr jobSchema() const { return m_jobSchema; }
    /// One message per file that could not be loaded: "FILE: problem".
    QStringList problems() const { return m_problems; }

private:
    QMap<QString, ConnectorSchemaPtr> m_schemas;
    ConnectorSchemaPtr m_jobSchema;
    QStringList m_problems;
};

} // namespace st

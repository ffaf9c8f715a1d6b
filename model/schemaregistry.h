#pragma once

#include "connectorschema.h"

#include <QStringList>

namespace st {

/// All connector schemas the programs know: the built-in ones (resources under
/// `:/streamtable/schemas`) plus any found in user folders. A broken file is reported in
/// `problems()` and skipped; the rest still load.
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
    void add(const ConnectorSchemaPtr &schema);

    ConnectorSchemaPtr find(const QString &connector) const;
    /// Connector ids, sorted.
    QStringList connectors() const;
    QList<ConnectorSchemaPtr> schemas() const;
    /// One message per file that could not be loaded: "FILE: problem".
    QStringList problems() const { return m_problems; }

private:
    QMap<QString, ConnectorSchemaPtr> m_schemas;
    QStringList m_problems;
};

} // namespace st

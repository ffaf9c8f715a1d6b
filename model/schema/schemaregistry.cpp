#include "schema/schemaregistry.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonParseError>

// Resources of a static library must be registered by name, outside any namespace.
static void initSchemaResources()
{
    Q_INIT_RESOURCE(schemas);
}

namespace st {

SchemaRegistry SchemaRegistry::loadDefault(const QStringList &extraDirs)
{
    initSchemaResources();
    SchemaRegistry registry;
    registry.loadDirectory(QStringLiteral(":/streamtable/schemas"));
    for (const QString &dir : extraDirs)
        registry.loadDirectory(dir);
    return registry;
}

QStringList SchemaRegistry::environmentDirs()
{
    const QString value = QString::fromLocal8Bit(qgetenv("STREAMTABLE_SCHEMAS"));
    return value.split(QDir::listSeparator(), Qt::SkipEmptyParts);
}

namespace {

/// Why `info` cannot be a schema file to read, or empty when it may be opened. Checked before
/// opening: a pipe would block the program until someone writes to it.
QString unloadableReason(const QFileInfo &info)
{
    if (info.isSymLink() && !info.exists())
        return QStringLiteral("a link that leads nowhere (its target is missing, or the links loop)");
    if (!info.exists())
        return QStringLiteral("no such file");
    if (info.isDir())
        return QStringLiteral("a folder, not a schema file");
    if (!info.isFile())
        return QStringLiteral("not a regular file (a pipe, socket or device)");
    return QString();
}

} // namespace

void SchemaRegistry::loadDirectory(const QString &dir)
{
    const QString shown = QDir::toNativeSeparators(dir);
    const QFileInfo info(dir);
    if (info.isSymLink() && !info.exists()) {
        m_problems << QStringLiteral("%1: the schemas folder is a link that leads nowhere (its target is missing, or the links loop)").arg(shown);
        return;
    }
    if (!info.exists()) {
        m_problems << QStringLiteral("%1: schemas folder does not exist").arg(shown);
        return;
    }
    if (!info.isDir()) {
        m_problems << QStringLiteral("%1: the schemas folder is not a folder").arg(shown);
        return;
    }
    // A folder that cannot be listed would look empty: say so instead.
    const QDir folder(dir);
    if (!folder.isReadable()) {
        m_problems << QStringLiteral("%1: cannot read the schemas folder (permission denied)").arg(shown);
        return;
    }
    // Every entry named *.json, whatever it is (folders, pipes, broken links included), so that
    // one that cannot be loaded is reported instead of silently skipped.
    const QStringList entries = folder.entryList({QStringLiteral("*.json")}, QDir::AllEntries | QDir::System | QDir::NoDotAndDotDot, QDir::Name);
    for (const QString &entry : entries)
        loadFile(folder.filePath(entry));
}

bool SchemaRegistry::loadFile(const QString &path)
{
    const QString shownPath = QDir::toNativeSeparators(path);
    if (const QString reason = unloadableReason(QFileInfo(path)); !reason.isEmpty()) {
        m_problems << QStringLiteral("%1: cannot read: %2").arg(shownPath, reason);
        return false;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        m_problems << QStringLiteral("%1: cannot read: %2").arg(shownPath, file.errorString());
        return false;
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        m_problems << QStringLiteral("%1: malformed JSON at offset %2: %3").arg(shownPath, QString::number(parseError.offset), parseError.errorString());
        return false;
    }
    if (!doc.isObject()) {
        m_problems << QStringLiteral("%1: expected a JSON object").arg(shownPath);
        return false;
    }
    auto schema = QSharedPointer<ConnectorSchema>::create();
    QString error;
    if (!ConnectorSchema::fromJson(doc.object(), schema.data(), &error)) {
        m_problems << QStringLiteral("%1: %2").arg(shownPath, error);
        return false;
    }
    add(schema);
    return true;
}

void SchemaRegistry::add(const ConnectorSchemaPtr &schema)
{
    if (schema->isJob())
        m_jobSchema = schema;
    else
        m_schemas.insert(schema->connector, schema);
}

ConnectorSchemaPtr SchemaRegistry::find(const QString &connector) const
{
    return m_schemas.value(connector);
}

QStringList SchemaRegistry::connectors() const
{
    return m_schemas.keys();
}

QList<ConnectorSchemaPtr> SchemaRegistry::schemas() const
{
    return m_schemas.values();
}

} // namespace st

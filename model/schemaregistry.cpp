#include "schemaregistry.h"

#include <QDir>
#include <QFile>
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

void SchemaRegistry::loadDirectory(const QString &dir)
{
    const QDir folder(dir);
    if (!folder.exists()) {
        m_problems << QStringLiteral("%1: schemas folder does not exist").arg(QDir::toNativeSeparators(dir));
        return;
    }
    const QStringList files = folder.entryList({QStringLiteral("*.json")}, QDir::Files | QDir::Readable, QDir::Name);
    for (const QString &file : files)
        loadFile(folder.filePath(file));
}

bool SchemaRegistry::loadFile(const QString &path)
{
    const QString shownPath = QDir::toNativeSeparators(path);
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
    schema->sourceFile = path;
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

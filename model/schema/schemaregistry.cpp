#include "schema/schemaregistry.h"

#include "builtintargets.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QMutex>
#include <QSet>

#include <utility>

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
    // Every table is written for some platform: without a choice, the default target's.
    SchemaRegistry resolved;
    if (!registry.defaultTargetId().isEmpty() && registry.forTarget(registry.defaultTargetId(), &resolved, nullptr))
        return resolved;
    return registry;
}

SchemaRegistry SchemaRegistry::loadTargets(const QStringList &extraDirs)
{
    initSchemaResources();
    SchemaRegistry files;
    const QDir builtIn(QStringLiteral(":/streamtable/schemas"));
    for (const QString &entry : builtIn.entryList({QStringLiteral("target-*.json")}, QDir::Files, QDir::Name))
        files.loadFile(builtIn.filePath(entry));
    // Any file of a user's folder may be a target (its "kind" says so), and may replace a
    // built-in one: all of them are read, as loadDefault() reads them.
    for (const QString &dir : extraDirs)
        files.loadDirectory(dir);
    SchemaRegistry targets;
    for (const TargetSchema &t : std::as_const(files.m_targets))
        targets.addTarget(t);
    return targets;
}

QString SchemaRegistry::builtInDefaultTargetId()
{
    return QStringLiteral(STREAMTABLE_BUILTIN_DEFAULT_TARGET);
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
    QString error;
    if (doc.object().value(QLatin1String("kind")) == QJsonValue(QStringLiteral("target"))) {
        TargetSchema target;
        if (!TargetSchema::fromJson(doc.object(), &target, &error)) {
            m_problems << QStringLiteral("%1: %2").arg(shownPath, error);
            return false;
        }
        addTarget(target);
        return true;
    }
    if (doc.object().value(QLatin1String("kind")) == QJsonValue(QStringLiteral("engine"))) {
        EngineRelease release;
        if (!EngineRelease::fromJson(doc.object(), &release, &error)) {
            m_problems << QStringLiteral("%1: %2").arg(shownPath, error);
            return false;
        }
        addEngine(release);
        return true;
    }
    if (doc.object().value(QLatin1String("kind")) == QJsonValue(QStringLiteral("typemap"))) {
        TypeMap map;
        if (!TypeMap::fromJson(doc.object(), &map, &error)) {
            m_problems << QStringLiteral("%1: %2").arg(shownPath, error);
            return false;
        }
        addTypeMap(map);
        return true;
    }
    if (doc.object().value(QLatin1String("kind")) == QJsonValue(QStringLiteral("legacy"))) {
        LegacyKeys form;
        if (!LegacyKeys::fromJson(doc.object(), &form, &error)) {
            m_problems << QStringLiteral("%1: %2").arg(shownPath, error);
            return false;
        }
        addLegacyForm(form);
        return true;
    }
    auto schema = QSharedPointer<ConnectorSchema>::create();
    if (!ConnectorSchema::fromJson(doc.object(), schema.data(), &error)) {
        m_problems << QStringLiteral("%1: %2").arg(shownPath, error);
        return false;
    }
    add(schema, doc.object());
    return true;
}

void SchemaRegistry::add(const ConnectorSchemaPtr &schema, const QJsonObject &json)
{
    m_resolved = QSharedPointer<ResolvedCache>::create();
    if (schema->isJob()) {
        m_jobSchema = schema;
        m_jobFile = json;
        return;
    }
    if (schema->isFormat()) {
        m_formats.insert(schema->connector, schema);
        if (json.isEmpty())
            m_formatFiles.remove(schema->connector);
        else
            m_formatFiles.insert(schema->connector, json);
        return;
    }
    m_schemas.insert(schema->connector, schema);
    if (json.isEmpty())
        m_files.remove(schema->connector);
    else
        m_files.insert(schema->connector, json);
}

const TypeMap *SchemaRegistry::typeMap(const QString &connector, const QString &database) const
{
    if (!database.isEmpty()) {
        const auto found = m_typeMaps.constFind({connector, database});
        return found == m_typeMaps.constEnd() ? nullptr : &*found;
    }
    // The keys sort by connector first: the connector's maps follow the lower bound.
    const auto first = m_typeMaps.lowerBound({connector, QString()});
    return first != m_typeMaps.constEnd() && first.key().first == connector ? &*first : nullptr;
}

const TypeMap *SchemaRegistry::changeReader(const QString &database, const QStringList &targetEngines) const
{
    const TypeMap *found = nullptr;
    for (const TypeMap &m : m_typeMaps) {
        if (m.readsChanges && m.database == database && m.coversEngines(targetEngines))
            found = &m;
    }
    return found;
}

void SchemaRegistry::addTarget(const TargetSchema &target)
{
    m_resolved = QSharedPointer<ResolvedCache>::create();
    m_targets.insert(target.id, target);
}

void SchemaRegistry::addEngine(const EngineRelease &release)
{
    m_resolved = QSharedPointer<ResolvedCache>::create();
    m_engines.insert(release.id(), release);
}

const EngineRelease *SchemaRegistry::engine(const QString &id) const
{
    const auto it = m_engines.constFind(id);
    return it == m_engines.cend() ? nullptr : &it.value();
}

namespace {

/// The factory identifier Flink knows `schema` by: its Flink dialect's connector value (the
/// HDFS schema is Flink's `filesystem`), else its id (a format's).
QString factoryIdentifier(const ConnectorSchema &schema)
{
    const DialectSchema *flink = schema.isFormat() ? nullptr : schema.dialect(QStringLiteral("flink"));
    return flink && !flink->connectorValue.isEmpty() ? flink->connectorValue : schema.connector;
}

/// The engine's declaration as an option of the schema's kind, so its value is checked as the
/// engine's Configuration reads it (enum constants match ignoring case, lists split on ';').
OptionSchema optionFromEngine(const EngineOption &declared, const EngineRelease &release)
{
    static const QHash<QString, ValueType> types{
        {QStringLiteral("boolean"), ValueType::Boolean}, {QStringLiteral("int"), ValueType::Integer},
        {QStringLiteral("long"), ValueType::Long},       {QStringLiteral("double"), ValueType::Double},       {QStringLiteral("duration"), ValueType::Duration},
        {QStringLiteral("memory"), ValueType::MemorySize}, {QStringLiteral("enum"), ValueType::Enum},
        {QStringLiteral("list"), ValueType::List},
    };
    OptionSchema option;
    option.key = declared.key;
    option.type = types.value(declared.type, ValueType::String);
    if (option.type == ValueType::Enum && declared.values.isEmpty())
        option.type = ValueType::String; // an enum whose constants the generator could not read
    option.values = declared.values;
    option.separator = QStringLiteral(";");
    option.defaultValue = declared.defaultValue;
    option.roles = RoleSet{true, true};
    option.advanced = true;
    option.label = LocalizedText{declared.key, declared.key};
    option.description = LocalizedText{declared.description, declared.description};
    option.fallbackKeys = declared.fallbackKeys;
    option.deprecatedKeys = declared.deprecatedKeys;
    option.engineSource = QStringLiteral("%1 %2, %3:%4").arg(release.repository, release.ref, declared.file).arg(declared.line);
    return option;
}

/// The options `factory` declares that the schema offers under none of their keys (its own,
/// fallback or deprecated): a table may set them, and the checks read them as the engine does.
void addEngineOnlyOptions(ConnectorSchema *schema, const EngineFactory &factory, const EngineRelease &release)
{
    QSet<QString> offered;
    for (const OptionSchema &option : std::as_const(schema->options)) {
        offered << option.key << option.targetKey;
        for (const QString &key : option.fallbackKeys + option.deprecatedKeys)
            offered << key;
    }
    // Per-column options: the engine declares them with the same `#` placeholder.
    for (const OptionSchema &option : std::as_const(schema->columnOptions.options))
        offered << option.key;
    // The keys the Flink dialect writes for the schema's options (HDFS's 'type' as 'format').
    if (const DialectSchema *flink = schema->dialect(QStringLiteral("flink"))) {
        for (const OptionMapping &mapping : flink->options)
            offered << mapping.key;
    }
    for (const EngineOption &declared : factory.options) {
        if (declared.unlisted)
            continue;
        bool isOffered = offered.contains(declared.key) || schema->engineOnlyOption(declared.key);
        for (const QString &key : declared.fallbackKeys + declared.deprecatedKeys)
            isOffered = isOffered || offered.contains(key);
        if (!isOffered)
            schema->engineOnlyOptions << optionFromEngine(declared, release);
    }
}

/// `schema` as the engine releases `releases` declare it: each option the factory declares under
/// the key the target writes takes the engine's fallback and deprecated keys (those that are no
/// option of the schema's own), the options it declares that the schema offers no field for are
/// options all the same (engineOnlyOptions), and a factory that ignores unknown keys makes one a
/// warning.
void applyEngines(ConnectorSchema *schema, const QList<const EngineRelease *> &releases)
{
    const QString identifier = factoryIdentifier(*schema);
    for (const EngineRelease *release : releases) {
        const EngineFactory *factory = release->factory(identifier);
        if (!factory)
            continue;
        QSet<QString> ownKeys;
        for (const OptionSchema &option : std::as_const(schema->options))
            ownKeys << option.key << option.targetKey;
        const auto othersThan = [&ownKeys](const QStringList &keys) {
            QStringList out;
            for (const QString &key : keys) {
                if (!ownKeys.contains(key))
                    out << key;
            }
            return out;
        };
        for (OptionSchema &option : schema->options) {
            if (option.absentOnTarget)
                continue;
            const EngineOption *declared = factory->option(option.targetKey.isEmpty() ? option.key : option.targetKey);
            if (!declared)
                continue;
            option.fallbackKeys = othersThan(declared->fallbackKeys);
            option.deprecatedKeys = othersThan(declared->deprecatedKeys);
            option.engineSource = QStringLiteral("%1 %2, %3:%4").arg(release->repository, release->ref, declared->file).arg(declared->line);
        }
        if (factory->unknownKeys == UnknownKeys::Ignore)
            schema->unknownOptions = Severity::Warning;
        addEngineOnlyOptions(schema, *factory, *release);
    }
}

} // namespace

const TargetSchema *SchemaRegistry::target(const QString &id) const
{
    const auto it = m_targets.constFind(id);
    return it == m_targets.cend() ? nullptr : &it.value();
}

QString SchemaRegistry::defaultTargetId() const
{
    for (const TargetSchema &t : m_targets) {
        if (t.isDefault)
            return t.id;
    }
    return QString();
}

bool SchemaRegistry::forTarget(const QString &id, SchemaRegistry *out, QString *error) const
{
    const TargetSchema *t = target(id);
    if (!t) {
        if (error)
            *error = QStringLiteral("unknown target \"%1\" (known: %2)").arg(id, QStringList(m_targets.keys()).join(QLatin1String(", ")));
        return false;
    }
    SchemaRegistry resolved;
    resolved.m_jobSchema = m_jobSchema;
    resolved.m_jobFile = m_jobFile;
    if (!m_jobFile.isEmpty()) {
        // The job schema too: how a platform takes `flink run` options differs (Flink 2.0 has
        // no per-job YARN mode). A target it does not fit leaves it as its file says.
        auto job = QSharedPointer<ConnectorSchema>::create();
        QStringList unmatched;
        QString problem;
        if (ConnectorSchema::fromJson(applyTarget(m_jobFile, *t, &unmatched), job.data(), &problem))
            resolved.m_jobSchema = job;
        else
            resolved.m_problems << QStringLiteral("target %1 does not fit the job schema: %2").arg(id, problem);
    }
    // A format too: a target may lack options newer Flink versions added (json's
    // encode.ignore-null-fields). One the target does not fit stays as its file says.
    for (auto it = m_formats.cbegin(); it != m_formats.cend(); ++it) {
        const auto file = m_formatFiles.constFind(it.key());
        auto format = QSharedPointer<ConnectorSchema>::create();
        QStringList unmatched;
        QString problem;
        if (file != m_formatFiles.cend() && ConnectorSchema::fromJson(applyTarget(file.value(), *t, &unmatched), format.data(), &problem)) {
            resolved.m_formats.insert(it.key(), format);
            resolved.m_formatFiles.insert(it.key(), file.value());
        } else {
            if (!problem.isEmpty())
                resolved.m_problems << QStringLiteral("target %1 does not fit format %2: %3").arg(id, it.key(), problem);
            resolved.m_formats.insert(it.key(), it.value());
        }
    }
    resolved.m_targets = m_targets;
    resolved.m_legacyForms = m_legacyForms;
    resolved.m_engines = m_engines;
    resolved.m_typeMaps = m_typeMaps;
    QList<const EngineRelease *> releases;
    for (const QString &engine : t->engines) {
        if (const EngineRelease *release = this->engine(engine))
            releases << release;
        else
            resolved.m_problems << QStringLiteral("target %1 names the engine release %2, which no file of schemas/engines gives").arg(id, engine);
    }
    for (auto it = resolved.m_formats.begin(); it != resolved.m_formats.end() && !releases.isEmpty(); ++it) {
        // A copy: the schema may be shared with this registry.
        auto format = QSharedPointer<ConnectorSchema>::create(*it.value());
        applyEngines(format.data(), releases);
        it.value() = format;
    }
    resolved.m_problems += m_problems;
    resolved.m_activeTarget = id;
    for (auto it = m_schemas.cbegin(); it != m_schemas.cend(); ++it) {
        const auto file = m_files.constFind(it.key());
        if (file == m_files.cend()) {
            resolved.m_schemas.insert(it.key(), it.value());
            continue;
        }
        auto schema = QSharedPointer<ConnectorSchema>::create();
        QString problem;
        QStringList unmatched;
        if (!ConnectorSchema::fromJson(applyTarget(file.value(), *t, &unmatched), schema.data(), &problem)) {
            // A connector file of the user's that the target does not fit (an option it changes
            // is missing) is not written for the target with guessed keys: it is unavailable
            // there, with the reason, and every other connector still resolves.
            *schema = *it.value();
            schema->target.id = id;
            schema->target.label = t->label;
            schema->target.unavailable = LocalizedText{QStringLiteral("the target does not fit this connector's schema file: ") + problem,
                                                       QStringLiteral("目标平台与该连接器的 schema 文件不符：") + problem};
            resolved.m_problems << QStringLiteral("target %1 does not fit connector %2: %3").arg(id, it.key(), problem);
        } else {
            applyEngines(schema.data(), releases);
        }
        resolved.m_schemas.insert(it.key(), schema);
        resolved.m_files.insert(it.key(), file.value());
    }
    *out = resolved;
    return true;
}

ConnectorSchemaPtr SchemaRegistry::find(const QString &connector) const
{
    return m_schemas.value(connector);
}

const ConnectionKind *SchemaRegistry::connectionKind(const QString &connector) const
{
    const ConnectorSchemaPtr schema = find(connector);
    return schema ? &schema->connection : nullptr;
}

QStringList SchemaRegistry::connectors() const
{
    return m_schemas.keys();
}

QList<ConnectorSchemaPtr> SchemaRegistry::schemas() const
{
    return m_schemas.values();
}

QString effectiveTarget(const QString &chosen, const QString &specTarget, const QString &databaseTarget, const SchemaRegistry &registry)
{
    for (const QString *candidate : {&chosen, &specTarget, &databaseTarget}) {
        if (!candidate->isEmpty())
            return *candidate;
    }
    return registry.activeTarget().isEmpty() ? registry.defaultTargetId() : registry.activeTarget();
}

const SchemaRegistry *SchemaRegistry::resolvedFor(const QString &target) const
{
    if (target.isEmpty() || target == m_activeTarget)
        return this;
    const QMutexLocker lock(&m_resolved->mutex);
    const auto found = m_resolved->registries.constFind(target);
    if (found != m_resolved->registries.cend())
        return found.value().data();
    auto resolved = QSharedPointer<SchemaRegistry>::create();
    if (!forTarget(target, resolved.data(), nullptr))
        return nullptr;
    m_resolved->registries.insert(target, resolved);
    return resolved.data();
}

} // namespace st

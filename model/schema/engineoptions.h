#pragma once

// The engines' own option declarations, as data: what Flink's formats and connectors, the
// Kafka connector and Hudi declare with ConfigOptions.key(...) at one release, read from their
// sources by tools/engine-options (schemas/engines/COMPONENT-VERSION.json, docs/SCHEMAS.md
// "Engine option data"). A target names the releases it runs; the options of a connector or
// format schema then take their fallback and deprecated keys from the engine's declaration, and
// the schema what the engine does with a key it does not know.

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace st {

/// One `ConfigOption` as the engine declares it.
struct EngineOption
{
    QString key;
    QString type; ///< string, boolean, int, long, double, duration, memory, enum, list, map
    std::optional<QString> defaultValue;
    /// Keys the engine reads for the option when `key` is not set (withFallbackKeys), in the
    /// order it tries them.
    QStringList fallbackKeys;
    /// Keys it still reads but calls deprecated (withDeprecatedKeys).
    QStringList deprecatedKeys;
    QStringList values; ///< an enum's constants, as the engine names them
    /// Declared in the factory's option classes but not listed by its requiredOptions() or
    /// optionalOptions(): read by another factory of the same identifier (avro's `codec`, by the
    /// file writer), refused as "Unsupported options" where this one validates.
    bool unlisted = false;
    QString description;
    QString file; ///< where it is declared, in the engine's repository
    int line = 0;
};

/// What a factory (a connector or a format) does with a key none of its options has.
enum class UnknownKeys {
    Refuse, ///< FactoryUtil's validation: the table is refused ("Unsupported options")
    Ignore, ///< passed on without a check (Hudi): the key has no effect
};

/// The options of one factory, by its identifier (`kafka`, `avro-confluent`, `hudi`, ...).
struct EngineFactory
{
    QString identifier;
    QString kind; ///< `connector` or `format`
    UnknownKeys unknownKeys = UnknownKeys::Refuse;
    QString unknownKeysSource; ///< the file and line that show it
    QStringList exceptPrefixes; ///< keys under these prefixes pass the validation (`properties.`)
    QList<EngineOption> options;

    /// The option declared under `key`, or null.
    const EngineOption *option(const QString &key) const;
};

/// One release of one component: `flink` 1.20, `flink-connector-kafka` 3.4.0, `hudi` 0.14.0.
struct EngineRelease
{
    QString component;
    QString version;
    QString repository; ///< where the sources are published (apache/flink)
    QString ref;        ///< the release tag or commit read
    QString commit;
    QList<EngineFactory> factories;

    /// `component-version`: how a target names it (`flink-1.20`).
    QString id() const { return component + QLatin1Char('-') + version; }
    const EngineFactory *factory(const QString &identifier) const;

    /// Parses a file with `"kind": "engine"`. On failure returns false with `path: problem`.
    static bool fromJson(const QJsonObject &json, EngineRelease *out, QString *error);
};

} // namespace st

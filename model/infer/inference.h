#pragma once

// infer/: columns inferred from a sample: an Avro schema, a JSON Schema, sample JSON messages
// (plain or wrapped in a change-data envelope) or a CSV file. The result is a list of columns
// for a TableSpec, the Flink format that reads such data, and findings about anything lossy,
// ambiguous or not mappable, each naming the field it is about. Depends on core/ and schema/
// (the dialect mapping read back).
// (docs/ARCHITECTURE.md lists the arrows; tests/test_architecture.cpp checks them and this line.)

#include "schema/connectorschema.h"
#include "core/localizedtext.h"
#include "core/severity.h"
#include "core/tablespec.h"

#include <QByteArray>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>

namespace st {

enum class SampleKind { Avro, JsonSchema, Json, Csv, Debezium, Canal, Maxwell };

/// `avro`, `json-schema`, `json`, `csv`, `debezium`, `canal`, `maxwell`.
QString sampleKindName(SampleKind kind);
bool parseSampleKind(const QString &name, SampleKind *out);
QStringList sampleKindNames();

/// One finding of the inference, about one field of the sample. An error: a field could not be
/// mapped to a Flink type (its column holds a placeholder type to be fixed by hand).
struct InferenceFinding
{
    Severity severity = Severity::Warning;
    /// The field as a path in the sample (`address.city`, `items[]`, `tags{}`); empty: the
    /// sample as a whole.
    QString path;
    LocalizedText message;

    /// `warning: address.city: message` as the CLI prints it.
    QString toLine(Language lang) const;
    bool operator==(const InferenceFinding &o) const
    {
        return severity == o.severity && path == o.path && message == o.message;
    }
};

using InferenceFindings = QList<InferenceFinding>;

/// One inferred column and where it came from.
struct InferredColumn
{
    QString source; ///< the field path in the sample
    ColumnSpec column;
    LocalizedText note; ///< why the type is what it is, when that is not obvious; may be empty
};

struct InferenceResult
{
    /// Set when the sample could not be read at all (broken JSON, ragged CSV rows, not an Avro
    /// schema): what is wrong and where. Nothing else is meaningful then.
    std::optional<LocalizedText> unreadable;
    QList<InferredColumn> columns;
    InferenceFindings findings;
    /// The Flink format that reads the sample (`avro`, `json`, `csv`, `debezium-json`, ...),
    /// and its Flink options (`csv.field-delimiter`, `debezium-json.schema-include`, ...).
    QString format;
    QMap<QString, QString> formatOptions;
    /// Other formats that read the same data (an Avro schema: `avro-confluent`).
    QStringList alternativeFormats;
    /// A PRIMARY KEY the sample's envelope names (Canal's `pkNames`, Maxwell's
    /// `primary_key_columns`), as column names: offered to the user, never applied by itself.
    QStringList suggestedKey;
    /// A column fit to be the event time of a watermark (TIMESTAMP(3) or TIMESTAMP_LTZ(3), or the
    /// computed time of epoch milliseconds): offered, never applied by itself. Empty when none.
    QString suggestedEventTime;

    bool hasErrors() const;
    QList<ColumnSpec> columnSpecs() const;
};

/// The kind of a sample from its file name (`.avsc`, `.avro`, `.csv`, `.tsv`, `.schema.json`)
/// and, failing that, its content (the Avro container magic, a JSON Schema's `$schema` or
/// `properties`, an Avro schema's `"type": "record"`, a change-data envelope's members, JSON
/// or else CSV). `fileName` may be empty (pasted text).
SampleKind detectSampleKind(const QString &fileName, const QByteArray &data);

/// The largest sample that is read, in bytes (64 MiB). JSON messages are merged one at a time
/// as they are read, but a CSV sample is held as UTF-16 text and cells, some 5 times its size
/// (docs/PERFORMANCE.md, "Memory of infer"), so a bigger one is refused rather than let exhaust
/// memory; a part of it infers the same columns.
constexpr qint64 kMaxSampleBytes = 64 * 1024 * 1024;

/// Why a sample of `bytes` bytes is refused for its size, naming the limit.
LocalizedText sampleTooLarge(qint64 bytes);

/// Infers the columns of `data` read as `kind` (refused, unreadable, past kMaxSampleBytes).
InferenceResult inferColumns(SampleKind kind, const QByteArray &data);

/// The table options that set `result`'s format on a table of `schema`'s connector: each
/// Flink key the connector knows (directly, through its `flink` dialect's mapping such as
/// HDFS's `type` -> `format`, or under a pass-through prefix) is set; any other is reported as
/// a finding naming the key and value, so the user can add it where the connector allows.
QMap<QString, QString> formatOptionsFor(const InferenceResult &result, const ConnectorSchema &schema,
                                        InferenceFindings *findings);

/// A table name made from a file name: its base name with characters a name may not hold
/// replaced by `_`.
QString tableNameFromFileName(const QString &fileName);

} // namespace st

#pragma once

#include "core/localizedtext.h"

#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

namespace st {

/// A target platform: the Flink that a logical database's tables are written for (Apache Flink
/// 1.18, Flink 2.0, Huawei MRS, EasyStream, Alibaba Blink). A spec's options keep one canonical
/// key (the connector schema's); the target says per connector which of them exist there,
/// under which key, with which default, values and rules. Read from a schema file with
/// `"kind": "target"` (docs/SCHEMAS.md "Targets").
struct TargetSchema
{
    QString id;                ///< `flink-1.18`, `mrs`, ...
    LocalizedText label;       ///< "Apache Flink 1.18"
    LocalizedText description; ///< one line: what runs there
    QString dialect;           ///< the DDL dialect the platform reads (`flink`, `blink`)
    bool isDefault = false;    ///< the target of a spec that names none, outside a database
    /// The ALTER TABLE clauses the platform reads (`rename-table`, `rename-column`, `add`,
    /// `modify`, `drop`, `set`, `reset`); none: a changed table is dropped and created again.
    QStringList alterTable;
    /// The CREATE TABLE clauses the platform's parser reads beyond Flink 1.18's
    /// (`distributed-by`: DISTRIBUTED BY ... INTO n BUCKETS, Flink 1.20 and later).
    QStringList createTable;
    /// The data types the platform's parser reads beyond Flink 1.18's (`VARIANT`: Flink 2.1,
    /// FLIP-521). A type some target lists is refused on the targets that do not.
    QStringList types;
    /// Per connector id: the overlay object (platform, source, available, options, rules), checked
    /// for its shape when the file is read and applied by applyTarget().
    QMap<QString, QJsonObject> connectors;
    /// Per format id: the same kind of overlay for a format schema (schemas/formats/).
    QMap<QString, QJsonObject> formats;
    /// The engine releases the platform runs (`flink-1.20`, `flink-connector-kafka-3.4.0`,
    /// `hudi-0.14.0`: schemas/engines/), whose declared options give the connectors' and formats'
    /// fallback keys and their factories' handling of unknown keys (applyEngines()).
    QStringList engines;

    /// Parses a target file. On failure returns false with `path: problem`.
    static bool fromJson(const QJsonObject &json, TargetSchema *out, QString *error);
};

/// The connector schema file `connector` (or a format schema file, by its `formats` overlay) as
/// `target` sees it: the overlay's option changes
/// written into the options (default, values, required) and into the target's dialect mapping
/// (key, omitted when absent), an `onTarget` member naming the target and platform, rules
/// dropped or added. The result is read with ConnectorSchema::fromJson, so it is checked like
/// any schema file. A connector the target says nothing about is returned with only `onTarget`.
/// What the overlay says about options, metadata or rules the file lacks is left out and listed in
/// `unmatched`: a user's own connector file may have fewer options than the built-in one, and
/// the target's facts about the missing ones do not matter for it (the built-in targets are
/// tested to match the built-in connectors exactly).
QJsonObject applyTarget(const QJsonObject &connector, const TargetSchema &target, QStringList *unmatched);

} // namespace st

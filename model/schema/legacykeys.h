#pragma once

#include "core/localizedtext.h"
#include "core/severity.h"

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace st {

/// What becomes of one key of a legacy property form (Flink 1.10's `connector.topic`).
struct LegacyKeyRule
{
    enum class Action { Rename, Drop, Refuse };

    QString key;           ///< the legacy key, or with `isPrefix` the start of the keys it covers
    bool isPrefix = false; ///< `key` is a prefix; a renamed key keeps what follows it
    /// With a prefix: the keys are numbered pairs `<prefix><n>.key` and `<prefix><n>.value`
    /// (`connector.properties.0.key`), read as one key `<to><the .key value>`.
    bool indexed = false;
    QStringList whenValues;             ///< the rule applies only to these values (any case); empty: any
    QHash<QString, QStringList> whenKeys; ///< and only when these other legacy keys have one of these values
    Action action = Action::Rename;
    /// Rename: the key (or prefix) today; `{format}` stands for the value of the form's format key.
    QString to;
    QString valueOf;       ///< Rename: the value is that of this other legacy key
    Severity severity = Severity::Note;
    LocalizedText message; ///< why (Drop, Refuse), or what else to know (Rename; may be empty)
};

/// A legacy property form that import translates into today's keys: Flink 1.10's
/// `'connector.type' = 'kafka'`, `'connector.topic'`, `'format.type'` and so on (FLIP-122
/// replaced them in Flink 1.11). Read from a schema file with `"kind": "legacy"`
/// (docs/SCHEMAS.md "Legacy keys"); the rules apply in their order, the first that matches.
struct LegacyKeys
{
    QString id;          ///< `flink-1.10`
    LocalizedText label; ///< "Flink 1.10"
    QString marker;      ///< the key whose presence says a WITH clause is in this form
    QString formatKey;   ///< the legacy key naming the format, for `{format}`
    QList<LegacyKeyRule> rules;

    /// Parses a legacy file. On failure returns false with `path: problem`.
    static bool fromJson(const QJsonObject &json, LegacyKeys *out, QString *error);
    /// The first rule for `key` with `value`, the other keys of the clause in `all`; null when none.
    const LegacyKeyRule *rule(const QString &key, const QString &value, const QHash<QString, QString> &all) const;
};

} // namespace st

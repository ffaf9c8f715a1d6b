#pragma once

// How a source database's column types become Flink SQL types for one connector, as data
// (schemas/typemaps/*.json, docs/SCHEMAS.md "Type maps"): the rows of the connector's documented
// "Data Type Mapping" and of the code that applies it, each row with its source. A type the map
// has no row for, or one whose Flink type holds less, is said with what is lost: never a silent
// STRING.

#include "core/localizedtext.h"

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace st {

/// A column type as a source database writes it (`bigint(20) unsigned`, `numeric(10,2)`,
/// `timestamp(3) with time zone`, `integer[]`), taken apart.
struct NativeType
{
    QString text;      ///< as written, trimmed
    QString name;      ///< its words in upper case, without parameters and flags: `TIMESTAMP WITH TIME ZONE`
    QStringList params; ///< the first parenthesised list, each trimmed (`10`, `2`; `'a'`, `'b'` of an ENUM)
    bool isUnsigned = false;
    bool zerofill = false;
    int arrayDimensions = 0; ///< `integer[]`: 1

    /// Takes `text` apart; never fails (a word it does not know is part of the name).
    static NativeType parse(const QString &text);
};

/// What a type map makes of one native type.
struct TypeMapping
{
    QString flinkType;   ///< the Flink SQL type to declare
    bool mapped = false; ///< a row of the map matched; false: `flinkType` is the map's fallback
    /// Set when the Flink type holds less than the native one: what is lost (a warning).
    LocalizedText loses;
    QString source; ///< the row's source (or the fallback's)
    int row = -1;   ///< the index of the row that matched (of the element's, for an array); -1: none
};

/// One connector's mapping from a source database's types (schemas/typemaps/CONNECTOR.json).
class TypeMap
{
public:
    QString connector; ///< `mysql-cdc`
    QString database;  ///< the source database kind: `mysql`, `postgresql`
    QStringList engines; ///< the engine releases (schemas/engines) the rows are read from
    QString source;    ///< the mapping table the rows come from
    /// What the connector reads of the database: true for its changes (a CDC source, what
    /// `from-db` makes: `"reads": "changes"`, the default), false for its tables' rows (a scan
    /// or lookup table, as jdbc: `"reads": "rows"`).
    bool readsChanges = true;

    /// The Flink type for `type` on a target running `targetEngines` (a row limited to some
    /// engine releases applies only where the target runs one of them).
    TypeMapping map(const NativeType &type, const QStringList &targetEngines = {}) const;

    /// Whether the map holds rows for a target running `targetEngines` (one of `engines`).
    bool coversEngines(const QStringList &targetEngines) const;

    /// Parses a file with `"kind": "typemap"`. On failure returns false with `path: problem`.
    static bool fromJson(const QJsonObject &json, TypeMap *out, QString *error);

    struct Pattern
    {
        QString name;
        QStringList params; ///< each a variable (a letter) or a literal
        bool paramsOptional = false;
        bool anyParams = true; ///< the pattern has no parameter list: any the type has are ignored
        bool isUnsigned = false;
    };
    struct Condition
    {
        QString variable;
        QString op; ///< <=, <, >=, >, =, !=
        int value = 0;
    };
    struct Row
    {
        QList<Pattern> natives;
        QList<Condition> when;
        int paramCount = -1; ///< >= 0: only types with that many parameters
        QHash<QString, int> defaults;
        QString flink;
        LocalizedText loses;
        QString source;
        QStringList engines;
        int index = 0; ///< in the file's rows, for messages
    };
    QList<Row> rows;
    QString arrayTemplate; ///< `ARRAY<{element}>`; empty: arrays are not mapped
    QString arraySource;
    QString fallbackType;  ///< what a type without a row is declared as
    LocalizedText fallbackLoses; ///< %1: the native type, %2: the map's source
};

} // namespace st

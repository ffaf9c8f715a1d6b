#pragma once

#include "core/localizedtext.h"

#include <QString>
#include <QStringList>

namespace st {

/// The parsed shape of a Flink SQL data type, enough to check it and compare families.
struct FlinkType
{
    /// Groups of types between which Flink casts implicitly enough for metadata columns.
    enum class Family {
        Character, // CHAR, VARCHAR, STRING
        Binary,    // BINARY, VARBINARY, BYTES
        Integer,   // TINYINT, SMALLINT, INT, BIGINT
        Decimal,   // DECIMAL / DEC / NUMERIC
        Float,     // FLOAT, DOUBLE
        Boolean,
        Date,
        Time,
        Timestamp,    // TIMESTAMP(p) [WITHOUT TIME ZONE], TIMESTAMP(p) WITH TIME ZONE
        TimestampLtz, // TIMESTAMP_LTZ(p), TIMESTAMP(p) WITH LOCAL TIME ZONE
        Interval,
        Array,
        Map,
        Multiset,
        Row,
        Raw,
        Null,
        Variant, // VARIANT (Flink 2.1)
    };

    Family family = Family::Null;
    /// Canonical root name: CHAR, VARCHAR, STRING, BINARY, VARBINARY, BYTES, TINYINT, SMALLINT,
    /// INT, BIGINT, DECIMAL, FLOAT, DOUBLE, BOOLEAN, DATE, TIME, TIMESTAMP, TIMESTAMP_LTZ,
    /// INTERVAL, ARRAY, MAP, MULTISET, ROW, RAW, NULL, VARIANT.
    QString root;
    /// Length (CHAR/VARCHAR/BINARY/VARBINARY), precision (DECIMAL/TIME/TIMESTAMP/TIMESTAMP_LTZ)
    /// as declared, or the type's default when not declared; -1 where it has none.
    int precision = -1;
    /// DECIMAL scale (declared or default 0); -1 otherwise.
    int scale = -1;
    bool nullable = true;
    /// Normalised spelling: upper-case keywords, single spaces, ", " between parameters,
    /// aliases kept as written (INTEGER stays INTEGER), every ROW field name in backticks (a
    /// reserved word such as `value` must be quoted there, as a column name is).
    QString canonical;
    /// The roots of the types inside this one (elements, fields, keys and values, at any
    /// depth), each once: `ARRAY<ROW<a INT>>` has ROW and INT. Empty for a simple type.
    QStringList innerRoots;
};

/// Parses a Flink SQL type as written in a column definition (for example
/// `DECIMAL(10, 2) NOT NULL`, `ARRAY<ROW<a INT, b STRING>>`, `TIMESTAMP(3) WITH LOCAL TIME ZONE`).
/// Keywords are case-insensitive. Returns false with a message in both languages naming the
/// problem and where (for example `DECIMAL precision 40 is out of range 1 to 38`).
bool parseFlinkType(const QString &text, FlinkType *out, LocalizedText *error);

/// The words the type parser reacts to (type names and the words inside a type, such as WITH,
/// LOCAL, TO, NOT NULL), upper case: so a test can hold the highlighter's and the reserved-word
/// lists against the parser's own.
QStringList flinkTypeKeywords();

/// A type as one line, as a column's Type cell holds it: runs of white space outside quoted
/// names and strings become one space, none is kept just inside brackets or before a comma.
/// `ROW<\n  a INT ,\n  b STRING\n>` becomes `ROW<a INT, b STRING>`. Does not check the type.
QString flinkTypeOnOneLine(const QString &type);

/// A type laid out to be read and edited: each field of a ROW (`ROW<...>` or `ROW(...)`, at
/// any depth) on a line of its own, indented by `indent` spaces per level; everything else
/// (ARRAY<INT>, DECIMAL(10, 2), a field's comment) stays as it is on its line.
/// flinkTypeOnOneLine() gives the one-line form back.
QString layOutFlinkType(const QString &type, int indent = 2);

} // namespace st

#pragma once

// compare/: what changed between two table specs, and between two sets of tables, in the terms
// the user thinks in (columns, keys, watermark, partitions, options), not lines of DDL.
// Depends on core/, schema/ and sql/ (a distribution is compared, and the ALTER TABLE statements
// are written, as the DDL writer writes them for the target's schema).
// (docs/ARCHITECTURE.md lists the arrows; tests/test_architecture.cpp checks them and this line.)

#include "core/localizedtext.h"
#include "core/names.h"
#include "core/tablespec.h"

#include <QJsonObject>
#include <QList>
#include <QString>

#include <functional>

namespace st {

/// One difference between two specs. `before` and `after` are shown values (a type, `NOT
/// NULL`, an option's value, a column list); a secret option's value is never one of them.
struct SpecChange
{
    enum class Kind {
        Name, Connector, Role, Target, Comment,
        ColumnAdded, ColumnRemoved, ColumnRenamed, ColumnMoved,
        ColumnType, ColumnNullable, ColumnComment, ColumnExpression, ColumnMetadata, ColumnVirtual,
        PrimaryKey, Watermark, PartitionedBy, Distribution,
        OptionAdded, OptionRemoved, OptionChanged,
    };
    Kind kind = Kind::Name;
    QString subject; ///< the column (its name after the change; before it for a removed one) or option key; empty for the table
    QString before;
    QString after;

    /// `column amount: type DECIMAL(10, 2) → DECIMAL(12, 2)`, in both languages.
    LocalizedText text() const;
    /// {"change": "column.type", "subject": "amount", "before": ..., "after": ...}
    QJsonObject toJson() const;
    /// The kind's stable name in JSON (`column.type`, `option.added`, ...).
    static QString kindName(Kind kind);
    bool operator==(const SpecChange &o) const
    {
        return kind == o.kind && subject == o.subject && before == o.before && after == o.after;
    }
};

using SpecChanges = QList<SpecChange>;

/// What changed from `before` to `after`, in a stable order: the table (name, connector, role,
/// target, comment); the columns (removed ones in their old order, then the others in their new
/// order: added, renamed, moved, and what changed of each); primary key, watermark, partitioning;
/// the options by key. Columns are matched by name (Flink compares identifiers case-sensitively);
/// a column that lost its name and one that got a new one at the same position with the same
/// type are one column renamed. A column is moved when it left the longest run of columns that
/// kept their order. Swapping the arguments gives the inverse changes (added <-> removed, before
/// <-> after). Equal specs give none.
SpecChanges diffSpecs(const TableSpec &before, const TableSpec &after, const SecretKey &isSecret = optionKeyLooksSecret);

/// The tables of two sets (two logical databases, two files) matched by name (nameKey()).
struct TablesDiff
{
    QStringList added;   ///< in the second set only, in natural order
    QStringList removed; ///< in the first set only
    QList<std::pair<QString, SpecChanges>> changed; ///< in both and different, by name
    bool isEmpty() const { return added.isEmpty() && removed.isEmpty() && changed.isEmpty(); }
};

TablesDiff diffTables(const QList<TableSpec> &before, const QList<TableSpec> &after, const SecretKey &isSecret = optionKeyLooksSecret);

/// A line diff of two texts (the DDL of two revisions): each line of the longest common
/// subsequence with ` `, lines only in `before` with `-`, only in `after` with `+`, in order.
QStringList diffLines(const QStringList &before, const QStringList &after);

} // namespace st

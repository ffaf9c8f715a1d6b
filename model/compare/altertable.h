#pragma once
// The ALTER TABLE statements that take a table from one spec to another on the target it is
// written for, or why it must be dropped and created again. Above sql/ (the statements use the
// writer's own column definitions, keys and values) and schema/ (which clauses a target reads
// is target data: `alterTable` in schemas/targets, docs/SCHEMAS.md).

#include "compare/specdiff.h"
#include "core/localizedtext.h"
#include "core/tablespec.h"

#include <QList>
#include <QStringList>

namespace st {

class SchemaRegistry;

struct AlterPlan
{
    /// In the order to run them, each ending with `;`. Empty when nothing the platform keeps
    /// changed (or when the table must be recreated).
    QStringList statements;
    /// Why the change cannot be made in place; empty when `statements` make it.
    QList<LocalizedText> recreateBecause;
    bool inPlace() const { return recreateBecause.isEmpty(); }
    /// What to run: the statements, or, when the table must be recreated, SQL comments that
    /// say so and why, in `lang`.
    QStringList script(Language lang) const;
};

/// The change from `before` to `after`, written for `after`'s target (the registry's when it
/// names none): RENAME TO, column RENAME, DROP of the watermark, key and columns, ADD and
/// MODIFY of columns in their new places (FIRST / AFTER), the new watermark and key, then
/// RESET and SET of the options as the target's dialect writes them. What Flink cannot alter
/// (the connector, the table comment, the partitioning, the target) or a clause the target
/// does not read makes the plan "recreate", with the reasons. The value of an option whose key
/// `isSecret` says is a secret is written as '(secret)', never as it is: fill it in by hand.
AlterPlan alterTable(const TableSpec &before, const TableSpec &after, const SchemaRegistry &registry,
                     const SecretKey &isSecret = optionKeyLooksSecret);

} // namespace st

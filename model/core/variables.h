#pragma once

// Variables and environments. An option value may hold `${NAME}` references; a logical
// database has environments (dev, test, prod, ...), each giving the variables' values. Written
// for an environment (`--env NAME`, the designer's environment picker), each reference is
// replaced by that environment's value; written for none, references stay as they are, for
// platforms that substitute them themselves. Secrets (`${secret:NAME}`, core/secrets) are not
// variables: their values are never stored, an environment may refer to one.

#include "core/localizedtext.h"
#include "core/tablespec.h"

#include <QList>
#include <QMap>
#include <QRegularExpression>
#include <QString>
#include <QStringList>

#include <functional>

namespace st {

/// The variables of one environment: name -> value as typed. Names compare exactly (as
/// environment variables do).
using Variables = QMap<QString, QString>;

/// One environment of a logical database.
struct Environment
{
    QString name; ///< as first typed; environments' names compare as nameKey()
    Variables variables;

    bool operator==(const Environment &o) const { return name == o.name && variables == o.variables; }
    bool operator!=(const Environment &o) const { return !(*this == o); }
};

/// A database's environments, sorted by name.
using Environments = QList<Environment>;

/// The environment called `name` (compared as nameKey()), or null.
const Environment *findEnvironment(const Environments &environments, const QString &name);

/// Whether `name` can be a variable: a letter or `_`, then letters, digits and `_`.
bool isVariableName(const QString &name);

/// `${NAME}` for `name`.
QString variableReference(const QString &name);

/// The variables `value` refers to with `${NAME}`, in order, each once.
QStringList variableReferences(const QString &value);

/// `value` with each `${NAME}` replaced by its value in `variables`, the references that value
/// holds replaced in turn (to a depth of 8); the names it does not hold are added to `missing`
/// (once each) and their references left as they are, as is a name whose value refers back to
/// itself, which `missing` names with the cycle ("A (it refers to itself: A -> B -> A)").
QString substituteVariables(const QString &value, const Variables &variables, QStringList *missing);

/// `spec` with its option values' references replaced (substituteVariables()); the names not
/// given are added to `missing`.
TableSpec withVariables(const TableSpec &spec, const Variables &variables, QStringList *missing);

/// One line saying which variables environment `environment` of database `database` does not
/// give, and how to give them.
LocalizedText missingVariablesMessage(const QStringList &names, const QString &database, const QString &environment);

/// A database has no environment of that name: the message names the ones it has.
LocalizedText noEnvironmentMessage(const QString &database, const QString &environment, const Environments &environments);

namespace referencedetail {
/// `value` with each match of `pattern` (its first group the name) replaced by `lookup(name)`
/// when that gives a value; the names it gives none for are added to `missing`, once each.
QString substitute(const QString &value, const QRegularExpression &pattern,
                   const std::function<const QString *(const QString &)> &lookup, QStringList *missing);
/// The first groups of `pattern`'s matches in `value`, each once, in order.
QStringList names(const QString &value, const QRegularExpression &pattern);
} // namespace referencedetail

} // namespace st

#pragma once

// Secrets in option values. A password, a JAAS configuration or a key is not stored in the
// catalog: the option holds a reference, `${secret:NAME}`, and the value is given only when
// files are exported, from the environment (STREAMTABLE_SECRET_NAME) or a secrets file that
// only its owner can read. Previews, history, diffs and `table show` show the reference.

#include "core/localizedtext.h"

#include <QHash>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

namespace st {

/// Secret values by name.
using SecretValues = QHash<QString, QString>;

/// `${secret:NAME}` for `name`.
QString secretReference(const QString &name);

/// The names `value` refers to with `${secret:NAME}`, in order, each once. A NAME is a letter or
/// `_`, then letters, digits and `_`: it is also the tail of an environment variable's name.
QStringList secretReferences(const QString &value);

/// `value` with each reference replaced by its secret; the names `values` does not hold are
/// added to `missing` (once each) and their references left as they are.
QString substituteSecrets(const QString &value, const SecretValues &values, QStringList *missing);

/// The secrets the environment gives: STREAMTABLE_SECRET_NAME=value gives NAME.
SecretValues secretsFromEnvironment(const QProcessEnvironment &environment = QProcessEnvironment::systemEnvironment());

/// Reads a secrets file: one `NAME=value` per line (the value is the rest of the line, as it is),
/// blank lines and lines starting with `#` ignored. Refused, with a message naming the file and
/// the line, when the file is not a regular file, when its group or others may read or write it
/// (it must be mode 0600 or stricter: `chmod 600 FILE`), or when a line is not `NAME=value` or
/// names a secret twice.
bool readSecretsFile(const QString &path, SecretValues *out, LocalizedText *error);

/// The secrets for an export: those of `file` (none when empty), and the environment's, which
/// win over the file's for the same name.
bool loadSecrets(const QString &file, SecretValues *out, LocalizedText *error,
                 const QProcessEnvironment &environment = QProcessEnvironment::systemEnvironment());

/// Whether `value`, of the secret option `key` (one a schema marks `secret`, or an undeclared
/// key that optionKeyLooksSecret()), holds a secret, or a part of one, as it is, to be replaced
/// by a reference: it is not empty and not one reference (isOneReference(): 'Pw ${secret:X}'
/// and 'Pw${SUFFIX}' hold one); for a JAAS configuration, one of its credentials (the settings
/// named like a secret: password, clientSecret, ...) is not one reference (one that logs in
/// with a keytab holds none).
bool holdsSecretInClear(const QString &key, const QString &value);

/// Whether `value` is one reference and nothing else (`${secret:NAME}` or a variable's `${NAME}`,
/// spaces around it aside): the only form in which a secret option, or a variable a secret
/// option uses, holds no part of a secret in clear.
bool isOneReference(const QString &value);

/// The variables whose values `value`, of the secret option `key`, writes where a secret goes:
/// a value that is one `${NAME}`, or, for a JAAS configuration, each credential that is one
/// (`password="${NAME}"`). Their values must then be secret references too, whatever their names.
QStringList variablesUsedAsSecrets(const QString &key, const QString &value);

/// What is shown in place of a secret held as it is (the previews, the history, a diff).
inline constexpr const char *kMaskedSecret = "******";

/// `value` of the secret option `key` as it may be shown: unchanged when it holds no secret in
/// clear (holdsSecretInClear()); a JAAS configuration with each `password="..."` value masked
/// (the login module and user stay readable); any other value masked whole.
QString maskSecretInClear(const QString &key, const QString &value);

/// `value` of the secret option `key` with the secret it holds in clear replaced by `reference`
/// (as maskSecretInClear() masks it): a JAAS configuration's `password="..."` values, any other
/// value whole. Unchanged when it holds no secret in clear.
QString replaceSecretInClear(const QString &key, const QString &value, const QString &reference);

/// A secret's name for the option `key` of table `table`: both in capitals, each run of what is
/// not an ASCII letter or digit one `_` (`orders`, `properties.sasl.jaas.config` ->
/// `ORDERS_PROPERTIES_SASL_JAAS_CONFIG`); a table name with no such character gives `TABLE`.
QString secretNameFor(const QString &table, const QString &key);

/// One line saying which secrets are not given and how to give them.
LocalizedText missingSecretsMessage(const QStringList &names);

} // namespace st

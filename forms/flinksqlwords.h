#pragma once

#include <QString>
#include <QStringList>

namespace st {

/// The word lists of our Flink SQL syntax definition (forms/syntax/flinksql.xml), upper case,
/// in file order. The definition is the one source of Flink SQL words: the built-in
/// highlighter and the designer's type completion read them from here.
struct FlinkSqlWords
{
    QStringList keywords;
    QStringList types;
    QStringList functions;
};

/// The lists of the embedded definition, read once (later calls return the cached lists).
const FlinkSqlWords &flinkSqlWords();

/// Reads the lists `keywords`, `types` and `functions` from a KSyntaxHighlighting definition
/// file. Returns empty lists (and warns) when the file cannot be read or parsed.
FlinkSqlWords readFlinkSqlWords(const QString &path);

/// The resource folder to give KSyntaxHighlighting::Repository::addCustomSearchPath(): the
/// library looks for definitions in its `syntax` subfolder. Registers the resources first.
QString flinkSqlSearchPath();

/// The embedded definition file (under flinkSqlSearchPath()).
QString flinkSqlDefinitionFile();

/// The definition's name, as KSyntaxHighlighting::Repository::definitionForName() takes it.
QString flinkSqlDefinitionName();

} // namespace st

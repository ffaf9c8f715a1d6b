#include "job/jobscript.h"

#include "sql/ddlwriter.h"
#include "core/names.h"
#include "sql/sqlquote.h"

#include <QRegularExpression>

#include <algorithm>

namespace st {

namespace {

/// Text for a `--` or `#` comment: control characters (which would end the comment) and
/// invisible ones (a bidi control would make the script read differently than it runs) are
/// written as escapes.
QString commentText(const QString &text)
{
    return escapeInvisible(text);
}

/// The Flink configuration key of a property option: the target's name for it where it has
/// one (the job name is `yarn.application.name` on Flink 2.0).
QString propertyKey(const OptionSchema &option)
{
    return option.targetKey.isEmpty() ? option.key : option.targetKey;
}

/// The submission command in groups of words that belong together: the command, each flag with
/// its value, each property, the jar, the script.
QList<QStringList> commandGroups(const ConnectorSchema *schema, const JobProfile &profile, const QString &scriptWord)
{
    QList<QStringList> groups;
    if (!schema)
        return groups;
    const JobProfile effective = effectiveJobProfile(*schema, profile);
    groups << schema->submit.command;
    for (const OptionSchema &option : schema->options) {
        const QString value = effective.value(option.key);
        if (option.submitAs == SubmitAs::Flag && !value.isEmpty())
            groups << QStringList{option.flag, value};
    }
    for (const OptionSchema &option : schema->options) {
        const QString value = effective.value(option.key);
        if (option.submitAs == SubmitAs::Property && !value.isEmpty())
            groups << QStringList{schema->submit.propertyFlag, propertyKey(option) + QLatin1Char('=') + value};
    }
    for (const OptionSchema &option : schema->options) {
        const QString value = effective.value(option.key);
        if (option.submitAs == SubmitAs::Jar && !value.isEmpty())
            groups << QStringList{value};
    }
    if (!scriptWord.isEmpty())
        groups << QStringList{scriptWord};
    return groups;
}

} // namespace

QString JobScriptWriter::shellQuote(const QString &word)
{
    static const QRegularExpression safe(QStringLiteral("^[A-Za-z0-9_@%+=:,./-]+$"));
    if (safe.match(word).hasMatch())
        return word;
    QString escaped = word;
    escaped.replace(QLatin1Char('\''), QLatin1String("'\\''"));
    return QLatin1Char('\'') + escaped + QLatin1Char('\'');
}

QString JobScriptWriter::setStatement(const QString &key, const QString &value)
{
    return QStringLiteral("SET ") + quoteLiteral(key) + QStringLiteral(" = ") + quoteLiteral(value) + QLatin1Char(';');
}

QString JobScriptWriter::scriptFileName(const QString &database)
{
    return safeFileName(database) + QStringLiteral(".job.sql");
}

QString JobScriptWriter::catalogOf(const TableSpec &table) const
{
    const ConnectionKind *kind = m_registry.connectionKind(table.connector);
    return kind && kind->isCatalog() ? table.connection : QString();
}

QString JobScriptWriter::nameInScript(const TableSpec &table, const QString &database) const
{
    const QString catalog = catalogOf(table);
    if (catalog.isEmpty() || database.isEmpty())
        return quoteIdentifier(table.name);
    return quoteIdentifier(catalog) + QLatin1Char('.') + quoteIdentifier(database) + QLatin1Char('.') + quoteIdentifier(table.name);
}

QString JobScriptWriter::insertStatement(const QList<TableSpec> &tables, const Wiring &wiring, const QString &database) const
{
    const TableSpec *source = findTable(tables, wiring.source);
    const TableSpec *sink = findTable(tables, wiring.sink);
    if (!source || !sink)
        return QString();
    const ColumnIndex sourceColumns(*source);
    QStringList columns;
    for (const ColumnSpec &column : sink->columns) {
        if (column.isComputed() || (column.isMetadata() && column.isVirtual))
            continue;
        const ColumnSpec *from = sourceColumns.column(column.name);
        columns << quoteIdentifier(from ? from->name : column.name);
    }
    return QStringLiteral("INSERT INTO %1\nSELECT %2\nFROM %3;")
        .arg(nameInScript(*sink, database), columns.join(QLatin1String(", ")), nameInScript(*source, database));
}

bool JobScriptWriter::sql(const QString &database, const QList<TableSpec> &tables, const JobProfile &profile,
                          const Wirings &wirings, QString *script, QString *error, const Connections &connections) const
{
    QStringList sections;
    sections << QStringLiteral("-- The Flink job of logical database \"%1\", written by StreamTable Designer.\n")
                    .arg(commentText(database));

    const ConnectorSchemaPtr schema = m_registry.jobSchema();
    if (schema) {
        const JobProfile effective = effectiveJobProfile(*schema, profile);
        QString sets;
        for (const OptionSchema &option : schema->options) {
            const QString value = effective.value(option.key);
            if (option.submitAs == SubmitAs::Property && !value.isEmpty())
                sets += setStatement(propertyKey(option), value) + QLatin1Char('\n');
        }
        if (!sets.isEmpty())
            sections << sets;
    }

    QList<const TableSpec *> sorted = sortedByName(tables);
    // The default catalog's tables first, then each lake catalog's, catalogs by name.
    std::stable_sort(sorted.begin(), sorted.end(), [this](const TableSpec *a, const TableSpec *b) {
        return nameKey(catalogOf(*a)) < nameKey(catalogOf(*b));
    });
    const DdlWriter writer(m_registry);
    bool ok = true;
    const auto leaveOut = [&](const TableSpec &t, const QString &why) {
        if (ok && error)
            *error = QStringLiteral("%1: %2").arg(t.name, why);
        ok = false;
        sections << QStringLiteral("-- table %1 left out: %2\n").arg(commentText(t.name), commentText(why));
    };
    QString catalogMade; // nameKey() of the lake catalog made last
    for (const TableSpec *t : std::as_const(sorted)) {
        QString ddl;
        LocalizedText problem;
        // A job script is Flink SQL whatever the target: its dialect is always flink.
        if (!writer.write(*t, QStringLiteral("flink"), &ddl, &problem)) {
            leaveOut(*t, problem.en);
            continue;
        }
        const QString catalog = catalogOf(*t);
        if (!catalog.isEmpty()) {
            const Connection *made = findConnection(connections, catalog);
            if (!made) {
                leaveOut(*t, QStringLiteral("its catalog %1 is not one of the database's connections").arg(catalog));
                continue;
            }
            if (nameKey(catalog) != catalogMade) {
                catalogMade = nameKey(catalog);
                sections << writer.createCatalog(made->name, t->connector, made->options, false)
                                + QStringLiteral("CREATE DATABASE IF NOT EXISTS %1.%2;\n").arg(quoteIdentifier(made->name), quoteIdentifier(database));
            }
            const QString plain = QStringLiteral("CREATE TABLE ") + quoteIdentifier(t->name);
            ddl.replace(ddl.indexOf(plain), plain.size(), QStringLiteral("CREATE TABLE IF NOT EXISTS ") + nameInScript(*t, database));
        }
        sections << ddl;
    }

    QStringList inserts;
    for (const Wiring &wiring : wirings) {
        const QString insert = insertStatement(tables, wiring, database);
        if (insert.isEmpty()) {
            if (ok && error)
                *error = QStringLiteral("%1: no such table").arg(wiring.subject());
            ok = false;
            inserts << QStringLiteral("-- %1 left out: no such table").arg(commentText(wiring.subject()));
            continue;
        }
        inserts << insert;
    }
    if (inserts.size() == 1) {
        sections << inserts.constFirst() + QLatin1Char('\n');
    } else if (inserts.size() > 1) {
        // One job for all of them, not one job per INSERT.
        sections << QStringLiteral("EXECUTE STATEMENT SET\nBEGIN\n") + inserts.join(QLatin1Char('\n'))
                + QStringLiteral("\nEND;\n");
    }
    if (script)
        *script = sections.join(QLatin1Char('\n'));
    return ok;
}

QString JobScriptWriter::sql(const QString &database, const QList<TableSpec> &tables, const JobProfile &profile,
                             const Wirings &wirings, const Connections &connections) const
{
    QString script;
    sql(database, tables, profile, wirings, &script, nullptr, connections);
    return script;
}

QStringList JobScriptWriter::commandArguments(const JobProfile &profile, const QString &scriptPath) const
{
    QStringList words;
    for (const QStringList &group : commandGroups(m_registry.jobSchema().data(), profile, scriptPath))
        words << group;
    return words;
}

QString JobScriptWriter::commandLine(const JobProfile &profile, const QString &scriptPath) const
{
    QStringList quoted;
    for (const QString &word : commandArguments(profile, scriptPath))
        quoted << shellQuote(word);
    return quoted.join(QLatin1Char(' '));
}

QString JobScriptWriter::shellScript(const QString &database, const JobProfile &profile, const QString &scriptFileName) const
{
    QStringList lines;
    const QList<QStringList> groups = commandGroups(m_registry.jobSchema().data(), profile, QString());
    for (const QStringList &group : groups) {
        QStringList quoted;
        for (const QString &word : group)
            quoted << shellQuote(word);
        lines << quoted.join(QLatin1Char(' '));
    }
    // The script is found beside this file, wherever the .sh is run from.
    lines << QStringLiteral("\"$here\"/") + shellQuote(scriptFileName);
    QString out = QStringLiteral("#!/usr/bin/env bash\n"
                                 "# Submits the Flink job of logical database \"%1\": runs %2, which lies beside\n"
                                 "# this file. Written by StreamTable Designer from the database's job profile.\n"
                                 "set -euo pipefail\n"
                                 "here=\"$(cd \"$(dirname \"${BASH_SOURCE[0]}\")\" && pwd)\"\n")
                      .arg(commentText(database), commentText(scriptFileName));
    out += QStringLiteral("exec ") + lines.join(QStringLiteral(" \\\n  ")) + QLatin1Char('\n');
    return out;
}

} // namespace st

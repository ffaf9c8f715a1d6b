#pragma once

// sourcedb/: tables from a source database. Reads a MySQL/MariaDB or PostgreSQL schema, from
// the database's own dump (mysqldump --no-data, pg_dump --schema-only) or from a live server
// through Qt Sql (QMYSQL, QPSQL), and makes of its tables the CDC source tables, the sink tables
// and the job's wirings (tablegen.h), their types through the connector's type map
// (schema/typemap.h).
// Depends on core/, schema/ and job/.
// (docs/ARCHITECTURE.md lists the arrows; tests/test_architecture.cpp checks them and this line.)

#include "core/localizedtext.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace st {

/// One column as the source database declares it.
struct SourceColumn
{
    QString name;
    QString type; ///< as the database writes it: `bigint(20) unsigned`, `timestamp(3) with time zone`
    bool notNull = false;
    QString comment;
};

/// One table of the source database.
struct SourceTable
{
    QString schema; ///< PostgreSQL's schema (`public`); empty for MySQL
    QString name;
    QList<SourceColumn> columns;
    QStringList primaryKey;
    QList<QStringList> uniqueKeys;
    QString comment;
    int line = 0; ///< where its CREATE TABLE starts in a dump; 0 when read from a server

    const SourceColumn *column(const QString &name) const;
    /// `schema.name` for PostgreSQL, `name` for MySQL.
    QString qualifiedName() const { return schema.isEmpty() ? name : schema + QLatin1Char('.') + name; }
};

/// A source database's tables, and what kind of database wrote them.
struct SourceSchema
{
    QString kind;     ///< `mysql` or `postgresql` (a type map's "database")
    QString database; ///< the database's name when known (a live server; a dump's USE or \connect)
    QString origin;   ///< the dump file or the server's location, as given (never with a password)
    QList<SourceTable> tables;
    /// What the reader passed over and why (a statement it could not read), with the line.
    QList<std::pair<int, LocalizedText>> notes;
};

/// Reads the text of a schema dump: MySQL's or MariaDB's (`mysqldump --no-data`, or `SHOW CREATE
/// TABLE` output) or PostgreSQL's (`pg_dump --schema-only`), told apart by their content. Returns
/// false with what is wrong when the text is neither, or holds no CREATE TABLE.
bool readSchemaDump(const QString &text, const QString &origin, SourceSchema *out, LocalizedText *error);

/// Where a live source database is: `mysql://USER@HOST[:PORT]/DATABASE` or
/// `postgresql://USER@HOST[:PORT]/DATABASE[?schema=NAME]`. A password in it is refused.
struct SourceLocation
{
    QString kind; ///< `mysql` or `postgresql`
    QString user;
    QString host;
    int port = 0; ///< 0: the kind's default (3306, 5432)
    QString database;
    QString schema; ///< PostgreSQL: the schema read (`public` when not given)

    int portOrDefault() const { return port > 0 ? port : (kind == QLatin1String("mysql") ? 3306 : 5432); }
    /// The location as given, without a password.
    QString text() const;
    /// Parses `url`; false with the reason when it is not one of the two forms.
    static bool parse(const QString &url, SourceLocation *out, LocalizedText *error);
    /// Whether `text` is meant as a location (`mysql:`, `mariadb:`, `postgresql:`, `postgres:`).
    static bool looksLikeLocation(const QString &text);
};

/// Reads the tables of a live database through Qt Sql (QMYSQL or QPSQL): columns with their
/// types as the server writes them, NOT NULL, primary and unique keys, comments. `password`
/// is used for this connection only, never stored. False with the server's reason on failure.
bool readLiveSchema(const SourceLocation &location, const QString &password, SourceSchema *out, LocalizedText *error);

} // namespace st

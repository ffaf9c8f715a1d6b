#pragma once

// import/: the import use case, above the SQL reader and the checks. It matches a CREATE TABLE
// read by sql/ddlreader to a connector schema and dialect, undoes the dialect's mapping, infers
// the role, validates the spec, refuses what no stored table may be, and reads files and
// folders of DDL. sql/ and check/ do not include it, nor each other's import code.
// Depends on core/, schema/, sql/, job/ and check/.
// (docs/ARCHITECTURE.md lists the arrows; tests/test_architecture.cpp checks them and this line.)

#include "core/connection.h"
#include "job/jobprofile.h"
#include "sql/ddlreader.h"
#include "check/diagnostic.h"
#include "schema/schemaregistry.h"
#include "core/tablespec.h"

#include <QList>
#include <QString>

#include <optional>

namespace st {

/// One statement of a DDL file as imported: what the reader found, the spec it maps to, and
/// what the validator says of that spec.
struct ImportedStatement
{
    enum class Status {
        Table,   ///< a CREATE TABLE read and mapped: `spec` holds it (it may still be invalid)
        Skipped, ///< not a CREATE TABLE
        Failed,  ///< could not be read or mapped; `findings` says where and why
    };
    Status status = Status::Skipped;
    QString file;
    int offset = 0; ///< where the statement starts in its file's text
    int length = 0;
    int line = 1;
    int column = 1;
    QString keyword;   ///< `CREATE TABLE`, `SET`, `INSERT`, ...
    QString tableName; ///< the name a CREATE TABLE gives, also when it failed later on
    QString dialect;   ///< the DDL dialect the WITH clause was written in (`flink`, `blink`)
    TableSpec spec;
    DdlFindings findings;    ///< the reader's and the mapping's, in order of position
    Diagnostics diagnostics; ///< the validator's findings for `spec`
    /// For each of `diagnostics`, the line and column in the file of what it is about: the
    /// option as written (the WITH clause for one missing), the column, the primary key, the
    /// table name; else the statement.
    QList<std::pair<int, int>> diagnosticPlaces;
    /// The table's role was told by nothing of its own (no role-specific option, no role
    /// comment, none given): how the rest of the file uses it may tell (importStatements()).
    bool roleOpen = false;
    /// The secrets the statement wrote in clear, by option key, as written: `spec` holds a
    /// reference in their place. Kept so that two files that differ only in a password are told
    /// apart (diff); never stored or shown.
    QMap<QString, QString> secretsInClear;
    /// A `CREATE CATALOG` of a lake catalog whose tables a connector has (Paimon's): the catalog
    /// as a connection of the database, its `type` left out; the tables that follow its `USE
    /// CATALOG` (or name it before theirs) name it as their connection.
    std::optional<Connection> catalog;
    /// An INSERT INTO ... SELECT: each table it reads into the one it writes (importWirings()).
    Wirings wirings;

    bool isTable() const { return status == Status::Table; }
    /// `file:line:column` of the statement.
    QString where() const;
    /// `file:line:column` of diagnostic `index` (where()'s when it has no place of its own).
    QString whereDiagnostic(int index) const;
};

/// How much of a DDL file importFile reads at a time: 64 KiB.
constexpr int kDdlPieceBytes = 64 * 1024;

/// Reads CREATE TABLE statements into table specs: the connector (the `connector` option, or
/// the legacy form a schema's keyless dialect describes) selects the schema, the dialect's
/// option mapping is undone, the role is inferred from role-specific options, and the spec is
/// validated. Stateless apart from the registry it reads.
class DdlImporter
{
public:
    explicit DdlImporter(const SchemaRegistry &registry) : m_registry(registry) {}

    /// Every statement of `text`. `role`: the role of tables whose options do not tell it;
    /// nullopt means `both`. `file` names the text in findings.
    QList<ImportedStatement> importText(const QString &text, const QString &file = QString(),
                                        std::optional<Role> role = std::nullopt) const;
    /// Reads a file (UTF-8; `-` is standard input) through readInputFile(), so with its limits.
    /// Returns false with a message naming the file when it cannot be read or is not UTF-8 text
    /// (with the line and column of the first bad byte).
    /// The file is read `pieceBytes` at a time and only the text of the statement being read
    /// is held (DdlStatementReader); the result is that of importText on the whole text.
    /// `error` is one line as the CLI prints it (`FILE:LINE:COLUMN: error: ...` for text that
    /// is not UTF-8); `notUtf8`, if given, gets that finding itself (its file, line, column
    /// and message) for a caller that says it in its own words, and an empty message otherwise.
    bool importFile(const QString &path, std::optional<Role> role, QList<ImportedStatement> *out,
                    LocalizedText *error, int pieceBytes = kDdlPieceBytes, DdlFinding *notUtf8 = nullptr) const;
    /// The statements `reader` hands out, each mapped as it comes.
    QList<ImportedStatement> importStatements(DdlStatementReader &reader, const QString &file,
                                              std::optional<Role> role = std::nullopt) const;

    /// Maps one statement read by a DdlStatementReader, whose text() holds it; `out` gets
    /// status, spec, findings and diagnostics.
    void mapStatement(const SqlText &text, const DdlStatement &statement, std::optional<Role> role,
                      ImportedStatement *out) const;

    /// The lake catalog a CREATE TABLE is in: its name and `type` (docs/SCHEMAS.md "Lake catalogs").
    struct InCatalog
    {
        QString name;
        QString type;
    };
    /// The same for a statement in lake catalog `catalog` (made by an earlier CREATE CATALOG of
    /// the text): a table without a connector key is a table of the connector whose catalogs
    /// are of that type, and names the catalog as its connection.
    void mapStatement(const SqlText &text, const DdlStatement &statement, std::optional<Role> role,
                      ImportedStatement *out, const InCatalog &catalog) const;

    /// The role of a table of `schema` whose options are `spec.options`: the only role the
    /// connector has; else the side its role-specific options belong to; else `given`, else
    /// `both`. `overridden` (optional) is set when `given` was overruled by the options.
    static Role inferRole(const ConnectorSchema &schema, const TableSpec &spec, std::optional<Role> given,
                          bool *overridden = nullptr);
    /// The note when a table's options overrule the role chosen for it (inferRole()'s
    /// `overridden`): the role read, the one chosen and why, in the form's words ("Read as a
    /// source table (read), not a sink table (written to) as chosen: it sets scan.startup.mode
    /// (used only when reading).").
    /// `byComment`: the role is the one a `-- streamtable role:` comment declares.
    static LocalizedText roleOverruledNote(const ConnectorSchema &schema, const TableSpec &spec, Role chosen, bool byComment);

    /// Gives each option the table `item` sets under an older key the engine still reads
    /// (olderOptionKeys(): a fallback or deprecated key) under the option's current key, with a
    /// note per key at its place, and checks the table again. The import's choice (the CLI's
    /// --current-keys): by default a table keeps the keys it was written with.
    void useCurrentOptionKeys(ImportedStatement *item) const;

private:
    /// Fails `out` when its spec is one no table in the catalog may be: a name the catalog
    /// refuses or Flink cannot take, or a spec the DDL writer cannot write.
    void refuseUnstorable(const SqlText &text, const DdlStatement &statement, const QString &dialect,
                          ImportedStatement *out) const;

    /// The validator's findings for `item->spec` again, each at the place the finding about the
    /// same subject had (an option of `renamed`, older key -> current key, at its older key's).
    void checkAgain(ImportedStatement *item, const QMap<QString, QString> &renamed) const;

    const SchemaRegistry &m_registry;
};

/// For each statement, the index of an earlier table statement of the same name (names compare
/// by nameKey()), or -1: a name defined twice in one import is that, not "exists in the
/// database". The CLI and the designer's import dialog decide by it alike.
QList<int> earlierDefinitions(const QList<ImportedStatement> &statements);

/// The job wirings the statements' INSERT INTO ... SELECT make between tables that `tables`
/// (imported now) or `existing` (the database's) name, each once, in order: an import keeps a
/// job's flow, not only its tables.
Wirings importWirings(const QList<ImportedStatement> &statements, const QList<TableSpec> &tables, const QStringList &existing);

/// The SQL files an import of `paths` reads: a file (or `-`) as given; every entry of a folder
/// named `*.sql`, sorted, not recursing, including those that will not read, so that reading
/// names them. Returns false with a message naming a path that does not exist.
bool collectDdlFiles(const QStringList &paths, QStringList *files, LocalizedText *error);

} // namespace st

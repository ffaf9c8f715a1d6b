#pragma once

// catalog/: the catalog, in a SQLite file or on a PostgreSQL server: databases, tables, job
// profiles and wirings, each operation one transaction. Depends on core/ and job/ (the job profile it stores).
// (docs/ARCHITECTURE.md lists the arrows; tests/test_architecture.cpp checks them and this line.)

#include "catalog/catalogdialect.h"
#include "job/jobprofile.h"
#include "core/localizedtext.h"
#include "core/names.h"
#include "core/tablespec.h"
#include "core/connection.h"
#include "core/variables.h"

#include <QDateTime>
#include <QHash>
#include <QList>
#include <QSqlDatabase>
#include <QString>

#include <functional>
#include <memory>
#include <optional>

namespace st {

class ServerAnswerWatch;

/// What went wrong in a catalog call. The CLI maps the request errors (NotFound .. NotEmpty)
/// to exit status 1 and the file errors (NotACatalog ..) to exit status 2.
enum class CatalogErrorCode {
    None,
    NotOpen,       ///< the catalog was not opened (or opening failed)
    NotFound,      ///< no such logical database, table or revision
    AlreadyExists, ///< a database of that name exists already (names compare case-insensitively)
    Conflict,      ///< a save or drop based on a stale revision; nothing was changed
    InvalidName,   ///< an empty name or one with control characters
    NotEmpty,      ///< dropping a database that still holds tables, without force
    Damaged,       ///< a stored revision that no longer parses
    NotACatalog,   ///< the file is not a SQLite database, or a database of another program
    TooNew,        ///< written by a newer program; refused, never downgraded
    ReadOnly,      ///< the file or its folder cannot be written
    MissingFolder, ///< the folder of the file does not exist
    LoginRefused,  ///< the server refused the login (a password missing or wrong, no such role)
    SecretInClear, ///< a value that would store a password or key in clear (core/secrets)
    Storage,       ///< SQLite reported an error (locked past the busy timeout, disk full, ...),
                   ///< or an exported file could not be written
};

/// Success, or an error code with a message in both languages. Errors name the file, the
/// database or the table concerned, so they can be shown as they are.
class CatalogStatus
{
public:
    CatalogStatus() = default;
    CatalogStatus(CatalogErrorCode code, LocalizedText message) : m_code(code), m_message(std::move(message)) {}

    bool ok() const { return m_code == CatalogErrorCode::None; }
    explicit operator bool() const { return ok(); }
    CatalogErrorCode code() const { return m_code; }
    const LocalizedText &message() const { return m_message; }
    QString message(Language lang) const { return m_message.in(lang); }
    /// True for errors of the file or the storage rather than of the request.
    bool isFileError() const;

private:
    CatalogErrorCode m_code = CatalogErrorCode::None;
    LocalizedText m_message;
};

/// A value or the reason there is none.
template <typename T>
struct CatalogResult
{
    CatalogResult(T v) : value(std::move(v)) {} // NOLINT: implicit by design
    CatalogResult(CatalogStatus s) : status(std::move(s)) {}  // NOLINT: implicit by design

    bool ok() const { return status.ok(); }
    explicit operator bool() const { return ok(); }

    T value{};
    CatalogStatus status;
};

struct DatabaseInfo
{
    QString name;
    QString comment;
    int tableCount = 0;
    QDateTime createdAt; ///< UTC
    /// The target platform its tables are written for (schemas/targets); empty: the program's
    /// default target.
    QString target;
};

/// One row of a table list or search result: enough for a table view without loading specs.
struct TableInfo
{
    QString database;
    QString name;
    QString connector;
    Role role = Role::Source;
    int revision = 0;    ///< the current revision
    QDateTime savedAt;   ///< when the current revision was saved (UTC)
    QDateTime createdAt; ///< when revision 1 was saved (UTC)
};

/// One entry of a table's history.
struct RevisionInfo
{
    int revision = 0;
    QDateTime savedAt;    ///< UTC
    int restoredFrom = 0; ///< the revision this one restored, or 0 for an ordinary save
    QString note;         ///< what the save was for, as its author wrote it (format 4); may be empty
    QString author;       ///< who saved it (Catalog::author() then); empty for revisions of older formats
};

/// A table spec as stored in one revision.
/// The job of one logical database as stored: its profile and its wirings, read together.
struct StoredJob
{
    JobProfile profile;
    Wirings wirings;

    bool operator==(const StoredJob &o) const { return profile == o.profile && wirings == o.wirings; }
    bool operator!=(const StoredJob &o) const { return !(*this == o); }
};

struct StoredTable
{
    QString database;
    TableSpec spec;
    int revision = 0;       ///< the revision `spec` is
    int latestRevision = 0; ///< the table's current revision: what the next save must be based on
    QDateTime savedAt;      ///< when `revision` was saved (UTC)
    int restoredFrom = 0;
};

/// The specs of `tables`, in their order.
QList<TableSpec> specsOf(const QList<StoredTable> &tables);
/// The revisions of `tables` by their name keys (nameKey()): what a change checked them at
/// (Catalog::setDatabaseTarget()'s `checkedTables`).
QHash<QString, int> revisionsOf(const QList<StoredTable> &tables);

/// Everything an export reads of one logical database, as of one moment.
struct DatabaseSnapshot
{
    DatabaseInfo info;
    bool withContent = false;  ///< false: only `info` was read (a database not asked for)
    QList<StoredTable> tables; ///< the current revision of each table, sorted by name
    JobProfile profile;
    Wirings wirings;
    Environments environments; ///< its environments and their variables (format 5)
    Connections connections;   ///< its connections (format 6)
};

/// Where a table matched a search of its content (Catalog::searchContent()).
struct SearchHit
{
    enum class Field { Name, Connector, Option };
    Field field = Field::Name;
    QString key;   ///< Option: the option's key
    QString value; ///< Option: its value as stored
};

/// A table that matched, with every place it matched in (name first, then the connector, then
/// options by key).
struct TableMatch
{
    QString database;
    QString table;
    QString connector;
    QList<SearchHit> hits;
};

/// The tables a content search found; `truncated` when more matched than the limit allowed.
struct SearchResult
{
    QList<TableMatch> tables;
    bool truncated = false;
};

/// Whether an option of a connector holds a secret: its value is neither searched nor shown,
/// only the ${secret:NAME} references in it (core/secrets), each as a hit of its own.
using SecretOption = std::function<bool(const QString &connector, const QString &key)>;

// optionKeyLooksSecret() (core/names.h) is the search's default.

/// What a batch save does with a table whose name exists already (Catalog::putMany()).
enum class OnExisting {
    Fail,   ///< a Conflict: the whole batch is refused and nothing is written
    Skip,   ///< the existing table stays as it is; the spec is not saved
    Revise, ///< the spec becomes the table's next revision
};

/// What Catalog::putMany() did with one spec.
struct BatchSaved
{
    enum class Outcome {
        Saved,     ///< a new table, or a new revision of one
        Skipped,   ///< the table exists and OnExisting::Skip left it as it is
        Unchanged, ///< under OnExisting::Revise, the spec equals the current revision: none written
    };
    Outcome outcome = Outcome::Saved;
    int revision = 0; ///< the revision saved, or the current one it equals (Unchanged); 0 when skipped
};

/// What Catalog::copyInto() copied: the rows of each kind.
struct CatalogCopyCounts
{
    qint64 databases = 0;
    qint64 tables = 0;
    qint64 revisions = 0;
    qint64 jobOptions = 0;
    qint64 wirings = 0;
    qint64 environments = 0;
    qint64 variables = 0;
    qint64 connections = 0;
    bool operator==(const CatalogCopyCounts &o) const;
};

/// How a catalog is opened.
enum class CatalogAccess {
    ReadWrite, ///< changes allowed; a new file is created, an older format brought up to date
    ReadOnly,  ///< reads only: the file is opened read-only and never written (see Catalog::open)
};

/// The store of table definitions: logical databases holding tables, every save of a table a
/// new revision. One SQLite file through Qt Sql (QSQLITE), its format version in
/// `PRAGMA user_version` with forward migrations, foreign keys on, WAL journal, a busy timeout so
/// several programs can share one file, and every change in one transaction.
///
/// Each instance owns its own connection (a unique connection name) and must be used from the
/// thread that opened it. No call throws; every failure comes back as a CatalogStatus.
class Catalog
{
public:
    /// `expectedRevision` of a save that creates a new table.
    static constexpr int NewTable = 0;
    /// `expectedRevision` of a save that goes on top of whatever is current (the CLI's `put`).
    static constexpr int AnyRevision = -1;

    Catalog();
    ~Catalog();
    Catalog(const Catalog &) = delete;
    Catalog &operator=(const Catalog &) = delete;

    /// `catalog.sqlite` in the user's application data folder (shared by both programs).
    static QString defaultPath();
    /// `option` (a `--catalog FILE` value) when given, else STREAMTABLE_CATALOG when set, else
    /// defaultPath().
    static QString resolvePath(const QString &option = QString());
    /// True for a location on a PostgreSQL server: `postgresql://USER@HOST[:PORT]/DBNAME[?...]`
    /// (or `postgres://`); anything else is a SQLite file's path.
    static bool isServerLocation(const QString &location);
    /// The location as messages and titles show it: a file's native path, a server's URL.
    static QString shownLocation(const QString &location);

    /// Opens (creating when missing) the catalog file and brings an older format up to date.
    /// A file that is not a catalog, a newer catalog, a read-only file or folder, or a missing
    /// folder is refused with a message naming the file, and the file is left untouched.
    /// So are an empty (0-byte) file, anything but a regular file (a pipe would block), and a
    /// file that does not read back as a sound catalog together with its `-wal`: it is checked
    /// through a read-only connection before anything could replay or checkpoint that `-wal`.
    /// A new catalog is built under a temporary name and appears whole or not at all.
    /// `createFolder` makes a missing folder first (used for the default location).
    /// With CatalogAccess::ReadOnly an existing file stays opened read-only and nothing is ever
    /// written to it: a catalog of an older format is read from an upgraded private copy (and
    /// notice() says so); the next change brings the file itself up to date.
    ///
    /// A server location (isServerLocation()) opens the catalog in that database through QPSQL,
    /// creating it in an empty database; a database that holds other tables, or a catalog of a
    /// newer format, is refused and left untouched. The location never holds a password:
    /// libpq's own ways give it (PGPASSWORD, ~/.pgpass, PGSERVICE). `createFolder` is ignored.
    CatalogStatus open(const QString &path, bool createFolder = false, CatalogAccess access = CatalogAccess::ReadWrite);
    void close();
    CatalogBackend backend() const { return m_backend; }
    /// On a server: the last operation found the connection gone (the server restarted, the
    /// session was ended, the server did not answer); the next one connects again.
    bool connectionLost() const { return m_connectionLost; }
    bool isOpen() const;
    bool isReadOnly() const { return m_readOnly; }
    /// The password for a server location, kept in memory only (the designer asks for it when a
    /// login is refused); empty: libpq's own ways (PGPASSWORD, ~/.pgpass, PGSERVICE). Given
    /// before open() and kept until changed.
    void setServerPassword(const QString &password) { m_serverPassword = password; }
    /// For a second connection to the same catalog (a worker thread's): the password this one uses.
    QString serverPassword() const { return m_serverPassword; }
    /// Something open() did that the user should hear of (an empty file set up as a new
    /// catalog); empty when there is nothing to tell.
    const LocalizedText &notice() const { return m_notice; }
    QString path() const { return m_path; }

    /// The databases (all of them, sorted by name) read in one read transaction, so nothing
    /// another program changes meanwhile shows half: each database's tables, job profile and
    /// wirings are filled in for the names in `withContent` (all when empty, compared as
    /// nameKey()); the others carry only their DatabaseInfo.
    CatalogResult<QList<DatabaseSnapshot>> snapshot(const QStringList &withContent = QStringList()) const;
    /// One database with all its content, read in one read transaction: what a command that
    /// checks or writes a whole database reads. NotFound when there is no such database.
    CatalogResult<DatabaseSnapshot> databaseSnapshot(const QString &database) const;

    // ---- logical databases ----------------------------------------------------------------
    /// Sorted by name (case-insensitively), with their table counts.
    CatalogResult<QList<DatabaseInfo>> databases() const;
    CatalogResult<DatabaseInfo> database(const QString &name) const;
    /// `target`: the platform id its tables are written for; empty: the default target. The
    /// catalog does not check the id against the targets (it holds no schemas); callers do.
    CatalogStatus createDatabase(const QString &name, const QString &comment = QString(), const QString &target = QString());
    /// Sets the database's target. `expected` is the target the caller saw: when another writer
    /// has changed it since, the change is refused as a Conflict and nothing is written.
    /// `checkedTables`, when given: the database's tables (by name, their revisions) the caller
    /// checked against the new target. One saved, added or dropped since makes the change a
    /// Conflict naming it, so that what was said about the tables' fit is what the change does.
    CatalogStatus setDatabaseTarget(const QString &name, const QString &target, const QString &expected,
                                    const QHash<QString, int> *checkedTables = nullptr);
    CatalogStatus renameDatabase(const QString &name, const QString &newName);
    CatalogStatus setDatabaseComment(const QString &name, const QString &comment);
    /// A database that still holds tables is dropped only with `force` (its tables go with it).
    CatalogStatus dropDatabase(const QString &name, bool force = false);

    // ---- tables ---------------------------------------------------------------------------
    /// The tables of one database sorted by name (case-insensitively), without their specs.
    CatalogResult<QList<TableInfo>> list(const QString &database) const;
    /// The current revision of each table of one database with its spec, sorted by name.
    CatalogResult<QList<StoredTable>> latestSpecs(const QString &database) const;
    /// One revision of a table; `revision` 0 means the current one.
    CatalogResult<StoredTable> get(const QString &database, const QString &name, int revision = 0) const;
    /// Saves `spec` as a new revision of the table named `spec.name` (case-insensitively) and
    /// returns the new revision number. `expectedRevision` is the revision the edit started from:
    /// NewTable for a new table, AnyRevision to save on top of the current one. A mismatch is a
    /// Conflict naming the table, and nothing is written.
    /// `note` says what the save was for (shown in the history); the revision's author is author().
    /// `checkedTarget`, when given: the database's target the spec was checked for. A target
    /// changed since (db set-target meanwhile) makes the save a Conflict, so that no table is
    /// saved unchecked for the platform its database is now written for.
    CatalogResult<int> put(const QString &database, const TableSpec &spec, int expectedRevision, const QString &note = QString(),
                           const QString *checkedTarget = nullptr);
    /// Saves many specs in one transaction: all of them or none. Each is checked as put()
    /// checks it (name, database); a table that exists already (also one saved earlier in the
    /// same batch) is handled as `onExisting` says; under Revise, a spec equal to the table's
    /// current revision writes none (Unchanged). Returns, per spec in order, what was done.
    /// Any error leaves the catalog as it was. `connections` are made in the same transaction,
    /// before the tables (that may use them): each a new one, checked as saveConnection() checks
    /// it; one the database has already with the same connector and options is left as it is,
    /// one of that name with other options is AlreadyExists.
    /// `wirings` are added to the database's job in the same transaction, after the tables (an
    /// import's INSERT INTO ... SELECT); one the job has already is left as it is, a table no
    /// wiring end names is NotFound.
    /// `expectedRevisions`, when given, has one entry per spec: the revision of that table the
    /// caller based the spec on (NewTable: it had none), or AnyRevision (whatever is current,
    /// as when none are given). It is compared, inside the transaction, with the table as it was
    /// before the batch: a table that moved on (saved, made or dropped by another writer since)
    /// makes the whole batch a Conflict naming it, and nothing is written.
    CatalogResult<QList<BatchSaved>> putMany(const QString &database, const QList<TableSpec> &specs, OnExisting onExisting,
                                             const Connections &connections = {}, const Wirings &wirings = {},
                                             const QList<int> &expectedRevisions = {});
    /// Drops a table and its history. `expectedRevision`: the revision the caller last saw (a
    /// Conflict when the table has moved on since), or AnyRevision.
    CatalogStatus drop(const QString &database, const QString &name, int expectedRevision = AnyRevision);
    /// Newest first.
    CatalogResult<QList<RevisionInfo>> history(const QString &database, const QString &name) const;
    /// Saves the spec of an older revision as a new revision; returns the new revision number.
    /// When the table already is as that revision (the latest one, or one it went back to),
    /// nothing is written: the latest revision's number is returned and `*unchanged` set.
    CatalogResult<int> restore(const QString &database, const QString &name, int revision,
                               int expectedRevision = AnyRevision, const QString &note = QString(), bool *unchanged = nullptr);
    /// Tables of all databases whose name contains `text` (case-insensitively; empty matches all)
    /// and, when `connector` is given, that use that connector. Sorted by database, then name.
    /// `limit` < 0: no limit.
    CatalogResult<QList<TableInfo>> search(const QString &text, const QString &connector = QString(),
                                           int limit = -1) const;
    /// Tables of all databases whose name, connector or any option value contains `text`
    /// (case-insensitively, compared as nameKey(); empty text finds nothing). One query reads
    /// the candidates (the current revision of every table whose stored spec contains the text)
    /// and each is checked in C++, so the hits say exactly where the text is; text in a comment
    /// or a column alone is no match. The values of options `isSecret` names (by default
    /// optionKeyLooksSecret()) are not searched and never returned; a revision that cannot be
    /// read is passed over. Sorted by database, then table, in natural order (naturalSortKey());
    /// at most `limit` tables (< 0: no limit), `truncated` when there were more.
    CatalogResult<SearchResult> searchContent(const QString &text, const SecretOption &isSecret = SecretOption(),
                                              int limit = -1) const;
    /// Renames a table in one transaction: its row takes the new name and a new revision is saved
    /// whose spec carries it; history, wirings and the job profile stay with the table. Returns
    /// the new revision. `expectedRevision` as for put() (AnyRevision: whatever is current); a
    /// stale one is a Conflict. A new name used by another table of the database is
    /// AlreadyExists; a new name that differs only in case is allowed.
    CatalogResult<int> renameTable(const QString &database, const QString &name, const QString &newName,
                                   int expectedRevision = AnyRevision);
    /// Saves an edit of the table stored as `name`, whose spec may carry a new name, in one
    /// transaction: the rename (as renameTable()) and the edited spec become one new revision,
    /// or nothing is written (a stale `expectedRevision` is a Conflict, a taken name
    /// AlreadyExists). An edit that changes nothing writes nothing and returns the current revision.
    CatalogResult<int> saveEdit(const QString &database, const QString &name, const TableSpec &edited,
                                int expectedRevision, const QString &note = QString());

    /// Who the revisions this catalog saves are by, unless set: in a file, the operating
    /// system's user name; on a server, the role the server let in (authenticated, and what
    /// colleagues know each other by), followed by the system's user name in brackets when that
    /// differs (a role several people share): "zhang_san", "etl (zhang.san)".
    QString author() const;
    void setAuthor(const QString &author) { m_author = author; }
    /// The user name the operating system gives (USER, LOGNAME or USERNAME), or empty.
    static QString systemUserName();

    // ---- the job of a logical database (format 2) ------------------------------------------
    /// The database's job profile (job schema key -> value); empty when none was set.
    CatalogResult<JobProfile> jobProfile(const QString &database) const;
    /// Sets one option of the job profile; an empty `value` removes it. Keys are not checked
    /// here: validate first (Validator::validateJobProfile()).
    CatalogStatus setJobOption(const QString &database, const QString &key, const QString &value);
    /// Replaces the whole job profile in one transaction (empty values are left out).
    CatalogStatus setJobProfile(const QString &database, const JobProfile &profile);
    /// The database's wirings in the order they were added, with the tables' current names.
    CatalogResult<Wirings> wirings(const QString &database) const;
    /// Appends a wiring. Both tables must exist in the database (NotFound); a wiring that is
    /// there already is AlreadyExists. Wirings follow renames and go when a table is dropped.
    CatalogStatus addWiring(const QString &database, const QString &source, const QString &sink);
    /// Removes a wiring (NotFound when there is none).
    CatalogStatus removeWiring(const QString &database, const QString &source, const QString &sink);
    /// The profile and the wirings of the database's job, read in one read transaction (so both
    /// are of the same moment): the base an editor of the whole job starts from.
    CatalogResult<StoredJob> job(const QString &database) const;
    /// Replaces the database's job (profile and wirings, in the given order) in one write
    /// transaction. `base` is the job the edit started from (as job() returned it); when the
    /// stored job differs from it (another program changed an option or a wiring meanwhile),
    /// the save is a Conflict naming the database and what changed, and nothing is written, even
    /// when `edited` equals `base`. A wiring naming a missing table is NotFound.
    CatalogStatus saveJob(const QString &database, const StoredJob &edited, const StoredJob &base);

    // ---- the environments of a logical database (format 5) ------------------------------
    /// The database's environments, sorted by name (case-insensitively), with their variables.
    CatalogResult<Environments> environments(const QString &database) const;
    /// Makes an environment with no variables; one of that name (compared as nameKey()) is
    /// AlreadyExists.
    CatalogStatus createEnvironment(const QString &database, const QString &environment);
    /// Drops an environment and its variables (NotFound when there is none).
    CatalogStatus dropEnvironment(const QString &database, const QString &environment);
    /// Sets one variable of an environment, making the environment when it has none yet. A name
    /// that is not a variable name (isVariableName()) is InvalidName; a value that holds a
    /// password or key as it is, for a name that says it is one (optionKeyLooksSecret()), is
    /// SecretInClear: it belongs in a ${secret:NAME} reference, and nothing is written.
    CatalogStatus setVariable(const QString &database, const QString &environment, const QString &name, const QString &value);
    /// Removes one variable (NotFound when the environment or the variable is not there).
    CatalogStatus unsetVariable(const QString &database, const QString &environment, const QString &name);
    /// Replaces all the database's environments in one write transaction. `base` is what the
    /// edit started from (as environments() returned it); when the stored environments differ
    /// from it, the save is a Conflict naming what changed and nothing is written. Names and
    /// values are checked as setVariable() checks them.
    CatalogStatus saveEnvironments(const QString &database, const Environments &edited, const Environments &base);
    /// Every reason saveEnvironments() would refuse `environments` (it says the first): an empty
    /// or bad environment name, a name given twice, a variable name that is not one, a secret
    /// given in clear. One line each, in the order met, worded for an editor that shows them as
    /// they are typed (nothing is said to be written or not). Reads nothing.
    static QList<LocalizedText> environmentProblems(const Environments &environments);

    // ---- the connections of a logical database (format 6) -------------------------------
    /// The database's connections, sorted by name (case-insensitively).
    CatalogResult<Connections> connections(const QString &database) const;
    /// Sets one option of connection `name`; an empty `value` removes it. A connection that is
    /// not there yet is made for `connector` (InvalidName when none is given); one that is there
    /// and for another connector is a Conflict. A password or key as it is under a key that
    /// names one is SecretInClear (it belongs in a ${secret:NAME} reference); nothing is written.
    /// Which keys a connection of the connector may hold is the schemas' business: check first
    /// (Validator::validateConnection()).
    CatalogStatus setConnectionOption(const QString &database, const QString &name, const QString &connector,
                                      const QString &key, const QString &value);
    /// Saves a whole connection in one transaction: `base` null makes a new one (AlreadyExists
    /// when the name is taken), else the stored one must equal `*base` (a Conflict otherwise, and
    /// nothing is written). Values are checked as setConnectionOption() checks them.
    CatalogStatus saveConnection(const QString &database, const Connection &edited, const Connection *base);
    /// Replaces all the database's connections in one write transaction (the designer's
    /// Database > Connections...). `base` is what the edit started from (as connections()
    /// returned it): when the stored connections differ from it, the save is a Conflict and
    /// nothing is written. A connection left out that tables still use is refused (NotEmpty,
    /// naming them), as dropConnection() refuses it; one kept must stay for its connector
    /// (Conflict). Names and values are checked as saveConnection() checks them.
    CatalogStatus saveConnections(const QString &database, const Connections &edited, const Connections &base);
    /// Drops a connection. While tables of the database use it, it is refused (NotEmpty) naming
    /// them: they would lose the options it gives.
    CatalogStatus dropConnection(const QString &database, const QString &name);
    /// The tables of the database whose current revision uses connection `name`, by name.
    CatalogResult<QStringList> tablesUsingConnection(const QString &database, const QString &name) const;

    // ---- copying a whole catalog ----------------------------------------------------------
    /// Copies everything this catalog holds into `destination` (another store, say a file into a
    /// server): every database, table, revision, job option, wiring, environment, variable and connection as stored, their times,
    /// notes and authors kept, read in one read transaction and written in one write
    /// transaction. A destination that holds anything but an empty `default` database is
    /// NotEmpty unless `replace` (what it held then goes). The rows written are counted again in
    /// the same transaction and must equal those read, or nothing is written.
    CatalogResult<CatalogCopyCounts> copyInto(Catalog &destination, bool replace) const;

    // ---- following changes made elsewhere ------------------------------------------------
    /// A number that differs from the one the previous call returned exactly when another
    /// connection (the CLI, another designer, a colleague's program) committed a change to the
    /// catalog in between; this connection's own writes leave it as it is. SQLite's
    /// `PRAGMA data_version`: one cheap call, no table read, so a window can poll it. On a server,
    /// the change counter every write transaction raises, less this connection's own writes.
    CatalogResult<qint64> outsideChangeStamp() const;

private:
    class Transaction;
    class DatabaseChange;
    struct TableRow;

    CatalogStatus checkOpen() const;
    CatalogStatus checkName(const QString &name, bool table) const;
    CatalogStatus storageError(const LocalizedText &action, const QString &detail) const;
    CatalogStatus runMigrations();
    /// `immutable`: read-only without locks, -wal or -shm (for a file that has no -wal).
    CatalogStatus openConnection(const QString &path, CatalogAccess access, bool immutable = false);
    /// open() of a server location (catalogserver.cpp).
    CatalogStatus openServer(const QString &location, CatalogAccess access);
    /// Connects to the server again after the connection was lost (the server restarted, the
    /// session was ended): what failed then was rolled back by the server, what comes next runs
    /// on a new session.
    CatalogStatus reconnect() const;
    /// Makes a write transaction safe to run: when the file, its -wal or its -shm is no longer
    /// the one this connection opened (another program replaced or reset it, possible only when
    /// this process lost its SQLite locks), the connection is opened afresh so that the change
    /// is checked against what is really in the file.
    CatalogStatus ensureConnectionCurrent();
    /// For reading a file of an older format (the read-only connection to it is open): reads
    /// from an upgraded private copy instead, so that the file itself is not written.
    CatalogStatus openUpgradedCopy(const QString &path, int version);
    bool fileIdentityChanged() const;
    CatalogResult<qint64> databaseId(const QString &name) const;
    CatalogResult<TableRow> tableRow(qint64 databaseId, const QString &name) const;
    /// tableRow() of a table that must exist: a missing one is NotFound naming it.
    CatalogResult<TableRow> existingTableRow(qint64 databaseId, const QString &database, const QString &name) const;
    CatalogStatus checkExpected(const TableRow &row, const QString &database, const QString &name,
                                int expectedRevision) const;
    /// renameTable() and saveEdit(): `edited` null keeps the stored spec under its new name.
    CatalogResult<int> editTable(const QString &database, const QString &name, const QString &newName,
                                 const TableSpec *edited, int expectedRevision, const LocalizedText &action, const QString &note);
    CatalogResult<int> saveRevision(qint64 databaseId, const QString &database, const TableSpec &spec,
                                    int expectedRevision, int restoredFrom, const QString &note);
    struct SaveQueries;
    /// saveRevision() for a table whose row (`row`, empty for a new table) the caller has read
    /// in the same transaction; `row` is updated to the saved revision.
    CatalogResult<int> writeRevision(qint64 databaseId, const QString &database, const TableSpec &spec, int expectedRevision,
                                     int restoredFrom, const QString &note, TableRow *row, SaveQueries &queries);
    /// Every table row of a database by name key, read in the current transaction.
    CatalogResult<QHash<QString, TableRow>> tableRows(qint64 databaseId) const;
    /// The spec of a table's current revision.
    CatalogResult<TableSpec> currentSpec(const TableRow &row) const;
    /// The job of a database read with the current connection, inside whatever transaction runs.
    CatalogResult<StoredJob> readJob(qint64 databaseId) const;
    /// Appends `wirings` to the job of the database (id `databaseId`) in the running write
    /// transaction, leaving out those it has; see putMany().
    CatalogStatus addWirings(qint64 databaseId, const QString &database, const Wirings &wirings);
    /// Fills in `database`'s content (DatabaseSnapshot::withContent), read inside whatever
    /// transaction runs.
    CatalogStatus readContent(DatabaseSnapshot *database) const;
    /// The environments of a database read inside whatever transaction runs.
    CatalogResult<Environments> readEnvironments(qint64 databaseId) const;
    /// The id of environment `environment` of the database, read in the running transaction;
    /// 0 when there is none.
    CatalogResult<qint64> environmentId(qint64 databaseId, const QString &environment) const;
    /// The connections of a database read inside whatever transaction runs.
    CatalogResult<Connections> readConnections(qint64 databaseId) const;
    /// NotFound when `spec` names a connection the database does not have (or one for another
    /// connector): a table is never saved cut off from the options it takes from it.
    CatalogStatus checkConnectionNamed(qint64 databaseId, const QString &database, const TableSpec &spec) const;
    // Variables used where a secret goes (catalogsecrets.cpp): the users' side and the variable's.
    CatalogStatus checkSecretVariablesOf(qint64 databaseId, const QMap<QString, QString> &options, const LocalizedText &user) const;
    CatalogStatus checkTableSecretVariables(qint64 databaseId, const TableSpec &spec) const;
    CatalogStatus checkConnectionSecretVariables(qint64 databaseId, const Connection &connection) const;
    CatalogStatus checkVariableSecretUses(qint64 databaseId, const QString &environment, const QString &name, const QString &value) const;
    /// Makes `connections` in the running write transaction (see putMany()).
    CatalogStatus addConnections(qint64 databaseId, const QString &database, const Connections &connections);
    /// NotEmpty, naming the tables, while tables of the database use connection `name`.
    CatalogStatus checkConnectionUnused(const QString &database, const QString &name) const;
    /// Inserts an environment in the running write transaction; returns its id.
    CatalogResult<qint64> insertEnvironment(qint64 databaseId, const QString &environment, const LocalizedText &action);

    QString m_connectionName;
    QString m_path;
    /// Set by setAuthor(). Otherwise the default is worked out on the first author(): a command
    /// that only reads never asks the system for the user's name (which may read the account
    /// database).
    std::optional<QString> m_author;
    /// author() when not set, worked out on its first call for the catalog open (see m_author).
    mutable std::optional<QString> m_defaultAuthor;
    QSqlDatabase m_db;
    bool m_readOnly = false;
    LocalizedText m_notice;
    bool m_registered = false; ///< counted in the process's list of open catalog files
    QString m_privateCopy; ///< the upgraded copy read instead of an older-format file; deleted on close
    QList<QByteArray> m_fileIdentity; ///< the file, -wal and -shm as opened (see ensureConnectionCurrent)
    CatalogBackend m_backend = CatalogBackend::SQLite;
    mutable qint64 m_ownChanges = 0; ///< on a server: the write transactions this connection committed
    mutable bool m_connectionLost = false; ///< on a server: an operation found the session gone
    QString m_serverPassword;
    /// On a server: closes the connection when the server leaves a request unanswered too long.
    std::unique_ptr<ServerAnswerWatch> m_answerWatch;
    /// A write transaction is open (Transaction). On a server a failed statement aborts it, and
    /// storageError() rolls it back at once: the prepared statements of the failed operation
    /// are then freed outside it, not refused (with a warning each) inside an aborted one.
    mutable bool m_openWrite = false;
    /// A Transaction is under way (from before its BEGIN): a failure then is of a change, which
    /// the messages say was not written; a read's failure has no change to speak of.
    mutable bool m_inWrite = false;
    /// The Transaction under way has sent its COMMIT: a connection lost now leaves the change
    /// written or not, and the messages say it is not known (put() then looks).
    mutable bool m_commitSent = false;
    /// put()'s look after a COMMIT whose answer was lost: connected again, is `spec` the
    /// table's revision `revision`? The revision, or why not (or why it cannot be told).
    CatalogResult<int> checkLostCommit(const QString &database, const TableSpec &spec, int revision, const CatalogStatus &lost);
    /// The target of the database `databaseId` as stored (inside a change: under its lock).
    CatalogResult<QString> databaseTargetIn(qint64 databaseId) const;
    /// The table's current revision when it holds exactly `spec`, else 0.
    int revisionHolding(const QString &database, const TableSpec &spec) const;
    /// A save of put()'s whose COMMIT answer was lost and could not be looked up: repeated on
    /// the same base, and found to have landed as `revision`, it is no conflict with itself.
    struct LostCommit
    {
        QString database;
        QString table;
        int base = 0;
        int revision = 0;
    };
    std::optional<LostCommit> m_lostCommit;
};

} // namespace st

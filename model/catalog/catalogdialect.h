#pragma once

// The SQL that differs between the catalog's two stores, a SQLite file and a database on a
// PostgreSQL server. Everything else the catalog runs is the same text on both; what is here
// is all that is not.

#include <QSqlDatabase>
#include <QString>
#include <QStringList>

namespace st {

enum class CatalogBackend {
    SQLite,     ///< a file (QSQLITE)
    PostgreSQL, ///< a database on a server (QPSQL), named by a postgresql:// location
};

namespace catalogdialect {

/// The statements that begin a write transaction holding the catalog's one write lock, so that
/// a read-then-write (is the revision still the one the edit started from?) is never raced by
/// another writer. SQLite: BEGIN IMMEDIATE. PostgreSQL: a transaction-scoped advisory lock,
/// which needs no table (the catalog's first transaction creates them) and is held to COMMIT.
/// There, the server also ends the session when the program leaves the transaction idle for
/// `idleLimitMs` (a writer cut off from its server, which the server would notice only hours
/// later): the lock is released and the change rolled back. The limit is how long the program
/// waits for the server's answers (ServerAnswerWatch) and ServerIdleGraceMs more, so that a
/// program waiting on a server that stopped answering gives up first and says so.
QStringList beginWrite(CatalogBackend backend, int idleLimitMs);

/// Begins a read transaction: every read in it sees the catalog as of one moment.
QString beginRead(CatalogBackend backend);

/// A condition true when the text of `haystack` contains the value bound at its `?`.
QString contains(CatalogBackend backend, const QString &haystack);

/// A migration step's statement with its words for the backend: `{id}` an integer key the
/// store assigns, `{text}` text compared and sorted by code point, `{now}` the current UTC time
/// as the catalog writes it.
QString adapt(CatalogBackend backend, QString statement);

/// On a server: a query of one boolean, whether the schema the connection works in holds the
/// catalog's meta table, read from the system catalog as of now.
QString metaExists();

/// Reads the catalog's format version into `version`; on a server the table it is kept in may not
/// exist yet (a new catalog), which reads as 0. Returns the store's message when it cannot.
QString readVersion(CatalogBackend backend, QSqlDatabase &db, int *version);
/// The statements that record the format version (after a migration step).
QString writeVersion(CatalogBackend backend, int version);

/// What a store error means for the user, told from the driver's message.
enum class ErrorKind {
    Other,
    Busy,             ///< another writer held the lock past the wait (SQLite busy, a lock timeout)
    PermissionDenied, ///< the role may read but not write (PostgreSQL)
    ConnectionLost,   ///< the server went away or ended the session (PostgreSQL)
};
ErrorKind classify(CatalogBackend backend, const QString &message);

/// How long a write waits for another writer's lock before it is "busy".
constexpr int LockWaitMs = 10000;
/// How long a server catalog waits for its server to answer a request (ServerAnswerWatch):
/// well above LockWaitMs, so a wait for a lock ends as "busy" first.
constexpr int ServerAnswerWaitMs = 30000;
/// How much longer than the program waits for the server the server waits for the program in
/// the middle of a change (beginWrite()).
constexpr int ServerIdleGraceMs = 5000;

} // namespace catalogdialect
} // namespace st

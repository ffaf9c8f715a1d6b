#pragma once

// Private to the catalog's own .cpp files: message and time helpers, the write transaction.

#include "catalog/catalog.h"
#include "catalog/catalogdialect.h"
#include "catalog/catalogformat.h"
#include "catalog/serveranswerwatch.h"
#include "core/names.h"

#include <QSqlError>
#include <QSqlQuery>

#include <optional>

namespace st::catalogdetail {

inline QString nowUtc()
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
}

/// Reads a stored time. The catalog writes `yyyy-MM-ddTHH:mm:ss.zzzZ`, read here directly:
/// QDateTime::fromString costs more than the rest of a table listing.
inline QDateTime parseUtc(const QString &stamp)
{
    auto number = [&stamp](int from, int length) {
        int value = 0;
        for (int i = from; i < from + length; ++i) {
            const int digit = stamp.at(i).digitValue();
            if (digit < 0)
                return -1;
            value = value * 10 + digit;
        }
        return value;
    };
    if (stamp.size() == 24 && stamp.at(10) == QLatin1Char('T') && stamp.at(23) == QLatin1Char('Z')) {
        const QDate date(number(0, 4), number(5, 2), number(8, 2));
        const QTime time(number(11, 2), number(14, 2), number(17, 2), number(20, 3));
        if (date.isValid() && time.isValid())
            return QDateTime(date, time, Qt::UTC);
    }
    return QDateTime::fromString(stamp, Qt::ISODateWithMs);
}

/// parseUtc() of UTF-8 text as SQLite gives it (sqlite3_column_text), without making a QString
/// of it first: a table listing reads two times per row.
inline QDateTime parseUtc(const char *stamp, int size)
{
    if (catalogformat::StoredTime t; catalogformat::parseStoredTime(stamp, size, &t)) {
        // The milliseconds since 1970 directly (H. Hinnant's days_from_civil, the proleptic
        // Gregorian calendar as QDate's): QDate and QDateTime's constructors go through the
        // calendar classes.
        const int y = t.month <= 2 ? t.year - 1 : t.year;
        const int era = y / 400; // y >= 0
        const int yearOfEra = y - era * 400;
        const int dayOfYear = (153 * (t.month > 2 ? t.month - 3 : t.month + 9) + 2) / 5 + t.day - 1;
        const int dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear;
        const qint64 days = qint64(era) * 146097 + dayOfEra - 719468;
        return QDateTime::fromMSecsSinceEpoch(((days * 24 + t.hour) * 60 + t.minute) * 60000 + t.second * 1000 + t.msec, Qt::UTC);
    }
    return parseUtc(QString::fromUtf8(stamp, size));
}

/// Qt binds a null QString as SQL NULL; the catalog stores empty text instead.
inline QString notNull(const QString &s)
{
    return s.isNull() ? QStringLiteral("") : s;
}

inline Role parseStoredRole(const QString &name)
{
    Role role = Role::Source;
    parseRole(name, &role);
    return role;
}

inline LocalizedText noDatabase(const QString &name)
{
    return localized("There is no logical database \"%1\"", "逻辑库“%1”不存在").arg(name);
}

inline LocalizedText noTable(const QString &database, const QString &name)
{
    return localized("There is no table \"%2\" in database \"%1\"", "数据库“%1”中没有表“%2”").arg(database, name);
}

/// A query on `db`: `sql` prepared, with `values` bound to its placeholders in order.
inline QSqlQuery preparedQuery(const QSqlDatabase &db, const QString &sql, std::initializer_list<QVariant> values)
{
    QSqlQuery query(db);
    query.prepare(sql);
    for (const QVariant &value : values)
        query.addBindValue(value);
    return query;
}

/// The first of `checks` that failed, or ok when none did.
inline CatalogStatus firstFailure(std::initializer_list<CatalogStatus> checks)
{
    for (const CatalogStatus &check : checks) {
        if (!check)
            return check;
    }
    return {};
}

/// Reads a QSqlQuery value as an int.
inline int intAt(const QSqlQuery &q, int column)
{
    return q.value(column).toInt();
}

} // namespace st::catalogdetail

namespace st {

// ---- transactions -----------------------------------------------------------------------

/// One write transaction. It takes the catalog's write lock at once (waiting up to the busy
/// timeout; catalogdialect::beginWrite()), so a read-then-write never fails half-way on another
/// program's lock and no other writer runs between its read and its write. Before and
/// once the lock is held, the catalog makes sure its connection still reads the file that is
/// really there (Catalog::ensureConnectionCurrent()), so every check a change makes is against
/// the file as it is. Rolled back unless committed.
class Catalog::Transaction
{
public:
    explicit Transaction(Catalog &catalog) : m_catalog(catalog)
    {
        if (catalog.isReadOnly()) {
            m_error = QSqlError(QString(), QStringLiteral("the catalog was opened read-only"), QSqlError::ConnectionError);
            return;
        }
        catalog.m_inWrite = true;
        catalog.m_commitSent = false;
        for (int attempt = 0; attempt < 2 && !m_begun; ++attempt) {
            if (const CatalogStatus current = catalog.ensureConnectionCurrent(); !current) {
                m_error = QSqlError(QString(), current.message(Language::En), QSqlError::ConnectionError);
                return;
            }
            m_db = catalog.m_db;
            QSqlQuery query(m_db);
            const int answerLimitMs = catalog.m_answerWatch ? int(catalog.m_answerWatch->limit().count()) : catalogdialect::ServerAnswerWaitMs;
            const int idleLimitMs = answerLimitMs + catalogdialect::ServerIdleGraceMs;
            const QStringList begin = catalogdialect::beginWrite(catalog.m_backend, idleLimitMs);
            for (const QString &statement : begin) {
                if (!query.exec(statement)) {
                    m_error = query.lastError();
                    if (statement != begin.first() && m_db.isOpen())
                        query.exec(QStringLiteral("ROLLBACK"));
                    return;
                }
            }
            m_begun = true;
            catalog.m_openWrite = true;
            if (!catalog.fileIdentityChanged())
                break;
            // Replaced between the check and the lock: start again on a fresh connection.
            query.exec(QStringLiteral("ROLLBACK"));
            m_begun = false;
        }
        if (!m_begun)
            catalog.m_openWrite = false;
        if (!m_begun && !m_error.isValid())
            m_error = QSqlError(QString(), QStringLiteral("the catalog file keeps being replaced"), QSqlError::ConnectionError);
    }
    ~Transaction()
    {
        const bool open = m_catalog.m_openWrite;
        m_catalog.m_openWrite = false;
        m_catalog.m_inWrite = false;
        m_catalog.m_commitSent = false;
        if (m_begun && !m_committed && open) {
            QSqlQuery query(m_db);
            query.exec(QStringLiteral("ROLLBACK"));
        }
    }
    Transaction(const Transaction &) = delete;
    Transaction &operator=(const Transaction &) = delete;

    bool begun() const { return m_begun; }
    const QSqlError &error() const { return m_error; }
    bool commit()
    {
        QSqlQuery query(m_db);
        // Checked again at the last moment: a program that believed itself alone (our locks lost)
        // may have replaced the -wal since BEGIN; committing into the old one would be lost.
        if (m_catalog.fileIdentityChanged()) {
            query.exec(QStringLiteral("ROLLBACK"));
            m_begun = false;
            m_error = QSqlError(QString(), QStringLiteral("the catalog files were replaced by another program during the save; "
                                                          "nothing was saved, try again"),
                                QSqlError::ConnectionError);
            return false;
        }
        // On a server the change counter is what other programs poll (Catalog::outsideChangeStamp());
        // in a file, SQLite's data_version counts commits by itself.
        const bool counted = m_catalog.m_backend == CatalogBackend::PostgreSQL;
        if (counted && !query.exec(QStringLiteral("UPDATE catalog_meta SET value = value + 1 WHERE key = 'changes'"))) {
            m_error = query.lastError();
            query.exec(QStringLiteral("ROLLBACK"));
            m_begun = false;
            return false;
        }
        m_catalog.m_commitSent = true;
        m_committed = query.exec(QStringLiteral("COMMIT"));
        m_catalog.m_openWrite = false;
        if (!m_committed)
            m_error = query.lastError();
        else if (counted)
            ++m_catalog.m_ownChanges;
        return m_committed;
    }
    /// Runs `last`, the change's last statement, then commits. Returns the error text of the
    /// one that failed, or an empty text when both did their part.
    QString execAndCommit(QSqlQuery &last)
    {
        if (last.exec() && commit())
            return QString();
        return last.lastError().isValid() ? last.lastError().text() : m_error.text();
    }

private:
    const Catalog &m_catalog;
    QSqlDatabase m_db;
    QSqlError m_error;
    bool m_begun = false;
    bool m_committed = false;
};

struct Catalog::TableRow
{
    qint64 id = 0;
    QString name;
    int revision = 0;
    bool exists() const { return id != 0; }
};

/// The statements that save a revision, prepared once: a batch of 10,000 tables then costs no
/// 30,000 parses of the same SQL.
struct Catalog::SaveQueries
{
    explicit SaveQueries(const QSqlDatabase &db) : insertTable(db), updateTable(db), insertRevision(db)
    {
        // The new row's id comes back with the INSERT: QPSQL's lastInsertId() would ask lastval(),
        // a second statement that needs rights on the id sequence of its own.
        insertTable.prepare(QStringLiteral("INSERT INTO tables (database_id, name, name_key, connector, role, revision, created_at, saved_at)"
                                           " VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id"));
        updateTable.prepare(QStringLiteral("UPDATE tables SET name = ?, connector = ?, role = ?, revision = ?, saved_at = ? WHERE id = ?"));
        insertRevision.prepare(QStringLiteral("INSERT INTO revisions (table_id, revision, spec, saved_at, restored_from, note, author)"
                                              " VALUES (?, ?, ?, ?, ?, ?, ?)"));
    }
    QSqlQuery insertTable;
    QSqlQuery updateTable;
    QSqlQuery insertRevision;
};

/// One change to one logical database, in one write Transaction: the catalog checked open,
/// the request's own `check` (its names and values, made by the caller) passed, the
/// transaction begun and the database's id found, then committed whole or rolled back.
/// `id` is that id, or why the change cannot go on: the catalog not open, the check's
/// failure, a transaction that could not begin (a storage error about the change's `action`),
/// no such database (NotFound).
class Catalog::DatabaseChange
{
public:
    DatabaseChange(Catalog &catalog, const QString &database, const LocalizedText &action,
                   const CatalogStatus &check = {})
        : id(catalog.checkOpen()), m_catalog(catalog), m_database(database), m_action(action)
    {
        if (id)
            id = CatalogResult<qint64>(check);
        if (!id)
            return;
        m_transaction.emplace(catalog);
        id = m_transaction->begun() ? catalog.databaseId(database)
                                    : CatalogResult<qint64>(catalog.storageError(action, m_transaction->error().text()));
    }

    const LocalizedText &action() const { return m_action; }
    /// A storage error about this change's action.
    CatalogStatus storageError(const QString &detail) const { return m_catalog.storageError(m_action, detail); }

    /// The row of table `name`, which must exist and be at `expectedRevision` (a Conflict
    /// otherwise; NewTable counts as any revision: a table being changed is not new).
    CatalogResult<TableRow> tableToChange(const QString &name, int expectedRevision) const
    {
        const CatalogResult<TableRow> row = m_catalog.existingTableRow(id.value, m_database, name);
        if (!row)
            return row;
        const int expected = expectedRevision == NewTable ? AnyRevision : expectedRevision;
        if (CatalogStatus s = m_catalog.checkExpected(row.value, m_database, name, expected); !s)
            return s;
        return row;
    }

    /// Commits the change (only when `id` is ok); a failure is a storage error about the action.
    /// `*outcomeUnknown`, when given: the COMMIT was sent and its answer lost with the connection.
    CatalogStatus commit(bool *outcomeUnknown = nullptr)
    {
        if (m_transaction->commit())
            return {};
        const CatalogStatus failed = m_catalog.storageError(m_action, m_transaction->error().text());
        if (outcomeUnknown)
            *outcomeUnknown = m_catalog.m_commitSent && m_catalog.m_connectionLost;
        return failed;
    }
    /// Runs `query` (prepared and bound) and commits, as commit() says.
    CatalogStatus execAndCommit(QSqlQuery &query)
    {
        if (const QString failed = m_transaction->execAndCommit(query); !failed.isEmpty())
            return m_catalog.storageError(m_action, failed);
        return {};
    }
    /// Runs the change's last statement, `sql` with `values` bound in order, and commits.
    CatalogStatus execAndCommit(const QString &sql, std::initializer_list<QVariant> values)
    {
        QSqlQuery query = catalogdetail::preparedQuery(m_catalog.m_db, sql, values);
        return execAndCommit(query);
    }

    CatalogResult<qint64> id;

private:
    const Catalog &m_catalog;
    QString m_database;
    LocalizedText m_action;
    std::optional<Transaction> m_transaction;
};

/// A read transaction: every read in it sees the catalog as of its first read, whatever other
/// programs commit meanwhile (a file's WAL, a server's snapshot). Ended when it goes out of scope.
class ReadTransaction
{
public:
    ReadTransaction(const QSqlDatabase &db, CatalogBackend backend) : m_db(db)
    {
        QSqlQuery query(m_db);
        m_begun = query.exec(catalogdialect::beginRead(backend));
        if (!m_begun)
            m_error = query.lastError().text();
    }
    ~ReadTransaction()
    {
        if (m_begun) {
            QSqlQuery query(m_db);
            query.exec(QStringLiteral("COMMIT")); // a read: nothing to lose when it fails
        }
    }
    ReadTransaction(const ReadTransaction &) = delete;
    ReadTransaction &operator=(const ReadTransaction &) = delete;

    bool begun() const { return m_begun; }
    QString error() const { return m_error; }

private:
    QSqlDatabase m_db;
    QString m_error;
    bool m_begun = false;
};

} // namespace st

#include "catalog/catalog.h"

#include "catalog/catalog_p.h"
#include "catalog/serveranswerwatch.h"
#include "core/names.h"

#include <QDir>
#include <QJsonDocument>
#include <QSqlDriver>
#include <QVariant>

#include <utility>

#include <sqlite3.h>

#include <algorithm>
#include <system_error>
#include <thread>
#include <vector>


#ifdef Q_OS_UNIX
#include <pwd.h>
#include <unistd.h>
#endif

namespace st {

using namespace catalogdetail;

namespace {

/// The sqlite3 handle under a Qt SQLite connection, or null for another driver. The listings
/// (`table list`, `db list`, the designer's table view) read their rows through it: Qt Sql keeps
/// every value of a row as a QVariant and has SQLite convert each text to UTF-16 for it, which
/// was most of the time of a 10,000-row listing. Qt's SQLite driver uses the system libsqlite3
/// this library links (Debian's and the distributions' plugins do), so the handle is one of
/// the same library; the connection keeps its busy timeout and read-only flags.
sqlite3 *sqliteHandle(const QSqlDatabase &db)
{
    const QSqlDriver *driver = db.driver();
    if (!driver)
        return nullptr;
    const QVariant handle = driver->handle();
    if (!handle.isValid() || qstrcmp(handle.typeName(), "sqlite3*") != 0)
        return nullptr;
    return *static_cast<sqlite3 *const *>(handle.constData());
}

/// A text most rows of a listing repeat (a table's data source type, its role), as a QString
/// made once per run of the same bytes: a new QString per row was a sixth of a listing's time.
class RepeatedText
{
public:
    const QString &of(const char *utf8, int size)
    {
        if (m_utf8.size() != size || memcmp(m_utf8.constData(), utf8, size_t(size)) != 0) {
            m_utf8 = QByteArray(utf8, size);
            m_text = QString::fromUtf8(m_utf8);
        }
        return m_text;
    }

private:
    QByteArray m_utf8;
    QString m_text;
};

/// One statement on a sqlite3 handle, finalized when it goes. Its error texts are those Qt's
/// driver gives (SQLite's message, then the driver's words), so messages and their
/// classification (catalogdialect::classify: "locked", "busy") stay as through Qt Sql.
class SqliteStatement
{
public:
    SqliteStatement(sqlite3 *db, const char *sql) : m_db(db)
    {
        if (sqlite3_prepare_v2(db, sql, -1, &m_statement, nullptr) != SQLITE_OK)
            m_error = errorText("Unable to execute statement");
    }
    ~SqliteStatement() { sqlite3_finalize(m_statement); }
    SqliteStatement(const SqliteStatement &) = delete;
    SqliteStatement &operator=(const SqliteStatement &) = delete;

    bool prepared() const { return m_statement != nullptr; }
    bool bind(int index, const QString &value)
    {
        const QByteArray utf8 = value.toUtf8();
        if (sqlite3_bind_text(m_statement, index, utf8.constData(), int(utf8.size()), SQLITE_TRANSIENT) == SQLITE_OK)
            return true;
        m_error = errorText("Unable to bind parameters");
        return false;
    }
    /// The next row: true while there is one; false at the end or on an error (error()).
    bool next()
    {
        const int status = sqlite3_step(m_statement);
        if (status == SQLITE_ROW)
            return true;
        if (status != SQLITE_DONE)
            m_error = errorText("Unable to fetch row");
        return false;
    }
    const QString &error() const { return m_error; }

    QString text(int column) const
    {
        const char *value = utf8(column);
        return QString::fromUtf8(value, sqlite3_column_bytes(m_statement, column));
    }
    /// text(column) of a value most rows repeat: a QString made anew only when it differs.
    const QString &repeatedText(int column, RepeatedText &last) const
    {
        const char *value = utf8(column);
        return last.of(value ? value : "", sqlite3_column_bytes(m_statement, column));
    }
    QDateTime time(int column) const
    {
        const char *value = utf8(column);
        return parseUtc(value, sqlite3_column_bytes(m_statement, column));
    }
    int integer(int column) const { return sqlite3_column_int(m_statement, column); }
    /// The column's UTF-8 without a copy: valid until the next row.
    QByteArray bytes(int column) const
    {
        const char *value = utf8(column);
        return QByteArray::fromRawData(value ? value : "", sqlite3_column_bytes(m_statement, column));
    }

private:
    // sqlite3_column_text before sqlite3_column_bytes, as SQLite's documentation asks.
    const char *utf8(int column) const { return reinterpret_cast<const char *>(sqlite3_column_text(m_statement, column)); }
    QString errorText(const char *driverText) const
    {
        return QString::fromUtf8(sqlite3_errmsg(m_db)) + QLatin1Char(' ') + QLatin1String(driverText);
    }

    sqlite3 *m_db = nullptr;
    sqlite3_stmt *m_statement = nullptr;
    QString m_error;
};

} // namespace

bool CatalogStatus::isFileError() const
{
    switch (m_code) {
    case CatalogErrorCode::None:
    case CatalogErrorCode::NotFound:
    case CatalogErrorCode::AlreadyExists:
    case CatalogErrorCode::Conflict:
    case CatalogErrorCode::InvalidName:
    case CatalogErrorCode::NotEmpty:
    case CatalogErrorCode::SecretInClear:
        return false;
    default:
        return true;
    }
}

// ---- helpers ----------------------------------------------------------------------------

CatalogStatus Catalog::checkOpen() const
{
    // QPSQL closes a connection it finds lost: connect again rather than say "not open".
    if (m_connectionLost && m_db.isValid())
        return reconnect();
    if (isOpen())
        return {};
    return {CatalogErrorCode::NotOpen, localized("The catalog is not open", "目录库未打开")};
}

CatalogStatus Catalog::checkName(const QString &name, bool table) const
{
    const LocalizedText what = table ? localized("table", "表")
                                     : localized("database", "数据库");
    if (name.trimmed().isEmpty()) {
        return {CatalogErrorCode::InvalidName,
                {QStringLiteral("A %1 name must not be empty").arg(what.en), QStringLiteral("%1名称不能为空").arg(what.zh)}};
    }
    if (const std::optional<LocalizedText> problem = nameCharacterProblem(name, what))
        return {CatalogErrorCode::InvalidName, *problem};
    return {};
}

CatalogStatus Catalog::storageError(const LocalizedText &action, const QString &serverDetail) const
{
    const QString shown = shownLocation(m_path);
    // On one line: a server's message spans several ("...\n\tIs the server running"), which a
    // message shows as escapes.
    const QString detail = serverDetail.simplified();
    if (m_backend == CatalogBackend::PostgreSQL && m_openWrite) {
        m_openWrite = false; // the Transaction has nothing left to roll back
        if (m_db.isOpen()) // a lost connection: the server rolled it back already
            QSqlQuery(m_db).exec(QStringLiteral("ROLLBACK"));
    }
    switch (catalogdialect::classify(m_backend, detail)) {
    case catalogdialect::ErrorKind::Busy:
        return {CatalogErrorCode::Storage,
                localized("%1: the catalog is busy (another program holds it locked); try again",
                          "%1：目录库正忙（被其他程序锁定）；请稍后重试").arg(shown)};
    case catalogdialect::ErrorKind::PermissionDenied:
        return {CatalogErrorCode::ReadOnly,
                {QStringLiteral("%1: could not %2: the server's role for this connection may read the catalog but not change it "
                                "(%3); nothing was changed").arg(shown, action.en, detail),
                 QStringLiteral("%1：无法%2：此连接在服务器上的角色只能读取目录库，不能修改（%3）；未作任何修改").arg(shown, action.zh, detail)}};
    case catalogdialect::ErrorKind::ConnectionLost: {
        m_connectionLost = true; // the next operation connects again (checkOpen())
        // Lost before the COMMIT went out, the server rolls the change back; lost after, it may
        // have committed it before the answer was lost.
        const LocalizedText nothingWritten =
            !m_inWrite ? LocalizedText{}
            : m_commitSent ? localized("; the change was being committed, so whether it was written is not known: look at the "
                                       "catalog again before repeating it",
                                       "；修改正在提交，因此无法确定是否已写入：请在重试之前重新查看目录库")
                           : localized("; nothing of the change was written", "；此次修改未写入任何内容");
        if (m_answerWatch && m_answerWatch->closedUnanswered()) {
            const QString seconds = QString::number(m_answerWatch->limit().count() / 1000.0);
            return {CatalogErrorCode::Storage,
                    {QStringLiteral("%1: could not %2: the server did not answer for %3 s (it may be stopped or overloaded, or "
                                    "the network to it is down); the connection was closed and the next step connects again%4")
                         .arg(shown, action.en, seconds, nothingWritten.en),
                     QStringLiteral("%1：无法%2：服务器 %3 秒未应答（可能已停止或过载，或网络不通）；连接已关闭，下一步操作将重新连接%4")
                         .arg(shown, action.zh, seconds, nothingWritten.zh)}};
        }
        if (m_answerWatch)
            m_answerWatch->watch(QSqlDatabase()); // Qt's driver may close the lost connection's socket
        return {CatalogErrorCode::Storage,
                {QStringLiteral("%1: could not %2: the connection to the server was lost (%3)%4").arg(shown, action.en, detail, nothingWritten.en),
                 QStringLiteral("%1：无法%2：与服务器的连接已断开（%3）%4").arg(shown, action.zh, detail, nothingWritten.zh)}};
    }
    case catalogdialect::ErrorKind::Other:
        break;
    }
    return {CatalogErrorCode::Storage,
            {QStringLiteral("%1: could not %2: %3").arg(shown, action.en, detail),
             QStringLiteral("%1：无法%2：%3").arg(shown, action.zh, detail)}};
}

CatalogResult<qint64> Catalog::databaseId(const QString &name) const
{
    QSqlQuery query(m_db);
    query.prepare(QString::fromLatin1(catalogformat::DatabaseIdSql));
    query.addBindValue(nameKey(name));
    if (!query.exec())
        return storageError(localized("read the catalog", "读取目录库"), query.lastError().text());
    if (!query.next())
        return CatalogStatus(CatalogErrorCode::NotFound, noDatabase(name));
    return query.value(0).toLongLong();
}

CatalogResult<Catalog::TableRow> Catalog::tableRow(qint64 databaseId, const QString &name) const
{
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("SELECT id, name, revision FROM tables WHERE database_id = ? AND name_key = ?"));
    query.addBindValue(databaseId);
    query.addBindValue(nameKey(name));
    if (!query.exec())
        return storageError(localized("read the catalog", "读取目录库"), query.lastError().text());
    TableRow row;
    if (query.next()) {
        row.id = query.value(0).toLongLong();
        row.name = query.value(1).toString();
        row.revision = intAt(query, 2);
    }
    return row;
}

CatalogResult<Catalog::TableRow> Catalog::existingTableRow(qint64 databaseId, const QString &database,
                                                          const QString &name) const
{
    const CatalogResult<TableRow> row = tableRow(databaseId, name);
    if (row && !row.value.exists())
        return CatalogStatus(CatalogErrorCode::NotFound, noTable(database, name));
    return row;
}

CatalogStatus Catalog::checkExpected(const TableRow &row, const QString &database, const QString &name,
                                     int expectedRevision) const
{
    if (expectedRevision < AnyRevision) {
        return {CatalogErrorCode::InvalidName,
                localized("%1 is not a revision number", "%1 不是有效的版本号").arg(QString::number(expectedRevision))};
    }
    if (!row.exists()) {
        if (expectedRevision > 0) {
            return {CatalogErrorCode::Conflict,
                    localized("Conflict: table \"%2\" in database \"%1\" was dropped after revision %3 was loaded; nothing was saved",
                              "冲突：数据库“%1”中的表“%2”在载入第 %3 版之后已被删除；未保存任何内容").arg(database, name, QString::number(expectedRevision))};
        }
        return {};
    }
    if (expectedRevision == NewTable) {
        return {CatalogErrorCode::Conflict,
                localized("Conflict: table \"%2\" already exists in database \"%1\" (revision %3); nothing was saved",
                          "冲突：数据库“%1”中已存在表“%2”（第 %3 版）；未保存任何内容").arg(database, row.name, QString::number(row.revision))};
    }
    if (expectedRevision != AnyRevision && expectedRevision != row.revision) {
        return {CatalogErrorCode::Conflict,
                localized("Conflict: table \"%2\" in database \"%1\" was changed by someone else: it is at revision %3, "
                          "this change was based on revision %4; nothing was saved. Reload the table and try again",
                          "冲突：数据库“%1”中的表“%2”已被他人修改：当前为第 %3 版，本次修改基于第 %4 版；"
                          "未保存任何内容。请重新载入该表后再试").arg(database, row.name, QString::number(row.revision), QString::number(expectedRevision))};
    }
    return {};
}

QList<TableSpec> specsOf(const QList<StoredTable> &tables)
{
    QList<TableSpec> specs;
    specs.reserve(tables.size());
    for (const StoredTable &t : tables)
        specs << t.spec;
    return specs;
}

QHash<QString, int> revisionsOf(const QList<StoredTable> &tables)
{
    QHash<QString, int> revisions;
    for (const StoredTable &t : tables)
        revisions.insert(nameKey(t.spec.name), t.revision);
    return revisions;
}

// ---- databases --------------------------------------------------------------------------

QString Catalog::systemUserName()
{
    for (const char *variable : {"USER", "LOGNAME", "USERNAME"}) {
        const QString name = qEnvironmentVariable(variable);
        if (!name.isEmpty())
            return name;
    }
#ifdef Q_OS_UNIX
    // Services, cron and CI often run without USER or LOGNAME: the account's own name then.
    // getpwuid_r: catalogs are opened on worker threads too, and getpwuid shares one buffer.
    passwd entry{};
    passwd *account = nullptr;
    char buffer[4096];
    if (getpwuid_r(geteuid(), &entry, buffer, sizeof buffer, &account) == 0 && account && account->pw_name)
        return QString::fromLocal8Bit(account->pw_name);
#endif
    return {};
}

QString Catalog::author() const
{
    if (m_author)
        return *m_author;
    if (!m_defaultAuthor) {
        const QString system = systemUserName();
        QString role;
        if (m_backend == CatalogBackend::PostgreSQL) {
            role = m_db.userName();
            // No user in the location: libpq took it from a service file or the system.
            QSqlQuery query(m_db);
            if (role.isEmpty() && query.exec(QStringLiteral("SELECT session_user")) && query.next())
                role = query.value(0).toString();
        }
        if (role.isEmpty() || role == system || system.isEmpty())
            m_defaultAuthor = role.isEmpty() ? system : role;
        else
            m_defaultAuthor = QStringLiteral("%1 (%2)").arg(role, system);
    }
    return *m_defaultAuthor;
}

CatalogResult<qint64> Catalog::outsideChangeStamp() const
{
    if (CatalogStatus s = checkOpen(); !s)
        return s;
    QSqlQuery query(m_db);
    const bool onServer = m_backend == CatalogBackend::PostgreSQL;
    if (!query.exec(onServer ? QStringLiteral("SELECT value FROM catalog_meta WHERE key = 'changes'") : QStringLiteral("PRAGMA data_version"))
        || !query.next()) {
        return storageError(localized("read whether the catalog changed", "读取目录是否有变更"), query.lastError().text());
    }
    return query.value(0).toLongLong() - (onServer ? m_ownChanges : 0);
}

CatalogResult<QList<DatabaseInfo>> Catalog::databases() const
{
    if (CatalogStatus s = checkOpen(); !s)
        return s;
    const char *const Sql = catalogformat::ListDatabasesSql;
    const LocalizedText action = localized("list the databases", "列出数据库");
    QList<DatabaseInfo> out;
    if (sqlite3 *handle = sqliteHandle(m_db)) {
        SqliteStatement query(handle, Sql);
        while (query.prepared() && query.next())
            out.append({query.text(0), query.text(1), query.integer(3), query.time(2), query.text(4)});
        if (!query.error().isEmpty())
            return storageError(action, query.error());
        return out;
    }
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    if (!query.exec(QString::fromLatin1(Sql)))
        return storageError(action, query.lastError().text());
    while (query.next())
        out.append({query.value(0).toString(), query.value(1).toString(), intAt(query, 3), parseUtc(query.value(2).toString()),
                    query.value(4).toString()});
    return out;
}

CatalogResult<DatabaseInfo> Catalog::database(const QString &name) const
{
    if (CatalogStatus s = checkOpen(); !s)
        return s;
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("SELECT d.name, d.comment, d.created_at,"
                                 " (SELECT count(*) FROM tables t WHERE t.database_id = d.id), d.target"
                                 " FROM databases d WHERE d.name_key = ?"));
    query.addBindValue(nameKey(name));
    if (!query.exec())
        return storageError(localized("read the database", "读取数据库"), query.lastError().text());
    if (!query.next())
        return CatalogStatus(CatalogErrorCode::NotFound, noDatabase(name));
    return DatabaseInfo{query.value(0).toString(), query.value(1).toString(), intAt(query, 3),
                        parseUtc(query.value(2).toString()), query.value(4).toString()};
}

CatalogStatus Catalog::createDatabase(const QString &name, const QString &comment, const QString &target)
{
    if (CatalogStatus s = checkOpen(); !s)
        return s;
    if (CatalogStatus s = checkName(name, false); !s)
        return s;
    Transaction transaction(*this);
    if (!transaction.begun())
        return storageError(localized("create the database", "创建数据库"), transaction.error().text());
    {
        QSqlQuery query(m_db);
        query.prepare(QStringLiteral("SELECT name FROM databases WHERE name_key = ?"));
        query.addBindValue(nameKey(name));
        if (!query.exec())
            return storageError(localized("create the database", "创建数据库"), query.lastError().text());
        if (query.next()) {
            return {CatalogErrorCode::AlreadyExists,
                    databaseNameTaken(query.value(0).toString())};
        }
    }
    QSqlQuery insert(m_db);
    insert.prepare(QStringLiteral("INSERT INTO databases (name, name_key, comment, created_at, target) VALUES (?, ?, ?, ?, ?)"));
    insert.addBindValue(name);
    insert.addBindValue(nameKey(name));
    insert.addBindValue(notNull(comment));
    insert.addBindValue(nowUtc());
    insert.addBindValue(notNull(target));
    if (const QString failed = transaction.execAndCommit(insert); !failed.isEmpty())
        return storageError(localized("create the database", "创建数据库"), failed);
    return {};
}

CatalogStatus Catalog::renameDatabase(const QString &name, const QString &newName)
{
    DatabaseChange change(*this, name, localized("rename the database", "重命名数据库"), checkName(newName, false));
    if (!change.id)
        return change.id.status;
    if (nameKey(newName) != nameKey(name)) {
        const CatalogResult<qint64> other = databaseId(newName);
        if (other.ok()) {
            return {CatalogErrorCode::AlreadyExists,
                    databaseNameTaken(newName)};
        }
        if (other.status.code() != CatalogErrorCode::NotFound)
            return other.status;
    }
    return change.execAndCommit(QStringLiteral("UPDATE databases SET name = ?, name_key = ? WHERE id = ?"),
                                {newName, nameKey(newName), change.id.value});
}

CatalogStatus Catalog::setDatabaseComment(const QString &name, const QString &comment)
{
    DatabaseChange change(*this, name, localized("change the comment", "修改注释"));
    if (!change.id)
        return change.id.status;
    return change.execAndCommit(QStringLiteral("UPDATE databases SET comment = ? WHERE id = ?"), {notNull(comment), change.id.value});
}

CatalogResult<QString> Catalog::databaseTargetIn(qint64 databaseId) const
{
    QSqlQuery query = preparedQuery(m_db, QStringLiteral("SELECT target FROM databases WHERE id = ?"), {databaseId});
    if (!query.exec() || !query.next())
        return storageError(localized("read the catalog", "读取目录库"), query.lastError().text());
    return query.value(0).toString();
}

CatalogStatus Catalog::setDatabaseTarget(const QString &name, const QString &target, const QString &expected,
                                         const QHash<QString, int> *checkedTables)
{
    DatabaseChange change(*this, name, localized("change the target platform", "修改目标平台"));
    if (!change.id)
        return change.id.status;
    const CatalogResult<QString> current = databaseTargetIn(change.id.value);
    if (!current)
        return current.status;
    if (current.value != expected) {
        return {CatalogErrorCode::Conflict,
                localized("The target of logical database \"%1\" was changed to \"%2\" elsewhere since you read \"%3\"; nothing was changed",
                          "逻辑库“%1”的目标平台已在别处改为“%2”（你读取时为“%3”）；未做任何修改").arg(name, current.value, expected)};
    }
    if (checkedTables) {
        // Under the write lock: no table can be saved between this look and the change.
        const CatalogResult<QHash<QString, TableRow>> rows = tableRows(change.id.value);
        if (!rows)
            return rows.status;
        QStringList moved;
        for (auto it = rows.value.cbegin(); it != rows.value.cend(); ++it) {
            if (checkedTables->value(it.key(), -1) != it.value().revision)
                moved << it.value().name;
        }
        for (auto it = checkedTables->cbegin(); it != checkedTables->cend(); ++it) {
            if (!rows.value.contains(it.key()))
                moved << it.key();
        }
        if (!moved.isEmpty()) {
            moved.sort();
            return {CatalogErrorCode::Conflict,
                    localized("Tables of logical database \"%1\" were saved, added or dropped elsewhere since they were checked "
                              "against the new target (%2); nothing was changed. Check them again",
                              "逻辑库“%1”中的表在对照新目标平台检查之后已在别处保存、添加或删除（%2）；未做任何修改。请重新检查")
                        .arg(name, moved.join(QStringLiteral(", ")))};
        }
    }
    return change.execAndCommit(QStringLiteral("UPDATE databases SET target = ? WHERE id = ?"), {notNull(target), change.id.value});
}

CatalogStatus Catalog::dropDatabase(const QString &name, bool force)
{
    DatabaseChange change(*this, name, localized("drop the database", "删除数据库"));
    if (!change.id)
        return change.id.status;
    QSqlQuery query = preparedQuery(m_db, QStringLiteral("SELECT count(*) FROM tables WHERE database_id = ?"), {change.id.value});
    if (!query.exec() || !query.next())
        return change.storageError(query.lastError().text());
    const int tables = intAt(query, 0);
    query.finish();
    if (tables > 0 && !force) {
        return {CatalogErrorCode::NotEmpty,
                localized("The logical database \"%1\" still holds %2 table(s); nothing was dropped",
                          "逻辑库“%1”中仍有 %2 张表；未删除任何内容").arg(name, QString::number(tables))};
    }
    query.prepare(QStringLiteral("DELETE FROM databases WHERE id = ?")); // tables and revisions cascade
    query.addBindValue(change.id.value);
    return change.execAndCommit(query);
}

// ---- tables -----------------------------------------------------------------------------

namespace {

const QString TableColumns = QStringLiteral("d.name, t.name, t.connector, t.role, t.revision, t.saved_at, t.created_at");

/// A row of a QSqlQuery read as SqliteStatement reads one, so that one row reader serves the
/// SQLite file and the PostgreSQL server.
class QueryRow
{
public:
    explicit QueryRow(const QSqlQuery &query) : m_query(query) {}
    QString text(int column) const { return m_query.value(column).toString(); }
    QString repeatedText(int column, RepeatedText &) const { return text(column); } // a QString per value already
    int integer(int column) const { return m_query.value(column).toInt(); }
    QDateTime time(int column) const { return parseUtc(m_query.value(column).toString()); }
    QByteArray bytes(int column) const { return m_query.value(column).toString().toUtf8(); }

private:
    const QSqlQuery &m_query;
};

/// What the rows of a listing read before repeat: data source types and roles.
struct RepeatedColumns
{
    RepeatedText connector;
    RepeatedText role;
};

/// The row of TableColumns in `row` (a SqliteStatement or a QueryRow), in `database` (column 0,
/// which a caller reading one database's rows reads once).
template <typename Row>
TableInfo readTableInfo(const Row &row, const QString &database, RepeatedColumns &repeated)
{
    TableInfo info;
    info.database = database;
    info.name = row.text(1);
    info.connector = row.repeatedText(2, repeated.connector);
    info.role = parseStoredRole(row.repeatedText(3, repeated.role));
    info.revision = row.integer(4);
    info.savedAt = row.time(5);
    info.createdAt = row.time(6);
    return info;
}

/// Runs `sql`, whose one parameter is the name key of `database`, and hands each row to
/// `readRow` until it returns false: through SQLite's own API on a SQLite file (the texts as
/// UTF-8 as stored, no QVariant per value: a database's tables are read whole for the table
/// list, the export, the diff and the checks), through Qt Sql on a server. Returns the
/// storage error's text, or nothing.
template <typename ReadRow>
QString forEachRowOfDatabase(const QSqlDatabase &db, const char *sql, const QString &database, ReadRow readRow)
{
    if (sqlite3 *handle = sqliteHandle(db)) {
        SqliteStatement query(handle, sql);
        if (query.prepared() && query.bind(1, nameKey(database))) {
            while (query.next() && readRow(query)) {
            }
        }
        return query.error();
    }
    QSqlQuery query(db);
    query.setForwardOnly(true);
    query.prepare(QString::fromLatin1(sql));
    query.addBindValue(nameKey(database));
    if (!query.exec())
        return query.lastError().text();
    const QueryRow row(query);
    while (query.next() && readRow(row)) {
    }
    return {};
}

} // namespace

CatalogResult<QList<TableInfo>> Catalog::list(const QString &database) const
{
    if (CatalogStatus s = checkOpen(); !s)
        return s;
    const char *const Sql = catalogformat::ListTablesSql;
    QList<TableInfo> out;
    QString databaseName; // every row names the same database: one QString shared by all of them
    RepeatedColumns repeated;
    const QString failed = forEachRowOfDatabase(m_db, Sql, database, [&](const auto &row) {
        if (databaseName.isNull())
            databaseName = row.text(0);
        out.append(readTableInfo(row, databaseName, repeated));
        return true;
    });
    if (!failed.isEmpty())
        return storageError(localized("list the tables", "列出表"), failed);
    if (out.isEmpty()) {
        const CatalogResult<qint64> id = databaseId(database);
        if (!id)
            return id.status;
    }
    return out;
}

namespace {

/// Parses `json[i]` into `*specs[i]` for every i. Each spec stands alone, so a large
/// database's are parsed on the machine's cores (up to four threads of at least 256 specs each):
/// the parse is most of reading a database's tables, which an export, a diff and the designer's
/// checks do. Returns the index of the first spec that does not parse, with its error, or -1.
qsizetype parseSpecs(const QList<QByteArray> &json, const std::vector<TableSpec *> &specs, QString *error)
{
    const qsizetype count = json.size();
    constexpr qsizetype MinimumPerThread = 256;
    const qsizetype threads = std::clamp<qsizetype>(count / MinimumPerThread, 1,
                                                    std::clamp<qsizetype>(std::thread::hardware_concurrency(), 1, 4));
    struct Part
    {
        qsizetype from = 0;
        qsizetype to = 0;
        qsizetype failed = -1;
        QString error;
    };
    std::vector<Part> parts(static_cast<size_t>(threads));
    for (qsizetype t = 0; t < threads; ++t) {
        parts[size_t(t)].from = count * t / threads;
        parts[size_t(t)].to = count * (t + 1) / threads;
    }
    auto parse = [&json, &specs](Part &part) {
        for (qsizetype i = part.from; i < part.to; ++i) {
            if (!TableSpec::fromJsonText(json.at(i), specs[size_t(i)], &part.error)) {
                part.failed = i;
                return;
            }
        }
    };
    std::vector<std::thread> helpers;
    size_t started = 1; // parts[0] is this thread's
    try {
        for (; started < parts.size(); ++started)
            helpers.emplace_back(parse, std::ref(parts[started]));
    } catch (const std::system_error &) {
        // No thread to be had (a process at its limit): the parts left are parsed here.
    }
    parse(parts.front());
    for (size_t t = started; t < parts.size(); ++t)
        parse(parts[t]);
    for (std::thread &helper : helpers)
        helper.join();
    for (const Part &part : parts) {
        if (part.failed >= 0) {
            *error = part.error;
            return part.failed;
        }
    }
    return -1;
}

} // namespace

CatalogResult<QList<StoredTable>> Catalog::latestSpecs(const QString &database) const
{
    if (CatalogStatus s = checkOpen(); !s)
        return s;
    static const char Sql[] = "SELECT d.name, t.name, t.revision, r.spec, r.saved_at, r.restored_from"
                              " FROM databases d JOIN tables t ON t.database_id = d.id"
                              " JOIN revisions r ON r.table_id = t.id AND r.revision = t.revision"
                              " WHERE d.name_key = ? ORDER BY t.name_key";
    QList<StoredTable> out;
    QList<QByteArray> json; // each spec's UTF-8 as stored, parsed once all rows are read
    QString databaseName; // every row names the same database: one QString shared by all of them
    const QString failed = forEachRowOfDatabase(m_db, Sql, database, [&](const auto &row) {
        StoredTable stored;
        if (databaseName.isNull())
            databaseName = row.text(0);
        stored.database = databaseName;
        stored.spec.name = row.text(1); // named in the message if its spec does not parse
        stored.revision = stored.latestRevision = row.integer(2);
        stored.savedAt = row.time(4);
        stored.restoredFrom = row.integer(5);
        const QByteArray bytes = row.bytes(3);
        json.append(QByteArray(bytes.constData(), bytes.size())); // a copy: SQLite's is valid until the next row
        out.append(std::move(stored));
        return true;
    });
    if (!failed.isEmpty())
        return storageError(localized("read the tables", "读取表"), failed);
    // Where each spec goes, taken before the threads start: they only write through these.
    std::vector<TableSpec *> specs;
    specs.reserve(size_t(out.size()));
    for (StoredTable &stored : out)
        specs.push_back(&stored.spec);
    QString error;
    if (const qsizetype bad = parseSpecs(json, specs, &error); bad >= 0) {
        const StoredTable &stored = out.at(bad);
        return CatalogStatus(CatalogErrorCode::Damaged,
                             localized("Revision %3 of table \"%2\" in database \"%1\" cannot be read: %4",
                                       "数据库“%1”中表“%2”的第 %3 版无法读取：%4").arg(stored.database, stored.spec.name, QString::number(stored.revision), error));
    }
    if (out.isEmpty()) {
        const CatalogResult<qint64> id = databaseId(database);
        if (!id)
            return id.status;
    }
    return out;
}

CatalogResult<StoredTable> Catalog::get(const QString &database, const QString &name, int revision) const
{
    if (CatalogStatus s = checkOpen(); !s)
        return s;
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("SELECT d.name, t.name, t.revision, r.revision, r.spec, r.saved_at, r.restored_from"
                                 " FROM databases d JOIN tables t ON t.database_id = d.id"
                                 " JOIN revisions r ON r.table_id = t.id"
                                 " WHERE d.name_key = ? AND t.name_key = ?"
                                 " AND r.revision = (CASE WHEN ? > 0 THEN ? ELSE t.revision END)"));
    query.addBindValue(nameKey(database));
    query.addBindValue(nameKey(name));
    query.addBindValue(revision);
    query.addBindValue(revision);
    if (!query.exec())
        return storageError(localized("read the table", "读取表"), query.lastError().text());
    if (!query.next()) {
        // Say which part is missing.
        const CatalogResult<qint64> id = databaseId(database);
        if (!id)
            return id.status;
        const CatalogResult<TableRow> row = existingTableRow(id.value, database, name);
        if (!row)
            return row.status;
        return CatalogStatus(CatalogErrorCode::NotFound,
                             localized("Table \"%2\" in database \"%1\" has no revision %3 (its current revision is %4)",
                                       "数据库“%1”中的表“%2”没有第 %3 版（当前为第 %4 版）").arg(database, row.value.name, QString::number(revision), QString::number(row.value.revision)));
    }
    StoredTable stored;
    stored.database = query.value(0).toString();
    stored.latestRevision = intAt(query, 2);
    stored.revision = intAt(query, 3);
    stored.savedAt = parseUtc(query.value(5).toString());
    stored.restoredFrom = intAt(query, 6);
    QString error;
    if (!TableSpec::fromJsonText(query.value(4).toString().toUtf8(), &stored.spec, &error)) {
        return CatalogStatus(CatalogErrorCode::Damaged,
                             localized("Revision %3 of table \"%2\" in database \"%1\" cannot be read: %4",
                                       "数据库“%1”中表“%2”的第 %3 版无法读取：%4").arg(stored.database, query.value(1).toString(), QString::number(stored.revision), error));
    }
    return stored;
}

CatalogResult<int> Catalog::saveRevision(qint64 databaseId, const QString &database, const TableSpec &spec,
                                         int expectedRevision, int restoredFrom, const QString &note)
{
    CatalogResult<TableRow> row = tableRow(databaseId, spec.name);
    if (!row)
        return row.status;
    SaveQueries queries(m_db);
    return writeRevision(databaseId, database, spec, expectedRevision, restoredFrom, note, &row.value, queries);
}

CatalogResult<QHash<QString, Catalog::TableRow>> Catalog::tableRows(qint64 databaseId) const
{
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    query.prepare(QStringLiteral("SELECT id, name, name_key, revision FROM tables WHERE database_id = ?"));
    query.addBindValue(databaseId);
    if (!query.exec())
        return storageError(localized("read the catalog", "读取目录库"), query.lastError().text());
    QHash<QString, TableRow> rows;
    while (query.next()) {
        TableRow row;
        row.id = query.value(0).toLongLong();
        row.name = query.value(1).toString();
        row.revision = intAt(query, 3);
        rows.insert(query.value(2).toString(), row);
    }
    return rows;
}

CatalogResult<int> Catalog::writeRevision(qint64 databaseId, const QString &database, const TableSpec &spec, int expectedRevision,
                                          int restoredFrom, const QString &note, TableRow *row, SaveQueries &queries)
{
    if (CatalogStatus s = checkExpected(*row, database, spec.name, expectedRevision); !s)
        return s;
    // Under the write lock: a colleague cannot drop the connection between this look and the save.
    if (CatalogStatus s = checkConnectionNamed(databaseId, database, spec); !s)
        return s;
    if (CatalogStatus s = checkTableSecretVariables(databaseId, spec); !s)
        return s;

    const LocalizedText action = localized("save the table", "保存表");
    const QString now = nowUtc();
    const int revision = row->revision + 1;
    if (!row->exists()) {
        QSqlQuery &query = queries.insertTable;
        query.bindValue(0, databaseId);
        query.bindValue(1, spec.name);
        query.bindValue(2, nameKey(spec.name));
        query.bindValue(3, notNull(spec.connector));
        query.bindValue(4, roleName(spec.role));
        query.bindValue(5, revision);
        query.bindValue(6, now);
        query.bindValue(7, now);
        if (!query.exec() || !query.next())
            return storageError(action, query.lastError().text());
        row->id = query.value(0).toLongLong();
        query.finish();
    } else {
        QSqlQuery &query = queries.updateTable;
        query.bindValue(0, spec.name);
        query.bindValue(1, notNull(spec.connector));
        query.bindValue(2, roleName(spec.role));
        query.bindValue(3, revision);
        query.bindValue(4, now);
        query.bindValue(5, row->id);
        if (!query.exec())
            return storageError(action, query.lastError().text());
    }
    QSqlQuery &query = queries.insertRevision;
    query.bindValue(0, row->id);
    query.bindValue(1, revision);
    query.bindValue(2, QString::fromUtf8(spec.toCompactJson()));
    query.bindValue(3, now);
    query.bindValue(4, restoredFrom > 0 ? QVariant(restoredFrom) : QVariant());
    query.bindValue(5, notNull(note));
    query.bindValue(6, notNull(author()));
    if (!query.exec())
        return storageError(action, query.lastError().text());
    row->name = spec.name;
    row->revision = revision;
    return revision;
}

CatalogResult<int> Catalog::put(const QString &database, const TableSpec &spec, int expectedRevision, const QString &note,
                                const QString *checkedTarget)
{
    DatabaseChange change(*this, database, localized("save the table", "保存表"), checkName(spec.name, true));
    if (!change.id)
        return change.id.status;
    if (checkedTarget) {
        const CatalogResult<QString> target = databaseTargetIn(change.id.value);
        if (!target)
            return target.status;
        if (target.value != *checkedTarget) {
            return CatalogStatus(CatalogErrorCode::Conflict,
                                 localized("The target of logical database \"%1\" was changed to \"%2\" elsewhere after table \"%3\" "
                                           "was checked for \"%4\"; nothing was saved. Check it again",
                                           "逻辑库“%1”的目标平台在表“%3”按“%4”检查之后已在别处改为“%2”；未保存任何内容。请重新检查")
                                     .arg(database, target.value, spec.name, *checkedTarget));
        }
    }
    const CatalogResult<int> saved = saveRevision(change.id.value, database, spec, expectedRevision, 0, note);
    if (!saved) {
        // The repeat of a save whose outcome was left unknown, which had landed after all.
        const std::optional<LostCommit> lost = std::exchange(m_lostCommit, std::nullopt);
        if (saved.status.code() == CatalogErrorCode::Conflict && lost && nameKey(lost->database) == nameKey(database)
            && nameKey(lost->table) == nameKey(spec.name) && lost->base == expectedRevision
            && revisionHolding(database, spec) == lost->revision)
            return lost->revision;
        return saved;
    }
    bool outcomeUnknown = false;
    if (CatalogStatus committed = change.commit(&outcomeUnknown); !committed) {
        if (!outcomeUnknown)
            return committed;
        const CatalogResult<int> looked = checkLostCommit(database, spec, saved.value, committed);
        if (!looked && looked.status.message().en == committed.message().en) // still not known
            m_lostCommit = LostCommit{database, spec.name, expectedRevision, saved.value};
        return looked;
    }
    return saved;
}

int Catalog::revisionHolding(const QString &database, const TableSpec &spec) const
{
    const CatalogResult<StoredTable> current = get(database, spec.name);
    return current && current.value.spec.toCompactJson() == spec.toCompactJson() ? current.value.revision : 0;
}

CatalogResult<int> Catalog::checkLostCommit(const QString &database, const TableSpec &spec, int revision, const CatalogStatus &lost)
{
    const CatalogResult<StoredTable> current = get(database, spec.name); // connects again first
    if (!current && current.status.code() != CatalogErrorCode::NotFound)
        return lost; // still not known, as it says
    if (current && current.value.revision == revision && current.value.spec.toCompactJson() == spec.toCompactJson())
        return revision; // it was written: the answer was lost, not the change
    const QString shown = shownLocation(m_path);
    return CatalogStatus(CatalogErrorCode::Storage,
                         localized("%1: could not save the table: the connection to the server was lost as the change was "
                                   "committed; connected again, the catalog shows it was not written",
                                   "%1：无法保存表：提交修改时与服务器的连接断开；重新连接后，目录库显示该修改未写入").arg(shown));
}

CatalogStatus Catalog::drop(const QString &database, const QString &name, int expectedRevision)
{
    DatabaseChange change(*this, database, localized("drop the table", "删除表"));
    if (!change.id)
        return change.id.status;
    const CatalogResult<TableRow> row = change.tableToChange(name, expectedRevision);
    if (!row)
        return row.status;
    return change.execAndCommit(QStringLiteral("DELETE FROM tables WHERE id = ?"), {row.value.id}); // revisions cascade
}

CatalogResult<QList<RevisionInfo>> Catalog::history(const QString &database, const QString &name) const
{
    if (CatalogStatus s = checkOpen(); !s)
        return s;
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    query.prepare(QStringLiteral("SELECT r.revision, r.saved_at, r.restored_from, r.note, r.author"
                                 " FROM databases d JOIN tables t ON t.database_id = d.id"
                                 " JOIN revisions r ON r.table_id = t.id"
                                 " WHERE d.name_key = ? AND t.name_key = ? ORDER BY r.revision DESC"));
    query.addBindValue(nameKey(database));
    query.addBindValue(nameKey(name));
    if (!query.exec())
        return storageError(localized("read the history", "读取历史"), query.lastError().text());
    QList<RevisionInfo> out;
    while (query.next())
        out.append({intAt(query, 0), parseUtc(query.value(1).toString()), intAt(query, 2), query.value(3).toString(), query.value(4).toString()});
    if (out.isEmpty()) {
        const CatalogResult<qint64> id = databaseId(database);
        if (!id)
            return id.status;
        return CatalogStatus(CatalogErrorCode::NotFound, noTable(database, name));
    }
    return out;
}

CatalogResult<int> Catalog::restore(const QString &database, const QString &name, int revision, int expectedRevision, const QString &note,
                                    bool *unchanged)
{
    if (unchanged)
        *unchanged = false;
    if (CatalogStatus s = checkOpen(); !s)
        return s;
    Transaction transaction(*this);
    if (!transaction.begun())
        return storageError(localized("restore the table", "恢复表"), transaction.error().text());
    if (revision <= 0) {
        return CatalogStatus(CatalogErrorCode::NotFound,
                             localized("%1 is not a revision number", "%1 不是有效的版本号").arg(QString::number(revision)));
    }
    const CatalogResult<StoredTable> old = get(database, name, revision);
    if (!old)
        return old.status;
    const CatalogResult<qint64> id = databaseId(database);
    if (!id)
        return id.status;
    const CatalogResult<TableRow> row = tableRow(id.value, name);
    if (!row)
        return row.status;
    if (CatalogStatus s = checkExpected(row.value, database, name, expectedRevision); !s)
        return s;
    TableSpec spec = old.value.spec;
    spec.name = row.value.name; // the table keeps its current spelling; the key is the same
    // A revision the same as the latest is not written again (import's revise says "unchanged"
    // for the same reason).
    const CatalogResult<StoredTable> latest = get(database, name, row.value.revision);
    if (!latest)
        return latest.status;
    if (latest.value.spec == spec) {
        if (unchanged)
            *unchanged = true;
        return row.value.revision;
    }
    const CatalogResult<int> saved = saveRevision(id.value, database, spec, AnyRevision, revision, note);
    if (!saved)
        return saved;
    if (!transaction.commit())
        return storageError(localized("restore the table", "恢复表"), transaction.error().text());
    return saved;
}

CatalogResult<QList<TableInfo>> Catalog::search(const QString &textToFind, const QString &connector, int limit) const
{
    if (CatalogStatus s = checkOpen(); !s)
        return s;
    QString sql = QStringLiteral("SELECT %1 FROM tables t JOIN databases d ON d.id = t.database_id WHERE TRUE").arg(TableColumns);
    if (!textToFind.isEmpty())
        sql += QStringLiteral(" AND ") + catalogdialect::contains(m_backend, QStringLiteral("t.name_key"));
    if (!connector.isEmpty())
        sql += QStringLiteral(" AND lower(t.connector) = lower(?)");
    sql += QStringLiteral(" ORDER BY d.name_key, t.name_key");
    if (limit >= 0)
        sql += QStringLiteral(" LIMIT ?");
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    query.prepare(sql);
    if (!textToFind.isEmpty())
        query.addBindValue(nameKey(textToFind));
    if (!connector.isEmpty())
        query.addBindValue(connector);
    if (limit >= 0)
        query.addBindValue(limit);
    if (!query.exec())
        return storageError(localized("search", "搜索"), query.lastError().text());
    QList<TableInfo> out;
    const QueryRow row(query);
    RepeatedColumns repeated;
    while (query.next())
        out.append(readTableInfo(row, row.text(0), repeated));
    return out;
}

} // namespace st

// The catalog file and its format: the migrations between formats, and opening a file with
// every check that keeps a file that is not ours, or not for us, untouched.

#include "catalog/catalogschema.h"

#include "catalog/catalog_p.h"
#include "catalog/serveranswerwatch.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QMutex>
#include <QRandomGenerator>
#include <QUrl>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QStringList>
#include <QTemporaryFile>

#include <atomic>
#include <utility>

#ifdef Q_OS_UNIX
#include <fcntl.h>
#include <sys/stat.h>
#endif

namespace st::catalogschema {

namespace {

/// What marks a new catalog as one of ours, run before its first step: SQLite's application id
/// in the file header; on a server, the meta table that holds the id, the format version (what
/// PRAGMA user_version holds in a file) and the change counter the designer polls.
QStringList identityStatements(CatalogBackend backend)
{
    if (backend == CatalogBackend::PostgreSQL) {
        return {
            QStringLiteral("CREATE TABLE catalog_meta (key TEXT COLLATE \"C\" PRIMARY KEY, value BIGINT NOT NULL)"),
            QStringLiteral("INSERT INTO catalog_meta (key, value) VALUES ('application_id', %1), ('format', 0), ('changes', 0)")
                .arg(ApplicationId),
        };
    }
    return {QStringLiteral("PRAGMA application_id = %1").arg(ApplicationId)};
}

/// The statements that take the catalog from version N to N + 1, at index N, in the words of
/// catalogdialect::adapt(). Never edit a step that has shipped: add a new one (and raise
/// CurrentVersion).
QStringList stepStatements(int from)
{
    switch (from) {
    case 0:
        return {
            // Logical databases. name_key is the name folded for comparison (see
            // Catalog::nameKey), so uniqueness is case-insensitive for any script.
            QStringLiteral("CREATE TABLE databases ("
                           " id {id},"
                           " name {text} NOT NULL,"
                           " name_key {text} NOT NULL UNIQUE,"
                           " comment {text} NOT NULL DEFAULT '',"
                           " created_at {text} NOT NULL)"),
            // One row per table: its current revision and what a list shows.
            QStringLiteral("CREATE TABLE tables ("
                           " id {id},"
                           " database_id INTEGER NOT NULL REFERENCES databases(id) ON DELETE CASCADE,"
                           " name {text} NOT NULL,"
                           " name_key {text} NOT NULL,"
                           " connector {text} NOT NULL,"
                           " role {text} NOT NULL,"
                           " revision INTEGER NOT NULL CHECK (revision > 0),"
                           " created_at {text} NOT NULL,"
                           " saved_at {text} NOT NULL,"
                           " UNIQUE (database_id, name_key))"),
            QStringLiteral("CREATE INDEX tables_by_connector ON tables (connector)"),
            // Every saved revision: the spec as JSON, times in UTC (ISO 8601 with milliseconds).
            QStringLiteral("CREATE TABLE revisions ("
                           " table_id INTEGER NOT NULL REFERENCES tables(id) ON DELETE CASCADE,"
                           " revision INTEGER NOT NULL CHECK (revision > 0),"
                           " spec {text} NOT NULL,"
                           " saved_at {text} NOT NULL,"
                           " restored_from INTEGER,"
                           " PRIMARY KEY (table_id, revision))"),
            QStringLiteral("INSERT INTO databases (name, name_key, comment, created_at)"
                           " VALUES ('default', 'default', '', {now})"),
        };
    case 1:
        return {
            // The job profile of a logical database: job schema option key -> value as typed.
            QStringLiteral("CREATE TABLE job_profiles ("
                           " database_id INTEGER NOT NULL REFERENCES databases(id) ON DELETE CASCADE,"
                           " key {text} NOT NULL,"
                           " value {text} NOT NULL,"
                           " PRIMARY KEY (database_id, key))"),
            // The source -> sink wirings of a database's job, by table id so that they follow
            // renames and go with a dropped table; position keeps the order they were added in.
            QStringLiteral("CREATE TABLE wirings ("
                           " database_id INTEGER NOT NULL REFERENCES databases(id) ON DELETE CASCADE,"
                           " source_table_id INTEGER NOT NULL REFERENCES tables(id) ON DELETE CASCADE,"
                           " sink_table_id INTEGER NOT NULL REFERENCES tables(id) ON DELETE CASCADE,"
                           " position INTEGER NOT NULL,"
                           " PRIMARY KEY (source_table_id, sink_table_id))"),
            QStringLiteral("CREATE INDEX wirings_by_database ON wirings (database_id, position)"),
            QStringLiteral("CREATE INDEX wirings_by_sink ON wirings (sink_table_id)"),
        };
    case 2:
        return {
            // The target platform of a logical database (schemas/targets): '' is the program's
            // default target. A database made before targets existed has tables or a job written
            // with the seeds' keys, Huawei MRS's for Hudi; it gets the target that keeps them.
            QStringLiteral("ALTER TABLE databases ADD COLUMN target {text} NOT NULL DEFAULT ''"),
            QStringLiteral("UPDATE databases SET target = 'mrs'"
                           " WHERE id IN (SELECT database_id FROM tables) OR id IN (SELECT database_id FROM job_profiles)"),
        };
    case 3:
        return {
            // What a save was for and who made it, shown in the history. Revisions saved before
            // have neither: '' (nothing is made up for them).
            QStringLiteral("ALTER TABLE revisions ADD COLUMN note {text} NOT NULL DEFAULT ''"),
            QStringLiteral("ALTER TABLE revisions ADD COLUMN author {text} NOT NULL DEFAULT ''"),
        };
    case 4:
        return {
            // The environments of a logical database (dev, test, prod, ...), names compared as
            // nameKey(), and the values each gives the ${NAME} references in option values.
            // Secrets are never among them: a value may only refer to one (${secret:NAME}).
            QStringLiteral("CREATE TABLE environments ("
                           " id {id},"
                           " database_id INTEGER NOT NULL REFERENCES databases(id) ON DELETE CASCADE,"
                           " name {text} NOT NULL,"
                           " name_key {text} NOT NULL,"
                           " UNIQUE (database_id, name_key))"),
            QStringLiteral("CREATE TABLE variables ("
                           " environment_id INTEGER NOT NULL REFERENCES environments(id) ON DELETE CASCADE,"
                           " name {text} NOT NULL,"
                           " value {text} NOT NULL,"
                           " PRIMARY KEY (environment_id, name))"),
        };
    case 5:
        return {
            // The connections of a logical database: named option sets its tables share
            // (core/connection.h); the options as a JSON object, key -> value as typed.
            QStringLiteral("CREATE TABLE connections ("
                           " id {id},"
                           " database_id INTEGER NOT NULL REFERENCES databases(id) ON DELETE CASCADE,"
                           " name {text} NOT NULL,"
                           " name_key {text} NOT NULL,"
                           " connector {text} NOT NULL,"
                           " options {text} NOT NULL,"
                           " UNIQUE (database_id, name_key))"),
        };
    default:
        return {};
    }
}

} // namespace

bool migrate(QSqlDatabase &db, int from, int to, QString *error, CatalogBackend backend)
{
    if (from < 0 || to > CurrentVersion || from >= to) {
        *error = QStringLiteral("no migration from format %1 to %2").arg(from).arg(to);
        return false;
    }
    for (int version = from; version < to; ++version) {
        QStringList statements = version == 0 ? identityStatements(backend) : QStringList();
        for (const QString &sql : stepStatements(version))
            statements << catalogdialect::adapt(backend, sql);
        statements << catalogdialect::writeVersion(backend, version + 1);
        for (const QString &sql : std::as_const(statements)) {
            QSqlQuery query(db);
            if (!query.exec(sql)) {
                *error = QStringLiteral("step %1 to %2: %3").arg(version).arg(version + 1).arg(query.lastError().text());
                return false;
            }
        }
    }
    return true;
}

} // namespace st::catalogschema

namespace st {

using namespace catalogdetail;

namespace {

std::atomic<quint64> s_connectionCounter{0};

constexpr int BusyTimeoutMs = catalogformat::BusyTimeoutMs;

/// Write permission as the user means it: the mode bits say so (which root ignores) and the
/// process can actually write.
bool isWritable(const QFileInfo &info)
{
    const QFile::Permissions anyWrite = QFile::WriteOwner | QFile::WriteGroup | QFile::WriteOther;
    return info.isWritable() && (info.permissions() & anyWrite);
}

QString walPath(const QString &path)
{
    return path + QStringLiteral("-wal");
}

QString shmPath(const QString &path)
{
    return path + QStringLiteral("-shm");
}

/// The catalog files this process has open, by canonical path, with how many Catalog
/// instances hold each. Closing any descriptor of a file drops every POSIX lock the process
/// holds on it, SQLite's included; so a file that is open here is never opened through a
/// descriptor of our own (its header is not sniffed again).
class OpenFiles
{
public:
    static OpenFiles &instance()
    {
        static OpenFiles files;
        return files;
    }
    static QString key(const QString &path)
    {
        const QFileInfo info(path);
        const QString canonical = info.canonicalFilePath();
        return canonical.isEmpty() ? info.absoluteFilePath() : canonical;
    }
    bool contains(const QString &key)
    {
        QMutexLocker lock(&m_mutex);
        return m_count.value(key) > 0;
    }
    void add(const QString &key)
    {
        QMutexLocker lock(&m_mutex);
        ++m_count[key];
    }
    void remove(const QString &key)
    {
        QMutexLocker lock(&m_mutex);
        if (--m_count[key] <= 0)
            m_count.remove(key);
    }

private:
    QMutex m_mutex;
    QHash<QString, int> m_count;
};

/// The identity of a file (device and inode) as stat() sees it, without opening it; empty
/// when there is no such file.
QByteArray fileIdentity(const QString &path)
{
#ifdef Q_OS_UNIX
    struct stat status;
    if (::stat(QFile::encodeName(path).constData(), &status) != 0)
        return QByteArray();
    return QByteArray::number(quint64(status.st_dev)) + ':' + QByteArray::number(quint64(status.st_ino));
#else
    // Elsewhere file locks belong to a handle, not to the process: nothing to lose this way.
    Q_UNUSED(path)
    return QByteArrayLiteral("-");
#endif
}

/// Whether some connection has the catalog's WAL in use right now, so that opening the file
/// replays nothing: SQLite's unix VFS holds a read lock on the "dead man switch" byte of the
/// -shm (offset 128) for as long as a connection has the wal-index mapped, and the first
/// connection to open it (the one that replays the -wal) must get a write lock on that byte.
/// `openHere`: this process has the file open, so a connection of ours is live; the -shm is
/// then not opened again (closing our descriptor would drop that connection's locks).
bool walInUse(const QString &path, bool openHere)
{
    if (openHere)
        return true;
#ifdef Q_OS_UNIX
    QFile shm(shmPath(path));
    if (!shm.open(QIODevice::ReadOnly))
        return false;
    struct flock probe = {};
    probe.l_type = F_WRLCK;
    probe.l_whence = SEEK_SET;
    probe.l_start = 128; // UNIX_SHM_DMS in SQLite's os_unix.c
    probe.l_len = 1;
    const bool locked = ::fcntl(shm.handle(), F_GETLK, &probe) == 0 && probe.l_type != F_UNLCK;
    return locked;
#else
    return false; // not known: check as if the -wal were replayed
#endif
}

QList<QByteArray> catalogFileIdentity(const QString &path)
{
    return {fileIdentity(path), fileIdentity(walPath(path)), fileIdentity(shmPath(path))};
}

/// What a catalog file says about itself.
struct FileFacts
{
    int version = 0;
    qint32 applicationId = 0;
    int objects = 0;
};

/// Reads the facts through `db`; returns SQLite's message when the file cannot be read.
QString readFacts(QSqlDatabase &db, FileFacts *facts)
{
    QSqlQuery query(db);
    auto read = [&query](const QString &sql, QVariant *out) {
        if (!query.exec(sql) || !query.next())
            return false;
        *out = query.value(0);
        return true;
    };
    QVariant version, applicationId, objects;
    if (!read(QStringLiteral("PRAGMA user_version"), &version) || !read(QStringLiteral("PRAGMA application_id"), &applicationId)
        || !read(QStringLiteral("SELECT count(*) FROM sqlite_master"), &objects)) {
        return query.lastError().text();
    }
    facts->version = version.toInt();
    facts->applicationId = applicationId.toInt();
    facts->objects = objects.toInt();
    return QString();
}

/// SQLite's quick_check: "ok", or what is wrong (its first finding).
QString quickCheck(QSqlDatabase &db)
{
    QSqlQuery query(db);
    if (!query.exec(QStringLiteral("PRAGMA quick_check(1)")) || !query.next())
        return query.lastError().text();
    return query.value(0).toString();
}

LocalizedText damagedText(const QString &shown, const QString &detail)
{
    return localized("%1: the database cannot be read (damaged, or a -wal file of another database next to it?): %2; "
                     "the file was not changed",
                     "%1：无法读取数据库（已损坏，或旁边有其他数据库留下的 -wal 文件？）：%2；文件未被修改").arg(shown, detail);
}

/// A file this program must not touch: another program's, or a newer catalog.
CatalogStatus judge(const FileFacts &facts, const QString &shown)
{
    const bool foreign = (facts.applicationId != 0 && facts.applicationId != catalogschema::ApplicationId)
        || (facts.version > 0 && facts.applicationId != catalogschema::ApplicationId) || (facts.version == 0 && facts.objects > 0);
    if (foreign) {
        return {CatalogErrorCode::NotACatalog,
                localized("%1: a SQLite database of another program, not a StreamTable catalog; the file was not changed",
                          "%1：是其他程序的 SQLite 数据库，不是 StreamTable 目录库；文件未被修改").arg(shown)};
    }
    if (facts.version > catalogschema::CurrentVersion) {
        return {CatalogErrorCode::TooNew,
                localized("%1: written by a newer version of StreamTable (catalog format %2; this program reads up to %3). "
                          "Update the program; the file was not changed",
                          "%1：由更新版本的 StreamTable 写入（目录库格式 %2；本程序最高支持 %3）。"
                          "请升级程序；文件未被修改").arg(shown, QString::number(facts.version), QString::number(catalogschema::CurrentVersion))};
    }
    return {};
}

/// Everything about an existing path that can be told without SQLite: what kind of file it
/// is (a pipe would block the open for ever), whether it is empty, whether it starts like a
/// SQLite database, and for a change whether it can be written.
CatalogStatus checkExistingFile(const QString &path, bool sniffHeader, bool forWriting, bool *empty, bool *walMode)
{
    const QString shown = QDir::toNativeSeparators(path);
    const QFileInfo info(path);
    if (info.isDir()) {
        return {CatalogErrorCode::NotACatalog,
                localized("%1: is a folder, not a catalog file", "%1：是文件夹，不是目录库文件").arg(shown)};
    }
    for (const QString &file : {path, walPath(path), shmPath(path)}) {
        const QFileInfo companion(file);
        if (companion.exists() && !companion.isFile()) {
            return {CatalogErrorCode::NotACatalog,
                    localized("%1: is not a regular file (a pipe, socket or device?), so not a catalog; it was not opened",
                              "%1：不是普通文件（管道、套接字或设备？），因此不是目录库；未打开该文件").arg(QDir::toNativeSeparators(file))};
        }
    }
    *empty = info.size() == 0;
    if (*empty && QFileInfo(walPath(path)).size() > 0) {
        return {CatalogErrorCode::NotACatalog,
                localized("%1: the file is empty (0 bytes) but a -wal file lies next to it; neither was changed. "
                          "Move both away, or restore the catalog from a backup",
                          "%1：文件为空（0 字节），旁边却有 -wal 文件；两者均未被修改。"
                          "请将两者移走，或从备份恢复目录库").arg(shown)};
    }
    if (!*empty && sniffHeader) {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) {
            return {CatalogErrorCode::ReadOnly,
                    localized("%1: cannot be read: %2", "%1：无法读取：%2").arg(shown, file.errorString())};
        }
        const QByteArray header = file.read(100);
        if (!header.startsWith(QByteArray("SQLite format 3\0", 16))) {
            return {CatalogErrorCode::NotACatalog,
                    localized("%1: not a SQLite database, so not a StreamTable catalog; the file was not changed",
                              "%1：不是 SQLite 数据库，因此不是 StreamTable 目录库；文件未被修改").arg(shown)};
        }
        // The file format's "read version" byte: 2 is WAL.
        *walMode = header.size() > 18 && header.at(18) == 2;
    }
    if (forWriting && !isWritable(info)) {
        return {CatalogErrorCode::ReadOnly,
                localized("%1: the file is read-only; the catalog needs to write to it",
                          "%1：文件为只读；目录库需要写入该文件").arg(shown)};
    }
    return {};
}

/// Builds a new, complete catalog under a temporary name in the folder of `path` and moves it
/// there, so that a catalog file never exists half-made (an interrupted first start leaves
/// no empty file behind). Never replaces a file that appeared meanwhile.
CatalogStatus createCatalogFile(const QString &path)
{
    const QString shown = QDir::toNativeSeparators(path);
    const QFileInfo info(path);
    const QString temp = info.absoluteDir().filePath(QStringLiteral(".%1.new-%2")
                                                        .arg(info.fileName(), QString::number(QRandomGenerator::global()->generate64(), 36)));
    const QString connection = QStringLiteral("st-catalog-new-%1").arg(++s_connectionCounter);
    QString error;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
        db.setDatabaseName(temp);
        if (!db.open()) {
            error = db.lastError().text();
        } else {
            QSqlQuery query(db);
            if (!query.exec(QStringLiteral("BEGIN IMMEDIATE")) || !catalogschema::migrate(db, 0, catalogschema::CurrentVersion, &error)
                || !query.exec(QStringLiteral("COMMIT")) || !query.exec(QStringLiteral("PRAGMA journal_mode = WAL"))) {
                if (error.isEmpty())
                    error = query.lastError().text();
            }
            query.finish();
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(connection);
    const bool moved = error.isEmpty() && QFile::rename(temp, path);
    for (const QString &leftover : {temp, walPath(temp), shmPath(temp), temp + QStringLiteral("-journal")})
        QFile::remove(leftover);
    if (moved || (error.isEmpty() && QFileInfo::exists(path)))
        return {}; // made here, or by another program at the same moment
    return {CatalogErrorCode::Storage,
            localized("%1: the new catalog could not be created: %2", "%1：无法创建新目录库：%2").arg(shown, error.isEmpty() ? QStringLiteral("the file could not be moved into place") : error)};
}


/// What open() found of a catalog file before it opened a connection to it.
struct FileOnDisk
{
    bool existed = false;
    bool empty = false;
    bool walMode = true; // what a file open in this process is: it is not read again here
    bool openHere = false; // this process has the file open already
};

/// Gets the file ready to be opened: its folder (made when `createFolder`), an existing file
/// checked (an empty one refused for reading), the folder writable where files will be made,
/// a new file created. What was found goes to `file`, and `shown` names the file in messages.
CatalogStatus prepareCatalogFile(const QString &path, const QString &shown, bool createFolder, CatalogAccess access, FileOnDisk *file)
{
    const QFileInfo info(path);
    const QDir folder = info.absoluteDir();
    const QString folderShown = QDir::toNativeSeparators(folder.absolutePath());

    if (!folder.exists()) {
        if (!createFolder) {
            return {CatalogErrorCode::MissingFolder,
                    localized("%1: the folder %2 does not exist",
                              "%1：文件夹 %2 不存在").arg(shown, folderShown)};
        }
        if (!QDir().mkpath(folder.absolutePath())) {
            return {CatalogErrorCode::MissingFolder,
                    localized("%1: the folder %2 could not be created",
                              "%1：无法创建文件夹 %2").arg(shown, folderShown)};
        }
    }
    file->existed = info.exists();
    file->openHere = file->existed && OpenFiles::instance().contains(OpenFiles::key(path));
    if (file->existed) {
        if (CatalogStatus s = checkExistingFile(path, !file->openHere, access == CatalogAccess::ReadWrite, &file->empty, &file->walMode); !s)
            return s;
        if (file->empty && access == CatalogAccess::ReadOnly) {
            return {CatalogErrorCode::NotACatalog,
                    localized("%1: the file is empty (0 bytes), so not a StreamTable catalog (yet); the file was not changed. "
                              "A command that changes the catalog sets it up as a new one",
                              "%1：文件为空（0 字节），因此（尚）不是 StreamTable 目录库；文件未被修改。"
                              "执行会修改目录库的命令时会将其设置为新目录库").arg(shown)};
        }
    }
    if (access == CatalogAccess::ReadWrite || !file->existed) {
        if (!isWritable(QFileInfo(folder.absolutePath()))) {
            return {CatalogErrorCode::ReadOnly,
                    localized("%1: the folder %2 is read-only; the catalog needs to create files there",
                              "%1：文件夹 %2 为只读；目录库需要在其中创建文件").arg(shown, folderShown)};
        }
    }
    if (!file->existed)
        return createCatalogFile(path);
    return {};
}

/// The connection's settings; WAL is the first write to the file. Returns what failed, or nothing.
QString configureConnection(QSqlDatabase &db)
{
    QSqlQuery query(db);
    const bool configured = query.exec(QStringLiteral("PRAGMA foreign_keys = ON"))
        && query.exec(QStringLiteral("PRAGMA busy_timeout = %1").arg(BusyTimeoutMs))
        && query.exec(QStringLiteral("PRAGMA journal_mode = WAL")) && query.next()
        && query.value(0).toString().compare(QLatin1String("wal"), Qt::CaseInsensitive) == 0
        && query.exec(QStringLiteral("PRAGMA synchronous = FULL"));
    if (configured)
        return {};
    return query.lastError().isValid() ? query.lastError().text() : QStringLiteral("WAL journal not available");
}

} // namespace

// ---- opening ----------------------------------------------------------------------------

Catalog::Catalog() = default;

Catalog::~Catalog()
{
    close();
}

QString Catalog::defaultPath()
{
    // GenericDataLocation plus a fixed folder, not AppDataLocation: the designer and the CLI
    // have different application names and must share one catalog.
    const QString base = QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation);
    if (base.isEmpty())
        return QString();
    return base + QStringLiteral("/streamtable/catalog.sqlite");
}

QString Catalog::resolvePath(const QString &option)
{
    if (!option.isEmpty())
        return option;
    const QString fromEnvironment = qEnvironmentVariable("STREAMTABLE_CATALOG");
    if (!fromEnvironment.isEmpty())
        return fromEnvironment;
    return defaultPath();
}

bool Catalog::isOpen() const
{
    return m_db.isValid() && m_db.isOpen();
}

void Catalog::close()
{
    m_answerWatch.reset(); // before its socket closes
    if (!m_connectionName.isEmpty()) {
        m_db.close();
        m_db = QSqlDatabase();
        QSqlDatabase::removeDatabase(m_connectionName);
        m_connectionName.clear();
    }
    if (!m_privateCopy.isEmpty()) {
        for (const QString &file : {m_privateCopy, walPath(m_privateCopy), shmPath(m_privateCopy), m_privateCopy + QStringLiteral("-journal")})
            QFile::remove(file);
        m_privateCopy.clear();
    }
    if (m_registered)
        OpenFiles::instance().remove(OpenFiles::key(m_path));
    m_registered = false;
    m_path.clear();
    m_readOnly = false;
    m_fileIdentity.clear();
    m_backend = CatalogBackend::SQLite;
    m_ownChanges = 0;
    m_connectionLost = false;
    m_defaultAuthor.reset(); // another catalog may be another server, or a file
}

CatalogStatus Catalog::openConnection(const QString &path, CatalogAccess access, bool immutable)
{
    const QString shown = QDir::toNativeSeparators(path);
    m_connectionName = QStringLiteral("st-catalog-%1").arg(++s_connectionCounter);
    m_db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connectionName);
    if (!m_db.isValid()) {
        close();
        return {CatalogErrorCode::Storage,
                localized("%1: the Qt SQLite driver (QSQLITE) is not available",
                          "%1：Qt SQLite 驱动（QSQLITE）不可用").arg(shown)};
    }
    QString options = QStringLiteral("QSQLITE_BUSY_TIMEOUT=%1").arg(BusyTimeoutMs);
    if (access == CatalogAccess::ReadOnly)
        options += QStringLiteral(";QSQLITE_OPEN_READONLY");
    if (immutable) {
        m_db.setDatabaseName(QUrl::fromLocalFile(QFileInfo(path).absoluteFilePath()).toString(QUrl::FullyEncoded)
                             + QStringLiteral("?immutable=1"));
        options += QStringLiteral(";QSQLITE_OPEN_URI");
    } else {
        m_db.setDatabaseName(path);
    }
    m_db.setConnectOptions(options);
    if (!m_db.open()) {
        const QString detail = m_db.lastError().text();
        close();
        return {CatalogErrorCode::Storage,
                localized("%1: cannot be opened: %2", "%1：无法打开：%2").arg(shown, detail)};
    }
    m_readOnly = access == CatalogAccess::ReadOnly;
    return {};
}

CatalogStatus Catalog::open(const QString &path, bool createFolder, CatalogAccess access)
{
    close();
    m_notice = LocalizedText();
    if (isServerLocation(path))
        return openServer(path, access);
    if (path.isEmpty()) {
        return {CatalogErrorCode::NotOpen,
                localized("No catalog file: the application data folder is unknown; set STREAMTABLE_CATALOG or use --catalog FILE",
                          "没有目录库文件：无法确定应用数据文件夹；请设置 STREAMTABLE_CATALOG 或使用 --catalog FILE")};
    }
    const QString shown = QDir::toNativeSeparators(path);
    FileOnDisk file;
    if (CatalogStatus s = prepareCatalogFile(path, shown, createFolder, access, &file); !s)
        return s;
    const bool empty = file.empty;
    const bool walMode = file.walMode;
    const bool openHere = file.openHere;

    // Look first through a read-only connection: nothing it does can write to the file or its
    // -wal (SQLite only replays a -wal into its own shared memory, and cannot checkpoint), so a
    // file refused here is left byte-identical. A -wal that would be replayed, a format change
    // and a switch of the journal mode are only done on a file that reads back as sound.
    // Without a -wal the file alone is the database: it is read as immutable, which creates no
    // -wal or -shm either.
    FileFacts facts;
    if (!empty) {
        const bool hasWal = QFileInfo::exists(walPath(path));
        // A -wal is only a risk when this open replays it (nobody has it in use: it may be a
        // stale one of another database). Decided before our own connection maps the -shm.
        const bool walReplayed = QFileInfo(walPath(path)).size() > 0 && !walInUse(path, openHere);
        const bool keepForReading = access == CatalogAccess::ReadOnly && hasWal;
        if (CatalogStatus s = openConnection(path, CatalogAccess::ReadOnly, !hasWal); !s)
            return s;
        m_path = path;
        QString problem = readFacts(m_db, &facts);
        if (problem.isEmpty()) {
            if (CatalogStatus s = judge(facts, shown); !s) {
                close();
                return s;
            }
            // quick_check reads the whole file (about 25 ms for 10,000 tables, 110 ms for
            // 100,000): too slow for every command run while the designer has the catalog open,
            // so a -wal somebody has in use is not a reason for it.
            const bool deepCheck = walReplayed || !walMode || facts.version < catalogschema::CurrentVersion;
            if (deepCheck) {
                const QString found = quickCheck(m_db);
                if (found != QLatin1String("ok"))
                    problem = found;
            }
        }
        if (!problem.isEmpty()) {
            close();
            return {CatalogErrorCode::Damaged, damagedText(shown, problem)};
        }
        if (access == CatalogAccess::ReadOnly && facts.version == catalogschema::CurrentVersion) {
            if (!keepForReading) {
                // An immutable connection would not see other programs' changes: read through an
                // ordinary read-only one.
                close();
                if (CatalogStatus s = openConnection(path, CatalogAccess::ReadOnly); !s)
                    return s;
                m_path = path;
            }
            OpenFiles::instance().add(OpenFiles::key(path));
            m_registered = true;
            return {};
        }
        if (access == CatalogAccess::ReadOnly)
            return openUpgradedCopy(path, facts.version);
        close();
    }

    if (CatalogStatus s = openConnection(path, CatalogAccess::ReadWrite); !s)
        return s;
    m_path = path;
    OpenFiles::instance().add(OpenFiles::key(path));
    m_registered = true;

    // Read the format again now that the file is open for writing: another program may have
    // changed it since.
    if (const QString problem = readFacts(m_db, &facts); !problem.isEmpty()) {
        close();
        return {CatalogErrorCode::Damaged, damagedText(shown, problem)};
    }
    if (CatalogStatus s = judge(facts, shown); !s) {
        close();
        return s;
    }

    const QString setupError = configureConnection(m_db);
    if (!setupError.isEmpty()) {
        close();
        return {CatalogErrorCode::Storage,
                localized("%1: cannot be set up: %2", "%1：无法设置：%2").arg(shown, setupError)};
    }

    if (facts.version < catalogschema::CurrentVersion) {
        CatalogStatus migrated = runMigrations();
        if (!migrated.ok()) {
            close();
            return migrated;
        }
        if (empty) {
            m_notice = localized("%1: the file was empty (0 bytes); it was set up as a new, empty catalog",
                                 "%1：文件为空（0 字节）；已将其设置为新的空目录库").arg(shown);
        }
    }
    // The files as this connection holds them: SQLite keeps the -wal and -shm open from the
    // first read on (see ensureConnectionCurrent()).
    {
        QSqlQuery query(m_db);
        query.exec(QStringLiteral("SELECT count(*) FROM sqlite_master"));
    }
    m_fileIdentity = catalogFileIdentity(path);
    return {};
}

CatalogStatus Catalog::openUpgradedCopy(const QString &path, int version)
{
    // A command that only reads never writes the file, not even to bring its format up to
    // date: it reads an upgraded private copy, made in one read transaction of the read-only
    // connection that is open now. The next change upgrades the file itself.
    const QString shown = QDir::toNativeSeparators(path);
    auto failed = [this, &shown](const QString &detail) {
        close();
        return CatalogStatus(CatalogErrorCode::Storage,
                             localized("%1: the catalog is in an older format and a temporary upgraded copy to read from "
                                       "could not be made: %2; the file was not changed",
                                       "%1：目录库为旧格式，无法生成用于读取的临时升级副本：%2；文件未被修改").arg(shown, detail));
    };
    QString copy;
    {
        QTemporaryFile file(QDir(QDir::tempPath()).filePath(QStringLiteral("streamtable-catalog-XXXXXX.sqlite")));
        file.setAutoRemove(false);
        if (!file.open())
            return failed(file.errorString());
        copy = file.fileName();
    }
    {
        QSqlQuery query(m_db);
        const QString quoted = QString(copy).replace(QLatin1Char('\''), QLatin1String("''"));
        if (!query.exec(QStringLiteral("VACUUM INTO '%1'").arg(quoted))) {
            const QString detail = query.lastError().text();
            QFile::remove(copy);
            return failed(detail);
        }
    }
    close();
    if (CatalogStatus s = openConnection(copy, CatalogAccess::ReadWrite); !s) {
        QFile::remove(copy);
        return failed(s.message(Language::En));
    }
    m_privateCopy = copy;
    m_path = path; // what messages name
    QSqlQuery(m_db).exec(QStringLiteral("PRAGMA foreign_keys = ON"));
    if (CatalogStatus migrated = runMigrations(); !migrated) {
        close();
        return migrated;
    }
    m_readOnly = true;
    m_notice = localized("%1: the catalog is in an older format (%2); it was read as is and not changed. "
                         "The next command that changes the catalog brings it up to format %3",
                         "%1：目录库为旧格式（%2）；已按原样读取，未作修改。下一条修改目录库的命令会将其升级到格式 %3").arg(shown, QString::number(version), QString::number(catalogschema::CurrentVersion));
    return {};
}

bool Catalog::fileIdentityChanged() const
{
    return !m_fileIdentity.isEmpty() && catalogFileIdentity(m_path) != m_fileIdentity;
}

CatalogStatus Catalog::ensureConnectionCurrent()
{
    if (!fileIdentityChanged())
        return {};
    // While this connection is open nobody may delete or replace the -wal or -shm; that it
    // happened means this process lost its locks, and this connection reads a snapshot of
    // files that are gone. Open the file as it is now.
    const QString path = m_path;
    const bool readOnly = m_readOnly;
    close();
    return open(path, false, readOnly ? CatalogAccess::ReadOnly : CatalogAccess::ReadWrite);
}

CatalogStatus Catalog::runMigrations()
{
    Transaction transaction(*this);
    if (!transaction.begun())
        return storageError(localized("upgrade the catalog", "升级目录库"), transaction.error().text());
    // Read again under the write lock: another program may have upgraded the catalog meanwhile.
    int version = 0;
    if (const QString problem = catalogdialect::readVersion(m_backend, m_db, &version); !problem.isEmpty())
        return storageError(localized("upgrade the catalog", "升级目录库"), problem);
    if (version > catalogschema::CurrentVersion) {
        return {CatalogErrorCode::TooNew,
                localized("%1: written by a newer version of StreamTable (catalog format %2)",
                          "%1：由更新版本的 StreamTable 写入（目录库格式 %2）").arg(shownLocation(m_path), QString::number(version))};
    }
    if (version == catalogschema::CurrentVersion)
        return {};
    QString error;
    if (!catalogschema::migrate(m_db, version, catalogschema::CurrentVersion, &error, m_backend) || !transaction.commit()) {
        if (error.isEmpty())
            error = transaction.error().text();
        return {CatalogErrorCode::Storage,
                localized("%1: could not upgrade the catalog from format %2 to %3: %4; nothing was changed",
                          "%1：无法将目录库从格式 %2 升级到 %3：%4；未作任何修改").arg(shownLocation(m_path), QString::number(version), QString::number(catalogschema::CurrentVersion), error)};
    }
    return {};
}


} // namespace st

// The catalog file and its format: the migrations between formats, and opening a file with
// every check that keeps a file that is not ours, or not for us, untouched.

#include "catalogschema.h"

#include "catalog_p.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QStringList>

#include <atomic>
#include <utility>

namespace st::catalogschema {

namespace {

/// The statements that take the catalog from version N to N + 1, at index N. Never edit a step
/// that has shipped: add a new one (and raise CurrentVersion).
QStringList stepStatements(int from)
{
    switch (from) {
    case 0:
        return {
            // Logical databases. name_key is the name folded for comparison (see
            // Catalog::nameKey), so uniqueness is case-insensitive for any script.
            QStringLiteral("CREATE TABLE databases ("
                           " id INTEGER PRIMARY KEY,"
                           " name TEXT NOT NULL,"
                           " name_key TEXT NOT NULL UNIQUE,"
                           " comment TEXT NOT NULL DEFAULT '',"
                           " created_at TEXT NOT NULL)"),
            // One row per table: its current revision and what a list shows.
            QStringLiteral("CREATE TABLE tables ("
                           " id INTEGER PRIMARY KEY,"
                           " database_id INTEGER NOT NULL REFERENCES databases(id) ON DELETE CASCADE,"
                           " name TEXT NOT NULL,"
                           " name_key TEXT NOT NULL,"
                           " connector TEXT NOT NULL,"
                           " role TEXT NOT NULL,"
                           " revision INTEGER NOT NULL CHECK (revision > 0),"
                           " created_at TEXT NOT NULL,"
                           " saved_at TEXT NOT NULL,"
                           " UNIQUE (database_id, name_key))"),
            QStringLiteral("CREATE INDEX tables_by_connector ON tables (connector)"),
            // Every saved revision: the spec as JSON, times in UTC (ISO 8601 with milliseconds).
            QStringLiteral("CREATE TABLE revisions ("
                           " table_id INTEGER NOT NULL REFERENCES tables(id) ON DELETE CASCADE,"
                           " revision INTEGER NOT NULL CHECK (revision > 0),"
                           " spec TEXT NOT NULL,"
                           " saved_at TEXT NOT NULL,"
                           " restored_from INTEGER,"
                           " PRIMARY KEY (table_id, revision))"),
            QStringLiteral("INSERT INTO databases (name, name_key, comment, created_at)"
                           " VALUES ('default', 'default', '', strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))"),
            QStringLiteral("PRAGMA application_id = %1").arg(ApplicationId),
        };
    case 1:
        return {
            // The job profile of a logical database: job schema option key -> value as typed.
            QStringLiteral("CREATE TABLE job_profiles ("
                           " database_id INTEGER NOT NULL REFERENCES databases(id) ON DELETE CASCADE,"
                           " key TEXT NOT NULL,"
                           " value TEXT NOT NULL,"
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
    default:
        return {};
    }
}

} // namespace

bool migrate(QSqlDatabase &db, int from, int to, QString *error)
{
    if (from < 0 || to > CurrentVersion || from >= to) {
        *error = QStringLiteral("no migration from format %1 to %2").arg(from).arg(to);
        return false;
    }
    for (int version = from; version < to; ++version) {
        QStringList statements = stepStatements(version);
        statements << QStringLiteral("PRAGMA user_version = %1").arg(version + 1);
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

constexpr int BusyTimeoutMs = 10000;

/// Write permission as the user means it: the mode bits say so (which root ignores) and the
/// process can actually write.
bool isWritable(const QFileInfo &info)
{
    const QFile::Permissions anyWrite = QFile::WriteOwner | QFile::WriteGroup | QFile::WriteOther;
    return info.isWritable() && (info.permissions() & anyWrite);
}

} // namespace

// ---- opening ----------------------------------------------------------------------------

int Catalog::currentVersion()
{
    return catalogschema::CurrentVersion;
}

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

QString Catalog::nameKey(const QString &name)
{
    return name.normalized(QString::NormalizationForm_C).toCaseFolded();
}

bool Catalog::isOpen() const
{
    return m_db.isValid() && m_db.isOpen();
}

void Catalog::close()
{
    if (m_connectionName.isEmpty())
        return;
    m_db.close();
    m_db = QSqlDatabase();
    QSqlDatabase::removeDatabase(m_connectionName);
    m_connectionName.clear();
    m_path.clear();
}

CatalogStatus Catalog::open(const QString &path, bool createFolder)
{
    close();
    if (path.isEmpty()) {
        return {CatalogErrorCode::NotOpen,
                text(QStringLiteral("No catalog file: the application data folder is unknown; set STREAMTABLE_CATALOG or use --catalog FILE"),
                     QStringLiteral("没有目录库文件：无法确定应用数据文件夹；请设置 STREAMTABLE_CATALOG 或使用 --catalog FILE"))};
    }
    const QString shown = QDir::toNativeSeparators(path);
    const QFileInfo info(path);
    const QDir folder = info.absoluteDir();
    const QString folderShown = QDir::toNativeSeparators(folder.absolutePath());

    if (!folder.exists()) {
        if (!createFolder) {
            return {CatalogErrorCode::MissingFolder,
                    text(QStringLiteral("%1: the folder %2 does not exist"),
                         QStringLiteral("%1：文件夹 %2 不存在"), shown, folderShown)};
        }
        if (!QDir().mkpath(folder.absolutePath())) {
            return {CatalogErrorCode::MissingFolder,
                    text(QStringLiteral("%1: the folder %2 could not be created"),
                         QStringLiteral("%1：无法创建文件夹 %2"), shown, folderShown)};
        }
    }
    if (info.exists()) {
        if (info.isDir()) {
            return {CatalogErrorCode::NotACatalog,
                    text(QStringLiteral("%1: is a folder, not a catalog file"), QStringLiteral("%1：是文件夹，不是目录库文件"), shown)};
        }
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) {
            return {CatalogErrorCode::ReadOnly,
                    text(QStringLiteral("%1: cannot be read: %2"), QStringLiteral("%1：无法读取：%2"), shown, file.errorString())};
        }
        const QByteArray header = file.read(16);
        if (!header.isEmpty() && header != QByteArray("SQLite format 3\0", 16)) {
            return {CatalogErrorCode::NotACatalog,
                    text(QStringLiteral("%1: not a SQLite database, so not a StreamTable catalog; the file was not changed"),
                         QStringLiteral("%1：不是 SQLite 数据库，因此不是 StreamTable 目录库；文件未被修改"), shown)};
        }
        if (!isWritable(info)) {
            return {CatalogErrorCode::ReadOnly,
                    text(QStringLiteral("%1: the file is read-only; the catalog needs to write to it"),
                         QStringLiteral("%1：文件为只读；目录库需要写入该文件"), shown)};
        }
    }
    if (!isWritable(QFileInfo(folder.absolutePath()))) {
        return {CatalogErrorCode::ReadOnly,
                text(QStringLiteral("%1: the folder %2 is read-only; the catalog needs to create files there"),
                     QStringLiteral("%1：文件夹 %2 为只读；目录库需要在其中创建文件"), shown, folderShown)};
    }

    m_connectionName = QStringLiteral("st-catalog-%1").arg(++s_connectionCounter);
    m_db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connectionName);
    if (!m_db.isValid()) {
        close();
        return {CatalogErrorCode::Storage,
                text(QStringLiteral("%1: the Qt SQLite driver (QSQLITE) is not available"),
                     QStringLiteral("%1：Qt SQLite 驱动（QSQLITE）不可用"), shown)};
    }
    m_db.setDatabaseName(path);
    m_db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=%1").arg(BusyTimeoutMs));
    if (!m_db.open()) {
        const QString detail = m_db.lastError().text();
        close();
        return {CatalogErrorCode::Storage,
                text(QStringLiteral("%1: cannot be opened: %2"), QStringLiteral("%1：无法打开：%2"), shown, detail)};
    }
    m_path = path;

    // Read the format before anything is written: a newer or foreign file stays untouched.
    int version = 0;
    qint32 applicationId = 0;
    int objects = 0;
    QString readError;
    {
        QSqlQuery query(m_db);
        auto readInt = [&query](const QString &sql, int *out) {
            if (!query.exec(sql) || !query.next())
                return false;
            *out = query.value(0).toInt();
            return true;
        };
        if (!readInt(QStringLiteral("PRAGMA user_version"), &version)
            || !readInt(QStringLiteral("PRAGMA application_id"), &applicationId)
            || !readInt(QStringLiteral("SELECT count(*) FROM sqlite_master"), &objects)) {
            readError = query.lastError().text();
        }
    }
    if (!readError.isEmpty()) {
        close();
        return {CatalogErrorCode::Damaged,
                text(QStringLiteral("%1: the database cannot be read (damaged?): %2; the file was not changed"),
                     QStringLiteral("%1：无法读取数据库（可能已损坏）：%2；文件未被修改"), shown, readError)};
    }
    const bool foreign = (applicationId != 0 && applicationId != catalogschema::ApplicationId)
        || (version > 0 && applicationId != catalogschema::ApplicationId) || (version == 0 && objects > 0);
    if (foreign) {
        close();
        return {CatalogErrorCode::NotACatalog,
                text(QStringLiteral("%1: a SQLite database of another program, not a StreamTable catalog; the file was not changed"),
                     QStringLiteral("%1：是其他程序的 SQLite 数据库，不是 StreamTable 目录库；文件未被修改"), shown)};
    }
    if (version > catalogschema::CurrentVersion) {
        close();
        return {CatalogErrorCode::TooNew,
                text(QStringLiteral("%1: written by a newer version of StreamTable (catalog format %2; this program reads up to %3). "
                                    "Update the program; the file was not changed"),
                     QStringLiteral("%1：由更新版本的 StreamTable 写入（目录库格式 %2；本程序最高支持 %3）。"
                                    "请升级程序；文件未被修改"),
                     shown, QString::number(version), QString::number(catalogschema::CurrentVersion))};
    }

    // Connection settings; WAL is the first write to the file.
    QString setupError;
    {
        QSqlQuery query(m_db);
        const bool configured = query.exec(QStringLiteral("PRAGMA foreign_keys = ON"))
            && query.exec(QStringLiteral("PRAGMA busy_timeout = %1").arg(BusyTimeoutMs))
            && query.exec(QStringLiteral("PRAGMA journal_mode = WAL")) && query.next()
            && query.value(0).toString().compare(QLatin1String("wal"), Qt::CaseInsensitive) == 0
            && query.exec(QStringLiteral("PRAGMA synchronous = FULL"));
        if (!configured)
            setupError = query.lastError().isValid() ? query.lastError().text() : QStringLiteral("WAL journal not available");
    }
    if (!setupError.isEmpty()) {
        close();
        return {CatalogErrorCode::Storage,
                text(QStringLiteral("%1: cannot be set up: %2"), QStringLiteral("%1：无法设置：%2"), shown, setupError)};
    }

    if (version < catalogschema::CurrentVersion) {
        CatalogStatus migrated = runMigrations();
        if (!migrated.ok()) {
            close();
            return migrated;
        }
    }
    return {};
}

CatalogStatus Catalog::runMigrations()
{
    Transaction transaction(*this);
    if (!transaction.begun())
        return storageError(text(QStringLiteral("upgrade the catalog"), QStringLiteral("升级目录库")), transaction.error().text());
    int version = 0;
    {
        // Read again under the write lock: another program may have upgraded the file meanwhile.
        QSqlQuery query(m_db);
        if (!query.exec(QStringLiteral("PRAGMA user_version")) || !query.next())
            return storageError(text(QStringLiteral("upgrade the catalog"), QStringLiteral("升级目录库")), query.lastError().text());
        version = intAt(query, 0);
    }
    if (version > catalogschema::CurrentVersion) {
        return {CatalogErrorCode::TooNew,
                text(QStringLiteral("%1: written by a newer version of StreamTable (catalog format %2)"),
                     QStringLiteral("%1：由更新版本的 StreamTable 写入（目录库格式 %2）"),
                     QDir::toNativeSeparators(m_path), QString::number(version))};
    }
    if (version == catalogschema::CurrentVersion)
        return {};
    QString error;
    if (!catalogschema::migrate(m_db, version, catalogschema::CurrentVersion, &error) || !transaction.commit()) {
        if (error.isEmpty())
            error = transaction.error().text();
        return {CatalogErrorCode::Storage,
                text(QStringLiteral("%1: could not upgrade the catalog from format %2 to %3: %4; the file was not changed"),
                     QStringLiteral("%1：无法将目录库从格式 %2 升级到 %3：%4；文件未被修改"),
                     QDir::toNativeSeparators(m_path), QString::number(version),
                     QString::number(catalogschema::CurrentVersion), error)};
    }
    return {};
}


} // namespace st

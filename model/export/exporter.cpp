#include "export/exporter.h"

#include "check/databasecheck.h"
#include "check/databasevalidator.h"
#include "core/names.h"
#include "sql/ddlwriter.h"
#include "job/jobscript.h"
#include "export/outputfolder.h"
#include "sql/sqlquote.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QSet>

#include <algorithm>
#include <condition_variable>
#include <deque>
#include <mutex>
#include <optional>
#include <system_error>
#include <thread>
#include <utility>

namespace st {

namespace {

/// A file an export writes: its tables, in the snapshot the export read (which outlives the
/// plan; copying each table's spec for each file was much of an export's allocation).
struct PlannedFile
{
    QString path; ///< relative
    const DatabaseSnapshot *database = nullptr; ///< with its environments (for `--env`) and connections
    QList<const StoredTable *> tables;
};

} // namespace

int ExportResult::tableCount() const
{
    int count = 0;
    for (const ExportedFile &f : files)
        count += f.tables.size();
    return count;
}

QStringList Exporter::uniqueFileNames(const QStringList &names)
{
    QStringList safe;
    safe.reserve(names.size());
    QList<int> order; // names that are already safe choose first, then the rest in order
    QList<int> rest;
    for (int i = 0; i < names.size(); ++i) {
        safe << safeFileName(names.at(i));
        (safe.last() == names.at(i) ? order : rest) << i;
    }
    order << rest;
    QSet<QString> taken;
    QStringList out = safe;
    for (int i : std::as_const(order)) {
        QString candidate = safe.at(i);
        for (int n = 2; taken.contains(nameKey(candidate)); ++n)
            candidate = safe.at(i) + QLatin1Char('~') + QString::number(n);
        taken.insert(nameKey(candidate));
        out[i] = candidate;
    }
    return out;
}

QString Exporter::databasePreamble(const DatabaseInfo &database)
{
    QString out = QStringLiteral("CREATE DATABASE IF NOT EXISTS ") + quoteIdentifier(database.name);
    if (!database.comment.isEmpty())
        out += QStringLiteral(" COMMENT ") + quoteLiteral(database.comment);
    out += QStringLiteral(";\nUSE ") + quoteIdentifier(database.name) + QStringLiteral(";\n");
    return out;
}

namespace {

/// The chosen databases (indices into `all`, in the order named; every one when none is named),
/// or NotFound naming the first unknown one.
CatalogResult<QList<int>> chooseDatabases(const QList<DatabaseInfo> &all, const QStringList &wanted)
{
    QList<int> chosen;
    if (wanted.isEmpty()) {
        for (int i = 0; i < all.size(); ++i)
            chosen << i;
        return chosen;
    }
    for (const QString &name : wanted) {
        int found = -1;
        for (int i = 0; i < all.size() && found < 0; ++i) {
            if (nameKey(all.at(i).name) == nameKey(name))
                found = i;
        }
        if (found < 0) {
            return CatalogStatus{CatalogErrorCode::NotFound,
                                 {QStringLiteral("There is no logical database \"%1\"").arg(name),
                                  QStringLiteral("逻辑库“%1”不存在").arg(name)}};
        }
        if (!chosen.contains(found))
            chosen << found;
    }
    return chosen;
}

/// What both exports start from, read in one read transaction (Catalog::snapshot()) so that
/// nothing another program changes meanwhile can make an export fail or mix two states: every
/// database of the catalog with the content of the chosen ones, each one's file name stem
/// (unique over the whole catalog, so a partial export writes the paths a full one would), and
/// the indexes of the chosen ones.
struct Selection
{
    QList<DatabaseSnapshot> databases;
    QStringList stems;
    QList<int> chosen;
};

CatalogResult<Selection> selectDatabases(const Catalog &catalog, const ExportOptions &options)
{
    if (options.outDir.isEmpty())
        return CatalogStatus(CatalogErrorCode::InvalidName, {QStringLiteral("No output folder given"), QStringLiteral("未指定输出文件夹")});
    const CatalogResult<QList<DatabaseSnapshot>> all = catalog.snapshot(options.databases);
    if (!all)
        return all.status;
    QList<DatabaseInfo> infos;
    QStringList names;
    for (const DatabaseSnapshot &d : all.value) {
        infos << d.info;
        names << d.info.name;
    }
    const CatalogResult<QList<int>> chosen = chooseDatabases(infos, options.databases);
    if (!chosen)
        return chosen.status;
    if (!options.environment.isEmpty() && !chosen.value.isEmpty()) {
        // A name no chosen database knows is a mistake (a typo would otherwise write every
        // reference as it is); a database without it gives no values, so the tables of it that
        // use variables are problems naming them.
        const bool known = std::any_of(chosen.value.cbegin(), chosen.value.cend(), [&](int i) {
            return findEnvironment(all.value.at(i).environments, options.environment) != nullptr;
        });
        if (!known) {
            const DatabaseSnapshot &first = all.value.at(chosen.value.first());
            return CatalogStatus(CatalogErrorCode::NotFound, chosen.value.size() == 1
                        ? noEnvironmentMessage(first.info.name, options.environment, first.environments)
                        : LocalizedText{QStringLiteral("No exported database has an environment \"%1\"").arg(options.environment),
                                        QStringLiteral("要导出的数据库都没有环境“%1”").arg(options.environment)});
        }
    }
    return Selection{all.value, Exporter::uniqueFileNames(names), chosen.value};
}

/// Puts environment `environment`'s values in place of the ${NAME} references in `spec`'s
/// options (nothing when `environment` is empty: references are written as they are); false,
/// with the message naming the variables not given, when one has no value.
bool fillVariables(TableSpec *spec, const QString &database, const Environments &environments, const QString &environment,
                   LocalizedText *why)
{
    if (environment.isEmpty())
        return true;
    const Environment *given = findEnvironment(environments, environment);
    QStringList missing;
    *spec = withVariables(*spec, given ? given->variables : Variables(), &missing);
    if (missing.isEmpty())
        return true;
    *why = missingVariablesMessage(missing, database, given ? given->name : environment);
    return false;
}

/// `result` as returned by a run that stopped on `status`.
ExportResult markFailed(ExportResult &result, const CatalogStatus &status)
{
    result.outcome = ExportResult::Outcome::Failed;
    result.status = status;
    return result;
}

/// Puts the files added to `batch` in place (each one appended to result.files when added); on
/// failure result.files keeps those that are in place and the error is returned.
CatalogStatus commitFiles(OutputFolder::Batch &batch, ExportResult &result)
{
    LocalizedText error;
    if (batch.commit(&error))
        return {};
    result.files = result.files.mid(0, batch.committed());
    return {CatalogErrorCode::Storage, error};
}

/// Stops `result` at `status` after putting the files added so far in place: a stopped export
/// keeps the files it wrote, as one writing each file on its own would.
ExportResult stopAfter(OutputFolder::Batch &batch, ExportResult &result, const CatalogStatus &status)
{
    const CatalogStatus committed = commitFiles(batch, result);
    if (!committed)
        return markFailed(result, status ? committed : status);
    if (!status)
        return markFailed(result, status);
    result.outcome = ExportResult::Outcome::Cancelled;
    return result;
}

/// Puts the files of an export that ran to its end in place, and tells `progress` it is done.
ExportResult finishExport(OutputFolder::Batch &batch, ExportResult &result, const ExportProgress &progress, int done, int total)
{
    if (const CatalogStatus committed = commitFiles(batch, result); !committed)
        return markFailed(result, committed);
    if (progress)
        progress(done, total, QString());
    return result;
}

/// Adds the files of an export to its batch on a thread of its own, in the order given, while
/// the export makes the next files' DDL: the file system's work for one file and the DDL of the
/// next run at the same time (they took the sum of both before; an export of thousands of
/// tables is about as much of one as of the other). Stops at the first file that cannot be added.
class BackgroundAdder
{
public:
    explicit BackgroundAdder(OutputFolder::Batch &batch) : m_batch(batch)
    {
        try {
            m_thread = std::thread([this] { addQueued(); });
        } catch (const std::system_error &) {
            m_inline = true; // no thread to be had (a process at its limit): each file is added as it comes
        }
    }
    ~BackgroundAdder()
    {
        QList<ExportedFile> ignored;
        LocalizedText error;
        finish(&ignored, &error);
    }
    BackgroundAdder(const BackgroundAdder &) = delete;
    BackgroundAdder &operator=(const BackgroundAdder &) = delete;

    /// Queues a file (waiting while many are queued, so that memory stays bounded); false when an
    /// earlier one could not be added (see finish()).
    bool add(const ExportedFile &file, QByteArray content)
    {
        if (m_inline) {
            if (!m_failed && !addToBatch(file, content, &m_error))
                m_failed = true;
            return !m_failed;
        }
        std::unique_lock<std::mutex> lock(m_mutex);
        m_roomLeft.wait(lock, [this] { return m_queue.size() < MaxQueued || m_failed; });
        if (m_failed)
            return false;
        m_queue.push_back({file, std::move(content)});
        m_queued.notify_one();
        return true;
    }
    /// Waits until every queued file is added (or one failed). `added` gets the files added, in
    /// order; false with the error of the one that failed.
    bool finish(QList<ExportedFile> *added, LocalizedText *error)
    {
        if (m_thread.joinable()) {
            {
                const std::lock_guard<std::mutex> lock(m_mutex);
                m_finishing = true;
            }
            m_queued.notify_one();
            m_thread.join();
        }
        *added = std::move(m_added);
        m_added.clear();
        *error = m_error;
        return !m_failed;
    }

private:
    struct Queued
    {
        ExportedFile file;
        QByteArray content;
    };
    static constexpr size_t MaxQueued = 256;

    void addQueued()
    {
        for (;;) {
            Queued next;
            {
                std::unique_lock<std::mutex> lock(m_mutex);
                m_queued.wait(lock, [this] { return !m_queue.empty() || m_finishing; });
                if (m_queue.empty())
                    return;
                next = std::move(m_queue.front());
                m_queue.pop_front();
                m_roomLeft.notify_one();
            }
            LocalizedText error;
            if (!addToBatch(next.file, next.content, &error)) {
                const std::lock_guard<std::mutex> lock(m_mutex);
                m_failed = true;
                m_error = error;
                m_queue.clear();
                m_roomLeft.notify_one();
                return;
            }
        }
    }

    /// Adds one file to the batch and to the files added (read by finish() only after the join).
    bool addToBatch(const ExportedFile &file, const QByteArray &content, LocalizedText *error)
    {
        bool kept = false;
        if (!m_batch.add(file.path, content, file.holdsSecrets ? FileKind::Secret : FileKind::Text, error, &kept))
            return false;
        m_added.append(file);
        m_added.last().unchanged = kept;
        return true;
    }

    OutputFolder::Batch &m_batch;
    std::mutex m_mutex;
    std::condition_variable m_queued;
    std::condition_variable m_roomLeft;
    std::deque<Queued> m_queue;
    bool m_inline = false; ///< adding on the caller's thread (no thread could be started)
    bool m_finishing = false;
    bool m_failed = false;
    LocalizedText m_error;
    QList<ExportedFile> m_added;
    std::thread m_thread; // started last, when everything above is ready
};

/// Puts the secrets in place of the references in `spec`'s options; false, with the names not
/// given added to `missing`, when one has no value. `filled` is set when a secret was put in.
bool fillSecrets(TableSpec *spec, const SecretValues &secrets, QStringList *missing, bool *filled)
{
    const qsizetype before = missing->size();
    // Found through a const view first: writing through begin() would copy every table's
    // options (the map is shared with the snapshot) though few hold a secret.
    QStringList withSecrets;
    for (auto it = spec->options.cbegin(); it != spec->options.cend(); ++it) {
        if (it.value().contains(QLatin1String("${secret:")))
            withSecrets << it.key();
    }
    for (const QString &key : std::as_const(withSecrets))
        spec->options[key] = substituteSecrets(spec->options.value(key), secrets, missing);
    *filled = *filled || !withSecrets.isEmpty();
    return missing->size() == before;
}

} // namespace

ExportResult Exporter::run(const ExportOptions &options, const ExportProgress &progress) const
{
    ExportResult result;
    const CatalogResult<Selection> selection = selectDatabases(m_catalog, options);
    if (!selection)
        return markFailed(result, selection.status);

    QSet<QString> wantedTables;
    for (const QString &t : options.tables)
        wantedTables.insert(nameKey(t));
    QSet<QString> foundTables;

    // Plan every file first, each with its tables, so that the total is known and an unknown
    // table is refused before anything is written.
    QList<PlannedFile> files;
    for (int i : std::as_const(selection.value.chosen)) {
        const DatabaseSnapshot &database = selection.value.databases.at(i);
        const QList<StoredTable> &tables = database.tables;
        // File names come from all tables, so exporting some of them writes the same paths.
        QStringList tableNames;
        for (const StoredTable &t : tables)
            tableNames << t.spec.name;
        const QStringList fileNames = uniqueFileNames(tableNames);
        QList<const StoredTable *> kept;
        QStringList keptFiles;
        for (int t = 0; t < tables.size(); ++t) {
            const QString key = nameKey(tables.at(t).spec.name);
            if (!wantedTables.isEmpty() && !wantedTables.contains(key))
                continue;
            foundTables.insert(key);
            kept << &tables.at(t);
            keptFiles << fileNames.at(t);
        }
        if (options.perDatabase) {
            if (!wantedTables.isEmpty() && kept.isEmpty())
                continue;
            // The tables of the default catalog first, then each lake catalog's after its
            // CREATE CATALOG and USE CATALOG (in the order of their first table).
            const auto catalogOf = [this](const StoredTable *t) {
                const ConnectionKind *kind = m_registry.connectionKind(t->spec.connector);
                return kind && kind->isCatalog() ? nameKey(t->spec.connection) : QString();
            };
            QStringList catalogs{QString()};
            for (const StoredTable *t : std::as_const(kept)) {
                if (!catalogs.contains(catalogOf(t)))
                    catalogs << catalogOf(t);
            }
            std::stable_sort(kept.begin(), kept.end(), [&](const StoredTable *a, const StoredTable *b) {
                return catalogs.indexOf(catalogOf(a)) < catalogs.indexOf(catalogOf(b));
            });
            files.append({selection.value.stems.at(i) + QStringLiteral(".sql"), &database, kept});
        } else {
            for (int t = 0; t < kept.size(); ++t)
                files.append({selection.value.stems.at(i) + QLatin1Char('/') + keptFiles.at(t) + QStringLiteral(".sql"), &database, {kept.at(t)}});
        }
    }
    for (const QString &t : options.tables) {
        if (!foundTables.contains(nameKey(t))) {
            return markFailed(result, {CatalogErrorCode::NotFound,
                         {QStringLiteral("No exported database holds a table \"%1\"").arg(t),
                          QStringLiteral("要导出的数据库中没有表“%1”").arg(t)}});
        }
    }

    const DdlWriter writer(m_registry);
    const OutputFolder out(options.outDir);
    QSet<QString> checkedFolders; // a folder's path is checked once for all its files
    for (const PlannedFile &file : std::as_const(files)) {
        const QString folder = file.path.section(QLatin1Char('/'), 0, -2);
        if (checkedFolders.contains(folder))
            continue;
        checkedFolders.insert(folder);
        LocalizedText error;
        if (!out.checkPath(file.path, &error))
            return markFailed(result, {CatalogErrorCode::Storage, error});
    }
    // All files are synced to disk together at the end (or when the export stops).
    OutputFolder::Batch batch(out);
    const int total = files.size();
    int done = 0;
    CatalogStatus stopped; // why the loop below stopped early; ok when it ran to its end
    bool cancelled = false;
    std::optional<BackgroundAdder> adder;
    if (!options.dryRun)
        adder.emplace(batch);
    for (const PlannedFile &file : std::as_const(files)) {
        const DatabaseInfo &database = file.database->info;
        if (progress && !progress(done, total, file.path)) {
            cancelled = true;
            break;
        }
        QString content = options.perDatabase ? databasePreamble(database) : QString();
        bool renderable = true;
        bool holdsSecrets = false;
        QString currentCatalog; // the lake catalog the file's statements are in; empty: Flink's default one
        // CREATE CATALOG and USE CATALOG before the first table of a lake catalog, its options'
        // variables and secrets filled as a table's are; false with why when they cannot be.
        const auto enterCatalog = [&](const TableSpec &table, QString *text, LocalizedText *why) {
            const ConnectionKind *kind = m_registry.connectionKind(table.connector);
            if (!kind || !kind->isCatalog() || nameKey(table.connection) == currentCatalog)
                return true;
            const Connection *catalog = findConnection(file.database->connections, table.connection);
            if (!catalog)
                return true; // withConnection() said so for the table already
            TableSpec made; // the catalog's options, filled like a table's
            made.name = catalog->name;
            made.options = catalog->options;
            QStringList missing;
            if (!fillVariables(&made, database.name, file.database->environments, options.environment, why))
                return false;
            if (!fillSecrets(&made, options.secrets, &missing, &holdsSecrets)) {
                *why = missingSecretsMessage(missing);
                return false;
            }
            *text = writer.createCatalog(catalog->name, table.connector, made.options);
            if (options.perDatabase) {
                // The logical database as a database of the catalog too, as in the default one.
                DatabaseInfo inCatalog;
                inCatalog.name = database.name;
                *text += databasePreamble(inCatalog);
            }
            currentCatalog = nameKey(table.connection);
            return true;
        };
        for (const StoredTable *stored : file.tables) {
            const StoredTable &table = *stored;
            QString ddl;
            LocalizedText error;
            TableSpec spec;
            QStringList missing;
            LocalizedText why;
            bool written = true;
            // The connection's options first: their values may refer to variables and secrets too.
            const bool connected = withConnection(table.spec, file.database->connections, database.name, &spec, &why,
                                                  m_registry.connectionKind(table.spec.connector));
            spec.target = effectiveTarget(options.target, spec.target, database.target, m_registry);
            if (!connected) {
                written = false;
            } else if (!fillVariables(&spec, database.name, file.database->environments, options.environment, &why)) {
                written = false;
            } else if (!fillSecrets(&spec, options.secrets, &missing, &holdsSecrets)) {
                why = missingSecretsMessage(missing);
                written = false;
            } else if (!writer.write(spec, &ddl, &error)) {
                why = error;
                written = false;
            } else if (QString catalog; !enterCatalog(spec, &catalog, &why)) {
                written = false;
            } else {
                ddl.prepend(catalog.isEmpty() ? QString() : catalog + QLatin1Char('\n'));
            }
            if (!written) {
                renderable = false;
                result.problems.append({database.name, table.spec.name, file.path,
                                        {QStringLiteral("%1/%2: %3; %4 was not written").arg(database.name, table.spec.name, why.en, file.path),
                                         QStringLiteral("%1/%2：%3；未写入 %4").arg(database.name, table.spec.name, why.zh, file.path)},
                                        why});
                continue;
            }
            if (!content.isEmpty())
                content += QLatin1Char('\n');
            content += ddl;
        }
        ++done;
        QStringList names;
        for (const StoredTable *table : file.tables)
            names << table->spec.name;
        if (!renderable) {
            result.skipped.append({file.path, database.name, names});
            continue;
        }
        const FileKind kind = holdsSecrets ? FileKind::Secret : FileKind::Text;
        if (!adder) {
            result.files.append({file.path, database.name, names, out.holds(file.path, content.toUtf8(), kind), holdsSecrets}); // a dry run
        } else if (!adder->add({file.path, database.name, names, false, holdsSecrets}, content.toUtf8())) {
            break; // finish() below says why
        }
    }
    if (adder) {
        QList<ExportedFile> added;
        LocalizedText error;
        if (!adder->finish(&added, &error))
            stopped = CatalogStatus(CatalogErrorCode::Storage, error);
        result.files += added;
    }
    if (!stopped || cancelled)
        return stopAfter(batch, result, stopped);
    return finishExport(batch, result, progress, done, total);
}

namespace {

/// One database's job, planned (and checked) before any file is written.
struct PlannedJob
{
    QString stem;
    QString database;
    QString target; ///< the database's; its platform decides the flink run line
    QList<TableSpec> tables;
    JobProfile profile;
    Wirings wirings;
    /// The lake catalogs the tables are in, for the environment asked for (their CREATE CATALOG).
    Connections catalogs;
    /// The tables (an empty name: the job profile) whose variables the environment does not give.
    QList<std::pair<QString, LocalizedText>> unresolved;
    /// The database checked as it is exported (checkDatabaseAsExported()): the one way the
    /// designer and `validate --db` check it too.
    DatabaseCheck checked;
};

/// `database`'s job as the export writes it: its tables for their target and for the environment
/// asked for, what that environment does not give, and the database checked.
PlannedJob planJob(const DatabaseSnapshot &database, const QString &stem, const ExportOptions &options, const SchemaRegistry &registry)
{
    PlannedJob job{stem, database.info.name, database.info.target, {}, database.profile, database.wirings, {}, {}, {}};
    // The job's tables are written for their database's target, like an export of them, and
    // for the environment asked for: the checks see the values the script will hold.
    for (const StoredTable &t : database.tables) {
        TableSpec spec;
        LocalizedText why;
        const bool connected = withConnection(t.spec, database.connections, database.info.name, &spec, &why,
                                              registry.connectionKind(t.spec.connector));
        spec.target = effectiveTarget(QString(), t.spec.target, database.info.target, registry);
        if (!connected || !fillVariables(&spec, database.info.name, database.environments, options.environment, &why))
            job.unresolved.append({spec.name, why});
        job.tables << spec;
        // The catalog a lake table is in, its values for the environment as the table's.
        const ConnectionKind *kind = registry.connectionKind(spec.connector);
        const Connection *catalog = kind && kind->isCatalog() ? findConnection(database.connections, spec.connection) : nullptr;
        if (catalog && !findConnection(job.catalogs, catalog->name)) {
            TableSpec made;
            made.name = catalog->name;
            made.options = catalog->options;
            if (!fillVariables(&made, database.info.name, database.environments, options.environment, &why))
                job.unresolved.append({catalog->name, why});
            job.catalogs << Connection{catalog->name, catalog->connector, made.options};
        }
    }
    const Environment *environment = options.environment.isEmpty() ? nullptr : findEnvironment(database.environments, options.environment);
    job.checked = checkDatabaseAsExported(specsOf(database.tables), database.connections, database.profile, database.wirings, registry,
                                          database.info.target, database.info.name, environment);
    // The profile's values may refer to variables too (a parallelism per environment).
    if (!options.environment.isEmpty()) {
        const Environment *given = findEnvironment(database.environments, options.environment);
        QStringList missing;
        for (auto it = job.profile.begin(); it != job.profile.end(); ++it)
            it.value() = substituteVariables(it.value(), given ? given->variables : Variables(), &missing);
        if (!missing.isEmpty())
            job.unresolved.append({QString(), missingVariablesMessage(missing, database.info.name, given ? given->name : options.environment)});
    }
    return job;
}

/// Reports in `result` what keeps `job`'s script from being written: no job, an error of its
/// checks, a variable the environment does not give. True when nothing does.
bool reportJobProblems(const PlannedJob &job, const QString &sqlPath, ExportResult &result)
{
    bool valid = hasJob(job.profile, job.wirings);
    if (!valid) {
        result.problems.append({job.database, QString(), sqlPath,
                                {QStringLiteral("%1: the database has no job (no job profile and nothing wired); %2 was not written")
                                     .arg(job.database, sqlPath),
                                 QStringLiteral("%1：该数据库没有作业（没有作业配置，也没有连线）；未写入 %2").arg(job.database, sqlPath)},
                                {QStringLiteral("the database has no job (no job profile and nothing wired)"),
                                 QStringLiteral("该数据库没有作业（没有作业配置，也没有连线）")}});
    }
    // What cannot be written for the environment (job.unresolved, below) is said once, by
    // that: a table it names is left out here, and so are the profile's missing variables.
    Diagnostics findings;
    for (qsizetype t = 0; t < job.checked.tables.size(); ++t) {
        const QString &name = job.tables.at(t).name;
        if (std::any_of(job.unresolved.cbegin(), job.unresolved.cend(), [&](const auto &u) { return u.first == name; }))
            continue;
        for (Diagnostic d : job.checked.tables.at(t)) {
            d.subject = d.subject.inTable(name);
            findings << d;
        }
    }
    const bool profileUnresolved =
        std::any_of(job.unresolved.cbegin(), job.unresolved.cend(), [](const auto &u) { return u.first.isEmpty(); });
    for (const Diagnostic &d : job.checked.database) {
        if (!(profileUnresolved && d.ruleId == QLatin1String("variable.missing")))
            findings << d;
    }    for (const Diagnostic &d : std::as_const(findings)) {
        if (!d.isError())
            continue;
        valid = false;
        // A table's finding names its table in `table`, so that a list can group by it;
        // `finding` then names what in the table it concerns.
        const bool ofTable = d.subject.scope == Subject::Scope::Table;
        Subject own = d.subject;
        own.scope = Subject::Scope::Own;
        const QString what = ofTable ? own.text() : d.subject.text();
        result.problems.append({job.database, ofTable ? d.subject.table : QString(), sqlPath,
                                {QStringLiteral("%1: %2: %3; %4 was not written").arg(job.database, d.subject.text(), d.message.en, sqlPath),
                                 QStringLiteral("%1：%2：%3；未写入 %4").arg(job.database, d.subject.text(), d.message.zh, sqlPath)},
                                {QStringLiteral("%1: %2").arg(what, d.message.en),
                                 QStringLiteral("%1：%2").arg(what, d.message.zh)}});
    }    for (const auto &[table, why] : job.unresolved) {
        valid = false;
        const QString subject = table.isEmpty() ? QStringLiteral("job") : table; // empty: the job profile's
        result.problems.append({job.database, table, sqlPath,
                                {QStringLiteral("%1: %2: %3; %4 was not written").arg(job.database, subject, why.en, sqlPath),
                                 QStringLiteral("%1：%2：%3；未写入 %4").arg(job.database, subject, why.zh, sqlPath)},
                                why});
    }
    return valid;
}

/// `job`'s tables with their secrets' values in `written`, as the script holds them; a table
/// whose secrets are missing is reported in `result`, and the answer is false.
bool withSecrets(const PlannedJob &job, const SecretValues &secrets, const QString &sqlPath, QList<TableSpec> *written,
                 Connections *catalogs, bool *holdsSecrets, ExportResult &result)
{
    bool valid = true;
    // `what` names the table, or the catalog ("catalog lake"), in the problem.
    const auto fill = [&](TableSpec *spec, const QString &what) {
        QStringList missing;
        if (fillSecrets(spec, secrets, &missing, holdsSecrets))
            return;
        valid = false;
        const LocalizedText why = missingSecretsMessage(missing);
        result.problems.append({job.database, what, sqlPath,
                                {QStringLiteral("%1: %2: %3; %4 was not written").arg(job.database, what, why.en, sqlPath),
                                 QStringLiteral("%1：%2：%3；未写入 %4").arg(job.database, what, why.zh, sqlPath)},
                                why});
    };
    *written = job.tables;
    for (TableSpec &t : *written)
        fill(&t, t.name);
    *catalogs = job.catalogs;
    for (Connection &catalog : *catalogs) {
        TableSpec made;
        made.options = catalog.options;
        fill(&made, QStringLiteral("catalog ") + catalog.name);
        catalog.options = made.options;
    }
    return valid;
}

} // namespace

ExportResult Exporter::runJobs(const ExportOptions &options, const ExportProgress &progress) const
{
    ExportResult result;
    const CatalogResult<Selection> selection = selectDatabases(m_catalog, options);
    if (!selection)
        return markFailed(result, selection.status);

    QList<PlannedJob> jobs;
    for (int i : std::as_const(selection.value.chosen)) {
        const DatabaseSnapshot &database = selection.value.databases.at(i);
        if (options.databases.isEmpty() && !hasJob(database.profile, database.wirings))
            continue; // exporting everything: only the databases that have a job
        jobs << planJob(database, selection.value.stems.at(i), options, m_registry);
    }

    const OutputFolder out(options.outDir);
    OutputFolder::Batch batch(out);
    const int total = 2 * jobs.size();
    int done = 0;
    for (const PlannedJob &job : std::as_const(jobs)) {
        const SchemaRegistry *resolved = m_registry.resolvedFor(job.target);
        const SchemaRegistry &registry = resolved ? *resolved : m_registry;
        const JobScriptWriter writer(registry);
        const QString sqlPath = job.stem + QStringLiteral(".job.sql");
        const QString shPath = job.stem + QStringLiteral(".job.sh");
        bool valid = reportJobProblems(job, sqlPath, result);
        // The script holds the tables' values: their secrets go in now.
        QList<TableSpec> written;
        bool holdsSecrets = false;
        Connections catalogs;
        if (!withSecrets(job, options.secrets, sqlPath, &written, &catalogs, &holdsSecrets, result))
            valid = false;
        QString script;
        QString error;
        if (valid && !writer.sql(job.database, written, job.profile, job.wirings, &script, &error, catalogs)) {
            valid = false;
            result.problems.append({job.database, QString(), sqlPath,
                                    {QStringLiteral("%1: %2; %3 was not written").arg(job.database, error, sqlPath),
                                     QStringLiteral("%1：%2；未写入 %3").arg(job.database, error, sqlPath)},
                                    {error, error}});
        }
        if (!valid) {
            result.skipped.append({sqlPath, job.database, {}});
            result.skipped.append({shPath, job.database, {}});
            done += 2;
            continue;
        }
        struct Output
        {
            QString path;
            QString content;
            FileKind kind;
        };
        const QList<Output> outputs{{sqlPath, script, holdsSecrets ? FileKind::Secret : FileKind::Text},
                                    {shPath, writer.shellScript(job.database, job.profile, sqlPath), FileKind::Executable}};
        for (const Output &output : outputs) {
            if (progress && !progress(done, total, output.path))
                return stopAfter(batch, result, {});
            LocalizedText problem;
            bool kept = false;
            if (!options.dryRun && !batch.add(output.path, output.content.toUtf8(), output.kind, &problem, &kept))
                return stopAfter(batch, result, {CatalogErrorCode::Storage, problem});
            ++done;
            QStringList names;
            if (output.path == sqlPath) {
                for (const TableSpec &t : job.tables)
                    names << t.name;
            }
            result.files.append({output.path, job.database, names,
                                 options.dryRun ? out.holds(output.path, output.content.toUtf8(), output.kind) : kept,
                                 output.kind == FileKind::Secret});
        }
    }
    return finishExport(batch, result, progress, done, total);
}

} // namespace st

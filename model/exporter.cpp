#include "exporter.h"

#include "ddlwriter.h"
#include "sqlquote.h"

#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QSaveFile>
#include <QSet>

#include <utility>

namespace st {

namespace {

constexpr int MaxNameBytes = 200;

bool isForbidden(QChar c)
{
    static const QString forbidden = QStringLiteral("<>:\"/\\|?*");
    const ushort u = c.unicode();
    return u < 0x20 || (u >= 0x7f && u <= 0x9f) || forbidden.contains(c) || c.category() == QChar::Other_Format
        || c.category() == QChar::Separator_Line || c.category() == QChar::Separator_Paragraph;
}

bool isReservedDeviceName(const QString &stem)
{
    static const QSet<QString> reserved = [] {
        QSet<QString> names{QStringLiteral("con"), QStringLiteral("prn"), QStringLiteral("aux"), QStringLiteral("nul"),
                            QStringLiteral("conin$"), QStringLiteral("conout$")};
        const QString digits = QStringLiteral("0123456789\u00b9\u00b2\u00b3");
        for (const QChar d : digits) {
            names.insert(QStringLiteral("com") + d);
            names.insert(QStringLiteral("lpt") + d);
        }
        return names;
    }();
    QString s = stem;
    while (s.endsWith(QLatin1Char(' ')))
        s.chop(1);
    return reserved.contains(s.toLower());
}

/// Cuts `name` to at most `maxBytes` of UTF-8 without splitting a character.
QString truncateUtf8(const QString &name, int maxBytes)
{
    int bytes = 0;
    int i = 0;
    while (i < name.size()) {
        const bool pair = name.at(i).isHighSurrogate() && i + 1 < name.size() && name.at(i + 1).isLowSurrogate();
        const uint code = pair ? QChar::surrogateToUcs4(name.at(i), name.at(i + 1)) : name.at(i).unicode();
        const int width = code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
        if (bytes + width > maxBytes)
            break;
        bytes += width;
        i += pair ? 2 : 1;
    }
    return name.left(i);
}

LocalizedText fileError(const QString &path, const QString &detail)
{
    return {QStringLiteral("%1: could not write the file: %2; nothing was left half-written").arg(path, detail),
            QStringLiteral("%1：无法写入文件：%2；没有留下写了一半的文件").arg(path, detail)};
}

/// Writes one file atomically; on failure returns false with a message naming the file.
bool writeFile(const QString &path, const QString &content, LocalizedText *error)
{
    const QString shown = QDir::toNativeSeparators(path);
    const QFileInfo info(path);
    if (!QDir().mkpath(info.absolutePath())) {
        const QString folder = QDir::toNativeSeparators(info.absolutePath());
        *error = {QStringLiteral("%1: could not create the folder %2").arg(shown, folder),
                  QStringLiteral("%1：无法创建文件夹 %2").arg(shown, folder)};
        return false;
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        *error = fileError(shown, file.errorString());
        return false;
    }
    const QByteArray bytes = content.toUtf8();
    if (file.write(bytes) != bytes.size()) {
        *error = fileError(shown, file.errorString());
        return false; // not committed: QSaveFile removes its temporary file

    }
    if (!file.commit()) {
        *error = fileError(shown, file.errorString());
        return false;
    }
    return true;
}

/// Everything one output file will hold.
struct PlannedFile
{
    QString path; ///< relative
    DatabaseInfo database;
    QList<StoredTable> tables;
};

} // namespace

int ExportResult::tableCount() const
{
    int count = 0;
    for (const ExportedFile &f : files)
        count += f.tables.size();
    return count;
}

QString Exporter::safeFileName(const QString &name)
{
    QString s = name.normalized(QString::NormalizationForm_C);
    for (int i = 0; i < s.size(); ++i) {
        const QChar c = s.at(i);
        const bool lonelySurrogate = (c.isHighSurrogate() && (i + 1 >= s.size() || !s.at(i + 1).isLowSurrogate()))
            || (c.isLowSurrogate() && (i == 0 || !s.at(i - 1).isHighSurrogate()));
        if (isForbidden(c) || lonelySurrogate)
            s[i] = QLatin1Char('_');
    }
    s = truncateUtf8(s, MaxNameBytes);
    // No hidden files, no `.` or `..`, nothing Windows would silently trim.
    for (int i = 0; i < s.size() && (s.at(i) == QLatin1Char('.') || s.at(i) == QLatin1Char(' ')); ++i)
        s[i] = QLatin1Char('_');
    for (int i = s.size() - 1; i >= 0 && (s.at(i) == QLatin1Char('.') || s.at(i) == QLatin1Char(' ')); --i)
        s[i] = QLatin1Char('_');
    if (s.isEmpty())
        return QStringLiteral("_");
    const int dot = s.indexOf(QLatin1Char('.'));
    const QString stem = dot < 0 ? s : s.left(dot);
    if (isReservedDeviceName(stem))
        s.insert(stem.size(), QLatin1Char('_'));
    return s;
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
        for (int n = 2; taken.contains(Catalog::nameKey(candidate)); ++n)
            candidate = safe.at(i) + QLatin1Char('~') + QString::number(n);
        taken.insert(Catalog::nameKey(candidate));
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

ExportResult Exporter::run(const ExportOptions &options, const ExportProgress &progress) const
{
    ExportResult result;
    auto fail = [&result](const CatalogStatus &status) {
        result.outcome = ExportResult::Outcome::Failed;
        result.status = status;
        return result;
    };
    if (options.outDir.isEmpty()) {
        return fail({CatalogErrorCode::InvalidName,
                     {QStringLiteral("No output folder given"), QStringLiteral("未指定输出文件夹")}});
    }

    const CatalogResult<QList<DatabaseInfo>> all = m_catalog.databases();
    if (!all)
        return fail(all.status);
    QStringList allNames;
    for (const DatabaseInfo &d : all.value)
        allNames << d.name;
    const QStringList folderNames = uniqueFileNames(allNames);

    QList<int> chosen; // indices into all.value
    if (options.databases.isEmpty()) {
        for (int i = 0; i < all.value.size(); ++i)
            chosen << i;
    } else {
        for (const QString &wanted : options.databases) {
            int found = -1;
            for (int i = 0; i < all.value.size() && found < 0; ++i) {
                if (Catalog::nameKey(all.value.at(i).name) == Catalog::nameKey(wanted))
                    found = i;
            }
            if (found < 0) {
                return fail({CatalogErrorCode::NotFound,
                             {QStringLiteral("There is no logical database \"%1\"").arg(wanted),
                              QStringLiteral("逻辑数据库“%1”不存在").arg(wanted)}});
            }
            if (!chosen.contains(found))
                chosen << found;
        }
    }

    int total = 0;
    for (int i : std::as_const(chosen))
        total += options.perDatabase ? 1 : all.value.at(i).tableCount;

    const DdlWriter writer(m_registry);
    const QDir out(options.outDir);
    int done = 0;
    for (int i : std::as_const(chosen)) {
        const DatabaseInfo &database = all.value.at(i);
        const CatalogResult<QList<StoredTable>> tables = m_catalog.latestSpecs(database.name);
        if (!tables)
            return fail(tables.status);

        // Plan this database's files, each with its tables.
        QList<PlannedFile> files;
        if (options.perDatabase) {
            files.append({folderNames.at(i) + QStringLiteral(".sql"), database, tables.value});
        } else {
            QStringList tableNames;
            for (const StoredTable &t : tables.value)
                tableNames << t.spec.name;
            const QStringList fileNames = uniqueFileNames(tableNames);
            for (int t = 0; t < tables.value.size(); ++t)
                files.append({folderNames.at(i) + QLatin1Char('/') + fileNames.at(t) + QStringLiteral(".sql"), database, {tables.value.at(t)}});
        }

        for (const PlannedFile &file : std::as_const(files)) {
            if (progress && !progress(done, total, file.path)) {
                result.outcome = ExportResult::Outcome::Cancelled;
                return result;
            }
            QString content = options.perDatabase ? databasePreamble(database) : QString();
            bool renderable = true;
            for (const StoredTable &table : file.tables) {
                QString ddl;
                QString error;
                if (!writer.write(table.spec, options.dialect, &ddl, &error)) {
                    renderable = false;
                    result.problems.append({database.name, table.spec.name, file.path,
                                            {QStringLiteral("%1/%2: %3; %4 was not written").arg(database.name, table.spec.name, error, file.path),
                                             QStringLiteral("%1/%2：%3；未写入 %4").arg(database.name, table.spec.name, error, file.path)}});
                    continue;
                }
                if (!content.isEmpty())
                    content += QLatin1Char('\n');
                content += ddl;
            }
            ++done;
            if (!renderable)
                continue;
            LocalizedText error;
            if (!writeFile(out.filePath(file.path), content, &error))
                return fail({CatalogErrorCode::Storage, error});
            QStringList names;
            for (const StoredTable &table : file.tables)
                names << table.spec.name;
            result.files.append({file.path, database.name, names});
        }
    }
    if (progress)
        progress(done, total, QString());
    return result;
}

} // namespace st

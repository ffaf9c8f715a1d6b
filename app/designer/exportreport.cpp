#include "exportreport.h"

#include "export/exporter.h"
#include "uilanguage.h"

#include <QDir>
#include <QFileInfo>

#include <algorithm>

namespace st {

namespace {

/// At most this many names are listed per line; the rest are counted.
constexpr int listedNames = 10;

QString nameList(const QStringList &names)
{
    QStringList shown = names.mid(0, listedNames);
    QString out = shown.join(QStringLiteral(", "));
    if (names.size() > listedNames)
        out += QLatin1Char(' ') + ExportReport::tr("and %n more", nullptr, int(names.size() - listedNames));
    return out;
}

} // namespace

QString ExportReport::describe(const ExportResult &result, const QString &folder, Kind kind)
{
    QStringList lines{headline(result, folder, kind)};
    for (const GroupedFinding &f : findings(result))
        lines << QStringLiteral("• ") + f.group + QStringLiteral(": ") + f.text;
    return lines.join(QLatin1Char('\n'));
}

QList<GroupedFinding> ExportReport::findings(const ExportResult &result)
{
    const Language lang = uiLanguage();
    QList<GroupedFinding> out;
    for (const ExportProblem &p : result.problems) {
        const QString where = p.table.isEmpty() ? p.database : p.database + QLatin1Char('.') + p.table;
        out << GroupedFinding{where, Severity::Error, p.finding.in(lang).isEmpty() ? p.message.in(lang) : p.finding.in(lang)};
    }
    return out;
}

QString ExportReport::headline(const ExportResult &result, const QString &folder, Kind kind)
{
    const Language lang = uiLanguage();
    const QDir out(folder);
    QStringList lines;
    switch (result.outcome) {
    case ExportResult::Outcome::Done:
        if (kind == Kind::Tables && result.tableCount() > 0)
            lines << tr("Exported %n table(s).", nullptr, result.tableCount());
        break;
    case ExportResult::Outcome::Cancelled:
        lines << tr("Export cancelled; the files written are complete.");
        break;
    case ExportResult::Outcome::Failed:
        lines << tr("Export failed: %1").arg(result.status.message(lang));
        break;
    }
    // The files written, by the folder they are in (a database's subfolder, or the folder chosen);
    // those that held the exported content already were kept as they were, and are said apart.
    QStringList folders;
    QList<QStringList> names;
    QList<QStringList> keptNames;
    for (const ExportedFile &f : result.files) {
        const QFileInfo file(out.filePath(f.path));
        const QString dir = QDir::toNativeSeparators(file.absolutePath());
        int at = int(folders.indexOf(dir));
        if (at < 0) {
            at = int(folders.size());
            folders << dir;
            names << QStringList();
            keptNames << QStringList();
        }
        (f.unchanged ? keptNames : names)[at] << file.fileName();
    }
    for (int i = 0; i < folders.size(); ++i) {
        // The folder before the words, the names after them: "folder: name" would read as a path.
        if (!names.at(i).isEmpty())
            lines << tr("In %1, %n file(s) written: %2", nullptr, int(names.at(i).size())).arg(folders.at(i), nameList(names.at(i)));
        if (!keptNames.at(i).isEmpty())
            lines << tr("In %1, %n file(s) unchanged, as they held what was exported already: %2", nullptr, int(keptNames.at(i).size()))
                         .arg(folders.at(i), nameList(keptNames.at(i)));
    }
    if (result.files.isEmpty())
        lines << tr("No file was written.");
    const auto withSecrets = std::count_if(result.files.cbegin(), result.files.cend(), [](const ExportedFile &f) { return f.holdsSecrets; });
    if (withSecrets > 0)
        lines << tr("%n of them hold(s) secrets' values: readable by you alone (mode 0600).", nullptr, int(withSecrets));
    if (!result.skipped.isEmpty()) {
        QStringList skipped;
        for (const ExportedFile &f : result.skipped)
            skipped << QDir::toNativeSeparators(f.path);
        lines << tr("%n file(s) not written (in %1): %2", nullptr, int(skipped.size()))
                     .arg(QDir::toNativeSeparators(QFileInfo(folder).absoluteFilePath()), nameList(skipped));
    }
    return lines.join(QLatin1Char('\n'));
}

QStringList ExportReport::filesToReplace(const ExportResult &planned, const QString &folder)
{
    const QDir out(folder);
    QStringList existing;
    for (const ExportedFile &f : planned.files) {
        const QFileInfo file(out.filePath(f.path));
        if (!f.unchanged && (file.exists() || file.isSymLink()))
            existing << f.path;
    }
    return existing;
}

QString ExportReport::replaceQuestion(const QString &folder, const QStringList &existing)
{
    QStringList shown;
    for (const QString &path : existing)
        shown << QDir::toNativeSeparators(path);
    return tr("%n file(s) in %1 already exist: %2", nullptr, int(existing.size()))
               .arg(QDir::toNativeSeparators(QFileInfo(folder).absoluteFilePath()), nameList(shown))
        + QLatin1Char('\n') + tr("Replace them with the exported ones?", "it or them, as many as exist", int(existing.size()));
}

} // namespace st

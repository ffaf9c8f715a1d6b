// The arrows as the document says (issue 51): docs/ARCHITECTURE.md lists which part includes
// which (the model's folders, the forms, the designer, the command line) in one ```arrows block.
// This test reads that block and every #include of the sources, and fails on an arrow in the
// code that the document does not list, on one the document lists that no include makes, and
// on any cycle, so that the document cannot drift from the code again and no folder of the
// model comes to depend on one that depends on it. It also holds each model folder's main
// header to its `Depends on ...` sentence, which had drifted too.

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QMap>
#include <QRegularExpression>
#include <QSet>
#include <QtTest>

#include <functional>

namespace {

const QString sourceDir = QStringLiteral(ST_SOURCE_DIR);
const QString documentPath = QStringLiteral("docs/ARCHITECTURE.md");

/// The parts outside the model, by their folder. The model's parts are the folders of model/,
/// found on disk, so that a new folder cannot go unlisted.
const QStringList programParts = {QStringLiteral("forms"), QStringLiteral("app/designer"), QStringLiteral("app/cli")};

/// part -> part it includes -> one file that includes it (named in the failure).
using Graph = QMap<QString, QMap<QString, QString>>;

QString readText(const QString &relativePath)
{
    QFile f(sourceDir + QLatin1Char('/') + relativePath);
    if (!f.open(QIODevice::ReadOnly))
        return QString();
    return QString::fromUtf8(f.readAll());
}

QStringList modelFolders()
{
    return QDir(sourceDir + QStringLiteral("/model")).entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
}

/// The part a source file (path relative to the source folder) belongs to, or nothing when it
/// is in none (a generated header, the model's own CMake folder).
QString partOf(const QString &relativePath, const QStringList &folders)
{
    for (const QString &part : programParts) {
        if (relativePath.startsWith(part + QLatin1Char('/')))
            return part;
    }
    const QStringList segments = relativePath.split(QLatin1Char('/'));
    if (segments.size() >= 3 && segments.at(0) == QLatin1String("model") && folders.contains(segments.at(1)))
        return segments.at(1);
    return QString();
}

/// The file an include names, as the compiler finds it: "..." first beside the including file,
/// then (both kinds) in the include directories the build exports: model/ (st_model), forms/
/// (st_forms) and app/designer/ (st_designer). Relative to the source folder; empty when it is
/// none of ours (Qt, the C++ library, a generated header).
QString resolveInclude(const QString &includingFile, const QString &name, bool quoted)
{
    QStringList dirs;
    if (quoted)
        dirs << QFileInfo(includingFile).path();
    dirs << QStringLiteral("model") << QStringLiteral("forms") << QStringLiteral("app/designer");
    const QDir root(sourceDir);
    for (const QString &dir : dirs) {
        const QString candidate = QDir::cleanPath(dir + QLatin1Char('/') + name);
        if (!candidate.startsWith(QLatin1String("../")) && QFileInfo(root.filePath(candidate)).isFile())
            return candidate;
    }
    return QString();
}

/// The arrows the includes make, between the parts (an include inside a part is no arrow).
Graph includeGraph(const QStringList &folders, int *filesRead)
{
    static const QRegularExpression includeLine(QStringLiteral(R"(^\s*#\s*include\s*([<"])([^>"]+)[>"])"),
                                                QRegularExpression::MultilineOption);
    Graph graph;
    QStringList roots = programParts;
    roots << QStringLiteral("model");
    const QDir root(sourceDir);
    for (const QString &top : roots) {
        QDirIterator it(root.filePath(top), {QStringLiteral("*.h"), QStringLiteral("*.cpp")}, QDir::Files,
                        QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString file = root.relativeFilePath(it.next());
            const QString from = partOf(file, folders);
            if (from.isEmpty())
                continue;
            graph[from]; // a part that includes nothing of the others still has its line
            ++*filesRead;
            auto match = includeLine.globalMatch(readText(file));
            while (match.hasNext()) {
                const QRegularExpressionMatch m = match.next();
                const QString target = resolveInclude(file, m.captured(2), m.captured(1) == QLatin1String("\""));
                const QString to = target.isEmpty() ? QString() : partOf(target, folders);
                if (!to.isEmpty() && to != from && !graph[from].contains(to))
                    graph[from].insert(to, file);
            }
        }
    }
    return graph;
}

/// The ```arrows block of the document: `part -> part, part` per line. An empty graph and a
/// message when there is no such block or a line is not of that form.
Graph documentGraph(QString *problem)
{
    const QStringList lines = readText(documentPath).split(QLatin1Char('\n'));
    Graph graph;
    const qsizetype start = lines.indexOf(QStringLiteral("```arrows"));
    if (start < 0) {
        *problem = QStringLiteral("%1 has no ```arrows block").arg(documentPath);
        return graph;
    }
    for (qsizetype i = start + 1; i < lines.size(); ++i) {
        const QString line = lines.at(i).trimmed();
        if (line == QLatin1String("```"))
            return graph;
        if (line.isEmpty())
            continue;
        const qsizetype arrow = line.indexOf(QLatin1String("->"));
        if (arrow < 0) {
            *problem = QStringLiteral("%1:%2: not `part -> part, ...`: %3").arg(documentPath).arg(i + 1).arg(line);
            return Graph();
        }
        const QString from = line.left(arrow).trimmed();
        if (graph.contains(from)) {
            *problem = QStringLiteral("%1:%2: %3 listed twice").arg(documentPath).arg(i + 1).arg(from);
            return Graph();
        }
        graph[from];
        for (const QString &to : line.mid(arrow + 2).split(QLatin1Char(','))) {
            if (!to.trimmed().isEmpty())
                graph[from].insert(to.trimmed(), QString());
        }
    }
    *problem = QStringLiteral("%1: the ```arrows block is not closed").arg(documentPath);
    return Graph();
}

/// Each cycle as `a -> b -> a`, found by a depth-first walk (each reported once, from the part
/// where the walk met it).
QStringList cycles(const Graph &graph)
{
    QStringList found;
    QSet<QString> done;
    QStringList path;
    std::function<void(const QString &)> visit = [&](const QString &part) {
        const qsizetype at = path.indexOf(part);
        if (at >= 0) {
            QStringList cycle = path.mid(at);
            cycle << part;
            found << cycle.join(QLatin1String(" -> "));
            return;
        }
        if (done.contains(part))
            return;
        path << part;
        for (const QString &to : graph.value(part).keys())
            visit(to);
        path.removeLast();
        done.insert(part);
    };
    for (const QString &part : graph.keys())
        visit(part);
    return found;
}

/// The main header of a model folder: the one whose opening comment starts `// FOLDER/:`.
/// Returns that comment as one line, and the header's path in *path.
QString mainHeaderComment(const QString &folder, QStringList *paths)
{
    QString comment;
    const QDir dir(sourceDir + QStringLiteral("/model/") + folder);
    for (const QString &name : dir.entryList({QStringLiteral("*.h")}, QDir::Files, QDir::Name)) {
        QStringList text;
        for (const QString &line : readText(QStringLiteral("model/%1/%2").arg(folder, name)).split(QLatin1Char('\n'))) {
            const QString trimmed = line.trimmed();
            if (trimmed.isEmpty() || trimmed == QLatin1String("#pragma once"))
                continue;
            if (!trimmed.startsWith(QLatin1String("//")))
                break;
            text << trimmed.mid(2).trimmed();
        }
        if (!text.isEmpty() && text.first().startsWith(folder + QStringLiteral("/:"))) {
            *paths << QStringLiteral("model/%1/%2").arg(folder, name);
            comment = text.join(QLatin1Char(' '));
        }
    }
    return comment;
}

QString arrowList(const QMap<QString, QString> &arrows)
{
    return arrows.isEmpty() ? QStringLiteral("nothing") : QStringList(arrows.keys()).join(QLatin1String(", "));
}

} // namespace

class TestArchitecture : public QObject
{
    Q_OBJECT

private:
    QStringList m_folders;
    Graph m_code;
    Graph m_document;

private slots:
    void initTestCase()
    {
        m_folders = modelFolders();
        int filesRead = 0;
        m_code = includeGraph(m_folders, &filesRead);
        QString problem;
        m_document = documentGraph(&problem);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        // Guard the guard: a test that read no sources or no arrows would find no difference.
        QVERIFY2(m_folders.contains(QLatin1String("core")) && m_folders.contains(QLatin1String("check")),
                 qPrintable(m_folders.join(QLatin1String(", "))));
        QVERIFY(filesRead > 100);
        QVERIFY(m_code.value(QStringLiteral("check")).contains(QStringLiteral("core")));
        QVERIFY(m_document.value(QStringLiteral("check")).contains(QStringLiteral("core")));
    }

    /// Every part has its line in the document (even one that includes nothing, such as core),
    /// and the document names no part that is not there.
    void documentListsEveryPart()
    {
        const QStringList parts = m_folders + programParts;
        QStringList differences;
        for (const QString &part : parts) {
            if (!m_document.contains(part))
                differences << QStringLiteral("%1: a part with no line in %2").arg(part, documentPath);
        }
        for (auto it = m_document.cbegin(); it != m_document.cend(); ++it) {
            QStringList named = it.value().keys();
            named << it.key();
            for (const QString &part : named) {
                if (!parts.contains(part))
                    differences << QStringLiteral("%1: named in %2, but no such part").arg(part, documentPath);
            }
        }
        differences.removeDuplicates();
        QVERIFY2(differences.isEmpty(), qPrintable(differences.join(QLatin1Char('\n'))));
    }

    /// Each arrow of the includes is in the document, and each arrow of the document is made by
    /// at least one include.
    void documentListsTheArrowsOfTheIncludes()
    {
        QStringList differences;
        for (auto part = m_code.cbegin(); part != m_code.cend(); ++part) {
            for (auto to = part.value().cbegin(); to != part.value().cend(); ++to) {
                if (!m_document.value(part.key()).contains(to.key()))
                    differences << QStringLiteral("%1 -> %2: %3 includes it, %4 does not list it")
                                       .arg(part.key(), to.key(), to.value(), documentPath);
            }
        }
        for (auto part = m_document.cbegin(); part != m_document.cend(); ++part) {
            for (const QString &to : part.value().keys()) {
                if (!m_code.value(part.key()).contains(to))
                    differences << QStringLiteral("%1 -> %2: listed in %3, but no file of %1 includes %2")
                                       .arg(part.key(), to, documentPath);
            }
        }
        QVERIFY2(differences.isEmpty(), qPrintable(differences.join(QLatin1Char('\n'))));
    }

    /// No cycle between the parts, in the code or in the document.
    void noCycle()
    {
        QStringList found;
        for (const QString &cycle : cycles(m_code))
            found << QStringLiteral("the includes make a cycle: %1").arg(cycle);
        for (const QString &cycle : cycles(m_document))
            found << QStringLiteral("%1 lists a cycle: %2").arg(documentPath, cycle);
        QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n'))));
    }

    /// Each model folder has one main header, and its sentence `Depends on core/, schema/ ...`
    /// (up to its first full stop) names exactly the folders the folder's files include.
    void mainHeadersSayTheirArrows()
    {
        static const QRegularExpression folderWord(QStringLiteral(R"(\b([a-z]+)/)"));
        QStringList differences;
        for (const QString &folder : m_folders) {
            QStringList paths;
            const QString comment = mainHeaderComment(folder, &paths);
            if (paths.size() != 1) {
                differences << QStringLiteral("model/%1/: %2 headers open with `// %1/:`, one is its main header (%3)")
                                   .arg(folder).arg(paths.size()).arg(paths.join(QLatin1String(", ")));
                continue;
            }
            const qsizetype start = comment.indexOf(QLatin1String("Depends on "));
            if (start < 0) {
                differences << QStringLiteral("%1: no `Depends on ...` sentence").arg(paths.first());
                continue;
            }
            const qsizetype end = comment.indexOf(QLatin1Char('.'), start);
            const QString sentence = comment.mid(start, end < 0 ? -1 : end - start);
            QStringList said;
            auto match = folderWord.globalMatch(sentence);
            while (match.hasNext())
                said << match.next().captured(1);
            said.sort();
            said.removeDuplicates();
            const QString saidText = said.isEmpty() ? QStringLiteral("nothing") : said.join(QLatin1String(", "));
            const QString included = arrowList(m_code.value(folder));
            if (saidText != included)
                differences << QStringLiteral("%1: says it depends on %2, its folder includes %3")
                                   .arg(paths.first(), saidText, included);
        }
        QVERIFY2(differences.isEmpty(), qPrintable(differences.join(QLatin1Char('\n'))));
    }
};

QTEST_GUILESS_MAIN(TestArchitecture)
#include "test_architecture.moc"

#pragma once

// Small helpers shared by the test suites: loading example specs and applying JSON patches,
// reading and writing files, golden files, looking for diagnostics and running the CLI.

#if defined(__SANITIZE_ADDRESS__)
#include <sanitizer/lsan_interface.h>
#endif
#include "check/diagnostic.h"
#include "schema/schemaregistry.h"
#include "core/tablespec.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QTest>

namespace testsupport {

inline QString sourcePath(const QString &relative)
{
    return QStringLiteral(ST_SOURCE_DIR "/") + relative;
}

/// Whether the golden files are being rewritten (ST_REFRESH_GOLDEN set, as by
/// tests/refresh-golden.sh): the golden tests then write what they got instead of comparing.
inline bool refreshingGolden()
{
    return qEnvironmentVariableIsSet("ST_REFRESH_GOLDEN");
}

/// Ends a test that has just rewritten a reviewed file (ST_REFRESH_GOLDEN, ST_REFRESH_REF) with a
/// failure: nothing was compared, so a run with either set must never pass (a variable left set
/// would otherwise turn every golden test green while it writes into the source tree). The
/// refresh scripts expect the failure.
#define ST_FAIL_AFTER_REFRESH(what) \
    QFAIL(qPrintable(QStringLiteral("%1 rewritten, not compared: review `git diff`, then run the test without ST_REFRESH_*").arg(what)))

/// The folder of one suite's golden files, tests/golden/`suite`.
inline QString goldenFolder(const QString &suite)
{
    return QStringLiteral(ST_TEST_DATA_DIR "/golden/") + suite;
}

inline QByteArray readFile(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    return f.readAll();
}

/// Writes `content` to `path`, making its folders; stops the test program when it cannot, since
/// nothing a test checks after a failed setup would mean anything. Returns `path`.
inline QString writeFile(const QString &path, const QByteArray &content)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(content) != content.size())
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

inline QJsonObject exampleJson(const QString &name)
{
    return QJsonDocument::fromJson(readFile(sourcePath(QStringLiteral("schemas/examples/%1.json").arg(name)))).object();
}

/// Applies a patch to a spec's JSON: top-level members replace the spec's, except `options`,
/// which is merged (a null value removes the option).
inline QJsonObject applyPatch(QJsonObject spec, const QJsonObject &patch)
{
    for (auto it = patch.begin(); it != patch.end(); ++it) {
        if (it.key() != QLatin1String("options")) {
            spec.insert(it.key(), it.value());
            continue;
        }
        QJsonObject options = spec.value(QLatin1String("options")).toObject();
        const QJsonObject changes = it.value().toObject();
        for (auto c = changes.begin(); c != changes.end(); ++c) {
            if (c.value().isNull())
                options.remove(c.key());
            else
                options.insert(c.key(), c.value());
        }
        spec.insert(QStringLiteral("options"), options);
    }
    return spec;
}

inline st::TableSpec specFrom(const QJsonObject &json)
{
    st::TableSpec spec;
    QString error;
    if (!st::TableSpec::fromJson(json, &spec, &error))
        qFatal("bad test spec: %s", qPrintable(error));
    return spec;
}

inline st::TableSpec example(const QString &name, const QByteArray &patch = QByteArray())
{
    const QJsonObject p = patch.isEmpty() ? QJsonObject() : QJsonDocument::fromJson(patch).object();
    if (!patch.isEmpty() && p.isEmpty())
        qFatal("bad test patch: %s", patch.constData());
    return specFrom(applyPatch(exampleJson(name), p));
}

/// Whether `diagnostics` hold one with this rule, severity and subject: the check the
/// validator suites (spec, job profile, database) all make.
/// While one lives, LeakSanitizer does not report what is allocated (a no-op in a build without
/// it): for a call into a library's code that leaks by itself, never around the program's own.
class LibraryLeaksIgnored
{
public:
#if defined(__SANITIZE_ADDRESS__)
    LibraryLeaksIgnored() { __lsan_disable(); }
    ~LibraryLeaksIgnored() { __lsan_enable(); }
#else
    LibraryLeaksIgnored() {} // user-provided, as above: a guard, never an unused variable
    ~LibraryLeaksIgnored() {}
#endif
    LibraryLeaksIgnored(const LibraryLeaksIgnored &) = delete;
    LibraryLeaksIgnored &operator=(const LibraryLeaksIgnored &) = delete;
};

inline bool containsDiagnostic(const st::Diagnostics &diagnostics, const QString &ruleId, st::Severity severity, const QString &subject)
{
    for (const st::Diagnostic &d : diagnostics) {
        if (d.ruleId == ruleId && d.severity == severity && d.subject.text() == subject)
            return true;
    }
    return false;
}

/// The diagnostics one a line in English, each with its rule in brackets: the message of a
/// failed check in the validator suites.
inline QString dumpDiagnostics(const st::Diagnostics &diagnostics)
{
    QStringList lines;
    for (const st::Diagnostic &d : diagnostics)
        lines << d.toLine(st::Language::En) + QStringLiteral(" [") + d.ruleId + QLatin1Char(']');
    return lines.join(QLatin1Char('\n'));
}

/// A file outside an export folder that a link planted in it points at: the export must replace
/// the link and leave this file's bytes and mode (rw-------) as they were. One definition for the
/// exporter's and the CLI's link tests.
struct LinkVictim
{
    QString path;
    QByteArray bytes;
    QFile::Permissions mode; ///< as Qt reports it after the chmod (with the ...User bits of the owner)

    /// Writes `bytes` to `path` (making its folder), readable and writable by its owner only;
    /// stops the test program when it cannot.
    LinkVictim(const QString &p, const QByteArray &b) : path(p), bytes(b)
    {
        writeFile(path, bytes);
        if (!QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner))
            qFatal("cannot chmod %s", qPrintable(path));
        mode = QFile::permissions(path);
    }
    bool untouched() const
    {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) && f.readAll() == bytes && QFile::permissions(path) == mode;
    }
};

/// What a run of the real `streamtable` binary did.
struct CliRun
{
    int exitCode = -1; ///< -1: did not finish in time; -2: crashed
    QString out;
    QString err;
};

/// The environment the CLI tests run in: English messages, no catalog or schema overrides
/// from the caller's environment, and the user's data folder inside `dataHome`.
inline QProcessEnvironment cliEnvironment(const QString &dataHome)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("STREAMTABLE_CATALOG"));
    env.remove(QStringLiteral("STREAMTABLE_SCHEMAS"));
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    env.insert(QStringLiteral("XDG_DATA_HOME"), dataHome);
    return env;
}

/// What a run of a program did, its output as bytes.
struct ProcessRun
{
    int exitCode = -1; ///< -1: did not start or finish in time; -2: crashed
    QByteArray out;
    QByteArray err;
};

/// Runs `program` with `args` in `env`, feeding `input` on standard input; a minute at most.
inline ProcessRun runProcess(const QString &program, const QStringList &args, const QProcessEnvironment &env,
                             const QByteArray &input = QByteArray())
{
    QProcess process;
    process.setProcessEnvironment(env);
    process.start(program, args);
    ProcessRun r;
    if (!process.waitForStarted())
        return r;
    process.write(input);
    process.closeWriteChannel();
    if (!process.waitForFinished(60000)) {
        process.kill();
        process.waitForFinished();
        return r;
    }
    r.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -2;
    r.out = process.readAllStandardOutput();
    r.err = process.readAllStandardError();
    return r;
}

/// Runs `streamtable` with `args`, feeding `input` on standard input.
inline CliRun runCli(const QStringList &args, const QProcessEnvironment &env, const QByteArray &input = QByteArray())
{
    const ProcessRun run = runProcess(QStringLiteral(ST_CLI_PATH), args, env, input);
    return {run.exitCode, QString::fromUtf8(run.out), QString::fromUtf8(run.err)};
}

/// A QStringList from UTF-8 literals (QT_NO_CAST_FROM_ASCII is on).
inline QStringList strings(std::initializer_list<const char *> items)
{
    QStringList out;
    for (const char *item : items)
        out << QString::fromUtf8(item);
    return out;
}

/// The files under `root` (hidden ones too, in every sub-folder) that hold `needle`, leaving out
/// the paths `allowed` and whatever lies in them; a file that cannot be read is listed as well.
/// `searched` gets how many files were read, so that a test can tell it looked at something.
inline QStringList filesHolding(const QString &root, const QByteArray &needle, const QStringList &allowed, int *searched)
{
    QStringList holding;
    *searched = 0;
    QDirIterator it(root, QDir::Files | QDir::Hidden | QDir::System, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString file = it.next();
        bool isAllowed = false;
        for (const QString &a : allowed)
            isAllowed = isAllowed || file == a || file.startsWith(a + QLatin1Char('/'));
        if (isAllowed)
            continue;
        QFile f(file);
        if (!f.open(QIODevice::ReadOnly) || f.readAll().contains(needle))
            holding << file;
        ++*searched;
    }
    return holding;
}

} // namespace testsupport

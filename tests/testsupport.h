#pragma once

// Small helpers shared by the test suites: loading example specs and applying JSON patches.

#include "schema/schemaregistry.h"
#include "core/tablespec.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
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

inline QByteArray readFile(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    return f.readAll();
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

/// Runs `streamtable` with `args`, feeding `input` on standard input.
inline CliRun runCli(const QStringList &args, const QProcessEnvironment &env, const QByteArray &input = QByteArray())
{
    QProcess process;
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(ST_CLI_PATH), args);
    CliRun r;
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
    r.out = QString::fromUtf8(process.readAllStandardOutput());
    r.err = QString::fromUtf8(process.readAllStandardError());
    return r;
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

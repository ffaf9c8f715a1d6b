// `streamtable infer FILE`: a table spec skeleton whose columns and format are inferred from a
// sample (Avro schema, JSON Schema, JSON messages, change-data envelopes, CSV).

#include "cliutil.h"
#include "infer/inference.h"

#include <QFile>
#include <QFileInfo>

namespace st::cli {

namespace {

const char *const kUsage = "streamtable infer FILE [--kind avro|json-schema|json|csv|debezium|canal|maxwell] [--name N] [--connector C]";

/// Why a sample past kMaxSampleBytes is refused.
QString tooLarge(Context &ctx)
{
    return tx(ctx, "the sample is larger than the %1 MiB that are read; infer from a part of it (say, its first 10,000 lines)",
              "样本超过可读取的上限 %1 MiB；请用其中一部分（例如前 10,000 行）推断")
        .arg(kMaxSampleBytes / (1024 * 1024));
}

/// Reads the whole sample (`-`: standard input); on failure reports it (exit 2) and returns false.
bool readSample(Context &ctx, const QString &path, QByteArray *out)
{
    QFile file;
    if (path == QLatin1String("-")) {
        if (!file.open(stdin, QIODevice::ReadOnly))
            return usageError(ctx, tx(ctx, "cannot read standard input", "无法读取标准输入")), false;
        *out = file.read(kMaxSampleBytes + 1); // one byte more tells a sample that is too large
        if (out->size() > kMaxSampleBytes)
            return usageError(ctx, tx(ctx, "<stdin>: %1", "<stdin>：%1").arg(tooLarge(ctx))), false;
        return true;
    }
    const QFileInfo info(path);
    file.setFileName(path);
    const QString reason = !info.exists() ? tx(ctx, "no such file", "文件不存在")
                         : info.isDir()   ? tx(ctx, "it is a folder", "这是一个文件夹")
                         : !info.isFile() ? tx(ctx, "not a regular file", "不是普通文件")
                                          : QString();
    if (!reason.isEmpty() || !file.open(QIODevice::ReadOnly)) {
        usageError(ctx, tx(ctx, "%1: cannot read: %2", "%1：无法读取：%2").arg(path, reason.isEmpty() ? file.errorString() : reason));
        return false;
    }
    // Refused before reading: inference would hold many times the file in memory.
    if (info.size() > kMaxSampleBytes) {
        usageError(ctx, tx(ctx, "%1: %2", "%1：%2").arg(path, tooLarge(ctx)));
        return false;
    }
    *out = file.readAll();
    return true;
}

} // namespace

int runInferCommand(Context &ctx, const QStringList &words)
{
    const QString usage = QString::fromLatin1(kUsage);
    Arguments args;
    const QStringList valued{QStringLiteral("--kind"), QStringLiteral("--name"), QStringLiteral("--connector")};
    if (!parseArguments(ctx, words, valued, {}, 1, 1, usage, &args))
        return ExitUsage;
    for (const QString &option : valued) {
        if (args.values.contains(option) && args.value(option).isEmpty())
            return usageError(ctx, tx(ctx, "%1 needs a value; usage: %2", "%1 需要一个值；用法：%2").arg(option, usage));
    }
    SampleKind kind = SampleKind::Json;
    const bool kindGiven = args.values.contains(QStringLiteral("--kind"));
    if (kindGiven && !parseSampleKind(args.value(QStringLiteral("--kind")), &kind))
        return usageError(ctx, tx(ctx, "unknown kind \"%1\"; usage: %2", "未知的样本类型“%1”；用法：%2").arg(args.value(QStringLiteral("--kind")), usage));
    const QString connector = args.values.contains(QStringLiteral("--connector")) ? args.value(QStringLiteral("--connector"))
                                                                                  : QStringLiteral("kafka");
    const ConnectorSchemaPtr schema = ctx.registry.find(connector);
    if (!schema) {
        return usageError(ctx, tx(ctx, "unknown connector \"%1\" (known: %2)", "未知的连接器“%1”（可用：%2）")
                                   .arg(connector, ctx.registry.connectors().join(QLatin1String(", "))));
    }
    const QString path = args.positional.constFirst();
    QByteArray data;
    if (!readSample(ctx, path, &data))
        return ExitUsage;
    if (!kindGiven)
        kind = detectSampleKind(path == QLatin1String("-") ? QString() : path, data);

    const InferenceResult result = inferColumns(kind, data);
    const QString shownPath = path == QLatin1String("-") ? QStringLiteral("<stdin>") : path;
    if (result.unreadable)
        return usageError(ctx, tx(ctx, "%1 (read as %2): %3", "%1（按 %2 读取）：%3").arg(shownPath, sampleKindName(kind), result.unreadable->in(ctx.lang)));

    TableSpec spec;
    spec.name = args.values.contains(QStringLiteral("--name")) ? args.value(QStringLiteral("--name"))
                                                               : tableNameFromFileName(path == QLatin1String("-") ? QString() : path);
    spec.connector = schema->connector;
    spec.role = Role::Source;
    spec.columns = result.columnSpecs();
    InferenceFindings findings = result.findings;
    spec.options = formatOptionsFor(result, *schema, &findings);

    for (const InferenceFinding &finding : findings)
        ctx.err << finding.toLine(ctx.lang) << '\n';
    ctx.out << spec.toJsonText();
    return result.hasErrors() ? ExitInvalid : ExitOk;
}

} // namespace st::cli

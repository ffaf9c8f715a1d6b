// `streamtable infer FILE`: a table spec skeleton whose columns and format are inferred from a
// sample (Avro schema, JSON Schema, JSON messages, change-data envelopes, CSV).

#include "cliutil.h"
#include "core/inputfile.h"
#include "infer/inference.h"

namespace st::cli {

namespace {

const char *const kUsage = "streamtable infer FILE [--kind avro|json-schema|json|csv|debezium|canal|maxwell] [--name N] [--connector C]";

/// Reads the whole sample (`-`: standard input) through the one input reader, with the sample
/// limit; on failure reports it (exit 2) and returns false.
bool readSample(Context &ctx, const QString &path, QByteArray *out)
{
    LocalizedText error;
    if (!readInputFile(path, out, &error, kMaxSampleBytes)) {
        usageError(ctx, error.in(ctx.lang));
        return false;
    }
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
            return usageError(ctx, ctx.text("%1 needs a value; usage: %2", "%1 需要一个值；用法：%2").arg(option, usage));
    }
    SampleKind kind = SampleKind::Json;
    const bool kindGiven = args.values.contains(QStringLiteral("--kind"));
    if (kindGiven && !parseSampleKind(args.value(QStringLiteral("--kind")), &kind))
        return usageError(ctx, ctx.text("unknown kind \"%1\"; usage: %2", "未知的样本类型“%1”；用法：%2").arg(args.value(QStringLiteral("--kind")), usage));
    const QString connector = args.values.contains(QStringLiteral("--connector")) ? args.value(QStringLiteral("--connector"))
                                                                                  : QStringLiteral("kafka");
    const ConnectorSchemaPtr schema = ctx.registry().find(connector);
    if (!schema) {
        return usageError(ctx, ctx.text("unknown connector \"%1\" (known: %2)", "未知的连接器“%1”（可用：%2）")
                                   .arg(connector, ctx.registry().connectors().join(QLatin1String(", "))));
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
        return usageError(ctx, ctx.text("%1 (read as %2): %3", "%1（按 %2 读取）：%3").arg(shownPath, sampleKindName(kind), result.unreadable->in(ctx.lang)));

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

// The dialect mapping both ways (schema/dialectmapping): for every built-in target, every
// connector with the target's dialect, every option the dialect writes and each of its values
// (the empty value, the schema's values and default, its example and the values the mapping
// names), the value written and read back is the value given, or the schema file declares it
// lossy with a reason. What is expected comes from the schema files as JSON, read here, not
// from the loaded schemas under test. A mapping's `when` is left aside: it decides whether a
// key is written, not how.

#include "schema/dialectmapping.h"
#include "schema/schemaregistry.h"
#include "testsupport.h"

#include <QDir>
#include <QJsonArray>

using namespace st;
using testsupport::readFile;
using testsupport::sourcePath;

namespace {

QJsonObject readJson(const QString &path)
{
    return QJsonDocument::fromJson(readFile(path)).object();
}

QStringList valuesOf(const QJsonObject &option, const QJsonObject &mapping, const QJsonObject &overlay)
{
    QStringList values{QString()};
    for (const QJsonObject &o : {option, overlay}) {
        for (const QJsonValue &v : o.value(QLatin1String("values")).toArray())
            values << v.toString();
        for (const char *member : {"default", "example"}) {
            if (o.value(QLatin1String(member)).isString())
                values << o.value(QLatin1String(member)).toString();
        }
    }
    const QJsonObject mapped = mapping.value(QLatin1String("values")).toObject();
    for (auto it = mapped.begin(); it != mapped.end(); ++it)
        values << it.key();
    values.removeDuplicates();
    return values;
}

} // namespace

class TestDialectMapping : public QObject
{
    Q_OBJECT

private slots:
    void everyValueRoundTripsOrIsDeclaredLossy()
    {
        const SchemaRegistry registry = SchemaRegistry::loadDefault();
        const QDir schemaDir(sourcePath(QStringLiteral("schemas")));
        const QStringList targetFiles = QDir(schemaDir.filePath(QStringLiteral("targets"))).entryList({QStringLiteral("*.json")});
        const QStringList connectorFiles = schemaDir.entryList({QStringLiteral("*.json")});
        QVERIFY(targetFiles.size() >= 5);
        int checked = 0;
        int lossyUsed = 0;
        for (const QString &targetFile : targetFiles) {
            const QJsonObject target = readJson(schemaDir.filePath(QStringLiteral("targets/") + targetFile));
            const QString targetId = target.value(QLatin1String("target")).toString();
            const QString dialectName = target.value(QLatin1String("dialect")).toString();
            const SchemaRegistry *resolved = registry.resolvedFor(targetId);
            QVERIFY2(resolved, qPrintable(targetId));
            for (const QString &file : connectorFiles) {
                const QJsonObject json = readJson(schemaDir.filePath(file));
                const QJsonObject dialectJson = json.value(QLatin1String("dialects")).toObject().value(dialectName).toObject();
                if (dialectJson.isEmpty())
                    continue;
                const QString connector = json.value(QLatin1String("connector")).toString();
                const ConnectorSchemaPtr schema = resolved->find(connector);
                QVERIFY2(schema, qPrintable(targetId + QLatin1Char(' ') + connector));
                const DialectSchema *dialect = schema->dialect(dialectName);
                QVERIFY(dialect);
                const QHash<QString, WrittenOption> written = writtenOptions(*schema, *dialect);
                const QJsonObject overlays = target.value(QLatin1String("connectors")).toObject().value(connector).toObject().value(QLatin1String("options")).toObject();
                for (const QJsonValue &optionValue : json.value(QLatin1String("options")).toArray()) {
                    const QJsonObject option = optionValue.toObject();
                    const QString key = option.value(QLatin1String("key")).toString();
                    const QJsonObject mappingJson = dialectJson.value(QLatin1String("options")).toObject().value(key).toObject();
                    const QJsonObject overlay = overlays.value(key).toObject();
                    if (mappingJson.value(QLatin1String("omit")).toBool() || overlay.contains(QLatin1String("absent")))
                        continue;
                    const QString expectedKey = overlay.value(QLatin1String("key")).toString(
                        mappingJson.value(QLatin1String("key")).toString(key));
                    const QJsonObject mappedValues = mappingJson.value(QLatin1String("values")).toObject();
                    const QJsonObject lossy = mappingJson.value(QLatin1String("lossy")).toObject();
                    const OptionMapping mapping = dialect->options.value(key);
                    for (const QString &value : valuesOf(option, mappingJson, overlay)) {
                        const QString where = QStringLiteral("%1/%2/%3: %4 = '%5'").arg(targetId, connector, dialectName, key, value);
                        QCOMPARE(writtenKey(key, mapping), expectedKey);
                        // Forward, against the file: a value the mapping names (ignoring case)
                        // is written as it says, null dropping the option; any other as given.
                        std::optional<QString> expectedValue = value;
                        for (auto m = mappedValues.begin(); m != mappedValues.end(); ++m) {
                            if (m.key().compare(value, Qt::CaseInsensitive) == 0)
                                expectedValue = m.value().isNull() ? std::nullopt : std::optional<QString>(m.value().toString());
                        }
                        const std::optional<QString> forward = writtenValue(mapping, value);
                        QVERIFY2(forward == expectedValue, qPrintable(where));
                        // Backward: the entry read as the importer reads it, or the key's absence.
                        QString readKey;
                        QString readValue;
                        if (!forward) {
                            const WrittenOption entry = written.value(expectedKey);
                            readKey = entry.option ? entry.option->key : QString();
                            readValue = valueOfAbsentKey(entry.mapping).value_or(QStringLiteral("<absent>"));
                        } else {
                            const ReadOption read = readOption(written, expectedKey, *forward);
                            readKey = read.option ? read.option->key : expectedKey;
                            readValue = read.value;
                        }
                        ++checked;
                        const bool roundTrips = readKey == key && readValue == value;
                        const bool declared = lossy.contains(value.toLower());
                        if (declared)
                            ++lossyUsed;
                        QVERIFY2(roundTrips || declared,
                                 qPrintable(where + QStringLiteral(" reads back as %1 = '%2' and the file does not declare it lossy").arg(readKey, readValue)));
                        QVERIFY2(!roundTrips || !declared, qPrintable(where + QStringLiteral(" round-trips but is declared lossy")));
                    }
                }
            }
        }
        // Every target, every connector: far more than the handful of mapped options.
        QVERIFY2(checked > 500, qPrintable(QString::number(checked)));
        qInfo("%d option values checked, %d declared lossy", checked, lossyUsed);
    }
};

QTEST_GUILESS_MAIN(TestDialectMapping)
#include "test_dialectmapping.moc"

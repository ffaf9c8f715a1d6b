// TableSpec: the JSON interchange format reads and writes losslessly, and shape errors name
// the member that is wrong.

#include "core/tablespec.h"
#include "testsupport.h"

#include <QDir>
#include <QJsonDocument>
#include <QJsonObject>

using namespace st;

class TestTableSpec : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void examplesRoundTrip_data()
    {
        QTest::addColumn<QString>("file");
        const QDir dir(testsupport::sourcePath(QStringLiteral("schemas/examples")));
        for (const QString &f : dir.entryList({QStringLiteral("*.json")}, QDir::Files))
            QTest::newRow(qPrintable(f)) << dir.filePath(f);
    }
    void examplesRoundTrip()
    {
        QFETCH(QString, file);
        TableSpec spec;
        QString error;
        QVERIFY2(TableSpec::fromJsonText(testsupport::readFile(file), &spec, &error), qPrintable(error));
        QVERIFY(!spec.columns.isEmpty());
        TableSpec again;
        QVERIFY2(TableSpec::fromJsonText(spec.toJsonText(), &again, &error), qPrintable(error));
        QCOMPARE(again, spec);
    }

    /// The catalog's compact JSON is written by hand for speed; QJsonDocument is the oracle: the
    /// text parses to the very object toJson() builds, for the examples and for hostile text.
    void compactJsonIsTheSameObject_data() { examplesRoundTrip_data(); }
    void compactJsonIsTheSameObject()
    {
        QFETCH(QString, file);
        TableSpec spec;
        QString error;
        QVERIFY2(TableSpec::fromJsonText(testsupport::readFile(file), &spec, &error), qPrintable(error));
        const auto check = [](const TableSpec &s) {
            QJsonParseError parse;
            const QJsonDocument doc = QJsonDocument::fromJson(s.toCompactJson(), &parse);
            QVERIFY2(parse.error == QJsonParseError::NoError, qPrintable(parse.errorString() + QStringLiteral(": ") + QString::fromUtf8(s.toCompactJson())));
            QCOMPARE(doc.object(), s.toJson());
            // And it is what QJsonDocument itself writes, byte for byte, when no escape differs.
            QCOMPARE(s.toCompactJson(), QJsonDocument(s.toJson()).toJson(QJsonDocument::Compact));
        };
        check(spec);
        TableSpec hostile = spec;
        hostile.comment = QStringLiteral("quote \" backslash \\ slash / tab \t newline \n cr \r nul ") + QChar(0) + QChar(0x1f)
                          + QString::fromUtf8(" 中文 \xF0\x9F\x98\x80 \x7F end");
        hostile.options.insert(QStringLiteral("csv.null-literal"), QString());
        hostile.options.insert(QString::fromUtf8("键\"x"), QStringLiteral("\\N"));
        hostile.columns.first().comment = QStringLiteral("\b\f");
        hostile.columns.first().isVirtual = true;
        hostile.columns.first().nullable = false;
        hostile.watermark = WatermarkSpec{spec.columns.first().name, QStringLiteral("`a` - INTERVAL '1' SECOND")};
        hostile.partitionedBy = QStringList{QStringLiteral("p\"1"), QStringLiteral("p2")};
        hostile.distribution = DistributionSpec{QStringLiteral("HASH"), {QStringLiteral("d\"1")}, 7};
        check(hostile);
        hostile.distribution = DistributionSpec{QString(), {}, 3}; // DISTRIBUTED INTO 3 BUCKETS
        check(hostile);
        TableSpec read;
        QVERIFY(TableSpec::fromJsonText(hostile.toCompactJson(), &read, &error));
        QCOMPARE(read, hostile);
    }

    /// ColumnIndex (the hash lookup the validator, option checks and wirings use) finds what
    /// TableSpec::columnIndex finds: the exact name (Flink's parser is case-sensitive, Lex.JAVA),
    /// the first of equal names; the same name but for case is only a hint.
    void columnIndexAgreesWithColumnIndexOf()
    {
        TableSpec spec;
        for (const char *name : {"id", "ID", "Name", "Σις", "Ǆa", "订单", "", "a`b", "Name"})
            spec.columns.append(ColumnSpec{QString::fromUtf8(name), QStringLiteral("INT"), {}, {}, false, true, {}});
        const ColumnIndex index(spec);
        for (const char *probe : {"id", "ID", "Id", "NAME", "Name", "name ", "σις", "Σις", "ǆA", "订单", "", "A`B", "a`b", "missing"}) {
            const QString name = QString::fromUtf8(probe);
            QCOMPARE(index.indexOf(name), spec.columnIndex(name));
            QCOMPARE(index.column(name), spec.column(name));
            QCOMPARE(index.sameNameIgnoringCase(name), spec.sameNameIgnoringCase(name));
        }
        QCOMPARE(index.indexOf(QStringLiteral("id")), 0);
        QCOMPARE(index.indexOf(QStringLiteral("ID")), 1); // another column
        QCOMPARE(index.indexOf(QStringLiteral("Id")), -1);
        QCOMPARE(index.sameNameIgnoringCase(QStringLiteral("Id")), QStringLiteral("id")); // the first
        QCOMPARE(index.sameNameIgnoringCase(QStringLiteral("ΣΙΣ")), QString::fromUtf8("Σις"));
        QCOMPARE(index.sameNameIgnoringCase(QStringLiteral("missing")), QString());
        for (int i = 0; i < spec.columns.size() - 1; ++i)
            QVERIFY(!index.repeatsEarlierName(i));
        QVERIFY(index.repeatsEarlierName(8)); // the second "Name"
        QCOMPARE(index.indexOf(QStringLiteral("missing")), -1);
    }

    void readsEveryMember()
    {
        const QByteArray json = R"~({
            "name": "orders", "connector": "kafka", "role": "both", "comment": "c",
            "columns": [
              {"name": "id", "type": "BIGINT", "nullable": false, "comment": "order id"},
              {"name": "ts", "type": "TIMESTAMP_LTZ(3)", "metadata": "timestamp", "virtual": true},
              {"name": "total", "expression": "amount * 100"}
            ],
            "primaryKey": ["id"], "partitionedBy": ["p"],
            "distribution": {"kind": "hash", "columns": ["id"], "buckets": 4},
            "watermark": {"column": "ts", "expression": "ts - INTERVAL '5' SECOND"},
            "options": {"topic": "orders", "sink.parallelism": 4, "table.append-only": true}
        })~";
        TableSpec spec;
        QString error;
        QVERIFY2(TableSpec::fromJsonText(json, &spec, &error), qPrintable(error));
        QCOMPARE(spec.role, Role::Both);
        QCOMPARE(spec.columns.size(), 3);
        QCOMPARE(spec.columns[0].nullable, false);
        QCOMPARE(spec.columns[1].metadata, QStringLiteral("timestamp"));
        QVERIFY(spec.columns[1].isVirtual);
        QVERIFY(spec.columns[2].isComputed());
        QCOMPARE(spec.watermark.column, QStringLiteral("ts"));
        QCOMPARE(spec.partitionedBy, QStringList{QStringLiteral("p")});
        QCOMPARE(spec.distribution, (DistributionSpec{QStringLiteral("HASH"), {QStringLiteral("id")}, 4}));
        // A table without one is written as before Flink 1.20's clause: no "distribution" member.
        QVERIFY(spec.toJson().contains(QStringLiteral("distribution")));
        spec.distribution = DistributionSpec{};
        QVERIFY(!spec.toJson().contains(QStringLiteral("distribution")));
        QVERIFY(!spec.toCompactJson().contains("distribution"));
        // Numbers and booleans typed without quotes are kept in their JSON spelling.
        QCOMPARE(spec.options.value(QStringLiteral("sink.parallelism")), QStringLiteral("4"));
        QCOMPARE(spec.options.value(QStringLiteral("table.append-only")), QStringLiteral("true"));
        QCOMPARE(spec.columnIndex(QStringLiteral("total")), 2);
        QCOMPARE(spec.columnIndex(QStringLiteral("TOTAL")), -1); // Flink matches names exactly
    }

    void rejectsBadShapes_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("message");
        QTest::newRow("not json") << QByteArray("{\"name\": ") << "malformed JSON at line 1";
        QTest::newRow("syntax error line") << QByteArray("{\n\"name\": \"a\",\n}") << "line 3";
        QTest::newRow("array") << QByteArray("[]") << "expected a JSON object";
        QTest::newRow("no name") << QByteArray(R"~({"connector":"kafka"})~") << "name: is missing";
        QTest::newRow("name number") << QByteArray(R"~({"name":1,"connector":"kafka"})~") << "name: expected a string";
        QTest::newRow("no connector") << QByteArray(R"~({"name":"a"})~") << "connector: is missing";
        QTest::newRow("bad role") << QByteArray(R"~({"name":"a","connector":"kafka","role":"reader"})~") << "role: \"reader\" is not source, sink or both";
        QTest::newRow("columns object") << QByteArray(R"~({"name":"a","connector":"kafka","columns":{}})~") << "columns: expected an array";
        QTest::newRow("column not object") << QByteArray(R"~({"name":"a","connector":"kafka","columns":[1]})~") << "columns[0]: expected an object";
        QTest::newRow("column without name") << QByteArray(R"~({"name":"a","connector":"kafka","columns":[{"name":"x"},{"type":"INT"}]})~") << "columns[1].name: is missing";
        QTest::newRow("nullable string") << QByteArray(R"~({"name":"a","connector":"kafka","columns":[{"name":"x","nullable":"no"}]})~") << "columns[0].nullable: expected true or false";
        QTest::newRow("pk not list") << QByteArray(R"~({"name":"a","connector":"kafka","primaryKey":"id"})~") << "primaryKey: expected an array of strings";
        QTest::newRow("pk item number") << QByteArray(R"~({"name":"a","connector":"kafka","primaryKey":[1]})~") << "primaryKey: [0] expected a string";
        QTest::newRow("watermark string") << QByteArray(R"~({"name":"a","connector":"kafka","watermark":"ts"})~") << "watermark: expected an object";
        QTest::newRow("distribution kind") << QByteArray(R"~({"name":"a","connector":"kafka","distribution":{"kind":"ROUND","columns":["x"]}})~")
                                           << "distribution.kind: \"ROUND\" is not HASH or RANGE";
        QTest::newRow("distribution zero buckets") << QByteArray(R"~({"name":"a","connector":"kafka","distribution":{"columns":["x"],"buckets":0}})~")
                                                   << "distribution.buckets: expected a whole number of buckets";
        QTest::newRow("distribution half bucket") << QByteArray(R"~({"name":"a","connector":"kafka","distribution":{"buckets":2.5}})~")
                                                  << "distribution.buckets: expected a whole number of buckets";
        QTest::newRow("distribution kind without columns") << QByteArray(R"~({"name":"a","connector":"kafka","distribution":{"kind":"HASH","buckets":2}})~")
                                                           << "distribution.columns: expected the bucket columns";
        QTest::newRow("distribution columns not a list") << QByteArray(R"~({"name":"a","connector":"kafka","distribution":{"columns":"x"}})~")
                                                         << "distribution.columns: expected an array";
        QTest::newRow("option object") << QByteArray(R"~({"name":"a","connector":"kafka","options":{"topic":{}}})~") << "options: \"topic\": expected a string value";
    }
    void rejectsBadShapes()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, message);
        TableSpec spec;
        spec.name = QStringLiteral("untouched");
        QString error;
        QVERIFY(!TableSpec::fromJsonText(json, &spec, &error));
        QVERIFY2(error.contains(message), qPrintable(error));
        QCOMPARE(spec.name, QStringLiteral("untouched")); // nothing half-read
    }

    void unicodeSurvives()
    {
        TableSpec spec;
        spec.name = QStringLiteral("订单`表'\n");
        spec.connector = QStringLiteral("kafka");
        spec.columns << ColumnSpec{QStringLiteral("名字"), QStringLiteral("STRING"), {}, {}, false, true, QStringLiteral("注释")};
        spec.options.insert(QStringLiteral("topic"), QString(100000, QChar(0x4e2d)));
        TableSpec back;
        QString error;
        QVERIFY2(TableSpec::fromJsonText(spec.toJsonText(), &back, &error), qPrintable(error));
        QCOMPARE(back, spec);
    }

    void roles()
    {
        QVERIFY(roleIncludes(Role::Both, Role::Source));
        QVERIFY(roleIncludes(Role::Both, Role::Sink));
        QVERIFY(roleIncludes(Role::Sink, Role::Sink));
        QVERIFY(!roleIncludes(Role::Source, Role::Sink));
        Role r;
        QVERIFY(!parseRole(QStringLiteral("Source"), &r));
        // The names the catalog stores (and older catalogs hold: they must not change).
        const Role all[] = {Role::Source, Role::Sink, Role::Both};
        const char *stored[] = {"source", "sink", "both"};
        for (std::size_t i = 0; i < std::size(all); ++i)
            QCOMPARE(roleName(all[i]), QLatin1String(stored[i]));
    }
};

QTEST_GUILESS_MAIN(TestTableSpec)
#include "test_tablespec.moc"

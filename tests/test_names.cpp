// Names: the validator and the catalog refuse the same characters (one shared check), and
// messages that quote a name or value show control and invisible characters as escapes, never
// raw (a raw U+202E would reverse the rest of the line in a terminal).

#include "catalog/catalog.h"
#include "job/jobscript.h"
#include "core/findingline.h"
#include "core/names.h"
#include "testsupport.h"
#include "check/validator.h"

#include <QTemporaryDir>

#include <algorithm>

using namespace st;

namespace {

/// The characters of issue 9, then a few of the same kinds.
void addCharacters()
{
    QTest::addColumn<uint>("code");
    QTest::addColumn<QString>("escape");
    QTest::newRow("U+200B zero-width space") << 0x200bu << QStringLiteral("\\u200B");
    QTest::newRow("U+202E right-to-left override") << 0x202eu << QStringLiteral("\\u202E");
    QTest::newRow("U+FEFF byte order mark") << 0xfeffu << QStringLiteral("\\uFEFF");
    QTest::newRow("U+2066 left-to-right isolate") << 0x2066u << QStringLiteral("\\u2066");
    QTest::newRow("U+2028 line separator") << 0x2028u << QStringLiteral("\\u2028");
    QTest::newRow("U+0009 tab") << 0x9u << QStringLiteral("\\u0009");
    QTest::newRow("U+E0001 language tag") << 0xe0001u << QStringLiteral("\\U000E0001");
}

/// The character itself (not through fromUcs4(), which would drop a leading U+FEFF).
QString character(uint code)
{
    if (code <= 0xffff)
        return QString(QChar(ushort(code)));
    return QString(QChar::highSurrogate(code)) + QChar(QChar::lowSurrogate(code));
}

QString nameWith(uint code)
{
    return QStringLiteral("ord") + character(code) + QStringLiteral("ers");
}

bool hasRaw(const QString &text, uint code)
{
    return text.contains(character(code));
}

} // namespace

class TestNames : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // The one line form of findings (core/findingline), written out by hand as the CLI prints it.
    void findingLinesHaveOneForm()
    {
        QCOMPARE(findingPlace(QStringLiteral("a.sql"), 3, 14), QStringLiteral("a.sql:3:14"));
        QCOMPARE(findingPlace(QString(), 1, 1), QStringLiteral("<input>:1:1"));
        QCOMPARE(findingLine(QStringLiteral("a.sql:3:14"), Severity::Error, QStringLiteral("x")), QStringLiteral("a.sql:3:14: error: x"));
        QCOMPARE(findingLine(QString(), Severity::Warning, QStringLiteral("topic: y")), QStringLiteral("warning: topic: y"));
        QCOMPARE(findingLine(QString(), Severity::Note, QString()), QStringLiteral("note: "));
    }

    void validatorAndCatalogAgree_data() { addCharacters(); }
    void validatorAndCatalogAgree()
    {
        QFETCH(uint, code);
        QFETCH(QString, escape);
        const SchemaRegistry registry = SchemaRegistry::loadDefault();
        TableSpec spec = testsupport::example(QStringLiteral("kafka-source"));
        spec.name = nameWith(code);

        Diagnostics found;
        for (const Diagnostic &d : Validator(registry).validate(spec)) {
            if (d.ruleId == QLatin1String("name.control"))
                found << d;
        }
        QCOMPARE(found.size(), 1);
        QVERIFY(found.at(0).isError());

        QTemporaryDir dir;
        Catalog catalog;
        QVERIFY(catalog.open(dir.filePath(QStringLiteral("c.sqlite"))).ok());
        const CatalogStatus put = catalog.put(QStringLiteral("default"), spec, Catalog::NewTable).status;
        QCOMPARE(put.code(), CatalogErrorCode::InvalidName);
        QCOMPARE(catalog.createDatabase(nameWith(code)).code(), CatalogErrorCode::InvalidName);

        // Both say the same, with the escape and without the raw character, in both languages.
        for (const QString &text : {found.at(0).message.en, found.at(0).message.zh, put.message(Language::En), put.message(Language::Zh)}) {
            QVERIFY2(text.contains(escape), qPrintable(text));
            QVERIFY2(!hasRaw(text, code), qPrintable(text));
        }
        QCOMPARE(found.at(0).message.en, put.message(Language::En));
        QVERIFY(!hasRaw(found.at(0).toLine(Language::En), code));
    }

    void namesOfEveryKindStillPass()
    {
        for (const QString &name : {QStringLiteral("orders"), QStringLiteral("订单表"), QStringLiteral("a b"),
                                    QStringLiteral("emoji \U0001F600"), QStringLiteral("ümlaut")})
            QVERIFY2(!nameCharacterProblem(name, {QStringLiteral("table"), QStringLiteral("表")}), qPrintable(name));
    }

    /// Messages built from user values escape them wherever they are made.
    void messagesEscapeQuotedValues_data() { addCharacters(); }
    void messagesEscapeQuotedValues()
    {
        QFETCH(uint, code);
        QFETCH(QString, escape);
        const QString value = nameWith(code);
        const LocalizedText message = LocalizedText{QStringLiteral("bad \"%1\""), QStringLiteral("错误“%1”")}.arg(value);
        QCOMPARE(message.en, QStringLiteral("bad \"ord") + escape + QStringLiteral("ers\""));
        QVERIFY(!hasRaw(message.zh, code));

        QTemporaryDir dir;
        Catalog catalog;
        QVERIFY(catalog.open(dir.filePath(QStringLiteral("c.sqlite"))).ok());
        const CatalogStatus missing = catalog.list(value).status;
        QCOMPARE(missing.code(), CatalogErrorCode::NotFound);
        QVERIFY2(missing.message(Language::En).contains(escape), qPrintable(missing.message(Language::En)));
        QVERIFY(!hasRaw(missing.message(Language::Zh), code));
    }

    /// A job script's comments quote names too: a bidi control there would make the script
    /// read differently than it runs.
    void jobScriptCommentsEscape()
    {
        const SchemaRegistry registry = SchemaRegistry::loadDefault();
        const QString sink = QStringLiteral("sink\u202E;tixe");
        const QString script = JobScriptWriter(registry).sql(QStringLiteral("db"), {}, {}, {{QStringLiteral("src"), sink}});
        QVERIFY2(script.contains(QStringLiteral("sink\\u202E;tixe")), qPrintable(script));
        QVERIFY(!script.contains(QChar(0x202e)));
    }

    void escapeInvisibleLeavesTextAlone()
    {
        const QString text = QStringLiteral("订单 \"a\\u202E\" ok \U0001F600");
        QCOMPARE(escapeInvisible(text), text);
        // An unpaired surrogate is escaped too, rather than printed as garbage.
        QCOMPARE(escapeInvisible(QString(QChar(0xd800))), QStringLiteral("\\uD800"));
        // And plain ASCII comes back as it is (the fast path).
        QCOMPARE(escapeInvisible(QStringLiteral("orders_2 (kafka)")), QStringLiteral("orders_2 (kafka)"));
        QCOMPARE(escapeInvisible(QStringLiteral("tab\there")), QStringLiteral("tab\\u0009here"));
    }

    /// Issue 14: names sort as people read them, numbers by value.
    void naturalOrder()
    {
        QStringList names = {QStringLiteral("orders_10"), QStringLiteral("Orders_2"), QStringLiteral("orders_1"),
                             QStringLiteral("a01"), QStringLiteral("a1"), QStringLiteral("b"), QStringLiteral("A2"),
                             QStringLiteral("v1.10"), QStringLiteral("v1.9"), QStringLiteral("x99999999999999999999")};
        std::sort(names.begin(), names.end(), [](const QString &a, const QString &b) { return naturalSortKey(a) < naturalSortKey(b); });
        const QStringList expected = {QStringLiteral("a1"), QStringLiteral("a01"), QStringLiteral("A2"), QStringLiteral("b"),
                                      QStringLiteral("orders_1"), QStringLiteral("Orders_2"), QStringLiteral("orders_10"),
                                      QStringLiteral("v1.9"), QStringLiteral("v1.10"), QStringLiteral("x99999999999999999999")};
        QCOMPARE(names, expected);
    }

    /// Numbers of any length compare by value, also past eight digits and past 24, where the
    /// key's digit count takes two characters; a number sorts before letters and `_` as a digit does.
    void naturalOrderOfLongNumbers()
    {
        const QStringList expected = {QStringLiteral("n"),
                                      QStringLiteral("n7"),
                                      QStringLiteral("n12345678"),
                                      QStringLiteral("n99999999"),
                                      QStringLiteral("n123456789"),
                                      QStringLiteral("n0123456789"),
                                      QStringLiteral("n00123456789"),
                                      QStringLiteral("n999999999"),
                                      QStringLiteral("n1234567890"),
                                      QStringLiteral("n100000000000000000000000000"),
                                      QStringLiteral("n100000000000000000000000001"),
                                      QStringLiteral("n_1"),
                                      QStringLiteral("na")};
        QStringList names = expected;
        std::reverse(names.begin(), names.end());
        std::sort(names.begin(), names.end(), [](const QString &a, const QString &b) { return naturalSortKey(a) < naturalSortKey(b); });
        QCOMPARE(names, expected);
        QCOMPARE(naturalSortKeyOfFolded(QStringLiteral("orders_10")), naturalSortKey(QStringLiteral("Orders_10")));
    }

    /// The sorts that make each key once give the order of a sort by the keys, and keep items of
    /// equal keys in the order they came (here two that differ only in case).
    void sortNaturallyMakesTheSameOrder()
    {
        QStringList names = {QStringLiteral("orders_10"), QStringLiteral("b"), QStringLiteral("Orders_2"), QStringLiteral("a01"),
                             QStringLiteral("ORDERS_2"), QStringLiteral("a1")};
        sortNaturally(names);
        QCOMPARE(names, (QStringList{QStringLiteral("a1"), QStringLiteral("a01"), QStringLiteral("b"), QStringLiteral("Orders_2"),
                                     QStringLiteral("ORDERS_2"), QStringLiteral("orders_10")}));

        using Match = QPair<QString, QString>; // database, table
        QList<Match> matches = {{QStringLiteral("db10"), QStringLiteral("t1")}, {QStringLiteral("db2"), QStringLiteral("t10")},
                                {QStringLiteral("db2"), QStringLiteral("t9")}, {QStringLiteral("DB2"), QStringLiteral("t9")}};
        sortByKeyMadeOnce(matches, [](const Match &m) { return std::make_pair(naturalSortKey(m.first), naturalSortKey(m.second)); });
        QCOMPARE(matches, (QList<Match>{{QStringLiteral("db2"), QStringLiteral("t9")}, {QStringLiteral("DB2"), QStringLiteral("t9")},
                                        {QStringLiteral("db2"), QStringLiteral("t10")}, {QStringLiteral("db10"), QStringLiteral("t1")}}));
    }

    /// Issue 49: keys and variables are secret by their words. Expectations from what each one
    /// holds: Kafka's ssl.keystore.key is a PEM private key and basic.auth.user.info is
    /// `user:password` (Kafka's and Confluent's configuration references); the variables are
    /// named as people name a key or a password; the others are a table's keys, not secrets.
    void secretNamesAreFoundByTheirWords_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<bool>("secret");
        QTest::newRow("a keystore's PEM key") << "properties.ssl.keystore.key" << true;
        QTest::newRow("basic auth user info") << "properties.basic.auth.user.info" << true;
        QTest::newRow("a format's user-info") << "value.avro-confluent.basic-auth.user-info" << true;
        QTest::newRow("API_KEY") << "API_KEY" << true;
        QTest::newRow("SSL_KEY") << "SSL_KEY" << true;
        QTest::newRow("KAFKA_PASS") << "KAFKA_PASS" << true;
        QTest::newRow("DB_PWD") << "DB_PWD" << true;
        QTest::newRow("apiKey") << "apiKey" << true;
        QTest::newRow("clientSecret") << "clientSecret" << true;
        QTest::newRow("a truststore password") << "properties.ssl.truststore.password" << true;
        QTest::newRow("a JAAS configuration") << "properties.sasl.jaas.config" << true;
        QTest::newRow("a bearer token") << "bearer-auth.token" << true;
        QTest::newRow("the key's format") << "key.format" << false;
        QTest::newRow("the key's fields") << "key.fields" << false;
        QTest::newRow("a primary key's columns") << "value.primary-key-columns" << false;
        QTest::newRow("a map's null key") << "json.map-null-key.literal" << false;
        QTest::newRow("RECORD_KEY") << "RECORD_KEY" << false;
        QTest::newRow("PARTITION_KEY") << "PARTITION_KEY" << false;
        QTest::newRow("Kerberos storeKey") << "storeKey" << false;
        QTest::newRow("a keytab") << "keyTab" << false;
        QTest::newRow("a keystore's location") << "properties.ssl.keystore.location" << false;
        QTest::newRow("PASSENGER_TOPIC") << "PASSENGER_TOPIC" << false;
        QTest::newRow("BOOTSTRAP_SERVERS") << "BOOTSTRAP_SERVERS" << false;
        QTest::newRow("topic") << "topic" << false;
    }
    void secretNamesAreFoundByTheirWords()
    {
        QFETCH(QString, name);
        QFETCH(bool, secret);
        QCOMPARE(optionKeyLooksSecret(name), secret);
    }
};

QTEST_GUILESS_MAIN(TestNames)
#include "test_names.moc"

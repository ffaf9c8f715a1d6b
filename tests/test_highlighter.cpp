// The highlighted DDL preview: the Flink SQL definition file, the word lists read from it, and
// what DdlView paints. The same source runs against KSyntaxHighlighting (Qt 5 + KF5 builds) and
// against the built-in FlinkSqlHighlighter (Qt 6 builds, where there is no KF6).

#include "ddlview.h"
#include "flinksqlhighlighter.h"
#include "findingcolour.h"
#include "flinksqlwords.h"
#include "sql/ddlreader.h"
#include "sql/flinktype.h"
#include "sql/reservedwords.h"
#include "sql/sqlquote.h"

#include <QTemporaryDir>
#include <QFileInfo>
#include <QFontDatabase>
#include <QFontMetricsF>
#include <QLabel>
#include <QPalette>
#include <QProcess>
#include <QScrollBar>
#include <QStandardPaths>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextLayout>
#include <QtTest>

#include <cmath>

#if defined(STREAMTABLE_HAVE_KSH)
#include <KSyntaxHighlighting/Definition>
#include <KSyntaxHighlighting/Repository>
#include <KSyntaxHighlighting/SyntaxHighlighter>
#include <KSyntaxHighlighting/Theme>
#endif

namespace {

const char sampleDdl[] = "CREATE TABLE `my``table` (`id` BIGINT NOT NULL COMMENT 'it''s', ts TIMESTAMP_LTZ(3), "
                         "x AS PROCTIME()) WITH ('connector' = 'kafka'); -- note";

// How a piece of text looks: what the tests compare.
struct Look
{
    QRgb color = 0;
    bool bold = false;
    bool italic = false;

    bool operator==(const Look &other) const
    {
        return color == other.color && bold == other.bold && italic == other.italic;
    }
    bool operator!=(const Look &other) const { return !(*this == other); }
    QString toString() const
    {
        return QStringLiteral("#%1%2%3")
            .arg(color, 8, 16, QLatin1Char('0'))
            .arg(bold ? QStringLiteral(" bold") : QString())
            .arg(italic ? QStringLiteral(" italic") : QString());
    }
};

char *toString(const Look &look)
{
    return qstrdup(qPrintable(look.toString()));
}

Look lookOf(const QTextCharFormat &format)
{
    Look look;
    look.color = format.hasProperty(QTextFormat::ForegroundBrush) ? format.foreground().color().rgba() : 0;
    look.bold = format.fontWeight() >= QFont::Bold;
    look.italic = format.fontItalic();
    return look;
}

// The highlighter's format at a position of a block (a default format where it set none).
QTextCharFormat formatAt(const QTextBlock &block, int position)
{
    QTextCharFormat result;
    const auto ranges = block.layout()->formats();
    for (const QTextLayout::FormatRange &range : ranges) {
        if (position >= range.start && position < range.start + range.length)
            result = range.format;
    }
    return result;
}

// The look of a token, if every one of its characters looks the same; else an error in *why.
bool uniformLook(const QTextBlock &block, const QString &token, Look *look, QString *why, int from = 0)
{
    const int start = block.text().indexOf(token, from);
    if (start < 0) {
        *why = QStringLiteral("%1 not in the block").arg(token);
        return false;
    }
    *look = lookOf(formatAt(block, start));
    for (int i = 1; i < token.size(); ++i) {
        const Look other = lookOf(formatAt(block, start + i));
        if (other != *look) {
            *why = QStringLiteral("%1: character %2 looks %3, the first %4")
                       .arg(token)
                       .arg(i)
                       .arg(other.toString(), look->toString());
            return false;
        }
    }
    return true;
}

// Waits until the highlighter has formatted the document's first block.
bool waitForHighlighting(const QTextDocument *document)
{
    return QTest::qWaitFor([document] { return !document->firstBlock().layout()->formats().isEmpty(); }, 5000);
}

// WCAG contrast ratio of two colours (1 to 21).
qreal contrast(const QColor &a, const QColor &b)
{
    const auto luminance = [](const QColor &c) {
        const auto channel = [](qreal v) { return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
        return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
    };
    const qreal la = luminance(a);
    const qreal lb = luminance(b);
    return (qMax(la, lb) + 0.05) / (qMin(la, lb) + 0.05);
}

QPalette paletteWith(const QColor &window, const QColor &base, const QColor &text, const QColor &highlight)
{
    QPalette palette;
    palette.setColor(QPalette::Window, window);
    palette.setColor(QPalette::Button, window);
    palette.setColor(QPalette::WindowText, text);
    palette.setColor(QPalette::ButtonText, text);
    palette.setColor(QPalette::Base, base);
    palette.setColor(QPalette::AlternateBase, window);
    palette.setColor(QPalette::Text, text);
    palette.setColor(QPalette::Highlight, highlight);
    palette.setColor(QPalette::HighlightedText, Qt::white);
    return palette;
}

QPalette lightPalette()
{
    return paletteWith(QColor(0xef, 0xf0, 0xf1), Qt::white, QColor(0x23, 0x26, 0x29), QColor(0x3d, 0xae, 0xe9));
}

QPalette darkPalette()
{
    return paletteWith(QColor(0x31, 0x36, 0x3b), QColor(0x23, 0x26, 0x29), QColor(0xef, 0xf0, 0xf1),
                       QColor(0x3d, 0xae, 0xe9));
}

// The kinds of token the sample DDL has, with the text that shows each.
const QList<QPair<QString, QString>> &sampleTokens()
{
    static const QList<QPair<QString, QString>> tokens = {
        {QStringLiteral("keyword"), QStringLiteral("CREATE")},
        {QStringLiteral("type"), QStringLiteral("BIGINT")},
        {QStringLiteral("function"), QStringLiteral("PROCTIME")},
        {QStringLiteral("string"), QStringLiteral("'it''s'")},
        {QStringLiteral("quoted identifier"), QStringLiteral("`my``table`")},
        {QStringLiteral("number"), QStringLiteral("3")},
        {QStringLiteral("comment"), QStringLiteral("-- note")},
    };
    return tokens;
}

} // namespace

class TestHighlighter : public QObject
{
    Q_OBJECT

private:
    // Looks of the sample's tokens in a highlighted document; fails the test on a mixed token.
    QMap<QString, Look> sampleLooks(const QTextDocument *document);
    void verifyOpaque(const QTextDocument *document);
    void verifyDistinct(const QMap<QString, Look> &looks);
    void verifyReadable(const QMap<QString, Look> &looks, const QColor &base);

private slots:
    void wordListsComeFromTheDefinition();
    void reservedWordsAreHighlighted();
    void typeParserReaderAndWriterWordsAgree();
    void wordListsAreDisjointUpperCaseAndUnique();
    void missingDefinitionGivesEmptyLists();
    void definitionValidatesAgainstSchema();
    void repositoryFindsDefinition();
    void viewIsReadOnlyMonospaceUnwrapped();
    void highlightsEachKindDistinctly();
    void darkPaletteChangesColours();
    void constructsAcrossLines_data();
    void constructsAcrossLines();
    void keepsScrollPosition();
    void editsOnlyWhatDiffers_data();
    void editsOnlyWhatDiffers();
    void editsBelowTheViewAreNotRepainted();
    void findingColoursAreReadable();
};

QMap<QString, Look> TestHighlighter::sampleLooks(const QTextDocument *document)
{
    QMap<QString, Look> looks;
    const QTextBlock block = document->firstBlock();
    for (const auto &token : sampleTokens()) {
        Look look;
        QString why;
        // The number is the 3 of TIMESTAMP_LTZ(3).
        const int from = token.second == QLatin1String("3") ? block.text().indexOf(QLatin1String("(3)")) : 0;
        if (!uniformLook(block, token.second, &look, &why, from))
            QTest::qFail(qPrintable(why), __FILE__, __LINE__);
        looks.insert(token.first, look);
    }
    return looks;
}

void TestHighlighter::verifyOpaque(const QTextDocument *document)
{
    int ranges = 0;
    for (QTextBlock block = document->firstBlock(); block.isValid(); block = block.next()) {
        const auto formats = block.layout()->formats();
        for (const QTextLayout::FormatRange &range : formats) {
            ++ranges;
            const QString where = QStringLiteral("block %1, \"%2\"")
                                      .arg(block.blockNumber())
                                      .arg(block.text().mid(range.start, range.length));
            QVERIFY2(range.format.hasProperty(QTextFormat::ForegroundBrush), qPrintable(where + QStringLiteral(": no foreground")));
            const QColor color = range.format.foreground().color();
            QVERIFY2(color.isValid(), qPrintable(where + QStringLiteral(": invalid colour")));
            QVERIFY2(color.alpha() == 255,
                     qPrintable(where + QStringLiteral(": alpha %1 (the KF5 no-theme bug paints alpha 0)").arg(color.alpha())));
        }
    }
    QVERIFY2(ranges > 0, "nothing was highlighted");
}

void TestHighlighter::verifyDistinct(const QMap<QString, Look> &looks)
{
    const QStringList kinds = looks.keys();
    for (int i = 0; i < kinds.size(); ++i) {
        for (int j = i + 1; j < kinds.size(); ++j) {
            QVERIFY2(looks.value(kinds[i]) != looks.value(kinds[j]),
                     qPrintable(QStringLiteral("%1 and %2 both look %3")
                                    .arg(kinds[i], kinds[j], looks.value(kinds[i]).toString())));
        }
    }
}

void TestHighlighter::verifyReadable(const QMap<QString, Look> &looks, const QColor &base)
{
    // Comments may be quieter than code, but nothing may fade into the background. 2.5 lets
    // Breeze Dark's own function purple (2.6) pass and catches a light theme's colours left on a
    // dark base (about 1 to 2.4), the mistake a theme that does not follow the palette makes.
    for (auto it = looks.cbegin(); it != looks.cend(); ++it) {
        const qreal ratio = contrast(QColor::fromRgba(it.value().color), base);
        QVERIFY2(ratio >= 2.5, qPrintable(QStringLiteral("%1 %2 on %3: contrast %4")
                                              .arg(it.key(), it.value().toString(), base.name())
                                              .arg(ratio, 0, 'f', 2)));
    }
}

void TestHighlighter::wordListsComeFromTheDefinition()
{
    const st::FlinkSqlWords &words = st::flinkSqlWords();
    for (const char *word : {"CREATE", "TABLE", "WATERMARK", "FOR", "METADATA", "VIRTUAL", "PRIMARY", "KEY", "NOT",
                             "ENFORCED", "PARTITIONED", "COMMENT", "NULL", "INTERVAL", "SECOND", "WITH"})
        QVERIFY2(words.keywords.contains(QLatin1String(word)), word);
    for (const char *word : {"BIGINT", "TIMESTAMP_LTZ", "DECIMAL", "STRING", "VARCHAR", "MULTISET", "ROW", "RAW", "BYTES"})
        QVERIFY2(words.types.contains(QLatin1String(word)), word);
    for (const char *word : {"PROCTIME", "CAST", "CURRENT_TIMESTAMP", "TO_TIMESTAMP"})
        QVERIFY2(words.functions.contains(QLatin1String(word)), word);
    // Read from the file, not compiled in: the source tree's file gives the same lists.
    const st::FlinkSqlWords fromSource =
        st::readFlinkSqlWords(QStringLiteral(ST_SOURCE_DIR "/forms/syntax/flinksql.xml"));
    QCOMPARE(fromSource.keywords, words.keywords);
    QCOMPARE(fromSource.types, words.types);
    QCOMPARE(fromSource.functions, words.functions);
    // Cached: the same object every time.
    QCOMPARE(&st::flinkSqlWords(), &words);
}

/// The reserved words the DDL reader refuses as bare names are all highlighted: one list of
/// words, not two that drift apart.
void TestHighlighter::reservedWordsAreHighlighted()
{
    const st::FlinkSqlWords &words = st::flinkSqlWords();
    const QStringList reserved = st::reservedWords();
    QCOMPARE(reserved.size(), 393); // Flink 1.18's parser (legacy-keys reference 2.2)
    for (const QString &word : reserved) {
        QVERIFY2(words.keywords.contains(word) || words.types.contains(word) || words.functions.contains(word), qPrintable(word));
        QVERIFY(st::isReservedWord(word.toLower()));
    }
    for (const char *word : {"KEY", "TYPE", "NAME", "FORMAT", "METADATA", "STATUS", "TOPIC"})
        QVERIFY2(!st::isReservedWord(QString::fromLatin1(word)), word);
}

// The four word lists (type parser, DDL reader, highlighter definition, writer) against each
// other: every word the type parser reacts to is highlighted, one that alone is a type as a
// type; a reserved one is refused by the reader as a bare name and read in back-ticks, and the
// writer writes it in back-ticks. The reader's clause words are listed here by hand (from
// Flink's CREATE TABLE grammar) and must be highlighted as keywords.
void TestHighlighter::typeParserReaderAndWriterWordsAgree()
{
    const st::FlinkSqlWords &words = st::flinkSqlWords();
    const QStringList typeWords = st::flinkTypeKeywords();
    QVERIFY(typeWords.contains(QStringLiteral("TIMESTAMP_LTZ")) && typeWords.contains(QStringLiteral("MULTISET")));
    for (const QString &word : typeWords) {
        QVERIFY2(words.types.contains(word) || words.keywords.contains(word), qPrintable(word + QStringLiteral(" is not highlighted")));
        st::FlinkType type;
        st::LocalizedText error;
        // NULL is also a type (Flink's NULL type) but mostly the word of NOT NULL and the
        // literal; the lists are disjoint, so it is a keyword.
        if (word != QLatin1String("NULL") && st::parseFlinkType(word, &type, &error))
            QVERIFY2(words.types.contains(word), qPrintable(word + QStringLiteral(" is a type but not highlighted as one")));
        const QString name = word.toLower();
        const QString quoted = st::quoteIdentifier(name);
        QCOMPARE(quoted, QLatin1Char('`') + name + QLatin1Char('`'));
        const QList<st::DdlStatement> asQuoted = st::readDdl(QStringLiteral("CREATE TABLE t (%1 INT) WITH ('connector' = 'kafka');").arg(quoted));
        QCOMPARE(asQuoted.size(), 1);
        QVERIFY2(asQuoted.at(0).kind == st::DdlStatement::Kind::CreateTable && asQuoted.at(0).table.columns.size() == 1
                     && asQuoted.at(0).table.columns.at(0).name == name,
                 qPrintable(word));
        const QList<st::DdlStatement> bare = st::readDdl(QStringLiteral("CREATE TABLE t (%1 INT) WITH ('connector' = 'kafka');").arg(name));
        QCOMPARE(bare.size(), 1);
        if (st::isReservedWord(name))
            QVERIFY2(bare.at(0).kind == st::DdlStatement::Kind::Failed, qPrintable(word + QStringLiteral(" is reserved but read as a bare name")));
    }
    for (const char *word : {"CREATE", "TABLE", "TEMPORARY", "IF", "NOT", "EXISTS", "WATERMARK", "FOR", "AS", "PRIMARY",
                             "KEY", "ENFORCED", "PARTITIONED", "BY", "COMMENT", "METADATA", "FROM", "VIRTUAL", "WITH",
                             "LIKE", "CONSTRAINT", "UNIQUE", "DISTRIBUTED", "REPLACE", "SET", "RESET", "INSERT",
                             "SELECT", "EXECUTE", "STATEMENT", "BEGIN", "END", "USE", "SHOW", "DROP", "ALTER"})
        QVERIFY2(words.keywords.contains(QLatin1String(word)), word);
}

void TestHighlighter::wordListsAreDisjointUpperCaseAndUnique()
{
    const st::FlinkSqlWords &words = st::flinkSqlWords();
    QHash<QString, QString> listOf;
    const QList<QPair<QString, QStringList>> lists = {{QStringLiteral("keywords"), words.keywords},
                                                      {QStringLiteral("types"), words.types},
                                                      {QStringLiteral("functions"), words.functions}};
    for (const auto &list : lists) {
        QVERIFY2(list.second.size() >= 20, qPrintable(list.first));
        for (const QString &word : list.second) {
            QVERIFY2(word == word.toUpper(), qPrintable(word));
            QVERIFY2(!listOf.contains(word),
                     qPrintable(QStringLiteral("%1 is in %2 and %3").arg(word, listOf.value(word), list.first)));
            listOf.insert(word, list.first);
        }
    }
}

void TestHighlighter::missingDefinitionGivesEmptyLists()
{
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("no-such-file\\.xml")));
    const st::FlinkSqlWords words = st::readFlinkSqlWords(QStringLiteral("/nonexistent/no-such-file.xml"));
    QVERIFY(words.keywords.isEmpty() && words.types.isEmpty() && words.functions.isEmpty());
}

void TestHighlighter::definitionValidatesAgainstSchema()
{
    // KSyntaxHighlighting's language.xsd of the release Debian 12 ships (tests/data/ksyntaxhighlighting/README.md);
    // STREAMTABLE_LANGUAGE_XSD names another copy (a newer release's) to check against.
    QString xsd = QString::fromLocal8Bit(qgetenv("STREAMTABLE_LANGUAGE_XSD"));
    if (xsd.isEmpty())
        xsd = QStringLiteral(ST_SOURCE_DIR "/tests/data/ksyntaxhighlighting/language.xsd");
    QVERIFY2(QFileInfo::exists(xsd), qPrintable(xsd));
    // Needed, never skipped: setup.sh installs it (libxml2-utils).
    const QString xmllint = QStandardPaths::findExecutable(QStringLiteral("xmllint"));
    QVERIFY2(!xmllint.isEmpty(), "xmllint not found (apt-get install libxml2-utils)");
    const auto validate = [&](const QString &definition) {
        QProcess process;
        process.start(xmllint, {QStringLiteral("--noout"), QStringLiteral("--schema"), xsd, definition});
        process.waitForFinished(30000);
        return process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0;
    };
    QVERIFY(validate(QStringLiteral(ST_SOURCE_DIR "/forms/syntax/flinksql.xml")));
    // And the check can fail: a definition with an attribute the schema does not know.
    QTemporaryDir dir;
    QFile in(QStringLiteral(ST_SOURCE_DIR "/forms/syntax/flinksql.xml"));
    QVERIFY(in.open(QIODevice::ReadOnly));
    QByteArray broken = in.readAll();
    QVERIFY(broken.contains("<language "));
    broken.replace("<language ", "<language colour=\"red\" ");
    QFile out(dir.filePath(QStringLiteral("broken.xml")));
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(broken);
    out.close();
    QVERIFY(!validate(out.fileName()));
}

void TestHighlighter::repositoryFindsDefinition()
{
    st::DdlView view;
#if defined(STREAMTABLE_HAVE_KSH)
    const KSyntaxHighlighting::Definition definition =
        st::DdlView::repository().definitionForName(st::flinkSqlDefinitionName());
    QVERIFY(definition.isValid());
    QCOMPARE(definition.name(), QStringLiteral("Flink SQL"));
    QCOMPARE(definition.filePath(), st::flinkSqlDefinitionFile());
    QVERIFY(definition.keywordList(QStringLiteral("types")).contains(QStringLiteral("TIMESTAMP_LTZ")));
    QCOMPARE(st::DdlView::repository().definitionForFileName(QStringLiteral("orders.flinksql")).name(),
             definition.name());
    // The view highlights with it, and had its theme before it highlighted anything.
    const auto *highlighter = view.findChild<KSyntaxHighlighting::SyntaxHighlighter *>();
    QVERIFY(highlighter);
    QCOMPARE(highlighter->definition().name(), definition.name());
    QVERIFY(highlighter->theme().isValid());
    // One repository for all views.
    QCOMPARE(&st::DdlView::repository(), &st::DdlView::repository());
#else
    QVERIFY(view.findChild<st::FlinkSqlHighlighter *>());
    QSKIP("built without KSyntaxHighlighting: the view uses the built-in FlinkSqlHighlighter");
#endif
}

void TestHighlighter::viewIsReadOnlyMonospaceUnwrapped()
{
    st::DdlView view;
    QVERIFY(view.isReadOnly());
    QCOMPARE(view.lineWrapMode(), QPlainTextEdit::NoWrap);
    QCOMPARE(view.font().family(), QFontDatabase::systemFont(QFontDatabase::FixedFont).family());
    QVERIFY(qFuzzyCompare(view.tabStopDistance(), 4 * QFontMetricsF(view.font()).horizontalAdvance(QLatin1Char(' '))));
    view.setDdl(QString::fromUtf8(sampleDdl));
    QCOMPARE(view.ddl(), QString::fromUtf8(sampleDdl));
}

void TestHighlighter::highlightsEachKindDistinctly()
{
    st::DdlView view; // the application's palette, as the designer shows it
    view.setDdl(QString::fromUtf8(sampleDdl));
    QVERIFY(waitForHighlighting(view.document()));

    verifyOpaque(view.document());
    const QMap<QString, Look> looks = sampleLooks(view.document());
    verifyDistinct(looks);
    verifyReadable(looks, view.palette().color(QPalette::Base));

    // The literal ends at its closing quote: the comma after it is not string.
    const QTextBlock block = view.document()->firstBlock();
    const int after = block.text().indexOf(QLatin1String("'it''s'")) + 7;
    QCOMPARE(block.text().at(after), QLatin1Char(','));
    QVERIFY(lookOf(formatAt(block, after)) != looks.value(QStringLiteral("string")));
    // Case does not matter for words; words inside strings and identifiers are not words.
    view.setDdl(QStringLiteral("create table t (a bigint) with ('table' = 'x') -- x"));
    QVERIFY(waitForHighlighting(view.document()));
    const QTextBlock lower = view.document()->firstBlock();
    QCOMPARE(lookOf(formatAt(lower, 0)), looks.value(QStringLiteral("keyword")));
    QCOMPARE(lookOf(formatAt(lower, lower.text().indexOf(QLatin1String("bigint")))), looks.value(QStringLiteral("type")));
    QCOMPARE(lookOf(formatAt(lower, lower.text().indexOf(QLatin1String("table'")))), looks.value(QStringLiteral("string")));
}

void TestHighlighter::darkPaletteChangesColours()
{
    st::DdlView view;
    view.setPalette(lightPalette());
    view.setDdl(QString::fromUtf8(sampleDdl));
    QVERIFY(waitForHighlighting(view.document()));
    const QMap<QString, Look> light = sampleLooks(view.document());
    verifyOpaque(view.document());
    verifyReadable(light, lightPalette().color(QPalette::Base));

    view.setPalette(darkPalette());
    QCoreApplication::processEvents();
    verifyOpaque(view.document());
    const QMap<QString, Look> dark = sampleLooks(view.document());
    verifyDistinct(dark);
    verifyReadable(dark, darkPalette().color(QPalette::Base));
    for (auto it = light.cbegin(); it != light.cend(); ++it) {
        QVERIFY2(dark.value(it.key()).color != it.value().color,
                 qPrintable(QStringLiteral("%1 keeps %2 on a dark palette").arg(it.key(), it.value().toString())));
    }

    // And back: the theme follows the palette both ways.
    view.setPalette(lightPalette());
    QCoreApplication::processEvents();
    verifyOpaque(view.document());
    QCOMPARE(sampleLooks(view.document()), light);
}

void TestHighlighter::constructsAcrossLines_data()
{
    QTest::addColumn<bool>("builtIn");
    QTest::newRow("DdlView") << false;
    QTest::newRow("FlinkSqlHighlighter") << true;
}

void TestHighlighter::constructsAcrossLines()
{
    QFETCH(bool, builtIn);
    const QString text = QStringLiteral("select 1.5e3, ts1 /* a comment\n"
                                        "with TABLE in it\n"
                                        "ends */ FROM t WHERE s = 'two\n"
                                        "line '' TABLE' AND `odd\n"
                                        "name` IS NOT NULL");
    st::DdlView view;
    QTextDocument plain;
    QTextDocument *document = view.document();
    if (builtIn) {
        plain.documentLayout(); // a document tells of changes (and so is highlighted) once it has one
        auto *highlighter = new st::FlinkSqlHighlighter(lightPalette(), &plain);
        highlighter->setDocument(&plain);
        document = &plain;
    }
    document->setPlainText(text);
    QVERIFY(waitForHighlighting(document));
    verifyOpaque(document);

    const QTextBlock first = document->firstBlock();
    const QTextBlock second = first.next();
    const QTextBlock third = second.next();
    const QTextBlock fourth = third.next();
    const QTextBlock fifth = fourth.next();
    const Look keyword = lookOf(formatAt(first, 0));
    const Look number = lookOf(formatAt(first, first.text().indexOf(QLatin1String("1.5e3"))));
    const Look comment = lookOf(formatAt(first, first.text().indexOf(QLatin1String("/*"))));
    const Look plainText = lookOf(formatAt(first, first.text().indexOf(QLatin1String("ts1"))));
    QVERIFY(keyword != plainText);
    QVERIFY(number != plainText);
    QVERIFY(comment != plainText && comment != keyword);
    Look look;
    QString why;
    QVERIFY2(uniformLook(first, QStringLiteral("1.5e3"), &look, &why), qPrintable(why));
    QVERIFY2(uniformLook(first, QStringLiteral("ts1"), &look, &why), qPrintable(why));
    QCOMPARE(look, plainText);
    // The block comment goes on across lines, words inside it included, and ends at */.
    QVERIFY2(uniformLook(first, QStringLiteral("/* a comment"), &look, &why), qPrintable(why));
    QVERIFY2(uniformLook(second, second.text(), &look, &why), qPrintable(why));
    QCOMPARE(look, comment);
    QVERIFY2(uniformLook(third, QStringLiteral("ends */"), &look, &why), qPrintable(why));
    QCOMPARE(look, comment);
    QCOMPARE(lookOf(formatAt(third, third.text().indexOf(QLatin1String("FROM")))), keyword);
    // So do a string literal (with a doubled quote) and a quoted identifier.
    const Look string = lookOf(formatAt(third, third.text().indexOf(QLatin1Char('\''))));
    QVERIFY(string != plainText && string != comment);
    QVERIFY2(uniformLook(fourth, QStringLiteral("line '' TABLE'"), &look, &why), qPrintable(why));
    QCOMPARE(look, string);
    QCOMPARE(lookOf(formatAt(fourth, fourth.text().indexOf(QLatin1String("AND")))), keyword);
    const Look identifier = lookOf(formatAt(fourth, fourth.text().indexOf(QLatin1Char('`'))));
    QVERIFY2(uniformLook(fifth, QStringLiteral("name`"), &look, &why), qPrintable(why));
    QCOMPARE(look, identifier);
    QCOMPARE(lookOf(formatAt(fifth, fifth.text().indexOf(QLatin1String("NULL")))), keyword);
}

void TestHighlighter::keepsScrollPosition()
{
    st::DdlView view;
    view.resize(320, 200);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QStringList lines;
    for (int i = 0; i < 200; ++i)
        lines << QStringLiteral("  `column_%1` DECIMAL(10, 2) COMMENT 'a rather long comment that needs scrolling %1',").arg(i);
    view.setDdl(lines.join(QLatin1Char('\n')));
    QScrollBar *vertical = view.verticalScrollBar();
    QScrollBar *horizontal = view.horizontalScrollBar();
    QTRY_VERIFY(vertical->maximum() > 100);
    QTRY_VERIFY(horizontal->maximum() > 50);
    vertical->setValue(120);
    horizontal->setValue(40);

    lines[150] = QStringLiteral("  `renamed` STRING,");
    view.setDdl(lines.join(QLatin1Char('\n')));
    QCoreApplication::processEvents();
    QCOMPARE(vertical->value(), 120);
    QCOMPARE(horizontal->value(), 40);
    QCOMPARE(view.ddl(), lines.join(QLatin1Char('\n')));
}

void TestHighlighter::editsOnlyWhatDiffers_data()
{
    const QString base = QStringLiteral("CREATE TABLE `orders` (\n"
                                        "  `id` BIGINT COMMENT 'the id',\n"
                                        "  `name` STRING COMMENT 'who \U0001F600',\n"
                                        "  `ts` TIMESTAMP(3)\n"
                                        ")\n"
                                        "WITH (\n"
                                        "  'connector' = 'kafka',\n"
                                        "  'topic' = 'orders'\n"
                                        "); -- done");
    QString word = base;
    word.replace(QStringLiteral("'orders'"), QStringLiteral("'orders_v2'"));
    QString comment = base;
    comment.replace(QStringLiteral("  `name`"), QStringLiteral("  /* `name`")); // open to the end
    QString quote = base;
    quote.replace(QStringLiteral("'the id'"), QStringLiteral("'the id")); // unbalanced from here on
    QString emoji = base;
    emoji.replace(QStringLiteral("\U0001F600"), QStringLiteral("\U0001F603")); // same high surrogate
    QString lines = base;
    lines.replace(QStringLiteral("  `ts` TIMESTAMP(3)\n"), QStringLiteral("  `ts` TIMESTAMP(3),\n  `a` INT,\n  `b` INT\n"));
    QTest::addColumn<QString>("before");
    QTest::addColumn<QString>("after");
    QTest::newRow("a word") << base << word;
    QTest::newRow("a comment opened") << base << comment;
    QTest::newRow("and closed again") << comment << base;
    QTest::newRow("a quote opened") << base << quote;
    QTest::newRow("one character of an emoji") << base << emoji;
    QTest::newRow("lines added") << base << lines;
    QTest::newRow("lines removed") << lines << base;
    QTest::newRow("a line appended") << base << base + QStringLiteral("\n-- more");
    QTest::newRow("to nothing") << base << QString();
    QTest::newRow("from nothing") << QString() << base;
}

void TestHighlighter::editsOnlyWhatDiffers()
{
    QFETCH(QString, before);
    QFETCH(QString, after);
    st::DdlView view;
    view.setDdl(before);
    QVERIFY(before.isEmpty() || waitForHighlighting(view.document()));
    int changes = 0;
    int added = 0;
    connect(view.document(), &QTextDocument::contentsChange, &view, [&](int, int, int charsAdded) {
        ++changes;
        added += charsAdded;
    });
    view.setDdl(after);
    QCOMPARE(view.ddl(), after);
    QCOMPARE(changes, 1);
    // What the two texts share at their start and end is kept: at most the middle that differs
    // is written, one more character on each side to keep a surrogate pair whole.
    int prefix = 0;
    while (prefix < before.size() && prefix < after.size() && before.at(prefix) == after.at(prefix))
        ++prefix;
    int suffix = 0;
    while (suffix < before.size() - prefix && suffix < after.size() - prefix
           && before.at(before.size() - 1 - suffix) == after.at(after.size() - 1 - suffix))
        ++suffix;
    QVERIFY2(added <= after.size() - prefix - suffix + 2, qPrintable(QStringLiteral("%1 characters written").arg(added)));

    // The colours are those of a view given the new text at once, on every line. KSyntaxHighlighting
    // (KF5) colours the lines after a changed state from queued calls, so the view may need a
    // moment of the event loop to catch up.
    st::DdlView fresh;
    fresh.setDdl(after);
    QVERIFY(after.isEmpty() || waitForHighlighting(fresh.document()));
    QCOMPARE(view.document()->blockCount(), fresh.document()->blockCount());
    const auto firstDifference = [&]() -> QString {
        for (QTextBlock a = view.document()->firstBlock(), b = fresh.document()->firstBlock(); a.isValid(); a = a.next(), b = b.next()) {
            if (a.text() != b.text())
                return QStringLiteral("line %1 reads %2, not %3").arg(a.blockNumber() + 1).arg(a.text(), b.text());
            for (int i = 0; i < a.length() - 1; ++i) {
                if (!(lookOf(formatAt(a, i)) == lookOf(formatAt(b, i))))
                    return QStringLiteral("line %1, column %2: %3").arg(a.blockNumber() + 1).arg(i + 1).arg(a.text());
            }
        }
        return QString();
    };
    (void)QTest::qWaitFor([&] { return firstDifference().isEmpty(); }, 5000);
    const QString difference = firstDifference();
    QVERIFY2(difference.isEmpty(), qPrintable(difference));
}

namespace {
/// Counts the paint events a widget gets.
class PaintCounter : public QObject
{
public:
    explicit PaintCounter(QWidget *widget) { widget->installEventFilter(this); }
    int count = 0;

protected:
    bool eventFilter(QObject *, QEvent *event) override
    {
        if (event->type() == QEvent::Paint)
            ++count;
        return false;
    }
};
}

// A keystroke in a table's option changes the WITH clause at the end of a long DDL: the preview
// must not repaint (shape every visible line again) for a change it does not show, and must
// still scroll to, show and colour what changed.
void TestHighlighter::editsBelowTheViewAreNotRepainted()
{
    QStringList lines{QStringLiteral("CREATE TABLE `t` (")};
    for (int i = 0; i < 100; ++i)
        lines << QStringLiteral("  `c%1` STRING,").arg(i);
    lines << QStringLiteral("  `last` INT") << QStringLiteral(") WITH (") << QStringLiteral("  'topic' = 'a'") << QStringLiteral(");");
    st::DdlView view;
    view.resize(400, 200);
    view.setDdl(lines.join(QLatin1Char('\n')));
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QVERIFY(waitForHighlighting(view.document()));
    QCOMPARE(view.verticalScrollBar()->value(), 0); // shown from its first line
    QCoreApplication::processEvents();
    const int maximum = view.verticalScrollBar()->maximum();
    QVERIFY(maximum > 50); // the WITH clause is far below the view
    PaintCounter paints(view.viewport());

    // A value changed on its line: nothing shown changed.
    lines[lines.size() - 2] = QStringLiteral("  'topic' = 'ab'");
    view.setDdl(lines.join(QLatin1Char('\n')));
    QCoreApplication::processEvents();
    QCoreApplication::processEvents();
    QCOMPARE(paints.count, 0);
    QCOMPARE(view.ddl(), lines.join(QLatin1Char('\n')));

    // Two lines added at the end: the scroll bar covers them. (An edit that changes the number of
    // lines may repaint once, as the scroll bars are laid out again.)
    lines[lines.size() - 2] = QStringLiteral("  'topic' = 'ab',\n  'format' = 'json',\n  'x' = 'y'");
    view.setDdl(lines.join(QLatin1Char('\n')));
    QCoreApplication::processEvents();
    QCoreApplication::processEvents();
    QCOMPARE(view.ddl(), lines.join(QLatin1Char('\n')));
    QCOMPARE(view.verticalScrollBar()->maximum(), maximum + 2);

    // Scrolled to the end, the new lines are shown and coloured as a fresh view colours them.
    view.verticalScrollBar()->setValue(view.verticalScrollBar()->maximum());
    QCoreApplication::processEvents();
    QVERIFY(paints.count > 0);
    const QTextBlock format = view.document()->findBlockByNumber(view.document()->blockCount() - 3);
    QCOMPARE(format.text(), QStringLiteral("  'format' = 'json',"));
    QVERIFY(view.cursorForPosition(QPoint(0, view.viewport()->height() - 1)).blockNumber() >= format.blockNumber());
    st::DdlView fresh;
    fresh.setDdl(view.ddl());
    QVERIFY(waitForHighlighting(fresh.document()));
    const QTextBlock freshFormat = fresh.document()->findBlockByNumber(format.blockNumber());
    for (int i = 0; i < format.length() - 1; ++i)
        QVERIFY2(lookOf(formatAt(format, i)) == lookOf(formatAt(freshFormat, i)), qPrintable(QString::number(i)));

    // A change in view is painted.
    view.verticalScrollBar()->setValue(view.verticalScrollBar()->maximum());
    QCoreApplication::processEvents();
    paints.count = 0;
    lines[lines.size() - 3] = QStringLiteral(") WITH ( -- changed");
    view.setDdl(lines.join(QLatin1Char('\n')));
    QVERIFY(QTest::qWaitFor([&] { return paints.count > 0; }, 2000));
    QCOMPARE(view.ddl(), lines.join(QLatin1Char('\n')));

    // The line grown wider than any other: as for any text QPlainTextEdit is given, the horizontal
    // scroll bar reaches to the end of a line once the line is laid out, shown or scrolled to.
    view.verticalScrollBar()->setValue(0);
    QTest::qWait(50);
    paints.count = 0;
    const int wideBefore = view.horizontalScrollBar()->maximum();
    lines[lines.size() - 2] = QStringLiteral("  'topic' = '%1',\n  'format' = 'json',\n  'x' = 'y'").arg(QString(300, QLatin1Char('x')));
    view.setDdl(lines.join(QLatin1Char('\n')));
    QCoreApplication::processEvents();
    QCoreApplication::processEvents();
    QCOMPARE(paints.count, 0);
    view.verticalScrollBar()->setValue(view.verticalScrollBar()->maximum());
    QCoreApplication::processEvents();
    QVERIFY2(view.horizontalScrollBar()->maximum() > wideBefore + 200,
             qPrintable(QStringLiteral("%1 -> %2").arg(wideBefore).arg(view.horizontalScrollBar()->maximum())));
}

// The colours of the forms' error and warning texts, on a light and on a dark window, read at
// WCAG's AA contrast for normal text (4.5), and the error is not the warning.
void TestHighlighter::findingColoursAreReadable()
{
    for (const QColor &window : {QColor(Qt::white), QColor(0xef, 0xf0, 0xf1), QColor(0x23, 0x26, 0x29), QColor(Qt::black)}) {
        QLabel error;
        QLabel warning;
        for (QLabel *label : {&error, &warning}) {
            QPalette palette = label->palette();
            palette.setColor(QPalette::Window, window);
            label->setPalette(palette);
        }
        st::colourAsFinding(&error, st::Severity::Error);
        st::colourAsFinding(&warning, st::Severity::Warning);
        const QColor e = error.palette().color(QPalette::WindowText);
        const QColor w = warning.palette().color(QPalette::WindowText);
        QVERIFY2(contrast(e, window) >= 4.5, qPrintable(QStringLiteral("%1 on %2: %3").arg(e.name(), window.name()).arg(contrast(e, window))));
        QVERIFY2(contrast(w, window) >= 4.5, qPrintable(QStringLiteral("%1 on %2: %3").arg(w.name(), window.name()).arg(contrast(w, window))));
        QVERIFY(e != w);
    }
}

QTEST_MAIN(TestHighlighter)
#include "test_highlighter.moc"

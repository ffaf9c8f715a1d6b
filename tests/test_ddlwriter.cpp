// DDL writer: golden files (one folder per case under golden/ddl, spec.json plus one
// <dialect>.sql per dialect), quoting of awkward names, determinism, and a lexer check that
// the output tokenizes as Flink SQL with every name and value surviving the round trip.
//
// To refresh the golden files after an intended change: tests/refresh-golden.sh, then read
// the diff by eye before committing it.

#include "ddlwriter.h"
#include "sqlquote.h"
#include "testsupport.h"

#include <QDir>

using namespace st;

namespace {

QString goldenRoot()
{
    return QStringLiteral(ST_TEST_DATA_DIR "/golden/ddl");
}

bool refreshing()
{
    return qEnvironmentVariableIsSet("ST_REFRESH_GOLDEN");
}

struct Token
{
    enum Kind { Word, Identifier, Literal, Symbol } kind;
    QString text; ///< decoded: identifiers and literals without quotes, doubled quotes undone
};

/// A small Flink SQL lexer: enough to prove quoting is balanced and reversible.
bool tokenize(const QString &sql, QList<Token> *out, QString *error)
{
    int i = 0;
    const int n = sql.size();
    while (i < n) {
        const QChar c = sql.at(i);
        if (c.isSpace()) {
            ++i;
        } else if (c == QLatin1Char('`') || c == QLatin1Char('\'')) {
            QString text;
            int j = i + 1;
            bool closed = false;
            while (j < n) {
                if (sql.at(j) == c) {
                    if (j + 1 < n && sql.at(j + 1) == c) {
                        text += c;
                        j += 2;
                        continue;
                    }
                    closed = true;
                    break;
                }
                text += sql.at(j++);
            }
            if (!closed) {
                *error = QStringLiteral("unterminated quote at %1").arg(i);
                return false;
            }
            out->append({c == QLatin1Char('`') ? Token::Identifier : Token::Literal, text});
            i = j + 1;
        } else if (c.isLetterOrNumber() || c == QLatin1Char('_')) {
            int j = i;
            while (j < n && (sql.at(j).isLetterOrNumber() || sql.at(j) == QLatin1Char('_') || sql.at(j) == QLatin1Char('.')))
                ++j;
            out->append({Token::Word, sql.mid(i, j - i)});
            i = j;
        } else {
            out->append({Token::Symbol, QString(c)});
            ++i;
        }
    }
    return true;
}

} // namespace

class TestDdlWriter : public QObject
{
    Q_OBJECT

private:
    SchemaRegistry m_registry = SchemaRegistry::loadDefault();

private Q_SLOTS:
    void golden_data()
    {
        QTest::addColumn<QString>("caseDir");
        QTest::addColumn<QString>("dialect");
        const QDir root(goldenRoot());
        const QStringList cases = root.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
        QVERIFY2(cases.size() >= 10, "golden cases are missing");
        for (const QString &c : cases) {
            const QStringList sqlFiles = QDir(root.filePath(c)).entryList({QStringLiteral("*.sql")}, QDir::Files, QDir::Name);
            QVERIFY2(!sqlFiles.isEmpty(), qPrintable(c + QStringLiteral(" has no expected .sql file")));
            for (const QString &file : sqlFiles) {
                const QString dialect = file.chopped(4);
                QTest::newRow(qPrintable(c + QLatin1Char('/') + dialect)) << root.filePath(c) << dialect;
            }
        }
    }
    void golden()
    {
        QFETCH(QString, caseDir);
        QFETCH(QString, dialect);
        TableSpec spec;
        QString error;
        QVERIFY2(TableSpec::fromJsonText(testsupport::readFile(caseDir + QStringLiteral("/spec.json")), &spec, &error), qPrintable(error));
        QString ddl;
        QVERIFY2(DdlWriter(m_registry).write(spec, dialect, &ddl, &error), qPrintable(error));
        const QString expectedPath = caseDir + QLatin1Char('/') + dialect + QStringLiteral(".sql");
        if (refreshing()) {
            QFile f(expectedPath);
            QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
            f.write(ddl.toUtf8());
            return;
        }
        QCOMPARE(ddl, QString::fromUtf8(testsupport::readFile(expectedPath)));
    }

    /// Every example in schemas/examples has a golden case, so none goes unreviewed.
    void everyExampleIsGolden()
    {
        const QStringList examples = QDir(testsupport::sourcePath(QStringLiteral("schemas/examples")))
                                         .entryList({QStringLiteral("*.json")}, QDir::Files);
        for (const QString &e : examples) {
            const QString caseDir = goldenRoot() + QLatin1Char('/') + e.chopped(5);
            QVERIFY2(QFile::exists(caseDir + QStringLiteral("/flink.sql")), qPrintable(QStringLiteral("no golden case for ") + e));
            QCOMPARE(testsupport::readFile(caseDir + QStringLiteral("/spec.json")),
                     testsupport::readFile(testsupport::sourcePath(QStringLiteral("schemas/examples/")) + e));
        }
    }

    void quoting_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("identifier");
        QTest::addColumn<QString>("literal");
        QTest::newRow("plain") << "orders" << "`orders`" << "'orders'";
        QTest::newRow("backtick") << "a`b" << "`a``b`" << "'a`b'";
        QTest::newRow("quote") << "it's" << "`it's`" << "'it''s'";
        QTest::newRow("both doubled") << "``''" << "`````''`" << "'``'''''";
        QTest::newRow("reserved word") << "timestamp" << "`timestamp`" << "'timestamp'";
        QTest::newRow("space") << "order id" << "`order id`" << "'order id'";
        QTest::newRow("newline") << "a\nb" << "`a\nb`" << "'a\nb'";
        QTest::newRow("chinese") << QStringLiteral("订单") << QStringLiteral("`订单`") << QStringLiteral("'订单'");
        QTest::newRow("backslash kept") << "\\n" << "`\\n`" << "'\\n'";
    }
    void quoting()
    {
        QFETCH(QString, text);
        QFETCH(QString, identifier);
        QFETCH(QString, literal);
        QCOMPARE(quoteIdentifier(text), identifier);
        QCOMPARE(quoteLiteral(text), literal);
    }

    /// Names and values of every sort survive: the DDL tokenizes, and decoding its quoted
    /// tokens gives back exactly the spec's names, comments, option keys and values.
    void roundTripsThroughLexer_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("backticks") << "a`b``c";
        QTest::newRow("quotes") << "it's 'quoted'";
        QTest::newRow("spaces") << " lead and trail ";
        QTest::newRow("chinese") << QStringLiteral("订单明细");
        QTest::newRow("reserved") << "table";
        QTest::newRow("newline") << "line1\nline2";
        QTest::newRow("huge") << QString(10000, QLatin1Char('x'));
    }
    void roundTripsThroughLexer()
    {
        QFETCH(QString, name);
        TableSpec spec = testsupport::example(QStringLiteral("kafka-source"));
        spec.name = name;
        spec.comment = name + QStringLiteral(" comment");
        spec.columns[0].name = name;
        spec.columns[0].comment = name;
        spec.options.insert(QStringLiteral("properties.client.id"), name);
        const QString ddl = DdlWriter(m_registry).write(spec);
        QList<Token> tokens;
        QString error;
        QVERIFY2(tokenize(ddl, &tokens, &error), qPrintable(error));

        QStringList identifiers;
        QStringList literals;
        int depth = 0;
        for (const Token &t : tokens) {
            if (t.kind == Token::Identifier)
                identifiers << t.text;
            else if (t.kind == Token::Literal)
                literals << t.text;
            else if (t.text == QLatin1String("("))
                ++depth;
            else if (t.text == QLatin1String(")"))
                QVERIFY(--depth >= 0);
        }
        QCOMPARE(depth, 0);
        QCOMPARE(tokens.last().text, QStringLiteral(";"));
        QCOMPARE(identifiers.value(0), name);
        QCOMPARE(identifiers.value(1), name);
        QVERIFY(literals.contains(name));
        QVERIFY(literals.contains(name + QStringLiteral(" comment")));
        // WITH entries come in key/value pairs after the 'connector' key.
        const int with = literals.indexOf(QStringLiteral("connector"));
        QVERIFY(with >= 0);
        for (auto it = spec.options.cbegin(); it != spec.options.cend(); ++it) {
            const int k = literals.indexOf(it.key(), with);
            QVERIFY2(k >= 0, qPrintable(it.key()));
            QCOMPARE(literals.value(k + 1), it.value());
        }
    }

    void isDeterministic()
    {
        // Options inserted in a different order give byte-identical DDL.
        TableSpec a = testsupport::example(QStringLiteral("kafka-large"));
        TableSpec b = a;
        b.options.clear();
        const QStringList keys = a.options.keys();
        for (auto it = keys.crbegin(); it != keys.crend(); ++it)
            b.options.insert(*it, a.options.value(*it));
        const DdlWriter writer(m_registry);
        QCOMPARE(writer.write(a).toUtf8(), writer.write(b).toUtf8());
        QCOMPARE(writer.write(a).toUtf8(), writer.write(a).toUtf8());
    }

    void optionsInSchemaOrderThenUnknownSorted()
    {
        TableSpec spec = testsupport::example(QStringLiteral("kafka-source"));
        spec.options.insert(QStringLiteral("zz.custom"), QStringLiteral("1"));
        spec.options.insert(QStringLiteral("aa.custom"), QStringLiteral("2"));
        const QString ddl = DdlWriter(m_registry).write(spec);
        const int connector = ddl.indexOf(QStringLiteral("'connector' = 'kafka'"));
        const int topic = ddl.indexOf(QStringLiteral("'topic' = "));
        const int format = ddl.indexOf(QStringLiteral("'format' = "));
        const int aa = ddl.indexOf(QStringLiteral("'aa.custom'"));
        const int zz = ddl.indexOf(QStringLiteral("'zz.custom'"));
        QVERIFY(connector >= 0 && connector < topic && topic < format && format < aa && aa < zz);
    }

    void hdfsBecomesFilesystemInFlink()
    {
        const TableSpec spec = testsupport::example(QStringLiteral("hdfs-csv-source"));
        const QString ddl = DdlWriter(m_registry).write(spec, QStringLiteral("flink"));
        QVERIFY(ddl.contains(QStringLiteral("'connector' = 'filesystem'")));
        QVERIFY(ddl.contains(QStringLiteral("'format' = 'csv'")));
        QVERIFY(ddl.contains(QStringLiteral("'csv.field-delimiter' = '|'")));
        QVERIFY(!ddl.contains(QStringLiteral("lineDelimiter")));
        // isContinuousStream defaults to true: the Flink form monitors the folder.
        QVERIFY(ddl.contains(QStringLiteral("'source.monitor-interval'")));
        TableSpec bounded = spec;
        bounded.options.insert(QStringLiteral("isContinuousStream"), QStringLiteral("false"));
        QVERIFY(!DdlWriter(m_registry).write(bounded).contains(QStringLiteral("source.monitor-interval")));
        TableSpec orc = spec;
        orc.options.insert(QStringLiteral("type"), QStringLiteral("orc"));
        QVERIFY(!DdlWriter(m_registry).write(orc).contains(QStringLiteral("csv.field-delimiter")));
    }

    void blinkKeepsLegacyKeys()
    {
        const TableSpec spec = testsupport::example(QStringLiteral("hdfs-csv-source"));
        const QString ddl = DdlWriter(m_registry).write(spec, QStringLiteral("blink"));
        QVERIFY(!ddl.contains(QStringLiteral("connector")));
        QVERIFY(ddl.contains(QStringLiteral("type = 'csv'")));
        QVERIFY(ddl.contains(QStringLiteral("fieldDelimiter = '|'")));
        QVERIFY(ddl.contains(QStringLiteral("lineDelimiter = '\\n'")));
    }

    void refusesUnknownConnectorAndDialect()
    {
        TableSpec spec = testsupport::example(QStringLiteral("kafka-source"));
        QString ddl;
        QString error;
        QVERIFY(!DdlWriter(m_registry).write(spec, QStringLiteral("blink"), &ddl, &error));
        QVERIFY2(error.contains(QStringLiteral("blink")), qPrintable(error));
        spec.connector = QStringLiteral("pulsar");
        QVERIFY(!DdlWriter(m_registry).write(spec, QStringLiteral("flink"), &ddl, &error));
        QVERIFY2(error.contains(QStringLiteral("pulsar")), qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(TestDdlWriter)
#include "test_ddlwriter.moc"

#include "sql/flinktype.h"

#include <QtTest>

#include <random>

using st::FlinkType;
using st::LocalizedText;
using Family = st::FlinkType::Family;

Q_DECLARE_METATYPE(st::FlinkType::Family)

namespace {

// Checks what every failed parse must give: a message in both languages with a position.
void verifyErrorIsComplete(const QString &input, const LocalizedText &error)
{
    QVERIFY2(!error.en.isEmpty(), qPrintable(input));
    QVERIFY2(!error.zh.isEmpty(), qPrintable(input));
    QVERIFY2(error.en.contains(QLatin1String("(at ")), qPrintable(error.en));
    QVERIFY2(error.zh.contains(QString::fromUtf8("（位置 ")), qPrintable(error.zh));
}

// Parses without crashing and checks the result is coherent either way: an error is complete,
// and a success's canonical spelling parses again to itself. Counts the successes.
void verifyParsesSafely(const QString &input, int *successes = nullptr)
{
    FlinkType type;
    LocalizedText error;
    if (!st::parseFlinkType(input, &type, &error)) {
        verifyErrorIsComplete(input, error);
        return;
    }
    QVERIFY2(!type.canonical.isEmpty(), qPrintable(input));
    FlinkType again;
    QVERIFY2(st::parseFlinkType(type.canonical, &again, &error), qPrintable(type.canonical));
    QCOMPARE(again.canonical, type.canonical);
    QCOMPARE(again.family, type.family);
    if (successes)
        ++*successes;
}

QString repeated(const char *piece, int times)
{
    return QString::fromLatin1(piece).repeated(times);
}

} // namespace

class TestFlinkType : public QObject
{
    Q_OBJECT

private slots:
    void validTypes_data();
    void validTypes();
    void canonicalIsStable_data() { validTypes_data(); }
    void canonicalIsStable();
    void invalidTypes_data();
    void invalidTypes();
    void errorsAreBilingual_data() { invalidTypes_data(); }
    void errorsAreBilingual();
    void exampleMessage();
    void innerRoots();
    void nullOutputsAreAllowed();
    void errorLeavesOutputAlone();
    void randomStringsDoNotCrash();
    void prefixesDoNotCrash_data();
    void prefixesDoNotCrash();
    void layOut_data();
    void layOut();
    void oneLine_data();
    void oneLine();
};

void TestFlinkType::validTypes_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<Family>("family");
    QTest::addColumn<QString>("root");
    QTest::addColumn<int>("precision");
    QTest::addColumn<int>("scale");
    QTest::addColumn<bool>("nullable");
    QTest::addColumn<QString>("canonical");

    const auto row = [](const char *input, Family family, const char *root, int precision, int scale,
                        bool nullable, const char *canonical) {
        QTest::newRow(input) << QString::fromUtf8(input) << family << QString::fromLatin1(root) << precision
                             << scale << nullable << QString::fromUtf8(canonical);
    };

    // Character and binary strings: length as declared; without one, CHAR and BINARY 1
    // (Calcite's default length) and VARCHAR and VARBINARY the maximum, as STRING and BYTES: in a
    // CREATE TABLE the planner's FlinkTypeSystem.getDefaultPrecision says
    //     case VARCHAR: case VARBINARY: return Integer.MAX_VALUE;
    // (flink-table-planner, .../calcite/FlinkTypeSystem.java, 1.18 to 2.1).
    row("CHAR", Family::Character, "CHAR", 1, -1, true, "CHAR");
    row("char(10)", Family::Character, "CHAR", 10, -1, true, "CHAR(10)");
    row("CHAR(007)", Family::Character, "CHAR", 7, -1, true, "CHAR(7)");
    row("varchar", Family::Character, "VARCHAR", 2147483647, -1, true, "VARCHAR");
    row("VARBINARY", Family::Binary, "VARBINARY", 2147483647, -1, true, "VARBINARY");
    row("VARCHAR(2147483647)", Family::Character, "VARCHAR", 2147483647, -1, true, "VARCHAR(2147483647)");
    row("string not null", Family::Character, "STRING", 2147483647, -1, false, "STRING NOT NULL");
    row("BINARY", Family::Binary, "BINARY", 1, -1, true, "BINARY");
    // Flink 2.1's VARIANT (FLIP-521: "VARIANT" with no parameters; LogicalTypeRoot.VARIANT).
    row("variant", Family::Variant, "VARIANT", -1, -1, true, "VARIANT");
    row("VARIANT NOT NULL", Family::Variant, "VARIANT", -1, -1, false, "VARIANT NOT NULL");
    row("binary(16)", Family::Binary, "BINARY", 16, -1, true, "BINARY(16)");
    row("VarBinary( 100 )", Family::Binary, "VARBINARY", 100, -1, true, "VARBINARY(100)");
    row("BYTES", Family::Binary, "BYTES", 2147483647, -1, true, "BYTES");

    // Exact numerics; aliases keep their spelling.
    row("decimal( 10 ,2 )  not null", Family::Decimal, "DECIMAL", 10, 2, false, "DECIMAL(10, 2) NOT NULL");
    row("DECIMAL", Family::Decimal, "DECIMAL", 10, 0, true, "DECIMAL");
    row("dec(5)", Family::Decimal, "DECIMAL", 5, 0, true, "DEC(5)");
    row("NUMERIC(38, 38)", Family::Decimal, "DECIMAL", 38, 38, true, "NUMERIC(38, 38)");
    row("DECIMAL(1,0)", Family::Decimal, "DECIMAL", 1, 0, true, "DECIMAL(1, 0)");
    row("tinyint", Family::Integer, "TINYINT", -1, -1, true, "TINYINT");
    row("SMALLINT", Family::Integer, "SMALLINT", -1, -1, true, "SMALLINT");
    row("INT", Family::Integer, "INT", -1, -1, true, "INT");
    row("integer", Family::Integer, "INT", -1, -1, true, "INTEGER");
    row("BIGINT NULL", Family::Integer, "BIGINT", -1, -1, true, "BIGINT NULL");
    row("\tbigint\n NOT\r\nNULL ", Family::Integer, "BIGINT", -1, -1, false, "BIGINT NOT NULL");

    // Approximate numerics and the rest of the simple types.
    row("FLOAT", Family::Float, "FLOAT", -1, -1, true, "FLOAT");
    row("double", Family::Float, "DOUBLE", -1, -1, true, "DOUBLE");
    row("double  precision not null", Family::Float, "DOUBLE", -1, -1, false, "DOUBLE PRECISION NOT NULL");
    row("BOOLEAN NOT NULL", Family::Boolean, "BOOLEAN", -1, -1, false, "BOOLEAN NOT NULL");
    row("date", Family::Date, "DATE", -1, -1, true, "DATE");
    row("NULL", Family::Null, "NULL", -1, -1, true, "NULL");
    row("null null", Family::Null, "NULL", -1, -1, true, "NULL NULL");

    // Time and timestamps.
    row("TIME", Family::Time, "TIME", 0, -1, true, "TIME");
    row("time(9)", Family::Time, "TIME", 9, -1, true, "TIME(9)");
    row("time(3) without time zone", Family::Time, "TIME", 3, -1, true, "TIME(3) WITHOUT TIME ZONE");
    row("TIMESTAMP", Family::Timestamp, "TIMESTAMP", 6, -1, true, "TIMESTAMP");
    row("TIMESTAMP(0)", Family::Timestamp, "TIMESTAMP", 0, -1, true, "TIMESTAMP(0)");
    row("timestamp(3) without time zone", Family::Timestamp, "TIMESTAMP", 3, -1, true,
        "TIMESTAMP(3) WITHOUT TIME ZONE");
    row("TIMESTAMP WITH TIME ZONE", Family::Timestamp, "TIMESTAMP", 6, -1, true, "TIMESTAMP WITH TIME ZONE");
    row("timestamp(3) with local time zone", Family::TimestampLtz, "TIMESTAMP_LTZ", 3, -1, true,
        "TIMESTAMP(3) WITH LOCAL TIME ZONE");
    row("TIMESTAMP WITH LOCAL TIME ZONE NOT NULL", Family::TimestampLtz, "TIMESTAMP_LTZ", 6, -1, false,
        "TIMESTAMP WITH LOCAL TIME ZONE NOT NULL");
    row("TIMESTAMP_LTZ(3)", Family::TimestampLtz, "TIMESTAMP_LTZ", 3, -1, true, "TIMESTAMP_LTZ(3)");
    row("timestamp_ltz", Family::TimestampLtz, "TIMESTAMP_LTZ", 6, -1, true, "TIMESTAMP_LTZ");

    // Intervals: every form, with bounds of each precision.
    row("INTERVAL YEAR", Family::Interval, "INTERVAL", -1, -1, true, "INTERVAL YEAR");
    row("interval year(4) to month", Family::Interval, "INTERVAL", -1, -1, true, "INTERVAL YEAR(4) TO MONTH");
    row("INTERVAL YEAR(1)", Family::Interval, "INTERVAL", -1, -1, true, "INTERVAL YEAR(1)");
    row("INTERVAL MONTH", Family::Interval, "INTERVAL", -1, -1, true, "INTERVAL MONTH");
    row("INTERVAL DAY", Family::Interval, "INTERVAL", -1, -1, true, "INTERVAL DAY");
    row("INTERVAL DAY(1) TO HOUR", Family::Interval, "INTERVAL", -1, -1, true, "INTERVAL DAY(1) TO HOUR");
    row("INTERVAL DAY TO MINUTE", Family::Interval, "INTERVAL", -1, -1, true, "INTERVAL DAY TO MINUTE");
    row("interval day(6) to second(9) not null", Family::Interval, "INTERVAL", -1, -1, false,
        "INTERVAL DAY(6) TO SECOND(9) NOT NULL");
    row("INTERVAL HOUR", Family::Interval, "INTERVAL", -1, -1, true, "INTERVAL HOUR");
    row("INTERVAL HOUR TO MINUTE", Family::Interval, "INTERVAL", -1, -1, true, "INTERVAL HOUR TO MINUTE");
    row("INTERVAL HOUR TO SECOND(0)", Family::Interval, "INTERVAL", -1, -1, true, "INTERVAL HOUR TO SECOND(0)");
    row("INTERVAL MINUTE", Family::Interval, "INTERVAL", -1, -1, true, "INTERVAL MINUTE");
    row("INTERVAL MINUTE TO SECOND", Family::Interval, "INTERVAL", -1, -1, true, "INTERVAL MINUTE TO SECOND");
    row("INTERVAL SECOND(3)", Family::Interval, "INTERVAL", -1, -1, true, "INTERVAL SECOND(3)");

    // Collections, prefix and postfix; nullability of the elements stays in the canonical text.
    row("ARRAY<INT>", Family::Array, "ARRAY", -1, -1, true, "ARRAY<INT>");
    row("array<row<a int, `b c` string>>", Family::Array, "ARRAY", -1, -1, true,
        "ARRAY<ROW<`a` INT, `b c` STRING>>");
    row("ARRAY<ARRAY<INT NOT NULL>> NOT NULL", Family::Array, "ARRAY", -1, -1, false,
        "ARRAY<ARRAY<INT NOT NULL>> NOT NULL");
    row("int array", Family::Array, "ARRAY", -1, -1, true, "INT ARRAY");
    row("INT NOT NULL ARRAY NOT NULL", Family::Array, "ARRAY", -1, -1, false, "INT NOT NULL ARRAY NOT NULL");
    row("INT ARRAY MULTISET", Family::Multiset, "MULTISET", -1, -1, true, "INT ARRAY MULTISET");
    row("STRING MULTISET", Family::Multiset, "MULTISET", -1, -1, true, "STRING MULTISET");
    row("MULTISET<BIGINT NOT NULL>", Family::Multiset, "MULTISET", -1, -1, true, "MULTISET<BIGINT NOT NULL>");
    row("map < string , int > not null", Family::Map, "MAP", -1, -1, false, "MAP<STRING, INT> NOT NULL");
    row("MAP<STRING, ARRAY<DECIMAL(5,2)>>", Family::Map, "MAP", -1, -1, true, "MAP<STRING, ARRAY<DECIMAL(5, 2)>>");

    // Rows: names as typed, comments kept, both bracket styles, empty rows.
    row("ROW<a INT 'the ''a'' field', b STRING NOT NULL>", Family::Row, "ROW", -1, -1, true,
        "ROW<`a` INT 'the ''a'' field', `b` STRING NOT NULL>");
    row("row(a int, b string)", Family::Row, "ROW", -1, -1, true, "ROW(`a` INT, `b` STRING)");
    row("ROW(a INT 'c') NOT NULL", Family::Row, "ROW", -1, -1, false, "ROW(`a` INT 'c') NOT NULL");
    row("ROW<`a``b` INT, `a b` INT, ab INT>", Family::Row, "ROW", -1, -1, true, "ROW<`a``b` INT, `a b` INT, `ab` INT>");
    row("ROW<MyField INT, `Select` STRING, array INT>", Family::Row, "ROW", -1, -1, true,
        "ROW<`MyField` INT, `Select` STRING, `array` INT>");
    row("ROW<名称 STRING>", Family::Row, "ROW", -1, -1, true, "ROW<`名称` STRING>");
    row("ROW<a ROW<a INT>>", Family::Row, "ROW", -1, -1, true, "ROW<`a` ROW<`a` INT>>");
    // RowType compares field names case-sensitively: `a` and `A` are two fields.
    row("ROW<a INT, A STRING>", Family::Row, "ROW", -1, -1, true, "ROW<`a` INT, `A` STRING>");
    // Issue 12: a ROW field named by a reserved word (`value`, `timestamp`: Flink 1.18's
    // Parser.tdd and Calcite's Parser.jj) must be quoted, or the statement does not parse.
    row("ROW<value STRING, `timestamp` BIGINT, user INT>", Family::Row, "ROW", -1, -1, true,
        "ROW<`value` STRING, `timestamp` BIGINT, `user` INT>");
    row("ROW<>", Family::Row, "ROW", -1, -1, true, "ROW<>");
    row("ROW()", Family::Row, "ROW", -1, -1, true, "ROW()");

    row("RAW('java.lang.Object', 'AAA''x')", Family::Raw, "RAW", -1, -1, true, "RAW('java.lang.Object', 'AAA''x')");
}

void TestFlinkType::validTypes()
{
    QFETCH(QString, input);
    QFETCH(Family, family);
    QFETCH(QString, root);
    QFETCH(int, precision);
    QFETCH(int, scale);
    QFETCH(bool, nullable);
    QFETCH(QString, canonical);

    FlinkType type;
    LocalizedText error;
    QVERIFY2(st::parseFlinkType(input, &type, &error), qPrintable(error.en));
    QCOMPARE(type.family, family);
    QCOMPARE(type.root, root);
    QCOMPARE(type.precision, precision);
    QCOMPARE(type.scale, scale);
    QCOMPARE(type.nullable, nullable);
    QCOMPARE(type.canonical, canonical);
}

// The canonical spelling is itself valid and describes the same type.
/// The roots inside a type, for rules on what a format can hold (written by hand from the
/// types' definitions).
void TestFlinkType::innerRoots()
{
    const auto inner = [](const char *text) {
        FlinkType t;
        LocalizedText e;
        return parseFlinkType(QString::fromLatin1(text), &t, &e) ? t.innerRoots.join(QLatin1Char(',')) : QStringLiteral("?");
    };
    QCOMPARE(inner("INT"), QString());
    QCOMPARE(inner("INT NOT NULL ARRAY"), QStringLiteral("INT"));
    QCOMPARE(inner("ARRAY<ROW<a INT, b MAP<STRING, BIGINT>>>"), QStringLiteral("INT,STRING,BIGINT,MAP,ROW"));
    QCOMPARE(inner("ROW<x INT, y ROW<z INT>>"), QStringLiteral("INT,ROW"));
    QCOMPARE(inner("STRING MULTISET ARRAY"), QStringLiteral("STRING,MULTISET"));
}

void TestFlinkType::canonicalIsStable()
{
    QFETCH(QString, canonical);
    QFETCH(Family, family);
    QFETCH(int, precision);

    FlinkType type;
    LocalizedText error;
    QVERIFY2(st::parseFlinkType(canonical, &type, &error), qPrintable(error.en));
    QCOMPARE(type.canonical, canonical);
    QCOMPARE(type.family, family);
    QCOMPARE(type.precision, precision);
}

void TestFlinkType::invalidTypes_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("message");

    const auto row = [](const char *name, const QString &input, const char *message) {
        QTest::newRow(name) << input << QString::fromUtf8(message);
    };
    const auto same = [&row](const char *input, const char *message) {
        row(input, QString::fromUtf8(input), message);
    };

    // Nothing, or something that is not a type.
    row("empty", QString(), "the type is empty (at 1)");
    row("blank", QStringLiteral("  \t "), "the type is empty (at 1)");
    same("FOO", "unknown type FOO (at 1)");
    same("ARRAY<VARCHAR2>", "unknown type VARCHAR2 (at 7)");
    same("123", "expected a type but found \"123\" (at 1)");
    same("'INT'", "expected a type but found \"'INT'\" (at 1)");
    same("TO", "unknown type TO (at 1)");

    // Ranges, including numbers too large for an int.
    same("DECIMAL(40)", "DECIMAL precision 40 is out of range 1 to 38 (at 9)");
    same("NUMERIC(0)", "NUMERIC precision 0 is out of range 1 to 38 (at 9)");
    same("DECIMAL(5, 6)", "DECIMAL scale 6 is out of range 0 to 5 (at 12)");
    same("CHAR(0)", "CHAR length 0 is out of range 1 to 2147483647 (at 6)");
    same("VARCHAR(2147483648)", "VARCHAR length 2147483648 is out of range 1 to 2147483647 (at 9)");
    same("BINARY(99999999999999999999999)", "BINARY length 99999999999999999999999 is out of range");
    same("VARBINARY(0)", "VARBINARY length 0 is out of range");
    same("DECIMAL(99999999999999999999)", "DECIMAL precision 99999999999999999999 is out of range 1 to 38");
    same("TIME(10)", "TIME precision 10 is out of range 0 to 9 (at 6)");
    same("TIMESTAMP(10)", "TIMESTAMP precision 10 is out of range 0 to 9 (at 11)");
    same("TIMESTAMP_LTZ(12)", "TIMESTAMP_LTZ precision 12 is out of range 0 to 9 (at 15)");
    same("INTERVAL YEAR(5)", "INTERVAL YEAR precision 5 is out of range 1 to 4 (at 15)");
    same("INTERVAL YEAR(0) TO MONTH", "INTERVAL YEAR precision 0 is out of range 1 to 4");
    same("INTERVAL DAY(7)", "INTERVAL DAY precision 7 is out of range 1 to 6 (at 14)");
    same("INTERVAL SECOND(10)", "INTERVAL fractional second precision 10 is out of range 0 to 9");
    same("INTERVAL DAY TO SECOND(10)", "INTERVAL fractional second precision 10 is out of range 0 to 9 (at 24)");
    same("ARRAY<ROW<a DECIMAL(50)>>", "DECIMAL precision 50 is out of range 1 to 38 (at 21)");

    // Syntax: missing pieces and trailing garbage.
    same("DECIMAL(10,)", "expected a number but found \")\" (at 12)");
    same("DECIMAL(10 2)", "expected \",\" or \")\" but found \"2\" (at 12)");
    same("CHAR(10", "expected \")\" but found the end (at 8)");
    same("CHAR()", "expected a number but found \")\" (at 6)");
    same("DECIMAL(-1)", "unexpected character \"-\" (at 9)");
    same("ARRAY<INT", "expected \">\" but found the end (at 10)");
    same("ARRAY<>", "expected a type but found \">\" (at 7)");
    same("ARRAY INT", "expected \"<\" but found \"INT\" (at 7)");
    same("ARRAY", "expected \"<\" but found the end (at 6)");
    same("MAP<INT>", "expected \",\" but found \">\" (at 8)");
    same("MAP<INT, >", "expected a type but found \">\" (at 10)");
    same("MULTISET<INT", "expected \">\" but found the end");
    same("INT)", "unexpected \")\" after the type (at 4)");
    same("VARIANT(10)", "unexpected \"(\" after the type (at 8)");
    same("INT INT", "unexpected \"INT\" after the type (at 5)");
    same("INT,", "unexpected \",\" after the type (at 4)");
    same("INT ARRAY<INT>", "unexpected \"<\" after the type (at 10)");
    same("DOUBLE PRECISION PRECISION", "unexpected \"PRECISION\" after the type (at 18)");
    same("INT NOT", "expected NULL but found the end (at 8)");
    same("INT NOT NULL NOT NULL", "unexpected \"NOT\" after the type (at 14)");
    same("NULL NOT NULL", "the NULL type cannot be NOT NULL (at 6)");
    same("INT @", "unexpected character \"@\" (at 5)");
    same("INT;", "unexpected character \";\" (at 4)");

    // Time zones and intervals.
    same("TIMESTAMP(3) WITH", "expected TIME or LOCAL but found the end (at 18)");
    same("TIMESTAMP WITH ZONE", "expected TIME or LOCAL but found \"ZONE\" (at 16)");
    same("TIMESTAMP WITH LOCAL ZONE", "expected TIME but found \"ZONE\" (at 22)");
    same("TIMESTAMP(3) WITH TIME", "expected ZONE but found the end");
    same("TIMESTAMP WITHOUT ZONE", "expected TIME but found \"ZONE\"");
    same("TIMESTAMP_LTZ(3) WITH LOCAL TIME ZONE", "unexpected \"WITH\" after the type (at 18)");
    same("TIME WITH TIME ZONE", "unexpected \"WITH\" after the type (at 6)");
    same("INTERVAL", "expected YEAR, MONTH, DAY, HOUR, MINUTE or SECOND but found the end (at 9)");
    same("INTERVAL WEEK", "expected YEAR, MONTH, DAY, HOUR, MINUTE or SECOND but found \"WEEK\" (at 10)");
    same("INTERVAL YEAR TO DAY", "expected MONTH but found \"DAY\" (at 18)");
    same("INTERVAL MONTH TO YEAR", "unexpected \"TO\" after the type (at 16)");
    same("INTERVAL DAY TO YEAR", "expected HOUR, MINUTE or SECOND but found \"YEAR\" (at 17)");
    same("INTERVAL HOUR TO DAY", "expected MINUTE or SECOND but found \"DAY\"");
    same("INTERVAL MINUTE TO HOUR", "expected SECOND but found \"HOUR\"");
    same("INTERVAL MINUTE(2)", "unexpected \"(\" after the type (at 16)");

    // Rows.
    // Flink's RowType.validateFields: names unique in a case-sensitive set, and not blank.
    same("ROW<a INT, a STRING>", "field name a appears twice in the ROW (at 12)");
    same("ROW<`a` INT, a STRING>", "field name a appears twice in the ROW (at 14)");
    same("ROW(`x``y` INT, `x``y` INT)", "field name `x``y` appears twice in the ROW (at 17)");
    same("ROW<`  ` INT>", "a field name cannot be empty or only spaces (at 5)");
    same("ROW(a INT", "expected \",\" or \")\" but found the end (at 10)");
    same("ROW<a INT", "expected \",\" or \">\" but found the end (at 10)");
    same("ROW<a INT)", "expected \",\" or \">\" but found \")\" (at 10)");
    same("ROW<a>", "expected a type but found \">\" (at 6)");
    same("ROW<a INT b INT>", "expected \",\" or \">\" but found \"b\" (at 11)");
    same("ROW<a INT,>", "expected a field name but found \">\" (at 11)");
    same("ROW<, a INT>", "expected a field name but found \",\" (at 5)");
    same("ROW<`` INT>", "a field name cannot be empty or only spaces (at 5)");
    same("ROW<`a INT>", "the quoted name has no closing ` (at 5)");
    same("ROW<a INT 'comment>", "the string has no closing ' (at 11)");
    same("ROW<a INT 'x' 'y'>", "expected \",\" or \">\" but found \"'y'\" (at 15)");
    same("ROW", "expected \"<\" or \"(\" but found the end (at 4)");
    same("ROW[a INT]", "unexpected character \"[\" (at 4)");

    same("RAW('a')", "expected \",\" but found \")\" (at 8)");
    same("RAW(a, b)", "expected a quoted string but found \"a\" (at 5)");
    same("RAW('a', 'b'", "expected \")\" but found the end (at 13)");

    // Limits that protect the form from pathological input.
    row("deep nesting", repeated("ARRAY<", 100) + QStringLiteral("INT") + repeated(">", 100),
        "the type is nested more than 64 levels deep (at 391)");
    row("long token", QStringLiteral("ABCDEFGHIJKLMNOPQRSTUVWXYZ_0123456789"),
        "unknown type ABCDEFGHIJKLMNOPQRSTUVWX\xe2\x80\xa6 (at 1)");
}

void TestFlinkType::invalidTypes()
{
    QFETCH(QString, input);
    QFETCH(QString, message);

    FlinkType type;
    LocalizedText error;
    QVERIFY(!st::parseFlinkType(input, &type, &error));
    QVERIFY2(error.en.contains(message), qPrintable(error.en));
}

// Both languages name the same position.
void TestFlinkType::errorsAreBilingual()
{
    QFETCH(QString, input);

    LocalizedText error;
    QVERIFY(!st::parseFlinkType(input, nullptr, &error));
    verifyErrorIsComplete(input, error);
    QVERIFY(error.isComplete());
    const QString enAt = error.en.mid(error.en.lastIndexOf(QLatin1String("(at ")) + 4);
    const QString zhAt = error.zh.mid(error.zh.lastIndexOf(QString::fromUtf8("（位置 ")) + 4);
    QCOMPARE(enAt.left(enAt.size() - 1), zhAt.left(zhAt.size() - 1));
}

void TestFlinkType::exampleMessage()
{
    LocalizedText error;
    QVERIFY(!st::parseFlinkType(QStringLiteral("DECIMAL(40)"), nullptr, &error));
    QCOMPARE(error.en, QStringLiteral("DECIMAL precision 40 is out of range 1 to 38 (at 9)"));
    QCOMPARE(error.zh, QString::fromUtf8("DECIMAL 精度 40 超出范围 1 到 38（位置 9）"));
}

void TestFlinkType::nullOutputsAreAllowed()
{
    QVERIFY(st::parseFlinkType(QStringLiteral("INT"), nullptr, nullptr));
    QVERIFY(!st::parseFlinkType(QStringLiteral("INT INT"), nullptr, nullptr));
}

// A failed parse reports only the error; the caller's type keeps its previous value.
void TestFlinkType::errorLeavesOutputAlone()
{
    FlinkType type;
    LocalizedText error;
    QVERIFY(st::parseFlinkType(QStringLiteral("BIGINT"), &type, &error));
    QVERIFY(!st::parseFlinkType(QStringLiteral("BIGINT("), &type, &error));
    QCOMPARE(type.canonical, QStringLiteral("BIGINT"));
    QCOMPARE(type.family, Family::Integer);
}

// Pseudo-random strings from a fixed seed: mostly type-shaped token soup, plus raw characters
// (quotes, surrogates, control characters) to reach the lexer's corners.
void TestFlinkType::randomStringsDoNotCrash()
{
    static const char *const pieces[] = {
        "ROW", "ARRAY", "MAP", "MULTISET", "RAW", "INT", "DECIMAL", "TIMESTAMP", "TIMESTAMP_LTZ", "TIME",
        "INTERVAL", "DAY", "SECOND", "YEAR", "TO", "WITH", "LOCAL", "ZONE", "NOT", "NULL", "VARCHAR",
        "CHAR", "DOUBLE", "PRECISION", "a", "b", "<", ">", "(", ")", ",", " ", " ", "`", "``", "'", "''",
        "0", "3", "38", "2147483648", "99999999999999999999", "-", "\xe5\x90\x8d", "\t",
    };
    const int pieceCount = int(sizeof(pieces) / sizeof(pieces[0]));
    std::mt19937 rng(20240611u);
    const auto below = [&rng](int n) { return int(rng() % unsigned(n)); };

    int successes = 0;
    for (int i = 0; i < 4000; ++i) {
        QString input;
        const int length = below(16);
        for (int j = 0; j < length; ++j) {
            if (below(5) == 0)
                input.append(QChar(ushort(below(0x10000)))); // any UTF-16 unit, lone surrogates included
            else
                input.append(QString::fromUtf8(pieces[below(pieceCount)]));
        }
        verifyParsesSafely(input, &successes);
        if (QTest::currentTestFailed()) {
            qWarning("failing input #%d: %s", i, qPrintable(input));
            return;
        }
    }
    // The soup must reach the success path too, or the canonical round trip went unchecked.
    QVERIFY2(successes > 20, qPrintable(QString::number(successes)));
}

void TestFlinkType::prefixesDoNotCrash_data()
{
    QTest::addColumn<QString>("input");
    QTest::newRow("nested row") << QStringLiteral(
        "ARRAY<ROW<`id` BIGINT NOT NULL 'the ''id''', tags MAP<STRING, INT ARRAY>, ts TIMESTAMP(3) "
        "WITH LOCAL TIME ZONE>> NOT NULL");
    QTest::newRow("paren row") << QStringLiteral(
        "ROW(a DECIMAL(38, 10), b INTERVAL DAY(3) TO SECOND(6), c STRING MULTISET NOT NULL, d NULL)");
    QTest::newRow("intervals") << QStringLiteral(
        "MAP<INTERVAL YEAR(4) TO MONTH, MAP<INTERVAL HOUR TO MINUTE, INTERVAL MINUTE TO SECOND(9)>>");
    QTest::newRow("raw") << QStringLiteral("MULTISET<RAW('com.example.Thing', 'AAAA''==')> NOT NULL");
    QTest::newRow("timestamps") << QStringLiteral(
        "ROW<t TIME(0) WITHOUT TIME ZONE, u TIMESTAMP WITHOUT TIME ZONE, v TIMESTAMP_LTZ(9), "
        "w TIMESTAMP(6) WITH TIME ZONE, x DOUBLE PRECISION, y VARBINARY(16), z BOOLEAN>");
}

// Every prefix is what a form sees while the user types; each must parse or fail cleanly.
void TestFlinkType::prefixesDoNotCrash()
{
    QFETCH(QString, input);
    QVERIFY(st::parseFlinkType(input, nullptr, nullptr));
    for (int n = 0; n <= input.size(); ++n) {
        verifyParsesSafely(input.left(n));
        if (QTest::currentTestFailed()) {
            qWarning("failing prefix: %s", qPrintable(input.left(n)));
            return;
        }
    }
}

// The type editor's layout: one ROW field per line, written out by hand.
void TestFlinkType::layOut_data()
{
    QTest::addColumn<QString>("type");
    QTest::addColumn<QString>("laidOut");
    QTest::newRow("simple") << "STRING" << "STRING";
    QTest::newRow("parameters stay") << "DECIMAL(10, 2) NOT NULL" << "DECIMAL(10, 2) NOT NULL";
    QTest::newRow("array of simple") << "ARRAY<INT>" << "ARRAY<INT>";
    QTest::newRow("map stays on its line") << "MAP<STRING, BIGINT>" << "MAP<STRING, BIGINT>";
    QTest::newRow("row") << "ROW<id BIGINT, name STRING>" << "ROW<\n  id BIGINT,\n  name STRING\n>";
    QTest::newRow("row with parentheses") << "ROW(a INT, b STRING)" << "ROW(\n  a INT,\n  b STRING\n)";
    QTest::newRow("lower-case row") << "row<a int>" << "row<\n  a int\n>";
    QTest::newRow("empty row") << "ROW<>" << "ROW<>";
    QTest::newRow("nested, quoted, commented")
        << "ARRAY<ROW<a INT, b MAP<STRING, ROW<c DECIMAL(10, 2), `d, e` STRING 'a, comment'>>>> NOT NULL"
        << "ARRAY<ROW<\n"
           "  a INT,\n"
           "  b MAP<STRING, ROW<\n"
           "    c DECIMAL(10, 2),\n"
           "    `d, e` STRING 'a, comment'\n"
           "  >>\n"
           ">> NOT NULL";
    QTest::newRow("a field named row") << "ROW<`ROW` ROW<x INT>>" << "ROW<\n  `ROW` ROW<\n    x INT\n  >\n>";
}

void TestFlinkType::layOut()
{
    QFETCH(QString, type);
    QFETCH(QString, laidOut);
    QCOMPARE(st::layOutFlinkType(type), laidOut);
    QCOMPARE(st::flinkTypeOnOneLine(laidOut), type); // and back
}

void TestFlinkType::oneLine_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("line");
    QTest::newRow("already") << "ROW<a INT, b STRING>" << "ROW<a INT, b STRING>";
    QTest::newRow("spaces and lines") << "  ROW<\n    a   INT ,\n\tb STRING\n  >  " << "ROW<a INT, b STRING>";
    QTest::newRow("inside brackets") << "DECIMAL( 10 , 2 )" << "DECIMAL(10, 2)";
    QTest::newRow("no space is added") << "DECIMAL(10,2)" << "DECIMAL(10,2)";
    QTest::newRow("quoted runs are kept") << "ROW<`a  b` STRING 'two  spaces,\n kept'>" << "ROW<`a  b` STRING 'two  spaces,\n kept'>";
    QTest::newRow("a doubled quote") << "ROW<`a``  b`   INT>" << "ROW<`a``  b` INT>";
    QTest::newRow("empty") << "  " << "";
}

void TestFlinkType::oneLine()
{
    QFETCH(QString, typed);
    QFETCH(QString, line);
    QCOMPARE(st::flinkTypeOnOneLine(typed), line);
}

QTEST_GUILESS_MAIN(TestFlinkType)

#include "test_flinktype.moc"

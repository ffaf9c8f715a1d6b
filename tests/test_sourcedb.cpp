// Tables from a source database (model/sourcedb, schema/typemap): the type maps against the
// connectors' documented mappings, the dump readers on dumps as mysqldump/mariadb-dump and pg_dump
// write them, the live readers on real servers the test starts, and `streamtable from-db`.

#include "catalog/catalogschema.h"
#include "schema/schemaregistry.h"
#include "sourcedb/tablegen.h"
#include "support/catalogplace.h"
#include "support/mariadbserver.h"
#include "support/postgresserver.h"
#include "testsupport.h"

#include <QJsonArray>
#include <algorithm>

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace st;

namespace {

QString u(const char *text)
{
    return QString::fromUtf8(text);
}

/// The engines of Flink CDC 3.6.0 (the release for Flink 1.20).
const QStringList kCdc36{u("flink-cdc-3.6.0")};

/// Each row: a type as the server writes it and the Flink type the connector's documentation
/// gives, from the Data Type Mapping tables of Flink CDC 3.6.0 (mysql-cdc.md, postgres-cdc.md)
/// and, where the table says nothing, from the code that applies it (MySqlTypeUtils,
/// PostgresTypeUtils); `loses`: the documentation says what Flink does not keep (or no row maps it).
struct Expected
{
    const char *native;
    const char *flink;
    bool loses;
};

const Expected kMySql[] = {
    {"tinyint(1)", "BOOLEAN", false},                  // TINYINT(1) -> BOOLEAN
    {"tinyint(4)", "TINYINT", false},                  // TINYINT -> TINYINT
    {"tinyint", "TINYINT", false},                     // MySQL 8 writes no display width
    {"tinyint(3) unsigned", "SMALLINT", false},        // TINYINT UNSIGNED -> SMALLINT
    {"tinyint unsigned zerofill", "SMALLINT", false},  // TINYINT UNSIGNED ZEROFILL -> SMALLINT
    {"smallint(6)", "SMALLINT", false},                // SMALLINT -> SMALLINT
    {"smallint(5) unsigned", "INT", false},            // SMALLINT UNSIGNED -> INT
    {"mediumint(9)", "INT", false},                    // MEDIUMINT -> INT
    {"int(11)", "INT", false},                         // INT -> INT
    {"integer", "INT", false},
    {"int(10) unsigned", "BIGINT", false},             // INT UNSIGNED -> BIGINT
    {"mediumint(8) unsigned", "BIGINT", false},        // MEDIUMINT UNSIGNED -> BIGINT
    {"bigint(20)", "BIGINT", false},                   // BIGINT -> BIGINT
    {"bigint(20) unsigned", "DECIMAL(20, 0)", false},  // BIGINT UNSIGNED -> DECIMAL(20, 0)
    {"serial", "DECIMAL(20, 0)", false},               // SERIAL -> DECIMAL(20, 0)
    {"float", "FLOAT", false},                         // FLOAT -> FLOAT
    {"float unsigned", "FLOAT", false},
    {"double", "DOUBLE", false},                       // DOUBLE -> DOUBLE
    {"double precision", "DOUBLE", false},
    {"real", "DOUBLE", false},                         // REAL -> DOUBLE
    {"decimal(10,2)", "DECIMAL(10, 2)", false},        // DECIMAL(p, s) where p <= 38
    {"numeric(38,0)", "DECIMAL(38, 0)", false},
    {"fixed(5,1) unsigned", "DECIMAL(5, 1)", false},
    {"decimal", "DECIMAL(10, 0)", false},              // MySQL's DECIMAL is DECIMAL(10, 0)
    {"decimal(39,2)", "STRING", true},                 // 38 < p <= 65 -> STRING
    {"decimal(65,30) unsigned", "STRING", true},
    {"bit(1)", "BOOLEAN", false},                      // BIT(1) -> BOOLEAN
    {"bit(10)", "BINARY(2)", false},                   // BIT(n) -> BINARY(⌈n/8⌉)
    {"bit(64)", "BINARY(8)", false},
    {"boolean", "BOOLEAN", false},
    {"date", "DATE", false},
    {"time", "TIME", false},                           // TIME [(p)] -> TIME [(p)]
    {"time(3)", "TIME(3)", false},
    {"datetime", "TIMESTAMP(0)", false},               // DATETIME [(p)] -> TIMESTAMP [(p)]; 0 in the code without one
    {"datetime(6)", "TIMESTAMP(6)", false},
    {"timestamp", "TIMESTAMP_LTZ(0)", false},          // the code: TIMESTAMP_LTZ
    {"timestamp(3)", "TIMESTAMP_LTZ(3)", false},
    {"char(10)", "CHAR(10)", false},                   // CHAR(n) -> CHAR(n)
    {"varchar(255)", "VARCHAR(255)", false},           // VARCHAR(n) -> VARCHAR(n)
    {"binary(16)", "BINARY(16)", false},               // BINARY(n) -> BINARY(n)
    {"varbinary(200)", "VARBINARY(200)", false},       // VARBINARY(N) -> VARBINARY(N)
    {"tinytext", "STRING", false},                     // TEXT types -> STRING
    {"longtext", "STRING", false},
    {"json", "STRING", false},                         // JSON -> STRING (JSON text)
    {"blob", "BYTES", false},                          // BLOB types -> BYTES
    {"longblob", "BYTES", false},
    {"year(4)", "INT", false},                         // YEAR -> INT
    {"enum('new','paid')", "STRING", true},            // ENUM -> STRING
    {"set('a','b')", "ARRAY<STRING>", true},           // SET -> ARRAY<STRING>
    {"geometry", "STRING", true},                      // spatial types -> STRING (JSON)
    {"point", "STRING", true},
    {"multipolygon", "STRING", true},
    {"geomcollection", "STRING", true},
    {"inet6", "STRING", true},                         // MariaDB's own: no row
};

const Expected kPostgres[] = {
    {"smallint", "SMALLINT", false},                   // SMALLINT, INT2, SMALLSERIAL, SERIAL2 -> SMALLINT
    {"int2", "SMALLINT", false},
    {"integer", "INT", false},                         // INTEGER, SERIAL -> INT
    {"serial", "INT", false},
    {"bigint", "BIGINT", false},                       // BIGINT, BIGSERIAL -> BIGINT
    {"bigserial", "BIGINT", false},
    {"real", "FLOAT", false},                          // REAL, FLOAT4 -> FLOAT
    {"double precision", "DOUBLE", false},             // FLOAT8, DOUBLE PRECISION -> DOUBLE
    {"numeric(10,2)", "DECIMAL(10, 2)", false},        // NUMERIC(p, s) -> DECIMAL(p, s)
    {"numeric(10)", "DECIMAL(10, 0)", false},
    {"numeric", "DECIMAL(38, 18)", true},              // the code: DECIMAL(38, 18) without precision
    {"numeric(50,2)", "STRING", true},
    {"boolean", "BOOLEAN", false},                     // BOOLEAN -> BOOLEAN
    {"date", "DATE", false},                           // DATE -> DATE
    {"time without time zone", "TIME(6)", false},      // TIME [(p)] [WITHOUT TIMEZONE]
    {"time(3) without time zone", "TIME(3)", false},
    {"timestamp without time zone", "TIMESTAMP(6)", false}, // TIMESTAMP [(p)] [WITHOUT TIMEZONE]
    {"timestamp(3) without time zone", "TIMESTAMP(3)", false},
    {"timestamp with time zone", "TIMESTAMP_LTZ(6)", false}, // TIMESTAMP [(p)] WITH TIME ZONE -> TIMESTAMP_LTZ(p)
    {"timestamp(0) with time zone", "TIMESTAMP_LTZ(0)", false},
    {"character varying(255)", "STRING", false},       // CHAR(n), VARCHAR(n), UUID, TEXT -> STRING
    {"character(2)", "STRING", false},
    {"text", "STRING", false},
    {"uuid", "STRING", false},
    {"bytea", "BYTES", false},                         // BYTEA -> BYTES
    {"jsonb", "STRING", false},                        // Debezium: a JSON string
    {"inet", "STRING", false},
    {"integer[]", "ARRAY<INT>", false},                // the code: _int4 -> ARRAY<INT>
    {"text[][]", "ARRAY<ARRAY<STRING>>", false},
    {"interval", "STRING", true},                      // no row: said
    {"time with time zone", "STRING", true},
    {"money", "STRING", true},
};

/// The JDBC connector's releases that hold the same Data Type Mapping (v3.2.0, v3.3.0, v4.0.0);
/// the one flink-1.20 runs.
const QStringList kJdbc33{u("flink-connector-jdbc-3.3.0")};

/// The JDBC connector reads both databases: the rows of the Data Type Mapping table of
/// flink-connector-jdbc v3.3.0 (docs/content/docs/connectors/table/jdbc.md), the MySQL type
/// column and the PostgreSQL type column; where the table is silent, the dialect's type mapper
/// (MySqlTypeMapper, PostgresTypeMapper). `loses`: no Flink type holds it all, or none is given.
const Expected kJdbcMySql[] = {
    {"tinyint(1)", "BOOLEAN", false},                  // BOOLEAN, TINYINT(1) -> BOOLEAN
    {"boolean", "BOOLEAN", false},
    {"bit(1)", "BOOLEAN", false},                      // the mapper: BIT -> BOOLEAN
    {"tinyint(4)", "TINYINT", false},                  // TINYINT -> TINYINT
    {"tinyint", "TINYINT", false},
    {"tinyint(3) unsigned", "SMALLINT", false},        // SMALLINT, TINYINT UNSIGNED -> SMALLINT
    {"smallint(6)", "SMALLINT", false},
    {"smallint(5) unsigned", "INT", false},            // INT, MEDIUMINT, SMALLINT UNSIGNED -> INT
    {"mediumint(9)", "INT", false},
    {"int(11)", "INT", false},
    {"mediumint(8) unsigned", "INT", false},           // the mapper: MEDIUMINT UNSIGNED -> INT
    {"int(10) unsigned", "BIGINT", false},             // BIGINT, INT UNSIGNED -> BIGINT
    {"bigint(20)", "BIGINT", false},
    {"bigint(20) unsigned", "DECIMAL(20, 0)", false},  // BIGINT UNSIGNED -> DECIMAL(20, 0)
    {"float", "FLOAT", false},                         // FLOAT -> FLOAT
    {"double", "DOUBLE", false},                       // DOUBLE, DOUBLE PRECISION -> DOUBLE
    {"double precision", "DOUBLE", false},
    {"decimal(10,2)", "DECIMAL(10, 2)", false},        // NUMERIC(p, s), DECIMAL(p, s) -> DECIMAL(p, s)
    {"numeric(38,0)", "DECIMAL(38, 0)", false},
    {"decimal(12,2) unsigned", "DECIMAL(12, 2)", false},
    {"decimal", "DECIMAL(10, 0)", false},              // MySQL's DECIMAL is DECIMAL(10, 0)
    {"date", "DATE", false},                           // DATE -> DATE
    {"time", "TIME(0)", false},                        // TIME [(p)] -> TIME [(p)]; the mapper: TIME(0) without one
    {"time(3)", "TIME(3)", false},
    {"datetime", "TIMESTAMP(0)", false},               // DATETIME [(p)] -> TIMESTAMP [(p)]; the mapper: 0 without one
    {"datetime(6)", "TIMESTAMP(6)", false},
    {"timestamp", "TIMESTAMP(0)", true},               // the mapper: as DATETIME, the instant's zone not kept
    {"timestamp(3)", "TIMESTAMP(3)", true},
    {"char(10)", "STRING", false},                     // CHAR(n), VARCHAR(n), TEXT -> STRING
    {"varchar(255)", "STRING", false},
    {"text", "STRING", false},
    {"longtext", "STRING", false},                     // the mapper: the TEXT types and JSON -> STRING
    {"json", "STRING", false},
    {"binary(16)", "BYTES", false},                    // BINARY, VARBINARY, BLOB -> BYTES
    {"varbinary(200)", "BYTES", false},
    {"blob", "BYTES", false},
    {"longblob", "BYTES", false},
    {"decimal(39,2)", "STRING", true},                 // no row: more than Flink's 38 digits
    {"year(4)", "STRING", true},                       // the mapper refuses YEAR, GEOMETRY and what it does not name
    {"geometry", "STRING", true},
    {"enum('new','paid')", "STRING", true},
    {"set('a','b')", "STRING", true},
    {"bit(10)", "STRING", true},
};

const Expected kJdbcPostgres[] = {
    {"smallint", "SMALLINT", false},                   // SMALLINT, INT2, SMALLSERIAL, SERIAL2 -> SMALLINT
    {"int2", "SMALLINT", false},
    {"smallserial", "SMALLINT", false},
    {"integer", "INT", false},                         // INTEGER, SERIAL -> INT
    {"serial", "INT", false},
    {"bigint", "BIGINT", false},                       // BIGINT, BIGSERIAL -> BIGINT
    {"bigserial", "BIGINT", false},
    {"real", "FLOAT", false},                          // REAL, FLOAT4 -> FLOAT
    {"float4", "FLOAT", false},
    {"double precision", "DOUBLE", false},             // FLOAT8, DOUBLE PRECISION -> DOUBLE
    {"float8", "DOUBLE", false},
    {"numeric(10,2)", "DECIMAL(10, 2)", false},        // NUMERIC(p, s), DECIMAL(p, s) -> DECIMAL(p, s)
    {"decimal(38,4)", "DECIMAL(38, 4)", false},
    {"numeric(10)", "DECIMAL(10, 0)", false},
    {"numeric", "DECIMAL(38, 18)", true},              // the mapper: DECIMAL(38, 18) without a precision
    {"boolean", "BOOLEAN", false},                     // BOOLEAN -> BOOLEAN
    {"date", "DATE", false},                           // DATE -> DATE
    {"time without time zone", "TIME(6)", false},      // TIME [(p)] [WITHOUT TIMEZONE]; the mapper: 6 without one
    {"time(3) without time zone", "TIME(3)", false},
    {"timestamp without time zone", "TIMESTAMP(6)", false}, // TIMESTAMP [(p)] [WITHOUT TIMEZONE]
    {"timestamp(3) without time zone", "TIMESTAMP(3)", false},
    {"timestamp with time zone", "TIMESTAMP_LTZ(6)", false}, // the mapper: TIMESTAMP_WITH_LOCAL_TIME_ZONE(p)
    {"timestamp(0) with time zone", "TIMESTAMP_LTZ(0)", false},
    {"character(2)", "STRING", false},                 // CHAR(n), CHARACTER(n), VARCHAR(n), CHARACTER VARYING(n), TEXT -> STRING
    {"character varying(255)", "STRING", false},
    {"text", "STRING", false},
    {"bytea", "BYTES", false},                         // BYTEA -> BYTES
    {"integer[]", "ARRAY<INT>", false},                // ARRAY -> ARRAY
    {"text[]", "ARRAY<STRING>", false},
    {"numeric(10,2)[]", "ARRAY<DECIMAL(10, 2)>", false},
    {"numeric(50,2)", "STRING", true},                 // no row: more than Flink's 38 digits
    {"jsonb", "STRING", true},                         // the mapper refuses what it does not name
    {"uuid", "STRING", true},
    {"interval", "STRING", true},
    {"money", "STRING", true},
    {"time with time zone", "STRING", true},
    {"uuid[]", "STRING", true},
};

const TypeMap *mapOf(const SchemaRegistry &registry, const char *connector, const char *database)
{
    return registry.typeMap(QString::fromUtf8(connector), QString::fromUtf8(database));
}

} // namespace

class TestSourceDb : public QObject
{
    Q_OBJECT

private:
    SchemaRegistry m_registry = SchemaRegistry::loadDefault();

    void checkMap(const char *connector, const char *database, const QStringList &engines, const Expected *rows, int count)
    {
        const TypeMap *map = mapOf(m_registry, connector, database);
        QVERIFY2(map, connector);
        QCOMPARE(map->database, u(database));
        QSet<int> rowsHit;
        for (int i = 0; i < count; ++i) {
            const TypeMapping m = map->map(NativeType::parse(u(rows[i].native)), engines);
            QVERIFY2(m.flinkType == u(rows[i].flink),
                     qPrintable(QStringLiteral("%1: %2, expected %3").arg(u(rows[i].native), m.flinkType, u(rows[i].flink))));
            QVERIFY2(m.loses.isEmpty() != rows[i].loses, rows[i].native);
            if (rows[i].loses)
                QVERIFY2(m.loses.en.contains(u(rows[i].native)), qPrintable(m.loses.en)); // says which type
            QVERIFY(!m.source.isEmpty());
            rowsHit.insert(m.row);
        }
        // Every row of the map is tried by a case above.
        for (const TypeMap::Row &row : map->rows)
            QVERIFY2(rowsHit.contains(row.index), qPrintable(QStringLiteral("%1: row %2 (%3) has no case").arg(u(connector)).arg(row.index).arg(row.flink)));
    }

private slots:
    void mysqlCdcMapFollowsItsDocumentation() { checkMap("mysql-cdc", "mysql", kCdc36, kMySql, int(std::size(kMySql))); }
    void postgresCdcMapFollowsItsDocumentation() { checkMap("postgres-cdc", "postgresql", kCdc36, kPostgres, int(std::size(kPostgres))); }
    void jdbcMySqlMapFollowsItsDocumentation() { checkMap("jdbc", "mysql", kJdbc33, kJdbcMySql, int(std::size(kJdbcMySql))); }
    void jdbcPostgresMapFollowsItsDocumentation() { checkMap("jdbc", "postgresql", kJdbc33, kJdbcPostgres, int(std::size(kJdbcPostgres))); }

    /// One connector, a map per database; from-db's sources stay the CDC connectors, whose maps
    /// read the changes, on a target that runs the JDBC connector too.
    void mapsFoundByConnectorAndDatabase()
    {
        SchemaRegistry flink120;
        QString problem;
        QVERIFY2(m_registry.forTarget(u("flink-1.20"), &flink120, &problem), qPrintable(problem));
        const QStringList engines = flink120.target(u("flink-1.20"))->engines;
        QVERIFY(engines.contains(u("flink-connector-jdbc-3.3.0")));
        const TypeMap *mysql = flink120.typeMap(u("jdbc"), u("mysql"));
        const TypeMap *postgres = flink120.typeMap(u("jdbc"), u("postgresql"));
        QVERIFY(mysql && postgres && mysql != postgres);
        QVERIFY(!mysql->readsChanges && !postgres->readsChanges);
        QVERIFY(!flink120.typeMap(u("jdbc"), u("oracle")));
        QCOMPARE(flink120.typeMap(u("mysql-cdc"))->database, u("mysql")); // its one map
        QCOMPARE(flink120.changeReader(u("mysql"), engines)->connector, u("mysql-cdc"));
        QCOMPARE(flink120.changeReader(u("postgresql"), engines)->connector, u("postgres-cdc"));
        QVERIFY(!flink120.changeReader(u("mysql"), kJdbc33)); // JDBC alone reads no changes
        int jdbcMaps = 0;
        for (const TypeMap &m : flink120.typeMaps())
            jdbcMaps += m.connector == u("jdbc") ? 1 : 0;
        QCOMPARE(jdbcMaps, 2);

        QFile file(u(ST_TEST_DATA_DIR "/data/sourcedb/shop-postgres.sql"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        SourceSchema schema;
        LocalizedText error;
        QVERIFY(readSchemaDump(QString::fromUtf8(file.readAll()), u("shop-postgres.sql"), &schema, &error));
        FromDatabaseChoice choice;
        choice.sinkConnector = u("upsert-kafka");
        choice.targetEngines = engines;
        GeneratedTables made;
        QVERIFY2(generateTables(schema, flink120, choice, &made, &error), qPrintable(error.en));
        QCOMPARE(made.sourceConnector, u("postgres-cdc"));
        // A target without a CDC release: the error names the CDC connectors only.
        choice.targetEngines = kJdbc33;
        QVERIFY(!generateTables(schema, flink120, choice, &made, &error));
        QVERIFY2(error.en.contains(u("postgres-cdc")) && !error.en.contains(u("jdbc")), qPrintable(error.en));
    }

    /// docs/TYPEMAPS.md and TYPEMAPS.zh.md show every row of every map as the data has it
    /// (tools/typemaps-doc/generate.py writes them; run it after changing a map).
    void typeMapDocsAreCurrent()
    {
        const QDir maps(u(ST_SOURCE_DIR "/schemas/typemaps"));
        const QStringList files = maps.entryList({u("*.json")}, QDir::Files, QDir::Name);
        QVERIFY(!files.isEmpty());
        for (const char *doc : {"/docs/TYPEMAPS.md", "/docs/TYPEMAPS.zh.md"}) {
            QFile file(u(ST_SOURCE_DIR) + u(doc));
            QVERIFY2(file.open(QIODevice::ReadOnly), doc);
            const QStringList lines = QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'));
            for (const QString &name : files) {
                QFile mapFile(maps.filePath(name));
                QVERIFY(mapFile.open(QIODevice::ReadOnly));
                const QJsonObject map = QJsonDocument::fromJson(mapFile.readAll()).object();
                const QString heading = QStringLiteral("`%1`").arg(map.value(u("connector")).toString());
                QVERIFY2(std::any_of(lines.cbegin(), lines.cend(), [&](const QString &l) { return l.startsWith(u("## ")) && l.contains(heading); }),
                         qPrintable(u(doc) + u(": no section for ") + heading + u(": run tools/typemaps-doc/generate.py")));
                for (const QJsonValue &rowValue : map.value(u("rows")).toArray()) {
                    const QJsonObject row = rowValue.toObject();
                    const QJsonValue native = row.value(u("native"));
                    QStringList natives;
                    for (const QJsonValue &n : native.isArray() ? native.toArray() : QJsonArray{native})
                        natives << QStringLiteral("`%1`").arg(n.toString());
                    const QString start = u("| ") + natives.join(u(", ")) + u(" |");
                    const QString flink = QStringLiteral("| `%1` |").arg(row.value(u("flink")).toString());
                    QVERIFY2(std::any_of(lines.cbegin(), lines.cend(), [&](const QString &l) { return l.startsWith(start) && l.contains(flink); }),
                             qPrintable(u(doc) + u(": no row ") + start + u(" ") + flink + u(" (") + name + u("): run tools/typemaps-doc/generate.py")));
                }
            }
        }
    }

    void nativeTypesTakenApart()
    {
        const NativeType a = NativeType::parse(u("timestamp(3) with time zone"));
        QCOMPARE(a.name, u("TIMESTAMP WITH TIME ZONE"));
        QCOMPARE(a.params, QStringList{u("3")});
        const NativeType b = NativeType::parse(u("decimal(12, 2) unsigned zerofill"));
        QCOMPARE(b.name, u("DECIMAL"));
        QCOMPARE(b.params, (QStringList{u("12"), u("2")}));
        QVERIFY(b.isUnsigned && b.zerofill);
        const NativeType c = NativeType::parse(u("enum('a,b','c')"));
        QCOMPARE(c.params, (QStringList{u("'a,b'"), u("'c'")}));
        QCOMPARE(NativeType::parse(u("integer[]")).arrayDimensions, 1);
    }

    void mariaDbDumpRead()
    {
        QFile file(u(ST_TEST_DATA_DIR "/data/sourcedb/shop-mariadb.sql"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        SourceSchema schema;
        LocalizedText error;
        QVERIFY2(readSchemaDump(QString::fromUtf8(file.readAll()), u("shop-mariadb.sql"), &schema, &error), qPrintable(error.en));
        QCOMPARE(schema.kind, u("mysql"));
        QCOMPARE(schema.database, u("shop"));
        QCOMPARE(schema.tables.size(), 2);
        const SourceTable &orders = schema.tables.at(0);
        QCOMPARE(orders.name, u("orders"));
        QCOMPARE(orders.comment, u("the orders"));
        QCOMPARE(orders.primaryKey, QStringList{u("id")});
        QCOMPARE(orders.uniqueKeys, QList<QStringList>{(QStringList{u("paid"), u("created")})});
        QCOMPARE(orders.columns.size(), 12);
        QCOMPARE(orders.columns.at(0).type, u("bigint(20) unsigned"));
        QVERIFY(orders.columns.at(0).notNull);
        QCOMPARE(orders.columns.at(1).comment, u("paid, it's true"));
        QCOMPARE(orders.columns.at(6).type, u("longtext")); // CHARACTER SET, COLLATE, CHECK left out
        QVERIFY(!orders.columns.at(6).notNull);
        QCOMPARE(orders.columns.at(7).type, u("enum('new','paid')"));
        QCOMPARE(schema.tables.at(1).name, u("log"));
        QVERIFY(schema.tables.at(1).primaryKey.isEmpty());
    }

    void postgresDumpRead()
    {
        QFile file(u(ST_TEST_DATA_DIR "/data/sourcedb/shop-postgres.sql"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        SourceSchema schema;
        LocalizedText error;
        QVERIFY2(readSchemaDump(QString::fromUtf8(file.readAll()), u("shop-postgres.sql"), &schema, &error), qPrintable(error.en));
        QCOMPARE(schema.kind, u("postgresql"));
        QCOMPARE(schema.tables.size(), 2);
        const SourceTable &orders = schema.tables.at(0);
        QCOMPARE(orders.qualifiedName(), u("public.orders"));
        QCOMPARE(orders.primaryKey, QStringList{u("id")});
        QCOMPARE(orders.comment, u("the orders"));
        QCOMPARE(orders.column(u("amount"))->comment, u("in cents; it's money"));
        QCOMPARE(orders.column(u("created"))->type, u("timestamp(3) with time zone"));
        QCOMPARE(orders.column(u("tags"))->type, u("text[]"));
        QCOMPARE(orders.uniqueKeys, QList<QStringList>{QStringList{u("code")}});
    }

    void notADumpRefused()
    {
        SourceSchema schema;
        LocalizedText error;
        QVERIFY(!readSchemaDump(u("hello world"), u("notes.txt"), &schema, &error));
        QVERIFY(error.en.contains(u("notes.txt")));
        QVERIFY(error.en.contains(u("not a MySQL or PostgreSQL schema dump")));
    }

    void locationsParsed()
    {
        SourceLocation l;
        LocalizedText error;
        QVERIFY(SourceLocation::parse(u("mysql://cdc@db1.example.com:3307/shop"), &l, &error));
        QCOMPARE(l.kind, u("mysql"));
        QCOMPARE(l.portOrDefault(), 3307);
        QVERIFY(SourceLocation::parse(u("postgresql://cdc@db2/shop?schema=sales"), &l, &error));
        QCOMPARE(l.schema, u("sales"));
        QCOMPARE(l.portOrDefault(), 5432);
        QVERIFY(!SourceLocation::parse(u("mysql://cdc:Pw1@db1/shop"), &l, &error));
        QVERIFY(error.en.contains(u("password")));
        QVERIFY(!SourceLocation::parse(u("postgresql://cdc@db2/shop?password=x"), &l, &error));
        QVERIFY(!SourceLocation::parse(u("postgresql://cdc@db2/shop?sslpassword=x"), &l, &error));
        QVERIFY(!SourceLocation::parse(u("mysql://db1/shop"), &l, &error)); // no user
    }

    /// MariaDB's own server and its dump program: every type of the map in one table, read live
    /// and from the dump, giving the same columns and the documented Flink types.
    void mariaDbLiveAndDumpAgree()
    {
        test::MariaDbServer server;
        QString error;
        QVERIFY2(server.start(&error), qPrintable(error));
        const QString database = server.createDatabase(&error);
        QVERIFY2(!database.isEmpty(), qPrintable(error));
        QStringList columns;
        int n = 0;
        for (const Expected &e : kMySql) {
            if (QByteArray(e.native) == "serial" || QByteArray(e.native) == "geomcollection")
                continue; // SERIAL becomes bigint(20) unsigned; GEOMCOLLECTION is MySQL 8's name only
            columns << QStringLiteral("c%1 %2").arg(++n).arg(u(e.native));
        }
        QVERIFY2(server.execute(database, QStringLiteral("CREATE TABLE every_type (id BIGINT NOT NULL PRIMARY KEY COMMENT 'the key', %1) "
                                                         "COMMENT='all types'")
                                              .arg(columns.join(QStringLiteral(", "))),
                                &error),
                 qPrintable(error));
        QVERIFY2(server.execute(database, u("CREATE TABLE no_key (a INT NOT NULL, b VARCHAR(10), UNIQUE KEY ab (a))"), &error), qPrintable(error));

        SourceLocation location;
        LocalizedText problem;
        QVERIFY(SourceLocation::parse(QStringLiteral("mysql://%1@127.0.0.1:%2/%3").arg(test::MariaDbServer::superuser()).arg(server.port()).arg(database),
                                      &location, &problem));
        SourceSchema live;
        QVERIFY2(readLiveSchema(location, server.password(), &live, &problem), qPrintable(problem.en));
        QString dumpText;
        QVERIFY2(server.dumpSchema(database, &dumpText, &error), qPrintable(error));
        SourceSchema dumped;
        QVERIFY2(readSchemaDump(dumpText, u("dump.sql"), &dumped, &problem), qPrintable(problem.en));
        QCOMPARE(dumped.database, database);
        QCOMPARE(live.tables.size(), 2);
        QCOMPARE(dumped.tables.size(), 2);
        for (int t = 0; t < 2; ++t) {
            const SourceTable &a = live.tables.at(t);
            const SourceTable &b = dumped.tables.at(t);
            QCOMPARE(a.name, b.name);
            QCOMPARE(a.primaryKey, b.primaryKey);
            QCOMPARE(a.uniqueKeys, b.uniqueKeys);
            QCOMPARE(a.comment, b.comment);
            QCOMPARE(a.columns.size(), b.columns.size());
            for (int c = 0; c < a.columns.size(); ++c) {
                QCOMPARE(a.columns.at(c).name, b.columns.at(c).name);
                QCOMPARE(a.columns.at(c).type.toLower(), b.columns.at(c).type.toLower());
                QCOMPARE(a.columns.at(c).notNull, b.columns.at(c).notNull);
                QCOMPARE(a.columns.at(c).comment, b.columns.at(c).comment);
            }
        }
        // The types the server reports map as the documentation says (MariaDB writes a JSON
        // column as longtext, still STRING).
        const TypeMap *map = mapOf(m_registry, "mysql-cdc", "mysql");
        const SourceTable &every = live.tables.at(0);
        QCOMPARE(every.name, u("every_type"));
        QCOMPARE(every.comment, u("all types"));
        QCOMPARE(every.columns.at(0).comment, u("the key"));
        n = 0;
        for (const Expected &e : kMySql) {
            if (QByteArray(e.native) == "serial" || QByteArray(e.native) == "geomcollection")
                continue;
            const SourceColumn &column = every.columns.at(++n);
            const TypeMapping m = map->map(NativeType::parse(column.type), kCdc36);
            QVERIFY2(m.flinkType == u(e.flink), qPrintable(QStringLiteral("%1 (server: %2): %3, expected %4").arg(u(e.native), column.type, m.flinkType, u(e.flink))));
        }
        QCOMPARE(live.tables.at(1).uniqueKeys, QList<QStringList>{QStringList{u("a")}});
    }

    void postgresLiveAndDumpAgree()
    {
        test::PostgresServer server;
        QString error;
        QVERIFY2(server.start(&error, test::PostgresServer::TcpLogin::Password), qPrintable(error));
        const QString database = server.createDatabase(&error);
        QVERIFY2(!database.isEmpty(), qPrintable(error));
        QStringList columns;
        int n = 0;
        for (const Expected &e : kPostgres)
            columns << QStringLiteral("c%1 %2").arg(++n).arg(u(e.native));
        QVERIFY2(server.execute(database, QStringLiteral("CREATE TABLE every_type (id bigint PRIMARY KEY, code text NOT NULL UNIQUE, %1)")
                                              .arg(columns.join(QStringLiteral(", "))),
                                &error),
                 qPrintable(error));
        QVERIFY2(server.execute(database, u("COMMENT ON TABLE every_type IS 'all types'; COMMENT ON COLUMN every_type.id IS 'the key'; "
                                            "CREATE ROLE reader LOGIN PASSWORD 'Reader-1'; GRANT SELECT ON every_type TO reader"),
                                &error),
                 qPrintable(error));

        SourceLocation location;
        LocalizedText problem;
        QVERIFY(SourceLocation::parse(QStringLiteral("postgresql://reader@127.0.0.1:%1/%2").arg(server.port()).arg(database), &location, &problem));
        SourceSchema live;
        QVERIFY(!readLiveSchema(location, u("wrong"), &live, &problem)); // the server's refusal, said
        QVERIFY(problem.en.contains(u("cannot connect")));
        QVERIFY2(readLiveSchema(location, u("Reader-1"), &live, &problem), qPrintable(problem.en));
        QString dumpText;
        QVERIFY2(server.dumpSchema(database, &dumpText, &error), qPrintable(error));
        SourceSchema dumped;
        QVERIFY2(readSchemaDump(dumpText, u("dump.sql"), &dumped, &problem), qPrintable(problem.en));
        QCOMPARE(live.tables.size(), 1);
        QCOMPARE(dumped.tables.size(), 1);
        const SourceTable &a = live.tables.at(0);
        const SourceTable &b = dumped.tables.at(0);
        QCOMPARE(a.primaryKey, QStringList{u("id")});
        QCOMPARE(b.primaryKey, a.primaryKey);
        QCOMPARE(a.uniqueKeys, QList<QStringList>{QStringList{u("code")}});
        QCOMPARE(b.uniqueKeys, a.uniqueKeys);
        QCOMPARE(a.comment, u("all types"));
        QCOMPARE(b.comment, a.comment);
        QCOMPARE(a.columns.size(), b.columns.size());
        const TypeMap *map = mapOf(m_registry, "postgres-cdc", "postgresql");
        for (int c = 0; c < a.columns.size(); ++c) {
            QCOMPARE(a.columns.at(c).name, b.columns.at(c).name);
            QCOMPARE(a.columns.at(c).type, b.columns.at(c).type);
            QCOMPARE(a.columns.at(c).notNull, b.columns.at(c).notNull);
            QCOMPARE(a.columns.at(c).comment, b.columns.at(c).comment);
            if (c >= 2) {
                const Expected &e = kPostgres[c - 2];
                const TypeMapping m = map->map(NativeType::parse(a.columns.at(c).type), kCdc36);
                // PostgreSQL keeps no array dimensions: a text[][] column is reported as text[].
                const QString expected = QByteArray(e.native) == "text[][]" ? u("ARRAY<STRING>") : u(e.flink);
                QVERIFY2(m.flinkType == expected, qPrintable(QStringLiteral("%1 (server: %2): %3, expected %4").arg(u(e.native), a.columns.at(c).type, m.flinkType, expected)));
            }
        }
    }

    /// `streamtable from-db` on a dump, then again on the dump of the source after a change: the
    /// first run makes the tables and the wirings, the second the sources' new revisions, saying
    /// what changed and keeping the options set since.
    void fromDbCommandMakesThenRevises()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString catalog = dir.filePath(u("catalog.db"));
        const QProcessEnvironment env = testsupport::cliEnvironment(dir.filePath(u("home")));
        const auto cli = [&](const QStringList &args) { return testsupport::runCli(QStringList{u("--catalog"), catalog} + args, env); };
        QCOMPARE(cli({u("db"), u("create"), u("shop"), u("--target"), u("flink-1.20")}).exitCode, 0);
        const QString dump = u(ST_TEST_DATA_DIR "/data/sourcedb/shop-mariadb.sql");
        const QStringList common{u("--db"), u("shop"), u("--source-option"), u("hostname=db1"), u("--source-option"), u("username=cdc"),
                                 u("--source-option"), u("password=${secret:SHOP_PASSWORD}"), u("--sink-option"),
                                 u("properties.bootstrap.servers=kafka:9092"), u("--append-sink"), u("kafka")};
        testsupport::CliRun run = cli(QStringList{u("from-db"), dump} + common);
        QVERIFY2(run.exitCode == 0, qPrintable(run.err + run.out));
        QVERIFY2(run.out.contains(u("imported orders (mysql-cdc, source), revision 1")), qPrintable(run.out));
        QVERIFY(run.out.contains(u("imported ods_orders (upsert-kafka, sink), revision 1")));
        QVERIFY(run.out.contains(u("imported ods_log (kafka, sink), revision 1")));
        QVERIFY(run.out.contains(u("wired orders -> ods_orders in the job")));
        QVERIFY(run.err.contains(u("column big: decimal(65,30) holds up to 65 digits")));

        // Someone sets an option of the source since; the source table gains a column.
        {
            const testsupport::CliRun before = cli({u("table"), u("show"), u("shop"), u("orders"), u("--json")});
            QJsonObject spec = QJsonDocument::fromJson(before.out.toUtf8()).object();
            if (spec.contains(u("spec")))
                spec = spec.value(u("spec")).toObject();
            QJsonObject options = spec.value(u("options")).toObject();
            options.insert(u("server-id"), u("5400-5403"));
            spec.insert(u("options"), options);
            QFile edited(dir.filePath(u("orders.json")));
            QVERIFY(edited.open(QIODevice::WriteOnly));
            edited.write(QJsonDocument(spec).toJson());
            edited.close();
            const testsupport::CliRun put = cli({u("table"), u("put"), u("shop"), edited.fileName()});
            QVERIFY2(put.exitCode == 0, qPrintable(put.err + before.out));
        }
        QFile original(dump);
        QVERIFY(original.open(QIODevice::ReadOnly));
        QString changed = QString::fromUtf8(original.readAll());
        changed.replace(u("  `pos` point DEFAULT NULL,"), u("  `pos` point DEFAULT NULL,\n  `channel` varchar(32) NOT NULL,"));
        const QString changedDump = dir.filePath(u("shop-2.sql"));
        QFile out(changedDump);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(changed.toUtf8());
        out.close();
        run = cli(QStringList{u("from-db"), changedDump} + common + QStringList{u("--dry-run")});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err + run.out));
        QVERIFY2(run.out.contains(u("would revise orders (mysql-cdc, source)")), qPrintable(run.out));
        QVERIFY2(run.err.contains(u("orders: column channel added")), qPrintable(run.err));
        run = cli(QStringList{u("from-db"), changedDump} + common);
        QVERIFY2(run.out.contains(u("revised orders (mysql-cdc, source), revision 3")), qPrintable(run.out));
        QVERIFY(run.out.contains(u("unchanged log (mysql-cdc, source)")));
        const testsupport::CliRun shown = cli({u("table"), u("show"), u("shop"), u("orders"), u("--json")});
        QVERIFY2(shown.out.contains(u("\"server-id\": \"5400-5403\"")), qPrintable(shown.out)); // kept
        QVERIFY(shown.out.contains(u("\"channel\"")));
    }

    /// A re-run merges each stored table it read with the source's columns; a colleague's save
    /// landing between that read and the write is not overwritten: the whole save is refused as
    /// a conflict naming the table. The catalog is on a PostgreSQL server so that the test can
    /// see the command wait for the write lock (its reads done) while the colleague holds it.
    void fromDbRerunOnStaleBaseIsAConflict()
    {
        test::PostgresServer server;
        QString error;
        QVERIFY2(server.start(&error), qPrintable(error));
        const QString database = server.createDatabase(&error);
        QVERIFY2(!database.isEmpty(), qPrintable(error));
        const QString catalog = server.url(database);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QProcessEnvironment env = testsupport::cliEnvironment(dir.filePath(u("home")));
        const auto cli = [&](const QStringList &args) { return testsupport::runCli(QStringList{u("--catalog"), catalog} + args, env); };
        QCOMPARE(cli({u("db"), u("create"), u("shop"), u("--target"), u("flink-1.20")}).exitCode, 0);
        const QString dump = u(ST_TEST_DATA_DIR "/data/sourcedb/shop-mariadb.sql");
        const QStringList common{u("--db"), u("shop"), u("--source-option"), u("hostname=db1"), u("--source-option"), u("username=cdc"),
                                 u("--source-option"), u("password=${secret:SHOP_PASSWORD}"), u("--sink-option"),
                                 u("properties.bootstrap.servers=kafka:9092"), u("--append-sink"), u("kafka")};
        testsupport::CliRun run = cli(QStringList{u("from-db"), dump} + common);
        QVERIFY2(run.exitCode == 0, qPrintable(run.err + run.out));
        QVERIFY2(run.out.contains(u("imported orders (mysql-cdc, source), revision 1")), qPrintable(run.out));

        // The source gains a column.
        QFile original(dump);
        QVERIFY(original.open(QIODevice::ReadOnly));
        QString changed = QString::fromUtf8(original.readAll());
        changed.replace(u("  `pos` point DEFAULT NULL,"), u("  `pos` point DEFAULT NULL,\n  `channel` varchar(32) NOT NULL,"));
        const QString changedDump = dir.filePath(u("shop-2.sql"));
        QFile out(changedDump);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(changed.toUtf8());
        out.close();

        // A colleague holds the catalog's write lock and saves orders' revision 2 (hostname db2)
        // in it, not committed yet: the command reads revision 1, merges, and waits for the lock.
        {
            QSqlDatabase colleague = test::rawConnection(catalog, u("colleague"));
            QVERIFY2(colleague.isOpen(), qPrintable(colleague.lastError().text()));
            QSqlQuery q(colleague);
            QVERIFY(q.exec(u("BEGIN")));
            QVERIFY(q.exec(u("SELECT pg_advisory_xact_lock(%1)").arg(catalogschema::ApplicationId)));
            QVERIFY2(q.exec(u("INSERT INTO revisions (table_id, revision, spec, saved_at)"
                              " SELECT t.id, t.revision + 1, replace(r.spec, 'db1', 'db2'), r.saved_at"
                              " FROM tables t JOIN revisions r ON r.table_id = t.id AND r.revision = t.revision WHERE t.name = 'orders'")),
                     qPrintable(q.lastError().text()));
            QCOMPARE(q.numRowsAffected(), 1);
            QVERIFY(q.exec(u("UPDATE tables SET revision = revision + 1 WHERE name = 'orders'")));

            QProcess rerun;
            rerun.setProcessEnvironment(env);
            rerun.start(u(ST_CLI_PATH), QStringList{u("--catalog"), catalog, u("from-db"), changedDump} + common);
            QVERIFY(rerun.waitForStarted());
            // An up-to-date server catalog is opened without the lock, and from-db's only write
            // is its one save: a waiting advisory lock is the command at its save.
            bool waiting = false;
            for (int i = 0; i < 300 && !waiting && rerun.state() == QProcess::Running; ++i) {
                waiting = server.scalar(database, u("SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND NOT granted")).toInt() > 0;
                if (!waiting)
                    QTest::qWait(50);
            }
            QVERIFY2(waiting, rerun.readAllStandardError().constData());
            QVERIFY(q.exec(u("COMMIT")));
            QVERIFY(rerun.waitForFinished(60000));
            const QString said = QString::fromUtf8(rerun.readAllStandardOutput() + rerun.readAllStandardError());
            QVERIFY2(rerun.exitCode() != 0, qPrintable(said));
            QVERIFY2(said.contains(u("Conflict: table \"orders\" in database \"shop\" was changed by someone else: it is at revision 2, "
                                     "this change was based on revision 1")),
                     qPrintable(said));
            colleague.close();
        }
        QSqlDatabase::removeDatabase(u("colleague"));

        // The colleague's revision stands, nothing of the run was written.
        const testsupport::CliRun shown = cli({u("table"), u("show"), u("shop"), u("orders"), u("--json")});
        QVERIFY2(shown.out.contains(u("\"hostname\": \"db2\"")), qPrintable(shown.out));
        QVERIFY(!shown.out.contains(u("\"channel\"")));
        const testsupport::CliRun history = cli({u("table"), u("history"), u("shop"), u("orders"), u("--json")});
        QCOMPARE(QJsonDocument::fromJson(history.out.toUtf8()).array().size(), 2);

        // Run again now: based on revision 2, saved as 3 with the colleague's hostname kept.
        run = cli(QStringList{u("from-db"), changedDump} + common);
        QVERIFY2(run.out.contains(u("revised orders (mysql-cdc, source), revision 3")), qPrintable(run.out + run.err));
        const testsupport::CliRun after = cli({u("table"), u("show"), u("shop"), u("orders"), u("--json")});
        QVERIFY2(after.out.contains(u("\"channel\"")), qPrintable(after.out));
        QVERIFY(after.out.contains(u("\"hostname\": \"db2\"")));
    }

    void tablesGenerated()
    {
        QFile file(u(ST_TEST_DATA_DIR "/data/sourcedb/shop-mariadb.sql"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        SourceSchema schema;
        LocalizedText error;
        QVERIFY(readSchemaDump(QString::fromUtf8(file.readAll()), u("shop-mariadb.sql"), &schema, &error));
        SchemaRegistry flink120;
        QString problem;
        QVERIFY2(m_registry.forTarget(u("flink-1.20"), &flink120, &problem), qPrintable(problem));
        FromDatabaseChoice choice;
        choice.sinkConnector = u("upsert-kafka");
        choice.sinkNamePattern = u("ods_{database}_{table}");
        choice.targetEngines = flink120.target(u("flink-1.20"))->engines;
        GeneratedTables made;
        QVERIFY2(generateTables(schema, flink120, choice, &made, &error), qPrintable(error.en));
        QCOMPARE(made.sourceConnector, u("mysql-cdc"));
        QCOMPARE(made.tables.size(), 1); // log has no key and no append sink was chosen
        QCOMPARE(made.leftOut.size(), 1);
        QVERIFY(made.leftOut.at(0).en.contains(u("log has no primary key")));
        const GeneratedTable &orders = made.tables.at(0);
        QCOMPARE(orders.source.name, u("orders"));
        QCOMPARE(orders.sink.name, u("ods_shop_orders"));
        QCOMPARE(orders.source.options.value(u("table-name")), u("orders"));
        QCOMPARE(orders.source.options.value(u("database-name")), u("shop"));
        QCOMPARE(orders.sink.options.value(u("topic")), u("ods_shop_orders"));
        QCOMPARE(orders.source.primaryKey, QStringList{u("id")});
        QCOMPARE(orders.source.columns.at(0).type, u("DECIMAL(20, 0)"));
        QVERIFY(!orders.source.columns.at(0).nullable);
        QCOMPARE(orders.source.columns.at(1).type, u("BOOLEAN"));
        QCOMPARE(made.wirings, (Wirings{Wiring{u("orders"), u("ods_shop_orders")}}));

        // A pg_dump names no database: left to fill, not written empty; slot names PostgreSQL takes.
        {
            QFile pgFile(u(ST_TEST_DATA_DIR "/data/sourcedb/shop-postgres.sql"));
            QVERIFY(pgFile.open(QIODevice::ReadOnly));
            SourceSchema pg;
            QVERIFY(readSchemaDump(QString::fromUtf8(pgFile.readAll()), u("shop-postgres.sql"), &pg, &error));
            FromDatabaseChoice pgChoice = choice;
            pgChoice.appendSinkConnector = u("kafka");
            GeneratedTables pgMade;
            QVERIFY2(generateTables(pg, flink120, pgChoice, &pgMade, &error), qPrintable(error.en));
            QCOMPARE(pgMade.sourceConnector, u("postgres-cdc"));
            QCOMPARE(pgMade.tables.size(), 2);
            const QMap<QString, QString> &options = pgMade.tables.at(0).source.options;
            QVERIFY(!options.contains(u("database-name")));
            QCOMPARE(options.value(u("schema-name")), u("public"));
            QCOMPARE(options.value(u("slot.name")), u("flink_orders"));
            QCOMPARE(options.value(u("decoding.plugin.name")), u("pgoutput"));
            QCOMPARE(pgMade.tables.at(1).source.options.value(u("slot.name")), u("flink_audit_log")); // "Audit Log"
        }

        // With an append sink, the key-less table reads its changes as appends (Flink CDC 3.6).
        choice.appendSinkConnector = u("kafka");
        QVERIFY(generateTables(schema, flink120, choice, &made, &error));
        QCOMPARE(made.tables.size(), 2);
        QCOMPARE(made.tables.at(1).sink.connector, u("kafka"));
        QCOMPARE(made.tables.at(1).source.options.value(u("scan.read-changelog-as-append-only.enabled")), u("true"));
    }
};

QTEST_GUILESS_MAIN(TestSourceDb)
#include "test_sourcedb.moc"

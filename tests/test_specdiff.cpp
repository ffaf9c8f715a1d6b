// compare/specdiff: what changed between two specs, checked against hand-written changes.

#include "compare/specdiff.h"
#include "testsupport.h"

#include <QTest>

using namespace st;
using Kind = SpecChange::Kind;

namespace {

ColumnSpec column(const QString &name, const QString &type, bool nullable = true)
{
    ColumnSpec c;
    c.name = name;
    c.type = type;
    c.nullable = nullable;
    return c;
}

TableSpec orders()
{
    TableSpec t;
    t.name = QStringLiteral("orders");
    t.connector = QStringLiteral("kafka");
    t.role = Role::Source;
    t.columns = {column(QStringLiteral("id"), QStringLiteral("BIGINT"), false), column(QStringLiteral("amount"), QStringLiteral("DECIMAL(10, 2)")),
                 column(QStringLiteral("ts"), QStringLiteral("TIMESTAMP(3)"))};
    t.watermark = WatermarkSpec{QStringLiteral("ts"), QStringLiteral("ts - INTERVAL '5' SECOND")};
    t.options = {{QStringLiteral("topic"), QStringLiteral("orders")}, {QStringLiteral("format"), QStringLiteral("json")}};
    return t;
}

/// `kind subject: before -> after`, compact to compare.
QStringList lines(const SpecChanges &changes)
{
    QStringList out;
    for (const SpecChange &c : changes)
        out << SpecChange::kindName(c.kind) + QLatin1Char(' ') + c.subject + QStringLiteral(": ") + c.before + QStringLiteral(" -> ") + c.after;
    return out;
}

/// The changes of the other direction, as diffSpecs(after, before) must give them (order aside).
QStringList inverse(const SpecChanges &changes)
{
    SpecChanges out;
    for (SpecChange c : changes) {
        if (c.kind == Kind::ColumnAdded)
            c.kind = Kind::ColumnRemoved;
        else if (c.kind == Kind::ColumnRemoved)
            c.kind = Kind::ColumnAdded;
        else if (c.kind == Kind::OptionAdded)
            c.kind = Kind::OptionRemoved;
        else if (c.kind == Kind::OptionRemoved)
            c.kind = Kind::OptionAdded;
        if (c.kind == Kind::ColumnRenamed)
            c.subject = c.before; // named after the change: in the other direction, the old name
        std::swap(c.before, c.after);
        out << c;
    }
    QStringList sorted = lines(out);
    sorted.sort();
    return sorted;
}

QStringList sortedLines(const SpecChanges &changes)
{
    QStringList sorted = lines(changes);
    sorted.sort();
    return sorted;
}

} // namespace

class TestSpecDiff : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void equalSpecsHaveNoChanges()
    {
        QVERIFY(diffSpecs(orders(), orders()).isEmpty());
        for (const char *example : {"kafka-source", "kafka-large", "hudi-sink", "hdfs-csv-source", "upsert-kafka-sink"}) {
            const TableSpec spec = testsupport::example(QLatin1String(example));
            QVERIFY2(diffSpecs(spec, spec).isEmpty(), example);
        }
    }

    void everyKindOfChange()
    {
        const TableSpec a = orders();
        TableSpec b = a;
        b.name = QStringLiteral("orders_v2");
        b.role = Role::Both;
        b.comment = QStringLiteral("all orders");
        b.target = QStringLiteral("flink-2.0");
        b.columns[1].type = QStringLiteral("DECIMAL(12, 2)");
        b.columns[1].comment = QStringLiteral("in yuan");
        b.columns[0].nullable = true;
        b.columns.insert(2, column(QStringLiteral("currency"), QStringLiteral("CHAR(3)")));
        b.primaryKey = QStringList{QStringLiteral("id")};
        b.watermark.expression = QStringLiteral("ts - INTERVAL '10' SECOND");
        b.partitionedBy = QStringList{QStringLiteral("currency")};
        b.distribution = st::DistributionSpec{QStringLiteral("HASH"), {QStringLiteral("id")}, 4};
        b.options.remove(QStringLiteral("format"));
        b.options.insert(QStringLiteral("value.format"), QStringLiteral("json"));
        b.options.insert(QStringLiteral("topic"), QStringLiteral("orders_v2"));
        b.connector = QStringLiteral("upsert-kafka");
        QCOMPARE(lines(diffSpecs(a, b)), (QStringList{
                                              QStringLiteral("name : orders -> orders_v2"),
                                              QStringLiteral("connector : kafka -> upsert-kafka"),
                                              QStringLiteral("role : source -> both"),
                                              QStringLiteral("target :  -> flink-2.0"),
                                              QStringLiteral("comment :  -> all orders"),
                                              QStringLiteral("column.nullable id: NOT NULL -> NULL"),
                                              QStringLiteral("column.type amount: DECIMAL(10, 2) -> DECIMAL(12, 2)"),
                                              QStringLiteral("column.comment amount:  -> in yuan"),
                                              QStringLiteral("column.added currency:  -> CHAR(3)"),
                                              QStringLiteral("primaryKey :  -> id"),
                                              QStringLiteral("watermark : ts AS ts - INTERVAL '5' SECOND -> ts AS ts - INTERVAL '10' SECOND"),
                                              QStringLiteral("partitionedBy :  -> currency"),
                                              QStringLiteral("distribution :  -> BY HASH(`id`) INTO 4 BUCKETS"),
                                              QStringLiteral("option.removed format: json -> "),
                                              QStringLiteral("option.changed topic: orders -> orders_v2"),
                                              QStringLiteral("option.added value.format:  -> json"),
                                          }));
        QCOMPARE(sortedLines(diffSpecs(b, a)), inverse(diffSpecs(a, b)));
        // The text says it in both languages.
        const SpecChange type = diffSpecs(a, b).at(6);
        QCOMPARE(type.text().en, QStringLiteral("column amount: type DECIMAL(10, 2) → DECIMAL(12, 2)"));
        QCOMPARE(type.text().zh, QStringLiteral("列 amount：类型 DECIMAL(10, 2) → DECIMAL(12, 2)"));
        QCOMPARE(type.toJson().value(QStringLiteral("change")).toString(), QStringLiteral("column.type"));
        // A value not there is said in each language (the Chinese text said "(none)").
        int keys = 0;
        for (const SpecChange &c : diffSpecs(a, b)) {
            if (c.kind == SpecChange::Kind::PrimaryKey) {
                ++keys;
                QCOMPARE(c.text().en, QStringLiteral("primary key: (none) → id"));
                QCOMPARE(c.text().zh, QStringLiteral("主键：（无） → id"));
            }
        }
        QCOMPARE(keys, 1);
    }

    void columnsRenamedRemovedAndComputed()
    {
        const TableSpec a = orders();
        TableSpec b = a;
        b.columns[1].name = QStringLiteral("total"); // same place, same type: renamed
        b.columns.removeAt(2);                      // ts gone (and the watermark with it)
        b.watermark = WatermarkSpec{};
        ColumnSpec cents;
        cents.name = QStringLiteral("cents");
        cents.expression = QStringLiteral("CAST(total * 100 AS BIGINT)");
        b.columns << cents;
        QCOMPARE(lines(diffSpecs(a, b)), (QStringList{
                                              QStringLiteral("column.removed ts: TIMESTAMP(3) -> "),
                                              QStringLiteral("column.renamed total: amount -> total"),
                                              QStringLiteral("column.added cents:  -> AS CAST(total * 100 AS BIGINT)"),
                                              QStringLiteral("watermark : ts AS ts - INTERVAL '5' SECOND -> "),
                                          }));
        QCOMPARE(sortedLines(diffSpecs(b, a)), inverse(diffSpecs(a, b)));
        // A new name at the same place with another type is a column removed and one added.
        TableSpec c = a;
        c.columns[1] = column(QStringLiteral("note"), QStringLiteral("STRING"));
        QCOMPARE(lines(diffSpecs(a, c)), (QStringList{QStringLiteral("column.removed amount: DECIMAL(10, 2) -> "),
                                                      QStringLiteral("column.added note:  -> STRING")}));
        // Case matters, as in Flink: ID is not id.
        TableSpec d = a;
        d.columns[0].name = QStringLiteral("ID");
        QCOMPARE(lines(diffSpecs(a, d)), QStringList{QStringLiteral("column.renamed ID: id -> ID")});
    }

    void movedColumnsAreTheFewestThatLeftTheirOrder()
    {
        TableSpec a = orders();
        a.columns << column(QStringLiteral("d"), QStringLiteral("INT"));
        a.watermark = WatermarkSpec{};
        TableSpec b = a; // id, amount, ts, d -> amount, ts, d, id: only id moved
        b.columns.move(0, 3);
        QCOMPARE(lines(diffSpecs(a, b)), QStringList{QStringLiteral("column.moved id: 1 -> 4")});
        QCOMPARE(sortedLines(diffSpecs(b, a)), inverse(diffSpecs(a, b)));
        // Two columns swapped: one of them moved, the same one in both directions.
        TableSpec c = a;
        c.columns.swapItemsAt(1, 2);
        const SpecChanges there = diffSpecs(a, c);
        QCOMPARE(there.size(), 1);
        QCOMPARE(there.at(0).kind, Kind::ColumnMoved);
        QCOMPARE(sortedLines(diffSpecs(c, a)), inverse(there));
    }

    void secretsAreNeverShown()
    {
        TableSpec a = orders();
        a.options.insert(QStringLiteral("properties.sasl.jaas.config"), QStringLiteral("org.apache.kafka... password=\"s3cret\";"));
        TableSpec b = a;
        b.options.insert(QStringLiteral("properties.sasl.jaas.config"), QStringLiteral("org.apache.kafka... password=\"n3w\";"));
        const SpecChanges changes = diffSpecs(a, b);
        QCOMPARE(lines(changes), QStringList{QStringLiteral("option.changed properties.sasl.jaas.config: (secret) -> (secret, changed)")});
        QVERIFY(!changes.at(0).text().en.contains(QStringLiteral("s3cret")));
        TableSpec c = orders();
        QCOMPARE(lines(diffSpecs(c, a)), QStringList{QStringLiteral("option.added properties.sasl.jaas.config:  -> (secret)")});
    }

    void tablesOfTwoSets()
    {
        TableSpec changed = orders();
        changed.options.insert(QStringLiteral("topic"), QStringLiteral("orders_2"));
        TableSpec t2 = orders();
        t2.name = QStringLiteral("t_2");
        TableSpec t10 = orders();
        t10.name = QStringLiteral("t_10");
        TableSpec gone = orders();
        gone.name = QStringLiteral("gone");
        TableSpec sameButCase = orders();
        sameButCase.name = QStringLiteral("Same");
        TableSpec same = sameButCase;
        same.name = QStringLiteral("same"); // names compare ignoring case: the same table, renamed in case only
        const TablesDiff diff = diffTables({orders(), gone, sameButCase}, {changed, t10, t2, same});
        QCOMPARE(diff.added, (QStringList{QStringLiteral("t_2"), QStringLiteral("t_10")}));
        QCOMPARE(diff.removed, QStringList{QStringLiteral("gone")});
        QCOMPARE(diff.changed.size(), 2);
        QCOMPARE(diff.changed.at(0).first, QStringLiteral("orders"));
        QCOMPARE(lines(diff.changed.at(0).second), QStringList{QStringLiteral("option.changed topic: orders -> orders_2")});
        QCOMPARE(diff.changed.at(1).first, QStringLiteral("same"));
        QCOMPARE(lines(diff.changed.at(1).second), QStringList{QStringLiteral("name : Same -> same")});
        QVERIFY(diffTables({orders()}, {orders()}).isEmpty());
    }

    void lineDiff()
    {
        const QStringList a{QStringLiteral("CREATE TABLE t ("), QStringLiteral("  a INT,"), QStringLiteral("  b INT"), QStringLiteral(")")};
        const QStringList b{QStringLiteral("CREATE TABLE t ("), QStringLiteral("  a INT,"), QStringLiteral("  c STRING"), QStringLiteral(")")};
        QCOMPARE(diffLines(a, b), (QStringList{QStringLiteral(" CREATE TABLE t ("), QStringLiteral("   a INT,"), QStringLiteral("-  b INT"),
                                               QStringLiteral("+  c STRING"), QStringLiteral(" )")}));
        QCOMPARE(diffLines(a, a).filter(QRegularExpression(QStringLiteral("^[-+]"))), QStringList());
        QCOMPARE(diffLines({}, b).size(), b.size());
    }
};

QTEST_GUILESS_MAIN(TestSpecDiff)
#include "test_specdiff.moc"

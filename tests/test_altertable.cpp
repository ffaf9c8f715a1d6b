// The ALTER TABLE statements of a change (issue 16), against statements written by hand from
// Flink's ALTER TABLE grammar (flink-docs-release-1.17 and -2.0, docs/dev/table/sql/alter:
// RENAME TO, RENAME col TO, ADD / MODIFY col [FIRST | AFTER col], DROP (cols), DROP WATERMARK,
// DROP PRIMARY KEY, ADD WATERMARK / PRIMARY KEY, SET (...), RESET (...)).
#include "compare/altertable.h"
#include "schema/schemaregistry.h"
#include "testsupport.h"

#include <QtTest>

using st::AlterPlan;
using st::TableSpec;

class TestAlterTable : public QObject
{
    Q_OBJECT

private:
    st::SchemaRegistry m_registry = st::SchemaRegistry::loadDefault();

    static TableSpec orders()
    {
        TableSpec spec = testsupport::example(QStringLiteral("kafka-source"));
        spec.target.clear(); // the registry's default target, Apache Flink 1.18
        return spec;
    }
    static st::ColumnSpec &column(TableSpec &spec, const char *name)
    {
        for (st::ColumnSpec &c : spec.columns) {
            if (c.name == QLatin1String(name))
                return c;
        }
        qFatal("no column %s", name);
    }

private slots:
    void unchangedNeedsNothing()
    {
        const AlterPlan plan = st::alterTable(orders(), orders(), m_registry);
        QVERIFY(plan.inPlace());
        QCOMPARE(plan.statements, QStringList());
    }

    void optionsAreResetAndSet()
    {
        TableSpec after = orders();
        after.options.insert(QStringLiteral("topic"), QStringLiteral("orders_v2"));
        after.options.remove(QStringLiteral("properties.group.id"));
        const AlterPlan plan = st::alterTable(orders(), after, m_registry);
        QVERIFY(plan.inPlace());
        QCOMPARE(plan.statements, (QStringList{QStringLiteral("ALTER TABLE `orders` RESET ('properties.group.id');"),
                                               QStringLiteral("ALTER TABLE `orders` SET ('topic' = 'orders_v2');")}));
    }

    void columnsAreModifiedAddedDroppedAndRenamed()
    {
        TableSpec after = orders();
        after.name = QStringLiteral("orders_raw");
        column(after, "amount").type = QStringLiteral("DECIMAL(12, 2)");
        column(after, "status").name = QStringLiteral("state"); // same place, same type: a rename
        after.columns.removeAt(int(after.columns.indexOf(column(after, "currency"))));
        st::ColumnSpec note;
        note.name = QStringLiteral("note");
        note.type = QStringLiteral("STRING");
        after.columns.insert(1, note);
        const AlterPlan plan = st::alterTable(orders(), after, m_registry);
        QVERIFY(plan.inPlace());
        QCOMPARE(plan.statements,
                 (QStringList{QStringLiteral("ALTER TABLE `orders` RENAME TO `orders_raw`;"),
                              QStringLiteral("ALTER TABLE `orders_raw` RENAME `status` TO `state`;"),
                              QStringLiteral("ALTER TABLE `orders_raw` DROP (`currency`);"),
                              QStringLiteral("ALTER TABLE `orders_raw` ADD `note` STRING AFTER `order_id`;"),
                              QStringLiteral("ALTER TABLE `orders_raw` MODIFY `amount` DECIMAL(12, 2) COMMENT 'order amount in yuan';")}));
    }

    void watermarkAndKeyAreDroppedBeforeTheirColumnsChange()
    {
        TableSpec after = orders();
        after.watermark.expression = QStringLiteral("order_time - INTERVAL '1' MINUTE");
        after.primaryKey = QStringList{QStringLiteral("order_id")};
        const AlterPlan plan = st::alterTable(orders(), after, m_registry);
        QVERIFY(plan.inPlace());
        QCOMPARE(plan.statements,
                 (QStringList{QStringLiteral("ALTER TABLE `orders` DROP WATERMARK;"),
                              QStringLiteral("ALTER TABLE `orders` ADD WATERMARK FOR `order_time` AS order_time - INTERVAL '1' MINUTE;"),
                              QStringLiteral("ALTER TABLE `orders` ADD PRIMARY KEY (`order_id`) NOT ENFORCED;")}));
    }

    /// Issue 49: Flink refuses to RENAME a column the watermark refers to ("currently doesn't
    /// allow to rename column which is referred by watermark expression", AlterSchemaConverter):
    /// the watermark goes before the rename and comes back after it.
    void renamingTheWatermarksColumnDropsAndAddsTheWatermark()
    {
        TableSpec after = orders();
        column(after, "order_time").name = QStringLiteral("event_time");
        after.watermark = {QStringLiteral("event_time"), QStringLiteral("event_time - INTERVAL '5' SECOND")};
        const AlterPlan plan = st::alterTable(orders(), after, m_registry);
        QVERIFY(plan.inPlace());
        QCOMPARE(plan.statements,
                 (QStringList{QStringLiteral("ALTER TABLE `orders` DROP WATERMARK;"),
                              QStringLiteral("ALTER TABLE `orders` RENAME `order_time` TO `event_time`;"),
                              QStringLiteral("ALTER TABLE `orders` ADD WATERMARK FOR `event_time` AS event_time - INTERVAL '5' SECOND;")}));
        // A column only the watermark's expression names counts too.
        TableSpec byExpression = orders();
        byExpression.watermark = {QStringLiteral("order_time"), QStringLiteral("order_time - INTERVAL '5' SECOND")};
        TableSpec renamed = byExpression;
        column(renamed, "kafka_ts").name = QStringLiteral("record_ts");
        byExpression.watermark.expression = QStringLiteral("GREATEST(order_time, CAST(kafka_ts AS TIMESTAMP(3)))");
        renamed.watermark.expression = QStringLiteral("GREATEST(order_time, CAST(record_ts AS TIMESTAMP(3)))");
        const AlterPlan second = st::alterTable(byExpression, renamed, m_registry);
        QCOMPARE(second.statements.value(0), QStringLiteral("ALTER TABLE `orders` DROP WATERMARK;"));
        QCOMPARE(second.statements.value(1), QStringLiteral("ALTER TABLE `orders` RENAME `kafka_ts` TO `record_ts`;"));
    }

    /// Issue 49: a computed column refers to the renamed column (amount_cents to amount): Flink
    /// refuses the RENAME, so the table is to be created again, saying why.
    void renamingAColumnAComputedColumnUsesRecreates()
    {
        TableSpec after = orders();
        column(after, "amount").name = QStringLiteral("total");
        column(after, "amount_cents").expression = QStringLiteral("CAST(total * 100 AS BIGINT)");
        const AlterPlan plan = st::alterTable(orders(), after, m_registry);
        QVERIFY(!plan.inPlace());
        QCOMPARE(plan.statements, QStringList());
        QVERIFY2(plan.script(st::Language::En).join(QLatin1Char('\n')).contains(QStringLiteral("column amount is renamed total, and computed column amount_cents refers to it")),
                 qPrintable(plan.script(st::Language::En).join(QLatin1Char('\n'))));
    }

    /// Issue 49: MODIFY without a COMMENT keeps the old comment on Flink; a removed comment is
    /// written as COMMENT ''.
    void aRemovedColumnCommentIsWrittenEmpty()
    {
        TableSpec after = orders();
        column(after, "order_id").comment.clear();
        const AlterPlan plan = st::alterTable(orders(), after, m_registry);
        QVERIFY(plan.inPlace());
        QCOMPARE(plan.statements, QStringList{QStringLiteral("ALTER TABLE `orders` MODIFY `order_id` BIGINT NOT NULL COMMENT '';")});
    }

    void whatFlinkCannotAlterIsRecreated()
    {
        TableSpec comment = orders();
        comment.comment = QStringLiteral("another comment");
        AlterPlan plan = st::alterTable(orders(), comment, m_registry);
        QVERIFY(!plan.inPlace());
        QVERIFY(plan.statements.isEmpty());
        QVERIFY2(plan.recreateBecause.at(0).en.contains(QStringLiteral("table comment")), qPrintable(plan.recreateBecause.at(0).en));

        // DISTRIBUTED BY added on Flink 1.20: no target lists ALTER TABLE ... DISTRIBUTION yet.
        TableSpec on120 = orders();
        on120.target = QStringLiteral("flink-1.20");
        TableSpec distributed = on120;
        distributed.distribution = st::DistributionSpec{QString(), {}, 4};
        plan = st::alterTable(on120, distributed, m_registry);
        QVERIFY(!plan.inPlace());
        QVERIFY2(plan.recreateBecause.at(0).en.contains(QStringLiteral("DISTRIBUTED BY")), qPrintable(plan.recreateBecause.at(0).en));

        TableSpec upsert = orders();
        upsert.connector = QStringLiteral("upsert-kafka");
        plan = st::alterTable(orders(), upsert, m_registry);
        QVERIFY(!plan.inPlace());
        QVERIFY(plan.recreateBecause.at(0).en.contains(QStringLiteral("connector")));
    }

    void aTargetWithoutAlterTableRecreates()
    {
        // EasyStream's platform (seed 003) says nothing of ALTER TABLE: its target reads none.
        TableSpec before = orders();
        before.target = QStringLiteral("easystream");
        TableSpec after = before;
        after.options.insert(QStringLiteral("topic"), QStringLiteral("orders_v2"));
        const AlterPlan plan = st::alterTable(before, after, m_registry);
        QVERIFY(!plan.inPlace());
        QVERIFY(plan.statements.isEmpty());
        QVERIFY2(plan.recreateBecause.at(0).en.contains(QStringLiteral("does not read ALTER TABLE ... SET")),
                 qPrintable(plan.recreateBecause.at(0).en));
    }
};

QTEST_GUILESS_MAIN(TestAlterTable)
#include "test_altertable.moc"

// "Columns from sample" in the create dialog, with real widgets offscreen: load a sample, edit
// the preview, accept, and the columns are in the column editor with the format suggested.

#include "columnsmodel.h"
#include "columnspanel.h"
#include "optionform.h"
#include "sampledialog.h"
#include "tabledialog.h"
#include "testsupport.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>

using namespace st;

namespace {

QString dataPath(const QString &name)
{
    return testsupport::sourcePath(QStringLiteral("tests/data/infer/") + name);
}

QStringList columnNames(const TableDialog &dialog)
{
    return dialog.columnsPanel()->model()->names();
}

} // namespace

class TestSampleDialog : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void loadEditAcceptReplaces();
    void offeredKeyAndWatermark();
    void appendKeepsExistingColumns();
    void avroOffersConfluentFormat();
    void pastedTextAndUnreadableSample();
    void brokenAfterGoodClearsThePreview();
    void connectorWithoutFormatOption();
    void catalogFilesAreNeverRead();

private:
    /// A create dialog on the editor page of `connector`, then its sample dialog opened.
    SampleDialog *openSample(const QString &connector);

    SchemaRegistry m_registry = SchemaRegistry::loadDefault();
    TableDialog *m_dialog = nullptr;
};

void TestSampleDialog::init()
{
    m_dialog = new TableDialog(m_registry);
}

void TestSampleDialog::cleanup()
{
    delete m_dialog;
    m_dialog = nullptr;
}

SampleDialog *TestSampleDialog::openSample(const QString &connector)
{
    m_dialog->startNew(QStringLiteral("default"));
    m_dialog->show();
    QListWidget *list = m_dialog->connectorList();
    for (int i = 0; i < list->count(); ++i) {
        if (list->item(i)->data(Qt::UserRole).toString() == connector)
            list->setCurrentRow(i);
    }
    m_dialog->nextButton()->click();
    QPushButton *button = m_dialog->columnsPanel()->sampleButton();
    if (!button->isVisible())
        return nullptr;
    button->click();
    return m_dialog->findChild<SampleDialog *>();
}

void TestSampleDialog::loadEditAcceptReplaces()
{
    SampleDialog *sample = openSample(QStringLiteral("kafka"));
    QVERIFY(sample);
    QVERIFY(sample->isVisible());
    QVERIFY(!sample->okButton()->isEnabled()); // nothing to take yet
    QVERIFY(sample->loadFile(dataPath(QStringLiteral("canal-products.json"))));
    QTableWidget *preview = sample->preview();
    QCOMPARE(preview->rowCount(), 4);
    QCOMPARE(preview->item(0, SampleDialog::SourceColumn)->text(), QStringLiteral("id"));
    QCOMPARE(preview->item(0, SampleDialog::TypeColumn)->text(), QStringLiteral("INT"));
    QCOMPARE(preview->item(3, SampleDialog::TypeColumn)->text(), QStringLiteral("FLOAT"));
    QCOMPARE(sample->formatCombo()->currentText(), QStringLiteral("canal-json"));
    // A sample is no evidence of NOT NULL: every column comes nullable.
    for (int row = 0; row < preview->rowCount(); ++row)
        QCOMPARE(preview->item(row, SampleDialog::NullableColumn)->checkState(), Qt::Checked);
    // Edit the preview: a wider key that is NOT NULL, a decimal weight.
    preview->item(0, SampleDialog::TypeColumn)->setText(QStringLiteral("BIGINT"));
    preview->item(3, SampleDialog::TypeColumn)->setText(QStringLiteral("DECIMAL(10, 2)"));
    preview->item(3, SampleDialog::NameColumn)->setText(QStringLiteral("weight_kg"));
    preview->item(0, SampleDialog::NullableColumn)->setCheckState(Qt::Unchecked);
    QVERIFY(sample->okButton()->isEnabled());
    sample->okButton()->click();

    QCOMPARE(columnNames(*m_dialog), testsupport::strings({"id", "name", "description", "weight_kg"}));
    const QList<ColumnSpec> columns = m_dialog->columnsPanel()->model()->columns();
    QCOMPARE(columns.at(0).type, QStringLiteral("BIGINT"));
    QCOMPARE(columns.at(0).nullable, false);
    QCOMPARE(columns.at(2).nullable, true);
    QCOMPARE(columns.at(3).type, QStringLiteral("DECIMAL(10, 2)"));
    QCOMPARE(m_dialog->optionForm()->values().value(QStringLiteral("format")), QStringLiteral("canal-json"));
    QCOMPARE(m_dialog->spec().options.value(QStringLiteral("format")), QStringLiteral("canal-json"));
    QVERIFY(m_dialog->hasUnsavedChanges());
    QVERIFY(m_dialog->ddl().contains(QStringLiteral("`weight_kg` DECIMAL(10, 2)")));
}

void TestSampleDialog::appendKeepsExistingColumns()
{
    // The table has columns of its own first: appending to none would look like replacing.
    m_dialog->startNew(QStringLiteral("default"));
    m_dialog->show();
    QListWidget *list = m_dialog->connectorList();
    for (int i = 0; i < list->count(); ++i) {
        if (list->item(i)->data(Qt::UserRole).toString() == QLatin1String("kafka"))
            list->setCurrentRow(i);
    }
    m_dialog->nextButton()->click();
    ColumnSpec existing;
    existing.name = QStringLiteral("order_id");
    existing.type = QStringLiteral("BIGINT");
    m_dialog->columnsPanel()->model()->setColumns({existing}, {});
    m_dialog->columnsPanel()->sampleButton()->click();
    SampleDialog *sample = m_dialog->findChild<SampleDialog *>();
    QVERIFY(sample);
    const QStringList before = columnNames(*m_dialog);
    QCOMPARE(before, testsupport::strings({"order_id"}));
    sample->findChildren<QRadioButton *>().at(1)->setChecked(true); // append
    QVERIFY(!sample->replacesColumns());
    QVERIFY(sample->loadFile(dataPath(QStringLiteral("iris.csv"))));
    sample->okButton()->click();
    QCOMPARE(columnNames(*m_dialog), before + testsupport::strings({"sepal_length", "sepal_width", "petal_length", "petal_width", "target"}));
    QCOMPARE(m_dialog->optionForm()->values().value(QStringLiteral("format")), QStringLiteral("csv"));
}

void TestSampleDialog::avroOffersConfluentFormat()
{
    SampleDialog *sample = openSample(QStringLiteral("kafka"));
    QVERIFY(sample);
    QVERIFY(sample->loadFile(dataPath(QStringLiteral("order.avsc"))));
    QComboBox *format = sample->formatCombo();
    QCOMPARE(format->count(), 2);
    QCOMPARE(format->itemText(0), QStringLiteral("avro"));
    QCOMPARE(format->itemText(1), QStringLiteral("avro-confluent"));
    QVERIFY(sample->findings()->count() >= 1); // the note on which record was taken
    format->setCurrentIndex(1);
    QCOMPARE(sample->connectorOptions().value(QStringLiteral("format")), QStringLiteral("avro-confluent"));
    sample->okButton()->click();
    QCOMPARE(columnNames(*m_dialog), testsupport::strings({"order", "value"}));
    QCOMPARE(m_dialog->optionForm()->values().value(QStringLiteral("format")), QStringLiteral("avro-confluent"));
}

void TestSampleDialog::pastedTextAndUnreadableSample()
{
    SampleDialog *sample = openSample(QStringLiteral("kafka"));
    QVERIFY(sample);
    QVERIFY(!sample->loadFile(dataPath(QStringLiteral("maxwell-products-broken.json"))));
    QVERIFY(sample->problemLabel()->isVisibleTo(sample));
    QVERIFY(sample->problemLabel()->text().contains(QStringLiteral("line 21")));
    QVERIFY(!sample->okButton()->isEnabled());
    sample->sampleEdit()->setPlainText(QStringLiteral("{\"ts\": 1700000000000, \"user\": \"a\"}\n{\"ts\": 1700000000001, \"user\": \"b\"}\n"));
    QVERIFY(sample->inferPastedText());
    QVERIFY(!sample->problemLabel()->isVisibleTo(sample));
    QCOMPARE(sample->preview()->rowCount(), 3); // ts, user and the computed ts_ltz
    QCOMPARE(sample->preview()->item(2, SampleDialog::TypeColumn)->text(), QStringLiteral("AS TO_TIMESTAMP_LTZ(`ts`, 3)"));
    sample->okButton()->click();
    const QList<ColumnSpec> columns = m_dialog->columnsPanel()->model()->columns();
    QCOMPARE(columns.size(), 3);
    QCOMPARE(columns.at(2).expression, QStringLiteral("TO_TIMESTAMP_LTZ(`ts`, 3)"));
    QCOMPARE(m_dialog->optionForm()->values().value(QStringLiteral("format")), QStringLiteral("json"));
}

/// Issue 27: a broken sample read after a good one must not leave the good one's preview to be
/// taken with OK.
void TestSampleDialog::brokenAfterGoodClearsThePreview()
{
    SampleDialog *sample = openSample(QStringLiteral("kafka"));
    QVERIFY(sample);
    QVERIFY(sample->loadFile(dataPath(QStringLiteral("canal-products.json"))));
    QCOMPARE(sample->preview()->rowCount(), 4);
    QVERIFY(sample->okButton()->isEnabled());
    QVERIFY(!sample->loadFile(dataPath(QStringLiteral("maxwell-products-broken.json"))));
    QVERIFY(sample->problemLabel()->isVisibleTo(sample));
    QCOMPARE(sample->preview()->rowCount(), 0);
    QVERIFY(!sample->okButton()->isEnabled());
}

void TestSampleDialog::offeredKeyAndWatermark()
{
    // Canal events name their key (pkNames) and carry a time: both offered, unticked, and
    // applied only when ticked.
    SampleDialog *sample = openSample(QStringLiteral("kafka"));
    QVERIFY(sample);
    sample->sampleEdit()->setPlainText(QStringLiteral(
        R"({"data": [{"order_id": "1", "amount": "2.5", "paid_time": "2024-01-01 10:00:00"}], "isDdl": false, "pkNames": ["order_id"], "type": "INSERT"})"));
    QVERIFY(sample->inferPastedText());
    QVERIFY(sample->useKeyBox()->isVisibleTo(sample));
    QVERIFY(sample->useEventTimeBox()->isVisibleTo(sample));
    QVERIFY(!sample->useKeyBox()->isChecked());
    QVERIFY(!sample->useEventTimeBox()->isChecked());
    QVERIFY(sample->useKeyBox()->text().contains(QStringLiteral("order_id")));
    QVERIFY(sample->useEventTimeBox()->text().contains(QStringLiteral("paid_time")));
    QVERIFY(sample->primaryKey().isEmpty());
    QVERIFY(sample->watermark().isEmpty());
    // Renamed in the preview, the key follows the new name.
    sample->preview()->item(0, SampleDialog::NameColumn)->setText(QStringLiteral("id"));
    sample->useKeyBox()->setChecked(true);
    sample->useEventTimeBox()->setChecked(true);
    QCOMPARE(sample->primaryKey(), QStringList{QStringLiteral("id")});
    sample->okButton()->click();

    const TableSpec spec = m_dialog->spec();
    QCOMPARE(spec.primaryKey, QStringList{QStringLiteral("id")});
    QCOMPARE(spec.columns.at(0).nullable, false); // a key column is NOT NULL
    QCOMPARE(spec.watermark.column, QStringLiteral("paid_time"));
    QCOMPARE(spec.watermark.expression, QStringLiteral("`paid_time` - INTERVAL '5' SECOND"));
    QCOMPARE(m_dialog->columnsPanel()->watermarkDelay()->value(), 5);

    // A plain JSON sample offers no key; nothing ticked, nothing applied.
    SampleDialog *plain = openSample(QStringLiteral("kafka"));
    QVERIFY(plain);
    plain->sampleEdit()->setPlainText(QStringLiteral(R"({"a": 1})"));
    QVERIFY(plain->inferPastedText());
    QVERIFY(!plain->useKeyBox()->isVisibleTo(plain));
    QVERIFY(!plain->useEventTimeBox()->isVisibleTo(plain));
}

void TestSampleDialog::connectorWithoutFormatOption()
{
    // HDFS takes CSV through its own `type` option; on Blink, JSON files it cannot take, and
    // says so (seed 004: CSV, Parquet and ORC).
    delete m_dialog;
    m_dialog = new TableDialog(*m_registry.resolvedFor(QStringLiteral("blink")));
    SampleDialog *sample = openSample(QStringLiteral("hdfs"));
    QVERIFY(sample);
    QVERIFY(sample->loadFile(dataPath(QStringLiteral("iris.csv"))));
    QCOMPARE(sample->connectorOptions().value(QStringLiteral("type")), QStringLiteral("csv"));
    QVERIFY(sample->loadFile(dataPath(QStringLiteral("blog-post.json"))));
    QVERIFY(sample->connectorOptions().isEmpty());
    bool explained = false;
    for (QLabel *label : sample->findChildren<QLabel *>()) {
        if (label->text().contains(QStringLiteral("'format' = 'json'")))
            explained = true;
    }
    QVERIFY(explained);
}

void TestSampleDialog::catalogFilesAreNeverRead()
{
    QTemporaryDir dir;
    const QString catalog = dir.filePath(QStringLiteral("catalog.sqlite"));
    for (const QString &name : {catalog, catalog + QStringLiteral("-wal")}) {
        QFile f(name);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("a,b\n1,2\n"); // readable as CSV, were it read
    }
    SampleDialog::setGuardedFiles({catalog});
    SampleDialog *sample = openSample(QStringLiteral("kafka"));
    QVERIFY(sample);
    // Named through another path (a link) it is still the catalog.
    const QString link = dir.filePath(QStringLiteral("other-name"));
    QVERIFY(QFile::link(catalog + QStringLiteral("-wal"), link));
    for (const QString &path : {catalog, catalog + QStringLiteral("-wal"), link}) {
        QVERIFY(!sample->loadFile(path));
        QVERIFY(sample->problemLabel()->text().contains(QStringLiteral("is the catalog the designer has open")));
        QCOMPARE(sample->preview()->rowCount(), 0);
    }
    SampleDialog::setGuardedFiles({});
    QVERIFY(sample->loadFile(catalog)); // the guard, not the content, refused it
}

QTEST_MAIN(TestSampleDialog)
#include "test_sampledialog.moc"

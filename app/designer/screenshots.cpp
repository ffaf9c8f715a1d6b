// Makes the README's screenshots with the program itself: the main window on a catalog filled
// with the example tables, the create-table dialog of each connector, the import, job and compare
// dialogs, in English and in Chinese. Run by docs/make-screenshots.sh (offscreen, so no display is needed).
//
// Usage: streamtable-screenshots OUT_DIR

#include "catalog/catalog.h"
#include "comparedialog.h"
#include "importdialog.h"
#include "jobdialog.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "optionform.h"
#include "tabledialog.h"
#include "valueeditors.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <cstdio>

namespace {

bool save(QWidget *widget, const QString &path)
{
    QApplication::processEvents();
    const bool ok = widget->grab().save(path);
    std::fprintf(ok ? stdout : stderr, "%s %s\n", ok ? "wrote" : "cannot write", qPrintable(path));
    return ok;
}

st::ColumnSpec column(const QString &name, const QString &type)
{
    st::ColumnSpec c;
    c.name = name;
    c.type = type;
    return c;
}

bool fillCatalog(st::Catalog &catalog)
{
    catalog.createDatabase(QStringLiteral("ods"), QStringLiteral("operational data"));
    const QDir examples(QStringLiteral(STREAMTABLE_SOURCE_DIR "/schemas/examples"));
    for (const QString &file : examples.entryList({QStringLiteral("*.json")}, QDir::Files)) {
        QFile f(examples.filePath(file));
        st::TableSpec spec;
        QString error;
        if (!f.open(QIODevice::ReadOnly) || !st::TableSpec::fromJsonText(f.readAll(), &spec, &error))
            return false;
        if (!catalog.put(QStringLiteral("ods"), spec, st::Catalog::NewTable).ok())
            return false;
    }
    // A job for the job dialog's picture: Hudi streaming read into a Kafka sink.
    catalog.setJobProfile(QStringLiteral("ods"), {{QStringLiteral("main-class"), QStringLiteral("com.example.flink.SqlRunner")},
                                                  {QStringLiteral("job-name"), QStringLiteral("ods orders")},
                                                  {QStringLiteral("jar"), QStringLiteral("/opt/flink/usrlib/flink-sql-runner.jar")},
                                                  {QStringLiteral("execution.checkpointing.interval"), QStringLiteral("60000")}});
    catalog.addWiring(QStringLiteral("ods"), QStringLiteral("orders"), QStringLiteral("orders_enriched"));
    // An imported table with an error, so the table list shows how such a table is marked.
    st::TableSpec legacy;
    legacy.name = QStringLiteral("orders_legacy");
    legacy.connector = QStringLiteral("kafka");
    legacy.role = st::Role::Source;
    legacy.columns = {column(QStringLiteral("order_id"), QStringLiteral("BIGINT"))};
    legacy.options = {{QStringLiteral("topic"), QStringLiteral("orders_v1")}, {QStringLiteral("format"), QStringLiteral("json")}};
    return catalog.put(QStringLiteral("ods"), legacy, st::Catalog::NewTable).ok();
}

/// A folder of DDL files as a user brings them in: a table that imports, one whose name the
/// database holds, one with errors, a SET and a statement the reader cannot read.
bool writeImportFolder(const QDir &dir)
{
    const QList<std::pair<QString, QByteArray>> files{
        {QStringLiteral("1-payments.sql"),
         "CREATE TABLE payments (\n  payment_id BIGINT,\n  order_id BIGINT,\n  amount DECIMAL(10, 2),\n  paid_at TIMESTAMP(3),\n"
         "  WATERMARK FOR paid_at AS paid_at - INTERVAL '5' SECOND\n) WITH (\n  'connector' = 'kafka',\n  'topic' = 'payments',\n"
         "  'properties.bootstrap.servers' = 'kafka-1:9092',\n  'properties.group.id' = 'payments-etl',\n  'format' = 'json'\n);\n"},
        {QStringLiteral("2-orders.sql"),
         "SET 'table.local-time-zone' = 'Asia/Shanghai';\nCREATE TABLE orders (order_id BIGINT, status STRING) WITH (\n"
         "  'connector' = 'kafka', 'topic' = 'orders', 'properties.bootstrap.servers' = 'kafka-1:9092',\n  'properties.group.id' = 'orders-etl', 'format' = 'json');\n"},
        {QStringLiteral("3-refunds.sql"), "CREATE TABLE refunds (refund_id BIGINT) WITH ('connector' = 'kafka', 'format' = 'json');\n"},
        {QStringLiteral("4-copy.sql"), "CREATE TABLE orders_copy LIKE orders;\n"},
    };
    for (const auto &[name, text] : files) {
        QFile f(dir.filePath(name));
        if (!f.open(QIODevice::WriteOnly) || f.write(text) != text.size())
            return false;
    }
    return true;
}

/// The dialog of one connector, half filled in, so live validation has something to say.
st::TableDialog *openDialog(st::MainWindow &window, const QString &connector)
{
    st::TableDialog *dialog = window.openCreateDialog(false);
    for (int i = 0; i < dialog->connectorList()->count(); ++i) {
        if (dialog->connectorList()->item(i)->data(Qt::UserRole).toString() == connector)
            dialog->connectorList()->setCurrentRow(i);
    }
    return dialog;
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("streamtable-screenshots"));
    QStandardPaths::setTestModeEnabled(true); // never touch the user's settings
    QSettings().clear(); // nor keep the window sizes of an earlier run: each window opens as it would the first time
    const QStringList args = QApplication::arguments();
    if (args.size() != 2) {
        std::fputs("usage: streamtable-screenshots OUT_DIR\n", stderr);
        return 2;
    }
    const QDir out(args.at(1));
    QDir().mkpath(out.path());
    QTemporaryDir dir;
    st::Catalog catalog;
    if (!catalog.open(dir.filePath(QStringLiteral("catalog.sqlite"))).ok() || !fillCatalog(catalog))
        return 1;
    const st::SchemaRegistry registry = st::SchemaRegistry::loadDefault();
    st::LanguageManager languages;
    bool ok = true;
    for (st::Language lang : {st::Language::En, st::Language::Zh}) {
        languages.setLanguage(lang);
        const QString suffix = QLatin1Char('-') + st::languageCode(lang) + QStringLiteral(".png");
        st::MainWindow window(catalog, registry, languages);
        window.show(); // at the size it opens with the first time on this screen
        window.selectDatabase(QStringLiteral("ods"));
        window.selectTable(QStringLiteral("orders"));
        ok = save(&window, out.filePath(QStringLiteral("main-window") + suffix)) && ok;

        st::TableDialog *chooser = openDialog(window, QStringLiteral("kafka"));
        ok = save(chooser, out.filePath(QStringLiteral("choose-connector") + suffix)) && ok;
        // A new table before anything is typed: no wall of red, a neutral line of what is left.
        QTest::mouseClick(chooser->nextButton(), Qt::LeftButton);
        ok = save(chooser, out.filePath(QStringLiteral("dialog-new-kafka") + suffix)) && ok;
        chooser->done(QDialog::Rejected);

        // File > Import DDL: the preview, then the result (into a catalog of its own, so the
        // other pictures stay the same).
        {
            QTemporaryDir importDir;
            st::Catalog staging;
            const QDir folder(importDir.filePath(QStringLiteral("ddl")));
            ok = QDir().mkpath(folder.path()) && writeImportFolder(folder)
                && staging.open(importDir.filePath(QStringLiteral("staging.sqlite"))).ok()
                && staging.createDatabase(QStringLiteral("ods"), QString()).ok() && ok;
            st::TableSpec existing;
            existing.name = QStringLiteral("orders");
            existing.connector = QStringLiteral("kafka");
            existing.role = st::Role::Source;
            existing.columns = {column(QStringLiteral("order_id"), QStringLiteral("BIGINT"))};
            ok = staging.put(QStringLiteral("ods"), existing, st::Catalog::NewTable).ok() && ok;
            st::ImportDialog import(staging, registry, QStringLiteral("ods"), &window);
            QString error;
            ok = import.addPaths({folder.path()}, &error) && ok;
            import.conflictCombo()->setCurrentIndex(import.conflictCombo()->findData(int(st::OnExisting::Skip)));
            import.show();
            ok = save(&import, out.filePath(QStringLiteral("import-dialog") + suffix)) && ok;
            ok = import.importChecked(&error) && ok;
            ok = save(&import, out.filePath(QStringLiteral("import-result") + suffix)) && ok;
        }

        const struct
        {
            const char *connector;
            const char *name;
            const char *option;
            const char *value;
        } dialogs[] = {
            {"kafka", "orders", "topic", "orders;orders-retry"},
            {"hudi", "orders_lake", "path", "hdfs://hacluster/warehouse/orders_lake"},
            {"hdfs", "hdfs_source", "path", "hdfs://hdfs_name/user/hive/warehouse/xxx/table1/dt=20180814"},
        };
        for (const auto &d : dialogs) {
            st::TableDialog *dialog = openDialog(window, QLatin1String(d.connector));
            QTest::mouseClick(dialog->nextButton(), Qt::LeftButton);
            dialog->nameEdit()->setText(QLatin1String(d.name));
            dialog->showTab(1);
            if (st::ValueEditor *editor = dialog->optionForm()->editor(QLatin1String(d.option)))
                editor->setValue(QLatin1String(d.value));
            // A value typed wrong, so the picture shows a message beside its field.
            if (st::ValueEditor *servers = dialog->optionForm()->editor(QStringLiteral("properties.bootstrap.servers"))) {
                servers->focusTarget()->setFocus();
                QTest::keyClicks(servers->focusTarget(), QStringLiteral("kafka-1 9092"));
            }
            dialog->refresh();
            ok = save(dialog, out.filePath(QStringLiteral("dialog-%1").arg(QLatin1String(d.connector)) + suffix)) && ok;
            dialog->done(QDialog::Rejected); // discarded without the unsaved-changes question
        }

        st::JobDialog *job = window.openJobDialog(false);
        ok = save(job, out.filePath(QStringLiteral("job-dialog") + suffix)) && ok;
        job->close();

        // Two revisions compared: a column's type and an option changed, and the statements
        // that make the change.
        if (const auto stored = catalog.get(QStringLiteral("ods"), QStringLiteral("orders"))) {
            st::CompareDialog::Side before{stored.value.spec, 1, stored.value.savedAt, false};
            st::CompareDialog::Side after = before;
            after.revision = 2;
            after.latest = true;
            after.savedAt = before.savedAt.addSecs(3600);
            after.spec.options.insert(QStringLiteral("topic"), QStringLiteral("orders_v2"));
            for (st::ColumnSpec &c : after.spec.columns) {
                if (c.name == QLatin1String("amount"))
                    c.type = QStringLiteral("DECIMAL(12, 2)");
            }
            st::CompareDialog compare(registry, before, after, &window);
            compare.show();
            ok = save(&compare, out.filePath(QStringLiteral("compare-dialog") + suffix)) && ok;
        } else {
            ok = false;
        }
    }
    return ok ? 0 : 1;
}

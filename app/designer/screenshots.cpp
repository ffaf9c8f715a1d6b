// Makes the README's screenshots with the program itself: the main window on a catalog filled
// with the example tables, and the create-table dialog of each connector, in English and in
// Chinese. Run by docs/make-screenshots.sh (offscreen, so no display is needed).
//
// Usage: streamtable-screenshots OUT_DIR

#include "catalog/catalog.h"
#include "jobdialog.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "optionform.h"
#include "tabledialog.h"
#include "valueeditors.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
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
        window.resize(1280, 760);
        window.show();
        window.selectDatabase(QStringLiteral("ods"));
        window.selectTable(QStringLiteral("orders"));
        ok = save(&window, out.filePath(QStringLiteral("main-window") + suffix)) && ok;

        st::TableDialog *chooser = openDialog(window, QStringLiteral("kafka"));
        ok = save(chooser, out.filePath(QStringLiteral("choose-connector") + suffix)) && ok;
        chooser->close();

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
            dialog->refresh();
            ok = save(dialog, out.filePath(QStringLiteral("dialog-%1").arg(QLatin1String(d.connector)) + suffix)) && ok;
            dialog->done(QDialog::Rejected); // discarded without the unsaved-changes question
        }

        st::JobDialog *job = window.openJobDialog(false);
        ok = save(job, out.filePath(QStringLiteral("job-dialog") + suffix)) && ok;
        job->close();
    }
    return ok ? 0 : 1;
}

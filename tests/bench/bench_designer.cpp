// The designer must never block: opening the create dialog for a connector and one
// keystroke's validation plus preview update each stay far below a frame (16 ms), and the
// table list stays smooth with 10,000 tables in one database. Runs offscreen.

#include "catalog/catalog.h"
#include "catalogmodels.h"
#include "ddlview.h"
#include "fromdatabasewizard.h"
#include "jobdialog.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "optionform.h"
#include "tabledialog.h"
#include "valueeditors.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QLineEdit>
#include <QListWidget>
#include <QPointer>
#include <QScrollBar>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include <benchmark/benchmark.h>

#include <algorithm>
#include <memory>

namespace {

const st::SchemaRegistry &registry()
{
    static const st::SchemaRegistry r = st::SchemaRegistry::loadDefault();
    return r;
}

void selectConnector(st::TableDialog *dialog, const QString &connector)
{
    for (int i = 0; i < dialog->connectorList()->count(); ++i) {
        if (dialog->connectorList()->item(i)->data(Qt::UserRole).toString() == connector)
            dialog->connectorList()->setCurrentRow(i);
    }
}

st::TableDialog *openEditor(const QString &connector)
{
    auto *dialog = new st::TableDialog(registry());
    dialog->startNew(QStringLiteral("bench"));
    selectConnector(dialog, connector);
    dialog->nextButton()->click();
    return dialog;
}

/// The user clicks "New table": the dialog is built and its first page (the data source
/// types) is shown and painted.
void BM_OpenCreateDialog(benchmark::State &state)
{
    for (auto _ : state) {
        auto *dialog = new st::TableDialog(registry());
        dialog->startNew(QStringLiteral("bench"));
        dialog->show();
        QApplication::processEvents();
        state.PauseTiming();
        delete dialog;
        state.ResumeTiming();
    }
}
BENCHMARK(BM_OpenCreateDialog)->Unit(benchmark::kMillisecond);

/// The user picks a data source type and clicks Next: the connector's form is generated from
/// its schema, validated, previewed, laid out and painted.
void BM_ChooseConnector(benchmark::State &state, const char *connector)
{
    for (auto _ : state) {
        state.PauseTiming();
        auto *dialog = new st::TableDialog(registry());
        dialog->startNew(QStringLiteral("bench"));
        dialog->show();
        QApplication::processEvents();
        selectConnector(dialog, QLatin1String(connector));
        state.ResumeTiming();
        dialog->nextButton()->click();
        QApplication::processEvents();
        state.PauseTiming();
        delete dialog;
        state.ResumeTiming();
    }
}
BENCHMARK_CAPTURE(BM_ChooseConnector, kafka, "kafka")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_ChooseConnector, hudi, "hudi")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_ChooseConnector, hdfs, "hdfs")->Unit(benchmark::kMillisecond);

/// One typed character in an option field: the edit signal, validation of the whole spec,
/// the field messages, the summary and the highlighted DDL preview.
void BM_KeystrokeValidationAndPreview(benchmark::State &state)
{
    st::TableDialog *dialog = openEditor(QStringLiteral("kafka"));
    dialog->show();
    auto *topic = qobject_cast<QLineEdit *>(dialog->optionForm()->editor(QStringLiteral("topic"))->focusTarget());
    int i = 0;
    for (auto _ : state) {
        QTest::keyClick(topic, char('a' + (i++ % 26)));
        dialog->refresh();
    }
    delete dialog;
}
BENCHMARK(BM_KeystrokeValidationAndPreview)->Unit(benchmark::kMicrosecond);

/// One keystroke in the topic field of the dialog editing the largest example
/// (schemas/examples/kafka-large.json, 62 columns of every kind), with everything the event
/// loop then does for it: the scheduled refresh (validation, field messages, summary, the
/// highlighted preview) and the repaint.
/// Argument 0: the iterations type a character and erase it in turn, so the topic keeps its
/// length, as when a user types and corrects a value.
/// Argument 1: the topic starts as long as the widest line of the DDL and each iteration appends
/// a character, so every keystroke also widens the preview's document (its scroll range); after
/// 32 characters the topic is set back, outside the time, so a longer run does not measure a
/// longer value. The topic's line is below the preview's view, which lays it out only when it
/// is shown.
/// Argument 2: the same with the preview scrolled to its end, the topic's line in view: it is
/// laid out, highlighted and painted, and the horizontal scroll range grows with every keystroke.
void BM_KeystrokeLargestSpec(benchmark::State &state)
{
    QFile file(QStringLiteral(ST_SOURCE_DIR "/schemas/examples/kafka-large.json"));
    st::TableSpec spec;
    QString error;
    if (!file.open(QIODevice::ReadOnly) || !st::TableSpec::fromJsonText(file.readAll(), &spec, &error))
        qFatal("cannot read kafka-large.json: %s", qPrintable(error));
    auto *dialog = new st::TableDialog(registry());
    dialog->startEdit(QStringLiteral("bench"), spec);
    dialog->show();
    QApplication::processEvents();
    auto *topic = qobject_cast<QLineEdit *>(dialog->optionForm()->editor(QStringLiteral("topic"))->focusTarget());
    auto *preview = dialog->findChild<st::DdlView *>();
    if (!topic || !preview)
        qFatal("no topic field or preview");
    const bool widening = state.range(0) != 0;
    QString start = topic->text();
    if (widening) {
        int widest = 0;
        for (const QString &line : preview->ddl().split(QLatin1Char('\n')))
            widest = std::max(widest, int(line.size()));
        start += QString(widest, QLatin1Char('w'));
        topic->setText(start);
        QApplication::processEvents();
        QApplication::processEvents();
    }
    if (state.range(0) == 2) {
        preview->verticalScrollBar()->setValue(preview->verticalScrollBar()->maximum());
        QApplication::processEvents();
    }
    int i = 0;
    for (auto _ : state) {
        if (widening && i % 32 == 31) {
            state.PauseTiming();
            topic->setText(start);
            QApplication::processEvents();
            QApplication::processEvents();
            state.ResumeTiming();
        }
        if (widening || i % 2 == 0)
            QTest::keyClick(topic, char('a' + (i % 26)));
        else
            QTest::keyClick(topic, Qt::Key_Backspace);
        ++i;
        QApplication::processEvents(); // the refresh timer
        QApplication::processEvents(); // the paint it asked for
    }
    delete dialog;
}
BENCHMARK(BM_KeystrokeLargestSpec)->Arg(0)->Arg(1)->Arg(2)->Unit(benchmark::kMicrosecond);

QList<st::TableInfo> manyTables(int count)
{
    QList<st::TableInfo> tables;
    const char *connectors[] = {"kafka", "hudi", "hdfs"};
    for (int i = 0; i < count; ++i) {
        st::TableInfo t;
        t.database = QStringLiteral("bench");
        t.name = QStringLiteral("table_%1").arg(i, 5, 10, QLatin1Char('0'));
        t.connector = QLatin1String(connectors[i % 3]);
        t.role = st::Role(i % 3);
        t.revision = 1 + i % 7;
        t.savedAt = QDateTime::fromSecsSinceEpoch(1700000000 + i * 37, Qt::UTC);
        tables << t;
    }
    return tables;
}

/// Shows `proxy` in `view` as the window's table list is shown, sorted by name, 800x600: the
/// table list benchmarks measure the same view.
void showSortedByName(QTableView &view, st::TablesProxyModel &proxy)
{
    view.setModel(&proxy);
    view.setSortingEnabled(true);
    view.sortByColumn(st::TablesModel::Name, Qt::AscendingOrder);
    view.resize(800, 600);
    view.show();
}

/// Filling the list with 10,000 tables (their sort and filter keys made), sorted by name by the
/// window's proxy, shown in a view and painted.
void BM_TableListLoad10k(benchmark::State &state)
{
    const QList<st::TableInfo> tables = manyTables(10000);
    st::TablesModel model(registry());
    st::TablesProxyModel proxy(&model);
    QTableView view;
    showSortedByName(view, proxy);
    for (auto _ : state) {
        model.setTables(tables);
        QApplication::processEvents();
    }
}
BENCHMARK(BM_TableListLoad10k)->Unit(benchmark::kMillisecond);

/// One keystroke in the filter box over 10,000 tables: the window's model and proxy in a
/// view sorted by name, without the rest of the window (see BM_MainWindowFilterKeystroke).
void BM_TableFilterKeystroke10k(benchmark::State &state)
{
    st::TablesModel model(registry());
    model.setTables(manyTables(10000));
    st::TablesProxyModel proxy(&model);
    QTableView view;
    showSortedByName(view, proxy);
    const QStringList filters = {QStringLiteral("1"), QStringLiteral("12"), QStringLiteral("123"), QString()};
    int i = 0;
    for (auto _ : state) {
        proxy.setNameFilter(filters.at(i++ % filters.size()));
        QApplication::processEvents();
    }
}
BENCHMARK(BM_TableFilterKeystroke10k)->Unit(benchmark::kMillisecond);

st::ColumnSpec column(const QString &name, const QString &type)
{
    st::ColumnSpec c;
    c.name = name;
    c.type = type;
    return c;
}

/// A catalog file with one logical database of `count` Kafka tables (each valid, with five
/// columns and a watermark), made once per size.
QString catalogOf(int count)
{
    static QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("tables-%1.sqlite").arg(count));
    if (QFile::exists(path))
        return path;
    st::Catalog catalog;
    if (!catalog.open(path).ok() || !catalog.createDatabase(QStringLiteral("big")).ok())
        qFatal("cannot make the bench catalog");
    QList<st::TableSpec> specs;
    for (int i = 0; i < count; ++i) {
        st::TableSpec t;
        t.name = QStringLiteral("t_%1").arg(i);
        t.connector = QStringLiteral("kafka");
        t.role = st::Role::Source;
        t.columns = {column(QStringLiteral("id"), QStringLiteral("BIGINT")), column(QStringLiteral("name"), QStringLiteral("STRING")),
                     column(QStringLiteral("amount"), QStringLiteral("DECIMAL(10, 2)")),
                     column(QStringLiteral("ts"), QStringLiteral("TIMESTAMP(3)"))};
        t.watermark = st::WatermarkSpec{QStringLiteral("ts"), QStringLiteral("ts - INTERVAL '5' SECOND")};
        t.options = {{QStringLiteral("topic"), QStringLiteral("topic_%1").arg(i)},
                     {QStringLiteral("properties.bootstrap.servers"), QStringLiteral("kafka-1:9092")},
                     {QStringLiteral("properties.group.id"), QStringLiteral("g%1").arg(i)},
                     {QStringLiteral("scan.startup.mode"), QStringLiteral("earliest-offset")},
                     {QStringLiteral("format"), QStringLiteral("json")}};
        specs << t;
    }
    if (!catalog.putMany(QStringLiteral("big"), specs, st::OnExisting::Fail).ok())
        qFatal("cannot fill the bench catalog");
    // A second, small database to switch to and back (BM_MainWindowSwitchDatabase).
    if (!catalog.createDatabase(QStringLiteral("small")).ok() || !catalog.putMany(QStringLiteral("small"), specs.mid(0, 7), st::OnExisting::Fail).ok())
        qFatal("cannot fill the bench catalog");
    return path;
}

/// How long a bench waits: until the window first shows, until its table list is filled (a
/// large database's rows are listed on a worker meanwhile) or until every table's checks are
/// shown (they run on a worker for a large database, while the window already answers).
enum class Until { FirstPaint, Listed, Checked };

/// Lets the window's workers finish: the rows listed (`Until::Listed`) or the checks done too,
/// then one more round of events for the repaint.
void waitFor(const st::MainWindow &window, Until until)
{
    while (until == Until::Listed ? window.tablesLoading() : window.checksRunning())
        QApplication::processEvents(QEventLoop::WaitForMoreEvents);
    QApplication::processEvents();
}

/// The designer starts on a database of N tables: the main window is built, reads the
/// catalog and shows. Timed until the first window (as a user waits for it), until the table
/// list is filled or until every table's checks are shown. A database of 500 tables or more is
/// listed on a worker that starts only after the window's first paint ("Loading N tables..."):
/// `firstWindow` ends with that paint, before the worker runs; `untilListed` and
/// `untilChecked` include the worker's listing (and checks) after it.
void BM_MainWindowStart(benchmark::State &state, Until until)
{
    const QString path = catalogOf(int(state.range(0)));
    st::Catalog catalog;
    if (!catalog.open(path).ok())
        qFatal("cannot open the bench catalog");
    st::LanguageManager languages;
    for (auto _ : state) {
        st::MainWindow window(catalog, registry(), languages);
        window.selectDatabase(QStringLiteral("big"));
        window.show();
        QApplication::processEvents();
        if (until != Until::FirstPaint)
            waitFor(window, until);
        state.PauseTiming();
        // Workers still running would share the two cores with the next start.
        waitFor(window, Until::Checked);
        window.hide();
        state.ResumeTiming();
    }
}
BENCHMARK_CAPTURE(BM_MainWindowStart, firstWindow, Until::FirstPaint)->Arg(7)->Arg(10000)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_MainWindowStart, untilListed, Until::Listed)->Arg(7)->Arg(10000)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_MainWindowStart, untilChecked, Until::Checked)->Arg(7)->Arg(10000)->Unit(benchmark::kMillisecond);

/// The main window on the bench catalog file of `tables` tables, as the designer opens it.
struct OpenWindow
{
    explicit OpenWindow(int tables)
    {
        if (!catalog.open(catalogOf(tables)).ok())
            qFatal("cannot open the bench catalog");
        window = std::make_unique<st::MainWindow>(catalog, registry(), languages);
    }
    st::Catalog catalog;
    st::LanguageManager languages;
    std::unique_ptr<st::MainWindow> window;
};

/// One keystroke in the main window's table filter over a database of 10,000 tables, as a
/// user types it: the text changes, the list is filtered and sorted as the window sorts it,
/// and the window repaints. The keystrokes cycle through "t_1", "t_12", "t_123" and back to
/// the whole list, so that each narrows or widens the list as typing and deleting do.
void BM_MainWindowFilterKeystroke(benchmark::State &state)
{
    OpenWindow open(int(state.range(0)));
    st::MainWindow &window = *open.window;
    window.selectDatabase(QStringLiteral("big"));
    window.resize(1280, 760);
    window.show();
    while (window.checksRunning())
        QApplication::processEvents(QEventLoop::WaitForMoreEvents);
    auto *filter = window.findChild<QLineEdit *>(QStringLiteral("tableFilter"));
    if (!filter)
        qFatal("no table filter");
    const QStringList texts = {QStringLiteral("t_1"), QStringLiteral("t_12"), QStringLiteral("t_123"), QStringLiteral("t_12"),
                               QStringLiteral("t_1"), QString()};
    int i = 0;
    for (auto _ : state) {
        filter->setText(texts.at(i++ % texts.size()));
        QApplication::processEvents();
    }
}
BENCHMARK(BM_MainWindowFilterKeystroke)->Arg(10000)->Unit(benchmark::kMillisecond);

/// Switching the main window from a database of 7 tables to one of 10,000, timed until the
/// window has repainted (`Until::FirstPaint`: "Loading..." in the list, the rows are listed on a
/// worker) or until the rows are shown (`Until::Listed`). The large one's checks then run in the
/// background; waiting for them, and switching back, are left out of the time.
void BM_MainWindowSwitchDatabase(benchmark::State &state, Until until)
{
    OpenWindow open(int(state.range(0)));
    st::MainWindow &window = *open.window;
    window.resize(1280, 760);
    window.show();
    for (auto _ : state) {
        state.PauseTiming();
        window.selectDatabase(QStringLiteral("small"));
        waitFor(window, Until::Checked);
        state.ResumeTiming();
        window.selectDatabase(QStringLiteral("big"));
        QApplication::processEvents();
        if (until != Until::FirstPaint)
            waitFor(window, until);
        state.PauseTiming();
        waitFor(window, Until::Checked);
        state.ResumeTiming();
    }
}
BENCHMARK_CAPTURE(BM_MainWindowSwitchDatabase, firstPaint, Until::FirstPaint)->Arg(10000)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_MainWindowSwitchDatabase, untilListed, Until::Listed)->Arg(10000)->Unit(benchmark::kMillisecond);

/// The main window on its database of `tables` tables, shown, listed and checked: the state a
/// user acts from.
void showSettled(st::MainWindow &window)
{
    window.selectDatabase(QStringLiteral("big"));
    window.resize(1280, 760);
    window.show();
    waitFor(window, Until::Checked);
}

/// Job > Edit job... in a database of 10,000 tables: the profile and wirings are read, the
/// dialog is built and painted (`firstPaint`; it says "Reading 10000 tables..." and a worker
/// reads them), or until the tables are in the dialog, its choices, checks and script filled
/// (`untilTablesRead`). Closing it is left out of the time.
void BM_MainWindowOpenJobDialog(benchmark::State &state, Until until)
{
    OpenWindow open(int(state.range(0)));
    st::MainWindow &window = *open.window;
    showSettled(window);
    for (auto _ : state) {
        QPointer<st::JobDialog> dialog = window.openJobDialog(false);
        if (!dialog)
            qFatal("no job dialog");
        QApplication::processEvents();
        while (until != Until::FirstPaint && dialog->tablesLoading())
            QApplication::processEvents(QEventLoop::WaitForMoreEvents);
        QApplication::processEvents();
        state.PauseTiming();
        while (dialog->tablesLoading()) // its worker would share the cores with the next one
            QApplication::processEvents(QEventLoop::WaitForMoreEvents);
        dialog->close();
        QApplication::processEvents();
        state.ResumeTiming();
    }
}
BENCHMARK_CAPTURE(BM_MainWindowOpenJobDialog, firstPaint, Until::FirstPaint)->Arg(10000)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_MainWindowOpenJobDialog, untilTablesRead, Until::Listed)->Arg(10000)->Unit(benchmark::kMillisecond);

/// Save in the edit dialog of one table of a database of 10,000 tables (its comment changed), as
/// the user clicks it: the new revision is written (synced to disk), the dialog closes, the
/// database's rows are read again with the saved one selected and the window repaints. The
/// checks then run on a worker; waiting for them, and opening the dialog, are left out of the time.
void BM_MainWindowSaveTable(benchmark::State &state)
{
    OpenWindow open(int(state.range(0)));
    st::MainWindow &window = *open.window;
    showSettled(window);
    int saves = 0;
    for (auto _ : state) {
        state.PauseTiming();
        if (!window.selectTable(QStringLiteral("t_5")))
            qFatal("no table t_5");
        QPointer<st::TableDialog> dialog = window.openEditDialog(false, false);
        if (!dialog)
            qFatal("no edit dialog");
        dialog->commentEdit()->setText(QStringLiteral("saved %1 times").arg(++saves));
        dialog->refresh();
        QApplication::processEvents();
        if (!dialog->saveButton()->isEnabled())
            qFatal("the edit cannot be saved");
        state.ResumeTiming();
        dialog->saveButton()->click();
        QApplication::processEvents();
        state.PauseTiming();
        if (dialog)
            qFatal("the save failed");
        waitFor(window, Until::Checked);
        state.ResumeTiming();
    }
}
BENCHMARK(BM_MainWindowSaveTable)->Arg(10000)->Unit(benchmark::kMillisecond);

/// File > New tables from a database... with a source of 300 tables of 20 columns: the window
/// waits only while the wizard lists the tables read (the dump is read on a thread of its own)
/// and while it makes, checks and lists the preview of the 600 tables to save.
void BM_FromDatabaseWizard300(benchmark::State &state)
{
    QTemporaryDir dir;
    const QString dump = dir.filePath(QStringLiteral("shop.sql"));
    {
        QString text = QStringLiteral("-- MySQL dump 10.13\n-- Host: localhost    Database: shop\n");
        const char *const types[] = {"bigint(20) unsigned NOT NULL", "int(11) DEFAULT NULL", "tinyint(1) NOT NULL DEFAULT 0",
                                     "varchar(255) DEFAULT NULL", "decimal(12,2) DEFAULT NULL", "datetime(3) NOT NULL",
                                     "timestamp NULL DEFAULT NULL", "text", "json DEFAULT NULL", "enum('a','b') DEFAULT 'a'"};
        for (int t = 0; t < 300; ++t) {
            text += QStringLiteral("CREATE TABLE `t%1` (\n").arg(t);
            for (int c = 0; c < 20; ++c)
                text += QStringLiteral("  `c%1` %2,\n").arg(c).arg(QString::fromLatin1(types[c % 10]));
            text += QStringLiteral("  PRIMARY KEY (`c0`)\n) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;\n");
        }
        QFile file(dump);
        if (!file.open(QIODevice::WriteOnly) || file.write(text.toUtf8()) < 0)
            qFatal("cannot write the dump");
    }
    for (auto _ : state) {
        state.PauseTiming();
        QTemporaryDir place;
        st::Catalog catalog;
        if (!catalog.open(place.filePath(QStringLiteral("c.db"))).ok()
            || !catalog.createDatabase(QStringLiteral("shop"), QString(), QStringLiteral("flink-1.20")).ok())
            qFatal("no catalog");
        st::FromDatabaseWizard wizard(catalog, registry(), QStringLiteral("shop"));
        wizard.show();
        wizard.dumpPathEdit()->setText(dump);
        state.ResumeTiming();
        QElapsedTimer clock;
        clock.start();
        wizard.next(); // read on a worker; the tables listed here
        const qint64 listed = clock.restart();
        wizard.next();
        clock.restart();
        wizard.next(); // the preview: 600 tables made, checked, listed
        QApplication::processEvents();
        const qint64 previewed = clock.elapsed();
        state.PauseTiming();
        state.counters["list_ms"] = double(listed);
        state.counters["preview_ms"] = double(previewed);
        if (wizard.plannedSpecs().size() != 600)
            qFatal("expected 600 tables, got %d", int(wizard.plannedSpecs().size()));
        state.ResumeTiming();
    }
}
BENCHMARK(BM_FromDatabaseWizard300)->Unit(benchmark::kMillisecond)->Iterations(5);

} // namespace

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true); // the window's settings never touch the user's
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}

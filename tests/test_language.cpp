// The language switch as a user meets it: a running main window with the create dialog open
// on Kafka's options, switched to Chinese and back with the Language menu. Each time the
// menus, the dialog, the generated form (labels and tooltips from the schema), a validation
// message beside a field, the table list headers and Qt's own standard buttons follow at
// once. Then, in Chinese, every text of every visible widget is walked and any English
// left is listed (product names, Flink SQL words, option keys and values, and data excepted).

#include "catalog/catalog.h"
#include "catalogmodels.h"
#include "columnspanel.h"
#include "flinksqlwords.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "recentcatalogs.h"
#include "optionform.h"
#include "tabledialog.h"
#include "testsupport.h"
#include "uilanguage.h"
#include "valueeditors.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSpinBox>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDateTime>
#include <QDir>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLibraryInfo>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabBar>
#include <QTableView>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTextDocumentFragment>
#include <QTextEdit>
#include <QToolBar>
#include <QToolButton>

#include <algorithm>

using namespace st;

namespace {

const QString kBootstrap = QStringLiteral("properties.bootstrap.servers");

bool hasChinese(const QString &text)
{
    for (const QChar c : text) {
        if (c.unicode() >= 0x4e00 && c.unicode() <= 0x9fff)
            return true;
    }
    return false;
}

QString qtTranslationsDir()
{
#if QT_VERSION >= QT_VERSION_CHECK(6, 0, 0)
    return QLibraryInfo::path(QLibraryInfo::TranslationsPath);
#else
    return QLibraryInfo::location(QLibraryInfo::TranslationsPath);
#endif
}

/// The label the form shows for an option's field: the QLabel whose buddy is the field.
QLabel *labelOf(OptionForm *form, const QString &key)
{
    ValueEditor *editor = form->editor(key);
    if (!editor)
        return nullptr;
    const QList<QLabel *> labels = form->findChildren<QLabel *>();
    for (QLabel *label : labels) {
        if (label->buddy() == editor->focusTarget())
            return label;
    }
    return nullptr;
}

/// Where a widget is, for messages: its class and objectName, and the nearest named ancestors.
QString describe(const QObject *object)
{
    QStringList parts;
    for (const QObject *o = object; o && parts.size() < 4; o = o->parent()) {
        const QString name = o->objectName();
        if (o == object || !name.isEmpty())
            parts.prepend(QLatin1String(o->metaObject()->className()) + (name.isEmpty() ? QString() : QLatin1Char('#') + name));
    }
    return parts.join(QStringLiteral(" > "));
}

/// Texts shown to the user, each with where it was found.
struct Shown
{
    QString where;
    QString text;
};

/// Finds English words (runs of three or more ASCII letters) in shown texts, after removing
/// the tokens that stay as they are in a Chinese interface.
class EnglishFinder
{
public:
    void allow(const QString &token)
    {
        const QString t = token.trimmed();
        if (t.size() >= 3)
            m_tokens.insert(t);
    }
    void allow(const QStringList &tokens)
    {
        for (const QString &t : tokens)
            allow(t);
    }
    /// Every ASCII term of a text that is itself Chinese: a schema's zh text keeps terms such
    /// as "Topic", "offset" or 'topic-1;topic-2' as they are, on purpose.
    void allowTermsOf(const QString &zhText)
    {
        static const QRegularExpression term(QStringLiteral("[A-Za-z0-9_](?:[A-Za-z0-9_.:/-]*[A-Za-z0-9_])?"));
        static const QRegularExpression word(QStringLiteral("[A-Za-z][A-Za-z0-9_]*"));
        for (const QRegularExpression *re : {&term, &word}) {
            auto it = re->globalMatch(zhText);
            while (it.hasNext())
                allow(it.next().captured());
        }
    }

    void finish()
    {
        QStringList sorted(m_tokens.cbegin(), m_tokens.cend());
        // Longest first, so a key is removed whole before any shorter token inside it.
        std::sort(sorted.begin(), sorted.end(), [](const QString &a, const QString &b) {
            return a.size() != b.size() ? a.size() > b.size() : a < b;
        });
        QStringList escaped;
        for (const QString &t : sorted)
            escaped << QRegularExpression::escape(t);
        m_allowed.setPattern(QStringLiteral("(?<![A-Za-z0-9_.-])(?:") + escaped.join(QLatin1Char('|'))
                             + QStringLiteral(")(?![A-Za-z0-9_-])"));
        QVERIFY2(m_allowed.isValid(), qPrintable(m_allowed.errorString()));
    }

    /// The English words left in a text, or an empty list.
    QStringList englishIn(const QString &shown) const
    {
        QString text = Qt::mightBeRichText(shown) ? QTextDocumentFragment::fromHtml(shown).toPlainText() : shown;
        text.remove(QLatin1Char('&')); // accelerators
        text.replace(m_allowed, QStringLiteral(" "));
        // English words, and the short abbreviations that are English too.
        static const QRegularExpression english(QStringLiteral("[A-Za-z]{3,}|\\b(?:e\\.g|i\\.e)\\."));
        QStringList words;
        auto it = english.globalMatch(text);
        while (it.hasNext())
            words << it.next().captured();
        return words;
    }

private:
    QSet<QString> m_tokens;
    QRegularExpression m_allowed;
};

/// Collects the texts of a widget tree that are visible or reachable from what is visible
/// (menus, context menus, tooltips, combo box entries, header and item texts).
class TextWalker
{
public:
    QList<Shown> shown;

    void walkWindow(QWidget *window)
    {
        add(window, QStringLiteral("window title"), window->windowTitle());
        walk(window);
        const QList<QWidget *> children = window->findChildren<QWidget *>();
        for (QWidget *w : children) {
            if (w->isVisible())
                walk(w);
        }
    }

private:
    QSet<const QAction *> m_actions;

    void add(const QObject *where, const QString &what, const QString &text)
    {
        if (!text.trimmed().isEmpty())
            shown.append({describe(where) + QStringLiteral(" (") + what + QLatin1Char(')'), text});
    }

    void walkAction(QAction *action)
    {
        if (!action || m_actions.contains(action) || action->isSeparator())
            return;
        m_actions.insert(action);
        add(action, QStringLiteral("action text"), action->text());
        add(action, QStringLiteral("action tooltip"), action->toolTip());
        add(action, QStringLiteral("action status tip"), action->statusTip());
        if (QMenu *menu = action->menu()) {
            add(menu, QStringLiteral("menu title"), menu->title());
            const QList<QAction *> actions = menu->actions();
            for (QAction *a : actions)
                walkAction(a);
        }
    }

    void walkModel(const QAbstractItemModel *model, const QObject *where)
    {
        if (!model)
            return;
        for (int column = 0; column < model->columnCount(); ++column) {
            add(where, QStringLiteral("header"), model->headerData(column, Qt::Horizontal, Qt::DisplayRole).toString());
            add(where, QStringLiteral("header tooltip"), model->headerData(column, Qt::Horizontal, Qt::ToolTipRole).toString());
        }
        for (int row = 0; row < qMin(model->rowCount(), 200); ++row) {
            for (int column = 0; column < model->columnCount(); ++column) {
                const QModelIndex index = model->index(row, column);
                add(where, QStringLiteral("item %1,%2").arg(row).arg(column), index.data(Qt::DisplayRole).toString());
                add(where, QStringLiteral("item tooltip %1,%2").arg(row).arg(column), index.data(Qt::ToolTipRole).toString());
            }
        }
    }

    void walk(QWidget *w)
    {
        add(w, QStringLiteral("tooltip"), w->toolTip());
        add(w, QStringLiteral("status tip"), w->statusTip());
        if (w->isWindow())
            add(w, QStringLiteral("window title"), w->windowTitle());
        if (auto *label = qobject_cast<QLabel *>(w))
            add(w, QStringLiteral("label"), label->text());
        if (auto *button = qobject_cast<QAbstractButton *>(w))
            add(w, QStringLiteral("button"), button->text());
        if (auto *box = qobject_cast<QGroupBox *>(w))
            add(w, QStringLiteral("group title"), box->title());
        if (auto *tabs = qobject_cast<QTabBar *>(w)) {
            for (int i = 0; i < tabs->count(); ++i) {
                add(w, QStringLiteral("tab %1").arg(i), tabs->tabText(i));
                add(w, QStringLiteral("tab tooltip %1").arg(i), tabs->tabToolTip(i));
            }
        }
        if (auto *line = qobject_cast<QLineEdit *>(w))
            add(w, QStringLiteral("placeholder"), line->placeholderText());
        if (auto *edit = qobject_cast<QPlainTextEdit *>(w))
            add(w, QStringLiteral("placeholder"), edit->placeholderText());
        if (auto *edit = qobject_cast<QTextEdit *>(w))
            add(w, QStringLiteral("placeholder"), edit->placeholderText());
        if (auto *spin = qobject_cast<QAbstractSpinBox *>(w))
            add(w, QStringLiteral("special value text"), spin->specialValueText());
        if (auto *combo = qobject_cast<QComboBox *>(w)) {
            for (int i = 0; i < combo->count(); ++i)
                add(w, QStringLiteral("combo item %1").arg(i), combo->itemText(i));
        }
        if (auto *toolBar = qobject_cast<QToolBar *>(w))
            add(w, QStringLiteral("toolbar title"), toolBar->windowTitle());
        if (auto *bar = qobject_cast<QStatusBar *>(w))
            add(w, QStringLiteral("status message"), bar->currentMessage());
        if (auto *menuBar = qobject_cast<QMenuBar *>(w)) {
            const QList<QAction *> actions = menuBar->actions();
            for (QAction *a : actions)
                walkAction(a);
        }
        if (auto *header = qobject_cast<QHeaderView *>(w)) {
            const QAbstractItemModel *model = header->model();
            for (int i = 0; model && i < header->count(); ++i) {
                add(w, QStringLiteral("header %1").arg(i), model->headerData(i, header->orientation(), Qt::DisplayRole).toString());
                add(w, QStringLiteral("header tooltip %1").arg(i), model->headerData(i, header->orientation(), Qt::ToolTipRole).toString());
            }
        } else if (auto *view = qobject_cast<QAbstractItemView *>(w)) {
            walkModel(view->model(), w);
        }
        // Context menus and tool buttons' actions.
        const QList<QAction *> actions = w->actions();
        for (QAction *a : actions)
            walkAction(a);
        if (auto *tool = qobject_cast<QToolButton *>(w)) {
            walkAction(tool->defaultAction());
            if (tool->menu())
                add(tool->menu(), QStringLiteral("menu title"), tool->menu()->title());
        }
    }
};

} // namespace

class TestLanguage : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    SchemaRegistry m_registry = SchemaRegistry::loadDefault();
    ConnectorSchemaPtr m_kafka;
    std::unique_ptr<Catalog> m_catalog;
    std::unique_ptr<LanguageManager> m_languages;
    std::unique_ptr<MainWindow> m_window;
    QPointer<TableDialog> m_dialog;

    QString catalogPath() const { return m_dir.filePath(QStringLiteral("catalog.sqlite")); }

    /// Picks a language from the Language menu, as a user does, and lets the posted
    /// LanguageChange events reach every window.
    void switchTo(Language lang)
    {
        auto *action = m_window->findChild<QAction *>(QStringLiteral("language_") + languageCode(lang));
        QVERIFY(action);
        action->trigger();
        QCoreApplication::processEvents();
        QCoreApplication::processEvents();
        QCOMPARE(m_languages->language(), lang);
        QCOMPARE(uiLanguage(), lang);
        QVERIFY(action->isChecked());
        // The choice is remembered for the next start.
        QCOMPARE(LanguageManager::initialLanguage(), lang);
    }

    QString fileMenuTitle() const
    {
        const QList<QAction *> menus = m_window->menuBar()->actions();
        return menus.isEmpty() ? QString() : menus.first()->text();
    }

    /// The dialog's diagnostic for the bootstrap servers option (missing, so required).
    Diagnostic bootstrapDiagnostic() const
    {
        const Diagnostics diagnostics = m_dialog->diagnostics();
        for (const Diagnostic &d : diagnostics) {
            if (d.subject.text() == kBootstrap)
                return d;
        }
        return Diagnostic();
    }

    /// Checks that what is on screen is in `lang`; `english` holds the English texts seen
    /// first, which Chinese must differ from.
    void checkShownIn(Language lang, const QMap<QString, QString> &english)
    {
        const bool zh = lang == Language::Zh;
        const auto expectChanged = [&](const QString &what, const QString &text) {
            if (zh) {
                QVERIFY2(text != english.value(what) && hasChinese(text),
                         qPrintable(what + QStringLiteral(" is not in Chinese: ") + text));
            } else {
                QCOMPARE(text, english.value(what));
            }
        };
        // Menus and the main window.
        expectChanged(QStringLiteral("menu"), fileMenuTitle());
        expectChanged(QStringLiteral("newTable"), m_window->action(QStringLiteral("newTable"))->text());
        // The table list headers, from the model and as the view shows them.
        const QString header = m_window->tablesModel()->headerData(TablesModel::Name, Qt::Horizontal).toString();
        expectChanged(QStringLiteral("header"), header);
        QCOMPARE(m_window->tableView()->model()->headerData(TablesModel::Name, Qt::Horizontal).toString(), header);
        // The open dialog.
        QVERIFY(m_dialog);
        expectChanged(QStringLiteral("dialog"), m_dialog->windowTitle());
        expectChanged(QStringLiteral("tab"), m_dialog->tabs()->tabText(1));
        // The generated form: every label and tooltip from the schema, in this language.
        OptionForm *form = m_dialog->optionForm();
        int fields = 0;
        for (const OptionSchema *option : m_kafka->optionsFor(Role::Source)) {
            QLabel *label = labelOf(form, option->key);
            QVERIFY2(label, qPrintable(option->key));
            const QString expected = option->label.in(lang) + (option->isRequired(Role::Source) ? QStringLiteral(" *") : QString());
            QCOMPARE(label->text(), expected);
            QVERIFY2(label->toolTip().contains(option->description.in(lang).toHtmlEscaped()), qPrintable(option->key));
            ++fields;
        }
        QVERIFY(fields > 10);
        QLabel *topic = labelOf(form, QStringLiteral("topic"));
        QVERIFY(topic);
        QCOMPARE(topic->text(), m_kafka->option(QStringLiteral("topic"))->label.in(lang));
        expectChanged(QStringLiteral("label"), labelOf(form, kBootstrap)->text());
        // A validation message beside its field.
        const Diagnostic d = bootstrapDiagnostic();
        QVERIFY(!d.subject.text().isEmpty());
        QCOMPARE(form->messageOf(kBootstrap), d.message.in(lang));
        expectChanged(QStringLiteral("message"), form->messageOf(kBootstrap));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QStandardPaths::setTestModeEnabled(true); // settings go to a test location
        // ... of this test's own, so that the recent catalogs other tests open (their
        // temporary files, named in English) are not in File > Recent catalogs here.
        QCoreApplication::setApplicationName(QStringLiteral("streamtable-test_language"));
        RecentCatalogs::clear();
        m_kafka = m_registry.find(QStringLiteral("kafka"));
        QVERIFY(m_kafka);
        m_catalog = std::make_unique<Catalog>();
        QVERIFY(m_catalog->open(catalogPath()).ok());
        QVERIFY(m_catalog->createDatabase(QStringLiteral("shop"), QStringLiteral("线上商城")).ok());
        TableSpec orders = testsupport::example(QStringLiteral("kafka-source"));
        orders.comment = QStringLiteral("原始订单");
        QVERIFY(m_catalog->put(QStringLiteral("shop"), orders, Catalog::NewTable).ok());

        m_languages = std::make_unique<LanguageManager>();
        m_languages->setLanguage(Language::En);
        m_window = std::make_unique<MainWindow>(*m_catalog, m_registry, *m_languages);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        QVERIFY(m_window->selectDatabase(QStringLiteral("shop")));
        QVERIFY(m_window->selectTable(QStringLiteral("orders")));

        // The create dialog on Kafka's options, the bootstrap servers given a bad value, so
        // that their field shows a message.
        m_dialog = m_window->openCreateDialog(false);
        QVERIFY(m_dialog);
        QVERIFY(QTest::qWaitForWindowExposed(m_dialog.data()));
        QListWidget *connectors = m_dialog->connectorList();
        for (int i = 0; i < connectors->count(); ++i) {
            if (connectors->item(i)->data(Qt::UserRole).toString() == QLatin1String("kafka"))
                connectors->setCurrentRow(i);
        }
        QVERIFY(m_dialog->nextButton()->isEnabled());
        QTest::mouseClick(m_dialog->nextButton(), Qt::LeftButton);
        m_dialog->showTab(1);
        m_dialog->optionForm()->setAdvancedExpanded(true);
        // A new table's untouched fields show no message; a bad value typed in shows one.
        QMap<QString, QString> values = m_dialog->optionForm()->values();
        values.insert(kBootstrap, QStringLiteral("kafka 9092"));
        m_dialog->optionForm()->setValues(values);
        m_dialog->refresh();
        QVERIFY(!m_dialog->optionForm()->messageOf(kBootstrap).isEmpty());
    }

    /// Each test starts in English with the dialog on its options tab, whatever the test
    /// before it left behind when it failed.
    void init()
    {
        QVERIFY(m_dialog);
        m_dialog->show();
        m_dialog->showTab(1);
        if (m_languages->language() != Language::En)
            switchTo(Language::En);
    }

    void cleanupTestCase()
    {
        if (m_dialog)
            delete m_dialog.data();
        m_window.reset();
        m_catalog.reset();
    }

    void everythingFollowsTheSwitch()
    {
        const QMap<QString, QString> english{
            {QStringLiteral("menu"), fileMenuTitle()},
            {QStringLiteral("newTable"), m_window->action(QStringLiteral("newTable"))->text()},
            {QStringLiteral("header"), m_window->tablesModel()->headerData(TablesModel::Name, Qt::Horizontal).toString()},
            {QStringLiteral("dialog"), m_dialog->windowTitle()},
            {QStringLiteral("tab"), m_dialog->tabs()->tabText(1)},
            {QStringLiteral("label"), labelOf(m_dialog->optionForm(), kBootstrap)->text()},
            {QStringLiteral("message"), m_dialog->optionForm()->messageOf(kBootstrap)},
        };
        QCOMPARE(english.value(QStringLiteral("menu")), QStringLiteral("&File"));
        QVERIFY(english.value(QStringLiteral("message")).contains(QStringLiteral("kafka 9092")));
        checkShownIn(Language::En, english);
        for (int round = 0; round < 2 && !QTest::currentTestFailed(); ++round) {
            for (Language lang : {Language::Zh, Language::En}) {
                switchTo(lang);
                if (QTest::currentTestFailed())
                    return;
                checkShownIn(lang, english);
                if (QTest::currentTestFailed())
                    return;
            }
        }
    }

    void standardButtonsFollowTheSwitch()
    {
        const QString qtbase = QDir(qtTranslationsDir()).filePath(QStringLiteral("qtbase_zh_CN.qm"));
        if (!QFile::exists(qtbase))
            QSKIP(qPrintable(QStringLiteral("Qt's Chinese translations are not installed (%1 is missing; "
                                            "Debian: qt6-translations-l10n / qttranslations5-l10n)").arg(qtbase)));
        // A message box open while the language changes, beside the create dialog.
        QMessageBox box(QMessageBox::Question, QStringLiteral("StreamTable"), QStringLiteral("?"),
                        QMessageBox::Yes | QMessageBox::Cancel, m_window.get());
        box.setWindowModality(Qt::NonModal);
        box.show();
        QVERIFY(QTest::qWaitForWindowExposed(&box));
        const QString cancel = box.button(QMessageBox::Cancel)->text();
        const QString yes = box.button(QMessageBox::Yes)->text();
        QVERIFY2(cancel.contains(QStringLiteral("Cancel")), qPrintable(cancel));
        for (int round = 0; round < 2; ++round) {
            switchTo(Language::Zh);
            if (QTest::currentTestFailed())
                return;
            QTRY_VERIFY2(box.button(QMessageBox::Cancel)->text().contains(QStringLiteral("取消")),
                         qPrintable(box.button(QMessageBox::Cancel)->text()));
            QVERIFY(hasChinese(box.button(QMessageBox::Yes)->text()));
            switchTo(Language::En);
            if (QTest::currentTestFailed())
                return;
            QTRY_COMPARE(box.button(QMessageBox::Cancel)->text(), cancel);
            QCOMPARE(box.button(QMessageBox::Yes)->text(), yes);
        }
        box.close();
    }

    void noEnglishLeftInChinese()
    {
        switchTo(Language::Zh);
        if (QTest::currentTestFailed())
            return;
        QVERIFY(m_dialog && m_dialog->isVisible());
        QCOMPARE(m_dialog->tabs()->currentIndex(), 1);
        QVERIFY(m_dialog->optionForm()->advancedExpanded());

        EnglishFinder finder;
        // Product and format names, and key names.
        finder.allow({QStringLiteral("StreamTable"), QStringLiteral("Flink"), QStringLiteral("Kafka"), QStringLiteral("Hudi"),
                      QStringLiteral("HDFS"), QStringLiteral("SQL"), QStringLiteral("DDL"), QStringLiteral("Blink"),
                      QStringLiteral("JSON"), QStringLiteral("CSV"), QStringLiteral("ORC"), QStringLiteral("Parquet"),
                      QStringLiteral("YARN"), QStringLiteral("CDC"), QStringLiteral("Apache"), QStringLiteral("Hive"),
                      QStringLiteral("JDBC"), QStringLiteral("SQLite"), QStringLiteral("Ctrl"), QStringLiteral("Shift"),
                      QStringLiteral("Alt")});
        // Time zone abbreviations, which long dates carry in every language.
        finder.allow({QStringLiteral("UTC"), QStringLiteral("GMT"), QDateTime::currentDateTime().timeZoneAbbreviation()});
        // The Language menu names each language in itself, and carries its own name in both
        // languages so it can be found whichever is shown.
        finder.allow({QStringLiteral("English"), QStringLiteral("Language")});
        // Flink SQL keywords, types and functions, as the DDL writes them.
        const FlinkSqlWords &words = flinkSqlWords();
        QVERIFY(!words.keywords.isEmpty());
        finder.allow(words.keywords);
        finder.allow(words.types);
        finder.allow(words.functions);
        // Values as they are written into options: booleans and duration units.
        finder.allow({QStringLiteral("true"), QStringLiteral("false"), QStringLiteral("min")});
        // From the schemas: keys, values, examples and defaults (data), and the terms their
        // Chinese texts keep in English.
        const auto allowOption = [&finder](const OptionSchema &o) {
            finder.allow(o.key);
            finder.allow(o.values);
            finder.allow(o.suggestions);
            finder.allow(o.example);
            finder.allow(o.items(o.example));
            if (o.defaultValue) {
                finder.allow(*o.defaultValue);
                finder.allow(o.items(*o.defaultValue));
            }
            finder.allowTermsOf(o.label.zh);
            finder.allowTermsOf(o.description.zh);
            finder.allowTermsOf(o.patternHint.zh);
            if (o.absentOnTarget)
                finder.allowTermsOf(o.absentOnTarget->zh);
            // A target's source is a citation (classes, versions, issue ids, links), the same
            // in both languages; the target files write it without prose.
            finder.allowTermsOf(o.targetSource);
        };
        for (const ConnectorSchemaPtr &schema : m_registry.schemas()) {
            finder.allow(schema->connector);
            finder.allow(schema->dialectNames());
            finder.allowTermsOf(schema->label.zh);
            finder.allowTermsOf(schema->description.zh);
            for (const OptionSchema &o : schema->options)
                allowOption(o);
            // The options of the formats it can name, under each slot's prefix (value.json.).
            for (const FormatSlot &slot : schema->formatSlots) {
                for (const QString &id : m_registry.formats()) {
                    const ConnectorSchemaPtr format = m_registry.format(id);
                    finder.allowTermsOf(format->label.zh);
                    finder.allowTermsOf(format->description.zh);
                    for (const OptionSchema &o : format->withKeyPrefix(slot.prefix + id + QLatin1Char('.')).options)
                        allowOption(o);
                }
            }
            finder.allowTermsOf(schema->target.label.zh);
            finder.allowTermsOf(schema->target.platform.zh);
            for (const MetadataSchema &m : schema->metadata) {
                finder.allow(m.key);
                finder.allowTermsOf(m.description.zh);
            }
            for (const RuleSchema &r : schema->rules)
                finder.allowTermsOf(r.message.zh);
        }
        // The test's data: the catalog file, its databases, tables and columns.
        finder.allow(m_catalog->path());
        finder.allow(QDir::toNativeSeparators(m_catalog->path()));
        const auto databases = m_catalog->databases();
        QVERIFY(databases.ok());
        for (const DatabaseInfo &db : databases.value) {
            finder.allow(db.name);
            const auto tables = m_catalog->list(db.name);
            for (const TableInfo &t : tables.value) {
                finder.allow(t.name);
                for (const ColumnSpec &c : m_catalog->get(db.name, t.name).value.spec.columns)
                    finder.allow(c.name);
                for (const RevisionInfo &r : m_catalog->history(db.name, t.name).value)
                    finder.allow(r.author); // who saved a revision is data, as a name is
            }
        }
        finder.finish();
        if (QTest::currentTestFailed())
            return;

        // Everything visible: the main window and the create dialog on its options tab, the
        // dialog again with its columns tab in front, and a second create dialog still on its
        // first page (the data source types).
        TextWalker walker;
        const auto walkVisibleWindows = [&walker] {
            int walked = 0;
            const QList<QWidget *> windows = QApplication::topLevelWidgets();
            for (QWidget *w : windows) {
                if (w->isVisible()) {
                    walker.walkWindow(w);
                    ++walked;
                }
            }
            return walked;
        };
        QCOMPARE(walkVisibleWindows(), 2); // the main window and the dialog
        const int onOptionsTab = int(walker.shown.size());
        QVERIFY(onOptionsTab > 100);
        m_dialog->showTab(0);
        QVERIFY(m_dialog->columnsPanel()->isVisible());
        walkVisibleWindows();
        m_dialog->hide();
        QPointer<TableDialog> chooser = m_window->openCreateDialog(false);
        QVERIFY(chooser);
        QVERIFY(QTest::qWaitForWindowExposed(chooser.data()));
        QVERIFY(chooser->connectorList()->isVisible());
        walkVisibleWindows();
        delete chooser.data();
        // ST_DUMP_TEXTS=1 lists every text walked, to review what the check covers.
        if (qEnvironmentVariableIsSet("ST_DUMP_TEXTS")) {
            for (const Shown &s : std::as_const(walker.shown))
                qDebug("%s: %s", qPrintable(s.where), qPrintable(s.text));
        }

        QStringList offenders;
        for (const Shown &s : std::as_const(walker.shown)) {
            const QStringList english = finder.englishIn(s.text);
            if (!english.isEmpty())
                offenders << QStringLiteral("%1: \"%2\" [%3]").arg(s.where, s.text, english.join(QStringLiteral(", ")));
        }
        offenders.removeDuplicates();
        for (const QString &o : std::as_const(offenders))
            qWarning("English in Chinese mode: %s", qPrintable(o));
        QVERIFY2(offenders.isEmpty(), qPrintable(QStringLiteral("%1 text(s) left in English, listed above").arg(offenders.size())));
        switchTo(Language::En);
    }
};

QTEST_MAIN(TestLanguage)
#include "test_language.moc"

// The options that name a format, as a user drives them in the create/edit dialog, offscreen:
// the pick-list of formats, the chosen format's own options in a section of their own under the
// slot's prefix, changing the format, a format no schema knows, a saved table's format options
// read back from a real catalog file, and the language switch.

#include "catalog/catalog.h"
#include "languagemanager.h"
#include "optionform.h"
#include "tabledialog.h"
#include "testsupport.h"
#include "valueeditors.h"

#include <QAbstractItemView>
#include <QCheckBox>
#include <QComboBox>
#include <QGroupBox>
#include <QAction>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPointer>
#include <QPushButton>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QApplication>
#include <QWheelEvent>
#include <QtTest/qtestspontaneevent.h>
#include <QScrollBar>
#include <QScrollArea>

using namespace st;

namespace {

QString u(const char *text)
{
    return QString::fromUtf8(text);
}

/// The combo box of a format option.
QComboBox *formatCombo(OptionForm *form, const QString &key)
{
    ValueEditor *editor = form->editor(key);
    return editor ? qobject_cast<QComboBox *>(editor->focusTarget()) : nullptr;
}

QStringList items(const QComboBox *combo)
{
    QStringList out;
    for (int i = 0; i < combo->count(); ++i)
        out << combo->itemText(i);
    return out;
}

/// Picks `format` from the combo's list with the mouse, as a user does.
void pick(QComboBox *combo, const QString &format)
{
    const int row = combo->findText(format);
    QVERIFY2(row >= 0, qPrintable(format));
    combo->showPopup();
    QAbstractItemView *view = combo->view();
    QTRY_VERIFY(view->isVisible());
    const QModelIndex index = view->model()->index(row, 0);
    view->scrollTo(index);
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->visualRect(index).center());
    QTRY_VERIFY(!view->isVisible());
    QCOMPARE(combo->currentText(), format);
}

/// Types into a combo's text as a user would: select all, delete, type.
void typeInto(QComboBox *combo, const QString &text)
{
    combo->setFocus();
    combo->lineEdit()->selectAll();
    QTest::keyClick(combo->lineEdit(), Qt::Key_Backspace);
    QTest::keyClicks(combo->lineEdit(), text);
}

} // namespace

class TestFormatOptions : public QObject
{
    Q_OBJECT

    SchemaRegistry m_registry = SchemaRegistry::loadDefault();
    LanguageManager m_languages;

    /// A new Kafka table, on its options tab.
    std::unique_ptr<TableDialog> newKafka()
    {
        auto dialog = std::make_unique<TableDialog>(m_registry);
        dialog->startNew(u("shop"));
        QListWidget *list = dialog->connectorList();
        for (int i = 0; i < list->count(); ++i) {
            if (list->item(i)->data(Qt::UserRole).toString() == u("kafka"))
                list->setCurrentRow(i);
        }
        QTest::mouseClick(dialog->nextButton(), Qt::LeftButton);
        dialog->showTab(1);
        dialog->show();
        dialog->activateWindow(); // so that focus moves, and the help line follows it
        if (!QTest::qWaitForWindowActive(dialog.get()))
            qWarning("the dialog did not become active");
        return dialog;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        m_languages.setLanguage(Language::En);
    }

    /// The pick-list offers the formats the connector's schema suggests, in its order (written
    /// by hand from schemas/kafka.json), each with its label; HDFS's type stays an enum.
    void comboListsTheFormats()
    {
        auto dialog = newKafka();
        OptionForm *form = dialog->optionForm();
        QComboBox *format = formatCombo(form, u("format"));
        QVERIFY(format);
        QVERIFY(format->isEditable());
        QCOMPARE(items(format), (QStringList{u("json"), u("csv"), u("avro"), u("avro-confluent"), u("raw"), u("protobuf"), u("debezium-json"),
                                             u("canal-json"), u("maxwell-json"), u("ogg-json"), u("debezium-avro-confluent")}));
        QCOMPARE(format->currentText(), QString()); // not set until chosen
        QVERIFY(format->maxVisibleItems() >= format->count()); // the whole list, no scrolling
        QVERIFY(format->itemData(format->findText(u("avro-confluent")), Qt::ToolTipRole).toString().startsWith(u("Avro (Confluent Schema Registry)")));
        form->setAdvancedExpanded(true);
        QComboBox *key = formatCombo(form, u("key.format"));
        QVERIFY(key);
        QCOMPARE(items(key), (QStringList{u("json"), u("csv"), u("avro"), u("avro-confluent"), u("raw"), u("protobuf")}));
        QVERIFY(formatCombo(form, u("value.format")));

        // No section while no format is chosen.
        QVERIFY(!form->formatSection(u("format")));
    }

    /// The mouse wheel turned over the form scrolls it, also where a drop-down is under the
    /// pointer: it changed the drop-down's choice (a key format became csv, unseen, and was
    /// saved). A drop-down the user has clicked into still takes the wheel.
    void wheelScrollsTheFormNotTheChoices()
    {
        auto dialog = newKafka();
        dialog->resize(dialog->width(), 420); // so that the form scrolls
        OptionForm *form = dialog->optionForm();
        pick(formatCombo(form, u("format")), u("json"));
        QComboBox *format = formatCombo(form, u("format"));
        auto *scroll = qobject_cast<QScrollArea *>(form->parentWidget() ? form->parentWidget()->parentWidget() : nullptr);
        QVERIFY(scroll);
        QTRY_VERIFY(scroll->verticalScrollBar()->maximum() > 0);
        format->clearFocus();
        scroll->widget()->setFocus();
        QVERIFY(!format->hasFocus());
        const auto turnWheel = [](QWidget *over) {
            const QPoint at(over->width() / 2, over->height() / 2);
            QWheelEvent wheel(QPointF(at), QPointF(over->mapToGlobal(at)), QPoint(), QPoint(0, -120), Qt::NoButton, Qt::NoModifier,
                              Qt::NoScrollPhase, false);
            // As from the mouse: only such events go on to the parents (sendEvent() would make it
            // not spontaneous again).
            QSpontaneKeyEvent::setSpontaneous(&wheel);
            qApp->notify(over, &wheel);
        };
        scroll->ensureWidgetVisible(format); // the pointer over it, with room to scroll further
        scroll->verticalScrollBar()->setValue(qMin(scroll->verticalScrollBar()->value(), scroll->verticalScrollBar()->maximum() - 1));
        const int scrolled = scroll->verticalScrollBar()->value();
        turnWheel(format);
        QCOMPARE(format->currentText(), u("json"));
        QVERIFY2(scroll->verticalScrollBar()->value() > scrolled, "the wheel did not reach the form");
        QCOMPARE(dialog->spec().options.value(u("format")), u("json"));
        // Clicked into, the drop-down takes the wheel as Qt's do.
        format->setFocus();
        QVERIFY(format->hasFocus());
        turnWheel(format);
        QVERIFY(format->currentText() != u("json"));
    }

    /// Picking json shows json's own options under `json.`; one set goes into the spec and the
    /// DDL; csv replaces them, and the json value is set aside in a note, back with json.
    void pickJsonThenCsv()
    {
        auto dialog = newKafka();
        OptionForm *form = dialog->optionForm();
        pick(formatCombo(form, u("format")), u("json"));
        QGroupBox *section = form->formatSection(u("format"));
        QVERIFY(section);
        QVERIFY(section->isVisible());
        QCOMPARE(section->title(), u("json format options"));
        for (const char *key : {"json.fail-on-missing-field", "json.ignore-parse-errors", "json.timestamp-format.standard"}) {
            ValueEditor *editor = form->editor(u(key));
            QVERIFY2(editor, key);
            QVERIFY(section->isAncestorOf(editor));
        }
        QVERIFY(!form->editor(u("ignore-parse-errors")));

        // The same editors, defaults and help as the connector's options.
        auto *box = qobject_cast<QCheckBox *>(form->editor(u("json.ignore-parse-errors"))->focusTarget());
        QVERIFY(box);
        QCOMPARE(box->text(), u("Default: false"));
        box->setFocus();
        QTRY_VERIFY2(form->helpText().startsWith(u("json.ignore-parse-errors: ")), qPrintable(form->helpText()));
        QVERIFY(form->helpText().contains(u("Default: false")));
        QTest::mouseClick(box, Qt::LeftButton);
        QCOMPARE(form->editor(u("json.ignore-parse-errors"))->value(), u("true"));
        dialog->refresh();
        QCOMPARE(dialog->spec().options.value(u("json.ignore-parse-errors")), u("true"));
        QVERIFY2(dialog->ddl().contains(u("'json.ignore-parse-errors' = 'true'")), qPrintable(dialog->ddl()));
        QCOMPARE(form->messageOf(u("json.ignore-parse-errors")), QString());

        // Live errors at the format's fields, like any other.
        QMap<QString, QString> values = form->values();
        values.insert(u("json.timestamp-format.standard"), u("iso"));
        form->setValues(values);
        dialog->refresh();
        QVERIFY2(!form->messageOf(u("json.timestamp-format.standard")).isEmpty(), qPrintable(dialog->ddl()));
        values.remove(u("json.timestamp-format.standard"));
        form->setValues(values);

        // csv instead: csv's options, json's gone from the form and the spec, kept in a note.
        pick(formatCombo(form, u("format")), u("csv"));
        section = form->formatSection(u("format"));
        QVERIFY(section);
        QCOMPARE(section->title(), u("csv format options"));
        QVERIFY(form->editor(u("csv.field-delimiter")));
        QVERIFY(section->isAncestorOf(form->editor(u("csv.field-delimiter"))));
        QVERIFY(!form->editor(u("json.ignore-parse-errors")));
        dialog->refresh();
        QVERIFY(!dialog->spec().options.contains(u("json.ignore-parse-errors")));
        QVERIFY(!dialog->ddl().contains(u("json.")));
        QCOMPARE(form->setAsideValues(), (QMap<QString, QString>{{u("json.ignore-parse-errors"), u("true")}}));
        auto *note = form->findChild<QLabel *>(u("setAsideNote"));
        QVERIFY(note && note->isVisible());
        QVERIFY2(note->text().contains(u("json.ignore-parse-errors = true")), qPrintable(note->text()));

        // Typing into a csv field does not rebuild the section.
        const QPointer<QGroupBox> kept = section;
        auto *delimiter = qobject_cast<QLineEdit *>(form->editor(u("csv.field-delimiter"))->focusTarget());
        QVERIFY(delimiter);
        delimiter->setFocus();
        QTest::keyClicks(delimiter, u("|"));
        QVERIFY(kept);
        QCOMPARE(form->formatSection(u("format")), kept.data());
        dialog->refresh();
        QVERIFY2(dialog->ddl().contains(u("'csv.field-delimiter' = '|'")), qPrintable(dialog->ddl()));

        // Back to json: its value is back, and csv's is set aside in turn.
        pick(formatCombo(form, u("format")), u("json"));
        QCOMPARE(form->editor(u("json.ignore-parse-errors"))->value(), u("true"));
        QCOMPARE(form->setAsideValues(), (QMap<QString, QString>{{u("csv.field-delimiter"), u("|")}}));
        dialog->refresh();
        QVERIFY(dialog->ddl().contains(u("'json.ignore-parse-errors' = 'true'")));
        QVERIFY(!dialog->ddl().contains(u("csv.")));
    }

    /// HDFS's type keeps its enum editor (the formats the filesystem connector reads); the format
    /// picked there gets its section too, under no prefix of the slot (csv.).
    void hdfsTypeStaysAnEnumWithItsSection()
    {
        auto dialog = std::make_unique<TableDialog>(m_registry);
        dialog->startEdit(u("shop"), testsupport::example(u("hdfs-csv-source")));
        dialog->showTab(1);
        dialog->show();
        OptionForm *form = dialog->optionForm();
        auto *type = qobject_cast<QComboBox *>(form->editor(u("type"))->focusTarget());
        QVERIFY(type);
        QVERIFY(!type->isEditable());
        QCOMPARE(form->editor(u("type"))->value(), u("csv"));
        QGroupBox *section = form->formatSection(u("type"));
        QVERIFY(section);
        QCOMPARE(section->title(), u("csv format options"));
        // The field delimiter once (issue 50): HDFS's own, which Flink's dialect writes as
        // csv.field-delimiter; csv's other options are in its section.
        QVERIFY(form->editor(u("fieldDelimiter")));
        QVERIFY(!form->editor(u("csv.field-delimiter")));
        QVERIFY(form->editor(u("csv.quote-character")));
        int delimiterLabels = 0;
        for (const QLabel *label : dialog->findChildren<QLabel *>())
            delimiterLabels += label->text().startsWith(u("Field delimiter")) && label->isVisible() ? 1 : 0;
        QCOMPARE(delimiterLabels, 1);
        QVERIFY(!dialog->hasUnsavedChanges());
        pick(type, u("json"));
        QCOMPARE(form->formatSection(u("type"))->title(), u("json format options"));
        QVERIFY(form->editor(u("json.ignore-parse-errors")));
        QVERIFY(!form->editor(u("csv.field-delimiter")));

        // A table that sets both (as imported): csv's field shows too, to be seen and cleared.
        TableSpec both = testsupport::example(u("hdfs-csv-source"));
        both.options.insert(u("csv.field-delimiter"), u(";"));
        auto again = std::make_unique<TableDialog>(m_registry);
        again->startEdit(u("shop"), both);
        again->showTab(1);
        again->show();
        QVERIFY(again->optionForm()->editor(u("csv.field-delimiter")));
        QCOMPARE(again->optionForm()->editor(u("csv.field-delimiter"))->value(), u(";"));
    }

    /// A format no schema knows may be typed: the field shows format.unknown, no section
    /// appears, and the table can still be saved (a warning: the user may have installed it).
    void unknownFormatIsShownAtTheField()
    {
        auto dialog = newKafka();
        OptionForm *form = dialog->optionForm();
        QComboBox *format = formatCombo(form, u("format"));
        typeInto(format, u("jsn"));
        QCOMPARE(format->currentText(), u("jsn"));
        QCOMPARE(form->values().value(u("format")), u("jsn"));
        dialog->refresh();
        QVERIFY(!form->formatSection(u("format")));
        const QString message = form->messageOf(u("format"));
        QVERIFY2(message.contains(u("'jsn' is not a format this program knows")), qPrintable(message));
        bool found = false;
        for (const Diagnostic &d : dialog->diagnostics())
            found = found || (d.ruleId == u("format.unknown") && d.subject.key == u("format") && !d.isError());
        QVERIFY(found);
        QVERIFY(dialog->ddl().contains(u("'format' = 'jsn'")));
        // Corrected by typing: the section follows, and the message goes.
        typeInto(format, u("json"));
        QVERIFY(form->formatSection(u("format")));
        dialog->refresh();
        QCOMPARE(form->messageOf(u("format")), QString());
    }

    /// A saved upsert-kafka table (a real catalog file) with value.json.fail-on-missing-field:
    /// the value format's section shows it; the key format's section is there too; opening is
    /// no unsaved change, and the value survives the edit.
    void savedUpsertKafkaFillsTheValueSection()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        Catalog catalog;
        QVERIFY(catalog.open(dir.filePath(u("catalog.db"))).ok());
        QVERIFY(catalog.createDatabase(u("shop")).ok());
        TableSpec spec = testsupport::example(u("upsert-kafka-sink"));
        spec.role = Role::Source; // fail-on-missing-field is read when deserializing
        spec.options.insert(u("value.json.fail-on-missing-field"), u("true"));
        QVERIFY(catalog.put(u("shop"), spec, 0).ok());
        const auto stored = catalog.get(u("shop"), spec.name);
        QVERIFY(stored.ok());

        TableDialog dialog(m_registry);
        dialog.startEdit(u("shop"), stored.value.spec);
        dialog.showTab(1);
        dialog.show();
        OptionForm *form = dialog.optionForm();
        QGroupBox *value = form->formatSection(u("value.format"));
        QVERIFY(value);
        QCOMPARE(value->title(), u("json format options (value.format)"));
        ValueEditor *missing = form->editor(u("value.json.fail-on-missing-field"));
        QVERIFY(missing);
        QVERIFY(value->isAncestorOf(missing));
        QCOMPARE(missing->value(), u("true"));
        QCOMPARE(qobject_cast<QCheckBox *>(missing->focusTarget())->checkState(), Qt::Checked);
        QVERIFY(form->formatSection(u("key.format")));
        QVERIFY(form->editor(u("key.json.fail-on-missing-field")));
        QCOMPARE(form->editor(u("key.json.fail-on-missing-field"))->value(), QString());
        QVERIFY(!dialog.hasUnsavedChanges());
        QCOMPARE(dialog.spec().options.value(u("value.json.fail-on-missing-field")), u("true"));
        QVERIFY(dialog.ddl().contains(u("'value.json.fail-on-missing-field' = 'true'")));
        QCOMPARE(form->messageOf(u("value.json.fail-on-missing-field")), QString());
    }

    /// The language switch retranslates the sections, the note and the format labels.
    void languageSwitchRetranslates()
    {
        auto dialog = newKafka();
        OptionForm *form = dialog->optionForm();
        pick(formatCombo(form, u("format")), u("raw"));
        QVERIFY(form->editor(u("raw.charset")));
        pick(formatCombo(form, u("format")), u("json"));
        auto *note = form->findChild<QLabel *>(u("setAsideNote"));
        QVERIFY(note->isHidden()); // nothing was typed into raw's options
        QMap<QString, QString> values = form->values();
        values.insert(u("json.ignore-parse-errors"), u("true"));
        form->setValues(values);
        pick(formatCombo(form, u("format")), u("raw"));
        QVERIFY(note->isVisible());
        QComboBox *format = formatCombo(form, u("format"));
        const int raw = format->findText(u("raw"));
        m_languages.setLanguage(Language::Zh);
        QTRY_COMPARE(form->formatSection(u("format"))->title(), u("raw 格式配置项")); // LanguageChange is posted
        QVERIFY2(note->text().startsWith(u("不写入")), qPrintable(note->text()));
        QVERIFY(format->itemData(raw, Qt::ToolTipRole).toString().startsWith(u("Raw（原始字节）")));
        m_languages.setLanguage(Language::En);
        QTRY_COMPARE(form->formatSection(u("format"))->title(), u("raw format options"));
        QVERIFY(format->itemData(raw, Qt::ToolTipRole).toString().startsWith(u("Raw: ")));
    }

    /// Issue 18: a password field shows dots while it holds a password as it is, the value on
    /// purpose (its eye button), and a ${secret:NAME} reference as it is; the field's message
    /// says to use a reference.
    void passwordsAreMasked()
    {
        auto dialog = newKafka();
        OptionForm *form = dialog->optionForm();
        pick(formatCombo(form, u("format")), u("avro-confluent"));
        const QString key = u("avro-confluent.ssl.keystore.password");
        form->setAdvancedExpanded(true);
        ValueEditor *editor = form->editor(key);
        QVERIFY(editor);
        auto *line = qobject_cast<QLineEdit *>(editor->focusTarget());
        QVERIFY(line);
        auto *reveal = line->findChild<QAction *>(u("reveal:") + key);
        QVERIFY(reveal);
        QVERIFY(!reveal->toolTip().isEmpty());
        QCOMPARE(line->echoMode(), QLineEdit::Normal); // empty
        line->setFocus();
        QTest::keyClicks(line, u("changeit"));
        QCOMPARE(line->echoMode(), QLineEdit::Password);
        dialog->refresh();
        QVERIFY2(form->messageOf(key).contains(u("${secret:NAME}")), qPrintable(form->messageOf(key)));
        // An error: the table cannot be saved with the password in it.
        const auto refusedForTheSecret = [&] {
            for (const Diagnostic &d : dialog->diagnostics()) {
                if (d.ruleId == u("option.secret-in-clear") && d.severity == Severity::Error && d.subject.key == key)
                    return true;
            }
            return false;
        };
        QVERIFY(refusedForTheSecret());
        QVERIFY(!dialog->saveButton()->isEnabled());
        reveal->trigger();
        QCOMPARE(line->echoMode(), QLineEdit::Normal);
        reveal->trigger();
        QCOMPARE(line->echoMode(), QLineEdit::Password);
        line->selectAll();
        QTest::keyClicks(line, u("${secret:KEYSTORE_PW}"));
        QCOMPARE(line->echoMode(), QLineEdit::Normal);
        dialog->refresh();
        QCOMPARE(form->messageOf(key), QString());
        QVERIFY(!refusedForTheSecret());
        QCOMPARE(dialog->spec().options.value(key), u("${secret:KEYSTORE_PW}"));
        // Not a password: no eye.
        QVERIFY(!form->editor(u("avro-confluent.url"))->focusTarget()->findChild<QAction *>(u("reveal:avro-confluent.url")));
        QCOMPARE(form->findChildren<QAction *>(QRegularExpression(u("^reveal:"))).size(), 4); // the keystore's, the truststore's and the two keys' passwords
    }
};

QTEST_MAIN(TestFormatOptions)
#include "test_formatoptions.moc"

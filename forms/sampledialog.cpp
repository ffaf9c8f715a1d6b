#include "sampledialog.h"

#include "core/inputfile.h"
#include "core/names.h"
#include "findingcolour.h"
#include "sql/sqlquote.h"
#include "folderdialog.h"
#include "uilanguage.h"
#include "windowsize.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFileInfo>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSplitter>
#include <QStyle>
#include <QTableWidget>
#include <QVBoxLayout>

namespace st {

namespace {

/// The delay of the watermark offered on a sample's event-time column: a common starting point
/// the user tunes in the watermark fields.
constexpr int kOfferedDelaySeconds = 5;

QStringList &guardedFiles()
{
    static QStringList files;
    return files;
}

/// Whether `path` is a guarded file or one of its companions (compared as canonical paths;
/// stat() only, nothing is opened).
bool isGuarded(const QString &path)
{
    const QString candidate = QFileInfo(path).canonicalFilePath();
    if (candidate.isEmpty())
        return false;
    for (const QString &file : guardedFiles()) {
        for (const char *suffix : {"", "-wal", "-shm", "-journal"}) {
            if (QFileInfo(file + QLatin1String(suffix)).canonicalFilePath() == candidate)
                return true;
        }
    }
    return false;
}

/// What the chosen format needs besides the format itself: the inferred options that belong to
/// it (`csv.field-delimiter` for csv, nothing of avro's for avro-confluent).
InferenceResult withFormat(InferenceResult result, const QString &format)
{
    if (format == result.format)
        return result;
    QMap<QString, QString> kept;
    for (auto it = result.formatOptions.cbegin(); it != result.formatOptions.cend(); ++it) {
        if (it.key().startsWith(format + QLatin1Char('.')))
            kept.insert(it.key(), it.value());
    }
    result.formatOptions = kept;
    result.format = format;
    return result;
}

} // namespace

SampleDialog::SampleDialog(const ConnectorSchemaPtr &schema, QWidget *parent)
    : QDialog(parent), m_schema(schema), m_intro(new QLabel(this)), m_open(new QPushButton(this)), m_kindLabel(new QLabel(this)),
      m_kind(new QComboBox(this)), m_text(new QPlainTextEdit(this)), m_inferText(new QPushButton(this)), m_source(new QLabel(this)),
      m_problem(new QLabel(this)), m_preview(new QTableWidget(0, PreviewColumnCount, this)), m_findings(new QListWidget(this)),
      m_formatLabel(new QLabel(this)), m_format(new QComboBox(this)), m_options(new QLabel(this)), m_replace(new QRadioButton(this)),
      m_append(new QRadioButton(this)), m_useKey(new QCheckBox(this)), m_useEventTime(new QCheckBox(this)), m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setObjectName(QStringLiteral("sampleDialog"));
    m_intro->setWordWrap(true);
    m_text->setObjectName(QStringLiteral("sampleText"));
    m_text->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_text->setMaximumHeight(m_text->fontMetrics().height() * 8);
    m_problem->setWordWrap(true);
    m_problem->setTextFormat(Qt::PlainText);
    colourAsFinding(m_problem, Severity::Error);
    m_problem->hide();
    m_source->setTextFormat(Qt::PlainText);
    m_options->setTextFormat(Qt::PlainText);
    m_options->setWordWrap(true);
    m_preview->setObjectName(QStringLiteral("samplePreview"));
    m_preview->verticalHeader()->hide();
    m_preview->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_preview->horizontalHeader()->setSectionResizeMode(NoteColumn, QHeaderView::Stretch);
    m_preview->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_findings->setObjectName(QStringLiteral("sampleFindings"));
    m_findings->setWordWrap(true);
    m_format->setObjectName(QStringLiteral("sampleFormat"));
    m_format->setEditable(true);
    // Wide enough for the longest format name (debezium-json, avro-confluent) without cutting it.
    m_format->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_format->setMinimumContentsLength(16);
    m_replace->setChecked(true);

    auto *sourceRow = new QHBoxLayout;
    m_open->setObjectName(QStringLiteral("openSample"));
    sourceRow->addWidget(m_open);
    sourceRow->addWidget(m_kindLabel);
    sourceRow->addWidget(m_kind);
    sourceRow->addStretch(1);
    sourceRow->addWidget(m_inferText);
    auto *formatRow = new QHBoxLayout;
    formatRow->addWidget(m_formatLabel);
    formatRow->addWidget(m_format);
    formatRow->addWidget(m_options, 1);
    auto *modeRow = new QHBoxLayout;
    modeRow->addWidget(m_replace);
    modeRow->addWidget(m_append);
    modeRow->addStretch(1);

    // Offered by the sample, taken only when the user ticks them.
    m_useKey->setObjectName(QStringLiteral("sampleUseKey"));
    m_useEventTime->setObjectName(QStringLiteral("sampleUseEventTime"));
    m_useKey->hide();
    m_useEventTime->hide();
    auto *offerRow = new QHBoxLayout;
    offerRow->addWidget(m_useKey);
    offerRow->addWidget(m_useEventTime);
    offerRow->addStretch(1);

    auto *split = new QSplitter(Qt::Vertical, this);
    split->addWidget(m_preview);
    split->addWidget(m_findings);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 1);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addLayout(sourceRow);
    layout->addWidget(m_text);
    layout->addWidget(m_source);
    layout->addWidget(m_problem);
    layout->addWidget(split, 1);
    layout->addLayout(formatRow);
    layout->addLayout(modeRow);
    layout->addLayout(offerRow);
    layout->addLayout(buttonRowWithLanguage(this, m_buttons)); // the main window's Language menu is blocked while this is open

    connect(m_open, &QPushButton::clicked, this, &SampleDialog::chooseFile);
    connect(m_inferText, &QPushButton::clicked, this, &SampleDialog::inferPastedText);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_format, &QComboBox::currentTextChanged, this, &SampleDialog::updateOptionsText);

    retranslateUi();
    okButton()->setEnabled(false);
    rememberWindowSize(this, QStringLiteral("sampleDialog"), QSize(820, 620));
}

void SampleDialog::setGuardedFiles(const QStringList &paths)
{
    guardedFiles() = paths;
}

QPushButton *SampleDialog::okButton() const
{
    return m_buttons->button(QDialogButtonBox::Ok);
}

void SampleDialog::retranslateUi()
{
    setWindowTitle(tr("Columns from sample"));
    m_intro->setText(tr("Open a sample file (Avro schema or file, JSON Schema, JSON messages, Debezium, Canal or Maxwell "
                        "change events, CSV with a header row) or paste one below. Check the inferred columns, correct "
                        "names and types where needed, then take them into the table."));
    m_open->setText(tr("&Open file..."));
    m_kindLabel->setText(tr("Read as:"));
    const int kindIndex = qMax(0, m_kind->currentIndex());
    m_kind->clear();
    m_kind->addItem(tr("Detect automatically"), QString());
    m_kind->addItem(tr("Avro schema or file"), sampleKindName(SampleKind::Avro));
    m_kind->addItem(tr("JSON Schema"), sampleKindName(SampleKind::JsonSchema));
    m_kind->addItem(tr("JSON messages"), sampleKindName(SampleKind::Json));
    m_kind->addItem(tr("CSV with a header row"), sampleKindName(SampleKind::Csv));
    m_kind->addItem(tr("Debezium change events"), sampleKindName(SampleKind::Debezium));
    m_kind->addItem(tr("Canal change events"), sampleKindName(SampleKind::Canal));
    m_kind->addItem(tr("Maxwell change events"), sampleKindName(SampleKind::Maxwell));
    m_kind->setCurrentIndex(kindIndex);
    m_text->setPlaceholderText(tr("Or paste a sample here"));
    m_inferText->setText(tr("&Infer from pasted text"));
    m_preview->setHorizontalHeaderLabels({tr("Source field"), tr("Column"), tr("Flink type"), tr("Nullable"), tr("Note")});
    m_formatLabel->setText(tr("Format:"));
    m_replace->setText(tr("&Replace the table's columns"));
    m_append->setText(tr("A&ppend to the table's columns"));
    okButton()->setText(tr("Use these columns"));
    if (m_sourceText)
        m_source->setText(m_sourceText());
    if (m_problemText && !m_problem->isHidden())
        m_problem->setText(m_problemText());
    if (m_haveResult)
        showResultTexts();
}

void SampleDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

void SampleDialog::chooseFile()
{
    const QStringList files = chooseFiles(this, tr("Open a sample"), QString(),
                                          {tr("Samples (*.avsc *.avro *.json *.jsonl *.ndjson *.csv *.tsv *.txt)"), tr("All files (*)")}, false);
    if (!files.isEmpty())
        loadFile(files.constFirst());
}

bool SampleDialog::loadFile(const QString &path)
{
    // Named first: a refusal below is about this file, not the one read before.
    const QString name = QFileInfo(path).fileName();
    showSource([this, name] { return tr("Sample: %1").arg(name); });
    if (isGuarded(path)) {
        showProblem([this, path] { return tr("%1 is the catalog the designer has open; it is not read as a sample.").arg(path); });
        return false;
    }
    // The one input reader: a FIFO or a file past the sample limit is refused before it is read.
    QByteArray data;
    LocalizedText error;
    if (!readInputFile(path, &data, &error, kMaxSampleBytes)) {
        showProblem([error] { return error.in(uiLanguage()); });
        return false;
    }
    return infer(path, data);
}

bool SampleDialog::inferPastedText()
{
    showSource([this] { return tr("Sample: pasted text"); });
    return infer(QString(), m_text->toPlainText().toUtf8());
}

void SampleDialog::showSource(const std::function<QString()> &source)
{
    m_sourceText = source;
    m_source->setText(source());
}

bool SampleDialog::infer(const QString &fileName, const QByteArray &data)
{
    SampleKind kind = detectSampleKind(fileName, data);
    const QString chosen = m_kind->currentData().toString();
    if (!chosen.isEmpty())
        parseSampleKind(chosen, &kind);
    InferenceResult result = inferColumns(kind, data);
    if (result.unreadable) {
        const LocalizedText why = *result.unreadable;
        showProblem([this, kind, why] { return tr("Read as %1: %2").arg(sampleKindName(kind), why.in(uiLanguage())); });
        return false;
    }
    m_result = std::move(result);
    m_haveResult = true;
    m_problem->hide();
    // The suggested format first, then the others that read the same data.
    m_format->clear();
    m_format->addItem(m_result.format);
    m_format->addItems(m_result.alternativeFormats);
    m_format->setCurrentIndex(0);
    showResult();
    okButton()->setEnabled(!m_result.columns.isEmpty());
    return true;
}

void SampleDialog::showProblem(const std::function<QString()> &problem)
{
    m_problemText = problem;
    m_problem->setText(problem());
    m_problem->show();
    // What an earlier sample gave no longer stands beside this problem: OK must not take it.
    m_result = InferenceResult();
    m_haveResult = false;
    m_preview->setRowCount(0);
    m_findings->clear();
    okButton()->setEnabled(false);
}

void SampleDialog::showResult()
{
    m_preview->setRowCount(0);
    m_preview->setRowCount(m_result.columns.size());
    for (int row = 0; row < m_result.columns.size(); ++row) {
        const InferredColumn &c = m_result.columns.at(row);
        auto *source = new QTableWidgetItem(c.source);
        source->setFlags(source->flags() & ~Qt::ItemIsEditable);
        auto *nullable = new QTableWidgetItem;
        nullable->setFlags((nullable->flags() | Qt::ItemIsUserCheckable) & ~Qt::ItemIsEditable);
        nullable->setCheckState(c.column.nullable ? Qt::Checked : Qt::Unchecked);
        if (c.column.isComputed())
            nullable->setFlags(nullable->flags() & ~Qt::ItemIsEnabled);
        auto *note = new QTableWidgetItem; // its text: showResultTexts()
        note->setFlags(note->flags() & ~Qt::ItemIsEditable);
        // A computed column shows its expression where a physical one shows its type.
        auto *type = new QTableWidgetItem(c.column.isComputed() ? QStringLiteral("AS ") + c.column.expression : c.column.type);
        if (c.column.isComputed())
            type->setFlags(type->flags() & ~Qt::ItemIsEditable);
        m_preview->setItem(row, SourceColumn, source);
        m_preview->setItem(row, NameColumn, new QTableWidgetItem(c.column.name));
        m_preview->setItem(row, TypeColumn, type);
        m_preview->setItem(row, NullableColumn, nullable);
        m_preview->setItem(row, NoteColumn, note);
    }
    showResultTexts();
}

void SampleDialog::showResultTexts()
{
    const Language lang = uiLanguage();
    for (int row = 0; row < m_result.columns.size() && row < m_preview->rowCount(); ++row) {
        if (QTableWidgetItem *note = m_preview->item(row, NoteColumn))
            note->setText(m_result.columns.at(row).note.in(lang));
    }
    m_useKey->setVisible(!m_result.suggestedKey.isEmpty());
    m_useKey->setText(tr("Use %1 as the PRIMARY KEY (the messages name it)").arg(m_result.suggestedKey.join(QLatin1String(", "))));
    m_useEventTime->setVisible(!m_result.suggestedEventTime.isEmpty());
    m_useEventTime->setText(tr("Use %1 as the event time (a watermark %2 seconds behind it)").arg(m_result.suggestedEventTime).arg(kOfferedDelaySeconds));
    m_findings->clear();
    for (const InferenceFinding &f : m_result.findings) {
        const QStyle::StandardPixmap icon = f.severity == Severity::Error     ? QStyle::SP_MessageBoxCritical
                                          : f.severity == Severity::Warning ? QStyle::SP_MessageBoxWarning
                                                                                     : QStyle::SP_MessageBoxInformation;
        auto *item = new QListWidgetItem(style()->standardIcon(icon),
                                         f.path.isEmpty() ? f.message.in(lang) : escapeInvisible(f.path) + QStringLiteral(": ") + f.message.in(lang));
        m_findings->addItem(item);
    }
    updateOptionsText();
}

void SampleDialog::updateOptionsText()
{
    if (!m_haveResult) {
        m_options->clear();
        return;
    }
    QStringList parts;
    InferenceFindings notSet;
    const QMap<QString, QString> options = connectorOptions(&notSet);
    for (auto it = options.cbegin(); it != options.cend(); ++it)
        parts << QStringLiteral("'%1' = '%2'").arg(it.key(), it.value());
    QStringList lines;
    if (!parts.isEmpty())
        lines << tr("Sets %1").arg(parts.join(QLatin1String(", ")));
    for (const InferenceFinding &f : notSet)
        lines << f.message.in(uiLanguage());
    m_options->setText(lines.join(QLatin1Char('\n')));
}

QList<ColumnSpec> SampleDialog::columns() const
{
    QList<ColumnSpec> out;
    for (int row = 0; row < m_preview->rowCount() && row < m_result.columns.size(); ++row) {
        ColumnSpec c = m_result.columns.at(row).column;
        c.name = m_preview->item(row, NameColumn)->text().trimmed();
        if (!c.isComputed())
            c.type = m_preview->item(row, TypeColumn)->text().trimmed();
        c.nullable = c.isComputed() || m_preview->item(row, NullableColumn)->checkState() == Qt::Checked;
        out << c;
    }
    // A PRIMARY KEY column is never null (Flink makes key columns NOT NULL).
    const QStringList key = primaryKey();
    for (ColumnSpec &c : out) {
        if (key.contains(c.name))
            c.nullable = false;
    }
    return out;
}

bool SampleDialog::replacesColumns() const
{
    return m_replace->isChecked();
}

namespace {

/// The preview's name of the inferred column `inferred` (the user may have renamed it).
QString editedName(const QTableWidget *preview, const InferenceResult &result, const QString &inferred)
{
    for (int row = 0; row < preview->rowCount() && row < result.columns.size(); ++row) {
        if (result.columns.at(row).column.name == inferred)
            return preview->item(row, SampleDialog::NameColumn)->text().trimmed();
    }
    return inferred;
}

} // namespace

QStringList SampleDialog::primaryKey() const
{
    QStringList key;
    if (!m_haveResult || m_result.suggestedKey.isEmpty() || !m_useKey->isChecked())
        return key;
    for (const QString &name : m_result.suggestedKey)
        key << editedName(m_preview, m_result, name);
    return key;
}

WatermarkSpec SampleDialog::watermark() const
{
    if (!m_haveResult || m_result.suggestedEventTime.isEmpty() || !m_useEventTime->isChecked())
        return WatermarkSpec();
    const QString column = editedName(m_preview, m_result, m_result.suggestedEventTime);
    // As the watermark's delay field writes it, so the form shows the delay it means.
    return WatermarkSpec{column, QStringLiteral("%1 - INTERVAL '%2' SECOND").arg(quoteIdentifier(column)).arg(kOfferedDelaySeconds)};
}

QMap<QString, QString> SampleDialog::connectorOptions(InferenceFindings *notSet) const
{
    if (!m_haveResult || !m_schema)
        return {};
    InferenceFindings findings;
    const QMap<QString, QString> options = formatOptionsFor(withFormat(m_result, m_format->currentText().trimmed()), *m_schema, &findings);
    if (notSet)
        *notSet = findings;
    return options;
}

} // namespace st

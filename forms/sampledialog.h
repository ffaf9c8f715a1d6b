#pragma once

#include "schema/connectorschema.h"
#include "infer/inference.h"

#include <QDialog>

#include <functional>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QLabel;
class QListWidget;
class QPlainTextEdit;
class QPushButton;
class QRadioButton;
class QTableWidget;

namespace st {

/// "Columns from sample": reads a sample (a file, or text pasted in), shows the inferred
/// columns in a preview (source field, column name, Flink type, nullable, note) that can be
/// edited, the findings, and the suggested format; on OK the owner takes columns(),
/// replacesColumns() and connectorOptions().
class SampleDialog : public QDialog
{
    Q_OBJECT

public:
    /// The preview's columns.
    enum PreviewColumn { SourceColumn, NameColumn, TypeColumn, NullableColumn, NoteColumn, PreviewColumnCount };

    explicit SampleDialog(const ConnectorSchemaPtr &schema, QWidget *parent = nullptr);

    /// Files never read as a sample, with their `-wal`, `-shm` and `-journal`: the catalog the
    /// designer has open. Reading it would open it through a second descriptor, and closing that
    /// drops the process's SQLite locks on it.
    static void setGuardedFiles(const QStringList &paths);

    /// Reads `path` and infers its columns (the kind detected unless one is chosen). Returns
    /// false when the file cannot be read or understood; the reason is shown in the dialog.
    bool loadFile(const QString &path);
    /// Infers the columns of text pasted into the sample box.
    bool inferPastedText();

    /// The columns as edited in the preview.
    QList<ColumnSpec> columns() const;
    /// True: the columns replace the table's; false: they are appended.
    bool replacesColumns() const;
    /// The PRIMARY KEY the messages name, as the columns are named in the preview, when the
    /// user chose to use it; empty otherwise (it is offered, never applied by itself).
    QStringList primaryKey() const;
    /// The watermark on the offered event-time column, when the user chose to use it; empty otherwise.
    WatermarkSpec watermark() const;
    /// The connector options that set the chosen format (and its options) on the table;
    /// `notSet` receives what the connector has no option for.
    QMap<QString, QString> connectorOptions(InferenceFindings *notSet = nullptr) const;

    // Parts, for tests.
    QTableWidget *preview() const { return m_preview; }
    QComboBox *formatCombo() const { return m_format; }
    QComboBox *kindCombo() const { return m_kind; }
    QPlainTextEdit *sampleEdit() const { return m_text; }
    QListWidget *findings() const { return m_findings; }
    QLabel *problemLabel() const { return m_problem; }
    QPushButton *okButton() const;
    QCheckBox *useKeyBox() const { return m_useKey; }
    QCheckBox *useEventTimeBox() const { return m_useEventTime; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void chooseFile();
    bool infer(const QString &fileName, const QByteArray &data);
    void showResult();
    /// The result's texts in the interface's language (notes, offers, findings), the edits made
    /// in the preview kept.
    void showResultTexts();
    /// Shows a problem; `problem` makes its text, again after a language switch.
    void showProblem(const std::function<QString()> &problem);
    /// Names the sample; `source` makes the text, again after a language switch.
    void showSource(const std::function<QString()> &source);
    void updateOptionsText();

    ConnectorSchemaPtr m_schema;
    InferenceResult m_result;
    bool m_haveResult = false;

    QLabel *m_intro;
    QPushButton *m_open;
    QLabel *m_kindLabel;
    QComboBox *m_kind;
    QPlainTextEdit *m_text;
    QPushButton *m_inferText;
    QLabel *m_source;
    std::function<QString()> m_sourceText;
    QLabel *m_problem;
    std::function<QString()> m_problemText;
    QTableWidget *m_preview;
    QListWidget *m_findings;
    QLabel *m_formatLabel;
    QComboBox *m_format;
    QLabel *m_options;
    QRadioButton *m_replace;
    QRadioButton *m_append;
    QCheckBox *m_useKey;
    QCheckBox *m_useEventTime;
    QDialogButtonBox *m_buttons;
};

} // namespace st

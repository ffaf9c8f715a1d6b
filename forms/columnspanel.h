#pragma once

#include "schema/connectorschema.h"
#include "check/diagnostic.h"
#include "core/tablespec.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTableView;

namespace st {

class ColumnsModel;
class ElidedLabel;

/// Edits a table's columns, primary key, watermark and partition columns: a table of
/// columns with add / remove / reorder, Flink type completion and a metadata key picker fed
/// by the connector's schema. A long type (a ROW with many fields) is elided in its cell, whole
/// in the tooltip, and edited at length in the type editor (T&ype...).
class ColumnsPanel : public QWidget
{
    Q_OBJECT

public:
    explicit ColumnsPanel(QWidget *parent = nullptr);

    void setConnector(const ConnectorSchemaPtr &schema);
    void setSpec(const TableSpec &spec);
    /// Writes columns, primary key, watermark and partition columns into `spec`.
    void apply(TableSpec *spec) const;
    void showDiagnostics(const Diagnostics &diagnostics);
    /// True for the findings this panel shows: about a column, the column list, the primary
    /// key, the watermark or the partition columns.
    static bool isAboutColumns(const Subject &subject);
    /// Brings the widget of such a finding forward: the column's cell (row and part), the
    /// watermark's time column or expression, the partition columns, the distribution's Remove.
    void focusFinding(const Subject &subject);

    ColumnsModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }
    QPushButton *addButton() const { return m_add; }
    QPushButton *sampleButton() const { return m_fromSample; }
    QPushButton *typeButton() const { return m_editType; }
    /// Fits the widths of the grid's columns to the columns shown (the name and type columns at
    /// least wide enough for a usual value, the type and expression at most LongCellWidth); the
    /// table dialog calls it as a table is opened. Edits leave the widths alone.
    void fitColumns();
    bool eventFilter(QObject *watched, QEvent *event) override;
    /// Opens the type editor for the current column (window-modal; its OK sets the type).
    void editType();
    /// How wide the Type and Expression columns may grow before their text is elided.
    static constexpr int LongCellWidth = 200;
    QComboBox *watermarkColumn() const { return m_watermarkColumn; }
    QSpinBox *watermarkDelay() const { return m_watermarkDelay; }
    QLineEdit *watermarkExpression() const { return m_watermarkExpression; }
    QLineEdit *partitionEdit() const { return m_partitions; }
    QLabel *distributionText() const { return m_distributionText; }
    QPushButton *removeDistributionButton() const { return m_removeDistribution; }
    /// Flink SQL types offered by the type column's completer.
    static QStringList typeSuggestions();

Q_SIGNALS:
    void edited();
    /// "Columns from sample..." was clicked; the owner opens the dialog.
    void sampleRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    /// The watermark's choices, the column `keep` (or the one chosen) among them.
    void refreshColumnChoices(const QString &keep = QString());
    void updateButtons();
    void watermarkDelayChanged();
    /// Delay and expression are editable exactly when a time column is chosen.
    void enableWatermarkFields();
    /// The DISTRIBUTED BY line: shown while the table has one (read from DDL), hidden otherwise.
    void showDistribution();

    ConnectorSchemaPtr m_schema;
    ColumnsModel *m_model;
    QTableView *m_view;
    QPushButton *m_add;
    QPushButton *m_remove;
    QPushButton *m_up;
    QPushButton *m_down;
    QPushButton *m_fromSample;
    QPushButton *m_editType;
    QLabel *m_watermarkLabel;
    QComboBox *m_watermarkColumn;
    QLabel *m_delayLabel;
    QSpinBox *m_watermarkDelay;
    QLineEdit *m_watermarkExpression;
    QLabel *m_partitionLabel;
    QLineEdit *m_partitions;
    /// DISTRIBUTED BY (Flink 1.20) is not edited here: a table read from DDL keeps it, shows it,
    /// and the user may remove it (none of our connectors' sinks buckets, so Flink refuses it there).
    DistributionSpec m_distribution;
    QLabel *m_distributionLabel;
    QLabel *m_distributionText;
    QPushButton *m_removeDistribution;
    ElidedLabel *m_problems;
};

} // namespace st

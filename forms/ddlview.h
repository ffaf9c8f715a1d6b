#pragma once

#include <QPlainTextEdit>

#if defined(STREAMTABLE_HAVE_KSH)
namespace KSyntaxHighlighting {
class Repository;
class SyntaxHighlighter;
} // namespace KSyntaxHighlighting
#endif

namespace st {

class FlinkSqlHighlighter;

/// The read-only, highlighted Flink SQL DDL preview: monospace, no wrapping, tab stops of four
/// spaces. Highlights with KSyntaxHighlighting and our Flink SQL definition where that library
/// was found, else with the built-in FlinkSqlHighlighter; either way the colours follow the
/// widget's palette (light or dark).
class DdlView : public QPlainTextEdit
{
    Q_OBJECT

public:
    explicit DdlView(QWidget *parent = nullptr);
    ~DdlView() override;

    /// Shows \a ddl, keeping the scroll position (the preview is rebuilt on every edit).
    void setDdl(const QString &ddl);
    QString ddl() const;

#if defined(STREAMTABLE_HAVE_KSH)
    /// The one long-lived repository all previews share; it knows our Flink SQL definition.
    static KSyntaxHighlighting::Repository &repository();
#endif

protected:
    void changeEvent(QEvent *event) override;

private:
    /// The number of the last block the viewport shows, in part or whole.
    int lastVisibleBlockNumber() const;
    void applyPalette();
    void updateTabStop();

#if defined(STREAMTABLE_HAVE_KSH)
    KSyntaxHighlighting::SyntaxHighlighter *m_highlighter = nullptr;
#else
    FlinkSqlHighlighter *m_highlighter = nullptr;
#endif
};

} // namespace st

#include "ddlview.h"

#include "flinksqlhighlighter.h"
#include "flinksqlwords.h"

#include <QEvent>
#include <QFontDatabase>
#include <QFontMetricsF>
#include <QScrollBar>
#include <QTextCursor>

#if defined(STREAMTABLE_HAVE_KSH)
#include <KSyntaxHighlighting/Definition>
#include <KSyntaxHighlighting/Repository>
#include <KSyntaxHighlighting/SyntaxHighlighter>
#include <KSyntaxHighlighting/Theme>
#endif

namespace st {

DdlView::DdlView(QWidget *parent)
    : QPlainTextEdit(parent)
{
    setReadOnly(true);
    setUndoRedoEnabled(false);
    setLineWrapMode(QPlainTextEdit::NoWrap);
    setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    updateTabStop();

#if defined(STREAMTABLE_HAVE_KSH)
    // The theme is set before the highlighter sees the document: KF5 5.103 paints every
    // character fully transparent when it highlights without a theme.
    m_highlighter = new KSyntaxHighlighting::SyntaxHighlighter(this);
    m_highlighter->setTheme(repository().themeForPalette(palette()));
    const KSyntaxHighlighting::Definition definition = repository().definitionForName(flinkSqlDefinitionName());
    if (!definition.isValid())
        qWarning("DdlView: syntax definition \"%s\" not found", qPrintable(flinkSqlDefinitionName()));
    m_highlighter->setDefinition(definition);
    m_highlighter->setDocument(document());
    m_highlighter->rehighlight();
#else
    m_highlighter = new FlinkSqlHighlighter(palette(), this);
    m_highlighter->setDocument(document());
#endif
}

DdlView::~DdlView() = default;

#if defined(STREAMTABLE_HAVE_KSH)
namespace {

// The repository with our definition's folder added (which reloads it once).
struct FlinkSqlRepository
{
    FlinkSqlRepository() { repository.addCustomSearchPath(flinkSqlSearchPath()); }
    KSyntaxHighlighting::Repository repository;
};

} // namespace

KSyntaxHighlighting::Repository &DdlView::repository()
{
    static FlinkSqlRepository instance;
    return instance.repository;
}
#endif

void DdlView::setDdl(const QString &ddl)
{
    const QString shown = toPlainText();
    if (ddl == shown)
        return;
    QScrollBar *vertical = verticalScrollBar();
    QScrollBar *horizontal = horizontalScrollBar();
    const int top = vertical->value();
    const int left = horizontal->value();
    // Only the part that differs is replaced: a keystroke changes a word or a line of the DDL,
    // and replacing the whole text made the document lay out and the highlighter colour every
    // line again. The document holds one character per character of its plain text (a block
    // break is one, as '\n' is), so the positions below are the document's too.
    const int shownSize = int(shown.size());
    const int newSize = int(ddl.size());
    int prefix = 0;
    while (prefix < shownSize && prefix < newSize && shown.at(prefix) == ddl.at(prefix))
        ++prefix;
    int suffix = 0;
    while (suffix < shownSize - prefix && suffix < newSize - prefix && shown.at(shownSize - 1 - suffix) == ddl.at(newSize - 1 - suffix))
        ++suffix;
    // Keep a surrogate pair whole on both sides of the edit.
    if (prefix > 0 && prefix < newSize && ddl.at(prefix - 1).isHighSurrogate())
        --prefix;
    if (suffix > 0 && newSize - suffix > prefix && ddl.at(newSize - suffix).isLowSurrogate())
        --suffix;
    QTextCursor edit(document());
    edit.setPosition(prefix);
    edit.setPosition(shownSize - suffix, QTextCursor::KeepAnchor);
    edit.insertText(ddl.mid(prefix, newSize - suffix - prefix));
    vertical->setValue(top);
    horizontal->setValue(left);
}

QString DdlView::ddl() const
{
    return toPlainText();
}

void DdlView::changeEvent(QEvent *event)
{
    QPlainTextEdit::changeEvent(event);
    switch (event->type()) {
    case QEvent::PaletteChange:
        applyPalette();
        break;
    case QEvent::FontChange:
        updateTabStop();
        break;
    default:
        break;
    }
}

void DdlView::applyPalette()
{
    if (!m_highlighter)
        return; // during construction
#if defined(STREAMTABLE_HAVE_KSH)
    m_highlighter->setTheme(repository().themeForPalette(palette()));
    m_highlighter->rehighlight(); // setTheme() alone does not repaint what is highlighted
#else
    m_highlighter->setPalette(palette());
#endif
}

void DdlView::updateTabStop()
{
    setTabStopDistance(4 * QFontMetricsF(font()).horizontalAdvance(QLatin1Char(' ')));
}

} // namespace st

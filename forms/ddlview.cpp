#include "ddlview.h"

#include "flinksqlhighlighter.h"
#include "flinksqlwords.h"

#include <QAbstractTextDocumentLayout>
#include <QEvent>
#include <QFontDatabase>
#include <QFontMetricsF>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QTextBlock>
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
    // In an edit block the cursor does not lay out (shape) the line it is put on to remember its
    // x, which nobody asks for here: not when it is placed, not after the insertion.
    edit.beginEditBlock();
    edit.setPosition(prefix);
    edit.setPosition(shownSize - suffix, QTextCursor::KeepAnchor);
    // QPlainTextEdit repaints its whole viewport on any change of the document, shaping every
    // visible line again, and that was a third of a keystroke in the table dialog. An edit that
    // starts below the last visible line changes nothing that is shown: the layout's signals
    // (repaint requests, size changes) are held during it, and a change of the document's size
    // (more lines, a wider line) is told after, so that the scroll bars cover the new text.
    QAbstractTextDocumentLayout *layout = document()->documentLayout();
    const bool hidden = !isVisible() || document()->findBlock(prefix).blockNumber() > lastVisibleBlockNumber();
    const QSizeF sizeBefore = layout->documentSize();
    {
        const QSignalBlocker quiet(hidden ? layout : nullptr);
        edit.insertText(ddl.mid(prefix, newSize - suffix - prefix));
        edit.endEditBlock();
    }
    if (hidden && layout->documentSize() != sizeBefore)
        Q_EMIT layout->documentSizeChanged(layout->documentSize());
    // The view's own cursor sat where the first text went in and was pushed to its end: the
    // view would scroll there when it gets the focus. A DDL is read from its first line.
    if (shownSize == 0)
        setTextCursor(QTextCursor(document()));
    vertical->setValue(top);
    horizontal->setValue(left);
}

int DdlView::lastVisibleBlockNumber() const
{
    // From the first block shown down, as far as the viewport reaches (cursorForPosition() at its
    // bottom answers the last block of the document in Qt 5 before the view is laid out).
    const qreal bottom = viewport()->height();
    QTextBlock block = firstVisibleBlock();
    qreal top = blockBoundingGeometry(block).translated(contentOffset()).top();
    while (block.isValid()) {
        top += blockBoundingRect(block).height();
        if (top >= bottom || !block.next().isValid())
            return block.blockNumber();
        block = block.next();
    }
    return document()->blockCount() - 1;
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

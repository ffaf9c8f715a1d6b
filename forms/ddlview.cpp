#include "ddlview.h"

#include "flinksqlhighlighter.h"
#include "flinksqlwords.h"

#include <QEvent>
#include <QFontDatabase>
#include <QFontMetricsF>
#include <QScrollBar>

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
    if (ddl == toPlainText())
        return;
    QScrollBar *vertical = verticalScrollBar();
    QScrollBar *horizontal = horizontalScrollBar();
    const int top = vertical->value();
    const int left = horizontal->value();
    setPlainText(ddl);
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

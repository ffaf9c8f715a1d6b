#include "helpdialogs.h"

#include "schema/schemaregistry.h"
#include "uilanguage.h"
#include "windowsize.h"

#include <QAction>

#include <algorithm>
#include <QDesktopServices>
#include <QDir>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFile>
#include <QFileInfo>
#include <QHeaderView>
#include <QHBoxLayout>
#include <QListWidget>
#include <QMessageBox>
#include <QRegularExpression>
#include <QSplitter>
#include <QTableWidget>
#include <QTextBrowser>
#include <QUrl>
#include <QVBoxLayout>

namespace st {

namespace {

const QString docsRoot = QStringLiteral(":/streamtable/docs/");

/// A document's Markdown without its pictures: the screenshots are not embedded, and a
/// missing picture would show as a broken frame.
QString readableMarkdown(const QString &path)
{
    QFile file(docsRoot + path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    static const QRegularExpression picture(QStringLiteral("!\\[[^\\]]*\\]\\([^)]*\\)"));
    return QString::fromUtf8(file.readAll()).remove(picture);
}

/// A menu item's text as a list shows it: without its mnemonic ("&Import DDL...", Chinese
/// "导入 DDL(&I)...") and the dots that promise a dialog.
QString plainActionText(QString text)
{
    static const QRegularExpression mnemonic(QStringLiteral("\\(&[^)]\\)"));
    text.remove(mnemonic).remove(QLatin1Char('&'));
    if (text.endsWith(QLatin1String("...")))
        text.chop(3);
    return text.trimmed();
}

} // namespace

DocumentationDialog::DocumentationDialog(QWidget *parent)
    : QDialog(parent), m_list(new QListWidget(this)), m_browser(new QTextBrowser(this))
{
    setObjectName(QStringLiteral("documentationDialog"));
    for (const QString &path : documents()) {
        auto *item = new QListWidgetItem(path, m_list);
        item->setData(Qt::UserRole, path);
    }
    m_browser->setOpenLinks(false);
    connect(m_browser, &QTextBrowser::anchorClicked, this, &DocumentationDialog::followLink);
    connect(m_list, &QListWidget::currentRowChanged, this, [this](int row) {
        if (row >= 0)
            showDocument(m_list->item(row)->data(Qt::UserRole).toString());
    });
    auto *splitter = new QSplitter(this);
    splitter->addWidget(m_list);
    splitter->addWidget(m_browser);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({180, 760});
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(splitter, 1);
    layout->addWidget(buttons);
    rememberWindowSize(this, QStringLiteral("documentationDialog"), QSize(1000, 700));
    retranslateUi();
    // The user guide in the interface's language; README is the developers' reference.
    m_list->setCurrentRow(int(documents().indexOf(userGuide())));
}

QStringList DocumentationDialog::documents()
{
    return {QStringLiteral("docs/GUIDE.md"),     QStringLiteral("docs/GUIDE.zh.md"),    QStringLiteral("README.md"),
            QStringLiteral("docs/IMPORT.md"),    QStringLiteral("docs/JOBS.md"),        QStringLiteral("docs/TYPEMAPS.md"),
            QStringLiteral("docs/TYPEMAPS.zh.md"), QStringLiteral("docs/SCHEMAS.md"),   QStringLiteral("docs/ARCHITECTURE.md"),
            QStringLiteral("docs/PERFORMANCE.md")};
}

QString DocumentationDialog::userGuide()
{
    return tr("docs/GUIDE.md", "the document opened first: the user guide in this language (docs/GUIDE.zh.md in Chinese)");
}

bool DocumentationDialog::showDocument(const QString &path)
{
    if (!documents().contains(path))
        return false;
    m_current = path;
    m_browser->setMarkdown(readableMarkdown(path));
    const int row = int(documents().indexOf(path));
    if (m_list->currentRow() != row) {
        const QSignalBlocker block(m_list);
        m_list->setCurrentRow(row);
    }
    return true;
}

void DocumentationDialog::followLink(const QUrl &url)
{
    if (!url.scheme().isEmpty() && url.scheme() != QLatin1String("file") && url.scheme() != QLatin1String("qrc")) {
        QDesktopServices::openUrl(url); // the web: the user's browser
        return;
    }
    // A link between the documents, written relative to the one that holds it.
    const QString base = QFileInfo(m_current).path();
    QString target = url.path();
    if (target.isEmpty()) { // an anchor within the document
        m_browser->scrollToAnchor(url.fragment());
        return;
    }
    target = QDir::cleanPath(base == QLatin1String(".") ? target : base + QLatin1Char('/') + target);
    if (showDocument(target) && url.hasFragment())
        m_browser->scrollToAnchor(url.fragment());
}

void DocumentationDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

void DocumentationDialog::retranslateUi()
{
    setWindowTitle(tr("Documentation"));
    // The guide follows the interface's language as it is switched.
    if ((m_current == QLatin1String("docs/GUIDE.md") || m_current == QLatin1String("docs/GUIDE.zh.md")) && m_current != userGuide())
        showDocument(userGuide());
}

ShortcutsDialog::ShortcutsDialog(const QList<QAction *> &actions, QWidget *parent)
    : QDialog(parent), m_actions(actions), m_table(new QTableWidget(this))
{
    setObjectName(QStringLiteral("shortcutsDialog"));
    m_table->setColumnCount(2);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_table, 1);
    layout->addWidget(buttons);
    rememberWindowSize(this, QStringLiteral("shortcutsDialog"), QSize(520, 640));
    fill();
}

void ShortcutsDialog::fill()
{
    setWindowTitle(tr("Keyboard shortcuts"));
    m_table->setHorizontalHeaderLabels({tr("Action"), tr("Shortcut")});
    QList<std::pair<QString, QString>> rows;
    for (const QAction *a : std::as_const(m_actions)) {
        if (!a->shortcut().isEmpty())
            rows.append({plainActionText(a->text()), a->shortcut().toString(QKeySequence::NativeText)});
    }
    std::sort(rows.begin(), rows.end(), [](const auto &a, const auto &b) { return a.first.localeAwareCompare(b.first) < 0; });
    // The dialogs' own keys, which no menu shows.
    rows.append({tr("Create/edit dialog: paste a CREATE TABLE from the clipboard"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_V).toString(QKeySequence::NativeText)});
    rows.append({tr("Table, job, environments and connections dialogs: save"), QKeySequence(QKeySequence::Save).toString(QKeySequence::NativeText)});
    rows.append({tr("Any dialog: close (asks about unsaved changes)"), QKeySequence(Qt::Key_Escape).toString(QKeySequence::NativeText)});
    m_table->setRowCount(int(rows.size()));
    for (int i = 0; i < rows.size(); ++i) {
        m_table->setItem(i, 0, new QTableWidgetItem(rows.at(i).first));
        m_table->setItem(i, 1, new QTableWidgetItem(rows.at(i).second));
    }
}

void ShortcutsDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        fill();
    QDialog::changeEvent(event);
}

void showAboutBox(QWidget *parent, const SchemaRegistry &registry, const QString &catalogLocation)
{
    // The connectors named are the loaded schemas' labels, so a new schema file (or a user's
    // schemas folder) shows here without a new string to translate.
    const Language lang = uiLanguage();
    QStringList connectors;
    for (const ConnectorSchemaPtr &schema : registry.schemas())
        connectors << schema->label.in(lang).toHtmlEscaped();
    QMessageBox::about(parent, AboutBox::tr("About StreamTable Designer"),
                       AboutBox::tr("<b>StreamTable Designer %1</b><p>Define Flink stream tables (%3) with forms checked "
                          "as you type, keep them in a local catalog, and export their Flink SQL DDL.</p><p>Catalog: %2</p>")
                           .arg(QCoreApplication::applicationVersion(), QString(catalogLocation).toHtmlEscaped(),
                                connectors.join(AboutBox::tr(", ", "between the connector names in the About box"))));
}

} // namespace st

#pragma once

#include <QCoreApplication>
#include <QDialog>
#include <QList>
#include <QString>

class QAction;
class QListWidget;
class QTableWidget;
class QTextBrowser;

namespace st {

class SchemaRegistry;

/// Help > Documentation: the project's README and docs/*.md, embedded in the program (no
/// network, no install path needed), rendered from their Markdown. Links between them open
/// here; links to the web open in the browser.
class DocumentationDialog : public QDialog
{
    Q_OBJECT

public:
    explicit DocumentationDialog(QWidget *parent = nullptr);

    /// The documents offered, as paths inside the project (`README.md`, `docs/IMPORT.md`, ...).
    static QStringList documents();
    /// The user guide in the interface's language (docs/GUIDE.md, docs/GUIDE.zh.md).
    static QString userGuide();
    /// Shows `path` (one of documents()); false when it is not one of them.
    bool showDocument(const QString &path);
    QString currentDocument() const { return m_current; }
    QListWidget *documentList() const { return m_list; }
    QTextBrowser *browser() const { return m_browser; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void followLink(const QUrl &url);

    QListWidget *m_list;
    QTextBrowser *m_browser;
    QString m_current;
};

/// Help > Keyboard shortcuts: every action of the main window that has a shortcut, with it,
/// and the shortcuts of the dialogs; follows the language.
class ShortcutsDialog : public QDialog
{
    Q_OBJECT

public:
    ShortcutsDialog(const QList<QAction *> &actions, QWidget *parent = nullptr);
    QTableWidget *table() const { return m_table; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void fill();

    QList<QAction *> m_actions;
    QTableWidget *m_table;
};

/// The texts of Help > About (showAboutBox()).
class AboutBox
{
    Q_DECLARE_TR_FUNCTIONS(AboutBox)
};

/// Help > About: the version, the connectors of `registry` (their labels, so a new schema file
/// shows without a new string to translate) and the catalog open.
void showAboutBox(QWidget *parent, const SchemaRegistry &registry, const QString &catalogLocation);

} // namespace st

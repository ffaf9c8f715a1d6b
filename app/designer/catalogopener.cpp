#include "catalogopener.h"

#include "folderdialog.h"
#include "uilanguage.h"
#include "windowsize.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QLabel>
#include <QMessageBox>
#include <QUrl>

#include <memory>

namespace st {

CatalogOpener::CatalogOpener(Catalog &catalog, QWidget *dialogParent) : QObject(dialogParent), m_catalog(catalog), m_parent(dialogParent)
{
}

QString CatalogOpener::askForFile()
{
    const QString current = Catalog::isServerLocation(m_catalog.path()) ? QString() : m_catalog.path();
    // Listing the catalog's own folder must not open its files (NameOnlyIconProvider).
    const std::unique_ptr<QFileDialog> dialog(
        createFileDialog(m_parent, tr("Open catalog"), current.isEmpty() ? QDir::homePath() : QFileInfo(current).absolutePath()));
    dialog->setObjectName(QStringLiteral("openCatalogDialog"));
    dialog->setAcceptMode(QFileDialog::AcceptOpen);
    dialog->setFileMode(QFileDialog::AnyFile); // a new name creates a new catalog, as --catalog does
    dialog->setNameFilters({tr("Catalogs (*.sqlite *.db)"), tr("All files (*)")});
    dialog->setLabelText(QFileDialog::Accept, tr("&Open"));
    if (dialog->exec() != QDialog::Accepted || dialog->selectedFiles().isEmpty())
        return QString();
    return dialog->selectedFiles().constFirst();
}

QString CatalogOpener::askForServerLocation()
{
    QInputDialog dialog(m_parent);
    dialog.setObjectName(QStringLiteral("serverCatalogDialog"));
    dialog.setWindowTitle(tr("Open catalog on a server"));
    dialog.setLabelText(tr("The catalog's database on a PostgreSQL server, as\n"
                           "postgresql://USER@HOST[:PORT]/DATABASE[?sslmode=require]\n"
                           "(no password here: the program asks for it when the server wants one):"));
    const QString current = m_catalog.path();
    dialog.setTextValue(Catalog::isServerLocation(current)
                            ? current
                            : QStringLiteral("postgresql://%1@localhost:5432/streamtable").arg(Catalog::systemUserName()));
    dialog.setOkButtonText(tr("&Open"));
    dialog.resize(qMax(dialog.sizeHint().width(), 520), dialog.sizeHint().height());
    if (dialog.exec() != QDialog::Accepted)
        return QString();
    const QString location = dialog.textValue().trimmed();
    if (!Catalog::isServerLocation(location)) {
        QMessageBox box(QMessageBox::Warning, tr("Open catalog on a server"),
                        tr("\"%1\" is not a server location: it starts with postgresql://. Use File > Open catalog... for a file.")
                            .arg(location),
                        QMessageBox::Ok, m_parent);
        box.setObjectName(openFailedObjectName());
        box.exec();
        return QString();
    }
    return location;
}

bool CatalogOpener::askPasswordAgain(const CatalogStatus &refusal)
{
    if (m_asking) // one question at a time: each step of a reload meets the refusal
        return false;
    m_asking = true;
    const bool given = askServerPassword(refusal, m_catalog.path());
    m_asking = false;
    if (given)
        m_catalog.setServerPassword(m_password);
    return given;
}

bool CatalogOpener::askServerPassword(const CatalogStatus &refusal, const QString &location)
{
    QInputDialog ask(m_parent);
    ask.setObjectName(QStringLiteral("serverPasswordDialog"));
    ask.setWindowTitle(tr("Password"));
    ask.setLabelText(tr("%1\n\nPassword of %2 (kept only while the program runs):")
                         .arg(refusal.message(uiLanguage()), QUrl(location).userName()));
    ask.setTextEchoMode(QLineEdit::Password);
    // The server's message wraps: on one line it made the dialog wider than the screen,
    // its buttons off it.
    if (auto *label = ask.findChild<QLabel *>()) {
        label->setWordWrap(true);
        label->setMinimumWidth(qMin(520, largestWindowSize(&ask).width() - 40));
    }
    if (ask.exec() != QDialog::Accepted)
        return false;
    m_password = ask.textValue();
    return true;
}

CatalogStatus CatalogOpener::openAskingPassword(Catalog &catalog, const QString &location)
{
    CatalogStatus status = catalog.open(location);
    while (status.code() == CatalogErrorCode::LoginRefused) {
        if (!askServerPassword(status, location))
            return status;
        catalog.setServerPassword(m_password);
        status = catalog.open(location);
    }
    return status;
}

bool CatalogOpener::refuse(const QString &location, const QString &stillOpen, const CatalogStatus &status)
{
    QMessageBox box(QMessageBox::Warning, tr("Open catalog"), tr("The catalog %1 could not be opened.").arg(Catalog::shownLocation(location)),
                    QMessageBox::Ok, m_parent);
    box.setObjectName(openFailedObjectName());
    box.setInformativeText(status.message(uiLanguage()) + QStringLiteral("\n\n")
                           + tr("The catalog %1 stays open.").arg(Catalog::shownLocation(stillOpen)));
    box.exec();
    return false;
}

bool CatalogOpener::switchTo(const QString &location, LocalizedText *notice, bool *reopened)
{
    *reopened = false;
    const bool onServer = Catalog::isServerLocation(location);
    const QString path = onServer ? location : QDir::cleanPath(QFileInfo(location).absoluteFilePath());
    const QString previous = m_catalog.path();
    const bool same = onServer ? path == previous : !Catalog::isServerLocation(previous) && QFileInfo(path) == QFileInfo(previous);
    if (same)
        return true;
    // Tried on its own first, so that a catalog that is refused leaves the current one open.
    Catalog probe;
    probe.setServerPassword(m_password);
    const CatalogStatus tried = openAskingPassword(probe, path);
    if (!tried)
        return refuse(path, previous, tried);
    *notice = probe.notice();
    probe.close();
    const QString previousPassword = m_catalog.serverPassword();
    m_catalog.setServerPassword(m_password);
    const CatalogStatus opened = m_catalog.open(path);
    if (!opened) {
        m_catalog.setServerPassword(previousPassword);
        m_catalog.open(previous);
        *reopened = true;
        return refuse(path, previous, opened);
    }
    return true;
}

} // namespace st

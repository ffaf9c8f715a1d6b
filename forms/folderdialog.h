#pragma once

#include <QFileIconProvider>
#include <QString>

class QFileDialog;
class QWidget;

namespace st {

/// Icons and type names of a file dialog's listing from a file's name and kind only. The
/// default provider guesses a MIME type from a file's content, which opens every file it lists;
/// a listing of the catalog's folder would open and close the catalog, its -wal and its -shm
/// inside this process, and closing any descriptor of a file drops all of the process's POSIX
/// locks on it, SQLite's included. This provider never opens a file.
class NameOnlyIconProvider : public QFileIconProvider
{
public:
    NameOnlyIconProvider();
    using QFileIconProvider::icon;
    QIcon icon(const QFileInfo &info) const override;
    QString type(const QFileInfo &info) const override;
};

/// The designer's file dialog, for every file or folder it asks for: Qt's own (a native dialog
/// lists files in this process with its own content sniffing) with a NameOnlyIconProvider. The
/// caller owns the dialog.
QFileDialog *createFileDialog(QWidget *parent, const QString &title, const QString &folder);
/// A createFileDialog() that asks for a folder.
QFileDialog *createFolderDialog(QWidget *parent, const QString &title, const QString &folder);

/// Asks for a folder with createFolderDialog(); empty when cancelled.
QString chooseFolder(QWidget *parent, const QString &title, const QString &folder);
/// Asks for existing files with createFileDialog() (`filters` as QFileDialog::setNameFilters);
/// empty when cancelled. `several`: more than one may be chosen.
QStringList chooseFiles(QWidget *parent, const QString &title, const QString &folder, const QStringList &filters, bool several);

} // namespace st

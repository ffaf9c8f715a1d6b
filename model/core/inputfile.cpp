#include "core/inputfile.h"

#include "core/systemerror.h"

#include <QFile>
#include <QFileInfo>

#include <cstdio>

namespace st {

namespace {

LocalizedText cannotRead(const QString &path, const LocalizedText &reason)
{
    return LocalizedText{QStringLiteral("%1: cannot read: %2").arg(inputName(path), reason.en),
                         QString::fromUtf8("%1：无法读取：%2").arg(inputName(path), reason.zh)};
}

LocalizedText tooLarge(const QString &path, qint64 maxBytes)
{
    const QString mib = QString::number(maxBytes / (1024 * 1024));
    return cannotRead(path, LocalizedText{QStringLiteral("it holds more than %1 MiB, the most an input may hold").arg(mib),
                                          QString::fromUtf8("超过 %1 MiB，即输入文件的上限").arg(mib)});
}

/// Reads at most maxBytes + 1 bytes, so that one byte too many is seen without reading the rest.
bool readBounded(QFile &file, const QString &path, qint64 maxBytes, QByteArray *out, LocalizedText *error)
{
    *out = file.read(maxBytes + 1);
    if (out->size() > maxBytes) {
        out->clear();
        *error = tooLarge(path, maxBytes);
        return false;
    }
    if (file.error() != QFileDevice::NoError) {
        *error = cannotRead(path, systemErrorText(file.errorString()));
        return false;
    }
    return true;
}

} // namespace

QString inputName(const QString &path)
{
    return path == QLatin1String("-") ? QStringLiteral("<stdin>") : path;
}

/// Opens `path` for reading, or says why it is refused. The checks of every input file.
static bool openInput(const QString &path, QFile *file, LocalizedText *error, qint64 maxBytes)
{
    if (path == QLatin1String("-")) {
        if (!file->open(stdin, QIODevice::ReadOnly)) {
            *error = cannotRead(path, systemErrorText(file->errorString()));
            return false;
        }
        return true;
    }
    const QFileInfo info(path);
    LocalizedText reason;
    if (!info.exists() && !info.isSymLink())
        reason = localized("no such file", "文件不存在");
    else if (!info.exists())
        reason = localized("it is a link to nothing", "这是一个指向不存在目标的链接");
    else if (info.isDir())
        reason = localized("it is a folder", "这是一个文件夹");
    else if (!info.isFile())
        reason = localized("not a regular file (a FIFO, a device or a socket)", "不是普通文件（而是 FIFO、设备或套接字）");
    if (!reason.isEmpty()) {
        *error = cannotRead(path, reason);
        return false;
    }
    if (info.size() > maxBytes) {
        *error = tooLarge(path, maxBytes);
        return false;
    }
    file->setFileName(path);
    if (!file->open(QIODevice::ReadOnly)) {
        *error = cannotRead(path, systemErrorText(file->errorString()));
        return false;
    }
    return true;
}

bool readInputFile(const QString &path, QByteArray *out, LocalizedText *error, qint64 maxBytes)
{
    QFile file;
    return openInput(path, &file, error, maxBytes) && readBounded(file, path, maxBytes, out, error);
}

bool InputFileReader::open(const QString &path, LocalizedText *error, qint64 maxBytes)
{
    m_path = path;
    m_maxBytes = maxBytes;
    m_read = 0;
    return openInput(path, &m_file, error, maxBytes);
}

bool InputFileReader::read(QByteArray *out, LocalizedText *error, int pieceBytes)
{
    // Up to one byte past the limit, so that a byte too many is seen without reading the rest.
    *out = m_file.read(qMin(qint64(pieceBytes), m_maxBytes + 1 - m_read));
    m_read += out->size();
    if (m_read > m_maxBytes) {
        out->clear();
        *error = tooLarge(m_path, m_maxBytes);
        return false;
    }
    if (m_file.error() != QFileDevice::NoError) {
        out->clear();
        *error = cannotRead(m_path, systemErrorText(m_file.errorString()));
        return false;
    }
    return true;
}

} // namespace st

#include "core/findingline.h"

namespace st {

QString findingPlace(const QString &file, int line, int column)
{
    return QStringLiteral("%1:%2:%3").arg(file.isEmpty() ? QStringLiteral("<input>") : file, QString::number(line),
                                          QString::number(column));
}

QString findingLine(const QString &place, Severity severity, const QString &message)
{
    const QString head = severityName(severity) + QStringLiteral(": ") + message;
    return place.isEmpty() ? head : place + QStringLiteral(": ") + head;
}

} // namespace st

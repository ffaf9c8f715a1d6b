#pragma once

#include <QRegularExpression>
#include <QString>

namespace st {

/// Menu text as a toolbar shows it: no "&", no "(&N)" accelerator, no "...".
inline QString withoutAccelerator(QString text)
{
    static const QRegularExpression accelerator(QStringLiteral("\\(&.\\)|&(?=.)|\\.\\.\\.$|…$"));
    return text.remove(accelerator).trimmed();
}

} // namespace st

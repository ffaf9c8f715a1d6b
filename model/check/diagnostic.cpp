#include "check/diagnostic.h"

#include "core/names.h"

#include <QJsonObject>

namespace st {

QString Diagnostic::toLine(Language lang) const
{
    // One line that shows what it quotes: no raw control or invisible characters.
    return severityName(severity) + QStringLiteral(": ") + escapeInvisible(subject) + QStringLiteral(": ")
        + escapeInvisible(message.in(lang));
}

QJsonObject Diagnostic::toJson() const
{
    return QJsonObject{{QStringLiteral("severity"), severityName(severity)},
                       {QStringLiteral("subject"), subject},
                       {QStringLiteral("rule"), ruleId},
                       {QStringLiteral("message"), message.toJson()}};
}

bool Diagnostic::operator==(const Diagnostic &o) const
{
    return severity == o.severity && subject == o.subject && message == o.message && ruleId == o.ruleId;
}

bool hasErrors(const Diagnostics &diagnostics)
{
    for (const Diagnostic &d : diagnostics) {
        if (d.isError())
            return true;
    }
    return false;
}

QJsonArray diagnosticsToJson(const Diagnostics &diagnostics)
{
    QJsonArray out;
    for (const Diagnostic &d : diagnostics)
        out.append(d.toJson());
    return out;
}

} // namespace st

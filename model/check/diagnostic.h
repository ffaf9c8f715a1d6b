#pragma once

#include "core/localizedtext.h"
#include "core/severity.h"

#include <QJsonArray>
#include <QList>

namespace st {

/// One finding of the validator: how bad, what it is about, and what is wrong in both languages.
struct Diagnostic
{
    Severity severity = Severity::Error;
    /// What the finding is about: an option key (`topic`), `name`, `connector`, `role`,
    /// `comment`, `columns[2].type`, `primaryKey`, `watermark`, `partitionedBy`, ...
    QString subject;
    LocalizedText message;
    /// The schema rule that produced it, or a built-in check id such as `column.type`.
    QString ruleId;

    bool isError() const { return severity == Severity::Error; }
    /// `error: topic: message` as the CLI prints it.
    QString toLine(Language lang) const;
    QJsonObject toJson() const;
    bool operator==(const Diagnostic &o) const;
};

using Diagnostics = QList<Diagnostic>;

bool hasErrors(const Diagnostics &diagnostics);
QJsonArray diagnosticsToJson(const Diagnostics &diagnostics);

} // namespace st

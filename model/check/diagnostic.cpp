#include "check/diagnostic.h"

#include "core/findingline.h"
#include "core/names.h"
#include "job/jobprofile.h"

#include <QJsonObject>

namespace st {

namespace {

QString columnPartName(Subject::ColumnPart part)
{
    switch (part) {
    case Subject::ColumnPart::Name:
        return QStringLiteral("name");
    case Subject::ColumnPart::Type:
        return QStringLiteral("type");
    case Subject::ColumnPart::Expression:
        return QStringLiteral("expression");
    case Subject::ColumnPart::Metadata:
        return QStringLiteral("metadata");
    case Subject::ColumnPart::Virtual:
        return QStringLiteral("virtual");
    }
    return QString();
}

/// The text of the subject itself, without its scope.
QString ownText(const Subject &s)
{
    switch (s.kind) {
    case Subject::Kind::TableName:
        return QStringLiteral("name");
    case Subject::Kind::Connector:
        return QStringLiteral("connector");
    case Subject::Kind::Role:
        return QStringLiteral("role");
    case Subject::Kind::Columns:
        return QStringLiteral("columns");
    case Subject::Kind::Column:
        return QStringLiteral("columns[%1].").arg(s.column) + columnPartName(s.columnPart);
    case Subject::Kind::PrimaryKey:
        return QStringLiteral("primaryKey");
    case Subject::Kind::PartitionedBy:
        return QStringLiteral("partitionedBy");
    case Subject::Kind::Distribution:
        return QStringLiteral("distribution");
    case Subject::Kind::Watermark:
        return QStringLiteral("watermark");
    case Subject::Kind::Option:
        return s.key;
    case Subject::Kind::JobSchema:
        return QStringLiteral("job");
    case Subject::Kind::Wiring:
        // job/ owns how a wiring is named (the catalog and the job script name it too).
        return Wiring{s.source, s.sink}.subject();
    case Subject::Kind::Wirings:
        return QStringLiteral("wirings");
    }
    return QString();
}

} // namespace

Subject Subject::ofKind(Kind kind)
{
    Subject s;
    s.kind = kind;
    return s;
}

Subject Subject::columnAt(int index, ColumnPart part)
{
    Subject s = ofKind(Kind::Column);
    s.column = index;
    s.columnPart = part;
    return s;
}

Subject Subject::watermark(WatermarkPart part)
{
    Subject s = ofKind(Kind::Watermark);
    s.watermarkPart = part;
    return s;
}

Subject Subject::option(const QString &key)
{
    Subject s = ofKind(Kind::Option);
    s.key = key;
    return s;
}

Subject Subject::wiring(const QString &source, const QString &sink)
{
    Subject s = ofKind(Kind::Wiring);
    s.source = source;
    s.sink = sink;
    return s;
}

Subject Subject::inTable(const QString &name) const
{
    Subject s = *this;
    s.scope = Scope::Table;
    s.table = name;
    return s;
}

Subject Subject::inJob() const
{
    Subject s = *this;
    s.scope = Scope::Job;
    s.table.clear();
    return s;
}

QString Subject::text() const
{
    switch (scope) {
    case Scope::Own:
        return ownText(*this);
    case Scope::Table:
        return table + QLatin1Char('/') + ownText(*this);
    case Scope::Job:
        return QStringLiteral("job/") + ownText(*this);
    }
    return ownText(*this);
}

bool Subject::operator==(const Subject &o) const
{
    return kind == o.kind && column == o.column && columnPart == o.columnPart && watermarkPart == o.watermarkPart
        && key == o.key && source == o.source && sink == o.sink && scope == o.scope && table == o.table;
}

QString Diagnostic::toLine(Language lang, const QString &place, const QString &table) const
{
    // One line that shows what it quotes: no raw control or invisible characters. The table
    // comes after the severity, as part of what the finding is about, so that the line keeps
    // the one form `PLACE: SEVERITY: MESSAGE` of every other finding.
    const QString about = table.isEmpty() ? subject.text() : table + QStringLiteral(": ") + subject.text();
    return findingLine(place, severity, escapeInvisible(about) + QStringLiteral(": ") + escapeInvisible(message.in(lang)));
}

QJsonObject Diagnostic::toJson() const
{
    return QJsonObject{{QStringLiteral("severity"), severityName(severity)},
                       {QStringLiteral("subject"), subject.text()},
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

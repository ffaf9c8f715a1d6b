#pragma once

#include "core/localizedtext.h"
#include "core/severity.h"

#include <QJsonArray>
#include <QList>

namespace st {

/// What a finding is about, as a value: the designer goes to the widget of its kind, the CLI
/// and JSON show text(). The kinds are those the validators produce.
struct Subject
{
    enum class Kind {
        TableName,     ///< `name`
        Connector,     ///< `connector`
        Role,          ///< `role`
        Columns,       ///< `columns`: the column list as a whole (it is empty)
        Column,        ///< `columns[INDEX].PART`
        PrimaryKey,    ///< `primaryKey`
        PartitionedBy, ///< `partitionedBy`
        Distribution,  ///< `distribution`: DISTRIBUTED BY
        Watermark,     ///< `watermark`, about its time column or its expression
        Option,        ///< the option key, such as `topic`
        JobSchema,     ///< `job`: no job schema to check a profile against
        Wiring,        ///< `wiring SOURCE -> SINK`
        Wirings,       ///< `wirings`: the job's wirings as a whole
    };
    /// The part of a column a Kind::Column finding is about (shown after the index).
    enum class ColumnPart { Name, Type, Expression, Metadata, Virtual };
    /// The part of the watermark a Kind::Watermark finding is about (not shown in text()).
    enum class WatermarkPart { TimeColumn, Expression };
    /// Whose finding it is when several are listed together: the spec's or profile's own, a
    /// table's of a database (`TABLE/` before the text) or the database's job profile (`job/`).
    enum class Scope { Own, Table, Job };

    Kind kind = Kind::TableName;
    int column = -1;                        ///< Kind::Column: index in TableSpec::columns
    ColumnPart columnPart = ColumnPart::Name;
    WatermarkPart watermarkPart = WatermarkPart::TimeColumn;
    QString key;                            ///< Kind::Option: the option key
    QString source;                         ///< Kind::Wiring: the table read
    QString sink;                           ///< Kind::Wiring: the table written
    Scope scope = Scope::Own;
    QString table;                          ///< Scope::Table: the table's name

    static Subject tableName() { return ofKind(Kind::TableName); }
    static Subject connector() { return ofKind(Kind::Connector); }
    static Subject role() { return ofKind(Kind::Role); }
    static Subject columns() { return ofKind(Kind::Columns); }
    static Subject columnAt(int index, ColumnPart part);
    static Subject primaryKey() { return ofKind(Kind::PrimaryKey); }
    static Subject partitionedBy() { return ofKind(Kind::PartitionedBy); }
    static Subject distribution() { return ofKind(Kind::Distribution); }
    static Subject watermark(WatermarkPart part);
    static Subject option(const QString &key);
    static Subject jobSchema() { return ofKind(Kind::JobSchema); }
    static Subject wiring(const QString &source, const QString &sink);
    static Subject wirings() { return ofKind(Kind::Wirings); }

    /// This subject as one of table `name`'s findings among a database's.
    Subject inTable(const QString &name) const;
    /// This subject as a finding of the database's job profile.
    Subject inJob() const;

    /// The subject as the CLI prints it and JSON carries it: `name`, `columns[2].type`,
    /// `topic`, `orders/topic`, `job/parallelism`, `wiring a -> b`, ... The only rendering.
    QString text() const;

    bool operator==(const Subject &o) const;
    bool operator!=(const Subject &o) const { return !(*this == o); }

private:
    static Subject ofKind(Kind kind);
};

/// One finding of the validator: how bad, what it is about, and what is wrong in both languages.
struct Diagnostic
{
    Severity severity = Severity::Error;
    Subject subject;
    LocalizedText message;
    /// The schema rule that produced it, or a built-in check id such as `column.type`.
    QString ruleId;

    bool isError() const { return severity == Severity::Error; }
    /// `error: topic: message` as the CLI prints it; with a place and a table (an imported
    /// statement's), `FILE:LINE:COLUMN: error: TABLE: topic: message`.
    QString toLine(Language lang, const QString &place = QString(), const QString &table = QString()) const;
    QJsonObject toJson() const;
    bool operator==(const Diagnostic &o) const;
};

using Diagnostics = QList<Diagnostic>;

bool hasErrors(const Diagnostics &diagnostics);
QJsonArray diagnosticsToJson(const Diagnostics &diagnostics);

} // namespace st

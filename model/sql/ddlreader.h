#pragma once

#include "core/localizedtext.h"
#include "core/severity.h"
#include "core/tablespec.h"
#include "sql/sqltokenizer.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

namespace st {

/// One finding of the DDL reader or of the mapping into a spec, with the place in the file it
/// is about. Kept apart from the validator's Diagnostic: a Diagnostic is about a spec's field,
/// this is about a place in a text.
struct DdlFinding
{
    Severity severity = Severity::Error;
    QString file; ///< as the caller named it; may be empty
    int line = 1;   ///< 1-based
    int column = 1; ///< 1-based, in characters
    LocalizedText message;

    bool isError() const { return severity == Severity::Error; }
    /// `file:line:column: error: message`, the way compilers print it.
    QString toLine(Language lang) const;
    QJsonObject toJson() const;
};

using DdlFindings = QList<DdlFinding>;

bool hasErrors(const DdlFindings &findings);

/// One `key = value` of a WITH clause as written: key and value unquoted.
struct DdlOption
{
    QString key;
    QString value;
    int offset = 0; ///< where the key starts in the text
    bool bareKey = false; ///< written as a plain word (the legacy Blink form), not as '...'
};

/// What a CREATE TABLE statement says, before any schema is consulted.
struct DdlTable
{
    QString name;
    QStringList qualifiers; ///< catalog and database before the name, as written
    int nameOffset = 0;
    int temporaryOffset = -1; ///< where TEMPORARY is written; -1: not a temporary table
    QList<ColumnSpec> columns;
    QList<int> columnOffsets;
    QStringList primaryKey;
    int primaryKeyOffset = -1;     ///< -1: no primary key
    bool primaryKeyNotEnforced = false;
    WatermarkSpec watermark;
    QString comment;
    QStringList partitionedBy;
    DistributionSpec distribution;
    QList<DdlOption> options;
    int withOffset = -1; ///< -1: no WITH clause
};

/// One statement of a file.
struct DdlStatement
{
    enum class Kind {
        CreateTable, ///< a CREATE TABLE read in full: `table` holds it
        Skipped,     ///< another kind of statement (SET, INSERT, CREATE VIEW, ...): a note says which
        Failed,      ///< could not be read, or a form that is not supported: an error says where
    };
    Kind kind = Kind::Skipped;
    int offset = 0; ///< first character of the statement (after leading space and comments)
    int length = 0; ///< up to and including its `;`, or to the end of the text
    int line = 1;
    int column = 1;
    QString keyword; ///< what it is, as shown in summaries: `CREATE TABLE`, `SET`, `CREATE VIEW`, ...
    /// The role a `-- streamtable role: sink` comment right before the statement declares: the
    /// DDL writer adds one where the options alone do not say a table's role.
    std::optional<Role> declaredRole;
    DdlTable table;
    DdlFindings findings;
};

/// The comment line the DDL writer puts before a CREATE TABLE whose options do not say its
/// role, `-- streamtable role: sink`, with its line end.
QString roleComment(Role role);
/// The role such a comment line declares (any case, spaces around the parts), or nothing.
std::optional<Role> roleOfComment(QStringView comment);

/// Splits Flink SQL text into statements and reads each CREATE TABLE in full, one statement at
/// a time: only the tokens of the statement being read are held (those of a statement set,
/// EXECUTE STATEMENT SET BEGIN ... END, until its END), so that reading a file of thousands of
/// statements keeps no token of the statements already handed out. Never fails and never
/// guesses: a statement it cannot read completely is Failed with an error at the first place
/// it did not understand. `file` only names the text in findings. The text must outlive the
/// reader.
///
/// Read from a source (a file decoded piece by piece), the reader holds only the text from the
/// statement handed out last on (and a statement set's until its END), not the whole text:
/// the text of a statement stays in text() until next() is called again.
class DdlStatementReader
{
public:
    explicit DdlStatementReader(const QString &text, const QString &file = QString());
    explicit DdlStatementReader(SqlText::Source source, const QString &file = QString());
    ~DdlStatementReader();
    DdlStatementReader(const DdlStatementReader &) = delete;
    DdlStatementReader &operator=(const DdlStatementReader &) = delete;

    /// The next statement of the text; false when there is none left.
    bool next(DdlStatement *statement);
    /// The text read so far, from the statement handed out last on, with the line starts.
    const SqlText &text() const;

private:
    class Private;
    std::unique_ptr<Private> d;
};

/// Every statement of `text` at once, as DdlStatementReader reads them.
QList<DdlStatement> readDdl(const QString &text, const QString &file = QString());

/// Decodes the bytes of a DDL file as UTF-8 (a leading byte order mark is dropped). Returns
/// false with an error at the first byte that is not UTF-8 (line and column of that byte).
bool decodeDdl(const QByteArray &bytes, const QString &file, QString *text, DdlFinding *problem);

/// decodeDdl for a file read in pieces: the same text and the same error, whatever the pieces,
/// a character cut between two pieces included (its bytes wait for the rest). Holds at most
/// the 3 bytes of such a character, and counts lines and columns as it goes for the error.
class DdlDecoder
{
public:
    explicit DdlDecoder(const QString &file) : m_file(file) {}

    /// Appends the characters of the next piece of the file to `text`; false at the first byte
    /// that is not UTF-8, with the error decodeDdl gives.
    bool decode(const QByteArray &bytes, QString *text, DdlFinding *problem);
    /// At the end of the file: false when it ends inside a character (or in the bytes a
    /// decode() failed at).
    bool finish(QString *text, DdlFinding *problem);

private:
    bool decodeBytes(const QByteArray &bytes, bool last, QString *text, DdlFinding *problem);

    const QString m_file;
    QByteArray m_pending;  ///< the start of a character the last piece cut, or the first bytes
    qint64 m_offset = 0;   ///< of m_pending[0] in the file
    bool m_started = false; ///< past a byte order mark, if any
    int m_line = 1;
    int m_column = 1; ///< in UTF-16 characters, as the reader counts
};

/// Where a character offset lies: 1-based line and column.
void ddlLineColumn(const QString &text, int offset, int *line, int *column);

} // namespace st

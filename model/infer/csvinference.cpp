// Columns from a CSV file with a header row: the delimiter is detected (`,` `;` tab `|`), the
// header names the columns, and each column's type is inferred from its values (empty values
// are nulls): BOOLEAN, INT / BIGINT, DOUBLE, DATE, TIMESTAMP(p) / TIMESTAMP_LTZ(p), else STRING.
// Every column is nullable, as for JSON samples: rows that all hold a value are no evidence
// that every row will (a CSV has no schema that could say so).

#include "infer/infercore.h"

#include <QStringList>

#include <climits>

namespace st::infer {

namespace {

/// Splits CSV text into rows of fields: RFC 4180 quoting (a quoted field may hold the
/// delimiter, doubled quotes and line breaks).
class CsvReader
{
public:
    CsvReader(const QString &text, QChar delimiter) : m_text(text), m_delimiter(delimiter) {}

    bool atEnd() const { return m_pos >= m_text.size(); }
    int line() const { return m_line; }

    /// The next row; false with `error` set when a quote is not closed.
    bool next(QStringList *fields, LocalizedText *error)
    {
        fields->clear();
        QString field;
        bool quoted = false;
        const int startLine = m_line;
        while (m_pos < m_text.size()) {
            const QChar c = m_text.at(m_pos++);
            if (quoted) {
                if (c == QLatin1Char('"')) {
                    if (m_pos < m_text.size() && m_text.at(m_pos) == QLatin1Char('"')) {
                        field += c;
                        ++m_pos;
                    } else {
                        quoted = false;
                    }
                } else {
                    if (c == QLatin1Char('\n') || isLoneCr(c))
                        ++m_line;
                    field += c;
                }
            } else if (c == QLatin1Char('"') && field.isEmpty()) {
                quoted = true;
            } else if (c == m_delimiter) {
                fields->append(field);
                field.clear();
            } else if (c == QLatin1Char('\n') || isLoneCr(c)) {
                ++m_line;
                break;
            } else if (c != QLatin1Char('\r')) {
                field += c;
            }
        }
        if (quoted) {
            *error = localized("line %1: a quoted field is not closed", "第 %1 行：带引号的字段没有结束")
                         .arg(QString::number(startLine));
            return false;
        }
        fields->append(field);
        return true;
    }

private:
    /// Whether `c`, just read, is a CR not followed by LF: a line end in files written with
    /// CR-only endings (classic Mac OS, some spreadsheet exports). CR LF ends a line at the LF.
    bool isLoneCr(QChar c) const
    {
        return c == QLatin1Char('\r') && (m_pos >= m_text.size() || m_text.at(m_pos) != QLatin1Char('\n'));
    }

    const QString &m_text;
    QChar m_delimiter;
    int m_pos = 0;
    int m_line = 1;
};

/// The candidate that splits the header line into the most fields (outside quotes).
QChar detectDelimiter(const QString &header)
{
    const QChar candidates[] = {QLatin1Char(','), QLatin1Char(';'), QLatin1Char('\t'), QLatin1Char('|')};
    QChar best = QLatin1Char(',');
    int bestCount = 0;
    for (QChar candidate : candidates) {
        int count = 0;
        bool quoted = false;
        for (QChar c : header) {
            if (c == QLatin1Char('"'))
                quoted = !quoted;
            else if (!quoted && c == candidate)
                ++count;
        }
        if (count > bestCount) {
            best = candidate;
            bestCount = count;
        }
    }
    return best;
}

Shape shapeOfCell(const QString &cell)
{
    const QString v = cell.trimmed();
    if (v.isEmpty())
        return Shape::of(Shape::Kind::Unknown, true);
    if (v.compare(QLatin1String("true"), Qt::CaseInsensitive) == 0 || v.compare(QLatin1String("false"), Qt::CaseInsensitive) == 0)
        return Shape::of(Shape::Kind::Boolean, false);
    bool ok = false;
    const qint64 i = v.toLongLong(&ok);
    if (ok) {
        Shape s = integerValueShape(i);
        s.epochMillis = looksLikeEpochMillis(i);
        return s;
    }
    v.toDouble(&ok);
    if (ok)
        return floatTextShape(v);
    int precision = 3;
    bool iso = false;
    const Shape::Kind temporal = temporalKind(v, &precision, &iso);
    if (temporal != Shape::Kind::Unknown) {
        Shape s = Shape::of(temporal, false);
        if (temporal != Shape::Kind::Date)
            s.precision = precision;
        return s;
    }
    return Shape::of(Shape::Kind::String, false);
}

/// Where the first line ends (LF, CR LF or a lone CR), or -1.
int firstLineEnd(const QString &text)
{
    for (int i = 0; i < text.size(); ++i) {
        if (text.at(i) == QLatin1Char('\n') || text.at(i) == QLatin1Char('\r'))
            return i;
    }
    return -1;
}

QString delimiterOption(QChar delimiter)
{
    return delimiter == QLatin1Char('\t') ? QStringLiteral("\\t") : QString(delimiter);
}

} // namespace

InferenceResult inferCsv(const QByteArray &data)
{
    QString textData = QString::fromUtf8(data);
    if (textData.startsWith(QChar(0xFEFF)))
        textData.remove(0, 1);
    if (textData.trimmed().isEmpty())
        return unreadable(localized("the CSV sample is empty", "CSV 样本为空"));
    const int headerEnd = firstLineEnd(textData);
    const QChar delimiter = detectDelimiter(headerEnd < 0 ? textData : textData.left(headerEnd));
    CsvReader reader(textData, delimiter);
    QStringList header;
    LocalizedText error;
    if (!reader.next(&header, &error))
        return unreadable(error);
    Findings findings;
    Shape row = Shape::of(Shape::Kind::Row, false);
    for (const QString &name : header)
        row.fields.push_back(ShapeField{name.trimmed(), Shape::of(Shape::Kind::Unknown, false), 0});
    QStringList fields;
    qint64 rows = 0;
    while (!reader.atEnd()) {
        const int line = reader.line();
        if (!reader.next(&fields, &error))
            return unreadable(error);
        if (fields.size() == 1 && fields.constFirst().trimmed().isEmpty())
            continue; // blank line
        if (fields.size() != header.size()) {
            return unreadable(localized("line %1 has %2 fields, the header has %3", "第 %1 行有 %2 个字段，表头有 %3 个")
                                  .arg(QString::number(line), QString::number(fields.size()), QString::number(header.size())));
        }
        ++rows;
        for (int i = 0; i < fields.size(); ++i) {
            ShapeField &f = row.fields[size_t(i)];
            f.shape = mergeShapes(f.shape, shapeOfCell(fields.at(i)), f.name, &findings);
        }
    }
    for (ShapeField &f : row.fields)
        f.shape.nullable = true;
    if (rows == 0)
        findings.warning(QString(), localized("the CSV sample has a header but no rows; every column is typed STRING",
                                              "CSV 样本只有表头没有数据行；所有列都设为 STRING"));
    InferenceResult result;
    result.columns = columnsFromRow(row, &findings);
    result.format = QStringLiteral("csv");
    if (delimiter != QLatin1Char(','))
        result.formatOptions.insert(QStringLiteral("csv.field-delimiter"), delimiterOption(delimiter));
    findings.note(QString(), localized("Flink's csv format has no option to skip a header row; remove it from the data or set 'csv.ignore-parse-errors'",
                                       "Flink 的 csv 格式没有跳过表头的选项；请从数据中去掉表头，或设置 'csv.ignore-parse-errors'"));
    result.findings = findings.list();
    return result;
}

} // namespace st::infer

// Reading a source database's schema dump: the statements of mysqldump / mariadb-dump
// (--no-data) and of pg_dump (--schema-only), of which only what makes a table's columns and keys
// is read: CREATE TABLE, and PostgreSQL's ALTER TABLE ... ADD CONSTRAINT, CREATE UNIQUE INDEX and
// COMMENT ON. Everything else a dump holds (SET, views, functions, triggers) is passed over.

#include "sourcedb/sourceschema.h"

#include <QHash>
#include <QRegularExpression>

namespace st {

namespace {

enum class Dialect { MySql, Postgres };

struct Token
{
    enum Kind { Word, Identifier, String, Punct } kind = Word;
    QString text;  ///< a word or punctuation as written; an identifier or string unquoted
    int start = 0; ///< in the statement
    int end = 0;
    bool is(const char *word) const { return kind == Word && text.compare(QLatin1String(word), Qt::CaseInsensitive) == 0; }
    bool isPunct(char c) const { return kind == Punct && text.size() == 1 && text.at(0) == QLatin1Char(c); }
    /// A name: a word or a quoted identifier.
    bool isName() const { return kind == Word || kind == Identifier; }
};

/// One statement of the dump and the line it starts on.
struct Statement
{
    QString text;
    int line = 1;
};

/// The end of a quoted run starting at `i` (which holds the quote); a backslash escapes in
/// MySQL's strings, a doubled quote everywhere.
int quotedEnd(const QString &text, int i, Dialect dialect)
{
    const QChar quote = text.at(i);
    for (int j = i + 1; j < text.size(); ++j) {
        const QChar c = text.at(j);
        if (c == QLatin1Char('\\') && dialect == Dialect::MySql && quote != QLatin1Char('`')) {
            ++j;
        } else if (c == quote) {
            if (j + 1 < text.size() && text.at(j + 1) == quote) {
                ++j;
                continue;
            }
            return j + 1;
        }
    }
    return text.size();
}

/// The dump's statements, comments dropped; MySQL's `DELIMITER` lines obeyed and its
/// executable comments (`/*!40101 ... */`) passed over with the rest; PostgreSQL's
/// dollar-quoted bodies and psql's backslash lines (`\connect db`, kept as statements) read.
QList<Statement> splitStatements(const QString &text, Dialect dialect)
{
    QList<Statement> out;
    QString delimiter = QStringLiteral(";");
    QString current;
    int line = 1;
    int startLine = 1;
    bool atLineStart = true;
    const auto flush = [&] {
        if (!current.trimmed().isEmpty())
            out << Statement{current.trimmed(), startLine};
        current.clear();
    };
    int i = 0;
    while (i < text.size()) {
        const QChar c = text.at(i);
        if (current.trimmed().isEmpty())
            startLine = line;
        if (atLineStart) {
            // A line of its own that is no SQL: DELIMITER (mysql client), \connect (psql).
            int j = i;
            while (j < text.size() && (text.at(j) == QLatin1Char(' ') || text.at(j) == QLatin1Char('\t')))
                ++j;
            const int eol = text.indexOf(QLatin1Char('\n'), j);
            const QString lineText = text.mid(j, (eol < 0 ? text.size() : eol) - j).trimmed();
            if (current.trimmed().isEmpty() && lineText.startsWith(QLatin1String("DELIMITER "), Qt::CaseInsensitive)) {
                delimiter = lineText.mid(10).trimmed();
                i = eol < 0 ? text.size() : eol;
                continue;
            }
            if (current.trimmed().isEmpty() && lineText.startsWith(QLatin1Char('\\'))) {
                out << Statement{lineText, line};
                i = eol < 0 ? text.size() : eol;
                continue;
            }
            atLineStart = false;
        }
        if (c == QLatin1Char('\n')) {
            ++line;
            atLineStart = true;
            current += c;
            ++i;
        } else if ((c == QLatin1Char('-') && text.mid(i, 2) == QLatin1String("--"))
                   || (c == QLatin1Char('#') && dialect == Dialect::MySql)) {
            const int eol = text.indexOf(QLatin1Char('\n'), i);
            i = eol < 0 ? text.size() : eol;
        } else if (c == QLatin1Char('/') && text.mid(i, 2) == QLatin1String("/*")) {
            const int close = text.indexOf(QLatin1String("*/"), i + 2);
            const int end = close < 0 ? text.size() : close + 2;
            line += text.mid(i, end - i).count(QLatin1Char('\n'));
            current += QLatin1Char(' ');
            i = end;
        } else if (c == QLatin1Char('\'') || c == QLatin1Char('"') || c == QLatin1Char('`')) {
            const int end = quotedEnd(text, i, dialect);
            const QString run = text.mid(i, end - i);
            line += run.count(QLatin1Char('\n'));
            current += run;
            i = end;
        } else if (c == QLatin1Char('$') && dialect == Dialect::Postgres) {
            static const QRegularExpression tag(QStringLiteral("\\G\\$[A-Za-z_]*\\$"));
            const QRegularExpressionMatch m = tag.match(text, i);
            if (m.hasMatch()) {
                const int close = text.indexOf(m.captured(0), m.capturedEnd());
                const int end = close < 0 ? text.size() : close + m.capturedLength();
                const QString run = text.mid(i, end - i);
                line += run.count(QLatin1Char('\n'));
                current += run;
                i = end;
            } else {
                current += c;
                ++i;
            }
        } else if (text.mid(i, delimiter.size()) == delimiter) {
            flush();
            i += delimiter.size();
        } else {
            current += c;
            ++i;
        }
    }
    flush();
    return out;
}

QList<Token> tokenize(const QString &s, Dialect dialect)
{
    QList<Token> tokens;
    int i = 0;
    while (i < s.size()) {
        const QChar c = s.at(i);
        if (c.isSpace()) {
            ++i;
            continue;
        }
        Token t;
        t.start = i;
        if (c == QLatin1Char('\'') || c == QLatin1Char('"') || c == QLatin1Char('`')) {
            const int end = quotedEnd(s, i, dialect);
            QString inner = s.mid(i + 1, qMax(0, end - i - 2));
            inner.replace(QString(2, c), QString(c));
            if (dialect == Dialect::MySql && c != QLatin1Char('`')) {
                static const QRegularExpression escape(QStringLiteral("\\\\(.)"));
                inner.replace(QStringLiteral("\\n"), QStringLiteral("\n")).replace(escape, QStringLiteral("\\1"));
            }
            // MySQL's "..." is a string (ANSI_QUOTES is not mysqldump's mode); PostgreSQL's a name.
            const bool identifier = c == QLatin1Char('`') || (c == QLatin1Char('"') && dialect == Dialect::Postgres);
            t.kind = identifier ? Token::Identifier : Token::String;
            t.text = inner;
            i = end;
        } else if (c.isLetterOrNumber() || c == QLatin1Char('_') || c == QLatin1Char('$')) {
            int end = i;
            while (end < s.size() && (s.at(end).isLetterOrNumber() || s.at(end) == QLatin1Char('_') || s.at(end) == QLatin1Char('$')))
                ++end;
            t.kind = Token::Word;
            t.text = s.mid(i, end - i);
            i = end;
        } else {
            t.kind = Token::Punct;
            t.text = QString(c);
            ++i;
        }
        t.end = i;
        tokens << t;
    }
    return tokens;
}

/// A possibly qualified name starting at token `i` (`public.orders`, `"s"."t"`): its parts;
/// `next` gets the index after it.
QStringList qualifiedName(const QList<Token> &t, int i, int *next)
{
    QStringList parts;
    while (i < t.size() && t.at(i).isName()) {
        parts << t.at(i).text;
        ++i;
        if (i < t.size() && t.at(i).isPunct('.'))
            ++i;
        else
            break;
    }
    *next = i;
    return parts;
}

/// The names of a parenthesised column list at token `i` (`(a, b)`; MySQL's prefix lengths
/// `(name(10))` and orders `(a DESC)` dropped); `next` after its `)`.
QStringList columnList(const QList<Token> &t, int i, int *next)
{
    QStringList names;
    *next = i;
    if (i >= t.size() || !t.at(i).isPunct('('))
        return names;
    int depth = 0;
    bool expectName = true;
    for (; i < t.size(); ++i) {
        const Token &k = t.at(i);
        if (k.isPunct('(')) {
            ++depth;
        } else if (k.isPunct(')')) {
            if (--depth == 0) {
                *next = i + 1;
                return names;
            }
        } else if (depth == 1 && k.isPunct(',')) {
            expectName = true;
        } else if (depth == 1 && expectName && k.isName()) {
            names << k.text;
            expectName = false;
        }
    }
    *next = t.size();
    return names;
}

/// The top-level items of the parenthesised list at token `open`: each a token range.
QList<std::pair<int, int>> listItems(const QList<Token> &t, int open, int *close)
{
    QList<std::pair<int, int>> items;
    int depth = 0;
    int start = open + 1;
    for (int i = open; i < t.size(); ++i) {
        if (t.at(i).isPunct('(')) {
            ++depth;
        } else if (t.at(i).isPunct(')')) {
            if (--depth == 0) {
                if (i > start)
                    items << std::make_pair(start, i);
                *close = i;
                return items;
            }
        } else if (depth == 1 && t.at(i).isPunct(',')) {
            items << std::make_pair(start, i);
            start = i + 1;
        }
    }
    *close = t.size();
    return items;
}

bool isColumnStop(const Token &k, const Token *next, Dialect dialect)
{
    if (k.kind != Token::Word)
        return false;
    static const char *const common[] = {"NOT", "NULL", "DEFAULT", "COLLATE", "GENERATED", "CONSTRAINT", "CHECK",
                                         "PRIMARY", "UNIQUE", "REFERENCES"};
    for (const char *w : common) {
        if (k.is(w))
            return true;
    }
    if (dialect == Dialect::MySql) {
        static const char *const mysql[] = {"COMMENT", "AUTO_INCREMENT", "KEY", "CHARSET", "AS", "ON", "INVISIBLE", "VISIBLE",
                                            "STORAGE", "COLUMN_FORMAT", "SRID"};
        for (const char *w : mysql) {
            if (k.is(w))
                return true;
        }
        // `SERIAL DEFAULT VALUE` after an integer type (a column of type SERIAL starts the type).
        if (k.is("SERIAL") && next && next->is("DEFAULT"))
            return true;
        // `CHARACTER SET x` follows a type; `CHARACTER(10)` is none in MySQL dumps.
        if (k.is("CHARACTER") && next && next->is("SET"))
            return true;
    }
    return false;
}

struct Reader
{
    Dialect dialect;
    SourceSchema *schema;
    QHash<QString, int> byName; ///< qualified name, lower case -> index in schema->tables

    QString key(const QStringList &parts) const
    {
        QStringList p = parts;
        if (dialect == Dialect::Postgres && p.size() == 1)
            p.prepend(QStringLiteral("public"));
        return p.join(QLatin1Char('.')).toLower();
    }

    SourceTable *table(const QStringList &parts)
    {
        const auto found = byName.constFind(key(parts));
        return found == byName.constEnd() ? nullptr : &schema->tables[*found];
    }

    void note(int line, const LocalizedText &text) { schema->notes << std::make_pair(line, text); }

    void createTable(const Statement &s, const QList<Token> &t)
    {
        int i = 1;
        while (i < t.size() && !t.at(i).is("TABLE"))
            ++i; // TEMPORARY, UNLOGGED
        ++i;
        if (i + 2 < t.size() && t.at(i).is("IF") && t.at(i + 1).is("NOT") && t.at(i + 2).is("EXISTS"))
            i += 3;
        int next = i;
        const QStringList parts = qualifiedName(t, i, &next);
        if (parts.isEmpty() || next >= t.size() || !t.at(next).isPunct('(')) {
            // PARTITION OF, AS SELECT, LIKE: no column list of its own.
            note(s.line, tr("CREATE TABLE without a column list of its own: passed over",
                            "CREATE TABLE 没有自己的列清单：已跳过"));
            return;
        }
        SourceTable table;
        table.name = parts.last();
        if (dialect == Dialect::Postgres)
            table.schema = parts.size() > 1 ? parts.at(parts.size() - 2) : QStringLiteral("public");
        table.line = s.line;
        int close = next;
        const QList<std::pair<int, int>> items = listItems(t, next, &close);
        for (const auto &item : items)
            readItem(s, t, item.first, item.second, &table);
        // MySQL's table options: COMMENT='...'.
        for (int k = close + 1; k + 1 < t.size(); ++k) {
            if (t.at(k).is("COMMENT")) {
                const int v = t.at(k + 1).isPunct('=') ? k + 2 : k + 1;
                if (v < t.size() && t.at(v).kind == Token::String)
                    table.comment = t.at(v).text;
            }
        }
        if (table.columns.isEmpty()) {
            note(s.line, tr("table %1 has no columns: passed over", "表 %1 没有列：已跳过").arg(table.qualifiedName()));
            return;
        }
        byName.insert(key(parts), schema->tables.size());
        schema->tables << table;
    }

    void readItem(const Statement &s, const QList<Token> &t, int from, int to, SourceTable *table)
    {
        const Token &first = t.at(from);
        int i = from;
        if (first.is("CONSTRAINT"))
            i += 2; // CONSTRAINT name
        if (i >= to)
            return;
        const Token &k = t.at(i);
        int next = i;
        if (k.is("PRIMARY") && i + 1 < to && t.at(i + 1).is("KEY")) {
            int open = i + 2;
            while (open < to && !t.at(open).isPunct('('))
                ++open; // USING BTREE before the list
            table->primaryKey = columnList(t, open, &next);
            return;
        }
        if (k.is("UNIQUE")) {
            int open = i + 1;
            while (open < to && !t.at(open).isPunct('('))
                ++open; // KEY name, INDEX name
            const QStringList key = columnList(t, open, &next);
            if (!key.isEmpty())
                table->uniqueKeys << key;
            return;
        }
        if (k.is("KEY") || k.is("INDEX") || k.is("FULLTEXT") || k.is("SPATIAL") || k.is("FOREIGN") || k.is("CHECK")
            || k.is("EXCLUDE") || k.is("PERIOD") || k.is("LIKE"))
            return;
        if (!k.isName())
            return;
        SourceColumn column;
        column.name = k.text;
        const int typeStart = i + 1;
        int typeEnd = typeStart + 1; // the first word is the type's, whatever it is (SERIAL, KEY...)
        int depth = typeStart < to && t.at(typeStart).isPunct('(') ? 1 : 0;
        while (typeEnd < to) {
            const Token &w = t.at(typeEnd);
            if (w.isPunct('('))
                ++depth;
            else if (w.isPunct(')'))
                --depth;
            else if (depth == 0 && isColumnStop(w, typeEnd + 1 < to ? &t.at(typeEnd + 1) : nullptr, dialect))
                break;
            ++typeEnd;
        }
        if (typeStart >= to) {
            note(s.line, tr("column %1 of table %2 has no type: passed over", "表 %2 的列 %1 没有类型：已跳过").arg(column.name, table->qualifiedName()));
            return;
        }
        column.type = s.text.mid(t.at(typeStart).start, t.at(typeEnd - 1).end - t.at(typeStart).start).simplified();
        // MySQL's SERIAL is BIGINT UNSIGNED NOT NULL AUTO_INCREMENT UNIQUE.
        for (int w = typeEnd; w < to; ++w) {
            const Token &a = t.at(w);
            if (a.is("NOT") && w + 1 < to && t.at(w + 1).is("NULL")) {
                column.notNull = true;
            } else if (a.is("PRIMARY") && w + 1 < to && t.at(w + 1).is("KEY")) {
                table->primaryKey = QStringList{column.name};
                column.notNull = true;
            } else if (a.is("UNIQUE")) {
                table->uniqueKeys << QStringList{column.name};
            } else if (a.is("COMMENT") && dialect == Dialect::MySql && w + 1 < to && t.at(w + 1).kind == Token::String) {
                column.comment = t.at(w + 1).text;
            }
        }
        table->columns << column;
    }

    /// PostgreSQL's ALTER TABLE [ONLY] t ADD CONSTRAINT c PRIMARY KEY (...) | UNIQUE (...).
    void alterTable(const QList<Token> &t)
    {
        int i = 2;
        if (i < t.size() && t.at(i).is("ONLY"))
            ++i;
        if (i + 2 < t.size() && t.at(i).is("IF") && t.at(i + 1).is("EXISTS"))
            i += 2;
        int next = i;
        SourceTable *table = this->table(qualifiedName(t, i, &next));
        if (!table)
            return;
        for (int k = next; k + 1 < t.size(); ++k) {
            if (t.at(k).is("PRIMARY") && t.at(k + 1).is("KEY")) {
                int after = k;
                table->primaryKey = columnList(t, k + 2, &after);
                for (SourceColumn &c : table->columns) {
                    if (table->primaryKey.contains(c.name))
                        c.notNull = true;
                }
                return;
            }
            if (t.at(k).is("UNIQUE") && t.at(k + 1).isPunct('(')) {
                int after = k;
                table->uniqueKeys << columnList(t, k + 1, &after);
                return;
            }
        }
    }

    /// CREATE UNIQUE INDEX name ON [ONLY] t [USING method] (columns): a unique key when the
    /// list names columns only.
    void uniqueIndex(const QList<Token> &t)
    {
        int on = 0;
        while (on < t.size() && !t.at(on).is("ON"))
            ++on;
        int i = on + 1;
        if (i < t.size() && t.at(i).is("ONLY"))
            ++i;
        int next = i;
        SourceTable *table = this->table(qualifiedName(t, i, &next));
        if (!table)
            return;
        while (next < t.size() && !t.at(next).isPunct('('))
            ++next;
        int after = next;
        const QStringList key = columnList(t, next, &after);
        bool plain = !key.isEmpty();
        for (const QString &c : key)
            plain = plain && table->column(c);
        if (plain)
            table->uniqueKeys << key;
    }

    /// COMMENT ON TABLE t IS '...' / COMMENT ON COLUMN t.c IS '...'.
    void comment(const QList<Token> &t)
    {
        if (t.size() < 4)
            return;
        const bool onColumn = t.at(2).is("COLUMN");
        if (!onColumn && !t.at(2).is("TABLE"))
            return;
        int next = 3;
        QStringList parts = qualifiedName(t, 3, &next);
        if (next + 1 >= t.size() || !t.at(next).is("IS") || t.at(next + 1).kind != Token::String)
            return;
        const QString text = t.at(next + 1).text;
        const QString column = onColumn && !parts.isEmpty() ? parts.takeLast() : QString();
        SourceTable *table = this->table(parts);
        if (!table)
            return;
        if (!onColumn) {
            table->comment = text;
            return;
        }
        for (SourceColumn &c : table->columns) {
            if (c.name == column)
                c.comment = text;
        }
    }

    static LocalizedText tr(const char *en, const char *zh) { return LocalizedText{QString::fromUtf8(en), QString::fromUtf8(zh)}; }
};

/// Which database wrote the dump: its header, else what only one of them writes.
bool dialectOf(const QString &text, Dialect *out)
{
    const QString head = text.left(4096);
    if (head.contains(QLatin1String("PostgreSQL database dump"))) {
        *out = Dialect::Postgres;
        return true;
    }
    if (head.contains(QLatin1String("MySQL dump")) || head.contains(QLatin1String("MariaDB dump"))) {
        *out = Dialect::MySql;
        return true;
    }
    static const QRegularExpression mysqlTable(QStringLiteral("CREATE TABLE (IF NOT EXISTS )?`|\\)\\s*ENGINE\\s*="),
                                               QRegularExpression::CaseInsensitiveOption);
    if (mysqlTable.match(text).hasMatch()) {
        *out = Dialect::MySql;
        return true;
    }
    static const QRegularExpression postgres(QStringLiteral("ALTER TABLE ONLY |SET search_path|CREATE TABLE (IF NOT EXISTS )?\\w+\\.\\w+ \\("),
                                             QRegularExpression::CaseInsensitiveOption);
    if (postgres.match(text).hasMatch()) {
        *out = Dialect::Postgres;
        return true;
    }
    return false;
}

} // namespace

const SourceColumn *SourceTable::column(const QString &name) const
{
    for (const SourceColumn &c : columns) {
        if (c.name == name)
            return &c;
    }
    return nullptr;
}

bool readSchemaDump(const QString &text, const QString &origin, SourceSchema *out, LocalizedText *error)
{
    Dialect dialect = Dialect::MySql;
    if (!dialectOf(text, &dialect)) {
        *error = LocalizedText{QStringLiteral("%1: not a MySQL or PostgreSQL schema dump (expected the output of mysqldump --no-data, "
                                              "SHOW CREATE TABLE or pg_dump --schema-only)")
                                   .arg(origin),
                               QStringLiteral("%1：不是 MySQL 或 PostgreSQL 的结构转储（应为 mysqldump --no-data、SHOW CREATE TABLE 或 "
                                              "pg_dump --schema-only 的输出）")
                                   .arg(origin)};
        return false;
    }
    SourceSchema schema;
    schema.kind = dialect == Dialect::MySql ? QStringLiteral("mysql") : QStringLiteral("postgresql");
    schema.origin = origin;
    // mysqldump names the database in its header when it dumps one without --databases.
    static const QRegularExpression header(QStringLiteral("^-- Host: .*Database: (\\S+)"), QRegularExpression::MultilineOption);
    const QRegularExpressionMatch named = header.match(text.left(4096));
    if (named.hasMatch())
        schema.database = named.captured(1);
    Reader reader{dialect, &schema, {}};
    for (const Statement &s : splitStatements(text, dialect)) {
        if (s.text.startsWith(QLatin1String("\\connect "))) {
            schema.database = s.text.mid(9).trimmed().section(QLatin1Char(' '), 0, 0).remove(QLatin1Char('"'));
            continue;
        }
        const QList<Token> t = tokenize(s.text, dialect);
        if (t.size() < 3)
            continue;
        if (t.at(0).is("USE") && t.at(1).isName()) {
            schema.database = t.at(1).text;
        } else if (t.at(0).is("CREATE") && (t.at(1).is("TABLE") || t.at(2).is("TABLE"))) {
            reader.createTable(s, t);
        } else if (t.at(0).is("ALTER") && t.at(1).is("TABLE")) {
            reader.alterTable(t);
        } else if (t.at(0).is("CREATE") && t.at(1).is("UNIQUE") && t.at(2).is("INDEX")) {
            reader.uniqueIndex(t);
        } else if (t.at(0).is("COMMENT") && t.at(1).is("ON")) {
            reader.comment(t);
        }
    }
    if (schema.tables.isEmpty()) {
        *error = LocalizedText{QStringLiteral("%1: the dump holds no CREATE TABLE").arg(origin),
                               QStringLiteral("%1：该转储中没有 CREATE TABLE").arg(origin)};
        return false;
    }
    *out = schema;
    return true;
}

} // namespace st

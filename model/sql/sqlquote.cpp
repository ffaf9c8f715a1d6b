#include "sql/sqlquote.h"

namespace st {

QString quoteIdentifier(const QString &name)
{
    QString escaped = name;
    escaped.replace(QLatin1Char('`'), QLatin1String("``"));
    return QLatin1Char('`') + escaped + QLatin1Char('`');
}

QString quoteLiteral(const QString &text)
{
    QString escaped = text;
    escaped.replace(QLatin1Char('\''), QLatin1String("''"));
    return QLatin1Char('\'') + escaped + QLatin1Char('\'');
}

QString unquoted(QStringView content, QChar quote)
{
    QString text = content.toString();
    text.replace(QString(2, quote), QString(quote));
    return text;
}

QString quoteIdentifierList(const QStringList &names)
{
    QStringList quoted;
    quoted.reserve(names.size());
    for (const QString &n : names)
        quoted << quoteIdentifier(n);
    return quoted.join(QLatin1String(", "));
}

} // namespace st

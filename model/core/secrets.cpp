#include "core/secrets.h"

#include "core/inputfile.h"
#include "core/variables.h"

#include <QFile>
#include <QRegularExpression>

#include <sys/stat.h>

namespace st {

namespace {

const QString kEnvironmentPrefix = QStringLiteral("STREAMTABLE_SECRET_");

const QRegularExpression &referencePattern()
{
    static const QRegularExpression re(QStringLiteral("\\$\\{secret:([A-Za-z_][A-Za-z0-9_]*)\\}"));
    return re;
}

bool isSecretName(const QString &name)
{
    static const QRegularExpression re(QStringLiteral("^[A-Za-z_][A-Za-z0-9_]*$"));
    return re.match(name).hasMatch();
}

} // namespace

QString secretReference(const QString &name)
{
    return QStringLiteral("${secret:%1}").arg(name);
}

QStringList secretReferences(const QString &value)
{
    if (!value.contains(QLatin1String("${secret:")))
        return {};
    return referencedetail::names(value, referencePattern());
}

QString substituteSecrets(const QString &value, const SecretValues &values, QStringList *missing)
{
    if (!value.contains(QLatin1String("${secret:")))
        return value;
    return referencedetail::substitute(value, referencePattern(), [&values](const QString &name) -> const QString * {
        const auto it = values.constFind(name);
        return it == values.constEnd() ? nullptr : &it.value();
    }, missing);
}

SecretValues secretsFromEnvironment(const QProcessEnvironment &environment)
{
    SecretValues values;
    for (const QString &variable : environment.keys()) {
        if (!variable.startsWith(kEnvironmentPrefix))
            continue;
        const QString name = variable.mid(kEnvironmentPrefix.size());
        if (isSecretName(name))
            values.insert(name, environment.value(variable));
    }
    return values;
}

bool readSecretsFile(const QString &path, SecretValues *out, LocalizedText *error)
{
    const auto fail = [error](const QString &en, const QString &zh) {
        if (error)
            *error = LocalizedText{en, zh};
        return false;
    };
    struct stat info;
    if (::stat(QFile::encodeName(path).constData(), &info) == 0 && S_ISREG(info.st_mode) && (info.st_mode & 077) != 0) {
        const QString mode = QString::number(info.st_mode & 0777, 8).rightJustified(4, QLatin1Char('0'));
        return fail(QStringLiteral("%1: the secrets file may be read or written by others (mode %2); make it the owner's alone: chmod 600 %1").arg(path, mode),
                    QStringLiteral("%1：机密文件可被他人读写（权限 %2）；请设为仅所有者可用：chmod 600 %1").arg(path, mode));
    }
    QByteArray bytes;
    if (!readInputFile(path, &bytes, error, qint64(1024) * 1024))
        return false;
    SecretValues values;
    const QStringList lines = QString::fromUtf8(bytes).split(QLatin1Char('\n'));
    for (int i = 0; i < lines.size(); ++i) {
        QString line = lines.at(i);
        if (line.endsWith(QLatin1Char('\r')))
            line.chop(1);
        if (line.trimmed().isEmpty() || line.trimmed().startsWith(QLatin1Char('#')))
            continue;
        const int equals = int(line.indexOf(QLatin1Char('=')));
        const QString name = equals < 0 ? QString() : line.left(equals).trimmed();
        if (!isSecretName(name)) {
            return fail(QStringLiteral("%1:%2: expected NAME=value, NAME a letter or _ then letters, digits and _").arg(path).arg(i + 1),
                        QStringLiteral("%1:%2：应为 NAME=value，NAME 以字母或 _ 开头，后接字母、数字或 _").arg(path).arg(i + 1));
        }
        if (values.contains(name)) {
            return fail(QStringLiteral("%1:%2: the secret %3 is given twice").arg(path).arg(i + 1).arg(name),
                        QStringLiteral("%1:%2：机密 %3 出现了两次").arg(path).arg(i + 1).arg(name));
        }
        values.insert(name, line.mid(equals + 1));
    }
    *out = values;
    return true;
}

bool loadSecrets(const QString &file, SecretValues *out, LocalizedText *error, const QProcessEnvironment &environment)
{
    SecretValues values;
    if (!file.isEmpty() && !readSecretsFile(file, &values, error))
        return false;
    const SecretValues fromEnvironment = secretsFromEnvironment(environment);
    for (auto it = fromEnvironment.cbegin(); it != fromEnvironment.cend(); ++it)
        values.insert(it.key(), it.value());
    *out = values;
    return true;
}

bool holdsSecretInClear(const QString &key, const QString &value)
{
    // A variable's value is checked where it is set (Catalog::setVariable()).
    if (value.trimmed().isEmpty() || !secretReferences(value).isEmpty() || !variableReferences(value).isEmpty())
        return false;
    if (key.contains(QLatin1String("jaas"), Qt::CaseInsensitive))
        return value.contains(QLatin1String("password"), Qt::CaseInsensitive);
    return true;
}

QString replaceSecretInClear(const QString &key, const QString &value, const QString &reference)
{
    if (!holdsSecretInClear(key, value))
        return value;
    if (!key.contains(QLatin1String("jaas"), Qt::CaseInsensitive))
        return reference;
    // password="..." or password='...' (or unquoted up to a space or ';'), any case.
    static const QRegularExpression password(QStringLiteral(R"((password\s*=\s*)("[^"]*"|'[^']*'|[^\s;]+))"),
                                             QRegularExpression::CaseInsensitiveOption);
    QString out = value;
    QString quoted = reference;
    quoted.replace(QLatin1Char('\\'), QLatin1String("\\\\")); // the replacement's own escapes
    out.replace(password, QStringLiteral("\\1\"%1\"").arg(quoted));
    // A password this does not find is not kept either.
    return out == value ? reference : out;
}

QString maskSecretInClear(const QString &key, const QString &value)
{
    return replaceSecretInClear(key, value, QString::fromLatin1(kMaskedSecret));
}

QString secretNameFor(const QString &table, const QString &key)
{
    auto part = [](const QString &text) {
        QString out;
        for (const QChar c : text) {
            const bool kept = c.unicode() < 128 && c.isLetterOrNumber();
            if (kept)
                out += c.toUpper();
            else if (!out.isEmpty() && !out.endsWith(QLatin1Char('_')))
                out += QLatin1Char('_');
        }
        while (out.endsWith(QLatin1Char('_')))
            out.chop(1);
        return out;
    };
    QString tablePart = part(table);
    if (tablePart.isEmpty())
        tablePart = QStringLiteral("TABLE");
    else if (tablePart.at(0).isDigit())
        tablePart.prepend(QLatin1Char('_')); // a name starts with a letter or '_'
    const QString keyPart = part(key);
    return keyPart.isEmpty() ? tablePart : tablePart + QLatin1Char('_') + keyPart;
}

LocalizedText missingSecretsMessage(const QStringList &names)
{
    QStringList variables;
    for (const QString &name : names)
        variables << kEnvironmentPrefix + name;
    const QString list = names.join(QStringLiteral(", "));
    return {QStringLiteral("the secret %1 is not given: set %2 or put %3=... in the secrets file (--secrets FILE)")
                .arg(list, variables.join(QStringLiteral(", ")), names.value(0)),
            QStringLiteral("未给出机密 %1：请设置 %2，或在机密文件（--secrets FILE）中写入 %3=...")
                .arg(list, variables.join(QStringLiteral("、")), names.value(0))};
}

} // namespace st

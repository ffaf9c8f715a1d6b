#include "core/secrets.h"

#include "core/inputfile.h"
#include "core/names.h"
#include "core/variables.h"

#include <QFile>
#include <QRegularExpression>

#include <algorithm>

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

namespace {

bool isJaasOption(const QString &key)
{
    return key.contains(QLatin1String("jaas"), Qt::CaseInsensitive);
}

/// The `name=value` settings of a JAAS configuration (`... required username="u" password="p";`):
/// the value quoted with " or ', or unquoted up to a space or ';'. Group 1 is the name with
/// what follows it up to the value, group 2 the name, group 3 the value as written.
const QRegularExpression &jaasSettingPattern()
{
    static const QRegularExpression re(QStringLiteral(R"((([A-Za-z_][A-Za-z0-9_.-]*)\s*=\s*)("[^"]*"|'[^']*'|[^\s;"']+))"));
    return re;
}

QString unquoted(const QString &text)
{
    const bool quoted = text.size() >= 2 && (text.startsWith(QLatin1Char('"')) || text.startsWith(QLatin1Char('\'')))
                     && text.endsWith(text.at(0));
    return quoted ? text.mid(1, text.size() - 2) : text;
}

/// A credential of a JAAS configuration: the value of a setting named like a secret (password,
/// clientSecret, ...) that is not a flag (`tokenauth="true"` says how to log in, it is no token).
struct JaasCredential
{
    qsizetype start = 0; ///< the value as written, quotes included: [start, end) of the configuration
    qsizetype end = 0;
    bool reference = false; ///< the value is one reference (isOneReference())
};

QList<JaasCredential> jaasCredentials(const QString &value)
{
    QList<JaasCredential> credentials;
    for (auto it = jaasSettingPattern().globalMatch(value); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        const QString setting = unquoted(m.captured(3));
        const bool flag = setting.compare(QLatin1String("true"), Qt::CaseInsensitive) == 0
                       || setting.compare(QLatin1String("false"), Qt::CaseInsensitive) == 0;
        if (optionKeyLooksSecret(m.captured(2)) && !flag)
            credentials.append({m.capturedStart(3), m.capturedEnd(3), isOneReference(setting)});
    }
    return credentials;
}

} // namespace

bool isOneReference(const QString &value)
{
    // A variable's value is checked where it is set (Catalog::setVariable()) and where it is used.
    static const QRegularExpression re(QStringLiteral("^\\$\\{(secret:)?[A-Za-z_][A-Za-z0-9_]*\\}$"));
    return re.match(value.trimmed()).hasMatch();
}

QStringList variablesUsedAsSecrets(const QString &key, const QString &value)
{
    QStringList values;
    if (isJaasOption(key)) {
        for (const JaasCredential &c : jaasCredentials(value)) {
            if (c.reference)
                values << unquoted(value.mid(c.start, c.end - c.start));
        }
    } else if (isOneReference(value)) {
        values << value;
    }
    QStringList names;
    for (const QString &v : values) {
        for (const QString &name : variableReferences(v)) {
            if (!names.contains(name))
                names << name;
        }
    }
    return names;
}

bool holdsSecretInClear(const QString &key, const QString &value)
{
    if (value.trimmed().isEmpty())
        return false;
    if (isJaasOption(key)) {
        // Every credential a reference, or no credential at all (a keytab login). A password
        // the settings' form does not find is not taken as absent.
        const QList<JaasCredential> credentials = jaasCredentials(value);
        if (credentials.isEmpty())
            return value.contains(QLatin1String("password"), Qt::CaseInsensitive) && !isOneReference(value);
        return std::any_of(credentials.cbegin(), credentials.cend(), [](const JaasCredential &c) { return !c.reference; });
    }
    // Anything but one reference: 'Pw ${secret:X}' and 'Pw${SUFFIX}' keep a part in clear.
    return !isOneReference(value);
}

QString replaceSecretInClear(const QString &key, const QString &value, const QString &reference)
{
    if (!holdsSecretInClear(key, value))
        return value;
    const QList<JaasCredential> credentials = isJaasOption(key) ? jaasCredentials(value) : QList<JaasCredential>();
    // Any other value whole, and a JAAS password the settings' form does not find is not kept either.
    if (credentials.isEmpty())
        return reference;
    QString out = value;
    for (auto it = credentials.crbegin(); it != credentials.crend(); ++it) {
        if (!it->reference)
            out.replace(it->start, it->end - it->start, QStringLiteral("\"%1\"").arg(reference));
    }
    return out;
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

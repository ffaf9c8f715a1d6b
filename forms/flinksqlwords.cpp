#include "flinksqlwords.h"

#include <QFile>
#include <QXmlStreamReader>
#include <QtGlobal>

// Resources of a static library must be registered by name, outside any namespace.
static void initFormsResources()
{
    Q_INIT_RESOURCE(forms);
}

namespace st {

QString flinkSqlSearchPath()
{
    initFormsResources();
    return QStringLiteral(":/streamtable");
}

QString flinkSqlDefinitionFile()
{
    return flinkSqlSearchPath() + QStringLiteral("/syntax/flinksql.xml");
}

QString flinkSqlDefinitionName()
{
    return QStringLiteral("Flink SQL");
}

FlinkSqlWords readFlinkSqlWords(const QString &path)
{
    FlinkSqlWords words;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        qWarning("Flink SQL definition %s: %s", qPrintable(path), qPrintable(file.errorString()));
        return words;
    }
    QXmlStreamReader xml(&file);
    QStringList *list = nullptr; // the list being read, or null outside the three we use
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement() && xml.name() == QLatin1String("list")) {
            const auto name = xml.attributes().value(QLatin1String("name"));
            if (name == QLatin1String("keywords"))
                list = &words.keywords;
            else if (name == QLatin1String("types"))
                list = &words.types;
            else if (name == QLatin1String("functions"))
                list = &words.functions;
            else
                list = nullptr;
        } else if (xml.isStartElement() && xml.name() == QLatin1String("item") && list) {
            const QString word = xml.readElementText().trimmed().toUpper();
            if (!word.isEmpty())
                list->append(word);
        } else if (xml.isEndElement() && xml.name() == QLatin1String("list")) {
            list = nullptr;
        }
    }
    if (xml.hasError()) {
        qWarning("Flink SQL definition %s:%lld: %s", qPrintable(path), static_cast<long long>(xml.lineNumber()),
                 qPrintable(xml.errorString()));
        return FlinkSqlWords();
    }
    return words;
}

const FlinkSqlWords &flinkSqlWords()
{
    static const FlinkSqlWords words = readFlinkSqlWords(flinkSqlDefinitionFile());
    return words;
}

} // namespace st

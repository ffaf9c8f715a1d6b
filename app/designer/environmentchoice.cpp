#include "environmentchoice.h"

#include "core/names.h"
#include "settings.h"

#include <QComboBox>
#include <QLabel>
#include <QToolBar>

namespace st {

namespace {

/// The environment chosen last per database: "CATALOG\nDATABASE KEY" -> environment name.
const Setting<QVariantMap> environmentSetting("catalog/environments", QVariantMap());

QString environmentSettingKey(const QString &catalog, const QString &database)
{
    return catalog + QLatin1Char('\n') + nameKey(database);
}

} // namespace

EnvironmentChoice::EnvironmentChoice(Catalog &catalog, QToolBar *toolBar)
    : QObject(toolBar), m_catalog(catalog), m_label(new QLabel(toolBar)), m_box(new QComboBox(toolBar))
{
    m_label->setContentsMargins(4, 0, 4, 0);
    toolBar->addWidget(m_label);
    m_box->setObjectName(QStringLiteral("environmentBox"));
    m_box->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_label->setBuddy(m_box);
    toolBar->addWidget(m_box);
    connect(m_box, QOverload<int>::of(&QComboBox::currentIndexChanged), this, [this] {
        remember();
        Q_EMIT chosenChanged();
    });
}

void EnvironmentChoice::retranslate()
{
    m_label->setText(tr("Environ&ment:"));
    m_box->setToolTip(tr("The environment whose variables the DDL, the checks and the exports use in place of ${NAME}"));
    if (m_box->count() > 0)
        m_box->setItemText(0, tr("(none: write ${NAME} as it is)"));
}

void EnvironmentChoice::reload(const QString &database)
{
    // The one chosen stays chosen while the same database is shown; another database starts with
    // the one chosen for it last time.
    const QString key = environmentSettingKey(m_catalog.path(), database);
    const bool sameDatabase = m_box->property("database").toString() == key && m_box->count() > 0;
    const QString wanted = sameDatabase ? current() : environmentSetting.get().value(key).toString();
    m_database = database;
    m_environments.clear();
    m_connections.clear();
    if (!database.isEmpty()) {
        const CatalogResult<Environments> read = m_catalog.environments(database);
        if (!read)
            Q_EMIT failed(read.status);
        m_environments = read.value;
        const CatalogResult<Connections> connections = m_catalog.connections(database);
        if (!connections)
            Q_EMIT failed(connections.status);
        m_connections = connections.value;
    }
    const QSignalBlocker block(m_box);
    m_box->setProperty("database", key);
    m_box->clear();
    m_box->addItem(tr("(none: write ${NAME} as it is)"), QString());
    for (const Environment &e : std::as_const(m_environments))
        m_box->addItem(e.name, e.name);
    const Environment *found = findEnvironment(m_environments, wanted);
    m_box->setCurrentIndex(found ? qMax(0, m_box->findData(found->name)) : 0);
    m_box->setEnabled(!database.isEmpty());
}

QString EnvironmentChoice::current() const
{
    return m_box->currentIndex() > 0 ? m_box->currentData().toString() : QString();
}

const Environment *EnvironmentChoice::chosen() const
{
    const QString name = current();
    return name.isEmpty() ? nullptr : findEnvironment(m_environments, name);
}

void EnvironmentChoice::remember()
{
    if (m_database.isEmpty())
        return;
    QVariantMap chosen = environmentSetting.get();
    const QString key = environmentSettingKey(m_catalog.path(), m_database);
    if (current().isEmpty())
        chosen.remove(key);
    else
        chosen.insert(key, current());
    environmentSetting.set(chosen);
}

} // namespace st

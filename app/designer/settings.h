#pragma once

#include <QSettings>
#include <QVariant>

namespace st {

/// One typed setting: its key and default declared once, next to where it is used.
template <typename T>
class Setting
{
public:
    Setting(const char *key, T defaultValue) : m_key(QLatin1String(key)), m_default(std::move(defaultValue)) {}

    T get() const
    {
        const QVariant v = QSettings().value(m_key);
        return v.isValid() && v.canConvert<T>() ? v.value<T>() : m_default;
    }
    void set(const T &value) const { QSettings().setValue(m_key, QVariant::fromValue(value)); }
    bool isSet() const { return QSettings().contains(m_key); }

private:
    QString m_key;
    T m_default;
};

} // namespace st

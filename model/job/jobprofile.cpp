#include "job/jobprofile.h"

#include "check/diagnostic.h"

namespace st {

QString Wiring::subject() const
{
    return Subject::wiring(source, sink).text();
}

JobProfile effectiveJobProfile(const ConnectorSchema &jobSchema, const JobProfile &profile)
{
    JobProfile out = profile;
    for (const OptionSchema &option : jobSchema.options) {
        if (out.value(option.key).isEmpty() && option.defaultValue)
            out.insert(option.key, *option.defaultValue);
    }
    return out;
}

QStringList orderedJobKeys(const ConnectorSchema &jobSchema, const JobProfile &profile)
{
    QStringList keys;
    for (const OptionSchema &option : jobSchema.options) {
        if (profile.contains(option.key))
            keys << option.key;
    }
    for (auto it = profile.cbegin(); it != profile.cend(); ++it) { // QMap: sorted
        if (!jobSchema.option(it.key()))
            keys << it.key();
    }
    return keys;
}

} // namespace st

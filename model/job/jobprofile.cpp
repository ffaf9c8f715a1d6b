#include "job/jobprofile.h"

namespace st {

// The one rendering of a wiring as a subject: check/'s Subject::text() asks for it here, so that
// job/ needs nothing of check/ (the folders of the model form no cycle, docs/ARCHITECTURE.md).
QString Wiring::subject() const
{
    return QStringLiteral("wiring %1 -> %2").arg(source, sink);
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

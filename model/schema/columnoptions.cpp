#include "schema/connectorschema.h"

#include <algorithm>

// ColumnOptions: the options a connector reads once per column (datagen's `fields.#.kind`).

namespace st {

namespace {

/// The text before and after the `#` of a column option's key (`fields.`, `.kind`).
std::pair<QString, QString> aroundColumn(const QString &patternKey)
{
    const int hash = patternKey.indexOf(QLatin1Char('#'));
    return {patternKey.left(hash), patternKey.mid(hash + 1)};
}

} // namespace

const OptionSchema *ColumnOptions::option(const QString &key) const
{
    for (const OptionSchema &o : options) {
        if (o.key == key)
            return &o;
    }
    return nullptr;
}

QString ColumnOptions::keyFor(const QString &patternKey, const QString &column)
{
    const auto [before, after] = aroundColumn(patternKey);
    return before + column + after;
}

ColumnOptions::Match ColumnOptions::match(const QString &key, const QStringList &columnNames) const
{
    Match guess;
    for (const OptionSchema &o : options) {
        const auto [before, after] = aroundColumn(o.key);
        if (key.size() <= before.size() + after.size() || !key.startsWith(before) || !key.endsWith(after))
            continue;
        const QString named = key.mid(before.size(), key.size() - before.size() - after.size());
        // `fields.a.max.min`: column `a.max` reads `min`; so a name the table has wins over a
        // shorter reading of the key.
        if (columnNames.contains(named)) {
            if (!guess.option || !columnNames.contains(guess.column) || named.size() > guess.column.size())
                guess = Match{&o, named};
        } else if (!guess.option) {
            guess = Match{&o, named};
        }
    }
    return guess;
}

const ColumnOptionUse *ColumnOptions::useFor(const QString &selected, const QString &root) const
{
    for (const ColumnOptionUse &use : uses) {
        if (use.types.contains(root) && use.selected.contains(selected, Qt::CaseInsensitive))
            return &use;
    }
    return nullptr;
}

QMap<QString, ValueType> ColumnOptions::readsFor(const QString &selected, const QString &root, const QStringList &innerRoots) const
{
    if (selector.isEmpty()) {
        QMap<QString, ValueType> all; // no selector: every option, read as declared
        for (const OptionSchema &option : options)
            all.insert(option.key, option.type);
        return all;
    }
    const ColumnOptionUse *use = useFor(selected, root);
    if (!use)
        return {};
    QMap<QString, ValueType> reads = use->reads;
    if (use->inner) {
        // Flink's generator of an ARRAY<INT> builds its element's generator under the same
        // column name, so the element's options (min, max) are the column's too.
        for (const QString &inner : innerRoots) {
            if (const ColumnOptionUse *innerUse = useFor(selected, inner)) {
                for (auto it = innerUse->reads.cbegin(); it != innerUse->reads.cend(); ++it) {
                    if (!reads.contains(it.key()))
                        reads.insert(it.key(), it.value());
                }
            }
        }
    }
    if (!selector.isEmpty())
        reads.insert(selector, ValueType::Enum);
    return reads;
}

} // namespace st

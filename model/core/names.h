#pragma once

#include "core/localizedtext.h"

#include <QList>
#include <QString>

#include <algorithm>
#include <functional>
#include <optional>
#include <utility>
#include <vector>

namespace st {

/// Whether `code` may not appear in a name (of a table, a database or a column): control
/// characters, invisible format characters (zero-width spaces U+200B, bidi controls such as
/// U+202E, the byte order mark U+FEFF, ...) and line or paragraph separators. Such a name would
/// look like another one, or reorder the text around it, wherever it is shown.
bool isRefusedNameCharacter(char32_t code);

/// What is wrong with the characters of a name, naming the first refused character by its code
/// point (`U+202E`), or nothing when every character may be used. `what` is the kind of name
/// ("table", "database", "column" and their Chinese words). The one check the validator and the
/// catalog share, so that what `validate` accepts `table put` stores.
std::optional<LocalizedText> nameCharacterProblem(const QString &name, const LocalizedText &what);
/// nameCharacterProblem() of a logical database's name.
std::optional<LocalizedText> databaseNameCharacterProblem(const QString &name);
/// The refusal of a logical database's name that another database (`existing`, as stored) has:
/// the catalog's and the designer's database dialog's one text.
LocalizedText databaseNameTaken(const QString &existing);

/// `text` with every control character, invisible format character, line or paragraph separator
/// and unpaired surrogate written as an escape (`\u202E`, `\U000E0001`): a message that quotes a
/// user's name or value shows such a character instead of being reordered or hidden by it.
QString escapeInvisible(const QString &text);

/// A name as quoted in a message: escapeInvisible(), and very long names cut short with `…`.
QString shownName(const QString &name);

/// The key names are compared by: Unicode NFC, then case folded. The catalog's unique keys,
/// the validators and the exporter all compare names by it.
QString nameKey(const QString &name);

/// A key that sorts names as people read them: case folded, and every run of digits compared
/// by its number (`orders_2` before `orders_10`), runs of equal value by their length so the
/// order stays total (`a01` after `a1`).
QString naturalSortKey(const QString &name);
/// naturalSortKey() of a name already case folded (`name.toCaseFolded()`), for a caller that
/// keeps the folded name too.
QString naturalSortKeyOfFolded(const QString &folded);

/// Sorts `items` by `keyOf(item)`, each key made once; items of equal keys keep their order. For
/// keys that cost something to make, such as naturalSortKey(): a comparison sort would make two
/// per comparison, some 280,000 for 10,000 items.
template <typename T, typename KeyOf>
void sortByKeyMadeOnce(QList<T> &items, KeyOf keyOf)
{
    using Key = decltype(keyOf(items.first()));
    std::vector<std::pair<Key, qsizetype>> keyed;
    keyed.reserve(size_t(items.size()));
    for (qsizetype i = 0; i < items.size(); ++i)
        keyed.emplace_back(keyOf(items.at(i)), i);
    std::stable_sort(keyed.begin(), keyed.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
    QList<T> sorted;
    sorted.reserve(items.size());
    for (const auto &k : keyed)
        sorted.append(std::move(items[k.second]));
    items = std::move(sorted);
}

/// Sorts `items` as people read the names `nameOf(item)` (naturalSortKey()), each key made once.
template <typename T, typename NameOf>
void sortNaturally(QList<T> &items, NameOf nameOf)
{
    sortByKeyMadeOnce(items, [&nameOf](const T &item) { return naturalSortKey(nameOf(item)); });
}

/// Sorts `names` as people read them (naturalSortKey()), each key made once.
inline void sortNaturally(QStringList &names)
{
    sortNaturally(names, [](const QString &name) -> const QString & { return name; });
}

/// A file name (without extension) safe on Linux, macOS and Windows for any table or database
/// name: path separators, characters Windows forbids and control characters become `_`; a
/// leading dot (so `.` and `..`), leading or trailing spaces and trailing dots become `_`;
/// reserved device names (`CON`, `nul`, `COM1`, ...) get a `_` after them; the result is
/// NFC-normalized and at most 200 UTF-8 bytes. Other Unicode, such as Chinese, is kept.
QString safeFileName(const QString &name);

/// The options (and variables) whose names say they hold a secret, whatever the connector:
/// decided by the name's words (split at what is not a letter or digit and at camelCase), a
/// word holding password, passwd, passphrase, secret, token, credential or jaas; the words
/// pass, pwd, userinfo, apikey, accesskey, privatekey; `user` then `info` (basic auth); or a
/// last word `key`/`keys` not after a word that makes it a table's key (primary, record,
/// partition, ...). Their values are neither searched nor shown (search, compare). A schema's
/// own `secret` marks are taken by secretOptionsOf() (check/validator.h).
bool optionKeyLooksSecret(const QString &key);

/// Whether an option's value is a secret, shown masked and compared without being shown.
using SecretKey = std::function<bool(const QString &key)>;

} // namespace st

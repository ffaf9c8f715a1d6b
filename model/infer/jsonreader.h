#pragma once

// Private to model/infer: a small JSON reader that keeps what QJsonDocument loses and inference
// needs: the order of an object's members (it becomes the order of the columns) and whether a
// number was written as an integer or with a fraction. Nesting is bounded, so hostile input
// gives an error, never a stack overflow.

#include "core/localizedtext.h"

#include <QByteArray>
#include <QString>

#include <functional>
#include <utility>
#include <vector>

namespace st::infer {

struct JsonNode
{
    enum class Type { Null, Bool, Integer, Float, String, Array, Object };
    Type type = Type::Null;
    bool boolean = false;
    qint64 integer = 0;
    double number = 0;
    QString string;
    std::vector<JsonNode> items;                          ///< Array
    std::vector<std::pair<QString, JsonNode>> members;    ///< Object, in document order

    bool isObject() const { return type == Type::Object; }
    bool isArray() const { return type == Type::Array; }
    bool isString() const { return type == Type::String; }
    bool isNull() const { return type == Type::Null; }
    /// The member called `name`, or null when there is none (or this is not an object).
    const JsonNode *member(const QString &name) const;
    QString stringMember(const QString &name) const;
};

/// Reads one JSON value filling all of `text` (white space around it allowed). On an error
/// returns false and sets `error` to what is wrong and where (`line 3, column 7: ...`);
/// `firstLine` is the line number of text's first line in its file (for JSON lines).
bool readJson(const QByteArray &text, JsonNode *out, LocalizedText *error, int firstLine = 1);

/// As readJson, except that when `text` is one JSON array, each of its items is handed to
/// `onItem` as soon as it is read (which may move from it) and then dropped, and `out` is left
/// an empty array: a sample of many messages is never held whole. `onItem` returns false to
/// stop reading there (what follows is not read, nor checked); that is no error.
bool readJsonItems(const QByteArray &text, JsonNode *out, const std::function<bool(JsonNode &)> &onItem, LocalizedText *error);

} // namespace st::infer

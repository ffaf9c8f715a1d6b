#pragma once

#include <QStringList>
#include <QStringView>

namespace st {

/// True when `word` (any case) is a reserved word of Flink SQL's parser, which refuses it as an
/// unquoted name (`hour`, `value`, `timestamp`, `user`): it must be written `hour` in back-ticks.
/// The list is the parser's (Flink 1.18), not the docs page's, which differs from it.
bool isReservedWord(QStringView word);
/// The reserved words, upper case, in ASCII order.
QStringList reservedWords();

} // namespace st

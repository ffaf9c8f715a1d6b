#pragma once

#include <QChar>
#include <QString>
#include <QStringView>

namespace st {

/// The one notion of an unquoted word of Flink SQL, shared by the DDL tokenizer, the type
/// parser, the writer and the highlighter. Flink's parser is generated from Calcite's grammar,
/// whose IDENTIFIER token is a LETTER followed by LETTERs and DIGITs, where LETTER is `$`, `_`,
/// the ASCII letters and a fixed list of Unicode ranges (Latin-1 and most alphabets up to
/// U+1FFF, kana, CJK ideographs) and DIGIT is the ASCII digits and the decimal digits of
/// fifteen scripts (calcite core/src/main/codegen/templates/Parser.jj, `#LETTER` and `#DIGIT`).
/// Hangul syllables, emoji and anything outside those ranges need backticks: Flink refuses
/// them unquoted, so the reader does too. Only the ASCII digits cannot start a word: the other
/// scripts' digits lie inside the letter range U+0100..U+1FFF.

/// A LETTER: may start a word.
bool isWordStart(QChar c);
/// A LETTER or a DIGIT: may continue a word.
bool isWordPart(QChar c);
/// The whole text is one unquoted identifier (a word that does not start with a digit).
bool isPlainWord(QStringView text);
/// A regular-expression fragment (no group) that matches one unquoted identifier, for the few
/// readers of a spec's expressions that use patterns.
QString plainWordPattern();

} // namespace st

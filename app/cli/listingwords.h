#pragma once

// The column headers of `streamtable table list` (tablecommands.cpp) and `db list`
// (catalogcommands.cpp), in both languages.

namespace st::cli {

struct ListingWord
{
    const char *en;
    const char *zh;
};

/// `table list DB`: one row per table.
constexpr ListingWord TableListHeader[] = {
    {"NAME", "表名"}, {"CONNECTOR", "连接器"}, {"ROLE", "角色"}, {"REVISION", "版本"}, {"SAVED", "保存时间"}};

/// `db list`: one row per logical database.
constexpr ListingWord DatabaseListHeader[] = {{"NAME", "名称"}, {"TABLES", "表数"}, {"TARGET", "目标平台"}, {"COMMENT", "说明"}};

} // namespace st::cli

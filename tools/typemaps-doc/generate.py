#!/usr/bin/env python3
"""Writes docs/TYPEMAPS.md and docs/TYPEMAPS.zh.md from schemas/typemaps/*.json: each map's rows
as a table (source types, Flink type, what is lost, source), so that the documentation shows
exactly what the program applies. tests/test_sourcedb.cpp checks the files are current.

Run from the repository's root: python3 tools/typemaps-doc/generate.py
"""
import glob
import json
import os

HEAD = {
    "en": {
        "title": "# Type maps: source database types to Flink types",
        "intro": ("What `streamtable from-db` and File > New tables from a database... declare for each column of "
                  "a source table, per connector. Written from `schemas/typemaps/*.json` by "
                  "`tools/typemaps-doc/generate.py` (the files are the truth; docs/SCHEMAS.md \"Type maps\" says how "
                  "they are read). Rows are tried in order; the first that matches a type gives its Flink type. "
                  "`p`, `s`, `n` are the type's parameters; `{n:bytes}` is n bits in bytes, rounded up."),
        "cols": "| Source type | When | Flink type | What is lost | Source |",
        "connector": "Connector", "database": "database", "engines": "releases",
        "arrays": "An array of a mapped type is {}.",
        "unmapped": "A type no row maps is declared as `{}` with a warning: {}",
        "defaults": "missing: ",
        "rows": ("This connector reads the tables' rows (scans and lookups), not their changes: `from-db` and the "
                 "wizard do not use this map (they make CDC sources); it gives the types of JDBC tables of the database."),
    },
    "zh": {
        "title": "# 类型映射：源数据库类型到 Flink 类型",
        "intro": ("`streamtable from-db` 与“文件 > 由数据库生成表...”按连接器为源表的每一列声明的类型。本文件由 "
                  "`tools/typemaps-doc/generate.py` 从 `schemas/typemaps/*.json` 生成（以数据文件为准；读取方式见 "
                  "docs/SCHEMAS.md 的“Type maps”）。各行按顺序尝试，第一条匹配的行给出 Flink 类型。"
                  "`p`、`s`、`n` 为类型参数；`{n:bytes}` 为 n 位折合的字节数（向上取整）。"),
        "cols": "| 源类型 | 条件 | Flink 类型 | 丢失的信息 | 出处 |",
        "connector": "连接器", "database": "数据库", "engines": "版本",
        "arrays": "已映射类型的数组为 {}。",
        "unmapped": "没有任何行映射的类型声明为 `{}` 并给出警告：{}",
        "defaults": "缺省：",
        "rows": ("该连接器读取表中的行（扫描与查找），而不是表的变更：`from-db` 和向导不使用此映射（它们生成 CDC 源表）；"
                 "它给出该数据库的 JDBC 表的类型。"),
    },
}


def cell(text):
    return text.replace("|", "\\|").replace("\n", " ")


def render(lang, maps):
    h = HEAD[lang]
    out = [h["title"], "", h["intro"], ""]
    for m in maps:
        out.append("## {} `{}` ({} {}; {} {})".format(h["connector"], m["connector"], h["database"], m["database"],
                                                     h["engines"], ", ".join(m["engines"])))
        out.append("")
        out.append(m["source"])
        out.append("")
        if m.get("reads", "changes") == "rows":
            out.append(h["rows"])
            out.append("")
        out.append(h["cols"])
        out.append("|---|---|---|---|---|")
        for row in m["rows"]:
            natives = row["native"] if isinstance(row["native"], list) else [row["native"]]
            when = row.get("when", "")
            when = " and ".join(when) if isinstance(when, list) else when
            if "parameters" in row:
                when = (when + "; " if when else "") + "{} parameters".format(row["parameters"])
            if "defaults" in row:
                when = (when + "; " if when else "") + h["defaults"] + ", ".join(
                    "{} = {}".format(k, v) for k, v in row["defaults"].items())
            if "engines" in row:
                when = (when + "; " if when else "") + ", ".join(row["engines"])
            loses = row.get("loses", {}).get(lang, "").replace("%1", "…")
            out.append("| {} | {} | `{}` | {} | {} |".format(cell(", ".join("`{}`".format(n) for n in natives)), cell(when),
                                                          cell(row["flink"]), cell(loses), cell(row["source"])))
        out.append("")
        if "arrays" in m:
            out.append(h["arrays"].format("`{}`".format(m["arrays"]["flink"])))
            out.append("")
        out.append(h["unmapped"].format(m["unmapped"]["flink"],
                                        m["unmapped"]["loses"][lang].replace("%1", "…").replace("%2", m["source"])))
        out.append("")
    return "\n".join(out)


def main():
    root = os.getcwd()
    maps = []
    for path in sorted(glob.glob(os.path.join(root, "schemas", "typemaps", "*.json"))):
        with open(path, encoding="utf-8") as f:
            maps.append(json.load(f))
    for lang, name in (("en", "TYPEMAPS.md"), ("zh", "TYPEMAPS.zh.md")):
        with open(os.path.join(root, "docs", name), "w", encoding="utf-8") as f:
            f.write(render(lang, maps))


if __name__ == "__main__":
    main()

#pragma once

// What a catalog in a SQLite file is: the format's identity, the queries of the two listings
// and the stored form of a time, in C++ alone (the benchmarks run the listings' queries through
// the sqlite3 tool to compare with them).

#include <cstdint>
#include <initializer_list>

namespace st::catalogformat {

/// The catalog format this program writes, stored in `PRAGMA user_version` (on a server: in
/// the table catalog_meta). Version 0 is an empty file. Raising it means adding one migration
/// step in catalogschema.cpp and a fixture of the previous version to tests/test_catalog.cpp
/// (migrations are tested from every version).
constexpr int CurrentVersion = 6;

/// Stored in `PRAGMA application_id` (on a server: catalog_meta) so a catalog is told apart from
/// other programs' databases; on a server also the key of the advisory lock writers hold.
constexpr std::int32_t ApplicationId = 0x53544442; // "STDB"

/// How long a connection to a catalog file waits for another program's lock.
constexpr int BusyTimeoutMs = 10000;

/// The tables of one logical database (its name key bound): the database's name, then the
/// name, connector, role, revision, saved-at and created-at of each table, by name.
constexpr char ListTablesSql[] = "SELECT d.name, t.name, t.connector, t.role, t.revision, t.saved_at, t.created_at"
                                 " FROM databases d JOIN tables t ON t.database_id = d.id"
                                 " WHERE d.name_key = ? ORDER BY t.name_key";

/// The id of a logical database (its name key bound): whether a listing without rows is an
/// empty database or none.
constexpr char DatabaseIdSql[] = "SELECT id FROM databases WHERE name_key = ?";

/// Every logical database: name, comment, created-at, number of tables, target, by name.
constexpr char ListDatabasesSql[] = "SELECT d.name, d.comment, d.created_at,"
                                    " (SELECT count(*) FROM tables t WHERE t.database_id = d.id), d.target"
                                    " FROM databases d ORDER BY d.name_key";

/// A time as the catalog stores it: `yyyy-MM-ddTHH:mm:ss.zzzZ`, in UTC.
struct StoredTime
{
    int year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0, msec = 0;
};

/// Reads `stamp` (`size` bytes, not terminated) when it is in the stored form and names a time
/// that exists (the years 1 to 9999 of the proleptic Gregorian calendar, as QDate's; no leap
/// second). Anything else returns false: a reader takes it the slow way.
inline bool parseStoredTime(const char *stamp, int size, StoredTime *out)
{
    if (!stamp || size != 24 || stamp[4] != '-' || stamp[7] != '-' || stamp[10] != 'T' || stamp[13] != ':'
        || stamp[16] != ':' || stamp[19] != '.' || stamp[23] != 'Z')
        return false;
    const auto digit = [stamp](int i) { return unsigned(stamp[i]) - unsigned('0'); }; // above 9 when not a digit
    for (int i : {0, 1, 2, 3, 5, 6, 8, 9, 11, 12, 14, 15, 17, 18, 20, 21, 22}) {
        if (digit(i) > 9)
            return false;
    }
    const auto two = [&digit](int i) { return int(digit(i) * 10 + digit(i + 1)); };
    StoredTime t;
    t.year = two(0) * 100 + two(2);
    t.month = two(5);
    t.day = two(8);
    t.hour = two(11);
    t.minute = two(14);
    t.second = two(17);
    t.msec = two(20) * 10 + int(digit(22));
    constexpr int monthDays[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    const bool leap = t.year % 4 == 0 && (t.year % 100 != 0 || t.year % 400 == 0);
    if (t.year < 1 || t.month < 1 || t.month > 12 || t.day < 1 || t.day > monthDays[t.month - 1] + (t.month == 2 && leap ? 1 : 0)
        || t.hour >= 24 || t.minute >= 60 || t.second >= 60)
        return false;
    *out = t;
    return true;
}

} // namespace st::catalogformat

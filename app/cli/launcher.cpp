// `streamtable`, the command line's entry point. It answers `table list DB` and `db list` on a
// catalog file itself, with SQLite alone, and hands every other command to the full program
// (program.cpp and cli.cpp), which it loads as a library and runs with the same arguments.
//
// Why: a Qt program spends longer starting (loading Qt Core, ICU and the C++ library and binding
// their symbols before main: about 8 ms on the machines measured) than the sqlite3 tool needs for
// a whole listing of 1,000 tables, and the listings are what scripts run most (docs/PERFORMANCE.md,
// "The CLI as a whole process"). So this file is C++ without its library (no exceptions, no
// `new`, no objects with static constructors): the program links libc and libsqlite3 only.
//
// What keeps the two programs one: this file answers only where it prints exactly what the full
// program prints, byte for byte, and hands over before printing anything otherwise: for every
// error (a database that does not exist, a file to check or refuse), every text it cannot measure
// without Unicode's tables, anything unusual in the arguments or the environment. The catalog's
// identity, its queries and the stored time come from catalog/catalogformat.h, the headers from
// listingwords.h, both shared with the full program. tests/test_cli_launcher.cpp runs both
// programs on the same catalogs and compares what they print.

#include "catalog/catalogformat.h"
#include "core/rolenames.h"
#include "listingwords.h"

#include "builtintargets.h"

#include <sqlite3.h>

#include <cerrno>
#include <climits>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <dlfcn.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

extern char **environ;

namespace {

using st::catalogformat::StoredTime;
using st::cli::ListingWord;

// ---- text ------------------------------------------------------------------------------------

/// A growing byte buffer; `failed()` once memory ran out (the command is then handed over).
class Bytes
{
public:
    Bytes() = default;
    Bytes(const Bytes &) = delete;
    Bytes &operator=(const Bytes &) = delete;
    ~Bytes() { std::free(m_data); }

    void append(const char *text, size_t size)
    {
        if (!reserve(size))
            return;
        std::memcpy(m_data + m_size, text, size);
        m_size += size;
    }
    void append(const char *text) { append(text, std::strlen(text)); }
    void append(char c) { append(&c, 1); }
    void spaces(int count)
    {
        if (count <= 0 || !reserve(size_t(count)))
            return;
        std::memset(m_data + m_size, ' ', size_t(count));
        m_size += size_t(count);
    }
    const char *data() const { return m_data; }
    size_t size() const { return m_size; }
    bool failed() const { return m_failed; }

private:
    bool reserve(size_t more)
    {
        if (m_failed)
            return false;
        if (m_size + more <= m_capacity)
            return true;
        size_t capacity = m_capacity ? m_capacity : 4096;
        while (capacity < m_size + more)
            capacity *= 2;
        char *grown = static_cast<char *>(std::realloc(m_data, capacity));
        if (!grown) {
            m_failed = true;
            return false;
        }
        m_data = grown;
        m_capacity = capacity;
        return true;
    }

    char *m_data = nullptr;
    size_t m_size = 0;
    size_t m_capacity = 0;
    bool m_failed = false;
};

/// A growing array of plain values (trivially copyable: realloc moves them).
template<typename T>
class List
{
public:
    List() = default;
    List(const List &) = delete;
    List &operator=(const List &) = delete;
    ~List() { std::free(m_items); }

    T *add()
    {
        if (m_size == m_capacity) {
            const size_t capacity = m_capacity ? m_capacity * 2 : 256;
            T *grown = static_cast<T *>(std::realloc(m_items, capacity * sizeof(T)));
            if (!grown)
                return nullptr;
            m_items = grown;
            m_capacity = capacity;
        }
        m_items[m_size] = T{}; // plain values: assigning is constructing
        return &m_items[m_size++];
    }
    size_t size() const { return m_size; }
    const T &operator[](size_t i) const { return m_items[i]; }

private:
    T *m_items = nullptr;
    size_t m_size = 0;
    size_t m_capacity = 0;
};

/// Reads one character of strict UTF-8 (no overlong forms, no surrogates, at most U+10FFFF), as
/// QString::fromUtf8 reads valid text. Returns its length in bytes, or 0 when the bytes are not
/// valid UTF-8 (the full program would read a replacement character there).
int decodeUtf8(const unsigned char *text, size_t size, unsigned *code)
{
    const unsigned first = text[0];
    if (first < 0x80) {
        *code = first;
        return 1;
    }
    int length;
    unsigned low = 0x80, high = 0xbf;
    if (first >= 0xc2 && first <= 0xdf) {
        length = 2;
        *code = first & 0x1f;
    } else if (first >= 0xe0 && first <= 0xef) {
        length = 3;
        *code = first & 0x0f;
        if (first == 0xe0)
            low = 0xa0;
        if (first == 0xed)
            high = 0x9f;
    } else if (first >= 0xf0 && first <= 0xf4) {
        length = 4;
        *code = first & 0x07;
        if (first == 0xf0)
            low = 0x90;
        if (first == 0xf4)
            high = 0x8f;
    } else {
        return 0;
    }
    if (size < size_t(length))
        return 0;
    for (int i = 1; i < length; ++i) {
        const unsigned next = text[i];
        if (next < (i == 1 ? low : 0x80u) || next > (i == 1 ? high : 0xbfu))
            return 0;
        *code = (*code << 6) | (next & 0x3f);
    }
    return length;
}

/// The columns a terminal shows `code` in, as the full program's displayWidth() counts them,
/// for the characters whose width needs no table of Unicode's categories: everything below
/// U+0300 (one column) and the CJK ideographs, their punctuation and the full-width forms (two).
/// -1 for any other character: the full program measures those.
int characterWidth(unsigned code)
{
    if (code < 0x300)
        return 1;
    const bool wide = (code >= 0x3000 && code <= 0x3029) // ideographic space and punctuation (not the tone marks after)
        || (code >= 0x3400 && code <= 0x4dbf) || (code >= 0x4e00 && code <= 0x9fff) // ideographs
        || (code >= 0xff01 && code <= 0xff60); // full-width forms
    return wide ? 2 : -1;
}

/// The display width of UTF-8 `text`, or -1 when it is not valid UTF-8 or holds a character
/// characterWidth() does not know.
int displayWidth(const char *text, size_t size)
{
    const auto *bytes = reinterpret_cast<const unsigned char *>(text);
    int width = 0;
    for (size_t i = 0; i < size;) {
        unsigned code = 0;
        const int length = decodeUtf8(bytes + i, size - i, &code);
        const int columns = length ? characterWidth(code) : -1;
        if (columns < 0)
            return -1;
        width += columns;
        i += size_t(length);
    }
    return width;
}

bool equal(const char *a, const char *b)
{
    return std::strcmp(a, b) == 0;
}

bool startsWith(const char *text, const char *prefix)
{
    return std::strncmp(text, prefix, std::strlen(prefix)) == 0;
}

bool isAscii(const char *text)
{
    for (; *text; ++text) {
        if (static_cast<unsigned char>(*text) >= 0x80)
            return false;
    }
    return true;
}

/// Whether a text of the command line or the environment reads as the full program reads it:
/// Qt 6 decodes them as UTF-8; Qt 5 as the locale's encoding, taken as given for ASCII alone.
bool readsTheSame(const char *text)
{
#if ST_ARGUMENTS_ARE_UTF8
    const size_t size = std::strlen(text);
    const auto *bytes = reinterpret_cast<const unsigned char *>(text);
    for (size_t i = 0; i < size;) {
        unsigned code = 0;
        const int length = decodeUtf8(bytes + i, size - i, &code);
        if (!length)
            return false;
        i += size_t(length);
    }
    return true;
#else
    return isAscii(text);
#endif
}

// ---- the command line --------------------------------------------------------------------------

enum class Language { En, Zh };

/// parseLanguage() (core/localizedtext.cpp) of an ASCII text: trimmed, in any case, "en" or
/// "zh" alone or before "_" or "-". Returns 0 for en, 1 for zh, -1 for neither, -2 when the text
/// is not ASCII (the full program decides then).
int languageOf(const char *code)
{
    if (!isAscii(code))
        return -2;
    const auto space = [](char c) { return c == ' ' || (c >= '\t' && c <= '\r'); };
    while (space(*code))
        ++code;
    size_t length = std::strlen(code);
    while (length > 0 && space(code[length - 1]))
        --length;
    const auto lower = [](char c) { return c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a') : c; };
    for (int language = 0; language < 2; ++language) {
        const char *name = language == 0 ? "en" : "zh";
        if (length >= 2 && lower(code[0]) == name[0] && lower(code[1]) == name[1]
            && (length == 2 || code[2] == '_' || code[2] == '-'))
            return language;
    }
    return -1;
}

/// languageFromEnvironment() (core/localizedtext.cpp): LC_ALL, else LC_MESSAGES, else LANG, and
/// English for a value that names neither language. With none of them set the full program asks
/// QLocale, which is English when no locale variable is set at all; otherwise it decides.
bool languageFromEnvironment(Language *out)
{
    for (const char *variable : {"LC_ALL", "LC_MESSAGES", "LANG"}) {
        const char *value = std::getenv(variable);
        if (!value || !*value)
            continue;
        const int language = languageOf(value);
        if (language == -2)
            return false;
        *out = language == 1 ? Language::Zh : Language::En;
        return true;
    }
    for (char **variable = environ; *variable; ++variable) {
        const char *equals = std::strchr(*variable, '=');
        if ((startsWith(*variable, "LC_") || startsWith(*variable, "LANGUAGE=")) && equals && equals[1])
            return false;
    }
    *out = Language::En;
    return true;
}

enum class Command { TableList, DatabaseList };

/// What the command line asks for.
struct Request
{
    Command command = Command::TableList;
    Language language = Language::En;
    bool json = false;
    bool schemasGiven = false; ///< --schemas or STREAMTABLE_SCHEMAS: another default target may be among them
    const char *catalog = nullptr; ///< --catalog's value, or null
    const char *database = nullptr; ///< table list's
};

/// Reads the command line as cli.cpp's run() and the commands' parseArguments() read it, for
/// `table list DB` and `db list`; false for anything else, and for anything they would refuse.
bool readCommandLine(int argc, char **argv, Request *request)
{
    constexpr int MaxArguments = 32;
    const char *args[MaxArguments];
    int count = 0;
    for (int i = 1; i < argc; ++i) {
        if (count == MaxArguments || !readsTheSame(argv[i]))
            return false;
        args[count++] = argv[i];
    }
    const auto indexOf = [&](const char *name) {
        for (int i = 0; i < count; ++i) {
            if (equal(args[i], name))
                return i;
        }
        return -1;
    };
    const auto remove = [&](int at, int howMany) {
        for (int i = at; i + howMany < count; ++i)
            args[i] = args[i + howMany];
        count -= howMany;
    };
    // takeValue(): the first `name` and its value taken out; a missing or empty value, or the
    // option given twice, is a usage error.
    const auto takeValue = [&](const char *name, const char **value) {
        const int at = indexOf(name);
        if (at < 0)
            return true;
        if (at + 1 >= count || !*args[at + 1])
            return false;
        *value = args[at + 1];
        remove(at, 2);
        return indexOf(name) < 0;
    };

    const char *language = nullptr;
    if (!takeValue("--lang", &language))
        return false;
    if (language) {
        const int parsed = languageOf(language);
        if (parsed < 0)
            return false;
        request->language = parsed == 1 ? Language::Zh : Language::En;
    } else if (!languageFromEnvironment(&request->language)) {
        return false;
    }
    for (int at = indexOf("--json"); at >= 0; at = indexOf("--json")) {
        remove(at, 1);
        request->json = true;
    }
    const char *schemas = nullptr;
    if (!takeValue("--catalog", &request->catalog) || !takeValue("--schemas", &schemas))
        return false;
    const char *schemasFromEnvironment = std::getenv("STREAMTABLE_SCHEMAS");
    request->schemasGiven = schemas || (schemasFromEnvironment && *schemasFromEnvironment);
    if (indexOf("--help") >= 0 || indexOf("-h") >= 0 || indexOf("--version") >= 0)
        return false;
    if (count == 2 && equal(args[0], "db") && equal(args[1], "list")) {
        request->command = Command::DatabaseList;
        return true;
    }
    // A name starting with "--" is an option (or "--", which ends them) to the full program.
    if (count == 3 && equal(args[0], "table") && equal(args[1], "list") && *args[2] && !startsWith(args[2], "--")) {
        request->command = Command::TableList;
        request->database = args[2];
        return true;
    }
    return false;
}

/// nameKey() (core/names.cpp: NFC, then case folding) of a name whose key needs no Unicode
/// tables: ASCII, its capitals lowered, and CJK ideographs and punctuation, which both leave as
/// they are. False for any other name.
bool plainNameKey(const char *name, Bytes *key)
{
    const auto *bytes = reinterpret_cast<const unsigned char *>(name);
    const size_t size = std::strlen(name);
    for (size_t i = 0; i < size;) {
        unsigned code = 0;
        const int length = decodeUtf8(bytes + i, size - i, &code);
        if (!length)
            return false;
        if (code < 0x80) {
            key->append(char(code >= 'A' && code <= 'Z' ? code - 'A' + 'a' : code));
        } else {
            if (characterWidth(code) != 2 || (code >= 0xff01 && code <= 0xff60)) // full-width capitals fold
                return false;
            key->append(name + i, size_t(length));
        }
        i += size_t(length);
    }
    return !key->failed();
}

// ---- the catalog file --------------------------------------------------------------------------

/// The catalog file the full program opens (Catalog::resolvePath()): --catalog, else
/// STREAMTABLE_CATALOG, else the default in the user's data folder; false when finding that
/// needs Qt's rules (XDG_DATA_HOME set, an unusual HOME).
bool catalogPath(const Request &request, Bytes *path)
{
    const char *given = request.catalog;
    if (!given) {
        const char *fromEnvironment = std::getenv("STREAMTABLE_CATALOG");
        if (fromEnvironment && *fromEnvironment)
            given = fromEnvironment;
    }
    if (given) {
        if (!readsTheSame(given))
            return false;
        path->append(given);
    } else {
        // QStandardPaths' GenericDataLocation: $HOME/.local/share when XDG_DATA_HOME is unset,
        // HOME as QDir::cleanPath() leaves it (absolute, no "//", "/./", "/../", no trailing "/").
        const char *xdg = std::getenv("XDG_DATA_HOME");
        const char *home = std::getenv("HOME");
        if ((xdg && *xdg) || !home || home[0] != '/' || !home[1] || !readsTheSame(home) || std::strstr(home, "//")
            || std::strstr(home, "/./") || std::strstr(home, "/../") || home[std::strlen(home) - 1] == '/')
            return false;
        const size_t length = std::strlen(home);
        if ((length >= 2 && equal(home + length - 2, "/.")) || (length >= 3 && equal(home + length - 3, "/..")))
            return false;
        path->append(home);
        path->append("/.local/share/streamtable/catalog.sqlite");
    }
    path->append('\0');
    // A server (postgresql://...) and anything else with a colon are the full program's.
    return !path->failed() && !std::strchr(path->data(), ':');
}

/// Whether the file at `path` is one the full program would open as it is, read-only and
/// without checking it first (Catalog::open()): an existing, non-empty regular file that starts
/// as a SQLite database in WAL mode, its -wal and -shm regular files if they exist, and a -wal
/// with content only while another program has it in use (else the full program checks the file
/// before it lets SQLite replay that -wal).
bool opensAsItIs(const char *path)
{
    struct stat status;
    if (::stat(path, &status) != 0 || !S_ISREG(status.st_mode) || status.st_size == 0)
        return false;
    char companion[PATH_MAX];
    bool walHasContent = false;
    for (const char *suffix : {"-wal", "-shm"}) {
        if (std::snprintf(companion, sizeof companion, "%s%s", path, suffix) >= int(sizeof companion))
            return false;
        struct stat companionStatus;
        if (::stat(companion, &companionStatus) == 0) {
            if (!S_ISREG(companionStatus.st_mode))
                return false;
            if (equal(suffix, "-wal"))
                walHasContent = companionStatus.st_size > 0;
        } else if (errno != ENOENT) {
            return false;
        }
    }
    const int file = ::open(path, O_RDONLY | O_CLOEXEC);
    if (file < 0)
        return false;
    unsigned char header[100];
    const ssize_t read = ::read(file, header, sizeof header);
    ::close(file);
    // The header's "read version" byte (offset 18) is 2 in WAL mode.
    if (read < 19 || std::memcmp(header, "SQLite format 3", 16) != 0 || header[18] != 2)
        return false;
    if (!walHasContent)
        return true;
    // walInUse() (catalogschema.cpp): a connection that has the -wal in use holds a read lock on
    // byte 128 of the -shm.
    std::snprintf(companion, sizeof companion, "%s-shm", path);
    const int shm = ::open(companion, O_RDONLY | O_CLOEXEC);
    if (shm < 0)
        return false;
    struct flock probe = {};
    probe.l_type = F_WRLCK;
    probe.l_whence = SEEK_SET;
    probe.l_start = 128;
    probe.l_len = 1;
    const bool inUse = ::fcntl(shm, F_GETLK, &probe) == 0 && probe.l_type != F_UNLCK;
    ::close(shm);
    return inUse;
}

// The functions of SQLite used here, from the system's libsqlite3 (the library Qt's SQLite
// driver uses for the full program), loaded only once a listing is to be answered: a command
// handed over does not pay for loading it (about a millisecond).
#define ST_SQLITE_FUNCTIONS(X)                                                                                         \
    X(open_v2) X(close) X(busy_timeout) X(prepare_v2) X(step) X(finalize) X(bind_text) X(column_type) X(column_int64) \
        X(column_text) X(column_bytes)

struct SqliteFunctions
{
#define ST_SQLITE_DECLARE(name) decltype(&sqlite3_##name) name;
    ST_SQLITE_FUNCTIONS(ST_SQLITE_DECLARE)
#undef ST_SQLITE_DECLARE
};

SqliteFunctions sqlite; // all null until loadSqlite()

/// Loads libsqlite3 and finds the functions; false when it cannot (the full program answers).
bool loadSqlite()
{
    void *library = ::dlopen(ST_SQLITE_LIBRARY, RTLD_NOW | RTLD_LOCAL);
    if (!library)
        return false;
#define ST_SQLITE_RESOLVE(name)                                                                                          \
    sqlite.name = reinterpret_cast<decltype(&sqlite3_##name)>(::dlsym(library, "sqlite3_" #name));                      \
    if (!sqlite.name)                                                                                                    \
        return false;
    ST_SQLITE_FUNCTIONS(ST_SQLITE_RESOLVE)
#undef ST_SQLITE_RESOLVE
    return true;
}

/// A read-only connection to the catalog, closed with the object.
class Connection
{
public:
    explicit Connection(const char *path)
    {
        if (sqlite.open_v2(path, &m_db, SQLITE_OPEN_READONLY, nullptr) != SQLITE_OK) {
            sqlite.close(m_db);
            m_db = nullptr;
            return;
        }
        sqlite.busy_timeout(m_db, st::catalogformat::BusyTimeoutMs);
    }
    Connection(const Connection &) = delete;
    Connection &operator=(const Connection &) = delete;
    ~Connection() { sqlite.close(m_db); }
    sqlite3 *db() const { return m_db; }

    /// The first column of `sql`'s one row, an integer; false when it is not that.
    bool integer(const char *sql, sqlite3_int64 *out) const
    {
        sqlite3_stmt *statement = nullptr;
        bool ok = sqlite.prepare_v2(m_db, sql, -1, &statement, nullptr) == SQLITE_OK && sqlite.step(statement) == SQLITE_ROW
            && sqlite.column_type(statement, 0) == SQLITE_INTEGER;
        if (ok)
            *out = sqlite.column_int64(statement, 0);
        sqlite.finalize(statement);
        return ok;
    }

    /// Whether the file is a catalog of the format this program writes (judge() would let it
    /// pass and no upgrade is due).
    bool isCurrentCatalog() const
    {
        sqlite3_int64 version = 0, application = 0;
        return m_db && integer("PRAGMA user_version", &version) && integer("PRAGMA application_id", &application)
            && version == st::catalogformat::CurrentVersion && application == st::catalogformat::ApplicationId;
    }

private:
    sqlite3 *m_db = nullptr;
};

/// A prepared query, finalized with the object.
class Query
{
public:
    Query(const Connection &connection, const char *sql)
    {
        if (sqlite.prepare_v2(connection.db(), sql, -1, &m_statement, nullptr) != SQLITE_OK) {
            sqlite.finalize(m_statement);
            m_statement = nullptr;
        }
    }
    Query(const Query &) = delete;
    Query &operator=(const Query &) = delete;
    ~Query() { sqlite.finalize(m_statement); }

    bool bind(const Bytes &text)
    {
        return m_statement && sqlite.bind_text(m_statement, 1, text.data(), int(text.size()), SQLITE_STATIC) == SQLITE_OK;
    }
    /// The next row: 1, none left: 0, an error: -1.
    int next()
    {
        if (!m_statement)
            return -1;
        const int status = sqlite.step(m_statement);
        return status == SQLITE_ROW ? 1 : status == SQLITE_DONE ? 0 : -1;
    }
    /// A text column as stored (UTF-8), or null when the column is not text.
    const char *text(int column, size_t *size) const
    {
        if (sqlite.column_type(m_statement, column) != SQLITE_TEXT)
            return nullptr;
        const char *value = reinterpret_cast<const char *>(sqlite.column_text(m_statement, column));
        *size = size_t(sqlite.column_bytes(m_statement, column));
        return value;
    }
    /// An integer column in the range of an int, as the full program reads it.
    bool integer(int column, int *out) const
    {
        if (sqlite.column_type(m_statement, column) != SQLITE_INTEGER)
            return false;
        const sqlite3_int64 value = sqlite.column_int64(m_statement, column);
        if (value < INT_MIN || value > INT_MAX)
            return false;
        *out = int(value);
        return true;
    }

private:
    sqlite3_stmt *m_statement = nullptr;
};

// ---- the listings --------------------------------------------------------------------------------

/// A piece of text kept in a Bytes (the rows' texts are copied out of SQLite's row), with its
/// display width.
struct Text
{
    size_t at;
    size_t size;
    int width;
};

/// Copies the text column into `store`; false when it is not text the full program prints the
/// same way (see displayWidth()), or, with `json`, a control character (which its JSON escapes).
bool keepText(const Query &query, int column, bool json, Bytes *store, Text *out)
{
    size_t size = 0;
    const char *value = query.text(column, &size);
    if (!value)
        return false;
    out->width = displayWidth(value, size);
    if (out->width < 0)
        return false;
    if (json) {
        for (size_t i = 0; i < size; ++i) {
            if (static_cast<unsigned char>(value[i]) < 0x20 || value[i] == 0x7f)
                return false;
        }
    }
    out->at = store->size();
    out->size = size;
    store->append(value, size);
    return !store->failed();
}

/// A stored time column read (catalogformat::parseStoredTime()); false for any other form.
bool keepTime(const Query &query, int column, StoredTime *out)
{
    size_t size = 0;
    const char *value = query.text(column, &size);
    return value && st::catalogformat::parseStoredTime(value, int(size), out);
}

/// `value` in decimal, with leading zeros to `digits` digits (QString::number() for digits 1),
/// written at the end of `text` (24 bytes, no terminating zero); returns where it starts.
int formatDigits(long long value, int digits, char (&text)[24])
{
    int at = sizeof text;
    unsigned long long rest = value < 0 ? 0ULL - static_cast<unsigned long long>(value) : static_cast<unsigned long long>(value);
    do {
        text[--at] = char('0' + rest % 10);
        rest /= 10;
    } while (rest > 0 || int(sizeof text) - at < digits);
    if (value < 0)
        text[--at] = '-';
    return at;
}

void appendDigits(Bytes *out, long long value, int digits)
{
    char text[24];
    const int at = formatDigits(value, digits, text);
    out->append(text + at, sizeof text - size_t(at));
}

/// A number's decimal text (QString::number()).
struct Decimal
{
    explicit Decimal(int value)
    {
        char digits[24];
        const int at = formatDigits(value, 1, digits);
        size = int(sizeof digits) - at;
        std::memcpy(text, digits + at, size_t(size));
    }
    char text[24];
    int size;
};

/// timeText() (catalogcommands.cpp): `2026-05-01 12:00:00 UTC`.
void appendListedTime(Bytes *out, const StoredTime &t)
{
    appendDigits(out, t.year, 4);
    out->append('-');
    appendDigits(out, t.month, 2);
    out->append('-');
    appendDigits(out, t.day, 2);
    out->append(' ');
    appendDigits(out, t.hour, 2);
    out->append(':');
    appendDigits(out, t.minute, 2);
    out->append(':');
    appendDigits(out, t.second, 2);
    out->append(" UTC");
}

/// QJsonDocument::toJson(Indented) of an array of flat objects, as printJson() writes a listing:
/// four spaces a level, `"key": value` members. The members are given in the order QJsonObject
/// keeps them, their keys sorted.
class JsonArray
{
public:
    explicit JsonArray(Bytes *out) : m_out(out) { out->append("[\n"); }

    void beginObject()
    {
        m_out->append(m_objects++ ? ",\n    {\n" : "    {\n");
        m_members = 0;
    }
    void endObject() { m_out->append("\n    }"); }
    /// The array's end; an empty array is `[` and `]` on two lines.
    void end() { m_out->append(m_objects ? "\n]\n" : "]\n"); }

    /// A string member; keepText() let no control character through, so only `"` and `\` are
    /// escaped.
    void string(const char *key, const char *text, size_t size)
    {
        member(key);
        m_out->append('"');
        for (size_t i = 0; i < size; ++i) {
            if (text[i] == '"' || text[i] == '\\')
                m_out->append('\\');
            m_out->append(text[i]);
        }
        m_out->append('"');
    }
    void number(const char *key, int value)
    {
        member(key);
        appendDigits(m_out, value, 1);
    }
    /// timeJson() (catalogcommands.cpp), Qt::ISODateWithMs in UTC: the stored form.
    void time(const char *key, const StoredTime &t)
    {
        member(key);
        m_out->append('"');
        appendDigits(m_out, t.year, 4);
        m_out->append('-');
        appendDigits(m_out, t.month, 2);
        m_out->append('-');
        appendDigits(m_out, t.day, 2);
        m_out->append('T');
        appendDigits(m_out, t.hour, 2);
        m_out->append(':');
        appendDigits(m_out, t.minute, 2);
        m_out->append(':');
        appendDigits(m_out, t.second, 2);
        m_out->append('.');
        appendDigits(m_out, t.msec, 3);
        m_out->append("Z\"");
    }

private:
    void member(const char *key)
    {
        if (m_members++)
            m_out->append(",\n");
        m_out->spaces(8);
        m_out->append('"');
        m_out->append(key);
        m_out->append("\": ");
    }

    Bytes *m_out;
    int m_objects = 0;
    int m_members = 0;
};

const char *word(const ListingWord &w, Language language)
{
    return language == Language::Zh ? w.zh : w.en;
}

int wordWidth(const ListingWord &w, Language language)
{
    const char *text = word(w, language);
    return displayWidth(text, std::strlen(text));
}

/// The columns of a listing as printAligned() (catalogcommands.cpp) lays them out: every column
/// but the last as wide as its widest cell, header included, and two spaces before the next.
template<int Columns>
class AlignedColumns
{
public:
    AlignedColumns(const ListingWord (&header)[Columns], Language language) : m_header(header), m_language(language)
    {
        for (int i = 0; i < Columns; ++i)
            m_widths[i] = wordWidth(header[i], language);
    }
    void widen(int column, int width) { m_widths[column] = width > m_widths[column] ? width : m_widths[column]; }
    void appendHeader(Bytes *out) const
    {
        for (int i = 0; i < Columns; ++i) {
            const char *text = word(m_header[i], m_language);
            appendCell(out, i, text, std::strlen(text), wordWidth(m_header[i], m_language));
        }
        out->append('\n');
    }
    /// A cell of `width` columns and the spaces after it (none after the last column's).
    void appendCell(Bytes *out, int column, const char *text, size_t size, int width) const
    {
        out->append(text, size);
        if (column + 1 < Columns)
            out->spaces(m_widths[column] - width + 2);
    }

private:
    const ListingWord (&m_header)[Columns];
    Language m_language;
    int m_widths[Columns];
};

/// One row of `table list`.
struct TableRow
{
    Text name;
    Text connector;
    int role; ///< index into RoleNames
    int revision;
    StoredTime saved;
    StoredTime created;
};

/// `table list DB`: printTables() (catalogcommands.cpp) of Catalog::list()'s rows. False (with
/// nothing in `out`) where the full program answers: no such database, a row it would read or
/// print differently.
bool listTables(const Connection &connection, const Request &request, Bytes *out)
{
    Bytes key;
    if (!plainNameKey(request.database, &key))
        return false;
    Query query(connection, st::catalogformat::ListTablesSql);
    if (!query.bind(key))
        return false;
    Bytes texts;
    List<TableRow> rows;
    int status;
    while ((status = query.next()) == 1) {
        TableRow *row = rows.add();
        if (!row || !keepText(query, 1, request.json, &texts, &row->name)
            || !keepText(query, 2, request.json, &texts, &row->connector) || !query.integer(4, &row->revision)
            || !keepTime(query, 5, &row->saved) || (request.json && !keepTime(query, 6, &row->created)))
            return false;
        size_t size = 0;
        const char *role = query.text(3, &size);
        row->role = -1;
        for (int i = 0; role && i < int(sizeof st::RoleNames / sizeof st::RoleNames[0]); ++i) {
            if (std::strlen(st::RoleNames[i]) == size && std::memcmp(role, st::RoleNames[i], size) == 0)
                row->role = i;
        }
        if (row->role < 0) // the full program reads an unknown role as a source
            return false;
    }
    if (status < 0)
        return false;
    if (rows.size() == 0) { // an empty database, or none (an error, the full program's)
        Query database(connection, st::catalogformat::DatabaseIdSql);
        if (!database.bind(key) || database.next() != 1)
            return false;
    }
    const auto text = [&texts](const Text &t) { return texts.data() + t.at; };

    if (request.json) {
        JsonArray json(out);
        for (size_t r = 0; r < rows.size(); ++r) {
            const TableRow &row = rows[r];
            const char *role = st::RoleNames[row.role];
            json.beginObject();
            json.string("connector", text(row.connector), row.connector.size);
            json.time("createdAt", row.created);
            json.string("name", text(row.name), row.name.size);
            json.number("revision", row.revision);
            json.string("role", role, std::strlen(role));
            json.time("savedAt", row.saved);
            json.endObject();
        }
        json.end();
        return !out->failed();
    }

    AlignedColumns columns(st::cli::TableListHeader, request.language);
    for (size_t r = 0; r < rows.size(); ++r) {
        const TableRow &row = rows[r];
        columns.widen(0, row.name.width);
        columns.widen(1, row.connector.width);
        columns.widen(2, int(std::strlen(st::RoleNames[row.role])));
        columns.widen(3, Decimal(row.revision).size);
    }
    columns.appendHeader(out);
    for (size_t r = 0; r < rows.size(); ++r) {
        const TableRow &row = rows[r];
        const char *role = st::RoleNames[row.role];
        const Decimal revision(row.revision);
        columns.appendCell(out, 0, text(row.name), row.name.size, row.name.width);
        columns.appendCell(out, 1, text(row.connector), row.connector.size, row.connector.width);
        columns.appendCell(out, 2, role, std::strlen(role), int(std::strlen(role)));
        columns.appendCell(out, 3, revision.text, size_t(revision.size), revision.size);
        appendListedTime(out, row.saved);
        out->append('\n');
    }
    return !out->failed();
}

/// One row of `db list`.
struct DatabaseRow
{
    Text name;
    Text comment;
    Text target; ///< empty: the default target
    int tables;
    StoredTime created;
};

/// `db list`: the rows of Catalog::databases() as the full program's dbCommand() prints them.
bool listDatabases(const Connection &connection, const Request &request, Bytes *out)
{
    Query query(connection, st::catalogformat::ListDatabasesSql);
    Bytes texts;
    List<DatabaseRow> rows;
    int status;
    while ((status = query.next()) == 1) {
        DatabaseRow *row = rows.add();
        if (!row || !keepText(query, 0, request.json, &texts, &row->name) || !keepText(query, 1, request.json, &texts, &row->comment)
            || !query.integer(3, &row->tables) || !keepText(query, 4, request.json, &texts, &row->target)
            || (request.json && !keepTime(query, 2, &row->created)))
            return false;
        // The default target is the built-in one unless schema folders are given, which may
        // hold another (Context::defaultTargetId()).
        if (row->target.size == 0 && request.schemasGiven)
            return false;
    }
    if (status < 0)
        return false;
    const char *defaultTarget = STREAMTABLE_BUILTIN_DEFAULT_TARGET;
    const Text defaultTargetText = {0, std::strlen(defaultTarget), displayWidth(defaultTarget, std::strlen(defaultTarget))};
    const auto text = [&texts](const Text &t) { return texts.data() + t.at; };
    const auto target = [&](const DatabaseRow &row) { return row.target.size ? text(row.target) : defaultTarget; };
    const auto targetText = [&](const DatabaseRow &row) { return row.target.size ? row.target : defaultTargetText; };

    if (request.json) {
        JsonArray json(out);
        for (size_t r = 0; r < rows.size(); ++r) {
            const DatabaseRow &row = rows[r];
            json.beginObject();
            json.string("comment", text(row.comment), row.comment.size);
            json.time("createdAt", row.created);
            json.string("name", text(row.name), row.name.size);
            json.number("tables", row.tables);
            json.string("target", target(row), targetText(row).size);
            json.endObject();
        }
        json.end();
        return !out->failed();
    }

    AlignedColumns columns(st::cli::DatabaseListHeader, request.language);
    for (size_t r = 0; r < rows.size(); ++r) {
        const DatabaseRow &row = rows[r];
        columns.widen(0, row.name.width);
        columns.widen(1, Decimal(row.tables).size);
        columns.widen(2, targetText(row).width);
    }
    columns.appendHeader(out);
    for (size_t r = 0; r < rows.size(); ++r) {
        const DatabaseRow &row = rows[r];
        const Decimal tables(row.tables);
        columns.appendCell(out, 0, text(row.name), row.name.size, row.name.width);
        columns.appendCell(out, 1, tables.text, size_t(tables.size), tables.size);
        columns.appendCell(out, 2, target(row), targetText(row).size, targetText(row).width);
        columns.appendCell(out, 3, text(row.comment), row.comment.size, row.comment.width);
        out->append('\n');
    }
    return !out->failed();
}

/// The listing the command line asks for, when this program can give it (see the top).
bool answer(int argc, char **argv, Bytes *out)
{
    Request request;
    Bytes path;
    if (!readCommandLine(argc, argv, &request) || !catalogPath(request, &path) || !opensAsItIs(path.data()))
        return false;
    if (!loadSqlite())
        return false;
    const Connection connection(path.data());
    if (!connection.isCurrentCatalog())
        return false;
    return request.command == Command::TableList ? listTables(connection, request, out) : listDatabases(connection, request, out);
}

bool writeAll(int fd, const char *data, size_t size)
{
    while (size > 0) {
        const ssize_t written = ::write(fd, data, size);
        if (written < 0 && errno == EINTR)
            continue;
        if (written <= 0)
            return false;
        data += written;
        size -= size_t(written);
    }
    return true;
}

/// Runs the full program, a library at ST_CLI_LIBRARY from this program's folder (the same in
/// the build tree and installed: bin/ and lib/streamtable/), with the same arguments. Loading it
/// costs what starting it as a program costs, less the second process start (about 1.5 ms).
int runFullProgram(int argc, char **argv)
{
    char path[PATH_MAX];
    const ssize_t length = ::readlink("/proc/self/exe", path, sizeof path - 1);
    const char *problem = "the program's own path is unknown (/proc/self/exe)";
    if (length > 0) {
        path[length] = '\0';
        char *slash = std::strrchr(path, '/');
        const size_t folder = slash ? size_t(slash - path) + 1 : 0;
        if (slash && folder + std::strlen(ST_CLI_LIBRARY) < sizeof path) {
            std::strcpy(path + folder, ST_CLI_LIBRARY);
            if (void *library = ::dlopen(path, RTLD_NOW | RTLD_GLOBAL)) {
                using ProgramMain = int (*)(int, char **);
                if (const auto programMain = reinterpret_cast<ProgramMain>(::dlsym(library, "streamtable_cli_main")))
                    return programMain(argc, argv);
            }
            problem = ::dlerror();
        }
    }
    std::fprintf(stderr, "streamtable: cannot load the program's library %s: %s\n", ST_CLI_LIBRARY, problem ? problem : "unknown error");
    return 2;
}

} // namespace

int main(int argc, char **argv)
{
    {
        Bytes out;
        if (answer(argc, argv, &out)) {
            if (writeAll(STDOUT_FILENO, out.data(), out.size()))
                return 0;
            std::fprintf(stderr, "streamtable: cannot write the output: %s\n", std::strerror(errno));
            return 2;
        }
    } // the catalog closed, the memory freed, before the full program runs
    return runFullProgram(argc, argv);
}

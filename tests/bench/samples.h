#pragma once

// The generated samples of the inference benchmarks (bench_inference, bench_jsonlibs), in one
// place so that every program measures the same bytes.

#include <QByteArray>

namespace st::bench {

/// JSON lines, 100,000 of them about 16.7 MB: an id, epoch milliseconds, a nested object, an ISO-8601
/// time, a string array and a note.
inline QByteArray jsonLines(int count)
{
    QByteArray data;
    data.reserve(count * 110);
    for (int i = 0; i < count; ++i) {
        data += "{\"id\": " + QByteArray::number(i) + ", \"ts\": " + QByteArray::number(1700000000000LL + i)
              + ", \"user\": {\"name\": \"user" + QByteArray::number(i % 977) + "\", \"score\": " + QByteArray::number(i * 0.5)
              + "}, \"at\": \"2024-01-31T10:00:00.123Z\", \"tags\": [\"a\", \"b\"], \"note\": \"" + QByteArray(20, 'x') + "\"}\n";
    }
    return data;
}

inline QByteArray debeziumLines(int count)
{
    QByteArray data;
    data.reserve(count * 200);
    for (int i = 0; i < count; ++i) {
        data += "{\"before\": null, \"after\": {\"id\": " + QByteArray::number(i) + ", \"name\": \"product" + QByteArray::number(i % 977)
              + "\", \"weight\": " + QByteArray::number(i * 0.25) + "}, \"source\": {\"db\": \"inventory\", \"table\": \"products\"}, "
              + "\"op\": \"c\", \"ts_ms\": " + QByteArray::number(1700000000000LL + i) + "}\n";
    }
    return data;
}

inline QByteArray csvRows(int count)
{
    QByteArray data("id;name;price;created;active\n");
    data.reserve(count * 60);
    for (int i = 0; i < count; ++i) {
        data += QByteArray::number(i) + ";\"name " + QByteArray::number(i % 977) + "\";" + QByteArray::number(i * 0.5)
              + ";2024-01-31 10:00:00.123;" + (i % 2 ? "true" : "false") + "\n";
    }
    return data;
}

} // namespace st::bench

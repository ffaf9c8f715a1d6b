// Issue 25: simdjson against the inference's own JSON reader (model/infer/jsonreader), on the
// JSON-lines and Debezium samples of bench_inference, beside the whole inference of the same
// sample, so that the share of parsing in what the user waits for is visible. Each line is
// read on its own, as inference reads JSON lines (an error names its line, a line may hold a
// record key and its value). Three readers:
//   - Ours: readJson into the JsonNode tree inference works on (member order kept, integers
//     told from fractions, strings as QString).
//   - SimdjsonWalk: simdjson's DOM parser, then every value visited in member order, integers
//     told from fractions, strings left as UTF-8 views: the most simdjson can give.
//   - SimdjsonTree: the same walk building the JsonNode tree, which is what adopting simdjson
//     would cost, since the shapes are made from that tree and their names are QStrings.

#include "infer/inference.h"
#include "infer/jsonreader.h"
#include "samples.h"

#include <benchmark/benchmark.h>
#include <simdjson.h>

#include <vector>

namespace {

using namespace st::bench;
using st::infer::JsonNode;

/// Calls `f(pointer, length)` for each non-blank line of `data`.
template<typename F>
void forEachLine(const char *data, size_t size, F f)
{
    size_t start = 0;
    while (start < size) {
        const char *nl = static_cast<const char *>(memchr(data + start, '\n', size - start));
        const size_t end = nl ? size_t(nl - data) : size;
        if (end > start)
            f(data + start, end - start, start);
        start = end + 1;
    }
}

/// Visits every value in document order; returns a sum of what it saw, so that nothing is
/// optimized away.
int64_t walk(simdjson::dom::element v)
{
    using simdjson::dom::element_type;
    switch (v.type()) {
    case element_type::OBJECT: {
        int64_t sum = 0;
        for (const simdjson::dom::key_value_pair field : simdjson::dom::object(v))
            sum += int64_t(field.key.size()) + walk(field.value);
        return sum;
    }
    case element_type::ARRAY: {
        int64_t sum = 0;
        for (const simdjson::dom::element item : simdjson::dom::array(v))
            sum += walk(item);
        return sum;
    }
    case element_type::INT64: return 1 + (int64_t(v) & 1);
    case element_type::UINT64: return 1 + (uint64_t(v) & 1);
    case element_type::DOUBLE: return 2 + (double(v) > 0);
    case element_type::STRING: return int64_t(std::string_view(v).size());
    case element_type::BOOL: return 1 + bool(v);
    case element_type::NULL_VALUE: return 1;
    }
    return 0;
}

/// The JsonNode tree of `v`, as our reader makes it (a uint64 past qint64 is a Float there too).
void toTree(simdjson::dom::element v, JsonNode *out)
{
    using simdjson::dom::element_type;
    switch (v.type()) {
    case element_type::OBJECT:
        out->type = JsonNode::Type::Object;
        for (const simdjson::dom::key_value_pair field : simdjson::dom::object(v)) {
            out->members.emplace_back(QString::fromUtf8(field.key.data(), qsizetype(field.key.size())), JsonNode());
            toTree(field.value, &out->members.back().second);
        }
        return;
    case element_type::ARRAY:
        out->type = JsonNode::Type::Array;
        for (const simdjson::dom::element item : simdjson::dom::array(v)) {
            out->items.emplace_back();
            toTree(item, &out->items.back());
        }
        return;
    case element_type::INT64:
        out->type = JsonNode::Type::Integer;
        out->integer = qint64(int64_t(v));
        return;
    case element_type::UINT64:
        out->type = JsonNode::Type::Float;
        out->number = double(uint64_t(v));
        return;
    case element_type::DOUBLE:
        out->type = JsonNode::Type::Float;
        out->number = double(v);
        return;
    case element_type::STRING: {
        out->type = JsonNode::Type::String;
        const std::string_view s(v);
        out->string = QString::fromUtf8(s.data(), qsizetype(s.size()));
        return;
    }
    case element_type::BOOL:
        out->type = JsonNode::Type::Bool;
        out->boolean = bool(v);
        return;
    case element_type::NULL_VALUE: out->type = JsonNode::Type::Null; return;
    }
}

const QByteArray &sample(bool debezium)
{
    static const QByteArray json = jsonLines(100000);
    static const QByteArray events = debeziumLines(100000);
    return debezium ? events : json;
}

void counters(benchmark::State &state, const QByteArray &data)
{
    state.counters["MB"] = double(data.size()) / 1e6;
    state.SetBytesProcessed(int64_t(state.iterations()) * data.size());
}

void BM_Ours(benchmark::State &state)
{
    const QByteArray &data = sample(state.range(0));
    for (auto _ : state) {
        size_t values = 0;
        forEachLine(data.constData(), size_t(data.size()), [&](const char *line, size_t length, size_t) {
            JsonNode node;
            st::LocalizedText error;
            if (!st::infer::readJson(QByteArray::fromRawData(line, qsizetype(length)), &node, &error))
                state.SkipWithError("our reader refused a line");
            values += node.members.size();
        });
        benchmark::DoNotOptimize(values);
    }
    counters(state, data);
}
BENCHMARK(BM_Ours)->Arg(0)->Arg(1)->ArgName("debezium")->Unit(benchmark::kMillisecond);

/// simdjson reads up to SIMDJSON_PADDING bytes past a text: the sample is copied once into a
/// padded buffer (outside the timing), so each line is a view into it with the padding behind.
/// The DOM API is used, not On-Demand: the DOM parser is compiled into libsimdjson with every
/// kernel and picks the machine's best at run time, where On-Demand is compiled into this
/// program for the baseline x86-64 a distribution builds for, which is simdjson's scalar
/// fallback. The DOM keeps members in document order and tells int64, uint64 and double apart.
template<typename PerLine>
void simdjsonLines(benchmark::State &state, PerLine perLine)
{
    const QByteArray &data = sample(state.range(0));
    const simdjson::padded_string padded(data.constData(), size_t(data.size()));
    simdjson::dom::parser parser;
    for (auto _ : state) {
        int64_t sum = 0;
        forEachLine(padded.data(), padded.size(), [&](const char *line, size_t length, size_t) {
            simdjson::dom::element root;
            if (parser.parse(line, length, false).get(root)) {
                state.SkipWithError("simdjson refused a line");
                return;
            }
            sum += perLine(root);
        });
        benchmark::DoNotOptimize(sum);
    }
    counters(state, data);
    state.SetLabel(simdjson::get_active_implementation()->name());
}

void BM_SimdjsonWalk(benchmark::State &state)
{
    simdjsonLines(state, [](simdjson::dom::element root) { return walk(root); });
}
BENCHMARK(BM_SimdjsonWalk)->Arg(0)->Arg(1)->ArgName("debezium")->Unit(benchmark::kMillisecond);

void BM_SimdjsonTree(benchmark::State &state)
{
    simdjsonLines(state, [](simdjson::dom::element root) -> int64_t {
        JsonNode node;
        toTree(root, &node);
        benchmark::DoNotOptimize(node);
        return int64_t(node.members.size());
    });
}
BENCHMARK(BM_SimdjsonTree)->Arg(0)->Arg(1)->ArgName("debezium")->Unit(benchmark::kMillisecond);

/// What the user waits for: the whole inference (our reader, shapes merged, columns made).
void BM_Inference(benchmark::State &state)
{
    const QByteArray &data = sample(state.range(0));
    const st::SampleKind kind = state.range(0) ? st::SampleKind::Debezium : st::SampleKind::Json;
    for (auto _ : state) {
        const st::InferenceResult r = st::inferColumns(kind, data);
        if (r.unreadable || r.columns.isEmpty())
            state.SkipWithError("inference failed");
        benchmark::DoNotOptimize(r);
    }
    counters(state, data);
}
BENCHMARK(BM_Inference)->Arg(0)->Arg(1)->ArgName("debezium")->Unit(benchmark::kMillisecond);

} // namespace

BENCHMARK_MAIN();

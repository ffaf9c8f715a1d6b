#include "catalog/serveranswerwatch.h"

#include <QSqlDriver>
#include <QVariant>

#include <algorithm>
#include <cstddef>
#include <cstring>

#include <dlfcn.h>
#include <linux/tcp.h>
#include <netinet/in.h>
#include <sys/socket.h>

namespace st {

struct AnswerMark
{
    /// The connection's tcpi_bytes_sent when libpq last made a result of an answer.
    std::atomic<quint64> sentAtLastAnswer{0};
};

namespace {

/// libpq's functions, from the libpq the QPSQL plugin loaded: the program does not link libpq
/// itself (its SQLite-only commands would load it for nothing). Declared as libpq-fe.h and
/// libpq-events.h declare them (stable since PostgreSQL 8.4).
enum PGEventId { PGEVT_REGISTER = 0, PGEVT_CONNRESET, PGEVT_CONNDESTROY, PGEVT_RESULTCREATE };
struct PGEventConn // PGEventRegister, PGEventConnDestroy
{
    void *conn;
};
struct PGEventResultCreate
{
    void *conn;
    void *result;
};
using PGEventProc = int (*)(PGEventId, void *, void *);
constexpr int PGRES_SINGLE_TUPLE = 9; // one row of an answer in single-row mode, more to come

struct Libpq
{
    int (*socket)(const void *) = nullptr;
    int (*registerEventProc)(void *, PGEventProc, const char *, void *) = nullptr;
    void *(*instanceData)(const void *, PGEventProc) = nullptr;
    int (*setInstanceData)(void *, PGEventProc, void *) = nullptr;
    int (*resultStatus)(const void *) = nullptr;

    bool complete() const { return socket && registerEventProc && instanceData && setInstanceData && resultStatus; }
};

const Libpq &libpq()
{
    static const Libpq functions = [] {
        Libpq f;
        void *library = dlopen("libpq.so.5", RTLD_LAZY | RTLD_NOLOAD);
        if (!library)
            return f;
        f.socket = reinterpret_cast<decltype(f.socket)>(dlsym(library, "PQsocket"));
        f.registerEventProc = reinterpret_cast<decltype(f.registerEventProc)>(dlsym(library, "PQregisterEventProc"));
        f.instanceData = reinterpret_cast<decltype(f.instanceData)>(dlsym(library, "PQinstanceData"));
        f.setInstanceData = reinterpret_cast<decltype(f.setInstanceData)>(dlsym(library, "PQsetInstanceData"));
        f.resultStatus = reinterpret_cast<decltype(f.resultStatus)>(dlsym(library, "PQresultStatus"));
        return f;
    }();
    return functions;
}

/// The kernel's statistics of TCP socket `socket`; false for any other socket, or a kernel
/// without tcpi_bytes_sent (before Linux 5.5).
bool tcpInfo(int socket, tcp_info *info)
{
    std::memset(info, 0, sizeof *info);
    socklen_t size = sizeof *info;
    return socket >= 0 && getsockopt(socket, IPPROTO_TCP, TCP_INFO, info, &size) == 0
        && size >= offsetof(tcp_info, tcpi_bytes_sent) + sizeof info->tcpi_bytes_sent;
}

quint64 bytesSent(int socket)
{
    tcp_info info;
    return tcpInfo(socket, &info) ? info.tcpi_bytes_sent : 0;
}

/// Each connection's mark is its instance data: a std::shared_ptr<AnswerMark> made when the
/// procedure is registered and deleted with the connection, so that a watch that holds it can
/// outlive or predate the connection.
int answerEvents(PGEventId event, void *info, void *)
{
    const Libpq &pq = libpq();
    if (event == PGEVT_REGISTER) {
        void *conn = static_cast<PGEventConn *>(info)->conn;
        return pq.setInstanceData(conn, &answerEvents, new std::shared_ptr<AnswerMark>(std::make_shared<AnswerMark>()));
    }
    if (event == PGEVT_CONNDESTROY) {
        void *conn = static_cast<PGEventConn *>(info)->conn;
        delete static_cast<std::shared_ptr<AnswerMark> *>(pq.instanceData(conn, &answerEvents));
        return 1;
    }
    if (event == PGEVT_RESULTCREATE) {
        const auto *created = static_cast<PGEventResultCreate *>(info);
        // A row of single-row mode: the rest of the answer is still coming.
        if (pq.resultStatus(created->result) == PGRES_SINGLE_TUPLE)
            return 1;
        if (auto *mark = static_cast<std::shared_ptr<AnswerMark> *>(pq.instanceData(created->conn, &answerEvents)))
            (*mark)->sentAtLastAnswer = bytesSent(pq.socket(created->conn));
    }
    return 1;
}

/// The libpq connection of a QPSQL connection, or null.
void *pgConnOf(const QSqlDatabase &db)
{
    if (!db.isOpen() || !db.driver())
        return nullptr;
    const QVariant handle = db.driver()->handle();
    // libpq's PGconn is a typedef of struct pg_conn: Qt names the type by either.
    if (!handle.isValid() || (qstrcmp(handle.typeName(), "PGconn*") != 0 && qstrcmp(handle.typeName(), "pg_conn*") != 0))
        return nullptr;
    return *static_cast<void *const *>(handle.constData());
}

/// The mark of `conn`'s answers, registering the procedure that keeps it on first use.
std::shared_ptr<AnswerMark> answerMarkOf(void *conn)
{
    const Libpq &pq = libpq();
    auto *mark = static_cast<std::shared_ptr<AnswerMark> *>(pq.instanceData(conn, &answerEvents));
    if (!mark && pq.registerEventProc(conn, &answerEvents, "streamtable answer watch", nullptr))
        mark = static_cast<std::shared_ptr<AnswerMark> *>(pq.instanceData(conn, &answerEvents));
    return mark ? *mark : nullptr;
}

} // namespace

ServerAnswerWatch::ServerAnswerWatch(std::chrono::milliseconds limit)
    : m_limit(limit), m_thread([this] { run(); })
{
}

ServerAnswerWatch::~ServerAnswerWatch()
{
    {
        std::lock_guard<std::mutex> lock(m_mutex);
        m_stop = true;
    }
    m_wake.notify_all();
    m_thread.join();
}

int ServerAnswerWatch::socketOf(const QSqlDatabase &db)
{
    void *conn = pgConnOf(db);
    return conn && libpq().socket ? libpq().socket(conn) : -1;
}

void ServerAnswerWatch::watch(const QSqlDatabase &db)
{
    void *conn = pgConnOf(db);
    int socket = -1;
    std::shared_ptr<AnswerMark> mark;
    tcp_info info;
    if (conn && libpq().complete() && tcpInfo(libpq().socket(conn), &info)) {
        socket = libpq().socket(conn);
        mark = answerMarkOf(conn);
        // Called between requests: nothing sent so far waits for an answer.
        if (mark)
            mark->sentAtLastAnswer = info.tcpi_bytes_sent;
        else
            socket = -1;
    }
    {
        std::lock_guard<std::mutex> lock(m_mutex);
        m_socket = socket;
        m_mark = std::move(mark);
        m_closed = false;
    }
    m_wake.notify_all();
}

void ServerAnswerWatch::run()
{
    std::unique_lock<std::mutex> lock(m_mutex);
    while (!m_stop) {
        // A few looks per limit, at most one a second: a wait ends within a quarter of the
        // limit after it passed.
        const auto interval = std::clamp(m_limit / 4, std::chrono::milliseconds(50), std::chrono::milliseconds(1000));
        m_wake.wait_for(lock, interval);
        if (!m_stop && m_socket >= 0)
            check();
    }
}

void ServerAnswerWatch::check()
{
    tcp_info info;
    if (!tcpInfo(m_socket, &info))
        return; // closed under us: nothing to judge by
    // Sent since the last answer: a request waits, since the kernel's last send at the latest.
    const bool waiting = info.tcpi_bytes_sent > m_mark->sentAtLastAnswer.load();
    if (waiting && std::chrono::milliseconds(info.tcpi_last_data_sent) >= m_limit) {
        // Said before the socket goes: the waiting thread wakes at once and asks why.
        m_closed = true;
        ::shutdown(m_socket, SHUT_RDWR); // libpq's wait ends; libpq closes the socket itself
        m_socket = -1;
    }
}

} // namespace st

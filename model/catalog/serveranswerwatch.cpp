#include "catalog/serveranswerwatch.h"

#include <QSqlDriver>
#include <QVariant>

#include <algorithm>
#include <cstring>

#include <dlfcn.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <sys/socket.h>

namespace st {

namespace {

using PQsocketFunction = int (*)(const void *);

/// libpq's PQsocket(), from the libpq the QPSQL plugin loaded: the program does not link libpq
/// itself (its SQLite-only commands would load it for nothing).
PQsocketFunction pqSocket()
{
    static const PQsocketFunction function = [] {
        void *libpq = dlopen("libpq.so.5", RTLD_LAZY | RTLD_NOLOAD);
        return libpq ? reinterpret_cast<PQsocketFunction>(dlsym(libpq, "PQsocket")) : nullptr;
    }();
    return function;
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
    if (!db.isOpen() || !db.driver())
        return -1;
    const QVariant handle = db.driver()->handle();
    // libpq's PGconn is a typedef of struct pg_conn: Qt names the type by either.
    if (!handle.isValid() || (qstrcmp(handle.typeName(), "PGconn*") != 0 && qstrcmp(handle.typeName(), "pg_conn*") != 0))
        return -1;
    const void *connection = *static_cast<void *const *>(handle.constData());
    const PQsocketFunction socketFunction = pqSocket();
    return connection && socketFunction ? socketFunction(connection) : -1;
}

void ServerAnswerWatch::watch(const QSqlDatabase &db)
{
    const int socket = socketOf(db);
    {
        std::lock_guard<std::mutex> lock(m_mutex);
        m_socket = socket;
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
    std::memset(&info, 0, sizeof info);
    socklen_t size = sizeof info;
    if (getsockopt(m_socket, IPPROTO_TCP, TCP_INFO, &info, &size) != 0)
        return; // not TCP (a Unix socket), or closed under us: nothing to judge by
    // Both in milliseconds before now. Sent after the last answer began means a request waits.
    const bool waiting = info.tcpi_last_data_sent < info.tcpi_last_data_recv;
    if (waiting && std::chrono::milliseconds(info.tcpi_last_data_sent) >= m_limit) {
        // Said before the socket goes: the waiting thread wakes at once and asks why.
        m_closed = true;
        ::shutdown(m_socket, SHUT_RDWR); // libpq's wait ends; libpq closes the socket itself
        m_socket = -1;
    }
}

} // namespace st

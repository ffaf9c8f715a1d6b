#pragma once

// Private to the catalog: a bound on how long a server catalog waits for its server.

#include <QSqlDatabase>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <thread>

namespace st {

/// What the watch knows of one connection's answers (serveranswerwatch.cpp).
struct AnswerMark;

/// Watches the socket of a catalog's connection to its PostgreSQL server from a thread of its
/// own and closes the socket when a request has gone unanswered for longer than the limit.
///
/// libpq waits for an answer without a time limit: a server that is stopped (not shut down) or
/// cut off by the network would hold the program, and the designer's window with the user's
/// unsaved edits, for ever. Closing the socket ends that wait at once with libpq's "server closed
/// the connection unexpectedly", which the catalog turns into an error; its next operation
/// connects again.
///
/// "Unanswered" is known by the program, not guessed from times: each answer libpq makes a result
/// of (its PGEVT_RESULTCREATE event) records how many bytes the connection had sent by then
/// (the kernel's tcpi_bytes_sent); a request is waiting when more have been sent since, and it
/// has waited as long as the kernel's last send is old. (The kernel's timestamps alone, "sent
/// after the last data received", were counted in jiffies: a request that left in the same one as
/// the previous answer arrived was never seen as waiting, and held the program for ever.) So
/// nothing has to mark the start and end of each query, a connection idle for hours is never
/// touched, and a long operation of many quick statements is not cut off. A connection over a
/// Unix socket (a server on the same machine) is not watched: it has no such statistics.
class ServerAnswerWatch
{
public:
    explicit ServerAnswerWatch(std::chrono::milliseconds limit);
    ~ServerAnswerWatch();
    ServerAnswerWatch(const ServerAnswerWatch &) = delete;
    ServerAnswerWatch &operator=(const ServerAnswerWatch &) = delete;

    /// Watches the socket of `db` (a QPSQL connection) from now on; the socket watched before is
    /// no longer touched once this returns. Call it before the connection is closed, with an
    /// invalid database, to stop watching.
    void watch(const QSqlDatabase &db);
    /// True once the watch has closed a socket, until the next watch().
    bool closedUnanswered() const { return m_closed.load(); }
    std::chrono::milliseconds limit() const { return m_limit; }

    /// The socket a QPSQL connection talks to its server over, or -1 (not open, not QPSQL).
    static int socketOf(const QSqlDatabase &db);

private:
    void run();
    /// Closes the watched socket when its last request is unanswered past the limit.
    void check();

    mutable std::mutex m_mutex;
    std::condition_variable m_wake;
    int m_socket = -1;
    /// The answers' mark of the watched connection (shared with its libpq event procedure).
    std::shared_ptr<AnswerMark> m_mark;
    const std::chrono::milliseconds m_limit;
    bool m_stop = false;
    std::atomic<bool> m_closed{false};
    std::thread m_thread; // last: started once the rest is set up
};

} // namespace st

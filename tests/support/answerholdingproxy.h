#pragma once

// A TCP proxy on 127.0.0.1 in front of a PostgreSQL server, for the tests of how long the catalog
// waits for its server: it passes everything on until told to hold, then passes on the answers
// that complete the next N requests (the server's ReadyForQuery messages) and holds back what
// follows, as a server that stops answering in the middle of an operation. The client's next
// request then leaves at once after the answer before it, in the same clock tick.

#include <QUrl>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <atomic>
#include <cstring>
#include <string_view>
#include <thread>
#include <vector>

namespace st::test {

class AnswerHoldingProxy
{
public:
    /// Listens on a free port of 127.0.0.1 for connections to `serverPort`; one client at a time.
    explicit AnswerHoldingProxy(int serverPort) : m_serverPort(serverPort)
    {
        m_listener = ::socket(AF_INET, SOCK_STREAM, 0);
        sockaddr_in address{};
        address.sin_family = AF_INET;
        address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        socklen_t length = sizeof address;
        if (::bind(m_listener, reinterpret_cast<sockaddr *>(&address), sizeof address) == 0 && ::listen(m_listener, 4) == 0
            && ::getsockname(m_listener, reinterpret_cast<sockaddr *>(&address), &length) == 0)
            m_port = ntohs(address.sin_port);
        m_thread = std::thread([this] { run(); });
    }
    ~AnswerHoldingProxy()
    {
        m_stop = true;
        m_thread.join();
        ::close(m_listener);
    }
    AnswerHoldingProxy(const AnswerHoldingProxy &) = delete;
    AnswerHoldingProxy &operator=(const AnswerHoldingProxy &) = delete;

    int port() const { return m_port; }
    /// `location` (a server location) through this proxy.
    QString through(const QString &location) const
    {
        QUrl url(location);
        url.setPort(m_port);
        return url.toString();
    }
    /// From now on, passes on the answers to `requests` more requests and holds the rest back.
    /// Called between requests, when the server has nothing more to say: the server's messages
    /// are read from there (the start-up's one-byte answers to SSL requests are not messages).
    void holdAfter(int requests)
    {
        m_skip = 0;
        m_header.clear();
        m_answersLeft = requests;
    }
    /// Passes on everything again, what was held back first.
    void release() { m_answersLeft = -1; }
    /// As holdAfter(), and the network between client and server is cut from then on: a client
    /// that gives up and closes its end is not passed on to the server, whose connection stays
    /// open and silent, so the server notices nothing (as with a cable pulled, a laptop closed).
    void cutAfter(int requests)
    {
        m_cut = true;
        holdAfter(requests);
    }
    /// What happens to the client's next COMMIT: the server gets it and commits, but its answer
    /// is held back (AnswerLost); or it never reaches the server (NeverSent). Either way nothing
    /// more passes on that connection; the next connection passes everything again.
    enum class AtCommit { Pass, AnswerLost, NeverSent };
    /// While true, a new connection is closed at once (the server out of reach).
    void refuseConnections(bool refuse) { m_refuse = refuse; }
    void atNextCommit(AtCommit what) { m_atCommit = what; }
    /// Whether the proxy has a connection to the server open (after cutAfter(): until the server ends it).
    bool serverStillOpen() const { return m_serverOpen; }

private:
    void run()
    {
        int client = -1;
        int server = -1;
        std::vector<char> held; // server -> client bytes not passed on
        while (!m_stop) {
            m_serverOpen = server >= 0;
            std::vector<pollfd> fds{{m_listener, POLLIN, 0}};
            if (client >= 0)
                fds.push_back({client, POLLIN, 0});
            if (server >= 0)
                fds.push_back({server, POLLIN, 0});
            if (::poll(fds.data(), fds.size(), 50) < 0)
                break;
            if (m_answersLeft < 0 && !held.empty() && client >= 0) {
                ::send(client, held.data(), held.size(), MSG_NOSIGNAL);
                held.clear();
            }
            if ((fds[0].revents & POLLIN) && m_refuse) {
                ::close(::accept(m_listener, nullptr, nullptr)); // as a server that cannot be reached
            } else if (fds[0].revents & POLLIN) {
                const int accepted = ::accept(m_listener, nullptr, nullptr);
                closeBoth(client, server);
                if (m_commitSeen) { // atNextCommit() was for the connection before
                    m_commitSeen = false;
                    m_atCommit = AtCommit::Pass;
                    m_answersLeft = -1;
                }
                client = accepted;
                server = connectToServer();
                held.clear();
                // What poll() said of the old connection's descriptors is stale: the new ones may
                // have their numbers, and a recv() on the new server's socket, which has nothing
                // to say before the client's start-up message, blocked this thread until the
                // server's authentication timeout (the reconnects that timed out under load).
                continue;
            }
            for (std::size_t i = 1; i < fds.size(); ++i) {
                if (!(fds[i].revents & (POLLIN | POLLHUP | POLLERR)))
                    continue;
                const bool fromServer = fds[i].fd == server;
                char buffer[16384];
                const ssize_t got = ::recv(fds[i].fd, buffer, sizeof buffer, 0);
                if (got <= 0 && !fromServer && m_cut) { // the client left: the server is not told
                    ::close(client);
                    client = -1;
                    break;
                }
                if (got <= 0) {
                    closeBoth(client, server);
                    break;
                }
                if (!fromServer) {
                    if (m_atCommit != AtCommit::Pass && !m_commitSeen
                        && std::string_view(buffer, std::size_t(got)).find(std::string_view("COMMIT\0", 7)) != std::string_view::npos) {
                        m_commitSeen = true;
                        holdAfter(0);
                        if (m_atCommit == AtCommit::NeverSent)
                            continue;
                        ::send(server, buffer, std::size_t(got), MSG_NOSIGNAL);
                        continue;
                    }
                    if (m_commitSeen && m_atCommit == AtCommit::NeverSent)
                        continue;
                    if (!m_cut || m_answersLeft != 0)
                        ::send(server, buffer, std::size_t(got), MSG_NOSIGNAL);
                    continue;
                }
                if (m_answersLeft < 0 && held.empty()) { // not told to hold: passed on whole
                    ::send(client, buffer, std::size_t(got), MSG_NOSIGNAL);
                    continue;
                }
                for (ssize_t at = 0; at < got; ++at)
                    passOrHold(buffer[at], client, held);
            }
        }
        closeBoth(client, server);
    }

    /// One byte from the server: passed on unless held; the end of each ReadyForQuery ('Z')
    /// message counts an answered request.
    void passOrHold(char byte, int client, std::vector<char> &held)
    {
        const bool holding = m_answersLeft == 0 || !held.empty();
        if (holding)
            held.push_back(byte);
        else
            ::send(client, &byte, 1, MSG_NOSIGNAL);
        if (m_answersLeft <= 0)
            return; // passing everything, or holding: nothing to count
        if (m_skip > 0) {
            if (--m_skip == 0 && m_readyForQuery)
                --m_answersLeft;
            return;
        }
        m_header.push_back(byte);
        if (m_header.size() < 5)
            return;
        quint32 length = 0;
        std::memcpy(&length, m_header.data() + 1, 4);
        m_readyForQuery = m_header[0] == 'Z';
        m_skip = int(ntohl(length)) - 4;
        m_header.clear();
        if (m_skip == 0 && m_readyForQuery)
            --m_answersLeft;
    }

    int connectToServer() const
    {
        const int server = ::socket(AF_INET, SOCK_STREAM, 0);
        sockaddr_in address{};
        address.sin_family = AF_INET;
        address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        address.sin_port = htons(quint16(m_serverPort));
        return ::connect(server, reinterpret_cast<sockaddr *>(&address), sizeof address) == 0 ? server : (::close(server), -1);
    }

    static void closeBoth(int &client, int &server)
    {
        for (int *fd : {&client, &server}) {
            if (*fd >= 0)
                ::close(*fd);
            *fd = -1;
        }
    }

    const int m_serverPort;
    int m_listener = -1;
    int m_port = 0;
    std::atomic<int> m_answersLeft{-1}; ///< -1: pass everything
    std::atomic<bool> m_cut{false};     ///< cutAfter(): nothing from the client reaches the server once holding
    std::atomic<bool> m_serverOpen{false};
    std::atomic<AtCommit> m_atCommit{AtCommit::Pass};
    std::atomic<bool> m_refuse{false};
    bool m_commitSeen = false; ///< the COMMIT atNextCommit() waits for has come
    bool m_readyForQuery = false; ///< the message being read is a ReadyForQuery
    int m_skip = 0;               ///< bytes of that message still to come
    std::vector<char> m_header;   ///< the next message's type and length, while incomplete
    std::atomic<bool> m_stop{false};
    std::thread m_thread;
};

} // namespace st::test

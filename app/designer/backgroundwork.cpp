#include "backgroundwork.h"

#include <QDeadlineTimer>

#include <algorithm>
#include <cerrno>

#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>

namespace st {

namespace {

/// How much lower than the window's the background threads' priority is, in nice values (19 is
/// the lowest). Under Linux's scheduler a thread 10 nice values below another gets about a tenth
/// of a core they both want, and all of a core nobody else wants.
constexpr int backgroundNiceness = 10;

/// Lowers the calling thread's priority below the window's (from which the pool's threads
/// inherit theirs), once. The nice value is a thread's own on Linux (the
/// "process" of setpriority() is the thread's id) and cannot be raised again without privilege,
/// which is why these threads are a pool of their own.
void lowerThisThreadsPriority()
{
    thread_local bool lowered = false; // once: the nice value stays, and more would add up
    if (lowered)
        return;
    lowered = true;
    const auto thread = static_cast<id_t>(syscall(SYS_gettid));
    errno = 0;
    const int now = getpriority(PRIO_PROCESS, thread); // -1 is a nice value too: errno tells
    if (errno == 0)
        setpriority(PRIO_PROCESS, thread, std::min(19, now + backgroundNiceness));
}

} // namespace

BackgroundWork::BackgroundWork() = default;

BackgroundWork::~BackgroundWork()
{
    cancelAndWait();
}

void BackgroundWork::start(Priority priority, std::function<void(const std::atomic_bool &cancelled)> work)
{
    if (m_cancelled)
        return;
    if (priority == Priority::Low) {
        m_low.start([this, work = std::move(work)] {
            lowerThisThreadsPriority();
            work(m_cancelled);
        });
    } else {
        m_waited.start([this, work = std::move(work)] { work(m_cancelled); });
    }
}

bool BackgroundWork::waitForDone(int msecs)
{
    QDeadlineTimer deadline(msecs);
    return m_waited.waitForDone(int(deadline.remainingTime())) && m_low.waitForDone(int(deadline.remainingTime()));
}

void BackgroundWork::cancelAndWait()
{
    m_cancelled = true;
    m_waited.clear(); // what has not started yet never will
    m_low.clear();
    m_waited.waitForDone(); // joins the pools' threads too

    m_low.waitForDone();
}

} // namespace st

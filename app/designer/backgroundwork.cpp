#include "backgroundwork.h"

#include <QCoreApplication>
#include <QPointer>
#include <QThreadPool>

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

QThreadPool *backgroundPool()
{
    // Owned by the application, so that its destruction waits for work still running; made
    // again for a later application (the tests make one per program, but need not).
    static QPointer<QThreadPool> pool;
    if (!pool)
        pool = new QThreadPool(QCoreApplication::instance());
    return pool;
}

} // namespace

void runInBackground(std::function<void()> work)
{
    backgroundPool()->start([work = std::move(work)] {
        lowerThisThreadsPriority();
        work();
    });
}

} // namespace st

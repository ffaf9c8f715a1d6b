#pragma once

#include <QThreadPool>

#include <atomic>
#include <functional>

namespace st {

/// The background work of one owner (the main window), and the threads it runs on. The owner
/// keeps it as a member and destroys it (or calls cancelAndWait()) before anything the work reads
/// is destroyed: the destructor cancels what is running and waits for it. Nothing here is
/// fire-and-forget; a worker that outlived its window would read a registry or catalog that
/// main() has destroyed by then (issue 51).
///
/// Work touches no widget; it hands its result back with a queued call, and it looks at its
/// `cancelled` flag between steps: once set, its result is not wanted, and it returns early.
class BackgroundWork
{
public:
    enum class Priority {
        /// For what the user waits on (a database's rows being listed, the tables a dialog
        /// needs): threads of the window's priority.
        Waited,
        /// For work the window does not wait on to go on, such as a large database's checks:
        /// threads below the window's priority (and the threads they start inherit it), so
        /// that on a machine of two cores the window still gets a core to list and paint.
        Low,
    };

    BackgroundWork();
    /// Cancels the work still running and waits for it.
    ~BackgroundWork();
    BackgroundWork(const BackgroundWork &) = delete;
    BackgroundWork &operator=(const BackgroundWork &) = delete;

    /// Runs `work` on a thread of this owner's pool for `priority`. Nothing is run once
    /// cancelAndWait() was called.
    void start(Priority priority, std::function<void(const std::atomic_bool &cancelled)> work);
    /// Tells the running work to stop and waits until all of it has returned; later start()
    /// calls run nothing.
    void cancelAndWait();
    /// Waits, up to `msecs`, until all work started so far has returned, without cancelling
    /// it: what it hands back is then queued for the owner's thread. True when it has.
    bool waitForDone(int msecs);

private:
    std::atomic_bool m_cancelled{false};
    QThreadPool m_waited;
    QThreadPool m_low; ///< apart from m_waited: a lowered nice value cannot be raised again
};

} // namespace st

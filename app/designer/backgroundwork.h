#pragma once

#include <functional>

namespace st {

/// Runs `work` on a thread of the designer's background pool: for work the window does not wait
/// on to go on, such as a large database's checks. Those threads run at a lower priority than
/// the window's (and the threads they start inherit it), so that on a machine of two cores the
/// window still gets a core to list and paint while they run; they are apart from Qt's global
/// pool, which keeps its threads for what the user waits on (a database's rows being listed).
/// `work` touches no widget; it hands its result back with a queued call.
void runInBackground(std::function<void()> work);

} // namespace st

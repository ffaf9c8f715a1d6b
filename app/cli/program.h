#pragma once

// The full `streamtable` program as one function: on Linux it lives in a library
// (libstreamtable-cli.so) that the launcher loads for every command it does not answer itself
// (launcher.cpp); main.cpp makes it a program of its own (streamtable-full on Linux, the
// `streamtable` command elsewhere).

#if defined(__GNUC__)
#define ST_CLI_EXPORT __attribute__((visibility("default")))
#else
#define ST_CLI_EXPORT
#endif

extern "C" ST_CLI_EXPORT int streamtable_cli_main(int argc, char *argv[]);

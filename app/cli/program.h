#pragma once

// The `streamtable` program as one function, which main.cpp runs.

int streamtable_cli_main(int argc, char *argv[]);

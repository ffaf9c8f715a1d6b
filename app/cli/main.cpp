#include "program.h"

int main(int argc, char *argv[])
{
    return streamtable_cli_main(argc, argv);
}

// Nothing: the header declares libFuzzer's driver, which -sanitize=fuzzer links in.
#include "CFuzzer.h"

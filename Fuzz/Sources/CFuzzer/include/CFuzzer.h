// libFuzzer's driver, for a fuzz target that has a `main` of its own (SwiftPM names an
// executable's entry point `<Target>_main`, so libFuzzer's `main` cannot be used).
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

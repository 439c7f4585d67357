/* Test set-up only, never shipped: Wine 8 has no bcryptprimitives.dll, whose ProcessPrng Rust's
 * standard library asks Windows for (every test program would exit at once with code 53).
 * Real Windows has it. This stand-in fills the buffer from advapi32's RtlGenRandom
 * (SystemFunction036). ./setup.sh builds it with mingw into target/windows/wine-shim/. */
#include <windows.h>

BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);

BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T len) {
    while (len > 0) {
        ULONG chunk = len > 0x10000000 ? 0x10000000 : (ULONG)len;
        if (!SystemFunction036(data, chunk)) return FALSE;
        data += chunk;
        len -= chunk;
    }
    return TRUE;
}

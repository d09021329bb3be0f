/* Test harness only, never shipped: Wine 8.0 (Debian 12) has no bcryptprimitives.dll,
 * which Rust's standard library imports on Windows for ProcessPrng (Windows 10 and
 * later have it, and so does newer Wine). wine-test.sh builds this stand-in into its
 * own Wine prefix's system32, so the real hashdrop.exe can start there. */
#include <windows.h>

BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length); /* RtlGenRandom, advapi32 */

BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length)
{
    while (length > 0) {
        ULONG n = length > 0x40000000 ? 0x40000000 : (ULONG)length;
        if (!SystemFunction036(data, n))
            return FALSE;
        data += n;
        length -= n;
    }
    return TRUE;
}

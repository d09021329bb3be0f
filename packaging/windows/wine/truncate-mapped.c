/* wine-test.sh: what happens on Windows when another program truncates a file that is
 * mapped, as `hashdrop sum --io mmap` maps it (read-only, sharing read, write and
 * delete, as Rust's File::open does). Prints one line per attempt; wine-test.sh checks
 * that both truncations are refused with ERROR_USER_MAPPED_FILE (1224). */
#include <windows.h>
#include <stdio.h>

static const DWORD SHARE_ALL = FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE;

int main(void)
{
    static char block[65536];
    DWORD written;
    HANDLE f = CreateFileW(L"mapped.bin", GENERIC_WRITE, SHARE_ALL, NULL, CREATE_ALWAYS, 0, NULL);
    for (int i = 0; i < 16; i++)
        WriteFile(f, block, sizeof block, &written, NULL);
    CloseHandle(f);

    HANDLE r = CreateFileW(L"mapped.bin", GENERIC_READ, SHARE_ALL, NULL, OPEN_EXISTING, 0, NULL);
    HANDLE m = CreateFileMappingW(r, NULL, PAGE_READONLY, 0, 0, NULL);
    const volatile char *view = MapViewOfFile(m, FILE_MAP_READ, 0, 0, 0);
    if (view == NULL) {
        printf("map failed %lu\n", GetLastError());
        return 1;
    }

    HANDLE w = CreateFileW(L"mapped.bin", GENERIC_WRITE, SHARE_ALL, NULL, OPEN_EXISTING, 0, NULL);
    BOOL ok = SetEndOfFile(w); /* at offset 0: truncate to nothing */
    printf("SetEndOfFile: %s %lu\n", ok ? "succeeded" : "refused", ok ? 0 : GetLastError());
    HANDLE t = CreateFileW(L"mapped.bin", GENERIC_WRITE, SHARE_ALL, NULL, TRUNCATE_EXISTING, 0, NULL);
    ok = t != INVALID_HANDLE_VALUE;
    printf("TRUNCATE_EXISTING: %s %lu\n", ok ? "succeeded" : "refused", ok ? 0 : GetLastError());
    printf("last byte still readable: %d\n", view[16 * 65536 - 1]);
    return 0;
}

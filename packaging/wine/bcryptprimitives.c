/* A stand-in for Windows 10's bcryptprimitives.dll!ProcessPrng, which Wine 8
   lacks and cryptography's Rust core imports: the system's generator. */
#include <windows.h>
#include <bcrypt.h>
__declspec(dllexport) BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T len)
{
    while (len) {
        ULONG chunk = len > 0x40000000 ? 0x40000000 : (ULONG)len;
        if (BCryptGenRandom(NULL, data, chunk, BCRYPT_USE_SYSTEM_PREFERRED_RNG) != 0) return FALSE;
        data += chunk; len -= chunk;
    }
    return TRUE;
}

/* A stand-in for Windows 10's icuuc.dll, which Wine 8 lacks: Qt6Core imports
   these for codecs other than UTF; none is available here. */
#include <stdint.h>
#include <stddef.h>
typedef int32_t UErrorCode;
#define U_UNSUPPORTED_ERROR 16
#define EXPORT __declspec(dllexport)
static void fail(UErrorCode *err) { if (err && *err <= 0) *err = U_UNSUPPORTED_ERROR; }
EXPORT void *ucnv_open(const char *name, UErrorCode *err) { (void)name; fail(err); return NULL; }
EXPORT void ucnv_close(void *c) { (void)c; }
EXPORT void UCNV_FROM_U_CALLBACK_SUBSTITUTE(void) {}
EXPORT void UCNV_TO_U_CALLBACK_SUBSTITUTE(void) {}
EXPORT void ucnv_reset(void *c) { (void)c; }
EXPORT int8_t ucnv_getMaxCharSize(const void *c) { (void)c; return 1; }
EXPORT const char *ucnv_getName(const void *c, UErrorCode *err) { (void)c; fail(err); return ""; }
EXPORT void ucnv_getToUCallBack(const void *c, void **a, const void **b) { (void)c; if (a) *a = NULL; if (b) *b = NULL; }
EXPORT void ucnv_getFromUCallBack(const void *c, void **a, const void **b) { (void)c; if (a) *a = NULL; if (b) *b = NULL; }
EXPORT void ucnv_setToUCallBack(void *c, void *n, const void *nc, void **o, const void **oc, UErrorCode *err) { (void)c; (void)n; (void)nc; (void)o; (void)oc; fail(err); }
EXPORT void ucnv_setFromUCallBack(void *c, void *n, const void *nc, void **o, const void **oc, UErrorCode *err) { (void)c; (void)n; (void)nc; (void)o; (void)oc; fail(err); }
EXPORT void ucnv_cbToUWriteUChars(void *a, const void *s, int32_t l, int32_t o, UErrorCode *err) { (void)a; (void)s; (void)l; (void)o; fail(err); }
EXPORT void ucnv_toUnicode(void *c, void **t, const void *tl, const char **s, const char *sl, int32_t *o, int8_t f, UErrorCode *err) { (void)c; (void)t; (void)tl; (void)s; (void)sl; (void)o; (void)f; fail(err); }
EXPORT void ucnv_cbFromUWriteUChars(void *a, const void **s, const void *sl, int32_t o, UErrorCode *err) { (void)a; (void)s; (void)sl; (void)o; fail(err); }
EXPORT int32_t ucnv_toUCountPending(const void *c, UErrorCode *err) { (void)c; fail(err); return 0; }
EXPORT int32_t ucnv_fromUCountPending(const void *c, UErrorCode *err) { (void)c; fail(err); return 0; }
EXPORT const char *ucnv_getStandardName(const char *n, const char *s, UErrorCode *err) { (void)n; (void)s; fail(err); return NULL; }
EXPORT const char *ucnv_getAvailableName(int32_t n) { (void)n; return NULL; }
EXPORT int32_t ucnv_countAvailable(void) { return 0; }
EXPORT void ucnv_fromUnicode(void *c, char **t, const char *tl, const void **s, const void *sl, int32_t *o, int8_t f, UErrorCode *err) { (void)c; (void)t; (void)tl; (void)s; (void)sl; (void)o; (void)f; fail(err); }

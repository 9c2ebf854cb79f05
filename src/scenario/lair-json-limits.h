/* lair-json-limits.h — what JSON from outside may be before it is parsed
 *
 * json-glib parses nested arrays and objects by recursion, so deep enough
 * nesting runs the stack out and kills the process. Untrusted JSON goes
 * through these checks first and is refused with an error instead.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* far more than any scenario file needs: the largest written by hand are
 * a few kilobytes, nested five deep */
#define LAIR_JSON_MAX_SIZE  (4 * 1024 * 1024)
#define LAIR_JSON_MAX_DEPTH 64

#define LAIR_JSON_LIMITS_ERROR (lair_json_limits_error_quark ())
GQuark lair_json_limits_error_quark (void);

typedef enum {
  LAIR_JSON_LIMITS_ERROR_TOO_LARGE,
  LAIR_JSON_LIMITS_ERROR_TOO_DEEP,
} LairJsonLimitsError;

gboolean lair_json_check_size   (guint64      size,
                                 GError     **error);
gboolean lair_json_check_limits (const char  *data,
                                 gsize        length,
                                 GError     **error);

G_END_DECLS

/* lair-json-limits.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "lair-json-limits.h"

G_DEFINE_QUARK (lair-json-limits-error-quark, lair_json_limits_error)

/**
 * lair_json_check_size:
 * @size: the size of the JSON text in bytes
 * @error: why it is refused
 *
 * Lets a caller refuse a file by its size before reading it.
 *
 * Returns: %TRUE if @size is at most %LAIR_JSON_MAX_SIZE
 */
gboolean
lair_json_check_size (guint64   size,
                      GError  **error)
{
  if (size <= LAIR_JSON_MAX_SIZE)
    return TRUE;
  g_set_error (error, LAIR_JSON_LIMITS_ERROR, LAIR_JSON_LIMITS_ERROR_TOO_LARGE,
               "too large: %" G_GUINT64_FORMAT " bytes, at most %d allowed",
               size, LAIR_JSON_MAX_SIZE);
  return FALSE;
}

/**
 * lair_json_check_limits:
 * @data: JSON text, not necessarily valid
 * @length: its length in bytes
 * @error: why it is refused
 *
 * Checks the size, then scans the bytes for the nesting depth of arrays
 * and objects, brackets and braces inside strings not counted. Whether
 * the text is valid JSON is left to the parser: this only makes sure the
 * parser will not run out of stack on it.
 *
 * Returns: %TRUE if @data is at most %LAIR_JSON_MAX_SIZE bytes and nests
 *   at most %LAIR_JSON_MAX_DEPTH deep
 */
gboolean
lair_json_check_limits (const char  *data,
                        gsize        length,
                        GError     **error)
{
  gboolean in_string = FALSE;
  guint depth = 0;

  if (!lair_json_check_size (length, error))
    return FALSE;

  for (gsize i = 0; i < length; i++)
    {
      char c = data[i];

      if (in_string)
        {
          if (c == '\\')
            i++;  /* whatever is escaped, a quote included, stays inside */
          else if (c == '"')
            in_string = FALSE;
          continue;
        }

      switch (c)
        {
        case '"':
          in_string = TRUE;
          break;

        case '[':
        case '{':
          if (++depth > LAIR_JSON_MAX_DEPTH)
            {
              g_set_error (error, LAIR_JSON_LIMITS_ERROR, LAIR_JSON_LIMITS_ERROR_TOO_DEEP,
                           "nested too deeply at byte %" G_GSIZE_FORMAT ": at most %d "
                           "arrays and objects inside each other allowed",
                           i, LAIR_JSON_MAX_DEPTH);
              return FALSE;
            }
          break;

        case ']':
        case '}':
          /* an unmatched one is the parser's to refuse */
          if (depth > 0)
            depth--;
          break;

        default:
          break;
        }
    }
  return TRUE;
}

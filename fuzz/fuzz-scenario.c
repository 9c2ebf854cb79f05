/* fuzz-scenario.c — libFuzzer target: scenario files, read and replayed
 *
 * Whatever the bytes, reading them must either fail with an error that
 * names a JSON path, or give a scenario that replays to JSON or fails the
 * same way; never a crash, a leak or undefined behaviour.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdint.h>
#include <string.h>

#include "lair-scenario.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

static void
silence (const char     *domain,
         GLogLevelFlags  level,
         const char     *message,
         gpointer        user_data)
{
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(LairScenario) scenario = NULL;
  g_autoptr(GString) out = NULL;

  /* json-glib warns on some inputs it refuses; that is not a failure */
  g_log_set_default_handler (silence, NULL);

  /* no size limit here: refusing what is too large or nested too deep
   * for json-glib is the parser's to do */
  scenario = lair_scenario_parse ((const char *) data, (gssize) size, &error);
  if (scenario == NULL)
    {
      g_assert_nonnull (error);
      g_assert_true (error->message[0] == '$');
      return 0;
    }

  out = g_string_new (NULL);
  if (lair_scenario_replay (scenario, -1, -1, out, &error))
    g_assert_true (out->len > 0 && out->str[0] == '{');
  else
    {
      g_assert_nonnull (error);
      g_assert_true (error->message[0] == '$');
      g_assert_cmpuint (out->len, ==, 0);
    }
  return 0;
}

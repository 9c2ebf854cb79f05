/* fuzz-resume.c — libFuzzer target: saved games given back to a session
 *
 * Whatever the bytes, restoring them either brings a game back or refuses
 * with an error and leaves the menu; never a crash, a leak or undefined
 * behaviour. A restored game is saved again and must restore once more.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdint.h>

#include "lair-game-session.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(LairGameSession) session = lair_game_session_new ();
  g_autoptr(GBytes) bytes = g_bytes_new (data, size);
  g_autoptr(GError) error = NULL;

  /* as long as run-fuzzer's -max_len */
  if (size > 1 << 20)
    return 0;

  if (!lair_game_session_restore (session, bytes, &error))
    {
      g_assert_nonnull (error);
      g_assert_cmpint (lair_game_session_get_phase (session), ==, LAIR_SESSION_MENU);
      return 0;
    }

  {
    g_autoptr(GBytes) again = lair_game_session_save (session);
    g_autoptr(LairGameSession) other = lair_game_session_new ();

    if (again != NULL)
      g_assert_true (lair_game_session_restore (other, again, NULL));
  }
  return 0;
}

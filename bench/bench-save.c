/* bench-save.c — what keeping the game after every decision costs
 *
 * Plays computer games to the middle of the third dungeon and times the
 * keeper's save after a decision there: encoding the game and replacing
 * the file whole.
 * Prints the median and the 95th percentile in milliseconds, and how
 * much of it is encoding rather than the disk.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>

#include "lair-game-keeper.h"

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

int
main (int   argc,
      char *argv[])
{
  guint saves = argc > 1 ? (guint) g_ascii_strtoull (argv[1], NULL, 10) : 500;
  g_autofree char *dir = g_dir_make_tmp ("spider-lair-save-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "saved-game", NULL);
  g_autoptr(LairGameSession) session = lair_game_session_new ();
  g_autoptr(LairGameKeeper) keeper = NULL;
  g_autoptr(GArray) times = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) encode_times = g_array_new (FALSE, FALSE, sizeof (double));
  GStatBuf st;

  g_assert_nonnull (dir);
  keeper = lair_game_keeper_new (session, path);
  lair_game_session_set_think_delay (session, 0);
  lair_game_session_set_grace_delay (session, 0);
  lair_game_session_set_reveal_delay (session, 0);
  for (guint i = 0; i < 6; i++)
    g_assert_true (lair_game_session_make_computer (session, i, NULL));
  lair_game_session_set_seed (session, 7);
  g_assert_true (lair_game_session_play (session, NULL));
  while (lair_game_session_get_dungeon (session) < 3 || lair_game_session_get_room (session) < 4)
    {
      g_assert_cmpint (lair_game_session_get_phase (session), !=, LAIR_SESSION_FINISHED);
      g_main_context_iteration (NULL, TRUE);
    }

  /* what every decision costs: the keeper's own save, as the session
   * emits it (no main loop runs here, so the game stands still) */
  for (guint i = 0; i < saves; i++)
    {
      gint64 start = g_get_monotonic_time ();
      double ms;

      g_signal_emit_by_name (session, "decision-started",
                             lair_game_session_get_room (session),
                             lair_game_session_get_decision_kind (session));
      ms = (g_get_monotonic_time () - start) / 1000.0;
      g_array_append_val (times, ms);
    }
  /* the part that is not the disk: writing the game into bytes */
  for (guint i = 0; i < saves; i++)
    {
      gint64 start = g_get_monotonic_time ();
      g_autoptr(GBytes) bytes = lair_game_session_save (session);
      double ms = (g_get_monotonic_time () - start) / 1000.0;

      g_assert_nonnull (bytes);
      g_array_append_val (encode_times, ms);
    }
  g_array_sort (times, compare_doubles);
  g_array_sort (encode_times, compare_doubles);
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_print ("save: %u saves of %" G_GINT64_FORMAT " bytes, median %.3f ms, p95 %.3f ms "
           "(of which encoding: median %.3f ms, p95 %.3f ms; the rest is the disk's)\n",
           saves, (gint64) st.st_size,
           g_array_index (times, double, saves / 2),
           g_array_index (times, double, (saves * 95) / 100),
           g_array_index (encode_times, double, saves / 2),
           g_array_index (encode_times, double, (saves * 95) / 100));
  g_unlink (path);
  g_rmdir (dir);
  return 0;
}

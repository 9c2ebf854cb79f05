/* bench-window-soak.c — a long evening: one window plays game after game
 *
 * usage: bench-window-soak [--hurry] [GAMES [SEATS [GRACE-MS]]]
 *
 * One 1280×800 window plays GAMES all-computer games in a row (50 by
 * default) at SEATS seats (9 by default: easy, normal, hard and Expert,
 * the Expert twice), the story at its fastest speed with the animations
 * on, so that every beat and every dungeon's summary is drawn. Between
 * games it plays again from the results, and after every fifth game goes
 * back to the Main Menu and plays from there; every third game it opens
 * the Statistics window on a past game's page and closes it.
 *
 * The computers do not wait to think, and the change-of-mind pause is
 * GRACE-MS (0 by default): the evening is the story, not the waiting.
 * The Expert plays out 60 games per decision rather than 480
 * (tests/ui/soak-util.c), which changes how long it thinks, not what the
 * window draws or keeps.
 *
 * With --hurry every beat and summary is skipped once drawn twice, as a
 * player clicking through the story does (soak_table_hurry()): the same
 * is made and drawn, several times faster, to look for what grows.
 *
 * Prints the resident memory and what malloc holds after games 1, 2, 5,
 * 10, 20 and 50 (and the last; after every game with SOAK_EVERY_GAME set
 * in the environment), how long each of those games took, the live
 * objects of the game's own types back at the menu after games 10 and
 * 50, and the warnings and criticals logged. Asserts nothing about the figures:
 * tests/ui/test-soak.c is the test.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>

#include "soak-util.h"
#include "ui-test-utils.h"

/* a game on a busy machine: minutes, never this long */
#define GAME_TIMEOUT_MS (30 * 60 * 1000)

static gboolean
is_checkpoint (guint game,
               guint games)
{
  return game == 1 || game == 2 || game == 5 || game == 10 || game == 20 || game == 50 || game == games;
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(SoakTable) table = NULL;
  g_autofree gint *at_ten = NULL;
  g_auto(GStrv) unknown = NULL;
  guint games, seats, grace;
  gboolean hurry = FALSE;
  gsize rss_two = 0, rss_last = 0;
  double total_s = 0;

  ui_test_init (&argc, &argv);
  if (argc > 1 && g_strcmp0 (argv[1], "--hurry") == 0)
    {
      hurry = TRUE;
      argv[1] = argv[0];
      argc--;
      argv++;
    }
  games = argc > 1 ? (guint) MAX (atoi (argv[1]), 1) : 50;
  seats = argc > 2 ? (guint) CLAMP (atoi (argv[2]), 1, LAIR_N_SEATS) : LAIR_N_SEATS;
  grace = argc > 3 ? (guint) MAX (atoi (argv[3]), 0) : 0;
  /* counted and told, not fatal: a benchmark reports them */
  g_log_set_always_fatal (G_LOG_FATAL_MASK);
  ui_test_judge_warnings (FALSE);
  soak_count_init ();

  g_print ("%u all-computer games of %u seats in one window, story at speed 4%s, animations on, "
           "grace %u ms\n", games, seats, hurry ? " and hurried" : "", grace);
  g_print ("at the main menu: %zu KiB resident\n", soak_rss_kib ());
  table = soak_table_new (seats, grace);
  if (hurry)
    soak_table_hurry (table, 2);
  g_print ("window up: %zu KiB resident\n", soak_rss_kib ());

  for (guint game = 1; game <= games; game++)
    {
      gint64 start = g_get_monotonic_time ();
      double seconds;
      gsize rss;

      soak_table_play (table, 1000 + game, GAME_TIMEOUT_MS);
      seconds = (g_get_monotonic_time () - start) / (double) G_USEC_PER_SEC;
      total_s += seconds;
      rss = soak_rss_kib ();
      if (game == 2)
        rss_two = rss;
      rss_last = rss;
      if (is_checkpoint (game, games) || g_getenv ("SOAK_EVERY_GAME") != NULL)
        g_print ("game %2u: %6zu KiB resident, %6zu KiB in malloc, %5.1f s, %d live objects of the game, "
                 "%u warnings\n", game, rss, soak_heap_kib (), seconds, soak_count_live_total (),
                 soak_count_warnings ());

      if (game % 3 == 0 && game >= 2)
        soak_table_open_history (table);
      if (game % 5 == 0)
        {
          soak_table_to_menu (table);
          ui_test_wait_until (!g_main_context_pending (NULL));
          if (game == 10 || game == games)
            {
              g_autofree gint *now = soak_count_snapshot ();
              g_autofree char *live = soak_count_describe (now, NULL);

              g_print ("  live at the menu after game %u: %s\n", game, live);
              if (game == 10)
                at_ten = g_steal_pointer (&now);
              else if (at_ten != NULL)
                {
                  g_autofree char *grown = soak_count_describe (now, at_ten);

                  g_print ("  beside game 10: %s\n", grown[0] != '\0' ? grown : "the same");
                }
            }
        }
    }

  g_print ("%.1f s a game on average\n", total_s / games);
  if (rss_two > 0)
    g_print ("resident after game %u: %.2f× that after game 2 (goal: at most 1.15×)\n", games,
             (double) rss_last / rss_two);
  g_print ("warnings and criticals: %u (and GStreamer's sound stopped as it started: %u)\n",
           soak_count_warnings (), soak_count_sound_warnings ());
  g_clear_pointer (&table, soak_table_free);
  unknown = soak_count_unknown_types ();
  if (unknown[0] != NULL)
    {
      g_autofree char *names = g_strjoinv (", ", unknown);

      g_print ("types of the game not counted: %s\n", names);
    }
  return ui_test_run ();
}

/* test-soak.c — five games in one window leave nothing behind
 *
 * The short form of bench/bench-window-soak.c: one window plays five
 * all-computer games in a row, animations on, each beat of the story
 * skipped once drawn, Play Again between them and Main Menu → Play now
 * and then, with the history opened on a past game's page. Back at the
 * menu after the fifth game, no type of the game has more live objects
 * than back at the menu after the second, at the same point of the same
 * round. A warning or a critical fails it where it is logged, as in
 * every test (but the ones ui_test_passes_warning() lets pass).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "lair-expert.h"
#include "soak-util.h"
#include "ui-test-utils.h"

/* Two seats, the Expert and Easy, and the story hurried
 * (soak_table_hurry()): every beat and summary is made and drawn once.
 * The Expert plays out 8 games a decision, as the core's tests do. Under
 * the sanitizers the five games take a minute and a half of the
 * processor; nine seats took four and a half */
#define N_SEATS 2
#define EXPERT_ROLLOUTS 8
#define N_GAMES 5
/* a whole game, on a busy machine under the sanitizers */
#define GAME_TIMEOUT_MS (5 * 60 * 1000)

/* Back to the menu, and the history looked into, as after game 2 and
 * game 5 */
static gint *
round_off (SoakTable *table)
{
  soak_table_to_menu (table);
  soak_table_open_history (table);
  ui_test_wait_until (!g_main_context_pending (NULL));
  return soak_count_snapshot ();
}

static void
test_five_games (void)
{
  g_autoptr(SoakTable) table = soak_table_new (N_SEATS, 0);
  g_autofree gint *after_two = NULL;
  g_autofree gint *after_five = NULL;
  g_auto(GStrv) unknown = NULL;

  soak_table_hurry (table, 1);
  lair_expert_set_rollouts (EXPERT_ROLLOUTS);
  for (guint game = 1; game <= N_GAMES; game++)
    {
      gint64 start = g_get_monotonic_time ();

      soak_table_play (table, 1000 + game, GAME_TIMEOUT_MS);
      g_test_message ("game %u: %.1f s", game, (g_get_monotonic_time () - start) / (double) G_USEC_PER_SEC);
      if (game == 2)
        after_two = round_off (table);
      else if (game == 4)
        soak_table_open_history (table);
    }
  after_five = round_off (table);

  /* every type of the game is counted */
  unknown = soak_count_unknown_types ();
  if (unknown[0] != NULL)
    {
      g_autofree char *names = g_strjoinv (", ", unknown);

      g_test_message ("types of the game not counted: %s", names);
    }
  g_assert_null (unknown[0]);

  {
    g_autofree char *kept = soak_count_describe (after_two, NULL);
    g_autofree char *grown = soak_count_describe (after_five, after_two);

    g_test_message ("live after game 2: %s", kept);
    g_test_message ("after game 5, beside game 2: %s", grown[0] != '\0' ? grown : "the same");
  }
  for (guint i = 0; i < soak_count_n_types (); i++)
    {
      if (after_five[i] > after_two[i])
        g_test_message ("%s: %d live after game 2, %d after game 5", soak_count_type_name (i),
                        after_two[i], after_five[i]);
      g_assert_cmpint (after_five[i], <=, after_two[i]);
    }
  /* the window and the board were counted: the count sees them */
  g_assert_cmpint (soak_count_live_total (), >, 0);
}

int
main (int   argc,
      char *argv[])
{
  ui_test_init (&argc, &argv);
  soak_count_init ();
  g_test_add_func ("/soak/five-games", test_five_games);
  return ui_test_run ();
}

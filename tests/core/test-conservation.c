/* test-conservation.c — money is conserved over many seeded games
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "lair-check.h"
#include "lair-game-private.h"
#include "lair-record.h"

typedef struct {
  LairLedger ledger;
  LairGameRecord record;
  LairGame *game;
  guint n_checks;
  gboolean failed;
  GString *why;
} Watch;

static void
watch_event (const LairEvent *event,
             gpointer         user_data)
{
  Watch *watch = user_data;

  lair_ledger_event (event, &watch->ledger);
  lair_record_event (event, &watch->record);

  /* between steps the books must balance */
  if (event->type == LAIR_EVENT_DECISION ||
      event->type == LAIR_EVENT_DUNGEON_FINISHED ||
      event->type == LAIR_EVENT_GAME_FINISHED)
    {
      g_autoptr(GError) error = NULL;

      watch->n_checks++;
      if (!watch->failed && !lair_ledger_check (&watch->ledger, watch->game, &error))
        {
          watch->failed = TRUE;
          g_string_append (watch->why, error->message);
        }
    }
}

static void
test_conservation_many_games (void)
{
  guint n_games = g_test_slow () ? 100000 : 10000;
  LairGameConfig config;
  Watch watch = { 0 };
  gint usage[LAIR_N_ADVENTURES] = { 0 };
  guint64 checks = 0;

  watch.why = g_string_new (NULL);
  lair_game_config_init (&config, 1, 0);
  watch.game = lair_game_new (&config);
  lair_game_set_event_func (watch.game, watch_event, &watch);

  for (guint g = 0; g < n_games; g++)
    {
      lair_game_config_init (&config, 1 + g % LAIR_MAX_PLAYERS, 1000 + g);
      config.computers = (1u << config.n_players) - 1;
      for (guint i = 0; i < config.n_players; i++)
        config.levels[i].kind = (LairAiKind) ((g + i) % LAIR_N_AI_KINDS);
      for (guint i = 0; i < config.n_players; i++)
        config.levels[i].param = config.levels[i].kind == LAIR_AI_RANDOM ? 0.2
                               : config.levels[i].kind == LAIR_AI_GEMS ? 8 : 2;
      memcpy (config.usage, usage, sizeof usage);

      memset (&watch.ledger, 0, sizeof watch.ledger);
      lair_record_begin (&watch.record);
      watch.n_checks = 0;
      lair_game_reset (watch.game, &config);
      lair_game_play_computers (watch.game);

      if (watch.failed)
        g_error ("game %u (seed %" G_GUINT64_FORMAT ", %u players): %s",
                 g, config.seed, config.n_players, watch.why->str);

      g_assert_cmpint (lair_game_get_phase (watch.game), ==, LAIR_PHASE_GAME_OVER);
      g_assert_true (watch.record.finished);
      g_assert_cmpuint (watch.record.n_dungeons, ==, LAIR_N_DUNGEONS);
      /* the chests the events add up to are the chests of the state */
      for (guint i = 0; i < config.n_players; i++)
        {
          g_assert_cmpint (watch.record.seats[i].chest, ==, lair_game_seat_get_chest (watch.game, i));
          g_assert_cmpint (watch.record.seats[i].gold_bars, ==, lair_game_seat_get_gold_bars (watch.game, i));
          g_assert_cmpint (watch.record.seats[i].scares, ==, lair_game_seat_get_scares (watch.game, i));
        }
      for (guint i = 0; i < LAIR_N_ADVENTURES; i++)
        g_assert_cmpint (lair_game_get_usage (watch.game)[i], >=, 0);
      memcpy (usage, lair_game_get_usage (watch.game), sizeof usage);
      checks += watch.n_checks;
    }

  g_assert_cmpuint (checks, >, n_games * 10);
  lair_game_free (watch.game);
  g_string_free (watch.why, TRUE);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/core/conservation/many-games", test_conservation_many_games);
  return g_test_run ();
}

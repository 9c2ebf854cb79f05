/* test-conservation.c — money is conserved over many seeded games
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "lair-check.h"
#include "lair-expert.h"
#include "lair-game-private.h"

static void
test_conservation_many_games (void)
{
  guint n_games = g_test_slow () ? 100000 : 10000;
  LairGameConfig config;
  LairWatch watch;
  LairGame *game;
  gint usage[LAIR_N_ADVENTURES] = { 0 };
  guint64 checks = 0;

  lair_game_config_init (&config, 1, 0);
  game = lair_game_new (&config);
  lair_watch_init (&watch, game, TRUE);

  for (guint g = 0; g < n_games; g++)
    {
      lair_game_config_init (&config, 1 + g % LAIR_MAX_PLAYERS, 1000 + g);
      config.computers = (1u << config.n_players) - 1;
      for (guint i = 0; i < config.n_players; i++)
        config.levels[i].kind = (LairAiKind) ((g + i) % LAIR_N_AI_KINDS);
      /* the Expert plays games out per decision: one game in 40 has it */
      for (guint i = 0; i < config.n_players; i++)
        if (config.levels[i].kind == LAIR_AI_EXPERT && g % 40 != 0)
          config.levels[i].kind = LAIR_AI_HARD;
      for (guint i = 0; i < config.n_players; i++)
        config.levels[i].param = config.levels[i].kind == LAIR_AI_RANDOM ? 0.2
                               : config.levels[i].kind == LAIR_AI_GEMS ? 8 : 2;
      memcpy (config.usage, usage, sizeof usage);

      lair_watch_begin (&watch);
      lair_game_reset (game, &config);
      lair_game_play_computers (game);

      if (watch.error != NULL)
        g_error ("game %u (seed %" G_GUINT64_FORMAT ", %u players): %s",
                 g, config.seed, config.n_players, watch.error->message);

      g_assert_cmpint (lair_game_get_phase (game), ==, LAIR_PHASE_GAME_OVER);
      g_assert_true (watch.record.finished);
      g_assert_cmpuint (watch.record.n_dungeons, ==, LAIR_N_DUNGEONS);
      /* the chests the events add up to are the chests of the state */
      for (guint i = 0; i < config.n_players; i++)
        {
          g_assert_cmpint (watch.record.seats[i].chest, ==, lair_game_seat_get_chest (game, i));
          g_assert_cmpint (watch.record.seats[i].gold_bars, ==, lair_game_seat_get_gold_bars (game, i));
          g_assert_cmpint (watch.record.seats[i].scares, ==, lair_game_seat_get_scares (game, i));
        }
      for (guint i = 0; i < LAIR_N_ADVENTURES; i++)
        g_assert_cmpint (lair_game_get_usage (game)[i], >=, 0);
      memcpy (usage, lair_game_get_usage (game), sizeof usage);
      checks += watch.n_checks;
    }

  g_assert_cmpuint (checks, >, n_games * 10);
  lair_watch_clear (&watch);
  lair_game_free (game);
}

/* The checks can fail: a gem that comes from nowhere is caught at the
 * next checkpoint, and only the first broken invariant is kept. */
static void
test_watch_catches_a_forged_gem (void)
{
  LairGameConfig config;
  LairWatch watch;
  LairGame *game;
  guint checks_before;

  lair_game_config_init (&config, 3, 7);
  config.computers = (1u << 3) - 1;
  game = lair_game_new (&config);
  lair_watch_init (&watch, game, TRUE);
  lair_watch_begin (&watch);

  lair_game_start (game);
  g_assert_cmpuint (watch.n_checks, ==, 1);
  g_assert_no_error (watch.error);

  checks_before = watch.n_checks;
  game->seats[0].chest++;
  lair_game_play_computers (game);
  g_assert_cmpuint (watch.n_checks, >, checks_before);
  g_assert_error (watch.error, LAIR_CHECK_ERROR, 0);
  g_assert_nonnull (strstr (watch.error->message, "not conserved"));

  /* a new game starts new books, but the error stays until cleared */
  lair_watch_begin (&watch);
  g_assert_cmpuint (watch.n_checks, ==, 0);
  g_assert_nonnull (watch.error);
  lair_watch_clear (&watch);
  g_assert_null (watch.error);

  lair_game_reset (game, &config);
  lair_game_play_computers (game);
  g_assert_no_error (watch.error);
  g_assert_true (watch.record.finished);

  lair_game_free (game);
}

typedef struct {
  LairGameRecord record;
  guint64 seen;          /* LAIR_EVENT_MASK() of the types heard */
} MaskedRecord;

static void
masked_record_event (const LairEvent *event,
                     gpointer         user_data)
{
  MaskedRecord *masked = user_data;

  masked->seen |= LAIR_EVENT_MASK (event->type);
  lair_record_event (event, &masked->record);
}

/* A simulation hears only the events the record reads: its record must
 * be the one every event builds, byte for byte, and the others must not
 * be emitted at all. */
static void
test_record_events_mask (void)
{
  LairGameConfig config;
  LairGame *game;
  MaskedRecord full, masked;
  guint64 full_seen = 0;

  lair_game_config_init (&config, 1, 0);
  game = lair_game_new (&config);

  for (guint g = 0; g < 3000; g++)
    {
      lair_game_config_init (&config, 1 + g % LAIR_MAX_PLAYERS, 5000 + g);
      config.computers = (1u << config.n_players) - 1;
      for (guint i = 0; i < config.n_players; i++)
        config.levels[i].kind = (LairAiKind) ((g + 2 * i) % LAIR_N_AI_KINDS);
      for (guint i = 0; i < config.n_players; i++)
        config.levels[i].param = config.levels[i].kind == LAIR_AI_RANDOM ? 0.1
                               : config.levels[i].kind == LAIR_AI_GEMS ? 9 : 2;

      memset (&full, 0, sizeof full);
      lair_game_set_event_func (game, masked_record_event, &full);
      lair_game_reset (game, &config);
      lair_game_play_computers (game);
      full_seen |= full.seen;

      memset (&masked, 0, sizeof masked);
      lair_game_set_event_func (game, masked_record_event, &masked);
      lair_game_set_event_mask (game, LAIR_RECORD_EVENTS);
      lair_game_reset (game, &config);
      lair_game_play_computers (game);

      g_assert_true (full.record.finished);
      g_assert_cmpmem (&masked.record, sizeof masked.record, &full.record, sizeof full.record);
      g_assert_cmphex (masked.seen & ~LAIR_RECORD_EVENTS, ==, 0);
    }

  /* the record reads every kind of event that puts money in a chest */
  for (guint t = 0; t < LAIR_N_EVENTS; t++)
    if (lair_event_money (t) & LAIR_EVENT_MONEY_CHEST)
      g_assert_cmphex (LAIR_RECORD_EVENTS & LAIR_EVENT_MASK (t), !=, 0);

  /* the games went through every kind of event, so the mask was tried */
  g_assert_cmphex (full_seen, ==, LAIR_EVENT_MASK_ALL);
  g_assert_cmphex (full_seen & ~LAIR_RECORD_EVENTS, !=, 0);

  /* a new function hears everything again; without one nothing is built */
  lair_game_set_event_func (game, NULL, NULL);
  lair_game_set_event_mask (game, LAIR_EVENT_MASK_ALL);
  g_assert_cmphex (game->event_mask, ==, 0);
  lair_game_set_event_func (game, masked_record_event, &full);
  g_assert_cmphex (game->event_mask, ==, LAIR_EVENT_MASK_ALL);

  lair_game_free (game);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  lair_expert_set_rollouts (8);
  g_test_add_func ("/core/conservation/many-games", test_conservation_many_games);
  g_test_add_func ("/core/conservation/watch-catches", test_watch_catches_a_forged_gem);
  g_test_add_func ("/core/conservation/record-events-mask", test_record_events_mask);
  return g_test_run ();
}

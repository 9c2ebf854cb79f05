/* test-ai.c — the computer players' policies on hand-built states
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "lair-game-private.h"

static LairDungeonScript script;

/* A 3-seat game standing in the first room of a scripted dungeon: a gem
 * room, then warnings of types 1 and 2 with the lair behind them. */
static LairGame *
game_at_first_room (LairAiKind kind,
                    double     param,
                    LairRoom   first)
{
  const LairRoom rest[] = {
    { .kind = LAIR_ROOM_WARNING, .arg = 1 },
    { .kind = LAIR_ROOM_GEMS, .arg = 3 },
    { .kind = LAIR_ROOM_WARNING, .arg = 2 },
    { .kind = LAIR_ROOM_WARNING, .arg = 1 },
  };
  LairGameConfig config;
  LairGame *game;

  script.rooms[0] = first;
  memcpy (&script.rooms[1], rest, sizeof rest);
  script.n_rooms = 1 + G_N_ELEMENTS (rest);

  lair_game_config_init (&config, 3, 5);
  config.computers = 0x7;
  config.has_adventures = TRUE;
  for (guint i = 0; i < LAIR_N_DUNGEONS; i++)
    config.adventures[i] = (LairAdventure) i;   /* banker, sun-moon, ferryman, monte, sphinx */
  config.scripts[0] = &script;
  for (guint i = 0; i < 3; i++)
    config.levels[i] = (LairAiLevel) { kind, param };

  game = lair_game_new (&config);
  lair_game_start (game);
  g_assert_cmpint (lair_game_get_phase (game), ==, LAIR_PHASE_DECISION);
  return game;
}

static LairGame *
game_in_gem_room (LairAiKind kind,
                  double     param)
{
  return game_at_first_room (kind, param, (LairRoom) { .kind = LAIR_ROOM_GEMS, .arg = 0 });
}

static void
test_baseline_gems (void)
{
  LairGame *game = game_in_gem_room (LAIR_AI_GEMS, 5);

  game->seats[0].hand = 5;
  game->seats[1].hand = 4;
  game->seats[2].hand = 9;
  game->seats[2].obligation = 2;     /* obliged: Leave is not offered */
  lair_game_refresh_decision (game);

  g_assert_cmpint (lair_ai_choose (game, 0), ==, LAIR_CHOICE_LEAVE);
  g_assert_cmpint (lair_ai_choose (game, 1), ==, LAIR_CHOICE_STAY);
  g_assert_cmpint (lair_ai_choose (game, 2), ==, LAIR_CHOICE_STAY);
  lair_game_free (game);
}

static void
test_baseline_warnings (void)
{
  LairGame *game = game_in_gem_room (LAIR_AI_WARNINGS, 2);

  game->seats[0].warnings_seen = 2;
  game->seats[1].warnings_seen = 1;
  game->seats[2].warnings_seen = 0;
  lair_game_refresh_decision (game);

  g_assert_cmpint (lair_ai_choose (game, 0), ==, LAIR_CHOICE_LEAVE);
  g_assert_cmpint (lair_ai_choose (game, 1), ==, LAIR_CHOICE_STAY);
  g_assert_cmpint (lair_ai_choose (game, 2), ==, LAIR_CHOICE_STAY);
  lair_game_free (game);

  /* warnings are counted as the seat walks past them */
  game = game_at_first_room (LAIR_AI_WARNINGS, 1, (LairRoom) { .kind = LAIR_ROOM_WARNING, .arg = 3 });
  for (guint i = 0; i < 3; i++)
    g_assert_cmpint (lair_ai_choose (game, i), ==, LAIR_CHOICE_LEAVE);
  lair_game_free (game);
}

static void
test_baseline_random (void)
{
  guint left = 0;

  for (double p = 0; p <= 1; p += 1)
    {
      LairGame *game = game_in_gem_room (LAIR_AI_RANDOM, p);

      for (guint k = 0; k < 200; k++)
        g_assert_cmpint (lair_ai_choose (game, k % 3), ==, p == 0 ? LAIR_CHOICE_STAY : LAIR_CHOICE_LEAVE);
      lair_game_free (game);
    }

  {
    LairGame *game = game_in_gem_room (LAIR_AI_RANDOM, 0.25);

    for (guint k = 0; k < 4000; k++)
      left += lair_ai_choose (game, k % 3) == LAIR_CHOICE_LEAVE;
    g_assert_cmpuint (left, >, 800);
    g_assert_cmpuint (left, <, 1200);
    lair_game_free (game);
  }
}

static void
test_normal_rules (void)
{
  LairGame *game = game_in_gem_room (LAIR_AI_NORMAL, 0);
  LairPersonality *pers = &game->seats[0].personality;

  /* a hard expected-value cutoff above anything possible: leave */
  pers->ev_cutoff = 1000;
  g_assert_cmpint (lair_ai_choose (game, 0), ==, LAIR_CHOICE_LEAVE);

  /* a good take already lying on the floor: leave */
  pers->ev_cutoff = -1000;
  pers->good_take = 2;
  game->floor_gems = 4;
  lair_game_refresh_decision (game);     /* take = 4 / sqrt (3) = 2.3 */
  g_assert_cmpint (lair_ai_choose (game, 0), ==, LAIR_CHOICE_LEAVE);
  pers->good_take = 3;
  g_assert_cmpint (lair_ai_choose (game, 0), ==, LAIR_CHOICE_STAY);

  /* at or past the rumored lair of a scout report: leave */
  game->seats[0].has_rumor_leave = TRUE;
  game->seats[0].rumor_leave = 1.0;
  g_assert_cmpint (lair_ai_choose (game, 0), ==, LAIR_CHOICE_LEAVE);
  game->seats[0].rumor_leave = 1.5;
  g_assert_cmpint (lair_ai_choose (game, 0), ==, LAIR_CHOICE_STAY);

  /* no warning seen yet: the random leave is never reached */
  pers->leave_extra = 1.0;
  game->seats[0].hand = 10;
  for (guint k = 0; k < 50; k++)
    g_assert_cmpint (lair_ai_choose (game, 0), ==, LAIR_CHOICE_STAY);
  lair_game_free (game);
}

static void
test_normal_monte (void)
{
  LairRoom monte = { .kind = LAIR_ROOM_ADVENTURE, .scripted = TRUE, .outcome = { 0, 1, 2 } };
  LairGame *game;

  /* dungeon 1's adventure is the Banker; make this the Monte's room */
  game = game_at_first_room (LAIR_AI_NORMAL, 0, monte);
  game->rooms[0].adventure = LAIR_ADVENTURE_MONTE;
  lair_game_refresh_decision (game);
  for (guint i = 0; i < 3; i++)
    {
      game->seats[i].personality.ev_cutoff = -1000;
      game->seats[i].personality.good_take = 1000;
    }

  /* fully attentive: always the Win 2 card, here the third */
  game->seats[0].personality.attention = 1.0;
  for (guint k = 0; k < 50; k++)
    g_assert_cmpint (lair_ai_choose (game, 0), ==, LAIR_CHOICE_CARD3);

  /* never attentive: any of the three cards */
  game->seats[1].personality.attention = 0.0;
  {
    guint seen = 0;

    for (guint k = 0; k < 200; k++)
      {
        LairChoice c = lair_ai_choose (game, 1);

        g_assert_true (c >= LAIR_CHOICE_CARD1 && c <= LAIR_CHOICE_CARD3);
        seen |= 1u << (c - LAIR_CHOICE_CARD1);
      }
    g_assert_cmpuint (seen, ==, 0x7);
  }
  lair_game_free (game);
}

static void
test_only_option (void)
{
  LairGame *game = game_in_gem_room (LAIR_AI_HARD, 0);

  for (guint i = 0; i < 3; i++)
    game->seats[i].obligation = 1;
  lair_game_refresh_decision (game);
  for (guint i = 0; i < 3; i++)
    g_assert_cmpint (lair_ai_choose (game, i), ==, LAIR_CHOICE_STAY);
  lair_game_free (game);
}

/* Sets the odds and rumor of a hand-built decision after the seats moved. */
static void
hard_decision (LairGame *game,
               double    odds,
               double    rumor)
{
  lair_game_refresh_decision (game);
  game->odds = odds;
  game->rumor = rumor;
}

static void
test_hard_last_dungeon (void)
{
  LairGame *game = game_in_gem_room (LAIR_AI_HARD, 0);
  LairSeatState *me = &game->seats[0];

  me->personality.nerve = 1.0;
  game->floor_gems = 0;                  /* the first room's remainder */
  game->dungeon = LAIR_N_DUNGEONS - 1;
  game->seats[1].inside = FALSE;
  game->seats[2].inside = FALSE;

  /* everybody else is out: leave the moment leaving wins, however safe
   * the next room */
  me->chest = 20;
  me->hand = 3;
  game->seats[1].chest = 22;
  hard_decision (game, 0.0, 5.0);
  g_assert_cmpint (lair_ai_choose (game, 0), ==, LAIR_CHOICE_LEAVE);

  /* the floor counts: all of it is the lone leaver's */
  game->seats[1].chest = 24;
  hard_decision (game, 0.0, 5.0);
  g_assert_cmpint (lair_ai_choose (game, 0), ==, LAIR_CHOICE_STAY);
  game->floor_gems = 2;
  hard_decision (game, 0.0, 5.0);
  g_assert_cmpint (lair_ai_choose (game, 0), ==, LAIR_CHOICE_LEAVE);

  /* a tie of money goes to the bars; a full tie is kept only when the
   * lair is likelier than not */
  game->floor_gems = 0;
  game->seats[1].chest = 23;
  hard_decision (game, 0.4, 5.0);
  g_assert_cmpint (lair_ai_choose (game, 0), ==, LAIR_CHOICE_STAY);
  hard_decision (game, 0.6, 5.0);
  g_assert_cmpint (lair_ai_choose (game, 0), ==, LAIR_CHOICE_LEAVE);
  game->seats[1].gold_bars = 1;
  hard_decision (game, 0.6, 5.0);
  g_assert_cmpint (lair_ai_choose (game, 0), ==, LAIR_CHOICE_STAY);
  game->seats[1].gold_bars = 0;

  /* leaving would lose for sure: stay, however likely the lair ... */
  me->hand = 10;
  game->seats[1].chest = 31;
  hard_decision (game, 0.9, 1.0);
  g_assert_cmpint (lair_ai_choose (game, 0), ==, LAIR_CHOICE_STAY);
  /* ... also while a seat whose chest already beats it is inside */
  game->seats[1].inside = TRUE;
  hard_decision (game, 0.9, 1.0);
  g_assert_cmpint (lair_ai_choose (game, 0), ==, LAIR_CHOICE_STAY);

  /* a rival inside could still pass a winning total: weigh as usual */
  game->seats[1].chest = 25;
  hard_decision (game, 0.9, 1.0);
  g_assert_cmpint (lair_ai_choose (game, 0), ==, LAIR_CHOICE_LEAVE);
  hard_decision (game, 0.0, 5.0);
  g_assert_cmpint (lair_ai_choose (game, 0), ==, LAIR_CHOICE_STAY);

  /* before the last dungeon the same losing hand is not worth the lair */
  game->dungeon = 0;
  game->seats[1].chest = 31;
  hard_decision (game, 0.9, 1.0);
  g_assert_cmpint (lair_ai_choose (game, 0), ==, LAIR_CHOICE_LEAVE);
  lair_game_free (game);
}

static void
test_hard_denial (void)
{
  LairGame *game = game_in_gem_room (LAIR_AI_HARD, 0);
  LairSeatState *me = &game->seats[0];

  /* against one rival inside, a room is worth half its gems to each, and
   * half again for what staying keeps from the rival: 0.8 × 10 × ¾ = 6 */
  me->personality.nerve = 1.0;
  game->floor_gems = 0;
  game->seats[2].inside = FALSE;
  me->hand = 25;                         /* risks 0.2 × 25 = 5 */
  hard_decision (game, 0.2, 10.0);
  g_assert_cmpint (lair_ai_choose (game, 0), ==, LAIR_CHOICE_STAY);
  me->hand = 35;                         /* risks 7 */
  hard_decision (game, 0.2, 10.0);
  g_assert_cmpint (lair_ai_choose (game, 0), ==, LAIR_CHOICE_LEAVE);

  /* with two rivals the room is worth a third, and a quarter again:
   * 0.8 × 10 × 5⁄12 = 3.3 */
  game->seats[2].inside = TRUE;
  me->hand = 20;                         /* risks 4 */
  hard_decision (game, 0.2, 10.0);
  g_assert_cmpint (lair_ai_choose (game, 0), ==, LAIR_CHOICE_LEAVE);
  me->hand = 15;                         /* risks 3 */
  hard_decision (game, 0.2, 10.0);
  g_assert_cmpint (lair_ai_choose (game, 0), ==, LAIR_CHOICE_STAY);
  lair_game_free (game);
}

typedef struct {
  LairGame *game;
  guint decisions;
  GChecksum *checksum;
} Watch;

static void
watch_event (const LairEvent *event,
             gpointer         user_data)
{
  Watch *watch = user_data;

  if (watch->checksum != NULL)
    g_checksum_update (watch->checksum, (const guchar *) event, sizeof *event);
  if (event->type != LAIR_EVENT_DECISION)
    return;
  watch->decisions++;
  /* every computer's choice is one of its options */
  for (guint i = 0; i < watch->game->n; i++)
    if (watch->game->seats[i].inside)
      {
        LairChoice c = lair_ai_choose (watch->game, i);

        g_assert_true (lair_game_get_options (watch->game, i) & LAIR_OPTION (c));
      }
}

static char *
play (LairAiKind kind,
      guint      n_players,
      guint64    seed,
      guint     *decisions)
{
  LairGameConfig config;
  Watch watch = { 0 };
  char *digest;

  lair_game_config_init (&config, n_players, seed);
  config.computers = (1u << n_players) - 1;
  for (guint i = 0; i < n_players; i++)
    config.levels[i].kind = kind;
  watch.checksum = g_checksum_new (G_CHECKSUM_SHA256);
  watch.game = lair_game_new (&config);
  lair_game_set_event_func (watch.game, watch_event, &watch);
  lair_game_play_computers (watch.game);
  digest = g_strdup (g_checksum_get_string (watch.checksum));
  if (decisions != NULL)
    *decisions += watch.decisions;
  g_checksum_free (watch.checksum);
  lair_game_free (watch.game);
  return digest;
}

static void
test_hard_options_and_determinism (void)
{
  guint decisions = 0;

  for (guint g = 0; g < 2000; g++)
    g_free (play (LAIR_AI_HARD, 1 + g % LAIR_MAX_PLAYERS, g, &decisions));
  g_assert_cmpuint (decisions, >, 2000 * 10);

  for (LairAiKind kind = 0; kind < LAIR_N_AI_KINDS; kind++)
    {
      g_autofree char *a = play (kind, 5, 99, NULL);
      g_autofree char *b = play (kind, 5, 99, NULL);

      g_assert_cmpstr (a, ==, b);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/core/ai/baseline-gems", test_baseline_gems);
  g_test_add_func ("/core/ai/baseline-warnings", test_baseline_warnings);
  g_test_add_func ("/core/ai/baseline-random", test_baseline_random);
  g_test_add_func ("/core/ai/normal-rules", test_normal_rules);
  g_test_add_func ("/core/ai/normal-monte", test_normal_monte);
  g_test_add_func ("/core/ai/only-option", test_only_option);
  g_test_add_func ("/core/ai/hard-last-dungeon", test_hard_last_dungeon);
  g_test_add_func ("/core/ai/hard-denial", test_hard_denial);
  g_test_add_func ("/core/ai/hard-options-and-determinism", test_hard_options_and_determinism);
  return g_test_run ();
}

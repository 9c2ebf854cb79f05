/* test-expert.c — the table view and the Expert that reads only it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <math.h>
#include <string.h>

#include "lair-expert.h"
#include "lair-table-view-private.h"

#define GEMS(l)    { .kind = LAIR_ROOM_GEMS, .arg = (l) }
#define WARNING(t) { .kind = LAIR_ROOM_WARNING, .arg = (t) }
#define GOLD       { .kind = LAIR_ROOM_GOLD }

/* Two first dungeons that differ only in the order of the rooms after the
 * second: the same rooms, the lair at a different place. */
static const LairRoom rooms_a[] = {
  GEMS (3), WARNING (1), GEMS (9), WARNING (2), GOLD, WARNING (1), GEMS (12), WARNING (2),
};
static const LairRoom rooms_b[] = {
  GEMS (3), WARNING (1), WARNING (1), GEMS (12), WARNING (2), GEMS (9), WARNING (2), GOLD,
};

static LairDungeonScript script_a;
static LairDungeonScript script_b;

static LairGame *
new_game (const LairRoom    *rooms,
          guint              n_rooms,
          LairDungeonScript *script,
          guint              players,
          guint32            experts)
{
  LairGameConfig config;
  LairGame *game;

  memcpy (script->rooms, rooms, n_rooms * sizeof (LairRoom));
  script->n_rooms = n_rooms;
  lair_game_config_init (&config, players, 11);
  config.computers = (1u << players) - 1;
  config.has_adventures = TRUE;
  for (guint i = 0; i < LAIR_N_DUNGEONS; i++)
    config.adventures[i] = (LairAdventure) i;
  config.scripts[0] = script;
  for (guint i = 0; i < players; i++)
    config.levels[i].kind = (experts >> i) & 1 ? LAIR_AI_EXPERT : LAIR_AI_HARD;
  game = lair_game_new (&config);
  lair_game_start (game);
  return game;
}

static void
all_stay (LairGame *game)
{
  LairChoice choices[LAIR_MAX_PLAYERS];

  for (guint i = 0; i < lair_game_get_n_players (game); i++)
    choices[i] = lair_game_seat_is_inside (game, i) ? LAIR_CHOICE_STAY : LAIR_CHOICE_NONE;
  g_assert_true (lair_game_decide (game, choices, NULL));
}

static void
assert_same_advice (const LairExpertAdvice *a,
                    const LairExpertAdvice *b)
{
  g_assert_cmpuint (a->n_options, ==, b->n_options);
  g_assert_cmpuint (a->best, ==, b->best);
  g_assert_cmpuint (a->likely, ==, b->likely);
  g_assert_cmpint (a->clear, ==, b->clear);
  for (guint k = 0; k < a->n_options; k++)
    {
      g_assert_cmpint (a->options[k].choice, ==, b->options[k].choice);
      g_assert_cmpfloat (a->options[k].win, ==, b->options[k].win);
      g_assert_cmpfloat (a->options[k].chest, ==, b->options[k].chest);
      g_assert_cmpfloat (a->options[k].margin, ==, b->options[k].margin);
    }
}

static void
test_order_unseen (void)
{
  LairGame *a = new_game (rooms_a, G_N_ELEMENTS (rooms_a), &script_a, 4, 0x1);
  LairGame *b = new_game (rooms_b, G_N_ELEMENTS (rooms_b), &script_b, 4, 0x1);

  for (guint step = 0; step < 2; step++)
    {
      g_autoptr(LairTableView) va = lair_table_view_new (a);
      g_autoptr(LairTableView) vb = lair_table_view_new (b);
      LairExpertAdvice advice_a, advice_b;

      g_assert_cmpint (lair_table_view_get_room_number (va), ==, (gint) step + 1);
      g_assert_true (lair_table_view_equal (va, vb));
      g_assert_cmpuint (lair_table_view_hash (va), ==, lair_table_view_hash (vb));
      /* what lies ahead is there only as a set */
      g_assert_null (lair_table_view_get_passed_room (va, step + 1));
      g_assert_cmpuint (lair_table_view_get_n_unseen (va), ==, G_N_ELEMENTS (rooms_a) - step - 1);
      for (guint i = 0; i < lair_table_view_get_n_unseen (va); i++)
        g_assert_cmpint (lair_table_view_get_unseen_room (va, i)->kind, !=, LAIR_ROOM_LAIR);

      lair_expert_advise (va, 0, &advice_a);
      lair_expert_advise (vb, 0, &advice_b);
      assert_same_advice (&advice_a, &advice_b);
      g_assert_cmpint (lair_expert_choose_game (a, 0), ==, lair_expert_choose_game (b, 0));
      g_assert_cmpint (lair_expert_choose (va, 0), ==, advice_a.options[advice_a.best].choice);

      all_stay (a);
      all_stay (b);
    }

  /* the games themselves do differ: the third room is the lair in one */
  g_assert_cmpint (lair_game_get_phase (b), !=, LAIR_PHASE_DECISION);
  g_assert_cmpint (lair_game_get_phase (a), ==, LAIR_PHASE_DECISION);

  lair_game_free (a);
  lair_game_free (b);
}

/* A sampled game keeps the rooms passed and the set of rooms ahead. */
static void
test_sample_agrees (void)
{
  LairGame *a = new_game (rooms_a, G_N_ELEMENTS (rooms_a), &script_a, 3, 0);
  g_autoptr(LairTableView) view = NULL;
  LairGame sample;
  LairRng rng;
  guint lair_seen_at_3 = 0;

  all_stay (a);
  view = lair_table_view_new (a);
  lair_rng_init (&rng, 3, 0);
  for (guint n = 0; n < 200; n++)
    {
      guint count_view[3] = { 0 }, count_sample[3] = { 0 };

      lair_table_view_sample (view, &rng, &sample);
      g_assert_cmpint (sample.pos, ==, 1);
      g_assert_cmpuint (sample.n_rooms, ==, G_N_ELEMENTS (rooms_a));
      for (guint i = 0; i <= 1; i++)
        g_assert_cmpint (memcmp (&sample.rooms[i], lair_table_view_get_passed_room (view, i),
                                 sizeof (LairRoom)), ==, 0);
      for (guint i = 2; i < sample.n_rooms; i++)
        count_sample[MIN (sample.rooms[i].kind, 2u)]++;
      for (guint i = 0; i < lair_table_view_get_n_unseen (view); i++)
        count_view[MIN (lair_table_view_get_unseen_room (view, i)->kind, 2u)]++;
      g_assert_cmpint (memcmp (count_view, count_sample, sizeof count_view), ==, 0);
      lair_seen_at_3 += sample.rooms[2].kind == LAIR_ROOM_LAIR;
      g_assert_cmpfloat_with_epsilon (sample.odds, lair_table_view_get_odds (view), 1e-9);
    }
  /* one of the 6 rooms ahead is a warning of the type seen: about 1 in 6 */
  g_assert_cmpuint (lair_seen_at_3, >, 10);
  g_assert_cmpuint (lair_seen_at_3, <, 70);
  lair_game_free (a);
}

static void
play_to_end (LairGame *game,
             gboolean  think_more)
{
  LairChoice choices[LAIR_MAX_PLAYERS];

  while (lair_game_get_phase (game) != LAIR_PHASE_GAME_OVER)
    {
      if (lair_game_get_phase (game) == LAIR_PHASE_DUNGEON_OVER)
        {
          lair_game_next_dungeon (game);
          continue;
        }
      for (guint i = 0; i < lair_game_get_n_players (game); i++)
        {
          if (think_more && lair_game_get_options (game, i) != 0)
            {
              g_autoptr(LairTableView) view = lair_table_view_new (game);
              LairExpertAdvice first, second;

              lair_expert_advise (view, i, &first);
              lair_expert_advise (view, i, &second);
              assert_same_advice (&first, &second);
            }
          choices[i] = lair_game_seat_is_inside (game, i) ? lair_ai_choose (game, i) : LAIR_CHOICE_NONE;
        }
      g_assert_true (lair_game_decide (game, choices, NULL));
    }
}

/* Thinking, and asking for hints, leaves the game's draws alone: a game
 * with Experts replays the same, hints asked or not. */
static void
test_replays (void)
{
  LairGameConfig config;
  LairGame *plain, *hinted;
  guint split = 0;

  lair_game_config_init (&config, 4, 77);
  config.computers = 0xf;
  config.levels[0].kind = LAIR_AI_EXPERT;
  config.levels[1].kind = LAIR_AI_EXPERT;
  config.levels[2].kind = LAIR_AI_HARD;
  plain = lair_game_new (&config);
  hinted = lair_game_new (&config);
  lair_game_start (plain);
  lair_game_start (hinted);
  play_to_end (plain, FALSE);
  play_to_end (hinted, TRUE);
  for (guint i = 0; i < 4; i++)
    {
      g_assert_cmpint (lair_game_seat_get_chest (plain, i), ==, lair_game_seat_get_chest (hinted, i));
      g_assert_cmpint (lair_game_seat_get_gold_bars (plain, i), ==, lair_game_seat_get_gold_bars (hinted, i));
    }
  g_assert_cmpuint (lair_game_get_winners (plain), ==, lair_game_get_winners (hinted));

  /* Expert seats have a nerve of their own and do not leave as one */
  g_assert_cmpfloat (lair_game_seat_get_personality (plain, 0)->nerve, !=,
                     lair_game_seat_get_personality (plain, 1)->nerve);
  for (guint seed = 1; seed <= 6; seed++)
    {
      LairChoice choices[LAIR_MAX_PLAYERS];

      lair_game_config_init (&config, 3, seed);
      config.computers = 0x7;
      for (guint i = 0; i < 3; i++)
        config.levels[i].kind = LAIR_AI_EXPERT;
      lair_game_reset (plain, &config);
      lair_game_start (plain);
      while (lair_game_get_phase (plain) == LAIR_PHASE_DECISION)
        {
          guint leavers = 0, inside = lair_game_get_n_inside (plain);

          for (guint i = 0; i < 3; i++)
            {
              choices[i] = lair_game_seat_is_inside (plain, i) ? lair_ai_choose (plain, i) : LAIR_CHOICE_NONE;
              leavers += choices[i] == LAIR_CHOICE_LEAVE;
            }
          split += leavers > 0 && leavers < inside;
          g_assert_true (lair_game_decide (plain, choices, NULL));
        }
    }
  g_assert_cmpuint (split, >, 0);

  lair_game_free (plain);
  lair_game_free (hinted);
}

/* The Expert's threads share out its games, never its draws: every
 * decision of a game of Experts gets the same advice on one thread and on
 * three, to the last bit of every figure. */
static void
test_threads_agree (void)
{
  LairGameConfig config;
  LairGame *game;
  guint compared = 0;

  for (guint seed = 5; seed <= 6; seed++)
    {
      lair_game_config_init (&config, 5, seed);
      config.computers = 0x1f;
      for (guint i = 0; i < 5; i++)
        config.levels[i].kind = i % 2 ? LAIR_AI_HARD : LAIR_AI_EXPERT;
      game = lair_game_new (&config);
      lair_game_start (game);
      while (lair_game_get_phase (game) != LAIR_PHASE_GAME_OVER)
        {
          LairChoice choices[LAIR_MAX_PLAYERS];

          if (lair_game_get_phase (game) == LAIR_PHASE_DUNGEON_OVER)
            {
              lair_game_next_dungeon (game);
              continue;
            }
          for (guint i = 0; i < 5; i++)
            {
              guint32 options = lair_game_get_options (game, i);

              if (options & (options - 1))
                {
                  g_autoptr(LairTableView) view = lair_table_view_new (game);
                  LairExpertAdvice one, three;

                  lair_expert_set_threads (1);
                  lair_expert_advise (view, i, &one);
                  lair_expert_set_threads (3);
                  lair_expert_advise (view, i, &three);
                  assert_same_advice (&one, &three);
                  g_assert_cmpuint (one.rollouts, ==, three.rollouts);
                  compared++;
                }
              choices[i] = lair_game_seat_is_inside (game, i) ? lair_ai_choose (game, i) : LAIR_CHOICE_NONE;
            }
          g_assert_true (lair_game_decide (game, choices, NULL));
        }
      lair_game_free (game);
    }
  g_assert_cmpuint (compared, >, 20);
}

/* What the numbers say: the likely option won most often; a margin is a
 * share's 95 % interval; a lead beyond what any spread of game-by-game
 * differences (at most 1 a game) could explain is clear, an exact tie
 * never is; over a few games both clear and too-close calls come up */
static void
test_weigh (void)
{
  LairGameConfig config;
  LairGame *game;
  guint clear = 0, close = 0;

  for (guint seed = 5; seed <= 7; seed++)
    {
      lair_game_config_init (&config, 4, seed);
      config.computers = 0xf;
      game = lair_game_new (&config);
      lair_game_start (game);
      while (lair_game_get_phase (game) != LAIR_PHASE_GAME_OVER)
        {
          LairChoice choices[LAIR_MAX_PLAYERS];

          if (lair_game_get_phase (game) == LAIR_PHASE_DUNGEON_OVER)
            {
              lair_game_next_dungeon (game);
              continue;
            }
          for (guint i = 0; i < 4; i++)
            {
              guint32 options = lair_game_get_options (game, i);

              if (options & (options - 1))
                {
                  g_autoptr(LairTableView) view = lair_table_view_new (game);
                  LairExpertAdvice advice;
                  double top, second = -1;

                  lair_expert_advise (view, i, &advice);
                  top = advice.options[advice.likely].win;
                  for (guint k = 0; k < advice.n_options; k++)
                    {
                      const LairExpertOption *o = &advice.options[k];
                      double spread = sqrt (o->win * (1 - o->win) / advice.rollouts);

                      g_assert_cmpfloat (o->win, <=, top);
                      if (k != advice.likely)
                        second = MAX (second, o->win);
                      /* within the binomial bound, as a share split in ties is
                       * never more spread than a win or a loss */
                      g_assert_cmpfloat (o->margin, <=, 1.96 * spread + 1e-9);
                    }
                  if (top - second > 1.96 / sqrt (advice.rollouts) + 1e-9)
                    g_assert_true (advice.clear);
                  if (top == second)
                    g_assert_false (advice.clear);
                  if (advice.clear)
                    clear++;
                  else
                    close++;
                }
              choices[i] = lair_game_seat_is_inside (game, i) ? lair_ai_choose (game, i) : LAIR_CHOICE_NONE;
            }
          g_assert_true (lair_game_decide (game, choices, NULL));
        }
      lair_game_free (game);
    }
  g_test_message ("%u clear calls, %u too close", clear, close);
  g_assert_cmpuint (clear, >, 0);
  g_assert_cmpuint (close, >, 0);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  /* small enough to run quickly, large enough to tell options apart */
  lair_expert_set_rollouts (60);

  g_test_add_func ("/expert/order-unseen", test_order_unseen);
  g_test_add_func ("/expert/sample-agrees", test_sample_agrees);
  g_test_add_func ("/expert/replays", test_replays);
  g_test_add_func ("/expert/weigh", test_weigh);
  g_test_add_func ("/expert/threads-agree", test_threads_agree);
  return g_test_run ();
}

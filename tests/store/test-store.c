/* test-store.c — statistics, achievements, usage and history on small
 * histories with known answers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <json-glib/json-glib.h>
#include <string.h>

#include "lair-cli-stats.h"
#include "lair-store-private.h"
#include "store-test-util.h"

#define A(x) (1u << LAIR_ACHIEVEMENT_##x)

typedef struct {
  TestHistory history;
  LairStore *store;
} Fixture;

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  test_history_set_up (&f->history, data);
  f->store = lair_store_new (f->history.path, &error);
  g_assert_no_error (error);
  g_assert_nonnull (f->store);
  g_assert_true (lair_store_get_writable (f->store));
  g_assert_null (lair_store_get_notice (f->store));
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  g_assert_finalize_object (f->store);
  test_history_tear_down (&f->history, data);
}

/* The hand-made history: three games whose every statistic is known. */

static const TestSeat game_a[] = {
  { "Ann", FALSE, 30, 1, 1, 2, 9, 0 },
  { "Bot", TRUE, 20, 2, 3, 4, 7, 2 },
};
static const gint depths_a[] = { 3, 5, 7, 2, 9 };

static const TestSeat game_b[] = {
  { "Ann", FALSE, 12, 0, 0, 0, 4, 0 },
  { "Bot", TRUE, 12, 1, 4, 6, 4, 0 },
  { "'); DROP TABLE games;--", FALSE, 5, 0, 2, 6, 4, 1 },
};
static const gint depths_b[] = { 4, 4, 4, 4, 4 };

static const TestSeat game_c[] = {
  { "Ann", FALSE, 50, 2, 0, 0, 10, 0 },
};
static const gint depths_c[] = { 1, 10, 3, 3, 3 };

static void
set_counters (LairStats *s,
              gint64 gems_looted, gint64 gold_bars_looted, gint64 gold_bars_value,
              gint64 sphinx_coins_looted, gint64 lone_leavers, gint64 banker_profit,
              gint64 monte_losses, gint64 sun_standers, gint64 moon_standers,
              gint64 lava_lakes_crossed, gint64 scout_reports, gint64 mushrooms_eaten,
              gint64 devil_deals, gint64 little_people_helped, gint64 spiders_killed,
              gint64 spider_lairs, gint64 gems_stolen)
{
  s->gems_looted = gems_looted;
  s->gold_bars_looted = gold_bars_looted;
  s->gold_bars_value = gold_bars_value;
  s->sphinx_coins_looted = sphinx_coins_looted;
  s->lone_leavers = lone_leavers;
  s->banker_profit = banker_profit;
  s->monte_losses = monte_losses;
  s->sun_standers = sun_standers;
  s->moon_standers = moon_standers;
  s->lava_lakes_crossed = lava_lakes_crossed;
  s->scout_reports = scout_reports;
  s->mushrooms_eaten = mushrooms_eaten;
  s->devil_deals = devil_deals;
  s->little_people_helped = little_people_helped;
  s->spiders_killed = spiders_killed;
  s->spider_lairs = spider_lairs;
  s->gems_stolen = gems_stolen;
}

static void
record_hand_made (LairStore *store,
                  guint32    achievements[6])
{
  LairGameRecord record;

  test_record_init (&record, game_a, G_N_ELEMENTS (game_a), depths_a, 5);
  set_counters (&record.stats, 40, 3, 10, 2, 4, 1, 2, 1, 0, 1, 2, 0, 1, 0, 1, 3, 5);
  test_record (store, game_a, G_N_ELEMENTS (game_a), depths_a, &record);
  achievements[0] = record.seats[0].achievements;
  achievements[1] = record.seats[1].achievements;

  test_record_init (&record, game_b, G_N_ELEMENTS (game_b), depths_b, 5);
  set_counters (&record.stats, 20, 1, 6, 0, 2, 3, 0, 2, 3, 0, 0, 4, 0, 2, 0, 2, 9);
  test_record (store, game_b, G_N_ELEMENTS (game_b), depths_b, &record);
  achievements[2] = record.seats[0].achievements;
  achievements[3] = record.seats[1].achievements;
  achievements[4] = record.seats[2].achievements;

  test_record_init (&record, game_c, G_N_ELEMENTS (game_c), depths_c, 5);
  set_counters (&record.stats, 44, 2, 6, 0, 5, 0, 1, 0, 1, 2, 1, 0, 2, 1, 2, 1, 0);
  test_record (store, game_c, G_N_ELEMENTS (game_c), depths_c, &record);
  achievements[5] = record.seats[0].achievements;
}

static void
test_stats_empty (Fixture       *f,
                  gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) totals = NULL;
  g_autoptr(GPtrArray) history = NULL;
  g_autoptr(GArray) scores = NULL;
  LairStats stats, zero = { 0 };

  g_assert_true (lair_store_get_stats (f->store, &stats, &error));
  g_assert_no_error (error);
  g_assert_cmpmem (&stats, sizeof stats, &zero, sizeof zero);
  g_assert_cmpfloat (lair_stats_average (&stats), ==, 0.0);

  totals = lair_store_get_player_totals (f->store, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (totals->len, ==, 0);
  history = lair_store_get_history (f->store, 0, 50, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (history->len, ==, 0);
  scores = lair_store_get_winning_scores (f->store, 100, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (scores->len, ==, 0);
  g_assert_cmpint (lair_store_count_games (f->store, &error), ==, 0);
}

static void
test_stats_hand_made (Fixture       *f,
                      gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  LairStats s;
  guint32 achievements[6];

  record_hand_made (f->store, achievements);
  g_assert_true (lair_store_get_stats (f->store, &s, &error));
  g_assert_no_error (error);

  g_assert_cmpint (s.games_played, ==, 3);
  g_assert_cmpint (s.players, ==, 6);
  g_assert_cmpint (s.gems_looted, ==, 104);
  g_assert_cmpint (s.gold_bars_looted, ==, 6);
  g_assert_cmpint (s.gold_bars_value, ==, 22);
  g_assert_cmpint (s.sphinx_coins_looted, ==, 2);
  g_assert_cmpint (s.lone_leavers, ==, 11);
  g_assert_cmpint (s.banker_profit, ==, 4);
  g_assert_cmpint (s.monte_losses, ==, 3);
  g_assert_cmpint (s.sun_standers, ==, 3);
  g_assert_cmpint (s.moon_standers, ==, 4);
  g_assert_cmpint (s.lava_lakes_crossed, ==, 3);
  g_assert_cmpint (s.scout_reports, ==, 3);
  g_assert_cmpint (s.mushrooms_eaten, ==, 4);
  g_assert_cmpint (s.devil_deals, ==, 3);
  g_assert_cmpint (s.little_people_helped, ==, 3);
  g_assert_cmpint (s.spiders_killed, ==, 3);
  g_assert_cmpint (s.min_depth, ==, 1);
  g_assert_cmpint (s.max_depth, ==, 10);
  g_assert_cmpint (s.spider_lairs, ==, 6);
  g_assert_cmpint (s.gems_stolen, ==, 14);
  g_assert_cmpint (s.psychics, ==, 1);
  g_assert_cmpint (s.games_with_ais, ==, 2);
  g_assert_cmpint (s.games_won_by_ais, ==, 1);
  g_assert_cmpint (s.highest_winning_score, ==, 50);
  g_assert_cmpint (s.lowest_winning_score, ==, 12);
  g_assert_cmpint (s.winning_score_sum, ==, 92);
  g_assert_cmpfloat_with_epsilon (lair_stats_average (&s), 92.0 / 3.0, 1e-9);
}

static void
test_achievements_hand_made (Fixture       *f,
                             gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) history = NULL;
  guint32 a[6];
  LairStoreGame *game;

  record_hand_made (f->store, a);

  /* game A, the first ever: the winner has the highest score, the
   * deepest seat is the Deepest Explorer */
  g_assert_cmphex (a[0], ==, A (HIGHEST_SCORE) | A (DEEPEST_EXPLORER));
  g_assert_cmphex (a[1], ==, A (MOST_GEMS_LOST) | A (PSYCHIC));
  /* game B: 12 < 30 and 4 < 9 beat nothing; two seats tie on gems lost */
  g_assert_cmphex (a[2], ==, A (TIMID));
  g_assert_cmphex (a[3], ==, A (MOST_GEMS_LOST) | A (BOLD) | A (SKYNET));
  g_assert_cmphex (a[4], ==, A (MOST_GEMS_LOST));
  /* game C: 50 beats 30, room 10 beats room 9; nobody lost a gem */
  g_assert_cmphex (a[5], ==, A (HIGHEST_SCORE) | A (DEEPEST_EXPLORER) | A (TIMID));

  /* what was stored is what was returned */
  history = lair_store_get_history (f->store, 0, 10, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (history->len, ==, 3);
  game = g_ptr_array_index (history, 2);
  g_assert_cmphex (game->seats[0].achievements, ==, a[0]);
  g_assert_cmphex (game->seats[1].achievements, ==, a[1]);
  game = g_ptr_array_index (history, 1);
  g_assert_cmphex (game->seats[0].achievements, ==, a[2]);
  g_assert_cmphex (game->seats[1].achievements, ==, a[3]);
  g_assert_cmphex (game->seats[2].achievements, ==, a[4]);
  game = g_ptr_array_index (history, 0);
  g_assert_cmphex (game->seats[0].achievements, ==, a[5]);
  g_assert_cmpint (test_sql_int (f->store, "SELECT COUNT (*) FROM achievements"), ==, 12);
}

static void
test_player_totals (Fixture       *f,
                    gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) totals = NULL;
  const LairStorePlayerTotals *t;
  guint32 a[6];

  record_hand_made (f->store, a);
  totals = lair_store_get_player_totals (f->store, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (totals->len, ==, 3);

  t = g_ptr_array_index (totals, 0);
  g_assert_cmpstr (t->name, ==, "Ann");
  g_assert_cmpint (t->games, ==, 3);
  g_assert_cmpint (t->wins, ==, 2);
  g_assert_cmpint (t->computer_games, ==, 0);
  g_assert_cmpint (t->money, ==, 92);
  g_assert_cmpint (t->gold_bars, ==, 3);
  g_assert_cmpint (t->best_score, ==, 50);
  g_assert_cmpint (t->achievements[LAIR_ACHIEVEMENT_HIGHEST_SCORE], ==, 2);
  g_assert_cmpint (t->achievements[LAIR_ACHIEVEMENT_DEEPEST_EXPLORER], ==, 2);
  g_assert_cmpint (t->achievements[LAIR_ACHIEVEMENT_MOST_GEMS_LOST], ==, 0);
  g_assert_cmpint (t->achievements[LAIR_ACHIEVEMENT_BOLD], ==, 0);
  g_assert_cmpint (t->achievements[LAIR_ACHIEVEMENT_TIMID], ==, 2);
  g_assert_cmpint (t->achievements[LAIR_ACHIEVEMENT_PSYCHIC], ==, 0);
  g_assert_cmpint (t->achievements[LAIR_ACHIEVEMENT_SKYNET], ==, 0);

  t = g_ptr_array_index (totals, 1);
  g_assert_cmpstr (t->name, ==, "Bot");
  g_assert_cmpint (t->games, ==, 2);
  g_assert_cmpint (t->wins, ==, 1);
  g_assert_cmpint (t->computer_games, ==, 2);
  g_assert_cmpint (t->money, ==, 32);
  g_assert_cmpint (t->gold_bars, ==, 3);
  g_assert_cmpint (t->best_score, ==, 12);
  g_assert_cmpint (t->achievements[LAIR_ACHIEVEMENT_HIGHEST_SCORE], ==, 0);
  g_assert_cmpint (t->achievements[LAIR_ACHIEVEMENT_MOST_GEMS_LOST], ==, 2);
  g_assert_cmpint (t->achievements[LAIR_ACHIEVEMENT_BOLD], ==, 1);
  g_assert_cmpint (t->achievements[LAIR_ACHIEVEMENT_PSYCHIC], ==, 1);
  g_assert_cmpint (t->achievements[LAIR_ACHIEVEMENT_SKYNET], ==, 1);

  t = g_ptr_array_index (totals, 2);
  g_assert_cmpstr (t->name, ==, "'); DROP TABLE games;--");
  g_assert_cmpint (t->games, ==, 1);
  g_assert_cmpint (t->wins, ==, 0);
  g_assert_cmpint (t->money, ==, 5);
  g_assert_cmpint (t->best_score, ==, -1);
  g_assert_cmpint (t->achievements[LAIR_ACHIEVEMENT_MOST_GEMS_LOST], ==, 1);
}

typedef struct {
  LairStats stats;
  gint64 games[LAIR_MAX_PLAYERS];
  gint64 wins[LAIR_MAX_PLAYERS];
  gint64 money[LAIR_MAX_PLAYERS];
  gint64 bars[LAIR_MAX_PLAYERS];
  gint64 achievements[LAIR_MAX_PLAYERS][LAIR_N_ACHIEVEMENTS];
} Expected;

static void
play_and_record (LairStore *store,
                 guint64    seed,
                 Expected  *e)
{
  g_autoptr(GError) error = NULL;
  LairGameRecord record;
  LairStoreGameInfo info;

  test_play_game (seed, 1 + seed % LAIR_MAX_PLAYERS, &record, &info);
  g_assert_true (lair_store_record_game (store, &info, &record, NULL, &error));
  g_assert_no_error (error);
  lair_stats_merge (&e->stats, &record.stats);
  /* the seats of these games are named "Computer 1" to "Computer 9" */
  for (guint i = 0; i < record.n_players; i++)
    {
      e->games[i]++;
      e->wins[i] += record.seats[i].winner;
      e->money[i] += record.seats[i].chest;
      e->bars[i] += record.seats[i].gold_bars;
      for (guint a = 0; a < LAIR_N_ACHIEVEMENTS; a++)
        e->achievements[i][a] += (record.seats[i].achievements >> a) & 1;
    }
}

static void
check_expected (LairStore      *store,
                const Expected *e)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) totals = NULL;
  const LairStatsField *fields;
  guint n_fields;
  LairStats got;

  g_assert_true (lair_store_get_stats (store, &got, &error));
  g_assert_no_error (error);
  fields = lair_stats_fields (&n_fields);
  for (guint i = 0; i < n_fields; i++)
    if (lair_stats_get (&got, &fields[i]) != lair_stats_get (&e->stats, &fields[i]))
      g_error ("%s: %" G_GINT64_FORMAT " in the history, %" G_GINT64_FORMAT " played",
               fields[i].key, lair_stats_get (&got, &fields[i]), lair_stats_get (&e->stats, &fields[i]));
  g_assert_cmpint (got.winning_score_sum, ==, e->stats.winning_score_sum);

  totals = lair_store_get_player_totals (store, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < totals->len; i++)
    {
      const LairStorePlayerTotals *t = g_ptr_array_index (totals, i);
      guint seat;

      g_assert_true (g_str_has_prefix (t->name, "Computer "));
      seat = (guint) g_ascii_strtoull (t->name + strlen ("Computer "), NULL, 10) - 1;
      g_assert_cmpuint (seat, <, LAIR_MAX_PLAYERS);
      g_assert_cmpint (t->games, ==, e->games[seat]);
      g_assert_cmpint (t->computer_games, ==, e->games[seat]);
      g_assert_cmpint (t->wins, ==, e->wins[seat]);
      g_assert_cmpint (t->money, ==, e->money[seat]);
      g_assert_cmpint (t->gold_bars, ==, e->bars[seat]);
      for (guint a = 0; a < LAIR_N_ACHIEVEMENTS; a++)
        g_assert_cmpint (t->achievements[a], ==, e->achievements[seat][a]);
    }
  g_assert_cmpuint (totals->len, ==, e->stats.games_played >= LAIR_MAX_PLAYERS ? LAIR_MAX_PLAYERS
                                                                                : e->stats.games_played);
}

/* Real games from the core: the history adds up to what the recorder
 * adds up in memory, game by game, across the summed blocks of games
 * and the games after them. */
static void
test_stats_match_core (Fixture       *f,
                       gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  Expected e = { 0 };
  guint64 seed = 500;

  /* no block yet */
  for (guint g = 0; g < 150; g++)
    play_and_record (f->store, seed++, &e);
  check_expected (f->store, &e);
  g_assert_cmpint (test_sql_int (f->store, "SELECT COUNT (*) FROM stats_blocks"), ==, 0);

  /* two blocks built in a batch, the third one game by game */
  g_assert_true (lair_store_begin_batch (f->store, &error));
  while (seed < 500 + 2 * LAIR_STORE_BLOCK_GAMES + 10)
    play_and_record (f->store, seed++, &e);
  g_assert_true (lair_store_end_batch (f->store, &error));
  g_assert_no_error (error);
  check_expected (f->store, &e);
  g_assert_cmpint (test_sql_int (f->store, "SELECT COUNT (*) FROM stats_blocks"), ==, 2);
  while (seed < 500 + 3 * LAIR_STORE_BLOCK_GAMES + 1)
    play_and_record (f->store, seed++, &e);
  check_expected (f->store, &e);
  g_assert_cmpint (test_sql_int (f->store, "SELECT COUNT (*) FROM stats_blocks"), ==, 3);
  g_assert_cmpint (test_sql_int (f->store, "SELECT MAX (last_id) FROM stats_blocks"), ==,
                   3 * LAIR_STORE_BLOCK_GAMES);
  g_assert_cmpint (test_sql_int (f->store, "SELECT SUM (games) FROM stats_blocks"), ==,
                   3 * LAIR_STORE_BLOCK_GAMES);
}

/* Should the ids of games ever go back below a block, the blocks are
 * dropped and the statistics are read from every game. */
static void
test_stats_blocks_dropped (Fixture       *f,
                           gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  Expected e = { 0 };
  LairStats s;

  g_assert_true (lair_store_begin_batch (f->store, &error));
  for (guint64 seed = 0; seed < LAIR_STORE_BLOCK_GAMES; seed++)
    play_and_record (f->store, seed, &e);
  g_assert_true (lair_store_end_batch (f->store, &error));
  g_assert_cmpint (test_sql_int (f->store, "SELECT COUNT (*) FROM stats_blocks"), ==, 1);

  g_assert_cmpint (sqlite3_exec (lair_store_get_handle (f->store),
                                 "DELETE FROM achievements WHERE game_id > 1000;"
                                 " DELETE FROM seats WHERE game_id > 1000;"
                                 " DELETE FROM dungeons WHERE game_id > 1000;"
                                 " DELETE FROM games WHERE id > 1000;",
                                 NULL, NULL, NULL), ==, SQLITE_OK);
  memset (&e, 0, sizeof e);
  play_and_record (f->store, 99999, &e);
  g_assert_cmpint (test_sql_int (f->store, "SELECT COUNT (*) FROM stats_blocks"), ==, 0);
  g_assert_cmpint (test_sql_int (f->store, "SELECT COUNT (*) FROM name_blocks"), ==, 0);
  g_assert_true (lair_store_get_stats (f->store, &s, &error));
  g_assert_cmpint (s.games_played, ==, 1001);
}

static guint32
record_one (LairStore      *store,
            const TestSeat *seats,
            guint           n_seats,
            gint            depth,
            guint           seat)
{
  LairGameRecord record;
  gint depths[LAIR_N_DUNGEONS] = { 1, 1, 1, 1, depth };

  test_record_init (&record, seats, n_seats, depths, LAIR_N_DUNGEONS);
  test_record (store, seats, n_seats, depths, &record);
  return record.seats[seat].achievements;
}

static void
test_achievements_first_game (Fixture       *f,
                              gconstpointer  data)
{
  /* a tie on money and bars: both win, both hold the record; both
   * reached room 6, the deepest of the game */
  static const TestSeat seats[] = {
    { "Ann", FALSE, 7, 1, 1, 0, 6, 0 },
    { "Ben", FALSE, 7, 1, 1, 0, 6, 0 },
    { "Cid", FALSE, 3, 0, 1, 0, 5, 0 },
  };
  LairGameRecord record;
  gint depths[LAIR_N_DUNGEONS] = { 2, 3, 4, 5, 6 };

  test_record_init (&record, seats, 3, depths, LAIR_N_DUNGEONS);
  test_record (f->store, seats, 3, depths, &record);
  g_assert_true (record.seats[0].winner && record.seats[1].winner);
  g_assert_cmphex (record.seats[0].achievements, ==, A (HIGHEST_SCORE) | A (DEEPEST_EXPLORER));
  g_assert_cmphex (record.seats[1].achievements, ==, A (HIGHEST_SCORE) | A (DEEPEST_EXPLORER));
  g_assert_cmphex (record.seats[2].achievements, ==, 0);
}

static void
test_achievements_highest_score (Fixture       *f,
                                 gconstpointer  data)
{
  static const TestSeat at_30[] = { { "Ann", FALSE, 30, 0, 1, 0, 3, 0 } };
  static const TestSeat at_29[] = { { "Ann", FALSE, 29, 0, 1, 0, 3, 0 } };
  static const TestSeat at_31[] = { { "Ann", FALSE, 31, 0, 1, 0, 3, 0 } };
  /* a computer tying the record holds it too */
  static const TestSeat bot_31[] = { { "Bot", TRUE, 31, 0, 1, 0, 3, 0 } };

  g_assert_true (record_one (f->store, at_30, 1, 3, 0) & A (HIGHEST_SCORE));
  g_assert_true (record_one (f->store, at_30, 1, 3, 0) & A (HIGHEST_SCORE));
  g_assert_false (record_one (f->store, at_29, 1, 3, 0) & A (HIGHEST_SCORE));
  g_assert_true (record_one (f->store, at_31, 1, 3, 0) & A (HIGHEST_SCORE));
  g_assert_false (record_one (f->store, at_30, 1, 3, 0) & A (HIGHEST_SCORE));
  g_assert_cmphex (record_one (f->store, bot_31, 1, 3, 0) & (A (HIGHEST_SCORE) | A (SKYNET)), ==,
                   A (HIGHEST_SCORE) | A (SKYNET));
}

static void
test_achievements_deepest (Fixture       *f,
                           gconstpointer  data)
{
  static const TestSeat deep_9[] = { { "Ann", FALSE, 1, 0, 1, 0, 9, 0 }, { "Ben", FALSE, 0, 0, 1, 0, 8, 0 } };
  static const TestSeat deep_8[] = { { "Ann", FALSE, 1, 0, 1, 0, 8, 0 } };
  static const TestSeat deep_10[] = { { "Ann", FALSE, 1, 0, 1, 0, 10, 0 } };

  g_assert_true (record_one (f->store, deep_9, 2, 9, 0) & A (DEEPEST_EXPLORER));
  /* the seat that stopped short of the game's deepest room */
  g_assert_false (record_one (f->store, deep_9, 2, 9, 1) & A (DEEPEST_EXPLORER));
  /* equalling the deepest room ever reached counts */
  g_assert_true (record_one (f->store, deep_9, 2, 9, 0) & A (DEEPEST_EXPLORER));
  g_assert_false (record_one (f->store, deep_8, 1, 8, 0) & A (DEEPEST_EXPLORER));
  g_assert_true (record_one (f->store, deep_10, 1, 10, 0) & A (DEEPEST_EXPLORER));
  g_assert_false (record_one (f->store, deep_9, 2, 9, 0) & A (DEEPEST_EXPLORER));
  g_assert_cmpint (test_sql_int (f->store, "SELECT MAX (deepest) FROM games"), ==, 10);
}

static void
test_achievements_per_game (Fixture       *f,
                            gconstpointer  data)
{
  static const TestSeat nobody_lost[] = {
    { "Ann", FALSE, 5, 0, 0, 0, 3, 0 }, { "Ben", FALSE, 4, 0, 0, 0, 3, 0 },
  };
  static const TestSeat scares[] = {
    { "Ann", FALSE, 5, 0, 4, 3, 3, 2 }, { "Ben", FALSE, 4, 0, 3, 3, 3, 1 },
    { "Cid", FALSE, 1, 0, 5, 1, 3, 3 },
  };

  /* nobody lost a gem: no Most Gems Lost; nobody was scared: all Timid */
  g_assert_cmphex (record_one (f->store, nobody_lost, 2, 3, 0) & ~A (HIGHEST_SCORE) & ~A (DEEPEST_EXPLORER),
                   ==, A (TIMID));
  g_assert_cmphex (record_one (f->store, nobody_lost, 2, 3, 1) & ~A (DEEPEST_EXPLORER), ==, A (TIMID));

  /* four scares are Bold, three are not; two psychic leaves are Psychic,
   * one is not; a tie on gems lost gives it to both */
  g_assert_cmphex (record_one (f->store, scares, 3, 3, 0) & ~A (HIGHEST_SCORE) & ~A (DEEPEST_EXPLORER),
                   ==, A (BOLD) | A (PSYCHIC) | A (MOST_GEMS_LOST));
  g_assert_cmphex (record_one (f->store, scares, 3, 3, 1) & ~A (DEEPEST_EXPLORER), ==, A (MOST_GEMS_LOST));
  g_assert_cmphex (record_one (f->store, scares, 3, 3, 2) & ~A (DEEPEST_EXPLORER), ==, A (BOLD) | A (PSYCHIC));
}

static void
test_achievement_log (Fixture       *f,
                      gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) log = NULL;
  g_autoptr(GPtrArray) page = NULL;
  const LairStoreAchievementEntry *e;
  guint32 a[6];

  record_hand_made (f->store, a);
  log = lair_store_get_achievement_log (f->store, 0, 100, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (log->len, ==, 12);

  /* game C first: Ann's three */
  e = g_ptr_array_index (log, 0);
  g_assert_cmpint (e->game_id, ==, 3);
  g_assert_cmpstr (e->name, ==, "Ann");
  g_assert_cmpint (e->date, >, 0);
  e = g_ptr_array_index (log, 3);
  g_assert_cmpint (e->game_id, ==, 2);
  e = g_ptr_array_index (log, 11);
  g_assert_cmpint (e->game_id, ==, 1);
  g_assert_cmpstr (e->name, ==, "Bot");

  page = lair_store_get_achievement_log (f->store, 10, 5, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (page->len, ==, 2);
}

static void
test_usage (Fixture       *f,
            gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  gint usage[LAIR_N_ADVENTURES];
  gint set[LAIR_N_ADVENTURES] = { 3, 4, 5, 6, 7, 8, 9, 10, 11, 12 };
  sqlite3 *db = lair_store_get_handle (f->store);

  /* a new history: every adventure at zero, and written so */
  g_assert_true (lair_store_get_usage (f->store, usage, &error));
  g_assert_no_error (error);
  for (guint i = 0; i < LAIR_N_ADVENTURES; i++)
    g_assert_cmpint (usage[i], ==, 0);
  g_assert_cmpint (test_sql_int (f->store, "SELECT COUNT (*) FROM usage"), ==, LAIR_N_ADVENTURES);

  g_assert_true (lair_store_set_usage (f->store, set, &error));
  g_assert_no_error (error);
  g_assert_true (lair_store_get_usage (f->store, usage, &error));
  g_assert_cmpmem (usage, sizeof usage, set, sizeof set);

  /* an adventure the history has never seen starts at the minimum */
  g_assert_cmpint (sqlite3_exec (db, "DELETE FROM usage WHERE adventure IN ('banker', 'devil')",
                                 NULL, NULL, NULL), ==, SQLITE_OK);
  g_assert_true (lair_store_get_usage (f->store, usage, &error));
  g_assert_no_error (error);
  g_assert_cmpint (usage[LAIR_ADVENTURE_BANKER], ==, 4);
  g_assert_cmpint (usage[LAIR_ADVENTURE_DEVIL], ==, 4);
  g_assert_cmpint (usage[LAIR_ADVENTURE_SUN_MOON], ==, 4);
  g_assert_cmpint (usage[LAIR_ADVENTURE_LITTLE_PEOPLE], ==, 12);
  g_assert_cmpint (test_sql_int (f->store, "SELECT count FROM usage WHERE adventure = 'banker'"), ==, 4);

  /* a kind from a newer version takes part in the minimum, and is kept */
  g_assert_cmpint (sqlite3_exec (db, "INSERT INTO usage VALUES ('dragon', 1);"
                                 " DELETE FROM usage WHERE adventure = 'monte'",
                                 NULL, NULL, NULL), ==, SQLITE_OK);
  g_assert_true (lair_store_get_usage (f->store, usage, &error));
  g_assert_cmpint (usage[LAIR_ADVENTURE_MONTE], ==, 1);
  g_assert_true (lair_store_set_usage (f->store, usage, &error));
  g_assert_cmpint (test_sql_int (f->store, "SELECT count FROM usage WHERE adventure = 'dragon'"), ==, 1);
}

static void
test_history_pages (Fixture       *f,
                    gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) page = NULL;
  g_autoptr(GPtrArray) last = NULL;
  g_autoptr(GPtrArray) beyond = NULL;
  LairStoreGame *game;

  for (guint g = 0; g < 25; g++)
    {
      TestSeat seats[2] = {
        { "Ann", FALSE, (gint) g, 0, 1, 2, 3, 0 },
        { "Bot", TRUE, 1, 0, 1, 0, 2, 0 },
      };
      gint depths[LAIR_N_DUNGEONS] = { 1, 2, 3, 4, 5 };
      LairStoreGameInfo info;
      LairGameRecord record;

      test_record_init (&record, seats, 2, depths, LAIR_N_DUNGEONS);
      test_info_init (&info, seats, 2, 1700000000 + g * 3600);
      info.seed = 1000 + g;
      g_assert_true (lair_store_record_game (f->store, &info, &record, NULL, &error));
      g_assert_no_error (error);
      g_date_time_unref (info.date);
    }

  page = lair_store_get_history (f->store, 0, 10, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (page->len, ==, 10);
  for (guint i = 0; i < page->len; i++)
    {
      game = g_ptr_array_index (page, i);
      g_assert_cmpint (game->id, ==, 25 - i);
      g_assert_cmpuint (game->seed, ==, 1000 + 24 - i);
      g_assert_cmpint (g_date_time_to_unix (game->date), ==, 1700000000 + (24 - i) * 3600);
      g_assert_cmpint (game->duration, ==, 90 * G_TIME_SPAN_SECOND);
      g_assert_cmpuint (game->n_players, ==, 2);
      g_assert_cmpstr (game->seats[0].name, ==, "Ann");
      g_assert_null (game->seats[0].level);
      g_assert_false (game->seats[0].computer);
      g_assert_cmpstr (game->seats[1].name, ==, "Bot");
      g_assert_cmpstr (game->seats[1].level, ==, "normal");
      g_assert_true (game->seats[1].computer);
      g_assert_cmpint (game->seats[0].chest, ==, 24 - (gint) i);
      g_assert_cmpint (game->seats[0].scares, ==, 1);
      g_assert_cmpint (game->seats[0].gems_lost, ==, 2);
      g_assert_cmpint (game->seats[0].deepest, ==, 3);
      g_assert_cmpint (game->winning_score, ==, MAX (24 - (gint) i, 1));
      g_assert_cmpint (game->deepest, ==, 5);
      g_assert_cmpuint (game->n_dungeons, ==, 5);
      g_assert_cmpint (game->dungeons[4].depth, ==, 5);
      g_assert_cmpint (game->dungeons[4].adventure, ==, LAIR_ADVENTURE_SPHINX);
      g_assert_cmpint (game->dungeons[4].end, ==, LAIR_END_LAIR);
      g_assert_cmpint (game->dungeons[1].end, ==, LAIR_END_LEFT);
    }

  last = lair_store_get_history (f->store, 20, 10, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (last->len, ==, 5);
  game = g_ptr_array_index (last, 4);
  g_assert_cmpint (game->id, ==, 1);

  beyond = lair_store_get_history (f->store, 25, 10, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (beyond->len, ==, 0);
}

static void
test_winning_scores (Fixture       *f,
                     gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) all = NULL;
  g_autoptr(GArray) few = NULL;
  LairStoreScorePoint *p;

  for (gint g = 1; g <= 10; g++)
    {
      TestSeat seats[1] = { { "Ann", FALSE, g * 10, 0, 1, 0, 3, 0 } };

      record_one (f->store, seats, 1, 3, 0);
    }

  all = lair_store_get_winning_scores (f->store, 0, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (all->len, ==, 10);
  for (guint i = 0; i < all->len; i++)
    {
      p = &g_array_index (all, LairStoreScorePoint, i);
      g_assert_cmpint (p->game_id, ==, i + 1);
      g_assert_cmpfloat (p->score, ==, 10.0 * (i + 1));
      g_assert_cmpuint (p->n_games, ==, 1);
    }

  /* ten games in at most four points: 3 + 3 + 3 + 1 */
  few = lair_store_get_winning_scores (f->store, 4, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (few->len, ==, 4);
  p = &g_array_index (few, LairStoreScorePoint, 0);
  g_assert_cmpfloat (p->score, ==, 20.0);
  g_assert_cmpuint (p->n_games, ==, 3);
  p = &g_array_index (few, LairStoreScorePoint, 3);
  g_assert_cmpfloat (p->score, ==, 100.0);
  g_assert_cmpuint (p->n_games, ==, 1);
  g_assert_cmpint (p->game_id, ==, 10);
}

/* Seat names are stored and read back as typed, whatever they hold. */
static void
test_names_literal (Fixture       *f,
                    gconstpointer  data)
{
  static const char * const names[] = {
    "'); DROP TABLE games;--",
    "Robert\"); DROP TABLE seats; --",
    "%s%n%d",
    "Zoë 🕷 蜘蛛",
    "",
    "tab\tand\nnewline",
    "' OR '1'='1",
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) page = NULL;
  g_autoptr(GPtrArray) totals = NULL;
  g_autoptr(GString) out = g_string_new (NULL);
  TestSeat seats[G_N_ELEMENTS (names)];
  LairGameRecord record;
  gint depths[LAIR_N_DUNGEONS] = { 1, 2, 3, 4, 5 };
  LairStats stats;
  gint usage[LAIR_N_ADVENTURES] = { 0 };
  LairStoreGame *game;

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    seats[i] = (TestSeat) { names[i], i % 2 == 1, (gint) i, 0, 1, 0, 3, 0 };
  test_record_init (&record, seats, G_N_ELEMENTS (names), depths, LAIR_N_DUNGEONS);
  test_record (f->store, seats, G_N_ELEMENTS (names), depths, &record);

  page = lair_store_get_history (f->store, 0, 1, &error);
  g_assert_no_error (error);
  game = g_ptr_array_index (page, 0);
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    g_assert_cmpstr (game->seats[i].name, ==, names[i]);

  totals = lair_store_get_player_totals (f->store, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (totals->len, ==, G_N_ELEMENTS (names));

  g_assert_cmpint (test_sql_int (f->store, "SELECT COUNT (*) FROM sqlite_master WHERE name = 'games'"), ==, 1);
  g_assert_cmpint (lair_store_count_games (f->store, &error), ==, 1);

  /* and the JSON of the command line keeps them whole */
  g_assert_true (lair_store_get_stats (f->store, &stats, &error));
  lair_cli_stats_format (f->store, &stats, totals, usage, TRUE, out);
  g_assert_nonnull (strstr (out->str, "\"'); DROP TABLE games;--\""));
  g_assert_nonnull (strstr (out->str, "\"Robert\\\"); DROP TABLE seats; --\""));
  g_assert_nonnull (strstr (out->str, "\"tab\\tand\\nnewline\""));
  g_assert_nonnull (strstr (out->str, "\"Zoë 🕷 蜘蛛\""));
}

/* Bytes that are no UTF-8 cannot be shown: they are replaced, the rest
 * of the name is kept. */
static void
test_names_invalid_utf8 (Fixture       *f,
                         gconstpointer  data)
{
  TestSeat seats[1] = { { "Ann\xff\xfe!", FALSE, 3, 0, 1, 0, 3, 0 } };
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) page = NULL;
  g_autofree char *expected = g_utf8_make_valid (seats[0].name, -1);
  LairGameRecord record;
  gint depths[LAIR_N_DUNGEONS] = { 1, 2, 3, 4, 5 };
  LairStoreGame *game;

  test_record_init (&record, seats, 1, depths, LAIR_N_DUNGEONS);
  test_record (f->store, seats, 1, depths, &record);
  page = lair_store_get_history (f->store, 0, 1, &error);
  g_assert_no_error (error);
  game = g_ptr_array_index (page, 0);
  g_assert_true (g_utf8_validate (game->seats[0].name, -1, NULL));
  g_assert_cmpstr (game->seats[0].name, ==, expected);
  g_assert_true (g_str_has_prefix (game->seats[0].name, "Ann"));
}

/* The JSON of `spider-lair-cli stats`: the keys of the scenario output's
 * stats, in their order, then the per-name totals and the usage. */
static void
test_cli_json (Fixture       *f,
               gconstpointer  data)
{
  static const char * const keys[] = {
    "games_played", "players", "gems_looted", "gold_bars_looted", "gold_bars_value",
    "sphinx_coins_looted", "lone_leavers", "banker_profit", "monte_losses", "sun_standers",
    "moon_standers", "lava_lakes_crossed", "scout_reports", "mushrooms_eaten", "devil_deals",
    "little_people_helped", "spiders_killed", "min_depth", "max_depth", "spider_lairs",
    "gems_stolen", "psychics", "games_with_ais", "games_won_by_ais", "highest_winning_score",
    "average_winning_score", "lowest_winning_score",
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) totals = NULL;
  g_autoptr(GString) out = g_string_new (NULL);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GList) members = NULL;
  gint usage[LAIR_N_ADVENTURES];
  JsonObject *root, *stats, *player, *achievements;
  JsonArray *players;
  LairStats s;
  guint32 a[6];
  guint i = 0;

  record_hand_made (f->store, a);
  g_assert_true (lair_store_get_stats (f->store, &s, &error));
  totals = lair_store_get_player_totals (f->store, &error);
  g_assert_true (lair_store_get_usage (f->store, usage, &error));
  lair_cli_stats_format (f->store, &s, totals, usage, TRUE, out);

  g_assert_true (json_parser_load_from_data (parser, out->str, (gssize) out->len, &error));
  g_assert_no_error (error);
  root = json_node_get_object (json_parser_get_root (parser));
  stats = json_object_get_object_member (root, "stats");
  members = json_object_get_members (stats);
  for (GList *l = members; l != NULL; l = l->next, i++)
    g_assert_cmpstr (l->data, ==, keys[i]);
  g_assert_cmpuint (i, ==, G_N_ELEMENTS (keys));
  g_assert_cmpint (json_object_get_int_member (stats, "games_played"), ==, 3);
  g_assert_cmpint (json_object_get_int_member (stats, "gems_stolen"), ==, 14);
  g_assert_cmpfloat (json_object_get_double_member (stats, "average_winning_score"), ==, 30.667);

  players = json_object_get_array_member (root, "players");
  g_assert_cmpuint (json_array_get_length (players), ==, 3);
  player = json_array_get_object_element (players, 2);
  g_assert_cmpstr (json_object_get_string_member (player, "name"), ==, "'); DROP TABLE games;--");
  g_assert_true (json_object_get_null_member (player, "best_score"));
  player = json_array_get_object_element (players, 0);
  g_assert_cmpint (json_object_get_int_member (player, "money"), ==, 92);
  achievements = json_object_get_object_member (player, "achievements");
  g_assert_cmpint (json_object_get_int_member (achievements, "highest-score"), ==, 2);
  g_assert_cmpint (json_object_get_int_member (achievements, "timid"), ==, 2);
  g_assert_true (json_object_has_member (json_object_get_object_member (root, "usage"), "little-people"));
}

static void
test_cli_stats (Fixture       *f,
                gconstpointer  data)
{
  if (g_test_subprocess ())
    {
      g_autoptr(GError) error = NULL;
      guint32 a[6];

      record_hand_made (f->store, a);
      g_assert_cmpint (lair_cli_stats_print (f->history.path, FALSE, &error), ==, 0);
      g_assert_no_error (error);
      g_assert_cmpint (lair_cli_stats_print (f->history.path, TRUE, &error), ==, 0);
      g_assert_no_error (error);
      return;
    }

  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();
  g_test_trap_assert_stdout ("*Statistics*games_played*3\n*highest_winning_score*50\n*"
                             "average_winning_score*30.667\n*lowest_winning_score*12\n*"
                             "'); DROP TABLE games;--\n*"
                             "\"gems_looted\": 104,*\"name\": \"Ann\"*");
}

/* Reading a history that is not there prints zeros and creates nothing. */
static void
test_cli_stats_missing (Fixture       *f,
                        gconstpointer  data)
{
  g_autofree char *missing = g_build_filename (f->history.dir, "nothing-here.db", NULL);

  if (g_test_subprocess ())
    {
      g_autoptr(GError) error = NULL;

      g_assert_cmpint (lair_cli_stats_print (missing, TRUE, &error), ==, 0);
      g_assert_no_error (error);
      g_assert_false (g_file_test (missing, G_FILE_TEST_EXISTS));
      return;
    }

  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();
  g_test_trap_assert_stdout ("*\"games_played\": 0,*\"players\": []*");
}

static void
test_reset (Fixture       *f,
            gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  gint usage[LAIR_N_ADVENTURES] = { 1, 1, 1, 1, 1, 1, 1, 1, 1, 2 };
  gint after[LAIR_N_ADVENTURES];
  LairStats stats;
  guint32 a[6];

  record_hand_made (f->store, a);
  g_assert_true (lair_store_set_usage (f->store, usage, &error));
  {
    g_autofree char *backup = lair_store_reset (f->store, &error);

    g_assert_nonnull (backup);
  }
  g_assert_no_error (error);
  g_assert_cmpint (lair_store_count_games (f->store, &error), ==, 0);
  g_assert_true (lair_store_get_stats (f->store, &stats, &error));
  g_assert_cmpint (stats.games_played, ==, 0);
  g_assert_cmpint (test_sql_int (f->store, "SELECT COUNT (*) FROM seats"), ==, 0);
  g_assert_cmpint (test_sql_int (f->store, "SELECT COUNT (*) FROM achievements"), ==, 0);
  g_assert_cmpint (test_sql_int (f->store, "SELECT COUNT (*) FROM stats_blocks"), ==, 0);
  g_assert_true (lair_store_get_usage (f->store, after, &error));
  g_assert_cmpmem (after, sizeof after, usage, sizeof usage);

  /* after a reset the first game is a first game again */
  g_assert_true (record_one (f->store, game_b, 3, 4, 1) & A (HIGHEST_SCORE));
}

static void
test_batch (Fixture       *f,
            gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  LairStats stats;

  g_assert_true (lair_store_begin_batch (f->store, &error));
  for (guint g = 0; g < 2500; g++)
    {
      LairGameRecord record;
      LairStoreGameInfo info;

      test_play_game (g, 1 + g % 4, &record, &info);
      g_assert_true (lair_store_record_game (f->store, &info, &record, NULL, &error));
      g_assert_no_error (error);
    }
  g_assert_true (lair_store_end_batch (f->store, &error));
  g_assert_no_error (error);
  g_assert_true (lair_store_get_stats (f->store, &stats, &error));
  g_assert_cmpint (stats.games_played, ==, 2500);
  g_assert_true (sqlite3_get_autocommit (lair_store_get_handle (f->store)));
  g_assert_cmpint (test_sql_int (f->store, "SELECT COUNT (*) FROM stats_blocks"), ==, 2);

  /* a reset forgets the sums with the games */
  {
    g_autofree char *backup = lair_store_reset (f->store, &error);

    g_assert_nonnull (backup);
  }
  g_assert_no_error (error);
  g_assert_cmpint (test_sql_int (f->store, "SELECT COUNT (*) FROM stats_blocks"), ==, 0);
  g_assert_cmpint (test_sql_int (f->store, "SELECT COUNT (*) FROM name_blocks"), ==, 0);
  g_assert_true (lair_store_get_stats (f->store, &stats, &error));
  g_assert_cmpint (stats.games_played, ==, 0);
}

static void
test_default_path (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(LairStore) store = NULL;
  g_autofree char *expected = g_build_filename (g_get_user_data_dir (), "spider-lair", "history.db", NULL);
  g_autofree char *path = lair_store_get_default_path ();

  g_assert_cmpstr (path, ==, expected);
  store = lair_store_new (NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (lair_store_get_path (store), ==, expected);
  g_assert_true (g_file_test (expected, G_FILE_TEST_IS_REGULAR));
  g_assert_cmpint (test_sql_int (store, "PRAGMA user_version"), ==, LAIR_STORE_SCHEMA_VERSION);
}

static void
test_journal_mode (Fixture       *f,
                   gconstpointer  data)
{
  sqlite3_stmt *stmt = NULL;

  g_assert_cmpint (sqlite3_prepare_v2 (lair_store_get_handle (f->store), "PRAGMA journal_mode", -1, &stmt, NULL),
                   ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_step (stmt), ==, SQLITE_ROW);
  g_assert_cmpstr ((const char *) sqlite3_column_text (stmt, 0), ==, "wal");
  sqlite3_finalize (stmt);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *data_home = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);

  /* the default history goes to a place of its own */
  data_home = test_make_tmpdir ();
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);

#define ADD(path, func) \
  g_test_add ("/store/" path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)

  ADD ("stats/empty", test_stats_empty);
  ADD ("stats/hand-made", test_stats_hand_made);
  ADD ("stats/match-core", test_stats_match_core);
  ADD ("stats/player-totals", test_player_totals);
  ADD ("stats/blocks-dropped", test_stats_blocks_dropped);
  ADD ("achievements/hand-made", test_achievements_hand_made);
  ADD ("achievements/first-game", test_achievements_first_game);
  ADD ("achievements/highest-score", test_achievements_highest_score);
  ADD ("achievements/deepest-explorer", test_achievements_deepest);
  ADD ("achievements/per-game", test_achievements_per_game);
  ADD ("achievements/log", test_achievement_log);
  ADD ("usage", test_usage);
  ADD ("history/pages", test_history_pages);
  ADD ("history/winning-scores", test_winning_scores);
  ADD ("names/literal", test_names_literal);
  ADD ("names/invalid-utf8", test_names_invalid_utf8);
  ADD ("cli/json", test_cli_json);
  ADD ("cli/stats", test_cli_stats);
  ADD ("cli/stats-missing", test_cli_stats_missing);
  ADD ("reset", test_reset);
  ADD ("batch", test_batch);
  ADD ("journal-mode", test_journal_mode);
  g_test_add_func ("/store/default-path", test_default_path);

#undef ADD

  status = g_test_run ();
  test_remove_tree (data_home);
  return status;
}

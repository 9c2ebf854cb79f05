/* test-replays.c — every recorded game plays again to what the history
 * holds, tells its story, and the history list filters and sorts
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gstdio.h>
#include <string.h>

#include "lair-store-private.h"
#include "store-test-util.h"

typedef TestHistory Fixture;

/* Records games with `spider-lair-cli simulate --record`, as a player
 * would. */
static void
simulate (const char *db,
          const char *games,
          const char *players,
          const char *seed,
          const char *opponents)
{
  const char *cli = g_getenv ("SPIDER_LAIR_CLI");
  const char *argv[] = { cli, "simulate", "--games", games, "--players", players, "--seed", seed,
                         "--record", "--db", db, opponents != NULL ? "--opponents" : NULL, opponents, NULL };
  g_autoptr(GError) error = NULL;
  g_autofree char *err = NULL;
  int status = 0;

  g_assert_nonnull (cli);
  g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDOUT_TO_DEV_NULL, NULL, NULL, NULL, &err, &status, &error);
  g_assert_no_error (error);
  if (!g_spawn_check_wait_status (status, NULL))
    g_error ("simulate: %s", err);
}

/* Thousands of games of every size and kind of computer player, recorded
 * by simulate, all play again to their recorded chests, bars, winners and
 * achievements; the 4-player ones take under 1 KiB each. */
static void
test_simulated_games_replay (Fixture       *f,
                             gconstpointer  data)
{
  g_autoptr(LairStore) store = NULL;
  g_autoptr(GError) error = NULL;
  gint64 n_games;
  gint64 bytes_4;

  simulate (f->path, "1500", "4", "1", "easy,normal,hard,gems:9");
  simulate (f->path, "600", "2", "20000", NULL);
  simulate (f->path, "400", "6", "30000", "random:0.2");
  simulate (f->path, "300", "9", "40000", "hard");
  simulate (f->path, "200", "1", "50000", "warnings:3");

  store = lair_store_new_for_reading (f->path, &error);
  g_assert_no_error (error);
  n_games = lair_store_count_games (store, &error);
  g_assert_cmpint (n_games, ==, 3000);
  g_assert_cmpint (test_sql_int (store, "SELECT COUNT (*) FROM games WHERE replay IS NULL"), ==, 0);

  for (gint64 id = 1; id <= n_games; id++)
    {
      g_autoptr(LairStoreGame) game = NULL;

      if (!lair_store_replay_game (store, id, NULL, NULL, &game, &error))
        g_error ("game %" G_GINT64_FORMAT ": %s", id, error->message);
      g_assert_true (game->has_replay);
      g_assert_cmpint (game->id, ==, id);
    }

  bytes_4 = test_sql_int (store, "SELECT SUM (length (replay)) / COUNT (*) FROM games WHERE players = 4");
  g_test_message ("4-player games: %" G_GINT64_FORMAT " bytes of replay each", bytes_4);
  g_assert_cmpint (bytes_4, >, 0);
  g_assert_cmpint (bytes_4, <=, 1024);
}

/* A game whose choices would not play again is recorded all the same,
 * without its replay, and says so. */
static void
test_broken_stream_still_recorded (Fixture       *f,
                                   gconstpointer  data)
{
  g_autoptr(LairStore) store = test_history_open (f);
  g_autoptr(GError) error = NULL;
  LairGameRecord record;
  LairStoreGameInfo info;
  gint64 ids[3];

  /* a choice missing at the end */
  test_play_game (7, 4, &record, &info);
  record.moves.n_choices--;
  g_assert_true (lair_store_record_game (store, &info, &record, &ids[0], &error));
  g_assert_no_error (error);

  /* a nibble that is no choice at the start */
  test_play_game (8, 3, &record, &info);
  record.moves.nibbles[0] |= 0x0f;
  g_assert_true (lair_store_record_game (store, &info, &record, &ids[1], &error));
  g_assert_no_error (error);

  /* more choices than the game holds */
  test_play_game (9, 2, &record, &info);
  record.moves.overflow = TRUE;
  g_assert_true (lair_store_record_game (store, &info, &record, &ids[2], &error));
  g_assert_no_error (error);

  g_assert_cmpint (lair_store_count_games (store, NULL), ==, 3);
  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      g_autoptr(LairStoreGame) game = lair_store_get_game (store, ids[i], &error);
      g_autoptr(LairStoreGameStory) story = NULL;

      g_assert_no_error (error);
      g_assert_false (game->has_replay);
      g_assert_cmpuint (game->n_dungeons, ==, LAIR_N_DUNGEONS);
      g_assert_false (lair_store_replay_game (store, ids[i], NULL, NULL, NULL, &error));
      g_assert_error (error, LAIR_STORE_ERROR, LAIR_STORE_ERROR_NO_REPLAY);
      g_clear_error (&error);
      story = lair_store_get_game_story (store, ids[i], &error);
      g_assert_null (story);
      g_assert_error (error, LAIR_STORE_ERROR, LAIR_STORE_ERROR_NO_REPLAY);
      g_clear_error (&error);
    }

  /* and a sound game beside them keeps its replay */
  test_play_game (10, 3, &record, &info);
  g_assert_true (lair_store_record_game (store, &info, &record, &ids[0], &error));
  g_assert_true (lair_store_replay_game (store, ids[0], NULL, NULL, NULL, &error));
  g_assert_no_error (error);
}

/* A replay damaged in the file does not play, and the game stays. */
static void
test_damaged_in_file (Fixture       *f,
                      gconstpointer  data)
{
  g_autoptr(LairStore) store = NULL;
  g_autoptr(GError) error = NULL;
  LairStats before, after;

  test_history_fill (f, 1, 20);
  store = test_history_open (f);
  g_assert_true (lair_store_get_stats (store, &before, &error));
  g_assert_true (sqlite3_exec (lair_store_get_handle (store),
                               /* one cut short, one another game's */
                               "UPDATE games SET replay = substr (replay, 1, 5) WHERE id = 4;"
                               "UPDATE games SET replay = (SELECT replay FROM games WHERE id = 6) WHERE id = 5;",
                               NULL, NULL, NULL) == SQLITE_OK);
  for (gint64 id = 1; id <= 20; id++)
    {
      gboolean ok = lair_store_replay_game (store, id, NULL, NULL, NULL, &error);

      if (id == 4 || id == 5)
        {
          g_assert_false (ok);
          g_assert_error (error, LAIR_STORE_ERROR, LAIR_STORE_ERROR_NO_REPLAY);
          g_clear_error (&error);
        }
      else
        {
          g_assert_no_error (error);
          g_assert_true (ok);
        }
    }
  g_assert_true (lair_store_get_stats (store, &after, &error));
  g_assert_cmpmem (&before, sizeof before, &after, sizeof after);

  g_assert_false (lair_store_replay_game (store, 99, NULL, NULL, NULL, &error));
  g_assert_error (error, LAIR_STORE_ERROR, LAIR_STORE_ERROR_NOT_FOUND);
}

/* A game's story holds together: every seat comes out of every dungeon
 * once, the bars it carried out are its bars, the spider's take is the
 * scared seats' losses, and the dungeons are the history's. */
static void
test_story (Fixture       *f,
            gconstpointer  data)
{
  g_autoptr(LairStore) store = NULL;
  g_autoptr(GError) error = NULL;
  guint ties = 0;

  test_history_fill (f, 100, 300);
  store = test_history_open (f);
  for (gint64 id = 1; id <= 300; id++)
    {
      g_autoptr(LairStoreGameStory) story = lair_store_get_game_story (store, id, &error);
      const LairStoreGame *game;
      gint bars[LAIR_MAX_PLAYERS] = { 0 };
      guint n_winners = 0;

      g_assert_no_error (error);
      game = story->game;
      g_assert_cmpint (game->id, ==, id);
      for (guint d = 0; d < LAIR_N_DUNGEONS; d++)
        {
          const LairStoreStoryDungeon *dungeon = &story->dungeons[d];
          guint32 out = 0;
          gint took = 0;

          g_assert_cmpint (dungeon->adventure, ==, game->dungeons[d].adventure);
          g_assert_cmpint (dungeon->end, ==, game->dungeons[d].end);
          g_assert_cmpint (dungeon->depth, ==, game->dungeons[d].depth);
          g_assert_cmpint (dungeon->lair_room, ==, game->dungeons[d].lair_room);
          g_assert_cmpuint (dungeon->exits->len, ==, game->n_players);
          for (guint e = 0; e < dungeon->exits->len; e++)
            {
              const LairStoreStoryExit *exit = &g_array_index (dungeon->exits, LairStoreStoryExit, e);

              g_assert_false (out & (1u << exit->seat));
              out |= 1u << exit->seat;
              g_assert_cmpint (exit->room, >=, 1);
              g_assert_cmpint (exit->room, <=, dungeon->depth);
              bars[exit->seat] += exit->bars;
              if (exit->scared)
                {
                  g_assert_cmpint (dungeon->end, ==, LAIR_END_LAIR);
                  g_assert_cmpint (exit->room, ==, dungeon->lair_room);
                  took += exit->lost;
                }
            }
          g_assert_cmpint (took, ==, dungeon->spider_took);
        }
      for (guint i = 0; i < game->n_players; i++)
        {
          g_assert_cmpint (bars[i], ==, game->seats[i].gold_bars);
          n_winners += game->seats[i].winner;
        }
      g_assert_cmpuint (n_winners, >=, 1);
      if (story->tie_break == LAIR_STORE_TIE_SHARED)
        g_assert_cmpuint (n_winners, >, 1);
      else
        g_assert_cmpuint (n_winners, ==, 1);
      ties += story->tie_break != LAIR_STORE_TIE_NONE;
    }
  g_test_message ("%u of 300 games were tied on money", ties);
}

/* The history list, filtered by a name and sorted by each column, agrees
 * with the games themselves; counts, a player's page and the histogram
 * agree with plain SQL. */
static void
test_search (Fixture       *f,
             gconstpointer  data)
{
  static const char * const sort_sql[LAIR_STORE_N_SORTS] = {
    "played_at", "duration", "players", "winning_score", "deepest",
  };
  g_autoptr(LairStore) store = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(LairStorePlayerPage) page = NULL;
  g_autoptr(LairStorePlayerPage) nobody = NULL;
  g_autoptr(GPtrArray) totals = NULL;

  test_history_fill (f, 1, 400);
  store = test_history_open (f);

  for (guint sort = 0; sort < LAIR_STORE_N_SORTS; sort++)
    for (guint up = 0; up < 2; up++)
      {
        g_autoptr(GPtrArray) all = lair_store_search_history (store, NULL, sort, up, 0, 1000, &error);
        g_autoptr(GPtrArray) named = lair_store_search_history (store, "Computer 7", sort, up, 0, 1000, &error);
        g_autoptr(GPtrArray) second_page = lair_store_search_history (store, NULL, sort, up, 50, 50, &error);
        g_autofree char *sql = g_strdup_printf ("SELECT id FROM games ORDER BY %s %s, id %s LIMIT 1",
                                                sort_sql[sort], up ? "ASC" : "DESC", up ? "ASC" : "DESC");

        g_assert_no_error (error);
        g_assert_cmpuint (all->len, ==, 400);
        g_assert_cmpint (((LairStoreGame *) g_ptr_array_index (all, 0))->id, ==, test_sql_int (store, sql));
        for (guint i = 0; i < 50; i++)
          g_assert_cmpint (((LairStoreGame *) g_ptr_array_index (second_page, i))->id, ==,
                           ((LairStoreGame *) g_ptr_array_index (all, 50 + i))->id);
        for (guint i = 1; i < all->len; i++)
          {
            const LairStoreGame *a = g_ptr_array_index (all, i - 1);
            const LairStoreGame *b = g_ptr_array_index (all, i);
            gint64 ka = sort == LAIR_STORE_SORT_DURATION ? a->duration
                      : sort == LAIR_STORE_SORT_PLAYERS ? a->n_players
                      : sort == LAIR_STORE_SORT_WINNING_SCORE ? a->winning_score
                      : sort == LAIR_STORE_SORT_DEEPEST ? a->deepest : g_date_time_to_unix (a->date);
            gint64 kb = sort == LAIR_STORE_SORT_DURATION ? b->duration
                      : sort == LAIR_STORE_SORT_PLAYERS ? b->n_players
                      : sort == LAIR_STORE_SORT_WINNING_SCORE ? b->winning_score
                      : sort == LAIR_STORE_SORT_DEEPEST ? b->deepest : g_date_time_to_unix (b->date);

            if (up)
              g_assert_true (ka < kb || (ka == kb && a->id < b->id));
            else
              g_assert_true (ka > kb || (ka == kb && a->id > b->id));
          }
        /* seats with 7 or more players have a "Computer 7" */
        g_assert_cmpuint (named->len, ==, test_sql_int (store, "SELECT COUNT (*) FROM games WHERE players >= 7"));
        for (guint i = 0; i < named->len; i++)
          {
            const LairStoreGame *game = g_ptr_array_index (named, i);

            g_assert_cmpuint (game->n_players, >=, 7);
            g_assert_cmpstr (game->seats[6].name, ==, "Computer 7");
          }
      }

  g_assert_cmpint (lair_store_count_history (store, NULL, &error), ==, 400);
  g_assert_cmpint (lair_store_count_history (store, "Computer 7", &error), ==,
                   test_sql_int (store, "SELECT COUNT (*) FROM games WHERE players >= 7"));
  g_assert_cmpint (lair_store_count_history (store, "Nobody", &error), ==, 0);
  g_assert_no_error (error);

  /* the player's page says what the per-name totals say */
  page = lair_store_get_player_page (store, "Computer 1", &error);
  g_assert_no_error (error);
  totals = lair_store_get_player_totals (store, &error);
  for (guint i = 0; i < totals->len; i++)
    {
      const LairStorePlayerTotals *t = g_ptr_array_index (totals, i);

      if (!g_str_equal (t->name, "Computer 1"))
        continue;
      g_assert_cmpint (page->games, ==, t->games);
      g_assert_cmpint (page->wins, ==, t->wins);
      g_assert_cmpint (page->computer_games, ==, t->computer_games);
      g_assert_cmpint (page->gold_bars, ==, t->gold_bars);
      g_assert_cmpfloat_with_epsilon (page->average_score, (double) t->money / t->games, 1e-9);
      g_assert_cmpint (page->best_score, >=, t->best_score);
      for (guint a = 0; a < LAIR_N_ACHIEVEMENTS; a++)
        g_assert_cmpint (page->achievements[a], ==, t->achievements[a]);
    }
  g_assert_cmpint (page->games, ==, 400);
  g_assert_cmpint (page->best_score, ==, test_sql_int (store, "SELECT MAX (chest) FROM seats WHERE seat = 0"));
  nobody = lair_store_get_player_page (store, "Nobody", &error);
  g_assert_cmpint (nobody->games, ==, 0);
  g_assert_cmpint (nobody->best_score, ==, -1);

}

/* Every dungeon is in the histogram of depths once, whether its game was
 * summed into a block or not. */
static void
test_depths (Fixture       *f,
             gconstpointer  data)
{
  g_autoptr(LairStore) store = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) depths = NULL;
  gint64 sum = 0;

  test_history_fill (f, 1, 2 * LAIR_STORE_BLOCK_GAMES + 50);
  store = test_history_open (f);
  g_assert_cmpint (test_sql_int (store, "SELECT COUNT (*) FROM stats_blocks"), ==, 2);
  depths = lair_store_get_depth_histogram (store, &error);
  g_assert_no_error (error);
  for (guint d = 0; d < depths->len; d++)
    {
      g_autofree char *sql = g_strdup_printf ("SELECT COUNT (*) FROM dungeons WHERE depth = %u", d);

      g_assert_cmpint (g_array_index (depths, gint64, d), ==, test_sql_int (store, sql));
      sum += g_array_index (depths, gint64, d);
    }
  g_assert_cmpint (sum, ==, (2 * LAIR_STORE_BLOCK_GAMES + 50) * LAIR_N_DUNGEONS);
  g_assert_cmpint (depths->len - 1, ==, test_sql_int (store, "SELECT MAX (depth) FROM dungeons"));
}

static gboolean
plan_uses (LairStore  *store,
           const char *sql,
           const char *index)
{
  g_autofree char *explain = g_strconcat ("EXPLAIN QUERY PLAN ", sql, NULL);
  sqlite3_stmt *stmt = NULL;
  gboolean found = FALSE;

  g_assert_cmpint (sqlite3_prepare_v2 (lair_store_get_handle (store), explain, -1, &stmt, NULL), ==, SQLITE_OK);
  while (sqlite3_step (stmt) == SQLITE_ROW)
    found |= strstr ((const char *) sqlite3_column_text (stmt, 3), index) != NULL;
  sqlite3_finalize (stmt);
  return found;
}

/* The history list is read by index, never by sorting the whole table. */
static void
test_indexes (Fixture       *f,
              gconstpointer  data)
{
  g_autoptr(LairStore) store = NULL;

  test_history_fill (f, 1, 50);
  store = test_history_open (f);
  sqlite3_exec (lair_store_get_handle (store), "ANALYZE", NULL, NULL, NULL);
  g_assert_true (plan_uses (store, "SELECT id FROM games ORDER BY winning_score DESC, id DESC LIMIT 50",
                            "games_by_winning_score"));
  g_assert_true (plan_uses (store, "SELECT id FROM games ORDER BY played_at DESC, id DESC LIMIT 50",
                            "games_by_played_at"));
  g_assert_true (plan_uses (store, "SELECT id FROM games ORDER BY duration ASC, id ASC LIMIT 50",
                            "games_by_duration"));
  g_assert_true (plan_uses (store, "SELECT id FROM games ORDER BY players DESC, id DESC LIMIT 50",
                            "games_by_players"));
  g_assert_true (plan_uses (store, "SELECT game_id FROM seats WHERE name = 'Ann'", "seats_by_name"));

}

/* Resetting keeps the old history whole in a file of its own. */
static void
test_reset_backup (Fixture       *f,
                   gconstpointer  data)
{
  g_autoptr(LairStore) store = NULL;
  g_autoptr(LairStore) kept = NULL;
  g_autoptr(LairStore) reader = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *backup = NULL;
  g_autofree char *again = NULL;
  gint usage[LAIR_N_ADVENTURES];

  test_history_fill (f, 1, 30);
  store = test_history_open (f);
  backup = lair_store_reset (store, &error);
  g_assert_no_error (error);
  g_assert_nonnull (backup);
  g_assert_true (g_str_has_prefix (backup, f->path));
  g_assert_true (strstr (backup, ".backup-") != NULL);
  g_assert_cmpint (lair_store_count_games (store, NULL), ==, 0);

  kept = lair_store_new_for_reading (backup, &error);
  g_assert_no_error (error);
  g_assert_cmpint (lair_store_count_games (kept, NULL), ==, 30);
  g_assert_true (lair_store_replay_game (kept, 30, NULL, NULL, NULL, &error));
  g_assert_true (lair_store_get_usage (kept, usage, &error));

  /* a second reset the same second gets a file of its own */
  again = lair_store_reset (store, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (again, !=, backup);
  g_assert_true (g_file_test (again, G_FILE_TEST_IS_REGULAR));

  /* a history that cannot be written is neither reset nor copied */
  reader = lair_store_new_for_reading (backup, &error);
  g_assert_null (lair_store_reset (reader, &error));
  g_assert_error (error, LAIR_STORE_ERROR, LAIR_STORE_ERROR_READ_ONLY);
  g_assert_cmpint (lair_store_count_games (reader, NULL), ==, 30);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add ("/replays/simulated-games-replay", Fixture, NULL,
              test_history_set_up, test_simulated_games_replay, test_history_tear_down);
  g_test_add ("/replays/broken-stream-still-recorded", Fixture, NULL,
              test_history_set_up, test_broken_stream_still_recorded, test_history_tear_down);
  g_test_add ("/replays/damaged-in-file", Fixture, NULL,
              test_history_set_up, test_damaged_in_file, test_history_tear_down);
  g_test_add ("/replays/story", Fixture, NULL,
              test_history_set_up, test_story, test_history_tear_down);
  g_test_add ("/replays/search", Fixture, NULL,
              test_history_set_up, test_search, test_history_tear_down);
  g_test_add ("/replays/depths", Fixture, NULL,
              test_history_set_up, test_depths, test_history_tear_down);
  g_test_add ("/replays/indexes", Fixture, NULL,
              test_history_set_up, test_indexes, test_history_tear_down);
  g_test_add ("/replays/reset-backup", Fixture, NULL,
              test_history_set_up, test_reset_backup, test_history_tear_down);
  return g_test_run ();
}

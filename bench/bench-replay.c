/* bench-replay.c — what keeping every game whole costs, and how fast the
 * statistics window's history pages answer
 *
 * Prints the bytes of replay per game for simulated 4-player games (the
 * budget is 1 KiB), then fills a history of N games (200,000 unless
 * given) and times, each the median of several runs on a store opened
 * afresh: one game's story, played again from its replay (budget 50 ms);
 * the first and a middle page of the history list sorted by every column,
 * and filtered by a seat's name (budget 100 ms); a player's page and the
 * histogram of depths. It prints its figures and never fails on time: the
 * machine is shared and noisy.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gstdio.h>
#include <stdio.h>
#include <stdlib.h>

#include "bench-history.h"
#include "lair-playback.h"
#include "lair-store-private.h"

#define RUNS 9
#define PAGE 50

static const LairAiKind kinds[] = { LAIR_AI_EASY, LAIR_AI_NORMAL, LAIR_AI_HARD };

static void
bytes_per_game (guint n_games)
{
  LairGameConfig config;
  LairGame *game;
  gsize total = 0, largest = 0;

  lair_game_config_init (&config, 4, 1);
  game = lair_game_new (&config);
  for (guint g = 1; g <= n_games; g++)
    {
      LairGameRecord record;
      g_autoptr(GBytes) packed = NULL;

      lair_game_config_init (&config, 4, g);
      config.computers = 0xf;
      for (guint i = 0; i < 4; i++)
        config.levels[i].kind = kinds[(g + i) % G_N_ELEMENTS (kinds)];
      lair_record_begin (&record);
      lair_game_set_event_func (game, lair_record_event, &record);
      lair_game_reset (game, &config);
      lair_game_play_computers (game);
      lair_record_award (&record, -1, -1);
      packed = lair_playback_pack (&record);
      total += g_bytes_get_size (packed);
      largest = MAX (largest, g_bytes_get_size (packed));
    }
  lair_game_free (game);
  printf ("replay of a 4-player game: %.1f bytes on average, %" G_GSIZE_FORMAT " at most"
          " (%u games; budget 1024)\n", (double) total / n_games, largest, n_games);
}

typedef enum {
  QUERY_STORY,
  QUERY_PAGE_FIRST,
  QUERY_PAGE_MIDDLE,
  QUERY_PAGE_NAME,
  QUERY_PAGE_UNSEEN,
  QUERY_COUNT_NAME,
  QUERY_PLAYER,
  QUERY_DEPTHS,
} Query;

static double
run_query (const char   *path,
           Query         query,
           LairStoreSort sort,
           gint64        n_games,
           guint         run)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(LairStore) store = lair_store_new_for_reading (path, &error);
  gint64 t;
  gboolean ok = TRUE;

  if (store == NULL)
    g_error ("%s", error->message);
  /* the window has the history open already: time the query alone */
  lair_store_count_games (store, NULL);

  t = g_get_monotonic_time ();
  switch (query)
    {
    case QUERY_STORY:
      {
        g_autoptr(LairStoreGameStory) story =
          lair_store_get_game_story (store, 1 + (gint64) ((run * 7919 + 17) % (guint64) n_games), &error);
        ok = story != NULL;
      }
      break;
    case QUERY_PAGE_FIRST:
    case QUERY_PAGE_MIDDLE:
    case QUERY_PAGE_NAME:
      {
        g_autoptr(GPtrArray) page =
          lair_store_search_history (store, query == QUERY_PAGE_NAME ? "Ann" : NULL, sort, run % 2 == 1,
                                     query == QUERY_PAGE_MIDDLE ? (guint) (n_games / 2) : 0, PAGE, &error);
        ok = page != NULL && page->len == PAGE;
      }
      break;
    case QUERY_PAGE_UNSEEN:
      {
        /* the slowest filter: the whole index walked for nothing */
        g_autoptr(GPtrArray) page =
          lair_store_search_history (store, "Nobody", sort, run % 2 == 1, 0, PAGE, &error);
        ok = page != NULL && page->len == 0;
      }
      break;
    case QUERY_COUNT_NAME:
      ok = lair_store_count_history (store, "Ann", &error) > 0;
      break;
    case QUERY_PLAYER:
      {
        g_autoptr(LairStorePlayerPage) page = lair_store_get_player_page (store, "Ann", &error);
        ok = page != NULL && page->games > 0;
      }
      break;
    case QUERY_DEPTHS:
      {
        g_autoptr(GArray) depths = lair_store_get_depth_histogram (store, &error);
        ok = depths != NULL && depths->len > 1;
      }
      break;
    default:
      g_assert_not_reached ();
    }
  if (!ok)
    g_error ("query %d: %s", query, error != NULL ? error->message : "no answer");
  return bench_ms_since (t);
}

static double
median_of (const char   *path,
           Query         query,
           LairStoreSort sort,
           gint64        n_games)
{
  double ms[RUNS];

  for (guint r = 0; r < RUNS; r++)
    ms[r] = run_query (path, query, sort, n_games, r);
  return bench_median (ms, RUNS);
}

static void
report (const char *what,
        double      ms,
        double      budget)
{
  if (budget > 0)
    printf ("  %-48s %8.2f ms  (budget %.0f ms%s)\n", what, ms, budget, ms > budget ? ", OVER" : "");
  else
    printf ("  %-48s %8.2f ms\n", what, ms);
}

int
main (int   argc,
      char *argv[])
{
  static const char * const sort_names[LAIR_STORE_N_SORTS] = {
    "date", "duration", "players", "winning score", "deepest",
  };
  guint64 n_games = argc > 1 ? g_ascii_strtoull (argv[1], NULL, 10) : 200000;
  g_autoptr(GDateTime) start = g_date_time_new_utc (2024, 1, 1, 0, 0, 0);
  g_autofree char *dir = g_dir_make_tmp ("spider-lair-bench-replay-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "history.db", NULL);
  g_autoptr(GError) error = NULL;
  BenchPlayer player;

  bytes_per_game (20000);

  printf ("history of %" G_GUINT64_FORMAT " games\n", n_games);
  fflush (stdout);
  bench_player_init (&player);
  {
    g_autoptr(LairStore) store = lair_store_new (path, &error);

    if (store == NULL)
      g_error ("%s", error->message);
    bench_fill (store, &player, 1, n_games + 1, start);
  }
  bench_player_clear (&player);

  {
    g_autoptr(LairStore) store = lair_store_new_for_reading (path, &error);
    sqlite3_stmt *stmt = NULL;

    sqlite3_prepare_v2 (lair_store_get_handle (store),
                        "SELECT players, COUNT (*), AVG (length (replay)), SUM (replay IS NULL)"
                        " FROM games GROUP BY players", -1, &stmt, NULL);
    while (sqlite3_step (stmt) == SQLITE_ROW)
      printf ("  %d players: %d games, %.1f bytes of replay each, %d without\n",
              sqlite3_column_int (stmt, 0), sqlite3_column_int (stmt, 1),
              sqlite3_column_double (stmt, 2), sqlite3_column_int (stmt, 3));
    sqlite3_finalize (stmt);
  }

  report ("a game's story (played again)", median_of (path, QUERY_STORY, 0, (gint64) n_games), 50);
  for (guint s = 0; s < LAIR_STORE_N_SORTS; s++)
    {
      g_autofree char *first = g_strdup_printf ("history page 1, by %s", sort_names[s]);
      g_autofree char *middle = g_strdup_printf ("history page in the middle, by %s", sort_names[s]);
      g_autofree char *named = g_strdup_printf ("history page of “Ann”, by %s", sort_names[s]);
      g_autofree char *unseen = g_strdup_printf ("history page of a name never seen, by %s", sort_names[s]);

      report (first, median_of (path, QUERY_PAGE_FIRST, s, (gint64) n_games), 100);
      report (middle, median_of (path, QUERY_PAGE_MIDDLE, s, (gint64) n_games), 100);
      report (named, median_of (path, QUERY_PAGE_NAME, s, (gint64) n_games), 100);
      report (unseen, median_of (path, QUERY_PAGE_UNSEEN, s, (gint64) n_games), 100);
    }
  report ("games of “Ann”, counted", median_of (path, QUERY_COUNT_NAME, 0, (gint64) n_games), 0);
  report ("player page of “Ann”", median_of (path, QUERY_PLAYER, 0, (gint64) n_games), 0);
  report ("histogram of depths", median_of (path, QUERY_DEPTHS, 0, (gint64) n_games), 0);

  {
    g_autofree char *wal = g_strconcat (path, "-wal", NULL);
    g_autofree char *shm = g_strconcat (path, "-shm", NULL);

    g_unlink (wal);
    g_unlink (shm);
    g_unlink (path);
    g_rmdir (dir);
  }
  return 0;
}

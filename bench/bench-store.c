/* bench-store.c — the history at 50,000 and 200,000 games
 *
 * Fills a history with games played by the core (a mix of computers and
 * named humans, 1 to 9 seats), then times what a player waits for:
 * opening the history, recording one more game, computing every
 * statistic, the per-name totals, the first page of the history list and
 * the chart. The same is measured at a quarter of the games, so the
 * growth can be compared with the growth of the history. Each figure is
 * the median of several runs. It prints its figures and never fails on
 * time: the machine is shared and noisy.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gstdio.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "bench-history.h"
#include "lair-store-private.h"

#define RUNS 7

#define RECORDS_PER_RUN 5

typedef struct {
  double open_ms;
  double first_record_ms;
  double record_ms;
  double stats_ms;
  double totals_ms;
  double page_ms;
  double chart_ms;
  double megabytes;
} Figures;

static void
measure (const char *path,
         BenchPlayer *p,
         guint64    *next_game,
         Figures    *f)
{
  double open_ms[RUNS], first_record_ms[RUNS], stats_ms[RUNS], totals_ms[RUNS], page_ms[RUNS], chart_ms[RUNS];
  double record_ms[RUNS * RECORDS_PER_RUN];
  g_autoptr(GError) error = NULL;
  GStatBuf st;

  for (guint r = 0; r < RUNS; r++)
    {
      g_autoptr(LairStore) store = NULL;
      g_autoptr(GPtrArray) totals = NULL;
      g_autoptr(GPtrArray) page = NULL;
      g_autoptr(GArray) chart = NULL;
      LairGameRecord record;
      LairStoreGameInfo info;
      LairStats stats;
      gint64 t;

      t = g_get_monotonic_time ();
      store = lair_store_new (path, &error);
      if (store == NULL)
        g_error ("%s", error->message);
      open_ms[r] = bench_ms_since (t);

      /* the games are played before the clock starts: only the store is
       * timed; the first game after opening also creates the log */
      for (guint i = 0; i <= RECORDS_PER_RUN; i++)
        {
          bench_play (p, (*next_game)++, &record, &info);
          t = g_get_monotonic_time ();
          if (!lair_store_record_game (store, &info, &record, NULL, &error))
            g_error ("%s", error->message);
          if (i == 0)
            first_record_ms[r] = bench_ms_since (t);
          else
            record_ms[r * RECORDS_PER_RUN + i - 1] = bench_ms_since (t);
        }

      t = g_get_monotonic_time ();
      if (!lair_store_get_stats (store, &stats, &error))
        g_error ("%s", error->message);
      stats_ms[r] = bench_ms_since (t);
      g_assert (stats.games_played > 0);

      t = g_get_monotonic_time ();
      totals = lair_store_get_player_totals (store, &error);
      if (totals == NULL)
        g_error ("%s", error->message);
      totals_ms[r] = bench_ms_since (t);

      t = g_get_monotonic_time ();
      page = lair_store_get_history (store, 0, 50, &error);
      if (page == NULL)
        g_error ("%s", error->message);
      page_ms[r] = bench_ms_since (t);

      t = g_get_monotonic_time ();
      chart = lair_store_get_winning_scores (store, 500, &error);
      if (chart == NULL)
        g_error ("%s", error->message);
      chart_ms[r] = bench_ms_since (t);
    }

  f->open_ms = bench_median (open_ms, RUNS);
  f->first_record_ms = bench_median (first_record_ms, RUNS);
  f->record_ms = bench_median (record_ms, RUNS * RECORDS_PER_RUN);
  f->stats_ms = bench_median (stats_ms, RUNS);
  f->totals_ms = bench_median (totals_ms, RUNS);
  f->page_ms = bench_median (page_ms, RUNS);
  f->chart_ms = bench_median (chart_ms, RUNS);
  f->megabytes = g_stat (path, &st) == 0 ? (double) st.st_size / (1024 * 1024) : 0.0;
}

static void
print_figures (guint64        games,
               const Figures *f)
{
  printf ("%8" G_GUINT64_FORMAT " %8.2f %9.2f %9.2f %9.2f %9.2f %8.2f %9.2f %8.1f\n", games, f->open_ms,
          f->first_record_ms, f->record_ms, f->stats_ms, f->totals_ms, f->page_ms, f->chart_ms, f->megabytes);
}

int
main (int   argc,
      char *argv[])
{
  guint64 total = argc > 1 ? g_ascii_strtoull (argv[1], NULL, 10) : 200000;
  guint64 quarter = total / 4;
  g_autoptr(GError) error = NULL;
  g_autoptr(GDateTime) start = g_date_time_new_utc (2024, 1, 1, 0, 0, 0);
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  LairStore *store;
  BenchPlayer player;
  Figures small, big;
  guint64 next_game;

  if (total < 4)
    {
      fprintf (stderr, "usage: %s [GAMES]\n", argv[0]);
      return 2;
    }

  dir = g_dir_make_tmp ("bench-store-XXXXXX", &error);
  if (dir == NULL)
    g_error ("%s", error->message);
  path = g_build_filename (dir, "history.db", NULL);

  bench_player_init (&player);
  next_game = total;

  printf ("History benchmark: %" G_GUINT64_FORMAT " and %" G_GUINT64_FORMAT " games (SQLite %s)\n",
          quarter, total, sqlite3_libversion ());
  store = lair_store_new (path, &error);
  if (store == NULL)
    g_error ("%s", error->message);
  bench_fill (store, &player, 0, quarter, start);
  /* let the disk write out the filling first: a player records a game on
   * a history written long ago, not on megabytes still being flushed */
  sync ();
  g_object_unref (store);
  measure (path, &player, &next_game, &small);

  store = lair_store_new (path, &error);
  bench_fill (store, &player, quarter, total, start);
  sync ();
  g_object_unref (store);
  measure (path, &player, &next_game, &big);

  printf ("\n%8s %8s %9s %9s %9s %9s %8s %9s %8s\n", "games", "open ms", "first rec", "record ms", "stats ms",
          "totals ms", "page ms", "chart ms", "MB");
  print_figures (quarter, &small);
  print_figures (total, &big);
  printf ("\nstatistics %.2f ms at %" G_GUINT64_FORMAT " games (target ≤ 100 ms)\n", big.stats_ms, total);
  printf ("record one game %.2f ms, the first after opening %.2f ms (target ≤ 5 ms)\n", big.record_ms,
          big.first_record_ms);
  printf ("growth from %" G_GUINT64_FORMAT " to %" G_GUINT64_FORMAT " games (×%.2f): statistics ×%.2f, "
          "totals ×%.2f, record ×%.2f, first page ×%.2f, open ×%.2f\n",
          quarter, total, (double) total / (double) quarter, big.stats_ms / small.stats_ms,
          big.totals_ms / small.totals_ms, big.record_ms / small.record_ms, big.page_ms / small.page_ms,
          big.open_ms / small.open_ms);

  bench_player_clear (&player);
  if (g_getenv ("BENCH_STORE_KEEP") != NULL)
    printf ("history kept in %s\n", path);
  else
  {
    g_autofree char *wal = g_strconcat (path, "-wal", NULL);
    g_autofree char *shm = g_strconcat (path, "-shm", NULL);

    g_remove (wal);
    g_remove (shm);
    g_remove (path);
    g_rmdir (dir);
  }
  return 0;
}

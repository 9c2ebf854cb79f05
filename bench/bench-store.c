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

#include "lair-game.h"
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

static const char * const humans[] = {
  "Ann", "Ben", "Chloé", "Dmitri", "Eve", "Farid", "Grace", "Hiro", "Ines", "Jun",
};

typedef struct {
  LairGame *game;
  LairGameConfig config;
  gint usage[LAIR_N_ADVENTURES];
  char *names[LAIR_MAX_PLAYERS];
} Player;

static void
play (Player            *p,
      guint64            g,
      LairGameRecord    *record,
      LairStoreGameInfo *info)
{
  guint n = 1 + (guint) (g * 7 % LAIR_MAX_PLAYERS);

  lair_game_config_init (&p->config, n, g);
  /* about one seat in four is a human, with one of ten names */
  p->config.computers = 0;
  for (guint i = 0; i < n; i++)
    if ((g + i) % 4 != 0)
      p->config.computers |= 1u << i;
  memcpy (p->config.usage, p->usage, sizeof p->usage);

  lair_record_begin (record);
  lair_game_set_event_func (p->game, lair_record_event, record);
  lair_game_reset (p->game, &p->config);
  /* the core plays the humans' seats too, as it does for a seat that ran
   * out of moves */
  lair_game_play_computers (p->game);
  memcpy (p->usage, lair_game_get_usage (p->game), sizeof p->usage);

  memset (info, 0, sizeof *info);
  info->duration = (GTimeSpan) (120 + g % 900) * G_TIME_SPAN_SECOND;
  info->seed = g;
  for (guint i = 0; i < n; i++)
    {
      g_free (p->names[i]);
      if (p->config.computers & (1u << i))
        {
          p->names[i] = g_strdup_printf ("Computer %u", i + 1);
          info->seats[i].level = "normal";
        }
      else
        p->names[i] = g_strdup (humans[(g / 4 + i) % G_N_ELEMENTS (humans)]);
      info->seats[i].name = p->names[i];
    }
}

static void
fill (LairStore *store,
      Player    *p,
      guint64    from,
      guint64    to,
      GDateTime *start)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GTimer) timer = g_timer_new ();

  if (!lair_store_begin_batch (store, &error))
    g_error ("%s", error->message);
  for (guint64 g = from; g < to; g++)
    {
      g_autoptr(GDateTime) date = g_date_time_add_seconds (start, (double) g * 600);
      LairGameRecord record;
      LairStoreGameInfo info;

      play (p, g, &record, &info);
      info.date = date;
      if (!lair_store_record_game (store, &info, &record, NULL, &error))
        g_error ("%s", error->message);
    }
  if (!lair_store_end_batch (store, &error))
    g_error ("%s", error->message);
  printf ("  filled %" G_GUINT64_FORMAT " games in %.1f s\n", to - from, g_timer_elapsed (timer, NULL));
  fflush (stdout);
  /* let the disk write out the filling first: a player records a game on
   * a history written long ago, not on megabytes still being flushed */
  sync ();
}

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

static double
median (double *v,
        guint   n)
{
  qsort (v, n, sizeof *v, compare_doubles);
  return v[n / 2];
}

static double
ms_since (gint64 start)
{
  return (double) (g_get_monotonic_time () - start) / 1000.0;
}

static void
measure (const char *path,
         Player     *p,
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
      open_ms[r] = ms_since (t);

      /* the games are played before the clock starts: only the store is
       * timed; the first game after opening also creates the log */
      for (guint i = 0; i <= RECORDS_PER_RUN; i++)
        {
          play (p, (*next_game)++, &record, &info);
          t = g_get_monotonic_time ();
          if (!lair_store_record_game (store, &info, &record, NULL, &error))
            g_error ("%s", error->message);
          if (i == 0)
            first_record_ms[r] = ms_since (t);
          else
            record_ms[r * RECORDS_PER_RUN + i - 1] = ms_since (t);
        }

      t = g_get_monotonic_time ();
      if (!lair_store_get_stats (store, &stats, &error))
        g_error ("%s", error->message);
      stats_ms[r] = ms_since (t);
      g_assert (stats.games_played > 0);

      t = g_get_monotonic_time ();
      totals = lair_store_get_player_totals (store, &error);
      if (totals == NULL)
        g_error ("%s", error->message);
      totals_ms[r] = ms_since (t);

      t = g_get_monotonic_time ();
      page = lair_store_get_history (store, 0, 50, &error);
      if (page == NULL)
        g_error ("%s", error->message);
      page_ms[r] = ms_since (t);

      t = g_get_monotonic_time ();
      chart = lair_store_get_winning_scores (store, 500, &error);
      if (chart == NULL)
        g_error ("%s", error->message);
      chart_ms[r] = ms_since (t);
    }

  f->open_ms = median (open_ms, RUNS);
  f->first_record_ms = median (first_record_ms, RUNS);
  f->record_ms = median (record_ms, RUNS * RECORDS_PER_RUN);
  f->stats_ms = median (stats_ms, RUNS);
  f->totals_ms = median (totals_ms, RUNS);
  f->page_ms = median (page_ms, RUNS);
  f->chart_ms = median (chart_ms, RUNS);
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
  LairGameConfig config;
  Player player = { 0 };
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

  lair_game_config_init (&config, 1, 0);
  player.game = lair_game_new (&config);
  next_game = total;

  printf ("History benchmark: %" G_GUINT64_FORMAT " and %" G_GUINT64_FORMAT " games (SQLite %s)\n",
          quarter, total, sqlite3_libversion ());
  store = lair_store_new (path, &error);
  if (store == NULL)
    g_error ("%s", error->message);
  fill (store, &player, 0, quarter, start);
  g_object_unref (store);
  measure (path, &player, &next_game, &small);

  store = lair_store_new (path, &error);
  fill (store, &player, quarter, total, start);
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

  for (guint i = 0; i < LAIR_MAX_PLAYERS; i++)
    g_free (player.names[i]);
  lair_game_free (player.game);
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

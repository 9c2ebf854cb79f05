/* bench-statistics.c — what opening the statistics window waits for
 *
 * Fills a history with games played by the core (computers and a few
 * named humans, 1 to 9 seats), then times what the statistics window
 * reads when it opens: every statistic, the chart of winning scores, the
 * per-name totals, the newest achievements, the count of games and the
 * first page of the history list, and the last page, as a player
 * dragging the scroll bar to the bottom asks for it. With a display, the
 * whole window is timed too, from its creation to its first frame, and
 * a game's page, from asking for it to its first frame, for games all
 * over the history; then a name's games and the list sorted by score.
 * Each figure is the median of several runs, with the 95th percentile
 * for the window and the game's page. It prints its figures and never
 * fails on time: the machine is shared and noisy.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bench-history.h"
#include "lair-history-model.h"
#include "lair-history-pages.h"
#include "lair-score-chart.h"
#include "lair-statistics-window.h"

#define RUNS 7
/* windows opened, and game pages shown, for the percentiles */
#define WINDOW_RUNS 21
#define PAGE_RUNS   40

/* as the window asks */
#define CHART_POINTS 400
#define LOG_ENTRIES  50

typedef struct {
  double open_ms;
  double stats_ms;
  double chart_ms;
  double totals_ms;
  double log_ms;
  double count_ms;
  double first_page_ms;
  double last_page_ms;
  double data_ms;
  double window_ms;
  double frame_ms;
  double frame_p95_ms;
  double chart_frame_ms;
  double frame_cpu_ms;
  double frame_cpu_p95_ms;
  double build_ms;
  double build_p95_ms;
  double page_cpu_ms;
  double page_cpu_p95_ms;
  double history_ms;
  double story_ms;
  double story_p95_ms;
  double page_ms;
  double page_p95_ms;
  double search_ms;
  double sort_ms;
} Figures;

static void
measure_data (const char *path,
              Figures    *f)
{
  double open_ms[RUNS], stats_ms[RUNS], chart_ms[RUNS], totals_ms[RUNS], log_ms[RUNS];
  double count_ms[RUNS], first_page_ms[RUNS], last_page_ms[RUNS], data_ms[RUNS];
  g_autoptr(GError) error = NULL;

  for (guint r = 0; r < RUNS; r++)
    {
      g_autoptr(LairStore) store = NULL;
      g_autoptr(GArray) chart = NULL;
      g_autoptr(GPtrArray) totals = NULL;
      g_autoptr(GPtrArray) log = NULL;
      g_autoptr(LairHistoryModel) model = NULL;
      g_autoptr(GObject) first = NULL;
      g_autoptr(GObject) last = NULL;
      LairStats stats;
      gint64 begin, t;
      guint n_items;

      begin = t = g_get_monotonic_time ();
      store = lair_store_new (path, &error);
      if (store == NULL)
        g_error ("%s", error->message);
      open_ms[r] = bench_ms_since (t);

      t = g_get_monotonic_time ();
      if (!lair_store_get_stats (store, &stats, &error))
        g_error ("%s", error->message);
      stats_ms[r] = bench_ms_since (t);

      t = g_get_monotonic_time ();
      chart = lair_store_get_winning_scores (store, CHART_POINTS, &error);
      if (chart == NULL)
        g_error ("%s", error->message);
      chart_ms[r] = bench_ms_since (t);

      t = g_get_monotonic_time ();
      totals = lair_store_get_player_totals (store, &error);
      if (totals == NULL)
        g_error ("%s", error->message);
      totals_ms[r] = bench_ms_since (t);

      t = g_get_monotonic_time ();
      log = lair_store_get_achievement_log (store, 0, LOG_ENTRIES, &error);
      if (log == NULL)
        g_error ("%s", error->message);
      log_ms[r] = bench_ms_since (t);

      t = g_get_monotonic_time ();
      model = lair_history_model_new (store);
      n_items = g_list_model_get_n_items (G_LIST_MODEL (model));
      count_ms[r] = bench_ms_since (t);

      t = g_get_monotonic_time ();
      first = g_list_model_get_item (G_LIST_MODEL (model), 0);
      first_page_ms[r] = bench_ms_since (t);
      data_ms[r] = bench_ms_since (begin);

      t = g_get_monotonic_time ();
      last = g_list_model_get_item (G_LIST_MODEL (model), n_items - 1);
      last_page_ms[r] = bench_ms_since (t);

      g_assert (stats.games_played == n_items);
      g_assert (lair_history_item_get_game (LAIR_HISTORY_ITEM (first)) != NULL);
      g_assert (lair_history_item_get_game (LAIR_HISTORY_ITEM (last)) != NULL);
    }

  f->open_ms = bench_median (open_ms, RUNS);
  f->stats_ms = bench_median (stats_ms, RUNS);
  f->chart_ms = bench_median (chart_ms, RUNS);
  f->totals_ms = bench_median (totals_ms, RUNS);
  f->log_ms = bench_median (log_ms, RUNS);
  f->count_ms = bench_median (count_ms, RUNS);
  f->first_page_ms = bench_median (first_page_ms, RUNS);
  f->last_page_ms = bench_median (last_page_ms, RUNS);
  f->data_ms = bench_median (data_ms, RUNS);
}

/* CPU time of the process, in ms: what the window itself costs, without
 * the time other programs of a busy machine had the cores */
static double
cpu_ms (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &ts);
  return ts.tv_sec * 1000.0 + ts.tv_nsec / 1e6;
}

static void
painted_cb (GdkFrameClock *clock,
            gboolean      *painted)
{
  *painted = TRUE;
}

static GtkWidget *
find_widget (GtkWidget *root,
             GType      type)
{
  if (g_type_is_a (G_OBJECT_TYPE (root), type))
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_widget (child, type);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static void
wait_for_frame (GdkFrameClock *clock)
{
  gboolean painted = FALSE;
  gulong id = g_signal_connect (clock, "after-paint", G_CALLBACK (painted_cb), &painted);

  while (!painted)
    g_main_context_iteration (NULL, TRUE);
  g_signal_handler_disconnect (clock, id);
}

/* The whole window, on the application's own history: from creation to
 * its first frame on screen, then to the first frame of the list of
 * games. */
static void
measure_window (Figures *f,
                gint64   total)
{
  double window_ms[WINDOW_RUNS], frame_ms[WINDOW_RUNS], history_ms[WINDOW_RUNS];
  double chart_frame_ms[WINDOW_RUNS];
  double story_ms[PAGE_RUNS], page_ms[PAGE_RUNS];
  double frame_cpu[WINDOW_RUNS], page_cpu[PAGE_RUNS], build_ms[PAGE_RUNS];
  double search_ms[RUNS], sort_ms[RUNS];
  g_autoptr(LairApplication) app = lair_application_new ();
  g_autoptr(GError) error = NULL;
  LairStore *store;
  GtkWindow *window = NULL;
  GdkFrameClock *clock = NULL;

  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_NON_UNIQUE);
  if (!g_application_register (G_APPLICATION (app), NULL, &error))
    g_error ("%s", error->message);

  for (guint r = 0; r < WINDOW_RUNS; r++)
    {
      GtkWidget *stack;
      double cpu = cpu_ms ();
      gint64 t;

      t = g_get_monotonic_time ();
      window = lair_statistics_window_new (app, NULL);
      window_ms[r] = bench_ms_since (t);

      gtk_window_present (window);
      gtk_widget_realize (GTK_WIDGET (window));
      clock = gtk_widget_get_frame_clock (GTK_WIDGET (window));
      wait_for_frame (clock);
      frame_ms[r] = bench_ms_since (t);
      frame_cpu[r] = cpu_ms () - cpu;

      /* the chart's points come after the first frame */
      {
        GtkWidget *chart = find_widget (GTK_WIDGET (window), LAIR_TYPE_SCORE_CHART);

        while (lair_score_chart_get_points (LAIR_SCORE_CHART (chart)) == NULL
               || lair_score_chart_get_points (LAIR_SCORE_CHART (chart))->len == 0)
          g_main_context_iteration (NULL, TRUE);
        wait_for_frame (clock);
        chart_frame_ms[r] = bench_ms_since (t);
      }

      t = g_get_monotonic_time ();
      stack = find_widget (GTK_WIDGET (window), ADW_TYPE_VIEW_STACK);
      adw_view_stack_set_visible_child_name (ADW_VIEW_STACK (stack), "history");
      wait_for_frame (clock);
      history_ms[r] = bench_ms_since (t);

      if (r + 1 < WINDOW_RUNS)
        {
          gtk_window_destroy (window);
          while (g_main_context_iteration (NULL, FALSE))
            ;
        }
    }

  /* games all over the history: its story played again, then the page
   * of the last window from asking to its first frame */
  store = lair_application_get_store (app, &error);
  if (store == NULL)
    g_error ("%s", error->message);
  for (guint r = 0; r < PAGE_RUNS; r++)
    {
      gint64 id = 1 + (gint64) r * (total - 1) / (PAGE_RUNS - 1);
      g_autoptr(LairStoreGameStory) story = NULL;
      double cpu;
      gint64 t;

      t = g_get_monotonic_time ();
      story = lair_store_get_game_story (store, id, &error);
      if (story == NULL)
        g_error ("%s", error->message);
      story_ms[r] = bench_ms_since (t);

      t = g_get_monotonic_time ();
      g_object_unref (g_object_ref_sink (lair_history_game_page_new (store, id, &error)));
      build_ms[r] = bench_ms_since (t);

      cpu = cpu_ms ();
      t = g_get_monotonic_time ();
      lair_statistics_window_show_game (LAIR_STATISTICS_WINDOW (window), id);
      wait_for_frame (clock);
      page_ms[r] = bench_ms_since (t);
      page_cpu[r] = cpu_ms () - cpu;
    }

  /* one name's games, and the list by score, a page each */
  for (guint r = 0; r < RUNS; r++)
    {
      g_autoptr(GPtrArray) named = NULL;
      g_autoptr(GPtrArray) sorted = NULL;
      gint64 t;

      t = g_get_monotonic_time ();
      named = lair_store_search_history (store, "Computer 1", LAIR_STORE_SORT_DATE, FALSE,
                                         0, LAIR_HISTORY_MODEL_PAGE_SIZE, &error);
      if (named == NULL || lair_store_count_history (store, "Computer 1", &error) < 0)
        g_error ("%s", error->message);
      search_ms[r] = bench_ms_since (t);

      t = g_get_monotonic_time ();
      sorted = lair_store_search_history (store, NULL, LAIR_STORE_SORT_WINNING_SCORE, FALSE,
                                          0, LAIR_HISTORY_MODEL_PAGE_SIZE, &error);
      if (sorted == NULL)
        g_error ("%s", error->message);
      sort_ms[r] = bench_ms_since (t);
    }

  gtk_window_destroy (window);
  while (g_main_context_iteration (NULL, FALSE))
    ;

  f->window_ms = bench_median (window_ms, WINDOW_RUNS);
  f->frame_ms = bench_median (frame_ms, WINDOW_RUNS);
  f->frame_p95_ms = bench_percentile (frame_ms, WINDOW_RUNS, 0.95);
  f->chart_frame_ms = bench_median (chart_frame_ms, WINDOW_RUNS);
  f->frame_cpu_ms = bench_median (frame_cpu, WINDOW_RUNS);
  f->frame_cpu_p95_ms = bench_percentile (frame_cpu, WINDOW_RUNS, 0.95);
  f->build_ms = bench_median (build_ms, PAGE_RUNS);
  f->build_p95_ms = bench_percentile (build_ms, PAGE_RUNS, 0.95);
  f->page_cpu_ms = bench_median (page_cpu, PAGE_RUNS);
  f->page_cpu_p95_ms = bench_percentile (page_cpu, PAGE_RUNS, 0.95);
  f->history_ms = bench_median (history_ms, WINDOW_RUNS);
  f->story_ms = bench_median (story_ms, PAGE_RUNS);
  f->story_p95_ms = bench_percentile (story_ms, PAGE_RUNS, 0.95);
  f->page_ms = bench_median (page_ms, PAGE_RUNS);
  f->page_p95_ms = bench_percentile (page_ms, PAGE_RUNS, 0.95);
  f->search_ms = bench_median (search_ms, RUNS);
  f->sort_ms = bench_median (sort_ms, RUNS);
}

int
main (int   argc,
      char *argv[])
{
  guint64 total = argc > 1 ? g_ascii_strtoull (argv[1], NULL, 10) : 200000;
  g_autoptr(GError) error = NULL;
  g_autofree char *home = NULL;
  g_autofree char *data_dir = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  gboolean display;
  Figures f = { 0 };

  if (total < 1)
    {
      fprintf (stderr, "usage: %s [GAMES]\n", argv[0]);
      return 2;
    }

  /* the application finds the history in its own data folder */
  home = g_dir_make_tmp ("bench-statistics-XXXXXX", &error);
  if (home == NULL)
    g_error ("%s", error->message);
  data_dir = g_build_filename (home, "data", NULL);
  g_setenv ("XDG_DATA_HOME", data_dir, TRUE);
  dir = g_build_filename (data_dir, "spider-lair", NULL);
  g_mkdir_with_parents (dir, 0700);
  path = g_build_filename (dir, "history.db", NULL);

  printf ("Statistics window benchmark: %" G_GUINT64_FORMAT " games\n", total);
  {
    g_autoptr(LairStore) store = lair_store_new (path, &error);
    g_autoptr(GDateTime) start = NULL;
    BenchPlayer player;

    if (store == NULL)
      g_error ("%s", error->message);
    start = g_date_time_new_utc (2024, 1, 1, 0, 0, 0);
    bench_player_init (&player);
    bench_fill (store, &player, 0, total, start);
    bench_player_clear (&player);
  }

  measure_data (path, &f);
  printf ("\n%-34s %9s\n", "what the window reads", "median ms");
  printf ("%-34s %9.2f\n", "open the history", f.open_ms);
  printf ("%-34s %9.2f\n", "every statistic", f.stats_ms);
  printf ("%-34s %9.2f\n", "chart (400 points)", f.chart_ms);
  printf ("%-34s %9.2f\n", "player totals", f.totals_ms);
  printf ("%-34s %9.2f\n", "achievement log (50)", f.log_ms);
  printf ("%-34s %9.2f\n", "history model: count", f.count_ms);
  printf ("%-34s %9.2f\n", "history model: first page (200)", f.first_page_ms);
  printf ("%-34s %9.2f\n", "all of the above", f.data_ms);
  printf ("%-34s %9.2f\n", "history model: last page", f.last_page_ms);

  display = gtk_init_check ();
  if (display)
    {
      adw_init ();
      measure_window (&f, (gint64) total);
      printf ("%-34s %9.2f\n", "window created, every page filled", f.window_ms);
      printf ("%-34s %9.2f  p95 %.2f\n", "window on screen, first frame", f.frame_ms, f.frame_p95_ms);
      printf ("%-34s %9.2f  p95 %.2f\n", "  CPU time of it", f.frame_cpu_ms, f.frame_cpu_p95_ms);
      printf ("%-34s %9.2f\n", "chart of winning scores drawn", f.chart_frame_ms);
      printf ("%-34s %9.2f\n", "list of games, first frame", f.history_ms);
      printf ("%-34s %9.2f  p95 %.2f\n", "a game's story, played again", f.story_ms, f.story_p95_ms);
      printf ("%-34s %9.2f  p95 %.2f\n", "a game's page, widgets made", f.build_ms, f.build_p95_ms);
      printf ("%-34s %9.2f  p95 %.2f\n", "a game's page, first frame", f.page_ms, f.page_p95_ms);
      printf ("%-34s %9.2f  p95 %.2f\n", "  CPU time of it", f.page_cpu_ms, f.page_cpu_p95_ms);
      printf ("%-34s %9.2f\n", "a name's games: page and count", f.search_ms);
      printf ("%-34s %9.2f\n", "by score: first page", f.sort_ms);
    }
  else
    printf ("no display: the window itself is not timed\n");

  printf ("\nopening the statistics window reads %.1f ms of history at %" G_GUINT64_FORMAT " games\n",
          f.data_ms, total);

  {
    g_autofree char *wal = g_strconcat (path, "-wal", NULL);
    g_autofree char *shm = g_strconcat (path, "-shm", NULL);

    g_remove (wal);
    g_remove (shm);
    g_remove (path);
    g_rmdir (dir);
    g_rmdir (data_dir);
    g_rmdir (home);
  }
  return 0;
}

/* bench-history.c — filling a history with games for the benchmarks, and
 * the medians they report
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench-history.h"

static const char * const humans[] = {
  "Ann", "Ben", "Chloé", "Dmitri", "Eve", "Farid", "Grace", "Hiro", "Ines", "Jun",
};

void
bench_player_init (BenchPlayer *p)
{
  memset (p, 0, sizeof *p);
  lair_game_config_init (&p->config, 1, 0);
  p->game = lair_game_new (&p->config);
}

void
bench_player_clear (BenchPlayer *p)
{
  for (guint i = 0; i < LAIR_MAX_PLAYERS; i++)
    g_clear_pointer (&p->names[i], g_free);
  g_clear_pointer (&p->game, lair_game_free);
}

/* Game number g: 1 to 9 seats, a mix of computers and named humans */
void
bench_play (BenchPlayer       *p,
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

/* Records games from to to, one every ten minutes after start, in one batch */
void
bench_fill (LairStore   *store,
            BenchPlayer *p,
            guint64      from,
            guint64      to,
            GDateTime   *start)
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

      bench_play (p, g, &record, &info);
      info.date = date;
      if (!lair_store_record_game (store, &info, &record, NULL, &error))
        g_error ("%s", error->message);
    }
  if (!lair_store_end_batch (store, &error))
    g_error ("%s", error->message);
  printf ("  filled %" G_GUINT64_FORMAT " games in %.1f s\n", to - from, g_timer_elapsed (timer, NULL));
  fflush (stdout);
}

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

/* The median of n figures; sorts them */
double
bench_median (double *v,
              guint   n)
{
  qsort (v, n, sizeof *v, compare_doubles);
  return v[n / 2];
}

/* The value @p (0 to 1) of the way up @v, sorted, as "p95" means */
double
bench_percentile (double *v,
                  guint   n,
                  double  p)
{
  guint i;

  qsort (v, n, sizeof *v, compare_doubles);
  i = (guint) (p * n + 0.999999);
  return v[MIN (MAX (i, 1u), n) - 1];
}

double
bench_ms_since (gint64 start)
{
  return (double) (g_get_monotonic_time () - start) / 1000.0;
}

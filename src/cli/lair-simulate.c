/* lair-simulate.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "lair-check.h"
#include "lair-json-stats.h"
#include "lair-simulate.h"

static void
show_progress (guint64 done,
               guint64 total)
{
  fputc ('\r', stderr);
  fprintf (stderr, _("Simulating… %llu of %llu games"), (unsigned long long) done, (unsigned long long) total);
  fflush (stderr);
}

/**
 * lair_simulate:
 * @sim: what to play
 * @result: (out): wins, scores and statistics
 * @done: (nullable): called after each game
 * @user_data: for @done
 * @error: a broken invariant, with --check
 *
 * Plays @sim->games computer-only games with seeds @sim->seed,
 * @sim->seed + 1, …, carrying the adventure usage from game to game.
 */
gboolean
lair_simulate (const LairSimulation *sim,
               LairSimulationResult *result,
               LairGameDoneFunc      done,
               gpointer              user_data,
               GError              **error)
{
  g_autoptr(GTimer) timer = g_timer_new ();
  LairGameConfig config;
  LairWatch watch;
  LairGame *game;
  gint64 last_shown = 0;

  memset (result, 0, sizeof *result);
  memcpy (result->usage, sim->usage, sizeof result->usage);
  lair_game_config_init (&config, sim->players, sim->seed);
  config.computers = (1u << sim->players) - 1;
  memcpy (config.levels, sim->levels, sizeof config.levels);

  game = lair_game_new (&config);
  lair_watch_init (&watch, game, sim->check);
  /* the moves, one event per seat per decision, are for the games
   * recorded; without a listener for the games nobody reads them */
  if (done == NULL && !sim->check)
    lair_game_set_event_mask (game, LAIR_RECORD_EVENTS & ~LAIR_EVENT_MASK (LAIR_EVENT_CHOICE));

  for (guint64 g = 0; g < sim->games; g++)
    {
      const LairGameRecord *record = &watch.record;
      guint32 winners;
      guint n_winners;

      config.seed = sim->seed + g;
      memcpy (config.usage, result->usage, sizeof config.usage);
      lair_watch_begin (&watch);
      lair_game_reset (game, &config);
      lair_game_play_computers (game);

      if (watch.error != NULL)
        {
          g_set_error (error, LAIR_CHECK_ERROR, 0, "seed %" G_GUINT64_FORMAT ": %s",
                       config.seed, watch.error->message);
          lair_watch_clear (&watch);
          lair_game_free (game);
          return FALSE;
        }

      winners = lair_game_get_winners (game);
      n_winners = (guint) __builtin_popcount (winners);
      for (guint i = 0; i < sim->players; i++)
        {
          if (winners & (1u << i))
            result->wins[i] += 1.0 / n_winners;
          result->score[i] += record->seats[i].chest;
        }
      lair_stats_merge (&result->stats, &record->stats);
      memcpy (result->usage, lair_game_get_usage (game), sizeof result->usage);

      if (done != NULL)
        done (record, game, user_data);

      if (sim->progress && (g & 1023) == 0)
        {
          gint64 now = g_get_monotonic_time ();

          if (now - last_shown > G_USEC_PER_SEC / 4)
            {
              show_progress (g, sim->games);
              last_shown = now;
            }
        }
    }

  if (sim->progress)
    fprintf (stderr, "\r\033[K");

  result->seconds = g_timer_elapsed (timer, NULL);
  lair_game_free (game);
  return TRUE;
}

/* The Wilson score interval at 95 %. */
void
lair_wilson (double  successes,
             double  n,
             double *low,
             double *high)
{
  const double z = 1.959964;
  double p, centre, half;

  if (n <= 0)
    {
      *low = 0;
      *high = 1;
      return;
    }
  p = successes / n;
  centre = (p + z * z / (2 * n)) / (1 + z * z / n);
  half = z * sqrt (p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n);
  *low = MAX (0.0, centre - half);
  *high = MIN (1.0, centre + half);
}

typedef struct {
  char *name;
  guint seats;
  double wins;
  gint64 score;
} KindTotal;

/* Seats of the same kind added up, in the order they first appear. */
static guint
kind_totals (const LairSimulation       *sim,
             const LairSimulationResult *result,
             KindTotal                  *totals)
{
  guint n = 0;

  for (guint i = 0; i < sim->players; i++)
    {
      g_autofree char *name = lair_ai_level_to_string (&sim->levels[i]);
      guint k;

      for (k = 0; k < n; k++)
        if (g_str_equal (totals[k].name, name))
          break;
      if (k == n)
        totals[n++] = (KindTotal) { g_steal_pointer (&name), 0, 0, 0 };
      totals[k].seats++;
      totals[k].wins += result->wins[i];
      totals[k].score += result->score[i];
    }
  return n;
}

static void
write_rate (LairJsonWriter *w,
            double          wins,
            double          n,
            double          score)
{
  double low, high;

  lair_wilson (wins, n, &low, &high);
  lair_json_key (w, "win_rate");
  lair_json_double3 (w, n > 0 ? wins / n : 0);
  lair_json_key (w, "win_rate_interval");
  lair_json_begin_inline_array (w);
  lair_json_double3 (w, low);
  lair_json_double3 (w, high);
  lair_json_end_array (w);
  lair_json_key (w, "average_score");
  lair_json_double3 (w, n > 0 ? score / n : 0);
}

void
lair_simulation_write_json (const LairSimulation       *sim,
                            const LairSimulationResult *result,
                            GString                    *out)
{
  KindTotal totals[LAIR_MAX_PLAYERS];
  guint n_kinds = kind_totals (sim, result, totals);
  double games = (double) sim->games;
  LairJsonWriter w;

  lair_json_writer_init (&w, out);
  lair_json_begin_object (&w);
  lair_json_key (&w, "games");
  lair_json_int (&w, (gint64) sim->games);
  lair_json_key (&w, "players");
  lair_json_int (&w, sim->players);
  lair_json_key (&w, "seed");
  lair_json_int (&w, (gint64) sim->seed);

  lair_json_key (&w, "seats");
  lair_json_begin_array (&w);
  for (guint i = 0; i < sim->players; i++)
    {
      g_autofree char *kind = lair_ai_level_to_string (&sim->levels[i]);

      lair_json_begin_inline_object (&w);
      lair_json_key (&w, "seat");
      lair_json_int (&w, i + 1);
      lair_json_key (&w, "kind");
      lair_json_string (&w, kind);
      write_rate (&w, result->wins[i], games, (double) result->score[i]);
      lair_json_end_object (&w);
    }
  lair_json_end_array (&w);

  lair_json_key (&w, "kinds");
  lair_json_begin_array (&w);
  for (guint k = 0; k < n_kinds; k++)
    {
      lair_json_begin_inline_object (&w);
      lair_json_key (&w, "kind");
      lair_json_string (&w, totals[k].name);
      lair_json_key (&w, "seats");
      lair_json_int (&w, totals[k].seats);
      write_rate (&w, totals[k].wins, games * totals[k].seats, (double) totals[k].score);
      lair_json_end_object (&w);
      g_free (totals[k].name);
    }
  lair_json_end_array (&w);

  lair_json_key (&w, "usage");
  lair_json_write_usage (&w, result->usage);
  lair_json_key (&w, "stats");
  lair_json_write_stats (&w, &result->stats);
  lair_json_end_object (&w);
}

void
lair_simulation_write_text (const LairSimulation       *sim,
                            const LairSimulationResult *result,
                            GString                    *out)
{
  KindTotal totals[LAIR_MAX_PLAYERS];
  guint n_kinds = kind_totals (sim, result, totals);
  double games = (double) sim->games;
  const LairStatsField *fields;
  guint n_fields;

  g_string_append_printf (out, _("%llu games of %u players in %.2f s: %.0f games per second\n"),
                          (unsigned long long) sim->games, sim->players, result->seconds,
                          result->seconds > 0 ? games / result->seconds : 0.0);

  g_string_append_printf (out, "\n%-6s %-12s %-24s %s\n", _("Seat"), _("Player"), _("Win rate (95 %)"), _("Average score"));
  for (guint i = 0; i < sim->players; i++)
    {
      g_autofree char *kind = lair_ai_level_to_string (&sim->levels[i]);
      double low, high;

      lair_wilson (result->wins[i], games, &low, &high);
      g_string_append_printf (out, "%-6u %-12s %5.1f %% (%4.1f–%4.1f)     %.2f\n", i + 1, kind,
                              100 * result->wins[i] / games, 100 * low, 100 * high,
                              result->score[i] / games);
    }

  g_string_append_printf (out, "\n%-19s %-6s %-24s %s\n", _("Player"), _("Seats"), _("Win rate (95 %)"), _("Average score"));
  for (guint k = 0; k < n_kinds; k++)
    {
      double n = games * totals[k].seats;
      double low, high;

      lair_wilson (totals[k].wins, n, &low, &high);
      g_string_append_printf (out, "%-19s %-6u %5.1f %% (%4.1f–%4.1f)     %.2f\n", totals[k].name,
                              totals[k].seats, 100 * totals[k].wins / n, 100 * low, 100 * high,
                              totals[k].score / n);
      g_free (totals[k].name);
    }

  g_string_append_printf (out, "\n%s\n", _("Statistics"));
  fields = lair_stats_fields (&n_fields);
  for (guint i = 0; i < n_fields; i++)
    {
      if (g_str_equal (fields[i].key, "lowest_winning_score"))
        g_string_append_printf (out, "  %-24s %.3f\n", "average_winning_score",
                                lair_stats_average (&result->stats));
      g_string_append_printf (out, "  %-24s %" G_GINT64_FORMAT "\n", fields[i].key,
                              lair_stats_get (&result->stats, &fields[i]));
    }
}

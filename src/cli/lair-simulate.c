/* lair-simulate.c
 *
 * `simulate` plays its games in blocks of LAIR_SIMULATION_BLOCK: every
 * block starts from the usage counts the simulation was given, and its
 * games have the seeds of their place in the run, so a block is the same
 * whichever thread plays it and whenever. Threads take the blocks in
 * order; the calling thread waits for them, adds them up and hands
 * their games on in order, so the figures and the games recorded are the same for any
 * number of threads. Finished blocks wait for their turn in a window of
 * jobs + 1 slots, which bounds the games held in memory.
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

/* 2520 is divisible by every number of winners, 1 to 9 */
#define WIN_UNIT 2520

typedef struct {
  gint done;                          /* atomic: the block is played */
  guint64 n_played;                   /* games played to the end */
  gint64 wins[LAIR_MAX_PLAYERS];      /* in WIN_UNITs */
  gint64 score[LAIR_MAX_PLAYERS];
  LairStats stats;
  gint usage[LAIR_N_ADVENTURES];      /* after its last game */
  GError *error;                      /* a broken invariant, at game n_played */
  LairGameRecord *records;            /* its games, when they are handed on */
} Block;

typedef struct {
  const LairSimulation *sim;
  gboolean keep;                      /* the games are handed on */
  guint n_blocks;
  guint window;                       /* slots, blocks played ahead of the adder */
  Block *slots;
  gint next_block;                    /* atomic: the next block to take */
  gint added;                         /* atomic: blocks added up so far */
  gint stop;                          /* atomic: an invariant broke */
  gint games_played;                  /* atomic, for the progress line */
  GMutex lock;                        /* with wake, for sleeping only */
  GCond wake;
} Run;

/* Plays block @b into @block with @game and @watch, a thread's own. */
static void
play_block (Run       *run,
            guint      b,
            Block     *block,
            LairGame  *game,
            LairWatch *watch)
{
  const LairSimulation *sim = run->sim;
  guint64 first = (guint64) b * LAIR_SIMULATION_BLOCK;
  guint64 n = MIN (sim->games - first, LAIR_SIMULATION_BLOCK);
  LairGameConfig config;

  memset (block->wins, 0, sizeof block->wins);
  memset (block->score, 0, sizeof block->score);
  memset (&block->stats, 0, sizeof block->stats);
  block->n_played = 0;
  g_clear_error (&block->error);
  memcpy (block->usage, sim->usage, sizeof block->usage);

  config = *lair_game_get_config (game);
  for (guint64 g = 0; g < n; g++)
    {
      const LairGameRecord *record = &watch->record;
      guint32 winners;

      config.seed = sim->seed + first + g;
      memcpy (config.usage, block->usage, sizeof config.usage);
      lair_watch_begin (watch);
      lair_game_reset (game, &config);
      lair_game_play_computers (game);

      if (watch->error != NULL)
        {
          g_set_error (&block->error, LAIR_CHECK_ERROR, 0, "seed %" G_GUINT64_FORMAT ": %s",
                       config.seed, watch->error->message);
          lair_watch_clear (watch);
          break;
        }

      winners = lair_game_get_winners (game);
      for (guint i = 0; i < sim->players; i++)
        {
          if (winners & (1u << i))
            block->wins[i] += WIN_UNIT / __builtin_popcount (winners);
          block->score[i] += record->seats[i].chest;
        }
      lair_stats_merge (&block->stats, &record->stats);
      memcpy (block->usage, lair_game_get_usage (game), sizeof block->usage);
      if (run->keep)
        block->records[g] = *record;
      block->n_played++;
      g_atomic_int_inc (&run->games_played);
    }
}

static LairGame *
new_game (const LairSimulation *sim,
          gboolean              keep,
          LairWatch            *watch)
{
  LairGameConfig config;
  LairGame *game;

  lair_game_config_init (&config, sim->players, sim->seed);
  config.computers = (1u << sim->players) - 1;
  memcpy (config.levels, sim->levels, sizeof config.levels);
  memcpy (config.usage, sim->usage, sizeof config.usage);
  game = lair_game_new (&config);
  lair_watch_init (watch, game, sim->check);
  /* the moves, one event per seat per decision, are for the games
   * recorded; without a listener for the games nobody reads them */
  if (!keep && !sim->check)
    lair_game_set_event_mask (game, LAIR_RECORD_EVENTS & ~LAIR_EVENT_MASK (LAIR_EVENT_CHOICE));
  return game;
}

static gpointer
worker_main (gpointer data)
{
  Run *run = data;
  LairWatch watch;
  LairGame *game = new_game (run->sim, run->keep, &watch);

  for (;;)
    {
      guint b = (guint) g_atomic_int_add (&run->next_block, 1);
      Block *block;

      if (b >= run->n_blocks)
        break;
      /* wait for the slot: the block window ahead must have been added */
      g_mutex_lock (&run->lock);
      while (b >= (guint) g_atomic_int_get (&run->added) + run->window &&
             !g_atomic_int_get (&run->stop))
        g_cond_wait (&run->wake, &run->lock);
      g_mutex_unlock (&run->lock);
      if (g_atomic_int_get (&run->stop))
        break;

      block = &run->slots[b % run->window];
      play_block (run, b, block, game, &watch);
      g_atomic_int_set (&block->done, 1);
      g_mutex_lock (&run->lock);
      g_cond_broadcast (&run->wake);
      g_mutex_unlock (&run->lock);
    }

  lair_watch_clear (&watch);
  lair_game_free (game);
  return NULL;
}

static void
show_progress (guint64 done,
               guint64 total)
{
  fputc ('\r', stderr);
  fprintf (stderr, _("Simulating… %llu of %llu games"), (unsigned long long) done, (unsigned long long) total);
  fflush (stderr);
}

/* Waits for @block to be played, showing the progress meanwhile. */
static void
wait_for (Run   *run,
          Block *block)
{
  g_mutex_lock (&run->lock);
  while (!g_atomic_int_get (&block->done))
    {
      if (run->sim->progress)
        {
          show_progress ((guint64) g_atomic_int_get (&run->games_played), run->sim->games);
          g_cond_wait_until (&run->wake, &run->lock, g_get_monotonic_time () + G_USEC_PER_SEC / 4);
        }
      else
        g_cond_wait (&run->wake, &run->lock);
    }
  g_mutex_unlock (&run->lock);
}

/* Adds @block, block @b, to @wins and @result and hands its games on.
 * Returns FALSE, with @error set, at a broken invariant. */
static gboolean
add_block (Run                  *run,
           guint                 b,
           Block                *block,
           gint64               *wins,
           LairSimulationResult *result,
           LairGameDoneFunc      done,
           gpointer              user_data,
           GError              **error)
{
  const LairSimulation *sim = run->sim;

  for (guint i = 0; i < sim->players; i++)
    {
      wins[i] += block->wins[i];
      result->score[i] += block->score[i];
    }
  lair_stats_merge (&result->stats, &block->stats);
  memcpy (result->usage, block->usage, sizeof result->usage);
  if (done != NULL)
    for (guint64 g = 0; g < block->n_played; g++)
      done (&block->records[g], sim->seed + (guint64) b * LAIR_SIMULATION_BLOCK + g, user_data);

  if (block->error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&block->error));
      return FALSE;
    }
  return TRUE;
}

/**
 * lair_simulate:
 * @sim: what to play
 * @result: (out): wins, scores and statistics
 * @done: (nullable): called after each game, in the order of the games,
 *   on the calling thread
 * @user_data: for @done
 * @error: a broken invariant, with --check
 *
 * Plays @sim->games computer-only games with seeds @sim->seed,
 * @sim->seed + 1, …, on @sim->jobs threads, in blocks of
 * LAIR_SIMULATION_BLOCK games that each carry the adventure usage from
 * game to game, starting from @sim->usage. The result and the games handed
 * to @done are the same for any number of jobs; @result->usage is the usage
 * the last game left.
 */
gboolean
lair_simulate (const LairSimulation *sim,
               LairSimulationResult *result,
               LairGameDoneFunc      done,
               gpointer              user_data,
               GError              **error)
{
  g_autoptr(GTimer) timer = g_timer_new ();
  g_autoptr(GPtrArray) threads = g_ptr_array_new ();
  gint64 wins[LAIR_MAX_PLAYERS] = { 0 };
  guint jobs;
  gboolean ok = TRUE;
  Run run = { 0 };

  memset (result, 0, sizeof *result);
  memcpy (result->usage, sim->usage, sizeof result->usage);

  run.sim = sim;
  run.keep = done != NULL;
  run.n_blocks = (guint) ((sim->games + LAIR_SIMULATION_BLOCK - 1) / LAIR_SIMULATION_BLOCK);
  jobs = CLAMP (sim->jobs, 1, run.n_blocks);
  run.window = jobs + 1;
  run.slots = g_new0 (Block, run.window);
  if (run.keep)
    for (guint s = 0; s < run.window; s++)
      run.slots[s].records = g_new (LairGameRecord, LAIR_SIMULATION_BLOCK);
  g_mutex_init (&run.lock);
  g_cond_init (&run.wake);

  for (guint t = 0; t < jobs; t++)
    g_ptr_array_add (threads, g_thread_new ("simulate", worker_main, &run));

  for (guint b = 0; b < run.n_blocks && ok; b++)
    {
      Block *block = &run.slots[b % run.window];

      wait_for (&run, block);
      ok = add_block (&run, b, block, wins, result, done, user_data, error);
      g_atomic_int_set (&block->done, 0);
      g_mutex_lock (&run.lock);
      if (!ok)
        g_atomic_int_set (&run.stop, 1);
      g_atomic_int_inc (&run.added);
      g_cond_broadcast (&run.wake);
      g_mutex_unlock (&run.lock);
    }
  for (guint t = 0; t < threads->len; t++)
    g_thread_join (threads->pdata[t]);

  if (sim->progress)
    fprintf (stderr, "\r\033[K");

  for (guint i = 0; i < sim->players; i++)
    result->wins[i] = (double) wins[i] / WIN_UNIT;
  result->seconds = g_timer_elapsed (timer, NULL);

  for (guint s = 0; s < run.window; s++)
    {
      g_clear_error (&run.slots[s].error);
      g_free (run.slots[s].records);
    }
  g_free (run.slots);
  g_mutex_clear (&run.lock);
  g_cond_clear (&run.wake);
  return ok;
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

/* lair-expert.c — the Expert computer player and the hint
 *
 * The Expert looks ahead by playing the rest of the game out. For every
 * option it plays many games to the end, each from a game sampled afresh
 * from what the table shows (lair_table_view_sample()): the rooms not yet
 * seen in a fresh order, fresh outcomes, fresh later dungeons. In those
 * games the other seats play at their own levels (Experts as Hard, humans
 * as Normal) and the Expert itself as Hard. It picks the option that wins
 * the most of them — winning the game, not gaining gems — but keeps Hard's
 * choice unless another option is better by more than the noise.
 *
 * Every option is played from the same sampled games (common random
 * numbers), so the differences between options are not drowned by the
 * luck of the draw. Each sample comes from a stream of the Expert's own,
 * seeded from a hash of the view and the sample's index, never from the
 * game's streams: thinking changes nothing in the game, thinking twice
 * gives the same answer, and so does thinking on any number of threads.
 *
 * Each seat's nerve, drawn with its personality, nudges close calls towards
 * staying or leaving, so that Expert seats do not all leave together.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "lair-expert.h"
#include "lair-table-view-private.h"

/* How many standard errors an option must beat Hard's choice by */
#define EXPERT_CONFIDENCE 1.5
/* Standard errors either side of a share for its 95 % interval */
#define ADVICE_CONFIDENCE 1.96
/* How much, in win share, the nerve may tip a close call */
#define EXPERT_NERVE_TILT 0.01
#define EXPERT_STREAM G_GUINT64_CONSTANT (0x45585045525421)

static guint expert_rollouts = LAIR_EXPERT_DEFAULT_ROLLOUTS;

/**
 * lair_expert_get_rollouts:
 *
 * Returns: the number of games the Expert plays out per decision
 */
guint
lair_expert_get_rollouts (void)
{
  return g_atomic_int_get (&expert_rollouts);
}

/**
 * lair_expert_set_rollouts:
 * @rollouts: games to play out per decision, shared among the options
 *
 * Sets how hard the Expert thinks; call it before any game starts.
 */
void
lair_expert_set_rollouts (guint rollouts)
{
  g_atomic_int_set (&expert_rollouts, MAX (rollouts, 1));
}

/* The level a seat plays at in the games played out: Experts as Hard (no
 * thinking inside thinking), people as Normal. */
static void
model_seats (LairGame *game)
{
  for (guint i = 0; i < game->n; i++)
    {
      LairSeatState *s = &game->seats[i];

      if (!s->computer)
        s->level = (LairAiLevel) { LAIR_AI_NORMAL, 0 };
      else if (s->level.kind == LAIR_AI_EXPERT)
        s->level = (LairAiLevel) { LAIR_AI_HARD, 0 };
      s->computer = TRUE;
    }
  game->config.computers = (1u << game->n) - 1;
}

/* 2520 is divisible by every number of winners, 1 to 9 */
#define WIN_UNIT 2520

/* Plays one sampled game out with @mine for @seat at the current decision.
 * Returns the seat's share of the win in WIN_UNITs; @chest gets its money
 * at the end. */
static gint64
play_out (const LairTableView *view,
          guint                seat,
          LairChoice           mine,
          guint64              seed,
          LairGame            *game,
          gint                *chest)
{
  LairChoice choices[LAIR_MAX_PLAYERS];
  LairRng rng;
  guint32 winners;

  lair_rng_init (&rng, seed, EXPERT_STREAM);
  lair_table_view_sample (view, &rng, game);
  model_seats (game);

  for (guint i = 0; i < game->n; i++)
    {
      if (!game->seats[i].inside)
        choices[i] = LAIR_CHOICE_NONE;
      else if (i == seat)
        choices[i] = mine;
      else
        choices[i] = lair_ai_choose (game, i);
    }
  if (!lair_game_decide (game, choices, NULL))
    g_assert_not_reached ();
  lair_game_play_computers (game);

  *chest = game->seats[seat].chest;
  winners = lair_game_get_winners (game);
  if (!(winners & (1u << seat)))
    return 0;
  return WIN_UNIT / __builtin_popcount (winners);
}

/* What Hard would pick here, from the table alone. */
static LairChoice
hard_choice (const LairTableView *view,
             guint                seat,
             guint64              seed,
             LairGame            *game)
{
  LairRng rng;

  lair_rng_init (&rng, seed, EXPERT_STREAM);
  lair_table_view_sample (view, &rng, game);
  model_seats (game);
  game->seats[seat].level = (LairAiLevel) { LAIR_AI_HARD, 0 };
  return lair_ai_choose (game, seat);
}

static gboolean
stays (LairChoice choice)
{
  return choice != LAIR_CHOICE_LEAVE;
}

/* The games played out for one decision, shared by the threads that play
 * them. Every rollout draws from a seed of its own index, and the sums are
 * integers (a share of a win in 2520ths: ties split at most nine ways), so
 * they come out the same whichever thread played which rollout, in
 * whatever order. */
typedef struct {
  const LairTableView *view;
  guint seat;
  guint n_options;
  LairChoice choices[LAIR_N_CHOICES];
  guint hard_index;
  guint64 base;
  guint rollouts;
  guint n_chunks;
  gint next_chunk;      /* atomic */
  gint running;         /* atomic: workers still playing */
  /* added to atomically */
  gint64 win[LAIR_N_CHOICES];
  gint64 chest[LAIR_N_CHOICES];
  gint64 diff[LAIR_N_CHOICES];
  gint64 diff2[LAIR_N_CHOICES];
  gint64 win2[LAIR_N_CHOICES];
  /* the squares of each pair's difference, [k][j] for k < j */
  gint64 pair2[LAIR_N_CHOICES][LAIR_N_CHOICES];
} Lookahead;

/* Rollouts a thread takes at a time */
#define CHUNK 4

static guint64
rollout_seed (guint64 base,
              guint   index)
{
  LairRng rng;

  lair_rng_init (&rng, base, EXPERT_STREAM + 1 + index);
  return lair_rng_next (&rng);
}

/* Plays chunks of rollouts until none are left, then adds what it found
 * to the sums. */
static void
play_chunks (Lookahead *la)
{
  gint64 win[LAIR_N_CHOICES] = { 0 };
  gint64 chest[LAIR_N_CHOICES] = { 0 };
  gint64 diff[LAIR_N_CHOICES] = { 0 };
  gint64 diff2[LAIR_N_CHOICES] = { 0 };
  gint64 win2[LAIR_N_CHOICES] = { 0 };
  gint64 pair2[LAIR_N_CHOICES][LAIR_N_CHOICES] = { { 0 } };
  gint64 wins[LAIR_N_CHOICES];
  gboolean played = FALSE;
  LairGame game;

  for (;;)
    {
      guint c = (guint) g_atomic_int_add (&la->next_chunk, 1);

      if (c >= la->n_chunks)
        break;
      played = TRUE;
      for (guint r = c * CHUNK; r < MIN ((c + 1) * CHUNK, la->rollouts); r++)
        {
          guint64 seed = rollout_seed (la->base, r);

          for (guint k = 0; k < la->n_options; k++)
            {
              gint end_chest;

              wins[k] = play_out (la->view, la->seat, la->choices[k], seed, &game, &end_chest);
              win[k] += wins[k];
              chest[k] += end_chest;
            }
          for (guint k = 0; k < la->n_options; k++)
            {
              gint64 d = wins[k] - wins[la->hard_index];

              diff[k] += d;
              diff2[k] += d * d;
              win2[k] += wins[k] * wins[k];
              for (guint j = k + 1; j < la->n_options; j++)
                pair2[k][j] += (wins[k] - wins[j]) * (wins[k] - wins[j]);
            }
        }
    }
  if (!played)
    return;

  for (guint k = 0; k < la->n_options; k++)
    {
      __atomic_fetch_add (&la->win[k], win[k], __ATOMIC_RELAXED);
      __atomic_fetch_add (&la->chest[k], chest[k], __ATOMIC_RELAXED);
      __atomic_fetch_add (&la->diff[k], diff[k], __ATOMIC_RELAXED);
      __atomic_fetch_add (&la->diff2[k], diff2[k], __ATOMIC_RELAXED);
      __atomic_fetch_add (&la->win2[k], win2[k], __ATOMIC_RELAXED);
      for (guint j = k + 1; j < la->n_options; j++)
        __atomic_fetch_add (&la->pair2[k][j], pair2[k][j], __ATOMIC_RELAXED);
    }
}

/* The Expert's threads: started when first needed, then kept, waiting for
 * a decision to share. A decision that finds them busy with another one
 * plays alone, so that thinking never waits on thinking. What the threads
 * share is read and written atomically; the lock and conditions are only
 * for sleeping and waking. */
static GMutex team_lock;
static GCond team_wake;       /* a decision for the workers */
static GCond team_left;       /* a worker left a decision */
static Lookahead *team_job;   /* atomic */
static gint team_generation;  /* atomic */
static guint team_size;       /* worker threads started, by the holder of team_busy */
static gint team_busy;        /* atomic: a decision holds the workers */
static gint expert_threads;   /* atomic: 0 until known */

static gpointer
worker_main (gpointer data)
{
  guint index = GPOINTER_TO_UINT (data);
  gint seen = 0;

  g_mutex_lock (&team_lock);
  for (;;)
    {
      Lookahead *la;

      while (g_atomic_int_get (&team_generation) == seen)
        g_cond_wait (&team_wake, &team_lock);
      seen = g_atomic_int_get (&team_generation);
      la = g_atomic_pointer_get (&team_job);
      /* late for it, or not wanted with fewer threads */
      if (la == NULL || index + 1 >= lair_expert_get_threads ())
        continue;

      g_atomic_int_inc (&la->running);
      g_mutex_unlock (&team_lock);
      play_chunks (la);
      g_mutex_lock (&team_lock);
      g_atomic_int_add (&la->running, -1);
      g_cond_broadcast (&team_left);
    }
  return NULL;
}

/* Plays every rollout of @la, on as many threads as the Expert may use. */
static void
play_rollouts (Lookahead *la)
{
  guint threads = MIN (lair_expert_get_threads (), la->n_chunks);

  if (threads <= 1 || !g_atomic_int_compare_and_exchange (&team_busy, 0, 1))
    {
      play_chunks (la);
      return;
    }

  g_mutex_lock (&team_lock);
  while (team_size + 1 < threads)
    {
      g_autofree char *name = g_strdup_printf ("expert-%u", team_size + 1);

      g_thread_unref (g_thread_new (name, worker_main, GUINT_TO_POINTER (team_size)));
      team_size++;
    }
  g_atomic_pointer_set (&team_job, la);
  g_atomic_int_inc (&team_generation);
  g_cond_broadcast (&team_wake);
  g_mutex_unlock (&team_lock);

  play_chunks (la);

  /* no worker joins once the job is gone; wait for those that did */
  g_mutex_lock (&team_lock);
  g_atomic_pointer_set (&team_job, NULL);
  while (g_atomic_int_get (&la->running) > 0)
    g_cond_wait (&team_left, &team_lock);
  g_mutex_unlock (&team_lock);
  g_atomic_int_set (&team_busy, 0);
}

/**
 * lair_expert_get_threads:
 *
 * The number of threads a decision plays its games out on, the one that
 * asks included: the value given to lair_expert_set_threads(), else
 * `SPIDER_LAIR_EXPERT_THREADS` from the environment, else the number of
 * processors.
 *
 * Returns: the number of threads, at least 1
 */
guint
lair_expert_get_threads (void)
{
  gint threads = g_atomic_int_get (&expert_threads);

  if (threads == 0)
    {
      const char *env = g_getenv ("SPIDER_LAIR_EXPERT_THREADS");
      guint64 n = env != NULL ? g_ascii_strtoull (env, NULL, 10) : 0;

      threads = n >= 1 ? (gint) MIN (n, LAIR_EXPERT_MAX_THREADS) : (gint) g_get_num_processors ();
      threads = CLAMP (threads, 1, LAIR_EXPERT_MAX_THREADS);
      g_atomic_int_compare_and_exchange (&expert_threads, 0, threads);
      threads = g_atomic_int_get (&expert_threads);
    }
  return (guint) threads;
}

/**
 * lair_expert_set_threads:
 * @threads: threads a decision may use, from 1 (the caller's alone)
 *
 * Sets how many threads the Expert thinks on. The choices and the figures
 * of the advice are the same for any number.
 */
void
lair_expert_set_threads (guint threads)
{
  g_atomic_int_set (&expert_threads, (gint) CLAMP (threads, 1, LAIR_EXPERT_MAX_THREADS));
}

/* The mean and standard error of a per-game figure from its sum and its
 * sum of squares, both in WIN_UNITs */
static double
standard_error (gint64 sum,
                gint64 sum2,
                guint  n)
{
  double mean = (double) sum / WIN_UNIT / n;
  double var = MAX ((double) sum2 / ((double) WIN_UNIT * WIN_UNIT) / n - mean * mean, 0.0);

  return sqrt (var / n);
}

/* What the numbers say, whatever the Expert plays: each option's margin,
 * the one that won most often, and whether it won clearly. The games
 * played out are the same for every option, so a difference is measured
 * game by game, which tells options apart far sooner than their margins
 * alone. */
static void
weigh_options (const Lookahead  *la,
               LairExpertAdvice *advice)
{
  guint n = la->rollouts;
  guint top = 0;

  for (guint k = 0; k < advice->n_options; k++)
    {
      advice->options[k].margin = ADVICE_CONFIDENCE * standard_error (la->win[k], la->win2[k], n);
      if (la->win[k] > la->win[top])
        top = k;
    }
  advice->likely = top;
  advice->clear = TRUE;
  for (guint j = 0; j < advice->n_options; j++)
    {
      gint64 lead = la->win[top] - la->win[j];
      gint64 pair2 = top < j ? la->pair2[top][j] : la->pair2[j][top];

      if (j != top && (double) lead / WIN_UNIT / n <= ADVICE_CONFIDENCE * standard_error (lead, pair2, n))
        advice->clear = FALSE;
    }
}

/**
 * lair_expert_advise:
 * @view: what the table shows, at a decision
 * @seat: a seat inside with options
 * @advice: (out): every option's share of simulated wins and the figures
 *   behind it
 *
 * Plays the rest of the game out from @view for every option of @seat,
 * spread over lair_expert_get_threads() threads. Reads nothing but @view
 * and draws only from streams seeded by its hash and each game's index,
 * so the advice is the same for any number of threads. Allocates nothing
 * once its threads are started.
 */
void
lair_expert_advise (const LairTableView *view,
                    guint                seat,
                    LairExpertAdvice    *advice)
{
  guint32 options = lair_table_view_get_options (view, seat);
  const LairPersonality *personality;
  Lookahead la = { 0 };
  LairGame game;
  LairRng rng;
  LairChoice hard;
  guint rollouts;
  double best_score = -G_MAXDOUBLE;

  memset (advice, 0, sizeof *advice);
  advice->seat = seat;
  advice->odds = lair_table_view_get_odds (view);
  advice->rumor = lair_table_view_get_rumor (view);
  advice->stay_value = lair_table_view_seat_get_expected_value (view, seat);
  advice->hand = lair_table_view_seat_get_hand (view, seat);

  for (guint c = 0; c < LAIR_N_CHOICES; c++)
    if (options & LAIR_OPTION (c))
      advice->options[advice->n_options++].choice = (LairChoice) c;
  if (advice->n_options == 0)
    return;
  if (advice->n_options == 1)
    {
      advice->options[0].win = -1;
      advice->options[0].chest = -1;
      advice->clear = TRUE;
      return;
    }

  lair_rng_init (&rng, lair_table_view_hash (view) ^ seat, EXPERT_STREAM);
  hard = hard_choice (view, seat, lair_rng_next (&rng), &game);

  rollouts = MAX (lair_expert_get_rollouts () / advice->n_options, 4u);
  advice->rollouts = rollouts;

  la.view = view;
  la.seat = seat;
  la.n_options = advice->n_options;
  for (guint k = 0; k < advice->n_options; k++)
    {
      la.choices[k] = advice->options[k].choice;
      if (la.choices[k] == hard)
        la.hard_index = k;
    }
  la.base = lair_rng_next (&rng);
  la.rollouts = rollouts;
  la.n_chunks = (rollouts + CHUNK - 1) / CHUNK;
  play_rollouts (&la);

  personality = lair_table_view_seat_get_personality (view, seat);
  advice->best = la.hard_index;
  for (guint k = 0; k < advice->n_options; k++)
    {
      double mean = (double) la.diff[k] / WIN_UNIT / rollouts;
      double var = MAX ((double) la.diff2[k] / ((double) WIN_UNIT * WIN_UNIT) / rollouts - mean * mean, 0.0);
      double se = sqrt (var / rollouts);
      double tilt = (personality->nerve - 1.0) * EXPERT_NERVE_TILT *
                    (stays (advice->options[k].choice) ? 1 : -1);
      double score = mean + tilt;

      advice->options[k].win = (double) la.win[k] / WIN_UNIT / rollouts;
      advice->options[k].chest = (double) la.chest[k] / rollouts;
      if (k != la.hard_index && mean + tilt <= EXPERT_CONFIDENCE * se)
        continue;
      if (score > best_score)
        {
          best_score = score;
          advice->best = k;
        }
    }
  weigh_options (&la, advice);
}

/**
 * lair_expert_choose:
 * @view: what the table shows, at a decision
 * @seat: a seat inside
 *
 * Returns: the Expert's choice for @seat
 */
LairChoice
lair_expert_choose (const LairTableView *view,
                    guint                seat)
{
  LairExpertAdvice advice;

  lair_expert_advise (view, seat, &advice);
  if (advice.n_options == 0)
    return LAIR_CHOICE_NONE;
  return advice.options[advice.best].choice;
}

/**
 * lair_expert_choose_game:
 * @game: a game at a decision
 * @seat: a seat inside
 *
 * The Expert's choice for @seat, from what the table of @game shows.
 *
 * Returns: the choice
 */
LairChoice
lair_expert_choose_game (const LairGame *game,
                         guint           seat)
{
  LairTableView view;

  lair_table_view_fill (&view, game);
  return lair_expert_choose (&view, seat);
}

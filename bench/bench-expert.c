/* bench-expert.c — how long the Expert thinks per decision
 *
 * Plays games of P players (default 9: the most to play out) with an Expert
 * at seat 1 and Hard and Normal seats around it, times every decision the
 * Expert makes, and prints the median and the 95th percentile: in CPU time
 * of the process (all the Expert's threads; with one thread, one core
 * whatever else the machine runs) and in wall time. A decision with one
 * option costs nothing and is not counted. The Expert thinks on THREADS
 * threads (default 1).
 *
 * Usage: bench-expert [GAMES [PLAYERS [ROLLOUTS [THREADS]]]]
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "lair-expert.h"
#include "lair-game.h"

static gint64
cpu_ns (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &ts);
  return (gint64) ts.tv_sec * 1000000000 + ts.tv_nsec;
}

static gint
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a;
  double y = *(const double *) b;

  return x < y ? -1 : x > y;
}

int
main (int    argc,
      char **argv)
{
  guint games = argc > 1 ? (guint) atoi (argv[1]) : 20;
  guint players = argc > 2 ? (guint) atoi (argv[2]) : 9;
  g_autoptr(GArray) times = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) walls = g_array_new (FALSE, FALSE, sizeof (double));
  LairGameConfig config;
  LairGame *game;

  if (argc > 3)
    lair_expert_set_rollouts ((guint) atoi (argv[3]));
  lair_expert_set_threads (argc > 4 ? (guint) atoi (argv[4]) : 1);
  if (games < 1 || players < 1 || players > LAIR_MAX_PLAYERS)
    {
      fprintf (stderr, "usage: bench-expert [GAMES [PLAYERS [ROLLOUTS [THREADS]]]]\n");
      return 2;
    }

  lair_game_config_init (&config, players, 0);
  config.computers = (1u << players) - 1;
  config.levels[0].kind = LAIR_AI_EXPERT;
  for (guint i = 1; i < players; i++)
    config.levels[i].kind = i % 2 ? LAIR_AI_HARD : LAIR_AI_NORMAL;
  game = lair_game_new (&config);

  for (guint g = 0; g < games; g++)
    {
      config.seed = g + 1;
      lair_game_reset (game, &config);
      lair_game_start (game);
      while (lair_game_get_phase (game) != LAIR_PHASE_GAME_OVER)
        {
          LairChoice choices[LAIR_MAX_PLAYERS];

          if (lair_game_get_phase (game) == LAIR_PHASE_DUNGEON_OVER)
            {
              lair_game_next_dungeon (game);
              continue;
            }
          for (guint i = 0; i < players; i++)
            {
              guint32 options = lair_game_get_options (game, i);
              gint64 start, start_cpu;

              if (options == 0)
                {
                  choices[i] = LAIR_CHOICE_NONE;
                  continue;
                }
              start = g_get_monotonic_time ();
              start_cpu = cpu_ns ();
              choices[i] = lair_ai_choose (game, i);
              if (i == 0 && (options & (options - 1)) != 0)
                {
                  double ms = (cpu_ns () - start_cpu) / 1e6;
                  double wall = (g_get_monotonic_time () - start) / 1000.0;

                  g_array_append_val (times, ms);
                  g_array_append_val (walls, wall);
                }
            }
          if (!lair_game_decide (game, choices, NULL))
            g_error ("a computer chose what it may not");
        }
    }
  lair_game_free (game);

  if (times->len == 0)
    {
      fprintf (stderr, "no decision timed\n");
      return 1;
    }
  g_array_sort (times, compare_doubles);
  g_array_sort (walls, compare_doubles);
  printf ("expert, %u players, %u rollouts, %u threads: %u decisions in %u games\n",
          players, lair_expert_get_rollouts (), lair_expert_get_threads (), times->len, games);
  printf ("cpu:  p50 %.1f ms  p95 %.1f ms  max %.1f ms per decision\n",
          g_array_index (times, double, times->len / 2),
          g_array_index (times, double, (times->len * 95) / 100),
          g_array_index (times, double, times->len - 1));
  printf ("wall: p50 %.1f ms  p95 %.1f ms  max %.1f ms per decision\n",
          g_array_index (walls, double, walls->len / 2),
          g_array_index (walls, double, (walls->len * 95) / 100),
          g_array_index (walls, double, walls->len - 1));
  return 0;
}

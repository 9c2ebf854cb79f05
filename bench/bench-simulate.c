/* bench-simulate.c — complete computer-only games per second on one core
 *
 * Plays 6-player games three ways: the bare rules, with the statistics
 * recorder that `simulate` uses, and with the conservation checks of
 * `simulate --check`. The machine is shared and noisy, so each figure is
 * also given as a ratio to the bare rules measured in the same run, and
 * per second of the process's CPU time beside the clock's: the CPU
 * figure does not count the time other programs had the core.
 *
 *   meson test -C _build --benchmark simulate -v
 *   _build/bench/bench-simulate [GAMES]
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "lair-check.h"
#include "lair-game.h"

static double
cpu_seconds (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &ts);
  return ts.tv_sec + ts.tv_nsec / 1e9;
}

/* Returns games per second of the clock; @per_cpu_second gets games per
 * second of CPU time. */
static double
games_per_second (guint     players,
                  guint64   games,
                  int       mode,
                  gint64   *checksum,
                  double   *per_cpu_second)
{
  LairGameConfig config;
  LairWatch watch = { 0 };
  LairGame *game;
  g_autoptr(GTimer) timer = NULL;
  double cpu_start;

  lair_game_config_init (&config, players, 0);
  config.computers = (1u << players) - 1;
  game = lair_game_new (&config);
  if (mode > 0)
    lair_watch_init (&watch, game, mode == 2);

  cpu_start = cpu_seconds ();
  timer = g_timer_new ();
  for (guint64 g = 0; g < games; g++)
    {
      config.seed = g;
      lair_watch_begin (&watch);
      lair_game_reset (game, &config);
      lair_game_play_computers (game);
      if (watch.error != NULL)
        g_error ("seed %" G_GUINT64_FORMAT ": %s", config.seed, watch.error->message);
      *checksum += lair_game_seat_get_chest (game, 0);
    }
  g_timer_stop (timer);
  *per_cpu_second = games / (cpu_seconds () - cpu_start);
  lair_game_free (game);
  return games / g_timer_elapsed (timer, NULL);
}

int
main (int   argc,
      char *argv[])
{
  guint64 games = argc > 1 ? g_ascii_strtoull (argv[1], NULL, 10) : 200000;
  gint64 checksum = 0;
  double bare, recorded, checked;
  double bare_cpu, recorded_cpu, checked_cpu;

  /* warm up caches and the CPU clock */
  games_per_second (6, games / 10 + 1, 0, &checksum, &bare_cpu);

  bare = games_per_second (6, games, 0, &checksum, &bare_cpu);
  recorded = games_per_second (6, games, 1, &checksum, &recorded_cpu);
  checked = games_per_second (6, games, 2, &checksum, &checked_cpu);

  printf ("6-player games, one core, %" G_GUINT64_FORMAT " games each:\n", games);
  printf ("  rules alone           %9.0f games/s  %9.0f games/CPU-s\n", bare, bare_cpu);
  printf ("  with statistics       %9.0f games/s  %9.0f games/CPU-s  (%.2f × the rules alone)\n",
          recorded, recorded_cpu, recorded_cpu / bare_cpu);
  printf ("  with conservation     %9.0f games/s  %9.0f games/CPU-s  (%.2f × the rules alone)\n",
          checked, checked_cpu, checked_cpu / bare_cpu);
  printf ("  (checksum %" G_GINT64_FORMAT ")\n", checksum);
  return 0;
}

/* test-no-alloc.c — a simulated game allocates nothing once set up
 *
 * The test binary counts every call into the C allocator by standing in
 * for malloc and friends, then plays games with the statistics recorder
 * and the conservation checks attached.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdlib.h>
#include <string.h>

#include "lair-check.h"
#include "lair-expert.h"
#include "lair-game.h"

extern void *__libc_malloc (size_t size);
extern void *__libc_calloc (size_t n, size_t size);
extern void *__libc_realloc (void *p, size_t size);
extern void __libc_free (void *p);

static volatile gsize n_allocations;

void *malloc (size_t size);
void *calloc (size_t n, size_t size);
void *realloc (void *p, size_t size);
void free (void *p);

void *
malloc (size_t size)
{
  n_allocations++;
  return __libc_malloc (size);
}

void *
calloc (size_t n,
        size_t size)
{
  n_allocations++;
  return __libc_calloc (n, size);
}

void *
realloc (void   *p,
         size_t  size)
{
  n_allocations++;
  return __libc_realloc (p, size);
}

void
free (void *p)
{
  __libc_free (p);
}

static void
test_no_allocation_per_decision (void)
{
  LairGameConfig config;
  LairWatch watch;
  LairGame *game;
  guint64 checks = 0;
  gsize before;

  if (g_getenv ("VALGRIND") != NULL)
    {
      g_test_skip ("memcheck brings its own allocator");
      return;
    }

  lair_game_config_init (&config, 6, 0);
  config.computers = (1u << 6) - 1;
  game = lair_game_new (&config);
  lair_watch_init (&watch, game, TRUE);

  /* the first game sets up what GLib keeps for later (the gem table) */
  lair_game_play_computers (game);

  before = n_allocations;
  for (guint g = 1; g <= 500; g++)
    {
      lair_game_config_init (&config, 1 + g % 9, g);
      config.computers = (1u << config.n_players) - 1;
      config.levels[g % config.n_players].kind = (LairAiKind) (g % LAIR_N_AI_KINDS);
      config.levels[g % config.n_players].param = 3;
      lair_watch_begin (&watch);
      lair_game_reset (game, &config);
      lair_game_play_computers (game);
      g_assert_no_error (watch.error);
      checks += watch.n_checks;
    }
  g_assert_cmpuint (checks, >, 500 * 10);
  g_assert_cmpuint (n_allocations - before, ==, 0);

  /* the counter does count: a GLib allocation moves it */
  g_free (g_malloc (16));
  g_assert_cmpuint (n_allocations - before, ==, 1);

  lair_game_free (game);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  /* the Expert's look-ahead must not allocate either, only be quick here */
  lair_expert_set_rollouts (8);
  g_test_add_func ("/core/no-alloc/per-decision", test_no_allocation_per_decision);
  return g_test_run ();
}

/* lair-rng.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "lair-rng.h"

static guint64
splitmix64 (guint64 *x)
{
  guint64 z = (*x += G_GUINT64_CONSTANT (0x9e3779b97f4a7c15));

  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94d049bb133111eb);
  return z ^ (z >> 31);
}

/**
 * lair_rng_init:
 * @rng: the generator
 * @seed: the game seed
 * @stream: which stream of that seed
 *
 * Seeds @rng with four splitmix64 outputs started at
 * `seed ^ (stream * 0xd1b54a32d192ed03)`.
 */
void
lair_rng_init (LairRng *rng,
               guint64  seed,
               guint64  stream)
{
  guint64 x = seed ^ (stream * G_GUINT64_CONSTANT (0xd1b54a32d192ed03));

  for (guint i = 0; i < 4; i++)
    rng->s[i] = splitmix64 (&x);
}

/* The rare rejection step of lair_rng_below(): draws again while the low
 * part of the product falls under 2^32 mod n. */
guint
lair_rng_below_slow (LairRng *rng,
                     guint    n,
                     guint64  m)
{
  guint32 threshold = (guint32) (-n) % n;

  g_assert (n > 0);
  while ((guint32) m < threshold)
    m = (lair_rng_next (rng) >> 32) * (guint64) n;
  return (guint) (m >> 32);
}

/* A uniform integer in [lo, hi], both included. */
gint
lair_rng_range (LairRng *rng,
                gint     lo,
                gint     hi)
{
  g_assert (hi >= lo);
  return lo + (gint) lair_rng_below (rng, (guint) (hi - lo + 1));
}

/* A uniform real in [lo, hi). */
double
lair_rng_uniform (LairRng *rng,
                  double   lo,
                  double   hi)
{
  return lo + (hi - lo) * lair_rng_double (rng);
}

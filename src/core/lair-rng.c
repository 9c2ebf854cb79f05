/* lair-rng.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "lair-rng.h"

static inline guint64
rotl (guint64 x,
      int     k)
{
  return (x << k) | (x >> (64 - k));
}

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

guint64
lair_rng_next (LairRng *rng)
{
  guint64 *s = rng->s;
  guint64 result = rotl (s[1] * 5, 7) * 9;
  guint64 t = s[1] << 17;

  s[2] ^= s[0];
  s[3] ^= s[1];
  s[1] ^= s[2];
  s[0] ^= s[3];
  s[2] ^= t;
  s[3] = rotl (s[3], 45);

  return result;
}

/**
 * lair_rng_below:
 * @rng: the generator
 * @n: the bound, at least 1
 *
 * Returns: a uniform integer in [0, @n), by Lemire's multiply-and-reject
 * method on the top 32 bits of one or more draws.
 */
guint
lair_rng_below (LairRng *rng,
                guint    n)
{
  guint32 threshold;
  guint64 m;

  g_assert (n > 0);

  m = (lair_rng_next (rng) >> 32) * (guint64) n;
  if ((guint32) m < n)
    {
      threshold = (guint32) (-n) % n;
      while ((guint32) m < threshold)
        m = (lair_rng_next (rng) >> 32) * (guint64) n;
    }
  return (guint) (m >> 32);
}

/**
 * lair_rng_double:
 * @rng: the generator
 *
 * Returns: a uniform real in [0, 1) from the top 53 bits of one draw.
 */
double
lair_rng_double (LairRng *rng)
{
  return (double) (lair_rng_next (rng) >> 11) * 0x1.0p-53;
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

/* lair-rng.h — the game's only source of randomness
 *
 * xoshiro256** (Blackman & Vigna, 2018) seeded through splitmix64. Every
 * stream is derived from the game seed and a stream number, so that the
 * draws of one part of the game (a dungeon build, one seat's decisions)
 * never shift the draws of another.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct {
  guint64 s[4];
} LairRng;

/* Stream numbers; a seat's stream is LAIR_RNG_STREAM_SEAT + seat and a
 * dungeon's LAIR_RNG_STREAM_DUNGEON + dungeon index. Part of the scenario
 * format: changing them changes "format". */
enum {
  LAIR_RNG_STREAM_SETUP   = 1,
  LAIR_RNG_STREAM_DUNGEON = 16,
  LAIR_RNG_STREAM_SEAT    = 32,
};

void    lair_rng_init    (LairRng *rng,
                          guint64  seed,
                          guint64  stream);
guint   lair_rng_below_slow (LairRng *rng,
                          guint    n,
                          guint64  m);

static inline guint64
lair_rng_rotl (guint64 x,
               int     k)
{
  return (x << k) | (x >> (64 - k));
}

/* The next 64 bits of xoshiro256** (inline: the simulation draws often) */
static inline guint64
lair_rng_next (LairRng *rng)
{
  guint64 *s = rng->s;
  guint64 result = lair_rng_rotl (s[1] * 5, 7) * 9;
  guint64 t = s[1] << 17;

  s[2] ^= s[0];
  s[3] ^= s[1];
  s[1] ^= s[2];
  s[0] ^= s[3];
  s[2] ^= t;
  s[3] = lair_rng_rotl (s[3], 45);

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
static inline guint
lair_rng_below (LairRng *rng,
                guint    n)
{
  guint64 m = (lair_rng_next (rng) >> 32) * (guint64) n;

  if (G_UNLIKELY ((guint32) m < n))
    return lair_rng_below_slow (rng, n, m);
  return (guint) (m >> 32);
}

/**
 * lair_rng_double:
 * @rng: the generator
 *
 * Returns: a uniform real in [0, 1) from the top 53 bits of one draw.
 */
static inline double
lair_rng_double (LairRng *rng)
{
  return (double) (lair_rng_next (rng) >> 11) * 0x1.0p-53;
}
gint    lair_rng_range   (LairRng *rng,
                          gint     lo,
                          gint     hi);
double  lair_rng_uniform (LairRng *rng,
                          double   lo,
                          double   hi);

G_END_DECLS

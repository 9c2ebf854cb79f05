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
guint64 lair_rng_next    (LairRng *rng);
guint   lair_rng_below   (LairRng *rng,
                          guint    n);
double  lair_rng_double  (LairRng *rng);
gint    lair_rng_range   (LairRng *rng,
                          gint     lo,
                          gint     hi);
double  lair_rng_uniform (LairRng *rng,
                          double   lo,
                          double   hi);

G_END_DECLS

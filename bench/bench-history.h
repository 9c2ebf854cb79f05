/* bench-history.h — filling a history with games for the benchmarks, and
 * the medians they report
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "lair-game.h"
#include "lair-store.h"

G_BEGIN_DECLS

typedef struct {
  LairGame *game;
  LairGameConfig config;
  gint usage[LAIR_N_ADVENTURES];
  char *names[LAIR_MAX_PLAYERS];
} BenchPlayer;

void   bench_player_init  (BenchPlayer       *p);
void   bench_player_clear (BenchPlayer       *p);
void   bench_play         (BenchPlayer       *p,
                           guint64            g,
                           LairGameRecord    *record,
                           LairStoreGameInfo *info);
void   bench_fill         (LairStore         *store,
                           BenchPlayer       *p,
                           guint64            from,
                           guint64            to,
                           GDateTime         *start);
double bench_median       (double            *v,
                           guint              n);
double bench_percentile   (double            *v,
                           guint              n,
                           double             p);
double bench_ms_since     (gint64             start);

G_END_DECLS

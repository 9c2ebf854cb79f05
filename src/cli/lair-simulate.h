/* lair-simulate.h — computer-only games for measurement
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "lair-game.h"
#include "lair-record.h"

G_BEGIN_DECLS

/* Games a block of a simulation plays from the usage it starts with */
#define LAIR_SIMULATION_BLOCK 1000

typedef struct {
  guint64 games;
  guint players;
  guint64 seed;
  LairAiLevel levels[LAIR_MAX_PLAYERS];
  gint usage[LAIR_N_ADVENTURES];      /* adventure usage before the first game */
  gboolean check;
  gboolean progress;
  guint jobs;                         /* threads to play on */
} LairSimulation;

typedef struct {
  double wins[LAIR_MAX_PLAYERS];      /* ties split between the winners */
  gint64 score[LAIR_MAX_PLAYERS];
  LairStats stats;
  gint usage[LAIR_N_ADVENTURES];
  double seconds;
} LairSimulationResult;

typedef void (*LairGameDoneFunc) (const LairGameRecord *record,
                                  guint64               seed,
                                  gpointer              user_data);

gboolean lair_simulate      (const LairSimulation *sim,
                             LairSimulationResult *result,
                             LairGameDoneFunc      done,
                             gpointer              user_data,
                             GError              **error);
void     lair_wilson        (double                successes,
                             double                n,
                             double               *low,
                             double               *high);
void     lair_simulation_write_json (const LairSimulation       *sim,
                                     const LairSimulationResult *result,
                                     GString                    *out);
void     lair_simulation_write_text (const LairSimulation       *sim,
                                     const LairSimulationResult *result,
                                     GString                    *out);

G_END_DECLS

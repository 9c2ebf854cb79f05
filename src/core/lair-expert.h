/* lair-expert.h — the Expert computer player and the hint
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "lair-table-view.h"

G_BEGIN_DECLS

/* Games played out per decision, shared among the options */
#define LAIR_EXPERT_DEFAULT_ROLLOUTS 480
/* The most threads a decision is spread over */
#define LAIR_EXPERT_MAX_THREADS 64

typedef struct {
  LairChoice choice;
  double win;         /* share of the simulated games the seat wins, ties split */
  double chest;       /* its average money at the end of them */
  double margin;      /* half the width of the 95 % interval of @win */
} LairExpertOption;

typedef struct {
  guint seat;
  guint n_options;
  LairExpertOption options[LAIR_N_CHOICES];
  guint best;          /* index of the option the Expert would pick */
  guint likely;        /* index of the option that won most often */
  gboolean clear;      /* @likely beats every other option by more than
                        * the margin of their difference */
  guint rollouts;      /* games played out per option */
  double odds;         /* that the next room is the lair */
  double rumor;        /* rumored gems of the next room */
  double stay_value;   /* expected value of staying, in gems */
  gint hand;
} LairExpertAdvice;

guint      lair_expert_get_rollouts     (void);
void       lair_expert_set_rollouts     (guint                rollouts);
guint      lair_expert_get_threads      (void);
void       lair_expert_set_threads      (guint                threads);

void       lair_expert_advise           (const LairTableView *view,
                                         guint                seat,
                                         LairExpertAdvice    *advice);
LairChoice lair_expert_choose           (const LairTableView *view,
                                         guint                seat);
LairChoice lair_expert_choose_game      (const LairGame      *game,
                                         guint                seat);

G_END_DECLS

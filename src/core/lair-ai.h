/* lair-ai.h — the computer player
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "lair-types.h"
#include "lair-rng.h"

G_BEGIN_DECLS

typedef enum {
  LAIR_AI_NORMAL,     /* the design's personality and stay/leave logic */
  LAIR_AI_EASY,       /* the same logic, timid and inattentive ranges */
  LAIR_AI_HARD,       /* a stronger policy over what a careful player sees */
  LAIR_AI_WARNINGS,   /* baseline: leave after K warnings (param) */
  LAIR_AI_GEMS,       /* baseline: leave with at least G gems in hand (param) */
  LAIR_AI_RANDOM,     /* baseline: leave with probability P (param) */
  LAIR_AI_EXPERT,     /* looks ahead by playing the rest of the game out (lair-expert.c) */
  LAIR_N_AI_KINDS
} LairAiKind;

typedef struct {
  LairAiKind kind;
  double param;
} LairAiLevel;

/* The design's five personality variables, drawn per seat. */
typedef struct {
  gint post_warning_delay;  /* 0–3 */
  double leave_extra;       /* 0–0.16 */
  double ev_cutoff;         /* −1.5 to −0.1 */
  gint good_take;           /* N to 4N + 1 */
  double attention;         /* 0.45–0.95 */
  double nerve;             /* Hard and Expert: how much of the next room's worth it dares, 0.5–1.5 */
} LairPersonality;

typedef struct _LairGame LairGame;

void       lair_personality_draw    (LairPersonality *personality,
                                     LairAiKind       kind,
                                     guint            n_players,
                                     LairRng         *rng);
LairChoice lair_ai_choose           (LairGame        *game,
                                     guint            seat);
void       lair_ai_choose_all       (LairGame        *game,
                                     LairChoice      *choices);
const char *lair_personality_name   (const LairPersonality *personality,
                                     const LairAiLevel     *level,
                                     guint                  n_players);
gboolean   lair_ai_level_is_valid   (const LairAiLevel     *level);
gboolean   lair_ai_level_parse      (const char      *text,
                                     LairAiLevel     *out);
char      *lair_ai_level_to_string  (const LairAiLevel *level);

G_END_DECLS

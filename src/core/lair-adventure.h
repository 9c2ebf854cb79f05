/* lair-adventure.h — what the rules know of each adventure, in one table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "lair-types.h"

G_BEGIN_DECLS

/* How the chance of an adventure's room is fixed when its dungeon is
 * built, and how a scenario file states it (`adventure:OUTCOME`) */
typedef enum {
  LAIR_DRAW_NONE,      /* no chance: the Banker, the Ferryman, … */
  LAIR_DRAW_EITHER,    /* one of two sides, outcome[0] 0 or 1 */
  LAIR_DRAW_CARDS,     /* the Monte's three cards, shuffled */
  LAIR_DRAW_ROOM,      /* the Scout's centre, a room number */
} LairDraw;

typedef struct {
  /* the stable id of scenario files, JSON output, the history and the
   * GEnum nick: "monte" */
  const char *id;
  /* the rooms (parts) it adds to its dungeon */
  guint n_rooms;
  LairDraw draw;
  /* LAIR_DRAW_EITHER: the words of scenario files for outcome 0 and 1
   * ("sun", "moon"); the second side comes one time in @one_in */
  const char *sides[2];
  guint one_in;
  /* the options of a decision in its room, besides Leave; a banking
   * option is offered only to a hand that holds its gems */
  guint32 options;
  /* the keys of LairStats (DESIGN.md's `stats`) that count it, NULL-ended */
  const char *stats[3];
} LairAdventureInfo;

const LairAdventureInfo *lair_adventure_info         (LairAdventure  adventure);
const char              *lair_adventure_id           (LairAdventure  adventure);
gboolean                 lair_adventure_from_id      (const char    *id,
                                                      LairAdventure *out);
guint                    lair_adventure_n_rooms      (LairAdventure  adventure);
gboolean                 lair_adventure_has_outcome  (LairAdventure  adventure);
gboolean                 lair_adventure_side_from_id (LairAdventure  adventure,
                                                      const char    *text,
                                                      gint8         *out);

G_END_DECLS

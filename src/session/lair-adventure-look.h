/* lair-adventure-look.h — what every view shows of each adventure, in one table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "lair-room-item.h"

G_BEGIN_DECLS

typedef struct {
  /* its name, untranslated (N_()): "Three Card Monte" */
  const char *title;
  /* its symbolic icon, in data/icons/ */
  const char *icon_name;
  /* the id of its page in help/C/ */
  const char *help_page;
  /* the art of its room's card, in data/art/ */
  const char *art;
  /* the art once the players stand no longer before it, or NULL: the
   * Ferryman's lava lake */
  const char *art_passed;
  /* for a room whose side was drawn, the art of each side once the
   * players may see it, or NULLs: the Little People's Queens */
  const char *art_sides[2];
  /* for a room whose side was drawn, each side in words (N_()) */
  const char *sides[2];
  /* what each room of it says, when it has no chance (N_()), or NULL */
  const char *says;
  /* what a room says of its outcome when the rules' numbers make the
   * words, or NULL: the Ferryman's toll, the Monte's cards */
  char       *(*describe) (const LairRoom *room);
} LairAdventureLook;

const LairAdventureLook *lair_adventure_look         (LairAdventure   adventure);
const char              *lair_adventure_title        (LairAdventure   adventure);
const char              *lair_adventure_icon_name    (LairAdventure   adventure);
const char              *lair_adventure_help_page    (LairAdventure   adventure);
char                    *lair_adventure_outcome_text (const LairRoom *room);
const char              *lair_room_art               (LairRoomItem   *room,
                                                      guint           n_players,
                                                      gboolean        keep_secret);
const char              *lair_room_help_page         (LairRoomItem   *room);
char                    *lair_room_contents          (LairRoomItem   *room);

G_END_DECLS

/* lair-shown-board.h — the table as the board has shown it so far
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

typedef struct _LairGameSession LairGameSession;

#define LAIR_TYPE_SHOWN_BOARD (lair_shown_board_get_type ())

G_DECLARE_FINAL_TYPE (LairShownBoard, lair_shown_board, LAIR, SHOWN_BOARD, GObject)

LairShownBoard *lair_shown_board_new                 (LairGameSession *session);
gboolean        lair_shown_board_get_following       (LairShownBoard  *self);
void            lair_shown_board_set_following       (LairShownBoard  *self,
                                                      gboolean         following);
guint           lair_shown_board_get_dungeon         (LairShownBoard  *self);
guint           lair_shown_board_get_room            (LairShownBoard  *self);
gint            lair_shown_board_get_bravery         (LairShownBoard  *self);
gint            lair_shown_board_get_floor_gems      (LairShownBoard  *self);
guint           lair_shown_board_get_floor_bars      (LairShownBoard  *self);
gint            lair_shown_board_get_floor_bar_value (LairShownBoard  *self);
double          lair_shown_board_get_lair_odds       (LairShownBoard  *self);
double          lair_shown_board_get_rumored_gems    (LairShownBoard  *self);

G_END_DECLS

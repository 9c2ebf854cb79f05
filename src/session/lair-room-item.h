/* lair-room-item.h — one room of the dungeon strip
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "lair-session-enums.h"

G_BEGIN_DECLS

#define LAIR_TYPE_ROOM_ITEM (lair_room_item_get_type ())

G_DECLARE_FINAL_TYPE (LairRoomItem, lair_room_item, LAIR, ROOM_ITEM, GObject)

guint          lair_room_item_get_number       (LairRoomItem *self);
LairRoomKind   lair_room_item_get_kind         (LairRoomItem *self);
LairAdventure  lair_room_item_get_adventure    (LairRoomItem *self);
guint          lair_room_item_get_part         (LairRoomItem *self);
guint          lair_room_item_get_level        (LairRoomItem *self);
guint          lair_room_item_get_warning_type (LairRoomItem *self);
gint           lair_room_item_get_value        (LairRoomItem *self);
const char    *lair_room_item_get_title        (LairRoomItem *self);
const char    *lair_room_item_get_outcome      (LairRoomItem *self);
gboolean       lair_room_item_get_entered      (LairRoomItem *self);
gboolean       lair_room_item_get_current      (LairRoomItem *self);
void           lair_room_item_get_cards        (LairRoomItem *self,
                                                gint          cards[3]);

G_END_DECLS

/* the adventures' table, which names the rooms */
#include "lair-adventure-look.h"

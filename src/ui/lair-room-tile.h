/* lair-room-tile.h — one room of the dungeon strip
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "lair-room-item.h"

G_BEGIN_DECLS

#define LAIR_TYPE_ROOM_TILE (lair_room_tile_get_type ())

G_DECLARE_FINAL_TYPE (LairRoomTile, lair_room_tile, LAIR, ROOM_TILE, GtkWidget)

GtkWidget    *lair_room_tile_new      (void);
LairRoomItem *lair_room_tile_get_room (LairRoomTile *self);
void          lair_room_tile_set_room (LairRoomTile *self,
                                       LairRoomItem *room);

G_END_DECLS

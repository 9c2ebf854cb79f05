/* lair-room-card.h — one room of the dungeon, drawn as a card
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "lair-room-item.h"

G_BEGIN_DECLS

#define LAIR_TYPE_ROOM_CARD (lair_room_card_get_type ())

G_DECLARE_FINAL_TYPE (LairRoomCard, lair_room_card, LAIR, ROOM_CARD, GtkWidget)

GtkWidget    *lair_room_card_new            (LairRoomItem *room);
LairRoomItem *lair_room_card_get_room       (LairRoomCard *self);
gboolean      lair_room_card_get_face_down  (LairRoomCard *self);
void          lair_room_card_set_face_down  (LairRoomCard *self,
                                             gboolean      face_down);
void          lair_room_card_set_flip       (LairRoomCard *self,
                                             double        flip);
gboolean      lair_room_card_get_current    (LairRoomCard *self);
void          lair_room_card_set_current    (LairRoomCard *self,
                                             gboolean      current);
void          lair_room_card_set_n_players  (LairRoomCard *self,
                                             guint         n_players);
gint          lair_room_card_get_floor_gems (LairRoomCard *self);
guint         lair_room_card_get_floor_bars (LairRoomCard *self);
void          lair_room_card_set_floor      (LairRoomCard *self,
                                             gint          gems,
                                             guint         bars);
void          lair_room_card_set_note       (LairRoomCard *self,
                                             const char   *text);
const char   *lair_room_card_get_art        (LairRoomCard *self);
char         *lair_room_card_describe       (LairRoomCard *self);
void          lair_room_card_get_label_bounds (LairRoomCard    *self,
                                               graphene_rect_t *bounds);

G_END_DECLS

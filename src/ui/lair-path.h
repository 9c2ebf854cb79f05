/* lair-path.h — the dungeon's rooms laid out as a path of cards
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "lair-game-session.h"
#include "lair-room-card.h"
#include "lair-story.h"

G_BEGIN_DECLS

#define LAIR_TYPE_PATH (lair_path_get_type ())

G_DECLARE_FINAL_TYPE (LairPath, lair_path, LAIR, PATH, GtkWidget)

GtkWidget    *lair_path_new              (void);
void          lair_path_set_session      (LairPath        *self,
                                          LairGameSession *session);
LairRoomCard *lair_path_get_current_card (LairPath        *self);
GtkWidget    *lair_path_get_pile_button  (LairPath        *self);
LairRoomCard *lair_path_get_card         (LairPath        *self,
                                          LairRoomItem    *room);
LairRoomItem *lair_path_get_current      (LairPath        *self);
void          lair_path_set_current      (LairPath        *self,
                                          LairRoomItem    *room);
void          lair_path_set_revealed     (LairPath        *self,
                                          gboolean         revealed);
void          lair_path_set_flip         (LairPath        *self,
                                          LairRoomItem    *room,
                                          double           flip);
guint32       lair_path_get_inside       (LairPath        *self);
void          lair_path_set_inside       (LairPath        *self,
                                          guint32          seats);
const LairScene *lair_path_get_scene    (LairPath        *self);
void          lair_path_set_scene        (LairPath        *self,
                                          const LairScene *scene);
void          lair_path_add_floor        (LairPath        *self,
                                          LairRoomItem    *room,
                                          gint             gems,
                                          guint            bars);
void          lair_path_set_board        (LairPath        *self,
                                          LairShownBoard  *board);
void          lair_path_sync_floor       (LairPath        *self,
                                          gint             gems,
                                          guint            bars);
void          lair_path_set_fork         (LairPath        *self,
                                          LairRoomItem    *sphinx,
                                          guint            side,
                                          gint             coins,
                                          guint32          seats);
void          lair_path_sync             (LairPath        *self);

G_END_DECLS

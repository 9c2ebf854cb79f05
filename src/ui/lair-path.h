/* lair-path.h — the dungeon's rooms laid out as a path of cards
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "lair-game-session.h"
#include "lair-room-card.h"

G_BEGIN_DECLS

/* What the path draws over its cards while a moment of the story plays. */
typedef enum {
  LAIR_SCENE_NONE,
  LAIR_SCENE_SHARE,         /* gems from the current card into hands: values[] per seat, amount on the floor */
  LAIR_SCENE_LEAVE,         /* seat walks back out with values[0] gems, [1] bars, [2] their value, [3] coins */
  LAIR_SCENE_SUN_MOON,      /* detail: 0 the Sun paid, 1 the Moon; values[] per seat */
  LAIR_SCENE_MONTE_SHOW,    /* cards[] face up in their first order */
  LAIR_SCENE_MONTE_SHUFFLE, /* swaps[] played one after the other, ending at cards[] as dealt */
  LAIR_SCENE_MONTE_TURN,    /* the dealt cards turned over, values[] per seat, picks[] the card each took */
  LAIR_SCENE_MARK,          /* a mark over seat's token: sprite and text */
  LAIR_SCENE_SPIDER,        /* the spider: values[] lost per seat in mask */
  LAIR_SCENE_BATS,          /* bats across the board */
} LairSceneKind;

#define LAIR_SCENE_MAX_SWAPS 8

typedef struct {
  LairSceneKind kind;
  double progress;          /* 0 to 1 */
  guint seat;
  guint32 mask;             /* seats the scene is about */
  gint amount;
  gint detail;
  gint values[LAIR_N_SEATS];
  gint picks[LAIR_N_SEATS];
  gint cards[3];
  gint start_cards[3];
  guint8 swaps[LAIR_SCENE_MAX_SWAPS][2];
  guint n_swaps;
  const char *sprite;
  char text[64];
} LairScene;

#define LAIR_TYPE_PATH (lair_path_get_type ())

G_DECLARE_FINAL_TYPE (LairPath, lair_path, LAIR, PATH, GtkWidget)

GtkWidget    *lair_path_new              (void);
void          lair_path_set_session      (LairPath        *self,
                                          LairGameSession *session);
LairRoomCard *lair_path_get_current_card (LairPath        *self);
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

/* lair-session-private.h — what the files of src/session share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "lair-record.h"
#include "lair-room-item.h"
#include "lair-seat.h"

G_BEGIN_DECLS

/* Setters for the session's objects: the field takes the value, and the
 * property is notified only when that changed it */

static inline void
lair_set_int_and_notify (GObject    *object,
                         gint       *field,
                         gint        value,
                         GParamSpec *pspec)
{
  if (*field == value)
    return;
  *field = value;
  g_object_notify_by_pspec (object, pspec);
}

static inline void
lair_set_uint_and_notify (GObject    *object,
                          guint      *field,
                          guint       value,
                          GParamSpec *pspec)
{
  if (*field == value)
    return;
  *field = value;
  g_object_notify_by_pspec (object, pspec);
}

static inline void
lair_set_boolean_and_notify (GObject    *object,
                             gboolean   *field,
                             gboolean    value,
                             GParamSpec *pspec)
{
  lair_set_int_and_notify (object, field, !!value, pspec);
}

static inline void
lair_set_double_and_notify (GObject    *object,
                            double     *field,
                            double      value,
                            GParamSpec *pspec)
{
  if (*field == value)
    return;
  *field = value;
  g_object_notify_by_pspec (object, pspec);
}

/* The longest seat name a game keeps and a save holds, in bytes */
#define LAIR_SEAT_NAME_MAX_BYTES 65536

/* lair-seat.c */
LairSeat     *lair_seat_new            (guint               index);
void          lair_seat_set_kind       (LairSeat           *self,
                                        LairSeatKind        kind);
void          lair_seat_set_joining    (LairSeat           *self,
                                        gboolean            joining);
void          lair_seat_set_player     (LairSeat           *self,
                                        gint                player);
void          lair_seat_set_selection  (LairSeat           *self,
                                        LairSelectionState  selection);
void          lair_seat_set_options    (LairSeat           *self,
                                        LairOptions         options);
void          lair_seat_set_choice     (LairSeat           *self,
                                        LairChoice          choice);
void          lair_seat_set_result     (LairSeat           *self,
                                        gboolean            winner,
                                        guint               achievements);
void          lair_seat_set_outcome    (LairSeat           *self,
                                        LairSeatOutcome     outcome,
                                        gint                gems,
                                        gint                bars,
                                        gint                bar_value,
                                        gint                coins);
void          lair_seat_set_bar_value  (LairSeat           *self,
                                        gint                value);
void          lair_seat_sync           (LairSeat           *self,
                                        const LairGame     *game);
void          lair_seat_set_mark       (LairSeat           *self,
                                        const char         *mark);

/* lair-room-item.c */
LairRoomItem *lair_room_item_new         (guint           number,
                                          const LairRoom *room,
                                          gboolean        entered);
void          lair_room_item_set_value   (LairRoomItem   *self,
                                          gint            value);
void          lair_room_item_set_outcome (LairRoomItem   *self,
                                          const char     *outcome);
void          lair_room_item_set_current (LairRoomItem   *self,
                                          gboolean        current);

G_END_DECLS

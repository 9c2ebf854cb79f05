/* lair-seat.h — one of the nine places around the table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "lair-session-enums.h"

G_BEGIN_DECLS

#define LAIR_TYPE_SEAT (lair_seat_get_type ())

G_DECLARE_FINAL_TYPE (LairSeat, lair_seat, LAIR, SEAT, GObject)

guint               lair_seat_get_index          (LairSeat   *self);
gint                lair_seat_get_player         (LairSeat   *self);
LairSeatKind        lair_seat_get_kind           (LairSeat   *self);
const char         *lair_seat_get_name           (LairSeat   *self);
void                lair_seat_set_name           (LairSeat   *self,
                                                  const char *name);
guint               lair_seat_get_avatar         (LairSeat   *self);
void                lair_seat_set_avatar         (LairSeat   *self,
                                                  guint       avatar);
LairAiKind          lair_seat_get_level          (LairSeat   *self);
void                lair_seat_set_level          (LairSeat   *self,
                                                  LairAiKind  level);
gboolean            lair_seat_get_joining        (LairSeat   *self);
LairSelectionState  lair_seat_get_selection      (LairSeat   *self);
LairOptions         lair_seat_get_options        (LairSeat   *self);
gboolean            lair_seat_has_option         (LairSeat   *self,
                                                  LairChoice  choice);
LairChoice          lair_seat_get_choice         (LairSeat   *self);
gboolean            lair_seat_get_inside         (LairSeat   *self);
gint                lair_seat_get_hand           (LairSeat   *self);
gint                lair_seat_get_chest          (LairSeat   *self);
gint                lair_seat_get_gold_bars      (LairSeat   *self);
gint                lair_seat_get_shares         (LairSeat   *self);
gint                lair_seat_get_queens         (LairSeat   *self);
gint                lair_seat_get_changelings    (LairSeat   *self);
gint                lair_seat_get_obligation     (LairSeat   *self);
gint                lair_seat_get_scares         (LairSeat   *self);
LairSeatOutcome     lair_seat_get_outcome        (LairSeat   *self);
gint                lair_seat_get_outcome_gems   (LairSeat   *self);
gint                lair_seat_get_outcome_bars   (LairSeat   *self);
gint                lair_seat_get_outcome_bar_value (LairSeat *self);
gint                lair_seat_get_outcome_coins  (LairSeat   *self);
gint                lair_seat_get_bar_value      (LairSeat   *self);
double              lair_seat_get_expected_value (LairSeat   *self);
gboolean            lair_seat_get_winner         (LairSeat   *self);
guint               lair_seat_get_achievements   (LairSeat   *self);

const char         *lair_seat_get_personality    (LairSeat *self);
gboolean            lair_seat_get_remote         (LairSeat   *self);
void                lair_seat_set_remote         (LairSeat   *self,
                                                  gboolean    remote);
const char         *lair_seat_get_mark           (LairSeat   *self);

GStrv               lair_seat_marks              (const char * const *names,
                                                  guint               n_names);

G_END_DECLS

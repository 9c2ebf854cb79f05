/* lair-shown-seat.h — a seat as the board has shown it so far
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "lair-seat.h"

G_BEGIN_DECLS

#define LAIR_TYPE_SHOWN_SEAT (lair_shown_seat_get_type ())

G_DECLARE_FINAL_TYPE (LairShownSeat, lair_shown_seat, LAIR, SHOWN_SEAT, GObject)

LairShownSeat   *lair_shown_seat_new              (LairSeat      *seat);
LairSeat        *lair_shown_seat_get_seat         (LairShownSeat *self);
gboolean         lair_shown_seat_get_following    (LairShownSeat *self);
void             lair_shown_seat_set_following    (LairShownSeat *self,
                                                   gboolean       following);
gboolean         lair_shown_seat_get_inside       (LairShownSeat *self);
gboolean         lair_shown_seat_get_leaving      (LairShownSeat *self);
LairSeatOutcome  lair_shown_seat_get_outcome      (LairShownSeat *self);
gint             lair_shown_seat_get_outcome_gems (LairShownSeat *self);
gint             lair_shown_seat_get_outcome_bars (LairShownSeat *self);
gint             lair_shown_seat_get_outcome_coins (LairShownSeat *self);
gboolean         lair_shown_seat_get_winner       (LairShownSeat *self);
gint             lair_shown_seat_get_hand         (LairShownSeat *self);
gint             lair_shown_seat_get_chest        (LairShownSeat *self);
gint             lair_shown_seat_get_gold_bars    (LairShownSeat *self);
gint             lair_shown_seat_get_bar_value    (LairShownSeat *self);
gint             lair_shown_seat_get_shares       (LairShownSeat *self);
gint             lair_shown_seat_get_queens       (LairShownSeat *self);
gint             lair_shown_seat_get_changelings  (LairShownSeat *self);
gint             lair_shown_seat_get_obligation   (LairShownSeat *self);
LairChoice       lair_shown_seat_get_shown_choice (LairShownSeat *self);
const char      *lair_shown_seat_get_news         (LairShownSeat *self);
gboolean         lair_shown_seat_get_choosing     (LairShownSeat *self);
LairSeatTurn     lair_shown_seat_get_turn         (LairShownSeat *self);
const char      *lair_shown_seat_get_state        (LairShownSeat *self);
const char      *lair_shown_seat_get_state_spoken (LairShownSeat *self);
const char      *lair_shown_seat_get_summary      (LairShownSeat *self);

G_END_DECLS

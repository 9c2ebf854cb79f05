/* lair-story-private.h — what the story tells its shown seats and board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "lair-shown-board.h"
#include "lair-shown-seat.h"

G_BEGIN_DECLS

/* What a beat does to one seat, as its panel shows it */
typedef struct {
  gboolean walks_in;        /* into a dungeon: empty hands, the usual size */
  gboolean new_game;        /* and into a new game: an empty chest too */
  gint hand;                /* gems into (or out of) the hand */
  gint chest;               /* dollars into the chest */
  gint gold_bars;
  gint bar_value;
  gint queens;
  gint changelings;
  gint obligation;
  gint shares;              /* the new size, or 0 to keep it */
  LairSeatOutcome outcome;  /* out of the dungeon, the hand gone with it */
  gint outcome_gems;
} LairBeatChange;

void lair_shown_seat_apply       (LairShownSeat        *self,
                                  const LairBeatChange *change);
void lair_shown_seat_set_leaving (LairShownSeat        *self,
                                  gboolean              leaving);
void lair_shown_seat_show_choice (LairShownSeat        *self,
                                  LairChoice            choice);
void lair_shown_seat_set_winner  (LairShownSeat        *self,
                                  gboolean              winner);
void lair_shown_seat_add_news    (LairShownSeat        *self,
                                  const char           *line);
void lair_shown_board_set        (LairShownBoard       *self,
                                  const char           *first_property,
                                  ...) G_GNUC_NULL_TERMINATED;

G_END_DECLS

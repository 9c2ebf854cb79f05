/* lair-seat-panel.h — one seat during the game: what it has, its options
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "lair-game-session.h"
#include "lair-path.h"
#include "lair-storyteller.h"

G_BEGIN_DECLS

#define LAIR_TYPE_SEAT_PANEL (lair_seat_panel_get_type ())

/* The width a seat panel at its full size asks for, in every language:
 * the board lays its panels out compact when a line of them this wide
 * does not fit */
#define LAIR_SEAT_PANEL_FULL_WIDTH 296

G_DECLARE_FINAL_TYPE (LairSeatPanel, lair_seat_panel, LAIR, SEAT_PANEL, GtkWidget)

GtkWidget *lair_seat_panel_new          (LairGameSession *session,
                                         LairSeat        *seat,
                                         GSettings       *settings);
LairSeat  *lair_seat_panel_get_seat     (LairSeatPanel   *self);
LairShownSeat *lair_seat_panel_get_shown (LairSeatPanel *self);
void       lair_seat_panel_set_shown    (LairSeatPanel       *self,
                                         LairShownSeat       *shown);
void       lair_seat_panel_set_board    (LairSeatPanel   *self,
                                         LairPath        *board);
void       lair_seat_panel_open_options (LairSeatPanel   *self);
gboolean   lair_seat_panel_focus_choice (LairSeatPanel   *self);
void       lair_seat_panel_set_compact  (LairSeatPanel   *self,
                                         gboolean         compact);

G_END_DECLS

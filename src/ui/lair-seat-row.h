/* lair-seat-row.h — one seat of the main menu: join, leave, computer
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "lair-game-session.h"

G_BEGIN_DECLS

#define LAIR_TYPE_SEAT_ROW (lair_seat_row_get_type ())

G_DECLARE_FINAL_TYPE (LairSeatRow, lair_seat_row, LAIR, SEAT_ROW, GtkFlowBoxChild)

GtkWidget *lair_seat_row_new      (LairGameSession *session,
                                   LairSeat        *seat,
                                   GSettings       *settings);
LairSeat  *lair_seat_row_get_seat   (LairSeatRow     *self);
gboolean   lair_seat_row_focus_join (LairSeatRow     *self);

G_END_DECLS

/* lair-hint-button.h — a seat's Hint button and its advice
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "lair-game-session.h"

G_BEGIN_DECLS

#define LAIR_TYPE_HINT_BUTTON (lair_hint_button_get_type ())

G_DECLARE_FINAL_TYPE (LairHintButton, lair_hint_button, LAIR, HINT_BUTTON, GtkWidget)

GtkWidget       *lair_hint_button_new         (void);
void             lair_hint_button_set_session (LairHintButton  *self,
                                               LairGameSession *session);
void             lair_hint_button_set_seat    (LairHintButton  *self,
                                               LairSeat        *seat);
const char      *lair_hint_button_get_text    (LairHintButton  *self);

G_END_DECLS

/* lair-seat-token.h — a seat's colour and shape, as a small widget
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "lair-game-session.h"

G_BEGIN_DECLS

#define LAIR_TYPE_SEAT_TOKEN (lair_seat_token_get_type ())

G_DECLARE_FINAL_TYPE (LairSeatToken, lair_seat_token, LAIR, SEAT_TOKEN, GtkWidget)

GtkWidget  *lair_seat_token_new          (guint          index);
void        lair_seat_token_set_index    (LairSeatToken *self,
                                          guint          index);
void        lair_seat_token_set_initial  (LairSeatToken *self,
                                          const char    *initial);
void        lair_seat_token_set_session  (LairSeatToken   *self,
                                          LairGameSession *session);

void        lair_seat_color              (guint          index,
                                          gboolean       dark,
                                          GdkRGBA       *color);
void        lair_seat_token_append       (GtkSnapshot   *snapshot,
                                          guint          index,
                                          gboolean       dark,
                                          float          size);
void        lair_seat_token_append_initial (GtkSnapshot *snapshot,
                                            PangoLayout *layout,
                                            gboolean     dark,
                                            float        size);
void        lair_seat_token_set_letter_font (PangoLayout *layout,
                                             float        size);

G_END_DECLS

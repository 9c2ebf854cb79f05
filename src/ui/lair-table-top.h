/* lair-table-top.h — the nine seats drawn around a wooden table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "lair-game-session.h"

G_BEGIN_DECLS

#define LAIR_TYPE_TABLE_TOP (lair_table_top_get_type ())

G_DECLARE_FINAL_TYPE (LairTableTop, lair_table_top, LAIR, TABLE_TOP, GtkWidget)

GtkWidget       *lair_table_top_new             (void);
LairGameSession *lair_table_top_get_session     (LairTableTop    *self);
void             lair_table_top_set_session     (LairTableTop    *self,
                                                 LairGameSession *session);
char            *lair_table_top_dup_description (LairTableTop    *self);
gboolean         lair_table_top_get_name_card   (LairTableTop    *self,
                                                 guint            index,
                                                 graphene_rect_t *card,
                                                 gboolean        *cut);
gboolean         lair_table_top_get_oval        (LairTableTop    *self,
                                                 graphene_rect_t *oval);

G_END_DECLS

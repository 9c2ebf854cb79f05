/* lair-history-pages.h — one game of the history, and one player, as pages
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "lair-store.h"

G_BEGIN_DECLS

/* the newest games a player's page lists */
#define LAIR_PLAYER_PAGE_GAMES 10

char      *lair_history_format_date      (GDateTime  *date);
GtkWidget *lair_history_game_page_new    (LairStore  *store,
                                          gint64      id,
                                          GError    **error);
GtkWidget *lair_history_player_page_new  (LairStore  *store,
                                          const char *name,
                                          GError    **error);

G_END_DECLS

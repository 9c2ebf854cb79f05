/* lair-window.h — the game window: the menu, the dungeon and the results
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "lair-application.h"
#include "lair-game-keeper.h"
#include "lair-game-view.h"
#include "lair-game-session.h"

G_BEGIN_DECLS

#define LAIR_TYPE_WINDOW (lair_window_get_type ())

G_DECLARE_FINAL_TYPE (LairWindow, lair_window, LAIR, WINDOW, AdwApplicationWindow)

LairWindow      *lair_window_new         (LairApplication *application);
LairGameSession *lair_window_get_session (LairWindow      *self);
LairGameKeeper  *lair_window_get_keeper  (LairWindow      *self);
LairGameView    *lair_window_get_game_view (LairWindow    *self);
const char      *lair_window_get_help_page (LairWindow    *self);
void             lair_window_add_toast   (LairWindow      *self,
                                          const char      *message);
gboolean         lair_window_watch_game  (LairWindow      *self,
                                          gint64           id,
                                          GError         **error);

G_END_DECLS

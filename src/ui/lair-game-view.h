/* lair-game-view.h — the dungeon: rooms, floor, odds and the seats inside
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "lair-story.h"

#include "lair-game-session.h"
#include "lair-path.h"

G_BEGIN_DECLS

#define LAIR_TYPE_GAME_VIEW (lair_game_view_get_type ())

G_DECLARE_FINAL_TYPE (LairGameView, lair_game_view, LAIR, GAME_VIEW, GtkWidget)

GtkWidget  *lair_game_view_new           (LairGameSession *session,
                                          GSettings       *settings);
gboolean    lair_game_view_get_busy      (LairGameView    *self);
const char *lair_game_view_get_message   (LairGameView    *self);
GListModel *lair_game_view_get_log       (LairGameView    *self);
LairPath   *lair_game_view_get_path      (LairGameView    *self);
LairStory  *lair_game_view_get_story     (LairGameView    *self);
const char *lair_game_view_get_help_page (LairGameView    *self);
void        lair_game_view_focus_start   (LairGameView    *self);

G_END_DECLS

/* lair-menu-view.h — the main menu: the seats, Play and the way to the rest
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "lair-game-session.h"

G_BEGIN_DECLS

#define LAIR_TYPE_MENU_VIEW (lair_menu_view_get_type ())

G_DECLARE_FINAL_TYPE (LairMenuView, lair_menu_view, LAIR, MENU_VIEW, GtkWidget)

void lair_menu_view_focus_start (LairMenuView *self);

G_END_DECLS

/* lair-rules-window.h — the rules: the help pages, browsed inside the game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define LAIR_TYPE_RULES_WINDOW (lair_rules_window_get_type ())

G_DECLARE_FINAL_TYPE (LairRulesWindow, lair_rules_window, LAIR, RULES_WINDOW, AdwWindow)

GtkWindow  *lair_rules_window_new         (GtkWindow       *parent,
                                           const char      *page_id);
const char *lair_rules_window_get_page_id (LairRulesWindow *self);
void        lair_rules_window_show_page   (LairRulesWindow *self,
                                           const char      *page_id);

G_END_DECLS

/* lair-preferences-window.h — animation speed, think delay, odds, history
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "lair-application.h"

G_BEGIN_DECLS

#define LAIR_TYPE_PREFERENCES_WINDOW (lair_preferences_window_get_type ())

G_DECLARE_FINAL_TYPE (LairPreferencesWindow, lair_preferences_window, LAIR, PREFERENCES_WINDOW, AdwPreferencesWindow)

GtkWindow *lair_preferences_window_new (LairApplication *application,
                                        GtkWindow       *parent);

G_END_DECLS

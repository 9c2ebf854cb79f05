/* lair-statistics-window.h — statistics, achievements, players, history
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "lair-application.h"

G_BEGIN_DECLS

#define LAIR_TYPE_STATISTICS_WINDOW (lair_statistics_window_get_type ())

G_DECLARE_FINAL_TYPE (LairStatisticsWindow, lair_statistics_window, LAIR, STATISTICS_WINDOW, AdwWindow)

GtkWindow *lair_statistics_window_new (LairApplication *application,
                                       GtkWindow       *parent);
void       lair_statistics_window_show_game (LairStatisticsWindow *self,
                                             gint64                id);

G_END_DECLS

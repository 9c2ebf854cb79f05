/* lair-chest-chart.h — every seat's chest, dungeon by dungeon, drawn
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define LAIR_TYPE_CHEST_CHART (lair_chest_chart_get_type ())

G_DECLARE_FINAL_TYPE (LairChestChart, lair_chest_chart, LAIR, CHEST_CHART, GtkWidget)

GtkWidget *lair_chest_chart_new      (void);
void       lair_chest_chart_clear    (LairChestChart *self);
void       lair_chest_chart_add_line (LairChestChart *self,
                                      guint           seat,
                                      const gint     *chests,
                                      guint           n_dungeons);
guint      lair_chest_chart_get_n_lines (LairChestChart *self);

G_END_DECLS

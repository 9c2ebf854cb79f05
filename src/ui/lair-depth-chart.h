/* lair-depth-chart.h — how deep the dungeons went, drawn as bars
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define LAIR_TYPE_DEPTH_CHART (lair_depth_chart_get_type ())

G_DECLARE_FINAL_TYPE (LairDepthChart, lair_depth_chart, LAIR, DEPTH_CHART, GtkWidget)

GtkWidget  *lair_depth_chart_new         (void);
void        lair_depth_chart_set_counts  (LairDepthChart *self,
                                          GArray         *counts);
GArray     *lair_depth_chart_get_counts  (LairDepthChart *self);
const char *lair_depth_chart_get_summary (LairDepthChart *self);

G_END_DECLS

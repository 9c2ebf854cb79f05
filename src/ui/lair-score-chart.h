/* lair-score-chart.h — the winning scores over time, drawn
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "lair-store.h"

G_BEGIN_DECLS

#define LAIR_TYPE_SCORE_CHART (lair_score_chart_get_type ())

G_DECLARE_FINAL_TYPE (LairScoreChart, lair_score_chart, LAIR, SCORE_CHART, GtkWidget)

GtkWidget  *lair_score_chart_new         (void);
GArray     *lair_score_chart_get_points  (LairScoreChart *self);
const char *lair_score_chart_get_summary (LairScoreChart *self);
void        lair_score_chart_set_points  (LairScoreChart *self,
                                          GArray         *points);

G_END_DECLS

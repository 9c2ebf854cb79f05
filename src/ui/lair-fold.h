/* lair-fold.h — a view laid out wide, or narrow under a width of its own
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

void lair_fold_measure  (GtkWidget      *child,
                         gboolean        narrow,
                         int            *narrow_minimum,
                         GtkOrientation  orientation,
                         int             for_size,
                         int            *minimum,
                         int            *natural,
                         int            *minimum_baseline,
                         int            *natural_baseline);
void lair_fold_allocate (GtkWidget      *child,
                         int             width,
                         int             height,
                         int             baseline);
int  lair_fold_expected_width (GtkWidget *view);

G_END_DECLS

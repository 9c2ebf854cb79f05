/* lair-breakpoint-bin.h — a child laid out wide, or narrow under a width
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define LAIR_TYPE_BREAKPOINT_BIN (lair_breakpoint_bin_get_type ())

G_DECLARE_FINAL_TYPE (LairBreakpointBin, lair_breakpoint_bin, LAIR, BREAKPOINT_BIN, GtkWidget)

GtkWidget *lair_breakpoint_bin_new              (void);
GtkWidget *lair_breakpoint_bin_get_child        (LairBreakpointBin *self);
void       lair_breakpoint_bin_set_child        (LairBreakpointBin *self,
                                                 GtkWidget         *child);
int        lair_breakpoint_bin_get_narrow_width (LairBreakpointBin *self);
void       lair_breakpoint_bin_set_narrow_width (LairBreakpointBin *self,
                                                 int                narrow_width);
gboolean   lair_breakpoint_bin_get_narrow       (LairBreakpointBin *self);
int        lair_breakpoint_bin_get_width        (LairBreakpointBin *self);

G_END_DECLS

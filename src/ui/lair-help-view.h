/* lair-help-view.h — a help page, drawn as labels
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "lair-help-book.h"

G_BEGIN_DECLS

#define LAIR_TYPE_HELP_VIEW (lair_help_view_get_type ())

G_DECLARE_FINAL_TYPE (LairHelpView, lair_help_view, LAIR, HELP_VIEW, GtkWidget)

GtkWidget    *lair_help_view_new         (LairHelpBook          *book);
void          lair_help_view_set_page    (LairHelpView          *self,
                                          const LairMallardPage *page);
GtkWidget    *lair_help_view_get_section (LairHelpView          *self,
                                          const char            *section_id);

G_END_DECLS

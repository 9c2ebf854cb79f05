/* lair-accessible-props.h — a widget's accessible words, as properties
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define LAIR_TYPE_ACCESSIBLE_PROPS (lair_accessible_props_get_type ())

G_DECLARE_FINAL_TYPE (LairAccessibleProps, lair_accessible_props, LAIR, ACCESSIBLE_PROPS, GObject)

LairAccessibleProps *lair_accessible_props_new (GtkWidget *widget);

G_END_DECLS

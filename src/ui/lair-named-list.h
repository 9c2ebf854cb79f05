/* lair-named-list.h — a drop-down's list whose rows a screen reader names
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

GtkListItemFactory *lair_named_list_factory_new (GObject *owner);

G_END_DECLS

/* lair-sprite.h — small pictures of the board art beside words
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

GdkPaintable *lair_sprite_get_paintable (const char *name,
                                         int         width);
GtkWidget    *lair_sprite_new           (const char *name,
                                         int         width,
                                         int         height);

G_END_DECLS

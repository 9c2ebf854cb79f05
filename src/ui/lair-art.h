/* lair-art.h — the board art, rendered once per size
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

GdkTexture *lair_art_get_texture  (const char  *name,
                                   int          width);
void        lair_art_append       (GtkSnapshot *snapshot,
                                   const char  *name,
                                   const graphene_rect_t *bounds,
                                   int          scale);
void        lair_art_clear        (void);

G_END_DECLS

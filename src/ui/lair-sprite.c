/* lair-sprite.c — small pictures of the board art beside words
 *
 * The seats, the options and the results show the board art small. Each
 * file is rendered once per size, at twice that size so it stays sharp on
 * a high-resolution screen, and shared by every widget that shows it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gdk-pixbuf/gdk-pixbuf.h>

#include "lair-sprite.h"

#define ART_PATH "/io/github/spiderlair/SpiderLair/art/"

static GHashTable *sprites;  /* "name@width" → GdkTexture */

/**
 * lair_sprite_get_paintable:
 * @name: the art's file name without ".svg", as in data/art/
 * @width: the width in pixels it will be shown at
 *
 * Returns: (transfer none) (nullable): the art, or %NULL if there is none
 *   of that name
 */
GdkPaintable *
lair_sprite_get_paintable (const char *name,
                           int         width)
{
  g_autofree char *key = g_strdup_printf ("%s@%d", name, width);
  g_autofree char *path = NULL;
  g_autoptr(GdkPixbuf) pixbuf = NULL;
  g_autoptr(GError) error = NULL;
  GdkTexture *texture;

  g_return_val_if_fail (name != NULL, NULL);

  if (sprites == NULL)
    sprites = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_object_unref);
  texture = g_hash_table_lookup (sprites, key);
  if (texture != NULL)
    return GDK_PAINTABLE (texture);

  path = g_strconcat (ART_PATH, name, ".svg", NULL);
  pixbuf = gdk_pixbuf_new_from_resource_at_scale (path, 2 * width, -1, TRUE, &error);
  if (pixbuf == NULL)
    {
      g_warning ("Cannot draw the art %s: %s", name, error->message);
      return NULL;
    }
  texture = gdk_texture_new_for_pixbuf (pixbuf);
  g_hash_table_insert (sprites, g_steal_pointer (&key), texture);
  return GDK_PAINTABLE (texture);
}

/**
 * lair_sprite_new:
 * @name: the art's file name without ".svg"
 * @width: the width to show it at
 * @height: the height to show it at
 *
 * Returns: (transfer floating): a picture of the art, hidden from
 *   assistive technologies: the words beside it say what it shows
 */
GtkWidget *
lair_sprite_new (const char *name,
                 int         width,
                 int         height)
{
  GtkWidget *image = gtk_image_new_from_paintable (lair_sprite_get_paintable (name, width));

  /* an image is square and keeps the art's proportions inside it */
  gtk_image_set_pixel_size (GTK_IMAGE (image), MAX (width, height));
  gtk_accessible_update_state (GTK_ACCESSIBLE (image), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  return image;
}

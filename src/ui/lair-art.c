/* lair-art.c — the board art, rendered once per size
 *
 * The art is SVG in the resource (art/NAME.svg). Rendering SVG is slow, so
 * each file is rendered to a texture the first time it is drawn at a size,
 * with the size rounded up to a step, and the texture kept: the board
 * scales textures per frame, never the SVG. Nothing loads before it is
 * drawn, so the art costs nothing at start-up.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gdk-pixbuf/gdk-pixbuf.h>

#include "lair-art.h"

#define RESOURCE_PATH "/io/github/spiderlair/SpiderLair/art/"

static GHashTable *cache;  /* "name@width" → GdkTexture */

/* Steps of about a fifth, so a window being resized renders a file a few
 * times, not at every pixel. */
static int
bucket (int width)
{
  int step = 16;

  width = CLAMP (width, 16, 2048);
  while (step < width)
    step = MAX (step + 16, step * 6 / 5);
  return step;
}

/**
 * lair_art_get_texture:
 * @name: the art's file name without ".svg", as in data/art/
 * @width: the width in device pixels it will be drawn at
 *
 * The art @name rendered at least @width pixels wide, keeping its
 * proportions. The texture belongs to the cache.
 *
 * Returns: (transfer none) (nullable): the texture, or %NULL if the
 *   resource has no such art
 */
GdkTexture *
lair_art_get_texture (const char *name,
                      int         width)
{
  g_autofree char *key = NULL;
  g_autofree char *path = NULL;
  g_autoptr(GdkPixbuf) pixbuf = NULL;
  g_autoptr(GError) error = NULL;
  GdkTexture *texture;

  g_return_val_if_fail (name != NULL, NULL);

  width = bucket (width);
  if (cache == NULL)
    cache = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_object_unref);

  key = g_strdup_printf ("%s@%d", name, width);
  texture = g_hash_table_lookup (cache, key);
  if (texture != NULL)
    return texture;

  path = g_strconcat (RESOURCE_PATH, name, ".svg", NULL);
  pixbuf = gdk_pixbuf_new_from_resource_at_scale (path, width, -1, TRUE, &error);
  if (pixbuf == NULL)
    {
      g_warning ("Cannot draw the art %s: %s", name, error->message);
      return NULL;
    }

  texture = gdk_texture_new_for_pixbuf (pixbuf);
  g_hash_table_insert (cache, g_steal_pointer (&key), texture);
  return texture;
}

/**
 * lair_art_append:
 * @snapshot: where to draw
 * @name: the art's file name without ".svg"
 * @bounds: the rectangle to fill
 * @scale: the widget's scale factor
 *
 * Draws the art @name filling @bounds.
 */
void
lair_art_append (GtkSnapshot           *snapshot,
                 const char            *name,
                 const graphene_rect_t *bounds,
                 int                    scale)
{
  GdkTexture *texture = lair_art_get_texture (name, (int) (bounds->size.width * MAX (scale, 1) + 0.999f));

  if (texture != NULL)
    gtk_snapshot_append_texture (snapshot, texture, bounds);
}

/**
 * lair_art_clear:
 *
 * Drops every texture rendered so far.
 */
void
lair_art_clear (void)
{
  g_clear_pointer (&cache, g_hash_table_unref);
}

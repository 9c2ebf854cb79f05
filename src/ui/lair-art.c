/* lair-art.c — the board art, rendered once per size
 *
 * The art is SVG in the resource (art/NAME.svg). Rendering SVG is slow, so
 * each file is rendered to a texture the first time it is drawn at a size,
 * with the size rounded up to a step, and the texture kept: the board
 * scales textures per frame, never the SVG. Nothing loads before it is
 * drawn, so the art costs nothing at start-up. A texture not drawn for a
 * minute is let go when another is rendered: over an evening of games
 * the rooms are drawn at many sizes, as the path grows and rows shrink,
 * and the cache keeps what the board shows now, not all of them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gdk-pixbuf/gdk-pixbuf.h>

#include "lair-art.h"

#define RESOURCE_PATH "/io/github/spiderlair/SpiderLair/art/"

/* How long a texture is kept without being drawn */
#define KEEP_UNUSED (60 * G_TIME_SPAN_SECOND)

typedef struct {
  GdkTexture *texture;
  gint64      used;     /* when last asked for, in monotonic time */
} Entry;

static GHashTable *cache;  /* "name@width" → Entry */

static void
entry_free (gpointer data)
{
  Entry *entry = data;

  g_object_unref (entry->texture);
  g_free (entry);
}

static gboolean
unused_for_long (gpointer key,
                 gpointer value,
                 gpointer data)
{
  return *(gint64 *) data - ((Entry *) value)->used > KEEP_UNUSED;
}

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
 * proportions. The texture belongs to the cache, which lets it go once
 * it has not been asked for in a minute: draw it, or take a reference.
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
  gint64 now = g_get_monotonic_time ();
  Entry *entry;

  g_return_val_if_fail (name != NULL, NULL);

  width = bucket (width);
  if (cache == NULL)
    cache = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, entry_free);

  key = g_strdup_printf ("%s@%d", name, width);
  entry = g_hash_table_lookup (cache, key);
  if (entry != NULL)
    {
      entry->used = now;
      return entry->texture;
    }

  path = g_strconcat (RESOURCE_PATH, name, ".svg", NULL);
  pixbuf = gdk_pixbuf_new_from_resource_at_scale (path, width, -1, TRUE, &error);
  if (pixbuf == NULL)
    {
      g_warning ("Cannot draw the art %s: %s", name, error->message);
      return NULL;
    }

  /* a texture just asked for is never among those let go */
  g_hash_table_foreach_remove (cache, unused_for_long, &now);
  entry = g_new (Entry, 1);
  entry->texture = gdk_texture_new_for_pixbuf (pixbuf);
  entry->used = now;
  g_hash_table_insert (cache, g_steal_pointer (&key), entry);
  return entry->texture;
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

/* test-art.c — every piece of board art renders, once per size
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <gtk/gtk.h>

#include "lair-art.h"

#define ART_DIR "/io/github/spiderlair/SpiderLair/art"

static void
test_every_file (void)
{
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) names = g_resources_enumerate_children (ART_DIR, 0, &error);
  guint n = 0;

  g_assert_no_error (error);
  for (guint i = 0; names[i] != NULL; i++)
    {
      g_autofree char *name = NULL;
      GdkTexture *small, *large;

      if (!g_str_has_suffix (names[i], ".svg"))
        continue;
      name = g_strndup (names[i], strlen (names[i]) - 4);
      small = lair_art_get_texture (name, 40);
      large = lair_art_get_texture (name, 300);
      g_assert_nonnull (small);
      g_assert_nonnull (large);
      g_assert_cmpint (gdk_texture_get_width (small), >=, 40);
      g_assert_cmpint (gdk_texture_get_width (small), <, 60);
      g_assert_cmpint (gdk_texture_get_width (large), >=, 300);
      g_assert_cmpint (gdk_texture_get_width (large), <, 380);
      /* the proportions of the viewBox: cards are portrait */
      if (g_str_has_prefix (name, "card-") || g_str_has_prefix (name, "gems-"))
        g_assert_cmpint (gdk_texture_get_height (large) * 2, ==, gdk_texture_get_width (large) * 3);
      n++;
    }
  /* the rooms, the adventures, the sprites and the achievements */
  g_assert_cmpuint (n, >=, 50);
}

static void
test_cached (void)
{
  GdkTexture *a = lair_art_get_texture ("card-back", 100);

  /* a size of the same step is the same texture; another step is not */
  g_assert_true (lair_art_get_texture ("card-back", 101) == a);
  g_assert_true (lair_art_get_texture ("card-back", 400) != a);
  lair_art_clear ();
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);

  g_test_add_func ("/art/every-file", test_every_file);
  g_test_add_func ("/art/cached", test_cached);

  return g_test_run ();
}

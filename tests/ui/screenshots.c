/* screenshots.c — pictures of the window at set moments of a game, for
 * looking at and for the software centre: menu, dungeon and results, wide
 * and narrow, light and dark
 *
 * usage: screenshots DIR
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <glib/gstdio.h>

#include "lair-window.h"
#include "ui-test-utils.h"

static void
save (GtkWidget  *window,
      const char *dir,
      const char *name)
{
  GtkWidget *widget = window;
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  g_autofree char *path = g_strdup_printf ("%s/%s.png", dir, name);
  GskRenderer *renderer = gtk_native_get_renderer (gtk_widget_get_native (widget));

  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  texture = gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, width, height));
  gdk_texture_save_to_png (texture, path);
  g_print ("%s (%d×%d)\n", path, width, height);
}

/* The room is over, or the game */
static gboolean
moved_on (LairGameSession *session,
          guint            dungeon,
          guint            room)
{
  return lair_game_session_get_phase (session) != LAIR_SESSION_PLAYING ||
         lair_game_session_get_dungeon (session) != dungeon ||
         lair_game_session_get_room (session) != room;
}

/* Every computer still in the dungeon has chosen, or the game is over */
static gboolean
computers_chose (LairGameSession *session)
{
  if (lair_game_session_get_phase (session) != LAIR_SESSION_PLAYING)
    return TRUE;

  for (guint i = 0; i < LAIR_N_SEATS; i++)
    {
      LairSeat *seat = lair_game_session_get_seat (session, i);

      if (lair_seat_get_kind (seat) == LAIR_SEAT_COMPUTER && lair_seat_get_inside (seat) &&
          lair_seat_get_selection (seat) != LAIR_SELECTION_SELECTED)
        return FALSE;
    }
  return TRUE;
}

static void
shoot (LairApplication *app,
       const char      *dir,
       int              width,
       int              height,
       const char      *suffix)
{
  LairWindow *window = lair_window_new (app);
  LairGameSession *session = lair_window_get_session (window);
  g_autofree char *name = NULL;

  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  ui_test_present (GTK_WINDOW (window));
  lair_game_session_set_think_delay (session, 0);
  lair_game_session_set_grace_delay (session, 0);
  lair_game_session_set_reveal_delay (session, 0);

  lair_game_session_join_seat (session, 0, NULL);
  lair_game_session_finish_joining (session, 0, "Ann", NULL);
  lair_game_session_join_seat (session, 2, NULL);
  lair_game_session_finish_joining (session, 2, "Bastian", NULL);
  lair_game_session_make_computer (session, 1, NULL);
  lair_seat_set_level (lair_game_session_get_seat (session, 1), LAIR_AI_HARD);
  lair_game_session_make_computer (session, 3, NULL);
  lair_game_session_join_seat (session, 4, NULL);
  ui_test_wait_for_frame (GTK_WIDGET (window));
  name = g_strdup_printf ("menu-%s", suffix);
  save (GTK_WIDGET (window), dir, name);
  lair_game_session_leave_seat (session, 4, NULL);

  lair_game_session_set_seed (session, 7);
  lair_game_session_play (session, NULL);
  /* a few rooms in: Ann and Bastian stay */
  for (guint i = 0; i < 6 && lair_game_session_get_phase (session) == LAIR_SESSION_PLAYING; i++)
    {
      guint dungeon = lair_game_session_get_dungeon (session);
      guint room = lair_game_session_get_room (session);

      lair_game_session_choose (session, 0, LAIR_CHOICE_STAY, NULL);
      lair_game_session_choose (session, 2, LAIR_CHOICE_STAY, NULL);
      ui_test_wait_until (moved_on (session, dungeon, room));
    }
  lair_game_session_set_grace_delay (session, 100000);
  lair_game_session_choose (session, 2, LAIR_CHOICE_STAY, NULL);
  ui_test_wait_until (computers_chose (session));
  ui_test_wait_for_frame (GTK_WIDGET (window));
  g_free (name);
  name = g_strdup_printf ("game-%s", suffix);
  save (GTK_WIDGET (window), dir, name);

  lair_game_session_set_grace_delay (session, 0);
  lair_game_session_hand_to_computer (session, 0, NULL);
  lair_game_session_hand_to_computer (session, 2, NULL);
  ui_test_wait_until (lair_game_session_get_phase (session) == LAIR_SESSION_FINISHED);
  ui_test_wait_for_frame (GTK_WIDGET (window));
  g_free (name);
  name = g_strdup_printf ("summary-%s", suffix);
  save (GTK_WIDGET (window), dir, name);

  ui_test_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(LairApplication) app = NULL;
  const char *dir;

  ui_test_init (&argc, &argv);
  if (argc < 2)
    {
      g_printerr ("usage: screenshots DIR\n");
      return 2;
    }
  dir = argv[1];
  if (g_mkdir_with_parents (dir, 0755) != 0)
    {
      g_printerr ("cannot make %s: %s\n", dir, g_strerror (errno));
      return 1;
    }
  app = ui_test_application_new ();

  shoot (app, dir, 1100, 760, "wide");
  shoot (app, dir, 360, 720, "narrow");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_DARK);
  shoot (app, dir, 1100, 760, "dark");
  return ui_test_run ();
}

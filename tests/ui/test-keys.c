/* test-keys.c — the window played from the keyboard alone: where
 * the keys land, and that no key throws a game away or traps them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gdk/x11/gdkx.h>

#include "lair-game-view.h"
#include "lair-preferences-window.h"
#include "lair-rules-window.h"
#include "lair-seat-panel.h"
#include "lair-seat-row.h"
#include "lair-window.h"
#include "ui-test-utils.h"

typedef struct {
  LairApplication *app;
  LairWindow *window;
  LairGameSession *session;
} Fixture;

static void
fixture_setup (Fixture       *f,
               gconstpointer  data)
{
  f->app = ui_test_application_new ();
  f->window = lair_window_new (f->app);
  f->session = lair_window_get_session (f->window);
  lair_game_session_set_think_delay (f->session, 0);
  lair_game_session_set_grace_delay (f->session, 0);
  lair_game_session_set_reveal_delay (f->session, 0);
  ui_test_present (GTK_WINDOW (f->window));
}

static void
fixture_teardown (Fixture       *f,
                  gconstpointer  data)
{
  lair_game_keeper_discard (lair_window_get_keeper (f->window));
  ui_test_destroy (GTK_WINDOW (f->window));
  g_clear_object (&f->app);
}

/* Whether keys can be pressed on the X display; the test is skipped if not */
static gboolean
can_press (Fixture *f)
{
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (f->window));
  g_autofree char *xdotool = g_find_program_in_path ("xdotool");

  if (xdotool == NULL || !GDK_IS_X11_SURFACE (surface))
    {
      g_test_skip ("no xdotool, or not on X11");
      return FALSE;
    }
  return TRUE;
}

/* The keys go to the window, as to the one a player clicked on */
static void
focus_window (GtkWindow *window)
{
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (window));
  g_autofree char *window_id = g_strdup_printf ("%lu", (gulong) gdk_x11_surface_get_xid (surface));
  const char *argv[] = { "xdotool", "windowfocus", "--sync", window_id, NULL };
  int status = 0;

  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, NULL, NULL,
                               &status, NULL));
  g_assert_true (g_spawn_check_wait_status (status, NULL));
}

/* Presses @keys on the X display, as a player at the keyboard does */
static void
press (const char *keys)
{
  const char *argv[] = { "xdotool", "key", "--delay", "40", keys, NULL };
  g_autoptr(GError) error = NULL;
  int status = 0;

  g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, NULL, NULL, &status, &error);
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  /* what the keys did, done */
  ui_test_keep_running (50);
}

static GtkWidget *
focus_of (Fixture *f)
{
  return gtk_root_get_focus (GTK_ROOT (f->window));
}

static const char *
focus_name (Fixture *f)
{
  GtkWidget *focus = focus_of (f);

  if (focus == NULL)
    return "nothing";
  if (GTK_IS_BUTTON (focus) && gtk_button_get_label (GTK_BUTTON (focus)) != NULL)
    return gtk_button_get_label (GTK_BUTTON (focus));
  return G_OBJECT_TYPE_NAME (focus);
}

static gboolean
is_ann_panel (GtkWidget *widget,
              gpointer   data)
{
  return lair_seat_get_index (lair_seat_panel_get_seat (LAIR_SEAT_PANEL (widget))) == 0;
}

static GtkWidget *
ann_panel (Fixture *f)
{
  return ui_test_find (GTK_WIDGET (f->window), LAIR_TYPE_SEAT_PANEL, is_ann_panel, NULL);
}

/* Ann may choose, the board at rest */
static gboolean
ann_to_choose (Fixture *f)
{
  LairSeat *ann = lair_game_session_get_seat (f->session, 0);

  return lair_game_session_get_phase (f->session) == LAIR_SESSION_PLAYING &&
         lair_seat_get_inside (ann) && lair_seat_get_options (ann) != 0 &&
         lair_seat_get_selection (ann) == LAIR_SELECTION_NONE &&
         !lair_game_view_get_busy (lair_window_get_game_view (f->window));
}

static gboolean
options_open (Fixture *f)
{
  g_autoptr(GPtrArray) popovers = ui_test_find_all (GTK_WIDGET (f->window), GTK_TYPE_POPOVER, NULL, NULL);

  for (guint i = 0; i < popovers->len; i++)
    if (gtk_widget_get_mapped (g_ptr_array_index (popovers, i)))
      return TRUE;
  return FALSE;
}

static void
start_game (Fixture *f)
{
  ui_test_join (GTK_WIDGET (f->window), f->session, 0, "Ann");
  ui_test_click (ui_test_seat_row (GTK_WIDGET (f->window), 1), "Computer");
  ui_test_click (GTK_WIDGET (f->window), "Play");
  ui_test_wait_until (lair_game_session_get_phase (f->session) == LAIR_SESSION_PLAYING);
}

/* Escape closes the seat's options and nothing more: pressed again, and
 * again, the game goes on. Alt+Left, GNOME's Back, leaves it; the keys
 * land on Resume Game, not on the toast that says the game is kept, and
 * Tab reaches the whole menu from there. */
static void
test_escape_stays (Fixture       *f,
                   gconstpointer  data)
{
  const char *wanted[] = { "_Play", "_Resume Game", "_Join", "_Computer", "_Quit", "_Statistics" };
  gboolean reached[G_N_ELEMENTS (wanted)] = { FALSE };
  GtkWidget *resume;
  guint decision;

  if (!can_press (f))
    return;
  start_game (f);
  focus_window (GTK_WINDOW (f->window));
  ui_test_wait_until (ann_to_choose (f) && ui_test_has_focus_in (ann_panel (f)));
  decision = lair_game_session_get_decision (f->session);

  /* the options open, and Escape closes them */
  press ("Return");
  ui_test_wait_until (options_open (f));
  press ("Escape");
  ui_test_wait_until (!options_open (f));
  /* and Escape again, twice, leaves nobody out of the game */
  press ("Escape");
  press ("Escape");
  ui_test_keep_running (300);
  g_assert_cmpint (lair_game_session_get_phase (f->session), ==, LAIR_SESSION_PLAYING);
  g_assert_cmpuint (lair_game_session_get_decision (f->session), ==, decision);
  g_assert_true (ui_test_has_focus_in (ann_panel (f)));

  /* Alt+Left goes back to the menu, the game kept */
  press ("alt+Left");
  ui_test_wait_until (lair_game_session_get_phase (f->session) == LAIR_SESSION_MENU);
  g_assert_true (lair_game_keeper_get_can_resume (lair_window_get_keeper (f->window)));
  resume = ui_test_find_button (GTK_WIDGET (f->window), "Resume Game");
  ui_test_wait_until (ui_test_is_showing (resume));
  ui_test_keep_running (200);
  g_test_message ("back at the menu, the keys on %s", focus_name (f));
  ui_test_wait_until (gtk_widget_has_focus (resume));
  g_test_message ("back at the menu, the keys on %s", focus_name (f));
  g_assert_true (gtk_widget_has_focus (resume));

  /* Tab goes round the whole menu, and the toast is not all there is */
  for (guint i = 0; i < 60; i++)
    {
      GtkWidget *focus;

      press ("Tab");
      focus = focus_of (f);
      g_test_message ("Tab %u: %s", i, focus_name (f));
      g_assert_nonnull (focus);
      for (guint w = 0; w < G_N_ELEMENTS (wanted); w++)
        reached[w] |= GTK_IS_BUTTON (focus) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (focus)), wanted[w]) == 0;
    }
  for (guint w = 0; w < G_N_ELEMENTS (wanted); w++)
    if (!reached[w])
      g_error ("Tab never reached %s", wanted[w]);
}

/* The back button's shortcut is listed with the others */
static void
test_back_listed (Fixture       *f,
                  gconstpointer  data)
{
  g_autoptr(GtkBuilder) builder =
    gtk_builder_new_from_resource ("/io/github/spiderlair/SpiderLair/lair-shortcuts-window.ui");
  GtkWindow *shortcuts = GTK_WINDOW (gtk_builder_get_object (builder, "shortcuts_window"));
  g_autoptr(GPtrArray) items = ui_test_find_all (GTK_WIDGET (shortcuts), GTK_TYPE_SHORTCUTS_SHORTCUT, NULL, NULL);
  gboolean listed = FALSE;

  for (guint i = 0; i < items->len; i++)
    {
      g_autofree char *title = NULL;
      g_autofree char *accelerator = NULL;

      g_object_get (g_ptr_array_index (items, i), "title", &title, "accelerator", &accelerator, NULL);
      g_test_message ("%s: %s", title, accelerator);
      if (g_strcmp0 (title, "Back to the main menu") == 0)
        {
          g_assert_nonnull (strstr (accelerator, "<Alt>Left"));
          /* Escape no longer leaves a game */
          g_assert_null (strstr (accelerator, "Escape"));
          listed = TRUE;
        }
    }
  g_assert_true (listed);
  gtk_window_destroy (shortcuts);
}

/* From Play on, the keys are on the first person's seat: never on the
 * back button, where a quick Return would leave the game */
static void
test_start_on_seat (Fixture       *f,
                    gconstpointer  data)
{
  GtkWidget *back = NULL;
  GtkWidget *play;
  guint checks = 0;

  ui_test_click (ui_test_seat_row (GTK_WIDGET (f->window), 0), "Computer");
  ui_test_join (GTK_WIDGET (f->window), f->session, 1, "Ann");
  play = ui_test_find_button (GTK_WIDGET (f->window), "Play");
  ui_test_wait_until (gtk_widget_is_sensitive (play));
  gtk_widget_grab_focus (play);
  gtk_widget_activate (play);
  ui_test_wait_until (lair_game_session_get_phase (f->session) == LAIR_SESSION_PLAYING);
  {
    g_autoptr(GPtrArray) buttons = ui_test_find_all (GTK_WIDGET (f->window), GTK_TYPE_BUTTON, NULL, NULL);

    for (guint i = 0; i < buttons->len && back == NULL; i++)
      if (g_strcmp0 (gtk_actionable_get_action_name (g_ptr_array_index (buttons, i)), "win.leave-game") == 0)
        back = g_ptr_array_index (buttons, i);
  }
  g_assert_nonnull (back);
  /* once the board shows */
  ui_test_wait_until (focus_of (f) != NULL);

  /* while the first room is told, and once Ann may choose */
  while (TRUE)
    {
      GtkWidget *focus = focus_of (f);
      GtkWidget *ann = ui_test_seat_panel (GTK_WIDGET (f->window), 1);
      gboolean done = lair_seat_get_options (lair_game_session_get_seat (f->session, 1)) != 0 &&
                      !lair_game_view_get_busy (lair_window_get_game_view (f->window));

      g_assert_true (focus != back);
      g_assert_nonnull (focus);
      /* on Ann's seat card, or in it */
      g_assert_true (focus == gtk_widget_get_parent (ann) || gtk_widget_is_ancestor (focus, ann));
      checks++;
      if (done)
        break;
      ui_test_keep_running (20);
    }
  g_test_message ("the focus checked %u times", checks);
}

/* A name typed and Return: the keys go on to the next seat to join, not
 * to Leave, which a second Return would press */
static void
test_name_then_next (Fixture       *f,
                     gconstpointer  data)
{
  GtkWidget *focus;

  ui_test_join (GTK_WIDGET (f->window), f->session, 0, "Ann");
  focus = focus_of (f);
  g_test_message ("after Ann's name, the keys on %s", focus_name (f));
  g_assert_nonnull (focus);
  g_assert_true (gtk_widget_is_ancestor (focus, ui_test_seat_row (GTK_WIDGET (f->window), 1)));
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (focus)), ==, "_Join");

  /* the last empty seat taken, the keys go to Play */
  for (guint i = 1; i < LAIR_N_SEATS - 1; i++)
    ui_test_click (ui_test_seat_row (GTK_WIDGET (f->window), i), "Computer");
  ui_test_join (GTK_WIDGET (f->window), f->session, LAIR_N_SEATS - 1, "Zed");
  g_test_message ("after the last name, the keys on %s", focus_name (f));
  g_assert_true (focus_of (f) == ui_test_find_button (GTK_WIDGET (f->window), "Play"));
}

static GtkWindow *
toplevel_of_type (GType type)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (window, type) && gtk_widget_get_mapped (GTK_WIDGET (window)))
        return window;
    }
  return NULL;
}

static gboolean
is_close_button (GtkWidget *widget)
{
  return widget != NULL && GTK_IS_BUTTON (widget) && gtk_widget_has_css_class (widget, "close") &&
         gtk_widget_get_ancestor (widget, GTK_TYPE_WINDOW_CONTROLS) != NULL;
}

/* Opens a window by @action and presses Tab until its Close has the keys */
static void
tab_reaches_close (Fixture    *f,
                   const char *action,
                   GType       type)
{
  GtkWindow *window;
  gboolean reached = FALSE;

  g_action_group_activate_action (G_ACTION_GROUP (f->app), action, NULL);
  ui_test_wait_until (toplevel_of_type (type) != NULL);
  window = toplevel_of_type (type);
  ui_test_wait_until (ui_test_window_is_up (window));
  focus_window (window);
  for (guint i = 0; i < 200 && !reached; i++)
    {
      GtkWidget *focus;

      press ("Tab");
      focus = gtk_root_get_focus (GTK_ROOT (window));
      g_test_message ("Tab %u: %s", i, focus != NULL ? G_OBJECT_TYPE_NAME (focus) : "nothing");
      reached = is_close_button (focus);
    }
  g_assert_true (reached);
  gtk_window_destroy (window);
}

static void
test_rules_tab (Fixture       *f,
                gconstpointer  data)
{
  if (can_press (f))
    tab_reaches_close (f, "rules", LAIR_TYPE_RULES_WINDOW);
}

static void
test_preferences_tab (Fixture       *f,
                      gconstpointer  data)
{
  if (can_press (f))
    tab_reaches_close (f, "preferences", LAIR_TYPE_PREFERENCES_WINDOW);
}

int
main (int   argc,
      char *argv[])
{
  ui_test_init (&argc, &argv);

  g_test_add ("/keys/escape-stays", Fixture, NULL, fixture_setup, test_escape_stays, fixture_teardown);
  g_test_add ("/keys/back-listed", Fixture, NULL, fixture_setup, test_back_listed, fixture_teardown);
  g_test_add ("/keys/start-on-seat", Fixture, NULL, fixture_setup, test_start_on_seat, fixture_teardown);
  g_test_add ("/keys/name-then-next", Fixture, NULL, fixture_setup, test_name_then_next, fixture_teardown);
  g_test_add ("/keys/rules-tab", Fixture, NULL, fixture_setup, test_rules_tab, fixture_teardown);
  g_test_add ("/keys/preferences-tab", Fixture, NULL, fixture_setup, test_preferences_tab, fixture_teardown);
  return ui_test_run ();
}

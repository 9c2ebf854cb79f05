/* test-names.c — what a screen reader calls each control a key stops on:
 * the whole accessibility tree, read as a screen reader reads it, in the
 * menu (with a computer's levels listed), at a room, with a seat's
 * options open, at a dungeon's summary, at
 * the results, in the statistics, the preferences and the rules
 *
 * The window is played here; the tree is read by atspi-names.py over the
 * accessibility bus (tests/ui/atspi-run), while this process answers it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>
#include <unistd.h>

#include "lair-game-view.h"
#include "lair-preferences-window.h"
#include "lair-rules-window.h"
#include "lair-seat-panel.h"
#include "lair-statistics-window.h"
#include "lair-window.h"
#include "ui-test-utils.h"

typedef struct {
  LairApplication *app;
  LairWindow *window;
  LairGameSession *session;
  GSettings *settings;
  GString *problems;
} Fixture;

static void
fixture_setup (Fixture       *f,
               gconstpointer  data)
{
  f->settings = g_settings_new (APPLICATION_ID);
  /* the story told quickly: the names are read, not the pictures */
  g_settings_set_double (f->settings, "animation-speed", 4.0);
  g_settings_set_boolean (f->settings, "animations", FALSE);
  f->app = ui_test_application_new ();
  f->window = lair_window_new (f->app);
  f->session = lair_window_get_session (f->window);
  lair_game_session_set_think_delay (f->session, 0);
  lair_game_session_set_grace_delay (f->session, 0);
  lair_game_session_set_reveal_delay (f->session, 0);
  f->problems = g_string_new (NULL);
  gtk_window_set_default_size (GTK_WINDOW (f->window), 1000, 720);
  ui_test_present (GTK_WINDOW (f->window));
}

static void
fixture_teardown (Fixture       *f,
                  gconstpointer  data)
{
  lair_game_keeper_discard (lair_window_get_keeper (f->window));
  ui_test_destroy (GTK_WINDOW (f->window));
  g_clear_object (&f->app);
  g_settings_reset (f->settings, "animation-speed");
  g_settings_reset (f->settings, "animations");
  g_clear_object (&f->settings);
  g_string_free (f->problems, TRUE);
}

static void
communicated_cb (GObject      *source,
                 GAsyncResult *result,
                 gpointer      data)
{
  char **out = data;
  g_autoptr(GError) error = NULL;

  g_subprocess_communicate_utf8_finish (G_SUBPROCESS (source), result, out, NULL, &error);
  g_assert_no_error (error);
  if (*out == NULL)
    *out = g_strdup ("");
}

/* Reads the whole tree as a screen reader does, while the window goes on
 * answering; what is wrong is kept, with @where */
static void
read_tree (Fixture    *f,
           const char *where)
{
  g_autofree char *script = g_test_build_filename (G_TEST_DIST, "atspi-names.py", NULL);
  g_autofree char *pid = g_strdup_printf ("%d", (int) getpid ());
  g_autoptr(GSubprocess) walker = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) lines = NULL;
  char *out = NULL;
  guint walked = 0;

  ui_test_wait_for_frame (GTK_WIDGET (f->window));
  walker = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE, &error, "/usr/bin/python3", script, pid, NULL);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8_async (walker, NULL, NULL, communicated_cb, &out);
  ui_test_wait_until_timeout (out != NULL, 5 * UI_TEST_TIMEOUT_MS);
  g_assert_true (g_subprocess_get_if_exited (walker));
  if (g_subprocess_get_exit_status (walker) != 0)
    g_error ("the tree could not be read %s: %s", where, out);

  lines = g_strsplit (out, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      if (lines[i][0] == '\0')
        continue;
      if (sscanf (lines[i], "walked %u nodes", &walked) == 1)
        continue;
      g_string_append_printf (f->problems, "%s: %s\n", where, lines[i]);
    }
  g_test_message ("%s: %u nodes", where, walked);
  /* the window was there to read */
  g_assert_cmpuint (walked, >, 20);
  g_free (out);
}

static gboolean
is_ann_panel (GtkWidget *widget,
              gpointer   data)
{
  return lair_seat_get_index (lair_seat_panel_get_seat (LAIR_SEAT_PANEL (widget))) == 0;
}

static gboolean
ann_to_choose (Fixture *f)
{
  LairSeat *ann = lair_game_session_get_seat (f->session, 0);

  return lair_game_session_get_phase (f->session) == LAIR_SESSION_PLAYING &&
         lair_seat_get_inside (ann) && lair_seat_get_options (ann) != 0 &&
         lair_seat_get_choice (ann) == LAIR_CHOICE_NONE &&
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

/* The button that goes on from a dungeon's summary, when it can */
static GtkWidget *
summary_button (Fixture *f)
{
  GtkWidget *next = ui_test_find_button (GTK_WIDGET (f->window), "Next Dungeon");

  if (next == NULL || !ui_test_is_showing (next))
    next = ui_test_find_button (GTK_WIDGET (f->window), "See Results");
  return next != NULL && ui_test_is_showing (next) && gtk_widget_is_sensitive (next) ? next : NULL;
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

/* A game from the menu to the results, and the statistics after it: no
 * control a key stops on is unnamed, named by its type or twice over */
static void
test_whole_tree (Fixture       *f,
                 gconstpointer  data)
{
  GtkWidget *ann_panel;
  GtkWindow *statistics;
  guint summaries = 0;

  ui_test_join (GTK_WIDGET (f->window), f->session, 0, "Ann");
  ui_test_click (ui_test_seat_row (GTK_WIDGET (f->window), 1), "Computer");
  read_tree (f, "in the menu");
  /* the computer's levels, listed */
  {
    GtkWidget *levels = ui_test_find (ui_test_seat_row (GTK_WIDGET (f->window), 1), GTK_TYPE_DROP_DOWN, NULL, NULL);
    GtkWidget *popover;

    g_assert_nonnull (levels);
    g_signal_emit_by_name (levels, "activate");
    ui_test_wait_until ((popover = ui_test_find (levels, GTK_TYPE_POPOVER, NULL, NULL)) != NULL &&
                        gtk_widget_get_mapped (popover));
    read_tree (f, "with a computer’s levels open");
    gtk_popover_popdown (GTK_POPOVER (popover));
    ui_test_wait_until (!gtk_widget_get_mapped (popover));
  }

  ui_test_click (GTK_WIDGET (f->window), "Play");
  ui_test_wait_until (ann_to_choose (f));
  read_tree (f, "at a room");

  ann_panel = ui_test_find (GTK_WIDGET (f->window), LAIR_TYPE_SEAT_PANEL, is_ann_panel, NULL);
  lair_seat_panel_open_options (LAIR_SEAT_PANEL (ann_panel));
  ui_test_wait_until (options_open (f));
  read_tree (f, "with the options open");
  {
    g_autoptr(GPtrArray) popovers = ui_test_find_all (GTK_WIDGET (f->window), GTK_TYPE_POPOVER, NULL, NULL);

    for (guint i = 0; i < popovers->len; i++)
      gtk_popover_popdown (g_ptr_array_index (popovers, i));
  }

  /* Ann leaves at once in every dungeon; the computer plays them out */
  while (lair_game_session_get_phase (f->session) != LAIR_SESSION_FINISHED || summary_button (f) != NULL)
    {
      GtkWidget *next;

      ui_test_wait_until (ann_to_choose (f) || summary_button (f) != NULL ||
                          (lair_game_session_get_phase (f->session) == LAIR_SESSION_FINISHED &&
                           !lair_game_view_get_busy (lair_window_get_game_view (f->window))));
      next = summary_button (f);
      if (next != NULL)
        {
          if (summaries++ == 0)
            read_tree (f, "at a dungeon’s summary");
          g_signal_emit_by_name (next, "clicked");
          ui_test_wait_until (summary_button (f) != next || !ui_test_is_showing (next));
          continue;
        }
      if (ann_to_choose (f))
        {
          g_assert_true (lair_game_session_choose (f->session, 0, LAIR_CHOICE_LEAVE, NULL));
          ui_test_wait_until (!ann_to_choose (f));
          continue;
        }
      break;
    }
  g_assert_cmpuint (summaries, ==, LAIR_N_DUNGEONS);
  ui_test_wait_until (ui_test_is_showing (ui_test_find_button (GTK_WIDGET (f->window), "Play Again")));
  read_tree (f, "at the results");

  g_action_group_activate_action (G_ACTION_GROUP (f->app), "statistics", NULL);
  ui_test_wait_until (toplevel_of_type (LAIR_TYPE_STATISTICS_WINDOW) != NULL);
  statistics = toplevel_of_type (LAIR_TYPE_STATISTICS_WINDOW);
  ui_test_wait_until (ui_test_window_is_up (statistics));
  read_tree (f, "in the statistics");
  /* the game just played, on its page */
  {
    LairStore *store = lair_application_get_store (f->app, NULL);
    g_autoptr(GPtrArray) games = lair_store_get_history (store, 0, 1, NULL);
    LairStoreGame *game;

    g_assert_nonnull (games);
    g_assert_cmpuint (games->len, ==, 1);
    game = g_ptr_array_index (games, 0);
    lair_statistics_window_show_game (LAIR_STATISTICS_WINDOW (statistics), game->id);
    ui_test_wait_until (ui_test_is_showing (ui_test_find_button (GTK_WIDGET (statistics), "Watch")));
  }
  read_tree (f, "at a game of the history");
  gtk_window_destroy (statistics);

  g_action_group_activate_action (G_ACTION_GROUP (f->app), "preferences", NULL);
  ui_test_wait_until (toplevel_of_type (LAIR_TYPE_PREFERENCES_WINDOW) != NULL);
  ui_test_wait_until (ui_test_window_is_up (toplevel_of_type (LAIR_TYPE_PREFERENCES_WINDOW)));
  read_tree (f, "in the preferences");
  gtk_window_destroy (toplevel_of_type (LAIR_TYPE_PREFERENCES_WINDOW));

  g_action_group_activate_action (G_ACTION_GROUP (f->app), "rules", NULL);
  ui_test_wait_until (toplevel_of_type (LAIR_TYPE_RULES_WINDOW) != NULL);
  ui_test_wait_until (ui_test_window_is_up (toplevel_of_type (LAIR_TYPE_RULES_WINDOW)));
  read_tree (f, "in the rules");
  gtk_window_destroy (toplevel_of_type (LAIR_TYPE_RULES_WINDOW));

  if (f->problems->len > 0)
    g_error ("what a screen reader would say wrongly:\n%s", f->problems->str);
}

int
main (int   argc,
      char *argv[])
{
  ui_test_init (&argc, &argv);

  g_test_add ("/names/whole-tree", Fixture, NULL, fixture_setup, test_whole_tree, fixture_teardown);
  return ui_test_run ();
}
